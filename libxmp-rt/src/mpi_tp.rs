//! The MPI transport (cargo feature `mpi`): rsmpi's raw bindings over MPICH, for jobs launched
//! with `mpiexec.mpich -n N`. The symmetric heap is one MPI-3 RMA window allocated at start-up
//! (`XMP_HEAP_MIB` per node, default 512 MiB) under a passive-target `lock_all` epoch; puts and
//! gets are `MPI_Put`/`MPI_Get` followed by a flush (blocking semantics, as on shm).
//! Collectives run on communicators made per node set with `MPI_Comm_create_group` (collective
//! over the set's members only, so sibling tasks need nothing from each other) and cached.
//! Reductions gather every member's contribution and fold them in set order with
//! [`crate::reduce::combine`], so every node gets bit-identical results for every C type and
//! operator (MPI's own operators do not cover `&&` on floating types or x87 `long double`).

use crate::reduce;
use crate::transport::{CommError, Transport};
use libc::{c_int, c_void};
use mpi::ffi;
use std::collections::HashMap;
use xmp_abi::{DType, ReduceOp};

/// Tags of the transport's point-to-point messages on the world communicator.
const TAG_SYNC: c_int = 7001;
const TAG_ORDER: c_int = 7002;
/// Largest count passed to one MPI call (counts are C ints).
const MAX_COUNT: usize = 1 << 30;
/// Default per-node window size.
const DEFAULT_HEAP_MIB: usize = 512;

/// The MPI transport of one node.
pub struct Mpi {
    world: ffi::MPI_Comm,
    me: usize,
    n: usize,
    win: ffi::MPI_Win,
    /// This node's heap: page-aligned inside the window, so that aligned offsets give aligned
    /// addresses on every node.
    base: *mut u8,
    region: usize,
    /// Per node: where its heap starts inside its window (the page-alignment slack).
    skew: Vec<usize>,
    comms: HashMap<Vec<u32>, ffi::MPI_Comm>,
    finished: bool,
}

// SAFETY: MPI handles are plain integers in MPICH; the runtime serialises all calls.
unsafe impl Send for Mpi {}

fn byte() -> ffi::MPI_Datatype {
    // SAFETY: reading an initialised extern constant.
    unsafe { ffi::RSMPI_UINT8_T }
}

/// Set once MPI is initialised here (for fault paths that cannot reach the transport).
static ACTIVE: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// Ends the whole MPI job with `status` if this process runs the MPI transport.
pub fn abort_if_active(status: i32) {
    if ACTIVE.load(std::sync::atomic::Ordering::Acquire) {
        // A short pause lets mpiexec forward this node's last output (the error line) before
        // MPI_Abort tears the job down.
        std::thread::sleep(std::time::Duration::from_millis(200));
        // SAFETY: flushing C stdio, then MPI_Abort on the world communicator.
        unsafe {
            libc::fflush(std::ptr::null_mut());
            ffi::MPI_Abort(ffi::RSMPI_COMM_WORLD, status);
        }
    }
}

/// Whether this process was started by an MPI launcher (Hydra/PMI or Open MPI variables).
pub fn launched_by_mpiexec() -> bool {
    ["PMI_RANK", "PMI_SIZE", "PMI_FD", "OMPI_COMM_WORLD_SIZE"]
        .iter()
        .any(|v| std::env::var_os(v).is_some())
}

impl Mpi {
    /// Initialises MPI and the heap window.
    pub fn new() -> Result<Mpi, String> {
        // SAFETY: MPI initialisation with null argc/argv (allowed since MPI-2), queries on the
        // world communicator, and a window allocation checked for errors.
        unsafe {
            let mut init = 0;
            ffi::MPI_Initialized(&mut init);
            if init == 0 && ffi::MPI_Init(std::ptr::null_mut(), std::ptr::null_mut()) != 0 {
                return Err("MPI_Init failed".into());
            }
            let world = ffi::RSMPI_COMM_WORLD;
            let (mut me, mut n) = (0, 0);
            ffi::MPI_Comm_rank(world, &mut me);
            ffi::MPI_Comm_size(world, &mut n);
            let mib = std::env::var(xmp_abi::env::HEAP_MIB)
                .ok()
                .and_then(|v| v.trim().parse::<usize>().ok())
                .unwrap_or(DEFAULT_HEAP_MIB);
            let region = mib.max(1) << 20;
            let mut base: *mut u8 = std::ptr::null_mut();
            let mut win: ffi::MPI_Win = std::mem::zeroed();
            const PAGE: usize = 4096;
            let rc = ffi::MPI_Win_allocate(
                (region + PAGE) as ffi::MPI_Aint,
                1,
                ffi::RSMPI_INFO_NULL,
                world,
                &mut base as *mut *mut u8 as *mut c_void,
                &mut win,
            );
            if rc != 0 || base.is_null() {
                return Err(format!(
                    "MPI_Win_allocate of {mib} MiB failed (set XMP_HEAP_MIB)"
                ));
            }
            ffi::MPI_Win_lock_all(0, win);
            ACTIVE.store(true, std::sync::atomic::Ordering::Release);
            let my_skew = (base as usize).next_multiple_of(PAGE) - base as usize;
            let mut skew = vec![0usize; n as usize];
            ffi::MPI_Allgather(
                &my_skew as *const usize as *const c_void,
                8,
                byte(),
                skew.as_mut_ptr() as *mut c_void,
                8,
                byte(),
                world,
            );
            let base = base.add(my_skew);
            Ok(Mpi {
                world,
                me: me as usize,
                n: n as usize,
                win,
                base,
                region,
                skew,
                comms: HashMap::new(),
                finished: false,
            })
        }
    }

