// Caller side of abi_vector.test.
#include <stdio.h>
typedef float v4sf __attribute__((vector_size(16)));
typedef int v2si __attribute__((vector_size(8)));
typedef char v4qi __attribute__((vector_size(4)));
typedef double v4df __attribute__((vector_size(32)));
v4sf lf(v4sf a, v4sf b, int n); v2si lg(v2si a); v4qi lh(v4qi a); v4df lw(v4df a, v4df b);
double lv(int n, ...);
int main(void) {
  v4sf r = lf((v4sf){1,2,3,4}, (v4sf){5,6,7,8}, 3);
  v2si g = lg((v2si){10, 20});
  v4qi h = lh((v4qi){1, 2, 3, 4});
  v4df w = lw((v4df){1,2,3,4}, (v4df){.5,.5,.5,.5});
  double s = lv(2, (v4sf){1,2,3,4}, (v2si){5,6}, (v4sf){7,8,9,10}, (v2si){11,12});
  printf("%g %g %d %d %d %d %g %g %g\n", r[0], r[3], g[0], g[1], h[0], h[3], w[0], w[3], s);
  return 0;
}
