//! The `xmp-clang` driver: parses clang-style flags, runs the pipeline on each source
//! (preprocess, parse, lower, passes, LLVM), and links through clang.

pub mod args;
pub mod paths;

use args::{Action, Input, Options, Parsed};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Command;
use xmp_codegen::{CodegenOptions, OutputKind};
use xmp_frontend::diag::{Diagnostic, Severity};
use xmp_frontend::source::SourceMap;

const HELP: &str = "\
OVERVIEW: xmp-clang, a native compiler for XcalableMP/C

USAGE: xmp-clang [options] file...

OPTIONS:
  -O0 -O1 -O2 -O3     optimisation level (-O1/-O3 run LLVM's default<O1>/<O3>)
  -o <file>           write output to <file>
  -c                  compile to object files, do not link
  -S                  emit assembly (LLVM IR text with -emit-llvm)
  -emit-llvm          with -S or -c: emit LLVM IR text or bitcode
  -E                  preprocess only
  -fsyntax-only       check the program, produce nothing
  -ast-dump           print the syntax tree (XMP directives included)
  -emit-xir           print XIR, the compiler's own IR
  -g                  DWARF line tables and variables
  -I<dir> -D<m>[=v] -U<m>   preprocessor options
  -L<dir> -l<lib>     linker options; .o/.a/.so inputs are linked as given
  -std=<std>          language standard (default gnu17, as clang)
  --transport=shm|mpi XMP runtime transport to link (default shm; run with xmprun / mpiexec)
  -w  -W...           warning options (accepted)
  --version  --help
";

/// Runs the driver with `args` (without the program name); returns the exit status.
pub fn run(args: &[String]) -> i32 {
    let opts = match args::parse(args) {
        Ok(Parsed::Help) => {
            print!("{HELP}");
            return 0;
        }
        Ok(Parsed::Version) => {
            println!(
                "xmp-clang version {} (XcalableMP/C; LLVM 22)",
                env!("CARGO_PKG_VERSION")
            );
            println!("Target: x86_64-pc-linux-gnu");
            return 0;
        }
        Ok(Parsed::Run(o)) => o,
        Err(e) => {
            eprintln!("xmp-clang: error: {e}");
            return 1;
        }
    };
    let sources: Vec<PathBuf> = opts.sources().cloned().collect();
    let has_link_inputs = opts
        .inputs
        .iter()
        .any(|i| matches!(i, Input::Link(a) if !a.starts_with('-')));
    if sources.is_empty() && !(opts.action == Action::Link && has_link_inputs) {
        eprintln!("xmp-clang: error: no input files");
        return 1;
    }
    if opts.output.is_some() && sources.len() > 1 && opts.action != Action::Link {
        eprintln!("xmp-clang: error: cannot specify -o when generating multiple output files");
        return 1;
    }
    for s in &sources {
        if !s.exists() {
            eprintln!(
                "xmp-clang: error: no such file or directory: '{}'",
                s.display()
            );
            return 1;
        }
    }
    let color = opts.color.unwrap_or(false);
    match opts.action {
        Action::Preprocess => preprocess_only(&opts, &sources),
        Action::Link => {
            let tmp = match tempfile::Builder::new().prefix("xmp-clang").tempdir() {
                Ok(t) => t,
                Err(e) => {
                    eprintln!("xmp-clang: error: cannot create a temporary directory: {e}");
                    return 1;
                }
            };
            let mut link_inputs = Vec::new();
            let mut uses_runtime = false;
            for (n, input) in opts.inputs.iter().enumerate() {
                match input {
                    Input::Source(src) => {
                        let stem = src.file_stem().and_then(|s| s.to_str()).unwrap_or("input");
                        let obj = tmp.path().join(format!("{stem}-{n}.o"));
                        let rc = compile_one(&opts, src, Some(&obj), color, &mut uses_runtime);
                        if rc != 0 {
                            return rc;
                        }
                        link_inputs.push(obj.to_string_lossy().into_owned());
                    }
                    Input::Link(a) => link_inputs.push(a.clone()),
                }
            }
            link(&opts, &link_inputs, uses_runtime)
        }
        _ => {
            for src in &sources {
                let out = output_path(&opts, src);
                let rc = compile_one(&opts, src, out.as_deref(), color, &mut false);
                if rc != 0 {
                    return rc;
                }
            }
            0
        }
    }
}

/// Default output names as clang picks them: `x.o` for `-c`, `x.s`/`x.ll` for `-S`, `x.bc` for
/// `-c -emit-llvm`; `None` means stdout.
fn output_path(opts: &Options, src: &Path) -> Option<PathBuf> {
    if let Some(o) = &opts.output {
        if o.as_os_str() == "-" {
            return None;
        }
        return Some(o.clone());
    }
    let ext = match (opts.action, opts.emit_llvm) {
        (Action::Object, false) => "o",
        (Action::Object, true) => "bc",
        (Action::Assembly, false) => "s",
        (Action::Assembly, true) => "ll",
        _ => return None,
    };
    let stem = src.file_stem()?;
    Some(PathBuf::from(stem).with_extension(ext))
}

/// The include directories and macros that `--transport=` adds after the user's: with `mpi`,
/// MPICH's headers and `_XMP_TRANSPORT_MPI` (xmp.h then declares the reference's MPI
/// interface), as mpicc does; with `shm`, a `mpi.h` that is an error naming `--transport=mpi`.
fn transport_cpp(opts: &Options) -> Result<(Vec<PathBuf>, Vec<String>), String> {
    let mpi = opts.transport == args::Transport::Mpi;
    let dirs: Vec<PathBuf> = paths::transport_include(mpi).into_iter().collect();
    if !mpi {
        return Ok((dirs, Vec::new()));
    }
    if dirs.is_empty() {
        return Err("--transport=mpi: cannot find MPICH's mpi.h (install libmpich-dev, or set XMP_MPI_INCLUDE to the directory that holds it)".into());
    }
    Ok((dirs, vec!["_XMP_TRANSPORT_MPI=1".to_string()]))
}

fn cpp_options(opts: &Options) -> Result<xmp_frontend::preprocess::PreprocessOptions, String> {
    let mut include_dirs: Vec<PathBuf> = opts.include_dirs.iter().map(PathBuf::from).collect();
    if let Some(inc) = paths::runtime_include() {
        include_dirs.push(inc);
    }
    let (tp_dirs, tp_defines) = transport_cpp(opts)?;
    include_dirs.extend(tp_dirs);
    let mut defines = opts.defines.clone();
    defines.extend(tp_defines);
    Ok(xmp_frontend::preprocess::PreprocessOptions {
        clang: paths::clang(),
        include_dirs,
        defines,
        undefines: opts.undefines.clone(),
        std: opts.std.clone(),
        extra: opts.cpp_extra.clone(),
    })
}

fn preprocess_only(opts: &Options, sources: &[PathBuf]) -> i32 {
    let (tp_dirs, tp_defines) = match transport_cpp(opts) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("xmp-clang: error: {e}");
            return 1;
        }
    };
    let mut cmd = Command::new(paths::clang());
    cmd.arg("-E").arg("-D_XCALABLEMP");
    for d in &opts.include_dirs {
        cmd.arg(format!("-I{d}"));
    }
    if let Some(inc) = paths::runtime_include() {
        cmd.arg("-I").arg(inc);
    }
    for d in tp_dirs {
        cmd.arg("-I").arg(d);
    }
    for d in opts.defines.iter().chain(&tp_defines) {
        cmd.arg(format!("-D{d}"));
    }
    for u in &opts.undefines {
        cmd.arg(format!("-U{u}"));
    }
    if let Some(s) = &opts.std {
        cmd.arg(format!("-std={s}"));
    }
    cmd.args(&opts.cpp_extra).args(sources);
    if let Some(o) = &opts.output {
        cmd.arg("-o").arg(o);
    }
    exit_code_of(cmd.status())
}

