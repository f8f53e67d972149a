//! The machinery every transformational procedure is built from (reference 10.7).
//!
//! - [`Arg`]: one argument (a section of a global or local array) seen as a virtual array of
//!   `n` elements in C row-major order: which executing nodes hold element `k`, where it lives
//!   on this node, and which elements this node holds or answers for.
//! - [`exchange`]: a variable-size all-to-all over the executing node set, built from the
//!   transport's collectives and one-sided puts into a symmetric buffer that lives only for
//!   the call and is as large as the largest amount one node receives.
//! - [`fetch`] (request/reply: the values of arbitrary elements) and [`push`] (write values
//!   into arbitrary elements on every node holding them) on top of it.
//!
//! No node ever holds more than its own blocks plus buffers of the size of the data it sends
//! or receives; a local (replicated) argument is whole on every node by definition.

use crate::array::GlobalArray;
use crate::dist::DimDist;
use crate::gmove::{Triplet, XmpGmoveSide, GMOVE_GLOBAL, GMOVE_LOCAL};
use crate::nodes::{coords_of, pos_of};
use crate::reflect::{geometry, Geometry};
use crate::rt;
use crate::template::Template;
use xmp_abi::{DType, ReduceOp};

/// The executing node set as the procedures see it.
pub(crate) struct Ctx<'l> {
    /// Number of executing nodes.
    pub p: usize,
    /// This node's position among them.
    pub me: usize,
    /// Entire-set rank -> executing position.
    pos_of_rank: Vec<Option<usize>>,
    /// Source location for messages.
    pub loc: Option<&'l str>,
}

impl<'l> Ctx<'l> {
    pub(crate) fn new(loc: Option<&'l str>) -> Ctx<'l> {
        rt::with(|r| {
            let exec = r.executing().clone();
            let Some(me) = exec.pos else {
                rt::fatal(
                    "a transformational procedure outside its executing node set",
                    loc,
                )
            };
            let mut pos_of_rank = vec![None; r.n];
            for (p, &rank) in exec.ranks.iter().enumerate() {
                if let Some(s) = pos_of_rank.get_mut(rank as usize) {
                    *s = Some(p);
                }
            }
            Ctx {
                p: exec.len(),
                me,
                pos_of_rank,
                loc,
            }
        })
    }

    /// Ends the job with `msg` (a runtime error naming the call's line).
    pub(crate) fn fatal(&self, msg: &str) -> ! {
        rt::fatal(msg, self.loc)
    }

    /// Element-wise sum of `v` over the executing set.
    pub(crate) fn sum(&self, v: &mut [u64]) {
        if self.p == 1 || v.is_empty() {
            return;
        }
        // SAFETY: plain u64 storage viewed as bytes.
        let bytes =
            unsafe { std::slice::from_raw_parts_mut(v.as_mut_ptr() as *mut u8, v.len() * 8) };
        rt::with(|r| r.reduce(None, bytes, DType::ULongLong, ReduceOp::Sum, self.loc));
    }

    /// The range owner of linear index `k` of an `n`-element index space split into `p`
    /// contiguous ranges (used to count and rank selected elements in element order).
    pub(crate) fn range_owner(&self, k: i64, n: i64) -> usize {
        let chunk = (n.max(1) + self.p as i64 - 1) / self.p as i64;
        ((k / chunk.max(1)) as usize).min(self.p - 1)
    }
}

/// Variable-size all-to-all over the executing set: `send[d]` goes to position `d`; returns
/// what each position sent here. Collective: every executing node calls it.
pub(crate) fn exchange(ctx: &Ctx, send: Vec<Vec<u8>>) -> Vec<Vec<u8>> {
    let p = ctx.p;
    if send.len() != p {
        ctx.fatal("internal error: exchange with a wrong number of destinations");
    }
    if p == 1 {
        return send;
    }
    // Everybody learns the whole P x P matrix of byte counts.
    let mut m = vec![0u64; p * p];
    for (d, s) in send.iter().enumerate() {
        m[ctx.me * p + d] = s.len() as u64;
    }
    ctx.sum(&mut m);
    let recv_len = |d: usize| -> usize { (0..p).map(|s| m[s * p + d] as usize).sum() };
    let biggest = (0..p).map(recv_len).max().unwrap_or(0);
    let loc = ctx.loc;
    let buf = rt::with(|r| r.sym_alloc(None, biggest.max(1), 16, loc));
    rt::with(|r| {
        // The allocation clears reused memory after its agreement step: nobody may put
        // into a buffer before its owner has finished clearing it.
        r.barrier(None, loc);
        for (d, s) in send.iter().enumerate() {
            if s.is_empty() {
                continue;
            }
            let off: usize = (0..ctx.me).map(|q| m[q * p + d] as usize).sum();
            // SAFETY: the slot [off, off+len) lies inside d's buffer of `biggest` bytes, at the
            // same heap offset on every member (symmetric allocation).
            unsafe {
                if d == ctx.me {
                    std::ptr::copy_nonoverlapping(s.as_ptr(), buf.add(off), s.len());
                } else {
                    r.put(d as i32, buf.add(off), s.as_ptr(), s.len(), loc);
                }
            }
        }
        r.complete();
        r.barrier(None, loc);
    });
    let mut out = Vec::with_capacity(p);
    let mut off = 0usize;
    for s in 0..p {
        let n = m[s * p + ctx.me] as usize;
        // SAFETY: inside this node's part of the buffer, written before the barrier.
        out.push(unsafe { std::slice::from_raw_parts(buf.add(off), n) }.to_vec());
        off += n;
    }
    // Freed at once: the next symmetric allocation is collective, so nobody can put into
    // this memory again before every node has copied its part out.
    rt::with(|r| r.sym_free(buf, loc));
    out
}

/// The largest rank of an array or node array the procedures handle.
const MAXR: usize = 16;
/// Indices or coordinates (the first rank-many entries are meaningful).
type Idx = [i64; MAXR];

/// The elements one node holds, in ascending order (see [`Arg::mine_iter`]).
pub(crate) struct Held<'a> {
    per: Vec<Vec<i64>>,
    at: Vec<usize>,
    shape: &'a [i64],
    left: usize,
}

