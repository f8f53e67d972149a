//! Preprocessing through the system's clang (`clang -E`).
//!
//! clang expands macros in `#pragma omp` lines but not in `#pragma xmp` lines, while XMP needs
//! them expanded (`#pragma xmp template t[N]`). So before handing the file to clang we rewrite
//! every logical `#pragma xmp REST` line into the ordinary text
//! `__xmp_pragma_begin__ REST __xmp_pragma_end__`, which clang expands like any other line; the
//! lexer turns the bracketed tokens back into one pragma token. The rewritten text goes to clang on
//! stdin behind a `#line 1 "<path>"` directive, so every line marker clang writes names the user's
//! file and the user's line numbers, and `-iquote <dir of file>` keeps `#include "x.h"` working.
//!
//! Included files need the same rewrite: a `#pragma xmp` line in a header must see the macros
//! defined at its point of inclusion, which only clang knows. clang reads headers itself, so we
//! hand it rewritten copies through a virtual file system overlay (`-ivfsoverlay`): the overlay
//! maps each header's path to its rewritten copy under the original name, so include lookup,
//! include guards, `#pragma once`, `__FILE__` and the line markers stay those of the real header.
//! Which headers need it is read off a first run: their `#pragma xmp` lines come out of clang
//! raw (unexpanded). Programs whose headers carry no `#pragma xmp` are preprocessed once.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use crate::diag::Diagnostic;
use crate::source::Span;

/// The identifier that opens a rewritten `#pragma xmp` line.
pub const XMP_PRAGMA_BEGIN: &str = "__xmp_pragma_begin__";
/// The identifier that closes a rewritten `#pragma xmp` line.
pub const XMP_PRAGMA_END: &str = "__xmp_pragma_end__";

/// How to run the preprocessor.
#[derive(Clone, Debug, Default)]
pub struct PreprocessOptions {
    /// The clang executable; empty means [`find_clang`].
    pub clang: PathBuf,
    /// `-I` directories, in order.
    pub include_dirs: Vec<PathBuf>,
    /// `-D` arguments without the `-D` (`N=4`, `DEBUG`).
    pub defines: Vec<String>,
    /// `-U` arguments without the `-U`.
    pub undefines: Vec<String>,
    /// `-std=` value (`c99`, `gnu11`, ...); `None` keeps clang's default GNU mode.
    pub std: Option<String>,
    /// Further arguments passed to clang as they are (`-isystem`, `-include`, ...).
    pub extra: Vec<String>,
}

/// Locates clang: the `CLANG` environment variable, else `clang-22` on `PATH`, else
/// `/usr/lib/llvm-22/bin/clang`.
pub fn find_clang() -> PathBuf {
    if let Some(p) = std::env::var_os("CLANG") {
        if !p.is_empty() {
            return PathBuf::from(p);
        }
    }
    if let Ok(p) = which::which("clang-22") {
        return p;
    }
    PathBuf::from("/usr/lib/llvm-22/bin/clang")
}

/// Preprocesses `path` with `clang -E -D_XCALABLEMP`, returning the preprocessed text (with line
/// markers). Errors (unreadable file, clang missing, preprocessing errors such as a missing
/// header) come back as one diagnostic whose message carries clang's own output.
pub fn preprocess(path: &Path, opts: &PreprocessOptions) -> Result<String, Diagnostic> {
    preprocess_with_messages(path, opts).map(|(text, _)| text)
}

/// Like [`preprocess`], also returning what clang printed on success (`#warning` lines and
/// other preprocessor warnings, already in clang's format), empty when nothing.
pub fn preprocess_with_messages(
    path: &Path,
    opts: &PreprocessOptions,
) -> Result<(String, String), Diagnostic> {
    let bytes = std::fs::read(path).map_err(|e| {
        Diagnostic::error(
            Span::default(),
            format!("cannot read '{}': {e}", path.display()),
        )
    })?;
    let dir = path
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    preprocess_bytes(&bytes, &path.to_string_lossy(), dir, opts)
}

