//! Layout of the shared segment of the shm transport. The launcher creates one segment (a
//! memfd: it has no name in /dev/shm, so nothing can be left behind there) and every node maps
//! all of it at start-up:
//!
//! ```text
//! [ header | control block of node 0 .. N-1 | channels | scratch of node 0 .. N-1 | heap of node 0 .. N-1 ]
//! ```
//!
//! The channels (jobs of at most [`CHAN_MAX_NODES`] nodes) carry small collective messages:
//! one per ordered pair of nodes, see `shm/chan.rs`.
//!
//! The whole range is reserved up front and sized with `ftruncate`; pages exist only once
//! touched, so a large per-node heap reservation costs address space, not memory.

use std::sync::atomic::{AtomicI32, AtomicU32, AtomicU64};

/// "XMP_SHM1".
pub const MAGIC: u64 = 0x584d_505f_5348_4d31;
/// Most nodes a job may have on the shm transport (the control blocks grow with N squared).
pub const MAX_NODES: usize = 1024;
/// Signal channels between each ordered pair of nodes; each is a counter in the receiver's
/// control block, incremented by the sender.
pub mod ch {
    /// "My scratch buffer holds data for you" (collective data ready).
    pub const READY: usize = 0;
    /// "I have finished reading your scratch buffer".
    pub const ACK: usize = 1;
    /// Barrier rounds.
    pub const BARRIER: usize = 2;
    /// `xmp_sync_images` pairwise synchronisation.
    pub const SYNC: usize = 3;
    /// Ordered printing of the statistics at exit.
    pub const ORDER: usize = 4;
    /// "My slice of the reduce-scatter is reduced" (large all-reductions).
    pub const REDUCED: usize = 5;
    /// Number of channels.
    pub const COUNT: usize = 6;
}
/// Size of each of the two scratch buffers of a node (collective payloads move in chunks of
/// this size).
pub const SCRATCH_HALF: usize = 512 * 1024;
/// Default per-node symmetric-heap reservation when `XMP_HEAP_MIB` is unset: 64 GiB of address
/// space shared among the nodes, at least 1 GiB each.
pub const DEFAULT_HEAP_TOTAL: usize = 64 << 30;
/// Jobs with more nodes than this have no channel area (it grows with N squared); their
/// collectives use the signal counters and scratch buffers only.
pub const CHAN_MAX_NODES: usize = 64;
/// Message slots per channel: a sender may run this many messages ahead of its receiver.
pub const CHAN_SLOTS: usize = 8;
/// Bytes per slot: a 16-byte header (the sequence number) and the payload; a multiple of the
/// cache line so that a short message and its sequence number share one line.
pub const CHAN_SLOT: usize = 4096 + 64;
/// Payload bytes per slot.
pub const CHAN_PAYLOAD: usize = CHAN_SLOT - 16;
/// Bytes per channel: one cache line for the receiver's consumed count, then the slots.
pub const CHAN_BYTES: usize = 64 + CHAN_SLOTS * CHAN_SLOT;
const PAGE: usize = 4096;
const HEADER_SIZE: usize = 16 * PAGE;

/// Node states in [`Header::node_state`].
pub mod state {
    /// Not started yet.
    pub const INIT: u32 = 0;
    /// Running (attached to the segment).
    pub const RUNNING: u32 = 1;
    /// Ended normally (finalized, or its process exited with status 0).
    pub const FINISHED: u32 = 2;
    /// Failed and already printed its own `xmp: node K: error: ...` line.
    pub const FAILED_REPORTED: u32 = 3;
}

/// The segment header, at offset 0.
#[repr(C)]
pub struct Header {
    /// [`MAGIC`] once initialised by the launcher.
    pub magic: AtomicU64,
    /// Number of nodes of the job.
    pub nnodes: AtomicU32,
    /// Nonzero once the job is ending abnormally; every wait checks it.
    pub abort: AtomicU32,
    /// Total mapped size.
    pub total_size: AtomicU64,
    /// Per-node heap size.
    pub region_size: AtomicU64,
    /// Per-node state ([`state`]).
    pub node_state: [AtomicU32; MAX_NODES],
    /// Per-node process id (informational).
    pub node_pid: [AtomicI32; MAX_NODES],
}

