"""`tools/bench runtime` (issue 3): libxmp-rt's transports against raw MPICH.

    tools/bench runtime [--smoke] [--runs N] [--nodes N ...] [--timeout S] [--out PATH]

Builds three programs from bench/runtime/:
  - xmp-shm:  runtime.c (the xmp.h / xmp_rt_* entry points) with clang-22 -O2 against
              target/release/libxmp_rt.a, launched by target/release/xmprun -n N;
  - xmp-mpi:  the same runtime.c linked with target/release/libxmp_rt_mpi.a (built by
              tools/build-mpi-runtime), launched by mpiexec.mpich -n N;
  - MPICH:    runtime_mpi.c (the same cases written against MPI) with
              `mpicc.mpich -cc=clang-22 -O2`, launched by mpiexec.mpich -n N;
runs them alternately (rotating which goes first) on 2 and 4 nodes, and compares per case
(barrier; all-reduce 8 B, 4 KiB, 1 MiB; bcast 8 B, 1 MiB; put 8 B .. 8 MiB) the median time
per operation: xmp-shm / MPICH must be <= 1.0, xmp-mpi / MPICH <= 1.1.
A fourth program, xmp-mpi-rma, is xmp-mpi run with XMP_MPI_DIRECT=0 (the mpi transport's
MPI_Put + MPI_Win_flush path instead of copies through its shared-memory window): reported
beside xmp-mpi, without a target.

Each program times itself and prints one line per case from node 0,
`<xmp|mpi> n=N <case> <bytes> B: <microseconds> us iters=K`: the slowest node's time per
operation over K timed operations (K is below the case's full count only when its warm-up shows
that the full count would take more than 0.25 s: on a loaded or oversubscribed machine one
operation can cost a scheduler time slice; see bench/runtime/runtime.c).

--smoke: one run with the iteration counts divided by 100 (seconds in total); exit status 0
whatever the ratios (2 when a build or run fails). Otherwise the table, with the machine
description, goes to bench/results/runtime-<date>-<commit>.txt (or --out PATH) and the exit status is
1 when any target FAILs. The libraries and xmprun come from $CARGO_TARGET_DIR/release when
CARGO_TARGET_DIR is set, else target/release. Rows with more nodes than CPUs keep their
verdicts; the summary says how many failures are on such oversubscribed rows.
"""

import datetime
import os
import re
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SRC_DIR = os.path.join(REPO, "bench", "runtime")
RESULTS_DIR = os.path.join(REPO, "bench", "results")
# The builds under test: $CARGO_TARGET_DIR/release when set (each builder has its own target
# dir), else target/release.
RELEASE = os.path.join(os.environ.get("CARGO_TARGET_DIR") or os.path.join(REPO, "target"),
                       "release")

SHM_LIMIT = 1.0
MPI_LIMIT = 1.1
NODES = [2, 4]
SMOKE_DIVISOR = 100  # iteration divisor passed to the programs in smoke mode
RUNS_CORE_EACH = 15  # default alternated runs per program when every node has a core
RUNS_OVERSUBSCRIBED = 5  # ... when there are more nodes than CPUs

# Every case each program must print, in output order: (case, bytes).
CASES = ([("barrier", 0)] + [("allreduce", b) for b in (8, 4096, 1 << 20)]
         + [("bcast", b) for b in (8, 1 << 20)]
         + [("put", b) for b in (8, 512, 32768, 262144, 2 << 20, 8 << 20)])

LINE = re.compile(r"^(xmp|mpi) n=(\d+) (\w+) (\d+) B: ([0-9.eE+-]+) us iters=(\d+)$", re.M)

SHM_LIBS = ["-lpthread", "-ldl", "-lm", "-lrt"]
MPI_RT_LIBS = ["-lmpich", "-lgcc_s", "-lutil", "-lrt", "-lpthread", "-lm", "-ldl"]


class RuntimeBenchError(Exception):
    """A build or run failure: the harness stops with status 2."""


