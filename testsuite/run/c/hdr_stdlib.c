// Differential test: stdlib.h: malloc/calloc/realloc/free, atoi/atof/strtol/strtoul/strtod with end pointers, abs/labs/div/ldiv, bsearch, srand/rand determinism not relied on, exit status macros
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
#include <stdlib.h>

static int cmp_int(const void *a, const void *b) {
  int x = *(const int *)a, y = *(const int *)b;
  return (x > y) - (x < y);
}

int main(void) {
  int *a = malloc(10 * sizeof *a);
  if (!a) return EXIT_FAILURE;
  for (int i = 0; i < 10; i++) a[i] = i * i;
  a = realloc(a, 20 * sizeof *a);
  for (int i = 10; i < 20; i++) a[i] = i * i;
  long s = 0;
  for (int i = 0; i < 20; i++) s += a[i];
  printf("sum squares=%ld\n", s);
  double *z = calloc(8, sizeof *z);
  double zs = 0;
  for (int i = 0; i < 8; i++) zs += z[i];
  printf("calloc zero sum=%.1f\n", zs);
  free(z);
  printf("atoi=%d atol=%ld atof=%.3f\n", atoi("  -123abc"), atol("99999"), atof("2.5e1"));
  char *end;
  long v = strtol("0x1fZ", &end, 16);
  printf("strtol hex=%ld rest=%s\n", v, end);
  v = strtol("0755", &end, 0);
  printf("strtol auto octal=%ld\n", v);
  unsigned long uv = strtoul("4294967296", &end, 10);
  printf("strtoul=%lu\n", uv);
  double dv = strtod("3.25xyz", &end);
  printf("strtod=%.2f rest=%s\n", dv, end);
  long long llv = strtoll("-9000000000", NULL, 10);
  printf("strtoll=%lld\n", llv);
  printf("abs=%d labs=%ld llabs=%lld\n", abs(-5), labs(-70000L), llabs(-5000000000LL));
  div_t dq = div(17, 5);
  ldiv_t lq = ldiv(-17L, 5L);
  printf("div=%d,%d ldiv=%ld,%ld\n", dq.quot, dq.rem, lq.quot, lq.rem);
  int key = 144;
  int *found = bsearch(&key, a, 20, sizeof *a, cmp_int);
  printf("bsearch 144 at %td\n", found ? found - a : -1);
  key = 145;
  printf("bsearch 145 %s\n", bsearch(&key, a, 20, sizeof *a, cmp_int) ? "found" : "missing");
  free(a);
  const char *home = getenv("XMP_SURELY_UNSET_VARIABLE");
  printf("getenv unset=%s\n", home ? home : "(null)");
  printf("EXIT_SUCCESS=%d EXIT_FAILURE=%d RAND_MAX>0=%d\n", EXIT_SUCCESS, EXIT_FAILURE, RAND_MAX > 0);
  return dq.quot + dq.rem;
}
