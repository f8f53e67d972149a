// Differential test: global and static initialisers: addresses of globals and array elements, pointer arithmetic in constant initialisers, function pointers, string pointers, zero-initialised bss
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

int garr[10] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
int *gp = &garr[3];
int *gp2 = garr + 7;
int gzero[100];
double gd = 1.0 / 3;
const char *gs = "global string";
const char *gs_tail = "global string" + 7;
long gcast = (long)sizeof(garr);
static int sfn(int v) { return v * v; }
int (*gfn)(int) = sfn;
struct node { int v; struct node *next; };
struct node n2 = {2, 0};
struct node n1 = {1, &n2};
struct node *head = &n1;
int matrix[2][3] = {{1, 2, 3}, {4, 5, 6}};
int *row1 = matrix[1];
char carr[] = {'a', 'b', 'c', 0};
char *cp = &carr[1];
struct { int a; const char *b; int *c; } mixed = {5, "mixed", &garr[9]};
unsigned long long big = 0xFFFFFFFFFFFFFFFFULL;
float gf = 1e-3f;
int uninit_scalar;
static struct { int tag; double val; } table[] = {{1, 1.5}, {2, 2.5}};

int main(void) {
  printf("*gp=%d *gp2=%d gp2-gp=%td\n", *gp, *gp2, gp2 - gp);
  int z = 0;
  for (int i = 0; i < 100; i++) z |= gzero[i];
  printf("gzero all zero=%d uninit=%d\n", z == 0, uninit_scalar);
  printf("gd=%.6f gs=%s tail=%s gcast=%ld\n", gd, gs, gs_tail, gcast);
  printf("gfn(9)=%d\n", gfn(9));
  int sum = 0;
  for (struct node *n = head; n; n = n->next) sum += n->v;
  printf("list sum=%d row1=%d %d %d cp=%s\n", sum, row1[0], row1[1], row1[2], cp);
  printf("mixed=%d %s %d big=%llx gf=%g\n", mixed.a, mixed.b, *mixed.c, big, gf);
  printf("table=%d %.1f %d %.1f\n", table[0].tag, table[0].val, table[1].tag, table[1].val);
  garr[3] = 33;
  printf("through gp=%d\n", *gp);
  return *gp + sum;
}
