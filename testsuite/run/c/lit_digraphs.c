// Differential test: digraphs (<: :> <% %> %: %:%:) and line splices
// Built by clang-22 and by xmp-clang; stdout and exit status must match.
// RUN: %clang -O2 -w %s -o %t.ref -lm
// RUN: sh -c '%t.ref; echo "exit=$?"' > %t.expected
// RUN: %xmpcc -O2 %s -o %t -lm
// RUN: sh -c '%t; echo "exit=$?"' > %t.out
// RUN: diff %t.expected %t.out

%:include <stdio.h>
%:define PASTE(a, b) a %:%: b

int main(void) <%
  int arr<:3:> = <% 1, 2, 3 %>;
  int PASTE(to, tal) = arr<:0:> + arr<:1:> + \
      arr<:2:>;
  const char *s = "spliced \
string";
  printf("total=%d s=%s\n", total, s);
  return total;
%>
