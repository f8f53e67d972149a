// The tool interface (runtime/include/xmpt.h): a tool library written in C, loaded by
// XMP_TOOL_LIBRARIES or linked into the program, sees a begin and an end callback for every
// construct kind this program executes, in nesting order, with the descriptors' values.
// RUN: %xmpcc -O2 %s -o %t
// RUN: %clang -shared -fPIC -O1 -I %S/../../../runtime/include %S/Inputs/count_tool.c -o %t.tool.so
// RUN: env XMP_TOOL_LIBRARIES=%t.tool.so %xmprun -n 2 %t | FileCheck %s
// A library that is not there is reported and skipped; the next one in the list is the tool.
// RUN: env XMP_TOOL_LIBRARIES=%t.missing.so:%t.tool.so %xmprun -n 2 %t 2>&1 | FileCheck %s --check-prefixes=CHECK,MISSING
// Linked in: the tool registers itself from a constructor.
// RUN: %clang -c -fPIC -O1 -DLINKED -I %S/../../../runtime/include %S/Inputs/count_tool.c -o %t.tool.o
// RUN: %xmpcc -O2 %s %t.tool.o -o %t.linked
// RUN: %xmprun -n 2 %t.linked | FileCheck %s
// The barrier at the line of `main` is the start-up of the coarrays; xmp_barrier() is the
// third.
// No tool: the program runs as usual and nothing is printed by a tool.
// RUN: %xmprun -n 2 %t | FileCheck %s --check-prefix=NOTOOL
// MISSING-DAG: warning: cannot load tool library '{{.*}}missing.so'
// CHECK-DAG: node 0: loop=5 reflect=1 reflect_do=4 reduce_shadow=0 gmove=1 bcast=2 reduction=2 barrier=3 coarray_put=2 coarray_get=1 sync_all=3 sync_images=2 sync_memory=1 post=1 wait=0 lock=1 unlock=1 wait_async=1 task=1{{$}}
// CHECK-DAG: node 1: loop=5 reflect=1 reflect_do=4 reduce_shadow=0 gmove=1 bcast=2 reduction=2 barrier=3 coarray_put=0 coarray_get=0 sync_all=3 sync_images=2 sync_memory=1 post=0 wait=1 lock=1 unlock=1 wait_async=1 task=0{{$}}
// CHECK-DAG: node 0: reflect_bytes={{[1-9][0-9]*}} put_bytes=88 put_peer=1 wait_async_id=7 depth=0 order ok
// CHECK-DAG: node 1: reflect_bytes={{[1-9][0-9]*}} put_bytes=0 put_peer=-2 wait_async_id=7 depth=0 order ok
// CHECK-DAG: PASS tool
// NOTOOL-NOT: node {{[01]}}:
// NOTOOL: PASS tool
#include <stdio.h>
#include <xmp.h>

#define N 16
#pragma xmp nodes p[2]
#pragma xmp template t[N]
#pragma xmp distribute t[block] onto p
double a[N], b[N];
#pragma xmp align a[i] with t[i]
#pragma xmp align b[i] with t[i]
#pragma xmp shadow a[1]
#pragma xmp shadow b[1]

long co[10]:[*];
xmp_lock_t lk:[*];

int main(void) {
  int me = xmpc_node_num(), fails = 0;
#pragma xmp loop (i) on t[i]
  for (int i = 0; i < N; i++) a[i] = i;
  /* Four reflects in a loop: reflect-hoist makes them one reflect_init and four reflect_do. */
  for (int k = 0; k < 4; k++) {
#pragma xmp reflect (a)
#pragma xmp loop (i) on t[i]
    for (int i = 0; i < N; i++) b[i] = a[i] + k;
    if (k == 3) break;
  }
#pragma xmp gmove
  b[0:N] = a[0:N];
#pragma xmp reflect (b)
  double s = me + 1, big[4] = {me, me, me, me};
#pragma xmp reduction (+:s)
#pragma xmp bcast (big) from p[1]
  double v = me;
#pragma xmp bcast (v) async(7)
#pragma xmp reduction (max:v) async(7)
#pragma xmp wait_async (7)
#pragma xmp barrier
  xmp_barrier();
  if (me == 0) {
    long row[10];
    for (int i = 0; i < 10; i++) row[i] = i;
    co[0:10]:[1] = row[0:10];
    co[0]:[1] = co[0]:[1] + 1;
#pragma xmp post (p[1], 3)
  } else {
#pragma xmp wait (p[0], 3)
  }
  xmp_sync_all(NULL);
#pragma xmp lock (lk:[0])
#pragma xmp unlock (lk:[0])
  xmp_sync_all(NULL);
  xmp_sync_memory(NULL);
  int other = 1 - me;
  xmp_sync_images(1, &other, NULL);
  xmp_sync_image(other, NULL);
#pragma xmp task on p[0]
  {
    if (b[0] != 0.0) fails++;
  }
  xmp_sync_all(NULL);
  if (s != 3.0 || big[0] != 1.0 || (me == 1 && co[0] != 1)) fails++;
  if (me == 0) printf(fails ? "FAIL tool\n" : "PASS tool\n");
  return fails;
}
