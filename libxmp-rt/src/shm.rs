//! The embedded shared-memory transport. Every node maps the whole segment; puts and gets are
//! plain copies into the peer's heap; synchronisation uses monotonic signal counters, one per
//! (receiver, channel, sender), so collectives on any node set need no per-set shared state:
//! the n-th signal a node expects from a peer on a channel is the n-th that peer sends it,
//! because the two execute the collectives they share in the same order.
//!
//! Waiting never spins for long: a short spin (only when there are at least as many cores as
//! nodes), then a few `sched_yield`s, then a futex sleep on the node's doorbell word (every
//! signal bumps it) with a timeout, so the job-abort flag and ended peers are noticed.
//!
//! Collective payloads go through two scratch buffers per node (double buffering). A sender
//! copies a chunk into its free buffer, writes the buffer's index into a two-slot mailbox per
//! receiver and signals READY; receivers read the sender's buffer in place and signal ACK. A
//! buffer is reused only after the ACKs of its previous use, which bounds unacknowledged READYs
//! per pair to two (hence two mailbox slots). All-reductions of chunks of 16 KiB or more use
//! reduce-scatter then all-gather over the same buffers (member i reduces slice i of every
//! contribution in set order, writes it over slice i of its own buffer and signals REDUCED);
//! smaller ones let every member fold every contribution, in set order, so results are
//! bit-identical on every member either way.
//!
//! Barriers, and all-reductions and broadcasts of at most a few KiB on small sets, go through
//! per-pair message channels instead ([`chan`]): the data travels with the signal, in one cache
//! line for short messages.

mod chan;

use crate::mem::Segment;
use crate::reduce;
use crate::seg::{ch, ctrl, state, SCRATCH_HALF};
use crate::transport::{strided_copy, CommError, Transport};
use std::sync::atomic::{fence, AtomicU32, Ordering};
use std::time::{Duration, Instant};
use xmp_abi::{DType, ReduceOp};

/// Default spin time of a wait when every node has a core (microseconds). Short: a channel
/// round trip takes well under a microsecond, and on a machine loaded by other processes the
/// peer may share our core, so every microsecond spun is one it cannot run (measured with 2
/// nodes at load 9 on 2 cores: barrier about 60 us with 30 us of spinning, 3-12 us with 1 us).
/// Longer waits continue in the `sched_yield` phase, which returns at once on an idle core.
const SPIN_US: u64 = 2;
/// Default time of a wait spent yielding before it sleeps (microseconds).
const YIELD_US: u64 = 300;
/// Chunks at least this large are all-reduced by reduce-scatter + all-gather.
const REDUCE_SCATTER_MIN: usize = 16 * 1024;

/// The shm transport of one node.
pub struct Shm {
    seg: Segment,
    me: usize,
    n: usize,
    /// `[channel * n + sender]`: signals consumed so far.
    consumed: Vec<u32>,
    /// READY signals sent to each receiver (selects the mailbox slot).
    sent_ready: Vec<u32>,
    /// Scratch-buffer uses so far (the buffer of a use is `uses % 2`).
    uses: usize,
    /// Readers whose ACK is owed for the last use of each buffer.
    pending: [Vec<u32>; 2],
    spin: Duration,
    yield_for: Duration,
    /// Channel counters (None when the job has no channel area).
    chans: Option<chan::Chans>,
    /// Our own contribution during a channel all-reduction (kept to avoid an allocation).
    own: Vec<u8>,
    /// Sleepers publish their WAITING flag with `membarrier` (registered at start-up), so the
    /// channel senders need no fence.
    asym: bool,
    /// The last epoch published in this node's BLOCKED word (deadlock detection).
    blocked_epoch: std::cell::Cell<u32>,
}

/// `membarrier(2)` commands (linux/membarrier.h).
const MEMBARRIER_CMD_QUERY: libc::c_int = 0;
const MEMBARRIER_CMD_GLOBAL_EXPEDITED: libc::c_int = 1 << 1;
const MEMBARRIER_CMD_REGISTER_GLOBAL_EXPEDITED: libc::c_int = 1 << 2;

fn membarrier(cmd: libc::c_int) -> libc::c_long {
    // SAFETY: membarrier takes two integer arguments (cmd, flags = 0, cpu_id = 0).
    unsafe { libc::syscall(libc::SYS_membarrier, cmd, 0u32, 0i32) }
}

