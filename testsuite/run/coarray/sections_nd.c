// Sections of 4-D and 7-D coarrays, of struct elements and of char elements, on a coarray with
// codimensions [2][*] (even image counts) and [*]; GET into a local array, PUT from it, and a
// strided whole-dimension section. Expected values come from the index formulas.
// RUN: %xmpcc -O1 %s -o %t
// RUN: %xmprun -n 2 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 3 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t | FileCheck %s --implicit-check-not=FAIL %}
// CHECK-DAG: image 0: PASS
// CHECK-DAG: image 1: PASS
#include <stdio.h>
#include <xmp.h>

int q[3][4][5][6]:[*];
int lq[3][4][5][6];
short s7[2][3][2][3][2][3][4]:[*];
short l7[2][3][2][3][2][3][4];
struct E {
  char c;
  double v;
} es[6]:[*];
struct E les[6];
char text[16]:[2][*];

static int fails;
static void check(int cond, const char *what, int me, int v) {
  if (!cond) {
    printf("image %d: FAIL %s (%d)\n", me, what, v);
    fails++;
  }
}

static int qv(int img, int a, int b, int c, int d) { return img * 10000 + a * 1000 + b * 100 + c * 10 + d; }
static short sv(int img, int a, int b, int c, int d, int e, int f, int g) {
  return (short)(img * 3000 + ((((((a * 3 + b) * 2 + c) * 3 + d) * 2 + e) * 3 + f) * 4 + g));
}

int main(void) {
  int me = xmpc_this_image(), n = xmp_num_images();
  int r = (me + 1) % n, l = (me + n - 1) % n;
  for (int a = 0; a < 3; a++)
    for (int b = 0; b < 4; b++)
      for (int c = 0; c < 5; c++)
        for (int d = 0; d < 6; d++) {
          q[a][b][c][d] = qv(me, a, b, c, d);
          lq[a][b][c][d] = -1;
        }
  for (int a = 0; a < 2; a++) for (int b = 0; b < 3; b++) for (int c = 0; c < 2; c++)
    for (int d = 0; d < 3; d++) for (int e = 0; e < 2; e++) for (int f = 0; f < 3; f++)
      for (int g = 0; g < 4; g++) {
        s7[a][b][c][d][e][f][g] = sv(me, a, b, c, d, e, f, g);
        l7[a][b][c][d][e][f][g] = -1;
      }
  for (int i = 0; i < 6; i++) {
    es[i].c = (char)('a' + i + me);
    es[i].v = me + i * 0.5;
  }
  for (int i = 0; i < 16; i++)
    text[i] = '.';
  xmp_sync_all(NULL);

  /* 4-D GET: rows 1..2, cols 0,2, planes 4,2,0 (negative step), all of the last dim. */
  lq[0:2][0:2][0:3][:] = q[1:2][0:2:2][4:3:-2][:]:[r];
  int bad = 0;
  for (int a = 0; a < 2; a++)
    for (int b = 0; b < 2; b++)
      for (int c = 0; c < 3; c++)
        for (int d = 0; d < 6; d++)
          bad += lq[a][b][c][d] != qv(r, 1 + a, 2 * b, 4 - 2 * c, d);
  check(bad == 0 && lq[2][0][0][0] == -1, "4-D get", me, bad);
  xmp_sync_all(NULL);

  /* 4-D PUT of a single index in two dimensions. */
  q[2][1:3][3][0:2:5]:[l] = lq[0][0][0:3][0:2];
  xmp_sync_all(NULL);
  bad = 0;
  for (int b = 0; b < 4; b++)
    for (int d = 0; d < 6; d++) {
      int want = qv(me, 2, b, 3, d);
      if (b >= 1 && (d == 0 || d == 5))
        want = qv((me + 2) % n, 1, 0, 4 - 2 * (b - 1), d == 0 ? 0 : 1); /* written by r from r's r */
      bad += q[2][b][3][d] != want;
    }
  check(bad == 0, "4-D put", me, bad);
  xmp_sync_all(NULL);

  /* 7-D GET of a strided block, then PUT it back elsewhere. */
  l7[:][0:2][1][0:2:2][:][2][1:3] = s7[:][1:2][0][0:2:2][:][1][0:3]:[l];
  bad = 0;
  for (int a = 0; a < 2; a++) for (int b = 0; b < 2; b++) for (int d = 0; d < 2; d++)
    for (int e = 0; e < 2; e++) for (int g = 0; g < 3; g++)
      bad += l7[a][b][1][2 * d][e][2][1 + g] != sv(l, a, 1 + b, 0, 2 * d, e, 1, g);
  check(bad == 0 && l7[0][0][0][0][0][0][0] == -1, "7-D get", me, bad);
  xmp_sync_all(NULL);
  s7[1][2][1][2][1][2][0:4]:[r] = l7[0][0][1][0][0][2][0:4];
  xmp_sync_all(NULL);
  bad = 0;
  for (int g = 0; g < 4; g++) {
    short want = g == 0 ? -1 : sv((me + n - 2 + n) % n, 0, 1, 0, 0, 0, 1, g - 1);
    bad += s7[1][2][1][2][1][2][g] != want;
  }
  check(bad == 0, "7-D put", me, bad);
  xmp_sync_all(NULL);

  /* Struct elements. */
  les[0:3] = es[1:3:2]:[r];
  for (int k = 0; k < 3; k++)
    check(les[k].c == 'a' + 1 + 2 * k + r && les[k].v == r + (1 + 2 * k) * 0.5, "struct get", me, k);
  xmp_sync_all(NULL);
  es[3:3]:[l] = les[0:3];
  xmp_sync_all(NULL);
  for (int k = 0; k < 3; k++)
    check(es[3 + k].c == 'a' + 1 + 2 * k + (me + 2) % n, "struct put", me, k);
  xmp_sync_all(NULL);

  /* Characters on a [2][*] coarray. */
  if (n % 2 == 0) {
    int c0 = me % 2, c1 = me / 2;
    char msg[4] = {'A', 'B', 'C', 'D'};
    text[me:4]:[1 - c0][c1] = msg[0:4]; /* to the other image of my pair */
    xmp_sync_all(NULL);
    int from = (1 - c0) + 2 * c1;
    for (int i = 0; i < 16; i++) {
      char want = (i >= from && i < from + 4) ? (char)('A' + i - from) : '.';
      check(text[i] == want, "char section on [2][*]", me, i);
    }
  }
  xmp_sync_all(NULL);
  printf("image %d: %s\n", me, fails ? "FAIL" : "PASS");
  return 0;
}
