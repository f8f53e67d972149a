//! OpenMP constructs in XIR ([`crate::xir::StmtKind::Omp`]): each names its body and the data
//! it makes private. Privatisation is already done by lowering: a `private(x)` copy is a fresh
//! local that the body refers to instead of `x`, with expressions for its set-up (copy-in or
//! reduction identity) and its end (copy-out or combination into the original). Code
//! generation outlines parallel regions and emits calls into LLVM's OpenMP runtime (`libomp`).

use crate::types::{LocalId, Type};
use crate::xir::{BinOp, Block, Expr};

/// A private copy made by a construct.
#[derive(Clone, Debug)]
pub struct OmpPrivate {
    /// The copy (a local of the function, declared by the construct).
    pub local: LocalId,
    /// Run by each thread when it enters the construct: `copy = x` (firstprivate) or
    /// `copy = identity` (reduction).
    pub init: Option<Expr>,
    /// Run by the thread that executed the sequentially last iteration or section:
    /// `x = copy` (lastprivate).
    pub last: Option<Expr>,
    /// Run by each thread at the end, one thread at a time: `x = x op copy` (reduction).
    pub combine: Option<Expr>,
}

/// The operator of a reduction (`-` combines as `+`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OmpRedOp {
    Add,
    Mul,
    BitAnd,
    BitOr,
    BitXor,
    LogAnd,
    LogOr,
    Min,
    Max,
}

/// How the runtime's reduction (`__kmpc_reduce_nowait`) combines a reduction copy: in a tree
/// of the threads' copies, or atomically into the original.
#[derive(Clone, Debug)]
pub struct OmpReduce {
    /// The private copy (an [`OmpPrivate`] of the same construct, with its `combine`).
    pub local: LocalId,
    pub op: OmpRedOp,
    /// A pointer to the original variable.
    pub orig: Expr,
    /// A local of the copy's type: the other thread's copy while `merge` runs.
    pub other: LocalId,
    /// `copy = copy op other`.
    pub merge: Expr,
}

/// The data-sharing of a construct: its private copies.
#[derive(Clone, Debug, Default)]
pub struct OmpData {
    pub privates: Vec<OmpPrivate>,
    /// The reduction copies the runtime may combine (every copy with a `combine`, or none:
    /// then the copies are combined one thread at a time under a lock).
    pub reduces: Vec<OmpReduce>,
}

impl OmpData {
    /// Whether some copy is combined into its original at the end (a reduction).
    pub fn has_reduction(&self) -> bool {
        self.privates.iter().any(|p| p.combine.is_some())
    }
    /// Whether some copy is written back by the last iteration (lastprivate).
    pub fn has_lastprivate(&self) -> bool {
        self.privates.iter().any(|p| p.last.is_some())
    }
}

/// The vectorisation request of a `simd` loop.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OmpSimd {
    /// `simdlen(n)`, else `safelen(n)`: the vector width to use.
    pub width: Option<u32>,
}

/// `schedule(kind[, chunk])` of a worksharing loop.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OmpSchedule {
    Static,
    Dynamic,
    Guided,
    Runtime,
    Auto,
}

/// One loop of a worksharing loop nest in canonical form: `for (iv = lb; iv cmp ub; iv += step)`.
#[derive(Clone, Debug)]
pub struct OmpLoop {
    /// The iteration variable (private to the construct).
    pub iv: LocalId,
    /// Of the iteration variable's (integer) type.
    pub lb: Expr,
    /// Of the iteration variable's type.
    pub ub: Expr,
    /// A `long` (negative for decreasing loops).
    pub step: Expr,
    /// `Lt`, `Le`, `Gt` or `Ge` (`!=` is turned into `<` or `>` by the step's sign).
    pub cmp: BinOp,
}

/// An `omp atomic` access of the scalar at `addr`.
#[derive(Clone, Debug)]
pub struct OmpAtomic {
    /// A pointer to the shared location.
    pub addr: Expr,
    /// The location's type.
    pub ty: Type,
    /// Receives the value read (read, update, capture).
    pub old: LocalId,
    /// Receives the value written (update, capture).
    pub new: LocalId,
    /// The value to store: for a write the operand; for an update an expression of `old`
    /// (retried until the location still holds `old` when it is replaced). `None` for a read.
    pub value: Option<Expr>,
    /// Whether `value` reads `old` (an update), so that the store is a compare-and-swap.
    pub update: bool,
    /// Run after the access (`v = old` or `v = new` of a read or capture).
    pub after: Option<Expr>,
}

/// The kind of a task dependence (`depend(in|out|inout: ...)`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OmpDependKind {
    In,
    Out,
    InOut,
}