/// Registers this process for global expedited membarriers; false where the kernel lacks them.
fn register_membarrier() -> bool {
    let cmds = membarrier(MEMBARRIER_CMD_QUERY);
    let want = (MEMBARRIER_CMD_GLOBAL_EXPEDITED | MEMBARRIER_CMD_REGISTER_GLOBAL_EXPEDITED)
        as libc::c_long;
    cmds >= 0 && cmds & want == want && membarrier(MEMBARRIER_CMD_REGISTER_GLOBAL_EXPEDITED) == 0
}

/// Sleeps while `word` holds `val`, at most `timeout` (also used by the mpi transport's
/// direct `sync images`).
pub(crate) fn futex_wait(word: &AtomicU32, val: u32, timeout: Duration) {
    let ts = libc::timespec {
        tv_sec: timeout.as_secs() as libc::time_t,
        tv_nsec: timeout.subsec_nanos() as libc::c_long,
    };
    // SAFETY: FUTEX_WAIT on a valid, aligned u32 in shared memory with a relative timeout.
    unsafe {
        libc::syscall(
            libc::SYS_futex,
            word.as_ptr(),
            libc::FUTEX_WAIT,
            val,
            &ts as *const libc::timespec,
            0usize,
            0u32,
        );
    }
}

/// Wakes every process sleeping on `word`.
pub fn futex_wake(word: &AtomicU32) {
    // SAFETY: FUTEX_WAKE on a valid, aligned u32.
    unsafe {
        libc::syscall(
            libc::SYS_futex,
            word.as_ptr(),
            libc::FUTEX_WAKE,
            i32::MAX,
            0usize,
            0usize,
            0u32,
        );
    }
}

/// Rings `node`'s doorbell so that it re-checks its wait condition (used by signals and by the
/// launcher when the job aborts).
pub fn ring(seg: &Segment, node: usize) {
    let db = seg.word(seg.layout.ctrl_word(node, ctrl::DOORBELL));
    db.fetch_add(1, Ordering::SeqCst);
    if seg
        .word(seg.layout.ctrl_word(node, ctrl::WAITING))
        .load(Ordering::SeqCst)
        != 0
    {
        futex_wake(db);
    }
}

fn online_cpus() -> usize {
    std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(1)
}

impl Shm {
    /// The transport of node `me` over a mapped segment.
    pub fn new(seg: Segment, me: usize) -> Shm {
        let n = seg.layout.nnodes;
        // Spinning only pays when every node has a core; oversubscribed nodes must give the
        // core to the node they wait for.
        let oversubscribed = n > online_cpus();
        let (spin, yield_for) = if oversubscribed {
            (0, 200)
        } else {
            (SPIN_US, YIELD_US)
        };
        // Tuning knobs for experiments (microseconds).
        let knob = |name: &str, default: u64| {
            std::env::var(name)
                .ok()
                .and_then(|v| v.trim().parse::<u64>().ok())
                .unwrap_or(default)
        };
        let spin = Duration::from_micros(knob("XMP_SPIN_US", spin));
        let yield_for = Duration::from_micros(knob("XMP_YIELD_US", yield_for));
        let h = seg.header();
        h.node_state[me].store(state::RUNNING, Ordering::Release);
        // SAFETY: getpid has no preconditions.
        h.node_pid[me].store(unsafe { libc::getpid() }, Ordering::Relaxed);
        let chans = seg.layout.has_chans.then(|| chan::Chans::new(n));
        // Opt-out for experiments: XMP_MEMBARRIER=0 makes channel senders fence instead.
        let asym = chans.is_some() && knob("XMP_MEMBARRIER", 1) != 0 && register_membarrier();
        Shm {
            seg,
            me,
            n,
            chans,
            own: Vec::with_capacity(crate::seg::CHAN_PAYLOAD),
            asym,
            consumed: vec![0; ch::COUNT * n],
            sent_ready: vec![0; n],
            uses: 0,
            pending: [Vec::new(), Vec::new()],
            spin,
            yield_for,
            blocked_epoch: std::cell::Cell::new(0),
        }
    }

    /// The segment (for fault handling).
    pub fn segment(&self) -> &Segment {
        &self.seg
    }

