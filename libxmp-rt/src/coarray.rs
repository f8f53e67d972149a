//! Coarray section copies (issue 6): `dst = src` over strided sections where either side may be
//! on another image (the compiler's array assignment statements and coindexed sections).
//!
//! Local-to-local copies pack the source first (overlapping sections behave as a copy through a
//! temporary, as Fortran array assignment). A local source goes straight into the remote
//! destination through the transport's strided put unless it is a broadcast scalar (stride 0),
//! which is packed first; a remote source comes straight into the local destination; remote to
//! remote goes through a packed buffer on this image (a third image moves the data).

use crate::msgs::{backoff, Arrived, Counters, SLOT};
use crate::rt::{fatal, Runtime};
use crate::transport::AtomicOp;
use std::sync::Mutex;
use xmp_abi::XmpStat;

/// One side of a copy: `image` (0-based in the executing set) or `None` for local memory;
/// `base` the first element (this image's address of the symmetric object when remote);
/// per dimension, C order, the count and the stride in bytes.
pub struct Side<'a> {
    pub image: Option<i32>,
    pub base: *mut u8,
    pub counts: &'a [i64],
    pub strides: &'a [i64],
}

/// Calls `f` with the byte offset of every element of a section, in C order.
fn for_each_offset(counts: &[i64], strides: &[i64], mut f: impl FnMut(isize)) {
    let n = counts.len();
    if n == 0 {
        f(0);
        return;
    }
    let mut idx = vec![0i64; n];
    loop {
        let off: i64 = idx.iter().zip(strides).map(|(i, s)| i * s).sum();
        f(off as isize);
        let mut d = n;
        loop {
            if d == 0 {
                return;
            }
            d -= 1;
            idx[d] += 1;
            if idx[d] < counts[d] {
                break;
            }
            idx[d] = 0;
        }
    }
}

/// Calls `f` with the byte offset and length of every contiguous run of a section, in C order:
/// the innermost dimension is one run when its stride is the element size.
fn for_each_run(counts: &[i64], strides: &[i64], elem: usize, mut f: impl FnMut(isize, usize)) {
    match (counts.split_last(), strides.split_last()) {
        (Some((&c, outer)), Some((&s, souter))) if s == elem as i64 => {
            for_each_offset(outer, souter, |off| f(off, c as usize * elem))
        }
        _ => for_each_offset(counts, strides, |off| f(off, elem)),
    }
}

/// Copies a local section into a packed buffer.
///
/// # Safety
/// Every element of the section is readable.
unsafe fn pack(src: *const u8, counts: &[i64], strides: &[i64], elem: usize, out: &mut Vec<u8>) {
    for_each_run(counts, strides, elem, |off, len| {
        out.extend_from_slice(std::slice::from_raw_parts(src.offset(off), len))
    });
}

/// Copies a packed buffer into a local section.
///
/// # Safety
/// Every element of the section is writable; `buf` holds them all.
unsafe fn unpack(dst: *mut u8, counts: &[i64], strides: &[i64], elem: usize, buf: &[u8]) {
    let mut k = 0;
    for_each_run(counts, strides, elem, |off, len| {
        std::ptr::copy_nonoverlapping(buf.as_ptr().add(k), dst.offset(off), len);
        k += len;
    });
}

/// Byte strides of a packed C-order array of `counts`.
fn packed_strides(counts: &[i64], elem: usize) -> Vec<i64> {
    let mut s = vec![0i64; counts.len()];
    let mut acc = elem as i64;
    for d in (0..counts.len()).rev() {
        s[d] = acc;
        acc *= counts[d].max(1);
    }
    s
}

/// `dst = src`. `src.counts` empty is a scalar broadcast to every element of `dst`; otherwise
/// the counts must be equal (else a runtime error naming `loc`).
///
/// # Safety
/// Local sides must be valid for every addressed element; remote bases must lie in a coarray.
pub unsafe fn copy(r: &mut Runtime, dst: &Side, src: &Side, elem: usize, loc: Option<&str>) {
    copy_ex(r, dst, src, elem, 0, loc)
}

