// Differential test: string processing without library shortcuts: reverse words, palindromes, run-length encoding, integer to string in bases, word frequency with fixed buffers
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
#include <string.h>

static void reverse(char *s, int n) {
  for (int i = 0, j = n - 1; i < j; i++, j--) { char t = s[i]; s[i] = s[j]; s[j] = t; }
}

static void reverse_words(char *s) {
  int n = (int)strlen(s);
  reverse(s, n);
  int start = 0;
  for (int i = 0; i <= n; i++)
    if (s[i] == ' ' || s[i] == '\0') { reverse(s + start, i - start); start = i + 1; }
}

static int is_pal(const char *s) {
  const char *e = s + strlen(s) - 1;
  while (s < e) {
    if (*s != *e) return 0;
    s++, e--;
  }
  return 1;
}

static void rle(const char *in, char *out) {
  while (*in) {
    char c = *in;
    int run = 0;
    while (*in == c) { in++; run++; }
    out += sprintf(out, "%d%c", run, c);
  }
  *out = 0;
}

static const char *to_base(unsigned long v, int base, char *buf) {
  const char digits[] = "0123456789abcdefghijklmnopqrstuvwxyz";
  char *p = buf + 64;
  *--p = 0;
  do { *--p = digits[v % base]; v /= base; } while (v);
  return p;
}

int main(void) {
  char s[] = "the quick brown fox";
  reverse_words(s);
  printf("%s\n", s);
  const char *cands[] = {"racecar", "level", "hello", "a", "abba", "abca"};
  int pals = 0;
  for (int i = 0; i < 6; i++) pals += is_pal(cands[i]);
  printf("palindromes=%d\n", pals);
  char out[128];
  rle("aaabccddddde", out);
  printf("rle=%s\n", out);
  char b1[64], b2[64], b3[64], b4[64];
  printf("bases: %s %s %s %s\n", to_base(255, 2, b1), to_base(255, 8, b2), to_base(123456789, 36, b3),
         to_base(0, 16, b4));
  char text[] = "one two three two one two";
  char words[8][16];
  int counts[8] = {0}, nw = 0;
  for (char *t = strtok(text, " "); t; t = strtok(NULL, " ")) {
    int k = 0;
    while (k < nw && strcmp(words[k], t)) k++;
    if (k == nw) strcpy(words[nw++], t);
    counts[k]++;
  }
  for (int k = 0; k < nw; k++) printf("%s:%d ", words[k], counts[k]);
  printf("\n");
  return pals * 10 + nw;
}
