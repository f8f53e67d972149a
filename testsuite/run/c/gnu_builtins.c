// Differential test: GNU/C11 features common in real code: bit builtins (popcount, clz, ctz, bswap), alloca, _Thread_local and __thread, zero-length arrays, case ranges, typeof, _Static_assert, _Noreturn, flexible array members with malloc, __builtin_constant_p/types_compatible_p/unreachable
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
#include <alloca.h>
#include <stdint.h>

_Static_assert(sizeof(int) == 4, "int is 4 bytes");
struct fam { int n; double d[]; };
struct gnu_zero { int n; char tail[0]; };
static _Thread_local int tls_counter = 3;
static __thread int tls2 = 4;

_Noreturn static void die(int code) { exit(code); }

static const char *bucket(int v) {
  switch (v) {
  case 0: return "zero";
  case 1 ... 9: return "digit";
  case 'a' ... 'z': return "lower";
  default: return "other";
  }
}

int main(int argc, char **argv) {
  (void)argv;
  struct fam *f = malloc(sizeof *f + 3 * sizeof(double));
  f->n = 3;
  for (int i = 0; i < 3; i++) f->d[i] = i + 0.5;
  printf("fam sizeof=%zu last=%.1f zero-length sizeof=%zu\n", sizeof(struct fam), f->d[f->n - 1],
         sizeof(struct gnu_zero));
  free(f);
  unsigned vals[] = {1u, 0xF0F0u, 0x80000000u, 12345678u};
  for (int i = 0; i < 4; i++)
    printf("%08x: popcount=%d clz=%d ctz=%d bswap=%08x parity=%d\n", vals[i], __builtin_popcount(vals[i]),
           __builtin_clz(vals[i]), __builtin_ctz(vals[i]), __builtin_bswap32(vals[i]),
           __builtin_parity(vals[i]));
  printf("ll: popcount=%d clz=%d ctz=%d bswap64=%016llx\n", __builtin_popcountll(~0ULL >> 3),
         __builtin_clzll(1ULL << 40), __builtin_ctzll(1ULL << 40),
         (unsigned long long)__builtin_bswap64(0x0102030405060708ULL));
  int n = 4 + argc;
  int *a = alloca(n * sizeof(int));
  for (int i = 0; i < n; i++) a[i] = i * i;
  printf("alloca a[n-1]=%d\n", a[n - 1]);
  tls_counter += tls2;
  printf("tls=%d\n", tls_counter);
  printf("buckets: %s %s %s %s\n", bucket(0), bucket(7), bucket('q'), bucket(-5));
  __typeof__(n) t = n * 2;
  typeof(a[0]) u = 5;
  printf("typeof=%d %d\n", t, u);
  printf("constant_p=%d compat=%d %d\n", __builtin_constant_p(3), __builtin_types_compatible_p(int, int),
         __builtin_types_compatible_p(int, long));
  if (argc > 5) die(3);
  if (argc > 6) __builtin_unreachable();
  return t;
}
