// Invalid uses of GNU vector types, with clang-22's wording (and "not supported yet" where
// clang accepts what is not implemented); each line is diagnosed, none silently dropped.
// RUN: not %xmpcc -fsyntax-only -ferror-limit=0 %s 2>&1 | FileCheck %s --implicit-check-not=panicked

typedef float v4sf __attribute__((vector_size(16)));
typedef int v4si __attribute__((vector_size(16)));
typedef short v8hi __attribute__((vector_size(16)));
typedef double v4df __attribute__((vector_size(32)));
typedef float bad1 __attribute__((vector_size(10)));
// CHECK: errors.c:[[@LINE-1]]:35: error: vector size not an integral multiple of component size
typedef _Bool bad2 __attribute__((vector_size(16)));
// CHECK: errors.c:[[@LINE-1]]:35: error: invalid vector element type '_Bool'
typedef float *bad3 __attribute__((vector_size(16)));
// CHECK: errors.c:[[@LINE-1]]:36: error: invalid vector element type 'float *'
typedef float bad4 __attribute__((vector_size(12)));
// CHECK: errors.c:[[@LINE-1]]:35: error: vectors of 3 lanes (not a power of 2) are not supported yet
typedef float bad5 __attribute__((ext_vector_type(3)));
// CHECK: errors.c:[[@LINE-1]]:35: error: vectors of 3 lanes (not a power of 2) are not supported yet
typedef long double bad6 __attribute__((vector_size(32)));
// CHECK: errors.c:[[@LINE-1]]:41: error: vectors of 'long double' are not supported yet

void f(v4sf a, v4si i, v8hi h, v4df w, double x, int n, long l, unsigned u) {
  a = a + x;
  // CHECK: errors.c:[[@LINE-1]]:7: error: cannot convert between scalar type 'double' and vector type '{{.*}}' as implicit conversion would cause truncation
  a = a + 0.1;
  // CHECK: errors.c:[[@LINE-1]]:7: error: cannot convert between scalar type 'double'
  a = a + n;
  // CHECK: errors.c:[[@LINE-1]]:7: error: cannot convert between scalar type 'int'
  i = i + l;
  // CHECK: errors.c:[[@LINE-1]]:7: error: cannot convert between scalar type 'long'
  i = i + u;
  // CHECK: errors.c:[[@LINE-1]]:7: error: cannot convert between scalar type 'unsigned int'
  h = h + 70000;
  // CHECK: errors.c:[[@LINE-1]]:7: error: cannot convert between scalar type 'int'
  a = a % a;
  // CHECK: errors.c:[[@LINE-1]]:7: error: invalid operands to binary expression
  a = a & a;
  // CHECK: errors.c:[[@LINE-1]]:7: error: invalid operands to binary expression
  a = ~a;
  // CHECK: errors.c:[[@LINE-1]]:7: error: invalid argument type '{{.*}}' to unary expression
  i = !i;
  // CHECK: errors.c:[[@LINE-1]]:7: error: invalid argument type '{{.*}}' to unary expression
  i = i && i;
  // CHECK: errors.c:[[@LINE-1]]:7: error: logical expression with vector types '{{.*}}' and '{{.*}}' is only supported in C++
  a = a + w;
  // CHECK: errors.c:[[@LINE-1]]:7: error: cannot convert between vector values of different size
  n = (int)a;
  // CHECK: errors.c:[[@LINE-1]]:7: error: invalid conversion between vector type '{{.*}}' and integer type 'int' of different size
  a = (v4sf)x;
  // CHECK: errors.c:[[@LINE-1]]:7: error: invalid conversion between vector type '{{.*}}' and scalar type 'double'
  w = (v4df)a;
  // CHECK: errors.c:[[@LINE-1]]:7: error: invalid conversion between vector type '{{.*}}' and '{{.*}}' of different size
  if (a) {}
  // CHECK: errors.c:[[@LINE-1]]:7: error: statement requires expression of scalar type
  a = __builtin_shufflevector(a, a, 0, 1, 9, 2);
  // CHECK: errors.c:[[@LINE-1]]:43: error: index for __builtin_shufflevector not within the bounds of the input vectors; index of 9 found, expected a value between -1 and 7
  a = __builtin_convertvector(h, v4sf);
  // CHECK: errors.c:[[@LINE-1]]:7: error: first two arguments to __builtin_convertvector must have the same number of elements
  a = __builtin_elementwise_sqrt(i);
  // CHECK: errors.c:[[@LINE-1]]:34: error: argument 1 of '__builtin_elementwise_sqrt' must be a floating-point type or a vector of them
  a = __builtin_elementwise_max(a, i);
  // CHECK: errors.c:[[@LINE-1]]:36: error: arguments are of different types
  a++;
  // CHECK: errors.c:[[@LINE-1]]:3: error: cannot increment value of type
}