    fn signal(&self, to: usize, channel: usize) {
        let w = self.seg.word(self.seg.layout.signal(to, channel, self.me));
        // Only this node writes the word: a release store publishes the data before it (puts,
        // mailbox words) without a read-modify-write, and the receiver is woken only if it
        // sleeps (the channels' protocol, see `chan`).
        w.store(w.load(Ordering::Relaxed).wrapping_add(1), Ordering::Release);
        self.nudge(to);
    }

    fn post_ready(&mut self, to: usize, buf: usize) {
        let slot = (self.sent_ready[to] % 2) as usize;
        self.sent_ready[to] = self.sent_ready[to].wrapping_add(1);
        self.seg
            .word(self.seg.layout.mailbox(to, self.me, slot))
            .store(buf as u32, Ordering::Relaxed);
        // The SeqCst increment in `signal` publishes the mailbox word and the scratch data.
        self.signal(to, ch::READY);
    }

    /// Blocks until `ready()` holds; `peer` is the node the condition waits for.
    fn wait_until(&self, peer: usize, mut ready: impl FnMut() -> bool) -> Result<(), CommError> {
        if ready() {
            return Ok(());
        }
        if !self.spin.is_zero() {
            // Check after every pause: a message that arrives mid-batch is seen at once. The
            // first batches do not read the clock: a peer that is already on its way answers
            // within a few hundred nanoseconds.
            for _ in 0..256 {
                std::hint::spin_loop();
                if ready() {
                    return Ok(());
                }
            }
            let start = Instant::now();
            loop {
                for _ in 0..64 {
                    std::hint::spin_loop();
                    if ready() {
                        return Ok(());
                    }
                }
                if start.elapsed() >= self.spin {
                    break;
                }
            }
        }
        let start = Instant::now();
        while start.elapsed() < self.yield_for {
            // SAFETY: no preconditions.
            unsafe { libc::sched_yield() };
            if ready() {
                return Ok(());
            }
        }
        let l = &self.seg.layout;
        let h = self.seg.header();
        let doorbell = self.seg.word(l.ctrl_word(self.me, ctrl::DOORBELL));
        let waiting = self.seg.word(l.ctrl_word(self.me, ctrl::WAITING));
        loop {
            let seen = doorbell.load(Ordering::SeqCst);
            self.announce_sleep(waiting);
            if ready() {
                waiting.store(0, Ordering::SeqCst);
                return Ok(());
            }
            if h.abort.load(Ordering::SeqCst) != 0 {
                waiting.store(0, Ordering::SeqCst);
                return Err(CommError::Aborted);
            }
            if h.node_state[peer].load(Ordering::SeqCst) >= state::FINISHED {
                waiting.store(0, Ordering::SeqCst);
                // It may have signalled just before it ended.
                return if ready() {
                    Ok(())
                } else {
                    Err(CommError::PeerGone(peer))
                };
            }
            // Deadlock detection of post/wait (only here, on the sleeping path): the condition
            // was false after WAITING was published, so anything that satisfies it from now
            // on rings the doorbell past `seen` (see `blocked_token`).
            let e = self.blocked_epoch.get().wrapping_add(1).max(1);
            self.blocked_epoch.set(e);
            let blocked = self.seg.word(l.ctrl_word(self.me, ctrl::BLOCKED));
            self.seg
                .word(l.ctrl_word(self.me, ctrl::BLOCKED_SEEN))
                .store(seen, Ordering::Relaxed);
            blocked.store(e, Ordering::SeqCst);
            futex_wait(doorbell, seen, Duration::from_millis(50));
            // Withdrawn while WAITING is still set (no signal can slip past the doorbell).
            blocked.store(0, Ordering::SeqCst);
            waiting.store(0, Ordering::SeqCst);
            if ready() {
                return Ok(());
            }
        }
    }

    /// Sets this node's WAITING flag so that senders wake it, ordered before the caller's last
    /// check of its wait condition. Channel senders do not fence (see [`chan`]): with `asym`, a
    /// global membarrier makes every running node execute a full barrier, so a sender either
    /// sees the flag or its message is visible to that last check.
    fn announce_sleep(&self, waiting: &AtomicU32) {
        waiting.store(1, Ordering::SeqCst);
        if self.asym {
            membarrier(MEMBARRIER_CMD_GLOBAL_EXPEDITED);
        } else {
            fence(Ordering::SeqCst);
        }
    }

