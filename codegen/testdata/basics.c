#include <stdio.h>
#include <string.h>
#include <stdlib.h>

static int counter;
int garr[10] = {1, 2, 3};
const char *names[] = {"zero", "one", "two"};
int *pg = &garr[3];
char buf[16] = "abc";
double dd[3] = {1.5, 2.5};
struct P { int x; double y; char c; } gp = {1, 2.0, 'z'};
struct P gps[2] = {{1, 1.0, 'a'}, {2, 2.0, 'b'}};
union U { int i; float f; char b[8]; } gu = {.f = 1.0f};
long long big = -5;
unsigned char uc = 200;

static int fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }

int sum(int *a, int n) {
    int s = 0;
    for (int i = 0; i < n; i++) s += a[i];
    return s;
}

int main(void) {
    int a[5] = {5, 4, 3, 2, 1};
    int i, j = 0;
    printf("%d %d\n", fact(5), sum(a, 5));
    for (i = 0; i < 10; i++) {
        if (i == 3) continue;
        if (i == 8) break;
        j += i;
    }
    printf("j=%d\n", j);
    while (j > 0) j -= 7;
    do { j++; } while (j < 3);
    printf("j=%d %s %s %d\n", j, names[2], buf, *pg);
    switch (j) {
    case 1: printf("one\n");
    case 3: printf("three\n");
    case 4: printf("four\n"); break;
    default: printf("default\n");
    }
    for (i = 0; i < 6; i++) {
        switch (i % 3) {
        case 0: counter += 1; break;
        case 1: counter += 10; continue;
        default: counter += 100;
        }
        counter *= 2;
    }
    printf("counter=%d\n", counter);
    printf("%g %g %d %g %c\n", dd[0], dd[2], gp.x, gp.y, gp.c);
    printf("%d %c %g\n", gps[1].x, gps[1].c, gu.f);
    printf("%lld %u\n", big, uc);
    uc += 100;
    printf("%u\n", uc);
    char s[32];
    strcpy(s, "hello");
    strcat(s, " world");
    printf("%s %zu\n", s, strlen(s));
    int x = 7, y = 3;
    printf("%d %d %d %d %d %d\n", x / y, x % y, -x / y, -x % y, x << 2, -x >> 1);
    unsigned ux = 0xffffffffu;
    printf("%u %u %d\n", ux + 1, ux >> 4, (int)(ux > 5));
    double d = 3.75;
    printf("%d %g %g\n", (int)d, d * 2, d / 0.5);
    int *p = a;
    p += 2;
    printf("%d %d %ld\n", *p, p[-1], (long)(p - a));
    p++;
    ++p;
    printf("%d\n", *p--);
    printf("%d\n", *p);
    int k = 0;
    k = (x > 3 && y < 5) || (x == 0);
    printf("%d %d\n", k, !k);
    k = x > y ? x : y;
    printf("%d\n", k);
    goto skip;
    printf("not printed\n");
skip:
    printf("after goto\n");
    return k;
}
