// nonblocking-put: PUTs that are whole statements become non-blocking (co_put.nb, section
// copies marked nonblocking) and one xmp.co_complete ends their segment. The seed's example
// (PUT; GET; PUT; PUT of a[2] on image k in one segment) gets a completion after the first PUT
// (before the GET) and after the GET's statement only where a later access needs it: none
// between the last two PUTs, one before the sync. -O0 and -disable-pass keep every PUT blocking.
// RUN: %xmpcc -O0 -emit-xir %s -o - | FileCheck %s --check-prefix=BEFORE
// RUN: %xmpcc -O2 -disable-pass=nonblocking-put -emit-xir %s -o - | FileCheck %s --check-prefix=BEFORE
// RUN: %xmpcc -O0 -passes=nonblocking-put -print-after=nonblocking-put -emit-xir %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=AFTER
// RUN: %xmpcc -O2 -disable-pass=get-fusion -emit-xir %s -o - | FileCheck %s --check-prefix=AFTER
// RUN: %xmpcc -O2 -emit-xir %s -o - | FileCheck %s --check-prefix=FUSED
// RUN: %xmpcc -O2 -stats -c %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=STATS
#include <stdio.h>
#include <xmp.h>

int a[10]:[*];
int b[10]:[*];
int c2[10]:[*];
int loc[10];

// BEFORE-LABEL: func @seed(
// BEFORE-NOT: co_put.nb
// BEFORE-NOT: xmp.co_complete
// BEFORE: }
// AFTER-LABEL: func @seed(
// AFTER-NEXT: (co_put.nb.i32 #0 image (load (local %0 k)) {{.*}} (load (local %1 x)))
// AFTER-NEXT: xmp.co_complete
// AFTER-NEXT: (assign.i32 (local %2 y) (co_get.i32 #0 image
// AFTER-NEXT: (co_put.nb.i32 #0 {{.*}} (load (local %2 y)))
// AFTER-NEXT: (co_put.nb.i32 #0 {{.*}} (add.i32 (load (local %1 x)) (const.i32 1)))
// AFTER-NEXT: xmp.co_complete
// AFTER-NEXT: (call.void (func_to_ptr.ptr (func @xmp_sync_all))
// AFTER-NEXT: }
// With get-fusion first, the GET is a fused element copy: the same completions.
// FUSED-LABEL: func @seed(
// FUSED-NEXT: (co_put.nb.i32 #0
// FUSED-NEXT: xmp.co_complete
// FUSED-NEXT: (stmt_expr.void {xmp.section_copy elem int dst local base (addr (local %2 y)) [] src #0 {{.*}} get_direct} )
// FUSED-NEXT: (co_put.nb.i32 #0
// FUSED-NEXT: (co_put.nb.i32 #0
// FUSED-NEXT: xmp.co_complete
// FUSED-NEXT: (call.void
void seed(int k, int x, int y) {
  a[2]:[k] = x;
  y = a[2]:[k];
  a[2]:[k] = y;
  a[2]:[k] = x + 1;
  xmp_sync_all(0);
}

// PUTs to two coarrays (elements and a section), a GET of a third coarray, printf (known not
// to synchronise) and local work: one completion at the end of the segment (the function exit).
// AFTER-LABEL: func @eight(
// AFTER-NEXT: (co_put.nb.i32 #0
// AFTER-NEXT: (co_put.nb.i32 #0
// AFTER-NEXT: (stmt_expr.void {xmp.section_copy elem int dst #1 {{.*}} nonblocking} )
// AFTER-NEXT: (assign.i32 (deref.i32 {{.*}}(global @loc){{.*}} (co_get.i32 #2
// AFTER-NEXT: (co_put.nb.i32 #0
// AFTER-NEXT: (call.i32 (func_to_ptr.ptr (func @printf))
// AFTER-NEXT: (co_put.nb.i32 #0
// AFTER-NEXT: xmp.co_complete
// AFTER-NEXT: }
void eight(int k, int v) {
  a[0]:[k] = v;
  a[1]:[k] = v;
  b[0:5]:[k] = loc[0:5];
  loc[0] = c2[9]:[k + 1];
  a[3]:[k] = loc[0];
  printf("%d\n", v);
  a[4]:[k] = v;
}

// In a loop the segment ends at the back-edge: the completion closes the body.
// AFTER-LABEL: func @loop(
// AFTER: for
// AFTER: (co_put.nb.i32 #0
// AFTER-NEXT: xmp.co_complete
// AFTER-NEXT: }
// AFTER-NEXT: (call.void (func_to_ptr.ptr (func @xmp_sync_all))
// AFTER-NEXT: }
void loop(int k, int n) {
  for (int i = 0; i < n; i++)
    a[i]:[k] = i;
  xmp_sync_all(0);
}

// STATS-DAG: 9 nonblocking-put - Number of PUTs made non-blocking
// STATS-DAG: 4 nonblocking-put - Number of PUT completions placed
int main(void) { return 0; }
