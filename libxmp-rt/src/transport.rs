//! The transport interface: everything the runtime needs from the layer that moves bytes
//! between nodes. `shm` (one machine, one shared segment) implements it today; `mpi` will.

use xmp_abi::{DType, ReduceOp};

/// Why a communication did not complete.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CommError {
    /// The job is ending because another node failed (it reported that already).
    Aborted,
    /// The given node (entire-set rank) ended while this node waited for it.
    PeerGone(usize),
}

/// Moving data and synchronising between the nodes of a job. Node sets are passed as the
/// entire-set ranks of their members in set order plus the caller's position in that list;
/// every member calls a collective with the same set and arguments (root, sizes, type).
pub trait Transport: Send {
    /// The transport's name, for messages (`shm`).
    fn name(&self) -> &'static str;
    /// This node's rank in the entire node set.
    fn rank(&self) -> usize;
    /// The number of nodes in the entire node set.
    fn size(&self) -> usize;
    /// Address of this node's symmetric heap and its size.
    fn heap(&self) -> (*mut u8, usize);
    /// Copies `len` bytes from `src` to `offset` in `node`'s heap.
    ///
    /// # Safety
    /// `src` must be readable for `len` bytes; `offset + len` must lie inside the heap.
    unsafe fn put(&mut self, node: usize, offset: usize, src: *const u8, len: usize);
    /// Copies `len` bytes from `offset` in `node`'s heap to `dst`.
    ///
    /// # Safety
    /// `dst` must be writable for `len` bytes; `offset + len` must lie inside the heap.
    unsafe fn get(&mut self, node: usize, offset: usize, dst: *mut u8, len: usize);
    /// Strided put: `counts` elements of `elem` bytes per dimension (C order), strides in bytes;
    /// the remote side starts at `offset` in `node`'s heap.
    ///
    /// # Safety
    /// Every addressed byte must be valid (the caller checks the remote extent).
    #[allow(clippy::too_many_arguments)]
    unsafe fn put_strided(
        &mut self,
        node: usize,
        offset: usize,
        src: *const u8,
        elem: usize,
        counts: &[usize],
        dst_strides: &[isize],
        src_strides: &[isize],
    );
    /// Strided get, the mirror of [`Transport::put_strided`].
    ///
    /// # Safety
    /// Every addressed byte must be valid (the caller checks the remote extent).
    #[allow(clippy::too_many_arguments)]
    unsafe fn get_strided(
        &mut self,
        node: usize,
        offset: usize,
        dst: *mut u8,
        elem: usize,
        counts: &[usize],
        dst_strides: &[isize],
        src_strides: &[isize],
    );
    /// Completes this node's outstanding puts and gets (makes them visible).
    fn complete(&mut self);
    /// Completes this node's outstanding puts and gets at their targets, without the
    /// synchronisation of this node's own window copy that [`Transport::complete`] also does
    /// (for `xmp_rt_complete` after coindexed assignments; the sync points call `complete`).
    /// By default it is `complete`.
    fn complete_remote(&mut self) {
        self.complete()
    }
    /// Barrier over `set`.
    fn barrier(&mut self, set: &[u32], pos: usize) -> Result<(), CommError>;
    /// Broadcast `buf` from the member at position `root` to every member.
    fn bcast(
        &mut self,
        set: &[u32],
        pos: usize,
        root: usize,
        buf: &mut [u8],
    ) -> Result<(), CommError>;
    /// All-reduce `buf` (whole elements of `ty`) with `op`; every member gets the same bits.
    fn allreduce(
        &mut self,
        set: &[u32],
        pos: usize,
        buf: &mut [u8],
        ty: DType,
        op: ReduceOp,
    ) -> Result<(), CommError>;
    /// [`Transport::barrier`] over the entire set (`set` lists every rank, `pos` is this
    /// node's): transports with a ready-made handle for the entire set override the three
    /// `*_entire` methods to skip looking it up, which small collectives notice.
    fn barrier_entire(&mut self, set: &[u32], pos: usize) -> Result<(), CommError> {
        self.barrier(set, pos)
    }
    /// [`Transport::bcast`] over the entire set, as [`Transport::barrier_entire`].
    fn bcast_entire(
        &mut self,
        set: &[u32],
        pos: usize,
        root: usize,
        buf: &mut [u8],
    ) -> Result<(), CommError> {
        self.bcast(set, pos, root, buf)
    }
    /// [`Transport::allreduce`] over the entire set, as [`Transport::barrier_entire`].
    fn allreduce_entire(
        &mut self,
        set: &[u32],
        pos: usize,
        buf: &mut [u8],
        ty: DType,
        op: ReduceOp,
    ) -> Result<(), CommError> {
        self.allreduce(set, pos, buf, ty, op)
    }
    /// Pairwise synchronisation with each node in `peers` (entire-set ranks), the n-th call
    /// naming a peer matching the peer's n-th call naming this node.
    fn sync_images(&mut self, peers: &[u32]) -> Result<(), CommError>;
    /// Runs `f` on each node of the entire set in rank order (used for readable output).
    fn ordered(&mut self, f: &mut dyn FnMut());
    /// Marks this node as ended normally.
    fn finish(&mut self);
    /// Deadlock detection of `wait` (coarray.rs): a nonzero token while `node` sleeps in a wait
    /// of this transport (barrier, synchronisation, collective) and nothing has been signalled
    /// to it since its last check of the wait's condition; an equal token from a later call
    /// means it slept throughout. 0 when it does not, or the transport cannot tell.
    fn blocked_token(&self, _node: usize) -> u32 {
        0
    }
    /// This node is leaving with a nonzero status: skip any collective shutdown so that the
    /// process can exit and its launcher end the job (MPI). The shm launcher watches exit
    /// statuses itself, so the default does nothing.
    fn abort_job(&mut self, _status: i32) {}
    /// The MPI communicator (the library's integer handle) that `xmp_get_mpi_comm` gives the
    /// program for `set`, ranks in set order; created on the first call for a set, which is
    /// collective over its members. None for transports that do not run on MPI.
    fn mpi_comm(&mut self, _set: &[u32]) -> Option<i32> {
        None
    }
    /// Whether the launcher reports nonzero exits itself (shm) or the runtime must (mpi).
    fn launcher_reports_exits(&self) -> bool {
        true
    }

