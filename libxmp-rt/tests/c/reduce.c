/* Every reduction operator on every C arithmetic type (3-element arrays), a large reduction
 * (several scratch chunks) and a large bcast from the last node. Prints "reduce ok" on success. */
#include <xmp.h>
#include <complex.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int me, n, bad;

#define IVAL(op, k, j)                                                               \
  ((op) <= 1 ? ((k) * 7 + (j) * 3 + 3) % 11 + 1                                      \
   : (op) <= 4 ? ((k) * 37 + (j) * 11 + 5) & 0x7f                                    \
   : (op) <= 6 ? (((k) + (j)) % 3 == 1 ? 0 : (k) + 1)                                \
               : ((k) * 5 + (j) * 3 + 2) % 9 - 4)
#define FVAL(op, k, j)                                                               \
  ((op) == 1 ? ((k) % 4) + 0.5 + (j)                                                 \
   : (op) >= 5 && (op) <= 6 ? (double)(((k) + (j)) % 3 == 1 ? 0 : (k) + 1)          \
               : (double)(((k) * 5 + (j) * 3 + 2) % 9 - 4))

#define ICOMB(op, a, b)                                                              \
  ((op) == 0 ? (a) + (b) : (op) == 1 ? (a) * (b) : (op) == 2 ? (a) & (b)             \
   : (op) == 3 ? (a) | (b) : (op) == 4 ? (a) ^ (b) : (op) == 5 ? (a) && (b)          \
   : (op) == 6 ? (a) || (b) : (op) == 7 ? ((a) > (b) ? (a) : (b)) : ((a) < (b) ? (a) : (b)))
#define FCOMB(op, a, b)                                                              \
  ((op) == 0 ? (a) + (b) : (op) == 1 ? (a) * (b) : (op) == 5 ? (a) && (b)           \
   : (op) == 6 ? (a) || (b) : (op) == 7 ? ((a) > (b) ? (a) : (b)) : ((a) < (b) ? (a) : (b)))

#define INT_TEST(T, code)                                                            \
  for (int op = 0; op < 9; op++) {                                                   \
    T v[3], e[3];                                                                    \
    for (int j = 0; j < 3; j++) {                                                    \
      v[j] = (T)IVAL(op, me, j);                                                     \
      e[j] = (T)IVAL(op, 0, j);                                                      \
      for (int k = 1; k < n; k++) e[j] = (T)ICOMB(op, e[j], (T)IVAL(op, k, j));     \
    }                                                                                \
    xmp_rt_reduce(NULL, v, 3, code, op, __FILE__ ":int");                            \
    for (int j = 0; j < 3; j++)                                                      \
      if (v[j] != e[j]) {                                                            \
        printf("node %d: %s op %d elem %d: got %lld want %lld\n", me, #T, op, j,     \
               (long long)v[j], (long long)e[j]);                                    \
        bad++;                                                                       \
      }                                                                              \
  }

#define FLT_TEST(T, code)                                                            \
  for (int op = 0; op < 9; op++) {                                                   \
    if (op >= 2 && op <= 4) continue;                                                \
    T v[3], e[3];                                                                    \
    for (int j = 0; j < 3; j++) {                                                    \
      v[j] = (T)FVAL(op, me, j);                                                     \
      e[j] = (T)FVAL(op, 0, j);                                                      \
      for (int k = 1; k < n; k++) e[j] = (T)FCOMB(op, e[j], (T)FVAL(op, k, j));     \
    }                                                                                \
    xmp_rt_reduce(NULL, v, 3, code, op, __FILE__ ":float");                          \
    for (int j = 0; j < 3; j++)                                                      \
      if (v[j] != e[j]) {                                                            \
        printf("node %d: %s op %d elem %d: got %g want %g\n", me, #T, op, j,         \
               (double)v[j], (double)e[j]);                                          \
        bad++;                                                                       \
      }                                                                              \
  }

#define CPLX_TEST(T, code)                                                           \
  for (int op = 0; op < 2; op++) {                                                   \
    T v[3], e[3];                                                                    \
    for (int j = 0; j < 3; j++) {                                                    \
      v[j] = (me + 1 + j) + ((me + j) % 2) * I;                                      \
      e[j] = (1 + j) + (j % 2) * I;                                                  \
      for (int k = 1; k < n; k++) {                                                  \
        T x = (k + 1 + j) + ((k + j) % 2) * I;                                       \
        e[j] = op == 0 ? e[j] + x : e[j] * x;                                        \
      }                                                                              \
    }                                                                                \
    xmp_rt_reduce(NULL, v, 3, code, op, __FILE__ ":complex");                        \
    for (int j = 0; j < 3; j++)                                                      \
      if (v[j] != e[j]) {                                                            \
        printf("node %d: %s op %d elem %d: got %g%+gi want %g%+gi\n", me, #T, op, j, \
               (double)creal(v[j]), (double)cimag(v[j]), (double)creal(e[j]),        \
               (double)cimag(e[j]));                                                 \
        bad++;                                                                       \
      }                                                                              \
  }

