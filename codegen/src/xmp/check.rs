//! `-fxmp-check`: the unit asks the runtime for its checking mode (a constructor calling
//! `xmp_rt_check_request` before `main`), and every element access of a global array in a
//! localized loop (`LocalElem`, which `loop-localize` makes at `-O1` and up) is checked against
//! the node's block plus shadow. Without the flag such an access is a plain load or store (the
//! naive `-O0` addressing checks through `xmp_rt_array_elem`, and keeps doing so).
//!
//! The check is one unsigned comparison per dimension of the storage index (global index plus
//! the hoisted offset) against the allocated extent, the results combined into one branch to
//! a cold block that calls `xmp_rt_array_nonlocal` (no return) with the global indices; the
//! runtime reports the array, the indices, the owner and the line, and ends the job.

use inkwell::attributes::{Attribute, AttributeLoc};
use inkwell::module::Linkage;
use inkwell::values::{IntValue, PointerValue};
use inkwell::IntPredicate;
use xmp_ir::omp::{OmpData, OmpStmt};
use xmp_ir::types::{IntKind, LocalId, Type};
use xmp_ir::xir::{
    ArrayView, BinOp, Block, CastKind, Expr, ExprKind, GlobalArrayId, Init, LoopAxis, Stmt,
    StmtKind, TemplateId,
};

use super::map::{template_global, ChunkCache};

use crate::cg::{Cg, Ex, R};

/// What the bounds check of the elements of one view needs (values computed before the loop
/// nest, which dominates every access in it).
#[derive(Clone)]
pub(crate) struct CheckView<'ctx> {
    /// The array's runtime handle.
    pub handle: PointerValue<'ctx>,
    /// Allocated extent (block plus shadows) per dimension.
    pub allocs: Vec<IntValue<'ctx>>,
    /// The locals holding the hoisted offsets (storage index = global index + offset).
    pub offs: Vec<LocalId>,
}

