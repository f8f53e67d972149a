// Differential test: unknown and non-XMP pragmas (omp without -fopenmp, GCC diagnostic, STDC, vendor, unroll) are accepted with at most a warning and do not change the program
// Built by clang-22 and by xmp-clang; stdout and exit status must match.
// RUN: %clang -O2 -w %s -o %t.ref -lm
// RUN: sh -c '%t.ref; echo "exit=$?"' > %t.expected
// RUN: %xmpcc -O2 %s -o %t -lm
// RUN: sh -c '%t; echo "exit=$?"' > %t.out
// RUN: diff %t.expected %t.out

#include <stdio.h>

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-variable"
#pragma STDC FP_CONTRACT ON
#pragma some_vendor_extension(with, args)

struct normal { char c; int i; };

int main(void) {
  int sum = 0;
#pragma omp parallel for reduction(+ : sum)
  for (int i = 0; i < 100; i++) sum += i;
#pragma unroll 4
  for (int i = 0; i < 8; i++) sum += i;
  _Pragma("GCC diagnostic pop")
  printf("sum=%d sizeof normal=%zu\n", sum, sizeof(struct normal));
  return sum % 256;
}