    // ----- issue 6 (coarrays): remote atomics, for locks, post/wait and xmp_atomic_* -----
    /// Atomic operation on the `i32` at `offset` in `node`'s heap, done (visible to other
    /// nodes' atomics on it) on return; returns the value before the operation.
    ///
    /// # Safety
    /// `offset` must be 4-byte aligned and `offset + 4` inside the heap.
    unsafe fn atomic_i32(&mut self, node: usize, offset: usize, op: AtomicOp) -> i32;

    // ----- issue 6 (nonblocking-put) -----
    /// [`Transport::put`] that may return before the data is delivered; [`Transport::complete`]
    /// finishes it. `src` may be reused as soon as this returns. By default it is `put`.
    ///
    /// # Safety
    /// As [`Transport::put`].
    unsafe fn put_nb(&mut self, node: usize, offset: usize, src: *const u8, len: usize) {
        self.put(node, offset, src, len)
    }

    // ----- issue 3 (async collectives): `bcast/reduction ... async(id)` -----
    /// Starts [`Transport::bcast`]; it may still run on return, and then the result is a
    /// token for [`Transport::async_test`]/[`Transport::async_wait`] (`buf` must stay valid
    /// and untouched until then). `None`: complete on return (the default, e.g. shm).
    fn bcast_start(
        &mut self,
        set: &[u32],
        pos: usize,
        root: usize,
        buf: &mut [u8],
    ) -> Result<Option<u64>, CommError> {
        self.bcast(set, pos, root, buf).map(|()| None)
    }
    /// Starts [`Transport::allreduce`], as [`Transport::bcast_start`].
    fn allreduce_start(
        &mut self,
        set: &[u32],
        pos: usize,
        buf: &mut [u8],
        ty: DType,
        op: ReduceOp,
    ) -> Result<Option<u64>, CommError> {
        self.allreduce(set, pos, buf, ty, op).map(|()| None)
    }
    /// Whether the started operation `token` has completed (then the token is spent).
    fn async_test(&mut self, _token: u64) -> bool {
        true
    }
    /// Waits for the started operation `token` to complete (the token is spent).
    fn async_wait(&mut self, _token: u64) {}

