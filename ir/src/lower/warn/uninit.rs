//! `-Wuninitialized`: a local read where nothing can have been stored into it yet.
//!
//! Deliberately conservative (no false positives): only scalar locals declared without an
//! initializer whose address is never taken; a store anywhere earlier in the text counts
//! (whatever the path), a store anywhere in an enclosing loop counts (the back edge), and a
//! function with `goto` is skipped (a jump back could bring a store). After an XMP or OpenMP
//! construct nothing more is reported. Each variable is reported at its first such read.

use std::collections::HashSet;

use xmp_frontend::diag::Diagnostic;

use crate::lower::Lowerer;
use crate::types::{LocalId, Type};
use crate::xir::{Block, Expr, ExprKind, Init, Local, Span, Stmt, StmtKind};

/// Calls `f` on each direct subexpression of `e`, in evaluation order where C fixes one.
fn children<'e>(e: &'e Expr, f: &mut dyn FnMut(&'e Expr)) {
    e.for_each_child(f)
}

/// Every expression of a block, statement expressions and compound literals included.
fn block_exprs<'e>(b: &'e Block, f: &mut dyn FnMut(&'e Expr)) {
    for s in &b.stmts {
        stmt_exprs(s, f);
    }
}

fn init_exprs<'e>(i: &'e Init, f: &mut dyn FnMut(&'e Expr)) {
    match i {
        Init::Expr(e) => expr_tree(e, f),
        Init::Array(v) => v.iter().for_each(|(_, i)| init_exprs(i, f)),
        Init::Struct(v) => v.iter().for_each(|(_, i)| init_exprs(i, f)),
        _ => {}
    }
}

fn expr_tree<'e>(e: &'e Expr, f: &mut dyn FnMut(&'e Expr)) {
    f(e);
    match &e.kind {
        ExprKind::StmtExpr { body, result } => {
            block_exprs(body, f);
            if let Some(r) = result {
                expr_tree(r, f);
            }
        }
        ExprKind::CompoundLiteral { init, .. } => init_exprs(init, f),
        _ => children(e, &mut |c| expr_tree(c, f)),
    }
}

fn stmt_exprs<'e>(s: &'e Stmt, f: &mut dyn FnMut(&'e Expr)) {
    match &s.kind {
        StmtKind::Block(b) => block_exprs(b, f),
        StmtKind::Expr(e) | StmtKind::Return(Some(e)) | StmtKind::GotoIndirect(e) => {
            expr_tree(e, f)
        }
        StmtKind::Decl { init: Some(i), .. } => init_exprs(i, f),
        StmtKind::If { cond, then, els } => {
            expr_tree(cond, f);
            block_exprs(then, f);
            if let Some(e) = els {
                block_exprs(e, f);
            }
        }
        StmtKind::While { cond, body } | StmtKind::DoWhile { body, cond } => {
            expr_tree(cond, f);
            block_exprs(body, f);
        }
        StmtKind::For {
            init,
            cond,
            step,
            body,
        } => {
            block_exprs(init, f);
            cond.iter().for_each(|c| expr_tree(c, f));
            step.iter().for_each(|c| expr_tree(c, f));
            block_exprs(body, f);
        }
        StmtKind::Switch { cond, body, .. } => {
            expr_tree(cond, f);
            block_exprs(body, f);
        }
        _ => {}
    }
}

/// Whether a statement list has a `goto` or an XMP construct anywhere.
fn has_jump(b: &Block) -> bool {
    has_jump_in(&b.stmts)
}

fn has_jump_in(stmts: &[Stmt]) -> bool {
    stmts.iter().any(|s| match &s.kind {
        StmtKind::Goto(_) | StmtKind::GotoIndirect(_) => true,
        StmtKind::Block(b) => has_jump(b),
        StmtKind::If { then, els, .. } => has_jump(then) || els.as_ref().is_some_and(has_jump),
        StmtKind::While { body, .. } | StmtKind::DoWhile { body, .. } => has_jump(body),
        StmtKind::For { init, body, .. } => has_jump(init) || has_jump(body),
        StmtKind::Switch { body, .. } => has_jump(body),
        _ => false,
    })
}