    /// The communicator of a node set (world for the entire set), created on first use.
    fn comm(&mut self, set: &[u32]) -> ffi::MPI_Comm {
        if set.len() == self.n && set.iter().enumerate().all(|(i, &r)| r as usize == i) {
            return self.world;
        }
        if let Some(&c) = self.comms.get(set) {
            return c;
        }
        let ranks: Vec<c_int> = set.iter().map(|&r| r as c_int).collect();
        // SAFETY: group/communicator construction over valid ranks; every member calls this
        // for the same set at the same point (it is part of the collective).
        let comm = unsafe {
            let mut wg: ffi::MPI_Group = std::mem::zeroed();
            ffi::MPI_Comm_group(self.world, &mut wg);
            let mut g: ffi::MPI_Group = std::mem::zeroed();
            ffi::MPI_Group_incl(wg, ranks.len() as c_int, ranks.as_ptr(), &mut g);
            let mut c: ffi::MPI_Comm = std::mem::zeroed();
            ffi::MPI_Comm_create_group(self.world, g, 0, &mut c);
            ffi::MPI_Group_free(&mut g);
            ffi::MPI_Group_free(&mut wg);
            c
        };
        self.comms.insert(set.to_vec(), comm);
        comm
    }

    unsafe fn rma(&mut self, put: bool, node: usize, offset: usize, local: *mut u8, len: usize) {
        let mut done = 0;
        while done < len {
            let k = (len - done).min(MAX_COUNT) as c_int;
            let disp = (self.skew[node] + offset + done) as ffi::MPI_Aint;
            if put {
                ffi::MPI_Put(
                    local.add(done) as *const c_void,
                    k,
                    byte(),
                    node as c_int,
                    disp,
                    k,
                    byte(),
                    self.win,
                );
            } else {
                ffi::MPI_Get(
                    local.add(done) as *mut c_void,
                    k,
                    byte(),
                    node as c_int,
                    disp,
                    k,
                    byte(),
                    self.win,
                );
            }
            done += k as usize;
        }
        ffi::MPI_Win_flush(node as c_int, self.win);
    }

    #[allow(clippy::too_many_arguments)]
    unsafe fn rma_strided(
        &mut self,
        put: bool,
        node: usize,
        offset: isize,
        local: *mut u8,
        elem: usize,
        counts: &[usize],
        remote_strides: &[isize],
        local_strides: &[isize],
    ) {
        if counts.is_empty() {
            return self.rma(put, node, offset as usize, local, elem);
        }
        if counts.len() == 1
            && remote_strides[0] == elem as isize
            && local_strides[0] == elem as isize
        {
            return self.rma(put, node, offset as usize, local, elem * counts[0]);
        }
        for i in 0..counts[0] as isize {
            self.rma_strided(
                put,
                node,
                offset + i * remote_strides[0],
                local.offset(i * local_strides[0]),
                elem,
                &counts[1..],
                &remote_strides[1..],
                &local_strides[1..],
            );
        }
    }
}

