//! Target-specific parts of XIR: GNU inline assembly, module-level assembly and per-function
//! target features (`__attribute__((target("avx2")))`).

pub mod x86;
mod x86_signatures;
mod x86_vector;

use crate::types::Type;
use crate::xir::{Expr, FuncId, LabelId};

/// Target facts of a translation unit.
#[derive(Clone, Debug, Default)]
pub struct TargetModule {
    /// File-scope `asm("...")` blocks, in order (LLVM module assembly).
    pub module_asm: Vec<String>,
    /// Functions with a `target` attribute: the LLVM feature list (`+avx2,+fma`) and CPU
    /// (`arch=` in the attribute) added to what the command line selects.
    pub func_features: Vec<(FuncId, FuncTarget)>,
    /// What the command line selects (`-march=`, `-m<feature>`), for the check of
    /// `always_inline` functions with target features at their calls.
    pub cmdline: FuncTarget,
}

/// A function's `target("...")` attribute in LLVM's terms.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FuncTarget {
    /// `+feat` / `-feat`, comma-separated.
    pub features: String,
    /// `arch=cpu`, if given.
    pub cpu: Option<String>,
}

/// A GNU `asm` statement already in LLVM's terms: the operand references of the template are
/// `$N`/`${N:mod}`, and the constraint string lists outputs, inputs and clobbers as LLVM reads
/// them (`=r,=*m,0,imr,~{memory},~{dirflag},~{fpsr},~{flags}`).
#[derive(Clone, Debug)]
pub struct InlineAsm {
    pub template: String,
    pub constraints: String,
    /// `volatile`, or no outputs: LLVM `sideeffect`.
    pub side_effects: bool,
    /// Neither memory operands nor a `memory` clobber, and not volatile: LLVM may treat the
    /// asm as not touching memory (what clang does).
    pub readnone: bool,
    /// Lvalues receiving the register outputs, in order (the asm returns them, as a struct
    /// when there are several).
    pub outputs: Vec<Expr>,
    /// Operands passed to the asm, in constraint order: values, or addresses for the indirect
    /// (`*m`) ones.
    pub args: Vec<AsmArg>,
    /// `asm goto` targets, numbered after the inputs in the template.
    pub labels: Vec<LabelId>,
}

/// One operand passed to an inline asm.
#[derive(Clone, Debug)]
pub struct AsmArg {
    pub value: Expr,
    /// For an indirect operand, the pointee type (LLVM's `elementtype`).
    pub indirect: Option<Type>,
}

impl InlineAsm {
    /// Every subexpression, in evaluation order: output lvalues, then the operands.
    pub fn children(&self) -> impl Iterator<Item = &Expr> {
        self.outputs
            .iter()
            .chain(self.args.iter().map(|a| &a.value))
    }

    /// [`InlineAsm::children`] for rewriting.
    pub fn children_mut(&mut self) -> impl Iterator<Item = &mut Expr> {
        self.outputs
            .iter_mut()
            .chain(self.args.iter_mut().map(|a| &mut a.value))
    }
}