/// `xmp_rt_co_copy_ex` flag: fetch a remote source into a temporary first (unfused GET).
pub const STAGED_GET: i32 = 1;
/// `xmp_rt_co_copy_ex` flag: a PUT may return before the data is delivered.
pub const NONBLOCKING: i32 = 2;

/// [`copy`] with `flags` ([`STAGED_GET`], [`NONBLOCKING`]).
///
/// # Safety
/// As [`copy`].
pub unsafe fn copy_ex(
    r: &mut Runtime,
    dst: &Side,
    src: &Side,
    elem: usize,
    flags: i32,
    loc: Option<&str>,
) {
    r.count_stat(XmpStat::CoCopy, 1);
    let scalar = src.counts.is_empty();
    if !scalar && src.counts != dst.counts {
        fatal(
            &format!(
                "array assignment between sections of different shapes ({:?} and {:?})",
                dst.counts, src.counts
            ),
            loc,
        );
    }
    if let Some(c) = dst.counts.iter().find(|&&c| c < 0) {
        fatal(&format!("array section of negative length {c}"), loc);
    }
    if dst.counts.contains(&0) {
        return;
    }
    let counts = dst.counts;
    // A scalar source repeats: stride 0 in every dimension (no allocation for the usual ranks).
    let zeros = [0i64; 8];
    let zeros_long: Vec<i64>;
    let sstr: &[i64] = if !scalar {
        src.strides
    } else if counts.len() <= zeros.len() {
        &zeros[..counts.len()]
    } else {
        zeros_long = vec![0; counts.len()];
        &zeros_long
    };
    let bytes = counts
        .iter()
        .try_fold(elem, |acc, &c| acc.checked_mul(c as usize))
        .filter(|&b| b <= isize::MAX as usize)
        .unwrap_or_else(|| fatal("array section too large", loc));
    let total = (bytes / elem.max(1)) as i64;
    // A coindex naming this image is local memory: overlapping sections must go through a
    // temporary like local ones.
    let me = r.me;
    let local = |img: Option<i32>, r: &Runtime| img.is_none_or(|i| r.co_rank(i, loc) == me);
    let (dimg, simg) = if local(dst.image, r) && local(src.image, r) {
        (None, None)
    } else {
        (dst.image, src.image)
    };
    let nb_run = flags & NONBLOCKING != 0
        && dimg.is_some()
        && simg.is_none()
        && !scalar
        && contiguous(counts, dst.strides, elem)
        && contiguous(counts, sstr, elem);
    if flags & NONBLOCKING != 0 && !nb_run {
        // A blocking transfer must not overtake earlier non-blocking puts to the same bytes.
        r.complete();
    }
    match (dimg, simg) {
        (None, None) => {
            let mut buf = Vec::with_capacity(bytes);
            pack(src.base, counts, sstr, elem, &mut buf);
            unpack(dst.base, counts, dst.strides, elem, &buf);
        }
        (Some(di), None) => {
            if scalar || sstr.contains(&0) {
                let mut buf = Vec::with_capacity(bytes);
                pack(src.base, counts, sstr, elem, &mut buf);
                let ps = packed_strides(counts, elem);
                r.strided(
                    true,
                    di,
                    buf.as_mut_ptr(),
                    dst.base,
                    elem,
                    counts,
                    dst.strides,
                    &ps,
                    loc,
                );
            } else if nb_run {
                // One contiguous run: the transport's non-blocking put (completed later).
                r.put_nb(di, dst.base, src.base, bytes, loc);
            } else {
                r.strided(
                    true,
                    di,
                    src.base,
                    dst.base,
                    elem,
                    counts,
                    dst.strides,
                    sstr,
                    loc,
                );
            }
        }
        (None, Some(si)) if !scalar && flags & STAGED_GET != 0 => {
            // The unfused lowering: the GET yields a temporary, the assignment copies it.
            let mut tmp = vec![0u8; bytes];
            let ps = packed_strides(counts, elem);
            r.strided(
                false,
                si,
                tmp.as_mut_ptr(),
                src.base,
                elem,
                counts,
                sstr,
                &ps,
                loc,
            );
            unpack(dst.base, counts, dst.strides, elem, &tmp);
        }
        (None, Some(si)) => {
            if scalar {
                // One remote element, then a local broadcast.
                let mut one = vec![0u8; elem];
                r.get(si, one.as_mut_ptr(), src.base, elem, loc);
                unpack_broadcast(dst.base, counts, dst.strides, &one);
            } else {
                r.strided(
                    false,
                    si,
                    dst.base,
                    src.base,
                    elem,
                    counts,
                    sstr,
                    dst.strides,
                    loc,
                );
            }
        }
        (Some(di), Some(si)) => {
            let mut buf = vec![0u8; bytes];
            let ps = packed_strides(counts, elem);
            if scalar {
                r.get(si, buf.as_mut_ptr(), src.base, elem, loc);
                let one = buf[..elem].to_vec();
                for k in 1..total as usize {
                    buf[k * elem..(k + 1) * elem].copy_from_slice(&one);
                }
            } else {
                r.strided(
                    false,
                    si,
                    buf.as_mut_ptr(),
                    src.base,
                    elem,
                    counts,
                    sstr,
                    &ps,
                    loc,
                );
            }
            r.strided(
                true,
                di,
                buf.as_mut_ptr(),
                dst.base,
                elem,
                counts,
                dst.strides,
                &ps,
                loc,
            );
        }
    }
}