    /// Consumes the next signal from `from` on `channel`.
    fn wait_signal(&mut self, from: usize, channel: usize) -> Result<(), CommError> {
        let idx = channel * self.n + from;
        let target = self.consumed[idx].wrapping_add(1);
        let word = self
            .seg
            .word(self.seg.layout.signal(self.me, channel, from));
        // Wrapping comparison: the counter may wrap after 2^32 signals.
        self.wait_until(from, || {
            word.load(Ordering::Acquire).wrapping_sub(target) as i32 >= 0
        })?;
        self.consumed[idx] = target;
        Ok(())
    }

    /// Consumes the next READY from `from` and returns which of its buffers holds the data.
    fn wait_ready(&mut self, from: usize) -> Result<usize, CommError> {
        let slot = (self.consumed[ch::READY * self.n + from] % 2) as usize;
        self.wait_signal(from, ch::READY)?;
        let b = self
            .seg
            .word(self.seg.layout.mailbox(self.me, from, slot))
            .load(Ordering::Acquire);
        Ok(b as usize & 1)
    }

    /// Takes this node's next scratch buffer, once its previous readers have acknowledged.
    fn acquire(&mut self) -> Result<usize, CommError> {
        let b = self.uses % 2;
        self.uses += 1;
        let owed = std::mem::take(&mut self.pending[b]);
        for peer in owed {
            self.wait_signal(peer as usize, ch::ACK)?;
        }
        Ok(b)
    }

    fn scratch(&self, node: usize, b: usize) -> *mut u8 {
        self.seg.ptr(self.seg.layout.scratch(node, b))
    }

    fn heap_ptr(&self, node: usize, offset: usize) -> *mut u8 {
        self.seg.ptr(self.seg.layout.heap(node) + offset)
    }
    /// Small all-reduce chunk: every member folds every contribution (one signal round).
    fn reduce_all_chunk(
        &mut self,
        set: &[u32],
        b: usize,
        chunk: &mut [u8],
        ty: DType,
        op: ReduceOp,
    ) -> Result<(), CommError> {
        let len = chunk.len();
        // Fold the contributions in set order so that every member computes the same bits.
        for (i, &r) in set.iter().enumerate() {
            let r = r as usize;
            let src = if r == self.me {
                self.scratch(self.me, b)
            } else {
                let rb = self.wait_ready(r)?;
                self.scratch(r, rb)
            };
            // SAFETY: `src` holds `len` bytes that stay unchanged until we ACK.
            let src = unsafe { std::slice::from_raw_parts(src as *const u8, len) };
            if i == 0 {
                chunk.copy_from_slice(src);
            } else {
                reduce::combine(ty, op, chunk, src);
            }
            if r != self.me {
                self.signal(r, ch::ACK);
            }
        }
        Ok(())
    }

    /// Large all-reduce chunk: member i folds slice i of every contribution (in set order),
    /// writes the result over slice i of its own buffer (only it reads that slice of its own
    /// buffer in the first phase), signals REDUCED, and everyone copies the reduced slices.
    /// Each member reads the chunk about twice instead of n times.
    fn reduce_scatter_chunk(
        &mut self,
        set: &[u32],
        pos: usize,
        b: usize,
        chunk: &mut [u8],
        ty: DType,
        op: ReduceOp,
    ) -> Result<(), CommError> {
        let n = set.len();
        let esz = ty.size();
        let elems = chunk.len() / esz;
        let lo = |i: usize| elems * i / n * esz;
        let mut bufs = vec![0usize; n];
        for (i, &r) in set.iter().enumerate() {
            bufs[i] = if r as usize == self.me {
                b
            } else {
                self.wait_ready(r as usize)?
            };
        }
        let (mlo, mhi) = (lo(pos), lo(pos + 1));
        for (i, &r) in set.iter().enumerate() {
            // SAFETY: slice [mlo, mhi) of member i's buffer is stable until we ACK (its owner
            // rewrites only its own slice, a different one).
            let src = unsafe {
                std::slice::from_raw_parts(
                    self.scratch(r as usize, bufs[i]).add(mlo) as *const u8,
                    mhi - mlo,
                )
            };
            if i == 0 {
                chunk[mlo..mhi].copy_from_slice(src);
            } else {
                reduce::combine(ty, op, &mut chunk[mlo..mhi], src);
            }
        }
        // SAFETY: our own buffer; nobody else reads this slice before REDUCED.
        unsafe {
            std::ptr::copy_nonoverlapping(
                chunk[mlo..mhi].as_ptr(),
                self.scratch(self.me, b).add(mlo),
                mhi - mlo,
            )
        };
        for &r in set {
            if r as usize != self.me {
                self.signal(r as usize, ch::REDUCED);
            }
        }
        for (i, &r) in set.iter().enumerate() {
            let r = r as usize;
            if r == self.me {
                continue;
            }
            self.wait_signal(r, ch::REDUCED)?;
            let (ilo, ihi) = (lo(i), lo(i + 1));
            // SAFETY: member i's reduced slice, final once it signalled REDUCED.
            unsafe {
                std::ptr::copy_nonoverlapping(
                    self.scratch(r, bufs[i]).add(ilo),
                    chunk[ilo..ihi].as_mut_ptr(),
                    ihi - ilo,
                )
            };
            self.signal(r, ch::ACK);
        }
        Ok(())
    }
}