fn exit_code_of(status: std::io::Result<std::process::ExitStatus>) -> i32 {
    match status {
        Ok(s) => s.code().unwrap_or(1),
        Err(e) => {
            eprintln!("xmp-clang: error: cannot run clang: {e}");
            1
        }
    }
}

/// Prints diagnostics; returns true when there was an error (or a warning under `-Werror`).
fn report(opts: &Options, diags: &[Diagnostic], sm: &SourceMap, color: bool) -> bool {
    let shown: Vec<Diagnostic> = diags
        .iter()
        .filter(|d| !(opts.no_warnings && d.severity == Severity::Warning))
        .cloned()
        .collect();
    let mut err = std::io::stderr().lock();
    xmp_frontend::diag::render::render(&shown, sm, color, &mut err);
    let _ = err.flush();
    diags
        .iter()
        .any(|d| d.severity == Severity::Error || (opts.werror && d.severity == Severity::Warning))
}

/// Writes `text` to `out`, or stdout when `None`.
fn write_text(out: Option<&Path>, text: &str) -> i32 {
    let r = match out {
        Some(p) => std::fs::write(p, text),
        None => std::io::stdout().lock().write_all(text.as_bytes()),
    };
    match r {
        Ok(()) => 0,
        Err(e) => {
            eprintln!("xmp-clang: error: cannot write output: {e}");
            1
        }
    }
}

