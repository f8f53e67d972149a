#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#include <wchar.h>

__thread int tls_counter = 5;
static int (*fp_table[3])(int);
static int twice(int x) { return 2 * x; }
static int thrice(int x) { return 3 * x; }
typedef struct { int a; unsigned b : 4; } BF;

static int vla_sum(int n, int m) {
    int a[n][m];
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++) a[i][j] = i * m + j;
    int s = 0;
    for (int i = 0; i < n; i++) s += a[i][m - 1];
    return s + (int)sizeof(a);
}

static int loop_vla(int n) {
    int total = 0;
    for (int k = 1; k <= n; k++) {
        double v[k];
        for (int i = 0; i < k; i++) v[i] = i;
        if (k == 3) continue;
        total += (int)v[k - 1];
        if (k == 100) break;
    }
    return total;
}

static int computed_goto(int i) {
    void *tbl[] = {&&L0, &&L1, &&L2};
    int r = 0;
    goto *tbl[i];
L0: r += 1;
L1: r += 10;
L2: r += 100;
    return r;
}

static int statics(void) { static int n; return ++n; }

static double vsum(int n, ...) {
    va_list ap;
    va_start(ap, n);
    double s = 0;
    for (int i = 0; i < n; i++) s += va_arg(ap, double);
    va_end(ap);
    return s;
}

static int cmp_int(const void *a, const void *b) { return *(const int *)a - *(const int *)b; }

int main(void) {
    printf("%d %d\n", vla_sum(3, 4), loop_vla(10));
    printf("%d %d %d\n", computed_goto(0), computed_goto(1), computed_goto(2));
    fp_table[0] = twice;
    fp_table[1] = thrice;
    fp_table[2] = &twice;
    int acc = 0;
    for (int i = 0; i < 3; i++) acc += fp_table[i](i + 1);
    printf("acc=%d\n", acc);
    int *cl = (int[]){1, 2, 3};
    struct { int x, y; } pt = {0};
    pt = (typeof(pt)){.y = 7};
    printf("%d %d %d\n", cl[2], pt.x, pt.y);
    int se = ({ int t = 4; t * t; });
    printf("se=%d\n", se);
    tls_counter++;
    printf("tls=%d\n", tls_counter);
    volatile int vol = 3;
    vol += 2;
    printf("vol=%d\n", vol);
    BF bf = {1, 15};
    bf.b++;
    printf("bf=%u %d\n", bf.b, bf.a);
    bf.b--;
    bf.b += 3;
    printf("bf=%u\n", bf.b);
    printf("%d %d %d\n", statics(), statics(), statics());
    printf("%g\n", vsum(4, 1.0, 2.0, 3.5, 4.5));
    printf("%d %d %d %d\n", __builtin_clz(1), __builtin_ctz(8), __builtin_popcount(255), __builtin_expect(5, 1));
    printf("%d %d %d\n", isnan(NAN) != 0, isinf(-INFINITY) != 0, isfinite(1.0) != 0);
    printf("%d %d\n", signbit(-2.0) != 0, __builtin_isinf_sign(-HUGE_VAL));
    printf("%x\n", __builtin_bswap32(0x12345678));
    printf("%g %g\n", fabs(-3.5), sqrt(16.0));
    long double ld = 1.0L / 3;
    printf("%.10Lf\n", ld * 3);
    unsigned long long ull = 18446744073709551615ULL;
    printf("%llu %lld\n", ull, (long long)(ull >> 1));
    int8_t i8 = -128;
    i8--;
    uint16_t u16 = 65535;
    u16++;
    printf("%d %u\n", i8, u16);
    char c = 'A';
    c += 2;
    printf("%c %d\n", c, c * 2);
    _Bool b = 5;
    b++;
    printf("b=%d\n", b);
    int arr[5] = {5, 1, 4, 2, 3};
    qsort(arr, 5, sizeof arr[0], cmp_int);
    for (int i = 0; i < 5; i++) printf("%d", arr[i]);
    printf("\n");
    char *dyn = malloc(10);
    memset(dyn, 'x', 9);
    dyn[9] = 0;
    printf("%s\n", dyn);
    free(dyn);
    wchar_t ws[] = L"wide";
    printf("%d %ld\n", (int)ws[1], (long)(sizeof ws / sizeof ws[0]));
    double x = 0.1;
    float f = (float)x;
    printf("%.9g %d %u\n", f, (int)-3.9, (unsigned)3.9);
    printf("%s %d\n", __func__, __LINE__);
    int m = 5, *pm = &m, **ppm = &pm;
    **ppm *= 3;
    printf("%d\n", m);
    int z0 = 0;
    int r = z0 ? 1 : (m > 10 ? 2 : 3);
    printf("%d\n", r);
    unsigned sh = 1u << 31;
    printf("%u %d\n", sh >> 31, (int)(sh >> 28));
    int comma = (z0++, z0++, z0);
    printf("%d\n", comma);
    __int128 big = (__int128)1 << 100;
    printf("%d\n", (int)(big >> 98));
    exit(acc > 0 ? 0 : 1);
}
