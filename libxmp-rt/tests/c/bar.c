/* Barrier and 8-byte allreduce latency (microseconds), printed by node 0. */
#include <xmp.h>
#include <stdio.h>
#include <stdlib.h>
static int um(int argc, char **argv) {
  int iters = argc > 1 ? atoi(argv[1]) : 1000;
  xmp_barrier();
  double t = xmp_wtime();
  for (int i = 0; i < iters; i++) xmp_barrier();
  t = xmp_wtime() - t;
  double x = 1.0;
  double t2 = xmp_wtime();
  for (int i = 0; i < iters; i++) xmp_rt_reduce(NULL, &x, 1, XMP_RT_DOUBLE, XMP_RT_SUM, 0);
  t2 = xmp_wtime() - t2;
  if (xmpc_node_num() == 0) printf("n=%d barrier %.2f us allreduce8 %.2f us\n", xmp_num_nodes(), t / iters * 1e6, t2/iters*1e6);
  return 0;
}
int main(int argc, char **argv) { return xmp_rt_main(argc, argv, um, 0); }
