//! Small-message channels of the shm transport: barriers, and all-reductions and broadcasts of
//! at most [`CHAN_PAYLOAD`] bytes on sets of at most [`CHAN_SET_MAX`] members.
//!
//! One channel per ordered pair of nodes (in the receiver's part of the channel area): a ring
//! of [`CHAN_SLOTS`] slots and a count of the messages the receiver has consumed. The k-th
//! message (from 0) goes to slot `k % CHAN_SLOTS`: the sender copies the payload and then
//! stores `k + 1` in the slot's first word (release); the receiver waits for that value, uses
//! the payload in place, and stores its consumed count (release). The sender reuses a slot once
//! the count shows its previous message consumed. A pair's messages are consumed in the order
//! they were sent, so, as with the signal counters, the k-th message a node expects from a peer
//! is the k-th that peer sends it, whatever node sets the collectives run on.
//!
//! A short message and its sequence number share a cache line, so a two-node all-reduce costs
//! one cache-line transfer each way. Nothing on the fast path is a fence or a read-modify-write:
//! a sender wakes a sleeping receiver only when the receiver's WAITING word says it sleeps,
//! which the receiver publishes with an asymmetric barrier (`membarrier`, see
//! [`Shm::announce_sleep`]) before its last check; where the kernel lacks `membarrier`, the
//! sender fences instead.

use super::{futex_wake, Shm};
use crate::reduce;
use crate::seg::{ctrl, CHAN_PAYLOAD, CHAN_SLOT, CHAN_SLOTS};
use crate::transport::CommError;
use std::sync::atomic::{compiler_fence, fence, AtomicU32, Ordering};
use xmp_abi::{DType, ReduceOp};

/// Largest node set whose small all-reductions and broadcasts use the channels (every member
/// exchanges with every other member directly, n - 1 messages each).
pub(super) const CHAN_SET_MAX: usize = 16;

/// Offset of the payload in a slot (after the sequence number; 16 keeps it aligned for every C
/// type).
const PAYLOAD_OFF: usize = 16;

/// This node's channel counters, per peer (entire-set rank).
pub(super) struct Chans {
    /// Messages sent to each peer.
    sent: Vec<u32>,
    /// Messages received from each peer (and consumed).
    recvd: Vec<u32>,
    /// The peer's consumed count as last read (sends re-read it only when a slot seems busy).
    acked: Vec<u32>,
}

impl Chans {
    /// Counters for a job of `n` nodes.
    pub(super) fn new(n: usize) -> Chans {
        Chans {
            sent: vec![0; n],
            recvd: vec![0; n],
            acked: vec![0; n],
        }
    }
}

impl Shm {
    /// Whether a collective of `len` bytes on `set` goes through the channels.
    pub(super) fn chan_fits(&self, set: &[u32], len: usize) -> bool {
        self.chans.is_some() && set.len() <= CHAN_SET_MAX && len <= CHAN_PAYLOAD
    }

    /// Whether the job has channels (barriers use them on any set).
    pub(super) fn has_chans(&self) -> bool {
        self.chans.is_some()
    }

    fn slot(&self, to: usize, from: usize, k: u32) -> *mut u8 {
        let l = &self.seg.layout;
        self.seg
            .ptr(l.chan(to, from) + 64 + (k as usize % CHAN_SLOTS) * CHAN_SLOT)
    }

    fn consumed_word(&self, to: usize, from: usize) -> &AtomicU32 {
        self.seg.word(self.seg.layout.chan(to, from))
    }

    /// Sends `data` (at most [`CHAN_PAYLOAD`] bytes) to `to`; waits only when all slots hold
    /// unconsumed messages. Call [`Shm::nudge`] for `to` after the round's sends.
    fn chan_send(&mut self, to: usize, data: &[u8]) -> Result<(), CommError> {
        let Some(c) = self.chans.as_ref() else {
            return Ok(());
        };
        let k = c.sent[to];
        if k.wrapping_sub(c.acked[to]) as usize >= CHAN_SLOTS {
            // Message k reuses the slot of message k - SLOTS, which must be consumed.
            let need = k.wrapping_sub(CHAN_SLOTS as u32 - 1);
            let word = self.consumed_word(to, self.me);
            let mut now = word.load(Ordering::Acquire);
            if (now.wrapping_sub(need) as i32) < 0 {
                self.wait_until(to, || {
                    now = word.load(Ordering::Acquire);
                    now.wrapping_sub(need) as i32 >= 0
                })?;
            }
            if let Some(c) = self.chans.as_mut() {
                c.acked[to] = now;
            }
        }
        let slot = self.slot(to, self.me, k);
        // SAFETY: the slot holds CHAN_SLOT bytes, data.len() <= CHAN_PAYLOAD, and its receiver
        // no longer reads it (it consumed the slot's previous message).
        unsafe {
            std::ptr::copy_nonoverlapping(data.as_ptr(), slot.add(PAYLOAD_OFF), data.len());
            (*(slot as *const AtomicU32)).store(k.wrapping_add(1), Ordering::Release);
        }
        if let Some(c) = self.chans.as_mut() {
            c.sent[to] = k.wrapping_add(1);
        }
        Ok(())
    }

