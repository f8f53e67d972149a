//! `reflect-hoist`: a [`XmpStmt::Reflect`] inside a C loop (`for`, `while`, `do`) whose array
//! and widths do not change in the loop becomes a [`XmpStmt::ReflectInit`] before the loop (the
//! schedule, into a hidden `void *` local), a [`XmpStmt::ReflectDo`] in place of the reflect,
//! and a [`XmpStmt::ReflectFree`] after the loop: the neighbour lists and buffers are built
//! once instead of once per iteration.
//!
//! A reflect is hoisted when
//! - it has no `async` clause;
//! - every width is a constant or the value of a local that the loop (its init, condition,
//!   step and body) never declares, assigns, reduces or broadcasts into, that is not `volatile`
//!   and whose address is never taken in the function (so no call can change it);
//! - the loop does not re-create the array (no `align` of it, no `template`, `distribute` or
//!   `template_fix` of its template in the loop), and no `template_fix` of its template exists
//!   anywhere in the unit (it reallocates the array behind a call);
//! - the loop has no `return` and no `goto` out of it (the free after the loop must run;
//!   `break` reaches it), and nothing jumps into it past its head (a `goto` or an outer
//!   switch's `case` to a label inside it: the init before the loop would be skipped).
//!
//! A reflect under a condition in the loop is hoisted too: `reflect_init` only builds the
//! schedule on the node itself, without communication, so building one that no iteration uses
//! costs memory for the duration of the loop and nothing else. Reflects inside XMP constructs
//! (task bodies) stay as they are. The innermost enclosing loop receives the init; loops are
//! processed inside out.

use super::{Pass, Stat};
use crate::types::{LocalId, Type};
use crate::xir::*;

/// The pass object.
#[derive(Default)]
pub struct ReflectHoist;

/// What one loop may not do for a reflect to leave it, collected once per loop.
#[derive(Default)]
struct LoopFacts {
    /// Locals declared or assigned anywhere in the loop statement.
    written: Vec<LocalId>,
    /// Global arrays aligned in the loop.
    aligned: Vec<GlobalArrayId>,
    /// Templates declared, distributed or fixed in the loop.
    remapped: Vec<TemplateId>,
    /// A `return`, or a `goto` to a label outside the loop.
    jumps_out: bool,
    /// Labels defined in the loop.
    labels: Vec<LabelId>,
    /// References to labels from the loop (gotos, switch cases, `&&label`), with repetitions.
    label_refs: Vec<LabelId>,
}

fn stored_local(e: &Expr) -> Option<LocalId> {
    match &e.kind {
        ExprKind::Local(l) => Some(*l),
        ExprKind::Member { base, .. } => stored_local(base),
        _ => None,
    }
}

/// Calls `f` on `e` and every subexpression (statement expressions and compound literals
/// included); works on a copy since XIR only offers a mutable child visitor.
fn walk_expr(e: &Expr, f: &mut dyn FnMut(&Expr)) {
    let mut c = e.clone();
    walk_copy(&mut c, f);
}

fn walk_copy(e: &mut Expr, f: &mut dyn FnMut(&Expr)) {
    f(e);
    e.for_each_child_mut(&mut |x| walk_copy(x, f));
    match &e.kind {
        ExprKind::StmtExpr { body, result } => {
            walk_block(body, &mut |s| stmt_exprs(s, f));
            if let Some(r) = result {
                walk_expr(r, f);
            }
        }
        ExprKind::CompoundLiteral { init, .. } => init_exprs(init, f),
        _ => {}
    }
}

fn init_exprs(i: &Init, f: &mut dyn FnMut(&Expr)) {
    match i {
        Init::Expr(e) => walk_expr(e, f),
        Init::Array(v) => v.iter().for_each(|(_, i)| init_exprs(i, f)),
        Init::Struct(v) => v.iter().for_each(|(_, i)| init_exprs(i, f)),
        _ => {}
    }
}

/// Calls `f` on every statement of `b`, nested ones included (XMP construct bodies too).
fn walk_block(b: &Block, f: &mut dyn FnMut(&Stmt)) {
    for s in &b.stmts {
        walk_stmt(s, f);
    }
}

