// xmp_pack / xmp_unpack (reference 10.7): with and without mask, 1-D and 2-D arrays, block,
// cyclic, cyclic(w), gblock and local arrays, masks of _Bool and int, results longer than the
// selection (the rest stays unchanged), sizes not divisible by the node count. Results are
// copied to local arrays with gmove and compared with a serial computation.
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmprun -n 1 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 2 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 3 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 5 %t | FileCheck %s --implicit-check-not=FAIL %}
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t | FileCheck %s --implicit-check-not=FAIL %}
// CHECK: OK pack-mask-1d
// CHECK: OK pack-nomask-2d
// CHECK: OK pack-int-mask-local-v
// CHECK: OK unpack-mask-1d
// CHECK: OK unpack-nomask-2d
// CHECK: OK unpack-local-mask
#include <stdbool.h>
#include <stdio.h>
#include <xmp.h>

#pragma xmp nodes p[*]

#define N 29
#define R 4
#define C 6

static void report(const char *what, int ok) {
#pragma xmp reduction (min: ok)
  if (xmp_node_num() == 1) printf("%s %s\n", ok ? "OK" : "FAIL", what);
}

int main(void) {
  int P = xmp_num_nodes();
  static double la[N], lv[N + 5], w[N + 5];
  static _Bool lm[N];
  static int lmi[N];
  int cnt = 0;
  for (int k = 0; k < N; k++) {
    la[k] = k * 2.0 + 1;
    lm[k] = (k % 3 == 0) || (k % 7 == 2);
    lmi[k] = lm[k] ? k + 1 : 0;
    cnt += lm[k];
  }
  {
    /* pack a (cyclic) where m (cyclic) into v (block, longer than the selection) */
#pragma xmp template tc[N]
#pragma xmp distribute tc[cyclic] onto p
#pragma xmp template tv[N + 5]
#pragma xmp distribute tv[block] onto p
    double a[N], v[N + 5];
    _Bool m[N];
#pragma xmp align a[i] with tc[i]
#pragma xmp align m[i] with tc[i]
#pragma xmp align v[i] with tv[i]
#pragma xmp gmove
    a[:] = la[:];
#pragma xmp gmove
    m[:] = lm[:];
#pragma xmp gmove
    v[:] = -1.0;
    xmp_pack(v[:], a[:], m[:]);
#pragma xmp gmove
    lv[:] = v[:];
    int j = 0;
    for (int k = 0; k < N + 5; k++) w[k] = -1;
    for (int k = 0; k < N; k++)
      if (lm[k]) w[j++] = la[k];
    int ok = 1;
    for (int k = 0; k < N + 5; k++) ok &= lv[k] == w[k];
    report("pack-mask-1d", ok);
  }
  {
    /* pack a 2-D array (cyclic(2) rows) without mask into a gblock vector */
    int mm[8], s = 0;
    for (int k = 0; k < P; k++) { mm[k] = (k % 3 == 1) ? 0 : 2; s += mm[k]; }
    mm[P - 1] += R * C - s;
    static double l2[R][C], lv2[R * C];
    for (int i = 0; i < R; i++)
      for (int j = 0; j < C; j++) l2[i][j] = i * 10 + j;
#pragma xmp template t2[R][C]
#pragma xmp distribute t2[cyclic(2)][*] onto p
#pragma xmp template tg[R * C]
#pragma xmp distribute tg[gblock(mm)] onto p
    double a[R][C], v[R * C];
#pragma xmp align a[i][j] with t2[i][j]
#pragma xmp align v[i] with tg[i]
#pragma xmp gmove
    a[:][:] = l2[:][:];
    xmp_pack(v[:], a[:][:]);
#pragma xmp gmove
    lv2[:] = v[:];
    int ok = 1;
    for (int i = 0; i < R; i++)
      for (int j = 0; j < C; j++) ok &= lv2[i * C + j] == l2[i][j];
    report("pack-nomask-2d", ok);
  }
  {
    /* int mask (non-zero selects), block source, local result */
#pragma xmp template tb[N]
#pragma xmp distribute tb[block] onto p
    double a[N];
    int m[N];
#pragma xmp align a[i] with tb[i]
#pragma xmp align m[i] with tb[i]
#pragma xmp gmove
    a[:] = la[:];
#pragma xmp gmove
    m[:] = lmi[:];
    for (int k = 0; k < N + 5; k++) lv[k] = -1;
    xmp_pack(lv[:], a[:], m[:]);
    int j = 0;
    for (int k = 0; k < N + 5; k++) w[k] = -1;
    for (int k = 0; k < N; k++)
      if (lm[k]) w[j++] = la[k];
    int ok = 1;
    for (int k = 0; k < N + 5; k++) ok &= lv[k] == w[k];
    report("pack-int-mask-local-v", ok);
  }
  {
    /* unpack v (cyclic(3)) into a (block) where m (block): other elements unchanged */
#pragma xmp template tb[N]
#pragma xmp distribute tb[block] onto p
#pragma xmp template tv[N]
#pragma xmp distribute tv[cyclic(3)] onto p
    double a[N], v[N];
    _Bool m[N];
#pragma xmp align a[i] with tb[i]
#pragma xmp align m[i] with tb[i]
#pragma xmp align v[i] with tv[i]
    static double src[N], res[N];
    for (int k = 0; k < N; k++) src[k] = 1000 + k;
#pragma xmp gmove
    v[:] = src[:];
#pragma xmp gmove
    m[:] = lm[:];
#pragma xmp gmove
    a[:] = la[:];
    xmp_unpack(a[:], v[:], m[:]);
#pragma xmp gmove
    res[:] = a[:];
    int j = 0, ok = 1;
    for (int k = 0; k < N; k++) ok &= res[k] == (lm[k] ? src[j++] : la[k]);
    report("unpack-mask-1d", ok);
  }
  {
    /* unpack without mask into a 2-D array distributed [*][cyclic] from a block vector */
    static double src[R * C], res[R][C];
    for (int k = 0; k < R * C; k++) src[k] = k * 0.5;
#pragma xmp template t2[R][C]
#pragma xmp distribute t2[*][cyclic] onto p
#pragma xmp template tv[R * C]
#pragma xmp distribute tv[block] onto p
    double a[R][C], v[R * C];
#pragma xmp align a[i][j] with t2[i][j]
#pragma xmp align v[i] with tv[i]
#pragma xmp gmove
    v[:] = src[:];
    xmp_unpack(a[:][:], v[:]);
#pragma xmp gmove
    res[:][:] = a[:][:];
    int ok = 1;
    for (int i = 0; i < R; i++)
      for (int j = 0; j < C; j++) ok &= res[i][j] == src[i * C + j];
    report("unpack-nomask-2d", ok);
  }
  {
    /* local a and mask, cyclic v */
    static double src[N], res[N];
    for (int k = 0; k < N; k++) { src[k] = 500 + k; res[k] = la[k]; }
#pragma xmp template tv[N]
#pragma xmp distribute tv[cyclic] onto p
    double v[N];
#pragma xmp align v[i] with tv[i]
#pragma xmp gmove
    v[:] = src[:];
    xmp_unpack(res[:], v[:], lm[:]);
    int j = 0, ok = 1;
    for (int k = 0; k < N; k++) ok &= res[k] == (lm[k] ? src[j++] : la[k]);
    report("unpack-local-mask", ok);
  }
  (void)cnt;
  return 0;
}
