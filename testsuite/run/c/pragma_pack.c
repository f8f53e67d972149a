// Differential test: #pragma pack(push, n) / pack(pop) / pack(n) / pack(): struct layout (sizeof, offsetof) and member access of packed structs, including through pointers and in arrays
// Built by clang-22 and by xmp-clang; stdout and exit status must match.
// RUN: %clang -O2 -w %s -o %t.ref -lm
// RUN: sh -c '%t.ref; echo "exit=$?"' > %t.expected
// RUN: %xmpcc -O2 %s -o %t -lm
// RUN: sh -c '%t; echo "exit=$?"' > %t.out
// RUN: diff %t.expected %t.out
// RUN: %xmpcc -O0 %s -o %t.O0 -lm
// RUN: sh -c '%t.O0; echo "exit=$?"' > %t.O0.out
// RUN: diff %t.expected %t.O0.out

#include <stdio.h>
#include <stddef.h>
#include <string.h>

#pragma pack(push, 1)
struct header { char tag; int length; short flags; double value; };
#pragma pack(pop)
#pragma pack(2)
struct two { char c; double d; int i; };
#pragma pack()
struct normal { char c; int i; };

int main(void) {
  printf("header: size=%zu length@%zu flags@%zu value@%zu\n", sizeof(struct header),
         offsetof(struct header, length), offsetof(struct header, flags), offsetof(struct header, value));
  printf("two: size=%zu d@%zu i@%zu normal=%zu\n", sizeof(struct two), offsetof(struct two, d),
         offsetof(struct two, i), sizeof(struct normal));
  struct header hs[3];
  for (int k = 0; k < 3; k++) {
    hs[k].tag = (char)('a' + k);
    hs[k].length = 1000 * (k + 1);
    hs[k].flags = (short)-k;
    hs[k].value = k + 0.5;
  }
  struct header *p = &hs[1];
  p->length += 7;
  unsigned char raw[sizeof hs];
  memcpy(raw, hs, sizeof hs);
  unsigned sum = 0;
  for (size_t k = 0; k < sizeof raw; k++) sum = sum * 31 + raw[k];
  printf("hs[1]: %c %d %d %.1f raw hash=%u\n", p->tag, p->length, p->flags, p->value, sum);
  return (int)sizeof(struct header);
}
