// Warnings around overloaded C functions as clang-22 gives them: -Wunused-function names
// the members no call picks (each call uses the member it resolves to), and the arguments
// of the member picked get the usual conversion warnings.
// RUN: %xmpcc -Wall -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=warning:
#define OV __attribute__((overloadable))
static OV int g(int x) { return x; }
static OV int g(float x) { return 2; }
// CHECK-DAG: warnings.c:[[@LINE-1]]:15: warning: unused function 'g' [-Wunused-function]
static OV int g(double x) { return 3; }
static OV int g(char *s) { return 4; }
// CHECK-DAG: warnings.c:[[@LINE-1]]:15: warning: unused function 'g' [-Wunused-function]
OV int h(char *s);
OV int h(double d);
int main(void) {
  const char *cs = "x";
  int (*p)(double) = g;
  return g(1) + p(2.0) + h(cs);
  // CHECK-DAG: warnings.c:[[@LINE-1]]:28: warning: passing 'const char *' to parameter of type 'char *' discards qualifiers [-Wincompatible-pointer-types-discards-qualifiers]
}
