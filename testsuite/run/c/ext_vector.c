// clang's ext_vector_type vectors: lane names (.x .y .z .w, .r.. .a, .s0...sF, .hi .lo .even
// .odd and combinations) read and assigned (one lane and several, `op=` included), scalars
// splatted in operators and casts, comparisons giving ext vectors of int lanes, sizes; the
// output equals clang-22's at -O0 and -O2.
// RUN: %clang -O2 -w %s -o %t.ref
// RUN: %t.ref > %t.expected
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %t.O0 > %t.O0.out
// RUN: diff %t.expected %t.O0.out
// RUN: %xmpcc -O2 %s -o %t
// RUN: %t > %t.out
// RUN: diff %t.expected %t.out
// RUN: FileCheck %s < %t.out
// CHECK: c.xy=e 4 6 7 9
// CHECK: a.yx+= 103.5 3.5 103 3
// CHECK: f 10.5 size 16 8

#include <stdio.h>
typedef float float4 __attribute__((ext_vector_type(4)));
typedef int int4 __attribute__((ext_vector_type(4)));
typedef float float2 __attribute__((ext_vector_type(2)));
typedef float float8 __attribute__((ext_vector_type(8)));
typedef unsigned char uchar16 __attribute__((ext_vector_type(16)));
typedef double double2 __attribute__((ext_vector_type(2)));

static void pf(const char *s, float4 v) { printf("%s %g %g %g %g\n", s, v.x, v.y, v.z, v.w); }

int main(void) {
  float4 a = {1, 2, 3, 4};
  int4 b = {10, -20, 30, -40};
  float4 c = a * 2.0 + 1;
  pf("c", c);
  int4 d = b + 3;
  printf("d %d %d %d %d\n", d.x, d.y, d.z, d.w);
  float2 e = a.xy + a.zw;
  printf("e %g %g\n", e.x, e.y);
  c.xy = e;
  pf("c.xy=e", c);
  c.s3 = 7;
  c.r = -1;
  pf("c.s3", c);
  float8 g = (float8)(1.5f);
  g.s7 = 9;
  g.hi = g.lo * 3;
  printf("g %g %g %g %g %g %g %g %g\n", g.s0, g.s1, g.s2, g.s3, g.s4, g.s5, g.s6, g.s7);
  a.lo = a.hi;
  pf("a.lo=a.hi", a);
  a.odd = a.even + 100;
  pf("a.odd", a);
  a.wzyx = a;
  pf("a.wzyx", a);
  a.yx += (float2)(0.5f);
  pf("a.yx+=", a);
  float4 r = c + (float4)3 + a.wzyx;
  pf("r", r);
  int4 m = a < c;
  printf("m %d %d %d %d\n", m.x, m.y, m.z, m.w);
  int4 sw = m.wwxx;
  printf("sw %d %d %d %d\n", sw.s0, sw.s1, sw.s2, sw.s3);
  uchar16 u = (uchar16)(7);
  u.sF = 1;
  u.s05 = ((uchar16)(2)).s01;
  u.even = u.odd;
  unsigned sum = 0;
  for (int i = 0; i < 16; i++) sum = sum * 3 + u[i];
  printf("u %u\n", sum);
  double2 dd = {1.25, 2.5};
  dd = dd.yx * 2;
  printf("dd %g %g\n", dd.x, dd.y);
  float f = (a.xy * a.zw).y;
  printf("f %g size %zu %zu\n", f, sizeof(float4), sizeof(a.xy));
  return 0;
}
