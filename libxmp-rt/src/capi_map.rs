//! C entry points for data and work mapping: templates, distributions, global arrays, loop
//! localization, and the mapping inquiry procedures of reference 10.5/10.6. Contracts are
//! documented at the entries of `xmp_abi::ENTRY_POINTS`.

#![allow(clippy::missing_safety_doc, clippy::too_many_arguments)]

use crate::array::{Align, GlobalArray};
use crate::check::{self, Coll, Kind, Set};
use crate::dist::{Expand, ExpandPlan, FormatSpec, Shadow};
use crate::nodes::NodeSet;
use crate::rt::{self, handle, loc_ref};
use crate::template::Template;
use crate::xmpt::{self, Event};
use libc::{c_char, c_int, c_void};
use xmp_abi::{
    XmpDimMap, XmpLoopExt, XMP_BLOCK, XMP_CYCLIC, XMP_FAILURE, XMP_GBLOCK, XMP_NOT_DISTRIBUTED,
};

unsafe fn slice<'a, T>(p: *const T, n: usize) -> Option<&'a [T]> {
    if p.is_null() {
        None
    } else if n == 0 {
        Some(&[])
    } else {
        Some(std::slice::from_raw_parts(p, n))
    }
}

unsafe fn template_mut<'a>(t: *mut c_void, loc: Option<&str>) -> &'a mut Template {
    let p = t as *mut Template;
    if !Template::is_template(p) {
        rt::fatal("a template argument is not a template descriptor", loc);
    }
    &mut *p
}

unsafe fn array_mut<'a>(a: *mut c_void, loc: Option<&str>) -> &'a mut GlobalArray {
    let p = a as *mut GlobalArray;
    if !GlobalArray::is_array(p) {
        rt::fatal("an array argument is not a global array descriptor", loc);
    }
    &mut *p
}

/// Per-dimension bounds from two C arrays (None when both are null).
unsafe fn bounds(
    n: usize,
    lower: *const i64,
    upper: *const i64,
    loc: Option<&str>,
) -> Option<(Vec<i64>, Vec<i64>)> {
    match (slice(lower, n), slice(upper, n)) {
        (Some(l), Some(u)) => Some((l.to_vec(), u.to_vec())),
        (None, None) => None,
        _ => rt::fatal(
            "template bounds: lower and upper must both be given or both be NULL",
            loc,
        ),
    }
}

/// gblock maps: `maps[k]` points at `P_k` ints (P_k from the node array).
unsafe fn gblock_maps(t: &Template, maps: *const *const c_int) -> Vec<Option<Vec<i64>>> {
    let mut out = vec![None; t.ndims];
    let Some(ptrs) = slice(maps, t.ndims) else {
        return out;
    };
    for k in 0..t.ndims {
        if ptrs[k].is_null() {
            continue;
        }
        let np = match (&t.nodes, t.axis.get(k).copied().flatten()) {
            (Some(n), Some(a)) => n.shape[a].max(0) as usize,
            _ => 0,
        };
        if let Some(m) = slice(ptrs[k], np) {
            out[k] = Some(m.iter().map(|&x| x as i64).collect());
        }
    }
    out
}

#[no_mangle]
pub unsafe extern "C" fn xmp_rt_template_new(
    ndims: c_int,
    lower: *const i64,
    upper: *const i64,
    loc: *const c_char,
) -> *mut c_void {
    let loc = loc_ref(loc);
    let n = ndims.max(0) as usize;
    let b = bounds(n, lower, upper, loc.as_deref());
    match Template::new(n, b) {
        Ok(t) => Box::into_raw(Box::new(t)) as *mut c_void,
        Err(e) => rt::fatal(&e, loc.as_deref()),
    }
}

#[no_mangle]
pub unsafe extern "C" fn xmp_rt_template_distribute(
    t: *mut c_void,
    nodes: *mut c_void,
    formats: *const c_int,
    params: *const i64,
    maps: *const *const c_int,
    loc: *const c_char,
) {
    let loc = loc_ref(loc);
    let t = template_mut(t, loc.as_deref());
    let Some(set) = handle(nodes as *const NodeSet, loc.as_deref()) else {
        rt::fatal("distribute needs a node array", loc.as_deref())
    };
    let Some(fmts) = slice(formats, t.ndims) else {
        rt::fatal("distribute without formats", loc.as_deref())
    };
    let params = slice(params, t.ndims);
    let map_ptrs = slice(maps, t.ndims);
    let mut specs = Vec::with_capacity(t.ndims);
    let mut axis = 0usize;
    for (k, &f) in fmts.iter().enumerate() {
        let par = params.map(|p| p[k]).unwrap_or(0);
        if f != XMP_NOT_DISTRIBUTED {
            axis += 1;
        }
        specs.push(match f {
            XMP_NOT_DISTRIBUTED => FormatSpec::Star,
            XMP_BLOCK => FormatSpec::Block((par > 0).then_some(par)),
            XMP_CYCLIC => FormatSpec::Cyclic(par.max(1)),
            XMP_GBLOCK => {
                // The map is read now (reference 4.3: when the directive runs); it has one
                // element per node of the node-array dimension this one goes onto.
                let np = set
                    .shape
                    .get(axis - 1)
                    .map(|&e| e.max(0) as usize)
                    .unwrap_or(0);
                let m = map_ptrs
                    .and_then(|m| slice(m[k], np))
                    .map(|m| m.iter().map(|&x| x as i64).collect());
                FormatSpec::GBlock(m)
            }
            other => rt::fatal(
                &format!("invalid distribution format code {other} in dimension {k}"),
                loc.as_deref(),
            ),
        });
    }
    if let Err(e) = t.distribute(set, specs) {
        rt::fatal(&e, loc.as_deref());
    }
}

