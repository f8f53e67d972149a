//! What a debugger needs to show global arrays in the global view (`-g`).
//!
//! Code generation describes each aligned array to DWARF as an array whose data location and
//! per-dimension bounds are read from a small view block the program owns (`.xmp.dbg.NAME`, or
//! `.xmp.dbg.FUNCTION.NAME` for a block-scope one); [`xmp_rt_array_debug_view`] registers the
//! block and the runtime keeps it filled. The gdb helper shipped with the runtime
//! (`libxmp-rt/gdb/xmp-gdb.py`) reads the same block (addressing and owner parameters) to find
//! any element by global indices and to name its owner, without calling into the stopped
//! process.

use crate::array::GlobalArray;
use libc::{c_int, c_void};

/// Slots of a view block: the local base where DWARF may use it (else null), the descriptor,
/// the local base (null when nothing is held), the node set's rank table (`u32` per position)
/// and this node's position in it, then [`DIM`] slots per dimension in C order.
pub const HEADER: usize = 5;
/// Slots per dimension: the lowest and highest global index the local storage holds (owned
/// block plus shadow; both 0 where that is not an index range), then this node's addressing
/// (`goff`, `period`, `width`, `sbase`, `alloc`, `stride`, see `XmpDimMap`): global index `a`
/// is at storage slot `floor((a + goff) / period) * width + (a + goff) mod period + sbase`;
/// then the global extent, and how the owner of index `a` is found (`kind`, `g0`, `param`,
/// `nprocs`, `stride`, `me`): its coordinate `c` along a node-array axis is `(a + g0) / param`
/// (kind 1, block), `((a + g0) / param) mod nprocs` (kind 2, cyclic), or the last `p` with
/// `start[p] <= a + g0` in the `nprocs + 1` entries at address `param` (kind 3, gblock); kind
/// 0: the dimension does not decide the owner. The owner of `(a_0, ..)` is
/// `ranks[position + sum_j (c_j - me_j) * stride_j]`.
pub const DIM: usize = 15;

/// Registers `view` (`HEADER + DIM * rank` slots of 8 bytes) as the view block of global
/// array `a` and fills it; the runtime refills it whenever the array is allocated, attached
/// or released (`refresh`), so the block stays true for arrays allocated later
/// (`xmp_malloc`, block-scope `align`) and reads as "no storage" once they are freed.
///
/// Where every dimension maps global index `g` to storage slot `g - lower` (block, gblock,
/// collapsed dimensions, and cyclic ones over a single node), slot 0 carries the local base
/// and each dimension its bounds, so `print u[i][j]` with global indices reads the node's copy.
/// Otherwise (cyclic and block-cyclic dimensions, or nothing held) slot 0 is null and the
/// bounds are `[0, 0]`: gdb then reports that it cannot read the array instead of showing a
/// wrong element, and `xmp print` (the gdb helper) maps the indices with the addressing.
///
/// # Safety
/// `a` must be a global array descriptor and `view` point at `HEADER + DIM * rank` writable
/// `i64`s that stay valid until the descriptor is freed.
#[no_mangle]
pub unsafe extern "C" fn xmp_rt_array_debug_view(a: *mut c_void, view: *mut i64, rank: c_int) {
    let p = a as *mut GlobalArray;
    if view.is_null() || !GlobalArray::is_array(p) {
        return;
    }
    let a = &mut *p;
    if usize::try_from(rank).ok() != Some(a.ndims) {
        return;
    }
    a.debug_view = view;
    refresh(a);
}

/// Refills the registered view block of `a` (nothing when none is registered).
pub(crate) fn refresh(a: &GlobalArray) {
    if a.debug_view.is_null() {
        return;
    }
    // SAFETY: registered by xmp_rt_array_debug_view with `HEADER + DIM * ndims` slots, valid
    // while the descriptor lives (its contract).
    let v = unsafe { std::slice::from_raw_parts_mut(a.debug_view, HEADER + DIM * a.ndims) };
    fill(a, v);
}

