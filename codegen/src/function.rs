//! Functions: declarations with their lowered signatures and attributes, definitions
//! (prologue with entry-block allocas, parameters stored to their slots, the body, implicit
//! returns) and `return`.

use inkwell::attributes::{Attribute, AttributeLoc};
use inkwell::module::Linkage as LLinkage;
use inkwell::values::{BasicValue, BasicValueEnum, FunctionValue};
use xmp_ir::types::Type;
use xmp_ir::xir::{self, Expr, Linkage};

use crate::abi::ArgInfo;
use crate::cg::{Cg, Ex, FnState, LocalSlot, R};

/// Names of the functions that return twice.
pub(crate) const RETURNS_TWICE: &[&str] = &[
    "setjmp",
    "_setjmp",
    "__sigsetjmp",
    "sigsetjmp",
    "savectx",
    "vfork",
    "getcontext",
];

impl<'ctx, 'a> Cg<'ctx, 'a> {
    fn enum_attr_n(&self, name: &str, v: u64) -> Attribute {
        self.ctx
            .create_enum_attribute(Attribute::get_named_enum_kind_id(name), v)
    }

    /// Whether a function definition is emitted with its body.
    fn emits_body(&self, xf: &xir::Function) -> bool {
        xf.body.is_some()
            && !(xf.inline && xf.linkage == Linkage::External && self.opts.opt_level == 0)
    }

    /// Pass 1: an LLVM function for every XIR function.
    pub fn declare_functions(&mut self) -> R<()> {
        let x = self.x;
        self.funcs = vec![None; x.functions.len()];
        // Definitions first so that their signatures win over earlier unprototyped declarations.
        let mut order: Vec<usize> = (0..x.functions.len())
            .filter(|&i| self.emits_body(&x.functions[i]))
            .collect();
        order.extend((0..x.functions.len()).filter(|&i| !self.emits_body(&x.functions[i])));
        for i in order {
            let xf = &x.functions[i];
            let f = match self.module.get_function(&xf.symbol) {
                Some(f) => f,
                None => {
                    let abi = match self.fn_abi(&Self::def_type(xf, self.emits_body(xf)), &[]) {
                        Ok(abi) => abi,
                        // A prototype with a struct that is never completed: the front end
                        // rejects calls of it, so at most its address is used, which any
                        // function type gives.
                        Err(_) if !self.emits_body(xf) => {
                            let ft = self.ctx.void_type().fn_type(&[], true);
                            let f = self.module.add_function(&xf.symbol, ft, None);
                            self.common_fn_attrs(f, xf);
                            self.funcs[i] = Some(f);
                            continue;
                        }
                        Err(e) => return Err(e),
                    };
                    let f = self.module.add_function(&xf.symbol, abi.llvm_ty, None);
                    let restrict: Vec<bool> = xf
                        .params
                        .iter()
                        .map(|p| {
                            xf.locals
                                .get(*p as usize)
                                .map(|l| l.restrict)
                                .unwrap_or(false)
                        })
                        .collect();
                    for (loc, a) in
                        self.abi_attrs(&abi, if self.emits_body(xf) { &restrict } else { &[] })?
                    {
                        f.add_attribute(loc, a);
                    }
                    self.common_fn_attrs(f, xf);
                    f
                }
            };
            if self.emits_body(xf) {
                if xf.inline && xf.linkage == Linkage::External {
                    f.set_linkage(LLinkage::AvailableExternally);
                } else if xf.linkage == Linkage::Internal {
                    f.set_linkage(LLinkage::Internal);
                }
            } else if xf.linkage == Linkage::Internal && xf.body.is_some() {
                f.set_linkage(LLinkage::Internal);
            }
            if xf.attrs.weak && xf.linkage == Linkage::External {
                f.set_linkage(if self.emits_body(xf) {
                    LLinkage::WeakAny
                } else {
                    LLinkage::ExternalWeak
                });
            }
            self.funcs[i] = Some(f);
        }
        for (i, xf) in x.functions.iter().enumerate() {
            if !self.emits_body(xf) {
                continue;
            }
            let f = self.funcs[i]
                .expect("declare_functions made an LLVM function for every XIR function")
                .as_global_value()
                .as_pointer_value();
            if let Some(p) = xf.attrs.constructor {
                self.append_global_xtor("llvm.global_ctors", p, f)?;
            }
            if let Some(p) = xf.attrs.destructor {
                self.append_global_xtor("llvm.global_dtors", p, f)?;
            }
        }
        Ok(())
    }

