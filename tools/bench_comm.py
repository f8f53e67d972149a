"""`tools/bench comm` (issue 5): Himeno in XMP global view against C with MPI and serial C.

    tools/bench comm [--smoke] [--runs N] [--nodes N ...] [--size S|M ...] [--timeout S]
                     [--out PATH] [-v]

Builds from bench/:
  - serial:      kernels/himeno.c with clang-22 -O2;
  - xmp:         himeno/himeno_xmp.c with xmp-clang -O2 (shm transport, launched by xmprun -n N);
                 its `reflect (p)` sits in the iteration loop, so reflect-hoist turns it into a
                 reflect_init before the loop and a reflect_do per iteration;
  - xmp-nohoist: the same with -disable-pass=reflect-hoist (a schedule built per iteration);
  - xmp-nopf:    the same with -disable-pass=stream-prefetch (no software prefetching);
  - xmp-chk:     the same with -fxmp-check (every global-array access bounds-checked; the
                 checking mode's collective comparisons);
  - mpi:         himeno/himeno_mpi.c with `mpicc.mpich -cc=clang-22 -O2`, run by mpiexec.mpich
                 (the same decomposition and allocated extents as the XMP version);
for each size (S: 65x65x129, M: 129x129x257) and node count (1, 2, 4) runs them alternately,
rotating which goes first, and compares the medians of the time of the timed iterations
(MFLOPS = Himeno's flop count / time; the time is the process CPU time on 1 node, which a
shared machine disturbs less, and the wall time on 2 and 4 nodes):
  - XMP / MPI on the same nodes: at most 1.02 on 1 node, at most 0.95 on 2 and 4 nodes;
  - XMP on 1 node / serial: at most 1.05;
and reports the time spent in the reflect per iteration with reflect-hoist off and on (and MPI's
halo exchange for reference), plus the reflect alone (himeno/reflect_xmp.c: `reflect (p)` in a
loop with nothing else) in microseconds per reflect, with the pass off and on, and the effect of
stream-prefetch (time without / time with), and the cost of -fxmp-check (time with / time
without: at most 1.5). It also runs the 2-D periodic heat stencil of
bench/heat (XMP `reflect` with /periodic/ widths against MPI_Sendrecv, 2048 x 2048 doubles) with
the same XMP/MPI targets, also without stream-prefetch. Last, the real-shape Himeno of
bench/himeno-real (the shape XMP Himeno codes are written in: parenthesis-form template over a
3-D node array, reversed alignment, asymmetric shadows, file-scope loop bounds, the residual
accumulated without a reduction clause) against the hand-written MPI program of the same
decomposition and the same accumulation order (issue 18): XMP/MPI at most 1.0 on 1 node and
0.95 on 2 and 4 nodes; with -fxmp-check at most 1.5 times the time without.
Checksums: `pcheck`, the sum of the final pressure field in double, must agree to 1e-9
relative between every program and node count (the stencil itself is computed identically);
gosa, the residual of the last iteration (a float sum of about 4 million terms at M), within
GOSA_TOL relative. The summation order of gosa legitimately differs: the nodes' partial sums
are combined in some order, and xmp-clang vectorises the loop's `reduction(+:gosa)` (the
iterations of an XMP loop may run in any order and its reduction order is unspecified,
reference 6.3.1 and 6.3.5), keeping one partial sum per vector lane. A float sum in source
order is itself far from exact: at M after 40 iterations the serial code's gosa is 1.6% above
the value summed in double, the vectorised one 0.2%.

--smoke: the XS size, a few iterations, 1 and 2 nodes, one run (seconds in total); exit status
0 whatever the ratios (1 when checksums disagree, 2 when a build or run fails). Otherwise the table, with the machine
description and load averages, goes to bench/results/comm-<date>-<commit>.txt (or --out PATH) and the
exit status is 1 when any target FAILs. xmp-clang and xmprun come from $XMP_CLANG / $XMP_RUN,
else $CARGO_TARGET_DIR/release, else target/release.
"""

import os
import re
import shutil
import statistics
import sys
import tempfile

import bench_runtime as brt

REPO = brt.REPO
RESULTS_DIR = brt.RESULTS_DIR
RELEASE = brt.RELEASE
KERNELS = os.path.join(REPO, "bench", "kernels")
HIMENO = os.path.join(REPO, "bench", "himeno")

