// Differential test: character and string literals: all escapes (simple, octal, hex), adjacent string concatenation, embedded NUL, wide and UTF-8 strings, sizeof of literals
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
#include <wchar.h>

int main(void) {
  const char esc[] = "\a\b\f\n\r\t\v\\\'\"\?";
  printf("escapes:");
  for (unsigned i = 0; i < sizeof esc - 1; i++) printf(" %d", esc[i]);
  printf("\n");
  const char oct[] = "\1\12\123\0777";     /* \077 followed by '7' */
  printf("octal:");
  for (unsigned i = 0; i < sizeof oct; i++) printf(" %d", (unsigned char)oct[i]);
  printf("\n");
  const char hex[] = "\x41\x7e\xff\x0";
  printf("hex: %d %d %d %zu\n", hex[0], hex[1], (unsigned char)hex[2], sizeof hex);
  const char *cat = "con" "cat" "en" "ation";
  printf("%s %zu\n", cat, sizeof("con" "cat"));
  const char nul[] = "ab\0cd";
  printf("nul: strlen=%zu sizeof=%zu last=%s\n", strlen(nul), sizeof nul, nul + 3);
  const wchar_t *w = L"wide" L"r";
  printf("wide: len=%zu first=%d sizeof(L\"ab\")=%zu\n", wcslen(w), (int)w[0], sizeof(L"ab"));
  const char *u8 = u8"caf\u00e9";
  printf("u8 len=%zu bytes:", strlen(u8));
  for (const char *p = u8; *p; p++) printf(" %02x", (unsigned char)*p);
  printf("\n");
  printf("UCN in a narrow string: strlen=%zu (UTF-8 execution charset)\n", strlen("caf\u00e9"));
  printf("char16 sizeof=%zu char32 sizeof=%zu\n", sizeof(u"ab"), sizeof(U"ab"));
  printf("percent %% and tab[\t] quote[\"]\n");
  puts("puts adds a newline");
  printf("%c%c%c\n", "xyz"[0], *"xyz", "xyz"[2]);
  char trigraph_free[] = "??=";              /* no trigraph replacement in gnu mode */
  printf("%s\n", trigraph_free);
  return (int)sizeof esc;
}
