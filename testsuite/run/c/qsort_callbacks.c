// Differential test: qsort with comparison callbacks: ints ascending/descending, doubles, strings via pointer-to-pointer, structs by multiple keys, stability not assumed
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
#include <stdlib.h>
#include <string.h>

struct person { const char *name; int age; double score; };

static int asc(const void *a, const void *b) {
  int x = *(const int *)a, y = *(const int *)b;
  return (x > y) - (x < y);
}
static int desc(const void *a, const void *b) { return asc(b, a); }
static int cmp_double(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}
static int cmp_str(const void *a, const void *b) {
  return strcmp(*(const char *const *)a, *(const char *const *)b);
}
static int cmp_person(const void *a, const void *b) {
  const struct person *p = a, *q = b;
  if (p->age != q->age) return p->age - q->age;
  return strcmp(p->name, q->name);
}

static unsigned lcg_state = 12345;
static unsigned lcg(void) { return lcg_state = lcg_state * 1103515245u + 12345u; }

int main(void) {
  int v[50];
  for (int i = 0; i < 50; i++) v[i] = (int)(lcg() >> 16) % 1000 - 500;
  qsort(v, 50, sizeof v[0], asc);
  int sorted = 1;
  for (int i = 1; i < 50; i++) sorted &= v[i - 1] <= v[i];
  printf("asc sorted=%d min=%d max=%d\n", sorted, v[0], v[49]);
  qsort(v, 50, sizeof v[0], desc);
  printf("desc first=%d last=%d\n", v[0], v[49]);
  double d[6] = {3.5, -1.25, 2.0, 1e-3, -7.0, 2.0};
  qsort(d, 6, sizeof *d, cmp_double);
  for (int i = 0; i < 6; i++) printf("%g ", d[i]);
  printf("\n");
  const char *words[] = {"pear", "apple", "fig", "banana", "cherry", "apricot"};
  qsort(words, 6, sizeof words[0], cmp_str);
  for (int i = 0; i < 6; i++) printf("%s ", words[i]);
  printf("\n");
  struct person ps[] = {{"eve", 30, 1.5}, {"bob", 25, 2.5}, {"amy", 30, 3.5}, {"dan", 20, 4.5},
                        {"cat", 25, 5.5}};
  int (*cmp)(const void *, const void *) = cmp_person;
  qsort(ps, sizeof ps / sizeof ps[0], sizeof ps[0], cmp);
  for (int i = 0; i < 5; i++) printf("%s:%d ", ps[i].name, ps[i].age);
  printf("\n");
  unsigned long checksum = 0;
  for (int i = 0; i < 50; i++) checksum = checksum * 31u + (unsigned long)v[i];
  printf("checksum=%lu\n", checksum);
  return sorted + (int)(checksum & 0x3f);
}
