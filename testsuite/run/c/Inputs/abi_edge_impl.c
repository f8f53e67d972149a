/* Callee side of the ABI edge-case tests. */
#include <stdarg.h>
#include "abi_edge.h"

struct c5 e_c5(struct c5 v) { for (int i = 0; i < 5; i++) v.c[i] = (char)(v.c[i] + i); return v; }
struct sc e_sc(struct sc v) { v.s = (short)(v.s * 3); v.c = (char)(v.c + 1); return v; }
struct c7 e_c7(struct c7 v) { struct c7 r; for (int i = 0; i < 7; i++) r.c[i] = v.c[6 - i]; return r; }
struct fi e_fi(struct fi v) { return (struct fi){v.f + v.i, v.i - 1}; }
struct df e_df(struct df v) { return (struct df){v.d * v.f, (float)v.d}; }
struct cd e_cd(struct cd v) { v.c = (char)(v.c + 2); v.d = -v.d; return v; }
struct f3 e_f3(struct f3 v) { return (struct f3){{v.v[2], v.v[0] + v.v[1], v.v[1]}}; }
struct ffii e_ffii(struct ffii v) { return (struct ffii){v.b, v.a, v.d, v.c}; }
struct iiff e_iiff(struct iiff v) { return (struct iiff){v.a + v.b, v.a - v.b, v.c * v.d, v.c}; }
struct bits e_bits(struct bits v) { v.a = (v.a + 1) & 7; v.b = v.b * 2u; v.c = (int)-v.c; return v; }
struct uni e_uni(struct uni v) { v.u.i += 1; v.tag = (char)(v.tag + 1); return v; }
struct s17 e_s17(struct s17 v) { for (int i = 0; i < 17; i++) v.c[i] = (char)(v.c[i] * 2); return v; }

double e_spill(int i1, int i2, int i3, int i4, int i5, struct cd a, int i6, double d1, double d2,
               double d3, double d4, double d5, double d6, double d7, struct df b, double d8,
               struct ffii c, int i7, struct l3 big, float f9) {
  return i1 + 2 * i2 + 3 * i3 + 4 * i4 + 5 * i5 + a.c + a.d * 10 + i6 * 7 + d1 + d2 * 2 + d3 * 3 +
         d4 * 4 + d5 * 5 + d6 * 6 + d7 * 7 + b.d * 11 + b.f * 13 + d8 * 8 + c.a + c.b * 2 + c.c * 3 +
         c.d * 4 + i7 * 9 + big.a + big.b * 2 + big.c * 3 + f9 * 100;
}

double e_vstructs(int n, ...) {
  va_list ap;
  va_start(ap, n);
  double s = 0;
  for (int i = 0; i < n; i++) {
    switch (i % 4) {
    case 0: { struct cd v = va_arg(ap, struct cd); s += v.c + v.d; break; }
    case 1: { struct ffii v = va_arg(ap, struct ffii); s += v.a + v.b + v.c + v.d; break; }
    case 2: { struct l3 v = va_arg(ap, struct l3); s += (double)(v.a + v.b + v.c); break; }
    default: { struct f3 v = va_arg(ap, struct f3); s += v.v[0] + v.v[1] + v.v[2]; break; }
    }
    s *= 1.5;
  }
  va_end(ap);
  return s;
}

long double e_vlongdouble(int n, ...) {
  va_list ap;
  va_start(ap, n);
  long double s = 0;
  for (int i = 0; i < n; i++) s = s * 3 + va_arg(ap, long double);
  va_end(ap);
  return s;
}