/// Compiles one source through the pipeline up to what `opts.action` asks for; sets
/// `uses_runtime` when the unit needs the XMP runtime linked.
fn compile_one(
    opts: &Options,
    src: &Path,
    out: Option<&Path>,
    color: bool,
    uses_runtime: &mut bool,
) -> i32 {
    let cpp = match cpp_options(opts) {
        Ok(c) => c,
        Err(e) => {
            eprintln!("xmp-clang: error: {e}");
            return 1;
        }
    };
    let parsed = xmp_frontend::parse_file(src, &cpp);
    if report(opts, &parsed.diags.list, &parsed.source_map, color) {
        return 1;
    }
    let Some(unit) = parsed.unit else {
        return 1;
    };
    if opts.action == Action::AstDump {
        let mut buf = Vec::new();
        xmp_frontend::dump::dump_ast(&unit, &parsed.source_map, &mut buf);
        return write_text(out, &String::from_utf8_lossy(&buf));
    }
    let (module, diags) = xmp_ir::lower::lower(&unit, parsed.source_map.clone());
    if report(opts, &diags.list, &parsed.source_map, color) {
        return 1;
    }
    let Some(mut module) = module else {
        return 1;
    };
    *uses_runtime |= module.xmp.uses_runtime;
    if cfg!(debug_assertions) {
        if let Err(e) = xmp_ir::verify::verify(&module) {
            eprintln!("xmp-clang: internal error: XIR verifier: {e}");
            return 70;
        }
    }
    // XIR passes (none at -O0 unless named by -passes=).
    let mut passes = match xmp_ir::passes::pipeline(opts.opt_level, &opts.passes) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("xmp-clang: error: {e}");
            return 1;
        }
    };
    if !passes.is_empty() {
        let r = xmp_ir::passes::run_pipeline(&mut module, &mut passes, &opts.passes);
        if !r.printed.is_empty() {
            let _ = std::io::stderr().lock().write_all(r.printed.as_bytes());
        }
        if !r.stats.is_empty() {
            let _ = std::io::stderr().lock().write_all(r.stats.as_bytes());
        }
        if cfg!(debug_assertions) {
            if let Err(e) = xmp_ir::verify::verify(&module) {
                eprintln!("xmp-clang: internal error: XIR verifier after passes: {e}");
                return 70;
            }
        }
    }
    match opts.action {
        Action::SyntaxOnly => 0,
        Action::EmitXir => write_text(out, &xmp_ir::print::print_module(&module)),
        _ => {
            let kind = match (opts.action, opts.emit_llvm) {
                (Action::Assembly, true) => OutputKind::LlvmIr,
                (Action::Assembly, false) => OutputKind::Assembly,
                (Action::Object, true) => OutputKind::Bitcode,
                _ => OutputKind::Object,
            };
            if let Some((span, msg)) = module.xmp.unsupported_in_codegen() {
                let d = Diagnostic::error(span, msg);
                report(opts, &[d], &parsed.source_map, color);
                return 1;
            }
            let cg = CodegenOptions {
                opt_level: opts.opt_level,
                debug_info: opts.debug,
                target_cpu: opts.target_cpu.clone(),
            };
            // Text outputs to stdout go through a temporary file.
            let tmp;
            let path = match out {
                Some(p) => p,
                None => {
                    tmp = match tempfile::NamedTempFile::new() {
                        Ok(t) => t,
                        Err(e) => {
                            eprintln!("xmp-clang: error: cannot create a temporary file: {e}");
                            return 1;
                        }
                    };
                    tmp.path()
                }
            };
            if let Err(e) = xmp_codegen::emit(&module, &cg, kind, path) {
                eprintln!("xmp-clang: internal error: code generation failed: {e}");
                return 70;
            }
            if out.is_none() {
                match std::fs::read(path) {
                    Ok(bytes) => {
                        let _ = std::io::stdout().lock().write_all(&bytes);
                    }
                    Err(e) => {
                        eprintln!("xmp-clang: error: cannot read output: {e}");
                        return 1;
                    }
                }
            }
            0
        }
    }
}

