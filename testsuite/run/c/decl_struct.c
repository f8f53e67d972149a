// Differential test: struct declarations: nested, self-referential, incomplete/forward, arrays of structs, assignment, layout
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

struct node;                       /* forward declaration */
struct list { struct node *head; int len; };
struct node { int value; struct node *next; };

struct inner { char c; double d; };
struct outer {
  int id;
  struct inner in;
  struct inner arr[2];
  struct { short a, b; } anon_typed;   /* unnamed struct type, named member */
  char tail;
};

struct flex { int n; int data[]; };  /* flexible array member */

int main(void) {
  struct node n3 = {3, 0}, n2 = {2, &n3}, n1 = {1, &n2};
  struct list l = {&n1, 3};
  int total = 0;
  for (struct node *p = l.head; p; p = p->next) total += p->value;
  printf("list len=%d total=%d\n", l.len, total);

  struct outer o = {1, {'x', 1.5}, {{'a', 2.5}, {'b', 3.5}}, {4, 5}, 'z'};
  struct outer copy;
  copy = o;                       /* struct assignment */
  copy.arr[1].d += 1.0;
  printf("o: %d %c %.1f %c %.1f %c %.1f %d %d %c\n", o.id, o.in.c, o.in.d, o.arr[0].c,
         o.arr[0].d, o.arr[1].c, o.arr[1].d, o.anon_typed.a, o.anon_typed.b, o.tail);
  printf("copy.arr[1].d=%.1f original=%.1f\n", copy.arr[1].d, o.arr[1].d);
  printf("sizeof inner=%zu outer=%zu flex=%zu\n", sizeof(struct inner), sizeof(struct outer),
         sizeof(struct flex));
  printf("offsets: in=%zu arr=%zu anon=%zu tail=%zu\n", offsetof(struct outer, in),
         offsetof(struct outer, arr), offsetof(struct outer, anon_typed),
         offsetof(struct outer, tail));

  struct inner many[4];
  for (int i = 0; i < 4; i++) { many[i].c = (char)('A' + i); many[i].d = i * 0.25; }
  double s = 0;
  for (int i = 0; i < 4; i++) s += many[i].d;
  printf("many: %c%c%c%c %.2f\n", many[0].c, many[1].c, many[2].c, many[3].c, s);

  struct outer *po = &o;
  po->in.c = 'y';
  (*po).arr[0].c = 'q';
  printf("via pointer: %c %c\n", o.in.c, o.arr[0].c);
  return total + (int)sizeof(struct inner);
}
