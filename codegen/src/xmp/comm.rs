//! Code generation of the communication statements of issue 5: `reflect`, `reflect_init`,
//! `reflect_do`, the schedule release made by `reflect-hoist` and `reduce_shadow`, as calls of
//! `xmp_rt_reflect*` / `xmp_rt_reduce_shadow` (contracts in `xmp_abi::ENTRY_POINTS`).
//!
//! Widths travel as a stack array of `xmp_rt_reflect_width_t` (`{ long long lo, hi; int
//! periodic, pad; }`, one per array dimension); no `width` clause passes none, which the runtime
//! takes as the whole declared shadow. Schedules of the `reflect_init`/`reflect_do` directives
//! live in one internal global per array (`.xmp.reflect.N`), those of `reflect-hoist` in hidden
//! locals.

use inkwell::types::StructType;
use inkwell::values::{IntValue, PointerValue};
use xmp_ir::xir::{Expr, GlobalArrayId, ReflectSlot, ReflectWidth, Span};

use super::map::array_global;
use crate::cg::{Cg, Ex, R};

/// The internal global holding the `reflect_init` schedule of an array.
fn reflect_global(id: GlobalArrayId) -> String {
    format!(".xmp.reflect.{id}")
}

impl<'ctx, 'a> Cg<'ctx, 'a> {
    fn reflect_width_ty(&self) -> StructType<'ctx> {
        let (i64t, i32t) = (self.ctx.i64_type(), self.ctx.i32_type());
        self.ctx
            .struct_type(&[i64t.into(), i64t.into(), i32t.into(), i32t.into()], false)
    }

    fn width_i64(&mut self, e: &'a Expr) -> R<IntValue<'ctx>> {
        let v = self.int_rvalue(e)?;
        self.int_resize(v, self.ctx.i64_type(), true)
    }

    /// `(nwidths, widths)` arguments: `(0, null)` for the declared shadow.
    fn reflect_widths_arg(
        &mut self,
        widths: &'a Option<Vec<ReflectWidth>>,
    ) -> R<(IntValue<'ctx>, PointerValue<'ctx>)> {
        let Some(ws) = widths else {
            return Ok((self.i32c(0), self.null()));
        };
        let sty = self.reflect_width_ty();
        let aty = sty.array_type(ws.len().max(1) as u32);
        let p = self.entry_alloca(aty.into(), 8, "xmp.rwidths")?;
        for (k, w) in ws.iter().enumerate() {
            let lo = self.width_i64(&w.lo)?;
            let hi = self.width_i64(&w.hi)?;
            let per = self.i32c(w.periodic as i64);
            let zero = self.i32c(0);
            let vals: [inkwell::values::BasicValueEnum<'ctx>; 4] =
                [lo.into(), hi.into(), per.into(), zero.into()];
            for (f, v) in vals.into_iter().enumerate() {
                let slot = unsafe {
                    self.builder
                        .build_in_bounds_gep(
                            aty,
                            p,
                            &[self.i32c(0), self.i32c(k as i64), self.i32c(f as i64)],
                            "",
                        )
                        .e()?
                };
                self.builder.build_store(slot, v).e()?;
            }
        }
        Ok((self.i32c(ws.len() as i64), p))
    }

    /// The address of a schedule slot.
    fn reflect_slot_ptr(&mut self, slot: ReflectSlot) -> R<PointerValue<'ctx>> {
        Ok(match slot {
            ReflectSlot::Array(a) => self.handle_global(&reflect_global(a)).as_pointer_value(),
            ReflectSlot::Local(l) => self.local_slot(l)?.ptr,
        })
    }

    /// `reflect (a) ...`; with `async(id)` the runtime registers the id (the exchange is
    /// complete when the call returns).
    pub(super) fn gen_reflect(
        &mut self,
        array: GlobalArrayId,
        widths: &'a Option<Vec<ReflectWidth>>,
        orthogonal: bool,
        async_id: &'a Option<Expr>,
        span: Span,
    ) -> R<()> {
        let loc = self.loc_ptr(span)?;
        let id = match async_id {
            Some(a) => {
                let v = self.int_rvalue(a)?;
                Some(self.int_resize(v, self.ctx.i32_type(), true)?)
            }
            None => None,
        };
        let (n, w) = self.reflect_widths_arg(widths)?;
        let h = self.load_handle(&array_global(array))?;
        let o = self.i32c(orthogonal as i64);
        match id {
            Some(id) => self.rt_call(
                "xmp_rt_reflect_async",
                &[
                    h.into(),
                    n.into(),
                    w.into(),
                    o.into(),
                    id.into(),
                    loc.into(),
                ],
            )?,
            None => self.rt_call(
                "xmp_rt_reflect",
                &[h.into(), n.into(), w.into(), o.into(), loc.into()],
            )?,
        };
        Ok(())
    }

    /// `reduce_shadow (a) ...` (issue 5): `xmp_rt_reduce_shadow` with the array's element-type
    /// code; `async(id)` registers the id.
    pub(super) fn gen_reduce_shadow(
        &mut self,
        array: GlobalArrayId,
        widths: &'a Option<Vec<ReflectWidth>>,
        orthogonal: bool,
        async_id: &'a Option<Expr>,
        span: Span,
    ) -> R<()> {
        let loc = self.loc_ptr(span)?;
        let elem = &self
            .x
            .xmp
            .arrays
            .get(array as usize)
            .ok_or("internal error: reduce_shadow of an unknown global array")?
            .elem;
        let dt = super::dtype_of(elem)
            .ok_or("internal error: reduce_shadow of an array of non-arithmetic elements")?;
        let (is_async, id) = match async_id {
            Some(a) => {
                let v = self.int_rvalue(a)?;
                (self.i32c(1), self.int_resize(v, self.ctx.i32_type(), true)?)
            }
            None => (self.i32c(0), self.i32c(0)),
        };
        let (n, w) = self.reflect_widths_arg(widths)?;
        let h = self.load_handle(&array_global(array))?;
        let o = self.i32c(orthogonal as i64);
        let d = self.i32c(dt as i64);
        self.rt_call(
            "xmp_rt_reduce_shadow",
            &[
                h.into(),
                n.into(),
                w.into(),
                o.into(),
                d.into(),
                is_async.into(),
                id.into(),
                loc.into(),
            ],
        )?;
        Ok(())
    }

    /// `reflect_init`: builds the schedule into its slot (an array slot's previous schedule is
    /// released first, so a `reflect_init` reached again does not leak).
    pub(super) fn gen_reflect_init(
        &mut self,
        array: GlobalArrayId,
        widths: &'a Option<Vec<ReflectWidth>>,
        orthogonal: bool,
        slot: ReflectSlot,
        span: Span,
    ) -> R<()> {
        let loc = self.loc_ptr(span)?;
        let (n, w) = self.reflect_widths_arg(widths)?;
        let sp = self.reflect_slot_ptr(slot)?;
        if matches!(slot, ReflectSlot::Array(_)) {
            let old = self.builder.build_load(self.ptr_ty(), sp, "").e()?;
            self.rt_call("xmp_rt_reflect_free", &[old.into()])?;
        }
        let h = self.load_handle(&array_global(array))?;
        let o = self.i32c(orthogonal as i64);
        let s = self
            .rt_call(
                "xmp_rt_reflect_init",
                &[h.into(), n.into(), w.into(), o.into(), loc.into()],
            )?
            .ok_or("internal error: reflect_init")?;
        self.builder.build_store(sp, s).e()?;
        Ok(())
    }

    /// `reflect_do`: a directive's `reflect_do` before any `reflect_init` of its array is a
    /// runtime error naming the line.
    pub(super) fn gen_reflect_do(
        &mut self,
        array: GlobalArrayId,
        slot: ReflectSlot,
        span: Span,
    ) -> R<()> {
        let loc = self.loc_ptr(span)?;
        let sp = self.reflect_slot_ptr(slot)?;
        let h = self
            .builder
            .build_load(self.ptr_ty(), sp, "xmp.rh")
            .e()?
            .into_pointer_value();
        if matches!(slot, ReflectSlot::Array(_)) {
            let name = self
                .x
                .xmp
                .arrays
                .get(array as usize)
                .ok_or("internal error: reflect_do of an unknown global array")?
                .name
                .clone();
            let isnull = self.builder.build_is_null(h, "").e()?;
            let bad = self.new_block("reflect.noinit")?;
            let good = self.new_block("reflect.do")?;
            self.builder
                .build_conditional_branch(isnull, bad, good)
                .e()?;
            self.enter(bad);
            let mut msg = format!("reflect_do ({name}) before any reflect_init of it").into_bytes();
            msg.push(0);
            let ty = xmp_ir::types::Type::Array(
                Box::new(xmp_ir::types::Type::Int(xmp_ir::types::IntKind::Char)),
                Some(msg.len() as u64),
            );
            let m = self.string_global(&msg, &ty)?.as_pointer_value();
            self.rt_call("xmp_rt_error", &[loc.into(), m.into()])?;
            self.builder.build_unreachable().e()?;
            self.enter(good);
        }
        self.rt_call("xmp_rt_reflect_do", &[h.into(), loc.into()])?;
        Ok(())
    }

    /// Releases a schedule; the slot becomes null.
    pub(super) fn gen_reflect_free(&mut self, slot: ReflectSlot) -> R<()> {
        let sp = self.reflect_slot_ptr(slot)?;
        let h = self.builder.build_load(self.ptr_ty(), sp, "").e()?;
        self.rt_call("xmp_rt_reflect_free", &[h.into()])?;
        let null = self.null();
        self.builder.build_store(sp, null).e()?;
        Ok(())
    }
}
