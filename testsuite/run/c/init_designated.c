// Differential test: designated initialisers: array indices, members, nested designators, overriding, mixed positional, ranges are not used
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

struct rgb { unsigned char r, g, b; };
struct item { int id; struct rgb col; int tags[3]; const char *label; };

static const char *month[12] = {[0] = "jan", [5] = "jun", [11] = "dec", [1] = "feb"};
static int sparse[10] = {[2] = 20, [7] = 70, 80, 90};   /* positional continues after [7] */
static struct item items[] = {
  [1] = {.label = "second", .id = 2, .col.g = 200},
  [0] = {.id = 1, .tags = {[2] = 5}, .col = {.r = 10, .b = 30}},
};

union num { int i; float f; double d; };

int main(void) {
  for (int i = 0; i < 12; i++) printf("%s ", month[i] ? month[i] : "-");
  printf("\n");
  for (int i = 0; i < 10; i++) printf("%d ", sparse[i]);
  printf("\nitems=%zu\n", sizeof items / sizeof items[0]);
  for (int i = 0; i < 2; i++)
    printf("id=%d col=%d,%d,%d tags=%d,%d,%d label=%s\n", items[i].id, items[i].col.r,
           items[i].col.g, items[i].col.b, items[i].tags[0], items[i].tags[1], items[i].tags[2],
           items[i].label ? items[i].label : "(null)");
  int over[4] = {1, 2, 3, 4, [1] = 9};   /* later designator overrides */
  printf("over: %d %d %d %d\n", over[0], over[1], over[2], over[3]);
  union num u = {.d = 2.5};
  printf("u.d=%.2f\n", u.d);
  int k = 4;
  struct item local = {.tags[1] = k, .id = k * 2, .col.b = 1};
  printf("local: %d %d %d %d %d\n", local.id, local.tags[0], local.tags[1], local.tags[2], local.col.b);
  int grid[3][3] = {[1][1] = 5, [2] = {7, 8}, [0][2] = 3};
  for (int i = 0; i < 3; i++) printf("%d %d %d\n", grid[i][0], grid[i][1], grid[i][2]);
  return sparse[9] - sparse[7];
}