MPI_LIMIT_1 = 1.02
MPI_LIMIT_N = 0.95
SERIAL_LIMIT = 1.05
# -fxmp-check: the checked program's time over the unchecked one's.
CHECK_LIMIT = 1.5
# Relative tolerance of gosa between programs (see the module doc: float sums in different
# orders); pcheck must agree to PCHECK_TOL.
GOSA_TOL = 3e-2
PCHECK_TOL = 1e-9
NODES = [1, 2, 4]
# size -> (macro, iterations); the smoke run uses XS.
SIZES = {"XS": ("-DHIMENO_XS", 3), "S": ("", 150), "M": ("-DHIMENO_M", 20)}
# The 2-D periodic heat stencil (bench/heat): grid size and steps, full and smoke.
HEAT = {"full": (2048, 40), "smoke": (256, 3)}
# The real-shape Himeno (bench/himeno-real): the node array n(NDZ, NDY, NDX) per node count.
REAL_DECOMP = {1: (1, 1, 1), 2: (2, 1, 1), 4: (2, 2, 1)}
REAL_LIMIT_1 = 1.0
REAL_LIMIT_N = 0.95
HIMENO_REAL = os.path.join(REPO, "bench", "himeno-real")
# reflects timed by reflect_xmp.c per size
REFLECT_REPS = {"XS": 50, "S": 1000, "M": 300}

NUM = r"([0-9.eE+-]+)"
FIELDS = {k: re.compile(rf"^{k} {NUM}$", re.M)
          for k in ("checksum", "pcheck", "mflops", "time_s", "cpu_s", "reflect_s")}


class CommBenchError(Exception):
    """A build or run failure: the harness stops with status 2."""


def add_parser(sub):
    """Registers the `comm` subcommand on tools/bench's subparsers."""
    c = sub.add_parser("comm", help="issue 5: Himeno in XMP against MPI and serial C")
    c.add_argument("--smoke", action="store_true", help="XS size, one run: seconds in total")
    c.add_argument("--runs", type=int, help="alternated runs per program (default 5, smoke 1)")
    c.add_argument("--nodes", type=int, action="append", metavar="N",
                   help="node counts (repeatable; default 1, 2 and 4); results are then not written")
    c.add_argument("--size", action="append", choices=["XS", "S", "M"],
                   help="sizes (repeatable; default S and M); results are then not written")
    c.add_argument("--timeout", type=int, default=600, help="seconds per program run (default 600)")
    c.add_argument("--out", metavar="PATH",
                   help="results file of a full run (default bench/results/comm-<date>-<commit>.txt)")
    c.add_argument("-v", "--verbose", action="store_true", help="print every run's numbers")


def _tool(path_or_name, how):
    if os.sep in path_or_name:
        if not os.path.exists(path_or_name):
            raise CommBenchError(f"{path_or_name} not found: {how}")
        return path_or_name
    p = shutil.which(path_or_name)
    if not p:
        raise CommBenchError(f"{path_or_name} not found on PATH: {how}")
    return p


def _run(cmd, what, timeout, env=None):
    try:
        return brt._run(cmd, what, timeout, env)
    except brt.RuntimeBenchError as e:
        raise CommBenchError(str(e))


