//! The per-process runtime state: the transport, the entire node set, the executing-node-set
//! stack, the symmetric-heap allocator, async ids and statistics. XMP operations are
//! single-threaded (reference section 11); a one-flag lock guards the state anyway (see
//! [`RtCell`]).

use crate::check::{self, Coll};
use crate::launch::{self, Outcome, Spawn};
use crate::mem::Segment;
use crate::nodes::NodeSet;
use crate::reduce;
use crate::seg::{state, Layout};
use crate::shm::{ring, Shm};
use crate::transport::{CommError, Transport};
use std::cell::UnsafeCell;
use std::collections::{BTreeMap, HashMap};
use std::sync::atomic::{AtomicBool, AtomicPtr, AtomicUsize, Ordering};
use std::sync::{Arc, OnceLock};
use xmp_abi::{env, DType, ReduceOp, XmpNodeSub, XmpStat};

/// The state of this node.
pub struct Runtime {
    /// Entire-set rank.
    pub me: usize,
    /// Entire-set size.
    pub n: usize,
    tp: Box<dyn Transport>,
    /// The entire node set.
    pub entire: Arc<NodeSet>,
    /// Executing node sets; the bottom is the entire set.
    pub stack: Vec<Arc<NodeSet>>,
    heap_top: usize,
    heap_high_water: usize,
    live: BTreeMap<usize, usize>,
    stats: [u64; XmpStat::ALL.len()],
    stats_on: bool,
    /// Async ids with the transport tokens of their still-running collectives (issue 3).
    async_ids: HashMap<i32, Vec<u64>>,
    finalized: bool,
    /// The node is leaving with a nonzero status: no waiting on others at shutdown.
    failed: bool,
}

/// The runtime slot behind a one-flag lock. XMP programs drive the runtime from one thread,
/// so the lock is never contended in practice; a `Mutex` cost two atomic read-modify-writes
/// per entry point (lock and unlock) and a small put enters the runtime twice (put and
/// complete), which was measurable against raw MPI. Here taking the lock is one exchange and
/// releasing it a plain release store. Another thread waits (yielding), so the semantics are
/// those of a mutex; re-entering from the same thread deadlocks, as it did with the mutex
/// (nothing in the runtime does).
struct RtCell {
    busy: AtomicBool,
    slot: UnsafeCell<Option<Runtime>>,
}

// SAFETY: `slot` is only reached through `RtGuard`, which `busy` makes exclusive.
unsafe impl Sync for RtCell {}

