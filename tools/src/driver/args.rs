//! Command-line parsing for `xmp-clang`, following clang's spelling of flags.

use std::path::PathBuf;

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

/// One input file or linker argument.
#[derive(Clone, Debug)]
pub enum Input {
    Source(PathBuf),
    Link(String),
}

/// The parsed command line.
#[derive(Clone, Debug)]
pub struct Options {
    pub action: Action,
    pub emit_llvm: bool,
    pub output: Option<PathBuf>,
    pub opt_level: u8,
    pub debug: bool,
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
    pub verbose: bool,
    /// Suppress warnings (`-w`).
    pub no_warnings: bool,
    pub werror: bool,
    /// Extra flags passed to the preprocessor (`-include`, `-isystem`, ...).
    pub cpp_extra: Vec<String>,
    pub color: Option<bool>,
    /// Arguments that only matter to the linker driver (`-pthread`, `-static`, `-shared`, ...).
    pub link_flags: Vec<String>,
    /// `--transport=shm|mpi`: which build of the XMP runtime is linked (default shm).
    pub transport: Transport,
    /// XIR pass controls (`-passes=`, `-disable-pass=`, `-print-after=`, `-print-after-all`,
    /// `-stats`).
    pub passes: xmp_ir::passes::PassOptions,
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
    pub fn sources(&self) -> impl Iterator<Item = &PathBuf> {
        self.inputs.iter().filter_map(|i| match i {
            Input::Source(p) => Some(p),
            Input::Link(_) => None,
        })
    }
}

impl Default for Options {
    fn default() -> Self {
        Options {
            action: Action::Link,
            emit_llvm: false,
            output: None,
            opt_level: 0,
            debug: false,
            include_dirs: vec![],
            defines: vec![],
            undefines: vec![],
            lib_dirs: vec![],
            inputs: vec![],
            std: None,
            target_cpu: None,
            verbose: false,
            no_warnings: false,
            werror: false,
            cpp_extra: vec![],
            color: None,
            link_flags: vec![],
            transport: Transport::Shm,
            passes: Default::default(),
        }
    }
}

/// Result of parsing: options to run, or an informational request that exits immediately.
// Parsed once per run: boxing the options would buy nothing.
#[allow(clippy::large_enum_variant)]
pub enum Parsed {
    Run(Options),
    Help,
    Version,
}

/// `-f` flags that clang users pass and that do not change our output; accepted silently.
const IGNORED_F_FLAGS: &[&str] = &[
    "-fPIC",
    "-fpic",
    "-fPIE",
    "-fpie",
    "-fno-pic",
    "-fno-PIC",
    "-fno-pie",
    "-fno-PIE",
    "-fcommon",
    "-fno-common",
    "-fno-strict-aliasing",
    "-fstrict-aliasing",
    "-fno-omit-frame-pointer",
    "-fomit-frame-pointer",
    "-fno-builtin",
    "-fsigned-char",
    "-fwrapv",
    "-fno-exceptions",
    "-fdiagnostics-color",
    "-fno-diagnostics-color",
    "-fopenmp",
    "-fno-fast-math",
    "-fstack-protector",
    "-fno-stack-protector",
    "-funroll-loops",
    "-fno-unroll-loops",
    "-fvisibility=hidden",
    "-fvisibility=default",
    "-ffunction-sections",
    "-fdata-sections",
    "-fno-inline",
];

