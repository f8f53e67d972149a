//! Threads inside a node (OpenMP, issue 17): which thread may run an XMP construct, and the
//! thread level the MPI transport asks for.
//!
//! XMP constructs (collectives, `task`, `reflect`, `gmove`, image-control statements...) are
//! executed by the node's initial thread, or by any thread inside an OpenMP `single` or
//! `critical` construct (a `master` construct runs on the initial thread). Code compiled by
//! xmp-clang brackets those two constructs with [`xmp_rt_omp_exempt`]; the runtime ends the
//! job when another thread reaches a construct ([`construct`]). Coarray accesses and
//! `sync memory` are not constructs in this sense: any thread may make them.
//!
//! The check is one thread-local load on the initial thread's path; the thread's role is
//! worked out once per thread (`gettid() == getpid()`: the process's first thread, which is
//! OpenMP's initial thread and thread 0 of every team it forks).

use std::cell::Cell;

/// The thread's role: not yet known, the process's initial thread, or another thread.
const UNKNOWN: u8 = 0;
const INITIAL: u8 = 1;
const OTHER: u8 = 2;

thread_local! {
    static ROLE: Cell<u8> = const { Cell::new(UNKNOWN) };
    /// Depth of `single`/`critical` constructs the thread is inside.
    static EXEMPT: Cell<u32> = const { Cell::new(0) };
}

/// Entry (`delta` = 1) and exit (-1) of an OpenMP `single` or `critical` body, inside which
/// any thread may execute XMP constructs. Compiled code calls it through a weak reference, so
/// that programs without the runtime link.
#[no_mangle]
pub extern "C" fn xmp_rt_omp_exempt(delta: i32) {
    EXEMPT.with(|e| e.set(e.get().wrapping_add_signed(delta)));
}

/// Ends the job when the calling thread may not execute the XMP construct at `loc` (see the
/// module comment). Inlined into the entry points: one thread-local load when allowed.
#[inline]
pub fn construct(loc: *const libc::c_char) {
    if ROLE.with(Cell::get) != INITIAL {
        construct_slow(loc);
    }
}

/// The first check of a thread, and every check off the initial thread.
#[cold]
#[inline(never)]
fn construct_slow(loc: *const libc::c_char) {
    if ROLE.with(Cell::get) == UNKNOWN {
        // SAFETY: plain system calls without arguments.
        let initial = unsafe { libc::gettid() == libc::getpid() };
        ROLE.with(|r| r.set(if initial { INITIAL } else { OTHER }));
        if initial {
            return;
        }
    }
    if EXEMPT.with(Cell::get) > 0 {
        return;
    }
    // SAFETY: `loc` is null or the NUL-terminated location string of compiled code.
    let at = unsafe { crate::rt::loc_ref(loc) }
        .map(|l| format!(" at {}", line_of(&l)))
        .unwrap_or_default();
    let who = match omp_thread() {
        Some(t) => format!("thread {t} of a parallel region"),
        None => "a thread other than the node's initial thread".to_string(),
    };
    let node = crate::rt::node_rank().map_or("xmp".to_string(), |k| format!("xmp: node {k}"));
    crate::rt::fatal_report(&format!("{node}: XMP construct executed by {who}{at}\n"))
}

/// `file.c:LINE` of a location `file.c:LINE:COL` (as it is when there is no column).
fn line_of(loc: &str) -> &str {
    match loc.rsplit_once(':') {
        Some((head, col)) if head.contains(':') && col.bytes().all(|b| b.is_ascii_digit()) => head,
        _ => loc,
    }
}

/// The address of a function of the program's OpenMP runtime (None when libomp is not linked).
fn omp_sym(name: &std::ffi::CStr) -> Option<*mut libc::c_void> {
    // SAFETY: dlsym on the default namespace with a NUL-terminated name.
    let p = unsafe { libc::dlsym(libc::RTLD_DEFAULT, name.as_ptr()) };
    (!p.is_null()).then_some(p)
}

/// The thread number that makes the calling thread another than the initial one: at the
/// outermost nesting level where its ancestor is not thread 0 (None outside OpenMP).
fn omp_thread() -> Option<i32> {
    // SAFETY: libomp's `int omp_get_level(void)` and `int omp_get_ancestor_thread_num(int)`.
    let (level, ancestor) = unsafe {
        (
            std::mem::transmute::<*mut libc::c_void, unsafe extern "C" fn() -> libc::c_int>(
                omp_sym(c"omp_get_level")?,
            ),
            std::mem::transmute::<
                *mut libc::c_void,
                unsafe extern "C" fn(libc::c_int) -> libc::c_int,
            >(omp_sym(c"omp_get_ancestor_thread_num")?),
        )
    };
    // SAFETY: libomp's query functions, callable from any thread.
    unsafe {
        let levels = level();
        (1..=levels)
            .map(|l| ancestor(l))
            .find(|&t| t > 0)
            .or_else(|| (levels > 0).then(|| ancestor(levels)))
    }
}

/// Whether the program runs threads that may communicate: libomp is linked (the program was
/// built with `-fopenmp`), or `XMP_THREADS` says so (`multiple`; `single` forces the
/// single-threaded level). The MPI transport then asks for `MPI_THREAD_MULTIPLE`.
pub fn multithreaded() -> bool {
    match std::env::var(xmp_abi::env::THREADS)
        .as_deref()
        .map(str::trim)
    {
        Ok("multiple") | Ok("1") => true,
        Ok("single") | Ok("0") => false,
        _ => omp_sym(c"__kmpc_fork_call").is_some(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_of_drops_the_column_only() {
        assert_eq!(line_of("a.c:12:5"), "a.c:12");
        assert_eq!(line_of("a.c:12"), "a.c:12");
        assert_eq!(line_of("dir/a.c"), "dir/a.c");
    }

    #[test]
    fn other_threads_are_told_apart() {
        // The test harness runs tests on threads other than the process's first.
        let role = std::thread::spawn(|| {
            EXEMPT.with(|e| e.set(1));
            construct(std::ptr::null());
            ROLE.with(Cell::get)
        })
        .join()
        .expect("the checking thread returns");
        assert_eq!(role, OTHER);
    }
}
