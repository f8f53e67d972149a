// Differential test: explicit casts: between integer widths, pointers and integers (uintptr_t), to void, float to int, between struct pointers, casts in constant expressions
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
#include <stdint.h>

struct base { int kind; };
struct derived { struct base b; int extra; };

static int kind_of(const struct base *b) { return b->kind; }

int main(void) {
  long l = 0x123456789ABCL;
  printf("(int)=%x (short)=%hx (char)=%hhx\n", (int)l, (short)l, (char)l);
  printf("(unsigned char)-1=%u (signed char)255=%d\n", (unsigned char)-1, (signed char)255);
  int x = 7;
  uintptr_t addr = (uintptr_t)&x;
  int *px = (int *)addr;
  printf("roundtrip=%d\n", *px);
  (void)x;
  struct derived dv = {{42}, 9};
  printf("kind=%d extra=%d\n", kind_of((struct base *)&dv), ((struct derived *)(struct base *)&dv)->extra);
  double d = -2.75;
  printf("(int)d=%d (long)(d*4)=%ld (unsigned)(-d)=%u\n", (int)d, (long)(d * 4), (unsigned)(-d));
  enum { K = (int)3.9 + (char)257 };   /* casts in constant expressions */
  static int arr[(int)sizeof(double) * 2];
  printf("K=%d arrsize=%zu\n", K, sizeof arr / sizeof arr[0]);
  float f = (float)1 / 3;
  printf("f=%.6f\n", f);
  int i = (int)(float)16777217;
  printf("i=%d\n", i);
  unsigned long long big = (unsigned long long)(unsigned)-1 + 1;
  printf("big=%llu\n", big);
  const int ci = 5;
  int *mutable_alias = (int *)&x;      /* cast away nothing: same type */
  *mutable_alias += ci;
  printf("x=%d\n", x);
  _Bool b = (_Bool)256;
  printf("(_Bool)256=%d (_Bool)0.0=%d\n", b, (_Bool)0.0);
  void *vp = (void *)0;
  printf("null cast=%d\n", vp == (void *)0);
  return K + (int)(d * -2);
}
