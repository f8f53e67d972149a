//! The tool interface (`runtime/include/xmpt.h`): begin/end callbacks per construct kind.
//!
//! Two kinds of client: one external tool (a library named in `XMP_TOOL_LIBRARIES`, or code
//! linked into the program that registers itself) and the runtime's own timing client
//! ([`crate::trace`]: `XMP_TRACE` timelines and the times of `XMP_STATS=1`).
//!
//! Cost when no client is registered: each hooked entry point tests [`xmp_rt_tool_on`] once
//! (and compiled `loop`s test it around each loop execution); everything else is out of line.
//! A hooked entry point starts with `if xmpt::hooked() { return xmpt::around(.., || itself(..)) }`:
//! the callbacks run around a second call of the entry point, before the runtime's lock is
//! taken and after it is released, so callbacks may call the inquiry procedures.

use libc::{c_char, c_int, c_void};
use std::cell::Cell;
use std::sync::atomic::{AtomicI32, AtomicUsize, Ordering};
use std::sync::Mutex;

/// The construct kinds, in the numbering of `xmpt_event_t`.
#[repr(i32)]
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Event {
    Loop = 0,
    Reflect,
    ReflectDo,
    ReduceShadow,
    Gmove,
    Bcast,
    Reduction,
    Barrier,
    CoarrayPut,
    CoarrayGet,
    SyncAll,
    SyncImages,
    SyncMemory,
    Post,
    Wait,
    Lock,
    Unlock,
    WaitAsync,
    Task,
}

/// Number of kinds (`XMPT_EVENT_COUNT`).
pub const EVENT_COUNT: usize = 19;

/// What each kind is called in traces and statistics, and whether its time is communication
/// (as opposed to computation: loops; tasks only group other constructs).
pub const EVENTS: [(Event, &str, Category); EVENT_COUNT] = [
    (Event::Loop, "loop", Category::Compute),
    (Event::Reflect, "reflect", Category::Comm),
    (Event::ReflectDo, "reflect_do", Category::Comm),
    (Event::ReduceShadow, "reduce_shadow", Category::Comm),
    (Event::Gmove, "gmove", Category::Comm),
    (Event::Bcast, "bcast", Category::Comm),
    (Event::Reduction, "reduction", Category::Comm),
    (Event::Barrier, "barrier", Category::Comm),
    (Event::CoarrayPut, "coarray_put", Category::Comm),
    (Event::CoarrayGet, "coarray_get", Category::Comm),
    (Event::SyncAll, "sync_all", Category::Comm),
    (Event::SyncImages, "sync_images", Category::Comm),
    (Event::SyncMemory, "sync_memory", Category::Comm),
    (Event::Post, "post", Category::Comm),
    (Event::Wait, "wait", Category::Comm),
    (Event::Lock, "lock", Category::Comm),
    (Event::Unlock, "unlock", Category::Comm),
    (Event::WaitAsync, "wait_async", Category::Comm),
    (Event::Task, "task", Category::Group),
];

/// How a kind's time counts in the trace summary.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Category {
    /// Communication or synchronisation.
    Comm,
    /// Computation (the body of a `loop`).
    Compute,
    /// A span that holds other constructs (`task`).
    Group,
}

impl Event {
    /// The kind's name (`reflect`).
    pub fn name(self) -> &'static str {
        EVENTS[self as usize].1
    }
    /// The kind's category.
    pub fn category(self) -> Category {
        EVENTS[self as usize].2
    }
    /// Decodes an `xmpt_event_t`.
    pub fn from_i32(v: i32) -> Option<Event> {
        EVENTS.get(usize::try_from(v).ok()?).map(|e| e.0)
    }
}

/// `xmpt_construct_t`.
#[repr(C)]
#[derive(Clone, Debug)]
pub struct Construct {
    pub event: c_int,
    pub node: c_int,
    pub loc: *const c_char,
    pub nodes: *mut c_void,
    pub templ: *mut c_void,
    pub array: *mut c_void,
    pub bytes: usize,
    pub peer: c_int,
    pub async_id: c_int,
    pub op: c_int,
    pub dtype: c_int,
}

