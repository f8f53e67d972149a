// A reduction or bcast over the executing set of a distributed array (one whose nodes hold
// different parts) is an error (reference 7.5/7.6: local or replicated variables only), for
// the directives and for a loop's reduction clause. Not errors: an array replicated over the
// nodes (aligned with `*` dimensions only, or distributed onto a node dimension of one node),
// and a reduction with an explicit `on` set.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
#pragma xmp nodes p[*]
#pragma xmp nodes g[4][1]
#pragma xmp template t[16]
#pragma xmp template tq[8][6]
#pragma xmp distribute t[block] onto p
#pragma xmp distribute tq[cyclic][block] onto g
double a[16], row[6], col[8];
#pragma xmp align a[i] with t[i]
#pragma xmp align row[j] with tq[*][j]
#pragma xmp align col[i] with tq[i][*]

int main(void) {
  int i;
// CHECK: {{.*}}reduction_distributed.c:[[@LINE+1]]:25: error: 'a' is a distributed array: the variables of a reduction or bcast must be local or replicated over its node set
#pragma xmp reduction(+:a)
// CHECK: {{.*}}reduction_distributed.c:[[@LINE+1]]:19: error: 'col' is a distributed array: the variables of a reduction or bcast must be local or replicated over its node set
#pragma xmp bcast(col)
// CHECK: {{.*}}reduction_distributed.c:[[@LINE+1]]:38: error: 'a' is a distributed array: the variables of a reduction or bcast must be local or replicated over its node set
#pragma xmp loop on t[i] reduction(+:a)
  for (i = 0; i < 16; i++) a[i] = i;
#pragma xmp reduction(+:row)
#pragma xmp bcast(row)
#pragma xmp reduction(+:a) on p[0]
  return 0;
}
