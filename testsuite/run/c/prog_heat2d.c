// Differential test: a small program: explicit 2-D heat diffusion on a heap-allocated pointer-to-VLA grid with fixed boundaries, double buffering by swapping pointers, convergence test and a printed coarse field
// Built by clang-22 and by xmp-clang; stdout and exit status must match.
// RUN: %clang -O2 -w %s -o %t.ref -lm
// RUN: sh -c '%t.ref; echo "exit=$?"' > %t.expected
// RUN: %xmpcc -O2 %s -o %t -lm
// RUN: sh -c '%t; echo "exit=$?"' > %t.out
// RUN: diff %t.expected %t.out
// RUN: %xmpcc -O0 %s -o %t.O0 -lm
// RUN: sh -c '%t.O0; echo "exit=$?"' > %t.O0.out
// RUN: diff %t.expected %t.O0.out

#include <stdio.h>
#include <stdlib.h>
#include <math.h>

int main(int argc, char **argv) {
  (void)argv;
  int n = 30 + argc;                     /* 31 at run time: a VLA type */
  double (*u)[n] = malloc(sizeof(double[n][n]));
  double (*v)[n] = malloc(sizeof(double[n][n]));
  if (!u || !v) return 1;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) u[i][j] = v[i][j] = (i == 0) ? 100.0 : (j == n - 1 ? 50.0 : 0.0);
  int it;
  double delta = 0;
  for (it = 0; it < 5000; it++) {
    delta = 0;
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++) {
        v[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]);
        delta = fmax(delta, fabs(v[i][j] - u[i][j]));
      }
    double (*t)[n] = u;                  /* swap buffers */
    u = v;
    v = t;
    if (delta < 1e-4) break;
  }
  printf("iterations=%d converged=%d\n", it, delta < 1e-4);
  for (int i = 0; i < n; i += 6) {
    for (int j = 0; j < n; j += 6) printf("%7.2f", u[i][j]);
    printf("\n");
  }
  double total = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) total += u[i][j];
  printf("total=%.4f\n", total);
  free(u);
  free(v);
  return it % 256;
}
