// Differential test: a small program: iterative radix-2 FFT on separate real/imaginary arrays with bit reversal and twiddles from sin/cos, inverse transform round trip, Parseval check
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
#include <math.h>

#define N 64

static void fft(double *re, double *im, int n, int inverse) {
  for (int i = 1, j = 0; i < n; i++) {
    int bit = n >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      double t = re[i]; re[i] = re[j]; re[j] = t;
      t = im[i]; im[i] = im[j]; im[j] = t;
    }
  }
  for (int len = 2; len <= n; len <<= 1) {
    double ang = 2 * M_PI / len * (inverse ? 1 : -1);
    double wr = cos(ang), wi = sin(ang);
    for (int i = 0; i < n; i += len) {
      double cr = 1, ci = 0;
      for (int k = 0; k < len / 2; k++) {
        int a = i + k, b = i + k + len / 2;
        double xr = re[b] * cr - im[b] * ci, xi = re[b] * ci + im[b] * cr;
        re[b] = re[a] - xr; im[b] = im[a] - xi;
        re[a] += xr; im[a] += xi;
        double ncr = cr * wr - ci * wi;
        ci = cr * wi + ci * wr;
        cr = ncr;
      }
    }
  }
  if (inverse)
    for (int i = 0; i < n; i++) { re[i] /= n; im[i] /= n; }
}

static double clean(double v) { return fabs(v) < 5e-9 ? 0.0 : v; }

int main(void) {
  double re[N], im[N], orig[N];
  double energy_t = 0, energy_f = 0;
  for (int i = 0; i < N; i++) {
    re[i] = orig[i] = sin(2 * M_PI * 3 * i / N) + 0.5 * cos(2 * M_PI * 7 * i / N) + (i % 5 == 0);
    im[i] = 0;
    energy_t += re[i] * re[i];
  }
  fft(re, im, N, 0);
  for (int k = 0; k < N; k++) energy_f += re[k] * re[k] + im[k] * im[k];
  for (int k = 0; k < 9; k++) printf("X[%d] = %.6f %+.6fi\n", k, clean(re[k]), clean(im[k]));
  printf("parseval ok=%d\n", fabs(energy_t - energy_f / N) < 1e-9);
  fft(re, im, N, 1);
  double err = 0;
  for (int i = 0; i < N; i++) err = fmax(err, fabs(re[i] - orig[i]) + fabs(im[i]));
  printf("round trip error small=%d\n", err < 1e-12);
  return (int)round(fabs(re[3]) * 10);
}
