// Differential test: exit status: main's return value reaches the shell modulo 256, exit() from a nested call, atexit handlers run in reverse order and output is flushed
// Built by clang-22 and by xmp-clang; stdout and exit status must match.
// RUN: %clang -O2 -w %s -o %t.ref -lm
// RUN: sh -c '%t.ref; echo "exit=$?"' > %t.expected
// RUN: %xmpcc -O2 %s -o %t -lm
// RUN: sh -c '%t; echo "exit=$?"' > %t.out
// RUN: diff %t.expected %t.out

#include <stdio.h>
#include <stdlib.h>

static void first(void) { printf("atexit first (runs last)\n"); }
static void second(void) { printf("atexit second (runs first)\n"); }

static void deep(int n) {
  if (n == 0) {
    printf("exiting from depth\n");
    exit(300);                       /* reported as 300 & 0xff = 44 */
  }
  deep(n - 1);
}

int main(void) {
  atexit(first);
  atexit(second);
  printf("buffered output before exit\n");
  deep(5);
  return 0;                          /* not reached */
}
