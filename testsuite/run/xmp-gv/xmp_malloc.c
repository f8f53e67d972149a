// Dynamic global arrays (reference 2.5, 4.6): aligned pointers allocated by
// xmp_malloc(xmp_desc_of(p), ...) after template_fix gives the template its extent
// (`template t[:]`) or its gblock map (gblock(*)), at file and block scope, rank 1 and a
// pointer-to-array of rank 2; xmp_free and a second allocation; the name as the local base.
// Each node checks its share; reductions are compared with the serial values.
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %xmpcc -O2 %s -o %t.O2
// RUN: %xmprun -n 1 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 2 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 3 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 5 %t.O2 | FileCheck %s --implicit-check-not=FAIL %}
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t.O2 | FileCheck %s --implicit-check-not=FAIL %}
// CHECK: PASS malloc-1d
// CHECK: PASS malloc-gblock
// CHECK: PASS malloc-2d
// CHECK: PASS malloc-again
#include <stdio.h>
#include <xmp.h>

#define NY 7
#pragma xmp nodes q[*]
#pragma xmp template tz[:]
#pragma xmp distribute tz[block] onto q
int *cnt;
#pragma xmp align cnt[k] with tz[k]

static void report(const char *what, int err) {
#pragma xmp reduction(+ : err)
  if (xmp_node_num() == 1) printf("%s %s\n", err ? "FAIL" : "PASS", what);
}

static void twod(int n) {
#pragma xmp template t2[:][NY]
#pragma xmp distribute t2[block][*] onto q
  double (*u)[NY];
#pragma xmp align u[r][c] with t2[r][c]
  int r, c;
  double s = 0;
#pragma xmp template_fix t2[n][NY]
  u = (double (*)[NY])xmp_malloc(xmp_desc_of(u), n, NY);
#pragma xmp loop (r, c) on t2[r][c]
  for (r = 0; r < n; r++)
    for (c = 0; c < NY; c++) u[r][c] = r * 10 + c;
#pragma xmp loop (r, c) on t2[r][c] reduction(+ : s)
  for (r = 0; r < n; r++)
    for (c = 0; c < NY; c++) s += u[r][c];
  /* A node owning no row keeps s (reference 6.3.5). */
  int owns = xmpc_node_num() * ((n + xmp_num_nodes() - 1) / xmp_num_nodes()) < n;
  report("malloc-2d", s != (owns ? NY * 10.0 * n * (n - 1) / 2 + n * 21.0 : 0));
  xmp_free(xmp_desc_of(u));
}

int main(void) {
  int P = xmp_num_nodes(), me = xmp_node_num() - 1;
  int n = 6 * P + 5, k, err = 0;
  long s = 0;
#pragma xmp template_fix tz[n]
  cnt = (int *)xmp_malloc(xmp_desc_of(cnt), n);
#pragma xmp loop on tz[k]
  for (k = 0; k < n; k++) cnt[k] = 3 * k;
#pragma xmp loop on tz[k] reduction(+ : s)
  for (k = 0; k < n; k++) s += cnt[k];
  err = s != 3L * n * (n - 1) / 2;
  /* The pointer is the local block: its first element is this node's first owned index. */
  {
    int b = (n + P - 1) / P, *lp = cnt;
    if (me * b < n && (lp == 0 || lp[0] != 3 * me * b || lp[1] != 3 * (me * b + 1))) err++;
  }
  report("malloc-1d", err);

  {
    int part[8], i, tot = 0;
    for (i = 0; i < P; i++) tot += part[i] = (i % 2) ? 1 : 4;
#pragma xmp template tg[:]
#pragma xmp distribute tg[gblock(*)] onto q
    float *vals;
#pragma xmp align vals[i] with tg[i]
#pragma xmp template_fix[gblock(part)] tg[tot]
    vals = (float *)xmp_malloc(xmp_desc_of(vals), tot);
    int mine = 0;
#pragma xmp loop on tg[i]
    for (i = 0; i < tot; i++) {
      vals[i] = 0.5f * i;
      mine++;
    }
    double fs = 0;
#pragma xmp loop on tg[i] reduction(+ : fs)
    for (i = 0; i < tot; i++) fs += vals[i];
    report("malloc-gblock", mine != part[me] || fs != 0.25 * tot * (tot - 1));
  }

  twod(2 * P + 1);
  /* Free and allocate again (the template stays fixed). */
  xmp_free(xmp_desc_of(cnt));
  cnt = (int *)xmp_malloc(xmp_desc_of(cnt), n);
  s = 0;
#pragma xmp loop on tz[k]
  for (k = 0; k < n; k++) cnt[k] = k;
#pragma xmp loop on tz[k] reduction(+ : s)
  for (k = 0; k < n; k++) s += cnt[k];
  report("malloc-again", s != (long)n * (n - 1) / 2);
  return 0;
}
