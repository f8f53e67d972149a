// The reference implementation's `profile` clause (a request for its profiling interfaces) is
// accepted at the end of loop, reflect, gmove, bcast, reduction, barrier and task, and ignored
// with a -Wxmp-compat warning; `-Wno-xmp-compat` silences it; elsewhere it stays an error.
// RUN: %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// RUN: %xmpcc -fsyntax-only -Wno-xmp-compat %s 2>&1 | FileCheck %s --check-prefix=QUIET --allow-empty
// RUN: not %xmpcc -fsyntax-only -DBAD %s 2>&1 | FileCheck %s --check-prefix=BAD
// QUIET-NOT: warning
#pragma xmp nodes p[*]
#pragma xmp template t[10]
#pragma xmp distribute t[block] onto p
int a[10], b[10];
#pragma xmp align a[i] with t[i]
#pragma xmp align b[i] with t[i]
#pragma xmp shadow a[1]
void f(void) {
  int s = 0;
// CHECK: profile_clause.c:[[@LINE+1]]:45: warning: the 'profile' clause on 'loop' is not XMP/C 1.4 and is ignored; the standard form is the directive without it [-Wxmp-compat]
#pragma xmp loop (i) on t[i] reduction(+:s) profile
  for (int i = 0; i < 10; i++)
    s += a[i];
// CHECK: profile_clause.c:[[@LINE+1]]:25: warning: the 'profile' clause on 'reflect'
#pragma xmp reflect (a) profile
// CHECK: profile_clause.c:[[@LINE+1]]:19: warning: the 'profile' clause on 'gmove'
#pragma xmp gmove profile
  b[0:5] = a[5:5];
// CHECK: profile_clause.c:[[@LINE+1]]:33: warning: the 'profile' clause on 'bcast'
#pragma xmp bcast (s) from p[0] profile
// CHECK: profile_clause.c:[[@LINE+1]]:28: warning: the 'profile' clause on 'reduction'
#pragma xmp reduction(+:s) profile
// CHECK: profile_clause.c:[[@LINE+1]]:21: warning: the 'profile' clause on 'barrier'
#pragma xmp barrier profile
// CHECK: profile_clause.c:[[@LINE+1]]:26: warning: the 'profile' clause on 'task'
#pragma xmp task on p[0] profile
  s = 1;
}
#ifdef BAD
// BAD: profile_clause.c:[[@LINE+1]]:27: error: unexpected 'profile' in 'template' directive
#pragma xmp template u[4] profile
#endif
