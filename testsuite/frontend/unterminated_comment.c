// Invalid program: a block comment that never ends.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=panicked
// RUN: sh -c '%xmpcc -fsyntax-only %s 2>/dev/null; test $? -eq 1'
// CHECK: {{.*}}unterminated_comment.c:8:{{[0-9]+}}: error: unterminated /* comment
//
int main(void) {
  int x = 1;
  /* this comment
     is never closed
  return x;
}
