//! The code generator's state: the LLVM context objects, the XIR module being compiled, the
//! values made for its globals and functions, and the per-function state.

use std::collections::HashMap;

use inkwell::basic_block::BasicBlock;
use inkwell::builder::{Builder, BuilderError};
use inkwell::context::Context;
use inkwell::module::Module;
use inkwell::targets::TargetData;
use inkwell::types::{BasicTypeEnum, StructType};
use inkwell::values::{FunctionValue, GlobalValue, InstructionValue, PointerValue};
use xmp_ir::types::LocalId;
use xmp_ir::xir;

use crate::abi::FnAbi;
use crate::array_scopes::ArrayScopes;
use crate::debuginfo::DebugCtx;
use crate::tbaa::Tbaa;
use crate::CodegenOptions;

/// Result type used throughout the crate: errors are messages.
pub(crate) type R<T> = Result<T, String>;

/// Converts inkwell builder errors into messages.
pub(crate) trait Ex<T> {
    fn e(self) -> R<T>;
}

impl<T> Ex<T> for Result<T, BuilderError> {
    fn e(self) -> R<T> {
        self.map_err(|e| format!("internal error: LLVM builder: {e}"))
    }
}

/// Where a local lives.
#[derive(Clone, Copy)]
pub(crate) struct LocalSlot<'ctx> {
    pub ptr: PointerValue<'ctx>,
    pub align: u32,
}

/// A `break`/`continue` target.
pub(crate) struct JumpTarget<'ctx> {
    pub brk: BasicBlock<'ctx>,
    pub cont: Option<BasicBlock<'ctx>>,
    /// Depth of the VLA stack-save stack when the construct was entered.
    pub vla_depth: usize,
}

/// State for the function being generated.
pub(crate) struct FnState<'ctx, 'a> {
    pub func: FunctionValue<'ctx>,
    pub xf: &'a xir::Function,
    pub abi: FnAbi<'ctx>,
    /// The entry block holds the allocas; it ends with a branch to the body.
    pub alloca_builder: Builder<'ctx>,
    pub locals: Vec<Option<LocalSlot<'ctx>>>,
    pub labels: HashMap<u32, BasicBlock<'ctx>>,
    pub jumps: Vec<JumpTarget<'ctx>>,
    /// Saved stack pointers of the scopes that declared VLAs (innermost last).
    pub vla_saves: Vec<PointerValue<'ctx>>,
    /// The VLA stack-save depth at each label placed so far.
    pub label_vla_depth: HashMap<u32, usize>,
    /// `goto`s out of VLA scopes to labels not placed yet: the block the `goto` branches to
    /// (filled once the label's depth is known) and the saves live at the `goto`.
    pub pending_gotos: Vec<(u32, BasicBlock<'ctx>, Vec<PointerValue<'ctx>>)>,
    /// `sret` pointer for functions returning in memory.
    pub sret: Option<PointerValue<'ctx>>,
    /// `indirectbr` instructions; every address-taken label is added to each at the end.
    pub indirect_brs: Vec<InstructionValue<'ctx>>,
    pub addr_taken: Vec<u32>,
    pub is_main: bool,
    /// Handle slots of the block-scope XMP templates and arrays met so far, by handle name.
    pub xmp_slots: HashMap<String, PointerValue<'ctx>>,
    /// Inside the nest of a `LocalLoop` that `stream-prefetch` marked: the back edges of its
    /// innermost axis carry [`crate::prefetch::LOOP_PROPERTY`].
    pub prefetch_nest: bool,
    /// `-fxmp-check`: the localized views of the loop nests generated so far, by base local.
    pub check_views: HashMap<LocalId, crate::xmp::CheckView<'ctx>>,
    /// `-fxmp-check`: the element accesses (by expression address) that their nest checks
    /// before it runs, and whether the nest copy being generated relies on that check.
    pub prechecked: std::collections::HashSet<usize>,
    pub check_skip: bool,
    /// `-g`: the locals described to the debugger in this function so far (each where its
    /// declaration is generated, so that an outlined region's locals belong to its function).
    pub dbg_declared: std::collections::HashSet<LocalId>,
    /// The element accesses of localized nests whose subscripts read memory (`p[colidx[k]]`):
    /// checked at every `-O` level, as the naive `-O0` addressing checks them.
    pub indirect: std::collections::HashSet<usize>,
    /// In the general (any step) path of a localized loop's innermost axis: `LocalElem`s
    /// keep the byte offset from the runtime's local address (see `local_elem_lv`).
    pub flat_elems: bool,
}

impl<'ctx, 'a> FnState<'ctx, 'a> {
    /// The state of a function being generated (a definition, or code outlined from one:
    /// `xf` is then the enclosing definition) whose allocas `alloca_builder` places, with the
    /// slots known so far.
    pub fn new(
        func: FunctionValue<'ctx>,
        xf: &'a xir::Function,
        abi: FnAbi<'ctx>,
        alloca_builder: Builder<'ctx>,
        locals: Vec<Option<LocalSlot<'ctx>>>,
    ) -> Self {
        FnState {
            func,
            xf,
            abi,
            alloca_builder,
            locals,
            labels: HashMap::new(),
            jumps: Vec::new(),
            vla_saves: Vec::new(),
            label_vla_depth: HashMap::new(),
            pending_gotos: Vec::new(),
            sret: None,
            indirect_brs: Vec::new(),
            addr_taken: Vec::new(),
            is_main: false,
            xmp_slots: HashMap::new(),
            prefetch_nest: false,
            check_views: HashMap::new(),
            prechecked: Default::default(),
            check_skip: false,
            dbg_declared: Default::default(),
            indirect: Default::default(),
            flat_elems: false,
        }
    }
}