def build(tmp, sizes):
    """Builds every program for every size; returns {(prog, size): exe}."""
    clang = _tool("clang-22", "tools/install-deps installs it")
    mpicc = _tool("mpicc.mpich", "tools/install-deps installs it")
    xmpcc = _tool(os.environ.get("XMP_CLANG") or os.path.join(RELEASE, "xmp-clang"),
                  "run cargo build --release")
    env = dict(os.environ)
    env.setdefault("XMP_INCLUDE", os.path.join(REPO, "runtime", "include"))
    exe = {}
    for size in sizes:
        macro = [SIZES[size][0]] if SIZES[size][0] else []
        out = lambda prog: os.path.join(tmp, f"{prog}-{size}")  # noqa: E731
        exe[("serial", size)] = out("serial")
        _run([clang, "-O2", "-I", KERNELS] + macro
             + [os.path.join(KERNELS, "himeno.c"), "-o", out("serial")], "build serial", 300)
        src = os.path.join(HIMENO, "himeno_xmp.c")
        exe[("xmp", size)] = out("xmp")
        _run([xmpcc, "-O2"] + macro + [src, "-o", out("xmp")], "build XMP", 300, env)
        exe[("xmp-nohoist", size)] = out("xmp-nohoist")
        _run([xmpcc, "-O2", "-disable-pass=reflect-hoist"] + macro + [src, "-o", out("xmp-nohoist")],
             "build XMP without reflect-hoist", 300, env)
        exe[("xmp-nopf", size)] = out("xmp-nopf")
        _run([xmpcc, "-O2", "-disable-pass=stream-prefetch"] + macro + [src, "-o", out("xmp-nopf")],
             "build XMP without stream-prefetch", 300, env)
        exe[("xmp-chk", size)] = out("xmp-chk")
        _run([xmpcc, "-O2", "-fxmp-check"] + macro + [src, "-o", out("xmp-chk")],
             "build XMP with -fxmp-check", 300, env)
        rsrc = os.path.join(HIMENO, "reflect_xmp.c")
        exe[("reflect", size)] = out("reflect")
        _run([xmpcc, "-O2"] + macro + [rsrc, "-o", out("reflect")], "build reflect_xmp.c", 300,
             env)
        exe[("reflect-nohoist", size)] = out("reflect-nohoist")
        _run([xmpcc, "-O2", "-disable-pass=reflect-hoist"] + macro
             + [rsrc, "-o", out("reflect-nohoist")], "build reflect_xmp.c without reflect-hoist",
             300, env)
        exe[("mpi", size)] = out("mpi")
        _run([mpicc, "-cc=clang-22", "-O2"] + macro
             + [os.path.join(HIMENO, "himeno_mpi.c"), "-o", out("mpi")], "build MPI", 300)
    return exe


def build_heat(tmp, n_grid):
    """Builds the heat stencil in XMP and MPI; returns {prog: exe}."""
    mpicc = _tool("mpicc.mpich", "tools/install-deps installs it")
    xmpcc = _tool(os.environ.get("XMP_CLANG") or os.path.join(RELEASE, "xmp-clang"),
                  "run cargo build --release")
    env = dict(os.environ)
    env.setdefault("XMP_INCLUDE", os.path.join(REPO, "runtime", "include"))
    d = os.path.join(REPO, "bench", "heat")
    exe = {p: os.path.join(tmp, p) for p in ("heat-xmp", "heat-xmp-nopf", "heat-mpi")}
    _run([xmpcc, "-O2", f"-DHEAT_N={n_grid}", os.path.join(d, "heat_xmp.c"), "-o",
          exe["heat-xmp"]], "build heat_xmp.c", 300, env)
    _run([xmpcc, "-O2", "-disable-pass=stream-prefetch", f"-DHEAT_N={n_grid}",
          os.path.join(d, "heat_xmp.c"), "-o", exe["heat-xmp-nopf"]],
         "build heat_xmp.c without stream-prefetch", 300, env)
    _run([mpicc, "-cc=clang-22", "-O2", f"-DHEAT_N={n_grid}", os.path.join(d, "heat_mpi.c"),
          "-o", exe["heat-mpi"]], "build heat_mpi.c", 300)
    return exe


def build_real(tmp, sizes, nodes):
    """Builds the real-shape Himeno pair per size and node count; returns {(prog, size, n): exe}.
    The decomposition is a compile-time node array in both programs (REAL_DECOMP)."""
    mpicc = _tool("mpicc.mpich", "tools/install-deps installs it")
    xmpcc = _tool(os.environ.get("XMP_CLANG") or os.path.join(RELEASE, "xmp-clang"),
                  "run cargo build --release")
    env = dict(os.environ)
    env.setdefault("XMP_INCLUDE", os.path.join(REPO, "runtime", "include"))
    exe = {}
    for size in sizes:
        macro = [SIZES[size][0]] if SIZES[size][0] else []
        for n in nodes:
            dx, dy, dz = REAL_DECOMP[n]
            dec = [f"-DNDX={dx}", f"-DNDY={dy}", f"-DNDZ={dz}"]
            for prog, cc, src in (("real-xmp", [xmpcc, "-O2"], "himeno_xmp.c"),
                                  ("real-xmp-nopf", [xmpcc, "-O2", "-disable-pass=stream-prefetch"],
                                   "himeno_xmp.c"),
                                  ("real-xmp-chk", [xmpcc, "-O2", "-fxmp-check"], "himeno_xmp.c"),
                                  ("real-mpi", [mpicc, "-cc=clang-22", "-O2"], "himeno_mpi.c")):
                out = os.path.join(tmp, f"{prog}-{size}-{n}")
                _run(cc + macro + dec + [os.path.join(HIMENO_REAL, src), "-o", out],
                     f"build {prog} {size} on {n} nodes", 300, env)
                exe[(prog, size, n)] = out
    return exe


