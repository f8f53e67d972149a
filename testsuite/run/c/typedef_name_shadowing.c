// Differential test: names that are typedef names elsewhere: labels (goto and the labeled statement), enumerators of an inner scope, and a for declaration that hides a typedef in a body without braces (nested, and ending in a block)
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
typedef int s;
typedef int E;
typedef int T;
typedef int U;
int main(void){
 int n = 0;
 goto s;
 n = 100;
 s: n++;
 { enum { E = 7, F = E + 1 }; printf("%d %d\n", E, F); }
 E e2 = 3;
 int sum = 0;
 for (T T = 0; T < 3; T++) sum += T;
 T t2 = 4;
 for (T T = 0; T < 2; T++) for (U U = 1; U < 3; U++) sum += T * U;
 U u2 = 5;
 for (T T = 0; T < 2; T++) if (T) { sum += T; } else sum -= 1;
 T t3 = 6;
 printf("%d %d %d %d %d\n", n, e2, sum, t2 + u2, t3);
 return 0;}
