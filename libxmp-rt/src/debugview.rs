//! What a debugger needs to show global arrays in the global view (`-g`).
//!
//! Code generation describes each file-scope aligned array to DWARF as an array whose data
//! location and per-dimension bounds are read from a small view block the program owns
//! (`.xmp.dbg.NAME`); [`xmp_rt_array_debug_view`] fills the block whenever the array is
//! allocated. The gdb helper shipped with the runtime (`libxmp-rt/gdb/xmp-gdb.py`) calls
//! [`xmp_rt_debug_elem`] and [`xmp_rt_debug_owner`] in the stopped process to find an element
//! by global indices and to name its owner.

use crate::array::GlobalArray;
use libc::{c_int, c_void};

/// Slots of a view block: the local base where DWARF may use it (else null), the descriptor,
/// the local base (null when nothing is held), then [`DIM`] slots per dimension in C order.
pub const HEADER: usize = 3;
/// Slots per dimension: the lowest and highest global index the local storage holds (owned
/// block plus shadow; both 0 where that is not an index range), then this node's addressing
/// (`goff`, `period`, `width`, `sbase`, `alloc`, `stride`, see `XmpDimMap`): global index `a`
/// is at storage slot `floor((a + goff) / period) * width + (a + goff) mod period + sbase`;
/// last the global extent.
pub const DIM: usize = 9;

/// Fills the view block `view` (`HEADER + DIM * rank` slots of 8 bytes) of global array `a`.
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
/// `i64`s.
#[no_mangle]
pub unsafe extern "C" fn xmp_rt_array_debug_view(a: *mut c_void, view: *mut i64, rank: c_int) {
    // The gdb helper calls these in the stopped program where gdb can: keep them linked in.
    std::hint::black_box((
        xmp_rt_debug_elem as *const (),
        xmp_rt_debug_owner as *const (),
    ));
    let p = a as *const GlobalArray;
    if view.is_null() || !GlobalArray::is_array(p) {
        return;
    }
    let a = &*p;
    let rank = usize::try_from(rank).unwrap_or(0);
    let v = std::slice::from_raw_parts_mut(view, HEADER + DIM * rank);
    v.fill(0);
    v[1] = p as i64;
    if rank != a.ndims || !a.allocated || a.base.is_null() || a.layout.len() != rank {
        return;
    }
    v[2] = a.base as i64;
    let mut linear = true;
    for (j, l) in a.layout.iter().enumerate() {
        let d = &mut v[HEADER + DIM * j..HEADER + DIM * (j + 1)];
        let extent = a
            .extents
            .as_ref()
            .and_then(|e| e.get(j))
            .copied()
            .unwrap_or(0);
        d[2..].copy_from_slice(&[
            l.goff,
            l.period,
            l.width,
            l.sbase,
            l.alloc,
            a.strides[j],
            extent,
        ]);
        if l.period == l.width && l.alloc > 0 {
            let lower = -(l.goff + l.sbase);
            d[0] = lower;
            d[1] = lower + l.alloc - 1;
        } else {
            linear = false;
        }
    }
    if linear {
        v[0] = a.base as i64;
    } else {
        for j in 0..rank {
            v[HEADER + DIM * j] = 0;
            v[HEADER + DIM * j + 1] = 0;
        }
    }
}

/// The global indices `i0..` (the first `n`) as a vector, `None` for a bad rank.
fn indices(a: &GlobalArray, n: i64, all: [i64; 7]) -> Option<Vec<i64>> {
    let n = usize::try_from(n).ok()?;
    (n == a.ndims && n <= all.len()).then(|| all[..n].to_vec())
}

/// For the debugger: the address of the element of global array `a` at global indices
/// `i0..` (the first `n`) on this node (owned or in its shadow), else null.
///
/// # Safety
/// `a` must be null or a global array descriptor.
#[no_mangle]
#[allow(clippy::too_many_arguments)]
pub unsafe extern "C" fn xmp_rt_debug_elem(
    a: *mut c_void,
    n: i64,
    i0: i64,
    i1: i64,
    i2: i64,
    i3: i64,
    i4: i64,
    i5: i64,
    i6: i64,
) -> *mut c_void {
    let p = a as *const GlobalArray;
    if !GlobalArray::is_array(p) {
        return std::ptr::null_mut();
    }
    let a = &*p;
    let Some(ix) = indices(a, n, [i0, i1, i2, i3, i4, i5, i6]) else {
        return std::ptr::null_mut();
    };
    match a.offset_of(&ix) {
        Some(off) => a.base.offset(off as isize * a.elem as isize) as *mut c_void,
        None => std::ptr::null_mut(),
    }
}

/// For the debugger: the node (in the array's node set) owning the element of `a` at global
/// indices `i0..` (the first `n`); -1 outside the array or for a bad descriptor.
///
/// # Safety
/// `a` must be null or a global array descriptor.
#[no_mangle]
#[allow(clippy::too_many_arguments)]
pub unsafe extern "C" fn xmp_rt_debug_owner(
    a: *mut c_void,
    n: i64,
    i0: i64,
    i1: i64,
    i2: i64,
    i3: i64,
    i4: i64,
    i5: i64,
    i6: i64,
) -> i64 {
    let p = a as *const GlobalArray;
    if !GlobalArray::is_array(p) {
        return -1;
    }
    let a = &*p;
    let Some(ix) = indices(a, n, [i0, i1, i2, i3, i4, i5, i6]) else {
        return -1;
    };
    match a.extents.as_ref() {
        Some(e) if ix.iter().zip(e).all(|(&i, &n)| i >= 0 && i < n) => {}
        _ => return -1,
    }
    crate::gmove::owner_rank(a, &ix).map_or(-1, i64::from)
}
