// The -ffast-math family: fast-math flags on floating-point operations (-Ofast implies them),
// -fno-math-errno lets sqrt become an instruction without the errno call, -ffp-contract=off
// stops a*b+c from fusing, -ffp-contract=fast marks operations `contract`.
// RUN: %xmpcc -O0 -S -emit-llvm %s -o - | FileCheck %s --check-prefix=STRICT
// STRICT-NOT: fast
// STRICT-NOT: reassoc
// STRICT: call double @llvm.fmuladd.f64
// RUN: %xmpcc -O0 -ffast-math -S -emit-llvm %s -o - | FileCheck %s --check-prefix=FAST
// RUN: %xmpcc -Ofast -S -emit-llvm %s -o - | FileCheck %s --check-prefix=FAST
// FAST: fadd fast double
// RUN: %xmpcc -O0 -fassociative-math -fno-signed-zeros -S -emit-llvm %s -o - | FileCheck %s --check-prefix=PARTS
// PARTS: fadd reassoc nsz double
// RUN: %xmpcc -O0 -ffinite-math-only -freciprocal-math -S -emit-llvm %s -o - | FileCheck %s --check-prefix=FINITE
// FINITE: fdiv nnan ninf arcp double
// RUN: %xmpcc -O0 -ffp-contract=fast -S -emit-llvm %s -o - | FileCheck %s --check-prefix=CONTRACT
// CONTRACT: fadd contract double
// RUN: %xmpcc -O0 -ffp-contract=off -S -emit-llvm %s -o - | FileCheck %s --check-prefix=OFF
// OFF-NOT: fmuladd
// RUN: %xmpcc -O2 -S %s -o - | FileCheck %s --check-prefix=ERRNO
// ERRNO: sqrt@PLT
// RUN: %xmpcc -O2 -fno-math-errno -S %s -o - | FileCheck %s --check-prefix=NOERRNO
// NOERRNO: sqrtsd
// NOERRNO-NOT: sqrt@PLT
// RUN: not %xmpcc -ffp-contract=sometimes -c %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: error: invalid value 'sometimes' in '-ffp-contract=sometimes'
#include <math.h>
double add(double a, double b) { return a + b; }
double divide(double a, double b) { return a / b; }
double muladd(double a, double b, double c) { return a * b + c; }
double root(double v) { return sqrt(v); }
