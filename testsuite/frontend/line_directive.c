// #line changes the reported line number and file name of later diagnostics.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=panicked
// CHECK: {{.*}}generated_source.y:42:{{[0-9]+}}: error: use of undeclared identifier 'yylval_missing'

int main(void) {
  int ok = 0;
#line 41 "generated_source.y"
  ok++;
  return ok + yylval_missing;
}
