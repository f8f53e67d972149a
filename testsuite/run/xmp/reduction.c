// reduction construct: every operator over every C arithmetic type, arrays (element-wise),
// `on` subsets and per-row sets (`*` subscripts), and async + wait_async.
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmprun -n 1 %t | FileCheck %s -DN=1 --implicit-check-not=FAIL
// RUN: %xmprun -n 2 %t | FileCheck %s -DN=2 --implicit-check-not=FAIL
// RUN: %xmprun -n 3 %t | FileCheck %s -DN=3 --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t | FileCheck %s -DN=4 --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 7 %t | FileCheck %s -DN=7 --implicit-check-not=FAIL %}
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t | FileCheck %s -DN=8 --implicit-check-not=FAIL %}
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %xmprun -n 3 %t.O0 | FileCheck %s -DN=3 --implicit-check-not=FAIL
// CHECK: PASS on [[N]] nodes
#include <complex.h>
#include "Inputs/check.h"

#pragma xmp nodes p[*]

static int me, n;

/* Values of node k: 1..n, so sums and products are known in closed form. */
#define INT_OPS(T)                                                                             \
  do {                                                                                         \
    T s = (T)(me + 1), pr = (T)(me % 2 + 1), mx = (T)(me + 1), mn = (T)(me + 1);               \
    T ba = (T)(0x7f & ~(1 << me)), bo = (T)(1 << me), bx = (T)(1 << me);                       \
    T la = (T)(me + 1), lo = (T)(me == n - 1), la0 = (T)(me != 0);                             \
    _Pragma("xmp reduction (+:s)")                                                             \
    _Pragma("xmp reduction (*:pr)")                                                            \
    _Pragma("xmp reduction (max:mx)")                                                          \
    _Pragma("xmp reduction (min:mn)")                                                          \
    _Pragma("xmp reduction (&:ba)")                                                            \
    _Pragma("xmp reduction (|:bo)")                                                            \
    _Pragma("xmp reduction (^:bx)")                                                            \
    _Pragma("xmp reduction (&&:la, la0)")                                                      \
    _Pragma("xmp reduction (||:lo)")                                                           \
    EXPECT_EQ(s, (T)(n * (n + 1) / 2));                                                        \
    EXPECT_EQ(pr, (T)(1 << (n / 2)));                                                          \
    EXPECT_EQ(mx, (T)n);                                                                       \
    EXPECT_EQ(mn, (T)1);                                                                       \
    EXPECT_EQ(ba, (T)(0x7f & ~((1 << n) - 1)));                                                \
    EXPECT_EQ(bo, (T)((1 << n) - 1));                                                          \
    EXPECT_EQ(bx, (T)((1 << n) - 1));                                                          \
    EXPECT_EQ(la, (T)1);                                                                       \
    EXPECT_EQ(la0, (T)0);                                                                       \
    EXPECT_EQ(lo, (T)1);                                                                       \
  } while (0)

#define FLOAT_OPS(T)                                                                           \
  do {                                                                                         \
    T s = (T)(me + 1) / 2, pr = (T)(me % 2 + 1), mx = -(T)(me + 1), mn = (T)(me + 1) * 1.5;   \
    T la = (T)(me + 1), lo = (T)0;                                                             \
    _Pragma("xmp reduction (+:s)")                                                             \
    _Pragma("xmp reduction (*:pr)")                                                            \
    _Pragma("xmp reduction (max:mx)")                                                          \
    _Pragma("xmp reduction (min:mn)")                                                          \
    _Pragma("xmp reduction (&&:la)")                                                           \
    _Pragma("xmp reduction (||:lo)")                                                           \
    EXPECT(s == (T)(n * (n + 1)) / 4);                                                         \
    EXPECT(pr == (T)(1 << (n / 2)));                                                           \
    EXPECT(mx == -(T)1);                                                                       \
    EXPECT(mn == (T)1.5);                                                                      \
    EXPECT(la == (T)1);                                                                        \
    EXPECT(lo == (T)0);                                                                        \
  } while (0)

#define COMPLEX_OPS(T)                                                                         \
  do {                                                                                         \
    T s = (me + 1) + 1.0i, pr = (me == 0) ? 2.0i : 1.0;                                        \
    _Pragma("xmp reduction (+:s)")                                                             \
    _Pragma("xmp reduction (*:pr)")                                                            \
    EXPECT(creal(s) == n * (n + 1) / 2 && cimag(s) == n);                                      \
    EXPECT(creal(pr) == 0 && cimag(pr) == 2);                                                  \
  } while (0)

typedef enum { RED, GREEN, BLUE } color;

int main(void) {
  me = xmpc_all_node_num();
  n = xmp_all_num_nodes();
  INT_OPS(char);
  INT_OPS(signed char);
  INT_OPS(unsigned char);
  INT_OPS(short);
  INT_OPS(unsigned short);
  INT_OPS(int);
  INT_OPS(unsigned int);
  INT_OPS(long);
  INT_OPS(unsigned long);
  INT_OPS(long long);
  INT_OPS(unsigned long long);
  FLOAT_OPS(float);
  FLOAT_OPS(double);
  FLOAT_OPS(long double);
  COMPLEX_OPS(float _Complex);
  COMPLEX_OPS(double _Complex);
  COMPLEX_OPS(long double _Complex);

  /* _Bool: | and & and the logical operators. */
  _Bool any = me == n - 1, all = me >= 0, none = 0;
#pragma xmp reduction (|:any) 
#pragma xmp reduction (&&:all)
#pragma xmp reduction (||:none)
  EXPECT(any && all && !none);

  /* Enumerations are integers. */
  color col = me == 0 ? BLUE : RED;
#pragma xmp reduction (max:col)
  EXPECT_EQ(col, BLUE);

  /* Arrays reduce element-wise, multi-dimensional ones too; globals as well as locals. */
  static double m[2][3];
  long v[4];
  for (int i = 0; i < 4; i++)
    v[i] = me * i;
  for (int i = 0; i < 6; i++)
    m[i / 3][i % 3] = i + me;
#pragma xmp reduction (+:v, m)
  for (int i = 0; i < 4; i++)
    EXPECT_EQ(v[i], (long)i * (n * (n - 1) / 2));
  EXPECT(m[1][2] == 5 * n + n * (n - 1) / 2);

  /* On a subset: the others keep their values. */
  int s = 1;
#pragma xmp reduction (+:s) on p[0:(n + 1) / 2]
  EXPECT_EQ(s, me < (n + 1) / 2 ? (n + 1) / 2 : 1);

  /* Asynchronous. */
  int a = me;
  double b = me;
#pragma xmp reduction (max:a, b) async(1)
#pragma xmp wait_async (1)
  EXPECT_EQ(a, n - 1);
  EXPECT(b == n - 1);
  return xmp_test_finish();
}
