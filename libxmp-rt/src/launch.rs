//! Starting a job of N nodes on this machine (shm transport) and watching it: used by the
//! `xmprun` launcher (fork + exec of the program) and by a program started without a launcher
//! whose `nodes` directive needs more than one node (fork of itself; the original process
//! becomes the job's monitor and never runs the user's `main`).
//!
//! Fault handling: the first node that exits with a nonzero status or is killed by a signal
//! ends the job: `xmp: node K: ...` on stderr (unless the node reported its own error), the
//! abort flag in the segment is raised (waiting nodes notice it within ~50 ms), the others get
//! SIGTERM and, after a grace period, SIGKILL. SIGINT/SIGTERM/SIGHUP sent to the monitor are
//! forwarded the same way. Nodes die with the monitor (PR_SET_PDEATHSIG). The segment is a
//! memfd, so no /dev/shm entry ever exists.

use crate::mem::Segment;
use crate::seg::{state, Layout};
use crate::shm::ring;
use std::ffi::CString;
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};
use xmp_abi::env;

/// How nodes are started.
pub enum Spawn {
    /// exec `path` with `argv` (argv[0] included) in every node.
    Exec {
        /// Resolved program path.
        path: CString,
        /// Arguments, argv[0] first.
        argv: Vec<CString>,
    },
    /// fork only: the children return from [`launch`] as nodes.
    Fork,
}

/// What [`launch`] returns in a process.
pub enum Outcome {
    /// In the monitor: the job's exit status.
    Job(i32),
    /// In a forked node (Spawn::Fork only): the node's identity and the segment.
    Node {
        /// 0-based node number.
        node: usize,
        /// The mapped segment.
        seg: Segment,
    },
}

/// Grace period between the start of an abnormal end and SIGKILL.
const GRACE: Duration = Duration::from_secs(2);

/// After a node fails, how long the others may go on by themselves: a node still running user
/// code is often about to exit too (`printf(...); return 1;` on every node), and ending it
/// would lose its buffered output (measured: lost in 18 of 20 runs without this); a node in a
/// collective with the failed one may still complete it (its last messages were sent). Then
/// the abort flag makes every runtime wait leave (flushing C stdio), and after
/// [`TERM_AFTER`] more the remaining nodes get SIGTERM.
const DRAIN: Duration = Duration::from_millis(500);
/// Between the abort flag and SIGTERM.
const TERM_AFTER: Duration = Duration::from_millis(200);

fn signal_name(sig: i32) -> String {
    let name = match sig {
        libc::SIGHUP => "SIGHUP",
        libc::SIGINT => "SIGINT",
        libc::SIGQUIT => "SIGQUIT",
        libc::SIGILL => "SIGILL",
        libc::SIGTRAP => "SIGTRAP",
        libc::SIGABRT => "SIGABRT",
        libc::SIGBUS => "SIGBUS",
        libc::SIGFPE => "SIGFPE",
        libc::SIGKILL => "SIGKILL",
        libc::SIGUSR1 => "SIGUSR1",
        libc::SIGSEGV => "SIGSEGV",
        libc::SIGUSR2 => "SIGUSR2",
        libc::SIGPIPE => "SIGPIPE",
        libc::SIGALRM => "SIGALRM",
        libc::SIGTERM => "SIGTERM",
        libc::SIGXCPU => "SIGXCPU",
        _ => return format!("signal {sig}"),
    };
    name.to_string()
}

/// The per-node heap reservation from `XMP_HEAP_MIB` or the default.
pub fn heap_region(nnodes: usize) -> usize {
    let mib = std::env::var(env::HEAP_MIB)
        .ok()
        .and_then(|v| v.trim().parse::<usize>().ok());
    Layout::default_region(nnodes, mib)
}

