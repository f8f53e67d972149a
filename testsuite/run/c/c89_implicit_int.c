// Differential test: C89 implicit int in every declaration form old code uses: function
// definitions and declarations without a type (with K&R parameter lists, declared, undeclared and
// `register` parameters, pointer results), file- and block-scope objects declared with only a
// storage class or qualifier, `typedef` without a type, the implicit `int` of `for` declarations.
// Built by clang-22 and by xmp-clang under -std=gnu89 and under the default standard with the
// error made a warning; stdout and exit status must match.
// RUN: %clang -std=gnu89 -O2 -w %s -o %t.ref
// RUN: sh -c '%t.ref; echo "exit=$?"' > %t.expected
// RUN: %xmpcc -std=gnu89 -O2 %s -o %t 2>&1 | count 0
// RUN: sh -c '%t; echo "exit=$?"' > %t.out
// RUN: diff %t.expected %t.out
// RUN: %xmpcc -O0 -w -Wno-error=implicit-int %s -o %t.O0
// RUN: sh -c '%t.O0; echo "exit=$?"' > %t.O0.out
// RUN: diff %t.expected %t.O0.out

int printf(const char *, ...);

static counter;
const base = 40;
extern total;
total = 3, *where;
volatile flag;
static *cursor;
typedef number;
twice();
unsigned u_only = 7;

twice(x) { return 2 * x; }

static bump(by) register by; { counter += by; return counter; }

add3(a, b, c)
  char a;
  double b;
{
  return a + (int)b + c;
}

*pick(which, p, q)
  int *p, *q;
{
  return which ? p : q;
}

(paren_name)(v) { return v - 1; }

number square(number n) { return n * n; }

main ()
{
  register i, sum = 0;
  auto local = 2;
  static calls;
  const k = 5;
  volatile seen;
  number n = 6;
  long l = 100000L;
  for (register j = 0; j < 4; j++)
    sum += j;
  for (i = 0; i < 3; i++)
    calls++;
  seen = bump(k);
  flag = seen + 1;
  where = &total;
  cursor = pick(0, &counter, &total);
  printf("%d %d %d %d\n", sum, calls, seen, flag);
  printf("%d %d %d %d\n", twice(21), add3(1, 2.5, 3), *pick(1, &total, &counter), *cursor);
  printf("%d %d %d %d %ld %u\n", base, square(n), paren_name(10), *where, l, u_only);
  printf("%d %d %d\n", (int)sizeof(counter), (int)sizeof(twice(1)), (int)sizeof(*cursor));
  return local + k - 7;
}
