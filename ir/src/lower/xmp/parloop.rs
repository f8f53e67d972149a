//! Lowering of `loop (i, j) on t[i][j+1] reduction(...)` (reference 6.3) into
//! [`XmpStmt::ParLoop`]: the following C `for` nest is lowered as ordinary C first, then each
//! of its loops must be in canonical form (`for (v = lo; v < / <= / > / >= hi; v++ / v-- /
//! v += c / v -= c)`), and references to aligned arrays in the body become
//! [`ExprKind::GlobalElem`]. Reductions follow the loop as [`XmpStmt::Reduction`]s over the
//! template's node array.
//!
//! `expand`/`margin`/`peel_and_wait` set the axes' [`LoopExt`]s (a margin in several
//! dimensions becomes several nests); reductions are built by `locred`.
//!
//! Not supported yet (diagnosed): non-constant on-clause offsets and steps, non-constant
//! expand/margin widths, partial references to aligned arrays (`a[i]` of a rank-2 `a`) in the
//! body.

use xmp_frontend::ast;
use xmp_frontend::diag::Diagnostic;
use xmp_frontend::xmp::ast as x;
use xmp_frontend::xmp::ast::SubscriptForm;

use super::locred::LoopRed;
use crate::lower::{Lowerer, Sym, R};
use crate::passes::loop_localize::walk_block_exprs;
use crate::types::{IntKind, LocalId};
use crate::xir::{
    ArrayObject, BinOp, Block, CastKind, Expr, ExprKind, Init, LabelId, LoopAxis, LoopExt, Span,
    Stmt, StmtKind, XmpReduceOp, XmpStmt,
};

/// One on-clause subscript: the loop variable's name and its constant offset.
struct OnSub {
    name: String,
    offset: i64,
    /// The local holding a run-time offset (`on t[i + off]`).
    offset_var: Option<LocalId>,
    tdim: u32,
    span: Span,
}

impl Lowerer {
    /// `loop` with its body from `rest`; returns how many items it took.
    pub(crate) fn loop_construct(
        &mut self,
        d: &x::Directive,
        ld: &x::LoopDir,
        rest: &[ast::BlockItem],
        out: &mut Vec<Stmt>,
    ) -> usize {
        let used = if matches!(rest.first(), Some(ast::BlockItem::Stmt(_))) {
            1
        } else {
            0
        };
        if let Ok(stmts) = self.loop_inner(d, ld, rest) {
            self.flush_into(out);
            out.extend(stmts);
        }
        used
    }

