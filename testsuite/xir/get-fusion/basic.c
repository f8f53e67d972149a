// get-fusion: an array assignment whose right side is only a coindexed section and whose left
// side is local memory is staged through a temporary by the naive lowering (get_via_temp: the
// GET yields a value, the assignment copies it) and becomes one GET straight into the
// destination (get_direct) with the pass: strided, multi-dimensional, into a local array or the
// local copy of a coarray; and element/scalar GETs assigned to a plain lvalue. -stats counts
// the fused GETs.
// RUN: %xmpcc -O0 -emit-xir %s -o - | FileCheck %s --check-prefix=BEFORE
// RUN: %xmpcc -O2 -passes= -emit-xir %s -o - | FileCheck %s --check-prefix=BEFORE
// RUN: %xmpcc -O0 -passes=get-fusion -print-after=get-fusion -emit-xir %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=AFTER
// RUN: %xmpcc -O2 -emit-xir %s -o - | FileCheck %s --check-prefix=AFTER
// RUN: %xmpcc -O2 -stats -c %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=STATS
#include <xmp.h>

double a[100]:[*];
double m[8][8]:[*];
double loc[100];
double lm[4][4];

// BEFORE-LABEL: func @f(
// BEFORE: xmp.section_copy elem double dst local base {{.*}}(global @loc){{.*}} [count {{.*}}(const.i32 50){{.*}} src #0 image (load (local %0 k)) {{.*}} get_via_temp}
// BEFORE: xmp.section_copy elem double dst local {{.*}}(global @lm){{.*}} src #1 image {{.*}} get_via_temp}
// BEFORE: xmp.section_copy elem double dst local {{.*}}(global @__xmp_co.a){{.*}} src #0 image {{.*}} get_via_temp}
// BEFORE-NOT: get_direct
// AFTER-LABEL: func @f(
// AFTER: xmp.section_copy elem double dst local base {{.*}}(global @loc){{.*}} [count {{.*}}(const.i32 50){{.*}} src #0 image (load (local %0 k)) {{.*}} get_direct}
// AFTER: xmp.section_copy elem double dst local {{.*}}(global @lm){{.*}} src #1 image {{.*}} get_direct}
// AFTER: xmp.section_copy elem double dst local {{.*}}(global @__xmp_co.a){{.*}} src #0 image {{.*}} get_direct}
// AFTER-NOT: get_via_temp
void f(int k) {
  loc[0:50:2] = a[1:50:2]:[k];
  lm[:][:] = m[2:4][4:4]:[k];
  a[0:10] = a[10:10]:[k + 1];
}

// An element or scalar GET that is a whole assignment statement into a plain lvalue of the
// same type: GET into a temporary, load, store before; one rank-0 fused copy (xmp_rt_get
// straight into the left side) after.
struct pt {
  double x, y;
  int tag;
};
struct pt P:[*];
struct pt lp;
// BEFORE-LABEL: func @e(
// BEFORE: (assign.f64 (local %{{[0-9]+}} v) (co_get.f64 #0
// BEFORE: (assign.<struct pt> (global @lp) (co_get.<struct pt> #2
// BEFORE: (assign.f64 (member.f64 {{.*}}(global @lp){{.*}} (co_get.f64 #2
// AFTER-LABEL: func @e(
// AFTER: (stmt_expr.void {xmp.section_copy elem double dst local base (addr (local %{{[0-9]+}} v)) [] src #0 image (load (local %0 k)) {{.*}} [] get_direct} )
// AFTER: (stmt_expr.void {xmp.section_copy elem struct pt dst local base (addr (global @lp)) [] src #2 {{.*}} get_direct} )
// AFTER: (stmt_expr.void {xmp.section_copy elem double dst local base (addr (member.f64 {{.*}}(global @lp){{.*}} src #2 {{.*}} get_direct} )
// AFTER-NOT: co_get
// AFTER: }
double e(int k) {
  double v;
  v = a[3]:[k];
  lp = P:[k];
  lp.y = P.x:[k];
  return v;
}

// STATS-DAG: 3 get-fusion - Number of coindexed GETs fused into their assignment
// STATS-DAG: 3 get-fusion - Number of coindexed element GETs fused into their assignment
int main(void) { return 0; }
