//! Worksharing: `for` loops and `sections` over a logical iteration space `0..N` scheduled by
//! the runtime (`__kmpc_for_static_init_8u` for `static`, the dispatch entry points for the
//! other kinds), lastprivate copy-out by the thread that ran iteration `N-1`, reductions and
//! the closing barrier.

use inkwell::basic_block::BasicBlock;
use inkwell::values::{BasicMetadataValueEnum, IntValue};
use inkwell::IntPredicate as P;
use xmp_ir::omp::{OmpData, OmpLoop, OmpSchedule, OmpSimd};
use xmp_ir::types::Type;
use xmp_ir::xir::{BinOp, Block, Expr};

use crate::cg::{Cg, Ex, JumpTarget, R};

/// The body of a worksharing construct, called with the logical iteration number and the
/// block that starts the next iteration.
type IterBody<'s, 'ctx, 'a> =
    dyn FnMut(&mut Cg<'ctx, 'a>, IntValue<'ctx>, BasicBlock<'ctx>) -> R<()> + 's;

/// The runtime's `sched_type` codes.
const STATIC_CHUNKED: u64 = 33;
const STATIC: u64 = 34;
const DYNAMIC_CHUNKED: u64 = 35;
const GUIDED_CHUNKED: u64 = 36;
const RUNTIME: u64 = 37;
const AUTO: u64 = 38;
/// The ordered kinds (`kmp_ord_*`).
const ORD_STATIC_CHUNKED: u64 = 65;
const ORD_STATIC: u64 = 66;
const ORD_DYNAMIC_CHUNKED: u64 = 67;
const ORD_GUIDED_CHUNKED: u64 = 68;
const ORD_RUNTIME: u64 = 69;
const ORD_AUTO: u64 = 70;

/// The `sched_type` bits of the `monotonic` and `nonmonotonic` schedule modifiers.
fn modifier_bits(monotonic: Option<bool>) -> u64 {
    match monotonic {
        Some(true) => 1 << 29,
        Some(false) => 1 << 30,
        None => 0,
    }
}

