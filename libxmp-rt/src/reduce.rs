//! Element-wise combination for the `reduction` construct: every operator of the reference on
//! every C arithmetic type. Transports call [`combine`] to fold one contribution into an
//! accumulator; they must fold contributions in node-set order so that every node computes a
//! bit-identical result (floating-point addition is not associative).

use crate::f80::F80;
use xmp_abi::{DType, ReduceOp};

// Each operator gets its own monomorphised loop (the `match` on the operator is outside the
// element loop), so that the common cases (sum of doubles, max of ints) vectorise.
macro_rules! int_fold {
    ($op:expr, $acc:expr, $src:expr, $t:ty) => {
        match $op {
            // C's unsigned arithmetic wraps; signed overflow is undefined, wrapping is the
            // natural two's-complement outcome.
            ReduceOp::Sum => fold::<$t>($acc, $src, |a, b| a.wrapping_add(b)),
            ReduceOp::Prod => fold::<$t>($acc, $src, |a, b| a.wrapping_mul(b)),
            ReduceOp::BitAnd => fold::<$t>($acc, $src, |a, b| a & b),
            ReduceOp::BitOr => fold::<$t>($acc, $src, |a, b| a | b),
            ReduceOp::BitXor => fold::<$t>($acc, $src, |a, b| a ^ b),
            ReduceOp::LogAnd => fold::<$t>($acc, $src, |a, b| (a != 0 && b != 0) as $t),
            ReduceOp::LogOr => fold::<$t>($acc, $src, |a, b| (a != 0 || b != 0) as $t),
            ReduceOp::Max => fold::<$t>($acc, $src, |a, b| std::cmp::max(a, b)),
            ReduceOp::Min => fold::<$t>($acc, $src, |a, b| std::cmp::min(a, b)),
        }
    };
}

macro_rules! float_fold {
    ($op:expr, $acc:expr, $src:expr, $t:ty) => {
        match $op {
            ReduceOp::Sum => fold::<$t>($acc, $src, |a, b| a + b),
            ReduceOp::Prod => fold::<$t>($acc, $src, |a, b| a * b),
            ReduceOp::LogAnd => fold::<$t>($acc, $src, |a, b| ((a != 0.0 && b != 0.0) as u8) as $t),
            ReduceOp::LogOr => fold::<$t>($acc, $src, |a, b| ((a != 0.0 || b != 0.0) as u8) as $t),
            // NaN is ignored when the other operand is a number, like C's fmax/fmin.
            ReduceOp::Max => fold::<$t>($acc, $src, |a, b| a.max(b)),
            ReduceOp::Min => fold::<$t>($acc, $src, |a, b| a.min(b)),
            // Rejected by `check` before any data moves.
            ReduceOp::BitAnd | ReduceOp::BitOr | ReduceOp::BitXor => {}
        }
    };
}

macro_rules! complex_fold {
    ($op:expr, $acc:expr, $src:expr, $t:ty) => {
        match $op {
            ReduceOp::Sum => fold::<[$t; 2]>($acc, $src, |a, b| [a[0] + b[0], a[1] + b[1]]),
            ReduceOp::Prod => fold::<[$t; 2]>($acc, $src, |a, b| {
                [a[0] * b[0] - a[1] * b[1], a[0] * b[1] + a[1] * b[0]]
            }),
            // Rejected by `check`.
            _ => {}
        }
    };
}

/// Whether `op` applies to `ty`, with the message the runtime reports when it does not.
pub fn check(ty: DType, op: ReduceOp) -> Result<(), String> {
    if ty.supports(op) {
        Ok(())
    } else {
        Err(format!(
            "reduction operator '{}' is not defined for type '{}'",
            op.spelling(),
            ty.c_name()
        ))
    }
}