impl Transport for Mpi {
    fn name(&self) -> &'static str {
        "mpi"
    }
    fn rank(&self) -> usize {
        self.me
    }
    fn size(&self) -> usize {
        self.n
    }
    fn heap(&self) -> (*mut u8, usize) {
        (self.base, self.region)
    }
    unsafe fn put(&mut self, node: usize, offset: usize, src: *const u8, len: usize) {
        self.rma(true, node, offset, src as *mut u8, len);
    }
    unsafe fn get(&mut self, node: usize, offset: usize, dst: *mut u8, len: usize) {
        self.rma(false, node, offset, dst, len);
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
        self.rma_strided(
            true,
            node,
            offset as isize,
            src as *mut u8,
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
        self.rma_strided(
            false,
            node,
            offset as isize,
            dst,
            elem,
            counts,
            src_strides,
            dst_strides,
        );
    }
    fn complete(&mut self) {
        // SAFETY: flush on our window inside the lock_all epoch.
        unsafe {
            ffi::MPI_Win_flush_all(self.win);
            ffi::MPI_Win_sync(self.win);
        }
    }
    fn barrier(&mut self, set: &[u32], _pos: usize) -> Result<(), CommError> {
        let c = self.comm(set);
        // SAFETY: barrier on a valid communicator.
        unsafe { ffi::MPI_Barrier(c) };
        Ok(())
    }
    fn bcast(
        &mut self,
        set: &[u32],
        _pos: usize,
        root: usize,
        buf: &mut [u8],
    ) -> Result<(), CommError> {
        let c = self.comm(set);
        for chunk in buf.chunks_mut(MAX_COUNT) {
            // SAFETY: valid buffer of chunk.len() bytes.
            unsafe {
                ffi::MPI_Bcast(
                    chunk.as_mut_ptr() as *mut c_void,
                    chunk.len() as c_int,
                    byte(),
                    root as c_int,
                    c,
                )
            };
        }
        Ok(())
    }
    fn allreduce(
        &mut self,
        set: &[u32],
        _pos: usize,
        buf: &mut [u8],
        ty: DType,
        op: ReduceOp,
    ) -> Result<(), CommError> {
        let n = set.len();
        if n < 2 {
            return Ok(());
        }
        let c = self.comm(set);
        // Gather in chunks of at most 1 MiB per member, then fold in set order.
        let per = ((1 << 20) / ty.size()).max(1) * ty.size();
        let mut all = vec![0u8; per * n];
        for chunk in buf.chunks_mut(per) {
            let len = chunk.len();
            // SAFETY: send len bytes, receive n*len bytes into `all`.
            unsafe {
                ffi::MPI_Allgather(
                    chunk.as_ptr() as *const c_void,
                    len as c_int,
                    byte(),
                    all.as_mut_ptr() as *mut c_void,
                    len as c_int,
                    byte(),
                    c,
                )
            };
            chunk.copy_from_slice(&all[..len]);
            for i in 1..n {
                reduce::combine(ty, op, chunk, &all[i * len..(i + 1) * len]);
            }
        }
        Ok(())
    }
    fn sync_images(&mut self, peers: &[u32]) -> Result<(), CommError> {
        self.complete();
        let peers: Vec<c_int> = peers
            .iter()
            .filter(|&&p| p as usize != self.me)
            .map(|&p| p as c_int)
            .collect();
        let token = 0u8;
        let mut sink = 0u8;
        // SAFETY: zero-byte messages with valid peers. All sends are posted before any receive
        // (as on shm: signal everyone, then wait for everyone), so rings cannot deadlock; the
        // n-th exchange with a peer matches its n-th (MPI keeps a pair's messages in order).
        unsafe {
            let mut reqs: Vec<ffi::MPI_Request> = vec![std::mem::zeroed(); peers.len()];
            for (i, &p) in peers.iter().enumerate() {
                ffi::MPI_Isend(
                    &token as *const u8 as *const c_void,
                    0,
                    byte(),
                    p,
                    TAG_SYNC,
                    self.world,
                    &mut reqs[i],
                );
            }
            for &p in &peers {
                ffi::MPI_Recv(
                    &mut sink as *mut u8 as *mut c_void,
                    0,
                    byte(),
                    p,
                    TAG_SYNC,
                    self.world,
                    ffi::RSMPI_STATUS_IGNORE,
                );
            }
            ffi::MPI_Waitall(
                reqs.len() as c_int,
                reqs.as_mut_ptr(),
                ffi::RSMPI_STATUSES_IGNORE,
            );
        }
        Ok(())
    }
    fn ordered(&mut self, f: &mut dyn FnMut()) {
        let mut token = 0u8;
        // SAFETY: token passing along the world ranks.
        unsafe {
            if self.me > 0 {
                ffi::MPI_Recv(
                    &mut token as *mut u8 as *mut c_void,
                    1,
                    byte(),
                    (self.me - 1) as c_int,
                    TAG_ORDER,
                    self.world,
                    ffi::RSMPI_STATUS_IGNORE,
                );
            }
            f();
            if self.me + 1 < self.n {
                ffi::MPI_Send(
                    &token as *const u8 as *const c_void,
                    1,
                    byte(),
                    (self.me + 1) as c_int,
                    TAG_ORDER,
                    self.world,
                );
            }
        }
    }
    fn launcher_reports_exits(&self) -> bool {
        false
    }
    fn abort_job(&mut self, status: i32) {
        // The others may wait for this node in a collective: end the job with this status.
        self.finished = true;
        abort_if_active(status);
    }
    fn finish(&mut self) {
        if self.finished {
            return;
        }
        self.finished = true;
        // SAFETY: closing the epoch, freeing the window and communicators, then MPI_Finalize
        // (collective: every node reaches finish at the end of the program).
        unsafe {
            ffi::MPI_Win_unlock_all(self.win);
            ffi::MPI_Win_free(&mut self.win);
            for c in self.comms.values_mut() {
                if *c != ffi::RSMPI_COMM_NULL {
                    ffi::MPI_Comm_free(c);
                }
            }
            ACTIVE.store(false, std::sync::atomic::Ordering::Release);
            ffi::MPI_Finalize();
        }
    }
}