impl Iterator for Held<'_> {
    type Item = i64;
    fn next(&mut self) -> Option<i64> {
        if self.left == 0 {
            return None;
        }
        self.left -= 1;
        let mut k = 0i64;
        for (j, v) in self.per.iter().enumerate() {
            k = k * self.shape[j] + v[self.at[j]];
        }
        for j in (0..self.per.len()).rev() {
            self.at[j] += 1;
            if self.at[j] < self.per[j].len() {
                break;
            }
            self.at[j] = 0;
        }
        Some(k)
    }
}

/// Where an argument's elements live.
enum Storage<'a> {
    Global {
        a: &'a GlobalArray,
        g: Geometry,
        /// This node's coordinates in the template's node array (None: not a member).
        me: Option<Vec<i64>>,
        /// Template node position -> executing position (None: outside the executing set).
        exec_pos: Vec<Option<usize>>,
        /// Node-array axes no distributed array dimension is mapped onto (replica axes).
        free: Vec<usize>,
    },
    /// Whole on every node: address of element `[0]..[0]` and element strides.
    Local { base: *mut u8, strides: Vec<i64> },
}

/// One argument of a transformational procedure: a section seen as a row-major virtual
/// array.
pub(crate) struct Arg<'a> {
    st: Storage<'a>,
    trip: Vec<Triplet>,
    /// The section's shape (the lengths of its non-subscript dimensions).
    pub shape: Vec<i64>,
    /// Number of elements.
    pub n: i64,
    /// Element size in bytes.
    pub elem: usize,
    /// Element type code.
    pub ty: DType,
}

