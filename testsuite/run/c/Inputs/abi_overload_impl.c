// Overloadable functions defined in one unit (see abi_overload.test).
#include <stdio.h>
#define OV __attribute__((overloadable))
struct pt { int x, y; };
enum color { RED, GREEN, BLUE };
OV int over(int x) { return 10 + x; }
OV int over(double x) { return 20 + (int)x; }
OV int over(const char *s) { return 30 + (int)s[0]; }
OV int over(struct pt *p, struct pt *q) { return 40 + p->x + q->y; }
OV int over(float _Complex z) { return 50 + (int)__real__ z; }
OV int over(int (*fn)(int), int x) { return 60 + fn(x); }
OV int over(enum color c, enum color *p) { return 100 + c + *p; }
int plain(int x) { return 70 + x; }
OV int plain(long double x) { return 80 + (int)x; }
static OV int hidden(int x) { return x; }
OV int via_hidden(unsigned char c) { return hidden(c) + 90; }
