// Array subscripts and member accesses become inbounds GEPs.
// RUN: %xmpcc -O0 -S -emit-llvm -o - %s | FileCheck %s
// RUN: %xmpcc -O2 -S -emit-llvm -o - %s | FileCheck %s

int elem(int *a, long i) { return a[i]; }
// CHECK-LABEL: @elem(
// CHECK: getelementptr inbounds
// CHECK: ret i32

struct rec { int x; double y[4]; };
double member(struct rec *r, int k) { return r->y[k]; }
// CHECK-LABEL: @member(
// CHECK: getelementptr inbounds
// CHECK: ret double

int grid[8][8];
int global2d(int i, int j) { return grid[i][j]; }
// CHECK-LABEL: @global2d(
// CHECK: getelementptr inbounds
// CHECK: ret i32
