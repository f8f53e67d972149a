#include <stdio.h>
#include "util.h"
int twice(int x);
int main(void) {
  printf("value=%d\n", twice(SCALE));
  return 0;
}
