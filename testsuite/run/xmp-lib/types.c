// The transformational procedures (reference 10.7) on long double and complex elements:
// gather/scatter/pack/unpack/transpose move whole elements (a long double's 64-bit
// significand, both parts of a complex), xmp_matmul computes x = a * b exactly as C does
// (x87 extended arithmetic for long double, C's complex product and sum), and xmp_sort_up /
// xmp_sort_down order long double values that differ only beyond double precision. Operands
// are block, cyclic, cyclic(w) and gblock on a 1-D node array (sizes not divisible by the node
// count) and local arrays; results are compared with the serial computation.
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmprun -n 1 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 2 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 3 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 5 %t | FileCheck %s --implicit-check-not=FAIL %}
// CHECK: OK gather-ld
// CHECK: OK scatter-ld
// CHECK: OK pack-ld
// CHECK: OK unpack-ld
// CHECK: OK matmul-ld
// CHECK: OK matmul-local-ld
// CHECK: OK transpose-ld
// CHECK: OK sort-up-ld
// CHECK: OK sort-down-ld
// CHECK: OK gather-cf
// CHECK: OK scatter-cf
// CHECK: OK pack-cf
// CHECK: OK unpack-cf
// CHECK: OK matmul-cf
// CHECK: OK matmul-local-cf
// CHECK: OK transpose-cf
// CHECK: OK gather-cd
// CHECK: OK scatter-cd
// CHECK: OK pack-cd
// CHECK: OK unpack-cd
// CHECK: OK matmul-cd
// CHECK: OK matmul-local-cd
// CHECK: OK transpose-cd
// CHECK: OK gather-cl
// CHECK: OK scatter-cl
// CHECK: OK pack-cl
// CHECK: OK unpack-cl
// CHECK: OK matmul-cl
// CHECK: OK matmul-local-cl
// CHECK: OK transpose-cl
// CHECK: OK precision
// CHECK: OK annex-g
#include <stdio.h>
#include <stdlib.h>
#include <xmp.h>

#pragma xmp nodes p[*]

/* Constants, not macros: the pragma lines of an included file see identifiers only. */
enum { N = 13, M = 5, K = 4, L = 6 };

static int gbm[8];

static void report(const char *what, int ok) {
#pragma xmp reduction (min: ok)
  if (xmp_node_num() == 1) printf("%s %s\n", ok ? "OK" : "FAIL", what);
}

/* Values that need all of the type's precision: 1/(i+11) is inexact in every type (and
 * finite: the arguments stay above -11). */
#define T long double
#define FN(x) x##_ld
#define VAL(i) ((long double)(i) / 4 - 1 + 1.0L / ((i) + 11))
#define SORTVAL(i) ((long double)((i) * 7 % 5 - 2) + ((i) * 3 % 4) * 0x1p-62L)
#define SORTABLE
#include "Inputs/types_body.h"
#undef T
#undef FN
#undef VAL
#undef SORTABLE

#define T float _Complex
#define FN(x) x##_cf
#define VAL(i) ((float)(i) / 4 - 1 + (1.0f / ((i) + 11)) * 1.0if)
#include "Inputs/types_body.h"
#undef T
#undef FN
#undef VAL

#define T double _Complex
#define FN(x) x##_cd
#define VAL(i) (1.0 / ((i) + 7) + ((double)(i) / 3 - 2) * 1.0i)
#include "Inputs/types_body.h"
#undef T
#undef FN
#undef VAL

#define T long double _Complex
#define FN(x) x##_cl
#define VAL(i) (((long double)(i) / 4 - 1 + 1.0L / ((i) + 11)) + (1.0L / ((i) + 13) - 0.5L) * 1.0il)
#include "Inputs/types_body.h"

int main(void) {
  int P = xmp_num_nodes(), s = 0;
  for (int k = 0; k < P; k++) { gbm[k] = (k % 3 == 1) ? 0 : 4; s += gbm[k]; }
  gbm[P - 1] += N - s;
  if (gbm[P - 1] < 0) { /* more blocks than elements: the first ones take all */
    for (int k = 0; k < P; k++) gbm[k] = 0;
    gbm[0] = N;
  }
  run_ld("ld");
  run_cf("cf");
  run_cd("cd");
  run_cl("cl");
  /* The operands really carry more than double precision (the checks above would also pass
   * if everything were rounded to double on both sides). */
  long double x = VAL(0), y = (long double)(double)x;
  report("precision", x != y && __imag__ FN(lv)[0] != (long double)(double)__imag__ FN(lv)[0]);
  /* C11 Annex G: a complex product with an infinite factor is infinite even where the
   * textbook formula gives NaN + NaN i ((inf + NaN i) * (1 + i)); clang and gcc compute it
   * so (__muldc3). */
  {
    static double _Complex za[1][1], zb[1][1], zx[1][1];
    ((double *)&za[0][0])[0] = 1.0 / 0.0;
    ((double *)&za[0][0])[1] = 0.0 / 0.0;
    zb[0][0] = 1.0 + 1.0i;
    xmp_matmul(zx[:][:], za[:][:], zb[:][:]);
    double re = ((double *)&zx[0][0])[0], im = ((double *)&zx[0][0])[1];
    report("annex-g", re - re != 0 && im - im != 0 && (re != re) + (im != im) == 0);
  }
  return 0;
}
