// XIR of template references in `on`/`from` clauses: one inclusive index range and step per
// template dimension (C order, user indices), from an index, a `lo:len:step` triplet, the
// legacy `lower:upper` form and a bare name (every index).
// RUN: %xmpcc -emit-xir %s -o - | FileCheck %s
#pragma xmp nodes p[*]
#pragma xmp template t[10][8]
#pragma xmp distribute t[block][*] onto p
#pragma xmp template f(1:10)
#pragma xmp distribute f(block) onto p
int main(void) {
  int x = 0, k = 3;
// CHECK: xmp.task on t[(load (local %1 k))..=(load (local %1 k)):(const.i32 1)][(const.i32 2)..={{.*}}:(const.i32 2)] {
#pragma xmp task on t[k][2:3:2]
  x = 1;
// CHECK: xmp.barrier on f[(const.i32 2)..=(const.i32 5):(const.i32 1)]
#pragma xmp barrier on f(2:5)
// CHECK: xmp.bcast ((local %0 x)) from t[(const.i32 9)..=(const.i32 9):(const.i32 1)][(const.i32 0)..=(const.i32 0):(const.i32 1)] on t[(const.i32 0)..=(const.i32 9):(const.i32 1)][(const.i32 0)..=(const.i32 7):(const.i32 1)]
#pragma xmp bcast (x) from t[9][0] on t
  return x;
}
