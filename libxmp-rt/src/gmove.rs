//! `gmove` (reference 7.x, "gmove" and array sections 2.1/2.2): element-wise assignment between
//! sections of global arrays, local arrays and scalars.
//!
//! Every executing node enumerates the common index space of the two sections in row-major
//! order and keeps the points whose destination it must write: the points whose destination
//! element it owns (global destination; every replica owns its copy) or all points (local
//! destination: local data is replicated, every executing node receives). For those points it
//! fetches the source element into a staging buffer: a local copy when the source is local, a
//! scalar, or its own block; else a one-sided get from an owner's block, which sits at the same
//! symmetric-heap offset on every node. Consecutive points whose sources are adjacent in the
//! same owner's block form one run and move in one get (`XMP_STATS` counts one `get` per run).
//!
//! Synchronisation, when the source is a global array: a barrier of the executing set before
//! (the owners' earlier writes are visible), then the gets, completion and a second barrier
//! (nobody overwrites a source element another node still reads: source and destination may
//! be the same array, as in a shift), and only then the staging buffer is written to the
//! destination. A local or scalar source needs no communication.

use crate::array::GlobalArray;
use crate::dist::{array_dim, DimLayout};
use crate::nodes::{coords_of, pos_of};
use crate::reflect::{geometry, Geometry};
use crate::rt;
use crate::template::Template;
use xmp_abi::XmpStat;

/// The symmetric-heap offset of the blocks of `a` (the same on every node of its node set
/// `ranks`), known also on executing nodes outside that set, which hold no block: the first
/// executing member broadcasts it over the executing set. Collective over the executing set
/// when it has such nodes, local otherwise. None when the storage lies outside the symmetric
/// heap, or no member of the array's set executes and this node was not told the offset when
/// the array was allocated.
fn blocks_offset(
    r: &mut rt::Runtime,
    a: &GlobalArray,
    ranks: &[u32],
    loc: Option<&str>,
) -> Option<usize> {
    let sym = a.sym_ptr();
    let own = if sym.is_null() {
        None
    } else {
        r.heap_offset(sym)
    };
    let exec = r.executing().clone();
    if exec.ranks.iter().all(|x| ranks.contains(x)) {
        return own;
    }
    let Some(root) = exec.ranks.iter().position(|x| ranks.contains(x)) else {
        // No member executes (the same verdict on every executing node): the offset told at
        // allocation, where this node was executing.
        return a.heap_off();
    };
    let mut v = own.map_or(u64::MAX, |o| o as u64).to_ne_bytes();
    r.share_from(root, &mut v, loc);
    let o = u64::from_ne_bytes(v);
    (o != u64::MAX).then_some(o as usize)
}

/// A copy of the blocks of an array whose storage is a caller's (see
/// [`GlobalArray::is_attached`]) in a symmetric allocation over the executing set, so that
/// other nodes can address them at one heap offset. Collective over the executing set, which
/// must hold the array's whole node set (a holder outside it could not make its copy).
/// `load`: the copy starts with this node's block (a source, or a destination of which only
/// some elements change).
struct Staged {
    p: *mut u8,
    bytes: usize,
}

impl Staged {
    fn new(
        r: &mut rt::Runtime,
        a: &GlobalArray,
        ranks: &[u32],
        load: bool,
        loc: Option<&str>,
    ) -> Staged {
        if !ranks.iter().all(|x| r.executing().ranks.contains(x)) {
            rt::fatal(
                "gmove of an array whose storage is a caller's array (a dummy argument) while nodes holding it do not execute the gmove is not supported yet",
                loc,
            );
        }
        let bytes = a.block_bytes();
        let align = a.elem.next_power_of_two().clamp(64, 4096);
        let p = r.sym_alloc(None, bytes.max(1), align, loc);
        if load && bytes > 0 {
            // SAFETY: the block and the fresh allocation both hold `bytes` bytes.
            unsafe { std::ptr::copy_nonoverlapping(a.base, p, bytes) };
        }
        Staged { p, bytes }
    }

    fn heap_off(&self, r: &rt::Runtime) -> Option<usize> {
        r.heap_offset(self.p)
    }

