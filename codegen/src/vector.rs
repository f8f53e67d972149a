//! GNU vectors to LLVM vector types: lane access, lane-wise operators, splats, bit casts,
//! conversions, shuffles and the generic vector builtins (one table from builtin to LLVM
//! intrinsic or instruction).

use inkwell::types::BasicTypeEnum;
use inkwell::values::{AsValueRef, BasicValue, BasicValueEnum, IntValue, VectorValue};
use inkwell::{FloatPredicate, IntPredicate};
use xmp_ir::types::Type;
use xmp_ir::vector::{ElemFn, ReduceFn, VecOp};
use xmp_ir::xir::{BinOp, Expr, ExprKind, UnOp};

use crate::cg::{Cg, Ex, R};
use crate::expr::{Val, LV};

fn elem_of(t: &Type) -> R<(&Type, u32)> {
    t.vector_parts()
        .ok_or_else(|| "internal error: vector operation on a non-vector".to_string())
}

fn signed_elem(t: &Type) -> bool {
    match t {
        Type::Vector(e, _, _) => signed_elem(e),
        Type::Int(k) => k.is_signed(),
        _ => true,
    }
}

fn is_float_elem(t: &Type) -> bool {
    match t {
        Type::Vector(e, _, _) => e.is_floating(),
        t => t.is_floating(),
    }
}

impl<'ctx, 'a> Cg<'ctx, 'a> {
    fn lane_index(&mut self, idx: &'a Expr) -> R<IntValue<'ctx>> {
        let i = self.rvalue(idx)?.scalar()?.into_int_value();
        let signed = matches!(idx.ty, Type::Int(k) if k.is_signed());
        self.int_to_i64(i, signed)
    }

    /// The address of lane `idx` of the vector lvalue `vec`. Accesses may alias the whole
    /// vector (clang reads and writes lanes through the vector type).
    pub(crate) fn vec_elem_lv(&mut self, vec: &'a Expr, idx: &'a Expr) -> R<LV<'ctx>> {
        let lv = self.lvalue(vec)?;
        let (elem, _) = elem_of(&vec.ty)?;
        let et = self.mem_ty(elem)?;
        let i = self.lane_index(idx)?;
        let p = unsafe { self.builder.build_gep(et, lv.ptr, &[i], "lane").e()? };
        Ok(LV {
            ptr: p,
            align: (self.align_of(elem) as u32).min(lv.align),
            bf: None,
            may_alias: true,
            scope: lv.scope,
        })
    }

