//! `nonblocking-put` (issue 6, seed 001 sections 2.4 and 3.3.3): PUTs become non-blocking and
//! are completed at the end of their segment, or earlier where a later access in the same
//! segment may touch the same coarray.
//!
//! A PUT is made non-blocking when it is a whole expression statement: `a[i]:[k] = v;` (a
//! [`ExprKind::CoPut`]) or an array assignment with a coindexed left side (a
//! [`SectionCopy`] whose destination is remote). Its operands are evaluated before it, so they
//! are checked like any earlier access. An [`XmpStmt::CoComplete`] is placed
//!
//! - before a statement that may read or write a coarray with a pending PUT: a GET of it (on
//!   any image: image expressions are not compared), a local access to it, a PUT nested inside
//!   a larger expression, or an access through a pointer of unknown origin (which may point
//!   into any coarray);
//! - before image control statements and anything that may contain them: XMP directives
//!   (barrier, collectives, post/wait, lock/unlock, atomics, constructs), calls of functions
//!   other than a short list of C and XMP library functions known to do neither, statement
//!   expressions;
//! - before jumps, labels and compound statements (`if`, loops, `switch`, blocks), and at the
//!   end of every block (loop back-edges, function exit): segments are not followed across
//!   control flow; each nested block is analysed on its own the same way.
//!
//! Two PUTs to the same coarray in one segment get no completion between them (the seed's
//! example): the runtime keeps their order (on MPI it flushes a target before a put that
//! overlaps an unflushed one).

use super::{Pass, Stat};
use crate::xir::*;

/// The pass object.
#[derive(Default)]
pub struct NonblockingPut;

/// Library functions that neither synchronise images nor touch coarrays except through their
/// (checked) pointer arguments.
const HARMLESS_CALLS: &[&str] = &[
    "printf",
    "fprintf",
    "puts",
    "putchar",
    "fflush",
    "abs",
    "labs",
    "fabs",
    "sqrt",
    "exp",
    "log",
    "sin",
    "cos",
    "pow",
    "rand",
    "srand",
    "xmp_wtime",
    "xmp_wtick",
    "xmpc_this_image",
    "xmp_num_images",
    "xmp_node_num",
    "xmpc_node_num",
    "xmp_num_nodes",
    "xmp_all_node_num",
    "xmpc_all_node_num",
    "xmp_all_num_nodes",
    // issue 6: the image value of a coindex of a `coarray on` coarray
    "xmp_rt_co_image_on",
    // issue 6: the bounds check of a section along a coarray pointer's dimension (reads only
    // the runtime's table of xmp_comalloc blocks)
    "xmp_rt_co_rows_check",
    // issue 6: the bounds check of a subscript or section of a coindexed object (reads nothing)
    "xmp_rt_co_bounds",
];

struct Ctx<'m> {
    /// The hidden address global of each coarray (`*addr` is its local copy).
    addr_of: Vec<(GlobalId, CoarrayId)>,
    funcs: &'m [String],
    puts: u64,
    completions: u64,
}

impl Pass for NonblockingPut {
    fn name(&self) -> &'static str {
        "nonblocking-put"
    }
    fn description(&self) -> &'static str {
        "PUTs complete at the end of their segment or before a conflicting access"
    }
    fn run(&mut self, m: &mut Module) -> Vec<Stat> {
        if m.xmp.coarrays.is_empty() {
            return vec![];
        }
        let funcs: Vec<String> = m.functions.iter().map(|f| f.name.clone()).collect();
        let mut cx = Ctx {
            addr_of: m
                .xmp
                .coarrays
                .iter()
                .enumerate()
                .map(|(k, c)| (c.addr, k as CoarrayId))
                .collect(),
            funcs: &funcs,
            puts: 0,
            completions: 0,
        };
        for f in &mut m.functions {
            if let Some(b) = &mut f.body {
                cx.block(b);
            }
        }
        vec![
            Stat {
                what: "Number of PUTs made non-blocking",
                count: cx.puts,
            },
            Stat {
                what: "Number of PUT completions placed",
                count: cx.completions,
            },
        ]
    }
}

/// What an expression may touch.
#[derive(Default)]
struct Access {
    /// Coarrays it may read or write (GETs, local accesses, nested PUTs).
    coarrays: Vec<CoarrayId>,
    /// It may touch any memory, or synchronise (unknown pointer, call, statement expression).
    any: bool,
}

/// Where a pointer expression points.
enum Target {
    Coarray(CoarrayId),
    Known,
    Unknown,
}

