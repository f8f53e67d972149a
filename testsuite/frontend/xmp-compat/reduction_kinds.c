// Reduction kinds spelt as in code written for the reference implementation (upper case,
// named operators) are accepted with a -Wxmp-compat warning that shows the standard spelling.
// RUN: %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
#pragma xmp nodes p[*]
#pragma xmp template t[100]
#pragma xmp distribute t[block] onto p

void f(void) {
  int mx = 0, mn = 0, s = 0, b = 0, bi = 0, l = 0;
  double pr = 1;
// CHECK: reduction_kinds.c:[[@LINE+1]]:40: warning: reduction kind 'MAX' is not XMP/C; the standard spelling is 'max' [-Wxmp-compat]
#pragma xmp loop (i) on t[i] reduction(MAX: mx) reduction(min: mn)
  for (int i = 0; i < 100; i++) {
    mx = i > mx ? i : mx;
    mn = i < mn ? i : mn;
  }
// CHECK: reduction_kinds.c:[[@LINE+1]]:40: warning: reduction kind 'FIRSTMAX' is not XMP/C; the standard spelling is 'firstmax' [-Wxmp-compat]
#pragma xmp loop (i) on t[i] reduction(FIRSTMAX: b / bi /)
  for (int i = 0; i < 100; i++)
    if (i > b) {
      b = i;
      bi = i;
    }
// CHECK: reduction_kinds.c:[[@LINE+1]]:23: warning: reduction kind 'MIN' is not XMP/C; the standard spelling is 'min' [-Wxmp-compat]
#pragma xmp reduction(MIN: mn)
// CHECK: reduction_kinds.c:[[@LINE+1]]:23: warning: reduction kind 'PLUS' is not XMP/C; the standard spelling is '+' [-Wxmp-compat]
#pragma xmp reduction(PLUS: s)
// CHECK: reduction_kinds.c:[[@LINE+1]]:23: warning: reduction kind 'Prod' is not XMP/C; the standard spelling is '*' [-Wxmp-compat]
#pragma xmp reduction(Prod: pr)
// CHECK: reduction_kinds.c:[[@LINE+1]]:23: warning: reduction kind 'BOR' is not XMP/C; the standard spelling is '|' [-Wxmp-compat]
#pragma xmp reduction(BOR: b)
// CHECK: reduction_kinds.c:[[@LINE+1]]:23: warning: reduction kind 'LAND' is not XMP/C; the standard spelling is '&&' [-Wxmp-compat]
#pragma xmp reduction(LAND: l)
}
