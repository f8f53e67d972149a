/* The reflect of Himeno's p alone: `reflect (p)` in a loop of K iterations with nothing else,
 * so that its cost per iteration shows without the sweep's load imbalance. Built with and
 * without the reflect-hoist pass by tools/bench comm (with the pass the loop runs
 * reflect_init once and reflect_do K times; without it each reflect builds its schedule).
 * Sizes and decomposition as himeno_xmp.c. Usage: reflect_xmp [K]. Node 1 prints
 * `reflect_us` (microseconds per reflect, slowest node). */
#include <stdio.h>
#include <stdlib.h>
#include <xmp.h>

#if defined(HIMENO_XS)
#define MX0 33
#define MY0 33
#define MZ0 65
#elif defined(HIMENO_M)
#define MX0 129
#define MY0 129
#define MZ0 257
#else
#define MX0 65
#define MY0 65
#define MZ0 129
#endif

#pragma xmp nodes n[*]
#pragma xmp template t[MX0][MY0][MZ0]
#pragma xmp distribute t[block][*][*] onto n
float p[MX0][MY0][MZ0];
#pragma xmp align p[i][j][k] with t[i][j][k]
#pragma xmp shadow p[1][0][0]

int main(int argc, char **argv) {
  int reps = argc > 1 ? atoi(argv[1]) : 1000;
#pragma xmp loop (i, j, k) on t[i][j][k]
  for (int i = 0; i < MX0; i++)
    for (int j = 0; j < MY0; j++)
      for (int k = 0; k < MZ0; k++) p[i][j][k] = (float)(i + j + k);
  for (int r = 0; r < 10; r++) {
#pragma xmp reflect (p)
  }
#pragma xmp barrier
  double t0 = xmp_wtime();
  for (int r = 0; r < reps; r++) {
#pragma xmp reflect (p)
  }
  double el = xmp_wtime() - t0;
#pragma xmp reduction (max:el)
  /* New values, one more reflect: the halo must hold the neighbours' new planes. */
#pragma xmp loop (i, j, k) on t[i][j][k]
  for (int i = 0; i < MX0; i++)
    for (int j = 0; j < MY0; j++)
      for (int k = 0; k < MZ0; k++) p[i][j][k] = (float)(2 * i + j + k);
  for (int r = 0; r < 1; r++) {
#pragma xmp reflect (p)
  }
  int bad = 0;
#pragma xmp loop (i, j, k) on t[i][j][k] reduction(+:bad)
  for (int i = 1; i < MX0 - 1; i++)
    for (int j = 0; j < MY0; j++)
      for (int k = 0; k < MZ0; k++)
        if (p[i - 1][j][k] != (float)(2 * (i - 1) + j + k) ||
            p[i + 1][j][k] != (float)(2 * (i + 1) + j + k))
          bad++;
  if (xmp_node_num() == 1) {
    printf("reflect-xmp %dx%dx%d reps=%d nodes=%d %s\n", MX0, MY0, MZ0, reps, xmp_num_nodes(),
           bad ? "WRONG" : "ok");
    printf("reflect_us %.3f\n", 1e6 * el / reps);
  }
  return bad != 0;
}