/// Like [`preprocess_with_messages`] for source text that is not read from a file (standard
/// input): `shown` is the name diagnostics and line markers give it (`<stdin>`), `dir` the
/// directory searched for `#include "..."`.
pub fn preprocess_bytes(
    bytes: &[u8],
    shown: &str,
    dir: &Path,
    opts: &PreprocessOptions,
) -> Result<(String, String), Diagnostic> {
    // A UTF-8 byte-order mark at the start of the file is skipped, as clang does. The text goes
    // to clang behind a `#line` directive, where clang would not skip it, so it becomes three
    // spaces: the columns of line 1 stay those clang reports (it counts the mark's bytes).
    let (bom, rest) = split_bom(bytes);
    let mut text = crate::rawbytes::decode(rest);
    if !bom.is_empty() {
        text.insert_str(0, "   ");
    }
    let rewritten = rewrite_xmp_pragmas(&text);
    let mut input = String::with_capacity(rewritten.len() + shown.len() + 16);
    // `#line 1` numbers the *next* line 1, so the user's first line stays line 1.
    input.push_str(&format!("#line 1 \"{}\"\n", escape_path(shown)));
    input.push_str(&rewritten);

    let clang = clang_of(opts);
    let first = run_clang(&clang, dir, opts, &input, None)?;
    let headers = files_with_raw_xmp_pragmas(&first.0, shown);
    if headers.is_empty() {
        return Ok(first);
    }
    // The overlay's files live in a temporary folder removed when `overlay` is dropped, after
    // the second run.
    let overlay = match HeaderOverlay::build(&headers)? {
        Some(o) => o,
        None => return Ok(first),
    };
    run_clang(&clang, dir, opts, &input, Some(&overlay.yaml))
}

fn clang_of(opts: &PreprocessOptions) -> PathBuf {
    if opts.clang.as_os_str().is_empty() {
        find_clang()
    } else {
        opts.clang.clone()
    }
}

