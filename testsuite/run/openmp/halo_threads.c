// The threaded halo exchange of `tools/bench openmp` (bench/openmp/halo_threads.c) with its
// values checked: each thread PUTs its own columns of the boundary rows into the neighbours'
// ghost rows (own), or thread 0 PUTs them whole (master); 2 nodes x 2 threads on shm and on
// MPI (--param transport=mpi), also 1 and 3 nodes x 2 threads and 4 nodes x 1, and column
// counts that do not split evenly. The program counts every ghost value that differs from its
// neighbour's row.
// omp-diff: skip (the program is bench/openmp/halo_threads.c, an XMP program)
// RUN: %xmpcc -O2 -fopenmp %S/../../../bench/openmp/halo_threads.c -o %t
// RUN: env OMP_NUM_THREADS=2 OMP_WAIT_POLICY=passive timeout 120 %xmprun -n 2 %t own 1001 20 | FileCheck %s --check-prefix=OWN
// RUN: env OMP_NUM_THREADS=2 OMP_WAIT_POLICY=passive timeout 120 %xmprun -n 2 %t master 1001 20 | FileCheck %s --check-prefix=MASTER
// RUN: env OMP_NUM_THREADS=2 OMP_WAIT_POLICY=passive timeout 120 %xmprun -n 1 %t own 4096 10 | FileCheck %s --check-prefix=ONE
// RUN: env OMP_NUM_THREADS=2 OMP_WAIT_POLICY=passive timeout 120 %xmprun -n 3 %t own 777 10 | FileCheck %s --check-prefix=THREE
// RUN: env OMP_NUM_THREADS=1 timeout 120 %xmprun -n 4 %t own 1001 10 | FileCheck %s --check-prefix=FOUR
// RUN: env XMP_MPI_DIRECT=0 OMP_NUM_THREADS=2 OMP_WAIT_POLICY=passive timeout 120 %xmprun -n 2 %t own 1001 20 | FileCheck %s --check-prefix=OWN
// OWN: halo nodes=2 threads=2 mode=own cols=1001 us_per_exchange {{[0-9.]+}} errors 0
// MASTER: halo nodes=2 threads=2 mode=master cols=1001 us_per_exchange {{[0-9.]+}} errors 0
// ONE: halo nodes=1 threads=2 mode=own cols=4096 us_per_exchange {{[0-9.]+}} errors 0
// FOUR: halo nodes=4 threads=1 mode=own cols=1001 us_per_exchange {{[0-9.]+}} errors 0
// THREE: halo nodes=3 threads=2 mode=own cols=777 us_per_exchange {{[0-9.]+}} errors 0
