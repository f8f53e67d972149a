//! Tasklets (reference 15, the XMP 2.0 draft; an extension): the node-side bookkeeping of
//! tasklets whose OpenMP tasks the compiled code creates, and their cross-node messages.
//!
//! Each tasklet has a record ([`Rec`]): its parent (the tasklet that created it, or the
//! implicit tasklet of `tasklets`), the number of its children that have not ended (for
//! `taskletwait`) and its cross-node conditions: `pro_wait` ones hold back its start, `epi_wait`
//! ones its completion. A message is a counter per (source node, tag) in a symmetric area, as
//! for `post`/`wait` but apart from the user's posts; a condition consumes one message, the
//! conditions of all tasklets taking messages in the order they were made.
//!
//! The tasklets are OpenMP tasks: a tasklet with `pro_wait` depends on an empty detachable
//! gate task whose event is fulfilled here when the conditions are met, and a tasklet with
//! `epi_wait` is itself detachable. So no thread waits inside a tasklet for a message; messages
//! are polled at the scheduling points (creation, `taskletyield`, `taskletwait`, the end of
//! `tasklets`), where a thread that finds nothing to do runs other tasklets or yields the
//! processor. In a team of one thread libomp runs a task when it is created, but once a
//! detachable task exists it keeps the dependences: a tasklet behind an unfulfilled event
//! waits in the dependence graph and runs when the event is fulfilled (on the polling thread),
//! so one thread per node keeps the dataflow order, not the creation order.

use std::cell::RefCell;
use std::ffi::c_void;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, OnceLock};

use crate::msgs::{backoff, Arrived, Counters, SLOT};
use crate::rt::{self, fatal, Runtime};

/// This node's tasklet message area ([`crate::msgs`], apart from the user's posts).
static MAIL: Mutex<Option<Counters>> = Mutex::new(None);

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// Start-up (collective over the entire node set): the symmetric message areas.
pub fn init(r: &mut Runtime, loc: Option<&str>) {
    let mut g = lock(&MAIL);
    if g.is_some() {
        return;
    }
    let n = r.n;
    let area = r.sym_alloc(None, n * SLOT, 8, loc) as usize;
    *g = Some(Counters::new(area, n));
}

fn mailbox<'a>(g: &'a mut Option<Counters>, loc: Option<&str>) -> &'a mut Counters {
    match g {
        Some(m) => m,
        None => fatal(
            "tasklets in a program whose main unit has none (not supported yet)",
            loc,
        ),
    }
}

/// A cross-node condition of a tasklet.
struct Cond {
    epi: bool,
    from: Option<usize>,
    tag: Option<i32>,
    met: bool,
}

#[derive(Default)]
struct RecState {
    conds: Vec<Cond>,
    /// The gate task's event (pro_wait) and the tasklet's own (epi_wait), until fulfilled.
    gate: Option<usize>,
    detach: Option<usize>,
    body_done: bool,
    ended: bool,
}

impl RecState {
    fn met(&self, epi: bool) -> bool {
        self.conds.iter().all(|c| c.epi != epi || c.met)
    }
}

/// A tasklet's record (also the implicit tasklet's, which has no parent).
pub struct Rec {
    parent: Option<Arc<Rec>>,
    /// Children that have not ended.
    kids: AtomicUsize,
    st: Mutex<RecState>,
}

/// Records with conditions not met yet, in the order their conditions were made.
static PENDING: Mutex<Vec<Arc<Rec>>> = Mutex::new(Vec::new());
/// Tasklets of this node that have not ended (the end of `tasklets` waits for 0).
static LIVE: AtomicUsize = AtomicUsize::new(0);

thread_local! {
    /// The tasklets whose bodies this thread is running, innermost last.
    static CURRENT: RefCell<Vec<Arc<Rec>>> = const { RefCell::new(Vec::new()) };
}

/// libomp's entry points (the program links libomp when it uses tasklets).
struct Omp {
    fulfill: unsafe extern "C" fn(*mut c_void),
    gtid: unsafe extern "C" fn(*const c_void) -> i32,
    taskyield: unsafe extern "C" fn(*const c_void, i32, i32) -> i32,
    thread_num: unsafe extern "C" fn() -> i32,
}

