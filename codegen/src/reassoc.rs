//! Reassociable updates of XMP loop-reduction accumulators.
//!
//! The iterations of an XMP `loop` may run in any order and the combination order of its
//! reduction is unspecified (reference 6.3.1, 6.3.5), as with an OpenMP reduction. The lowering
//! gives each floating-point `+`/`-`/`*` reduction a private accumulator
//! ([`xmp_ir::xir::Local::reduction`]); here every arithmetic step of an update of that
//! accumulator (`acc = acc + e`, `acc -= e`, `acc += x * y` contracted to `llvm.fmuladd`,
//! `acc *= e`) gets LLVM's `reassoc` flag. Without it LLVM must add the terms in source order and
//! cannot vectorise the loop (a float sum is a serial dependence); with it the vectoriser keeps
//! one partial sum per lane. Only instructions on the path from a load of the accumulator to a
//! store into it are flagged: the computation of each term keeps strict IEEE semantics.

use inkwell::values::{
    AnyValueEnum, BasicValue, BasicValueEnum, FastMathFlags, InstructionOpcode, InstructionValue,
    PointerValue,
};
use xmp_ir::xir::XmpReduceOp;

/// Flags every update step of the accumulator at `slot` (an alloca) for a reduction `op`.
pub(crate) fn mark_updates(slot: PointerValue<'_>, op: XmpReduceOp) {
    if !matches!(op, XmpReduceOp::Sum | XmpReduceOp::Prod) {
        return;
    }
    let mut u = slot.get_first_use();
    while let Some(use_) = u {
        if let AnyValueEnum::InstructionValue(store) = use_.get_user() {
            // A store *into* the slot (operand 1), not of the slot's address.
            if store.get_opcode() == InstructionOpcode::Store && operand_is(store, 1, slot) {
                if let Some(v) = operand_inst(store, 0) {
                    mark(v, slot, op, 0);
                }
            }
        }
        u = use_.get_next_use();
    }
}

/// Whether `inst` (transitively, through update steps) reads the accumulator; flags the steps.
fn mark(inst: InstructionValue<'_>, slot: PointerValue<'_>, op: XmpReduceOp, depth: u32) -> bool {
    // Update expressions are short; the bound only guards against pathological inputs.
    if depth > 16 {
        return false;
    }
    let operands: &[u32] = match (inst.get_opcode(), op) {
        (InstructionOpcode::Load, _) => return operand_is(inst, 0, slot),
        (InstructionOpcode::FAdd | InstructionOpcode::FSub, XmpReduceOp::Sum) => &[0, 1],
        (InstructionOpcode::FMul, XmpReduceOp::Prod) => &[0, 1],
        // llvm.fmuladd(x, y, acc): the accumulator can only be the addend.
        (InstructionOpcode::Call, XmpReduceOp::Sum) if is_fmuladd(inst) => &[2],
        _ => return false,
    };
    let mut reads = false;
    for &i in operands {
        if let Some(o) = operand_inst(inst, i) {
            reads |= mark(o, slot, op, depth + 1);
        }
    }
    if reads {
        if let Ok(f) = inst.get_fast_math_flags() {
            // Not an FP-math instruction: nothing to flag (cannot happen for the opcodes above).
            let _ = inst.set_fast_math_flags(f | FastMathFlags::AllowReassoc);
        }
    }
    reads
}

fn operand_is(inst: InstructionValue<'_>, i: u32, slot: PointerValue<'_>) -> bool {
    matches!(
        inst.get_operand(i).and_then(|o| o.value()),
        Some(BasicValueEnum::PointerValue(p)) if p == slot
    )
}

fn operand_inst(inst: InstructionValue<'_>, i: u32) -> Option<InstructionValue<'_>> {
    inst.get_operand(i)
        .and_then(|o| o.value())
        .and_then(|v| v.as_instruction_value())
}

fn is_fmuladd(call: InstructionValue<'_>) -> bool {
    // The callee is the last operand of a call.
    let n = call.get_num_operands();
    n > 0
        && matches!(
            call.get_operand(n - 1).and_then(|o| o.value()),
            Some(BasicValueEnum::PointerValue(f)) if f.get_name().to_bytes().starts_with(b"llvm.fmuladd")
        )
}