    fn common_fn_attrs(&self, f: FunctionValue<'ctx>, xf: &xir::Function) {
        let fa = AttributeLoc::Function;
        f.add_attribute(fa, self.enum_attr_n("nounwind", 0));
        if xf.noreturn {
            f.add_attribute(fa, self.enum_attr_n("noreturn", 0));
        }
        if xf.attrs.cold {
            f.add_attribute(fa, self.enum_attr_n("cold", 0));
        }
        // Functions that return twice: optimisations must not keep values in registers across
        // their calls (clang marks these by name too).
        if RETURNS_TWICE.contains(&xf.symbol.as_str()) || RETURNS_TWICE.contains(&xf.name.as_str())
        {
            f.add_attribute(fa, self.enum_attr_n("returns_twice", 0));
        }
        if !self.emits_body(xf) {
            return;
        }
        f.add_attribute(fa, self.enum_attr_n("uwtable", 2));
        if let Some(a) = xf.attrs.align {
            f.as_global_value().set_alignment(a as u32);
        }
        if self.opts.null_pointer_is_valid {
            f.add_attribute(fa, self.enum_attr_n("null_pointer_is_valid", 0));
        }
        // As clang: `always_inline` functions are inlined even at -O0 (so they are not
        // `optnone` there), and `noinline` holds at every level.
        if xf.attrs.always_inline && !xf.attrs.noinline {
            f.add_attribute(fa, self.enum_attr_n("alwaysinline", 0));
        } else if self.opts.opt_level == 0 {
            f.add_attribute(fa, self.enum_attr_n("noinline", 0));
            f.add_attribute(fa, self.enum_attr_n("optnone", 0));
        } else if xf.attrs.noinline {
            f.add_attribute(fa, self.enum_attr_n("noinline", 0));
        }
        // clang keeps the frame pointer at -O0 and omits it above, unless told otherwise.
        if self.opts.frame_pointer.unwrap_or(self.opts.opt_level == 0) {
            f.add_attribute(fa, self.ctx.create_string_attribute("frame-pointer", "all"));
        }
        let (cpu, features) = self.func_target(xf);
        for (k, v) in [
            ("min-legal-vector-width", "0"),
            ("no-trapping-math", "true"),
            ("stack-protector-buffer-size", "8"),
            ("target-cpu", cpu.as_str()),
            ("target-features", features.as_str()),
            // Without -march clang tunes for "generic"; a named CPU is also the tuning target.
            (
                "tune-cpu",
                match self.opts.tune_cpu.as_deref() {
                    Some(t) => t,
                    None if self.cpu == "x86-64" => "generic",
                    None => "",
                },
            ),
        ] {
            if !v.is_empty() {
                f.add_attribute(fa, self.ctx.create_string_attribute(k, v));
            }
        }
    }

