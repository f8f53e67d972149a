// -g: break on a function by name, `step` into a callee, print a struct local and an array
// element, `finish` back to the caller.
// REQUIRES: gdb
// RUN: %xmpcc -g -O0 %s -o %t
// RUN: gdb -batch -nx -ex 'break main' -ex run -ex next -ex next -ex next -ex next -ex step -ex 'print p' -ex 'print p.y * 2' -ex 'print data[2]' -ex finish %t 2>&1 | FileCheck %s
// CHECK: Breakpoint 1 at {{.*}}: file {{.*}}step_into.c, line 25.
// CHECK: Breakpoint 1, main () at {{.*}}step_into.c:25
// CHECK: norm1 (p=...) at {{.*}}step_into.c:20
// CHECK: $1 = {x = -4, y = 7}
// CHECK: $2 = 14
// CHECK: $3 = 30
// CHECK: main () at {{.*}}step_into.c:29
// CHECK: Value returned is $4 = 11

struct point { int x, y; };

static int data[4] = {10, 20, 30, 40};

static int norm1(struct point p) {
  int ax = p.x < 0 ? -p.x : p.x;
  return ax + (p.y < 0 ? -p.y : p.y);
}

int main(void) {
  struct point p = {-4, 7};
  int n = 0;
  n += data[0];
  n += data[1];
  n += norm1(p);
  return n == 41 ? 0 : 1;
}
