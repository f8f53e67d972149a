//! Inquiry functions of the reference implementation's `xmp.h` that XMP/C 1.4 does not define
//! (reference 10.11), for programs written against it. `dim` is 1-based as in 10.5. Contracts
//! are documented at the entries of `xmp_abi::ENTRY_POINTS` (descriptors from `xmp_desc_of`,
//! output pointers valid or null).

#![allow(clippy::missing_safety_doc)]

use crate::array::Align;
use crate::capi::nodes_desc;
use crate::capi_map::{arr_ref, dim0, put, tmpl_ref, to_int};
use crate::dist::{DimLayout, FormatSpec};
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
