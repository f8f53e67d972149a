"""`tools/bench mapping` (issue 4): global-view data and work mapping.

    tools/bench mapping [--smoke] [--runs N] [--out PATH] [-v]

Kernels in bench/mapping/ (XcalableMP programs; clang-22 ignores their `#pragma xmp` lines, so
the same file compiled by clang-22 -O2 is the "same C without directives"):

  - daxpy, dot (loop reduction), matvec (2-D, rows distributed, columns collapsed):
      * xmp-clang -O2 on 1 node (xmprun -n 1) vs clang-22 -O2: median CPU time per repetition,
        target <= 1.03;
      * xmp-clang -O2 -disable-pass=loop-localize vs xmp-clang -O2 on 1 node: the speed-up of
        the pass is reported (no target);
  - compute (per-element transcendental math over a block-distributed array): xmp-clang -O2
    on 2 nodes vs 1 node (shm), median wall time between two barriers, target <= 0.6.

The three builds of a kernel run alternately (rotating which goes first); every run prints its
checksum, which must agree between the builds (relative 1e-12; the compute kernel's 2-node
reduction may round differently), `time_s` and `cpu_s`. The naive lowering is about two
orders of magnitude slower, so it runs fewer repetitions and times are compared per repetition.

--smoke: small sizes, one run each (seconds); exit status 0 whatever the ratios (2 when a build
or run fails). Otherwise the table, with the machine description and the load average before
and after, goes to bench/results/mapping-<date>-<commit>.txt (or --out PATH) and the exit status is 1 when
a target FAILs. xmp-clang is $XMP_CLANG, else $CARGO_TARGET_DIR/release/xmp-clang, else
target/release/xmp-clang; xmprun likewise.
"""

import os
import statistics
import subprocess
import sys
import tempfile

import bench_runtime

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SRC_DIR = os.path.join(REPO, "bench", "mapping")
RESULTS_DIR = os.path.join(REPO, "bench", "results")
RELEASE = os.path.join(os.environ.get("CARGO_TARGET_DIR") or os.path.join(REPO, "target"),
                       "release")

CLANG_LIMIT = 1.03
NODES_LIMIT = 0.6

# kernel, repetitions (optimised builds), repetitions (naive build), smoke -D flags, smoke reps
SERIAL = [
    ("daxpy", 200, 4, ["-DN=200000"], 5),
    ("dot", 150, 4, ["-DN=200000"], 5),
    ("matvec", 60, 6, ["-DM=300"], 3),
]
COMPUTE = ("compute", 24, ["-DN=20000"], 4)


class MappingBenchError(Exception):
    """A build or run failure."""


def _tool(env, name):
    p = os.environ.get(env)
    if p:
        return p
    for d in (RELEASE, os.path.join(REPO, "target", "release")):
        c = os.path.join(d, name)
        if os.path.exists(c):
            return c
    raise MappingBenchError(f"{name} not found: cargo build --release (or set {env})")


def add_parser(sub):
    """Registers the `mapping` subcommand on tools/bench's subparsers."""
    r = sub.add_parser("mapping", help="issue 4: global-view kernels against clang-22, "
                                       "loop-localize on/off, 2 nodes vs 1")
    r.add_argument("--smoke", action="store_true", help="small sizes, one run: seconds")
    r.add_argument("--runs", type=int, help="alternated runs per build (default 5, smoke 1)")
    r.add_argument("--out", metavar="PATH",
                   help="results file (default bench/results/mapping-<date>-<commit>.txt)")
    r.add_argument("-v", "--verbose", action="store_true", help="print every run")


def _run(cmd, what, timeout=600):
    try:
        r = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        raise MappingBenchError(f"{what}: timed out after {timeout}s: {' '.join(cmd)}")
    except OSError as e:
        raise MappingBenchError(f"{what}: cannot run {cmd[0]}: {e}")
    if r.returncode != 0:
        raise MappingBenchError(f"{what}: exit status {r.returncode}: {' '.join(cmd)}\n"
                                f"{r.stdout[-1500:]}{r.stderr[-1500:]}")
    return r


def _parse(out, what):
    vals = {}
    for line in out.splitlines():
        parts = line.split()
        if len(parts) == 2 and parts[0] in ("checksum", "time_s", "cpu_s"):
            vals[parts[0]] = float(parts[1])
    if len(vals) != 3:
        raise MappingBenchError(f"{what}: output lacks checksum/time_s/cpu_s:\n{out[-1000:]}")
    return vals


def _same(a, b):
    # The kernels' checksums are loop reductions over millions of doubles: xmp-clang may add
    # their terms in another order than clang (an XMP loop's reduction is reassociable and is
    # vectorised, reference 6.3.1/6.3.5), which moves a 4-million-term double sum by about
    # 1e-12 relative; a wrong element or a lost node's share moves it by far more.
    return abs(a - b) <= 1e-9 * max(abs(a), abs(b), 1.0)


def main(args):
    try:
        return _main(args)
    except MappingBenchError as e:
        print(f"bench mapping: error: {e}", file=sys.stderr)
        return 2


