"""`tools/bench coarray` (issue 6): coarray PUT/GET ping-pong against MPI, and the effect of the
`nonblocking-put` and `get-fusion` passes.

    tools/bench coarray [--smoke] [--runs N] [--timeout S] [--out PATH] [-v]

Builds from bench/coarray/:
  - pingpong.c with xmp-clang -O2 (every pass on) and with -O2 -disable-pass=nonblocking-put
    -disable-pass=get-fusion (off), each for the shm transport (launched by xmprun -n 2) and
    the mpi transport (--transport=mpi, launched by mpiexec.mpich -n 2): four programs;
  - pingpong_mpi.c, an MPI_Send/MPI_Recv ping-pong, with `mpicc.mpich -cc=clang-22 -O2`;
runs the five alternately (rotating which goes first) and compares medians over the runs of
each case's time (each program reports the median of 5 timed blocks per case):
  - put/get N (ping-pong, then pairwise sync; half a round trip), 8 B .. 8 MiB: xmp-shm / MPI
    <= 1.0 and xmp-mpi / MPI <= 1.2 at every size;
  - put8 N (eight-variable ping-pong, seed 001 Fig. 7), 8 B .. 8 KiB: on the mpi transport
    blocking (pass off) / non-blocking (pass on) >= 3.0; the shm ratio is reported;
  - getbw N (GET into a local array), 32 KiB .. 32 MiB: get-fusion off / on >= 1.4 on both
    transports.

  - himeno N (bench/coarray/himeno_coarray.c: Himeno in coarray style, PUT halo exchange with
    the nonblocking-put pass, built per image count with -DHIMENO_IMAGES=N, shm transport) against
    bench/himeno/himeno_mpi.c (`mpicc.mpich -cc=clang-22 -O2`, mpiexec.mpich), size S with 150
    iterations, on 2 and 4 images: wall time of the timed iterations, coarray / MPI <= 1.0; the
    coarray version with -disable-pass=nonblocking-put is reported; checksums must agree to 1e-5
    relative (the reductions may sum in different orders).

--smoke: one run with iteration counts divided by 100 (Himeno: the XS size, 3 iterations;
seconds); exit status 0 whatever the ratios (1 when Himeno checksums disagree, 2 when a build
or run fails). Otherwise the table, with the machine description and the load average, goes to
bench/results/coarray-<date>-<commit>.txt (or --out PATH); exit status 1 when any target FAILs. xmp-clang, xmprun and the runtimes come from $CARGO_TARGET_DIR/release when set,
else target/release.
"""

import os
import re
import statistics
import sys
import tempfile

import bench_runtime as br

REPO = br.REPO
SRC_DIR = os.path.join(REPO, "bench", "coarray")
RESULTS_DIR = os.path.join(REPO, "bench", "results")
RELEASE = br.RELEASE

SHM_LIMIT = 1.0
MPI_LIMIT = 1.2
NB_LIMIT = 3.0
FUSION_LIMIT = 1.4
SMOKE_DIVISOR = 100

SIZES = [8, 64, 512, 4096, 32768, 262144, 2 << 20, 8 << 20]
VSIZES = [8, 64, 512, 4096, 8192]
BSIZES = [32768, 262144, 2 << 20, 8 << 20, 32 << 20]
CASES = ([("put", b) for b in SIZES] + [("get", b) for b in SIZES]
         + [("put8", b) for b in VSIZES] + [("getbw", b) for b in BSIZES])
PROGRAMS = ["xmp-shm-on", "xmp-shm-off", "xmp-mpi-on", "xmp-mpi-off", "mpich"]

LINE = re.compile(r"^(\w+) (\d+) B: ([0-9.eE+-]+) us$", re.M)

# --- Himeno in coarray style (issue 6) ---
HIMENO_LIMIT = 1.0
HIMENO_IMAGES = [2, 4]
# mode -> (size macro, iterations)
HIMENO_SIZE = {"full": ("", 150), "smoke": ("-DHIMENO_XS", 3)}
HIMENO_PROGRAMS = ["coarray", "coarray-blocking", "mpi"]
HIMENO_FIELD = {k: re.compile(rf"^{k} ([0-9.eE+-]+)$", re.M) for k in ("checksum", "time_s")}


