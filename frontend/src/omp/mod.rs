//! `#pragma omp` lines: the OpenMP 4.5 directives and clauses for C, parsed from the pragma's
//! tokens with clang's diagnostics for malformed ones. The parse result is kept with the pragma
//! and reported only when OpenMP is enabled (`-fopenmp`); without it the line is ignored.

pub mod ast;

use crate::ast::{Expr, Ident};
use crate::diag::Diagnostic;
use crate::source::Span;
use crate::token::{Punct, Tok};
use ast::*;

type Toks<'a> = &'a [(Tok, Span)];

/// Directives by their words, longest first where one is a prefix of another.
const DIRECTIVES: &[&str] = &[
    "parallel for simd",
    "parallel for",
    "parallel sections",
    "parallel",
    "for simd",
    "for",
    "sections",
    "section",
    "single",
    "master",
    "critical",
    "barrier",
    "taskwait",
    "taskyield",
    "taskgroup",
    "flush",
    "atomic",
    "ordered",
    "task",
    "threadprivate",
    "simd",
];

/// Directives of OpenMP that this compiler does not implement; the first word is enough to
/// name them.
const NOT_SUPPORTED: &[&str] = &[
    "target",
    "teams",
    "distribute",
    "taskloop",
    "cancel",
    "cancellation",
    "declare",
    "end",
];

const PARALLEL: &[&str] = &[
    "if",
    "num_threads",
    "default",
    "private",
    "firstprivate",
    "shared",
    "copyin",
    "reduction",
    "proc_bind",
];
const FOR: &[&str] = &[
    "private",
    "firstprivate",
    "lastprivate",
    "reduction",
    "schedule",
    "collapse",
    "ordered",
    "nowait",
    "linear",
];
const SECTIONS: &[&str] = &[
    "private",
    "firstprivate",
    "lastprivate",
    "reduction",
    "nowait",
];
const SINGLE: &[&str] = &["private", "firstprivate", "copyprivate", "nowait"];
const TASK: &[&str] = &[
    "if",
    "final",
    "untied",
    "default",
    "mergeable",
    "private",
    "firstprivate",
    "shared",
    "depend",
    "priority",
];
const SIMD: &[&str] = &[
    "safelen",
    "simdlen",
    "linear",
    "aligned",
    "private",
    "lastprivate",
    "reduction",
    "collapse",
];
const ORDERED: &[&str] = &["threads", "simd", "depend"];
const CRITICAL: &[&str] = &["hint"];

/// Every clause name of OpenMP 4.5 (a word that is none of these ends the clause list).
const CLAUSES: &[&str] = &[
    "if",
    "num_threads",
    "default",
    "private",
    "firstprivate",
    "lastprivate",
    "shared",
    "copyin",
    "copyprivate",
    "reduction",
    "schedule",
    "collapse",
    "ordered",
    "nowait",
    "untied",
    "mergeable",
    "final",
    "depend",
    "safelen",
    "simdlen",
    "linear",
    "aligned",
    "proc_bind",
    "priority",
    "grainsize",
    "num_tasks",
    "nogroup",
    "threads",
    "simd",
    "hint",
    "map",
    "device",
    "is_device_ptr",
    "use_device_ptr",
    "defaultmap",
    "num_teams",
    "thread_limit",
    "dist_schedule",
    "uniform",
    "inbranch",
    "notinbranch",
    "seq_cst",
];

/// The clauses a directive accepts.
/// Clauses a directive may carry at most once (OpenMP 4.5; clang rejects a repetition).
const UNIQUE: &[&str] = &[
    "if",
    "num_threads",
    "default",
    "schedule",
    "collapse",
    "ordered",
    "nowait",
    "untied",
    "mergeable",
    "final",
    "safelen",
    "simdlen",
    "proc_bind",
    "priority",
];

