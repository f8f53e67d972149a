//! XIR to LLVM IR (inkwell, LLVM 22), LLVM's new-pass-manager pipelines, and object emission.
//!
//! The entry points are [`emit`] (write LLVM IR text, bitcode, assembly or an object file) and
//! [`emit_to_string`] (LLVM IR text). Code generation follows clang-22 for x86-64 Linux: the
//! System V calling convention (see [`abi`]), TBAA, `nsw`/`inbounds`, `llvm.fmuladd` contraction,
//! and LLVM's `default<ON>` pipelines.
//!
//! Module map: `types` (C types to LLVM types, sizes), `abi` (System V classification),
//! `globals` (global variables and constant initialisers), `function` (prologue, locals,
//! returns), `stmt` (structured statements to a CFG), `expr` (expressions), `builtins`,
//! `debuginfo` (DWARF), `tbaa`, `pipeline` (target machine, passes, emission), `prefetch`
//! (software prefetching of the loops `stream-prefetch` marked).

pub mod abi;
mod array_scopes;
mod builtins;
mod cg;
mod complex;
mod debuginfo;
mod expr;
mod fpflags;
mod function;
mod globals;
mod inline_asm;
mod omp;
mod pipeline;
mod prefetch;
mod reassoc;
mod stmt;
mod tbaa;
mod types;
mod vector;
mod x86_builtins;
mod x86_vector;
mod xmp;

#[cfg(test)]
mod tests;

use std::path::Path;

/// Options that shape the generated code.
#[derive(Clone, Debug, Default)]
pub struct CodegenOptions {
    /// 0..=3: `-O0` emits `optnone noinline` functions and runs no passes; 1..=3 run LLVM's
    /// `default<ON>` pipeline.
    pub opt_level: u8,
    /// Emit DWARF (compile unit, subprograms, line locations, local variables).
    pub debug_info: bool,
    /// `-march`-like CPU name; `None` means generic `x86-64` (what clang uses without `-march`);
    /// `"native"` means the host CPU with its features.
    pub target_cpu: Option<String>,
    /// `-mtune=`: the CPU scheduling is tuned for (`tune-cpu`); `None` keeps the default.
    pub tune_cpu: Option<String>,
    /// LLVM feature strings (`+avx2`, `-fma`) added after the CPU's own, in order.
    pub target_features: Vec<String>,
    /// `-gdwarf-N`; `None` is DWARF 5, clang's default.
    pub dwarf_version: Option<u32>,
    /// `-fno-omit-frame-pointer` (`Some(true)`) / `-fomit-frame-pointer`; `None`: clang's
    /// default (a frame pointer at `-O0` only).
    pub frame_pointer: Option<bool>,
    /// Relocation model and the `PIC Level`/`PIE Level` module flags.
    pub pic: Pic,
    /// `-fno-strict-aliasing`: no TBAA metadata.
    pub no_strict_aliasing: bool,
    /// `-fwrapv`: signed integer arithmetic wraps (no `nsw`, `llvm.abs` without poison).
    pub wrapv: bool,
    /// `-fwrapv-pointer`: pointer arithmetic wraps (no `inbounds` on its `getelementptr`).
    pub wrapv_pointer: bool,
    /// `-fno-delete-null-pointer-checks`: address zero may hold an object
    /// (`"null-pointer-is-valid"` on every function).
    pub null_pointer_is_valid: bool,
    /// `-fvisibility=`: visibility of the symbols this unit defines (`hidden`, `protected`).
    pub visibility: Option<String>,
    /// Fast-math flags put on floating-point operations.
    pub fast_math: FastMath,
    /// `-ffp-contract=off`: no `llvm.fmuladd` from `a*b+c`.
    pub no_fp_contract: bool,
    /// `-fxmp-check`: bounds checks on the global-array accesses of localized loops, and the
    /// runtime's checking mode requested by a constructor (see `xmp::check`).
    pub xmp_check: bool,
    /// `-f[no-]vectorize`: loop vectorisation; `None`: on at -O2 and above, as clang.
    pub vectorize: Option<bool>,
    /// `-f[no-]slp-vectorize`: SLP vectorisation; `None`: on at -O2 and above, as clang.
    pub slp_vectorize: Option<bool>,
    /// `-fdebug-prefix-map=OLD=NEW` pairs, applied in order to source paths in DWARF.
    pub debug_prefix_map: Vec<(String, String)>,
}

/// Position independence (`-fPIC`, `-fPIE`, `-fno-pic`): clang's default on Linux is PIE level 2.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pic {
    /// Static relocation model, no PIC flags.
    None,
    /// Position-independent code for shared objects (level 1 = `-fpic`, 2 = `-fPIC`).
    Pic(u8),
    /// Position-independent executable (level 1 = `-fpie`, 2 = `-fPIE`).
    Pie(u8),
}

impl Default for Pic {
    fn default() -> Self {
        Pic::Pie(2)
    }
}

/// The `-ffast-math` family as LLVM fast-math flags (and `-fno-math-errno`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FastMath {
    pub no_nans: bool,
    pub no_infs: bool,
    pub no_signed_zeros: bool,
    pub reciprocal: bool,
    pub reassoc: bool,
    pub approx_func: bool,
    pub contract: bool,
    /// Math library calls do not set `errno`: their declarations get `memory(none)`, so LLVM
    /// may turn them into instructions (`sqrtsd`) and vectorise them.
    pub no_math_errno: bool,
}

impl FastMath {
    /// Whether any instruction flag is on.
    pub fn any_flag(&self) -> bool {
        self.no_nans
            || self.no_infs
            || self.no_signed_zeros
            || self.reciprocal
            || self.reassoc
            || self.approx_func
            || self.contract
    }
}

/// What [`emit`] writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OutputKind {
    /// LLVM IR text (`.ll`).
    LlvmIr,
    /// LLVM bitcode (`.bc`).
    Bitcode,
    /// Target assembly (`.s`).
    Assembly,
    /// Relocatable object (`.o`).
    Object,
}

/// Compiles `module` and writes the requested output to `out`.
///
/// Errors (an unsupported construct, an LLVM verifier failure, a write failure) come back as
/// messages; nothing here panics on valid XIR.
pub fn emit(
    module: &xmp_ir::xir::Module,
    opts: &CodegenOptions,
    kind: OutputKind,
    out: &Path,
) -> Result<(), String> {
    pipeline::compile(module, opts, |tm, m| {
        pipeline::write_output(tm, m, kind, out)
    })
}

/// Compiles `module` and returns the (optimised, as `opts` asks) LLVM IR as text.
pub fn emit_to_string(
    module: &xmp_ir::xir::Module,
    opts: &CodegenOptions,
) -> Result<String, String> {
    pipeline::compile(module, opts, |_, m| Ok(m.print_to_string().to_string()))
}
