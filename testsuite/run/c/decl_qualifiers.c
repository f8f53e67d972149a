// Differential test: const/volatile/restrict: const objects and pointers, pointer-to-const vs const pointer, volatile accesses, restrict parameters
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

static const int table[4] = {10, 20, 30, 40};
static const char *const names[] = {"zero", "one", "two"};
static volatile int vcount;

static void add_arrays(int n, float *restrict out, const float *restrict a, const float *restrict b) {
  for (int i = 0; i < n; i++) out[i] = a[i] + b[i];
}

static int read_through(const volatile int *p) { return *p + *p; }

static void copy_restrict(char *restrict dst, const char *restrict src) {
  while ((*dst++ = *src++)) {}
}

int main(void) {
  const int limit = 3;
  int x = 5, y = 6;
  const int *pc = &x;          /* pointer to const */
  int *const cp = &x;          /* const pointer */
  const int *const cpc = &y;
  *cp = 7;
  pc = &y;
  printf("x=%d *pc=%d *cpc=%d limit=%d\n", x, *pc, *cpc, limit);
  for (int i = 0; i < limit; i++) vcount += table[i];
  printf("vcount=%d read_through=%d\n", vcount, read_through(&vcount));
  printf("names: %s %s %s\n", names[0], names[1], names[2]);

  float a[5] = {1, 2, 3, 4, 5}, b[5] = {0.5f, 0.5f, 0.5f, 0.5f, 0.5f}, out[5];
  add_arrays(5, out, a, b);
  printf("out: %.1f %.1f %.1f %.1f %.1f\n", out[0], out[1], out[2], out[3], out[4]);
  char buf[16];
  copy_restrict(buf, "restrict");
  printf("buf=%s\n", buf);

  volatile double vd = 0.1;
  double s = 0;
  for (int i = 0; i < 10; i++) s += vd;
  printf("s=%.6f\n", s);
  const volatile int cv = 9;
  int const typedef_order = 2;   /* qualifier after the type specifier */
  return cv + typedef_order + (int)out[4];
}
