//! Fatal signals in a node (SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT): the node flushes its C
//! standard streams (a pipe's buffered output would otherwise die with it), then reports
//! `xmp: node K: SIGSEGV at file.c:LINE in function` on stderr, with a backtrace when
//! `XMP_BACKTRACE=1`, and ends by the signal as it would without the handler (on shm the
//! launcher then ends the job with status 128+signal and does not name the node again).
//!
//! The handler runs on an alternate signal stack (a stack overflow is a SIGSEGV too). Nothing
//! that could block runs in the crashed process: the unwinding and the symbolization run in a
//! child made by a raw `clone` (no fork handlers, no malloc locks taken), which unwinds its copy
//! of the stack with glibc's `backtrace` (through the signal frame into the faulting code) and
//! execs `llvm-symbolizer` on the program's own file with the addresses less the load bias.
//! The node reads the answer with a deadline, kills the child, and falls back to the bare
//! message (`SIGSEGV at 0xADDR`) when no symbolizer is installed, the child is slow, or it
//! fails. A fault inside the handler itself ends the node with the bare message.

use std::ffi::{c_char, c_int, c_void, CString};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::OnceLock;

/// The signals handled, with their names.
const FATAL_SIGNALS: [(c_int, &str); 5] = [
    (libc::SIGSEGV, "SIGSEGV"),
    (libc::SIGBUS, "SIGBUS"),
    (libc::SIGFPE, "SIGFPE"),
    (libc::SIGILL, "SIGILL"),
    (libc::SIGABRT, "SIGABRT"),
];

/// Symbolizers tried in order (the first one found on PATH, then LLVM 22's own folder), unless
/// `XMP_SYMBOLIZER` names one (taking llvm-symbolizer's options) or is empty (none).
const SYMBOLIZERS: [&str; 3] = [
    "llvm-symbolizer-22",
    "llvm-symbolizer",
    "/usr/lib/llvm-22/bin/llvm-symbolizer",
];

/// How long the node waits for the symbolizer before it reports the bare message.
const SYMBOLIZE_DEADLINE_MS: i64 = 5000;
/// Frames unwound at most.
const MAX_FRAMES: usize = 64;
/// Size of the alternate signal stack (the unwinder and the report buffers run on it).
const ALT_STACK: usize = 256 * 1024;
/// Bytes of symbolizer output kept.
const ANSWER: usize = 24 * 1024;

extern "C" {
    // glibc <execinfo.h>.
    fn backtrace(buffer: *mut *mut c_void, size: c_int) -> c_int;
}

/// What the handler needs, prepared at start-up (the handler only reads it).
struct Setup {
    /// The handlers installed before ours (UCX's under MPI, or the default), chained to.
    old: Vec<(c_int, libc::sigaction)>,
    /// `XMP_BACKTRACE=1`.
    backtrace: bool,
    /// The program's load bias (0 unless it is position independent).
    bias: usize,
    /// The address range of the program's loaded segments (frames outside are libraries).
    range: (usize, usize),
    /// The symbolizer's path and its leading arguments (argv[0], the object, options).
    symbolizer: Option<(CString, Vec<CString>)>,
}

static SETUP: OnceLock<Setup> = OnceLock::new();
/// This node's number, for the report.
static NODE: AtomicUsize = AtomicUsize::new(0);
/// Set by the first fatal signal: a second one (a fault while reporting) gives up at once.
static REPORTING: AtomicBool = AtomicBool::new(false);

