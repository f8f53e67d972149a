//! The built-in transformational procedures of reference 10.7 (`xmp_gather`, `xmp_scatter`,
//! `xmp_pack`, `xmp_unpack`, `xmp_transpose`, `xmp_matmul`, `xmp_sort_up`, `xmp_sort_down`) on
//! sections of global arrays of any mapping and of local arrays.
//!
//! Each call is a global construct over the executing node set: every executing node calls
//! it with the same arguments, and only executing nodes take part (as in a gmove without
//! `in`/`out`). So every node holding an element of the written argument (always the first)
//! must be executing, and each element of a source needs a copy on an executing node (a
//! replicated source is read from its first executing replica); otherwise the call is a
//! runtime error naming the line, raised by every executing node before any communication.
//!
//! Element order is C row-major, indices are 0-based. All data movement goes through
//! [`common::exchange`] (a variable-size all-to-all), so no node holds more than its own
//! blocks plus what it sends or receives.

pub(crate) mod common;
mod gather;
mod matmul;
mod pack;
mod real;
mod sort;
mod transpose;

use crate::gmove::XmpGmoveSide;
use common::{Arg, Ctx};
use xmp_abi::DType;

/// Procedure codes of `xmp_rt_transform` (contract: `xmp_abi::ENTRY_POINTS`).
pub const PROC_GATHER: i32 = 0;
/// `xmp_scatter`.
pub const PROC_SCATTER: i32 = 1;
/// `xmp_pack`.
pub const PROC_PACK: i32 = 2;
/// `xmp_unpack`.
pub const PROC_UNPACK: i32 = 3;
/// `xmp_transpose`.
pub const PROC_TRANSPOSE: i32 = 4;
/// `xmp_matmul`.
pub const PROC_MATMUL: i32 = 5;
/// `xmp_sort_up`.
pub const PROC_SORT_UP: i32 = 6;
/// `xmp_sort_down`.
pub const PROC_SORT_DOWN: i32 = 7;

pub(crate) const NAMES: [&str; 8] = [
    "xmp_gather",
    "xmp_scatter",
    "xmp_pack",
    "xmp_unpack",
    "xmp_transpose",
    "xmp_matmul",
    "xmp_sort_up",
    "xmp_sort_down",
];

/// Runs procedure `proc` on `sides` (with element type codes `types` and sizes `elems`).
///
/// # Safety
/// Every side must describe live storage covering the elements its section addresses.
pub unsafe fn run(
    proc: i32,
    sides: &[&XmpGmoveSide],
    types: &[i32],
    elems: &[usize],
    opt: i64,
    loc: Option<&str>,
) {
    let ctx = Ctx::new(loc);
    let Some(name) = usize::try_from(proc).ok().and_then(|p| NAMES.get(p)) else {
        ctx.fatal("xmp_rt_transform: unknown procedure")
    };
    let mut args = Vec::with_capacity(sides.len());
    for (i, s) in sides.iter().enumerate() {
        let ty = types
            .get(i)
            .and_then(|&t| {
                if t < 0 {
                    Some(DType::UChar)
                } else {
                    DType::from_i32(t)
                }
            })
            .unwrap_or_else(|| {
                ctx.fatal(&format!("{name}: argument {} has an unknown type", i + 1))
            });
        let e = elems.get(i).copied().unwrap_or(0);
        if e == 0 {
            ctx.fatal(&format!(
                "{name}: argument {} has a zero element size",
                i + 1
            ));
        }
        args.push(Arg::new(
            &ctx,
            s,
            ty,
            e,
            &format!("{name}: argument {}", i + 1),
            // Every procedure writes its first argument only.
            i == 0,
        ));
    }
    let _ = opt; // xmp_transpose's opt only allows the source to be overwritten.
    match proc {
        PROC_GATHER => gather::gather(&ctx, name, &args),
        PROC_SCATTER => gather::scatter(&ctx, name, &args),
        PROC_PACK => pack::pack(&ctx, name, &args),
        PROC_UNPACK => pack::unpack(&ctx, name, &args),
        PROC_TRANSPOSE => transpose::transpose(&ctx, name, &args),
        PROC_MATMUL => matmul::matmul(&ctx, name, &args),
        _ => sort::sort(&ctx, name, &args, proc == PROC_SORT_DOWN),
    }
}

/// Checks the argument count.
fn nargs(ctx: &Ctx, name: &str, args: &[Arg], lo: usize, hi: usize) {
    if args.len() < lo || args.len() > hi {
        ctx.fatal(&format!(
            "{name}: wrong number of arguments ({})",
            args.len()
        ));
    }
}

/// Checks that two arguments have the same element type.
fn same_type(ctx: &Ctx, name: &str, a: &Arg, b: &Arg) {
    if a.ty != b.ty || a.elem != b.elem {
        ctx.fatal(&format!("{name}: the arrays have different element types"));
    }
}
