//! The exported C entry points (see `xmp_abi::ENTRY_POINTS` for the table and the
//! conventions). Thin wrappers: argument checking and conversion, then the runtime.

#![allow(clippy::missing_safety_doc)]

use crate::check::{self, Coll, Set};
use crate::nodes::NodeSet;
use crate::rt::{self, handle, loc_ref};
use crate::xmpt::{self, Event};
use libc::{c_char, c_int, c_void};
use std::sync::Arc;
use xmp_abi::{DType, ReduceOp, XmpNodeSub, XmpStat, XMP_FAILURE, XMP_STAT_SUCCESS};

/// The user's renamed `main`.
pub type UserMain = unsafe extern "C" fn(c_int, *mut *mut c_char) -> c_int;

unsafe fn slice<'a, T>(p: *const T, n: usize) -> &'a [T] {
    if n == 0 || p.is_null() {
        &[]
    } else {
        std::slice::from_raw_parts(p, n)
    }
}

unsafe fn bytes_mut<'a>(p: *mut c_void, n: usize, what: &str, loc: Option<&str>) -> &'a mut [u8] {
    if n == 0 {
        return &mut [];
    }
    if p.is_null() {
        rt::fatal(&format!("{what}: null address"), loc);
    }
    std::slice::from_raw_parts_mut(p as *mut u8, n)
}

fn into_handle(s: NodeSet) -> *mut c_void {
    Arc::into_raw(Arc::new(s)) as *mut c_void
}

#[no_mangle]
pub unsafe extern "C" fn xmp_rt_main(
    argc: c_int,
    argv: *mut *mut c_char,
    user_main: Option<UserMain>,
    nodes_required: c_int,
) -> c_int {
    rt::init(nodes_required);
    let Some(main) = user_main else {
        rt::fatal("xmp_rt_main: no main function", None)
    };
    let status = main(argc, argv);
    rt::finalize_status(status);
    status
}

#[no_mangle]
pub unsafe extern "C" fn xmp_rt_init(_argc: c_int, _argv: *mut *mut c_char, nodes_required: c_int) {
    rt::init(nodes_required);
}

#[no_mangle]
pub extern "C" fn xmp_rt_finalize(status: c_int) {
    rt::finalize_status(status);
}

/// Reports a reference-10.8 procedure called in a program built for the shm transport (its
/// declarations in xmp.h need `--transport=mpi`; this is reached only through a declaration of
/// the program's own).
#[cfg(not(feature = "mpi"))]
fn no_mpi(what: &str) -> ! {
    rt::fatal(
        &format!("{what}: this program was built for the shm transport, which has no MPI communicator (build it with xmp-clang --transport=mpi)"),
        None,
    )
}

/// `xmp_init_mpi(&argc, &argv)` (reference 10.8): MPI may be called from here on.
#[no_mangle]
pub unsafe extern "C" fn xmp_init_mpi(argc: *mut c_int, argv: *mut *mut *mut c_char) {
    #[cfg(feature = "mpi")]
    crate::mpi_interop::init_mpi(argc, argv);
    #[cfg(not(feature = "mpi"))]
    {
        let _ = (argc, argv);
        no_mpi("xmp_init_mpi")
    }
}

/// `xmp_finalize_mpi()` (reference 10.8): the program's MPI ends (with the runtime's, at the
/// end of the program).
#[no_mangle]
pub extern "C" fn xmp_finalize_mpi() {
    #[cfg(feature = "mpi")]
    crate::mpi_interop::finalize_mpi();
    #[cfg(not(feature = "mpi"))]
    no_mpi("xmp_finalize_mpi")
}

/// `xmp_get_mpi_comm()` (reference 10.8): the MPI communicator of the current executing node
/// set (an MPICH `MPI_Comm`, an `int`), ranks in node order.
#[no_mangle]
pub extern "C" fn xmp_get_mpi_comm() -> c_int {
    #[cfg(feature = "mpi")]
    return crate::mpi_interop::get_mpi_comm();
    #[cfg(not(feature = "mpi"))]
    no_mpi("xmp_get_mpi_comm")
}

#[no_mangle]
pub unsafe extern "C" fn xmp_rt_error(loc: *const c_char, msg: *const c_char) {
    let m = loc_ref(msg).unwrap_or_else(|| "runtime error".into());
    rt::user_error(&m, loc_ref(loc).as_deref())
}

#[no_mangle]
pub extern "C" fn xmp_rt_nodes_entire() -> *mut c_void {
    rt::with(|r| Arc::as_ptr(&r.entire) as *mut c_void)
}