/// The arguments of the `clang -E` run for a source in `dir` (which reads the rewritten
/// source from standard input), without the program name.
pub fn clang_args(dir: &Path, opts: &PreprocessOptions, overlay: Option<&Path>) -> Vec<String> {
    let mut a: Vec<String> = ["-E", "-x", "c", "-D_XCALABLEMP", "-iquote"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    a.push(dir.to_string_lossy().into_owned());
    if let Some(std) = &opts.std {
        a.push(format!("-std={std}"));
    }
    for d in &opts.include_dirs {
        a.push("-I".into());
        a.push(d.to_string_lossy().into_owned());
    }
    a.extend(opts.defines.iter().map(|d| format!("-D{d}")));
    a.extend(opts.undefines.iter().map(|u| format!("-U{u}")));
    if let Some(o) = overlay {
        a.push("-ivfsoverlay".into());
        a.push(o.to_string_lossy().into_owned());
    }
    a.extend(opts.extra.iter().cloned());
    a.push("-".into());
    a
}

/// The clang that preprocessing runs.
pub fn clang_path(opts: &PreprocessOptions) -> PathBuf {
    clang_of(opts)
}

/// Turns the bracketed form of `#pragma xmp` lines in preprocessed `text`
/// (`__xmp_pragma_begin__ REST __xmp_pragma_end__`, macros in REST expanded) back into
/// `#pragma xmp REST` lines, each on a line of its own, so that `-E` output compiles again.
pub fn restore_xmp_pragmas(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for line in text.split_inclusive('\n') {
        let mut rest = line;
        while let Some(b) = rest.find(XMP_PRAGMA_BEGIN) {
            let Some(e) = rest[b..].find(XMP_PRAGMA_END).map(|e| b + e) else {
                break;
            };
            let before = &rest[..b];
            if !before.trim().is_empty() {
                out.push_str(before.trim_end());
                out.push('\n');
            }
            out.push_str("#pragma xmp ");
            out.push_str(rest[b + XMP_PRAGMA_BEGIN.len()..e].trim());
            out.push('\n');
            rest = &rest[e + XMP_PRAGMA_END.len()..];
            if rest.trim().is_empty() {
                rest = "";
            }
        }
        out.push_str(rest);
    }
    out
}

/// The most bytes of preprocessed text accepted: `XMP_MAX_PREPROCESSED_MB` (MiB, 0 = no limit),
/// 512 by default. Macros that expand exponentially (`#define A B B`, `#define B C C`, ...)
/// make clang produce output without end; clang itself then runs until it is stopped, but this
/// driver holds the text in memory, so it stops at the limit with an error instead.
fn max_output_bytes() -> Option<u64> {
    let mb = std::env::var("XMP_MAX_PREPROCESSED_MB")
        .ok()
        .and_then(|v| v.trim().parse::<u64>().ok())
        .unwrap_or(512);
    (mb > 0).then(|| mb.saturating_mul(1 << 20))
}

/// Waits for `child`, collecting its stdout (at most `limit` bytes: beyond that the child is
/// killed and the result is an error) and stderr.
fn read_bounded(
    mut child: std::process::Child,
    limit: Option<u64>,
) -> Result<std::process::Output, Diagnostic> {
    use std::io::Read;
    let fail =
        |e: std::io::Error| Diagnostic::error(Span::default(), format!("preprocessor failed: {e}"));
    let mut stderr = child.stderr.take();
    let errs = std::thread::spawn(move || {
        let mut v = Vec::new();
        if let Some(s) = stderr.as_mut() {
            let _ = s.read_to_end(&mut v);
        }
        v
    });
    let mut stdout = Vec::new();
    let mut over = false;
    if let Some(mut so) = child.stdout.take() {
        let mut buf = vec![0u8; 1 << 16];
        loop {
            let n = match so.read(&mut buf) {
                Ok(0) => break,
                Ok(n) => n,
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(fail(e)),
            };
            stdout.extend_from_slice(&buf[..n]);
            if limit.is_some_and(|l| stdout.len() as u64 > l) {
                over = true;
                let _ = child.kill();
                break;
            }
        }
    }
    let status = child.wait().map_err(fail)?;
    let stderr = errs.join().unwrap_or_default();
    if over {
        let mb = limit.unwrap_or(0) >> 20;
        return Err(Diagnostic::error(
            Span::default(),
            format!("the preprocessed source exceeds {mb} MiB, stopping (macros that expand exponentially?); XMP_MAX_PREPROCESSED_MB raises the limit (0: none)"),
        ));
    }
    Ok(std::process::Output {
        status,
        stdout,
        stderr,
    })
}

/// One `clang -E` run over `input` (fed on stdin), with `overlay` as `-ivfsoverlay` when given.
/// Returns the preprocessed text and clang's messages.
fn run_clang(
    clang: &Path,
    dir: &Path,
    opts: &PreprocessOptions,
    input: &str,
    overlay: Option<&Path>,
) -> Result<(String, String), Diagnostic> {
    let mut cmd = Command::new(clang);
    cmd.args(clang_args(dir, opts, overlay));
    cmd.stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = cmd.spawn().map_err(|e| {
        Diagnostic::error(
            Span::default(),
            format!("cannot run the preprocessor '{}': {e}", clang.display()),
        )
    })?;
    // Feed stdin from a thread so that a large output cannot deadlock against a full pipe.
    let mut stdin = child.stdin.take();
    let input = input.to_string();
    let writer = std::thread::spawn(move || {
        if let Some(s) = stdin.as_mut() {
            let _ = s.write_all(input.as_bytes());
        }
    });
    let out = read_bounded(child, max_output_bytes())?;
    let _ = writer.join();
    if !out.status.success() {
        let err = String::from_utf8_lossy(&out.stderr);
        let msg = err.trim_end();
        return Err(Diagnostic::error(
            Span::default(),
            if msg.is_empty() {
                "preprocessing failed".to_string()
            } else {
                msg.to_string()
            },
        ));
    }
    Ok((
        crate::rawbytes::decode(&out.stdout),
        String::from_utf8_lossy(&out.stderr).trim_end().to_string(),
    ))
}

/// The files (as clang's line markers name them) in whose part of the preprocessed `text` a raw
/// `#pragma xmp` line appears, in first-seen order, leaving out the main file `main` (already
/// rewritten; its raw ones come from `_Pragma`). Raw lines are unexpanded pragmas of headers, or
/// `_Pragma`s, which rewriting leaves alone and [`HeaderOverlay::build`] skips.
fn files_with_raw_xmp_pragmas(text: &str, main: &str) -> Vec<String> {
    let mut found: Vec<String> = Vec::new();
    let mut current: Option<String> = None;
    for line in text.lines() {
        if let Some(name) = line_marker_file(line) {
            current = Some(name);
            continue;
        }
        if xmp_pragma_rest(line).is_none() {
            continue;
        }
        if let Some(f) = &current {
            if f != main && !f.starts_with('<') && !found.contains(f) {
                found.push(f.clone());
            }
        }
    }
    found
}

/// The file name of a line marker `# N "name" flags` or `#line N "name"` (C escapes undone), or
/// `None` for any other line.
fn line_marker_file(line: &str) -> Option<String> {
    let t = line.strip_prefix('#')?.trim_start();
    let t = t.strip_prefix("line").unwrap_or(t).trim_start();
    let digits = t.bytes().take_while(u8::is_ascii_digit).count();
    if digits == 0 {
        return None;
    }
    let r = t[digits..].trim_start().strip_prefix('"')?;
    let mut name = String::new();
    let mut chars = r.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => name.push(chars.next()?),
            '"' => return Some(name),
            _ => name.push(c),
        }
    }
    None
}

