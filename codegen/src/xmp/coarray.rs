//! Coarrays (issue 6): start-up allocation of static coarrays in the symmetric heap, GET/PUT of
//! coindexed objects (`xmp_rt_get` / `xmp_rt_put` through a stack temporary), and section
//! copies (`xmp_rt_co_copy`).

use inkwell::values::{BasicMetadataValueEnum, BasicValueEnum, IntValue, PointerValue};
use xmp_ir::xir::{
    CoSync, CoVar, Expr, NodeRef, SectionCopy, SectionRef, SectionSrc, Span, XmpStmt,
};

use crate::cg::{Cg, Ex, R};
use crate::expr::{Val, LV};
use crate::types::is_aggregate;

impl<'ctx, 'a> Cg<'ctx, 'a> {
    /// Start-up (in the `main` wrapper's entry, before the user's `main`): every coarray gets
    /// its symmetric copy, initialised from its C object, and its address global is set.
    pub(super) fn gen_coarray_init(&mut self) -> R<()> {
        let x = self.x;
        // A coarray only declared `extern` here is allocated by the unit defining it.
        // A coarray pointer is set by xmp_comalloc.
        for c in x.xmp.coarrays.iter().filter(|c| !c.external && !c.pointer) {
            let obj = self
                .globals
                .get(c.object as usize)
                .copied()
                .flatten()
                .ok_or("internal error: coarray object")?;
            let addr = self
                .globals
                .get(c.addr as usize)
                .copied()
                .flatten()
                .ok_or("internal error: coarray address")?;
            let ty = &x.globals[c.object as usize].ty;
            let size = self.size_of(ty)?;
            let align = self.align_of(ty).max(16);
            let loc = self.loc_ptr(c.span)?;
            let null = self.null();
            let p = self
                .rt_call(
                    "xmp_rt_sym_alloc",
                    &[
                        null.into(),
                        self.i64c(size).into(),
                        self.i64c(align).into(),
                        loc.into(),
                    ],
                )?
                .ok_or("internal error: xmp_rt_sym_alloc")?
                .into_pointer_value();
            if size > 0 {
                self.builder
                    .build_memcpy(p, 16, obj.as_pointer_value(), 1, self.i64c(size))
                    .e()?;
            }
            self.builder.build_store(addr.as_pointer_value(), p).e()?;
        }
        if let Some(c) = x.xmp.coarrays.iter().find(|c| !c.external && !c.pointer) {
            // No image may touch another's copy before that image has initialised it.
            let loc = self.loc_ptr(c.span)?;
            let null = self.null();
            self.rt_call("xmp_rt_barrier", &[null.into(), loc.into()])?;
        }
        Ok(())
    }

    fn co_image(&mut self, image: &'a Expr) -> R<IntValue<'ctx>> {
        self.int_rvalue(image)
    }

    /// `CoGet`: the value of `obj` on `image`.
    pub(crate) fn gen_co_get(
        &mut self,
        obj: &'a Expr,
        image: &'a Expr,
        ty: &xmp_ir::types::Type,
        span: Span,
    ) -> R<Val<'ctx>> {
        let img = self.co_image(image)?;
        let src = self.lvalue(obj)?.ptr;
        let size = self.size_of(ty)?;
        let al = self.align_of(ty).max(1) as u32;
        let tmp = self.temp_bytes(size, al, "co.get")?;
        let loc = self.loc_ptr(span)?;
        self.rt_call(
            "xmp_rt_get",
            &[
                img.into(),
                tmp.into(),
                src.into(),
                self.i64c(size).into(),
                loc.into(),
            ],
        )?;
        if is_aggregate(ty) {
            return Ok(Val::A(tmp));
        }
        let lv = LV {
            ptr: tmp,
            align: al,
            bf: None,
            may_alias: false,
            scope: None,
        };
        Ok(Val::S(self.load_lv(lv, ty, false)?))
    }

