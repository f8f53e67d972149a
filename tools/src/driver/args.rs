//! Command-line parsing for `xmp-clang`, following clang's spelling of flags.
//!
//! Options are a table ([`OPTIONS`]): each entry has a name, how it takes a value (clang's
//! `Flag`, `Joined`, `Separate`, `JoinedOrSeparate` kinds) and what it sets. The longest name
//! that matches an argument wins, as in clang's option table.

use std::path::PathBuf;

use xmp_frontend::diag::warnings::WarningFlag;

use super::target;

/// What the driver stops after, from the flags that select an output.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// Compile and link (the default).
    Link,
    /// `-c`: object files.
    Object,
    /// `-S`: assembly (or LLVM IR text with `-emit-llvm`).
    Assembly,
    /// `-E`: preprocessed source.
    Preprocess,
    /// `-fsyntax-only`: parse and check.
    SyntaxOnly,
    /// `-ast-dump`.
    AstDump,
    /// `-emit-xir`: print XIR after the pass pipeline.
    EmitXir,
}

/// The language of a source input (`-x`, else from the file name).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lang {
    /// C to preprocess.
    C,
    /// Preprocessed C (`.i`, `-x cpp-output`): parsed as it is.
    CppOutput,
}

/// One input file or linker argument.
#[derive(Clone, Debug)]
pub enum Input {
    /// A source; the path `-` is standard input.
    Source(PathBuf, Lang),
    Link(String),
}

/// `-M`/`-MM`: print dependencies instead of compiling.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DepPrint {
    /// `-M`: every header.
    All,
    /// `-MM`: user headers only.
    User,
}

/// Dependency-file flags, kept as clang takes them.
#[derive(Clone, Debug, Default)]
pub struct DepOptions {
    /// `-M` / `-MM`.
    pub print: Option<DepPrint>,
    /// `-MD` (false) or `-MMD` (true): write a dependency file while compiling.
    pub file: Option<bool>,
    /// `-MF <file>`.
    pub mf: Option<String>,
    /// `-MT`/`-MQ` targets in order, as the flag and its value.
    pub targets: Vec<(&'static str, String)>,
    /// `-MP`: a phony target per header.
    pub phony: bool,
    /// `-MG`: missing headers are dependencies.
    pub missing_ok: bool,
}

/// Floating-point flags (`-ffast-math` and its parts).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FpOptions {
    pub no_math_errno: bool,
    pub finite_math_only: bool,
    pub no_signed_zeros: bool,
    pub reciprocal_math: bool,
    pub associative_math: bool,
    pub approx_func: bool,
    /// `-ffp-contract=`: `fast`, `on` (clang's default for C), `off`.
    pub contract: Option<String>,
}

impl FpOptions {
    fn set_fast(&mut self, on: bool) {
        self.no_math_errno = on;
        self.finite_math_only = on;
        self.no_signed_zeros = on;
        self.reciprocal_math = on;
        self.associative_math = on;
        self.approx_func = on;
        self.contract = Some(if on { "fast" } else { "on" }.to_string());
    }
}

/// The parsed command line.
#[derive(Clone, Debug)]
pub struct Options {
    pub action: Action,
    pub emit_llvm: bool,
    pub output: Option<PathBuf>,
    pub opt_level: u8,
    pub debug: bool,
    /// `-gdwarf-N`.
    pub dwarf_version: Option<u32>,
    pub include_dirs: Vec<String>,
    pub defines: Vec<String>,
    pub undefines: Vec<String>,
    pub lib_dirs: Vec<String>,
    /// Inputs in command-line order: sources to compile, and what goes to the linker as is
    /// (objects, archives, `-l` libraries, `-Wl,` flags).
    pub inputs: Vec<Input>,
    pub std: Option<String>,
    /// `-march=` / `-mcpu=`.
    pub target_cpu: Option<String>,
    /// `-mtune=`.
    pub tune_cpu: Option<String>,
    /// LLVM feature strings from `-m<feature>`/`-mno-<feature>` (`+avx2`, `-fma`), in order.
    pub target_features: Vec<String>,
    pub fp: FpOptions,
    /// `-fno-omit-frame-pointer` (true) / `-fomit-frame-pointer` (false).
    pub frame_pointer: Option<bool>,
    /// `-fPIC`/`-fPIE` family: `None` keeps clang's default (PIE).
    pub pic: Option<Pic>,
    pub strict_aliasing: bool,
    /// `-fwrapv`/`-fno-wrapv` (`None`: what `-f[no-]strict-overflow` says).
    pub wrapv: Option<bool>,
    /// `-fwrapv-pointer`/`-fno-wrapv-pointer` (`None`: likewise).
    pub wrapv_pointer: Option<bool>,
    /// `-fno-strict-overflow`: both of the above unless given themselves.
    pub no_strict_overflow: bool,
    /// `-fno-delete-null-pointer-checks`.
    pub null_pointer_is_valid: bool,
    /// `-fopenmp`: compile `#pragma omp` through libomp.
    pub openmp: bool,
    /// `-fvisibility=`.
    pub visibility: Option<String>,
    pub verbose: bool,
    /// `-###`: print the commands, run nothing.
    pub dry_run: bool,
    pub save_temps: bool,
    /// Warning flags, in order.
    pub warnings: Vec<WarningFlag>,
    /// Extra flags passed to the preprocessor (`-include`, `-isystem`, ...).
    pub cpp_extra: Vec<String>,
    pub deps: DepOptions,
    pub color: Option<bool>,
    /// Arguments that only matter to the linker driver (`-pthread`, `-static`, `-shared`, ...).
    pub link_flags: Vec<String>,
    /// `--transport=shm|mpi`: which build of the XMP runtime is linked (default shm).
    pub transport: Transport,
    /// XIR pass controls (`-passes=`, `-disable-pass=`, `-print-after=`, `-print-after-all`,
    /// `-stats`).
    pub passes: xmp_ir::passes::PassOptions,
    /// `-fxmp-check`: bounds checks on the global-array accesses of localized loops and the
    /// runtime's checking mode (collectives compared across nodes).
    pub xmp_check: bool,
    /// Flags accepted that have no effect here: warned about with
    /// `[-Wunused-command-line-argument]`, as clang does for arguments it does not use.
    pub unused: Vec<String>,
    /// GCC optimisation flags that clang accepts and ignores: warned about with
    /// `[-Wignored-optimization-argument]`, clang's text.
    pub ignored_opts: Vec<String>,
    /// `-fvectorize`/`-ftree-vectorize` (`Some(true)`), `-fno-vectorize` (`Some(false)`); `None`:
    /// the default of the `-O` level (on at -O2 and above).
    pub vectorize: Option<bool>,
    /// `-fslp-vectorize`/`-ftree-slp-vectorize` and their `-fno-` forms, as `vectorize`.
    pub slp_vectorize: Option<bool>,
    /// `-funsigned-char`: plain `char` is unsigned.
    pub unsigned_char: bool,
    /// `-fgnu89-inline` (`Some(true)`) / `-fno-gnu89-inline`; `None`: as `-std=` says (GNU
    /// inline semantics for c89/gnu89).
    pub gnu89_inline: Option<bool>,
    /// `-fpack-struct[=N]`: the maximum member alignment of every struct, as an initial
    /// `#pragma pack(N)` (1 without a value).
    pub pack_struct: Option<u64>,
    /// `-fdebug-prefix-map=OLD=NEW` (also from `-ffile-prefix-map=`): source paths in the
    /// debug information that start with OLD start with NEW instead.
    pub debug_prefix_map: Vec<(String, String)>,
    /// `-ferror-limit=N`: stop after N errors (0 = no limit). The default is 19, the value
    /// clang's driver passes: 19 errors and the fatal one make clang's "20 errors".
    pub error_limit: usize,
    /// The `-x` language in force while parsing (applies to later inputs).
    lang: Option<Lang>,
}