impl<'a> Arg<'a> {
    /// Resolves the side description `s` (argument number `what` for messages); `dest`: the
    /// procedure writes this argument.
    ///
    /// # Safety
    /// `s` must describe live storage (as for `xmp_rt_gmove`).
    pub(crate) unsafe fn new(
        ctx: &Ctx,
        s: &'a XmpGmoveSide,
        ty: DType,
        elem: usize,
        what: &str,
        dest: bool,
    ) -> Arg<'a> {
        if s.ndims <= 0 || s.dims.is_null() {
            ctx.fatal(&format!("{what}: not an array section"));
        }
        let q = std::slice::from_raw_parts(s.dims, 4 * s.ndims as usize);
        let trip: Vec<Triplet> = q
            .chunks(4)
            .map(|c| Triplet {
                lo: c[0],
                len: c[1],
                step: c[2],
                subscript: c[3] != 0,
            })
            .collect();
        if trip
            .iter()
            .any(|t| t.step == 0 || t.len < 0 || (t.subscript && t.len != 1))
        {
            ctx.fatal(&format!(
                "{what}: a section triplet has a zero step or a negative length"
            ));
        }
        if trip.len() > MAXR {
            ctx.fatal(&format!("{what}: more than {MAXR} dimensions"));
        }
        let shape: Vec<i64> = trip
            .iter()
            .filter(|t| !t.subscript)
            .map(|t| t.len)
            .collect();
        let n = shape.iter().product::<i64>();
        let st = match s.kind {
            GMOVE_GLOBAL => {
                if !GlobalArray::is_array(s.array) {
                    ctx.fatal(&format!("{what}: not a global array descriptor"));
                }
                let a: &GlobalArray = &*s.array;
                if a.ndims != s.ndims as usize {
                    ctx.fatal(&format!(
                        "{what}: the section rank differs from the array's"
                    ));
                }
                if !a.allocated {
                    ctx.fatal(&format!("{what}: the global array is not allocated"));
                }
                if a.elem != elem {
                    ctx.fatal(&format!(
                        "{what}: the element size differs from the array's"
                    ));
                }
                // SAFETY: the template outlives its arrays (contract of xmp_rt_array_new).
                let t: &Template = &*a.template;
                let g = geometry(a, t).unwrap_or_else(|e| ctx.fatal(&format!("{what}: {e}")));
                let Some(set) = &t.nodes else {
                    ctx.fatal(&format!("{what}: the array's template is not distributed"))
                };
                for (d, gd) in trip.iter().zip(&g.dims) {
                    let last = d.lo + (d.len - 1) * d.step;
                    if d.len > 0 && (d.lo < 0 || d.lo >= gd.extent || last < 0 || last >= gd.extent)
                    {
                        ctx.fatal(&format!("{what}: the section is outside the global array"));
                    }
                }
                let me = set.pos.map(|p| coords_of(&set.shape, p));
                let exec_pos: Vec<Option<usize>> = set
                    .ranks
                    .iter()
                    .map(|&r| ctx.pos_of_rank.get(r as usize).copied().flatten())
                    .collect();
                let used: Vec<usize> = g
                    .dims
                    .iter()
                    .filter(|d| d.dist.is_some())
                    .filter_map(|d| d.axis)
                    .collect();
                if g.shape.len() > MAXR {
                    ctx.fatal(&format!(
                        "{what}: a node array of more than {MAXR} dimensions"
                    ));
                }
                let free: Vec<usize> = (0..g.shape.len()).filter(|x| !used.contains(x)).collect();
                if n > 0 && !inside_executing(&trip, &g, &exec_pos, &free, dest) {
                    // Like a gmove without `in`/`out` (reference 7.3: "every distributed
                    // element on both sides resides in the executing node set"), the call is
                    // collective over the executing set only (10.7): nodes outside it cannot
                    // answer for, or receive, their elements. Every executing node reaches
                    // the same verdict from global data, before any communication.
                    let who = if dest {
                        "nodes outside the executing node set hold elements of this section"
                    } else {
                        "elements of this section have no copy on the executing nodes"
                    };
                    ctx.fatal(&format!(
                        "{what}: {who} (the call is collective over the executing nodes only: call it where the nodes holding its arguments execute it)"
                    ));
                }
                Storage::Global {
                    a,
                    g,
                    me,
                    exec_pos,
                    free,
                }
            }
            GMOVE_LOCAL => {
                if s.base.is_null() || s.strides.is_null() {
                    ctx.fatal(&format!("{what}: a local array without base or strides"));
                }
                Storage::Local {
                    base: s.base,
                    strides: std::slice::from_raw_parts(s.strides, s.ndims as usize).to_vec(),
                }
            }
            _ => ctx.fatal(&format!("{what}: not an array section")),
        };
        Arg {
            st,
            trip,
            shape,
            n,
            elem,
            ty,
        }
    }

    /// Whether two arguments may share storage (the same global array, or local sections
    /// starting at the same address): results are then written only after every source
    /// element has been read.
    pub(crate) fn same_storage(&self, o: &Arg) -> bool {
        match (&self.st, &o.st) {
            (Storage::Global { a, .. }, Storage::Global { a: b, .. }) => std::ptr::eq(*a, *b),
            (Storage::Local { base: a, .. }, Storage::Local { base: b, .. }) => a == b,
            _ => false,
        }
    }

    /// Whether every node holds the whole argument (a local array).
    pub(crate) fn is_local(&self) -> bool {
        matches!(self.st, Storage::Local { .. })
    }

    /// Array indices of element `k` (the first `trip.len()` entries).
    fn indices(&self, k: i64) -> Idx {
        let mut out = [0i64; MAXR];
        let mut rest = k;
        for (j, t) in self.trip.iter().enumerate().rev() {
            if t.subscript {
                out[j] = t.lo;
            } else {
                out[j] = t.lo + (rest % t.len.max(1)) * t.step;
                rest /= t.len.max(1);
            }
        }
        out
    }

    /// Owner coordinates of array indices `idx` on the distributed axes (the first
    /// `g.shape.len()` entries); replica axes set to `fill` (None: this node's coordinate).
    fn owner_coords(&self, idx: &Idx, fill: Option<i64>) -> Option<Idx> {
        let Storage::Global { g, me, .. } = &self.st else {
            return None;
        };
        let mut c = [0i64; MAXR];
        match (fill, me) {
            (None, Some(m)) => c[..m.len()].copy_from_slice(m),
            (Some(f), _) => c[..g.shape.len()].fill(f),
            (None, None) => {}
        }
        for (d, &i) in g.dims.iter().zip(idx) {
            if let (Some(dist), Some(ax)) = (&d.dist, d.axis) {
                c[ax] = dist.owner(i + d.g0)?;
            }
        }
        Some(c)
    }

    /// The executing position answering for element `k` of a global argument (its owner;
    /// when it is replicated, the first executing replica in node order on the replica axes);
    /// None for a local argument.
    pub(crate) fn primary(&self, ctx: &Ctx, k: i64) -> Option<usize> {
        let c = self
            .owner_coords(&self.indices(k), Some(0))
            .unwrap_or_else(|| ctx.fatal("internal error: an element without owner"));
        self.first_executing(ctx, c)
    }

    /// The first executing node among the replicas of the owner `c` (replica axes at 0).
    fn first_executing(&self, ctx: &Ctx, mut c: Idx) -> Option<usize> {
        let Storage::Global {
            g, exec_pos, free, ..
        } = &self.st
        else {
            return None;
        };
        loop {
            if let Some(p) = exec_pos[pos_of(&g.shape, &c[..g.shape.len()])] {
                return Some(p);
            }
            let mut carry = true;
            for &ax in free.iter().rev() {
                c[ax] += 1;
                if c[ax] < g.shape[ax].max(1) as i64 {
                    carry = false;
                    break;
                }
                c[ax] = 0;
            }
            if carry {
                // Arg::new checked that every element has an executing replica.
                ctx.fatal("internal error: an element without an executing replica")
            }
        }
    }

    /// Every executing position holding element `k` (all of them for a local argument).
    pub(crate) fn holders(&self, ctx: &Ctx, k: i64, out: &mut Vec<usize>) {
        out.clear();
        let Storage::Global {
            g, exec_pos, free, ..
        } = &self.st
        else {
            out.extend(0..ctx.p);
            return;
        };
        let mut c = self
            .owner_coords(&self.indices(k), Some(0))
            .unwrap_or_else(|| ctx.fatal("internal error: an element without owner"));
        // Every combination of the replica axes.
        loop {
            match exec_pos[pos_of(&g.shape, &c[..g.shape.len()])] {
                Some(p) => out.push(p),
                // Arg::new checked that a written argument has every replica executing.
                None => ctx.fatal("internal error: a holder outside the executing node set"),
            }
            let mut carry = true;
            for &ax in free.iter().rev() {
                c[ax] += 1;
                if c[ax] < g.shape[ax].max(1) as i64 {
                    carry = false;
                    break;
                }
                c[ax] = 0;
            }
            if carry {
                break;
            }
        }
    }

    /// Address of element `k` on this node (None when this node does not hold it).
    pub(crate) fn ptr(&self, k: i64) -> Option<*mut u8> {
        let idx = self.indices(k);
        let n = self.trip.len();
        match &self.st {
            Storage::Local { base, strides } => {
                let off: i64 = idx[..n].iter().zip(strides).map(|(i, s)| i * s).sum();
                // SAFETY: the caller's storage covers the section (contract of the entry point).
                Some(unsafe { base.offset((off * self.elem as i64) as isize) })
            }
            Storage::Global { a, me, .. } => {
                let me = me.as_ref()?;
                if a.base.is_null() || self.owner_coords(&idx, None)?[..me.len()] != me[..] {
                    return None;
                }
                // An owned element: its storage index per dimension (reference 5.4).
                let off: i64 = (0..n)
                    .map(|j| a.layout[j].storage(idx[j]) * a.strides[j])
                    .sum();
                // SAFETY: an owned element of this node's block.
                Some(unsafe { a.base.offset((off * self.elem as i64) as isize) })
            }
        }
    }

    /// Per non-subscript dimension, the section positions this node holds (None: nothing;
    /// a local argument holds everything).
    fn held_positions(&self) -> Option<Vec<Vec<i64>>> {
        let Storage::Global { g, me, .. } = &self.st else {
            return Some(self.shape.iter().map(|&l| (0..l).collect()).collect());
        };
        let me = me.as_ref()?;
        let mut per: Vec<Vec<i64>> = Vec::new();
        for (t, d) in self.trip.iter().zip(&g.dims) {
            let own = |i: i64| match (&d.dist, d.axis) {
                (Some(dist), Some(ax)) => dist.owner(i + d.g0) == Some(me[ax]),
                _ => true,
            };
            if t.subscript {
                if !own(t.lo) {
                    return None;
                }
            } else {
                per.push((0..t.len).filter(|&q| own(t.lo + q * t.step)).collect());
            }
        }
        (!per.iter().any(|v| v.is_empty())).then_some(per)
    }

    /// The elements this node holds, ascending (all of them for a local argument).
    pub(crate) fn mine(&self) -> Vec<i64> {
        self.mine_iter().collect()
    }

    /// The elements this node holds, ascending, one at a time.
    pub(crate) fn mine_iter(&self) -> Held<'_> {
        let per = self.held_positions().unwrap_or_default();
        let count = if per.is_empty() {
            0
        } else {
            per.iter().map(|v| v.len()).product()
        };
        Held {
            at: vec![0; per.len()],
            per,
            shape: &self.shape,
            left: count,
        }
    }

    /// The number of elements [`Arg::mine_iter`] yields.
    pub(crate) fn mine_count(&self) -> usize {
        self.mine_iter().left
    }

    /// The elements this node answers for as a source, ascending: the elements it holds as
    /// the primary replica, or an equal share of a local argument.
    pub(crate) fn responsible(&self, ctx: &Ctx) -> Vec<i64> {
        match &self.st {
            Storage::Local { .. } => {
                let chunk = (self.n + ctx.p as i64 - 1) / ctx.p as i64;
                let lo = (chunk * ctx.me as i64).min(self.n);
                let hi = (lo + chunk).min(self.n);
                (lo..hi).collect()
            }
            Storage::Global { me, free, .. } => match me {
                // This node answers for what it holds when it is the first executing replica
                // of its owner coordinates (see `primary`).
                Some(m) => {
                    let mut c = [0i64; MAXR];
                    c[..m.len()].copy_from_slice(m);
                    for &ax in free {
                        c[ax] = 0;
                    }
                    if self.first_executing(ctx, c) == Some(ctx.me) && self.mine_count() > 0 {
                        self.mine()
                    } else {
                        Vec::new()
                    }
                }
                None => Vec::new(),
            },
        }
    }

    /// Reads element `k`, which this node holds.
    pub(crate) fn read(&self, ctx: &Ctx, k: i64, out: &mut Vec<u8>) {
        let p = self
            .ptr(k)
            .unwrap_or_else(|| ctx.fatal("internal error: a read of an element not held"));
        // SAFETY: `p` addresses one held element.
        out.extend_from_slice(unsafe { std::slice::from_raw_parts(p, self.elem) });
    }

    /// Reads element `k` as an index value (integer types).
    pub(crate) fn index_value(&self, ctx: &Ctx, bytes: &[u8]) -> i64 {
        int_value(self.ty, bytes)
            .unwrap_or_else(|| ctx.fatal("an index argument must be an integer array"))
    }
}

