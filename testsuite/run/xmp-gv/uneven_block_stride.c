// Static `block` distributions whose last block is shorter (37 over 2 nodes: 19 + 18; 11 over
// 2: 6 + 5): every node lays a distributed dimension out as the whole block width plus shadows
// (the last node's block padded), so the strides of the earlier dimensions are compile-time
// constants and the localized sweep reads none from the runtime, also for the leading
// collapsed dimension of a 4-D coefficient array (`a[*][k][j][i]`, the real Himeno shape).
// Results equal a serial computation after a reflect, a gmove between arrays with and without
// shadows, and a sweep, at -O0 (no localization) and -O2, on the padded and unpadded nodes.
// RUN: %xmpcc -O0 -DNDY=1 %s -o %t.2.O0
// RUN: %xmpcc -O2 -DNDY=1 %s -o %t.2.O2
// RUN: %xmpcc -O2 -DNDY=2 %s -o %t.4.O2
// RUN: %xmprun -n 2 %t.2.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 2 %t.2.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t.4.O2 | FileCheck %s --implicit-check-not=FAIL
// The -O2 sweep reads no run-time stride from a dimension map (field 4, byte 32):
// RUN: %xmpcc -O2 -DNDY=2 -S -emit-llvm %s -o - | FileCheck %s --check-prefix=IR
// Not with a node count known only at run time (`*`): the strides come from the runtime.
// RUN: %xmpcc -O2 -DNDY=1 -DNDX='*' -S -emit-llvm %s -o - | FileCheck %s --check-prefix=DYN
// CHECK: PASS uneven-block stencil
// IR-LABEL: define {{.*}}@sweep(
// IR-NOT: getelementptr inbounds nuw i8, ptr %{{[0-9]+}}, i64 32{{$}}
// IR: ret void
// DYN-LABEL: define {{.*}}@sweep(
// DYN: getelementptr inbounds nuw i8, ptr %{{[0-9]+}}, i64 32{{$}}
// DYN: ret void
#include <stdio.h>
#include <xmp.h>
#define NI 37
#define NJ 11
#define NK 13
#ifndef NDX
#define NDX 2
#endif
#pragma xmp nodes n(1, NDY, NDX)
#pragma xmp template t(0:NK-1, 0:NJ-1, 0:NI-1)
#pragma xmp distribute t(block, block, block) onto n
float u[NI][NJ][NK], v[NI][NJ][NK], w[NI][NJ][NK];
float a[3][NI][NJ][NK];
#pragma xmp align u[k][j][i] with t(i, j, k)
#pragma xmp align v[k][j][i] with t(i, j, k)
#pragma xmp align w[k][j][i] with t(i, j, k)
#pragma xmp align a[*][k][j][i] with t(i, j, k)
#pragma xmp shadow u[1:2][1][0:1]
#pragma xmp shadow a[0][2:1][1:1][1:0]
static float su[NI][NJ][NK], sv[NI][NJ][NK], sa[3][NI][NJ][NK];

static float f(int i, int j, int k) { return i * 0.5f + j * 3.0f - k * 0.25f + (i * j % 7); }

void sweep(void) {
#pragma xmp loop (k, j, i) on t(k, j, i)
  for (int i = 1; i < NI - 2; i++)
    for (int j = 1; j < NJ - 1; j++)
      for (int k = 0; k < NK - 1; k++)
        v[i][j][k] = a[0][i][j][k] * u[i - 1][j][k] + a[1][i][j][k] * u[i + 2][j][k] +
                     a[2][i][j][k] * (u[i][j - 1][k] - u[i][j + 1][k]) + u[i][j][k + 1] +
                     w[i][j][k];
}

int main(void) {
#pragma xmp loop (k, j, i) on t(k, j, i)
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++)
      for (int k = 0; k < NK; k++) {
        u[i][j][k] = f(i, j, k);
        v[i][j][k] = w[i][j][k] = 0;
        for (int q = 0; q < 3; q++) a[q][i][j][k] = f(k + q, i, j);
      }
#pragma xmp reflect (u)
  /* gmove between a block with padded shadows and one without */
#pragma xmp gmove
  w[0:NI][0:NJ][0:NK] = a[1][0:NI][0:NJ][0:NK];
  sweep();
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++)
      for (int k = 0; k < NK; k++) {
        su[i][j][k] = f(i, j, k);
        for (int q = 0; q < 3; q++) sa[q][i][j][k] = f(k + q, i, j);
      }
  for (int i = 1; i < NI - 2; i++)
    for (int j = 1; j < NJ - 1; j++)
      for (int k = 0; k < NK - 1; k++)
        sv[i][j][k] = sa[0][i][j][k] * su[i - 1][j][k] + sa[1][i][j][k] * su[i + 2][j][k] +
                      sa[2][i][j][k] * (su[i][j - 1][k] - su[i][j + 1][k]) + su[i][j][k + 1] +
                      sa[1][i][j][k];
  int bad = 0;
#pragma xmp loop (k, j, i) on t(k, j, i) reduction (+:bad)
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++)
      for (int k = 0; k < NK; k++) bad += v[i][j][k] != sv[i][j][k];
  /* The inquiry reports the storage extents the addresses step by (the padded block). */
  int ld[3] = {0, 0, 0}, lda = 0;
  xmp_array_lead_dim(xmp_desc_of(u), ld);
  xmp_array_lda(xmp_desc_of(v), &lda);
  bad += ld[0] != (NI + 1) / 2 + 3 || ld[2] != NK + 1 || lda != NK; /* NDX is 2 in every run */
#pragma xmp loop (k, j, i) on t(k, j, i) reduction (+:bad)
  for (int i = 0; i < NI - 2; i++)
    for (int j = 0; j < NJ - 1; j++)
      for (int k = 0; k < NK; k++)
        bad += &u[i][j + 1][k] - &u[i][j][k] != ld[2] ||
               &u[i + 1][j][k] - &u[i][j][k] != (long)ld[1] * ld[2];
  if (xmp_node_num() == 1)
    printf("%s uneven-block stencil (%d wrong)\n", bad ? "FAIL" : "PASS", bad);
  return 0;
}
