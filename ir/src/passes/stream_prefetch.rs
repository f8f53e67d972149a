//! `stream-prefetch`: marks the localized XMP loops ([`XmpStmt::LocalLoop`]) that sweep a
//! stencil over global arrays too large for the caches, so that code generation gives them
//! software prefetches (LLVM's `loop-data-prefetch`).
//!
//! Why: the loops of a `loop` directive walk the local blocks of distributed arrays, which on
//! a memory-bound stencil (Himeno, a heat equation) are tens of MiB. Measured on one node, software
//! prefetches a few KiB ahead make the heat stencil of `bench/heat` 7-12% and Himeno M 20-35%
//! faster; clang -O2 does not prefetch on x86. They pay only where the hardware prefetchers do
//! not already keep up, so the pass marks a loop only when both hold:
//! - it is a stencil: some array is read at two or more rows at once (outer-dimension indices
//!   that differ by a constant, `u[i-1][j]` and `u[i+1][j]`). Plain streams with one access per
//!   array (daxpy, a four-array triad) already run at full bandwidth and lose 8-40% with
//!   prefetches;
//! - its arrays hold at least [`MIN_STREAM_BYTES`] in all, a common last-level cache size
//!   (arrays whose extents are not compile-time constants count as large). Where the data fits
//!   in the cache prefetching only costs instructions (Himeno S, 30 MB in all, 5-10% slower).
//!   The node count, and so each node's share, is not known at compile time.
//!
//! Code generation gives the innermost axis of a marked loop a loop property, runs LLVM's
//! `loop-data-prefetch` on the function and keeps the prefetches of the marked loops only
//! (`codegen/src/prefetch.rs`).

use super::loop_localize::walk_block_exprs;
use super::{Pass, Stat};
use crate::types::{FloatKind, LocalId, Type};
use crate::xir::*;
use std::collections::{BTreeSet, HashMap};

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

/// The variable part of a linear index: `(local, coefficient)` pairs.
type LinearVars = Vec<(LocalId, i128)>;

/// An integer index expression as `sum(coefficient * local) + constant`, when it has that form
/// (loads of locals, integer constants, casts, `+`, `-`, negation, products by a constant).
fn linear(e: &Expr) -> Option<(LinearVars, i128)> {
    match &e.kind {
        ExprKind::IntConst(c) => Some((vec![], *c)),
        ExprKind::Load { lvalue, .. } => match lvalue.kind {
            ExprKind::Local(v) => Some((vec![(v, 1)], 0)),
            _ => None,
        },
        ExprKind::Cast(_, x) => linear(x),
        ExprKind::Unary(UnOp::Neg, x) => {
            let (v, c) = linear(x)?;
            Some((
                v.into_iter().map(|(l, k)| (l, -k)).collect(),
                c.checked_neg()?,
            ))
        }
        ExprKind::Binary(op @ (BinOp::Add | BinOp::Sub), l, r) => {
            let (mut lv, lc) = linear(l)?;
            let (rv, rc) = linear(r)?;
            let sign = if *op == BinOp::Sub { -1 } else { 1 };
            lv.extend(rv.into_iter().map(|(l, k)| (l, sign * k)));
            Some((lv, lc.checked_add(sign * rc)?))
        }
        ExprKind::Binary(BinOp::Mul, l, r) => {
            let (lv, lc) = linear(l)?;
            let (rv, rc) = linear(r)?;
            let (v, c, k) = match (lv.is_empty(), rv.is_empty()) {
                (true, _) => (rv, rc, lc),
                (_, true) => (lv, lc, rc),
                _ => return None,
            };
            Some((
                v.into_iter().map(|(l, x)| (l, x * k)).collect(),
                c.checked_mul(k)?,
            ))
        }
        _ => None,
    }
}

/// Whether the loop body reads some global array at two rows at once: two accesses whose index
/// in one outer dimension (not the innermost) depends on the same loop variables and differs by
/// a nonzero constant.
fn is_stencil(body: &mut Block, views: &[ArrayView]) -> bool {
    // The hoisted offsets of the views take part in every index of their array.
    let hidden: BTreeSet<LocalId> = views.iter().flat_map(|v| v.offs.iter().copied()).collect();
    // (array, dimension, variable part) -> constant parts seen
    let mut rows: HashMap<(GlobalArrayId, usize, LinearVars), BTreeSet<i128>> = HashMap::new();
    walk_block_exprs(body, &mut |e| {
        let ExprKind::LocalElem { array, idx, .. } = &e.kind else {
            return;
        };
        let Some((_, outer)) = idx.split_last() else {
            return;
        };
        for (d, x) in outer.iter().enumerate() {
            let Some((mut vars, c)) = linear(x) else {
                continue;
            };
            vars.sort_unstable();
            let mut merged: LinearVars = vec![];
            for (l, k) in vars {
                match merged.last_mut() {
                    Some((pl, pk)) if *pl == l => *pk += k,
                    _ => merged.push((l, k)),
                }
            }
            merged.retain(|&(l, k)| k != 0 && !hidden.contains(&l));
            // Constant indices (`a[0][i]`, `a[1][i]`) select planes, not neighbouring rows.
            if !merged.is_empty() {
                rows.entry((*array, d, merged)).or_default().insert(c);
            }
        }
    });
    rows.values().any(|cs| cs.len() > 1)
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
                if !*prefetch && streams(m, views) && is_stencil(body, views) {
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
