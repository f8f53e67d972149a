//! XMP directives: their syntax trees ([`ast`]), the parser that builds them from the tokens
//! of a `#pragma xmp` line ([`parse`]) and the readable tree dump used by `-ast-dump`
//! ([`dump`]).

pub mod ast;
pub mod compat;
pub mod dump;
pub mod parse;

pub use dump::{dump_directive, expr_to_string};
pub use parse::parse_directive;
