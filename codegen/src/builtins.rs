//! Compiler builtins (`xir::Builtin`) and `va_arg`.
//!
//! `va_arg` is expanded inline the way clang does for x86-64 System V: arguments classified
//! INTEGER/SSE are read from the register save area while `gp_offset`/`fp_offset` have room,
//! otherwise from `overflow_arg_area`; aggregates passed in registers are reassembled in a
//! temporary.

use inkwell::values::{BasicValueEnum, IntValue, PointerValue};
use inkwell::{FloatPredicate, IntPredicate};
use xmp_ir::types::{FloatKind, IntKind, Type};
use xmp_ir::xir::{Builtin, Expr, ExprKind};

use crate::abi::{classify, Class};
use crate::cg::{Cg, Ex, R};
use crate::expr::Val;
use crate::types::{is_aggregate, type_name};

impl<'ctx, 'a> Cg<'ctx, 'a> {
    fn arg(&mut self, args: &'a [Expr], i: usize, name: &str) -> R<BasicValueEnum<'ctx>> {
        let a = args
            .get(i)
            .ok_or_else(|| format!("too few arguments to {name}"))?;
        self.rvalue(a)?.scalar()
    }

    /// The address of the `va_list` object designated by `e` (an lvalue of type `va_list`, or a
    /// pointer to one when the list was passed as a parameter).
    fn va_list_ptr(&mut self, e: &'a Expr) -> R<PointerValue<'ctx>> {
        match &e.ty {
            Type::VaList if e.is_lvalue() => Ok(self.lvalue(e)?.ptr),
            _ => Ok(self.rvalue(e)?.scalar()?.into_pointer_value()),
        }
    }

    pub(crate) fn call_intrinsic(
        &mut self,
        name: &str,
        tys: &[inkwell::types::BasicTypeEnum<'ctx>],
        args: &[BasicValueEnum<'ctx>],
    ) -> R<Option<BasicValueEnum<'ctx>>> {
        let f = self.intrinsic(name, tys)?;
        let a: Vec<_> = args.iter().map(|v| (*v).into()).collect();
        let r = self.builder.build_call(f, &a, "").e()?;
        Ok(r.try_as_basic_value().basic())
    }

    fn int_result(&mut self, v: IntValue<'ctx>, e: &Expr, signed: bool) -> R<Val<'ctx>> {
        let t = self.val_ty(&e.ty)?.into_int_type();
        Ok(Val::S(self.int_resize(v, t, signed)?.into()))
    }

    pub fn builtin(&mut self, b: Builtin, args: &'a [Expr], e: &'a Expr) -> R<Val<'ctx>> {
        let ptr = self.ptr_ty().into();
        match b {
            Builtin::Vector(op) => self.vector_builtin(op, args, e),
            Builtin::VaStart => {
                let ap = args.first().ok_or("too few arguments to va_start")?;
                let p = self.va_list_ptr(ap)?;
                self.call_intrinsic("llvm.va_start", &[ptr], &[p.into()])?;
                Ok(Val::Void)
            }
            Builtin::VaEnd => {
                let ap = args.first().ok_or("too few arguments to va_end")?;
                let p = self.va_list_ptr(ap)?;
                self.call_intrinsic("llvm.va_end", &[ptr], &[p.into()])?;
                Ok(Val::Void)
            }
            Builtin::VaCopy => {
                if args.len() < 2 {
                    return Err("too few arguments to va_copy".into());
                }
                let d = self.va_list_ptr(&args[0])?;
                let s = self.va_list_ptr(&args[1])?;
                self.call_intrinsic("llvm.va_copy", &[ptr], &[d.into(), s.into()])?;
                Ok(Val::Void)
            }
            Builtin::Expect => {
                let v = self.arg(args, 0, "__builtin_expect")?;
                let c = self.arg(args, 1, "__builtin_expect")?;
                if let (BasicValueEnum::IntValue(vi), BasicValueEnum::IntValue(ci)) = (v, c) {
                    if self.opts.opt_level > 0 && vi.get_type() == ci.get_type() {
                        let r =
                            self.call_intrinsic("llvm.expect", &[vi.get_type().into()], &[v, c])?;
                        return Ok(Val::S(r.ok_or("internal error: expect")?));
                    }
                }
                Ok(Val::S(v))
            }
            Builtin::Unreachable => {
                self.builder.build_unreachable().e()?;
                self.start_dead_block()?;
                Ok(Val::Void)
            }
            Builtin::Trap => {
                self.call_intrinsic("llvm.trap", &[], &[])?;
                self.builder.build_unreachable().e()?;
                self.start_dead_block()?;
                Ok(Val::Void)
            }
            Builtin::Inf | Builtin::Nan => {
                for a in args {
                    if !matches!(a.kind, ExprKind::StringLit(_))
                        && !matches!(a.kind, ExprKind::Cast(..))
                    {
                        self.rvalue(a)?;
                    }
                }
                let Type::Float(k) = e.ty else {
                    return Err("__builtin_inf/nan of a non-floating type".into());
                };
                let f = if b == Builtin::Inf {
                    f64::INFINITY
                } else {
                    f64::NAN
                };
                Ok(Val::S(self.float_const(k, f).into()))
            }
            Builtin::IsNan
            | Builtin::IsInf
            | Builtin::IsFinite
            | Builtin::IsInfSign
            | Builtin::FAbs => {
                let a = args
                    .first()
                    .ok_or("too few arguments to a floating-point classification builtin")?;
                let v = self.rvalue(a)?.scalar()?;
                let BasicValueEnum::FloatValue(f) = v else {
                    return Err(format!(
                        "floating-point classification of type '{}'",
                        type_name(self.x, &a.ty)
                    ));
                };
                let ft = f.get_type();
                if b == Builtin::IsNan {
                    let c = self
                        .builder
                        .build_float_compare(FloatPredicate::UNO, f, f, "isnan")
                        .e()?;
                    return self.int_result(c, e, false);
                }
                let abs = self
                    .call_intrinsic("llvm.fabs", &[ft.into()], &[v])?
                    .ok_or("internal error: fabs")?
                    .into_float_value();
                if b == Builtin::FAbs {
                    return Ok(Val::S(abs.into()));
                }
                let inf = ft.const_float(f64::INFINITY);
                match b {
                    Builtin::IsInf => {
                        let c = self
                            .builder
                            .build_float_compare(FloatPredicate::OEQ, abs, inf, "isinf")
                            .e()?;
                        self.int_result(c, e, false)
                    }
                    Builtin::IsFinite => {
                        let c = self
                            .builder
                            .build_float_compare(FloatPredicate::ONE, abs, inf, "isfinite")
                            .e()?;
                        self.int_result(c, e, false)
                    }
                    _ => {
                        // isinf_sign: -1 for -inf, 1 for +inf, 0 otherwise.
                        let isinf = self
                            .builder
                            .build_float_compare(FloatPredicate::OEQ, abs, inf, "isinf")
                            .e()?;
                        let neg = self.sign_bit(f)?;
                        let it = self.val_ty(&e.ty)?.into_int_type();
                        let sel = self
                            .builder
                            .build_select(
                                neg,
                                it.const_int(u64::MAX, true),
                                it.const_int(1, false),
                                "",
                            )
                            .e()?;
                        let r = self
                            .builder
                            .build_select(
                                isinf,
                                sel.into_int_value(),
                                it.const_zero(),
                                "isinf_sign",
                            )
                            .e()?;
                        Ok(Val::S(r))
                    }
                }
            }
            Builtin::SignBit => {
                let v = self.arg(args, 0, "__builtin_signbit")?;
                let BasicValueEnum::FloatValue(f) = v else {
                    return Err("__builtin_signbit of a non-floating value".into());
                };
                let c = self.sign_bit(f)?;
                self.int_result(c, e, false)
            }
            Builtin::Clz | Builtin::Ctz | Builtin::Popcount => {
                let v = self.arg(args, 0, "bit builtin")?;
                let BasicValueEnum::IntValue(i) = v else {
                    return Err("bit builtin of a non-integer".into());
                };
                let t = i.get_type();
                let r = match b {
                    Builtin::Clz => self.call_intrinsic(
                        "llvm.ctlz",
                        &[t.into()],
                        &[v, self.ctx.bool_type().const_int(1, false).into()],
                    )?,
                    Builtin::Ctz => self.call_intrinsic(
                        "llvm.cttz",
                        &[t.into()],
                        &[v, self.ctx.bool_type().const_int(1, false).into()],
                    )?,
                    _ => self.call_intrinsic("llvm.ctpop", &[t.into()], &[v])?,
                };
                self.int_result(
                    r.ok_or("internal error: bit intrinsic")?.into_int_value(),
                    e,
                    false,
                )
            }
            Builtin::Bswap16 | Builtin::Bswap32 | Builtin::Bswap64 => {
                let v = self.arg(args, 0, "__builtin_bswap")?;
                let bits = match b {
                    Builtin::Bswap16 => 16,
                    Builtin::Bswap32 => 32,
                    _ => 64,
                };
                let it = self.int_ty(bits);
                let iv = self.int_resize(v.into_int_value(), it, false)?;
                let r = self
                    .call_intrinsic("llvm.bswap", &[it.into()], &[iv.into()])?
                    .ok_or("internal error: bswap")?;
                self.int_result(r.into_int_value(), e, false)
            }
            Builtin::Alloca => {
                let n = self.arg(args, 0, "__builtin_alloca")?.into_int_value();
                let n = self.int_to_i64(n, false)?;
                let p = self
                    .builder
                    .build_array_alloca(self.ctx.i8_type(), n, "alloca")
                    .e()?;
                if let Some(i) = p.as_instruction() {
                    i.set_alignment(16).map_err(|e| e.to_string())?;
                }
                Ok(Val::S(p.into()))
            }
            Builtin::ConstantP => {
                let c = args
                    .first()
                    .map(|a| matches!(a.kind, ExprKind::IntConst(_) | ExprKind::FloatConst(_)))
                    .unwrap_or(false);
                let t = self.val_ty(&e.ty)?.into_int_type();
                Ok(Val::S(t.const_int(c as u64, false).into()))
            }
            Builtin::Prefetch => {
                if let Some(a) = args.first() {
                    self.rvalue(a)?;
                }
                Ok(Val::Void)
            }
            Builtin::X86(i) => self.x86_builtin(i, args, e),
            Builtin::Overflow(op) => self.overflow_builtin(op, args, e),
            Builtin::ReturnAddress(n) | Builtin::FrameAddress(n) => {
                let name = if matches!(b, Builtin::ReturnAddress(_)) {
                    "llvm.returnaddress"
                } else {
                    "llvm.frameaddress"
                };
                let tys: &[inkwell::types::BasicTypeEnum] = if name == "llvm.frameaddress" {
                    &[ptr]
                } else {
                    &[]
                };
                let level = self.ctx.i32_type().const_int(u64::from(n), false);
                let r = self
                    .call_intrinsic(name, tys, &[level.into()])?
                    .ok_or("internal error: frame intrinsic")?;
                Ok(Val::S(r))
            }
            Builtin::SjljSetjmp => {
                // As clang: the frame address in word 0 and the stack pointer in word 2 of the
                // buffer; the intrinsic fills in the resume address.
                let buf = self.arg(args, 0, "__builtin_setjmp")?.into_pointer_value();
                let i32t = self.ctx.i32_type();
                let fp = self
                    .call_intrinsic("llvm.frameaddress", &[ptr], &[i32t.const_zero().into()])?
                    .ok_or("internal error: frameaddress")?;
                self.builder.build_store(buf, fp).e()?;
                let sp = self
                    .call_intrinsic("llvm.stacksave", &[ptr], &[])?
                    .ok_or("internal error: stacksave")?;
                let word2 = unsafe {
                    self.builder
                        .build_in_bounds_gep(
                            ptr.into_pointer_type(),
                            buf,
                            &[i32t.const_int(2, false)],
                            "",
                        )
                        .e()?
                };
                self.builder.build_store(word2, sp).e()?;
                let r = self
                    .call_intrinsic("llvm.eh.sjlj.setjmp", &[], &[buf.into()])?
                    .ok_or("internal error: sjlj.setjmp")?;
                self.int_result(r.into_int_value(), e, true)
            }
            Builtin::SjljLongjmp => {
                let buf = self.arg(args, 0, "__builtin_longjmp")?.into_pointer_value();
                // The x86 lowering reloads the frame pointer first and then reads the other
                // words: a buffer addressed from the frame pointer itself must be in another
                // register. An explicit address computation keeps it there at -O0, as clang's
                // array decay does.
                let zero = self.ctx.i64_type().const_zero();
                let buf = unsafe {
                    self.builder
                        .build_in_bounds_gep(ptr.into_pointer_type(), buf, &[zero], "sjlj.buf")
                        .e()?
                };
                self.call_intrinsic("llvm.eh.sjlj.longjmp", &[], &[buf.into()])?;
                self.builder.build_unreachable().e()?;
                self.start_dead_block()?;
                Ok(Val::Void)
            }
        }
    }

    /// Checked arithmetic: both operands extended to the smallest integer type holding every
    /// value of the three types (signed when any is), the `llvm.*.with.overflow` operation there,
    /// then the result narrowed to its type; it overflowed when the wide operation did or when
    /// narrowing changed the value. With all three types alike this is the plain intrinsic.
    fn overflow_builtin(
        &mut self,
        op: xmp_ir::xir::OverflowOp,
        args: &'a [Expr],
        e: &'a Expr,
    ) -> R<Val<'ctx>> {
        let [a, b, r] = args else {
            return Err("internal error: overflow builtin takes three arguments".into());
        };
        let info = |t: &Type| match t {
            Type::Int(k) => Ok((k.bits(), k.is_signed())),
            _ => Err(format!(
                "internal error: overflow builtin on '{}'",
                type_name(self.x, t)
            )),
        };
        let ((wa, sa), (wb, sb), (wr, sr)) = (info(&a.ty)?, info(&b.ty)?, info(&r.ty)?);
        let signed = sa || sb || sr;
        let need = |w: u32, s: bool| if signed && !s { w + 1 } else { w };
        let width = need(wa, sa).max(need(wb, sb)).max(need(wr, sr));
        let wt = self.int_ty(width);
        let av = self.rvalue(a)?.scalar()?.into_int_value();
        let av = self.int_resize(av, wt, sa)?;
        let bv = self.rvalue(b)?.scalar()?.into_int_value();
        let bv = self.int_resize(bv, wt, sb)?;
        let name = format!(
            "llvm.{}{}.with.overflow",
            if signed { 's' } else { 'u' },
            op.name()
        );
        let pair = self
            .call_intrinsic(&name, &[wt.into()], &[av.into(), bv.into()])?
            .ok_or("internal error: with.overflow")?
            .into_struct_value();
        let full = self
            .builder
            .build_extract_value(pair, 0, "")
            .e()?
            .into_int_value();
        let mut of = self
            .builder
            .build_extract_value(pair, 1, "")
            .e()?
            .into_int_value();
        let rt = self.int_ty(wr);
        let res = self.int_resize(full, rt, sr)?;
        if wr < width {
            let back = if sr && wr > 1 {
                self.builder.build_int_s_extend(res, wt, "").e()?
            } else {
                self.builder.build_int_z_extend(res, wt, "").e()?
            };
            let lost = self
                .builder
                .build_int_compare(IntPredicate::NE, back, full, "")
                .e()?;
            of = self.builder.build_or(of, lost, "").e()?;
        }
        let lv = self.lvalue(r)?;
        self.store_lv(lv, &r.ty, res.into(), false)?;
        self.int_result(of, e, false)
    }

    fn sign_bit(&mut self, f: inkwell::values::FloatValue<'ctx>) -> R<IntValue<'ctx>> {
        // The integer of the format's own width: 16 (half, bfloat), 32, 64, 80 (x87), 128.
        let it = self.int_ty(f.get_type().get_bit_width());
        let i = self.builder.build_bit_cast(f, it, "").e()?.into_int_value();
        self.builder
            .build_int_compare(IntPredicate::SLT, i, it.const_zero(), "signbit")
            .e()
    }

    /// `va_arg(ap, T)` for x86-64 System V.
    pub fn va_arg(&mut self, ap: &'a Expr, ty: &Type) -> R<Val<'ctx>> {
        let list = self.va_list_ptr(ap)?;
        let size = self.size_of(ty)?;
        let align = self.align_of(ty);
        let (need_gp, need_fp, in_mem) = match ty {
            Type::Int(k) => (
                if matches!(k, IntKind::Int128 | IntKind::UInt128) {
                    2
                } else {
                    1
                },
                0,
                false,
            ),
            Type::Pointer(_) => (1, 0, false),
            Type::Vector(..) => match size {
                4 => (1, 0, false),
                8 | 16 => (0, 1, false),
                _ => (0, 0, true),
            },
            Type::Float(FloatKind::LongDouble) => (0, 0, true),
            Type::Float(_) => (0, 1, false),
            Type::Struct(_) | Type::Complex(_) => {
                let cls = classify(self.x, ty);
                if cls.is_empty() || cls.contains(&Class::Memory) || cls.contains(&Class::X87) {
                    (0, 0, true)
                } else {
                    let gp = cls.iter().filter(|c| **c == Class::Integer).count() as u32;
                    let fp = cls.iter().filter(|c| **c == Class::Sse).count() as u32;
                    (gp, fp, false)
                }
            }
            _ => {
                return Err(format!(
                    "va_arg of type '{}' is not supported yet",
                    type_name(self.x, ty)
                ))
            }
        };
        let i8t = self.ctx.i8_type();
        let i32t = self.ctx.i32_type();
        let tag = self.va_list_tag();
        let gp_p = self
            .builder
            .build_struct_gep(tag, list, 0, "gp_offset_p")
            .e()?;
        let fp_p = self
            .builder
            .build_struct_gep(tag, list, 1, "fp_offset_p")
            .e()?;
        let ov_p = self
            .builder
            .build_struct_gep(tag, list, 2, "overflow_arg_area_p")
            .e()?;
        let rs_p = self
            .builder
            .build_struct_gep(tag, list, 3, "reg_save_area_p")
            .e()?;

        let mem_bb = self.new_block("vaarg.in_mem")?;
        let end_bb = self.new_block("vaarg.end")?;
        let mut reg_addr: Option<(PointerValue<'ctx>, inkwell::basic_block::BasicBlock<'ctx>)> =
            None;
        if !in_mem {
            let reg_bb = self.new_block("vaarg.in_reg")?;
            let mut fits: Option<IntValue<'ctx>> = None;
            let gp = if need_gp > 0 {
                Some(
                    self.builder
                        .build_load(i32t, gp_p, "gp_offset")
                        .e()?
                        .into_int_value(),
                )
            } else {
                None
            };
            let fp = if need_fp > 0 {
                Some(
                    self.builder
                        .build_load(i32t, fp_p, "fp_offset")
                        .e()?
                        .into_int_value(),
                )
            } else {
                None
            };
            if let Some(g) = gp {
                let c = self
                    .builder
                    .build_int_compare(
                        IntPredicate::ULE,
                        g,
                        i32t.const_int(48 - 8 * need_gp as u64, false),
                        "fits_in_gp",
                    )
                    .e()?;
                fits = Some(c);
            }
            if let Some(f) = fp {
                let c = self
                    .builder
                    .build_int_compare(
                        IntPredicate::ULE,
                        f,
                        i32t.const_int(176 - 16 * need_fp as u64, false),
                        "fits_in_fp",
                    )
                    .e()?;
                fits = Some(match fits {
                    Some(p) => self.builder.build_and(p, c, "").e()?,
                    None => c,
                });
            }
            let fits = fits.ok_or("internal error: va_arg classification")?;
            self.builder
                .build_conditional_branch(fits, reg_bb, mem_bb)
                .e()?;
            self.enter(reg_bb);
            let rsa = self
                .builder
                .build_load(self.ptr_ty(), rs_p, "reg_save_area")
                .e()?
                .into_pointer_value();
            let addr = if is_aggregate(ty)
                || matches!(ty, Type::Complex(_))
                || (need_gp == 2 && need_fp == 0 && align > 8)
            {
                // Reassemble the eightbytes in a temporary.
                let tmp = self.temp_bytes(size.max(16), align.max(8) as u32, "va_tmp")?;
                let cls = classify(self.x, ty);
                let cls = if cls.is_empty() {
                    vec![Class::Integer; need_gp as usize]
                } else {
                    cls
                };
                let (mut gi, mut fi) = (0u64, 0u64);
                for (k, c) in cls.iter().enumerate() {
                    let src_off = match c {
                        Class::Sse => {
                            let f = fp.ok_or("internal error: fp offset")?;
                            let o = self
                                .builder
                                .build_int_add(f, i32t.const_int(16 * fi, false), "")
                                .e()?;
                            fi += 1;
                            o
                        }
                        _ => {
                            let g = gp.ok_or("internal error: gp offset")?;
                            let o = self
                                .builder
                                .build_int_add(g, i32t.const_int(8 * gi, false), "")
                                .e()?;
                            gi += 1;
                            o
                        }
                    };
                    let src_off = self
                        .builder
                        .build_int_z_extend(src_off, self.ctx.i64_type(), "")
                        .e()?;
                    let src = unsafe {
                        self.builder
                            .build_in_bounds_gep(i8t, rsa, &[src_off], "")
                            .e()?
                    };
                    let dst = unsafe {
                        self.builder
                            .build_in_bounds_gep(i8t, tmp, &[self.i64c(8 * k as u64)], "")
                            .e()?
                    };
                    let n = (size - 8 * k as u64).min(8);
                    self.builder
                        .build_memcpy(dst, 8, src, 8, self.i64c(n))
                        .e()?;
                }
                tmp
            } else {
                let off = match (gp, fp) {
                    (Some(g), _) => g,
                    (None, Some(f)) => f,
                    _ => return Err("internal error: va_arg offsets".into()),
                };
                let off = self
                    .builder
                    .build_int_z_extend(off, self.ctx.i64_type(), "")
                    .e()?;
                unsafe { self.builder.build_in_bounds_gep(i8t, rsa, &[off], "").e()? }
            };
            if let Some(g) = gp {
                let n = self
                    .builder
                    .build_int_add(g, i32t.const_int(8 * need_gp as u64, false), "")
                    .e()?;
                self.builder.build_store(gp_p, n).e()?;
            }
            if let Some(f) = fp {
                let n = self
                    .builder
                    .build_int_add(f, i32t.const_int(16 * need_fp as u64, false), "")
                    .e()?;
                self.builder.build_store(fp_p, n).e()?;
            }
            let rb = self
                .builder
                .get_insert_block()
                .ok_or("internal error: block")?;
            self.builder.build_unconditional_branch(end_bb).e()?;
            reg_addr = Some((addr, rb));
        } else {
            self.builder.build_unconditional_branch(mem_bb).e()?;
        }
        // Overflow area: aligned to the type's alignment when above 8, advanced by the size
        // rounded up to 8.
        self.enter(mem_bb);
        let mut ov = self
            .builder
            .build_load(self.ptr_ty(), ov_p, "overflow_arg_area")
            .e()?
            .into_pointer_value();
        if align > 8 {
            let i64t = self.ctx.i64_type();
            let pi = self.builder.build_ptr_to_int(ov, i64t, "").e()?;
            let add = self
                .builder
                .build_int_add(pi, i64t.const_int(align - 1, false), "")
                .e()?;
            let al = self
                .builder
                .build_and(add, i64t.const_int(!(align - 1), false), "")
                .e()?;
            ov = self.builder.build_int_to_ptr(al, self.ptr_ty(), "").e()?;
        }
        let step = size.div_ceil(8) * 8;
        let next = unsafe {
            self.builder
                .build_in_bounds_gep(i8t, ov, &[self.i64c(step)], "overflow_arg_area.next")
                .e()?
        };
        self.builder.build_store(ov_p, next).e()?;
        let mb = self
            .builder
            .get_insert_block()
            .ok_or("internal error: block")?;
        self.builder.build_unconditional_branch(end_bb).e()?;
        self.enter(end_bb);
        let addr = match reg_addr {
            Some((ra, rb)) => {
                let phi = self.builder.build_phi(self.ptr_ty(), "vaarg.addr").e()?;
                phi.add_incoming(&[(&ra, rb), (&ov, mb)]);
                phi.as_basic_value().into_pointer_value()
            }
            None => ov,
        };
        if is_aggregate(ty) {
            // Copy out so that later va_arg calls cannot disturb the value.
            let tmp = self.temp_bytes(size, align as u32, "va_arg.tmp")?;
            self.builder
                .build_memcpy(
                    tmp,
                    align as u32,
                    addr,
                    8.min(align as u32),
                    self.i64c(size),
                )
                .e()?;
            return Ok(Val::A(tmp));
        }
        let t = self.mem_ty(ty)?;
        let v = self.builder.build_load(t, addr, "").e()?;
        if let Some(i) = inkwell::values::BasicValue::as_instruction_value(&v) {
            i.set_alignment(align.min(8) as u32)
                .map_err(|e| e.to_string())?;
        }
        if let Type::Int(IntKind::Bool) = ty {
            return Ok(Val::S(
                self.builder
                    .build_int_truncate(v.into_int_value(), self.ctx.bool_type(), "")
                    .e()?
                    .into(),
            ));
        }
        Ok(Val::S(v))
    }
}
