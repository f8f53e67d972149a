// Differential test: switch: fall-through, default in the middle, nested switch, duplicate-free sparse cases, char and enum cases, Duff's device, case in nested block
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

static const char *classify(int n) {
  switch (n) {
  case 0: return "zero";
  case 1: case 3: case 5: case 7: case 9: return "odd-digit";
  case 2: case 4: case 6: case 8: return "even-digit";
  default: return n < 0 ? "negative" : "big";
  }
}

static int fallthrough(int n) {
  int r = 0;
  switch (n) {
  case 4: r += 1000;   /* falls through */
  case 3: r += 100;
  default: r += 7;     /* default in the middle */
  case 2: r += 10;
  case 1: r += 1; break;
  case 9: r = -1;
  }
  return r;
}

static void duff(char *to, const char *from, int count) {
  int n = (count + 7) / 8;
  switch (count % 8) {
  case 0: do { *to++ = *from++;
  case 7:      *to++ = *from++;
  case 6:      *to++ = *from++;
  case 5:      *to++ = *from++;
  case 4:      *to++ = *from++;
  case 3:      *to++ = *from++;
  case 2:      *to++ = *from++;
  case 1:      *to++ = *from++;
          } while (--n > 0);
  }
}

int main(void) {
  for (int i = -2; i <= 11; i += 3) printf("%d:%s ", i, classify(i));
  printf("\n");
  for (int i = 0; i <= 9; i++) printf("%d ", fallthrough(i));
  printf("\n");
  int vowels = 0, other = 0;
  for (const char *p = "switch statements"; *p; p++) {
    switch (*p) {
    case 'a': case 'e': case 'i': case 'o': case 'u': vowels++; break;
    case ' ': break;
    default: other++;
    }
  }
  printf("vowels=%d other=%d\n", vowels, other);
  int grid = 0;
  for (int a = 0; a < 3; a++)
    for (int b = 0; b < 3; b++)
      switch (a) {
      case 0:
        switch (b) { case 0: grid += 1; break; default: grid += 2; }
        break;
      case 1:
        grid += 10;
        continue;     /* continue inside switch continues the loop */
      default:
        if (b == 2) break;
        grid += 100;
      }
  printf("grid=%d\n", grid);
  char dst[20] = {0};
  duff(dst, "duffs-device-copy!", 18);
  printf("duff=%s\n", dst);
  long big = 3000000000L;
  switch (big) { case 3000000000L: printf("long case\n"); break; default: printf("no\n"); }
  switch (5) { default: { case 5: printf("case inside block\n"); } }
  unsigned u = 2;
  switch (u) { case 1u: return 1; case 2u: printf("unsigned case\n"); }
  return fallthrough(3) & 0x7f;
}
