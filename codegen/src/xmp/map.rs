//! Code generation of data and work mapping (issue 4). File-scope templates and global arrays
//! are created at start-up (after the file-scope node sets) into internal handle globals;
//! block-scope ones when their directive is reached, into function-local handle slots, and are
//! freed before every return of the function (and before their declaration is reached again).
//! Naive addressing goes through `xmp_rt_array_elem` on every access and a `ParLoop` tests
//! ownership per iteration with `xmp_rt_template_owns`; the `loop-localize` pass turns them
//! into `LocalElem`s and `LocalLoop`s, whose innermost axis is versioned on a unit chunk step
//! and unit strides so that LLVM sees a plain vectorisable loop; strides known at compile time
//! are constants, loop variables are no-wrap inductions and the chunk plans of nest-invariant
//! inner axes are computed once before the nest, so a stencil body addresses each array from
//! one base with constant offsets, as serial C does; the views' offsets are folded into their
//! bases and accesses are element-typed GEPs per dimension (`local_elem_lv`), which lets LLVM
//! carry `p[k + 1]` into the next iteration as `p[k]`. Template references in `on` clauses
//! become node sets built from each node's ownership.

use inkwell::values::{BasicValue, IntValue, PointerValue};
use inkwell::IntPredicate;
use xmp_ir::types::LocalId;
use xmp_ir::types::Type;
use xmp_ir::xir::{
    AlignAxis, ArrayObject, BinOp, DistFormat, Expr, ExprKind, GlobalArrayId, LoopAxis, Span,
    TemplateId, XmpEntity,
};

use super::const_of;
use crate::cg::{Cg, Ex, R};
use crate::expr::LV;

/// The section holding the start-up functions of units without `main` (a C identifier, so
/// the linker defines `__start_`/`__stop_` symbols around it).
const UNIT_INIT_SECTION: &str = "xmp_unit_inits";

/// Defined by a unit whose `main` runs through xmp_rt_main (one that uses XMP or includes
/// `xmp.h`), referenced by every `.xmp.unit.init`: linking such a unit with a plain-C `main`
/// fails with "undefined reference to `xmp_program_main_must_include_xmp_h`".
const MAIN_UNIT_MARKER: &str = "xmp_program_main_must_include_xmp_h";

/// See `Cg::handle_link`.
enum HandleLink {
    Internal,
    /// Defined here, visible to other units under this symbol.
    Export(String),
    /// Defined by another unit under this symbol.
    Import(String),
}

pub(crate) fn template_global(id: TemplateId) -> String {
    format!(".xmp.template.{id}")
}

pub(super) fn array_global(id: GlobalArrayId) -> String {
    format!(".xmp.array.{id}")
}

impl<'ctx, 'a> Cg<'ctx, 'a> {
    /// A stack array of `i64`s (entry block inside user functions).
    pub(super) fn i64_array(
        &mut self,
        vals: &[IntValue<'ctx>],
        name: &str,
    ) -> R<PointerValue<'ctx>> {
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
    pub(super) fn handle_global(&self, gname: &str) -> inkwell::values::GlobalValue<'ctx> {
        let link = self.handle_link(gname);
        let sym = match &link {
            HandleLink::Internal => gname,
            HandleLink::Export(s) | HandleLink::Import(s) => s.as_str(),
        };
        if let Some(g) = self.module.get_global(sym) {
            return g;
        }
        let ptr = self.ptr_ty();
        let g = self.module.add_global(ptr, None, sym);
        g.set_alignment(8);
        match link {
            HandleLink::Internal => {
                g.set_linkage(inkwell::module::Linkage::Internal);
                g.set_initializer(&ptr.const_null());
            }
            HandleLink::Export(_) => g.set_initializer(&ptr.const_null()),
            // Defined (and filled at start-up) by the unit that defines the array.
            HandleLink::Import(_) => {}
        }
        g
    }

    /// How the handle global `gname` links. A file-scope aligned array with external C
    /// linkage gets the descriptor symbol `.xmp.desc.<symbol>`, defined by the unit that
    /// defines the array and named by units that declare it `extern` with the same mapping
    /// (reference 8: real programs split code across files).
    fn handle_link(&self, gname: &str) -> HandleLink {
        let x = self.x;
        let Some(a) = gname
            .strip_prefix(".xmp.array.")
            .and_then(|s| s.parse::<usize>().ok())
            .and_then(|id| x.xmp.arrays.get(id))
        else {
            return HandleLink::Internal;
        };
        let (ArrayObject::Global(g), None) = (a.object, a.func) else {
            return HandleLink::Internal;
        };
        let Some(gl) = x.globals.get(g as usize) else {
            return HandleLink::Internal;
        };
        if gl.linkage != xmp_ir::xir::Linkage::External {
            return HandleLink::Internal;
        }
        let sym = format!(".xmp.desc.{}", gl.symbol);
        if gl.init.is_none() {
            HandleLink::Import(sym)
        } else {
            HandleLink::Export(sym)
        }
    }

    /// Is file-scope array `id` an `extern` declaration (created by another unit)?
    fn array_is_imported(&self, id: GlobalArrayId) -> bool {
        matches!(self.handle_link(&array_global(id)), HandleLink::Import(_))
    }

    /// The start-up code of a unit without `main` (issue 4): an internal `.xmp.unit.init`
    /// creating its file-scope templates and arrays, whose address goes into the
    /// `xmp_unit_inits` section; the `main` unit runs every entry of that section after its
    /// own start-up code (`run_unit_inits`), so all data exists before the user's `main`.
    pub(super) fn define_unit_init(&mut self) -> R<()> {
        let x = self.x;
        let any_template = x.xmp.templates.iter().any(|t| t.func.is_none());
        let any_array = (0..x.xmp.arrays.len() as u32)
            .any(|id| x.xmp.arrays[id as usize].func.is_none() && !self.array_is_imported(id));
        if !any_template && !any_array {
            return Ok(());
        }
        let ft = self.ctx.void_type().fn_type(&[], false);
        let f = self.module.add_function(
            ".xmp.unit.init",
            ft,
            Some(inkwell::module::Linkage::Internal),
        );
        let bb = self.ctx.append_basic_block(f, "entry");
        self.builder.position_at_end(bb);
        // Only a `main` wrapped by xmp_rt_main runs these inits: a reference to the marker
        // that wrapper defines turns a plain-C `main` unit into a link error naming the cure.
        let marker = match self.module.get_global(MAIN_UNIT_MARKER) {
            Some(g) => g,
            None => self
                .module
                .add_global(self.ctx.i8_type(), None, MAIN_UNIT_MARKER),
        };
        self.builder
            .build_load(self.ctx.i8_type(), marker.as_pointer_value(), "")
            .e()?
            .as_instruction_value()
            .ok_or("internal error: marker load")?
            .set_volatile(true)
            .map_err(|e| e.to_string())?;
        self.gen_data_init()?;
        self.builder.build_return(None).e()?;
        let ptr = self.ptr_ty();
        let r = self.module.add_global(ptr, None, ".xmp.unit.init.ref");
        r.set_linkage(inkwell::module::Linkage::Internal);
        r.set_constant(true);
        r.set_initializer(&f.as_global_value().as_pointer_value());
        r.set_section(Some(UNIT_INIT_SECTION));
        r.set_alignment(8);
        // Nothing names the entry: llvm.used keeps it (and so the function) alive.
        if self.module.get_global("llvm.used").is_some() {
            return Err("internal error: llvm.used already defined".into());
        }
        let used_ty = ptr.array_type(1);
        let used = self.module.add_global(used_ty, None, "llvm.used");
        used.set_linkage(inkwell::module::Linkage::Appending);
        used.set_section(Some("llvm.metadata"));
        used.set_initializer(&ptr.const_array(&[r.as_pointer_value()]));
        Ok(())
    }

