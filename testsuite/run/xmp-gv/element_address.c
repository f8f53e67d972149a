// `&a[i]...` of a global array is the address of that element in this node's local section
// (reference 2.4), whatever the block offset and the lower shadow: 1-D block with a shadow,
// cyclic, and a 2-D array distributed in both dimensions (`&m[i][j]`). Every owner writes
// through the pointer, also from a plain C function, and reads back with global indices.
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %xmpcc -O2 %s -o %t.O2
// RUN: %xmprun -n 2 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 2 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 6 %t.O2 | FileCheck %s --implicit-check-not=FAIL %}
// RUN: %xmprun -n 4 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// CHECK-COUNT-3: OK
#include <stdio.h>
#include <xmp.h>
#pragma xmp nodes p[*]
#pragma xmp nodes g[*][2]
#pragma xmp template t[37]
#pragma xmp template tc[37]
#pragma xmp template t2[9][11]
#pragma xmp distribute t[block] onto p
#pragma xmp distribute tc[cyclic] onto p
#pragma xmp distribute t2[block][cyclic(2)] onto g
double d[37];
#pragma xmp align d[i] with t[i]
#pragma xmp shadow d[2:1]
int c[37];
#pragma xmp align c[i] with tc[i]
float m[9][11];
#pragma xmp align m[i][j] with t2[i][j]

static void store(double *x, double v) { *x = v; }
static void store_i(int *x, int v) { *x = v; }
static void store_f(float *x, float v) { *x = v; }

int main(void) {
  int bad = 0;
#pragma xmp loop on t[i]
  for (int i = 0; i < 37; i++) d[i] = i;
#pragma xmp loop on t[i]
  for (int i = 0; i < 37; i++) {
    double *q = &d[i];
    if (*q != i) bad++;
    store(&d[i], 3.0 * i);
  }
#pragma xmp loop on t[i] reduction(+:bad)
  for (int i = 0; i < 37; i++) if (d[i] != 3.0 * i) bad++;
  printf("%s block+shadow %d\n", bad ? "FAIL" : "OK", bad);

  bad = 0;
#pragma xmp loop on tc[i]
  for (int i = 0; i < 37; i++) store_i(&c[i], 5 * i + 1);
#pragma xmp loop on tc[i] reduction(+:bad)
  for (int i = 0; i < 37; i++) if (c[i] != 5 * i + 1 || *&c[i] != c[i]) bad++;
  printf("%s cyclic %d\n", bad ? "FAIL" : "OK", bad);

  bad = 0;
#pragma xmp loop (i, j) on t2[i][j]
  for (int i = 0; i < 9; i++)
    for (int j = 0; j < 11; j++) store_f(&m[i][j], (float)(100 * i + j));
#pragma xmp loop (i, j) on t2[i][j] reduction(+:bad)
  for (int i = 0; i < 9; i++)
    for (int j = 0; j < 11; j++) if (m[i][j] != (float)(100 * i + j)) bad++;
  printf("%s 2-D %d\n", bad ? "FAIL" : "OK", bad);
  return 0;
}
