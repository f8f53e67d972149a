// Sections along a coarray pointer's own (first) dimension, with an explicit length:
// `w[lo:len:step][..]:[k]` as GET and PUT (2-D and 3-D targets, 1-D pointers, negative and
// non-unit steps, a scalar broadcast, both sides coindexed, a GET inside an element-wise
// expression) and local sections through the pointer, also in element-wise statements. Every
// element is compared with the value computed from its image, row and column. Rows outside the
// xmp_comalloc block are a runtime error naming the line (GET, PUT, local and element-wise),
// never a silent overrun.
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmpcc -O0 %s -o %t.0
// RUN: %xmprun -n 2 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 3 %t.0 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: not %xmprun -n 2 %t get 2>&1 | FileCheck %s --check-prefix=BADGET
// RUN: not %xmprun -n 2 %t put 2>&1 | FileCheck %s --check-prefix=BADPUT
// RUN: not %xmprun -n 2 %t local 2>&1 | FileCheck %s --check-prefix=BADLOCAL
// RUN: not %xmprun -n 2 %t neg 2>&1 | FileCheck %s --check-prefix=BADNEG
// RUN: not %xmprun -n 2 %t elementwise 2>&1 | FileCheck %s --check-prefix=BADELEM
// CHECK-DAG: image 0: PASS
// CHECK-DAG: image 1: PASS
// BADGET: xmp: node {{[01]}}: error: a section along a coarray pointer's dimension addresses rows 4 to 6, outside its xmp_comalloc block (rows 0 to 5 from the pointer) at {{.*}}comalloc_ptr_sections.c:[[#@LINE+17]]
// BADPUT: xmp: node {{[01]}}: error: a section along a coarray pointer's dimension addresses rows 2 to 6, outside its xmp_comalloc block (rows 0 to 5 from the pointer) at {{.*}}comalloc_ptr_sections.c:[[#@LINE+18]]
// BADLOCAL: xmp: node {{[01]}}: error: a section along a coarray pointer's dimension addresses rows -1 to 0, outside its xmp_comalloc block (rows 0 to 5 from the pointer) at {{.*}}comalloc_ptr_sections.c:[[#@LINE+19]]
// BADNEG: xmp: node {{[01]}}: error: a section along a coarray pointer's dimension addresses rows 2 to 6, outside its xmp_comalloc block (rows 0 to 5 from the pointer) at {{.*}}comalloc_ptr_sections.c:[[#@LINE+20]]
// BADELEM: xmp: node {{[01]}}: error: a section along a coarray pointer's dimension addresses rows 5 to 6, outside its xmp_comalloc block (rows 0 to 5 from the pointer) at {{.*}}comalloc_ptr_sections.c:[[#@LINE+21]]
#include <stdio.h>
#include <string.h>
#include <xmp.h>

#pragma xmp nodes p[*]
double (*w)[8]:[];
int (*c)[3][4]:[];
long *v:[];

static int errors(const char *mode, int nx) {
  double g[3][8];
  if (strcmp(mode, "get") == 0)
    g[0:3][:] = w[4:3][:]:[nx];
  else if (strcmp(mode, "put") == 0)
    w[2:3:2][0:8]:[nx] = 1.0;
  else if (strcmp(mode, "local") == 0)
    w[-1:2][1] = 2.0;
  else if (strcmp(mode, "neg") == 0)
    w[6:3:-2][:]:[nx] = g[0:3][:];
  else if (strcmp(mode, "elementwise") == 0)
    w[0:2][0] = w[5:2][1] * 2.0;
  return (int)g[0][0];
}

static int fails;
static void check(int ok, const char *what, int me, double got) {
  if (!ok) {
    printf("image %d: FAIL %s (%g)\n", me, what, got);
    fails++;
  }
}

static double wv(int img, int i, int j) { return 1000 * img + 10 * i + j; }

