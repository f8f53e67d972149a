//! The target machine, code generation driver, verification, LLVM's new-pass-manager
//! pipelines and output writing.

use std::collections::HashMap;
use std::path::Path;

use inkwell::context::Context;
use inkwell::module::{FlagBehavior, Module};
use inkwell::passes::PassBuilderOptions;
use inkwell::targets::{
    CodeModel, FileType, InitializationConfig, RelocMode, Target, TargetMachine, TargetTriple,
};
use inkwell::OptimizationLevel;

use crate::array_scopes::ArrayScopes;
use crate::cg::{Cg, R};
use crate::debuginfo::DebugCtx;
use crate::tbaa::Tbaa;
use crate::{CodegenOptions, OutputKind};

/// The triple clang-22 uses on this platform.
pub(crate) const TRIPLE: &str = "x86_64-pc-linux-gnu";

fn opt_level(o: u8) -> OptimizationLevel {
    match o {
        0 => OptimizationLevel::None,
        1 => OptimizationLevel::Less,
        2 => OptimizationLevel::Default,
        _ => OptimizationLevel::Aggressive,
    }
}

/// CPU name and feature string: generic `x86-64` by default (as clang without `-march`), the
/// host's for `native`, else the named CPU with its implied features.
fn cpu_and_features(opts: &CodegenOptions) -> (String, String) {
    let (cpu, mut features) = base_cpu_and_features(opts);
    // `-m<feature>` flags come after the CPU's own features, so that they win.
    for f in &opts.target_features {
        if !features.is_empty() {
            features.push(',');
        }
        features.push_str(f);
    }
    (cpu, features)
}

fn base_cpu_and_features(opts: &CodegenOptions) -> (String, String) {
    match opts.target_cpu.as_deref() {
        None | Some("") | Some("x86-64") => (
            "x86-64".into(),
            "+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87".into(),
        ),
        Some("native") => (
            TargetMachine::get_host_cpu_name().to_string(),
            TargetMachine::get_host_cpu_features().to_string(),
        ),
        Some(c) => (c.to_string(), String::new()),
    }
}

pub(crate) fn target_machine(opts: &CodegenOptions) -> R<TargetMachine> {
    Target::initialize_x86(&InitializationConfig::default());
    let triple = TargetTriple::create(TRIPLE);
    let target =
        Target::from_triple(&triple).map_err(|e| format!("cannot create target {TRIPLE}: {e}"))?;
    let (cpu, features) = cpu_and_features(opts);
    target
        .create_target_machine(
            &triple,
            &cpu,
            &features,
            opt_level(opts.opt_level),
            if opts.pic == crate::Pic::None {
                RelocMode::Static
            } else {
                RelocMode::PIC
            },
            CodeModel::Default,
        )
        .ok_or_else(|| format!("cannot create a target machine for CPU '{cpu}'"))
}

