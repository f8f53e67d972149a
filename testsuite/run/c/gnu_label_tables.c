// Differential test: GNU labels as values in static initializers: a static local table of
// label addresses (`static void *t[] = {&&a, &&b}`) driving computed gotos, a table with
// repeated labels and an offset into it, two functions each with its own table, and a table in
// a function that is never emitted (an unused static inline one).
// Built by clang-22 and by xmp-clang; stdout and exit status must match.
// RUN: %clang -O2 -w %s -o %t.ref -lm
// RUN: sh -c '%t.ref; echo "exit=$?"' > %t.expected
// RUN: %xmpcc -O2 %s -o %t -lm
// RUN: sh -c '%t; echo "exit=$?"' > %t.out
// RUN: diff %t.expected %t.out
// RUN: %xmpcc -O0 %s -o %t.O0 -lm
// RUN: sh -c '%t.O0; echo "exit=$?"' > %t.O0.out
// RUN: diff %t.expected %t.O0.out

#include <stdio.h>

static int run(const unsigned char *code) {
  static const void *ops[] = {&&op_halt, &&op_inc, &&op_dbl, &&op_print};
  int acc = 0, pc = 0;
  goto *ops[code[pc++]];
op_inc:
  acc++;
  goto *ops[code[pc++]];
op_dbl:
  acc *= 2;
  goto *ops[code[pc++]];
op_print:
  printf("acc %d\n", acc);
  goto *ops[code[pc++]];
op_halt:
  return acc;
}

static int pick(int i) {
  static void *t[] = {&&a, &&a, &&b, &&c};
  void **p = t + 1;
  goto *p[i];
a:
  return 10;
b:
  return 20;
c:
  return 30;
}

static inline int never_emitted(int i) {
  static void *t[] = {&&x, &&y};
  goto *t[i];
x:
  return 1;
y:
  return 2;
}

int main(void) {
  unsigned char prog[] = {1, 1, 2, 3, 1, 2, 2, 3, 0};
  printf("run %d\n", run(prog));
  printf("pick %d %d %d\n", pick(-1), pick(1), pick(2));
  return 0;
}
