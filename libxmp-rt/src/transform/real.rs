//! Element arithmetic and order for `xmp_matmul` and `xmp_sort_up`/`xmp_sort_down` on the
//! floating and complex types (reference 10.7), computed exactly as C computes it on x86-64:
//!
//! - `long double` is [`F80`]: `+`, `-` and `*` run on the x87 unit itself, never through f64.
//! - a complex product follows C11 Annex G as clang and gcc compute it: the textbook formula,
//!   and when both parts come out NaN the infinity recovery of `__muldc3` (compiler-rt and
//!   libgcc do the same).
//! - sorting orders floating values totally (`f64::total_cmp` order: `-NaN` first, then
//!   `-inf` .. `-0`, `+0` .. `+inf`, `+NaN` last); complex numbers have no order in C, so the
//!   compiler rejects sorting them.

use crate::f80::F80;

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

impl Real for F80 {
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
        F80::is_nan(self)
    }
    fn is_inf(self) -> bool {
        F80::is_inf(self)
    }
    fn unit_like(self, one: bool) -> Self {
        F80::from_bool(one).with_sign_of(self)
    }
    fn inf() -> Self {
        F80::inf()
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

    fn ld(x: f64) -> F80 {
        F80::from_f64(x)
    }

    #[test]
    fn complex_product() {
        assert_eq!(cmul(1.0f64, 2.0, 3.0, -1.0), (5.0, 5.0));
        // inf * (1 + i) with a NaN part: Annex G gives an infinity, not NaN + NaN i.
        let (re, im) = cmul(f64::INFINITY, f64::NAN, 1.0, 1.0);
        assert!(re.is_infinite() || im.is_infinite());
        let (re, im) = cmul(ld(1.0), ld(2.0), ld(3.0), ld(-1.0));
        assert_eq!((re, im), (ld(5.0), ld(5.0)));
        let (re, im) = cmul(F80::inf(), ld(f64::NAN), ld(1.0), ld(1.0));
        assert!(re.is_inf() || im.is_inf());
    }
}
