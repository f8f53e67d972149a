// A task body is a structured block: no return, goto or break out of it; 'tasks' holds only
// task constructs; a construct needs a statement after it.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=panicked
#pragma xmp nodes p[*]

int f(int x) {
  for (;;) {
#pragma xmp task on p[0]
// CHECK: {{.*}}task_body.c:[[@LINE+1]]:5: error: 'break' statement not in loop or switch statement
    break;
  }
// CHECK: {{.*}}task_body.c:[[@LINE+4]]:5: error: 'return' out of an XMP task is not allowed
// CHECK: {{.*}}task_body.c:[[@LINE+1]]:1: note: the task construct is here
#pragma xmp task on p[0]
  {
    return 1;
  }
// CHECK: {{.*}}task_body.c:[[@LINE+2]]:3: error: 'goto' out of an XMP task is not allowed
#pragma xmp task on p[0]
  goto out;
  /* Jumps inside the task's own block are fine. */
#pragma xmp task on p[0]
  {
    goto in;
  in:
    x++;
  }
#pragma xmp tasks
  {
#pragma xmp task on p[0]
    x = 1;
// CHECK: {{.*}}task_body.c:[[@LINE+1]]:5: error: only 'task' constructs may appear in a 'tasks' construct
    x = 5;
  }
out:
  return x;
}

int g(void) {
// CHECK: {{.*}}task_body.c:[[@LINE+1]]:1: error: expected a statement after '#pragma xmp task'
#pragma xmp task on p[0]
}

int h(int x) {
  switch (x) {
  case 0:
#pragma xmp task on p[0]
    {
// CHECK: {{.*}}task_body.c:[[@LINE+1]]:5: error: 'case' statement not in switch statement
    case 1:
      x++;
    }
  }
  return x;
}
