//! x87 extended precision (64-bit mantissa) arithmetic for constant folding of `long double`
//! expressions, and exact decimal/hexadecimal literal conversion: what clang folds with
//! APFloat. Results travel to code generation as exact hexadecimal text.

use std::cmp::Ordering;

/// A `long double` value.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum F80 {
    Zero(bool),
    /// `mant * 2^exp`, `mant` normalised (bit 63 set); `neg` is the sign.
    Finite {
        neg: bool,
        mant: u64,
        exp: i32,
    },
    Inf(bool),
    NaN,
}

/// Exponent of the smallest subnormal's unit: values are multiples of 2^-16445.
const MIN_UNIT_EXP: i32 = -16445;
/// Largest `exp` of a normalised mantissa (value < 2^16384).
const MAX_EXP: i32 = 16320;

/// Rounds `(m + sticky·ε) · 2^e` (ε in (0, 1)) to nearest-even with a 64-bit mantissa.
fn round(neg: bool, m: u128, e: i64, sticky: bool) -> F80 {
    if m == 0 {
        return F80::Zero(neg);
    }
    let lz = m.leading_zeros() as i64;
    let (m, e) = (m << lz, e - lz);
    // Keep 64 bits: value = kept · 2^(e + shift).
    let mut shift: i64 = 64;
    if e + shift < MIN_UNIT_EXP as i64 {
        shift = MIN_UNIT_EXP as i64 - e;
    }
    let (mut kept, rem, half) = if shift >= 129 {
        (0u128, 1u128, 2u128) // far below half a unit: rounds to zero
    } else if shift == 128 {
        (0u128, m, 1u128 << 127)
    } else {
        (m >> shift, m & ((1u128 << shift) - 1), 1u128 << (shift - 1))
    };
    let up = rem > half || (rem == half && (sticky || kept & 1 == 1));
    if up {
        kept += 1;
    }
    let mut exp = e + shift;
    if kept >> 64 != 0 {
        kept >>= 1;
        exp += 1;
    }
    if kept == 0 {
        return F80::Zero(neg);
    }
    // Normalise (subnormals too: the exponent range is tracked separately).
    let lz = (kept as u64).leading_zeros() as i64;
    let (mant, exp) = ((kept as u64) << lz, exp - lz);
    if exp > MAX_EXP as i64 {
        return F80::Inf(neg);
    }
    F80::Finite {
        neg,
        mant,
        exp: exp as i32,
    }
}

impl F80 {
    pub(crate) fn from_f64(v: f64) -> F80 {
        if v.is_nan() {
            return F80::NaN;
        }
        if v.is_infinite() {
            return F80::Inf(v < 0.0);
        }
        if v == 0.0 {
            return F80::Zero(v.is_sign_negative());
        }
        let bits = v.to_bits();
        let neg = bits >> 63 == 1;
        let be = ((bits >> 52) & 0x7ff) as i64;
        let frac = bits & ((1u64 << 52) - 1);
        let (m, e) = if be == 0 {
            (frac, -1074)
        } else {
            (frac | (1u64 << 52), be - 1075)
        };
        round(neg, m as u128, e, false)
    }

    pub(crate) fn from_int(v: i128, unsigned: bool) -> F80 {
        if unsigned {
            round(false, v as u128, 0, false)
        } else {
            round(v < 0, v.unsigned_abs(), 0, false)
        }
    }

    pub(crate) fn neg(self) -> F80 {
        match self {
            F80::Zero(n) => F80::Zero(!n),
            F80::Finite { neg, mant, exp } => F80::Finite {
                neg: !neg,
                mant,
                exp,
            },
            F80::Inf(n) => F80::Inf(!n),
            F80::NaN => F80::NaN,
        }
    }

