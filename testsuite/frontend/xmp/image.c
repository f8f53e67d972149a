// image directive: 'image (p)' before an image-control call.
// RUN: %xmpcc -ast-dump %s | FileCheck %s

#pragma xmp nodes q[4]
void xmp_sync_all(int *status);

void sync_q(void) {
#pragma xmp image (q)
  xmp_sync_all(0);
// CHECK: XmpImage nodes=q{{$}}
}
