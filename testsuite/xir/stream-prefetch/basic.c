// stream-prefetch marks the localized loops that read an array at several rows (a stencil) and
// whose global arrays hold at least 32 MiB in all (here two 2048x2048 double arrays, 64 MiB):
// the local_loop is printed with `prefetch`, the function holding it gets the
// `xmp-stream-prefetch` attribute and, after LLVM's pipeline, the marked loop (only it, not the
// plain copy before it in the same function) gets software prefetches of its streams (loads,
// and the store for writing). XMP_PREFETCH_WHOLE_FUNCTIONS=1 keeps LLVM's prefetches in every
// loop of the function (the copy too), which shows the filter at work. -O0, -passes= without
// the pass and -disable-pass keep the loop unmarked and add no prefetch; -stats counts.
// RUN: %xmpcc -O0 -passes=loop-localize -emit-xir %s -o - | FileCheck %s --check-prefix=BEFORE
// RUN: %xmpcc -O2 -emit-xir %s -o - | FileCheck %s --check-prefix=AFTER
// RUN: %xmpcc -O0 -passes=loop-localize,stream-prefetch -print-after=stream-prefetch -emit-xir %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=AFTER
// RUN: %xmpcc -O2 -disable-pass=stream-prefetch -emit-xir %s -o - | FileCheck %s --check-prefix=BEFORE
// RUN: %xmpcc -O2 -stats -c %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=STATS
// RUN: %xmpcc -O2 -S -emit-llvm %s -o - | FileCheck %s --check-prefix=LLVM
// RUN: env XMP_PREFETCH_WHOLE_FUNCTIONS=1 %xmpcc -O2 -S -emit-llvm %s -o - | FileCheck %s --check-prefix=WHOLE
// RUN: %xmpcc -O2 -disable-pass=stream-prefetch -S -emit-llvm %s -o - | FileCheck %s --check-prefix=NOPF
#define N 2048
#pragma xmp nodes p[*]
#pragma xmp template t[N][N]
#pragma xmp distribute t[block][*] onto p
double u[N][N], v[N][N];
#pragma xmp align u[i][j] with t[i][j]
#pragma xmp align v[i][j] with t[i][j]
#pragma xmp shadow u[1][0]

void sweep(void) {
#pragma xmp loop (i, j) on t[i][j]
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) u[i][j] = v[i][j];
#pragma xmp loop (i, j) on t[i][j]
  for (int i = 1; i < N - 1; i++)
    for (int j = 0; j < N; j++)
      v[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j]) + 0.5 * u[i][j];
}

int main(void) {
  sweep();
  return 0;
}
// BEFORE-LABEL: func @sweep
// BEFORE: xmp.local_loop on t view {{.*}} step 1 at t1 + 0) {{{$}}
// BEFORE: xmp.local_loop on t view {{.*}} step 1 at t1 + 0) {{{$}}
// AFTER-LABEL: func @sweep
// AFTER: xmp.local_loop on t view {{.*}} step 1 at t1 + 0) {{{$}}
// AFTER: xmp.local_loop on t view {{.*}} step 1 at t1 + 0) prefetch {
// STATS: Statistics Collected
// STATS: 1 stream-prefetch - Number of XMP loops marked for stream prefetching
// LLVM: define {{.*}}@sweep() {{.*}}#[[ATTR:[0-9]+]]
// LLVM: call {{.*}}@xmp_rt_loop_chunks
// LLVM-NOT: llvm.prefetch
// LLVM: call {{.*}}@xmp_rt_loop_chunks
// LLVM: call void @llvm.prefetch.p0(ptr {{.*}}, i32 0, i32 3, i32 1)
// LLVM: call void @llvm.prefetch.p0(ptr {{.*}}, i32 1, i32 3, i32 1)
// LLVM: br {{.*}}!llvm.loop ![[LOOP:[0-9]+]]
// LLVM: attributes #[[ATTR]] = {{.*}}"xmp-stream-prefetch"
// LLVM: ![[LOOP]] = distinct !{![[LOOP]], ![[PROP:[0-9]+]]
// LLVM: ![[PROP]] = !{!"xmp.stream_prefetch"}
// WHOLE-LABEL: define {{.*}}@sweep()
// WHOLE: call {{.*}}@xmp_rt_loop_chunks
// WHOLE: llvm.prefetch
// WHOLE: call {{.*}}@xmp_rt_loop_chunks
// NOPF-NOT: llvm.prefetch
// NOPF-NOT: xmp-stream-prefetch
