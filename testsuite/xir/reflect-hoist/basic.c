// reflect-hoist fires: a reflect in a for/while/do loop with constant widths, widths from a
// local the loop never writes, a reflect under a condition (hoisted: reflect_init is local and
// communicates nothing, so an unused schedule costs only memory), a `break` (it reaches the
// free after the loop), and nested loops (the innermost loop gets the init). -O0 and
// -disable-pass keep the plain reflects; -stats counts them.
// RUN: %xmpcc -O0 -emit-xir %s -o - | FileCheck %s --check-prefix=BEFORE
// RUN: %xmpcc -O2 -disable-pass=reflect-hoist -emit-xir %s -o - | FileCheck %s --check-prefix=BEFORE
// RUN: %xmpcc -O2 -emit-xir %s -o - | FileCheck %s --check-prefix=AFTER
// RUN: %xmpcc -O0 -passes=reflect-hoist -print-after=reflect-hoist -emit-xir %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=AFTER
// RUN: %xmpcc -O2 -stats -c %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=STATS
#pragma xmp nodes p[*]
#pragma xmp template t[64]
#pragma xmp distribute t[block] onto p
double u[64], v[64];
#pragma xmp align u[i] with t[i]
#pragma xmp align v[i] with t[i]
#pragma xmp shadow u[2]
#pragma xmp shadow v[1]

void iterate(int n, int w) {
  for (int s = 0; s < n; s++) {
#pragma xmp reflect (u) width(/periodic/w:1)
    if (s % 2) {
#pragma xmp reflect (u) orthogonal
    }
    if (s == 7)
      break;
  }
}

void loops(int n) {
  int k = 0;
  while (k < n) {
#pragma xmp reflect (u) width(1:0)
    k++;
  }
  do {
#pragma xmp reflect (u, v)
    k--;
  } while (k > 0);
  for (int a = 0; a < n; a++)
    for (int b = 0; b < n; b++) {
#pragma xmp reflect (u) width(2)
    }
}

int main(void) {
  iterate(3, 1);
  loops(2);
  return 0;
}
// BEFORE-LABEL: func @iterate
// BEFORE: for (decl %2 s
// BEFORE-NEXT: xmp.reflect (u) width(/periodic/(load (local %1 w)):(const.i32 1))
// BEFORE: xmp.reflect (u) width(shadow) orthogonal
// BEFORE-NOT: xmp.reflect_
// AFTER-LABEL: func @iterate
// AFTER: %[[H1:[0-9]+]] local ".xmp.reflect.u" : void *
// AFTER-NEXT: %[[H2:[0-9]+]] local ".xmp.reflect.u" : void *
// AFTER-NEXT: %[[H1]] = xmp.reflect_init (u) width(/periodic/(load (local %1 w)):(const.i32 1))
// AFTER-NEXT: %[[H2]] = xmp.reflect_init (u) width(shadow) orthogonal
// AFTER-NEXT: for (decl %2 s
// AFTER-NEXT: xmp.reflect_do %[[H1]] (u)
// AFTER-NEXT: if (rem.i32
// AFTER-NEXT: xmp.reflect_do %[[H2]] (u)
// AFTER: break
// AFTER: }
// AFTER-NEXT: }
// AFTER-NEXT: xmp.reflect_free %[[H1]]
// AFTER-NEXT: xmp.reflect_free %[[H2]]
// AFTER-NEXT: }
// AFTER-LABEL: func @loops
// AFTER: %[[W:[0-9]+]] = xmp.reflect_init (u) width((const.i32 1):(const.i32 0))
// AFTER-NEXT: while
// AFTER-NEXT: xmp.reflect_do %[[W]] (u)
// AFTER: xmp.reflect_free %[[W]]
// AFTER-NEXT: %[[D1:[0-9]+]] = xmp.reflect_init (u) width(shadow)
// AFTER-NEXT: %[[D2:[0-9]+]] = xmp.reflect_init (v) width(shadow)
// AFTER-NEXT: do {
// AFTER-NEXT: xmp.reflect_do %[[D1]] (u)
// AFTER-NEXT: xmp.reflect_do %[[D2]] (v)
// AFTER: } while
// AFTER-NEXT: xmp.reflect_free %[[D1]]
// AFTER-NEXT: xmp.reflect_free %[[D2]]
// AFTER-NEXT: for (decl %{{[0-9]+}} a
// AFTER-NEXT: %[[N:[0-9]+]] = xmp.reflect_init (u) width((const.i32 2):(const.i32 2))
// AFTER-NEXT: for (decl %{{[0-9]+}} b
// AFTER-NEXT: xmp.reflect_do %[[N]] (u)
// AFTER-NEXT: }
// AFTER-NEXT: xmp.reflect_free %[[N]]
// AFTER-NEXT: }
// AFTER-NOT: xmp.reflect (
// STATS: 6 reflect-hoist - Number of reflects hoisted out of loops
