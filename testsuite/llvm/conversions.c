// C conversions map to the right LLVM casts: sign vs zero extension, signed vs unsigned
// int<->float, truncations, float widening; signed vs unsigned division and right shift.
// RUN: %xmpcc -O0 -S -emit-llvm -o - %s | FileCheck %s

long widen_signed(int x) { return x; }
// CHECK-LABEL: @widen_signed(
// CHECK: sext i32 {{.*}} to i64
unsigned long widen_unsigned(unsigned x) { return x; }
// CHECK-LABEL: @widen_unsigned(
// CHECK: zext i32 {{.*}} to i64
int from_char(char c) { return c; }
// CHECK-LABEL: @from_char(
// CHECK: sext i8 {{.*}} to i32
int from_uchar(unsigned char c) { return c; }
// CHECK-LABEL: @from_uchar(
// CHECK: zext i8 {{.*}} to i32
short narrow(long x) { return (short)x; }
// CHECK-LABEL: @narrow(
// CHECK: trunc i64 {{.*}} to i16
double s2f(int x) { return x; }
// CHECK-LABEL: @s2f(
// CHECK: sitofp i32 {{.*}} to double
double u2f(unsigned x) { return x; }
// CHECK-LABEL: @u2f(
// CHECK: uitofp i32 {{.*}} to double
int f2s(double d) { return (int)d; }
// CHECK-LABEL: @f2s(
// CHECK: fptosi double {{.*}} to i32
unsigned f2u(double d) { return (unsigned)d; }
// CHECK-LABEL: @f2u(
// CHECK: fptoui double {{.*}} to i32
double fwiden(float f) { return f; }
// CHECK-LABEL: @fwiden(
// CHECK: fpext float {{.*}} to double
float fnarrow(double d) { return (float)d; }
// CHECK-LABEL: @fnarrow(
// CHECK: fptrunc double {{.*}} to float
long double ld(double d) { return d; }
// CHECK-LABEL: @ld(
// CHECK: fpext double {{.*}} to x86_fp80
int sdiv(int a, int b) { return a / b; }
// CHECK-LABEL: @sdiv(
// CHECK: sdiv i32
unsigned udiv(unsigned a, unsigned b) { return a / b; }
// CHECK-LABEL: @udiv(
// CHECK: udiv i32
int srem(int a, int b) { return a % b; }
// CHECK-LABEL: @srem(
// CHECK: srem i32
int sshr(int a, int b) { return a >> b; }
// CHECK-LABEL: @sshr(
// CHECK: ashr i32
unsigned ushr(unsigned a, unsigned b) { return a >> b; }
// CHECK-LABEL: @ushr(
// CHECK: lshr i32
int slt(int a, int b) { return a < b; }
// CHECK-LABEL: @slt(
// CHECK: icmp slt i32
int ult(unsigned a, unsigned b) { return a < b; }
// CHECK-LABEL: @ult(
// CHECK: icmp ult i32
int mixed_cmp(int a, unsigned b) { return a < b; }
// CHECK-LABEL: @mixed_cmp(
// CHECK: icmp ult i32