/// Installs the handler for node `me` (once per process; a later call only renames the node).
/// Under MPI it must run after `MPI_Init`, whose UCX handlers ours then chain to.
pub fn install(me: usize) {
    NODE.store(me, Ordering::Relaxed);
    if SETUP.get().is_some() {
        return;
    }
    alternate_stack();
    let (bias, range) = program_image();
    let mut setup = Setup {
        old: Vec::new(),
        backtrace: std::env::var(xmp_abi::env::BACKTRACE).is_ok_and(|v| v == "1"),
        bias,
        range,
        symbolizer: find_symbolizer(),
    };
    // The first call of `backtrace` loads the unwinder (dlopen, malloc): done here, not in
    // the crashed process.
    let mut probe = [std::ptr::null_mut::<c_void>(); 2];
    // SAFETY: a valid buffer of the given size.
    unsafe { backtrace(probe.as_mut_ptr(), probe.len() as c_int) };
    for (sig, _) in FATAL_SIGNALS {
        // SAFETY: querying the current action into a zeroed struct.
        unsafe {
            let mut prev: libc::sigaction = std::mem::zeroed();
            if libc::sigaction(sig, std::ptr::null(), &mut prev) == 0 {
                setup.old.push((sig, prev));
            }
        }
    }
    if SETUP.set(setup).is_err() {
        return;
    }
    for (sig, _) in FATAL_SIGNALS {
        // SAFETY: a zeroed sigaction with our SA_SIGINFO handler and an empty mask.
        unsafe {
            let mut sa: libc::sigaction = std::mem::zeroed();
            sa.sa_sigaction = on_fatal_signal as *const () as usize;
            sa.sa_flags = libc::SA_SIGINFO | libc::SA_ONSTACK;
            libc::sigemptyset(&mut sa.sa_mask);
            libc::sigaction(sig, &sa, std::ptr::null_mut());
        }
    }
}

/// Gives this thread an alternate signal stack unless it has one.
fn alternate_stack() {
    // SAFETY: sigaltstack queries into a zeroed struct; the mapping is never unmapped (the
    // kernel uses it until the process ends).
    unsafe {
        let mut cur: libc::stack_t = std::mem::zeroed();
        if libc::sigaltstack(std::ptr::null(), &mut cur) == 0
            && cur.ss_flags & libc::SS_DISABLE == 0
        {
            return;
        }
        let p = libc::mmap(
            std::ptr::null_mut(),
            ALT_STACK,
            libc::PROT_READ | libc::PROT_WRITE,
            libc::MAP_PRIVATE | libc::MAP_ANONYMOUS,
            -1,
            0,
        );
        if p == libc::MAP_FAILED {
            return;
        }
        let st = libc::stack_t {
            ss_sp: p,
            ss_flags: 0,
            ss_size: ALT_STACK,
        };
        libc::sigaltstack(&st, std::ptr::null_mut());
    }
}

/// The program's load bias and the address range of its loaded segments.
fn program_image() -> (usize, (usize, usize)) {
    struct Found {
        bias: usize,
        lo: usize,
        hi: usize,
    }
    unsafe extern "C" fn first(
        info: *mut libc::dl_phdr_info,
        _: usize,
        data: *mut c_void,
    ) -> c_int {
        // SAFETY: the loader passes a valid info; `data` is our `Found`.
        let (info, f) = unsafe { (&*info, &mut *(data as *mut Found)) };
        f.bias = info.dlpi_addr as usize;
        f.lo = usize::MAX;
        for i in 0..info.dlpi_phnum as usize {
            // SAFETY: dlpi_phdr has dlpi_phnum entries.
            let ph = unsafe { &*info.dlpi_phdr.add(i) };
            if ph.p_type == libc::PT_LOAD {
                let start = f.bias + ph.p_vaddr as usize;
                f.lo = f.lo.min(start);
                f.hi = f.hi.max(start + ph.p_memsz as usize);
            }
        }
        1 // the first object is the program itself
    }
    let mut f = Found {
        bias: 0,
        lo: 0,
        hi: 0,
    };
    // SAFETY: the callback only reads the loader's data and writes `f`.
    unsafe { libc::dl_iterate_phdr(Some(first), &mut f as *mut Found as *mut c_void) };
    (f.bias, (f.lo, f.hi))
}