impl<'ctx, 'a> Cg<'ctx, 'a> {
    /// Emits the bounds check of `access`, a `LocalElem` of `array` with storage indices
    /// `idx` (the view's base local is `base`); nothing when the view is not checked or the
    /// access was checked before its nest ([`Cg::gen_checked_nest`]).
    pub(crate) fn check_local_elem(
        &mut self,
        array: GlobalArrayId,
        base: LocalId,
        idx: &[IntValue<'ctx>],
        access: &Expr,
    ) -> R<()> {
        let fs = self.fs()?;
        let Some(v) = fs.check_views.get(&base).cloned() else {
            return Ok(());
        };
        let key = access as *const Expr as usize;
        if !self.opts.xmp_check && !fs.indirect.contains(&key) {
            return Ok(());
        }
        if fs.check_skip && fs.prechecked.contains(&key) {
            return Ok(());
        }
        let span = access.span;
        if v.allocs.len() != idx.len() {
            return Err("internal error: checked view rank".into());
        }
        let mut inb = None;
        for (i, n) in idx.iter().zip(&v.allocs) {
            // A negative index is a huge unsigned one.
            let c = self
                .builder
                .build_int_compare(IntPredicate::ULT, *i, *n, "inb")
                .e()?;
            inb = Some(match inb {
                None => c,
                Some(b) => self.builder.build_and(b, c, "").e()?,
            });
        }
        let Some(inb) = inb else { return Ok(()) };
        let fail = self.new_block("xmp.check.fail")?;
        let ok = self.new_block("xmp.check.ok")?;
        let br = self.builder.build_conditional_branch(inb, ok, fail).e()?;
        // Failing is once per job at most: LLVM's loop passes (IRCE, unswitching) act on
        // checks they know are cold.
        let i32t = self.ctx.i32_type();
        let weights = self.ctx.metadata_node(&[
            self.ctx.metadata_string("branch_weights").into(),
            i32t.const_int(1 << 20, false).into(),
            i32t.const_int(1, false).into(),
        ]);
        let prof = self.ctx.get_kind_id("prof");
        br.set_metadata(weights, prof)
            .map_err(|e| format!("internal error: {e}"))?;
        self.enter(fail);
        let mut global = vec![];
        for (i, o) in idx.iter().zip(&v.offs) {
            let s = self.local_slot(*o)?;
            let off = self
                .builder
                .build_load(self.ctx.i64_type(), s.ptr, "")
                .e()?
                .into_int_value();
            global.push(self.builder.build_int_sub(*i, off, "").e()?);
        }
        let gi = self.i64_array(&global, "check.idx")?;
        let loc = self.loc_ptr(span)?;
        self.report_nonlocal("xmp_rt_array_nonlocal", array, v.handle, gi, loc)?;
        self.builder.build_unreachable().e()?;
        self.enter(ok);
        Ok(())
    }

    /// A cold call of `entry`, `xmp_rt_array_check` (ends the job naming `array` unless the
    /// element is local) or `xmp_rt_array_nonlocal` (ends it; no return), with array handle
    /// `h` and the global indices at `gi`.
    pub(super) fn report_nonlocal(
        &mut self,
        entry: &str,
        array: GlobalArrayId,
        h: PointerValue<'ctx>,
        gi: PointerValue<'ctx>,
        loc: PointerValue<'ctx>,
    ) -> R<()> {
        let name = self.x.xmp.arrays[array as usize].name.clone();
        let mut bytes = name.into_bytes();
        bytes.push(0);
        let ty = Type::Array(Box::new(Type::Int(IntKind::Char)), Some(bytes.len() as u64));
        let name = self.string_global(&bytes, &ty)?.as_pointer_value();
        let f = self.rt(entry)?;
        let call = self
            .builder
            .build_call(f, &[h.into(), gi.into(), name.into(), loc.into()], "")
            .e()?;
        let mut attrs = vec!["cold"];
        if entry == "xmp_rt_array_nonlocal" {
            attrs.push("noreturn");
        }
        for a in attrs {
            let a = self
                .ctx
                .create_enum_attribute(Attribute::get_named_enum_kind_id(a), 0);
            call.add_attribute(AttributeLoc::Function, a);
        }
        Ok(())
    }

    /// With `-fxmp-check`, a constructor of this unit that puts the program in the runtime's
    /// checking mode (`xmp_rt_check_request`), appended to `llvm.global_ctors`.
    pub(super) fn gen_check_request(&mut self) -> R<()> {
        if !self.opts.xmp_check {
            return Ok(());
        }
        let ft = self.ctx.void_type().fn_type(&[], false);
        let ctor = self
            .module
            .add_function(".xmp.check.request", ft, Some(Linkage::Internal));
        // The module-level code after this positions the builder itself.
        let bb = self.ctx.append_basic_block(ctor, "entry");
        self.builder.position_at_end(bb);
        let f = self.rt("xmp_rt_check_request")?;
        self.builder.build_call(f, &[], "").e()?;
        self.builder.build_return(None).e()?;
        self.append_global_xtor(
            "llvm.global_ctors",
            65535,
            ctor.as_global_value().as_pointer_value(),
        )
    }

    /// With `-fxmp-check`: records the handle and allocated extents of the localized view
    /// whose base local is `base` (`allocs`: the `alloc` field of each dimension's map) for
    /// [`Cg::check_local_elem`].
    pub(super) fn record_check_view(
        &mut self,
        base: LocalId,
        handle: PointerValue<'ctx>,
        allocs: Vec<IntValue<'ctx>>,
        offs: Vec<LocalId>,
    ) -> R<()> {
        self.fs_mut()?.check_views.insert(
            base,
            CheckView {
                handle,
                allocs,
                offs,
            },
        );
        Ok(())
    }
}

/// One dimension of an access checked before its loop nest: its storage index is
/// `var + c + off` (`var` a loop variable of the nest) or `c + off` (`var` None), `off` being
/// dimension `dim`'s hoisted offset of the view whose base local is `base`.
#[derive(Clone, Copy, PartialEq, Eq)]
struct Term {
    base: LocalId,
    dim: usize,
    var: Option<LocalId>,
    c: i64,
}

/// What a walk of a loop body finds: the accesses whose every index is affine in the nest's
/// loop variables (by expression address, with their terms), and the locals the body writes
/// or takes the address of.
#[derive(Default)]
struct Affine {
    accesses: Vec<(usize, Vec<Term>)>,
    written: Vec<LocalId>,
}

impl Affine {
    fn block(&mut self, b: &Block, nest: &Nest) {
        visit_block(b, &mut |it| {
            if let Item::Expr(e) = it {
                self.expr(e, nest)
            }
        });
    }

