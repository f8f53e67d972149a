// Errors-by-default warnings (incompatible pointer types, function pointer types, integer
// to pointer and back) turned off by -Wno-<name> or made warnings by -Wno-error=<name>:
// the program compiles and runs as clang-22's build of it (the conversions are plain bit
// copies); without the flags they stay errors.
// RUN: %xmpcc -Wno-incompatible-pointer-types -Wno-int-conversion -Wno-incompatible-function-pointer-types %s -o %t
// RUN: %t | FileCheck %s
// RUN: %xmpcc -O2 -Wno-error=incompatible-pointer-types -Wno-error=int-conversion -Wno-error=incompatible-function-pointer-types %s -o %t.2 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: %t.2 | FileCheck %s
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=ERR
// CHECK: 5 7 4
// WARN: warning: incompatible pointer types
// WARN: warning: incompatible function pointer types
// WARN: warning: incompatible integer to pointer conversion
// WARN: warning: incompatible pointer to integer conversion
// ERR: error: incompatible pointer types
#include <stdio.h>
int g(int x) { return x; }
int main(void) {
  long l = 5;
  int *p = &l;
  int (*fp)(long) = g;
  int n = 7;
  int *ip = n;
  long v = (long)ip;
  int k = p;
  printf("%d %ld %d\n", *p, v, fp(3) + (k != 0));
  return 0;
}
