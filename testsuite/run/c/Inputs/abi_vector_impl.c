// Callee side of abi_vector.test.
#include <stdarg.h>
typedef float v4sf __attribute__((vector_size(16)));
typedef int v2si __attribute__((vector_size(8)));
typedef char v4qi __attribute__((vector_size(4)));
typedef double v4df __attribute__((vector_size(32)));
v4sf lf(v4sf a, v4sf b, int n) { return a * b + (float)n; }
v2si lg(v2si a) { return a + 1; }
v4qi lh(v4qi a) { return a * 2; }
v4df lw(v4df a, v4df b) { return a + b; }
double lv(int n, ...) { va_list ap; va_start(ap, n); double s = 0; for (int i = 0; i < n; i++) { v4sf v = va_arg(ap, v4sf); v2si w = va_arg(ap, v2si); s += v[0] + v[3] + w[1]; } va_end(ap); return s; }
