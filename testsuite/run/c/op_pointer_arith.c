// Differential test: pointer arithmetic and comparisons: p+n, p-q as ptrdiff_t, relational on same array, void* and char* conversions, arrays of pointers, pointer to pointer
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

static void reverse(int *first, int *last) {
  while (first < last) {
    int t = *first;
    *first++ = *--last;
    *last = t;
  }
}

int main(void) {
  int a[8] = {1, 2, 3, 4, 5, 6, 7, 8};
  int *p = a + 2, *q = &a[6];
  ptrdiff_t d = q - p;
  printf("d=%td *p=%d *q=%d p[1]=%d 3[a]=%d\n", d, *p, *q, p[1], 3[a]);
  printf("p<q=%d p>=q=%d p+4==q=%d\n", p < q, p >= q, p + 4 == q);
  reverse(a, a + 8);
  for (int i = 0; i < 8; i++) printf("%d ", a[i]);
  printf("\n");
  double ds[4] = {0.5, 1.5, 2.5, 3.5};
  char *cp = (char *)ds;
  double *back = (double *)(cp + 2 * sizeof(double));
  printf("*back=%.1f bytes=%td\n", *back, (char *)&ds[3] - (char *)&ds[0]);
  void *vp = ds;
  double *dp = vp;
  printf("dp[1]=%.1f\n", dp[1]);
  const char *words[] = {"red", "green", "blue"};
  const char **wp = words;
  wp++;
  printf("*wp=%s (*wp)[1]=%c **(wp+1)=%c\n", *wp, (*wp)[1], **(wp + 1));
  int x = 5;
  int *px = &x;
  int **ppx = &px;
  **ppx = 9;
  printf("x=%d\n", x);
  int *end = a + 8;                /* one past the end is valid */
  int count = 0;
  for (int *it = a; it != end; ++it) count += *it > 4;
  printf("count=%d\n", count);
  int m[3][3] = {{1, 2, 3}, {4, 5, 6}, {7, 8, 9}};
  int (*rp)[3] = m;
  rp++;
  printf("rp[0][2]=%d *(*(rp+1)+1)=%d\n", rp[0][2], *(*(rp + 1) + 1));
  int *null = NULL;
  printf("null==0:%d\n", null == 0);
  return (int)d + count;
}
