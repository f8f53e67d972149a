// Differential test: integer literals: decimal, octal, hex, suffixes u/l/ll in all cases, types chosen by value (int, long, unsigned), character constants
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

#define TYPE_NAME(x) _Generic((x), int: "int", unsigned: "unsigned", long: "long", \
    unsigned long: "unsigned long", long long: "long long", unsigned long long: "unsigned long long")

int main(void) {
  printf("%d %d %d %d\n", 42, 052, 0x2a, 0X2A);
  printf("%u %lu %llu %lld\n", 42u, 42UL, 42ull, 42LL);
  printf("%ld %lu %lld %llu\n", 42l, 42lu, 42ll, 42uLL);
  printf("0=%d 00=%d 0x0=%d\n", 0, 00, 0x0);
  printf("2147483647 is %s\n", TYPE_NAME(2147483647));
  printf("2147483648 is %s\n", TYPE_NAME(2147483648));        /* decimal: long */
  printf("0x80000000 is %s\n", TYPE_NAME(0x80000000));        /* hex: unsigned int */
  printf("0xFFFFFFFFFFFFFFFF is %s\n", TYPE_NAME(0xFFFFFFFFFFFFFFFF));
  printf("017777777777 is %s\n", TYPE_NAME(017777777777));
  printf("020000000000 is %s\n", TYPE_NAME(020000000000));
  printf("1u is %s, 1l is %s, 1ul is %s, 1ll is %s\n", TYPE_NAME(1u), TYPE_NAME(1l),
         TYPE_NAME(1ul), TYPE_NAME(1ll));
  printf("max ull=%llu max ll=%lld\n", 18446744073709551615ULL, 9223372036854775807LL);
  printf("hex big=%llx octal big=%llo\n", 0xDEADBEEFCAFEBABEULL, 01777777777777777777777ULL);
  printf("-2147483648=%lld\n", (long long)-2147483648);
  printf("char consts: %d %d %d %d %d\n", 'A', '\'', '\\', '\t', '\0');
  printf("multichar=%d\n", 'ab');
  printf("type of 'a' is %s\n", TYPE_NAME('a'));
  printf("wide char=%d u=%d U=%d\n", (int)L'Z', (int)u'x', (int)U'y');
  unsigned long mask = 0xFFFFFFFFUL;
  return (int)(mask & 0x3f);
}