/// `acc[i] = acc[i] op src[i]` for every element; both slices hold whole elements of `ty`.
/// Panics never: mismatched lengths fold only the common whole elements.
pub fn combine(ty: DType, op: ReduceOp, acc: &mut [u8], src: &[u8]) {
    match ty {
        DType::Bool => fold::<u8>(acc, src, |a, b| bool_op(op, a != 0, b != 0) as u8),
        DType::Char | DType::SChar => int_fold!(op, acc, src, i8),
        DType::UChar => int_fold!(op, acc, src, u8),
        DType::Short => int_fold!(op, acc, src, i16),
        DType::UShort => int_fold!(op, acc, src, u16),
        DType::Int => int_fold!(op, acc, src, i32),
        DType::UInt => int_fold!(op, acc, src, u32),
        DType::Long | DType::LongLong => int_fold!(op, acc, src, i64),
        DType::ULong | DType::ULongLong => int_fold!(op, acc, src, u64),
        DType::Float => float_fold!(op, acc, src, f32),
        DType::Double => float_fold!(op, acc, src, f64),
        DType::LongDouble => fold::<F80>(acc, src, |a, b| f80_op(op, a, b)),
        DType::FloatComplex => complex_fold!(op, acc, src, f32),
        DType::DoubleComplex => complex_fold!(op, acc, src, f64),
        DType::LongDoubleComplex => fold::<[F80; 2]>(acc, src, |a, b| f80_complex_op(op, a, b)),
    }
}

#[inline(always)]
fn fold<T: Copy>(acc: &mut [u8], src: &[u8], f: impl Fn(T, T) -> T) {
    let size = std::mem::size_of::<T>();
    let n = acc.len().min(src.len()) / size;
    let (pa, pb) = (acc.as_mut_ptr() as *mut T, src.as_ptr() as *const T);
    if pa.is_aligned() && pb.is_aligned() {
        // SAFETY: both ranges hold n whole, aligned elements of plain-data T and do not
        // overlap (`acc` is a unique borrow); the slice loop vectorises.
        let (a, b) = unsafe {
            (
                std::slice::from_raw_parts_mut(pa, n),
                std::slice::from_raw_parts(pb, n),
            )
        };
        for (x, y) in a.iter_mut().zip(b) {
            *x = f(*x, *y);
        }
    } else {
        for i in 0..n {
            // SAFETY: element i lies inside both slices; unaligned reads/writes because user
            // variables need not be aligned for T in the byte view.
            unsafe {
                let x = std::ptr::read_unaligned(pa.add(i));
                let y = std::ptr::read_unaligned(pb.add(i));
                std::ptr::write_unaligned(pa.add(i), f(x, y));
            }
        }
    }
}

fn bool_op(op: ReduceOp, a: bool, b: bool) -> bool {
    match op {
        // `_Bool` arithmetic converts the result back to 0/1: a sum is nonzero iff any is.
        ReduceOp::Sum | ReduceOp::BitOr | ReduceOp::LogOr | ReduceOp::Max => a || b,
        ReduceOp::Prod | ReduceOp::BitAnd | ReduceOp::LogAnd | ReduceOp::Min => a && b,
        ReduceOp::BitXor => a ^ b,
    }
}

fn f80_op(op: ReduceOp, a: F80, b: F80) -> F80 {
    match op {
        ReduceOp::Sum => a + b,
        ReduceOp::Prod => a * b,
        ReduceOp::LogAnd => F80::from_bool(!a.is_zero() && !b.is_zero()),
        ReduceOp::LogOr => F80::from_bool(!a.is_zero() || !b.is_zero()),
        ReduceOp::Max | ReduceOp::Min => {
            if a.is_nan() {
                return b;
            }
            if b.is_nan() {
                return a;
            }
            let b_wins = if op == ReduceOp::Max {
                b.order_key() > a.order_key()
            } else {
                b.order_key() < a.order_key()
            };
            if b_wins {
                b
            } else {
                a
            }
        }
        ReduceOp::BitAnd | ReduceOp::BitOr | ReduceOp::BitXor => a,
    }
}

