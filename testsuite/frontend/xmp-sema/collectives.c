// Sema of reduction and bcast variables: types, operators, qualifiers.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=panicked
#pragma xmp nodes p[*]
#pragma xmp nodes p2[4] = p[0:4]
struct S { int a; } st;

int main(void) {
  int x = 0, *ptr = &x;
  double d = 1;
  double _Complex z = 0;
  const int k = 1;
  __int128 big = 0;
// CHECK: {{.*}}collectives.c:[[@LINE+1]]:26: error: reduction variable 'st' has non-arithmetic type 'struct S'
#pragma xmp reduction (+:st)
// CHECK: {{.*}}collectives.c:[[@LINE+1]]:26: error: invalid reduction operator '&' for variable 'd' of floating type 'double'
#pragma xmp reduction (&:d)
// CHECK: {{.*}}collectives.c:[[@LINE+1]]:26: error: invalid reduction operator '^' for variable 'd' of floating type 'double'
#pragma xmp reduction (^:d)
// CHECK: {{.*}}collectives.c:[[@LINE+1]]:28: error: invalid reduction operator 'max' for variable 'z' of complex type '_Complex double'
#pragma xmp reduction (max:z)
// CHECK: {{.*}}collectives.c:[[@LINE+1]]:28: error: reduction variable 'ptr' has non-arithmetic type 'int *'
#pragma xmp reduction (min:ptr)
// CHECK: {{.*}}collectives.c:[[@LINE+1]]:26: error: cannot reduce into const-qualified variable 'k'
#pragma xmp reduction (+:k)
// CHECK: {{.*}}collectives.c:[[@LINE+1]]:26: error: reduction of 128-bit integer variable 'big' is not supported yet
#pragma xmp reduction (+:big)
// CHECK: {{.*}}collectives.c:[[@LINE+1]]:26: error: use of undeclared identifier 'nosuch'
#pragma xmp reduction (+:nosuch)
// CHECK: {{.*}}collectives.c:[[@LINE+1]]:20: error: node array 'p' cannot be a bcast variable
#pragma xmp bcast (p)
// CHECK: {{.*}}collectives.c:[[@LINE+1]]:20: error: cannot broadcast into const-qualified variable 'k'
#pragma xmp bcast (k)
// CHECK: {{.*}}collectives.c:[[@LINE+1]]:29: error: expression of type 'double' is not an integer
#pragma xmp bcast (x) async(d)
// CHECK: {{.*}}collectives.c:[[@LINE+1]]:20: error: 'main' is not a variable
#pragma xmp bcast (main)
// CHECK: {{.*}}collectives.c:[[@LINE+1]]:28: error: the source of bcast must be one node, but this reference names 2
#pragma xmp bcast (x) from p2[0:2]
// `acc` (XcalableACC device copies) means host memory on a host build: no error.
// CHECK-NOT: 'acc' clause
#pragma xmp barrier acc
  return 0;
}
