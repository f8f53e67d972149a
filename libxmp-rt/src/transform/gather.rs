//! `xmp_gather(x, a, idx1, .., idxn)`: `x[k] = a[idx1[k]]..[idxn[k]]`, and
//! `xmp_scatter(x, a, idx1, .., idxn)`: `x[idx1[k]]..[idxn[k]] = a[k]` (reference 10.7; C
//! 0-based indices).
//!
//! Gather pulls: the holders of `x` read their index elements (fetched where `idx` is mapped
//! differently) and fetch the addressed elements of `a` from their owners. Scatter pushes:
//! the node answering for each element of `a` sends it to every holder of its target.

use super::common::{fetch, push, Arg, Ctx};
use super::transpose::pull_rounds;
use super::{nargs, same_type};

/// Row-major linear index in `shape` of the index tuples `idx[..][i]`, checking bounds.
fn linear(ctx: &Ctx, name: &str, shape: &[i64], idx: &[Vec<i64>], i: usize) -> i64 {
    let mut k = 0i64;
    for (d, v) in idx.iter().enumerate() {
        let j = v[i];
        if j < 0 || j >= shape[d] {
            ctx.fatal(&format!(
                "{name}: index {j} in dimension {} is outside 0..{}",
                d + 1,
                shape[d] - 1
            ));
        }
        k = k * shape[d] + j;
    }
    k
}

/// The index values of elements `at` of the index arguments, one vector per index argument.
fn index_values(ctx: &Ctx, idx: &[Arg], at: &[i64]) -> Vec<Vec<i64>> {
    idx.iter()
        .map(|ia| {
            let raw = fetch(ctx, ia, at);
            raw.chunks_exact(ia.elem)
                .map(|b| ia.index_value(ctx, b))
                .collect()
        })
        .collect()
}

fn check_idx(ctx: &Ctx, name: &str, args: &[Arg], shape: &[i64], rank: usize) {
    if args.len() != 2 + rank {
        ctx.fatal(&format!(
            "{name}: {} index arrays for an array of rank {rank}",
            args.len() - 2
        ));
    }
    for ia in &args[2..] {
        if ia.shape != shape {
            ctx.fatal(&format!(
                "{name}: an index array has shape {:?}, not {:?}",
                ia.shape, shape
            ));
        }
    }
}

pub(super) fn gather(ctx: &Ctx, name: &str, args: &[Arg]) {
    nargs(ctx, name, args, 3, 9);
    let (x, a) = (&args[0], &args[1]);
    same_type(ctx, name, x, a);
    check_idx(ctx, name, args, &x.shape, a.shape.len());
    let aliased = args[1..].iter().any(|s| x.same_storage(s));
    pull_rounds(ctx, x, aliased, |chunk| {
        let idx = index_values(ctx, &args[2..], chunk);
        let src: Vec<i64> = (0..chunk.len())
            .map(|i| linear(ctx, name, &a.shape, &idx, i))
            .collect();
        fetch(ctx, a, &src)
    });
}

pub(super) fn scatter(ctx: &Ctx, name: &str, args: &[Arg]) {
    nargs(ctx, name, args, 3, 9);
    let (x, a) = (&args[0], &args[1]);
    same_type(ctx, name, x, a);
    check_idx(ctx, name, args, &a.shape, x.shape.len());
    let resp = a.responsible(ctx);
    let idx = index_values(ctx, &args[2..], &resp);
    let targets: Vec<i64> = (0..resp.len())
        .map(|i| linear(ctx, name, &x.shape, &idx, i))
        .collect();
    let vals = fetch(ctx, a, &resp);
    push(ctx, x, &targets, &vals);
}
