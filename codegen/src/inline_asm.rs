//! GNU inline assembly (`xmp_ir::target::InlineAsm`) as LLVM inline asm calls, and module
//! assembly. The operands arrive in LLVM's terms (lowering translated the template and the
//! constraints); here the call is built, indirect operands get their `elementtype`, and the
//! register outputs are stored to their lvalues afterwards, as clang does.

use inkwell::attributes::{Attribute, AttributeLoc};
use inkwell::types::{AnyType, AsTypeRef, BasicMetadataTypeEnum, BasicType, BasicTypeEnum};
use inkwell::values::{AsValueRef, BasicMetadataValueEnum, BasicValueEnum, CallSiteValue};
use inkwell::InlineAsmDialect;
use xmp_ir::target::InlineAsm;

use crate::cg::{Cg, Ex, R};
use crate::expr::Val;

impl<'ctx, 'a> Cg<'ctx, 'a> {
    /// File-scope `asm("...")` blocks as the module's assembly.
    pub fn gen_module_asm(&mut self) {
        let text: Vec<&str> = self
            .x
            .target
            .module_asm
            .iter()
            .map(|s| s.as_str())
            .collect();
        if !text.is_empty() {
            self.module.set_inline_assembly(&text.join("\n"));
        }
    }

    /// One `asm` statement.
    pub fn gen_inline_asm(&mut self, a: &'a InlineAsm) -> R<Val<'ctx>> {
        // Output addresses first: the lvalues are evaluated before the asm runs.
        let mut out_lvs = vec![];
        for o in &a.outputs {
            out_lvs.push(self.lvalue(o)?);
        }
        let mut arg_vals: Vec<BasicMetadataValueEnum<'ctx>> = vec![];
        let mut arg_tys: Vec<BasicMetadataTypeEnum<'ctx>> = vec![];
        let mut elem_tys: Vec<(u32, BasicTypeEnum<'ctx>)> = vec![];
        for (i, arg) in a.args.iter().enumerate() {
            let v = self.rvalue(&arg.value)?.scalar()?;
            arg_tys.push(v.get_type().into());
            arg_vals.push(v.into());
            if let Some(t) = &arg.indirect {
                elem_tys.push((i as u32, self.mem_ty(t)?));
            }
        }
        let out_tys: Vec<BasicTypeEnum<'ctx>> = a
            .outputs
            .iter()
            .map(|o| self.mem_ty(&o.ty))
            .collect::<R<_>>()?;
        let fn_ty = match out_tys.len() {
            0 => self.ctx.void_type().fn_type(&arg_tys, false),
            1 => out_tys[0].fn_type(&arg_tys, false),
            _ => self
                .ctx
                .struct_type(&out_tys, false)
                .fn_type(&arg_tys, false),
        };
        let asm = self.ctx.create_inline_asm(
            fn_ty,
            a.template.clone(),
            a.constraints.clone(),
            a.side_effects,
            false,
            Some(InlineAsmDialect::ATT),
            false,
        );
        // `asm goto` with outputs: each label is reached through a block of its own that
        // stores the outputs first (as clang does), the fallthrough stores them below.
        let mut indirect = vec![];
        let call: CallSiteValue<'ctx> = if a.labels.is_empty() {
            self.builder
                .build_indirect_call(fn_ty, asm, &arg_vals, "")
                .e()?
        } else {
            let mut dests = vec![];
            for l in &a.labels {
                let target = self.label_block(*l)?;
                if a.outputs.is_empty() {
                    dests.push(target);
                } else {
                    let b = self.new_block("asm.indirect")?;
                    indirect.push((b, target));
                    dests.push(b);
                }
            }
            self.callbr(fn_ty, asm, &arg_vals, &dests)?
        };
        let kind = Attribute::get_named_enum_kind_id("elementtype");
        for (i, t) in elem_tys {
            let attr = self.ctx.create_type_attribute(kind, t.as_any_type_enum());
            call.add_attribute(AttributeLoc::Param(i), attr);
        }
        let nounwind = Attribute::get_named_enum_kind_id("nounwind");
        call.add_attribute(
            AttributeLoc::Function,
            self.ctx.create_enum_attribute(nounwind, 0),
        );
        if a.readnone {
            // memory(none): no argument, inaccessible or other memory is touched.
            let mem = Attribute::get_named_enum_kind_id("memory");
            call.add_attribute(
                AttributeLoc::Function,
                self.ctx.create_enum_attribute(mem, 0),
            );
        }
        let ret = call.try_as_basic_value().basic();
        let fallthrough = self.builder.get_insert_block();
        for (b, target) in indirect {
            self.builder.position_at_end(b);
            self.store_asm_results(a, ret, &out_lvs)?;
            self.builder.build_unconditional_branch(target).e()?;
        }
        if let Some(b) = fallthrough {
            self.builder.position_at_end(b);
        }
        self.store_asm_results(a, ret, &out_lvs)?;
        Ok(Val::Void)
    }

    /// Stores the register outputs `ret` of asm statement `a` to their lvalues.
    fn store_asm_results(
        &mut self,
        a: &'a InlineAsm,
        ret: Option<BasicValueEnum<'ctx>>,
        out_lvs: &[crate::expr::LV<'ctx>],
    ) -> R<()> {
        match (ret, out_lvs.len()) {
            (_, 0) => {}
            (Some(v), 1) => {
                self.store_lv(out_lvs[0], &a.outputs[0].ty, v, false)?;
            }
            (Some(BasicValueEnum::StructValue(s)), _) => {
                for (i, lv) in out_lvs.iter().enumerate() {
                    let v = self.builder.build_extract_value(s, i as u32, "").e()?;
                    self.store_lv(*lv, &a.outputs[i].ty, v, false)?;
                }
            }
            _ => return Err("internal error: inline asm results".into()),
        }
        Ok(())
    }

    /// `asm goto`: a `callbr` falling through to a new block, with `dests` (the labels' blocks
    /// or blocks leading to them) as its indirect destinations (inkwell does not wrap
    /// `callbr`).
    fn callbr(
        &mut self,
        fn_ty: inkwell::types::FunctionType<'ctx>,
        asm: inkwell::values::PointerValue<'ctx>,
        args: &[BasicMetadataValueEnum<'ctx>],
        dests: &[inkwell::basic_block::BasicBlock<'ctx>],
    ) -> R<CallSiteValue<'ctx>> {
        let fallthrough = self.new_block("asm.fallthrough")?;
        let mut dests: Vec<_> = dests.iter().map(|b| b.as_mut_ptr()).collect();
        let mut argv: Vec<_> = args.iter().map(|a| a.as_value_ref()).collect();
        let v = unsafe {
            llvm_sys::core::LLVMBuildCallBr(
                self.builder.as_mut_ptr(),
                fn_ty.as_type_ref(),
                asm.as_value_ref(),
                fallthrough.as_mut_ptr(),
                dests.as_mut_ptr(),
                dests.len() as u32,
                argv.as_mut_ptr(),
                argv.len() as u32,
                std::ptr::null_mut(),
                0,
                c"".as_ptr(),
            )
        };
        self.builder.position_at_end(fallthrough);
        // SAFETY: LLVMBuildCallBr returns a call-site instruction.
        Ok(unsafe { CallSiteValue::new(v) })
    }
}
