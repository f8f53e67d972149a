// `continue` in the body of an XMP loop ends the iteration (it aims at the loop's own `for`,
// inside the construct): block, cyclic and block-cyclic 1-D loops with a reduction, a 2-D nest
// (the innermost `for`), a `continue` in a nested while loop (aimed at that loop) and one
// after a VLA declaration of the body. Each node checks its elements against the serial
// computation.
// RUN: %xmpcc -O2 %s -o %t.O2
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: %xmprun -n 1 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 2 %t.O0 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 3 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t.O2 | FileCheck %s --implicit-check-not=FAIL
// CHECK: PASS block
// CHECK: PASS cyclic
// CHECK: PASS block-cyclic
// CHECK: PASS nest
// CHECK: PASS inner-while
// CHECK: PASS vla
#include <stdio.h>
#include <xmp.h>
#define N 41
#pragma xmp nodes p[*]
#pragma xmp template tb[N]
#pragma xmp template tc[N]
#pragma xmp template tbc[N]
#pragma xmp template t2[N][N]
#pragma xmp distribute tb[block] onto p
#pragma xmp distribute tc[cyclic] onto p
#pragma xmp distribute tbc[cyclic(3)] onto p
#pragma xmp distribute t2[block][*] onto p
int a[N], c[N], d[N], m[N][N];
#pragma xmp align a[i] with tb[i]
#pragma xmp align c[i] with tc[i]
#pragma xmp align d[i] with tbc[i]
#pragma xmp align m[i][*] with t2[i][*]

static void report(const char *what, int ok) {
#pragma xmp reduction(&&: ok)
  if (xmpc_node_num() == 0) printf("%s %s\n", ok ? "PASS" : "FAIL", what);
}

int main(void) {
  int i, j, s, want, ok;

  /* The elements skipped by continue keep -1; the sum counts the others. */
  s = 0;
  want = 0;
  for (i = 0; i < N; i++) if (i % 4 != 1) want += i;
#pragma xmp loop on tb[i] reduction(+: s)
  for (i = 0; i < N; i++) {
    a[i] = -1;
    if (i % 4 == 1) continue;
    a[i] = i;
    s += i;
  }
  ok = s == want;
#pragma xmp loop on tb[i] reduction(&&: ok)
  for (i = 0; i < N; i++) ok = ok && a[i] == (i % 4 == 1 ? -1 : i);
  report("block", ok);

  s = 0;
#pragma xmp loop on tc[i] reduction(+: s)
  for (i = 0; i < N; i++) {
    c[i] = -1;
    if (i % 4 == 1) continue;
    c[i] = i;
    s += i;
  }
  ok = s == want;
#pragma xmp loop on tc[i] reduction(&&: ok)
  for (i = 0; i < N; i++) ok = ok && c[i] == (i % 4 == 1 ? -1 : i);
  report("cyclic", ok);

  s = 0;
#pragma xmp loop on tbc[i] reduction(+: s)
  for (i = 0; i < N; i += 2) {
    d[i] = -1;
    if (i % 3 == 0) continue;
    d[i] = i;
    s += i;
  }
  want = 0;
  for (i = 0; i < N; i += 2) if (i % 3 != 0) want += i;
  ok = s == want;
#pragma xmp loop on tbc[i] reduction(&&: ok)
  for (i = 0; i < N; i += 2) ok = ok && d[i] == (i % 3 == 0 ? -1 : i);
  report("block-cyclic", ok);

  /* continue in the innermost for of a nest skips one (i, j) only. */
#pragma xmp loop (i, j) on t2[i][j]
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++) {
      m[i][j] = 0;
      if ((i + j) % 3 == 0) continue;
      m[i][j] = i * N + j;
    }
  ok = 1;
#pragma xmp loop on t2[i][*] reduction(&&: ok)
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++) ok = ok && m[i][j] == ((i + j) % 3 == 0 ? 0 : i * N + j);
  report("nest", ok);

  /* A continue inside a while of the body aims at that while. */
  s = 0;
#pragma xmp loop on tb[i] reduction(+: s)
  for (i = 0; i < N; i++) {
    int k = 0;
    while (k < 5) {
      k++;
      if (k == 2) continue;
      s += k;
    }
    if (i == 7) continue;
    s += 100;
  }
  report("inner-while", s == N * 13 + (N - 1) * 100);

  /* continue leaves the scope of a VLA declared in the body. */
  s = 0;
#pragma xmp loop on tb[i] reduction(+: s)
  for (i = 0; i < N; i++) {
    int n = i % 5 + 1;
    int v[n];
    for (j = 0; j < n; j++) v[j] = j;
    if (n == 3) continue;
    s += v[n - 1];
  }
  want = 0;
  for (i = 0; i < N; i++) if (i % 5 + 1 != 3) want += i % 5;
  report("vla", s == want);
  return 0;
}
