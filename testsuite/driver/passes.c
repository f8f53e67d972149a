// The XIR pass-manager flags: -passes=, -disable-pass=, -print-after=, -print-after-all, -stats.
// A plain C program has nothing to transform: every pipeline gives the -O0 XIR, and -stats
// prints nothing when every count is zero. Unknown pass names are errors.
// RUN: %xmpcc -O0 -emit-xir %s -o %t.o0.xir
// RUN: %xmpcc -O2 -stats -emit-xir %s -o %t.o2.xir 2>%t.err
// RUN: diff %t.o0.xir %t.o2.xir
// RUN: count 0 < %t.err
// RUN: %xmpcc -O2 -passes= -emit-xir %s -o %t.none.xir
// RUN: diff %t.o0.xir %t.none.xir
// RUN: %xmpcc -O0 -passes=loop-localize -print-after=loop-localize -emit-xir %s -o %t.ll.xir 2>&1 | FileCheck %s --check-prefix=DUMP
// RUN: diff %t.o0.xir %t.ll.xir
// RUN: %xmpcc -O2 -print-after-all -disable-pass=loop-localize -disable-pass=reflect-hoist -disable-pass=get-fusion -disable-pass=nonblocking-put -disable-pass=stream-prefetch -emit-xir %s -o /dev/null 2>&1 | count 0
// RUN: not %xmpcc -O2 -disable-pass=bogus -c %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=BOGUS
// RUN: not %xmpcc -print-after=bogus -c %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=BOGUS
// RUN: not %xmpcc -passes=loop-localize,bogus -c %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=BOGUS
// DUMP: ; *** XIR dump after loop-localize ***
// DUMP: func @main
// BOGUS: xmp-clang: error: unknown pass name 'bogus' (known passes: loop-localize, reflect-hoist{{.*}})
int main(void) { return 0; }
