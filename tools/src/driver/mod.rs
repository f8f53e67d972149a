//! The `xmp-clang` driver: parses clang-style flags, runs the pipeline on each source
//! (preprocess, parse, lower, passes, LLVM), and links through clang.

pub mod args;
pub mod deps;
pub mod paths;
pub mod target;

use args::{Action, Input, Lang, Options, Parsed, PrintRequest};
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::Command;
use xmp_codegen::{CodegenOptions, OutputKind};
use xmp_frontend::diag::warnings::{self, WarningOptions};
use xmp_frontend::diag::{Diagnostic, Severity};
use xmp_frontend::source::SourceMap;

/// `eprintln!` that ignores write errors: a closed stderr (`xmp-clang x.c 2>&1 | head -1`) must
/// not end the compiler with a panic; clang ignores them too.
macro_rules! errln {
    ($($t:tt)*) => {{
        let _ = writeln!(std::io::stderr(), $($t)*);
    }};
}

/// `println!` that ignores write errors (a closed stdout).
macro_rules! outln {
    ($($t:tt)*) => {{
        let _ = writeln!(std::io::stdout(), $($t)*);
    }};
}

/// The name standard input goes by in diagnostics, as clang's.
const STDIN_NAME: &str = "<stdin>";

fn help_text() -> String {
    let mut s = String::from(
        "OVERVIEW: xmp-clang, a native compiler for XcalableMP/C\n\n\
         USAGE: xmp-clang [options] file...\n\n\
         Inputs: .c files (and `-` for standard input) are preprocessed and compiled; .i files\n\
         are compiled without preprocessing; anything else (.o, .a, .so) goes to the linker.\n\n\
         OPTIONS:\n",
    );
    for (name, help) in args::help_lines() {
        if name.len() < 22 {
            s.push_str(&format!("  {name:<22}{help}\n"));
        } else {
            s.push_str(&format!("  {name}\n  {:<22}{help}\n", ""));
        }
    }
    s
}

fn version_text() -> String {
    format!(
        "xmp-clang version {} (XcalableMP/C; LLVM 22)\nTarget: {}\nThread model: posix\nInstalledDir: {}\n",
        env!("CARGO_PKG_VERSION"),
        TRIPLE,
        paths::exe_dir().map(|d| d.display().to_string()).unwrap_or_default()
    )
}

const TRIPLE: &str = "x86_64-pc-linux-gnu";

