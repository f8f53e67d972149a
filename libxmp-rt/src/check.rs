//! The checking mode (`XMP_CHECK=1`, or a program built with `-fxmp-check`): before each
//! collective operation the executing nodes exchange a small descriptor of it (construct
//! kind, operator, element type, count or size, root, node set) and compare them, so that
//! nodes that reached different collectives (a barrier on one node, a reduction on another)
//! end the job with a report naming every node's construct and source line, instead of
//! mixing their data or waiting forever.
//!
//! The exchange is an all-reduce (bitwise or) of a table with one row per member, each member
//! filling its own row: every member of the set gets the same table, and a mismatch is seen
//! by all of them at the same collective. Then a second exchange of the same form collects
//! the source locations, the first member of the set reports, and the others wait for the job
//! to end. Two collectives of different kinds therefore meet in the same transport operation
//! (equal sizes on every node) before either enters its real communication.
//!
//! Off (the default), each hook is one load of a flag and a branch.

use crate::array::GlobalArray;
use crate::nodes::NodeSet;
use crate::rt::{self, Runtime};
use libc::{c_char, c_void};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use xmp_abi::{DType, ReduceOp};

static ON: AtomicBool = AtomicBool::new(false);

/// Whether the checking mode is on.
#[inline(always)]
pub fn on() -> bool {
    ON.load(Ordering::Relaxed)
}

/// `XMP_CHECK` as the user set it: Some(true) for `1`, Some(false) for `0`.
fn env_setting() -> Option<bool> {
    match std::env::var(xmp_abi::env::CHECK).ok()?.trim() {
        "0" => Some(false),
        "" => None,
        _ => Some(true),
    }
}

/// At start-up: `XMP_CHECK=1` turns the mode on, `XMP_CHECK=0` off (also in a program built
/// with `-fxmp-check`); unset keeps what the program asked for.
pub fn init() {
    if let Some(v) = env_setting() {
        ON.store(v, Ordering::Relaxed);
    }
}

/// `xmp_rt_check_request()`: called by a constructor of every unit compiled with
/// `-fxmp-check` (before `main`, so before [`init`]); `XMP_CHECK=0` still wins.
#[no_mangle]
pub extern "C" fn xmp_rt_check_request() {
    if env_setting() != Some(false) {
        ON.store(true, Ordering::Relaxed);
    }
}

/// The collective operations that are checked. Task entry and exit, `wait_async`, the
/// coarray synchronisations between pairs (`sync images`, post/wait, locks) and one-sided
/// transfers do not synchronise the set and are not checked. Neither is the end of the
/// program: a node that ends while others wait for it in a collective (also in this check's
/// exchange) is reported by them as ended, on both transports, and an end that waited for the
/// others would turn that report into a hang where they wait in a pairwise synchronisation.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum Kind {
    Barrier = 1,
    Reduction,
    Bcast,
    SyncAll,
    Gmove,
    Reflect,
    ReflectDo,
    ReduceShadow,
    Transform,
    Alloc,
    Exit,
}

impl Kind {
    const ALL: [Kind; 11] = [
        Kind::Barrier,
        Kind::Reduction,
        Kind::Bcast,
        Kind::SyncAll,
        Kind::Gmove,
        Kind::Reflect,
        Kind::ReflectDo,
        Kind::ReduceShadow,
        Kind::Transform,
        Kind::Alloc,
        Kind::Exit,
    ];

    fn from_u8(v: u8) -> Option<Kind> {
        Kind::ALL.get(usize::from(v).checked_sub(1)?).copied()
    }

    /// How a report names a node's place: "in barrier", "in reduction".
    fn phrase(self) -> &'static str {
        match self {
            Kind::Barrier => "in barrier",
            Kind::Reduction => "in reduction",
            Kind::Bcast => "in bcast",
            Kind::SyncAll => "in xmp_sync_all",
            Kind::Gmove => "in gmove",
            Kind::Reflect => "in reflect",
            Kind::ReflectDo => "in reflect_do",
            Kind::ReduceShadow => "in reduce_shadow",
            Kind::Transform => "in",
            Kind::Alloc => "in the allocation of a global array or coarray",
            Kind::Exit => "in xmp_exit",
        }
    }
}