def add_parser(sub):
    """Registers the `coarray` subcommand on tools/bench's subparsers."""
    r = sub.add_parser("coarray", help="issue 6: coarray ping-pong vs MPI, nonblocking-put and "
                                       "get-fusion on vs off")
    r.add_argument("--smoke", action="store_true",
                   help="one run, iterations / %d: seconds in total" % SMOKE_DIVISOR)
    r.add_argument("--runs", type=int, help="alternated runs per program (default 5, smoke 1)")
    r.add_argument("--timeout", type=int, default=300, help="seconds per program run")
    r.add_argument("--out", metavar="PATH",
                   help="results file of a full run (default bench/results/coarray-<date>-<commit>.txt)")
    r.add_argument("-v", "--verbose", action="store_true", help="print every run's times")


def build(tmp):
    """Builds the five programs; returns {name: command}."""
    mpicc = br._tool("mpicc.mpich")
    mpiexec = br._tool("mpiexec.mpich")
    xmp = br._need(os.path.join(RELEASE, "xmp-clang"), "run cargo build --release")
    xmprun = br._need(os.path.join(RELEASE, "xmprun"), "run cargo build --release")
    br._need(os.path.join(RELEASE, "libxmp_rt_mpi.a"), "run tools/build-mpi-runtime")
    src = os.path.join(SRC_DIR, "pingpong.c")
    env = dict(os.environ)
    env.setdefault("XMP_INCLUDE", os.path.join(REPO, "runtime", "include"))
    cmds = {}
    for tp in ("shm", "mpi"):
        for mode in ("on", "off"):
            name = f"xmp-{tp}-{mode}"
            exe = os.path.join(tmp, name)
            flags = ["-O2"]
            if mode == "off":
                flags += ["-disable-pass=nonblocking-put", "-disable-pass=get-fusion"]
            if tp == "mpi":
                flags.append("--transport=mpi")
            br._run([xmp] + flags + [src, "-o", exe], f"build {name}", 300, env)
            cmds[name] = ([xmprun, "-n", "2", exe] if tp == "shm"
                          else [mpiexec, "-n", "2", exe])
    exe = os.path.join(tmp, "mpich")
    br._run([mpicc, "-cc=clang-22", "-O2", os.path.join(SRC_DIR, "pingpong_mpi.c"), "-o", exe],
            "build pingpong_mpi.c", 300)
    cmds["mpich"] = [mpiexec, "-n", "2", exe]
    return cmds


def build_himeno(tmp, smoke):
    """Builds the coarray Himeno (passes on and nonblocking-put off) per image count and the
    MPI Himeno; returns {(prog, n): command}."""
    mpicc = br._tool("mpicc.mpich")
    mpiexec = br._tool("mpiexec.mpich")
    xmp = br._need(os.path.join(RELEASE, "xmp-clang"), "run cargo build --release")
    xmprun = br._need(os.path.join(RELEASE, "xmprun"), "run cargo build --release")
    env = dict(os.environ)
    env.setdefault("XMP_INCLUDE", os.path.join(REPO, "runtime", "include"))
    macro, _ = HIMENO_SIZE["smoke" if smoke else "full"]
    size = [macro] if macro else []
    src = os.path.join(SRC_DIR, "himeno_coarray.c")
    cmds = {}
    for n in HIMENO_IMAGES:
        for prog, extra in (("coarray", []), ("coarray-blocking", ["-disable-pass=nonblocking-put"])):
            exe = os.path.join(tmp, f"himeno-{prog}-{n}")
            br._run([xmp, "-O2", f"-DHIMENO_IMAGES={n}"] + extra + size + [src, "-o", exe],
                    f"build himeno {prog} for {n} images", 300, env)
            cmds[(prog, n)] = [xmprun, "-n", str(n), exe]
    exe = os.path.join(tmp, "himeno-mpi")
    br._run([mpicc, "-cc=clang-22", "-O2"] + size
            + [os.path.join(REPO, "bench", "himeno", "himeno_mpi.c"), "-o", exe],
            "build himeno_mpi.c", 300)
    for n in HIMENO_IMAGES:
        cmds[("mpi", n)] = [mpiexec, "-n", str(n), exe]
    return cmds