    // ----- issue 5 (async reflect, helper E): two-sided nonblocking strided transfers -----
    /// Whether [`Transport::isend_strided`] / [`Transport::irecv_strided`] start transfers
    /// that progress without the caller (mpi). When false (the default, shm) they return None
    /// and the caller moves the data synchronously instead.
    fn has_async_p2p(&self) -> bool {
        false
    }
    /// Starts sending `counts` elements of `elem` bytes (C order, byte `strides`) from `src`
    /// to entire-set rank `node`; the token completes through [`Transport::async_test`] /
    /// [`Transport::async_wait`]. The n-th send to a node matches that node's n-th
    /// [`Transport::irecv_strided`] from this one. `src` must stay unmodified until then.
    ///
    /// # Safety
    /// Every addressed byte of `src` must stay valid until the token completes.
    unsafe fn isend_strided(
        &mut self,
        _node: usize,
        _src: *const u8,
        _elem: usize,
        _counts: &[usize],
        _strides: &[isize],
    ) -> Option<u64> {
        None
    }
    /// Whether [`Transport::get_start`] starts gets that progress without the caller (the
    /// same answer on every node).
    fn has_async_get(&self) -> bool {
        false
    }
    /// Starts a get of `len` bytes from `offset` in `node`'s heap into `dst`; the token
    /// completes through [`Transport::async_test`] / [`Transport::async_wait`]. None: nothing
    /// was started (the caller gets synchronously).
    ///
    /// # Safety
    /// `dst` must stay valid and unread until the token completes.
    unsafe fn get_start(
        &mut self,
        _node: usize,
        _offset: usize,
        _dst: *mut u8,
        _len: usize,
    ) -> Option<u64> {
        None
    }
    /// Starts receiving into `dst` (layout as in [`Transport::isend_strided`]) from `node`.
    ///
    /// # Safety
    /// Every addressed byte of `dst` must stay valid and unread until the token completes.
    unsafe fn irecv_strided(
        &mut self,
        _node: usize,
        _dst: *mut u8,
        _elem: usize,
        _counts: &[usize],
        _strides: &[isize],
    ) -> Option<u64> {
        None
    }

    // ----- issue 5 (reflect_init / reflect_do persistent requests, helper A) -----
    /// Builds persistent two-sided requests for `msgs` (MPI_Send_init / MPI_Recv_init with
    /// one derived datatype per message, committed once) over the memory at `base` (the
    /// pieces' offsets are from it; it must stay valid until [`Transport::persistent_free`]).
    /// Returns the group's id for [`Transport::persistent_start`] and friends.
    ///
    /// None (the default) means "not available": the caller keeps its one-sided path. That is
    /// the case on shm and on mpi with direct shared-memory access, where a put is a plain
    /// copy into the peer's mapping and messages would only add matching and copies.
    ///
    /// # Safety
    /// Every addressed byte of every piece must stay valid until the group is freed.
    unsafe fn persistent_init(
        &mut self,
        _base: *mut u8,
        _elem: usize,
        _msgs: &[PersistentMsg],
    ) -> Option<u64> {
        None
    }
    /// Starts every request of `group` (MPI_Startall); a group still running from an earlier
    /// start is completed first.
    fn persistent_start(&mut self, _group: u64) {}
    /// Completes the started requests of `group` (MPI_Waitall); returns at once when the
    /// group is not running.
    fn persistent_wait(&mut self, _group: u64) {}
    /// Completes and releases `group` (its requests and datatypes).
    fn persistent_free(&mut self, _group: u64) {}
}

/// One message of a persistent exchange ([`Transport::persistent_init`], issue 5): strided
/// pieces of a buffer sent to (`send`) or received from entire-set rank `node`, in order (the
/// sender's pieces, concatenated, fill the receiver's pieces in order).
#[derive(Clone, Debug, Default)]
pub struct PersistentMsg {
    pub send: bool,
    pub node: usize,
    /// Per piece: byte offset from the base, counts and byte strides (C order, last innermost).
    pub pieces: Vec<(isize, Vec<usize>, Vec<isize>)>,
}

/// An operation of [`Transport::atomic_i32`] (issue 6).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AtomicOp {
    Load,
    Store(i32),
    Add(i32),
    /// Compare and swap: store `new` when the value is `expect`.
    Cas {
        expect: i32,
        new: i32,
    },
}

