//! Parser for `#pragma xmp` lines (placeholder until the directive grammar lands).

use super::ast::Directive;
use crate::diag::Diagnostic;
use crate::source::Span;
use crate::token::Tok;

/// Parses the tokens after `#pragma xmp` into a directive tree.
pub fn parse_directive(tokens: &[(Tok, Span)], span: Span) -> Result<Directive, Diagnostic> {
    match tokens.first() {
        Some((Tok::Ident(name), _)) => Ok(Directive { name: name.clone(), span }),
        _ => Err(Diagnostic::error(span, "expected an XMP directive name")),
    }
}
