//! DWARF debug information: a compile unit for the main file, a `DISubprogram` per function,
//! a `DILocation` for the instructions of each statement and expression (from XIR spans), and
//! `dbg.declare` records for locals and parameters so that gdb can break at `file.c:LINE` and
//! `print` a local.

use std::collections::HashMap;

use inkwell::basic_block::BasicBlock;
use inkwell::debug_info::{
    AsDIScope, DICompileUnit, DIFile, DIFlags, DIFlagsConstants, DIScope, DISubprogram, DIType,
    DWARFEmissionKind, DWARFSourceLanguage, DebugInfoBuilder,
};
use inkwell::module::{FlagBehavior, Module};
use inkwell::values::{FunctionValue, PointerValue};
use inkwell::AddressSpace;
use xmp_ir::types::{FloatKind, IntKind, Type};
use xmp_ir::xir::{self, Span};

use crate::types::{align_of, size_of};

pub(crate) struct DebugCtx<'ctx> {
    pub dib: DebugInfoBuilder<'ctx>,
    pub cu: DICompileUnit<'ctx>,
    files: HashMap<u32, DIFile<'ctx>>,
    types: HashMap<String, DIType<'ctx>>,
    /// The subprogram of the function being generated.
    pub scope: Option<DISubprogram<'ctx>>,
    /// The last line seen, used for constructs whose span is unknown.
    pub last_line: u32,
    optimized: bool,
    /// `-fdebug-prefix-map` pairs.
    prefix_map: Vec<(String, String)>,
}

/// `path` with a `-fdebug-prefix-map` rewrite applied: of the pairs whose OLD is a prefix, the
/// last given wins, as in GCC and clang.
fn remap(path: String, map: &[(String, String)]) -> String {
    for (old, new) in map.iter().rev() {
        if let Some(rest) = path.strip_prefix(old.as_str()) {
            return format!("{new}{rest}");
        }
    }
    path
}

fn split_path(path: &str) -> (String, String) {
    let p = std::path::Path::new(path);
    let name = p
        .file_name()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_else(|| path.to_string());
    let dir = match p.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_string_lossy().into_owned(),
        _ => std::env::current_dir()
            .map(|d| d.to_string_lossy().into_owned())
            .unwrap_or_else(|_| ".".into()),
    };
    (name, dir)
}

impl<'ctx> DebugCtx<'ctx> {
    pub fn new(
        module: &Module<'ctx>,
        x: &xir::Module,
        optimized: bool,
        dwarf_version: u32,
        prefix_map: &[(String, String)],
    ) -> Self {
        let main = x.source_map.path(0);
        let main = if main == "<unknown>" { "<stdin>" } else { main };
        let (name, dir) = split_path(main);
        let dir = remap(dir, prefix_map);
        let (dib, cu) = module.create_debug_info_builder(
            true,
            DWARFSourceLanguage::C99,
            &name,
            &dir,
            concat!("xmp-clang ", env!("CARGO_PKG_VERSION")),
            optimized,
            "",
            0,
            "",
            DWARFEmissionKind::Full,
            0,
            false,
            false,
            "",
            "",
        );
        let ctx = module.get_context();
        let i32t = ctx.i32_type();
        module.add_basic_value_flag(
            "Dwarf Version",
            FlagBehavior::Override,
            i32t.const_int(dwarf_version.into(), false),
        );
        module.add_basic_value_flag(
            "Debug Info Version",
            FlagBehavior::Warning,
            i32t.const_int(inkwell::debug_info::debug_metadata_version() as u64, false),
        );
        let mut files = HashMap::new();
        files.insert(0, cu.get_file());
        DebugCtx {
            dib,
            cu,
            files,
            types: HashMap::new(),
            scope: None,
            last_line: 0,
            optimized,
            prefix_map: prefix_map.to_vec(),
        }
    }