fn walk_stmt(s: &Stmt, f: &mut dyn FnMut(&Stmt)) {
    f(s);
    match &s.kind {
        StmtKind::Block(b) => walk_block(b, f),
        StmtKind::If { then, els, .. } => {
            walk_block(then, f);
            if let Some(e) = els {
                walk_block(e, f);
            }
        }
        StmtKind::While { body, .. }
        | StmtKind::DoWhile { body, .. }
        | StmtKind::Switch { body, .. } => walk_block(body, f),
        StmtKind::For { init, body, .. } => {
            walk_block(init, f);
            walk_block(body, f);
        }
        StmtKind::Xmp(x) => match &**x {
            XmpStmt::Task { body, .. }
            | XmpStmt::ParLoop { body, .. }
            | XmpStmt::LocalLoop { body, .. } => walk_block(body, f),
            XmpStmt::Tasks { tasks } => tasks.iter().for_each(|(_, b, _)| walk_block(b, f)),
            _ => {}
        },
        _ => {}
    }
}

/// The expressions directly held by one statement (not those of nested statements).
fn stmt_exprs(s: &Stmt, f: &mut dyn FnMut(&Expr)) {
    match &s.kind {
        StmtKind::Expr(e) | StmtKind::Return(Some(e)) | StmtKind::GotoIndirect(e) => {
            walk_expr(e, f)
        }
        StmtKind::Decl { init: Some(i), .. } => init_exprs(i, f),
        StmtKind::If { cond, .. }
        | StmtKind::While { cond, .. }
        | StmtKind::DoWhile { cond, .. }
        | StmtKind::Switch { cond, .. } => walk_expr(cond, f),
        StmtKind::For { cond, step, .. } => {
            if let Some(c) = cond {
                walk_expr(c, f);
            }
            if let Some(c) = step {
                walk_expr(c, f);
            }
        }
        StmtKind::Xmp(x) => match &**x {
            XmpStmt::ParLoop { axes, .. } | XmpStmt::LocalLoop { axes, .. } => {
                for a in axes {
                    walk_expr(&a.lo, f);
                    walk_expr(&a.ub, f);
                }
            }
            XmpStmt::Reduction { vars, .. } | XmpStmt::Bcast { vars, .. } => {
                vars.iter().for_each(|v| walk_expr(v, f))
            }
            _ => {}
        },
        _ => {}
    }
}

/// Every reference to a label in one statement (not in nested statements), repeated.
fn label_refs_of(st: &Stmt, out: &mut Vec<LabelId>) {
    match &st.kind {
        StmtKind::Goto(l) => out.push(*l),
        StmtKind::Switch { cases, default, .. } => {
            out.extend(cases.iter().map(|c| c.1));
            out.extend(default.iter().copied());
        }
        _ => {}
    }
    stmt_exprs(st, &mut |e| {
        if let ExprKind::LabelAddr(l) = e.kind {
            out.push(l);
        }
    });
}

/// Every reference to a label in a function body, repeated.
fn label_refs(b: &Block) -> Vec<LabelId> {
    let mut v = vec![];
    walk_block(b, &mut |st| label_refs_of(st, &mut v));
    v
}

fn loop_facts(s: &Stmt) -> LoopFacts {
    let mut lf = LoopFacts::default();
    let mut gotos = vec![];
    walk_stmt(s, &mut |st| {
        label_refs_of(st, &mut lf.label_refs);
        match &st.kind {
            StmtKind::Decl { local, .. } => lf.written.push(*local),
            StmtKind::Return(_) | StmtKind::GotoIndirect(_) => lf.jumps_out = true,
            StmtKind::Goto(l) => gotos.push(*l),
            StmtKind::Label(l) => lf.labels.push(*l),
            StmtKind::Xmp(x) => match &**x {
                XmpStmt::AlignDecl(a) => lf.aligned.push(*a),
                XmpStmt::TemplateDecl(t) | XmpStmt::Distribute(t) => lf.remapped.push(*t),
                XmpStmt::TemplateFix { template, .. } => lf.remapped.push(*template),
                // Loop variables of XMP loops are assigned by the loop.
                XmpStmt::ParLoop { axes, .. } | XmpStmt::LocalLoop { axes, .. } => {
                    lf.written.extend(axes.iter().map(|a| a.var))
                }
                // The runtime writes the variables of reductions and broadcasts.
                XmpStmt::Reduction { vars, .. } | XmpStmt::Bcast { vars, .. } => {
                    lf.written.extend(vars.iter().filter_map(stored_local))
                }
                _ => {}
            },
            _ => {}
        }
        stmt_exprs(st, &mut |e| match &e.kind {
            ExprKind::Assign { lhs: l, .. }
            | ExprKind::CompoundAssign { lhs: l, .. }
            | ExprKind::IncDec { lvalue: l, .. } => {
                if let Some(id) = stored_local(l) {
                    lf.written.push(id);
                }
            }
            _ => {}
        });
    });
    lf.jumps_out |= gotos.iter().any(|g| !lf.labels.contains(g));
    lf
}