/// The first symbolizer found, with its arguments for this program.
fn find_symbolizer() -> Option<(CString, Vec<CString>)> {
    let exe = std::fs::read_link("/proc/self/exe").ok()?;
    let path = match std::env::var(xmp_abi::env::SYMBOLIZER) {
        Ok(s) if s.is_empty() => return None,
        Ok(s) => crate::launch::resolve_program(&s).ok()?,
        Err(_) => SYMBOLIZERS
            .iter()
            .find_map(|s| crate::launch::resolve_program(s).ok())?,
    };
    let c = |s: String| CString::new(s).ok();
    let args = vec![
        c(path.display().to_string())?,
        c(format!("--obj={}", exe.display()))?,
        c("--inlines".into())?,
        c("--relativenames".into())?,
        c("--output-style=LLVM".into())?,
    ];
    Some((c(path.display().to_string())?, args))
}

/// A fixed buffer that text is appended to (no allocation in the handler).
struct Buf<const N: usize> {
    b: [u8; N],
    len: usize,
}

impl<const N: usize> Buf<N> {
    fn new() -> Self {
        Buf { b: [0; N], len: 0 }
    }
    fn push(&mut self, s: &[u8]) {
        let n = s.len().min(N - self.len);
        self.b[self.len..self.len + n].copy_from_slice(&s[..n]);
        self.len += n;
    }
    fn dec(&mut self, mut v: usize) {
        let mut d = [0u8; 20];
        let mut i = d.len();
        loop {
            i -= 1;
            d[i] = b'0' + (v % 10) as u8;
            v /= 10;
            if v == 0 {
                break;
            }
        }
        self.push(&d[i..]);
    }
    fn hex(&mut self, v: usize) {
        let mut d = [0u8; 18];
        let mut i = d.len();
        let mut v = v;
        loop {
            i -= 1;
            d[i] = b"0123456789abcdef"[v & 15];
            v >>= 4;
            if v == 0 {
                break;
            }
        }
        i -= 2;
        d[i] = b'0';
        d[i + 1] = b'x';
        self.push(&d[i..]);
    }
    fn bytes(&self) -> &[u8] {
        &self.b[..self.len]
    }
}

/// The interrupted program counter from the signal context (0 when unknown).
///
/// # Safety
/// `ctx` is null or the `ucontext_t` the kernel passed to an SA_SIGINFO handler.
unsafe fn context_pc(ctx: *mut c_void) -> usize {
    if ctx.is_null() {
        return 0;
    }
    let uc = &*(ctx as *const libc::ucontext_t);
    #[cfg(target_arch = "x86_64")]
    {
        uc.uc_mcontext.gregs[libc::REG_RIP as usize] as usize
    }
    #[cfg(target_arch = "aarch64")]
    {
        uc.uc_mcontext.pc as usize
    }
    #[cfg(not(any(target_arch = "x86_64", target_arch = "aarch64")))]
    {
        let _ = uc;
        0
    }
}