    pub(crate) fn add(self, o: F80) -> F80 {
        match (self, o) {
            (F80::NaN, _) | (_, F80::NaN) => F80::NaN,
            (F80::Inf(a), F80::Inf(b)) => {
                if a == b {
                    F80::Inf(a)
                } else {
                    F80::NaN
                }
            }
            (F80::Inf(a), _) | (_, F80::Inf(a)) => F80::Inf(a),
            (F80::Zero(a), F80::Zero(b)) => F80::Zero(a && b),
            (F80::Zero(_), x) | (x, F80::Zero(_)) => x,
            (
                F80::Finite {
                    neg: na,
                    mant: ma,
                    exp: ea,
                },
                F80::Finite {
                    neg: nb,
                    mant: mb,
                    exp: eb,
                },
            ) => {
                // x has the larger magnitude.
                let ((nx, mx, ex), (ny, my, ey)) = if (ea, ma) >= (eb, mb) {
                    ((na, ma, ea), (nb, mb, eb))
                } else {
                    ((nb, mb, eb), (na, ma, ea))
                };
                let d = (ex - ey) as i64;
                let x = (mx as u128) << 62;
                let (y, sticky) = if d >= 126 {
                    (0u128, true)
                } else if d > 62 {
                    let s = d - 62;
                    ((my >> s) as u128, my & ((1u64 << s) - 1) != 0)
                } else {
                    ((my as u128) << (62 - d), false)
                };
                let e = ex as i64 - 62;
                if nx == ny {
                    round(nx, x + y, e, sticky)
                } else if sticky {
                    round(nx, x - y - 1, e, true)
                } else if x == y {
                    F80::Zero(false)
                } else {
                    round(nx, x - y, e, false)
                }
            }
        }
    }

    pub(crate) fn mul(self, o: F80) -> F80 {
        match (self, o) {
            (F80::NaN, _) | (_, F80::NaN) => F80::NaN,
            (F80::Inf(_), F80::Zero(_)) | (F80::Zero(_), F80::Inf(_)) => F80::NaN,
            (F80::Inf(a), x) | (x, F80::Inf(a)) => F80::Inf(a != x.is_neg()),
            (F80::Zero(a), x) | (x, F80::Zero(a)) => F80::Zero(a != x.is_neg()),
            (
                F80::Finite {
                    neg: na,
                    mant: ma,
                    exp: ea,
                },
                F80::Finite {
                    neg: nb,
                    mant: mb,
                    exp: eb,
                },
            ) => round(
                na != nb,
                ma as u128 * mb as u128,
                ea as i64 + eb as i64,
                false,
            ),
        }
    }

    pub(crate) fn div(self, o: F80) -> F80 {
        match (self, o) {
            (F80::NaN, _) | (_, F80::NaN) => F80::NaN,
            (F80::Inf(_), F80::Inf(_)) | (F80::Zero(_), F80::Zero(_)) => F80::NaN,
            (F80::Inf(a), x) => F80::Inf(a != x.is_neg()),
            (x, F80::Inf(b)) => F80::Zero(x.is_neg() != b),
            (x, F80::Zero(b)) => F80::Inf(x.is_neg() != b),
            (F80::Zero(a), x) => F80::Zero(a != x.is_neg()),
            (
                F80::Finite {
                    neg: na,
                    mant: ma,
                    exp: ea,
                },
                F80::Finite {
                    neg: nb,
                    mant: mb,
                    exp: eb,
                },
            ) => {
                let (a, b) = (ma as u128, mb as u128);
                let n1 = a << 63;
                let (q1, r1) = (n1 / b, n1 % b);
                let n2 = r1 << 64;
                let (q2, r2) = (n2 / b, n2 % b);
                round(
                    na != nb,
                    (q1 << 64) | q2,
                    ea as i64 - eb as i64 - 127,
                    r2 != 0,
                )
            }
        }
    }

    fn is_neg(self) -> bool {
        match self {
            F80::Zero(n) | F80::Inf(n) => n,
            F80::Finite { neg, .. } => neg,
            F80::NaN => false,
        }
    }