def add_parser(sub):
    """Registers the `runtime` subcommand on tools/bench's subparsers."""
    r = sub.add_parser("runtime", help="issue 3: libxmp-rt shm and mpi transports against MPICH")
    r.add_argument("--smoke", action="store_true",
                   help="one run, iterations / %d: seconds in total" % SMOKE_DIVISOR)
    r.add_argument("--runs", type=int, help="alternated runs per program (default 15 with a core per node, 5 when "
                   "oversubscribed; smoke 1)")
    r.add_argument("--nodes", type=int, action="append", metavar="N",
                   help="node counts (repeatable; default 2 and 4); results are then not written")
    r.add_argument("--timeout", type=int, default=300, help="seconds per program run (default 300)")
    r.add_argument("--out", metavar="PATH",
                   help="results file of a full run (default bench/results/runtime-<date>-<commit>.txt)")
    r.add_argument("-v", "--verbose", action="store_true",
                   help="print every run's times (us per operation), not only the medians")


def _tool(name):
    path = shutil.which(name)
    if not path:
        raise RuntimeBenchError(f"{name} not found on PATH (tools/install-deps installs it)")
    return path


def _run(cmd, what, timeout, env=None):
    """Runs cmd in its own process group; on timeout the whole group is killed (mpiexec's
    proxies and busy-polling ranks would otherwise outlive a killed mpiexec)."""
    try:
        proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                env=env, stdin=subprocess.DEVNULL, start_new_session=True)
    except OSError as e:
        raise RuntimeBenchError(f"{what}: cannot run {cmd[0]}: {e}")
    try:
        out, err = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        for sig in (signal.SIGTERM, signal.SIGKILL):
            try:
                os.killpg(proc.pid, sig)
            except ProcessLookupError:
                break
            try:
                proc.communicate(timeout=3)
                break
            except subprocess.TimeoutExpired:
                continue
        raise RuntimeBenchError(f"{what}: timed out after {timeout}s: {' '.join(cmd)}")
    if proc.returncode != 0:
        raise RuntimeBenchError(f"{what}: exit status {proc.returncode}: {' '.join(cmd)}\n"
                                f"{out[-2000:]}{err[-3000:]}")
    return subprocess.CompletedProcess(cmd, proc.returncode, out, err)


def _need(path, how):
    if not os.path.exists(path):
        raise RuntimeBenchError(f"{os.path.relpath(path, REPO)} not found: {how}")
    return path


def build(tmp):
    """Builds the three programs; returns {name: (launcher command prefix builder, exe)}."""
    clang = _tool("clang-22")
    mpicc = _tool("mpicc.mpich")
    mpiexec = _tool("mpiexec.mpich")
    rt = _need(os.path.join(RELEASE, "libxmp_rt.a"), "run cargo build --release -p xmp-rt")
    rt_mpi = _need(os.path.join(RELEASE, "libxmp_rt_mpi.a"), "run tools/build-mpi-runtime")
    xmprun = _need(os.path.join(RELEASE, "xmprun"), "run cargo build --release -p xmprun")
    inc = os.path.join(REPO, "runtime", "include")
    src = os.path.join(SRC_DIR, "runtime.c")
    src_mpi = os.path.join(SRC_DIR, "runtime_mpi.c")
    exe = {k: os.path.join(tmp, k) for k in ("xmp-shm", "xmp-mpi", "mpich")}
    _run([clang, "-O2", "-I", inc, src, rt] + SHM_LIBS + ["-o", exe["xmp-shm"]],
         "build runtime.c against libxmp_rt.a", 300)
    _run([clang, "-O2", "-I", inc, src, rt_mpi] + MPI_RT_LIBS + ["-o", exe["xmp-mpi"]],
         "build runtime.c against libxmp_rt_mpi.a", 300)
    _run([mpicc, "-cc=clang-22", "-O2", src_mpi, "-o", exe["mpich"]],
         "build runtime_mpi.c with mpicc.mpich", 300)
    return {
        "xmp-shm": lambda n, e=exe["xmp-shm"]: [xmprun, "-n", str(n), e],
        "xmp-mpi": lambda n, e=exe["xmp-mpi"]: [mpiexec, "-n", str(n), e],
        "mpich": lambda n, e=exe["mpich"]: [mpiexec, "-n", str(n), e],
        # The same mpi-transport program with direct access off (MPI_Put +
        # MPI_Win_flush, messages for sync): the RMA path, reported beside it for comparison.
        "xmp-mpi-rma": lambda n, e=exe["xmp-mpi"]: ["env", "XMP_MPI_DIRECT=0", mpiexec, "-n",
                                                    str(n), e],
    }


