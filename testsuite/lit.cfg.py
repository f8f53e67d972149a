# lit configuration for the xmp-clang test suite.
#
# Run with `lit -sv testsuite` from the repository root (or any subfolder).
# Substitutions:
#   %xmpcc  -> the xmp-clang driver: $XMP_CLANG, else target/release/xmp-clang
#              if it exists, else target/debug/xmp-clang
#   %clang  -> clang-22 (the reference compiler for differential tests)
#   %xmprun -> the launcher: $XMP_RUN, else target/release/xmprun (else debug)
# FileCheck, not and count come from LLVM 22's bin folder, which is put first on PATH.

import os
import shutil

import lit.formats

config.name = "xmp-clang"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".c", ".test"]
# Helper sources (interop objects, inputs) live in Inputs/ folders and are not tests.
config.excludes = ["Inputs", "lit.cfg.py", "COVERAGE.md"]

config.test_source_root = os.path.dirname(__file__)
repo_root = os.path.dirname(config.test_source_root)
# Keep outputs out of the source tree (target/ is git-ignored). Concurrent runs from several
# target dirs must not overwrite each other's binaries: XMP_LIT_OUT, else a folder beside the
# compiler under test when XMP_CLANG points into a target dir, else target/lit.
_lit_out = os.environ.get("XMP_LIT_OUT")
if not _lit_out and os.environ.get("XMP_CLANG"):
    _profile_dir = os.path.dirname(os.path.abspath(os.environ["XMP_CLANG"]))
    if os.path.basename(os.path.dirname(os.path.dirname(_profile_dir))) == "target":
        _lit_out = os.path.join(os.path.dirname(_profile_dir), "lit")
config.test_exec_root = _lit_out or os.path.join(repo_root, "target", "lit")

llvm_bin = "/usr/lib/llvm-22/bin"


def _tool_from_target(name, env_var):
    """An explicit env override, else the release build, else the debug build."""
    override = os.environ.get(env_var)
    if override:
        # A bare command name (e.g. XMP_CLANG=clang-22 to check the tests themselves) is looked
        # up on PATH; anything with a slash is a path.
        if os.sep not in override:
            return shutil.which(override) or override
        return os.path.abspath(override)
    for profile in ("release", "debug"):
        candidate = os.path.join(repo_root, "target", profile, name)
        if os.path.exists(candidate):
            return candidate
    # Not built yet: point at the release path so failures name the missing file.
    return os.path.join(repo_root, "target", "release", name)


xmpcc = _tool_from_target("xmp-clang", "XMP_CLANG")
xmprun = _tool_from_target("xmprun", "XMP_RUN")
clang = shutil.which("clang-22") or os.path.join(llvm_bin, "clang")

# The transport XMP programs are built for and launched with: `lit --param transport=mpi` runs
# the same files over MPI (launched by mpiexec.mpich; RUN lines with more than 4 nodes are
# guarded by `%if !transport-mpi`, since MPICH busy-polls when oversubscribed on 2 cores).
transport = lit_config.params.get("transport", "shm")
if transport not in ("shm", "mpi"):
    lit_config.fatal("unknown transport '%s' (expected shm or mpi)" % transport)
config.available_features.add("transport-" + transport)
if transport == "mpi":
    xmpcc = xmpcc + " --transport=mpi"
    xmprun = shutil.which("mpiexec.mpich") or "mpiexec.mpich"

# Longest first, so '%xmpcc' is not eaten by a shorter prefix substitution.
config.substitutions.append(("%xmprun", xmprun))
config.substitutions.append(("%xmpcc", xmpcc))
config.substitutions.append(("%clang", clang))
config.substitutions.append(("%python", "python3"))

path = os.pathsep.join([llvm_bin, os.environ.get("PATH", "")])
config.environment["PATH"] = path
for var in ("HOME", "TMPDIR", "LANG", "LC_ALL", "XMP_CLANG", "XMP_RUN"):
    if var in os.environ:
        config.environment[var] = os.environ[var]

# Per-test timeout (lit enforces it through psutil).
try:
    import psutil  # noqa: F401

    config.maxIndividualTestTime = 120
except ImportError:
    lit_config.warning("psutil is not installed: tests run without a per-test timeout")

if shutil.which("gdb", path=path):
    config.available_features.add("gdb")
if shutil.which("gcc", path=path):
    config.available_features.add("gcc")
for _tool in ("cmake", "ninja", "make", "pkg-config"):
    if shutil.which(_tool, path=path):
        config.available_features.add(_tool)
# MPICH's compiler wrapper, for tests that link objects of MPI libraries with XMP programs.
if shutil.which("mpicc.mpich", path=path):
    config.available_features.add("mpicc")
if shutil.which("python3", path=path):
    config.available_features.add("python3")
# Intrinsic kernels compiled with -mavx2 -mfma run only where the CPU has both.
try:
    with open("/proc/cpuinfo") as _f:
        _flags = next((l.split(":", 1)[1].split() for l in _f if l.startswith("flags")), [])
    if "avx2" in _flags and "fma" in _flags:
        config.available_features.add("cpu-avx2-fma")
except OSError:
    pass
