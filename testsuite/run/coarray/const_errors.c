// Writing into a `const` coarray is a compile error, through a coindex (PUT, compound
// assignment, increment, decrement, section PUT) as well as locally; reading one, locally or
// through a coindex (GET, section GET), is not. A `const` member is read-only too.
// RUN: not %xmpcc -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=error:
#include <xmp.h>

const int c:[*] = 5;
const int cv[4]:[*] = {1, 2, 3, 4};
const int cm[2][3]:[*];
struct S {
  int a;
  const int k;
} s:[*];
const struct T {
  int a;
} ct:[*];
int b[4];
struct S st:[*];

int main(void) {
  int x;
  // CHECK-DAG: const_errors.c:[[@LINE+1]]:3: error: cannot assign to variable 'c' with const-qualified type 'const int'
  c:[1] = 3;
  // CHECK-DAG: const_errors.c:[[@LINE+1]]:3: error: cannot assign to variable 'c' with const-qualified type 'const int'
  c:[0] += 1;
  // CHECK-DAG: const_errors.c:[[@LINE+1]]:3: error: cannot assign to variable 'c' with const-qualified type 'const int'
  ++c:[0];
  // CHECK-DAG: const_errors.c:[[@LINE+1]]:3: error: cannot assign to variable 'c' with const-qualified type 'const int'
  c:[1]--;
  // CHECK-DAG: const_errors.c:[[@LINE+1]]:3: error: cannot assign to variable 'cv' with const-qualified type 'const int[4]'
  cv[0:4]:[1] = b[0:4];
  // CHECK-DAG: const_errors.c:[[@LINE+1]]:3: error: cannot assign to variable 'cv' with const-qualified type 'const int[4]'
  cv[2]:[0] += 1;
  // CHECK-DAG: const_errors.c:[[@LINE+1]]:3: error: cannot assign to variable 'cm' with const-qualified type 'const int[2][3]'
  cm[1][2]:[0] = 1;
  // CHECK-DAG: const_errors.c:[[@LINE+1]]:3: error: cannot assign to variable 'cm' with const-qualified type 'const int[2][3]'
  cm[1][0:3]:[0] = b[0:3];
  // Locally.
  // CHECK-DAG: const_errors.c:[[@LINE+1]]:3: error: cannot assign to variable 'c' with const-qualified type 'const int'
  c = 3;
  // CHECK-DAG: const_errors.c:[[@LINE+1]]:3: error: cannot assign to variable 'cv' with const-qualified type 'const int[4]'
  cv[1] = 2;
  // CHECK-DAG: const_errors.c:[[@LINE+1]]:3: error: cannot assign to variable 'cv' with const-qualified type 'const int[4]'
  cv[0:2] = b[0:2];
  // CHECK-DAG: const_errors.c:[[@LINE+1]]:3: error: cannot assign to variable 'c' with const-qualified type 'const int'
  c++;
  // Members.
  // CHECK-DAG: const_errors.c:[[@LINE+1]]:3: error: cannot assign to a const coarray
  s.k:[0] = 1;
  // CHECK-DAG: const_errors.c:[[@LINE+1]]:3: error: cannot assign to a const coarray
  s.k:[0]++;
  // CHECK-DAG: const_errors.c:[[@LINE+1]]:3: error: cannot assign to a const coarray
  ct.a:[0] = 1;
  // CHECK-DAG: const_errors.c:[[@LINE+1]]:3: error: cannot increment value of type 'struct S'
  st:[0]++;
  // CHECK-DAG: const_errors.c:[[@LINE+1]]:21: error: cannot assign to variable 'c' with const-qualified type 'const int'
  xmp_atomic_define(c:[1], 1);

  // Reads, and writes of the other members: no error.
  x = c:[1] + cv[3]:[0] + cm[1][2]:[1] + s.k:[0] + ct.a:[0];
  xmp_atomic_ref(&x, c:[1]);
  b[0:4] = cv[0:4]:[1];
  s.a:[0] = 2;
  s.a:[0]++;
  --s.a:[1];
  return x + c + cv[0] + s.k;
}