def run_program(cmd, what, n, timeout):
    """One run: {(case, bytes): (microseconds, timed iterations)}; every case of CASES must be
    there."""
    # The shm runtime must not think it was started by an MPI launcher, nor inherit a
    # transport choice from the caller's environment.
    env = {k: v for k, v in os.environ.items()
           if k not in ("XMP_TRANSPORT", "XMP_STATS", "XMP_MPI_DIRECT")}
    r = _run(cmd, what, timeout, env)
    got = {}
    for m in LINE.finditer(r.stdout):
        if int(m.group(2)) != n:
            raise RuntimeBenchError(f"{what}: ran on {m.group(2)} nodes, expected {n}")
        got[(m.group(3), int(m.group(4)))] = (float(m.group(5)), int(m.group(6)))
    missing = [f"{c} {b} B" for c, b in CASES if (c, b) not in got]
    if missing:
        raise RuntimeBenchError(f"{what}: output lacks {', '.join(missing)}:\n{r.stdout[-2000:]}")
    return got


def results_path(kind):
    """The default results file of a full run: bench/results/<kind>-<date>-<commit>.txt (UTC date,
    short commit, `-dirty` with uncommitted changes to tracked files; `-2`, `-3`, ... when the
    name is taken), so that every recorded result names the code it measured."""
    def out(cmd):
        try:
            return subprocess.run(cmd, capture_output=True, text=True, check=False).stdout
        except OSError:
            return ""
    date = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d")
    rev = out(["git", "-C", REPO, "rev-parse", "--short", "HEAD"]).strip() or "unknown"
    dirty = out(["git", "-C", REPO, "status", "--porcelain", "--untracked-files=no"]).strip()
    stem = f"{kind}-{date}-{rev}{'-dirty' if dirty else ''}"
    os.makedirs(RESULTS_DIR, exist_ok=True)
    path = os.path.join(RESULTS_DIR, stem + ".txt")
    n = 2
    while os.path.exists(path):
        path = os.path.join(RESULTS_DIR, f"{stem}-{n}.txt")
        n += 1
    return path


def machine_description():
    def out(cmd):
        try:
            return subprocess.run(cmd, capture_output=True, text=True).stdout
        except OSError:
            return ""
    lines = [f"date: {datetime.datetime.now(datetime.timezone.utc).strftime('%Y-%m-%d %H:%M:%S UTC')}",
             "uname -a: " + out(["uname", "-a"]).strip()]
    lscpu = out(["lscpu"])
    model = re.search(r"^Model name:\s*(.*)$", lscpu, re.M)
    cpus = re.search(r"^CPU\(s\):\s+(\d+)", lscpu, re.M)
    lines.append(f"cpu: {model.group(1).strip() if model else 'unknown'}"
                 f" ({cpus.group(1) if cpus else os.cpu_count()} CPUs)")
    clang = out(["clang-22", "--version"]).splitlines()
    lines.append(f"clang-22: {clang[0] if clang else '?'}")
    mpich = re.search(r"^MPICH Version:\s*(.*)$", out(["mpichversion"]), re.M)
    lines.append(f"MPICH: {mpich.group(1).strip() if mpich else '?'}")
    rev = out(["git", "-C", REPO, "rev-parse", "--short", "HEAD"]).strip()
    dirty = out(["git", "-C", REPO, "status", "--porcelain", "--untracked-files=no"]).strip()
    lines.append(f"commit: {rev}{' (with local changes)' if dirty else ''}")
    for lib in ("libxmp_rt.a", "libxmp_rt_mpi.a"):
        p = os.path.join(RELEASE, lib)
        if os.path.exists(p):
            t = datetime.datetime.fromtimestamp(os.path.getmtime(p), datetime.timezone.utc)
            lines.append(f"{lib}: built {t.strftime('%Y-%m-%d %H:%M UTC')}")
    return lines


