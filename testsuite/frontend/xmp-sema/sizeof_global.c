// `sizeof` of a whole global array is its declared (global) size while the name stands for the
// node's smaller local section: a warning, so `memset(a, 0, sizeof a)` does not overrun silently.
// The size of an element stays quiet, and the program still compiles (exit 0).
// RUN: %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=panicked --implicit-check-not=warning:
#include <string.h>
#pragma xmp nodes p[4]
#pragma xmp template t[100]
#pragma xmp distribute t[block] onto p
double a[100];
#pragma xmp align a[i] with t[i]
double plain[100];
int main(void) {
  // CHECK: sizeof_global.c:[[@LINE+1]]:16: warning: 'sizeof' of global array 'a' is its global size, but this node holds only its local section
  memset(a, 0, sizeof a);
  memset(plain, 0, sizeof plain);
  return (int)(sizeof a[0] + sizeof plain) - 808;
}