/// Position-independence requested by `-fPIC`/`-fpic`/`-fPIE`/`-fpie`/`-fno-pic`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pic {
    /// `-fno-pic`/`-fno-pie`: static relocation model.
    None,
    /// `-fpic`/`-fPIC`: position-independent, symbols preemptible (level 1/2).
    Pic(u8),
    /// `-fpie`/`-fPIE`: position-independent executable (level 1/2).
    Pie(u8),
}

/// The XMP runtime's transport (`--transport=`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Transport {
    /// The embedded shared-memory transport (`libxmp_rt.a`, launched by `xmprun`).
    #[default]
    Shm,
    /// MPI (`libxmp_rt_mpi.a`, launched by `mpiexec`).
    Mpi,
}

impl Options {
    /// The C sources, in order.
    pub fn sources(&self) -> impl Iterator<Item = (&PathBuf, Lang)> {
        self.inputs.iter().filter_map(|i| match i {
            Input::Source(p, l) => Some((p, *l)),
            Input::Link(_) => None,
        })
    }
}

impl Default for Options {
    fn default() -> Self {
        Options {
            action: Action::Link,
            emit_llvm: false,
            error_limit: 19,
            output: None,
            opt_level: 0,
            debug: false,
            dwarf_version: None,
            include_dirs: vec![],
            defines: vec![],
            undefines: vec![],
            lib_dirs: vec![],
            inputs: vec![],
            std: None,
            target_cpu: None,
            tune_cpu: None,
            target_features: vec![],
            fp: FpOptions::default(),
            frame_pointer: None,
            pic: None,
            strict_aliasing: true,
            wrapv: None,
            wrapv_pointer: None,
            no_strict_overflow: false,
            null_pointer_is_valid: false,
            openmp: false,
            visibility: None,
            verbose: false,
            dry_run: false,
            save_temps: false,
            warnings: vec![],
            cpp_extra: vec![],
            deps: DepOptions::default(),
            color: None,
            link_flags: vec![],
            transport: Transport::Shm,
            passes: Default::default(),
            xmp_check: false,
            unused: vec![],
            ignored_opts: vec![],
            vectorize: None,
            slp_vectorize: None,
            unsigned_char: false,
            gnu89_inline: None,
            pack_struct: None,
            debug_prefix_map: vec![],
            lang: None,
        }
    }
}

/// What `-print-...`/`-dump...` asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PrintRequest {
    DumpVersion,
    DumpMachine,
    SearchDirs,
    ProgName(String),
    FileName(String),
}

/// Result of parsing: options to run, or an informational request that exits immediately.
// Parsed once per run: boxing the options would buy nothing.
#[allow(clippy::large_enum_variant)]
pub enum Parsed {
    Run(Options),
    Help,
    Version,
    Print(PrintRequest),
}

/// How an option takes its value (clang's option kinds).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    /// Exactly the name, no value.
    Flag,
    /// The value glued to the name (`-march=x`, `-Wl,a`); the name alone is not this option.
    Joined,
    /// The value is the next argument (`-include f`).
    Separate,
    /// Glued or next (`-I dir`, `-Idir`).
    JoinedOrSeparate,
}

/// What an option does to the options, given its value (empty for flags).
type Apply = fn(&mut Options, &str, &str) -> Result<Step, String>;

/// What to do after an option.
enum Step {
    Continue,
    /// An informational request (never `Parsed::Run`), boxed: `Parsed` holds the options.
    Stop(Box<Parsed>),
}

/// One row of the option table.
struct Opt {
    name: &'static str,
    kind: Kind,
    apply: Apply,
    /// For `--help`: a one-line description (empty keeps it out of the help text).
    help: &'static str,
}

const fn opt(name: &'static str, kind: Kind, apply: Apply, help: &'static str) -> Opt {
    Opt {
        name,
        kind,
        apply,
        help,
    }
}

fn go(o: &mut Options, f: impl FnOnce(&mut Options)) -> Result<Step, String> {
    f(o);
    Ok(Step::Continue)
}

/// Options whose effect is this compiler's behaviour already.
fn accept(_: &mut Options, _: &str, _: &str) -> Result<Step, String> {
    Ok(Step::Continue)
}

/// GCC optimisation flags that clang accepts and ignores, with its warning.
fn ignored_opt(o: &mut Options, arg: &str, v: &str) -> Result<Step, String> {
    go(o, |o| o.ignored_opts.push(format!("{arg}{v}")))
}

/// Flags that change the meaning of the program in a way this compiler does not implement:
/// building without their effect would be a silently different program.
fn not_yet(_: &mut Options, arg: &str, v: &str) -> Result<Step, String> {
    Err(format!("the option '{arg}{v}' is not supported yet"))
}

/// `-finput-charset=`/`-fexec-charset=`: clang knows UTF-8 only, and so does this compiler.
fn charset(_: &mut Options, arg: &str, v: &str) -> Result<Step, String> {
    if v.eq_ignore_ascii_case("utf-8") || v.eq_ignore_ascii_case("utf8") {
        Ok(Step::Continue)
    } else {
        Err(format!("invalid value '{v}' in '{arg}{v}'"))
    }
}

fn vectorize(o: &mut Options, arg: &str, _: &str) -> Result<Step, String> {
    let on = !arg.starts_with("-fno-");
    go(o, |o| {
        if arg.contains("slp") {
            o.slp_vectorize = Some(on)
        } else {
            o.vectorize = Some(on)
        }
    })
}

fn char_sign(o: &mut Options, arg: &str, _: &str) -> Result<Step, String> {
    let unsigned = matches!(arg, "-funsigned-char" | "-fno-signed-char");
    go(o, |o| {
        o.unsigned_char = unsigned;
        // The preprocessor defines __CHAR_UNSIGNED__ and limits.h's CHAR_MIN/CHAR_MAX from it.
        o.cpp_extra.retain(|a| a != "-funsigned-char");
        if unsigned {
            o.cpp_extra.push("-funsigned-char".into());
        }
    })
}

fn pack_struct(o: &mut Options, arg: &str, v: &str) -> Result<Step, String> {
    let n = if v.is_empty() {
        1
    } else {
        match v.parse::<u64>() {
            Ok(n) if n.is_power_of_two() && n <= 16 => n,
            _ => return Err(format!("invalid value '{v}' in '{arg}{v}'")),
        }
    };
    go(o, |o| o.pack_struct = Some(n))
}

/// `-fdebug-prefix-map=`, `-fmacro-prefix-map=`, `-ffile-prefix-map=` (both): the macro part
/// goes to the preprocessor (`__FILE__`), the debug part to the debug information.
fn prefix_map(o: &mut Options, arg: &str, v: &str) -> Result<Step, String> {
    let Some((old, new)) = v.split_once('=') else {
        return Err(format!(
            "invalid argument '{v}' to {arg}; it must be of the form 'old=new'"
        ));
    };
    go(o, |o| {
        if arg != "-fdebug-prefix-map=" {
            o.cpp_extra.push(format!("-fmacro-prefix-map={v}"));
        }
        if arg != "-fmacro-prefix-map=" {
            o.debug_prefix_map.push((old.to_string(), new.to_string()));
        }
    })
}

