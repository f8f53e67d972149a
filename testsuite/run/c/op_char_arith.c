// Differential test: char arithmetic: plain char signedness, digits and letters, promotion to int, char comparisons, overflow on conversion back
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

int main(void) {
  char c = 'a';
  printf("c+1=%d (char)(c+1)=%c\n", c + 1, (char)(c + 1));
  printf("upper=%c digit=%d\n", c - 'a' + 'A', '7' - '0');
  char hi = (char)0xF0;
  printf("plain char 0xF0 as int=%d is_negative=%d\n", hi, hi < 0);   /* signed on x86-64 */
  unsigned char uc = 0xF0;
  signed char sc = (signed char)0xF0;
  printf("uc=%d sc=%d\n", uc, sc);
  printf("sizeof('a')=%zu sizeof(c)=%zu sizeof(c+c)=%zu\n", sizeof('a'), sizeof(c), sizeof(c + c));
  int hist[26] = {0};
  const char *text = "the quick brown fox jumps over the lazy dog";
  for (const char *p = text; *p; p++)
    if (*p >= 'a' && *p <= 'z') hist[*p - 'a']++;
  for (int i = 0; i < 26; i++)
    if (hist[i] > 1) printf("%c%d ", 'a' + i, hist[i]);
  printf("\n");
  char rot[64];
  int n = 0;
  for (const char *p = "Hello, World"; *p; p++, n++) {
    char ch = *p;
    if (ch >= 'a' && ch <= 'z') ch = (char)('a' + (ch - 'a' + 13) % 26);
    else if (ch >= 'A' && ch <= 'Z') ch = (char)('A' + (ch - 'A' + 13) % 26);
    rot[n] = ch;
  }
  rot[n] = '\0';
  printf("rot13=%s\n", rot);
  char x = 127;
  x++;                                  /* conversion back to char wraps */
  printf("127+1 as char=%d\n", x);
  unsigned char y = 0;
  y--;
  printf("0-1 as uchar=%d\n", y);
  int sum = 0;
  for (char ch = 'A'; ch <= 'Z'; ch++) sum += ch;
  printf("sum A..Z=%d\n", sum);
  printf("'\\n'=%d '\\0'=%d '\\x7f'=%d '\\377'=%d\n", '\n', '\0', '\x7f', '\377');
  return sum % 256;
}
