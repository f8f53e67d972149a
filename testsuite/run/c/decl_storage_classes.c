// Differential test: static/extern/register/inline/auto: static locals keep state, file-scope statics, extern declarations, inline definitions, tentative definitions
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

int counter;                  /* tentative definition */
int counter;                  /* repeated tentative definition: same object */
extern int shared_value;      /* declared before its definition */
int shared_value = 41;
static int file_private = 5;
extern int later(int);        /* defined below */

static int next_id(void) {
  static int id = 100;        /* initialised once */
  return id++;
}

static inline int square(int x) { return x * x; }
inline static int cube(int x) { return x * square(x); }

/* C99 inline semantics: an inline definition plus an extern declaration makes it external. */
inline int twice(int x) { return 2 * x; }
extern int twice(int x);

static int sum_register(const int *a, int n) {
  register int s = 0;
  register int i;
  for (i = 0; i < n; i++) s += a[i];
  return s;
}

int later(int x) { return x + shared_value; }

int main(void) {
  auto int local = 3;
  int a[] = {1, 2, 3, 4, 5, 6};
  for (int i = 0; i < 3; i++) printf("id=%d ", next_id());
  printf("\n");
  counter += 2;
  counter++;
  printf("counter=%d shared=%d private=%d\n", counter, shared_value, file_private);
  printf("square=%d cube=%d twice=%d later=%d\n", square(local), cube(local), twice(local),
         later(1));
  printf("sum_register=%d\n", sum_register(a, 6));
  {
    extern int counter;       /* block-scope extern refers to the file-scope object */
    counter = 50;
  }
  printf("counter after block extern=%d\n", counter);
  {
    static int calls;
    calls++;
    printf("static block local=%d\n", calls);
  }
  return next_id() - 100;
}
