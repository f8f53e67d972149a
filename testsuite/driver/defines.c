// Driver: -D (with and without a value), -U (after -D, and of a predefined macro), -I,
// __STDC_VERSION__ by default (a GNU mode, as clang's), and _XCALABLEMP defined by xmp-clang.
// RUN: %xmpcc -DWITH_VALUE=5 -DFLAG -DREMOVED -UREMOVED -I %S/Inputs %s -o %t
// RUN: %t | FileCheck %s
// RUN: %xmpcc -std=c99 -DWITH_VALUE=1 -I %S/Inputs %s -o %t.c99
// RUN: %t.c99 | FileCheck %s --check-prefix=C99

#include <stdio.h>
#include "driver_config.h"

int main(void) {
  printf("with_value=%d\n", WITH_VALUE);
#ifdef FLAG
  printf("flag=%d\n", FLAG);
#endif
#ifdef REMOVED
  printf("removed is defined\n");
#else
  printf("removed is undefined\n");
#endif
  printf("config=%d\n", CONFIG_VALUE);
  printf("stdc_version=%ld\n", (long)__STDC_VERSION__);
#ifdef _XCALABLEMP
  printf("xcalablemp defined\n");
#endif
  return 0;
}
// CHECK: with_value=5
// CHECK-NEXT: flag=1
// CHECK-NEXT: removed is undefined
// CHECK-NEXT: config=17
// CHECK-NEXT: stdc_version=201710
// CHECK-NEXT: xcalablemp defined
// C99: with_value=1
// C99: stdc_version=199901