/// The code generator for one module.
pub(crate) struct Cg<'ctx, 'a> {
    pub ctx: &'ctx Context,
    pub module: Module<'ctx>,
    pub builder: Builder<'ctx>,
    pub x: &'a xir::Module,
    pub td: TargetData,
    pub opts: &'a CodegenOptions,
    pub struct_tys: Vec<StructType<'ctx>>,
    pub globals: Vec<Option<GlobalValue<'ctx>>>,
    pub funcs: Vec<Option<FunctionValue<'ctx>>>,
    pub strings: HashMap<Vec<u8>, GlobalValue<'ctx>>,
    pub tbaa: Tbaa<'ctx>,
    pub array_scopes: ArrayScopes<'ctx>,
    pub dbg: Option<DebugCtx<'ctx>>,
    pub f: Option<FnState<'ctx, 'a>>,
    /// Counter for generated private globals (compound literals, constant initialisers).
    pub anon_counter: u32,
    /// Inside an `omp.xmp_loop`: the next XMP loop shares its outermost axis among the
    /// OpenMP team (taken by that axis).
    pub omp_xmp_split: bool,
    /// In an outlined parallel region: the thread's global id, read from its first argument
    /// in the entry block (elsewhere `__kmpc_global_thread_num` asks the runtime).
    pub omp_gtid: Option<inkwell::values::IntValue<'ctx>>,
    /// The folded bases of the localized array views, by the view's function (its XIR
    /// address) and base local (see `local_elem_lv`).
    pub view_folds: HashMap<(usize, LocalId), crate::xmp::ViewFold<'ctx>>,
    /// CPU name and feature string put on every function.
    pub cpu: String,
    pub features: String,
}

impl<'ctx, 'a> Cg<'ctx, 'a> {
    pub fn fs(&self) -> R<&FnState<'ctx, 'a>> {
        self.f
            .as_ref()
            .ok_or_else(|| "internal error: expression outside a function".to_string())
    }
    pub fn fs_mut(&mut self) -> R<&mut FnState<'ctx, 'a>> {
        self.f
            .as_mut()
            .ok_or_else(|| "internal error: expression outside a function".to_string())
    }

    /// Whether the builder's current block already ends in a terminator.
    pub fn terminated(&self) -> bool {
        match self.builder.get_insert_block() {
            Some(b) => b.get_terminator().is_some(),
            None => true,
        }
    }

    /// Starts a fresh block with no predecessors for code that follows a jump (dead code).
    pub fn start_dead_block(&mut self) -> R<()> {
        let f = self.fs()?.func;
        let bb = self.ctx.append_basic_block(f, "");
        self.builder.position_at_end(bb);
        Ok(())
    }

    pub fn new_block(&self, name: &str) -> R<BasicBlock<'ctx>> {
        let f = self.fs()?.func;
        Ok(self.ctx.append_basic_block(f, name))
    }

    /// Branches to `bb` unless the current block is already terminated, then moves there.
    pub fn branch_and_start(&mut self, bb: BasicBlock<'ctx>) -> R<()> {
        if !self.terminated() {
            self.builder.build_unconditional_branch(bb).e()?;
        }
        self.enter(bb);
        Ok(())
    }

    /// Continues code generation in `bb`, moved after the blocks emitted so far so that the
    /// block order follows the source (as clang's does; the backend's layout starts from it).
    pub fn enter(&self, bb: BasicBlock<'ctx>) {
        if let Some(f) = bb.get_parent() {
            if let Some(last) = f.get_last_basic_block() {
                if last != bb {
                    let _ = bb.move_after(last);
                }
            }
        }
        self.builder.position_at_end(bb);
    }

    /// Allocates a stack slot in the entry block.
    pub fn entry_alloca(
        &self,
        ty: BasicTypeEnum<'ctx>,
        align: u32,
        name: &str,
    ) -> R<PointerValue<'ctx>> {
        let fs = self.fs()?;
        let p = fs.alloca_builder.build_alloca(ty, name).e()?;
        if let Some(i) = p.as_instruction() {
            i.set_alignment(align.max(1)).map_err(|e| e.to_string())?;
        }
        Ok(p)
    }

    /// A stack temporary of `size` bytes (for aggregates, coercions and va_arg copies).
    pub fn temp_bytes(&self, size: u64, align: u32, name: &str) -> R<PointerValue<'ctx>> {
        let ty = self.ctx.i8_type().array_type(size.max(1) as u32);
        self.entry_alloca(ty.into(), align, name)
    }

    pub fn local_slot(&self, id: LocalId) -> R<LocalSlot<'ctx>> {
        self.fs()?
            .locals
            .get(id as usize)
            .copied()
            .flatten()
            .ok_or_else(|| format!("internal error: local #{id} used before its storage exists"))
    }

    pub fn i64c(&self, v: u64) -> inkwell::values::IntValue<'ctx> {
        self.ctx.i64_type().const_int(v, false)
    }
}
