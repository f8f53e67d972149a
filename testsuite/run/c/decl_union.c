// Differential test: unions: size/alignment, type punning of the same bytes, unions inside structs, union initialisers
// Built by clang-22 and by xmp-clang; stdout and exit status must match.
// RUN: %clang -O2 -w %s -o %t.ref -lm
// RUN: sh -c '%t.ref; echo "exit=$?"' > %t.expected
// RUN: %xmpcc -O2 %s -o %t -lm
// RUN: sh -c '%t; echo "exit=$?"' > %t.out
// RUN: diff %t.expected %t.out

#include <stdio.h>
#include <stdint.h>
#include <string.h>

union word {
  uint32_t u;
  uint8_t bytes[4];
  float f;
};

struct tagged {
  enum { T_INT, T_DBL, T_STR } tag;
  union { int i; double d; const char *s; } v;
};

union big { char c; double d; long long ll; char buf[13]; };

static void show(const struct tagged *t) {
  switch (t->tag) {
  case T_INT: printf("int %d\n", t->v.i); break;
  case T_DBL: printf("dbl %.3f\n", t->v.d); break;
  case T_STR: printf("str %s\n", t->v.s); break;
  }
}

int main(void) {
  union word w;
  w.u = 0x11223344u;
  printf("bytes little-endian: %02x %02x %02x %02x\n", w.bytes[0], w.bytes[1], w.bytes[2], w.bytes[3]);
  w.f = 1.0f;
  printf("1.0f bits=%08x\n", (unsigned)w.u);
  union word w2 = {0xdeadbeefu};       /* initialises the first member */
  printf("w2=%08x\n", (unsigned)w2.u);
  union word w3 = {.f = -2.0f};
  printf("w3=%08x\n", (unsigned)w3.u);

  struct tagged ts[3] = {{T_INT, {.i = 42}}, {T_DBL, {.d = 3.25}}, {T_STR, {.s = "hello"}}};
  for (int i = 0; i < 3; i++) show(&ts[i]);
  printf("sizeof word=%zu big=%zu tagged=%zu\n", sizeof(union word), sizeof(union big),
         sizeof(struct tagged));
  union big b;
  memset(&b, 0, sizeof b);
  b.c = 'A';
  printf("b.ll low byte=%lld\n", b.ll & 0xff);
  return (int)sizeof(union big);
}
