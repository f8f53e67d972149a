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
