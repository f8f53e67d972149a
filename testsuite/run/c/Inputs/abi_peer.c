/* The "other compiler" side of the ABI interoperability tests. */
#include <stdarg.h>
#include <stdio.h>
#include "abi_common.h"

struct small peer_small(struct small s, int k) { return (struct small){s.a * k, s.b - k}; }
struct c3 peer_c3(struct c3 s) {
  struct c3 r = {{(char)(s.c[2] + 1), (char)(s.c[1] + 1), (char)(s.c[0] + 1)}};
  return r;
}
struct mixed peer_mixed(struct mixed a, struct mixed b) {
  return (struct mixed){a.d * b.d, a.i + b.i};
}
struct ifl peer_ifl(struct ifl v) { return (struct ifl){v.i + 1, v.f * 2}; }
struct ff peer_ff(struct ff v, float k) { return (struct ff){v.y * k, v.x * k}; }
struct dd peer_dd(struct dd v) { return (struct dd){v.a + v.b, v.a - v.b}; }
struct fff peer_fff(struct fff v) { return (struct fff){v.z, v.y, v.x}; }
struct big peer_big(struct big b, int k) {
  for (int i = 0; i < 5; i++) b.v[i] = b.v[i] * k + i;
  b.tag = (char)(b.tag + 1);
  return b;
}
struct ldw peer_ldw(struct ldw v) { v.x = v.x * 3; return v; }

double peer_vsum(int n, ...) {
  va_list ap;
  va_start(ap, n);
  double s = 0;
  for (int i = 0; i < n; i++) s += va_arg(ap, double) * (i + 1);
  va_end(ap);
  return s;
}

int peer_vformat(char *buf, unsigned long size, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int r = vsnprintf(buf, size, fmt, ap);
  va_end(ap);
  return r;
}

long peer_many(int a, double b, struct small c, struct dd d, int e, struct big f, float g,
               struct mixed h, long i, long j, long k, double l) {
  return a + (long)(b * 10) + c.a + c.b + (long)(d.a + d.b) + e + f.v[0] + f.v[4] + f.tag +
         (long)(g * 100) + (long)h.d + h.i + i + j + k + (long)(l * 1000);
}

/* Calls in the other direction: functions compiled by the other compiler. */
void peer_calls_back(void) {
  struct small s = main_small((struct small){6, 7}, 3);
  printf("back small=%d %d\n", s.a, s.b);
  struct mixed m = main_mixed((struct mixed){1.5, 2}, (struct mixed){4.0, 5});
  printf("back mixed=%.2f %d\n", m.d, m.i);
  struct ff f = main_ff((struct ff){1.0f, 2.0f}, 0.5f);
  printf("back ff=%.2f %.2f\n", f.x, f.y);
  struct dd d = main_dd((struct dd){10.0, 2.5});
  printf("back dd=%.2f %.2f\n", d.a, d.b);
  struct fff t = main_fff((struct fff){1, 2, 3});
  printf("back fff=%.1f %.1f %.1f\n", t.x, t.y, t.z);
  struct big b = main_big((struct big){{1, 2, 3, 4, 5}, 'a'}, 10);
  printf("back big=%ld %ld %ld %ld %ld %c\n", b.v[0], b.v[1], b.v[2], b.v[3], b.v[4], b.tag);
  printf("back vsum=%.3f\n", main_vsum(6, 1.0, 2.5, -3.0, 4.25, 5.0, 0.125));
  printf("back vsum many=%.3f\n", main_vsum(10, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0));
  printf("back many=%ld\n", main_many(1, 2.5, (struct small){3, 4}, (struct dd){5, 6}, 7,
                                      (struct big){{8, 9, 10, 11, 12}, 13}, 0.25f,
                                      (struct mixed){14.0, 15}, 16, 17, 18, 0.019));
}
