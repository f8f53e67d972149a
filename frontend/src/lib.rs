//! The XMP/C front end: preprocessing (through clang), lexing, parsing (lalrpop) into an AST,
//! XMP directive syntax trees, AST dumps and diagnostics.
//!
//! Semantic analysis (types, scopes, conversions) happens while lowering the AST to XIR in
//! `xmp-ir`, the way clang's Sema builds its typed AST.

pub mod ast;
pub mod diag;
pub mod source;
pub mod token;
pub mod xmp;
