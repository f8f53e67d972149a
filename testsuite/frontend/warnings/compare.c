// -Wsign-compare (in -Wextra) and -Wshadow (off by default), clang's wording.
// RUN: %xmpcc -fsyntax-only -Wextra -Wshadow %s 2>&1 | FileCheck %s --implicit-check-not=warning:
// RUN: %xmpcc -fsyntax-only -Wall %s 2>&1 | count 0
// RUN: not %xmpcc -fsyntax-only -Werror=sign-compare %s 2>&1 | FileCheck %s --check-prefix=ERR
// ERR: compare.c:14:10: error: comparison of integers of different signs: 'int' and 'unsigned int' [-Werror,-Wsign-compare]
int global_count;

int signs(int i, unsigned u, long l, unsigned short us, char c) {
  int r = 0;
  r += u > 3;
  r += u < l;
  r += us < u;
  r += (i & 0xff) < u;
  r += i < u;
  r += u == -1;
  r += u < c;
  r += i < 0u;
  r += i >= sizeof(int);
  r += i < 3u;
  return r;
}

int shadowing(int global_count, int p) {
  int x = p;
  {
    int x = 2;
    int p = 3;
    p += x, x += p;
  }
  for (int k = 0; k < 2; k++) {
    int k = 5;
    x += k;
  }
  return x + global_count;
}

// Expected (clang-22 reports the same lines, columns and text):
// CHECK: compare.c:14:10: warning: comparison of integers of different signs: 'int' and 'unsigned int' [-Wsign-compare]
// CHECK: compare.c:15:10: warning: comparison of integers of different signs: 'unsigned int' and 'int' [-Wsign-compare]
// CHECK: compare.c:16:10: warning: comparison of integers of different signs: 'unsigned int' and 'char' [-Wsign-compare]
// CHECK: compare.c:18:10: warning: comparison of integers of different signs: 'int' and '{{.*}}unsigned long{{.*}} [-Wsign-compare]
// CHECK: compare.c:19:10: warning: comparison of integers of different signs: 'int' and 'unsigned int' [-Wsign-compare]
// CHECK: compare.c:23:19: warning: declaration shadows a variable in the global scope [-Wshadow]
// CHECK: compare.c:6:5: note: previous declaration is here
// CHECK: compare.c:26:9: warning: declaration shadows a local variable [-Wshadow]
// CHECK: compare.c:24:7: note: previous declaration is here
// CHECK: compare.c:27:9: warning: declaration shadows a local variable [-Wshadow]
// CHECK: compare.c:23:37: note: previous declaration is here
// CHECK: compare.c:31:9: warning: declaration shadows a local variable [-Wshadow]
// CHECK: compare.c:30:12: note: previous declaration is here
