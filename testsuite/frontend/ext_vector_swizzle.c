// Bad lane names on an ext_vector_type vector: clang-22's errors at its positions (the type
// is printed without its typedef name), and a swizzle of a lane count we do not implement.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=panicked
// RUN: not %clang -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=CLANG
// CHECK: ext_vector_swizzle.c:19:{{[0-9]+}}: error: vectors of 3 lanes (not a power of 2) are not supported yet
// CHECK: ext_vector_swizzle.c:22:{{[0-9]+}}: error: vector is not assignable (contains duplicate components)
// CHECK: ext_vector_swizzle.c:23:15: error: illegal vector component name 'q'
// CHECK: ext_vector_swizzle.c:24:16: error: illegal vector component name 's'
// CHECK: ext_vector_swizzle.c:25:14: error: vector component access exceeds type '
// CHECK: ext_vector_swizzle.c:26:16: error: illegal vector component name 'r'
// CHECK: ext_vector_swizzle.c:27:{{[0-9]+}}: error: a vector swizzle of 3 lanes (not a power of 2) is not supported yet
// CLANG: ext_vector_swizzle.c:22:8: error: vector is not assignable (contains duplicate components)
// CLANG: ext_vector_swizzle.c:23:15: error: illegal vector component name 'q'
// CLANG: ext_vector_swizzle.c:24:16: error: illegal vector component name 's'
// CLANG: ext_vector_swizzle.c:25:14: error: vector component access exceeds type '
// CLANG: ext_vector_swizzle.c:26:16: error: illegal vector component name 'r'

typedef float float4 __attribute__((ext_vector_type(4)));
typedef float float3 __attribute__((ext_vector_type(3)));

void f(float4 a) {
  a.xx = a.xy;
  float x = a.q;
  float y = a.xs1;
  float w = a.s4;
  float v = a.xr;
  float u = a.xyz.x;
}
