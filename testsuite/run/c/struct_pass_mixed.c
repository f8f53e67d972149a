// Differential test: structs by value mixing integer and floating members: {float,float}, {double,int}, {int,float,int}, {double,double}, {float x4}, returned and passed, x87 long double member
// Built by clang-22 and by xmp-clang; stdout and exit status must match.
// RUN: %clang -O2 -w %s -o %t.ref -lm
// RUN: sh -c '%t.ref; echo "exit=$?"' > %t.expected
// RUN: %xmpcc -O2 %s -o %t -lm
// RUN: sh -c '%t; echo "exit=$?"' > %t.out
// RUN: diff %t.expected %t.out
// RUN: %xmpcc -O0 %s -o %t.O0 -lm
// RUN: sh -c '%t.O0; echo "exit=$?"' > %t.O0.out
// RUN: diff %t.expected %t.O0.out

#include <stdio.h>

struct ff { float x, y; };
struct di { double d; int i; };
struct ifi { int a; float f; int b; };
struct dd { double re, im; };
struct f4 { float v[4]; };
struct ld { long double x; };
struct fc { float f; char c; };

static struct ff ff_scale(struct ff p, float k) { return (struct ff){p.x * k, p.y * k}; }
static struct di di_make(double d, int i) { struct di r; r.d = d * 2; r.i = i + 1; return r; }
static double ifi_sum(struct ifi v) { return v.a + v.f + v.b; }
static struct dd cmul(struct dd a, struct dd b) {
  return (struct dd){a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re};
}
static struct f4 f4_rev(struct f4 v) { return (struct f4){{v.v[3], v.v[2], v.v[1], v.v[0]}}; }
static struct ld ld_half(struct ld v) { v.x /= 2; return v; }
static struct fc fc_bump(struct fc v) { v.f += 1; v.c++; return v; }
static double mixed_args(int a, struct dd z, float f, struct ff p, long l, struct di q) {
  return a + z.re + z.im + f + p.x + p.y + l + q.d + q.i;
}

int main(void) {
  struct ff p = ff_scale((struct ff){1.5f, -2.0f}, 3.0f);
  printf("ff=%.2f %.2f\n", p.x, p.y);
  struct di q = di_make(1.25, 41);
  printf("di=%.2f %d\n", q.d, q.i);
  printf("ifi=%.2f\n", ifi_sum((struct ifi){1, 0.5f, 2}));
  struct dd z = cmul((struct dd){1, 2}, (struct dd){3, -4});
  printf("cmul=%.1f %.1f\n", z.re, z.im);
  struct f4 r = f4_rev((struct f4){{1, 2, 3, 4}});
  printf("f4=%.0f %.0f %.0f %.0f\n", r.v[0], r.v[1], r.v[2], r.v[3]);
  struct ld h = ld_half((struct ld){3.0L});
  printf("ld=%.3Lf\n", h.x);
  struct fc f = fc_bump((struct fc){2.5f, 'a'});
  printf("fc=%.1f %c\n", f.f, f.c);
  printf("mixed=%.3f\n", mixed_args(1, z, 0.5f, p, 100L, q));
  return (int)z.re + q.i;
}