    /// Releases the copy (after the closing barrier), writing it back into the block first
    /// when `store` (a destination).
    fn finish(self, r: &mut rt::Runtime, a: &GlobalArray, store: bool, loc: Option<&str>) {
        if store && self.bytes > 0 {
            // SAFETY: as in `new`.
            unsafe { std::ptr::copy_nonoverlapping(self.p, a.base, self.bytes) };
        }
        r.sym_free(self.p, loc);
    }
}

/// Side kinds of [`XmpGmoveSide::kind`].
pub const GMOVE_GLOBAL: i32 = 0;
/// A local array (base pointer and element strides).
pub const GMOVE_LOCAL: i32 = 1;
/// A scalar (right side only; `base` points at the value).
pub const GMOVE_SCALAR: i32 = 2;

/// One side of a gmove as the compiler passes it (`xmp_rt_gmove_side_t` in xmp.h).
///
/// `dims` points at `ndims` entries of 4 `long long`: `lo, len, step, subscript` where
/// `subscript != 0` marks a plain subscript (`len` must be 1; the dimension is not part of the
/// section's shape). Indices are global (0-based C indices of the whole array). `strides`
/// gives the element strides of a local array (C order), ignored otherwise.
#[repr(C)]
#[derive(Copy, Clone, Debug)]
pub struct XmpGmoveSide {
    /// Global array descriptor (`xmp_desc_of`) for [`GMOVE_GLOBAL`].
    pub array: *mut GlobalArray,
    /// Local array: address of element `[0]...[0]`; scalar: address of the value.
    pub base: *mut u8,
    /// `ndims` quadruples `lo, len, step, subscript`.
    pub dims: *const i64,
    /// Local array element strides (`ndims` entries).
    pub strides: *const i64,
    /// [`GMOVE_GLOBAL`], [`GMOVE_LOCAL`] or [`GMOVE_SCALAR`].
    pub kind: i32,
    /// Rank of the array (0 for a scalar).
    pub ndims: i32,
}

/// A section triplet of one array dimension.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Triplet {
    /// First index.
    pub lo: i64,
    /// Number of elements.
    pub len: i64,
    /// Step (non-zero).
    pub step: i64,
    /// A plain subscript (not part of the shape).
    pub subscript: bool,
}

/// The shape of a section: the lengths of its non-subscript dimensions.
pub fn shape(t: &[Triplet]) -> Vec<i64> {
    t.iter().filter(|d| !d.subscript).map(|d| d.len).collect()
}

/// Checks that two sections are conformable (a scalar source conforms to everything).
pub fn conformable(dst: &[Triplet], src: Option<&[Triplet]>) -> Result<(), String> {
    let Some(src) = src else { return Ok(()) };
    let (a, b) = (shape(dst), shape(src));
    if a != b {
        return Err(format!(
            "gmove: the sections are not conformable (shapes {a:?} and {b:?})"
        ));
    }
    Ok(())
}

/// Array indices of section point `point` (indices in the shape) on side `t`.
fn indices(t: &[Triplet], point: &[i64], out: &mut Vec<i64>) {
    out.clear();
    let mut k = 0;
    for d in t {
        if d.subscript {
            out.push(d.lo);
        } else {
            out.push(d.lo + point[k] * d.step);
            k += 1;
        }
    }
}

/// Layouts and element strides of one node's block.
type Block = (Vec<DimLayout>, Vec<i64>);

/// A global array side resolved against its geometry.
struct GlobalSide<'a> {
    a: &'a GlobalArray,
    g: Geometry,
    /// This node's coordinates in the template's node array (None: not a member).
    me: Option<Vec<i64>>,
    /// The node set's entire-set ranks.
    ranks: Vec<u32>,
    /// Block layouts per node position (computed on demand).
    blocks: Vec<Option<Option<Block>>>,
}

