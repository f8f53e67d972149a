//! `task` and `taskgroup`: a task's body is lowered like any construct's, while the variables
//! it names from outside are recorded ([`OmpFrame`]); afterwards each is classified as shared
//! (captured by address) or firstprivate (captured by value when the task is created), by the
//! clauses and OpenMP's implicit rules: a variable shared in the enclosing context stays
//! shared, any other (a local of an orphaned function, a thread's private copy, a local of an
//! enclosing task) is firstprivate.

use xmp_frontend::ast;
use xmp_frontend::omp::ast::{self as o, ClauseKind as C, DefaultKind, DependKind};

use super::super::{Lowerer, Sym};
use super::data;
use crate::omp::{OmpDepend, OmpDependKind, OmpStmt, OmpTask};
use crate::types::{IntKind, Type};
use crate::xir::{Block, Span, Stmt};

/// A construct whose body is being lowered (a task or a parallel region) and that records the
/// locals declared before it that the body names.
#[derive(Default)]
pub(crate) struct OmpFrame {
    /// Locals from this one on are the construct's own.
    pub first_local: u32,
    /// The outer locals named, in first-use order.
    pub uses: Vec<u32>,
    /// `default(none)`: where it is written; every variable from outside the construct must
    /// then be listed (`listed`: the locals and globals of its `shared` clauses).
    pub none: Option<Span>,
    pub listed: Vec<(bool, u32)>,
    /// The variables reported already (once per construct).
    pub reported: Vec<(bool, u32)>,
}

fn ast_int(v: u128, span: crate::xir::Span) -> ast::Expr {
    ast::Expr {
        kind: ast::ExprKind::Int(xmp_frontend::token::IntLit {
            value: v,
            decimal: true,
            unsigned: false,
            longs: 0,
            text: v.to_string(),
        }),
        span,
    }
}

fn ast_un(op: ast::UnaryOp, e: ast::Expr) -> ast::Expr {
    let span = e.span;
    ast::Expr {
        kind: ast::ExprKind::Unary(op, Box::new(e)),
        span,
    }
}

fn ast_index(a: ast::Expr, i: ast::Expr) -> ast::Expr {
    let span = a.span;
    ast::Expr {
        kind: ast::ExprKind::Index(Box::new(a), Box::new(i)),
        span,
    }
}

fn ast_bin(op: ast::BinaryOp, l: ast::Expr, r: ast::Expr) -> ast::Expr {
    let span = l.span;
    ast::Expr {
        kind: ast::ExprKind::Binary(op, Box::new(l), Box::new(r)),
        span,
    }
}

fn ast_sizeof(e: ast::Expr) -> ast::Expr {
    let span = e.span;
    ast::Expr {
        kind: ast::ExprKind::SizeofExpr(Box::new(e)),
        span,
    }
}

impl Lowerer {
    /// Records a use of local `id` in the constructs being lowered that it is declared before.
    pub(crate) fn omp_note_use(&mut self, id: u32, name: &str, span: Span) {
        for f in &mut self.omp_frames {
            if id < f.first_local && !f.uses.contains(&id) {
                f.uses.push(id);
            }
        }
        self.omp_check_none((false, id), name, span);
    }

    /// A use of global `id`: an error in a `default(none)` construct unless listed or
    /// threadprivate.
    pub(crate) fn omp_note_global(&mut self, id: u32, name: &str, span: Span) {
        if self.omp_frames.iter().any(|f| f.none.is_some())
            && !self
                .m
                .globals
                .get(id as usize)
                .is_some_and(|g| g.thread_local)
        {
            self.omp_check_none((true, id), name, span);
        }
    }

