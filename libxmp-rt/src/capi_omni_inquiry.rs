//! Inquiry functions of the reference implementation's `xmp.h` that XMP/C 1.4 does not define
//! (reference 10.11), for programs written against it. `dim` is 1-based as in 10.5. Contracts
//! are documented at the entries of `xmp_abi::ENTRY_POINTS` (descriptors from `xmp_desc_of`,
//! output pointers valid or null).

#![allow(clippy::missing_safety_doc)]

use crate::array::Align;
use crate::capi::nodes_desc;
use crate::capi_map::{arr_ref, dim0, put, tmpl_ref, to_int};
use crate::dist::{DimLayout, Format, FormatSpec};
use crate::rt;
use libc::{c_int, c_void};
use xmp_abi::{XMP_BLOCK, XMP_CYCLIC, XMP_FAILURE, XMP_GBLOCK, XMP_NOT_DISTRIBUTED};

/// The element size of a global array in bytes (0 for a descriptor that is not an array).
#[no_mangle]
pub unsafe extern "C" fn xmp_array_type_size(d: *mut c_void) -> usize {
    arr_ref(d).map_or(0, |a| a.elem)
}

/// Which bound `xmp_rt_array_bound` reports: the selector values of `xmp.h`'s macros.
#[derive(Clone, Copy)]
enum Bound {
    /// Global index of the first owned element (`gcllbound`).
    GlobalOfLocalLower = 0,
    GlobalOfLocalUpper = 1,
    /// Storage index (shadow included) of the first owned element (`lcllbound`).
    LocalOfLocalLower = 2,
    LocalOfLocalUpper = 3,
    /// Global bounds of the whole array (`gcglbound`, `gcgubound`).
    GlobalLower = 4,
    GlobalUpper = 5,
}

const BOUNDS: [Bound; 6] = [
    Bound::GlobalOfLocalLower,
    Bound::GlobalOfLocalUpper,
    Bound::LocalOfLocalLower,
    Bound::LocalOfLocalUpper,
    Bound::GlobalLower,
    Bound::GlobalUpper,
];

unsafe fn bound(d: *mut c_void, dim: c_int, which: Bound) -> Option<c_int> {
    let a = arr_ref(d)?;
    let j = dim0(dim, a.ndims)?;
    let l: &DimLayout = a.layout.get(j)?;
    let owned = |v: i64| (l.lsize > 0).then_some(v);
    let v = match which {
        Bound::GlobalOfLocalLower => owned(l.first)?,
        Bound::GlobalOfLocalUpper => owned(l.last)?,
        Bound::LocalOfLocalLower => owned(l.storage(l.first))?,
        Bound::LocalOfLocalUpper => owned(l.storage(l.last))?,
        Bound::GlobalLower => a.extents.as_ref().map(|_| 0)?,
        Bound::GlobalUpper => a.extents.as_ref()?.get(j)? - 1,
    };
    to_int(v)
}

/// [Omni] `xmp_array_{gcl,lcl,gcg}{l,u}bound` in their pointer form: writes the bound and
/// returns 0, or returns XMP_FAILURE (also when this node owns nothing of the dimension, for
/// the bounds of the local block). `which` indexes `BOUNDS`.
#[no_mangle]
pub unsafe extern "C" fn xmp_rt_array_bound(
    d: *mut c_void,
    dim: c_int,
    which: c_int,
    out: *mut c_int,
) -> c_int {
    let Some(&b) = usize::try_from(which).ok().and_then(|k| BOUNDS.get(k)) else {
        return XMP_FAILURE;
    };
    put(out, bound(d, dim, b))
}

/// The same bounds returned as the value (the two-argument form that code written for the
/// reference implementation also uses); XMP_FAILURE when undefined.
#[no_mangle]
pub unsafe extern "C" fn xmp_rt_array_bound_value(
    d: *mut c_void,
    dim: c_int,
    which: c_int,
) -> c_int {
    let mut v = 0;
    match xmp_rt_array_bound(d, dim, which, &mut v) {
        0 => v,
        e => e,
    }
}

