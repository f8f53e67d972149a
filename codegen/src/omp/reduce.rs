//! Reductions as clang-22 emits them: each thread passes the addresses of its copies to
//! `__kmpc_reduce_nowait` with a function that merges two threads' copies; the runtime picks
//! the method (by team size): it merges the copies in a tree and returns 1 on the thread
//! that then combines the result into the originals (as with a critical section, also
//! returning 1), or returns 2 on every thread, which then combines its copy atomically.

use inkwell::module::Linkage as LLinkage;
use inkwell::values::{FunctionValue, IntValue, PointerValue};
use inkwell::{AtomicOrdering, AtomicRMWBinOp};
use xmp_ir::omp::{OmpData, OmpRedOp};
use xmp_ir::types::{FloatKind, IntKind, Type};
use xmp_ir::xir::Span;

use crate::cg::{Cg, Ex, FnState, LocalSlot, R};

/// `ident_t` flags: `KMP_IDENT_KMPC` with `KMP_IDENT_ATOMIC_REDUCE` (the atomic method is
/// available).
const IDENT_REDUCE: u64 = 0x12;
/// `__kmpc_reduce_nowait`'s answers.
const REDUCE_COMBINE: u64 = 1;
const REDUCE_ATOMIC: u64 = 2;

impl<'ctx, 'a> Cg<'ctx, 'a> {
    /// The `ident_t` of reductions.
    fn reduce_ident(&mut self) -> R<PointerValue<'ctx>> {
        if let Some(g) = self.module.get_global(".omp.ident.reduce") {
            return Ok(g.as_pointer_value());
        }
        let plain = self.ident()?;
        let g0 = self
            .module
            .get_global(".omp.ident")
            .ok_or("internal error: no OpenMP ident")?;
        let init = g0
            .get_initializer()
            .ok_or("internal error: OpenMP ident without initializer")?
            .into_struct_value();
        let i32t = self.ctx.i32_type();
        let psource = init
            .get_field_at_index(4)
            .ok_or("internal error: OpenMP ident without source")?;
        let st = init.get_type();
        let v = st.const_named_struct(&[
            i32t.const_zero().into(),
            i32t.const_int(IDENT_REDUCE, false).into(),
            i32t.const_zero().into(),
            i32t.const_int(22, false).into(),
            psource,
        ]);
        let _ = plain;
        let g = self.module.add_global(st, None, ".omp.ident.reduce");
        g.set_initializer(&v);
        g.set_linkage(LLinkage::Private);
        g.set_constant(true);
        Ok(g.as_pointer_value())
    }

    fn reduce_decl(&self, name: &str) -> FunctionValue<'ctx> {
        if let Some(f) = self.module.get_function(name) {
            return f;
        }
        let p = self.ptr_ty();
        let i32t = self.ctx.i32_type();
        let ft = if name == "__kmpc_reduce_nowait" {
            i32t.fn_type(
                &[
                    p.into(),
                    i32t.into(),
                    i32t.into(),
                    self.ctx.i64_type().into(),
                    p.into(),
                    p.into(),
                    p.into(),
                ],
                false,
            )
        } else {
            self.ctx
                .void_type()
                .fn_type(&[p.into(), i32t.into(), p.into()], false)
        };
        self.module.add_function(name, ft, None)
    }

    /// Combines the reduction copies of `d` through the runtime; `false` (nothing emitted)
    /// when some copy has no merge (then the caller combines under a lock).
    pub(super) fn omp_reduce(&mut self, d: &'a OmpData, gtid: IntValue<'ctx>) -> R<bool> {
        let combines = d.privates.iter().filter(|p| p.combine.is_some()).count();
        if d.reduces.is_empty() || d.reduces.len() != combines {
            return Ok(false);
        }
        let span = self.fs()?.xf.span;
        let func = self.reduce_func(d, span)?;
        let p = self.ptr_ty();
        let n = d.reduces.len() as u32;
        let list_ty = p.array_type(n);
        let list = self.entry_alloca(list_ty.into(), 8, "omp.red.list")?;
        for (k, r) in d.reduces.iter().enumerate() {
            let slot = self.local_slot(r.local)?;
            let at = unsafe {
                self.builder
                    .build_in_bounds_gep(list_ty, list, &[self.i64c(0), self.i64c(k as u64)], "")
                    .e()?
            };
            self.builder.build_store(at, slot.ptr).e()?;
        }
        let id = self.reduce_ident()?;
        let lock = self.critical_lock(".reduction").as_pointer_value();
        let i32t = self.ctx.i32_type();
        let f = self.reduce_decl("__kmpc_reduce_nowait");
        let res = self
            .builder
            .build_call(
                f,
                &[
                    id.into(),
                    gtid.into(),
                    i32t.const_int(n as u64, false).into(),
                    self.i64c(8 * n as u64).into(),
                    list.into(),
                    func.as_global_value().as_pointer_value().into(),
                    lock.into(),
                ],
                "",
            )
            .e()?
            .try_as_basic_value()
            .basic()
            .ok_or("internal error: __kmpc_reduce_nowait has no value")?
            .into_int_value();
        let combine = self.new_block("omp.reduce.combine")?;
        let atomic = self.new_block("omp.reduce.atomic")?;
        let done = self.new_block("omp.reduce.done")?;
        self.builder
            .build_switch(
                res,
                done,
                &[
                    (i32t.const_int(REDUCE_COMBINE, false), combine),
                    (i32t.const_int(REDUCE_ATOMIC, false), atomic),
                ],
            )
            .e()?;
        self.enter(combine);
        for p in &d.privates {
            if let Some(e) = &p.combine {
                self.rvalue(e)?;
            }
        }
        let end = self.reduce_decl("__kmpc_end_reduce_nowait");
        self.builder
            .build_call(end, &[id.into(), gtid.into(), lock.into()], "")
            .e()?;
        self.builder.build_unconditional_branch(done).e()?;
        self.enter(atomic);
        for r in &d.reduces {
            let xf = self.fs()?.xf;
            let ty = &xf.locals[r.local as usize].ty;
            match rmw_op(ty, r.op) {
                Some(op) => {
                    let orig = self.rvalue(&r.orig)?.scalar()?.into_pointer_value();
                    let slot = self.local_slot(r.local)?;
                    let mt = self.mem_ty(ty)?;
                    let v = self.builder.build_load(mt, slot.ptr, "").e()?;
                    self.atomic_rmw(op, orig, v)?;
                }
                None => {
                    // No single atomic instruction: one thread at a time.
                    self.critical(".reduction", gtid, true)?;
                    let e = d
                        .privates
                        .iter()
                        .find(|p| p.local == r.local)
                        .and_then(|p| p.combine.as_ref())
                        .ok_or("internal error: reduction without combination")?;
                    self.rvalue(e)?;
                    self.critical(".reduction", gtid, false)?;
                }
            }
        }
        self.branch_and_start(done)?;
        Ok(true)
    }

    /// `atomicrmw op ptr, v monotonic` on an integer or (`fadd`) a floating value.
    fn atomic_rmw(
        &self,
        op: AtomicRMWBinOp,
        ptr: PointerValue<'ctx>,
        v: inkwell::values::BasicValueEnum<'ctx>,
    ) -> R<()> {
        match v {
            inkwell::values::BasicValueEnum::IntValue(i) => {
                self.builder
                    .build_atomicrmw(op, ptr, i, AtomicOrdering::Monotonic)
                    .e()?;
            }
            inkwell::values::BasicValueEnum::FloatValue(fv) => {
                use inkwell::values::AsValueRef;
                // inkwell's builder takes integers only.
                let r = unsafe {
                    llvm_sys::core::LLVMBuildAtomicRMW(
                        self.builder.as_mut_ptr(),
                        llvm_sys::LLVMAtomicRMWBinOp::LLVMAtomicRMWBinOpFAdd,
                        ptr.as_value_ref(),
                        fv.as_value_ref(),
                        llvm_sys::LLVMAtomicOrdering::LLVMAtomicOrderingMonotonic,
                        0,
                    )
                };
                if r.is_null() {
                    return Err("internal error: atomicrmw fadd not built".into());
                }
            }
            _ => return Err("internal error: atomic reduction of an aggregate".into()),
        }
        Ok(())
    }

    /// `void (ptr lhs, ptr rhs)`: merges the copies listed in `rhs` into those in `lhs`.
    fn reduce_func(&mut self, d: &'a OmpData, span: Span) -> R<FunctionValue<'ctx>> {
        let p = self.ptr_ty();
        let ft = self.ctx.void_type().fn_type(&[p.into(), p.into()], false);
        let f = self.outlined_function(".omp.reduction", ft)?;
        let xf = self.fs()?.xf;
        let abi = self.fs()?.abi.clone();
        let (_, save) = self.begin_outlined(f, span)?;
        let r = (|| -> R<FnState<'ctx, 'a>> {
            let lhs = f
                .get_nth_param(0)
                .ok_or("internal error: reduction function without operands")?
                .into_pointer_value();
            let rhs = f
                .get_nth_param(1)
                .ok_or("internal error: reduction function without operands")?
                .into_pointer_value();
            let mut locals: Vec<Option<LocalSlot<'ctx>>> = vec![None; xf.locals.len()];
            let n = d.reduces.len() as u32;
            let list_ty = p.array_type(n);
            for (k, r) in d.reduces.iter().enumerate() {
                let align = self.align_of(&xf.locals[r.local as usize].ty).max(1) as u32;
                for (list, l) in [(lhs, r.local), (rhs, r.other)] {
                    let at = unsafe {
                        self.builder
                            .build_in_bounds_gep(
                                list_ty,
                                list,
                                &[self.i64c(0), self.i64c(k as u64)],
                                "",
                            )
                            .e()?
                    };
                    let ptr = self.builder.build_load(p, at, "").e()?.into_pointer_value();
                    locals[l as usize] = Some(LocalSlot { ptr, align });
                }
            }
            let (_, alloca_builder) = self.entry_to_body(f)?;
            Ok(FnState::new(f, xf, abi, alloca_builder, locals))
        })();
        let r = r.and_then(|fs| {
            let saved_fs = self.f.replace(fs);
            let body = f
                .get_last_basic_block()
                .ok_or("internal error: reduction function without body")?;
            self.builder.position_at_end(body);
            self.set_loc(span);
            let g = (|| -> R<()> {
                for r in &d.reduces {
                    self.rvalue(&r.merge)?;
                }
                self.builder.build_return(None).e()?;
                Ok(())
            })();
            self.f = saved_fs;
            g
        });
        self.end_outlined(save);
        r?;
        Ok(f)
    }
}

/// The atomic read-modify-write that combines a copy of type `ty` with `op`, if there is one.
fn rmw_op(ty: &Type, op: OmpRedOp) -> Option<AtomicRMWBinOp> {
    match ty {
        Type::Int(k) if *k != IntKind::Bool && k.bits() <= 64 => {
            let s = k.is_signed();
            Some(match op {
                OmpRedOp::Add => AtomicRMWBinOp::Add,
                OmpRedOp::BitAnd => AtomicRMWBinOp::And,
                OmpRedOp::BitOr => AtomicRMWBinOp::Or,
                OmpRedOp::BitXor => AtomicRMWBinOp::Xor,
                OmpRedOp::Min if s => AtomicRMWBinOp::Min,
                OmpRedOp::Min => AtomicRMWBinOp::UMin,
                OmpRedOp::Max if s => AtomicRMWBinOp::Max,
                OmpRedOp::Max => AtomicRMWBinOp::UMax,
                _ => return None,
            })
        }
        Type::Float(FloatKind::Float | FloatKind::Double) if op == OmpRedOp::Add => {
            Some(AtomicRMWBinOp::FAdd)
        }
        _ => None,
    }
}
