#include <stdio.h>
int answer(void);
int main(void) {
  printf("answer=%d\n", answer());
  return answer() == 7 ? 0 : 1;
}