fn action(o: &mut Options, a: Action) -> Result<Step, String> {
    go(o, |o| o.action = a)
}

fn unused(o: &mut Options, arg: &str, v: &str) -> Result<Step, String> {
    go(o, |o| o.unused.push(format!("{arg}{v}")))
}

fn link_flag(o: &mut Options, arg: &str, _: &str) -> Result<Step, String> {
    go(o, |o| o.link_flags.push(arg.to_string()))
}

fn cpp_sep(o: &mut Options, arg: &str, v: &str) -> Result<Step, String> {
    go(o, |o| o.cpp_extra.extend([arg.to_string(), v.to_string()]))
}

fn dep_target(o: &mut Options, arg: &str, v: &str) -> Result<Step, String> {
    let flag = if arg == "-MQ" { "-MQ" } else { "-MT" };
    go(o, |o| o.deps.targets.push((flag, v.to_string())))
}

fn split_list(v: &str) -> impl Iterator<Item = String> + '_ {
    v.split(',').filter(|n| !n.is_empty()).map(str::to_string)
}

fn warning(o: &mut Options, arg: &str, v: &str) -> Result<Step, String> {
    let full = format!("{arg}{v}");
    match WarningFlag::parse(&full) {
        Some(w) => go(o, |o| o.warnings.push(w)),
        None => Err(format!("unknown argument: '{full}'")),
    }
}

fn opt_level(o: &mut Options, _: &str, v: &str) -> Result<Step, String> {
    o.opt_level = match v {
        "" | "1" | "g" => 1,
        "0" => 0,
        "2" | "s" | "z" => 2,
        "3" | "4" => 3,
        "fast" => {
            o.fp.set_fast(true);
            3
        }
        _ => return Err(format!("invalid integral value '{v}' in '-O{v}'")),
    };
    Ok(Step::Continue)
}

fn language(o: &mut Options, _: &str, v: &str) -> Result<Step, String> {
    o.lang = match v {
        "c" | "c-header" => Some(Lang::C),
        "cpp-output" => Some(Lang::CppOutput),
        "none" => None,
        _ => {
            return Err(format!(
                "language not recognized: '{v}' (xmp-clang compiles C only)"
            ))
        }
    };
    Ok(Step::Continue)
}

fn std_flag(o: &mut Options, _: &str, s: &str) -> Result<Step, String> {
    const KNOWN: &[&str] = &[
        "c89",
        "c90",
        "c99",
        "c11",
        "c17",
        "c18",
        "c2x",
        "c23",
        "gnu89",
        "gnu90",
        "gnu99",
        "gnu11",
        "gnu17",
        "gnu18",
        "gnu2x",
        "gnu23",
        "iso9899:1990",
        "iso9899:1999",
        "iso9899:2011",
        "iso9899:2017",
    ];
    if !KNOWN.contains(&s) {
        return Err(format!("invalid value '{s}' in '-std={s}'"));
    }
    go(o, |o| o.std = Some(s.to_string()))
}

fn pic(o: &mut Options, arg: &str, _: &str) -> Result<Step, String> {
    let p = match arg {
        "-fpic" => Pic::Pic(1),
        "-fPIC" => Pic::Pic(2),
        "-fpie" => Pic::Pie(1),
        "-fPIE" => Pic::Pie(2),
        _ => Pic::None,
    };
    go(o, |o| o.pic = Some(p))
}

fn debug_level(o: &mut Options, arg: &str, _: &str) -> Result<Step, String> {
    go(o, |o| o.debug = arg != "-g0")
}

fn dwarf(o: &mut Options, arg: &str, _: &str) -> Result<Step, String> {
    let v = arg["-gdwarf-".len()..].parse::<u32>().unwrap_or(5);
    go(o, |o| {
        o.debug = true;
        o.dwarf_version = Some(v)
    })
}

fn fp_flag(o: &mut Options, arg: &str, _: &str) -> Result<Step, String> {
    let on = !arg.starts_with("-fno-");
    let name = arg.trim_start_matches("-fno-").trim_start_matches("-f");
    let fp = &mut o.fp;
    match name {
        "fast-math" | "unsafe-math-optimizations" => {
            if name == "fast-math" {
                fp.set_fast(on);
            } else {
                fp.no_signed_zeros = on;
                fp.reciprocal_math = on;
                fp.associative_math = on;
                fp.approx_func = on;
                if on {
                    fp.contract = Some("fast".into());
                }
            }
        }
        "math-errno" => fp.no_math_errno = !on,
        "finite-math-only" => fp.finite_math_only = on,
        "signed-zeros" => fp.no_signed_zeros = !on,
        "reciprocal-math" => fp.reciprocal_math = on,
        "associative-math" => fp.associative_math = on,
        "approx-func" => fp.approx_func = on,
        "honor-nans" | "honor-infinities" => fp.finite_math_only = !on,
        _ => return Err(format!("unknown argument: '{arg}'")),
    }
    Ok(Step::Continue)
}

fn fp_contract(o: &mut Options, _: &str, v: &str) -> Result<Step, String> {
    if !["fast", "on", "off", "fast-honor-pragmas"].contains(&v) {
        return Err(format!("invalid value '{v}' in '-ffp-contract={v}'"));
    }
    go(o, |o| o.fp.contract = Some(v.replace("-honor-pragmas", "")))
}

fn machine(o: &mut Options, arg: &str, v: &str) -> Result<Step, String> {
    let full = format!("{arg}{v}");
    if let Some(f) = target::feature_for_flag(&full) {
        return go(o, |o| o.target_features.push(f));
    }
    Err(format!("unknown argument: '{full}'"))
}

