// Known problems for the analysis warnings (warnings.test compares each line's tag with
// clang-22's under -Wall, -Wextra, -Wshadow and their -Wno-/-Werror= forms).
#include <stdio.h>

int global_count;
static int unused_static;
static const int unused_const = 3;
static int set_only_static;

static int never_called(void) { return 1; }
static int only_recursive(int n) { return n ? only_recursive(n - 1) : 0; }
static int __attribute__((unused)) marked_helper(void) { return 0; }
static inline int unused_inline(void) { return 2; }
static int used_helper(int x) { return x + 1; }

void log_msg(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

int params(int used, int unused_param, int set_param) {
  set_param = 4;
  return used;
}

int locals(int a, int b) {
  int unused_local;
  int set_local = 0;
  set_local = 3;
  int incremented = 0;
  incremented++;
  int compound = 1;
  compound += 2;
  int read_back = 0;
  read_back = read_back + 1;
  int __attribute__((unused)) quiet;
  int chain_a, chain_b = 0;
  chain_b = chain_a = 1;
  int voided = 0;
  (void)voided;
  static int static_local;
  set_only_static = 1;
  return a + b + read_back;
}

int labels(int n) {
again:
  if (n > 10)
    goto done;
unused_label:
  n++;
  if (n < 5)
    goto again;
done:
  return n;
}

int conditions(int a, int b, int c) {
  int r = 0;
  if (a = b)
    r++;
  while (a = b)
    break;
  if ((a = b))
    r++;
  if ((a == b))
    r++;
  if (a |= b)
    r++;
  if (a && b || c)
    r++;
  if (a || (b && c))
    r++;
  r += a & b | c;
  r += a << b + c;
  if (a == a)
    r++;
  if (c < c)
    r++;
  if (a);
  for (int i = 0; i < 3; i++);
    r++;
  while (r > 100) ;
  r--;
  return r;
}

int signs(int i, unsigned u, long l, unsigned short us) {
  int r = 0;
  r += i < u;
  r += u > 3;
  r += u < l;
  r += us < u;
  r += u == -1;
  r += i < 0u;
  r += (i & 0xff) < u;
  r += i >= sizeof(int);
  return r;
}

void formats(int i, long l, double d, char *s, unsigned long n, const char *fmt, float f) {
  printf("%d %s\n", i, s);
  printf("%d\n", l);
  printf("%ld %f %f\n", i, i, f);
  printf("%s\n", i);
  printf("%d %d\n", i);
  printf("%d\n", i, i);
  printf("%zu %lu %p %c\n", n, n, s, i);
  printf("%*d\n", l, i);
  printf("%q\n", i);
  printf(fmt);
  printf(fmt, i);
  fprintf(stderr, "%u %x %lld\n", i, i, l);
  snprintf(s, 4, "%d", d);
  scanf("%d %lf %s", &i, &d, s);
  scanf("%d %f", i, &d);
  sscanf(s, "%ld", &i);
  log_msg("%s\n", i);
  log_msg("%d %%\n", i);
  printf("%");
}

int shadowing(int global_count, int p) {
  int x = p;
  {
    int x = 2;
    int p = 3;
    p += x;
  }
  for (int k = 0; k < 2; k++) {
    int k = 5;
    x += k;
  }
  return x + global_count;
}

int uninit(int c) {
  int a;
  int b;
  int d;
  int r = a;
  b = c;
  r += b;
  d++;
  int e;
  int *pe = &e;
  r += e + *pe;
  return r;
}

int returns(int x) {
  if (x > 0)
    return 1;
}

int no_return_at_all(int x) { x++; }

int main(void) {
  return params(1, 2, 3) + locals(1, 2) + labels(0) + conditions(1, 2, 3) +
         signs(1, 2, 3, 4) + shadowing(1, 2) + uninit(0) + returns(1) +
         no_return_at_all(0) + used_helper(0);
}