fn complete_stmt(span: Span) -> Stmt {
    Stmt {
        kind: StmtKind::Xmp(Box::new(XmpStmt::CoComplete)),
        span,
    }
}

/// The PUT of a statement that is nothing but a PUT: its coarray and whether it is a section.
enum TopPut<'a> {
    Elem(&'a mut Expr),
    Section(&'a mut SectionCopy),
}

/// The copy of an expression that is one array assignment statement.
fn single_copy(e: &Expr) -> Option<&SectionCopy> {
    let ExprKind::StmtExpr { body, result: None } = &e.kind else {
        return None;
    };
    let [st] = body.stmts.as_slice() else {
        return None;
    };
    match &st.kind {
        StmtKind::Xmp(x) => match &**x {
            XmpStmt::SectionCopy(c) => Some(c),
            _ => None,
        },
        _ => None,
    }
}

fn top_put(s: &mut Stmt) -> Option<TopPut<'_>> {
    let StmtKind::Expr(e) = &mut s.kind else {
        return None;
    };
    if matches!(e.kind, ExprKind::CoPut { .. }) {
        return Some(TopPut::Elem(e));
    }
    if let ExprKind::StmtExpr { body, result: None } = &mut e.kind {
        if let [st] = body.stmts.as_mut_slice() {
            if let StmtKind::Xmp(x) = &mut st.kind {
                if let XmpStmt::SectionCopy(c) = &mut **x {
                    if c.dst.remote.is_some() {
                        return Some(TopPut::Section(c));
                    }
                }
            }
        }
    }
    None
}

