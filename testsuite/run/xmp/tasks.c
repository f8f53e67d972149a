// tasks: sibling tasks on disjoint sets start without a collective over the enclosing set, so
// they run concurrently. The first task waits for a file that only the second task creates;
// with a synchronisation between the siblings this would hang (the test then times out).
// RUN: %xmpcc -O2 %s -o %t
// RUN: rm -f %t.flag
// RUN: %xmprun -n 2 %t %t.flag | FileCheck %s -DN=2 --implicit-check-not=FAIL
// RUN: rm -f %t.flag
// RUN: %xmprun -n 4 %t %t.flag | FileCheck %s -DN=4 --implicit-check-not=FAIL
// RUN: rm -f %t.flag
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t %t.flag | FileCheck %s -DN=8 --implicit-check-not=FAIL %}
// CHECK: PASS on [[N]] nodes
#include <stdlib.h>
#include <unistd.h>
#include "Inputs/check.h"

#pragma xmp nodes p[*]

int main(int argc, char **argv) {
  int me = xmpc_all_node_num(), n = xmp_all_num_nodes();
  int half = n / 2;
  EXPECT_EQ(argc, 2);
  const char *flag = argv[1];
  int which = -1;
#pragma xmp tasks
  {
#pragma xmp task on p[0:half]
    {
      which = 0;
      EXPECT_EQ(xmp_num_nodes(), half);
      /* Wait (at most 20 s) for the other task to create the flag. */
      int ok = 0;
      for (int i = 0; i < 2000 && !ok; i++) {
        if (access(flag, F_OK) == 0)
          ok = 1;
        else
          usleep(10000);
      }
      EXPECT(ok);
      /* Collectives inside a task involve only its set. */
      int s = 1;
#pragma xmp reduction (+:s)
      EXPECT_EQ(s, half);
    }
#pragma xmp task on p[half:n-half]
    {
      which = 1;
      EXPECT_EQ(xmpc_node_num(), me - half);
#pragma xmp barrier
      if (xmpc_node_num() == 0) {
        FILE *f = fopen(flag, "w");
        EXPECT(f != NULL);
        if (f)
          fclose(f);
      }
    }
  }
  EXPECT_EQ(which, me < half ? 0 : 1);
  return xmp_test_finish();
}