/// The value of an integer element of type `ty` (None for a non-integer type).
pub(crate) fn int_value(ty: DType, b: &[u8]) -> Option<i64> {
    let get = |n: usize| -> Option<[u8; 8]> {
        let mut v = [0u8; 8];
        v[..n].copy_from_slice(b.get(..n)?);
        Some(v)
    };
    Some(match ty {
        DType::Bool | DType::UChar => b.first().copied()? as i64,
        DType::Char | DType::SChar => *b.first()? as i8 as i64,
        DType::Short => i16::from_ne_bytes(get(2)?[..2].try_into().ok()?) as i64,
        DType::UShort => u16::from_ne_bytes(get(2)?[..2].try_into().ok()?) as i64,
        DType::Int => i32::from_ne_bytes(get(4)?[..4].try_into().ok()?) as i64,
        DType::UInt => u32::from_ne_bytes(get(4)?[..4].try_into().ok()?) as i64,
        DType::Long | DType::LongLong | DType::ULong | DType::ULongLong => {
            i64::from_ne_bytes(get(8)?)
        }
        _ => return None,
    })
}

/// Whether a mask element (`_Bool`, or any integer) is true.
pub(crate) fn truth(ty: DType, b: &[u8]) -> bool {
    match int_value(ty, b) {
        Some(v) => v != 0,
        None => b.iter().any(|&x| x != 0),
    }
}

