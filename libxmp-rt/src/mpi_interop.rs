//! MPI interoperation (reference 10.8, the reference implementation's interface to MPI) on the
//! MPI transport: `xmp_init_mpi`, `xmp_finalize_mpi`, `xmp_get_mpi_comm`, and a program's own
//! `MPI_Init` and `MPI_Finalize`.
//!
//! The runtime starts before `main` and initialises MPI then (the symmetric heap, where static
//! coarrays live, is an MPI window), so a program's own `MPI_Init` always comes second, which
//! MPI forbids. The runtime library therefore defines `MPI_Init`, `MPI_Init_thread`,
//! `MPI_Finalize` and `MPI_Finalized` itself. The driver links it before libmpich, so the
//! program's calls (also those of objects compiled by mpicc) land here, and MPI's profiling
//! interface keeps MPICH's own entry points reachable as `PMPI_*`, which the runtime calls.
//! - `MPI_Init`, `MPI_Init_thread`, `xmp_init_mpi`: MPI runs already; they succeed (and report
//!   the thread level MPI provides). A program's second `MPI_Init` goes to MPICH, which reports
//!   it as it would without XMP.
//! - `MPI_Finalize`, `xmp_finalize_mpi`: deferred to the end of the program, where the runtime
//!   finalizes MPI after its own last collective; `MPI_Finalized` says true from the call on.
//! - Started without mpiexec, a program built with `--transport=mpi` runs over shm: as one node
//!   it gets MPI as a singleton (a world of one rank, initialised by the first of these calls);
//!   with several nodes there is no MPI communicator of them, and these calls end the job with
//!   an error that says to start it with mpiexec.

use crate::rt;
use libc::{c_char, c_int};
use mpi::ffi;
use std::sync::atomic::{AtomicBool, Ordering};

/// MPI's success code (0 in every implementation).
const MPI_SUCCESS: c_int = 0;

/// The program has called `MPI_Init` or `MPI_Init_thread`.
static USER_INIT: AtomicBool = AtomicBool::new(false);
/// The program has called `MPI_Finalize` or `xmp_finalize_mpi` while the runtime keeps MPI.
static USER_FINALIZED: AtomicBool = AtomicBool::new(false);

/// Who runs MPI in this process.
enum Host {
    /// The MPI transport: MPI is initialised and the runtime finalizes it.
    Runtime,
    /// One node over shm: MPI is the program's, as a singleton.
    Singleton,
    /// A job of this many nodes over shm: MPI cannot span them.
    Shm(usize),
}

/// Starts the runtime if the program has not yet (an MPI `main` that calls XMP code), then
/// says who runs MPI.
fn host() -> Host {
    let n = rt::with(|r| r.n);
    if crate::mpi_tp::active() {
        Host::Runtime
    } else if n == 1 {
        Host::Singleton
    } else {
        Host::Shm(n)
    }
}

fn shm_job(n: usize, what: &str) -> ! {
    rt::fatal(
        &format!(
            "{what}: this program runs its {n} nodes over shared memory (it was started without mpiexec), where MPI has no communicator of them: start it with mpiexec.mpich -n {n}"
        ),
        None,
    )
}

/// Whether MPI has been initialised in this process.
fn initialized() -> bool {
    let mut f: c_int = 0;
    // SAFETY: allowed at any time.
    unsafe { ffi::PMPI_Initialized(&mut f) };
    f != 0
}

/// Whether MPI has been finalized in this process.
fn finalized() -> bool {
    let mut f: c_int = 0;
    // SAFETY: allowed at any time.
    unsafe { ffi::PMPI_Finalized(&mut f) };
    f != 0
}

/// MPI's own initialisation for a singleton program, unless it ran already.
///
/// # Safety
/// `argc`/`argv` are null or `main`'s, as `MPI_Init` takes them.
unsafe fn singleton_init(argc: *mut c_int, argv: *mut *mut *mut c_char) -> c_int {
    if initialized() {
        MPI_SUCCESS
    } else {
        ffi::PMPI_Init(argc, argv)
    }
}

/// `MPI_Init` of the program (see the module documentation).
///
/// # Safety
/// As MPI's: `argc`/`argv` are null or point to `main`'s arguments.
#[no_mangle]
pub unsafe extern "C" fn MPI_Init(argc: *mut c_int, argv: *mut *mut *mut c_char) -> c_int {
    if USER_INIT.swap(true, Ordering::SeqCst) {
        // Erroneous in MPI: MPICH reports it.
        return ffi::PMPI_Init(argc, argv);
    }
    match host() {
        Host::Runtime => MPI_SUCCESS,
        Host::Singleton => singleton_init(argc, argv),
        Host::Shm(n) => shm_job(n, "MPI_Init"),
    }
}

