// Differential test: static-storage initialisers that need constant emission: bit-fields packed into units, unions initialised through a non-first member, addresses of members and elements, pointer arithmetic and casts of addresses, long double and float conversions, nested anonymous members, wide strings in structs
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
#include <stddef.h>
#include <wchar.h>

struct flags { unsigned a : 3, b : 5; signed c : 6; unsigned : 0; unsigned d : 12; char tail; };
static struct flags fl[2] = {{5, 17, -9, 1000, 'z'}, {.d = 4095, .c = 31, .a = 7}};

union num { char c; double d; int i; };
static union num nums[3] = {{'x'}, {.d = 2.5}, {.i = -7}};

struct pt { int x, y; };
static struct pt pts[4] = {{1, 2}, {3, 4}, {5, 6}, {7, 8}};
static int *py = &pts[2].y;
static struct pt *pend = pts + 4;
static struct pt *pmid = &pts[4] - 2;
static char *bytes = (char *)&pts[1] + sizeof(int);
static const size_t off = (size_t)&((struct pt *)0)->y;   /* the classic offsetof spelling */

static long double lds[2] = {1.0L / 3, 1e300L * 1e10L};
static int from_double = 3.99;
static float from_int = 16777217;
static unsigned char from_neg = -1;
static double from_long = 9007199254740993LL;

struct anon { int k; union { struct { short lo, hi; }; int whole; }; };
static struct anon an = {.k = 1, .lo = 2, .hi = 3};

struct wide { const wchar_t *w; wchar_t buf[4]; };
static struct wide ws = {L"wide", L"abc"};

static const char *const words[] = {"zero", "one", "two"};
static const char *const *wp = &words[1];

int main(void) {
  for (int i = 0; i < 2; i++)
    printf("fl[%d]: %u %u %d %u %c sizeof=%zu\n", i, fl[i].a, fl[i].b, fl[i].c, fl[i].d,
           fl[i].tail ? fl[i].tail : '-', sizeof fl[i]);
  printf("nums: %c %.2f %d\n", nums[0].c, nums[1].d, nums[2].i);
  printf("*py=%d pend-pts=%td pmid->x=%d *(int*)bytes=%d off=%zu\n", *py, pend - pts, pmid->x,
         *(int *)bytes, off);
  printf("lds: %.20Lf %Lg\n", lds[0], lds[1]);
  printf("conv: %d %.1f %u %.1f\n", from_double, from_int, from_neg, from_long);
  printf("anon: %d %d %d\n", an.k, an.lo, an.hi);
  printf("wide: %d %d len=%zu\n", (int)ws.w[0], (int)ws.buf[2], wcslen(ws.buf));
  printf("wp=%s %s\n", *wp, wp[1]);
  return fl[0].b + nums[2].i;
}