def run_himeno(prog, n, cmd, iters, timeout):
    """One run: {"checksum": .., "time_s": ..}."""
    env = {k: v for k, v in os.environ.items() if k not in ("XMP_TRANSPORT", "XMP_STATS")}
    r = br._run(cmd + [str(iters)], f"run himeno {prog} on {n} images", timeout, env)
    got = {}
    for k, rx in HIMENO_FIELD.items():
        m = rx.search(r.stdout)
        if not m:
            raise br.RuntimeBenchError(f"run himeno {prog} on {n} images: output lacks {k}:\n"
                                       f"{r.stdout[-1500:]}{r.stderr[-1500:]}")
        got[k] = float(m.group(1))
    return got


def himeno_rows(cmds, smoke, runs, timeout, verbose):
    """Alternated runs of the Himeno programs; returns (rows, problems)."""
    _, iters = HIMENO_SIZE["smoke" if smoke else "full"]
    times = {key: [] for key in cmds}
    sums = {}
    for k in range(runs):
        order = HIMENO_PROGRAMS[k % len(HIMENO_PROGRAMS):] + HIMENO_PROGRAMS[:k % len(HIMENO_PROGRAMS)]
        for n in HIMENO_IMAGES:
            for prog in order:
                got = run_himeno(prog, n, cmds[(prog, n)], iters, timeout)
                times[(prog, n)].append(got["time_s"])
                sums[(prog, n)] = got["checksum"]
                if verbose:
                    print(f"run {k + 1} himeno {prog} n={n}: {got['time_s']:.4f} s "
                          f"checksum {got['checksum']:.6e}")
    problems = []
    for n in HIMENO_IMAGES:
        ref = sums[("mpi", n)]
        for prog in ("coarray", "coarray-blocking"):
            x = sums[(prog, n)]
            if abs(x - ref) > 1e-5 * max(abs(ref), 1e-30):
                problems.append(f"himeno {prog} on {n} images: checksum {x:.6e}, MPI {ref:.6e}")
    rows = []
    for n in HIMENO_IMAGES:
        m = statistics.median(times[("mpi", n)]) * 1e6
        for prog in ("coarray", "coarray-blocking"):
            x = statistics.median(times[(prog, n)]) * 1e6
            r = x / m if m > 0 else float("inf")
            if prog == "coarray":
                lim, v = f"<= {HIMENO_LIMIT:.1f}", "PASS" if r <= HIMENO_LIMIT else "FAIL"
            else:
                lim, v = "-", "(reported)"
            label = "coarray" if prog == "coarray" else "blocking"
            rows.append((f"himeno {n} img {label}/MPI", x, m, r, lim, v))
    return rows, problems


def run_program(name, cmd, divisor, timeout):
    env = {k: v for k, v in os.environ.items() if k not in ("XMP_TRANSPORT", "XMP_STATS")}
    r = br._run(cmd + [str(divisor)], f"run {name}", timeout, env)
    if "FAIL" in r.stdout:
        raise br.RuntimeBenchError(f"run {name}: wrong values:\n{r.stdout[-2000:]}")
    got = {}
    for m in LINE.finditer(r.stdout):
        got[(m.group(1), int(m.group(2)))] = float(m.group(3))
    want = [("mpi", b) for b in SIZES] if name == "mpich" else CASES
    missing = [f"{c} {b} B" for c, b in want if (c, b) not in got]
    if missing:
        raise br.RuntimeBenchError(f"run {name}: output lacks {', '.join(missing)}:\n"
                                   f"{r.stdout[-2000:]}")
    return got


def human(b):
    return f"{b >> 20} MiB" if b >= 1 << 20 else f"{b >> 10} KiB" if b >= 1024 else f"{b} B"


def main(args):
    try:
        return _main(args)
    except br.RuntimeBenchError as e:
        print(f"bench coarray: error: {e}", file=sys.stderr)
        return 2


