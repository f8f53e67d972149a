//! The contract between code compiled by xmp-clang and libxmp-rt: descriptor layouts and the
//! table of runtime entry points. Both sides use this crate, so they cannot drift.
