// Compile errors of the coarray and image directives (reference 9.8), with line and column.
// RUN: not %xmpcc -c %s -o /dev/null 2>&1 | FileCheck %s
#include <xmp.h>

#pragma xmp nodes p[*]
int a:[*];
int plain;
// CHECK-DAG: directive_errors.c:[[@LINE+1]]:24: error: 'zz' is not a node array
#pragma xmp coarray on zz :: a
// CHECK-DAG: directive_errors.c:[[@LINE+1]]:29: error: 'plain' in a coarray directive is not a coarray
#pragma xmp coarray on p :: plain
#pragma xmp coarray on p :: a
// CHECK-DAG: directive_errors.c:[[@LINE+1]]:29: error: coarray 'a' appears in more than one coarray directive
#pragma xmp coarray on p :: a

int main(void) {
  int x = 0;
  // CHECK-DAG: directive_errors.c:[[@LINE+1]]:31: error: XMP feature 'coarray directive outside the scope that declares 'a'' is not supported yet
  #pragma xmp coarray on p :: a
  // CHECK-DAG: directive_errors.c:[[@LINE+2]]:3: error: the statement after 'image' must be a call of xmp_sync_all, xmp_sync_images, xmp_sync_image or xmp_sync_images_all
#pragma xmp image(p)
  x = 1;
  // CHECK-DAG: directive_errors.c:[[@LINE+1]]:19: error: 'x' is not a node array
#pragma xmp image(x)
  xmp_sync_all(NULL);
  {
    // CHECK-DAG: directive_errors.c:[[@LINE+1]]:1: error: image must be followed by an image-control call
#pragma xmp image(p)
  }
  return x;
}
