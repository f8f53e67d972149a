//! C entry points for coarrays (issue 6); contracts in `xmp_abi::ENTRY_POINTS`.

use libc::{c_char, c_int, c_void};

use crate::coarray::Side;
use crate::rt::{self, loc_ref};
use crate::xmpt::{self, Event};

/// `dst = src` over sections (see `xmp_abi::ENTRY_POINTS` for the argument layout).
///
/// # Safety
/// `shape` holds `2*dst_nd + 2*src_nd` values; local sides are valid for every element.
#[no_mangle]
#[allow(clippy::too_many_arguments)]
pub unsafe extern "C" fn xmp_rt_co_copy(
    dst_image: c_int,
    dst: *mut c_void,
    src_image: c_int,
    src: *const c_void,
    elem: usize,
    dst_nd: c_int,
    src_nd: c_int,
    shape: *const i64,
    loc: *const c_char,
) {
    xmp_rt_co_copy_ex(
        dst_image, dst, src_image, src, elem, dst_nd, src_nd, shape, 0, loc,
    );
}

/// `xmp_rt_co_copy` with flags (`xmp_abi::ENTRY_POINTS`: staged GET, non-blocking PUT).
///
/// # Safety
/// As [`xmp_rt_co_copy`].
#[no_mangle]
#[allow(clippy::too_many_arguments)]
pub unsafe extern "C" fn xmp_rt_co_copy_ex(
    dst_image: c_int,
    dst: *mut c_void,
    src_image: c_int,
    src: *const c_void,
    elem: usize,
    dst_nd: c_int,
    src_nd: c_int,
    shape: *const i64,
    flags: c_int,
    loc: *const c_char,
) {
    // A put when the destination is another image's, else a get when the source is; a copy
    // between local sections is no construct of the interface.
    if (dst_image != -1 || src_image != -1) && xmpt::hooked() {
        let (ev, image, n) = match dst_image != -1 {
            true => (Event::CoarrayPut, dst_image, dst_nd),
            false => (Event::CoarrayGet, src_image, src_nd),
        };
        let fill = move |c: &mut xmpt::Construct| {
            let counts: i64 = if shape.is_null() || n <= 0 {
                1
            } else {
                std::slice::from_raw_parts(shape, dst_nd.max(0) as usize)
                    .iter()
                    .product()
            };
            c.bytes = (counts.max(0) as usize).saturating_mul(elem);
            c.peer = xmpt::image_peer(image);
        };
        let again = move || {
            xmp_rt_co_copy_ex(
                dst_image, dst, src_image, src, elem, dst_nd, src_nd, shape, flags, loc,
            )
        };
        return xmpt::around(ev, loc, fill, again);
    }
    let loc = loc_ref(loc);
    let (dn, sn) = (dst_nd.max(0) as usize, src_nd.max(0) as usize);
    let all: &[i64] = if shape.is_null() || dn + sn == 0 {
        &[]
    } else {
        std::slice::from_raw_parts(shape, 2 * (dn + sn))
    };
    if all.len() < 2 * (dn + sn) {
        rt::fatal("xmp_rt_co_copy: missing section shape", loc.as_deref());
    }
    // Only -1 is local memory: other negative images are `coarray on` images
    // (`xmp_rt_co_image_on`) or bad coindices, which the image translation reports.
    let d = Side {
        image: (dst_image != -1).then_some(dst_image),
        base: dst as *mut u8,
        counts: &all[..dn],
        strides: &all[dn..2 * dn],
    };
    let s = Side {
        image: (src_image != -1).then_some(src_image),
        base: src as *mut u8,
        counts: &all[2 * dn..2 * dn + sn],
        strides: &all[2 * dn + sn..2 * (dn + sn)],
    };
    rt::with(|r| crate::coarray::copy_ex(r, &d, &s, elem, flags, loc.as_deref()));
}

