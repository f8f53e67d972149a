// Differential test: corner cases of declarations: function typedefs used to declare functions, extern arrays of unknown size completed later, static locals holding addresses of statics, pointers to arrays, arrays of pointers to functions built with casts, goto into a block, negative char case labels
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

typedef int unary_fn(int);
unary_fn inc, dec;                     /* declares two functions through a function typedef */
int inc(int x) { return x + 1; }
int dec(int x) { return x - 1; }

extern int later_arr[];                /* incomplete here, completed below */
static int sum_later(int n) { int s = 0; for (int i = 0; i < n; i++) s += later_arr[i]; return s; }
int later_arr[] = {5, 6, 7};

static int *counter_ptr(void) {
  static int storage;
  static int *p = &storage;            /* address of a static as a constant initialiser */
  (*p)++;
  return p;
}

static int row_sum(int (*rows)[3], int n) {
  int s = 0;
  for (int i = 0; i < n; i++) s += rows[i][0] + rows[i][1] + rows[i][2];
  return s;
}

typedef void (*generic_fn)(void);
static const generic_fn table[] = {(generic_fn)inc, (generic_fn)dec};

static int classify(signed char c) {
  switch (c) {
  case -128: return 1;
  case -1: return 2;
  case 'A': return 3;
  default: return 0;
  }
}

struct with_fn { const char *name; unary_fn *fn; };
static const struct with_fn named[] = {{"inc", inc}, {"dec", dec}};

enum { ARRAY_LEN = offsetof(struct with_fn, fn) / sizeof(void *) + 2 };

int main(void) {
  printf("inc=%d dec=%d later=%d\n", inc(1), dec(1), sum_later(3));
  counter_ptr();
  printf("counter=%d\n", *counter_ptr());
  int m[2][3] = {{1, 2, 3}, {4, 5, 6}};
  printf("row_sum=%d\n", row_sum(m, 2));
  printf("table: %d %d\n", ((unary_fn *)table[0])(10), ((unary_fn *)table[1])(10));
  printf("classify: %d %d %d %d\n", classify(-128), classify(-1), classify('A'), classify(0));
  for (int i = 0; i < 2; i++) printf("%s(5)=%d ", named[i].name, named[i].fn(5));
  printf("\n");
  int arr[ARRAY_LEN];
  printf("ARRAY_LEN=%zu\n", sizeof arr / sizeof arr[0]);
  int k = 0;
  goto inside;
  {
    int skipped = 100;                 /* initialisation is skipped by the jump */
    (void)skipped;
  inside:
    k += 5;
  }
  printf("k=%d\n", k);
  const char *pick = k > 3 ? "big" : (char[]){"small"};
  printf("pick=%s\n", pick);
  return k + classify(-1);
}