#[no_mangle]
pub extern "C" fn xmp_rt_nodes_executing() -> *mut c_void {
    rt::with(|r| Arc::as_ptr(r.executing()) as *mut c_void)
}

#[no_mangle]
pub unsafe extern "C" fn xmp_rt_nodes_new(
    ndims: c_int,
    extents: *const c_int,
    parent: *mut c_void,
    loc: *const c_char,
) -> *mut c_void {
    let loc = loc_ref(loc);
    let ext = slice(extents, ndims.max(0) as usize).to_vec();
    let parent = handle(parent as *const NodeSet, loc.as_deref());
    into_handle(rt::with(|r| r.nodes_new(&ext, parent, loc.as_deref())))
}

#[no_mangle]
pub unsafe extern "C" fn xmp_rt_nodes_section(
    set: *mut c_void,
    nsubs: c_int,
    subs: *const XmpNodeSub,
    loc: *const c_char,
) -> *mut c_void {
    let loc = loc_ref(loc);
    let subs = slice(subs, nsubs.max(0) as usize).to_vec();
    let set = handle(set as *const NodeSet, loc.as_deref());
    into_handle(rt::with(|r| {
        let set = set.unwrap_or_else(|| r.executing().clone());
        let mut s = r.nodes_section(&set, &subs, loc.as_deref());
        s.equiv = Some((set, subs));
        s
    }))
}

/// `xmp_nodes_equiv` (reference 10.5): for a node array declared equivalent to a node
/// reference, the referenced node array (a handle that lives as long as `d`) and per
/// subscript its lower bound, upper bound and stride (0-based; an index `k` is `k:k:1`, a `*`
/// has stride 0). `XMP_FAILURE` when `d` is not such an array.
#[no_mangle]
pub unsafe extern "C" fn xmp_nodes_equiv(
    d: *mut c_void,
    dn: *mut *mut c_void,
    lb: *mut c_int,
    ub: *mut c_int,
    st: *mut c_int,
) -> c_int {
    let p = d as *const NodeSet;
    if !NodeSet::is_node_set(p) {
        return XMP_FAILURE;
    }
    let Some((parent, subs)) = &(*p).equiv else {
        return XMP_FAILURE;
    };
    if !dn.is_null() {
        *dn = Arc::as_ptr(parent) as *mut c_void;
    }
    for (i, s) in subs.iter().enumerate() {
        let (l, u, t) = match s.kind {
            xmp_abi::SUB_INDEX => (s.lo, s.lo, 1),
            xmp_abi::SUB_TRIPLET => (s.lo, s.lo + (s.len - 1).max(0) * s.step, s.step),
            _ => (0, 0, 0),
        };
        for (a, v) in [(lb, l), (ub, u), (st, t)] {
            if !a.is_null() {
                *a.add(i) = v;
            }
        }
    }
    XMP_STAT_SUCCESS
}

#[no_mangle]
pub unsafe extern "C" fn xmp_rt_nodes_from_ranks(n: c_int, ranks: *const c_int) -> *mut c_void {
    let ranks = slice(ranks, n.max(0) as usize).to_vec();
    into_handle(rt::with(|r| r.nodes_from_ranks(&ranks)))
}

#[no_mangle]
pub unsafe extern "C" fn xmp_rt_nodes_free(set: *mut c_void) {
    let p = set as *const NodeSet;
    if !NodeSet::is_node_set(p) {
        return;
    }
    let entire = rt::with(|r| Arc::as_ptr(&r.entire));
    if p != entire {
        drop(Arc::from_raw(p));
    }
}

unsafe fn with_set<R>(set: *mut c_void, f: impl FnOnce(&NodeSet) -> R) -> R {
    let h = handle(set as *const NodeSet, None);
    rt::with(|r| match &h {
        Some(s) => f(s),
        None => f(r.executing()),
    })
}

#[no_mangle]
pub unsafe extern "C" fn xmp_rt_nodes_size(set: *mut c_void) -> c_int {
    with_set(set, |s| s.len() as c_int)
}

#[no_mangle]
pub unsafe extern "C" fn xmp_rt_nodes_position(set: *mut c_void) -> c_int {
    with_set(set, |s| s.pos.map(|p| p as c_int).unwrap_or(-1))
}

#[no_mangle]
pub unsafe extern "C" fn xmp_rt_nodes_ndims(set: *mut c_void) -> c_int {
    with_set(set, |s| s.shape.len() as c_int)
}

#[no_mangle]
pub unsafe extern "C" fn xmp_rt_nodes_extent(set: *mut c_void, dim: c_int) -> c_int {
    with_set(set, |s| {
        usize::try_from(dim)
            .ok()
            .and_then(|d| s.shape.get(d).copied())
            .unwrap_or(-1)
    })
}

