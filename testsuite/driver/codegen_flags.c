// Code-generation flags: -fno-omit-frame-pointer keeps %rbp above -O0, -gdwarf-4/-gdwarf-5
// pick the DWARF version, the PIC/PIE module flags follow -fPIC/-fPIE/-fno-pic as clang's, -fno-strict-aliasing drops TBAA,
// -fvisibility=hidden hides what the unit defines.
// RUN: %xmpcc -O2 -S %s -o - | FileCheck %s --check-prefix=NOFP
// NOFP-LABEL: get_g:
// NOFP-NOT: pushq %rbp
// NOFP: ret
// RUN: %xmpcc -O2 -fno-omit-frame-pointer -S %s -o - | FileCheck %s --check-prefix=FP
// FP-LABEL: get_g:
// FP: pushq %rbp
// RUN: %xmpcc -g -gdwarf-4 -S -emit-llvm %s -o - | FileCheck %s --check-prefix=DW4
// DW4: !"Dwarf Version", i32 4}
// RUN: %xmpcc -g -S -emit-llvm %s -o - | FileCheck %s --check-prefix=DW5
// DW5: !"Dwarf Version", i32 5}
// RUN: %xmpcc -O2 -S -emit-llvm %s -o - | FileCheck %s --check-prefix=PIE
// PIE: !"PIE Level", i32 2}
// RUN: %xmpcc -O2 -fPIC -S -emit-llvm %s -o - | FileCheck %s --check-prefix=PICFLAGS
// PICFLAGS: !"PIC Level", i32 2}
// PICFLAGS-NOT: PIE Level
// RUN: %xmpcc -O2 -fno-pic -S -emit-llvm %s -o - | FileCheck %s --check-prefix=NOPIC
// NOPIC-NOT: PIC Level
// RUN: %xmpcc -O2 -S -emit-llvm %s -o - | FileCheck %s --check-prefix=TBAA
// TBAA: !tbaa
// RUN: %xmpcc -O2 -fno-strict-aliasing -S -emit-llvm %s -o - | FileCheck %s --check-prefix=NOTBAA
// NOTBAA-NOT: !tbaa
// RUN: %xmpcc -fvisibility=hidden -S -emit-llvm %s -o - | FileCheck %s --check-prefix=HIDDEN
// HIDDEN: @g = hidden global i32 0
// HIDDEN: define hidden i32 @get_g()
// HIDDEN: define internal i32 @local_one()
int g;
int get_g(void) { return g; }
static int local_one(void) { return 1; }
int store(int *p, float *q) { *p = 1; *q = 2; return *p + local_one(); }