    fn loop_inner(
        &mut self,
        d: &x::Directive,
        ld: &x::LoopDir,
        rest: &[ast::BlockItem],
    ) -> R<Vec<Stmt>> {
        let span = d.span;

        // `acc` (XcalableACC 14.2): the reduction acts on the device copy; a host build has
        // only host memory, so the clause changes nothing.
        let _ = ld.acc;
        let r = match &ld.on {
            x::Ref::Named(r) => r,
            x::Ref::Current(sp) => return self.fail(*sp, "a loop must be 'on' a template"),
        };
        let tid = match self.lookup_xmp(&r.name.name) {
            Some(Sym::Template(id)) => *id,
            Some(Sym::Nodes(_))
                if ld.reductions.is_empty()
                    && ld.expand.is_none()
                    && ld.peel_and_wait.is_none() =>
            {
                return self.loop_on_nodes(d, ld, r, rest);
            }
            Some(Sym::Nodes(_)) => {
                return self.fail(
                    r.name.span,
                    "XMP feature 'loop on a node array with reduction, expand, margin or peel_and_wait' is not supported yet",
                )
            }
            Some(_) => {
                return self.fail(r.name.span, format!("'{}' is not a template", r.name.name))
            }
            None => {
                return self.fail(
                    r.name.span,
                    format!("use of undeclared template '{}'", r.name.name),
                )
            }
        };
        let t = self.m.xmp.templates[tid as usize].clone();
        if t.dist.is_none() {
            return self.fail(
                r.name.span,
                format!("loop on template '{}' before it is distributed", t.name),
            );
        }
        let rank = t.dims.len();
        if r.subscripts.len() != rank {
            return self.fail(
                r.span,
                format!(
                    "loop on template '{}' of rank {rank} with {} subscripts",
                    t.name,
                    r.subscripts.len()
                ),
            );
        }
        // issue 4: expand/margin widths (reference 6.3.4); peel_and_wait (6.3.6) runs the
        // expand nest, waits, then the margin nests of the same widths.
        if ld.expand.is_some() && ld.peel_and_wait.is_some() {
            return self.fail(
                span,
                "a loop cannot have both an expand/margin clause and peel_and_wait",
            );
        }
        let exts = match (&ld.expand, &ld.peel_and_wait) {
            (Some(e), _) => self.loop_exts(
                &e.widths,
                e.kind == x::ExpandKind::Margin,
                r.form,
                &t.name,
                rank,
                e.span,
            )?,
            (None, Some(p)) => self.loop_exts(&p.widths, false, r.form, &t.name, rank, p.span)?,
            (None, None) => vec![None; rank],
        };
        let peel = match &ld.peel_and_wait {
            Some(p) => Some((
                self.xmp_int_expr(&p.async_id, false)?,
                self.loop_exts(&p.widths, true, r.form, &t.name, rank, p.span)?,
            )),
            None => None,
        };
        let mut subs: Vec<OnSub> = vec![];
        // issue 4: subscripts not involving a loop index (`loop (i) on t[i][j]` with `j` set
        // by an enclosing loop, `on t[0][i]`): the whole nest runs on the owners of that
        // template index (reference 6.3.1). Each becomes a one-trip outermost axis over a
        // hidden local holding the value, so ownership and localization work unchanged.
        let mut invariant: Vec<(u32, Expr)> = vec![];
        // Template dimensions restricted to a section (`on t(i, 2:5)`).
        let mut sections: Vec<(u32, crate::xir::TemplateRange)> = vec![];
        // Declarations of the locals holding run-time on-clause offsets.
        let mut offset_decls: Vec<Stmt> = vec![];
        let nest_vars = Self::for_nest_vars(rest);
        for (k, s) in r.subscripts.iter().enumerate() {
            let tdim = match r.form {
                Some(SubscriptForm::Paren) => rank - 1 - k,
                _ => k,
            } as u32;
            match s {
                x::Subscript::Star(_) => {}
                // `:` (the whole dimension): every node along it executes the iteration
                // (reference 6.3.1), as for `*`.
                x::Subscript::Triplet(x::Triplet {
                    lower: None,
                    bound: None,
                    step: None,
                    ..
                }) => {}
                x::Subscript::Expr(e) => {
                    let listed = |n: &str| {
                        ld.indices
                            .as_ref()
                            .is_none_or(|v| v.iter().any(|i| i.name == n))
                    };
                    let Some((name, off, off_var)) = self
                        .on_sub(e, ld.indices.as_deref(), &nest_vars, &mut offset_decls)
                        .filter(|(n, _, _)| listed(n))
                    else {
                        let v = self.xmp_int_expr(e, false)?;
                        if !self.on_sub_is_invariant(&v, ld.indices.as_deref()) {
                            return self.fail(e.span, "XMP feature 'loop on-clause subscript other than index [+|- offset without loop indices] or an expression without loop indices' is not supported yet");
                        }
                        invariant.push((tdim, v));
                        continue;
                    };
                    if subs.iter().any(|o| o.name == name) {
                        return self.fail(
                            e.span,
                            format!("loop index '{name}' appears twice in the on clause"),
                        );
                    }
                    // Paren form: 1-based on the template's own index space already (the
                    // template keeps its declared lower bounds), so no shift here.
                    subs.push(OnSub {
                        name,
                        offset: off,
                        offset_var: off_var,
                        tdim,
                        span: e.span,
                    });
                }
                // A section of a dimension without a loop index (`on t(i, 2:5)`): the nodes
                // owning some template index of it run the iteration; the others along that
                // dimension skip the nest, as the reference implementation does.
                x::Subscript::Triplet(tr) => {
                    if t.unfixed && (tr.lower.is_none() || tr.bound.is_none()) {
                        return self.fail(
                            tr.span,
                            "XMP feature 'loop on-clause triplet with an omitted bound on a template fixed at run time' is not supported yet",
                        );
                    }
                    let form = r.form.unwrap_or(SubscriptForm::Bracket);
                    let td = t.dims[tdim as usize].clone();
                    let range = self.template_triplet(&td, tr, form, false)?;
                    sections.push((tdim, range));
                }
            }
        }
        let indices: Vec<ast::Ident> = match &ld.indices {
            Some(v) => v.clone(),
            None => subs
                .iter()
                .map(|s| ast::Ident {
                    name: s.name.clone(),
                    span: s.span,
                })
                .collect(),
        };
        for ix in &indices {
            if !subs.iter().any(|s| s.name == ix.name) {
                return self.fail(
                    ix.span,
                    format!(
                        "loop index '{}' is not used in the on clause of the loop",
                        ix.name
                    ),
                );
            }
        }
        for s in &subs {
            if !indices.iter().any(|i| i.name == s.name) {
                return self.fail(
                    s.span,
                    format!("'{}' in the on clause is not a loop index", s.name),
                );
            }
        }
        // Reductions are resolved before the body so that their errors come first.
        let mut reds: Vec<LoopRed> = vec![];
        for rc in &ld.reductions {
            use x::ReductionOp as O;
            // issue 4: location reductions (reference 6.3.5).
            if let O::FirstMax | O::FirstMin | O::LastMax | O::LastMin = rc.op {
                let max = matches!(rc.op, O::FirstMax | O::LastMax);
                let first = matches!(rc.op, O::FirstMax | O::FirstMin);
                let op = if max {
                    XmpReduceOp::Max
                } else {
                    XmpReduceOp::Min
                };
                for s in &rc.specs {
                    let var = self.reduction_var(&s.var, op)?;
                    if !var.ty.is_arithmetic() || matches!(var.ty, crate::types::Type::Complex(_)) {
                        return self.fail(
                            s.var.span,
                            format!(
                                "the variable of a '{}' reduction must be a real scalar",
                                rc.op.spelling()
                            ),
                        );
                    }
                    let mut locs = vec![];
                    for l in &s.locations {
                        let lv = self.reduction_var(l, XmpReduceOp::Sum)?;
                        if !lv.ty.is_arithmetic() {
                            return self.fail(
                                l.span,
                                format!(
                                    "location variable '{}' must be an arithmetic scalar",
                                    l.name
                                ),
                            );
                        }
                        locs.push(lv);
                    }
                    reds.push(LoopRed::Loc {
                        max,
                        first,
                        var,
                        locs,
                    });
                }
                continue;
            }
            let op = match rc.op {
                O::Add | O::Sub => XmpReduceOp::Sum,
                O::Mul => XmpReduceOp::Prod,
                O::BitAnd => XmpReduceOp::BitAnd,
                O::BitOr => XmpReduceOp::BitOr,
                O::BitXor => XmpReduceOp::BitXor,
                O::LogAnd => XmpReduceOp::LogAnd,
                O::LogOr => XmpReduceOp::LogOr,
                O::Max => XmpReduceOp::Max,
                O::Min => XmpReduceOp::Min,
                other => {
                    return self.fail(
                        rc.op_span,
                        format!(
                            "XMP feature 'loop reduction {}' is not supported yet",
                            other.spelling()
                        ),
                    )
                }
            };
            for s in &rc.specs {
                let v = self.reduction_var(&s.var, op)?;
                reds.push(LoopRed::Plain(op, v));
            }
        }
        // The loop nest, lowered as plain C.
        let Some(ast::BlockItem::Stmt(st)) = rest.first() else {
            return self.fail(span, "expected a 'for' statement after '#pragma xmp loop'");
        };
        let mut lowered = vec![];
        self.stmt(st, &mut lowered);
        self.flush_into(&mut lowered);
        let mut cur = Block { stmts: lowered };
        let mut axes: Vec<LoopAxis> = vec![];
        let mut pre: Vec<Stmt> = offset_decls;
        // File-scope index variables and the locals that stand for them in the nest.
        let mut global_indices: Vec<(crate::xir::GlobalId, LocalId)> = vec![];
        for (tdim, v) in invariant {
            let sp = v.span;
            let (var, d) = self.on_invariant_local(v, sp);
            pre.push(d);
            let at = |sp| {
                Expr::new(
                    ExprKind::Load {
                        lvalue: Box::new(Expr::new(
                            ExprKind::Local(var),
                            crate::types::Type::int(),
                            sp,
                        )),
                        volatile: false,
                    },
                    crate::types::Type::int(),
                    sp,
                )
            };
            axes.push(LoopAxis {
                var,
                tdim,
                offset: 0,
                offset_var: None,
                step_var: None,
                lo: at(sp),
                ub: at(sp),
                step: 1,
                ext: None,
            });
        }
        for n in 0..indices.len() {
            let for_stmt = match Self::single_for(cur) {
                Ok(s) => s,
                Err(()) => {
                    let what = if n == 0 {
                        "a 'for' statement"
                    } else {
                        "a tightly nested 'for' statement"
                    };
                    return self.fail(
                        st.span,
                        format!(
                            "expected {what} for loop index {} of '#pragma xmp loop'",
                            n + 1
                        ),
                    );
                }
            };
            let fspan = for_stmt.span;
            let StmtKind::For {
                mut init,
                mut cond,
                mut step,
                mut body,
            } = for_stmt.kind
            else {
                return Err(());
            };
            if let Some((g, l)) =
                self.localize_global_index(&mut init, &mut cond, &mut step, &mut body, fspan)
            {
                pre.push(Stmt {
                    kind: StmtKind::Decl {
                        local: l,
                        init: None,
                    },
                    span: fspan,
                });
                global_indices.push((g, l));
            }
            let Some((var, lo, decl)) = Self::for_init(&init) else {
                return self.fail(fspan, "XMP feature 'loop over a for statement not in canonical form (init)' is not supported yet");
            };
            let vt = self.local_ty(var);
            let name = self
                .f
                .as_ref()
                .and_then(|f| f.locals.get(var as usize))
                .map(|l| l.name.clone())
                .unwrap_or_default();
            let Some(sub) = subs.iter().find(|s| s.name == name) else {
                return self.fail(
                    fspan,
                    format!("the loop variable '{name}' is not an index of '#pragma xmp loop'"),
                );
            };
            if axes.iter().any(|a| a.var == var) {
                return self.fail(
                    fspan,
                    format!("loop index '{name}' is used by two loops of the nest"),
                );
            }
            let mut step_var = None;
            let stepv = match step.as_ref().and_then(|s| self.for_step(s, var)) {
                Some(v) if v != 0 => v,
                Some(_) => return self.fail(fspan, "a loop with step 0"),
                None => {
                    // A run-time step (reference 6.3.2: `st` is evaluated once): its sign is
                    // the condition's direction; the value goes into a hidden `long`.
                    let sign = match cond.as_ref().map(|c| &c.kind) {
                        Some(ExprKind::Binary(BinOp::Lt | BinOp::Le, ..)) => 1,
                        Some(ExprKind::Binary(BinOp::Gt | BinOp::Ge, ..)) => -1,
                        _ => 0,
                    };
                    let st = step.as_ref().and_then(|s| self.for_step_expr(s, var));
                    match (sign, st) {
                        (1 | -1, Some((st, sub))) => {
                            let long = crate::types::Type::Int(IntKind::Long);
                            let mut st = self.convert(st, &long);
                            if sub {
                                let span = st.span;
                                st = Expr::new(
                                    ExprKind::Unary(crate::xir::UnOp::Neg, Box::new(st)),
                                    long.clone(),
                                    span,
                                );
                            }
                            let id = self.new_local(".xmp.step", long, Default::default(), fspan);
                            pre.push(Stmt {
                                kind: StmtKind::Decl {
                                    local: id,
                                    init: Some(Init::Expr(st)),
                                },
                                span: fspan,
                            });
                            step_var = Some(id);
                            sign
                        }
                        _ => return self.fail(fspan, "XMP feature 'loop over a for statement not in canonical form (step)' is not supported yet"),
                    }
                }
            };
            let Some(ub) = cond.as_ref().and_then(|c| self.for_bound(c, var, stepv)) else {
                return self.fail(fspan, "XMP feature 'loop over a for statement not in canonical form (condition)' is not supported yet");
            };
            // The bound of a promoted `char`/`short` index is an `int`: the index's type
            // holds it whenever the C loop terminates.
            let ub = if vt.is_integer() && ub.ty.is_integer() && ub.ty != vt {
                self.convert(ub, &vt)
            } else {
                ub
            };
            if !vt.is_integer() || lo.ty != vt || ub.ty != vt {
                return self.fail(fspan, "XMP feature 'loop bounds of a type other than the index variable's' is not supported yet");
            }
            if let Some(dstmt) = decl {
                pre.push(dstmt);
            }
            axes.push(LoopAxis {
                var,
                tdim: sub.tdim,
                offset: sub.offset,
                offset_var: sub.offset_var,
                lo,
                ub,
                step: stepv,
                step_var,
                ext: exts.get(sub.tdim as usize).copied().flatten(),
            });
            cur = body;
        }
        let mut body = cur;
        // A `continue` aimed at the innermost `for` of the nest ends the iteration and stays
        // inside the construct (codegen gives the body a continue target of its own); a
        // `break` aimed at it leaves the node's own iterations of that loop (as the reference
        // implementation's translation does), which needs the loop to run as one nest.
        let one_nest = ld.peel_and_wait.is_none() && margin_pieces(&axes).len() <= 1;
        if !one_nest && Self::escaping_jump(&body, true, true, &[]).is_none() {
            if let Some(sp) = Self::escaping_jump(&body, false, true, &[]) {
                return self.fail(
                    sp,
                    "XMP feature 'break out of a loop with expand, margin or peel_and_wait' is not supported yet",
                );
            }
        }
        if let Some(sp) = Self::escaping_jump(&body, one_nest, true, &[]) {
            let dg = Diagnostic::error(
                sp,
                "jumping out of the body of an XMP loop is not supported",
            )
            .with_note(Some(span), "the loop construct is here");
            self.d.push(dg);
            return Err(());
        }
        let priv_vars: Vec<(XmpReduceOp, Expr)> = reds
            .iter()
            .filter_map(|r| match r {
                LoopRed::Plain(op, v) => Some((*op, v.clone())),
                LoopRed::Loc { .. } => None,
            })
            .collect();
        // Template dimensions the on clause does not name with a loop index or an invariant
        // (`*`, `:`): the nodes along them run the same iterations.
        let replicated: i64 = (0..rank as u32)
            .filter(|k| !axes.iter().any(|a| a.tdim == *k))
            .fold(0, |m, k| m | 1i64 << k.min(62));
        let red_set = if replicated == 0 {
            crate::xir::NodeSet::Executing
        } else {
            crate::xir::NodeSet::LoopExec {
                template: tid,
                dims: replicated,
            }
        };
        let (mut red_pre, mut red_post) =
            self.loop_reductions(reds, &axes, &mut body, &red_set, span)?;
        self.privatise_reductions(&priv_vars, &mut body, &mut red_pre, &mut red_post, span);
        self.global_elems_block(&mut body)?;
        let mut stmts = pre;
        stmts.extend(red_pre);
        let outer_len = stmts.len();
        // Bit k: template dimension k is named with a loop index (for the executing set of
        // the iterations, below).
        let named: i64 = axes.iter().fold(0, |m, a| m | 1i64 << a.tdim.min(62));
        let mut pieces = margin_pieces(&axes);
        if let Some((id, mexts)) = peel {
            // peel_and_wait: the expand nest, wait_async(id), then the margin nests.
            let margin_axes: Vec<LoopAxis> = axes
                .iter()
                .map(|a| LoopAxis {
                    ext: mexts.get(a.tdim as usize).copied().flatten(),
                    ..a.clone()
                })
                .collect();
            stmts.push(Stmt {
                kind: StmtKind::Xmp(Box::new(XmpStmt::ParLoop {
                    template: tid,
                    axes: axes.clone(),
                    body: body.clone(),
                })),
                span,
            });
            stmts.push(Stmt {
                kind: StmtKind::Xmp(Box::new(XmpStmt::WaitAsync {
                    ids: vec![id],
                    on: crate::xir::NodeSet::Executing,
                })),
                span,
            });
            pieces = margin_pieces(&margin_axes);
        }
        if (pieces.len() > 1 || ld.peel_and_wait.is_some()) && has_label(&body) {
            return self.fail(
                span,
                "XMP feature 'loop margin in several dimensions over a body with labels' is not supported yet",
            );
        }
        for axes in pieces {
            stmts.push(Stmt {
                kind: StmtKind::Xmp(Box::new(XmpStmt::ParLoop {
                    template: tid,
                    axes,
                    body: body.clone(),
                })),
                span,
            });
        }
        if !sections.is_empty() {
            // Each nest on its own: a peel_and_wait's wait_async between them runs on every
            // node.
            for st in &mut stmts[outer_len..] {
                if !matches!(&st.kind, StmtKind::Xmp(x) if matches!(**x, XmpStmt::ParLoop { .. })) {
                    continue;
                }
                let guard = self.owns_sections(tid, &sections, span)?;
                let nest = std::mem::replace(&mut st.kind, StmtKind::Block(Block::default()));
                st.kind = StmtKind::If {
                    cond: guard,
                    then: Block {
                        stmts: vec![Stmt { kind: nest, span }],
                    },
                    els: None,
                };
            }
        }
        // Each iteration runs on the nodes its on clause names (reference 6.3.1): a body that
        // can observe the executing set (nested directives, node inquiry, coarray accesses)
        // runs the loop inside a task on that set. For the iterations one node runs, the set
        // is the same (this node's coordinate along the named distributed dimensions), so one
        // task around the loop does it. Other bodies cannot tell the difference.
        if self.observes_executing_set(&body) {
            let loops: Vec<Stmt> = stmts.drain(outer_len..).collect();
            let on = if sections.is_empty() {
                crate::xir::NodeSet::LoopExec {
                    template: tid,
                    dims: named,
                }
            } else {
                // With a section the set is the owners of this node's indices along the named
                // dimensions and of the section along its own.
                if t.unfixed {
                    return self.fail(
                        span,
                        "XMP feature 'loop on-clause triplet on a template fixed at run time, with a body that uses the executing node set' is not supported yet",
                    );
                }
                let dims = t
                    .dims
                    .iter()
                    .enumerate()
                    .map(|(k, d)| {
                        if let Some((_, r)) = sections.iter().find(|(sd, _)| *sd as usize == k) {
                            return r.clone();
                        }
                        let one = crate::lower::expr::int_const(1, crate::types::Type::int(), span);
                        let end = Expr::new(
                            ExprKind::Binary(
                                BinOp::Add,
                                Box::new(d.lower.clone()),
                                Box::new(d.size.clone()),
                            ),
                            crate::types::Type::int(),
                            span,
                        );
                        crate::xir::TemplateRange {
                            lo: d.lower.clone(),
                            ub: Expr::new(
                                ExprKind::Binary(BinOp::Sub, Box::new(end), Box::new(one.clone())),
                                crate::types::Type::int(),
                                span,
                            ),
                            step: one,
                            star: named & (1i64 << k.min(62)) != 0,
                        }
                    })
                    .collect();
                crate::xir::NodeSet::Template(crate::xir::TemplateRef {
                    template: tid,
                    dims,
                    span,
                })
            };
            stmts.push(Stmt {
                kind: StmtKind::Xmp(Box::new(XmpStmt::Task {
                    on,
                    body: Block { stmts: loops },
                })),
                span,
            });
        }
        stmts.extend(red_post);
        // A file-scope index gets the value its local stand-in has after this node's part of
        // the loop.
        for (g, l) in global_indices {
            let ty = self.local_ty(l);
            let gv = Expr::new(ExprKind::Global(g), ty.clone(), span);
            stmts.push(Stmt {
                kind: StmtKind::Expr(Self::assign_from_local(gv, l, ty, span)),
                span,
            });
        }
        // The loop body runs in a fresh block of the enclosing one.
        Ok(vec![Stmt {
            kind: StmtKind::Block(Block { stmts }),
            span,
        }])
    }