/// A `ident_t` for the calls into libomp (flags KMP_IDENT_KMPC).
#[repr(C)]
struct Ident {
    reserved_1: i32,
    flags: i32,
    reserved_2: i32,
    reserved_3: i32,
    psource: *const libc::c_char,
}
// SAFETY: read-only after construction.
unsafe impl Sync for Ident {}
static IDENT: Ident = Ident {
    reserved_1: 0,
    flags: 2,
    reserved_2: 0,
    reserved_3: 0,
    psource: c";tasklet;unknown;0;0;;".as_ptr(),
};

fn omp() -> &'static Omp {
    static OMP: OnceLock<Omp> = OnceLock::new();
    OMP.get_or_init(|| {
        let sym = |name: &std::ffi::CStr| {
            // SAFETY: dlsym on the default namespace with a NUL-terminated name.
            let p = unsafe { libc::dlsym(libc::RTLD_DEFAULT, name.as_ptr()) };
            if p.is_null() {
                fatal(
                    &format!(
                        "tasklets need LLVM's OpenMP runtime (libomp), which provides no '{}'",
                        name.to_string_lossy()
                    ),
                    None,
                );
            }
            p
        };
        // SAFETY: the libomp functions with these C signatures.
        unsafe {
            Omp {
                fulfill: std::mem::transmute::<*mut c_void, unsafe extern "C" fn(*mut c_void)>(
                    sym(c"omp_fulfill_event"),
                ),
                gtid: std::mem::transmute::<
                    *mut c_void,
                    unsafe extern "C" fn(*const c_void) -> i32,
                >(sym(c"__kmpc_global_thread_num")),
                taskyield: std::mem::transmute::<
                    *mut c_void,
                    unsafe extern "C" fn(*const c_void, i32, i32) -> i32,
                >(sym(c"__kmpc_omp_taskyield")),
                thread_num: std::mem::transmute::<*mut c_void, unsafe extern "C" fn() -> i32>(
                    sym(c"omp_get_thread_num"),
                ),
            }
        }
    })
}

/// A task scheduling point of libomp: the thread may run one other task.
fn task_yield() {
    let o = omp();
    let id = &IDENT as *const Ident as *const c_void;
    // SAFETY: libomp's entry points, on a thread of the team.
    unsafe {
        let g = (o.gtid)(id);
        (o.taskyield)(id, g, 0);
    }
}

/// Checks for messages the pending conditions wait for; fulfils the events and ends the
/// tasklets whose conditions are now all met. Returns whether anything changed.
fn progress() -> bool {
    let Ok(mut pending) = PENDING.try_lock() else {
        return false;
    };
    if pending.is_empty() {
        return false;
    }
    let mut moved = false;
    let mut events = vec![];
    let mut ended = vec![];
    {
        let mut g = lock(&MAIL);
        let Some(mb) = g.as_mut() else {
            return false;
        };
        rt::with(|r| {
            // One snapshot for the pass: the conditions take messages in creation order.
            let mut arrived = Arrived::new(r.n);
            for rec in pending.iter() {
                let mut st = lock(&rec.st);
                for c in st.conds.iter_mut().filter(|c| !c.met) {
                    if mb.take(r, &mut arrived, c.from, c.tag, None) {
                        c.met = true;
                        moved = true;
                    }
                }
            }
        });
    }
    if moved {
        pending.retain(|rec| {
            let mut st = lock(&rec.st);
            fire(rec, &mut st, &mut events, &mut ended);
            !(st.met(false) && st.met(true))
        });
    }
    drop(pending);
    finish(events, ended);
    moved
}

/// Takes the events that `st`'s met conditions release, and notes the tasklet's end when its
/// body is done and every condition met.
fn fire(rec: &Arc<Rec>, st: &mut RecState, events: &mut Vec<usize>, ended: &mut Vec<Arc<Rec>>) {
    if st.met(false) {
        events.extend(st.gate.take());
    }
    if st.met(true) {
        events.extend(st.detach.take());
        if st.body_done && !st.ended {
            st.ended = true;
            ended.push(rec.clone());
        }
    }
}