/// Elements per round of [`fetch`] and [`push`]: their exchange buffers stay a few MiB
/// however much a node asks for or sends.
pub(crate) const ROUND: usize = 1 << 18;

/// The number of rounds of at most [`ROUND`] items that every node needs for `len` items
/// (the largest over the executing set, so that all take part in every round).
pub(crate) fn rounds(ctx: &Ctx, len: usize) -> usize {
    let mut v = vec![0u64; ctx.p];
    v[ctx.me] = len.div_ceil(ROUND) as u64;
    ctx.sum(&mut v);
    v.into_iter().max().unwrap_or(0) as usize
}

/// Round `r` of `items`.
fn round<T>(items: &[T], r: usize) -> std::ops::Range<usize> {
    let lo = (r * ROUND).min(items.len());
    lo..(lo + ROUND).min(items.len())
}

/// The values of elements `wanted` of `arg` (concatenated, `elem` bytes each). Collective:
/// every executing node calls it (a local argument needs no communication).
pub(crate) fn fetch(ctx: &Ctx, arg: &Arg, wanted: &[i64]) -> Vec<u8> {
    let e = arg.elem;
    let mut out = vec![0u8; wanted.len() * e];
    let mut tmp = Vec::with_capacity(e);
    if arg.is_local() {
        for (i, &k) in wanted.iter().enumerate() {
            tmp.clear();
            arg.read(ctx, k, &mut tmp);
            out[i * e..(i + 1) * e].copy_from_slice(&tmp);
        }
        return out;
    }
    for r in 0..rounds(ctx, wanted.len()) {
        let part = round(wanted, r);
        fetch_round(
            ctx,
            arg,
            &wanted[part.clone()],
            &mut out[part.start * e..part.end * e],
        );
    }
    out
}

