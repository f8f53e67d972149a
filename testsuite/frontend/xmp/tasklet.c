// Draft XMP 2.0 tasklet directives (reference 15).
// RUN: %xmpcc -ast-dump %s | FileCheck %s

#pragma xmp nodes p[4]
#pragma xmp template t[64]
double a[64], b[64], x;

void tl(int i) {
#pragma xmp tasklets on p
  {
#pragma xmp tasklet on t[i] in(a[i], b) out(x) pro_wait epi_post(p[1], 3)
    x = a[i];
#pragma xmp tasklet remote_in(*, p[0], 1) accept_remote_out(x, p[2])
    x = 1;
#pragma xmp taskletyield
#pragma xmp tasklet reflect (a) width(1) orthogonal on p[0]
#pragma xmp tasklet gmove on p
    a[0:8] = b[0:8];
#pragma xmp tasklet bcast (x) from p[0] on p
#pragma xmp tasklet reduction (+:x) on p
#pragma xmp tasklet reduce_shadow (a) on p
#pragma xmp taskletwait
  }
}
// CHECK: XmpTasklets on=p{{$}}
// CHECK: XmpTasklet on=t[i] (bracket){{$}}
// CHECK-NEXT: Depend in vars=(a[i], b){{$}}
// CHECK-NEXT: Depend out vars=(x){{$}}
// CHECK-NEXT: Depend pro_wait{{$}}
// CHECK-NEXT: Depend epi_post node=p[1] (bracket) tag=3{{$}}
// CHECK: XmpTasklet{{$}}
// CHECK-NEXT: Depend remote_in node=p[0] (bracket) tag=1{{$}}
// CHECK-NEXT: Depend accept_remote_out vars=(x) node=p[2] (bracket){{$}}
// CHECK: XmpTaskletYield
// CHECK: XmpTaskletComm
// CHECK-NEXT: XmpReflect arrays=(a) width=(1) orthogonal on=p[0] (bracket){{$}}
// CHECK: XmpTaskletComm
// CHECK-NEXT: XmpGmove mode=collective on=p{{$}}
// CHECK: XmpTaskletComm
// CHECK-NEXT: XmpBcast vars=(x) from=p[0] (bracket) on=p{{$}}
// CHECK: XmpTaskletComm
// CHECK-NEXT: XmpReduction + vars=(x) on=p{{$}}
// CHECK: XmpTaskletComm
// CHECK-NEXT: XmpReduceShadow arrays=(a) on=p{{$}}
// CHECK: XmpTaskletWait