/// What one node is about to do: the fields every member must agree on.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Coll {
    pub kind: Kind,
    /// Reduction operator ([`ReduceOp`] code), transformational procedure number.
    pub op: u8,
    /// Element type ([`DType`] code) of reductions and reduce_shadow.
    pub dtype: u8,
    pub is_async: bool,
    /// Elements (reduction, gmove) or bytes (bcast).
    pub count: u64,
    /// Bcast: the root's entire-set rank; gmove and reflect: the element size.
    pub extra: u64,
}

impl Coll {
    /// A collective with nothing but its kind to compare.
    pub fn plain(kind: Kind) -> Coll {
        Coll {
            kind,
            op: 0,
            dtype: 0,
            is_async: false,
            count: 0,
            extra: 0,
        }
    }
    pub fn barrier() -> Coll {
        Coll::plain(Kind::Barrier)
    }
    pub fn reduction(op: i32, dtype: i32, count: usize, is_async: bool) -> Coll {
        Coll {
            op: op as u8,
            dtype: dtype as u8,
            count: count as u64,
            is_async,
            ..Coll::plain(Kind::Reduction)
        }
    }
    /// `root`: the root's entire-set rank.
    pub fn bcast(size: usize, root: u32, is_async: bool) -> Coll {
        Coll {
            count: size as u64,
            extra: u64::from(root),
            is_async,
            ..Coll::plain(Kind::Bcast)
        }
    }
}

/// A reflect (`Reflect`) or `reflect_do` (`ReflectDo`) of global array `a` (a descriptor the
/// caller has validated): the element size is compared.
///
/// # Safety
/// `a` points at a live global array descriptor.
pub unsafe fn reflect<T>(kind: Kind, a: *const T) -> Coll {
    Coll {
        extra: (*(a as *const GlobalArray)).elem as u64,
        ..Coll::plain(kind)
    }
}

/// `gmove` (`mode`: collective, in, out) with global sides `global` (destination, source)
/// of `count` elements of `elem` bytes:
/// collective over the executing set when a side is a global array.
pub fn gmove(
    global: [bool; 2],
    mode: i32,
    count: u64,
    elem: usize,
    is_async: bool,
) -> Option<Coll> {
    global.contains(&true).then_some(Coll {
        op: mode as u8,
        count,
        extra: elem as u64,
        is_async,
        ..Coll::plain(Kind::Gmove)
    })
}

/// The node set a checked collective runs over.
pub enum Set {
    /// A node-set handle of the ABI (null: the executing set).
    Handle(*const c_void),
    /// The node set of a global array's template (reflect, reduce_shadow).
    Array(*const c_void),
    /// The array of a reflect handle.
    ReflectHandle(*const c_void),
    /// The current executing set.
    Executing,
}

/// The hook at a collective entry point: when the mode is on, compares `what(set)` (None:
/// not collective this time) across the members of `set` and ends the job on a mismatch.
#[inline(always)]
pub fn at<F: FnOnce(&NodeSet) -> Option<Coll>>(set: Set, loc: *const c_char, what: F) {
    if on() {
        slow(set, loc, what)
    }
}

#[cold]
#[inline(never)]
fn slow<F: FnOnce(&NodeSet) -> Option<Coll>>(set: Set, loc: *const c_char, what: F) {
    // SAFETY: the ABI's location strings are null or NUL-terminated.
    let loc = unsafe { rt::loc_ref(loc) };
    rt::with(|r| {
        let Some(s) = resolve(r, set) else { return };
        if s.pos.is_none() {
            return;
        }
        if let Some(c) = what(&s) {
            in_rt(r, &s, loc.as_deref(), || c)
        }
    })
}

