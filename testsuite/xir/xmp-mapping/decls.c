// XIR of the data-mapping declarations: both subscript styles canonicalised to C order with
// explicit lower bounds, distribution formats, align offsets, collapse, replicate, colon
// pairing and shadows, at file scope and block scope.
// RUN: %xmpcc -emit-xir %s -o - | FileCheck %s
// A unit without main compiles to an object whose start-up code (templates and arrays) the
// main unit runs through the xmp_unit_inits section.
// RUN: %xmpcc -c %s -o %t.o && llvm-nm %t.o | FileCheck %s --check-prefix=CG
// CG: .xmp.desc.a
#pragma xmp nodes p[4]
#pragma xmp nodes g(2,2)
#pragma xmp template t[20]
#pragma xmp template tq(0:9, 0:11)
#pragma xmp template tl(5)
#pragma xmp distribute t[block] onto p
#pragma xmp distribute tq(cyclic(2), block(6)) onto g
#pragma xmp distribute tl(cyclic) onto p
double a[18];
#pragma xmp align a[i] with t[i+2]
#pragma xmp shadow a[1:2]
float m[12][10][3];
#pragma xmp align m[i][j][*] with tq(j, i)
int row[10];
#pragma xmp align row[j] with tq(j, *)
int h[12][10];
#pragma xmp align h[:][:] with tq(:, :)
long v[4];
#pragma xmp align v[i] with tl(i + 1)
// CHECK: template #0 t[(const.i32 0) size (const.i32 20)] distribute[block] onto p
// CHECK: template #1 tq[(const.i32 0) size (const.i32 12)][(const.i32 0) size (const.i32 10)] distribute[block((const.i32 6))][cyclic((const.i32 2))] onto g
// CHECK: template #2 tl[(const.i32 1) size (const.i32 5)] distribute[cyclic((const.i32 1))] onto p
// CHECK: template #3 u[(const.i32 0) size (load (local %0 n))][(const.i32 0) size (const.i32 8)] distribute[*][block] onto p in @f
// CHECK: array #0 a global @0[18] with t [t0 + (const.i32 2)] shadow [(const.i32 1):(const.i32 2)]
// CHECK: array #1 m global @1[12][10][3] with tq [t0 + (const.i32 0)] [t1 + (const.i32 0)] [*]
// CHECK: array #2 row global @2[10] with tq [t1 + (const.i32 0)] replicate t0
// CHECK: array #3 h global @3[12][10] with tq [t0 + (const.i32 0)] [t1 + (const.i32 0)]
// CHECK: array #4 v global @4[4] with tl [t0 + (const.i32 1)]
// CHECK: array #5 b local %1 in @f[8][8] with u [t0 + (const.i32 0)] [t1 + (const.i32 0)] shadow [*] [(const.i32 0):(const.i32 0)]
void f(int n) {
// CHECK-LABEL: func @f
// CHECK: xmp.template_decl #3 u
// CHECK-NEXT: xmp.distribute #3 u
// CHECK: xmp.align_decl #5 b
#pragma xmp template u[n][8]
#pragma xmp distribute u[*][block] onto p
  int b[8][8];
#pragma xmp align b[i][j] with u[i][j]
#pragma xmp shadow b[*][0]
}