#[no_mangle]
pub unsafe extern "C" fn xmp_rt_template_fix(
    t: *mut c_void,
    lower: *const i64,
    upper: *const i64,
    maps: *const *const c_int,
    loc: *const c_char,
) {
    crate::threads::construct(loc);
    let loc = loc_ref(loc);
    let t = template_mut(t, loc.as_deref());
    let b = bounds(t.ndims, lower, upper, loc.as_deref());
    let m = gblock_maps(t, maps);
    if let Err(e) = t.fix(b, m) {
        rt::fatal(&e, loc.as_deref());
    }
}

#[no_mangle]
pub unsafe extern "C" fn xmp_rt_template_free(t: *mut c_void) {
    let p = t as *mut Template;
    if Template::is_template(p) {
        // Clear the header so a stale handle is rejected rather than read.
        std::ptr::write_bytes(
            p as *mut u8,
            0,
            std::mem::size_of::<xmp_abi::XmpDescHeader>(),
        );
        drop(Box::from_raw(p));
    }
}

#[no_mangle]
pub unsafe extern "C" fn xmp_rt_template_coord(t: *mut c_void, dim: c_int) -> c_int {
    let t = template_mut(t, None);
    usize::try_from(dim)
        .ok()
        .and_then(|k| t.coord(k))
        .map(|c| c as c_int)
        .unwrap_or(-1)
}

#[no_mangle]
pub unsafe extern "C" fn xmp_rt_template_owns(t: *mut c_void, dim: c_int, index: i64) -> c_int {
    let t = template_mut(t, None);
    if !t.is_fixed() {
        // The -O0 loop asks per iteration (the localized loop reports it with its line).
        rt::fatal(
            "a loop or test on a template that is not fixed (template_fix must come first)",
            None,
        );
    }
    usize::try_from(dim).is_ok_and(|k| t.owns(k, index)) as c_int
}

#[no_mangle]
pub unsafe extern "C" fn xmp_rt_loop_exec_set(
    t: *mut c_void,
    dims: i64,
    loc: *const c_char,
) -> *mut c_void {
    let loc = rt::loc_ref(loc);
    let t = template_mut(t, loc.as_deref());
    let Some(nodes) = t.nodes.clone() else {
        return std::ptr::null_mut();
    };
    // This node's coordinate along the node dimension of each named distributed dimension.
    let mut fixed: Vec<Option<i32>> = vec![None; nodes.shape.len()];
    for k in 0..t.ndims {
        if dims & (1 << k.min(62)) == 0 {
            continue;
        }
        if let Some(d) = t.axis.get(k).copied().flatten() {
            let Some(c) = t.coord(k) else {
                return std::ptr::null_mut();
            };
            if let Some(slot) = fixed.get_mut(d) {
                *slot = Some(c as i32);
            }
        }
    }
    let subs: Vec<xmp_abi::XmpNodeSub> = fixed
        .iter()
        .zip(&nodes.shape)
        .map(|(f, &ext)| match f {
            Some(c) => xmp_abi::XmpNodeSub {
                kind: xmp_abi::SUB_INDEX,
                lo: *c,
                len: 1,
                step: 1,
            },
            None => xmp_abi::XmpNodeSub {
                kind: xmp_abi::SUB_TRIPLET,
                lo: 0,
                len: ext,
                step: 1,
            },
        })
        .collect();
    let set = rt::with(|r| {
        let s = r.nodes_section(&nodes, &subs, loc.as_deref());
        r.within_executing(s)
    });
    std::sync::Arc::into_raw(std::sync::Arc::new(set)) as *mut c_void
}

unsafe fn plan_of(
    t: *mut c_void,
    dim: c_int,
    lo: i64,
    ub: i64,
    step: i64,
    off: i64,
    loc: Option<&str>,
) -> crate::dist::LoopPlan {
    let t = template_mut(t, loc);
    if !t.is_fixed() {
        rt::fatal(
            "a loop on a template that is not fixed (template_fix must come first)",
            loc,
        );
    }
    if step == 0 {
        rt::fatal("a loop with step 0", loc);
    }
    match usize::try_from(dim)
        .ok()
        .and_then(|k| t.loop_plan(k, lo, ub, step, off))
    {
        Some(p) => p,
        None => rt::fatal(
            &format!("template dimension {dim} is out of range 0..{}", t.ndims),
            loc,
        ),
    }
}

#[no_mangle]
pub unsafe extern "C" fn xmp_rt_loop_chunks(
    t: *mut c_void,
    dim: c_int,
    lo: i64,
    ub: i64,
    step: i64,
    off: i64,
    loc: *const c_char,
) -> i64 {
    let loc = loc_ref(loc);
    plan_of(t, dim, lo, ub, step, off, loc.as_deref()).chunks()
}

#[no_mangle]
pub unsafe extern "C" fn xmp_rt_loop_chunk(
    t: *mut c_void,
    dim: c_int,
    lo: i64,
    ub: i64,
    step: i64,
    off: i64,
    k: i64,
    out: *mut i64,
) -> i64 {
    let ch = plan_of(t, dim, lo, ub, step, off, None).chunk(k);
    if !out.is_null() {
        *out = ch.first;
        *out.add(1) = ch.last();
        *out.add(2) = ch.step;
    }
    ch.count
}

