//! `xmp_pack(v, a [, mask])` and `xmp_unpack(a, v [, mask])` (reference 10.7).
//!
//! Pack: the node answering for each element of `a` keeps it if its mask element is true and
//! routes `(element number, value)` to the owner of the element number's range (the index
//! space split into one contiguous range per node). Range owners sort what they got, an
//! exclusive prefix of their counts numbers the selected elements in element order, and each
//! value goes to the holders of its element of `v`. Unpack numbers the true mask elements the
//! same way, fetches the numbered elements of `v` and sends them to the holders of `a`.
//! `v` must have at least as many elements as are selected (runtime error naming the line);
//! the rest of `v` is unchanged.

use super::common::{exchange, fetch, prefix, push, truth, Arg, Ctx};
use super::transpose::pull_rounds;
use super::{nargs, same_type};

/// The elements of `a` this node answers for whose mask element is true (all without a mask).
fn selected(ctx: &Ctx, name: &str, a: &Arg, mask: Option<&Arg>) -> Vec<i64> {
    let resp = a.responsible(ctx);
    let Some(m) = mask else { return resp };
    if m.shape != a.shape {
        ctx.fatal(&format!(
            "{name}: the mask has shape {:?}, not the array's {:?}",
            m.shape, a.shape
        ));
    }
    let mv = fetch(ctx, m, &resp);
    resp.into_iter()
        .zip(mv.chunks_exact(m.elem))
        .filter(|(_, b)| truth(m.ty, b))
        .map(|(k, _)| k)
        .collect()
}

/// Routes `(element number, payload)` records to their range owners; returns the records this
/// node received, sorted by element number.
fn to_ranges(ctx: &Ctx, n: i64, ks: &[i64], payload: &[u8], psize: usize) -> Vec<(i64, Vec<u8>)> {
    let mut send: Vec<Vec<u8>> = vec![Vec::new(); ctx.p];
    for (i, &k) in ks.iter().enumerate() {
        let d = ctx.range_owner(k, n);
        send[d].extend_from_slice(&(k as u64).to_ne_bytes());
        send[d].extend_from_slice(&payload[i * psize..(i + 1) * psize]);
    }
    let got = exchange(ctx, send);
    let mut recs: Vec<(i64, Vec<u8>)> = got
        .iter()
        .flat_map(|g| g.chunks_exact(8 + psize))
        .map(|c| {
            (
                u64::from_ne_bytes(c[..8].try_into().unwrap_or([0; 8])) as i64,
                c[8..].to_vec(),
            )
        })
        .collect();
    recs.sort_by_key(|r| r.0);
    recs
}

pub(super) fn pack(ctx: &Ctx, name: &str, args: &[Arg]) {
    nargs(ctx, name, args, 2, 3);
    let (v, a) = (&args[0], &args[1]);
    same_type(ctx, name, v, a);
    if v.shape.len() != 1 {
        ctx.fatal(&format!("{name}: the result must have rank 1"));
    }
    let sel = selected(ctx, name, a, args.get(2));
    let vals = fetch(ctx, a, &sel);
    let recs = to_ranges(ctx, a.n, &sel, &vals, a.elem);
    drop(vals);
    let (start, total) = prefix(ctx, recs.len() as u64);
    if total as i64 > v.n {
        ctx.fatal(&format!(
            "{name}: {total} elements are selected but the result has only {}",
            v.n
        ));
    }
    let targets: Vec<i64> = (0..recs.len() as i64).map(|i| start as i64 + i).collect();
    let payload: Vec<u8> = recs.into_iter().flat_map(|r| r.1).collect();
    push(ctx, v, &targets, &payload);
}

pub(super) fn unpack(ctx: &Ctx, name: &str, args: &[Arg]) {
    nargs(ctx, name, args, 2, 3);
    let (a, v) = (&args[0], &args[1]);
    same_type(ctx, name, a, v);
    if v.shape.len() != 1 {
        ctx.fatal(&format!("{name}: the source must have rank 1"));
    }
    if args.len() == 2 {
        // Every element of `a` is selected: element k takes v[k].
        if v.n < a.n {
            ctx.fatal(&format!(
                "{name}: the array has {} elements but the source only {}",
                a.n, v.n
            ));
        }
        pull_rounds(ctx, a, a.same_storage(v), |chunk| fetch(ctx, v, chunk));
        return;
    }
    let sel = selected(ctx, name, a, args.get(2));
    let recs = to_ranges(ctx, a.n, &sel, &[], 0);
    let (start, total) = prefix(ctx, recs.len() as u64);
    if total as i64 > v.n {
        ctx.fatal(&format!(
            "{name}: the mask selects {total} elements but the source has only {}",
            v.n
        ));
    }
    let from: Vec<i64> = (0..recs.len() as i64).map(|i| start as i64 + i).collect();
    let vals = fetch(ctx, v, &from);
    let targets: Vec<i64> = recs.iter().map(|r| r.0).collect();
    push(ctx, a, &targets, &vals);
}