/// The root of `bcast ... from f on s` as an entire-set rank: `f`'s node (null: the first of
/// `s`). None where `f` is not one node (the operation reports that).
///
/// # Safety
/// `from` is null or a node-set handle of the runtime.
pub unsafe fn bcast_root(s: &NodeSet, from: *const c_void) -> Option<u32> {
    if from.is_null() {
        return s.ranks.first().copied();
    }
    let f = from as *const NodeSet;
    if !NodeSet::is_node_set(f) || (*f).len() != 1 {
        return None;
    }
    (*f).ranks.first().copied()
}

/// The set behind `s` (None where the argument is not a valid descriptor: the operation
/// itself reports that).
fn resolve(r: &Runtime, s: Set) -> Option<Arc<NodeSet>> {
    // SAFETY: each pointer is checked for its descriptor header before use; descriptors
    // handed to the runtime outlive the call.
    unsafe {
        let array_set = |a: *const GlobalArray| -> Option<Arc<NodeSet>> {
            if !GlobalArray::is_array(a) || (*a).template.is_null() {
                return None;
            }
            (*(*a).template).nodes.clone()
        };
        match s {
            Set::Executing => Some(r.executing().clone()),
            Set::Handle(p) if p.is_null() => Some(r.executing().clone()),
            Set::Handle(p) => {
                let p = p as *const NodeSet;
                if !NodeSet::is_node_set(p) {
                    return None;
                }
                Arc::increment_strong_count(p);
                Some(Arc::from_raw(p))
            }
            Set::Array(a) => array_set(a as *const GlobalArray),
            Set::ReflectHandle(h) => {
                let h = h as *const crate::reflect::Handle;
                if !crate::reflect::Handle::is_handle(h) {
                    return None;
                }
                array_set((*h).array())
            }
        }
    }
}

/// Words per member in the descriptor table.
const W: usize = 4;
/// Bytes per member in the location table (longer locations are cut).
const LOC: usize = 96;

/// FNV-1a of the members' ranks: equal on every member of the same set.
fn set_hash(ranks: &[u32]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for &r in ranks {
        for b in r.to_le_bytes() {
            h = (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3);
        }
    }
    h
}

fn encode(c: &Coll, set: &NodeSet) -> [u64; W] {
    [
        c.kind as u64
            | u64::from(c.op) << 8
            | u64::from(c.dtype) << 16
            | u64::from(c.is_async) << 24
            | (set.len() as u64) << 32,
        c.count,
        c.extra,
        set_hash(&set.ranks),
    ]
}

/// One member's decoded row.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Row {
    kind: Option<Kind>,
    op: u8,
    dtype: u8,
    is_async: bool,
    set_len: u64,
    count: u64,
    extra: u64,
    set_hash: u64,
}

fn decode(w: &[u64]) -> Row {
    Row {
        kind: Kind::from_u8(w[0] as u8),
        op: (w[0] >> 8) as u8,
        dtype: (w[0] >> 16) as u8,
        is_async: (w[0] >> 24) & 1 != 0,
        set_len: w[0] >> 32,
        count: w[1],
        extra: w[2],
        set_hash: w[3],
    }
}