/// `xmp_rt_put` that may return before the data is delivered (`xmp_rt_complete` or an image
/// control statement completes it); `src` may be reused on return.
///
/// # Safety
/// `src` readable for `n` bytes; `dst` lies in a coarray.
#[no_mangle]
pub unsafe extern "C" fn xmp_rt_put_nb(
    image: c_int,
    dst: *mut c_void,
    src: *const c_void,
    n: usize,
    loc: *const c_char,
) {
    if xmpt::hooked() {
        return xmpt::around(
            Event::CoarrayPut,
            loc,
            move |c| {
                c.bytes = n;
                c.peer = xmpt::image_peer(image);
            },
            move || xmp_rt_put_nb(image, dst, src, n, loc),
        );
    }
    if n > 0 {
        let loc = loc_ref(loc);
        rt::with(|r| r.put_nb(image, dst as *const u8, src as *const u8, n, loc.as_deref()))
    }
}

/// `lock (lk:[image]) [acquired_lock(*acquired)] [stat(*stat)]`.
///
/// # Safety
/// `acquired`/`stat` are null or writable ints.
#[no_mangle]
pub unsafe extern "C" fn xmp_rt_co_lock(
    image: c_int,
    lk: *mut c_void,
    acquired: *mut c_int,
    stat: *mut c_int,
    loc: *const c_char,
) {
    if xmpt::hooked() {
        return xmpt::around(
            Event::Lock,
            loc,
            move |c| {
                c.peer = xmpt::image_peer(image);
            },
            move || xmp_rt_co_lock(image, lk, acquired, stat, loc),
        );
    }
    let loc = loc_ref(loc);
    rt::with(|r| crate::coarray::lock(r, image, lk as *const u8, acquired, stat, loc.as_deref()));
}

/// `unlock (lk:[image]) [stat(*stat)]`.
///
/// # Safety
/// `stat` is null or a writable int.
#[no_mangle]
pub unsafe extern "C" fn xmp_rt_co_unlock(
    image: c_int,
    lk: *mut c_void,
    stat: *mut c_int,
    loc: *const c_char,
) {
    if xmpt::hooked() {
        return xmpt::around(
            Event::Unlock,
            loc,
            move |c| {
                c.peer = xmpt::image_peer(image);
            },
            move || xmp_rt_co_unlock(image, lk, stat, loc),
        );
    }
    let loc = loc_ref(loc);
    rt::with(|r| crate::coarray::unlock(r, image, lk as *const u8, stat, loc.as_deref()));
}

/// Start-up of post/wait (collective over the entire node set).
///
/// # Safety
/// `loc` is null or a C string.
#[no_mangle]
pub unsafe extern "C" fn xmp_rt_post_init(loc: *const c_char) {
    let loc = loc_ref(loc);
    rt::with(|r| crate::coarray::post_init(r, loc.as_deref()));
}

/// The entire-set rank of the only member of a one-node set.
unsafe fn one_node(set: *mut c_void, what: &str, loc: Option<&str>) -> usize {
    let h = rt::handle(set as *const crate::nodes::NodeSet, loc);
    match h {
        Some(s) if s.ranks.len() == 1 => s.ranks[0] as usize,
        _ => rt::fatal(
            &format!("the node reference of {what} must name exactly one node"),
            loc,
        ),
    }
}

/// `post (node, tag)`: `set` is a one-node set.
///
/// # Safety
/// `set` is a live node-set handle.
#[no_mangle]
pub unsafe extern "C" fn xmp_rt_post(set: *mut c_void, tag: c_int, loc: *const c_char) {
    crate::threads::construct(loc);
    if xmpt::hooked() {
        return xmpt::around(
            Event::Post,
            loc,
            move |c| {
                c.nodes = set;
                c.peer = xmpt::set_peer(set);
            },
            move || xmp_rt_post(set, tag, loc),
        );
    }
    let loc = loc_ref(loc);
    let to = one_node(set, "post", loc.as_deref());
    rt::with(|r| crate::coarray::post(r, to, tag, loc.as_deref()));
}