def launcher(prog, n):
    if prog == "serial":
        return []
    if prog in ("mpi", "heat-mpi", "real-mpi"):
        return [_tool("mpiexec.mpich", "tools/install-deps installs it"), "-n", str(n)]
    xmprun = _tool(os.environ.get("XMP_RUN") or os.path.join(RELEASE, "xmprun"),
                   "run cargo build --release")
    return [xmprun, "-n", str(n)]


REFLECT_US = re.compile(rf"^reflect_us {NUM}$", re.M)


def run_reflect(prog, exe, n, reps, timeout):
    """reflect_xmp.c: microseconds per reflect (its own check must pass)."""
    env = {k: v for k, v in os.environ.items() if k not in ("XMP_TRANSPORT", "XMP_STATS")}
    r = _run(launcher("xmp", n) + [exe, str(reps)], f"{prog} on {n} nodes", timeout, env)
    m = REFLECT_US.search(r.stdout)
    if not m or " ok" not in r.stdout:
        raise CommBenchError(f"{prog} on {n} nodes: no result or wrong halo:\n{r.stdout[-1500:]}")
    return float(m.group(1))


def run_once(prog, exe, n, iters, timeout):
    env = {k: v for k, v in os.environ.items() if k not in ("XMP_TRANSPORT", "XMP_STATS")}
    r = _run(launcher(prog, n) + [exe, str(iters)], f"{prog} on {n} nodes", timeout, env)
    got = {}
    for k, rx in FIELDS.items():
        m = rx.search(r.stdout)
        if m:
            got[k] = float(m.group(1))
    need = ["checksum", "mflops", "time_s", "cpu_s"] + (
        [] if prog in ("serial", "heat-xmp", "heat-xmp-nopf", "heat-mpi") or
        prog.startswith("real-") else ["reflect_s"]) + (
        [] if prog in ("heat-xmp", "heat-xmp-nopf", "heat-mpi") else ["pcheck"])
    missing = [k for k in need if k not in got]
    if missing:
        raise CommBenchError(f"{prog} on {n} nodes: output lacks {', '.join(missing)}:\n"
                             f"{r.stdout[-1500:]}{r.stderr[-1500:]}")
    return got


def main(args):
    """Entry point of `tools/bench comm`; returns the exit status."""
    try:
        return _bench(args)
    except CommBenchError as e:
        print(f"bench: error: {e}", file=sys.stderr)
        return 2