/// Whether a section with these byte strides is one packed C-order run.
fn contiguous(counts: &[i64], strides: &[i64], elem: usize) -> bool {
    // As `strides == packed_strides(..)`, without allocating (every transfer asks).
    let mut acc = elem as i64;
    strides.len() == counts.len()
        && counts.iter().zip(strides).rev().all(|(&c, &s)| {
            let ok = s == acc;
            acc = acc.wrapping_mul(c.max(1));
            ok
        })
}

/// Writes one element value into every element of a local section.
///
/// # Safety
/// Every element of the section is writable.
unsafe fn unpack_broadcast(dst: *mut u8, counts: &[i64], strides: &[i64], one: &[u8]) {
    for_each_offset(counts, strides, |off| {
        std::ptr::copy_nonoverlapping(one.as_ptr(), dst.offset(off), one.len())
    });
}

// ----- `coarray on q` (reference 9.8) -----

/// The image value compiled code passes for entire-set rank 0 of a coarray mapped by `coarray
/// on q :: a` (`xmp_rt_co_image_on` returns `IMAGE_ON_BASE + rank`): far below every image
/// index a program computes, just above `xmp_abi::COINDEX_OUT_OF_RANGE`.
pub const IMAGE_ON_BASE: i32 = i32::MIN + 1;

/// The entire-set rank an image value encodes when it comes from `xmp_rt_co_image_on`.
pub fn image_on_rank(image: i32, n: usize) -> Option<usize> {
    let off = (image as i64) - (IMAGE_ON_BASE as i64);
    (image < 0 && (0..n as i64).contains(&off)).then_some(off as usize)
}

/// The image value of position `index` (element order, 0-based) of node array `q`.
pub fn image_on(q: &crate::nodes::NodeSet, index: i32, loc: Option<&str>) -> i32 {
    if index == xmp_abi::COINDEX_OUT_OF_RANGE {
        fatal("a cosubscript is outside its codimension", loc);
    }
    if index < 0 || index as usize >= q.ranks.len() {
        fatal(
            &format!(
                "image index {index} is out of range 0..{} of the node array of its 'coarray on' directive",
                q.ranks.len() as i64 - 1
            ),
            loc,
        );
    }
    IMAGE_ON_BASE + q.ranks[index as usize] as i32
}

// ----- coarray pointers (reference 9.10 draft) -----

/// Every `xmp_comalloc` block (start address -> end, coextents): the coextents for the image
/// index of a coindex through a coarray pointer with several codimensions (empty when the
/// call gave none), the extent for the bounds of sections along the pointer's dimension.
static COEXTENTS: Mutex<std::collections::BTreeMap<usize, (usize, Vec<i32>)>> =
    Mutex::new(std::collections::BTreeMap::new());

