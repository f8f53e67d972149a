// A tasklet clause that lacks its arguments is a parse error at the directive's end.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
#pragma xmp nodes p[4]
int x;
void f(void) {
#pragma xmp tasklets
  {
// CHECK: parse.c:[[@LINE+1]]:29: error: expected '(' after 'pro_post' in 'tasklet' directive, found end of directive
#pragma xmp tasklet pro_post
    x++;
  }
}
