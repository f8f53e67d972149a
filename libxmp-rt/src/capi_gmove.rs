//! The C entry point of `gmove` (contract: `xmp_abi::ENTRY_POINTS`, `xmp_rt_gmove`).

use libc::{c_char, c_int};

use crate::check::{self, Coll, Set};
use crate::gmove::{gmove, gmove_async, XmpGmoveSide, GMOVE_GLOBAL};
use crate::rt::{self, loc_ref};
use crate::xmpt::{self, Event};

/// The global array of a gmove (the destination's when both sides are global).
unsafe fn gmove_array(dst: *const XmpGmoveSide, src: *const XmpGmoveSide) -> *mut libc::c_void {
    for side in [dst, src] {
        if !side.is_null() && (*side).kind == crate::gmove::GMOVE_GLOBAL {
            return (*side).array as *mut libc::c_void;
        }
    }
    std::ptr::null_mut()
}

/// The checking mode's view of a gmove: which sides are global arrays, and the number of
/// elements (the destination section's).
unsafe fn checked(
    dst: *const XmpGmoveSide,
    src: *const XmpGmoveSide,
    elem: usize,
    mode: c_int,
    is_async: bool,
) -> Option<Coll> {
    if dst.is_null() || src.is_null() {
        return None;
    }
    let (d, s) = (&*dst, &*src);
    let mut count = 1u64;
    if d.ndims > 0 && !d.dims.is_null() {
        for q in std::slice::from_raw_parts(d.dims, 4 * d.ndims as usize).chunks(4) {
            if q[3] == 0 {
                count = count.saturating_mul(q[1].max(0) as u64);
            }
        }
    }
    let global = [d.kind == GMOVE_GLOBAL, s.kind == GMOVE_GLOBAL];
    check::gmove(global, mode, count, elem, is_async)
}

/// `gmove`: `*dst = *src` element-wise (see [`crate::gmove`]).
///
/// # Safety
/// `dst` and `src` must point at valid side descriptions whose storage covers every element
/// the sections address.
#[no_mangle]
pub unsafe extern "C" fn xmp_rt_gmove(
    dst: *const XmpGmoveSide,
    src: *const XmpGmoveSide,
    elem: usize,
    mode: c_int,
    loc: *const c_char,
) {
    crate::threads::construct(loc);
    if xmpt::hooked() {
        return xmpt::around(
            Event::Gmove,
            loc,
            move |c| {
                c.array = gmove_array(dst, src);
            },
            move || xmp_rt_gmove(dst, src, elem, mode, loc),
        );
    }
    check::at(Set::Executing, loc, |_| {
        checked(dst, src, elem, mode, false)
    });
    let loc = loc_ref(loc);
    let loc = loc.as_deref();
    if dst.is_null() || src.is_null() || elem == 0 {
        rt::fatal("gmove: a null side or a zero element size", loc);
    }
    gmove(&*dst, &*src, elem, mode, loc);
}

/// issue 5 (helper E): `gmove async(id)` (see [`crate::gmove::gmove_async`]).
///
/// # Safety
/// As [`xmp_rt_gmove`]; the destination stays untouched until `wait_async(id)`.
#[no_mangle]
pub unsafe extern "C" fn xmp_rt_gmove_async(
    dst: *const XmpGmoveSide,
    src: *const XmpGmoveSide,
    elem: usize,
    mode: c_int,
    id: c_int,
    loc: *const c_char,
) {
    crate::threads::construct(loc);
    if xmpt::hooked() {
        return xmpt::around(
            Event::Gmove,
            loc,
            move |c| {
                c.array = gmove_array(dst, src);
                c.async_id = id;
            },
            move || xmp_rt_gmove_async(dst, src, elem, mode, id, loc),
        );
    }
    check::at(Set::Executing, loc, |_| checked(dst, src, elem, mode, true));
    let loc = loc_ref(loc);
    let loc = loc.as_deref();
    if dst.is_null() || src.is_null() || elem == 0 {
        rt::fatal("gmove: a null side or a zero element size", loc);
    }
    gmove_async(&*dst, &*src, elem, mode, id, loc);
}
