#include <stdio.h>
#define N 16
#define NP 2
#pragma xmp nodes p[NP]
#pragma xmp template t[N]
#pragma xmp distribute t[block] onto p
int a[N];
#pragma xmp align a[i] with t[i]
int main(void) {
  int s = 0;
#pragma xmp loop on t[i] reduction(+:s)
  for (int i = 0; i < N; i++) {
    a[i] = i;
    s += a[i];
  }
#pragma xmp task on p[0]
  printf("sum=%d\n", s);
  return 0;
}
