// Differential test: sizeof and _Alignof of scalar, array, struct, pointer and expression operands; sizeof does not evaluate; size_t arithmetic
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

struct s1 { char c; int i; };
struct s2 { char c; double d; char e; };
struct s3 { char a, b, c; };

int main(void) {
  printf("char=%zu short=%zu int=%zu long=%zu llong=%zu\n", sizeof(char), sizeof(short),
         sizeof(int), sizeof(long), sizeof(long long));
  printf("float=%zu double=%zu ptr=%zu fptr=%zu\n", sizeof(float), sizeof(double),
         sizeof(void *), sizeof(int (*)(void)));
  printf("s1=%zu s2=%zu s3=%zu\n", sizeof(struct s1), sizeof(struct s2), sizeof(struct s3));
  printf("align: int=%zu double=%zu s2=%zu s3=%zu\n", _Alignof(int), _Alignof(double),
         _Alignof(struct s2), _Alignof(struct s3));
  int arr[17];
  printf("arr=%zu count=%zu elem=%zu\n", sizeof arr, sizeof arr / sizeof arr[0], sizeof *arr);
  int n = 0;
  size_t z = sizeof(n++);          /* operand not evaluated */
  printf("z=%zu n=%d\n", z, n);
  printf("sizeof 'a'=%zu sizeof 1.0f=%zu sizeof 1.0=%zu sizeof 1L=%zu\n", sizeof 'a', sizeof 1.0f,
         sizeof 1.0, sizeof 1L);
  printf("string literal=%zu\n", sizeof "hello");
  short sh = 1;
  printf("sizeof(sh+sh)=%zu sizeof(-sh)=%zu sizeof(sh)=%zu\n", sizeof(sh + sh), sizeof(-sh), sizeof sh);
  char *p = 0;
  printf("sizeof *p=%zu sizeof p=%zu\n", sizeof *p, sizeof p);
  size_t total = sizeof(struct s2) * 3 + 1;
  printf("total=%zu\n", total);
  _Alignas(16) char buf[4];
  printf("buf aligned=%d\n", (int)((size_t)buf % 16 == 0));
  return (int)(sizeof(struct s1) + sizeof(struct s2));
}