    /// In the `main` unit's start-up: calls every `.xmp.unit.init` of the other units, found
    /// between the linker-defined `__start_`/`__stop_` symbols of their section (weak: null
    /// when no unit has one).
    pub(super) fn run_unit_inits(&mut self) -> R<()> {
        let i8t = self.ctx.i8_type();
        let marker = match self.module.get_global(MAIN_UNIT_MARKER) {
            Some(g) => g,
            None => self.module.add_global(i8t, None, MAIN_UNIT_MARKER),
        };
        marker.set_initializer(&i8t.const_zero());
        marker.set_constant(true);
        let ptr = self.ptr_ty();
        let bound = |cg: &Self, name: &str| {
            let g = match cg.module.get_global(name) {
                Some(g) => g,
                None => cg.module.add_global(ptr, None, name),
            };
            g.set_linkage(inkwell::module::Linkage::ExternalWeak);
            g.set_visibility(inkwell::GlobalVisibility::Hidden);
            g.as_pointer_value()
        };
        let start = bound(self, &format!("__start_{UNIT_INIT_SECTION}"));
        let stop = bound(self, &format!("__stop_{UNIT_INIT_SECTION}"));
        let cur = self
            .builder
            .get_insert_block()
            .and_then(|b| b.get_parent())
            .ok_or("internal error: unit inits outside a function")?;
        let head = self.ctx.append_basic_block(cur, "unit.init.head");
        let body = self.ctx.append_basic_block(cur, "unit.init.body");
        let done = self.ctx.append_basic_block(cur, "unit.init.done");
        let pre = self
            .builder
            .get_insert_block()
            .ok_or("internal error: no block")?;
        self.builder.build_unconditional_branch(head).e()?;
        self.builder.position_at_end(head);
        let p = self.builder.build_phi(ptr, "unit.init.p").e()?;
        p.add_incoming(&[(&start, pre)]);
        let pv = p.as_basic_value().into_pointer_value();
        let at_end = self
            .builder
            .build_int_compare(
                IntPredicate::EQ,
                self.builder
                    .build_ptr_to_int(pv, self.ctx.i64_type(), "")
                    .e()?,
                self.builder
                    .build_ptr_to_int(stop, self.ctx.i64_type(), "")
                    .e()?,
                "",
            )
            .e()?;
        self.builder
            .build_conditional_branch(at_end, done, body)
            .e()?;
        self.builder.position_at_end(body);
        let f = self
            .builder
            .build_load(ptr, pv, "unit.init")
            .e()?
            .into_pointer_value();
        let ft = self.ctx.void_type().fn_type(&[], false);
        self.builder.build_indirect_call(ft, f, &[], "").e()?;
        let next = unsafe {
            self.builder
                .build_in_bounds_gep(ptr, pv, &[self.i64c(1)], "")
                .e()?
        };
        p.add_incoming(&[(&next, body)]);
        self.builder.build_unconditional_branch(head).e()?;
        self.builder.position_at_end(done);
        Ok(())
    }