/// Copies `len` bytes from `src` to `dst` (the regions may overlap), as `std::ptr::copy`.
///
/// glibc's `memcpy` copies with `rep movsb` from a few KiB up to the L2 size on AMD Zen, and
/// that instruction runs about 15 times slower when `dst` lies 1 to 63 bytes above `src`
/// modulo 4 KiB (measured here: 256 KiB in 77 us instead of 5 us). Transfers between a
/// coarray and a local array hit that whenever their addresses happen to line up so; such
/// copies go in 2 KiB pieces, which glibc moves with vector loads and stores.
///
/// # Safety
/// As `std::ptr::copy`.
pub unsafe fn copy_bytes(src: *const u8, dst: *mut u8, len: usize) {
    const PIECE: usize = 2048;
    let (s, d) = (src as usize, dst as usize);
    let skew = d.wrapping_sub(s) & 4095;
    let disjoint = d >= s.wrapping_add(len) || s >= d.wrapping_add(len);
    if len > PIECE && len < rep_movsb_limit() && (1..64).contains(&skew) && disjoint {
        let mut done = 0;
        while done < len {
            let k = PIECE.min(len - done);
            std::ptr::copy_nonoverlapping(src.add(done), dst.add(done), k);
            done += k;
        }
    } else {
        std::ptr::copy(src, dst, len);
    }
}

/// The length from which glibc stops using `rep movsb` on AMD (its L2 size; at least 1 MiB).
fn rep_movsb_limit() -> usize {
    static LIMIT: std::sync::OnceLock<usize> = std::sync::OnceLock::new();
    *LIMIT.get_or_init(|| {
        // SAFETY: sysconf has no preconditions.
        let l2 = unsafe { libc::sysconf(libc::_SC_LEVEL2_CACHE_SIZE) };
        (l2.max(0) as usize).max(1 << 20)
    })
}

/// Copies a strided block: `counts` per dimension (C order, last innermost), byte strides.
///
/// # Safety
/// Every addressed byte of `dst` and `src` must be valid.
pub unsafe fn strided_copy(
    dst: *mut u8,
    src: *const u8,
    elem: usize,
    counts: &[usize],
    dst_strides: &[isize],
    src_strides: &[isize],
) {
    match counts.len() {
        0 => std::ptr::copy(src, dst, elem),
        1 => {
            let (ds, ss) = (dst_strides[0], src_strides[0]);
            if ds == elem as isize && ss == elem as isize {
                copy_bytes(src, dst, elem * counts[0]);
            } else {
                for i in 0..counts[0] as isize {
                    std::ptr::copy(src.offset(i * ss), dst.offset(i * ds), elem);
                }
            }
        }
        _ => {
            for i in 0..counts[0] as isize {
                strided_copy(
                    dst.offset(i * dst_strides[0]),
                    src.offset(i * src_strides[0]),
                    elem,
                    &counts[1..],
                    &dst_strides[1..],
                    &src_strides[1..],
                );
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::copy_bytes;

    /// Every skew modulo 4 KiB and lengths around the piece size copy exactly, including the
    /// chunked ones (skew 1..63) and overlapping regions (which take `std::ptr::copy`).
    #[test]
    fn copy_bytes_is_a_memmove() {
        let src: Vec<u8> = (0..40_000u32).map(|i| (i * 7 + i / 251) as u8).collect();
        for skew in [0usize, 1, 8, 15, 63, 64, 608, 4095] {
            for len in [0usize, 1, 2048, 2049, 4096 * 3 + 5, 30_000] {
                let mut dst = vec![0u8; 40_000];
                // dst = src + skew (mod 4 KiB) when both start 4 KiB-aligned-apart
                let d_off =
                    (src.as_ptr() as usize + skew).wrapping_sub(dst.as_ptr() as usize) & 4095;
                let d_off = d_off.min(40_000 - len);
                // SAFETY: both ranges lie inside their vectors.
                unsafe { copy_bytes(src.as_ptr(), dst.as_mut_ptr().add(d_off), len) };
                assert_eq!(
                    &dst[d_off..d_off + len],
                    &src[..len],
                    "skew {skew} len {len}"
                );
            }
        }
        let mut buf: Vec<u8> = (0..10_000u32).map(|i| i as u8).collect();
        let want: Vec<u8> = buf[0..8000].to_vec();
        // SAFETY: both ranges lie inside the vector; they overlap (skew 8).
        unsafe { copy_bytes(buf.as_ptr(), buf.as_mut_ptr().add(8), 8000) };
        assert_eq!(&buf[8..8008], &want[..]);
    }
}