    /// The nearest `f64` (round to nearest even).
    pub(crate) fn to_f64(self) -> f64 {
        match self {
            F80::NaN => f64::NAN,
            F80::Inf(n) => {
                if n {
                    f64::NEG_INFINITY
                } else {
                    f64::INFINITY
                }
            }
            F80::Zero(n) => {
                if n {
                    -0.0
                } else {
                    0.0
                }
            }
            F80::Finite { neg, mant, exp } => {
                // Round to 53 bits (fewer for f64 subnormals) in one step.
                let top = exp as i64 + 63;
                let keep: i64 = if top < -1022 {
                    (53 - (-1022 - top)).max(0)
                } else {
                    53
                };
                let drop = 64 - keep;
                let m = if drop >= 64 {
                    let half = 1u128 << 63;
                    if drop == 64 && (mant as u128) > half {
                        1u128
                    } else {
                        0
                    }
                } else {
                    let (k, rem, half) = (
                        mant >> drop,
                        mant & ((1u64 << drop) - 1),
                        1u64 << (drop - 1).max(0),
                    );
                    let up = drop > 0 && (rem > half || (rem == half && k & 1 == 1));
                    (k + up as u64) as u128
                };
                let v = (m as f64) * 2f64.powi(0) * pow2(exp as i64 + drop);
                if neg {
                    -v
                } else {
                    v
                }
            }
        }
    }

    /// Exact text for a C/APFloat parser (`0x8000000000000000p-63`), or `None` for infinities
    /// and NaN (which an `f64` holds exactly).
    pub(crate) fn to_text(self) -> Option<String> {
        match self {
            F80::Zero(n) => Some(if n { "-0x0p0".into() } else { "0x0p0".into() }),
            F80::Finite { neg, mant, exp } => {
                Some(format!("{}0x{mant:x}p{exp}", if neg { "-" } else { "" }))
            }
            _ => None,
        }
    }

    /// Whether an `f64` holds this value exactly.
    pub(crate) fn fits_f64(self) -> bool {
        F80::from_f64(self.to_f64()) == self
    }

    /// Parses a C floating constant (decimal or hexadecimal, optional sign, suffix removed).
    pub(crate) fn parse(text: &str) -> Option<F80> {
        let t = text.trim();
        let (neg, t) = match t.strip_prefix('-') {
            Some(r) => (true, r),
            None => (false, t.strip_prefix('+').unwrap_or(t)),
        };
        let l = t.to_ascii_lowercase();
        let l = l.trim_end_matches(['l', 'f']);
        if l == "inf" || l == "infinity" {
            return Some(F80::Inf(neg));
        }
        if l == "nan" {
            return Some(F80::NaN);
        }
        let v = if let Some(h) = l.strip_prefix("0x") {
            let (mant, exp) = h.split_once('p').unwrap_or((h, "0"));
            let exp: i64 = exp.parse().ok()?;
            let (ip, fp) = mant.split_once('.').unwrap_or((mant, ""));
            let (digits, scale) = significant(ip, fp, 16)?;
            let mut big = Big::zero();
            for d in digits {
                big.mul_small(16);
                big.add_small(d);
            }
            big.to_f80(exp.checked_sub(4 * scale)?)
        } else {
            let (mant, exp) = l.split_once('e').unwrap_or((l, "0"));
            let exp: i64 = exp.parse().ok()?;
            let (ip, fp) = mant.split_once('.').unwrap_or((mant, ""));
            let (digits, scale) = significant(ip, fp, 10)?;
            let mut big = Big::zero();
            for d in digits {
                big.mul_small(10);
                big.add_small(d);
            }
            let e10 = exp.checked_sub(scale)?;
            if big.is_zero() {
                F80::Zero(false)
            } else if e10 > 6000 {
                F80::Inf(false)
            } else if e10 < -6000 - big.bits() as i64 {
                F80::Zero(false)
            } else if e10 >= 0 {
                for _ in 0..e10 {
                    big.mul_small(10);
                }
                big.to_f80(0)
            } else {
                let mut p = Big::one();
                for _ in 0..-e10 {
                    p.mul_small(10);
                }
                // value = big / p: scale so the quotient has at least 130 bits.
                let k = (130 + p.bits() as i64 - big.bits() as i64).max(0);
                big.shl(k as usize);
                let (q, r) = big.divmod(&p);
                q.to_f80_sticky(-k, !r.is_zero())
            }
        };
        Some(if neg { v.neg() } else { v })
    }
}