    fn omp_check_none(&mut self, var: (bool, u32), name: &str, span: Span) {
        let mut errs = vec![];
        for f in &mut self.omp_frames {
            let Some(at) = f.none else { continue };
            let outside = var.0 || var.1 < f.first_local;
            if outside && !f.listed.contains(&var) && !f.reported.contains(&var) {
                f.reported.push(var);
                errs.push(at);
            }
        }
        for at in errs {
            self.d.push(
                xmp_frontend::diag::Diagnostic::error(
                    span,
                    format!(
                        "variable '{name}' must have explicitly specified data sharing attributes"
                    ),
                )
                .with_note(Some(at), "explicit data sharing attribute requested here"),
            );
        }
    }

    /// The frame of a construct: its `default(none)` and the variables it lists as shared.
    pub(super) fn omp_frame(&mut self, d: &o::Directive, first_local: u32) -> OmpFrame {
        let mut f = OmpFrame {
            first_local,
            ..Default::default()
        };
        for c in &d.clauses {
            match &c.kind {
                C::Default(DefaultKind::None) => f.none = Some(c.span),
                C::Shared(v) => {
                    for n in v {
                        match self.lookup(&n.name) {
                            Some(Sym::Local { id }) => f.listed.push((false, *id)),
                            Some(Sym::Global { id }) => f.listed.push((true, *id)),
                            _ => {}
                        }
                    }
                }
                _ => {}
            }
        }
        f
    }

    /// Whether local `id` is shared by the implicit tasks of the current context (so a task
    /// created here shares it unless a clause says otherwise).
    pub(super) fn omp_shared_here(&self, id: u32) -> bool {
        id < self.omp_shared_below || self.omp_shared_extra.contains(&id)
    }

    /// `#pragma omp task` and its body; returns the number of extra items of `rest` taken.
    pub(super) fn omp_task(
        &mut self,
        d: &o::Directive,
        item: &ast::BlockItem,
        rest: &[ast::BlockItem],
        out: &mut Vec<Stmt>,
    ) -> Result<usize, ()> {
        let mut if_cond = None;
        let mut final_cond = None;
        let mut priority = None;
        let mut untied = false;
        let mut default_shared = false;
        let mut depends = vec![];
        let mut shared = vec![];
        let mut ok = true;
        // The clauses' expressions name the variables as seen outside the task.
        for c in &d.clauses {
            let r: Result<(), ()> = (|| {
                match &c.kind {
                    C::If(e) => if_cond = Some(self.condition(e)?),
                    C::Final(e) => final_cond = Some(self.condition(e)?),
                    C::Priority(e) => {
                        let x = self.omp_int_operand(e)?;
                        if self.const_int(&x).is_some_and(|v| v < 0) {
                            return self.fail(
                                e.span,
                                "argument to 'priority' clause must be a non-negative integer value",
                            );
                        }
                        priority = Some(x);
                    }
                    C::Untied => untied = true,
                    C::Default(k) => default_shared = *k == DefaultKind::Shared,
                    C::Depend(k, items) => {
                        for it in items {
                            depends.push(self.omp_depend(*k, it)?);
                        }
                    }
                    C::Shared(v) => {
                        for n in v {
                            if let Some(Sym::Local { id }) = self.lookup(&n.name).cloned() {
                                shared.push(id);
                            }
                        }
                    }
                    _ => {}
                }
                Ok(())
            })();
            ok &= r.is_ok();
        }
        self.flush_into(out);
        let first_local = self.omp_next_local();
        self.push_scope();
        let data = self.omp_data(d, data::Part::All);
        let saved_below = self.omp_shared_below;
        let saved_extra = self.omp_shared_extra.len();
        // Inside the task, what it shares stays shared for the tasks it creates.
        if default_shared {
            self.omp_shared_below = first_local;
        }
        self.omp_shared_extra.extend(shared.iter().copied());
        let frame = self.omp_frame(d, first_local);
        self.omp_frames.push(frame);
        // XMP directives are executed by nodes, not by tasks that any thread may run.
        self.omp_parallel += 1;
        let saved_loop = self.omp_loop.take();
        let (body, extra) = self.omp_region(|l| l.omp_body_item(item, rest));
        self.omp_loop = saved_loop;
        self.omp_parallel -= 1;
        let frame = self.omp_frames.pop().unwrap_or_default();
        self.omp_shared_below = saved_below;
        self.omp_shared_extra.truncate(saved_extra);
        self.pop_scope();
        let data = data?;
        if !ok {
            return Err(());
        }
        let mut task = OmpTask {
            body,
            first_local,
            shared: vec![],
            firstprivate: vec![],
            data,
            depends,
            if_cond,
            final_cond,
            priority,
            untied,
            detach: None,
        };
        for id in frame.uses {
            if matches!(self.local_ty(id), Type::Vla(..)) {
                let n = self.f.as_ref().map(|f| f.locals[id as usize].name.clone());
                return self.fail(
                    d.span,
                    format!(
                        "the variable-length array '{}' in an OpenMP task is not supported yet",
                        n.unwrap_or_default()
                    ),
                );
            }
            if default_shared || shared.contains(&id) || self.omp_shared_here(id) {
                task.shared.push(id);
            } else {
                task.firstprivate.push(id);
            }
        }
        for p in &task.data.privates {
            if p.init.is_some() {
                task.firstprivate.push(p.local);
            }
        }
        self.omp_push(out, OmpStmt::Task(Box::new(task)), d.span);
        Ok(extra)
    }

