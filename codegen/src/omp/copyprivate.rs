//! `single copyprivate(list)` as clang emits it: the thread that ran the body sets a flag, and
//! every thread calls `__kmpc_copyprivate` with the addresses of its variables and a function
//! that copies a list of variables into another; the runtime has the other threads copy the
//! values of the one that ran the body (with the barriers this needs, so none follows).

use inkwell::module::Linkage as LLinkage;
use inkwell::values::FunctionValue;
use xmp_ir::omp::OmpData;
use xmp_ir::xir::{Block, Expr};

use crate::cg::{Cg, Ex, R};

impl<'ctx, 'a> Cg<'ctx, 'a> {
    pub(super) fn omp_single_copyprivate(
        &mut self,
        data: &'a OmpData,
        body: &'a Block,
        vars: &'a [Expr],
    ) -> R<()> {
        let gtid = self.gtid()?;
        let id = self.ident()?;
        let i32t = self.ctx.i32_type();
        let did = self.entry_alloca(i32t.into(), 4, "omp.did_it")?;
        self.builder.build_store(did, i32t.const_zero()).e()?;
        let r = self
            .kcall("__kmpc_single", &[id.into(), gtid.into()])?
            .ok_or("internal error: __kmpc_single has no value")?;
        self.omp_if(r, &mut |cg| {
            cg.omp_data_init(data)?;
            cg.gen_block(body)?;
            cg.builder.build_store(did, i32t.const_int(1, false)).e()?;
            cg.kcall("__kmpc_end_single", &[id.into(), gtid.into()])?;
            Ok(())
        })?;
        let p = self.ptr_ty();
        let n = vars.len() as u32;
        let list_ty = p.array_type(n);
        let list = self.entry_alloca(list_ty.into(), 8, "omp.copyprivate.list")?;
        let mut sizes = vec![];
        for (k, e) in vars.iter().enumerate() {
            let v = self.rvalue(e)?.scalar()?.into_pointer_value();
            let at = unsafe {
                self.builder
                    .build_in_bounds_gep(list_ty, list, &[self.i64c(0), self.i64c(k as u64)], "")
                    .e()?
            };
            self.builder.build_store(at, v).e()?;
            let xmp_ir::types::Type::Pointer(t) = &e.ty else {
                return Err("internal error: copyprivate operand is not a pointer".into());
            };
            sizes.push((self.size_of(t)?, self.align_of(t).max(1) as u32));
        }
        let func = self.copy_func(&sizes)?;
        let flag = self.builder.build_load(i32t, did, "").e()?;
        self.kcall(
            "__kmpc_copyprivate",
            &[
                id.into(),
                gtid.into(),
                self.i64c(8 * n as u64).into(),
                list.into(),
                func.as_global_value().as_pointer_value().into(),
                flag.into(),
            ],
        )?;
        Ok(())
    }

    /// `void (ptr dst, ptr src)`: copies each object listed in `src` to the one listed at the
    /// same place in `dst` (`sizes`: their sizes and alignments).
    fn copy_func(&mut self, sizes: &[(u64, u32)]) -> R<FunctionValue<'ctx>> {
        let p = self.ptr_ty();
        let ft = self.ctx.void_type().fn_type(&[p.into(), p.into()], false);
        let name = format!(".omp.copyprivate.copy_func.{}", self.anon_counter);
        self.anon_counter += 1;
        let f = self
            .module
            .add_function(&name, ft, Some(LLinkage::Internal));
        let b = self.ctx.create_builder();
        b.position_at_end(self.ctx.append_basic_block(f, "entry"));
        let dst = f
            .get_nth_param(0)
            .ok_or("internal error: copy function without operands")?
            .into_pointer_value();
        let src = f
            .get_nth_param(1)
            .ok_or("internal error: copy function without operands")?
            .into_pointer_value();
        let list_ty = p.array_type(sizes.len() as u32);
        for (k, (size, align)) in sizes.iter().enumerate() {
            let mut ptrs = vec![];
            for list in [dst, src] {
                let at = unsafe {
                    b.build_in_bounds_gep(list_ty, list, &[self.i64c(0), self.i64c(k as u64)], "")
                        .e()?
                };
                ptrs.push(b.build_load(p, at, "").e()?.into_pointer_value());
            }
            b.build_memcpy(ptrs[0], *align, ptrs[1], *align, self.i64c(*size))
                .e()?;
        }
        b.build_return(None).e()?;
        Ok(f)
    }
}
