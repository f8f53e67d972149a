// Differential test: GNU vector types (vector_size) as clang-22 compiles them: brace
// initialisation (missing lanes zero), lane reads and writes, element-wise arithmetic with
// splatted scalars, comparisons giving -1/0 lanes, shifts, compound assignment, casts between
// vectors of the same size, vectors in structs, arrays and globals, sizeof/_Alignof, and the
// generic builtins (__builtin_shufflevector, __builtin_convertvector, elementwise, reduce).
// RUN: %clang -O2 -w %s -o %t.ref -lm
// RUN: sh -c '%t.ref; echo "exit=$?"' > %t.expected
// RUN: %xmpcc -O2 %s -o %t -lm
// RUN: sh -c '%t; echo "exit=$?"' > %t.out
// RUN: diff %t.expected %t.out
// RUN: %xmpcc -O0 %s -o %t.O0 -lm
// RUN: sh -c '%t.O0; echo "exit=$?"' > %t.O0.out
// RUN: diff %t.expected %t.O0.out
#include <stdio.h>
typedef float v4sf __attribute__((vector_size(16)));
typedef int v4si __attribute__((vector_size(16)));
typedef unsigned v4ui __attribute__((vector_size(16)));
typedef double v2df __attribute__((vector_size(16)));
typedef short v8hi __attribute__((vector_size(16)));
typedef char v16qi __attribute__((vector_size(16)));
typedef float v8sf __attribute__((vector_size(32)));
typedef int v2si __attribute__((vector_size(8)));
v4sf g = {1, 2, 3};
static v4si gi = {7, -8, 9, 10};
struct S { int a; v4sf v; } gs = {1, {5, 6, 7, 8}};
v4sf add(v4sf a, v4sf b) { return a + b; }
v2si add2(v2si a, v2si b) { return a * b; }
v8sf add8(v8sf a, v8sf b) { return a - b; }
static void more(void);
static int unaligned(void);

int main(void) {
  v4sf a = {1.5f, 2, 3, 4};
  v4sf b = a * 2 + 1;
  b[3] = 100;
  v4si c = a < b;
  v4si d = gi >> 1;
  v4ui u = (v4ui)gi >> 1;
  v8hi h = (v8hi)gi;
  v2df dd = {0.5, 0.25};
  dd /= 2;
  d += 3;
  d = -d; d = ~d ^ 5;
  v4si m = d % 3;
  v4sf s = add(a, b);
  v2si x = {3, 4}, y = {5, 6};
  v2si z = add2(x, y);
  v8sf e1 = {1,2,3,4,5,6,7,8};
  v8sf e2 = add8(e1, e1 * 3);
  printf("%zu %zu\n", sizeof(v4sf), _Alignof(v8sf));
  for (int i = 0; i < 4; i++) printf("%g %g %d %d %u %g %g %d | %g %d\n", a[i], b[i], c[i], d[i], u[i], s[i], g[i], m[i], gs.v[i], h[i]);
  printf("%g %g %d %d %g %g\n", dd[0], dd[1], z[0], z[1], e2[0], e2[7]);
  v4sf sh = __builtin_shufflevector(a, b, 7, 0, -1, 2);
  v4si cv = __builtin_convertvector(b, v4si);
  v2df lo = __builtin_convertvector(__builtin_shufflevector(a, a, 0, 1), v2df);
  printf("%g %g %g %d %d %g %g\n", sh[0], sh[1], sh[3], cv[0], cv[3], lo[0], lo[1]);
  v4sf mx = __builtin_elementwise_max(a, b);
  v4sf sq = __builtin_elementwise_sqrt(b);
  v4sf fm = __builtin_elementwise_fma(a, b, a);
  v8hi sat = __builtin_elementwise_add_sat((v8hi){32767, 1}, (v8hi){5, 5});
  printf("%g %g %g %d %d %d %d\n", mx[0], sq[1], fm[2], sat[0], sat[1], __builtin_reduce_add(gi), __builtin_reduce_max(gi));
  more();
  unaligned();
  return 0;
}

typedef unsigned char v16qu __attribute__((vector_size(16)));
typedef long v2di __attribute__((vector_size(16)));
struct P { v2df pos[2]; char tag; };
static struct P parr[2] = {{{{1, 2}, {3, 4}}, 'a'}, {{{5, 6}}, 'b'}};