/// The option table. clang's spellings; each entry's `apply` says what it sets.
#[rustfmt::skip]
const OPTIONS: &[Opt] = &[
    opt("--help", Kind::Flag, |_, _, _| Ok(Step::Stop(Box::new(Parsed::Help))), "print this help"),
    opt("-help", Kind::Flag, |_, _, _| Ok(Step::Stop(Box::new(Parsed::Help))), ""),
    opt("--version", Kind::Flag, |_, _, _| Ok(Step::Stop(Box::new(Parsed::Version))), "print the version"),
    opt("-version", Kind::Flag, |_, _, _| Ok(Step::Stop(Box::new(Parsed::Version))), ""),
    opt("-dumpversion", Kind::Flag, |_, _, _| Ok(Step::Stop(Box::new(Parsed::Print(PrintRequest::DumpVersion)))), "print the compatible clang version"),
    opt("-dumpmachine", Kind::Flag, |_, _, _| Ok(Step::Stop(Box::new(Parsed::Print(PrintRequest::DumpMachine)))), "print the target triple"),
    opt("-print-search-dirs", Kind::Flag, |_, _, _| Ok(Step::Stop(Box::new(Parsed::Print(PrintRequest::SearchDirs)))), "print the program and library search paths"),
    opt("-print-prog-name=", Kind::Joined, |_, _, v| Ok(Step::Stop(Box::new(Parsed::Print(PrintRequest::ProgName(v.into()))))), "print the full path of a program"),
    opt("-print-file-name=", Kind::Joined, |_, _, v| Ok(Step::Stop(Box::new(Parsed::Print(PrintRequest::FileName(v.into()))))), "print the full path of a library file"),
    opt("-c", Kind::Flag, |o, _, _| action(o, Action::Object), "compile to object files, do not link"),
    opt("-S", Kind::Flag, |o, _, _| action(o, Action::Assembly), "emit assembly (LLVM IR text with -emit-llvm)"),
    opt("-E", Kind::Flag, |o, _, _| action(o, Action::Preprocess), "preprocess only (the output compiles again)"),
    opt("-fsyntax-only", Kind::Flag, |o, _, _| action(o, Action::SyntaxOnly), "check the program, produce nothing"),
    opt("-ast-dump", Kind::Flag, |o, _, _| action(o, Action::AstDump), "print the syntax tree (XMP directives included)"),
    opt("-Xclang=-ast-dump", Kind::Flag, |o, _, _| action(o, Action::AstDump), ""),
    opt("-emit-xir", Kind::Flag, |o, _, _| action(o, Action::EmitXir), "print XIR, the compiler's own IR"),
    opt("-emit-llvm", Kind::Flag, |o, _, _| go(o, |o| o.emit_llvm = true), "with -S or -c: emit LLVM IR text or bitcode"),
    opt("-o", Kind::JoinedOrSeparate, |o, _, v| go(o, |o| o.output = Some(PathBuf::from(v))), "write output to <file>"),
    opt("-O", Kind::Joined, opt_level, "optimisation level: -O0 -O1 -O2 -O3 -Os -Oz -Ofast (-Ofast: -O3 -ffast-math)"),
    opt("-O", Kind::Flag, opt_level, ""),
    opt("-g", Kind::Flag, debug_level, "DWARF line tables and variables (-g0: none)"),
    opt("-g0", Kind::Flag, debug_level, ""),
    opt("-g1", Kind::Flag, debug_level, ""),
    opt("-g2", Kind::Flag, debug_level, ""),
    opt("-g3", Kind::Flag, debug_level, ""),
    opt("-ggdb", Kind::Flag, debug_level, ""),
    opt("-gline-tables-only", Kind::Flag, debug_level, ""),
    opt("-gdwarf-4", Kind::Flag, dwarf, "DWARF version 4 (-gdwarf-5: version 5, the default)"),
    opt("-gdwarf-5", Kind::Flag, dwarf, ""),
    opt("-gdwarf", Kind::Flag, |o, _, _| go(o, |o| o.debug = true), ""),
    opt("-v", Kind::Flag, |o, _, _| go(o, |o| o.verbose = true), "print the version and the commands run"),
    opt("-###", Kind::Flag, |o, _, _| go(o, |o| o.dry_run = true), "print the commands, run nothing"),
    opt("-save-temps", Kind::Flag, |o, _, _| go(o, |o| o.save_temps = true), "keep the preprocessed (.i), IR (.bc) and assembly (.s) files"),
    opt("-save-temps=cwd", Kind::Flag, |o, _, _| go(o, |o| o.save_temps = true), ""),
    opt("-x", Kind::JoinedOrSeparate, language, "language of the inputs that follow: c, cpp-output, none"),
    opt("-std=", Kind::Joined, std_flag, "language standard (default gnu17, as clang)"),
    opt("-ansi", Kind::Flag, |o, _, _| go(o, |o| o.std = Some("c89".into())), ""),
    // Preprocessor.
    opt("-I", Kind::JoinedOrSeparate, |o, _, v| go(o, |o| o.include_dirs.push(v.into())), "add an include directory"),
    opt("-D", Kind::JoinedOrSeparate, |o, _, v| go(o, |o| o.defines.push(v.into())), "define a macro (-DNAME or -DNAME=value)"),
    opt("-U", Kind::JoinedOrSeparate, |o, _, v| go(o, |o| o.undefines.push(v.into())), "undefine a macro"),
    opt("-include", Kind::Separate, cpp_sep, "include a file before the source"),
    opt("-isystem", Kind::Separate, cpp_sep, "add a system include directory"),
    opt("-idirafter", Kind::Separate, cpp_sep, "add an include directory searched last"),
    opt("-iquote", Kind::Separate, cpp_sep, "add a directory for #include \"...\" only"),
    opt("-nostdinc", Kind::Flag, |o, a, _| go(o, |o| o.cpp_extra.push(a.into())), "no system include directories"),
    // Dependency files.
    opt("-M", Kind::Flag, |o, _, _| go(o, |o| o.deps.print = Some(DepPrint::All)), "print the make rule of the dependencies (implies -E)"),
    opt("-MM", Kind::Flag, |o, _, _| go(o, |o| o.deps.print = Some(DepPrint::User)), "like -M, user headers only"),
    opt("-MD", Kind::Flag, |o, _, _| go(o, |o| o.deps.file = Some(false)), "write dependencies to a .d file while compiling"),
    opt("-MMD", Kind::Flag, |o, _, _| go(o, |o| o.deps.file = Some(true)), "like -MD, user headers only"),
    opt("-MF", Kind::JoinedOrSeparate, |o, _, v| go(o, |o| o.deps.mf = Some(v.into())), "the dependency file's name"),
    opt("-MT", Kind::JoinedOrSeparate, dep_target, "the target of the dependency rule"),
    opt("-MQ", Kind::JoinedOrSeparate, dep_target, "like -MT, quoting make's special characters"),
    opt("-MP", Kind::Flag, |o, _, _| go(o, |o| o.deps.phony = true), "a phony target for each header"),
    opt("-MG", Kind::Flag, |o, _, _| go(o, |o| o.deps.missing_ok = true), "missing headers are dependencies"),
    // Linker.
    opt("-L", Kind::JoinedOrSeparate, |o, _, v| go(o, |o| o.lib_dirs.push(v.into())), "add a library directory"),
    opt("-l", Kind::JoinedOrSeparate, |o, _, v| go(o, |o| o.inputs.push(Input::Link(format!("-l{v}")))), "link a library"),
    opt("-Wl,", Kind::Joined, |o, a, v| go(o, |o| o.inputs.push(Input::Link(format!("{a}{v}")))), "pass comma-separated arguments to the linker"),
    opt("-Xlinker", Kind::Separate, |o, _, v| go(o, |o| o.inputs.push(Input::Link(format!("-Wl,{v}")))), "pass an argument to the linker"),
    opt("-pthread", Kind::Flag, link_flag, "link with POSIX threads"),
    opt("-static", Kind::Flag, link_flag, "link statically"),
    opt("-shared", Kind::Flag, link_flag, "build a shared library"),
    opt("-rdynamic", Kind::Flag, link_flag, "export all symbols from the executable"),
    opt("-no-pie", Kind::Flag, link_flag, "link a position-dependent executable"),
    opt("-pie", Kind::Flag, link_flag, "link a position-independent executable"),
    // XMP.
    opt("--transport=", Kind::Joined, |o, _, v| {
        o.transport = match v {
            "shm" => Transport::Shm,
            "mpi" => Transport::Mpi,
            _ => return Err(format!("invalid value in '--transport={v}' (expected --transport=shm or --transport=mpi)")),
        };
        Ok(Step::Continue)
    }, "XMP runtime transport to link: shm (default, run with xmprun) or mpi (run with mpiexec)"),
    opt("-fxmp-check", Kind::Flag, |o, _, _| go(o, |o| o.xmp_check = true), "check global-array accesses in XMP loops at every -O level, and run with XMP_CHECK=1 (collectives compared across nodes)"),
    opt("-fno-xmp-check", Kind::Flag, |o, _, _| go(o, |o| o.xmp_check = false), ""),
    opt("-passes=", Kind::Joined, |o, _, v| go(o, |o| o.passes.passes = Some(split_list(v).collect())), "run exactly these XIR passes"),
    opt("-disable-pass=", Kind::Joined, |o, _, v| go(o, |o| o.passes.disabled.extend(split_list(v))), "skip these XIR passes"),
    opt("-print-after=", Kind::Joined, |o, _, v| go(o, |o| o.passes.print_after.extend(split_list(v))), "print XIR after these passes"),
    opt("-print-after-all", Kind::Flag, |o, _, _| go(o, |o| o.passes.print_after_all = true), "print XIR after every pass"),
    opt("-stats", Kind::Flag, |o, _, _| go(o, |o| o.passes.stats = true), "print XIR pass statistics"),
    // Warnings and diagnostics.
    opt("-w", Kind::Flag, warning, "suppress all warnings"),
    opt("-W", Kind::Joined, warning, "-W<name>, -Wno-<name>, -Werror, -Werror=<name>, -Wno-error=<name>, -Wall, -Wextra, -Weverything"),
    opt("-pedantic", Kind::Flag, warning, "warn about extensions (-Wxmp-compat, -Wgnu-...)"),
    opt("--pedantic", Kind::Flag, warning, ""),
    opt("-pedantic-errors", Kind::Flag, warning, "make extensions errors"),
    opt("--pedantic-errors", Kind::Flag, warning, ""),
    opt("-fcolor-diagnostics", Kind::Flag, |o, _, _| go(o, |o| o.color = Some(true)), "colour diagnostics"),
    opt("-fdiagnostics-color", Kind::Flag, |o, _, _| go(o, |o| o.color = Some(true)), ""),
    opt("-fno-color-diagnostics", Kind::Flag, |o, _, _| go(o, |o| o.color = Some(false)), ""),
    opt("-fno-diagnostics-color", Kind::Flag, |o, _, _| go(o, |o| o.color = Some(false)), ""),
    opt("-fdiagnostics-color=", Kind::Joined, |o, _, v| go(o, |o| o.color = Some(v != "never")), ""),
    // Target.
    opt("-march=", Kind::Joined, |o, _, v| go(o, |o| o.target_cpu = Some(v.into())), "target CPU (x86-64 names, native)"),
    opt("-mcpu=", Kind::Joined, |o, _, v| go(o, |o| o.target_cpu = Some(v.into())), ""),
    opt("-mtune=", Kind::Joined, |o, _, v| go(o, |o| o.tune_cpu = Some(v.into())), "CPU to tune for"),
    opt("-m64", Kind::Flag, accept, "x86-64 (the only target)"),
    opt("-m", Kind::Joined, machine, "-m<feature>/-mno-<feature>: x86-64 target features (-mavx2, -mfma, ...)"),
    // Code generation.
    opt("-ffast-math", Kind::Flag, fp_flag, "-fno-math-errno -ffinite-math-only -fno-signed-zeros -freciprocal-math -fassociative-math -fapprox-func -ffp-contract=fast"),
    opt("-fno-fast-math", Kind::Flag, fp_flag, ""),
    opt("-funsafe-math-optimizations", Kind::Flag, fp_flag, ""),
    opt("-fno-unsafe-math-optimizations", Kind::Flag, fp_flag, ""),
    opt("-fmath-errno", Kind::Flag, fp_flag, ""),
    opt("-fno-math-errno", Kind::Flag, fp_flag, "math functions do not set errno (LLVM intrinsics)"),
    opt("-ffinite-math-only", Kind::Flag, fp_flag, "assume no NaNs or infinities (nnan ninf)"),
    opt("-fno-finite-math-only", Kind::Flag, fp_flag, ""),
    opt("-fsigned-zeros", Kind::Flag, fp_flag, ""),
    opt("-fno-signed-zeros", Kind::Flag, fp_flag, "ignore the sign of zero (nsz)"),
    opt("-freciprocal-math", Kind::Flag, fp_flag, "allow x/y as x*(1/y) (arcp)"),
    opt("-fno-reciprocal-math", Kind::Flag, fp_flag, ""),
    opt("-fassociative-math", Kind::Flag, fp_flag, "allow reassociation (reassoc)"),
    opt("-fno-associative-math", Kind::Flag, fp_flag, ""),
    opt("-fapprox-func", Kind::Flag, fp_flag, "approximate math functions (afn)"),
    opt("-fno-approx-func", Kind::Flag, fp_flag, ""),
    opt("-fhonor-nans", Kind::Flag, fp_flag, ""),
    opt("-fno-honor-nans", Kind::Flag, fp_flag, ""),
    opt("-fhonor-infinities", Kind::Flag, fp_flag, ""),
    opt("-fno-honor-infinities", Kind::Flag, fp_flag, ""),
    opt("-ffp-contract=", Kind::Joined, fp_contract, "fuse a*b+c: fast (across statements), on (default), off"),
    opt("-fomit-frame-pointer", Kind::Flag, |o, _, _| go(o, |o| o.frame_pointer = Some(false)), ""),
    opt("-fno-omit-frame-pointer", Kind::Flag, |o, _, _| go(o, |o| o.frame_pointer = Some(true)), "keep the frame pointer in every function"),
    opt("-fpic", Kind::Flag, pic, ""),
    opt("-fPIC", Kind::Flag, pic, "position-independent code for shared libraries (-fpic, -fPIE, -fpie, -fno-pic)"),
    opt("-fpie", Kind::Flag, pic, ""),
    opt("-fPIE", Kind::Flag, pic, ""),
    opt("-fno-pic", Kind::Flag, pic, ""),
    opt("-fno-PIC", Kind::Flag, pic, ""),
    opt("-fno-pie", Kind::Flag, pic, ""),
    opt("-fno-PIE", Kind::Flag, pic, ""),
    opt("-fopenmp", Kind::Flag, |o, _, _| go(o, |o| o.openmp = true), "OpenMP 4.5 directives, through LLVM's libomp (defines _OPENMP)"),
    opt("-fopenmp=", Kind::Joined, |o, _, v| {
        if v != "libomp" {
            return Err(format!("unsupported argument '{v}' to option '-fopenmp=' (only 'libomp' is supported)"));
        }
        go(o, |o| o.openmp = true)
    }, ""),
    opt("-fno-openmp", Kind::Flag, |o, _, _| go(o, |o| o.openmp = false), ""),
    opt("-fstrict-aliasing", Kind::Flag, |o, _, _| go(o, |o| o.strict_aliasing = true), ""),
    opt("-fno-strict-aliasing", Kind::Flag, |o, _, _| go(o, |o| o.strict_aliasing = false), "no type-based alias analysis (no TBAA)"),
    opt("-fwrapv", Kind::Flag, |o, _, _| go(o, |o| o.wrapv = Some(true)), "signed integer overflow wraps around (two's complement)"),
    opt("-fno-wrapv", Kind::Flag, |o, _, _| go(o, |o| o.wrapv = Some(false)), ""),
    opt("-fwrapv-pointer", Kind::Flag, |o, _, _| go(o, |o| o.wrapv_pointer = Some(true)), "pointer arithmetic overflow wraps around"),
    opt("-fno-wrapv-pointer", Kind::Flag, |o, _, _| go(o, |o| o.wrapv_pointer = Some(false)), ""),
    opt("-fno-strict-overflow", Kind::Flag, |o, _, _| go(o, |o| o.no_strict_overflow = true), "-fwrapv and -fwrapv-pointer"),
    opt("-fstrict-overflow", Kind::Flag, |o, _, _| go(o, |o| o.no_strict_overflow = false), ""),
    opt("-fno-delete-null-pointer-checks", Kind::Flag, |o, _, _| go(o, |o| o.null_pointer_is_valid = true), "address zero may hold an object: null checks are kept"),
    opt("-fdelete-null-pointer-checks", Kind::Flag, |o, _, _| go(o, |o| o.null_pointer_is_valid = false), ""),
    opt("-fvisibility=", Kind::Joined, |o, _, v| {
        if !["default", "hidden", "protected", "internal"].contains(&v) {
            return Err(format!("invalid value '{v}' in '-fvisibility={v}'"));
        }
        go(o, |o| o.visibility = Some(v.into()))
    }, "default visibility of defined symbols"),
    // Flags whose effect is already ours: clang's defaults that this compiler follows.
    opt("-fvectorize", Kind::Flag, vectorize, "loop vectorisation (the default at -O2; -fno-vectorize: off; also -ftree-vectorize)"),
    opt("-fno-vectorize", Kind::Flag, vectorize, ""),
    opt("-ftree-vectorize", Kind::Flag, vectorize, ""),
    opt("-fno-tree-vectorize", Kind::Flag, vectorize, ""),
    opt("-ftree-loop-vectorize", Kind::Flag, vectorize, ""),
    opt("-fno-tree-loop-vectorize", Kind::Flag, vectorize, ""),
    opt("-fslp-vectorize", Kind::Flag, vectorize, "straight-line (SLP) vectorisation (the default at -O2; also -ftree-slp-vectorize)"),
    opt("-fno-slp-vectorize", Kind::Flag, vectorize, ""),
    opt("-ftree-slp-vectorize", Kind::Flag, vectorize, ""),
    opt("-fno-tree-slp-vectorize", Kind::Flag, vectorize, ""),
    opt("-funsigned-char", Kind::Flag, char_sign, "plain char is unsigned (-fsigned-char: signed, the default)"),
    opt("-fno-unsigned-char", Kind::Flag, char_sign, ""),
    opt("-fno-signed-char", Kind::Flag, char_sign, ""),
    opt("-fgnu89-inline", Kind::Flag, |o, _, _| go(o, |o| o.gnu89_inline = Some(true)), "GNU C89 semantics of inline functions (the default with -std=gnu89)"),
    opt("-fno-gnu89-inline", Kind::Flag, |o, _, _| go(o, |o| o.gnu89_inline = Some(false)), ""),
    opt("-fpack-struct", Kind::Flag, pack_struct, "pack every struct (-fpack-struct=N: members aligned to at most N bytes)"),
    opt("-fpack-struct=", Kind::Joined, pack_struct, ""),
    opt("-ffile-prefix-map=", Kind::Joined, prefix_map, "OLD=NEW: rewrite source paths in __FILE__ and the debug information"),
    opt("-fdebug-prefix-map=", Kind::Joined, prefix_map, ""),
    opt("-fmacro-prefix-map=", Kind::Joined, prefix_map, ""),
    opt("-fno-common", Kind::Flag, accept, "tentative definitions are strong (the default)"),
    opt("-fsigned-char", Kind::Flag, char_sign, ""),
    opt("-fno-exceptions", Kind::Flag, accept, "no unwind tables beyond those C needs (the default for C)"),
    opt("-fmessage-length=", Kind::Joined, accept, ""),
    opt("-ferror-limit=", Kind::Joined, |o, _, v| {
        let n = v
            .parse::<usize>()
            .map_err(|_| format!("invalid integral value '{v}' in '-ferror-limit {v}'"))?;
        go(o, |o| o.error_limit = n)
    }, "stop after <value> errors (default 19, as clang; 0: no limit)"),
    opt("-pipe", Kind::Flag, accept, "(no temporary files between preprocessing and compiling already)"),
    opt("-fasynchronous-unwind-tables", Kind::Flag, accept, "unwind tables for every function (the default)"),
    opt("-funwind-tables", Kind::Flag, accept, ""),
    opt("-fno-trapping-math", Kind::Flag, accept, "floating-point operations do not trap (the default)"),
    opt("-fno-rounding-math", Kind::Flag, accept, ""),
    opt("-fno-cx-limited-range", Kind::Flag, accept, "full-range complex division (the default)"),
    opt("-fzero-initialized-in-bss", Kind::Flag, accept, ""),
    opt("-fno-lto", Kind::Flag, accept, ""),
    opt("-fno-fat-lto-objects", Kind::Flag, accept, ""),
    opt("-fno-split-stack", Kind::Flag, accept, ""),
    opt("-fno-short-enums", Kind::Flag, accept, ""),
    opt("-finput-charset=", Kind::Joined, charset, "source and execution character set: UTF-8 only (also -fexec-charset=)"),
    opt("-fexec-charset=", Kind::Joined, charset, ""),
    opt("-fno-short-wchar", Kind::Flag, accept, ""),
    opt("-fexcess-precision=", Kind::Joined, |_, a, v| match v {
        // SSE arithmetic has no excess precision to keep or drop.
        "standard" | "fast" => Ok(Step::Continue),
        _ => Err(format!("invalid value '{v}' in '{a}{v}'")),
    }, ""),
    // GCC's optimisation flags that clang ignores with a warning.
    opt("-ftracer", Kind::Flag, ignored_opt, ""),
    opt("-fgcse", Kind::Flag, ignored_opt, ""),
    opt("-fno-gcse", Kind::Flag, ignored_opt, ""),
    opt("-fgcse-after-reload", Kind::Flag, ignored_opt, ""),
    opt("-fgcse-las", Kind::Flag, ignored_opt, ""),
    opt("-fgcse-sm", Kind::Flag, ignored_opt, ""),
    opt("-fkeep-inline-functions", Kind::Flag, ignored_opt, ""),
    opt("-fschedule-insns", Kind::Flag, ignored_opt, ""),
    opt("-fno-schedule-insns", Kind::Flag, ignored_opt, ""),
    opt("-fschedule-insns2", Kind::Flag, ignored_opt, ""),
    opt("-fno-schedule-insns2", Kind::Flag, ignored_opt, ""),
    opt("-fpeel-loops", Kind::Flag, ignored_opt, ""),
    opt("-fsignaling-nans", Kind::Flag, ignored_opt, ""),
    opt("-fexpensive-optimizations", Kind::Flag, ignored_opt, ""),
    opt("-fno-expensive-optimizations", Kind::Flag, ignored_opt, ""),
    opt("-fcaller-saves", Kind::Flag, ignored_opt, ""),
    opt("-fprefetch-loop-arrays", Kind::Flag, ignored_opt, ""),
    opt("-fstrength-reduce", Kind::Flag, ignored_opt, ""),
    opt("-fdefer-pop", Kind::Flag, ignored_opt, ""),
    opt("-fipa-cp", Kind::Flag, ignored_opt, ""),
    opt("-fivopts", Kind::Flag, ignored_opt, ""),
    opt("-fno-ivopts", Kind::Flag, ignored_opt, ""),
    opt("-fmodulo-sched", Kind::Flag, ignored_opt, ""),
    opt("-frename-registers", Kind::Flag, ignored_opt, ""),
    opt("-freorder-blocks", Kind::Flag, ignored_opt, ""),
    opt("-fweb", Kind::Flag, ignored_opt, ""),
    opt("-fwhole-program", Kind::Flag, ignored_opt, ""),
    opt("-fvariable-expansion-in-unroller", Kind::Flag, ignored_opt, ""),
    opt("-funswitch-loops", Kind::Flag, ignored_opt, ""),
    opt("-ftree-dce", Kind::Flag, ignored_opt, ""),
    opt("-fno-tree-vrp", Kind::Flag, ignored_opt, ""),
    opt("-ftree-vrp", Kind::Flag, ignored_opt, ""),
    opt("-fvect-cost-model", Kind::Flag, ignored_opt, ""),
    opt("-fno-vect-cost-model", Kind::Flag, ignored_opt, ""),
    opt("-fbranch-count-reg", Kind::Flag, ignored_opt, ""),
    opt("-falign-loops", Kind::Flag, ignored_opt, ""),
    opt("-falign-jumps", Kind::Flag, ignored_opt, ""),
    opt("-falign-labels", Kind::Flag, ignored_opt, ""),
    opt("-finline-limit=", Kind::Joined, ignored_opt, ""),
    opt("-finline-small-functions", Kind::Flag, ignored_opt, ""),
    opt("-fno-inline-small-functions", Kind::Flag, ignored_opt, ""),
    opt("-finline-functions-called-once", Kind::Flag, ignored_opt, ""),
    opt("-fno-inline-functions-called-once", Kind::Flag, ignored_opt, ""),
    opt("-fmerge-constants", Kind::Flag, ignored_opt, ""),
    opt("-ffloat-store", Kind::Flag, ignored_opt, ""),
    opt("-fno-float-store", Kind::Flag, ignored_opt, ""),
    opt("-fsingle-precision-constant", Kind::Flag, ignored_opt, ""),
    opt("-funroll-all-loops", Kind::Flag, ignored_opt, ""),
    opt("-fno-unroll-all-loops", Kind::Flag, ignored_opt, ""),
    opt("-funsafe-loop-optimizations", Kind::Flag, ignored_opt, ""),
    opt("-fno-unsafe-loop-optimizations", Kind::Flag, ignored_opt, ""),
    // Flags that change the program's meaning in ways not implemented: an error, not a
    // silently different build.
    opt("-fshort-enums", Kind::Flag, not_yet, ""),
    opt("-finstrument-functions", Kind::Flag, not_yet, ""),
    opt("-fshort-wchar", Kind::Flag, not_yet, ""),
    opt("-ftrapv", Kind::Flag, not_yet, ""),
    opt("-fsanitize=", Kind::Joined, not_yet, ""),
    opt("-pg", Kind::Flag, not_yet, ""),
    opt("--coverage", Kind::Flag, not_yet, ""),
    opt("-fprofile-arcs", Kind::Flag, not_yet, ""),
    opt("-ftest-coverage", Kind::Flag, not_yet, ""),
    opt("-fprofile-generate", Kind::Flag, not_yet, ""),
    opt("-fprofile-instr-generate", Kind::Flag, not_yet, ""),
    opt("-fms-extensions", Kind::Flag, not_yet, ""),
    opt("-frounding-math", Kind::Flag, not_yet, ""),
    // Accepted, not implemented: clang's [-Wunused-command-line-argument] warning.
    opt("-fcommon", Kind::Flag, unused, ""),
    opt("-fno-builtin", Kind::Flag, unused, ""),
    opt("-fstack-protector", Kind::Flag, unused, ""),
    opt("-fstack-protector-strong", Kind::Flag, unused, ""),
    opt("-fno-stack-protector", Kind::Flag, unused, ""),
    opt("-funroll-loops", Kind::Flag, unused, ""),
    opt("-fno-unroll-loops", Kind::Flag, unused, ""),
    opt("-ffunction-sections", Kind::Flag, unused, ""),
    opt("-fdata-sections", Kind::Flag, unused, ""),
    opt("-fno-inline", Kind::Flag, unused, ""),
    opt("-fno-builtin-", Kind::Joined, unused, ""),
    opt("--param=", Kind::Joined, unused, ""),
    opt("--param", Kind::Separate, |o, a, v| unused(o, &format!("{a} "), v), ""),
    opt("-fexceptions", Kind::Flag, unused, ""),
    opt("-fnon-call-exceptions", Kind::Flag, unused, ""),
    opt("-fno-asynchronous-unwind-tables", Kind::Flag, unused, ""),
    opt("-fno-unwind-tables", Kind::Flag, unused, ""),
    opt("-fno-ident", Kind::Flag, unused, ""),
    opt("-flto", Kind::Flag, unused, ""),
    opt("-flto=", Kind::Joined, unused, ""),
    opt("-ffat-lto-objects", Kind::Flag, unused, ""),
    opt("-fsave-optimization-record", Kind::Flag, unused, ""),
    opt("-fstack-check", Kind::Flag, unused, ""),
    opt("-fstack-clash-protection", Kind::Flag, unused, ""),
    opt("-fno-stack-clash-protection", Kind::Flag, unused, ""),
    opt("-fstack-protector-all", Kind::Flag, unused, ""),
    opt("-fcf-protection", Kind::Flag, unused, ""),
    opt("-fcf-protection=", Kind::Joined, unused, ""),
    opt("-fno-plt", Kind::Flag, unused, ""),
    opt("-fsemantic-interposition", Kind::Flag, unused, ""),
    opt("-fno-semantic-interposition", Kind::Flag, unused, ""),
    opt("-fno-jump-tables", Kind::Flag, unused, ""),
    opt("-fno-optimize-sibling-calls", Kind::Flag, unused, ""),
    opt("-finline-functions", Kind::Flag, unused, ""),
    opt("-fno-inline-functions", Kind::Flag, unused, ""),
    opt("-fcx-limited-range", Kind::Flag, unused, ""),
    opt("-ftrapping-math", Kind::Flag, unused, ""),
    opt("-fsplit-stack", Kind::Flag, unused, ""),
    opt("-fmerge-all-constants", Kind::Flag, unused, ""),
    opt("-fno-merge-all-constants", Kind::Flag, unused, ""),
    opt("-falign-functions", Kind::Flag, unused, ""),
    opt("-falign-functions=", Kind::Joined, unused, ""),
    opt("-falign-loops=", Kind::Joined, unused, ""),
    opt("-floop-interchange", Kind::Flag, unused, ""),
    opt("-fkeep-static-consts", Kind::Flag, unused, ""),
    opt("-fno-keep-static-consts", Kind::Flag, unused, ""),
    opt("-fno-var-tracking", Kind::Flag, unused, ""),
    opt("-frecord-gcc-switches", Kind::Flag, unused, ""),
    opt("-grecord-gcc-switches", Kind::Flag, unused, ""),
    opt("-fno-threadsafe-statics", Kind::Flag, unused, ""),
    opt("-fdiagnostics-", Kind::Joined, unused, ""),
];

