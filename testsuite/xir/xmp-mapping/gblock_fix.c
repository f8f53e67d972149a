// XIR of issue 4 additions: gblock with file-scope and block-scope mapping arrays, an
// unfixed template with gblock(*) completed by template_fix, a global array passed to a
// plain C function (its local section) and to a callee that re-declares its mapping on the
// pointer parameter, and xmp_desc_of. At -O2 loop-localize treats gblock dimensions as
// block-like (LocalLoop, LocalElem with hoisted offsets).
// RUN: %xmpcc -emit-xir %s -o - | FileCheck %s
// RUN: %xmpcc -O2 -emit-xir %s -o - | FileCheck %s --check-prefix=LL
#pragma xmp nodes p[*]
int gm[4] = {3, 0, 5, 2};
#pragma xmp template tg[10]
#pragma xmp distribute tg[gblock(gm)] onto p
double a[10];
#pragma xmp align a[i] with tg[i]
void use(double *x);
void f(double x[10]) {
#pragma xmp template tq[10]
#pragma xmp distribute tq[gblock(gm)] onto p
#pragma xmp align x[i] with tq[i]
  int i;
#pragma xmp loop on tq[i]
  for (i = 0; i < 10; i++) x[i] = i;
}
int main(void) {
  int n = 12, m[4] = {6, 6, 0, 0}, i;
#pragma xmp template tu[:]
#pragma xmp distribute tu[gblock(*)] onto p
#pragma xmp template_fix[gblock(m)] tu[n]
#pragma xmp loop on tg[i]
  for (i = 0; i < 10; i++) a[i] = 2 * a[i];
  use(a);
  f(a);
  return xmp_desc_of(a) == xmp_desc_of(tg);
}
// CHECK: template #0 tg[(const.i32 0) size (const.i32 10)] distribute[gblock((array_to_ptr.ptr (global @gm)))] onto p
// CHECK: template #1 tq[(const.i32 0) size (const.i32 10)] distribute[gblock((array_to_ptr.ptr (global @gm)))] onto p in @f
// CHECK: template #2 tu unfixed[(const.i32 0) size (const.i32 0)] distribute[gblock(*)] onto p in @main
// CHECK: array #0 a global @1[10] with tg [t0 + (const.i32 0)]
// CHECK: array #1 x local %0 in @f[10] with tq [t0 + (const.i32 0)]
// CHECK-LABEL: func @f(%0 x: double *)
// CHECK: xmp.align_decl #1 x
// CHECK: (assign.f64 (global_elem.f64 #1 [(int_to_int.i64 (load (local %1 i)))])
// CHECK-LABEL: func @main()
// CHECK: xmp.template_decl #2 tu
// CHECK-NEXT: xmp.distribute #2 tu
// CHECK-NEXT: xmp.template_fix #2 tu[(const.i32 0) size (load (local %0 n))] gblock0((array_to_ptr.ptr (local %1 m)))
// CHECK: (call.void (func_to_ptr.ptr (func @use)) (xmp_local_base.ptr #0))
// CHECK: (call.void (func_to_ptr.ptr (func @f)) (xmp_local_base.ptr #0))
// CHECK: return (eq.ptr (xmp_desc_of array #0) (xmp_desc_of template #0))
// LL-LABEL: func @f(
// LL: xmp.local_loop on tq view #1 base %2 offs [%3] strides [%4]
// LL-NEXT: (assign.f64 (local_elem.f64 #1 base %2 strides [%4] [(add.i64 (int_to_int.i64 (load (local %1 i))) (load (local %3 .xmp.off.x.0)))])
// LL-LABEL: func @main()
// LL: xmp.local_loop on tg view #0