/// Rewritten copies of headers and the `-ivfsoverlay` file that maps the headers' paths to them.
struct HeaderOverlay {
    /// Holds the copies and the overlay file; removed on drop.
    _dir: tempfile::TempDir,
    yaml: PathBuf,
}

impl HeaderOverlay {
    /// Rewrites the `#pragma xmp` lines of each of `headers` (paths as clang opened them,
    /// relative to our working directory, which clang shares) into a temporary copy. Headers that
    /// cannot be read or have nothing to rewrite are left to clang as they are. `None` when no
    /// header needed a copy.
    fn build(headers: &[String]) -> Result<Option<HeaderOverlay>, Diagnostic> {
        // clang makes a relative path absolute against `$PWD` when that names the working
        // directory (LLVM's `current_path`), which differs from `getcwd` when the directory was
        // entered through a symbolic link; entries under both spellings cover either. A stale
        // `$PWD` (another directory) is not used, as LLVM does not use it either.
        let mut bases: Vec<PathBuf> = Vec::new();
        if let Ok(c) = std::env::current_dir() {
            if let Some(pwd) = std::env::var_os("PWD").map(PathBuf::from) {
                let same = pwd.is_absolute() && std::fs::canonicalize(&pwd).is_ok_and(|r| r == c);
                if same && pwd != c {
                    bases.push(pwd);
                }
            }
            bases.push(c);
        }
        let fail = |what: &str, e: std::io::Error| {
            Diagnostic::error(
                Span::default(),
                format!("cannot prepare the rewritten headers ({what}): {e}"),
            )
        };
        let mut dir: Option<tempfile::TempDir> = None;
        // Overlay entries grouped by the header's folder: (file name, copy).
        let mut by_dir: std::collections::BTreeMap<String, Vec<(String, PathBuf)>> =
            Default::default();
        for (k, h) in headers.iter().enumerate() {
            let p = Path::new(h);
            let spellings: Vec<PathBuf> = if p.is_absolute() {
                vec![p.to_path_buf()]
            } else {
                bases.iter().map(|b| b.join(p)).collect()
            };
            let Some(first) = spellings.first() else {
                continue;
            };
            let Ok(bytes) = std::fs::read(first) else {
                continue;
            };
            let Some(copy_bytes) = rewrite_xmp_pragmas_bytes(&bytes) else {
                continue;
            };
            if dir.is_none() {
                dir = Some(tempfile::tempdir().map_err(|e| fail("temporary folder", e))?);
            }
            let Some(d) = dir.as_ref() else { continue };
            let copy = d.path().join(format!("h{k}.h"));
            std::fs::write(&copy, copy_bytes).map_err(|e| fail("write", e))?;
            for abs in spellings {
                // Collecting the components drops inner `.` parts, so that `./a/x.h` and `a/x.h`
                // give one folder entry.
                let abs: PathBuf = abs.components().collect();
                let (Some(parent), Some(name)) = (abs.parent(), abs.file_name()) else {
                    continue;
                };
                let (Some(parent), Some(name)) = (parent.to_str(), name.to_str()) else {
                    // The overlay file is JSON text, which cannot name a non-UTF-8 path.
                    continue;
                };
                let files = by_dir.entry(parent.to_string()).or_default();
                if !files.iter().any(|(n, _)| n == name) {
                    files.push((name.to_string(), copy.clone()));
                }
            }
        }
        let Some(dir) = dir else { return Ok(None) };
        let mut roots = Vec::new();
        for (parent, files) in &by_dir {
            let contents: Vec<String> = files
                .iter()
                .map(|(name, copy)| {
                    format!(
                        "{{\"type\": \"file\", \"name\": {}, \"external-contents\": {}}}",
                        json_string(name),
                        json_string(&copy.to_string_lossy())
                    )
                })
                .collect();
            roots.push(format!(
                "{{\"type\": \"directory\", \"name\": {}, \"contents\": [{}]}}",
                json_string(parent),
                contents.join(", ")
            ));
        }
        // `use-external-names: false` makes clang name each header by its own path (line
        // markers, `__FILE__`, messages), never by the copy's.
        let yaml_text = format!(
            "{{\"version\": 0, \"case-sensitive\": \"true\", \"use-external-names\": false, \"roots\": [{}]}}\n",
            roots.join(", ")
        );
        let yaml = dir.path().join("overlay.yaml");
        std::fs::write(&yaml, yaml_text).map_err(|e| fail("write", e))?;
        Ok(Some(HeaderOverlay { _dir: dir, yaml }))
    }
}

