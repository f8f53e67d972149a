// No node materialises a whole distributed array: xmp_transpose of a 4096 x 4096 double
// array (128 MiB) block-distributed by rows on 4 nodes into one distributed by columns. Each
// node holds 32 MiB of each array (both touched before the call); its peak resident set
// (VmHWM) may grow during the call by less than an eighth of the global array (the call works
// in rounds of 2^18 elements, with buffers of a few MiB), and the result is checked on a
// sample of elements.
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmprun -n 4 %t | FileCheck %s --implicit-check-not=FAIL
// CHECK: PASS rss
// CHECK: PASS values
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <xmp.h>

#define N 4096
#pragma xmp nodes p[4]
#pragma xmp template ta[N][N]
#pragma xmp distribute ta[block][*] onto p
#pragma xmp template tx[N][N]
#pragma xmp distribute tx[*][block] onto p
double a[N][N], x[N][N];
#pragma xmp align a[i][j] with ta[i][j]
#pragma xmp align x[i][j] with tx[i][j]

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
#pragma xmp loop (i) on ta[i][*]
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) a[i][j] = i * 0.5 + j;
#pragma xmp loop (j) on tx[*][j]
  for (int j = 0; j < N; j++)
    for (int i = 0; i < N; i++) x[i][j] = 0;
  long before = vmhwm_kib();
  xmp_transpose(x[:][:], a[:][:], 0);
  long grew = vmhwm_kib() - before;
  int ok = before > 0 && grew < (long)N * N * 8 / 1024 / 8;
  if (getenv("XMP_LIB_RSS")) printf("node %d: VmHWM %ld KiB before, grew %ld KiB\n", xmpc_node_num(), before, grew);
#pragma xmp reduction (min: ok)
#pragma xmp task on p[0]
  printf("%s rss\n", ok ? "PASS" : "FAIL");
  int good = 1;
#pragma xmp loop (j) on tx[*][j]
  for (int j = 0; j < N; j++)
    for (int i = 0; i < N; i += 97) good &= x[i][j] == j * 0.5 + i;
#pragma xmp reduction (min: good)
#pragma xmp task on p[0]
  printf("%s values\n", good ? "PASS" : "FAIL");
  return 0;
}