/// One round of [`fetch`] from a global argument into `out`.
fn fetch_round(ctx: &Ctx, arg: &Arg, wanted: &[i64], out: &mut [u8]) {
    let e = arg.elem;
    // Requests: element numbers, per answering node; remember where each answer goes.
    let mut req: Vec<Vec<u8>> = vec![Vec::new(); ctx.p];
    let mut slots: Vec<Vec<usize>> = vec![Vec::new(); ctx.p];
    for (i, &k) in wanted.iter().enumerate() {
        if let Some(p) = arg.ptr(k) {
            // SAFETY: a held element.
            out[i * e..(i + 1) * e].copy_from_slice(unsafe { std::slice::from_raw_parts(p, e) });
            continue;
        }
        let d = arg
            .primary(ctx, k)
            .unwrap_or_else(|| ctx.fatal("internal error: no owner"));
        req[d].extend_from_slice(&(k as u64).to_ne_bytes());
        slots[d].push(i);
    }
    let asks = exchange(ctx, req);
    let mut replies: Vec<Vec<u8>> = Vec::with_capacity(ctx.p);
    for a in &asks {
        let mut r = Vec::with_capacity(a.len() / 8 * e);
        for c in a.chunks_exact(8) {
            let k = u64::from_ne_bytes(c.try_into().unwrap_or([0; 8])) as i64;
            arg.read(ctx, k, &mut r);
        }
        replies.push(r);
    }
    drop(asks);
    let got = exchange(ctx, replies);
    for (d, g) in got.iter().enumerate() {
        for (j, &i) in slots[d].iter().enumerate() {
            out[i * e..(i + 1) * e].copy_from_slice(&g[j * e..(j + 1) * e]);
        }
    }
}