/// Resolves a program name like execvp does (names without '/' are searched in PATH).
pub fn resolve_program(name: &str) -> Result<std::path::PathBuf, String> {
    use std::os::unix::fs::PermissionsExt;
    let runnable = |p: &std::path::Path| {
        std::fs::metadata(p)
            .map(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
            .unwrap_or(false)
    };
    if name.contains('/') {
        let p = std::path::PathBuf::from(name);
        return if runnable(&p) {
            Ok(p)
        } else {
            Err(format!("cannot execute '{name}': not an executable file"))
        };
    }
    let path = std::env::var_os("PATH").unwrap_or_default();
    for dir in std::env::split_paths(&path) {
        let p = dir.join(name);
        if runnable(&p) {
            return Ok(p);
        }
    }
    Err(format!("cannot find program '{name}' in PATH"))
}

fn cstr(s: String) -> CString {
    CString::new(s.replace('\0', "")).unwrap_or_default()
}

/// The environment of node `k`: ours without stale XMP launcher variables, plus the node's.
fn node_env(k: usize, n: usize, fd: i32, size: usize) -> Vec<CString> {
    let ours = [env::SHM_FD, env::SHM_SIZE, env::NODE, env::NNODES];
    let mut v: Vec<CString> = std::env::vars_os()
        .filter(|(key, _)| !ours.iter().any(|o| key == o))
        .map(|(key, val)| {
            let mut b = key.into_encoded_bytes();
            b.push(b'=');
            b.extend(val.into_encoded_bytes());
            b.retain(|&c| c != 0);
            CString::new(b).unwrap_or_default()
        })
        .collect();
    v.push(cstr(format!("{}={fd}", env::SHM_FD)));
    v.push(cstr(format!("{}={size}", env::SHM_SIZE)));
    v.push(cstr(format!("{}={k}", env::NODE)));
    v.push(cstr(format!("{}={n}", env::NNODES)));
    v
}

fn stderr_line(msg: &str) {
    // Written with one write(2) so lines from several processes do not interleave.
    let line = format!("{msg}\n");
    // SAFETY: valid buffer.
    unsafe { libc::write(2, line.as_ptr() as *const libc::c_void, line.len()) };
}

/// Starts `n` nodes and, in the monitor, waits for the job; see the module documentation.
pub fn launch(n: usize, spawn: Spawn) -> Result<Outcome, String> {
    if n == 0 || n > crate::seg::MAX_NODES {
        return Err(format!(
            "the node count must be between 1 and {}",
            crate::seg::MAX_NODES
        ));
    }
    let (seg, fd) = Segment::create(n, heap_region(n))?;
    let size = seg.layout.total;
    // SAFETY: plain libc calls on valid, locally owned signal sets.
    let (watched, old_mask) = unsafe {
        let mut set: libc::sigset_t = std::mem::zeroed();
        libc::sigemptyset(&mut set);
        for s in [libc::SIGINT, libc::SIGTERM, libc::SIGHUP, libc::SIGCHLD] {
            libc::sigaddset(&mut set, s);
        }
        let mut old: libc::sigset_t = std::mem::zeroed();
        libc::pthread_sigmask(libc::SIG_BLOCK, &set, &mut old);
        (set, old)
    };
    // SAFETY: no preconditions.
    let monitor = unsafe { libc::getpid() };
    let envs: Vec<Vec<CString>> = match spawn {
        Spawn::Exec { .. } => (0..n).map(|k| node_env(k, n, fd, size)).collect(),
        Spawn::Fork => Vec::new(),
    };
    let mut pids: Vec<libc::pid_t> = Vec::with_capacity(n);
    #[allow(clippy::needless_range_loop)] // k is the node number, not just an index
    for k in 0..n {
        // Everything the child needs is prepared before fork: after it only async-signal-safe
        // calls are made (exec mode) or the child simply continues (fork mode).
        let exec_args = match &spawn {
            Spawn::Exec { path, argv } => {
                let mut a: Vec<*const libc::c_char> = argv.iter().map(|s| s.as_ptr()).collect();
                a.push(std::ptr::null());
                let mut e: Vec<*const libc::c_char> = envs[k].iter().map(|s| s.as_ptr()).collect();
                e.push(std::ptr::null());
                Some((path.as_ptr(), a, e))
            }
            Spawn::Fork => None,
        };
        // SAFETY: fork; the child only calls async-signal-safe functions before exec.
        let pid = unsafe { libc::fork() };
        if pid < 0 {
            let e = format!(
                "cannot start node {k}: fork: {}",
                std::io::Error::last_os_error()
            );
            abort_all(&seg, &pids, libc::SIGKILL);
            reap_all(&pids);
            return Err(e);
        }
        if pid == 0 {
            // SAFETY: async-signal-safe calls only.
            unsafe {
                libc::pthread_sigmask(libc::SIG_SETMASK, &old_mask, std::ptr::null_mut());
                libc::prctl(
                    libc::PR_SET_PDEATHSIG,
                    libc::SIGKILL as libc::c_ulong,
                    0,
                    0,
                    0,
                );
                if libc::getppid() != monitor {
                    libc::_exit(1);
                }
            }
            match exec_args {
                Some((path, a, e)) => {
                    // SAFETY: NUL-terminated arrays of valid C strings built before fork.
                    unsafe {
                        libc::execve(path, a.as_ptr(), e.as_ptr());
                        let msg = b"xmp: cannot execute the program\n";
                        libc::write(2, msg.as_ptr() as *const libc::c_void, msg.len());
                        libc::_exit(127);
                    }
                }
                None => {
                    // SAFETY: fd is the segment, closed in this node (the mapping stays).
                    unsafe { libc::close(fd) };
                    return Ok(Outcome::Node { node: k, seg });
                }
            }
        }
        seg.header().node_pid[k].store(pid, Ordering::Relaxed);
        pids.push(pid);
    }
    // SAFETY: the monitor no longer needs the descriptor (nodes hold their own).
    unsafe { libc::close(fd) };
    let status = monitor_job(&seg, &pids, &watched);
    // SAFETY: restores the caller's mask.
    unsafe { libc::pthread_sigmask(libc::SIG_SETMASK, &old_mask, std::ptr::null_mut()) };
    Ok(Outcome::Job(status))
}

fn abort_all(seg: &Segment, pids: &[libc::pid_t], sig: i32) {
    seg.header().abort.store(1, Ordering::SeqCst);
    for k in 0..seg.layout.nnodes {
        ring(seg, k);
    }
    for &p in pids {
        if p > 0 {
            // SAFETY: p is our child (or already reaped, then 0 and skipped).
            unsafe { libc::kill(p, sig) };
        }
    }
}

fn reap_all(pids: &[libc::pid_t]) {
    for &p in pids {
        if p > 0 {
            let mut st = 0;
            // SAFETY: waiting for our own child.
            unsafe { libc::waitpid(p, &mut st, 0) };
        }
    }
}

fn monitor_job(seg: &Segment, pids: &[libc::pid_t], watched: &libc::sigset_t) -> i32 {
    let n = pids.len();
    let mut alive: Vec<libc::pid_t> = pids.to_vec();
    let mut remaining = n;
    let mut job_status = 0;
    let mut aborting_since: Option<Instant> = None;
    let mut killed = false;
    let mut termed = false;
    let mut flagged = false;
    let h = seg.header();
    while remaining > 0 {
        let ts = libc::timespec {
            tv_sec: 0,
            tv_nsec: 100_000_000,
        };
        // SAFETY: valid signal set and timeout.
        let sig = unsafe { libc::sigtimedwait(watched, std::ptr::null_mut(), &ts) };
        if (sig == libc::SIGINT || sig == libc::SIGTERM || sig == libc::SIGHUP)
            && aborting_since.is_none()
        {
            stderr_line(&format!(
                "xmp: received {}, ending the job",
                signal_name(sig)
            ));
            job_status = 128 + sig;
            aborting_since = Some(Instant::now());
            termed = true;
            flagged = true;
            abort_all(seg, &alive, sig);
        }
        for (k, pid) in alive.iter_mut().enumerate() {
            if *pid <= 0 {
                continue;
            }
            let mut st = 0;
            // SAFETY: our child.
            let r = unsafe { libc::waitpid(*pid, &mut st, libc::WNOHANG) };
            if r != *pid {
                continue;
            }
            *pid = 0;
            remaining -= 1;
            let failure = if libc::WIFEXITED(st) {
                let code = libc::WEXITSTATUS(st);
                if code == 0 {
                    let _ = h.node_state[k].compare_exchange(
                        state::RUNNING,
                        state::FINISHED,
                        Ordering::SeqCst,
                        Ordering::SeqCst,
                    );
                    let _ = h.node_state[k].compare_exchange(
                        state::INIT,
                        state::FINISHED,
                        Ordering::SeqCst,
                        Ordering::SeqCst,
                    );
                    for j in 0..n {
                        ring(seg, j);
                    }
                    None
                } else if h.node_state[k].load(Ordering::SeqCst) == state::FINISHED {
                    // `xmp_exit(code)`: a normal end after a barrier of every node, which
                    // all leave with the same status; the job ends with it.
                    if job_status == 0 {
                        job_status = code;
                    }
                    None
                } else {
                    Some((code, format!("exited with status {code}")))
                }
            } else if libc::WIFSIGNALED(st) {
                let s = libc::WTERMSIG(st);
                Some((128 + s, format!("killed by {}", signal_name(s))))
            } else {
                None
            };
            if let Some((code, what)) = failure {
                if aborting_since.is_none() {
                    if h.node_state[k].load(Ordering::SeqCst) != state::FAILED_REPORTED {
                        stderr_line(&format!("xmp: node {k}: {what}"));
                    }
                    job_status = code;
                    aborting_since = Some(Instant::now());
                }
            }
        }
        if let Some(t) = aborting_since {
            if !flagged && t.elapsed() >= DRAIN {
                flagged = true;
                abort_all(seg, &[], 0);
            }
            if !termed && t.elapsed() >= DRAIN + TERM_AFTER {
                termed = true;
                abort_all(seg, &alive, libc::SIGTERM);
            }
            if !killed && t.elapsed() >= GRACE {
                killed = true;
                abort_all(seg, &alive, libc::SIGKILL);
            }
        }
    }
    job_status
}