/// Offsets of the parts of a segment for a given node count and heap size.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Layout {
    /// Number of nodes.
    pub nnodes: usize,
    /// Offset of node 0's control block.
    pub ctrl_off: usize,
    /// Distance between consecutive control blocks.
    pub ctrl_stride: usize,
    /// Offset of the channel area (empty when the job has no channels).
    pub chan_off: usize,
    /// Whether the job has channels (2 ..= [`CHAN_MAX_NODES`] nodes).
    pub has_chans: bool,
    /// Offset of node 0's scratch buffers.
    pub scratch_off: usize,
    /// Offset of node 0's heap.
    pub heap_off: usize,
    /// Size of each node's heap.
    pub region: usize,
    /// Size of the whole segment.
    pub total: usize,
}

/// Offsets inside a control block (all u32 words).
pub mod ctrl {
    /// Futex word bumped by every signal to this node.
    pub const DOORBELL: usize = 0;
    /// Nonzero while this node sleeps on its doorbell.
    pub const WAITING: usize = 64;
    /// Deadlock detection of post/wait: an epoch (nonzero) while this node sleeps in a wait of
    /// the transport, 0 otherwise; written only by the node itself, on its sleeping path.
    pub const BLOCKED: usize = 68;
    /// The doorbell value this node read before the last check of that sleep's condition.
    pub const BLOCKED_SEEN: usize = 72;
    /// Start of the signal counters: `[channel][sender]`.
    pub const SIGNALS: usize = 128;
}

fn round_up(x: usize, a: usize) -> usize {
    x.div_ceil(a) * a
}

impl Layout {
    /// The layout for `nnodes` nodes with `region` bytes of heap each (rounded to pages).
    pub fn new(nnodes: usize, region: usize) -> Layout {
        let ctrl_stride = round_up(
            ctrl::SIGNALS + ch::COUNT * nnodes * 4 + nnodes * 2 * 4,
            PAGE,
        );
        let ctrl_off = HEADER_SIZE;
        let chan_off = ctrl_off + nnodes * ctrl_stride;
        let has_chans = (2..=CHAN_MAX_NODES).contains(&nnodes);
        let chan_len = if has_chans {
            round_up(nnodes * nnodes * CHAN_BYTES, PAGE)
        } else {
            0
        };
        let scratch_off = chan_off + chan_len;
        let heap_off = scratch_off + nnodes * 2 * SCRATCH_HALF;
        let region = round_up(region.max(PAGE), PAGE);
        let total = heap_off + nnodes * region;
        Layout {
            nnodes,
            ctrl_off,
            ctrl_stride,
            chan_off,
            has_chans,
            scratch_off,
            heap_off,
            region,
            total,
        }
    }

    /// The default per-node heap size for `nnodes` nodes (see [`DEFAULT_HEAP_TOTAL`]), or the
    /// size given in MiB.
    pub fn default_region(nnodes: usize, mib: Option<usize>) -> usize {
        match mib {
            Some(m) => m.saturating_mul(1 << 20),
            None => (DEFAULT_HEAP_TOTAL / nnodes.max(1)).max(1 << 30),
        }
    }

    /// Offset of the signal counter `channel` from `from` in `to`'s control block.
    pub fn signal(&self, to: usize, channel: usize, from: usize) -> usize {
        self.ctrl_off + to * self.ctrl_stride + ctrl::SIGNALS + (channel * self.nnodes + from) * 4
    }

    /// Offset of mailbox word `slot` (0 or 1) from `from` in `to`'s control block: which of
    /// the sender's scratch buffers a READY signal refers to.
    pub fn mailbox(&self, to: usize, from: usize, slot: usize) -> usize {
        self.ctrl_off
            + to * self.ctrl_stride
            + ctrl::SIGNALS
            + ch::COUNT * self.nnodes * 4
            + (from * 2 + slot) * 4
    }

    /// Offset of a control word of `node` ([`ctrl::DOORBELL`], [`ctrl::WAITING`]).
    pub fn ctrl_word(&self, node: usize, word: usize) -> usize {
        self.ctrl_off + node * self.ctrl_stride + word
    }

    /// Offset of the channel that carries messages from `from` to `to` (only with
    /// [`Layout::has_chans`]): the consumed-count line, then [`CHAN_SLOTS`] slots.
    pub fn chan(&self, to: usize, from: usize) -> usize {
        self.chan_off + (to * self.nnodes + from) * CHAN_BYTES
    }

    /// Offset of scratch buffer `b` (0 or 1) of `node`.
    pub fn scratch(&self, node: usize, b: usize) -> usize {
        self.scratch_off + (node * 2 + b) * SCRATCH_HALF
    }

    /// Offset of `node`'s heap.
    pub fn heap(&self, node: usize) -> usize {
        self.heap_off + node * self.region
    }
}

const _: () = assert!(std::mem::size_of::<Header>() <= HEADER_SIZE);
