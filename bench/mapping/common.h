/* Shared by the tools/bench mapping kernels: timers and the result lines the harness reads.
 * The kernels are XcalableMP programs; clang-22 ignores the `#pragma xmp` lines, which makes
 * the same file the "same C without directives" baseline. */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double now(clockid_t c) {
  struct timespec ts;
  clock_gettime(c, &ts);
  return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

#ifdef _XCALABLEMP
#include <xmp.h>
#define FIRST_NODE (xmp_node_num() == 1)
#else
#define FIRST_NODE 1
#endif

static void result(double checksum, double wall, double cpu) {
  if (FIRST_NODE) {
    printf("checksum %.12e\n", checksum);
    printf("time_s %.6f\n", wall);
    printf("cpu_s %.6f\n", cpu);
  }
}
