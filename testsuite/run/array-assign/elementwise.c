// Array assignment statements with element-wise right sides on local arrays (reference 2.2):
// every operator class, casts, scalar broadcast (evaluated once), ranks 1-3, steps, negative
// steps, default lengths, compound assignment, and overlapping sections (the whole right side
// is read before any element is stored). Every result is compared with a plain C loop.
// RUN: %xmpcc -O2 %s -o %t.O2
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %xmprun -n 1 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 1 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// CHECK: OK affine
// CHECK: OK arith
// CHECK: OK bitwise
// CHECK: OK compare
// CHECK: OK logical
// CHECK: OK cond
// CHECK: OK cast
// CHECK: OK once
// CHECK: OK rank2
// CHECK: OK rank3
// CHECK: OK negstep
// CHECK: OK dynamic
// CHECK: OK compound
// CHECK: OK overlap-right
// CHECK: OK overlap-left
// CHECK: OK overlap-self
// CHECK: OK overlap-rev
// CHECK: OK overlap-2d
// CHECK: OK convert
// CHECK: OK struct
// CHECK: DONE
#include <stdio.h>

static int calls;
static int next(void) { return ++calls; }

static void report(const char *what, int err) { printf("%s %s\n", err ? "FAIL" : "OK", what); }

float lo[12], hi[6];
int ia[16], ib[16], ic[16];
double m[6][8], n[6][8], w[10];
long t3[3][4][5], u3[3][4][5];
struct pt { int x, y; } ps[5], qs[5];

