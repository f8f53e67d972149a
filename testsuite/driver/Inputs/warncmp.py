"""Compares the warnings of xmp-clang and clang-22 on one file under several flag sets.

Usage: warncmp.py XMPCC CLANG FILE [pedantic|analysis|default-error]: the last word picks the
flag sets about extensions, clang's analysis warnings (-Wall, -Wextra, -Wshadow and their parts)
or its errors-by-default warnings. For each flag set both compilers run with `-fsyntax-only`;
what is compared is the set of (line, severity, [-W...] tag) of the diagnostics and whether the
exit status is zero. Prints one line per flag set and exits 1 on any difference.
"""
import re
import subprocess
import sys

FLAG_SETS = [
    [],
    ["-Wall"],
    ["-Wall", "-Wno-unknown-pragmas"],
    ["-Wno-unknown-pragmas", "-Wall"],
    ["-Werror"],
    ["-Wall", "-Werror", "-Wno-error=return-type"],
    ["-Wall", "-Werror", "-Wno-error"],
    ["-w"],
    ["-w", "-Werror=return-type"],
    ["-Werror=unknown-pragmas"],
    ["-Wunknown-pragmas", "-Wno-return-type", "-Wno-unused-value"],
    ["-Wno-unused-comparison", "-Werror=unused-value"],
    ["-Wextra"],
    ["-Wall", "-Wno-error=unknown-pragmas", "-Werror"],
]

PEDANTIC_SETS = [
    [],
    ["-pedantic"],
    ["-pedantic-errors"],
    ["-pedantic-errors", "-Wno-gnu-zero-variadic-macro-arguments"],
    ["-pedantic", "-Werror"],
    ["-Wgnu-zero-variadic-macro-arguments"],
    ["-pedantic-errors", "-w"],
]

ANALYSIS_SETS = [
    [],
    ["-Wall"],
    ["-Wextra"],
    ["-Wall", "-Wextra"],
    ["-Wall", "-Wextra", "-Wshadow"],
    ["-Wshadow"],
    ["-Wall", "-Wno-unused"],
    ["-Wall", "-Wno-unused-variable", "-Wno-unused-function"],
    ["-Wunused-function"],
    ["-Wunused-parameter", "-Wunused-label", "-Wunused-but-set-variable"],
    ["-Wall", "-Wno-format"],
    ["-Wno-format-security", "-Wno-format-extra-args", "-Wno-format-invalid-specifier"],
    ["-Wall", "-Wno-parentheses"],
    ["-Wno-everything", "-Wparentheses"],
    ["-Wno-everything", "-Wsign-compare", "-Wuninitialized"],
    ["-Wno-tautological-compare", "-Wno-empty-body", "-Wno-shift-op-parentheses",
     "-Wno-parentheses-equality"],
    ["-Werror=format"],
    ["-Wall", "-Werror=unused-variable"],
    # Few enough errors for clang's -ferror-limit (20).
    ["-Wall", "-Werror", "-Wno-error=unused", "-Wno-error=format", "-Wno-error=parentheses"],
    ["-Wall", "-Werror=sign-compare", "-Wextra"],
    ["-w", "-Wall"],
]

DEFAULT_ERROR_SETS = [
    [],
    ["-Wall"],
    ["-w"],
    ["-Wno-error"],
    ["-Wno-parentheses"],
    ["-Wno-error=parentheses"],
    ["-Wno-implicit-function-declaration"],
    ["-Wno-error=implicit-function-declaration"],
    ["-Wno-error=implicit", "-Wno-error=all"],
    ["-Wno-everything"],
    ["-Werror", "-Wno-error=parentheses"],
]

DIAG = re.compile(r"^[^:\s]+:(\d+):\d+: (warning|error): .*?(\[-W[^\]]*\])?$")


def diags(cmd):
    p = subprocess.run(cmd, capture_output=True, text=True)
    found = set()
    for line in p.stderr.splitlines():
        m = DIAG.match(line)
        if m:
            found.add((int(m.group(1)), m.group(2), m.group(3) or ""))
    return found, p.returncode == 0


def main():
    xmpcc, clang, src = sys.argv[1:4]
    sets = {
        "pedantic": PEDANTIC_SETS,
        "analysis": ANALYSIS_SETS,
        "default-error": DEFAULT_ERROR_SETS,
    }.get(sys.argv[4] if len(sys.argv) > 4 else "", FLAG_SETS)
    bad = 0
    for flags in sets:
        ours = diags([xmpcc, "-fsyntax-only", *flags, src])
        theirs = diags([clang, "-fsyntax-only", *flags, src])
        same = ours == theirs
        print(("same" if same else "DIFFERENT"), " ".join(flags) or "(none)", sorted(ours[0]), ours[1])
        if not same:
            print("  clang-22:", sorted(theirs[0]), theirs[1])
            bad += 1
    sys.exit(1 if bad else 0)


main()
