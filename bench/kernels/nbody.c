/* Direct-sum gravitational n-body: O(n^2) pairwise forces with sqrt in the inner loop over an
 * array of structs, then a leapfrog update. Usage: nbody [bodies] [steps]. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include "bench_timer.h"

struct body { double x, y, z, vx, vy, vz, m; };

static void init(struct body *b, int n) {
  unsigned s = 12345u;
  for (int i = 0; i < n; i++) {
    s = s * 1103515245u + 12345u; b[i].x = (double)(s >> 8) / 16777216.0 - 0.5;
    s = s * 1103515245u + 12345u; b[i].y = (double)(s >> 8) / 16777216.0 - 0.5;
    s = s * 1103515245u + 12345u; b[i].z = (double)(s >> 8) / 16777216.0 - 0.5;
    b[i].vx = b[i].vy = b[i].vz = 0.0;
    b[i].m = 1.0 / n;
  }
}

static void step(struct body *b, int n, double dt) {
  const double eps2 = 1e-4;
  for (int i = 0; i < n; i++) {
    double ax = 0, ay = 0, az = 0;
    for (int j = 0; j < n; j++) {
      double dx = b[j].x - b[i].x, dy = b[j].y - b[i].y, dz = b[j].z - b[i].z;
      double r2 = dx * dx + dy * dy + dz * dz + eps2;
      double inv = 1.0 / sqrt(r2);
      double f = b[j].m * inv * inv * inv;
      ax += f * dx;
      ay += f * dy;
      az += f * dz;
    }
    b[i].vx += ax * dt;
    b[i].vy += ay * dt;
    b[i].vz += az * dt;
  }
  for (int i = 0; i < n; i++) {
    b[i].x += b[i].vx * dt;
    b[i].y += b[i].vy * dt;
    b[i].z += b[i].vz * dt;
  }
}

static double energy(const struct body *b, int n) {
  double e = 0;
  for (int i = 0; i < n; i++) {
    e += 0.5 * b[i].m * (b[i].vx * b[i].vx + b[i].vy * b[i].vy + b[i].vz * b[i].vz);
    for (int j = i + 1; j < n; j++) {
      double dx = b[j].x - b[i].x, dy = b[j].y - b[i].y, dz = b[j].z - b[i].z;
      e -= b[i].m * b[j].m / sqrt(dx * dx + dy * dy + dz * dz + 1e-4);
    }
  }
  return e;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1500;
  int steps = argc > 2 ? atoi(argv[2]) : 10;
  struct body *b = malloc(sizeof(struct body) * n);
  if (!b) return 1;
  init(b, n);
  step(b, n < 64 ? n : 64, 1e-3); /* warm-up on a prefix */
  init(b, n);
  double t0 = bench_now(), c0 = bench_cpu();
  for (int s = 0; s < steps; s++) step(b, n, 1e-3);
  double t1 = bench_now(), c1 = bench_cpu();
  printf("nbody bodies=%d steps=%d\n", n, steps);
  printf("checksum %.10e %.10e\n", energy(b, n), b[n / 2].x);
  printf("time_s %.6f\n", t1 - t0);
  printf("cpu_s %.6f\n", c1 - c0);
  free(b);
  return 0;
}