unsafe fn plan_ex_of(
    t: *mut c_void,
    dim: c_int,
    bounds: (i64, i64, i64, i64),
    ext: *const XmpLoopExt,
    loc: Option<&str>,
) -> ExpandPlan {
    let (lo, ub, step, off) = bounds;
    if ext.is_null() {
        return ExpandPlan::Plain(plan_of(t, dim, lo, ub, step, off, loc));
    }
    let e = &*ext;
    let ex = Expand {
        lo: e.lo,
        hi: e.hi,
        unbound: e.unbound != 0,
        margin: e.margin != 0,
    };
    // Checks (fixed, step, dimension) as the plain form does.
    plan_of(t, dim, lo, ub, step, off, loc);
    let t = template_mut(t, loc);
    match t.loop_plan_expand(dim as usize, bounds, &ex) {
        Some(Ok(p)) => p,
        Some(Err(e)) => rt::fatal(&e, loc),
        None => rt::fatal("invalid loop dimension", loc),
    }
}

#[no_mangle]
pub unsafe extern "C" fn xmp_rt_loop_chunks_ex(
    t: *mut c_void,
    dim: c_int,
    lo: i64,
    ub: i64,
    step: i64,
    off: i64,
    ext: *const XmpLoopExt,
    loc: *const c_char,
) -> i64 {
    let loc = loc_ref(loc);
    plan_ex_of(t, dim, (lo, ub, step, off), ext, loc.as_deref()).chunks()
}

/// `-fxmp-check`: the smallest and largest loop-variable values of this node's iterations of
/// one loop dimension (all chunks); see `xmp_rt_loop_range` in ENTRY_POINTS.
#[no_mangle]
pub unsafe extern "C" fn xmp_rt_loop_range(
    t: *mut c_void,
    dim: c_int,
    lo: i64,
    ub: i64,
    step: i64,
    off: i64,
    ext: *const XmpLoopExt,
    out: *mut i64,
) -> i64 {
    let plan = plan_ex_of(t, dim, (lo, ub, step, off), ext, None);
    let (mut n, mut min, mut max) = (0i64, i64::MAX, i64::MIN);
    for k in 0..plan.chunks() {
        let ch = plan.chunk(k);
        if ch.count > 0 {
            n += ch.count;
            min = min.min(ch.first.min(ch.last()));
            max = max.max(ch.first.max(ch.last()));
        }
    }
    if !out.is_null() && n > 0 {
        *out = min;
        *out.add(1) = max;
    }
    n
}

#[no_mangle]
pub unsafe extern "C" fn xmp_rt_loop_chunk_ex(
    t: *mut c_void,
    dim: c_int,
    lo: i64,
    ub: i64,
    step: i64,
    off: i64,
    ext: *const XmpLoopExt,
    k: i64,
    out: *mut i64,
) -> i64 {
    let ch = plan_ex_of(t, dim, (lo, ub, step, off), ext, None).chunk(k);
    if !out.is_null() {
        *out = ch.first;
        *out.add(1) = ch.last();
        *out.add(2) = ch.step;
    }
    ch.count
}

#[no_mangle]
pub unsafe extern "C" fn xmp_rt_array_new(
    t: *mut c_void,
    elem_size: usize,
    ndims: c_int,
    extents: *const i64,
    align_dim: *const c_int,
    align_off: *const i64,
    shadow_lo: *const c_int,
    shadow_hi: *const c_int,
    loc: *const c_char,
) -> *mut c_void {
    let loc = loc_ref(loc);
    let tp = t as *mut Template;
    let t = template_mut(t, loc.as_deref());
    let n = ndims.max(0) as usize;
    let Some(adim) = slice(align_dim, n) else {
        rt::fatal("an aligned array needs its align map", loc.as_deref())
    };
    let aoff = slice(align_off, n);
    let (slo, shi) = (slice(shadow_lo, n), slice(shadow_hi, n));
    let mut align = Vec::with_capacity(n);
    let mut shadow = Vec::with_capacity(n);
    for j in 0..n {
        align.push(if adim[j] < 0 {
            Align::Collapse
        } else {
            Align::With {
                tdim: adim[j] as usize,
                offset: aoff.map(|o| o[j]).unwrap_or(0),
            }
        });
        let lo = slo.map(|s| s[j]).unwrap_or(0);
        let hi = shi.map(|s| s[j]).unwrap_or(0);
        shadow.push(if lo == -1 {
            Shadow::Full
        } else {
            Shadow::Width {
                lo: lo as i64,
                hi: hi as i64,
            }
        });
    }
    let mut ext = slice(extents, n).map(|e| e.to_vec());
    // A negative extent: that of the template dimension the array dimension is aligned with,
    // from the alignment offset on (a dummy array of a template fixed at run time).
    for (j, e) in ext.iter_mut().flatten().enumerate() {
        if *e >= 0 {
            continue;
        }
        match align[j] {
            Align::With { tdim, offset } if t.shape_fixed => *e = t.upper[tdim] - offset + 1,
            _ => rt::fatal(
                &format!("dimension {j} of an aligned array takes its extent from a template that is not fixed yet"),
                loc.as_deref(),
            ),
        }
    }
    match GlobalArray::new(tp, elem_size, ext, align, shadow, t) {
        Ok(a) => Box::into_raw(Box::new(a)) as *mut c_void,
        Err(e) => rt::fatal(&e, loc.as_deref()),
    }
}

