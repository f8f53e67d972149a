//! Dependency files (`-M -MM -MD -MMD -MF -MT -MQ -MP -MG`).
//!
//! clang preprocesses for us, so clang also writes the make rules: a `clang -E` run with the same
//! preprocessor options as the compilation and the user's dependency flags. The file names and
//! the default target follow clang's driver: `-MF`, else the `-o` file with `.d`, else the
//! input's stem with `.d`; the target is `-MT`/`-MQ`, else the `-o` file, else `<stem>.o`.

use std::path::{Path, PathBuf};

use super::args::{DepPrint, Options};
use xmp_frontend::preprocess::PreprocessOptions;

/// The preprocessor options as clang flags (without `-E` and the input).
fn cpp_flags(cpp: &PreprocessOptions) -> Vec<String> {
    let mut a = vec!["-D_XCALABLEMP".to_string()];
    if let Some(s) = &cpp.std {
        a.push(format!("-std={s}"));
    }
    for d in &cpp.include_dirs {
        a.push(format!("-I{}", d.display()));
    }
    a.extend(cpp.defines.iter().map(|d| format!("-D{d}")));
    a.extend(cpp.undefines.iter().map(|u| format!("-U{u}")));
    a.extend(cpp.extra.iter().cloned());
    a
}

/// The user's `-MT`/`-MQ`/`-MP`/`-MG` flags.
fn rule_flags(opts: &Options) -> Vec<String> {
    let mut a = Vec::new();
    for (f, t) in &opts.deps.targets {
        a.push(f.to_string());
        a.push(t.clone());
    }
    if opts.deps.phony {
        a.push("-MP".into());
    }
    if opts.deps.missing_ok {
        a.push("-MG".into());
    }
    a
}

/// The clang command for `-M`/`-MM`: prints the rules (to `-MF`, `-o` or stdout) instead of
/// compiling.
pub fn print_command(opts: &Options, cpp: &PreprocessOptions, sources: &[PathBuf]) -> Vec<String> {
    let mut a = vec!["-E".to_string()];
    a.extend(cpp_flags(cpp));
    a.push(
        match opts.deps.print {
            Some(DepPrint::User) => "-MM",
            _ => "-M",
        }
        .into(),
    );
    if let Some(f) = &opts.deps.mf {
        a.push("-MF".into());
        a.push(f.clone());
    }
    a.extend(rule_flags(opts));
    a.push("-x".into());
    a.push("c".into());
    a.extend(sources.iter().map(|s| s.to_string_lossy().into_owned()));
    if let Some(o) = &opts.output {
        a.push("-o".into());
        a.push(o.to_string_lossy().into_owned());
    }
    a
}

/// The clang command that writes the `-MD`/`-MMD` file of `src`, whose output is `out` (the
/// object, assembly, ... or the linked program); `None` when no dependency file is asked for.
pub fn file_command(
    opts: &Options,
    cpp: &PreprocessOptions,
    src: &Path,
    out: Option<&Path>,
) -> Option<Vec<String>> {
    let user_only = opts.deps.file?;
    let stem = src
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_else(|| "-".into());
    let dep_file = match (&opts.deps.mf, out) {
        (Some(f), _) => f.clone(),
        (None, Some(o)) => o.with_extension("d").to_string_lossy().into_owned(),
        (None, None) => format!("{stem}.d"),
    };
    let mut a = vec!["-E".to_string()];
    a.extend(cpp_flags(cpp));
    a.push(if user_only { "-MMD" } else { "-MD" }.into());
    a.push("-MF".into());
    a.push(dep_file);
    if opts.deps.targets.is_empty() {
        // clang's driver quotes the default target (as -MQ does).
        a.push("-MQ".into());
        a.push(match out {
            Some(o) => o.to_string_lossy().into_owned(),
            None => format!("{stem}.o"),
        });
    }
    a.extend(rule_flags(opts));
    a.extend(["-o", "/dev/null", "-x", "c"].iter().map(|s| s.to_string()));
    a.push(src.to_string_lossy().into_owned());
    Some(a)
}