def _main(args):
    smoke = args.smoke
    runs = args.runs or (1 if smoke else 5)
    divisor = SMOKE_DIVISOR if smoke else 1
    desc = br.machine_description()
    load = os.getloadavg()
    desc.append(f"load average before the run: {load[0]:.2f} {load[1]:.2f} {load[2]:.2f} "
                f"({os.cpu_count()} CPUs; other builders were using this machine)")
    print("\n".join(desc))
    times = {p: {} for p in PROGRAMS}
    with tempfile.TemporaryDirectory(prefix="xmp-bench-coarray-") as tmp:
        cmds = build(tmp)
        hcmds = build_himeno(tmp, smoke)
        for k in range(runs):
            order = PROGRAMS[k % len(PROGRAMS):] + PROGRAMS[:k % len(PROGRAMS)]
            for p in order:
                got = run_program(p, cmds[p], divisor, args.timeout)
                for key, us in got.items():
                    times[p].setdefault(key, []).append(us)
                if args.verbose:
                    print(f"run {k + 1} {p}: " + " ".join(f"{c}/{b}={t:.2f}"
                                                        for (c, b), t in sorted(got.items())))
        hrows, hproblems = himeno_rows(hcmds, smoke, runs, args.timeout, args.verbose)
    load_after = os.getloadavg()
    med = {p: {key: statistics.median(v) for key, v in t.items()} for p, t in times.items()}

    rows = []  # (target, a, b, ratio, limit, verdict); ratio chosen so that bigger is worse
    for case in ("put", "get"):
        for b in SIZES:
            m = med["mpich"][("mpi", b)]
            for tp, limit in (("shm", SHM_LIMIT), ("mpi", MPI_LIMIT)):
                x = med[f"xmp-{tp}-on"][(case, b)]
                r = x / m if m > 0 else float("inf")
                rows.append((f"{case} {human(b)} {tp}/MPI", x, m, r, f"<= {limit:.1f}",
                             "PASS" if r <= limit else "FAIL"))
    for b in VSIZES:
        for tp in ("mpi", "shm"):
            on, off = med[f"xmp-{tp}-on"][("put8", b)], med[f"xmp-{tp}-off"][("put8", b)]
            r = off / on if on > 0 else 0.0
            if tp == "mpi":
                verdict, lim = ("PASS" if r >= NB_LIMIT else "FAIL"), f">= {NB_LIMIT:.1f}"
            else:
                verdict, lim = "(reported)", "-"
            rows.append((f"put8 {human(b)} {tp} off/on", off, on, r, lim, verdict))
    for b in BSIZES:
        for tp in ("shm", "mpi"):
            on, off = med[f"xmp-{tp}-on"][("getbw", b)], med[f"xmp-{tp}-off"][("getbw", b)]
            r = off / on if on > 0 else 0.0
            rows.append((f"getbw {human(b)} {tp} off/on", off, on, r, f">= {FUSION_LIMIT:.1f}",
                         "PASS" if r >= FUSION_LIMIT else "FAIL"))

    rows += hrows
    header = f"{'target':<28} {'a (us)':>12} {'b (us)':>12} {'a/b':>7} {'limit':>7}  result"
    table = [header, "-" * len(header)]
    for t, a, b, r, lim, v in rows:
        table.append(f"{t:<28} {a:>12.3f} {b:>12.3f} {r:>7.3f} {lim:>7}  {v}")
    passed = sum(1 for r in rows if r[5] == "PASS")
    failed = sum(1 for r in rows if r[5] == "FAIL")
    table.append(f"load average after the run: {load_after[0]:.2f} {load_after[1]:.2f} "
                 f"{load_after[2]:.2f}")
    if smoke:
        table.append(f"smoke: {passed} within limits, {failed} over (not meaningful at these sizes)")
    else:
        table.append(f"{passed} passed, {failed} failed")
    table += [f"error: {p}" for p in hproblems]
    print("\n".join(table))
    if hproblems:
        print("bench coarray: Himeno checksums disagree", file=sys.stderr)
        return 1
    if smoke:
        print("smoke run: ratios are not meaningful; exit status 0")
        return 0
    path = args.out
    if not path:
        path = br.results_path("coarray")
    with open(path, "w") as f:
        f.write("# tools/bench coarray: medians over alternated runs of the per-program medians "
                "of 5 timed blocks.\n")
        f.write("# put/get rows: a = coarray (passes on), b = MPI_Send/Recv; half a round trip.\n")
        f.write("# put8 rows: a = pass off (blocking), b = pass on (non-blocking), 8 variables.\n")
        f.write("# getbw rows: a = get-fusion off (staged through a temporary), b = on; one GET.\n")
        f.write("# himeno rows: a = coarray Himeno (shm), b = MPI Himeno; wall time of the timed "
                "iterations in us.\n")
        f.write("\n".join(desc) + "\n")
        f.write(f"runs={runs}\n")
        f.write("\n".join(table) + "\n")
    print(f"results written to {os.path.relpath(path, REPO)}")
    return 0 if failed == 0 else 1
