// Sema of node references: unknown names, rank mismatches, indices out of range (bracket and
// legacy forms), names that are not node arrays, node arrays used as values.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=panicked
#pragma xmp nodes p[6]
#pragma xmp nodes g[2][3] = p

int main(void) {
  int x = 0;
// CHECK: {{.*}}names.c:[[@LINE+1]]:21: error: use of undeclared node array 'q'
#pragma xmp task on q[0]
  x = 1;
// CHECK: {{.*}}names.c:[[@LINE+2]]:21: error: node reference to 'g' has 1 subscript but the node array has 2 dimensions
// CHECK: {{.*}}names.c:5:19: note: 'g' is declared here
#pragma xmp task on g[1]
  x = 2;
// CHECK: {{.*}}names.c:[[@LINE+1]]:23: error: node subscript 6 is out of range for subscript 1 of 'p' (extent 6)
#pragma xmp task on p[6]
  x = 3;
// g(3,2) is g[1][2]; g(4,1) is out of range in its first (fastest) subscript.
#pragma xmp task on g(3,2)
  x = 4;
// CHECK: {{.*}}names.c:[[@LINE+1]]:23: error: node subscript 4 is out of range for subscript 1 of 'g' (extent 3)
#pragma xmp task on g(4,1)
  x = 5;
// CHECK: {{.*}}names.c:[[@LINE+1]]:23: error: node section is out of range for subscript 1 of 'p' (extent 6)
#pragma xmp task on p[4:3]
  x = 6;
// CHECK: {{.*}}names.c:[[@LINE+1]]:21: error: 'x' is not a node array
#pragma xmp task on x
  x = 7;
// CHECK: {{.*}}names.c:[[@LINE+1]]:14: error: node array 'p' cannot be used in an expression
  return x + p;
}
