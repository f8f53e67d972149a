// The array directive (reference 6.4): `#pragma xmp array on t[section]` + an array assignment
// runs each element assignment on the owner of its template element, like the equivalent
// loop. Block (size not divisible by the node count), cyclic, block-cyclic and gblock (nodes
// owning nothing) templates, 1-D and 2-D, template sections with bases and steps, local
// (replicated) sections with negative steps on the right, elemental functions, compound
// assignment and a template too small for the node count. Every node computes the expected
// values serially on replicated copies and checks the elements it owns.
// RUN: %xmpcc -O2 %s -o %t.O2 -lm
// RUN: %xmpcc -O0 %s -o %t.O0 -lm
// RUN: %xmprun -n 1 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 2 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 3 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 3 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 5 %t.O2 | FileCheck %s --implicit-check-not=FAIL %}
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t.O2 | FileCheck %s --implicit-check-not=FAIL %}
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t.O0 | FileCheck %s --implicit-check-not=FAIL %}
// CHECK: OK block-whole
// CHECK: OK block-part
// CHECK: OK block-compound
// CHECK: OK block-copy
// CHECK: OK cyclic-step
// CHECK: OK block-cyclic
// CHECK: OK gblock
// CHECK: OK 2d-block-cyclic
// CHECK: OK 2d-star-block
// CHECK: OK tiny
#include <math.h>
#include <stdio.h>
#include <xmp.h>

#define N 37
#define R 7
#define C 9

#pragma xmp nodes p[*]
#pragma xmp nodes g[*][1]
#pragma xmp template t[N]
#pragma xmp distribute t[block] onto p
#pragma xmp template tc[N]
#pragma xmp distribute tc[cyclic] onto p
#pragma xmp template tbc[N]
#pragma xmp distribute tbc[cyclic(3)] onto p
#pragma xmp template t2[R][C]
#pragma xmp distribute t2[block][cyclic] onto g
#pragma xmp template ts[R][C]
#pragma xmp distribute ts[*][block] onto p
#pragma xmp template t5[5]
#pragma xmp distribute t5[block] onto p

double a[N], b[N];
#pragma xmp align a[i] with t[i]
#pragma xmp align b[i] with t[i]
double ac[N], bc[N];
#pragma xmp align ac[i] with tc[i]
#pragma xmp align bc[i] with tc[i]
int ab[N], bb[N];
#pragma xmp align ab[i] with tbc[i]
#pragma xmp align bb[i] with tbc[i]
double m2[R][C], n2[R][C];
#pragma xmp align m2[i][j] with t2[i][j]
#pragma xmp align n2[i][j] with t2[i][j]
float s2[R][C];
#pragma xmp align s2[i][j] with ts[i][j]
long a5[5];
#pragma xmp align a5[i] with t5[i]

/* replicated serial copies */
double ea[N], eb[N], rev[N], loc2[R][C], em[R][C];
int eab[N], ebb[N];
float es[R][C];
long e5[5];

static void report(const char *what, int err) {
#pragma xmp reduction(+ : err)
  if (xmp_node_num() == 1) printf("%s %s\n", err ? "FAIL" : "OK", what);
}