    /// `CoPut`: stores `value` into `obj` on `image`; the value is the result.
    pub(crate) fn gen_co_put(
        &mut self,
        obj: &'a Expr,
        image: &'a Expr,
        value: &'a Expr,
        nonblocking: bool,
        ty: &xmp_ir::types::Type,
        span: Span,
    ) -> R<Val<'ctx>> {
        let img = self.co_image(image)?;
        let dst = self.lvalue(obj)?.ptr;
        let size = self.size_of(ty)?;
        let (src, result): (PointerValue<'ctx>, Val<'ctx>) = if is_aggregate(ty) {
            let p = self.aggregate_addr(value)?;
            (p, Val::A(p))
        } else {
            let v: BasicValueEnum<'ctx> = self.rvalue(value)?.scalar()?;
            let al = self.align_of(ty).max(1) as u32;
            let tmp = self.temp_bytes(size, al, "co.put")?;
            let lv = LV {
                ptr: tmp,
                align: al,
                bf: None,
                may_alias: false,
                scope: None,
            };
            self.store_lv(lv, ty, v, false)?;
            (tmp, Val::S(v))
        };
        let loc = self.loc_ptr(span)?;
        let name = if nonblocking {
            "xmp_rt_put_nb"
        } else {
            "xmp_rt_put"
        };
        self.rt_call(
            name,
            &[
                img.into(),
                dst.into(),
                src.into(),
                self.i64c(size).into(),
                loc.into(),
            ],
        )?;
        Ok(result)
    }

    /// Evaluates one side: image (-1 local), base pointer, counts, byte strides.
    fn co_side(
        &mut self,
        r: &'a SectionRef,
        esize: u64,
    ) -> R<(IntValue<'ctx>, PointerValue<'ctx>, Vec<IntValue<'ctx>>)> {
        let img = match &r.remote {
            Some((_, e)) => self.co_image(e)?,
            None => self.i32c(-1),
        };
        let base = self.rvalue(&r.base)?.scalar()?.into_pointer_value();
        let mut counts = vec![];
        let mut strides = vec![];
        let i64t = self.ctx.i64_type();
        for d in &r.dims {
            let c = self.rvalue(&d.count)?.scalar()?.into_int_value();
            counts.push(self.int_resize(c, i64t, true)?);
            let s = self.rvalue(&d.stride)?.scalar()?.into_int_value();
            let s = self.int_resize(s, i64t, true)?;
            let s = self
                .builder
                .build_int_mul(s, self.i64c(esize), "co.stride")
                .e()?;
            strides.push(s);
        }
        counts.extend(strides);
        Ok((img, base, counts))
    }

    /// `xmp.section_copy`: one `xmp_rt_co_copy`.
    pub(super) fn gen_section_copy(&mut self, c: &'a SectionCopy, span: Span) -> R<()> {
        let esize = self.size_of(&c.elem)?;
        // A fused element GET (rank 0, from `get-fusion`): one xmp_rt_get into the destination.
        if let (true, true, SectionSrc::Section(r)) = (c.fused, c.dst.dims.is_empty(), &c.src) {
            if let (None, Some((_, img))) = (&c.dst.remote, &r.remote) {
                if r.dims.is_empty() {
                    let img = self.co_image(img)?;
                    let dst = self.rvalue(&c.dst.base)?.scalar()?.into_pointer_value();
                    let src = self.rvalue(&r.base)?.scalar()?.into_pointer_value();
                    let loc = self.loc_ptr(span)?;
                    self.rt_call(
                        "xmp_rt_get",
                        &[
                            img.into(),
                            dst.into(),
                            src.into(),
                            self.i64c(esize).into(),
                            loc.into(),
                        ],
                    )?;
                    return Ok(());
                }
            }
        }
        let (dimg, dbase, mut shape) = self.co_side(&c.dst, esize)?;
        let dnd = c.dst.dims.len();
        let (simg, sbase, snd) = match &c.src {
            SectionSrc::Section(r) => {
                let (i, b, s) = self.co_side(r, esize)?;
                shape.extend(s);
                (i, b, r.dims.len())
            }
            SectionSrc::Scalar(e) => {
                let v = self.rvalue(e)?;
                let p = match v {
                    Val::A(p) => p,
                    Val::S(v) => {
                        let al = self.align_of(&c.elem).max(1) as u32;
                        let tmp = self.temp_bytes(esize, al, "co.scalar")?;
                        let lv = LV {
                            ptr: tmp,
                            align: al,
                            bf: None,
                            may_alias: false,
                            scope: None,
                        };
                        self.store_lv(lv, &c.elem, v, false)?;
                        tmp
                    }
                    Val::Void => return Err("internal error: void section copy source".into()),
                };
                (self.i32c(-1), p, 0)
            }
        };
        let i64t = self.ctx.i64_type();
        let aty = i64t.array_type(shape.len().max(1) as u32);
        let arr = self.entry_alloca(aty.into(), 8, "co.shape")?;
        for (k, v) in shape.iter().enumerate() {
            let slot = unsafe {
                self.builder
                    .build_in_bounds_gep(i64t, arr, &[self.i64c(k as u64)], "")
                    .e()?
            };
            self.builder.build_store(slot, *v).e()?;
        }
        let loc = self.loc_ptr(span)?;
        // A GET into local memory not fused by `get-fusion` is staged through a temporary.
        let get_local = c.dst.remote.is_none()
            && matches!(&c.src, SectionSrc::Section(r) if r.remote.is_some());
        let flags = (if get_local && !c.fused {
            xmp_ir::xir::CO_COPY_STAGED_GET
        } else {
            0
        }) | (if c.nonblocking && c.dst.remote.is_some() {
            xmp_ir::xir::CO_COPY_NONBLOCKING
        } else {
            0
        });
        let mut args: Vec<inkwell::values::BasicMetadataValueEnum<'ctx>> = vec![
            dimg.into(),
            dbase.into(),
            simg.into(),
            sbase.into(),
            self.i64c(esize).into(),
            self.i32c(dnd as i64).into(),
            self.i32c(snd as i64).into(),
            arr.into(),
        ];
        let name = if flags == 0 {
            "xmp_rt_co_copy"
        } else {
            args.push(self.i32c(flags as i64).into());
            "xmp_rt_co_copy_ex"
        };
        args.push(loc.into());
        self.rt_call(name, &args)?;
        Ok(())
    }

    /// `xmp.co_complete`: completes this image's non-blocking PUTs.
    pub(super) fn gen_co_complete(&mut self, span: Span) -> R<()> {
        let _ = span;
        self.rt_call("xmp_rt_complete", &[])?;
        Ok(())
    }
}

