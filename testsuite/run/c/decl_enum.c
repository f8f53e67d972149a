// Differential test: enums: implicit and explicit values, negative values, enum in expressions, switch, sizeof
// Built by clang-22 and by xmp-clang; stdout and exit status must match.
// RUN: %clang -O2 -w %s -o %t.ref -lm
// RUN: sh -c '%t.ref; echo "exit=$?"' > %t.expected
// RUN: %xmpcc -O2 %s -o %t -lm
// RUN: sh -c '%t; echo "exit=$?"' > %t.out
// RUN: diff %t.expected %t.out

#include <stdio.h>

enum color { RED, GREEN = 5, BLUE, YELLOW = GREEN + 10, BLACK = -1 };
enum { ANON_A = 'a', ANON_B };
typedef enum { MON = 1, TUE, WED, THU, FRI, SAT, SUN } weekday;
enum big { BIG = 0x7fffffff };
enum trailing { T1, T2, T3, };   /* trailing comma */

static const char *name(enum color c) {
  switch (c) {
  case RED: return "red";
  case GREEN: return "green";
  case BLUE: return "blue";
  case YELLOW: return "yellow";
  case BLACK: return "black";
  }
  return "?";
}

int main(void) {
  enum color cs[] = {RED, GREEN, BLUE, YELLOW, BLACK};
  for (unsigned i = 0; i < sizeof cs / sizeof cs[0]; i++)
    printf("%s=%d\n", name(cs[i]), cs[i]);
  printf("ANON_B=%d (%c)\n", ANON_B, ANON_B);
  weekday d = FRI;
  d++;
  printf("d=%d weekend=%d\n", d, d >= SAT);
  printf("BIG=%d T3=%d sizeof enum=%zu\n", BIG, T3, sizeof(enum color));
  int arr[BLUE];                 /* enum constant as array size */
  printf("sizeof arr=%zu\n", sizeof arr);
  enum color c = 6;
  printf("c==BLUE %d\n", c == BLUE);
  return BLUE + YELLOW;
}
