//! x86-64 `long double`: the x87 80-bit extended format (64-bit significand with an explicit
//! integer bit, 15-bit exponent, sign) stored in 16 bytes (6 bytes of padding). Rust has no such
//! type, so arithmetic runs on the x87 unit itself (each result rounded to the 64-bit
//! significand, as C does with the default precision control, never through f64) and
//! comparisons decode the bits. Used by reductions (`reduce`) and by the transformational
//! procedures (`transform::real`).

use std::cmp::Ordering;

/// One `long double` value.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[repr(C, align(16))]
pub struct F80(pub [u8; 16]);

/// The x87 operations of [`F80::x87`].
#[derive(Copy, Clone)]
enum Op {
    Add,
    Sub,
    Mul,
}

impl F80 {
    /// Reads an element from (possibly unaligned) bytes; the padding is not read.
    pub fn get(b: &[u8]) -> F80 {
        let mut v = [0u8; 16];
        v[..10].copy_from_slice(&b[..10]);
        F80(v)
    }
    /// +0.
    pub fn zero() -> F80 {
        F80([0; 16])
    }
    /// +inf.
    pub fn inf() -> F80 {
        let mut v = [0u8; 16];
        v[0..8].copy_from_slice(&(1u64 << 63).to_le_bytes());
        v[8..10].copy_from_slice(&0x7fffu16.to_le_bytes());
        F80(v)
    }
    /// The value 1.0 or 0.0 (results of `&&` and `||`).
    pub fn from_bool(b: bool) -> F80 {
        let mut v = [0u8; 16];
        if b {
            v[0..8].copy_from_slice(&(1u64 << 63).to_le_bytes());
            v[8..10].copy_from_slice(&0x3fffu16.to_le_bytes());
        }
        F80(v)
    }
    /// `self` with the sign of `s`.
    pub fn with_sign_of(mut self, s: F80) -> F80 {
        self.0[9] = (self.0[9] & 0x7f) | (s.0[9] & 0x80);
        self
    }
    fn mantissa(self) -> u64 {
        u64::from_le_bytes(self.0[0..8].try_into().unwrap_or([0; 8]))
    }
    fn sign_exp(self) -> u16 {
        u16::from_le_bytes([self.0[8], self.0[9]])
    }
    /// Exponent all ones with a fraction other than the bare integer bit.
    pub fn is_nan(self) -> bool {
        self.sign_exp() & 0x7fff == 0x7fff && self.mantissa() << 1 != 0
    }
    pub fn is_inf(self) -> bool {
        self.sign_exp() & 0x7fff == 0x7fff && self.mantissa() << 1 == 0
    }
    pub fn is_zero(self) -> bool {
        self.sign_exp() & 0x7fff == 0 && self.mantissa() == 0
    }
    /// A key that orders finite and infinite values like the numbers they denote (-0 = +0).
    pub fn order_key(self) -> i128 {
        let mag = (((self.sign_exp() & 0x7fff) as i128) << 64) | self.mantissa() as i128;
        if self.sign_exp() & 0x8000 != 0 {
            -mag
        } else {
            mag
        }
    }
    /// A total order like `f64::total_cmp`: `-NaN` first, `-0` before `+0`, `+NaN` last
    /// (padding ignored).
    pub fn total_cmp(&self, o: &F80) -> Ordering {
        let key = |x: F80| {
            let v = (((x.sign_exp() as u128) << 64 | x.mantissa() as u128) << 48) as i128;
            if v < 0 {
                v ^ i128::MAX
            } else {
                v
            }
        };
        key(*self).cmp(&key(*o))
    }
    /// `self op o` on the x87 unit, rounded to `long double`.
    fn x87(self, o: F80, op: Op) -> F80 {
        let mut r = self;
        let pa = r.0.as_mut_ptr();
        let pb = o.0.as_ptr();
        // st(1) = a, st(0) = b; `f<op>p st(1), st` leaves a <op> b (for `fsubp`, st(1) - st(0)).
        macro_rules! binop {
            ($insn:literal) => {
                std::arch::asm!(
                    "fld tbyte ptr [{a}]",
                    "fld tbyte ptr [{b}]",
                    $insn,
                    "fstp tbyte ptr [{a}]",
                    a = in(reg) pa,
                    b = in(reg) pb,
                    out("st(0)") _,
                    out("st(1)") _,
                    options(nostack)
                )
            };
        }
        // SAFETY: both pointers address 16 valid bytes; the asm touches only the x87 stack,
        // which is declared clobbered, and the 10 bytes at each address.
        unsafe {
            match op {
                Op::Add => binop!("faddp st(1), st"),
                Op::Sub => binop!("fsubp st(1), st"),
                Op::Mul => binop!("fmulp st(1), st"),
            }
        }
        r
    }
    /// Converts an f64 exactly (every f64 is representable); used by tests.
    pub fn from_f64(x: f64) -> F80 {
        let mut v = F80([0; 16]);
        // SAFETY: fld qword / fstp tbyte on valid, correctly sized memory.
        unsafe {
            std::arch::asm!(
                "fld qword ptr [{x}]",
                "fstp tbyte ptr [{v}]",
                x = in(reg) &x as *const f64,
                v = in(reg) v.0.as_mut_ptr(),
                out("st(0)") _,
                options(nostack)
            );
        }
        v
    }
    /// Converts to f64 (rounding); used by tests.
    pub fn to_f64(self) -> f64 {
        let mut x = 0f64;
        // SAFETY: fld tbyte / fstp qword on valid, correctly sized memory.
        unsafe {
            std::arch::asm!(
                "fld tbyte ptr [{v}]",
                "fstp qword ptr [{x}]",
                x = in(reg) &mut x as *mut f64,
                v = in(reg) self.0.as_ptr(),
                out("st(0)") _,
                options(nostack)
            );
        }
        x
    }
}

