//! Element arithmetic and order for `xmp_matmul` and `xmp_sort_up`/`xmp_sort_down` on the
//! floating and complex types (reference 10.7), computed exactly as C computes it on x86-64:
//!
//! - `long double` is the x87 80-bit extended format stored in 16 bytes ([`Ld`]); Rust has no
//!   such type, so `+`, `-` and `*` run on the x87 unit itself (each result rounded to the
//!   64-bit significand, as C does with the default precision control), never through f64.
//! - a complex product follows C11 Annex G as clang and gcc compute it: the textbook formula,
//!   and when both parts come out NaN the infinity recovery of `__muldc3` (compiler-rt and
//!   libgcc do the same).
//! - sorting orders floating values totally (`f64::total_cmp` order: `-NaN` first, then
//!   `-inf` .. `-0`, `+0` .. `+inf`, `+NaN` last); complex numbers have no order in C, so the
//!   compiler rejects sorting them.

use std::cmp::Ordering;

/// Real arithmetic a complex product is built from.
pub(super) trait Real: Copy {
    fn add(self, o: Self) -> Self;
    fn sub(self, o: Self) -> Self;
    fn mul(self, o: Self) -> Self;
    fn is_nan(self) -> bool;
    fn is_inf(self) -> bool;
    /// `copysign(one ? 1 : 0, self)`.
    fn unit_like(self, one: bool) -> Self;
    fn inf() -> Self;
}

macro_rules! real {
    ($t:ty) => {
        impl Real for $t {
            fn add(self, o: Self) -> Self {
                self + o
            }
            fn sub(self, o: Self) -> Self {
                self - o
            }
            fn mul(self, o: Self) -> Self {
                self * o
            }
            fn is_nan(self) -> bool {
                <$t>::is_nan(self)
            }
            fn is_inf(self) -> bool {
                <$t>::is_infinite(self)
            }
            fn unit_like(self, one: bool) -> Self {
                (if one { 1.0 } else { 0.0 } as $t).copysign(self)
            }
            fn inf() -> Self {
                <$t>::INFINITY
            }
        }
    };
}
real!(f32);
real!(f64);

/// An x86-64 `long double` (x87 extended: 64-bit significand with explicit integer bit, 15-bit
/// exponent, sign; 6 bytes of padding).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[repr(C, align(16))]
pub(super) struct Ld(pub [u8; 16]);

/// x87 operations of [`Ld::op`].
#[derive(Copy, Clone)]
enum Op {
    Add,
    Sub,
    Mul,
}

impl Ld {
    /// Reads an element (unaligned bytes).
    pub(super) fn get(b: &[u8]) -> Ld {
        let mut v = [0u8; 16];
        v[..10].copy_from_slice(&b[..10]);
        Ld(v)
    }
    fn mantissa(self) -> u64 {
        u64::from_le_bytes(self.0[0..8].try_into().unwrap_or([0; 8]))
    }
    fn sign_exp(self) -> u16 {
        u16::from_le_bytes([self.0[8], self.0[9]])
    }
    /// `self op o` on the x87 unit, rounded to `long double`.
    fn op(self, o: Ld, op: Op) -> Ld {
        let mut r = self;
        let pa = r.0.as_mut_ptr();
        let pb = o.0.as_ptr();
        // SAFETY: both pointers address 16 valid bytes; the asm touches only the x87 stack,
        // which is declared clobbered, and the 10 bytes at each address.
        unsafe {
            match op {
                Op::Add => std::arch::asm!(
                    "fld tbyte ptr [{b}]",
                    "fld tbyte ptr [{a}]",
                    "faddp st(1), st",
                    "fstp tbyte ptr [{a}]",
                    a = in(reg) pa,
                    b = in(reg) pb,
                    out("st(0)") _,
                    out("st(1)") _,
                    options(nostack)
                ),
                // fsubp st(1), st computes st(1) - st(0): load a first so it ends in st(1).
                Op::Sub => std::arch::asm!(
                    "fld tbyte ptr [{a}]",
                    "fld tbyte ptr [{b}]",
                    "fsubp st(1), st",
                    "fstp tbyte ptr [{a}]",
                    a = in(reg) pa,
                    b = in(reg) pb,
                    out("st(0)") _,
                    out("st(1)") _,
                    options(nostack)
                ),
                Op::Mul => std::arch::asm!(
                    "fld tbyte ptr [{b}]",
                    "fld tbyte ptr [{a}]",
                    "fmulp st(1), st",
                    "fstp tbyte ptr [{a}]",
                    a = in(reg) pa,
                    b = in(reg) pb,
                    out("st(0)") _,
                    out("st(1)") _,
                    options(nostack)
                ),
            }
        }
        r
    }
    /// The zero of this type.
    pub(super) fn zero() -> Ld {
        Ld([0; 16])
    }
    /// A key ordering values like `f64::total_cmp` (padding ignored).
    fn total_key(self) -> i128 {
        let v = (((self.sign_exp() as u128) << 64 | self.mantissa() as u128) << 48) as i128;
        if v < 0 {
            v ^ i128::MAX
        } else {
            v
        }
    }
    /// Total order (see the module comment).
    pub(super) fn total_cmp(&self, o: &Ld) -> Ordering {
        self.total_key().cmp(&o.total_key())
    }
}

