// Differential test: elements of an array member of a packed struct are accessed with the
// member's alignment (1), not their type's: 16-byte vectors and doubles at odd offsets, read
// and written through pointers and indices (an aligned access there faults on x86-64).
// RUN: %clang -O2 -w %s -o %t.ref
// RUN: sh -c '%t.ref; echo "exit=$?"' > %t.expected
// RUN: %xmpcc -O2 %s -o %t
// RUN: sh -c '%t; echo "exit=$?"' > %t.out
// RUN: diff %t.expected %t.out
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: sh -c '%t.O0; echo "exit=$?"' > %t.O0.out
// RUN: diff %t.expected %t.O0.out

#include <stdio.h>

typedef long long V __attribute__((vector_size(16)));

struct P {
  char tag;
  V v[2];
  double d[3];
} __attribute__((packed, aligned(1)));

struct Outer {
  char pad;
  struct P p;
} __attribute__((packed));

__attribute__((noinline)) static long long swap_in(struct P *x, int i, V *z) {
  V old = x->v[i];
  x->v[i] = *z;
  return old[1];
}

__attribute__((noinline)) static double bump(struct Outer *o, int i) {
  o->p.d[i] += 1.5;
  return o->p.d[i];
}

struct P g = {1, {{1, 2}, {3, 4}}, {0.5, 1.5, 2.5}};
struct Outer og;

int main(void) {
  V a = {10, 20}, b = {30, 40};
  long long r1 = swap_in(&g, 0, &a);
  long long r2 = swap_in(&g, 1, &b);
  long long r3 = swap_in(&g, 0, &b);
  printf("%lld %lld %lld %lld %lld\n", r1, r2, r3, g.v[0][0], g.v[1][1]);
  for (int i = 0; i < 3; i++)
    og.p.d[i] = i;
  printf("%g %g %g\n", bump(&og, 0), bump(&og, 2), og.p.d[1]);
  return 0;
}