/// Checks collective `what()` over `set` from inside the runtime (allocation, `xmp_exit`); a
/// no-op when the mode is off or this node is not a member.
pub fn in_rt(r: &mut Runtime, set: &NodeSet, loc: Option<&str>, what: impl FnOnce() -> Coll) {
    if !on() {
        return;
    }
    let Some(pos) = set.pos else { return };
    let n = set.len();
    if n < 2 {
        return;
    }
    let mine = encode(&what(), set);
    let mut table = vec![0u64; n * W];
    table[pos * W..(pos + 1) * W].copy_from_slice(&mine);
    {
        // SAFETY: plain words viewed as bytes.
        let bytes = unsafe {
            std::slice::from_raw_parts_mut(table.as_mut_ptr() as *mut u8, table.len() * 8)
        };
        let res =
            r.transport()
                .allreduce(&set.ranks, pos, bytes, DType::ULongLong, ReduceOp::BitOr);
        rt::comm(res, loc);
    }
    if table.chunks(W).all(|w| w == &mine[..]) {
        return;
    }
    // Every member saw the same table: all of them collect the locations, one reports.
    let mut locs = vec![0u8; n * LOC];
    if let Some(l) = loc {
        let b = l.as_bytes();
        let k = b.len().min(LOC - 1);
        locs[pos * LOC..pos * LOC + k].copy_from_slice(&b[..k]);
    }
    let res = r
        .transport()
        .allreduce(&set.ranks, pos, &mut locs, DType::UChar, ReduceOp::BitOr);
    rt::comm(res, loc);
    if pos != 0 {
        rt::leave_after_report();
    }
    let rows: Vec<Row> = table.chunks(W).map(decode).collect();
    let locs: Vec<String> = locs
        .chunks(LOC)
        .map(|c| {
            let end = c.iter().position(|&b| b == 0).unwrap_or(c.len());
            String::from_utf8_lossy(&c[..end]).into_owned()
        })
        .collect();
    let line = format!(
        "xmp: collective mismatch: {}\n",
        report(&set.ranks, &rows, &locs)
    );
    rt::fatal_report(&line)
}

/// Which fields differ between the rows of one kind (only those are shown, to keep reports
/// short).
struct Vary {
    dtype: bool,
    count: bool,
    extra: bool,
    is_async: bool,
    /// The set of the reporting (first) member, when some member's set differs from it.
    set: Option<u64>,
}

fn vary(rows: &[Row], kind: Option<Kind>) -> Vary {
    let same: Vec<&Row> = rows.iter().filter(|r| r.kind == kind).collect();
    let differs = |f: &dyn Fn(&Row) -> u64| same.iter().any(|r| f(r) != f(same[0]));
    Vary {
        dtype: differs(&|r| u64::from(r.dtype)),
        count: differs(&|r| r.count),
        extra: differs(&|r| r.extra),
        is_async: differs(&|r| u64::from(r.is_async)),
        set: differs(&|r| r.set_hash).then_some(rows[0].set_hash),
    }
}

/// A row as a report names it: `reduction(+)`, `bcast of 8 bytes from node 1`, ...
fn describe(r: &Row, v: &Vary) -> String {
    let Some(kind) = r.kind else {
        return "in an unknown collective".into();
    };
    let mut s = kind.phrase().to_string();
    let dtype = || DType::from_i32(i32::from(r.dtype)).map_or("?", |t| t.c_name());
    match kind {
        Kind::Reduction => {
            let op = ReduceOp::from_i32(i32::from(r.op)).map_or("?", |o| o.spelling());
            s.push_str(&format!("({op})"));
            if v.dtype || v.count {
                s.push_str(&format!(" of {} x {}", r.count, dtype()));
            }
        }
        Kind::Bcast => {
            if v.count {
                s.push_str(&format!(" of {} bytes", r.count));
            }
            if v.extra {
                s.push_str(&format!(" from node {}", r.extra));
            }
        }
        Kind::Gmove => {
            match i32::from(r.op) {
                crate::gmove::GMOVE_IN => s.push_str(" in"),
                crate::gmove::GMOVE_OUT => s.push_str(" out"),
                _ => {}
            }
            if v.count {
                s.push_str(&format!(" of {} elements", r.count));
            }
            if v.extra {
                s.push_str(&format!(" of {}-byte elements", r.extra));
            }
        }
        Kind::Reflect | Kind::ReflectDo if v.extra => {
            s.push_str(&format!(" of an array of {}-byte elements", r.extra));
        }
        Kind::ReduceShadow if v.dtype => {
            s.push_str(&format!(" of {}", dtype()));
        }
        Kind::Transform => {
            let name = crate::transform::NAMES
                .get(usize::from(r.op))
                .copied()
                .unwrap_or("a transformational procedure");
            s.push_str(&format!(" {name}"));
        }
        _ => {}
    }
    if v.is_async && r.is_async {
        s.push_str(" async");
    }
    if v.set.is_some_and(|h| h != r.set_hash) {
        s.push_str(&format!(" on another node set ({} nodes)", r.set_len));
    }
    s
}

