//! Complex multiplication and division as clang does them by default
//! (`-fcomplex-arithmetic=full`): a real operand multiplies or divides each part; otherwise a
//! product takes the textbook formula and falls back to compiler-rt's `__mul?c3` when both
//! parts come out NaN (the infinities C Annex G wants), and a quotient always calls `__div?c3`
//! (scaled, so that extreme exponents neither overflow nor flush to zero). Under `-ffast-math`
//! both are the textbook formulas.

use inkwell::types::{BasicType, BasicTypeEnum};
use inkwell::values::{BasicValueEnum, FloatValue};
use inkwell::FloatPredicate;

use crate::cg::{Cg, Ex, R};

/// The two parts of `insertvalue (insertvalue undef, re, 0), im, 1`.
pub(crate) fn inserted_parts<'ctx>(
    s: inkwell::values::StructValue<'ctx>,
) -> Option<(FloatValue<'ctx>, FloatValue<'ctx>)> {
    use inkwell::values::{AsValueRef, InstructionOpcode};
    let index = |i: inkwell::values::InstructionValue<'ctx>| unsafe {
        // SAFETY: an insertvalue instruction has at least one index.
        (llvm_sys::core::LLVMGetNumIndices(i.as_value_ref()) == 1)
            .then(|| *llvm_sys::core::LLVMGetIndices(i.as_value_ref()))
    };
    let outer = s.as_instruction()?;
    if outer.get_opcode() != InstructionOpcode::InsertValue || index(outer)? != 1 {
        return None;
    }
    let im = outer.get_operand(1)?.value()?;
    let BasicValueEnum::StructValue(inner) = outer.get_operand(0)?.value()? else {
        return None;
    };
    let inner = inner.as_instruction()?;
    if inner.get_opcode() != InstructionOpcode::InsertValue || index(inner)? != 0 {
        return None;
    }
    let re = inner.get_operand(1)?.value()?;
    match (re, im) {
        (BasicValueEnum::FloatValue(re), BasicValueEnum::FloatValue(im)) => Some((re, im)),
        _ => None,
    }
}

/// A constant +0.0 or -0.0: the imaginary part a real operand gets on conversion.
fn is_const_zero(v: FloatValue) -> bool {
    v.get_constant().is_some_and(|(x, _)| x == 0.0)
}

impl<'ctx, 'a> Cg<'ctx, 'a> {
    /// The compiler-rt routine for `op` (`"mul"`/`"div"`) on parts of type `t`; `None` for
    /// half precision, which keeps the inline formulas.
    fn complex_libcall_name(&self, op: &str, t: BasicTypeEnum<'ctx>) -> Option<String> {
        // `-ffast-math` means clang's `-fcomplex-arithmetic=basic`: the inline formulas.
        let fm = &self.opts.fast_math;
        if fm.reassoc && fm.no_nans && fm.no_infs {
            return None;
        }
        let s = if t == self.ctx.f32_type().as_basic_type_enum() {
            "s"
        } else if t == self.ctx.f64_type().as_basic_type_enum() {
            "d"
        } else if t == self.ctx.x86_f80_type().as_basic_type_enum() {
            "x"
        } else {
            return None;
        };
        Some(format!("__{op}{s}c3"))
    }

