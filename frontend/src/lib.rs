//! The XMP/C front end: preprocessing (through clang), lexing, parsing (lalrpop) into an AST,
//! XMP directive syntax trees, AST dumps and diagnostics.
//!
//! Semantic analysis (types, scopes, conversions) happens while lowering the AST to XIR in
//! `xmp-ir`, the way clang's Sema builds its typed AST.

pub mod ast;
pub mod diag;
pub mod lexer;
pub mod omp;
pub mod parser;
pub mod plain_char;
pub mod preprocess;
pub mod rawbytes;
pub mod source;
pub mod token;
pub mod xmp;

pub use parser::parse_expr_tokens;
pub use preprocess::{preprocess, PreprocessOptions};
pub mod dump;

use std::path::Path;

use crate::ast::TranslationUnit;
use crate::diag::Diagnostics;
use crate::source::SourceMap;

/// What parsing one translation unit produced. `unit` is `None` when there was an error (the
/// parser stops at the first syntax error); `diags` holds the errors and warnings.
#[derive(Debug)]
pub struct ParseResult {
    /// The tree; `None` after a syntax error.
    pub unit: Option<TranslationUnit>,
    /// The files named by line markers (file 0 is the main input).
    pub source_map: SourceMap,
    /// Errors and warnings (preprocessor warnings first, as clang printed them).
    pub diags: Diagnostics,
}

/// Preprocesses `path` with clang (see [`preprocess()`]) and parses the result. Token spans name
/// the user's files, lines and columns (columns recovered from the original files).
pub fn parse_file(path: &Path, opts: &PreprocessOptions) -> ParseResult {
    let main = path.to_string_lossy().into_owned();
    finish_parse(&main, preprocess::preprocess_with_messages(path, opts))
}

/// Like [`parse_file`] for source text not read from a file (standard input), named `shown`
/// in diagnostics, with `#include "..."` searched in `dir`.
pub fn parse_bytes(bytes: &[u8], shown: &str, dir: &Path, opts: &PreprocessOptions) -> ParseResult {
    finish_parse(shown, preprocess::preprocess_bytes(bytes, shown, dir, opts))
}

/// Parses the output of the preprocessor (a `.i` file or `-E` output, line markers naming the
/// original files, whose columns are read back from them).
pub fn parse_preprocessed(text: &str, main_path: &str) -> ParseResult {
    parse_text(text, main_path, true)
}

/// Parses what preprocessing produced, or reports why it failed.
pub fn finish_parse(
    main: &str,
    preprocessed: Result<(String, String), diag::Diagnostic>,
) -> ParseResult {
    match preprocessed {
        Ok((text, messages)) => {
            let mut r = parse_text(&text, main, true);
            if !messages.is_empty() {
                // clang's own warnings (`#warning`), printed as clang wrote them.
                let w = diag::Diagnostic::warning(source::Span::default(), messages);
                r.diags.list.insert(0, w);
            }
            r
        }
        Err(d) => {
            let mut source_map = SourceMap::default();
            source_map.intern(main, false);
            let mut diags = Diagnostics::default();
            diags.push(d);
            ParseResult {
                unit: None,
                source_map,
                diags,
            }
        }
    }
}

/// Parses already-preprocessed text (line markers allowed) whose main file is `main_path`
/// (tests, fuzzing). Columns are those of the given text.
pub fn parse_source(text: &str, main_path: &str) -> ParseResult {
    parse_text(text, main_path, false)
}

fn parse_text(text: &str, main_path: &str, read_originals: bool) -> ParseResult {
    let p = parser::parse_preprocessed(text, main_path, read_originals);
    let mut diags = Diagnostics::default();
    if let Some(e) = p.error {
        diags.push(e);
    }
    for w in p.warnings {
        diags.push(w);
    }
    let mut unit = p.unit;
    if let Some(unit) = &mut unit {
        warn_unknown_pragmas(unit, &p.source_map, &mut diags);
        xmp::compat::apply_coarray_decls(unit, &mut diags);
    }
    ParseResult {
        unit,
        source_map: p.source_map,
        diags,
    }
}

