// -fwrapv defines signed overflow to wrap: no nsw on signed + - * (unary minus, ++/--
// too) and llvm.abs without poison; pointer arithmetic keeps inbounds. -fno-strict-overflow
// also drops inbounds (-fwrapv-pointer alone does only that), as clang-22 does.
// -fno-delete-null-pointer-checks marks functions null_pointer_is_valid.
// RUN: %xmpcc -O0 -S -emit-llvm -o - %s | FileCheck %s --check-prefix=DEF
// RUN: %xmpcc -O0 -fwrapv -S -emit-llvm -o - %s | FileCheck %s --check-prefix=WRAP
// RUN: %xmpcc -O0 -fno-strict-overflow -S -emit-llvm -o - %s | FileCheck %s --check-prefix=NSO
// RUN: %xmpcc -O0 -fwrapv-pointer -S -emit-llvm -o - %s | FileCheck %s --check-prefix=WPTR
// RUN: %xmpcc -O0 -fwrapv -fno-wrapv -S -emit-llvm -o - %s | FileCheck %s --check-prefix=DEF
// RUN: %xmpcc -O0 -fno-delete-null-pointer-checks -S -emit-llvm -o - %s | FileCheck %s --check-prefix=NULL
// RUN: %xmpcc -O2 -fwrapv -S -emit-llvm -o - %s | FileCheck %s --check-prefix=WRAP2

int abs(int);

int arith(int a, int b, int *p, long i) {
  int x = a * b - a;
  x = -x + b;
  x++;
  return x + p[i] + abs(a);
}
// DEF-LABEL: @arith(
// DEF: mul nsw i32
// DEF: sub nsw i32
// DEF: sub nsw i32 0,
// DEF: add nsw i32
// DEF: add nsw i32 {{.*}}, 1
// DEF: getelementptr inbounds i32
// DEF: call i32 @llvm.abs.i32(i32 {{.*}}, i1 true)
// WRAP-LABEL: @arith(
// WRAP-NOT: nsw
// WRAP: getelementptr inbounds i32
// WRAP-NOT: nsw
// WRAP: call i32 @llvm.abs.i32(i32 {{.*}}, i1 false)
// WRAP-NOT: nsw
// WRAP: ret i32
// NSO-LABEL: @arith(
// NSO-NOT: nsw
// NSO: getelementptr i32
// NSO-NOT: nsw
// NSO: ret i32
// WPTR-LABEL: @arith(
// WPTR: mul nsw i32
// WPTR: getelementptr i32
// WPTR: call i32 @llvm.abs.i32(i32 {{.*}}, i1 true)

// The overflow check survives -O2 only when overflow wraps.
int overflows(int a) { return a + 1 < a; }
// WRAP2-LABEL: @overflows(
// WRAP2: icmp eq i32 %{{.*}}, 2147483647

int deref(int *p) {
  int v = *p;
  return p ? v : -1;
}
// NULL: define {{.*}}@deref({{.*}}) [[ATTR:#[0-9]+]]
// NULL: attributes [[ATTR]] = {{.*}}null_pointer_is_valid
// DEF-NOT: null_pointer_is_valid
