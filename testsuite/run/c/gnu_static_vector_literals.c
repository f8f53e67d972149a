// Differential test: static arrays and structs whose vector elements are given as compound
// literals of the vector type (`UV u[] = {(UV){...}, ...}`, GNU: the literal's initializer is
// used), next to plain braced vector elements and a scalar that converts.
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

typedef unsigned short UV __attribute__((vector_size(8)));
typedef float FV __attribute__((vector_size(16)));

UV u[] = {((UV){73U, 65531U, 0U, 174U}), {1U, 2U}, (UV){5, 6, 7, ~0U - 63}};
struct S { int n; FV f; UV v; } s = {3, (FV){1.5f, -2.0f, 0, 4.25f}, ((UV){9, 8, 7, 6})};
static struct S t[2] = {{1, (FV){1, 2, 3, 4}, {1}}, {2, {5, 6}, (UV){4, 3, 2, 1}}};

int main(void) {
  for (int i = 0; i < 3; i++)
    printf("u %d %d %d %d\n", u[i][0], u[i][1], u[i][2], u[i][3]);
  printf("s %d %g %g %g %g %d %d\n", s.n, s.f[0], s.f[1], s.f[2], s.f[3], s.v[0], s.v[3]);
  for (int i = 0; i < 2; i++)
    printf("t %d %g %g %d %d\n", t[i].n, t[i].f[0], t[i].f[3], t[i].v[0], t[i].v[3]);
  return 0;
}
