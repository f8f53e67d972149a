// Differential test: variadic function definitions with stdarg: int/double/pointer/long arguments, default promotions, va_copy, forwarding with vsnprintf
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
#include <stdarg.h>
#include <string.h>

static int sum_ints(int count, ...) {
  va_list ap;
  va_start(ap, count);
  int s = 0;
  for (int i = 0; i < count; i++) s += va_arg(ap, int);
  va_end(ap);
  return s;
}

static double mean(int count, ...) {
  va_list ap;
  va_start(ap, count);
  double s = 0;
  for (int i = 0; i < count; i++) s += va_arg(ap, double);
  va_end(ap);
  return count ? s / count : 0;
}

/* A tiny formatter: 'i' int, 'd' double, 's' string, 'c' char (promoted to int), 'l' long long. */
static void fmt(const char *spec, ...) {
  va_list ap, again;
  va_start(ap, spec);
  va_copy(again, ap);
  for (const char *p = spec; *p; p++) {
    switch (*p) {
    case 'i': printf("[i %d]", va_arg(ap, int)); break;
    case 'd': printf("[d %.3f]", va_arg(ap, double)); break;
    case 's': printf("[s %s]", va_arg(ap, const char *)); break;
    case 'c': printf("[c %c]", (char)va_arg(ap, int)); break;
    case 'l': printf("[l %lld]", va_arg(ap, long long)); break;
    }
  }
  printf(" first again: ");
  if (spec[0] == 'i') printf("%d", va_arg(again, int));
  printf("\n");
  va_end(again);
  va_end(ap);
}

static int my_format(char *buf, size_t n, const char *f, ...) {
  va_list ap;
  va_start(ap, f);
  int r = vsnprintf(buf, n, f, ap);
  va_end(ap);
  return r;
}

static long many(int n, ...) {      /* more arguments than registers: overflow area */
  va_list ap;
  va_start(ap, n);
  long s = 0;
  for (int i = 0; i < n; i++) {
    if (i % 2) s += (long)(va_arg(ap, double) * 10);
    else s += va_arg(ap, long);
  }
  va_end(ap);
  return s;
}

int main(void) {
  printf("sum=%d %d %d\n", sum_ints(0), sum_ints(3, 1, 2, 3), sum_ints(5, 10, -2, 30, -4, 50));
  float f = 2.5f;
  printf("mean=%.4f\n", mean(4, 1.0, (double)2, f, 4.5));   /* float promoted to double */
  short s = 7;
  char c = 'Q';
  fmt("idscl", s, 3.14159, "str", c, 1LL << 40);
  char buf[64];
  int r = my_format(buf, sizeof buf, "%d-%s-%.2f", 12, "ab", 0.125);
  printf("buf=%s r=%d\n", buf, r);
  printf("many=%ld\n", many(20, 1L, 0.5, 2L, 1.5, 3L, 2.5, 4L, 3.5, 5L, 4.5, 6L, 5.5, 7L, 6.5,
                            8L, 7.5, 9L, 8.5, 10L, 9.5));
  return sum_ints(2, 40, 2);
}