fn allowed(kind: &DirKind) -> Vec<&'static str> {
    let join = |a: &[&'static str], b: &[&'static str], drop: &str| -> Vec<&'static str> {
        let mut v: Vec<&'static str> = a.to_vec();
        for c in b {
            if !v.contains(c) && *c != drop {
                v.push(c);
            }
        }
        v
    };
    match kind {
        DirKind::Parallel => PARALLEL.to_vec(),
        DirKind::For => FOR.to_vec(),
        DirKind::ParallelFor => join(PARALLEL, FOR, "nowait"),
        DirKind::Sections => SECTIONS.to_vec(),
        DirKind::ParallelSections => join(PARALLEL, SECTIONS, "nowait"),
        DirKind::Single => SINGLE.to_vec(),
        DirKind::Task => TASK.to_vec(),
        DirKind::Simd => SIMD.to_vec(),
        DirKind::ForSimd => join(FOR, SIMD, ""),
        DirKind::ParallelForSimd => join(&join(PARALLEL, FOR, "nowait"), SIMD, ""),
        DirKind::Ordered => ORDERED.to_vec(),
        DirKind::Critical(_) => CRITICAL.to_vec(),
        DirKind::Atomic(_) => vec!["seq_cst"],
        _ => vec![],
    }
}

/// A word token: identifiers, typedef names and keywords (`if`, `for`, `default`).
fn word(t: &Tok) -> Option<String> {
    match t {
        Tok::Ident(s) | Tok::TypeName(s) => Some(s.clone()),
        Tok::Kw(k) => Some(k.spelling().to_string()),
        _ => None,
    }
}

fn is_punct(t: Option<&(Tok, Span)>, p: Punct) -> bool {
    matches!(t, Some((Tok::Punct(q), _)) if *q == p)
}

/// The position just after a token (where a missing token is expected).
fn after(s: Span, t: &Tok) -> Span {
    let len = match t {
        Tok::Punct(p) => p.spelling().len(),
        _ => word(t).map(|w| w.len()).unwrap_or(1),
    } as u32;
    Span {
        col: s.col + len,
        len: 1,
        ..s
    }
}

