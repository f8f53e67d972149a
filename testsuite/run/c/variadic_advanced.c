// Differential test: variadic corner cases: named arguments of every class before the ellipsis (doubles, large structs, many ints) shifting the register save area offsets, va_list passed to helper functions that call va_arg (array-type decay), va_list in a struct, va_copy across helpers, long double and struct variadic arguments
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

struct big { long v[4]; };
struct pair { double d; int i; };

static double after_doubles(double a, double b, int n, ...) {
  va_list ap;
  va_start(ap, n);
  double s = a * 100 + b * 10;
  for (int i = 0; i < n; i++) s += va_arg(ap, double) * (i + 1) + va_arg(ap, int);
  va_end(ap);
  return s;
}

static long after_big(struct big b, int n, ...) {
  va_list ap;
  va_start(ap, n);
  long s = b.v[0] + b.v[3];
  for (int i = 0; i < n; i++) s = s * 10 + va_arg(ap, long);
  va_end(ap);
  return s;
}

static long after_many(int a, int b, int c, int d, int e, int f, ...) {  /* all GP regs named */
  va_list ap;
  va_start(ap, f);
  long s = a + b + c + d + e + f;
  int g = va_arg(ap, int);
  double h = va_arg(ap, double);
  long i = va_arg(ap, long);
  va_end(ap);
  return s * 1000 + g * 100 + (long)(h * 10) + i;
}

/* Helpers that receive a va_list: it decays to a pointer, va_arg advances the caller's list. */
static int take_int(va_list ap) { return va_arg(ap, int); }
static double take_double(va_list ap) { return va_arg(ap, double); }

static double consume(int count, ...) {
  va_list ap;
  va_start(ap, count);
  double s = 0;
  for (int i = 0; i < count; i++) s += (i % 2) ? take_double(ap) : take_int(ap);
  va_end(ap);
  return s;
}

struct state { va_list ap; int remaining; };
static int next_value(struct state *st) { st->remaining--; return va_arg(st->ap, int); }

static int sum_state(int n, ...) {
  struct state st;
  st.remaining = n;
  va_start(st.ap, n);
  int s = 0;
  while (st.remaining) s += next_value(&st);
  va_end(st.ap);
  return s;
}

static void twice_over(int n, ...) {
  va_list ap, copy;
  va_start(ap, n);
  va_copy(copy, ap);
  int first = 0, second = 0;
  for (int i = 0; i < n; i++) first += va_arg(ap, int) * (i + 1);
  for (int i = 0; i < n; i++) second += va_arg(copy, int);
  va_end(copy);
  va_end(ap);
  printf("twice_over: weighted=%d plain=%d\n", first, second);
}

static long double mixed_kinds(int n, ...) {
  va_list ap;
  va_start(ap, n);
  long double s = 0;
  for (int i = 0; i < n; i++) {
    struct pair p = va_arg(ap, struct pair);
    struct big b = va_arg(ap, struct big);
    long double x = va_arg(ap, long double);
    s += p.d + p.i + b.v[0] + b.v[1] + b.v[2] + b.v[3] + x;
  }
  va_end(ap);
  return s;
}

static int my_vsum(const char *tag, va_list ap) {
  int s = 0, v;
  while ((v = va_arg(ap, int)) != 0) s += v;
  printf("%s=%d\n", tag, s);
  return s;
}
static int my_sum(const char *tag, ...) {
  va_list ap;
  va_start(ap, tag);
  int r = my_vsum(tag, ap);
  va_end(ap);
  return r;
}

int main(void) {
  printf("after_doubles=%.2f\n", after_doubles(1.0, 2.0, 3, 0.5, 1, 1.5, 2, 2.5, 3));
  printf("after_big=%ld\n", after_big((struct big){{1, 2, 3, 4}}, 4, 1L, 2L, 3L, 4L));
  printf("after_many=%ld\n", after_many(1, 2, 3, 4, 5, 6, 7, 8.5, 9L));
  printf("consume=%.2f\n", consume(6, 1, 0.5, 2, 0.25, 3, 0.125));
  printf("sum_state=%d\n", sum_state(5, 10, 20, 30, 40, 50));
  twice_over(4, 1, 2, 3, 4);
  printf("mixed_kinds=%.3Lf\n", mixed_kinds(2, (struct pair){0.5, 1}, (struct big){{1, 2, 3, 4}}, 0.25L,
                                            (struct pair){1.5, 2}, (struct big){{5, 6, 7, 8}}, 1e-3L));
  int r = my_sum("my_sum", 5, 6, 7, 0);
  return r + sum_state(2, 1, 2);
}
