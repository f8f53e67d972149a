"""`tools/bench openmp` (issue 17): OpenMP overheads of xmp-clang against clang-22, both calling
LLVM's libomp.

    tools/bench openmp [--smoke] [--runs N] [--threads T] [--out PATH] [-v]

Builds bench/openmp/epcc.c (an EPCC-style microbenchmark: per construct the time of a
construct around a short delay minus the delay alone, per execution, median of several
measurements) with `clang-22 -O2 -fopenmp` and `xmp-clang -O2 -fopenmp`, checks that both print
the same checksum, runs them alternately with OMP_NUM_THREADS=T (default 2) and reports per
construct (fork/join `parallel`, static and dynamic `for`, `barrier`, a `parallel` with a
`reduction`, `single`, `critical`) the medians over the runs and the ratio xmp-clang / clang-22
(PASS if <= 1.2). Overheads of a few microseconds are dominated by the runtime's waiting on a
loaded 2-core machine: compare only numbers of one run. Full runs leave OMP_WAIT_POLICY as the
user has it (libomp's default: threads spin a while before sleeping, as people run OpenMP
codes); --smoke sets it to passive unless set, since CI oversubscribes the cores, and a
sleeping team pays a futex wake-up (tens of microseconds here) per construct.

Himeno rows: bench/himeno/himeno_xmp.c (size S, 60 iterations; smoke: XS, 3) built with and
without -fopenmp (its sweeps are then hybrid loops), run as 1 node x 1 thread, 1 node x 2
threads and 2 nodes x 1 thread (xmprun, shm); reported: the speedup of 1x2 over 1x1 (target
>= 1.6) and 1x2 against 2x1 (hybrid within 10% of flat: time ratio <= 1.1), medians of the
wall times over the runs.

Endpoint rows (issue 17, item 4): bench/openmp/halo_threads.c, a ring halo exchange through
coarray PUTs of two rows of 65536 doubles per node (smoke: 1024), on 2 nodes, shm (xmprun) and
MPI (mpiexec.mpich; when target/release/libxmp_rt_mpi.a exists): 1 thread per node, 2 threads
with thread 0 PUTting both rows (`master`), 2 threads each PUTting its own half (`own`);
reported: microseconds per exchange (medians), no target. The program checks every ghost value,
so a wrong exchange fails the run (smoke runs too).

--smoke: one run with few repetitions (seconds); exit status 0 whatever the ratios (nonzero
when a build or run fails). Otherwise the table, with the machine description, goes to
bench/results/openmp-<date>-<commit>.txt (or --out PATH); exit status 1 when any target FAILs.
"""

import os
import re
import statistics
import tempfile

import bench_common as bc
import bench_runtime as br

REPO = br.REPO
SRC = os.path.join(REPO, "bench", "openmp", "epcc.c")
LIMIT = 1.2
LINE = re.compile(r"^overhead (\w+) ([0-9.eE+-]+)$", re.M)
CHECK = re.compile(r"^checksum (\d+)$", re.M)
WHO = ["clang", "xmp"]


def add_parser(sub):
    """Registers the `openmp` subcommand on tools/bench's subparsers."""
    r = bc.add_suite_parser(sub, "openmp", "issue 17: OpenMP construct overheads vs clang-22",
                            smoke="one run, few repetitions: seconds",
                            runs="alternated runs per compiler (default 5, smoke 1)",
                            verbose="print every run's overheads")
    r.add_argument("--threads", type=int, default=2, help="OMP_NUM_THREADS (default 2)")


def omp_env(args, threads):
    """The environment of a run with OMP_NUM_THREADS=`threads`: a smoke run makes waiting
    threads sleep (unless the caller chose a policy), since CI oversubscribes the cores."""
    env = dict(os.environ, OMP_NUM_THREADS=str(threads))
    if args.smoke:
        env.setdefault("OMP_WAIT_POLICY", "passive")
    return env