int main(int argc, char **argv) {
  int me = xmpc_this_image(), n = xmp_num_images();
  int nx = (me + 1) % n, pv = (me + n - 1) % n;
  w = xmp_comalloc(sizeof(double) * 6 * 8);
  c = xmp_comalloc(sizeof(int) * 5 * 3 * 4);
  v = xmp_comalloc(sizeof(long) * 10);
  if (argc > 1)
    return errors(argv[1], nx);
  for (int i = 0; i < 6; i++)
    for (int j = 0; j < 8; j++)
      w[i][j] = wv(me, i, j);
  for (int i = 0; i < 5; i++)
    for (int j = 0; j < 3; j++)
      for (int k = 0; k < 4; k++)
        c[i][j][k] = 100 * me + 12 * i + 4 * j + k;
  for (int i = 0; i < 10; i++)
    v[i] = 10 * me + i;
  xmp_sync_all(NULL);

  /* GET: whole rows, a column of strided rows, rows in reverse order, a 3-D block. */
  double g[3][8], h[2], r[4][2];
  g[0:3][:] = w[1:3][:]:[nx];
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 8; j++)
      check(g[i][j] == wv(nx, 1 + i, j), "GET of rows", me, g[i][j]);
  h[:] = w[1:2:3][2]:[nx];
  check(h[0] == wv(nx, 1, 2) && h[1] == wv(nx, 4, 2), "GET of a strided column", me, h[1]);
  r[0:4][0:2] = w[5:4:-1][6:2]:[nx];
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < 2; j++)
      check(r[i][j] == wv(nx, 5 - i, 6 + j), "GET with a negative step", me, r[i][j]);
  int cb[2][3][2];
  cb[:][:][:] = c[3:2][0:3][1:2:2]:[pv];
  for (int i = 0; i < 2; i++)
    for (int j = 0; j < 3; j++)
      for (int k = 0; k < 2; k++)
        check(cb[i][j][k] == 100 * pv + 12 * (3 + i) + 4 * j + 1 + 2 * k, "GET of a 3-D block",
              me, cb[i][j][k]);
  long lv[3];
  lv[0:3] = v[2:3:3]:[nx];
  check(lv[0] == 10 * nx + 2 && lv[2] == 10 * nx + 8, "GET through a 1-D pointer", me, lv[2]);
  /* A GET inside an element-wise expression. */
  double e[2][8];
  e[0:2][:] = w[0:2][:]:[nx] * 2.0 + 1.0;
  check(e[1][5] == 2.0 * wv(nx, 1, 5) + 1.0, "GET in an element-wise expression", me, e[1][5]);
  xmp_sync_all(NULL);

  /* PUT: a block of rows, strided rows of a broadcast scalar, reversed rows, a 3-D block. */
  double src[2][3];
  for (int i = 0; i < 2; i++)
    for (int j = 0; j < 3; j++)
      src[i][j] = -(100 * me + 10 * i + j);
  w[0:2][2:3]:[nx] = src[0:2][0:3];
  w[3:2:2][0]:[nx] = 0.5;
  w[2:2:-2][7]:[nx] = src[1][1:2];
  int cs[3][2];
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 2; j++)
      cs[i][j] = -(10 * me + 3 * i + j + 1);
  c[1:3][2][0:2]:[nx] = cs[:][:];
  v[1:4:2]:[nx] = (long)(-me - 1);
  xmp_sync_all(NULL);
  for (int i = 0; i < 6; i++)
    for (int j = 0; j < 8; j++) {
      double want = wv(me, i, j);
      if (i < 2 && j >= 2 && j < 5)
        want = -(100 * pv + 10 * i + (j - 2));
      if ((i == 3 || i == 5) && j == 0)
        want = 0.5;
      if (i == 2 && j == 7)
        want = -(100 * pv + 10 + 1);
      if (i == 0 && j == 7)
        want = -(100 * pv + 10 + 2);
      check(w[i][j] == want, "PUT of rows", me, w[i][j]);
    }
  for (int i = 0; i < 5; i++)
    for (int j = 0; j < 3; j++)
      for (int k = 0; k < 4; k++) {
        int want = 100 * me + 12 * i + 4 * j + k;
        if (i >= 1 && i <= 3 && j == 2 && k < 2)
          want = -(10 * pv + 3 * (i - 1) + k + 1);
        check(c[i][j][k] == want, "PUT of a 3-D block", me, c[i][j][k]);
      }
  for (int i = 0; i < 10; i++)
    check(v[i] == (i % 2 == 1 && i < 8 ? -pv - 1 : 10 * me + i), "PUT through a 1-D pointer", me,
          (double)v[i]);
  xmp_sync_all(NULL);

  /* Both sides coindexed (this image moves rows from nx to pv), then local sections. */
  w[4:2][:]:[pv] = w[0:2][:]:[nx];
  xmp_sync_all(NULL);
  double row0 = w[4][7], row1 = w[5][0];
  /* Rows 0..1 of image me + 2 as the previous PUTs left them, written here by image me + 1. */
  int x = (me + 2) % n;
  check(row0 == -(100 * ((x + n - 1) % n) + 12) && row1 == wv(x, 1, 0), "PUT of a GET", me, row0);
  w[0:2][0:8] = w[4:2][0:8];
  check(w[0][7] == row0 && w[1][0] == row1, "local section copy", me, w[0][7]);
  /* Rows of a plain local pointer (not a coarray: its target's extent is not known). */
  double m2[4][3] = {{0}};
  double (*lq)[3] = m2;
  lq[1:2:2][0:3] = src[0:2][0:3];
  check(m2[1][2] == src[0][2] && m2[3][0] == src[1][0] && m2[2][0] == 0, "local pointer rows",
        me, m2[3][0]);
  /* Element-wise statements through pointer rows; lq aliases m2 (read before written). */
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < 3; j++)
      m2[i][j] = 10 * i + j;
  lq[1:3][:] = m2[0:3][:] * 2.0 + 1.0;
  for (int i = 1; i < 4; i++)
    for (int j = 0; j < 3; j++)
      check(m2[i][j] == 2.0 * (10 * (i - 1) + j) + 1.0, "element-wise pointer rows", me,
            m2[i][j]);
  w[2:2][1] = w[4:2:-1][0] + lq[1:2:2][2];
  check(w[2][1] == w[4][0] + m2[1][2] && w[3][1] == w[3][0] + m2[3][2],
        "element-wise coarray pointer rows", me, w[2][1]);
  xmp_sync_all(NULL);
  xmp_cofree(v);
  xmp_cofree(c);
  xmp_cofree(w);
  printf("image %d: %s\n", me, fails ? "FAIL" : "PASS");
  return 0;
}
