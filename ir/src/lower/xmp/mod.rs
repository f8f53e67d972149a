//! Lowering and semantic analysis of the XMP directives of issue 3: `nodes` (every form),
//! `task`, `tasks`, `barrier`, `reduction`, `bcast` and `wait_async`. Every other directive
//! keeps the "XMP directive 'X' is not supported yet" error.
//!
//! References are canonicalised here (reference 1.3): the legacy parenthesis form is reversed
//! into C order, its 1-based subscripts and inclusive `lower:upper:stride` triplets become
//! 0-based `base:length:step` ones. Node-array names live in the ordinary identifier name space
//! ([`Sym::Nodes`]).
//!
//! Construct bodies: the parser keeps a construct's pragma and the statement after it as two
//! block items; [`Lowerer::xmp_block_directive`] takes the following item(s) as the body.

mod array; // issue 4: the array directive (reference 6.4)
mod coarray; // issue 6
mod gmove; // issue 5 (gmove)
mod library; // issue 5 (transformational procedures, reference 10.7)
mod locred; // issue 4: loop reductions (identity rewrite, first/last max/min)
mod mapping;
mod member; // structure members as mapped arrays (an Omni form)
mod parloop;
pub(crate) mod reflect; // issue 5
#[cfg(test)]
mod tests;

use std::collections::HashMap;

use xmp_frontend::ast;
use xmp_frontend::diag::Diagnostic;
use xmp_frontend::xmp::ast as x;
use xmp_frontend::xmp::ast::{DirectiveClass, DirectiveKind as K, SubscriptForm};

use super::expr::int_const;
use super::{Lowerer, Quals, Sym, R};
use crate::types::{IntKind, Type};
use crate::xir::{
    BinOp, Block, Expr, ExprKind, LabelId, NodeRef, NodeSet, NodeSub, NodesDef, NodesId,
    NodesParent, Span, Stmt, StmtKind, TemplateDim, TemplateId, TemplateRange, TemplateRef,
    XmpReduceOp, XmpStmt, USER_MAIN_SYMBOL,
};

/// The names `xmp.h` declares for user programs and generated code: a unit that declares one of
/// them runs on the XMP runtime.
const RUNTIME_NAMES: &[&str] = &[
    "xmp_all_node_num",
    "xmpc_all_node_num",
    "xmp_all_num_nodes",
    "xmp_node_num",
    "xmpc_node_num",
    "xmp_num_nodes",
    "xmpc_this_image",
    "xmp_num_images",
    "xmp_wtime",
    "xmp_wtick",
    "xmp_exit",
    "xmp_barrier",
    "xmp_test_async",
    "xmp_sync_all",
    "xmp_rt_main",
    "xmp_rt_init",
];

/// Per-unit XMP state of the lowerer.
#[derive(Clone, Debug, Default)]
pub(crate) struct XmpState {
    /// An XMP directive of issue 3 was lowered.
    pub used: bool,
    /// The first file-scope node array: its name and the node count it needs (0 = any).
    pub first_file_nodes: Option<(String, u32)>,
    /// issue 4: the function whose body `global_elems_unit` is rewriting (block-scope and
    /// dummy global arrays are recognised by it there, where no function is being lowered).
    pub elems_func: Option<u32>,
    /// While a file-scope variable's declarator is lowered: its non-constant array sizes
    /// (the rank of the element type each applies to, and the `long` size), which an `align`
    /// may give the run-time meaning of reference 4.2 (an Omni extension).
    pub vla_dims: Option<Vec<(usize, Expr)>>,
    /// File-scope variables declared with non-constant sizes, not aligned yet: their sizes
    /// in C order (`None` for a constant one) and the declaration's span. Those left at the
    /// end of the unit are the C error.
    pub file_vlas: HashMap<u32, (Vec<Option<Expr>>, Span)>,
    /// File-scope variables named by code lowered so far: a file-scope array aligned inside a
    /// function must not have been used as a plain C array before.
    pub named_globals: std::collections::HashSet<u32>,
    /// Hidden objects of aligned members of external structures, with their structure: each
    /// is defined by the unit that defines the structure (decided at the end of the unit).
    pub member_globals: Vec<(u32, u32)>,
}

/// The number of array dimensions of `t` (0 for a non-array).
pub(crate) fn rank_of(t: &Type) -> usize {
    match t {
        Type::Array(e, _) | Type::Vla(e, _) => 1 + rank_of(e),
        _ => 0,
    }
}

fn int() -> Type {
    Type::int()
}

/// `a op b` on `int`s, folded when both are constants.
fn arith(op: BinOp, a: Expr, b: Expr, span: Span) -> Expr {
    if let (ExprKind::IntConst(x), ExprKind::IntConst(y)) = (&a.kind, &b.kind) {
        let v = match op {
            BinOp::Add => Some(x + y),
            BinOp::Sub => Some(x - y),
            BinOp::Div if *y != 0 => Some(x / y),
            _ => None,
        };
        if let Some(v) = v {
            return int_const(v, int(), span);
        }
    }
    Expr::new(ExprKind::Binary(op, Box::new(a), Box::new(b)), int(), span)
}

fn const_of(e: &Expr) -> Option<i128> {
    match e.kind {
        ExprKind::IntConst(v) => Some(v),
        _ => None,
    }
}

/// Whether a statement list contains a `return`, or a `goto` to a label it does not define
/// (jumps out of a task body); gives the offending statement's span.
fn jump_out(b: &Block) -> Option<(Span, &'static str)> {
    fn labels(b: &Block, acc: &mut Vec<LabelId>) {
        for s in &b.stmts {
            match &s.kind {
                StmtKind::Label(l) => acc.push(*l),
                _ => for_each_block(&s.kind, &mut |b| labels(b, acc)),
            }
        }
    }
    fn find(b: &Block, defined: &[LabelId]) -> Option<(Span, &'static str)> {
        for s in &b.stmts {
            match &s.kind {
                StmtKind::Return(_) => return Some((s.span, "return")),
                StmtKind::Goto(l) if !defined.contains(l) => return Some((s.span, "goto")),
                StmtKind::GotoIndirect(_) => return Some((s.span, "goto")),
                k => {
                    let mut r = None;
                    for_each_block(k, &mut |b| {
                        if r.is_none() {
                            r = find(b, defined);
                        }
                    });
                    if r.is_some() {
                        return r;
                    }
                }
            }
        }
        None
    }
    let mut defined = vec![];
    labels(b, &mut defined);
    find(b, &defined)
}

