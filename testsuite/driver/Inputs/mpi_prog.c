/* An XMP program that calls MPI (reference 10.8). */
#include <mpi.h>
#include <stdio.h>
#include <xmp.h>
#pragma xmp nodes p[*]
int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  int s = 0, one = 1;
  MPI_Allreduce(&one, &s, 1, MPI_INT, MPI_SUM, xmp_get_mpi_comm());
  printf("sum %d\n", s);
  MPI_Finalize();
  return 0;
}
