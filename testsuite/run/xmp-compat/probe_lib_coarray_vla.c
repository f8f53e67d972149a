// Coarray puts and gets whose local side is a block-scope variable-length array: the extent
// `static const int N` (a VLA at block scope in C, while the file-scope coarray's extent is
// folded) and a run-time `int n`; whole sections `b[:]`, explicit and strided ones, and a VLA
// of rows with a constant size (`double r[n][4]`).
// Written in the style of the reference implementation's test suite (PASS/ERROR per node,
// exit status).
// RUN: %xmpcc -O2 %s -o %t 2>&1 | FileCheck --check-prefix=WARN %s --allow-empty
// RUN: %xmpcc -O0 %s -o %t.O0 2>/dev/null
// RUN: %xmprun -n 2 %t | FileCheck %s --implicit-check-not=ERROR
// RUN: %xmprun -n 4 %t.O0 | FileCheck %s --implicit-check-not=ERROR
// RUN: %xmprun -n 4 %t | FileCheck %s --implicit-check-not=ERROR
// CHECK: PASS
// WARN-NOT: error
#include <stdio.h>
#include <stdlib.h>
#include <xmp.h>
static const int N = 12;
int a[N]:[*];
double m[6][4]:[*];
int result = 0, me, np;
#define FAIL(k) do { printf("ERROR node %d: check %d (line %d)\n", me, (k), __LINE__); result = 1; } while (0)

static void with_n(int n) {
  int nx = (me + 1) % np;
  int b[n];                                 /* n <= N */
  b[:] = a[0:n]:[nx];
  for (int i = 0; i < n; i++) if (b[i] != nx * 100 + i) FAIL(1);
  int c[n];
  for (int i = 0; i < n; i++) c[i] = -1;
  c[1:n / 2:2] = a[0:n / 2]:[nx];           /* strided local side */
  for (int i = 0; i < n; i++) if (c[i] != (i % 2 == 1 && i / 2 < n / 2 ? nx * 100 + i / 2 : -1)) FAIL(2);
  double r[n][4];
  r[0:2][:] = m[3:2][:]:[nx];               /* rows of a VLA with constant-size rows */
  for (int i = 0; i < 2; i++) for (int j = 0; j < 4; j++) if (r[i][j] != nx + (3 + i) * 0.5 + j) FAIL(3);
}

int main(void) {
  me = xmpc_this_image(); np = xmp_num_images();
  for (int i = 0; i < N; i++) a[i] = me * 100 + i;
  for (int i = 0; i < 6; i++) for (int j = 0; j < 4; j++) m[i][j] = me + i * 0.5 + j;
  xmp_sync_all(NULL);
  int b[N];                                 /* a VLA in C: N is not a constant expression */
  int nx = (me + 1) % np, pv = (me + np - 1) % np;
  b[0:N] = a[0:N]:[nx];
  for (int i = 0; i < N; i++) if (b[i] != nx * 100 + i) FAIL(4);
  b[:] = 0;
  b[0:N / 3:3] = a[:N / 3]:[nx];
  for (int i = 0; i < N; i++) if (b[i] != (i % 3 ? 0 : nx * 100 + i / 3)) FAIL(5);
  with_n(N);
  with_n(5);
  xmp_sync_all(NULL);
  for (int i = 0; i < N; i++) b[i] = -me - i;
  a[:]:[nx] = b[:];                         /* put from the VLA */
  xmp_sync_all(NULL);
  for (int i = 0; i < N; i++) if (a[i] != -pv - i) FAIL(6);
#pragma xmp reduction(max:result)
  if (me == 0) { if (result == 0) printf("PASS\n"); else printf("ERROR\n"); }
  return result;
}