/// The number of `#pragma acc` and `#pragma omp` items at the start of `rest`: both are
/// ignored on a host build, and either may stand between an XMP construct and the statement
/// it applies to (XcalableACC stacks `acc parallel loop` after `xmp loop`; reference section
/// 11 lets `omp parallel for` come before or after it).
pub(crate) fn acc_pragmas(rest: &[ast::BlockItem]) -> usize {
    rest.iter()
        .take_while(|it| {
            matches!(
                it,
                ast::BlockItem::Pragma(ast::Pragma {
                    kind: ast::PragmaKind::Acc(_) | ast::PragmaKind::Omp(_),
                    ..
                })
            )
        })
        .count()
}

/// Calls `f` on every block nested directly in a statement.
fn for_each_block<'b>(k: &'b StmtKind, f: &mut dyn FnMut(&'b Block)) {
    match k {
        StmtKind::Block(b) => f(b),
        StmtKind::If { then, els, .. } => {
            f(then);
            if let Some(e) = els {
                f(e);
            }
        }
        StmtKind::While { body, .. }
        | StmtKind::DoWhile { body, .. }
        | StmtKind::Switch { body, .. } => f(body),
        StmtKind::For { init, body, .. } => {
            f(init);
            f(body);
        }
        StmtKind::Xmp(x) => match &**x {
            XmpStmt::Task { body, .. }
            | XmpStmt::ParLoop { body, .. }
            | XmpStmt::LocalLoop { body, .. } => f(body),
            XmpStmt::Tasks { tasks } => {
                for (_, b, _) in tasks {
                    f(b);
                }
            }
            _ => {}
        },
        _ => {}
    }
}

impl Lowerer {
    fn xmp_unsupported(&mut self, d: &x::Directive) {
        self.err(
            d.span,
            format!("XMP directive '{}' is not supported yet", d.name),
        );
    }

    /// A `#pragma xmp` at file scope: only declarative directives belong there.
    pub(crate) fn xmp_file_directive(&mut self, d: &x::Directive) {
        match &*d.kind {
            K::Nodes(decls) => {
                self.xmp.used = true;
                for nd in decls {
                    let _ = self.nodes_decl(nd, None);
                }
            }
            K::Template(decls) => {
                self.xmp.used = true;
                for td in decls {
                    let _ = self.template_decl(td, None);
                }
            }
            K::Distribute(dd) => {
                self.xmp.used = true;
                let _ = self.distribute_dir(dd, d.span, None);
            }
            K::Align(ad) => {
                self.xmp.used = true;
                let _ = self.align_dir(ad, d.span, None);
            }
            K::Shadow(sd) => {
                self.xmp.used = true;
                let _ = self.shadow_dir(sd, d.span);
            }
            K::Combined(c) if Self::combined_nodes_only(c) => {
                if let x::CombinedDecls::Nodes(decls) = &c.decls {
                    self.xmp.used = true;
                    for nd in decls {
                        let _ = self.nodes_decl(nd, None);
                    }
                }
            }
            // issue 4: the combined declarative directive with mapping attributes
            K::Combined(c) => {
                self.xmp.used = true;
                let _ = self.combined_dir(c, d.span, None);
            }
            // issue 6: `coarray on q :: a` (reference 9.8)
            K::Coarray(c) => {
                self.xmp.used = true;
                self.coarray_on_dir(d, c);
            }
            // Applied by the front end (old coarray declarations) or hints without effect.
            K::Compat(_) => {}
            k => match k.class() {
                DirectiveClass::Declarative => self.xmp_unsupported(d),
                _ if Self::issue3_executable(k) || matches!(k, K::TemplateFix(_)) => self.err(
                    d.span,
                    format!(
                        "XMP directive '{}' must appear in a statement position, not at file scope",
                        d.name
                    ),
                ),
                _ => self.xmp_unsupported(d),
            },
        }
    }

    fn combined_nodes_only(c: &x::CombinedDir) -> bool {
        c.attrs
            .iter()
            .all(|a| matches!(a, x::CombinedAttr::Nodes(_)))
            && matches!(c.decls, x::CombinedDecls::Nodes(_))
    }

    fn issue3_executable(k: &K) -> bool {
        matches!(
            k,
            K::Task(_) | K::Tasks | K::Barrier(_) | K::Reduction(_) | K::Bcast(_) | K::WaitAsync(_)
                // issue 5
                | K::Reflect(_) | K::ReflectInit(_) | K::ReflectDo(_)
                | K::ReduceShadow(_)
        )
    }