    fn expr(&mut self, e: &Expr, nest: &Nest) {
        match &e.kind {
            ExprKind::Assign { lhs: l, .. }
            | ExprKind::CompoundAssign { lhs: l, .. }
            | ExprKind::IncDec { lvalue: l, .. }
            | ExprKind::AddrOf(l) => {
                if let ExprKind::Local(v) = l.kind {
                    self.written.push(v);
                }
            }
            ExprKind::LocalElem { base, idx, .. } => {
                if let Some(terms) = nest.terms(*base, idx) {
                    self.accesses.push((e as *const Expr as usize, terms));
                }
            }
            _ => {}
        }
        e.for_each_child(&mut |c| self.expr(c, nest));
    }
}

/// The element accesses of a loop body whose subscripts read memory other than scalar
/// variables: an element of an array, through a pointer, a call's result, or a local that the
/// body sets from such a value (`c = colidx[k]; .. p[c]`). Subscripts built from loop
/// variables, constants and scalars are not among them (stencils stay unchecked).
#[derive(Default)]
struct Indirect {
    tainted: std::collections::HashSet<LocalId>,
    changed: bool,
    found: Vec<usize>,
}

impl Indirect {
    fn of(body: &Block) -> Vec<usize> {
        let mut w = Indirect::default();
        // Taint flows through assignments in any order: repeat until nothing changes.
        loop {
            w.changed = false;
            w.walk_block(body, false);
            if !w.changed {
                break;
            }
        }
        w.walk_block(body, true);
        w.found
    }

    fn taint(&mut self, v: LocalId) {
        if self.tainted.insert(v) {
            self.changed = true;
        }
    }

    /// Whether evaluating `e` reads memory other than scalar variables.
    fn reads(&self, e: &Expr) -> bool {
        match &e.kind {
            ExprKind::Load { lvalue, .. } => match lvalue.kind {
                ExprKind::Local(v) => self.tainted.contains(&v),
                ExprKind::Global(_) => false,
                _ => true,
            },
            ExprKind::Call { .. }
            | ExprKind::Builtin(..)
            | ExprKind::VaArg(_)
            | ExprKind::StmtExpr { .. }
            | ExprKind::InlineAsm(_)
            | ExprKind::GlobalElem { .. }
            | ExprKind::LocalElem { .. } => true,
            _ => {
                let mut any = false;
                e.for_each_child(&mut |c| any = any || self.reads(c));
                any
            }
        }
    }

    fn walk_block(&mut self, b: &Block, record: bool) {
        visit_block(b, &mut |it| match it {
            Item::Expr(e) => self.walk_expr(e, record),
            Item::Def(local, from) => {
                let reads = match &from {
                    Source::Exprs(v) => v.iter().any(|e| self.reads(e)),
                    Source::Memory => true,
                };
                if !record && reads {
                    self.taint(local);
                }
            }
        });
    }

