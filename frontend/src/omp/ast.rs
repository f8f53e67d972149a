//! The tree of one `#pragma omp` line: the directive and its clauses, expressions still as C
//! syntax (names are bound when the directive is lowered).

use crate::ast::{Expr, Ident};
use crate::diag::Diagnostic;
use crate::source::Span;

/// A parsed `#pragma omp` line.
#[derive(Clone, Debug)]
pub struct Directive {
    pub kind: DirKind,
    /// The directive's words as written after `omp` (`parallel for`), for messages.
    pub name: String,
    pub clauses: Vec<Clause>,
    /// The span of the first directive word.
    pub span: Span,
    /// Warnings found while parsing (extra tokens), reported when OpenMP is enabled.
    pub warnings: Vec<Diagnostic>,
}

/// The directives of OpenMP 4.5 for C hosts.
#[derive(Clone, Debug, PartialEq)]
pub enum DirKind {
    Parallel,
    For,
    ParallelFor,
    Sections,
    ParallelSections,
    Section,
    Single,
    Master,
    /// `critical [(name)]`.
    Critical(Option<Ident>),
    Barrier,
    Taskwait,
    Taskyield,
    /// `flush [(list)]`.
    Flush(Vec<Ident>),
    Atomic(AtomicKind),
    Ordered,
    Task,
    Taskgroup,
    /// `threadprivate(list)`.
    Threadprivate(Vec<Ident>),
    Simd,
    ForSimd,
    ParallelForSimd,
    /// A directive of the standard this compiler does not implement (`target`, `teams`, ...):
    /// its words are in [`Directive::name`].
    NotSupported,
}

impl DirKind {
    /// Whether the directive has a `simd` part.
    pub fn is_simd(&self) -> bool {
        matches!(
            self,
            DirKind::Simd | DirKind::ForSimd | DirKind::ParallelForSimd
        )
    }

    /// Whether the directive starts a parallel region (alone or combined).
    pub fn is_parallel(&self) -> bool {
        matches!(
            self,
            DirKind::Parallel
                | DirKind::ParallelFor
                | DirKind::ParallelSections
                | DirKind::ParallelForSimd
        )
    }

    /// Whether the directive applies to the statement after it.
    pub fn has_body(&self) -> bool {
        !matches!(
            self,
            DirKind::Barrier
                | DirKind::Taskwait
                | DirKind::Taskyield
                | DirKind::Flush(_)
                | DirKind::Threadprivate(_)
                | DirKind::NotSupported
        )
    }
}

/// The clause of `atomic` that says what the statement does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AtomicKind {
    Read,
    Write,
    Update,
    Capture,
}

#[derive(Clone, Debug)]
pub struct Clause {
    pub kind: ClauseKind,
    /// The clause name's span.
    pub span: Span,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DefaultKind {
    Shared,
    None,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScheduleKind {
    Static,
    Dynamic,
    Guided,
    Runtime,
    Auto,
}

/// A modifier of `schedule`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScheduleModifier {
    Monotonic,
    Nonmonotonic,
    Simd,
}

/// Reduction identifiers of OpenMP 4.5 for C.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RedOp {
    Add,
    Sub,
    Mul,
    BitAnd,
    BitOr,
    BitXor,
    LogAnd,
    LogOr,
    Min,
    Max,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DependKind {
    In,
    Out,
    InOut,
}

/// An item of a `depend` list: an lvalue, or an array section `base[lower : length]` (either
/// bound may be omitted) on the last subscript.
#[derive(Clone, Debug)]
pub struct ListItem {
    /// The lvalue, or the section's array (or pointer).
    pub base: Expr,
    /// `[lower : length]`.
    pub section: Option<(Option<Expr>, Option<Expr>)>,
    /// The item's first token, or the section's colon.
    pub span: Span,
}

#[derive(Clone, Debug)]
pub enum ClauseKind {
    If(Expr),
    NumThreads(Expr),
    Default(DefaultKind),
    Private(Vec<Ident>),
    Firstprivate(Vec<Ident>),
    Lastprivate(Vec<Ident>),
    Shared(Vec<Ident>),
    Copyin(Vec<Ident>),
    Copyprivate(Vec<Ident>),
    Reduction(RedOp, Vec<Ident>),
    Schedule(ScheduleKind, Option<Expr>),
    Collapse(Expr),
    Ordered,
    Nowait,
    Untied,
    Mergeable,
    Final(Expr),
    Depend(DependKind, Vec<ListItem>),
    Priority(Expr),
    /// The modifier of the `schedule` clause before it (`schedule(monotonic: dynamic)`).
    ScheduleModifier(ScheduleModifier),
    /// `proc_bind(master|primary|close|spread)`: the runtime's `kmp_proc_bind_t` value.
    ProcBind(u32),
    Safelen(Expr),
    Simdlen(Expr),
    /// A clause of the standard this compiler does not implement (`proc_bind`, `linear`, ...),
    /// by name; its argument is skipped.
    NotSupported(String),
}

impl ClauseKind {
    /// The clause's name as written in the standard.
    pub fn name(&self) -> &str {
        match self {
            ClauseKind::If(_) => "if",
            ClauseKind::NumThreads(_) => "num_threads",
            ClauseKind::Default(_) => "default",
            ClauseKind::Private(_) => "private",
            ClauseKind::Firstprivate(_) => "firstprivate",
            ClauseKind::Lastprivate(_) => "lastprivate",
            ClauseKind::Shared(_) => "shared",
            ClauseKind::Copyin(_) => "copyin",
            ClauseKind::Copyprivate(_) => "copyprivate",
            ClauseKind::Reduction(..) => "reduction",
            ClauseKind::Schedule(..) => "schedule",
            ClauseKind::Collapse(_) => "collapse",
            ClauseKind::Ordered => "ordered",
            ClauseKind::Nowait => "nowait",
            ClauseKind::Untied => "untied",
            ClauseKind::Mergeable => "mergeable",
            ClauseKind::Final(_) => "final",
            ClauseKind::Depend(..) => "depend",
            ClauseKind::Priority(_) => "priority",
            ClauseKind::ProcBind(_) => "proc_bind",
            ClauseKind::ScheduleModifier(_) => "schedule",
            ClauseKind::Safelen(_) => "safelen",
            ClauseKind::Simdlen(_) => "simdlen",
            ClauseKind::NotSupported(n) => n,
        }
    }
}
