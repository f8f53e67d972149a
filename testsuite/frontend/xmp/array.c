// array construct: 'on' template reference with triplets.
// RUN: %xmpcc -ast-dump %s | FileCheck %s

#define N 16
#pragma xmp template tq[N][N]
#pragma xmp template tk[N]
float h[N][N];
double a[N];

int main(void) {
#pragma xmp array on tq[:][:]
  h[:][:] = 2.0f;
// CHECK: XmpArray on=tq[:][:] (bracket)
#pragma xmp array on tk[0:N]
  a[0:N] = 1.0;
// CHECK: XmpArray on=tk[0:16] (bracket)
  return 0;
}
