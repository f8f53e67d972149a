#include <stdarg.h>
#include <stdio.h>
struct Small { char a, b, c; };
struct Pair { int a, b; };
struct FP { float x, y; };
struct D2 { double x, y; };
struct Mixed { double d; int i; };
struct Big { long a, b, c, d; };
struct Small c_small(struct Small s) { s.a++; return s; }
struct Pair c_pair(struct Pair p, int k) { p.a += k; p.b *= k; return p; }
struct FP c_fp(struct FP f) { f.x += f.y; return f; }
struct D2 c_d2(struct D2 a, double k) { a.x *= k; a.y -= k; return a; }
struct Mixed c_mixed(struct Mixed m) { m.d += m.i; return m; }
struct Big c_big(struct Big b) { b.a = b.b + b.c + b.d; return b; }
signed char c_schar(signed char c) { return c - 1; }
unsigned short c_ushort(unsigned short s) { return s + 1; }
_Bool c_bool(int x) { return x > 3; }
long double c_ld(long double x, int n) { return x * n; }
int c_vsum(int n, ...) { va_list ap; va_start(ap, n); int s = 0; for (int i = 0; i < n; i++) s += va_arg(ap, int); va_end(ap); return s; }
double c_vdsum(int n, ...) { va_list ap; va_start(ap, n); double s = 0; for (int i = 0; i < n; i++) s += va_arg(ap, double); va_end(ap); return s; }
/* Calls back into the other side. */
struct Pair ours_pair(struct Pair p);
struct D2 ours_d2(struct D2 d, struct Big b);
struct Big ours_big(struct Big b, struct Small s);
int ours_va(int n, ...);
double ours_vd(const char *fmt, ...);
void c_calls_ours(void) {
    struct Pair p = {1, 2};
    p = ours_pair(p);
    struct D2 d = {1.5, 2.5};
    struct Big b = {1, 2, 3, 4};
    d = ours_d2(d, b);
    struct Small s = {'x', 'y', 'z'};
    b = ours_big(b, s);
    printf("c: %d %d %g %g %ld %ld\n", p.a, p.b, d.x, d.y, b.a, b.d);
    printf("c: %d\n", ours_va(5, 1, 2, 3, 4, 5));
    struct Pair q = {7, 8};
    struct D2 r = {0.25, 0.5};
    printf("c: %g\n", ours_vd("ilpdsD", 3, 9000000000L, (void *)0, 1.5, q, r));
}
