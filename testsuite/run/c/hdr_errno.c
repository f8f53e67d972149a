// Differential test: errno.h: errno set by strtol overflow (ERANGE), by math (EDOM via sqrt -1), by fopen of a missing file (ENOENT), errno assignable, EINVAL/EDOM values
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
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <limits.h>

int main(void) {
  errno = 0;
  long v = strtol("99999999999999999999999", NULL, 10);
  printf("overflow: v==LONG_MAX %d errno==ERANGE %d\n", v == LONG_MAX, errno == ERANGE);
  errno = 0;
  v = strtol("123", NULL, 10);
  printf("ok: v=%ld errno=%d\n", v, errno);
  errno = 0;
  FILE *f = fopen("/nonexistent-dir-for-xmp-tests/file.txt", "r");
  printf("fopen null=%d errno==ENOENT %d\n", f == NULL, errno == ENOENT);
  errno = 0;
  volatile double neg = -1.0;
  double r = sqrt(neg);
  printf("sqrt(-1) isnan=%d errno==EDOM %d\n", isnan(r) != 0, errno == EDOM);
  errno = 0;
  volatile double huge = 1e308;
  double e = exp(huge);
  printf("exp overflow isinf=%d errno==ERANGE %d\n", isinf(e) != 0, errno == ERANGE);
  errno = EINVAL;
  int saved = errno;
  printf("saved==EINVAL %d ERANGE=%d EDOM=%d ENOENT=%d\n", saved == EINVAL, ERANGE, EDOM, ENOENT);
  int *loc = &errno;                 /* errno is a modifiable lvalue */
  *loc = 0;
  printf("errno via pointer=%d msg=%s\n", errno, strerror(ENOENT));
  return ERANGE;
}