/// The option-table row for `arg`: the longest name that matches, as clang's option table picks.
fn find(arg: &str) -> Option<&'static Opt> {
    OPTIONS
        .iter()
        .filter(|o| match o.kind {
            Kind::Flag | Kind::Separate => arg == o.name,
            // `-passes=` with nothing after it is a value too (the empty list).
            Kind::Joined => {
                arg.starts_with(o.name) && (arg.len() > o.name.len() || o.name.ends_with('='))
            }
            Kind::JoinedOrSeparate => arg.starts_with(o.name),
        })
        .max_by_key(|o| (o.name.len(), o.kind == Kind::Flag))
}

/// Lines of `--help` for the options that have a description.
pub fn help_lines() -> Vec<(String, &'static str)> {
    OPTIONS
        .iter()
        .filter(|o| !o.help.is_empty())
        .map(|o| {
            let shown = match o.kind {
                Kind::Flag => o.name.to_string(),
                Kind::Joined if o.name.ends_with('=') => format!("{}<value>", o.name),
                Kind::Joined => format!("{}<value>", o.name),
                Kind::Separate => format!("{} <value>", o.name),
                Kind::JoinedOrSeparate => format!("{} <value>", o.name),
            };
            (shown, o.help)
        })
        .collect()
}

/// Every name in the option table (tests walk it).
pub fn option_names() -> impl Iterator<Item = &'static str> {
    OPTIONS.iter().map(|o| o.name)
}