    /// `taskgroup` and its body.
    pub(super) fn omp_taskgroup(
        &mut self,
        d: &o::Directive,
        item: &ast::BlockItem,
        rest: &[ast::BlockItem],
        out: &mut Vec<Stmt>,
    ) -> Result<usize, ()> {
        let (body, extra): (Block, usize) = self.omp_region(|l| l.omp_body_item(item, rest));
        self.omp_push(out, OmpStmt::Taskgroup(body), d.span);
        Ok(extra)
    }

    /// An item of a `depend` clause: the address and size of the lvalue or array section.
    pub(super) fn omp_depend(&mut self, k: DependKind, it: &o::ListItem) -> Result<OmpDepend, ()> {
        let kind = match k {
            DependKind::In => OmpDependKind::In,
            DependKind::Out => OmpDependKind::Out,
            DependKind::InOut => OmpDependKind::InOut,
        };
        let base = &it.base;
        let (addr, len) = match &it.section {
            None => {
                let x = self.expr(base)?;
                if !x.is_lvalue() {
                    return self.fail(
                        base.span,
                        "expected addressable lvalue expression, array element, array section or array shaping expression of non 'omp_depend_t' type",
                    );
                }
                (
                    ast_un(ast::UnaryOp::AddrOf, base.clone()),
                    ast_sizeof(base.clone()),
                )
            }
            Some((lo, len)) => {
                let bt = self.expr(base)?.ty;
                let is_array = matches!(bt, Type::Array(..));
                if !is_array && !bt.is_pointer() {
                    return self.fail(base.span, "subscripted value is not an array or pointer");
                }
                let lo = lo.clone().unwrap_or_else(|| ast_int(0, base.span));
                let elem = ast_index(base.clone(), ast_int(0, base.span));
                let n = match len {
                    Some(l) => l.clone(),
                    None if is_array => ast_bin(
                        ast::BinaryOp::Sub,
                        ast_bin(
                            ast::BinaryOp::Div,
                            ast_sizeof(base.clone()),
                            ast_sizeof(elem.clone()),
                        ),
                        lo.clone(),
                    ),
                    None => {
                        return self.fail(
                            it.span,
                            "section length is unspecified and cannot be inferred because subscripted value is not an array",
                        )
                    }
                };
                (
                    ast_un(ast::UnaryOp::AddrOf, ast_index(base.clone(), lo)),
                    ast_bin(ast::BinaryOp::Mul, n, ast_sizeof(elem)),
                )
            }
        };
        let addr = self.rvalue_expr(&addr)?;
        let len = self.rvalue_expr(&len)?;
        let len = self.convert(len, &Type::Int(IntKind::ULong));
        Ok(OmpDepend { kind, addr, len })
    }
}