/// Links objects and libraries through clang (which runs the system linker with the C runtime).
/// The XMP runtime is required when a unit compiled here uses it; it is also added (when found)
/// if object files are linked, which may have been compiled with `-c` from XMP sources (an
/// archive adds only what is referenced).
fn link(opts: &Options, inputs: &[String], uses_runtime: bool) -> i32 {
    let mut cmd = Command::new(paths::clang());
    cmd.args([
        "-o",
        &opts
            .output
            .clone()
            .unwrap_or_else(|| PathBuf::from("a.out"))
            .to_string_lossy(),
    ]);
    cmd.args(inputs);
    for d in &opts.lib_dirs {
        cmd.arg(format!("-L{d}"));
    }
    let (lib, sys_libs): (&str, &[&str]) = match opts.transport {
        args::Transport::Shm => ("libxmp_rt.a", &["-lpthread", "-ldl", "-lm", "-lrt"]),
        args::Transport::Mpi => (
            "libxmp_rt_mpi.a",
            &[
                "-lmpich",
                "-lgcc_s",
                "-lutil",
                "-lrt",
                "-lpthread",
                "-lm",
                "-ldl",
            ],
        ),
    };
    let objects = inputs
        .iter()
        .any(|a| !a.starts_with('-') && (a.ends_with(".o") || a.ends_with(".a")))
        && opts
            .inputs
            .iter()
            .any(|i| matches!(i, Input::Link(a) if a.ends_with(".o") || a.ends_with(".a")));
    let wanted = uses_runtime || objects || opts.transport == args::Transport::Mpi;
    let found = paths::runtime_lib_dir()
        .map(|d| d.join(lib))
        .filter(|p| p.is_file());
    match found.filter(|_| wanted) {
        Some(p) => {
            cmd.arg(p);
            cmd.args(sys_libs);
        }
        None if opts.transport == args::Transport::Mpi => {
            eprintln!("xmp-clang: error: {}", missing_mpi_runtime(lib));
            return 1;
        }
        None if uses_runtime => {
            eprintln!("xmp-clang: error: cannot find the XMP runtime {lib} (build it with `cargo build -p xmp-rt`, or set XMP_LIB)");
            return 1;
        }
        None => {}
    }
    cmd.args(&opts.link_flags);
    if opts.verbose {
        eprintln!("xmp-clang: link: {cmd:?}");
    }
    exit_code_of(cmd.status())
}

/// The error for `--transport=mpi` when its runtime library has not been built: how to build it.
fn missing_mpi_runtime(lib: &str) -> String {
    let place = match std::env::var_os("XMP_LIB") {
        Some(d) => format!("in XMP_LIB ({})", PathBuf::from(d).display()),
        None => "next to the driver".to_string(),
    };
    let build = match paths::mpi_runtime_builder() {
        Some(script) => {
            // The script takes the profile of the driver's own folder (release, debug).
            let profile = std::env::current_exe()
                .ok()
                .and_then(|e| e.canonicalize().ok())
                .and_then(|e| Some(e.parent()?.file_name()?.to_string_lossy().into_owned()))
                .unwrap_or_else(|| "release".to_string());
            format!("build it once with `{} {profile}`", script.display())
        }
        None => "build it with tools/build-mpi-runtime in the xmp-clang source tree".to_string(),
    };
    format!(
        "cannot find {lib}, the runtime of the MPI transport, {place}: {build}, or set XMP_LIB to the directory that holds it"
    )
}
