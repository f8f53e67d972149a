#include <stdarg.h>
#include <stdio.h>
struct Small { char a, b, c; };
struct Pair { int a, b; };
struct FP { float x, y; };
struct D2 { double x, y; };
struct Mixed { double d; int i; };
struct Big { long a, b, c, d; };
struct Small c_small(struct Small s);
struct Pair c_pair(struct Pair p, int k);
struct FP c_fp(struct FP f);
struct D2 c_d2(struct D2 a, double k);
struct Mixed c_mixed(struct Mixed m);
struct Big c_big(struct Big b);
signed char c_schar(signed char c);
unsigned short c_ushort(unsigned short s);
_Bool c_bool(int x);
long double c_ld(long double x, int n);
int c_vsum(int n, ...);
double c_vdsum(int n, ...);
void c_calls_ours(void);

struct Pair ours_pair(struct Pair p) { p.a *= 10; p.b *= 20; return p; }
struct D2 ours_d2(struct D2 d, struct Big b) { d.x += b.a; d.y += b.d; return d; }
struct Big ours_big(struct Big b, struct Small s) { b.a = s.a; b.d = s.c; return b; }
int ours_va(int n, ...) {
    va_list ap;
    va_start(ap, n);
    int s = 0;
    for (int i = 0; i < n; i++) s += va_arg(ap, int) * (i + 1);
    va_end(ap);
    return s;
}
double ours_vd(const char *fmt, ...) {
    va_list ap, ap2;
    va_start(ap, fmt);
    va_copy(ap2, ap);
    double s = 0;
    for (const char *c = fmt; *c; c++) {
        switch (*c) {
        case 'i': s += va_arg(ap, int); break;
        case 'l': s += (double)va_arg(ap, long); break;
        case 'p': s += va_arg(ap, void *) == 0 ? 1 : 2; break;
        case 'd': s += va_arg(ap, double); break;
        case 's': { struct Pair p = va_arg(ap, struct Pair); s += p.a * 100 + p.b; break; }
        case 'D': { struct D2 d = va_arg(ap, struct D2); s += d.x + d.y; break; }
        }
    }
    va_end(ap);
    s += va_arg(ap2, int) * 1000;
    va_end(ap2);
    return s;
}

int main(void) {
    struct Small s = {'a', 'b', 'c'};
    s = c_small(s);
    struct Pair p = c_pair((struct Pair){3, 4}, 5);
    struct FP f = c_fp((struct FP){1.25f, 2.5f});
    struct D2 d = c_d2((struct D2){1.0, 2.0}, 3.0);
    struct Mixed m = c_mixed((struct Mixed){0.5, 4});
    struct Big b = c_big((struct Big){1, 2, 3, 4});
    printf("%c %d %d %g %g %g %g %ld\n", s.a, p.a, p.b, f.x, d.x, d.y, m.d, b.a);
    printf("%d %u %d %d\n", c_schar(-128 + 1), c_ushort(65535), c_bool(4), c_bool(1));
    printf("%Lg\n", c_ld(1.5L, 3));
    printf("%d %g\n", c_vsum(4, 1, 2, 3, 4), c_vdsum(3, 0.5, 1.5, 2.0));
    c_calls_ours();
    return 0;
}
