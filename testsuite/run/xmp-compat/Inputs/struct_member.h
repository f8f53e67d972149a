/* Shared by struct_member_units.c and Inputs/struct_member_peer.c: an external structure
 * whose member both units align alike (one global array). */
#include <xmp.h>
#pragma xmp nodes p[*]
#pragma xmp template t[16]
#pragma xmp distribute t[block] onto p
struct S {
  int n;
  double a[16];
};
extern struct S s;
#pragma xmp align s.a[i] with t[i]
#pragma xmp shadow s.a[1]
double peer_total(void);
