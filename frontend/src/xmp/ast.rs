//! Syntax trees of XMP directives (reference, Appendix A). Owned by the directive parser.

use crate::source::Span;

/// One parsed `#pragma xmp` line.
#[derive(Clone, Debug)]
pub struct Directive {
    /// The directive name as written (`loop`, `nodes`, `reflect_init`, ...).
    pub name: String,
    pub span: Span,
}
