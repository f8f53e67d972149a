//! Code generation of data and work mapping (issue 4), naive form: file-scope templates and
//! global arrays are created at start-up (after the file-scope node sets) into internal handle
//! globals; a global array element is addressed through `xmp_rt_array_elem` on every access;
//! a `ParLoop` runs the global iteration space and tests ownership per iteration with
//! `xmp_rt_template_owns`. The `loop-localize` pass (design.md) is what makes this fast; it
//! is not written yet.

use inkwell::values::{IntValue, PointerValue};
use inkwell::IntPredicate;
use xmp_ir::types::Type;
use xmp_ir::xir::{AlignAxis, DistFormat, Expr, GlobalArrayId, LoopAxis, Span, TemplateId};

use super::const_of;
use crate::cg::{Cg, Ex, R};
use crate::expr::LV;

fn template_global(id: TemplateId) -> String {
    format!(".xmp.template.{id}")
}

fn array_global(id: GlobalArrayId) -> String {
    format!(".xmp.array.{id}")
}

impl<'ctx, 'a> Cg<'ctx, 'a> {
    /// A stack array of `i64`s (entry block inside user functions).
    fn i64_array(&mut self, vals: &[IntValue<'ctx>], name: &str) -> R<PointerValue<'ctx>> {
        let i64t = self.ctx.i64_type();
        let aty = i64t.array_type(vals.len().max(1) as u32);
        let p = if self.f.is_some() {
            self.entry_alloca(aty.into(), 8, name)?
        } else {
            self.builder.build_alloca(aty, name).e()?
        };
        for (i, v) in vals.iter().enumerate() {
            let slot = unsafe {
                self.builder
                    .build_in_bounds_gep(i64t, p, &[self.i64c(i as u64)], "")
                    .e()?
            };
            self.builder.build_store(slot, *v).e()?;
        }
        Ok(p)
    }

    /// The internal global holding a handle, created on first use (functions are generated
    /// before the start-up code).
    fn handle_global(&self, gname: &str) -> inkwell::values::GlobalValue<'ctx> {
        if let Some(g) = self.module.get_global(gname) {
            return g;
        }
        let ptr = self.ptr_ty();
        let g = self.module.add_global(ptr, None, gname);
        g.set_linkage(inkwell::module::Linkage::Internal);
        g.set_initializer(&ptr.const_null());
        g.set_alignment(8);
        g
    }

    fn load_handle(&mut self, gname: &str) -> R<PointerValue<'ctx>> {
        let g = self.handle_global(gname);
        let ptr = self.ptr_ty();
        Ok(self
            .builder
            .build_load(ptr, g.as_pointer_value(), "xmp.h")
            .e()?
            .into_pointer_value())
    }

    /// The internal globals that hold the handles of file-scope templates and arrays.
    pub(super) fn define_data_globals(&mut self) -> R<()> {
        let x = self.x;
        let ptr = self.ptr_ty();
        let names: Vec<String> = (0..x.xmp.templates.len() as u32)
            .map(template_global)
            .chain((0..x.xmp.arrays.len() as u32).map(array_global))
            .collect();
        let _ = ptr;
        for n in names {
            self.handle_global(&n);
        }
        Ok(())
    }