/// Writes `values[i]` into element `targets[i]` of `arg` on every node holding it.
/// Collective. A node must pass each target at most once overall across nodes for a defined
/// result (duplicates: one of the values wins).
pub(crate) fn push(ctx: &Ctx, arg: &Arg, targets: &[i64], values: &[u8]) {
    let e = arg.elem;
    for r in 0..rounds(ctx, targets.len()) {
        let part = round(targets, r);
        push_round(
            ctx,
            arg,
            &targets[part.clone()],
            &values[part.start * e..part.end * e],
        );
    }
}

/// One round of [`push`].
fn push_round(ctx: &Ctx, arg: &Arg, targets: &[i64], values: &[u8]) {
    let e = arg.elem;
    let mut send: Vec<Vec<u8>> = vec![Vec::new(); ctx.p];
    let mut hs = Vec::new();
    for (i, &k) in targets.iter().enumerate() {
        if k < 0 || k >= arg.n {
            ctx.fatal("internal error: a target outside the array");
        }
        arg.holders(ctx, k, &mut hs);
        for &d in &hs {
            send[d].extend_from_slice(&(k as u64).to_ne_bytes());
            send[d].extend_from_slice(&values[i * e..(i + 1) * e]);
        }
    }
    let got = exchange(ctx, send);
    for g in &got {
        for c in g.chunks_exact(8 + e) {
            let k = u64::from_ne_bytes(c[..8].try_into().unwrap_or([0; 8])) as i64;
            let Some(p) = arg.ptr(k) else {
                ctx.fatal("internal error: a value sent to a node not holding its element")
            };
            // SAFETY: a held element.
            unsafe { std::ptr::copy_nonoverlapping(c[8..].as_ptr(), p, e) };
        }
    }
}

/// Exclusive prefix over the executing set of one count per node: (this node's start, total).
pub(crate) fn prefix(ctx: &Ctx, count: u64) -> (u64, u64) {
    let mut v = vec![0u64; ctx.p];
    v[ctx.me] = count;
    ctx.sum(&mut v);
    (v[..ctx.me].iter().sum(), v.iter().sum())
}

/// Calls `f` on every combination of one value from each of `sets` (row-major order) until it
/// returns false; returns whether it never did. No combination when a set is empty.
fn all_combos(sets: &[Vec<i64>], mut f: impl FnMut(&[i64]) -> bool) -> bool {
    if sets.iter().any(|s| s.is_empty()) {
        return true;
    }
    let mut at = vec![0usize; sets.len()];
    let mut c = vec![0i64; sets.len()];
    loop {
        for (j, s) in sets.iter().enumerate() {
            c[j] = s[at[j]];
        }
        if !f(&c) {
            return false;
        }
        let mut j = sets.len();
        loop {
            if j == 0 {
                return true;
            }
            j -= 1;
            at[j] += 1;
            if at[j] < sets[j].len() {
                break;
            }
            at[j] = 0;
        }
    }
}

/// Marks in `marks` the owner coordinates of the offsets `g + q * step`, `q` in `0..len`,
/// in O(number of coordinates) steps rather than O(len): owners of a contiguous format are
/// monotone along the section (jump over each owner's interval), and a cyclic(w) pattern
/// repeats every `w * nprocs` offsets.
fn mark_owners(dist: &DimDist, g: i64, len: i64, step: i64, marks: &mut [bool]) {
    let mut left = marks.iter().filter(|&&m| !m).count();
    let coords = marks.len().max(1) as i64;
    let mut mark = |c: i64, left: &mut usize| {
        if let Some(slot) = marks.get_mut(c as usize) {
            if !*slot {
                *slot = true;
                *left -= 1;
            }
        }
    };
    if dist.is_contiguous() {
        let mut q = 0;
        while q < len && left > 0 {
            let at = g + q * step;
            let Some(c) = dist.owner(at) else { break };
            mark(c, &mut left);
            let Some((lo, hi)) = dist.interval(c) else {
                break;
            };
            // The first position past this owner's interval [lo, hi).
            let next = if step > 0 {
                (hi - at + step - 1) / step
            } else {
                (at - lo + 1 - step - 1) / -step
            };
            q += next.max(1);
        }
    } else {
        let period = dist.block_size().unwrap_or(1).max(1) * coords;
        for q in 0..len.min(period) {
            if left == 0 {
                break;
            }
            if let Some(c) = dist.owner(g + q * step) {
                mark(c, &mut left);
            }
        }
    }
}

