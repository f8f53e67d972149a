// Sema of run-time extents at file scope: a template extent may be any integer expression
// (evaluated at program start); an array declared with a non-constant size is accepted only
// when it is aligned, with a -Wxmp-compat warning (not C); otherwise it stays the C error (reported at the end of the unit, when no align came).
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=panicked --implicit-check-not=error: --implicit-check-not=warning:
int n = 8;
double x = 2.5;
#pragma xmp nodes p[*]
#pragma xmp template t[n]
#pragma xmp distribute t[block] onto p
// CHECK-DAG: {{.*}}runtime_extents.c:[[@LINE+1]]:24: error: expression of type 'double' is not an integer
#pragma xmp template u[x]
double a[n][n + 1];
// CHECK-DAG: {{.*}}runtime_extents.c:[[@LINE+1]]:19: warning: file-scope array 'a' has a non-constant size, which is not C; its extents are evaluated when the program starts (standard XMP: an aligned pointer allocated by xmp_malloc) [-Wxmp-compat]
#pragma xmp align a[i][*] with t[i]
// CHECK-DAG: {{.*}}runtime_extents.c:[[@LINE+1]]:10: error: variable length array declaration not allowed at file scope
double b[n];
// CHECK-DAG: {{.*}}runtime_extents.c:[[@LINE+1]]:17: error: variable length array declaration not allowed at file scope
typedef long vt[n];
// CHECK-DAG: {{.*}}runtime_extents.c:[[@LINE+1]]:7: error: variable length array declaration not allowed at file scope
int c[n] = {1};
// CHECK-DAG: {{.*}}runtime_extents.c:[[@LINE+1]]:14: error: variable length array declaration not allowed at file scope
extern int e[n];

int main(void) {
  int k = n;
  double h[k];
  /* A variable-length array in a loop's reduction clause is accepted
     (run/xmp-compat/reduction_locations.c). */
#pragma xmp loop on t[i] reduction(+ : h)
  for (int i = 0; i < k; i++) h[i] += i;
  return 0;
}
