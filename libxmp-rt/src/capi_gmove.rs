//! The C entry point of `gmove` (contract: `xmp_abi::ENTRY_POINTS`, `xmp_rt_gmove`).

use libc::{c_char, c_int};

use crate::gmove::{gmove, gmove_async, XmpGmoveSide};
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
    let loc = loc_ref(loc);
    let loc = loc.as_deref();
    if dst.is_null() || src.is_null() || elem == 0 {
        rt::fatal("gmove: a null side or a zero element size", loc);
    }
    gmove_async(&*dst, &*src, elem, mode, id, loc);
}