/// Whether the executing set can take part for the section `trip` of an array: with `dest`
/// (the argument is written) every node holding one of its elements, replicas included, must
/// be executing; a source needs one executing replica of each element (`exec_pos`: template
/// node position -> executing position).
fn inside_executing(
    trip: &[Triplet],
    g: &Geometry,
    exec_pos: &[Option<usize>],
    free: &[usize],
    dest: bool,
) -> bool {
    // The owner coordinates per node-array axis: the section is a product of per-dimension
    // index sets, so its owners are the product of per-axis coordinate sets.
    let mut axes: Vec<Vec<bool>> = g
        .shape
        .iter()
        .map(|&s| vec![false; s.max(1) as usize])
        .collect();
    for &ax in free {
        axes[ax].fill(true);
    }
    for (t, d) in trip.iter().zip(&g.dims) {
        let (Some(dist), Some(ax)) = (&d.dist, d.axis) else {
            continue;
        };
        let len = if t.subscript { 1 } else { t.len };
        mark_owners(dist, t.lo + d.g0, len, t.step, &mut axes[ax]);
    }
    let sets: Vec<Vec<i64>> = axes
        .iter()
        .map(|v| (0..v.len() as i64).filter(|&c| v[c as usize]).collect())
        .collect();
    let executing = |c: &[i64]| {
        exec_pos
            .get(pos_of(&g.shape, c))
            .copied()
            .flatten()
            .is_some()
    };
    if dest {
        return all_combos(&sets, executing);
    }
    // Per owner on the distributed axes, some replica (any coordinates on the free axes).
    let dist_sets: Vec<Vec<i64>> = (0..sets.len())
        .map(|ax| {
            if free.contains(&ax) {
                vec![0]
            } else {
                sets[ax].clone()
            }
        })
        .collect();
    let free_sets: Vec<Vec<i64>> = (0..sets.len())
        .map(|ax| {
            if free.contains(&ax) {
                sets[ax].clone()
            } else {
                vec![0]
            }
        })
        .collect();
    all_combos(&dist_sets, |d| {
        !all_combos(&free_sets, |f| {
            let c: Vec<i64> = d.iter().zip(f).map(|(x, y)| x + y).collect();
            !executing(&c)
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dist::FormatSpec;

    /// `mark_owners` against marking every position, for every format, with steps of both
    /// signs and gblock maps with empty parts.
    #[test]
    fn owners_of_sections() {
        let mut ran = 0;
        for d in [1i64, 7, 13, 30] {
            for np in 1..=5i64 {
                let b = (d + np - 1) / np;
                let mut specs = vec![
                    FormatSpec::Block(None),
                    FormatSpec::Block(Some(b + 1)),
                    FormatSpec::Cyclic(1),
                    FormatSpec::Cyclic(3),
                ];
                let mut m = vec![0i64; np as usize];
                m[0] = d / 2;
                m[np as usize - 1] += d - d / 2;
                specs.push(FormatSpec::GBlock(Some(m)));
                for spec in specs {
                    let Ok(dist) = DimDist::new(d, np, &spec) else {
                        continue;
                    };
                    for lo in 0..d {
                        for step in [-4i64, -1, 1, 2, 5] {
                            let len = if step > 0 {
                                (d - 1 - lo) / step + 1
                            } else {
                                lo / -step + 1
                            };
                            for l in [1, len / 2, len] {
                                let mut want = vec![false; np as usize];
                                for q in 0..l {
                                    if let Some(c) = dist.owner(lo + q * step) {
                                        want[c as usize] = true;
                                    }
                                }
                                let mut got = vec![false; np as usize];
                                mark_owners(&dist, lo, l, step, &mut got);
                                ran += 1;
                                assert_eq!(
                                    got, want,
                                    "{spec:?} d={d} np={np} lo={lo} step={step} len={l}"
                                );
                            }
                        }
                    }
                }
            }
        }
        assert!(ran > 5000, "{ran} cases");
    }
}