    pub fn file(&mut self, x: &xir::Module, id: u32) -> DIFile<'ctx> {
        if let Some(f) = self.files.get(&id) {
            return *f;
        }
        let (name, dir) = split_path(x.source_map.path(id));
        let dir = remap(dir, &self.prefix_map);
        let f = self.dib.create_file(&name, &dir);
        self.files.insert(id, f);
        f
    }

    /// Creates and attaches the subprogram of a function definition.
    pub fn begin_function(&mut self, x: &xir::Module, f: FunctionValue<'ctx>, xf: &xir::Function) {
        let file = self.file(x, xf.span.file);
        let ret = self.di_type(x, &xf.ty.ret);
        let params: Vec<DIType<'ctx>> = xf
            .ty
            .params
            .iter()
            .filter_map(|t| self.di_type(x, t))
            .collect();
        let st = self
            .dib
            .create_subroutine_type(file, ret, &params, DIFlags::ZERO);
        let line = xf.span.line.max(1);
        // The user's `main` of an XMP program is emitted under another symbol (the real `main`
        // starts the runtime first). gdb names a function by its DWARF linkage name: without
        // the symbol there it is `main`, so `break FILE:main` and backtraces name the user's
        // function.
        let linkage = (xf.symbol != xir::USER_MAIN_SYMBOL).then_some(xf.symbol.as_str());
        let sp = self.dib.create_function(
            file.as_debug_info_scope(),
            &xf.name,
            linkage,
            file,
            line,
            st,
            xf.linkage == xir::Linkage::Internal,
            true,
            line,
            DIFlags::PROTOTYPED,
            self.optimized,
        );
        f.set_subprogram(sp);
        self.scope = Some(sp);
        self.last_line = line;
    }

    /// Creates and attaches the subprogram of a function outlined from `xf` (an OpenMP
    /// region), starting at `span`; returns the enclosing function's scope and line, for
    /// [`DebugCtx::restore`].
    pub fn begin_outlined(
        &mut self,
        x: &xir::Module,
        f: FunctionValue<'ctx>,
        xf: &xir::Function,
        span: xir::Span,
    ) -> (Option<DISubprogram<'ctx>>, u32) {
        let saved = (self.scope, self.last_line);
        let line = span.line.max(1);
        let sp = self.artificial_subprogram(x, f, xf.span.file, line);
        self.scope = Some(sp);
        self.last_line = line;
        saved
    }

    /// Creates and attaches an artificial subprogram for the runtime's entry into the user's
    /// `main` (`f`), at the line of `main`: at -O1 and above `main` is inlined into it, and
    /// inlined code keeps its lines only inside a function with a subprogram. Returns the
    /// location its instructions carry.
    pub fn begin_entry(
        &mut self,
        ctx: &'ctx inkwell::context::Context,
        x: &xir::Module,
        f: FunctionValue<'ctx>,
        main: &xir::Function,
    ) -> inkwell::debug_info::DILocation<'ctx> {
        let line = main.span.line.max(1);
        let sp = self.artificial_subprogram(x, f, main.span.file, line);
        self.dib
            .create_debug_location(ctx, line, 0, sp.as_debug_info_scope(), None)
    }

    /// A subprogram for compiler-made function `f` (named by its symbol, marked artificial)
    /// at `line` of file `file`, attached to `f`.
    fn artificial_subprogram(
        &mut self,
        x: &xir::Module,
        f: FunctionValue<'ctx>,
        file: u32,
        line: u32,
    ) -> DISubprogram<'ctx> {
        let file = self.file(x, file);
        let st = self
            .dib
            .create_subroutine_type(file, None, &[], DIFlags::ZERO);
        let name = f.get_name().to_string_lossy().into_owned();
        let sp = self.dib.create_function(
            file.as_debug_info_scope(),
            &name,
            Some(&name),
            file,
            line,
            st,
            true,
            true,
            line,
            DIFlags::PROTOTYPED | DIFlags::ARTIFICIAL,
            self.optimized,
        );
        f.set_subprogram(sp);
        sp
    }

    /// Returns to the scope [`DebugCtx::begin_outlined`] saved.
    pub fn restore(&mut self, saved: (Option<DISubprogram<'ctx>>, u32)) {
        self.scope = saved.0;
        self.last_line = saved.1;
    }

    pub fn end_function(&mut self) {
        self.scope = None;
    }

    pub fn scope(&self) -> Option<DIScope<'ctx>> {
        self.scope.map(|s| s.as_debug_info_scope())
    }

    /// The location of `span` (the last known line when the span is unknown).
    pub fn location(
        &mut self,
        ctx: &'ctx inkwell::context::Context,
        span: Span,
    ) -> Option<inkwell::debug_info::DILocation<'ctx>> {
        let scope = self.scope()?;
        let (line, col) = if span.line == 0 {
            (self.last_line, 0)
        } else {
            (span.line, span.col)
        };
        self.last_line = line;
        Some(self.dib.create_debug_location(ctx, line, col, scope, None))
    }

    fn basic(&mut self, name: &str, bits: u64, enc: u32) -> Option<DIType<'ctx>> {
        if let Some(t) = self.types.get(name) {
            return Some(*t);
        }
        let t = self
            .dib
            .create_basic_type(name, bits, enc, DIFlags::ZERO)
            .ok()?
            .as_type();
        self.types.insert(name.to_string(), t);
        Some(t)
    }

    /// A DWARF type for `ty`; `None` where we do not describe it (the variable is then omitted).
    pub fn di_type(&mut self, x: &xir::Module, ty: &Type) -> Option<DIType<'ctx>> {
        const SIGNED: u32 = 5;
        const SIGNED_CHAR: u32 = 6;
        const UNSIGNED: u32 = 7;
        const UNSIGNED_CHAR: u32 = 8;
        const BOOLEAN: u32 = 2;
        const FLOAT: u32 = 4;
        match ty {
            Type::Void => None,
            Type::Int(k) => {
                let (n, enc) = match k {
                    IntKind::Bool => ("_Bool", BOOLEAN),
                    IntKind::Char if !k.is_signed() => ("char", UNSIGNED_CHAR),
                    IntKind::Char => ("char", SIGNED_CHAR),
                    IntKind::SChar => ("signed char", SIGNED_CHAR),
                    IntKind::UChar => ("unsigned char", UNSIGNED_CHAR),
                    IntKind::Short => ("short", SIGNED),
                    IntKind::UShort => ("unsigned short", UNSIGNED),
                    IntKind::Int => ("int", SIGNED),
                    IntKind::UInt => ("unsigned int", UNSIGNED),
                    IntKind::Long => ("long", SIGNED),
                    IntKind::ULong => ("unsigned long", UNSIGNED),
                    IntKind::LongLong => ("long long", SIGNED),
                    IntKind::ULongLong => ("unsigned long long", UNSIGNED),
                    IntKind::Int128 => ("__int128", SIGNED),
                    IntKind::UInt128 => ("unsigned __int128", UNSIGNED),
                };
                self.basic(n, k.size() * 8, enc)
            }
            Type::Float(k) => {
                let (n, b) = match k {
                    FloatKind::Half => ("_Float16", 16),
                    FloatKind::BF16 => ("__bf16", 16),
                    FloatKind::Fp16 => ("__fp16", 16),
                    FloatKind::Float => ("float", 32),
                    FloatKind::Double => ("double", 64),
                    FloatKind::LongDouble => ("long double", 128),
                };
                self.basic(n, b, FLOAT)
            }
            Type::Pointer(p) => {
                let key = format!("ptr:{}", crate::types::type_name(x, p));
                if let Some(t) = self.types.get(&key) {
                    return Some(*t);
                }
                let pointee = match &**p {
                    Type::Struct(id) => self.struct_fwd(x, *id),
                    Type::Pointer(_) | Type::Int(_) | Type::Float(_) => self.di_type(x, p),
                    _ => None,
                };
                let pointee = match pointee {
                    Some(t) => t,
                    None => self.basic("void", 8, UNSIGNED_CHAR)?,
                };
                let t = self
                    .dib
                    .create_pointer_type("", pointee, 64, 64, AddressSpace::default())
                    .as_type();
                self.types.insert(key, t);
                Some(t)
            }
            Type::Array(e, Some(n)) => {
                let et = self.di_type(x, e)?;
                let sz = size_of(x, ty)? * 8;
                let al = (align_of(x, ty) * 8) as u32;
                #[allow(clippy::single_range_in_vec_init)]
                let t = self
                    .dib
                    .create_array_type(et, sz, al, &[0..(*n as i64)])
                    .as_type();
                Some(t)
            }
            Type::Struct(id) => self.struct_full(x, *id),
            _ => None,
        }
    }

    fn struct_fwd(&mut self, x: &xir::Module, id: u32) -> Option<DIType<'ctx>> {
        let key = format!("fwd:{id}");
        if let Some(t) = self.types.get(&key) {
            return Some(*t);
        }
        let d = x.structs.get(id as usize)?;
        let file = self.files.get(&0).copied()?;
        let t = self
            .dib
            .create_struct_type(
                self.cu.as_debug_info_scope(),
                &d.name,
                file,
                0,
                0,
                0,
                DIFlags::FWD_DECL,
                None,
                &[],
                0,
                None,
                &d.name,
            )
            .as_type();
        self.types.insert(key, t);
        Some(t)
    }

    fn struct_full(&mut self, x: &xir::Module, id: u32) -> Option<DIType<'ctx>> {
        let key = format!("struct:{id}");
        if let Some(t) = self.types.get(&key) {
            return Some(*t);
        }
        let d = x.structs.get(id as usize)?;
        if !d.complete {
            return self.struct_fwd(x, id);
        }
        let file = self.files.get(&0).copied()?;
        let scope = self.cu.as_debug_info_scope();
        let mut members = Vec::new();
        for f in &d.fields {
            if f.bitfield.is_some() || f.name.is_empty() {
                continue;
            }
            let Some(ft) = self.di_type(x, &f.ty) else {
                continue;
            };
            let sz = size_of(x, &f.ty).unwrap_or(0) * 8;
            let al = (align_of(x, &f.ty) * 8) as u32;
            members.push(
                self.dib
                    .create_member_type(
                        scope,
                        &f.name,
                        file,
                        0,
                        sz,
                        al,
                        f.offset * 8,
                        DIFlags::ZERO,
                        ft,
                    )
                    .as_type(),
            );
        }
        let t = if d.is_union {
            self.dib
                .create_union_type(
                    scope,
                    &d.name,
                    file,
                    0,
                    d.size * 8,
                    (d.align * 8) as u32,
                    DIFlags::ZERO,
                    &members,
                    0,
                    &d.name,
                )
                .as_type()
        } else {
            self.dib
                .create_struct_type(
                    scope,
                    &d.name,
                    file,
                    0,
                    d.size * 8,
                    (d.align * 8) as u32,
                    DIFlags::ZERO,
                    None,
                    &members,
                    0,
                    None,
                    &d.name,
                )
                .as_type()
        };
        self.types.insert(key, t);
        Some(t)
    }

    /// Describes a defined global variable (so that gdb can `print` it).
    pub fn global(
        &mut self,
        ctx: &'ctx inkwell::context::Context,
        x: &xir::Module,
        g: &xir::Global,
        gv: inkwell::values::GlobalValue<'ctx>,
    ) {
        let Some(ty) = self.di_type(x, &g.ty) else {
            return;
        };
        let file = self.file(x, g.span.file);
        let expr = self.dib.create_global_variable_expression(
            self.cu.as_debug_info_scope(),
            &g.name,
            &g.symbol,
            file,
            g.span.line.max(1),
            ty,
            g.linkage == xir::Linkage::Internal,
            None,
            None,
            0,
        );
        gv.set_metadata(expr.as_metadata_value(ctx), ctx.get_kind_id("dbg"));
    }

    /// Describes the variable `name` of type `ty` whose storage `gv` (the global `g`) points
    /// at: a coarray is described as its own image's copy, so that gdb prints its local values.
    pub fn global_through(
        &mut self,
        ctx: &'ctx inkwell::context::Context,
        x: &xir::Module,
        name: &str,
        ty: &Type,
        g: &xir::Global,
        gv: inkwell::values::GlobalValue<'ctx>,
    ) {
        const DW_OP_DEREF: i64 = 0x06;
        let Some(ty) = self.di_type(x, ty) else {
            return;
        };
        let file = self.file(x, g.span.file);
        let expr = self.dib.create_expression(vec![DW_OP_DEREF]);
        let gve = self.dib.create_global_variable_expression(
            self.cu.as_debug_info_scope(),
            name,
            "",
            file,
            g.span.line.max(1),
            ty,
            g.linkage == xir::Linkage::Internal,
            Some(expr),
            None,
            0,
        );
        gv.set_metadata(gve.as_metadata_value(ctx), ctx.get_kind_id("dbg"));
    }

    /// Describes global array `name` (element type `elem`, `rank` dimensions, declared at
    /// `span`) through its view block `view` (see `xmp::debug_view`): slot 0 holds the local
    /// base, and two slots per dimension `j` the lowest and highest global index of that
    /// dimension the node's storage holds (owned block plus shadow). DWARF reads them at run
    /// time (`DW_AT_data_location` and subrange bounds relative to the object address), as
    /// compilers describe Fortran arrays with descriptors, so gdb indexes the local storage with
    /// global indices. A block-scope array (`in_function`) is a static variable of the current
    /// function, so that it is found by its name there and only there.
    #[allow(clippy::too_many_arguments)]
    pub fn global_array(
        &mut self,
        ctx: &'ctx inkwell::context::Context,
        x: &xir::Module,
        name: &str,
        elem: &Type,
        rank: usize,
        span: Span,
        internal: bool,
        in_function: bool,
        view: inkwell::values::GlobalValue<'ctx>,
    ) {
        const DW_OP_DEREF: i64 = 0x06;
        const DW_OP_PLUS_UCONST: i64 = 0x23;
        const DW_OP_PUSH_OBJECT_ADDRESS: i64 = 0x97;
        const SIGNED: u32 = 5;
        use inkwell::values::AsValueRef;
        use llvm_sys::debuginfo::*;
        let Some(et) = self.di_type(x, elem) else {
            return;
        };
        let Some(long) = self.basic("long", 64, SIGNED) else {
            return;
        };
        let scope = match (in_function, self.scope) {
            (false, _) => self.cu.as_mut_ptr(),
            (true, Some(sp)) => sp.as_mut_ptr(),
            (true, None) => return,
        };
        let file = self.file(x, span.file);
        let slot = |k: usize| {
            vec![
                DW_OP_PUSH_OBJECT_ADDRESS,
                DW_OP_PLUS_UCONST,
                8 * k as i64,
                DW_OP_DEREF,
            ]
        };
        let mut subs = Vec::with_capacity(rank);
        for j in 0..rank {
            let first = (crate::xmp::VIEW_HEADER + crate::xmp::VIEW_DIM * j as u32) as usize;
            let lo = self.dib.create_expression(slot(first));
            let hi = self.dib.create_expression(slot(first + 1));
            let sub = unsafe {
                LLVMDIBuilderCreateSubrangeType(
                    self.dib.as_mut_ptr(),
                    std::ptr::null_mut(),
                    std::ptr::null(),
                    0,
                    0,
                    std::ptr::null_mut(),
                    64,
                    0,
                    0,
                    long.as_mut_ptr(),
                    lo.as_mut_ptr(),
                    hi.as_mut_ptr(),
                    std::ptr::null_mut(),
                    std::ptr::null_mut(),
                )
            };
            subs.push(sub);
        }
        let data = self
            .dib
            .create_expression(vec![DW_OP_PUSH_OBJECT_ADDRESS, DW_OP_DEREF]);
        let line = span.line.max(1);
        unsafe {
            let ty = LLVMDIBuilderCreateDynamicArrayType(
                self.dib.as_mut_ptr(),
                self.cu.as_mut_ptr(),
                std::ptr::null(),
                0,
                line,
                file.as_mut_ptr(),
                0,
                0,
                et.as_mut_ptr(),
                // llvm-sys declares this `LLVMMetadataRef *` parameter as a single reference.
                subs.as_mut_ptr() as llvm_sys::prelude::LLVMMetadataRef,
                subs.len() as u32,
                data.as_mut_ptr(),
                std::ptr::null_mut(),
                std::ptr::null_mut(),
                std::ptr::null_mut(),
                std::ptr::null_mut(),
            );
            let empty = self.dib.create_expression(vec![]);
            let gve = LLVMDIBuilderCreateGlobalVariableExpression(
                self.dib.as_mut_ptr(),
                scope,
                name.as_ptr() as *const _,
                name.len(),
                std::ptr::null(),
                0,
                file.as_mut_ptr(),
                line,
                ty,
                internal as i32,
                empty.as_mut_ptr(),
                std::ptr::null_mut(),
                0,
            );
            llvm_sys::core::LLVMGlobalSetMetadata(view.as_value_ref(), ctx.get_kind_id("dbg"), gve);
        }
    }

    /// Declares a local (or parameter when `arg_no > 0`) living at `storage`.
    #[allow(clippy::too_many_arguments)]
    pub fn declare(
        &mut self,
        ctx: &'ctx inkwell::context::Context,
        x: &xir::Module,
        local: &xir::Local,
        arg_no: u32,
        storage: PointerValue<'ctx>,
        block: BasicBlock<'ctx>,
    ) {
        let Some(scope) = self.scope() else { return };
        let Some(ty) = self.di_type(x, &local.ty) else {
            return;
        };
        // Compiler temporaries (`.xmp.red.part`, ...) are named with a leading dot, which no C
        // identifier has: they are not the user's variables and stay out of `info locals`.
        if local.name.is_empty() || local.name.starts_with('.') {
            return;
        }
        let file = self.file(x, local.span.file);
        let line = local.span.line.max(1);
        let var = if arg_no > 0 {
            self.dib.create_parameter_variable(
                scope,
                &local.name,
                arg_no,
                file,
                line,
                ty,
                true,
                DIFlags::ZERO,
            )
        } else {
            self.dib.create_auto_variable(
                scope,
                &local.name,
                file,
                line,
                ty,
                true,
                DIFlags::ZERO,
                0,
            )
        };
        let loc = self
            .dib
            .create_debug_location(ctx, line, local.span.col, scope, None);
        let expr = self.dib.create_expression(vec![]);
        // inkwell's wrapper wraps the returned debug record as an instruction (and asserts);
        // call the C API directly and ignore the record.
        use inkwell::values::AsValueRef;
        unsafe {
            match block.get_terminator() {
                Some(t) => {
                    llvm_sys::debuginfo::LLVMDIBuilderInsertDeclareRecordBefore(
                        self.dib.as_mut_ptr(),
                        storage.as_value_ref(),
                        var.as_mut_ptr(),
                        expr.as_mut_ptr(),
                        loc.as_mut_ptr(),
                        t.as_value_ref(),
                    );
                }
                None => {
                    llvm_sys::debuginfo::LLVMDIBuilderInsertDeclareRecordAtEnd(
                        self.dib.as_mut_ptr(),
                        storage.as_value_ref(),
                        var.as_mut_ptr(),
                        expr.as_mut_ptr(),
                        loc.as_mut_ptr(),
                        block.as_mut_ptr(),
                    );
                }
            }
        }
    }
}
