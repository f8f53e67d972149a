// Implicit int in parameters and type names: diagnosed where the name is or would be.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s
// RUN: %xmpcc -fsyntax-only -std=gnu89 %s 2>&1 | FileCheck %s --check-prefix=NONE --allow-empty
// NONE-NOT: implicit-int
int f(register n, const *p) { return n + *p; }
// CHECK: implicit_int_params_casts.c:[[@LINE-1]]:16: error: type specifier missing, defaults to 'int'; ISO C99 and later do not support implicit int [-Wimplicit-int]
// CHECK: implicit_int_params_casts.c:[[@LINE-2]]:26: error: type specifier missing
int g(const);
// CHECK: implicit_int_params_casts.c:[[@LINE-1]]:12: error: type specifier missing
int main(void) {
  int v = 5;
  long q = (long)(const *)&v;
// CHECK: implicit_int_params_casts.c:[[@LINE-1]]:26: error: type specifier missing
  return f(1, (volatile *)q) - 6 + (int)sizeof(const *);
// CHECK: implicit_int_params_casts.c:[[@LINE-1]]:26: error: type specifier missing
// CHECK: implicit_int_params_casts.c:[[@LINE-2]]:55: error: type specifier missing
}
