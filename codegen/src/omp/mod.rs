//! OpenMP constructs as calls into LLVM's OpenMP runtime (`libomp`, the `__kmpc_*` entry points
//! clang uses), so that our objects interoperate with clang-built OpenMP code.
//!
//! A parallel region is outlined into `void .omp_outlined.N(i32 *gtid, i32 *btid, ptr *ctx)`
//! started by `__kmpc_fork_call`. `ctx` holds the address of every local of the enclosing
//! function that exists outside the region (so the region shares them); the region's own
//! locals (its declarations and private copies) get fresh stack slots in the outlined function.
//! Worksharing loops run over the logical iteration space `0..N` (the product of the trip
//! counts of the collapsed loops) with the runtime's 64-bit unsigned scheduling entry points.

mod copyprivate;
mod loops;
mod reduce;
mod task;

use inkwell::module::Linkage as LLinkage;
use inkwell::types::{BasicMetadataTypeEnum, BasicTypeEnum};
use inkwell::values::BasicValue;
use inkwell::values::{BasicMetadataValueEnum, FunctionValue, GlobalValue, IntValue, PointerValue};
use inkwell::AtomicOrdering;
use xmp_ir::omp::{OmpAtomic, OmpData, OmpStmt};
use xmp_ir::xir::{Block, Span};

use crate::cg::{Cg, Ex, FnState, LocalSlot, R};

/// The signature of a runtime entry point: `(name, returns i32, parameter kinds, variadic)`.
/// Parameter kinds: `p` pointer, `i` i32, `l` i64.
const KMPC: &[(&str, bool, &str, bool)] = &[
    ("__kmpc_global_thread_num", true, "p", false),
    ("__kmpc_fork_call", false, "pip", true),
    ("__kmpc_push_num_threads", false, "pii", false),
    ("__kmpc_serialized_parallel", false, "pi", false),
    ("__kmpc_end_serialized_parallel", false, "pi", false),
    ("__kmpc_barrier", false, "pi", false),
    ("__kmpc_critical", false, "pip", false),
    ("__kmpc_end_critical", false, "pip", false),
    ("__kmpc_single", true, "pi", false),
    ("__kmpc_end_single", false, "pi", false),
    ("__kmpc_master", true, "pi", false),
    ("__kmpc_end_master", false, "pi", false),
    ("__kmpc_flush", false, "p", false),
    ("__kmpc_omp_taskwait", true, "pi", false),
    ("__kmpc_omp_taskyield", true, "pii", false),
    ("__kmpc_for_static_init_8u", false, "piippppll", false),
    ("__kmpc_for_static_fini", false, "pi", false),
    ("__kmpc_dispatch_init_8u", false, "piillll", false),
    ("__kmpc_dispatch_next_8u", true, "pipppp", false),
    ("__kmpc_dispatch_fini_8u", false, "pi", false),
    ("__kmpc_dispatch_deinit", false, "pi", false),
    ("__kmpc_ordered", false, "pi", false),
    ("__kmpc_push_proc_bind", false, "pii", false),
    ("__kmpc_copyprivate", false, "pilppi", false),
    ("__kmpc_end_ordered", false, "pi", false),
];

/// What [`Cg::begin_outlined`] saved of the enclosing function's generation.
pub(super) struct OutlineSave<'ctx> {
    block: Option<inkwell::basic_block::BasicBlock<'ctx>>,
    loc: Option<inkwell::debug_info::DILocation<'ctx>>,
    dbg: Option<(Option<inkwell::debug_info::DISubprogram<'ctx>>, u32)>,
}