impl Real for Ld {
    fn add(self, o: Self) -> Self {
        self.op(o, Op::Add)
    }
    fn sub(self, o: Self) -> Self {
        self.op(o, Op::Sub)
    }
    fn mul(self, o: Self) -> Self {
        self.op(o, Op::Mul)
    }
    fn is_nan(self) -> bool {
        // Exponent all ones with a fraction other than the bare integer bit.
        self.sign_exp() & 0x7fff == 0x7fff && self.mantissa() << 1 != 0
    }
    fn is_inf(self) -> bool {
        self.sign_exp() & 0x7fff == 0x7fff && self.mantissa() << 1 == 0
    }
    fn unit_like(self, one: bool) -> Self {
        let mut v = [0u8; 16];
        if one {
            v[0..8].copy_from_slice(&(1u64 << 63).to_le_bytes());
            v[8..10].copy_from_slice(&0x3fffu16.to_le_bytes());
        }
        v[9] |= self.0[9] & 0x80;
        Ld(v)
    }
    fn inf() -> Self {
        let mut v = [0u8; 16];
        v[0..8].copy_from_slice(&(1u64 << 63).to_le_bytes());
        v[8..10].copy_from_slice(&0x7fffu16.to_le_bytes());
        Ld(v)
    }
}

/// `(a + bi) * (c + di)` as C computes it (Annex G; compiler-rt's `__muldc3`).
pub(super) fn cmul<T: Real>(a: T, b: T, c: T, d: T) -> (T, T) {
    let (ac, bd, ad, bc) = (a.mul(c), b.mul(d), a.mul(d), b.mul(c));
    let (re, im) = (ac.sub(bd), ad.add(bc));
    if !(re.is_nan() && im.is_nan()) {
        return (re, im);
    }
    let (mut a, mut b, mut c, mut d) = (a, b, c, d);
    let zero_nan = |x: T| if x.is_nan() { x.unit_like(false) } else { x };
    let mut recalc = false;
    if a.is_inf() || b.is_inf() {
        a = a.unit_like(a.is_inf());
        b = b.unit_like(b.is_inf());
        c = zero_nan(c);
        d = zero_nan(d);
        recalc = true;
    }
    if c.is_inf() || d.is_inf() {
        c = c.unit_like(c.is_inf());
        d = d.unit_like(d.is_inf());
        a = zero_nan(a);
        b = zero_nan(b);
        recalc = true;
    }
    if !recalc && (ac.is_inf() || bd.is_inf() || ad.is_inf() || bc.is_inf()) {
        a = zero_nan(a);
        b = zero_nan(b);
        c = zero_nan(c);
        d = zero_nan(d);
        recalc = true;
    }
    if !recalc {
        return (re, im);
    }
    let inf = T::inf();
    (
        inf.mul(a.mul(c).sub(b.mul(d))),
        inf.mul(a.mul(d).add(b.mul(c))),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ld(x: f64) -> Ld {
        let mut v = Ld([0; 16]);
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

    #[test]
    fn x87_arithmetic() {
        assert_eq!(ld(1.5).add(ld(2.25)), ld(3.75));
        assert_eq!(ld(1.5).sub(ld(2.25)), ld(-0.75));
        assert_eq!(ld(1.5).mul(ld(-2.0)), ld(-3.0));
        // 1 + 2^-60 is exact in long double but not in double.
        let tiny = ld(2f64.powi(-60));
        let s = ld(1.0).add(tiny);
        assert_ne!(s, ld(1.0));
        assert_eq!(s.sub(ld(1.0)), tiny);
        assert!(Ld::inf().is_inf() && !Ld::inf().is_nan());
        assert!(ld(f64::NAN).is_nan());
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

    #[test]
    fn complex_product() {
        assert_eq!(cmul(1.0f64, 2.0, 3.0, -1.0), (5.0, 5.0));
        // inf * (1 + i) with a NaN part: Annex G gives an infinity, not NaN + NaN i.
        let (re, im) = cmul(f64::INFINITY, f64::NAN, 1.0, 1.0);
        assert!(re.is_infinite() || im.is_infinite());
        let (re, im) = cmul(ld(1.0), ld(2.0), ld(3.0), ld(-1.0));
        assert_eq!((re, im), (ld(5.0), ld(5.0)));
        let (re, im) = cmul(Ld::inf(), ld(f64::NAN), ld(1.0), ld(1.0));
        assert!(re.is_inf() || im.is_inf());
    }
}
