// gmove of strided 2-D sections between (block|cyclic|cyclic(2)|gblock)^2 arrays on 2x2 nodes (generated: 16 pairs).
// Written in the style of the reference implementation's test suite (PASS/ERROR, exit status).
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmprun -n 4 %t | FileCheck %s --implicit-check-not=ERROR
// CHECK: PASS
#include <stdio.h>
#include <stdlib.h>
#include <xmp.h>
#define N 9
#define M 10
#pragma xmp nodes p(2,2)
int mm[2] = {3, 6};
int mn[2] = {7, 3};
#pragma xmp template t_bb(0:M-1,0:N-1)
#pragma xmp distribute t_bb(block,block) onto p
int x_bb[N][M];
#pragma xmp align x_bb[i][j] with t_bb(j,i)
#pragma xmp template t_bc(0:M-1,0:N-1)
#pragma xmp distribute t_bc(cyclic,block) onto p
int x_bc[N][M];
#pragma xmp align x_bc[i][j] with t_bc(j,i)
#pragma xmp template t_bk(0:M-1,0:N-1)
#pragma xmp distribute t_bk(cyclic(2),block) onto p
int x_bk[N][M];
#pragma xmp align x_bk[i][j] with t_bk(j,i)
#pragma xmp template t_bg(0:M-1,0:N-1)
#pragma xmp distribute t_bg(gblock(mn),block) onto p
int x_bg[N][M];
#pragma xmp align x_bg[i][j] with t_bg(j,i)
#pragma xmp template t_cb(0:M-1,0:N-1)
#pragma xmp distribute t_cb(block,cyclic) onto p
int x_cb[N][M];
#pragma xmp align x_cb[i][j] with t_cb(j,i)
#pragma xmp template t_cc(0:M-1,0:N-1)
#pragma xmp distribute t_cc(cyclic,cyclic) onto p
int x_cc[N][M];
#pragma xmp align x_cc[i][j] with t_cc(j,i)
#pragma xmp template t_ck(0:M-1,0:N-1)
#pragma xmp distribute t_ck(cyclic(2),cyclic) onto p
int x_ck[N][M];
#pragma xmp align x_ck[i][j] with t_ck(j,i)
#pragma xmp template t_cg(0:M-1,0:N-1)
#pragma xmp distribute t_cg(gblock(mn),cyclic) onto p
int x_cg[N][M];
#pragma xmp align x_cg[i][j] with t_cg(j,i)
#pragma xmp template t_kb(0:M-1,0:N-1)
#pragma xmp distribute t_kb(block,cyclic(2)) onto p
int x_kb[N][M];
#pragma xmp align x_kb[i][j] with t_kb(j,i)
#pragma xmp template t_kc(0:M-1,0:N-1)
#pragma xmp distribute t_kc(cyclic,cyclic(2)) onto p
int x_kc[N][M];
#pragma xmp align x_kc[i][j] with t_kc(j,i)
#pragma xmp template t_kk(0:M-1,0:N-1)
#pragma xmp distribute t_kk(cyclic(2),cyclic(2)) onto p
int x_kk[N][M];
#pragma xmp align x_kk[i][j] with t_kk(j,i)
#pragma xmp template t_kg(0:M-1,0:N-1)
#pragma xmp distribute t_kg(gblock(mn),cyclic(2)) onto p
int x_kg[N][M];
#pragma xmp align x_kg[i][j] with t_kg(j,i)
#pragma xmp template t_gb(0:M-1,0:N-1)
#pragma xmp distribute t_gb(block,gblock(mm)) onto p
int x_gb[N][M];
#pragma xmp align x_gb[i][j] with t_gb(j,i)
#pragma xmp template t_gc(0:M-1,0:N-1)
#pragma xmp distribute t_gc(cyclic,gblock(mm)) onto p
int x_gc[N][M];
#pragma xmp align x_gc[i][j] with t_gc(j,i)
#pragma xmp template t_gk(0:M-1,0:N-1)
#pragma xmp distribute t_gk(cyclic(2),gblock(mm)) onto p
int x_gk[N][M];
#pragma xmp align x_gk[i][j] with t_gk(j,i)
#pragma xmp template t_gg(0:M-1,0:N-1)
#pragma xmp distribute t_gg(gblock(mn),gblock(mm)) onto p
int x_gg[N][M];
#pragma xmp align x_gg[i][j] with t_gg(j,i)
int ref[N][M], res[N][M];
int result = 0;
int main(void) {
#pragma xmp loop (j,i) on t_bb(j,i)
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) x_bb[i][j] = i * 100 + j;
#pragma xmp loop (j,i) on t_bc(j,i)
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) x_bc[i][j] = i * 100 + j;
#pragma xmp loop (j,i) on t_bk(j,i)
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) x_bk[i][j] = i * 100 + j;
#pragma xmp loop (j,i) on t_bg(j,i)
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) x_bg[i][j] = i * 100 + j;
#pragma xmp loop (j,i) on t_cb(j,i)
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) x_cb[i][j] = i * 100 + j;
#pragma xmp loop (j,i) on t_cc(j,i)
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) x_cc[i][j] = i * 100 + j;
#pragma xmp loop (j,i) on t_ck(j,i)
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) x_ck[i][j] = i * 100 + j;
#pragma xmp loop (j,i) on t_cg(j,i)
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) x_cg[i][j] = i * 100 + j;
#pragma xmp loop (j,i) on t_kb(j,i)
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) x_kb[i][j] = i * 100 + j;
#pragma xmp loop (j,i) on t_kc(j,i)
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) x_kc[i][j] = i * 100 + j;
#pragma xmp loop (j,i) on t_kk(j,i)
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) x_kk[i][j] = i * 100 + j;
#pragma xmp loop (j,i) on t_kg(j,i)
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) x_kg[i][j] = i * 100 + j;
#pragma xmp loop (j,i) on t_gb(j,i)
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) x_gb[i][j] = i * 100 + j;
#pragma xmp loop (j,i) on t_gc(j,i)
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) x_gc[i][j] = i * 100 + j;
#pragma xmp loop (j,i) on t_gk(j,i)
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) x_gk[i][j] = i * 100 + j;
#pragma xmp loop (j,i) on t_gg(j,i)
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) x_gg[i][j] = i * 100 + j;
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) ref[i][j] = i * 100 + j;
  for (int i = 0; i < 4; i++) for (int j = 0; j < 5; j++) ref[1 + 2 * i][2 * j] = (2 * i) * 100 + 5 + j + 10000;
