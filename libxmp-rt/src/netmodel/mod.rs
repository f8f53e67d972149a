//! The network model (`XMP_NET`): pass experiments on a modelled interconnect.
//!
//! On one machine a put is one memory copy, so a pass that hides communication latency has
//! nothing to hide. With `XMP_NET` set ([`configured`]), [`wrap`] puts [`NetModel`] in front of the transport:
//! every operation still runs on the real transport (same code paths, the data moves through
//! memory), and the caller is then held until the time the operation would take on the
//! modelled network ([`cost`], LogGP figures from [`spec`]):
//! - blocking puts, gets and atomics: until the operation's start plus its modelled duration,
//!   so the real copy counts towards it;
//! - nonblocking puts (`put_nb`): the caller pays the overhead; the put completes at its
//!   modelled time, which the next `complete` waits for: work done in between hides it;
//! - started operations with tokens (async collectives, two-sided sends and receives, gets)
//!   and persistent request groups: their wait or successful test comes no earlier than the
//!   start plus the modelled duration;
//! - synchronisations and collectives: the modelled duration is spent before the real
//!   operation, so that this node's notice reaches the others when the network would deliver
//!   it, and the operation ends no earlier than the last member's arrival plus the duration.
//!
//! Operations on this node's own memory and collectives over one node cost nothing. Unset (or
//! `off`) there is no wrapper: the runtime calls the transport directly, so the model costs
//! the production path nothing. `XMP_STATS=1` adds the modelled communication time.

pub mod cost;
pub mod spec;

use crate::transport::{AtomicOp, CommError, PersistentMsg, Transport};
use cost::{now, wait_until};
use spec::Net;
use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::OnceLock;
use xmp_abi::{DType, ReduceOp};

/// The environment variable that selects the modelled network.
pub const VAR: &str = "XMP_NET";

/// The model's figures, once a transport was wrapped (for the statistics line).
static ACTIVE: OnceLock<Net> = OnceLock::new();
/// Operations charged, modelled nanoseconds charged to callers, nanoseconds spent waiting.
static OPS: AtomicU64 = AtomicU64::new(0);
static MODEL_NS: AtomicU64 = AtomicU64::new(0);
static WAIT_NS: AtomicU64 = AtomicU64::new(0);

/// Reads `XMP_NET`: the network to model (None: no model), or an error naming the variable.
/// Read before the transport starts, so that a bad value ends the program before any
/// communication (and, under MPI, before `MPI_Init`).
pub fn configured() -> Result<Option<Net>, String> {
    let spec = std::env::var(VAR).unwrap_or_default();
    spec::parse(&spec).map_err(|e| format!("{VAR}={spec}: {e}"))
}

/// `tp` behind the model of `net` (as it is without one).
pub fn wrap(tp: Box<dyn Transport>, net: Option<Net>) -> Box<dyn Transport> {
    let Some(net) = net else { return tp };
    // Sleeps end within a microsecond of their deadline instead of the default 50 us slack.
    // SAFETY: prctl(PR_SET_TIMERSLACK) only changes this thread's timer slack.
    unsafe { libc::prctl(libc::PR_SET_TIMERSLACK, 1000 as libc::c_ulong, 0, 0, 0) };
    let _ = ACTIVE.set(net.clone());
    Box::new(NetModel::new(tp, net))
}

/// The statistics of the model, appended to `XMP_STATS`'s line (empty without a model):
/// operations charged, the communication time they were charged on the modelled network,
/// and the time actually spent waiting for it (less than the first where the real
/// operation took part of it, or computation overlapped a nonblocking one).
pub fn stats_suffix() -> String {
    let Some(net) = ACTIVE.get() else {
        return String::new();
    };
    format!(
        " net=\"{}\" net_ops={} net_model_us={:.1} net_wait_us={:.1}",
        net.describe(),
        OPS.load(Ordering::Relaxed),
        MODEL_NS.load(Ordering::Relaxed) as f64 / 1e3,
        WAIT_NS.load(Ordering::Relaxed) as f64 / 1e3,
    )
}

/// A started operation: the inner transport's token (None when it completed at once) and
/// the modelled completion time.
struct Started {
    inner: Option<u64>,
    done: f64,
}

