// Calls of overloadable functions defined in another unit (see abi_overload.test).
#include <stdio.h>
#define OV __attribute__((overloadable))
struct pt { int x, y; };
enum color { RED, GREEN, BLUE };
OV int over(int x);
OV int over(double x);
OV int over(const char *s);
OV int over(struct pt *p, struct pt *q);
OV int over(float _Complex z);
OV int over(int (*fn)(int), int x);
OV int over(enum color c, enum color *p);
int plain(int x);
OV int plain(long double x);
OV int via_hidden(unsigned char c);
static int twice(int x) { return 2 * x; }
int main(void) {
  struct pt a = {1, 2}, b = {3, 4};
  printf("%d %d %d\n", over(1), over(2.5), over("A"));
  printf("%d %d %d\n", over(&a, &b), over((float _Complex)3.0f), over(twice, 4));
  enum color b2 = BLUE;
  printf("%d %d %d %d\n", plain(1), plain(2.0L), via_hidden(5), over(GREEN, &b2));
  return 0;
}