impl Transport for Shm {
    fn name(&self) -> &'static str {
        "shm"
    }
    fn rank(&self) -> usize {
        self.me
    }
    fn size(&self) -> usize {
        self.n
    }
    fn heap(&self) -> (*mut u8, usize) {
        (self.heap_ptr(self.me, 0), self.seg.layout.region)
    }

    unsafe fn put(&mut self, node: usize, offset: usize, src: *const u8, len: usize) {
        crate::transport::copy_bytes(src, self.heap_ptr(node, offset), len);
    }

    unsafe fn get(&mut self, node: usize, offset: usize, dst: *mut u8, len: usize) {
        crate::transport::copy_bytes(self.heap_ptr(node, offset), dst, len);
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
        strided_copy(
            self.heap_ptr(node, offset),
            src,
            elem,
            counts,
            dst_strides,
            src_strides,
        );
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
        strided_copy(
            dst,
            self.heap_ptr(node, offset),
            elem,
            counts,
            dst_strides,
            src_strides,
        );
    }

    fn complete(&mut self) {
        // Copies are done when they return; the fence orders them before later signals.
        fence(Ordering::SeqCst);
    }

    fn barrier(&mut self, set: &[u32], pos: usize) -> Result<(), CommError> {
        if self.has_chans() {
            return self.chan_barrier(set, pos);
        }
        // Dissemination barrier: ceil(log2 n) rounds of one signal and one wait.
        let n = set.len();
        let mut d = 1;
        while d < n {
            self.signal(set[(pos + d) % n] as usize, ch::BARRIER);
            self.wait_signal(set[(pos + n - d) % n] as usize, ch::BARRIER)?;
            d <<= 1;
        }
        Ok(())
    }

    fn bcast(
        &mut self,
        set: &[u32],
        pos: usize,
        root: usize,
        buf: &mut [u8],
    ) -> Result<(), CommError> {
        if set.len() < 2 {
            return Ok(());
        }
        if self.chan_fits(set, buf.len()) {
            return self.chan_bcast(set, pos, root, buf);
        }
        let root_rank = set[root] as usize;
        for chunk in buf.chunks_mut(SCRATCH_HALF) {
            if pos == root {
                let b = self.acquire()?;
                // SAFETY: the scratch buffer holds SCRATCH_HALF >= chunk.len() bytes and no
                // reader uses it (acquire waited for their ACKs).
                unsafe {
                    std::ptr::copy_nonoverlapping(
                        chunk.as_ptr(),
                        self.scratch(self.me, b),
                        chunk.len(),
                    )
                };
                for &r in set {
                    if r as usize != self.me {
                        self.post_ready(r as usize, b);
                    }
                }
                self.pending[b] = set
                    .iter()
                    .copied()
                    .filter(|&r| r as usize != self.me)
                    .collect();
            } else {
                let b = self.wait_ready(root_rank)?;
                // SAFETY: the root filled this buffer before its READY and keeps it until our ACK.
                unsafe {
                    std::ptr::copy_nonoverlapping(
                        self.scratch(root_rank, b),
                        chunk.as_mut_ptr(),
                        chunk.len(),
                    )
                };
                self.signal(root_rank, ch::ACK);
            }
        }
        Ok(())
    }

    fn allreduce(
        &mut self,
        set: &[u32],
        pos: usize,
        buf: &mut [u8],
        ty: DType,
        op: ReduceOp,
    ) -> Result<(), CommError> {
        let n = set.len();
        if n < 2 {
            return Ok(());
        }
        if self.chan_fits(set, buf.len()) {
            return self.chan_allreduce(set, pos, buf, ty, op);
        }
        let esz = ty.size();
        let per = (SCRATCH_HALF / esz) * esz;
        for chunk in buf.chunks_mut(per) {
            let len = chunk.len();
            let b = self.acquire()?;
            // SAFETY: see bcast.
            unsafe { std::ptr::copy_nonoverlapping(chunk.as_ptr(), self.scratch(self.me, b), len) };
            for &r in set {
                if r as usize != self.me {
                    self.post_ready(r as usize, b);
                }
            }
            self.pending[b] = set
                .iter()
                .copied()
                .filter(|&r| r as usize != self.me)
                .collect();
            if len >= REDUCE_SCATTER_MIN && len / esz >= n {
                self.reduce_scatter_chunk(set, pos, b, chunk, ty, op)?;
            } else {
                self.reduce_all_chunk(set, b, chunk, ty, op)?;
            }
        }
        Ok(())
    }

    fn sync_images(&mut self, peers: &[u32]) -> Result<(), CommError> {
        // The caller completed (fenced) this node's puts; each signal is a release store.
        for &p in peers {
            if p as usize != self.me {
                self.signal(p as usize, ch::SYNC);
            }
        }
        for &p in peers {
            if p as usize != self.me {
                self.wait_signal(p as usize, ch::SYNC)?;
            }
        }
        Ok(())
    }

    fn ordered(&mut self, f: &mut dyn FnMut()) {
        // A node that ended early cannot hold the others back: print regardless.
        if self.me > 0 {
            let _ = self.wait_signal(self.me - 1, ch::ORDER);
        }
        f();
        if self.me + 1 < self.n {
            self.signal(self.me + 1, ch::ORDER);
        }
    }

    fn blocked_token(&self, node: usize) -> u32 {
        // The epoch, if the node's doorbell has not moved since the sleep's last condition
        // check and the node is still in that sleep after the doorbell was read: the SeqCst
        // loads see the SEEN word of this epoch (stored before it) and every ring before.
        if node >= self.n {
            return 0;
        }
        let l = &self.seg.layout;
        let word = |w| self.seg.word(l.ctrl_word(node, w));
        let e = word(ctrl::BLOCKED).load(Ordering::SeqCst);
        if e == 0 {
            return 0;
        }
        let seen = word(ctrl::BLOCKED_SEEN).load(Ordering::SeqCst);
        let now = word(ctrl::DOORBELL).load(Ordering::SeqCst);
        if now != seen || word(ctrl::BLOCKED).load(Ordering::SeqCst) != e {
            return 0;
        }
        e
    }

    fn finish(&mut self) {
        let h = self.seg.header();
        let _ = h.node_state[self.me].compare_exchange(
            state::RUNNING,
            state::FINISHED,
            Ordering::SeqCst,
            Ordering::SeqCst,
        );
        // Peers waiting for this node must re-check and report it.
        for k in 0..self.n {
            if k != self.me {
                ring(&self.seg, k);
            }
        }
    }

    // ----- issue 6 (coarrays) -----
    unsafe fn atomic_i32(
        &mut self,
        node: usize,
        offset: usize,
        op: crate::transport::AtomicOp,
    ) -> i32 {
        use crate::transport::AtomicOp as A;
        // The peer's heap is mapped here: a hardware atomic on the shared word.
        let a = std::sync::atomic::AtomicI32::from_ptr(self.heap_ptr(node, offset) as *mut i32);
        match op {
            A::Load => a.load(Ordering::SeqCst),
            A::Store(v) => a.swap(v, Ordering::SeqCst),
            A::Add(v) => a.fetch_add(v, Ordering::SeqCst),
            A::Cas { expect, new } => {
                match a.compare_exchange(expect, new, Ordering::SeqCst, Ordering::SeqCst) {
                    Ok(v) | Err(v) => v,
                }
            }
        }
    }
}
