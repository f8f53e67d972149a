#include <stdio.h>
#include <xmp.h>
#include "size.h"
#pragma xmp nodes p[2]
#pragma xmp template t[N]
#pragma xmp distribute t[block] onto p
int a[N];
#pragma xmp align a[i] with t[i]
int main(void) {
  long s = 0;
#pragma xmp loop on t[i] reduction(+:s)
  for (int i = 0; i < N; i++) {
    a[i] = i;
    s += a[i];
  }
  if (xmpc_node_num() == 0)
    printf("N=%d sum=%ld\n", N, s);
  return 0;
}
