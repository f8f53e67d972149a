// The MPI thread level the runtime starts MPI with: MPI_THREAD_MULTIPLE when the program links
// libomp (built with -fopenmp) or XMP_THREADS=multiple says its threads communicate, else
// MPI_THREAD_FUNNELED (XMP_THREADS=single keeps it in an OpenMP program too).
// REQUIRES: transport-mpi
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmprun -n 2 %t | FileCheck %s --check-prefix=FUNNELED
// RUN: env XMP_THREADS=multiple %xmprun -n 2 %t | FileCheck %s --check-prefix=MULTIPLE
// RUN: %xmpcc -O2 -fopenmp %s -o %t.omp
// RUN: env OMP_NUM_THREADS=1 %xmprun -n 2 %t.omp | FileCheck %s --check-prefix=MULTIPLE
// RUN: env OMP_NUM_THREADS=1 XMP_THREADS=single %xmprun -n 2 %t.omp | FileCheck %s --check-prefix=FUNNELED
// FUNNELED: thread level funneled on 2 nodes
// MULTIPLE: thread level multiple on 2 nodes
#include <mpi.h>
#include <stdio.h>
#include <xmp.h>
#pragma xmp nodes p[*]

int main(void) {
  int level = -1, n = xmp_num_nodes();
  MPI_Query_thread(&level);
#pragma xmp reduction(min: level)
  if (xmpc_node_num() == 0)
    printf("thread level %s on %d nodes\n",
           level == MPI_THREAD_MULTIPLE   ? "multiple"
           : level == MPI_THREAD_FUNNELED ? "funneled"
                                          : "other",
           n);
  return 0;
}
