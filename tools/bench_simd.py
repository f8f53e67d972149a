"""`tools/bench simd` (issue 15): AVX2/FMA kernels written with <immintrin.h>, xmp-clang -O2
against clang-22 -O2 (both with -mavx2 -mfma).

    tools/bench simd [--smoke] [--runs N] [--out PATH] [-v]

Builds bench/simd/simd.c with both compilers, runs each kernel (SAXPY, dot product) alternately
(clang, xmp, xmp, clang, ...) and reports per kernel the median CPU time of the timed section
and the ratio xmp-clang / clang-22 (PASS if <= 1.05). Both builds must print the same checksum
(the intrinsics are exact, so the results are bit-identical), else the run fails.

--smoke: small sizes, one run (seconds); exit status 0 whatever the ratios (nonzero when a
build or run fails, or the checksums differ). Where the CPU lacks AVX2 or FMA the kernels
cannot run: the suite says so and exits 0. A full run writes its table, with the machine
description, to bench/results/simd-<date>-<commit>.txt (or --out PATH); exit status 1 when a
kernel FAILs.
"""

import os
import re
import statistics
import tempfile

import bench_common as bc
import bench_runtime as br

SRC = os.path.join(br.REPO, "bench", "simd", "simd.c")
LIMIT = 1.05
FLAGS = ["-O2", "-mavx2", "-mfma"]
# kernel, N floats, passes (full), passes (smoke): N small enough for the L1/L2 caches, so that
# the loop's code, not memory, sets the time.
KERNELS = [("saxpy", 4096, 2000000, 2000), ("dot", 4096, 2000000, 2000)]
CPU = re.compile(r"^cpu_s ([0-9.eE+-]+)$", re.M)
CHECK = re.compile(r"^checksum (\S+)$", re.M)
WHO = ["clang-22", "xmp-clang"]


def add_parser(sub):
    """Registers the `simd` subcommand on tools/bench's subparsers."""
    bc.add_suite_parser(sub, "simd", "issue 15: AVX2 intrinsic kernels vs clang-22",
                        smoke="small sizes, one run: seconds",
                        runs="alternated runs per compiler (default 7, smoke 1)",
                        verbose="print every run's time")


def cpu_has_avx2_fma():
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("flags"):
                    flags = line.split(":", 1)[1].split()
                    return "avx2" in flags and "fma" in flags
    except OSError:
        pass
    return False


def main(args):
    if not cpu_has_avx2_fma():
        print("bench simd: this CPU lacks AVX2 or FMA; the kernels cannot run (skipped)")
        return 0
    runs = args.runs or (1 if args.smoke else 7)
    times = {}
    try:
        with tempfile.TemporaryDirectory() as tmp:
            exes = dict(zip(WHO, bc.build_pair(SRC, FLAGS, tmp, "simd")))
            for name, n, full, smoke in KERNELS:
                reps = smoke if args.smoke else full
                sums = {}
                for r in range(runs):
                    for who in bc.alternated(WHO, r):
                        what = f"{name} ({who})"
                        out = br._run([exes[who], name, str(n), str(reps)], what, 600).stdout
                        t = float(bc.search(CPU, out, what, "cpu_s").group(1))
                        times.setdefault((name, who), []).append(t)
                        sums.setdefault(who, set()).update(CHECK.findall(out))
                        if args.verbose:
                            print(f"run {r} {name} {who}: cpu {t:.4f} s")
                if sums["clang-22"] != sums["xmp-clang"]:
                    raise br.RuntimeBenchError(
                        f"{name}: checksums differ: clang-22 {sums['clang-22']} "
                        f"xmp-clang {sums['xmp-clang']}")
    except br.RuntimeBenchError as e:
        print(f"bench: error: {e}")
        return 2
    lines = [f"AVX2/FMA intrinsic kernels ({' '.join(FLAGS)}), {runs} alternated runs, CPU seconds "
             f"of the timed section (median), xmp-clang / clang-22 <= {LIMIT}",
             f"{'kernel':<10}{'N':>7}{'passes':>9}{'clang-22':>11}{'xmp-clang':>11}{'ratio':>8}  verdict"]
    failed = 0
    for name, n, full, smoke in KERNELS:
        c = statistics.median(times[(name, "clang-22")])
        x = statistics.median(times[(name, "xmp-clang")])
        ratio = x / c if c > 0 else float("inf")
        ok = ratio <= LIMIT
        failed += not ok
        reps = smoke if args.smoke else full
        lines.append(f"{name:<10}{n:>7}{reps:>9}{c:>11.4f}{x:>11.4f}{ratio:>8.3f}  "
                     f"{'PASS' if ok else 'FAIL'}")
    return bc.finish(args, "simd", lines, failed)
