// Differential test: nested initialisers: arrays of structs, structs with arrays, brace elision, partial initialisation zero-fill, static and automatic storage
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

struct pt { int x, y; };
struct poly { const char *name; int n; struct pt v[4]; };

static struct poly shapes[] = {
  {"tri", 3, {{0, 0}, {4, 0}, {0, 3}}},
  {"sq", 4, {{0, 0}, {1, 0}, {1, 1}, {0, 1}}},
  {"dot", 1, {{7, 7}}},
};

static int mat[3][3] = {{1, 2, 3}, {4, 5, 6}, {7, 8, 9}};
static int elided[2][3] = {1, 2, 3, 4};     /* brace elision: {{1,2,3},{4,0,0}} */
static int zeros[5] = {0};

struct cfg { int a; double b[2]; struct pt p; char tag[4]; };

int main(void) {
  for (unsigned i = 0; i < sizeof shapes / sizeof shapes[0]; i++) {
    int area2 = 0;
    const struct poly *s = &shapes[i];
    for (int k = 0; k < s->n; k++) {
      const struct pt *a = &s->v[k], *b = &s->v[(k + 1) % s->n];
      area2 += a->x * b->y - b->x * a->y;
    }
    printf("%s n=%d area2=%d v3=(%d,%d)\n", s->name, s->n, area2, s->v[3].x, s->v[3].y);
  }
  int diag = mat[0][0] + mat[1][1] + mat[2][2];
  printf("diag=%d elided: %d %d %d / %d %d %d zeros=%d\n", diag, elided[0][0], elided[0][1],
         elided[0][2], elided[1][0], elided[1][1], elided[1][2], zeros[4]);
  struct cfg c = {1, {2.5}, {3}, "ab"};
  printf("cfg: %d %.1f %.1f %d %d %s %d\n", c.a, c.b[0], c.b[1], c.p.x, c.p.y, c.tag, c.tag[3]);
  struct cfg c2 = {5, 1.0, 2.0, 8, 9, {'x', 'y'}};  /* brace elision in a struct */
  printf("cfg2: %d %.1f %.1f %d %d %c%c\n", c2.a, c2.b[0], c2.b[1], c2.p.x, c2.p.y, c2.tag[0], c2.tag[1]);
  int n = 3;
  int autoarr[4] = {n, n * 2};
  struct pt local[2] = {{n, n + 1}};
  printf("auto: %d %d %d %d / %d %d %d %d\n", autoarr[0], autoarr[1], autoarr[2], autoarr[3],
         local[0].x, local[0].y, local[1].x, local[1].y);
  return diag;
}