    /// Whether this node owns some template index of every section in `sections` (template
    /// dimension, range): `xmp_rt_loop_range` counts this node's indices of a range.
    fn owns_sections(
        &mut self,
        tid: crate::xir::TemplateId,
        sections: &[(u32, crate::xir::TemplateRange)],
        span: Span,
    ) -> R<Expr> {
        use crate::types::{FuncType, Type};
        let vp = Type::Pointer(Box::new(Type::Void));
        let long = Type::Int(IntKind::LongLong);
        let ft = FuncType {
            ret: long.clone(),
            params: vec![
                vp.clone(),
                Type::int(),
                long.clone(),
                long.clone(),
                long.clone(),
                long.clone(),
                vp.clone(),
                Type::Pointer(Box::new(long.clone())),
            ],
            variadic: false,
            no_prototype: false,
        };
        let mut all: Option<Expr> = None;
        for (tdim, r) in sections {
            let desc = Expr::new(
                ExprKind::XmpDescOf(crate::xir::XmpEntity::Template(tid)),
                vp.clone(),
                span,
            );
            let null = |ty: &Type| {
                let z = crate::lower::expr::int_const(0, long.clone(), span);
                Expr::new(
                    ExprKind::Cast(CastKind::IntToPtr, Box::new(z)),
                    ty.clone(),
                    span,
                )
            };
            let args = vec![
                desc,
                crate::lower::expr::int_const(i128::from(*tdim), Type::int(), span),
                self.convert(r.lo.clone(), &long),
                self.convert(r.ub.clone(), &long),
                self.convert(r.step.clone(), &long),
                crate::lower::expr::int_const(0, long.clone(), span),
                null(&vp),
                null(&Type::Pointer(Box::new(long.clone()))),
            ];
            let n = self.rt_function_call("xmp_rt_loop_range", ft.clone(), args, span)?;
            let zero = crate::lower::expr::int_const(0, long.clone(), span);
            let owns = Expr::new(
                ExprKind::Binary(BinOp::Gt, Box::new(n), Box::new(zero)),
                Type::int(),
                span,
            );
            all = Some(match all {
                None => owns,
                Some(a) => Expr::new(
                    ExprKind::LogAnd(Box::new(a), Box::new(owns)),
                    Type::int(),
                    span,
                ),
            });
        }
        all.ok_or(())
    }

    /// Privatises the scalar variables of a loop's plain reductions: the body accumulates into
    /// a fresh local initialised from the variable (already the operator's identity after
    /// `red_pre`) and written back before the cross-node reduction of `red_post`. The variable
    /// itself is a global or has its address passed to the runtime, and the body's stores to
    /// arrays of its type may alias it, so without this it is loaded and stored every
    /// iteration; the local stays in a register. Accessing the variable under another name
    /// inside the loop is unspecified (reference: the variable is combined at the end of the
    /// loop), as in OpenMP. Skipped (left as it was) for bodies holding constructs the
    /// rewrite does not look into (nested XMP directives, statement expressions, compound
    /// literals) and for volatile accesses.
    fn privatise_reductions(
        &mut self,
        vars: &[(XmpReduceOp, Expr)],
        body: &mut Block,
        red_pre: &mut Vec<Stmt>,
        red_post: &mut Vec<Stmt>,
        span: Span,
    ) {
        if block_is_opaque(body) {
            return;
        }
        for (op, var) in vars {
            let same = |e: &Expr| match (&e.kind, &var.kind) {
                (ExprKind::Global(a), ExprKind::Global(b)) => a == b,
                (ExprKind::Local(a), ExprKind::Local(b)) => a == b,
                _ => false,
            };
            if !matches!(var.kind, ExprKind::Global(_) | ExprKind::Local(_))
                || matches!(
                    var.ty,
                    crate::types::Type::Array(..) | crate::types::Type::Vla(..)
                )
            {
                continue;
            }
            // The reference defines the result on the variable itself: a body that may reach
            // it under another name (a function it calls, a pointer to it) keeps using it.
            if self.may_access_indirectly(body, &var.ty) {
                continue;
            }
            let mut volatile = false;
            let mut b = body.clone();
            walk_block_exprs(&mut b, &mut |e: &mut Expr| match &e.kind {
                ExprKind::Load {
                    lvalue,
                    volatile: true,
                } if same(lvalue) => volatile = true,
                ExprKind::Assign {
                    lhs,
                    volatile: true,
                    ..
                } if same(lhs) => volatile = true,
                _ => {}
            });
            if volatile {
                continue;
            }
            let ty = var.ty.clone();
            let id = self.new_local(".xmp.red.priv", ty.clone(), Default::default(), span);
            if let Some(f) = self.f.as_mut() {
                f.locals[id as usize].reduction = Some(*op);
            }
            walk_block_exprs(&mut b, &mut |e: &mut Expr| {
                if same(e) {
                    e.kind = ExprKind::Local(id);
                }
            });
            *body = b;
            let lv = Expr::new(ExprKind::Local(id), ty.clone(), span);
            let ld = |x: &Expr| {
                Expr::new(
                    ExprKind::Load {
                        lvalue: Box::new(x.clone()),
                        volatile: false,
                    },
                    x.ty.clone(),
                    span,
                )
            };
            red_pre.push(Stmt {
                kind: StmtKind::Decl {
                    local: id,
                    init: Some(Init::Expr(ld(var))),
                },
                span,
            });
            let back = Expr::new(
                ExprKind::Assign {
                    lhs: Box::new(var.clone()),
                    rhs: Box::new(ld(&lv)),
                    volatile: false,
                },
                ty,
                span,
            );
            red_post.insert(
                0,
                Stmt {
                    kind: StmtKind::Expr(back),
                    span,
                },
            );
        }
    }

