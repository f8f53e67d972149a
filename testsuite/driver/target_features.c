// -march/-mtune/-m<feature> reach LLVM's target machine: SAXPY vectorises with 256-bit
// registers and fused multiply-adds only when AVX2 and FMA are on; -mno-<feature> turns a
// feature off again; the attributes name the CPU and the tuning target.
// RUN: %xmpcc -O2 -S %s -o - | FileCheck %s --check-prefix=BASE
// BASE-NOT: ymm
// BASE-NOT: vfmadd
// RUN: %xmpcc -O2 -mavx2 -mfma -S %s -o - | FileCheck %s --check-prefix=AVX2
// AVX2: vfmadd{{[0-9]+}}ps {{.*}}ymm
// RUN: %xmpcc -O2 -mavx2 -mfma -mno-avx2 -mno-avx -mno-fma -S %s -o - | FileCheck %s --check-prefix=BASE
// RUN: %xmpcc -O2 -march=haswell -S %s -o - | FileCheck %s --check-prefix=AVX2
// RUN: %xmpcc -O2 -march=haswell -mtune=znver3 -S -emit-llvm %s -o - | FileCheck %s --check-prefix=ATTR
// ATTR: "target-cpu"="haswell"
// ATTR-SAME: "tune-cpu"="znver3"
// RUN: %xmpcc -O2 -msse4 -mno-popcnt -S -emit-llvm %s -o - | FileCheck %s --check-prefix=FEAT
// FEAT: "target-features"="{{.*}}+sse4.2,-popcnt"
// An -m name that is no x86-64 feature is an error, as clang's.
// RUN: not %xmpcc -mno-such-feature -c %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: error: unknown argument: '-mno-such-feature'
void saxpy(int n, float a, const float *restrict x, float *restrict y) {
  for (int i = 0; i < n; i++)
    y[i] = a * x[i] + y[i];
}
