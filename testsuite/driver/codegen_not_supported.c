// A construct that code generation does not handle yet is an ordinary error (exit 1, the
// message says "not supported yet"), not an internal compiler error (exit 70).
// RUN: sh -c '%xmpcc -c %s -o %t.o 2> %t.err; echo "exit=$?"' | FileCheck %s --check-prefix=EXIT
// EXIT: exit=1
// RUN: FileCheck %s < %t.err
// CHECK: error: passing or returning the 2-byte vector type {{.*}} is not supported yet
// CHECK-NOT: internal error

typedef unsigned char v2u8 __attribute__((vector_size(2)));
v2u8 twice(v2u8 a) { return a + a; }