/// Parses `args` (without the program name).
pub fn parse(args: &[String]) -> Result<Parsed, String> {
    let mut o = Options::default();
    let mut i = 0;
    // Flags that take their value as the next argument when not glued (`-o x`, `-I dir`).
    let take = |i: &mut usize, flag: &str, a: &str| -> Result<String, String> {
        if a.len() > flag.len() {
            Ok(a[flag.len()..].to_string())
        } else {
            *i += 1;
            args.get(*i)
                .cloned()
                .ok_or_else(|| format!("argument to '{flag}' is missing (expected 1 value)"))
        }
    };
    while i < args.len() {
        let a = args[i].as_str();
        match a {
            "--help" | "-help" => return Ok(Parsed::Help),
            "--version" | "-version" => return Ok(Parsed::Version),
            "-c" => o.action = Action::Object,
            "-S" => o.action = Action::Assembly,
            "-E" => o.action = Action::Preprocess,
            "-fsyntax-only" => o.action = Action::SyntaxOnly,
            "-ast-dump" | "-Xclang=-ast-dump" => o.action = Action::AstDump,
            "-emit-xir" => o.action = Action::EmitXir,
            "-emit-llvm" => o.emit_llvm = true,
            "-g" | "-g2" | "-g3" | "-ggdb" | "-gdwarf-4" | "-gdwarf-5" | "-gline-tables-only" => {
                o.debug = true
            }
            "-g0" => o.debug = false,
            "-v" => o.verbose = true,
            "-w" => o.no_warnings = true,
            "-Werror" => o.werror = true,
            "-fcolor-diagnostics" => o.color = Some(true),
            "-fno-color-diagnostics" => o.color = Some(false),
            "-pthread" | "-static" | "-shared" | "-rdynamic" | "-no-pie" | "-pie" => {
                o.link_flags.push(a.to_string())
            }
            "--transport=shm" => o.transport = Transport::Shm,
            "--transport=mpi" => o.transport = Transport::Mpi,
            _ if a.starts_with("--transport") => {
                return Err(format!(
                    "invalid value in '{a}' (expected --transport=shm or --transport=mpi)"
                ))
            }
            "-print-after-all" => o.passes.print_after_all = true,
            "-stats" => o.passes.stats = true,
            _ if a.starts_with("-passes=") => {
                o.passes.passes = Some(
                    a["-passes=".len()..]
                        .split(',')
                        .filter(|n| !n.is_empty())
                        .map(str::to_string)
                        .collect(),
                )
            }
            _ if a.starts_with("-disable-pass=") => o.passes.disabled.extend(
                a["-disable-pass=".len()..]
                    .split(',')
                    .filter(|n| !n.is_empty())
                    .map(str::to_string),
            ),
            _ if a.starts_with("-print-after=") => o.passes.print_after.extend(
                a["-print-after=".len()..]
                    .split(',')
                    .filter(|n| !n.is_empty())
                    .map(str::to_string),
            ),
            "-O" => o.opt_level = 1,
            "-Os" | "-Oz" | "-Ofast" => o.opt_level = 2,
            "-include" | "-isystem" | "-idirafter" | "-iquote" => {
                let v = take(&mut i, a, a)?;
                o.cpp_extra.push(a.to_string());
                o.cpp_extra.push(v);
            }
            "-x" => {
                let v = take(&mut i, "-x", a)?;
                if v != "c" {
                    return Err(format!("language '{v}' is not supported (only C)"));
                }
            }
            _ if a.starts_with("-O") => {
                let lvl = &a[2..];
                o.opt_level = match lvl {
                    "0" => 0,
                    "1" => 1,
                    "2" => 2,
                    "3" | "4" => 3,
                    _ => return Err(format!("invalid integral value '{lvl}' in '{a}'")),
                };
            }
            _ if a.starts_with("-o") => o.output = Some(PathBuf::from(take(&mut i, "-o", a)?)),
            _ if a.starts_with("-I") => o.include_dirs.push(take(&mut i, "-I", a)?),
            _ if a.starts_with("-D") => o.defines.push(take(&mut i, "-D", a)?),
            _ if a.starts_with("-U") => o.undefines.push(take(&mut i, "-U", a)?),
            _ if a.starts_with("-L") => o.lib_dirs.push(take(&mut i, "-L", a)?),
            _ if a.starts_with("-l") => o
                .inputs
                .push(Input::Link(format!("-l{}", take(&mut i, "-l", a)?))),
            _ if a.starts_with("-Wl,") || a.starts_with("-Xlinker") => {
                if a == "-Xlinker" {
                    let v = take(&mut i, a, a)?;
                    o.inputs.push(Input::Link(format!("-Wl,{v}")));
                } else {
                    o.inputs.push(Input::Link(a.to_string()));
                }
            }
            _ if a.starts_with("-std=") => {
                let s = &a[5..];
                let known = [
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
                if !known.contains(&s) {
                    return Err(format!("invalid value '{s}' in '{a}'"));
                }
                o.std = Some(s.to_string());
            }
            _ if a.starts_with("-march=") || a.starts_with("-mcpu=") => {
                let v = a.split_once('=').map(|x| x.1).unwrap_or("");
                o.target_cpu = Some(v.to_string());
            }
            _ if a.starts_with("-W") || a == "-pedantic" || a == "-ansi" => {
                // Warning flags: accepted; our warnings are fixed.
            }
            _ if a.starts_with("-m") => {
                // -m64, -mtune=..., -mavx2: accepted; the target is x86-64 Linux.
            }
            _ if a.starts_with("-f") => {
                if !IGNORED_F_FLAGS.contains(&a)
                    && !a.starts_with("-fdiagnostics")
                    && !a.starts_with("-fmessage-length")
                {
                    return Err(format!("unknown argument: '{a}'"));
                }
            }
            "-" => return Err("reading source from standard input is not supported yet".into()),
            _ if a.starts_with('-') => return Err(format!("unknown argument: '{a}'")),
            _ => {
                if a.ends_with(".c") || a.ends_with(".h") {
                    o.inputs.push(Input::Source(PathBuf::from(a)));
                } else {
                    // Objects, archives, shared libraries: handed to the linker in order.
                    o.inputs.push(Input::Link(a.to_string()));
                }
            }
        }
        i += 1;
    }
    Ok(Parsed::Run(o))
}