/// [Omni] `xmp_array_lcllbound` (three-argument form; `xmp.h` maps the two-argument one).
#[no_mangle]
pub unsafe extern "C" fn xmp_array_lcllbound(d: *mut c_void, dim: c_int, lb: *mut c_int) -> c_int {
    put(lb, bound(d, dim, Bound::LocalOfLocalLower))
}

/// [Omni] `xmp_array_lclubound`.
#[no_mangle]
pub unsafe extern "C" fn xmp_array_lclubound(d: *mut c_void, dim: c_int, ub: *mut c_int) -> c_int {
    put(ub, bound(d, dim, Bound::LocalOfLocalUpper))
}

/// [Omni] `xmp_array_gcglbound`.
#[no_mangle]
pub unsafe extern "C" fn xmp_array_gcglbound(d: *mut c_void, dim: c_int, lb: *mut c_int) -> c_int {
    put(lb, bound(d, dim, Bound::GlobalLower))
}

/// [Omni] `xmp_array_gcgubound`.
#[no_mangle]
pub unsafe extern "C" fn xmp_array_gcgubound(d: *mut c_void, dim: c_int, ub: *mut c_int) -> c_int {
    put(ub, bound(d, dim, Bound::GlobalUpper))
}

/// [Omni] The distribution format (XMP_BLOCK, XMP_CYCLIC for cyclic and cyclic(w), XMP_GBLOCK,
/// XMP_NOT_DISTRIBUTED) of the template dimension that array dimension `dim` is aligned with;
/// XMP_NOT_DISTRIBUTED for a collapsed dimension, XMP_FAILURE for a bad argument.
#[no_mangle]
pub unsafe extern "C" fn xmp_align_format(d: *mut c_void, dim: c_int) -> c_int {
    let v = arr_ref(d).and_then(|a| match a.align.get(dim0(dim, a.ndims)?)? {
        Align::With { tdim, .. } => Some(match tmpl_ref(a.template.cast())?.specs.get(*tdim)? {
            FormatSpec::Star => XMP_NOT_DISTRIBUTED,
            FormatSpec::Block(_) => XMP_BLOCK,
            FormatSpec::Cyclic(_) => XMP_CYCLIC,
            FormatSpec::GBlock(_) => XMP_GBLOCK,
        }),
        Align::Collapse => Some(XMP_NOT_DISTRIBUTED),
    });
    v.unwrap_or(XMP_FAILURE)
}

/// [Omni] The extent of template dimension `dim` (XMP_FAILURE when not fixed).
#[no_mangle]
pub unsafe extern "C" fn xmp_template_gsize(d: *mut c_void, dim: c_int) -> c_int {
    tmpl_ref(d)
        .and_then(|t| {
            let k = dim0(dim, t.ndims)?;
            t.shape_fixed.then(|| to_int(t.upper[k] - t.lower[k] + 1))?
        })
        .unwrap_or(XMP_FAILURE)
}

/// [Omni] The number of indices of template dimension `dim` this node holds (0 on a node
/// outside the template's node set; XMP_FAILURE when the template is not fixed).
#[no_mangle]
pub unsafe extern "C" fn xmp_template_lsize(d: *mut c_void, dim: c_int) -> c_int {
    tmpl_ref(d)
        .filter(|t| t.is_fixed())
        .and_then(|t| {
            let k = dim0(dim, t.ndims)?;
            let dd = t.dims.get(k)?;
            match t.specs.get(k)? {
                FormatSpec::Star => to_int(t.upper[k] - t.lower[k] + 1),
                _ => to_int(t.coord(k).map_or(0, |p| dd.lsize(p))),
            }
        })
        .unwrap_or(XMP_FAILURE)
}