/// Flushes the C streams, reports, then lets the signal end the node (see the module
/// documentation). The previous handler gets the signal: a fault raised by the kernel
/// (`si_code` > 0) happens again when the faulting instruction re-executes on return; a signal
/// sent by kill/raise/abort is sent again and delivered once this handler returns.
extern "C" fn on_fatal_signal(sig: c_int, info: *mut libc::siginfo_t, ctx: *mut c_void) {
    let name = FATAL_SIGNALS
        .iter()
        .find(|s| s.0 == sig)
        .map_or("a fatal signal", |s| s.1);
    let mut out = Buf::<8192>::new();
    out.push(b"xmp: node ");
    out.dec(NODE.load(Ordering::Relaxed));
    out.push(b": ");
    out.push(name.as_bytes());
    // SAFETY: the kernel's context.
    let pc = unsafe { context_pc(ctx) };
    let first = !REPORTING.swap(true, Ordering::SeqCst);
    if first {
        // SAFETY: flushing every C stream; the crashed thread may hold a stream's (recursive)
        // lock, which it can take again.
        unsafe { libc::fflush(std::ptr::null_mut()) };
        let setup = SETUP.get();
        let mut answer = Buf::<ANSWER>::new();
        let done = match setup {
            Some(s) if pc != 0 => {
                symbolize(s, pc, &mut answer) && describe(s, pc, answer.bytes(), &mut out)
            }
            _ => false,
        };
        if !done && pc != 0 {
            out.push(b" at ");
            out.hex(pc);
        }
    }
    out.push(b"\n");
    // SAFETY: write, sigaction and raise are async-signal-safe; `info` is the kernel's.
    unsafe {
        libc::write(2, out.b.as_ptr() as *const c_void, out.len);
        if first {
            crate::rt::mark_failure_reported();
        }
        let prev = SETUP
            .get()
            .and_then(|s| s.old.iter().find(|e| e.0 == sig))
            .map(|e| e.1);
        let mut dfl: libc::sigaction = std::mem::zeroed();
        dfl.sa_sigaction = libc::SIG_DFL;
        libc::sigaction(sig, &prev.unwrap_or(dfl), std::ptr::null_mut());
        if info.is_null() || (*info).si_code <= 0 {
            libc::raise(sig);
        }
    }
}

/// Runs the unwinding child and collects its answer into `answer`: a first line with the
/// frames' addresses (hex, runtime), then the symbolizer's blocks, one per address. False when
/// the answer is not complete within the deadline.
fn symbolize(s: &Setup, pc: usize, answer: &mut Buf<ANSWER>) -> bool {
    let Some((path, args)) = &s.symbolizer else {
        return false;
    };
    let mut fds = [0 as c_int; 2];
    // SAFETY: all calls are async-signal-safe system calls on our own descriptors; the child
    // only unwinds, writes and execs (see `child`).
    unsafe {
        if libc::pipe2(fds.as_mut_ptr(), libc::O_CLOEXEC) != 0 {
            return false;
        }
        // A raw clone: glibc's fork would run its fork handlers and take the malloc locks,
        // which the crashed thread may hold.
        let pid = libc::syscall(libc::SYS_clone, libc::SIGCHLD as libc::c_long, 0, 0, 0, 0);
        if pid == 0 {
            child(s, pc, fds[1], path, args);
        }
        libc::close(fds[1]);
        if pid < 0 {
            libc::close(fds[0]);
            return false;
        }
        let pid = pid as libc::pid_t;
        let mut ts: libc::timespec = std::mem::zeroed();
        libc::clock_gettime(libc::CLOCK_MONOTONIC, &mut ts);
        let start = ts.tv_sec as i64 * 1000 + ts.tv_nsec as i64 / 1_000_000;
        let mut complete = false;
        loop {
            libc::clock_gettime(libc::CLOCK_MONOTONIC, &mut ts);
            let now = ts.tv_sec as i64 * 1000 + ts.tv_nsec as i64 / 1_000_000;
            let left = SYMBOLIZE_DEADLINE_MS - (now - start);
            if left <= 0 {
                break;
            }
            let mut p = libc::pollfd {
                fd: fds[0],
                events: libc::POLLIN,
                revents: 0,
            };
            let r = libc::poll(&mut p, 1, left as c_int);
            if r < 0 && *libc::__errno_location() == libc::EINTR {
                continue;
            }
            if r <= 0 {
                break;
            }
            let mut chunk = [0u8; 4096];
            let n = libc::read(fds[0], chunk.as_mut_ptr() as *mut c_void, chunk.len());
            if n < 0 && *libc::__errno_location() == libc::EINTR {
                continue;
            }
            if n <= 0 {
                complete = n == 0;
                break;
            }
            answer.push(&chunk[..n as usize]);
        }
        libc::close(fds[0]);
        libc::kill(-pid, libc::SIGKILL);
        libc::kill(pid, libc::SIGKILL);
        // Ended now if still running. Its exit status adds nothing: an answer without the
        // symbolizer's blocks is rejected when read.
        libc::waitpid(pid, std::ptr::null_mut(), 0);
        complete
    }
}