    /// Start-up code (in the entry function, after the node sets): templates, their
    /// distributions, and the global arrays with their local blocks.
    pub(super) fn gen_data_init(&mut self) -> R<()> {
        let x = self.x;
        let konst = |e: &Expr| {
            const_of(e)
                .map(|v| v as i64)
                .ok_or_else(|| "internal error: non-constant file-scope template".to_string())
        };
        let ptr = self.ptr_ty();
        for (id, t) in x.xmp.templates.iter().enumerate() {
            let loc = self.loc_ptr(t.span)?;
            let mut lo = vec![];
            let mut up = vec![];
            for d in &t.dims {
                let l = konst(&d.lower)?;
                let n = konst(&d.size)?;
                lo.push(self.i64c(l as u64));
                up.push(self.i64c((l + n - 1) as u64));
            }
            let lo = self.i64_array(&lo, "t.lower")?;
            let up = self.i64_array(&up, "t.upper")?;
            let n = self.i32c(t.dims.len() as i64);
            let h = self
                .rt_call(
                    "xmp_rt_template_new",
                    &[n.into(), lo.into(), up.into(), loc.into()],
                )?
                .ok_or("internal error: template_new")?
                .into_pointer_value();
            let g = self.handle_global(&template_global(id as u32));
            self.builder.build_store(g.as_pointer_value(), h).e()?;
            if let Some(d) = &t.dist {
                let nodes = self.nodes_init_fn(d.onto);
                let nh = self
                    .builder
                    .build_call(nodes, &[], "nodes")
                    .e()?
                    .try_as_basic_value()
                    .basic()
                    .ok_or("internal error: nodes handle")?
                    .into_pointer_value();
                let mut fmts = vec![];
                let mut params = vec![];
                for f in &d.formats {
                    let (code, p) = match f {
                        DistFormat::Star => (xmp_abi::XMP_NOT_DISTRIBUTED, 0),
                        DistFormat::Block(None) => (xmp_abi::XMP_BLOCK, 0),
                        DistFormat::Block(Some(e)) => (xmp_abi::XMP_BLOCK, konst(e)?),
                        DistFormat::Cyclic(e) => (xmp_abi::XMP_CYCLIC, konst(e)?),
                    };
                    fmts.push(self.i32c(code as i64));
                    params.push(self.i64c(p as u64));
                }
                let fa = self.i32_array(&fmts, "t.formats")?;
                let pa = self.i64_array(&params, "t.params")?;
                self.rt_call(
                    "xmp_rt_template_distribute",
                    &[
                        h.into(),
                        nh.into(),
                        fa.into(),
                        pa.into(),
                        ptr.const_null().into(),
                        loc.into(),
                    ],
                )?;
            }
        }
        for (id, a) in x.xmp.arrays.iter().enumerate() {
            let loc = self.loc_ptr(a.span)?;
            let t = self.load_handle(&template_global(a.template))?;
            let size = self.size_of(&a.elem)?;
            let mut ext = vec![];
            let mut dims = vec![];
            let mut offs = vec![];
            let mut slo = vec![];
            let mut shi = vec![];
            for (j, e) in a.extents.iter().enumerate() {
                ext.push(self.i64c(*e));
                match &a.align[j] {
                    AlignAxis::Template { tdim, offset } => {
                        dims.push(self.i32c(*tdim as i64));
                        offs.push(self.i64c(konst(offset)? as u64));
                    }
                    AlignAxis::Collapse => {
                        dims.push(self.i32c(-1));
                        offs.push(self.i64c(0));
                    }
                }
                match a.shadow.get(j) {
                    Some(s) if s.full => {
                        slo.push(self.i32c(-1));
                        shi.push(self.i32c(0));
                    }
                    Some(s) => {
                        slo.push(self.i32c(konst(&s.lo)?));
                        shi.push(self.i32c(konst(&s.hi)?));
                    }
                    None => {
                        slo.push(self.i32c(0));
                        shi.push(self.i32c(0));
                    }
                }
            }
            let ea = self.i64_array(&ext, "a.extents")?;
            let da = self.i32_array(&dims, "a.align_dim")?;
            let oa = self.i64_array(&offs, "a.align_off")?;
            let la = self.i32_array(&slo, "a.shadow_lo")?;
            let ha = self.i32_array(&shi, "a.shadow_hi")?;
            let n = self.i32c(a.extents.len() as i64);
            let h = self
                .rt_call(
                    "xmp_rt_array_new",
                    &[
                        t.into(),
                        self.i64c(size).into(),
                        n.into(),
                        ea.into(),
                        da.into(),
                        oa.into(),
                        la.into(),
                        ha.into(),
                        loc.into(),
                    ],
                )?
                .ok_or("internal error: array_new")?
                .into_pointer_value();
            let g = self.handle_global(&array_global(id as u32));
            self.builder.build_store(g.as_pointer_value(), h).e()?;
            self.rt_call(
                "xmp_rt_array_alloc",
                &[h.into(), ptr.const_null().into(), loc.into()],
            )?;
        }
        Ok(())
    }

