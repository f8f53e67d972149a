// GCC-style flags that build systems and distribution CFLAGS pass: each one is implemented,
// accepted as what this compiler does anyway, warned about as clang does (unused or an ignored
// optimisation flag), or refused when building without it would give a different program.
//
// Vectorisation switches reach LLVM's pipeline: the loop below is vectorised at -O2 unless
// -fno-vectorize/-fno-tree-vectorize.
// RUN: %xmpcc -O2 -S -emit-llvm %s -o - | FileCheck %s --check-prefix=VEC
// RUN: %xmpcc -O2 -ftree-vectorize -fno-slp-vectorize -S -emit-llvm %s -o - | FileCheck %s --check-prefix=VEC
// VEC: <4 x i32>
// RUN: %xmpcc -O2 -fno-vectorize -fno-slp-vectorize -S -emit-llvm %s -o - | FileCheck %s --check-prefix=NOVEC
// RUN: %xmpcc -O2 -fno-tree-vectorize -fno-tree-slp-vectorize -S -emit-llvm %s -o - | FileCheck %s --check-prefix=NOVEC
// NOVEC-LABEL: define
// NOVEC-NOT: <4 x i32>
// NOVEC: ret
//
// Debian's default CFLAGS build quietly (prefix maps, stack protector, CET, unwind tables).
// RUN: %xmpcc -O2 -ffile-prefix-map=/src=. -fstack-protector-strong -fcf-protection -fasynchronous-unwind-tables -fno-trapping-math -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=DEB --allow-empty
// DEB-NOT: error
//
// -ffile-prefix-map/-fdebug-prefix-map rewrite the directory in the debug information.
// RUN: %xmpcc -g -fdebug-prefix-map=%S=/mapped -S -emit-llvm %s -o - | FileCheck %s --check-prefix=MAP
// MAP: !DIFile(filename: "gcc_flags.c", directory: "/mapped"
//
// GCC optimisation flags clang ignores: its warning, silenced by -Wno-ignored-optimization-argument.
// RUN: %xmpcc -ftracer -fgcse -finline-limit=50 -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=IGN
// IGN: warning: optimization flag '-ftracer' is not supported [-Wignored-optimization-argument]
// IGN: warning: optimization flag '-fgcse' is not supported [-Wignored-optimization-argument]
// IGN: warning: optimization flag '-finline-limit=50' is not supported [-Wignored-optimization-argument]
// RUN: %xmpcc -ftracer -Wno-ignored-optimization-argument -fsyntax-only %s 2>&1 | count 0
//
// Flags with no effect here: clang's unused-argument warning.
// RUN: %xmpcc -fexceptions -flto -fno-plt -fno-builtin-memcpy -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=UNUSED
// UNUSED: warning: argument unused during compilation: '-fexceptions' [-Wunused-command-line-argument]
// UNUSED: warning: argument unused during compilation: '-flto' [-Wunused-command-line-argument]
// UNUSED: warning: argument unused during compilation: '-fno-plt' [-Wunused-command-line-argument]
// UNUSED: warning: argument unused during compilation: '-fno-builtin-memcpy' [-Wunused-command-line-argument]
// RUN: %xmpcc --param max-inline-insns-auto=10 -finput-charset=UTF-8 -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=PARAM
// PARAM: warning: argument unused during compilation: '--param max-inline-insns-auto=10' [-Wunused-command-line-argument]
// PARAM-NOT: charset
// RUN: not %xmpcc -finput-charset=latin1 -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=CHARSET
// CHARSET: error: invalid value 'latin1' in '-finput-charset=latin1'
//
// Flags whose meaning is not implemented: an error and a nonzero exit, never a different build.
// RUN: not %xmpcc -ftrapv -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=NOTYET
// NOTYET: error: the option '-ftrapv' is not supported yet
// RUN: not %xmpcc -fshort-enums -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=SHORTENUM
// SHORTENUM: error: the option '-fshort-enums' is not supported yet
// RUN: not %xmpcc -fsanitize=address -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=SAN
// SAN: error: the option '-fsanitize=address' is not supported yet
// RUN: not %xmpcc -fpack-struct=3 -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=PACK
// PACK: error: invalid value '3' in '-fpack-struct=3'
// RUN: not %xmpcc -fdebug-prefix-map=nomap -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=BADMAP
// BADMAP: error: invalid argument 'nomap' to -fdebug-prefix-map=; it must be of the form 'old=new'

void add(int *restrict a, const int *restrict b, int n) {
  for (int i = 0; i < n; i++)
    a[i] += b[i];
}