#pragma xmp loop (j,i) on t_bg(j,i)
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) x_bg[i][j] += 10000;
#pragma xmp gmove
  x_bb[1:4:2][0:5:2] = x_bg[0:4:2][5:5];
#pragma xmp loop (j,i) on t_bg(j,i)
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) x_bg[i][j] -= 10000;
#pragma xmp gmove
  res[:][:] = x_bb[:][:];
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) if (res[i][j] != ref[i][j]) result = -1;
#pragma xmp loop (j,i) on t_bb(j,i)
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) x_bb[i][j] = i * 100 + j;
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) ref[i][j] = i * 100 + j;
  for (int i = 0; i < 4; i++) for (int j = 0; j < 5; j++) ref[1 + 2 * i][2 * j] = (2 * i) * 100 + 5 + j + 10000;
#pragma xmp loop (j,i) on t_kk(j,i)
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) x_kk[i][j] += 10000;
#pragma xmp gmove
  x_bc[1:4:2][0:5:2] = x_kk[0:4:2][5:5];
#pragma xmp loop (j,i) on t_kk(j,i)
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) x_kk[i][j] -= 10000;
#pragma xmp gmove
  res[:][:] = x_bc[:][:];
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) if (res[i][j] != ref[i][j]) result = -2;
#pragma xmp loop (j,i) on t_bc(j,i)
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) x_bc[i][j] = i * 100 + j;
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) ref[i][j] = i * 100 + j;
  for (int i = 0; i < 4; i++) for (int j = 0; j < 5; j++) ref[1 + 2 * i][2 * j] = (2 * i) * 100 + 5 + j + 10000;
