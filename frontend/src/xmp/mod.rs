//! XMP directives: their syntax trees ([`ast`]) and the parser that builds them from the tokens
//! of a `#pragma xmp` line ([`parse`]).

pub mod ast;
pub mod parse;

pub use parse::parse_directive;
