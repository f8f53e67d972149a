// Differential test: array parameter forms of C99: [static N], [const], [restrict], [*] in prototypes, pointer-to-VLA allocated on the heap, sizeof of a parameter array is a pointer size
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

static int sum4(const int a[static 4]) { return a[0] + a[1] + a[2] + a[3]; }
static void bump(int a[const], int n) { for (int i = 0; i < n; i++) a[i]++; }
static void add(int n, double out[restrict n], const double x[restrict n]) {
  for (int i = 0; i < n; i++) out[i] += x[i];
}
static double trace(int n, double m[*][*]);            /* [*] only in prototypes */
static double trace(int n, double m[n][n]) {
  double t = 0;
  for (int i = 0; i < n; i++) t += m[i][i];
  return t;
}
static size_t param_size(int a[10]) { return sizeof a; }  /* adjusted to int * */

int main(int argc, char **argv) {
  (void)argv;
  int v[5] = {1, 2, 3, 4, 5};
  printf("sum4=%d\n", sum4(v));
  bump(v, 5);
  printf("bumped=%d %d\n", v[0], v[4]);
  double o[3] = {1, 1, 1}, x[3] = {0.5, 1.5, 2.5};
  add(3, o, x);
  printf("add=%.1f %.1f %.1f\n", o[0], o[1], o[2]);
  int n = 3 + argc;                                     /* 4 at run time */
  double (*m)[n] = malloc(sizeof(double[n][n]));        /* heap 2-D array with runtime rows */
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) m[i][j] = i == j ? i + 1.0 : 0.25;
  printf("trace=%.2f sizeof *m=%zu\n", trace(n, m), sizeof *m);
  free(m);
  printf("param sizeof=%zu\n", param_size(v));
  return sum4(v);
}