/// [`rewrite_xmp_pragmas`] over bytes, keeping every byte that is not part of a rewritten
/// pragma as it is (a header may well not be UTF-8: Latin-1 comments or string literals must
/// reach clang unchanged). `None` when there is nothing to rewrite.
fn rewrite_xmp_pragmas_bytes(bytes: &[u8]) -> Option<Vec<u8>> {
    // A byte-order mark stays in front of the copy (clang skips it at the start of a file); the
    // pragma lines are looked for after it.
    let (bom, bytes) = split_bom(bytes);
    // Each byte becomes the char of the same number (Latin-1), so the text round-trips exactly;
    // the rewrite only looks at and inserts ASCII.
    let text: String = bytes.iter().map(|&b| char::from(b)).collect();
    let rewritten = rewrite_xmp_pragmas(&text);
    if rewritten == text {
        return None;
    }
    let mut out = bom.to_vec();
    out.extend(
        rewritten
            .chars()
            .map(|c| u8::try_from(u32::from(c)).unwrap_or(b'?')),
    );
    Some(out)
}

/// The UTF-8 byte-order mark (`EF BB BF`) at the start of `bytes`, if any, and the rest.
pub fn split_bom(bytes: &[u8]) -> (&[u8], &[u8]) {
    const BOM: &[u8] = b"\xEF\xBB\xBF";
    match bytes.strip_prefix(BOM) {
        Some(rest) => (BOM, rest),
        None => (&[], bytes),
    }
}

/// `s` as a JSON string literal.
fn json_string(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if u32::from(c) < 0x20 => out.push_str(&format!("\\u{:04x}", u32::from(c))),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

fn escape_path(p: &str) -> String {
    p.replace('\\', "\\\\").replace('"', "\\\"")
}

/// Rewrites each logical `#pragma xmp REST` line (outside comments) into
/// `__xmp_pragma_begin__ REST __xmp_pragma_end__`, keeping every physical line (backslash
/// continuations stay where they are) so line numbers do not move. A trailing comment on the
/// pragma line stays after the end marker.
pub fn rewrite_xmp_pragmas(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 64);
    let lines: Vec<&str> = text.split_inclusive('\n').collect();
    let mut in_comment = false;
    let mut i = 0;
    while i < lines.len() {
        // Gather one logical line: physical lines joined by backslash-newline.
        let start = i;
        while i + 1 < lines.len() && ends_with_continuation(lines[i]) {
            i += 1;
        }
        let logical: String = lines[start..=i].concat();
        i += 1;
        if !in_comment {
            if let Some(rest_at) = xmp_pragma_rest(&logical) {
                let body = &logical[rest_at..];
                // The end marker goes before a comment that starts on the pragma line, or before
                // the final newline.
                let body_trim_nl = body.strip_suffix('\n').unwrap_or(body);
                let body_trim_nl = body_trim_nl.strip_suffix('\r').unwrap_or(body_trim_nl);
                let (cut, comment_open) = comment_start(body_trim_nl);
                out.push_str(XMP_PRAGMA_BEGIN);
                out.push(' ');
                out.push_str(&body_trim_nl[..cut]);
                out.push(' ');
                out.push_str(XMP_PRAGMA_END);
                out.push(' ');
                out.push_str(&body[cut..]);
                in_comment = comment_open;
                continue;
            }
        }
        in_comment = scan_comment_state(&logical, in_comment);
        out.push_str(&logical);
    }
    out
}