#pragma xmp loop (j,i) on t_bc(j,i)
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) x_bc[i][j] += 10000;
#pragma xmp gmove
  x_bk[1:4:2][0:5:2] = x_bc[0:4:2][5:5];
#pragma xmp loop (j,i) on t_bc(j,i)
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) x_bc[i][j] -= 10000;
#pragma xmp gmove
  res[:][:] = x_bk[:][:];
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) if (res[i][j] != ref[i][j]) result = -3;
#pragma xmp loop (j,i) on t_bk(j,i)
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) x_bk[i][j] = i * 100 + j;
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) ref[i][j] = i * 100 + j;
  for (int i = 0; i < 4; i++) for (int j = 0; j < 5; j++) ref[1 + 2 * i][2 * j] = (2 * i) * 100 + 5 + j + 10000;
#pragma xmp loop (j,i) on t_kb(j,i)
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) x_kb[i][j] += 10000;
#pragma xmp gmove
  x_bg[1:4:2][0:5:2] = x_kb[0:4:2][5:5];
#pragma xmp loop (j,i) on t_kb(j,i)
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) x_kb[i][j] -= 10000;
#pragma xmp gmove
  res[:][:] = x_bg[:][:];
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) if (res[i][j] != ref[i][j]) result = -4;
#pragma xmp loop (j,i) on t_bg(j,i)
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) x_bg[i][j] = i * 100 + j;
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) ref[i][j] = i * 100 + j;
  for (int i = 0; i < 4; i++) for (int j = 0; j < 5; j++) ref[1 + 2 * i][2 * j] = (2 * i) * 100 + 5 + j + 10000;
#pragma xmp loop (j,i) on t_gg(j,i)
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) x_gg[i][j] += 10000;
#pragma xmp gmove
  x_cb[1:4:2][0:5:2] = x_gg[0:4:2][5:5];
#pragma xmp loop (j,i) on t_gg(j,i)
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) x_gg[i][j] -= 10000;
#pragma xmp gmove
  res[:][:] = x_cb[:][:];
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) if (res[i][j] != ref[i][j]) result = -5;
#pragma xmp loop (j,i) on t_cb(j,i)
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) x_cb[i][j] = i * 100 + j;
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) ref[i][j] = i * 100 + j;
  for (int i = 0; i < 4; i++) for (int j = 0; j < 5; j++) ref[1 + 2 * i][2 * j] = (2 * i) * 100 + 5 + j + 10000;
#pragma xmp loop (j,i) on t_ck(j,i)
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) x_ck[i][j] += 10000;
#pragma xmp gmove
  x_cc[1:4:2][0:5:2] = x_ck[0:4:2][5:5];
#pragma xmp loop (j,i) on t_ck(j,i)
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) x_ck[i][j] -= 10000;
#pragma xmp gmove
  res[:][:] = x_cc[:][:];
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) if (res[i][j] != ref[i][j]) result = -6;
#pragma xmp loop (j,i) on t_cc(j,i)
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) x_cc[i][j] = i * 100 + j;
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) ref[i][j] = i * 100 + j;
  for (int i = 0; i < 4; i++) for (int j = 0; j < 5; j++) ref[1 + 2 * i][2 * j] = (2 * i) * 100 + 5 + j + 10000;
#pragma xmp loop (j,i) on t_gc(j,i)
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) x_gc[i][j] += 10000;
#pragma xmp gmove
  x_ck[1:4:2][0:5:2] = x_gc[0:4:2][5:5];