#[no_mangle]
pub unsafe extern "C" fn xmp_rt_nodes_rank_of(set: *mut c_void, position: c_int) -> c_int {
    with_set(set, |s| {
        usize::try_from(position)
            .ok()
            .and_then(|p| s.ranks.get(p))
            .map(|&r| r as c_int)
            .unwrap_or(-1)
    })
}

#[no_mangle]
pub unsafe extern "C" fn xmp_rt_task_begin(set: *mut c_void, loc: *const c_char) -> c_int {
    crate::threads::construct(loc);
    let lc = loc_ref(loc);
    let h = handle(set as *const NodeSet, lc.as_deref());
    let entered = rt::with(|r| r.task_begin(h, lc.as_deref()) as c_int);
    if entered != 0 && xmpt::on() {
        xmpt::open_detached(Event::Task, loc, |c| c.nodes = set);
    }
    entered
}

#[no_mangle]
pub extern "C" fn xmp_rt_task_end() {
    rt::with(|r| r.task_end());
    if xmpt::on() {
        xmpt::close_detached(Event::Task);
    }
}

/// Start of a `loop` directive's execution, called by compiled code only when
/// `xmp_rt_tool_on` is set (`xmp_abi::TOOL_FLAG`).
#[no_mangle]
pub unsafe extern "C" fn xmp_rt_loop_begin(t: *mut c_void, loc: *const c_char) {
    if xmpt::on() {
        xmpt::open_detached(Event::Loop, loc, |c| c.templ = t);
    }
}

/// End of the loop begun by [`xmp_rt_loop_begin`].
#[no_mangle]
pub extern "C" fn xmp_rt_loop_end(_loc: *const c_char) {
    if xmpt::on() {
        xmpt::close_detached(Event::Loop);
    }
}

/// Entire-set rank of the first member of a node set (null: the executing set).
unsafe fn first_rank(set: *mut c_void) -> c_int {
    let p = set as *const NodeSet;
    if !p.is_null() && NodeSet::is_node_set(p) {
        return (*p).ranks.first().map_or(-1, |&r| r as c_int);
    }
    rt::with(|r| r.executing().ranks.first().map_or(-1, |&k| k as c_int))
}

/// Bytes of a reduction of `count` elements of type code `dtype` (0 for a bad code).
fn reduce_bytes(count: usize, dtype: c_int) -> usize {
    count.saturating_mul(DType::from_i32(dtype).map_or(0, |t| t.size()))
}

/// Bytes of a strided transfer of `counts` elements of `elem` bytes.
unsafe fn strided_bytes(elem: usize, ndims: c_int, counts: *const i64) -> usize {
    let n: i64 = slice(counts, ndims.max(0) as usize).iter().product();
    (n.max(0) as usize).saturating_mul(elem)
}

#[no_mangle]
pub unsafe extern "C" fn xmp_rt_barrier(set: *mut c_void, loc: *const c_char) {
    crate::threads::construct(loc);
    if xmpt::hooked() {
        return xmpt::around(
            Event::Barrier,
            loc,
            move |c| {
                c.nodes = set;
            },
            move || xmp_rt_barrier(set, loc),
        );
    }
    check::at(Set::Handle(set), loc, |_| Some(Coll::barrier()));
    if set.is_null() {
        let r = rt::with(|r| r.barrier_executing());
        return rt::comm_at(r, loc);
    }
    let loc = rt::loc_ref(loc); // no allocation per collective
    let h = handle(set as *const NodeSet, loc.as_deref());
    rt::with(|r| r.barrier(h, loc.as_deref()))
}

#[no_mangle]
pub unsafe extern "C" fn xmp_rt_bcast(
    on: *mut c_void,
    from: *mut c_void,
    addr: *mut c_void,
    size: usize,
    loc: *const c_char,
) {
    crate::threads::construct(loc);
    if xmpt::hooked() {
        return xmpt::around(
            Event::Bcast,
            loc,
            move |c| {
                c.nodes = on;
                c.bytes = size;
                c.peer = first_rank(if from.is_null() { on } else { from });
            },
            move || xmp_rt_bcast(on, from, addr, size, loc),
        );
    }
    check::at(Set::Handle(on), loc, |s| {
        Some(Coll::bcast(size, check::bcast_root(s, from)?, false))
    });
    if on.is_null() && from.is_null() && !addr.is_null() && size > 0 {
        let buf = std::slice::from_raw_parts_mut(addr as *mut u8, size);
        let r = rt::with(|r| r.bcast_executing(buf));
        return rt::comm_at(r, loc);
    }
    let loc = rt::loc_ref(loc); // no allocation per collective
    let on = handle(on as *const NodeSet, loc.as_deref());
    let from = handle(from as *const NodeSet, loc.as_deref());
    let buf = bytes_mut(addr, size, "bcast", loc.as_deref());
    rt::with(|r| r.bcast(on, from, buf, loc.as_deref()))
}