fn ends_with_continuation(line: &str) -> bool {
    let l = line.strip_suffix('\n').unwrap_or(line);
    let l = l.strip_suffix('\r').unwrap_or(l);
    l.ends_with('\\')
}

/// If `line` is `#pragma xmp ...` (whitespace and backslash-newlines allowed between the parts),
/// returns the byte offset just after `xmp`.
fn xmp_pragma_rest(line: &str) -> Option<usize> {
    let b = line.as_bytes();
    let mut p = skip_ws(b, 0);
    if b.get(p) != Some(&b'#') {
        return None;
    }
    p = skip_ws(b, p + 1);
    if !line[p..].starts_with("pragma") {
        return None;
    }
    p += 6;
    let q = skip_ws(b, p);
    if q == p {
        return None;
    }
    if !line[q..].starts_with("xmp") {
        return None;
    }
    let r = q + 3;
    match b.get(r) {
        Some(c) if c.is_ascii_alphanumeric() || *c == b'_' => None,
        _ => Some(r),
    }
}

fn skip_ws(b: &[u8], mut p: usize) -> usize {
    loop {
        match b.get(p) {
            Some(b' ' | b'\t' | b'\x0c' | b'\x0b') => p += 1,
            Some(b'\\') if b.get(p + 1) == Some(&b'\n') => p += 2,
            Some(b'\\') if b.get(p + 1) == Some(&b'\r') && b.get(p + 2) == Some(&b'\n') => p += 3,
            _ => return p,
        }
    }
}

/// Finds the first comment start outside literals in `s`: returns its offset (or `s.len()`) and
/// whether a block comment is left open at the end of `s`.
fn comment_start(s: &str) -> (usize, bool) {
    let b = s.as_bytes();
    let mut p = 0;
    while p < b.len() {
        match b[p] {
            b'"' | b'\'' => p = skip_literal(b, p),
            b'/' if b.get(p + 1) == Some(&b'/') => return (p, false),
            b'/' if b.get(p + 1) == Some(&b'*') => {
                // A block comment closed on this line is kept inside the pragma (the
                // preprocessor removes it); one left open ends the pragma here.
                match s[p + 2..].find("*/") {
                    Some(e) => p = p + 2 + e + 2,
                    None => return (p, true),
                }
            }
            _ => p += 1,
        }
    }
    (b.len(), false)
}

fn skip_literal(b: &[u8], p: usize) -> usize {
    let q = b[p];
    let mut i = p + 1;
    while i < b.len() {
        match b[i] {
            b'\\' => i += 2,
            c if c == q => return i + 1,
            b'\n' => return i,
            _ => i += 1,
        }
    }
    b.len()
}

