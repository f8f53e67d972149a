// Differential test: bytes of the source file that are not UTF-8 (Latin-1 here) keep their
// values inside plain string and character literals, as clang keeps them: the string below
// holds the single byte 0xFF (not a replacement character) and the constant is that byte.
// RUN: %clang -O2 -w %s -o %t.ref
// RUN: %t.ref > %t.expected
// RUN: %xmpcc -O2 %s -o %t
// RUN: %t > %t.out
// RUN: diff %t.expected %t.out
// RUN: FileCheck %s < %t.out
// CHECK: sizes 3 4
// CHECK: bytes 0 255 0 | 97 233 98 0
// CHECK: char -1 same 1

#include <stdio.h>

static const unsigned char raw[] = "\0ÿ";
static const unsigned char mixed[] = "aé" "b";
static const unsigned char escaped[] = "\0\377";

int main(void) {
  printf("sizes %zu %zu\n", sizeof raw, sizeof mixed);
  printf("bytes %d %d %d | %d %d %d %d\n", raw[0], raw[1], raw[2], mixed[0], mixed[1],
         mixed[2], mixed[3]);
  printf("char %d same %d\n", 'ÿ', raw[1] == escaped[1]);
  return 0;
}
