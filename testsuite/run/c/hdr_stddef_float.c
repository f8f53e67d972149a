// Differential test: stddef.h and float.h: offsetof (incl. nested members and array elements), size_t, ptrdiff_t, NULL, max_align_t; FLT_/DBL_ limits, EPSILON, DIG, MANT_DIG
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
#include <stddef.h>
#include <float.h>

struct inner { short s; double d; };
struct rec { char c; int i; struct inner in; long arr[3]; char tail; };

int main(void) {
  printf("offsetof: c=%zu i=%zu in=%zu in.d=%zu arr=%zu arr[2]=%zu tail=%zu size=%zu\n",
         offsetof(struct rec, c), offsetof(struct rec, i), offsetof(struct rec, in),
         offsetof(struct rec, in.d), offsetof(struct rec, arr), offsetof(struct rec, arr[2]),
         offsetof(struct rec, tail), sizeof(struct rec));
  size_t sz = sizeof(struct rec);
  struct rec two[2];
  ptrdiff_t pd = (char *)&two[1].c - (char *)&two[0].c;
  printf("size_t=%zu ptrdiff=%td\n", sz, pd);
  int *np = NULL;
  printf("NULL is null=%d sizeof(NULL)=%zu\n", np == NULL, sizeof(NULL));
  printf("max_align_t align=%zu\n", _Alignof(max_align_t));
  wchar_t wc = L'w';
  printf("wchar_t size=%zu value=%d\n", sizeof(wchar_t), (int)wc);
  printf("FLT_DIG=%d DBL_DIG=%d FLT_MANT_DIG=%d DBL_MANT_DIG=%d FLT_RADIX=%d\n", FLT_DIG, DBL_DIG,
         FLT_MANT_DIG, DBL_MANT_DIG, FLT_RADIX);
  printf("FLT_MAX=%g FLT_MIN=%g FLT_EPSILON=%g\n", FLT_MAX, FLT_MIN, FLT_EPSILON);
  printf("DBL_MAX=%g DBL_MIN=%g DBL_EPSILON=%g\n", DBL_MAX, DBL_MIN, DBL_EPSILON);
  printf("DBL_MAX_EXP=%d DBL_MIN_EXP=%d DBL_MAX_10_EXP=%d FLT_EVAL_METHOD=%d\n", DBL_MAX_EXP,
         DBL_MIN_EXP, DBL_MAX_10_EXP, FLT_EVAL_METHOD);
  double one = 1.0;
  printf("1+eps>1: %d 1+eps/2>1: %d\n", one + DBL_EPSILON > one, one + DBL_EPSILON / 2 > one);
  printf("LDBL_DIG=%d\n", LDBL_DIG);
  return (int)offsetof(struct rec, tail);
}
