//! Hybrid loops (reference section 11): `#pragma omp parallel for` directly before or after
//! `#pragma xmp loop` on the same `for`. The XMP loop is lowered as usual (its set-up, private
//! reduction accumulators and node-level reductions run on the node's initial thread); its
//! loop statement becomes the body of a parallel region whose threads share the iterations of
//! the outermost axis of the node's part ([`OmpStmt::XmpLoop`]). Each thread accumulates a
//! reduction into its own copy, combined into the node's accumulator at the end of the region
//! (the thread-level reduction) before the node-level one.

use xmp_frontend::ast;
use xmp_frontend::omp::ast::{self as o, ClauseKind as C, DirKind as D, RedOp};
use xmp_frontend::xmp::ast as x;

use super::super::{Lowerer, Sym};
use super::data::{assign, combine_ast, id_expr, COPY};
use crate::omp::{OmpData, OmpPrivate, OmpStmt};
use crate::passes::loop_localize::walk_block_exprs;
use crate::types::LocalId;
use crate::xir::{Block, ExprKind, Stmt, StmtKind, XmpReduceOp, XmpStmt};

/// The name the node's accumulator is bound to while the combination is lowered.
const ACC: &str = ".omp.acc";

fn red_op(op: XmpReduceOp) -> RedOp {
    match op {
        XmpReduceOp::Sum => RedOp::Add,
        XmpReduceOp::Prod => RedOp::Mul,
        XmpReduceOp::BitAnd => RedOp::BitAnd,
        XmpReduceOp::BitOr => RedOp::BitOr,
        XmpReduceOp::BitXor => RedOp::BitXor,
        XmpReduceOp::LogAnd => RedOp::LogAnd,
        XmpReduceOp::LogOr => RedOp::LogOr,
        XmpReduceOp::Max => RedOp::Max,
        XmpReduceOp::Min => RedOp::Min,
    }
}

/// The locals a block declares (at any depth of plain C statements).
fn declared(b: &Block, acc: &mut Vec<LocalId>) {
    for s in &b.stmts {
        match &s.kind {
            StmtKind::Decl { local, .. } => acc.push(*local),
            StmtKind::Block(b) => declared(b, acc),
            StmtKind::If { then, els, .. } => {
                declared(then, acc);
                if let Some(e) = els {
                    declared(e, acc);
                }
            }
            StmtKind::While { body, .. }
            | StmtKind::DoWhile { body, .. }
            | StmtKind::Switch { body, .. } => declared(body, acc),
            StmtKind::For { init, body, .. } => {
                declared(init, acc);
                declared(body, acc);
            }
            _ => {}
        }
    }
}

fn is_par(s: &Stmt) -> bool {
    matches!(&s.kind, StmtKind::Xmp(x) if matches!(**x, XmpStmt::ParLoop { .. }))
}

/// The number of XMP loop statements in `v` and the blocks in it.
fn count_par(v: &[Stmt]) -> usize {
    v.iter()
        .map(|s| match inner_block(s) {
            Some(b) => count_par(&b.stmts),
            None => is_par(s) as usize,
        })
        .sum()
}

/// The statements the XMP loop may sit in: a block, or the `if` that runs it only on the
/// nodes owning an on-clause section (`loop (i) on t(i, 2:5)`), so the parallel region goes
/// inside that `if`.
fn inner_block(s: &Stmt) -> Option<&Block> {
    match &s.kind {
        StmtKind::Block(b)
        | StmtKind::If {
            then: b, els: None, ..
        } => Some(b),
        _ => None,
    }
}

fn inner_block_mut(s: &mut Stmt) -> Option<&mut Block> {
    match &mut s.kind {
        StmtKind::Block(b)
        | StmtKind::If {
            then: b, els: None, ..
        } => Some(b),
        _ => None,
    }
}