#[no_mangle]
pub unsafe extern "C" fn xmp_rt_array_alloc(
    a: *mut c_void,
    extents: *const i64,
    loc: *const c_char,
) -> *mut c_void {
    crate::threads::construct(loc);
    let loc = loc_ref(loc);
    let a = array_mut(a, loc.as_deref());
    let ext = slice(extents, a.ndims).map(|e| e.to_vec());
    a.alloc(ext, loc.as_deref()) as *mut c_void
}

#[no_mangle]
pub unsafe extern "C" fn xmp_rt_array_attach(
    a: *mut c_void,
    base: *mut c_void,
    extents: *const i64,
    loc: *const c_char,
) {
    let loc = loc_ref(loc);
    let a = array_mut(a, loc.as_deref());
    let ext = slice(extents, a.ndims).map(|e| e.to_vec());
    a.attach(base as *mut u8, ext, loc.as_deref());
}

#[no_mangle]
pub unsafe extern "C" fn xmp_rt_array_dealloc(a: *mut c_void, loc: *const c_char) {
    crate::threads::construct(loc);
    let loc = loc_ref(loc);
    array_mut(a, loc.as_deref()).dealloc(loc.as_deref());
}

#[no_mangle]
pub unsafe extern "C" fn xmp_rt_array_free(a: *mut c_void, loc: *const c_char) {
    let loc = loc_ref(loc);
    let p = a as *mut GlobalArray;
    if GlobalArray::is_array(p) {
        (*p).dealloc(loc.as_deref());
        crate::debugview::forget(&mut *p);
        std::ptr::write_bytes(
            p as *mut u8,
            0,
            std::mem::size_of::<xmp_abi::XmpDescHeader>(),
        );
        drop(Box::from_raw(p));
    }
}

#[no_mangle]
pub unsafe extern "C" fn xmp_rt_array_laddr(a: *mut c_void) -> *mut c_void {
    array_mut(a, None).base as *mut c_void
}

#[no_mangle]
pub unsafe extern "C" fn xmp_rt_array_dim_map(
    a: *mut c_void,
    dim: c_int,
    out: *mut XmpDimMap,
    loc: *const c_char,
) {
    let loc = loc_ref(loc);
    let a = array_mut(a, loc.as_deref());
    if !a.allocated {
        rt::fatal("the global array is not allocated", loc.as_deref());
    }
    let Some(j) = usize::try_from(dim).ok().filter(|&j| j < a.ndims) else {
        rt::fatal(
            &format!("array dimension {dim} is out of range 0..{}", a.ndims),
            loc.as_deref(),
        )
    };
    if out.is_null() {
        return;
    }
    let l = &a.layout[j];
    *out = XmpDimMap {
        goff: l.goff,
        period: l.period,
        width: l.width,
        sbase: l.sbase,
        stride: a.strides[j],
        alloc: l.alloc,
        lsize: l.lsize,
        first: l.first,
        last: l.last,
    };
}

#[no_mangle]
pub unsafe extern "C" fn xmp_rt_array_elem(
    a: *mut c_void,
    idx: *const i64,
    loc: *const c_char,
) -> *mut c_void {
    let a = array_mut(a, None);
    let Some(ix) = slice(idx, a.ndims) else {
        rt::fatal("xmp_rt_array_elem without indices", loc_ref(loc).as_deref())
    };
    match a.offset_of(ix) {
        Some(off) => a.base.offset((off as isize) * a.elem as isize) as *mut c_void,
        None => not_local(a, ix, None, loc),
    }
}

/// Ends the job because element `ix` of `a` (named `name` where the compiler passed it) is
/// neither owned by this node nor in its shadow.
unsafe fn not_local(a: &GlobalArray, ix: &[i64], name: Option<&str>, loc: *const c_char) -> ! {
    let me = rt::with(|r| r.me);
    let subs: String = ix.iter().map(|i| format!("[{i}]")).collect();
    let what = match name {
        Some(n) => format!("{n}{subs}"),
        None => format!("element {subs} of a global array"),
    };
    let owner = match crate::gmove::owner_rank(a, ix) {
        Some(k) => format!("; its owner is node {k}"),
        None => "; it is outside the array".into(),
    };
    rt::fatal(
        &format!("{what} is not local to node {me} (neither owned nor in its shadow{owner})"),
        loc_ref(loc).as_deref(),
    )
}

/// `-fxmp-check`: the check of an element access with global indices `idx` on the naive
/// path; see `xmp_rt_array_check` in ENTRY_POINTS.
#[no_mangle]
pub unsafe extern "C" fn xmp_rt_array_check(
    a: *mut c_void,
    idx: *const i64,
    name: *const c_char,
    loc: *const c_char,
) {
    let a = array_mut(a, None);
    let Some(ix) = slice(idx, a.ndims) else {
        rt::fatal(
            "xmp_rt_array_check without indices",
            loc_ref(loc).as_deref(),
        )
    };
    if a.offset_of(ix).is_none() {
        not_local(a, ix, loc_ref(name).as_deref(), loc)
    }
}

