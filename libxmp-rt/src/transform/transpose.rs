//! `xmp_transpose(x, a, opt)`: `x[j][i] = a[i][j]` (reference 10.7).
//!
//! Every node holding elements of `x` fetches their sources from the owners of `a` (a
//! request/reply exchange per round of elements) and writes them.

use super::common::{fetch, rounds, Arg, Ctx, ROUND};
use super::{nargs, same_type};

pub(super) fn transpose(ctx: &Ctx, name: &str, args: &[Arg]) {
    nargs(ctx, name, args, 2, 2);
    let (x, a) = (&args[0], &args[1]);
    same_type(ctx, name, x, a);
    if x.shape.len() != 2 || a.shape.len() != 2 {
        ctx.fatal(&format!("{name}: both arrays must have rank 2"));
    }
    if x.shape[0] != a.shape[1] || x.shape[1] != a.shape[0] {
        ctx.fatal(&format!(
            "{name}: x is {} x {} but a is {} x {} (x must be {} x {})",
            x.shape[0], x.shape[1], a.shape[0], a.shape[1], a.shape[1], a.shape[0]
        ));
    }
    let (n1, a1) = (x.shape[1].max(1), a.shape[1]);
    pull_rounds(ctx, x, x.same_storage(a), |chunk| {
        let src: Vec<i64> = chunk.iter().map(|&k| (k % n1) * a1 + k / n1).collect();
        fetch(ctx, a, &src)
    });
}

/// Fills the elements of `x` this node holds in rounds of at most [`ROUND`] elements (so
/// that the index lists and buffers stay small): `values(chunk)` returns the new values of
/// the elements `chunk`. Collective; every node takes part in every round. With `aliased`
/// (`x` may be a source) every value is read before the first is written.
pub(super) fn pull_rounds(
    ctx: &Ctx,
    x: &Arg,
    aliased: bool,
    mut values: impl FnMut(&[i64]) -> Vec<u8>,
) {
    let mut it = x.mine_iter();
    let mut later: Vec<(Vec<i64>, Vec<u8>)> = Vec::new();
    for _ in 0..rounds(ctx, x.mine_count()) {
        let chunk: Vec<i64> = it.by_ref().take(ROUND).collect();
        let vals = values(&chunk);
        if aliased {
            later.push((chunk, vals));
        } else {
            write_own(ctx, x, &chunk, &vals);
        }
    }
    // Nobody reads after this point: every node has answered its last request above.
    for (chunk, vals) in later {
        write_own(ctx, x, &chunk, &vals);
    }
}

/// Writes `vals[i]` into held element `mine[i]` of `x`.
pub(super) fn write_own(ctx: &Ctx, x: &Arg, mine: &[i64], vals: &[u8]) {
    let e = x.elem;
    for (i, &k) in mine.iter().enumerate() {
        let Some(p) = x.ptr(k) else {
            ctx.fatal("internal error: a held element without address")
        };
        // SAFETY: a held element of `e` bytes.
        unsafe { std::ptr::copy_nonoverlapping(vals[i * e..].as_ptr(), p, e) };
    }
}
