//! `reduce_shadow` (reference 7.2): the reverse of `reflect`. Every shadow slot that a reflect
//! with the same widths, `/periodic/` and `orthogonal` would write is added into its reflection
//! source on the owning node.
//!
//! The reflect schedule ([`crate::reflect::build`]) is reused as it is: a strip "owner `s`
//! sends its elements at `src_off` to the shadow of `q` at `dst_off`" becomes "owner `s` gets
//! `q`'s shadow at `dst_off` and adds it into its own elements at `src_off`". Only the owner
//! writes, only into its own block, so no remote accumulate is needed: the transport's strided
//! get (shm: a copy out of the peer's heap; mpi: one-sided get) does the moving.
//!
//! Phases run in the reverse order of the reflect's: without `orthogonal` the reflect carries
//! corner values in two hops (dimension 0 first, then dimension 1 over the rows it filled), so
//! the reduction brings a corner slot first into the neighbour's dimension-0 shadow row (the
//! strips of the later dimension extend over it) and then, with the dimension-0 strips, into
//! the owner. Those intermediate shadow rows therefore change (the reference leaves the shadow
//! contents unspecified after the construct); face slots that are not on such a path stay as
//! they were. Each phase is bracketed by pairwise synchronisations with the phase's peers:
//! before (the peers' shadows, including the previous phase's additions, are final) and after
//! (the peers may overwrite their shadows again).

use xmp_abi::{DType, ReduceOp, XmpStat};

use crate::array::GlobalArray;
use crate::reduce::combine;
use crate::reflect::{build, geometry, resolve_widths, Width, Xfer};
use crate::rt;

/// Byte strides of a dense buffer holding `counts` elements of `elem` bytes (C order).
fn dense_strides(counts: &[usize], elem: usize) -> Vec<isize> {
    let mut s = vec![0isize; counts.len()];
    let mut acc = elem as isize;
    for j in (0..counts.len()).rev() {
        s[j] = acc;
        acc *= counts[j] as isize;
    }
    s
}

/// `dst[...] += src[...]` over a strided region of `dst` (`counts`, byte `strides`) and the
/// dense `src` holding the same elements in C order. Returns the bytes of `src` consumed.
///
/// # Safety
/// Every addressed element of `dst` must be valid and not aliased by `src`.
unsafe fn add_strided(
    dst: *mut u8,
    src: &[u8],
    elem: usize,
    counts: &[usize],
    strides: &[isize],
    ty: DType,
) -> usize {
    match counts.len() {
        0 => {
            let d = std::slice::from_raw_parts_mut(dst, elem);
            combine(ty, ReduceOp::Sum, d, &src[..elem]);
            elem
        }
        1 if strides[0] == elem as isize => {
            let n = counts[0] * elem;
            let d = std::slice::from_raw_parts_mut(dst, n);
            combine(ty, ReduceOp::Sum, d, &src[..n]);
            n
        }
        _ => {
            let mut used = 0;
            for i in 0..counts[0] {
                let p = dst.offset(i as isize * strides[0]);
                used += add_strided(p, &src[used..], elem, &counts[1..], &strides[1..], ty);
            }
            used
        }
    }
}

