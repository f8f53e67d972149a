// nonblocking-put leaves PUTs blocking, or completes them early, where a later access in the
// segment may touch the same coarray: a local access to it, an access through a pointer of
// unknown origin, a call of a user function, an XMP directive, a PUT inside a larger expression
// (kept blocking, and completing the earlier one), control flow (if/return). A compound
// assignment reads before it writes: its GET needs no completion when nothing is pending. Units without coarrays are untouched.
// RUN: %xmpcc -O2 -emit-xir %s -o - | FileCheck %s
// RUN: %xmpcc -O2 -stats -c %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=STATS
#include <xmp.h>

int a[10]:[*];
int other[10];
void user(void);

// CHECK-LABEL: func @local_access(
// CHECK-NEXT: (co_put.nb.i32 #0
// CHECK-NEXT: (assign.i32 (deref.i32 {{.*}}(global @other)
// CHECK-NEXT: xmp.co_complete
// CHECK-NEXT: (assign.i32 (deref.i32 {{.*}}(global @__xmp_co.a)
// CHECK-NEXT: }
void local_access(int k) {
  a[0]:[k] = 1;
  other[1] = 2;
  a[1] = 3;
}

// CHECK-LABEL: func @pointer(
// CHECK-NEXT: (co_put.nb.i32 #0
// CHECK-NEXT: xmp.co_complete
// CHECK-NEXT: (assign.i32 (deref.i32 (ptradd (load (local %1 p))
// CHECK-NEXT: }
void pointer(int k, int *p) {
  a[0]:[k] = 1;
  p[1] = 2;
}

// CHECK-LABEL: func @call(
// CHECK-NEXT: (co_put.nb.i32 #0
// CHECK-NEXT: xmp.co_complete
// CHECK-NEXT: (call.void (func_to_ptr.ptr (func @user)))
// CHECK-NEXT: (co_put.nb.i32 #0
// CHECK-NEXT: xmp.co_complete
// CHECK-NEXT: xmp.barrier
// CHECK-NEXT: }
void call(int k) {
  a[0]:[k] = 1;
  user();
  a[0]:[k] = 2;
#pragma xmp barrier
}

// CHECK-LABEL: func @nested(
// CHECK-NEXT: (co_put.nb.i32 #0
// CHECK-NEXT: xmp.co_complete
// CHECK-NEXT: (assign.i32 (local %1 v) (co_put.i32 #0
// CHECK-NEXT: (co_put.nb.i32 #0 {{.*}} (co_get.i32 #0
// CHECK-NEXT: xmp.co_complete
// CHECK-NEXT: }
void nested(int k, int v) {
  a[0]:[k] = 1;
  v = a[1]:[k] = 2;
  a[2]:[k] += 3;
}

// CHECK-LABEL: func @ret(
// CHECK-NEXT: (co_put.nb.i32 #0
// CHECK-NEXT: xmp.co_complete
// CHECK-NEXT: if
// CHECK: (co_put.nb.i32 #0
// CHECK-NEXT: xmp.co_complete
// CHECK-NEXT: return
// CHECK: }
void ret(int k) {
  a[0]:[k] = 1;
  if (k > 0) {
    a[1]:[k] = 1;
    return;
  }
}

// STATS-DAG: 8 nonblocking-put - Number of PUTs made non-blocking
int main(void) { return 0; }