fn coextents(
) -> std::sync::MutexGuard<'static, std::collections::BTreeMap<usize, (usize, Vec<i32>)>> {
    COEXTENTS.lock().unwrap_or_else(|e| e.into_inner())
}

/// Records the coextents of the block `[p, p + size)` (checked positive).
pub fn comalloc_record(p: *mut u8, size: usize, ext: &[i32], loc: Option<&str>) {
    if let Some(e) = ext.iter().find(|&&e| e <= 0) {
        fatal(
            &format!("xmp_comalloc: a coextent must be positive, not {e}"),
            loc,
        );
    }
    coextents().insert(p as usize, (p as usize + size, ext.to_vec()));
}

/// Forgets the coextents of the block at `p` (`xmp_cofree`).
pub fn cofree_record(p: *mut u8) {
    coextents().remove(&(p as usize));
}

/// Checks a section `p[lo:len:step]` (`len` > 0) of rows of `row` bytes along a coarray
/// pointer's own dimension against the `xmp_comalloc` block `p` points into.
pub fn rows_check(p: *const u8, lo: i64, len: i64, step: i64, row: i64, loc: Option<&str>) {
    let a = p as usize;
    let block = {
        let g = coextents();
        match g.range(..=a).next_back() {
            Some((&start, &(end, _))) if a < end || (a == start && a == end) => Some((start, end)),
            _ => None,
        }
    };
    let Some((start, end)) = block else {
        fatal(
            "a section through a coarray pointer that does not point into an xmp_comalloc block",
            loc,
        );
    };
    let row = row.max(1) as i128;
    // Rows of the block, counted from the pointer: first..=last are inside.
    let before = (a - start) as i128 / row;
    let after = (end - a) as i128 / row;
    let (first, last) = (-before, after - 1);
    let (lo, step) = (lo as i128, step as i128);
    let end_row = lo + (len as i128 - 1) * step;
    let (min, max) = (lo.min(end_row), lo.max(end_row));
    if min < first || max > last {
        fatal(
            &format!(
                "a section along a coarray pointer's dimension addresses rows {min} to {max}, \
                 outside its xmp_comalloc block (rows {first} to {last} from the pointer)"
            ),
            loc,
        );
    }
}

/// Checks subscripts `lo, lo + step, .., lo + (len - 1) * step` (`len` > 0) of an array
/// dimension of extent `n` in a coindexed object: each must lie in `0..n`, so that a remote
/// access never touches memory outside the coarray (another coarray of that image).
pub fn bounds_check(lo: i64, len: i64, step: i64, n: i64, loc: Option<&str>) {
    let (lo, len, step, n) = (lo as i128, len as i128, step as i128, n as i128);
    let last = lo + (len - 1) * step;
    let (min, max) = (lo.min(last), lo.max(last));
    if min >= 0 && max < n {
        return;
    }
    let what = if len == 1 {
        format!("subscript {lo}")
    } else {
        format!("array section [{lo}:{len}:{step}] (subscripts {min} to {max})")
    };
    fatal(
        &format!(
            "the {what} of a coindexed object is out of bounds of its array dimension 0..{}",
            n - 1
        ),
        loc,
    );
}

/// Coextent `k` of the block `p` points into.
pub fn coextent(p: *const u8, k: i32, loc: Option<&str>) -> i32 {
    let a = p as usize;
    let g = coextents();
    match g.range(..=a).next_back() {
        Some((_, (end, ext))) if a < *end && !ext.is_empty() => match ext.get(k.max(0) as usize) {
            Some(&e) => e,
            None => fatal(
                &format!(
                    "a coindex with {} cosubscripts through a coarray pointer to a block that xmp_comalloc gave {} coextents",
                    k + 2,
                    ext.len()
                ),
                loc,
            ),
        },
        _ => fatal(
            "a coindex with several cosubscripts through a coarray pointer that does not point into an xmp_comalloc block with coextents",
            loc,
        ),
    }
}

// ----- locks, post/wait, atomics (reference 9.6, 9.7, 9.10) -----

/// `XMP_STAT_*` values of `xmp.h`.
const STAT_SUCCESS: i32 = 0;
const STAT_LOCKED: i32 = 3001;
const STAT_UNLOCKED: i32 = 3002;
const STAT_LOCKED_OTHER_IMAGE: i32 = 3003;

