// Differential test: ctype.h: isalpha isdigit isalnum isspace isupper islower ispunct isxdigit iscntrl isprint isgraph toupper tolower over all of ASCII
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
#include <ctype.h>

int main(void) {
  int counts[11] = {0};
  unsigned long hash = 5381;
  for (int c = 0; c < 128; c++) {
    counts[0] += isalpha(c) != 0;
    counts[1] += isdigit(c) != 0;
    counts[2] += isalnum(c) != 0;
    counts[3] += isspace(c) != 0;
    counts[4] += isupper(c) != 0;
    counts[5] += islower(c) != 0;
    counts[6] += ispunct(c) != 0;
    counts[7] += isxdigit(c) != 0;
    counts[8] += iscntrl(c) != 0;
    counts[9] += isprint(c) != 0;
    counts[10] += isgraph(c) != 0;
    hash = hash * 33 + (unsigned)toupper(c) * 3 + (unsigned)tolower(c);
  }
  const char *names[] = {"alpha", "digit", "alnum", "space", "upper", "lower",
                         "punct", "xdigit", "cntrl", "print", "graph"};
  for (int i = 0; i < 11; i++) printf("%s=%d ", names[i], counts[i]);
  printf("\nhash=%lu\n", hash);
  char s[] = "Mixed Case 123 text!";
  for (char *p = s; *p; p++) *p = (char)(isupper((unsigned char)*p) ? tolower((unsigned char)*p) : toupper((unsigned char)*p));
  printf("%s\n", s);
  int words = 0, in = 0;
  for (const char *p = "  count   these words\tplease \n"; *p; p++) {
    if (isspace((unsigned char)*p)) in = 0;
    else if (!in) { in = 1; words++; }
  }
  printf("words=%d EOF isalpha=%d\n", words, isalpha(EOF) != 0);
  return counts[6];
}
