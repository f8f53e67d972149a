//! `xmp_sort_up(v1, v2)` / `xmp_sort_down(v1, v2)`: `v1` = the elements of `v2` in ascending
//! (descending) order (reference 10.7), by sample sort.
//!
//! Each node sorts the elements of `v2` it answers for, contributes `P-1` regular samples to
//! every node, and all pick the same `P-1` splitters from the sorted samples. Values go to the
//! node of their splitter interval, which sorts them; an exclusive prefix of the interval
//! counts gives each value its position, and it goes to the holders of that element of `v1`.
//! Floating-point values (`long double` included) are ordered totally (`-0` before `+0`,
//! `-NaN` first and `+NaN` last when ascending); complex numbers have no order in C.

use std::cmp::Ordering;

use super::common::{exchange, fetch, prefix, push, Arg, Ctx};
use super::{nargs, same_type};
use crate::f80::F80;
use xmp_abi::DType;

/// An element type values are sorted as.
trait Key: Copy {
    const N: usize;
    fn get(b: &[u8]) -> Self;
    fn put(self, out: &mut Vec<u8>);
    /// `Ord::cmp` for integers, `total_cmp` for floating point.
    fn order(&self, o: &Self) -> Ordering;
}

macro_rules! key {
    ($t:ty, $n:expr, $cmp:ident) => {
        impl Key for $t {
            const N: usize = $n;
            fn get(b: &[u8]) -> Self {
                <$t>::from_ne_bytes(b[..$n].try_into().unwrap_or([0; $n]))
            }
            fn put(self, out: &mut Vec<u8>) {
                out.extend_from_slice(&self.to_ne_bytes());
            }
            fn order(&self, o: &Self) -> Ordering {
                self.$cmp(o)
            }
        }
    };
}
key!(u8, 1, cmp);
key!(i8, 1, cmp);
key!(i16, 2, cmp);
key!(u16, 2, cmp);
key!(i32, 4, cmp);
key!(u32, 4, cmp);
key!(i64, 8, cmp);
key!(u64, 8, cmp);
key!(f32, 4, total_cmp);
key!(f64, 8, total_cmp);

// `long double`, in the same total order as `f32`/`f64` (see `real`).
impl Key for F80 {
    const N: usize = 16;
    fn get(b: &[u8]) -> Self {
        F80::get(b)
    }
    fn put(self, out: &mut Vec<u8>) {
        out.extend_from_slice(&self.0);
    }
    fn order(&self, o: &Self) -> Ordering {
        self.total_cmp(o)
    }
}

pub(super) fn sort(ctx: &Ctx, name: &str, args: &[Arg], down: bool) {
    nargs(ctx, name, args, 2, 2);
    let (v1, v2) = (&args[0], &args[1]);
    same_type(ctx, name, v1, v2);
    if v1.shape.len() != 1 || v2.shape.len() != 1 {
        ctx.fatal(&format!("{name}: both arrays must have rank 1"));
    }
    if v1.n != v2.n {
        ctx.fatal(&format!(
            "{name}: the arrays have {} and {} elements",
            v1.n, v2.n
        ));
    }
    match v2.ty {
        DType::Bool | DType::UChar => typed::<u8>(ctx, v1, v2, down),
        DType::Char | DType::SChar => typed::<i8>(ctx, v1, v2, down),
        DType::Short => typed::<i16>(ctx, v1, v2, down),
        DType::UShort => typed::<u16>(ctx, v1, v2, down),
        DType::Int => typed::<i32>(ctx, v1, v2, down),
        DType::UInt => typed::<u32>(ctx, v1, v2, down),
        DType::Long | DType::LongLong => typed::<i64>(ctx, v1, v2, down),
        DType::ULong | DType::ULongLong => typed::<u64>(ctx, v1, v2, down),
        DType::Float => typed::<f32>(ctx, v1, v2, down),
        DType::Double => typed::<f64>(ctx, v1, v2, down),
        DType::LongDouble => typed::<F80>(ctx, v1, v2, down),
        // The compiler rejects these; a caller of the C entry point gets the same answer.
        DType::FloatComplex | DType::DoubleComplex | DType::LongDoubleComplex => ctx.fatal(
            &format!("{name}: complex numbers have no order, so they cannot be sorted"),
        ),
    }
}

fn to_bytes<T: Key>(v: &[T]) -> Vec<u8> {
    let mut out = Vec::with_capacity(v.len() * T::N);
    for &x in v {
        x.put(&mut out);
    }
    out
}

fn typed<T: Key>(ctx: &Ctx, v1: &Arg, v2: &Arg, down: bool) {
    let cmp = |a: &T, b: &T| -> Ordering {
        if down {
            b.order(a)
        } else {
            a.order(b)
        }
    };
    if v2.elem != T::N {
        ctx.fatal("internal error: element size and type disagree");
    }
    let resp = v2.responsible(ctx);
    let mut mine: Vec<T> = fetch(ctx, v2, &resp)
        .chunks_exact(T::N)
        .map(T::get)
        .collect();
    drop(resp);
    mine.sort_unstable_by(cmp);
    let p = ctx.p;

    // Splitters from regular samples.
    let mut samples = Vec::new();
    if !mine.is_empty() {
        for i in 1..p {
            samples.push(mine[i * mine.len() / p]);
        }
    }
    let all = exchange(ctx, vec![to_bytes(&samples); p]);
    let mut pool: Vec<T> = all
        .iter()
        .flat_map(|s| s.chunks_exact(T::N))
        .map(T::get)
        .collect();
    pool.sort_unstable_by(cmp);
    let splitters: Vec<T> = (1..p)
        .filter(|_| !pool.is_empty())
        .map(|i| pool[i * pool.len() / p])
        .collect();

    // Values to their interval (the number of splitters ordered before them); `mine` is
    // sorted, so each interval is one run.
    let mut send: Vec<Vec<u8>> = vec![Vec::new(); p];
    for v in &mine {
        let d = splitters.partition_point(|s| cmp(s, v) == Ordering::Less);
        v.put(&mut send[d.min(p - 1)]);
    }
    drop(mine);
    let got = exchange(ctx, send);
    let mut bucket: Vec<T> = got
        .iter()
        .flat_map(|g| g.chunks_exact(T::N))
        .map(T::get)
        .collect();
    drop(got);
    bucket.sort_unstable_by(cmp);
    let (start, _) = prefix(ctx, bucket.len() as u64);
    let targets: Vec<i64> = (0..bucket.len() as i64).map(|i| start as i64 + i).collect();
    push(ctx, v1, &targets, &to_bytes(&bucket));
}
