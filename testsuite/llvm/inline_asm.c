// GNU inline asm is lowered to LLVM inline asm with clang-22's constraint strings: "+r" as an
// output plus a tied input after the written inputs, a/d/D/S as fixed registers, "g" as "imr",
// memory operands by address with elementtype, the x86 clobbers clang always adds, asm goto as
// callbr, file-scope asm as module asm.
// RUN: %xmpcc -O0 -S -emit-llvm -o - %s | FileCheck %s
// RUN: not %xmpcc -fsyntax-only -DBAD1 %s 2>&1 | FileCheck %s --check-prefix=BAD1
// RUN: not %xmpcc -fsyntax-only -DBAD2 %s 2>&1 | FileCheck %s --check-prefix=BAD2
// RUN: not %xmpcc -fsyntax-only -DBAD3 %s 2>&1 | FileCheck %s --check-prefix=BAD3

// CHECK: module asm ".globl foo_sym"
asm(".globl foo_sym\nfoo_sym: ret");

unsigned long long rd(void) {
  unsigned lo, hi;
  __asm__ __volatile__("rdtsc" : "=a"(lo), "=d"(hi));
  return ((unsigned long long)hi << 32) | lo;
}
// CHECK-LABEL: @rd(
// CHECK: call { i32, i32 } asm sideeffect "rdtsc", "={ax},={dx},~{dirflag},~{fpsr},~{flags}"()

int add(int a, int b) {
  __asm__("addl %1, %0" : "+r"(a) : "g"(b) : "cc");
  return a;
}
// CHECK-LABEL: @add(
// CHECK: call i32 asm "addl $1, $0", "=r,imr,0,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 %{{.*}}, i32 %{{.*}})

int mem(int *p, int v) {
  __asm__ volatile("movl %1, %0" : "=m"(*p) : "ri"(v) : "memory");
  return *p;
}
// CHECK-LABEL: @mem(
// CHECK: call void asm sideeffect "movl $1, $0", "=*m,ri,~{memory},~{dirflag},~{fpsr},~{flags}"(ptr elementtype(i32) %{{.*}}, i32 %{{.*}})

int named(int a) {
  int r;
  asm("movl %[in], %[out]; add %k2, %[out] %%" : [out] "=&r"(r) : [in] "rm"(a), "n"(5));
  return r;
}
// CHECK-LABEL: @named(
// CHECK: call i32 asm "movl $1, $0; add ${2:k}, $0 %", "=&r,rm,n,~{dirflag},~{fpsr},~{flags}"(i32 %{{.*}}, i32 5)

float sq(float x) {
  float r;
  asm("sqrtss %1, %0" : "=x"(r) : "0"(x));
  return r;
}
// CHECK-LABEL: @sq(
// CHECK: call float asm "sqrtss $1, $0", "=x,0,~{dirflag},~{fpsr},~{flags}"(float %{{.*}})

void copy(char *d, const char *s, unsigned long n) {
  asm volatile("rep movsb" : "+D"(d), "+S"(s), "+c"(n)::"memory");
}
// CHECK-LABEL: @copy(
// CHECK: call { ptr, ptr, i64 } asm sideeffect "rep movsb", "={di},={si},={cx},0,1,2,~{memory},~{dirflag},~{fpsr},~{flags}"

int gt(int x) {
  asm goto("testl %0, %0; jz %l1" ::"r"(x)::zero);
  return 1;
zero:
  return 0;
}
// CHECK-LABEL: @gt(
// CHECK: callbr void asm sideeffect "testl $0, $0; jz ${1:l}", "r,!i,~{dirflag},~{fpsr},~{flags}"(i32 %{{.*}})

#ifdef BAD1
void b1(int *p) { asm("" : "=V"(*p)); }
// BAD1: inline_asm.c:[[@LINE-1]]:33: error: inline asm constraint 'V' is not supported yet
#endif
#ifdef BAD2
void b2(int x) { asm("" : "r"(x)); }
// BAD2: inline_asm.c:[[@LINE-1]]:31: error: invalid output constraint 'r' in asm
#endif
#ifdef BAD3
void b3(int x) { asm("mov %3, %0" : "=r"(x)); }
// BAD3: inline_asm.c:[[@LINE-1]]:18: error: invalid operand number in inline asm string
#endif