/// The locals declared in `stmts`, nested blocks included.
fn decls_in(stmts: &[Stmt], out: &mut HashSet<LocalId>) {
    for s in stmts {
        match &s.kind {
            StmtKind::Decl { local, .. } => {
                out.insert(*local);
            }
            StmtKind::Block(b) => decls_in(&b.stmts, out),
            StmtKind::If { then, els, .. } => {
                decls_in(&then.stmts, out);
                if let Some(e) = els {
                    decls_in(&e.stmts, out);
                }
            }
            StmtKind::While { body, .. } | StmtKind::DoWhile { body, .. } => {
                decls_in(&body.stmts, out)
            }
            StmtKind::For { init, body, .. } => {
                decls_in(&init.stmts, out);
                decls_in(&body.stmts, out);
            }
            StmtKind::Switch { body, .. } => decls_in(&body.stmts, out),
            _ => {}
        }
    }
}

/// The local an lvalue is part of (`x`, `x.f`).
fn root_local(e: &Expr) -> Option<LocalId> {
    match &e.kind {
        ExprKind::Local(l) => Some(*l),
        ExprKind::Member { base, .. } => root_local(base),
        _ => None,
    }
}

struct Walk {
    cands: HashSet<LocalId>,
    declared: HashSet<LocalId>,
    assigned: HashSet<LocalId>,
    found: Vec<(LocalId, Span)>,
    stopped: bool,
}

impl Walk {
    fn read(&mut self, l: LocalId, span: Span) {
        if !self.stopped
            && self.cands.contains(&l)
            && self.declared.contains(&l)
            && !self.assigned.contains(&l)
        {
            self.found.push((l, span));
            // One report per variable.
            self.assigned.insert(l);
        }
    }

    /// Marks every local stored into within `f`'s expressions as assigned, except those
    /// declared inside the loop body `body` (each iteration has a fresh one).
    fn stores_in(&mut self, body: &Block, visit: impl FnOnce(&mut dyn FnMut(&Expr))) {
        let mut inner = HashSet::new();
        decls_in(&body.stmts, &mut inner);
        let mut stored = vec![];
        visit(&mut |e: &Expr| match &e.kind {
            ExprKind::Assign { lhs, .. }
            | ExprKind::CompoundAssign { lhs, .. }
            | ExprKind::IncDec { lvalue: lhs, .. } => {
                if let ExprKind::Local(l) = lhs.kind {
                    stored.push(l);
                }
            }
            _ => {}
        });
        self.assigned
            .extend(stored.into_iter().filter(|l| !inner.contains(l)));
    }

    fn block(&mut self, b: &Block) {
        for s in &b.stmts {
            self.stmt(s);
        }
    }

    fn stmt(&mut self, s: &Stmt) {
        match &s.kind {
            StmtKind::Block(b) => self.block(b),
            StmtKind::Expr(e) | StmtKind::Return(Some(e)) | StmtKind::GotoIndirect(e) => {
                self.expr(e)
            }
            StmtKind::Decl { local, init } => match init {
                Some(i) => {
                    self.init(i);
                    self.assigned.insert(*local);
                }
                None => {
                    self.declared.insert(*local);
                }
            },
            StmtKind::If { cond, then, els } => {
                self.expr(cond);
                self.block(then);
                if let Some(e) = els {
                    self.block(e);
                }
            }
            StmtKind::While { cond, body } | StmtKind::DoWhile { body, cond } => {
                self.stores_in(body, |f| {
                    expr_tree(cond, &mut |e| f(e));
                    block_exprs(body, &mut |e| f(e));
                });
                self.expr(cond);
                self.block(body);
            }
            StmtKind::For {
                init,
                cond,
                step,
                body,
            } => {
                self.block(init);
                self.stores_in(body, |f| {
                    cond.iter().for_each(|c| expr_tree(c, &mut |e| f(e)));
                    step.iter().for_each(|c| expr_tree(c, &mut |e| f(e)));
                    block_exprs(body, &mut |e| f(e));
                });
                if let Some(c) = cond {
                    self.expr(c);
                }
                self.block(body);
                if let Some(c) = step {
                    self.expr(c);
                }
            }
            StmtKind::Switch { cond, body, .. } => {
                self.expr(cond);
                self.block(body);
            }
            // An XMP or OpenMP construct may store through its own forms (atomic read,
            // reductions, gmove): stop rather than guess.
            StmtKind::Xmp(_) | StmtKind::Omp(_) => self.stopped = true,
            _ => {}
        }
    }