def main(args):
    runs = args.runs or (1 if args.smoke else 5)
    reps, outer = ("200", "3") if args.smoke else ("2000", "7")
    try:
        with tempfile.TemporaryDirectory() as tmp:
            exes = dict(zip(WHO, bc.build_pair(SRC, ["-O2", "-fopenmp"], tmp, "epcc")))
            env = omp_env(args, args.threads)
            res = {"clang": {}, "xmp": {}}
            sums = {}
            for r in range(runs):
                for who in bc.alternated(WHO, r):
                    out = br._run([exes[who], reps, outer], f"epcc ({who})", 600, env).stdout
                    sums.setdefault(who, set()).update(CHECK.findall(out))
                    for name, v in LINE.findall(out):
                        res[who].setdefault(name, []).append(float(v))
                    if args.verbose:
                        print(f"run {r} {who}: " + " ".join(f"{n}={v}" for n, v in LINE.findall(out)))
    except br.RuntimeBenchError as e:
        print(f"bench: error: {e}")
        return 2
    try:
        him = himeno(args, runs)
        halo = halo_rows(args, runs)
    except br.RuntimeBenchError as e:
        print(f"bench: error: {e}")
        return 2
    if sums.get("clang") != sums.get("xmp"):
        print(f"bench: error: checksums differ: clang-22 {sums.get('clang')} xmp-clang {sums.get('xmp')}")
        return 2
    lines = [f"OpenMP overheads, OMP_NUM_THREADS={args.threads}, {runs} alternated runs, "
             f"us per construct (median), xmp-clang / clang-22 <= {LIMIT}",
             f"{'construct':<14}{'clang-22':>11}{'xmp-clang':>11}{'ratio':>8}  verdict"]
    failed = 0
    for name in res["clang"]:
        c = statistics.median(res["clang"][name])
        x = statistics.median(res["xmp"].get(name, [float("nan")]))
        # Overheads below the timer's noise compare as equal.
        ratio = x / c if c > 0.05 else (1.0 if x <= 0.05 else float("inf"))
        ok = ratio <= LIMIT
        failed += not ok
        lines.append(f"{name:<14}{c:>11.3f}{x:>11.3f}{ratio:>8.2f}  {'PASS' if ok else 'FAIL'}")
    t11, t12, t21 = (statistics.median(him[k]) for k in ("1x1", "1x2", "2x1"))
    sp = t11 / t12
    hyb = t12 / t21
    lines.append(f"himeno 1x1 {t11:.3f} s, 1x2 {t12:.3f} s, 2x1 {t21:.3f} s (wall, median)")
    ok1, ok2 = sp >= 1.6, hyb <= 1.1
    failed += (not ok1) + (not ok2)
    lines.append(f"himeno 1 node x 2 threads over 1 x 1: speedup {sp:.2f} (>= 1.6)  {'PASS' if ok1 else 'FAIL'}")
    lines.append(f"himeno 1 node x 2 threads / 2 nodes x 1: {hyb:.2f} (<= 1.1)  {'PASS' if ok2 else 'FAIL'}")
    lines.append("halo exchange, 2 nodes, us per exchange (median; the slowest node's average), "
                 "no target:")
    for (transport, case), ts in halo.items():
        lines.append(f"halo {transport:<4}{case:<26}{statistics.median(ts):>10.1f}")
    return bc.finish(args, "openmp", lines, failed)


HIMENO_SRC = os.path.join(REPO, "bench", "himeno", "himeno_xmp.c")
TIME = re.compile(r"^time_s ([0-9.eE+-]+)$", re.M)


def himeno(args, runs):
    """Wall times of the Himeno sweeps: {"1x1": [...], "1x2": [...], "2x1": [...]}."""
    xmp = bc.release_tool("xmp-clang")
    xmprun = bc.release_tool("xmprun")
    size, iters = (["-DHIMENO_XS"], "3") if args.smoke else ([], "60")
    out = {"1x1": [], "1x2": [], "2x1": []}
    with tempfile.TemporaryDirectory() as tmp:
        flat = os.path.join(tmp, "himeno-flat")
        omp = os.path.join(tmp, "himeno-omp")
        br._run([xmp, "-O2", *size, HIMENO_SRC, "-o", flat], "himeno build", 300)
        br._run([xmp, "-O2", "-fopenmp", *size, HIMENO_SRC, "-o", omp], "himeno -fopenmp build", 300)
        cases = [("1x1", flat, "1", "1"), ("1x2", omp, "1", "2"), ("2x1", flat, "2", "1")]
        for r in range(runs):
            for name, exe, nodes, threads in bc.alternated(cases, r):
                what = f"himeno {name}"
                o = br._run([xmprun, "-n", nodes, exe, iters], what, 600,
                            omp_env(args, threads)).stdout
                out[name].append(float(bc.search(TIME, o, what, "time_s").group(1)))
    return out


HALO_SRC = os.path.join(REPO, "bench", "openmp", "halo_threads.c")
HALO = re.compile(r"^halo nodes=\d+ threads=(\d+) mode=(\w+) cols=\d+ us_per_exchange ([0-9.eE+-]+) "
                  r"errors (\d+)$", re.M)
# (label, mode, OMP_NUM_THREADS)
HALO_CASES = [("1 thread", "own", "1"), ("2 threads, thread 0 puts", "master", "2"),
              ("2 threads, each its part", "own", "2")]


def halo_rows(args, runs):
    """Halo exchange times: {(transport, case label): [us, ...]} on 2 nodes."""
    xmp = bc.release_tool("xmp-clang")
    xmprun = bc.release_tool("xmprun")
    cols, iters = ("1024", "20") if args.smoke else ("65536", "300")
    out = {}
    with tempfile.TemporaryDirectory() as tmp:
        launch = {"shm": [xmprun, "-n", "2"]}
        exe = {"shm": os.path.join(tmp, "halo-shm")}
        br._run([xmp, "-O2", "-fopenmp", HALO_SRC, "-o", exe["shm"]], "halo build", 300)
        if os.path.isfile(os.path.join(br.RELEASE, "libxmp_rt_mpi.a")):
            exe["mpi"] = os.path.join(tmp, "halo-mpi")
            br._run([xmp, "--transport=mpi", "-O2", "-fopenmp", HALO_SRC, "-o", exe["mpi"]],
                    "halo build (mpi)", 300)
            launch["mpi"] = [br._tool("mpiexec.mpich"), "-n", "2"]
        for r in range(runs):
            for transport in exe:
                for label, mode, threads in bc.alternated(HALO_CASES, r):
                    what = f"halo {transport} {label}"
                    o = br._run([*launch[transport], exe[transport], mode, cols, iters], what, 600,
                                omp_env(args, threads)).stdout
                    m = bc.search(HALO, o, what)
                    if m.group(4) != "0" or m.group(1) != threads:
                        raise br.RuntimeBenchError(f"{what}: {m.group(0)}")
                    out.setdefault((transport, label), []).append(float(m.group(3)))
    return out