/// `wait [(node [, tag])]`: `set` null for any node; `has_tag` 0 for any tag.
///
/// # Safety
/// `set` is null or a live node-set handle.
#[no_mangle]
pub unsafe extern "C" fn xmp_rt_wait(
    set: *mut c_void,
    has_tag: c_int,
    tag: c_int,
    loc: *const c_char,
) {
    crate::threads::construct(loc);
    if xmpt::hooked() {
        return xmpt::around(
            Event::Wait,
            loc,
            move |c| {
                c.nodes = set;
                c.peer = xmpt::set_peer(set);
            },
            move || xmp_rt_wait(set, has_tag, tag, loc),
        );
    }
    let loc = loc_ref(loc);
    let from = (!set.is_null()).then(|| one_node(set, "wait", loc.as_deref()));
    let tag = (has_tag != 0).then_some(tag);
    rt::with(|r| crate::coarray::wait(r, from, tag, loc.as_deref()));
}

/// `xmp_atomic_define(ATOM, v)` (`op` 1) and `xmp_atomic_ref(&dst, ATOM)` (`op` 0, returns
/// the value) on the `int` at `atom` on `image` (-1: this image).
///
/// # Safety
/// `atom` lies in a coarray.
#[no_mangle]
pub unsafe extern "C" fn xmp_rt_co_atomic(
    image: c_int,
    atom: *mut c_void,
    op: c_int,
    value: c_int,
    loc: *const c_char,
) -> c_int {
    let loc = loc_ref(loc);
    let op = if op == 1 {
        crate::transport::AtomicOp::Store(value)
    } else {
        crate::transport::AtomicOp::Load
    };
    rt::with(|r| crate::coarray::atomic(r, image, atom as *const u8, op, loc.as_deref()))
}

/// `coarray on q :: a` (reference 9.8): the image value that addresses position `index` of
/// node array `q` (a node-array handle) in any coindex of `a`, whatever the executing set.
///
/// # Safety
/// `q` is a live node-set handle; `loc` null or a C string.
#[no_mangle]
pub unsafe extern "C" fn xmp_rt_co_image_on(
    q: *mut c_void,
    index: c_int,
    loc: *const c_char,
) -> c_int {
    let loc = loc_ref(loc);
    match rt::handle(q as *const crate::nodes::NodeSet, loc.as_deref()) {
        Some(set) => crate::coarray::image_on(&set, index, loc.as_deref()),
        None => rt::fatal("coarray on: no node array", loc.as_deref()),
    }
}

/// `image (q)` (reference 9.8): the next image-control call uses node array `q` as its image
/// set, until [`xmp_rt_co_image_end`].
///
/// # Safety
/// `q` is a live node-set handle; `loc` null or a C string.
#[no_mangle]
pub unsafe extern "C" fn xmp_rt_co_image_begin(q: *mut c_void, loc: *const c_char) {
    crate::threads::construct(loc);
    let loc = loc_ref(loc);
    match rt::handle(q as *const crate::nodes::NodeSet, loc.as_deref()) {
        Some(set) => rt::with(|r| r.image_set_begin(set, loc.as_deref())),
        None => rt::fatal("image: no node array", loc.as_deref()),
    }
}

/// End of the image-control call after `image (q)`: the executing set is restored.
#[no_mangle]
pub extern "C" fn xmp_rt_co_image_end() {
    rt::with(|r| r.task_end());
}

/// `xmp_comalloc(bytes)` (reference 9.10 draft): a symmetric allocation of `bytes` per image,
/// collective over the current image set (every image passes the same size, like Fortran's
/// `allocate`), zeroed; returns after every image has it, so PUTs into it may start at once.
///
/// # Safety
/// `loc` is null or a C string.
#[no_mangle]
pub unsafe extern "C" fn xmp_rt_comalloc(bytes: usize, loc: *const c_char) -> *mut c_void {
    crate::threads::construct(loc);
    let loc = loc_ref(loc);
    rt::with(|r| {
        let p = r.sym_alloc(None, bytes.max(1), 16, loc.as_deref());
        r.barrier(None, loc.as_deref());
        // The block's extent, for the bounds of sections along the pointer's dimension.
        crate::coarray::comalloc_record(p, bytes, &[], loc.as_deref());
        p as *mut c_void
    })
}