    /// A `#pragma xmp` among the items of a block. `rest` are the items after it; returns how
    /// many of them the directive took as its body.
    pub(crate) fn xmp_block_directive(
        &mut self,
        d: &x::Directive,
        rest: &[ast::BlockItem],
        out: &mut Vec<Stmt>,
    ) -> usize {
        match &*d.kind {
            K::Nodes(decls) => {
                self.xmp.used = true;
                for nd in decls {
                    let _ = self.nodes_decl(nd, Some(out));
                }
                0
            }
            K::Combined(c) if Self::combined_nodes_only(c) => {
                self.xmp.used = true;
                if let x::CombinedDecls::Nodes(decls) = &c.decls {
                    for nd in decls {
                        let _ = self.nodes_decl(nd, Some(out));
                    }
                }
                0
            }
            // issue 4: the combined declarative directive with mapping attributes
            K::Combined(c) => {
                self.xmp.used = true;
                let _ = self.combined_dir(c, d.span, Some(out));
                0
            }
            K::Template(decls) => {
                self.xmp.used = true;
                for td in decls {
                    let _ = self.template_decl(td, Some(out));
                }
                0
            }
            K::Distribute(dd) => {
                self.xmp.used = true;
                let _ = self.distribute_dir(dd, d.span, Some(out));
                0
            }
            K::Align(ad) => {
                self.xmp.used = true;
                let _ = self.align_dir(ad, d.span, Some(out));
                0
            }
            K::Shadow(sd) => {
                self.xmp.used = true;
                let _ = self.shadow_dir(sd, d.span);
                0
            }
            // issue 4: template_fix
            K::TemplateFix(tf) => {
                self.xmp.used = true;
                let _ = self.template_fix_dir(tf, d.span, out);
                0
            }
            K::Loop(ld) => {
                self.xmp.used = true;
                // `#pragma acc`/`omp` lines between the directive and its `for` change
                // nothing on a host build.
                let skip = acc_pragmas(rest);
                // With -fopenmp, `omp parallel for` here makes a hybrid loop.
                match self.omp_after_xmp_loop(&rest[..skip]) {
                    Some(od) => skip + self.omp_hybrid_loop(&od, d, ld, &rest[skip..], out),
                    None => skip + self.loop_construct(d, ld, &rest[skip..], out),
                }
            }
            K::Task(_) | K::Tasks => {
                self.xmp.used = true;
                let mut n = 0;
                if let Ok(s) = self.xmp_construct(d, rest, &mut n) {
                    self.flush_into(out);
                    out.push(s);
                }
                n
            }
            // --- issue 5 (reflect) ---
            K::Reflect(r) | K::ReflectInit(r) | K::ReflectDo(r) => {
                self.xmp.used = true;
                let form = match &*d.kind {
                    K::Reflect(_) => reflect::ReflectForm::Reflect,
                    K::ReflectInit(_) => reflect::ReflectForm::Init,
                    _ => reflect::ReflectForm::Do,
                };
                if let Ok(v) = self.reflect_dir(r, form, d.span) {
                    self.flush_into(out);
                    out.extend(v);
                }
                0
            }
            // --- issue 4 (array directive) ---
            K::Array(ad) => {
                self.xmp.used = true;
                self.array_construct(d, ad, rest, out)
            }
            // --- issue 5 (gmove) ---
            K::Gmove(g) => {
                self.xmp.used = true;
                self.gmove_construct(d, g, rest, out)
            }
            // --- issue 5 (reduce_shadow) ---
            K::ReduceShadow(r) => {
                self.xmp.used = true;
                if let Ok(v) = self.reflect_dir(r, reflect::ReflectForm::ReduceShadow, d.span) {
                    self.flush_into(out);
                    out.extend(v);
                }
                0
            }
            K::Reduction(r) if r.locations.iter().any(|l| !l.is_empty()) => {
                self.xmp.used = true;
                if let Ok(v) = self
                    .reject_acc(r.acc, d)
                    .and_then(|()| self.reduction_with_locations(r, d.span))
                {
                    self.flush_into(out);
                    out.extend(v);
                }
                0
            }
            K::Barrier(_) | K::Reduction(_) | K::Bcast(_) | K::WaitAsync(_) => {
                self.xmp.used = true;
                if let Ok(s) = self.xmp_standalone(d) {
                    self.flush_into(out);
                    out.push(Stmt {
                        kind: StmtKind::Xmp(Box::new(s)),
                        span: d.span,
                    });
                }
                0
            }
            // issue 6: the coarray and image directives (reference 9.8)
            K::Coarray(c) => {
                self.xmp.used = true;
                self.coarray_on_dir(d, c);
                0
            }
            K::Image(im) => {
                self.xmp.used = true;
                self.image_construct(d, im, rest, out)
            }
            K::Compat(_) => 0,
            // tasklets (reference 15, an extension)
            K::Tasklets(_)
            | K::Tasklet(_)
            | K::TaskletWait
            | K::TaskletYield
            | K::TaskletComm(_) => self.tasklet_directive(d, rest, out),
            // issue 6: lock/unlock, post/wait
            K::Lock(_) | K::Unlock(_) | K::Post(_) | K::Wait(_) => {
                self.xmp.used = true;
                if let Ok(s) = self.co_directive(d) {
                    self.flush_into(out);
                    out.push(Stmt {
                        kind: StmtKind::Xmp(Box::new(s)),
                        span: d.span,
                    });
                }
                0
            }
        }
    }

    /// `task` / `tasks` with the body taken from `rest`; `used` counts the items taken.
    fn xmp_construct(
        &mut self,
        d: &x::Directive,
        rest: &[ast::BlockItem],
        used: &mut usize,
    ) -> R<Stmt> {
        let span = d.span;
        match &*d.kind {
            K::Task(t) => {
                let on = self.node_set_ref(&t.on);
                let body = self.construct_body(d, rest, used)?;
                let on = on?;
                Ok(Stmt {
                    kind: StmtKind::Xmp(Box::new(XmpStmt::Task { on, body })),
                    span,
                })
            }
            K::Tasks => {
                let Some(ast::BlockItem::Stmt(ast::Stmt {
                    kind: ast::StmtKind::Compound(b),
                    ..
                })) = rest.first()
                else {
                    return self.fail(span, "expected a compound statement of 'task' constructs after '#pragma xmp tasks'");
                };
                *used = 1;
                let mut tasks = vec![];
                let mut ok = true;
                let mut i = 0;
                self.push_scope();
                while i < b.items.len() {
                    let it = &b.items[i];
                    i += 1;
                    match it {
                        ast::BlockItem::Pragma(ast::Pragma {
                            kind: ast::PragmaKind::Xmp(td),
                            ..
                        }) if matches!(*td.kind, K::Task(_)) => {
                            let K::Task(t) = &*td.kind else { continue };
                            let on = self.node_set_ref(&t.on);
                            let mut n = 0;
                            let body = self.construct_body(td, &b.items[i..], &mut n);
                            i += n;
                            match (on, body) {
                                (Ok(on), Ok(body)) => tasks.push((on, body, td.span)),
                                _ => ok = false,
                            }
                        }
                        ast::BlockItem::Stmt(ast::Stmt {
                            kind: ast::StmtKind::Empty,
                            ..
                        }) => {}
                        // `#pragma acc` changes nothing on a host build (issue 5).
                        ast::BlockItem::Pragma(ast::Pragma {
                            kind: ast::PragmaKind::Acc(_),
                            ..
                        }) => {}
                        other => {
                            let sp = match other {
                                ast::BlockItem::Decl(d) => d.span,
                                ast::BlockItem::Stmt(s) => s.span,
                                ast::BlockItem::Pragma(p) => p.span,
                                ast::BlockItem::StaticAssert(a) => a.span,
                            };
                            self.err(
                                sp,
                                "only 'task' constructs may appear in a 'tasks' construct",
                            );
                            ok = false;
                        }
                    }
                }
                self.pop_scope();
                if !ok {
                    return Err(());
                }
                Ok(Stmt {
                    kind: StmtKind::Xmp(Box::new(XmpStmt::Tasks { tasks })),
                    span,
                })
            }
            _ => Err(()),
        }
    }

