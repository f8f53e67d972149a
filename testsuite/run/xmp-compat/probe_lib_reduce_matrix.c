// The reduction construct with every operator on every C arithmetic type, on scalars and on
// 3-element arrays, on all nodes, on a node subarray (`on p[1:2]`), on the owners of a
// template section (`on t[0:3]`) and with `async`/`wait_async`; firstmax/firstmin/lastmax/
// lastmin with a location variable; + and * on float _Complex and double _Complex.
// Written in the style of the reference implementation's test suite (PASS/ERROR per node,
// exit status). Every value is computed on each node from the node numbers, so the expected
// result is known without communication.
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %xmprun -n 2 %t | FileCheck %s --implicit-check-not=ERROR
// RUN: %xmprun -n 4 %t | FileCheck %s --implicit-check-not=ERROR
// RUN: %xmprun -n 4 %t.O0 | FileCheck %s --implicit-check-not=ERROR
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t | FileCheck %s --implicit-check-not=ERROR %}
// CHECK: PASS
#include <stdio.h>
#include <stdlib.h>
#include <complex.h>
#include <xmp.h>
#pragma xmp nodes p[*]
#pragma xmp template t[16]
#pragma xmp distribute t[block] onto p
int result = 0, me, np;
#define FAIL(k) do { printf("ERROR node %d: check %d (line %d)\n", me, (k), __LINE__); result = 1; } while (0)

/* node value: small so that products of 8 nodes fit in a char */
#define V(k) ((k) % 2 + 1)
#define B(k) (1 << ((k) % 4))

#define INT_OPS(T, tag)                                                                        \
  static void ints_##tag(void) {                                                               \
    T s = V(me), m = V(me), d = V(me), a = (T)~(T)B(me), o = B(me), x = B(me), la = (me != 1), \
      lo = (me == 1), mx = (T)(me * 3 % 7), mn = (T)(me * 3 % 7);                              \
    T arr[3] = {V(me), (T)(me + 1), (T)B(me)};                                                 \
    _Pragma("xmp reduction(+:s)") _Pragma("xmp reduction(*:m)") _Pragma("xmp reduction(-:d)")                                \
    _Pragma("xmp reduction(&:a)") _Pragma("xmp reduction(|:o)") _Pragma("xmp reduction(^:x)")                                \
    _Pragma("xmp reduction(&&:la)") _Pragma("xmp reduction(||:lo)") _Pragma("xmp reduction(max:mx)") _Pragma("xmp reduction(min:mn)")      \
    _Pragma("xmp reduction(+:arr)")                                                            \
    T es = 0, em = 1, ea = (T)~(T)0, eo = 0, ex = 0, emx = (T)0, emn = (T)100, ea1 = 0, ea2 = 0; \
    for (int k = 0; k < np; k++) {                                                             \
      es += V(k); em *= V(k); ea &= (T)~(T)B(k); eo |= B(k); ex ^= B(k);                      \
      if ((T)(k * 3 % 7) > emx) emx = (T)(k * 3 % 7);                                          \
      if ((T)(k * 3 % 7) < emn) emn = (T)(k * 3 % 7);                                          \
      ea1 += (T)(k + 1); ea2 += (T)B(k);                                                      \
    }                                                                                          \
    if (s != es) FAIL(1);                                                                      \
    if (m != em) FAIL(2);                                                                      \
    if (d != es) FAIL(3);                                                                      \
    if (a != ea) FAIL(4);                                                                      \
    if (o != eo) FAIL(5);                                                                      \
    if (x != ex) FAIL(6);                                                                      \
    if (la != (np == 1 ? 1 : 0)) FAIL(7);                                                      \
    if (lo != (np > 1)) FAIL(8);                                                               \
    if (mx != emx || mn != emn) FAIL(9);                                                       \
    if (arr[0] != es || arr[1] != ea1 || arr[2] != ea2) FAIL(10);                              \
  }

#define FLT_OPS(T, tag)                                                                        \
  static void flts_##tag(void) {                                                               \
    T s = V(me) * 0.5, m = V(me), d = V(me) * 0.25, mx = me * 1.5, mn = -me * 1.5;            \
    int la = me != 1, lo = me == 1;                                                            \
    T arr[3] = {me * 0.5, 1.0, -me};                                                           \
    _Pragma("xmp reduction(+:s)") _Pragma("xmp reduction(*:m)") _Pragma("xmp reduction(-:d)") _Pragma("xmp reduction(max:mx)")              \
    _Pragma("xmp reduction(min:mn)") _Pragma("xmp reduction(&&:la)") _Pragma("xmp reduction(||:lo)")                         \
    _Pragma("xmp reduction(max:arr)")                                                          \
    T es = 0, em = 1, ed = 0;                                                                  \
    for (int k = 0; k < np; k++) { es += V(k) * 0.5; em *= V(k); ed += V(k) * 0.25; }          \
    if (s != es || m != em || d != ed) FAIL(11);                                               \
    if (mx != (np - 1) * 1.5 || mn != -(np - 1) * 1.5) FAIL(12);                               \
    if (la != (np == 1) || lo != (np > 1)) FAIL(13);                                           \
    if (arr[0] != (np - 1) * 0.5 || arr[1] != 1.0 || arr[2] != 0) FAIL(14);                    \
  }