#[no_mangle]
pub unsafe extern "C" fn xmp_rt_bcast_async(
    on: *mut c_void,
    from: *mut c_void,
    addr: *mut c_void,
    size: usize,
    id: c_int,
    loc: *const c_char,
) {
    crate::threads::construct(loc);
    if xmpt::hooked() {
        return xmpt::around(
            Event::Bcast,
            loc,
            move |c| {
                c.nodes = on;
                c.bytes = size;
                c.peer = first_rank(if from.is_null() { on } else { from });
                c.async_id = id;
            },
            move || xmp_rt_bcast_async(on, from, addr, size, id, loc),
        );
    }
    check::at(Set::Handle(on), loc, |s| {
        Some(Coll::bcast(size, check::bcast_root(s, from)?, true))
    });
    // issue 3: started here, completed by wait_async / xmp_test_async (MPI_Ibcast on mpi).
    let loc = rt::loc_ref(loc); // no allocation per collective
    let on = handle(on as *const NodeSet, loc.as_deref());
    let from = handle(from as *const NodeSet, loc.as_deref());
    let buf = bytes_mut(addr, size, "bcast", loc.as_deref());
    rt::with(|r| r.bcast_async(on, from, buf, id, loc.as_deref()))
}

fn decode(dtype: c_int, op: c_int, loc: Option<&str>) -> (DType, ReduceOp) {
    let Some(t) = DType::from_i32(dtype) else {
        rt::fatal(&format!("invalid reduction type code {dtype}"), loc)
    };
    let Some(o) = ReduceOp::from_i32(op) else {
        rt::fatal(&format!("invalid reduction operator code {op}"), loc)
    };
    (t, o)
}

#[no_mangle]
pub unsafe extern "C" fn xmp_rt_reduce(
    on: *mut c_void,
    addr: *mut c_void,
    count: usize,
    dtype: c_int,
    op: c_int,
    loc: *const c_char,
) {
    crate::threads::construct(loc);
    if xmpt::hooked() {
        return xmpt::around(
            Event::Reduction,
            loc,
            move |c| {
                c.nodes = on;
                c.bytes = reduce_bytes(count, dtype);
                c.op = op;
                c.dtype = dtype;
            },
            move || xmp_rt_reduce(on, addr, count, dtype, op, loc),
        );
    }
    check::at(Set::Handle(on), loc, |_| {
        Some(Coll::reduction(op, dtype, count, false))
    });
    // The fast path: the executing set, a valid type and operator, a buffer; anything else
    // takes the checked path below, which reports it.
    if on.is_null() && !addr.is_null() && count > 0 {
        if let (Some(t), Some(o)) = (DType::from_i32(dtype), ReduceOp::from_i32(op)) {
            if let (true, Some(size)) = (t.supports(o), count.checked_mul(t.size())) {
                let buf = std::slice::from_raw_parts_mut(addr as *mut u8, size);
                let r = rt::with(|r| r.reduce_executing(buf, t, o));
                return rt::comm_at(r, loc);
            }
        }
    }
    let loc = rt::loc_ref(loc); // no allocation per collective
    let (t, o) = decode(dtype, op, loc.as_deref());
    let on = handle(on as *const NodeSet, loc.as_deref());
    let Some(size) = count.checked_mul(t.size()) else {
        rt::fatal("reduction too large", loc.as_deref())
    };
    let buf = bytes_mut(addr, size, "reduction", loc.as_deref());
    rt::with(|r| r.reduce(on, buf, t, o, loc.as_deref()))
}

#[no_mangle]
pub unsafe extern "C" fn xmp_rt_reduce_async(
    on: *mut c_void,
    addr: *mut c_void,
    count: usize,
    dtype: c_int,
    op: c_int,
    id: c_int,
    loc: *const c_char,
) {
    crate::threads::construct(loc);
    if xmpt::hooked() {
        return xmpt::around(
            Event::Reduction,
            loc,
            move |c| {
                c.nodes = on;
                c.bytes = reduce_bytes(count, dtype);
                c.op = op;
                c.dtype = dtype;
                c.async_id = id;
            },
            move || xmp_rt_reduce_async(on, addr, count, dtype, op, id, loc),
        );
    }
    check::at(Set::Handle(on), loc, |_| {
        Some(Coll::reduction(op, dtype, count, true))
    });
    // issue 3: started here, completed by wait_async / xmp_test_async (MPI_Iallreduce on mpi).
    let loc = rt::loc_ref(loc); // no allocation per collective
    let (t, o) = decode(dtype, op, loc.as_deref());
    let on = handle(on as *const NodeSet, loc.as_deref());
    let Some(size) = count.checked_mul(t.size()) else {
        rt::fatal("reduction too large", loc.as_deref())
    };
    let buf = bytes_mut(addr, size, "reduction", loc.as_deref());
    rt::with(|r| r.reduce_async(on, buf, t, o, id, loc.as_deref()))
}