/// `-fxmp-check`: the report of a localized element access that the compiled check found
/// outside this node's block plus shadow; see `xmp_rt_array_nonlocal` in ENTRY_POINTS.
#[no_mangle]
pub unsafe extern "C" fn xmp_rt_array_nonlocal(
    a: *mut c_void,
    idx: *const i64,
    name: *const c_char,
    loc: *const c_char,
) {
    let a = array_mut(a, None);
    let Some(ix) = slice(idx, a.ndims) else {
        rt::fatal(
            "xmp_rt_array_nonlocal without indices",
            loc_ref(loc).as_deref(),
        )
    };
    not_local(a, ix, loc_ref(name).as_deref(), loc)
}

/// `&a[i]..` of a global array: see `xmp_rt_array_elem_addr` in ENTRY_POINTS. Unlike
/// `xmp_rt_array_elem` this never stops the job, because forming the address of a non-local
/// element is legal; a non-local element yields the section's base.
#[no_mangle]
pub unsafe extern "C" fn xmp_rt_array_elem_addr(a: *mut c_void, idx: *const i64) -> *mut c_void {
    let a = array_mut(a, None);
    let Some(ix) = slice(idx, a.ndims) else {
        rt::fatal("xmp_rt_array_elem_addr without indices", None)
    };
    match a.offset_of(ix) {
        Some(off) => a.base.offset((off as isize) * a.elem as isize) as *mut c_void,
        None => a.base as *mut c_void,
    }
}

// --- xmp_malloc / xmp_free ---------------------------------------------------------------------

/// `void *xmp_malloc(xmp_desc_t d, size_t size0, ...)`. C-variadic functions cannot be
/// defined in stable Rust; on x86-64 System V the integer variadic arguments travel exactly
/// like those of a prototyped function (registers, then the stack in order), so this reads
/// up to 7 extents as fixed parameters and uses only the array's rank of them. Compiled XMP
/// code never calls it (the compiler lowers `xmp_malloc` to `xmp_rt_array_alloc`).
#[cfg(target_arch = "x86_64")]
#[no_mangle]
pub unsafe extern "C" fn xmp_malloc(
    d: *mut c_void,
    s0: usize,
    s1: usize,
    s2: usize,
    s3: usize,
    s4: usize,
    s5: usize,
    s6: usize,
) -> *mut c_void {
    let a = array_mut(d, Some("xmp_malloc"));
    let all = [s0, s1, s2, s3, s4, s5, s6];
    if a.ndims > all.len() {
        rt::fatal("xmp_malloc supports global arrays of rank up to 7", None);
    }
    let ext: Vec<i64> = all[..a.ndims].iter().map(|&s| s as i64).collect();
    if a.allocated {
        a.dealloc(None);
    }
    a.alloc(Some(ext), Some("xmp_malloc")) as *mut c_void
}

#[no_mangle]
pub unsafe extern "C" fn xmp_free(d: *mut c_void) {
    let p = d as *mut GlobalArray;
    if GlobalArray::is_array(p) {
        (*p).dealloc(None);
    }
}

// --- inquiry (reference 10.5, 10.6) --------------------------------------------------------------

pub(crate) unsafe fn tmpl_ref<'a>(d: *mut c_void) -> Option<&'a Template> {
    let p = d as *const Template;
    Template::is_template(p).then(|| &*p)
}

pub(crate) unsafe fn arr_ref<'a>(d: *mut c_void) -> Option<&'a GlobalArray> {
    let p = d as *const GlobalArray;
    GlobalArray::is_array(p).then(|| &*p)
}

/// 1-based `dim` -> 0-based index below `n`.
pub(crate) fn dim0(dim: c_int, n: usize) -> Option<usize> {
    usize::try_from(dim).ok()?.checked_sub(1).filter(|&k| k < n)
}

/// Writes `v` to `out` and returns 0, or XMP_FAILURE when either is missing.
pub(crate) unsafe fn put<T>(out: *mut T, v: Option<T>) -> c_int {
    match v {
        Some(v) if !out.is_null() => {
            *out = v;
            0
        }
        _ => XMP_FAILURE,
    }
}

pub(crate) fn to_int(v: i64) -> Option<c_int> {
    c_int::try_from(v).ok()
}

#[no_mangle]
pub unsafe extern "C" fn xmp_template_fixed(d: *mut c_void, fixed: *mut c_int) -> c_int {
    put(fixed, tmpl_ref(d).map(|t| t.is_fixed() as c_int))
}

#[no_mangle]
pub unsafe extern "C" fn xmp_template_ndims(d: *mut c_void, ndims: *mut c_int) -> c_int {
    put(ndims, tmpl_ref(d).map(|t| t.ndims as c_int))
}

#[no_mangle]
pub unsafe extern "C" fn xmp_template_lbound(d: *mut c_void, dim: c_int, lb: *mut c_int) -> c_int {
    let v = tmpl_ref(d).and_then(|t| {
        let k = dim0(dim, t.ndims)?;
        t.shape_fixed.then(|| to_int(t.lower[k]))?
    });
    put(lb, v)
}

#[no_mangle]
pub unsafe extern "C" fn xmp_template_ubound(d: *mut c_void, dim: c_int, ub: *mut c_int) -> c_int {
    let v = tmpl_ref(d).and_then(|t| {
        let k = dim0(dim, t.ndims)?;
        t.shape_fixed.then(|| to_int(t.upper[k]))?
    });
    put(ub, v)
}