impl<'ctx, 'a> Cg<'ctx, 'a> {
    fn i64_alloca(&self, name: &str) -> R<inkwell::values::PointerValue<'ctx>> {
        self.entry_alloca(self.ctx.i64_type().into(), 8, name)
    }

    /// A loop variable's bound as an `i64` (extended by the variable's signedness).
    fn wide(&mut self, e: &'a Expr) -> R<IntValue<'ctx>> {
        let v = self.rvalue(e)?.scalar()?.into_int_value();
        let signed = matches!(&e.ty, Type::Int(k) if k.is_signed());
        let t = self.ctx.i64_type();
        if v.get_type().get_bit_width() == 64 {
            return Ok(v);
        }
        Ok(if signed {
            self.builder.build_int_s_extend(v, t, "").e()?
        } else {
            self.builder.build_int_z_extend(v, t, "").e()?
        })
    }

    /// The trip count of one loop, and its lower bound and step.
    fn trip_count(
        &mut self,
        l: &'a OmpLoop,
    ) -> R<(IntValue<'ctx>, IntValue<'ctx>, IntValue<'ctx>)> {
        let lb = self.wide(&l.lb)?;
        let ub = self.wide(&l.ub)?;
        let st = self.rvalue(&l.step)?.scalar()?.into_int_value();
        let signed = matches!(&l.lb.ty, Type::Int(k) if k.is_signed());
        let b = &self.builder;
        let one = self.ctx.i64_type().const_int(1, false);
        let zero = self.ctx.i64_type().const_zero();
        let (pred, down) = match (l.cmp, signed) {
            (BinOp::Lt, true) => (P::SLT, false),
            (BinOp::Lt, false) => (P::ULT, false),
            (BinOp::Le, true) => (P::SLE, false),
            (BinOp::Le, false) => (P::ULE, false),
            (BinOp::Gt, true) => (P::SGT, true),
            (BinOp::Gt, false) => (P::UGT, true),
            (BinOp::Ge, true) => (P::SGE, true),
            _ => (P::UGE, true),
        };
        let runs = b.build_int_compare(pred, lb, ub, "").e()?;
        let (dist, step) = if down {
            (
                b.build_int_sub(lb, ub, "").e()?,
                b.build_int_neg(st, "").e()?,
            )
        } else {
            (b.build_int_sub(ub, lb, "").e()?, st)
        };
        let n = if matches!(l.cmp, BinOp::Lt | BinOp::Gt) {
            // ceil(dist / step)
            let t = b
                .build_int_add(dist, b.build_int_sub(step, one, "").e()?, "")
                .e()?;
            b.build_int_unsigned_div(t, step, "").e()?
        } else {
            let q = b.build_int_unsigned_div(dist, step, "").e()?;
            b.build_int_add(q, one, "").e()?
        };
        let n = b
            .build_select(runs, n, zero, "omp.trip")
            .e()?
            .into_int_value();
        Ok((n, lb, st))
    }

    #[allow(clippy::too_many_arguments)]
    pub(super) fn omp_for(
        &mut self,
        loops: &'a [OmpLoop],
        (schedule, monotonic): (OmpSchedule, Option<bool>),
        chunk: Option<&'a Expr>,
        (nowait, simd_only, ordered, simd): (bool, bool, bool, Option<OmpSimd>),
        data: &'a OmpData,
        body: &'a Block,
    ) -> R<()> {
        let mut dims = vec![];
        let mut total = self.ctx.i64_type().const_int(1, false);
        for l in loops {
            let (n, lb, st) = self.trip_count(l)?;
            total = self.builder.build_int_mul(total, n, "").e()?;
            dims.push((n, lb, st, l));
        }
        let mut run = |cg: &mut Self, k: IntValue<'ctx>, next: BasicBlock<'ctx>| -> R<()> {
            // The loop variables of logical iteration k, innermost fastest.
            let mut rest = k;
            for (n, lb, st, l) in dims.iter().rev() {
                let b = &cg.builder;
                let (idx, q) = if dims.len() == 1 {
                    (rest, rest)
                } else {
                    (
                        b.build_int_unsigned_rem(rest, *n, "").e()?,
                        b.build_int_unsigned_div(rest, *n, "").e()?,
                    )
                };
                rest = q;
                let off = b.build_int_mul(idx, *st, "").e()?;
                let v = b.build_int_add(*lb, off, "").e()?;
                cg.declare_local(l.iv)?;
                let slot = cg.local_slot(l.iv)?;
                let ty = cg.mem_ty(&l.lb.ty)?.into_int_type();
                let v = if ty.get_bit_width() < 64 {
                    cg.builder.build_int_truncate(v, ty, "").e()?
                } else {
                    v
                };
                let s = cg.builder.build_store(slot.ptr, v).e()?;
                s.set_alignment(slot.align).map_err(|e| e.to_string())?;
            }
            let depth = cg.fs()?.vla_saves.len();
            cg.fs_mut()?.jumps.push(JumpTarget {
                brk: next,
                cont: Some(next),
                vla_depth: depth,
            });
            let r = cg.gen_block(body);
            cg.fs_mut()?.jumps.pop();
            r
        };
        // After the loop, a lastprivate loop variable holds the value past the last iteration.
        let mut finals = vec![];
        if data.has_lastprivate() {
            for (n, lb, st, l) in &dims {
                let off = self.builder.build_int_mul(*n, *st, "").e()?;
                let v = self.builder.build_int_add(*lb, off, "").e()?;
                let ty = self.mem_ty(&l.lb.ty)?.into_int_type();
                let v = if ty.get_bit_width() < 64 {
                    self.builder.build_int_truncate(v, ty, "").e()?
                } else {
                    v
                };
                finals.push((l.iv, v));
            }
        }
        self.worksharing_with(
            total,
            (schedule, monotonic),
            chunk,
            (nowait, simd_only, ordered, simd),
            data,
            &finals,
            &mut run,
        )
    }

    pub(super) fn omp_sections(
        &mut self,
        sections: &'a [Block],
        nowait: bool,
        data: &'a OmpData,
    ) -> R<()> {
        let n = self.ctx.i64_type().const_int(sections.len() as u64, false);
        let mut run = |cg: &mut Self, k: IntValue<'ctx>, next: BasicBlock<'ctx>| -> R<()> {
            let mut cases = vec![];
            for (i, _) in sections.iter().enumerate() {
                cases.push((
                    cg.ctx.i64_type().const_int(i as u64, false),
                    cg.new_block("omp.section")?,
                ));
            }
            cg.builder.build_switch(k, next, &cases).e()?;
            for ((_, bb), b) in cases.iter().zip(sections) {
                cg.enter(*bb);
                cg.gen_block(b)?;
                if !cg.terminated() {
                    cg.builder.build_unconditional_branch(next).e()?;
                }
            }
            cg.start_dead_block()
        };
        self.worksharing_with(
            n,
            (OmpSchedule::Static, None),
            None,
            (nowait, false, false, None),
            data,
            &[],
            &mut run,
        )
    }

    /// Runs `body` for the iterations `0..n` this thread gets.
    #[allow(clippy::too_many_arguments)]
    /// `finals`: loop variables and their values after the loop, stored before the
    /// lastprivate copy-out.
    fn worksharing_with(
        &mut self,
        n: IntValue<'ctx>,
        (schedule, monotonic): (OmpSchedule, Option<bool>),
        chunk: Option<&'a Expr>,
        (nowait, simd_only, ordered, simd): (bool, bool, bool, Option<OmpSimd>),
        data: &'a OmpData,
        finals: &[(u32, IntValue<'ctx>)],
        body: &mut IterBody<'_, 'ctx, 'a>,
    ) -> R<()> {
        let i32t = self.ctx.i32_type();
        let i64t = self.ctx.i64_type();
        let one = i64t.const_int(1, false);
        let gtid = if simd_only { None } else { Some(self.gtid()?) };
        self.omp_data_init(data)?;
        let chunk = match chunk {
            Some(c) => {
                let v = self.rvalue(c)?.scalar()?.into_int_value();
                Some(self.builder.build_int_s_extend(v, i64t, "").e()?)
            }
            None => None,
        };
        let last = self.entry_alloca(i32t.into(), 4, "omp.is_last")?;
        let last_acc = self.entry_alloca(i32t.into(), 4, "omp.last")?;
        self.builder.build_store(last_acc, i32t.const_zero()).e()?;
        let lower = self.i64_alloca("omp.lb")?;
        let upper = self.i64_alloca("omp.ub")?;
        let stride = self.i64_alloca("omp.stride")?;
        let any = self
            .builder
            .build_int_compare(P::NE, n, i64t.const_zero(), "")
            .e()?;
        let work = self.new_block("omp.work")?;
        let done = self.new_block("omp.work.done")?;
        self.builder.build_conditional_branch(any, work, done).e()?;
        self.enter(work);
        let nm1 = self.builder.build_int_sub(n, one, "").e()?;
        match (gtid, schedule) {
            (None, _) => {
                self.iter_range(i64t.const_zero(), nm1, simd, body)?;
                self.builder
                    .build_store(last_acc, i32t.const_int(1, false))
                    .e()?;
            }
            (Some(gtid), OmpSchedule::Static) if !ordered => {
                let id = self.ident()?;
                for (p, v) in [(lower, i64t.const_zero()), (upper, nm1), (stride, one)] {
                    self.builder.build_store(p, v).e()?;
                }
                self.builder.build_store(last, i32t.const_zero()).e()?;
                let kind = if chunk.is_some() {
                    STATIC_CHUNKED
                } else {
                    STATIC
                };
                let args: [BasicMetadataValueEnum<'ctx>; 9] = [
                    id.into(),
                    gtid.into(),
                    i32t.const_int(kind | modifier_bits(monotonic), false)
                        .into(),
                    last.into(),
                    lower.into(),
                    upper.into(),
                    stride.into(),
                    one.into(),
                    chunk.unwrap_or(one).into(),
                ];
                self.kcall("__kmpc_for_static_init_8u", &args)?;
                let chunk_loop = self.new_block("omp.chunk")?;
                let chunk_end = self.new_block("omp.chunk.end")?;
                self.branch_and_start(chunk_loop)?;
                let lo = self
                    .builder
                    .build_load(i64t, lower, "")
                    .e()?
                    .into_int_value();
                let hi = self
                    .builder
                    .build_load(i64t, upper, "")
                    .e()?
                    .into_int_value();
                let over = self.builder.build_int_compare(P::UGT, hi, nm1, "").e()?;
                let hi = self
                    .builder
                    .build_select(over, nm1, hi, "")
                    .e()?
                    .into_int_value();
                if chunk.is_some() {
                    // Chunks of this thread until past the end.
                    let body_bb = self.new_block("omp.chunk.body")?;
                    let past = self.builder.build_int_compare(P::UGT, lo, nm1, "").e()?;
                    self.builder
                        .build_conditional_branch(past, chunk_end, body_bb)
                        .e()?;
                    self.enter(body_bb);
                    self.iter_range(lo, hi, simd, body)?;
                    let st = self
                        .builder
                        .build_load(i64t, stride, "")
                        .e()?
                        .into_int_value();
                    for p in [lower, upper] {
                        let v = self.builder.build_load(i64t, p, "").e()?.into_int_value();
                        let v = self.builder.build_int_add(v, st, "").e()?;
                        self.builder.build_store(p, v).e()?;
                    }
                    self.builder.build_unconditional_branch(chunk_loop).e()?;
                } else {
                    self.iter_range(lo, hi, simd, body)?;
                    self.builder.build_unconditional_branch(chunk_end).e()?;
                }
                self.enter(chunk_end);
                self.kcall("__kmpc_for_static_fini", &[id.into(), gtid.into()])?;
                let l = self.builder.build_load(i32t, last, "").e()?;
                self.builder.build_store(last_acc, l).e()?;
            }
            (Some(gtid), s) => {
                let id = self.ident()?;
                let kind = match (s, ordered) {
                    (OmpSchedule::Static, _) if chunk.is_some() => ORD_STATIC_CHUNKED,
                    (OmpSchedule::Static, _) => ORD_STATIC,
                    (OmpSchedule::Dynamic, false) => DYNAMIC_CHUNKED,
                    (OmpSchedule::Dynamic, true) => ORD_DYNAMIC_CHUNKED,
                    (OmpSchedule::Guided, false) => GUIDED_CHUNKED,
                    (OmpSchedule::Guided, true) => ORD_GUIDED_CHUNKED,
                    (OmpSchedule::Runtime, false) => RUNTIME,
                    (OmpSchedule::Runtime, true) => ORD_RUNTIME,
                    (_, false) => AUTO,
                    (_, true) => ORD_AUTO,
                };
                let args: [BasicMetadataValueEnum<'ctx>; 7] = [
                    id.into(),
                    gtid.into(),
                    i32t.const_int(kind | modifier_bits(monotonic), false)
                        .into(),
                    i64t.const_zero().into(),
                    nm1.into(),
                    one.into(),
                    chunk.unwrap_or(one).into(),
                ];
                self.kcall("__kmpc_dispatch_init_8u", &args)?;
                let next = self.new_block("omp.dispatch")?;
                let got = self.new_block("omp.dispatch.body")?;
                let end = self.new_block("omp.dispatch.end")?;
                self.branch_and_start(next)?;
                self.builder.build_store(last, i32t.const_zero()).e()?;
                let r = self
                    .kcall(
                        "__kmpc_dispatch_next_8u",
                        &[
                            id.into(),
                            gtid.into(),
                            last.into(),
                            lower.into(),
                            upper.into(),
                            stride.into(),
                        ],
                    )?
                    .ok_or("internal error: __kmpc_dispatch_next_8u has no value")?;
                let more = self
                    .builder
                    .build_int_compare(P::NE, r, i32t.const_zero(), "")
                    .e()?;
                self.builder.build_conditional_branch(more, got, end).e()?;
                self.enter(got);
                let l = self
                    .builder
                    .build_load(i32t, last, "")
                    .e()?
                    .into_int_value();
                let acc = self
                    .builder
                    .build_load(i32t, last_acc, "")
                    .e()?
                    .into_int_value();
                let acc = self.builder.build_or(acc, l, "").e()?;
                self.builder.build_store(last_acc, acc).e()?;
                let lo = self
                    .builder
                    .build_load(i64t, lower, "")
                    .e()?
                    .into_int_value();
                let hi = self
                    .builder
                    .build_load(i64t, upper, "")
                    .e()?
                    .into_int_value();
                if ordered {
                    // Each iteration ends by letting the next one's ordered region start.
                    let mut ordered_body =
                        |cg: &mut Self, k: IntValue<'ctx>, inc: BasicBlock<'ctx>| -> R<()> {
                            let fini = cg.new_block("omp.ordered.fini")?;
                            body(cg, k, fini)?;
                            cg.branch_and_start(fini)?;
                            cg.kcall("__kmpc_dispatch_fini_8u", &[id.into(), gtid.into()])?;
                            cg.builder.build_unconditional_branch(inc).e()?;
                            Ok(())
                        };
                    self.iter_range(lo, hi, simd, &mut ordered_body)?;
                } else {
                    self.iter_range(lo, hi, simd, body)?;
                }
                self.builder.build_unconditional_branch(next).e()?;
                self.enter(end);
                self.kcall("__kmpc_dispatch_deinit", &[id.into(), gtid.into()])?;
            }
        }
        let l = self
            .builder
            .build_load(i32t, last_acc, "")
            .e()?
            .into_int_value();
        self.omp_data_last(data, l, finals)?;
        self.branch_and_start(done)?;
        if let Some(gtid) = gtid {
            self.omp_data_combine(data, gtid)?;
            if !nowait {
                self.barrier(gtid)?;
            }
        } else if data.has_reduction() {
            for p in &data.privates {
                if let Some(e) = &p.combine {
                    self.rvalue(e)?;
                }
            }
        }
        Ok(())
    }

    /// `for (k = lo; k <= hi; k++) body(k)` (unsigned); a `simd` loop's back edge asks LLVM
    /// to vectorise it, as clang's does.
    fn iter_range(
        &mut self,
        lo: IntValue<'ctx>,
        hi: IntValue<'ctx>,
        simd: Option<OmpSimd>,
        body: &mut IterBody<'_, 'ctx, 'a>,
    ) -> R<()> {
        let i64t = self.ctx.i64_type();
        let k = self.i64_alloca("omp.iv")?;
        self.builder.build_store(k, lo).e()?;
        let cond = self.new_block("omp.inner.cond")?;
        let bb = self.new_block("omp.inner.body")?;
        let inc = self.new_block("omp.inner.inc")?;
        let end = self.new_block("omp.inner.end")?;
        self.branch_and_start(cond)?;
        let kv = self.builder.build_load(i64t, k, "").e()?.into_int_value();
        let c = self.builder.build_int_compare(P::ULE, kv, hi, "").e()?;
        self.builder.build_conditional_branch(c, bb, end).e()?;
        self.enter(bb);
        body(self, kv, inc)?;
        self.branch_and_start(inc)?;
        let kv = self.builder.build_load(i64t, k, "").e()?.into_int_value();
        let kv = self
            .builder
            .build_int_add(kv, i64t.const_int(1, false), "")
            .e()?;
        self.builder.build_store(k, kv).e()?;
        let br = self.builder.build_unconditional_branch(cond).e()?;
        if let Some(s) = simd {
            self.mark_vectorize(br, s.width);
        }
        self.enter(end);
        Ok(())
    }

    /// Gives the back edge `br` a loop ID with `llvm.loop.vectorize.enable` (and
    /// `llvm.loop.vectorize.width`).
    fn mark_vectorize(&self, br: inkwell::values::InstructionValue<'ctx>, width: Option<u32>) {
        use inkwell::values::AsValueRef;
        use llvm_sys::core::*;
        use std::ffi::c_char;
        // SAFETY: metadata nodes built in this context, attached to one of its instructions.
        unsafe {
            let c = self.ctx.raw();
            let prop = |name: &str, v: llvm_sys::prelude::LLVMValueRef| {
                let s = LLVMMDStringInContext2(c, name.as_ptr() as *const c_char, name.len());
                let mut ops = [s, LLVMValueAsMetadata(v)];
                LLVMMDNodeInContext2(c, ops.as_mut_ptr(), 2)
            };
            let on = LLVMConstInt(LLVMInt1TypeInContext(c), 1, 0);
            let tmp = llvm_sys::debuginfo::LLVMTemporaryMDNode(c, std::ptr::null_mut(), 0);
            let mut ops = vec![tmp, prop("llvm.loop.vectorize.enable", on)];
            if let Some(w) = width {
                let wv = LLVMConstInt(LLVMInt32TypeInContext(c), w as u64, 0);
                ops.push(prop("llvm.loop.vectorize.width", wv));
            }
            let id = LLVMMDNodeInContext2(c, ops.as_mut_ptr(), ops.len());
            // A loop ID refers to itself, as LLVM requires.
            llvm_sys::debuginfo::LLVMMetadataReplaceAllUsesWith(tmp, id);
            let kind = LLVMGetMDKindIDInContext(c, "llvm.loop".as_ptr() as *const c_char, 9);
            LLVMSetMetadata(br.as_value_ref(), kind, LLVMMetadataAsValue(c, id));
        }
    }
}
