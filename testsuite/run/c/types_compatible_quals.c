// Differential test: __builtin_types_compatible_p ignores top-level qualifiers only (those
// a pointer points to count) and tells two enum types apart even when their underlying
// types are the same; an enumerator has type int.
// RUN: %clang -O2 -w %s -o %t.ref
// RUN: %t.ref > %t.expected
// RUN: %xmpcc -O2 %s -o %t
// RUN: %t > %t.out
// RUN: diff %t.expected %t.out
// RUN: FileCheck %s < %t.out
// CHECK: same 1 1 1 1 1 1
// CHECK: differ 0 0 0 0 0 0

#include <stdio.h>

typedef enum { red, green } colour;
typedef enum { up, down } direction;
enum tagged { one, two };
typedef enum tagged tagged_t;
typedef colour colour2;

int main(void) {
  printf("same %d %d %d %d %d %d\n", __builtin_types_compatible_p(const int, int),
         __builtin_types_compatible_p(char *const, char *),
         __builtin_types_compatible_p(typeof(red), typeof(down)),
         __builtin_types_compatible_p(enum tagged, tagged_t),
         __builtin_types_compatible_p(colour, colour2),
         __builtin_types_compatible_p(const char **, const char **));
  printf("differ %d %d %d %d %d %d\n", __builtin_types_compatible_p(char *, const char *),
         __builtin_types_compatible_p(int *, volatile int *),
         __builtin_types_compatible_p(const char **, char **),
         __builtin_types_compatible_p(colour, direction),
         __builtin_types_compatible_p(typeof(colour), enum tagged),
         __builtin_types_compatible_p(colour *, direction *));
  return 0;
}