/// Generates the module, verifies it, runs the pipeline and hands it to `finish`.
pub(crate) fn compile<T>(
    x: &xmp_ir::xir::Module,
    opts: &CodegenOptions,
    finish: impl FnOnce(&TargetMachine, &Module<'_>) -> R<T>,
) -> R<T> {
    let tm = target_machine(opts)?;
    let ctx = Context::create();
    if opts.opt_level > 0 {
        // Like clang's release builds: local value names cost time and nobody reads them at
        // -O1 and above (they are kept at -O0, where the IR is for reading).
        unsafe { llvm_sys::core::LLVMContextSetDiscardValueNames(ctx.raw(), 1) };
    }
    let name = x
        .source_map
        .files
        .first()
        .map(|f| f.path.as_str())
        .unwrap_or("module");
    let module = ctx.create_module(name);
    module.set_triple(&tm.get_triple());
    let td = tm.get_target_data();
    module.set_data_layout(&td.get_data_layout());
    module.set_source_file_name(name);
    let i32t = ctx.i32_type();
    module.add_basic_value_flag("wchar_size", FlagBehavior::Error, i32t.const_int(4, false));
    // As clang: `PIC Level` for -fPIC and -fPIE, `PIE Level` for -fPIE (the default) only.
    let (pic, pie) = match opts.pic {
        crate::Pic::None => (None, None),
        crate::Pic::Pic(l) => (Some(l), None),
        crate::Pic::Pie(l) => (Some(l), Some(l)),
    };
    if let Some(l) = pic {
        module.add_basic_value_flag(
            "PIC Level",
            FlagBehavior::Override,
            i32t.const_int(l.into(), false),
        );
    }
    if let Some(l) = pie {
        module.add_basic_value_flag(
            "PIE Level",
            FlagBehavior::Override,
            i32t.const_int(l.into(), false),
        );
    }
    module.add_basic_value_flag("uwtable", FlagBehavior::Override, i32t.const_int(2, false));
    let dbg = if opts.debug_info {
        Some(DebugCtx::new(
            &module,
            x,
            opts.opt_level > 0,
            opts.dwarf_version.unwrap_or(5),
            &opts.debug_prefix_map,
        ))
    } else {
        None
    };
    let (cpu, features) = cpu_and_features(opts);
    let mut cg = Cg {
        ctx: &ctx,
        module,
        builder: ctx.create_builder(),
        x,
        td,
        opts,
        struct_tys: Vec::new(),
        globals: Vec::new(),
        funcs: Vec::new(),
        strings: HashMap::new(),
        tbaa: Tbaa::new(&ctx, opts.opt_level > 0 && !opts.no_strict_aliasing),
        array_scopes: ArrayScopes::new(&ctx, x, opts.opt_level > 0),
        dbg,
        f: None,
        anon_counter: 0,
        omp_xmp_split: false,
        omp_gtid: None,
        view_folds: HashMap::new(),
        cpu,
        features,
    };
    cg.gen_module_asm();
    cg.build_struct_types()?;
    cg.declare_functions()?;
    cg.declare_globals()?;
    cg.define_globals()?;
    cg.define_functions()?;
    cg.finish_label_statics()?;
    cg.gen_xmp_module()?;
    if let Some(d) = &cg.dbg {
        d.dib.finalize();
    }
    let Cg { module, .. } = cg;
    remove_unused_internals(&module);
    crate::fpflags::apply(&module, opts);
    module
        .verify()
        .map_err(|e| format!("internal error: LLVM verifier: {}", e.to_string()))?;
    if opts.opt_level > 0 {
        let po = PassBuilderOptions::create();
        // What clang enables at -O2/-O3 (loop vectorisation and SLP), and interleaving/unrolling.
        let vec = opts.opt_level >= 2;
        po.set_loop_vectorization(opts.vectorize.unwrap_or(vec));
        po.set_loop_slp_vectorization(opts.slp_vectorize.unwrap_or(vec));
        po.set_loop_interleaving(opts.vectorize.unwrap_or(vec));
        po.set_loop_unrolling(true);
        po.set_merge_functions(false);
        let pipeline = format!("default<O{}>", opts.opt_level.min(3));
        crate::prefetch::set_llvm_options(opts);
        let prefetch = crate::prefetch::targets(&module);
        module
            .run_passes(&pipeline, &tm, po)
            .map_err(|e| format!("internal error: LLVM passes: {}", e.to_string()))?;
        crate::prefetch::run(&module, &prefetch, &tm)?;
    }
    finish(&tm, &module)
}

pub(crate) fn write_output(
    tm: &TargetMachine,
    m: &Module<'_>,
    kind: OutputKind,
    out: &Path,
) -> R<()> {
    match kind {
        OutputKind::LlvmIr => m
            .print_to_file(out)
            .map_err(|e| format!("cannot write {}: {}", out.display(), e.to_string())),
        OutputKind::Bitcode => {
            if m.write_bitcode_to_path(out) {
                Ok(())
            } else {
                Err(format!("cannot write {}", out.display()))
            }
        }
        OutputKind::Assembly => tm
            .write_to_file(m, FileType::Assembly, out)
            .map_err(|e| format!("cannot write {}: {}", out.display(), e.to_string())),
        OutputKind::Object => tm
            .write_to_file(m, FileType::Object, out)
            .map_err(|e| format!("cannot write {}: {}", out.display(), e.to_string())),
    }
}

/// Deletes internal functions and variables nothing refers to (static functions of headers,
/// unused `static` tables) and unused declarations, as clang never emits them; repeated until
/// nothing changes.
fn remove_unused_internals(m: &Module<'_>) {
    use inkwell::module::Linkage;
    use inkwell::values::AsValueRef;
    loop {
        let mut changed = false;
        let mut f = m.get_first_function();
        while let Some(func) = f {
            f = func.get_next_function();
            let internal = matches!(func.get_linkage(), Linkage::Internal | Linkage::Private)
                || func.count_basic_blocks() == 0;
            if internal && unsafe { llvm_sys::core::LLVMGetFirstUse(func.as_value_ref()).is_null() }
            {
                unsafe { func.delete() };
                changed = true;
            }
        }
        let mut g = m.get_first_global();
        while let Some(gv) = g {
            g = gv.get_next_global();
            let internal = matches!(gv.get_linkage(), Linkage::Internal | Linkage::Private)
                || gv.get_initializer().is_none();
            if internal && unsafe { llvm_sys::core::LLVMGetFirstUse(gv.as_value_ref()).is_null() } {
                unsafe { gv.delete() };
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
}
