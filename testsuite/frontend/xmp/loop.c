// loop construct: index list, 'on' clause, expand/margin (with /unbound/), several
// reduction clauses with every kind and location lists, peel_and_wait and acc.
// RUN: %xmpcc -ast-dump %s | FileCheck %s

#define NX 16
#pragma xmp nodes p[4]
#pragma xmp template tg[NX][NX]
#pragma xmp template tl[NX]

double fld[NX][NX];

int main(void) {
  int i, j, bi = -1, bj = -1, n = 0, mask = 0;
  double s = 0, best = -1.0, prod = 1.0;
#pragma xmp loop (i, j) on tg[i][j]
  for (i = 0; i < NX; i++)
    for (j = 0; j < NX; j++)
      fld[i][j] = 0;
// CHECK: XmpLoop indices=(i, j) on=tg[i][j] (bracket)
#pragma xmp loop on tl[i]
  for (i = 0; i < NX; i++) s += i;
// CHECK: XmpLoop on=tl[i] (bracket)
#pragma xmp loop (i) on tl(i + 1)
  for (i = 0; i < NX - 1; i++) s += i;
// CHECK: XmpLoop indices=(i) on=tl(i + 1) (paren)
#pragma xmp loop (i, j) on tg[i][j] expand(-1, -1)
  for (i = 0; i < NX; i++)
    for (j = 0; j < NX; j++) s += fld[i][j];
// CHECK: XmpLoop indices=(i, j) on=tg[i][j] (bracket)
// CHECK-NEXT: Expand (-1, -1)
#pragma xmp loop (i, j) on tg[i][j] margin(/unbound/1, /unbound/1:2)
  for (i = 0; i < NX; i++)
    for (j = 0; j < NX; j++) s += fld[i][j];
// CHECK: Margin (/unbound/1, /unbound/1:2)
#pragma xmp loop (i, j) on tg[i][j] \
                reduction(+:s) reduction(max:best) reduction(*:prod)
  for (i = 0; i < NX; i++)
    for (j = 0; j < NX; j++) { s += fld[i][j]; }
// CHECK: XmpLoop indices=(i, j) on=tg[i][j] (bracket)
// CHECK-NEXT: Reduction + vars=(s)
// CHECK-NEXT: Reduction max vars=(best)
// CHECK-NEXT: Reduction * vars=(prod)
#pragma xmp loop (i) on tl[i] reduction(-:s) reduction(&:mask) reduction(|:mask) reduction(^:n)
  for (i = 0; i < NX; i++) s -= i;
// CHECK: Reduction - vars=(s)
// CHECK-NEXT: Reduction & vars=(mask)
// CHECK-NEXT: Reduction | vars=(mask)
// CHECK-NEXT: Reduction ^ vars=(n)
#pragma xmp loop (i) on tl[i] reduction(&&:n, mask) reduction(||:n) reduction(min:s)
  for (i = 0; i < NX; i++) n = n && i;
// CHECK: Reduction && vars=(n, mask)
// CHECK-NEXT: Reduction || vars=(n)
// CHECK-NEXT: Reduction min vars=(s)
#pragma xmp loop (i, j) on tg[i][j] reduction(firstmax: best / bi, bj /)
  for (i = 0; i < NX; i++)
    for (j = 0; j < NX; j++)
      if (fld[i][j] > best) { best = fld[i][j]; bi = i; bj = j; }
// CHECK: Reduction firstmax vars=(best /bi, bj/)
#pragma xmp loop (i) on tl[i] reduction(firstmin: s/bi/) reduction(lastmax: best/bj/) reduction(lastmin: prod/n/)
  for (i = 0; i < NX; i++) s += i;
// CHECK: Reduction firstmin vars=(s /bi/)
// CHECK-NEXT: Reduction lastmax vars=(best /bj/)
// CHECK-NEXT: Reduction lastmin vars=(prod /n/)
#pragma xmp loop (i, j) on tg[i][j] peel_and_wait(7, 1, 1)
  for (i = 0; i < NX; i++)
    for (j = 0; j < NX; j++) s += fld[i][j];
// CHECK: PeelAndWait async=7 widths=(1, 1)
#pragma xmp loop (i) on tl[i] reduction(+:s) acc
  for (i = 0; i < NX; i++) s += i;
// CHECK: XmpLoop indices=(i) on=tl[i] (bracket) acc
// CHECK-NEXT: Reduction + vars=(s)
  return (int)s;
}
