// stream-prefetch must not mark: a stencil over arrays that hold less than 32 MiB in all (they
// fit in a last-level cache; here 16 MiB less one row), loops over large arrays that read each
// array at one row only (a daxpy over 128 MiB, planes of one array selected by constant
// indices), an XMP loop over a cyclic array (not localized: its accesses go
// through the runtime), and plain C loops outside any `loop` directive. No function gets
// prefetches.
// RUN: %xmpcc -O2 -emit-xir %s -o - | FileCheck %s
// RUN: %xmpcc -O2 -stats -c %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=STATS --allow-empty
// RUN: %xmpcc -O2 -S -emit-llvm %s -o - | FileCheck %s --check-prefix=LLVM
#pragma xmp nodes p[*]
#pragma xmp template ts[1024][1024]
#pragma xmp distribute ts[block][*] onto p
#pragma xmp template tc[1 << 24]
#pragma xmp distribute tc[cyclic] onto p
double a[1024][1024], b[1024][1023];
float c[1 << 24];
#pragma xmp align a[i][j] with ts[i][j]
#pragma xmp align b[i][j] with ts[i][j]
#pragma xmp align c[i] with tc[i]
double big[1 << 22], big2[1 << 22];
#pragma xmp template tl[1 << 23]
#pragma xmp distribute tl[block] onto p
double x[1 << 23], y[1 << 23];
#pragma xmp align x[i] with tl[i]
#pragma xmp align y[i] with tl[i]
#pragma xmp template t3[2048][2048]
#pragma xmp distribute t3[block][*] onto p
double pl[4][2048][2048];
#pragma xmp align pl[*][i][j] with t3[i][j]

void small(void) {
#pragma xmp loop (i, j) on ts[i][j]
  for (int i = 1; i < 1023; i++)
    for (int j = 0; j < 1023; j++) a[i][j] = b[i - 1][j] + b[i + 1][j];
}

void daxpy(double s) {
#pragma xmp loop on tl[i]
  for (int i = 0; i < (1 << 23); i++) y[i] += s * x[i];
}

void planes(void) {
#pragma xmp loop (i, j) on t3[i][j]
  for (int i = 0; i < 2048; i++)
    for (int j = 0; j < 2048; j++) pl[0][i][j] = pl[1][i][j] + pl[2][i][j] * pl[3][i][j];
}

void cyclic(void) {
#pragma xmp loop on tc[i]
  for (int i = 0; i < (1 << 24); i++) c[i] = c[i] + 1.0f;
}

void plain(void) {
  for (int i = 0; i < (1 << 22); i++) big[i] = big2[i] * 3.0;
}

int main(void) {
  small();
  daxpy(2.0);
  planes();
  cyclic();
  plain();
  return 0;
}
// CHECK-NOT: prefetch
// CHECK: xmp.local_loop on ts
// CHECK-NOT: prefetch
// CHECK: xmp.local_loop on tl
// CHECK-NOT: prefetch
// CHECK: xmp.local_loop on t3
// CHECK-NOT: prefetch
// STATS-NOT: stream-prefetch
// LLVM-NOT: llvm.prefetch
// LLVM-NOT: xmp-stream-prefetch