/// Parses the tokens after `#pragma omp`. `span` is the pragma's span (used when the line has
/// no tokens).
pub fn parse_directive(tokens: Toks, span: Span) -> Result<Directive, Diagnostic> {
    let words: Vec<String> = tokens.iter().take(3).map_while(|(t, _)| word(t)).collect();
    let first_span = tokens.first().map(|t| t.1).unwrap_or(span);
    let mut kind = None;
    let mut used = 0;
    for d in DIRECTIVES {
        let dw: Vec<&str> = d.split(' ').collect();
        if words.len() >= dw.len() && dw.iter().zip(&words).all(|(a, b)| a == b) {
            used = dw.len();
            kind = Some(match *d {
                "parallel for simd" => DirKind::ParallelForSimd,
                "parallel for" => DirKind::ParallelFor,
                "parallel sections" => DirKind::ParallelSections,
                "parallel" => DirKind::Parallel,
                "for simd" => DirKind::ForSimd,
                "for" => DirKind::For,
                "sections" => DirKind::Sections,
                "section" => DirKind::Section,
                "single" => DirKind::Single,
                "master" => DirKind::Master,
                "critical" => DirKind::Critical(None),
                "barrier" => DirKind::Barrier,
                "taskwait" => DirKind::Taskwait,
                "taskyield" => DirKind::Taskyield,
                "taskgroup" => DirKind::Taskgroup,
                "flush" => DirKind::Flush(vec![]),
                "atomic" => DirKind::Atomic(AtomicKind::Update),
                "ordered" => DirKind::Ordered,
                "task" => DirKind::Task,
                "threadprivate" => DirKind::Threadprivate(vec![]),
                _ => DirKind::Simd,
            });
            break;
        }
    }
    let Some(mut kind) = kind else {
        if words
            .first()
            .is_some_and(|w| NOT_SUPPORTED.contains(&w.as_str()))
        {
            let name: Vec<String> = words
                .iter()
                .take_while(|w| !CLAUSES.contains(&w.as_str()))
                .cloned()
                .collect();
            return Ok(Directive {
                kind: DirKind::NotSupported,
                name: name.join(" "),
                clauses: vec![],
                span: first_span,
                warnings: vec![],
            });
        }
        return Err(Diagnostic::error(
            first_span,
            "expected an OpenMP directive",
        ));
    };
    let name = words[..used].join(" ");
    let mut p = Parser {
        toks: tokens,
        pos: used,
        name: name.clone(),
        extra: None,
    };
    // Arguments of the directive itself.
    match &mut kind {
        DirKind::Critical(n) if is_punct(p.peek(), Punct::LParen) => {
            let name_ok = matches!(
                tokens.get(p.pos + 1),
                Some((Tok::Ident(_) | Tok::TypeName(_), _))
            );
            if !name_ok {
                let at = tokens.get(p.pos + 1).map(|t| t.1).unwrap_or_else(|| {
                    let (t, s) = &tokens[p.pos];
                    after(*s, t)
                });
                return Err(Diagnostic::error(
                    at,
                    "expected identifier specifying the name of the 'omp critical' directive",
                ));
            }
            let (inner, _) = p.parens()?;
            match inner {
                [(t, s)] if matches!(t, Tok::Ident(_) | Tok::TypeName(_)) => {
                    *n = Some(Ident {
                        name: word(t).unwrap_or_default(),
                        span: *s,
                    });
                }
                _ => {
                    let at = inner.first().map(|t| t.1).unwrap_or(p.here());
                    return Err(Diagnostic::error(
                        at,
                        "expected identifier specifying the name of the 'omp critical' directive",
                    ));
                }
            }
        }
        DirKind::Flush(list) | DirKind::Threadprivate(list) => {
            let needs = name == "threadprivate";
            if is_punct(p.peek(), Punct::LParen) {
                let (inner, close) = p.parens()?;
                *list = ident_list(inner, close)?;
            } else if needs {
                return Err(Diagnostic::error(
                    p.here(),
                    "expected '(' after 'threadprivate'",
                ));
            }
        }
        DirKind::Atomic(k) => {
            if let Some((t, _)) = p.peek() {
                let w = word(t);
                let ak = match w.as_deref() {
                    Some("read") => Some(AtomicKind::Read),
                    Some("write") => Some(AtomicKind::Write),
                    Some("update") => Some(AtomicKind::Update),
                    Some("capture") => Some(AtomicKind::Capture),
                    _ => None,
                };
                if let Some(ak) = ak {
                    *k = ak;
                    p.pos += 1;
                }
            }
        }
        _ => {}
    }
    let ok = allowed(&kind);
    let mut clauses = vec![];
    let mut warnings = vec![];
    loop {
        if is_punct(p.peek(), Punct::Comma) {
            p.pos += 1;
        }
        let Some((t, s)) = p.peek().cloned() else {
            break;
        };
        let w = word(&t);
        let Some(w) = w.filter(|w| CLAUSES.contains(&w.as_str())) else {
            warnings.push(Diagnostic::warning(
                s,
                format!(
                    "extra tokens at the end of '#pragma omp {name}' are ignored [-Wextra-tokens]"
                ),
            ));
            break;
        };
        if !ok.contains(&w.as_str()) {
            return Err(Diagnostic::error(
                s,
                format!("unexpected OpenMP clause '{w}' in directive '#pragma omp {name}'"),
            ));
        }
        if UNIQUE.contains(&w.as_str()) && clauses.iter().any(|c: &Clause| c.kind.name() == w) {
            return Err(Diagnostic::error(
                s,
                format!("directive '#pragma omp {name}' cannot contain more than one '{w}' clause"),
            ));
        }
        p.pos += 1;
        let kind = p.clause(&w)?;
        clauses.push(Clause { kind, span: s });
        if let Some(kind) = p.extra.take() {
            clauses.push(Clause { kind, span: s });
        }
    }
    Ok(Directive {
        kind,
        name,
        clauses,
        span: first_span,
        warnings,
    })
}

/// A comma-separated list of variable names.
fn ident_list(inner: Toks, close: Span) -> Result<Vec<Ident>, Diagnostic> {
    if inner.is_empty() {
        return Err(Diagnostic::error(close, "expected expression"));
    }
    let mut out = vec![];
    for item in split_commas(inner) {
        match item {
            [(t @ (Tok::Ident(_) | Tok::TypeName(_)), s)] => out.push(Ident {
                name: word(t).unwrap_or_default(),
                span: *s,
            }),
            [] => return Err(Diagnostic::error(close, "expected expression")),
            [(_, s), ..] => {
                return Err(Diagnostic::error(
                    *s,
                    "expected variable name (array sections and other expressions in OpenMP lists are not supported yet)",
                ))
            }
        }
    }
    Ok(out)
}

