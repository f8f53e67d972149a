//! Code generation of data and work mapping (issue 4). File-scope templates and global arrays
//! are created at start-up (after the file-scope node sets) into internal handle globals;
//! block-scope ones when their directive is reached, into function-local handle slots, and are
//! freed before every return of the function (and before their declaration is reached again).
//! Naive addressing goes through `xmp_rt_array_elem` on every access and a `ParLoop` tests
//! ownership per iteration with `xmp_rt_template_owns`; the `loop-localize` pass turns them
//! into `LocalElem`s and `LocalLoop`s, whose innermost axis is versioned on a unit chunk step
//! and unit strides so that LLVM sees a plain vectorisable loop. Template references in `on`
//! clauses become node sets built from each node's ownership.

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
        // Block-scope templates and arrays live in function-local slots.
        if let Some(p) = self
            .f
            .as_ref()
            .and_then(|f| f.xmp_slots.get(gname))
            .copied()
        {
            let ptr = self.ptr_ty();
            return Ok(self
                .builder
                .build_load(ptr, p, "xmp.h")
                .e()?
                .into_pointer_value());
        }
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

    /// Start-up code (in the entry function, after the node sets): file-scope templates, their
    /// distributions, and the file-scope global arrays with their local blocks.
    pub(super) fn gen_data_init(&mut self) -> R<()> {
        let x = self.x;
        for (id, t) in x.xmp.templates.iter().enumerate() {
            if t.func.is_some() {
                continue;
            }
            let id = id as u32;
            let h = self.emit_template_new(id, true)?;
            let g = self.handle_global(&template_global(id));
            self.builder.build_store(g.as_pointer_value(), h).e()?;
            if t.dist.is_some() {
                self.emit_distribute(id, h, true)?;
            }
        }
        for (id, a) in x.xmp.arrays.iter().enumerate() {
            if a.func.is_some() {
                continue;
            }
            let id = id as u32;
            let h = self.emit_array_new(id, true)?;
            let g = self.handle_global(&array_global(id));
            self.builder.build_store(g.as_pointer_value(), h).e()?;
            let loc = self.loc_ptr(a.span)?;
            let null = self.ptr_ty().const_null();
            self.rt_call("xmp_rt_array_alloc", &[h.into(), null.into(), loc.into()])?;
        }
        Ok(())
    }

    /// An `i64` operand of a mapping directive: a constant at file scope, else evaluated.
    fn map_i64(&mut self, e: &'a Expr, file: bool) -> R<IntValue<'ctx>> {
        if file {
            let v = const_of(e).ok_or_else(|| {
                "internal error: non-constant file-scope mapping operand".to_string()
            })?;
            return Ok(self.i64c(v as i64 as u64));
        }
        let v = self.rvalue(e)?.scalar()?.into_int_value();
        let signed = !matches!(&e.ty, Type::Int(k) if !k.is_signed());
        self.int_resize(v, self.ctx.i64_type(), signed)
    }

    /// `xmp_rt_template_new` for template `id`: the handle.
    fn emit_template_new(&mut self, id: TemplateId, file: bool) -> R<PointerValue<'ctx>> {
        let x = self.x;
        let t = &x.xmp.templates[id as usize];
        let loc = self.loc_ptr(t.span)?;
        let mut lo = vec![];
        let mut up = vec![];
        for d in &t.dims {
            let l = self.map_i64(&d.lower, file)?;
            let n = self.map_i64(&d.size, file)?;
            let u = self.builder.build_int_add(l, n, "").e()?;
            let u = self.builder.build_int_sub(u, self.i64c(1), "").e()?;
            lo.push(l);
            up.push(u);
        }
        let lo = self.i64_array(&lo, "t.lower")?;
        let up = self.i64_array(&up, "t.upper")?;
        let n = self.i32c(t.dims.len() as i64);
        Ok(self
            .rt_call(
                "xmp_rt_template_new",
                &[n.into(), lo.into(), up.into(), loc.into()],
            )?
            .ok_or("internal error: template_new")?
            .into_pointer_value())
    }

    /// `xmp_rt_template_distribute` of template `id` (handle `h`) by its distribution.
    fn emit_distribute(&mut self, id: TemplateId, h: PointerValue<'ctx>, file: bool) -> R<()> {
        let x = self.x;
        let t = &x.xmp.templates[id as usize];
        let d = t.dist.as_ref().ok_or("internal error: no distribution")?;
        let loc = self.loc_ptr(d.span)?;
        let nh = if file {
            let nodes = self.nodes_init_fn(d.onto);
            self.builder
                .build_call(nodes, &[], "nodes")
                .e()?
                .try_as_basic_value()
                .basic()
                .ok_or("internal error: nodes handle")?
                .into_pointer_value()
        } else {
            self.nodes_handle(d.onto)?
        };
        let mut fmts = vec![];
        let mut params = vec![];
        for f in &d.formats {
            let (code, p) = match f {
                DistFormat::Star => (xmp_abi::XMP_NOT_DISTRIBUTED, self.i64c(0)),
                DistFormat::Block(None) => (xmp_abi::XMP_BLOCK, self.i64c(0)),
                DistFormat::Block(Some(e)) => (xmp_abi::XMP_BLOCK, self.map_i64(e, file)?),
                DistFormat::Cyclic(e) => (xmp_abi::XMP_CYCLIC, self.map_i64(e, file)?),
            };
            fmts.push(self.i32c(code as i64));
            params.push(p);
        }
        let fa = self.i32_array(&fmts, "t.formats")?;
        let pa = self.i64_array(&params, "t.params")?;
        let null = self.ptr_ty().const_null();
        self.rt_call(
            "xmp_rt_template_distribute",
            &[
                h.into(),
                nh.into(),
                fa.into(),
                pa.into(),
                null.into(),
                loc.into(),
            ],
        )?;
        Ok(())
    }

    /// `xmp_rt_array_new` for global array `id` (its template's handle must be set): the handle.
    fn emit_array_new(&mut self, id: GlobalArrayId, file: bool) -> R<PointerValue<'ctx>> {
        let x = self.x;
        let a = &x.xmp.arrays[id as usize];
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
                    offs.push(self.map_i64(offset, file)?);
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
                    let l = self.map_i64(&s.lo, file)?;
                    let h = self.map_i64(&s.hi, file)?;
                    let i32t = self.ctx.i32_type();
                    slo.push(self.builder.build_int_truncate(l, i32t, "").e()?);
                    shi.push(self.builder.build_int_truncate(h, i32t, "").e()?);
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
        Ok(self
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
            .into_pointer_value())
    }

    /// The function-local slot holding the handle of a block-scope template or array (made
    /// null in the entry block on first use, so a free at a return before the declaration is
    /// reached is a no-op).
    fn block_handle_slot(&mut self, gname: &str) -> R<PointerValue<'ctx>> {
        if let Some(p) = self.fs()?.xmp_slots.get(gname) {
            return Ok(*p);
        }
        let ptr = self.ptr_ty();
        let p = self.entry_alloca(ptr.into(), 8, gname)?;
        self.fs()?
            .alloca_builder
            .build_store(p, ptr.const_null())
            .e()?;
        self.fs_mut()?.xmp_slots.insert(gname.to_string(), p);
        Ok(p)
    }

    /// Frees the block-scope arrays (of template `of`, or all) of the current function whose
    /// slots are set, then (when `of` is None) its templates; slots are reset to null.
    fn free_block_mapping(&mut self, fid: u32, of: Option<TemplateId>) -> R<()> {
        let x = self.x;
        let null = self.ptr_ty().const_null();
        let mut names = vec![];
        for (id, a) in x.xmp.arrays.iter().enumerate().rev() {
            if a.func == Some(fid) && of.is_none_or(|t| a.template == t) {
                names.push((array_global(id as u32), "xmp_rt_array_free", a.span));
            }
        }
        if of.is_none() {
            for (id, t) in x.xmp.templates.iter().enumerate().rev() {
                if t.func == Some(fid) {
                    names.push((template_global(id as u32), "xmp_rt_template_free", t.span));
                }
            }
        }
        for (g, f, span) in names {
            let Some(p) = self.fs()?.xmp_slots.get(&g).copied() else {
                continue;
            };
            let h = self.builder.build_load(self.ptr_ty(), p, "").e()?;
            if f == "xmp_rt_array_free" {
                let loc = self.loc_ptr(span)?;
                self.rt_call(f, &[h.into(), loc.into()])?;
            } else {
                self.rt_call(f, &[h.into()])?;
            }
            self.builder.build_store(p, null).e()?;
        }
        Ok(())
    }

    /// The id of the function being generated.
    fn cur_fid(&self) -> R<u32> {
        let xf = self.fs()?.xf;
        self.x
            .functions
            .iter()
            .position(|g| std::ptr::eq(g, xf))
            .map(|i| i as u32)
            .ok_or_else(|| "internal error: unknown function".into())
    }

    /// A block-scope `template` declaration is reached: frees the instance a previous pass
    /// over the declaration made (its arrays first), then creates the template.
    pub(super) fn gen_template_decl(&mut self, id: TemplateId) -> R<()> {
        let fid = self.cur_fid()?;
        let g = template_global(id);
        let slot = self.block_handle_slot(&g)?;
        self.free_block_mapping(fid, Some(id))?;
        let old = self.builder.build_load(self.ptr_ty(), slot, "").e()?;
        self.rt_call("xmp_rt_template_free", &[old.into()])?;
        let h = self.emit_template_new(id, false)?;
        self.builder.build_store(slot, h).e()?;
        Ok(())
    }

    /// A block-scope `distribute` of a block-scope template is reached.
    pub(super) fn gen_distribute(&mut self, id: TemplateId) -> R<()> {
        let h = self.load_handle(&template_global(id))?;
        self.emit_distribute(id, h, false)
    }

    /// A block-scope `align` is reached: frees a previous instance, then creates the array
    /// and allocates this node's block.
    pub(super) fn gen_align_decl(&mut self, id: GlobalArrayId) -> R<()> {
        let g = array_global(id);
        let slot = self.block_handle_slot(&g)?;
        let loc = self.loc_ptr(self.x.xmp.arrays[id as usize].span)?;
        let old = self.builder.build_load(self.ptr_ty(), slot, "").e()?;
        self.rt_call("xmp_rt_array_free", &[old.into(), loc.into()])?;
        let h = self.emit_array_new(id, false)?;
        self.builder.build_store(slot, h).e()?;
        let null = self.ptr_ty().const_null();
        self.rt_call("xmp_rt_array_alloc", &[h.into(), null.into(), loc.into()])?;
        Ok(())
    }

    /// Before every `ret` of the finished function: frees its block-scope arrays and
    /// templates that are live (the end of their scope is taken to be the function's exit).
    pub(crate) fn free_mapping_at_returns(
        &mut self,
        f: inkwell::values::FunctionValue<'ctx>,
    ) -> R<()> {
        if self.fs()?.xmp_slots.is_empty() {
            return Ok(());
        }
        let fid = self.cur_fid()?;
        let mut rets = vec![];
        let mut bb = f.get_first_basic_block();
        while let Some(b) = bb {
            if let Some(t) = b.get_terminator() {
                if t.get_opcode() == inkwell::values::InstructionOpcode::Return {
                    rets.push(t);
                }
            }
            bb = b.get_next_basic_block();
        }
        for r in rets {
            self.builder.position_before(&r);
            self.free_block_mapping(fid, None)?;
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

    /// The node set of a template reference (reference 3.2): every node of the template's
    /// node array that owns some referenced element, in that array's element order. The runtime
    /// has no entry point for it, and a node can only test its own ownership
    /// (`xmp_rt_loop_chunks` over each dimension's range), so the executing nodes exchange
    /// their answers by a sum reduction over an array indexed by entire-set rank (the `on`
    /// clause is evaluated collectively by the executing set, which contains the result), then
    /// each builds the same rank list for `xmp_rt_nodes_from_ranks`. Returns an owned handle.
    pub(super) fn template_set(
        &mut self,
        r: &'a xmp_ir::xir::TemplateRef,
        loc: PointerValue<'ctx>,
    ) -> R<PointerValue<'ctx>> {
        let def = self
            .x
            .xmp
            .templates
            .get(r.template as usize)
            .ok_or("internal error: bad template")?;
        let onto = def
            .dist
            .as_ref()
            .ok_or("internal error: template reference to an undistributed template")?
            .onto;
        let i64t = self.ctx.i64_type();
        let i32t = self.ctx.i32_type();
        let t = self.load_handle(&template_global(r.template))?;
        // mine = every dimension has an owned index in its range.
        let mine = self.entry_alloca(i32t.into(), 4, "xmp.tref.mine")?;
        self.builder.build_store(mine, self.i32c(1)).e()?;
        let b = self.entry_alloca(i64t.array_type(3).into(), 8, "xmp.tref.chunk")?;
        let kslot = self.entry_alloca(i64t.into(), 8, "xmp.tref.k")?;
        for (d, range) in r.dims.iter().enumerate() {
            let mut v = vec![];
            for e in [&range.lo, &range.ub, &range.step] {
                let x = self.rvalue(e)?.scalar()?.into_int_value();
                let signed = !matches!(&e.ty, Type::Int(k) if !k.is_signed());
                v.push(self.int_resize(x, i64t, signed)?);
            }
            let (lo, ub, st) = (v[0], v[1], v[2]);
            let dim = self.i32c(d as i64);
            let zero = self.i64c(0);
            let n = self
                .rt_call(
                    "xmp_rt_loop_chunks",
                    &[
                        t.into(),
                        dim.into(),
                        lo.into(),
                        ub.into(),
                        st.into(),
                        zero.into(),
                        loc.into(),
                    ],
                )?
                .ok_or("internal error: loop_chunks")?
                .into_int_value();
            // A chunk may be empty (cyclic(w)): look for a non-empty one.
            let any = self.entry_alloca(i32t.into(), 4, "xmp.tref.any")?;
            self.builder.build_store(any, self.i32c(0)).e()?;
            self.builder.build_store(kslot, zero).e()?;
            let head = self.new_block("xmp.tref.head")?;
            let body = self.new_block("xmp.tref.body")?;
            let done = self.new_block("xmp.tref.done")?;
            self.branch_and_start(head)?;
            let k = self
                .builder
                .build_load(i64t, kslot, "k")
                .e()?
                .into_int_value();
            let more = self
                .builder
                .build_int_compare(IntPredicate::SLT, k, n, "")
                .e()?;
            self.builder
                .build_conditional_branch(more, body, done)
                .e()?;
            self.enter(body);
            let c = self
                .rt_call(
                    "xmp_rt_loop_chunk",
                    &[
                        t.into(),
                        dim.into(),
                        lo.into(),
                        ub.into(),
                        st.into(),
                        zero.into(),
                        k.into(),
                        b.into(),
                    ],
                )?
                .ok_or("internal error: loop_chunk")?
                .into_int_value();
            let nonempty = self
                .builder
                .build_int_compare(IntPredicate::SGT, c, zero, "")
                .e()?;
            let nonempty = self.builder.build_int_z_extend(nonempty, i32t, "").e()?;
            let a = self.builder.build_load(i32t, any, "").e()?.into_int_value();
            let a = self.builder.build_or(a, nonempty, "").e()?;
            self.builder.build_store(any, a).e()?;
            let k1 = self.builder.build_int_add(k, self.i64c(1), "").e()?;
            self.builder.build_store(kslot, k1).e()?;
            self.builder.build_unconditional_branch(head).e()?;
            self.enter(done);
            let a = self.builder.build_load(i32t, any, "").e()?.into_int_value();
            let m = self
                .builder
                .build_load(i32t, mine, "")
                .e()?
                .into_int_value();
            let m = self.builder.build_and(m, a, "").e()?;
            self.builder.build_store(mine, m).e()?;
        }
        // flags[rank] over the entire set, then the ranks list, in one stack block.
        let all = self
            .rt_call("xmp_all_num_nodes", &[])?
            .ok_or("internal error: num nodes")?
            .into_int_value();
        let me = self
            .rt_call("xmpc_all_node_num", &[])?
            .ok_or("internal error: node num")?
            .into_int_value();
        let save = self.intrinsic("llvm.stacksave", &[self.ptr_ty().into()])?;
        let sp = self
            .builder
            .build_call(save, &[], "xmp.tref.stack")
            .e()?
            .try_as_basic_value()
            .basic()
            .ok_or("internal error: stacksave")?
            .into_pointer_value();
        let two = self.builder.build_int_mul(all, self.i32c(2), "").e()?;
        let flags = self
            .builder
            .build_array_alloca(i32t, two, "xmp.tref.flags")
            .e()?;
        let all64 = self.builder.build_int_z_extend(all, i64t, "").e()?;
        let bytes = self.builder.build_int_mul(all64, self.i64c(4), "").e()?;
        self.builder
            .build_memset(flags, 4, self.ctx.i8_type().const_zero(), bytes)
            .e()?;
        let ranks = unsafe {
            self.builder
                .build_in_bounds_gep(i32t, flags, &[all], "")
                .e()?
        };
        let pm = unsafe {
            self.builder
                .build_in_bounds_gep(i32t, flags, &[me], "")
                .e()?
        };
        let m = self
            .builder
            .build_load(i32t, mine, "")
            .e()?
            .into_int_value();
        self.builder.build_store(pm, m).e()?;
        let null = self.null();
        self.rt_call(
            "xmp_rt_reduce",
            &[
                null.into(),
                flags.into(),
                all64.into(),
                self.i32c(xmp_abi::DType::Int as i64).into(),
                self.i32c(xmp_abi::ReduceOp::Sum as i64).into(),
                loc.into(),
            ],
        )?;
        // ranks[cnt++] = rank_of(p, i) for each element i of the node array with a flag.
        let p = self.nodes_handle(onto)?;
        let size = self
            .rt_call("xmp_rt_nodes_size", &[p.into()])?
            .ok_or("internal error: nodes size")?
            .into_int_value();
        let islot = self.entry_alloca(i32t.into(), 4, "xmp.tref.i")?;
        let cslot = self.entry_alloca(i32t.into(), 4, "xmp.tref.n")?;
        self.builder.build_store(islot, self.i32c(0)).e()?;
        self.builder.build_store(cslot, self.i32c(0)).e()?;
        let head = self.new_block("xmp.tref.rhead")?;
        let body = self.new_block("xmp.tref.rbody")?;
        let add = self.new_block("xmp.tref.radd")?;
        let latch = self.new_block("xmp.tref.rlatch")?;
        let done = self.new_block("xmp.tref.rdone")?;
        self.branch_and_start(head)?;
        let i = self
            .builder
            .build_load(i32t, islot, "i")
            .e()?
            .into_int_value();
        let more = self
            .builder
            .build_int_compare(IntPredicate::SLT, i, size, "")
            .e()?;
        self.builder
            .build_conditional_branch(more, body, done)
            .e()?;
        self.enter(body);
        let rk = self
            .rt_call("xmp_rt_nodes_rank_of", &[p.into(), i.into()])?
            .ok_or("internal error: rank_of")?
            .into_int_value();
        let pf = unsafe {
            self.builder
                .build_in_bounds_gep(i32t, flags, &[rk], "")
                .e()?
        };
        let f = self.builder.build_load(i32t, pf, "").e()?.into_int_value();
        let set = self
            .builder
            .build_int_compare(IntPredicate::NE, f, self.i32c(0), "")
            .e()?;
        self.builder.build_conditional_branch(set, add, latch).e()?;
        self.enter(add);
        let c = self
            .builder
            .build_load(i32t, cslot, "")
            .e()?
            .into_int_value();
        let pr = unsafe {
            self.builder
                .build_in_bounds_gep(i32t, ranks, &[c], "")
                .e()?
        };
        self.builder.build_store(pr, rk).e()?;
        let c1 = self.builder.build_int_add(c, self.i32c(1), "").e()?;
        self.builder.build_store(cslot, c1).e()?;
        self.builder.build_unconditional_branch(latch).e()?;
        self.enter(latch);
        let i1 = self.builder.build_int_add(i, self.i32c(1), "").e()?;
        self.builder.build_store(islot, i1).e()?;
        self.builder.build_unconditional_branch(head).e()?;
        self.enter(done);
        let c = self
            .builder
            .build_load(i32t, cslot, "")
            .e()?
            .into_int_value();
        let h = self
            .rt_call("xmp_rt_nodes_from_ranks", &[c.into(), ranks.into()])?
            .ok_or("internal error: nodes_from_ranks")?
            .into_pointer_value();
        let restore = self.intrinsic("llvm.stackrestore", &[self.ptr_ty().into()])?;
        self.builder.build_call(restore, &[sp.into()], "").e()?;
        Ok(h)
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
        // The innermost stride of every view: the unit-stride fast path of the innermost axis
        // is taken when they are all 1 at run time.
        let inner: Vec<u32> = views
            .iter()
            .filter_map(|v| v.strides.last().copied())
            .collect();
        let dup_ok = {
            let mut b = body.clone();
            dup_safe_block(&mut b)
        };
        self.gen_chunked(template, axes, body, loc, &inner, dup_ok)
    }

    fn gen_chunked(
        &mut self,
        template: TemplateId,
        axes: &'a [LoopAxis],
        body: &'a xmp_ir::xir::Block,
        loc: PointerValue<'ctx>,
        inner: &[u32],
        dup_ok: bool,
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
        if rest.is_empty() && a.step == 1 && dup_ok {
            // Versioned innermost axis: when the chunk step and the innermost strides are 1, a
            // plain `for (v = first; m < c; m++, v++)` loop whose strides are the constant 1
            // (stored into the stride locals, which already hold 1 on this path): LLVM sees a
            // unit-stride affine access and vectorises it. The variable gets a hidden induction
            // of its own type incremented with no-wrap flags (iterations stay inside
            // [lo, ub]), so the index is an affine recurrence after sign extension.
            let mut fast = self
                .builder
                .build_int_compare(IntPredicate::EQ, cstep, self.i64c(1), "")
                .e()?;
            for s in inner {
                let v = self.load_i64_local(*s)?;
                let one = self
                    .builder
                    .build_int_compare(IntPredicate::EQ, v, self.i64c(1), "")
                    .e()?;
                fast = self.builder.build_and(fast, one, "").e()?;
            }
            let fpre = self.new_block("xmp.fast.pre")?;
            let fhead = self.new_block("xmp.fast.head")?;
            let fbody = self.new_block("xmp.fast.body")?;
            let flatch = self.new_block("xmp.fast.latch")?;
            let spre = self.new_block("xmp.slow.pre")?;
            self.builder
                .build_conditional_branch(fast, fpre, spre)
                .e()?;
            self.enter(fpre);
            for s in inner {
                let ss = self.local_slot(*s)?;
                self.builder.build_store(ss.ptr, self.i64c(1)).e()?;
            }
            let ivslot = self.entry_alloca(vt.into(), 8, "xmp.iv")?;
            let f0 = self.int_resize(first, vt, signed)?;
            self.builder.build_store(ivslot, f0).e()?;
            self.builder.build_store(mslot, self.i64c(0)).e()?;
            self.builder.build_unconditional_branch(fhead).e()?;
            self.enter(fhead);
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
                .build_conditional_branch(go, fbody, klatch)
                .e()?;
            self.enter(fbody);
            let iv = self
                .builder
                .build_load(vt, ivslot, "iv")
                .e()?
                .into_int_value();
            self.builder.build_store(slot.ptr, iv).e()?;
            self.gen_block(body)?;
            self.branch_and_start(flatch)?;
            let m = self
                .builder
                .build_load(i64t, mslot, "m")
                .e()?
                .into_int_value();
            let m1 = self.builder.build_int_add(m, self.i64c(1), "").e()?;
            self.builder.build_store(mslot, m1).e()?;
            let iv = self
                .builder
                .build_load(vt, ivslot, "iv")
                .e()?
                .into_int_value();
            let one = vt.const_int(1, false);
            let iv1 = if signed {
                self.builder.build_int_nsw_add(iv, one, "").e()?
            } else {
                self.builder.build_int_nuw_add(iv, one, "").e()?
            };
            self.builder.build_store(ivslot, iv1).e()?;
            self.builder.build_unconditional_branch(fhead).e()?;
            self.enter(spre);
        }
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
        self.gen_chunked(template, rest, body, loc, inner, dup_ok)?;
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

/// Whether a loop body can be generated twice (the versioned fast and general paths): no
/// labels (incl. `case`s), label addresses, statement expressions or nested XMP constructs,
/// whose code generation is keyed by id and must happen once.
fn dup_safe_block(b: &mut xmp_ir::xir::Block) -> bool {
    b.stmts.iter_mut().all(dup_safe_stmt)
}

fn dup_safe_expr(e: &mut Expr) -> bool {
    use xmp_ir::xir::ExprKind;
    if matches!(
        e.kind,
        ExprKind::StmtExpr { .. } | ExprKind::LabelAddr(_) | ExprKind::CompoundLiteral { .. }
    ) {
        return false;
    }
    let mut ok = true;
    e.for_each_child_mut(&mut |c| ok &= dup_safe_expr(c));
    ok
}

fn dup_safe_stmt(s: &mut xmp_ir::xir::Stmt) -> bool {
    use xmp_ir::xir::{Init, StmtKind};
    fn init_ok(i: &mut Init) -> bool {
        match i {
            Init::Expr(e) => dup_safe_expr(e),
            Init::Array(v) => v.iter_mut().all(|(_, i)| init_ok(i)),
            Init::Struct(v) => v.iter_mut().all(|(_, i)| init_ok(i)),
            _ => true,
        }
    }
    match &mut s.kind {
        StmtKind::Block(b) => dup_safe_block(b),
        StmtKind::Expr(e) | StmtKind::Return(Some(e)) => dup_safe_expr(e),
        StmtKind::Decl { init, .. } => init.as_mut().is_none_or(init_ok),
        StmtKind::If { cond, then, els } => {
            dup_safe_expr(cond) && dup_safe_block(then) && els.as_mut().is_none_or(dup_safe_block)
        }
        StmtKind::While { cond, body } | StmtKind::DoWhile { body, cond } => {
            dup_safe_expr(cond) && dup_safe_block(body)
        }
        StmtKind::For {
            init,
            cond,
            step,
            body,
        } => {
            dup_safe_block(init)
                && cond.as_mut().is_none_or(dup_safe_expr)
                && step.as_mut().is_none_or(dup_safe_expr)
                && dup_safe_block(body)
        }
        StmtKind::Break | StmtKind::Continue | StmtKind::Return(None) => true,
        StmtKind::Switch { .. }
        | StmtKind::Goto(_)
        | StmtKind::GotoIndirect(_)
        | StmtKind::Label(_)
        | StmtKind::Xmp(_) => false,
    }
}