/// clang warns about pragmas it does not know; so do we (for user files). XMP directives
/// bring their own `-Wxmp-compat` warnings.
fn warn_unknown_pragmas(unit: &TranslationUnit, sm: &SourceMap, diags: &mut Diagnostics) {
    use crate::ast::{ExternalDecl, PragmaKind};
    // Namespaces clang itself handles (or ignores silently).
    const KNOWN: &[&str] = &[
        "GCC",
        "clang",
        "STDC",
        "once",
        "pack",
        "weak",
        "redefine_extname",
        "message",
        "push_macro",
        "pop_macro",
        "unroll",
        "nounroll",
        "ident",
        "region",
        "endregion",
    ];
    let mut check = |p: &crate::ast::Pragma| match &p.kind {
        PragmaKind::Other { namespace, .. }
            if !sm.is_system(p.span.file) && !KNOWN.contains(&namespace.as_str()) =>
        {
            let span = namespace_span(p.span, sm, namespace);
            diags.warning(span, "unknown pragma ignored [-Wunknown-pragmas]");
        }
        // Forms accepted beyond XMP/C 1.4, found while parsing the directive.
        PragmaKind::Xmp(d) => diags.list.extend(d.warnings.iter().cloned()),
        _ => {}
    };
    for item in &unit.items {
        match item {
            ExternalDecl::Pragma(p) => check(p),
            ExternalDecl::FuncDef(f) => visit_block_pragmas(&f.body, &mut check),
            _ => {}
        }
    }
}

/// The span of a pragma's namespace (clang points there, not at the `#`), found in the
/// original line; the pragma's own span when the line cannot be read.
fn namespace_span(span: source::Span, sm: &SourceMap, namespace: &str) -> source::Span {
    let found = std::fs::read(sm.path(span.file)).ok().and_then(|bytes| {
        let text = String::from_utf8_lossy(&bytes);
        let line = text.lines().nth(span.line.checked_sub(1)? as usize)?;
        let from = (span.col as usize).checked_sub(1)?;
        let rest = line.get(from..)?;
        let after_pragma = rest.find("pragma")? + "pragma".len();
        let ns = rest[after_pragma..].find(namespace)? + after_pragma;
        Some(from + ns + 1)
    });
    match found {
        Some(col) => source::Span {
            col: col as u32,
            len: namespace.len() as u32,
            ..span
        },
        None => span,
    }
}

fn visit_block_pragmas(b: &ast::Block, f: &mut dyn FnMut(&ast::Pragma)) {
    use crate::ast::{BlockItem, StmtKind};
    // An explicit work list: statement trees can be deep.
    let mut stack: Vec<&ast::Stmt> = Vec::new();
    let mut blocks: Vec<&ast::Block> = vec![b];
    while let Some(b) = blocks.pop() {
        for it in &b.items {
            match it {
                BlockItem::Pragma(p) => f(p),
                BlockItem::Stmt(s) => stack.push(s),
                _ => {}
            }
        }
        while let Some(s) = stack.pop() {
            match &s.kind {
                StmtKind::Compound(b) => blocks.push(b),
                StmtKind::If { then, els, .. } => {
                    stack.push(then);
                    if let Some(e) = els {
                        stack.push(e);
                    }
                }
                StmtKind::Switch { body, .. }
                | StmtKind::While { body, .. }
                | StmtKind::DoWhile { body, .. }
                | StmtKind::For { body, .. }
                | StmtKind::Labeled { body, .. }
                | StmtKind::Case { body, .. }
                | StmtKind::CaseRange { body, .. }
                | StmtKind::Default(body) => stack.push(body),
                _ => {}
            }
        }
    }
}

/// Stack size for [`run_with_large_stack`]: the parser bounds tree depth ([`parser::MAX_DEPTH`]
/// levels), but recursive passes over a tree that deep (semantic analysis, lowering, codegen in
/// debug builds) need more than the 8 MiB main thread (or the 2 MiB of a test thread).
pub const LARGE_STACK_BYTES: usize = 1 << 30;

/// Runs `f` on a thread with a 1 GiB stack (reserved, touched only as used) and returns its
/// result, so that compiling the deepest tree the parser accepts cannot overflow the stack. `f`
/// may borrow from the caller. A panic in `f` is propagated; an error means no thread could be
/// created.
pub fn run_with_large_stack<R: Send>(f: impl FnOnce() -> R + Send) -> std::io::Result<R> {
    std::thread::scope(|s| {
        let h = std::thread::Builder::new()
            .stack_size(LARGE_STACK_BYTES)
            .spawn_scoped(s, f)?;
        match h.join() {
            Ok(r) => Ok(r),
            Err(p) => std::panic::resume_unwind(p),
        }
    })
}
