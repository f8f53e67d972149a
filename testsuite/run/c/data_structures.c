// Differential test: pointers and malloc in data structures: singly linked list with insertion sort, binary search tree insert/traverse/height, dynamic array growth, hash table with chaining
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

struct list { int v; struct list *next; };
static struct list *insert_sorted(struct list *head, int v) {
  struct list *n = malloc(sizeof *n);
  n->v = v;
  struct list **pp = &head;
  while (*pp && (*pp)->v < v) pp = &(*pp)->next;
  n->next = *pp;
  *pp = n;
  return head;
}

struct tree { int key; struct tree *l, *r; };
static struct tree *tinsert(struct tree *t, int k) {
  if (!t) { t = calloc(1, sizeof *t); t->key = k; return t; }
  if (k < t->key) t->l = tinsert(t->l, k);
  else if (k > t->key) t->r = tinsert(t->r, k);
  return t;
}
static void inorder(const struct tree *t) { if (t) { inorder(t->l); printf("%d ", t->key); inorder(t->r); } }
static int height(const struct tree *t) {
  if (!t) return 0;
  int a = height(t->l), b = height(t->r);
  return 1 + (a > b ? a : b);
}
static void tfree(struct tree *t) { if (t) { tfree(t->l); tfree(t->r); free(t); } }

struct entry { char *key; int count; struct entry *next; };
#define NB 17
static unsigned hash(const char *s) { unsigned h = 0; while (*s) h = h * 131 + (unsigned char)*s++; return h % NB; }

int main(void) {
  struct list *head = NULL;
  int vals[] = {5, 1, 9, 3, 7, 2, 8};
  for (int i = 0; i < 7; i++) head = insert_sorted(head, vals[i]);
  for (struct list *p = head; p; p = p->next) printf("%d ", p->v);
  printf("\n");
  while (head) { struct list *n = head->next; free(head); head = n; }

  struct tree *root = NULL;
  for (int i = 0; i < 20; i++) root = tinsert(root, (i * 7) % 20);
  inorder(root);
  printf("\nheight=%d\n", height(root));
  tfree(root);

  int cap = 1, len = 0;
  int *dyn = malloc(cap * sizeof *dyn);
  for (int i = 0; i < 1000; i++) {
    if (len == cap) { cap *= 2; dyn = realloc(dyn, cap * sizeof *dyn); }
    dyn[len++] = i;
  }
  long s = 0;
  for (int i = 0; i < len; i++) s += dyn[i];
  printf("dyn len=%d cap=%d sum=%ld\n", len, cap, s);
  free(dyn);

  struct entry *tab[NB] = {0};
  const char *text[] = {"a", "b", "a", "c", "b", "a", "dd", "ee", "dd"};
  for (int i = 0; i < 9; i++) {
    unsigned h = hash(text[i]);
    struct entry *e = tab[h];
    while (e && strcmp(e->key, text[i])) e = e->next;
    if (!e) { e = malloc(sizeof *e); e->key = strdup(text[i]); e->count = 0; e->next = tab[h]; tab[h] = e; }
    e->count++;
  }
  for (int b = 0; b < NB; b++)
    for (struct entry *e = tab[b]; e; e = e->next) printf("%s=%d ", e->key, e->count);
  printf("\n");
  return height(NULL) + 3;
}
