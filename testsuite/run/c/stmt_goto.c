// Differential test: goto: forward and backward jumps, jumping out of nested loops, cleanup-style error paths, labels on empty statements
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

static int find(int (*m)[4], int rows, int target, int *ri, int *ci) {
  for (int i = 0; i < rows; i++)
    for (int j = 0; j < 4; j++)
      if (m[i][j] == target) {
        *ri = i;
        *ci = j;
        goto found;
      }
  return 0;
found:
  return 1;
}

static int process(int step_fail) {
  int state = 0;
  if (step_fail == 1) goto fail1;
  state += 1;
  if (step_fail == 2) goto fail2;
  state += 10;
  printf("process(%d) ok state=%d\n", step_fail, state);
  return state;
fail2:
  printf("undo step 2\n");
fail1:
  printf("undo step 1\n");
  return -step_fail;
}

int main(void) {
  int i = 0, sum = 0;
loop:
  sum += i;
  if (++i < 10) goto loop;         /* backward jump */
  printf("sum=%d\n", sum);

  int m[3][4] = {{1, 2, 3, 4}, {5, 6, 7, 8}, {9, 10, 11, 12}};
  int r = -1, c = -1;
  printf("find 7: %d at %d,%d\n", find(m, 3, 7, &r, &c), r, c);
  printf("find 99: %d\n", find(m, 3, 99, &r, &c));
  int total = process(0) + process(1) + process(2);

  int n = 0;
  goto skip;
  n = 100;                          /* skipped */
skip:;
  {
    int k = 3;
  again:
    n += k;
    if (--k) goto again;
  }
  printf("n=%d total=%d\n", n, total);
  goto end;
end:
  return n + total;
}