/// The transport behind the model (see the module documentation).
pub struct NetModel {
    inner: Box<dyn Transport>,
    net: Net,
    /// Every figure is zero ([`Net::is_free`]): nothing can be due, so the one-sided
    /// operations do not read the clock (a reading costs 25-70 ns in these VMs, a tenth of a
    /// small GET), and a run equals one without the model.
    free: bool,
    me: usize,
    /// When this node's link has sent everything queued on it.
    link_free: f64,
    /// When the last nonblocking put completes (0: none outstanding).
    puts_done: f64,
    /// When the next injection may start (the gap g after the last one).
    next_issue: f64,
    started: HashMap<u64, Started>,
    next_token: u64,
    /// Per persistent group: messages sent, bytes sent, bytes received.
    groups: HashMap<u64, (usize, usize, usize)>,
    /// Modelled completion of each started persistent group.
    group_done: HashMap<u64, f64>,
}

fn charge(model_ns: f64) {
    OPS.fetch_add(1, Ordering::Relaxed);
    MODEL_NS.fetch_add(model_ns as u64, Ordering::Relaxed);
}

/// Holds the caller until `deadline` (read against `t`, a recent reading of the clock: no
/// further reading when it has passed, so a network that costs nothing adds one reading per
/// operation), counting the wait.
fn hold(t: f64, deadline: f64) {
    if deadline > t {
        let waited = wait_until(deadline);
        WAIT_NS.fetch_add(waited as u64, Ordering::Relaxed);
    }
}

fn bytes_of(elem: usize, counts: &[usize]) -> usize {
    counts.iter().product::<usize>() * elem
}

impl NetModel {
    pub fn new(inner: Box<dyn Transport>, net: Net) -> NetModel {
        let me = inner.rank();
        NetModel {
            inner,
            free: net.is_free(),
            net,
            me,
            link_free: 0.0,
            puts_done: 0.0,
            next_issue: 0.0,
            started: HashMap::new(),
            next_token: 1,
            groups: HashMap::new(),
            group_done: HashMap::new(),
        }
    }

    /// The start time of an injection requested at `t0` (no earlier than the gap allows).
    fn issue(&mut self, t0: f64) -> f64 {
        let t = t0.max(self.next_issue);
        self.next_issue = t + self.net.gap();
        t
    }

    /// Runs a blocking one-sided operation `op` and holds the caller until its start plus
    /// `dur`.
    fn blocking(&mut self, node: usize, dur: f64, op: impl FnOnce(&mut dyn Transport)) {
        if node == self.me || self.free {
            return op(&mut *self.inner);
        }
        let t0 = now();
        op(&mut *self.inner);
        charge(dur);
        hold(t0, t0 + dur);
    }

    /// A blocking put of `bytes` to `node` (queued behind this node's nonblocking puts).
    fn put_blocking(&mut self, node: usize, bytes: usize, op: impl FnOnce(&mut dyn Transport)) {
        if node == self.me || self.free {
            return op(&mut *self.inner);
        }
        let t0 = now();
        let start = self.issue(t0);
        let p = self.net.put(start, self.link_free, bytes);
        self.link_free = p.link;
        op(&mut *self.inner);
        charge(p.done - t0);
        hold(t0, p.done);
    }

    /// Spends a synchronisation's or collective's modelled duration, then runs it.
    fn before<R>(&mut self, dur: f64, op: impl FnOnce(&mut dyn Transport) -> R) -> R {
        if dur > 0.0 {
            charge(dur);
            let t = now();
            hold(t, t + dur);
        }
        op(&mut *self.inner)
    }

    /// Wraps a started operation's inner token with its modelled completion time; the caller
    /// pays the overhead now.
    fn start(&mut self, inner: Option<u64>, done: f64) -> u64 {
        let tok = self.next_token;
        self.next_token += 1;
        self.started.insert(tok, Started { inner, done });
        charge(self.net.ovh_ns);
        if self.net.ovh_ns > 0.0 {
            let t = now();
            hold(t, t + self.net.ovh_ns);
        }
        tok
    }

    /// Waits for the outstanding nonblocking puts' modelled completion.
    fn puts_complete(&mut self) {
        if self.puts_done > 0.0 {
            let t = now();
            if self.puts_done > t {
                charge(self.puts_done - t);
                hold(t, self.puts_done);
            }
            self.puts_done = 0.0;
        }
    }
}