/// `lock (lk:[image]) [acquired_lock(acquired)] [stat(stat)]` on the lock word at `lk` (the
/// first `int` of an `xmp_lock_t`: 0 free, else the holder's entire-set rank + 1). With
/// `acquired` it tries once; conditions without `stat` are runtime errors.
///
/// # Safety
/// `acquired`/`stat` are null or writable.
pub unsafe fn lock(
    r: &mut Runtime,
    image: i32,
    lk: *const u8,
    acquired: *mut i32,
    stat: *mut i32,
    loc: Option<&str>,
) {
    let rank = r.co_rank(image, loc);
    r.count_stat(XmpStat::CoSync, 1);
    let me1 = r.me as i32 + 1;
    let mut round = 0;
    loop {
        let old = r.co_atomic(
            rank,
            lk,
            AtomicOp::Cas {
                expect: 0,
                new: me1,
            },
            loc,
        );
        if old == 0 {
            break;
        }
        if old == me1 {
            if stat.is_null() {
                fatal("lock of a lock this image already holds", loc);
            }
            *stat = STAT_LOCKED;
            return;
        }
        if !acquired.is_null() {
            *acquired = 0;
            if !stat.is_null() {
                *stat = STAT_SUCCESS;
            }
            return;
        }
        backoff(&mut round);
    }
    // What the previous holder wrote before its unlock is visible from here on.
    r.complete();
    if !acquired.is_null() {
        *acquired = 1;
    }
    if !stat.is_null() {
        *stat = STAT_SUCCESS;
    }
}

/// `unlock (lk:[image]) [stat(stat)]`: completes this image's accesses, then releases.
///
/// # Safety
/// `stat` is null or writable.
pub unsafe fn unlock(
    r: &mut Runtime,
    image: i32,
    lk: *const u8,
    stat: *mut i32,
    loc: Option<&str>,
) {
    let rank = r.co_rank(image, loc);
    r.count_stat(XmpStat::CoSync, 1);
    r.complete();
    let me1 = r.me as i32 + 1;
    let old = r.co_atomic(
        rank,
        lk,
        AtomicOp::Cas {
            expect: me1,
            new: 0,
        },
        loc,
    );
    let (code, msg) = match old {
        o if o == me1 => (STAT_SUCCESS, ""),
        0 => (STAT_UNLOCKED, "unlock of a lock that is not locked"),
        _ => (
            STAT_LOCKED_OTHER_IMAGE,
            "unlock of a lock that another image holds",
        ),
    };
    if code != STAT_SUCCESS && stat.is_null() {
        fatal(msg, loc);
    }
    if !stat.is_null() {
        *stat = code;
    }
}

/// Deadlock detection of `wait` (a wait that no post can ever satisfy would otherwise hang
/// the job). After the post areas of `n` slots, every node's area holds `n` state words; only
/// the words on entire-set rank 0 are used. Word `k` is 0 while node `k` runs (or is blocked
/// elsewhere: in a barrier or synchronisation the transport tells, see [`deadlocked`];
/// elsewhere no verdict), [`ENDED`] once it has finished,
/// or `1 + seen` while it is blocked in `wait` having scanned, without a match, every post
/// counted in `seen` (the sum of its per-source post counters, modulo 2^30). A node blocked in
/// `wait` publishes its word only in the sleeping phase of its backoff, so the fast path is
/// unchanged. When every word is ended or blocked and each blocked node's counters still sum
/// to its `seen`, no post is in flight and none can be sent any more: a deadlock.
const ENDED: i32 = -1;
/// Backoff rounds of a wait between two deadlock checks (rounds past the first 1024 sleep
/// 50 us each, so about 50 ms).
const DEADLOCK_CHECK_ROUNDS: u32 = 1024;
const SEEN_MASK: u32 = 0x3fff_ffff;

/// This node's post area (one message slot per source node, [`crate::msgs`]); the deadlock
/// states follow the `n` slots.
static POSTS: Mutex<Option<Counters>> = Mutex::new(None);

