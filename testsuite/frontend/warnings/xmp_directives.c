// Names used only inside `#pragma xmp` directives count as used, and the lowering's own
// temporaries never warn: an XMP program draws no -Wall/-Wextra/-Wshadow warning here
// (clang, which ignores the directives, would report most of these variables unused).
// RUN: %xmpcc -fsyntax-only -Wall -Wextra -Wshadow %s 2>&1 | count 0
// RUN: %xmpcc -O2 -Wall -Wextra -Wshadow -c %s -o %t.o 2>&1 | count 0
#include <xmp.h>

#pragma xmp nodes p[*]
#pragma xmp template t[64]
#pragma xmp distribute t[block] onto p
double a[64], b[64];
#pragma xmp align a[i] with t[i]
#pragma xmp align b[i] with t[i]
#pragma xmp shadow a[1]

static int extent(void) { return 16; }

int kernel(int root) {
  int sum = 0;
  double mx = 0;
  int flag = 1;
  int n = extent();
#pragma xmp template u[n]
#pragma xmp distribute u[block] onto p
  double v[n];
#pragma xmp align v[i] with u[i]
#pragma xmp loop on t[i] reduction(+ : sum) reduction(max : mx)
  for (int i = 0; i < 64; i++) {
    a[i] = i;
    sum += i;
    mx = a[i] > mx ? a[i] : mx;
  }
#pragma xmp reflect (a)
  double w[64];
#pragma xmp align w[i] with t[i]
#pragma xmp shadow w[1]
#pragma xmp reflect (w)
#pragma xmp gmove
  b[0:32] = a[32:32];
#pragma xmp bcast (flag) from p[root]
#pragma xmp loop on u[k]
  for (int k = 0; k < n; k++)
    v[k] = k;
#pragma xmp reduction (+ : flag)
#pragma xmp barrier
  return sum + (int)mx;
}
