//! `xmp_matmul(x, a, b)`: `x = a * b` for `a` M x K, `b` K x N, `x` M x N (reference 10.7).
//!
//! Each node holding elements of `x` fetches the rows of `a` and the columns of `b` those
//! elements need (for block-distributed `x` exactly its block rows and block columns, the data
//! a block algorithm receives), multiplies, and writes its own elements.

use super::common::{fetch, Arg, Ctx};
use super::real::{cmul, Real};
use super::transpose::write_own;
use super::{nargs, same_type};
use crate::f80::F80;
use xmp_abi::DType;

/// Arithmetic on one element type.
trait Num: Copy {
    const N: usize;
    fn zero() -> Self;
    fn get(b: &[u8]) -> Self;
    fn put(self, out: &mut Vec<u8>);
    fn mul_add(s: Self, a: Self, b: Self) -> Self;
}

macro_rules! num {
    ($t:ty, $n:expr, $z:expr, |$s:ident, $a:ident, $b:ident| $e:expr) => {
        impl Num for $t {
            const N: usize = $n;
            fn zero() -> Self {
                $z
            }
            fn get(b: &[u8]) -> Self {
                <$t>::from_ne_bytes(b[..$n].try_into().unwrap_or([0; $n]))
            }
            fn put(self, out: &mut Vec<u8>) {
                out.extend_from_slice(&self.to_ne_bytes());
            }
            fn mul_add($s: Self, $a: Self, $b: Self) -> Self {
                $e
            }
        }
    };
}
// C arithmetic: integers wrap (unsigned) / are computed in two's complement.
num!(i8, 1, 0, |s, a, b| s.wrapping_add(a.wrapping_mul(b)));
num!(u8, 1, 0, |s, a, b| s.wrapping_add(a.wrapping_mul(b)));
num!(i16, 2, 0, |s, a, b| s.wrapping_add(a.wrapping_mul(b)));
num!(u16, 2, 0, |s, a, b| s.wrapping_add(a.wrapping_mul(b)));
num!(i32, 4, 0, |s, a, b| s.wrapping_add(a.wrapping_mul(b)));
num!(u32, 4, 0, |s, a, b| s.wrapping_add(a.wrapping_mul(b)));
num!(i64, 8, 0, |s, a, b| s.wrapping_add(a.wrapping_mul(b)));
num!(u64, 8, 0, |s, a, b| s.wrapping_add(a.wrapping_mul(b)));
num!(f32, 4, 0.0, |s, a, b| s + a * b);
num!(f64, 8, 0.0, |s, a, b| s + a * b);

// `long double`: `s + a * b` on the x87 unit, each operation rounded as C rounds it.
impl Num for F80 {
    const N: usize = 16;
    fn zero() -> Self {
        F80::zero()
    }
    fn get(b: &[u8]) -> Self {
        F80::get(b)
    }
    fn put(self, out: &mut Vec<u8>) {
        out.extend_from_slice(&self.0);
    }
    fn mul_add(s: Self, a: Self, b: Self) -> Self {
        s.add(a.mul(b))
    }
}

/// A complex element: real part, imaginary part (C's layout).
#[derive(Clone, Copy)]
struct Cx<T>(T, T);

// `s + a * b` with C's complex product (Annex G) and a part-wise sum.
macro_rules! cx {
    ($t:ty, $part:expr) => {
        impl Num for Cx<$t> {
            const N: usize = 2 * $part;
            fn zero() -> Self {
                Cx(<$t as Num>::zero(), <$t as Num>::zero())
            }
            fn get(b: &[u8]) -> Self {
                Cx(<$t as Num>::get(&b[..$part]), <$t as Num>::get(&b[$part..]))
            }
            fn put(self, out: &mut Vec<u8>) {
                self.0.put(out);
                self.1.put(out);
            }
            fn mul_add(s: Self, a: Self, b: Self) -> Self {
                let (re, im) = cmul(a.0, a.1, b.0, b.1);
                Cx(Real::add(s.0, re), Real::add(s.1, im))
            }
        }
    };
}
cx!(f32, 4);
cx!(f64, 8);
cx!(F80, 16);

