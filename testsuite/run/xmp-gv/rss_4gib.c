// A 4 GiB global array (2^29 doubles) block-distributed over 8 nodes: every node writes all
// of its block (512 MiB) and checks its own peak resident set (VmHWM in /proc/self/status)
// stays at most 0.6 GiB, so no node allocates (or touches) more than its block. Only the
// shm transport: 8 nodes exceed the mpi test limit of 4.
// RUN: %if !transport-mpi %{ %xmpcc -O2 %s -o %t %}
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t | FileCheck %s --implicit-check-not=FAIL %}
// CHECK: PASS rss
// CHECK: PASS values
#include <stdio.h>
#include <string.h>
#include <xmp.h>

#define N (1L << 29)
#pragma xmp nodes p[8]
#pragma xmp template t[N]
#pragma xmp distribute t[block] onto p
double big[N];
#pragma xmp align big[i] with t[i]

static long vmhwm_kib(void) {
  char line[256];
  long v = -1;
  FILE *f = fopen("/proc/self/status", "r");
  if (!f) return -1;
  while (fgets(line, sizeof line, f))
    if (strncmp(line, "VmHWM:", 6) == 0) sscanf(line + 6, "%ld", &v);
  fclose(f);
  return v;
}

int main(void) {
  long i;
  int bad = 0, rssbad;
  double s = 0;
#pragma xmp loop on t[i]
  for (i = 0; i < N; i++) big[i] = (double)(i & 1023);
#pragma xmp loop on t[i] reduction(+:s)
  for (i = 0; i < N; i += 4096) s += big[i];
  long hwm = vmhwm_kib();
  rssbad = hwm < 0 || hwm > 629146; /* 0.6 GiB in KiB */
  if (rssbad) printf("node %d: VmHWM %ld KiB\n", xmp_node_num(), hwm);
  /* Every sampled index is a multiple of 4096, so each value is 0 (i & 1023 == 0). */
  bad = s != 0;
  s = 0;
#pragma xmp loop on t[i] reduction(+:s)
  for (i = 1; i < N; i += 1024 * 1024) s += big[i];
  bad += s != 1.0 * (N / (1024 * 1024));
#pragma xmp reduction(+ : rssbad, bad)
  if (xmp_node_num() == 1) {
    printf("%s rss\n", rssbad ? "FAIL" : "PASS");
    printf("%s values\n", bad ? "FAIL" : "PASS");
  }
  return 0;
}
