/* Caller side of the ABI edge-case tests. */
#include <stdio.h>
#include "abi_edge.h"

int main(void) {
  struct c5 a = e_c5((struct c5){{'a', 'b', 'c', 'd', 'e'}});
  printf("c5=%.5s\n", a.c);
  struct sc b = e_sc((struct sc){-300, 'x'});
  printf("sc=%d %c\n", b.s, b.c);
  struct c7 c = e_c7((struct c7){{'1', '2', '3', '4', '5', '6', '7'}});
  printf("c7=%.7s\n", c.c);
  struct fi d = e_fi((struct fi){1.5f, 10});
  printf("fi=%.2f %d\n", d.f, d.i);
  struct df e = e_df((struct df){2.5, 4.0f});
  printf("df=%.2f %.2f\n", e.d, e.f);
  struct cd f = e_cd((struct cd){'m', 6.25});
  printf("cd=%c %.2f\n", f.c, f.d);
  struct f3 g = e_f3((struct f3){{1, 2, 3}});
  printf("f3=%.1f %.1f %.1f\n", g.v[0], g.v[1], g.v[2]);
  struct ffii h = e_ffii((struct ffii){1.25f, 2.5f, 3, 4});
  printf("ffii=%.2f %.2f %d %d\n", h.a, h.b, h.c, h.d);
  struct iiff k = e_iiff((struct iiff){7, 2, 1.5f, 4.0f});
  printf("iiff=%d %d %.2f %.2f\n", k.a, k.b, k.c, k.d);
  struct bits l = e_bits((struct bits){7, 1000, -20});
  printf("bits=%u %u %d\n", l.a, l.b, l.c);
  struct uni m = e_uni((struct uni){{41}, 'a'});
  printf("uni=%d %c\n", m.u.i, m.tag);
  struct s17 n = e_s17((struct s17){{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17}});
  printf("s17=%d %d %d\n", n.c[0], n.c[8], n.c[16]);
  double sp = e_spill(1, 2, 3, 4, 5, (struct cd){'A', 0.5}, 6, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0,
                      (struct df){0.25, 0.5f}, 8.0, (struct ffii){1.0f, 2.0f, 3, 4}, 7,
                      (struct l3){100, 200, 300}, 0.125f);
  printf("spill=%.4f\n", sp);
  double vs = e_vstructs(6, (struct cd){'B', 1.5}, (struct ffii){1, 2, 3, 4}, (struct l3){5, 6, 7},
                         (struct f3){{0.5f, 1.5f, 2.5f}}, (struct cd){'C', -1.0},
                         (struct ffii){0.5f, 0.25f, -1, -2});
  printf("vstructs=%.4f\n", vs);
  long double ld = e_vlongdouble(4, 1.0L, 0.5L, 0.25L, 1e-17L);
  printf("vlongdouble=%.22Lg\n", ld);
  struct fi (*fp)(struct fi) = e_fi;
  struct fi viaptr = fp((struct fi){0.5f, 3});
  printf("via pointer=%.2f %d\n", viaptr.f, viaptr.i);
  return (int)sp % 256;
}
