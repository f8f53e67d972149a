"""What the tools/bench suites that time xmp-clang's code against clang-22's share: the
subcommand's common options, the pair of builds, the order of alternated runs, reading a
program's result lines, and the end of a run (smoke: the table only; full: the table with the
machine description in a results file).

The process, tool and results-file plumbing stays in bench_runtime (every suite uses it); this
module is the comparison protocol built on it, so that each suite states only its programs,
cases and verdicts.
"""

import os

import bench_runtime as br


def add_suite_parser(sub, name, summary, smoke, runs, verbose):
    """Registers subcommand `name` with --smoke, --runs, --out and -v (`smoke`, `runs` and
    `verbose` are their help texts); returns its parser for the suite's own options."""
    r = sub.add_parser(name, help=summary)
    r.add_argument("--smoke", action="store_true", help=smoke)
    r.add_argument("--runs", type=int, help=runs)
    r.add_argument("--out", metavar="PATH",
                   help=f"results file of a full run (default bench/results/{name}-<date>-<commit>.txt)")
    r.add_argument("-v", "--verbose", action="store_true", help=verbose)
    return r


def release_tool(name):
    """The path of `name` in the release build under test, or a RuntimeBenchError saying how
    to build it."""
    return br._need(os.path.join(br.RELEASE, name), "run cargo build --release")


def build_pair(src, flags, tmp, stem):
    """Builds `src` with clang-22 and with xmp-clang, the same `flags` for both, into `tmp`;
    returns the two executables (clang-22's, xmp-clang's)."""
    clang = br._tool("clang-22")
    xmp = release_tool("xmp-clang")
    exe_c = os.path.join(tmp, f"{stem}-clang")
    exe_x = os.path.join(tmp, f"{stem}-xmp")
    br._run([clang, *flags, src, "-o", exe_c], "clang-22 build", 300)
    br._run([xmp, *flags, src, "-o", exe_x], "xmp-clang build", 300)
    return exe_c, exe_x


def alternated(items, r):
    """The order of run `r` over `items`: as given on even runs, reversed on odd ones, so that
    a drift in the machine's load during the runs hits every item alike."""
    return list(items) if r % 2 == 0 else list(items)[::-1]


def search(pattern, out, what, lacks="result line"):
    """The first match of the compiled `pattern` in the output of run `what`, or a
    RuntimeBenchError saying that it lacks `lacks`: a run without its result line is a failed
    run, not a zero time."""
    m = pattern.search(out)
    if not m:
        raise br.RuntimeBenchError(f"{what}: no {lacks} in its output")
    return m


def finish(args, kind, lines, failed):
    """Prints the result `lines`; a smoke run then ends with status 0 whatever the verdicts
    (its sizes are too small to mean anything). A full run writes them, after the machine
    description, to args.out or bench/results/<kind>-<date>-<commit>.txt, and ends with status
    1 when `failed` counts any failed target."""
    print("\n".join(lines))
    if args.smoke:
        return 0
    path = args.out or br.results_path(kind)
    with open(path, "w") as f:
        f.write("\n".join(br.machine_description() + [""] + lines) + "\n")
    print(f"results written to {os.path.relpath(path, br.REPO)}")
    return 1 if failed else 0
