/* The <mpi.h> that programs built for the shm transport (xmp-clang's default) see: that
 * transport has no MPI underneath, so MPI calls cannot work there. */
#error "MPI needs the MPI transport: build with xmp-clang --transport=mpi (the default shm transport has no MPI communicator)"