    /// Whether some dimension of aligned array `id` is aligned with a distributed template
    /// dimension (its nodes hold different parts of it).
    fn array_is_distributed(&self, id: u32) -> bool {
        let Some(a) = self.m.xmp.arrays.get(id as usize) else {
            return false;
        };
        let Some(dist) = self
            .m
            .xmp
            .templates
            .get(a.template as usize)
            .and_then(|t| t.dist.as_ref())
        else {
            return false;
        };
        // The node dimension of each distributed template dimension (in order), and whether
        // its extent is more than one node (unknown extents count as more).
        let extents = self
            .m
            .xmp
            .nodes
            .get(dist.onto as usize)
            .map(|n| n.extents.clone())
            .unwrap_or_default();
        let spread = |tdim: usize| {
            let Some(f) = dist.formats.get(tdim) else {
                return false;
            };
            if !f.is_distributed() {
                return false;
            }
            let ndim = dist.formats[..tdim]
                .iter()
                .filter(|f| f.is_distributed())
                .count();
            !matches!(extents.get(ndim), Some(Some(e)) if self.const_int(e) == Some(1))
        };
        a.align.iter().any(|ax| match ax {
            crate::xir::AlignAxis::Template { tdim, .. } => spread(*tdim as usize),
            crate::xir::AlignAxis::Collapse => false,
        })
    }

    /// Whether running `body` on another executing node set could change what it does: it
    /// holds an XMP construct, calls a node inquiry procedure of the library (`xmp_*`,
    /// `xmpc_*`), or accesses a coarray (image indices are relative to the executing set).
    /// Functions the body calls are not looked into.
    fn observes_executing_set(&self, body: &Block) -> bool {
        if body.stmts.iter().any(stmt_has_xmp) {
            return true;
        }
        let mut seen = false;
        let mut b = body.clone();
        walk_block_exprs(&mut b, &mut |e: &mut Expr| match &e.kind {
            ExprKind::CoGet { .. } | ExprKind::CoPut { .. } => seen = true,
            ExprKind::Call { callee, .. } => {
                if let ExprKind::Cast(CastKind::FuncToPtr, f) = &callee.kind {
                    if let ExprKind::Func(id) = f.kind {
                        seen |= self.m.functions.get(id as usize).is_some_and(|f| {
                            f.name.starts_with("xmp_") || f.name.starts_with("xmpc_")
                        });
                    }
                }
            }
            _ => {}
        });
        seen
    }

    /// Whether the body may read or write an object of type `ty` other than by naming it: a
    /// call (except to math library functions, which touch no user memory), or an access
    /// through a pointer of that type that is not an element of a named array.
    fn may_access_indirectly(&self, body: &Block, ty: &crate::types::Type) -> bool {
        const PURE: &[&str] = &[
            "sqrt", "sqrtf", "fabs", "fabsf", "exp", "expf", "log", "logf", "log10", "pow", "powf",
            "sin", "sinf", "cos", "cosf", "tan", "atan", "atan2", "floor", "ceil", "fmin", "fmax",
            "abs", "labs", "cbrt", "hypot", "round", "trunc", "fmod", "sinh", "cosh", "tanh",
            "asin", "acos", "exp2", "log2", "erf",
        ];
        let mut indirect = false;
        let mut b = body.clone();
        walk_block_exprs(&mut b, &mut |e: &mut Expr| match &e.kind {
            ExprKind::Call { callee, .. } => {
                let pure = match &callee.kind {
                    ExprKind::Cast(CastKind::FuncToPtr, f) => match f.kind {
                        ExprKind::Func(id) => self
                            .m
                            .functions
                            .get(id as usize)
                            .is_some_and(|f| PURE.contains(&f.name.as_str())),
                        _ => false,
                    },
                    _ => false,
                };
                indirect |= !pure;
            }
            ExprKind::Deref(p) if &e.ty == ty && !self.names_array_element(p) => {
                indirect = true;
            }
            _ => {}
        });
        indirect
    }

    /// Whether pointer `p` addresses an element of a named array object (`a[i]`, `m[i][j]`)
    /// or of a global array through its dummy argument, neither of which is a scalar variable.
    fn names_array_element(&self, p: &Expr) -> bool {
        match &p.kind {
            ExprKind::PtrAdd(base, _) => self.names_array_element(base),
            ExprKind::Cast(CastKind::ArrayToPtr, x) => match &x.kind {
                ExprKind::Local(_) | ExprKind::Global(_) => true,
                ExprKind::Deref(q) => self.names_array_element(q),
                _ => false,
            },
            ExprKind::Load { lvalue, .. } => {
                matches!(lvalue.ty, crate::types::Type::Pointer(_))
                    && self.aligned_of(lvalue).is_some()
            }
            _ => false,
        }
    }

    /// `i`, `i + c`, `i - c`, `c + i` of an on-clause subscript, where `c` is a constant or
    /// an expression without loop indices (`on t[b + i]`, reference 6.3.1): the latter is
    /// evaluated once, into a hidden local whose declaration goes to `decls`.
    fn on_sub(
        &mut self,
        e: &ast::Expr,
        indices: Option<&[ast::Ident]>,
        nest_vars: &[String],
        decls: &mut Vec<Stmt>,
    ) -> Option<(String, i64, Option<LocalId>)> {
        // In `x + y` with both names, the index is the one the loop nest's `for`s control.
        let is_index = |n: &str| nest_vars.iter().any(|v| v == n);
        let (name, c, neg) = match &e.kind {
            ast::ExprKind::Ident(n) => return Some((n.clone(), 0, None)),
            ast::ExprKind::Binary(op @ (ast::BinaryOp::Add | ast::BinaryOp::Sub), a, b) => {
                let sub = matches!(op, ast::BinaryOp::Sub);
                match (&a.kind, &b.kind) {
                    (ast::ExprKind::Ident(x), ast::ExprKind::Ident(y))
                        if !sub && !is_index(x) && is_index(y) =>
                    {
                        (y.clone(), &**a, false)
                    }
                    (ast::ExprKind::Ident(n), _) => (n.clone(), &**b, sub),
                    (_, ast::ExprKind::Ident(n)) if !sub => (n.clone(), &**a, false),
                    _ => return None,
                }
            }
            _ => return None,
        };
        // The other operand, lowered without reporting (a subscript that fits no form is
        // reported by the caller).
        let mark = self.d.list.len();
        let v = self.xmp_int_expr(c, false).ok();
        self.d.list.truncate(mark);
        let v = v?;
        if let Some(k) = self.const_int(&v) {
            let k = i64::try_from(k).ok()?;
            return Some((name, if neg { -k } else { k }, None));
        }
        // No loop index may appear in the offset.
        let probe: Vec<ast::Ident> = match indices {
            Some(ix) => ix.to_vec(),
            None => nest_vars
                .iter()
                .chain(std::iter::once(&name))
                .map(|n| ast::Ident {
                    name: n.clone(),
                    span: e.span,
                })
                .collect(),
        };
        if !self.on_sub_is_invariant(&v, Some(&probe)) {
            return None;
        }
        let v = if neg {
            let ty = v.ty.clone();
            Expr::new(
                ExprKind::Unary(crate::xir::UnOp::Neg, Box::new(v)),
                ty,
                e.span,
            )
        } else {
            v
        };
        let (id, d) = self.on_invariant_local(v, e.span);
        decls.push(d);
        Some((name, 0, Some(id)))
    }

    /// `loop on p[i]` (reference 6.3.1, mapping by nodes): iteration `i` runs on node `p[i]`,
    /// as if its body were `task on p[i]`; every node walks the iteration space and runs the
    /// iterations of the tasks it belongs to. The body of the innermost `for` that a loop
    /// index of the on clause controls becomes that task.
    fn loop_on_nodes(
        &mut self,
        d: &x::Directive,
        ld: &x::LoopDir,
        r: &x::NamedRef,
        rest: &[ast::BlockItem],
    ) -> R<Vec<Stmt>> {
        let Some(ast::BlockItem::Stmt(st)) = rest.first() else {
            return self.fail(
                d.span,
                "expected a 'for' statement after '#pragma xmp loop'",
            );
        };
        let named: Vec<String> = match &ld.indices {
            Some(v) => v.iter().map(|i| i.name.clone()).collect(),
            None => r
                .subscripts
                .iter()
                .filter_map(|s| match s {
                    x::Subscript::Expr(e) => match &e.kind {
                        ast::ExprKind::Ident(n) => Some(n.clone()),
                        ast::ExprKind::Binary(_, a, _) => match &a.kind {
                            ast::ExprKind::Ident(n) => Some(n.clone()),
                            _ => None,
                        },
                        _ => None,
                    },
                    _ => None,
                })
                .collect(),
        };
        let nest = Self::for_nest_vars(rest);
        let depth = nest
            .iter()
            .rposition(|v| named.contains(v))
            .map(|p| p + 1)
            .unwrap_or(0);
        if depth == 0 || named.iter().any(|n| !nest.contains(n)) {
            return self.fail(
                r.span,
                "the loop indices of a loop on a node array must be controlled by its 'for' statements",
            );
        }
        let task = ast::BlockItem::Pragma(ast::Pragma {
            span: d.span,
            kind: ast::PragmaKind::Xmp(x::Directive {
                name: "task".into(),
                span: d.span,
                kind: Box::new(x::DirectiveKind::Task(x::TaskDir {
                    on: x::Ref::Named(r.clone()),
                })),
                warnings: vec![],
            }),
        });
        let mut st = st.clone();
        Self::wrap_nest_body(&mut st, depth, task);
        let mut out = vec![];
        self.stmt(&st, &mut out);
        self.flush_into(&mut out);
        Ok(out)
    }

