// Coarray PUTs, GETs and `sync memory` from two threads of every node at once, many of them,
// on both transports (shm; MPI with MPI_THREAD_MULTIPLE): each thread t writes its own slab
// box[t] of its right neighbour element by element and as sections, reads back what it wrote
// (a thread's accesses to one location on one image stay in its program order), and reads a
// read-only coarray of its left neighbour; after the region and `sync all` every node checks
// what its left neighbour's threads wrote. -O2 turns the PUTs into non-blocking ones
// (nonblocking-put), so the non-blocking path is exercised from both threads too.
// omp-diff: skip (an XMP program: clang-22 has no xmp.h)
// RUN: %xmpcc -O2 -fopenmp %s -o %t
// RUN: %xmpcc -O0 -fopenmp %s -o %t0
// RUN: env OMP_NUM_THREADS=2 OMP_WAIT_POLICY=passive timeout 120 %xmprun -n 2 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 OMP_WAIT_POLICY=passive timeout 120 %xmprun -n 1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 OMP_WAIT_POLICY=passive timeout 120 %xmprun -n 3 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 OMP_WAIT_POLICY=passive timeout 120 %xmprun -n 4 %t0 | FileCheck %s
// RUN: env OMP_NUM_THREADS=1 timeout 120 %xmprun -n 2 %t | FileCheck %s
// RUN: env XMP_MPI_DIRECT=0 OMP_NUM_THREADS=2 OMP_WAIT_POLICY=passive timeout 120 %xmprun -n 2 %t | FileCheck %s
// The statistics and the timing of the tool interface (per-thread spans) with both threads
// in the runtime: each of the 2 x 32200 PUTs (200 rounds of 65 or 257) counted once.
// RUN: env XMP_STATS=1 OMP_NUM_THREADS=2 OMP_WAIT_POLICY=passive timeout 120 %xmprun -n 2 %t 2>&1 | FileCheck %s --check-prefix=STATS
// STATS-DAG: xmp: node 0: stats: {{.*}} put=64400 {{.*}} get=1200 {{.*}} sync_memory=26{{$}}
// STATS-DAG: xmp: node 0: time: {{.*}}coarray_put=64400/
// STATS-DAG: threads 2 rounds 200 errors 0
// CHECK: threads {{[12]}} rounds 200 errors 0
// CHECK-NOT: errors
#include <omp.h>
#include <stdio.h>
#include <xmp.h>
#define N 512
#define ROUNDS 200

int box[2][N]:[*];
int ro[2][N]:[*];

static int val(int node, int t, int r, int i) { return ((node * 2 + t) * 1000 + r) * 1024 + i; }

int main(void) {
  int me = xmpc_this_image(), n = xmp_num_images();
  int right = (me + 1) % n, left = (me + n - 1) % n;
  for (int t = 0; t < 2; t++)
    for (int i = 0; i < N; i++) {
      ro[t][i] = val(me, t, 7, i);
      box[t][i] = -1;
    }
  xmp_sync_all(NULL);
  int errors = 0, threads = 0;
#pragma omp parallel reduction(+: errors)
  {
    int t = omp_get_thread_num();
    int nt = omp_get_num_threads();
#pragma omp master
    threads = nt;
    int mine[N], got[N];
    // Threads beyond two share slabs: only 0 and 1 write.
    for (int r = 0; r < ROUNDS && t < 2; r++) {
      for (int i = 0; i < N; i++)
        mine[i] = val(me, t, r, i);
      if (r % 2 == 0) {
        for (int i = r % 8; i < N; i += 8)
          box[t][i]:[right] = mine[i];
        box[t][0:N]:[right] = mine[0:N];
      } else {
        box[t][0:N / 2]:[right] = mine[0:N / 2];
        for (int i = N / 2; i < N; i++)
          box[t][i]:[right] = mine[i];
      }
      if (r % 16 == 0)
        xmp_sync_memory(NULL);
      got[0:N] = box[t][0:N]:[right];
      for (int i = 0; i < N; i++)
        errors += got[i] != mine[i];
      int k = (r * 37) % N;
      int g = ro[t][k]:[left];
      errors += g != val(left, t, 7, k);
      got[0:N / 4] = ro[1 - t][N / 2:N / 4]:[left];
      for (int i = 0; i < N / 4; i++)
        errors += got[i] != val(left, 1 - t, 7, N / 2 + i);
    }
  }
  xmp_sync_all(NULL);
  int slabs = threads < 2 ? 1 : 2;
  for (int t = 0; t < slabs; t++)
    for (int i = 0; i < N; i++)
      errors += box[t][i] != val(left, t, ROUNDS - 1, i);
#pragma xmp reduction(+: errors)
  if (me == 0)
    printf("threads %d rounds %d errors %d\n", threads, ROUNDS, errors);
  return 0;
}