def full_reps(nbytes, divisor):
    """The full timed count of a case, as reps() in bench/runtime/runtime.c computes it."""
    r = 50 if nbytes >= (1 << 20) else 500 if nbytes >= 65536 else 2000
    return max(1, r // divisor)


def _load():
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


def _fmt_ratio(r):
    return f"{r:.3f}" if r >= 0.01 else f"{r:.1e}"


def _fmt_us(x):
    return f"{x:.3f}" if x < 1000 else f"{x:.1f}"


def main(args):
    """Entry point of `tools/bench runtime`; returns the exit status."""
    try:
        return _bench(args)
    except RuntimeBenchError as e:
        print(f"bench: error: {e}", file=sys.stderr)
        return 2


def _bench(args):
    smoke = args.smoke
    if args.runs is not None and args.runs < 1:
        raise RuntimeBenchError("--runs must be at least 1")
    nodes = args.nodes or NODES
    ncpu = os.cpu_count() or 1

    def runs_for(n):
        """Alternated runs on n nodes: --runs, else 1 for smoke, else 15 with a core per node
        (a run takes a second, and a launch's small-message times scatter by 10-20% on this
        kind of machine, so more runs steady the medians), else 5 (oversubscribed runs are
        slow, MPICH's above all)."""
        if args.runs:
            return args.runs
        if smoke:
            return 1
        return RUNS_CORE_EACH if n <= ncpu else RUNS_OVERSUBSCRIBED

    runs = {n: runs_for(n) for n in nodes}
    if any(n < 2 for n in nodes):
        raise RuntimeBenchError("--nodes must be at least 2 (the cases move data between nodes)")
    desc = machine_description()
    desc.append(f"load average before the run: {_load()}")
    over = [n for n in nodes if n > ncpu]
    if over:
        desc.append(f"note: {', '.join(map(str, over))} nodes on {ncpu} CPUs: oversubscribed "
                    "(MPICH busy-polls by default; libxmp-rt yields when oversubscribed: its shm transport in its waits, its mpi transport in nonblocking collectives it tests)")
    print("\n".join(desc))
    runs_text = ", ".join(f"{n} nodes: {r}" for n, r in runs.items())
    print(f"mode: {'smoke' if smoke else 'full'}, runs ({runs_text}), nodes={nodes}")

    # samples[(n, program)][(case, bytes)] = [us, ...]
    samples = {}
    reduced = {}  # (n, program, case) -> fewest timed iterations in any run
    divisor = SMOKE_DIVISOR if smoke else 1
    programs = ["mpich", "xmp-shm", "xmp-mpi", "xmp-mpi-rma"]
    extra = [str(SMOKE_DIVISOR)] if smoke else []
    with tempfile.TemporaryDirectory(prefix="xmp-bench-rt-") as tmp:
        launch = build(tmp)
        for n in nodes:
            for i in range(runs[n]):
                # Alternate, and rotate which program goes first, so that drifts in the machine's
                # load hit all three alike.
                k = i % len(programs)
                order = programs[k:] + programs[:k]
                for prog in order:
                    got = run_program(launch[prog](n) + extra, f"{prog} on {n} nodes", n,
                                      args.timeout)
                    if args.verbose:
                        print(f"run {i + 1} {prog} n={n}: " + " ".join(
                            f"{c}/{b}={us:.3f}({it})" for (c, b), (us, it) in got.items()))
                    per = samples.setdefault((n, prog), {})
                    for key, (us, iters) in got.items():
                        per.setdefault(key, []).append(us)
                        few = reduced.setdefault((n, prog, key), iters)
                        reduced[(n, prog, key)] = min(few, iters)
    desc.append(f"load average after the run: {_load()}")
    print(desc[-1])

    def cut(n, prog, key):
        """'*' when some run of prog timed fewer operations than the case's full count."""
        return "*" if reduced[(n, prog, key)] < full_reps(key[1], divisor) else " "

    med = {k: {c: statistics.median(v) for c, v in per.items()} for k, per in samples.items()}
    header = (f"{'nodes':>5} {'case':<10} {'bytes':>8} {'MPICH us':>10} {'shm us':>10} "
              f"{'shm/MPICH':>9} {'<=1.0':<6} {'xmp-mpi us':>10} {'mpi/MPICH':>9} {'<=1.1':<6}"
              f"{'mpi-rma us':>10} {'rma/MPICH':>9}")
    table = [header, "-" * len(header)]
    passed = failed = 0
    bw = []
    for n in nodes:
        for case, b in CASES:
            base = med[(n, "mpich")][(case, b)]
            shm = med[(n, "xmp-shm")][(case, b)]
            mpi = med[(n, "xmp-mpi")][(case, b)]
            rma = med[(n, "xmp-mpi-rma")][(case, b)]
            verdicts = []
            ratios = []
            for t, limit in ((shm, SHM_LIMIT), (mpi, MPI_LIMIT)):
                ratio = t / base if base > 0 else float("inf")
                ok = ratio <= limit
                passed += ok
                failed += not ok
                ratios.append(ratio)
                verdicts.append("PASS" if ok else "FAIL")
            k = (case, b)
            table.append(f"{n:>5} {case:<10} {b:>8} {_fmt_us(base):>10}{cut(n, 'mpich', k)}"
                         f"{_fmt_us(shm):>10}{cut(n, 'xmp-shm', k)}"
                         f"{_fmt_ratio(ratios[0]):>9} {verdicts[0]:<6} "
                         f"{_fmt_us(mpi):>10}{cut(n, 'xmp-mpi', k)}"
                         f"{_fmt_ratio(ratios[1]):>9} {verdicts[1]:<6}"
                         f"{_fmt_us(rma):>10}{cut(n, 'xmp-mpi-rma', k)}"
                         f"{_fmt_ratio(rma / base if base > 0 else float('inf')):>9}")
            if case == "put" and b >= 32768:
                bw.append(f"{n:>5} {'put':<10} {b:>8} " + " ".join(
                    f"{b / t / 1e3 if t > 0 else 0:>10.2f}" for t in (base, shm, mpi)))
    table.append(f"{passed} passed, {failed} failed")
    # Oversubscribed rows keep their verdicts (the targets apply on 2 and 4 nodes), but their
    # times are dominated by the scheduler: say how many of the failures are there.
    over_fail = sum(1 for row in table[2:-1]
                    if int(row.split()[0]) > ncpu and "FAIL" in row)
    if over:
        table.append(f"of the failures, {over_fail} on oversubscribed rows (nodes > {ncpu} CPUs), "
                     f"{failed - over_fail} on rows with a core per node")
    if any(c == "*" for row in table[2:] for c in row):
        table.append("* some run timed fewer operations than the full count: its warm-up showed "
                     "the full count would exceed the 0.25 s budget (loaded machine)")
    bw_table = [f"{'nodes':>5} {'case':<10} {'bytes':>8} {'MPICH':>10} {'shm':>10} {'xmp-mpi':>10}"
                "   (put bandwidth, GB/s, from the medians)"] + bw
    print("\n".join(table))
    print("\n".join(bw_table))

    if smoke:
        print("smoke run: ratios are not meaningful at these iteration counts; exit status 0")
        return 0
    if args.nodes:
        print("partial run (--nodes): results not written")
        return 0 if failed == 0 else 1
    path = args.out or results_path("runtime")
    with open(path, "w") as f:
        f.write("# tools/bench runtime: medians over alternated runs of microseconds per operation\n")
        f.write("# (slowest node's time; put = put + completion from node 0 to the last node).\n")
        f.write("# shm = runtime.c on libxmp_rt.a under xmprun; xmp-mpi = runtime.c on\n")
        f.write("# libxmp_rt_mpi.a under mpiexec.mpich; MPICH = runtime_mpi.c (mpicc.mpich\n")
        f.write("# -cc=clang-22 -O2) under mpiexec.mpich. Targets: shm/MPICH <= 1.0, mpi/MPICH <= 1.1.\n")
        f.write("# mpi-rma = the xmp-mpi program with XMP_MPI_DIRECT=0 (MPI_Put + MPI_Win_flush instead\n")
        f.write("# of copies through the shared-memory window; reported, no target).\n")
        f.write("\n".join(desc) + "\n")
        f.write(f"runs ({runs_text}) nodes={nodes}\n")
        f.write("\n".join(table) + "\n\n" + "\n".join(bw_table) + "\n")
    print(f"results written to {os.path.relpath(path, REPO)}")
    return 0 if failed == 0 else 1
