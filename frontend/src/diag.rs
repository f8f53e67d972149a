//! Diagnostics as values, rendered clang-style (`file:line:col: error: msg`) with an ariadne
//! excerpt of the user's source.

use crate::source::Span;

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Severity {
    Note,
    Warning,
    Error,
}

/// One diagnostic: a message at a span, with optional notes (each possibly with its own span).
#[derive(Clone, Debug)]
pub struct Diagnostic {
    pub severity: Severity,
    pub span: Span,
    pub message: String,
    pub notes: Vec<(Option<Span>, String)>,
    /// Whether clang would still report this warning after an error (see [`AfterError`]).
    pub after_error: AfterError,
}

/// clang skips some warnings once an error has been reported; which ones is known only once
/// the `-W` flags have decided what is an error, so the driver drops them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum AfterError {
    /// Reported whatever came before.
    #[default]
    Keep,
    /// A warning made at the end of the unit (unused file-scope declarations): dropped when
    /// there is any error.
    DropAfterAny,
}

impl Diagnostic {
    pub fn error(span: Span, message: impl Into<String>) -> Self {
        Diagnostic {
            severity: Severity::Error,
            span,
            message: message.into(),
            notes: vec![],
            after_error: AfterError::Keep,
        }
    }
    pub fn warning(span: Span, message: impl Into<String>) -> Self {
        Diagnostic {
            severity: Severity::Warning,
            span,
            message: message.into(),
            notes: vec![],
            after_error: AfterError::Keep,
        }
    }
    pub fn with_note(mut self, span: Option<Span>, note: impl Into<String>) -> Self {
        self.notes.push((span, note.into()));
        self
    }
    /// The standard diagnostic for XMP features that a later issue implements.
    pub fn not_supported(span: Span, what: &str) -> Self {
        Diagnostic::error(span, format!("{what} is not supported yet"))
    }
}

/// Collects diagnostics; errors make the compilation fail at the end of the phase.
#[derive(Default, Debug)]
pub struct Diagnostics {
    pub list: Vec<Diagnostic>,
}

impl Diagnostics {
    pub fn push(&mut self, d: Diagnostic) {
        self.list.push(d);
    }
    pub fn error(&mut self, span: Span, msg: impl Into<String>) {
        self.push(Diagnostic::error(span, msg));
    }
    pub fn warning(&mut self, span: Span, msg: impl Into<String>) {
        self.push(Diagnostic::warning(span, msg));
    }
    pub fn has_errors(&self) -> bool {
        self.list.iter().any(|d| d.severity == Severity::Error)
    }
    pub fn extend(&mut self, other: Diagnostics) {
        self.list.extend(other.list);
    }
}

/// Renders diagnostics to a writer (stderr in the driver). `color` is off when not a terminal.
pub mod render;

/// Warning flags as data and the `-W` options applied to tagged warnings.
pub mod warnings;