impl Construct {
    fn new(ev: Event, loc: *const c_char) -> Construct {
        Construct {
            event: ev as c_int,
            node: ME.load(Ordering::Relaxed),
            loc,
            nodes: std::ptr::null_mut(),
            templ: std::ptr::null_mut(),
            array: std::ptr::null_mut(),
            bytes: 0,
            peer: -1,
            async_id: -1,
            op: -1,
            dtype: -1,
        }
    }
}

/// `xmpt_callback_t`.
pub type Callback = unsafe extern "C" fn(*const Construct, *mut u64);

/// Nonzero when a client is registered. Exported: compiled `loop`s test it before calling
/// `xmp_rt_loop_begin`/`_end` (`xmp_abi::TOOL_FLAG`).
#[no_mangle]
#[allow(non_upper_case_globals)]
pub static xmp_rt_tool_on: AtomicI32 = AtomicI32::new(0);

/// Bits of [`xmp_rt_tool_on`].
const TOOL: i32 = 1;
const TIMING: i32 = 2;

static ME: AtomicI32 = AtomicI32::new(0);

/// The external tool's callbacks (function addresses, 0 = none).
static BEGIN: [AtomicUsize; EVENT_COUNT] = [const { AtomicUsize::new(0) }; EVENT_COUNT];
static END: [AtomicUsize; EVENT_COUNT] = [const { AtomicUsize::new(0) }; EVENT_COUNT];

/// A linked-in tool registered by `xmpt_register_tool` before start-up.
type InitFn = unsafe extern "C" fn(*const InitInfo) -> c_int;
type FiniFn = unsafe extern "C" fn(c_int);
static LINKED: Mutex<Option<(usize, usize)>> = Mutex::new(None);
/// The active tool's finalize function (address, 0 = none).
static FINI: AtomicUsize = AtomicUsize::new(0);

/// `xmpt_init_info_t`.
#[repr(C)]
pub struct InitInfo {
    pub version: c_int,
    pub node: c_int,
    pub num_nodes: c_int,
    pub set_callback: unsafe extern "C" fn(c_int, Option<Callback>, Option<Callback>) -> c_int,
}

/// Whether any client is registered: the one test on every hooked path.
#[inline(always)]
pub fn on() -> bool {
    !cfg!(feature = "no-tool-hooks") && xmp_rt_tool_on.load(Ordering::Relaxed) != 0
}

/// `xmpt_set_callback`.
///
/// # Safety
/// The callbacks must be callable as `xmpt_callback_t` for as long as the program runs.
#[no_mangle]
pub unsafe extern "C" fn xmpt_set_callback(
    event: c_int,
    begin: Option<Callback>,
    end: Option<Callback>,
) -> c_int {
    let Some(ev) = Event::from_i32(event) else {
        return -1;
    };
    BEGIN[ev as usize].store(begin.map_or(0, |f| f as usize), Ordering::Release);
    END[ev as usize].store(end.map_or(0, |f| f as usize), Ordering::Release);
    if begin.is_some() || end.is_some() {
        xmp_rt_tool_on.fetch_or(TOOL, Ordering::Release);
    }
    0
}

/// `xmpt_register_tool`: a tool linked into the program, started with the runtime.
///
/// # Safety
/// `init` (and `fini` when not null) are valid functions of the xmpt.h signatures.
#[no_mangle]
pub unsafe extern "C" fn xmpt_register_tool(init: Option<InitFn>, fini: Option<FiniFn>) -> c_int {
    if let Ok(mut g) = LINKED.lock() {
        *g = init.map(|i| (i as usize, fini.map_or(0, |f| f as usize)));
    }
    0
}

