#include <stdio.h>

struct Small { char a, b, c; };
struct Pair { int a, b; };
struct FP { float x, y; };
struct D2 { double x, y; };
struct Mixed { double d; int i; };
struct Big { long a, b, c, d; };
struct Bits { unsigned a : 3; int b : 5; unsigned c : 12; _Bool f : 1; };
struct Nested { struct Pair p; struct FP f[2]; };
struct WithLD { long double x; };

struct Small mk_small(char a) { struct Small s = {a, a + 1, a + 2}; return s; }
struct Pair mk_pair(int a, int b) { struct Pair p; p.a = a; p.b = b; return p; }
struct FP mk_fp(float x) { struct FP f = {x, x * 2}; return f; }
struct D2 add_d2(struct D2 a, struct D2 b) { struct D2 r = {a.x + b.x, a.y + b.y}; return r; }
struct Mixed mk_mixed(double d, int i) { struct Mixed m = {d, i}; return m; }
struct Big mk_big(long x) { struct Big b = {x, x + 1, x + 2, x + 3}; return b; }
long sum_big(struct Big b) { return b.a + b.b + b.c + b.d; }
int sum_many(struct Pair a, struct Pair b, struct Pair c, struct Pair d, struct Pair e, struct D2 f) {
    return a.a + b.b + c.a + d.b + e.a + (int)f.y;
}
long double ld_twice(long double x) { return x * 2; }
struct WithLD mk_ld(long double x) { struct WithLD w = {x}; return w; }

int main(void) {
    struct Small s = mk_small('a');
    printf("%c%c%c\n", s.a, s.b, s.c);
    struct Pair p = mk_pair(3, 4);
    printf("%d %d\n", p.a, p.b);
    struct FP f = mk_fp(1.5f);
    printf("%g %g\n", f.x, f.y);
    struct D2 a = {1, 2}, b = {3, 4};
    struct D2 c = add_d2(a, b);
    printf("%g %g\n", c.x, c.y);
    struct Mixed m = mk_mixed(2.5, 7);
    printf("%g %d\n", m.d, m.i);
    struct Big bg = mk_big(10);
    printf("%ld %ld\n", bg.d, sum_big(bg));
    printf("%d\n", sum_many(p, p, p, p, p, c));
    printf("%Lg %Lg\n", ld_twice(1.25L), mk_ld(3.5L).x);
    struct Bits bits = {5, -3, 1000, 1};
    printf("%u %d %u %d\n", bits.a, bits.b, bits.c, bits.f);
    bits.a++;
    bits.b -= 20;
    bits.c = 4095;
    printf("%u %d %u %d %zu\n", bits.a, bits.b, bits.c, bits.f, sizeof bits);
    struct Nested n = {{1, 2}, {{1.0f, 2.0f}, {3.0f, 4.0f}}};
    struct Nested n2 = n;
    n2.f[1].y = 9;
    printf("%d %g %g\n", n2.p.b, n.f[1].y, n2.f[1].y);
    struct Pair *pp = &p;
    pp->a = 100;
    printf("%d\n", p.a + pp->b);
    struct Pair arr[3] = {[1] = {5, 6}};
    printf("%d %d %d\n", arr[0].a, arr[1].b, arr[2].a);
    return 0;
}
