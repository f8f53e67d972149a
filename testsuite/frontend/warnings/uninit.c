// -Wuninitialized (in -Wall): a local read before anything can have been stored into it.
// The analysis is conservative: what clang reports as -Wsometimes-uninitialized (a store on
// some paths only) and uses through pointers are not reported.
// RUN: %xmpcc -fsyntax-only -Wall %s 2>&1 | FileCheck %s --implicit-check-not=warning:
// RUN: %xmpcc -fsyntax-only %s 2>&1 | count 0
int g(int);

int uninit(int c) {
  int a;
  int b;
  int d;
  int r = a;
  b = c;
  r += b;
  d++;
  int e;
  int *pe = &e;
  r += *pe;
  int f;
  for (int i = 0; i < 3; i++) {
    r += f;
    f = i;
  }
  int h;
  g(h);
  while (c--) {
    int w;
    r += w;
    w = 1;
  }
  int k;
  k += 2;
  return r + k;
}

int no_warning(int c) {
  int x;
  if (c)
    x = 1;
  else
    x = 2;
  int y;
  switch (c) {
  case 1:
    y = 3;
    break;
  default:
    y = 4;
  }
  return x + y;
}

// Expected (clang-22 reports the same lines, columns and text):
// CHECK: uninit.c:11:7: warning: variable 'd' set but not used [-Wunused-but-set-variable]
// CHECK: uninit.c:12:11: warning: variable 'a' is uninitialized when used here [-Wuninitialized]
// CHECK: uninit.c:9:8: note: initialize the variable 'a' to silence this warning
// CHECK: uninit.c:15:3: warning: variable 'd' is uninitialized when used here [-Wuninitialized]
// CHECK: uninit.c:11:8: note: initialize the variable 'd' to silence this warning
// CHECK: uninit.c:25:5: warning: variable 'h' is uninitialized when used here [-Wuninitialized]
// CHECK: uninit.c:24:8: note: initialize the variable 'h' to silence this warning
// CHECK: uninit.c:28:10: warning: variable 'w' is uninitialized when used here [-Wuninitialized]
// CHECK: uninit.c:27:10: note: initialize the variable 'w' to silence this warning
// CHECK: uninit.c:32:3: warning: variable 'k' is uninitialized when used here [-Wuninitialized]
// CHECK: uninit.c:31:8: note: initialize the variable 'k' to silence this warning