#pragma xmp loop (j,i) on t_gc(j,i)
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) x_gc[i][j] -= 10000;
#pragma xmp gmove
  res[:][:] = x_ck[:][:];
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) if (res[i][j] != ref[i][j]) result = -7;
#pragma xmp loop (j,i) on t_ck(j,i)
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) x_ck[i][j] = i * 100 + j;
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) ref[i][j] = i * 100 + j;
  for (int i = 0; i < 4; i++) for (int j = 0; j < 5; j++) ref[1 + 2 * i][2 * j] = (2 * i) * 100 + 5 + j + 10000;
#pragma xmp loop (j,i) on t_cb(j,i)
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) x_cb[i][j] += 10000;
#pragma xmp gmove
  x_cg[1:4:2][0:5:2] = x_cb[0:4:2][5:5];
#pragma xmp loop (j,i) on t_cb(j,i)
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) x_cb[i][j] -= 10000;
#pragma xmp gmove
  res[:][:] = x_cg[:][:];
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) if (res[i][j] != ref[i][j]) result = -8;
#pragma xmp loop (j,i) on t_cg(j,i)
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) x_cg[i][j] = i * 100 + j;
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) ref[i][j] = i * 100 + j;
  for (int i = 0; i < 4; i++) for (int j = 0; j < 5; j++) ref[1 + 2 * i][2 * j] = (2 * i) * 100 + 5 + j + 10000;
#pragma xmp loop (j,i) on t_kg(j,i)
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) x_kg[i][j] += 10000;
#pragma xmp gmove
  x_kb[1:4:2][0:5:2] = x_kg[0:4:2][5:5];
#pragma xmp loop (j,i) on t_kg(j,i)
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) x_kg[i][j] -= 10000;
#pragma xmp gmove
  res[:][:] = x_kb[:][:];
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) if (res[i][j] != ref[i][j]) result = -9;
#pragma xmp loop (j,i) on t_kb(j,i)
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) x_kb[i][j] = i * 100 + j;
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) ref[i][j] = i * 100 + j;
  for (int i = 0; i < 4; i++) for (int j = 0; j < 5; j++) ref[1 + 2 * i][2 * j] = (2 * i) * 100 + 5 + j + 10000;
#pragma xmp loop (j,i) on t_bk(j,i)
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) x_bk[i][j] += 10000;
#pragma xmp gmove
  x_kc[1:4:2][0:5:2] = x_bk[0:4:2][5:5];
#pragma xmp loop (j,i) on t_bk(j,i)
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) x_bk[i][j] -= 10000;
#pragma xmp gmove
  res[:][:] = x_kc[:][:];
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) if (res[i][j] != ref[i][j]) result = -10;
#pragma xmp loop (j,i) on t_kc(j,i)
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) x_kc[i][j] = i * 100 + j;
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) ref[i][j] = i * 100 + j;
  for (int i = 0; i < 4; i++) for (int j = 0; j < 5; j++) ref[1 + 2 * i][2 * j] = (2 * i) * 100 + 5 + j + 10000;
#pragma xmp loop (j,i) on t_kc(j,i)
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) x_kc[i][j] += 10000;
#pragma xmp gmove
  x_kk[1:4:2][0:5:2] = x_kc[0:4:2][5:5];
#pragma xmp loop (j,i) on t_kc(j,i)
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) x_kc[i][j] -= 10000;
#pragma xmp gmove
  res[:][:] = x_kk[:][:];
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) if (res[i][j] != ref[i][j]) result = -11;
#pragma xmp loop (j,i) on t_kk(j,i)
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) x_kk[i][j] = i * 100 + j;
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) ref[i][j] = i * 100 + j;
  for (int i = 0; i < 4; i++) for (int j = 0; j < 5; j++) ref[1 + 2 * i][2 * j] = (2 * i) * 100 + 5 + j + 10000;
#pragma xmp loop (j,i) on t_bb(j,i)
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) x_bb[i][j] += 10000;
#pragma xmp gmove
  x_kg[1:4:2][0:5:2] = x_bb[0:4:2][5:5];