    /// Puts `task` before the body of the `depth`-th `for` of the nest `s`.
    fn wrap_nest_body(s: &mut ast::Stmt, depth: usize, task: ast::BlockItem) {
        match &mut s.kind {
            ast::StmtKind::Compound(b) => {
                if let [ast::BlockItem::Stmt(inner)] = b.items.as_mut_slice() {
                    Self::wrap_nest_body(inner, depth, task);
                }
            }
            ast::StmtKind::For { body, .. } if depth > 1 => {
                Self::wrap_nest_body(body, depth - 1, task)
            }
            ast::StmtKind::For { body, .. } => {
                let span = body.span;
                let inner = std::mem::replace(
                    &mut **body,
                    ast::Stmt {
                        kind: ast::StmtKind::Empty,
                        span,
                    },
                );
                **body = ast::Stmt {
                    kind: ast::StmtKind::Compound(ast::Block {
                        items: vec![task, ast::BlockItem::Stmt(inner)],
                        span,
                        end: span,
                    }),
                    span,
                };
            }
            _ => {}
        }
    }

    /// The names the `for`s of the (tightly nested) loop nest at the start of `rest` assign
    /// or declare in their init clauses, outermost first.
    fn for_nest_vars(rest: &[ast::BlockItem]) -> Vec<String> {
        let mut out = vec![];
        let mut cur = match rest
            .iter()
            .find(|it| !matches!(it, ast::BlockItem::Pragma(_)))
        {
            Some(ast::BlockItem::Stmt(s)) => s,
            _ => return out,
        };
        loop {
            match &cur.kind {
                ast::StmtKind::Compound(b) => match b.items.as_slice() {
                    [ast::BlockItem::Stmt(s)] => cur = s,
                    _ => return out,
                },
                ast::StmtKind::For { init, body, .. } => {
                    match init {
                        ast::ForInit::Expr(ast::Expr {
                            kind: ast::ExprKind::Assign(None, lhs, _),
                            ..
                        }) => {
                            if let ast::ExprKind::Ident(n) = &lhs.kind {
                                out.push(n.clone());
                            }
                        }
                        ast::ForInit::Decl(d) => {
                            for id in &d.declarators {
                                if let Some(n) = &id.declarator.name {
                                    out.push(n.name.clone());
                                }
                            }
                        }
                        _ => {}
                    }
                    cur = body;
                }
                _ => return out,
            }
        }
    }

    /// Whether a (lowered) on-clause subscript reads no loop index of the construct
    /// (explicit list: those names; no list: no local variable at all).
    fn on_sub_is_invariant(&self, v: &Expr, indices: Option<&[ast::Ident]>) -> bool {
        fn locals(e: &Expr, out: &mut Vec<LocalId>) {
            if let ExprKind::Local(l) = e.kind {
                out.push(l);
            }
            let mut e2 = e.clone();
            e2.for_each_child_mut(&mut |c| locals(c, out));
        }
        let mut ls = vec![];
        locals(v, &mut ls);
        match indices {
            Some(ix) => !ix.iter().any(
                |i| matches!(self.lookup(&i.name), Some(Sym::Local { id }) if ls.contains(id)),
            ),
            None => ls.is_empty(),
        }
    }

    /// The hidden `int` local holding an invariant on-clause subscript, and its declaration.
    fn on_invariant_local(&mut self, v: Expr, span: Span) -> (LocalId, Stmt) {
        let id = self.new_local(
            ".xmp.on",
            crate::types::Type::int(),
            Default::default(),
            span,
        );
        (
            id,
            Stmt {
                kind: StmtKind::Decl {
                    local: id,
                    init: Some(Init::Expr(v)),
                },
                span,
            },
        )
    }

    /// A `for` of the nest whose index is a file-scope variable (`int i;` at file scope, as
    /// legacy and Fortran-derived codes have it): the nest runs on a local of the same name
    /// and type, which the loop machinery needs (it keeps indices in locals). Returns the
    /// global and the local, after rewriting every use in the `for` to the local; when the
    /// body calls functions, which may read the global, each iteration first stores the local
    /// into it.
    fn localize_global_index(
        &mut self,
        init: &mut Block,
        cond: &mut Option<Expr>,
        step: &mut Option<Expr>,
        body: &mut Block,
        span: Span,
    ) -> Option<(crate::xir::GlobalId, LocalId)> {
        use crate::passes::loop_localize::{walk_block_exprs, walk_expr};
        let [s] = init.stmts.as_slice() else {
            return None;
        };
        let StmtKind::Expr(Expr {
            kind: ExprKind::Assign { lhs, .. },
            ..
        }) = &s.kind
        else {
            return None;
        };
        let ExprKind::Global(g) = lhs.kind else {
            return None;
        };
        let ty = lhs.ty.clone();
        if !ty.is_integer() {
            return None;
        }
        let name = self.m.globals.get(g as usize)?.name.clone();
        let l = self.new_local(&name, ty.clone(), Default::default(), span);
        let mut calls = false;
        let mut sub = |e: &mut Expr| {
            if matches!(e.kind, ExprKind::Global(x) if x == g) {
                e.kind = ExprKind::Local(l);
            }
            calls |= matches!(e.kind, ExprKind::Call { .. });
        };
        walk_block_exprs(init, &mut sub);
        if let Some(c) = cond {
            walk_expr(c, &mut sub);
        }
        if let Some(c) = step {
            walk_expr(c, &mut sub);
        }
        walk_block_exprs(body, &mut sub);
        if calls {
            let gv = Expr::new(ExprKind::Global(g), ty.clone(), span);
            body.stmts.insert(
                0,
                Stmt {
                    kind: StmtKind::Expr(Self::assign_from_local(gv, l, ty, span)),
                    span,
                },
            );
        }
        Some((g, l))
    }

    /// `lv = l` for an lvalue and a local of type `ty`.
    fn assign_from_local(lv: Expr, l: LocalId, ty: crate::types::Type, span: Span) -> Expr {
        let load = Expr::new(
            ExprKind::Load {
                lvalue: Box::new(Expr::new(ExprKind::Local(l), ty.clone(), span)),
                volatile: false,
            },
            ty.clone(),
            span,
        );
        Expr::new(
            ExprKind::Assign {
                lhs: Box::new(lv),
                rhs: Box::new(load),
                volatile: false,
            },
            ty,
            span,
        )
    }

    /// The one `for` statement a block holds (through nested plain blocks).
    fn single_for(b: Block) -> R<Stmt> {
        let mut stmts = b.stmts;
        if stmts.len() != 1 {
            return Err(());
        }
        let s = stmts.pop().ok_or(())?;
        match s.kind {
            StmtKind::For { .. } => Ok(s),
            StmtKind::Block(inner) => Self::single_for(inner),
            _ => Err(()),
        }
    }

    /// `v = lo` or `T v = lo`: the variable, the lower bound and the declaration to keep.
    fn for_init(init: &Block) -> Option<(LocalId, Expr, Option<Stmt>)> {
        let [s] = init.stmts.as_slice() else {
            return None;
        };
        match &s.kind {
            StmtKind::Decl {
                local,
                init: Some(Init::Expr(e)),
            } => {
                let decl = Stmt {
                    kind: StmtKind::Decl {
                        local: *local,
                        init: None,
                    },
                    span: s.span,
                };
                Some((*local, e.clone(), Some(decl)))
            }
            StmtKind::Expr(Expr {
                kind: ExprKind::Assign { lhs, rhs, .. },
                ..
            }) => match lhs.kind {
                ExprKind::Local(v) => Some((v, (**rhs).clone(), None)),
                _ => None,
            },
            _ => None,
        }
    }

    fn is_var(e: &Expr, v: LocalId) -> bool {
        matches!(e.kind, ExprKind::Local(l) if l == v)
    }

    fn is_load_of(e: &Expr, v: LocalId) -> bool {
        matches!(&e.kind, ExprKind::Load { lvalue, .. } if Self::is_var(lvalue, v))
    }

    /// The constant step of `v++`, `v--`, `v += c`, `v -= c`, `v = v + c`, `v = v - c`.
    fn for_step(&self, s: &Expr, v: LocalId) -> Option<i64> {
        match &s.kind {
            ExprKind::IncDec { lvalue, inc, .. } if Self::is_var(lvalue, v) => {
                Some(if *inc { 1 } else { -1 })
            }
            ExprKind::CompoundAssign {
                op: op @ (BinOp::Add | BinOp::Sub),
                lhs,
                rhs,
                ..
            } if Self::is_var(lhs, v) => {
                let c = i64::try_from(self.const_int(rhs)?).ok()?;
                Some(if *op == BinOp::Sub {
                    c.checked_neg()?
                } else {
                    c
                })
            }
            ExprKind::Assign { lhs, rhs, .. } if Self::is_var(lhs, v) => match &rhs.kind {
                ExprKind::Binary(op @ (BinOp::Add | BinOp::Sub), a, b)
                    if Self::is_load_of(a, v) =>
                {
                    let c = i64::try_from(self.const_int(b)?).ok()?;
                    Some(if *op == BinOp::Sub {
                        c.checked_neg()?
                    } else {
                        c
                    })
                }
                _ => None,
            },
            _ => None,
        }
    }

    /// The `e` of `v += e`, `v -= e`, `v = v + e`, `v = v - e`, and whether it is subtracted,
    /// when `e` is an integer expression that does not read `v` and has no side effects (it
    /// is evaluated once, before the loop).
    fn for_step_expr(&self, s: &Expr, v: LocalId) -> Option<(Expr, bool)> {
        let (sub, e) = match &s.kind {
            ExprKind::CompoundAssign {
                op: op @ (BinOp::Add | BinOp::Sub),
                lhs,
                rhs,
                ..
            } if Self::is_var(lhs, v) => (*op == BinOp::Sub, &**rhs),
            ExprKind::Assign { lhs, rhs, .. } if Self::is_var(lhs, v) => match &rhs.kind {
                ExprKind::Binary(op @ (BinOp::Add | BinOp::Sub), a, b)
                    if Self::is_load_of(a, v) =>
                {
                    (*op == BinOp::Sub, &**b)
                }
                _ => return None,
            },
            _ => return None,
        };
        if !e.ty.is_integer() || !crate::lower::expr::is_pure(e) {
            return None;
        }
        let mut reads_v = false;
        let mut probe = e.clone();
        crate::passes::loop_localize::walk_expr(&mut probe, &mut |x: &mut Expr| {
            reads_v |= Self::is_var(x, v);
        });
        if reads_v {
            return None;
        }
        Some((e.clone(), sub))
    }