INT_OPS(char, c)
INT_OPS(signed char, sc)
INT_OPS(unsigned char, uc)
INT_OPS(short, s)
INT_OPS(unsigned short, us)
INT_OPS(int, i)
INT_OPS(unsigned, u)
INT_OPS(long, l)
INT_OPS(unsigned long, ul)
INT_OPS(long long, ll)
INT_OPS(unsigned long long, ull)
FLT_OPS(float, f)
FLT_OPS(double, d)
FLT_OPS(long double, ld)

#define LOC_OPS(T, tag)                                                                        \
  static void locs_##tag(void) {                                                               \
    /* nodes 0 and np-1 (and every even node) hold the same maximum: first/last pick */       \
    T v = (me % 2 == 0) ? 7 : 3, fmx = v, lmx = v, fmn = (T)(10 - v), lmn = (T)(10 - v);                         \
    int i1 = me, i2 = me, i3 = me, i4 = me;                                                    \
    _Pragma("xmp reduction(firstmax:fmx/i1/)") _Pragma("xmp reduction(lastmax:lmx/i2/)")                     \
    _Pragma("xmp reduction(firstmin:fmn/i3/)") _Pragma("xmp reduction(lastmin:lmn/i4/)")                     \
    int last_even = (np - 1) / 2 * 2;                                                          \
    if (fmx != 7 || i1 != 0 || lmx != 7 || i2 != last_even) FAIL(20);                          \
    if (fmn != 3 || i3 != 0 || lmn != 3 || i4 != last_even) FAIL(21);                       \
  }
LOC_OPS(int, i)
LOC_OPS(unsigned char, uc)
LOC_OPS(long long, ll)
LOC_OPS(float, f)
LOC_OPS(double, d)

static void complexes(void) {
  float _Complex fz = me + 1.0f * I, fm = (me % 2 ? 1.0f * I : 1.0f);
  double _Complex dz = me * 0.5 + 2.0 * I, dm = (me % 2 ? 1.0 * I : 1.0), dd = me * (1.0 - 1.0 * I);
  double _Complex za[2] = {me, me * I};
#pragma xmp reduction(+:fz, dz, za)
#pragma xmp reduction(*:fm, dm)
#pragma xmp reduction(-:dd)
  float _Complex efm = 1; double _Complex edm = 1;
  for (int k = 0; k < np; k++) { efm *= (k % 2 ? 1.0f * I : 1.0f); edm *= (k % 2 ? 1.0 * I : 1.0); }
  double sk = np * (np - 1) / 2.0;
  if (crealf(fz) != sk || cimagf(fz) != np) FAIL(30);
  if (creal(dz) != sk * 0.5 || cimag(dz) != 2.0 * np) FAIL(31);
  if (fm != efm || dm != edm) FAIL(32);
  if (creal(dd) != sk || cimag(dd) != -sk) FAIL(33);
  if (creal(za[0]) != sk || cimag(za[1]) != sk) FAIL(34);
}

static void subsets(void) {
  /* on a node subarray: only p[1:2] (nodes 1 and 2) take part */
  int s = me + 1, m = me + 1;
  double dmx = me;
  if (np >= 3) {
#pragma xmp reduction(+:s) on p[1:2]
#pragma xmp reduction(max:dmx) on p[1:2]
    if (me == 1 || me == 2) { if (s != 5 || dmx != 2) FAIL(40); }
    else if (s != me + 1 || dmx != me) FAIL(41);
  }
  /* on the owners of a template section: t[0:3] lies on node 0 (block over np <= 8 nodes ... 16/np >= 2) */
  int own = 16 / np; /* elements per node */
  int first_nodes = (4 + own - 1) / own;  /* t[0:4] = indices 0..3 */
  s = me + 1;
#pragma xmp reduction(+:s) on t[0:4]
  if (me < first_nodes) { if (s != first_nodes * (first_nodes + 1) / 2) FAIL(42); }
  else if (s != me + 1) FAIL(43);
  /* async: two reductions in flight under one id */
  long long l = me; unsigned short us = 1u << me;
#pragma xmp reduction(+:l) async(3)
#pragma xmp reduction(|:us) async(3)
#pragma xmp wait_async(3)
  if (l != np * (np - 1) / 2 || us != (1u << np) - 1) FAIL(44);
  /* async on a subset, with the test routine */
  if (np >= 4) {
#pragma xmp task on p[2:2]
    {
      m = xmp_node_num();
#pragma xmp reduction(*:m) async(5)
#pragma xmp wait_async(5)
      if (m != 2) FAIL(45);
    }
  }
}

int main(void) {
  me = xmpc_node_num(); np = xmp_num_nodes();
  ints_c(); ints_sc(); ints_uc(); ints_s(); ints_us(); ints_i(); ints_u(); ints_l(); ints_ul();
  ints_ll(); ints_ull();
  flts_f(); flts_d(); flts_ld();
  locs_i(); locs_uc(); locs_ll(); locs_f(); locs_d();
  complexes();
  subsets();
#pragma xmp reduction(max:result)
  if (me == 0) { if (result == 0) printf("PASS\n"); else printf("ERROR\n"); }
  return result;
}