#[no_mangle]
pub unsafe extern "C" fn xmp_rt_wait_async(
    on: *mut c_void,
    n: c_int,
    ids: *const c_int,
    loc: *const c_char,
) {
    crate::threads::construct(loc);
    if xmpt::hooked() {
        return xmpt::around(
            Event::WaitAsync,
            loc,
            move |c| {
                c.nodes = on;
                c.async_id = slice(ids, n.max(0) as usize).first().copied().unwrap_or(-1);
            },
            move || xmp_rt_wait_async(on, n, ids, loc),
        );
    }
    let ids = slice(ids, n.max(0) as usize).to_vec();
    rt::with(|r| r.wait_async(&ids))
}

#[no_mangle]
pub unsafe extern "C" fn xmp_rt_sym_alloc(
    set: *mut c_void,
    size: usize,
    align: usize,
    loc: *const c_char,
) -> *mut c_void {
    crate::threads::construct(loc);
    let loc = loc_ref(loc);
    let h = handle(set as *const NodeSet, loc.as_deref());
    rt::with(|r| r.sym_alloc(h, size, align, loc.as_deref())) as *mut c_void
}

#[no_mangle]
pub unsafe extern "C" fn xmp_rt_sym_free(_set: *mut c_void, ptr: *mut c_void, loc: *const c_char) {
    crate::threads::construct(loc);
    if !ptr.is_null() {
        let loc = loc_ref(loc);
        rt::with(|r| r.sym_free(ptr as *mut u8, loc.as_deref()))
    }
}

#[no_mangle]
pub unsafe extern "C" fn xmp_rt_put(
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
            move || xmp_rt_put(image, dst, src, n, loc),
        );
    }
    if n > 0 {
        let loc = rt::loc_ref(loc);
        rt::with(|r| r.put(image, dst as *const u8, src as *const u8, n, loc.as_deref()))
    }
}

#[no_mangle]
pub unsafe extern "C" fn xmp_rt_get(
    image: c_int,
    dst: *mut c_void,
    src: *const c_void,
    n: usize,
    loc: *const c_char,
) {
    if xmpt::hooked() {
        return xmpt::around(
            Event::CoarrayGet,
            loc,
            move |c| {
                c.bytes = n;
                c.peer = xmpt::image_peer(image);
            },
            move || xmp_rt_get(image, dst, src, n, loc),
        );
    }
    if n > 0 {
        let loc = rt::loc_ref(loc);
        rt::with(|r| r.get(image, dst as *mut u8, src as *const u8, n, loc.as_deref()))
    }
}

#[no_mangle]
pub unsafe extern "C" fn xmp_rt_put_strided(
    image: c_int,
    dst_sym: *mut c_void,
    src: *const c_void,
    elem: usize,
    ndims: c_int,
    counts: *const i64,
    dst_strides: *const i64,
    src_strides: *const i64,
    loc: *const c_char,
) {
    if xmpt::hooked() {
        return xmpt::around(
            Event::CoarrayPut,
            loc,
            move |c| {
                c.bytes = strided_bytes(elem, ndims, counts);
                c.peer = xmpt::image_peer(image);
            },
            || {
                xmp_rt_put_strided(
                    image,
                    dst_sym,
                    src,
                    elem,
                    ndims,
                    counts,
                    dst_strides,
                    src_strides,
                    loc,
                )
            },
        );
    }
    let loc = loc_ref(loc);
    let nd = ndims.max(0) as usize;
    let (c, d, s) = (
        slice(counts, nd),
        slice(dst_strides, nd),
        slice(src_strides, nd),
    );
    rt::with(|r| {
        r.strided(
            true,
            image,
            src as *mut u8,
            dst_sym as *const u8,
            elem,
            c,
            d,
            s,
            loc.as_deref(),
        )
    })
}

