// Differential test: large structs by value (> 16 bytes): passed in memory (byval) and returned through a hidden pointer (sret), callee modifications do not affect the caller, arrays inside
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
#include <string.h>

struct big { int data[16]; double scale; char name[12]; };
struct three_longs { long a, b, c; };

static struct big make_big(int seed, const char *name) {
  struct big b;
  for (int i = 0; i < 16; i++) b.data[i] = seed * i;
  b.scale = seed / 4.0;
  strncpy(b.name, name, sizeof b.name - 1);
  b.name[sizeof b.name - 1] = 0;
  return b;
}

static double weigh(struct big b) {
  double s = 0;
  for (int i = 0; i < 16; i++) s += b.data[i];
  b.data[0] = -999;                     /* only the callee's copy changes */
  return s * b.scale;
}

static struct big twice(struct big b) {
  for (int i = 0; i < 16; i++) b.data[i] *= 2;
  b.scale *= 2;
  return b;
}

static struct three_longs rot(struct three_longs t) { return (struct three_longs){t.c, t.a, t.b}; }

static long many_big(struct big a, int k, struct three_longs t, struct big b) {
  return a.data[k] + b.data[k] + t.a + t.b + t.c;
}

int main(void) {
  struct big b = make_big(3, "first-struct");
  printf("name=%s data[15]=%d scale=%.2f\n", b.name, b.data[15], b.scale);
  printf("weigh=%.2f data[0] after=%d\n", weigh(b), b.data[0]);
  struct big t = twice(twice(b));
  printf("twice twice: data[5]=%d scale=%.2f original data[5]=%d\n", t.data[5], t.scale, b.data[5]);
  b = twice(b);                         /* assigning the result to the argument's source */
  printf("self: data[5]=%d\n", b.data[5]);
  struct three_longs r = rot((struct three_longs){1, 2, 3});
  printf("rot=%ld %ld %ld\n", r.a, r.b, r.c);
  printf("many_big=%ld\n", many_big(b, 7, r, t));
  struct big arr[3];
  for (int i = 0; i < 3; i++) arr[i] = make_big(i + 1, "x");
  printf("arr: %d %d %d\n", arr[0].data[1], arr[1].data[1], arr[2].data[1]);
  return (int)weigh(t) % 256;
}
