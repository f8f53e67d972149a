// The second unit of extern_array.c: no main. It defines `b` and `dyn` (this unit creates
// and allocates them), declares the main unit's `a` extern with the same mapping, and
// declares its own file-scope template `tl` with a cyclic array used only here.
#include <xmp.h>
#define N 29
#define M 11
#pragma xmp nodes p[*]
#pragma xmp template t[N]
#pragma xmp distribute t[block] onto p
#pragma xmp template t2[M][N]
#pragma xmp distribute t2[*][cyclic(2)] onto p
extern double a[N];
#pragma xmp align a[i] with t[i]
#pragma xmp shadow a[1]
long b[M][N];
#pragma xmp align b[j][i] with t2[j][i]
#pragma xmp template tl[N]
#pragma xmp distribute tl[cyclic] onto p
int c[N];
#pragma xmp align c[i] with tl[i]
double *dyn;
#pragma xmp align dyn[i] with t[i]

/* Fills a (defined in the main unit) and b (defined here) with global indices. */
void lib_fill(void) {
  int i, j;
#pragma xmp loop on t[i]
  for (i = 0; i < N; i++) a[i] = 2.0 * i + 1;
#pragma xmp loop (j, i) on t2[j][i]
  for (j = 0; j < M; j++)
    for (i = 0; i < N; i++) b[j][i] = 100L * j + i;
}

/* Sum over a, computed here; c lives only in this unit. */
double lib_sum_a(void) {
  double s = 0;
  int i;
#pragma xmp loop on tl[i]
  for (i = 0; i < N; i++) c[i] = i * i;
#pragma xmp loop on t[i] reduction(+ : s)
  for (i = 0; i < N; i++) s += a[i];
  return s;
}

long lib_sum_c(void) {
  long s = 0;
  int i;
#pragma xmp loop on tl[i] reduction(+ : s)
  for (i = 0; i < N; i++) s += c[i];
  return s;
}

/* The local block size of a as this unit's descriptor symbol sees it. */
int lib_lsize_a(void) {
  int n = -1;
  xmp_array_lsize(xmp_desc_of(a), 1, &n);
  return n;
}
