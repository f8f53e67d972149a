// Differential test: small structs by value (<=16 bytes): passed in registers and returned in rax/rdx or xmm, mixing char/short/int/long/pointer members, nested small structs
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

struct i2 { int a, b; };
struct c3 { char x, y, z; };
struct l2 { long p, q; };
struct s1 { short v; };
struct ptrpair { const char *s; int n; };
struct nested { struct s1 s; struct c3 c; };

static struct i2 swap_i2(struct i2 v) { return (struct i2){v.b, v.a}; }
static struct c3 shift_c3(struct c3 v, int k) {
  v.x = (char)(v.x + k); v.y = (char)(v.y + k); v.z = (char)(v.z + k);
  return v;
}
static struct l2 add_l2(struct l2 a, struct l2 b) { return (struct l2){a.p + b.p, a.q + b.q}; }
static struct s1 neg_s1(struct s1 v) { v.v = (short)-v.v; return v; }
static int len_of(struct ptrpair pp) { int n = 0; while (pp.s[n]) n++; return n + pp.n; }
static struct nested make_nested(short v, char c) { struct nested r = {{v}, {c, (char)(c + 1), (char)(c + 2)}}; return r; }
/* Many small structs: some end up on the stack once registers run out. */
static long sum_many(struct i2 a, struct i2 b, struct i2 c, struct i2 d, struct i2 e, struct i2 f,
                     struct i2 g, struct l2 h) {
  return a.a + b.a + c.a + d.a + e.a + f.a + g.a + a.b + b.b + c.b + d.b + e.b + f.b + g.b + h.p + h.q;
}

int main(void) {
  struct i2 s = swap_i2((struct i2){1, 2});
  printf("swap=%d %d\n", s.a, s.b);
  struct c3 c = shift_c3((struct c3){'a', 'b', 'c'}, 2);
  printf("shift=%c%c%c\n", c.x, c.y, c.z);
  struct l2 l = add_l2((struct l2){1L << 40, -5}, (struct l2){3, 7});
  printf("add_l2=%ld %ld\n", l.p, l.q);
  printf("neg=%d\n", neg_s1((struct s1){123}).v);
  printf("len_of=%d\n", len_of((struct ptrpair){"hello", 10}));
  struct nested n = make_nested(-7, 'k');
  printf("nested=%d %c%c%c\n", n.s.v, n.c.x, n.c.y, n.c.z);
  struct i2 x = {1, 1};
  printf("sum_many=%ld\n", sum_many(x, x, x, x, x, x, (struct i2){100, 200}, (struct l2){1000, 2000}));
  return s.a + c.x;
}
