//! XIR, the explicit IR of xmp-clang: types, the IR itself, lowering from the AST (with semantic
//! analysis), the verifier, the printer, and the optimisation passes.

pub mod lower;
pub mod omp;
pub mod passes;
pub mod print;
pub mod target;
pub mod types;
pub mod vector;
pub mod verify;
pub mod xir;