/// An lvalue or an array section `base[lower : length]` of a `depend` list.
fn list_item(toks: Toks, close: Span) -> Result<ListItem, Diagnostic> {
    let span = toks.first().map(|t| t.1).unwrap_or(close);
    // The section is the last bracket group, when it holds a colon outside nested brackets.
    if let Some((Tok::Punct(Punct::RBracket), rb)) = toks.last() {
        let mut depth = 0i32;
        let mut open = None;
        for i in (0..toks.len()).rev() {
            match toks[i].0 {
                Tok::Punct(Punct::RBracket | Punct::RParen | Punct::RBrace) => depth += 1,
                Tok::Punct(Punct::LBracket | Punct::LParen | Punct::LBrace) => {
                    depth -= 1;
                    if depth == 0 {
                        open = Some(i);
                        break;
                    }
                }
                _ => {}
            }
        }
        if let Some(o) = open.filter(|&o| o > 0) {
            let inner = &toks[o + 1..toks.len() - 1];
            // The colon outside nested brackets that no `?` of a conditional claims.
            let mut d = 0i32;
            let mut conds = 0;
            let colon = inner.iter().position(|(t, _)| {
                match t {
                    Tok::Punct(Punct::LBracket | Punct::LParen | Punct::LBrace) => d += 1,
                    Tok::Punct(Punct::RBracket | Punct::RParen | Punct::RBrace) => d -= 1,
                    Tok::Punct(Punct::Question) if d == 0 => conds += 1,
                    Tok::Punct(Punct::Colon) if d == 0 && conds > 0 => {
                        conds -= 1;
                        return false;
                    }
                    _ => {}
                }
                d == 0 && matches!(t, Tok::Punct(Punct::Colon))
            });
            if let Some(c) = colon {
                let base = crate::parser::parse_expr_tokens(&toks[..o])?;
                let lo = match &inner[..c] {
                    [] => None,
                    t => Some(crate::parser::parse_expr_tokens(t)?),
                };
                let len = match &inner[c + 1..] {
                    [] => None,
                    t => Some(expr_of(t, *rb)?),
                };
                return Ok(ListItem {
                    base,
                    section: Some((lo, len)),
                    span: inner[c].1,
                });
            }
        }
    }
    Ok(ListItem {
        base: expr_of(toks, close)?,
        section: None,
        span,
    })
}

