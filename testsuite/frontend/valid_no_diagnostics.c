// A valid program that includes every header of issue 2 compiles with -fsyntax-only (and with
// -Wall) without printing anything: no spurious diagnostics from system headers.
// RUN: %xmpcc -fsyntax-only %s 2>&1 | count 0
// RUN: %xmpcc -fsyntax-only -Wall %s 2>&1 | count 0
// RUN: %xmpcc -fsyntax-only -std=c99 %s 2>&1 | count 0

#include <assert.h>
#include <ctype.h>
#include <errno.h>
#include <float.h>
#include <limits.h>
#include <math.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>

static double average(int n, ...) {
  va_list ap;
  va_start(ap, n);
  double s = 0;
  for (int i = 0; i < n; i++) s += va_arg(ap, double);
  va_end(ap);
  return n ? s / n : 0.0;
}

int main(void) {
  struct timeval tv;
  gettimeofday(&tv, NULL);
  bool ok = isalpha('a') && !isnan(average(2, 1.0, 2.0)) && INT_MAX > 0 && DBL_MAX > 0;
  assert(ok);
  errno = 0;
  size_t off = offsetof(struct timeval, tv_usec);
  printf("%d %zu %ld\n", ok, off, (long)getpid() > 0 ? 1L : 0L);
  return ok ? EXIT_SUCCESS : EXIT_FAILURE;
}