/// Runs the driver with `args` (without the program name); returns the exit status.
pub fn run(args: &[String]) -> i32 {
    let opts = match args::parse(args) {
        Ok(Parsed::Help) => {
            let _ = std::io::stdout().write_all(help_text().as_bytes());
            return 0;
        }
        Ok(Parsed::Version) => {
            let _ = std::io::stdout().write_all(version_text().as_bytes());
            return 0;
        }
        Ok(Parsed::Print(p)) => return print_info(&p),
        Ok(Parsed::Run(o)) => o,
        Err(e) => {
            errln!("xmp-clang: error: {e}");
            return 1;
        }
    };
    if opts.verbose || opts.dry_run {
        let _ = std::io::stderr().write_all(version_text().as_bytes());
    }
    xmp_frontend::plain_char::set_unsigned(opts.unsigned_char);
    let wopts = WarningOptions::new(&opts.warnings);
    if driver_diagnostics(&opts, &wopts) {
        return 1;
    }
    let sources: Vec<(PathBuf, Lang)> = opts.sources().map(|(p, l)| (p.clone(), l)).collect();
    let has_link_inputs = opts
        .inputs
        .iter()
        .any(|i| matches!(i, Input::Link(a) if !a.starts_with('-')));
    if sources.is_empty() && !(opts.action == Action::Link && has_link_inputs) {
        // `-v` alone prints the version, as clang's.
        if opts.verbose || opts.dry_run {
            return 0;
        }
        errln!("xmp-clang: error: no input files");
        return 1;
    }
    if opts.output.is_some()
        && sources.len() > 1
        && opts.action != Action::Link
        && opts.deps.print.is_none()
    {
        errln!("xmp-clang: error: cannot specify -o when generating multiple output files");
        return 1;
    }
    for (s, _) in &sources {
        if s.as_os_str() != "-" && !s.exists() {
            errln!(
                "xmp-clang: error: no such file or directory: '{}'",
                s.display()
            );
            return 1;
        }
    }
    let color = opts.color.unwrap_or(false);
    let ctx = Ctx {
        opts: &opts,
        wopts: &wopts,
        color,
        errors_shown: std::cell::Cell::new(0),
    };
    if opts.deps.print.is_some() {
        let srcs: Vec<PathBuf> = sources.iter().map(|s| s.0.clone()).collect();
        return ctx.run_clang(deps::print_command(&opts, &cpp_options(&opts), &srcs));
    }
    match opts.action {
        Action::Preprocess => {
            for (src, lang) in &sources {
                let rc = ctx.preprocess_only(src, *lang);
                if rc != 0 {
                    return rc;
                }
            }
            0
        }
        Action::Link => {
            let tmp = match tempfile::Builder::new().prefix("xmp-clang").tempdir() {
                Ok(t) => t,
                Err(e) => {
                    errln!(
                        "xmp-clang: error: unable to make temporary file: {}",
                        io_msg(&e)
                    );
                    return 1;
                }
            };
            let mut link_inputs = Vec::new();
            let mut uses_runtime = Needs::default();
            for (n, input) in opts.inputs.iter().enumerate() {
                match input {
                    Input::Source(src, lang) => {
                        let stem = src.file_stem().and_then(|s| s.to_str()).unwrap_or("input");
                        let obj = if opts.save_temps {
                            PathBuf::from(format!("{stem}.o"))
                        } else {
                            tmp.path().join(format!("{stem}-{n}.o"))
                        };
                        // As clang: the dependency file follows -o (each source's rule
                        // overwrites the last), else the source's stem.
                        let dep_out = opts
                            .output
                            .clone()
                            .unwrap_or_else(|| PathBuf::from(format!("{stem}.o")));
                        let rc = ctx.compile_one(
                            src,
                            *lang,
                            Some(&obj),
                            Some(&dep_out),
                            &mut uses_runtime,
                        );
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
            for (src, lang) in &sources {
                let out = output_path(&opts, src);
                let rc = ctx.compile_one(
                    src,
                    *lang,
                    out.as_deref(),
                    out.as_deref(),
                    &mut Needs::default(),
                );
                if rc != 0 {
                    return rc;
                }
            }
            0
        }
    }
}

/// The text of an I/O error as clang quotes it (`'No such file or directory'`).
fn io_msg(e: &std::io::Error) -> String {
    let s = e.to_string();
    let s = match s.find(" (os error") {
        Some(i) => s[..i].to_string(),
        None => s,
    };
    format!("'{s}'")
}

/// Warnings about the command line itself (unknown warning names, arguments with no effect),
/// printed as clang's driver prints them; returns true when one of them is an error.
fn driver_diagnostics(opts: &Options, wopts: &WarningOptions) -> bool {
    let mut ds = Vec::new();
    for w in &opts.warnings {
        if let Some(n) = w.name() {
            if !warnings::is_known(n) {
                let spelled = match w {
                    warnings::WarningFlag::Disable(_) => format!("-Wno-{n}"),
                    warnings::WarningFlag::ErrorFor(_) => format!("-Werror={n}"),
                    warnings::WarningFlag::NoErrorFor(_) => format!("-Wno-error={n}"),
                    _ => format!("-W{n}"),
                };
                ds.push(format!(
                    "unknown warning option '{spelled}' [-Wunknown-warning-option]"
                ));
            }
        }
    }
    let mut unused: Vec<String> = opts.unused.clone();
    if opts.action != Action::Link {
        unused.extend(opts.lib_dirs.iter().map(|d| format!("-L{d}")));
        unused.extend(opts.link_flags.iter().cloned());
    }
    for u in unused {
        ds.push(format!(
            "argument unused during compilation: '{u}' [-Wunused-command-line-argument]"
        ));
    }
    for f in &opts.ignored_opts {
        ds.push(format!(
            "optimization flag '{f}' is not supported [-Wignored-optimization-argument]"
        ));
    }
    let diags: Vec<Diagnostic> = ds
        .into_iter()
        .map(|m| Diagnostic::warning(Default::default(), m))
        .collect();
    let mut failed = false;
    for d in wopts.apply(&diags) {
        let word = if d.severity == Severity::Error {
            failed = true;
            "error"
        } else {
            "warning"
        };
        errln!("xmp-clang: {word}: {}", d.message);
    }
    failed
}

/// `-dumpversion`, `-print-search-dirs`, `-print-prog-name=`, `-print-file-name=`.
fn print_info(p: &PrintRequest) -> i32 {
    let clang = paths::clang();
    let ask_clang = |arg: &str| -> String {
        Command::new(&clang)
            .arg(arg)
            .output()
            .map(|o| String::from_utf8_lossy(&o.stdout).trim_end().to_string())
            .unwrap_or_default()
    };
    match p {
        // The clang version this compiler is compatible with (its predefined macros are clang's).
        PrintRequest::DumpVersion => outln!("{}", ask_clang("-dumpversion")),
        PrintRequest::DumpMachine => outln!("{TRIPLE}"),
        PrintRequest::SearchDirs => {
            let mut progs = vec![];
            if let Some(d) = paths::exe_dir() {
                progs.push(d.display().to_string());
            }
            let theirs = ask_clang("-print-search-dirs");
            for line in theirs.lines() {
                if let Some(r) = line.strip_prefix("programs: =") {
                    progs.push(r.to_string());
                }
            }
            outln!("programs: ={}", progs.join(":"));
            let mut libs = vec![];
            if let Some(d) = paths::runtime_lib_dir() {
                libs.push(d.display().to_string());
            }
            for line in theirs.lines() {
                if let Some(r) = line.strip_prefix("libraries: =") {
                    libs.push(r.to_string());
                }
            }
            outln!("libraries: ={}", libs.join(":"));
        }
        PrintRequest::ProgName(n) => {
            let ours = paths::exe_dir().map(|d| d.join(n)).filter(|p| p.is_file());
            match ours {
                Some(p) => outln!("{}", p.display()),
                None => outln!("{}", ask_clang(&format!("-print-prog-name={n}"))),
            }
        }
        PrintRequest::FileName(n) => {
            let ours = [paths::runtime_lib_dir(), paths::runtime_include()]
                .into_iter()
                .flatten()
                .map(|d| d.join(n))
                .find(|p| p.exists());
            match ours {
                Some(p) => outln!("{}", p.display()),
                None => outln!("{}", ask_clang(&format!("-print-file-name={n}"))),
            }
        }
    }
    0
}

/// Shell-quotes a command line the way clang's `-###` prints it.
fn show_command(prog: &Path, args: &[String]) -> String {
    let mut s = format!(" \"{}\"", prog.display());
    for a in args {
        s.push_str(&format!(
            " \"{}\"",
            a.replace('\\', "\\\\").replace('"', "\\\"")
        ));
    }
    s
}

/// What every compilation step needs.
struct Ctx<'a> {
    opts: &'a Options,
    wopts: &'a WarningOptions,
    color: bool,
    /// Errors printed so far (for `-ferror-limit`).
    errors_shown: std::cell::Cell<usize>,
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
/// Without MPICH's headers `#include <mpi.h>` fails as an ordinary missing header.
fn transport_cpp(opts: &Options) -> (Vec<PathBuf>, Vec<String>) {
    let mpi = opts.transport == args::Transport::Mpi;
    let dirs: Vec<PathBuf> = paths::transport_include(mpi).into_iter().collect();
    let defines = if mpi {
        vec!["_XMP_TRANSPORT_MPI=1".to_string()]
    } else {
        Vec::new()
    };
    (dirs, defines)
}

fn cpp_options(opts: &Options) -> xmp_frontend::preprocess::PreprocessOptions {
    let mut include_dirs: Vec<PathBuf> = opts.include_dirs.iter().map(PathBuf::from).collect();
    if let Some(inc) = paths::runtime_include() {
        include_dirs.push(inc);
    }
    let (tp_dirs, tp_defines) = transport_cpp(opts);
    include_dirs.extend(tp_dirs);
    let mut defines = opts.defines.clone();
    defines.extend(tp_defines);
    if opts.openmp {
        // The OpenMP version implemented (4.5); omp.h is in clang's own include directory.
        defines.push("_OPENMP=201511".to_string());
    }
    xmp_frontend::preprocess::PreprocessOptions {
        clang: paths::clang(),
        include_dirs,
        defines,
        undefines: opts.undefines.clone(),
        std: opts.std.clone(),
        extra: opts
            .cpp_extra
            .iter()
            .cloned()
            // The preprocessor's own errors stop where clang's would (19 is its default).
            .chain((opts.error_limit != 19).then(|| format!("-ferror-limit={}", opts.error_limit)))
            .collect(),
    }
}

fn exit_code_of(status: std::io::Result<std::process::ExitStatus>) -> i32 {
    match status {
        Ok(s) => s.code().unwrap_or(1),
        Err(e) => {
            errln!("xmp-clang: error: cannot run clang: {e}");
            1
        }
    }
}

/// The preprocessor flags that pass through to clang: warning flags clang also knows (ours,
/// `-Wxmp-...`, stay here), so that `#warning` and friends obey `-w`/`-Werror` as with clang.
fn cpp_warning_flags(opts: &Options) -> Vec<String> {
    let mut v = Vec::new();
    for w in &opts.warnings {
        use warnings::WarningFlag as F;
        let s = match w {
            F::NoWarnings => "-w".to_string(),
            F::Werror => "-Werror".to_string(),
            F::NoWerror => "-Wno-error".to_string(),
            F::Pedantic => "-pedantic".to_string(),
            F::PedanticErrors => "-pedantic-errors".to_string(),
            F::Enable(n) | F::Disable(n) | F::ErrorFor(n) | F::NoErrorFor(n)
                if n.starts_with("xmp-") || !warnings::is_known(n) =>
            {
                continue
            }
            F::Enable(n) => format!("-W{n}"),
            F::Disable(n) => format!("-Wno-{n}"),
            F::ErrorFor(n) => format!("-Werror={n}"),
            F::NoErrorFor(n) => format!("-Wno-error={n}"),
        };
        v.push(s);
    }
    v
}

/// Writes `text` to `out`, or stdout when `None`.
fn write_text(out: Option<&Path>, text: &str) -> i32 {
    let r = match out {
        Some(p) => std::fs::write(p, text).map_err(|e| (p.to_path_buf(), e)),
        None => {
            // A closed stdout (`| head`) ends the output quietly, as with clang.
            let _ = std::io::stdout().lock().write_all(text.as_bytes());
            Ok(())
        }
    };
    match r {
        Ok(()) => 0,
        Err((p, e)) => {
            errln!(
                "xmp-clang: error: unable to open output file '{}': {}",
                p.display(),
                io_msg(&e)
            );
            1
        }
    }
}

/// The preprocessor reads the (rewritten) source from its standard input, so its first line
/// markers name `<stdin>`; in `-E` output they name the source file, as clang's do.
fn name_main_file(text: &str, src: &Path) -> String {
    if src.as_os_str() == "-" {
        return text.to_string();
    }
    let quoted = format!(
        "\"{}\"",
        src.to_string_lossy()
            .replace('\\', "\\\\")
            .replace('"', "\\\"")
    );
    let mut out = String::with_capacity(text.len());
    for line in text.split_inclusive('\n') {
        if line.starts_with("# ") && line.contains("\"<stdin>\"") {
            out.push_str(&line.replacen("\"<stdin>\"", &quoted, 1));
        } else {
            out.push_str(line);
        }
    }
    out
}

/// The file `-save-temps` writes next to the working directory: the input's stem with `ext`.
fn temp_name(src: &Path, ext: &str) -> PathBuf {
    let stem = src
        .file_stem()
        .filter(|s| *s != "-")
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_else(|| "-".into());
    PathBuf::from(format!("{stem}.{ext}"))
}

impl Ctx<'_> {
    /// Prints diagnostics after applying the warning flags; returns true when there was an
    /// error (a warning promoted by `-Werror` included).
    /// With `-ferror-limit=N` (N > 0), the error that would be the N+1st printed is replaced by
    /// clang's fatal error, and nothing after it is shown.
    fn report(&self, diags: &[Diagnostic], sm: &SourceMap) -> bool {
        let mut shown = self.wopts.apply(diags);
        let limit = self.opts.error_limit;
        let mut count = self.errors_shown.get();
        let cut = shown.iter().position(|d| {
            if d.severity == Severity::Error {
                count += 1;
            }
            limit > 0 && count > limit
        });
        if let Some(cut) = cut {
            shown.truncate(cut);
            shown.push(Diagnostic::error(
                Default::default(),
                "fatal error: too many errors emitted, stopping now [-ferror-limit=]",
            ));
        }
        self.errors_shown.set(count);
        let mut err = std::io::stderr().lock();
        xmp_frontend::diag::render::render(&shown, sm, self.color, &mut err);
        let _ = err.flush();
        shown.iter().any(|d| d.severity == Severity::Error)
    }

    fn cpp(&self) -> xmp_frontend::preprocess::PreprocessOptions {
        let mut c = cpp_options(self.opts);
        c.extra.extend(cpp_warning_flags(self.opts));
        c
    }

    /// Runs clang with `args`, or prints the command under `-###`/`-v`.
    fn run_clang(&self, args: Vec<String>) -> i32 {
        let clang = paths::clang();
        if self.opts.dry_run || self.opts.verbose {
            errln!("{}", show_command(&clang, &args));
            if self.opts.dry_run {
                return 0;
            }
        }
        exit_code_of(Command::new(&clang).args(&args).status())
    }

    /// Shows the in-process steps under `-###`/`-v`: the preprocessing command, then the
    /// compilation (which has no command of its own).
    fn show_steps(&self, src: &Path, lang: Lang, out: Option<&Path>) {
        if !(self.opts.dry_run || self.opts.verbose) {
            return;
        }
        if lang == Lang::C {
            let dir = src.parent().filter(|d| !d.as_os_str().is_empty());
            let args = xmp_frontend::preprocess::clang_args(
                dir.unwrap_or(Path::new(".")),
                &self.cpp(),
                None,
            );
            errln!(
                "{} < {}",
                show_command(&xmp_frontend::preprocess::clang_path(&self.cpp()), &args),
                src.display()
            );
        }
        let exe = std::env::current_exe().unwrap_or_else(|_| PathBuf::from("xmp-clang"));
        errln!(
            " \"{}\" (in-process: parse, lower, XIR passes, LLVM -O{}) \"{}\" -> \"{}\"",
            exe.display(),
            self.opts.opt_level,
            src.display(),
            out.map(|o| o.display().to_string())
                .unwrap_or_else(|| "-".into())
        );
    }

    /// Reads a source: the file, or standard input for `-`.
    fn read_source(&self, src: &Path) -> Result<Vec<u8>, String> {
        let r = if src.as_os_str() == "-" {
            let mut v = Vec::new();
            std::io::stdin().read_to_end(&mut v).map(|_| v)
        } else {
            std::fs::read(src)
        };
        r.map_err(|e| {
            format!(
                "cannot read '{}': {}",
                if src.as_os_str() == "-" {
                    STDIN_NAME.to_string()
                } else {
                    src.display().to_string()
                },
                io_msg(&e)
            )
        })
    }

    /// Preprocesses `src` (a `.c` file or standard input); the text keeps the bracketed form of
    /// `#pragma xmp` lines that the parser reads. Also returns clang's messages.
    fn preprocess(&self, src: &Path) -> Result<(String, String), Diagnostic> {
        let cpp = self.cpp();
        if src.as_os_str() == "-" {
            let bytes = self
                .read_source(src)
                .map_err(|e| Diagnostic::error(Default::default(), e))?;
            let cwd = std::env::current_dir().unwrap_or_else(|_| PathBuf::from("."));
            xmp_frontend::preprocess::preprocess_bytes(&bytes, STDIN_NAME, &cwd, &cpp)
        } else {
            xmp_frontend::preprocess::preprocess_with_messages(src, &cpp)
        }
    }

    /// `-E`: the preprocessed text with `#pragma xmp` lines back in their own form (macros
    /// expanded), so that it compiles again to the same program.
    fn preprocess_only(&self, src: &Path, lang: Lang) -> i32 {
        self.show_steps(src, lang, self.opts.output.as_deref());
        if self.opts.dry_run {
            return 0;
        }
        let text = match lang {
            Lang::CppOutput => match self.read_source(src) {
                Ok(b) => String::from_utf8_lossy(&b).into_owned(),
                Err(e) => {
                    errln!("xmp-clang: error: {e}");
                    return 1;
                }
            },
            Lang::C => match self.preprocess(src) {
                Ok((text, messages)) => {
                    if !messages.is_empty() {
                        let w = Diagnostic::warning(Default::default(), messages);
                        if self.report(&[w], &SourceMap::default()) {
                            return 1;
                        }
                    }
                    let text = xmp_frontend::preprocess::restore_xmp_pragmas(&text);
                    name_main_file(&text, src)
                }
                Err(d) => {
                    self.report(&[d], &SourceMap::default());
                    return 1;
                }
            },
        };
        if let Some(cmd) = deps::file_command(
            self.opts,
            &cpp_options(self.opts),
            src,
            self.opts.output.as_deref(),
        ) {
            let rc = self.run_clang(cmd);
            if rc != 0 {
                return rc;
            }
        }
        let out = self.opts.output.as_deref().filter(|o| o.as_os_str() != "-");
        write_text(out, &text)
    }

    /// Parses `src` as its language asks, writing the dependency file and the `-save-temps`
    /// `.i` on the way.
    fn parse(
        &self,
        src: &Path,
        lang: Lang,
        dep_out: Option<&Path>,
    ) -> Result<xmp_frontend::ParseResult, i32> {
        let shown = if src.as_os_str() == "-" {
            STDIN_NAME.to_string()
        } else {
            src.to_string_lossy().into_owned()
        };
        if lang == Lang::C {
            if let Some(cmd) = deps::file_command(self.opts, &cpp_options(self.opts), src, dep_out)
            {
                if src.as_os_str() == "-" {
                    errln!("xmp-clang: error: dependency files (-MD, -MMD) for standard input are not supported yet");
                    return Err(1);
                }
                let rc = self.run_clang(cmd);
                if rc != 0 {
                    return Err(rc);
                }
            }
        }
        Ok(match lang {
            Lang::CppOutput => match self.read_source(src) {
                Ok(b) => xmp_frontend::parse_preprocessed(&String::from_utf8_lossy(&b), &shown),
                Err(e) => {
                    errln!("xmp-clang: error: {e}");
                    return Err(1);
                }
            },
            Lang::C => {
                let pre = self.preprocess(src);
                if self.opts.save_temps {
                    if let Ok((text, _)) = &pre {
                        let i = temp_name(src, "i");
                        let rc = write_text(
                            Some(&i),
                            &name_main_file(
                                &xmp_frontend::preprocess::restore_xmp_pragmas(text),
                                src,
                            ),
                        );
                        if rc != 0 {
                            return Err(rc);
                        }
                    }
                }
                xmp_frontend::finish_parse(&shown, pre)
            }
        })
    }

    /// Compiles one source through the pipeline up to what the action asks for, into `out`
    /// (stdout when `None`); `dep_out` names the output in the dependency file. Sets
    /// in `uses_runtime` what the unit needs linked.
    fn compile_one(
        &self,
        src: &Path,
        lang: Lang,
        out: Option<&Path>,
        dep_out: Option<&Path>,
        uses_runtime: &mut Needs,
    ) -> i32 {
        let opts = self.opts;
        self.show_steps(src, lang, out);
        if opts.dry_run {
            return 0;
        }
        let parsed = match self.parse(src, lang, dep_out.or(out)) {
            Ok(p) => p,
            Err(rc) => return rc,
        };
        // Parse-time warnings are printed with the lowering's (in source order), so that a
        // warning made an error by the flags does not hide the ones after it, as with clang.
        let Some(unit) = parsed.unit else {
            self.report(&parsed.diags.list, &parsed.source_map);
            return 1;
        };
        if (parsed.diags.has_errors() || opts.action == Action::AstDump)
            && self.report(&parsed.diags.list, &parsed.source_map)
        {
            return 1;
        }
        if opts.action == Action::AstDump {
            let mut buf = Vec::new();
            xmp_frontend::dump::dump_ast(&unit, &parsed.source_map, &mut buf);
            return write_text(out, &String::from_utf8_lossy(&buf));
        }
        let (module, diags) = xmp_ir::lower::lower_with(
            &unit,
            parsed.source_map.clone(),
            &xmp_ir::lower::LowerOptions {
                openmp: opts.openmp,
                target_cpu: opts.target_cpu.clone(),
                target_features: opts.target_features.clone(),
                unsigned_char: opts.unsigned_char,
                gnu89_inline: opts.gnu89_inline.unwrap_or(matches!(
                    opts.std.as_deref(),
                    Some("c89" | "c90" | "gnu89" | "gnu90" | "iso9899:1990" | "iso9899:199409")
                )),
                pack_struct: opts.pack_struct,
                std: opts.std.clone(),
            },
        );
        let mut all = parsed.diags.list.clone();
        let merge = !all.is_empty();
        all.extend(diags.list);
        if merge {
            // Stable: the preprocessor's messages (no location) first, then by position.
            all.sort_by_key(|d| (d.span.line != 0, d.span.file, d.span.line, d.span.col));
        }
        if self.report(&all, &parsed.source_map) {
            return 1;
        }
        let Some(mut module) = module else {
            // Only errors-by-default warnings that the flags dropped or made warnings stood in
            // the way; after some of them the lowering cannot go on.
            if opts.action == Action::SyntaxOnly {
                return 0;
            }
            errln!("xmp-clang: error: compiling past an error-by-default warning that -Wno-<name> or -Wno-error=<name> turned off is not supported yet for this warning");
            return 1;
        };
        uses_runtime.runtime |= module.xmp.uses_runtime;
        // Tasklets (an extension) run on libomp's tasks: linked without -fopenmp too.
        uses_runtime.omp |= module.xmp.uses_tasklets;
        if cfg!(debug_assertions) {
            if let Err(e) = xmp_ir::verify::verify(&module) {
                errln!("xmp-clang: internal error: XIR verifier: {e}");
                return 70;
            }
        }
        // XIR passes (none at -O0 unless named by -passes=).
        let mut passes = match xmp_ir::passes::pipeline(opts.opt_level, &opts.passes) {
            Ok(p) => p,
            Err(e) => {
                errln!("xmp-clang: error: {e}");
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
                    errln!("xmp-clang: internal error: XIR verifier after passes: {e}");
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
                    self.report(&[d], &parsed.source_map);
                    return 1;
                }
                let cg = codegen_options(opts);
                if opts.save_temps {
                    for (k, ext) in [(OutputKind::Bitcode, "bc"), (OutputKind::Assembly, "s")] {
                        let p = temp_name(src, ext);
                        if out == Some(p.as_path()) {
                            continue;
                        }
                        if let Err(e) = xmp_codegen::emit(&module, &cg, k, &p) {
                            errln!("xmp-clang: error: {e}");
                            return 1;
                        }
                    }
                }
                // Text outputs to stdout go through a temporary file.
                let tmp;
                let path = match out {
                    Some(p) => {
                        // Checked before code generation, so that the error is clang's.
                        if let Err(e) = std::fs::OpenOptions::new()
                            .write(true)
                            .create(true)
                            .truncate(false)
                            .open(p)
                        {
                            errln!(
                                "xmp-clang: error: unable to open output file '{}': {}",
                                p.display(),
                                io_msg(&e)
                            );
                            return 1;
                        }
                        p
                    }
                    None => {
                        tmp = match tempfile::NamedTempFile::new() {
                            Ok(t) => t,
                            Err(e) => {
                                errln!(
                                    "xmp-clang: error: unable to make temporary file: {}",
                                    io_msg(&e)
                                );
                                return 1;
                            }
                        };
                        tmp.path()
                    }
                };
                if let Err(e) = xmp_codegen::emit(&module, &cg, kind, path) {
                    // A construct code generation does not handle yet is the user's limit, not
                    // a compiler bug: an ordinary error (exit 1), as the front end's are.
                    if e.ends_with("not supported yet") && !e.contains("internal error") {
                        errln!("xmp-clang: error: {e}");
                        return 1;
                    }
                    errln!("xmp-clang: internal error: code generation failed: {e}");
                    return 70;
                }
                if out.is_none() {
                    match std::fs::read(path) {
                        Ok(bytes) => {
                            let _ = std::io::stdout().lock().write_all(&bytes);
                        }
                        Err(e) => {
                            errln!("xmp-clang: error: cannot read output: {}", io_msg(&e));
                            return 1;
                        }
                    }
                }
                0
            }
        }
    }
}

/// The code-generation options the command line asks for.
fn codegen_options(opts: &Options) -> CodegenOptions {
    let fp = &opts.fp;
    CodegenOptions {
        opt_level: opts.opt_level,
        debug_info: opts.debug,
        target_cpu: opts.target_cpu.clone(),
        tune_cpu: opts.tune_cpu.clone(),
        target_features: opts.target_features.clone(),
        dwarf_version: opts.dwarf_version,
        frame_pointer: opts.frame_pointer,
        pic: match opts.pic {
            None => xmp_codegen::Pic::Pie(2),
            Some(args::Pic::None) => xmp_codegen::Pic::None,
            Some(args::Pic::Pic(l)) => xmp_codegen::Pic::Pic(l),
            Some(args::Pic::Pie(l)) => xmp_codegen::Pic::Pie(l),
        },
        no_strict_aliasing: !opts.strict_aliasing,
        wrapv: opts.wrapv.unwrap_or(opts.no_strict_overflow),
        wrapv_pointer: opts.wrapv_pointer.unwrap_or(opts.no_strict_overflow),
        null_pointer_is_valid: opts.null_pointer_is_valid,
        visibility: opts.visibility.clone(),
        fast_math: xmp_codegen::FastMath {
            no_nans: fp.finite_math_only,
            no_infs: fp.finite_math_only,
            no_signed_zeros: fp.no_signed_zeros,
            reciprocal: fp.reciprocal_math,
            reassoc: fp.associative_math,
            approx_func: fp.approx_func,
            contract: fp.contract.as_deref() == Some("fast"),
            no_math_errno: fp.no_math_errno,
        },
        no_fp_contract: fp.contract.as_deref() == Some("off"),
        xmp_check: opts.xmp_check,
        vectorize: opts.vectorize,
        slp_vectorize: opts.slp_vectorize,
        debug_prefix_map: opts.debug_prefix_map.clone(),
    }
}

/// Links objects and libraries through clang (which runs the system linker with the C runtime).
/// The XMP runtime is required when a unit compiled here uses it; it is also added (when found)
/// if object files are linked, which may have been compiled with `-c` from XMP sources (an
/// archive adds only what is referenced).
/// What the compiled units need linked besides the C libraries.
#[derive(Clone, Copy, Debug, Default)]
struct Needs {
    /// The XMP runtime.
    runtime: bool,
    /// LLVM's OpenMP runtime (tasklets; `-fopenmp` links it anyway).
    omp: bool,
}

fn link(opts: &Options, inputs: &[String], needs: Needs) -> i32 {
    let uses_runtime = needs.runtime;
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
            errln!("xmp-clang: error: {}", missing_mpi_runtime(lib));
            return 1;
        }
        None if uses_runtime => {
            errln!("xmp-clang: error: cannot find the XMP runtime {lib} (build it with `cargo build -p xmp-rt`, or set XMP_LIB)");
            return 1;
        }
        None => {}
    }
    if opts.openmp || needs.omp {
        let d = paths::libomp_dir();
        cmd.arg(format!("-L{}", d.display()));
        cmd.arg("-lomp");
        cmd.arg(format!("-Wl,-rpath,{}", d.display()));
    }
    cmd.args(&opts.link_flags);
    if opts.verbose || opts.dry_run {
        let args: Vec<String> = cmd
            .get_args()
            .map(|a| a.to_string_lossy().into_owned())
            .collect();
        errln!("{}", show_command(Path::new(cmd.get_program()), &args));
        if opts.dry_run {
            return 0;
        }
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
