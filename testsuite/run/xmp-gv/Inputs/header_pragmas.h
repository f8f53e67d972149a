/* The data mapping of header_pragmas.c: every size and width comes from macros the includer
   defines before including this file (N, W, SCALE), or from macros defined here (LO). */
#ifndef HEADER_PRAGMAS_H
#define HEADER_PRAGMAS_H

#define LO W

#pragma xmp nodes p[*]
#pragma xmp template t[N]
#pragma xmp distribute t[block] onto p
double a[N], b[N];
#pragma xmp align a[i] with t[i]
#pragma xmp align b[i] with t[i]
#pragma xmp shadow a[W]

static void fill(void) {
  int i;
#pragma xmp loop on t[i]
  for (i = 0; i < N; i++) {
    a[i] = SCALE * i;
    b[i] = -1;
  }
}

/* b[i] = a[i-1] + a[i] + a[i+1] inside the borders; returns the sum of those b[i]. */
static double smooth_sum(void) {
  int i;
  double s = 0;
#pragma xmp reflect (a)
#pragma xmp loop on t[i] reduction(+ : s)
  for (i = LO; i < N - LO; i++) {
    b[i] = a[i - 1] + a[i] + a[i + 1];
    s += b[i];
  }
  return s;
}

#endif
