// -Wformat (on by default): printf and scanf families, and functions declared with
// __attribute__((format)); clang's wording and locations.
// RUN: %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=warning:
// RUN: %xmpcc -fsyntax-only -Wno-format %s 2>&1 | count 0
// RUN: %xmpcc -fsyntax-only -Wno-format-security -Wno-format-extra-args %s 2>&1 | FileCheck %s --check-prefix=PART
// PART-NOT: -Wformat-security
// PART-NOT: -Wformat-extra-args
// PART: warning: more '%' conversions than data arguments [-Wformat-insufficient-args]
// RUN: not %xmpcc -fsyntax-only -Werror=format %s 2>&1 | FileCheck %s --check-prefix=ERR
// ERR: error: format specifies type 'int' but the argument has type 'long' [-Werror,-Wformat]
// ERR: error: format string is not a string literal (potentially insecure) [-Werror,-Wformat-security]
#include <stdio.h>

void log_msg(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

void formats(int i, long l, double d, char *s, unsigned long n, const char *fmt, float f) {
  printf("%d %s\n", i, s);
  printf("%d\n", l);
  printf("%ld %f %f\n", i, i, f);
  printf("%s\n", i);
  printf("%d %d\n", i);
  printf("%d\n", i, i);
  printf("%lu %p %c %hhd %5.2f%%\n", n, s, i, i, d);
  printf("%*d %.*f\n", l, i, l, d);
  printf("%q\n", i);
  printf("%y\n", i);
  printf(fmt);
  printf(fmt, i);
  fprintf(stderr, "%u %x %lld\n", i, i, l);
  snprintf(s, 4, "%d", d);
  scanf("%d %lf %s", &i, &d, s);
  scanf("%d %f", i, &d);
  sscanf(s, "%ld", &i);
  log_msg("%s\n", i);
  log_msg("%d %%\n", i);
  printf("%");
  printf("%1$d %1$d\n", i);
}

// Expected (clang-22 reports the same lines, columns and text):
// CHECK: format.c:18:18: warning: format specifies type 'int' but the argument has type 'long' [-Wformat]
// CHECK: format.c:19:25: warning: format specifies type 'long' but the argument has type 'int' [-Wformat]
// CHECK: format.c:19:28: warning: format specifies type 'double' but the argument has type 'int' [-Wformat]
// CHECK: format.c:20:18: warning: format specifies type 'char *' but the argument has type 'int' [-Wformat]
// CHECK: format.c:21:15: warning: more '%' conversions than data arguments [-Wformat-insufficient-args]
// CHECK: format.c:22:21: warning: data argument not used by format string [-Wformat-extra-args]
// CHECK: format.c:24:13: warning: field width should have type 'int', but argument has type 'long' [-Wformat]
// CHECK: format.c:25:13: warning: invalid conversion specifier '\x0a' [-Wformat-invalid-specifier]
// CHECK: format.c:26:12: warning: invalid conversion specifier 'y' [-Wformat-invalid-specifier]
// CHECK: format.c:27:10: warning: format string is not a string literal (potentially insecure) [-Wformat-security]
// CHECK: format.c:27:10: note: treat the string as an argument to avoid this
// CHECK: format.c:29:41: warning: format specifies type 'long long' but the argument has type 'long' [-Wformat]
// CHECK: format.c:30:24: warning: format specifies type 'int' but the argument has type 'double' [-Wformat]
// CHECK: format.c:32:18: warning: format specifies type 'int *' but the argument has type 'int' [-Wformat]
// CHECK: format.c:32:21: warning: format specifies type 'float *' but the argument has type 'double *' [-Wformat]
// CHECK: format.c:33:20: warning: format specifies type 'long *' but the argument has type 'int *' [-Wformat]
// CHECK: format.c:34:19: warning: format specifies type 'char *' but the argument has type 'int' [-Wformat]
// CHECK: format.c:36:11: warning: incomplete format specifier [-Wformat]