def _bench(args):
    smoke = args.smoke
    runs = args.runs or (1 if smoke else 5)
    if runs < 1:
        raise CommBenchError("--runs must be at least 1")
    nodes = args.nodes or ([1, 2] if smoke else NODES)
    sizes = args.size or (["XS"] if smoke else ["S", "M"])
    partial = bool(args.nodes or args.size)
    desc = brt.machine_description()
    desc.append(f"load average before the run: {brt._load()}")
    ncpu = os.cpu_count() or 1
    over = [n for n in nodes if n > ncpu]
    if over:
        desc.append(f"note: {', '.join(map(str, over))} nodes on {ncpu} CPUs: oversubscribed "
                    "(MPICH busy-polls; libxmp-rt's shm transport yields when oversubscribed)")
    print("\n".join(desc))
    print(f"mode: {'smoke' if smoke else 'full'}, runs={runs}, nodes={nodes}, sizes={sizes}")

    samples = {}  # (size, n, prog) -> [result dicts]
    rsamples = {}  # (size, n, reflect program) -> [microseconds per reflect]
    with tempfile.TemporaryDirectory(prefix="xmp-bench-comm-") as tmp:
        exe = build(tmp, sizes)
        for size in sizes:
            iters = SIZES[size][1]
            for i in range(runs):
                for n in nodes:
                    progs = (["serial"] if n == 1 else []) + ["mpi", "xmp", "xmp-nohoist",
                                                              "xmp-nopf", "xmp-chk"]
                    k = i % len(progs)
                    for prog in progs[k:] + progs[:k]:
                        got = run_once(prog, exe[(prog, size)], n, iters, args.timeout)
                        if args.verbose:
                            print(f"run {i + 1} {size} n={n} {prog}: " + " ".join(
                                f"{key}={v:g}" for key, v in got.items()))
                        samples.setdefault((size, n, prog), []).append(got)
                    # The reflect alone, hoisted and not (alternating which goes first).
                    pair = ["reflect", "reflect-nohoist"]
                    for prog in pair[i % 2:] + pair[:i % 2]:
                        us = run_reflect(prog, exe[(prog, size)], n, REFLECT_REPS[size],
                                         args.timeout)
                        if args.verbose:
                            print(f"run {i + 1} {size} n={n} {prog}: reflect_us={us:g}")
                        rsamples.setdefault((size, n, prog), []).append(us)
        heat_n, heat_steps = HEAT["smoke" if smoke else "full"]
        hexe = build_heat(tmp, heat_n)
        for i in range(runs):
            for n in nodes:
                trio = ["heat-mpi", "heat-xmp", "heat-xmp-nopf"]
                for prog in trio[i % 3:] + trio[:i % 3]:
                    got = run_once(prog, hexe[prog], n, heat_steps, args.timeout)
                    if args.verbose:
                        print(f"run {i + 1} heat n={n} {prog}: " + " ".join(
                            f"{key}={v:g}" for key, v in got.items()))
                    samples.setdefault(("heat", n, prog), []).append(got)
        rexe = build_real(tmp, sizes, nodes)
        for size in sizes:
            for i in range(runs):
                for n in nodes:
                    quad = ["real-mpi", "real-xmp", "real-xmp-nopf", "real-xmp-chk"]
                    for prog in quad[i % 4:] + quad[:i % 4]:
                        got = run_once(prog, rexe[(prog, size, n)], n, SIZES[size][1],
                                       args.timeout)
                        if args.verbose:
                            print(f"run {i + 1} real {size} n={n} {prog}: " + " ".join(
                                f"{key}={v:g}" for key, v in got.items()))
                        samples.setdefault((f"real-{size}", n, prog), []).append(got)
    desc.append(f"load average after the run: {brt._load()}")
    print(desc[-1])

    def med(size, n, prog, key):
        return statistics.median(r[key] for r in samples[(size, n, prog)])

    def clock(n):
        # One process per program on 1 node: its CPU time, which a loaded machine disturbs
        # less than the wall clock (as in `foundation`); on more nodes the wall time, which
        # includes the waiting for the other nodes that CPU time would miss.
        return "cpu_s" if n == 1 else "time_s"

    def mflops(size, n, prog):
        """MFLOPS by the row's clock (the programs print them by wall time)."""
        c = clock(n)
        return statistics.median(r["mflops"] * r["time_s"] / r[c]
                                 for r in samples[(size, n, prog)])

    passed = failed = sum_bad = 0
    notes = []
    header = (f"{'size':<4} {'nodes':>5} {'serial MFLOPS':>13} {'MPI MFLOPS':>10} "
              f"{'XMP MFLOPS':>10} {'XMP/MPI':>7} {'limit':>5} {'':<4} {'XMP/serial':>10} "
              f"{'':<4} {'refl off ms/it':>14} {'refl on ms/it':>13} {'MPI halo ms/it':>14} "
              f"{'reflect off us':>14} {'reflect on us':>13} {'pf off/on':>9} "
              f"{'chk/plain':>9} {'':<4}")
    table = ["Himeno (bench/himeno: the XMP loop carries reduction(+:gosa), so xmp-clang "
             "reassociates and vectorises the residual sum, which the MPI and serial programs "
             "accumulate in source order; XMP also gets stream-prefetch at size M; same "
             "allocated extents on both sides):", header, "-" * len(header)]
    for size in sizes:
        iters = SIZES[size][1]
        for n in nodes:
            mpi_t = med(size, n, "mpi", clock(n))
            xmp_t = med(size, n, "xmp", clock(n))
            ratio = xmp_t / mpi_t
            limit = MPI_LIMIT_1 if n == 1 else MPI_LIMIT_N
            ok = ratio <= limit
            passed += ok
            failed += not ok
            ser = "-"
            sver = ""
            ser_mf = "-"
            if n == 1 and (size, 1, "serial") in samples:
                sr = xmp_t / med(size, 1, "serial", clock(1))
                sok = sr <= SERIAL_LIMIT
                passed += sok
                failed += not sok
                ser = f"{sr:.3f}"
                sver = "PASS" if sok else "FAIL"
                ser_mf = f"{mflops(size, 1, 'serial'):.1f}"
            # Checksums: every run of every program must agree (see GOSA_TOL, PCHECK_TOL).
            progs = ("mpi", "xmp", "xmp-nohoist", "xmp-nopf", "xmp-chk") + (
                ("serial",) if n == 1 else ())
            refp = "serial" if n == 1 else "mpi"
            for field, tol in (("checksum", GOSA_TOL), ("pcheck", PCHECK_TOL)):
                sums = {p: {r[field] for r in samples[(size, n, p)]} for p in progs}
                ref = next(iter(sums[refp]))
                for p, vals in sums.items():
                    for v in vals:
                        if abs(v - ref) > tol * abs(ref):
                            failed += 1
                            sum_bad += 1
                            notes.append(f"FAIL {field} {size} n={n} {p}: {v:.12e} vs {ref:.12e}")
            per_it = lambda p: 1e3 * med(size, n, p, "reflect_s") / iters  # noqa: E731
            chk = med(size, n, "xmp-chk", clock(n)) / xmp_t
            chk_ok = chk <= CHECK_LIMIT
            passed += chk_ok
            failed += not chk_ok
            table.append(
                f"{size:<4} {n:>5} {ser_mf:>13} {mflops(size, n, 'mpi'):>10.1f} "
                f"{mflops(size, n, 'xmp'):>10.1f} {ratio:>7.3f} {limit:>5.2f} "
                f"{'PASS' if ok else 'FAIL':<4} {ser:>10} {sver:<4} "
                f"{per_it('xmp-nohoist'):>14.4f} {per_it('xmp'):>13.4f} {per_it('mpi'):>14.4f} "
                f"{statistics.median(rsamples[(size, n, 'reflect-nohoist')]):>14.2f} "
                f"{statistics.median(rsamples[(size, n, 'reflect')]):>13.2f} "
                f"{med(size, n, 'xmp-nopf', clock(n)) / xmp_t:>9.3f} "
                f"{chk:>9.3f} {'PASS' if chk_ok else 'FAIL':<4}")
    table.append("")
    table.append(f"2-D periodic heat stencil {heat_n}x{heat_n}, {heat_steps} steps (no reduction; "
                 "XMP gets stream-prefetch at the full size, MPI none):")
    hh = (f"{'nodes':>5} {'MPI MFLOPS':>10} {'XMP MFLOPS':>10} {'XMP/MPI':>7} {'limit':>5} "
          f"{'':<4} {'XMP no-pf MFLOPS':>16} {'pf off/on':>9}")
    table += [hh, "-" * len(hh)]
    for n in nodes:
        ratio = med("heat", n, "heat-xmp", clock(n)) / med("heat", n, "heat-mpi", clock(n))
        pf_ratio = med("heat", n, "heat-xmp-nopf", clock(n)) / med("heat", n, "heat-xmp", clock(n))
        limit = MPI_LIMIT_1 if n == 1 else MPI_LIMIT_N
        ok = ratio <= limit
        passed += ok
        failed += not ok
        sums = {r["checksum"] for p in ("heat-xmp", "heat-xmp-nopf", "heat-mpi")
                for r in samples[("heat", n, p)]}
        ref = next(iter(sums))
        if any(abs(v - ref) > 1e-9 * abs(ref) for v in sums):
            failed += 1
            sum_bad += 1
            notes.append(f"FAIL checksum heat n={n}: {sorted(sums)}")
        table.append(f"{n:>5} {mflops('heat', n, 'heat-mpi'):>10.1f} "
                     f"{mflops('heat', n, 'heat-xmp'):>10.1f} {ratio:>7.3f} {limit:>5.2f} "
                     f"{'PASS' if ok else 'FAIL':<4} {mflops('heat', n, 'heat-xmp-nopf'):>16.1f} "
                     f"{pf_ratio:>9.3f}")
    table.append("")
    table.append("Real-shape Himeno (bench/himeno-real: parenthesis-form 3-D template over "
                 "n(NDZ, NDY, NDX), reversed alignment, asymmetric shadows, file-scope loop "
                 "bounds, gosa accumulated without a reduction clause in both programs: no "
                 "reassociation on either side; the same scalar inner loop, stream-prefetch "
                 "inserts no prefetch in it, so pf off/on is noise; what differs is the layout: "
                 "XMP allocates the declared shadows on every node, e.g. p and a[q] of "
                 "132x132x258 against MPI's 129x129x257 at M on 1 node, and the copy-back loop, "
                 "which MPI's clang turns into memcpy):")
    rh = (f"{'size':<4} {'nodes':>5} {'MPI MFLOPS':>10} {'XMP MFLOPS':>10} {'XMP/MPI':>7} "
          f"{'limit':>5} {'':<4} {'XMP no-pf MFLOPS':>16} {'pf off/on':>9} {'chk/plain':>9} "
          f"{'':<4}")
    table += [rh, "-" * len(rh)]
    for size in sizes:
        key = f"real-{size}"
        for n in nodes:
            ratio = med(key, n, "real-xmp", clock(n)) / med(key, n, "real-mpi", clock(n))
            pf_ratio = (med(key, n, "real-xmp-nopf", clock(n))
                        / med(key, n, "real-xmp", clock(n)))
            chk = med(key, n, "real-xmp-chk", clock(n)) / med(key, n, "real-xmp", clock(n))
            chk_ok = chk <= CHECK_LIMIT
            passed += chk_ok
            failed += not chk_ok
            limit = REAL_LIMIT_1 if n == 1 else REAL_LIMIT_N
            ok = ratio <= limit
            passed += ok
            failed += not ok
            # Same decomposition, same accumulation order within a node: gosa agrees closely,
            # pcheck exactly up to rounding of the double sum.
            for field, tol in (("checksum", GOSA_TOL), ("pcheck", PCHECK_TOL)):
                vals = {r[field] for p in ("real-xmp", "real-xmp-nopf", "real-xmp-chk", "real-mpi")
                        for r in samples[(key, n, p)]}
                ref = next(iter(vals))
                if any(abs(v - ref) > tol * abs(ref) for v in vals):
                    failed += 1
                    sum_bad += 1
                    notes.append(f"FAIL {field} real {size} n={n}: {sorted(vals)}")
            table.append(f"{size:<4} {n:>5} {mflops(key, n, 'real-mpi'):>10.1f} "
                         f"{mflops(key, n, 'real-xmp'):>10.1f} {ratio:>7.3f} {limit:>5.2f} "
                         f"{'PASS' if ok else 'FAIL':<4} "
                         f"{mflops(key, n, 'real-xmp-nopf'):>16.1f} {pf_ratio:>9.3f} "
                         f"{chk:>9.3f} {'PASS' if chk_ok else 'FAIL':<4}")
    table += notes
    table.append(f"{passed} passed, {failed} failed (XMP/MPI and XMP/serial are ratios of the "
                 "median times of the timed iterations, lower is better for XMP: CPU time on 1 "
                 "node, wall time on more; MFLOPS by the same clock)")
    table.append("refl off/on ms/it: time in `reflect (p)` per Himeno iteration without/with "
                 "reflect-hoist (slowest node; includes waiting for the neighbours' sweeps); "
                 "MPI halo: the same for MPI_Sendrecv; reflect off/on us: reflect_xmp.c, the "
                 "reflect alone, microseconds per reflect without/with reflect-hoist; pf off/on: "
                 "time without stream-prefetch / time with it (above 1: the pass helps); "
                 f"chk/plain: time with -fxmp-check / time without (limit {CHECK_LIMIT})")
    print("\n".join(table))
    if smoke or partial:
        # A smoke run fails only on wrong results (checksums), never on ratios.
        return (1 if sum_bad else 0) if smoke else (0 if failed == 0 else 1)
    path = args.out or brt.results_path("comm")
    with open(path, "w") as f:
        f.write("tools/bench comm: Himeno, XMP global view vs C+MPI vs serial C\n")
        f.write("\n".join(desc) + "\n")
        f.write(f"runs={runs} (median of alternated runs), nodes={nodes}, sizes={sizes}, "
                f"iterations={[SIZES[s][1] for s in sizes]}\n\n")
        f.write("\n".join(table) + "\n")
    print(f"results written to {os.path.relpath(path, REPO)}")
    return 0 if failed == 0 else 1