    /// Lane `idx` of a vector rvalue.
    pub(crate) fn vec_elem_value(&mut self, vec: &'a Expr, idx: &'a Expr) -> R<Val<'ctx>> {
        let v = self.rvalue(vec)?.scalar()?.into_vector_value();
        let i = self.lane_index(idx)?;
        Ok(Val::S(
            self.builder.build_extract_element(v, i, "lane").e()?,
        ))
    }

    fn splat(&mut self, s: BasicValueEnum<'ctx>, ty: &Type) -> R<VectorValue<'ctx>> {
        let vt = self.mem_ty(ty)?.into_vector_type();
        let n = vt.get_size();
        let undef = vt.get_undef();
        let zero = self.ctx.i64_type().const_zero();
        let one = self
            .builder
            .build_insert_element(undef, s, zero, "splat.ins")
            .e()?;
        let mask = self.ctx.i32_type().vec_type(n).const_zero();
        self.builder
            .build_shuffle_vector(one, undef, mask, "splat")
            .e()
    }

    /// A lane-wise binary operator (comparisons give all-ones/zero lanes of `rty`).
    pub(crate) fn vector_binop(
        &mut self,
        op: BinOp,
        l: BasicValueEnum<'ctx>,
        r: BasicValueEnum<'ctx>,
        lt: &Type,
        rty: &Type,
    ) -> R<BasicValueEnum<'ctx>> {
        use BinOp::*;
        let (x, y) = (l.into_vector_value(), r.into_vector_value());
        let b = &self.builder;
        let float = is_float_elem(lt);
        let signed = signed_elem(lt);
        if matches!(op, Eq | Ne | Lt | Le | Gt | Ge) {
            let c = if float {
                let p = match op {
                    Eq => FloatPredicate::OEQ,
                    Ne => FloatPredicate::UNE,
                    Lt => FloatPredicate::OLT,
                    Le => FloatPredicate::OLE,
                    Gt => FloatPredicate::OGT,
                    _ => FloatPredicate::OGE,
                };
                b.build_float_compare(p, x, y, "cmp").e()?
            } else {
                let p = match (op, signed) {
                    (Eq, _) => IntPredicate::EQ,
                    (Ne, _) => IntPredicate::NE,
                    (Lt, true) => IntPredicate::SLT,
                    (Lt, false) => IntPredicate::ULT,
                    (Le, true) => IntPredicate::SLE,
                    (Le, false) => IntPredicate::ULE,
                    (Gt, true) => IntPredicate::SGT,
                    (Gt, false) => IntPredicate::UGT,
                    (Ge, true) => IntPredicate::SGE,
                    _ => IntPredicate::UGE,
                };
                b.build_int_compare(p, x, y, "cmp").e()?
            };
            let rt = self.mem_ty(rty)?.into_vector_type();
            return Ok(b.build_int_s_extend(c, rt, "sext").e()?.into());
        }
        Ok(if float {
            match op {
                Add => b.build_float_add(x, y, "add").e()?,
                Sub => b.build_float_sub(x, y, "sub").e()?,
                Mul => b.build_float_mul(x, y, "mul").e()?,
                Div => b.build_float_div(x, y, "div").e()?,
                _ => return Err(format!("invalid operator {op:?} on floating vectors")),
            }
        } else {
            match op {
                Add => b.build_int_add(x, y, "add").e()?,
                Sub => b.build_int_sub(x, y, "sub").e()?,
                Mul => b.build_int_mul(x, y, "mul").e()?,
                Div if signed => b.build_int_signed_div(x, y, "div").e()?,
                Div => b.build_int_unsigned_div(x, y, "div").e()?,
                Rem if signed => b.build_int_signed_rem(x, y, "rem").e()?,
                Rem => b.build_int_unsigned_rem(x, y, "rem").e()?,
                Shl => b.build_left_shift(x, y, "shl").e()?,
                Shr => b.build_right_shift(x, y, signed, "shr").e()?,
                And => b.build_and(x, y, "and").e()?,
                Or => b.build_or(x, y, "or").e()?,
                Xor => b.build_xor(x, y, "xor").e()?,
                _ => return Err(format!("invalid operator {op:?} on integer vectors")),
            }
        }
        .into())
    }

    /// `-v` and `~v`.
    pub(crate) fn vector_unary(&mut self, op: UnOp, a: &'a Expr) -> R<Val<'ctx>> {
        let v = self.rvalue(a)?.scalar()?.into_vector_value();
        let b = &self.builder;
        let r = match op {
            UnOp::Neg if is_float_elem(&a.ty) => b.build_float_neg(v, "neg").e()?,
            UnOp::Neg => b.build_int_neg(v, "neg").e()?,
            UnOp::BitNot => b.build_not(v, "not").e()?,
            UnOp::Not => return Err("internal error: '!' on a vector".into()),
        };
        Ok(Val::S(r.into()))
    }

    fn vec_arg(&mut self, args: &'a [Expr], i: usize) -> R<BasicValueEnum<'ctx>> {
        let a = args
            .get(i)
            .ok_or_else(|| "internal error: missing vector builtin operand".to_string())?;
        self.rvalue(a)?.scalar()
    }

    /// A vector builtin node.
    pub(crate) fn vector_builtin(
        &mut self,
        op: VecOp,
        args: &'a [Expr],
        e: &'a Expr,
    ) -> R<Val<'ctx>> {
        match op {
            VecOp::Splat => {
                let s = self.vec_arg(args, 0)?;
                Ok(Val::S(self.splat(s, &e.ty)?.into()))
            }
            VecOp::Bitcast => {
                let v = self.vec_arg(args, 0)?;
                let t = self.mem_ty(&e.ty)?;
                Ok(Val::S(self.builder.build_bit_cast(v, t, "bc").e()?))
            }
            VecOp::Convert => self.vector_convert(args, e),
            VecOp::Shuffle => {
                let a = self.vec_arg(args, 0)?.into_vector_value();
                let b = self.vec_arg(args, 1)?.into_vector_value();
                let i32t = self.ctx.i32_type();
                let mask: Vec<_> = args[2..]
                    .iter()
                    .map(|x| match x.kind {
                        ExprKind::IntConst(-1) => i32t.get_poison(),
                        ExprKind::IntConst(v) => i32t.const_int(v as u64, false),
                        _ => i32t.get_poison(),
                    })
                    .collect();
                let mask = inkwell::types::VectorType::const_vector(&mask);
                Ok(Val::S(
                    self.builder
                        .build_shuffle_vector(a, b, mask, "shuffle")
                        .e()?
                        .into(),
                ))
            }
            VecOp::Elementwise(f) => self.elementwise(f, args, e),
            VecOp::Reduce(f) => {
                let v = self.vec_arg(args, 0)?;
                let float = is_float_elem(&args[0].ty);
                let signed = signed_elem(&args[0].ty);
                let name = match (f, float, signed) {
                    (ReduceFn::Add, _, _) => "llvm.vector.reduce.add",
                    (ReduceFn::Mul, _, _) => "llvm.vector.reduce.mul",
                    (ReduceFn::And, _, _) => "llvm.vector.reduce.and",
                    (ReduceFn::Or, _, _) => "llvm.vector.reduce.or",
                    (ReduceFn::Xor, _, _) => "llvm.vector.reduce.xor",
                    (ReduceFn::Max, true, _) => "llvm.vector.reduce.fmax",
                    (ReduceFn::Min, true, _) => "llvm.vector.reduce.fmin",
                    (ReduceFn::Max, false, true) => "llvm.vector.reduce.smax",
                    (ReduceFn::Max, false, false) => "llvm.vector.reduce.umax",
                    (ReduceFn::Min, false, true) => "llvm.vector.reduce.smin",
                    (ReduceFn::Min, false, false) => "llvm.vector.reduce.umin",
                };
                let vt = v.get_type();
                let r = self.call_intrinsic(name, &[vt], &[v])?;
                Ok(Val::S(r.ok_or("internal error: reduction without value")?))
            }
            VecOp::Nondeterministic => {
                self.vec_arg(args, 0)?;
                let t = self.mem_ty(&e.ty)?;
                let p: BasicValueEnum<'ctx> =
                    match t {
                        BasicTypeEnum::VectorType(v) => v.get_poison().into(),
                        BasicTypeEnum::IntType(v) => v.get_poison().into(),
                        BasicTypeEnum::FloatType(v) => v.get_poison().into(),
                        BasicTypeEnum::PointerType(v) => v.get_poison().into(),
                        _ => return Err(
                            "__builtin_nondeterministic_value of this type is not supported yet"
                                .into(),
                        ),
                    };
                // SAFETY: `p` and the builder belong to this context; LLVMBuildFreeze returns
                // a value of `p`'s type.
                let v = unsafe {
                    let name = c"nondet";
                    BasicValueEnum::new(llvm_sys::core::LLVMBuildFreeze(
                        self.builder.as_mut_ptr(),
                        p.as_value_ref(),
                        name.as_ptr(),
                    ))
                };
                Ok(Val::S(v))
            }
            VecOp::NontemporalLoad => {
                let p = self.vec_arg(args, 0)?.into_pointer_value();
                let t = self.mem_ty(&e.ty)?;
                let v = self.builder.build_load(t, p, "ntload").e()?;
                self.mark_nontemporal(v.as_instruction_value(), &e.ty)?;
                Ok(Val::S(self.mem_to_value(v, &e.ty)?))
            }
            VecOp::NontemporalStore => {
                let v = self.vec_arg(args, 0)?;
                let p = self.vec_arg(args, 1)?.into_pointer_value();
                let v = self.to_mem(v, &args[0].ty)?;
                let st = self.builder.build_store(p, v).e()?;
                self.mark_nontemporal(Some(st), &args[0].ty)?;
                Ok(Val::Void)
            }
        }
    }

    pub(crate) fn mark_nontemporal(
        &mut self,
        inst: Option<inkwell::values::InstructionValue<'ctx>>,
        ty: &Type,
    ) -> R<()> {
        let Some(inst) = inst else { return Ok(()) };
        inst.set_alignment(self.align_of(ty) as u32)
            .map_err(|e| e.to_string())?;
        let one = self.ctx.i32_type().const_int(1, false);
        let md = self.ctx.metadata_node(&[one.into()]);
        let kind = self.ctx.get_kind_id("nontemporal");
        inst.set_metadata(md, kind).map_err(|e| e.to_string())?;
        Ok(())
    }

    /// `__builtin_convertvector`: lane-wise numeric conversion.
    fn vector_convert(&mut self, args: &'a [Expr], e: &'a Expr) -> R<Val<'ctx>> {
        let v = self.vec_arg(args, 0)?.into_vector_value();
        let from = &args[0].ty;
        let (fe, _) = elem_of(from)?;
        let (te, _) = elem_of(&e.ty)?;
        let to = self.mem_ty(&e.ty)?.into_vector_type();
        let b = &self.builder;
        let fsig = signed_elem(from);
        let r: BasicValueEnum<'ctx> = match (fe.is_floating(), te.is_floating()) {
            (true, true) => b.build_float_cast(v, to, "conv").e()?.into(),
            (true, false) if signed_elem(&e.ty) => {
                b.build_float_to_signed_int(v, to, "conv").e()?.into()
            }
            (true, false) => b.build_float_to_unsigned_int(v, to, "conv").e()?.into(),
            (false, true) if fsig => b.build_signed_int_to_float(v, to, "conv").e()?.into(),
            (false, true) => b.build_unsigned_int_to_float(v, to, "conv").e()?.into(),
            (false, false) => b.build_int_cast_sign_flag(v, to, fsig, "conv").e()?.into(),
        };
        Ok(Val::S(r))
    }

    fn elementwise(&mut self, f: ElemFn, args: &'a [Expr], e: &'a Expr) -> R<Val<'ctx>> {
        let mut vals = vec![];
        for i in 0..args.len() {
            vals.push(self.vec_arg(args, i)?);
        }
        let ty = vals[0].get_type();
        let float = is_float_elem(&e.ty);
        let signed = signed_elem(&e.ty);
        let i1 = |c: &Self, v: bool| -> BasicValueEnum<'ctx> {
            c.ctx.bool_type().const_int(v as u64, false).into()
        };
        let name = match f {
            ElemFn::Abs if float => "llvm.fabs",
            ElemFn::Abs => {
                let p = i1(self, false);
                let r = self.call_intrinsic("llvm.abs", &[ty], &[vals[0], p])?;
                return Ok(Val::S(r.ok_or("internal error: abs")?));
            }
            ElemFn::Max if float => "llvm.maxnum",
            ElemFn::Min if float => "llvm.minnum",
            ElemFn::Max if signed => "llvm.smax",
            ElemFn::Max => "llvm.umax",
            ElemFn::Min if signed => "llvm.smin",
            ElemFn::Min => "llvm.umin",
            ElemFn::AddSat if signed => "llvm.sadd.sat",
            ElemFn::AddSat => "llvm.uadd.sat",
            ElemFn::SubSat if signed => "llvm.ssub.sat",
            ElemFn::SubSat => "llvm.usub.sat",
            ElemFn::Popcount => "llvm.ctpop",
            ElemFn::Bitreverse => "llvm.bitreverse",
            ElemFn::Fshl => "llvm.fshl",
            ElemFn::Fshr => "llvm.fshr",
            ElemFn::Clzg | ElemFn::Ctzg => {
                let name = if f == ElemFn::Clzg {
                    "llvm.ctlz"
                } else {
                    "llvm.cttz"
                };
                let poison = i1(self, vals.len() == 1);
                let r = self
                    .call_intrinsic(name, &[ty], &[vals[0], poison])?
                    .ok_or("internal error: ctlz")?;
                if vals.len() == 1 {
                    return Ok(Val::S(r));
                }
                let zero = ty.const_zero();
                let is_zero = match (vals[0], zero) {
                    (BasicValueEnum::VectorValue(x), BasicValueEnum::VectorValue(z)) => self
                        .builder
                        .build_int_compare(IntPredicate::EQ, x, z, "iszero")
                        .e()?
                        .into(),
                    (BasicValueEnum::IntValue(x), BasicValueEnum::IntValue(z)) => self
                        .builder
                        .build_int_compare(IntPredicate::EQ, x, z, "iszero")
                        .e()?
                        .into(),
                    _ => return Err("internal error: clzg operand".into()),
                };
                let sel = match is_zero {
                    BasicValueEnum::VectorValue(c) => {
                        self.builder.build_select(c, vals[1], r, "clzg").e()?
                    }
                    BasicValueEnum::IntValue(c) => {
                        self.builder.build_select(c, vals[1], r, "clzg").e()?
                    }
                    _ => return Err("internal error: clzg select".into()),
                };
                return Ok(Val::S(sel));
            }
            ElemFn::Float(i) => {
                let n = xmp_ir::vector::FLOAT_INTRINSICS
                    .get(i as usize)
                    .ok_or("internal error: bad intrinsic index")?;
                let name = format!("llvm.{n}");
                let r = self.call_intrinsic(&name, &[ty], &vals)?;
                return Ok(Val::S(r.ok_or("internal error: intrinsic without value")?));
            }
        };
        let r = self.call_intrinsic(name, &[ty], &vals)?;
        Ok(Val::S(r.ok_or("internal error: intrinsic without value")?))
    }
}
