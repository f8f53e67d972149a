//! `stream-prefetch`: marks the localized XMP loops ([`XmpStmt::LocalLoop`]) that stream through
//! global arrays too large for the caches, so that code generation runs LLVM's loop data
//! prefetcher (`loop-data-prefetch`) on the functions holding them.
//!
//! Why: the loops of a `loop` directive walk the local blocks of distributed arrays, which on
//! a memory-bound stencil (Himeno, a heat equation) are tens of MiB. The hardware prefetchers
//! stop at every 4 KiB page boundary, so each array stream stalls on a miss at the start of
//! every page; software prefetches a few KiB ahead keep the streams going (measured on one
//! node: the heat stencil of `bench/heat` 7-12% and Himeno M 20-35% more MFLOPS). clang -O2
//! does not prefetch on x86. Where the data fits in the last-level cache prefetching only
//! costs instructions (Himeno S, 30 MB in all, runs 5-10% slower with it), so the pass marks
//! only loops whose arrays reach [`MIN_STREAM_BYTES`] in all, a common last-level cache size
//! (arrays whose extents are not compile-time constants count as large). The node count, and
//! so the size of each node's share, is not known at compile time.
//!
//! Precision: LLVM's pass works on whole functions after inlining, so the other innermost
//! loops with strided accesses of a marked function (and of the functions it is inlined
//! into) get prefetches too.

use super::{Pass, Stat};
use crate::types::{FloatKind, Type};
use crate::xir::*;

/// The pass object.
#[derive(Default)]
pub struct StreamPrefetch;

/// Loops whose global arrays hold fewer bytes than this in all (global extents) are left
/// alone: their data fits in a last-level cache of 32 MiB.
pub const MIN_STREAM_BYTES: u64 = 32 << 20;

/// Size in bytes of an element type, when known.
fn type_size(m: &Module, t: &Type) -> Option<u64> {
    match t {
        Type::Int(k) => Some(k.size()),
        Type::Float(FloatKind::Float) => Some(4),
        Type::Float(FloatKind::Double) => Some(8),
        Type::Float(FloatKind::LongDouble) => Some(16),
        Type::Complex(k) => type_size(m, &Type::Float(*k)).map(|s| 2 * s),
        Type::Pointer(_) => Some(8),
        Type::Array(e, Some(n)) => type_size(m, e)?.checked_mul(*n),
        Type::Struct(id) => m
            .structs
            .get(*id as usize)
            .and_then(|s| s.complete.then_some(s.size)),
        _ => None,
    }
}

/// Bytes of global array `a` (global extents); `None` when not a compile-time constant.
fn array_bytes(m: &Module, a: GlobalArrayId) -> Option<u64> {
    let def = m.xmp.arrays.get(a as usize)?;
    if def.extents.contains(&0) {
        return None;
    }
    def.extents
        .iter()
        .try_fold(type_size(m, &def.elem)?, |acc, &e| acc.checked_mul(e))
}

/// Whether a localized loop over `views` streams enough data to be worth prefetching, given
/// the size of every global array (`None`: not a compile-time constant).
fn streams(sizes: &[Option<u64>], views: &[ArrayView]) -> bool {
    if views.is_empty() {
        return false;
    }
    let mut total: u64 = 0;
    for v in views {
        match sizes.get(v.array as usize).copied().flatten() {
            Some(b) => total = total.saturating_add(b),
            None => return true,
        }
    }
    total >= MIN_STREAM_BYTES
}

fn block(m: &[Option<u64>], b: &mut Block, marked: &mut u64) {
    for s in &mut b.stmts {
        stmt(m, s, marked);
    }
}

fn stmt(m: &[Option<u64>], s: &mut Stmt, marked: &mut u64) {
    match &mut s.kind {
        StmtKind::Block(b) => block(m, b, marked),
        StmtKind::If { then, els, .. } => {
            block(m, then, marked);
            if let Some(e) = els {
                block(m, e, marked);
            }
        }
        StmtKind::While { body, .. }
        | StmtKind::DoWhile { body, .. }
        | StmtKind::Switch { body, .. } => block(m, body, marked),
        StmtKind::For { init, body, .. } => {
            block(m, init, marked);
            block(m, body, marked);
        }
        StmtKind::Xmp(x) => match &mut **x {
            XmpStmt::LocalLoop {
                views,
                body,
                prefetch,
                ..
            } => {
                if !*prefetch && streams(m, views) {
                    *prefetch = true;
                    *marked += 1;
                }
                block(m, body, marked);
            }
            XmpStmt::Task { body, .. } | XmpStmt::ParLoop { body, .. } => block(m, body, marked),
            XmpStmt::Tasks { tasks } => {
                for (_, b, _) in tasks {
                    block(m, b, marked);
                }
            }
            _ => {}
        },
        _ => {}
    }
}

impl Pass for StreamPrefetch {
    fn name(&self) -> &'static str {
        "stream-prefetch"
    }

    fn description(&self) -> &'static str {
        "Mark localized XMP loops over large global arrays for software prefetching"
    }

    fn run(&mut self, m: &mut Module) -> Vec<Stat> {
        let mut marked = 0;
        let sizes: Vec<Option<u64>> = (0..m.xmp.arrays.len())
            .map(|a| array_bytes(m, a as GlobalArrayId))
            .collect();
        for f in &mut m.functions {
            if let Some(b) = &mut f.body {
                block(&sizes, b, &mut marked);
            }
        }
        vec![Stat {
            what: "Number of XMP loops marked for stream prefetching",
            count: marked,
        }]
    }
}