    fn walk_expr(&mut self, e: &Expr, record: bool) {
        match &e.kind {
            ExprKind::Assign { lhs, rhs, .. } | ExprKind::CompoundAssign { lhs, rhs, .. }
                if !record =>
            {
                if let ExprKind::Local(v) = lhs.kind {
                    if self.reads(rhs) {
                        self.taint(v);
                    }
                }
            }
            // A local whose address escapes may be set through it.
            ExprKind::AddrOf(l) if !record => {
                if let ExprKind::Local(v) = l.kind {
                    self.taint(v);
                }
            }
            ExprKind::LocalElem { idx, .. } if record && idx.iter().any(|i| self.reads(i)) => {
                self.found.push(e as *const Expr as usize);
            }
            _ => {}
        }
        e.for_each_child(&mut |c| self.walk_expr(c, record));
    }
}

/// What [`visit_block`] meets in a statement list, in order.
enum Item<'b> {
    /// An expression of a statement or clause (its subexpressions are the callback's).
    Expr(&'b Expr),
    /// A local set by a declaration or construct rather than an assignment expression (met
    /// before the expressions it is set from).
    Def(LocalId, Source<'b>),
}

/// Where an [`Item::Def`] local's value comes from.
enum Source<'b> {
    Exprs(Vec<&'b Expr>),
    /// Memory the construct reads (an `omp atomic` capture).
    Memory,
}

/// Walks the statements of `b` and of the statements nested in it, OpenMP constructs included
/// (their bodies are outlined, but a localized access there still belongs to the loop body),
/// giving `f` every expression and local definition. Nested XMP constructs are not entered:
/// they keep their own addressing.
fn visit_block<'b>(b: &'b Block, f: &mut dyn FnMut(Item<'b>)) {
    for s in &b.stmts {
        visit_stmt(s, f);
    }
}

fn visit_stmt<'b>(s: &'b Stmt, f: &mut dyn FnMut(Item<'b>)) {
    match &s.kind {
        StmtKind::Block(b) => visit_block(b, f),
        StmtKind::Expr(e) | StmtKind::Return(Some(e)) | StmtKind::GotoIndirect(e) => {
            f(Item::Expr(e))
        }
        StmtKind::Decl {
            local,
            init: Some(i),
        } => {
            let mut from = vec![];
            init_exprs(i, &mut from);
            f(Item::Def(*local, Source::Exprs(from.clone())));
            from.into_iter().for_each(|e| f(Item::Expr(e)));
        }
        StmtKind::If { cond, then, els } => {
            f(Item::Expr(cond));
            visit_block(then, f);
            if let Some(e) = els {
                visit_block(e, f);
            }
        }
        StmtKind::While { cond, body } | StmtKind::DoWhile { body, cond } => {
            f(Item::Expr(cond));
            visit_block(body, f);
        }
        StmtKind::For {
            init,
            cond,
            step,
            body,
        } => {
            visit_block(init, f);
            for e in [cond, step].into_iter().flatten() {
                f(Item::Expr(e));
            }
            visit_block(body, f);
        }
        StmtKind::Switch { cond, body, .. } => {
            f(Item::Expr(cond));
            visit_block(body, f);
        }
        StmtKind::Omp(o) => visit_omp(o, f),
        _ => {}
    }
}

fn init_exprs<'b>(i: &'b Init, out: &mut Vec<&'b Expr>) {
    match i {
        Init::Expr(e) => out.push(e),
        Init::Array(v) => v.iter().for_each(|(_, i)| init_exprs(i, out)),
        Init::Struct(v) => v.iter().for_each(|(_, i)| init_exprs(i, out)),
        Init::Str(_) | Init::Zero => {}
    }
}

fn omp_data<'b>(d: &'b OmpData, f: &mut dyn FnMut(Item<'b>)) {
    for p in &d.privates {
        for e in [&p.init, &p.last, &p.combine].into_iter().flatten() {
            f(Item::Expr(e));
        }
    }
    for r in &d.reduces {
        f(Item::Expr(&r.orig));
        f(Item::Expr(&r.merge));
    }
}

fn visit_omp<'b>(o: &'b OmpStmt, f: &mut dyn FnMut(Item<'b>)) {
    let data = omp_data;
    match o {
        OmpStmt::Parallel {
            num_threads,
            if_cond,
            data: d,
            body,
            ..
        } => {
            for e in [num_threads, if_cond].into_iter().flatten() {
                f(Item::Expr(e));
            }
            data(d, f);
            visit_block(body, f);
        }
        OmpStmt::XmpLoop(b)
        | OmpStmt::Master(b)
        | OmpStmt::Ordered(b)
        | OmpStmt::Taskgroup(b)
        | OmpStmt::Critical { body: b, .. } => visit_block(b, f),
        OmpStmt::For {
            loops,
            chunk,
            data: d,
            body,
            ..
        } => {
            for l in loops {
                f(Item::Def(l.iv, Source::Exprs(vec![&l.lb, &l.step])));
                for e in [&l.lb, &l.ub, &l.step] {
                    f(Item::Expr(e));
                }
            }
            if let Some(c) = chunk {
                f(Item::Expr(c));
            }
            data(d, f);
            visit_block(body, f);
        }
        OmpStmt::Sections {
            sections, data: d, ..
        } => {
            data(d, f);
            sections.iter().for_each(|b| visit_block(b, f));
        }
        OmpStmt::Single {
            data: d,
            body,
            copyprivate,
            ..
        } => {
            data(d, f);
            copyprivate.iter().for_each(|e| f(Item::Expr(e)));
            visit_block(body, f);
        }
        OmpStmt::Task(t) => {
            for d in &t.depends {
                f(Item::Expr(&d.addr));
                f(Item::Expr(&d.len));
            }
            for e in [&t.if_cond, &t.final_cond, &t.priority]
                .into_iter()
                .flatten()
            {
                f(Item::Expr(e));
            }
            data(&t.data, f);
            visit_block(&t.body, f);
        }
        OmpStmt::Atomic(a) => {
            f(Item::Def(a.old, Source::Memory));
            f(Item::Def(a.new, Source::Memory));
            f(Item::Expr(&a.addr));
            for e in [&a.value, &a.after].into_iter().flatten() {
                f(Item::Expr(e));
            }
        }
        OmpStmt::Barrier
        | OmpStmt::Flush
        | OmpStmt::Taskwait
        | OmpStmt::Taskyield
        | OmpStmt::PushProcBind(_) => {}
    }
}

/// The loop variables and views of a localized nest.
struct Nest<'n> {
    vars: Vec<LocalId>,
    views: &'n [ArrayView],
}