int main(void) {
  int i, j, k, err;
  for (i = 0; i < 12; i++) lo[i] = -1.0f;
  for (i = 0; i < 6; i++) hi[i] = (float)i * 3.0f;
  for (i = 0; i < 16; i++) { ia[i] = i * 7 - 40; ib[i] = (i * 13) % 11 - 3; ic[i] = 0; }

  // the reference's example: lo[6..11] = 0.5*hi[0..5] + 1
  lo[6:6] = hi[0:6] * 0.5f + 1.0f;
  err = 0;
  for (i = 0; i < 12; i++) err += lo[i] != (i < 6 ? -1.0f : hi[i - 6] * 0.5f + 1.0f);
  report("affine", err);

  ic[:] = (ia[:] + ib[:]) * 3 - ia[:] / (ib[:] == 0 ? 1 : ib[:]) + ia[:] % 5;
  err = 0;
  for (i = 0; i < 16; i++) err += ic[i] != (ia[i] + ib[i]) * 3 - ia[i] / (ib[i] == 0 ? 1 : ib[i]) + ia[i] % 5;
  report("arith", err);

  ic[0:8] = (ia[0:8] & ib[8:8]) | (ia[8:8] ^ ~ib[0:8]) | (ia[0:8:2] << 2) | (ib[1:8:2] >> 1);
  err = 0;
  for (i = 0; i < 8; i++) err += ic[i] != ((ia[i] & ib[8 + i]) | (ia[8 + i] ^ ~ib[i]) | (ia[2 * i] << 2) | (ib[1 + 2 * i] >> 1));
  report("bitwise", err);

  ic[:] = (ia[:] < ib[:]) + 2 * (ia[:] >= 0) + 4 * (ib[:] != 3) + 8 * (ia[:] == -40) + 16 * (ia[:] > ib[:]) + 32 * (ia[:] <= ib[:]);
  err = 0;
  for (i = 0; i < 16; i++) err += ic[i] != (ia[i] < ib[i]) + 2 * (ia[i] >= 0) + 4 * (ib[i] != 3) + 8 * (ia[i] == -40) + 16 * (ia[i] > ib[i]) + 32 * (ia[i] <= ib[i]);
  report("compare", err);

  ic[:] = (ia[:] > 0 && ib[:] > 0) + 2 * (ia[:] > 0 || !ib[:]);
  err = 0;
  for (i = 0; i < 16; i++) err += ic[i] != (ia[i] > 0 && ib[i] > 0) + 2 * (ia[i] > 0 || !ib[i]);
  report("logical", err);

  ic[:] = ia[:] > ib[:] ? ia[:] : -ib[:];
  err = 0;
  for (i = 0; i < 16; i++) err += ic[i] != (ia[i] > ib[i] ? ia[i] : -ib[i]);
  report("cond", err);

  // int sections into float and back, through casts and implicit conversions
  lo[0:6] = (float)ia[0:6] / 4;
  ic[0:6] = (int)(lo[0:6] * 2.0f) + (unsigned char)ib[0:6];
  err = 0;
  for (i = 0; i < 6; i++) err += lo[i] != (float)ia[i] / 4 || ic[i] != (int)(((float)ia[i] / 4) * 2.0f) + (unsigned char)ib[i];
  report("cast", err);

  // a scalar part of the right side is evaluated once, before the loop
  calls = 0;
  ic[:] = ia[:] + next();
  err = calls != 1;
  for (i = 0; i < 16; i++) err += ic[i] != ia[i] + 1;
  report("once", err);

  for (i = 0; i < 6; i++)
    for (j = 0; j < 8; j++) { m[i][j] = 0; n[i][j] = i * 10 + j; }
  m[1:3][0:4:2] = -n[0:3][:4];
  m[4][:] = n[5][:] * 2 + n[0][:];
  err = 0;
  for (i = 0; i < 6; i++)
    for (j = 0; j < 8; j++) {
      double want = 0;
      if (i >= 1 && i < 4 && j % 2 == 0 && j < 8) want = -n[i - 1][j / 2];
      if (i == 4) want = n[5][j] * 2 + n[0][j];
      err += m[i][j] != want;
    }
  report("rank2", err);

  for (i = 0; i < 3; i++)
    for (j = 0; j < 4; j++)
      for (k = 0; k < 5; k++) { t3[i][j][k] = 0; u3[i][j][k] = i * 100 + j * 10 + k; }
  t3[:][1:3][0:3:2] = u3[:][0:3][2:3] * 2 + u3[0][0][4];
  err = 0;
  for (i = 0; i < 3; i++)
    for (j = 0; j < 4; j++)
      for (k = 0; k < 5; k++) {
        long want = 0;
        if (j >= 1 && k % 2 == 0) want = u3[i][j - 1][2 + k / 2] * 2 + u3[0][0][4];
        err += t3[i][j][k] != want;
      }
  report("rank3", err);

  // negative steps: reverse 10 elements, and every third backwards from 15
  for (i = 0; i < 10; i++) w[i] = i;
  ic[0:5] = ia[15:5:-3] - ib[:5];
  double rw[10];
  rw[:] = w[9:10:-1] + 0.5;
  err = 0;
  for (i = 0; i < 5; i++) err += ic[i] != ia[15 - 3 * i] - ib[i];
  for (i = 0; i < 10; i++) err += rw[i] != 9 - i + 0.5;
  report("negstep", err);

  // run-time bounds and lengths
  {
    int b = 3, len = 7, s = 2;
    int out[16] = {0};
    out[b:len] = ia[b - 3:len:s] + ib[b:len];
    err = 0;
    for (i = 0; i < 16; i++) err += out[i] != (i >= 3 && i < 10 ? ia[(i - 3) * 2] + ib[i] : 0);
    report("dynamic", err);
  }

  for (i = 0; i < 16; i++) ic[i] = i;
  ic[:] += ia[:] * 2;
  ic[0:8] -= ib[8:8];
  ic[4:4] *= 3;
  err = 0;
  for (i = 0; i < 16; i++) {
    int want = i + ia[i] * 2;
    if (i < 8) want -= ib[8 + i];
    if (i >= 4 && i < 8) want *= 3;
    err += ic[i] != want;
  }
  report("compound", err);

  // overlap: w[1:9] = w[0:9] shifts right (a forward loop would smear w[0])
  for (i = 0; i < 10; i++) w[i] = i;
  w[1:9] = w[0:9] + 100;
  err = w[0] != 0;
  for (i = 1; i < 10; i++) err += w[i] != i - 1 + 100;
  report("overlap-right", err);

  for (i = 0; i < 10; i++) w[i] = i;
  w[0:9] = w[1:9] * 2 + w[0:9];
  err = w[9] != 9;
  for (i = 0; i < 9; i++) err += w[i] != (i + 1) * 2 + i;
  report("overlap-left", err);

  for (i = 0; i < 10; i++) w[i] = i;
  w[:] = w[:] * w[:] + 1;
  err = 0;
  for (i = 0; i < 10; i++) err += w[i] != i * i + 1;
  report("overlap-self", err);

  for (i = 0; i < 10; i++) w[i] = i;
  w[:] = w[9:10:-1];
  err = 0;
  for (i = 0; i < 10; i++) err += w[i] != 9 - i;
  w[1:9] += w[0:9];
  for (i = 1; i < 10; i++) err += w[i] != (9 - i) + (9 - (i - 1));
  report("overlap-rev", err);

  /* rank 2, rows shifted down: a temporary */
  for (i = 0; i < 6; i++)
    for (j = 0; j < 8; j++) m[i][j] = i * 10 + j;
  m[1:5][:] = m[0:5][:] + m[1:5][:];
  err = 0;
  for (j = 0; j < 8; j++) err += m[0][j] != j;
  for (i = 1; i < 6; i++)
    for (j = 0; j < 8; j++) err += m[i][j] != (i - 1) * 10 + j + i * 10 + j;
  /* the same row of different arrays, and a different row of the same array */
  m[2][0:8] = m[3][0:8] - n[2][:];
  for (j = 0; j < 8; j++) err += m[2][j] != (2 * 10 + j + 3 * 10 + j) - n[2][j];
  report("overlap-2d", err);

  /* a plain copy between element types converts each element */
  for (i = 0; i < 10; i++) w[i] = i * 1.75;
  lo[2:10] = w[:];
  ic[0:10] = w[9:10:-1];
  err = 0;
  for (i = 0; i < 10; i++) err += lo[2 + i] != (float)(i * 1.75) || ic[i] != (int)((9 - i) * 1.75);
  report("convert", err);

  for (i = 0; i < 5; i++) { qs[i].x = i; qs[i].y = -i; }
  ps[:] = qs[4:5:-1];
  err = 0;
  for (i = 0; i < 5; i++) err += ps[i].x != 4 - i || ps[i].y != i - 4;
  report("struct", err);
  printf("DONE\n");
  return 0;
}
