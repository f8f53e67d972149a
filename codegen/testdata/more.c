#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct Flex { int n; double v[]; };
struct Anon { int tag; union { int i; float f; }; struct { short lo, hi; }; };
struct GBits { unsigned a : 1, b : 2, c : 5; signed d : 7; unsigned long e : 40; } gbits = {1, 2, 17, -9, 123456789012UL};
union GU { char c[4]; int i; } gunion = {.i = 0x41424344};
struct Anon ganon = {.tag = 3, .f = 1.5f, .hi = 9};
static const int table[4][3] = {{1, 2, 3}, {4, 5, 6}, [3] = {7}};
static int *tptr = (int *)&table[1][1];
static char str2d[][6] = {"ab", "cdefg"};
static long addr_diff = (long)sizeof(table) / sizeof(table[0]);
double gd = 1.0 / 3.0;
float gf = 0.1f;
long double gld = 2.5L;
_Bool gb = 7;

static void fill(int n, int m, double a[n][m]) {
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++) a[i][j] = i * 10 + j;
}

static double trace(int n, double (*a)[n]) {
    double s = 0;
    for (int i = 0; i < n; i++) s += a[i][i];
    return s;
}

static int ret_missing(int x) {
    if (x > 0) return x;
    return -x;
}

typedef int (*binop)(int, int);
static int add(int a, int b) { return a + b; }
static int sub(int a, int b) { return a - b; }
static binop pick(int k) { return k ? add : sub; }

int main(void) {
    struct Flex *f = malloc(sizeof(struct Flex) + 3 * sizeof(double));
    f->n = 3;
    for (int i = 0; i < f->n; i++) f->v[i] = i * 1.5;
    printf("%d %g %zu\n", f->n, f->v[2], sizeof(struct Flex));
    free(f);
    struct Anon an = {0};
    an.i = 5;
    an.lo = -2;
    printf("%d %d %d %g %d\n", an.tag, an.i, an.lo, ganon.f, ganon.hi);
    printf("%u %u %u %d %lu\n", gbits.a, gbits.b, gbits.c, gbits.d, gbits.e);
    gbits.e += 1;
    gbits.d = 63;
    printf("%lu %d %c\n", gbits.e, gbits.d, gunion.c[0]);
    printf("%d %d %d %d %ld\n", table[1][2], table[3][0], table[3][2], *tptr, addr_diff);
    printf("%s %s\n", str2d[0], str2d[1]);
    printf("%.17g %.9g %Lg %d\n", gd, gf, gld, gb);
    double a[4][5];
    fill(4, 5, a);
    printf("%g %g\n", a[3][4], a[2][1]);
    int n = 3;
    double sq[3][3] = {{1, 2, 3}, {4, 5, 6}, {7, 8, 9}};
    printf("%g\n", trace(n, sq));
    printf("%d %d\n", ret_missing(-4), pick(1)(3, 4) + pick(0)(3, 4));
    char buf[64];
    snprintf(buf, sizeof buf, "%s-%d", "x", 12);
    puts(buf);
    unsigned u = 3;
    int neg = -1;
    printf("%d %d\n", u > neg, (long)u > neg);
    long long ll = 1LL << 40;
    int trunc = (int)ll;
    short sh = (short)70000;
    printf("%d %d %lld\n", trunc, sh, ll / 3);
    double dz = 0.0;
    printf("%d %d\n", dz == -0.0, 1.0 / 3 > 0.333);
    int arr[3][4];
    memset(arr, 0, sizeof arr);
    int (*row)[4] = arr + 1;
    (*row)[2] = 5;
    printf("%d %ld\n", arr[1][2], (long)(&arr[2][0] - &arr[0][0]));
    return 0;
}
