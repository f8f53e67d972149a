//! The command-line tools: the `xmp-clang` driver and, later, the benchmark harness.

pub mod driver;
