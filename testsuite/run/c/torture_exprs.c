// Differential test: corner cases of expressions: division and modulo of negatives by powers of two, unsigned 32-bit shifts by 31, bit-field compound assignment with side effects in the lvalue, sizeof of compound literals and VLAs with side effects, nested conditionals with null pointer constants, comparisons of float with int constants
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
#include <limits.h>

struct bf { unsigned lo : 4; signed hi : 4; unsigned full : 32; };

static int idx_calls;
static int idx(int i) { idx_calls++; return i; }

int main(int argc, char **argv) {
  (void)argv;
  int vals[] = {-7, -8, -9, 7, 8, INT_MIN + 1};
  for (int i = 0; i < 6; i++) {
    int v = vals[i];
    printf("%d: /4=%d %%4=%d /8=%d %%8=%d >>2=%d\n", v, v / 4, v % 4, v / 8, v % 8, v >> 2);
  }
  unsigned u = 1u << 31;
  printf("u=%u u>>31=%u (int)u<0=%d\n", u, u >> 31, (int)u < 0);
  struct bf arr[3] = {{1, -1, 0xFFFFFFFFu}, {2, 3, 1}, {15, 7, 2}};
  arr[idx(1)].lo += 9;                  /* idx evaluated once */
  arr[idx(2)].hi -= 9;                  /* 7 - 9 = -2 fits in 4 signed bits */
  arr[idx(0)].full += 1;                /* wraps to 0 */
  printf("bf: %u %d %u %u %d %u calls=%d\n", arr[1].lo, arr[2].hi, arr[0].full, arr[0].lo,
         arr[0].hi, arr[2].full, idx_calls);
  printf("promote full: %d\n", arr[0].full - 1 > 0u);   /* unsigned:32 promotes to unsigned int */
  printf("sizeof literal=%zu\n", sizeof((int[]){1, 2, 3, 4}));
  int n = argc + 2;
  int evaluated = 0;
  size_t vs = sizeof(int[n + evaluated++]);   /* VLA type: the size expression is evaluated */
  printf("vla sizeof=%zu evaluated=%d\n", vs, evaluated);
  int x = 0;
  int *p = argc > 5 ? &x : 0;
  void *q = argc > 5 ? (void *)0 : &x;
  printf("p null=%d q nonnull=%d\n", p == NULL, q != NULL);
  float f = 16777217;                   /* rounded to float */
  printf("f==16777216: %d f==16777217: %d\n", f == 16777216, f == 16777217);
  double d = 0.1;
  printf("d*10==1: %d\n", d * 10 == 1);
  long long ll = LLONG_MIN;
  printf("llmin/-1 guard: %lld\n", ll == LLONG_MIN ? ll / 2 : ll);
  short s1 = -32768;
  int neg = -s1;                        /* promoted: 32768 */
  printf("neg=%d\n", neg);
  unsigned char uc = 200;
  printf("~uc=%d !uc=%d -uc=%d\n", ~uc, !uc, -uc);
  int i = 5;
  i = i++ ? 10 : 20;                    /* sequence point after the condition */
  printf("i=%d\n", i);
  return idx_calls + i;
}