/// Start-up (runtime lock held): the timing client when `timing` (XMP_TRACE / XMP_STATS), then
/// the linked-in tool or the first library of `XMP_TOOL_LIBRARIES` that accepts.
pub fn startup(me: usize, n: usize, timing: bool) {
    ME.store(me as i32, Ordering::Relaxed);
    if timing {
        xmp_rt_tool_on.fetch_or(TIMING, Ordering::Release);
    }
    let info = InitInfo {
        version: 1,
        node: me as c_int,
        num_nodes: n as c_int,
        set_callback: xmpt_set_callback,
    };
    let linked = LINKED.lock().ok().and_then(|g| *g);
    if let Some((init, fini)) = linked {
        // SAFETY: registered by xmpt_register_tool with this signature.
        let init: InitFn = unsafe { std::mem::transmute::<usize, InitFn>(init) };
        if unsafe { init(&info) } != 0 {
            FINI.store(fini, Ordering::Release);
        }
        return;
    }
    let Ok(list) = std::env::var("XMP_TOOL_LIBRARIES") else {
        return;
    };
    for path in list.split(':').filter(|p| !p.is_empty()) {
        if load_library(path, &info) {
            break;
        }
    }
}

/// Opens one tool library and runs its `xmpt_initialize`; true when it stays.
fn load_library(path: &str, info: &InitInfo) -> bool {
    let Ok(c) = std::ffi::CString::new(path) else {
        return false;
    };
    // SAFETY: dlopen/dlsym/dlclose on a C string; symbols are called with xmpt.h's signatures.
    unsafe {
        let h = libc::dlopen(c.as_ptr(), libc::RTLD_NOW | libc::RTLD_LOCAL);
        if h.is_null() {
            let err = libc::dlerror();
            let why = if err.is_null() {
                String::new()
            } else {
                std::ffi::CStr::from_ptr(err).to_string_lossy().into_owned()
            };
            warn(&format!("cannot load tool library '{path}': {why}"));
            return false;
        }
        let init = libc::dlsym(h, c"xmpt_initialize".as_ptr());
        if init.is_null() {
            warn(&format!("tool library '{path}' has no xmpt_initialize"));
            libc::dlclose(h);
            return false;
        }
        let init: InitFn = std::mem::transmute::<*mut c_void, InitFn>(init);
        if init(info) == 0 {
            libc::dlclose(h);
            return false;
        }
        FINI.store(
            libc::dlsym(h, c"xmpt_finalize".as_ptr()) as usize,
            Ordering::Release,
        );
        true
    }
}

fn warn(msg: &str) {
    let line = format!("xmp: node {}: warning: {msg}\n", ME.load(Ordering::Relaxed));
    // SAFETY: one write(2) of a valid buffer.
    unsafe { libc::write(2, line.as_ptr() as *const c_void, line.len()) };
}

/// Calls the tool's finalize function once (the node ends normally).
pub fn shutdown() {
    let f = FINI.swap(0, Ordering::AcqRel);
    if f != 0 {
        // SAFETY: xmpt_finalize of the active tool (xmpt.h signature).
        unsafe { std::mem::transmute::<usize, FiniFn>(f)(ME.load(Ordering::Relaxed)) };
    }
}

/// An open construct: its descriptor and the clients' data words.
pub struct Span {
    c: Construct,
    /// Tool data word, then the timing client's start time.
    data: [u64; 2],
    /// The span that was current when this one opened (restored at its end).
    outer: *mut Span,
    /// Whether the transfers inside make up `c.bytes` (constructs whose volume the entry point
    /// does not know).
    sum_bytes: bool,
}

// SAFETY: the pointers are descriptors and C strings of the program, which live as long as the
// construct; a span stays on the thread that opened it (detached ones: the initial thread).
unsafe impl Send for Span {}