impl Transport for NetModel {
    fn name(&self) -> &'static str {
        self.inner.name()
    }
    fn rank(&self) -> usize {
        self.me
    }
    fn size(&self) -> usize {
        self.inner.size()
    }
    fn heap(&self) -> (*mut u8, usize) {
        self.inner.heap()
    }

    unsafe fn put(&mut self, node: usize, offset: usize, src: *const u8, len: usize) {
        // SAFETY: the caller's contract, passed on.
        self.put_blocking(node, len, |t| unsafe { t.put(node, offset, src, len) });
    }

    unsafe fn get(&mut self, node: usize, offset: usize, dst: *mut u8, len: usize) {
        let dur = self.net.get(len);
        // SAFETY: the caller's contract, passed on.
        self.blocking(node, dur, |t| unsafe { t.get(node, offset, dst, len) });
    }

    unsafe fn put_strided(
        &mut self,
        node: usize,
        offset: usize,
        src: *const u8,
        elem: usize,
        counts: &[usize],
        dst_strides: &[isize],
        src_strides: &[isize],
    ) {
        // One message: the runtimes of RDMA networks pack strided data (seed 001, Table 1).
        self.put_blocking(node, bytes_of(elem, counts), |t| {
            // SAFETY: the caller's contract, passed on.
            unsafe { t.put_strided(node, offset, src, elem, counts, dst_strides, src_strides) }
        });
    }

    unsafe fn get_strided(
        &mut self,
        node: usize,
        offset: usize,
        dst: *mut u8,
        elem: usize,
        counts: &[usize],
        dst_strides: &[isize],
        src_strides: &[isize],
    ) {
        let dur = self.net.get(bytes_of(elem, counts));
        self.blocking(node, dur, |t| {
            // SAFETY: the caller's contract, passed on.
            unsafe { t.get_strided(node, offset, dst, elem, counts, dst_strides, src_strides) }
        });
    }

    fn complete(&mut self) {
        self.inner.complete();
        self.puts_complete();
    }

    fn complete_remote(&mut self) {
        self.inner.complete_remote();
        self.puts_complete();
    }

    fn barrier(&mut self, set: &[u32], pos: usize) -> Result<(), CommError> {
        let dur = self.net.barrier(set.len());
        self.before(dur, |t| t.barrier(set, pos))
    }

    fn bcast(
        &mut self,
        set: &[u32],
        pos: usize,
        root: usize,
        buf: &mut [u8],
    ) -> Result<(), CommError> {
        let dur = self.net.bcast(set.len(), buf.len());
        self.before(dur, |t| t.bcast(set, pos, root, buf))
    }

    fn allreduce(
        &mut self,
        set: &[u32],
        pos: usize,
        buf: &mut [u8],
        ty: DType,
        op: ReduceOp,
    ) -> Result<(), CommError> {
        let dur = self.net.allreduce(set.len(), buf.len());
        self.before(dur, |t| t.allreduce(set, pos, buf, ty, op))
    }

    fn barrier_entire(&mut self, set: &[u32], pos: usize) -> Result<(), CommError> {
        let dur = self.net.barrier(set.len());
        self.before(dur, |t| t.barrier_entire(set, pos))
    }

    fn bcast_entire(
        &mut self,
        set: &[u32],
        pos: usize,
        root: usize,
        buf: &mut [u8],
    ) -> Result<(), CommError> {
        let dur = self.net.bcast(set.len(), buf.len());
        self.before(dur, |t| t.bcast_entire(set, pos, root, buf))
    }

    fn allreduce_entire(
        &mut self,
        set: &[u32],
        pos: usize,
        buf: &mut [u8],
        ty: DType,
        op: ReduceOp,
    ) -> Result<(), CommError> {
        let dur = self.net.allreduce(set.len(), buf.len());
        self.before(dur, |t| t.allreduce_entire(set, pos, buf, ty, op))
    }

    fn sync_images(&mut self, peers: &[u32]) -> Result<(), CommError> {
        let others = peers.iter().filter(|&&p| p as usize != self.me).count();
        let dur = self.net.sync(others);
        self.before(dur, |t| t.sync_images(peers))
    }

    fn ordered(&mut self, f: &mut dyn FnMut()) {
        self.inner.ordered(f)
    }
    fn finish(&mut self) {
        self.inner.finish()
    }
    fn blocked_token(&self, node: usize) -> u32 {
        self.inner.blocked_token(node)
    }
    fn abort_job(&mut self, status: i32) {
        self.inner.abort_job(status)
    }
    fn mpi_comm(&mut self, set: &[u32]) -> Option<i32> {
        self.inner.mpi_comm(set)
    }
    fn launcher_reports_exits(&self) -> bool {
        self.inner.launcher_reports_exits()
    }

    unsafe fn atomic_i32(&mut self, node: usize, offset: usize, op: AtomicOp) -> i32 {
        let mut r = 0;
        let dur = self.net.atomic();
        // SAFETY: the caller's contract, passed on.
        self.blocking(node, dur, |t| r = unsafe { t.atomic_i32(node, offset, op) });
        r
    }

    unsafe fn put_nb(&mut self, node: usize, offset: usize, src: *const u8, len: usize) {
        if node == self.me || self.free {
            // SAFETY: the caller's contract, passed on.
            return unsafe { self.inner.put_nb(node, offset, src, len) };
        }
        let t0 = now();
        let start = self.issue(t0);
        let p = self.net.put(start, self.link_free, len);
        self.link_free = p.link;
        self.puts_done = self.puts_done.max(p.done);
        // SAFETY: the caller's contract, passed on.
        unsafe { self.inner.put_nb(node, offset, src, len) };
        charge(p.cpu - t0);
        hold(t0, p.cpu);
    }

    fn bcast_start(
        &mut self,
        set: &[u32],
        pos: usize,
        root: usize,
        buf: &mut [u8],
    ) -> Result<Option<u64>, CommError> {
        if set.len() < 2 {
            return self.inner.bcast_start(set, pos, root, buf);
        }
        let done = now() + self.net.bcast(set.len(), buf.len());
        let inner = self.inner.bcast_start(set, pos, root, buf)?;
        Ok(Some(self.start(inner, done)))
    }

    fn allreduce_start(
        &mut self,
        set: &[u32],
        pos: usize,
        buf: &mut [u8],
        ty: DType,
        op: ReduceOp,
    ) -> Result<Option<u64>, CommError> {
        if set.len() < 2 {
            return self.inner.allreduce_start(set, pos, buf, ty, op);
        }
        let done = now() + self.net.allreduce(set.len(), buf.len());
        let inner = self.inner.allreduce_start(set, pos, buf, ty, op)?;
        Ok(Some(self.start(inner, done)))
    }

    fn async_test(&mut self, token: u64) -> bool {
        let Some(s) = self.started.get_mut(&token) else {
            return true;
        };
        if let Some(t) = s.inner {
            if !self.inner.async_test(t) {
                return false;
            }
            s.inner = None;
        }
        if now() < s.done {
            return false;
        }
        self.started.remove(&token);
        true
    }

    fn async_wait(&mut self, token: u64) {
        let Some(s) = self.started.remove(&token) else {
            return;
        };
        if let Some(t) = s.inner {
            self.inner.async_wait(t);
        }
        let t = now();
        if s.done > t {
            charge(s.done - t);
            hold(t, s.done);
        }
    }

    fn has_async_p2p(&self) -> bool {
        self.inner.has_async_p2p()
    }

    unsafe fn isend_strided(
        &mut self,
        node: usize,
        src: *const u8,
        elem: usize,
        counts: &[usize],
        strides: &[isize],
    ) -> Option<u64> {
        let done = now() + self.net.message(bytes_of(elem, counts));
        // SAFETY: the caller's contract, passed on.
        let inner = unsafe { self.inner.isend_strided(node, src, elem, counts, strides) }?;
        Some(self.start(Some(inner), done))
    }

    fn has_async_get(&self) -> bool {
        self.inner.has_async_get()
    }

    unsafe fn get_start(
        &mut self,
        node: usize,
        offset: usize,
        dst: *mut u8,
        len: usize,
    ) -> Option<u64> {
        let done = now() + self.net.get(len);
        // SAFETY: the caller's contract, passed on.
        let inner = unsafe { self.inner.get_start(node, offset, dst, len) }?;
        Some(self.start(Some(inner), done))
    }

    unsafe fn irecv_strided(
        &mut self,
        node: usize,
        dst: *mut u8,
        elem: usize,
        counts: &[usize],
        strides: &[isize],
    ) -> Option<u64> {
        // Arrival as if the matching send started now (both sides start their exchange at
        // about the same time; a later sender makes the real receive itself later).
        let done = now() + self.net.message(bytes_of(elem, counts));
        // SAFETY: the caller's contract, passed on.
        let inner = unsafe { self.inner.irecv_strided(node, dst, elem, counts, strides) }?;
        Some(self.start(Some(inner), done))
    }

    unsafe fn persistent_init(
        &mut self,
        base: *mut u8,
        elem: usize,
        msgs: &[PersistentMsg],
    ) -> Option<u64> {
        // SAFETY: the caller's contract, passed on.
        let g = unsafe { self.inner.persistent_init(base, elem, msgs) }?;
        let (mut sends, mut sent, mut recvd) = (0, 0, 0);
        for m in msgs.iter().filter(|m| m.node != self.me) {
            let bytes: usize = m.pieces.iter().map(|(_, c, _)| bytes_of(elem, c)).sum();
            if m.send {
                sends += 1;
                sent += bytes;
            } else {
                recvd += bytes;
            }
        }
        self.groups.insert(g, (sends, sent, recvd));
        Some(g)
    }

    fn persistent_start(&mut self, group: u64) {
        let (sends, sent, recvd) = self.groups.get(&group).copied().unwrap_or_default();
        let t0 = now();
        // The sends leave one after another on this node's link; the receives arrive on the
        // other direction of it.
        let cpu = sends as f64 * self.net.gap();
        let done = t0 + cpu + self.net.lat_ns + self.net.wire(sent.max(recvd));
        self.inner.persistent_start(group);
        self.group_done.insert(group, done);
        charge(cpu);
        hold(t0, t0 + cpu);
    }

    fn persistent_wait(&mut self, group: u64) {
        self.inner.persistent_wait(group);
        if let Some(done) = self.group_done.remove(&group) {
            let t = now();
            if done > t {
                charge(done - t);
                hold(t, done);
            }
        }
    }

    fn persistent_free(&mut self, group: u64) {
        self.groups.remove(&group);
        self.group_done.remove(&group);
        self.inner.persistent_free(group)
    }
}

