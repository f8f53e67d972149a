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
mod debuginfo;
mod expr;
mod function;
mod globals;
mod pipeline;
mod prefetch;
mod reassoc;
mod stmt;
mod tbaa;
mod types;
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