/// The unwinding child: writes the frames' addresses to `out`, then becomes the symbolizer
/// (its standard output `out`) on the addresses less the load bias. Never returns.
///
/// # Safety
/// Called only in the child of the raw clone in [`symbolize`].
unsafe fn child(s: &Setup, pc: usize, out: c_int, path: &CString, args: &[CString]) -> ! {
    libc::prctl(
        libc::PR_SET_PDEATHSIG,
        libc::SIGKILL as libc::c_ulong,
        0,
        0,
        0,
    );
    // Its own process group, so that the node can end a symbolizer that started others.
    libc::setpgid(0, 0);
    let mut raw = [std::ptr::null_mut::<c_void>(); MAX_FRAMES + 8];
    let n = backtrace(raw.as_mut_ptr(), raw.len() as c_int).max(0) as usize;
    // The unwinder reports the interrupted frame with its exact pc; the frames above it are
    // this child's and the handler's. Callers are return addresses: one less lies in the call.
    let mut frames = [0usize; MAX_FRAMES];
    frames[0] = pc;
    let mut count = 1;
    if let Some(i) = raw[..n].iter().position(|&a| a as usize == pc) {
        for &a in &raw[i + 1..n] {
            if count == MAX_FRAMES || a.is_null() {
                break;
            }
            frames[count] = a as usize - 1;
            count += 1;
        }
    }
    let mut head = Buf::<{ MAX_FRAMES * 20 + 8 }>::new();
    let mut offs = Buf::<{ MAX_FRAMES * 20 }>::new();
    let mut argv = [std::ptr::null::<c_char>(); MAX_FRAMES + 16];
    let mut k = 0;
    for a in args.iter().take(12) {
        argv[k] = a.as_ptr();
        k += 1;
    }
    let mut starts = [0usize; MAX_FRAMES];
    for (i, &f) in frames[..count].iter().enumerate() {
        head.hex(f);
        head.push(if i + 1 == count { b"\n" } else { b" " });
        starts[i] = offs.len;
        // Addresses outside the program get 0 (they are libraries; the answer is ignored).
        let inside = f >= s.range.0 && f < s.range.1;
        offs.hex(if inside { f - s.bias } else { 0 });
        offs.push(b"\0");
    }
    for &st in &starts[..count] {
        argv[k] = offs.b.as_ptr().add(st) as *const c_char;
        k += 1;
    }
    libc::write(out, head.b.as_ptr() as *const c_void, head.len);
    libc::dup2(out, 1);
    let null = libc::open(c"/dev/null".as_ptr(), libc::O_RDWR);
    if null >= 0 {
        libc::dup2(null, 0);
        libc::dup2(null, 2);
    }
    let env = [std::ptr::null::<c_char>()];
    libc::execve(path.as_ptr(), argv.as_ptr(), env.as_ptr());
    libc::_exit(127)
}

/// Names the compiler gives the user's `main` (renamed, and the entry wrapper it is inlined
/// into), reported as `main`.
const USER_NAMES: [(&[u8], &[u8]); 2] =
    [(b"__xmp_user_main", b"main"), (b".xmp.main.entry", b"main")];

/// One frame of the symbolizer's answer: (function, file:line) with "??" for unknown parts;
/// the location keeps no column.
fn frame_at(block: &[u8], pair: usize) -> Option<(&[u8], &[u8])> {
    let mut lines = block.split(|&c| c == b'\n').filter(|l| !l.is_empty());
    let func = lines.nth(2 * pair)?;
    let loc = lines.next()?;
    // file:line:col (the file may contain ':'): drop the column.
    let loc = match loc.iter().rposition(|&c| c == b':') {
        Some(i) if loc.iter().filter(|&&c| c == b':').count() >= 2 => &loc[..i],
        _ => loc,
    };
    let func = USER_NAMES
        .iter()
        .find(|n| n.0 == func)
        .map_or(func, |n| n.1);
    Some((func, loc))
}

