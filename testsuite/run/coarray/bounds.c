// Coindexed elements and sections inside their coarray's bounds (constant and run-time
// subscripts, the last valid index, negative steps, empty sections, subscripts with side
// effects, members) compile and run correctly, and a coarray declared after another is never
// touched. Increment and decrement of coindexed scalars: prefix forms give the new value,
// postfix forms the old one; the object and the image are evaluated once.
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %xmpcc -O2 %s -o %t.O2
// RUN: %xmprun -n 2 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 3 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// CHECK-DAG: image 0: PASS
// CHECK-DAG: image 1: PASS
#include <stdio.h>
#include <xmp.h>

int a[10]:[*];
int guard[10]:[*];
int m[4][7]:[*];
struct S {
  int v[4];
  double d;
};
struct S st[3]:[*];
double x:[*];
char ch:[*];
int cnt:[*];

static int fails;
static void check(int cond, const char *what, int me, int v) {
  if (!cond) {
    printf("image %d: FAIL %s (%d)\n", me, what, v);
    fails++;
  }
}

int main(void) {
  int me = xmpc_this_image();
  int n = xmp_num_images();
  int right = (me + 1) % n, left = (me + n - 1) % n;
  int b[20], loc[10];
  for (int i = 0; i < 10; i++) {
    a[i] = 0;
    guard[i] = -7;
  }
  for (int i = 0; i < 20; i++)
    b[i] = 100 * me + i;
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < 7; j++)
      m[i][j] = 0;
  xmp_sync_all(NULL);

  // Constant bounds: the whole coarray, the last element, a section ending at the last index.
  a[0:10]:[right] = b[0:10];
  xmp_sync_all(NULL);
  for (int i = 0; i < 10; i++)
    check(a[i] == 100 * left + i, "whole section", me, a[i]);
  xmp_sync_all(NULL);
  a[9]:[right] = 42;
  a[7:3]:[right] = b[10:3];
  a[9:4:-3]:[right] = b[0:4]; /* 9, 6, 3, 0 */
  a[10:0]:[right] = b[0:0];   /* empty: no element */
  xmp_sync_all(NULL);
  check(a[9] == 100 * left + 0, "9:4:-3 first", me, a[9]);
  check(a[6] == 100 * left + 1, "9:4:-3 second", me, a[6]);
  check(a[3] == 100 * left + 2, "9:4:-3 third", me, a[3]);
  check(a[0] == 100 * left + 3, "9:4:-3 last", me, a[0]);
  check(a[7] == 100 * left + 10 && a[8] == 100 * left + 11, "7:3", me, a[7]);
  loc[0:1] = a[9:1]:[me];
  check(loc[0] == a[9], "9:1 get", me, loc[0]);
  xmp_sync_all(NULL);

  // Run-time bounds, at the edges.
  int last = 9, zero = 0, len = 10, lo = 5, k = 0;
  a[last]:[right] = 77;
  xmp_sync_all(NULL);
  check(a[9] == 77, "a[last] put", me, a[9]);
  check(a[last]:[left] == 77, "a[last] get", me, a[last]:[left]);
  check(a[zero]:[left] == a[0]:[left], "a[zero]", me, 0);
  loc[0:len] = a[zero:len]:[left];
  for (int i = 0; i < 10; i++)
    check(loc[i] == a[i]:[left], "a[0:len] get", me, loc[i]);
  xmp_sync_all(NULL);
  a[lo:10 - lo]:[right] = b[0:10 - lo];
  a[last:len:-1]:[right] = b[0:len]; /* 9 .. 0 */
  xmp_sync_all(NULL);
  for (int i = 0; i < 10; i++)
    check(a[i] == 100 * left + 9 - i, "last:len:-1", me, a[i]);
  xmp_sync_all(NULL);
  // A subscript with side effects is evaluated once.
  a[k++]:[right] = 5;
  a[k++]:[right] = 6;
  check(k == 2, "k++ evaluated once", me, k);
  xmp_sync_all(NULL);
  check(a[0] == 5 && a[1] == 6, "a[k++]", me, a[0]);

  // Two dimensions, every element through a coindex.
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < 7; j++)
      m[i][j]:[right] = 10 * i + j + me;
  m[3][0:7]:[right] = b[0:7];
  xmp_sync_all(NULL);
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 7; j++)
      check(m[i][j] == 10 * i + j + left, "m", me, m[i][j]);
  for (int j = 0; j < 7; j++)
    check(m[3][j] == 100 * left + j, "m[3][0:7]", me, m[3][j]);
  int r = 3, c = 6;
  check(m[r][c]:[left] == m[3][6]:[left], "m[r][c]", me, 0);

  // Members and arrays of structs.
  for (int i = 0; i < 3; i++) {
    st[i].v[3]:[right] = i + 1;
    st[i].d:[right] = 0.5 * i;
  }
  st[last - 7].v[0:4]:[right] = b[0:4];
  xmp_sync_all(NULL);
  check(st[0].v[3] == 1 && st[1].v[3] == 2, "st[i].v[3]", me, st[1].v[3]);
  check(st[2].v[0] == 100 * left && st[2].v[3] == 100 * left + 3, "st[2].v[0:4]", me,
        st[2].v[0]);
  check(st[2].d == 1.0, "st[2].d", me, (int)st[2].d);

  // The neighbouring coarray is untouched.
  for (int i = 0; i < 10; i++)
    check(guard[i] == -7, "guard", me, guard[i]);

  // Increment and decrement (each image works on its right neighbour's copy).
  x = 1.5;
  ch = 'a';
  cnt = 0;
  a[3] = 10;
  xmp_sync_all(NULL);
  int pre = ++a[3]:[right];
  int post = a[3]:[right]++;
  check(pre == 11 && post == 11, "++a / a++ values", me, pre * 100 + post);
  int img = right, calls = 0;
  int old = a[last - 6]:[(calls++, img)]--;
  check(old == 12 && calls == 1, "a-- value, image once", me, old);
  double xd = x:[right]++;
  double xp = --x:[right];
  check(xd == 1.5 && xp == 1.5, "double ++/--", me, (int)(xp * 10));
  char cv = ch:[right]++;
  check(cv == 'a', "char ++", me, cv);
  st[1].v[2]:[right]++;
  ++st[1].v[2]:[right];
  xmp_sync_all(NULL);
  check(a[3] == 11, "a[3] after ++,++,--", me, a[3]);
  check(ch == 'b', "ch after ++", me, ch);
  check(x == 1.5, "x after ++,--", me, (int)(x * 10));
  check(st[1].v[2] == 2, "st[1].v[2]", me, st[1].v[2]);
  xmp_sync_all(NULL);
  // Every image increments image 0's counter once (not atomic: one image at a time).
  for (int t = 0; t < n; t++) {
    if (t == me)
      cnt:[0]++;
    xmp_sync_all(NULL);
  }
  if (me == 0)
    check(cnt == n, "cnt", me, cnt);

  xmp_sync_all(NULL);
  if (fails == 0)
    printf("image %d: PASS\n", me);
  return 0;
}