impl Ctx<'_> {
    fn coarray_of_addr(&self, g: GlobalId) -> Option<CoarrayId> {
        self.addr_of.iter().find(|(a, _)| *a == g).map(|(_, c)| *c)
    }

    /// Where pointer rvalue `p` points.
    fn target(&self, p: &Expr) -> Target {
        match &p.kind {
            ExprKind::Cast(_, x) | ExprKind::PtrAdd(x, _) => self.target(x),
            ExprKind::Binary(BinOp::Add | BinOp::Sub, x, _) => self.target(x),
            ExprKind::AddrOf(lv) => self.lvalue_root(lv),
            ExprKind::Load { lvalue, .. } => match &lvalue.kind {
                ExprKind::Global(g) => match self.coarray_of_addr(*g) {
                    Some(c) => Target::Coarray(c),
                    None => Target::Unknown,
                },
                _ => Target::Unknown,
            },
            // An array lvalue decayed to a pointer.
            ExprKind::Local(_) | ExprKind::Global(_) | ExprKind::StringLit(_) => Target::Known,
            ExprKind::Member { .. } | ExprKind::Deref(_) => self.lvalue_root(p),
            // issue 6: the bounds check of a section along a coarray pointer's dimension
            // returns its first argument (the pointer).
            ExprKind::Call { args, .. } if self.named_call(p, "xmp_rt_co_rows_check") => {
                args.first().map_or(Target::Unknown, |a| self.target(a))
            }
            _ => Target::Unknown,
        }
    }

    /// Whether `e` is a call of the function `name`.
    fn named_call(&self, e: &Expr, name: &str) -> bool {
        let ExprKind::Call { callee, .. } = &e.kind else {
            return false;
        };
        let mut c = &**callee;
        while let ExprKind::Cast(_, x) | ExprKind::AddrOf(x) = &c.kind {
            c = x;
        }
        matches!(&c.kind, ExprKind::Func(f) if self.funcs.get(*f as usize).is_some_and(|n| n == name))
    }

    fn lvalue_root(&self, lv: &Expr) -> Target {
        match &lv.kind {
            ExprKind::Local(_)
            | ExprKind::Global(_)
            | ExprKind::StringLit(_)
            | ExprKind::CompoundLiteral { .. } => Target::Known,
            ExprKind::Member { base, .. } => self.lvalue_root(base),
            ExprKind::Deref(p) => self.target(p),
            _ => Target::Unknown,
        }
    }

    /// Collects what `e` may touch; the local copy of coarray `skip` (the object of a PUT or
    /// GET, named only for its address) does not count.
    fn scan(&self, e: &Expr, skip: Option<CoarrayId>, a: &mut Access) {
        match &e.kind {
            ExprKind::StmtExpr { .. } | ExprKind::CompoundLiteral { .. } | ExprKind::VaArg(_) => {
                a.any = true;
                return;
            }
            ExprKind::Call { .. } if !self.harmless_call(e) => a.any = true,
            ExprKind::CoGet {
                coarray,
                obj,
                image,
            } => {
                a.coarrays.push(*coarray);
                self.scan(obj, Some(*coarray), a);
                self.scan(image, skip, a);
                return;
            }
            ExprKind::CoPut { coarray, .. } => a.coarrays.push(*coarray),
            ExprKind::Deref(p) => match self.target(p) {
                Target::Coarray(c) if Some(c) == skip => {}
                Target::Coarray(c) => a.coarrays.push(c),
                Target::Known => {}
                Target::Unknown => a.any = true,
            },
            _ => {}
        }
        let mut kids: Vec<&Expr> = vec![];
        for_each_child(e, &mut |c| kids.push(c));
        for k in kids {
            self.scan(k, skip, a);
        }
    }

    fn harmless_call(&self, e: &Expr) -> bool {
        let ExprKind::Call { callee, .. } = &e.kind else {
            return false;
        };
        let mut c = &**callee;
        while let ExprKind::Cast(_, x) | ExprKind::AddrOf(x) = &c.kind {
            c = x;
        }
        match &c.kind {
            ExprKind::Func(f) => self
                .funcs
                .get(*f as usize)
                .is_some_and(|n| HARMLESS_CALLS.contains(&n.as_str())),
            _ => false,
        }
    }

    fn scan_section(&self, r: &SectionRef, a: &mut Access) {
        match &r.remote {
            Some((c, img)) => {
                a.coarrays.push(*c);
                self.scan(&r.base, Some(*c), a);
                self.scan(img, None, a);
            }
            None => self.scan(&r.base, None, a),
        }
        for d in &r.dims {
            self.scan(&d.count, None, a);
            self.scan(&d.stride, None, a);
        }
    }

    fn block(&mut self, b: &mut Block) {
        let mut out: Vec<Stmt> = Vec::with_capacity(b.stmts.len());
        let mut pending: Vec<CoarrayId> = vec![];
        let mut last_span = None;
        for mut s in std::mem::take(&mut b.stmts) {
            last_span = Some(s.span);
            let span = s.span;
            // What this statement does before any PUT of its own, and that PUT.
            let mut a = Access::default();
            let mut put: Option<CoarrayId> = None;
            let mut barrier = false;
            match top_put(&mut s) {
                Some(TopPut::Elem(e)) => {
                    if let ExprKind::CoPut {
                        coarray,
                        obj,
                        image,
                        value,
                        ..
                    } = &e.kind
                    {
                        self.scan(obj, Some(*coarray), &mut a);
                        self.scan(image, None, &mut a);
                        self.scan(value, None, &mut a);
                        put = Some(*coarray);
                    }
                }
                Some(TopPut::Section(c)) => {
                    if let SectionSrc::Section(r) = &c.src {
                        self.scan_section(r, &mut a);
                    } else if let SectionSrc::Scalar(v) = &c.src {
                        self.scan(v, None, &mut a);
                    }
                    let dc = c.dst.remote.as_ref().map(|(k, _)| *k);
                    let mut d = c.dst.clone();
                    // The destination counts as the PUT itself, not as an access.
                    if let Some((k, img)) = d.remote.take() {
                        self.scan(&d.base, Some(k), &mut a);
                        self.scan(&img, None, &mut a);
                        for dim in &d.dims {
                            self.scan(&dim.count, None, &mut a);
                            self.scan(&dim.stride, None, &mut a);
                        }
                    }
                    put = dc;
                }
                None => match &mut s.kind {
                    StmtKind::Expr(e) => match single_copy(e) {
                        // An array assignment or fused GET into local memory.
                        Some(c) => {
                            if let SectionSrc::Section(r) = &c.src {
                                self.scan_section(r, &mut a);
                            } else if let SectionSrc::Scalar(v) = &c.src {
                                self.scan(v, None, &mut a);
                            }
                            self.scan_section(&c.dst, &mut a);
                        }
                        None => self.scan(e, None, &mut a),
                    },
                    StmtKind::Decl { init, .. } => {
                        if let Some(i) = init {
                            self.scan_init(i, &mut a);
                        }
                    }
                    StmtKind::Xmp(x) if matches!(**x, XmpStmt::CoComplete) => {
                        pending.clear();
                    }
                    StmtKind::Xmp(x) if matches!(**x, XmpStmt::SectionCopy(_)) => {
                        if let XmpStmt::SectionCopy(c) = &**x {
                            if let SectionSrc::Section(r) = &c.src {
                                self.scan_section(r, &mut a);
                            }
                            self.scan_section(&c.dst, &mut a);
                        }
                    }
                    _ => barrier = true,
                },
            }
            let conflict = barrier
                || (!pending.is_empty()
                    && (a.any || a.coarrays.iter().any(|c| pending.contains(c))));
            if conflict && !pending.is_empty() {
                out.push(complete_stmt(span));
                self.completions += 1;
                pending.clear();
            }
            if let Some(c) = put {
                match top_put(&mut s) {
                    Some(TopPut::Elem(e)) => {
                        if let ExprKind::CoPut { nonblocking, .. } = &mut e.kind {
                            *nonblocking = true;
                        }
                    }
                    Some(TopPut::Section(sc)) => sc.nonblocking = true,
                    None => {}
                }
                self.puts += 1;
                if !pending.contains(&c) {
                    pending.push(c);
                }
            }
            // Nested blocks are separate segments (they start and end complete).
            self.nested(&mut s);
            out.push(s);
        }
        if !pending.is_empty() {
            if let Some(sp) = last_span {
                out.push(complete_stmt(sp));
                self.completions += 1;
            }
        }
        b.stmts = out;
    }

    fn scan_init(&self, i: &Init, a: &mut Access) {
        match i {
            Init::Expr(e) => self.scan(e, None, a),
            Init::Array(v) => v.iter().for_each(|(_, i)| self.scan_init(i, a)),
            Init::Struct(v) => v.iter().for_each(|(_, i)| self.scan_init(i, a)),
            _ => {}
        }
    }

    fn nested(&mut self, s: &mut Stmt) {
        match &mut s.kind {
            StmtKind::Block(b) => self.block(b),
            StmtKind::If { then, els, .. } => {
                self.block(then);
                if let Some(e) = els {
                    self.block(e);
                }
            }
            StmtKind::While { body, .. }
            | StmtKind::DoWhile { body, .. }
            | StmtKind::Switch { body, .. } => self.block(body),
            StmtKind::For { body, .. } => self.block(body),
            StmtKind::Xmp(x) => match &mut **x {
                XmpStmt::ParLoop { body, .. }
                | XmpStmt::LocalLoop { body, .. }
                | XmpStmt::Task { body, .. } => self.block(body),
                XmpStmt::Tasks { tasks } => {
                    for (_, b, _) in tasks {
                        self.block(b);
                    }
                }
                _ => {}
            },
            _ => {}
        }
    }
}