    /// Waits for the next message from `from` and returns its payload, valid until
    /// [`Shm::chan_done`] for `from`.
    fn chan_recv(&self, from: usize) -> Result<*const u8, CommError> {
        let Some(c) = self.chans.as_ref() else {
            return Err(CommError::PeerGone(from));
        };
        let k = c.recvd[from];
        let slot = self.slot(self.me, from, k);
        // SAFETY: the slot's first word is a 16-aligned u32 in the shared mapping.
        let seq = unsafe { &*(slot as *const AtomicU32) };
        let want = k.wrapping_add(1);
        self.wait_until(from, || seq.load(Ordering::Acquire) == want)?;
        // SAFETY: inside the slot.
        Ok(unsafe { slot.add(PAYLOAD_OFF) as *const u8 })
    }

    /// Marks the message from `from` returned by [`Shm::chan_recv`] consumed (its slot may be
    /// reused). Call [`Shm::nudge`] for `from` afterwards.
    fn chan_done(&mut self, from: usize) {
        let Some(c) = self.chans.as_mut() else {
            return;
        };
        let k = c.recvd[from].wrapping_add(1);
        c.recvd[from] = k;
        self.consumed_word(self.me, from)
            .store(k, Ordering::Release);
    }

    /// Wakes `node` if it sleeps (after a send or a consume it may wait for).
    pub(super) fn nudge(&self, node: usize) {
        if self.asym {
            // The sleeper's membarrier orders our earlier stores before this load (see the
            // module comment); only the compiler must keep the order.
            compiler_fence(Ordering::SeqCst);
        } else {
            fence(Ordering::SeqCst);
        }
        let l = &self.seg.layout;
        if self
            .seg
            .word(l.ctrl_word(node, ctrl::WAITING))
            .load(Ordering::Relaxed)
            != 0
        {
            let db = self.seg.word(l.ctrl_word(node, ctrl::DOORBELL));
            db.fetch_add(1, Ordering::SeqCst);
            futex_wake(db);
        }
    }

    /// Dissemination barrier over channels: ceil(log2 n) rounds of one message each way.
    pub(super) fn chan_barrier(&mut self, set: &[u32], pos: usize) -> Result<(), CommError> {
        let n = set.len();
        let mut d = 1;
        while d < n {
            let to = set[(pos + d) % n] as usize;
            let from = set[(pos + n - d) % n] as usize;
            self.chan_send(to, &[])?;
            self.nudge(to);
            self.chan_recv(from)?;
            self.chan_done(from);
            self.nudge(from);
            d <<= 1;
        }
        Ok(())
    }

    /// Broadcast of at most [`CHAN_PAYLOAD`] bytes: the root sends to every member.
    pub(super) fn chan_bcast(
        &mut self,
        set: &[u32],
        pos: usize,
        root: usize,
        buf: &mut [u8],
    ) -> Result<(), CommError> {
        if pos == root {
            for &r in set {
                if r as usize != self.me {
                    self.chan_send(r as usize, buf)?;
                }
            }
            for &r in set {
                if r as usize != self.me {
                    self.nudge(r as usize);
                }
            }
        } else {
            let from = set[root] as usize;
            let p = self.chan_recv(from)?;
            // SAFETY: the root's payload holds buf.len() bytes until we consume it.
            unsafe { std::ptr::copy_nonoverlapping(p, buf.as_mut_ptr(), buf.len()) };
            self.chan_done(from);
            self.nudge(from);
        }
        Ok(())
    }

    /// All-reduction of at most [`CHAN_PAYLOAD`] bytes: every member sends its contribution to
    /// every other member, then folds all contributions in set order (bit-identical results).
    pub(super) fn chan_allreduce(
        &mut self,
        set: &[u32],
        pos: usize,
        buf: &mut [u8],
        ty: DType,
        op: ReduceOp,
    ) -> Result<(), CommError> {
        let len = buf.len();
        for &r in set {
            if r as usize != self.me {
                self.chan_send(r as usize, buf)?;
            }
        }
        for &r in set {
            if r as usize != self.me {
                self.nudge(r as usize);
            }
        }
        // The fold starts from member 0's contribution: keep ours unless we are member 0.
        let mut own = std::mem::take(&mut self.own);
        if pos != 0 {
            own.clear();
            own.extend_from_slice(buf);
        }
        for (i, &r) in set.iter().enumerate() {
            let r = r as usize;
            if i == pos {
                if i != 0 {
                    reduce::combine(ty, op, buf, &own[..len]);
                }
                continue;
            }
            let p = match self.chan_recv(r) {
                Ok(p) => p,
                Err(e) => {
                    self.own = own;
                    return Err(e);
                }
            };
            // SAFETY: member i's payload holds len bytes until we consume it.
            let src = unsafe { std::slice::from_raw_parts(p, len) };
            if i == 0 {
                buf.copy_from_slice(src);
            } else {
                reduce::combine(ty, op, buf, src);
            }
            self.chan_done(r);
        }
        self.own = own;
        for &r in set {
            if r as usize != self.me {
                self.nudge(r as usize);
            }
        }
        Ok(())
    }
}
