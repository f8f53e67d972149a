// Differential test: literals rounded as clang does (hex floats in the subnormal range of double and float, float literals next to a rounding midpoint), _Generic on the qualifiers of what a pointer points to, sizeof of an operand of variable length array type (evaluated), writes through a pointer cast that drops const, GNU static initialisers from compound literals and initialised flexible array members
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

#define KIND(x) _Generic((x), int *: "int *", const int *: "const int *", volatile char *: "volatile char *", \
                         char *: "char *", const int **: "const int **", int **: "int **", \
                         int *const *: "int *const *", const char *: "const char *", default: "other")

static const char *name(void) { return "n"; }

struct P { int x, y; };
static struct P *pp = &(struct P){ 1, 2 };
static int *ip = (int[]){ 4, 5, 6 };
static struct P ps = (struct P){ 3, 4 };
static struct P pa[2] = { (struct P){ 5, 6 }, { 7, 8 } };
struct F { int n; int d[]; };
static struct F fl = { 3, { 7, 8, 9 } };
struct G { char c; short s[]; } g = { 1, { 2, 3, 4, 5, 6 } };
struct H { int n; char s[]; } h = { 2, "hello" };

static void bits(double d) {
  unsigned long long u;
  memcpy(&u, &d, sizeof u);
  printf("%016llx ", u);
}

int main(void) {
  bits(0x1p-1074); bits(0x1.8p-1073); bits(0x1p-1075); bits(0x1.0000001p-1075);
  bits(0x1.ffffffffffffep-1023); bits(0x1.fffffffffffffp-1023); bits(0x1.fffffffffffff7p1023);
  printf("\n");
  float fs[] = { 0x1p-149f, 0x1.8p-148f, 0x1.000001p0f, 0x1.0000010000000001p0f, 0x1.000003p0f,
                 1.00000005960464477539062500001f, 1.000000059604644775390625f, 3.4028235677973366e38f,
                 1.4e-45f, 7.0064923216240853546186479164495807e-46f };
  for (unsigned i = 0; i < sizeof fs / sizeof fs[0]; i++) printf("%a ", (double)fs[i]);
  printf("\n");

  int a = 1;
  const int *p = &a;
  volatile char c = 0;
  const int **pp2 = &p;
  int *q = &a;
  int *const *qc = &q;
  char buf[2];
  const char cbuf[2] = "x";
  printf("%s | %s | %s | %s | %s | %s\n", KIND(p), KIND(&c), KIND(pp2), KIND(q), KIND(&q), KIND(qc));
  printf("%s | %s | %s | %s\n", KIND(buf), KIND(cbuf), KIND(name()), KIND(a));

  int n = 3, m = 4, k = 0;
  int v2[n][m];
  size_t s = sizeof(v2[k++]);
  size_t s2 = sizeof v2[0][k++];
  printf("%zu %zu %d\n", s, s2, k);

  int v = 1;
  const int *ro = &v;
  *(int *)ro = 2;
  ((int *)ro)[0] += 3;
  printf("%d\n", v);

  printf("%d %d %d %d %d %d\n", pp->x, pp->y, ip[2], ps.y, pa[0].x, pa[1].y);
  printf("%d %d %d %zu %d %d\n", fl.n, fl.d[0], fl.d[2], sizeof fl, g.s[4], g.c);
  printf("%s %zu\n", h.s, sizeof h);
  return 0;
}
