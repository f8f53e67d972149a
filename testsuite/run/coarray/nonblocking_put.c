// Results stay correct with nonblocking-put (and get-fusion) on: repeated PUTs to the same
// element (the last one wins), a GET of what this image just put, contiguous and strided
// section PUTs, a broadcast PUT over elements an earlier non-blocking PUT wrote, PUTs in loops
// and across calls, each image writing into its right neighbour; checked after sync_all against
// values computed locally; then GETs fused by get-fusion at -O2 (a section, a whole struct, an
// element into a member). The -O2 build is checked to really contain the transformed forms.
// RUN: %xmpcc -O2 -emit-xir %s -o - | FileCheck %s --check-prefix=XIR
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %xmpcc -O2 %s -o %t.O2
// RUN: %xmprun -n 2 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 2 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 3 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t.O2 | FileCheck %s --implicit-check-not=FAIL %}
// XIR: co_put.nb.i32
// XIR: nonblocking}
// XIR: xmp.co_complete
// XIR: section_copy elem struct rec dst local base (addr (local {{.*}})) [] src {{.*}} get_direct
// CHECK-DAG: image 0: PASS
// CHECK-DAG: image 1: PASS
#include <stdio.h>
#include <xmp.h>

int a[64]:[*];
int s:[*];
double d[8][16]:[*];
int got[64];
struct rec {
  int i;
  double d;
  char c[3];
} R:[*];

static void put_more(int to, int base) {
  for (int i = 0; i < 8; i++)
    a[40 + i]:[to] = base + i;
}

int main(void) {
  int me = xmpc_this_image(), n = xmp_num_images();
  int to = (me + 1) % n, from = (me + n - 1) % n;
  int bad = 0;
  int src[64];
  for (int i = 0; i < 64; i++) src[i] = 1000 * me + i;
  R.i = me;
  R.d = me * 0.5;
  R.c[2] = (char)('a' + me);

  // The same element three times in one segment: the last value must arrive.
  s:[to] = 1;
  s:[to] = 2;
  s:[to] = 100 + me;
  // Put, then read back from the target within the segment (needs the completion).
  a[0]:[to] = 7 * me + 1;
  int back;
  back = a[0]:[to]; /* a fused element GET at -O2 */
  if (back != 7 * me + 1) bad++;
  // Contiguous and strided sections, then a broadcast over part of what was just put.
  a[1:20]:[to] = src[1:20];
  a[21:10:1]:[to] = src[0:10:2];
  a[5:4]:[to] = -me;
  // Elements in a loop and in a called function.
  for (int i = 0; i < 8; i++) a[32 + i]:[to] = src[i] * 3;
  put_more(to, 500 + me);
  // A section, then one element inside it, then a section overlapping both.
  a[48:8]:[to] = src[0:8];
  a[50]:[to] = -1;
  a[54:4]:[to] = src[20:4];
  for (int i = 0; i < 8; i++)
    for (int j = 0; j < 16; j++) d[i][j]:[to] = me + i * 0.5 + j * 0.25;
  xmp_sync_all(0);

  // What `from` wrote here, computed independently.
  int exp[64];
  for (int i = 0; i < 64; i++) exp[i] = 0;
  exp[0] = 7 * from + 1;
  for (int i = 1; i < 21; i++) exp[i] = 1000 * from + i;
  for (int i = 0; i < 10; i++) exp[21 + i] = 1000 * from + 2 * i;
  for (int i = 5; i < 9; i++) exp[i] = -from;
  for (int i = 0; i < 8; i++) exp[32 + i] = (1000 * from + i) * 3;
  for (int i = 0; i < 8; i++) exp[40 + i] = 500 + from + i;
  for (int i = 0; i < 8; i++) exp[48 + i] = 1000 * from + i;
  exp[50] = -1;
  for (int i = 0; i < 4; i++) exp[54 + i] = 1000 * from + 20 + i;
  if (s != 100 + from) bad++;
  for (int i = 0; i < 64; i++)
    if (a[i] != exp[i]) {
      if (bad < 5) printf("image %d: a[%d] = %d, expected %d\n", me, i, a[i], exp[i]);
      bad++;
    }
  for (int i = 0; i < 8; i++)
    for (int j = 0; j < 16; j++)
      if (d[i][j] != from + i * 0.5 + j * 0.25) bad++;
  xmp_sync_all(0);
  // A GET into local memory (fused at -O2) of what the neighbour holds.
  got[0:64] = a[0:64]:[to];
  // The neighbour holds what this image wrote: the same formulas with `me` for `from`.
  for (int i = 0; i < 64; i++) exp[i] = 0;
  exp[0] = 7 * me + 1;
  for (int i = 1; i < 21; i++) exp[i] = 1000 * me + i;
  for (int i = 0; i < 10; i++) exp[21 + i] = 1000 * me + 2 * i;
  for (int i = 5; i < 9; i++) exp[i] = -me;
  for (int i = 0; i < 8; i++) exp[32 + i] = (1000 * me + i) * 3;
  for (int i = 0; i < 8; i++) exp[40 + i] = 500 + me + i;
  for (int i = 0; i < 8; i++) exp[48 + i] = 1000 * me + i;
  exp[50] = -1;
  for (int i = 0; i < 4; i++) exp[54 + i] = 1000 * me + 20 + i;
  for (int i = 0; i < 64; i++)
    if (got[i] != exp[i]) bad++;
  // Fused element GETs: a whole struct, and into a member.
  struct rec t;
  t = R:[to];
  if (t.i != to || t.d != to * 0.5 || t.c[2] != (char)('a' + to)) bad++;
  t.i = s:[to];
  if (t.i != 100 + me) bad++;
  printf("image %d: %s\n", me, bad ? "FAIL" : "PASS");
  return 0;
}