#[no_mangle]
pub unsafe extern "C" fn xmp_rt_get_strided(
    image: c_int,
    dst: *mut c_void,
    src_sym: *const c_void,
    elem: usize,
    ndims: c_int,
    counts: *const i64,
    dst_strides: *const i64,
    src_strides: *const i64,
    loc: *const c_char,
) {
    if xmpt::hooked() {
        return xmpt::around(
            Event::CoarrayGet,
            loc,
            move |c| {
                c.bytes = strided_bytes(elem, ndims, counts);
                c.peer = xmpt::image_peer(image);
            },
            || {
                xmp_rt_get_strided(
                    image,
                    dst,
                    src_sym,
                    elem,
                    ndims,
                    counts,
                    dst_strides,
                    src_strides,
                    loc,
                )
            },
        );
    }
    let loc = loc_ref(loc);
    let nd = ndims.max(0) as usize;
    let (c, d, s) = (
        slice(counts, nd),
        slice(dst_strides, nd),
        slice(src_strides, nd),
    );
    rt::with(|r| {
        r.strided(
            false,
            image,
            dst as *mut u8,
            src_sym as *const u8,
            elem,
            c,
            s,
            d,
            loc.as_deref(),
        )
    })
}

#[no_mangle]
pub extern "C" fn xmp_rt_complete() {
    // Emitted after coindexed assignments: completion at the targets is all it needs (the
    // synchronisation statements complete with the window sync themselves).
    rt::with(|r| r.complete_remote())
}

#[no_mangle]
pub extern "C" fn xmp_rt_stat(which: c_int) -> i64 {
    match XmpStat::from_i32(which) {
        Some(s) => rt::with(|r| r.stat(s) as i64),
        None => -1,
    }
}

// --- library procedures of the reference --------------------------------------------------

#[no_mangle]
pub extern "C" fn xmp_all_node_num() -> c_int {
    rt::with(|r| r.me as c_int + 1)
}

#[no_mangle]
pub extern "C" fn xmpc_all_node_num() -> c_int {
    rt::with(|r| r.me as c_int)
}

#[no_mangle]
pub extern "C" fn xmp_all_num_nodes() -> c_int {
    rt::with(|r| r.n as c_int)
}

#[no_mangle]
pub extern "C" fn xmpc_node_num() -> c_int {
    // Every executing set contains this node (task pushes only sets it belongs to).
    rt::with(|r| r.executing().pos.unwrap_or(0) as c_int)
}

#[no_mangle]
pub extern "C" fn xmp_node_num() -> c_int {
    xmpc_node_num() + 1
}

#[no_mangle]
pub extern "C" fn xmp_num_nodes() -> c_int {
    rt::with(|r| r.executing().len() as c_int)
}

#[no_mangle]
pub extern "C" fn xmpc_this_image() -> c_int {
    xmpc_node_num()
}

#[no_mangle]
pub extern "C" fn xmp_num_images() -> c_int {
    xmp_num_nodes()
}

#[no_mangle]
pub extern "C" fn xmp_wtime() -> f64 {
    let mut ts = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: valid out pointer.
    unsafe { libc::clock_gettime(libc::CLOCK_MONOTONIC, &mut ts) };
    ts.tv_sec as f64 + ts.tv_nsec as f64 * 1e-9
}

#[no_mangle]
pub extern "C" fn xmp_wtick() -> f64 {
    let mut ts = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: valid out pointer.
    unsafe { libc::clock_getres(libc::CLOCK_MONOTONIC, &mut ts) };
    ts.tv_sec as f64 + ts.tv_nsec as f64 * 1e-9
}

#[no_mangle]
pub extern "C" fn xmp_exit(status: c_int) {
    // A collective normal termination (reference 10.2): every node of the entire set calls
    // it, so each one's output is flushed and all have arrived before any ends, and the job
    // ends with `status` without reporting a failed node (see `rt::collective_exit`).
    rt::collective_exit();
    // SAFETY: C exit (atexit handlers, stdio flush), as the reference specifies.
    unsafe { libc::exit(status) }
}

#[no_mangle]
pub extern "C" fn xmp_barrier() {
    crate::threads::construct(std::ptr::null());
    if xmpt::hooked() {
        return xmpt::around(
            Event::Barrier,
            std::ptr::null(),
            move |_| {},
            move || xmp_barrier(),
        );
    }
    check::at(Set::Executing, std::ptr::null(), |_| Some(Coll::barrier()));
    let r = rt::with(|r| r.barrier_executing());
    rt::comm(r, None)
}

#[no_mangle]
pub extern "C" fn xmp_test_async(id: c_int) -> c_int {
    // issue 3: nonzero once everything started under `id` has completed (always on shm,
    // which completes async operations eagerly); completing forgets the id.
    rt::with(|r| r.test_async(id)) as c_int
}

