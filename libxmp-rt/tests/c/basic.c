/* Start-up, inquiry, barrier, bcast and reductions over the entire set. */
#include <xmp.h>
#include <stdio.h>
#include <stdlib.h>

static int user_main(int argc, char **argv) {
  int me = xmpc_node_num(), n = xmp_num_nodes();
  if (xmp_node_num() != me + 1 || xmp_all_node_num() != me + 1 || xmpc_this_image() != me ||
      xmp_num_images() != n || xmp_all_num_nodes() != n) {
    printf("node %d: inquiry mismatch\n", me);
    return 1;
  }
  double t0 = xmp_wtime();
  xmp_barrier();
  int v = me + 1;
  xmp_rt_reduce(NULL, &v, 1, XMP_RT_INT, XMP_RT_SUM, "basic.c:14");
  double d = me == 0 ? 3.25 : 0.0;
  xmp_rt_bcast(NULL, NULL, &d, sizeof d, "basic.c:16");
  if (xmp_wtime() < t0 || xmp_wtick() <= 0) return 1;
  printf("node %d of %d: sum=%d bcast=%g argc=%d arg1=%s\n", me, n, v, d, argc,
         argc > 1 ? argv[1] : "-");
  return 0;
}

int main(int argc, char **argv) { return xmp_rt_main(argc, argv, user_main, 0); }
