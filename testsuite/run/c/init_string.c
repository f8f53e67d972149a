// Differential test: string initialisers: char arrays sized from the literal, exact fit without NUL, padding, pointers to literals, arrays of strings, wide strings
// Built by clang-22 and by xmp-clang; stdout and exit status must match.
// RUN: %clang -O2 -w %s -o %t.ref -lm
// RUN: sh -c '%t.ref; echo "exit=$?"' > %t.expected
// RUN: %xmpcc -O2 %s -o %t -lm
// RUN: sh -c '%t; echo "exit=$?"' > %t.out
// RUN: diff %t.expected %t.out

#include <stdio.h>
#include <string.h>
#include <wchar.h>

static char g1[] = "global";
static char g2[10] = "pad";
static char exact[3] = "abc";          /* no room for NUL: allowed in C */
static const char *ptrs[] = {"alpha", "beta", "", "delta"};
static char matrix[][6] = {"one", "three", "five!"};

int main(void) {
  char l1[] = "local";
  char l2[8] = {"brace"};               /* braces around a string literal */
  char l3[4] = "";
  printf("g1=%s sizeof=%zu\n", g1, sizeof g1);
  printf("g2=%s sizeof=%zu tail=%d%d\n", g2, sizeof g2, g2[8], g2[9]);
  printf("exact=%c%c%c sizeof=%zu\n", exact[0], exact[1], exact[2], sizeof exact);
  printf("l1=%s %zu l2=%s %zu l3len=%zu\n", l1, sizeof l1, l2, sizeof l2, strlen(l3));
  for (int i = 0; i < 4; i++) printf("[%s:%zu]", ptrs[i], strlen(ptrs[i]));
  printf("\n");
  for (int i = 0; i < 3; i++) printf("%s|", matrix[i]);
  printf(" sizeof=%zu\n", sizeof matrix);
  l1[0] = 'L';
  printf("modified=%s\n", l1);
  wchar_t w[] = L"wide";
  printf("wide len=%zu sizeof=%zu w[1]=%d\n", wcslen(w), sizeof w, (int)w[1]);
  const char *p = "lit" "eral" " concat";
  printf("%s %zu\n", p, strlen(p));
  char esc[] = "a\tb\n\x41\101\0hidden";
  printf("esc sizeof=%zu strlen=%zu\n", sizeof esc, strlen(esc));
  return (int)(sizeof g1 + sizeof matrix);
}
