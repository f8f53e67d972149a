// Differential test: GNU forms that system-header macros produce in user code: __extension__, statement expressions, __builtin_expect, __builtin_offsetof, __attribute__ on declarations, __typeof__, __inline, __restrict, __builtin_huge_val/inf/nan
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

struct pt { int x, y; };

#define MAX(a, b) __extension__({ __typeof__(a) _a = (a); __typeof__(b) _b = (b); _a > _b ? _a : _b; })

static __inline int twice(int v) { return 2 * v; }
static int copy_n(int *__restrict dst, const int *__restrict src, int n) {
  for (int i = 0; i < n; i++) dst[i] = src[i];
  return n;
}
__attribute__((noinline)) static int not_inlined(int v) { return v + 1; }
static int unused_ok(void) __attribute__((unused));
static int unused_ok(void) { return 0; }
struct __attribute__((packed)) packed { char c; int i; };
static int aligned_var __attribute__((aligned(32))) = 5;

int main(void) {
  int calls = 0;
  int m = MAX(calls++, 10);            /* each argument evaluated once */
  printf("max=%d calls=%d\n", m, calls);
  int se = ({ int t = 3; t * t; });
  printf("stmt expr=%d\n", se);
  long ext = __extension__ 1L << 40;
  printf("ext=%ld\n", ext);
  int v = 7;
  if (__builtin_expect(v > 5, 1)) printf("expected branch\n");
  printf("offsetof=%zu %zu\n", __builtin_offsetof(struct pt, y), offsetof(struct pt, y));
  int src[3] = {4, 5, 6}, dst[3];
  int copied = copy_n(dst, src, 3);
  printf("copy=%d %d twice=%d not_inlined=%d\n", copied, dst[2], twice(21), not_inlined(1));
  printf("packed size=%zu aligned=%d\n", sizeof(struct packed), (int)((size_t)&aligned_var % 32 == 0));
  double inf = __builtin_huge_val(), inf2 = __builtin_inf();
  double nan = __builtin_nan("");
  printf("inf==inf2=%d nan!=nan=%d isnan=%d\n", inf == inf2, nan != nan, __builtin_isnan(nan));
  __typeof__(v) copy = v * 3;
  printf("typeof copy=%d\n", copy);
  const char *pretty = __PRETTY_FUNCTION__;
  printf("pretty=%s\n", pretty);
  return m + se;
}
