// Differential test: anonymous struct and union members (C11/GNU) accessed through the enclosing object
// Built by clang-22 and by xmp-clang; stdout and exit status must match.
// RUN: %clang -O2 -w %s -o %t.ref -lm
// RUN: sh -c '%t.ref; echo "exit=$?"' > %t.expected
// RUN: %xmpcc -O2 %s -o %t -lm
// RUN: sh -c '%t; echo "exit=$?"' > %t.out
// RUN: diff %t.expected %t.out

#include <stdio.h>
#include <stddef.h>

struct vec {
  union {
    struct { float x, y, z; };
    float v[3];
  };
  int kind;
};

struct msg {
  int type;
  union {
    struct { int code; int detail; };
    struct { short a, b, c, d; };
    long long whole;
  };
};

int main(void) {
  struct vec p = {{{1.0f, 2.0f, 3.0f}}, 9};
  p.v[1] = 5.0f;
  printf("x=%.1f y=%.1f z=%.1f kind=%d\n", p.x, p.y, p.z, p.kind);
  printf("offset of z=%zu kind=%zu\n", offsetof(struct vec, z), offsetof(struct vec, kind));

  struct msg m;
  m.type = 1;
  m.whole = 0;
  m.code = 0x10;
  m.detail = 0x20;
  printf("code=%d detail=%d a=%d c=%d whole=%llx\n", m.code, m.detail, m.a, m.c,
         (unsigned long long)m.whole);
  struct msg m2 = {.type = 2, .a = 1, .b = 2, .c = 3, .d = 4};
  printf("m2: type=%d code=%08x detail=%08x\n", m2.type, (unsigned)m2.code, (unsigned)m2.detail);
  printf("sizeof vec=%zu msg=%zu\n", sizeof(struct vec), sizeof(struct msg));
  return (int)(p.x + p.y + p.z);
}
