// Coarrays across translation units: a coarray defined here (file scope, external linkage) is
// declared `extern` in another unit (at file scope and in a block) and accessed there, local,
// GET and PUT; both units see the same symmetric copy. A unit that declares the name without
// codimensions does not link (it would otherwise read a copy that is not the coarray).
// RUN: %xmpcc -O2 %s %S/Inputs/extern_other.c -o %t
// RUN: %xmprun -n 2 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 3 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t | FileCheck %s --implicit-check-not=FAIL %}
// Separate compilation, then a link by the driver.
// RUN: %xmpcc -O0 -c %s -o %t.main.o
// RUN: %xmpcc -O0 -c %S/Inputs/extern_other.c -o %t.other.o
// RUN: %xmpcc %t.main.o %t.other.o -o %t.sep
// RUN: %xmprun -n 3 %t.sep | FileCheck %s --implicit-check-not=FAIL
// RUN: not %xmpcc -O2 %s %S/Inputs/extern_other.c %S/Inputs/extern_plain.c -o %t.bad 2>&1 | FileCheck %s --check-prefix=LINK
// LINK: undefined reference to `shared_v'
// CHECK-DAG: image 0: PASS
// CHECK-DAG: image 1: PASS
#include <stdio.h>
#include <xmp.h>

int shared_v[8]:[*] = {1, 2, 3, 4, 5, 6, 7, 8};
double sc:[2][*];
static int fails;

/* In extern_other.c. */
int other_put_get(void);
int other_local(int i);

int main(void) {
  int me = xmpc_this_image(), n = xmp_num_images();
  sc = me * 1.5;
  xmp_sync_all(NULL);
  /* The other unit puts 1000 + me into shared_v[r % 8] on the right neighbour r and checks
     a GET of sc from it. */
  fails += other_put_get();
  xmp_sync_all(NULL);
  int left = (me + n - 1) % n;
  for (int i = 0; i < 8; i++) {
    int want = i == me % 8 ? 1000 + left : i + 1;
    if (shared_v[i] != want || other_local(i) != want) {
      printf("image %d: FAIL v[%d] = %d / %d, want %d\n", me, i, shared_v[i], other_local(i),
             want);
      fails++;
    }
  }
  printf("image %d: %s\n", me, fails ? "FAIL" : "PASS");
  return 0;
}