#[no_mangle]
pub unsafe extern "C" fn xmp_dist_format(d: *mut c_void, dim: c_int, format: *mut c_int) -> c_int {
    let v = tmpl_ref(d).and_then(|t| {
        Some(match t.specs.get(dim0(dim, t.ndims)?)? {
            FormatSpec::Star => XMP_NOT_DISTRIBUTED,
            FormatSpec::Block(_) => XMP_BLOCK,
            FormatSpec::Cyclic(_) => XMP_CYCLIC,
            FormatSpec::GBlock(_) => XMP_GBLOCK,
        })
    });
    put(format, v)
}

#[no_mangle]
pub unsafe extern "C" fn xmp_dist_blocksize(d: *mut c_void, dim: c_int, bs: *mut c_int) -> c_int {
    let v = tmpl_ref(d).and_then(|t| {
        let k = dim0(dim, t.ndims)?;
        // The declared block(n) / cyclic(w) value; plain block's size once resolved.
        match t.specs.get(k)? {
            FormatSpec::Cyclic(w) => to_int(*w),
            FormatSpec::Block(Some(n)) => to_int(*n),
            FormatSpec::Block(None) => to_int(t.dims.get(k)?.block_size()?),
            _ => None,
        }
    });
    put(bs, v)
}

#[no_mangle]
pub unsafe extern "C" fn xmp_dist_gblockmap(d: *mut c_void, dim: c_int, map: *mut c_int) -> c_int {
    let Some(t) = tmpl_ref(d) else {
        return XMP_FAILURE;
    };
    let Some(k) = dim0(dim, t.ndims) else {
        return XMP_FAILURE;
    };
    match (t.specs.get(k), map.is_null()) {
        (Some(FormatSpec::GBlock(Some(m))), false) => {
            for (i, &x) in m.iter().enumerate() {
                let Some(x) = to_int(x) else {
                    return XMP_FAILURE;
                };
                *map.add(i) = x;
            }
            0
        }
        _ => XMP_FAILURE,
    }
}

#[no_mangle]
pub unsafe extern "C" fn xmp_dist_nodes(d: *mut c_void, dn: *mut *mut c_void) -> c_int {
    let v = tmpl_ref(d)
        .and_then(|t| t.nodes.as_ref())
        .map(|n| std::sync::Arc::as_ptr(n) as *mut c_void);
    put(dn, v)
}

#[no_mangle]
pub unsafe extern "C" fn xmp_dist_axis(d: *mut c_void, dim: c_int, axis: *mut c_int) -> c_int {
    let v = tmpl_ref(d).and_then(|t| {
        let a = (*t.axis.get(dim0(dim, t.ndims)?)?)?;
        Some(a as c_int + 1)
    });
    put(axis, v)
}

#[no_mangle]
pub unsafe extern "C" fn xmp_align_axis(d: *mut c_void, dim: c_int, axis: *mut c_int) -> c_int {
    let v = arr_ref(d).and_then(|a| match a.align.get(dim0(dim, a.ndims)?)? {
        Align::With { tdim, .. } => Some(*tdim as c_int + 1),
        Align::Collapse => None,
    });
    put(axis, v)
}

#[no_mangle]
pub unsafe extern "C" fn xmp_align_offset(d: *mut c_void, dim: c_int, offset: *mut c_int) -> c_int {
    let v = arr_ref(d).and_then(|a| match a.align.get(dim0(dim, a.ndims)?)? {
        Align::With { offset, .. } => to_int(*offset),
        Align::Collapse => None,
    });
    put(offset, v)
}

#[no_mangle]
pub unsafe extern "C" fn xmp_align_replicated(
    d: *mut c_void,
    dim: c_int,
    rep: *mut c_int,
) -> c_int {
    let v = arr_ref(d).and_then(|a| {
        let t = &*a.template;
        let k = dim0(dim, t.ndims)?;
        let aligned = a
            .align
            .iter()
            .any(|x| matches!(x, Align::With { tdim, .. } if *tdim == k));
        Some((!aligned) as c_int)
    });
    put(rep, v)
}

#[no_mangle]
pub unsafe extern "C" fn xmp_align_template(d: *mut c_void, dt: *mut *mut c_void) -> c_int {
    put(dt, arr_ref(d).map(|a| a.template as *mut c_void))
}

#[no_mangle]
pub unsafe extern "C" fn xmp_array_ndims(d: *mut c_void, ndims: *mut c_int) -> c_int {
    put(ndims, arr_ref(d).map(|a| a.ndims as c_int))
}

#[no_mangle]
pub unsafe extern "C" fn xmp_array_lshadow(d: *mut c_void, dim: c_int, w: *mut c_int) -> c_int {
    let v = arr_ref(d).and_then(|a| match a.shadow.get(dim0(dim, a.ndims)?)? {
        Shadow::Width { lo, .. } => to_int(*lo),
        // Full shadow: everything below the owned part.
        Shadow::Full => {
            let l = a.layout.get(dim0(dim, a.ndims)?)?;
            to_int(if l.lsize > 0 { l.first } else { 0 })
        }
    });
    put(w, v)
}

#[no_mangle]
pub unsafe extern "C" fn xmp_array_ushadow(d: *mut c_void, dim: c_int, w: *mut c_int) -> c_int {
    let v = arr_ref(d).and_then(|a| {
        let j = dim0(dim, a.ndims)?;
        match a.shadow.get(j)? {
            Shadow::Width { hi, .. } => to_int(*hi),
            Shadow::Full => {
                let l = a.layout.get(j)?;
                let n = a.extents.as_ref()?[j];
                to_int(if l.lsize > 0 { n - 1 - l.last } else { 0 })
            }
        }
    });
    put(w, v)
}