    pub(super) fn load_handle(&mut self, gname: &str) -> R<PointerValue<'ctx>> {
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
        // Run-time extents of file-scope objects, in declaration order (reference 4.2).
        for set in &x.xmp.startup {
            self.rvalue(set)?;
        }
        for (id, t) in x.xmp.templates.iter().enumerate() {
            if t.func.is_some() {
                continue;
            }
            let id = id as u32;
            let h = self.emit_template_new(id, true)?;
            let g = self.handle_global(&template_global(id));
            self.builder.build_store(g.as_pointer_value(), h).e()?;
            // A distribute inside a function runs when reached.
            if t.dist.as_ref().is_some_and(|d| d.func.is_none()) {
                self.emit_distribute(id, h, true)?;
            }
        }
        for (id, a) in x.xmp.arrays.iter().enumerate() {
            if a.func.is_some() || self.array_is_imported(id as u32) {
                continue;
            }
            let id = id as u32;
            let h = self.emit_array_new(id, true)?;
            let g = self.handle_global(&array_global(id));
            self.builder.build_store(g.as_pointer_value(), h).e()?;
            self.update_debug_view(id, h)?;
            if self.array_is_dynamic(id) {
                continue;
            }
            let loc = self.loc_ptr(a.span)?;
            let null = self.ptr_ty().const_null();
            self.rt_call("xmp_rt_array_alloc", &[h.into(), null.into(), loc.into()])?;
        }
        Ok(())
    }

    /// An `i64` operand of a mapping directive: a constant, else evaluated (at file scope a
    /// read of a hidden variable the start-up code has set).
    fn map_i64(&mut self, e: &'a Expr, file: bool) -> R<IntValue<'ctx>> {
        if let (true, Some(v)) = (file, const_of(e)) {
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
        for d in t.dims.iter().filter(|_| !t.unfixed) {
            let l = self.map_i64(&d.lower, file)?;
            let n = self.map_i64(&d.size, file)?;
            let u = self.builder.build_int_add(l, n, "").e()?;
            let u = self.builder.build_int_sub(u, self.i64c(1), "").e()?;
            lo.push(l);
            up.push(u);
        }
        let (lo, up) = if t.unfixed {
            // `t[:]`: the runtime leaves the shape to template_fix.
            let null = self.ptr_ty().const_null();
            (null, null)
        } else {
            (
                self.i64_array(&lo, "t.lower")?,
                self.i64_array(&up, "t.upper")?,
            )
        };
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
        let null = self.ptr_ty().const_null();
        let mut maps = vec![];
        for f in &d.formats {
            let (code, p) = match f {
                DistFormat::Star => (xmp_abi::XMP_NOT_DISTRIBUTED, self.i64c(0)),
                DistFormat::Block(None) => (xmp_abi::XMP_BLOCK, self.i64c(0)),
                DistFormat::Block(Some(e)) => (xmp_abi::XMP_BLOCK, self.map_i64(e, file)?),
                DistFormat::Cyclic(e) => (xmp_abi::XMP_CYCLIC, self.map_i64(e, file)?),
                DistFormat::GBlock(m) => {
                    maps.push(match m {
                        Some(m) => self.gblock_map_ptr(m)?,
                        None => null,
                    });
                    fmts.push(self.i32c(xmp_abi::XMP_GBLOCK as i64));
                    params.push(self.i64c(0));
                    continue;
                }
            };
            maps.push(null);
            fmts.push(self.i32c(code as i64));
            params.push(p);
        }
        let fa = self.i32_array(&fmts, "t.formats")?;
        let pa = self.i64_array(&params, "t.params")?;
        let ma = if d.formats.iter().any(|f| matches!(f, DistFormat::GBlock(_))) {
            self.ptr_array(&maps, "t.maps")?
        } else {
            null
        };
        self.rt_call(
            "xmp_rt_template_distribute",
            &[
                h.into(),
                nh.into(),
                fa.into(),
                pa.into(),
                ma.into(),
                loc.into(),
            ],
        )?;
        Ok(())
    }

    /// The pointer operand of a gblock mapping array (at file scope a file-scope array, whose
    /// address needs no function context).
    fn gblock_map_ptr(&mut self, m: &'a Expr) -> R<PointerValue<'ctx>> {
        Ok(self.rvalue(m)?.scalar()?.into_pointer_value())
    }

    /// A stack array of pointers (entry block inside user functions).
    fn ptr_array(&mut self, vals: &[PointerValue<'ctx>], name: &str) -> R<PointerValue<'ctx>> {
        let pt = self.ptr_ty();
        let aty = pt.array_type(vals.len().max(1) as u32);
        let p = if self.f.is_some() {
            self.entry_alloca(aty.into(), 8, name)?
        } else {
            self.builder.build_alloca(aty, name).e()?
        };
        for (i, v) in vals.iter().enumerate() {
            let slot = unsafe {
                self.builder
                    .build_in_bounds_gep(pt, p, &[self.i64c(i as u64)], "")
                    .e()?
            };
            self.builder.build_store(slot, *v).e()?;
        }
        Ok(p)
    }

    /// `template_fix[formats] t[extents]`: `xmp_rt_template_fix` (the runtime reports fixing a
    /// fixed template with this line).
    pub(super) fn gen_template_fix(
        &mut self,
        id: TemplateId,
        dims: &'a Option<Vec<xmp_ir::xir::TemplateDim>>,
        maps: &'a [Option<Expr>],
        span: Span,
    ) -> R<()> {
        let h = self.load_handle(&template_global(id))?;
        let loc = self.loc_ptr(span)?;
        let null = self.ptr_ty().const_null();
        let (lo, up) = match dims {
            Some(dims) => {
                let mut lo = vec![];
                let mut up = vec![];
                for d in dims {
                    let l = self.map_i64(&d.lower, false)?;
                    let n = self.map_i64(&d.size, false)?;
                    let u = self.builder.build_int_add(l, n, "").e()?;
                    let u = self.builder.build_int_sub(u, self.i64c(1), "").e()?;
                    lo.push(l);
                    up.push(u);
                }
                (
                    self.i64_array(&lo, "tf.lower")?,
                    self.i64_array(&up, "tf.upper")?,
                )
            }
            None => (null, null),
        };
        let ma = if maps.iter().any(|m| m.is_some()) {
            let mut ps = vec![];
            for m in maps {
                ps.push(match m {
                    Some(m) => self.gblock_map_ptr(m)?,
                    None => null,
                });
            }
            self.ptr_array(&ps, "tf.maps")?
        } else {
            null
        };
        self.rt_call(
            "xmp_rt_template_fix",
            &[h.into(), lo.into(), up.into(), ma.into(), loc.into()],
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
            match a.run_extents.get(j) {
                Some(Some(v)) => ext.push(self.map_i64(v, false)?),
                // A dummy aligned with a template that template_fix completed: -1 asks the
                // runtime for the extent the fixed template gives.
                _ if *e == 0 => ext.push(self.i64c(u64::MAX)),
                _ => ext.push(self.i64c(*e)),
            }
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
        let ea = if self.array_is_dynamic(id) {
            // issue 4: the extents come with xmp_malloc.
            self.ptr_ty().const_null()
        } else {
            self.i64_array(&ext, "a.extents")?
        };
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

    /// Whether local `l` of the function being generated is a C array aligned with a
    /// template: the runtime holds its storage, so its declaration makes none.
    pub(crate) fn local_is_aligned(&self, l: u32) -> bool {
        let Ok(fid) = self.cur_fid() else {
            return false;
        };
        self.x
            .xmp
            .arrays
            .iter()
            .any(|a| a.object == ArrayObject::Local(fid, l))
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

    /// A `distribute` inside a function is reached (of a block-scope template, or of a
    /// file-scope one whose handle the start-up code created undistributed).
    pub(super) fn gen_distribute(&mut self, id: TemplateId) -> R<()> {
        let h = self.load_handle(&template_global(id))?;
        self.emit_distribute(id, h, false)
    }

    /// A block-scope `align` is reached: frees a previous instance, then creates the array
    /// and allocates this node's block.
    pub(super) fn gen_align_decl(&mut self, id: GlobalArrayId) -> R<()> {
        let g = array_global(id);
        // A file-scope array aligned inside a function keeps the file-scope handle (every
        // function addresses it through that) and lives on after the function returns.
        let slot = match self.x.xmp.arrays[id as usize].object {
            ArrayObject::Global(_) => self.handle_global(&g).as_pointer_value(),
            ArrayObject::Local(..) => self.block_handle_slot(&g)?,
        };
        let loc = self.loc_ptr(self.x.xmp.arrays[id as usize].span)?;
        let old = self.builder.build_load(self.ptr_ty(), slot, "").e()?;
        self.rt_call("xmp_rt_array_free", &[old.into(), loc.into()])?;
        let h = self.emit_array_new(id, false)?;
        self.builder.build_store(slot, h).e()?;
        self.update_debug_view(id, h)?;
        let null = self.ptr_ty().const_null();
        if self.array_is_dynamic(id) {
            return Ok(()); // allocated by xmp_malloc
        }
        // issue 4: a pointer parameter aligned in the callee uses the caller's local section.
        if let ArrayObject::Local(f, l) = self.x.xmp.arrays[id as usize].object {
            let is_param = self
                .x
                .functions
                .get(f as usize)
                .is_some_and(|xf| xf.params.contains(&l));
            if is_param {
                let s = self.local_slot(l)?;
                let base = self.builder.build_load(self.ptr_ty(), s.ptr, "dummy").e()?;
                self.rt_call(
                    "xmp_rt_array_attach",
                    &[h.into(), base.into(), null.into(), loc.into()],
                )?;
                return Ok(());
            }
        }
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

    /// Whether global array `id` is an aligned pointer that xmp_malloc allocates (a pointer
    /// object that is not a parameter).
    fn array_is_dynamic(&self, id: GlobalArrayId) -> bool {
        match self.x.xmp.arrays[id as usize].object {
            ArrayObject::Global(g) => self
                .x
                .globals
                .get(g as usize)
                .is_some_and(|gd| matches!(gd.ty, Type::Pointer(_))),
            ArrayObject::Local(f, l) => self.x.functions.get(f as usize).is_some_and(|xf| {
                !xf.params.contains(&l)
                    && xf
                        .locals
                        .get(l as usize)
                        .is_some_and(|lc| matches!(lc.ty, Type::Pointer(_)))
            }),
        }
    }

    /// A global array's name as a value: this node's local section (`xmp_rt_array_laddr`).
    pub(crate) fn xmp_local_base(&mut self, id: GlobalArrayId) -> R<PointerValue<'ctx>> {
        let h = self.load_handle(&array_global(id))?;
        Ok(self
            .rt_call("xmp_rt_array_laddr", &[h.into()])?
            .ok_or("internal error: array_laddr")?
            .into_pointer_value())
    }

    /// This node's whole local section of global array `id` (shadows included): its base
    /// and element count (0 where the node holds nothing), for a global array named in a
    /// `reduction` or `bcast` (element-wise over the local blocks, which the nodes of the set
    /// must hold alike: a replicated array).
    pub(crate) fn xmp_local_block(
        &mut self,
        id: GlobalArrayId,
        loc: PointerValue<'ctx>,
    ) -> R<(PointerValue<'ctx>, IntValue<'ctx>, &'a Type)> {
        let x = self.x;
        let a = &x.xmp.arrays[id as usize];
        let base = self.xmp_local_base(id)?;
        let h = self.load_handle(&array_global(id))?;
        let i64t = self.ctx.i64_type();
        let map = self.entry_alloca(i64t.array_type(9).into(), 8, "blk.map")?;
        let mut count = self.i64c(1);
        for j in 0..a.extents.len() {
            let d = self.i32c(j as i64);
            self.rt_call(
                "xmp_rt_array_dim_map",
                &[h.into(), d.into(), map.into(), loc.into()],
            )?;
            // XmpDimMap.alloc is the sixth field.
            let p = unsafe {
                self.builder
                    .build_in_bounds_gep(i64t, map, &[self.i64c(5)], "")
                    .e()?
            };
            let n = self
                .builder
                .build_load(i64t, p, "alloc")
                .e()?
                .into_int_value();
            count = self.builder.build_int_mul(count, n, "").e()?;
        }
        Ok((base, count, &a.elem))
    }

    /// `xmp_desc_of(entity)`: the runtime handle, which is the descriptor.
    pub(crate) fn xmp_desc_of(&mut self, x: XmpEntity) -> R<PointerValue<'ctx>> {
        match x {
            XmpEntity::Nodes(n) => self.nodes_handle(n),
            XmpEntity::Template(t) => self.load_handle(&template_global(t)),
            XmpEntity::Array(a) => self.load_handle(&array_global(a)),
        }
    }

    /// The address of a global array element by global indices (naive: checked runtime call).
    pub(crate) fn global_elem_lv(
        &mut self,
        array: GlobalArrayId,
        idx: &'a [Expr],
        ty: &Type,
        span: Span,
    ) -> R<LV<'ctx>> {
        let (h, ia) = self.elem_call_args(array, idx)?;
        let loc = self.loc_ptr(span)?;
        if self.opts.xmp_check {
            // The same check, reported with the array's name.
            self.report_nonlocal("xmp_rt_array_check", array, h, ia, loc)?;
        }
        let p = self
            .rt_call("xmp_rt_array_elem", &[h.into(), ia.into(), loc.into()])?
            .ok_or("internal error: array_elem")?
            .into_pointer_value();
        Ok(LV {
            ptr: p,
            align: self.align_of(ty).max(1) as u32,
            bf: None,
            may_alias: false,
            scope: None,
        })
    }

    /// The array handle and the global indices as an `i64` array: the arguments of the
    /// element-addressing runtime calls.
    fn elem_call_args(
        &mut self,
        array: GlobalArrayId,
        idx: &'a [Expr],
    ) -> R<(PointerValue<'ctx>, PointerValue<'ctx>)> {
        let mut vals = vec![];
        for i in idx {
            let v = self.rvalue(i)?.scalar()?.into_int_value();
            vals.push(self.int_resize(v, self.ctx.i64_type(), true)?);
        }
        let ia = self.i64_array(&vals, "g.idx")?;
        Ok((self.load_handle(&array_global(array))?, ia))
    }

    /// `&a[i]..`: the unchecked address (see `xmp_rt_array_elem_addr`): forming a pointer to
    /// a non-local element is legal, only dereferencing it is not.
    pub(crate) fn global_elem_addr(
        &mut self,
        array: GlobalArrayId,
        idx: &'a [Expr],
    ) -> R<PointerValue<'ctx>> {
        let (h, ia) = self.elem_call_args(array, idx)?;
        Ok(self
            .rt_call("xmp_rt_array_elem_addr", &[h.into(), ia.into()])?
            .ok_or("internal error: array_elem_addr")?
            .into_pointer_value())
    }

    /// The body of one iteration of an XMP loop. A `continue` in it (one aimed at the loop's
    /// own `for`) ends the iteration: it jumps to the end of the body, from where the
    /// generated loop goes on to its next iteration. A `break` aimed at that `for` leaves this
    /// node's iterations of the innermost loop: it jumps to `brk`, the exit of the generated
    /// innermost loop (the reference implementation's meaning: each node leaves its own
    /// iterations). Other jumps out of the construct were rejected when it was lowered.
    fn gen_loop_body(
        &mut self,
        body: &'a xmp_ir::xir::Block,
        brk: Option<inkwell::basic_block::BasicBlock<'ctx>>,
    ) -> R<()> {
        let end = self.new_block("xmp.body.end")?;
        let depth = self.fs()?.vla_saves.len();
        self.fs_mut()?.jumps.push(crate::cg::JumpTarget {
            brk: brk.unwrap_or(end),
            cont: Some(end),
            vla_depth: depth,
        });
        let r = self.gen_block(body);
        self.fs_mut()?.jumps.pop();
        r?;
        self.branch_and_start(end)
    }

    /// The template-index offset of a loop axis as an `i64`: the constant part plus, for
    /// `on t[i + off]` with a run-time `off`, the `int` local holding it.
    pub(super) fn axis_offset(&mut self, a: &LoopAxis) -> R<IntValue<'ctx>> {
        let k = self.i64c(a.offset as u64);
        let Some(v) = a.offset_var else {
            return Ok(k);
        };
        let s = self.local_slot(v)?;
        let x = self
            .builder
            .build_load(self.ctx.i32_type(), s.ptr, "")
            .e()?
            .into_int_value();
        let x = self.int_resize(x, self.ctx.i64_type(), true)?;
        self.builder.build_int_add(k, x, "off").e()
    }

    /// The step of a loop axis as an `i64`: the constant, or the `long` local of a run-time
    /// step.
    pub(super) fn axis_step(&mut self, a: &LoopAxis) -> R<IntValue<'ctx>> {
        match a.step_var {
            Some(v) => self.load_i64_local(v),
            None => Ok(self.i64c(a.step as u64)),
        }
    }

    /// Naive `ParLoop`: the global iteration space with an ownership test per iteration.
    pub(super) fn gen_par_loop(
        &mut self,
        template: TemplateId,
        axes: &'a [LoopAxis],
        body: &'a xmp_ir::xir::Block,
    ) -> R<()> {
        let split = std::mem::take(&mut self.omp_xmp_split);
        let Some((a, rest)) = axes.split_first() else {
            return self.gen_loop_body(body, None);
        };
        let Type::Int(k) = self.x_local_ty(a.var)? else {
            return Err("internal error: loop variable is not an integer".into());
        };
        let signed = k.is_signed();
        let slot = self.local_slot(a.var)?;
        let lo = self.rvalue(&a.lo)?.scalar()?.into_int_value();
        let vt = lo.get_type();
        let ub = self.rvalue(&a.ub)?.scalar()?.into_int_value();
        // A hybrid loop's outermost axis: thread t of T runs iterations t, t + T, ...
        let (lo, team) = if split {
            let (tid, nt) = self.omp_team()?;
            let step = match a.step_var {
                Some(_) => {
                    let st = self.axis_step(a)?;
                    self.int_resize(st, vt, true)?
                }
                None => vt.const_int(a.step as u64, true),
            };
            let tid = self.int_resize(tid, vt, true)?;
            let nt = self.int_resize(nt, vt, true)?;
            let off = self.builder.build_int_mul(tid, step, "").e()?;
            (self.builder.build_int_add(lo, off, "").e()?, Some(nt))
        } else {
            (lo, None)
        };
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
        let off = self.axis_offset(a)?;
        let ti = self.builder.build_int_add(v64, off, "tidx").e()?;
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
        if rest.is_empty() {
            self.gen_loop_body(body, Some(exit))?;
        } else {
            self.gen_par_loop(template, rest, body)?;
        }
        self.branch_and_start(latch)?;
        let v = self
            .builder
            .build_load(vt, slot.ptr, "v")
            .e()?
            .into_int_value();
        let step = match a.step_var {
            Some(_) => {
                let st = self.axis_step(a)?;
                self.int_resize(st, vt, true)?
            }
            None => vt.const_int(a.step as u64, true),
        };
        let step = match team {
            Some(nt) => self.builder.build_int_mul(step, nt, "").e()?,
            None => step,
        };
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
        // issue 4: `*` subscripts split the set by this node's coordinates in those
        // dimensions: the flag is 1 + a key of them, and a node's set is the nodes with its
        // flag (a node owning nothing of the reference gets the empty set).
        let star = r.dims.iter().any(|d| d.star);
        let m = if star {
            let mut key = self.i32c(0);
            let radix = self.builder.build_int_add(all, self.i32c(1), "").e()?;
            for (d, range) in r.dims.iter().enumerate() {
                if !range.star {
                    continue;
                }
                let c = self
                    .rt_call(
                        "xmp_rt_template_coord",
                        &[t.into(), self.i32c(d as i64).into()],
                    )?
                    .ok_or("internal error: template_coord")?
                    .into_int_value();
                let c1 = self.builder.build_int_add(c, self.i32c(1), "").e()?;
                let k = self.builder.build_int_mul(key, radix, "").e()?;
                key = self.builder.build_int_add(k, c1, "").e()?;
            }
            let k1 = self.builder.build_int_add(key, self.i32c(1), "").e()?;
            self.builder.build_int_mul(m, k1, "xmp.tref.flag").e()?
        } else {
            m
        };
        self.builder.build_store(pm, m).e()?;
        let myflag = m;
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
        let set = if star {
            let same = self
                .builder
                .build_int_compare(IntPredicate::EQ, f, myflag, "")
                .e()?;
            self.builder.build_and(set, same, "").e()?
        } else {
            set
        };
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

    pub(super) fn x_local_ty(&self, id: u32) -> R<Type> {
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

    /// `LocalElem`: the element at storage indices `idx` (each `global + off_j`) of the view
    /// whose base local is `base`. `access`: the element expression when it is read or
    /// written here (not only its address taken): with `-fxmp-check` it is bounds-checked.
    ///
    /// In the unit-stride path of a loop (and outside the general path of an innermost
    /// axis), the offsets are stripped from the subscripts and the address is one
    /// element-typed GEP per dimension, the innermost last, from the view's folded base (the
    /// address of global index 0, computed once before the nest by `gen_local_loop`), as
    /// clang emits for a C array: `p[i][j][k + 1]` and, one iteration later, `p[i][j][k]` are
    /// the same GEP of the same row pointer, which lets LLVM carry the loaded value into the
    /// next iteration instead of loading it again (byte offsets with the run-time offsets
    /// inside each subscript hid that). The general path of an innermost axis (any step)
    /// keeps the byte offset from the runtime's local address: with a run-time step, LLVM
    /// steps each row pointer of the folded form in its own register and spills them.
    pub(crate) fn local_elem_lv(
        &mut self,
        array: GlobalArrayId,
        base: u32,
        strides: &[u32],
        idx: &'a [Expr],
        ty: &Type,
        access: Option<&Expr>,
    ) -> R<LV<'ctx>> {
        let key = (self.fs()?.xf as *const xmp_ir::xir::Function as usize, base);
        let func = self.fs()?.func;
        let fold = self
            .view_folds
            .get(&key)
            .filter(|f| f.func == func && !self.fs().is_ok_and(|fs| fs.flat_elems))
            .cloned();
        if strides.len() != idx.len() {
            return Err("internal error: view rank".into());
        }
        let i64t = self.ctx.i64_type();
        let lv = |cg: &Self, ptr| LV {
            ptr,
            align: cg.align_of(ty).max(1) as u32,
            bf: None,
            may_alias: false,
            scope: cg.array_scopes.covers(array).then_some(array),
        };
        let Some(fold) = fold else {
            let mut vals = Vec::with_capacity(idx.len());
            for i in idx {
                let v = self.rvalue(i)?.scalar()?.into_int_value();
                vals.push(self.int_resize(v, i64t, true)?);
            }
            if let Some(e) = access {
                self.check_local_elem(array, base, &vals, e)?;
            }
            let mut off = self.i64c(0);
            for (v, s) in vals.into_iter().zip(strides) {
                let st = self.load_i64_local(*s)?;
                let p = self.builder.build_int_nsw_mul(v, st, "").e()?;
                off = self.builder.build_int_nsw_add(off, p, "").e()?;
            }
            let bs = self.local_slot(base)?;
            let b = self
                .builder
                .build_load(self.ptr_ty(), bs.ptr, "base")
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
            return Ok(lv(self, p));
        };
        if fold.offs.len() != idx.len() {
            return Err("internal error: view rank".into());
        }
        let mut globals = Vec::with_capacity(idx.len());
        for (i, o) in idx.iter().zip(&fold.offs) {
            let g = match &i.kind {
                ExprKind::Binary(BinOp::Add, g, off)
                    if matches!(&off.kind, ExprKind::Load { lvalue, .. }
                        if matches!(lvalue.kind, ExprKind::Local(l) if l == *o)) =>
                {
                    let v = self.rvalue(g)?.scalar()?.into_int_value();
                    self.int_resize(v, i64t, true)?
                }
                // Not the form loop-localize makes: back from the storage index.
                _ => {
                    let v = self.rvalue(i)?.scalar()?.into_int_value();
                    let v = self.int_resize(v, i64t, true)?;
                    let off = self.load_i64_local(*o)?;
                    self.builder.build_int_sub(v, off, "").e()?
                }
            };
            globals.push(g);
        }
        if let Some(e) = access {
            if self.fs()?.check_views.contains_key(&base) {
                let mut vals = Vec::with_capacity(globals.len());
                for (g, o) in globals.iter().zip(&fold.offs) {
                    let off = self.load_i64_local(*o)?;
                    vals.push(self.builder.build_int_nsw_add(*g, off, "").e()?);
                }
                self.check_local_elem(array, base, &vals, e)?;
            }
        }
        let mut p = self
            .builder
            .build_load(self.ptr_ty(), fold.slot, "base")
            .e()?
            .into_pointer_value();
        let elem = self.view_elem_ty(array)?;
        for (g, s) in globals.into_iter().zip(strides) {
            let st = self.load_i64_local(*s)?;
            let n = self.builder.build_int_nsw_mul(g, st, "").e()?;
            // Only the element itself is known to be inside the block: no inbounds.
            p = unsafe { self.builder.build_gep(elem, p, &[n], "elem").e()? };
        }
        Ok(lv(self, p))
    }

    /// The type that steps a GEP by one element of global array `id`: the scalar itself
    /// where its LLVM allocation size is the C size, else that many bytes.
    fn view_elem_ty(&self, id: GlobalArrayId) -> R<inkwell::types::BasicTypeEnum<'ctx>> {
        let a = self
            .x
            .xmp
            .arrays
            .get(id as usize)
            .ok_or("internal error: bad global array")?;
        let size = self.size_of(&a.elem)?;
        if matches!(a.elem, Type::Float(_) | Type::Int(_) | Type::Pointer(_)) {
            let t = self.mem_ty(&a.elem)?;
            if self.td.get_abi_size(&t) == size {
                return Ok(t);
            }
        }
        let n = u32::try_from(size).map_err(|_| "element too large".to_string())?;
        Ok(self.ctx.i8_type().array_type(n.max(1)).into())
    }

    /// The stride (in elements) of dimension `dim` of a global array's local block when it
    /// is a compile-time constant: every later dimension has a static extent and constant
    /// shadow widths, and is allocated whole on every node (collapsed, or aligned with a `*`
    /// template dimension: extent + shadows; a full shadow: the extent) or block-distributed
    /// with a static block width (the runtime allocates `min(block, extent)` + shadows on
    /// every node holding part of it, the last node's shorter block padded). The constant
    /// then equals `xmp_rt_array_dim_map`'s stride; on a node holding nothing the runtime's
    /// strides differ, but no iteration runs there.
    /// Constant strides let the rows of a stencil (`p[i+1][j-1][k]`) differ by constant
    /// byte offsets from one base, as in serial C, instead of one base register per row.
    fn view_const_stride(&self, id: GlobalArrayId, dim: usize) -> Option<i64> {
        if self.array_is_dynamic(id) {
            return None;
        }
        let x = self.x;
        let a = x.xmp.arrays.get(id as usize)?;
        let t = x.xmp.templates.get(a.template as usize)?;
        let mut stride: i64 = 1;
        for e in (dim + 1)..a.extents.len() {
            // 0: a run-time extent.
            let n = i64::try_from(*a.extents.get(e)?).ok().filter(|&n| n > 0)?;
            // The elements every node holding any allocates along `e`, shadows aside.
            let held = match a.align.get(e)? {
                AlignAxis::Collapse => n,
                AlignAxis::Template { .. } if t.unfixed => return None,
                AlignAxis::Template { tdim, .. } if self.dim_held_whole(t, *tdim) => n,
                // The runtime allocates a whole block (`xmp_rt` `dist::array_dim`).
                AlignAxis::Template { tdim, .. } => self.static_block(t, *tdim)?.min(n),
            };
            let alloc = match a.shadow.get(e) {
                None => held,
                Some(s) if s.full => n,
                Some(s) => {
                    let lo = i64::try_from(const_of(&s.lo)?).ok()?;
                    let hi = i64::try_from(const_of(&s.hi)?).ok()?;
                    if lo < 0 || hi < 0 {
                        return None;
                    }
                    held.checked_add(lo)?.checked_add(hi)?
                }
            };
            stride = stride.checked_mul(alloc)?;
        }
        Some(stride)
    }

    /// The block width of template dimension `tdim` when it is `block` or `block(n)` with a
    /// compile-time width: `n`, or the ceiling of the template's static extent over the
    /// static extent of its node dimension (the runtime's `Format::Block`).
    fn static_block(&self, t: &xmp_ir::xir::TemplateDef, tdim: u32) -> Option<i64> {
        let d = t.dist.as_ref()?;
        let width = |e: &Expr| i64::try_from(const_of(e)?).ok().filter(|&b| b > 0);
        match d.formats.get(tdim as usize)? {
            DistFormat::Block(Some(b)) => width(b),
            DistFormat::Block(None) => {
                let size = width(&t.dims.get(tdim as usize)?.size)?;
                let ndim = d.formats[..tdim as usize]
                    .iter()
                    .filter(|f| f.is_distributed())
                    .count();
                let np = self
                    .x
                    .xmp
                    .nodes
                    .get(d.onto as usize)?
                    .extents
                    .get(ndim)?
                    .as_ref()
                    .and_then(width)?;
                Some(((size + np - 1) / np).max(1))
            }
            _ => None,
        }
    }

    /// Whether every node holds template dimension `tdim` whole: `*`, or `block` onto a node
    /// dimension of constant extent 1 (`nodes n(1, 1, *)` in real codes, which name every
    /// axis of a 3-D decomposition and set the unused ones to 1). The runtime allocates both
    /// as the extent plus shadows.
    fn dim_held_whole(&self, t: &xmp_ir::xir::TemplateDef, tdim: u32) -> bool {
        let Some(d) = t.dist.as_ref() else {
            return false;
        };
        match d.formats.get(tdim as usize) {
            Some(DistFormat::Star) => true,
            Some(DistFormat::Block(None)) => {
                // Distributed template dimensions take the node dimensions in order.
                let ndim = d.formats[..tdim as usize]
                    .iter()
                    .filter(|f| f.is_distributed())
                    .count();
                self.x
                    .xmp
                    .nodes
                    .get(d.onto as usize)
                    .and_then(|n| n.extents.get(ndim))
                    .and_then(|e| e.as_ref())
                    .and_then(const_of)
                    == Some(1)
            }
            _ => false,
        }
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
            let mut allocs = vec![];
            // sum off_j * stride_j: the elements from the local block's start to global
            // index 0, folded into the view's base below.
            let mut fold = self.i64c(0);
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
                let stride = match self.view_const_stride(v.array, j) {
                    Some(c) => self.i64c(c as u64),
                    None => field(self, 4)?,
                };
                let off = self.builder.build_int_add(goff, sbase, "off").e()?;
                let part = self.builder.build_int_mul(off, stride, "").e()?;
                fold = self.builder.build_int_add(fold, part, "").e()?;
                let os = self.local_slot(*o)?;
                self.builder.build_store(os.ptr, off).e()?;
                let ss = self.local_slot(*s)?;
                self.builder.build_store(ss.ptr, stride).e()?;
                // Unused (no indirect access, no -fxmp-check), the load is dead code.
                allocs.push(field(self, 5)?);
            }
            // The address of global index 0 (see `local_elem_lv`); outside the block on most
            // nodes, so no inbounds.
            let elem = self.view_elem_ty(v.array)?;
            let folded = unsafe {
                self.builder
                    .build_gep(elem, base.into_pointer_value(), &[fold], "view.base")
                    .e()?
            };
            let slot = self.entry_alloca(self.ptr_ty().into(), 8, "view.base")?;
            self.builder.build_store(slot, folded).e()?;
            let key = (
                self.fs()?.xf as *const xmp_ir::xir::Function as usize,
                v.base,
            );
            let func = self.fs()?.func;
            self.view_folds.insert(
                key,
                ViewFold {
                    func,
                    slot,
                    offs: v.offs.clone(),
                },
            );
            self.record_check_view(v.base, h, allocs, v.offs.clone())?;
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
        let caches = self.chunk_caches(template, axes, loc)?;
        self.gen_checked_nest(template, axes, views, &caches, body, loc, &inner, dup_ok)
    }

    /// Whether a loop bound can be evaluated once before the whole nest: an expression without
    /// side effects or volatile accesses that reads none of the nest's loop variables
    /// (`nest`). Reference 6.3.2 evaluates each loop's bounds once, and the axes of a
    /// `LocalLoop` are a tight nest, so such a bound has the same value before the nest as
    /// before the inner loop (`imax - 1` with `static int imax`, the usual style). Operations
    /// that can trap (a division by a non-constant) stay in place: the inner loop might never
    /// have evaluated them.
    pub(super) fn bound_invariant(&self, e: &Expr, nest: &[LocalId]) -> bool {
        match &e.kind {
            ExprKind::IntConst(_) => true,
            ExprKind::Cast(_, x) | ExprKind::Unary(_, x) => self.bound_invariant(x, nest),
            ExprKind::Binary(BinOp::Div | BinOp::Rem, l, r) => {
                matches!(r.kind, ExprKind::IntConst(c) if c != 0) && self.bound_invariant(l, nest)
            }
            ExprKind::Binary(_, l, r) => {
                self.bound_invariant(l, nest) && self.bound_invariant(r, nest)
            }
            ExprKind::Load {
                lvalue,
                volatile: false,
            } => match lvalue.kind {
                ExprKind::Global(g) => self
                    .x
                    .globals
                    .get(g as usize)
                    .is_some_and(|gd| gd.ty.is_integer()),
                ExprKind::Local(l) => !nest.contains(&l),
                _ => false,
            },
            _ => false,
        }
    }

    /// The chunk plan of every inner axis whose bounds are nest-invariant, computed once before
    /// the nest: the runtime's chunk count and chunk 0 (the only one of a block or `*` axis).
    /// Without it each execution of an inner axis (every row of a 3-D nest) calls
    /// `xmp_rt_loop_chunks` and `xmp_rt_loop_chunk`, which cost a fifth of a Himeno sweep.
    fn chunk_caches(
        &mut self,
        template: TemplateId,
        axes: &'a [LoopAxis],
        loc: PointerValue<'ctx>,
    ) -> R<Vec<Option<ChunkCache<'ctx>>>> {
        let i64t = self.ctx.i64_type();
        let mut out = vec![];
        let nest: Vec<LocalId> = axes.iter().map(|a| a.var).collect();
        for (n, a) in axes.iter().enumerate() {
            let ok = n > 0
                && a.ext.is_none()
                && self.bound_invariant(&a.lo, &nest)
                && self.bound_invariant(&a.ub, &nest)
                && matches!(self.x_local_ty(a.var)?, Type::Int(_));
            if !ok {
                out.push(None);
                continue;
            }
            let Type::Int(k) = self.x_local_ty(a.var)? else {
                return Err("internal error: loop variable is not an integer".into());
            };
            let signed = k.is_signed();
            let lo = self.rvalue(&a.lo)?.scalar()?.into_int_value();
            let ub = self.rvalue(&a.ub)?.scalar()?.into_int_value();
            let lo = self.int_resize(lo, i64t, signed)?;
            let ub = self.int_resize(ub, i64t, signed)?;
            let t = self.load_handle(&template_global(template))?;
            let d = self.i32c(a.tdim as i64);
            let st = self.axis_step(a)?;
            let off = self.axis_offset(a)?;
            let nch = self
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
            let b0 = self.entry_alloca(i64t.array_type(3).into(), 8, "chunk0")?;
            let c0 = self.entry_alloca(i64t.into(), 8, "chunk0.n")?;
            self.builder.build_store(c0, self.i64c(0)).e()?;
            let any = self
                .builder
                .build_int_compare(IntPredicate::SGT, nch, self.i64c(0), "")
                .e()?;
            let get = self.new_block("xmp.chunk0.get")?;
            let done = self.new_block("xmp.chunk0.done")?;
            self.builder.build_conditional_branch(any, get, done).e()?;
            self.enter(get);
            let zero = self.i64c(0);
            let c = self
                .rt_call(
                    "xmp_rt_loop_chunk",
                    &[
                        t.into(),
                        d.into(),
                        lo.into(),
                        ub.into(),
                        st.into(),
                        off.into(),
                        zero.into(),
                        b0.into(),
                    ],
                )?
                .ok_or("internal error: loop_chunk")?
                .into_int_value();
            self.builder.build_store(c0, c).e()?;
            self.branch_and_start(done)?;
            out.push(Some(ChunkCache { n: nch, c0, b0 }));
        }
        Ok(out)
    }

    #[allow(clippy::too_many_arguments)]
    pub(super) fn gen_chunked(
        &mut self,
        template: TemplateId,
        axes: &'a [LoopAxis],
        caches: &[Option<ChunkCache<'ctx>>],
        body: &'a xmp_ir::xir::Block,
        loc: PointerValue<'ctx>,
        inner: &[u32],
        dup_ok: bool,
        brk: Option<inkwell::basic_block::BasicBlock<'ctx>>,
    ) -> R<()> {
        let split = std::mem::take(&mut self.omp_xmp_split);
        let Some((a, rest)) = axes.split_first() else {
            return self.gen_loop_body(body, brk);
        };
        let (cache, rest_caches) = match caches.split_first() {
            Some((c, r)) => (*c, r),
            None => (None, caches),
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
        let st = self.axis_step(a)?;
        let off = self.axis_offset(a)?;
        // issue 4: an expand/margin axis asks the _ex entry points with its XmpLoopExt.
        let ext = match &a.ext {
            Some(e) => {
                let i32t = self.ctx.i32_type();
                let sty = self
                    .ctx
                    .struct_type(&[i64t.into(), i64t.into(), i32t.into(), i32t.into()], false);
                let p = self.entry_alloca(sty.into(), 8, "loop.ext")?;
                let vals = [
                    self.i64c(e.lo as u64),
                    self.i64c(e.hi as u64),
                    self.i32c(e.unbound as i64),
                    self.i32c(e.margin as i64),
                ];
                for (k, v) in vals.iter().enumerate() {
                    let f = self.builder.build_struct_gep(sty, p, k as u32, "").e()?;
                    self.builder.build_store(f, *v).e()?;
                }
                Some(p)
            }
            None => None,
        };
        let n = match (cache, ext) {
            (Some(c), _) => Some(c.n.into()),
            (None, Some(p)) => self.rt_call(
                "xmp_rt_loop_chunks_ex",
                &[
                    t.into(),
                    d.into(),
                    lo.into(),
                    ub.into(),
                    st.into(),
                    off.into(),
                    p.into(),
                    loc.into(),
                ],
            )?,
            (None, None) => self.rt_call(
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
            )?,
        }
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
        let (c, b) = if let Some(cc) = cache {
            // Chunk 0 comes from the plan made before the nest; later ones from the runtime.
            let c0 = self
                .builder
                .build_load(i64t, cc.c0, "chunk0.n")
                .e()?
                .into_int_value();
            let from = self
                .builder
                .get_insert_block()
                .ok_or("internal error: no block")?;
            let call = self.new_block("xmp.chunk.call")?;
            let join = self.new_block("xmp.chunk.join")?;
            let is0 = self
                .builder
                .build_int_compare(IntPredicate::EQ, kv, self.i64c(0), "")
                .e()?;
            self.builder.build_conditional_branch(is0, join, call).e()?;
            self.enter(call);
            let t2 = self.load_handle(&template_global(template))?;
            let c1 = self
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
            let call_end = self
                .builder
                .get_insert_block()
                .ok_or("internal error: no block")?;
            self.builder.build_unconditional_branch(join).e()?;
            self.enter(join);
            let cphi = self.builder.build_phi(i64t, "chunk.n").e()?;
            cphi.add_incoming(&[(&c0, from), (&c1, call_end)]);
            let bphi = self.builder.build_phi(self.ptr_ty(), "chunk.b").e()?;
            bphi.add_incoming(&[(&cc.b0, from), (&b, call_end)]);
            (
                cphi.as_basic_value().into_int_value(),
                bphi.as_basic_value().into_pointer_value(),
            )
        } else {
            let t2 = self.load_handle(&template_global(template))?;
            let c = match ext {
                Some(p) => self.rt_call(
                    "xmp_rt_loop_chunk_ex",
                    &[
                        t2.into(),
                        d.into(),
                        lo.into(),
                        ub.into(),
                        st.into(),
                        off.into(),
                        p.into(),
                        kv.into(),
                        b.into(),
                    ],
                )?,
                None => self.rt_call(
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
                )?,
            }
            .ok_or("internal error: loop_chunk")?
            .into_int_value();
            (c, b)
        };
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
        // A hybrid loop's outermost axis: this thread's part of the chunk.
        let (first, c) = if split {
            self.omp_thread_share(first, c, cstep)?
        } else {
            (first, c)
        };
        if rest.is_empty() && a.step == 1 && a.step_var.is_none() && dup_ok {
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
            self.gen_loop_body(body, Some(exit))?;
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
            let back = self.builder.build_unconditional_branch(fhead).e()?;
            if self.fs()?.prefetch_nest {
                crate::prefetch::mark_back_edge(self.ctx, back);
            }
            self.enter(spre);
        }
        self.builder.build_store(mslot, self.i64c(0)).e()?;
        // The variable is a hidden induction of its own type stepped with no-wrap flags (the
        // iterations stay inside [lo, ub]; only the value after the last one may wrap, and it
        // is never used) rather than a truncation of `first + m * cstep`: LLVM then folds the
        // sign extension of `j + 1` into `sext(j) + 1`, so the rows of a stencil differ by
        // constant offsets instead of each needing its own address register.
        let givslot = self.entry_alloca(vt.into(), 8, "xmp.iv")?;
        let g0 = self.int_resize(first, vt, signed)?;
        self.builder.build_store(givslot, g0).e()?;
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
        let iv = self
            .builder
            .build_load(vt, givslot, "iv")
            .e()?
            .into_int_value();
        self.builder.build_store(slot.ptr, iv).e()?;
        let brk = rest.is_empty().then_some(exit);
        let flat = self.fs()?.flat_elems;
        if rest.is_empty() {
            self.fs_mut()?.flat_elems = true;
        }
        self.gen_chunked(template, rest, rest_caches, body, loc, inner, dup_ok, brk)?;
        self.fs_mut()?.flat_elems = flat;
        self.branch_and_start(ilatch)?;
        let m = self
            .builder
            .build_load(i64t, mslot, "m")
            .e()?
            .into_int_value();
        let m1 = self.builder.build_int_add(m, self.i64c(1), "").e()?;
        self.builder.build_store(mslot, m1).e()?;
        let iv = self
            .builder
            .build_load(vt, givslot, "iv")
            .e()?
            .into_int_value();
        let cs = self.int_resize(cstep, vt, signed)?;
        let iv1 = if signed {
            self.builder.build_int_nsw_add(iv, cs, "").e()?
        } else {
            self.builder.build_int_add(iv, cs, "").e()?
        };
        self.builder.build_store(givslot, iv1).e()?;
        let back = self.builder.build_unconditional_branch(ihead).e()?;
        if rest.is_empty() && self.fs()?.prefetch_nest {
            crate::prefetch::mark_back_edge(self.ctx, back);
        }
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

/// The folded base of a localized array view: an entry-block slot of `func` holding the
/// address of the view's global index 0, and the view's offset locals.
#[derive(Clone)]
pub(crate) struct ViewFold<'ctx> {
    pub func: inkwell::values::FunctionValue<'ctx>,
    pub slot: PointerValue<'ctx>,
    pub offs: Vec<LocalId>,
}

/// A nest-invariant axis's chunk plan (see `chunk_caches`): the chunk count, and chunk 0's
/// element count and `[first, last, step]` triple in entry-block slots.
#[derive(Clone, Copy)]
pub(super) struct ChunkCache<'ctx> {
    n: IntValue<'ctx>,
    c0: PointerValue<'ctx>,
    b0: PointerValue<'ctx>,
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
        | StmtKind::Xmp(_)
        | StmtKind::Omp(_) => false,
    }
}