thread_local! {
    /// The thread's innermost open span (transfers add their bytes to it). Per thread: coarray
    /// accesses may come from several threads of a node at once (issue 17), each its own span.
    static CURRENT: Cell<*mut Span> = const { Cell::new(std::ptr::null_mut()) };

    /// Set by [`around`] just before it runs the entry point again for the construct itself:
    /// that call's [`hooked`] (on the same thread) takes it and runs the body.
    static INSIDE: Cell<bool> = const { Cell::new(false) };
}

/// The first test of a hooked entry point: true when a client is registered and this is not the
/// call [`around`] makes for the construct itself. Without a client it is one load and one
/// branch, and the entry point's own code is the same as without the interface.
#[inline(always)]
pub fn hooked() -> bool {
    on() && !INSIDE.with(|i| i.replace(false))
}

/// Runs `body` (the entry point called again, whose [`hooked`] then says false) as construct
/// `ev` at `loc`: the begin callbacks before, the end callbacks after. `fill` completes the
/// descriptor.
#[cold]
#[inline(never)]
pub fn around<R>(
    ev: Event,
    loc: *const c_char,
    fill: impl FnOnce(&mut Construct),
    body: impl FnOnce() -> R,
) -> R {
    let mut c = Construct::new(ev, loc);
    fill(&mut c);
    let s = open(c);
    INSIDE.with(|i| i.set(true));
    let r = body();
    INSIDE.with(|i| i.set(false));
    drop(s);
    r
}

/// A construct in progress: ends when dropped (None when no client is registered).
pub type Scope = Option<Box<Span>>;

/// Begins construct `ev` at `loc`; `fill` completes its descriptor (run only when a client is
/// registered, so it may cost something).
#[inline(always)]
pub fn scope(ev: Event, loc: *const c_char, fill: impl FnOnce(&mut Construct)) -> Scope {
    if !on() {
        return None;
    }
    let mut c = Construct::new(ev, loc);
    fill(&mut c);
    Some(open(c))
}

#[inline(never)]
fn open(c: Construct) -> Box<Span> {
    let sum_bytes = matches!(
        Event::from_i32(c.event),
        Some(Event::Reflect | Event::ReflectDo | Event::ReduceShadow | Event::Gmove)
    );
    let mut s = Box::new(Span {
        c,
        data: [0; 2],
        outer: CURRENT.with(Cell::get),
        sum_bytes,
    });
    let ev = s.c.event as usize;
    let b = BEGIN[ev].load(Ordering::Acquire);
    if b != 0 {
        // SAFETY: registered through xmpt_set_callback with this signature.
        let f: Callback = unsafe { std::mem::transmute::<usize, Callback>(b) };
        unsafe { f(&s.c, &mut s.data[0]) };
    }
    if xmp_rt_tool_on.load(Ordering::Relaxed) & TIMING != 0 {
        s.data[1] = crate::trace::begin();
    }
    CURRENT.with(|c| c.set(&mut *s));
    s
}

impl Drop for Span {
    fn drop(&mut self) {
        CURRENT.with(|c| c.set(self.outer));
        if xmp_rt_tool_on.load(Ordering::Relaxed) & TIMING != 0 {
            crate::trace::end(&self.c, self.data[1]);
        }
        let e = END[self.c.event as usize].load(Ordering::Acquire);
        if e != 0 {
            // SAFETY: as in `open`.
            let f: Callback = unsafe { std::mem::transmute::<usize, Callback>(e) };
            unsafe { f(&self.c, &mut self.data[0]) };
        }
    }
}

/// Constructs that begin and end in separate entry points (`task`, `loop`). Boxed: `CURRENT`
/// points at them, so they must not move when the vector grows.
#[allow(clippy::vec_box)]
static DETACHED: Mutex<Vec<Box<Span>>> = Mutex::new(Vec::new());

/// Begins a construct whose end is [`close_detached`] (call only when [`on`]).
pub fn open_detached(ev: Event, loc: *const c_char, fill: impl FnOnce(&mut Construct)) {
    let Some(s) = scope(ev, loc, fill) else {
        return;
    };
    if let Ok(mut g) = DETACHED.lock() {
        g.push(s);
    }
}