def _main(args):
    xmp = _tool("XMP_CLANG", "xmp-clang")
    xmprun = _tool("XMP_RUN", "xmprun")
    clang = "clang-22"
    runs = args.runs or (1 if args.smoke else 5)
    load_before = bench_runtime._load()
    rows = []
    failed = 0
    with tempfile.TemporaryDirectory(prefix="xmp-bench-mapping-") as tmp:
        for name, reps, naive_reps, smoke_flags, smoke_reps in SERIAL:
            src = os.path.join(SRC_DIR, name + ".c")
            flags = smoke_flags if args.smoke else []
            if args.smoke:
                reps = naive_reps = smoke_reps
            exes = {
                "clang": os.path.join(tmp, name + ".clang"),
                "xmp": os.path.join(tmp, name + ".xmp"),
                "naive": os.path.join(tmp, name + ".naive"),
            }
            _run([clang, "-O2", "-Wno-unknown-pragmas"] + flags + [src, "-o", exes["clang"], "-lm"],
                 f"build {name} (clang)")
            _run([xmp, "-O2"] + flags + [src, "-o", exes["xmp"], "-lm"], f"build {name} (xmp)")
            _run([xmp, "-O2", "-disable-pass=loop-localize"] + flags
                 + [src, "-o", exes["naive"], "-lm"], f"build {name} (xmp, no loop-localize)")
            cmds = {
                "clang": ([exes["clang"], str(reps)], reps),
                "xmp": ([xmprun, "-n", "1", exes["xmp"], str(reps)], reps),
                "naive": ([xmprun, "-n", "1", exes["naive"], str(naive_reps)], naive_reps),
            }
            order = ["clang", "xmp", "naive"]
            cpu = {k: [] for k in order}
            sums = {}
            for r in range(runs):
                rot = order[r % 3:] + order[:r % 3]
                for k in rot:
                    cmd, n = cmds[k]
                    v = _parse(_run(cmd, f"run {name} ({k})").stdout, f"{name} ({k})")
                    cpu[k].append(v["cpu_s"] / n)
                    if k in sums and not _same(sums[k], v["checksum"]):
                        raise MappingBenchError(f"{name} ({k}): checksum changed between runs")
                    sums.setdefault(k, v["checksum"])
                    if args.verbose:
                        print(f"  {name} {k}: {v['cpu_s'] / n * 1e3:.3f} ms/rep cpu, "
                              f"{v['time_s'] / n * 1e3:.3f} ms/rep wall")
            # The naive build runs fewer repetitions: its reference is clang's at that count.
            ref = _parse(_run([exes["clang"], str(naive_reps)], f"run {name} (clang, check)").stdout,
                         f"{name} (clang, check)")["checksum"]
            if not (_same(sums["clang"], sums["xmp"]) and _same(ref, sums["naive"])):
                raise MappingBenchError(f"{name}: checksums differ: {sums}, clang at "
                                        f"{naive_reps} repetitions {ref}")
            med = {k: statistics.median(cpu[k]) for k in order}
            ratio = med["xmp"] / med["clang"]
            ok = ratio <= CLANG_LIMIT
            failed += 0 if ok else 1
            rows.append(f"{name:<8} clang-22 {med['clang'] * 1e3:9.3f} ms  xmp 1 node "
                        f"{med['xmp'] * 1e3:9.3f} ms  ratio {ratio:6.3f} (<= {CLANG_LIMIT}) "
                        f"{'PASS' if ok else 'FAIL'}   no loop-localize {med['naive'] * 1e3:9.3f} ms"
                        f"  loop-localize speed-up {med['naive'] / med['xmp']:7.1f}x")
            print(rows[-1], flush=True)

        name, iters, smoke_flags, smoke_iters = COMPUTE
        src = os.path.join(SRC_DIR, name + ".c")
        flags = smoke_flags if args.smoke else []
        if args.smoke:
            iters = smoke_iters
        exe = os.path.join(tmp, name + ".xmp")
        _run([xmp, "-O2"] + flags + [src, "-o", exe, "-lm"], f"build {name}")
        wall = {1: [], 2: []}
        sums = {}
        for r in range(runs):
            for n in ([1, 2] if r % 2 == 0 else [2, 1]):
                v = _parse(_run([xmprun, "-n", str(n), exe, str(iters)], f"run {name} n={n}").stdout,
                           f"{name} n={n}")
                wall[n].append(v["time_s"])
                sums.setdefault(n, v["checksum"])
                if args.verbose:
                    print(f"  {name} n={n}: {v['time_s']:.4f} s wall")
        if abs(sums[1] - sums[2]) > 1e-9 * max(abs(sums[1]), 1.0):
            raise MappingBenchError(f"{name}: checksums differ between 1 and 2 nodes: {sums}")
        m1, m2 = statistics.median(wall[1]), statistics.median(wall[2])
        ratio = m2 / m1
        ok = ratio <= NODES_LIMIT
        failed += 0 if ok else 1
        rows.append(f"{name:<8} 1 node {m1:8.4f} s  2 nodes {m2:8.4f} s  ratio {ratio:6.3f} "
                    f"(<= {NODES_LIMIT}) {'PASS' if ok else 'FAIL'}")
        print(rows[-1], flush=True)

    load_after = bench_runtime._load()
    print(f"load average before {load_before}, after {load_after}")
    if args.smoke:
        return 0
    path = args.out or bench_runtime.results_path("mapping")
    lines = ["tools/bench mapping (issue 4): medians of %d alternated runs" % runs] \
        + bench_runtime.machine_description() \
        + [f"load average (1, 5, 15 min) before: {load_before}; after: {load_after}",
           "serial kernels: CPU time per repetition, xmp-clang -O2 on 1 node (xmprun -n 1) vs "
           "clang-22 -O2 of the same file (directives ignored); no loop-localize = xmp-clang -O2 "
           "-disable-pass=loop-localize",
           "compute: wall time between barriers, 2 nodes vs 1 (shm)", ""] + rows \
        + ["", f"{failed} target(s) FAIL" if failed else "all targets PASS"]
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")
    print(f"results written to {os.path.relpath(path, REPO)}")
    return 1 if failed else 0