impl std::ops::Add for F80 {
    type Output = F80;
    fn add(self, o: F80) -> F80 {
        self.x87(o, Op::Add)
    }
}

impl std::ops::Sub for F80 {
    type Output = F80;
    fn sub(self, o: F80) -> F80 {
        self.x87(o, Op::Sub)
    }
}

impl std::ops::Mul for F80 {
    type Output = F80;
    fn mul(self, o: F80) -> F80 {
        self.x87(o, Op::Mul)
    }
}

impl std::ops::Neg for F80 {
    type Output = F80;
    fn neg(mut self) -> F80 {
        self.0[9] ^= 0x80;
        self
    }
}

#[cfg(test)]
mod tests {
    use super::F80;
    use std::cmp::Ordering;

    fn ld(x: f64) -> F80 {
        F80::from_f64(x)
    }

    #[test]
    fn x87_arithmetic() {
        assert_eq!(ld(1.5) + ld(2.25), ld(3.75));
        assert_eq!(ld(1.5) - ld(2.25), ld(-0.75));
        assert_eq!(ld(1.5) * ld(-2.0), ld(-3.0));
        // 1 + 2^-60 is exact in long double but not in double.
        let tiny = ld(2f64.powi(-60));
        let s = ld(1.0) + tiny;
        assert_ne!(s, ld(1.0));
        assert_eq!(s - ld(1.0), tiny);
        assert!(F80::inf().is_inf() && !F80::inf().is_nan());
        assert!(ld(f64::NAN).is_nan());
        assert_eq!(-ld(2.0), ld(-2.0));
        assert_eq!(F80::from_bool(true).with_sign_of(ld(-3.0)), ld(-1.0));
    }

    #[test]
    fn total_order() {
        let v = [
            ld(-f64::INFINITY),
            ld(-2.0),
            ld(-0.0),
            ld(0.0),
            ld(1e-300),
            ld(3.0),
            ld(f64::INFINITY),
            ld(f64::NAN),
        ];
        for w in v.windows(2) {
            assert_eq!(w[0].total_cmp(&w[1]), Ordering::Less);
        }
    }
}
