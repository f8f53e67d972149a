// Differential test: language flags that change the program: -funsigned-char (char values,
// character constants, CHAR_MIN/CHAR_MAX, promotions, comparisons, char arguments and results
// across units of the same build), -fpack-struct[=N] (struct layout) and -fgnu89-inline (a
// plain inline definition is the external one). Built by clang-22 and by xmp-clang with the same
// flags; stdout and exit status must match.
// RUN: %clang -O2 -w -funsigned-char -fpack-struct=2 -fgnu89-inline %s -o %t.ref
// RUN: sh -c '%t.ref; echo "exit=$?"' > %t.expected
// RUN: %xmpcc -O2 -funsigned-char -fpack-struct=2 -fgnu89-inline %s -o %t
// RUN: sh -c '%t; echo "exit=$?"' > %t.out
// RUN: diff %t.expected %t.out
// RUN: %xmpcc -O0 -funsigned-char -fpack-struct=2 -fgnu89-inline %s -o %t.O0
// RUN: sh -c '%t.O0; echo "exit=$?"' > %t.O0.out
// RUN: diff %t.expected %t.O0.out
// The defaults again, and -fpack-struct (1), against clang-22.
// RUN: %clang -O2 -w -fpack-struct -fgnu89-inline %s -o %t.ref2
// RUN: sh -c '%t.ref2; echo "exit=$?"' > %t.expected2
// RUN: %xmpcc -O2 -fpack-struct -fgnu89-inline %s -o %t2
// RUN: sh -c '%t2; echo "exit=$?"' > %t.out2
// RUN: diff %t.expected2 %t.out2
// The external definition is in the object (without -fgnu89-inline, C99 makes it an inline
// definition, which is not).
// RUN: %xmpcc -O0 -fgnu89-inline -c %s -o %t.o
// RUN: nm %t.o | FileCheck %s --check-prefix=GNU89
// GNU89: T next_of
// RUN: %xmpcc -O0 -std=gnu89 -c %s -o %t89.o
// RUN: nm %t89.o | FileCheck %s --check-prefix=GNU89

#include <limits.h>
#include <stdio.h>
#include <stddef.h>
#include <string.h>

struct Mixed {
  char c;
  int i;
  short s;
  double d;
};
struct Nested {
  char tag;
  struct Mixed m;
  long l;
};

inline int next_of(int x) { return x + 1; }

__attribute__((noinline)) static char pass_char(char c) { return (char)(c + 1); }
__attribute__((noinline)) static int widen(char c) { return c; }

int main(void) {
  char c = (char)200;
  char buf[4] = {'\xff', '\x80', 'a', 0};
  int below = 0;
  for (int k = 0; k < 3; k++)
    below += buf[k] < 'b';
  printf("c=%d lit=%d lit2=%d min=%d max=%d gt=%d below=%d\n", c, '\xff', '\x80', CHAR_MIN,
         CHAR_MAX, c > 0, below);
  printf("pass=%d widen=%d shift=%d div=%d\n", pass_char((char)254), widen((char)0x90),
         c >> 1, c / 3);
  printf("sizes=%zu %zu offs=%zu %zu %zu\n", sizeof(struct Mixed), sizeof(struct Nested),
         offsetof(struct Mixed, i), offsetof(struct Mixed, d), offsetof(struct Nested, l));
  struct Nested n;
  memset(&n, 0, sizeof n);
  n.m.d = 2.5;
  n.l = 7;
  printf("vals=%g %ld next=%d\n", n.m.d, n.l, next_of(41));
  return 0;
}