unsafe fn set_status(status: *mut c_int) {
    if !status.is_null() {
        *status = XMP_STAT_SUCCESS;
    }
}

#[no_mangle]
pub unsafe extern "C" fn xmp_sync_all(status: *mut c_int) {
    crate::threads::construct(std::ptr::null());
    if xmpt::hooked() {
        return xmpt::around(
            Event::SyncAll,
            std::ptr::null(),
            move |_| {},
            move || xmp_sync_all(status),
        );
    }
    check::at(Set::Executing, std::ptr::null(), |_| {
        Some(Coll::plain(check::Kind::SyncAll))
    });
    let r = rt::with(|r| r.sync_all_executing());
    sync_status(r, status);
}

/// The status of an image-control call (reference 9.4): with a stat argument, an image that
/// has ended is `XMP_STAT_STOPPED_IMAGE` for the caller to handle; without one (or for other
/// faults) the job ends as for any collective.
unsafe fn sync_status(r: Result<(), crate::transport::CommError>, status: *mut c_int) {
    match r {
        Err(crate::transport::CommError::PeerGone(_)) if !status.is_null() => {
            *status = xmp_abi::XMP_STAT_STOPPED_IMAGE;
        }
        r => {
            rt::comm(r, None);
            set_status(status);
        }
    }
}

#[no_mangle]
pub unsafe extern "C" fn xmp_sync_memory(status: *mut c_int) {
    if xmpt::hooked() {
        return xmpt::around(
            Event::SyncMemory,
            std::ptr::null(),
            move |_| {},
            move || xmp_sync_memory(status),
        );
    }
    rt::with(|r| {
        r.complete();
        r.count_stat(XmpStat::SyncMemory, 1);
    });
    set_status(status);
}

#[no_mangle]
pub unsafe extern "C" fn xmp_sync_image(image: c_int, status: *mut c_int) {
    crate::threads::construct(std::ptr::null());
    if xmpt::hooked() {
        return xmpt::around(
            Event::SyncImages,
            std::ptr::null(),
            move |c| {
                c.peer = xmpt::image_peer(image);
            },
            move || xmp_sync_image(image, status),
        );
    }
    let r = rt::with(|r| r.sync_images_result(&[image]));
    sync_status(r, status);
}

#[no_mangle]
pub unsafe extern "C" fn xmp_sync_images(num: c_int, images: *const c_int, status: *mut c_int) {
    crate::threads::construct(std::ptr::null());
    if xmpt::hooked() {
        return xmpt::around(
            Event::SyncImages,
            std::ptr::null(),
            move |c| {
                if num == 1 {
                    c.peer = xmpt::image_peer(*images);
                }
            },
            move || xmp_sync_images(num, images, status),
        );
    }
    let imgs = slice(images, num.max(0) as usize);
    let r = rt::with(|r| r.sync_images_result(imgs));
    sync_status(r, status);
}

#[no_mangle]
pub unsafe extern "C" fn xmp_sync_images_all(status: *mut c_int) {
    crate::threads::construct(std::ptr::null());
    if xmpt::hooked() {
        return xmpt::around(
            Event::SyncImages,
            std::ptr::null(),
            move |_| {},
            move || xmp_sync_images_all(status),
        );
    }
    rt::with(|r| {
        let me = r.executing().pos.unwrap_or(0) as c_int;
        let all: Vec<c_int> = (0..r.executing().len() as c_int)
            .filter(|&i| i != me)
            .collect();
        r.sync_images(&all)
    });
    set_status(status);
}

#[no_mangle]
pub unsafe extern "C" fn xmp_desc_kind(d: *mut c_void, kind: *mut c_int) -> c_int {
    if d.is_null() || kind.is_null() {
        return XMP_FAILURE;
    }
    let h = &*(d as *const xmp_abi::XmpDescHeader);
    if h.magic != xmp_abi::DESC_MAGIC {
        return XMP_FAILURE;
    }
    *kind = h.kind as c_int;
    0
}

pub(crate) unsafe fn nodes_desc<'a>(d: *mut c_void) -> Option<&'a NodeSet> {
    let p = d as *const NodeSet;
    if NodeSet::is_node_set(p) {
        Some(&*p)
    } else {
        None
    }
}

#[no_mangle]
pub unsafe extern "C" fn xmp_nodes_ndims(d: *mut c_void, ndims: *mut c_int) -> c_int {
    match (nodes_desc(d), ndims.is_null()) {
        (Some(s), false) => {
            *ndims = s.shape.len() as c_int;
            0
        }
        _ => XMP_FAILURE,
    }
}

