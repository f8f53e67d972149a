//! The signedness of plain `char` (`-funsigned-char`/`-fsigned-char`).
//!
//! It is a property of the whole compilation that the lexer (the value of `'\xff'`) and the
//! type system of `xmp-ir` (conversions, promotions, `CHAR_MIN`-dependent folding) both read
//! at many places that have no options at hand, so it is one process-wide setting, written
//! once by the driver before any unit is parsed.

use std::sync::atomic::{AtomicBool, Ordering};

static UNSIGNED: AtomicBool = AtomicBool::new(false);

/// Makes plain `char` unsigned (`true`) or signed (`false`, the x86-64 default).
pub fn set_unsigned(unsigned: bool) {
    UNSIGNED.store(unsigned, Ordering::Relaxed);
}

/// Whether plain `char` is unsigned.
pub fn is_unsigned() -> bool {
    UNSIGNED.load(Ordering::Relaxed)
}
