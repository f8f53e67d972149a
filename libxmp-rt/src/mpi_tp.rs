//! The MPI transport (cargo feature `mpi`): rsmpi's raw bindings over MPICH, for jobs launched
//! with `mpiexec.mpich -n N`. The symmetric heap is one MPI-3 RMA window allocated at start-up
//! (`XMP_HEAP_MIB` per node, default 512 MiB) under a passive-target `lock_all` epoch; puts and
//! gets are `MPI_Put`/`MPI_Get` followed by a flush (blocking semantics, as on shm).
//! Collectives run on communicators made per node set with `MPI_Comm_create_group` (collective
//! over the set's members only, so sibling tasks need nothing from each other) and cached.
//! Reductions are one `MPI_Allreduce` (in place): with MPI's own datatype and operator where
//! MPI's operator computes exactly what [`crate::reduce::combine`] does (integers, and `+`/`*`
//! on `float`/`double`), else with a commutative user operator that calls
//! [`crate::reduce::combine`] on a contiguous datatype of the element size (`long double`,
//! complex, `_Bool`, `&&`/`||` and max/min on floating types, max/min on unsigned types
//! (MPICH 4.0.2 compares them as signed), where MPI's operators differ:
//! NaN, x87). MPICH's all-reduce algorithms give every member the same bits for commutative
//! operators; the combination order is MPI's, not the set order that the shm transport uses.
//! `bcast`/`reduction` with `async(id)` start `MPI_Ibcast`/`MPI_Iallreduce` (issue 3); the
//! runtime completes them in `wait_async` (`MPI_Waitall`) or `xmp_test_async` (`MPI_Testall`).
//!
//! Direct access: when every rank of the job shares this machine's memory
//! (`MPI_Comm_split_type(MPI_COMM_TYPE_SHARED)` gives the whole world), the heap window is
//! allocated with `MPI_Win_allocate_shared` instead, and puts, gets and remote atomics on it
//! are plain copies and hardware atomics through the peers' mappings
//! (`MPI_Win_shared_query`), as on the shm transport. `MPI_Put` + `MPI_Win_flush` needs the
//! target rank to run MPI's progress engine (MPICH ch4:ucx), which costs a scheduler time
//! slice per put when ranks outnumber cores; the copy needs nothing from the target.
//! `sync images` then signals through counters in a second shared window (futex sleeps, as
//! on shm) instead of zero-byte messages, and `complete` orders with a fence instead of
//! `MPI_Win_sync`. Collectives stay MPI collectives. `XMP_MPI_DIRECT=0` keeps the RMA path
//! (for comparisons: `tools/bench runtime` reports both).
//!
//! Faults (see the section at the end): in a direct job a node that ends while others wait for
//! it in a collective or `sync images` is reported by them and ends the job, as on shm; fatal
//! signals are reported by [`crate::crash`], as on shm (installed after `MPI_Init`).

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
/// Largest send copy kept for the next reduction (libraries other than MPICH).
const SEND_COPY_MAX: usize = 16 * 1024;
/// MPICH's `MPI_IN_PLACE` (`(void *) -1` in its mpi.h; rsmpi does not export the constant).
/// Used only when the library says it is MPICH (the `in_place` field of [`Mpi`]).
const MPICH_IN_PLACE: *mut c_void = usize::MAX as *mut c_void;

thread_local! {
    /// The element type and operator of the running user-operator all-reduce (MPI calls the
    /// operator synchronously on this thread; the runtime serialises collectives).
    static USER_OP: std::cell::Cell<Option<(DType, ReduceOp)>> = const { std::cell::Cell::new(None) };
}

/// The user operator: `inout[i] = in[i] op inout[i]` for `*len` elements of the running
/// reduction's type (every operator is commutative, so `combine(inout, in)` is that).
unsafe extern "C" fn user_reduce(
    invec: *mut c_void,
    inoutvec: *mut c_void,
    len: *mut c_int,
    _dt: *mut ffi::MPI_Datatype,
) {
    let Some((ty, op)) = USER_OP.with(|c| c.get()) else {
        return;
    };
    let bytes = (*len).max(0) as usize * ty.size();
    // SAFETY: MPI passes two buffers of *len elements of the contiguous type of ty.size() bytes.
    let acc = std::slice::from_raw_parts_mut(inoutvec as *mut u8, bytes);
    let src = std::slice::from_raw_parts(invec as *const u8, bytes);
    reduce::combine(ty, op, acc, src);
}

/// MPI's own datatype and operator for `ty`/`op` where they compute exactly what
/// [`reduce::combine`] does.
fn native_op(ty: DType, op: ReduceOp) -> Option<(ffi::MPI_Datatype, ffi::MPI_Op)> {
    // SAFETY: reading initialised extern constants.
    unsafe {
        let int = |dt| {
            let o = match op {
                ReduceOp::Sum => ffi::RSMPI_SUM,
                ReduceOp::Prod => ffi::RSMPI_PROD,
                ReduceOp::BitAnd => ffi::RSMPI_BAND,
                ReduceOp::BitOr => ffi::RSMPI_BOR,
                ReduceOp::BitXor => ffi::RSMPI_BXOR,
                ReduceOp::LogAnd => ffi::RSMPI_LAND,
                ReduceOp::LogOr => ffi::RSMPI_LOR,
                ReduceOp::Max => ffi::RSMPI_MAX,
                ReduceOp::Min => ffi::RSMPI_MIN,
            };
            Some((dt, o))
        };
        let float = |dt| match op {
            ReduceOp::Sum => Some((dt, ffi::RSMPI_SUM)),
            ReduceOp::Prod => Some((dt, ffi::RSMPI_PROD)),
            _ => None,
        };
        // MPICH 4.0.2 (the installed library) compares unsigned types as signed in MPI_MAX /
        // MPI_MIN (3 and 254 as MPI_UINT8_T, or 3 and 4294967294 as MPI_UNSIGNED, give a max
        // of 3): those go through the user operator.
        let uint = |dt| match op {
            ReduceOp::Max | ReduceOp::Min => None,
            _ => int(dt),
        };
        match ty {
            // x86-64: plain `char` is signed.
            DType::Char | DType::SChar => int(ffi::RSMPI_INT8_T),
            DType::UChar => uint(ffi::RSMPI_UINT8_T),
            DType::Short => int(ffi::RSMPI_INT16_T),
            DType::UShort => uint(ffi::RSMPI_UINT16_T),
            DType::Int => int(ffi::RSMPI_INT32_T),
            DType::UInt => uint(ffi::RSMPI_UINT32_T),
            DType::Long | DType::LongLong => int(ffi::RSMPI_INT64_T),
            DType::ULong | DType::ULongLong => uint(ffi::RSMPI_UINT64_T),
            DType::Float => float(ffi::RSMPI_FLOAT),
            DType::Double => float(ffi::RSMPI_DOUBLE),
            _ => None,
        }
    }
}

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
    /// The communicators handed to the program by `xmp_get_mpi_comm`, by node set: duplicates
    /// of `comms`' (and of world), so that the program's messages never match the runtime's.
    user_comms: HashMap<Vec<u32>, ffi::MPI_Comm>,
    /// The user operator (created on first use).
    user_op: Option<ffi::MPI_Op>,
    /// Contiguous datatypes of N bytes for the user operator, by N.
    elem_types: HashMap<usize, ffi::MPI_Datatype>,
    /// `MPI_IN_PLACE` when the library is MPICH, whose value we know; else None (reductions
    /// then go through a copy).
    in_place: Option<*mut c_void>,
    /// The send buffer of small reductions (kept to avoid an allocation per reduction).
    send_copy: Vec<u8>,
    /// issue 3 (async collectives): started nonblocking collectives by token.
    pending: HashMap<u64, Pending>,
    next_token: u64,
    /// Whether RMA operations may be unflushed (every put/get flushes today; kept so that a
    /// non-blocking put can set it and `complete` flushes).
    unflushed: bool,
    finished: bool,
    /// Direct access: per rank, the address of its heap (skew applied) in this
    /// process, when the window is a shared-memory window; else empty (RMA calls).
    direct: Vec<*mut u8>,
    /// Direct `sync images` (with `direct`): a second shared window of `n + 2` words per rank
    /// (one cache line each); in rank r's array, slot q < n counts the signals q sent to r,
    /// slot n is r's WAITING flag (set while r sleeps on a futex) and slot n + 1 its ENDED
    /// flag (set once r has reached the end of the program, see [`Mpi::finish`]).
    sync_win: Option<ffi::MPI_Win>,
    sync_ptrs: Vec<*const std::sync::atomic::AtomicU32>,
    /// Per peer: the signals from it consumed so far.
    sync_seen: Vec<u32>,
    /// Whether every rank has a core (then waits spin briefly before yielding). Computed
    /// once: `available_parallelism` reads cgroup files on every call.
    spin_ok: bool,
    /// How long waits yield before they sleep (`XMP_YIELD_US`; default 100 us when every rank
    /// has a core, else 0). When the two ranks share a core on a loaded machine,
    /// `sched_yield` often does not run the peer: a yield phase of 300 us (shm's) was measured
    /// at 300-480 us per `sync images`, 20 us at 40-70 us, none at 13-28 us (the futex sleep
    /// lets the peer run; its signal wakes us). With a core each, a futex sleep and wake-up
    /// costs 10-20 us, which tripled the time of a 256 KiB GET ping-pong (the peer sleeps
    /// while the 5 us copy runs).
    yield_for: std::time::Duration,
    /// The thread that ends the job when this node waits in a collective for a node that has
    /// ended (direct jobs only: it reads the ENDED flags of the sync window).
    watchdog: Option<Watchdog>,
}