/// Parses `args` (without the program name).
pub fn parse(args: &[String]) -> Result<Parsed, String> {
    let mut o = Options::default();
    let mut i = 0;
    while i < args.len() {
        let a = args[i].as_str();
        if a == "-" || !a.starts_with('-') {
            input(&mut o, a);
            i += 1;
            continue;
        }
        let Some(row) = find(a) else {
            return Err(format!("unknown argument: '{a}'"));
        };
        let value: String = match row.kind {
            Kind::Flag => String::new(),
            Kind::Joined => a[row.name.len()..].to_string(),
            Kind::Separate => {
                i += 1;
                args.get(i).cloned().ok_or_else(|| missing(a))?
            }
            Kind::JoinedOrSeparate if a.len() > row.name.len() => a[row.name.len()..].to_string(),
            Kind::JoinedOrSeparate => {
                i += 1;
                args.get(i).cloned().ok_or_else(|| missing(a))?
            }
        };
        let name = match row.kind {
            Kind::Flag => a,
            _ => row.name,
        };
        if let Step::Stop(p) = (row.apply)(&mut o, name, &value)? {
            return Ok(*p);
        }
        i += 1;
    }
    Ok(Parsed::Run(o))
}

fn missing(flag: &str) -> String {
    format!("argument to '{flag}' is missing (expected 1 value)")
}

