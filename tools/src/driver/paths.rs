//! Where the driver finds clang, the runtime headers and the runtime library: relative to its own
//! executable, so `target/release/xmp-clang` works straight after `cargo build --release`.

use std::path::{Path, PathBuf};

/// The clang used to preprocess and link: `$CLANG`, else `clang-22` on PATH, else LLVM 22's.
pub fn clang() -> PathBuf {
    if let Some(p) = std::env::var_os("CLANG") {
        return PathBuf::from(p);
    }
    if let Ok(p) = which::which("clang-22") {
        return p;
    }
    PathBuf::from("/usr/lib/llvm-22/bin/clang")
}

/// The directory of the running executable (symbolic links resolved).
pub fn exe_dir() -> Option<PathBuf> {
    std::env::current_exe()
        .ok()?
        .canonicalize()
        .ok()?
        .parent()
        .map(Path::to_path_buf)
}

/// The directory with `xmp.h`: `$XMP_INCLUDE`, else `<repo>/runtime/include` for a binary in
/// `<repo>/target/<profile>/` (or `<repo>/target/<dir>/<profile>/`, a `CARGO_TARGET_DIR` inside
/// `target/`), else `<prefix>/include/xmp` for an installed `<prefix>/bin`.
pub fn runtime_include() -> Option<PathBuf> {
    if let Some(p) = std::env::var_os("XMP_INCLUDE") {
        return Some(PathBuf::from(p));
    }
    let dir = exe_dir()?;
    [
        dir.join("../../runtime/include"),
        dir.join("../../../runtime/include"),
        dir.join("../include/xmp"),
    ]
    .into_iter()
    .find(|p| p.join("xmp.h").is_file())
    .and_then(|p| p.canonicalize().ok())
}

/// The directory holding `libxmp_rt.a`: `$XMP_LIB`, else next to the driver (cargo puts the
/// staticlib there), else `<prefix>/lib`.
pub fn runtime_lib_dir() -> Option<PathBuf> {
    if let Some(p) = std::env::var_os("XMP_LIB") {
        return Some(PathBuf::from(p));
    }
    let dir = exe_dir()?;
    [dir.clone(), dir.join("../lib")]
        .into_iter()
        .find(|p| p.join("libxmp_rt.a").is_file())
}

/// The headers a program sees for `--transport=`: with `mpi`, MPICH's include directory
/// (`$XMP_MPI_INCLUDE`, else the first of the usual places that holds `mpi.h`; None when none
/// does); with `shm`, the runtime's `no-mpi/` folder, whose `mpi.h` is an `#error` naming
/// `--transport=mpi`.
pub fn transport_include(mpi: bool) -> Option<PathBuf> {
    if !mpi {
        return runtime_include()
            .map(|p| p.join("no-mpi"))
            .filter(|p| p.join("mpi.h").is_file());
    }
    if let Some(p) = std::env::var_os("XMP_MPI_INCLUDE") {
        return Some(PathBuf::from(p));
    }
    [
        "/usr/include/x86_64-linux-gnu/mpich",
        "/usr/include/mpich",
        "/usr/include/mpich-x86_64",
        "/usr/lib/x86_64-linux-gnu/mpich/include",
        "/usr/include",
    ]
    .into_iter()
    .map(PathBuf::from)
    .find(|p| p.join("mpi.h").is_file())
}

/// The script that builds the MPI runtime, when the driver runs from a source tree
/// (`<repo>/target/<profile>/` or `<repo>/target/<dir>/<profile>/`).
pub fn mpi_runtime_builder() -> Option<PathBuf> {
    let dir = exe_dir()?;
    [
        dir.join("../../tools/build-mpi-runtime"),
        dir.join("../../../tools/build-mpi-runtime"),
    ]
    .into_iter()
    .find(|p| p.is_file())
    .and_then(|p| p.canonicalize().ok())
}

/// The directory with LLVM's OpenMP runtime (`libomp.so`): next to the clang in use
/// (`<llvm>/bin/clang` -> `<llvm>/lib`), else LLVM 22's.
pub fn libomp_dir() -> PathBuf {
    let from_clang = clang()
        .canonicalize()
        .ok()
        .and_then(|c| Some(c.parent()?.parent()?.join("lib")))
        .filter(|d| d.join("libomp.so").exists());
    from_clang.unwrap_or_else(|| PathBuf::from("/usr/lib/llvm-22/lib"))
}