/// Bytes between two sync counters (one cache line each, so that a peer's signal does not
/// disturb the line another peer's waiter polls).
const SYNC_STRIDE: usize = 64;

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

/// Whether the MPI transport runs in this process (MPI initialised by it, not yet finalized).
pub fn active() -> bool {
    ACTIVE.load(std::sync::atomic::Ordering::Acquire)
}

/// Whether this process was started by an MPI launcher (Hydra/PMI or Open MPI variables).
pub fn launched_by_mpiexec() -> bool {
    ["PMI_RANK", "PMI_SIZE", "PMI_FD", "OMPI_COMM_WORLD_SIZE"]
        .iter()
        .any(|v| std::env::var_os(v).is_some())
}

/// Whether direct access may be used (`XMP_MPI_DIRECT=0` turns it off).
fn direct_wanted() -> bool {
    std::env::var("XMP_MPI_DIRECT").map_or(true, |v| v.trim() != "0")
}

/// Whether every rank of `world` (`n` ranks) can share memory with this one (collective).
///
/// # Safety
/// MPI is initialised and `world` is valid.
unsafe fn whole_world_shares_memory(world: ffi::MPI_Comm, n: c_int) -> bool {
    let mut local: ffi::MPI_Comm = std::mem::zeroed();
    if ffi::MPI_Comm_split_type(
        world,
        ffi::MPI_COMM_TYPE_SHARED as c_int,
        0,
        ffi::RSMPI_INFO_NULL,
        &mut local,
    ) != 0
    {
        return false;
    }
    let mut k: c_int = 0;
    ffi::MPI_Comm_size(local, &mut k);
    ffi::MPI_Comm_free(&mut local);
    // Every rank sees the same answer only if all agree: a job spread over machines gives
    // some ranks a smaller local group, and they all take the RMA path then.
    let mut all = (k == n) as c_int;
    let mut agreed: c_int = 0;
    ffi::MPI_Allreduce(
        &mut all as *mut c_int as *const c_void,
        &mut agreed as *mut c_int as *mut c_void,
        1,
        ffi::RSMPI_INT32_T,
        ffi::RSMPI_LAND,
        world,
    );
    agreed != 0
}

/// The shared window of sync counters (collective): `n` counters, a WAITING and an ENDED flag
/// of [`SYNC_STRIDE`] bytes each per rank, zeroed before any rank can signal; returns the window
/// and every rank's array as mapped here (empty when a query fails).
///
/// # Safety
/// MPI is initialised, `world` is valid and every rank shares memory with this one.
unsafe fn sync_window(
    world: ffi::MPI_Comm,
    n: usize,
) -> (
    Option<ffi::MPI_Win>,
    Vec<*const std::sync::atomic::AtomicU32>,
) {
    let mut base: *mut u8 = std::ptr::null_mut();
    let mut win: ffi::MPI_Win = std::mem::zeroed();
    let bytes = (n + 2) * SYNC_STRIDE;
    if ffi::MPI_Win_allocate_shared(
        bytes as ffi::MPI_Aint,
        SYNC_STRIDE as c_int,
        ffi::RSMPI_INFO_NULL,
        world,
        &mut base as *mut *mut u8 as *mut c_void,
        &mut win,
    ) != 0
        || base.is_null()
    {
        return (None, Vec::new());
    }
    std::ptr::write_bytes(base, 0, bytes);
    let mut ptrs = Vec::with_capacity(n);
    for r in 0..n {
        let (mut size, mut unit): (ffi::MPI_Aint, c_int) = (0, 0);
        let mut p: *mut u8 = std::ptr::null_mut();
        ffi::MPI_Win_shared_query(
            win,
            r as c_int,
            &mut size,
            &mut unit,
            &mut p as *mut *mut u8 as *mut c_void,
        );
        if p.is_null() || (size as usize) < bytes {
            ptrs.clear();
            break;
        }
        ptrs.push(p as *const std::sync::atomic::AtomicU32);
    }
    // Nobody signals before every rank has zeroed its counters.
    ffi::MPI_Barrier(world);
    (Some(win), ptrs)
}

/// MPICH's name for the number of attempts at mapping a shared window at the same address on
/// every rank.
const MPICH_SYMHEAP_RETRY: &str = "MPIR_CVAR_SHM_SYMHEAP_RETRY";

/// Keeps MPICH from placing shared windows at one address on every rank, unless the user chose
/// otherwise. To find a range free everywhere MPICH probes the candidate addresses page by page
/// with `msync`: half a million calls for the heap window, 0.2-0.3 s of every start on this
/// machine (measured: a two-node hello 0.32-0.51 s, 0.11-0.19 s without). The runtime reaches
/// peer memory through `MPI_Win_shared_query` and offsets, so the placement buys nothing.
/// Other MPI libraries ignore the variable. Called before `MPI_Init`, while the process has one
/// thread; returns whether it set the variable.
fn skip_symmetric_heap_probe() -> bool {
    if std::env::var_os(MPICH_SYMHEAP_RETRY).is_some() {
        return false;
    }
    std::env::set_var(MPICH_SYMHEAP_RETRY, "0");
    true
}