/// The children of `e`, as [`Expr::for_each_child_mut`] visits them (statement expressions
/// and compound literals are not entered: [`Ctx::scan`] treats them as unknown).
fn for_each_child<'e>(e: &'e Expr, f: &mut dyn FnMut(&'e Expr)) {
    match &e.kind {
        ExprKind::Load { lvalue: x, .. }
        | ExprKind::AddrOf(x)
        | ExprKind::Deref(x)
        | ExprKind::Member { base: x, .. }
        | ExprKind::Unary(_, x)
        | ExprKind::Cast(_, x)
        | ExprKind::VaArg(x) => f(x),
        ExprKind::Binary(_, a, b)
        | ExprKind::PtrAdd(a, b)
        | ExprKind::PtrDiff(a, b)
        | ExprKind::LogAnd(a, b)
        | ExprKind::LogOr(a, b)
        | ExprKind::Comma(a, b)
        | ExprKind::Assign { lhs: a, rhs: b, .. }
        | ExprKind::CompoundAssign { lhs: a, rhs: b, .. } => {
            f(a);
            f(b);
        }
        ExprKind::IncDec { lvalue, .. } => f(lvalue),
        ExprKind::Cond(a, b, c) => {
            f(a);
            f(b);
            f(c);
        }
        ExprKind::Call { callee, args } => {
            f(callee);
            args.iter().for_each(&mut *f);
        }
        ExprKind::Builtin(_, args) => args.iter().for_each(&mut *f),
        ExprKind::CoGet { obj, image, .. } => {
            f(obj);
            f(image);
        }
        ExprKind::CoPut {
            obj, image, value, ..
        } => {
            f(obj);
            f(image);
            f(value);
        }
        ExprKind::GlobalElem { idx, .. } | ExprKind::LocalElem { idx, .. } => {
            idx.iter().for_each(&mut *f)
        }
        _ => {}
    }
}