/// An MPI operation of a program that calls MPI itself ([`xmp_net_model_mpi`]).
const MPI_MESSAGE: libc::c_int = 0;
const MPI_ALLREDUCE: libc::c_int = 1;
const MPI_BARRIER: libc::c_int = 2;

/// Holds the caller for the modelled time of an MPI operation that a program calls directly
/// (not through the runtime's transports): `kind` 0 is a message exchange of `bytes` (as
/// `MPI_Sendrecv`), 1 an all-reduce of `bytes` over `nodes`, 2 a barrier over `nodes`. Spent
/// before the real call, as the transports' collectives are. Nothing without a model. For the
/// MPI side of `tools/pass-experiments` (its wrappers in `bench/coarray/mpi_netmodel.c`).
#[no_mangle]
pub extern "C" fn xmp_net_model_mpi(kind: libc::c_int, bytes: usize, nodes: libc::c_int) {
    let Some(net) = ACTIVE.get() else { return };
    let nodes = nodes.max(0) as usize;
    let dur = match kind {
        MPI_MESSAGE => net.message(bytes),
        MPI_ALLREDUCE => net.allreduce(nodes, bytes),
        MPI_BARRIER => net.barrier(nodes),
        _ => 0.0,
    };
    if dur > 0.0 {
        charge(dur);
        let t = now();
        hold(t, t + dur);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A transport of two nodes whose operations do nothing: what the model adds is all the
    /// time that passes.
    struct Idle;

    impl Transport for Idle {
        fn name(&self) -> &'static str {
            "idle"
        }
        fn rank(&self) -> usize {
            0
        }
        fn size(&self) -> usize {
            2
        }
        fn heap(&self) -> (*mut u8, usize) {
            (std::ptr::null_mut(), 0)
        }
        unsafe fn put(&mut self, _: usize, _: usize, _: *const u8, _: usize) {}
        unsafe fn get(&mut self, _: usize, _: usize, _: *mut u8, _: usize) {}
        unsafe fn put_strided(
            &mut self,
            _: usize,
            _: usize,
            _: *const u8,
            _: usize,
            _: &[usize],
            _: &[isize],
            _: &[isize],
        ) {
        }
        unsafe fn get_strided(
            &mut self,
            _: usize,
            _: usize,
            _: *mut u8,
            _: usize,
            _: &[usize],
            _: &[isize],
            _: &[isize],
        ) {
        }
        fn complete(&mut self) {}
        fn barrier(&mut self, _: &[u32], _: usize) -> Result<(), CommError> {
            Ok(())
        }
        fn bcast(&mut self, _: &[u32], _: usize, _: usize, _: &mut [u8]) -> Result<(), CommError> {
            Ok(())
        }
        fn allreduce(
            &mut self,
            _: &[u32],
            _: usize,
            _: &mut [u8],
            _: DType,
            _: ReduceOp,
        ) -> Result<(), CommError> {
            Ok(())
        }
        fn sync_images(&mut self, _: &[u32]) -> Result<(), CommError> {
            Ok(())
        }
        fn ordered(&mut self, f: &mut dyn FnMut()) {
            f()
        }
        fn finish(&mut self) {}
        unsafe fn atomic_i32(&mut self, _: usize, _: usize, _: AtomicOp) -> i32 {
            0
        }
    }

    fn model(spec: &str) -> NetModel {
        NetModel::new(Box::new(Idle), spec::parse(spec).unwrap().unwrap())
    }

    /// Timed as lower bounds only.
    #[test]
    fn operations_take_at_least_their_modelled_time() {
        let mut m = model("lat=200us,ovh=10us,bw=1GB/s");
        let buf = [0u8; 4096];
        let t = now();
        // SAFETY: the idle transport touches no memory.
        unsafe { m.put(1, 0, buf.as_ptr(), 4096) };
        assert!(now() - t >= 10_000.0 + 4096.0 + 400_000.0);
        let t = now();
        let mut dst = [0u8; 1000];
        // SAFETY: as above.
        unsafe { m.get(1, 0, dst.as_mut_ptr(), 1000) };
        assert!(now() - t >= 10_000.0 + 400_000.0 + 1000.0);
        let t = now();
        m.barrier(&[0, 1, 2, 3], 0).unwrap();
        assert!(now() - t >= 2.0 * (10_000.0 + 200_000.0));
        let t = now();
        m.sync_images(&[1]).unwrap();
        assert!(now() - t >= 210_000.0);
    }

    #[test]
    fn nonblocking_puts_complete_at_their_modelled_time() {
        let mut m = model("lat=100us,ovh=5us,bw=1GB/s");
        let buf = [0u8; 1000];
        let t = now();
        for _ in 0..8 {
            // SAFETY: the idle transport touches no memory.
            unsafe { m.put_nb(1, 0, buf.as_ptr(), 1000) };
        }
        // Each costs the caller its overhead.
        assert!(now() - t >= 8.0 * 5_000.0);
        m.complete();
        // The last one's bytes leave after the others' (the link is a queue), then the round
        // trip of its completion notice.
        assert!(now() - t >= 5_000.0 + 8.0 * 1000.0 + 200_000.0);
        // Nothing outstanding: a later complete has nothing to wait for, and a put to this
        // node's own memory costs nothing (not timed: only that both return).
        m.complete();
        // SAFETY: as above.
        unsafe { m.put(0, 0, buf.as_ptr(), 1000) };
    }

    #[test]
    fn started_collectives_complete_at_their_modelled_time() {
        let mut buf = [0u8; 8];
        // The idle transport completes at once (None); the model still returns a token, not
        // done before its time (a minute: no stall of the test makes that pass).
        let mut slow = model("lat=60s");
        let tok = slow.bcast_start(&[0, 1], 0, 0, &mut buf).unwrap().unwrap();
        assert!(!slow.async_test(tok));
        // One node: nothing to model.
        assert_eq!(slow.bcast_start(&[0], 0, 0, &mut buf).unwrap(), None);
        let mut m = model("lat=2ms");
        let t = now();
        let tok = m.allreduce_start(&[0, 1], 0, &mut buf, DType::Int, ReduceOp::Sum);
        let tok = tok.unwrap().unwrap();
        m.async_wait(tok);
        assert!(now() - t >= 2e6);
        // Spent: testing it again says done.
        assert!(m.async_test(tok));
    }
}