impl<'a> GlobalSide<'a> {
    fn new(a: &'a GlobalArray, loc: Option<&str>) -> GlobalSide<'a> {
        if !a.allocated {
            rt::fatal("gmove of a global array that is not allocated", loc);
        }
        // SAFETY: the template outlives its arrays (contract of xmp_rt_array_new).
        let t: &Template = unsafe { &*a.template };
        let g = geometry(a, t).unwrap_or_else(|e| rt::fatal(&format!("gmove: {e}"), loc));
        let Some(set) = &t.nodes else {
            rt::fatal("gmove of an array whose template is not distributed", loc)
        };
        let me = set.pos.map(|p| coords_of(&set.shape, p));
        GlobalSide {
            a,
            blocks: vec![None; set.len()],
            ranks: set.ranks.clone(),
            g,
            me,
        }
    }

    /// Owner coordinate per node-array axis of element `idx`: distributed axes from the
    /// distribution; the others (replicas) this node's own coordinate, else 0. None when the
    /// index is outside the array.
    fn owner(&self, idx: &[i64]) -> Option<Vec<i64>> {
        let mut c = self
            .me
            .clone()
            .unwrap_or_else(|| vec![0; self.g.shape.len()]);
        for (d, &i) in self.g.dims.iter().zip(idx) {
            if i < 0 || i >= d.extent {
                return None;
            }
            if let (Some(dist), Some(ax)) = (&d.dist, d.axis) {
                c[ax] = dist.owner(i + d.g0)?;
            }
        }
        Some(c)
    }

    /// Whether this node owns `idx` (a replica counts).
    fn mine(&self, idx: &[i64]) -> bool {
        match (&self.me, self.owner(idx)) {
            (Some(me), Some(o)) => *me == o,
            _ => false,
        }
    }

    /// Layout and strides of the block of node position `pos` (None: holds nothing).
    fn block(&mut self, pos: usize) -> Option<&Block> {
        if self.blocks[pos].is_none() {
            let c = coords_of(&self.g.shape, pos);
            let mut lay = Vec::with_capacity(self.g.dims.len());
            let mut empty = false;
            for d in &self.g.dims {
                let p = d.axis.map(|a| c[a]).unwrap_or(0);
                match array_dim(d.dist.as_ref(), p, d.extent, d.g0, d.shadow) {
                    Ok(l) if l.lsize > 0 => lay.push(l),
                    _ => empty = true,
                }
            }
            let b = (!empty).then(|| {
                let mut strides = vec![0i64; lay.len()];
                let mut s = 1i64;
                for j in (0..lay.len()).rev() {
                    strides[j] = s;
                    s = s.saturating_mul(lay[j].pitch);
                }
                (lay, strides)
            });
            self.blocks[pos] = Some(b);
        }
        self.blocks[pos].as_ref().and_then(|b| b.as_ref())
    }

    /// Element offset of `idx` in the block of node position `pos` (the caller knows that
    /// `pos` holds `idx`).
    fn locate_at(&mut self, pos: usize, idx: &[i64]) -> Option<i64> {
        let (lay, strides) = self.block(pos)?;
        let mut off = 0i64;
        for j in 0..idx.len() {
            off += lay[j].storage(idx[j]) * strides[j];
        }
        Some(off)
    }

    /// (owner node position, element offset in its block) of `idx`.
    fn locate(&mut self, idx: &[i64]) -> Option<(usize, i64)> {
        let c = self.owner(idx)?;
        let pos = pos_of(&self.g.shape, &c);
        let (lay, strides) = self.block(pos)?;
        let mut off = 0i64;
        for j in 0..idx.len() {
            off += lay[j].storage(idx[j]) * strides[j];
        }
        Some((pos, off))
    }
}

/// The entire-set rank of the node that owns element `idx` of `a` (along replicated node
/// dimensions the one with this node's coordinate, else the first): for error messages. None
/// when the index is outside the array or the array is not laid out.
pub fn owner_rank(a: &GlobalArray, idx: &[i64]) -> Option<u32> {
    if !a.allocated || idx.len() != a.ndims {
        return None;
    }
    // SAFETY: the template outlives its arrays (contract of xmp_rt_array_new).
    let t: &Template = unsafe { a.template.as_ref()? };
    let set = t.nodes.as_ref()?;
    let g = geometry(a, t).ok()?;
    let side = GlobalSide {
        a,
        blocks: Vec::new(),
        ranks: set.ranks.clone(),
        me: set.pos.map(|p| coords_of(&set.shape, p)),
        g,
    };
    let c = side.owner(idx)?;
    side.ranks.get(pos_of(&side.g.shape, &c)).copied()
}

unsafe fn triplets(s: &XmpGmoveSide, loc: Option<&str>) -> Vec<Triplet> {
    if s.kind == GMOVE_SCALAR {
        return Vec::new();
    }
    if s.ndims <= 0 || s.dims.is_null() {
        rt::fatal("gmove: a section without dimensions", loc);
    }
    let q = std::slice::from_raw_parts(s.dims, 4 * s.ndims as usize);
    q.chunks(4)
        .map(|c| {
            let t = Triplet {
                lo: c[0],
                len: c[1],
                step: c[2],
                subscript: c[3] != 0,
            };
            if t.step == 0 || t.len < 0 || (t.subscript && t.len != 1) {
                rt::fatal(
                    "gmove: a section triplet has a zero step or a negative length",
                    loc,
                );
            }
            t
        })
        .collect()
}

/// Element offset of `idx` in a local array with element `strides`.
fn local_off(idx: &[i64], strides: &[i64]) -> i64 {
    idx.iter().zip(strides).map(|(i, s)| i * s).sum()
}

/// Modes of [`gmove`]: collective (every element on the executing node set).
pub const GMOVE_COLLECTIVE: i32 = 0;
/// `gmove in`: the right side may live on nodes outside the executing set (one-sided gets).
pub const GMOVE_IN: i32 = 1;
/// `gmove out`: the left side may live on nodes outside the executing set (one-sided puts).
pub const GMOVE_OUT: i32 = 2;

/// Executes one gmove in `mode` ([`GMOVE_COLLECTIVE`], [`GMOVE_IN`] or [`GMOVE_OUT`]).
///
/// # Safety
/// The sides must describe live storage covering every addressed element.
pub unsafe fn gmove(
    dst: &XmpGmoveSide,
    src: &XmpGmoveSide,
    elem: usize,
    mode: i32,
    loc: Option<&str>,
) {
    gmove_impl(dst, src, elem, mode, None, loc)
}

/// `gmove async(id)`: [`gmove`] whose gets, where the transport has nonblocking ones (mpi
/// without direct shared-memory access), are left running under `id`; `wait_async(id)`
/// completes them, synchronises the executing set (no node overwrites a source element
/// another still reads) and writes the destination ([`finish_async`]). Elsewhere the move
/// completes here and `id` is only registered.
///
/// # Safety
/// As [`gmove`]; the destination and the staged data stay untouched until the wait.
pub unsafe fn gmove_async(
    dst: &XmpGmoveSide,
    src: &XmpGmoveSide,
    elem: usize,
    mode: i32,
    id: i32,
    loc: Option<&str>,
) {
    gmove_impl(dst, src, elem, mode, Some(id), loc)
}

/// A started async gmove: the staging buffer the gets fill and the destination addresses.
struct Deferred {
    id: i32,
    stage: Vec<u8>,
    /// Destination element addresses (as integers: the registry is shared between threads).
    dst_addr: Vec<usize>,
    elem: usize,
    /// Source and destination are the same array: write only after the barrier.
    same_array: bool,
    copied: bool,
    /// The executing node set that started it: the wait's barrier is over this set (a
    /// `wait_async ... on` outside the task names the same set, reference 7.7).
    set: std::sync::Arc<crate::nodes::NodeSet>,
    loc: Option<String>,
}

/// The started async gmoves in start order.
static DEFERRED: std::sync::Mutex<Vec<Deferred>> = std::sync::Mutex::new(Vec::new());

impl Deferred {
    /// Writes the staged elements to the destination.
    unsafe fn copy(&mut self) {
        if !self.copied {
            for (k, &p) in self.dst_addr.iter().enumerate() {
                std::ptr::copy_nonoverlapping(
                    self.stage.as_ptr().add(k * self.elem),
                    p as *mut u8,
                    self.elem,
                );
            }
            self.copied = true;
        }
    }
}

/// Completes the async gmoves started under `id` whose gets are done (the caller completed
/// the transport tokens). `wait` (from `wait_async`, a construct of the executing set):
/// every one is finished, with a barrier of the executing set. Otherwise (`xmp_test_async`)
/// only destinations of a different array than the source are written, and the entries stay
/// for the wait's barrier.
pub fn finish_async(r: &mut rt::Runtime, id: i32, wait: bool) {
    let mine: Vec<Deferred> = {
        let mut d = DEFERRED.lock().unwrap_or_else(|e| e.into_inner());
        if !wait {
            for x in d.iter_mut().filter(|x| x.id == id && !x.same_array) {
                // SAFETY: the gets of `id` completed; the destination is live until the wait.
                unsafe { x.copy() };
            }
            return;
        }
        let (take, keep): (Vec<Deferred>, Vec<Deferred>) = d.drain(..).partition(|x| x.id == id);
        *d = keep;
        take
    };
    for mut x in mine {
        // SAFETY: as above.
        unsafe {
            if !x.same_array {
                x.copy();
            }
            r.barrier(Some(x.set.clone()), x.loc.as_deref());
            x.copy();
        }
    }
}

unsafe fn gmove_impl(
    dst: &XmpGmoveSide,
    src: &XmpGmoveSide,
    elem: usize,
    mode: i32,
    async_id: Option<i32>,
    loc: Option<&str>,
) {
    if !(GMOVE_COLLECTIVE..=GMOVE_OUT).contains(&mode) {
        rt::fatal("gmove: bad mode", loc);
    }
    if dst.kind == GMOVE_SCALAR || !(0..=2).contains(&src.kind) || !(0..=1).contains(&dst.kind) {
        rt::fatal("gmove: bad side kinds", loc);
    }
    let dt = triplets(dst, loc);
    let st = triplets(src, loc);
    conformable(&dt, (src.kind != GMOVE_SCALAR).then_some(&st[..]))
        .unwrap_or_else(|e| rt::fatal(&e, loc));
    let shp = shape(&dt);
    let total: i64 = shp.iter().product();

    let check_array = |s: &XmpGmoveSide| -> Option<&GlobalArray> {
        (s.kind == GMOVE_GLOBAL).then(|| {
            if !GlobalArray::is_array(s.array) {
                rt::fatal("gmove: an operand is not a global array descriptor", loc);
            }
            let a = &*s.array;
            if a.ndims != s.ndims as usize {
                rt::fatal("gmove: the section rank differs from the array's rank", loc);
            }
            a
        })
    };
    let mut dg = check_array(dst).map(|a| GlobalSide::new(a, loc));
    let mut sg = check_array(src).map(|a| GlobalSide::new(a, loc));
    let lstr = |s: &XmpGmoveSide| -> Vec<i64> {
        if s.kind == GMOVE_LOCAL {
            if s.strides.is_null() || s.base.is_null() {
                rt::fatal("gmove: a local section without base or strides", loc);
            }
            std::slice::from_raw_parts(s.strides, s.ndims as usize).to_vec()
        } else {
            Vec::new()
        }
    };
    let (dstr, sstr) = (lstr(dst), lstr(src));
    // Bounds of global sides (local sides are the program's responsibility, as in C).
    for (t, g) in [(&dt, &dg), (&st, &sg)] {
        if let Some(g) = g {
            for (d, gd) in t.iter().zip(&g.g.dims) {
                let last = d.lo + (d.len - 1) * d.step;
                if d.len > 0 && (d.lo < 0 || d.lo >= gd.extent || last < 0 || last >= gd.extent) {
                    rt::fatal("gmove: a section is outside the global array", loc);
                }
            }
        }
    }

    if mode == GMOVE_OUT {
        if let Some(d) = dg.as_mut() {
            gmove_out(dst, src, &dt, &st, elem, d, sg.as_ref(), &sstr, loc);
            if let Some(id) = async_id {
                rt::with(|r| r.async_started(id));
            }
            return;
        }
    }
    // The staging buffer and the destination addresses of this node's points.
    let mut stage: Vec<u8> = Vec::new();
    let mut dst_addr: Vec<*mut u8> = Vec::new();
    let mut gets: Vec<(usize, i64, usize, usize)> = Vec::new(); // (pos, src off, stage off, n)
    let mut point = vec![0i64; shp.len()];
    let (mut di, mut si) = (Vec::new(), Vec::new());
    let e = elem as i64;
    for _ in 0..total.max(0) {
        indices(&dt, &point, &mut di);
        let daddr = match &dg {
            Some(g) => {
                if g.mine(&di) {
                    let a = g.a;
                    a.offset_of(&di).map(|o| a.base.offset((o * e) as isize))
                } else {
                    None
                }
            }
            None => Some(dst.base.offset((local_off(&di, &dstr) * e) as isize)),
        };
        if let Some(daddr) = daddr {
            let soff = stage.len();
            stage.resize(soff + elem, 0);
            dst_addr.push(daddr);
            match src.kind {
                GMOVE_SCALAR => {
                    std::ptr::copy_nonoverlapping(src.base, stage.as_mut_ptr().add(soff), elem)
                }
                GMOVE_LOCAL => {
                    indices(&st, &point, &mut si);
                    let p = src.base.offset((local_off(&si, &sstr) * e) as isize);
                    std::ptr::copy_nonoverlapping(p, stage.as_mut_ptr().add(soff), elem);
                }
                _ => {
                    indices(&st, &point, &mut si);
                    let g = sg
                        .as_mut()
                        .unwrap_or_else(|| rt::fatal("gmove: no source", loc));
                    let Some((pos, off)) = g.locate(&si) else {
                        rt::fatal("gmove: a source element has no owner", loc)
                    };
                    match gets.last_mut() {
                        Some(r)
                            if r.0 == pos
                                && r.1 + r.3 as i64 == off
                                && r.2 + r.3 * elem == soff =>
                        {
                            r.3 += 1
                        }
                        _ => gets.push((pos, off, soff, 1)),
                    }
                }
            }
        }
        // Next point (row-major).
        for k in (0..shp.len()).rev() {
            point[k] += 1;
            if point[k] < shp[k] {
                break;
            }
            point[k] = 0;
        }
    }

    if let Some(g) = &sg {
        let a = g.a;
        let staged = a
            .is_attached()
            .then(|| rt::with(|r| Staged::new(r, a, &g.ranks, true, loc)));
        let blocks = rt::with(|r| {
            r.barrier(None, loc);
            match &staged {
                Some(s) => s.heap_off(r),
                None => blocks_offset(r, a, &g.ranks, loc),
            }
        });
        // Left running only where the transport has nonblocking gets (the same on every node,
        // so every node defers the closing barrier alike); a staged source completes at once.
        let defer = async_id
            .filter(|_| staged.is_none())
            .filter(|_| rt::with(|r| r.has_async_get()));
        if !gets.is_empty() {
            rt::with(|r| {
                let exec = r.executing().clone();
                let me = r.me;
                let remote = gets.iter().any(|x| g.ranks[x.0] as usize != me);
                let heap_off = match blocks {
                    Some(o) => o,
                    None if !remote => 0,
                    None => rt::fatal(
                        "gmove from a global array none of whose nodes executes the gmove, or whose storage is not in the symmetric heap, is not supported yet",
                        loc,
                    ),
                };
                for &(pos, off, soff, n) in &gets {
                    let rank = g.ranks[pos] as usize;
                    let len = n * elem;
                    let dstp = stage.as_mut_ptr().add(soff);
                    if rank == me {
                        std::ptr::copy_nonoverlapping(a.base.offset((off * e) as isize), dstp, len);
                        continue;
                    }
                    // `gmove in` reads owners outside the executing set one-sidedly (their
                    // blocks sit at the same heap offset); a collective gmove may not.
                    if mode != GMOVE_IN && !exec.ranks.iter().any(|&x| x as usize == rank) {
                        rt::fatal(
                            "gmove: a source element lives on a node outside the executing node set (use gmove in)",
                            loc,
                        )
                    }
                    r.count_stat(XmpStat::Get, 1);
                    r.count_stat(XmpStat::GetBytes, len as u64);
                    let off = heap_off + (off * e) as usize;
                    if let Some(id) = defer {
                        if r.get_async(rank, off, dstp, len, id) {
                            continue;
                        }
                    }
                    r.get_strided_rank(rank, off, dstp, len, &[], &[], &[]);
                }
                if defer.is_none() {
                    r.complete();
                    r.barrier(None, loc);
                }
            });
        } else if defer.is_none() {
            rt::with(|r| r.barrier(None, loc));
        }
        if let Some(s) = staged {
            rt::with(|r| s.finish(r, a, false, loc));
        }
        if let Some(id) = defer {
            let same_array = dst.kind == GMOVE_GLOBAL && dst.array == src.array;
            DEFERRED
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .push(Deferred {
                    id,
                    stage,
                    dst_addr: dst_addr.iter().map(|&p| p as usize).collect(),
                    elem,
                    same_array,
                    copied: false,
                    set: rt::with(|r| r.executing().clone()),
                    loc: loc.map(str::to_string),
                });
            rt::with(|r| r.async_started(id));
            return;
        }
    }
    for (k, &p) in dst_addr.iter().enumerate() {
        std::ptr::copy_nonoverlapping(stage.as_ptr().add(k * elem), p, elem);
    }
    if let Some(id) = async_id {
        rt::with(|r| r.async_started(id));
    }
}

/// The node positions (in the template's node set) that hold element `idx` of a global
/// side: the owner along distributed node-array axes, every coordinate along the others
/// (replicas). Empty when `idx` is outside the array.
fn holders(g: &GlobalSide, idx: &[i64], out: &mut Vec<usize>) {
    out.clear();
    let Some(c) = g.owner(idx) else { return };
    let dist_axes: Vec<usize> =
        g.g.dims
            .iter()
            .filter_map(|d| d.dist.as_ref().and(d.axis))
            .collect();
    let n: usize = g.g.shape.iter().map(|&e| e.max(1) as usize).product();
    for pos in 0..n {
        let pc = coords_of(&g.g.shape, pos);
        if dist_axes.iter().all(|&ax| pc[ax] == c[ax]) {
            out.push(pos);
        }
    }
}

/// `gmove out` with a global destination (reference 7.3): the left side's owners may lie
/// outside the executing node set and do not take part. Each executing node pushes the points
/// it is responsible for: those whose source element it holds (a global source: of its
/// replicas, the first one in the executing set), or, for a local or scalar source (equal on
/// every executing node), the points whose first destination holder maps onto it round-robin.
/// Every holder of a destination element (replicas included) receives it by a one-sided put
/// into its block; runs contiguous in the receiver's block move in one put (`XMP_STATS`).
///
/// Synchronisation is within the executing set only: a barrier after every node staged its
/// source values (a put may overwrite a source element of the same array), and one after the
/// puts completed (destination holders inside the set may read on return). Holders outside
/// the set are ordered by the program (`barrier` on a wider set, post/wait).
#[allow(clippy::too_many_arguments)]
unsafe fn gmove_out(
    dst: &XmpGmoveSide,
    src: &XmpGmoveSide,
    dt: &[Triplet],
    st: &[Triplet],
    elem: usize,
    dg: &mut GlobalSide,
    sg: Option<&GlobalSide>,
    sstr: &[i64],
    loc: Option<&str>,
) {
    let _ = dst;
    let shp = shape(dt);
    let total: i64 = shp.iter().product();
    let e = elem as i64;
    let (exec, me) = rt::with(|r| (r.executing().clone(), r.me));
    let Some(my_img) = exec.ranks.iter().position(|&x| x as usize == me) else {
        rt::fatal("gmove out by a node outside the executing node set", loc)
    };
    let in_exec = |rank: u32| exec.ranks.contains(&rank);
    // (receiver rank, byte offset in its block, stage offset, elements)
    let mut puts: Vec<(usize, i64, usize, usize)> = Vec::new();
    let mut stage: Vec<u8> = Vec::new();
    let mut point = vec![0i64; shp.len()];
    let (mut di, mut si) = (Vec::new(), Vec::new());
    let (mut dh, mut sh) = (Vec::new(), Vec::new());
    for _ in 0..total.max(0) {
        indices(dt, &point, &mut di);
        holders(dg, &di, &mut dh);
        // The source value's address here, when this node is responsible for the point.
        let sval: Option<*const u8> = match src.kind {
            GMOVE_SCALAR | GMOVE_LOCAL => {
                let first = dh.first().map(|&p| dg.ranks[p]).unwrap_or(0) as usize;
                if first % exec.ranks.len() != my_img {
                    None
                } else if src.kind == GMOVE_SCALAR {
                    Some(src.base as *const u8)
                } else {
                    indices(st, &point, &mut si);
                    Some(src.base.offset((local_off(&si, sstr) * e) as isize) as *const u8)
                }
            }
            _ => {
                let g = sg.unwrap_or_else(|| rt::fatal("gmove: no source", loc));
                indices(st, &point, &mut si);
                holders(g, &si, &mut sh);
                let Some(&first) = sh.iter().find(|&&p| in_exec(g.ranks[p])) else {
                    rt::fatal(
                        "gmove out: a source element lives on no node of the executing node set",
                        loc,
                    )
                };
                if g.ranks[first] as usize != me {
                    None
                } else {
                    let a = g.a;
                    match a.offset_of(&si) {
                        Some(o) => Some(a.base.offset((o * e) as isize) as *const u8),
                        None => rt::fatal(
                            "gmove out: a source element is not in its owner's block",
                            loc,
                        ),
                    }
                }
            }
        };
        if let Some(sp) = sval {
            let soff = stage.len();
            stage.extend_from_slice(std::slice::from_raw_parts(sp, elem));
            for &pos in &dh {
                let rank = dg.ranks[pos] as usize;
                let Some(off) = dg.locate_at(pos, &di) else {
                    rt::fatal("gmove out: a destination element has no block", loc)
                };
                let boff = off * e;
                // Extend a run to the same receiver when both sides stay contiguous.
                match puts.iter_mut().rev().find(|r| r.0 == rank) {
                    Some(r) if r.1 + (r.3 as i64) * e == boff && r.2 + r.3 * elem == soff => {
                        r.3 += 1
                    }
                    _ => puts.push((rank, boff, soff, 1)),
                }
            }
        }
        for k in (0..shp.len()).rev() {
            point[k] += 1;
            if point[k] < shp[k] {
                break;
            }
            point[k] = 0;
        }
    }
    rt::with(|r| {
        // A destination in a caller's storage: the puts go into a heap copy of the blocks,
        // written back after the closing barrier.
        let staged =
            dg.a.is_attached()
                .then(|| Staged::new(r, dg.a, &dg.ranks, true, loc));
        r.barrier(None, loc);
        let blocks = match &staged {
            Some(s) => s.heap_off(r),
            None => blocks_offset(r, dg.a, &dg.ranks, loc),
        };
        let heap_off = if puts.iter().any(|p| p.0 != me) {
            match blocks {
                Some(o) => o,
                None => rt::fatal(
                    "gmove to a global array none of whose nodes executes the gmove, or whose storage is not in the symmetric heap, is not supported yet",
                    loc,
                ),
            }
        } else {
            0
        };
        for &(rank, boff, soff, n) in &puts {
            let len = n * elem;
            let sp = stage.as_ptr().add(soff);
            if rank == me {
                let base = match &staged {
                    Some(s) => s.p,
                    None => dg.a.base,
                };
                std::ptr::copy_nonoverlapping(sp, base.offset(boff as isize), len);
                continue;
            }
            r.count_stat(XmpStat::Put, 1);
            r.count_stat(XmpStat::PutBytes, len as u64);
            r.put_strided_rank(rank, heap_off + boff as usize, sp, len, &[], &[], &[]);
        }
        r.complete();
        r.barrier(None, loc);
        if let Some(s) = staged {
            s.finish(r, dg.a, true, loc);
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    fn t(lo: i64, len: i64, step: i64) -> Triplet {
        Triplet {
            lo,
            len,
            step,
            subscript: false,
        }
    }

    #[test]
    fn shapes_and_conformance() {
        let s = Triplet {
            lo: 0,
            len: 1,
            step: 1,
            subscript: true,
        };
        assert_eq!(shape(&[s, t(0, 5, 1)]), vec![5]);
        assert!(conformable(&[s, t(0, 5, 1)], Some(&[t(3, 5, 2)])).is_ok());
        assert!(conformable(&[t(0, 5, 1)], Some(&[t(0, 4, 1)])).is_err());
        assert!(conformable(&[t(0, 5, 1)], None).is_ok());
        let mut out = Vec::new();
        indices(&[s, t(2, 5, 3)], &[4], &mut out);
        assert_eq!(out, vec![0, 14]);
    }

    #[test]
    fn coords_roundtrip() {
        let shape = [2, 3, 4];
        for p in 0..24 {
            assert_eq!(pos_of(&shape, &coords_of(&shape, p)), p);
        }
    }
}