    /// The inclusive last value from `v < hi`, `v <= hi` (step > 0) or `v > hi`, `v >= hi`
    /// (step < 0).
    fn for_bound(&self, c: &Expr, v: LocalId, step: i64) -> Option<Expr> {
        let ExprKind::Binary(op, a, b) = &c.kind else {
            return None;
        };
        // A `char`/`short` index is compared after its promotion to `int`.
        let a = match &a.kind {
            ExprKind::Cast(CastKind::IntToInt, x) if Self::is_load_of(x, v) => x,
            _ => a,
        };
        if !Self::is_load_of(a, v) {
            return None;
        }
        let hi = (**b).clone();
        let sp = hi.span;
        let one = Expr::new(ExprKind::IntConst(1), hi.ty.clone(), sp);
        let ty = hi.ty.clone();
        let adj = |o: BinOp| {
            if let Some(x) = self.const_int(&hi) {
                let y = if o == BinOp::Sub { x - 1 } else { x + 1 };
                return Expr::new(ExprKind::IntConst(y), ty.clone(), sp);
            }
            Expr::new(
                ExprKind::Binary(o, Box::new(hi.clone()), Box::new(one.clone())),
                ty.clone(),
                sp,
            )
        };
        match (op, step > 0) {
            (BinOp::Lt, true) => Some(adj(BinOp::Sub)),
            (BinOp::Le, true) => Some(hi.clone()),
            (BinOp::Gt, false) => Some(adj(BinOp::Add)),
            (BinOp::Ge, false) => Some(hi.clone()),
            _ => None,
        }
    }

    /// A `break`/`continue` not inside a nested loop or switch, or a `return`/`goto`.
    fn escaping_jump(b: &Block, brk: bool, cont: bool, cases: &[LabelId]) -> Option<Span> {
        // `brk`/`cont`: whether a `break`/`continue` here has a target inside the body;
        // `cases`: the case labels of the switches of the body around this block (a switch
        // captures `break` but not `continue`). Other labels could be jumped to from outside.
        for s in &b.stmts {
            let r = match &s.kind {
                StmtKind::Break if !brk => Some(s.span),
                StmtKind::Continue if !cont => Some(s.span),
                StmtKind::Return(_) | StmtKind::Goto(_) | StmtKind::GotoIndirect(_) => Some(s.span),
                StmtKind::Block(b) => Self::escaping_jump(b, brk, cont, cases),
                StmtKind::If { then, els, .. } => Self::escaping_jump(then, brk, cont, cases)
                    .or_else(|| {
                        els.as_ref()
                            .and_then(|e| Self::escaping_jump(e, brk, cont, cases))
                    }),
                StmtKind::While { body, .. } | StmtKind::DoWhile { body, .. } => {
                    Self::escaping_jump(body, true, true, cases)
                }
                StmtKind::Switch {
                    body,
                    cases: cs,
                    default,
                    ..
                } => {
                    let mut inner = cases.to_vec();
                    inner.extend(cs.iter().map(|c| c.1));
                    inner.extend(default.iter().copied());
                    Self::escaping_jump(body, true, cont, &inner)
                }
                StmtKind::For { init, body, .. } => Self::escaping_jump(init, brk, cont, cases)
                    .or_else(|| Self::escaping_jump(body, true, true, cases)),
                StmtKind::Label(l) if !cases.contains(l) => Some(s.span),
                _ => None,
            };
            if r.is_some() {
                return r;
            }
        }
        None
    }

    /// The aligned array a lowered expression names (`Global`/`Local` of an aligned object).
    pub(crate) fn aligned_of(&self, e: &Expr) -> Option<u32> {
        let f = self
            .f
            .as_ref()
            .and_then(|f| self.funcs_by_name.get(&f.name).copied())
            .or(self.xmp.elems_func);
        let obj = match e.kind {
            ExprKind::Global(g) => ArrayObject::Global(g),
            ExprKind::Local(l) => ArrayObject::Local(f?, l),
            _ => return None,
        };
        self.m
            .xmp
            .arrays
            .iter()
            .position(|a| a.object == obj)
            .map(|i| i as u32)
    }

    /// Whether `callee` designates the library function `xmp_malloc`.
    fn is_xmp_malloc(&self, callee: &Expr) -> bool {
        let ExprKind::Cast(CastKind::FuncToPtr, f) = &callee.kind else {
            return false;
        };
        matches!(f.kind, ExprKind::Func(id) if self.m.functions.get(id as usize).is_some_and(|f| f.name == "xmp_malloc"))
    }

    /// Whether `callee` designates the C library's `free`.
    fn is_libc_free(&self, callee: &Expr) -> bool {
        let ExprKind::Cast(CastKind::FuncToPtr, f) = &callee.kind else {
            return false;
        };
        matches!(f.kind, ExprKind::Func(id) if self.m.functions.get(id as usize).is_some_and(|f| f.name == "free" && f.body.is_none()))
    }

    /// The aligned pointer (an `xmp_malloc`'d array) that `arg` of `free(arg)` loads, through
    /// pointer casts.
    fn freed_aligned(&self, arg: &Expr) -> Option<u32> {
        let mut e = arg;
        while let ExprKind::Cast(CastKind::PtrToPtr, inner) = &e.kind {
            e = inner;
        }
        match &e.kind {
            ExprKind::Load { lvalue, .. }
                if matches!(lvalue.ty, crate::types::Type::Pointer(_)) =>
            {
                self.aligned_of(lvalue)
            }
            _ => None,
        }
    }

    /// `deref(ptradd(array_to_ptr(X), i))` chains down to an aligned array: the array and
    /// the indices, outermost first.
    fn subscript_chain(&self, e: &Expr) -> Option<(u32, Vec<Expr>)> {
        let ExprKind::Deref(p) = &e.kind else {
            return None;
        };
        let ExprKind::PtrAdd(base, idx) = &p.kind else {
            return None;
        };
        // issue 4: a global array dummy argument is a pointer parameter (`u[i]` is
        // `deref(ptradd(load(u), i))`).
        if let ExprKind::Load { lvalue, .. } = &base.kind {
            if matches!(lvalue.ty, crate::types::Type::Pointer(_)) {
                if let Some(id) = self.aligned_of(lvalue) {
                    return Some((id, vec![(**idx).clone()]));
                }
            }
        }
        let ExprKind::Cast(CastKind::ArrayToPtr, arr) = &base.kind else {
            return None;
        };
        if let Some(id) = self.aligned_of(arr) {
            return Some((id, vec![(**idx).clone()]));
        }
        let (id, mut v) = self.subscript_chain(arr)?;
        v.push((**idx).clone());
        Some((id, v))
    }

    pub(crate) fn global_elems_block(&mut self, b: &mut Block) -> R<()> {
        for s in &mut b.stmts {
            self.global_elems_stmt(s)?;
        }
        Ok(())
    }

    fn global_elems_stmt(&mut self, s: &mut Stmt) -> R<()> {
        match &mut s.kind {
            StmtKind::Block(b) => self.global_elems_block(b),
            StmtKind::Expr(e) => self.global_elems_expr(e),
            StmtKind::Decl {
                init: Some(init), ..
            } => self.global_elems_init(init),
            StmtKind::If { cond, then, els } => {
                self.global_elems_expr(cond)?;
                self.global_elems_block(then)?;
                if let Some(e) = els {
                    self.global_elems_block(e)?;
                }
                Ok(())
            }
            StmtKind::While { cond, body } | StmtKind::DoWhile { body, cond } => {
                self.global_elems_expr(cond)?;
                self.global_elems_block(body)
            }
            StmtKind::For {
                init,
                cond,
                step,
                body,
            } => {
                self.global_elems_block(init)?;
                if let Some(c) = cond {
                    self.global_elems_expr(c)?;
                }
                if let Some(c) = step {
                    self.global_elems_expr(c)?;
                }
                self.global_elems_block(body)
            }
            StmtKind::Switch { cond, body, .. } => {
                self.global_elems_expr(cond)?;
                self.global_elems_block(body)
            }
            StmtKind::Return(Some(e)) | StmtKind::GotoIndirect(e) => self.global_elems_expr(e),
            StmtKind::Xmp(x) => match &mut **x {
                XmpStmt::ParLoop { body, .. }
                | XmpStmt::LocalLoop { body, .. }
                | XmpStmt::Task { body, .. } => self.global_elems_block(body),
                XmpStmt::Tasks { tasks } => {
                    for (_, b, _) in tasks {
                        self.global_elems_block(b)?;
                    }
                    Ok(())
                }
                XmpStmt::Reduction { vars, on, .. } | XmpStmt::Bcast { vars, on, .. } => {
                    for v in vars {
                        // issue 4: a global array is reduced / broadcast element-wise over
                        // its local section (reference 6.3.5: replicated over the set).
                        if let Some(id) = self.aligned_of(v) {
                            // Over the executing set, a distributed array's local sections
                            // hold different elements: combining them scrambles the array
                            // (reference 7.5/7.6: local or replicated variables only).
                            if matches!(on, crate::xir::NodeSet::Executing)
                                && self.array_is_distributed(id)
                            {
                                let name = self.m.xmp.arrays[id as usize].name.clone();
                                self.err(
                                    v.span,
                                    format!("'{name}' is a distributed array: the variables of a reduction or bcast must be local or replicated over its node set"),
                                );
                            }
                            v.kind = ExprKind::XmpLocalBase(id);
                            continue;
                        }
                        self.global_elems_expr(v)?;
                    }
                    Ok(())
                }
                _ => Ok(()),
            },
            StmtKind::Omp(o) => self.global_elems_omp(o),
            _ => Ok(()),
        }
    }

