// Invalid program: a string literal missing its closing quote.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=panicked
//
// CHECK: {{.*}}unterminated_string.c:8:{{[0-9]+}}: error: {{missing terminating '"' character|expected expression}}
//
#include <stdio.h>
int main(void) {
  const char *s = "hello;
  puts(s);
  return 0;
}