/// The digits of `ip.fp` in `radix` without leading zeros, capped at 40 significant digits (a
/// nonzero tail becomes a final 1, which rounds the same), and how many digits follow the
/// radix point in what is kept (negative when integer digits were dropped).
fn significant(ip: &str, fp: &str, radix: u32) -> Option<(Vec<u32>, i64)> {
    let mut digits = vec![];
    let mut scale = fp.len() as i64;
    for c in ip.chars().chain(fp.chars()) {
        let d = c.to_digit(radix)?;
        if digits.is_empty() && d == 0 {
            continue;
        }
        digits.push(d);
    }
    const KEEP: usize = 40;
    if digits.len() > KEEP {
        let dropped = (digits.len() - KEEP) as i64;
        let sticky = digits[KEEP..].iter().any(|&d| d != 0);
        digits.truncate(KEEP);
        if sticky {
            digits.push(1);
            scale -= dropped - 1;
        } else {
            scale -= dropped;
        }
    }
    Some((digits, scale))
}

fn pow2(e: i64) -> f64 {
    // Two steps keep intermediate values in range for subnormal results.
    let e = e.clamp(-2200, 2200);
    let half = e / 2;
    2f64.powi(half as i32) * 2f64.powi((e - half) as i32)
}

/// A small unsigned big integer (little-endian 32-bit limbs) for literal conversion.
#[derive(Clone, Debug)]
struct Big(Vec<u32>);

impl Big {
    fn zero() -> Big {
        Big(vec![])
    }
    fn one() -> Big {
        Big(vec![1])
    }
    fn is_zero(&self) -> bool {
        self.0.iter().all(|&x| x == 0)
    }
    fn trim(&mut self) {
        while self.0.last() == Some(&0) {
            self.0.pop();
        }
    }
    fn bits(&self) -> usize {
        match self.0.iter().rposition(|&x| x != 0) {
            None => 0,
            Some(i) => i * 32 + (32 - self.0[i].leading_zeros() as usize),
        }
    }
    fn mul_small(&mut self, k: u32) {
        let mut carry = 0u64;
        for x in self.0.iter_mut() {
            let v = *x as u64 * k as u64 + carry;
            *x = v as u32;
            carry = v >> 32;
        }
        if carry != 0 {
            self.0.push(carry as u32);
        }
    }
    fn add_small(&mut self, k: u32) {
        let mut carry = k as u64;
        for x in self.0.iter_mut() {
            if carry == 0 {
                break;
            }
            let v = *x as u64 + carry;
            *x = v as u32;
            carry = v >> 32;
        }
        if carry != 0 {
            self.0.push(carry as u32);
        }
    }
    fn shl(&mut self, n: usize) {
        let (limbs, bits) = (n / 32, n % 32);
        let mut out = vec![0u32; limbs];
        let mut carry = 0u32;
        for &x in &self.0 {
            if bits == 0 {
                out.push(x);
            } else {
                out.push((x << bits) | carry);
                carry = x >> (32 - bits);
            }
        }
        if carry != 0 {
            out.push(carry);
        }
        self.0 = out;
    }
    fn bit(&self, i: usize) -> bool {
        self.0.get(i / 32).is_some_and(|x| (x >> (i % 32)) & 1 == 1)
    }
    fn cmp(&self, o: &Big) -> Ordering {
        let (a, b) = (self.bits(), o.bits());
        if a != b {
            return a.cmp(&b);
        }
        for i in (0..self.0.len().max(o.0.len())).rev() {
            let (x, y) = (
                self.0.get(i).copied().unwrap_or(0),
                o.0.get(i).copied().unwrap_or(0),
            );
            if x != y {
                return x.cmp(&y);
            }
        }
        Ordering::Equal
    }
    fn sub(&mut self, o: &Big) {
        let mut borrow = 0i64;
        for i in 0..self.0.len() {
            let v = self.0[i] as i64 - o.0.get(i).copied().unwrap_or(0) as i64 - borrow;
            if v < 0 {
                self.0[i] = (v + (1i64 << 32)) as u32;
                borrow = 1;
            } else {
                self.0[i] = v as u32;
                borrow = 0;
            }
        }
        self.trim();
    }
    /// Binary long division.
    fn divmod(&self, d: &Big) -> (Big, Big) {
        let n = self.bits();
        let mut q = Big(vec![0; n / 32 + 1]);
        let mut r = Big::zero();
        for i in (0..n).rev() {
            r.shl(1);
            if self.bit(i) {
                r.add_small(1);
            }
            if r.cmp(d) != Ordering::Less {
                r.sub(d);
                q.0[i / 32] |= 1 << (i % 32);
            }
        }
        q.trim();
        r.trim();
        (q, r)
    }
    fn to_f80(&self, e: i64) -> F80 {
        self.to_f80_sticky(e, false)
    }
    /// `(self + sticky·ε) · 2^e`, rounded.
    fn to_f80_sticky(&self, e: i64, sticky: bool) -> F80 {
        let n = self.bits();
        if n <= 128 {
            let mut m = 0u128;
            for (i, &x) in self.0.iter().enumerate().take(4) {
                m |= (x as u128) << (32 * i);
            }
            return round(false, m, e, sticky);
        }
        let drop = n - 128;
        let mut m = 0u128;
        for i in 0..128 {
            if self.bit(drop + i) {
                m |= 1u128 << i;
            }
        }
        let lost = (0..drop).any(|i| self.bit(i));
        round(false, m, e + drop as i64, sticky || lost)
    }
}