impl Nest<'_> {
    /// The terms of `LocalElem` indices `idx` of the view based at `base`, when each is
    /// `(long)(v + c) + off` or `(long)c + off` (`v` a loop variable of the nest).
    fn terms(&self, base: LocalId, idx: &[Expr]) -> Option<Vec<Term>> {
        let view = self.views.iter().find(|v| v.base == base)?;
        if view.offs.len() != idx.len() {
            return None;
        }
        let mut out = vec![];
        for (dim, (e, off)) in idx.iter().zip(&view.offs).enumerate() {
            let ExprKind::Binary(BinOp::Add, orig, o) = &e.kind else {
                return None;
            };
            let ExprKind::Load { lvalue, .. } = &o.kind else {
                return None;
            };
            if !matches!(lvalue.kind, ExprKind::Local(l) if l == *off) {
                return None;
            }
            let (var, c) = self.affine(orig)?;
            out.push(Term { base, dim, var, c });
        }
        Some(out)
    }

    /// `v + c`, `v - c`, `c + v`, `v` or `c` under widening integer casts.
    fn affine(&self, e: &Expr) -> Option<(Option<LocalId>, i64)> {
        match &e.kind {
            ExprKind::Cast(CastKind::IntToInt, x) => {
                let (Type::Int(to), Type::Int(from)) = (&e.ty, &x.ty) else {
                    return None;
                };
                if int_bits(*to) < int_bits(*from) {
                    return None;
                }
                self.affine(x)
            }
            ExprKind::IntConst(v) => Some((None, i64::try_from(*v).ok()?)),
            ExprKind::Load { lvalue, .. } => match lvalue.kind {
                ExprKind::Local(v) if self.vars.contains(&v) => Some((Some(v), 0)),
                _ => None,
            },
            ExprKind::Binary(op @ (BinOp::Add | BinOp::Sub), a, b) => {
                let (va, ca) = self.affine(a)?;
                let (vb, cb) = self.affine(b)?;
                match (op, va, vb) {
                    (BinOp::Add, v, None) | (BinOp::Add, None, v) => Some((v, ca.checked_add(cb)?)),
                    (BinOp::Sub, v, None) => Some((v, ca.checked_sub(cb)?)),
                    _ => None,
                }
            }
            _ => None,
        }
    }
}