/// Fulfils `events` and ends `ended` (with no lock held: fulfilling an event may run tasks).
fn finish(events: Vec<usize>, ended: Vec<Arc<Rec>>) {
    for e in events {
        // SAFETY: an event handle libomp gave for a task that has not completed.
        unsafe { (omp().fulfill)(e as *mut c_void) };
    }
    for rec in ended {
        if let Some(p) = &rec.parent {
            p.kids.fetch_sub(1, Ordering::AcqRel);
        }
        LIVE.fetch_sub(1, Ordering::AcqRel);
    }
}

/// Polls until `done` holds, running other tasklets and yielding meanwhile.
fn wait_until(done: impl Fn() -> bool) {
    let mut round = 0u32;
    while !done() {
        if progress() {
            round = 0;
            continue;
        }
        task_yield();
        backoff(&mut round);
    }
}

fn current(loc: Option<&str>) -> Arc<Rec> {
    CURRENT
        .with(|c| c.borrow().last().cloned())
        .unwrap_or_else(|| fatal("a tasklet directive outside a 'tasklets' construct", loc))
}

fn primary_thread() -> bool {
    // SAFETY: libomp's query, callable from any thread.
    unsafe { (omp().thread_num)() == 0 }
}

/// The start of a `tasklets` construct's implicit tasklet (the primary thread of its team).
pub fn tasklets_begin(loc: Option<&str>) {
    if CURRENT.with(|c| !c.borrow().is_empty()) {
        fatal("'tasklets' constructs cannot be nested", loc);
    }
    let root = Arc::new(Rec {
        parent: None,
        kids: AtomicUsize::new(0),
        st: Mutex::new(RecState::default()),
    });
    CURRENT.with(|c| c.borrow_mut().push(root));
}

/// The end of the implicit tasklet: waits until every tasklet of the construct has ended.
pub fn tasklets_end(loc: Option<&str>) {
    let _root = current(loc);
    wait_until(|| LIVE.load(Ordering::Acquire) == 0);
    CURRENT.with(|c| c.borrow_mut().pop());
}

/// A new tasklet, a child of the calling thread's current one; the returned pointer is one
/// reference to its record, given back by [`leave`].
pub fn create(loc: Option<&str>) -> *const Rec {
    let parent = current(loc);
    parent.kids.fetch_add(1, Ordering::AcqRel);
    LIVE.fetch_add(1, Ordering::AcqRel);
    let rec = Arc::new(Rec {
        parent: Some(parent),
        kids: AtomicUsize::new(0),
        st: Mutex::new(RecState::default()),
    });
    Arc::into_raw(rec)
}

/// # Safety
/// `rec` is a pointer [`create`] returned whose tasklet has not left its body yet.
unsafe fn rec_ref(rec: *const Rec) -> Arc<Rec> {
    Arc::increment_strong_count(rec);
    Arc::from_raw(rec)
}

/// A condition of the tasklet (made by the creating thread before the tasklet's task).
///
/// # Safety
/// As [`rec_ref`].
pub unsafe fn cond(rec: *const Rec, epi: bool, from: Option<usize>, tag: Option<i32>) {
    let rec = rec_ref(rec);
    let mut pending = lock(&PENDING);
    let mut st = lock(&rec.st);
    let first = st.met(false) && st.met(true);
    st.conds.push(Cond {
        epi,
        from,
        tag,
        met: false,
    });
    drop(st);
    if first {
        pending.push(rec);
    }
}

/// The event of the tasklet's gate task (`epi` false) or of the tasklet's own task (`epi`).
///
/// # Safety
/// As [`rec_ref`]; `event` is null or an event handle of libomp.
pub unsafe fn set_event(rec: *const Rec, epi: bool, event: *mut c_void) {
    if event.is_null() {
        return;
    }
    let rec = rec_ref(rec);
    let mut events = vec![];
    let mut ended = vec![];
    {
        let _pending = lock(&PENDING);
        let mut st = lock(&rec.st);
        if epi {
            st.detach = Some(event as usize);
        } else {
            st.gate = Some(event as usize);
        }
        fire(&rec, &mut st, &mut events, &mut ended);
    }
    finish(events, ended);
}