    fn init(&mut self, i: &Init) {
        match i {
            Init::Expr(e) => self.expr(e),
            Init::Array(v) => v.iter().for_each(|(_, i)| self.init(i)),
            Init::Struct(v) => v.iter().for_each(|(_, i)| self.init(i)),
            _ => {}
        }
    }

    fn expr(&mut self, e: &Expr) {
        match &e.kind {
            ExprKind::Load { lvalue, .. } => match lvalue.kind {
                ExprKind::Local(l) => self.read(l, e.span),
                _ => self.lvalue(lvalue),
            },
            ExprKind::Assign { lhs, rhs, .. } => {
                self.lvalue(lhs);
                self.expr(rhs);
                if let ExprKind::Local(l) = lhs.kind {
                    self.assigned.insert(l);
                }
            }
            ExprKind::CompoundAssign { lhs, rhs, .. } => {
                if let ExprKind::Local(l) = lhs.kind {
                    self.read(l, lhs.span);
                }
                self.lvalue(lhs);
                self.expr(rhs);
                if let ExprKind::Local(l) = lhs.kind {
                    self.assigned.insert(l);
                }
            }
            ExprKind::IncDec { lvalue, .. } => {
                if let ExprKind::Local(l) = lvalue.kind {
                    self.read(l, lvalue.span);
                    self.assigned.insert(l);
                } else {
                    self.lvalue(lvalue);
                }
            }
            ExprKind::AddrOf(x) => self.lvalue(x),
            ExprKind::StmtExpr { body, result } => {
                self.block(body);
                if let Some(r) = result {
                    self.expr(r);
                }
            }
            ExprKind::CompoundLiteral { init, .. } => self.init(init),
            _ => children(e, &mut |c| self.expr(c)),
        }
    }

    /// An lvalue that is not read as a whole: only the values inside it (indices, pointers)
    /// are.
    fn lvalue(&mut self, e: &Expr) {
        match &e.kind {
            ExprKind::Local(_) => {}
            ExprKind::Member { base, .. } => self.lvalue(base),
            _ => self.expr(e),
        }
    }
}

impl Lowerer {
    /// Runs the analysis over a function body just lowered, with its locals.
    pub(crate) fn check_uninitialized(&mut self, body: &[Stmt], locals: &[Local]) {
        if has_jump_in(body) {
            return;
        }
        let mut taken = HashSet::new();
        for s in body {
            stmt_exprs(s, &mut |e| {
                if let ExprKind::AddrOf(x) = &e.kind {
                    if let Some(l) = root_local(x) {
                        taken.insert(l);
                    }
                }
            });
        }
        let cands = locals
            .iter()
            .enumerate()
            .filter(|(i, l)| {
                !l.name.is_empty()
                    && !l.name.contains('.')
                    && l.span.file == 0
                    && matches!(l.ty, Type::Int(_) | Type::Float(_) | Type::Pointer(_))
                    && !taken.contains(&(*i as LocalId))
            })
            .map(|(i, _)| i as LocalId)
            .collect();
        let mut w = Walk {
            cands,
            declared: HashSet::new(),
            assigned: HashSet::new(),
            found: vec![],
            stopped: false,
        };
        for s in body {
            w.stmt(s);
        }
        for (l, at) in w.found {
            let local = &locals[l as usize];
            let n = &local.name;
            let decl = Span {
                col: local.span.col + n.len() as u32,
                len: 0,
                ..local.span
            };
            let d = Diagnostic::warning(
                at,
                format!("variable '{n}' is uninitialized when used here [-Wuninitialized]"),
            )
            .with_note(
                Some(decl),
                format!("initialize the variable '{n}' to silence this warning"),
            );
            self.warn_diag(d);
        }
    }
}