/// Exclusive access to the runtime slot; releases the lock when dropped.
struct RtGuard(&'static RtCell);

impl std::ops::Deref for RtGuard {
    type Target = Option<Runtime>;
    fn deref(&self) -> &Option<Runtime> {
        // SAFETY: the guard holds the lock.
        unsafe { &*self.0.slot.get() }
    }
}

impl std::ops::DerefMut for RtGuard {
    fn deref_mut(&mut self) -> &mut Option<Runtime> {
        // SAFETY: the guard holds the lock.
        unsafe { &mut *self.0.slot.get() }
    }
}

impl Drop for RtGuard {
    #[inline]
    fn drop(&mut self) {
        self.0.busy.store(false, Ordering::Release);
    }
}

impl RtCell {
    #[inline]
    fn lock(&'static self) -> RtGuard {
        while self.busy.swap(true, Ordering::Acquire) {
            std::thread::yield_now();
        }
        RtGuard(self)
    }
    fn try_lock(&'static self) -> Option<RtGuard> {
        (!self.busy.swap(true, Ordering::Acquire)).then_some(RtGuard(self))
    }
}

static RT: RtCell = RtCell {
    busy: AtomicBool::new(false),
    slot: UnsafeCell::new(None),
};
/// This node's rank, for fault paths that must not take the lock (usize::MAX: unknown).
static ME: AtomicUsize = AtomicUsize::new(usize::MAX);
static SEG_BASE: AtomicPtr<u8> = AtomicPtr::new(std::ptr::null_mut());
static SEG_LAYOUT: OnceLock<Layout> = OnceLock::new();

#[inline]
fn lock() -> RtGuard {
    RT.lock()
}

/// Runs `f` on the runtime, starting it (as one node or as a node of the launcher's job) if
/// the program did not call `xmp_rt_init`.
///
/// Inlined into every entry point, with the start-up out of line: the runtime lives in a
/// static, and a small collective pays for each instruction and stack slot on this path.
#[inline]
pub fn with<R>(f: impl FnOnce(&mut Runtime) -> R) -> R {
    let mut g = lock();
    match g.as_mut() {
        Some(rt) => f(rt),
        None => f(start_in(&mut g)),
    }
}

/// Starts the runtime in the empty slot behind `g` (first use without `xmp_rt_init`).
#[cold]
#[inline(never)]
fn start_in(g: &mut RtGuard) -> &mut Runtime {
    g.insert(start(0))
}

/// Starts the runtime if needed (`nodes_required` > 1 without a launcher spawns the job).
pub fn init(nodes_required: i32) {
    let mut g = lock();
    if g.is_none() {
        *g = Some(start(nodes_required));
    }
}

/// This node's entire-set rank, once the transport knows it (readable without the lock).
pub fn node_rank() -> Option<usize> {
    Some(ME.load(Ordering::Relaxed)).filter(|&k| k != usize::MAX)
}

fn node_label() -> String {
    match ME.load(Ordering::Relaxed) {
        usize::MAX => "xmp".to_string(),
        k => format!("xmp: node {k}"),
    }
}

fn flush_and_exit(code: i32) -> ! {
    // _exit, not exit: atexit handlers could re-enter the runtime while it is locked. C stdio
    // buffers are flushed first so the user's output is not lost.
    // SAFETY: fflush(NULL) flushes every C stream; _exit has no preconditions.
    unsafe {
        libc::fflush(std::ptr::null_mut());
        libc::_exit(code)
    }
}

/// Marks this node as having reported its failure, raises the job's abort flag and wakes
/// every node.
fn raise_abort() {
    let base = SEG_BASE.load(Ordering::Acquire);
    let (Some(layout), false) = (SEG_LAYOUT.get(), base.is_null()) else {
        return;
    };
    // SAFETY: base/layout describe this process's live mapping (never unmapped in a node).
    let seg = unsafe { Segment::view(base, *layout) };
    let h = seg.header();
    let me = ME.load(Ordering::Relaxed);
    if me < layout.nnodes {
        h.node_state[me].store(state::FAILED_REPORTED, Ordering::SeqCst);
    }
    h.abort.store(1, Ordering::SeqCst);
    for k in 0..layout.nnodes {
        ring(&seg, k);
    }
}

/// Reports a runtime error (`xmp: node K: error: MSG at LOC`) and ends the job.
pub fn fatal(msg: &str, loc: Option<&str>) -> ! {
    let at = loc.map(|l| format!(" at {l}")).unwrap_or_default();
    fatal_report(&format!("{}: error: {msg}{at}\n", node_label()))
}

/// Writes `line`, a whole report that ends with a newline, and ends the job as [`fatal`] does.
pub fn fatal_report(line: &str) -> ! {
    // SAFETY: one write(2) of a valid buffer, so concurrent reports do not interleave.
    unsafe { libc::write(2, line.as_ptr() as *const libc::c_void, line.len()) };
    raise_abort();
    #[cfg(feature = "mpi")]
    crate::mpi_tp::abort_if_active(1);
    flush_and_exit(1)
}

/// Whether node `k` has reported its own failure (shm; false under MPI).
fn peer_reported(k: usize) -> bool {
    let h = SEG_BASE.load(Ordering::Acquire) as *const crate::seg::Header;
    let n = SEG_LAYOUT.get().map_or(0, |l| l.nnodes);
    // SAFETY: the header of this process's live mapping (null with MPI).
    k < n
        && !h.is_null()
        && unsafe { (*h).node_state[k].load(Ordering::SeqCst) } == state::FAILED_REPORTED
}

/// Marks this node's failure as reported (its crash report is written), so that the shm
/// launcher does not name it again. Async-signal-safe: atomic loads and one store.
pub(crate) fn mark_failure_reported() {
    let base = SEG_BASE.load(Ordering::Acquire);
    let (Some(layout), false) = (SEG_LAYOUT.get(), base.is_null()) else {
        return;
    };
    // SAFETY: as in raise_abort.
    let seg = unsafe { Segment::view(base, *layout) };
    let me = ME.load(Ordering::Relaxed);
    if me < layout.nnodes {
        seg.header().node_state[me].store(state::FAILED_REPORTED, Ordering::SeqCst);
    }
}

/// Whether the job's abort flag is up (shm; false under MPI).
fn job_aborting() -> bool {
    let h = SEG_BASE.load(Ordering::Acquire) as *const crate::seg::Header;
    // SAFETY: the header of this process's live mapping (null with MPI).
    !h.is_null() && unsafe { (*h).abort.load(Ordering::SeqCst) } != 0
}

/// Leaves without a report of its own once another node has reported why the job ends (it
/// does so at the same moment): on shm when that node has raised the job's abort flag, on MPI
/// when its `MPI_Abort` ends this process; bounded, in case the reporter died first.
pub fn leave_after_report() -> ! {
    for _ in 0..500 {
        if job_aborting() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    quiet_exit()
}

/// Leaves quietly because the job is already ending (another node reported why).
fn quiet_exit() -> ! {
    let base = SEG_BASE.load(Ordering::Acquire);
    if let (Some(layout), false) = (SEG_LAYOUT.get(), base.is_null()) {
        // SAFETY: as in raise_abort.
        let seg = unsafe { Segment::view(base, *layout) };
        let me = ME.load(Ordering::Relaxed);
        if me < layout.nnodes {
            seg.header().node_state[me].store(state::FAILED_REPORTED, Ordering::SeqCst);
        }
    }
    flush_and_exit(1)
}

fn env_usize(name: &str) -> Option<usize> {
    std::env::var(name).ok()?.trim().parse().ok()
}

/// Picks and starts the transport: the MPI one under mpiexec (feature `mpi`), else shm (as a
/// node of xmprun's job, as a self-spawned job, or as a single node).
fn start_transport(nodes_required: i32) -> (Box<dyn Transport>, usize, usize) {
    let transport = std::env::var(env::TRANSPORT).unwrap_or_default();
    #[cfg(feature = "mpi")]
    {
        let shm_job = std::env::var_os(env::SHM_FD).is_some();
        if transport == "mpi"
            || (transport.is_empty() && !shm_job && crate::mpi_tp::launched_by_mpiexec())
        {
            return match crate::mpi_tp::Mpi::new() {
                Ok(m) => {
                    let (me, n) = (m.rank(), m.size());
                    ME.store(me, Ordering::Relaxed);
                    (Box::new(m), me, n)
                }
                Err(e) => fatal(&e, None),
            };
        }
    }
    match transport.as_str() {
        "" | "shm" => {}
        "mpi" => fatal(
            "the mpi transport is not supported by this build of libxmp-rt (build it with the cargo feature 'mpi')",
            None,
        ),
        other => fatal(&format!("unknown transport '{other}' in XMP_TRANSPORT"), None),
    }
    #[cfg(not(feature = "mpi"))]
    if std::env::var("PMI_SIZE")
        .ok()
        .and_then(|v| v.parse::<usize>().ok())
        .is_some_and(|s| s > 1)
        && std::env::var_os(env::SHM_FD).is_none()
    {
        fatal(
            "started by mpiexec but built for the shm transport: run it with xmprun, or build with --transport=mpi",
            None,
        );
    }
    let (seg, me) = if let Ok(fd) = std::env::var(env::SHM_FD) {
        let parsed = (
            fd.trim().parse::<i32>().ok(),
            env_usize(env::SHM_SIZE),
            env_usize(env::NODE),
        );
        let (Some(fd), Some(size), Some(node)) = parsed else {
            fatal(
                "the launcher environment (XMP_SHM_FD, XMP_SHM_SIZE, XMP_NODE) is invalid",
                None,
            )
        };
        // Programs this node starts (system(), another XMP program) must not see our job.
        for v in [env::SHM_FD, env::SHM_SIZE, env::NODE, env::NNODES] {
            std::env::remove_var(v);
        }
        ME.store(node, Ordering::Relaxed);
        match Segment::attach(fd, size) {
            Ok(seg) if node < seg.layout.nnodes => (seg, node),
            Ok(_) => fatal("XMP_NODE is out of range", None),
            Err(e) => fatal(&e, None),
        }
    } else if nodes_required > 1 {
        let program = std::env::args().next().unwrap_or_default();
        match launch::launch(nodes_required as usize, Spawn::Fork) {
            Ok(Outcome::Node { node, seg }) => (seg, node),
            Ok(Outcome::Job(status)) => flush_and_exit(status),
            Err(e) => fatal(
                &format!("cannot start {program} on {nodes_required} nodes: {e}"),
                None,
            ),
        }
    } else {
        match Segment::anonymous(launch::heap_region(1)) {
            Ok(seg) => (seg, 0),
            Err(e) => fatal(&e, None),
        }
    };
    ME.store(me, Ordering::Relaxed);
    let _ = SEG_LAYOUT.set(seg.layout);
    SEG_BASE.store(seg.base(), Ordering::Release);
    let n = seg.layout.nnodes;
    (Box::new(Shm::new(seg, me)), me, n)
}

fn start(nodes_required: i32) -> Runtime {
    // The network model, when XMP_NET names one (else the transport as it is)
    let net = crate::netmodel::configured().unwrap_or_else(|e| fatal(&e, None));
    let (tp, me, n) = start_transport(nodes_required);
    let tp = crate::netmodel::wrap(tp, net);
    crate::check::init();
    // After the transport: under MPI, MPI_Init has installed UCX's handlers, which ours chain to.
    crate::crash::install(me);
    if nodes_required > 0 && nodes_required as usize != n {
        // Every node detects it; node 0 alone says so.
        if me == 0 {
            fatal(
                &format!(
                    "the program's nodes directive needs {nodes_required} nodes but the job has {n} (run it with xmprun -n {nodes_required})"
                ),
                None,
            );
        }
        // Leave only once node 0 has reported (else the launcher could end node 0 before it
        // says why); bounded, in case node 0 died.
        let h = SEG_BASE.load(Ordering::Acquire) as *const crate::seg::Header;
        for _ in 0..500 {
            // SAFETY: the header of this process's live mapping (null with MPI).
            if h.is_null() || unsafe { (*h).abort.load(Ordering::SeqCst) } != 0 {
                break;
            }
            std::thread::sleep(std::time::Duration::from_millis(10));
        }
        quiet_exit();
    }
    // A node that leaves through exit() instead of returning from main still ends cleanly
    // (statistics, normal-end mark).
    // SAFETY: registering a plain extern "C" function (glibc's on_exit passes the status).
    unsafe { on_exit(at_exit_hook, std::ptr::null_mut()) };
    let entire = Arc::new(NodeSet::new(
        (0..n as u32).collect(),
        vec![n as i32],
        xmp_abi::XMP_ENTIRE_NODES,
        me,
    ));
    let stats_on = std::env::var(env::STATS).map(|v| v == "1").unwrap_or(false);
    let mut tp = tp;
    let timing = crate::trace::startup(stats_on, |v| {
        let mut b = v.to_ne_bytes();
        let r = tp.allreduce_entire(&entire.ranks, me, &mut b, DType::ULongLong, ReduceOp::Max);
        comm(r, None);
        u64::from_ne_bytes(b)
    });
    crate::xmpt::startup(me, n, timing);
    Runtime {
        me,
        n,
        tp,
        entire: entire.clone(),
        stack: vec![entire],
        heap_top: 0,
        heap_high_water: 0,
        live: BTreeMap::new(),
        stats: [0; XmpStat::ALL.len()],
        stats_on,
        async_ids: HashMap::new(),
        finalized: false,
        failed: false,
    }
}

/// Converts a C location string, borrowing it (valid UTF-8, the usual case): every
/// communication entry point calls this, so it must not allocate.
///
/// # Safety
/// `loc` is null or a NUL-terminated string that outlives the result.
#[inline]
pub unsafe fn loc_ref<'a>(loc: *const libc::c_char) -> Option<std::borrow::Cow<'a, str>> {
    if loc.is_null() {
        None
    } else {
        let bytes = std::ffi::CStr::from_ptr(loc).to_bytes();
        // Compiled locations are ASCII paths: checking that is a few word compares, where the
        // lossy conversion walks UTF-8 chunks (about 250 instructions per call for a typical
        // `file.c:line:col`, a measurable part of a small GET).
        if bytes.is_ascii() {
            // SAFETY: ASCII is valid UTF-8.
            Some(std::borrow::Cow::Borrowed(std::str::from_utf8_unchecked(
                bytes,
            )))
        } else {
            Some(String::from_utf8_lossy(bytes))
        }
    }
}

/// Takes a counted reference to the node set behind a handle (None for null).
///
/// # Safety
/// `h` is null or a handle made by this runtime that is still alive.
pub unsafe fn handle(h: *const NodeSet, loc: Option<&str>) -> Option<Arc<NodeSet>> {
    if h.is_null() {
        return None;
    }
    if !NodeSet::is_node_set(h) {
        fatal("a node-set argument is not a node set descriptor", loc);
    }
    Arc::increment_strong_count(h);
    Some(Arc::from_raw(h))
}

/// [`comm`] for the entry points' fast paths, which keep the C location string undecoded
/// until there is something to report.
///
/// # Safety
/// `loc` is null or a NUL-terminated string.
#[inline]
pub unsafe fn comm_at(r: Result<(), CommError>, loc: *const libc::c_char) {
    if r.is_err() {
        comm(r, loc_ref(loc).as_deref());
    }
}

/// Ends the job as a failed communication requires (see [`CommError`]); nothing on `Ok`.
pub fn comm(r: Result<(), CommError>, loc: Option<&str>) {
    match r {
        Ok(()) => {}
        Err(CommError::Aborted) => quiet_exit(),
        // A peer that reported its own failure (an error, or a crash report before it died by
        // the signal): the job is ending, and the launcher raises the abort flag once it has
        // seen the peer end. Leaving before that could make this node's exit the job's status.
        Err(CommError::PeerGone(k)) if peer_reported(k) => {
            for _ in 0..500 {
                if job_aborting() {
                    break;
                }
                std::thread::sleep(std::time::Duration::from_millis(10));
            }
            quiet_exit()
        }
        Err(CommError::PeerGone(k)) => fatal(
            &format!(
                "node {k} ended while this node waits for it in a collective (every node of a set must reach the same collectives)"
            ),
            loc,
        ),
    }
}

impl Runtime {
    /// The current executing node set.
    pub fn executing(&self) -> &Arc<NodeSet> {
        self.stack.last().unwrap_or(&self.entire)
    }

    fn resolve(&self, h: Option<Arc<NodeSet>>) -> Arc<NodeSet> {
        h.unwrap_or_else(|| self.executing().clone())
    }

    fn count(&mut self, s: XmpStat, by: u64) {
        self.stats[s as usize] += by;
    }

    /// Counter value (`xmp_rt_stat`).
    pub fn stat(&self, s: XmpStat) -> u64 {
        self.stats[s as usize]
    }

    fn check_subset(&self, set: &NodeSet, what: &str, loc: Option<&str>) {
        let exec = self.executing();
        // The common cases cost nothing: the executing set is the entire set, or is `set`.
        if exec.len() == self.n || std::ptr::eq(&**exec, set) {
            return;
        }
        if !exec.contains_all(set) {
            fatal(
                &format!("the node set of {what} is not a subset of the executing node set"),
                loc,
            );
        }
    }

    /// `nodes name[extents] [= parent]`.
    pub fn nodes_new(
        &self,
        extents: &[i32],
        parent: Option<Arc<NodeSet>>,
        loc: Option<&str>,
    ) -> NodeSet {
        let attr = match &parent {
            None => xmp_abi::XMP_ENTIRE_NODES,
            Some(p) if Arc::ptr_eq(p, self.executing()) && !Arc::ptr_eq(p, &self.entire) => {
                xmp_abi::XMP_EXECUTING_NODES
            }
            Some(p) if Arc::ptr_eq(p, &self.entire) => xmp_abi::XMP_ENTIRE_NODES,
            Some(_) => xmp_abi::XMP_EQUIVALENCE_NODES,
        };
        let base = parent.clone().unwrap_or_else(|| self.entire.clone());
        if extents.is_empty() {
            fatal("a nodes declaration needs at least one dimension", loc);
        }
        let mut shape = extents.to_vec();
        for (d, &e) in extents.iter().enumerate() {
            if e == -1 && d == 0 {
                continue;
            }
            if e <= 0 {
                fatal(&format!("nodes extent {e} in dimension {d} must be positive (only the first may be '*')"), loc);
            }
        }
        let rest: i64 = extents[1..].iter().map(|&e| e as i64).product();
        let size = base.len() as i64;
        let what = if parent.is_none() {
            format!("the job has {size}")
        } else {
            format!("the referenced node set has {size}")
        };
        if extents[0] == -1 {
            if size % rest != 0 || size == 0 {
                fatal(&format!("nodes declaration with '*': {size} nodes cannot be split into rows of {rest}"), loc);
            }
            shape[0] = (size / rest) as i32;
        } else {
            let want = extents[0] as i64 * rest;
            if want != size {
                let hint = if parent.is_none() {
                    format!(" (run it with xmprun -n {want})")
                } else {
                    String::new()
                };
                fatal(
                    &format!("the nodes declaration needs {want} nodes but {what}{hint}"),
                    loc,
                );
            }
        }
        let mut set = NodeSet::new(base.ranks.clone(), shape, attr, self.me);
        set.equiv = parent.as_ref().and_then(|p| p.equiv.clone());
        set
    }

    /// A section of a node array.
    pub fn nodes_section(&self, set: &NodeSet, subs: &[XmpNodeSub], loc: Option<&str>) -> NodeSet {
        set.section(subs, self.me)
            .unwrap_or_else(|e| fatal(&e, loc))
    }

    /// `set` without the members outside the executing set (kept whole when the executing
    /// set is the entire set or holds every member).
    pub fn within_executing(&self, set: NodeSet) -> NodeSet {
        let exec = self.executing();
        if exec.len() == self.n || exec.contains_all(&set) {
            return set;
        }
        let ranks: Vec<u32> = set
            .ranks
            .iter()
            .copied()
            .filter(|r| exec.ranks.contains(r))
            .collect();
        let len = ranks.len() as i32;
        NodeSet::new(ranks, vec![len], set.attr, self.me)
    }

    /// A set of explicit entire-set ranks.
    pub fn nodes_from_ranks(&self, ranks: &[i32]) -> NodeSet {
        let mut v = Vec::with_capacity(ranks.len());
        for &r in ranks {
            if r < 0 || r as usize >= self.n {
                fatal(
                    &format!("node rank {r} is out of range 0..{}", self.n - 1),
                    None,
                );
            }
            v.push(r as u32);
        }
        let len = v.len() as i32;
        NodeSet::new(v, vec![len], xmp_abi::XMP_EQUIVALENCE_NODES, self.me)
    }

    /// `task on set`: pushes the set and returns true when this node is a member.
    pub fn task_begin(&mut self, set: Option<Arc<NodeSet>>, loc: Option<&str>) -> bool {
        let set = self.resolve(set);
        if set.pos.is_none() {
            return false;
        }
        self.check_subset(&set, "a task", loc);
        self.stack.push(set);
        self.count(XmpStat::Task, 1);
        true
    }

    /// End of a task entered with [`Runtime::task_begin`].
    pub fn task_end(&mut self) {
        if self.stack.len() <= 1 {
            fatal("end of a task that was not entered", None);
        }
        self.stack.pop();
    }

    /// `barrier [on set]`.
    pub fn barrier(&mut self, set: Option<Arc<NodeSet>>, loc: Option<&str>) {
        // Borrowed, not a clone of the executing set's Arc (two atomic read-modify-writes on
        // every collective); the fields used below are disjoint from the stack.
        let set: &NodeSet = match &set {
            Some(s) => s,
            None => self.stack.last().unwrap_or(&self.entire),
        };
        let Some(pos) = set.pos else { return };
        self.check_subset(set, "barrier", loc);
        self.stats[XmpStat::Barrier as usize] += 1;
        let r = self.tp.barrier(&set.ranks, pos);
        comm(r, loc);
    }

    /// The collectives of the entry points' fast paths: over the executing set, with nothing
    /// left to check but the communication itself, so the caller decodes its source location
    /// only when the result is an error (a `strlen` and a UTF-8 check per call otherwise, a
    /// measurable part of a small collective).
    pub fn barrier_executing(&mut self) -> Result<(), CommError> {
        self.stats[XmpStat::Barrier as usize] += 1;
        if self.stack.len() <= 1 {
            return self.tp.barrier_entire(&self.entire.ranks, self.me);
        }
        let set: &NodeSet = self.stack.last().unwrap_or(&self.entire);
        let Some(pos) = set.pos else { return Ok(()) };
        self.tp.barrier(&set.ranks, pos)
    }

    /// `xmp_sync_all`: completes this node's one-sided operations, then a barrier of the
    /// executing set (counted as a sync_all, not as a barrier).
    pub fn sync_all_executing(&mut self) -> Result<(), CommError> {
        self.tp.complete();
        self.stats[XmpStat::SyncAll as usize] += 1;
        if self.stack.len() <= 1 {
            return self.tp.barrier_entire(&self.entire.ranks, self.me);
        }
        let set: &NodeSet = self.stack.last().unwrap_or(&self.entire);
        let Some(pos) = set.pos else { return Ok(()) };
        self.tp.barrier(&set.ranks, pos)
    }

    /// As [`Runtime::barrier_executing`]: `bcast (buf)` from the executing set's first node.
    pub fn bcast_executing(&mut self, buf: &mut [u8]) -> Result<(), CommError> {
        self.stats[XmpStat::Bcast as usize] += 1;
        self.stats[XmpStat::BcastBytes as usize] += buf.len() as u64;
        if self.stack.len() <= 1 {
            return self.tp.bcast_entire(&self.entire.ranks, self.me, 0, buf);
        }
        let set: &NodeSet = self.stack.last().unwrap_or(&self.entire);
        let Some(pos) = set.pos else { return Ok(()) };
        self.tp.bcast(&set.ranks, pos, 0, buf)
    }

    /// As [`Runtime::barrier_executing`]: `reduction (op: buf)`; the caller has checked that
    /// `op` is defined for `ty`.
    pub fn reduce_executing(
        &mut self,
        buf: &mut [u8],
        ty: DType,
        op: ReduceOp,
    ) -> Result<(), CommError> {
        self.stats[XmpStat::Reduction as usize] += 1;
        self.stats[XmpStat::ReductionBytes as usize] += buf.len() as u64;
        if self.stack.len() <= 1 {
            return self
                .tp
                .allreduce_entire(&self.entire.ranks, self.me, buf, ty, op);
        }
        let set: &NodeSet = self.stack.last().unwrap_or(&self.entire);
        let Some(pos) = set.pos else { return Ok(()) };
        self.tp.allreduce(&set.ranks, pos, buf, ty, op)
    }

    /// `bcast (buf) [from] [on]`.
    pub fn bcast(
        &mut self,
        on: Option<Arc<NodeSet>>,
        from: Option<Arc<NodeSet>>,
        buf: &mut [u8],
        loc: Option<&str>,
    ) {
        self.bcast_maybe_async(on, from, buf, None, loc)
    }

    /// A broadcast over the executing set from its member at position `root`, for values the
    /// runtime itself must agree on (not a user `bcast`: not counted in the statistics).
    pub fn share_from(&mut self, root: usize, buf: &mut [u8], loc: Option<&str>) {
        let set: &NodeSet = self.stack.last().unwrap_or(&self.entire);
        let Some(pos) = set.pos else { return };
        let r = self.tp.bcast(&set.ranks, pos, root, buf);
        comm(r, loc);
    }

    /// `bcast ... async(id)` (issue 3): starts the broadcast; [`Runtime::wait_async`] or
    /// [`Runtime::test_async`] of `id` completes it (the transport may finish it at once).
    ///
    /// # Safety
    /// `buf` must stay valid, and unread and unwritten, until the id is waited for.
    pub unsafe fn bcast_async(
        &mut self,
        on: Option<Arc<NodeSet>>,
        from: Option<Arc<NodeSet>>,
        buf: &mut [u8],
        id: i32,
        loc: Option<&str>,
    ) {
        self.bcast_maybe_async(on, from, buf, Some(id), loc)
    }

    fn bcast_maybe_async(
        &mut self,
        on: Option<Arc<NodeSet>>,
        from: Option<Arc<NodeSet>>,
        buf: &mut [u8],
        id: Option<i32>,
        loc: Option<&str>,
    ) {
        if let Some(id) = id {
            self.async_started(id);
        }
        // Borrowed, as in `barrier`.
        let set: &NodeSet = match &on {
            Some(s) => s,
            None => self.stack.last().unwrap_or(&self.entire),
        };
        let Some(pos) = set.pos else { return };
        self.check_subset(set, "bcast", loc);
        let root = match from {
            None => 0,
            Some(f) => {
                if f.len() != 1 {
                    fatal(
                        &format!("the 'from' of bcast must be one node, not {}", f.len()),
                        loc,
                    );
                }
                match set.ranks.iter().position(|&r| r == f.ranks[0]) {
                    Some(p) => p,
                    None => fatal("the 'from' node of bcast is not in its 'on' node set", loc),
                }
            }
        };
        self.stats[XmpStat::Bcast as usize] += 1;
        self.stats[XmpStat::BcastBytes as usize] += buf.len() as u64;
        let r = match id {
            None => self.tp.bcast(&set.ranks, pos, root, buf),
            Some(id) => {
                let r = self.tp.bcast_start(&set.ranks, pos, root, buf);
                self.keep_token(id, r)
            }
        };
        comm(r, loc);
    }

    /// `reduction (op: buf) [on]`.
    pub fn reduce(
        &mut self,
        on: Option<Arc<NodeSet>>,
        buf: &mut [u8],
        ty: DType,
        op: ReduceOp,
        loc: Option<&str>,
    ) {
        self.reduce_maybe_async(on, buf, ty, op, None, loc)
    }

    /// `reduction ... async(id)` (issue 3), as [`Runtime::bcast_async`].
    ///
    /// # Safety
    /// `buf` must stay valid, and unread and unwritten, until the id is waited for.
    pub unsafe fn reduce_async(
        &mut self,
        on: Option<Arc<NodeSet>>,
        buf: &mut [u8],
        ty: DType,
        op: ReduceOp,
        id: i32,
        loc: Option<&str>,
    ) {
        self.reduce_maybe_async(on, buf, ty, op, Some(id), loc)
    }

    fn reduce_maybe_async(
        &mut self,
        on: Option<Arc<NodeSet>>,
        buf: &mut [u8],
        ty: DType,
        op: ReduceOp,
        id: Option<i32>,
        loc: Option<&str>,
    ) {
        if let Some(id) = id {
            self.async_started(id);
        }
        if let Err(e) = reduce::check(ty, op) {
            fatal(&e, loc);
        }
        // Borrowed, as in `barrier`.
        let set: &NodeSet = match &on {
            Some(s) => s,
            None => self.stack.last().unwrap_or(&self.entire),
        };
        let Some(pos) = set.pos else { return };
        self.check_subset(set, "reduction", loc);
        self.stats[XmpStat::Reduction as usize] += 1;
        self.stats[XmpStat::ReductionBytes as usize] += buf.len() as u64;
        let r = match id {
            None => self.tp.allreduce(&set.ranks, pos, buf, ty, op),
            Some(id) => {
                let r = self.tp.allreduce_start(&set.ranks, pos, buf, ty, op);
                self.keep_token(id, r)
            }
        };
        comm(r, loc);
    }

    /// Remembers the transport token of a started collective under async id `id`.
    fn keep_token(&mut self, id: i32, r: Result<Option<u64>, CommError>) -> Result<(), CommError> {
        let tok = r?;
        if let Some(t) = tok {
            self.async_ids.entry(id).or_default().push(t);
        }
        Ok(())
    }

    /// Records an async id (counted in [`XmpStat::Async`]). Operations the transport
    /// completes before returning (everything on shm) leave the id without tokens.
    pub fn async_started(&mut self, id: i32) {
        self.count(XmpStat::Async, 1);
        self.async_ids.entry(id).or_default();
    }

    /// `wait_async (ids)`: completes the collectives started under the ids and forgets them.
    pub fn wait_async(&mut self, ids: &[i32]) {
        for id in ids {
            if let Some(toks) = self.async_ids.remove(id) {
                for t in toks {
                    self.tp.async_wait(t);
                }
            }
            // issue 5 (async gmove, helper E): destinations written after the gets.
            crate::gmove::finish_async(self, *id, true);
            // issue 5 (async reduce_shadow): additions after the receives.
            crate::reduce_shadow::finish_async(*id);
        }
    }

    /// `xmp_test_async (id)`: whether everything started under `id` has completed (then the
    /// id is forgotten). Unknown ids are complete.
    pub fn test_async(&mut self, id: i32) -> bool {
        let Some(toks) = self.async_ids.get_mut(&id) else {
            return true;
        };
        let mut left = std::mem::take(toks);
        left.retain(|&t| !self.tp.async_test(t));
        if left.is_empty() {
            self.async_ids.remove(&id);
            // issue 5 (async gmove, helper E): local destination writes that need no barrier.
            crate::gmove::finish_async(self, id, false);
            // issue 5 (async reduce_shadow): additions after the receives.
            crate::reduce_shadow::finish_async(id);
            true
        } else {
            self.async_ids.insert(id, left);
            false
        }
    }

    // ----- issue 5 (async reflect, helper E) -----
    /// Whether the transport starts two-sided transfers that progress without the caller
    /// ([`Transport::has_async_p2p`]).
    pub fn has_async_p2p(&self) -> bool {
        self.tp.has_async_p2p()
    }

    /// Starts a strided send (`send`) or receive with entire-set rank `rank` and keeps its
    /// token under async id `id`; false when the transport cannot start one (nothing moved).
    ///
    /// # Safety
    /// As [`Transport::isend_strided`] / [`Transport::irecv_strided`].
    #[allow(clippy::too_many_arguments)]
    pub unsafe fn p2p_async(
        &mut self,
        send: bool,
        rank: usize,
        buf: *mut u8,
        elem: usize,
        counts: &[usize],
        strides: &[isize],
        id: i32,
    ) -> bool {
        crate::xmpt::moved(rank, elem * counts.iter().product::<usize>(), send);
        let tok = if send {
            self.tp.isend_strided(rank, buf, elem, counts, strides)
        } else {
            self.tp.irecv_strided(rank, buf, elem, counts, strides)
        };
        match tok {
            Some(t) => {
                self.async_ids.entry(id).or_default().push(t);
                true
            }
            None => false,
        }
    }

    /// Whether the transport starts gets that progress without the caller
    /// ([`Transport::has_async_get`]).
    pub fn has_async_get(&self) -> bool {
        self.tp.has_async_get()
    }

    /// Starts a get of `len` bytes from `offset` in the heap of entire-set rank `rank` and
    /// keeps its token under async id `id`; false when nothing was started.
    ///
    /// # Safety
    /// As [`Transport::get_start`].
    pub unsafe fn get_async(
        &mut self,
        rank: usize,
        offset: usize,
        dst: *mut u8,
        len: usize,
        id: i32,
    ) -> bool {
        crate::xmpt::moved(rank, len, false);
        match self.tp.get_start(rank, offset, dst, len) {
            Some(t) => {
                self.async_ids.entry(id).or_default().push(t);
                true
            }
            None => false,
        }
    }

    /// Completes every started async collective (before shutting the transport down).
    fn wait_all_async(&mut self) {
        let ids: Vec<i32> = self.async_ids.keys().copied().collect();
        self.wait_async(&ids);
    }

    /// Symmetric allocation over `set` (collective): the same offset on every member.
    pub fn sym_alloc(
        &mut self,
        set: Option<Arc<NodeSet>>,
        size: usize,
        align: usize,
        loc: Option<&str>,
    ) -> *mut u8 {
        let set = self.resolve(set);
        let Some(pos) = set.pos else {
            fatal("symmetric allocation by a node outside its node set", loc)
        };
        check::in_rt(self, &set, loc, || Coll::plain(check::Kind::Alloc));
        let align = align.max(16).checked_next_power_of_two().unwrap_or(16);
        // Agree on the offset: the highest top among the members, and the largest size.
        let mut v = [self.heap_top as u64, size as u64];
        if set.len() > 1 {
            // SAFETY: v is 16 plain bytes.
            let bytes = unsafe { std::slice::from_raw_parts_mut(v.as_mut_ptr() as *mut u8, 16) };
            let r = self
                .tp
                .allreduce(&set.ranks, pos, bytes, DType::ULongLong, ReduceOp::Max);
            comm(r, loc);
        }
        let (base, region) = self.tp.heap();
        let off = (v[0] as usize).div_ceil(align) * align;
        let end = off.saturating_add(v[1] as usize);
        if end > region {
            fatal(
                &format!(
                    "the symmetric heap is exhausted: {} bytes requested at offset {off}, {region} bytes reserved per node (set XMP_HEAP_MIB)",
                    v[1]
                ),
                loc,
            );
        }
        // Memory below the high-water mark may hold old data: clear it (fresh pages are zero).
        let dirty_end = end.min(self.heap_high_water);
        if dirty_end > off {
            // SAFETY: inside this node's heap.
            unsafe { std::ptr::write_bytes(base.add(off), 0, dirty_end - off) };
        }
        self.heap_high_water = self.heap_high_water.max(end);
        self.heap_top = end;
        self.live.insert(off, v[1] as usize);
        self.count(XmpStat::SymAlloc, 1);
        // SAFETY: off <= region.
        unsafe { base.add(off) }
    }

    /// Releases a symmetric allocation (every member of the allocating set must do so).
    pub fn sym_free(&mut self, p: *mut u8, loc: Option<&str>) {
        let (base, _) = self.tp.heap();
        let off = (p as usize).wrapping_sub(base as usize);
        if self.live.remove(&off).is_none() {
            fatal(
                "xmp_rt_sym_free: the address is not a live symmetric allocation",
                loc,
            );
        }
        self.heap_top = self
            .live
            .iter()
            .next_back()
            .map(|(o, s)| o + s)
            .unwrap_or(0);
    }

    /// Offset of `[p, p+len)` in this node's heap, or an error.
    fn sym_offset(
        &self,
        p: *const u8,
        min: isize,
        max: isize,
        what: &str,
        loc: Option<&str>,
    ) -> usize {
        let (base, region) = self.tp.heap();
        let off = (p as isize).wrapping_sub(base as isize);
        if off < 0
            || off.checked_add(min).is_none_or(|a| a < 0)
            || off.checked_add(max).is_none_or(|e| e > region as isize)
        {
            fatal(
                &format!("the {what} is not inside a symmetric (coarray) object"),
                loc,
            );
        }
        off as usize
    }

    /// Entire-set rank of `image` of the executing set, None when it is not valid (for the
    /// tool interface's descriptors; the operation itself reports it).
    pub fn image_rank_opt(&self, image: i32) -> Option<usize> {
        if image < 0 {
            return crate::coarray::image_on_rank(image, self.n);
        }
        self.executing()
            .ranks
            .get(image as usize)
            .map(|&r| r as usize)
    }

    fn image_rank(&self, image: i32, loc: Option<&str>) -> usize {
        let set = self.executing();
        // issue 6: a coindex of a coarray with several codimensions
        if image == xmp_abi::COINDEX_OUT_OF_RANGE {
            fatal("a cosubscript is outside its codimension", loc);
        }
        // issue 6: an image of a coarray mapped by `coarray on q` (an entire-set rank; these
        // values are negative, so a valid image index costs one comparison more)
        if image < 0 {
            if let Some(rank) = crate::coarray::image_on_rank(image, self.n) {
                return rank;
            }
        }
        if image < 0 || image as usize >= set.len() {
            fatal(
                &format!(
                    "image index {image} is out of range 0..{}",
                    set.len() as i64 - 1
                ),
                loc,
            );
        }
        set.ranks[image as usize] as usize
    }

    /// One-sided put of `len` bytes to `dst_sym` on `image`.
    ///
    /// # Safety
    /// `src` readable for `len` bytes.
    pub unsafe fn put(
        &mut self,
        image: i32,
        dst_sym: *const u8,
        src: *const u8,
        len: usize,
        loc: Option<&str>,
    ) {
        let rank = self.image_rank(image, loc);
        let off = self.sym_offset(dst_sym, 0, len as isize, "destination of a put", loc);
        self.count(XmpStat::Put, 1);
        self.count(XmpStat::PutBytes, len as u64);
        self.tp.put(rank, off, src, len);
    }

    /// One-sided get of `len` bytes from `src_sym` on `image`.
    ///
    /// # Safety
    /// `dst` writable for `len` bytes.
    pub unsafe fn get(
        &mut self,
        image: i32,
        dst: *mut u8,
        src_sym: *const u8,
        len: usize,
        loc: Option<&str>,
    ) {
        let rank = self.image_rank(image, loc);
        let off = self.sym_offset(src_sym, 0, len as isize, "source of a get", loc);
        self.count(XmpStat::Get, 1);
        self.count(XmpStat::GetBytes, len as u64);
        self.tp.get(rank, off, dst, len);
    }

    /// Strided put/get (`is_put`); the remote side is `sym` on `image`.
    ///
    /// # Safety
    /// The local side must be valid for every addressed element.
    #[allow(clippy::too_many_arguments)]
    pub unsafe fn strided(
        &mut self,
        is_put: bool,
        image: i32,
        local: *mut u8,
        sym: *const u8,
        elem: usize,
        counts: &[i64],
        remote_strides: &[i64],
        local_strides: &[i64],
        loc: Option<&str>,
    ) {
        if counts.iter().any(|&c| c <= 0) {
            return;
        }
        let rank = self.image_rank(image, loc);
        let (mut lo, mut hi) = (0isize, elem as isize);
        for (&c, &s) in counts.iter().zip(remote_strides) {
            let span = (c as isize - 1) * s as isize;
            if span < 0 {
                lo += span;
            } else {
                hi += span;
            }
        }
        let what = if is_put {
            "destination of a put"
        } else {
            "source of a get"
        };
        let off = self.sym_offset(sym, lo, hi, what, loc);
        // Same-size reinterpretations (64-bit targets only, asserted below), not copies: this
        // is on the path of every coindexed access. The counts are positive (checked above).
        const _: () = assert!(std::mem::size_of::<isize>() == std::mem::size_of::<i64>());
        // SAFETY: i64, isize and usize have the same size and alignment here, and every count
        // is positive, so each value reads the same.
        let (counts, rs, ls) = unsafe {
            (
                std::slice::from_raw_parts(counts.as_ptr() as *const usize, counts.len()),
                std::slice::from_raw_parts(
                    remote_strides.as_ptr() as *const isize,
                    remote_strides.len(),
                ),
                std::slice::from_raw_parts(
                    local_strides.as_ptr() as *const isize,
                    local_strides.len(),
                ),
            )
        };
        let bytes = (counts.iter().product::<usize>() * elem) as u64;
        if is_put {
            self.count(XmpStat::Put, 1);
            self.count(XmpStat::PutBytes, bytes);
            self.tp.put_strided(rank, off, local, elem, counts, rs, ls);
        } else {
            self.count(XmpStat::Get, 1);
            self.count(XmpStat::GetBytes, bytes);
            self.tp.get_strided(rank, off, local, elem, counts, ls, rs);
        }
    }

    /// Adds `by` to counter `s` (for modules that do their own communication, e.g. reflect).
    pub fn count_stat(&mut self, s: XmpStat, by: u64) {
        self.count(s, by);
    }

    /// issue 5 (reflect_do persistent requests, helper A): the transport, for modules that
    /// keep transport objects of their own (persistent request groups of a reflect handle).
    pub fn transport(&mut self) -> &mut dyn Transport {
        &mut *self.tp
    }

    /// Offset of `p` in this node's symmetric heap (None when `p` lies outside it).
    pub fn heap_offset(&self, p: *const u8) -> Option<usize> {
        let (base, region) = self.tp.heap();
        let off = (p as usize).checked_sub(base as usize)?;
        (off < region).then_some(off)
    }

    /// Strided put to `offset` in the heap of entire-set rank `rank` (byte strides, C order).
    /// Not counted in the put statistics (callers count their own).
    ///
    /// # Safety
    /// Every addressed byte must be valid locally and inside the remote heap.
    #[allow(clippy::too_many_arguments)]
    pub unsafe fn put_strided_rank(
        &mut self,
        rank: usize,
        offset: usize,
        src: *const u8,
        elem: usize,
        counts: &[usize],
        dst_strides: &[isize],
        src_strides: &[isize],
    ) {
        self.tp
            .put_strided(rank, offset, src, elem, counts, dst_strides, src_strides);
        crate::xmpt::moved(rank, elem * counts.iter().product::<usize>(), true);
    }

    /// issue 5 (reduce_shadow): strided get from `offset` in the heap of entire-set rank
    /// `rank` into `dst` (byte strides, C order), the mirror of [`Runtime::put_strided_rank`].
    /// Not counted in the get statistics (callers count their own).
    ///
    /// # Safety
    /// Every addressed byte must be valid locally and inside the remote heap.
    #[allow(clippy::too_many_arguments)]
    pub unsafe fn get_strided_rank(
        &mut self,
        rank: usize,
        offset: usize,
        dst: *mut u8,
        elem: usize,
        counts: &[usize],
        dst_strides: &[isize],
        src_strides: &[isize],
    ) {
        self.tp
            .get_strided(rank, offset, dst, elem, counts, dst_strides, src_strides);
        crate::xmpt::moved(rank, elem * counts.iter().product::<usize>(), false);
    }

    /// Pairwise synchronisation with entire-set ranks `peers` (the n-th call naming a peer
    /// matches the peer's n-th call naming this node); no-op for an empty list.
    pub fn sync_ranks(&mut self, peers: &[u32], loc: Option<&str>) {
        if peers.is_empty() {
            return;
        }
        let r = self.tp.sync_images(peers);
        comm(r, loc);
    }

    /// issue 6 (nonblocking-put): [`Runtime::put`] that may return before the data is
    /// delivered (the next [`Runtime::complete`] finishes it); `src` may be reused on return.
    ///
    /// # Safety
    /// `src` readable for `len` bytes.
    pub unsafe fn put_nb(
        &mut self,
        image: i32,
        dst_sym: *const u8,
        src: *const u8,
        len: usize,
        loc: Option<&str>,
    ) {
        let rank = self.image_rank(image, loc);
        let off = self.sym_offset(dst_sym, 0, len as isize, "destination of a put", loc);
        self.count(XmpStat::Put, 1);
        self.count(XmpStat::PutBytes, len as u64);
        self.tp.put_nb(rank, off, src, len);
    }

    /// Completes outstanding one-sided operations.
    pub fn complete(&mut self) {
        self.tp.complete();
    }

    /// Completes this node's outstanding one-sided operations at their targets only
    /// (`xmp_rt_complete`; see [`Transport::complete_remote`]).
    pub fn complete_remote(&mut self) {
        self.tp.complete_remote();
    }

    /// `xmp_sync_images`: pairwise synchronisation with images of the current image set.
    pub fn sync_images(&mut self, images: &[i32]) {
        let r = self.sync_images_result(images);
        comm(r, None);
    }

    /// [`Runtime::sync_images`] with the communication result for the caller (a stat argument
    /// turns an ended image into `XMP_STAT_STOPPED_IMAGE`).
    pub fn sync_images_result(&mut self, images: &[i32]) -> Result<(), CommError> {
        self.tp.complete();
        self.stats[XmpStat::SyncImages as usize] += 1;
        // `xmp_sync_image` (one image) is the latency-critical case: no allocation.
        let r = if let [image] = images {
            let rank = self.image_rank(*image, None) as u32;
            self.tp.sync_images(&[rank])
        } else {
            let ranks: Vec<u32> = images
                .iter()
                .map(|&i| self.image_rank(i, None) as u32)
                .collect();
            self.tp.sync_images(&ranks)
        };
        r
    }

    /// A node leaves with a nonzero status: where no launcher reports it (MPI), say so, and
    /// skip the collective shutdown (the others may be waiting for this node in a collective).
    fn fail_exit(&mut self, status: i32) {
        if self.finalized {
            return;
        }
        self.failed = true;
        if !self.tp.launcher_reports_exits() {
            let line = format!("xmp: node {}: exited with status {status}\n", self.me);
            // SAFETY: one write(2) of a valid buffer; then flush the user's output before the
            // job is torn down.
            unsafe {
                libc::write(2, line.as_ptr() as *const libc::c_void, line.len());
                libc::fflush(std::ptr::null_mut());
            }
        }
        self.tp.abort_job(status);
    }

    /// Shutdown through exit(): like [`Runtime::finalize`] but without waiting for the other
    /// nodes (they may never get here, e.g. when this node exits with an error status).
    fn finalize_at_exit(&mut self) {
        if self.finalized {
            return;
        }
        self.finalized = true;
        self.wait_all_async();
        self.tp.complete();
        crate::trace::finish(self.me, self.n);
        crate::coarray::post_finish(self); // issue 6: deadlock detection of `wait`
        if self.stats_on {
            let line = self.stats_line();
            // SAFETY: one write(2) of a valid buffer.
            unsafe { libc::write(2, line.as_ptr() as *const libc::c_void, line.len()) };
        }
        // Not marked as ended normally: the exit status is unknown here (exit(3) is a failure);
        // the launcher marks it once it sees the status.
    }

    fn stats_line(&self) -> String {
        let mut line = format!("xmp: node {}: stats:", self.me);
        for s in XmpStat::ALL {
            line.push_str(&format!(" {}={}", s.name(), self.stats[s as usize]));
        }
        line.push_str(&crate::netmodel::stats_suffix()); // modelled network time
        line.push('\n');
        line.push_str(&crate::trace::stats_text(self.me));
        line
    }

    /// Shutdown: statistics (in node order) and the node's normal end.
    pub fn finalize(&mut self) {
        if self.finalized {
            return;
        }
        if self.failed {
            // Others may be waiting for this node: neither wait for them nor mark a normal end.
            self.finalize_at_exit();
            return;
        }
        self.finalized = true;
        self.wait_all_async();
        self.tp.complete();
        crate::trace::finish(self.me, self.n);
        // This node takes part in no more collectives: nodes that wait for it in one report
        // it ended, rather than hang (MPI; the token passing of the statistics below would
        // otherwise wait for them while they wait for this node).
        #[cfg(feature = "mpi")]
        crate::mpi_tp::mark_ended();
        crate::coarray::post_finish(self); // issue 6: deadlock detection of `wait`
        if self.stats_on {
            let line = self.stats_line();
            let mut print = || {
                // SAFETY: one write(2) of a valid buffer.
                unsafe { libc::write(2, line.as_ptr() as *const libc::c_void, line.len()) };
            };
            self.tp.ordered(&mut print);
        }
        self.tp.finish();
    }

    // ----- issue 6 (coarrays) -----
    /// `image (q)` before an image-control call: `set` (which this node must belong to, but
    /// need not be a subset of the executing set: sibling tasks synchronise through it) is the
    /// image set of that call; [`Runtime::task_end`] restores the executing set.
    pub fn image_set_begin(&mut self, set: Arc<NodeSet>, loc: Option<&str>) {
        if set.pos.is_none() {
            fatal("image (q): this image is not a member of node array q", loc);
        }
        self.stack.push(set);
    }

    /// The MPI communicator of the current executing node set for the program
    /// (`xmp_get_mpi_comm`); None when the transport does not run on MPI.
    pub fn mpi_comm(&mut self) -> Option<i32> {
        let set = self.executing().clone();
        self.tp.mpi_comm(&set.ranks)
    }

    /// The MPI communicator of the node set with these entire-set ranks (`xmp_nodes_comm`);
    /// as [`Runtime::mpi_comm`], the first call for a set is collective over its members.
    pub fn mpi_comm_of(&mut self, ranks: &[u32]) -> Option<i32> {
        self.tp.mpi_comm(ranks)
    }

    /// Entire-set rank of `image` (0-based in the executing set; -1 is this node), or a
    /// runtime error naming `loc`.
    pub fn co_rank(&self, image: i32, loc: Option<&str>) -> usize {
        if image == -1 {
            self.me
        } else {
            self.image_rank(image, loc)
        }
    }

    /// Atomic `op` on the `i32` at `sym` (this node's address of a symmetric object) on
    /// entire-set rank `rank`; returns the previous value.
    /// [`Transport::blocked_token`] of entire-set rank `node` (deadlock detection of `wait`).
    pub fn blocked_token(&self, node: usize) -> u32 {
        self.tp.blocked_token(node)
    }

    pub fn co_atomic(
        &mut self,
        rank: usize,
        sym: *const u8,
        op: crate::transport::AtomicOp,
        loc: Option<&str>,
    ) -> i32 {
        let off = self.sym_offset(sym, 0, 4, "atomic variable", loc);
        if !off.is_multiple_of(4) {
            fatal("an atomic variable is not 4-byte aligned", loc);
        }
        // SAFETY: inside the heap (checked) and aligned.
        unsafe { self.tp.atomic_i32(rank, off, op) }
    }
}

extern "C" {
    /// glibc: like atexit, but the handler receives the exit status.
    fn on_exit(
        f: extern "C" fn(libc::c_int, *mut libc::c_void),
        arg: *mut libc::c_void,
    ) -> libc::c_int;
}

extern "C" fn at_exit_hook(status: libc::c_int, _arg: *mut libc::c_void) {
    if status == 0 {
        crate::xmpt::shutdown();
    }
    // try_lock: exit() may run while the runtime is busy (a signal handler, another thread).
    if let Some(mut g) = RT.try_lock() {
        if let Some(rt) = g.as_mut() {
            if status != 0 {
                rt.fail_exit(status);
            }
            rt.finalize_at_exit();
            // exit(0) is a normal end. Where no launcher watches the nodes' exits (MPI), the
            // node still takes part in the collective shutdown, as after main returns: it tells
            // nodes waiting for it that it has ended (they report it) and calls MPI_Finalize.
            // Leaving without it made mpiexec end the whole job at once with status 0, silently,
            // even while other nodes waited for this one. A no-op after a normal finalize.
            if status == 0 && !rt.tp.launcher_reports_exits() {
                rt.tp.finish();
            }
        }
    }
}

/// Ends the runtime after the user's main returned `status`: a normal shutdown, or for a
/// nonzero status under a transport whose launcher does not watch exits, the job's end.
pub fn finalize_status(status: i32) {
    if status == 0 {
        crate::xmpt::shutdown();
    }
    let mut g = lock();
    if let Some(rt) = g.as_mut() {
        if status != 0 {
            rt.fail_exit(status);
        }
        rt.finalize();
    }
}

/// `xmp_exit`: flushes C stdio, waits at a barrier of the entire node set, and finalizes
/// normally, whatever status the process then exits with. The shm launcher takes a nonzero
/// exit of a node that finalized this way as the job's status, not as a failure (every node
/// reaches the same call); MPI's launcher reports the status as it does for any rank.
pub fn collective_exit() {
    // SAFETY: fflush(NULL) flushes every C stream.
    unsafe { libc::fflush(std::ptr::null_mut()) };
    crate::xmpt::shutdown();
    let mut g = lock();
    if let Some(rt) = g.as_mut() {
        if !rt.finalized && !rt.failed {
            let entire = rt.entire.clone();
            check::in_rt(rt, &entire, None, || Coll::plain(check::Kind::Exit));
            let r = rt.tp.barrier_entire(&rt.entire.ranks, rt.me);
            comm(r, None);
        }
        rt.finalize();
    }
}

/// Finalizes the runtime if it was started.
pub fn finalize() {
    let mut g = lock();
    if let Some(rt) = g.as_mut() {
        rt.finalize();
    }
}

/// Ends the job from a runtime-error entry point (used by `xmp_rt_error`).
pub fn user_error(msg: &str, loc: Option<&str>) -> ! {
    fatal(msg, loc)
}

/// Flushes C stdio and `_exit`s with `status` (for `xmp_exit`).
pub fn exit_now(status: i32) -> ! {
    flush_and_exit(status)
}

#[cfg(test)]
mod loc_tests {
    use super::loc_ref;
    use std::borrow::Cow;

    #[test]
    fn ascii_locations_are_borrowed_and_others_replaced() {
        let ascii = c"bench/coarray/pingpong.c:116:36";
        // SAFETY: NUL-terminated literals that outlive the results.
        let got = unsafe { loc_ref(ascii.as_ptr()) };
        assert!(matches!(
            got,
            Some(Cow::Borrowed("bench/coarray/pingpong.c:116:36"))
        ));
        let utf8 = c"caf\xc3\xa9.c:1:2";
        let got = unsafe { loc_ref(utf8.as_ptr()) };
        assert_eq!(got.as_deref(), Some("caf\u{e9}.c:1:2"));
        let bad = c"a\xff.c:3:4";
        let got = unsafe { loc_ref(bad.as_ptr()) };
        assert_eq!(got.as_deref(), Some("a\u{fffd}.c:3:4"));
        assert!(unsafe { loc_ref(std::ptr::null()) }.is_none());
    }
}