fn int_bits(k: IntKind) -> u32 {
    match k {
        IntKind::Bool | IntKind::Char | IntKind::SChar | IntKind::UChar => 8,
        IntKind::Short | IntKind::UShort => 16,
        IntKind::Int | IntKind::UInt => 32,
        IntKind::Long | IntKind::ULong | IntKind::LongLong | IntKind::ULongLong => 64,
        IntKind::Int128 | IntKind::UInt128 => 128,
    }
}

impl<'ctx, 'a> Cg<'ctx, 'a> {
    /// A localized loop nest. With `-fxmp-check`, the accesses whose indices are affine in
    /// the loop variables are checked once before the nest against the smallest and largest
    /// values the variables take on this node (`xmp_rt_loop_range`); when they all hold (or
    /// the node runs no iteration) the nest runs without their per-access checks, else a
    /// second copy with every check runs and reports the first access that is outside,
    /// exactly as without this (accesses under conditions may be outside the range check and
    /// never happen). The copy costs code size only.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn gen_checked_nest(
        &mut self,
        template: TemplateId,
        axes: &'a [LoopAxis],
        views: &'a [ArrayView],
        caches: &[Option<ChunkCache<'ctx>>],
        body: &'a Block,
        loc: PointerValue<'ctx>,
        inner: &[u32],
        dup_ok: bool,
    ) -> R<()> {
        if !self.opts.xmp_check {
            let found = Indirect::of(body);
            self.fs_mut()?.indirect.extend(found);
        }
        let vars: Vec<LocalId> = axes.iter().map(|a| a.var).collect();
        let invariant = axes
            .iter()
            .all(|a| self.bound_invariant(&a.lo, &vars) && self.bound_invariant(&a.ub, &vars));
        if !self.opts.xmp_check || !dup_ok || !invariant {
            return self.gen_chunked(template, axes, caches, body, loc, inner, dup_ok, None);
        }
        let mut found = Affine::default();
        found.block(
            body,
            &Nest {
                vars: vars.clone(),
                views,
            },
        );
        let accesses: Vec<(usize, Vec<Term>)> = found
            .accesses
            .into_iter()
            .filter(|(_, terms)| {
                terms
                    .iter()
                    .all(|t| t.var.is_none_or(|v| !found.written.contains(&v)))
            })
            .collect();
        if accesses.is_empty() {
            return self.gen_chunked(template, axes, caches, body, loc, inner, dup_ok, None);
        }
        // Per axis: no iteration here, or the smallest and largest value of its variable.
        let i64t = self.ctx.i64_type();
        let mut empty = self.ctx.bool_type().const_zero();
        let mut range = vec![];
        for a in axes {
            let Type::Int(k) = self.x_local_ty(a.var)? else {
                return Err("internal error: loop variable is not an integer".into());
            };
            let signed = k.is_signed();
            let lo = self.rvalue(&a.lo)?.scalar()?.into_int_value();
            let ub = self.rvalue(&a.ub)?.scalar()?.into_int_value();
            let lo = self.int_resize(lo, i64t, signed)?;
            let ub = self.int_resize(ub, i64t, signed)?;
            let st = self.axis_step(a)?;
            let off = self.axis_offset(a)?;
            let ext = match &a.ext {
                Some(e) => {
                    let vals = [e.lo, e.hi];
                    let i32t = self.ctx.i32_type();
                    let sty = self
                        .ctx
                        .struct_type(&[i64t.into(), i64t.into(), i32t.into(), i32t.into()], false);
                    let p = self.entry_alloca(sty.into(), 8, "range.ext")?;
                    for (k, v) in vals.iter().enumerate() {
                        let f = self.builder.build_struct_gep(sty, p, k as u32, "").e()?;
                        self.builder.build_store(f, self.i64c(*v as u64)).e()?;
                    }
                    for (k, v) in [(2, e.unbound), (3, e.margin)] {
                        let f = self.builder.build_struct_gep(sty, p, k, "").e()?;
                        self.builder
                            .build_store(f, i32t.const_int(u64::from(v), false))
                            .e()?;
                    }
                    p
                }
                None => self.ptr_ty().const_null(),
            };
            let mm = self.i64_array(&[self.i64c(0), self.i64c(0)], "range")?;
            let t = self.load_handle(&template_global(template))?;
            let d = self.ctx.i32_type().const_int(u64::from(a.tdim), false);
            let f = self.rt("xmp_rt_loop_range")?;
            let n = self
                .builder
                .build_call(
                    f,
                    &[
                        t.into(),
                        d.into(),
                        lo.into(),
                        ub.into(),
                        st.into(),
                        off.into(),
                        ext.into(),
                        mm.into(),
                    ],
                    "range.n",
                )
                .e()?
                .try_as_basic_value()
                .basic()
                .ok_or("internal error: loop_range")?
                .into_int_value();
            let none = self
                .builder
                .build_int_compare(IntPredicate::EQ, n, self.i64c(0), "")
                .e()?;
            empty = self.builder.build_or(empty, none, "").e()?;
            let min = self
                .builder
                .build_load(i64t, mm, "min")
                .e()?
                .into_int_value();
            let p1 = unsafe {
                self.builder
                    .build_in_bounds_gep(i64t, mm, &[self.i64c(1)], "")
                    .e()?
            };
            let max = self
                .builder
                .build_load(i64t, p1, "max")
                .e()?
                .into_int_value();
            range.push((a.var, min, max));
        }
        // Every distinct term once, at both ends of its variable's range.
        let mut terms: Vec<Term> = vec![];
        for (_, ts) in &accesses {
            for t in ts {
                if !terms.contains(t) {
                    terms.push(*t);
                }
            }
        }
        let mut ok = self.ctx.bool_type().const_all_ones();
        for t in &terms {
            let Some(v) = self.fs()?.check_views.get(&t.base).cloned() else {
                return Err("internal error: prechecked view".into());
            };
            let (Some(n), Some(o)) = (v.allocs.get(t.dim), v.offs.get(t.dim)) else {
                return Err("internal error: prechecked dimension".into());
            };
            let off = self.local_slot(*o)?;
            let off = self
                .builder
                .build_load(i64t, off.ptr, "")
                .e()?
                .into_int_value();
            let c = i64t.const_int(t.c as u64, true);
            let ends = match t.var.and_then(|v| range.iter().find(|r| r.0 == v)) {
                Some(&(_, min, max)) => vec![min, max],
                None => vec![i64t.const_zero()],
            };
            for e in ends {
                let s = self.builder.build_int_add(e, c, "").e()?;
                let s = self.builder.build_int_add(s, off, "").e()?;
                let inb = self
                    .builder
                    .build_int_compare(IntPredicate::ULT, s, *n, "")
                    .e()?;
                ok = self.builder.build_and(ok, inb, "").e()?;
            }
        }
        let fast = self.builder.build_or(empty, ok, "prechecked").e()?;
        let vfast = self.new_block("xmp.check.nest")?;
        let vslow = self.new_block("xmp.check.each")?;
        let join = self.new_block("xmp.check.join")?;
        self.builder
            .build_conditional_branch(fast, vfast, vslow)
            .e()?;
        self.enter(vfast);
        let keys: Vec<usize> = accesses.iter().map(|(k, _)| *k).collect();
        let saved = {
            let fs = self.fs_mut()?;
            fs.prechecked.extend(keys);
            std::mem::replace(&mut fs.check_skip, true)
        };
        let r = self.gen_chunked(template, axes, caches, body, loc, inner, dup_ok, None);
        self.fs_mut()?.check_skip = saved;
        r?;
        self.branch_and_start(join)?;
        self.enter(vslow);
        self.gen_chunked(template, axes, caches, body, loc, inner, dup_ok, None)?;
        self.branch_and_start(join)
    }
}