impl Mpi {
    /// Initialises MPI and the heap window.
    pub fn new() -> Result<Mpi, String> {
        // SAFETY: MPI initialisation with null argc/argv (allowed since MPI-2), queries on the
        // world communicator, and a window allocation checked for errors.
        unsafe {
            // The PMPI_ names: the program's MPI_Init and MPI_Finalize are the runtime's own
            // (crate::mpi_interop). A program that called MPI_Init before the runtime
            // started keeps its MPI; the runtime finalizes it in `finish` all the same.
            let mut init = 0;
            ffi::PMPI_Initialized(&mut init);
            let set_here = init == 0 && skip_symmetric_heap_probe();
            // FUNNELED, not SINGLE: a hybrid program's own MPI_Init_thread(FUNNELED) then gets
            // the level it asks for (MPICH locks nothing below MULTIPLE, so it costs nothing).
            // MULTIPLE when threads of the node communicate (an OpenMP program, or
            // XMP_THREADS): coarray accesses from any thread, XMP constructs from the thread of
            // a `single` or `critical` (crate::threads).
            let threads = crate::threads::multithreaded();
            let required = if threads {
                ffi::RSMPI_THREAD_MULTIPLE
            } else {
                ffi::RSMPI_THREAD_FUNNELED
            };
            let mut provided: c_int = 0;
            if init == 0
                && ffi::PMPI_Init_thread(
                    std::ptr::null_mut(),
                    std::ptr::null_mut(),
                    required,
                    &mut provided,
                ) != 0
            {
                return Err("MPI_Init failed".into());
            }
            // A program that started MPI itself chose its level (its threads then communicate
            // only as that level allows).
            if init == 0 && threads && provided < ffi::RSMPI_THREAD_MULTIPLE {
                return Err(format!(
                    "the program's threads communicate, but MPI provides thread level {provided}, below MPI_THREAD_MULTIPLE"
                ));
            }
            // MPICH read it during MPI_Init; programs this one starts keep the user's setting.
            if set_here {
                std::env::remove_var(MPICH_SYMHEAP_RETRY);
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
            let shared = direct_wanted() && whole_world_shares_memory(world, n);
            let rc = if shared {
                // Non-contiguous: each rank's part is mapped on its own, page-aligned, so one
                // rank's heap does not start where another's ends inside one huge mapping.
                let mut info: ffi::MPI_Info = std::mem::zeroed();
                ffi::MPI_Info_create(&mut info);
                ffi::MPI_Info_set(info, c"alloc_shared_noncontig".as_ptr(), c"true".as_ptr());
                let rc = ffi::MPI_Win_allocate_shared(
                    (region + PAGE) as ffi::MPI_Aint,
                    1,
                    info,
                    world,
                    &mut base as *mut *mut u8 as *mut c_void,
                    &mut win,
                );
                ffi::MPI_Info_free(&mut info);
                rc
            } else {
                ffi::MPI_Win_allocate(
                    (region + PAGE) as ffi::MPI_Aint,
                    1,
                    ffi::RSMPI_INFO_NULL,
                    world,
                    &mut base as *mut *mut u8 as *mut c_void,
                    &mut win,
                )
            };
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
            let mut direct = Vec::new();
            if shared {
                for (r, &sk) in skew.iter().enumerate() {
                    let (mut size, mut unit): (ffi::MPI_Aint, c_int) = (0, 0);
                    let mut p: *mut u8 = std::ptr::null_mut();
                    ffi::MPI_Win_shared_query(
                        win,
                        r as c_int,
                        &mut size,
                        &mut unit,
                        &mut p as *mut *mut u8 as *mut c_void,
                    );
                    if p.is_null() || (size as usize) < region + sk {
                        direct.clear();
                        break;
                    }
                    direct.push(p.add(sk));
                }
            }
            let (sync_win, sync_ptrs) = if direct.is_empty() {
                (None, Vec::new())
            } else {
                sync_window(world, n as usize)
            };
            if sync_ptrs.is_empty() {
                direct.clear();
            }
            let mut ver = vec![0 as libc::c_char; 8192];
            let mut vlen: c_int = 0;
            ffi::MPI_Get_library_version(ver.as_mut_ptr(), &mut vlen);
            let ver = std::ffi::CStr::from_ptr(ver.as_ptr()).to_string_lossy();
            let in_place = ver.contains("MPICH").then_some(MPICH_IN_PLACE);
            let spin_ok = n as usize <= std::thread::available_parallelism().map_or(1, |c| c.get());
            if let Some(&mine) = sync_ptrs.get(me as usize) {
                let flag = mine.byte_add(ended_offset(n as usize));
                ENDED_FLAG.store(flag as *mut _, std::sync::atomic::Ordering::SeqCst);
            }
            let watchdog = if n > 1 && !sync_ptrs.is_empty() {
                let flags = (0..n as usize)
                    .map(|r| sync_ptrs[r].byte_add(ended_offset(n as usize)) as usize)
                    .collect();
                Watchdog::start(me as usize, world, flags)
            } else {
                None
            };
            Ok(Mpi {
                world,
                me: me as usize,
                n: n as usize,
                win,
                base,
                region,
                skew,
                comms: HashMap::new(),
                user_comms: HashMap::new(),
                user_op: None,
                elem_types: HashMap::new(),
                in_place,
                send_copy: Vec::with_capacity(SEND_COPY_MAX),
                pending: HashMap::new(),
                next_token: 0,
                unflushed: false,
                finished: false,
                direct,
                sync_win,
                sync_ptrs,
                sync_seen: vec![0; n as usize],
                yield_for: std::time::Duration::from_micros(
                    std::env::var("XMP_YIELD_US")
                        .ok()
                        .and_then(|v| v.trim().parse().ok())
                        .unwrap_or(if spin_ok { 100 } else { 0 }),
                ),
                spin_ok,
                watchdog,
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
        // MPI_Comm_create_group waits for every member: a member that has ended is reported
        // by the watchdog, which finds the members under CREATING until the handle is known.
        comm_members(|m| m.push((CREATING, set.to_vec())));
        BLOCKED_ON.store(CREATING, std::sync::atomic::Ordering::Relaxed);
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
        BLOCKED_ON.store(0, std::sync::atomic::Ordering::Relaxed);
        comm_members(|m| {
            if let Some(e) = m.iter_mut().find(|e| e.0 == CREATING) {
                e.0 = comm.0;
            }
        });
        self.comms.insert(set.to_vec(), comm);
        comm
    }

    /// Completes `reqs` without MPI's busy wait, on an oversubscribed machine (more ranks
    /// than cores): there a blocking MPICH call polls for its whole time slice while the rank
    /// it waits for cannot run, and a 4-rank barrier on 2 cores took 4-8 ms. Tests, and gives
    /// the core away between tests: yields for the first millisecond, then sleeps 50 us at a
    /// time, so that a long wait costs little CPU.
    fn wait_yielding(reqs: &mut [ffi::MPI_Request]) {
        let start = std::time::Instant::now();
        loop {
            let mut flag: c_int = 0;
            // SAFETY: live requests of this process (MPI_Testall nulls completed ones).
            unsafe {
                ffi::MPI_Testall(
                    reqs.len() as c_int,
                    reqs.as_mut_ptr(),
                    &mut flag,
                    ffi::RSMPI_STATUSES_IGNORE,
                )
            };
            if flag != 0 {
                return;
            }
            if start.elapsed() < std::time::Duration::from_millis(1) {
                std::thread::yield_now();
            } else {
                std::thread::sleep(std::time::Duration::from_micros(50));
            }
        }
    }

    /// `MPI_Barrier` on communicator `c`; `MPI_Ibarrier` and [`Mpi::wait_yielding`] when
    /// the machine is oversubscribed.
    fn barrier_on(&mut self, c: ffi::MPI_Comm) {
        // For the watchdog (see BLOCKED_ON): two plain stores around the wait.
        BLOCKED_ON.store(c.0, std::sync::atomic::Ordering::Relaxed);
        if self.spin_ok {
            // SAFETY: barrier on a valid communicator.
            unsafe { ffi::MPI_Barrier(c) };
        } else {
            // SAFETY: a null request is overwritten by MPI_Ibarrier and completed below.
            unsafe {
                let mut r: ffi::MPI_Request = std::mem::zeroed();
                ffi::MPI_Ibarrier(c, &mut r);
                Self::wait_yielding(std::slice::from_mut(&mut r));
            }
        }
        BLOCKED_ON.store(0, std::sync::atomic::Ordering::Relaxed);
    }

    /// `MPI_Bcast` of `buf` on communicator `c` (in chunks of at most `MAX_COUNT` bytes);
    /// `MPI_Ibcast` and [`Mpi::wait_yielding`] when the machine is oversubscribed.
    fn bcast_on(&mut self, c: ffi::MPI_Comm, root: usize, buf: &mut [u8]) {
        BLOCKED_ON.store(c.0, std::sync::atomic::Ordering::Relaxed);
        for chunk in buf.chunks_mut(MAX_COUNT) {
            let (p, k) = (chunk.as_mut_ptr() as *mut c_void, chunk.len() as c_int);
            // SAFETY: valid buffer of chunk.len() bytes, complete before the next chunk; a
            // null request is overwritten by MPI_Ibcast.
            unsafe {
                if self.spin_ok {
                    ffi::MPI_Bcast(p, k, byte(), root as c_int, c);
                } else {
                    let mut r: ffi::MPI_Request = std::mem::zeroed();
                    ffi::MPI_Ibcast(p, k, byte(), root as c_int, c, &mut r);
                    Self::wait_yielding(std::slice::from_mut(&mut r));
                }
            }
        }
        BLOCKED_ON.store(0, std::sync::atomic::Ordering::Relaxed);
    }

    /// `MPI_Allreduce` of `buf` (whole elements of `ty`) on communicator `c`, with MPI's
    /// operator where it matches `op` on `ty`, else the runtime's user operator.
    fn allreduce_on(&mut self, c: ffi::MPI_Comm, buf: &mut [u8], ty: DType, op: ReduceOp) {
        let esz = ty.size();
        if buf.len() < esz {
            return;
        }
        let (dt, mop, user) = match native_op(ty, op) {
            Some((dt, o)) => (dt, o, false),
            None => (self.elem_type(esz), self.user_op(), true),
        };
        if user {
            USER_OP.with(|u| u.set(Some((ty, op))));
        }
        let elems = buf.len() / esz;
        let mut copy = std::mem::take(&mut self.send_copy);
        BLOCKED_ON.store(c.0, std::sync::atomic::Ordering::Relaxed);
        for chunk in buf[..elems * esz].chunks_mut(MAX_COUNT * esz) {
            let k = (chunk.len() / esz) as c_int;
            let recv = chunk.as_mut_ptr() as *mut c_void;
            // In place with MPICH (measured faster than a separate send buffer at 8 B, 4 KiB
            // and 1 MiB); other libraries send from a copy.
            let send = match self.in_place {
                Some(p) => p as *const c_void,
                None => {
                    copy.clear();
                    copy.extend_from_slice(chunk);
                    copy.as_ptr() as *const c_void
                }
            };
            // SAFETY: k elements of dt in `chunk` (and its copy), complete before the next
            // chunk; the operator matches dt (a user operator runs inside the Testall calls,
            // with USER_OP still set); a null request is overwritten by MPI_Iallreduce.
            unsafe {
                if self.spin_ok {
                    ffi::MPI_Allreduce(send, recv, k, dt, mop, c);
                } else {
                    let mut r: ffi::MPI_Request = std::mem::zeroed();
                    ffi::MPI_Iallreduce(send, recv, k, dt, mop, c, &mut r);
                    Self::wait_yielding(std::slice::from_mut(&mut r));
                }
            }
        }
        BLOCKED_ON.store(0, std::sync::atomic::Ordering::Relaxed);
        if user {
            USER_OP.with(|u| u.set(None));
        }
        if copy.capacity() <= SEND_COPY_MAX {
            self.send_copy = copy;
        }
    }

    /// The committed contiguous datatype of `size` bytes (one element of the user operator).
    fn elem_type(&mut self, size: usize) -> ffi::MPI_Datatype {
        if let Some(&t) = self.elem_types.get(&size) {
            return t;
        }
        // SAFETY: building and committing a derived datatype of `size` bytes.
        let t = unsafe {
            let mut t: ffi::MPI_Datatype = std::mem::zeroed();
            ffi::MPI_Type_contiguous(size as c_int, byte(), &mut t);
            ffi::MPI_Type_commit(&mut t);
            t
        };
        self.elem_types.insert(size, t);
        t
    }

    /// The commutative user operator over [`reduce::combine`].
    fn user_op(&mut self) -> ffi::MPI_Op {
        if let Some(o) = self.user_op {
            return o;
        }
        // SAFETY: registering a function with MPI's user-function signature.
        let o = unsafe {
            let mut o: ffi::MPI_Op = std::mem::zeroed();
            ffi::MPI_Op_create(Some(user_reduce), 1, &mut o);
            o
        };
        self.user_op = Some(o);
        o
    }

    unsafe fn rma(&mut self, put: bool, node: usize, offset: usize, local: *mut u8, len: usize) {
        if let Some(&peer) = self.direct.get(node) {
            if put {
                crate::transport::copy_bytes(local, peer.add(offset), len);
            } else {
                crate::transport::copy_bytes(peer.add(offset), local, len);
            }
            return;
        }
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
        if let Some(&peer) = self.direct.get(node) {
            let remote = peer.offset(offset);
            if put {
                crate::transport::strided_copy(
                    remote,
                    local,
                    elem,
                    counts,
                    remote_strides,
                    local_strides,
                );
            } else {
                crate::transport::strided_copy(
                    local,
                    remote,
                    elem,
                    counts,
                    local_strides,
                    remote_strides,
                );
            }
            return;
        }
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

/// issue 3 (async collectives): the requests of one started `MPI_Ibcast`/`MPI_Iallreduce`
/// (one per chunk of at most `MAX_COUNT` elements) and the send copy they read from (libraries
/// without the MPICH in-place constant), kept until the requests complete.
struct Pending {
    reqs: Vec<ffi::MPI_Request>,
    _send: Vec<u8>,
    /// The communicator of a collective (its handle), for the watchdog while `async_wait`
    /// waits; 0 for point-to-point transfers and gets (RMA path: no watchdog there).
    comm: c_int,
}

impl Mpi {
    /// `sync images` through the shared counters: signal every peer (an atomic increment of
    /// our slot in its array, and a futex wake when its WAITING flag is set), then wait for
    /// one new signal from each. A peer's n-th call naming us matches our n-th, as with the
    /// messages of the RMA path. The copies before it are ordered by `complete` (a fence)
    /// and the sequentially consistent increment.
    fn sync_images_direct(&mut self, peers: &[u32]) -> Result<(), CommError> {
        use std::sync::atomic::Ordering::SeqCst;
        let n = self.n;
        for &p in peers {
            let p = p as usize;
            if p != self.me {
                // SAFETY: slot `me` and the WAITING flag of peer p's array, mapped for the
                // job's life.
                let (slot, waiting) = unsafe {
                    (
                        &*self.sync_ptrs[p].byte_add(self.me * SYNC_STRIDE),
                        &*self.sync_ptrs[p].byte_add(n * SYNC_STRIDE),
                    )
                };
                slot.fetch_add(1, SeqCst);
                // Either the sleeper sees the new count before it sleeps (the futex value
                // check) or we see its flag (both sides SeqCst).
                if waiting.load(SeqCst) != 0 {
                    crate::shm::futex_wake(slot);
                }
            }
        }
        for &p in peers {
            let p = p as usize;
            if p == self.me {
                continue;
            }
            let want = self.sync_seen[p].wrapping_add(1);
            self.wait_signal(p, want)?;
            self.sync_seen[p] = want;
        }
        Ok(())
    }

    /// Waits until our slot for `p` reaches `want`: a 5 us spin when every rank has a core,
    /// yields for `yield_for` (none by default), then futex sleeps, bounded so that MPI
    /// progress still runs now and then (a peer may wait in MPI for a nonblocking collective
    /// this node started). A peer that ends instead of signalling is reported
    /// ([`CommError::PeerGone`]) at the next futex timeout.
    fn wait_signal(&mut self, p: usize, want: u32) -> Result<(), CommError> {
        use std::sync::atomic::Ordering::SeqCst;
        use std::time::{Duration, Instant};
        // SAFETY: slot p and the WAITING flag of our own array.
        let (slot, waiting) = unsafe {
            (
                &*self.sync_ptrs[self.me].byte_add(p * SYNC_STRIDE),
                &*self.sync_ptrs[self.me].byte_add(self.n * SYNC_STRIDE),
            )
        };
        // Counters only grow: "arrived" is a wrapping comparison with what we consumed.
        let arrived = |v: u32| (v.wrapping_sub(want) as i32) >= 0;
        if arrived(slot.load(SeqCst)) {
            return Ok(());
        }
        if self.spin_ok {
            // A peer already on its way answers within a few hundred nanoseconds: the first
            // batches do not read the clock.
            for _ in 0..256 {
                std::hint::spin_loop();
                if arrived(slot.load(SeqCst)) {
                    return Ok(());
                }
            }
        }
        let start = Instant::now();
        if self.spin_ok {
            while start.elapsed() < Duration::from_micros(5) {
                for _ in 0..64 {
                    std::hint::spin_loop();
                    if arrived(slot.load(SeqCst)) {
                        return Ok(());
                    }
                }
            }
        }
        while start.elapsed() < self.yield_for {
            std::thread::yield_now();
            if arrived(slot.load(SeqCst)) {
                return Ok(());
            }
        }
        loop {
            self.poke_progress();
            let v = slot.load(SeqCst);
            if arrived(v) {
                return Ok(());
            }
            waiting.store(1, SeqCst);
            let v = slot.load(SeqCst);
            if !arrived(v) {
                crate::shm::futex_wait(slot, v, Duration::from_millis(2));
            }
            waiting.store(0, SeqCst);
            if arrived(slot.load(SeqCst)) {
                return Ok(());
            }
            // A peer that has ended sends no more signals. It set its ENDED flag after its
            // last signal (both SeqCst), so a signal not seen after the flag never comes.
            // SAFETY: p's ENDED flag, mapped for the job's life.
            let ended = unsafe { &*self.sync_ptrs[p].byte_add(ended_offset(self.n)) };
            if ended.load(SeqCst) != 0 && !arrived(slot.load(SeqCst)) {
                return Err(CommError::PeerGone(p));
            }
        }
    }

    /// Runs MPI's progress engine once (an `MPI_Iprobe` on the world communicator).
    fn poke_progress(&mut self) {
        let mut flag: c_int = 0;
        // SAFETY: a probe that matches nothing of ours (the transport's tags are only used
        // by blocking pairs); it only drives progress.
        unsafe {
            ffi::MPI_Iprobe(
                ffi::RSMPI_ANY_SOURCE,
                ffi::RSMPI_ANY_TAG,
                self.world,
                &mut flag,
                ffi::RSMPI_STATUS_IGNORE,
            );
        }
    }

    fn keep_pending(&mut self, p: Pending) -> Option<u64> {
        let t = self.next_token;
        self.next_token += 1;
        self.pending.insert(t, p);
        Some(t)
    }
}

// issue 5 (async reflect, helper E): the message tag of async reflect strips.
const TAG_REFLECT: c_int = 7005;

impl Mpi {
    /// issue 5 (async reflect): starts one strided `MPI_Isend` (`send`) or `MPI_Irecv`.
    unsafe fn p2p_start(
        &mut self,
        send: bool,
        node: usize,
        buf: *mut u8,
        elem: usize,
        counts: &[usize],
        strides: &[isize],
    ) -> Option<u64> {
        let mut t = strided_type(elem, counts, strides);
        ffi::MPI_Type_commit(&mut t);
        let mut r: ffi::MPI_Request = std::mem::zeroed();
        if send {
            ffi::MPI_Isend(
                buf as *const c_void,
                1,
                t,
                node as c_int,
                TAG_REFLECT,
                self.world,
                &mut r,
            );
        } else {
            ffi::MPI_Irecv(
                buf as *mut c_void,
                1,
                t,
                node as c_int,
                TAG_REFLECT,
                self.world,
                &mut r,
            );
        }
        // Freeing a datatype in use by a pending request is allowed (MPI keeps it alive).
        ffi::MPI_Type_free(&mut t);
        self.keep_pending(Pending {
            reqs: vec![r],
            _send: Vec::new(),
            comm: 0,
        })
    }
}

// ----- issue 5 (reflect_init / reflect_do persistent requests, helper A) -----
/// The tag of persistent reflect messages. A group has at most one message per peer and
/// direction (its strips to one peer travel as one struct datatype), so the unspecified
/// start order of `MPI_Startall` cannot make two of its messages match the wrong receive.
const TAG_PERSIST: c_int = 7006;

/// Persistent requests of one group and the committed datatypes they use.
struct PGroup {
    reqs: Vec<ffi::MPI_Request>,
    types: Vec<ffi::MPI_Datatype>,
    /// Started and not yet completed.
    active: bool,
}

// SAFETY: MPI handles are plain integers in MPICH; the runtime serialises all calls.
unsafe impl Send for PGroup {}

/// Persistent groups by id. Kept beside the transport rather than in [`Mpi`], so this
/// feature adds no state to the transport's constructor.
static PGROUPS: std::sync::Mutex<Option<HashMap<u64, PGroup>>> = std::sync::Mutex::new(None);
static PGROUP_NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);

fn pgroups<R>(f: impl FnOnce(&mut HashMap<u64, PGroup>) -> R) -> R {
    let mut g = PGROUPS.lock().unwrap_or_else(|e| e.into_inner());
    f(g.get_or_insert_with(HashMap::new))
}

/// An uncommitted datatype for `counts` elements of `elem` bytes at byte `strides` (C order):
/// `elem` bytes innermost, then one hvector per dimension.
unsafe fn strided_type(elem: usize, counts: &[usize], strides: &[isize]) -> ffi::MPI_Datatype {
    let mut t: ffi::MPI_Datatype = std::mem::zeroed();
    ffi::MPI_Type_contiguous(elem as c_int, byte(), &mut t);
    for (&c, &st) in counts.iter().zip(strides).rev() {
        let mut outer: ffi::MPI_Datatype = std::mem::zeroed();
        ffi::MPI_Type_create_hvector(c as c_int, 1, st as ffi::MPI_Aint, t, &mut outer);
        ffi::MPI_Type_free(&mut t);
        t = outer;
    }
    t
}

impl Mpi {
    /// Completes the started requests of a group (no-op when it is not running).
    fn pgroup_wait(g: &mut PGroup) {
        if g.active && !g.reqs.is_empty() {
            // SAFETY: live persistent requests of this process; MPI_Waitall leaves persistent
            // requests allocated (inactive), so the handles stay valid for the next start.
            unsafe {
                ffi::MPI_Waitall(
                    g.reqs.len() as c_int,
                    g.reqs.as_mut_ptr(),
                    ffi::RSMPI_STATUSES_IGNORE,
                )
            };
        }
        g.active = false;
    }

    /// Completes and frees a group's requests and datatypes.
    fn pgroup_release(mut g: PGroup) {
        Mpi::pgroup_wait(&mut g);
        // SAFETY: inactive persistent requests and committed datatypes of this process.
        unsafe {
            for r in &mut g.reqs {
                ffi::MPI_Request_free(r);
            }
            for t in &mut g.types {
                ffi::MPI_Type_free(t);
            }
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
            // Puts and gets flush their target before returning: only unflushed operations
            // need the flush of every target (it costs a pass over all ranks).
            if self.unflushed {
                ffi::MPI_Win_flush_all(self.win);
                self.unflushed = false;
                nb_release(); // issue 6 (nonblocking-put)
            }
            if self.direct.is_empty() {
                ffi::MPI_Win_sync(self.win);
            } else {
                // Every access to the heap is a load, store or atomic of this machine: a
                // full fence is the ordering MPI_Win_sync gives (without entering MPI).
                std::sync::atomic::fence(std::sync::atomic::Ordering::SeqCst);
            }
        }
    }
    fn complete_remote(&mut self) {
        // Blocking puts and gets flushed their target already (as the raw MPI program does,
        // MPI_Put + MPI_Win_flush); only nonblocking puts are left. No MPI_Win_sync: it
        // orders this node's loads with others' RMA on its window, which the sync points
        // (sync_all, sync_images, sync_memory, barrier paths) do through `complete`.
        if self.unflushed {
            // SAFETY: flush on our window inside the lock_all epoch.
            unsafe { ffi::MPI_Win_flush_all(self.win) };
            self.unflushed = false;
            nb_release(); // issue 6 (nonblocking-put)
        }
    }
    // issue 6 (nonblocking-put): MPI_Put from a staging copy, flushed by `complete`.
    unsafe fn put_nb(&mut self, node: usize, offset: usize, src: *const u8, len: usize) {
        // Direct copies complete on return: nothing to stage.
        if len > NB_MAX || !self.direct.is_empty() {
            return self.put(node, offset, src, len);
        }
        // Two puts to overlapping bytes in one flush interval conflict in MPI: keep the
        // program order by flushing that target first.
        if nb_overlaps(node, offset, len) {
            ffi::MPI_Win_flush(node as c_int, self.win);
            nb_forget(node);
        }
        // MPI may read the origin buffer until the flush: put from a copy kept until then.
        let buf = std::slice::from_raw_parts(src, len).to_vec();
        let disp = (self.skew[node] + offset) as ffi::MPI_Aint;
        ffi::MPI_Put(
            buf.as_ptr() as *const c_void,
            len as c_int,
            byte(),
            node as c_int,
            disp,
            len as c_int,
            byte(),
            self.win,
        );
        nb_keep(buf, node, offset, len);
        self.unflushed = true;
    }
    // issue 3 (async collectives): MPI_Ibcast / MPI_Iallreduce on the set's communicator,
    // completed by MPI_Test / MPI_Wait in async_test / async_wait.
    fn bcast_start(
        &mut self,
        set: &[u32],
        _pos: usize,
        root: usize,
        buf: &mut [u8],
    ) -> Result<Option<u64>, CommError> {
        if set.len() < 2 || buf.is_empty() {
            return Ok(None);
        }
        let c = self.comm(set);
        let mut reqs = Vec::new();
        for chunk in buf.chunks_mut(MAX_COUNT) {
            // SAFETY: a null request is overwritten by MPI_Ibcast.
            let mut r: ffi::MPI_Request = unsafe { std::mem::zeroed() };
            // SAFETY: valid buffer of chunk.len() bytes, which the caller keeps until the wait.
            unsafe {
                ffi::MPI_Ibcast(
                    chunk.as_mut_ptr() as *mut c_void,
                    chunk.len() as c_int,
                    byte(),
                    root as c_int,
                    c,
                    &mut r,
                )
            };
            reqs.push(r);
        }
        Ok(self.keep_pending(Pending {
            reqs,
            _send: Vec::new(),
            comm: c.0,
        }))
    }
    fn allreduce_start(
        &mut self,
        set: &[u32],
        pos: usize,
        buf: &mut [u8],
        ty: DType,
        op: ReduceOp,
    ) -> Result<Option<u64>, CommError> {
        let esz = ty.size();
        if set.len() < 2 || buf.len() < esz {
            return Ok(None);
        }
        // The user operator reads its type from a thread-local set around a blocking call;
        // MPI may run it inside any later call, so those reductions complete eagerly.
        let Some((dt, mop)) = native_op(ty, op) else {
            return self.allreduce(set, pos, buf, ty, op).map(|()| None);
        };
        let c = self.comm(set);
        let elems = buf.len() / esz;
        let buf = &mut buf[..elems * esz];
        let send: Vec<u8> = match self.in_place {
            Some(_) => Vec::new(),
            None => buf.to_vec(),
        };
        let mut reqs = Vec::new();
        for (i, chunk) in buf.chunks_mut(MAX_COUNT * esz).enumerate() {
            let k = (chunk.len() / esz) as c_int;
            let sp = match self.in_place {
                Some(p) => p as *const c_void,
                // SAFETY: the copy has the same length as buf.
                None => unsafe { send.as_ptr().add(i * MAX_COUNT * esz) as *const c_void },
            };
            // SAFETY: a null request is overwritten by MPI_Iallreduce.
            let mut r: ffi::MPI_Request = unsafe { std::mem::zeroed() };
            // SAFETY: k elements of dt in chunk (kept by the caller) and in the kept copy.
            unsafe {
                ffi::MPI_Iallreduce(sp, chunk.as_mut_ptr() as *mut c_void, k, dt, mop, c, &mut r)
            };
            reqs.push(r);
        }
        Ok(self.keep_pending(Pending {
            reqs,
            _send: send,
            comm: c.0,
        }))
    }
    fn async_test(&mut self, token: u64) -> bool {
        let Some(p) = self.pending.get_mut(&token) else {
            return true;
        };
        let mut flag: c_int = 0;
        // SAFETY: live requests of this process (MPI_Testall nulls completed ones).
        unsafe {
            ffi::MPI_Testall(
                p.reqs.len() as c_int,
                p.reqs.as_mut_ptr(),
                &mut flag,
                ffi::RSMPI_STATUSES_IGNORE,
            )
        };
        if flag != 0 {
            self.pending.remove(&token);
        }
        flag != 0
    }
    fn async_wait(&mut self, token: u64) {
        if let Some(mut p) = self.pending.remove(&token) {
            BLOCKED_ON.store(p.comm, std::sync::atomic::Ordering::Relaxed);
            if !self.spin_ok {
                Self::wait_yielding(&mut p.reqs);
            } else {
                // SAFETY: live requests of this process.
                unsafe {
                    ffi::MPI_Waitall(
                        p.reqs.len() as c_int,
                        p.reqs.as_mut_ptr(),
                        ffi::RSMPI_STATUSES_IGNORE,
                    )
                };
            }
            BLOCKED_ON.store(0, std::sync::atomic::Ordering::Relaxed);
        }
    }
    // issue 5 (async reflect, helper E): MPI_Isend / MPI_Irecv of a strided block described
    // by a nested hvector datatype, on the world communicator with their own tag; the
    // requests complete through async_test / async_wait like the async collectives. With
    // direct shared-memory access the synchronous puts are plain copies, faster than
    // messages, and nothing would progress without the caller: not used then.
    fn has_async_p2p(&self) -> bool {
        self.direct.is_empty()
    }
    unsafe fn isend_strided(
        &mut self,
        node: usize,
        src: *const u8,
        elem: usize,
        counts: &[usize],
        strides: &[isize],
    ) -> Option<u64> {
        self.p2p_start(true, node, src as *mut u8, elem, counts, strides)
    }
    unsafe fn irecv_strided(
        &mut self,
        node: usize,
        dst: *mut u8,
        elem: usize,
        counts: &[usize],
        strides: &[isize],
    ) -> Option<u64> {
        self.p2p_start(false, node, dst, elem, counts, strides)
    }
    // issue 5 (reflect_init / reflect_do, helper A): persistent MPI_Send_init /
    // MPI_Recv_init, one per peer and direction, each with a struct of hvector datatypes (one
    // per strip, displacements from `base`) committed once; MPI_Startall / MPI_Waitall per
    // execution. With direct shared-memory access puts are plain copies: not used then.
    unsafe fn persistent_init(
        &mut self,
        base: *mut u8,
        elem: usize,
        msgs: &[crate::transport::PersistentMsg],
    ) -> Option<u64> {
        if !self.direct.is_empty() {
            return None;
        }
        let mut g = PGroup {
            reqs: Vec::new(),
            types: Vec::new(),
            active: false,
        };
        for m in msgs.iter().filter(|m| !m.pieces.is_empty()) {
            let mut parts = Vec::with_capacity(m.pieces.len());
            let mut displs = Vec::with_capacity(m.pieces.len());
            for (off, counts, strides) in &m.pieces {
                parts.push(strided_type(elem, counts, strides));
                displs.push(*off as ffi::MPI_Aint);
            }
            let lens = vec![1 as c_int; parts.len()];
            let mut t: ffi::MPI_Datatype = std::mem::zeroed();
            ffi::MPI_Type_create_struct(
                parts.len() as c_int,
                lens.as_ptr(),
                displs.as_ptr(),
                parts.as_ptr(),
                &mut t,
            );
            for mut p in parts {
                ffi::MPI_Type_free(&mut p);
            }
            ffi::MPI_Type_commit(&mut t);
            let mut r: ffi::MPI_Request = std::mem::zeroed();
            if m.send {
                ffi::MPI_Send_init(
                    base as *const c_void,
                    1,
                    t,
                    m.node as c_int,
                    TAG_PERSIST,
                    self.world,
                    &mut r,
                );
            } else {
                ffi::MPI_Recv_init(
                    base as *mut c_void,
                    1,
                    t,
                    m.node as c_int,
                    TAG_PERSIST,
                    self.world,
                    &mut r,
                );
            }
            g.reqs.push(r);
            g.types.push(t);
        }
        let id = PGROUP_NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        pgroups(|m| m.insert(id, g));
        Some(id)
    }
    fn persistent_start(&mut self, group: u64) {
        pgroups(|m| {
            let Some(g) = m.get_mut(&group) else { return };
            // Starting an active request is erroneous in MPI.
            Mpi::pgroup_wait(g);
            if !g.reqs.is_empty() {
                // SAFETY: inactive persistent requests of this process.
                unsafe { ffi::MPI_Startall(g.reqs.len() as c_int, g.reqs.as_mut_ptr()) };
                g.active = true;
            }
        })
    }
    fn persistent_wait(&mut self, group: u64) {
        pgroups(|m| {
            if let Some(g) = m.get_mut(&group) {
                Mpi::pgroup_wait(g);
            }
        })
    }
    fn persistent_free(&mut self, group: u64) {
        let Some(g) = pgroups(|m| m.remove(&group)) else {
            return;
        };
        if self.finished {
            // After MPI_Finalize (a handle freed at exit) no MPI call is allowed.
            return;
        }
        Mpi::pgroup_release(g);
    }
    // issue 5 (async gmove, helper E): MPI_Rget inside the lock_all epoch; with direct
    // shared-memory access a get is a memcpy and nothing is left to overlap.
    fn has_async_get(&self) -> bool {
        self.direct.is_empty()
    }
    unsafe fn get_start(
        &mut self,
        node: usize,
        offset: usize,
        dst: *mut u8,
        len: usize,
    ) -> Option<u64> {
        if !self.direct.is_empty() {
            return None;
        }
        let mut reqs = Vec::new();
        let mut done = 0;
        while done < len {
            let k = (len - done).min(MAX_COUNT) as c_int;
            let disp = (self.skew[node] + offset + done) as ffi::MPI_Aint;
            let mut r: ffi::MPI_Request = std::mem::zeroed();
            ffi::MPI_Rget(
                dst.add(done) as *mut c_void,
                k,
                byte(),
                node as c_int,
                disp,
                k,
                byte(),
                self.win,
                &mut r,
            );
            reqs.push(r);
            done += k as usize;
        }
        self.keep_pending(Pending {
            reqs,
            _send: Vec::new(),
            comm: 0,
        })
    }
    fn barrier(&mut self, set: &[u32], _pos: usize) -> Result<(), CommError> {
        let c = self.comm(set);
        self.barrier_on(c);
        Ok(())
    }
    fn barrier_entire(&mut self, _set: &[u32], _pos: usize) -> Result<(), CommError> {
        self.barrier_on(self.world);
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
        self.bcast_on(c, root, buf);
        Ok(())
    }
    fn bcast_entire(
        &mut self,
        _set: &[u32],
        _pos: usize,
        root: usize,
        buf: &mut [u8],
    ) -> Result<(), CommError> {
        self.bcast_on(self.world, root, buf);
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
        if set.len() < 2 {
            return Ok(());
        }
        let c = self.comm(set);
        self.allreduce_on(c, buf, ty, op);
        Ok(())
    }
    fn allreduce_entire(
        &mut self,
        _set: &[u32],
        _pos: usize,
        buf: &mut [u8],
        ty: DType,
        op: ReduceOp,
    ) -> Result<(), CommError> {
        if self.n >= 2 {
            self.allreduce_on(self.world, buf, ty, op);
        }
        Ok(())
    }

    fn sync_images(&mut self, peers: &[u32]) -> Result<(), CommError> {
        self.complete();
        if !self.sync_ptrs.is_empty() {
            return self.sync_images_direct(peers);
        }
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
    fn mpi_comm(&mut self, set: &[u32]) -> Option<c_int> {
        if let Some(c) = self.user_comms.get(set) {
            return Some(c.0);
        }
        let base = self.comm(set);
        BLOCKED_ON.store(base.0, std::sync::atomic::Ordering::Relaxed);
        // SAFETY: duplicating a valid communicator of which this node is a member; every
        // member calls this for the same set (the first `xmp_get_mpi_comm` of the set is
        // collective over it); a null request is overwritten by MPI_Comm_idup.
        let dup = unsafe {
            let mut d: ffi::MPI_Comm = std::mem::zeroed();
            if self.spin_ok {
                ffi::MPI_Comm_dup(base, &mut d);
            } else {
                let mut r: ffi::MPI_Request = std::mem::zeroed();
                ffi::MPI_Comm_idup(base, &mut d, &mut r);
                Self::wait_yielding(std::slice::from_mut(&mut r));
            }
            d
        };
        BLOCKED_ON.store(0, std::sync::atomic::Ordering::Relaxed);
        self.user_comms.insert(set.to_vec(), dup);
        Some(dup.0)
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
        // Before anything that waits for the other nodes (MPI_Win_free and MPI_Finalize are
        // collective): nodes that wait for this one in a collective or `sync images` learn
        // that it never comes (the watchdog, `wait_signal`). Nodes that end normally later
        // find it waiting here, which is no fault.
        mark_ended();
        // Stopped before the sync window that it reads is freed.
        if let Some(w) = self.watchdog.take() {
            w.stop();
        }
        // issue 5: persistent groups of reflect handles still alive at the end (MPI reports
        // leaked datatypes otherwise).
        for (_, g) in pgroups(std::mem::take) {
            Mpi::pgroup_release(g);
        }
        // SAFETY: closing the epoch, freeing the window and communicators, then MPI_Finalize
        // (collective: every node reaches finish at the end of the program).
        unsafe {
            ffi::MPI_Win_unlock_all(self.win);
            ffi::MPI_Win_free(&mut self.win);
            if let Some(mut w) = self.sync_win.take() {
                ENDED_FLAG.store(std::ptr::null_mut(), std::sync::atomic::Ordering::SeqCst);
                ffi::MPI_Win_free(&mut w);
            }
            for c in self.comms.values_mut() {
                if *c != ffi::RSMPI_COMM_NULL {
                    ffi::MPI_Comm_free(c);
                }
            }
            for t in self.elem_types.values_mut() {
                ffi::MPI_Type_free(t);
            }
            if let Some(mut o) = self.user_op.take() {
                ffi::MPI_Op_free(&mut o);
            }
            ACTIVE.store(false, std::sync::atomic::Ordering::Release);
            let mut done: c_int = 0;
            ffi::PMPI_Finalized(&mut done);
            if done == 0 {
                ffi::PMPI_Finalize();
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
        if let Some(&peer) = self.direct.get(node) {
            // Every atomic on the heap takes this path in a direct job (never MPI's
            // accumulate calls), so hardware atomics are atomic with respect to each other.
            // SAFETY: 4-aligned (caller's contract) inside the peer's mapped heap.
            let a = &*(peer.add(offset) as *const std::sync::atomic::AtomicI32);
            use std::sync::atomic::Ordering::SeqCst;
            return match op {
                A::Load => a.load(SeqCst),
                A::Store(v) => a.swap(v, SeqCst),
                A::Add(v) => a.fetch_add(v, SeqCst),
                A::Cas { expect, new } => match a.compare_exchange(expect, new, SeqCst, SeqCst) {
                    Ok(o) | Err(o) => o,
                },
            };
        }
        let disp = (self.skew[node] + offset) as ffi::MPI_Aint;
        let int = ffi::RSMPI_INT32_T;
        let mut old: i32 = 0;
        // MPI accumulate-family calls on one location are atomic with respect to each other;
        // rsmpi exports no MPI_REPLACE/MPI_NO_OP, so loads add 0 and stores loop on CAS.
        let fetch_add = |v: i32, old: &mut i32, win| {
            ffi::MPI_Fetch_and_op(
                &v as *const i32 as *const c_void,
                old as *mut i32 as *mut c_void,
                int,
                node as c_int,
                disp,
                ffi::RSMPI_SUM,
                win,
            );
            ffi::MPI_Win_flush(node as c_int, win);
        };
        let cas = |expect: i32, new: i32, old: &mut i32, win| {
            ffi::MPI_Compare_and_swap(
                &new as *const i32 as *const c_void,
                &expect as *const i32 as *const c_void,
                old as *mut i32 as *mut c_void,
                int,
                node as c_int,
                disp,
                win,
            );
            ffi::MPI_Win_flush(node as c_int, win);
        };
        match op {
            A::Load => fetch_add(0, &mut old, self.win),
            A::Add(v) => fetch_add(v, &mut old, self.win),
            A::Cas { expect, new } => cas(expect, new, &mut old, self.win),
            A::Store(v) => {
                fetch_add(0, &mut old, self.win);
                loop {
                    let mut seen = 0;
                    cas(old, v, &mut seen, self.win);
                    if seen == old {
                        break;
                    }
                    old = seen;
                }
            }
        }
        old
    }
}

// ----- issue 6 (nonblocking-put) -----

/// Non-blocking puts larger than this are done blocking: the staging copy would cost about
/// as much as the latency it hides.
const NB_MAX: usize = 64 * 1024;

/// Non-blocking puts not yet flushed: staging copies (their heap buffers do not move) and
/// the target ranges (node, offset, length) not yet known to be complete.
struct NbState {
    staging: Vec<Vec<u8>>,
    pending: Vec<(usize, usize, usize)>,
}

static NB: std::sync::Mutex<NbState> = std::sync::Mutex::new(NbState {
    staging: Vec::new(),
    pending: Vec::new(),
});

fn nb() -> std::sync::MutexGuard<'static, NbState> {
    NB.lock().unwrap_or_else(|e| e.into_inner())
}

fn nb_keep(buf: Vec<u8>, node: usize, offset: usize, len: usize) {
    let mut g = nb();
    g.staging.push(buf);
    g.pending.push((node, offset, len));
}

/// Whether an unflushed put to `node` overlaps `[offset, offset + len)`.
fn nb_overlaps(node: usize, offset: usize, len: usize) -> bool {
    nb().pending
        .iter()
        .any(|&(n, o, l)| n == node && o < offset + len && offset < o + l)
}

/// After a flush of `node`: its ranges are complete.
fn nb_forget(node: usize) {
    nb().pending.retain(|p| p.0 != node);
}

/// After a flush of every target: the staging copies are no longer read.
fn nb_release() {
    let mut g = nb();
    g.staging.clear();
    g.pending.clear();
}

// ----- fault handling: nodes that end while others wait for them, fatal signals -----
//
// A node that returns from main (or calls exit(0)) early reaches `finish` and blocks in the
// collective MPI_Win_free / MPI_Finalize, and mpiexec sees no failure: the nodes waiting for
// it in a collective would hang forever. On shm the launcher sees the exit; here each node
// publishes an ENDED flag in the shared sync window, and a node waiting for an ended node ends
// the job with the same report as shm (`xmp: node K: error: node J ended while ...`).
// `sync images` checks the flag in its own sleeping loop; blocking MPI collectives cannot be
// interrupted, so a watchdog thread looks at the flags every WATCH_TICK while the main thread
// is inside one. Only direct jobs (one machine, `XMP_MPI_DIRECT` not 0) have the window.

/// Byte offset of a rank's ENDED flag in its array of the sync window (after its `n`
/// counters and its WAITING flag).
fn ended_offset(n: usize) -> usize {
    (n + 1) * SYNC_STRIDE
}

/// The communicator (MPICH handle) of the collective the main thread is waiting in, 0 when
/// none; read by the watchdog. Set and cleared by two plain stores around each collective
/// (no read-modify-write: the line stays in the main thread's cache but for the watchdog's
/// read every WATCH_TICK), so the 0.2 us collectives do not notice.
static BLOCKED_ON: std::sync::atomic::AtomicI32 = std::sync::atomic::AtomicI32::new(0);

/// This node's ENDED flag in the sync window (null without one, or once it is freed).
static ENDED_FLAG: std::sync::atomic::AtomicPtr<std::sync::atomic::AtomicU32> =
    std::sync::atomic::AtomicPtr::new(std::ptr::null_mut());

/// Tells the other nodes that this one takes part in no more collectives or `sync images`
/// (it is shutting down normally): nodes waiting for it there report that it ended. Called
/// by [`Mpi::finish`], and earlier by the runtime's finalize, before the statistics lines that
/// pass a token between the nodes (a node waiting in the token passing for one that waits for
/// it in a collective would hang). After this node's last signal (SeqCst).
pub fn mark_ended() {
    let p = ENDED_FLAG.load(std::sync::atomic::Ordering::SeqCst);
    if !p.is_null() {
        // SAFETY: the flag stays mapped until `finish` clears ENDED_FLAG.
        unsafe { (*p).store(1, std::sync::atomic::Ordering::SeqCst) };
    }
}

/// [`BLOCKED_ON`] while `MPI_Comm_create_group` runs for a set whose handle is not known yet
/// (1 is no valid MPICH handle: its kind bits are 0).
const CREATING: c_int = 1;

/// The members (world ranks) of the communicators made by [`Mpi::comm`], by handle, for the
/// watchdog (the world communicator is every rank).
static COMM_MEMBERS: std::sync::Mutex<Vec<(c_int, Vec<u32>)>> = std::sync::Mutex::new(Vec::new());

fn comm_members<R>(f: impl FnOnce(&mut Vec<(c_int, Vec<u32>)>) -> R) -> R {
    f(&mut COMM_MEMBERS.lock().unwrap_or_else(|e| e.into_inner()))
}

/// How often the watchdog looks at [`BLOCKED_ON`] and the ENDED flags.
const WATCH_TICK: std::time::Duration = std::time::Duration::from_millis(200);
/// How long the main thread must have waited in a collective on a communicator with an ended
/// member before the watchdog reports it. A collective whose last message the ended node
/// sent before it ended completes within microseconds; the grace only guards against a main
/// thread that is slow to be scheduled. Well inside the 5 s the job has to end.
const WATCH_GRACE: std::time::Duration = std::time::Duration::from_millis(1000);

/// The watchdog thread (see the section comment).
struct Watchdog {
    stop: std::sync::Arc<std::sync::atomic::AtomicBool>,
    thread: std::thread::JoinHandle<()>,
}

impl Watchdog {
    /// Starts the watchdog of rank `me`; `flags` holds every rank's ENDED flag address (as
    /// integers: raw pointers are not Send), valid until [`Watchdog::stop`] returns. None
    /// when no thread can be started: the job then runs without (a hang stays a hang).
    fn start(me: usize, world: ffi::MPI_Comm, flags: Vec<usize>) -> Option<Watchdog> {
        let stop = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
        let s = stop.clone();
        let thread = std::thread::Builder::new()
            .name("xmp-watchdog".into())
            .stack_size(64 * 1024)
            .spawn(move || watch(me, world.0, &flags, &s))
            .ok()?;
        Some(Watchdog { stop, thread })
    }

    /// Stops the thread and waits for it (at once: it parks between ticks).
    fn stop(self) {
        self.stop.store(true, std::sync::atomic::Ordering::SeqCst);
        self.thread.thread().unpark();
        let _ = self.thread.join();
    }
}

/// The watchdog's loop: reports (and so ends the job) once the main thread has waited
/// [`WATCH_GRACE`] in a collective on one communicator while one of its members has ended.
fn watch(me: usize, world: c_int, flags: &[usize], stop: &std::sync::atomic::AtomicBool) {
    use std::sync::atomic::{AtomicU32, Ordering};
    // SAFETY: the ENDED flags stay mapped until `stop` (checked before each read) is set and
    // this thread is joined.
    let ended = |r: usize| unsafe { (*(flags[r] as *const AtomicU32)).load(Ordering::SeqCst) != 0 };
    let gone_member = |c: c_int| -> Option<usize> {
        if c == world {
            return (0..flags.len()).find(|&r| r != me && ended(r));
        }
        comm_members(|m| {
            let (_, ranks) = m.iter().find(|e| e.0 == c)?;
            ranks
                .iter()
                .map(|&r| r as usize)
                .find(|&r| r != me && r < flags.len() && ended(r))
        })
    };
    // (communicator, its ended member, first seen): the same pair on consecutive ticks.
    let mut suspect: Option<(c_int, usize, std::time::Instant)> = None;
    loop {
        std::thread::park_timeout(WATCH_TICK);
        if stop.load(Ordering::SeqCst) {
            return;
        }
        let c = BLOCKED_ON.load(Ordering::Relaxed);
        let gone = if c == 0 { None } else { gone_member(c) };
        suspect = match (gone, suspect) {
            (Some(p), Some((sc, sp, since))) if sc == c && sp == p => {
                if since.elapsed() >= WATCH_GRACE {
                    // Reports like shm and ends the job (MPI_Abort, from this thread: the main
                    // thread is stuck inside MPI).
                    crate::rt::comm(Err(CommError::PeerGone(p)), None);
                }
                suspect
            }
            (Some(p), _) => Some((c, p, std::time::Instant::now())),
            (None, _) => None,
        };
    }
}
