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
//!
//! `async(id)` ([`reduce_shadow_async`]): on a transport with two-sided nonblocking transfers
//! the last phase is left running as messages into buffers, added when the id completes.

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

/// A node's part of a reduce_shadow in transport terms.
struct Prepared {
    /// Per reflect phase: the strips this node owns the source of (`rank`: the shadow's
    /// holder) and the phase's peer ranks.
    phases: Vec<(Vec<Xfer>, Vec<u32>)>,
    /// Per reflect phase: the strips of this node's shadow (`rank`: the owner), for the
    /// two-sided async path.
    held: Vec<Vec<Xfer>>,
    /// Heap offset of the array's block (one-sided gets).
    heap_off: usize,
}

/// Checks and builds (counting the execution); None when this node takes no part.
fn prepare(
    a: &GlobalArray,
    block: *mut u8,
    widths: Option<&[Width]>,
    orthogonal: bool,
    ty: DType,
    loc: Option<&str>,
) -> Option<Prepared> {
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
    let set = t.nodes.as_ref()?;
    let me = set.pos?;
    let plan = build(&g, &w, orthogonal, me).unwrap_or_else(|e| rt::fatal(&e, loc));
    let rank = |p: usize| set.ranks[p];
    let elem = a.elem;
    let held = crate::reflect::recv_xfers(&plan, &rank, elem);
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
        return None;
    }
    let heap_off = if any {
        match rt::with(|r| r.heap_offset(block)) {
            Some(o) => o,
            None => rt::fatal(
                "reduce_shadow of a global array whose storage is not in the symmetric heap is not supported yet",
                loc,
            ),
        }
    } else {
        0
    };
    Some(Prepared {
        phases,
        held,
        heap_off,
    })
}

