// Differential test: address-of and indirection: &arr vs arr (pointer to array), (&arr)[0][i], &*p and *&x, sizeof of decayed and undecayed arrays, unary plus promotion, address of struct members and of array elements past the end, function designators and &f/*f
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

static int twice(int v) { return 2 * v; }

int main(void) {
  int arr[5] = {1, 2, 3, 4, 5};
  int (*whole)[5] = &arr;
  printf("(*whole)[2]=%d (&arr)[0][4]=%d\n", (*whole)[2], (&arr)[0][4]);
  printf("sizeof arr=%zu sizeof(arr+0)=%zu sizeof *whole=%zu sizeof &arr=%zu\n", sizeof arr,
         sizeof(arr + 0), sizeof *whole, sizeof &arr);
  printf("&arr+1 - arr in ints=%td\n", (int *)(&arr + 1) - arr);
  int x = 7;
  int *p = &x;
  printf("*&x=%d &*p==p %d\n", *&x, &*p == p);
  char c = 'a';
  printf("sizeof(+c)=%zu sizeof(c)=%zu sizeof(-c)=%zu sizeof(!c)=%zu\n", sizeof(+c), sizeof(c),
         sizeof(-c), sizeof(!c));
  struct { int a; double b[3]; } s = {1, {1.5, 2.5, 3.5}};
  double *pb = &s.b[1];
  printf("*pb=%.1f pb[1]=%.1f &s.b[3]-&s.b[0]=%td\n", *pb, pb[1], &s.b[3] - &s.b[0]);
  int (*f1)(int) = twice, (*f2)(int) = &twice, (*f3)(int) = *twice;
  printf("f: %d %d %d %d %d\n", f1(1), f2(2), f3(3), (*f1)(4), (**f2)(5));
  printf("same function: %d %d\n", f1 == f2, f2 == f3);
  int m[2][3] = {{1, 2, 3}, {4, 5, 6}};
  printf("*m[1]=%d **m=%d *(*(m+1)+2)=%d sizeof m[0]=%zu sizeof *m=%zu\n", *m[1], **m, *(*(m + 1) + 2),
         sizeof m[0], sizeof *m);
  const char *str = "literal";
  printf("*str=%c str[3]=%c *(str+6)=%c sizeof(\"literal\")=%zu\n", *str, str[3], *(str + 6), sizeof("literal"));
  return (*whole)[4] + **m;
}