    /// The address of a global array element by global indices (naive: checked runtime call).
    pub(crate) fn global_elem_lv(
        &mut self,
        array: GlobalArrayId,
        idx: &'a [Expr],
        ty: &Type,
        span: Span,
    ) -> R<LV<'ctx>> {
        let mut vals = vec![];
        for i in idx {
            let v = self.rvalue(i)?.scalar()?.into_int_value();
            vals.push(self.int_resize(v, self.ctx.i64_type(), true)?);
        }
        let ia = self.i64_array(&vals, "g.idx")?;
        let h = self.load_handle(&array_global(array))?;
        let loc = self.loc_ptr(span)?;
        let p = self
            .rt_call("xmp_rt_array_elem", &[h.into(), ia.into(), loc.into()])?
            .ok_or("internal error: array_elem")?
            .into_pointer_value();
        Ok(LV {
            ptr: p,
            align: self.align_of(ty).max(1) as u32,
            bf: None,
            may_alias: false,
        })
    }

    /// Naive `ParLoop`: the global iteration space with an ownership test per iteration.
    pub(super) fn gen_par_loop(
        &mut self,
        template: TemplateId,
        axes: &'a [LoopAxis],
        body: &'a xmp_ir::xir::Block,
    ) -> R<()> {
        let Some((a, rest)) = axes.split_first() else {
            return self.gen_block(body);
        };
        let Type::Int(k) = self.x_local_ty(a.var)? else {
            return Err("internal error: loop variable is not an integer".into());
        };
        let signed = k.is_signed();
        let slot = self.local_slot(a.var)?;
        let lo = self.rvalue(&a.lo)?.scalar()?.into_int_value();
        let vt = lo.get_type();
        let ub = self.rvalue(&a.ub)?.scalar()?.into_int_value();
        self.builder.build_store(slot.ptr, lo).e()?;
        let head = self.new_block("xmp.loop.head")?;
        let run = self.new_block("xmp.loop.body")?;
        let owned = self.new_block("xmp.loop.owned")?;
        let latch = self.new_block("xmp.loop.latch")?;
        let exit = self.new_block("xmp.loop.exit")?;
        self.branch_and_start(head)?;
        let v = self
            .builder
            .build_load(vt, slot.ptr, "v")
            .e()?
            .into_int_value();
        let pred = match (a.step > 0, signed) {
            (true, true) => IntPredicate::SLE,
            (true, false) => IntPredicate::ULE,
            (false, true) => IntPredicate::SGE,
            (false, false) => IntPredicate::UGE,
        };
        let c = self.builder.build_int_compare(pred, v, ub, "").e()?;
        self.builder.build_conditional_branch(c, run, exit).e()?;
        self.enter(run);
        let v = self
            .builder
            .build_load(vt, slot.ptr, "v")
            .e()?
            .into_int_value();
        let v64 = self.int_resize(v, self.ctx.i64_type(), signed)?;
        let ti = self
            .builder
            .build_int_add(v64, self.i64c(a.offset as u64), "tidx")
            .e()?;
        let t = self.load_handle(&template_global(template))?;
        let d = self.i32c(a.tdim as i64);
        let o = self
            .rt_call("xmp_rt_template_owns", &[t.into(), d.into(), ti.into()])?
            .ok_or("internal error: template_owns")?
            .into_int_value();
        let is = self
            .builder
            .build_int_compare(IntPredicate::NE, o, o.get_type().const_zero(), "")
            .e()?;
        self.builder
            .build_conditional_branch(is, owned, latch)
            .e()?;
        self.enter(owned);
        self.gen_par_loop(template, rest, body)?;
        self.branch_and_start(latch)?;
        let v = self
            .builder
            .build_load(vt, slot.ptr, "v")
            .e()?
            .into_int_value();
        let step = vt.const_int(a.step as u64, true);
        let n = self.builder.build_int_add(v, step, "").e()?;
        self.builder.build_store(slot.ptr, n).e()?;
        self.builder.build_unconditional_branch(head).e()?;
        self.enter(exit);
        Ok(())
    }

    fn x_local_ty(&self, id: u32) -> R<Type> {
        let f = self.fs()?.xf;
        f.locals
            .get(id as usize)
            .map(|l| l.ty.clone())
            .ok_or_else(|| "internal error: bad local".into())
    }
}