/// The start of the tasklet's body on the thread that runs it (its gate has let it start: its
/// pro_wait conditions are met; the wait is only a safeguard).
///
/// # Safety
/// As [`rec_ref`].
pub unsafe fn enter(rec: *const Rec) {
    let rec = rec_ref(rec);
    crate::threads::xmp_rt_omp_exempt(1);
    progress();
    let r2 = rec.clone();
    wait_until(move || lock(&r2.st).met(false));
    CURRENT.with(|c| c.borrow_mut().push(rec));
}

/// The end of the tasklet's body: the tasklet ends when its body is done and every condition
/// met. Gives back `rec`.
///
/// # Safety
/// `rec` as [`rec_ref`], not used after this call.
pub unsafe fn leave(rec: *const Rec) {
    let own = Arc::from_raw(rec);
    CURRENT.with(|c| c.borrow_mut().pop());
    crate::threads::xmp_rt_omp_exempt(-1);
    let mut events = vec![];
    let mut ended = vec![];
    {
        let _pending = lock(&PENDING);
        let mut st = lock(&own.st);
        st.body_done = true;
        fire(&own, &mut st, &mut events, &mut ended);
    }
    finish(events, ended);
    progress();
}

/// `taskletwait`: waits until the current tasklet's children have ended.
pub fn taskletwait(loc: Option<&str>) {
    let cur = current(loc);
    let c2 = cur.clone();
    wait_until(move || c2.kids.load(Ordering::Acquire) == 0);
}

/// `taskletyield`: a scheduling point.
pub fn taskletyield(loc: Option<&str>) {
    let _ = current(loc);
    progress();
    task_yield();
}

/// A pro_post/epi_post message to entire-set rank `to`.
pub fn post(to: usize, tag: i32, loc: Option<&str>) {
    let mut g = lock(&MAIL);
    let mb = mailbox(&mut g, loc);
    rt::with(|r| mb.send(r, to, tag, "tasklet", loc));
}

// --- C entry points (see `xmp_abi`'s table) ------------------------------------------------

fn loc_of<'a>(loc: *const libc::c_char) -> Option<std::borrow::Cow<'a, str>> {
    // SAFETY: compiled code passes null or a NUL-terminated location string.
    unsafe { rt::loc_ref(loc) }
}

/// The entire-set rank of the one node of a node set handle.
///
/// # Safety
/// `set` is a live node-set handle.
unsafe fn one_node(set: *mut c_void, loc: Option<&str>) -> usize {
    match rt::handle(set as *const crate::nodes::NodeSet, loc) {
        Some(s) if s.ranks.len() == 1 => s.ranks[0] as usize,
        _ => fatal(
            "the node reference of a tasklet clause must name exactly one node",
            loc,
        ),
    }
}

/// Start-up of tasklet messages (collective over the entire node set).
///
/// # Safety
/// `loc` is null or a C string.
#[no_mangle]
pub unsafe extern "C" fn xmp_rt_tasklet_init(loc: *const libc::c_char) {
    let loc = loc_of(loc);
    rt::with(|r| init(r, loc.as_deref()));
}

/// The implicit tasklet of `tasklets` begins (primary thread of the team).
///
/// # Safety
/// `loc` is null or a C string.
#[no_mangle]
pub unsafe extern "C" fn xmp_rt_tasklets_begin(loc: *const libc::c_char) -> libc::c_int {
    if !primary_thread() {
        return 0;
    }
    tasklets_begin(loc_of(loc).as_deref());
    1
}

/// The implicit tasklet of `tasklets` ends: waits for every tasklet created in it.
///
/// # Safety
/// `loc` is null or a C string.
#[no_mangle]
pub unsafe extern "C" fn xmp_rt_tasklets_end(loc: *const libc::c_char) {
    tasklets_end(loc_of(loc).as_deref());
}