static void print_qu(const char *what, v16qu v) {
  printf("%s:", what);
  for (int i = 0; i < 16; i++) printf(" %u", v[i]);
  printf("\n");
}

static void more(void) {
  v16qu q = {250, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 255};
  print_qu("q+10", q + 10);
  print_qu("q>>1", q >> 1);
  print_qu("q<<3", q << 3);
  print_qu("satadd", __builtin_elementwise_add_sat(q, (v16qu){10, 10, 10}));
  print_qu("satsub", __builtin_elementwise_sub_sat(q, (v16qu){10, 10, 10}));
  print_qu("minmax", __builtin_elementwise_min(q, (v16qu){100, 0, 100}) + __builtin_elementwise_max(q, (v16qu){}));
  v16qu cmp = (v16qu)(q > (v16qu){100, 100, 1, 1});
  print_qu("cmp", cmp);
  print_qu("popcount", __builtin_elementwise_popcount(q));
  v2di l = {-5, 1L << 40};
  v2di l2 = l * 3 - (v2di){1, 2};
  l2 /= 2;
  l2 %= 7;
  l2 <<= 2;
  l2 |= 1;
  printf("l2 %ld %ld abs %ld\n", l2[0], l2[1], __builtin_elementwise_abs(l)[0]);
  v4sf arr[3] = {{1, 2}, {3}, {4, 5, 6, 7}};
  arr[1][3] = 9;
  v4sf acc = {};
  for (int i = 0; i < 3; i++) acc += arr[i];
  printf("acc %g %g %g %g\n", acc[0], acc[1], acc[2], acc[3]);
  parr[1].pos[1][0] = 8;
  printf("parr %g %g %g %c %zu\n", parr[0].pos[1][1], parr[1].pos[0][1], parr[1].pos[1][0], parr[1].tag, sizeof(struct P));
  v4si eq = (v4si){1, 2, 3, 4} == (v4si){1, 0, 3, 0};
  v4si ne = (v4si){1, 2, 3, 4} != 2;
  v4sf fl = (v4sf)((v4si){0x3f800000, 0, 0x40000000});
  printf("eq %d %d ne %d %d fl %g %g\n", eq[0], eq[1], ne[0], ne[1], fl[0], fl[2]);
  long bits = (long)(v2si){1, 2};
  v2si back = (v2si)bits;
  printf("bits %lx %d %d\n", bits, back[0], back[1]);
  int k = 2;
  v4sf fk = {1, 2, 3, 4};
  fk[k] *= 10;
  fk[k + 1]++;
  printf("fk %g %g %d %g\n", fk[2], fk[3], (int)__builtin_reduce_max((v4si){3, -9, 12, 0}), __builtin_reduce_min(fk));
  v4sf r = __builtin_elementwise_floor((v4sf){1.5f, -1.5f, 2, 0.25f}) + __builtin_elementwise_ceil((v4sf){1.5f, -1.5f, 2, 0.25f});
  printf("round %g %g %g %g\n", r[0], r[1], r[2], r[3]);
}

// Typedefs whose `aligned` attribute lowers or raises a vector's alignment, as clang's
// `__m128_u` does: unaligned loads and stores through such pointers and packed structs.
typedef float m128_u __attribute__((__vector_size__(16), __aligned__(1)));
typedef float m128_32 __attribute__((__vector_size__(16), __aligned__(32)));
static v4sf loadu(const void *p) {
  struct L { m128_u v; } __attribute__((__packed__, __may_alias__));
  return ((const struct L *)p)->v;
}
static v4sf loadu2(const m128_u *p) { return *p; }
static void storeu(m128_u *p, v4sf v) { *p = v; }
__attribute__((used)) static int unaligned(void) {
  char buf[64] = {0};
  float f[9] = {1, 2, 3, 4, 5, 6, 7, 8, 9};
  __builtin_memcpy(buf + 1, f, 36);
  v4sf a = loadu(buf + 1);
  v4sf b = loadu2((const m128_u *)(buf + 5));
  storeu((m128_u *)(buf + 3), a + b);
  float g[4];
  __builtin_memcpy(g, buf + 3, 16);
  printf("unaligned %g %g %g %g %zu %zu %zu\n", g[0], g[1], g[2], g[3], _Alignof(m128_u),
         _Alignof(m128_32), sizeof(m128_u));
  return 0;
}