impl<'ctx, 'a> Cg<'ctx, 'a> {
    /// Image (-1: this image) and this image's address of a lock/atomic variable.
    fn co_var_vals(&mut self, v: &'a CoVar) -> R<(IntValue<'ctx>, PointerValue<'ctx>)> {
        let img = match &v.image {
            Some(i) => self.co_image(i)?,
            None => self.i32c(-1),
        };
        let p = self.lvalue(&v.obj)?.ptr;
        Ok((img, p))
    }

    fn opt_ptr(&mut self, e: &'a Option<Expr>) -> R<PointerValue<'ctx>> {
        match e {
            Some(e) => Ok(self.rvalue(e)?.scalar()?.into_pointer_value()),
            None => Ok(self.null()),
        }
    }

    /// `xmp.lock`, `xmp.unlock`, `xmp.atomic_define`, `xmp.atomic_ref`.
    pub(super) fn gen_co_sync(&mut self, c: &'a CoSync, span: Span) -> R<()> {
        let loc = self.loc_ptr(span)?;
        match c {
            CoSync::Lock {
                var,
                acquired,
                stat,
            } => {
                let (img, p) = self.co_var_vals(var)?;
                let a = self.opt_ptr(acquired)?;
                let s = self.opt_ptr(stat)?;
                self.rt_call(
                    "xmp_rt_co_lock",
                    &[img.into(), p.into(), a.into(), s.into(), loc.into()],
                )?;
            }
            CoSync::Unlock { var, stat } => {
                let (img, p) = self.co_var_vals(var)?;
                let s = self.opt_ptr(stat)?;
                self.rt_call(
                    "xmp_rt_co_unlock",
                    &[img.into(), p.into(), s.into(), loc.into()],
                )?;
            }
            CoSync::AtomicDefine { var, value } => {
                let (img, p) = self.co_var_vals(var)?;
                let v = self.int_rvalue(value)?;
                let op = self.i32c(1);
                self.rt_call(
                    "xmp_rt_co_atomic",
                    &[img.into(), p.into(), op.into(), v.into(), loc.into()],
                )?;
            }
            CoSync::AtomicRef { var, dest } => {
                let d = self.rvalue(dest)?.scalar()?.into_pointer_value();
                let (img, p) = self.co_var_vals(var)?;
                let (op, zero) = (self.i32c(0), self.i32c(0));
                let v = self
                    .rt_call(
                        "xmp_rt_co_atomic",
                        &[img.into(), p.into(), op.into(), zero.into(), loc.into()],
                    )?
                    .ok_or("internal error: xmp_rt_co_atomic")?;
                self.builder.build_store(d, v).e()?;
            }
        }
        Ok(())
    }

    /// `xmp.post` / `xmp.wait`.
    pub(super) fn gen_post_wait(&mut self, x: &'a XmpStmt, span: Span) -> R<()> {
        let loc = self.loc_ptr(span)?;
        match x {
            XmpStmt::Post { to, tag } => self.post_call("xmp_rt_post", to, tag, loc, &[]),
            XmpStmt::Wait { from, tag } => {
                self.wait_call("xmp_rt_wait", from.as_ref(), tag.as_ref(), loc, &[], &[])
            }
            _ => Err("internal error: not post/wait".into()),
        }
    }

    /// A call `name(before..., node handle, tag, loc)` of a post-like entry point (`post`, the
    /// posts of tasklets).
    pub(super) fn post_call(
        &mut self,
        name: &str,
        to: &'a NodeRef,
        tag: &'a Expr,
        loc: PointerValue<'ctx>,
        before: &[BasicMetadataValueEnum<'ctx>],
    ) -> R<()> {
        let h = self.ref_handle(to, loc)?;
        let t = self.int_rvalue(tag)?;
        let mut args = before.to_vec();
        args.extend::<[BasicMetadataValueEnum<'ctx>; 3]>([h.0.into(), t.into(), loc.into()]);
        self.rt_call(name, &args)?;
        self.free_if(h)
    }

    /// A call `name(before..., node handle or null, has tag, tag, after..., loc)` of a
    /// wait-like entry point (`wait`, the conditions of tasklets): an omitted node or tag
    /// matches any.
    pub(super) fn wait_call(
        &mut self,
        name: &str,
        from: Option<&'a NodeRef>,
        tag: Option<&'a Expr>,
        loc: PointerValue<'ctx>,
        before: &[BasicMetadataValueEnum<'ctx>],
        after: &[BasicMetadataValueEnum<'ctx>],
    ) -> R<()> {
        let h = match from {
            Some(f) => self.ref_handle(f, loc)?,
            None => (self.null(), false),
        };
        let (has, t) = match tag {
            Some(t) => (self.i32c(1), self.int_rvalue(t)?),
            None => (self.i32c(0), self.i32c(0)),
        };
        let mut args = before.to_vec();
        args.extend::<[BasicMetadataValueEnum<'ctx>; 3]>([h.0.into(), has.into(), t.into()]);
        args.extend_from_slice(after);
        args.push(loc.into());
        self.rt_call(name, &args)?;
        self.free_if(h)
    }

    /// Start-up of post/wait when the unit uses them.
    pub(super) fn gen_post_wait_init(&mut self) -> R<()> {
        if self.x.xmp.uses_post_wait {
            let loc = self.null();
            self.rt_call("xmp_rt_post_init", &[loc.into()])?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn coindex_sentinel_matches_the_runtime() {
        assert_eq!(
            xmp_ir::xir::COINDEX_OUT_OF_RANGE,
            xmp_abi::COINDEX_OUT_OF_RANGE
        );
    }
}
