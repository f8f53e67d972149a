// get-fusion leaves alone what is not a GET into local memory: a PUT, a local copy, a copy
// between two other images (it needs a buffer on this image), a scalar broadcast, and element
// GETs that are not a whole plain assignment (see @h).
// RUN: %xmpcc -O2 -emit-xir %s -o - | FileCheck %s
// RUN: %xmpcc -O2 -stats -c %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=STATS --allow-empty
#include <xmp.h>

double a[100]:[*];
double loc[100];

// CHECK-LABEL: func @g(
// CHECK: xmp.section_copy elem double dst #0 {{.*}} src local {{.*}}(global @loc)
// CHECK-NOT: get_
// CHECK-SAME: }
// CHECK: xmp.section_copy elem double dst local {{.*}} src local
// CHECK-NOT: get_
// CHECK-SAME: }
// CHECK: xmp.section_copy elem double dst #0 image {{.*}} src #0 image
// CHECK-NOT: get_
// CHECK-SAME: }
// CHECK: xmp.section_copy elem double dst local {{.*}} src scalar (co_get.f64
// CHECK-NOT: get_
// CHECK-SAME: }
// CHECK: co_get.f64
void g(int k, double x) {
  a[0:10]:[k] = loc[0:10];
  loc[0:10] = loc[10:10];
  a[0:10]:[k] = a[0:10]:[k + 1];
  loc[0:10] = a[3]:[k];
  x = a[4]:[k] + 1.0;
}

// Element GETs stay where the statement is not a plain assignment of the same type: a
// conversion, a bit-field, a volatile target, a compound assignment, a GET inside a larger
// expression.
struct bf {
  int lo : 4, hi : 4;
};
struct bf lb;
volatile double vd;
int ci[4]:[*];
// CHECK-LABEL: func @h(
// CHECK-NOT: section_copy
// CHECK: }
void h(int k, double x) {
  x = ci[1]:[k];
  lb.lo = ci[0]:[k];
  vd = a[1]:[k];
  x += a[2]:[k];
  x = a[2]:[k] * 2.0;
}

// STATS-NOT: get-fusion
int main(void) { return 0; }
