// A loop reduction's variable is privatised (a register copy written back after the loop)
// only when the body cannot reach it under another name. Must fire: plain accumulation, a
// call to sqrt, accesses to named arrays. Must not fire: a call to a user function (which
// may update the global), a store through a pointer of the variable's type.
// RUN: %xmpcc -emit-xir %s -o - | FileCheck %s
#pragma xmp nodes p[*]
#pragma xmp template t[16]
#pragma xmp distribute t[block] onto p
double a[16], g;
#pragma xmp align a[i] with t[i]
double sqrt(double);
void bump(int i) { g += i; }

// CHECK-LABEL: func @fires
// CHECK: decl %{{[0-9]+}} .xmp.red.priv = (load (global
// CHECK: add_assign.f64 (local %{{[0-9]+}} .xmp.red.priv) (call
void fires(void) {
  int i;
  double loc[16];
#pragma xmp loop on t[i] reduction(+: g)
  for (i = 0; i < 16; i++) {
    loc[i] = a[i];
    g += sqrt(loc[i]);
  }
}

// CHECK-LABEL: func @calls
// CHECK-NOT: red.priv
// CHECK: xmp.reduction + ((global
void calls(void) {
  int i;
#pragma xmp loop on t[i] reduction(+: g)
  for (i = 0; i < 16; i++) bump(i);
}

// CHECK-LABEL: func @through_pointer
// CHECK-NOT: red.priv
// CHECK: xmp.reduction + ((local
void through_pointer(void) {
  int i;
  double s = 0, *ps = &s;
#pragma xmp loop on t[i] reduction(+: s)
  for (i = 0; i < 16; i++) *ps += i;
}
