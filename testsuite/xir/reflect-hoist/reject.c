// reflect-hoist must not fire: widths that change in the loop (assigned, declared in the body,
// broadcast into, or the loop variable itself), a width read from a local whose address is taken (a call may
// change it) or from a global, an async reflect, a loop with a `return` or a `goto` out of it
// (the free after the loop would be skipped), a loop entered past its head by a goto or by
// an outer switch's case (the init would be skipped), an array aligned inside the loop (a new array
// each iteration), and a reflect inside a task body. Every reflect stays as it is.
// RUN: %xmpcc -O2 -emit-xir %s -o - | FileCheck %s
// RUN: %xmpcc -O2 -stats -c %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=STATS --allow-empty
#pragma xmp nodes p[*]
#pragma xmp template t[64]
#pragma xmp distribute t[block] onto p
double u[64];
#pragma xmp align u[i] with t[i]
#pragma xmp shadow u[2]
int gw = 1;
void touch(int *p);

void widths(int n) {
  int w = 0, x = 1;
  for (int s = 0; s < n; s++) {
    w = s % 2;
#pragma xmp reflect (u) width(w)
  }
  for (int s = 0; s < 2; s++) {
    int d = 1;
#pragma xmp reflect (u) width(d)
  }
  for (int s = 0; s < 2; s++) {
#pragma xmp reflect (u) width(s)
  }
  touch(&x);
  for (int s = 0; s < n; s++) {
#pragma xmp reflect (u) width(x)
  }
  for (int s = 0; s < n; s++) {
#pragma xmp reflect (u) width(gw)
  }
  for (int s = 0; s < n; s++) {
#pragma xmp reflect (u) width(w)
#pragma xmp bcast (w)
  }
}

int exits(int n) {
  for (int s = 0; s < n; s++) {
#pragma xmp reflect (u) async(1)
#pragma xmp wait_async (1)
  }
  for (int s = 0; s < n; s++) {
#pragma xmp reflect (u)
    if (s == 3)
      return 1;
  }
  for (int s = 0; s < n; s++) {
#pragma xmp reflect (u)
    if (s == 3)
      goto out;
  }
out:
  if (n > 5)
    goto inside;
  for (int s = 0; s < n; s++) {
  inside:;
#pragma xmp reflect (u)
  }
  switch (n) {
  case 1:
    for (int s = 0; s < n; s++) {
#pragma xmp reflect (u)
    case 2:;
    }
  }
  return 0;
}

void scoped(int n) {
  for (int s = 0; s < n; s++) {
#pragma xmp template tl[16]
#pragma xmp distribute tl[block] onto p
    double b[16];
#pragma xmp align b[i] with tl[i]
#pragma xmp shadow b[1]
#pragma xmp reflect (b)
  }
  for (int s = 0; s < n; s++) {
#pragma xmp task on p[0]
    {
#pragma xmp reflect (u)
    }
  }
}

int main(void) {
  widths(2);
  exits(2);
  scoped(2);
  return 0;
}
// CHECK-LABEL: func @widths
// CHECK-COUNT-6: xmp.reflect (u) width(
// CHECK-LABEL: func @exits
// CHECK: xmp.reflect (u) width(shadow) async (const.i32 1)
// CHECK-COUNT-4: xmp.reflect (u) width(shadow)
// CHECK-LABEL: func @scoped
// CHECK: xmp.reflect (b) width(shadow)
// CHECK: xmp.task
// CHECK-NEXT: xmp.reflect (u) width(shadow)
// CHECK-NOT: xmp.reflect_init
// STATS-NOT: reflect-hoist