static int user_main(int argc, char **argv) {
  me = xmpc_node_num();
  n = xmp_num_nodes();
  INT_TEST(_Bool, XMP_RT_BOOL)
  INT_TEST(char, XMP_RT_CHAR)
  INT_TEST(signed char, XMP_RT_SCHAR)
  INT_TEST(unsigned char, XMP_RT_UCHAR)
  INT_TEST(short, XMP_RT_SHORT)
  INT_TEST(unsigned short, XMP_RT_USHORT)
  INT_TEST(int, XMP_RT_INT)
  INT_TEST(unsigned int, XMP_RT_UINT)
  INT_TEST(long, XMP_RT_LONG)
  INT_TEST(unsigned long, XMP_RT_ULONG)
  INT_TEST(long long, XMP_RT_LLONG)
  INT_TEST(unsigned long long, XMP_RT_ULLONG)
  FLT_TEST(float, XMP_RT_FLOAT)
  FLT_TEST(double, XMP_RT_DOUBLE)
  FLT_TEST(long double, XMP_RT_LDOUBLE)
  CPLX_TEST(float _Complex, XMP_RT_FLOAT_COMPLEX)
  CPLX_TEST(double _Complex, XMP_RT_DOUBLE_COMPLEX)
  CPLX_TEST(long double _Complex, XMP_RT_LDOUBLE_COMPLEX)

  /* A reduction spanning several scratch chunks. */
  enum { BIG = 200000 };
  double *big = malloc(BIG * sizeof *big);
  for (int j = 0; j < BIG; j++) big[j] = me + j;
  xmp_rt_reduce(NULL, big, BIG, XMP_RT_DOUBLE, XMP_RT_SUM, "reduce.c:big");
  for (int j = 0; j < BIG; j++)
    if (big[j] != (double)n * (n - 1) / 2 + (double)n * j) {
      printf("node %d: big[%d] = %g\n", me, j, big[j]);
      bad++;
      break;
    }
  /* Medium reductions of wide elements (reduce-scatter with uneven slices). */
  enum { LD = 3001 };
  static long double ld[LD];
  static long long ll[LD];
  for (int j = 0; j < LD; j++) {
    ld[j] = me + j + 0.25L;
    ll[j] = (long long)me * j;
  }
  xmp_rt_reduce(NULL, ld, LD, XMP_RT_LDOUBLE, XMP_RT_SUM, "reduce.c:ld");
  xmp_rt_reduce(NULL, ll, LD, XMP_RT_LLONG, XMP_RT_MAX, "reduce.c:ll");
  for (int j = 0; j < LD; j++)
    if (ld[j] != (long double)n * (n - 1) / 2 + (long double)n * j + 0.25L * n ||
        ll[j] != (long long)(n - 1) * j) {
      printf("node %d: ld/ll[%d] = %Lg %lld\n", me, j, ld[j], ll[j]);
      bad++;
      break;
    }
  /* A large bcast from the last node. */
  enum { BB = 3 << 20 };
  unsigned char *bb = malloc(BB);
  for (int j = 0; j < BB; j++) bb[j] = me == n - 1 ? (unsigned char)(j * 7 + 1) : 0;
  int last = n - 1;
  void *from = xmp_rt_nodes_from_ranks(1, &last);
  xmp_rt_bcast(NULL, from, bb, BB, "reduce.c:bcast");
  for (int j = 0; j < BB; j++)
    if (bb[j] != (unsigned char)(j * 7 + 1)) {
      printf("node %d: bb[%d] = %d\n", me, j, bb[j]);
      bad++;
      break;
    }
  xmp_rt_nodes_free(from);
  /* Back-to-back small collectives alternate the scratch buffers many times. */
  for (int i = 0; i < 200; i++) {
    int x = me + i;
    xmp_rt_reduce(NULL, &x, 1, XMP_RT_INT, XMP_RT_MAX, "reduce.c:loop");
    int y = me == 0 ? i : -1;
    xmp_rt_bcast(NULL, NULL, &y, sizeof y, "reduce.c:loop");
    if (x != n - 1 + i || y != i) {
      printf("node %d: loop %d: %d %d\n", me, i, x, y);
      bad++;
      break;
    }
  }
  if (bad == 0) printf("node %d: reduce ok\n", me);
  return bad != 0;
}

int main(int argc, char **argv) { return xmp_rt_main(argc, argv, user_main, 0); }