#pragma xmp loop (j,i) on t_bb(j,i)
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) x_bb[i][j] -= 10000;
#pragma xmp gmove
  res[:][:] = x_kg[:][:];
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) if (res[i][j] != ref[i][j]) result = -12;
#pragma xmp loop (j,i) on t_kg(j,i)
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) x_kg[i][j] = i * 100 + j;
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) ref[i][j] = i * 100 + j;
  for (int i = 0; i < 4; i++) for (int j = 0; j < 5; j++) ref[1 + 2 * i][2 * j] = (2 * i) * 100 + 5 + j + 10000;
#pragma xmp loop (j,i) on t_cg(j,i)
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) x_cg[i][j] += 10000;
#pragma xmp gmove
  x_gb[1:4:2][0:5:2] = x_cg[0:4:2][5:5];
#pragma xmp loop (j,i) on t_cg(j,i)
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) x_cg[i][j] -= 10000;
#pragma xmp gmove
  res[:][:] = x_gb[:][:];
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) if (res[i][j] != ref[i][j]) result = -13;
#pragma xmp loop (j,i) on t_gb(j,i)
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) x_gb[i][j] = i * 100 + j;
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) ref[i][j] = i * 100 + j;
  for (int i = 0; i < 4; i++) for (int j = 0; j < 5; j++) ref[1 + 2 * i][2 * j] = (2 * i) * 100 + 5 + j + 10000;
#pragma xmp loop (j,i) on t_gk(j,i)
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) x_gk[i][j] += 10000;
#pragma xmp gmove
  x_gc[1:4:2][0:5:2] = x_gk[0:4:2][5:5];
#pragma xmp loop (j,i) on t_gk(j,i)
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) x_gk[i][j] -= 10000;
#pragma xmp gmove
  res[:][:] = x_gc[:][:];
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) if (res[i][j] != ref[i][j]) result = -14;
#pragma xmp loop (j,i) on t_gc(j,i)
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) x_gc[i][j] = i * 100 + j;
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) ref[i][j] = i * 100 + j;
  for (int i = 0; i < 4; i++) for (int j = 0; j < 5; j++) ref[1 + 2 * i][2 * j] = (2 * i) * 100 + 5 + j + 10000;
#pragma xmp loop (j,i) on t_cc(j,i)
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) x_cc[i][j] += 10000;
#pragma xmp gmove
  x_gk[1:4:2][0:5:2] = x_cc[0:4:2][5:5];
#pragma xmp loop (j,i) on t_cc(j,i)
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) x_cc[i][j] -= 10000;
#pragma xmp gmove
  res[:][:] = x_gk[:][:];
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) if (res[i][j] != ref[i][j]) result = -15;
#pragma xmp loop (j,i) on t_gk(j,i)
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) x_gk[i][j] = i * 100 + j;
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) ref[i][j] = i * 100 + j;
  for (int i = 0; i < 4; i++) for (int j = 0; j < 5; j++) ref[1 + 2 * i][2 * j] = (2 * i) * 100 + 5 + j + 10000;
#pragma xmp loop (j,i) on t_gb(j,i)
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) x_gb[i][j] += 10000;
#pragma xmp gmove
  x_gg[1:4:2][0:5:2] = x_gb[0:4:2][5:5];
#pragma xmp loop (j,i) on t_gb(j,i)
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) x_gb[i][j] -= 10000;
#pragma xmp gmove
  res[:][:] = x_gg[:][:];
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) if (res[i][j] != ref[i][j]) result = -16;
#pragma xmp loop (j,i) on t_gg(j,i)
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) x_gg[i][j] = i * 100 + j;
#pragma xmp reduction(min:result)
#pragma xmp task on p(1,1)
  { if (result == 0) printf("PASS\n"); else { printf("ERROR %d\n", result); exit(1); } }
  return 0;
}