/// Clears and unregisters the view block of `a`, whose descriptor is being freed.
pub(crate) fn forget(a: &mut GlobalArray) {
    if !a.debug_view.is_null() {
        // SAFETY: as in `refresh`.
        unsafe { std::ptr::write_bytes(a.debug_view, 0, HEADER + DIM * a.ndims) };
        a.debug_view = std::ptr::null_mut();
    }
}

fn fill(a: &GlobalArray, v: &mut [i64]) {
    let rank = a.ndims;
    v.fill(0);
    v[1] = a as *const GlobalArray as i64;
    if !a.allocated || a.layout.len() != rank {
        return;
    }
    v[2] = a.base as i64;
    // A node holding nothing still describes the extents and owners (for `xmp print`).
    let mut linear = !a.base.is_null();
    for (j, l) in a.layout.iter().enumerate() {
        let d = &mut v[HEADER + DIM * j..HEADER + DIM * (j + 1)];
        let extent = a
            .extents
            .as_ref()
            .and_then(|e| e.get(j))
            .copied()
            .unwrap_or(0);
        d[2..9].copy_from_slice(&[
            l.goff,
            l.period,
            l.width,
            l.sbase,
            l.alloc,
            a.strides[j],
            extent,
        ]);
        if linear && l.period == l.width && l.alloc > 0 {
            let lower = -(l.goff + l.sbase);
            d[0] = lower;
            d[1] = lower + l.alloc - 1;
        } else {
            linear = false;
        }
    }
    owner_params(a, v);
    if linear {
        v[0] = a.base as i64;
    } else {
        for j in 0..rank {
            v[HEADER + DIM * j] = 0;
            v[HEADER + DIM * j + 1] = 0;
        }
    }
}

/// Fills the rank table, position and per-dimension owner parameters of view block `v` where
/// the array's node set is known.
fn owner_params(a: &GlobalArray, v: &mut [i64]) {
    use crate::dist::Format;
    // SAFETY: the template outlives its arrays (contract of xmp_rt_array_new).
    let Some(t) = (unsafe { a.template.as_ref() }) else {
        return;
    };
    let (Some(set), Ok(g)) = (t.nodes.as_ref(), crate::reflect::geometry(a, t)) else {
        return;
    };
    let me = set
        .pos
        .map(|p| crate::nodes::coords_of(&g.shape, p))
        .unwrap_or_else(|| vec![0; g.shape.len()]);
    // Position stride of each node-array axis (row-major, as `pos_of`).
    let mut stride = vec![1i64; g.shape.len()];
    for ax in (0..g.shape.len().saturating_sub(1)).rev() {
        stride[ax] = stride[ax + 1] * i64::from(g.shape[ax + 1].max(1));
    }
    for (j, d) in g.dims.iter().enumerate() {
        let (Some(dist), Some(ax)) = (&d.dist, d.axis) else {
            continue;
        };
        let (kind, param) = match &dist.format {
            Format::Star => continue,
            Format::Block(b) => (1, *b),
            Format::Cyclic(w) => (2, *w),
            // The template's own map (the geometry holds a copy), kept while the array lives.
            Format::GBlock { .. } => {
                let tdim = match a.align.get(j) {
                    Some(crate::array::Align::With { tdim, .. }) => *tdim,
                    _ => continue,
                };
                match t.dims.get(tdim).map(|td| &td.format) {
                    Some(Format::GBlock { start, .. }) => (3, start.as_ptr() as i64),
                    _ => continue,
                }
            }
        };
        let o = HEADER + DIM * j + 9;
        v[o..o + 6].copy_from_slice(&[kind, d.g0, param, dist.nprocs, stride[ax], me[ax]]);
    }
    v[3] = set.ranks.as_ptr() as i64;
    v[4] = crate::nodes::pos_of(&g.shape, &me) as i64;
}
