// bcast: from and on clauses (node and template references), async, acc.
// RUN: %xmpcc -ast-dump %s | FileCheck %s

#pragma xmp nodes pb[8]
#pragma xmp template t[64]

void share(int k) {
  double coef = 0;
  int cfg[3];
#pragma xmp bcast (coef)
// CHECK: XmpBcast vars=(coef){{$}}
#pragma xmp bcast (cfg) from pb[5] on pb[4:4]
// CHECK: XmpBcast vars=(cfg) from=pb[5] (bracket) on=pb[4:4] (bracket){{$}}
#pragma xmp bcast (coef, cfg) from t[k] async(2) acc
// CHECK: XmpBcast vars=(coef, cfg) from=t[k] (bracket) async=2 acc{{$}}
}
