// Malformed OpenMP directives and clauses give clang's diagnostics with -fopenmp.
// RUN: not %xmpcc -fopenmp -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
int g;
int main(void) {
  int s = 0;
// CHECK: malformed.c:[[@LINE+1]]:34: error: expected expression
#pragma omp parallel num_threads(
  s++;
// CHECK: malformed.c:[[@LINE+1]]:32: error: incorrect reduction identifier, expected one of '+', '-', '*', '&', '|', '^', '&&', '||', 'min' or 'max'
#pragma omp parallel reduction(foo:s)
  s++;
// CHECK: malformed.c:[[@LINE+1]]:22: error: unexpected OpenMP clause 'nowait' in directive '#pragma omp parallel'
#pragma omp parallel nowait
  s++;
// A clause allowed once, repeated (clang-22 gives the same message at the second one).
// CHECK: malformed.c:[[@LINE+1]]:28: error: directive '#pragma omp parallel' cannot contain more than one 'if' clause
#pragma omp parallel if(1) if(0)
  s++;
// CHECK: malformed.c:[[@LINE+1]]:43: error: directive '#pragma omp parallel for' cannot contain more than one 'schedule' clause
#pragma omp parallel for schedule(static) schedule(dynamic)
  for (int i = 0; i < 10; i++)
    s++;
// CHECK: malformed.c:[[@LINE+1]]:30: error: expected 'none' or 'shared' in OpenMP clause 'default'
#pragma omp parallel default(foo)
  s++;
// CHECK: malformed.c:[[@LINE+1]]:26: error: expected 'static', 'dynamic', 'guided', 'auto' or 'runtime' in OpenMP clause 'schedule'
#pragma omp for schedule(weird)
  for (int i = 0; i < 10; i++)
    s += i;
// CHECK: malformed.c:[[@LINE+1]]:30: error: use of undeclared identifier 'y'
#pragma omp parallel private(y)
  s++;
// CHECK: malformed.c:[[@LINE+1]]:13: error: expected an OpenMP directive
#pragma omp bogus
  s++;
#pragma omp parallel for
// CHECK: malformed.c:[[@LINE+1]]:19: error: condition of OpenMP for loop must be a relational comparison ('<', '<=', '>', '>=', or '!=') of loop variable 'i'
  for (int i = 0; i * i < 10; i++)
    s += i;
#pragma omp parallel for
// CHECK: malformed.c:[[@LINE+1]]:27: error: increment clause of OpenMP for loop must perform simple addition or subtraction on loop variable 'i'
  for (int i = 0; i < 10; i *= 2)
    s += i;
// CHECK: malformed.c:[[@LINE+1]]:32: warning: extra tokens at the end of '#pragma omp parallel' are ignored [-Wextra-tokens]
#pragma omp parallel shared(s) foo
  s++;
#pragma omp parallel for collapse(2)
  for (int i = 0; i < 10; i++)
// CHECK: malformed.c:[[@LINE+1]]:5: error: expected 2 for loops after '#pragma omp parallel for', but found only 1
    s += i;
#pragma omp parallel
  {
// CHECK: malformed.c:[[@LINE+1]]:5: error: cannot return from OpenMP region
    return 1;
  }
// CHECK: malformed.c:[[@LINE+1]]:23: error: expected identifier specifying the name of the 'omp critical' directive
#pragma omp critical (
  s++;
#pragma omp atomic
// CHECK: malformed.c:[[@LINE+1]]:3: error: the statement for 'atomic' must be an expression statement of form '++x;', '--x;', 'x++;', 'x--;', 'x binop= expr;', 'x = x binop expr' or 'x = expr binop x', where x is an lvalue expression with scalar type
  s = s * 2 + 1;
// CHECK: malformed.c:[[@LINE+1]]:13: error: orphaned 'omp section' directives are prohibited
#pragma omp section
  s++;
#pragma omp parallel
  {
    for (int i = 0; i < 3; i++) {
#pragma omp parallel
      {
// CHECK: malformed.c:[[@LINE+1]]:9: error: 'break' statement not in loop or switch statement
        break;
      }
    }
  }
  return s;
}
