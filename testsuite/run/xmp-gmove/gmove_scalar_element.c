// gmove with a scalar variable on the left (reference 7.3: the left side may be a variable)
// gets one element of a global array on every executing node: locals, a global, a struct
// member, through a pointer, int and double; and one element broadcast into a section of a
// global array (1-D and a row of a 2-D array), which the compiler lowers as two gmoves
// through a hidden scalar. Every node checks the values it holds.
// RUN: %xmpcc -O2 %s -o %t
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %xmprun -n 1 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 2 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 3 %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t | FileCheck %s --implicit-check-not=FAIL
// CHECK: PASS scalar-local
// CHECK: PASS scalar-global
// CHECK: PASS scalar-member-pointer
// CHECK: PASS element-into-section
// CHECK: PASS element-into-row
#include <stdio.h>
#include <xmp.h>
#define N 14
#pragma xmp nodes p[*]
#pragma xmp template t[N]
#pragma xmp distribute t[block] onto p
double a[N];
int ia[N], b[N], c[N];
double m[N][4];
#pragma xmp align a[i] with t[i]
#pragma xmp align ia[i] with t[i]
#pragma xmp align b[i] with t[i]
#pragma xmp align c[i] with t[i]
#pragma xmp align m[i][*] with t[i]
double g = -1;

static void report(const char *what, int ok) {
#pragma xmp reduction(&&: ok)
  if (xmpc_node_num() == 0) printf("%s %s\n", ok ? "PASS" : "FAIL", what);
}

int main(void) {
  int i, j, err;
#pragma xmp loop on t[i]
  for (i = 0; i < N; i++) {
    a[i] = i * 10.5;
    ia[i] = 3 * i + 1;
    b[i] = 0;
    c[i] = i + 100;
    for (j = 0; j < 4; j++) m[i][j] = -1;
  }

  double x = -1;
  int k = -1;
#pragma xmp gmove
  x = a[N - 1];
#pragma xmp gmove
  k = ia[2];
  report("scalar-local", x == (N - 1) * 10.5 && k == 7);

#pragma xmp gmove
  g = a[0];
  report("scalar-global", g == 0.0);

  struct { int pad; double v; } st = {0, -1};
  int target = -1, *pt = &target;
#pragma xmp gmove
  st.v = a[5];
#pragma xmp gmove
  *pt = ia[N / 2];
  report("scalar-member-pointer", st.v == 52.5 && target == 3 * (N / 2) + 1);

#pragma xmp gmove
  b[8:4] = c[N - 1];
  err = 0;
#pragma xmp loop on t[i] reduction(+: err)
  for (i = 0; i < N; i++)
    if (b[i] != ((i >= 8 && i < 12) ? 100 + N - 1 : 0)) err++;
  report("element-into-section", err == 0);

#pragma xmp gmove
  m[3][:] = a[N - 2];
  err = 0;
#pragma xmp loop on t[i] reduction(+: err)
  for (i = 0; i < N; i++)
    for (j = 0; j < 4; j++)
      if (m[i][j] != (i == 3 ? (N - 2) * 10.5 : -1)) err++;
  report("element-into-row", err == 0);
  return 0;
}
