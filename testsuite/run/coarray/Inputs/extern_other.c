/* The other unit of extern.c: extern coarrays, at file scope and in a block. */
#include <stdio.h>
#include <xmp.h>

extern int shared_v[8]:[*];

int other_put_get(void) {
  extern double sc:[2][*];
  int me = xmpc_this_image(), n = xmp_num_images();
  int r = (me + 1) % n;
  shared_v[r % 8]:[r] = 1000 + me;
  double g = sc:[r % 2][r / 2];
  if (g != r * 1.5) {
    printf("image %d: FAIL GET of sc from %d: %g\n", me, r, g);
    return 1;
  }
  return 0;
}

int other_local(int i) { return shared_v[i]; }
