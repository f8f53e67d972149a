// Differential test: setjmp/longjmp: return values, non-local exit from nested calls, volatile locals preserved
// Built by clang-22 and by xmp-clang; stdout and exit status must match.
// RUN: %clang -O2 -w %s -o %t.ref -lm
// RUN: sh -c '%t.ref; echo "exit=$?"' > %t.expected
// RUN: %xmpcc -O2 %s -o %t -lm
// RUN: sh -c '%t; echo "exit=$?"' > %t.out
// RUN: diff %t.expected %t.out

#include <stdio.h>
#include <setjmp.h>

static jmp_buf env;
static int depth_reached;

static void dive(int n) {
  depth_reached = n;
  if (n == 5) longjmp(env, n * 10);
  dive(n + 1);
}

int main(void) {
  volatile int attempts = 0;
  int rc = setjmp(env);
  attempts++;
  printf("setjmp returned %d attempts=%d\n", rc, attempts);
  if (rc == 0) dive(1);
  printf("depth=%d\n", depth_reached);
  jmp_buf again;
  volatile int k = 0;
  if (setjmp(again) < 3) {
    k++;
    if (k < 3) longjmp(again, k);
  }
  printf("k=%d\n", k);
  jmp_buf z;
  int zr = setjmp(z);
  if (!zr) longjmp(z, 0);        /* longjmp with 0 makes setjmp return 1 */
  printf("zr=%d\n", zr);
  return rc + k;
}
