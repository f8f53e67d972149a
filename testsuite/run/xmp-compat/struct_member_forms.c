// Structure members in loop reduction clauses (`reduction(+:s.x)`), an aligned member in the
// body and in an `array` assignment (`s.a[:] = 2.0` on t[:]).
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmprun -n 1 %t | FileCheck %s -DN=1 --implicit-check-not=FAIL
// RUN: %xmprun -n 2 %t | FileCheck %s -DN=2 --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t | FileCheck %s -DN=4 --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t | FileCheck %s -DN=8 --implicit-check-not=FAIL %}
// CHECK: PASS on [[N]] nodes
#include "../xmp/Inputs/check.h"
#pragma xmp nodes p[*]
#pragma xmp template t[16]
#pragma xmp distribute t[block] onto p
struct S { double x; double a[16]; } s;
#pragma xmp align s.a[i] with t[i]
int main(void) {
  s.x = 0;
#pragma xmp loop on t[i] reduction(+:s.x)
  for (int i = 0; i < 16; i++) { s.a[i] = i; s.x += s.a[i]; }
  EXPECT(s.x == 120);
  double m = -1; int mi = -1;
#pragma xmp loop on t[i] reduction(firstmax: m / mi /)
  for (int i = 0; i < 16; i++) if (s.a[i] > m) { m = s.a[i]; mi = i; }
  EXPECT(m == 15 && mi == 15);
#pragma xmp array on t[:]
  s.a[:] = 2.0;
  double z = 0;
#pragma xmp loop on t[i] reduction(+:z)
  for (int i = 0; i < 16; i++) z += s.a[i];
  EXPECT(z == 32);
  return xmp_test_finish();
}
