// The driver finds its own headers (runtime/include/xmp.h) relative to its executable, from any
// working directory and for an input given by absolute path; _XCALABLEMP is defined.
// RUN: rm -rf %t.dir && mkdir -p %t.dir
// RUN: cd %t.dir && %xmpcc -fsyntax-only %s
// RUN: cd / && %xmpcc -E %s | FileCheck %s
// CHECK: int xmp_num_nodes(void);
// CHECK: double xmp_wtime(void);
// CHECK: int uses_header = 1;

#include <xmp.h>

#ifdef _XCALABLEMP
int uses_header = 1;
#else
int uses_header = 0;
#endif

int main(void) { return xmp_num_nodes() > 0 ? 0 : 1; }
