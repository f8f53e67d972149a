// -Wparentheses and its parts, -Wempty-body, -Wtautological-compare: clang's wording,
// locations (the operator) and notes. The assignment, equality, shift, empty-body and
// self-comparison warnings are on by default; '&&' within '||' and '&' within '|' come with -Wall.
// RUN: %xmpcc -fsyntax-only -Wall %s 2>&1 | FileCheck %s --implicit-check-not=warning:
// RUN: %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=DEFAULT --implicit-check-not=-Wlogical-op-parentheses --implicit-check-not=-Wbitwise-op-parentheses
// DEFAULT: parentheses.c:17:9: warning: using the result of an assignment as a condition without parentheses [-Wparentheses]
// DEFAULT: parentheses.c:23:10: warning: equality comparison with extraneous parentheses [-Wparentheses-equality]
// DEFAULT: warning: operator '<<' has lower precedence than '+'; '+' will be evaluated first [-Wshift-op-parentheses]
// DEFAULT: warning: self-comparison always evaluates to true [-Wtautological-compare]
// DEFAULT: warning: if statement has empty body [-Wempty-body]
// RUN: %xmpcc -fsyntax-only -Wno-parentheses -Wno-empty-body -Wno-tautological-compare %s 2>&1 | count 0
// RUN: not %xmpcc -fsyntax-only -Werror=parentheses %s 2>&1 | FileCheck %s --check-prefix=ERR
// ERR: parentheses.c:17:9: error: using the result of an assignment as a condition without parentheses [-Werror,-Wparentheses]
// ERR: parentheses.c:27:9: error: '&&' within '||' [-Werror,-Wlogical-op-parentheses]
int conditions(int a, int b, int c) {
  int r = 0;
  if (a = b)
    r++;
  while (a = b)
    break;
  if ((a = b))
    r++;
  if ((a == b))
    r++;
  if (a |= b)
    r++;
  if (a && b || c)
    r++;
  if (a || (b && c))
    r++;
  r += a & b | c;
  r += a << b + c;
  if (a == a)
    r++;
  if (c < c)
    r++;
  if (a);
  for (int i = 0; i < 3; i++);
    r++;
  while (r > 100) ;
  r--;
  switch (r);
  return r;
}


// Expected (clang-22 reports the same lines, columns and text):
// CHECK: parentheses.c:17:9: warning: using the result of an assignment as a condition without parentheses [-Wparentheses]
// CHECK: parentheses.c:17:9: note: place parentheses around the assignment to silence this warning
// CHECK: parentheses.c:17:9: note: use '==' to turn this assignment into an equality comparison
// CHECK: parentheses.c:19:12: warning: using the result of an assignment as a condition without parentheses [-Wparentheses]
// CHECK: parentheses.c:19:12: note: place parentheses around the assignment to silence this warning
// CHECK: parentheses.c:19:12: note: use '==' to turn this assignment into an equality comparison
// CHECK: parentheses.c:23:10: warning: equality comparison with extraneous parentheses [-Wparentheses-equality]
// CHECK: parentheses.c:23:10: note: remove extraneous parentheses around the comparison to silence this warning
// CHECK: parentheses.c:23:10: note: use '=' to turn this equality comparison into an assignment
// CHECK: parentheses.c:25:9: warning: using the result of an assignment as a condition without parentheses [-Wparentheses]
// CHECK: parentheses.c:25:9: note: place parentheses around the assignment to silence this warning
// CHECK: parentheses.c:25:9: note: use '!=' to turn this compound assignment into an inequality comparison
// CHECK: parentheses.c:27:9: warning: '&&' within '||' [-Wlogical-op-parentheses]
// CHECK: parentheses.c:27:9: note: place parentheses around the '&&' expression to silence this warning
// CHECK: parentheses.c:31:10: warning: '&' within '|' [-Wbitwise-op-parentheses]
// CHECK: parentheses.c:31:10: note: place parentheses around the '&' expression to silence this warning
// CHECK: parentheses.c:32:15: warning: operator '<<' has lower precedence than '+'; '+' will be evaluated first [-Wshift-op-parentheses]
// CHECK: parentheses.c:32:15: note: place parentheses around the '+' expression to silence this warning
// CHECK: parentheses.c:33:9: warning: self-comparison always evaluates to true [-Wtautological-compare]
// CHECK: parentheses.c:35:9: warning: self-comparison always evaluates to false [-Wtautological-compare]
// CHECK: parentheses.c:37:9: warning: if statement has empty body [-Wempty-body]
// CHECK: parentheses.c:37:9: note: put the semicolon on a separate line to silence this warning
// CHECK: parentheses.c:38:30: warning: for loop has empty body [-Wempty-body]
// CHECK: parentheses.c:38:30: note: put the semicolon on a separate line to silence this warning
// CHECK: parentheses.c:42:13: warning: switch statement has empty body [-Wempty-body]
// CHECK: parentheses.c:42:13: note: put the semicolon on a separate line to silence this warning
