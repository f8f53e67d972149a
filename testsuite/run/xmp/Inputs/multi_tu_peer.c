/* The second unit of multi_tu.c: its own file-scope node array, created on first use (this
 * unit has no main, so nothing creates it at start-up). */
#include <xmp.h>

#pragma xmp nodes q[*]

int peer_last_sum(int v) {
  int s = v;
#pragma xmp reduction (+:s) on q[1:xmp_all_num_nodes()-1]
  return s;
}