/// A location with a line number (not `??:0`).
fn known_loc(loc: &[u8]) -> bool {
    !loc.starts_with(b"??") && !loc.ends_with(b":0")
}

/// Appends ` at file:LINE in function` (or what is known) for the first frame in the program
/// to `out`, and the backtrace when asked. False when the answer cannot be read.
fn describe<const N: usize>(s: &Setup, pc: usize, answer: &[u8], out: &mut Buf<N>) -> bool {
    let Some(nl) = answer.iter().position(|&c| c == b'\n') else {
        return false;
    };
    let (head, rest) = (&answer[..nl], &answer[nl + 1..]);
    let mut addrs = [0usize; MAX_FRAMES];
    let mut count = 0;
    for w in head.split(|&c| c == b' ') {
        let Some(h) = w.strip_prefix(b"0x") else {
            continue;
        };
        let mut v = 0usize;
        for &c in h {
            let d = (c as char).to_digit(16).unwrap_or(0) as usize;
            v = v.wrapping_mul(16).wrapping_add(d);
        }
        if count < MAX_FRAMES {
            addrs[count] = v;
            count += 1;
        }
    }
    if count == 0 || addrs[0] != pc {
        return false;
    }
    // Blocks are separated by an empty line, one per address in order.
    let mut blocks: [&[u8]; MAX_FRAMES] = [&[]; MAX_FRAMES];
    let mut nb = 0;
    let mut at = 0;
    while nb < count && at < rest.len() {
        let end = rest[at..]
            .windows(2)
            .position(|w| w == b"\n\n")
            .map_or(rest.len(), |p| at + p);
        blocks[nb] = &rest[at..end];
        nb += 1;
        at = end + 2;
    }
    let inside = |a: usize| a >= s.range.0 && a < s.range.1;
    // The frame reported: the first in the program (a crash inside a library call is
    // reported at the call).
    let pick = (0..nb).find(|&i| inside(addrs[i]));
    let Some(i) = pick else {
        return false;
    };
    match frame_at(blocks[i], 0) {
        Some((func, loc)) if known_loc(loc) => {
            out.push(b" at ");
            out.push(loc);
            if func != b"??" {
                out.push(b" in ");
                out.push(func);
            }
        }
        Some((func, _)) if func != b"??" => {
            out.push(b" in ");
            out.push(func);
        }
        _ => {
            out.push(b" at ");
            out.hex(addrs[i]);
        }
    }
    if i > 0 {
        out.push(b" (inside a library call)");
    }
    if s.backtrace {
        out.push(b"\nbacktrace:");
        let mut repeated = 0;
        for (k, &a) in addrs[..count].iter().enumerate() {
            // Deep recursion: one line for a run of the same return address.
            if k > 1 && a == addrs[k - 1] {
                repeated += 1;
                if k + 1 < count {
                    continue;
                }
            }
            if repeated > 0 {
                out.push(b"\n  (the frame above repeated ");
                out.dec(repeated);
                out.push(b" more times)");
                if a == addrs[k - 1] {
                    break;
                }
                repeated = 0;
            }
            out.push(b"\n  #");
            out.dec(k);
            out.push(b" ");
            out.hex(a);
            let block = if k < nb && inside(a) { blocks[k] } else { &[] };
            let mut pair = 0;
            let mut in_main = false;
            while let Some((func, loc)) = frame_at(block, pair) {
                in_main |= func == b"main";
                out.push(if pair > 0 {
                    b"\n     inlined into "
                } else {
                    b" in "
                });
                out.push(func);
                if known_loc(loc) {
                    out.push(b" at ");
                    out.push(loc);
                }
                pair += 1;
            }
            if pair == 0 {
                out.push(b" (outside the program)");
            }
            // The frames below the user's main are the runtime's start-up.
            if in_main {
                break;
            }
        }
    }
    true
}