    /// The bodies and clause expressions of an OpenMP construct (a parallel region or a task,
    /// also a tasklet's, reaches global arrays like any code).
    fn global_elems_omp(&mut self, o: &mut crate::omp::OmpStmt) -> R<()> {
        use crate::omp::OmpStmt as O;
        match o {
            O::Parallel {
                num_threads,
                if_cond,
                data,
                body,
                ..
            } => {
                for e in [num_threads, if_cond].into_iter().flatten() {
                    self.global_elems_expr(e)?;
                }
                self.global_elems_omp_data(data)?;
                self.global_elems_block(body)
            }
            O::XmpLoop(b) | O::Master(b) | O::Ordered(b) | O::Taskgroup(b) => {
                self.global_elems_block(b)
            }
            O::Critical { body, .. } => self.global_elems_block(body),
            O::For {
                loops,
                chunk,
                data,
                body,
                ..
            } => {
                for l in loops {
                    for e in [&mut l.lb, &mut l.ub, &mut l.step] {
                        self.global_elems_expr(e)?;
                    }
                }
                if let Some(c) = chunk {
                    self.global_elems_expr(c)?;
                }
                self.global_elems_omp_data(data)?;
                self.global_elems_block(body)
            }
            O::Sections { sections, data, .. } => {
                self.global_elems_omp_data(data)?;
                for b in sections {
                    self.global_elems_block(b)?;
                }
                Ok(())
            }
            O::Single {
                data,
                body,
                copyprivate,
                ..
            } => {
                self.global_elems_omp_data(data)?;
                for e in copyprivate {
                    self.global_elems_expr(e)?;
                }
                self.global_elems_block(body)
            }
            O::Task(t) => {
                for d in &mut t.depends {
                    self.global_elems_expr(&mut d.addr)?;
                    self.global_elems_expr(&mut d.len)?;
                }
                for e in [&mut t.if_cond, &mut t.final_cond, &mut t.priority]
                    .into_iter()
                    .flatten()
                {
                    self.global_elems_expr(e)?;
                }
                self.global_elems_omp_data(&mut t.data)?;
                self.global_elems_block(&mut t.body)
            }
            O::Atomic(a) => {
                self.global_elems_expr(&mut a.addr)?;
                for e in [&mut a.value, &mut a.after].into_iter().flatten() {
                    self.global_elems_expr(e)?;
                }
                Ok(())
            }
            O::Barrier | O::Flush | O::Taskwait | O::Taskyield | O::PushProcBind(_) => Ok(()),
        }
    }

    fn global_elems_omp_data(&mut self, d: &mut crate::omp::OmpData) -> R<()> {
        for p in &mut d.privates {
            for e in [&mut p.init, &mut p.last, &mut p.combine]
                .into_iter()
                .flatten()
            {
                self.global_elems_expr(e)?;
            }
        }
        for r in &mut d.reduces {
            self.global_elems_expr(&mut r.orig)?;
        }
        Ok(())
    }

    fn global_elems_init(&mut self, i: &mut Init) -> R<()> {
        match i {
            Init::Expr(e) => self.global_elems_expr(e),
            Init::Array(v) => {
                for (_, i) in v {
                    self.global_elems_init(i)?;
                }
                Ok(())
            }
            Init::Struct(v) => {
                for (_, i) in v {
                    self.global_elems_init(i)?;
                }
                Ok(())
            }
            _ => Ok(()),
        }
    }

    /// End of the unit: every use of a file-scope aligned array in every function becomes a
    /// `GlobalElem` (or is refused), so no access can reach the C object itself; a global
    /// initializer that names one is refused.
    pub(crate) fn global_elems_unit(&mut self) {
        if self.m.xmp.arrays.is_empty() {
            return;
        }
        // The C object of a file-scope aligned array is never accessed (every use is a
        // GlobalElem or refused): it shrinks to one element so that each node holds only
        // its block, which the runtime allocates.
        for ai in 0..self.m.xmp.arrays.len() {
            let a = &self.m.xmp.arrays[ai];
            let (ArrayObject::Global(g), None) = (a.object, a.func) else {
                continue;
            };
            let (span, name, elem) = (a.span, a.name.clone(), a.elem.clone());
            if matches!(
                self.m.globals[g as usize].ty,
                crate::types::Type::Pointer(_)
            ) {
                // A dynamic global array: the pointer variable stays (xmp_malloc's result).
                continue;
            }
            match &self.m.globals[g as usize].init {
                // An `extern` aligned array: the unit that defines it creates and allocates
                // it; code generation links this unit to that unit's descriptor symbol.
                None => {}
                Some(Init::Zero) => {}
                Some(_) => {
                    self.err(
                        span,
                        format!("aligned array '{name}' must not be initialized"),
                    );
                    continue;
                }
            }
            self.m.globals[g as usize].ty = elem;
        }
        for fi in 0..self.m.functions.len() {
            let Some(mut body) = self.m.functions[fi].body.take() else {
                continue;
            };
            self.xmp.elems_func = Some(fi as u32);
            let _ = self.global_elems_block(&mut body);
            self.xmp.elems_func = None;
            self.m.functions[fi].body = Some(body);
        }
        for gi in 0..self.m.globals.len() {
            let Some(mut init) = self.m.globals[gi].init.take() else {
                continue;
            };
            let before = self.d.list.len();
            let _ = self.global_elems_init(&mut init);
            let changed = self.d.list.len() != before || init_has_elem(&init);
            if changed && self.d.list.len() == before {
                let sp = self.m.globals[gi].span;
                self.err(
                    sp,
                    "XMP feature 'global array in a file-scope initializer' is not supported yet",
                );
            }
            self.m.globals[gi].init = Some(init);
        }
    }

    /// `e` (`m[i]` decayed, or `&m[i]`) becomes `(T *)&GlobalElem(m, [i, 0, ..])`, or an
    /// error where the row is not contiguous in local memory.
    fn global_row_addr(
        &mut self,
        e: &mut Expr,
        id: crate::xir::GlobalArrayId,
        idx: Vec<Expr>,
    ) -> R<()> {
        use crate::xir::AlignAxis;
        let a = self.m.xmp.arrays[id as usize].clone();
        let t = &self.m.xmp.templates[a.template as usize];
        for d in idx.len()..a.extents.len() {
            let distributed = match &a.align[d] {
                AlignAxis::Collapse => false,
                AlignAxis::Template { tdim, .. } => t
                    .dist
                    .as_ref()
                    .and_then(|x| x.formats.get(*tdim as usize))
                    .is_none_or(|f| f.is_distributed()),
            };
            let shadow = a.shadow.get(d).is_some_and(|s| {
                s.full || super::const_of(&s.lo) != Some(0) || super::const_of(&s.hi) != Some(0)
            });
            if distributed || shadow {
                return self.fail(
                    e.span,
                    format!(
                        "'{}' with {} of its {} subscripts is not a local row: dimension {d} is {}; write every subscript",
                        a.name,
                        idx.len(),
                        a.extents.len(),
                        if distributed { "distributed" } else { "widened by a shadow" }
                    ),
                );
            }
        }
        let mut idx = idx;
        for i in &mut idx {
            self.global_elems_expr(i)?;
        }
        let long = crate::types::Type::Int(IntKind::Long);
        while idx.len() < a.extents.len() {
            idx.push(Expr::new(ExprKind::IntConst(0), long.clone(), e.span));
        }
        let elem = Expr::new(
            ExprKind::GlobalElem {
                array: id,
                idx: idx.into_boxed_slice(),
            },
            a.elem.clone(),
            e.span,
        );
        let addr = Expr::new(
            ExprKind::AddrOf(Box::new(elem)),
            crate::types::Type::Pointer(Box::new(a.elem.clone())),
            e.span,
        );
        e.kind = ExprKind::Cast(CastKind::PtrToPtr, Box::new(addr));
        Ok(())
    }