    /// The structured block after a `task` (a statement, or another XMP construct).
    fn construct_body(
        &mut self,
        d: &x::Directive,
        rest: &[ast::BlockItem],
        used: &mut usize,
    ) -> R<Block> {
        let mut out = vec![];
        // Jumps out of the block are not allowed: `break`/`continue` see no enclosing loop,
        // `case` labels no enclosing switch.
        let saved = self.f.as_mut().map(|f| {
            (
                std::mem::take(&mut f.loops),
                std::mem::take(&mut f.breakables),
                std::mem::take(&mut f.switches),
            )
        });
        self.push_scope();
        // `#pragma acc`/`omp` lines before the body change nothing on a host build.
        // With -fopenmp an OpenMP construct is the body.
        let skip = self.omp_skippable(rest);
        let r = match rest.get(skip) {
            Some(ast::BlockItem::Pragma(ast::Pragma {
                kind: ast::PragmaKind::Omp(p),
                span,
            })) => {
                let n = self.omp_block_directive(p, *span, &rest[skip + 1..], &mut out);
                *used = skip + 1 + n;
                self.flush_into(&mut out);
                Ok(())
            }
            Some(ast::BlockItem::Stmt(s)) => {
                *used = skip + 1;
                self.stmt(s, &mut out);
                self.flush_into(&mut out);
                Ok(())
            }
            Some(ast::BlockItem::Pragma(ast::Pragma {
                kind: ast::PragmaKind::Xmp(inner),
                ..
            })) if matches!(inner.kind.class(), DirectiveClass::Construct(_)) => {
                let n = self.xmp_block_directive(inner, &rest[skip + 1..], &mut out);
                *used = skip + 1 + n;
                Ok(())
            }
            _ => self.fail(
                d.span,
                format!("expected a statement after '#pragma xmp {}'", d.name),
            ),
        };
        self.pop_scope();
        if let (Some(f), Some((l, b, s))) = (self.f.as_mut(), saved) {
            f.loops = l;
            f.breakables = b;
            f.switches = s;
        }
        r?;
        // A compound statement is the body itself (as for loop bodies).
        let body = match out.as_slice() {
            [Stmt {
                kind: StmtKind::Block(_),
                ..
            }] => match out.pop() {
                Some(Stmt {
                    kind: StmtKind::Block(b),
                    ..
                }) => b,
                _ => Block::default(),
            },
            _ => Block { stmts: out },
        };
        if let Some((sp, what)) = jump_out(&body) {
            let dg = Diagnostic::error(sp, format!("'{what}' out of an XMP task is not allowed"))
                .with_note(Some(d.span), "the task construct is here");
            self.d.push(dg);
            return Err(());
        }
        Ok(body)
    }

    /// The XcalableACC `acc` clause (reference 14.2) names device copies; a host build has only
    /// host memory, so the clause is accepted and the directive acts on host memory.
    fn reject_acc(&mut self, acc: bool, d: &x::Directive) -> R<()> {
        let _ = (acc, d);
        Ok(())
    }

    fn opt_set(&mut self, r: &Option<x::Ref>) -> R<NodeSet> {
        match r {
            None => Ok(NodeSet::Executing),
            Some(r) => self.node_set_ref(r),
        }
    }

    fn async_id(&mut self, a: &Option<ast::Expr>) -> R<Option<Expr>> {
        match a {
            None => Ok(None),
            Some(e) => Ok(Some(self.xmp_int_expr(e, false)?)),
        }
    }

