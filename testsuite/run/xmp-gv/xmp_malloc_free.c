// free() of xmp_malloc'd storage (accepted by the reference implementation): the compiler
// sees that the pointer is an aligned array and releases the runtime's storage instead of
// handing the local block to the C library. 40 rounds of allocate / use / free of 2 MiB
// arrays fit a 16 MiB heap only when free releases them; a file-scope pointer, a
// block-scope one (freed through a `void *` cast) and a pointer to rows.
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %xmpcc -O2 %s -o %t.O2
// RUN: env XMP_HEAP_MIB=16 %xmprun -n 1 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: env XMP_HEAP_MIB=16 %xmprun -n 2 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: env XMP_HEAP_MIB=16 %xmprun -n 3 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ env XMP_HEAP_MIB=16 %xmprun -n 8 %t.O2 | FileCheck %s --implicit-check-not=FAIL %}
// CHECK: OK rounds
#include <stdio.h>
#include <stdlib.h>
#include <xmp.h>

#define N (1 << 18)
#define R (1 << 13)
#define C 32

#pragma xmp nodes p[*]
#pragma xmp template t[N]
#pragma xmp distribute t[block] onto p
#pragma xmp template tr[R]
#pragma xmp distribute tr[block] onto p
double *a;
#pragma xmp align a[i] with t[i]

int main(void) {
  int k, i, j, err = 0;
  long *b;
#pragma xmp align b[i] with t[i]
  double (*m)[C];
#pragma xmp align m[i][*] with tr[i]
  for (k = 0; k < 40; k++) {
    a = (double *)xmp_malloc(xmp_desc_of(a), N);
    b = (long *)xmp_malloc(xmp_desc_of(b), N);
    m = (double (*)[C])xmp_malloc(xmp_desc_of(m), R, C);
#pragma xmp loop on t[i]
    for (i = 0; i < N; i++) { a[i] = i + k; b[i] = 2 * i - k; }
#pragma xmp loop on tr[i]
    for (i = 0; i < R; i++)
      for (j = 0; j < C; j++) m[i][j] = i * C + j + k;
    double s = 0;
    long sb = 0;
#pragma xmp loop on t[i] reduction(+ : s, sb)
    for (i = 0; i < N; i++) { s += a[i]; sb += b[i]; }
    double sm = 0;
#pragma xmp loop on tr[i] reduction(+ : sm)
    for (i = 0; i < R; i++)
      for (j = 0; j < C; j++) sm += m[i][j];
    double n = N, rc = (double)R * C;
    err += s != n * (n - 1) / 2 + n * k;
    err += sb != (long)N * (N - 1) - (long)N * k;
    err += sm != rc * (rc - 1) / 2 + rc * k;
    free(a);
    free((void *)b);
    free(m);
  }
  if (xmpc_node_num() == 0) printf("%s rounds\n", err ? "FAIL" : "OK");
  return 0;
}