/// Splits tokens at the commas outside brackets.
fn split_commas(toks: Toks) -> Vec<Toks> {
    let mut out = vec![];
    let mut depth = 0i32;
    let mut start = 0;
    for (i, (t, _)) in toks.iter().enumerate() {
        match t {
            Tok::Punct(Punct::LParen | Punct::LBracket | Punct::LBrace) => depth += 1,
            Tok::Punct(Punct::RParen | Punct::RBracket | Punct::RBrace) => depth -= 1,
            Tok::Punct(Punct::Comma) if depth == 0 => {
                out.push(&toks[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    out.push(&toks[start..]);
    out
}

fn expr_of(toks: Toks, close: Span) -> Result<Expr, Diagnostic> {
    if toks.is_empty() {
        return Err(Diagnostic::error(close, "expected expression"));
    }
    crate::parser::parse_expr_tokens(toks)
}

struct Parser<'a> {
    toks: Toks<'a>,
    pos: usize,
    name: String,
    /// A second clause the last one carried (a schedule modifier).
    extra: Option<ClauseKind>,
}

impl<'a> Parser<'a> {
    fn peek(&self) -> Option<&'a (Tok, Span)> {
        self.toks.get(self.pos)
    }

    /// Where the next token is, or just after the last one.
    fn here(&self) -> Span {
        match self.toks.get(self.pos) {
            Some((_, s)) => *s,
            None => self
                .toks
                .last()
                .map(|(t, s)| after(*s, t))
                .unwrap_or_default(),
        }
    }

    /// `( ... )` at the current position: the tokens inside and the span of the `)`.
    fn parens(&mut self) -> Result<(Toks<'a>, Span), Diagnostic> {
        let Some((Tok::Punct(Punct::LParen), open)) = self.peek() else {
            return Err(Diagnostic::error(self.here(), "expected '('"));
        };
        let start = self.pos + 1;
        let mut depth = 0i32;
        let mut i = self.pos;
        while i < self.toks.len() {
            match self.toks[i].0 {
                Tok::Punct(Punct::LParen) => depth += 1,
                Tok::Punct(Punct::RParen) => {
                    depth -= 1;
                    if depth == 0 {
                        self.pos = i + 1;
                        return Ok((&self.toks[start..i], self.toks[i].1));
                    }
                }
                _ => {}
            }
            i += 1;
        }
        let end = self.toks.last().map(|(t, s)| after(*s, t)).unwrap_or(*open);
        let msg = if start == self.toks.len() {
            "expected expression"
        } else {
            "expected ')'"
        };
        Err(Diagnostic::error(end, msg).with_note(Some(*open), "to match this '('"))
    }

    fn clause(&mut self, w: &str) -> Result<ClauseKind, Diagnostic> {
        let needs_parens = !matches!(
            w,
            "nowait"
                | "untied"
                | "mergeable"
                | "ordered"
                | "nogroup"
                | "threads"
                | "simd"
                | "inbranch"
                | "notinbranch"
                | "seq_cst"
        );
        if !needs_parens {
            return Ok(match w {
                "nowait" => ClauseKind::Nowait,
                "untied" => ClauseKind::Untied,
                "mergeable" => ClauseKind::Mergeable,
                "ordered" if !is_punct(self.peek(), Punct::LParen) => ClauseKind::Ordered,
                "ordered" => {
                    self.parens()?;
                    ClauseKind::NotSupported("ordered(n)".into())
                }
                _ => ClauseKind::NotSupported(w.into()),
            });
        }
        if !is_punct(self.peek(), Punct::LParen) {
            return Err(Diagnostic::error(
                self.here(),
                format!("expected '(' after '{w}'"),
            ));
        }
        let (inner, close) = self.parens()?;
        let list = |inner| ident_list(inner, close);
        Ok(match w {
            "if" => {
                // `if(parallel: e)`: the directive-name modifier.
                let e = match inner {
                    [(t, _), (Tok::Punct(Punct::Colon), _), rest @ ..]
                        if word(t).is_some_and(|m| self.name.starts_with(&m)) =>
                    {
                        rest
                    }
                    _ => inner,
                };
                ClauseKind::If(expr_of(e, close)?)
            }
            "num_threads" => ClauseKind::NumThreads(expr_of(inner, close)?),
            "final" => ClauseKind::Final(expr_of(inner, close)?),
            "priority" => ClauseKind::Priority(expr_of(inner, close)?),
            "proc_bind" => match inner {
                [(t, _)] if matches!(word(t).as_deref(), Some("master" | "primary")) => {
                    ClauseKind::ProcBind(2)
                }
                [(t, _)] if word(t).as_deref() == Some("close") => ClauseKind::ProcBind(3),
                [(t, _)] if word(t).as_deref() == Some("spread") => ClauseKind::ProcBind(4),
                _ => {
                    let s = inner.first().map(|t| t.1).unwrap_or(close);
                    return Err(Diagnostic::error(
                        s,
                        "expected 'master', 'close', 'spread' or 'primary' in OpenMP clause 'proc_bind'",
                    ));
                }
            },
            "collapse" => ClauseKind::Collapse(expr_of(inner, close)?),
            "safelen" => ClauseKind::Safelen(expr_of(inner, close)?),
            "simdlen" => ClauseKind::Simdlen(expr_of(inner, close)?),
            "default" => match inner.first().and_then(|t| word(&t.0)).as_deref() {
                Some("shared") if inner.len() == 1 => ClauseKind::Default(DefaultKind::Shared),
                Some("none") if inner.len() == 1 => ClauseKind::Default(DefaultKind::None),
                _ => {
                    let s = inner.first().map(|t| t.1).unwrap_or(close);
                    return Err(Diagnostic::error(
                        s,
                        "expected 'none' or 'shared' in OpenMP clause 'default'",
                    ));
                }
            },
            "private" => ClauseKind::Private(list(inner)?),
            "firstprivate" => ClauseKind::Firstprivate(list(inner)?),
            "lastprivate" => ClauseKind::Lastprivate(list(inner)?),
            "shared" => ClauseKind::Shared(list(inner)?),
            "copyin" => ClauseKind::Copyin(list(inner)?),
            "copyprivate" => ClauseKind::Copyprivate(list(inner)?),
            "reduction" => {
                let colon = inner
                    .iter()
                    .position(|t| matches!(t.0, Tok::Punct(Punct::Colon)));
                let bad = |s: Span| {
                    Diagnostic::error(
                        s,
                        "incorrect reduction identifier, expected one of '+', '-', '*', '&', '|', '^', '&&', '||', 'min' or 'max'",
                    )
                };
                let Some(c) = colon else {
                    return Err(bad(inner.first().map(|t| t.1).unwrap_or(close)));
                };
                let op = match &inner[..c] {
                    [(Tok::Punct(p), _)] => match p {
                        Punct::Plus => Some(RedOp::Add),
                        Punct::Minus => Some(RedOp::Sub),
                        Punct::Star => Some(RedOp::Mul),
                        Punct::Amp => Some(RedOp::BitAnd),
                        Punct::Pipe => Some(RedOp::BitOr),
                        Punct::Caret => Some(RedOp::BitXor),
                        Punct::AmpAmp => Some(RedOp::LogAnd),
                        Punct::PipePipe => Some(RedOp::LogOr),
                        _ => None,
                    },
                    [(t, _)] => match word(t).as_deref() {
                        Some("min") => Some(RedOp::Min),
                        Some("max") => Some(RedOp::Max),
                        _ => None,
                    },
                    _ => None,
                };
                let Some(op) = op else {
                    return Err(bad(inner.first().map(|t| t.1).unwrap_or(close)));
                };
                let vars = if c + 1 == inner.len() {
                    return Err(Diagnostic::error(close, "expected expression"));
                } else {
                    list(&inner[c + 1..])?
                };
                ClauseKind::Reduction(op, vars)
            }
            "schedule" => {
                let parts = split_commas(inner);
                // Modifiers (`monotonic:`) come before the kind.
                let head = parts[0];
                let k = match head.last().and_then(|t| word(&t.0)).as_deref() {
                    Some("static") => Some(ScheduleKind::Static),
                    Some("dynamic") => Some(ScheduleKind::Dynamic),
                    Some("guided") => Some(ScheduleKind::Guided),
                    Some("runtime") => Some(ScheduleKind::Runtime),
                    Some("auto") => Some(ScheduleKind::Auto),
                    _ => None,
                };
                let Some(k) = k else {
                    let s = head.first().map(|t| t.1).unwrap_or(close);
                    return Err(Diagnostic::error(
                        s,
                        "expected 'static', 'dynamic', 'guided', 'auto' or 'runtime' in OpenMP clause 'schedule'",
                    ));
                };
                if head.len() > 1 {
                    let m = match head {
                        [(t, _), (Tok::Punct(Punct::Colon), _), _] => match word(t).as_deref() {
                            Some("monotonic") => Some(ScheduleModifier::Monotonic),
                            Some("nonmonotonic") => Some(ScheduleModifier::Nonmonotonic),
                            Some("simd") => Some(ScheduleModifier::Simd),
                            _ => None,
                        },
                        _ => None,
                    };
                    let Some(m) = m else {
                        return Ok(ClauseKind::NotSupported("schedule modifier".into()));
                    };
                    self.extra = Some(ClauseKind::ScheduleModifier(m));
                }
                let chunk = match parts.get(1) {
                    Some(c) => Some(expr_of(c, close)?),
                    None => None,
                };
                if parts.len() > 2 {
                    return Err(Diagnostic::error(
                        parts[2].first().map(|t| t.1).unwrap_or(close),
                        "expected ')'",
                    ));
                }
                ClauseKind::Schedule(k, chunk)
            }
            "depend" => {
                let colon = inner
                    .iter()
                    .position(|t| matches!(t.0, Tok::Punct(Punct::Colon)));
                let dk = match colon.map(|c| &inner[..c]) {
                    Some([(t, _)]) => match word(t).as_deref() {
                        Some("in") => Some(DependKind::In),
                        Some("out") => Some(DependKind::Out),
                        Some("inout") => Some(DependKind::InOut),
                        _ => None,
                    },
                    _ => None,
                };
                let (Some(dk), Some(c)) = (dk, colon) else {
                    let s = inner.first().map(|t| t.1).unwrap_or(close);
                    return Err(Diagnostic::error(
                        s,
                        "expected depend modifier(iterator) or 'in', 'out', 'inout', 'mutexinoutset', 'depobj' or 'inoutset' in OpenMP clause 'depend'",
                    ));
                };
                let mut v = vec![];
                for item in split_commas(&inner[c + 1..]) {
                    v.push(list_item(item, close)?);
                }
                ClauseKind::Depend(dk, v)
            }
            _ => ClauseKind::NotSupported(w.to_string()),
        })
    }
}

#[cfg(test)]
mod tests;