int main(void) {
  int i, j, k, err;
  double scale = 0.25;
  for (i = 0; i < N; i++) {
    eb[i] = 1.0 + i * 0.5;
    rev[i] = 100 - i;
    ebb[i] = i * 3 - 20;
  }
  for (i = 0; i < R; i++)
    for (j = 0; j < C; j++) loc2[i][j] = i - j * 0.5;
#pragma xmp loop on t[i]
  for (i = 0; i < N; i++) { a[i] = -1; b[i] = eb[i]; }
#pragma xmp loop on tc[i]
  for (i = 0; i < N; i++) { ac[i] = -1; bc[i] = eb[i]; }
#pragma xmp loop on tbc[i]
  for (i = 0; i < N; i++) { ab[i] = -1; bb[i] = ebb[i]; }
#pragma xmp loop (i, j) on t2[i][j]
  for (i = 0; i < R; i++)
    for (j = 0; j < C; j++) { m2[i][j] = -1; n2[i][j] = loc2[i][j] * 3; }

  /* the whole template; a scalar broadcast from a variable */
#pragma xmp array on t[:]
  a[:] = b[:] * 2 + scale;
  for (i = 0; i < N; i++) ea[i] = eb[i] * 2 + scale;
  err = 0;
#pragma xmp loop on t[i]
  for (i = 0; i < N; i++) err += a[i] != ea[i];
  report("block-whole", err);

  /* a part, an elemental function, a local section with a negative step */
#pragma xmp array on t[3:20]
  a[3:20] = sqrt(b[3:20]) + rev[22:20:-1];
  for (k = 0; k < 20; k++) ea[3 + k] = sqrt(eb[3 + k]) + rev[22 - k];
  err = 0;
#pragma xmp loop on t[i]
  for (i = 0; i < N; i++) err += a[i] != ea[i];
  report("block-part", err);

#pragma xmp array on t[0:N]
  a[0:N] += b[0:N] * b[0:N];
  for (i = 0; i < N; i++) ea[i] += eb[i] * eb[i];
  err = 0;
#pragma xmp loop on t[i]
  for (i = 0; i < N; i++) err += a[i] != ea[i];
  report("block-compound", err);

  /* a plain copy and a scalar broadcast under the directive */
#pragma xmp array on t[:]
  b[:] = a[:];
#pragma xmp array on t[30:7]
  a[30:7] = 0.5;
  for (i = 30; i < N; i++) ea[i] = 0.5;
  err = 0;
#pragma xmp loop on t[i]
  for (i = 0; i < N; i++) err += a[i] != ea[i] || b[i] != (i < 30 ? ea[i] : eb[i] * 2 + scale + eb[i] * eb[i]);
  report("block-copy", err);
#pragma xmp loop on t[i]
  for (i = 0; i < N; i++) b[i] = eb[i];

  /* every other element from 1 on a cyclic template */
  for (i = 0; i < N; i++) ea[i] = -1;
#pragma xmp array on tc[1:17:2]
  ac[1:17:2] = bc[1:17:2] - fabs(bc[1:17:2] - 5.0);
  for (k = 0; k < 17; k++) ea[1 + 2 * k] = eb[1 + 2 * k] - fabs(eb[1 + 2 * k] - 5.0);
  err = 0;
#pragma xmp loop on tc[i]
  for (i = 0; i < N; i++) err += ac[i] != ea[i];
  report("cyclic-step", err);

  for (i = 0; i < N; i++) eab[i] = -1;
#pragma xmp array on tbc[2:33]
  ab[2:33] = (bb[2:33] & 7) | (bb[2:33] > 0 ? 64 : 32);
  for (k = 2; k < 35; k++) eab[k] = (ebb[k] & 7) | (ebb[k] > 0 ? 64 : 32);
  err = 0;
#pragma xmp loop on tbc[i]
  for (i = 0; i < N; i++) err += ab[i] != eab[i];
  report("block-cyclic", err);

  /* gblock with a run-time map: every third node coordinate owns nothing */
  {
    int P = xmp_num_nodes(), mp[8], sum = 0;
    for (k = 0; k < P; k++) {
      mp[k] = (k % 3 == 1) ? 0 : k + 2;
      sum += mp[k];
    }
    mp[P - 1] += N - sum;
    {
#pragma xmp template tg[N]
#pragma xmp distribute tg[gblock(mp)] onto p
      double ga[N], gb[N];
#pragma xmp align ga[i] with tg[i]
#pragma xmp align gb[i] with tg[i]
#pragma xmp loop on tg[i]
      for (i = 0; i < N; i++) { ga[i] = 0; gb[i] = eb[i]; }
#pragma xmp array on tg[:]
      ga[:] = gb[:] * gb[:] - rev[:];
      err = 0;
#pragma xmp loop on tg[i]
      for (i = 0; i < N; i++) err += ga[i] != eb[i] * eb[i] - rev[i];
      report("gblock", err);
    }
  }

  /* 2-D: a block x cyclic template section, with a replicated 2-D section on the right */
  for (i = 0; i < R; i++)
    for (j = 0; j < C; j++) em[i][j] = -1;
#pragma xmp array on t2[1:5][2:6]
  m2[1:5][2:6] = n2[1:5][2:6] * loc2[0:5][3:6] + 1.0;
  for (i = 0; i < 5; i++)
    for (j = 0; j < 6; j++) em[1 + i][2 + j] = loc2[1 + i][2 + j] * 3 * loc2[i][3 + j] + 1.0;
  err = 0;
#pragma xmp loop (i, j) on t2[i][j]
  for (i = 0; i < R; i++)
    for (j = 0; j < C; j++) err += m2[i][j] != em[i][j];
  report("2d-block-cyclic", err);

  /* 2-D over a template distributed in its second dimension only */
#pragma xmp array on ts[:][:]
  s2[:][:] = fabsf((float)loc2[:][:]) * 2.0f;
  for (i = 0; i < R; i++)
    for (j = 0; j < C; j++) es[i][j] = fabsf((float)loc2[i][j]) * 2.0f;
  err = 0;
#pragma xmp loop (i, j) on ts[i][j]
  for (i = 0; i < R; i++)
    for (j = 0; j < C; j++) err += s2[i][j] != es[i][j];
  report("2d-star-block", err);

  /* five elements: with 8 nodes, three own nothing */
#pragma xmp array on t5[:]
  a5[:] = (long)rev[0:5] * 3;
  err = 0;
#pragma xmp loop on t5[i]
  for (i = 0; i < 5; i++) err += a5[i] != (long)rev[i] * 3;
  report("tiny", err);
  return 0;
}
