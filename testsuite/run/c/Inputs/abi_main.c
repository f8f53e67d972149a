/* The "main" side of the ABI interoperability tests: calls abi_peer.c and is called by it. */
#include <stdarg.h>
#include <stdio.h>
#include "abi_common.h"

struct small main_small(struct small s, int k) { return (struct small){s.a + k, s.b * k}; }
struct mixed main_mixed(struct mixed a, struct mixed b) { return (struct mixed){a.d + b.d, a.i * b.i}; }
struct ff main_ff(struct ff v, float k) { return (struct ff){v.x + k, v.y - k}; }
struct dd main_dd(struct dd v) { return (struct dd){v.a * v.b, v.a / v.b}; }
struct fff main_fff(struct fff v) { return (struct fff){v.x * 2, v.y * 2, v.z * 2}; }
struct big main_big(struct big b, int k) {
  for (int i = 0; i < 5; i++) b.v[i] += k * i;
  b.tag = (char)(b.tag + 2);
  return b;
}
double main_vsum(int n, ...) {
  va_list ap;
  va_start(ap, n);
  double s = 0;
  for (int i = 0; i < n; i++) s = s * 0.5 + va_arg(ap, double);
  va_end(ap);
  return s;
}
long main_many(int a, double b, struct small c, struct dd d, int e, struct big f, float g,
               struct mixed h, long i, long j, long k, double l) {
  return a * 2 + (long)(b * 4) + c.a * c.b + (long)(d.a * d.b) + e + f.v[1] + f.v[3] + f.tag +
         (long)(g * 8) + (long)h.d + h.i + i + j * k + (long)(l * 1000);
}

int main(void) {
  struct small s = peer_small((struct small){4, 9}, 3);
  printf("small=%d %d\n", s.a, s.b);
  struct c3 c = peer_c3((struct c3){{'a', 'b', 'c'}});
  printf("c3=%c%c%c\n", c.c[0], c.c[1], c.c[2]);
  struct mixed m = peer_mixed((struct mixed){1.5, 7}, (struct mixed){-2.0, 8});
  printf("mixed=%.2f %d\n", m.d, m.i);
  struct ifl fi = peer_ifl((struct ifl){41, 1.25f});
  printf("ifl=%d %.2f\n", fi.i, fi.f);
  struct ff f = peer_ff((struct ff){1.5f, 2.5f}, 2.0f);
  printf("ff=%.2f %.2f\n", f.x, f.y);
  struct dd d = peer_dd((struct dd){3.25, 1.0});
  printf("dd=%.2f %.2f\n", d.a, d.b);
  struct fff t = peer_fff((struct fff){1.5f, 2.5f, 3.5f});
  printf("fff=%.1f %.1f %.1f\n", t.x, t.y, t.z);
  struct big b = peer_big((struct big){{10, 20, 30, 40, 50}, 'x'}, 2);
  printf("big=%ld %ld %ld %ld %ld %c\n", b.v[0], b.v[1], b.v[2], b.v[3], b.v[4], b.tag);
  struct ldw l = peer_ldw((struct ldw){1.5L});
  printf("ldw=%.3Lf\n", l.x);
  float fl = 0.5f;
  printf("vsum=%.3f\n", peer_vsum(5, 1.0, 2.0, (double)fl, 4.5, -1.0));
  printf("vsum many=%.3f\n", peer_vsum(12, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 2.0));
  char buf[96];
  int n = peer_vformat(buf, sizeof buf, "%d|%.3f|%s|%ld|%.1f|%c", 42, 3.14159, "str", 1L << 40, 2.5, 'z');
  printf("vformat=%s (%d)\n", buf, n);
  printf("many=%ld\n", peer_many(1, 2.5, (struct small){3, 4}, (struct dd){5, 6}, 7,
                                 (struct big){{8, 9, 10, 11, 12}, 13}, 0.25f,
                                 (struct mixed){14.0, 15}, 16, 17, 18, 0.019));
  peer_calls_back();
  return s.a + m.i;
}
