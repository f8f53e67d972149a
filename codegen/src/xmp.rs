//! XMP statements (issue 3) to calls of libxmp-rt, declared from `xmp_abi::ENTRY_POINTS` (the one
//! source of truth for their signatures), and the program-level pieces of an XMP program: the
//! real `main` that runs the user's through `xmp_rt_main`, and the node sets of file-scope
//! `nodes` declarations.
//!
//! Node-set handles: a file-scope node array lives in an internal global filled by an internal
//! function `.xmp.nodes.init.N` (idempotent; the `main` wrapper calls every one at start-up, in
//! declaration order, and every use calls it too, so units without `main` work as well). A
//! block-scope one lives in its hidden handle local, set where the declaration is reached. A
//! section (`p[1:2]`) is made before the construct that uses it and freed right after.

use inkwell::module::Linkage as LLinkage;
use inkwell::types::{BasicMetadataTypeEnum, BasicType, BasicTypeEnum};
use inkwell::values::{BasicMetadataValueEnum, FunctionValue, IntValue, PointerValue};
use inkwell::IntPredicate;
use xmp_abi::{AbiType, DType, ReduceOp, SUB_INDEX, SUB_STAR, SUB_TRIPLET};
use xmp_ir::types::{FloatKind, IntKind, Type};
use xmp_ir::xir::{
    Expr, ExprKind, NodeRef, NodeSet, NodeSub, NodesId, NodesParent, Span, TemplateId, XmpReduceOp,
    XmpStmt,
};

use crate::cg::{Cg, Ex, R};
pub(crate) use check::CheckView;
pub(crate) use debug_view::{VIEW_DIM, VIEW_HEADER};
pub(crate) use map::ViewFold;

mod check;
mod comm; // issue 5
mod debug_view;
mod gmove; // issue 5 (gmove)
mod library; // issue 5 (transformational procedures)
mod map;
// issue 6: coarrays
mod coarray;
mod tasklet; // tasklets (reference 15, an extension)

/// A subscript with its operands evaluated.
enum SubVal<'ctx> {
    Index(IntValue<'ctx>),
    Triplet {
        lo: IntValue<'ctx>,
        len: Option<IntValue<'ctx>>,
        step: IntValue<'ctx>,
    },
    Star,
}

/// The runtime's element-type code of a C arithmetic type.
fn dtype_of(t: &Type) -> Option<DType> {
    Some(match t {
        Type::Int(k) => match k {
            IntKind::Bool => DType::Bool,
            // The runtime's `Char` is signed; `-funsigned-char` makes plain char unsigned.
            IntKind::Char if !k.is_signed() => DType::UChar,
            IntKind::Char => DType::Char,
            IntKind::SChar => DType::SChar,
            IntKind::UChar => DType::UChar,
            IntKind::Short => DType::Short,
            IntKind::UShort => DType::UShort,
            IntKind::Int => DType::Int,
            IntKind::UInt => DType::UInt,
            IntKind::Long => DType::Long,
            IntKind::ULong => DType::ULong,
            IntKind::LongLong => DType::LongLong,
            IntKind::ULongLong => DType::ULongLong,
            IntKind::Int128 | IntKind::UInt128 => return None,
        },
        Type::Float(FloatKind::Float) => DType::Float,
        Type::Float(FloatKind::Double) => DType::Double,
        Type::Float(FloatKind::LongDouble) => DType::LongDouble,
        Type::Complex(FloatKind::Float) => DType::FloatComplex,
        Type::Complex(FloatKind::Double) => DType::DoubleComplex,
        Type::Complex(FloatKind::LongDouble) => DType::LongDoubleComplex,
        _ => return None,
    })
}

fn op_of(op: XmpReduceOp) -> ReduceOp {
    match op {
        XmpReduceOp::Sum => ReduceOp::Sum,
        XmpReduceOp::Prod => ReduceOp::Prod,
        XmpReduceOp::BitAnd => ReduceOp::BitAnd,
        XmpReduceOp::BitOr => ReduceOp::BitOr,
        XmpReduceOp::BitXor => ReduceOp::BitXor,
        XmpReduceOp::LogAnd => ReduceOp::LogAnd,
        XmpReduceOp::LogOr => ReduceOp::LogOr,
        XmpReduceOp::Max => ReduceOp::Max,
        XmpReduceOp::Min => ReduceOp::Min,
    }
}

fn const_of(e: &Expr) -> Option<i128> {
    match e.kind {
        ExprKind::IntConst(v) => Some(v),
        _ => None,
    }
}

