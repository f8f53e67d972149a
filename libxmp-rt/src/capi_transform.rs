//! The C entry point of the transformational procedures (reference 10.7; contract:
//! `xmp_abi::ENTRY_POINTS`, `xmp_rt_transform`).

use libc::{c_char, c_int, c_longlong};

use crate::gmove::XmpGmoveSide;
use crate::rt::{self, loc_ref};

/// `xmp_gather` .. `xmp_sort_down` (`proc`: [`crate::transform::PROC_GATHER`] ..): `nargs`
/// sections as gmove sides, their element type codes (`-1`: moved as bytes only) and element
/// sizes; `opt` is `xmp_transpose`'s third argument. Collective over the executing node set.
///
/// # Safety
/// `sides`, `types` and `elems` must hold `nargs` entries; each side must describe live
/// storage covering the elements its section addresses.
#[no_mangle]
pub unsafe extern "C" fn xmp_rt_transform(
    proc: c_int,
    nargs: c_int,
    sides: *const *const XmpGmoveSide,
    types: *const c_int,
    elems: *const usize,
    opt: c_longlong,
    loc: *const c_char,
) {
    crate::threads::construct(loc);
    crate::check::at(crate::check::Set::Executing, loc, |_| {
        Some(crate::check::Coll {
            op: proc as u8,
            count: nargs.max(0) as u64,
            ..crate::check::Coll::plain(crate::check::Kind::Transform)
        })
    });
    let loc = loc_ref(loc);
    let loc = loc.as_deref();
    if nargs <= 0 || sides.is_null() || types.is_null() || elems.is_null() {
        rt::fatal("xmp_rt_transform: no arguments", loc);
    }
    let n = nargs as usize;
    let ps = std::slice::from_raw_parts(sides, n);
    if ps.iter().any(|p| p.is_null()) {
        rt::fatal("xmp_rt_transform: a null argument", loc);
    }
    let sides: Vec<&XmpGmoveSide> = ps.iter().map(|&p| &*p).collect();
    let types = std::slice::from_raw_parts(types, n);
    let elems = std::slice::from_raw_parts(elems, n);
    crate::transform::run(proc, &sides, types, elems, opt, loc);
}
