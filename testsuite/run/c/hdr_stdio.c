// Differential test: stdio.h: printf conversions and flags, snprintf/sprintf, sscanf, puts/putchar/fputs to stdout, fprintf to stdout, tmpfile round trip, EOF
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
#include <stddef.h>
#include <stdint.h>

int main(void) {
  printf("[%5d] [%-5d] [%05d] [%+d] [% d] [%x] [%X] [%#x] [%o] [%#o]\n", 42, 42, 42, 42, 42, 255,
         255, 255, 8, 8);
  printf("[%8.3f] [%-8.2e] [%g] [%G] [%.0f] [%#.0f]\n", 3.14159, 12345.678, 0.0001, 1e20, 2.5, 2.0);
  printf("[%s] [%10s] [%-10s] [%.3s] [%c] [%%]\n", "str", "right", "left", "truncate", 'c');
  printf("[%ld] [%lld] [%hu] [%hhd] [%zu] [%td] [%jd]\n", -1L, -1LL, (unsigned short)65535,
         (signed char)-3, (size_t)7, (ptrdiff_t)-8, (intmax_t)9);
  printf("[%*d] [%-*d] [%.*f]\n", 6, 1, 4, 2, 3, 1.23456);
  char buf[32];
  int n = snprintf(buf, sizeof buf, "%s-%04d", "id", 17);
  printf("snprintf=%s n=%d\n", buf, n);
  n = snprintf(buf, 5, "%s", "overflowing");
  printf("truncated=%s n=%d\n", buf, n);
  sprintf(buf, "%x/%o", 3054, 64);
  puts(buf);
  int a = 0, b = 0;
  double d = 0;
  char word[16];
  int got = sscanf("12 34 5.5 hello", "%d %d %lf %15s", &a, &b, &d, word);
  printf("sscanf got=%d a=%d b=%d d=%.1f word=%s\n", got, a, b, d, word);
  putchar('x');
  putchar('\n');
  fputs("fputs line\n", stdout);
  fprintf(stdout, "fprintf %d\n", 5);
  FILE *f = tmpfile();
  if (!f) return 1;
  fprintf(f, "line one\nline two %d\n", 2);
  rewind(f);
  char line[64];
  int lines = 0;
  while (fgets(line, sizeof line, f)) {
    lines++;
    line[strcspn(line, "\n")] = 0;
    printf("read: <%s>\n", line);
  }
  printf("eof=%d lines=%d EOF=%d\n", feof(f) != 0, lines, EOF);
  fclose(f);
  return got * 10 + lines;
}