/// An operand: a source (by `-x` or its extension) or something for the linker.
fn input(o: &mut Options, a: &str) {
    let lang = o.lang.or_else(|| {
        if a == "-" || a.ends_with(".c") || a.ends_with(".h") {
            Some(Lang::C)
        } else if a.ends_with(".i") {
            Some(Lang::CppOutput)
        } else {
            None
        }
    });
    match lang {
        Some(l) => o.inputs.push(Input::Source(PathBuf::from(a), l)),
        // Objects, archives, shared libraries: handed to the linker in order.
        None => o.inputs.push(Input::Link(a.to_string())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Flags whose meaning is this compiler's behaviour already (documented in their help).
    const SAME_AS_DEFAULT: &[&str] = &[
        "-m64",
        "-fno-common",
        "-fsigned-char",
        "-fno-exceptions",
        "-pipe",
        "-fstrict-aliasing",
        "-fstrict-overflow",
        "-fdelete-null-pointer-checks",
        "-fmath-errno",
        "-fsigned-zeros",
        "-fno-reciprocal-math",
        "-fno-associative-math",
        "-fno-approx-func",
        "-fno-finite-math-only",
        "-fhonor-nans",
        "-fhonor-infinities",
        "-fno-fast-math",
        "-fno-unsafe-math-optimizations",
        "-g0",
        "-O0",
        "-fno-xmp-check",
        "-fno-openmp",
        "-fno-unsigned-char",
        "-fasynchronous-unwind-tables",
        "-funwind-tables",
        "-fno-trapping-math",
        "-fno-rounding-math",
        "-fno-cx-limited-range",
        "-fzero-initialized-in-bss",
        "-fno-lto",
        "-fno-fat-lto-objects",
        "-fno-split-stack",
        "-fno-short-enums",
        "-fno-short-wchar",
    ];

    /// No flag of the table is ignored silently: each changes the options, asks for
    /// information, is reported as unused, or is listed above as the default behaviour.
    #[test]
    fn no_flag_is_ignored_silently() {
        let base = format!("{:?}", run(&["x.c"]));
        for o in OPTIONS.iter().filter(|o| o.kind == Kind::Flag) {
            if SAME_AS_DEFAULT.contains(&o.name) {
                continue;
            }
            let args = vec![o.name.to_string(), "x.c".to_string()];
            match parse(&args) {
                Ok(Parsed::Run(opts)) => {
                    assert_ne!(format!("{opts:?}"), base, "{} changes nothing", o.name);
                }
                Ok(_) => {}
                // Refusing the flag is not ignoring it.
                Err(e) if e.ends_with("is not supported yet") => {}
                Err(e) => panic!("{}: {e}", o.name),
            }
        }
    }

    fn run(a: &[&str]) -> Options {
        let v: Vec<String> = a.iter().map(|s| s.to_string()).collect();
        match parse(&v) {
            Ok(Parsed::Run(o)) => o,
            Ok(_) => panic!("informational request for {a:?}"),
            Err(e) => panic!("{a:?}: {e}"),
        }
    }

    #[test]
    fn error_limit() {
        assert_eq!(run(&["x.c"]).error_limit, 19);
        assert_eq!(run(&["-ferror-limit=0", "x.c"]).error_limit, 0);
        assert_eq!(
            run(&["-ferror-limit=3", "-ferror-limit=5", "x.c"]).error_limit,
            5
        );
        for bad in ["-ferror-limit=-3", "-ferror-limit=x", "-ferror-limit="] {
            assert!(
                parse(&[bad.to_string(), "x.c".to_string()]).is_err(),
                "{bad}"
            );
        }
    }

    #[test]
    fn openmp_flags() {
        assert!(run(&["-fopenmp", "x.c"]).openmp);
        assert!(run(&["-fopenmp=libomp", "x.c"]).openmp);
        assert!(!run(&["-fopenmp", "-fno-openmp", "x.c"]).openmp);
        assert!(parse(&["-fopenmp=libgomp".to_string(), "x.c".to_string()]).is_err());
    }

    #[test]
    fn kinds_and_longest_match() {
        let o = run(&[
            "-I", "a", "-Ib", "-MD", "-MF", "x.d", "-MTt", "-MQ", "q", "-Ofast", "f.c",
        ]);
        assert_eq!(o.include_dirs, ["a", "b"]);
        assert_eq!(o.deps.file, Some(false));
        assert_eq!(o.deps.mf.as_deref(), Some("x.d"));
        assert_eq!(
            o.deps.targets,
            [("-MT", "t".to_string()), ("-MQ", "q".to_string())]
        );
        assert_eq!(o.opt_level, 3);
        assert!(o.fp.associative_math);
        let o = run(&[
            "-mavx2",
            "-mno-fma",
            "-march=haswell",
            "-Wall",
            "-Wno-error=foo",
            "-x",
            "c",
            "-",
        ]);
        assert_eq!(o.target_features, ["+avx2", "-fma"]);
        assert_eq!(o.target_cpu.as_deref(), Some("haswell"));
        assert_eq!(o.warnings.len(), 2);
        assert!(matches!(o.inputs[0], Input::Source(_, Lang::C)));
        assert!(parse(&["-mno-such-feature".to_string()]).is_err());
        assert!(parse(&["-fno-such-thing".to_string()]).is_err());
        assert!(parse(&["-o".to_string()]).is_err());
    }
}