/// A dependence of a task on the storage `[addr, addr + len)`.
#[derive(Clone, Debug)]
pub struct OmpDepend {
    pub kind: OmpDependKind,
    /// A pointer to the first byte, evaluated by the encountering thread.
    pub addr: Expr,
    /// The size in bytes, an `unsigned long`.
    pub len: Expr,
}

/// An explicit task: an outlined body, the environment it captures when it is created, and
/// the storage it depends on. The encountering thread evaluates the clauses, runs `data`'s
/// set-up (the explicit `firstprivate` copies) and packs the environment; the task runs later
/// on any thread of the team.
#[derive(Clone, Debug)]
pub struct OmpTask {
    pub body: Block,
    /// Locals from `first_local` on are the task's own (its declarations and private copies);
    /// the body refers to the others only through `shared` and `firstprivate`.
    pub first_local: LocalId,
    /// Locals of the enclosing function the task shares: captured by address.
    pub shared: Vec<LocalId>,
    /// Locals whose value the task takes when it is created: captured by value (explicit
    /// copies of `data`, after their set-up, and the implicitly firstprivate variables).
    pub firstprivate: Vec<LocalId>,
    /// The explicit `private`/`firstprivate` copies (`init` runs on the encountering thread).
    pub data: OmpData,
    pub depends: Vec<OmpDepend>,
    /// `if(e)`: when false, the encountering thread runs the task at once.
    pub if_cond: Option<Expr>,
    /// `final(e)`: when true, the tasks the task creates run at once.
    pub final_cond: Option<Expr>,
    /// `priority(e)`, an `int`.
    pub priority: Option<Expr>,
    pub untied: bool,
    /// A detachable task (OpenMP 5.0 `detach`): it completes once its body has finished and
    /// its event has been fulfilled (`omp_fulfill_event`).
    pub detach: Option<OmpDetach>,
}

/// The completion event of a detachable task.
#[derive(Clone, Debug)]
pub struct OmpDetach {
    /// A pointer-sized local of the encountering function that receives the event handle
    /// when the task is created (null when `cond` is false).
    pub event: LocalId,
    /// When false the task is not detachable.
    pub cond: Option<Expr>,
}

#[derive(Clone, Debug)]
pub enum OmpStmt {
    /// `parallel`: the body runs on a team of threads, outlined into its own function.
    Parallel {
        num_threads: Option<Expr>,
        if_cond: Option<Expr>,
        /// Locals `first_local..end_local` are declared inside the region (the body's own and
        /// the private copies); every other local of the function the body uses is shared.
        first_local: LocalId,
        end_local: LocalId,
        /// Locals declared before the region that each thread nevertheless has its own of
        /// (the loop variables and body locals of a hybrid XMP loop).
        private: Vec<LocalId>,
        data: OmpData,
        body: Block,
    },
    /// The XMP loops directly in the block (inside a parallel region) share the iterations
    /// of their outermost axis among the team's threads: reference section 11's hybrid
    /// `omp parallel for` + `xmp loop`. Each node's part of the loop is split statically.
    XmpLoop(Block),
    /// `for` (and the loop of `simd`, run by one thread when `simd_only`).
    For {
        loops: Vec<OmpLoop>,
        schedule: OmpSchedule,
        chunk: Option<Expr>,
        nowait: bool,
        simd_only: bool,
        /// `ordered`: iterations are handed out in order and `omp ordered` regions of the
        /// body run in iteration order.
        ordered: bool,
        /// `schedule(monotonic: ...)` (true) or `schedule(nonmonotonic: ...)` (false).
        monotonic: Option<bool>,
        /// `simd`, `for simd`: the loop is to be vectorised (LLVM loop metadata).
        simd: Option<OmpSimd>,
        data: OmpData,
        body: Block,
    },
    /// `sections`, each `section` a block.
    Sections {
        sections: Vec<Block>,
        nowait: bool,
        data: OmpData,
    },
    Single {
        nowait: bool,
        data: OmpData,
        body: Block,
        /// `copyprivate`: pointers to the variables whose values the thread that ran the body
        /// gives to the others' (evaluated by each thread).
        copyprivate: Vec<Expr>,
    },
    Master(Block),
    /// `critical [(name)]`: one lock per name (the unnamed ones share one).
    Critical {
        name: String,
        body: Block,
    },
    Barrier,
    Flush,
    Taskwait,
    Taskyield,
    Task(Box<OmpTask>),
    /// `ordered`: the body runs in the order of the enclosing loop's iterations.
    Ordered(Block),
    /// `proc_bind(kind)` of the parallel region that follows (`kmp_proc_bind_t`: 2 primary,
    /// 3 close, 4 spread).
    PushProcBind(u32),
    /// `taskgroup`: the body, then a wait for the tasks it created and their descendants.
    Taskgroup(Block),
    Atomic(Box<OmpAtomic>),
}
