// XIR of nodes declarations: canonical C order (legacy forms reversed, 1-based subscripts
// rebased, inclusive triplets turned into lengths), '*' extents, subarrays, block scope.
// RUN: %xmpcc -emit-xir %s | FileCheck %s
#include <xmp.h>
// CHECK: xmp runtime nodes_required 8 user_main @main
// CHECK: nodes #0 p[(const.i32 8)] = entire
#pragma xmp nodes p[8]
// CHECK: nodes #1 g[*][(const.i32 2)] = entire
#pragma xmp nodes g(2,*)
// CHECK: nodes #2 q[(const.i32 4)] = p[(const.i32 4):(const.i32 4):(const.i32 1)]
#pragma xmp nodes q[4] = p[4:4]
// CHECK: nodes #3 lq[(const.i32 4)] = p[(const.i32 4):(const.i32 4):(const.i32 1)]
#pragma xmp nodes lq(4) = p(5:8)
// CHECK: nodes #4 ev[(const.i32 4)] = p[(const.i32 0):(const.i32 4):(const.i32 2)]
#pragma xmp nodes ev[4] = p[0:4:2]
// CHECK: nodes #5 row[(const.i32 2)] = g[*][(const.i32 0)::(const.i32 1)]
#pragma xmp nodes row[2] = g[*][:]
// CHECK: nodes #6 blk[(const.i32 2)][(const.i32 4)] = p
#pragma xmp nodes blk[2][4] = p
// CHECK: nodes #7 me[*] = * in @f handle %[[H:[0-9]+]]
// CHECK: nodes #8 loc[(load (local %0 n))] = me in @f handle %{{[0-9]+}}

// CHECK-LABEL: func @f(
// CHECK: %[[H]] local ".xmp.nodes.me" : void *
// CHECK: xmp.nodes_decl #7 me
// CHECK: xmp.nodes_decl #8 loc
void f(int n) {
#pragma xmp nodes me[*] = *
#pragma xmp nodes loc[n] = me
}

// The user's main keeps its name; its symbol is renamed for the wrapper.
// CHECK-LABEL: func @main() -> int asm "__xmp_user_main" external
int main(void) {
  f(1);
  return 0;
}
