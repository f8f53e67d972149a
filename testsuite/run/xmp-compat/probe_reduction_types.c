// Loop and construct reductions on char, short, unsigned, long long, float, long double, double _Complex.
// Written in the style of the reference implementation's test suite (PASS/ERROR, exit status).
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmprun -n 1 %t | FileCheck %s --implicit-check-not=ERROR
// RUN: %xmprun -n 3 %t | FileCheck %s --implicit-check-not=ERROR
// RUN: %xmprun -n 4 %t | FileCheck %s --implicit-check-not=ERROR
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t | FileCheck %s --implicit-check-not=ERROR %}
// CHECK: PASS
#include <stdio.h>
#include <stdlib.h>
#include <complex.h>
#include <xmp.h>
#pragma xmp nodes p(*)
#pragma xmp template t(0:99)
#pragma xmp distribute t(block) onto p
int result = 0;
int main(void) {
  char c = 0; short s = 0; unsigned u = 0; long long ll = 0; float f = 0; long double ld = 0;
  double _Complex z = 0; unsigned char umx = 0; short smn = 1000; float fmx = -1; long double ldmn = 1e30L;
  unsigned long ul = 1;
#pragma xmp loop (i) on t(i) reduction(+:c, s, u, ll, f, ld, z) reduction(max:umx, fmx) reduction(min:smn, ldmn) reduction(*:ul)
  for (int i = 0; i < 100; i++) {
    c += (i % 3 == 0); s += i; u += 2u * i; ll += (long long)i * 1000000000LL; f += 0.5f; ld += i * 0.25L;
    z += i + 2.0 * I; if (i % 200 > umx) umx = i % 200; if (i * 1.5f > fmx) fmx = i * 1.5f;
    if (100 - i < smn) smn = 100 - i; if (i + 0.5L < ldmn) ldmn = i + 0.5L; if (i % 10 == 0) ul *= 2;
  }
  if (c != 34 || s != 4950 || u != 9900 || ll != 4950LL * 1000000000LL || f != 50 || ld != 4950 * 0.25L) result = -1;
  if (creal(z) != 4950 || cimag(z) != 200) result = -2;
  if (umx != 99 || fmx != 148.5f || smn != 1 || ldmn != 0.5L || ul != 1024) result = -3;
  double _Complex zz = xmp_node_num() * (1.0 + 1.0 * I);
  int np = xmp_num_nodes();
#pragma xmp reduction(+:zz)
  if (creal(zz) != np * (np + 1) / 2 || cimag(zz) != np * (np + 1) / 2) result = -4;
#pragma xmp reduction(min:result)
#pragma xmp task on p(1)
  { if (result == 0) printf("PASS\n"); else { printf("ERROR %d\n", result); exit(1); } }
  return 0;
}