/// Locals whose address is taken anywhere in the function (a call may change them).
fn address_taken(body: &Block) -> Vec<LocalId> {
    let mut v = vec![];
    walk_block(body, &mut |s| {
        stmt_exprs(s, &mut |e| {
            let inner = match &e.kind {
                ExprKind::AddrOf(x) => Some(&**x),
                ExprKind::Cast(CastKind::ArrayToPtr, x) => Some(&**x),
                _ => None,
            };
            if let Some(id) = inner.and_then(stored_local) {
                v.push(id);
            }
        })
    });
    v
}

/// The templates some `template_fix` in the unit names.
fn fixed_templates(m: &Module) -> Vec<TemplateId> {
    let mut v = vec![];
    for f in &m.functions {
        if let Some(b) = &f.body {
            walk_block(b, &mut |s| {
                if let StmtKind::Xmp(x) = &s.kind {
                    if let XmpStmt::TemplateFix { template, .. } = &**x {
                        v.push(*template);
                    }
                }
            });
        }
    }
    v
}

struct Ctx<'m> {
    m: &'m Module,
    fixed: Vec<TemplateId>,
    addr_taken: Vec<LocalId>,
    /// Every label reference of the function (with repetitions).
    fn_label_refs: Vec<LabelId>,
    hoisted: u64,
}

