// coarray directive: 'coarray on p :: names'.
// RUN: %xmpcc -ast-dump %s | FileCheck %s

#pragma xmp nodes q[4]
/* Coarray declarations ('double a[10]:[*];') are C-parser features; plain ones keep this
   test about the directive. */
double a[10], b;
#pragma xmp coarray on q :: a, b
// CHECK: XmpCoarray on=q names=(a, b){{$}}
