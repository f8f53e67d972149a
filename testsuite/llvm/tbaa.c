// Type-based alias information: loads and stores carry !tbaa, and a store through a float*
// cannot clobber an int, so -O2 forwards the stored value.
// RUN: %xmpcc -O2 -S -emit-llvm -o - %s | FileCheck %s

int int_vs_float(int *p, float *q) {
  *p = 1;
  *q = 2.0f;
  return *p;
}
// CHECK-LABEL: define {{.*}}@int_vs_float(
// CHECK: store i32 1, ptr {{.*}}!tbaa
// CHECK: store float {{.*}}!tbaa
// CHECK: ret i32 1

long long_vs_short(long *p, short *q, long v) {
  *p = v;
  *q = 3;
  return *p;
}
// CHECK-LABEL: define {{.*}}@long_vs_short(
// CHECK-NOT: load i64
// CHECK: ret i64

int char_may_alias(int *p, char *c) {
  *p = 1;
  *c = 2;
  return *p;
}
// char may alias anything: the load must stay.
// CHECK-LABEL: define {{.*}}@char_may_alias(
// CHECK: load i32, ptr {{.*}}!tbaa
// CHECK: ret i32

struct pair { int a; float b; };
int struct_fields(struct pair *s, float *f) {
  s->a = 5;
  *f = 1.0f;
  return s->a;
}
// CHECK-LABEL: define {{.*}}@struct_fields(
// CHECK: ret i32 5