/// `reduce_shadow (a) [width(...)] [orthogonal]` with `+` on elements of type `ty`: collective
/// over the array's template node set, pairwise synchronisation only.
pub fn reduce_shadow(
    a: &GlobalArray,
    widths: Option<&[Width]>,
    orthogonal: bool,
    ty: DType,
    loc: Option<&str>,
) {
    if !a.allocated {
        rt::fatal("reduce_shadow of a global array that is not allocated", loc);
    }
    if ty.size() != a.elem {
        rt::fatal(
            &format!(
                "reduce_shadow: element type '{}' does not match the array's element size {}",
                ty.c_name(),
                a.elem
            ),
            loc,
        );
    }
    // SAFETY: the template outlives its arrays (contract of xmp_rt_array_new).
    let t = unsafe { &*a.template };
    let g = geometry(a, t).unwrap_or_else(|e| rt::fatal(&e, loc));
    let w = resolve_widths(&g, widths).unwrap_or_else(|e| rt::fatal(&e, loc));
    rt::with(|r| r.count_stat(XmpStat::ReduceShadow, 1));
    let Some(set) = &t.nodes else { return };
    let Some(me) = set.pos else { return };
    let plan = build(&g, &w, orthogonal, me).unwrap_or_else(|e| rt::fatal(&e, loc));
    let rank = |p: usize| set.ranks[p];
    let elem = a.elem;
    let phases: Vec<(Vec<Xfer>, Vec<u32>)> = plan
        .phases
        .into_iter()
        .map(|ph| {
            (
                ph.sends
                    .iter()
                    .map(|s| Xfer::new(rank(s.dst_pos), s, elem))
                    .collect(),
                ph.peers.iter().map(|&p| rank(p)).collect(),
            )
        })
        .collect();
    let any = phases.iter().any(|(s, _)| !s.is_empty());
    if !any && plan.peers.is_empty() {
        return;
    }
    let heap_off = if any {
        match rt::with(|r| r.heap_offset(a.base)) {
            Some(o) => o,
            None => rt::fatal(
                "reduce_shadow of a global array whose storage is not in the symmetric heap is not supported yet",
                loc,
            ),
        }
    } else {
        0
    };
    rt::with(|r| {
        let me_rank = r.me as u32;
        let mut buf: Vec<u8> = Vec::new();
        for (xs, peers) in phases.iter().rev() {
            // The peers' shadows are final (their own writes and earlier phases' additions).
            r.sync_ranks(peers, loc);
            let total: usize = xs.iter().map(|x| x.bytes as usize).sum();
            buf.clear();
            buf.resize(total, 0);
            let mut off = 0usize;
            for x in xs {
                r.count_stat(XmpStat::ReduceShadowTransfer, 1);
                let ls = dense_strides(&x.counts, elem);
                // SAFETY: the schedule keeps every strip inside both blocks (checked at
                // build); the buffer holds `x.bytes` from `off`.
                unsafe {
                    let dst = buf.as_mut_ptr().add(off);
                    if x.rank == me_rank {
                        let src = a.base.offset(x.dst_off);
                        crate::transport::strided_copy(
                            dst,
                            src,
                            elem,
                            &x.counts,
                            &ls,
                            &x.dst_strides,
                        );
                    } else {
                        let o = heap_off + x.dst_off as usize;
                        r.get_strided_rank(
                            x.rank as usize,
                            o,
                            dst,
                            elem,
                            &x.counts,
                            &ls,
                            &x.dst_strides,
                        );
                    }
                }
                off += x.bytes as usize;
            }
            r.complete();
            let mut off = 0usize;
            for x in xs {
                let n = x.bytes as usize;
                // SAFETY: the owned strip at `src_off` lies in this node's block; the buffer
                // is a separate allocation.
                unsafe {
                    add_strided(
                        a.base.offset(x.src_off),
                        &buf[off..off + n],
                        elem,
                        &x.counts,
                        &x.src_strides,
                        ty,
                    );
                }
                off += n;
            }
            // The peers may change their shadows again once everyone has read them.
            r.sync_ranks(peers, loc);
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn adds_strided_region() {
        // 2 x 3 region of a 2 x 4 int matrix, dense source 1..6.
        let mut m = [0i32; 8];
        let src: Vec<u8> = (1..=6i32).flat_map(|v| v.to_ne_bytes()).collect();
        let used = unsafe {
            add_strided(
                m.as_mut_ptr() as *mut u8,
                &src,
                4,
                &[2, 3],
                &[16, 4],
                DType::Int,
            )
        };
        assert_eq!(used, 24);
        assert_eq!(m, [1, 2, 3, 0, 4, 5, 6, 0]);
        assert_eq!(dense_strides(&[2, 3], 4), vec![12, 4]);
    }
}