#[no_mangle]
pub unsafe extern "C" fn xmp_array_lbound(d: *mut c_void, dim: c_int, lb: *mut c_int) -> c_int {
    let v = arr_ref(d).and_then(|a| {
        dim0(dim, a.ndims)?;
        a.extents.as_ref().map(|_| 0)
    });
    put(lb, v)
}

#[no_mangle]
pub unsafe extern "C" fn xmp_array_ubound(d: *mut c_void, dim: c_int, ub: *mut c_int) -> c_int {
    let v = arr_ref(d).and_then(|a| to_int(a.extents.as_ref()?[dim0(dim, a.ndims)?] - 1));
    put(ub, v)
}

/// [Omni] The global extent of dimension `dim`, returned as the value (XMP_FAILURE for a bad
/// descriptor or dimension, or an extent not fixed yet).
#[no_mangle]
pub unsafe extern "C" fn xmp_array_gsize(d: *mut c_void, dim: c_int) -> c_int {
    arr_ref(d)
        .and_then(|a| to_int(a.extents.as_ref()?[dim0(dim, a.ndims)?]))
        .unwrap_or(XMP_FAILURE)
}

/// [Omni] The global index of the first element this node owns in dimension `dim` (the
/// lower bound of its local block); fails when it owns none.
#[no_mangle]
pub unsafe extern "C" fn xmp_array_gcllbound(d: *mut c_void, dim: c_int, lb: *mut c_int) -> c_int {
    let v = arr_ref(d).and_then(|a| {
        let l = a.layout.get(dim0(dim, a.ndims)?)?;
        (l.lsize > 0).then_some(l.first).and_then(to_int)
    });
    put(lb, v)
}

/// [Omni] The global index of the last element this node owns in dimension `dim`; fails when
/// it owns none.
#[no_mangle]
pub unsafe extern "C" fn xmp_array_gclubound(d: *mut c_void, dim: c_int, ub: *mut c_int) -> c_int {
    let v = arr_ref(d).and_then(|a| {
        let l = a.layout.get(dim0(dim, a.ndims)?)?;
        (l.lsize > 0).then_some(l.last).and_then(to_int)
    });
    put(ub, v)
}

#[no_mangle]
pub unsafe extern "C" fn xmp_array_gtol(
    d: *mut c_void,
    dim: c_int,
    g_idx: c_int,
    l_idx: *mut c_int,
) -> c_int {
    let v = arr_ref(d).and_then(|a| {
        let l = a.layout.get(dim0(dim, a.ndims)?)?;
        to_int(l.storage(g_idx as i64))
    });
    put(l_idx, v)
}

#[no_mangle]
pub unsafe extern "C" fn xmp_array_lsize(d: *mut c_void, dim: c_int, lsize: *mut c_int) -> c_int {
    let v = arr_ref(d).and_then(|a| to_int(a.layout.get(dim0(dim, a.ndims)?)?.lsize));
    put(lsize, v)
}

#[no_mangle]
pub unsafe extern "C" fn xmp_array_laddr(d: *mut c_void, laddr: *mut *mut c_void) -> c_int {
    put(
        laddr,
        arr_ref(d)
            .filter(|a| a.allocated)
            .map(|a| a.base as *mut c_void),
    )
}

#[no_mangle]
pub unsafe extern "C" fn xmp_array_lda(d: *mut c_void, lda: *mut c_int) -> c_int {
    // The storage pitch: a padded block dimension's rows are that far apart.
    let v = arr_ref(d).and_then(|a| to_int(a.layout.last()?.pitch));
    put(lda, v)
}

#[no_mangle]
pub unsafe extern "C" fn xmp_array_lead_dim(d: *mut c_void, size: *mut c_int) -> c_int {
    let Some(a) = arr_ref(d).filter(|a| a.allocated) else {
        return XMP_FAILURE;
    };
    if size.is_null() {
        return XMP_FAILURE;
    }
    for (j, l) in a.layout.iter().enumerate() {
        let Some(e) = to_int(l.pitch) else {
            return XMP_FAILURE;
        };
        *size.add(j) = e;
    }
    0
}

// --- reflect / reflect_init / reflect_do (reference 7.1) ----------------------------------------

/// Reads the width arguments (None = the declared shadow).
unsafe fn reflect_widths(
    a: &GlobalArray,
    nwidths: c_int,
    widths: *const xmp_abi::XmpReflectWidth,
    loc: Option<&str>,
) -> Option<Vec<crate::reflect::Width>> {
    if widths.is_null() || nwidths == 0 {
        return None;
    }
    if nwidths < 0 || nwidths as usize != a.ndims {
        rt::fatal(
            &format!(
                "reflect gives {nwidths} widths but the array has {} dimensions",
                a.ndims
            ),
            loc,
        );
    }
    let w = slice(widths, a.ndims).unwrap_or(&[]);
    Some(
        w.iter()
            .map(|w| crate::reflect::Width {
                lo: w.lo,
                hi: w.hi,
                periodic: w.periodic != 0,
            })
            .collect(),
    )
}