/// [Omni] The calling node's rank (0-based position in element order) in node array `d`;
/// XMP_FAILURE when it is not a member.
#[no_mangle]
pub unsafe extern "C" fn xmp_nodes_rank(d: *mut c_void, rank: *mut c_int) -> c_int {
    put(
        rank,
        nodes_desc(d).and_then(|s| c_int::try_from(s.pos?).ok()),
    )
}

/// [Omni] The distance in template indices between the starts of consecutive blocks that one
/// node holds in dimension `dim`: 1 for block, gblock and `*`, `w * P` for cyclic(w) over `P`
/// nodes. XMP_FAILURE before the template is distributed or for a bad argument.
#[no_mangle]
pub unsafe extern "C" fn xmp_dist_stride(d: *mut c_void, dim: c_int, stride: *mut c_int) -> c_int {
    let v = tmpl_ref(d).and_then(|t| {
        let dd = t.dims.get(dim0(dim, t.ndims)?)?;
        match dd.format {
            Format::Cyclic(w) => to_int(w * dd.nprocs),
            _ => Some(1),
        }
    });
    put(stride, v)
}

/// [Omni] The number of storage slots this node allocates in array dimension `dim`, shadows
/// included (the allocated extent of the local block; its elements lie `xmp_array_lead_dim`
/// apart). XMP_FAILURE for a bad argument.
#[no_mangle]
pub unsafe extern "C" fn xmp_align_size(d: *mut c_void, dim: c_int) -> c_int {
    arr_ref(d)
        .and_then(|a| to_int(a.layout.get(dim0(dim, a.ndims)?)?.alloc))
        .unwrap_or(XMP_FAILURE)
}

/// [Omni] Which node owns the element of global indices `index[0..ndims]` (C order, `ndims`
/// the array's rank), seen along array dimension `dim`: the 1-based index (as
/// `xmp_nodes_index`) in the node-array dimension that the aligned template dimension is
/// distributed onto. XMP_FAILURE for a bad argument, an index outside the array, or a
/// dimension that is not distributed (collapsed, or aligned with a `*` template dimension).
#[no_mangle]
pub unsafe extern "C" fn xmp_array_owner(
    d: *mut c_void,
    ndims: c_int,
    index: *const c_int,
    dim: c_int,
) -> c_int {
    let v = arr_ref(d).and_then(|a| {
        if index.is_null() || usize::try_from(ndims).ok()? != a.ndims {
            return None;
        }
        let j = dim0(dim, a.ndims)?;
        let g = i64::from(*index.add(j));
        if g < 0 || g >= *a.extents.as_ref()?.get(j)? {
            return None;
        }
        let Align::With { tdim, offset } = *a.align.get(j)? else {
            return None;
        };
        let t = tmpl_ref(a.template.cast())?;
        t.axis.get(tdim).copied().flatten()?;
        let p = t.dims.get(tdim)?.owner(g + offset - t.lower[tdim])?;
        to_int(p + 1)
    });
    v.unwrap_or(XMP_FAILURE)
}

