// Sema of gblock and template_fix (reference 4.3, 4.6): mapping arrays that are not int
// arrays, fixing a template that is visibly fixed already, format lists that differ from the
// distribute, missing maps and extents, and arrays aligned with templates that only
// template_fix completes.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=panicked
#pragma xmp nodes p[4]
#pragma xmp template t[16]
#pragma xmp distribute t[block] onto p
#pragma xmp template tu[:]
#pragma xmp distribute tu[block] onto p
#pragma xmp template ts[:]
#pragma xmp distribute ts[gblock(*)] onto p
#pragma xmp template tg[16]
double dm[4];
int im[4] = {4, 4, 4, 4};
// CHECK: {{.*}}template_fix.c:[[@LINE+1]]:34: error: gblock mapping array 'dm' must be a one-dimensional 'int' array, not 'double[4]'
#pragma xmp distribute tg[gblock(dm)] onto p
#pragma xmp template tg2[16]
#pragma xmp distribute tg2[gblock(im)] onto p
double a[16];
// CHECK: {{.*}}template_fix.c:[[@LINE+2]]:19: error: array 'a' is aligned with template 'tu', which is fixed only by template_fix; such an array must be a pointer allocated by xmp_malloc
// CHECK: {{.*}}template_fix.c:9:22: note: 'tu' is declared here
#pragma xmp align a[i] with tu[i]
// CHECK: {{.*}}template_fix.c:[[@LINE+1]]:1: error: XMP directive 'template_fix' must appear in a statement position, not at file scope
#pragma xmp template_fix tu[10]

int main(void) {
  int n = 10, m[4] = {1, 2, 3, 4};
// CHECK: {{.*}}template_fix.c:[[@LINE+2]]:1: error: template_fix of template 't', which is already fixed (declared with extents and no gblock(*))
// CHECK: {{.*}}template_fix.c:7:22: note: 't' is declared here
#pragma xmp template_fix t[16]
// CHECK: {{.*}}template_fix.c:[[@LINE+1]]:1: error: template_fix of template 'tu', declared with ':', must give its extents
#pragma xmp template_fix[block] tu
// CHECK: {{.*}}template_fix.c:[[@LINE+1]]:26: error: template_fix format of dimension 0 differs from the distribute of template 'tu' (only gblock(*) may become gblock(m))
#pragma xmp template_fix[cyclic] tu[n]
// CHECK: {{.*}}template_fix.c:[[@LINE+1]]:1: error: template_fix must give the gblock mapping array of dimension 0 of template 'ts' (distributed with gblock(*))
#pragma xmp template_fix ts[n]
// CHECK: {{.*}}template_fix.c:[[@LINE+1]]:33: error: use of undeclared identifier 'nomap'
#pragma xmp template_fix[gblock(nomap)] ts[n]
// CHECK: {{.*}}template_fix.c:[[@LINE+1]]:26: error: use of undeclared template 'nosuch'
#pragma xmp template_fix nosuch[n]
// CHECK: {{.*}}template_fix.c:[[@LINE+1]]:21: error: XMP feature 'template reference to a template declared with `:`' is not supported yet
#pragma xmp task on tu[0]
  n++;
#pragma xmp template_fix[gblock(m)] ts[n]
  return 0;
}

// Fixing a template twice in straight-line code of one block is visible (issue 4); inside a
// loop or after a branch it is left to the runtime check (run/xmp-gv/template_fix_twice.c).
void refix(int n) {
#pragma xmp template tv[:]
#pragma xmp distribute tv[block] onto p
#pragma xmp template_fix tv[n]
  n++;
// CHECK: {{.*}}template_fix.c:[[@LINE+2]]:1: error: template_fix of template 'tv', which the template_fix before it in this block has already fixed
// CHECK: {{.*}}template_fix.c:[[@LINE-3]]:1: note: fixed here
#pragma xmp template_fix tv[n]
  if (n) n++;
#pragma xmp template_fix tv[n]
}