#[cfg(test)]
mod tests {
    use super::F80;

    fn text(s: &str) -> String {
        F80::parse(s).and_then(|v| v.to_text()).unwrap_or_default()
    }

    #[test]
    fn literals() {
        assert_eq!(text("1.0"), "0x8000000000000000p-63");
        // 0.1 in x87 precision: 0xCCCCCCCCCCCCCCCD * 2^-67.
        assert_eq!(text("0.1"), "0xcccccccccccccccdp-67");
        assert_eq!(text("0x1p-63"), "0x8000000000000000p-126");
        assert_eq!(F80::parse("1e4000").map(|v| v.fits_f64()), Some(false));
        assert_eq!(F80::parse("1e5000"), Some(F80::Inf(false)));
        assert_eq!(
            F80::parse("0x1p-16445")
                .and_then(|v| v.to_text())
                .as_deref(),
            Some("0x8000000000000000p-16508")
        );
        assert_eq!(F80::parse("0x1p-16446"), Some(F80::Zero(false)));
    }

    #[test]
    fn arithmetic() {
        let one = F80::from_f64(1.0);
        let third = one.div(F80::from_int(3, false));
        assert_eq!(third.to_text().as_deref(), Some("0xaaaaaaaaaaaaaaabp-65"));
        let p = one.add(F80::parse("0x1p-63").unwrap_or(F80::NaN).neg());
        assert_eq!(p.to_text().as_deref(), Some("0xfffffffffffffffep-64"));
        let big = F80::parse("1e300")
            .unwrap_or(F80::NaN)
            .mul(F80::parse("1e10").unwrap_or(F80::NaN));
        assert!(!big.fits_f64() && matches!(big, F80::Finite { .. }));
        assert_eq!(F80::from_f64(0.1).to_f64(), 0.1);
        assert_eq!(F80::parse("0.1").map(|v| v.to_f64()), Some(0.1));
        assert_eq!(F80::from_f64(5e-324).to_f64(), 5e-324);
    }
}

#[cfg(test)]
mod more_tests {
    use super::F80;

    #[test]
    fn long_literals_are_capped_and_rounded() {
        let many = format!("0.{}1e0", "0".repeat(5000));
        assert!(matches!(
            F80::parse(&many),
            Some(F80::Finite { .. }) | Some(F80::Zero(_))
        ));
        let long = format!("{}e-100000", "7".repeat(100000));
        let t = std::time::Instant::now();
        let _ = F80::parse(&long);
        assert!(t.elapsed().as_secs() < 5);
        // 0.1 written with trailing digits still rounds like 0.1 when they are zero.
        assert_eq!(
            F80::parse("0.1000000000000000000000000000000000000000000000000"),
            F80::parse("0.1")
        );
    }
}
