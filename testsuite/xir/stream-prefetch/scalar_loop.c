// A marked stencil loop that the vectoriser leaves scalar gets no software prefetches: the XIR
// pass marks it (a stencil over 64 MiB of arrays), but a float sum in source order (no
// reduction clause, so no reassociation) keeps LLVM's vectoriser off, and one prefetch per
// access and iteration would cost more than it hides (the real-shape Himeno at size M ran 1.5x
// slower with them). The vectorised copy loop of basic.c keeps its prefetches.
// RUN: %xmpcc -O2 -emit-xir %s -o - | FileCheck %s --check-prefix=XIR
// RUN: %xmpcc -O2 -S -emit-llvm %s -o - | FileCheck %s --check-prefix=LLVM
#define N 2048
#pragma xmp nodes p[*]
#pragma xmp template t[N][N]
#pragma xmp distribute t[block][*] onto p
float u[N][N], v[N][N];
#pragma xmp align u[i][j] with t[i][j]
#pragma xmp align v[i][j] with t[i][j]
#pragma xmp shadow u[1][0]

float sweep(void) {
  float res = 0.0f;
#pragma xmp loop (i, j) on t[i][j]
  for (int i = 1; i < N - 1; i++)
    for (int j = 1; j < N - 1; j++) {
      float d = u[i - 1][j] + u[i + 1][j] - 2.0f * u[i][j];
      res += d * d;
      v[i][j] = d;
    }
#pragma xmp reduction (+:res)
  return res;
}
// XIR: xmp.local_loop {{.*}}prefetch
// LLVM-LABEL: define {{.*}}@sweep(
// LLVM-NOT: @llvm.prefetch
// LLVM: ret float