impl Ctx<'_> {
    /// Whether control can enter the loop other than through its head: a label in it that
    /// something outside it refers to (a `goto`, a `case` of an outer switch, `&&label`).
    fn entered_sideways(&self, lf: &LoopFacts) -> bool {
        lf.labels.iter().any(|l| {
            let all = self.fn_label_refs.iter().filter(|x| *x == l).count();
            let inside = lf.label_refs.iter().filter(|x| *x == l).count();
            all > inside
        })
    }

    fn invariant(&self, e: &Expr, lf: &LoopFacts, locals: &[Local]) -> bool {
        match &e.kind {
            ExprKind::IntConst(_) => true,
            ExprKind::Cast(_, x) => self.invariant(x, lf, locals),
            ExprKind::Load {
                lvalue,
                volatile: false,
            } => match lvalue.kind {
                ExprKind::Local(l) => {
                    !lf.written.contains(&l)
                        && !self.addr_taken.contains(&l)
                        && locals.get(l as usize).is_some_and(|x| !x.volatile)
                }
                _ => false,
            },
            ExprKind::Binary(op, a, b) => {
                !matches!(op, BinOp::Div | BinOp::Rem)
                    && self.invariant(a, lf, locals)
                    && self.invariant(b, lf, locals)
            }
            _ => false,
        }
    }

    fn hoistable(&self, x: &XmpStmt, lf: &LoopFacts, locals: &[Local]) -> bool {
        let XmpStmt::Reflect {
            array,
            widths,
            async_id: None,
            ..
        } = x
        else {
            return false;
        };
        let Some(a) = self.m.xmp.arrays.get(*array as usize) else {
            return false;
        };
        if lf.aligned.contains(array)
            || lf.remapped.contains(&a.template)
            || self.fixed.contains(&a.template)
        {
            return false;
        }
        widths
            .iter()
            .flatten()
            .all(|w| self.invariant(&w.lo, lf, locals) && self.invariant(&w.hi, lf, locals))
    }

    /// Rewrites the reflects of a loop body (not inside nested loops or XMP constructs) into
    /// `reflect_do`s; returns the inits to place before the loop and the frees after it.
    fn rewrite_body(
        &mut self,
        b: &mut Block,
        lf: &LoopFacts,
        locals: &mut Vec<Local>,
        pre: &mut Vec<Stmt>,
        post: &mut Vec<Stmt>,
    ) {
        for s in &mut b.stmts {
            match &mut s.kind {
                StmtKind::Block(b) => self.rewrite_body(b, lf, locals, pre, post),
                StmtKind::If { then, els, .. } => {
                    self.rewrite_body(then, lf, locals, pre, post);
                    if let Some(e) = els {
                        self.rewrite_body(e, lf, locals, pre, post);
                    }
                }
                StmtKind::Switch { body, .. } => self.rewrite_body(body, lf, locals, pre, post),
                StmtKind::Xmp(x) if self.hoistable(x, lf, locals) => {
                    let XmpStmt::Reflect {
                        array,
                        widths,
                        orthogonal,
                        ..
                    } = &mut **x
                    else {
                        continue;
                    };
                    let (array, widths, orthogonal) = (*array, widths.take(), *orthogonal);
                    let name = self
                        .m
                        .xmp
                        .arrays
                        .get(array as usize)
                        .map_or_else(|| "?".to_string(), |a| a.name.clone());
                    locals.push(Local {
                        name: format!(".xmp.reflect.{name}"),
                        ty: Type::Pointer(Box::new(Type::Void)),
                        restrict: false,
                        volatile: false,
                        align: None,
                        reduction: None,
                        span: s.span,
                    });
                    let slot = ReflectSlot::Local((locals.len() - 1) as LocalId);
                    let span = s.span;
                    let mk = |x: XmpStmt| Stmt {
                        kind: StmtKind::Xmp(Box::new(x)),
                        span,
                    };
                    pre.push(mk(XmpStmt::ReflectInit {
                        array,
                        widths,
                        orthogonal,
                        slot,
                    }));
                    post.push(mk(XmpStmt::ReflectFree { slot }));
                    **x = XmpStmt::ReflectDo { array, slot };
                    self.hoisted += 1;
                }
                _ => {}
            }
        }
    }

    /// Processes a block: nested loops first, then the loops of this block.
    fn block(&mut self, b: &mut Block, locals: &mut Vec<Local>) {
        let mut out = Vec::with_capacity(b.stmts.len());
        for mut s in std::mem::take(&mut b.stmts) {
            let is_loop = matches!(
                s.kind,
                StmtKind::For { .. } | StmtKind::While { .. } | StmtKind::DoWhile { .. }
            );
            match &mut s.kind {
                StmtKind::Block(b) => self.block(b, locals),
                StmtKind::If { then, els, .. } => {
                    self.block(then, locals);
                    if let Some(e) = els {
                        self.block(e, locals);
                    }
                }
                StmtKind::Switch { body, .. }
                | StmtKind::While { body, .. }
                | StmtKind::DoWhile { body, .. } => self.block(body, locals),
                StmtKind::For { init, body, .. } => {
                    self.block(init, locals);
                    self.block(body, locals);
                }
                StmtKind::Xmp(x) => match &mut **x {
                    XmpStmt::Task { body, .. } => self.block(body, locals),
                    XmpStmt::Tasks { tasks } => {
                        tasks.iter_mut().for_each(|(_, b, _)| self.block(b, locals))
                    }
                    _ => {}
                },
                _ => {}
            }
            if !is_loop {
                out.push(s);
                continue;
            }
            let lf = loop_facts(&s);
            let (mut pre, mut post) = (vec![], vec![]);
            if !lf.jumps_out && !self.entered_sideways(&lf) {
                if let StmtKind::For { body, .. }
                | StmtKind::While { body, .. }
                | StmtKind::DoWhile { body, .. } = &mut s.kind
                {
                    self.rewrite_body(body, &lf, locals, &mut pre, &mut post);
                }
            }
            out.append(&mut pre);
            out.push(s);
            out.append(&mut post);
        }
        b.stmts = out;
    }
}

impl Pass for ReflectHoist {
    fn name(&self) -> &'static str {
        "reflect-hoist"
    }

    fn description(&self) -> &'static str {
        "Build loop-invariant reflect schedules once before the loop (reflect_init/reflect_do)"
    }

    fn run(&mut self, m: &mut Module) -> Vec<Stat> {
        let snapshot = m.clone();
        let mut cx = Ctx {
            m: &snapshot,
            fixed: fixed_templates(&snapshot),
            addr_taken: vec![],
            fn_label_refs: vec![],
            hoisted: 0,
        };
        for f in &mut m.functions {
            let Some(mut body) = f.body.take() else {
                continue;
            };
            cx.addr_taken = address_taken(&body);
            cx.fn_label_refs = label_refs(&body);
            cx.block(&mut body, &mut f.locals);
            f.body = Some(body);
        }
        vec![Stat {
            what: "Number of reflects hoisted out of loops",
            count: cx.hoisted,
        }]
    }
}
