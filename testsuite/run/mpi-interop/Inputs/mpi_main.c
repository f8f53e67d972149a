/* An MPI program (compiled by mpicc) whose main calls XMP code of another unit: the XMP
 * runtime starts inside the program's MPI_Init and finalizes MPI at its MPI_Finalize's place,
 * the end of the program. */
#include <mpi.h>
#include <stdio.h>

int xmp_part_sum(int v, int *nodes);
int xmp_part_task(int v);

int main(int argc, char **argv) {
  if (MPI_Init(&argc, &argv) != MPI_SUCCESS)
    return 1;
  int r, n, fails = 0;
  MPI_Comm_rank(MPI_COMM_WORLD, &r);
  MPI_Comm_size(MPI_COMM_WORLD, &n);
  int nodes = -1;
  int s = xmp_part_sum(r + 1, &nodes);
  if (s != n * (n + 1) / 2 || nodes != n) {
    printf("FAIL rank %d: sum %d nodes %d\n", r, s, nodes);
    fails++;
  }
  int t = xmp_part_task(r);
  int want = r == 0 ? -1 : (n - 1) * n / 2 - (n - 1);
  if (t != want) {
    printf("FAIL rank %d: task sum %d, expected %d\n", r, t, want);
    fails++;
  }
  int all = 0;
  MPI_Allreduce(&fails, &all, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
  if (r == 0)
    printf("%s on %d ranks\n", all ? "FAILED" : "PASS", n);
  MPI_Finalize();
  return all != 0;
}
