#include <math.h>
#include <stdio.h>
int lib_triple(int x);
int main(int argc, char **argv) {
  (void)argv;
  volatile double nine = 9.0 * argc;
  printf("lib_triple=%d sqrt=%.0f\n", lib_triple(14), sqrt(nine));
  return 0;
}