impl<'ctx, 'a> Cg<'ctx, 'a> {
    /// The runtime function `name`, declared with its `ENTRY_POINTS` signature.
    fn rt(&self, name: &str) -> R<FunctionValue<'ctx>> {
        if let Some(f) = self.module.get_function(name) {
            return Ok(f);
        }
        let ep = xmp_abi::entry_point(name)
            .ok_or_else(|| format!("internal error: no runtime entry point '{name}'"))?;
        let basic = |t: AbiType| -> Option<BasicTypeEnum<'ctx>> {
            Some(match t {
                AbiType::Void => return None,
                AbiType::I32 => self.ctx.i32_type().into(),
                AbiType::I64 | AbiType::Size => self.ctx.i64_type().into(),
                AbiType::F64 => self.ctx.f64_type().into(),
                AbiType::Ptr => self.ptr_ty().into(),
            })
        };
        let params: Vec<BasicMetadataTypeEnum<'ctx>> = ep
            .params
            .iter()
            .filter_map(|p| basic(*p))
            .map(Into::into)
            .collect();
        let ft = match basic(ep.ret) {
            None => self.ctx.void_type().fn_type(&params, false),
            Some(r) => r.fn_type(&params, false),
        };
        Ok(self.module.add_function(name, ft, None))
    }

    /// The tool interface's hook around a `loop` execution: `xmp_rt_loop_begin(template, loc)`
    /// (`begin` is the loop's template) or `xmp_rt_loop_end(loc)`, called only while the
    /// runtime's flag `xmp_abi::TOOL_FLAG` is set, so that without a tool a loop costs one load
    /// and one well-predicted branch.
    fn tool_loop_hook(&mut self, begin: Option<TemplateId>, loc: PointerValue<'ctx>) -> R<()> {
        if self.terminated() {
            return Ok(());
        }
        let i32t = self.ctx.i32_type();
        let flag = match self.module.get_global(xmp_abi::TOOL_FLAG) {
            Some(g) => g,
            None => {
                let g = self.module.add_global(i32t, None, xmp_abi::TOOL_FLAG);
                g.set_linkage(LLinkage::External);
                g
            }
        };
        let v = self
            .builder
            .build_load(i32t, flag.as_pointer_value(), "xmp.tool")
            .e()?
            .into_int_value();
        let on = self
            .builder
            .build_int_compare(IntPredicate::NE, v, i32t.const_zero(), "")
            .e()?;
        let call = self.new_block("xmp.tool.call")?;
        let cont = self.new_block("xmp.tool.cont")?;
        self.builder.build_conditional_branch(on, call, cont).e()?;
        self.enter(call);
        match begin {
            Some(t) => {
                let h = self.load_handle(&crate::xmp::map::template_global(t))?;
                self.rt_call("xmp_rt_loop_begin", &[h.into(), loc.into()])?;
            }
            None => {
                self.rt_call("xmp_rt_loop_end", &[loc.into()])?;
            }
        }
        self.builder.build_unconditional_branch(cont).e()?;
        self.enter(cont);
        Ok(())
    }

    /// Calls runtime function `name`; returns its value, if any.
    fn rt_call(
        &mut self,
        name: &str,
        args: &[BasicMetadataValueEnum<'ctx>],
    ) -> R<Option<inkwell::values::BasicValueEnum<'ctx>>> {
        let f = self.rt(name)?;
        let want = xmp_abi::entry_point(name)
            .map(|e| e.params.len())
            .unwrap_or(usize::MAX);
        if want != args.len() || f.count_params() as usize != args.len() {
            return Err(format!(
                "internal error: runtime entry point '{name}' takes {want} arguments, {} given",
                args.len()
            ));
        }
        let c = self.builder.build_call(f, args, "").e()?;
        Ok(c.try_as_basic_value().basic())
    }

    fn null(&self) -> PointerValue<'ctx> {
        self.ptr_ty().const_null()
    }

    fn i32c(&self, v: i64) -> IntValue<'ctx> {
        self.ctx.i32_type().const_int(v as u64, true)
    }

    /// `"file.c:LINE"` for runtime error messages.
    fn loc_ptr(&mut self, span: Span) -> R<PointerValue<'ctx>> {
        let path = self.x.source_map.path(span.file).to_string();
        let mut bytes = format!("{path}:{}", span.line).into_bytes();
        bytes.push(0);
        let ty = Type::Array(Box::new(Type::Int(IntKind::Char)), Some(bytes.len() as u64));
        let g = self.string_global(&bytes, &ty)?;
        Ok(g.as_pointer_value())
    }

    /// A stack array of `n` `i32`s (in the entry block inside user functions).
    fn i32_array(&mut self, vals: &[IntValue<'ctx>], name: &str) -> R<PointerValue<'ctx>> {
        let i32t = self.ctx.i32_type();
        let aty = i32t.array_type(vals.len().max(1) as u32);
        let p = if self.f.is_some() {
            self.entry_alloca(aty.into(), 4, name)?
        } else {
            self.builder.build_alloca(aty, name).e()?
        };
        for (i, v) in vals.iter().enumerate() {
            let slot = unsafe {
                self.builder
                    .build_in_bounds_gep(i32t, p, &[self.i64c(i as u64)], "")
                    .e()?
            };
            self.builder.build_store(slot, *v).e()?;
        }
        Ok(p)
    }

    fn int_rvalue(&mut self, e: &'a Expr) -> R<IntValue<'ctx>> {
        if let Some(v) = const_of(e) {
            return Ok(self.i32c(v as i64));
        }
        let v = self.rvalue(e)?.scalar()?.into_int_value();
        self.int_resize(v, self.ctx.i32_type(), true)
    }

    /// The name of the global holding a file-scope node array's handle, and of its init function.
    fn nodes_names(&self, id: NodesId) -> (String, String) {
        let n = &self.x.xmp.nodes[id as usize].name;
        (
            format!(".xmp.nodes.{n}.{id}"),
            format!(".xmp.nodes.init.{n}.{id}"),
        )
    }

    fn nodes_init_fn(&self, id: NodesId) -> FunctionValue<'ctx> {
        let (_, fname) = self.nodes_names(id);
        if let Some(f) = self.module.get_function(&fname) {
            return f;
        }
        let f = self.module.add_function(
            &fname,
            self.ptr_ty().fn_type(&[], false),
            Some(LLinkage::Internal),
        );
        f.add_attribute(
            inkwell::attributes::AttributeLoc::Function,
            self.ctx.create_enum_attribute(
                inkwell::attributes::Attribute::get_named_enum_kind_id("nounwind"),
                0,
            ),
        );
        f
    }

    /// The handle of a node array (borrowed: never freed by the caller).
    fn nodes_handle(&mut self, id: NodesId) -> R<PointerValue<'ctx>> {
        let def = self
            .x
            .xmp
            .nodes
            .get(id as usize)
            .ok_or("internal error: unknown node array")?;
        match def.handle_local {
            Some(l) => {
                let slot = self.local_slot(l)?;
                Ok(self
                    .builder
                    .build_load(self.ptr_ty(), slot.ptr, "nodes")
                    .e()?
                    .into_pointer_value())
            }
            None => {
                let f = self.nodes_init_fn(id);
                let c = self.builder.build_call(f, &[], "nodes").e()?;
                c.try_as_basic_value()
                    .basic()
                    .map(|v| v.into_pointer_value())
                    .ok_or_else(|| "internal error: nodes init".into())
            }
        }
    }

    /// `xmp_rt_nodes_section(base, subs)`: an owned handle.
    fn section(
        &mut self,
        base: PointerValue<'ctx>,
        subs: &[SubVal<'ctx>],
        loc: PointerValue<'ctx>,
    ) -> R<PointerValue<'ctx>> {
        let mut vals = vec![];
        let zero = self.i32c(0);
        let one = self.i32c(1);
        for (dim, s) in subs.iter().enumerate() {
            match s {
                SubVal::Index(i) => vals.extend([self.i32c(SUB_INDEX as i64), *i, zero, one]),
                SubVal::Star => vals.extend([self.i32c(SUB_STAR as i64), zero, zero, one]),
                SubVal::Triplet { lo, len, step } => {
                    let len = match len {
                        Some(l) => *l,
                        None => {
                            // To the end of the dimension: ceil((extent - lo) / step).
                            let ext = self
                                .rt_call(
                                    "xmp_rt_nodes_extent",
                                    &[base.into(), self.i32c(dim as i64).into()],
                                )?
                                .ok_or("internal error: extent")?
                                .into_int_value();
                            let d = self.builder.build_int_sub(ext, *lo, "").e()?;
                            let sm1 = self.builder.build_int_sub(*step, one, "").e()?;
                            let d = self.builder.build_int_add(d, sm1, "").e()?;
                            self.builder.build_int_signed_div(d, *step, "").e()?
                        }
                    };
                    vals.extend([self.i32c(SUB_TRIPLET as i64), *lo, len, *step]);
                }
            }
        }
        let arr = self.i32_array(&vals, "xmp.subs")?;
        let n = self.i32c(subs.len() as i64);
        let h = self.rt_call(
            "xmp_rt_nodes_section",
            &[base.into(), n.into(), arr.into(), loc.into()],
        )?;
        Ok(h.ok_or("internal error: section")?.into_pointer_value())
    }

    /// Evaluates the subscripts of a node reference in a user function.
    fn sub_vals(&mut self, r: &'a NodeRef) -> R<Vec<SubVal<'ctx>>> {
        let mut out = vec![];
        for s in &r.subs {
            out.push(match s {
                NodeSub::Index(e) => SubVal::Index(self.int_rvalue(e)?),
                NodeSub::Star => SubVal::Star,
                NodeSub::Triplet { lo, len, step } => {
                    let lo = self.int_rvalue(lo)?;
                    let len = match len {
                        Some(l) => Some(self.int_rvalue(l)?),
                        None => None,
                    };
                    SubVal::Triplet {
                        lo,
                        len,
                        step: self.int_rvalue(step)?,
                    }
                }
            });
        }
        Ok(out)
    }

    /// The handle of a node reference, and whether it is owned (to free after use).
    fn ref_handle(
        &mut self,
        r: &'a NodeRef,
        loc: PointerValue<'ctx>,
    ) -> R<(PointerValue<'ctx>, bool)> {
        let base = self.nodes_handle(r.nodes)?;
        if r.subs.is_empty() {
            return Ok((base, false));
        }
        let subs = self.sub_vals(r)?;
        Ok((self.section(base, &subs, loc)?, true))
    }

    fn set_handle(
        &mut self,
        s: &'a NodeSet,
        loc: PointerValue<'ctx>,
    ) -> R<(PointerValue<'ctx>, bool)> {
        match s {
            NodeSet::Executing => Ok((self.null(), false)),
            NodeSet::Ref(r) => self.ref_handle(r, loc),
            NodeSet::Template(t) => Ok((self.template_set(t, loc)?, true)),
            NodeSet::LoopExec { template, dims } => {
                let t = self.load_handle(&crate::xmp::map::template_global(*template))?;
                let d = self.i64c(*dims as u64);
                let h = self
                    .rt_call("xmp_rt_loop_exec_set", &[t.into(), d.into(), loc.into()])?
                    .ok_or("internal error: loop_exec_set")?
                    .into_pointer_value();
                Ok((h, true))
            }
        }
    }

    fn free_if(&mut self, h: (PointerValue<'ctx>, bool)) -> R<()> {
        if h.1 {
            self.rt_call("xmp_rt_nodes_free", &[h.0.into()])?;
        }
        Ok(())
    }

    /// `if (xmp_rt_task_begin(set)) { body; xmp_rt_task_end(); }` (the set handle is freed
    /// after begin: the runtime keeps its own reference while the task runs).
    fn gen_task(
        &mut self,
        h: (PointerValue<'ctx>, bool),
        body: &'a xmp_ir::xir::Block,
        loc: PointerValue<'ctx>,
    ) -> R<()> {
        let r = self
            .rt_call("xmp_rt_task_begin", &[h.0.into(), loc.into()])?
            .ok_or("internal error: task_begin")?
            .into_int_value();
        self.free_if(h)?;
        let c = self
            .builder
            .build_int_compare(IntPredicate::NE, r, self.i32c(0), "in.task")
            .e()?;
        let then = self.new_block("xmp.task")?;
        let end = self.new_block("xmp.task.end")?;
        self.builder.build_conditional_branch(c, then, end).e()?;
        self.enter(then);
        self.gen_block(body)?;
        if !self.terminated() {
            self.rt_call("xmp_rt_task_end", &[])?;
        }
        self.branch_and_start(end)
    }

    /// Number of scalar elements in an object of type `t` (arrays multiply out).
    /// The element type under the array and variable-length array levels of `t`.
    fn vla_elem(t: &Type) -> &Type {
        match t {
            Type::Array(e, _) | Type::Vla(e, _) => Self::vla_elem(e),
            other => other,
        }
    }

    fn elem_count(t: &Type) -> (u64, &Type) {
        match t {
            Type::Array(e, Some(n)) => {
                let (m, base) = Self::elem_count(e);
                (n * m, base)
            }
            other => (1, other),
        }
    }

    /// Code for one XMP statement.
    pub fn gen_xmp(&mut self, x: &'a XmpStmt, span: Span) -> R<()> {
        let loc = self.loc_ptr(span)?;
        match x {
            XmpStmt::TemplateDecl(id) => {
                let _ = loc;
                return self.gen_template_decl(*id);
            }
            XmpStmt::Distribute(id) => return self.gen_distribute(*id),
            // issue 4: template_fix
            XmpStmt::TemplateFix {
                template,
                dims,
                maps,
            } => return self.gen_template_fix(*template, dims, maps, span),
            XmpStmt::AlignDecl(id) => return self.gen_align_decl(*id),
            // --- issue 5 (reflect) ---
            XmpStmt::Reflect {
                array,
                widths,
                orthogonal,
                async_id,
            } => return self.gen_reflect(*array, widths, *orthogonal, async_id, span),
            XmpStmt::ReflectInit {
                array,
                widths,
                orthogonal,
                slot,
            } => return self.gen_reflect_init(*array, widths, *orthogonal, *slot, span),
            XmpStmt::ReflectDo { array, slot } => return self.gen_reflect_do(*array, *slot, span),
            XmpStmt::ReflectFree { slot } => return self.gen_reflect_free(*slot),
            // --- issue 5 (gmove) ---
            XmpStmt::Gmove(g) => return self.gen_gmove(g, span),
            // --- issue 5 (transformational procedures) ---
            XmpStmt::Transform(t) => return self.gen_transform(t, span),
            // --- issue 5 (reduce_shadow) ---
            XmpStmt::ReduceShadow {
                array,
                widths,
                orthogonal,
                async_id,
            } => return self.gen_reduce_shadow(*array, widths, *orthogonal, async_id, span),
            XmpStmt::LocalLoop {
                template,
                axes,
                views,
                body,
                prefetch,
            } => {
                let _ = loc;
                if *prefetch {
                    let f = self.fs()?.func;
                    let a = self
                        .ctx
                        .create_string_attribute(crate::prefetch::STREAM_PREFETCH_ATTR, "");
                    f.add_attribute(inkwell::attributes::AttributeLoc::Function, a);
                }
                let outer = std::mem::replace(&mut self.fs_mut()?.prefetch_nest, *prefetch);
                self.tool_loop_hook(Some(*template), loc)?;
                let r = self.gen_local_loop(*template, axes, views, body, span);
                self.fs_mut()?.prefetch_nest = outer;
                r?;
                return self.tool_loop_hook(None, loc);
            }
            XmpStmt::ParLoop {
                template,
                axes,
                body,
            } => {
                self.tool_loop_hook(Some(*template), loc)?;
                // issue 4: expand/margin ranges come from the runtime's chunks, never from a
                // per-iteration ownership test: such a loop runs chunked even at -O0.
                if axes.iter().any(|a| a.ext.is_some()) {
                    self.gen_local_loop(*template, axes, &[], body, span)?;
                } else {
                    self.gen_par_loop(*template, axes, body)?;
                }
                return self.tool_loop_hook(None, loc);
            }
            XmpStmt::NodesDecl(id) => {
                let def = self
                    .x
                    .xmp
                    .nodes
                    .get(*id as usize)
                    .ok_or("internal error: unknown node array")?;
                let mut ext = vec![];
                for e in &def.extents {
                    ext.push(match e {
                        Some(e) => self.int_rvalue(e)?,
                        None => self.i32c(-1),
                    });
                }
                let parent = match &def.parent {
                    NodesParent::Entire => (self.null(), false),
                    NodesParent::Executing => (
                        self.rt_call("xmp_rt_nodes_executing", &[])?
                            .ok_or("internal error")?
                            .into_pointer_value(),
                        false,
                    ),
                    NodesParent::Ref(r) => self.ref_handle(r, loc)?,
                };
                let arr = self.i32_array(&ext, "xmp.extents")?;
                let n = self.i32c(ext.len() as i64);
                let h = self.rt_call(
                    "xmp_rt_nodes_new",
                    &[n.into(), arr.into(), parent.0.into(), loc.into()],
                )?;
                let h = h.ok_or("internal error: nodes_new")?.into_pointer_value();
                self.free_if(parent)?;
                let slot = self.local_slot(
                    def.handle_local
                        .ok_or("internal error: block-scope nodes without handle")?,
                )?;
                // The handle local is null from function entry on; a declaration reached again
                // (in a loop) releases the set it made before (freeing null does nothing).
                let null = self.null();
                self.fs()?.alloca_builder.build_store(slot.ptr, null).e()?;
                let old = self
                    .builder
                    .build_load(self.ptr_ty(), slot.ptr, "old.nodes")
                    .e()?;
                self.rt_call("xmp_rt_nodes_free", &[old.into()])?;
                self.builder.build_store(slot.ptr, h).e()?;
            }
            XmpStmt::Task { on, body } => {
                let h = self.set_handle(on, loc)?;
                self.gen_task(h, body, loc)?;
            }
            XmpStmt::Tasks { tasks } => {
                // Every `on` set is evaluated at entry (reference 6.2), then each task runs.
                let mut hs = vec![];
                for (on, _, sp) in tasks {
                    let l = self.loc_ptr(*sp)?;
                    hs.push((self.set_handle(on, l)?, l));
                }
                for ((h, l), (_, body, sp)) in hs.into_iter().zip(tasks) {
                    self.set_loc(*sp);
                    self.gen_task(h, body, l)?;
                }
            }
            XmpStmt::Barrier { on } => {
                let h = self.set_handle(on, loc)?;
                self.rt_call("xmp_rt_barrier", &[h.0.into(), loc.into()])?;
                self.free_if(h)?;
            }
            XmpStmt::Reduction {
                op,
                vars,
                on,
                async_id,
            } => {
                let h = self.set_handle(on, loc)?;
                let id = match async_id {
                    Some(a) => Some(self.int_rvalue(a)?),
                    None => None,
                };
                for v in vars {
                    let (count, elem) = Self::elem_count(&v.ty);
                    // A blocking reduction of a scalar local goes through a stack copy, so that
                    // the local's address never escapes to the runtime: LLVM then keeps it in a
                    // register in the loops around the construct (a residual accumulated in
                    // a sweep and reduced after it, as real codes do).
                    let copy = match &v.kind {
                        xmp_ir::xir::ExprKind::Local(_)
                            if id.is_none() && (v.ty.is_integer() || v.ty.is_floating()) =>
                        {
                            let var = self.lvalue(v)?.ptr;
                            let ty = self.mem_ty(&v.ty)?;
                            let tmp =
                                self.entry_alloca(ty, self.align_of(&v.ty) as u32, "red.copy")?;
                            let val = self.builder.build_load(ty, var, "").e()?;
                            self.builder.build_store(tmp, val).e()?;
                            Some((var, tmp, ty))
                        }
                        _ => None,
                    };
                    let (addr, count, elem) = match (&v.kind, copy) {
                        // issue 4: a global array, element-wise over the local section.
                        (xmp_ir::xir::ExprKind::XmpLocalBase(a), _) => {
                            self.xmp_local_block(*a, loc)?
                        }
                        (_, Some((_, tmp, _))) => (tmp, self.i64c(count), elem),
                        _ if crate::types::size_of(self.x, &v.ty).is_none() => {
                            // A variable-length array: its element count at run time.
                            let base = Self::vla_elem(&v.ty);
                            let bytes = self.runtime_size(&v.ty)?;
                            let es = self.i64c(self.size_of(base)?);
                            let n = self.builder.build_int_unsigned_div(bytes, es, "").e()?;
                            (self.lvalue(v)?.ptr, n, base)
                        }
                        _ => (self.lvalue(v)?.ptr, self.i64c(count), elem),
                    };
                    let dt = dtype_of(elem)
                        .ok_or_else(|| "reduction of this type is not supported".to_string())?;
                    let mut args: Vec<BasicMetadataValueEnum<'ctx>> = vec![
                        h.0.into(),
                        addr.into(),
                        count.into(),
                        self.i32c(dt as i64).into(),
                        self.i32c(op_of(*op) as i64).into(),
                    ];
                    let name = match id {
                        Some(id) => {
                            args.push(id.into());
                            "xmp_rt_reduce_async"
                        }
                        None => "xmp_rt_reduce",
                    };
                    args.push(loc.into());
                    self.rt_call(name, &args)?;
                    if let Some((var, tmp, ty)) = copy {
                        let val = self.builder.build_load(ty, tmp, "").e()?;
                        self.builder.build_store(var, val).e()?;
                    }
                }
                self.free_if(h)?;
            }
            XmpStmt::Bcast {
                vars,
                from,
                on,
                async_id,
            } => {
                let h = self.set_handle(on, loc)?;
                let f = match from {
                    Some(f) => self.set_handle(f, loc)?,
                    None => (self.null(), false),
                };
                let id = match async_id {
                    Some(a) => Some(self.int_rvalue(a)?),
                    None => None,
                };
                for v in vars {
                    let (addr, size) = match &v.kind {
                        // issue 4: a global array's local section, bytewise.
                        xmp_ir::xir::ExprKind::XmpLocalBase(a) => {
                            let (p, n, elem) = self.xmp_local_block(*a, loc)?;
                            let es = self.i64c(self.size_of(elem)?);
                            (p, self.builder.build_int_mul(n, es, "").e()?)
                        }
                        _ if crate::types::size_of(self.x, &v.ty).is_none() => {
                            (self.lvalue(v)?.ptr, self.runtime_size(&v.ty)?)
                        }
                        _ => (self.lvalue(v)?.ptr, self.i64c(self.size_of(&v.ty)?)),
                    };
                    let mut args: Vec<BasicMetadataValueEnum<'ctx>> =
                        vec![h.0.into(), f.0.into(), addr.into(), size.into()];
                    let name = match id {
                        Some(id) => {
                            args.push(id.into());
                            "xmp_rt_bcast_async"
                        }
                        None => "xmp_rt_bcast",
                    };
                    args.push(loc.into());
                    self.rt_call(name, &args)?;
                }
                self.free_if(f)?;
                self.free_if(h)?;
            }
            // --- issue 6 (coarrays) ---
            XmpStmt::SectionCopy(c) => {
                let _ = loc;
                return self.gen_section_copy(c, span);
            }
            XmpStmt::CoSync(c) => return self.gen_co_sync(c, span),
            XmpStmt::CoComplete => return self.gen_co_complete(span), // issue 6 (nonblocking-put)
            XmpStmt::Post { .. } | XmpStmt::Wait { .. } => return self.gen_post_wait(x, span),
            XmpStmt::TaskletPost { .. }
            | XmpStmt::TaskletCond { .. }
            | XmpStmt::TaskletMember { .. } => return self.gen_tasklet(x, span),
            XmpStmt::WaitAsync { ids, on } => {
                let h = self.set_handle(on, loc)?;
                let mut vals = vec![];
                for i in ids {
                    vals.push(self.int_rvalue(i)?);
                }
                let arr = self.i32_array(&vals, "xmp.ids")?;
                let n = self.i32c(vals.len() as i64);
                self.rt_call(
                    "xmp_rt_wait_async",
                    &[h.0.into(), n.into(), arr.into(), loc.into()],
                )?;
                self.free_if(h)?;
            }
        }
        Ok(())
    }

    /// Module-level XMP code, after every function body: the bodies of the file-scope node
    /// arrays' init functions, and the real `main` when the user's was renamed.
    pub fn gen_xmp_module(&mut self) -> R<()> {
        let x = self.x;
        if !x.xmp.uses_runtime {
            return Ok(());
        }
        // The driver reports these with a span first; this keeps code generation safe alone.
        if let Some((_, msg)) = x.xmp.unsupported_in_codegen() {
            return Err(msg);
        }
        // These functions have no debug info: no location may leak into them.
        self.builder.unset_current_debug_location();
        let saved_f = self.f.take();
        let r = self.gen_xmp_module_inner();
        self.f = saved_f;
        r
    }

    fn gen_xmp_module_inner(&mut self) -> R<()> {
        self.gen_check_request()?;
        let x = self.x;
        let file_nodes: Vec<NodesId> = (0..x.xmp.nodes.len() as NodesId)
            .filter(|&i| x.xmp.nodes[i as usize].handle_local.is_none())
            .collect();
        for &id in &file_nodes {
            self.define_nodes_init(id)?;
        }
        self.define_data_globals()?;
        let Some(um) = x.xmp.user_main else {
            // issue 4: start-up code of a unit without main, run by the main unit.
            return self.define_unit_init();
        };
        let user = self
            .funcs
            .get(um as usize)
            .copied()
            .flatten()
            .ok_or("internal error: user main")?;
        let i32t = self.ctx.i32_type();
        let ptr = self.ptr_ty();
        let ft = i32t.fn_type(&[i32t.into(), ptr.into()], false);
        // The entry xmp_rt_main calls: start-up node sets, then the user's main.
        let entry = self
            .module
            .add_function(".xmp.main.entry", ft, Some(LLinkage::Internal));
        let bb = self.ctx.append_basic_block(entry, "entry");
        self.builder.position_at_end(bb);
        if let Some(d) = self.dbg.as_mut() {
            let xf = x
                .functions
                .get(um as usize)
                .ok_or("internal error: user main")?;
            let loc = d.begin_entry(self.ctx, x, entry, xf);
            self.builder.set_current_debug_location(loc);
        }
        for &id in &file_nodes {
            let f = self.nodes_init_fn(id);
            self.builder.build_call(f, &[], "").e()?;
        }
        self.gen_data_init()?;
        self.embed_gdb_script()?;
        self.run_unit_inits()?; // issue 4: other units' templates and arrays
        self.gen_coarray_init()?; // issue 6
        self.gen_post_wait_init()?; // issue 6
        if self.x.xmp.uses_tasklets {
            let loc = self.null();
            self.rt_call("xmp_rt_tasklet_init", &[loc.into()])?;
        }
        let argc = entry
            .get_nth_param(0)
            .ok_or("internal error")?
            .into_int_value();
        let argv = entry
            .get_nth_param(1)
            .ok_or("internal error")?
            .into_pointer_value();
        let nparams = user.count_params();
        let mut args: Vec<BasicMetadataValueEnum<'ctx>> = vec![];
        if nparams >= 1 {
            args.push(argc.into());
        }
        if nparams >= 2 {
            args.push(argv.into());
        }
        if nparams >= 3 {
            // envp follows argv's terminating null pointer.
            let i = self
                .builder
                .build_int_add(
                    self.builder
                        .build_int_s_extend(argc, self.ctx.i64_type(), "")
                        .e()?,
                    self.i64c(1),
                    "",
                )
                .e()?;
            let envp = unsafe {
                self.builder
                    .build_in_bounds_gep(ptr, argv, &[i], "envp")
                    .e()?
            };
            args.push(envp.into());
        }
        let c = self.builder.build_call(user, &args, "status").e()?;
        let status = match c.try_as_basic_value().basic() {
            Some(v) if v.is_int_value() => self.int_resize(v.into_int_value(), i32t, true)?,
            _ => i32t.const_zero(),
        };
        self.builder.build_return(Some(&status)).e()?;
        self.builder.unset_current_debug_location();

        let main = self.module.add_function("main", ft, None);
        let bb = self.ctx.append_basic_block(main, "entry");
        self.builder.position_at_end(bb);

        let argc = main.get_nth_param(0).ok_or("internal error")?;
        let argv = main.get_nth_param(1).ok_or("internal error")?;
        let req = self.i32c(x.xmp.nodes_required as i64);
        let r = self.rt_call(
            "xmp_rt_main",
            &[
                argc.into(),
                argv.into(),
                entry.as_global_value().as_pointer_value().into(),
                req.into(),
            ],
        )?;
        let r = r.ok_or("internal error: xmp_rt_main")?;
        self.builder.build_return(Some(&r)).e()?;
        Ok(())
    }

    /// `ptr .xmp.nodes.init.p.N()`: creates the node set on first call, then returns it.
    fn define_nodes_init(&mut self, id: NodesId) -> R<()> {
        let x = self.x;
        let def = &x.xmp.nodes[id as usize];
        let (gname, _) = self.nodes_names(id);
        let ptr = self.ptr_ty();
        let g = self.module.add_global(ptr, None, &gname);
        g.set_linkage(LLinkage::Internal);
        g.set_initializer(&ptr.const_null());
        g.set_alignment(8);
        let f = self.nodes_init_fn(id);
        let entry = self.ctx.append_basic_block(f, "entry");
        let create = self.ctx.append_basic_block(f, "create");
        let done = self.ctx.append_basic_block(f, "done");
        self.builder.position_at_end(entry);
        let h = self
            .builder
            .build_load(ptr, g.as_pointer_value(), "h")
            .e()?
            .into_pointer_value();
        let is_null = self.builder.build_is_null(h, "").e()?;
        self.builder
            .build_conditional_branch(is_null, create, done)
            .e()?;
        self.builder.position_at_end(done);
        self.builder.build_return(Some(&h)).e()?;
        self.builder.position_at_end(create);
        let loc = self.loc_ptr(def.span)?;
        // File-scope extents and subscripts are integer constants (lowering checks it).
        let konst = |e: &Expr| {
            const_of(e)
                .map(|v| v as i64)
                .ok_or_else(|| "internal error: non-constant file-scope nodes".to_string())
        };
        let mut ext = vec![];
        for e in &def.extents {
            ext.push(match e {
                Some(e) => self.i32c(konst(e)?),
                None => self.i32c(-1),
            });
        }
        let parent = match &def.parent {
            NodesParent::Entire | NodesParent::Executing => (ptr.const_null(), false),
            NodesParent::Ref(r) => {
                let pf = self.nodes_init_fn(r.nodes);
                let base = self
                    .builder
                    .build_call(pf, &[], "parent")
                    .e()?
                    .try_as_basic_value()
                    .basic();
                let base = base.ok_or("internal error: parent")?.into_pointer_value();
                if r.subs.is_empty() {
                    (base, false)
                } else {
                    let mut subs = vec![];
                    for s in &r.subs {
                        subs.push(match s {
                            NodeSub::Index(e) => SubVal::Index(self.i32c(konst(e)?)),
                            NodeSub::Star => SubVal::Star,
                            NodeSub::Triplet { lo, len, step } => SubVal::Triplet {
                                lo: self.i32c(konst(lo)?),
                                len: match len {
                                    Some(l) => Some(self.i32c(konst(l)?)),
                                    None => None,
                                },
                                step: self.i32c(konst(step)?),
                            },
                        });
                    }
                    (self.section(base, &subs, loc)?, true)
                }
            }
        };
        let arr = self.i32_array(&ext, "extents")?;
        let n = self.i32c(ext.len() as i64);
        let nh = self.rt_call(
            "xmp_rt_nodes_new",
            &[n.into(), arr.into(), parent.0.into(), loc.into()],
        )?;
        let nh = nh.ok_or("internal error: nodes_new")?.into_pointer_value();
        self.free_if(parent)?;
        self.builder.build_store(g.as_pointer_value(), nh).e()?;
        self.builder.build_return(Some(&nh)).e()?;
        Ok(())
    }
}