    /// Pass 3: function bodies.
    pub fn define_functions(&mut self) -> R<()> {
        let x = self.x;
        let mut deferred = vec![];
        for (i, xf) in x.functions.iter().enumerate() {
            if !self.emits_body(xf) {
                continue;
            }
            let Some(f) = self.funcs[i] else { continue };
            if f.count_basic_blocks() > 0 {
                continue; // a second definition under the same symbol
            }
            if let Err(e) = self.gen_function(f, xf) {
                let e = format!("in function '{}': {e}", xf.name);
                // An internal function that nothing calls is dropped, as clang never emits
                // it: its unsupported parts (a header's intrinsic) are reported only at use.
                if xf.linkage != xir::Linkage::Internal {
                    return Err(e);
                }
                for bb in f.get_basic_blocks() {
                    unsafe { bb.delete() }.map_err(|_| "internal error: block removal")?;
                }
                deferred.push((i, e));
            }
        }
        if deferred.is_empty() {
            return Ok(());
        }
        // A failed function may be called only by other unused internal functions (header
        // helpers calling each other): internal functions nothing uses are dropped until none
        // is left, as clang never emits them; a failed one still in use is reported.
        let unused = |f: FunctionValue<'ctx>| {
            f.as_global_value()
                .as_pointer_value()
                .get_first_use()
                .is_none()
        };
        let mut droppable: Vec<Option<FunctionValue<'ctx>>> = x
            .functions
            .iter()
            .zip(&self.funcs)
            .map(|(xf, f)| {
                let keep = xf.linkage != xir::Linkage::Internal
                    || xf.attrs.used
                    || xf.attrs.constructor.is_some()
                    || xf.attrs.destructor.is_some();
                if keep {
                    None
                } else {
                    *f
                }
            })
            .collect();
        let mut dropped = vec![false; droppable.len()];
        let mut changed = true;
        while changed {
            changed = false;
            for (i, slot) in droppable.iter_mut().enumerate() {
                if let Some(f) = *slot {
                    if unused(f) {
                        // SAFETY: nothing uses `f` and it is not visited again.
                        unsafe { f.delete() };
                        *slot = None;
                        dropped[i] = true;
                        changed = true;
                    }
                }
            }
        }
        for (i, e) in deferred {
            if !dropped[i] {
                return Err(e);
            }
        }
        Ok(())
    }

    /// The signature a function is emitted with: a definition without a prototype (`int f()
    /// {...}`, K&R) takes exactly its parameters, as clang emits it; only declarations without
    /// a prototype become variadic.
    fn def_type(xf: &xir::Function, definition: bool) -> xmp_ir::types::FuncType {
        let mut t = xf.ty.clone();
        if definition {
            t.no_prototype = false;
        }
        t
    }

    fn gen_function(&mut self, f: FunctionValue<'ctx>, xf: &'a xir::Function) -> R<()> {
        let abi = self.fn_abi(&Self::def_type(xf, true), &[])?;
        let entry = self.ctx.append_basic_block(f, "entry");
        let body_bb = self.ctx.append_basic_block(f, "body");
        self.builder.position_at_end(entry);
        let br = self.builder.build_unconditional_branch(body_bb).e()?;
        let alloca_builder = self.ctx.create_builder();
        alloca_builder.position_before(&br);
        if let Some(d) = self.dbg.as_mut() {
            d.begin_function(self.x, f, xf);
        }
        let mut fs = FnState::new(
            f,
            xf,
            abi.clone(),
            alloca_builder,
            vec![None; xf.locals.len()],
        );
        fs.is_main = xf.symbol == "main";
        self.f = Some(fs);
        self.set_loc(xf.span);
        let mut res = self
            .gen_function_inner(f, xf, &abi, entry, body_bb)
            .and_then(|()| self.resolve_gotos(None));
        if res.is_ok() {
            if let Some(fid) = self.x.functions.iter().position(|g| std::ptr::eq(g, xf)) {
                res = self.define_label_statics(fid as u32);
            }
        }
        if let Some(d) = self.dbg.as_mut() {
            d.end_function();
        }
        self.builder.unset_current_debug_location();
        let fs = self.f.take();
        res?;
        if let Some(fs) = &fs {
            for (id, l) in xf.locals.iter().enumerate() {
                if let (Some(op), Some(Some(slot))) = (l.reduction, fs.locals.get(id)) {
                    crate::reassoc::mark_updates(slot.ptr, op);
                }
            }
        }
        // Every address-taken label is a possible destination of every indirect branch.
        if let Some(fs) = fs {
            for ib in &fs.indirect_brs {
                for l in &fs.addr_taken {
                    if let Some(bb) = fs.labels.get(l) {
                        unsafe {
                            llvm_sys::core::LLVMAddDestination(
                                inkwell::values::AsValueRef::as_value_ref(ib),
                                bb.as_mut_ptr(),
                            )
                        };
                    }
                }
            }
        }
        Ok(())
    }

    /// Whether local `lid` of `xf` is a block-scope aligned array (an array, an aligned pointer
    /// or dummy argument): its storage comes from the runtime, so the debug information
    /// describes its view block under its name instead of the slot (`xmp::debug_view`).
    fn is_aligned_local(&self, xf: &xir::Function, lid: usize) -> bool {
        let Some(fid) = self.x.functions.iter().position(|g| std::ptr::eq(g, xf)) else {
            return false;
        };
        self.x
            .xmp
            .arrays
            .iter()
            .any(|a| a.object == xir::ArrayObject::Local(fid as u32, lid as u32))
    }

    /// Stack slots in the entry block for the locals `lids` of the function being generated
    /// (or outlined from) that have none yet; variable-length arrays, and arrays with a
    /// variable-length element type, get their storage at their declaration.
    pub(crate) fn alloc_locals(&mut self, lids: std::ops::Range<usize>) -> R<()> {
        let xf = self.fs()?.xf;
        for lid in lids {
            let local = &xf.locals[lid];
            if self.fs()?.locals[lid].is_some() || matches!(local.ty, Type::Vla(..)) {
                continue;
            }
            if self.size_of(&local.ty).is_err() {
                continue;
            }
            let ty = self.mem_ty(&local.ty)?;
            let align = local
                .align
                .unwrap_or_else(|| self.align_of(&local.ty))
                .max(1) as u32;
            let slot = self.entry_alloca(ty, align, &local.name)?;
            self.fs_mut()?.locals[lid] = Some(LocalSlot { ptr: slot, align });
        }
        Ok(())
    }

    /// Ends the generation of function `f`: drops the empty blocks nothing jumps to (opened
    /// after a return or a jump; never `entry`) and ends every other open block with what
    /// `ret` builds at the builder's position there.
    pub(crate) fn close_blocks(
        &mut self,
        f: FunctionValue<'ctx>,
        entry: inkwell::basic_block::BasicBlock<'ctx>,
        mut ret: impl FnMut(&mut Self) -> R<()>,
    ) -> R<()> {
        let mut bb = f.get_first_basic_block();
        while let Some(b) = bb {
            let next = b.get_next_basic_block();
            if b != entry && b.get_first_instruction().is_none() && b.get_first_use().is_none() {
                unsafe { b.delete() }
                    .map_err(|_| "internal error: cannot delete a block".to_string())?;
                bb = next;
                continue;
            }
            if b.get_terminator().is_none() {
                self.builder.position_at_end(b);
                ret(self)?;
            }
            bb = next;
        }
        Ok(())
    }

    /// `-g`: describes local `lid` at its slot in the function being generated, once per
    /// function, where its declaration (or the construct that makes a private copy of it) is
    /// generated, so that `info locals` lists a variable in the frame that holds it: an
    /// outlined region's own locals in the region's function, not the enclosing one. Aligned
    /// arrays are described by their view block instead, variable-length arrays not at all.
    pub(crate) fn declare_local(&mut self, lid: u32) -> R<()> {
        if self.dbg.is_none() {
            return Ok(());
        }
        let xf = self.fs()?.xf;
        let Some(local) = xf.locals.get(lid as usize) else {
            return Ok(());
        };
        if matches!(local.ty, Type::Vla(..)) || self.is_aligned_local(xf, lid as usize) {
            return Ok(());
        }
        let Some(slot) = self.fs()?.locals.get(lid as usize).copied().flatten() else {
            return Ok(());
        };
        if !self.fs_mut()?.dbg_declared.insert(lid) {
            return Ok(());
        }
        let entry = self
            .fs()?
            .func
            .get_first_basic_block()
            .ok_or("internal error: a function without an entry block")?;
        let (ctx, x) = (self.ctx, self.x);
        if let Some(d) = self.dbg.as_mut() {
            d.declare(ctx, x, local, 0, slot.ptr, entry);
        }
        Ok(())
    }

    fn gen_function_inner(
        &mut self,
        f: FunctionValue<'ctx>,
        xf: &'a xir::Function,
        abi: &crate::abi::FnAbi<'ctx>,
        entry: inkwell::basic_block::BasicBlock<'ctx>,
        body_bb: inkwell::basic_block::BasicBlock<'ctx>,
    ) -> R<()> {
        // Parameters.
        if let ArgInfo::Indirect { .. } = abi.ret {
            let p = f
                .get_nth_param(0)
                .ok_or("internal error: missing sret parameter")?
                .into_pointer_value();
            p.set_name("agg.result");
            self.fs_mut()?.sret = Some(p);
        }
        for (i, &lid) in xf.params.iter().enumerate() {
            let local = xf
                .locals
                .get(lid as usize)
                .ok_or("internal error: bad parameter local")?;
            let info = abi.args.get(i).cloned().unwrap_or(ArgInfo::Ignore);
            let first = abi.first_param.get(i).copied().unwrap_or(0);
            let align = local.align.unwrap_or_else(|| self.align_of(&local.ty)) as u32;
            let slot = match info {
                ArgInfo::Indirect { align: a } => {
                    let p = f
                        .get_nth_param(first)
                        .ok_or("internal error: missing parameter")?
                        .into_pointer_value();
                    p.set_name(&local.name);
                    LocalSlot {
                        ptr: p,
                        align: a.max(align),
                    }
                }
                ArgInfo::Direct { .. } => {
                    let v = f
                        .get_nth_param(first)
                        .ok_or("internal error: missing parameter")?;
                    v.set_name(&local.name);
                    let ty = self.mem_ty(&local.ty)?;
                    let slot = self.entry_alloca(ty, align, &format!("{}.addr", local.name))?;
                    // The conversion goes where the store goes: `self.builder` may not be
                    // positioned in the entry block yet.
                    let ab = &self.fs()?.alloca_builder;
                    let sv = match (&local.ty, v) {
                        (Type::Int(xmp_ir::types::IntKind::Bool), BasicValueEnum::IntValue(iv))
                            if iv.get_type().get_bit_width() == 1 =>
                        {
                            ab.build_int_z_extend(iv, self.ctx.i8_type(), "frombool")
                                .e()?
                                .into()
                        }
                        _ => v,
                    };
                    let st = ab.build_store(slot, sv).e()?;
                    st.set_alignment(align).map_err(|e| e.to_string())?;
                    LocalSlot { ptr: slot, align }
                }
                ArgInfo::Coerce { ref parts } => {
                    let size = self.size_of(&local.ty)?;
                    let need = 8 * (parts.len() as u64 - 1)
                        + self.td.get_store_size(&parts[parts.len() - 1]);
                    let slot = self.temp_bytes(size.max(need), align.max(8), &local.name)?;
                    for (k, _) in parts.iter().enumerate() {
                        let v = f
                            .get_nth_param(first + k as u32)
                            .ok_or("internal error: missing parameter")?;
                        let ab = &self.fs()?.alloca_builder;
                        let p = unsafe {
                            ab.build_in_bounds_gep(
                                self.ctx.i8_type(),
                                slot,
                                &[self.i64c(8 * k as u64)],
                                "",
                            )
                            .e()?
                        };
                        ab.build_store(p, v).e()?;
                    }
                    LocalSlot {
                        ptr: slot,
                        align: align.max(8),
                    }
                }
                ArgInfo::Ignore => {
                    let slot = self.temp_bytes(1, align, &local.name)?;
                    LocalSlot { ptr: slot, align }
                }
            };
            self.fs_mut()?.locals[lid as usize] = Some(slot);
            if self.dbg.is_some() && !self.is_aligned_local(xf, lid as usize) {
                let ctx = self.ctx;
                let x = self.x;
                if let Some(d) = self.dbg.as_mut() {
                    d.declare(ctx, x, local, i as u32 + 1, slot.ptr, entry);
                }
            }
        }
        self.alloc_locals(0..xf.locals.len())?;
        self.builder.position_at_end(body_bb);
        if let Some(body) = &xf.body {
            self.gen_block(body)?;
        }
        // Implicit returns: falling off the end of the function.
        let ret_ty = f.get_type().get_return_type();
        self.close_blocks(f, entry, |cg| {
            match ret_ty {
                None => {
                    cg.builder.build_return(None).e()?;
                }
                Some(t) => {
                    if cg.fs()?.is_main && t.is_int_type() {
                        cg.builder
                            .build_return(Some(&t.into_int_type().const_zero()))
                            .e()?;
                    } else {
                        // Using the value is undefined in C; clang returns undef here too.
                        let u = undef_of(t);
                        cg.builder.build_return(Some(&u)).e()?;
                    }
                }
            }
            Ok(())
        })?;
        // Block-scope XMP templates and arrays are freed when the function returns.
        self.free_mapping_at_returns(f)?;
        Ok(())
    }

    /// Converts a value of C type `ty` to its in-memory form (`_Bool`: `i1` to `i8`).
    pub fn to_mem(&self, v: BasicValueEnum<'ctx>, ty: &Type) -> R<BasicValueEnum<'ctx>> {
        if let (Type::Int(xmp_ir::types::IntKind::Bool), BasicValueEnum::IntValue(iv)) = (ty, v) {
            if iv.get_type().get_bit_width() == 1 {
                return Ok(self
                    .builder
                    .build_int_z_extend(iv, self.ctx.i8_type(), "frombool")
                    .e()?
                    .into());
            }
        }
        Ok(v)
    }

    /// Converts a value loaded as `ty`'s in-memory form back to its value form (`_Bool`: `i8`
    /// to `i1`); the inverse of [`Cg::to_mem`].
    pub fn mem_to_value(&self, v: BasicValueEnum<'ctx>, ty: &Type) -> R<BasicValueEnum<'ctx>> {
        if let (Type::Int(xmp_ir::types::IntKind::Bool), BasicValueEnum::IntValue(iv)) = (ty, v) {
            return Ok(self
                .builder
                .build_int_truncate(iv, self.ctx.bool_type(), "tobool")
                .e()?
                .into());
        }
        Ok(v)
    }

    /// `return e;` / `return;`
    pub fn gen_return(&mut self, e: Option<&'a Expr>) -> R<()> {
        let abi = self.fs()?.abi.clone();
        match (&abi.ret, e) {
            (ArgInfo::Direct { .. }, Some(e)) => {
                let v = self.rvalue(e)?;
                let v = v.scalar()?;
                self.builder.build_return(Some(&v)).e()?;
            }
            (ArgInfo::Coerce { parts }, Some(e)) => {
                let addr = self.aggregate_addr(e)?;
                let size = self.size_of(&abi.ret_ty)?;
                let src = self.coerce_source(addr, size, parts)?;
                let mut vals = Vec::new();
                for (k, p) in parts.iter().enumerate() {
                    let gp = unsafe {
                        self.builder
                            .build_in_bounds_gep(
                                self.ctx.i8_type(),
                                src,
                                &[self.i64c(8 * k as u64)],
                                "",
                            )
                            .e()?
                    };
                    vals.push(self.builder.build_load(*p, gp, "").e()?);
                }
                if vals.len() == 1 {
                    self.builder.build_return(Some(&vals[0])).e()?;
                } else {
                    let st = self.ctx.struct_type(parts, false);
                    let mut agg = st.get_undef();
                    for (k, v) in vals.iter().enumerate() {
                        agg = self
                            .builder
                            .build_insert_value(agg, *v, k as u32, "")
                            .e()?
                            .into_struct_value();
                    }
                    self.builder.build_return(Some(&agg)).e()?;
                }
            }
            (ArgInfo::Indirect { .. }, Some(e)) => {
                let addr = self.aggregate_addr(e)?;
                let dst = self.fs()?.sret.ok_or("internal error: no sret")?;
                let size = self.size_of(&abi.ret_ty)?;
                let al = self.align_of(&abi.ret_ty) as u32;
                self.builder
                    .build_memcpy(dst, al, addr, al, self.i64c(size))
                    .e()?;
                self.builder.build_return(None).e()?;
            }
            (_, Some(e)) => {
                self.rvalue(e)?;
                self.return_default()?;
            }
            (_, None) => self.return_default()?,
        }
        self.start_dead_block()
    }

    fn return_default(&mut self) -> R<()> {
        let f = self.fs()?.func;
        match f.get_type().get_return_type() {
            None => {
                self.builder.build_return(None).e()?;
            }
            Some(t) => {
                let u = undef_of(t);
                self.builder.build_return(Some(&u)).e()?;
            }
        }
        Ok(())
    }

    /// Memory holding at least the bytes the coerced parts read: `addr` itself when the object
    /// is large enough, else a copy in a bigger temporary.
    pub fn coerce_source(
        &mut self,
        addr: inkwell::values::PointerValue<'ctx>,
        size: u64,
        parts: &[inkwell::types::BasicTypeEnum<'ctx>],
    ) -> R<inkwell::values::PointerValue<'ctx>> {
        let need = 8 * (parts.len() as u64 - 1) + self.td.get_store_size(&parts[parts.len() - 1]);
        if need <= size {
            return Ok(addr);
        }
        let tmp = self.temp_bytes(need, 8, "coerce")?;
        self.builder
            .build_memcpy(tmp, 8, addr, 1, self.i64c(size))
            .e()?;
        Ok(tmp)
    }
}

pub(crate) fn undef_of(t: inkwell::types::BasicTypeEnum<'_>) -> BasicValueEnum<'_> {
    use inkwell::types::BasicTypeEnum as T;
    match t {
        T::IntType(t) => t.get_undef().as_basic_value_enum(),
        T::FloatType(t) => t.get_undef().as_basic_value_enum(),
        T::PointerType(t) => t.get_undef().as_basic_value_enum(),
        T::StructType(t) => t.get_undef().as_basic_value_enum(),
        T::ArrayType(t) => t.get_undef().as_basic_value_enum(),
        T::VectorType(t) => t.get_undef().as_basic_value_enum(),
        T::ScalableVectorType(t) => t.get_undef().as_basic_value_enum(),
    }
}
