/* Fault cases, selected by argv[1], and a CPU-use probe ("sleeper"). */
#include <xmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <signal.h>
#include <unistd.h>
#include <sys/resource.h>

static double cpu_seconds(void) {
  struct rusage ru;
  getrusage(RUSAGE_SELF, &ru);
  return ru.ru_utime.tv_sec + ru.ru_stime.tv_sec + (ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) * 1e-6;
}
static int um(int argc, char **argv) {
  const char *mode = argc > 1 ? argv[1] : "";
  int me = xmpc_node_num();
  xmp_barrier();
  if (!strcmp(mode, "exit3") && me == 2) exit(3);
  if (!strcmp(mode, "abort") && me == 1) abort();
  if (!strcmp(mode, "kill") && me == 1) raise(SIGKILL);
  if (!strcmp(mode, "segv") && me == 1) { volatile int *p = 0; *p = 1; }
  if (!strcmp(mode, "early0") && me == 1) return 0;
  if (!strcmp(mode, "ret5") && me == 0) return 5;
  if (!strcmp(mode, "exit0")) exit(0); /* every node leaves through exit(): still a clean end */
  if (!strcmp(mode, "exit0one") && me == 1) exit(0); /* one node leaves early: the others wait */
  if (!strcmp(mode, "xmpexit")) xmp_exit(0); /* collective xmp_exit(0) */
  if (!strcmp(mode, "xmpexit4")) {
    /* collective xmp_exit(4), node 1 late: every node's output, no failure report */
    if (me == 1) usleep(300000);
    printf("node %d leaving\n", me);
    xmp_exit(4);
  }
  if (!strcmp(mode, "error") && me == 1) { int x; xmp_rt_put(99, &x, &x, 4, "fault.c:26"); }
  if (!strcmp(mode, "hang")) { printf("node %d sleeping\n", me); fflush(stdout); sleep(100); }
  if (!strcmp(mode, "sleeper")) {
    /* Node 0 sleeps 2 s; the others wait for it in a barrier and report their CPU time. */
    double c0 = cpu_seconds();
    if (me == 0) sleep(2);
    xmp_barrier();
    if (me != 0) printf("node %d cpu=%.3f\n", me, cpu_seconds() - c0);
  }
  xmp_barrier();
  xmp_barrier();
  return 0;
}
int main(int argc, char **argv) { return xmp_rt_main(argc, argv, um, 0); }