/// A new tasklet's record.
///
/// # Safety
/// `loc` is null or a C string.
#[no_mangle]
pub unsafe extern "C" fn xmp_rt_tasklet_create(loc: *const libc::c_char) -> *mut c_void {
    create(loc_of(loc).as_deref()) as *mut c_void
}

/// A pro_wait (`epi` 0) or epi_wait condition.
///
/// # Safety
/// `rec` comes from `xmp_rt_tasklet_create`; `set` is null or a live node-set handle.
#[no_mangle]
pub unsafe extern "C" fn xmp_rt_tasklet_cond(
    rec: *mut c_void,
    epi: libc::c_int,
    set: *mut c_void,
    has_tag: libc::c_int,
    tag: libc::c_int,
    loc: *const libc::c_char,
) {
    let loc = loc_of(loc);
    let from = (!set.is_null()).then(|| one_node(set, loc.as_deref()));
    cond(
        rec as *const Rec,
        epi != 0,
        from,
        (has_tag != 0).then_some(tag),
    );
}

/// The gate task's event.
///
/// # Safety
/// `rec` comes from `xmp_rt_tasklet_create`; `event` is null or libomp's.
#[no_mangle]
pub unsafe extern "C" fn xmp_rt_tasklet_gate(rec: *mut c_void, event: *mut c_void) {
    set_event(rec as *const Rec, false, event);
}

/// The tasklet's own completion event.
///
/// # Safety
/// `rec` comes from `xmp_rt_tasklet_create`; `event` is null or libomp's.
#[no_mangle]
pub unsafe extern "C" fn xmp_rt_tasklet_detach(rec: *mut c_void, event: *mut c_void) {
    set_event(rec as *const Rec, true, event);
}

/// The tasklet's body starts.
///
/// # Safety
/// `rec` comes from `xmp_rt_tasklet_create`.
#[no_mangle]
pub unsafe extern "C" fn xmp_rt_tasklet_enter(rec: *mut c_void) {
    enter(rec as *const Rec);
}

/// The tasklet's body ends.
///
/// # Safety
/// `rec` comes from `xmp_rt_tasklet_create`, not used afterwards.
#[no_mangle]
pub unsafe extern "C" fn xmp_rt_tasklet_leave(rec: *mut c_void) {
    leave(rec as *const Rec);
}

/// A pro_post/epi_post message.
///
/// # Safety
/// `set` is a live node-set handle; `loc` null or a C string.
#[no_mangle]
pub unsafe extern "C" fn xmp_rt_tasklet_post(
    set: *mut c_void,
    tag: libc::c_int,
    loc: *const libc::c_char,
) {
    let loc = loc_of(loc);
    let to = one_node(set, loc.as_deref());
    post(to, tag, loc.as_deref());
}

/// `taskletwait`.
///
/// # Safety
/// `loc` is null or a C string.
#[no_mangle]
pub unsafe extern "C" fn xmp_rt_taskletwait(loc: *const libc::c_char) {
    taskletwait(loc_of(loc).as_deref());
}

/// `taskletyield`.
///
/// # Safety
/// `loc` is null or a C string.
#[no_mangle]
pub unsafe extern "C" fn xmp_rt_taskletyield(loc: *const libc::c_char) {
    taskletyield(loc_of(loc).as_deref());
}

/// Whether this node belongs to `set` (null: the executing set, which it does).
///
/// # Safety
/// `set` is null or a live node-set handle.
#[no_mangle]
pub unsafe extern "C" fn xmp_rt_tasklet_member(
    set: *mut c_void,
    loc: *const libc::c_char,
) -> libc::c_int {
    let loc = loc_of(loc);
    match rt::handle(set as *const crate::nodes::NodeSet, loc.as_deref()) {
        None => 1,
        Some(s) => {
            let me = rt::with(|r| r.me) as u32;
            libc::c_int::from(s.ranks.contains(&me))
        }
    }
}
