// Differential test: a small program: ASCII Mandelbrot set with double arithmetic and escape-time iteration counts
// Built by clang-22 and by xmp-clang; stdout and exit status must match.
// RUN: %clang -O2 -w %s -o %t.ref -lm
// RUN: sh -c '%t.ref; echo "exit=$?"' > %t.expected
// RUN: %xmpcc -O2 %s -o %t -lm
// RUN: sh -c '%t; echo "exit=$?"' > %t.out
// RUN: diff %t.expected %t.out
// RUN: %xmpcc -O0 %s -o %t.O0 -lm
// RUN: sh -c '%t.O0; echo "exit=$?"' > %t.O0.out
// RUN: diff %t.expected %t.O0.out

#include <stdio.h>

int main(void) {
  const char *shades = " .:-=+*#%@";
  long total = 0;
  for (int row = 0; row < 24; row++) {
    double ci = -1.2 + row * (2.4 / 23);
    for (int col = 0; col < 64; col++) {
      double cr = -2.1 + col * (3.0 / 63);
      double zr = 0, zi = 0;
      int it = 0;
      while (it < 200 && zr * zr + zi * zi <= 4.0) {
        double t = zr * zr - zi * zi + cr;
        zi = 2 * zr * zi + ci;
        zr = t;
        it++;
      }
      total += it;
      putchar(shades[it >= 200 ? 9 : it % 9]);
    }
    putchar('\n');
  }
  printf("total iterations=%ld\n", total);
  return (int)(total % 256);
}