/// [Omni] This node's share of the loop `for (g = gstart; g < gend; g += step)` over template
/// dimension `tdim` (counted from 0 here, as the reference implementation's function does):
/// `*lstart`/`*lend` are local indices (0 = the first template index this node holds, shadows
/// not counted) delimiting the owned iterations, `lend` exclusive; equal when it holds none.
/// The local step is `step` for contiguous formats; with cyclic formats only step 1 keeps one
/// step, other steps are a run-time error.
#[no_mangle]
pub unsafe extern "C" fn xmp_sched_template_index(
    lstart: *mut c_int,
    lend: *mut c_int,
    gstart: c_int,
    gend: c_int,
    step: c_int,
    d: *mut c_void,
    tdim: c_int,
) {
    let what = "xmp_sched_template_index";
    let Some(t) = tmpl_ref(d) else {
        rt::user_error(&format!("{what}: the descriptor is not a template's"), None)
    };
    let Some(k) = usize::try_from(tdim).ok().filter(|&k| k < t.ndims) else {
        rt::user_error(
            &format!(
                "{what}: template dimension {tdim} is not in 0..{} (it counts from 0)",
                t.ndims
            ),
            None,
        )
    };
    let Some(dd) = t.dims.get(k).filter(|_| t.is_fixed()) else {
        rt::user_error(
            &format!("{what}: the template is not distributed and fixed yet"),
            None,
        )
    };
    if step <= 0 || lstart.is_null() || lend.is_null() {
        rt::user_error(
            &format!("{what}: the step must be positive and the outputs non-null (step {step})"),
            None,
        )
    }
    if step > 1 && !dd.is_contiguous() {
        rt::user_error(
            &format!("{what}: a step other than 1 on a cyclic dimension is not supported yet"),
            None,
        )
    }
    let lo = i64::from(gstart) - t.lower[k];
    let hi = i64::from(gend) - t.lower[k];
    let (s, e) = match (t.coord(k), dd.interval(t.coord(k).unwrap_or(0))) {
        (None, _) => (0, 0),
        (Some(p), None) => (dd.count(p, lo), dd.count(p, hi).max(dd.count(p, lo))),
        (Some(p), Some((a, b))) => {
            // The first iteration at or above the block's start, and the last below its end.
            let st = i64::from(step);
            let first = lo + crate::dist::div_ceil((a - lo).max(0), st) * st;
            let end = hi.min(b);
            if first >= end {
                let l = dd.count(p, first.min(b));
                (l, l)
            } else {
                let last = first + (end - 1 - first) / st * st;
                (dd.count(p, first), dd.count(p, last) + 1)
            }
        }
    };
    match (to_int(s), to_int(e)) {
        (Some(s), Some(e)) => {
            *lstart = s;
            *lend = e;
        }
        _ => rt::user_error(&format!("{what}: the local bounds do not fit an int"), None),
    }
}

/// [Omni] The template index that local index `l` (0 = the first index this node holds in
/// template dimension `tdim`, counted from 0 as in `xmp_sched_template_index`) stands for,
/// minus `offset` (an array index when the array is aligned at that offset). XMP_FAILURE when
/// this node holds no such local index.
#[no_mangle]
pub unsafe extern "C" fn xmpc_ltog(l: c_int, d: *mut c_void, tdim: c_int, offset: c_int) -> c_int {
    let v = tmpl_ref(d).filter(|t| t.is_fixed()).and_then(|t| {
        let k = usize::try_from(tdim).ok().filter(|&k| k < t.ndims)?;
        let g = t.dims.get(k)?.global(t.coord(k)?, i64::from(l))?;
        to_int(g + t.lower[k] - i64::from(offset))
    });
    v.unwrap_or(XMP_FAILURE)
}

/// [Omni] `xmp_nodes_comm(d, &comm)`: `*comm` points at the MPI communicator (MPICH's
/// `MPI_Comm`) of node array `d`, ranks in element order, kept by the runtime. The first call
/// for a node array is collective over its members; XMP_FAILURE on a node outside it. With
/// the shm transport there is no MPI: a run-time error that names `--transport=mpi`.
#[no_mangle]
pub unsafe extern "C" fn xmp_nodes_comm(d: *mut c_void, comm: *mut *mut c_void) -> c_int {
    let Some(s) = nodes_desc(d) else {
        return XMP_FAILURE;
    };
    if comm.is_null() || s.pos.is_none() {
        return XMP_FAILURE;
    }
    #[cfg(feature = "mpi")]
    {
        *comm = crate::mpi_interop::nodes_comm(&s.ranks).cast();
        0
    }
    #[cfg(not(feature = "mpi"))]
    rt::fatal(
        "xmp_nodes_comm: this program was built for the shm transport, which has no MPI communicator (build it with xmp-clang --transport=mpi)",
        None,
    )
}
