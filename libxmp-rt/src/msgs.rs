//! One-sided message counters, the mechanism under `post`/`wait` (reference 9.7) and the
//! cross-node conditions of tasklets: a node's area in the symmetric heap has one slot per
//! source node, which only that source writes; the receiver keeps what it has consumed.
//!
//! A slot holds the total count of messages sent (read by the deadlock detection of `wait`),
//! the number of tag counters in use, then [`TAGS`] pairs (tag, count). A sender claims a new
//! counter for a tag by writing the tag, then the count of counters in use that makes it
//! visible; sending never waits.

use std::collections::HashMap;

use crate::rt::{fatal, Runtime};
use crate::transport::AtomicOp;

/// Distinct tags one node can send to one other node (a counter each).
pub const TAGS: usize = 128;
/// Bytes per source node in a node's message area.
pub const SLOT: usize = 8 + 8 * TAGS;

/// A node's message area and what it has sent and consumed.
pub struct Counters {
    /// The area in the symmetric heap (the same offset on every node).
    pub area: usize,
    /// Per destination node: the counter index of each tag sent to it.
    sent: Vec<HashMap<i32, usize>>,
    /// Per source node and counter: its tag (once seen) and the messages consumed here.
    tags: Vec<Vec<i32>>,
    consumed: Vec<Vec<u32>>,
}

impl Counters {
    /// The bookkeeping of the area at `area` (its `n * SLOT` bytes zeroed on every node).
    pub fn new(area: usize, n: usize) -> Self {
        Counters {
            area,
            sent: vec![HashMap::new(); n],
            tags: vec![Vec::new(); n],
            consumed: vec![Vec::new(); n],
        }
    }

    /// The slot of source node `s` (in any node's area).
    pub fn slot(&self, s: usize) -> *const u8 {
        (self.area + s * SLOT) as *const u8
    }

    /// Sends one message with `tag` to entire-set rank `to`, after completing this node's
    /// puts (`what` names the construct in the error about too many tags).
    pub fn send(&mut self, r: &mut Runtime, to: usize, tag: i32, what: &str, loc: Option<&str>) {
        r.complete();
        let slot = self.slot(r.me);
        let used = self.sent[to].len();
        let b = match self.sent[to].get(&tag) {
            Some(&b) => b,
            None => {
                if used == TAGS {
                    fatal(
                        &format!(
                            "{what}: more than {TAGS} distinct tags sent from node {} to node {to} (not supported yet)",
                            r.me
                        ),
                        loc,
                    );
                }
                // SAFETY: offsets inside this node's slot on `to` (same layout everywhere).
                r.co_atomic(
                    to,
                    unsafe { slot.add(8 + 8 * used) },
                    AtomicOp::Store(tag),
                    loc,
                );
                // SAFETY: as above.
                r.co_atomic(
                    to,
                    unsafe { slot.add(4) },
                    AtomicOp::Store(used as i32 + 1),
                    loc,
                );
                self.sent[to].insert(tag, used);
                used
            }
        };
        // SAFETY: as above.
        r.co_atomic(to, unsafe { slot.add(12 + 8 * b) }, AtomicOp::Add(1), loc);
        r.co_atomic(to, slot, AtomicOp::Add(1), loc);
    }

    /// Consumes one message from `from` (any node: `None`) with `tag` (any: `None`) among
    /// those that `arrived` holds and earlier takes have not consumed. What the sender put
    /// before the message is visible when it returns true.
    pub fn take(
        &mut self,
        r: &mut Runtime,
        arrived: &mut Arrived,
        from: Option<usize>,
        tag: Option<i32>,
        loc: Option<&str>,
    ) -> bool {
        let sources: Vec<usize> = match from {
            Some(s) => vec![s],
            None => (0..r.n).collect(),
        };
        for s in sources {
            let counts = arrived.of(r, self, s, loc);
            for (b, &count) in counts.iter().enumerate() {
                if tag.is_some_and(|w| self.tags[s][b] != w) {
                    continue;
                }
                let done = &mut self.consumed[s][b];
                if count != *done {
                    *done = done.wrapping_add(1);
                    r.complete();
                    return true;
                }
            }
        }
        false
    }
}

/// The messages that had arrived when a pass over waiting conditions began: per source node,
/// the count of each of its counters (read once per pass, on first use).
///
/// Several conditions that take messages in an order must see one state of the area. Were
/// each to read the counters itself, a message arriving during the pass would go to the first
/// condition that looks after its arrival, not to the first one in order.
pub struct Arrived {
    counts: Vec<Option<Vec<u32>>>,
}

impl Arrived {
    /// A pass over the area of a set of `n` nodes.
    pub fn new(n: usize) -> Self {
        Arrived {
            counts: vec![None; n],
        }
    }

    /// The counters of source `s` as they were at its first use in this pass; learns the tags
    /// of counters new since the last pass.
    fn of<'s>(
        &'s mut self,
        r: &mut Runtime,
        c: &mut Counters,
        s: usize,
        loc: Option<&str>,
    ) -> &'s [u32] {
        self.counts[s].get_or_insert_with(|| {
            let me = r.me;
            let slot = c.slot(s);
            // SAFETY: inside this node's own message area.
            let used = r.co_atomic(me, unsafe { slot.add(4) }, AtomicOp::Load, loc);
            let used = (used.max(0) as usize).min(TAGS);
            let tags = &mut c.tags[s];
            while tags.len() < used {
                // SAFETY: as above; a tag is written before the count of counters in use that
                // makes it visible, and never changes.
                let key = unsafe { slot.add(8 + 8 * tags.len()) };
                tags.push(r.co_atomic(me, key, AtomicOp::Load, loc));
            }
            c.consumed[s].resize(used, 0);
            (0..used)
                // SAFETY: as above.
                .map(|b| r.co_atomic(me, unsafe { slot.add(12 + 8 * b) }, AtomicOp::Load, loc))
                .map(|v| v as u32)
                .collect()
        })
    }
}

/// Waits politely while polling a word that another node writes (several nodes may share a
/// core): spins, then yields the processor, then sleeps.
pub fn backoff(round: &mut u32) {
    *round += 1;
    if *round < 64 {
        std::hint::spin_loop();
    } else if *round < 1024 {
        std::thread::yield_now();
    } else {
        std::thread::sleep(std::time::Duration::from_micros(50));
    }
}
