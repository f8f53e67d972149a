// A local array of 2^40 bytes (more elements than 32 bits count) compiles as with clang: an
// alloca of the whole array (the backend warns that the frame exceeds its limit). The
// program only calls the function with it when asked to.
// RUN: %xmpcc -O0 -S -emit-llvm %s -o - | FileCheck %s --check-prefix=IR
// IR: alloca [1099511627776 x i8]
// IR: alloca [4294967296 x i32]
// RUN: %xmpcc -O2 %s -o %t 2>&1 | FileCheck %s --check-prefix=CC --allow-empty
// CC-NOT: error
// RUN: %t | FileCheck %s
// CHECK: small 3

#include <stdio.h>

static int __attribute__((noinline)) use(volatile char *p, long n) { return p[0] + p[n - 1]; }

static int __attribute__((noinline)) huge(long n) {
  char s[0x10000000000UL];
  int w[0x100000000UL];
  s[0] = 1;
  s[sizeof s - 1] = 2;
  w[n] = 4;
  return use(s, sizeof s) + w[n];
}

int main(int argc, char **argv) {
  char s[16];
  s[0] = 1;
  s[15] = 2;
  if (argc > 5)
    return huge(argc);
  printf("small %d\n", use(s, sizeof s));
  return 0;
}
