// Differential test: C99 forms from older code: K&R (identifier-list) function definitions with parameter declarations, calls through non-prototype declarations (default argument promotions), block-scope function declarations
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

int add(a, b)
  int a;
  double b;
{
  return a + (int)b;
}

int noproto();
int noproto(x) int x; { return x * 2; }

double promote(f, c)
  float f;                  /* arrives as double, converted to float */
  char c;                   /* arrives as int, converted to char */
{
  return f + c;
}

int main(void) {
  int blockfn(int);         /* block-scope declaration of a function defined later */
  extern int counter;
  counter += 2;
  printf("%d %d %.2f %d counter=%d\n", add(2, 3.5), noproto(4), promote(1.25f, 'A'), blockfn(5),
         counter);
  return noproto(21);
}

int counter = 40;
int blockfn(int v) { return v + 100; }
