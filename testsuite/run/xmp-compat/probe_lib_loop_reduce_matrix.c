// Loop reduction clauses with every operator on every C arithmetic type, scalars and arrays,
// on a cyclic(3) template (every node owns iterations on up to 8 nodes), with firstmax/lastmin
// and lastmax locations on each type, and + and * on float/double _Complex.
// Written in the style of the reference implementation's test suite (PASS/ERROR per node,
// exit status).
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmprun -n 2 %t | FileCheck %s --implicit-check-not=ERROR
// RUN: %xmprun -n 3 %t | FileCheck %s --implicit-check-not=ERROR
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t | FileCheck %s --implicit-check-not=ERROR %}
// CHECK: PASS
#include <stdio.h>
#include <stdlib.h>
#include <complex.h>
#include <xmp.h>
#define M 24
#pragma xmp nodes p[*]
#pragma xmp template t[M]
#pragma xmp distribute t[cyclic(3)] onto p
int result = 0, me;
#define FAIL(k) do { printf("ERROR node %d: check %d (line %d)\n", me, (k), __LINE__); result = 1; } while (0)

#define INT_LOOP(T, tag)                                                                        \
  static void ints_##tag(void) {                                                                \
    T s = 0, m = 1, d = 0, a = (T)~(T)0, o = 0, x = 0, mx = 0, mn = 100, arr[2] = {0, 0};      \
    int la = 1, lo = 0;                                                                         \
    _Pragma("xmp loop (i) on t[i] reduction(+:s, arr) reduction(*:m) reduction(-:d) reduction(&:a) reduction(|:o) reduction(^:x) reduction(max:mx) reduction(min:mn) reduction(&&:la) reduction(||:lo)") \
    for (int i = 0; i < M; i++) {                                                               \
      s += (T)(i % 5); if (i % 8 == 0) m *= 2; d -= (T)1; a &= (T)~(T)(1 << (i % 6));         \
      o |= (T)(1 << (i % 7)); x ^= (T)(i % 4); if ((T)(i * 7 % 23) > mx) mx = (T)(i * 7 % 23); \
      if ((T)(50 + i % 9) < mn) mn = (T)(50 + i % 9); la = la && (i != 17); lo = lo || (i == 17); \
      arr[0] += 1; arr[1] += (T)(i % 2);                                                        \
    }                                                                                           \
    T es = 0, em = 1, ea = (T)~(T)0, eo = 0, ex = 0, emx = 0;                                   \
    for (int i = 0; i < M; i++) {                                                               \
      es += (T)(i % 5); if (i % 8 == 0) em *= 2; ea &= (T)~(T)(1 << (i % 6));                 \
      eo |= (T)(1 << (i % 7)); ex ^= (T)(i % 4); if ((T)(i * 7 % 23) > emx) emx = (T)(i * 7 % 23); \
    }                                                                                           \
    if (s != es || m != em || d != (T)(-M)) FAIL(1);                                            \
    if (a != ea || o != eo || x != ex) FAIL(2);                                                 \
    if (mx != emx || mn != 50 || la != 0 || lo != 1) FAIL(3);                                   \
    if (arr[0] != M || arr[1] != M / 2) FAIL(4);                                                \
    T fm = 0, lm = 100; int fi = -1, li = -1;                                                   \
    _Pragma("xmp loop (i) on t[i] reduction(firstmax:fm/fi/) reduction(lastmin:lm/li/)")        \
    for (int i = 0; i < M; i++) {                                                               \
      T v = (T)(i % 6);                                                                         \
      if (v > fm) { fm = v; fi = i; }                                                           \
      if (v <= lm) { lm = v; li = i; }                                                          \
    }                                                                                           \
    if (fm != 5 || fi != 5 || lm != 0 || li != 18) FAIL(5);                                     \
  }

#define FLT_LOOP(T, tag)                                                                        \
  static void flts_##tag(void) {                                                                \
    T s = 0, m = 1, d = 0, mx = -1, mn = 1e6, arr[2] = {0, 0};                                  \
    _Pragma("xmp loop (i) on t[i] reduction(+:s, arr) reduction(*:m) reduction(-:d) reduction(max:mx) reduction(min:mn)") \
    for (int i = 0; i < M; i++) {                                                               \
      s += i * 0.5; if (i % 6 == 0) m *= 1.5; d -= 0.25; if (i * 1.25 > mx) mx = i * 1.25;     \
      if (100 - i * 0.5 < mn) mn = 100 - i * 0.5; arr[0] += 1; arr[1] += i;                    \
    }                                                                                           \
    if (s != M * (M - 1) / 4.0 || m != (T)(1.5 * 1.5 * 1.5 * 1.5) || d != -M * 0.25) FAIL(10);  \
    if (mx != (M - 1) * 1.25 || mn != 100 - (M - 1) * 0.5 || arr[0] != M || arr[1] != M * (M - 1) / 2) FAIL(11); \
    T fm = -1; int fi = -1;                                                                     \
    _Pragma("xmp loop (i) on t[i] reduction(lastmax:fm/fi/)")                                   \
    for (int i = 0; i < M; i++) if (i % 7 >= fm) { fm = i % 7; fi = i; }                         \
    if (fm != 6 || fi != 20) FAIL(12);                                                          \
  }

INT_LOOP(char, c)
INT_LOOP(signed char, sc)
INT_LOOP(unsigned char, uc)
INT_LOOP(short, s)
INT_LOOP(unsigned short, us)
INT_LOOP(int, i)
INT_LOOP(unsigned, u)
INT_LOOP(long, l)
INT_LOOP(unsigned long, ul)
INT_LOOP(long long, ll)
INT_LOOP(unsigned long long, ull)
FLT_LOOP(float, f)
FLT_LOOP(double, d)
FLT_LOOP(long double, ld)

static void complexes(void) {
  float _Complex fz = 0, fm = 1;
  double _Complex dz = 0, dm = 1;
#pragma xmp loop (i) on t[i] reduction(+:fz, dz) reduction(*:fm, dm)
  for (int i = 0; i < M; i++) {
    fz += i + 1.0f * I; dz += 0.5 - i * I;
    if (i % 6 == 0) { fm *= 1.0f * I; dm *= 2.0 * I; }
  }
  if (crealf(fz) != M * (M - 1) / 2 || cimagf(fz) != M) FAIL(20);
  if (creal(dz) != M * 0.5 || cimag(dz) != -M * (M - 1) / 2) FAIL(21);
  if (fm != 1.0f || dm != 16.0) FAIL(22);
}

int main(void) {
  me = xmpc_node_num();
  ints_c(); ints_sc(); ints_uc(); ints_s(); ints_us(); ints_i(); ints_u(); ints_l(); ints_ul();
  ints_ll(); ints_ull();
  flts_f(); flts_d(); flts_ld();
  complexes();
#pragma xmp reduction(max:result)
  if (me == 0) { if (result == 0) printf("PASS\n"); else printf("ERROR\n"); }
  return result;
}
