// A wavefront sweep written with tasklets (reference 15, an extension): a 2-D array
// block-distributed by rows, each node's block computed in column tiles as tasklets (in/out
// dependences on tile keys); the row above a node's block comes from the node above, tile by
// tile, through a coarray: put by the upper node (remote_out / accept_remote_out) or, with
// -DUSE_GET, read by the lower node (remote_in / accept_remote_in). Several sweeps reuse the
// same buffers, so the local dependences also order each buffer's reuse. Checked against a
// serial computation of the whole array on every node.
// A pass over the pending conditions must hand out the messages of one snapshot in order:
// the later sweeps' tasklets wait for the same (node, tag) messages as the earlier ones.
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmpcc -O0 -DUSE_GET %s -o %t.get
// RUN: env OMP_NUM_THREADS=1 %xmprun -n 1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 OMP_WAIT_POLICY=passive %xmprun -n 1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=1 %xmprun -n 2 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 OMP_WAIT_POLICY=passive %xmprun -n 2 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=1 %xmprun -n 3 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 OMP_WAIT_POLICY=passive %xmprun -n 3 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=1 %xmprun -n 4 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 OMP_WAIT_POLICY=passive %xmprun -n 4 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=1 %xmprun -n 1 %t.get | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 OMP_WAIT_POLICY=passive %xmprun -n 2 %t.get | FileCheck %s
// RUN: env OMP_NUM_THREADS=1 %xmprun -n 3 %t.get | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 OMP_WAIT_POLICY=passive %xmprun -n 4 %t.get | FileCheck %s
// CHECK: wavefront PASS
#include <stdio.h>
#include <xmp.h>

#define N 24
#define M 33
#define TB 8
#define NT ((M - 1) / TB)
#define SWEEPS 3
#define MOD 10007

#pragma xmp nodes p[*]
#pragma xmp template t[N]
#pragma xmp distribute t[block] onto p
long a[N][M];
#pragma xmp align a[i][*] with t[i]

long ghost[M]:[*];   // the row above this node's block
long lastrow[M]:[*]; // this node's last row, read by the node below (USE_GET)
long ref[N][M];
char tile[NT], gh[NT], nokey; // dependence keys

static long f(long up, long left, long old, int s, int i, int j) {
  return (up + 2 * left + 3 * old + s + i * j) % MOD;
}
static long init(int i, int j) { return j == 0 ? i : (i * 7 + j * 3) % MOD; }
static long boundary(int j) { return (j * 5) % MOD; }

int main(void) {
  int me = xmpc_node_num(), n = xmp_num_nodes();
  int lo = -1, hi = -1;
#pragma xmp loop on t[i]
  for (int i = 0; i < N; i++) {
    if (lo < 0)
      lo = i;
    hi = i + 1;
  }
  for (int i = lo; i < hi; i++)
    for (int j = 0; j < M; j++)
      a[i][j] = init(i, j);
  for (int j = 0; j < M; j++)
    ghost[j] = me == 0 ? boundary(j) : 0;
  ghost[0] = lo - 1;

#pragma xmp tasklets
  {
    for (int s = 0; s < SWEEPS; s++)
      for (int jt = 0; jt < NT; jt++) {
        int j0 = 1 + jt * TB;
        if (me > 0) {
#ifdef USE_GET
#pragma xmp tasklet out(gh[jt]) remote_in(*, p[me - 1], jt)
          for (int j = j0; j < j0 + TB; j++)
            ghost[j] = lastrow[j]:[me - 1];
#else
#pragma xmp tasklet accept_remote_out(gh[jt], p[me - 1], jt)
          {
          }
#endif
        }
#pragma xmp tasklet in(gh[jt]) in(*(jt > 0 ? &tile[jt - 1] : &nokey)) inout(tile[jt])
        {
          for (int i = lo; i < hi; i++)
            for (int j = j0; j < j0 + TB; j++) {
              long up = i == lo ? ghost[j] : a[i - 1][j];
              a[i][j] = f(up, a[i][j - 1], a[i][j], s, i, j);
            }
#ifdef USE_GET
          for (int j = j0; j < j0 + TB; j++)
            lastrow[j] = a[hi - 1][j];
#endif
        }
        if (me < n - 1) {
#ifdef USE_GET
#pragma xmp tasklet accept_remote_in(tile[jt], p[me + 1], jt)
          {
          }
#else
#pragma xmp tasklet in(tile[jt]) remote_out(*, p[me + 1], jt)
          {
            long row[TB];
            for (int j = 0; j < TB; j++)
              row[j] = a[hi - 1][j0 + j];
            ghost[j0:TB]:[me + 1] = row[0:TB];
          }
#endif
        }
      }
  }

  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      ref[i][j] = init(i, j);
  for (int s = 0; s < SWEEPS; s++)
    for (int i = 0; i < N; i++)
      for (int j = 1; j < M; j++) {
        long up = i == 0 ? boundary(j) : ref[i - 1][j];
        ref[i][j] = f(up, ref[i][j - 1], ref[i][j], s, i, j);
      }
  int bad = 0;
  for (int i = lo; i < hi; i++)
    for (int j = 0; j < M; j++)
      if (a[i][j] != ref[i][j]) {
        if (bad < 3)
          printf("node %d: a[%d][%d] = %ld, expected %ld\n", me, i, j, a[i][j], ref[i][j]);
        bad++;
      }
#pragma xmp reduction(+ : bad)
  if (me == 0)
    printf("wavefront %s\n", bad == 0 ? "PASS" : "FAIL");
  return bad != 0;
}