/// `xmp_cofree(p)` (reference 9.10 draft): collective release of an `xmp_comalloc` block over
/// the current image set; completes this image's accesses and waits for the other images first
/// (no image may still be accessing the block).
///
/// # Safety
/// `loc` is null or a C string.
#[no_mangle]
pub unsafe extern "C" fn xmp_rt_cofree(p: *mut c_void, loc: *const c_char) {
    crate::threads::construct(loc);
    let loc = loc_ref(loc);
    rt::with(|r| {
        r.complete();
        r.barrier(None, loc.as_deref());
        if !p.is_null() {
            crate::coarray::cofree_record(p as *mut u8);
            r.sym_free(p as *mut u8, loc.as_deref());
        }
    })
}

/// `xmp_comalloc(bytes, e0, ..)` for a coarray pointer with `n + 1` codimensions: as
/// [`xmp_rt_comalloc`], recording coextents `e0 .. e(n-1)` (the arguments after `n`, unused
/// ones 0) for [`xmp_rt_coextent`].
///
/// # Safety
/// `loc` is null or a C string.
#[no_mangle]
#[allow(clippy::too_many_arguments)]
pub unsafe extern "C" fn xmp_rt_comalloc_co(
    bytes: usize,
    n: c_int,
    e0: c_int,
    e1: c_int,
    e2: c_int,
    e3: c_int,
    e4: c_int,
    e5: c_int,
    loc: *const c_char,
) -> *mut c_void {
    crate::threads::construct(loc);
    let p = xmp_rt_comalloc(bytes, loc);
    let all = [e0, e1, e2, e3, e4, e5];
    let lc = loc_ref(loc);
    crate::coarray::comalloc_record(
        p as *mut u8,
        bytes.max(1),
        &all[..(n.clamp(0, 6) as usize)],
        lc.as_deref(),
    );
    p
}

/// Coextent `k` (0-based) of the `xmp_comalloc` block `p` points into (runtime error naming
/// `loc` when there is none).
///
/// # Safety
/// `loc` is null or a C string.
#[no_mangle]
pub unsafe extern "C" fn xmp_rt_coextent(p: *const c_void, k: c_int, loc: *const c_char) -> c_int {
    let loc = loc_ref(loc);
    crate::coarray::coextent(p as *const u8, k, loc.as_deref())
}

/// Checks that rows `lo, lo + step, .., lo + (len - 1) * step` of `row` bytes from `p` (a
/// section along a coarray pointer's own dimension) lie in the `xmp_comalloc` block `p` points
/// into: a runtime error naming `loc` otherwise (an empty section is not checked; a negative
/// length is reported by the copy). Returns `p`, so that the compiled section copy can take
/// its base from the call and stay one statement.
///
/// # Safety
/// `loc` is null or a C string.
#[no_mangle]
pub unsafe extern "C" fn xmp_rt_co_rows_check(
    p: *mut c_void,
    lo: i64,
    len: i64,
    step: i64,
    row: i64,
    loc: *const c_char,
) -> *mut c_void {
    if len > 0 {
        let loc = loc_ref(loc);
        crate::coarray::rows_check(p as *const u8, lo, len, step, row, loc.as_deref());
    }
    p
}

/// Checks that subscripts `lo, lo + step, .., lo + (len - 1) * step` (an element: `len` and
/// `step` 1) of an array dimension of extent `n` in a coindexed object lie in `0..n`: a
/// runtime error naming `loc` otherwise (an empty section is not checked; a negative length is
/// reported by the copy). Returns `lo`, so that compiled code can take the subscript from the
/// call.
///
/// # Safety
/// `loc` is null or a C string.
#[no_mangle]
pub unsafe extern "C" fn xmp_rt_co_bounds(
    lo: i64,
    len: i64,
    step: i64,
    n: i64,
    loc: *const c_char,
) -> i64 {
    if len > 0 {
        let loc = loc_ref(loc);
        crate::coarray::bounds_check(lo, len, step, n, loc.as_deref());
    }
    lo
}
