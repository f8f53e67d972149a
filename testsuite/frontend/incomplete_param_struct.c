// A struct that is never completed: prototypes may name it by value (and compile), a
// definition's parameter and a call's argument may not (found by tools/fuzz-frontend: these
// reached code generation, which failed with an internal error).
// RUN: %xmpcc -c %s -o %t.o
// RUN: not %xmpcc -c -DBAD %s -o %t.bad.o 2>&1 | FileCheck %s --implicit-check-not=internal
// RUN: sh -c '%xmpcc -c -DBAD %s -o %t.bad.o >/dev/null 2>&1; test $? -eq 1'

struct s;
int g(struct s x);
struct s h(void);
int (*keep)(struct s) = g;

#ifdef BAD
int f(struct s, ...) { return 13; }
// CHECK: incomplete_param_struct.c:[[@LINE-1]]:7: error: variable has incomplete type 'struct s'
int call(struct s *p) { return g(*p); }
// CHECK: incomplete_param_struct.c:[[@LINE-1]]:34: error: argument type 'struct s' is incomplete
#endif
