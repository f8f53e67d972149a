// Invalid program: a character constant missing its closing quote.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=panicked
//
// CHECK: {{.*}}unterminated_char.c:7:{{[0-9]+}}: error: {{missing terminating ' character|expected expression}}
//
int main(void) {
  char c = 'a;
  return c;
}
