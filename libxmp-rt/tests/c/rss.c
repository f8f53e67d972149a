/* Memory per node: a 4 GiB global array of doubles, block-distributed over the job's nodes
 * (8 in the test), allocated through xmp_rt_array_alloc; every node writes each of its local
 * elements and checks that its peak RSS (VmHWM) stays at most 0.6 GiB. The global sum checks
 * that all 2^29 elements were written exactly once. Prints "node K: rss ok". */
#include <xmp.h>
#include <stdio.h>
#include <string.h>

static long vmhwm_kib(void) {
  FILE *f = fopen("/proc/self/status", "r");
  char line[256];
  long v = -1;
  while (f && fgets(line, sizeof line, f))
    if (strncmp(line, "VmHWM:", 6) == 0) sscanf(line + 6, "%ld", &v);
  if (f) fclose(f);
  return v;
}

static int user_main(int argc, char **argv) {
  (void)argc;
  (void)argv;
  int me = xmpc_node_num();
  int star = -1;
  void *p = xmp_rt_nodes_new(1, &star, NULL, "rss.c:24");
  const long long N = 1LL << 29;                  /* 2^29 doubles = 4 GiB */
  long long lo = 0, hi = N - 1, ext = N;
  void *t = xmp_rt_template_new(1, &lo, &hi, "rss.c:27");
  int fmt = XMP_BLOCK, adim = 0, sh = 1;
  xmp_rt_template_distribute(t, p, &fmt, NULL, NULL, "rss.c:29");
  void *a = xmp_rt_array_new(t, sizeof(double), 1, &ext, &adim, NULL, &sh, &sh, "rss.c:30");
  double *base = xmp_rt_array_alloc(a, NULL, "rss.c:31");
  xmp_rt_dim_map_t m;
  xmp_rt_array_dim_map(a, 0, &m, "rss.c:33");
  long long b[3], count = 0;
  long long nch = xmp_rt_loop_chunks(t, 0, 0, N - 1, 1, 0, "rss.c:35");
  for (long long k = 0; k < nch; k++) {
    long long c = xmp_rt_loop_chunk(t, 0, 0, N - 1, 1, 0, k, b);
    double *row = base + (b[0] + m.goff + m.sbase);   /* contiguous: hoisted offset */
    for (long long i = 0; i < c; i++) row[i] = 1.0;
    count += c;
  }
  double sum = 0;
  for (long long i = 0; i < m.lsize; i++) sum += base[m.sbase + m.goff + m.first + i];
  xmp_rt_reduce(NULL, &sum, 1, XMP_RT_DOUBLE, XMP_RT_SUM, "rss.c:44");
  xmp_rt_reduce(NULL, &count, 1, XMP_RT_LLONG, XMP_RT_SUM, "rss.c:45");
  long hwm = vmhwm_kib();
  int ok = sum == (double)N && count == N && hwm > 0 && hwm <= 629146; /* 0.6 GiB in KiB */
  printf("node %d: lsize=%lld VmHWM=%ld KiB sum=%.0f count=%lld\n", me, m.lsize, hwm, sum, count);
  xmp_rt_array_free(a, "rss.c:49");
  xmp_rt_template_free(t);
  if (ok) printf("node %d: rss ok\n", me);
  return !ok;
}

int main(int argc, char **argv) { return xmp_rt_main(argc, argv, user_main, 0); }