impl<'ctx, 'a> Cg<'ctx, 'a> {
    /// The runtime entry point `name`, declared on first use.
    fn kmpc(&self, name: &str) -> R<FunctionValue<'ctx>> {
        if let Some(f) = self.module.get_function(name) {
            return Ok(f);
        }
        let &(_, ret, params, variadic) = KMPC
            .iter()
            .find(|k| k.0 == name)
            .ok_or_else(|| format!("internal error: no OpenMP entry point '{name}'"))?;
        let ps: Vec<BasicMetadataTypeEnum<'ctx>> = params
            .chars()
            .map(|c| -> BasicMetadataTypeEnum<'ctx> {
                match c {
                    'p' => self.ptr_ty().into(),
                    'i' => self.ctx.i32_type().into(),
                    _ => self.ctx.i64_type().into(),
                }
            })
            .collect();
        let ft = if ret {
            self.ctx.i32_type().fn_type(&ps, variadic)
        } else {
            self.ctx.void_type().fn_type(&ps, variadic)
        };
        Ok(self.module.add_function(name, ft, None))
    }

    fn kcall(
        &self,
        name: &str,
        args: &[BasicMetadataValueEnum<'ctx>],
    ) -> R<Option<IntValue<'ctx>>> {
        let f = self.kmpc(name)?;
        let c = self.builder.build_call(f, args, "").e()?;
        Ok(c.try_as_basic_value().basic().map(|v| v.into_int_value()))
    }

    /// The source location record (`ident_t`) the runtime takes: one per module.
    fn ident(&mut self) -> R<PointerValue<'ctx>> {
        if let Some(g) = self.module.get_global(".omp.ident") {
            return Ok(g.as_pointer_value());
        }
        let i32t = self.ctx.i32_type();
        let text = b";unknown;unknown;0;0;;";
        let s = self.ctx.const_string(text, true);
        let sg = self.module.add_global(s.get_type(), None, ".omp.psource");
        sg.set_initializer(&s);
        sg.set_linkage(LLinkage::Private);
        sg.set_constant(true);
        let st = self.ctx.struct_type(
            &[
                i32t.into(),
                i32t.into(),
                i32t.into(),
                i32t.into(),
                self.ptr_ty().into(),
            ],
            false,
        );
        let v = st.const_named_struct(&[
            i32t.const_zero().into(),
            // KMP_IDENT_KMPC
            i32t.const_int(2, false).into(),
            i32t.const_zero().into(),
            i32t.const_int(22, false).into(),
            sg.as_pointer_value().into(),
        ]);
        let g = self.module.add_global(st, None, ".omp.ident");
        g.set_initializer(&v);
        g.set_linkage(LLinkage::Private);
        g.set_constant(true);
        Ok(g.as_pointer_value())
    }

    fn gtid(&mut self) -> R<IntValue<'ctx>> {
        if let Some(g) = self.omp_gtid {
            return Ok(g);
        }
        let id = self.ident()?;
        self.kcall("__kmpc_global_thread_num", &[id.into()])?
            .ok_or_else(|| "internal error: __kmpc_global_thread_num has no value".to_string())
    }

    /// The lock of a named critical section (clang's name, so clang-built code shares it).
    fn critical_lock(&self, name: &str) -> GlobalValue<'ctx> {
        let sym = format!(".gomp_critical_user_{name}.var");
        if let Some(g) = self.module.get_global(&sym) {
            return g;
        }
        let t = self.ctx.i32_type().array_type(8);
        let g = self.module.add_global(t, None, &sym);
        g.set_initializer(&t.const_zero());
        g.set_linkage(LLinkage::Common);
        g.set_alignment(8);
        g
    }

    fn critical(&mut self, name: &str, gtid: IntValue<'ctx>, enter: bool) -> R<()> {
        let id = self.ident()?;
        let lock = self.critical_lock(name).as_pointer_value();
        let f = if enter {
            "__kmpc_critical"
        } else {
            "__kmpc_end_critical"
        };
        self.kcall(f, &[id.into(), gtid.into(), lock.into()])?;
        Ok(())
    }

    /// Tells the XMP runtime that the thread enters (`delta` 1) or leaves (-1) the body of a
    /// `single` or `critical`, where any thread may execute XMP constructs (issue 17). The
    /// function is a weak reference, called only when the runtime is linked, so that OpenMP
    /// programs without XMP code link as clang's do.
    fn xmp_exempt(&mut self, delta: i32) -> R<()> {
        const NAME: &str = "xmp_rt_omp_exempt";
        let f = match self.module.get_function(NAME) {
            Some(f) => f,
            None => {
                let i32t = self.ctx.i32_type();
                let ft = self.ctx.void_type().fn_type(&[i32t.into()], false);
                self.module
                    .add_function(NAME, ft, Some(LLinkage::ExternalWeak))
            }
        };
        let linked = self
            .builder
            .build_is_not_null(f.as_global_value().as_pointer_value(), "")
            .e()?;
        let d = self.ctx.i32_type().const_int(delta as i64 as u64, true);
        self.omp_if(linked, &mut |cg| {
            cg.builder.build_call(f, &[d.into()], "").e()?;
            Ok(())
        })
    }

    fn barrier(&mut self, gtid: IntValue<'ctx>) -> R<()> {
        let id = self.ident()?;
        self.kcall("__kmpc_barrier", &[id.into(), gtid.into()])?;
        Ok(())
    }

    /// The private copies' set-up.
    fn omp_data_init(&mut self, d: &'a OmpData) -> R<()> {
        for p in &d.privates {
            // The copy is the variable as the thread sees it.
            self.declare_local(p.local)?;
            if let Some(e) = &p.init {
                self.rvalue(e)?;
            }
        }
        Ok(())
    }

    /// Reductions: through the runtime's reduction, else each thread combines its copies into
    /// the originals, one at a time.
    fn omp_data_combine(&mut self, d: &'a OmpData, gtid: IntValue<'ctx>) -> R<()> {
        if !d.has_reduction() || self.omp_reduce(d, gtid)? {
            return Ok(());
        }
        self.critical(".reduction", gtid, true)?;
        for p in &d.privates {
            if let Some(e) = &p.combine {
                self.rvalue(e)?;
            }
        }
        self.critical(".reduction", gtid, false)
    }

    /// Lastprivate copy-out, run when `last` (an `i32`) is nonzero.
    fn omp_data_last(
        &mut self,
        d: &'a OmpData,
        last: IntValue<'ctx>,
        finals: &[(u32, IntValue<'ctx>)],
    ) -> R<()> {
        if !d.has_lastprivate() {
            return Ok(());
        }
        let yes = self.new_block("omp.lastprivate")?;
        let done = self.new_block("omp.lastprivate.done")?;
        let c = self
            .builder
            .build_int_compare(
                inkwell::IntPredicate::NE,
                last,
                last.get_type().const_zero(),
                "",
            )
            .e()?;
        self.builder.build_conditional_branch(c, yes, done).e()?;
        self.enter(yes);
        for (iv, v) in finals {
            let slot = self.local_slot(*iv)?;
            self.builder.build_store(slot.ptr, *v).e()?;
        }
        for p in &d.privates {
            if let Some(e) = &p.last {
                self.rvalue(e)?;
            }
        }
        self.branch_and_start(done)
    }

    /// Runs `body` when `cond` (an `i32`) is nonzero.
    fn omp_if(&mut self, cond: IntValue<'ctx>, body: &mut dyn FnMut(&mut Self) -> R<()>) -> R<()> {
        let yes = self.new_block("omp.if.then")?;
        let done = self.new_block("omp.if.end")?;
        let c = self
            .builder
            .build_int_compare(
                inkwell::IntPredicate::NE,
                cond,
                cond.get_type().const_zero(),
                "",
            )
            .e()?;
        self.builder.build_conditional_branch(c, yes, done).e()?;
        self.enter(yes);
        body(self)?;
        self.branch_and_start(done)
    }

    pub(crate) fn gen_omp(&mut self, s: &'a OmpStmt, span: Span) -> R<()> {
        match s {
            OmpStmt::Parallel {
                num_threads,
                if_cond,
                first_local,
                end_local: _,
                private,
                data,
                body,
            } => self.omp_parallel(
                num_threads.as_ref(),
                if_cond.as_ref(),
                (*first_local, private),
                data,
                body,
                span,
            ),
            OmpStmt::XmpLoop(body) => {
                self.omp_xmp_split = true;
                let r = self.gen_block(body);
                self.omp_xmp_split = false;
                r
            }
            OmpStmt::For {
                loops,
                schedule,
                chunk,
                nowait,
                simd_only,
                ordered,
                monotonic,
                simd,
                data,
                body,
            } => self.omp_for(
                loops,
                (*schedule, *monotonic),
                chunk.as_ref(),
                (*nowait, *simd_only, *ordered, *simd),
                data,
                body,
            ),
            OmpStmt::Sections {
                sections,
                nowait,
                data,
            } => self.omp_sections(sections, *nowait, data),
            OmpStmt::Single {
                nowait,
                data,
                body,
                copyprivate,
            } if !copyprivate.is_empty() => {
                let _ = nowait;
                self.omp_single_copyprivate(data, body, copyprivate)
            }
            OmpStmt::Single {
                nowait, data, body, ..
            } => {
                let gtid = self.gtid()?;
                let id = self.ident()?;
                let r = self
                    .kcall("__kmpc_single", &[id.into(), gtid.into()])?
                    .ok_or("internal error: __kmpc_single has no value")?;
                self.omp_if(r, &mut |cg| {
                    cg.omp_data_init(data)?;
                    cg.xmp_exempt(1)?;
                    cg.gen_block(body)?;
                    cg.xmp_exempt(-1)?;
                    cg.kcall("__kmpc_end_single", &[id.into(), gtid.into()])?;
                    Ok(())
                })?;
                if !*nowait {
                    self.barrier(gtid)?;
                }
                Ok(())
            }
            OmpStmt::Master(body) => {
                let gtid = self.gtid()?;
                let id = self.ident()?;
                let r = self
                    .kcall("__kmpc_master", &[id.into(), gtid.into()])?
                    .ok_or("internal error: __kmpc_master has no value")?;
                self.omp_if(r, &mut |cg| {
                    cg.gen_block(body)?;
                    cg.kcall("__kmpc_end_master", &[id.into(), gtid.into()])?;
                    Ok(())
                })
            }
            OmpStmt::Critical { name, body } => {
                let gtid = self.gtid()?;
                self.critical(name, gtid, true)?;
                self.xmp_exempt(1)?;
                self.gen_block(body)?;
                self.xmp_exempt(-1)?;
                self.critical(name, gtid, false)
            }
            OmpStmt::Barrier => {
                let gtid = self.gtid()?;
                self.barrier(gtid)
            }
            OmpStmt::Flush => {
                let id = self.ident()?;
                self.kcall("__kmpc_flush", &[id.into()])?;
                Ok(())
            }
            OmpStmt::Taskwait => {
                let gtid = self.gtid()?;
                let id = self.ident()?;
                self.kcall("__kmpc_omp_taskwait", &[id.into(), gtid.into()])?;
                Ok(())
            }
            OmpStmt::Taskyield => {
                let gtid = self.gtid()?;
                let id = self.ident()?;
                let zero = self.ctx.i32_type().const_zero();
                self.kcall(
                    "__kmpc_omp_taskyield",
                    &[id.into(), gtid.into(), zero.into()],
                )?;
                Ok(())
            }
            OmpStmt::Task(t) => self.omp_task(t, span),
            OmpStmt::PushProcBind(k) => {
                let gtid = self.gtid()?;
                let id = self.ident()?;
                let k = self.ctx.i32_type().const_int(*k as u64, false);
                self.kcall("__kmpc_push_proc_bind", &[id.into(), gtid.into(), k.into()])?;
                Ok(())
            }
            OmpStmt::Ordered(body) => {
                let gtid = self.gtid()?;
                let id = self.ident()?;
                self.kcall("__kmpc_ordered", &[id.into(), gtid.into()])?;
                self.gen_block(body)?;
                self.kcall("__kmpc_end_ordered", &[id.into(), gtid.into()])?;
                Ok(())
            }
            OmpStmt::Taskgroup(body) => self.omp_taskgroup(body),
            OmpStmt::Atomic(a) => self.omp_atomic(a),
        }
    }

    fn omp_parallel(
        &mut self,
        num_threads: Option<&'a xmp_ir::xir::Expr>,
        if_cond: Option<&'a xmp_ir::xir::Expr>,
        own: (u32, &'a [u32]),
        data: &'a OmpData,
        body: &'a Block,
        span: Span,
    ) -> R<()> {
        // The shared locals: every slot of the enclosing function declared before the region,
        // except those the region privatises. Locals made after it (the region's own, and
        // those passes add for constructs inside it) are the outlined function's.
        let slots: Vec<(usize, LocalSlot<'ctx>)> = self
            .fs()?
            .locals
            .iter()
            .enumerate()
            .filter(|(i, _)| *i < own.0 as usize && !own.1.contains(&(*i as u32)))
            .filter_map(|(i, s)| s.map(|s| (i, s)))
            .collect();
        let n = slots.len().max(1) as u32;
        let ctx_ty = self.ptr_ty().array_type(n);
        let ctx_arr = self.entry_alloca(ctx_ty.into(), 8, "omp.ctx")?;
        for (k, (_, s)) in slots.iter().enumerate() {
            let p = unsafe {
                self.builder
                    .build_in_bounds_gep(ctx_ty, ctx_arr, &[self.i64c(0), self.i64c(k as u64)], "")
                    .e()?
            };
            self.builder.build_store(p, s.ptr).e()?;
        }
        let outlined = self.outline(&slots, ctx_ty, data, body, span)?;
        self.set_loc(span);
        let id = self.ident()?;
        let gtid = self.gtid()?;
        if let Some(nt) = num_threads {
            let v = self.rvalue(nt)?.scalar()?.into_int_value();
            self.kcall(
                "__kmpc_push_num_threads",
                &[id.into(), gtid.into(), v.into()],
            )?;
        }
        let one = self.ctx.i32_type().const_int(1, false);
        let fork = |cg: &mut Self| -> R<()> {
            cg.kcall(
                "__kmpc_fork_call",
                &[
                    id.into(),
                    one.into(),
                    outlined.as_global_value().as_pointer_value().into(),
                    ctx_arr.into(),
                ],
            )?;
            Ok(())
        };
        match if_cond {
            None => fork(self),
            Some(c) => {
                // `if(false)`: the encountering thread runs the region as a team of one.
                let yes = self.new_block("omp.if.parallel")?;
                let no = self.new_block("omp.if.serial")?;
                let done = self.new_block("omp.if.done")?;
                self.branch_on(c, yes, no)?;
                self.enter(yes);
                fork(self)?;
                self.builder.build_unconditional_branch(done).e()?;
                self.enter(no);
                self.kcall("__kmpc_serialized_parallel", &[id.into(), gtid.into()])?;
                let i32t = self.ctx.i32_type();
                let gslot = self.entry_alloca(i32t.into(), 4, "omp.gtid")?;
                let zslot = self.entry_alloca(i32t.into(), 4, "omp.zero")?;
                self.builder.build_store(gslot, gtid).e()?;
                self.builder.build_store(zslot, i32t.const_zero()).e()?;
                self.builder
                    .build_call(outlined, &[gslot.into(), zslot.into(), ctx_arr.into()], "")
                    .e()?;
                self.kcall("__kmpc_end_serialized_parallel", &[id.into(), gtid.into()])?;
                self.branch_and_start(done)
            }
        }
    }

    /// A new internal function `PREFIX.<enclosing function>.<n>` of type `ft` for code
    /// outlined from the current function (a parallel region, a task, a reduction merge), with
    /// the enclosing function's attributes (target features, frame pointer, optnone).
    pub(super) fn outlined_function(
        &mut self,
        prefix: &str,
        ft: inkwell::types::FunctionType<'ctx>,
    ) -> R<FunctionValue<'ctx>> {
        let parent = self.fs()?.func;
        let name = format!(
            "{prefix}.{}.{}",
            parent.get_name().to_string_lossy(),
            self.anon_counter
        );
        self.anon_counter += 1;
        let f = self
            .module
            .add_function(&name, ft, Some(LLinkage::Internal));
        let fa = inkwell::attributes::AttributeLoc::Function;
        for a in parent.attributes(fa) {
            f.add_attribute(fa, a);
        }
        Ok(f)
    }

    /// Starts generating function `f`, outlined from code at `span` of the function being
    /// generated: the builder at the end of a new entry block of `f`, whose instructions take
    /// no location of the enclosing function, and the debug subprogram of `f`. Returns the
    /// entry block and what [`Cg::end_outlined`] restores.
    pub(super) fn begin_outlined(
        &mut self,
        f: FunctionValue<'ctx>,
        span: Span,
    ) -> R<(inkwell::basic_block::BasicBlock<'ctx>, OutlineSave<'ctx>)> {
        let block = self.builder.get_insert_block();
        let loc = self.builder.get_current_debug_location();
        let xf = self.fs()?.xf;
        let entry = self.ctx.append_basic_block(f, "entry");
        self.builder.unset_current_debug_location();
        self.builder.position_at_end(entry);
        let dbg = match self.dbg.as_mut() {
            Some(d) => Some(d.begin_outlined(self.x, f, xf, span)),
            None => None,
        };
        Ok((entry, OutlineSave { block, loc, dbg }))
    }

    /// Back to the enclosing function after [`Cg::begin_outlined`]: its debug scope, block and
    /// location.
    pub(super) fn end_outlined(&mut self, save: OutlineSave<'ctx>) {
        if let (Some(d), Some(s)) = (self.dbg.as_mut(), save.dbg) {
            d.restore(s);
        }
        if let Some(b) = save.block {
            self.builder.position_at_end(b);
        }
        match save.loc {
            Some(l) => self.builder.set_current_debug_location(l),
            None => self.builder.unset_current_debug_location(),
        }
    }

    /// From the builder's position at the end of the entry block of `f`: a new body block the
    /// entry branches to, and a builder placing allocas before that branch.
    pub(super) fn entry_to_body(
        &mut self,
        f: FunctionValue<'ctx>,
    ) -> R<(
        inkwell::basic_block::BasicBlock<'ctx>,
        inkwell::builder::Builder<'ctx>,
    )> {
        let body = self.ctx.append_basic_block(f, "body");
        let br = self.builder.build_unconditional_branch(body).e()?;
        let alloca_builder = self.ctx.create_builder();
        alloca_builder.position_before(&br);
        Ok((body, alloca_builder))
    }

    /// The outlined function of a parallel region.
    fn outline(
        &mut self,
        slots: &[(usize, LocalSlot<'ctx>)],
        ctx_ty: inkwell::types::ArrayType<'ctx>,
        data: &'a OmpData,
        body: &'a Block,
        span: Span,
    ) -> R<FunctionValue<'ctx>> {
        let p = self.ptr_ty();
        let ft = self
            .ctx
            .void_type()
            .fn_type(&[p.into(), p.into(), p.into()], false);
        let f = self.outlined_function(".omp_outlined", ft)?;
        let xf = self.fs()?.xf;
        let abi = self.fs()?.abi.clone();
        let (entry, save) = self.begin_outlined(f, span)?;
        let (body_bb, alloca_builder) = self.entry_to_body(f)?;
        let mut fs = FnState::new(f, xf, abi, alloca_builder, vec![None; xf.locals.len()]);
        // Shared locals: their addresses from the context.
        let ctx_arg = f
            .get_nth_param(2)
            .ok_or("internal error: outlined function without context")?
            .into_pointer_value();
        for (k, (i, s)) in slots.iter().enumerate() {
            let gp = unsafe {
                fs.alloca_builder
                    .build_in_bounds_gep(ctx_ty, ctx_arg, &[self.i64c(0), self.i64c(k as u64)], "")
                    .e()?
            };
            let v = fs.alloca_builder.build_load(p, gp, "").e()?;
            fs.locals[*i] = Some(LocalSlot {
                ptr: v.into_pointer_value(),
                align: s.align,
            });
        }
        let gtid_arg = f
            .get_nth_param(0)
            .ok_or("internal error: outlined function without thread id")?
            .into_pointer_value();
        let gtid = fs
            .alloca_builder
            .build_load(self.ctx.i32_type(), gtid_arg, "omp.gtid")
            .e()?
            .into_int_value();
        let saved_gtid = self.omp_gtid.replace(gtid);
        let saved_fs = self.f.replace(fs);
        let r = (|| -> R<()> {
            // The region's own locals (the shared ones have their slots from the context).
            self.alloc_locals(0..xf.locals.len())?;
            self.builder.position_at_end(body_bb);
            self.set_loc(span);
            self.omp_data_init(data)?;
            self.gen_block(body)?;
            if !self.terminated() && data.has_reduction() {
                let gtid = self.gtid()?;
                self.omp_data_combine(data, gtid)?;
            }
            self.finish_void(f, entry)
        })();
        let fs = std::mem::replace(&mut self.f, saved_fs);
        // As in a whole function: updates of an XMP reduction accumulator (here also a thread's
        // copy of it in a hybrid loop) may be reassociated, which lets the loop vectorise.
        if let (Ok(()), Some(fs)) = (&r, &fs) {
            for (id, l) in xf.locals.iter().enumerate() {
                if let (Some(op), Some(Some(slot))) = (l.reduction, fs.locals.get(id)) {
                    crate::reassoc::mark_updates(slot.ptr, op);
                }
            }
        }
        drop(fs);
        self.omp_gtid = saved_gtid;
        self.end_outlined(save);
        r?;
        Ok(f)
    }

    /// This thread's part `[first', first' + c')` of a chunk of `c` iterations starting at
    /// `first` with step `cstep` (all `i64`): a static block of the team's threads.
    pub(crate) fn omp_thread_share(
        &mut self,
        first: IntValue<'ctx>,
        c: IntValue<'ctx>,
        cstep: IntValue<'ctx>,
    ) -> R<(IntValue<'ctx>, IntValue<'ctx>)> {
        let (tid, nt) = self.omp_team()?;
        let b = &self.builder;
        let lo = b.build_int_mul(c, tid, "").e()?;
        let lo = b.build_int_signed_div(lo, nt, "").e()?;
        let tid1 = b
            .build_int_add(tid, tid.get_type().const_int(1, false), "")
            .e()?;
        let hi = b.build_int_mul(c, tid1, "").e()?;
        let hi = b.build_int_signed_div(hi, nt, "").e()?;
        let off = b.build_int_mul(lo, cstep, "").e()?;
        let first = b.build_int_add(first, off, "omp.first").e()?;
        let c = b.build_int_sub(hi, lo, "omp.count").e()?;
        Ok((first, c))
    }

    /// The calling thread's number and the team size, as `i64`.
    pub(crate) fn omp_team(&mut self) -> R<(IntValue<'ctx>, IntValue<'ctx>)> {
        let i64t = self.ctx.i64_type();
        let get = |name: &str| -> R<IntValue<'ctx>> {
            let f = match self.module.get_function(name) {
                Some(f) => f,
                None => {
                    self.module
                        .add_function(name, self.ctx.i32_type().fn_type(&[], false), None)
                }
            };
            let v = self
                .builder
                .build_call(f, &[], "")
                .e()?
                .try_as_basic_value()
                .basic()
                .ok_or("internal error: omp_get_* has no value")?
                .into_int_value();
            self.builder.build_int_s_extend(v, i64t, "").e()
        };
        let tid = get("omp_get_thread_num")?;
        let nt = get("omp_get_num_threads")?;
        Ok((tid, nt))
    }

    /// Ends every open block of a `void` function with `ret void`, dropping empty blocks that
    /// nothing jumps to.
    fn finish_void(
        &mut self,
        f: FunctionValue<'ctx>,
        entry: inkwell::basic_block::BasicBlock<'ctx>,
    ) -> R<()> {
        self.close_blocks(f, entry, |cg| {
            cg.builder.build_return(None).e()?;
            Ok(())
        })
    }

    fn omp_atomic(&mut self, a: &'a OmpAtomic) -> R<()> {
        let addr = self.rvalue(&a.addr)?.scalar()?.into_pointer_value();
        let ty = self.mem_ty(&a.ty)?;
        let align = self.align_of(&a.ty) as u32;
        let old = self.local_slot(a.old)?;
        let new = self.local_slot(a.new)?;
        let ord = AtomicOrdering::Monotonic;
        // cmpxchg works on integers and pointers: floats go through an integer of their size.
        let ity: BasicTypeEnum<'ctx> = if ty.is_float_type() {
            self.ctx
                .custom_width_int_type(
                    std::num::NonZeroU32::new(self.size_of(&a.ty)? as u32 * 8)
                        .ok_or("internal error: atomic on an empty type")?,
                )
                .map_err(|e| e.to_string())?
                .into()
        } else {
            ty
        };
        let load =
            |cg: &Self, t: BasicTypeEnum<'ctx>| -> R<inkwell::values::BasicValueEnum<'ctx>> {
                let v = cg.builder.build_load(t, addr, "omp.atomic.load").e()?;
                if let Some(i) = v.as_instruction_value() {
                    i.set_atomic_ordering(ord).map_err(|e| e.to_string())?;
                    i.set_alignment(align).map_err(|e| e.to_string())?;
                }
                Ok(v)
            };
        match (&a.value, a.update) {
            (None, _) => {
                let v = load(self, ty)?;
                self.builder.build_store(old.ptr, v).e()?;
            }
            (Some(v), false) => {
                let v = self.rvalue(v)?.scalar()?;
                let v = self.to_mem(v, &a.ty)?;
                let st = self.builder.build_store(addr, v).e()?;
                st.set_atomic_ordering(ord).map_err(|e| e.to_string())?;
                st.set_alignment(align).map_err(|e| e.to_string())?;
                self.builder.build_store(new.ptr, v).e()?;
            }
            (Some(v), true) => {
                let first = load(self, ity)?;
                let pre = self
                    .builder
                    .get_insert_block()
                    .ok_or("internal error: no block")?;
                let retry = self.new_block("omp.atomic.cont")?;
                let done = self.new_block("omp.atomic.exit")?;
                self.builder.build_unconditional_branch(retry).e()?;
                self.enter(retry);
                let phi = self.builder.build_phi(ity, "omp.atomic.cur").e()?;
                phi.add_incoming(&[(&first, pre)]);
                let cur = phi.as_basic_value();
                self.builder.build_store(old.ptr, cur).e()?;
                let nv = self.rvalue(v)?.scalar()?;
                let nv = self.to_mem(nv, &a.ty)?;
                self.builder.build_store(new.ptr, nv).e()?;
                let nvi = self.builder.build_load(ity, new.ptr, "").e()?;
                let r = self.builder.build_cmpxchg(addr, cur, nvi, ord, ord).e()?;
                let prev = self.builder.build_extract_value(r, 0, "").e()?;
                let ok = self
                    .builder
                    .build_extract_value(r, 1, "")
                    .e()?
                    .into_int_value();
                let here = self
                    .builder
                    .get_insert_block()
                    .ok_or("internal error: no block")?;
                phi.add_incoming(&[(&prev, here)]);
                self.builder.build_conditional_branch(ok, done, retry).e()?;
                self.enter(done);
            }
        }
        if let Some(e) = &a.after {
            self.rvalue(e)?;
        }
        Ok(())
    }
}