fn posts() -> std::sync::MutexGuard<'static, Option<Counters>> {
    POSTS.lock().unwrap_or_else(|e| e.into_inner())
}

/// Start-up (collective over the entire node set): the symmetric post areas.
pub fn post_init(r: &mut Runtime, loc: Option<&str>) {
    let mut g = posts();
    if g.is_some() {
        return;
    }
    let n = r.n;
    let area = r.sym_alloc(None, n * SLOT + 4 * n, 8, loc) as usize;
    *g = Some(Counters::new(area, n));
}

fn post_state<'a>(g: &'a mut Option<Counters>, loc: Option<&str>) -> &'a mut Counters {
    match g {
        Some(s) => s,
        None => fatal(
            "post/wait in a program whose main unit has no post or wait (not supported yet)",
            loc,
        ),
    }
}

/// `post (node, tag)`: completes this node's puts, then signals entire-set rank `to`. It
/// never waits (reference 9.7): each (pair, tag) is a counter the receiver's `wait` consumes.
pub fn post(r: &mut Runtime, to: usize, tag: i32, loc: Option<&str>) {
    let mut g = posts();
    let st = post_state(&mut g, loc);
    r.count_stat(XmpStat::CoSync, 1);
    st.send(r, to, tag, "post", loc);
}

/// `wait [(node [, tag])]`: blocks until a matching post from entire-set rank `from` (any
/// node when `None`) with `tag` (any when `None`) arrives, and consumes it.
pub fn wait(r: &mut Runtime, from: Option<usize>, tag: Option<i32>, loc: Option<&str>) {
    let mut g = posts();
    let st = post_state(&mut g, loc);
    r.count_stat(XmpStat::CoSync, 1);
    let me = r.me;
    let mut round = 0;
    // Deadlock detection state: the `seen` this node published (None: its word is 0).
    let mut published: Option<i32> = None;
    loop {
        // Posts counted before this scan; published below when the scan finds no match.
        let checking = round >= DEADLOCK_CHECK_ROUNDS && round % DEADLOCK_CHECK_ROUNDS == 0;
        let seen = checking.then(|| posts_seen(r, st.area, me, loc));
        if st.take(r, &mut Arrived::new(r.n), from, tag, loc) {
            if published.is_some() {
                state_store(r, st.area, me, 0, loc);
            }
            return;
        }
        if let Some(seen) = seen {
            let word = 1 + (seen & SEEN_MASK) as i32;
            if published != Some(word) {
                state_store(r, st.area, me, word, loc);
                published = Some(word);
            }
            if deadlocked(r, st.area, me, loc) {
                let who = match from {
                    Some(f) => format!("node {f}"),
                    None => "any node".into(),
                };
                let tag = tag.map(|t| format!(" with tag {t}")).unwrap_or_default();
                fatal(
                    &format!(
                        "deadlock: wait for a post from {who}{tag} can never be satisfied \
                         (every node is blocked in a wait, a barrier or a synchronisation, or \
                         has ended, and no pending post matches)"
                    ),
                    loc,
                );
            }
        }
        backoff(&mut round);
    }
}

/// The state word of node `k` (on entire-set rank 0).
fn state_word(area: usize, n: usize, k: usize) -> *const u8 {
    (area + n * SLOT + 4 * k) as *const u8
}

fn state_store(r: &mut Runtime, area: usize, k: usize, v: i32, loc: Option<&str>) {
    let w = state_word(area, r.n, k);
    r.co_atomic(0, w, AtomicOp::Store(v), loc);
}

/// The sum of node `k`'s per-source post counters.
fn posts_seen(r: &mut Runtime, area: usize, k: usize, loc: Option<&str>) -> u32 {
    let mut sum = 0u32;
    for s in 0..r.n {
        let slot = (area + s * SLOT) as *const u8;
        sum = sum.wrapping_add(r.co_atomic(k, slot, AtomicOp::Load, loc) as u32);
    }
    sum
}