/// Ends the innermost detached construct of kind `ev` (none open: nothing).
pub fn close_detached(ev: Event) {
    // Spans above the innermost one of kind `ev` (a loop left by `return` inside a task) end
    // with it, innermost first, so that the current span is restored in order.
    let ended: Vec<Box<Span>> = match DETACHED.lock() {
        Ok(mut g) => match g.iter().rposition(|s| s.c.event == ev as c_int) {
            Some(i) => g.split_off(i),
            None => Vec::new(),
        },
        Err(_) => Vec::new(),
    };
    for s in ended.into_iter().rev() {
        drop(s);
    }
}

/// Data moved inside the current construct: `bytes` to (`put`) or from entire-set rank `peer`.
/// Called by the transfer paths of reflect, gmove and reduce_shadow (call only when [`on`]);
/// coindexed accesses describe their transfer in their own descriptor.
#[inline(never)]
pub fn transfer(peer: usize, bytes: usize, put: bool) {
    let cur = CURRENT.with(Cell::get);
    // Transfers outside a construct of the interface (transformational procedures) are not
    // shown.
    if cur.is_null() {
        return;
    }
    // SAFETY: CURRENT points at a live span of this thread (reset before the span is freed).
    unsafe {
        if (*cur).sum_bytes {
            (*cur).c.bytes += bytes;
        }
    }
    if put && xmp_rt_tool_on.load(Ordering::Relaxed) & TIMING != 0 {
        crate::trace::flow(peer);
    }
}

/// [`transfer`] behind the flag test, for the transfer paths.
#[inline(always)]
pub fn moved(peer: usize, bytes: usize, put: bool) {
    if on() {
        transfer(peer, bytes, put);
    }
}

/// Entire-set rank of image `image` of the executing set, or -1 (for descriptors only: the
/// construct itself reports a bad image).
pub fn image_peer(image: c_int) -> c_int {
    crate::rt::with(|r| r.image_rank_opt(image).map_or(-1, |k| k as c_int))
}

/// Entire-set rank of the single member of a node-set handle, or -1.
///
/// # Safety
/// `set` is null or a live node-set handle.
pub unsafe fn set_peer(set: *mut c_void) -> c_int {
    let p = set as *const crate::nodes::NodeSet;
    if p.is_null() || !crate::nodes::NodeSet::is_node_set(p) {
        return -1;
    }
    match (*p).ranks.as_slice() {
        [r] => *r as c_int,
        _ => -1,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The kinds of `xmpt_event_t` in xmpt.h, in order, are the names of [`EVENTS`].
    #[test]
    fn header_lists_the_events_in_order() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../runtime/include/xmpt.h");
        let h = std::fs::read_to_string(path).expect("runtime/include/xmpt.h");
        let body = &h[h.find("typedef enum xmpt_event {").expect("the event enum")..];
        let body = &body[..body.find("XMPT_EVENT_COUNT").expect("the event count")];
        let names: Vec<&str> = body
            .match_indices("xmpt_event_")
            .map(|(i, _)| {
                let rest = &body[i + "xmpt_event_".len()..];
                &rest[..rest
                    .find(|c: char| !c.is_ascii_alphanumeric() && c != '_')
                    .unwrap_or(0)]
            })
            .collect();
        let ours: Vec<&str> = EVENTS.iter().map(|e| e.1).collect();
        assert_eq!(names, ours);
        for (i, e) in EVENTS.iter().enumerate() {
            assert_eq!(e.0 as usize, i, "EVENTS is indexed by the event number");
        }
    }

    /// The descriptor's layout is the C struct's (x86-64: 64 bytes, `bytes` at 40).
    #[test]
    fn construct_layout_matches_the_header() {
        assert_eq!(std::mem::size_of::<Construct>(), 64);
        assert_eq!(std::mem::offset_of!(Construct, bytes), 40);
        assert_eq!(std::mem::offset_of!(Construct, peer), 48);
    }
}
