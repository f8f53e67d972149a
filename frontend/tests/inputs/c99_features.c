/* Every C99 declaration, statement and expression form the front end must accept. */
#include <stdio.h>
#include <stdlib.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdbool.h>
#include <assert.h>
#include <math.h>
#include <string.h>
#include <complex.h>
#include <signal.h>

typedef unsigned long size_type;
typedef struct node { int value; struct node *next; } node_t, *node_ptr;
typedef int (*binop)(int, int);
typedef double matrix[4][4];
typedef void handler(int);

struct flags { unsigned a : 1, b : 3; signed int : 0; int c : 4; _Bool d : 1; };
union value { int i; double d; char bytes[8]; struct { short lo, hi; }; };
enum color { RED, GREEN = 5, BLUE, };
enum { ANON_A = 1 << 3, ANON_B = ANON_A | 1 };

static const char *const names[] = { [RED] = "red", [GREEN] = "green", [BLUE] = "blue" };
static int table[2][3] = { { 1, 2, 3 }, { [2] = 6 } };
extern int external_counter;
_Thread_local int tls_counter;
volatile sig_atomic_t flag_seen;
static long double ld = 1.5L;
static float hexf = 0x1.8p3f;
static unsigned long long big = 18446744073709551615ULL;
static const char wide_ok = L'a' > 0;
static char s1[] = "abc" "def";
static int *restrict_ptr;
struct flags global_flags = { .a = 1, .b = 5, .c = -3 };
handler *handlers[4];
binop ops[] = { 0 };

static inline int add(int a, int b) { return a + b; }
static int sum(int n, ...) {
  va_list ap;
  va_start(ap, n);
  int s = 0;
  for (int i = 0; i < n; ++i) s += va_arg(ap, int);
  va_end(ap);
  return s;
}
void fill(int n, int m, double a[static 1], double vla[n][m], double *restrict out);
void fill(int n, int m, double a[static 1], double vla[n][m], double *restrict out) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      out[i * m + j] = vla[i][j] * a[0];
}
int old_style(a, b) int a; char *b; { return a + (b != 0); }
static int (*choose(int which))(int, int) { return which ? add : 0; }
_Noreturn void die(const char *msg);

int main(int argc, char *argv[]) {
  int n = argc + 2, m = 3;
  double vla[n][m];
  memset(vla, 0, sizeof vla);
  double out[n * m], scale[1] = { 2.0 };
  fill(n, m, scale, vla, out);
  node_t nodes[3] = { { 1, &nodes[1] }, { 2, &nodes[2] }, { .value = 3, .next = NULL } };
  node_ptr p = nodes;
  int total = 0;
  while (p) { total += p->value; p = p->next; }
  do { total--; } while (total > 100);
  switch (total % 4) {
  case 0: total += 1; /* fall through */
  case 1: case 2: total *= 2; break;
  default: break;
  }
  if (total < 0) goto done; else if (total == 0) total = 1; else { total += 0; }
  struct flags f = global_flags;
  f.b ^= 2; f.c = -f.c;
  union value v = { .d = 1.0 };
  v.lo = 3;
  int *ip = (int []){ 1, 2, 3 };
  struct node tmp = (struct node){ .value = ip[2] };
  size_t off = offsetof(struct node, next);
  binop fp = choose(1);
  int r = fp ? fp(1, 2) : -1;
  r = (r > 0) ? r : -r, r += 0;
  r <<= 1; r >>= 1; r |= 1; r &= ~0; r %= 7; r ^= 0;
  bool ok = !!r && (r || 0);
  unsigned u = (unsigned)r;
  long long ll = -(long long)u * 3LL;
  double d = 1e-3 + .5 + 3. + 0x1p-1 + (double)ll / 7;
  double complex z = 1.0 + 2.0 * I;
  char c = 'x', esc = '\n', oct = '\101', hex = '\x41';
  const char *str = "tab\there \"quoted\" \\ back";
  assert(ok);
  printf("%s %d %zu %f %f %c%c%c%c %s %s %d\n", __func__, r, off, d, creal(z), c, esc, oct, hex, str, names[RED], tmp.value);
  for (int i = 0, j = 10; i < j; i++, j--) continue;
  for (;;) break;
  { int shadow = 1; { int shadow = 2; (void)shadow; } (void)shadow; }
  total += sum(3, 1, 2, 3) + old_style(1, "x") + table[1][2] + (int)sizeof(matrix) + ANON_B;
  (void)hexf; (void)ld; (void)big; (void)wide_ok; (void)s1; (void)u; (void)f; (void)v;
done:
  return total > 1000 ? EXIT_FAILURE : EXIT_SUCCESS;
}