fn kernel<T: Num>(
    ctx: &Ctx,
    x: &Arg,
    k: usize,
    av: &[u8],
    bv: &[u8],
    mine: &[(usize, usize)],
) -> Vec<u8> {
    let e = T::N;
    if x.elem != e {
        ctx.fatal("internal error: element size and type disagree");
    }
    // a rows: row r at av[r*k*e..], b columns: column c at bv[c*k*e..] (both contiguous in k).
    let a: Vec<T> = av.chunks_exact(e).map(T::get).collect();
    let b: Vec<T> = bv.chunks_exact(e).map(T::get).collect();
    let mut out = Vec::with_capacity(mine.len() * e);
    for &(r, c) in mine {
        let (ar, bc) = (&a[r * k..(r + 1) * k], &b[c * k..(c + 1) * k]);
        let mut s = T::zero();
        for t in 0..k {
            s = T::mul_add(s, ar[t], bc[t]);
        }
        s.put(&mut out);
    }
    out
}

pub(super) fn matmul(ctx: &Ctx, name: &str, args: &[Arg]) {
    nargs(ctx, name, args, 3, 3);
    let (x, a, b) = (&args[0], &args[1], &args[2]);
    same_type(ctx, name, x, a);
    same_type(ctx, name, x, b);
    if x.shape.len() != 2 || a.shape.len() != 2 || b.shape.len() != 2 {
        ctx.fatal(&format!("{name}: the arrays must have rank 2"));
    }
    let (m, k, n) = (a.shape[0], a.shape[1], b.shape[1]);
    if b.shape[0] != k || x.shape[0] != m || x.shape[1] != n {
        ctx.fatal(&format!(
            "{name}: the shapes {} x {} = {} x {} * {} x {} do not conform",
            x.shape[0], x.shape[1], m, k, b.shape[0], n
        ));
    }
    let mine = x.mine();
    let n1 = n.max(1);
    let mut rows: Vec<i64> = mine.iter().map(|&e| e / n1).collect();
    rows.sort_unstable();
    rows.dedup();
    let mut cols: Vec<i64> = mine.iter().map(|&e| e % n1).collect();
    cols.sort_unstable();
    cols.dedup();
    // The needed rows of a (row-major) and columns of b (column after column).
    let aw: Vec<i64> = rows
        .iter()
        .flat_map(|&r| (0..k).map(move |t| r * k + t))
        .collect();
    let bw: Vec<i64> = cols
        .iter()
        .flat_map(|&c| (0..k).map(move |t| t * n + c))
        .collect();
    let av = fetch(ctx, a, &aw);
    drop(aw);
    let bv = fetch(ctx, b, &bw);
    drop(bw);
    let at: Vec<(usize, usize)> = mine
        .iter()
        .map(|&e| {
            (
                rows.binary_search(&(e / n1)).unwrap_or(0),
                cols.binary_search(&(e % n1)).unwrap_or(0),
            )
        })
        .collect();
    let k = k as usize;
    let out = match x.ty {
        DType::Char | DType::SChar => kernel::<i8>(ctx, x, k, &av, &bv, &at),
        DType::UChar => kernel::<u8>(ctx, x, k, &av, &bv, &at),
        DType::Short => kernel::<i16>(ctx, x, k, &av, &bv, &at),
        DType::UShort => kernel::<u16>(ctx, x, k, &av, &bv, &at),
        DType::Int => kernel::<i32>(ctx, x, k, &av, &bv, &at),
        DType::UInt => kernel::<u32>(ctx, x, k, &av, &bv, &at),
        DType::Long | DType::LongLong => kernel::<i64>(ctx, x, k, &av, &bv, &at),
        DType::ULong | DType::ULongLong => kernel::<u64>(ctx, x, k, &av, &bv, &at),
        DType::Float => kernel::<f32>(ctx, x, k, &av, &bv, &at),
        DType::Double => kernel::<f64>(ctx, x, k, &av, &bv, &at),
        DType::LongDouble => kernel::<F80>(ctx, x, k, &av, &bv, &at),
        DType::FloatComplex => kernel::<Cx<f32>>(ctx, x, k, &av, &bv, &at),
        DType::DoubleComplex => kernel::<Cx<f64>>(ctx, x, k, &av, &bv, &at),
        DType::LongDoubleComplex => kernel::<Cx<F80>>(ctx, x, k, &av, &bv, &at),
        _ => ctx.fatal(&format!("{name}: this element type is not supported yet")),
    };
    write_own(ctx, x, &mine, &out);
}
