//! Code generation of the transformational procedures (issue 5, reference 10.7) as one call of
//! `xmp_rt_transform` (contract in `xmp_abi::ENTRY_POINTS`): each argument travels as a stack
//! `xmp_rt_gmove_side_t` (built as for gmove), their addresses, type codes and element sizes
//! in three stack arrays.

use inkwell::types::BasicType;
use inkwell::values::BasicValueEnum;
use xmp_ir::xir::{Span, Transform};

use crate::cg::{Cg, Ex, R};

impl<'ctx, 'a> Cg<'ctx, 'a> {
    /// Stores `vals` into a new stack array of their type and returns its address.
    fn transform_array(
        &mut self,
        ty: inkwell::types::BasicTypeEnum<'ctx>,
        vals: &[BasicValueEnum<'ctx>],
        name: &str,
    ) -> R<inkwell::values::PointerValue<'ctx>> {
        let aty = ty.array_type(vals.len().max(1) as u32);
        let p = self.entry_alloca(aty.into(), 8, name)?;
        for (i, v) in vals.iter().enumerate() {
            let slot = unsafe {
                self.builder
                    .build_in_bounds_gep(ty, p, &[self.i64c(i as u64)], "")
                    .e()?
            };
            self.builder.build_store(slot, *v).e()?;
        }
        Ok(p)
    }

    /// `xmp_rt_transform(proc, nargs, sides, types, elems, opt, loc)`.
    pub(super) fn gen_transform(&mut self, t: &'a Transform, span: Span) -> R<()> {
        let loc = self.loc_ptr(span)?;
        let mut sides: Vec<BasicValueEnum<'ctx>> = Vec::with_capacity(t.args.len());
        for s in &t.args {
            sides.push(self.gmove_section(s)?.into());
        }
        let types: Vec<BasicValueEnum<'ctx>> = t
            .types
            .iter()
            .map(|&c| self.i32c(c as i64).into())
            .collect();
        let elems: Vec<BasicValueEnum<'ctx>> =
            t.elem_sizes.iter().map(|&e| self.i64c(e).into()).collect();
        let sp = self.transform_array(self.ptr_ty().into(), &sides, "xmp.tf.sides")?;
        let tp = self.transform_array(self.ctx.i32_type().into(), &types, "xmp.tf.types")?;
        let ep = self.transform_array(self.ctx.i64_type().into(), &elems, "xmp.tf.elems")?;
        let opt = match &t.opt {
            Some(e) => {
                let v = self.rvalue(e)?.scalar()?.into_int_value();
                self.int_resize(v, self.ctx.i64_type(), true)?
            }
            None => self.i64c(0),
        };
        let proc = self.i32c(t.proc as i64);
        let n = self.i32c(t.args.len() as i64);
        self.rt_call(
            "xmp_rt_transform",
            &[
                proc.into(),
                n.into(),
                sp.into(),
                tp.into(),
                ep.into(),
                opt.into(),
                loc.into(),
            ],
        )?;
        Ok(())
    }
}
