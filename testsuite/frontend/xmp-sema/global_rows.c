// A global array with fewer subscripts than its rank (`a[i]` of a rank-2 array) is the local
// address of its first element (reference 2.4); C pointer arithmetic along the row is right
// only where the row is whole on the node, so a row whose trailing dimension is distributed
// is an error (run/xmp-gv/global_rows.c runs the valid forms).
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=panicked --implicit-check-not=error:
#pragma xmp nodes p[4]
#pragma xmp template t[8][8]
#pragma xmp distribute t[*][block] onto p
double a[8][8];
#pragma xmp align a[i][j] with t[i][j]
#pragma xmp template t1[8]
#pragma xmp distribute t1[block] onto p
double b[8][8];
#pragma xmp align b[i][*] with t1[i]
int c[8][8][8];
#pragma xmp align c[i][j][*] with t[i][j]
void f(double *);
void g(int *);

int main(void) {
  int i = 1;
  // CHECK: {{.*}}global_rows.c:[[@LINE+1]]:5: error: 'a' with 1 of its 2 subscripts is not a local row: dimension 1 is distributed; write every subscript
  f(a[i]);
  f(b[i]);
  return 0;
}

int h(int i) {
  double (*pb)[8] = &b[i];
  g(c[i][0]);
  // CHECK: {{.*}}global_rows.c:[[@LINE+1]]:6: error: 'c' with 1 of its 3 subscripts is not a local row: dimension 1 is distributed; write every subscript
  g(*c[i]);
  return pb != 0;
}