    /// `barrier`, `reduction`, `bcast`, `wait_async`.
    pub(crate) fn xmp_standalone(&mut self, d: &x::Directive) -> R<XmpStmt> {
        match &*d.kind {
            K::Barrier(b) => {
                self.reject_acc(b.acc, d)?;
                Ok(XmpStmt::Barrier {
                    on: self.opt_set(&b.on)?,
                })
            }
            K::Reduction(r) => {
                self.reject_acc(r.acc, d)?;
                use x::ReductionOp as O;
                let op = match r.op {
                    O::Add => XmpReduceOp::Sum,
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
                            r.op_span,
                            format!("reduction operator '{}' is not allowed in the reduction construct (only in a loop's reduction clause)", other.spelling()),
                        )
                    }
                };
                let mut vars = vec![];
                let mut ok = true;
                for v in &r.vars {
                    match self.reduction_var(v, op) {
                        Ok(e) => vars.push(e),
                        Err(()) => ok = false,
                    }
                }
                let on = self.opt_set(&r.on);
                let async_id = self.async_id(&r.async_id);
                if !ok {
                    return Err(());
                }
                Ok(XmpStmt::Reduction {
                    op,
                    vars,
                    on: on?,
                    async_id: async_id?,
                })
            }
            K::Bcast(b) => {
                self.reject_acc(b.acc, d)?;
                let mut vars = vec![];
                let mut ok = true;
                for (k, v) in b.vars.iter().enumerate() {
                    let r = match b.sections.get(k) {
                        Some(subs) if !subs.is_empty() => self.bcast_section(v, subs),
                        _ => self.xmp_var(v, "bcast"),
                    };
                    match r {
                        Ok(e) => vars.push(e),
                        Err(()) => ok = false,
                    }
                }
                let from = match &b.from {
                    None => Ok(None),
                    Some(f) => self.node_set_ref(f).map(Some),
                };
                // The source is exactly one node (reference 7.6).
                if let (Ok(Some(NodeSet::Ref(r))), Some(f)) = (&from, &b.from) {
                    if let Some(size) = self.static_ref_size(r) {
                        if size != 1 {
                            return self.fail(f.span(), format!("the source of bcast must be one node, but this reference names {size}"));
                        }
                    }
                }
                let on = self.opt_set(&b.on);
                let async_id = self.async_id(&b.async_id);
                if !ok {
                    return Err(());
                }
                Ok(XmpStmt::Bcast {
                    vars,
                    from: from?,
                    on: on?,
                    async_id: async_id?,
                })
            }
            K::WaitAsync(w) => {
                self.reject_acc(w.acc, d)?;
                let mut ids = vec![];
                for e in &w.ids {
                    ids.push(self.xmp_int_expr(e, false)?);
                }
                Ok(XmpStmt::WaitAsync {
                    ids,
                    on: self.opt_set(&w.on)?,
                })
            }
            _ => Err(()),
        }
    }

    /// `bcast (a[i][lo:len])`: a contiguous section (scalar subscripts, then one triplet of
    /// unit step and constant length, the dimensions after it whole) as an lvalue of array
    /// type at its first element.
    fn bcast_section(&mut self, v: &ast::Ident, subs: &[x::Subscript]) -> R<Expr> {
        let base = self.xmp_var(v, "bcast")?;
        if self.aligned_of(&base).is_some() {
            return self.fail(
                v.span,
                "XMP feature 'bcast of a section of a distributed array' is not supported yet",
            );
        }
        let unsupported = |l: &mut Self, sp| {
            l.fail(
                sp,
                "XMP feature 'bcast of a section other than scalar subscripts and one last triplet of unit step' is not supported yet",
            )
        };
        let mut at = self.var_ast(v);
        let (last, lead) = subs.split_last().ok_or(())?;
        for s in lead {
            let x::Subscript::Expr(e) = s else {
                return unsupported(self, v.span);
            };
            at = ast::Expr {
                span: at.span,
                kind: ast::ExprKind::Index(Box::new(at), Box::new(e.clone())),
            };
        }
        let x::Subscript::Triplet(tr) = last else {
            return unsupported(self, v.span);
        };
        if let Some(st) = &tr.step {
            if self.const_int_expr(st) != Some(1) {
                return unsupported(self, st.span);
            }
        }
        let row = self.expr(&at)?;
        let (elem, extent) = match &row.ty {
            Type::Array(e, n) => ((**e).clone(), n.map(|n| n as i128)),
            _ => {
                return self.fail(
                    tr.span,
                    format!(
                        "the section of '{}' in bcast has too many subscripts",
                        v.name
                    ),
                )
            }
        };
        let lo = match &tr.lower {
            Some(e) => e.clone(),
            None => crate::lower::array_assign::a_lit(0, tr.span),
        };
        let len = match (&tr.bound, extent) {
            (Some(l), _) => self.const_int_expr(l).ok_or(())?,
            (None, Some(n)) => n - self.const_int_expr(&lo).ok_or(())?,
            (None, None) => return unsupported(self, tr.span),
        };
        let lo_c = self.const_int_expr(&lo);
        self.check_const_triplet(lo_c, Some(len), Some(1), None, tr.span)?;
        if let (Some(n), Some(l)) = (extent, lo_c) {
            if len <= 0 || l < 0 || l + len > n {
                return self.fail(
                    tr.span,
                    format!("the section of '{}' in bcast is outside the array", v.name),
                );
            }
        }
        let first = self.expr(&ast::Expr {
            span: at.span,
            kind: ast::ExprKind::Index(Box::new(at), Box::new(lo)),
        })?;
        let sec = Type::Array(Box::new(elem), Some(len as u64));
        let sp = first.span;
        let addr = Expr::new(
            ExprKind::AddrOf(Box::new(first.clone())),
            Type::Pointer(Box::new(first.ty.clone())),
            sp,
        );
        let ptr = Expr::new(
            ExprKind::Cast(crate::xir::CastKind::PtrToPtr, Box::new(addr)),
            Type::Pointer(Box::new(sec.clone())),
            sp,
        );
        Ok(Expr::new(ExprKind::Deref(Box::new(ptr)), sec, sp))
    }

    /// A variable named in `bcast`/`reduction`: a modifiable object of fixed size.
    fn xmp_var(&mut self, v: &ast::Ident, what: &str) -> R<Expr> {
        match self.lookup(&v.name) {
            Some(Sym::Local { .. } | Sym::Global { .. }) => {}
            // A member of a structure variable that is not a mapped array (`bcast (s.n)`).
            None if v.name.contains('.') => {}
            Some(Sym::Nodes(_)) => {
                return self.fail(
                    v.span,
                    format!("node array '{}' cannot be a {what} variable", v.name),
                )
            }
            Some(_) => return self.fail(v.span, format!("'{}' is not a variable", v.name)),
            None => return self.fail(v.span, format!("use of undeclared identifier '{}'", v.name)),
        }
        let e = self.expr(&self.var_ast(v))?;
        if !e.is_lvalue() {
            return self.fail(v.span, format!("'{}' is not a variable", v.name));
        }
        if self.lv_quals(&e).c {
            let verb = if what == "bcast" {
                "broadcast"
            } else {
                "reduce"
            };
            return self.fail(
                v.span,
                format!("cannot {verb} into const-qualified variable '{}'", v.name),
            );
        }
        let complete = match &e.ty {
            Type::Array(_, None) | Type::Void | Type::Function(_) => false,
            Type::Struct(id) => self
                .m
                .structs
                .get(*id as usize)
                .map(|s| s.complete)
                .unwrap_or(false),
            _ => true,
        };
        if !complete {
            let t = self.tname(&e.ty);
            return self.fail(
                v.span,
                format!("{what} variable '{}' has incomplete type '{t}'", v.name),
            );
        }
        Ok(e)
    }

    /// A reduction variable: arithmetic, or an array of arithmetic elements, fitting `op`.
    fn reduction_var(&mut self, v: &ast::Ident, op: XmpReduceOp) -> R<Expr> {
        let mut e = self.xmp_var(v, "reduction")?;
        // A parameter declared `int a[N]` (not aligned): the N elements it points to, as the
        // reference implementation reduces them.
        if let (ExprKind::Local(id), Some(f), None) =
            (&e.kind, self.f.as_ref(), self.aligned_of(&e))
        {
            if let Some(t) = f.param_arrays.get(id).cloned() {
                let sp = e.span;
                let ptr = Expr::new(
                    ExprKind::Load {
                        lvalue: Box::new(e.clone()),
                        volatile: false,
                    },
                    e.ty.clone(),
                    sp,
                );
                let ptr = Expr::new(
                    ExprKind::Cast(crate::xir::CastKind::PtrToPtr, Box::new(ptr)),
                    Type::Pointer(Box::new(t.clone())),
                    sp,
                );
                e = Expr::new(ExprKind::Deref(Box::new(ptr)), t, sp);
            }
        }
        // An aligned array (also a pointer parameter aligned in this function) is reduced
        // element-wise over its local block; a variable-length array over its run-time size.
        let elem = match self.aligned_of(&e) {
            Some(id) => self.m.xmp.arrays[id as usize].elem.clone(),
            None => {
                let mut elem = &e.ty;
                while let Type::Array(t, _) | Type::Vla(t, _) = elem {
                    elem = t;
                }
                elem.clone()
            }
        };
        let t = self.tname(&e.ty);
        match &elem {
            Type::Int(IntKind::Int128 | IntKind::UInt128) => self.fail(
                v.span,
                format!(
                    "reduction of 128-bit integer variable '{}' is not supported yet",
                    v.name
                ),
            ),
            Type::Int(_) => Ok(e),
            Type::Float(_) | Type::Complex(_) => {
                let bad = match op {
                    XmpReduceOp::BitAnd | XmpReduceOp::BitOr | XmpReduceOp::BitXor => true,
                    XmpReduceOp::LogAnd
                    | XmpReduceOp::LogOr
                    | XmpReduceOp::Max
                    | XmpReduceOp::Min => {
                        matches!(elem, Type::Complex(_))
                    }
                    _ => false,
                };
                if bad {
                    let kind = if matches!(elem, Type::Complex(_)) {
                        "complex"
                    } else {
                        "floating"
                    };
                    return self.fail(
                        v.span,
                        format!("invalid reduction operator '{}' for variable '{}' of {kind} type '{t}'", op.spelling(), v.name),
                    );
                }
                Ok(e)
            }
            _ => self.fail(
                v.span,
                format!(
                    "reduction variable '{}' has non-arithmetic type '{t}'",
                    v.name
                ),
            ),
        }
    }

    /// An integer expression of a directive, converted to `int`; at file scope it must be a
    /// constant.
    /// Directive operands are `int` in the runtime: a constant beyond it is an error rather
    /// than a silently wrapped extent or index.
    pub(crate) fn xmp_int_fits(&mut self, c: i128, span: Span) -> R<()> {
        if i32::try_from(c).is_err() {
            return self.fail(
                span,
                format!("integer constant {c} in an XMP directive does not fit in 'int'"),
            );
        }
        Ok(())
    }

    fn xmp_int_expr(&mut self, e: &ast::Expr, file_scope: bool) -> R<Expr> {
        if file_scope || self.f.is_none() {
            let v = self.rvalue_expr(e)?;
            if !v.ty.is_integer() {
                let t = self.tname(&v.ty);
                return self.fail(
                    e.span,
                    format!("integer constant expression must have integer type, not '{t}'"),
                );
            }
            // A `static const int N = 4;` folds, as clang does for array sizes.
            return match self
                .const_int(&v)
                .or_else(|| self.const_global_int(&v))
                .or_else(|| self.fold_const_globals(&v))
            {
                Some(c) => {
                    self.xmp_int_fits(c, e.span)?;
                    Ok(int_const(c, int(), e.span))
                }
                None => self.fail(e.span, "expression is not an integer constant expression"),
            };
        }
        let v = self.rvalue_expr(e)?;
        if !v.ty.is_integer() {
            let t = self.tname(&v.ty);
            return self.fail(
                e.span,
                format!("expression of type '{t}' is not an integer"),
            );
        }
        if let Some(c) = self.const_int(&v) {
            self.xmp_int_fits(c, e.span)?;
        }
        let v = self.convert(v, &int());
        if let Some(c) = self.const_int(&v) {
            return Ok(int_const(c, int(), e.span));
        }
        Ok(v)
    }

    /// An `on`/`from` reference (`*`, a node array, or a template).
    pub(crate) fn node_set_ref(&mut self, r: &x::Ref) -> R<NodeSet> {
        match r {
            x::Ref::Current(_) => Ok(NodeSet::Executing),
            x::Ref::Named(n) => {
                if let Some(Sym::Template(id)) = self.lookup_xmp(&n.name.name) {
                    let id = *id;
                    return Ok(NodeSet::Template(self.template_ref(id, n)?));
                }
                Ok(NodeSet::Ref(self.node_ref(n)?))
            }
        }
    }

    /// A template reference in an `on`/`from` clause: one inclusive index range per dimension.
    fn template_ref(&mut self, id: TemplateId, r: &x::NamedRef) -> R<TemplateRef> {
        let def = self.m.xmp.templates[id as usize].clone();
        if def.dist.is_none() {
            return self.fail(
                r.name.span,
                format!("template '{}' is not distributed", def.name),
            );
        }
        if def.unfixed {
            // issue 4: the extents exist only at run time after template_fix.
            return self.fail(
                r.name.span,
                "XMP feature 'template reference to a template declared with `:`' is not supported yet",
            );
        }
        let rank = def.dims.len();
        let file_scope = self.f.is_none();
        let sp = r.span;
        let full = |d: &TemplateDim| -> TemplateRange {
            let ub = arith(
                BinOp::Sub,
                arith(BinOp::Add, d.lower.clone(), d.size.clone(), sp),
                int_const(1, int(), sp),
                sp,
            );
            TemplateRange {
                lo: d.lower.clone(),
                ub,
                step: int_const(1, int(), sp),
                star: false,
            }
        };
        let Some(form) = r.form else {
            return Ok(TemplateRef {
                template: id,
                dims: def.dims.iter().map(full).collect(),
                span: sp,
            });
        };
        if r.subscripts.len() != rank {
            let dg = Diagnostic::error(
                r.span,
                format!(
                    "template reference to '{}' has {} subscript{} but the template has {} dimension{}",
                    def.name,
                    r.subscripts.len(),
                    if r.subscripts.len() == 1 { "" } else { "s" },
                    rank,
                    if rank == 1 { "" } else { "s" }
                ),
            )
            .with_note(Some(def.span), format!("'{}' is declared here", def.name));
            self.d.push(dg);
            return Err(());
        }
        let written: Vec<&x::Subscript> = match form {
            SubscriptForm::Bracket => r.subscripts.iter().collect(),
            SubscriptForm::Paren => r.subscripts.iter().rev().collect(),
        };
        let mut dims = vec![];
        for (d, s) in def.dims.iter().zip(written) {
            dims.push(match s {
                // issue 4: `*`, the indices this node owns (one node set per ownership).
                x::Subscript::Star(_) => TemplateRange {
                    star: true,
                    ..full(d)
                },
                x::Subscript::Expr(e) => {
                    let v = self.xmp_int_expr(e, file_scope)?;
                    TemplateRange {
                        lo: v.clone(),
                        ub: v,
                        step: int_const(1, int(), e.span),
                        star: false,
                    }
                }
                x::Subscript::Triplet(t) => self.template_triplet(d, t, form, file_scope)?,
            });
        }
        Ok(TemplateRef {
            template: id,
            dims,
            span: sp,
        })
    }

    /// One triplet of a template reference as an inclusive index range of template dimension
    /// `d`: `lo:len:step` in bracket form, `lower:upper:step` in parenthesis form; an omitted
    /// part is the dimension's own bound.
    pub(super) fn template_triplet(
        &mut self,
        d: &TemplateDim,
        t: &x::Triplet,
        form: SubscriptForm,
        file_scope: bool,
    ) -> R<TemplateRange> {
        let tsp = t.span;
        let step = match &t.step {
            Some(e) => self.xmp_int_expr(e, file_scope)?,
            None => int_const(1, int(), tsp),
        };
        if let Some(st) = const_of(&step) {
            if st <= 0 {
                return self.fail(tsp, "the step of a template triplet must be positive");
            }
        }
        let lo_all = d.lower.clone();
        let lo = match &t.lower {
            Some(e) => self.xmp_int_expr(e, file_scope)?,
            None => lo_all.clone(),
        };
        let ub = match (&t.bound, form) {
            (None, _) => arith(
                BinOp::Sub,
                arith(BinOp::Add, lo_all, d.size.clone(), tsp),
                int_const(1, int(), tsp),
                tsp,
            ),
            // `lo:len`: the last index is lo + (len - 1) * step.
            (Some(e), SubscriptForm::Bracket) => {
                let len = self.xmp_int_expr(e, file_scope)?;
                let n1 = arith(BinOp::Sub, len, int_const(1, int(), tsp), tsp);
                let off = arith(BinOp::Mul, n1, step.clone(), tsp);
                arith(BinOp::Add, lo.clone(), off, tsp)
            }
            (Some(e), SubscriptForm::Paren) => self.xmp_int_expr(e, file_scope)?,
        };
        Ok(TemplateRange {
            lo,
            ub,
            step,
            star: false,
        })
    }

    /// Resolves and canonicalises a named node reference.
    fn node_ref(&mut self, r: &x::NamedRef) -> R<NodeRef> {
        let id = match self.lookup_xmp(&r.name.name) {
            Some(Sym::Nodes(id)) => *id,
            Some(_) => {
                return self.fail(
                    r.name.span,
                    format!("'{}' is not a node array", r.name.name),
                );
            }
            None => {
                return self.fail(
                    r.name.span,
                    format!("use of undeclared node array '{}'", r.name.name),
                );
            }
        };
        let def = self.m.xmp.nodes[id as usize].clone();
        let rank = def.extents.len();
        let Some(form) = r.form else {
            return Ok(NodeRef {
                nodes: id,
                subs: vec![],
                span: r.span,
            });
        };
        if r.subscripts.len() != rank {
            let dg = Diagnostic::error(
                r.span,
                format!(
                    "node reference to '{}' has {} subscript{} but the node array has {} dimension{}",
                    def.name,
                    r.subscripts.len(),
                    if r.subscripts.len() == 1 { "" } else { "s" },
                    rank,
                    if rank == 1 { "" } else { "s" }
                ),
            )
            .with_note(Some(def.span), format!("'{}' is declared here", def.name));
            self.d.push(dg);
            return Err(());
        }
        let file_scope = self.f.is_none();
        let mut subs = vec![];
        let written: Vec<&x::Subscript> = match form {
            SubscriptForm::Bracket => r.subscripts.iter().collect(),
            SubscriptForm::Paren => r.subscripts.iter().rev().collect(),
        };
        // Paren subscripts are 1-based: subtract the base.
        let base = if form == SubscriptForm::Paren { 1 } else { 0 };
        for (dim, s) in written.into_iter().enumerate() {
            let extent = def.extents[dim].as_ref().and_then(const_of);
            // Diagnostics name the subscript as written (1-based position in the list).
            let pos = if form == SubscriptForm::Paren {
                rank - dim
            } else {
                dim + 1
            };
            let sub = match s {
                // `*` in the reference of a nodes declaration (`row[4] = p[:][*]`) is the seeds'
                // extension (reference 1.5): accepted with the same per-node meaning.
                x::Subscript::Star(_) => NodeSub::Star,
                x::Subscript::Expr(e) => {
                    let v = self.xmp_int_expr(e, file_scope)?;
                    let v = arith(BinOp::Sub, v, int_const(base, int(), e.span), e.span);
                    if let (Some(i), Some(ext)) = (const_of(&v), extent) {
                        if i < 0 || i >= ext {
                            return self.fail(
                                e.span,
                                format!("node subscript {} is out of range for subscript {pos} of '{}' (extent {ext})", i + base, def.name),
                            );
                        }
                    }
                    NodeSub::Index(v)
                }
                x::Subscript::Triplet(t) => {
                    let sp = t.span;
                    let step = match &t.step {
                        Some(e) => self.xmp_int_expr(e, file_scope)?,
                        None => int_const(1, int(), sp),
                    };
                    if let Some(st) = const_of(&step) {
                        if st <= 0 {
                            return self.fail(sp, "the step of a node triplet must be positive");
                        }
                    }
                    let lower = match &t.lower {
                        Some(e) => self.xmp_int_expr(e, file_scope)?,
                        None => int_const(base, int(), sp),
                    };
                    let lo = arith(BinOp::Sub, lower.clone(), int_const(base, int(), sp), sp);
                    let len = match (&t.bound, form) {
                        (None, _) => None,
                        (Some(e), SubscriptForm::Bracket) => {
                            Some(self.xmp_int_expr(e, file_scope)?)
                        }
                        (Some(e), SubscriptForm::Paren) => {
                            // Inclusive upper bound: (upper - lower) / step + 1 elements.
                            let up = self.xmp_int_expr(e, file_scope)?;
                            let diff = arith(BinOp::Sub, up, lower, sp);
                            let q = arith(BinOp::Div, diff, step.clone(), sp);
                            Some(arith(BinOp::Add, q, int_const(1, int(), sp), sp))
                        }
                    };
                    if let (Some(l), Some(ext)) = (const_of(&lo), extent) {
                        let n = len.as_ref().and_then(const_of);
                        let st = const_of(&step).unwrap_or(1);
                        let bad = l < 0
                            || n.map(|n| n < 0 || (n > 0 && l + (n - 1) * st >= ext))
                                .unwrap_or(l > ext);
                        if bad {
                            return self.fail(sp, format!("node section is out of range for subscript {pos} of '{}' (extent {ext})", def.name));
                        }
                    }
                    NodeSub::Triplet { lo, len, step }
                }
            };
            subs.push(sub);
        }
        Ok(NodeRef {
            nodes: id,
            subs,
            span: r.span,
        })
    }

    /// The number of nodes a reference denotes, when it is known at compile time.
    fn static_ref_size(&self, r: &NodeRef) -> Option<i128> {
        let def = self.m.xmp.nodes.get(r.nodes as usize)?;
        let exts: Option<Vec<i128>> = def
            .extents
            .iter()
            .map(|e| e.as_ref().and_then(const_of))
            .collect();
        let exts = exts?;
        if r.subs.is_empty() {
            return Some(exts.iter().product());
        }
        let mut n = 1;
        for (s, ext) in r.subs.iter().zip(exts) {
            match s {
                NodeSub::Index(_) | NodeSub::Star => {}
                NodeSub::Triplet { lo, len, step } => {
                    let st = const_of(step)?;
                    let l = match len {
                        Some(l) => const_of(l)?,
                        None => (ext - const_of(lo)? + st - 1) / st,
                    };
                    n *= l.max(0);
                }
            }
        }
        Some(n)
    }

    /// One `nodes` declaration; `out` is `None` at file scope.
    fn nodes_decl(&mut self, nd: &x::NodesDecl, out: Option<&mut Vec<Stmt>>) -> R<()> {
        let name = &nd.name.name;
        if let Some((_, prev)) = self.lookup_current(name).cloned() {
            let dg = Diagnostic::error(
                nd.name.span,
                format!("redefinition of '{name}' as a node array"),
            )
            .with_note(Some(prev), "previous definition is here");
            self.d.push(dg);
            return Err(());
        }
        let file_scope = out.is_none();
        let n = nd.extents.len();
        let mut extents = vec![];
        let mut bad_extent = false;
        for (i, e) in nd.extents.iter().enumerate() {
            match e {
                x::NodesExtent::Star(sp) => {
                    let ok = match nd.form {
                        SubscriptForm::Bracket => i == 0,
                        SubscriptForm::Paren => i + 1 == n,
                    };
                    if !ok {
                        let which = if nd.form == SubscriptForm::Bracket {
                            "first"
                        } else {
                            "last"
                        };
                        // Reported, and the array still declared (with one node in this
                        // dimension) so that the directives naming it do not fail again.
                        self.err(
                            *sp,
                            format!(
                                "'*' is allowed only as the {which} extent of a nodes declaration"
                            ),
                        );
                        extents.push(Some(Expr::new(
                            ExprKind::IntConst(1),
                            crate::types::Type::int(),
                            *sp,
                        )));
                        bad_extent = true;
                        continue;
                    }
                    extents.push(None);
                }
                x::NodesExtent::Expr(e) => {
                    let v = self.xmp_int_expr(e, file_scope)?;
                    if let Some(c) = const_of(&v) {
                        if c <= 0 {
                            // As above: reported, declared with one node.
                            self.err(e.span, format!("nodes extent must be positive, not {c}"));
                            extents.push(Some(Expr::new(
                                ExprKind::IntConst(1),
                                crate::types::Type::int(),
                                e.span,
                            )));
                            bad_extent = true;
                            continue;
                        }
                    }
                    extents.push(Some(v));
                }
            }
        }
        if nd.form == SubscriptForm::Paren {
            extents.reverse();
        }
        let parent = match &nd.equiv {
            None => NodesParent::Entire,
            Some(x::Ref::Current(_)) => NodesParent::Executing,
            Some(x::Ref::Named(r)) => NodesParent::Ref(self.node_ref(r)?),
        };
        let statics: Option<Vec<i128>> = extents
            .iter()
            .map(|e| e.as_ref().and_then(const_of))
            .collect();
        // Static size checks (reference 4.1): an exact fit with the referenced set, and one
        // entire-set size among the file-scope declarations. The array is still declared after
        // such an error, so its uses do not cascade into more errors. An extent already
        // reported (and replaced by 1) is not checked again.
        let statics = if bad_extent { None } else { statics };
        if let (Some(ex), NodesParent::Ref(r)) = (&statics, &parent) {
            if let Some(size) = self.static_ref_size(r) {
                let want: i128 = ex.iter().product();
                if want != size {
                    self.err(nd.span, format!("node array '{name}' has {want} elements but the referenced node set has {size}"));
                }
            }
        }
        if file_scope && matches!(parent, NodesParent::Entire) {
            let need = statics
                .as_ref()
                .map(|v| v.iter().product::<i128>())
                .unwrap_or(0);
            let need = u32::try_from(need).unwrap_or(0);
            match &self.xmp.first_file_nodes {
                None => self.xmp.first_file_nodes = Some((name.clone(), need)),
                Some((first, have)) if *have != 0 && need != 0 && *have != need => {
                    let (first, have) = (first.clone(), *have);
                    self.err(
                        nd.span,
                        format!("node array '{name}' needs {need} nodes but node array '{first}' needs {have}: both map onto the entire node set"),
                    );
                }
                Some(_) => {}
            }
        }
        let func = self
            .f
            .as_ref()
            .and_then(|f| self.funcs_by_name.get(&f.name).copied());
        let handle_local = if file_scope {
            None
        } else {
            let ty = Type::Pointer(Box::new(Type::Void));
            Some(self.new_local(&format!(".xmp.nodes.{name}"), ty, Quals::default(), nd.span))
        };
        let id = self.m.xmp.nodes.len() as NodesId;
        self.m.xmp.nodes.push(NodesDef {
            name: name.clone(),
            extents,
            parent,
            func,
            handle_local,
            span: nd.span,
        });
        self.bind(name, Sym::Nodes(id), nd.name.span);
        if let Some(out) = out {
            self.flush_into(out);
            out.push(Stmt {
                kind: StmtKind::Xmp(Box::new(XmpStmt::NodesDecl(id))),
                span: nd.span,
            });
        }
        Ok(())
    }

    /// End of the unit: decide whether it runs on the runtime, and rename the user's `main`.
    pub(crate) fn xmp_finish(&mut self) {
        let mut vlas: Vec<(u32, Span)> = self
            .xmp
            .file_vlas
            .drain()
            .map(|(g, (_, sp))| (g, sp))
            .collect();
        vlas.sort_by_key(|(g, _)| *g);
        for (_, sp) in vlas {
            self.err(
                sp,
                "variable length array declaration not allowed at file scope",
            );
        }
        self.member_definitions();
        self.global_elems_unit();
        let declares_rt = self
            .m
            .functions
            .iter()
            .any(|f| RUNTIME_NAMES.contains(&f.name.as_str()));
        if !(self.xmp.used || declares_rt) {
            return;
        }
        self.m.xmp.uses_runtime = true;
        self.m.xmp.nodes_required = self
            .xmp
            .first_file_nodes
            .as_ref()
            .map(|(_, n)| *n)
            .unwrap_or(0);
        if let Some(i) = self
            .m
            .functions
            .iter()
            .position(|f| f.name == "main" && f.body.is_some())
        {
            self.m.functions[i].symbol = USER_MAIN_SYMBOL.to_string();
            self.m.xmp.user_main = Some(i as u32);
        }
    }
}
