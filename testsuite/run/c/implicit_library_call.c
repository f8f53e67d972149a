// Differential test: a call to an undeclared library function (allowed as a warning with
// -Wno-error=implicit-function-declaration) uses the library's type, as clang does, so a
// returned pointer keeps its upper bits and arguments are converted to the parameter types.
// RUN: %clang -O2 -w -Wno-error=implicit-function-declaration %s -o %t.ref -lm
// RUN: %t.ref > %t.expected
// RUN: %xmpcc -O2 -w -Wno-error=implicit-function-declaration %s -o %t -lm
// RUN: %t > %t.out
// RUN: diff %t.expected %t.out
// RUN: %xmpcc -O0 -w -Wno-error=implicit-function-declaration %s -o %t.O0 -lm
// RUN: %t.O0 > %t.O0.out
// RUN: diff %t.expected %t.O0.out
// RUN: FileCheck %s < %t.out
// CHECK: memset same 1 fill xx
// CHECK: malloc same 1
// CHECK: sqrt 3.000
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=DIAG
// DIAG: error: call to undeclared library function 'memset' with type 'void *(void *, int, unsigned long)'; ISO C99

int printf(const char *, ...);

static char buf[4];

int main(void) {
  char *p = memset(buf + 1, 'x', 2);
  printf("memset same %d fill %c%c\n", p == buf + 1, buf[1], buf[2]);
  char *m = malloc(100);
  m[99] = 1;
  char *again = memset(m, 0, 10);
  printf("malloc same %d\n", again == m);
  free(m);
  int nine = 9;
  printf("sqrt %.3f\n", sqrt(nine));
  return 0;
}