impl<'ctx, 'a> Cg<'ctx, 'a> {
    fn load_i64_local(&mut self, l: u32) -> R<IntValue<'ctx>> {
        let s = self.local_slot(l)?;
        Ok(self
            .builder
            .build_load(self.ctx.i64_type(), s.ptr, "")
            .e()?
            .into_int_value())
    }

    /// `LocalElem`: `base + sum idx_j * stride_j` elements.
    pub(crate) fn local_elem_lv(
        &mut self,
        base: u32,
        strides: &[u32],
        idx: &'a [Expr],
        ty: &Type,
    ) -> R<LV<'ctx>> {
        let mut off = self.i64c(0);
        for (i, s) in idx.iter().zip(strides) {
            let v = self.rvalue(i)?.scalar()?.into_int_value();
            let v = self.int_resize(v, self.ctx.i64_type(), true)?;
            let st = self.load_i64_local(*s)?;
            let p = self.builder.build_int_nsw_mul(v, st, "").e()?;
            off = self.builder.build_int_nsw_add(off, p, "").e()?;
        }
        let bs = self.local_slot(base)?;
        let ptr = self.ptr_ty();
        let b = self
            .builder
            .build_load(ptr, bs.ptr, "base")
            .e()?
            .into_pointer_value();
        let size = self.size_of(ty)?;
        let bytes = self
            .builder
            .build_int_nsw_mul(off, self.i64c(size), "")
            .e()?;
        let p = unsafe {
            self.builder
                .build_in_bounds_gep(self.ctx.i8_type(), b, &[bytes], "elem")
                .e()?
        };
        Ok(LV {
            ptr: p,
            align: self.align_of(ty).max(1) as u32,
            bf: None,
            may_alias: false,
        })
    }

    /// `LocalLoop`: hoisted views, then this node's chunks of each axis.
    pub(super) fn gen_local_loop(
        &mut self,
        template: TemplateId,
        axes: &'a [LoopAxis],
        views: &'a [xmp_ir::xir::ArrayView],
        body: &'a xmp_ir::xir::Block,
        span: Span,
    ) -> R<()> {
        let loc = self.loc_ptr(span)?;
        let i64t = self.ctx.i64_type();
        let map_ty = i64t.array_type(9);
        for v in views {
            let h = self.load_handle(&array_global(v.array))?;
            let base = self
                .rt_call("xmp_rt_array_laddr", &[h.into()])?
                .ok_or("internal error: laddr")?;
            let bs = self.local_slot(v.base)?;
            self.builder.build_store(bs.ptr, base).e()?;
            let map = self.entry_alloca(map_ty.into(), 8, "dim.map")?;
            for (j, (o, s)) in v.offs.iter().zip(&v.strides).enumerate() {
                let d = self.i32c(j as i64);
                self.rt_call(
                    "xmp_rt_array_dim_map",
                    &[h.into(), d.into(), map.into(), loc.into()],
                )?;
                let field = |cg: &mut Self, k: u64| -> R<IntValue<'ctx>> {
                    let p = unsafe {
                        cg.builder
                            .build_in_bounds_gep(i64t, map, &[cg.i64c(k)], "")
                            .e()?
                    };
                    Ok(cg.builder.build_load(i64t, p, "").e()?.into_int_value())
                };
                let goff = field(self, 0)?;
                let sbase = field(self, 3)?;
                let stride = field(self, 4)?;
                let off = self.builder.build_int_add(goff, sbase, "off").e()?;
                let os = self.local_slot(*o)?;
                self.builder.build_store(os.ptr, off).e()?;
                let ss = self.local_slot(*s)?;
                self.builder.build_store(ss.ptr, stride).e()?;
            }
        }
        self.gen_chunked(template, axes, body, loc)
    }

    fn gen_chunked(
        &mut self,
        template: TemplateId,
        axes: &'a [LoopAxis],
        body: &'a xmp_ir::xir::Block,
        loc: PointerValue<'ctx>,
    ) -> R<()> {
        let Some((a, rest)) = axes.split_first() else {
            return self.gen_block(body);
        };
        let Type::Int(k) = self.x_local_ty(a.var)? else {
            return Err("internal error: loop variable is not an integer".into());
        };
        let signed = k.is_signed();
        let i64t = self.ctx.i64_type();
        let slot = self.local_slot(a.var)?;
        let lo = self.rvalue(&a.lo)?.scalar()?.into_int_value();
        let vt = lo.get_type();
        let ub = self.rvalue(&a.ub)?.scalar()?.into_int_value();
        let lo = self.int_resize(lo, i64t, signed)?;
        let ub = self.int_resize(ub, i64t, signed)?;
        let t = self.load_handle(&template_global(template))?;
        let d = self.i32c(a.tdim as i64);
        let st = self.i64c(a.step as u64);
        let off = self.i64c(a.offset as u64);
        let n = self
            .rt_call(
                "xmp_rt_loop_chunks",
                &[
                    t.into(),
                    d.into(),
                    lo.into(),
                    ub.into(),
                    st.into(),
                    off.into(),
                    loc.into(),
                ],
            )?
            .ok_or("internal error: loop_chunks")?
            .into_int_value();
        let b = self.entry_alloca(i64t.array_type(3).into(), 8, "chunk")?;
        let kslot = self.entry_alloca(i64t.into(), 8, "chunk.k")?;
        let mslot = self.entry_alloca(i64t.into(), 8, "chunk.m")?;
        self.builder.build_store(kslot, self.i64c(0)).e()?;
        let khead = self.new_block("xmp.chunk.head")?;
        let kbody = self.new_block("xmp.chunk.body")?;
        let ihead = self.new_block("xmp.iter.head")?;
        let ibody = self.new_block("xmp.iter.body")?;
        let ilatch = self.new_block("xmp.iter.latch")?;
        let klatch = self.new_block("xmp.chunk.latch")?;
        let exit = self.new_block("xmp.chunk.exit")?;
        self.branch_and_start(khead)?;
        let kv = self
            .builder
            .build_load(i64t, kslot, "k")
            .e()?
            .into_int_value();
        let more = self
            .builder
            .build_int_compare(IntPredicate::SLT, kv, n, "")
            .e()?;
        self.builder
            .build_conditional_branch(more, kbody, exit)
            .e()?;
        self.enter(kbody);
        // The chunk query needs a fresh template handle load (the loop body may not change it,
        // but keeping it simple costs one load per chunk).
        let t2 = self.load_handle(&template_global(template))?;
        let c = self
            .rt_call(
                "xmp_rt_loop_chunk",
                &[
                    t2.into(),
                    d.into(),
                    lo.into(),
                    ub.into(),
                    st.into(),
                    off.into(),
                    kv.into(),
                    b.into(),
                ],
            )?
            .ok_or("internal error: loop_chunk")?
            .into_int_value();
        let first = self
            .builder
            .build_load(i64t, b, "first")
            .e()?
            .into_int_value();
        let p2 = unsafe {
            self.builder
                .build_in_bounds_gep(i64t, b, &[self.i64c(2)], "")
                .e()?
        };
        let cstep = self
            .builder
            .build_load(i64t, p2, "cstep")
            .e()?
            .into_int_value();
        self.builder.build_store(mslot, self.i64c(0)).e()?;
        self.builder.build_unconditional_branch(ihead).e()?;
        self.enter(ihead);
        let m = self
            .builder
            .build_load(i64t, mslot, "m")
            .e()?
            .into_int_value();
        let go = self
            .builder
            .build_int_compare(IntPredicate::SLT, m, c, "")
            .e()?;
        self.builder
            .build_conditional_branch(go, ibody, klatch)
            .e()?;
        self.enter(ibody);
        let prod = self.builder.build_int_mul(m, cstep, "").e()?;
        let iv = self.builder.build_int_add(first, prod, "").e()?;
        let iv = self.int_resize(iv, vt, signed)?;
        self.builder.build_store(slot.ptr, iv).e()?;
        self.gen_chunked(template, rest, body, loc)?;
        self.branch_and_start(ilatch)?;
        let m = self
            .builder
            .build_load(i64t, mslot, "m")
            .e()?
            .into_int_value();
        let m1 = self.builder.build_int_add(m, self.i64c(1), "").e()?;
        self.builder.build_store(mslot, m1).e()?;
        self.builder.build_unconditional_branch(ihead).e()?;
        self.enter(klatch);
        let kv = self
            .builder
            .build_load(i64t, kslot, "k")
            .e()?
            .into_int_value();
        let k1 = self.builder.build_int_add(kv, self.i64c(1), "").e()?;
        self.builder.build_store(kslot, k1).e()?;
        self.builder.build_unconditional_branch(khead).e()?;
        self.enter(exit);
        Ok(())
    }
}
