// post and wait: node references in both notations, optional tag.
// RUN: %xmpcc -ast-dump %s | FileCheck %s

#pragma xmp nodes pp[2]

void handshake(int me) {
  if (me == 0) {
#pragma xmp post (pp[1], 42)
// CHECK: XmpPost node=pp[1] (bracket) tag=42{{$}}
  } else {
#pragma xmp wait (pp[0], 42)
// CHECK: XmpWait node=pp[0] (bracket) tag=42{{$}}
#pragma xmp wait (pp(1))
// CHECK: XmpWait node=pp(1) (paren){{$}}
#pragma xmp wait
// CHECK: XmpWait{{$}}
  }
}