/// Runs one phase with one-sided gets, bracketed by pairwise synchronisations.
#[allow(clippy::too_many_arguments)]
fn run_phase(
    r: &mut rt::Runtime,
    a: &GlobalArray,
    base: *mut u8,
    xs: &[Xfer],
    peers: &[u32],
    heap_off: usize,
    ty: DType,
    buf: &mut Vec<u8>,
    loc: Option<&str>,
) {
    let elem = a.elem;
    let me_rank = r.me as u32;
    // The peers' shadows are final (their own writes and earlier phases' additions).
    r.sync_ranks(peers, loc);
    let total: usize = xs.iter().map(|x| x.bytes as usize).sum();
    buf.clear();
    buf.resize(total, 0);
    let mut off = 0usize;
    for x in xs {
        r.count_stat(XmpStat::ReduceShadowTransfer, 1);
        let ls = dense_strides(&x.counts, elem);
        // SAFETY: the schedule keeps every strip inside both blocks (checked at build); the
        // buffer holds `x.bytes` from `off`.
        unsafe {
            let dst = buf.as_mut_ptr().add(off);
            if x.rank == me_rank {
                let src = base.offset(x.dst_off);
                crate::transport::strided_copy(dst, src, elem, &x.counts, &ls, &x.dst_strides);
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
    // SAFETY: every strip lies in this node's block; the buffer is a separate allocation.
    unsafe { add_all(base, xs, buf, elem, ty) };
    // The peers may change their shadows again once everyone has read them.
    r.sync_ranks(peers, loc);
}

/// Adds the dense pieces of `buf` (one per strip, in order) into the owned strips at `src_off`.
///
/// # Safety
/// Every strip must lie inside the block at `base`; `buf` must not alias it.
unsafe fn add_all(base: *mut u8, xs: &[Xfer], buf: &[u8], elem: usize, ty: DType) {
    let mut off = 0usize;
    for x in xs {
        let n = x.bytes as usize;
        add_strided(
            base.offset(x.src_off),
            &buf[off..off + n],
            elem,
            &x.counts,
            &x.src_strides,
            ty,
        );
        off += n;
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
    // A caller's storage (see `GlobalArray::is_attached`): the phases work on a symmetric
    // copy of the block, allocated by every member (collective over the node set), filled
    // before and copied back after.
    // SAFETY: the template outlives its arrays (contract of xmp_rt_array_new).
    let set = unsafe { &*a.template }.nodes.clone();
    let staged = match set.filter(|s| a.is_attached() && s.pos.is_some()) {
        Some(set) => {
            let bytes = a.block_bytes();
            let align = a.elem.next_power_of_two().clamp(64, 4096);
            let p = rt::with(|r| r.sym_alloc(Some(set), bytes.max(1), align, loc));
            if bytes > 0 {
                // SAFETY: both hold `bytes` bytes.
                unsafe { std::ptr::copy_nonoverlapping(a.base, p, bytes) };
            }
            Some((p, bytes))
        }
        None => None,
    };
    let base = staged.map_or(a.base, |s| s.0);
    if let Some(p) = prepare(a, base, widths, orthogonal, ty, loc) {
        rt::with(|r| {
            let mut buf: Vec<u8> = Vec::new();
            for (xs, peers) in p.phases.iter().rev() {
                run_phase(r, a, base, xs, peers, p.heap_off, ty, &mut buf, loc);
            }
        });
    }
    if let Some((p, bytes)) = staged {
        if bytes > 0 {
            // SAFETY: as above; the last synchronisation ended every peer's reads of the copy.
            unsafe { std::ptr::copy_nonoverlapping(p, a.base, bytes) };
        }
        rt::with(|r| r.sym_free(p, loc));
    }
}

/// The additions of a started async reduce_shadow, made when its id completes.
struct Deferred {
    id: i32,
    base: *mut u8,
    xs: Vec<Xfer>,
    /// The received (and this node's own) shadow strips, dense, in the order of `xs`.
    buf: Vec<u8>,
    elem: usize,
    ty: DType,
}

// SAFETY: the runtime is driven from one thread; the pointer is only used under the lock.
unsafe impl Send for Deferred {}

static DEFERRED: std::sync::Mutex<Vec<Deferred>> = std::sync::Mutex::new(Vec::new());

/// `reduce_shadow ... async(id)` (reference 7.2, 7.7). Where the transport has two-sided
/// nonblocking transfers (mpi without direct shared-memory access) the last phase (the
/// reflect's first) is started as `MPI_Isend` of each held shadow strip to its owner and
/// `MPI_Irecv` of each strip into a buffer, and the additions are made when the id completes
/// ([`finish_async`], from `wait_async` / `xmp_test_async`). A send starts once its holder
/// entered the construct (its shadow is final) and the owner's elements are written only at
/// the completion, so the pairwise synchronisations of the one-sided path are not needed; the
/// program must not touch the array until the wait (7.7). Earlier phases (the corners of
/// multi-dimensional distributions, carried through the neighbour's shadow rows) run before
/// returning. Elsewhere (shm, direct mpi) the whole reduction completes here and the id only
/// counts.
pub fn reduce_shadow_async(
    a: &GlobalArray,
    widths: Option<&[Width]>,
    orthogonal: bool,
    ty: DType,
    id: i32,
    loc: Option<&str>,
) {
    if !rt::with(|r| r.has_async_p2p()) || a.is_attached() {
        reduce_shadow(a, widths, orthogonal, ty, loc);
        rt::with(|r| r.async_started(id));
        return;
    }
    let Some(p) = prepare(a, a.base, widths, orthogonal, ty, loc) else {
        rt::with(|r| r.async_started(id));
        return;
    };
    let elem = a.elem;
    let mut phases = p.phases;
    if phases.is_empty() {
        rt::with(|r| r.async_started(id));
        return;
    }
    let (xs, _) = phases.remove(0);
    let held = p.held.into_iter().next().unwrap_or_default();
    rt::with(|r| {
        r.async_started(id);
        let mut buf: Vec<u8> = Vec::new();
        for (xs, peers) in phases.iter().rev() {
            run_phase(r, a, a.base, xs, peers, p.heap_off, ty, &mut buf, loc);
        }
        let me_rank = r.me as u32;
        // The holder's side: every shadow strip goes to its owner, in schedule order (the
        // n-th send to an owner matches the owner's n-th receive from this node).
        for x in &held {
            // SAFETY: the strip lies inside this node's block, which the program leaves
            // alone until the wait.
            let ok = unsafe {
                let src = a.base.offset(x.dst_off);
                r.p2p_async(
                    true,
                    x.rank as usize,
                    src,
                    elem,
                    &x.counts,
                    &x.dst_strides,
                    id,
                )
            };
            if !ok {
                rt::fatal("internal error: async reduce_shadow send not started", loc);
            }
        }
        // The owner's side: receive (or copy, for this node's own shadow) every strip into a
        // dense buffer kept until the completion.
        let total: usize = xs.iter().map(|x| x.bytes as usize).sum();
        let mut buf = vec![0u8; total];
        let mut off = 0usize;
        for x in &xs {
            r.count_stat(XmpStat::ReduceShadowTransfer, 1);
            let ls = dense_strides(&x.counts, elem);
            // SAFETY: the buffer holds `x.bytes` from `off` and is moved (not reallocated)
            // into DEFERRED below, where it stays until the receives complete.
            unsafe {
                let dst = buf.as_mut_ptr().add(off);
                if x.rank == me_rank {
                    let src = a.base.offset(x.dst_off);
                    crate::transport::strided_copy(dst, src, elem, &x.counts, &ls, &x.dst_strides);
                } else if !r.p2p_async(false, x.rank as usize, dst, elem, &x.counts, &ls, id) {
                    rt::fatal(
                        "internal error: async reduce_shadow receive not started",
                        loc,
                    );
                }
            }
            off += x.bytes as usize;
        }
        if !xs.is_empty() {
            DEFERRED
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .push(Deferred {
                    id,
                    base: a.base,
                    xs,
                    buf,
                    elem,
                    ty,
                });
        }
    });
}

/// Makes the additions of the async reduce_shadows started under `id` (the caller completed
/// the id's transfers: `wait_async`, or `xmp_test_async` that found them done).
pub fn finish_async(id: i32) {
    let mine: Vec<Deferred> = {
        let mut d = DEFERRED.lock().unwrap_or_else(|e| e.into_inner());
        if !d.iter().any(|x| x.id == id) {
            return;
        }
        let (take, keep): (Vec<Deferred>, Vec<Deferred>) = d.drain(..).partition(|x| x.id == id);
        *d = keep;
        take
    };
    for x in mine {
        // SAFETY: the strips lie in the array's block, which the program left alone (7.7);
        // the buffer was filled by the completed receives.
        unsafe { add_all(x.base, &x.xs, &x.buf, x.elem, x.ty) };
    }
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
