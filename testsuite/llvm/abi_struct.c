// x86-64 System V struct passing, as clang lowers it: small integer structs in i64 registers,
// mixed {i64,double} pairs, {float,float} in one SSE register, large structs byval and
// returned through sret.
// RUN: %xmpcc -O2 -S -emit-llvm -o - %s | FileCheck %s

struct s8 { int a, b; };
struct s16 { long a; double b; };
struct ff { float x, y; };
struct dd { double a, b; };
struct big { long v[5]; };
struct c3 { char c[3]; };

struct s8 f8(struct s8 x) { x.a++; return x; }
// CHECK-LABEL: define {{.*}}i64 @f8(i64

struct s16 f16(struct s16 x) { x.a++; return x; }
// CHECK-LABEL: define {{.*}}{ i64, double } @f16(i64 {{[^,]*}}, double

struct ff fff(struct ff v) { return (struct ff){v.y, v.x}; }
// CHECK-LABEL: define {{.*}}{{<2 x float>|double}} @fff({{<2 x float>|double}}

struct dd fdd(struct dd v) { v.a += 1; return v; }
// CHECK-LABEL: define {{.*}}{ double, double } @fdd(double {{[^,]*}}, double

struct big fbig(struct big x) { x.v[0]++; return x; }
// CHECK-LABEL: define {{.*}}void @fbig(ptr {{.*}}sret({{.*}}) {{.*}}, ptr {{.*}}byval({{.*}})

struct c3 fc3(struct c3 v) { v.c[0] = 'x'; return v; }
// CHECK-LABEL: define {{.*}}i24 @fc3(i24

long use(void) {
  struct big b = {{1, 2, 3, 4, 5}};
  struct big r = fbig(b);
  struct s8 s = f8((struct s8){1, 2});
  return r.v[0] + s.a;
}
// CHECK-LABEL: define {{.*}}@use(
