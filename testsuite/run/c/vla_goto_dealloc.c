// Differential test: a `goto` out of the scope of a VLA frees its storage, whether it jumps
// backwards before the declaration in the same block, forwards out of the block, or to a
// label placed later in an enclosing block. Each loop would need gigabytes of stack if the
// storage stayed allocated.
// RUN: %clang -O2 -w %s -o %t.ref
// RUN: sh -c '%t.ref; echo "exit=$?"' > %t.expected
// RUN: %xmpcc -O2 %s -o %t
// RUN: sh -c '%t; echo "exit=$?"' > %t.out
// RUN: diff %t.expected %t.out
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: sh -c '%t.O0; echo "exit=$?"' > %t.O0.out
// RUN: diff %t.expected %t.O0.out
// RUN: FileCheck %s < %t.out
// CHECK: backward 200000 done
// CHECK: earlier-label 200000 done
// CHECK: forward 200000 done
// CHECK: nested 200000 sum 400000

#include <stdio.h>

static char *volatile sink;

static void backward(int n) {
  int i = 0;
again:;
  char buf[n + i % 3];
  buf[0] = 1;
  sink = buf;
  if (++i < 200000) goto again;
  printf("backward %d done\n", i);
}

static void earlier_label(int n) {
  int i = 0;
  if (0) {
  top:;
  }
  char buf[n];
  buf[n - 1] = 2;
  sink = buf;
  if (++i < 200000) goto top;
  printf("earlier-label %d done\n", i);
}

static void forward(int n) {
  int i = 0;
  for (;;) {
    {
      char buf[n];
      buf[0] = 3;
      sink = buf;
      if (++i < 200000) goto next;
      goto done;
    }
  next:;
  }
done:
  printf("forward %d done\n", i);
}

static void nested(int n) {
  int i = 0;
  long sum = 0;
loop:;
  int a[n];
  a[0] = 1;
  {
    int b[n];
    b[0] = 1;
    sum += a[0] + b[0];
    sink = (char *)b;
    if (++i < 200000) goto loop;
  }
  printf("nested %d sum %ld\n", i, sum);
}

int main(void) {
  backward(50000);
  earlier_label(50000);
  forward(50000);
  nested(20000);
  return 0;
}
