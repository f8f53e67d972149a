// Signed integer arithmetic carries nsw (overflow is undefined in C); unsigned arithmetic does not.
// RUN: %xmpcc -O0 -S -emit-llvm -o - %s | FileCheck %s --check-prefix=O0
// RUN: %xmpcc -O2 -S -emit-llvm -o - %s | FileCheck %s --check-prefix=O2

int add_signed(int a, int b) { return a + b; }
// O0-LABEL: @add_signed(
// O0: add nsw i32
// O2-LABEL: @add_signed(
// O2: add nsw i32

int sub_mul_signed(int a, int b) { return a * b - 7; }
// O0-LABEL: @sub_mul_signed(
// O0: mul nsw i32
// O0: sub nsw i32
// O2-LABEL: @sub_mul_signed(
// O2: mul nsw i32

long add_long(long a, long b) { return a + b; }
// O0-LABEL: @add_long(
// O0: add nsw i64
// O2-LABEL: @add_long(
// O2: add nsw i64

unsigned add_unsigned(unsigned a, unsigned b) { return a + b; }
// O0-LABEL: @add_unsigned(
// O0-NOT: nsw
// O0: ret i32
// O2-LABEL: @add_unsigned(
// O2-NOT: nsw
// O2: ret i32

int increment(int *p) { return ++*p; }
// O0-LABEL: @increment(
// O0: add nsw i32 {{.*}}, 1
