// stream-prefetch must not mark: loops over arrays that hold less than 32 MiB in all (they fit
// in a last-level cache; here 16 MiB less one element), an XMP loop over a cyclic array (not localized: its accesses go through the
// runtime), and plain C loops over large arrays outside any `loop` directive. No function gets
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

void small(void) {
#pragma xmp loop (i, j) on ts[i][j]
  for (int i = 0; i < 1024; i++)
    for (int j = 0; j < 1023; j++) a[i][j] = 2.0 * b[i][j];
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
  cyclic();
  plain();
  return 0;
}
// CHECK-NOT: prefetch
// CHECK: xmp.local_loop on ts
// CHECK-NOT: prefetch
// STATS-NOT: stream-prefetch
// LLVM-NOT: llvm.prefetch
// LLVM-NOT: xmp-stream-prefetch
