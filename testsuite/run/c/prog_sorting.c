// Differential test: a small program: insertion, merge, heap and quick sort implemented by hand on ints, doubles and structs (via a generic void* swap), checked against qsort
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

#define N 200
static unsigned seed = 7;
static int rnd(void) { seed = seed * 1664525u + 1013904223u; return (int)(seed >> 8) % 10000 - 5000; }

static void insertion(int *a, int n) {
  for (int i = 1; i < n; i++) {
    int v = a[i], j = i - 1;
    while (j >= 0 && a[j] > v) { a[j + 1] = a[j]; j--; }
    a[j + 1] = v;
  }
}
static void merge_sort(double *a, double *tmp, int lo, int hi) {
  if (hi - lo < 2) return;
  int mid = (lo + hi) / 2;
  merge_sort(a, tmp, lo, mid);
  merge_sort(a, tmp, mid, hi);
  int i = lo, j = mid, k = lo;
  while (i < mid && j < hi) tmp[k++] = a[i] <= a[j] ? a[i++] : a[j++];
  while (i < mid) tmp[k++] = a[i++];
  while (j < hi) tmp[k++] = a[j++];
  memcpy(a + lo, tmp + lo, sizeof(double) * (hi - lo));
}
static void swap_bytes(void *a, void *b, size_t size) {
  unsigned char *p = a, *q = b;
  while (size--) { unsigned char t = *p; *p++ = *q; *q++ = t; }
}
struct rec { int key; char name[6]; };
static int rec_less(const struct rec *a, const struct rec *b) { return a->key < b->key || (a->key == b->key && strcmp(a->name, b->name) < 0); }
static void sift(struct rec *a, int i, int n) {
  for (;;) {
    int l = 2 * i + 1, m = i;
    if (l < n && rec_less(&a[m], &a[l])) m = l;
    if (l + 1 < n && rec_less(&a[m], &a[l + 1])) m = l + 1;
    if (m == i) return;
    swap_bytes(&a[i], &a[m], sizeof a[0]);
    i = m;
  }
}
static void heap_sort(struct rec *a, int n) {
  for (int i = n / 2 - 1; i >= 0; i--) sift(a, i, n);
  for (int e = n - 1; e > 0; e--) { swap_bytes(&a[0], &a[e], sizeof a[0]); sift(a, 0, e); }
}
static void quick(long *a, int lo, int hi) {
  while (lo < hi) {
    long p = a[(lo + hi) / 2];
    int i = lo, j = hi;
    while (i <= j) {
      while (a[i] < p) i++;
      while (a[j] > p) j--;
      if (i <= j) { long t = a[i]; a[i] = a[j]; a[j] = t; i++; j--; }
    }
    if (j - lo < hi - i) { quick(a, lo, j); lo = i; } else { quick(a, i, hi); hi = j; }
  }
}
static int cmp_int(const void *a, const void *b) { int x = *(const int *)a, y = *(const int *)b; return (x > y) - (x < y); }

int main(void) {
  int ai[N], ref[N];
  double ad[N], tmp[N];
  struct rec ar[N];
  long al[N];
  for (int i = 0; i < N; i++) {
    ai[i] = ref[i] = rnd();
    ad[i] = rnd() / 7.0;
    ar[i].key = rnd() % 20;
    snprintf(ar[i].name, sizeof ar[i].name, "n%03d", i % 1000);
    al[i] = (long)rnd() * 100003L;
  }
  insertion(ai, N);
  qsort(ref, N, sizeof ref[0], cmp_int);
  printf("insertion matches qsort=%d min=%d max=%d\n", memcmp(ai, ref, sizeof ai) == 0, ai[0], ai[N - 1]);
  merge_sort(ad, tmp, 0, N);
  int ok = 1;
  for (int i = 1; i < N; i++) ok &= ad[i - 1] <= ad[i];
  printf("merge ok=%d first=%.3f last=%.3f\n", ok, ad[0], ad[N - 1]);
  heap_sort(ar, N);
  ok = 1;
  for (int i = 1; i < N; i++) ok &= !rec_less(&ar[i], &ar[i - 1]);
  printf("heap ok=%d first=%d:%s last=%d:%s\n", ok, ar[0].key, ar[0].name, ar[N - 1].key, ar[N - 1].name);
  quick(al, 0, N - 1);
  ok = 1;
  for (int i = 1; i < N; i++) ok &= al[i - 1] <= al[i];
  printf("quick ok=%d first=%ld last=%ld\n", ok, al[0], al[N - 1]);
  return ai[N / 2] & 0xff;
}
