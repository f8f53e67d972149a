//! Code generation of `gmove` (issue 5) as one call of `xmp_rt_gmove` (contract in
//! `xmp_abi::ENTRY_POINTS`): each side travels as a stack `xmp_rt_gmove_side_t` (`{ void *array,
//! *base; const long long *dims, *strides; int kind, ndims; }`) with its `(lo, len, step,
//! subscript)` quadruples in a stack array of `long long`; a scalar source is stored into a
//! stack temporary whose address is the side's base.

use inkwell::types::StructType;
use inkwell::values::{IntValue, PointerValue};
use xmp_ir::xir::{Expr, Gmove, GmoveObj, GmoveSide, GmoveSrc, Span};

use super::map::array_global;
use crate::cg::{Cg, Ex, R};

impl<'ctx, 'a> Cg<'ctx, 'a> {
    fn gmove_side_ty(&self) -> StructType<'ctx> {
        let (p, i32t) = (self.ptr_ty(), self.ctx.i32_type());
        self.ctx.struct_type(
            &[
                p.into(),
                p.into(),
                p.into(),
                p.into(),
                i32t.into(),
                i32t.into(),
            ],
            false,
        )
    }

    fn gmove_i64(&mut self, e: &'a Expr) -> R<IntValue<'ctx>> {
        let v = self.rvalue(e)?.scalar()?.into_int_value();
        self.int_resize(v, self.ctx.i64_type(), true)
    }

    /// Fills a stack side descriptor.
    fn gmove_side_store(
        &mut self,
        array: PointerValue<'ctx>,
        base: PointerValue<'ctx>,
        dims: PointerValue<'ctx>,
        strides: PointerValue<'ctx>,
        kind: i64,
        ndims: usize,
    ) -> R<PointerValue<'ctx>> {
        let ty = self.gmove_side_ty();
        let p = self.entry_alloca(ty.into(), 8, "xmp.gmove.side")?;
        let fields: [inkwell::values::BasicValueEnum<'ctx>; 6] = [
            array.into(),
            base.into(),
            dims.into(),
            strides.into(),
            self.i32c(kind).into(),
            self.i32c(ndims as i64).into(),
        ];
        for (i, v) in fields.iter().enumerate() {
            let f = self.builder.build_struct_gep(ty, p, i as u32, "").e()?;
            self.builder.build_store(f, *v).e()?;
        }
        Ok(p)
    }

    pub(super) fn gmove_section(&mut self, s: &'a GmoveSide) -> R<PointerValue<'ctx>> {
        let mut vals = Vec::with_capacity(4 * s.dims.len());
        for d in &s.dims {
            vals.push(self.gmove_i64(&d.lo)?);
            vals.push(self.gmove_i64(&d.len)?);
            vals.push(self.gmove_i64(&d.step)?);
            vals.push(self.i64c(d.subscript as u64));
        }
        let i64t = self.ctx.i64_type();
        let aty = i64t.array_type(vals.len().max(1) as u32);
        let dims = self.entry_alloca(aty.into(), 8, "xmp.gmove.dims")?;
        for (i, v) in vals.iter().enumerate() {
            let slot = unsafe {
                self.builder
                    .build_in_bounds_gep(i64t, dims, &[self.i64c(i as u64)], "")
                    .e()?
            };
            self.builder.build_store(slot, *v).e()?;
        }
        let null = self.ptr_ty().const_null();
        match &s.obj {
            GmoveObj::Global(id) => {
                let h = self.load_handle(&array_global(*id))?;
                self.gmove_side_store(h, null, dims, null, 0, s.dims.len())
            }
            GmoveObj::Local { base, strides } => {
                let b = self.rvalue(base)?.scalar()?.into_pointer_value();
                let mut sv = Vec::with_capacity(strides.len());
                for e in strides {
                    sv.push(self.gmove_i64(e)?);
                }
                let sp = self.entry_alloca(
                    i64t.array_type(sv.len().max(1) as u32).into(),
                    8,
                    "xmp.gmove.strides",
                )?;
                for (i, v) in sv.iter().enumerate() {
                    let slot = unsafe {
                        self.builder
                            .build_in_bounds_gep(i64t, sp, &[self.i64c(i as u64)], "")
                            .e()?
                    };
                    self.builder.build_store(slot, *v).e()?;
                }
                self.gmove_side_store(null, b, dims, sp, 1, s.dims.len())
            }
        }
    }

    /// `gmove`: `xmp_rt_gmove(&dst, &src, elem, mode, loc)`; with `async(id)`
    /// `xmp_rt_gmove_async(&dst, &src, elem, mode, id, loc)` (completed by `wait_async`).
    pub(super) fn gen_gmove(&mut self, g: &'a Gmove, span: Span) -> R<()> {
        let loc = self.loc_ptr(span)?;
        let id = match &g.async_id {
            Some(a) => Some(self.int_rvalue(a)?),
            None => None,
        };
        let dst = self.gmove_section(&g.dst)?;
        let src = match &g.src {
            GmoveSrc::Section(s) => self.gmove_section(s)?,
            GmoveSrc::Scalar(e) => {
                let v = self.rvalue(e)?.scalar()?;
                let tmp = self.temp_bytes(g.elem_size, 16, "xmp.gmove.scalar")?;
                self.builder.build_store(tmp, v).e()?;
                let null = self.ptr_ty().const_null();
                self.gmove_side_store(null, tmp, null, null, 2, 0)?
            }
        };
        let elem = self.i64c(g.elem_size);
        let mode = self.i32c(g.mode as i64);
        match id {
            Some(id) => {
                self.rt_call(
                    "xmp_rt_gmove_async",
                    &[
                        dst.into(),
                        src.into(),
                        elem.into(),
                        mode.into(),
                        id.into(),
                        loc.into(),
                    ],
                )?;
            }
            None => {
                self.rt_call(
                    "xmp_rt_gmove",
                    &[dst.into(), src.into(), elem.into(), mode.into(), loc.into()],
                )?;
            }
        }
        Ok(())
    }
}