#[no_mangle]
pub unsafe extern "C" fn xmp_rt_reflect(
    a: *mut c_void,
    nwidths: c_int,
    widths: *const xmp_abi::XmpReflectWidth,
    orthogonal: c_int,
    loc: *const c_char,
) {
    crate::threads::construct(loc);
    if xmpt::hooked() {
        return xmpt::around(
            Event::Reflect,
            loc,
            move |c| {
                c.array = a;
            },
            move || xmp_rt_reflect(a, nwidths, widths, orthogonal, loc),
        );
    }
    check::at(Set::Array(a), loc, |_| {
        Some(check::reflect(Kind::Reflect, a))
    });
    let loc = loc_ref(loc);
    let loc = loc.as_deref();
    let a = array_mut(a, loc);
    let w = reflect_widths(a, nwidths, widths, loc);
    crate::reflect::reflect(a, w.as_deref(), orthogonal != 0, loc);
}

#[no_mangle]
pub unsafe extern "C" fn xmp_rt_reflect_init(
    a: *mut c_void,
    nwidths: c_int,
    widths: *const xmp_abi::XmpReflectWidth,
    orthogonal: c_int,
    loc: *const c_char,
) -> *mut c_void {
    crate::threads::construct(loc);
    let loc = loc_ref(loc);
    let loc = loc.as_deref();
    let a = array_mut(a, loc);
    let w = reflect_widths(a, nwidths, widths, loc);
    Box::into_raw(crate::reflect::init(a, w.as_deref(), orthogonal != 0, loc)) as *mut c_void
}

#[no_mangle]
pub unsafe extern "C" fn xmp_rt_reflect_do(h: *mut c_void, loc: *const c_char) {
    crate::threads::construct(loc);
    if xmpt::hooked() {
        return xmpt::around(
            Event::ReflectDo,
            loc,
            move |_| {},
            move || xmp_rt_reflect_do(h, loc),
        );
    }
    check::at(Set::ReflectHandle(h), loc, |_| {
        Some(check::reflect(
            Kind::ReflectDo,
            (*(h as *const crate::reflect::Handle)).array(),
        ))
    });
    let loc = loc_ref(loc);
    let loc = loc.as_deref();
    let h = h as *const crate::reflect::Handle;
    if !crate::reflect::Handle::is_handle(h) {
        rt::fatal("reflect_do: the argument is not a live reflect handle", loc);
    }
    crate::reflect::exec(&*h, loc);
}

#[no_mangle]
pub unsafe extern "C" fn xmp_rt_reflect_free(h: *mut c_void) {
    crate::reflect::free(h as *mut crate::reflect::Handle);
}

// --- issue 5: reduce_shadow (reference 7.2) and reflect async(id) ---

#[no_mangle]
#[allow(clippy::too_many_arguments)]
pub unsafe extern "C" fn xmp_rt_reduce_shadow(
    a: *mut c_void,
    nwidths: c_int,
    widths: *const xmp_abi::XmpReflectWidth,
    orthogonal: c_int,
    dtype: c_int,
    is_async: c_int,
    id: c_int,
    loc: *const c_char,
) {
    crate::threads::construct(loc);
    if xmpt::hooked() {
        return xmpt::around(
            Event::ReduceShadow,
            loc,
            move |c| {
                c.array = a;
                c.async_id = if is_async != 0 { id } else { -1 };
            },
            move || xmp_rt_reduce_shadow(a, nwidths, widths, orthogonal, dtype, is_async, id, loc),
        );
    }
    check::at(Set::Array(a), loc, |_| {
        Some(Coll {
            dtype: dtype as u8,
            is_async: is_async != 0,
            ..Coll::plain(Kind::ReduceShadow)
        })
    });
    let loc = loc_ref(loc);
    let loc = loc.as_deref();
    let a = array_mut(a, loc);
    let Some(ty) = xmp_abi::DType::from_i32(dtype) else {
        rt::fatal(
            &format!("reduce_shadow: invalid element type code {dtype}"),
            loc,
        )
    };
    let w = reflect_widths(a, nwidths, widths, loc);
    if is_async != 0 {
        crate::reduce_shadow::reduce_shadow_async(a, w.as_deref(), orthogonal != 0, ty, id, loc);
    } else {
        crate::reduce_shadow::reduce_shadow(a, w.as_deref(), orthogonal != 0, ty, loc);
    }
}

#[no_mangle]
pub unsafe extern "C" fn xmp_rt_reflect_async(
    a: *mut c_void,
    nwidths: c_int,
    widths: *const xmp_abi::XmpReflectWidth,
    orthogonal: c_int,
    id: c_int,
    loc: *const c_char,
) {
    crate::threads::construct(loc);
    if xmpt::hooked() {
        return xmpt::around(
            Event::Reflect,
            loc,
            move |c| {
                c.array = a;
                c.async_id = id;
            },
            move || xmp_rt_reflect_async(a, nwidths, widths, orthogonal, id, loc),
        );
    }
    check::at(Set::Array(a), loc, |_| {
        Some(Coll {
            is_async: true,
            ..check::reflect(Kind::Reflect, a)
        })
    });
    let loc = loc_ref(loc);
    let loc = loc.as_deref();
    let a = array_mut(a, loc);
    let w = reflect_widths(a, nwidths, widths, loc);
    // issue 5 (helper E): nonblocking on mpi, completed by wait_async / xmp_test_async.
    crate::reflect::reflect_async(a, w.as_deref(), orthogonal != 0, id, loc);
}