/// Index (0-based) of the calling node in 1-based dimension `dim` (first written = 1).
unsafe fn nodes_index0(d: *mut c_void, dim: c_int) -> Option<c_int> {
    let s = nodes_desc(d)?;
    let dim = usize::try_from(dim).ok()?.checked_sub(1)?;
    let pos = s.pos?;
    s.coords(pos).get(dim).copied()
}

#[no_mangle]
pub unsafe extern "C" fn xmp_nodes_index(d: *mut c_void, dim: c_int, index: *mut c_int) -> c_int {
    match (nodes_index0(d, dim), index.is_null()) {
        (Some(i), false) => {
            *index = i + 1;
            0
        }
        _ => XMP_FAILURE,
    }
}

#[no_mangle]
pub unsafe extern "C" fn xmpc_nodes_index(d: *mut c_void, dim: c_int, index: *mut c_int) -> c_int {
    match (nodes_index0(d, dim), index.is_null()) {
        (Some(i), false) => {
            *index = i;
            0
        }
        _ => XMP_FAILURE,
    }
}

/// Reference 9.9: translates `number` positions in node array `d` (`index[i]`, counted from
/// `base` in element order) into image indices (from `base`) of the entire node set
/// (`primary`) or of the current executing set; `miss` for a position outside `d` or, in the
/// current set, for a node that is not a member (1.4 says 0 for the 1-based form).
unsafe fn image_indices(
    number: c_int,
    index: *const c_int,
    out: *mut c_int,
    d: *mut c_void,
    base: c_int,
    primary: bool,
) {
    let (Some(s), Ok(n)) = (nodes_desc(d), usize::try_from(number)) else {
        return;
    };
    if index.is_null() || out.is_null() {
        return;
    }
    let miss = base - 1;
    let cur = rt::with(|r| r.executing().clone());
    for i in 0..n {
        let pos = usize::try_from(*index.add(i) - base).ok();
        let rank = pos.and_then(|p| s.ranks.get(p)).copied();
        let v = match (rank, primary) {
            (Some(r), true) => r as c_int + base,
            (Some(r), false) => cur
                .ranks
                .iter()
                .position(|&m| m == r)
                .map_or(miss, |p| p as c_int + base),
            (None, _) => miss,
        };
        *out.add(i) = v;
    }
}

/// `xmp_get_primary_image_index(number, index, pri_index, node_desc)` (reference 9.9, 1-based
/// as in Fortran; 0 for a position outside the node array).
#[no_mangle]
pub unsafe extern "C" fn xmp_get_primary_image_index(
    number: c_int,
    index: *const c_int,
    pri_index: *mut c_int,
    d: *mut c_void,
) {
    image_indices(number, index, pri_index, d, 1, true)
}

/// `xmp_get_image_index(number, index, cur_index, node_desc)` (reference 9.9, 1-based; 0 for
/// a node outside the current executing set).
#[no_mangle]
pub unsafe extern "C" fn xmp_get_image_index(
    number: c_int,
    index: *const c_int,
    cur_index: *mut c_int,
    d: *mut c_void,
) {
    image_indices(number, index, cur_index, d, 1, false)
}

/// [`xmp_get_primary_image_index`] with 0-based positions and images (-1 for a miss).
#[no_mangle]
pub unsafe extern "C" fn xmpc_get_primary_image_index(
    number: c_int,
    index: *const c_int,
    pri_index: *mut c_int,
    d: *mut c_void,
) {
    image_indices(number, index, pri_index, d, 0, true)
}

/// [`xmp_get_image_index`] with 0-based positions and images (-1 for a miss).
#[no_mangle]
pub unsafe extern "C" fn xmpc_get_image_index(
    number: c_int,
    index: *const c_int,
    cur_index: *mut c_int,
    d: *mut c_void,
) {
    image_indices(number, index, cur_index, d, 0, false)
}

#[no_mangle]
pub unsafe extern "C" fn xmp_nodes_size(d: *mut c_void, dim: c_int, size: *mut c_int) -> c_int {
    let Some(s) = nodes_desc(d) else {
        return XMP_FAILURE;
    };
    let e = usize::try_from(dim)
        .ok()
        .and_then(|d| d.checked_sub(1))
        .and_then(|d| s.shape.get(d));
    match (e, size.is_null()) {
        (Some(&e), false) => {
            *size = e;
            0
        }
        _ => XMP_FAILURE,
    }
}

#[no_mangle]
pub unsafe extern "C" fn xmp_nodes_attr(d: *mut c_void, attr: *mut c_int) -> c_int {
    match (nodes_desc(d), attr.is_null()) {
        (Some(s), false) => {
            *attr = s.attr;
            0
        }
        _ => XMP_FAILURE,
    }
}
