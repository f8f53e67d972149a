//! Module-wide code-generation flags applied after the module is built, before optimisation:
//! the `-ffast-math` family (fast-math flags on every floating-point instruction that can carry
//! them, `memory(none)` on math library declarations under `-fno-math-errno`) and
//! `-fvisibility=` on the symbols the unit defines.

use inkwell::attributes::{Attribute, AttributeLoc};
use inkwell::module::{Linkage, Module};
use inkwell::values::{AsValueRef, GlobalValue};
use inkwell::GlobalVisibility;

use crate::{CodegenOptions, FastMath};

/// The math functions whose only side effect is `errno` (clang's `const` builtins under
/// `-fno-math-errno`), in their `double`, `float` and `long double` spellings.
const ERRNO_MATH: &[&str] = &[
    "sqrt", "sin", "cos", "tan", "asin", "acos", "atan", "atan2", "sinh", "cosh", "tanh", "asinh",
    "acosh", "atanh", "exp", "exp2", "expm1", "log", "log2", "log10", "log1p", "pow", "fmod",
    "cbrt", "hypot", "ldexp", "lround", "llround", "lrint", "llrint", "fma", "erf", "erfc",
];

fn llvm_flags(f: &FastMath) -> u32 {
    use llvm_sys::*;
    let mut v = 0;
    for (on, bit) in [
        (f.reassoc, LLVMFastMathAllowReassoc),
        (f.no_nans, LLVMFastMathNoNaNs),
        (f.no_infs, LLVMFastMathNoInfs),
        (f.no_signed_zeros, LLVMFastMathNoSignedZeros),
        (f.reciprocal, LLVMFastMathAllowReciprocal),
        (f.contract, LLVMFastMathAllowContract),
        (f.approx_func, LLVMFastMathApproxFunc),
    ] {
        if on {
            v |= bit;
        }
    }
    v
}

/// Applies the options' module-wide flags to `m`.
pub(crate) fn apply(m: &Module<'_>, opts: &CodegenOptions) {
    let fm = &opts.fast_math;
    if fm.any_flag() {
        let bits = llvm_flags(fm);
        let mut f = m.get_first_function();
        while let Some(func) = f {
            f = func.get_next_function();
            for bb in func.get_basic_block_iter() {
                let mut i = bb.get_first_instruction();
                while let Some(inst) = i {
                    i = inst.get_next_instruction();
                    let v = inst.as_value_ref();
                    // SAFETY: `v` is a live instruction of this module; the C API checks the
                    // opcode and type before flags are set.
                    unsafe {
                        if llvm_sys::core::LLVMCanValueUseFastMathFlags(v) != 0 {
                            let old = llvm_sys::core::LLVMGetFastMathFlags(v);
                            llvm_sys::core::LLVMSetFastMathFlags(v, old | bits);
                        }
                    }
                }
            }
        }
    }
    if fm.no_math_errno {
        let ctx = m.get_context();
        let memory = Attribute::get_named_enum_kind_id("memory");
        let nounwind = Attribute::get_named_enum_kind_id("nounwind");
        for base in ERRNO_MATH {
            for name in [base.to_string(), format!("{base}f"), format!("{base}l")] {
                if let Some(func) = m.get_function(&name) {
                    if func.count_basic_blocks() == 0 {
                        // memory(none): the encoded MemoryEffects of "no access" is 0.
                        func.add_attribute(
                            AttributeLoc::Function,
                            ctx.create_enum_attribute(memory, 0),
                        );
                        func.add_attribute(
                            AttributeLoc::Function,
                            ctx.create_enum_attribute(nounwind, 0),
                        );
                    }
                }
            }
        }
    }
    if let Some(vis) = opts.visibility.as_deref() {
        let v = match vis {
            "hidden" | "internal" => GlobalVisibility::Hidden,
            "protected" => GlobalVisibility::Protected,
            _ => return,
        };
        let set = |g: GlobalValue<'_>, defined: bool| {
            let exported = !matches!(g.get_linkage(), Linkage::Internal | Linkage::Private);
            if defined && exported && g.get_visibility() == GlobalVisibility::Default {
                g.set_visibility(v);
            }
        };
        let mut f = m.get_first_function();
        while let Some(func) = f {
            f = func.get_next_function();
            set(func.as_global_value(), func.count_basic_blocks() > 0);
        }
        let mut g = m.get_first_global();
        while let Some(gv) = g {
            g = gv.get_next_global();
            set(gv, gv.get_initializer().is_some());
        }
    }
}
