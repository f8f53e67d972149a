// Coarray pointers (reference 9.10 draft): `T (*w)[n]:[];` and `struct pt *sp:[];` allocated
// by xmp_comalloc (collective, symmetric, zeroed) and released by xmp_cofree; GET and PUT of
// elements, struct members and whole structs through the pointer, sections (the leading pointer
// subscript written as *(w + i)) in both directions, repeated allocation (a freed block is
// reused and comes back zeroed), an allocation inside a task (collective over the task's
// images only), and the reference's two-codimension example `double (*z)[50]:[][]` with
// xmp_comalloc(bytes, 2): cosubscripts [c0][c1] name image c0 + 2*c1 (a cosubscript outside
// its coextent, or a block allocated without coextents, is a runtime error naming the line).
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmprun -n 2 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 3 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t | FileCheck %s --implicit-check-not=FAIL %}
// RUN: %xmpcc -O0 %s -o %t.0
// RUN: %xmprun -n 3 %t.0 | FileCheck %s --implicit-check-not=FAIL
// RUN: not %xmprun -n 2 %t range 2>&1 | FileCheck %s --check-prefix=RANGE
// RUN: not %xmprun -n 2 %t noext 2>&1 | FileCheck %s --check-prefix=NOEXT
// RANGE: xmp: node 0: error: a cosubscript is outside its codimension at {{.*}}comalloc.c:47
// NOEXT: xmp: node 0: error: a coindex with several cosubscripts through a coarray pointer that does not point into an xmp_comalloc block with coextents at {{.*}}comalloc.c:47
// CHECK-DAG: image 0: PASS
// CHECK-DAG: image 1: PASS
#include <stdio.h>
#include <string.h>
#include <xmp.h>

#pragma xmp nodes p[*]
double (*w)[50]:[];
struct pt {
  int x;
  double y;
};
static struct pt *sp:[];
double (*z)[50]:[][];

static int fails;
static void check(int cond, const char *what, int me, double v) {
  if (!cond) {
    printf("image %d: FAIL %s (%g)\n", me, what, v);
    fails++;
  }
}

static int errors(const char *mode) {
  int range = strcmp(mode, "range") == 0;
  z = range ? xmp_comalloc(sizeof(double) * 50, 2) : xmp_comalloc(sizeof(double) * 50);
  if (xmpc_this_image() == 0)
    return (int)z[0][0]:[2][0];
  return 0;
}

int main(int argc, char **argv) {
  int me = xmpc_this_image(), n = xmp_num_images();
  int r = (me + 1) % n, left = (me + n - 1) % n;
  if (argc > 1)
    return errors(argv[1]);
  /* The reference's example: 8 rows of 50 doubles per image, first coextent 2. */
  z = xmp_comalloc(sizeof(double) * 50 * 8, 2);
  for (int i = 0; i < 8; i++)
    for (int j = 0; j < 50; j++)
      z[i][j] = me * 1000 + i * 50 + j;
  xmp_sync_all(NULL);
  double zg = z[7][49]:[r % 2][r / 2];
  check(zg == r * 1000 + 7 * 50 + 49, "GET with two cosubscripts", me, zg);
  z[0][1]:[r % 2][r / 2] = 0.5 + me;
  xmp_sync_all(NULL);
  check(z[0][1] == 0.5 + left, "PUT with two cosubscripts", me, z[0][1]);
  xmp_cofree(z);
  for (int round = 0; round < 3; round++) {
    int rows = 8 + 4 * round;
    w = xmp_comalloc(sizeof(double) * 50 * rows);
    sp = xmp_comalloc(sizeof(struct pt) * 4);
    check(w[rows - 1][49]:[r] == 0.0 && sp[3].y:[r] == 0.0, "fresh block is zero", me, round);
    xmp_sync_all(NULL); /* before r overwrites what this image just read */
    for (int i = 0; i < rows; i++)
      for (int j = 0; j < 50; j++)
        w[i][j] = me * 10000 + i * 50 + j + round;
    xmp_sync_all(NULL);
    double g = w[3][7]:[r];
    check(g == r * 10000 + 3 * 50 + 7 + round, "GET through the pointer", me, g);
    w[1][2]:[r] = -me;
    sp[2].y:[r] = 2.5 * me;
    sp[1]:[r] = (struct pt){me, 1.0 + round};
    double loc[5];
    loc[0:5] = (*(w + 2))[10:5]:[r];
    (*(w + 4))[0:5]:[r] = loc[0:5];
    (*(w + 5))[0:10:5]:[r] = 7.0;
    xmp_sync_all(NULL);
    check(w[1][2] == -left, "PUT through the pointer", me, w[1][2]);
    check(sp[2].y == 2.5 * left, "PUT of a member", me, sp[2].y);
    check(sp[1].x == left && sp[1].y == 1.0 + round, "PUT of a struct", me, sp[1].x);
    for (int k = 0; k < 5; k++)
      check(w[4][k] == me * 10000 + 2 * 50 + 10 + k + round, "section GET then PUT", me, w[4][k]);
    for (int k = 0; k < 50; k++)
      check(w[5][k] == (k % 5 == 0 ? 7.0 : me * 10000 + 5 * 50 + k + round), "strided section PUT",
            me, w[5][k]);
    xmp_cofree(sp);
    xmp_cofree(w);
  }
  /* Collective over the task's images only. */
  if (n >= 2) {
#pragma xmp task on p[0:2]
    {
      int t = xmpc_this_image();
      double (*v)[50] = xmp_comalloc(sizeof(double) * 50);
      w = v;
      w[0][t]:[1 - t] = 100 + t;
      xmp_sync_all(NULL);
      check(w[0][1 - t] == 100 + (1 - t), "allocation in a task", me, w[0][1 - t]);
      xmp_cofree(w);
    }
  }
  printf("image %d: %s\n", me, fails ? "FAIL" : "PASS");
  return 0;
}
