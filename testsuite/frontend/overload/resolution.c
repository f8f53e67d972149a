// Calls of overloaded C functions (`__attribute__((overloadable))`) that clang-22 rejects:
// ambiguous calls, no viable candidate, unavailable candidates, an overloaded name used as a
// value without a function-pointer target; with clang's wording, positions and notes.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=panicked
#define OV __attribute__((overloadable))
OV int f(int x);
OV int f(double x);
OV int f(char *x);
OV int f(long x);
OV int h(float x);
OV int h(double x);
OV int t(const int *p);
OV int t(volatile int *p);
static OV int u(...) __attribute__((unavailable));
static OV int u(int);
OV int w(int) __attribute__((unavailable("use v")));
void calls(void) {
  f(1u);
  // CHECK: resolution.c:[[@LINE-1]]:3: error: call to 'f' is ambiguous
  // CHECK: resolution.c:6:8: note: candidate function
  // CHECK: resolution.c:7:8: note: candidate function
  // CHECK: resolution.c:9:8: note: candidate function
  f(1, 2);
  // CHECK: resolution.c:[[@LINE-1]]:3: error: no matching function for call to 'f'
  // CHECK: resolution.c:6:8: note: candidate function not viable: requires 1 argument, but 2 were provided
  struct S { int a; } s = {0};
  f(s);
  // CHECK: resolution.c:[[@LINE-1]]:3: error: no matching function for call to 'f'
  // CHECK: note: candidate function not viable: no known conversion from 'struct S' to 'char *' for 1st argument
  h(1);
  // CHECK: resolution.c:[[@LINE-1]]:3: error: call to 'h' is ambiguous
  h(1.0L);
  // CHECK: resolution.c:[[@LINE-1]]:3: error: call to 'h' is ambiguous
  int i = 0;
  t(&i);
  // CHECK: resolution.c:[[@LINE-1]]:3: error: call to 't' is ambiguous
  u(1.5);
  u((void *)0);
  // CHECK: resolution.c:[[@LINE-1]]:3: error: 'u' is unavailable
  // CHECK: resolution.c:14:15: note: 'u' has been explicitly marked unavailable here
  w(1);
  // CHECK: resolution.c:[[@LINE-1]]:3: error: 'w' is unavailable: use v
  (void)f;
  // CHECK: resolution.c:[[@LINE-1]]:9: error: reference to overloaded function could not be resolved; did you mean to call it?
  // CHECK: note: possible target for call
  void (*bad)(int) = h;
  // CHECK: resolution.c:[[@LINE-1]]:{{[0-9]+}}: error: initializing 'void (*)(int)' with an expression of incompatible type '<overloaded function type>'
}
// CHECK-NOT: error:
