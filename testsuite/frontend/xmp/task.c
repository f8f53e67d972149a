// task and tasks constructs: 'on' with node and template references in both notations,
// triplets and '*'.
// RUN: %xmpcc -ast-dump %s | FileCheck %s

#pragma xmp nodes pw[8]
#pragma xmp template t[64]
void work(int);

int main(void) {
#pragma xmp task on pw[0]
  work(0);
// CHECK: XmpTask on=pw[0] (bracket)
#pragma xmp task on pw(1)
  work(1);
// CHECK: XmpTask on=pw(1) (paren)
#pragma xmp task on t[10:20]
  work(2);
// CHECK: XmpTask on=t[10:20] (bracket)
#pragma xmp task on pw[::2]
  work(3);
// CHECK: XmpTask on=pw[::2] (bracket)
#pragma xmp task on pw(1:7:2)
  work(4);
// CHECK: XmpTask on=pw(1:7:2) (paren)
#pragma xmp tasks
  {
#pragma xmp task on pw[0:2]
    work(5);
#pragma xmp task on pw[2:6]
    work(6);
  }
// CHECK: XmpTasks
// CHECK: XmpTask on=pw[0:2] (bracket)
// CHECK: XmpTask on=pw[2:6] (bracket)
  return 0;
}