/// Whether every node is ended, blocked in `wait` with nothing new posted to it, or asleep in
/// a wait of the transport (a barrier, `sync all`/`sync images`, a collective) that nothing
/// has been signalled to ([`Runtime::blocked_token`]), and this node is the lowest one blocked
/// in `wait` (the one that reports). Then no node runs, so none can post or signal any more:
/// the transport sleepers wait for one another or for a node blocked in `wait` (a barrier
/// that includes a waiter can never complete). The check reads every state, then the post
/// counters, then every state again: equal states mean that no node ran in between.
fn deadlocked(r: &mut Runtime, area: usize, me: usize, loc: Option<&str>) -> bool {
    let n = r.n;
    let mut words = Vec::with_capacity(n);
    let mut tokens = vec![0u32; n];
    for (k, t) in tokens.iter_mut().enumerate() {
        let w = r.co_atomic(0, state_word(area, n, k), AtomicOp::Load, loc);
        if w == 0 {
            // Not in `wait`: blocked only if asleep in a transport wait.
            *t = r.blocked_token(k);
            if *t == 0 {
                return false;
            }
        }
        words.push(w);
    }
    if words.iter().position(|&w| w != ENDED && w != 0) != Some(me) {
        return false;
    }
    for (k, &w) in words.iter().enumerate() {
        if w != ENDED && w != 0 && (posts_seen(r, area, k, loc) & SEEN_MASK) as i32 + 1 != w {
            return false;
        }
    }
    // Still blocked after the counters were read: nothing moved in between.
    (0..n).all(|k| {
        r.co_atomic(0, state_word(area, n, k), AtomicOp::Load, loc) == words[k]
            && (words[k] != 0 || r.blocked_token(k) == tokens[k])
    })
}

/// Shutdown of a node of a program using post/wait: marks it ended for the deadlock
/// detection of `wait` (an ended node can post no more).
pub fn post_finish(r: &mut Runtime) {
    let g = posts();
    if let Some(st) = g.as_ref() {
        state_store(r, st.area, r.me, ENDED, None);
    }
}

/// `xmp_atomic_define` (`op` Store) and `xmp_atomic_ref` (`op` Load) on the `int` at `atom`
/// on `image` (-1: this image).
pub fn atomic(
    r: &mut Runtime,
    image: i32,
    atom: *const u8,
    op: AtomicOp,
    loc: Option<&str>,
) -> i32 {
    let rank = r.co_rank(image, loc);
    r.count_stat(XmpStat::CoSync, 1);
    r.co_atomic(rank, atom, op, loc)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn offsets_run_in_c_order() {
        let mut v = vec![];
        for_each_offset(&[2, 3], &[100, -1], |o| v.push(o));
        assert_eq!(v, vec![0, -1, -2, 100, 99, 98]);
    }

    #[test]
    fn pack_unpack_round_trip_with_strides() {
        let src: Vec<u32> = (0..20).collect();
        let mut buf = vec![];
        // Elements 0, 3, 6 (stride 3) of both rows of a 2 x 10 view.
        unsafe { pack(src.as_ptr() as *const u8, &[2, 3], &[40, 12], 4, &mut buf) };
        let got: Vec<u32> = buf
            .chunks(4)
            .map(|c| u32::from_ne_bytes(c.try_into().unwrap()))
            .collect();
        assert_eq!(got, vec![0, 3, 6, 10, 13, 16]);
        let mut dst = vec![99u32; 20];
        unsafe { unpack(dst.as_mut_ptr() as *mut u8, &[2, 3], &[40, 12], 4, &buf) };
        assert_eq!(&dst[..8], &[0, 99, 99, 3, 99, 99, 6, 99]);
        assert_eq!(&dst[10..14], &[10, 99, 99, 13]);
    }

    #[test]
    fn runs_merge_the_contiguous_innermost_dimension() {
        let mut v = vec![];
        for_each_run(&[2, 3], &[40, 4], 4, |o, l| v.push((o, l)));
        assert_eq!(v, vec![(0, 12), (40, 12)]);
        v.clear();
        for_each_run(&[2, 3], &[40, 8], 4, |o, l| v.push((o, l)));
        assert_eq!(v.len(), 6);
    }

    #[test]
    fn packed_strides_are_c_order() {
        assert_eq!(packed_strides(&[2, 3, 4], 8), vec![96, 32, 8]);
    }
}