/// `node 0 in barrier at a.c:12, nodes 1, 2 in reduction(+) at a.c:15`: the members grouped
/// by what they reached and where, in the order of their first member.
fn report(ranks: &[u32], rows: &[Row], locs: &[String]) -> String {
    let mut groups: Vec<(String, Vec<u32>)> = vec![];
    for ((rank, row), loc) in ranks.iter().zip(rows).zip(locs) {
        let mut what = describe(row, &vary(rows, row.kind));
        if !loc.is_empty() {
            what.push_str(&format!(" at {loc}"));
        }
        match groups.iter_mut().find(|g| g.0 == what) {
            Some(g) => g.1.push(*rank),
            None => groups.push((what, vec![*rank])),
        }
    }
    groups
        .iter()
        .map(|(what, nodes)| {
            let list: Vec<String> = nodes.iter().map(u32::to_string).collect();
            let noun = if nodes.len() == 1 { "node" } else { "nodes" };
            format!("{noun} {} {what}", list.join(", "))
        })
        .collect::<Vec<_>>()
        .join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(c: Coll, ranks: &[u32]) -> Row {
        let set = NodeSet::new(ranks.to_vec(), vec![ranks.len() as i32], 0, 0);
        decode(&encode(&c, &set))
    }

    #[test]
    fn descriptors_round_trip() {
        let c = Coll::reduction(ReduceOp::Max as i32, DType::Double as i32, 3, true);
        let r = row(c, &[0, 1]);
        assert_eq!(r.kind, Some(Kind::Reduction));
        assert_eq!(r.op, ReduceOp::Max as u8);
        assert_eq!(r.dtype, DType::Double as u8);
        assert!(r.is_async);
        assert_eq!((r.count, r.set_len), (3, 2));
        for k in Kind::ALL {
            assert_eq!(Kind::from_u8(k as u8), Some(k));
        }
        assert_eq!(Kind::from_u8(0), None);
    }

    #[test]
    fn report_names_each_node() {
        let ranks = [0, 1];
        let rows = [
            row(Coll::barrier(), &ranks),
            row(
                Coll::reduction(ReduceOp::Sum as i32, DType::Int as i32, 1, false),
                &ranks,
            ),
        ];
        let locs = ["a.c:12".to_string(), "a.c:15".to_string()];
        assert_eq!(
            report(&ranks, &rows, &locs),
            "node 0 in barrier at a.c:12, node 1 in reduction(+) at a.c:15"
        );
    }

    #[test]
    fn report_groups_and_shows_what_differs() {
        let ranks = [0, 1, 2, 3];
        let b = |root| row(Coll::bcast(8, root, false), &ranks);
        let rows = [b(0), b(0), b(2), b(0)];
        let locs = vec!["x.c:5".to_string(); 4];
        assert_eq!(
            report(&ranks, &rows, &locs),
            "nodes 0, 1, 3 in bcast from node 0 at x.c:5, node 2 in bcast from node 2 at x.c:5"
        );
        let r = |n| {
            row(
                Coll::reduction(ReduceOp::Sum as i32, DType::Double as i32, n, false),
                &ranks[..2],
            )
        };
        assert_eq!(
            report(&ranks[..2], &[r(1), r(4)], &["".into(), "".into()]),
            "node 0 in reduction(+) of 1 x double, node 1 in reduction(+) of 4 x double"
        );
    }

    #[test]
    fn different_sets_are_named() {
        let a = row(Coll::barrier(), &[0, 1]);
        let b = row(Coll::barrier(), &[1, 0]);
        assert_ne!(a, b);
        assert_eq!(
            report(&[0, 1], &[a, b], &["".into(), "".into()]),
            "node 0 in barrier, node 1 in barrier on another node set (2 nodes)"
        );
    }
}
