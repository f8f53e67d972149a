/* XMP code called from an MPI main (Inputs/mpi_main.c); xmp.h before mpi.h. */
#include <xmp.h>
#include <mpi.h>

#pragma xmp nodes p[*]

/* The sum of v over the nodes (an XMP reduction); *nodes is the size of xmp_get_mpi_comm(). */
int xmp_part_sum(int v, int *nodes) {
#pragma xmp reduction (+:v)
  MPI_Comm_size(xmp_get_mpi_comm(), nodes);
  return v;
}

/* On every node but the first: the MPI sum of (v - 1) over the task's communicator. */
int xmp_part_task(int v) {
  int s = -1, n = xmp_all_num_nodes();
#pragma xmp task on p[1:n-1]
  {
    int w = v - 1;
    MPI_Allreduce(&w, &s, 1, MPI_INT, MPI_SUM, xmp_get_mpi_comm());
  }
  return s;
}