/// `MPI_Init_thread` of the program: as [`MPI_Init`]; `provided` is the level MPI runs at
/// (the runtime asks for `MPI_THREAD_FUNNELED`, `MPI_THREAD_MULTIPLE` in a program
/// whose threads communicate: [`crate::threads::multithreaded`]), which may be below `required`, as MPI allows.
///
/// # Safety
/// As MPI's: `argc`/`argv` are null or point to `main`'s arguments; `provided` is writable.
#[no_mangle]
pub unsafe extern "C" fn MPI_Init_thread(
    argc: *mut c_int,
    argv: *mut *mut *mut c_char,
    required: c_int,
    provided: *mut c_int,
) -> c_int {
    if USER_INIT.swap(true, Ordering::SeqCst) {
        return ffi::PMPI_Init_thread(argc, argv, required, provided);
    }
    match host() {
        Host::Runtime => {
            if !provided.is_null() {
                ffi::PMPI_Query_thread(provided);
            }
            MPI_SUCCESS
        }
        Host::Singleton if !initialized() => ffi::PMPI_Init_thread(argc, argv, required, provided),
        Host::Singleton => {
            if !provided.is_null() {
                ffi::PMPI_Query_thread(provided);
            }
            MPI_SUCCESS
        }
        Host::Shm(n) => shm_job(n, "MPI_Init_thread"),
    }
}

/// `MPI_Finalize` of the program: deferred to the runtime's end while it runs on MPI.
///
/// # Safety
/// As MPI's.
#[no_mangle]
pub unsafe extern "C" fn MPI_Finalize() -> c_int {
    if crate::mpi_tp::active() {
        if USER_FINALIZED.swap(true, Ordering::SeqCst) {
            rt::fatal("MPI_Finalize: MPI was finalized already", None);
        }
        return MPI_SUCCESS;
    }
    ffi::PMPI_Finalize()
}

/// `MPI_Finalized` of the program: true once it has called `MPI_Finalize`, also while the
/// runtime keeps MPI running until the end of the program.
///
/// # Safety
/// As MPI's: `flag` is writable.
#[no_mangle]
pub unsafe extern "C" fn MPI_Finalized(flag: *mut c_int) -> c_int {
    let rc = ffi::PMPI_Finalized(flag);
    if USER_FINALIZED.load(Ordering::SeqCst) && !flag.is_null() {
        *flag = 1;
    }
    rc
}

/// `xmp_init_mpi`: MPI may be called from here on.
///
/// # Safety
/// `argc`/`argv` are null or point to `main`'s arguments.
pub unsafe fn init_mpi(argc: *mut c_int, argv: *mut *mut *mut c_char) {
    match host() {
        Host::Runtime => {}
        Host::Singleton => {
            singleton_init(argc, argv);
        }
        Host::Shm(n) => shm_job(n, "xmp_init_mpi"),
    }
}

/// `xmp_finalize_mpi`: as the program's `MPI_Finalize`, but a second call is harmless.
pub fn finalize_mpi() {
    if crate::mpi_tp::active() {
        USER_FINALIZED.store(true, Ordering::SeqCst);
    } else if initialized() && !finalized() {
        // SAFETY: MPI is initialised and not finalized (a singleton of the program's).
        unsafe { ffi::PMPI_Finalize() };
    }
}

/// `xmp_get_mpi_comm`: the communicator of the current executing node set (MPICH's handle).
pub fn get_mpi_comm() -> c_int {
    match host() {
        Host::Runtime => rt::with(|r| r.mpi_comm()).unwrap_or_else(|| {
            rt::fatal(
                "xmp_get_mpi_comm: the runtime runs on MPI but its transport has no communicator",
                None,
            )
        }),
        Host::Singleton => {
            // SAFETY: initialisation with null arguments (allowed since MPI-2); reading an
            // initialised extern constant.
            unsafe {
                if singleton_init(std::ptr::null_mut(), std::ptr::null_mut()) != MPI_SUCCESS {
                    rt::fatal("xmp_get_mpi_comm: MPI_Init failed", None);
                }
                ffi::RSMPI_COMM_WORLD.0
            }
        }
        Host::Shm(n) => shm_job(n, "xmp_get_mpi_comm"),
    }
}

/// `xmp_nodes_comm`: the communicator of a node array this node belongs to (entire-set
/// `ranks`, in element order), kept for the rest of the program at a fixed address, as the
/// reference implementation hands out a pointer to its `MPI_Comm`.
pub fn nodes_comm(ranks: &[u32]) -> *mut c_int {
    use std::collections::HashMap;
    use std::sync::Mutex;
    static KEPT: Mutex<Option<HashMap<Vec<u32>, Box<c_int>>>> = Mutex::new(None);
    let comm = match host() {
        Host::Runtime => rt::with(|r| r.mpi_comm_of(ranks)).unwrap_or_else(|| {
            rt::fatal(
                "xmp_nodes_comm: the runtime runs on MPI but its transport has no communicator",
                None,
            )
        }),
        // One node: the set is this process alone.
        Host::Singleton => get_mpi_comm(),
        Host::Shm(n) => shm_job(n, "xmp_nodes_comm"),
    };
    let mut kept = KEPT.lock().unwrap_or_else(|e| e.into_inner());
    let slot = kept
        .get_or_insert_with(HashMap::new)
        .entry(ranks.to_vec())
        .or_insert_with(|| Box::new(comm));
    **slot = comm;
    &mut **slot as *mut c_int
}