/// The first XMP loop statement in `v` and the blocks in it.
fn first_par(v: &mut [Stmt]) -> Option<&mut Stmt> {
    for s in v {
        if is_par(s) {
            return Some(s);
        }
        if let Some(b) = inner_block_mut(s) {
            if let Some(p) = first_par(&mut b.stmts) {
                return Some(p);
            }
        }
    }
    None
}

/// The label no function has: marks where the XMP loop was taken out.
const PLACE: u32 = u32::MAX;

/// The place of the XMP loop taken out of `v`.
fn placeholder(v: &mut [Stmt]) -> Option<&mut Stmt> {
    for s in v {
        if matches!(s.kind, StmtKind::Label(PLACE)) {
            return Some(s);
        }
        if let Some(b) = inner_block_mut(s) {
            if let Some(p) = placeholder(&mut b.stmts) {
                return Some(p);
            }
        }
    }
    None
}

impl Lowerer {
    /// A hybrid loop: `od` is the OpenMP directive, `xd`/`ld` the XMP loop directive, `rest`
    /// the items from the `for` statement on. Returns the number of items of `rest` used.
    pub(crate) fn omp_hybrid_loop(
        &mut self,
        od: &o::Directive,
        xd: &x::Directive,
        ld: &x::LoopDir,
        rest: &[ast::BlockItem],
        out: &mut Vec<Stmt>,
    ) -> usize {
        self.xmp.used = true;
        let mut ok = true;
        if od.kind != D::ParallelFor {
            ok = false;
            self.err(
                od.span,
                format!(
                    "'#pragma omp {}' combined with '#pragma xmp loop' is not supported yet (a hybrid loop takes '#pragma omp parallel for')",
                    od.name
                ),
            );
        }
        let mut omp_reductions = vec![];
        for c in &od.clauses {
            match &c.kind {
                C::NumThreads(_) | C::If(_) | C::Default(_) | C::Shared(_) => {}
                C::Schedule(o::ScheduleKind::Static, None) => {}
                C::Reduction(_, vars) => omp_reductions.extend(vars.iter().cloned()),
                // The loop variables are private already.
                C::Private(vars) if vars.iter().all(|v| Self::is_loop_index(ld, &v.name)) => {}
                k => {
                    ok = false;
                    let n = k.name().to_string();
                    self.err(
                        c.span,
                        format!("OpenMP clause '{n}' on a hybrid '#pragma omp parallel for' + '#pragma xmp loop' is not supported yet"),
                    );
                }
            }
        }
        let nt = od.clauses.iter().find_map(|c| match &c.kind {
            C::NumThreads(e) => Some(e.clone()),
            _ => None,
        });
        let ic = od.clauses.iter().find_map(|c| match &c.kind {
            C::If(e) => Some(e.clone()),
            _ => None,
        });
        let nt = match nt {
            Some(e) => self.omp_int_operand(&e).ok(),
            None => None,
        };
        let ic = match ic {
            Some(e) => self.condition(&e).ok(),
            None => None,
        };
        // The variables of the OpenMP reduction clause: the XMP loop must reduce them too
        // (the node-level reduction after the thread-level one).
        let mut red_ids = vec![];
        for v in &omp_reductions {
            let named = ld
                .reductions
                .iter()
                .any(|rc| rc.specs.iter().any(|s| s.var.name == v.name));
            if !named {
                ok = false;
                self.err(
                    v.span,
                    format!("reduction variable '{}' of a hybrid loop must be in the reduction clause of '#pragma xmp loop' too", v.name),
                );
            }
            match self.lookup(&v.name) {
                Some(Sym::Local { id }) => red_ids.push((true, *id)),
                Some(Sym::Global { id }) => red_ids.push((false, *id)),
                _ => {}
            }
        }
        let n0 = self.omp_next_local();
        let mut v = vec![];
        let used = self.loop_construct(xd, ld, rest, &mut v);
        let n1 = self.omp_next_local();
        if !ok {
            return used;
        }
        if count_par(&v) != 1 {
            if !v.is_empty() {
                self.err(
                    od.span,
                    "a hybrid loop with 'expand', 'margin' or 'peel_and_wait' is not supported yet",
                );
            }
            out.append(&mut v);
            return used;
        }
        let Some(slot) = first_par(&mut v) else {
            return used;
        };
        let span = slot.span;
        let mut par = std::mem::replace(
            slot,
            Stmt {
                kind: StmtKind::Label(PLACE),
                span,
            },
        );
        let StmtKind::Xmp(x) = &mut par.kind else {
            return used;
        };
        let XmpStmt::ParLoop { axes, body, .. } = &mut **x else {
            return used;
        };
        // A reduction variable the body still names (not privatised: reached through a
        // pointer or a call, or volatile) would be updated by every thread at once.
        let mut direct = None;
        walk_block_exprs(body, &mut |e| match e.kind {
            ExprKind::Local(id) if red_ids.contains(&(true, id)) => direct = Some(e.span),
            ExprKind::Global(id) if red_ids.contains(&(false, id)) => direct = Some(e.span),
            _ => {}
        });
        if let Some(sp) = direct {
            self.err(
                sp,
                "a hybrid loop whose body reaches its reduction variable other than by name is not supported yet",
            );
            return used;
        }
        // The node's accumulators (made by the XMP loop's lowering) get a copy per thread.
        let accs: Vec<(LocalId, XmpReduceOp)> = (n0..n1)
            .filter_map(|id| {
                let l = self.f.as_ref()?.locals.get(id as usize)?;
                l.reduction.map(|op| (id, op))
            })
            .collect();
        let mut data = OmpData::default();
        let mut rename = vec![];
        for (acc, op) in accs {
            let ty = self.local_ty(acc);
            let copy = self.new_local(".omp.red", ty.clone(), Default::default(), span);
            if let Some(f) = self.f.as_mut() {
                f.locals[copy as usize].reduction = Some(op);
            }
            rename.push((acc, copy));
            let init = self.omp_identity(copy, &ty, red_op(op), span);
            self.push_scope();
            self.bind(COPY, Sym::Local { id: copy }, span);
            self.bind(ACC, Sym::Local { id: acc }, span);
            let (a, c) = (id_expr(ACC, span), id_expr(COPY, span));
            let comb = self.omp_discarded(&assign(a.clone(), combine_ast(red_op(op), a, c, span)));
            self.pop_scope();
            let (Ok(init), Ok(comb)) = (init, comb) else {
                return used;
            };
            data.privates.push(OmpPrivate {
                local: copy,
                init: Some(init),
                last: None,
                combine: Some(comb),
            });
        }
        walk_block_exprs(body, &mut |e| {
            if let ExprKind::Local(id) = e.kind {
                if let Some((_, c)) = rename.iter().find(|(a, _)| *a == id) {
                    e.kind = ExprKind::Local(*c);
                }
            }
        });
        // Each thread's own: the loop variables, the body's declarations and compound literals.
        let mut private: Vec<LocalId> = axes.iter().map(|a| a.var).collect();
        declared(body, &mut private);
        walk_block_exprs(body, &mut |e| {
            if let ExprKind::CompoundLiteral { local: Some(l), .. } = e.kind {
                private.push(l);
            }
        });
        private.sort_unstable();
        private.dedup();
        let end_local = self.omp_next_local();
        let parallel = Stmt {
            kind: StmtKind::Omp(Box::new(OmpStmt::Parallel {
                num_threads: nt,
                if_cond: ic,
                first_local: n1,
                end_local,
                private,
                data,
                body: Block {
                    stmts: vec![Stmt {
                        kind: StmtKind::Omp(Box::new(OmpStmt::XmpLoop(Block { stmts: vec![par] }))),
                        span,
                    }],
                },
            })),
            span: od.span,
        };
        if let Some(slot) = placeholder(&mut v) {
            *slot = parallel;
        }
        out.append(&mut v);
        used
    }

    fn is_loop_index(ld: &x::LoopDir, name: &str) -> bool {
        ld.indices
            .as_ref()
            .is_some_and(|v| v.iter().any(|i| i.name == name))
    }
}
