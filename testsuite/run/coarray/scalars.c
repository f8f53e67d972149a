// Coarray declarations (basic types, a struct, arrays up to 7-D, [*] and [2][*], file scope and
// static locals with initialisers) and GET/PUT of scalars, elements and struct values, with
// compound assignment on a coindexed target. Images are 0-based in the executing set.
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %xmpcc -O2 %s -o %t.O2
// RUN: %xmprun -n 2 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 3 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t.O2 | FileCheck %s --implicit-check-not=FAIL %}
// CHECK-DAG: image 0: PASS
// CHECK-DAG: image 1: PASS
#include <stdio.h>
#include <xmp.h>

char c:[*];
short sh:[*];
int i4:[*] = 7;
long l8:[*];
unsigned long long u8:[*];
float f4:[*];
double d8:[*] = 2.5;
long double ld:[*];
double _Complex z:[*];
struct P {
  int x;
  double y;
  char tag[3];
} p:[*];
int a1[10]:[*] = {1, 2, 3};
double a3[2][3][4]:[*];
short a7[2][2][2][2][2][2][3]:[*];
int grid[3][5]:[2][*];
struct P parr[4]:[*];

static int fails;
static void check(int cond, const char *what, int me) {
  if (!cond) {
    printf("image %d: FAIL %s\n", me, what);
    fails++;
  }
}

/* A static local coarray: allocated before main, initialised once per image. */
static int counter(void) {
  static int cnt:[*] = 100;
  return ++cnt;
}

int main(void) {
  int me = xmpc_this_image(), n = xmp_num_images();
  int r = (me + 1) % n, l = (me + n - 1) % n;

  /* Initial values are each image's own copy. */
  check(i4 == 7 && d8 == 2.5 && a1[2] == 3 && a1[3] == 0, "initialisers", me);
  check(counter() == 101 && counter() == 102, "static local", me);

  c = (char)('a' + me);
  sh = (short)(-me);
  i4 = me * 3;
  l8 = 1000000000000L * (me + 1);
  u8 = 0xF000000000000000ULL + me;
  f4 = me + 0.25f;
  d8 = me + 0.125;
  ld = me + 0.5L;
  __real__ z = me;
  __imag__ z = 2.0 * me;
  p.x = me;
  p.y = -me;
  p.tag[1] = (char)('A' + me);
  for (int i = 0; i < 10; i++)
    a1[i] = me * 100 + i;
  for (int i = 0; i < 2; i++)
    for (int j = 0; j < 3; j++)
      for (int k = 0; k < 4; k++)
        a3[i][j][k] = me * 1000 + i * 100 + j * 10 + k;
  a7[1][0][1][0][1][0][2] = (short)(me + 5);
  for (int i = 0; i < 4; i++) {
    parr[i].x = me * 10 + i;
    parr[i].y = i;
  }
  xmp_sync_all(NULL);

  /* GET from the right neighbour. */
  check(c:[r] == 'a' + r, "get char", me);
  check(sh:[r] == -r, "get short", me);
  check(i4:[r] == r * 3, "get int", me);
  check(l8:[r] == 1000000000000L * (r + 1), "get long", me);
  check(u8:[r] == 0xF000000000000000ULL + r, "get unsigned long long", me);
  check(f4:[r] == r + 0.25f, "get float", me);
  check(d8:[r] == r + 0.125, "get double", me);
  check(ld:[r] == r + 0.5L, "get long double", me);
  double _Complex zr = z:[r];
  check(__real__ zr == r && __imag__ zr == 2.0 * r, "get complex", me);
  struct P pr = p:[r];
  check(pr.x == r && pr.y == -r && pr.tag[1] == 'A' + r, "get struct", me);
  check(p.y:[r] == -r, "get struct member", me);
  check(parr[2].x:[r] == r * 10 + 2, "get member of element", me);
  check(a3[1][2][3]:[r] == r * 1000 + 123, "get 3-D element", me);
  check(a7[1][0][1][0][1][0][2]:[r] == r + 5, "get 7-D element", me);
  int sum = 0;
  for (int i = 0; i < 10; i++)
    sum += a1[i]:[l];
  check(sum == l * 1000 + 45, "get elements in a loop", me);
  /* A GET as an operand, a subscript and an argument. */
  check(a1[a1[1]:[me] % 10]:[r] == r * 100 + 1, "get in a subscript", me);
  check(i4:[r] + i4:[l] == 3 * (r + l), "two gets in one expression", me);
  /* The executing image's own coindex is a local access. */
  check(i4:[me] == me * 3, "get from self", me);
  xmp_sync_all(NULL);

  /* PUT to the right neighbour (everyone writes its right's copy, reads its own). */
  i4:[r] = me + 1000;
  d8:[r] = me * 0.5;
  struct P pv = {me, me * 4.0, {'x', 'y', 'z'}};
  p:[r] = pv;
  a1[5]:[r] = -me;
  a3[0][1][2]:[r] = me + 0.75;
  a7[0][1][0][1][0][1][1]:[r] = (short)(me * 2);
  parr[1].y:[r] = me + 0.5;
  int put_value = (a1[6]:[r] = 77);
  check(put_value == 77, "value of a put", me);
  xmp_sync_all(NULL);
  check(i4 == l + 1000 && d8 == l * 0.5, "put scalars", me);
  check(p.x == l && p.y == l * 4.0 && p.tag[2] == 'z', "put struct", me);
  check(a1[5] == -l && a1[6] == 77 && a1[4] == me * 100 + 4, "put elements", me);
  check(a3[0][1][2] == l + 0.75 && a3[0][1][3] == me * 1000 + 13, "put 3-D element", me);
  check(a7[0][1][0][1][0][1][1] == l * 2, "put 7-D element", me);
  check(parr[1].y == l + 0.5 && parr[1].x == me * 10 + 1, "put struct member", me);
  xmp_sync_all(NULL);

  /* Compound assignment: every image adds to image 0's copy in turn. */
  for (int k = 0; k < n; k++) {
    if (k == me)
      l8:[0] += me + 1;
    xmp_sync_all(NULL);
  }
  long want = 1000000000000L * 1 + (long)n * (n + 1) / 2;
  check(l8:[0] == want, "compound assignment", me);
  int idx = 0;
  a1[idx++]:[r] *= 2; /* the object's subscript is evaluated once */
  check(idx == 1, "compound assignment evaluates the subscript once", me);
  xmp_sync_all(NULL);
  check(a1[0] == me * 100 * 2 && a1[1] == me * 100 + 1, "compound multiply", me);
  xmp_sync_all(NULL);

  /* Two codimensions [2][*]: image = c0 + 2*c1. */
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 5; j++)
      grid[i][j] = -1;
  xmp_sync_all(NULL);
  if (n % 2 == 0) {
    int c0 = me % 2, c1 = me / 2;
    int t0 = 1 - c0, t1 = (c1 + 1) % (n / 2); /* the other column, next row */
    grid[c0][c1 % 5]:[t0][t1] = me;
    xmp_sync_all(NULL);
    int from0 = 1 - c0, from1 = (c1 + n / 2 - 1) % (n / 2);
    int src = from0 + 2 * from1;
    check(grid[from0][from1 % 5] == src, "two codimensions", me);
  }
  xmp_sync_all(NULL);
  printf("image %d: %s\n", me, fails ? "FAIL" : "PASS");
  return 0;
}
