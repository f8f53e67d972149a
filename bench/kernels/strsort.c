/* String and qsort workload: generate pseudo-random words, sort them with qsort and a strcmp
 * callback, deduplicate, sort records by two keys, and hash/search the text.
 * Usage: strsort [count] [rounds]. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "bench_timer.h"

struct rec { char key[16]; int weight; };

static unsigned long long lcg_state;
static unsigned next_rand(void) {
  lcg_state = lcg_state * 6364136223846793005ULL + 1442695040888963407ULL;
  return (unsigned)(lcg_state >> 33);
}

static int cmp_str(const void *a, const void *b) {
  return strcmp(*(const char *const *)a, *(const char *const *)b);
}

static int cmp_rec(const void *a, const void *b) {
  const struct rec *x = a, *y = b;
  if (x->weight != y->weight) return x->weight < y->weight ? -1 : 1;
  return strcmp(x->key, y->key);
}

static unsigned long hash_str(const char *s) {
  unsigned long h = 5381;
  while (*s) h = h * 33 + (unsigned char)*s++;
  return h;
}

static unsigned long round_once(int count) {
  char *pool = malloc((size_t)count * 16);
  char **words = malloc(sizeof(char *) * count);
  struct rec *recs = malloc(sizeof(struct rec) * count);
  for (int i = 0; i < count; i++) {
    int len = 3 + (int)(next_rand() % 10);
    char *w = pool + (size_t)i * 16;
    for (int k = 0; k < len; k++) w[k] = (char)('a' + next_rand() % 6);
    w[len] = 0;
    words[i] = w;
    strcpy(recs[i].key, w);
    recs[i].weight = (int)(next_rand() % 100);
  }
  qsort(words, count, sizeof(char *), cmp_str);
  int unique = 0;
  for (int i = 0; i < count; i++)
    if (i == 0 || strcmp(words[i], words[i - 1]) != 0) words[unique++] = words[i];
  qsort(recs, count, sizeof(struct rec), cmp_rec);
  unsigned long h = (unsigned long)unique;
  for (int i = 0; i < unique; i++) h = h * 31 + hash_str(words[i]);
  for (int i = 0; i < count; i += 97) h ^= hash_str(recs[i].key) + (unsigned long)recs[i].weight;
  size_t found = 0;
  for (int i = 0; i < count; i++) found += strstr(pool + (size_t)i * 16, "abc") != NULL;
  h += found;
  free(pool);
  free(words);
  free(recs);
  return h;
}

int main(int argc, char **argv) {
  int count = argc > 1 ? atoi(argv[1]) : 200000;
  int rounds = argc > 2 ? atoi(argv[2]) : 3;
  lcg_state = 42;
  round_once(count < 1000 ? count : 1000); /* warm-up */
  lcg_state = 42;
  double t0 = bench_now(), c0 = bench_cpu();
  unsigned long h = 0;
  for (int r = 0; r < rounds; r++) h = h * 1000003 + round_once(count);
  double t1 = bench_now(), c1 = bench_cpu();
  printf("strsort count=%d rounds=%d\n", count, rounds);
  printf("checksum %lu\n", h);
  printf("time_s %.6f\n", t1 - t0);
  printf("cpu_s %.6f\n", c1 - c0);
  return 0;
}