/// Whether a block comment is open after `s`, given whether one was open before it.
fn scan_comment_state(s: &str, mut in_comment: bool) -> bool {
    let b = s.as_bytes();
    let mut p = 0;
    while p < b.len() {
        if in_comment {
            match s[p..].find("*/") {
                Some(e) => {
                    p += e + 2;
                    in_comment = false;
                }
                None => return true,
            }
            continue;
        }
        match b[p] {
            b'"' | b'\'' => p = skip_literal(b, p),
            b'/' if b.get(p + 1) == Some(&b'/') => {
                // A line comment runs to the end of the logical line.
                return false;
            }
            b'/' if b.get(p + 1) == Some(&b'*') => {
                in_comment = true;
                p += 2;
            }
            _ => p += 1,
        }
    }
    in_comment
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rewrites_simple_pragma() {
        let r = rewrite_xmp_pragmas("int a;\n  #pragma xmp nodes p[N]\nint b;\n");
        assert_eq!(
            r,
            "int a;\n__xmp_pragma_begin__  nodes p[N] __xmp_pragma_end__ \nint b;\n"
        );
    }

    #[test]
    fn keeps_line_count_with_continuations_and_comments() {
        let src = "#pragma xmp template \\\n t[N] // c\n/* #pragma xmp no\n */\n#pragma omp x\n";
        let r = rewrite_xmp_pragmas(src);
        assert_eq!(r.lines().count(), src.lines().count());
        assert!(r.starts_with("__xmp_pragma_begin__  template \\\n t[N]  __xmp_pragma_end__ // c"));
        assert!(r.contains("/* #pragma xmp no"));
        assert!(r.contains("#pragma omp x"));
        assert!(!rewrite_xmp_pragmas("#pragma xmpfoo\n").contains("begin"));
    }

    #[test]
    fn rewriting_random_text_keeps_lines_and_does_not_panic() {
        let alphabet = [
            "#", "pragma", " ", "xmp", "\\", "\n", "/*", "*/", "//", "\"", "'", "é", "x", "\r",
        ];
        let mut x: u64 = 88172645463325252;
        for _ in 0..2000 {
            let mut s = String::new();
            for _ in 0..40 {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                s.push_str(alphabet[(x % alphabet.len() as u64) as usize]);
            }
            let r = rewrite_xmp_pragmas(&s);
            assert_eq!(r.matches('\n').count(), s.matches('\n').count(), "{s:?}");
        }
    }

    #[test]
    fn open_comment_on_pragma_line() {
        let r = rewrite_xmp_pragmas("#pragma xmp barrier /* a\n#pragma xmp no */\n");
        assert_eq!(r.matches(XMP_PRAGMA_BEGIN).count(), 1);
    }

    #[test]
    fn preprocess_keeps_lines_and_expands_xmp() {
        let dir = tempfile::tempdir().unwrap();
        let h = dir.path().join("x.h");
        std::fs::write(&h, "#define N 16\n").unwrap();
        let f = dir.path().join("t.c");
        std::fs::write(
            &f,
            "#include \"x.h\"\n#pragma xmp template t[N]\nint a[N];\n",
        )
        .unwrap();
        let out = preprocess(&f, &PreprocessOptions::default()).unwrap();
        assert!(
            out.contains("__xmp_pragma_begin__ template t[16] __xmp_pragma_end__"),
            "{out}"
        );
        assert!(out.contains("int a[16];"));
    }

    #[test]
    fn preprocess_expands_xmp_pragmas_in_headers() {
        let dir = tempfile::tempdir().unwrap();
        let inc = dir.path().join("inc");
        std::fs::create_dir(&inc).unwrap();
        // Nested: outer.h (guarded, defines a function-like macro) includes <inner.h> via -I.
        std::fs::write(
            dir.path().join("outer.h"),
            "#ifndef OUTER_H\n#define OUTER_H\n#define TWICE(x) ((x) + (x))\n\
             #pragma xmp template to[TWICE(N)]\n#include <inner.h>\n#endif\n",
        )
        .unwrap();
        std::fs::write(inc.join("inner.h"), "#pragma xmp template ti[N] // c\n").unwrap();
        let f = dir.path().join("t.c");
        std::fs::write(
            &f,
            "#define N 16\n#include \"outer.h\"\n#undef N\n#define N 3\n\
             #include \"outer.h\"\n#include <inner.h>\n",
        )
        .unwrap();
        let opts = PreprocessOptions {
            include_dirs: vec![inc.clone()],
            ..Default::default()
        };
        let out = preprocess(&f, &opts).unwrap();
        assert!(out.contains("template to[((16) + (16))]"), "{out}");
        assert!(out.contains("template ti[16]"), "{out}");
        assert!(out.contains("template ti[3]"), "{out}");
        assert!(!out.contains("#pragma xmp"), "{out}");
        // The guard held: `to` once.
        assert_eq!(out.matches("template to").count(), 1, "{out}");
        // Line markers name the real headers, never the rewritten copies.
        assert!(out.contains("outer.h\" 1"), "{out}");
        assert!(out.contains("inner.h\" 1"), "{out}");
        assert!(!out.contains("overlay") && !out.contains("h0.h"), "{out}");
    }

    #[test]
    fn raw_pragma_files_skip_main_and_builtins() {
        let text = "# 1 \"m.c\"\n# 1 \"<built-in>\" 1\n#pragma xmp barrier\n\
                    # 1 \"m.c\" 2\n#pragma xmp barrier\n# 1 \"./a \\\"q\\\".h\" 1\n\
                    #pragma omp x\n  #  pragma  xmp  barrier\n# 3 \"m.c\" 2\n";
        assert_eq!(
            files_with_raw_xmp_pragmas(text, "m.c"),
            vec!["./a \"q\".h".to_string()]
        );
        assert_eq!(line_marker_file("#line 7 \"x.h\""), Some("x.h".into()));
        assert_eq!(line_marker_file("#pragma xmp"), None);
        assert_eq!(line_marker_file("# 7 \"x.h"), None);
    }

    #[test]
    fn header_rewrite_keeps_non_utf8_bytes() {
        let src = b"/* caf\xe9 */\n#pragma xmp template t[N]\nchar *s = \"\xff\";\n";
        let out = rewrite_xmp_pragmas_bytes(src).unwrap();
        let want = b"/* caf\xe9 */\n__xmp_pragma_begin__  template t[N] __xmp_pragma_end__ \nchar *s = \"\xff\";\n";
        assert_eq!(out, want.to_vec());
        assert_eq!(
            rewrite_xmp_pragmas_bytes(b"int \xe9;\n#pragma omp x\n"),
            None
        );
    }

    #[test]
    fn json_strings_are_escaped() {
        assert_eq!(json_string("a\"b\\c\n"), "\"a\\\"b\\\\c\\u000a\"");
    }

    #[test]
    fn preprocess_warnings_are_returned() {
        let dir = tempfile::tempdir().unwrap();
        let f = dir.path().join("t.c");
        std::fs::write(&f, "#warning careful\nint x;\n").unwrap();
        let (text, msgs) = preprocess_with_messages(&f, &PreprocessOptions::default()).unwrap();
        assert!(text.contains("int x;"));
        assert!(msgs.contains("warning: careful"), "{msgs}");
    }

    #[test]
    fn byte_order_mark_is_skipped() {
        let dir = tempfile::tempdir().unwrap();
        let h = dir.path().join("h.h");
        std::fs::write(&h, "\u{feff}#pragma xmp nodes q[2]\nint y;\n").unwrap();
        let f = dir.path().join("t.c");
        std::fs::write(
            &f,
            "\u{feff}#pragma xmp nodes p[4]\n#include \"h.h\"\nint x;\n",
        )
        .unwrap();
        let text = preprocess(&f, &PreprocessOptions::default()).unwrap();
        assert!(!text.contains('\u{feff}'), "{text}");
        assert!(text.contains("nodes p[4]") && text.contains("nodes q[2]"));
        assert!(!text.contains("#pragma xmp"), "{text}");
        assert_eq!(
            split_bom(b"\xEF\xBB\xBFint"),
            (&b"\xEF\xBB\xBF"[..], &b"int"[..])
        );
        assert_eq!(split_bom(b"int"), (&b""[..], &b"int"[..]));
    }

    #[test]
    fn preprocess_error_is_a_diagnostic() {
        let dir = tempfile::tempdir().unwrap();
        let f = dir.path().join("t.c");
        std::fs::write(&f, "#include \"nope.h\"\n").unwrap();
        let e = preprocess(&f, &PreprocessOptions::default()).unwrap_err();
        assert!(e.message.contains("nope.h"), "{}", e.message);
    }
}