    /// Rewrites full subscripts of aligned arrays into `GlobalElem`; any other use of an
    /// aligned array is refused.
    fn global_elems_expr(&mut self, e: &mut Expr) -> R<()> {
        if let Some((id, idx)) = self.subscript_chain(e) {
            let rank = self.m.xmp.arrays[id as usize].extents.len();
            if idx.len() == rank {
                let mut idx = idx;
                for i in &mut idx {
                    self.global_elems_expr(i)?;
                    if i.ty != crate::types::Type::Int(IntKind::Long) {
                        return self.fail(i.span, "internal error: array index is not 'long'");
                    }
                }
                e.kind = ExprKind::GlobalElem {
                    array: id,
                    idx: idx.into_boxed_slice(),
                };
                return Ok(());
            }
        }
        // `free(a)` of an `xmp_malloc`'d aligned pointer (accepted by the reference
        // implementation): the storage is the runtime's, so it is released there (`xmp_free`,
        // this node's block; the descriptor stays for another xmp_malloc).
        if let ExprKind::Call { callee, args } = &e.kind {
            let freed = match args.as_slice() {
                [a] if self.is_libc_free(callee) => self.freed_aligned(a),
                _ => None,
            };
            if let Some(id) = freed {
                let span = e.span;
                let vp = crate::types::Type::Pointer(Box::new(crate::types::Type::Void));
                let desc = Expr::new(
                    ExprKind::XmpDescOf(crate::xir::XmpEntity::Array(id)),
                    vp.clone(),
                    span,
                );
                let ft = crate::types::FuncType {
                    ret: crate::types::Type::Void,
                    params: vec![vp],
                    variadic: false,
                    no_prototype: false,
                };
                *e = self.rt_function_call("xmp_free", ft, vec![desc], span)?;
                return Ok(());
            }
        }
        match &mut e.kind {
            // issue 4: storing xmp_malloc's result into an aligned pointer (reference 2.5).
            ExprKind::Assign { lhs, rhs, .. }
                if matches!(lhs.ty, crate::types::Type::Pointer(_))
                    && self.aligned_of(lhs).is_some() =>
            {
                return self.global_elems_expr(rhs);
            }
            // xmp_malloc's extents are size_t: a promoted `int` argument is widened here.
            ExprKind::Call { callee, args } if self.is_xmp_malloc(callee) => {
                for a in args.iter_mut().skip(1) {
                    self.global_elems_expr(a)?;
                    if a.ty.is_integer() {
                        *a = self.convert(a.clone(), &crate::types::Type::Int(IntKind::ULong));
                    }
                }
                if let Some(d) = args.first_mut() {
                    self.global_elems_expr(d)?;
                }
                return Ok(());
            }
            _ => {}
        }
        // `&a[i]..` reaches here as `a + i` (C sema folds `&*p` into `p`): the address of the
        // element in this node's local section (reference 2.4), not the section base plus `i`,
        // which would miss the block offset and the lower shadow. An explicit `a + i` is read
        // the same way: in XMP code it means the element far more often than an offset from
        // the section's first allocated element.
        if let (ExprKind::PtrAdd(..), crate::types::Type::Pointer(pointee)) = (&e.kind, &e.ty) {
            let probe = Expr::new(
                ExprKind::Deref(Box::new(e.clone())),
                (**pointee).clone(),
                e.span,
            );
            if let Some((id, idx)) = self.subscript_chain(&probe) {
                let rank = self.m.xmp.arrays[id as usize].extents.len();
                if idx.len() < rank {
                    return self.global_row_addr(e, id, idx);
                }
                if idx.len() == rank {
                    let mut idx = idx;
                    for i in &mut idx {
                        self.global_elems_expr(i)?;
                        if i.ty != crate::types::Type::Int(IntKind::Long) {
                            return self.fail(i.span, "internal error: array index is not 'long'");
                        }
                    }
                    let elem_ty = self.m.xmp.arrays[id as usize].elem.clone();
                    let elem = Expr::new(
                        ExprKind::GlobalElem {
                            array: id,
                            idx: idx.into_boxed_slice(),
                        },
                        elem_ty.clone(),
                        e.span,
                    );
                    let addr = Expr::new(
                        ExprKind::AddrOf(Box::new(elem)),
                        crate::types::Type::Pointer(Box::new(elem_ty)),
                        e.span,
                    );
                    e.kind = ExprKind::Cast(CastKind::PtrToPtr, Box::new(addr));
                    return Ok(());
                }
            }
        }
        // issue 4: `m[i]` of a rank-2 global array decaying to a pointer (or `&m[i]`) is the
        // address of element `m[i][0]` in this node's local section (reference 2.4: the
        // address of an element is local, meaningful on its owner only; elsewhere the naive
        // addressing stops the job naming the line). C pointer arithmetic along the row is
        // right only when the row is whole and unpadded on the node: the trailing dimensions
        // must be undistributed and without shadow.
        if let ExprKind::Cast(CastKind::ArrayToPtr, inner) | ExprKind::AddrOf(inner) = &e.kind {
            if let Some((id, idx)) = self.subscript_chain(inner) {
                let rank = self.m.xmp.arrays[id as usize].extents.len();
                if idx.len() < rank {
                    return self.global_row_addr(e, id, idx);
                }
            }
        }
        if let Some((id, idx)) = self.subscript_chain(e) {
            // A row used other than as a pointer (e.g. assigned as an array) is refused.
            if idx.len() != self.m.xmp.arrays[id as usize].extents.len() {
                let name = self.m.xmp.arrays[id as usize].name.clone();
                return self.fail(
                    e.span,
                    format!("XMP feature 'use of global array '{name}' other than a fully subscripted element' is not supported yet"),
                );
            }
        }
        // issue 4: the array's name as a value is this node's local section (reference 2.4, 8).
        if let ExprKind::Cast(CastKind::ArrayToPtr, inner) | ExprKind::Load { lvalue: inner, .. } =
            &e.kind
        {
            if let Some(id) = self.aligned_of(inner) {
                e.kind = ExprKind::XmpLocalBase(id);
                return Ok(());
            }
        }
        if self.aligned_of(e).is_some() {
            let name = self.m.xmp.arrays[self.aligned_of(e).unwrap_or(0) as usize]
                .name
                .clone();
            return self.fail(
                e.span,
                format!("XMP feature 'use of global array '{name}' other than a fully subscripted element' is not supported yet"),
            );
        }
        match &mut e.kind {
            ExprKind::StmtExpr { body, result } => {
                self.global_elems_block(body)?;
                if let Some(r) = result {
                    self.global_elems_expr(r)?;
                }
                return Ok(());
            }
            ExprKind::CompoundLiteral { init, .. } => return self.global_elems_init(init),
            _ => {}
        }
        let mut r = Ok(());
        e.for_each_child_mut(&mut |c| {
            if r.is_ok() {
                r = self.global_elems_expr(c);
            }
        });
        r
    }
}

fn init_has_elem(i: &Init) -> bool {
    fn ex(e: &Expr) -> bool {
        let mut found = matches!(e.kind, ExprKind::GlobalElem { .. });
        let mut e2 = e.clone();
        e2.for_each_child_mut(&mut |c| found |= ex(c));
        found
    }
    match i {
        Init::Expr(e) => ex(e),
        Init::Array(v) => v.iter().any(|(_, i)| init_has_elem(i)),
        Init::Struct(v) => v.iter().any(|(_, i)| init_has_elem(i)),
        _ => false,
    }
}

impl Lowerer {
    /// The per-template-dimension (C order) `expand` (`margin` when `margin`) widths of a loop
    /// clause: constant `lo[:hi]` in the template's written order (reference 6.3.4 [rec]).
    fn loop_exts(
        &mut self,
        widths: &[x::LoopWidth],
        margin: bool,
        form: Option<SubscriptForm>,
        tname: &str,
        rank: usize,
        span: Span,
    ) -> R<Vec<Option<LoopExt>>> {
        if widths.len() != rank {
            return self.fail(
                span,
                format!(
                    "{} gives {} widths for template '{tname}' of rank {rank}",
                    if margin { "margin" } else { "expand" },
                    widths.len()
                ),
            );
        }
        let mut exts = vec![None; rank];
        for (k, w) in widths.iter().enumerate() {
            let d = match form {
                Some(SubscriptForm::Paren) => rank - 1 - k,
                _ => k,
            };
            let lo = self.const_int_expr(&w.lo);
            let hi = match &w.hi {
                Some(h) => self.const_int_expr(h),
                None => lo,
            };
            let (Some(lo), Some(hi)) = (lo, hi) else {
                return self.fail(
                    w.span,
                    "XMP feature 'loop expand/margin width that is not an integer constant' is not supported yet",
                );
            };
            if margin && ((lo > 0 && hi < 0) || (lo < 0 && hi > 0)) {
                return self.fail(
                    w.span,
                    "XMP feature 'loop margin that widens one side of a dimension and shrinks the other' is not supported yet",
                );
            }
            if lo != 0 || hi != 0 || w.unbound {
                exts[d] = Some(LoopExt {
                    lo: lo as i64,
                    hi: hi as i64,
                    unbound: w.unbound,
                    margin,
                });
            }
        }
        Ok(exts)
    }
}

/// issue 4: the loop nests that run a `margin` loop. With one widened (or shrunk) dimension
/// the per-dimension ranges of the runtime are the margin itself. With several, the margin
/// `A \ B` of the outer box `A` and the inner box `B` is the disjoint union over the widened
/// dimensions `k` of `B_0 x .. x B_(k-1) x (A_k \ B_k) x A_(k+1) x ..`, where for positive
/// widths `A` is the expanded and `B` the own range, for negative widths the reverse.
fn margin_pieces(axes: &[LoopAxis]) -> Vec<Vec<LoopAxis>> {
    let widened: Vec<usize> = axes
        .iter()
        .enumerate()
        .filter(|(_, a)| a.ext.is_some_and(|e| e.margin))
        .map(|(k, _)| k)
        .collect();
    if widened.len() <= 1 {
        return vec![axes.to_vec()];
    }
    let outer = |e: LoopExt| -> Option<LoopExt> {
        // A: expanded for positive widths, own range for negative ones.
        (e.lo > 0 || e.hi > 0).then_some(LoopExt { margin: false, ..e })
    };
    let inner = |e: LoopExt| -> Option<LoopExt> {
        (e.lo < 0 || e.hi < 0).then_some(LoopExt { margin: false, ..e })
    };
    let mut pieces = vec![];
    for n in 0..widened.len() {
        let mut p = axes.to_vec();
        for (m, &j) in widened.iter().enumerate() {
            let Some(e) = axes[j].ext else { continue };
            p[j].ext = match m.cmp(&n) {
                std::cmp::Ordering::Less => inner(e),
                std::cmp::Ordering::Equal => Some(e),
                std::cmp::Ordering::Greater => outer(e),
            };
        }
        pieces.push(p);
    }
    pieces
}

/// Whether a block defines a label (a loop body cloned for several nests must not).
fn has_label(b: &Block) -> bool {
    b.stmts.iter().any(|s| {
        if matches!(s.kind, StmtKind::Label(_)) {
            return true;
        }
        let mut found = false;
        super::for_each_block(&s.kind, &mut |inner| found |= has_label(inner));
        found
    })
}

/// Whether a loop body holds something the reduction privatisation's expression walk does not
/// look into: a nested XMP directive, a statement expression or a compound literal.
fn block_is_opaque(b: &Block) -> bool {
    let mut opaque = false;
    let mut c = b.clone();
    walk_block_exprs(&mut c, &mut |e: &mut Expr| {
        if matches!(
            e.kind,
            ExprKind::StmtExpr { .. } | ExprKind::CompoundLiteral { .. }
        ) {
            opaque = true;
        }
    });
    opaque || b.stmts.iter().any(stmt_has_xmp)
}

fn stmt_has_xmp(s: &Stmt) -> bool {
    let blk = |b: &Block| b.stmts.iter().any(stmt_has_xmp);
    match &s.kind {
        StmtKind::Xmp(_) => true,
        StmtKind::Block(b)
        | StmtKind::While { body: b, .. }
        | StmtKind::DoWhile { body: b, .. }
        | StmtKind::Switch { body: b, .. } => blk(b),
        StmtKind::If { then, els, .. } => blk(then) || els.as_ref().is_some_and(blk),
        StmtKind::For { init, body, .. } => blk(init) || blk(body),
        _ => false,
    }
}