    /// Calls `__{mul,div}?c3(a, b, c, d)` and splits its result.
    fn complex_libcall(
        &mut self,
        name: &str,
        parts: [FloatValue<'ctx>; 4],
    ) -> R<(FloatValue<'ctx>, FloatValue<'ctx>)> {
        let ft = parts[0].get_type();
        let is_float = ft == self.ctx.f32_type();
        let f = match self.module.get_function(name) {
            Some(f) => f,
            None => {
                // System V returns `_Complex float` packed in one SSE register.
                let ret: BasicTypeEnum = if is_float {
                    ft.vec_type(2).into()
                } else {
                    self.ctx.struct_type(&[ft.into(), ft.into()], false).into()
                };
                let fty = ret.fn_type(&[ft.into(); 4], false);
                self.module.add_function(name, fty, None)
            }
        };
        let args: Vec<_> = parts.iter().map(|p| (*p).into()).collect();
        let r = self
            .builder
            .build_call(f, &args, "")
            .e()?
            .try_as_basic_value()
            .basic()
            .ok_or("internal error: complex libcall without a result")?;
        let b = &self.builder;
        Ok(match r {
            BasicValueEnum::VectorValue(v) => {
                let i = self.ctx.i32_type();
                let re = b.build_extract_element(v, i.const_zero(), "").e()?;
                let im = b.build_extract_element(v, i.const_int(1, false), "").e()?;
                (re.into_float_value(), im.into_float_value())
            }
            BasicValueEnum::StructValue(s) => {
                let re = b.build_extract_value(s, 0, "").e()?;
                let im = b.build_extract_value(s, 1, "").e()?;
                (re.into_float_value(), im.into_float_value())
            }
            _ => return Err("internal error: complex libcall result".into()),
        })
    }

    /// `(a+bi)(c+di)`.
    pub(crate) fn complex_mul(
        &mut self,
        [a, b, c, d]: [FloatValue<'ctx>; 4],
    ) -> R<(FloatValue<'ctx>, FloatValue<'ctx>)> {
        let bl = &self.builder;
        if is_const_zero(d) {
            return Ok((
                bl.build_float_mul(a, c, "").e()?,
                bl.build_float_mul(b, c, "").e()?,
            ));
        }
        if is_const_zero(b) {
            return Ok((
                bl.build_float_mul(a, c, "").e()?,
                bl.build_float_mul(a, d, "").e()?,
            ));
        }
        let ac = bl.build_float_mul(a, c, "mul_ac").e()?;
        let bd = bl.build_float_mul(b, d, "mul_bd").e()?;
        let ad = bl.build_float_mul(a, d, "mul_ad").e()?;
        let bc = bl.build_float_mul(b, c, "mul_bc").e()?;
        let re = bl.build_float_sub(ac, bd, "mul_r").e()?;
        let im = bl.build_float_add(ad, bc, "mul_i").e()?;
        let Some(name) = self.complex_libcall_name("mul", a.get_type().into()) else {
            return Ok((re, im));
        };
        let from = self
            .builder
            .get_insert_block()
            .ok_or("internal error: no block")?;
        let imag_nan = self.new_block("complex_mul_imag_nan")?;
        let libcall = self.new_block("complex_mul_libcall")?;
        let cont = self.new_block("complex_mul_cont")?;
        let nan = FloatPredicate::UNO;
        let c1 = self
            .builder
            .build_float_compare(nan, re, re, "isnan_cmp")
            .e()?;
        self.builder
            .build_conditional_branch(c1, imag_nan, cont)
            .e()?;
        self.enter(imag_nan);
        let c2 = self
            .builder
            .build_float_compare(nan, im, im, "isnan_cmp")
            .e()?;
        self.builder
            .build_conditional_branch(c2, libcall, cont)
            .e()?;
        self.enter(libcall);
        let (lr, li) = self.complex_libcall(&name, [a, b, c, d])?;
        let lib_end = self
            .builder
            .get_insert_block()
            .ok_or("internal error: no block")?;
        self.builder.build_unconditional_branch(cont).e()?;
        self.enter(cont);
        let t = a.get_type();
        let pr = self.builder.build_phi(t, "real_mul_phi").e()?;
        pr.add_incoming(&[(&re, from), (&re, imag_nan), (&lr, lib_end)]);
        let pi = self.builder.build_phi(t, "imag_mul_phi").e()?;
        pi.add_incoming(&[(&im, from), (&im, imag_nan), (&li, lib_end)]);
        Ok((
            pr.as_basic_value().into_float_value(),
            pi.as_basic_value().into_float_value(),
        ))
    }

    /// `(a+bi)/(c+di)`.
    pub(crate) fn complex_div(
        &mut self,
        [a, b, c, d]: [FloatValue<'ctx>; 4],
    ) -> R<(FloatValue<'ctx>, FloatValue<'ctx>)> {
        let bl = &self.builder;
        if is_const_zero(d) {
            return Ok((
                bl.build_float_div(a, c, "").e()?,
                bl.build_float_div(b, c, "").e()?,
            ));
        }
        if let Some(name) = self.complex_libcall_name("div", a.get_type().into()) {
            return self.complex_libcall(&name, [a, b, c, d]);
        }
        // (a+bi)/(c+di) = ((ac+bd) + (bc-ad)i) / (c^2+d^2)
        let cc = bl.build_float_mul(c, c, "").e()?;
        let dd = bl.build_float_mul(d, d, "").e()?;
        let den = bl.build_float_add(cc, dd, "").e()?;
        let ac = bl.build_float_mul(a, c, "").e()?;
        let bd = bl.build_float_mul(b, d, "").e()?;
        let bc = bl.build_float_mul(b, c, "").e()?;
        let ad = bl.build_float_mul(a, d, "").e()?;
        let nr = bl.build_float_add(ac, bd, "").e()?;
        let ni = bl.build_float_sub(bc, ad, "").e()?;
        Ok((
            bl.build_float_div(nr, den, "").e()?,
            bl.build_float_div(ni, den, "").e()?,
        ))
    }
}