fn f80_complex_op(op: ReduceOp, a: [F80; 2], b: [F80; 2]) -> [F80; 2] {
    match op {
        ReduceOp::Sum => [a[0] + b[0], a[1] + b[1]],
        ReduceOp::Prod => [a[0] * b[0] - a[1] * b[1], a[0] * b[1] + a[1] * b[0]],
        _ => a,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn red<T: Copy>(ty: DType, op: ReduceOp, vals: &[T]) -> T {
        let size = std::mem::size_of::<T>();
        let bytes = |v: &T| {
            unsafe { std::slice::from_raw_parts(v as *const T as *const u8, size) }.to_vec()
        };
        let mut acc = bytes(&vals[0]);
        for v in &vals[1..] {
            combine(ty, op, &mut acc, &bytes(v));
        }
        unsafe { std::ptr::read_unaligned(acc.as_ptr() as *const T) }
    }

    #[test]
    fn integers() {
        assert_eq!(red(DType::Int, ReduceOp::Sum, &[1i32, 2, 3]), 6);
        assert_eq!(red(DType::Int, ReduceOp::Max, &[1i32, -2, 3]), 3);
        assert_eq!(red(DType::Int, ReduceOp::Min, &[1i32, -2, 3]), -2);
        assert_eq!(red(DType::UChar, ReduceOp::Sum, &[200u8, 100]), 44);
        assert_eq!(red(DType::Short, ReduceOp::BitXor, &[3i16, 5]), 6);
        assert_eq!(red(DType::Long, ReduceOp::LogAnd, &[3i64, 0]), 0);
        assert_eq!(red(DType::ULongLong, ReduceOp::LogOr, &[0u64, 9]), 1);
        assert_eq!(red(DType::Bool, ReduceOp::Sum, &[1u8; 300]), 1);
        assert_eq!(red(DType::Bool, ReduceOp::BitXor, &[1u8, 1, 1]), 1);
    }

    #[test]
    fn floats() {
        assert_eq!(
            red(DType::Double, ReduceOp::Prod, &[1.5f64, 2.0, -1.0]),
            -3.0
        );
        assert_eq!(red(DType::Float, ReduceOp::LogAnd, &[1.5f32, 0.5]), 1.0);
        assert_eq!(
            red(
                DType::DoubleComplex,
                ReduceOp::Prod,
                &[[0.0f64, 1.0], [0.0, 1.0]]
            ),
            [-1.0, 0.0]
        );
        assert!(check(DType::Double, ReduceOp::BitOr).is_err());
        assert!(check(DType::FloatComplex, ReduceOp::Max).is_err());
    }

    #[test]
    fn long_double() {
        let v: Vec<F80> = [1.5, 2.25, -0.5]
            .iter()
            .map(|x| F80::from_f64(*x))
            .collect();
        assert_eq!(red(DType::LongDouble, ReduceOp::Sum, &v).to_f64(), 3.25);
        assert_eq!(red(DType::LongDouble, ReduceOp::Prod, &v).to_f64(), -1.6875);
        assert_eq!(red(DType::LongDouble, ReduceOp::Max, &v).to_f64(), 2.25);
        assert_eq!(red(DType::LongDouble, ReduceOp::Min, &v).to_f64(), -0.5);
        assert_eq!(red(DType::LongDouble, ReduceOp::LogAnd, &v).to_f64(), 1.0);
        // 1 + 2^-60 is exact in 80-bit but not in f64: proves no detour through double.
        let tiny = F80::from_f64(2f64.powi(-60));
        let s = F80::from_f64(1.0) + tiny;
        let back = s + F80::from_f64(-1.0);
        assert_eq!(back.to_f64(), 2f64.powi(-60));
        let i = [F80::from_f64(0.0), F80::from_f64(1.0)];
        let p = red(DType::LongDoubleComplex, ReduceOp::Prod, &[i, i]);
        assert_eq!((p[0].to_f64(), p[1].to_f64()), (-1.0, 0.0));
    }
}
