//! `get-fusion` (issue 6, seed 001 section 3.3.4): an array assignment whose right side is
//! only a coindexed section and whose left side is local memory becomes one GET that writes
//! straight into the destination.
//!
//! Lowering gives such an assignment the naive meaning of its parts: the coindexed section is
//! a value (fetched into a temporary) and the assignment copies that value into the left side
//! ([`SectionCopy::fused`] unset: the runtime's staged path, one extra copy of every byte and a
//! fresh temporary per statement). The source lives on another image, so it cannot overlap the
//! local destination; a coindex that names this image is handled by the runtime as a local copy
//! through a temporary either way. The pass therefore fuses every such copy: no temporary, no
//! second copy. Other assignments (a PUT, a local copy, a copy between two other images, a
//! scalar broadcast) are left alone.
//!
//! An expression statement `x = a[i]:[k];` (a coindexed element or scalar, the left side a
//! plain lvalue of the same type: a variable, `*p`, an element, a non-bit-field member) is
//! naively a GET into a temporary, a load and a store; it becomes a rank-0 fused
//! [`SectionCopy`] that code generation emits as one `xmp_rt_get` into the left side.

use super::{Pass, Stat};
use crate::types::{StructDef, Type};
use crate::xir::*;

/// The pass object.
#[derive(Default)]
pub struct GetFusion;

impl Pass for GetFusion {
    fn name(&self) -> &'static str {
        "get-fusion"
    }
    fn description(&self) -> &'static str {
        "Coindexed-section GETs in assignments write straight into the local destination"
    }
    fn run(&mut self, m: &mut Module) -> Vec<Stat> {
        let mut n = Counts::default();
        let structs = &m.structs;
        for f in &mut m.functions {
            if let Some(b) = &mut f.body {
                block(b, structs, &mut n);
            }
        }
        vec![
            Stat {
                what: "Number of coindexed GETs fused into their assignment",
                count: n.sections,
            },
            Stat {
                what: "Number of coindexed element GETs fused into their assignment",
                count: n.elems,
            },
        ]
    }
}

/// Whether a copy is a GET of a coindexed section into local memory.
pub(crate) fn is_local_get(c: &SectionCopy) -> bool {
    c.dst.remote.is_none() && matches!(&c.src, SectionSrc::Section(r) if r.remote.is_some())
}

#[derive(Default)]
struct Counts {
    sections: u64,
    elems: u64,
}

/// Whether `e` is an lvalue whose address can be taken once and written by the runtime.
fn plain_lvalue(e: &Expr, structs: &[StructDef]) -> bool {
    match &e.kind {
        ExprKind::Local(_) | ExprKind::Global(_) | ExprKind::Deref(_) => true,
        ExprKind::Member { base, field } => {
            let Type::Struct(sid) = &base.ty else {
                return false;
            };
            let plain = structs
                .get(*sid as usize)
                .and_then(|d| d.fields.get(*field as usize))
                .is_some_and(|f| f.bitfield.is_none());
            plain && plain_lvalue(base, structs)
        }
        _ => false,
    }
}

/// `lhs = CoGet` as a whole statement: the fused rank-0 copy replacing it.
fn fuse_elem(e: &Expr, structs: &[StructDef]) -> Option<Expr> {
    let ExprKind::Assign {
        lhs,
        rhs,
        volatile: false,
    } = &e.kind
    else {
        return None;
    };
    let ExprKind::CoGet {
        coarray,
        obj,
        image,
    } = &rhs.kind
    else {
        return None;
    };
    if lhs.ty != rhs.ty || !plain_lvalue(lhs, structs) {
        return None;
    }
    let sp = e.span;
    let addr = |lv: &Expr| {
        Expr::new(
            ExprKind::AddrOf(Box::new(lv.clone())),
            Type::Pointer(Box::new(lv.ty.clone())),
            sp,
        )
    };
    let copy = SectionCopy {
        elem: lhs.ty.clone(),
        dst: SectionRef {
            remote: None,
            base: addr(lhs),
            dims: vec![],
        },
        src: SectionSrc::Section(SectionRef {
            remote: Some((*coarray, (**image).clone())),
            base: addr(obj),
            dims: vec![],
        }),
        fused: true,
        nonblocking: false,
    };
    let st = Stmt {
        kind: StmtKind::Xmp(Box::new(XmpStmt::SectionCopy(Box::new(copy)))),
        span: sp,
    };
    Some(Expr::new(
        ExprKind::StmtExpr {
            body: Block { stmts: vec![st] },
            result: None,
        },
        Type::Void,
        sp,
    ))
}

fn block(b: &mut Block, structs: &[StructDef], n: &mut Counts) {
    for s in &mut b.stmts {
        stmt(s, structs, n);
    }
}

fn stmt(s: &mut Stmt, structs: &[StructDef], n: &mut Counts) {
    match &mut s.kind {
        StmtKind::Block(b) => block(b, structs, n),
        StmtKind::Expr(e) => {
            if let Some(f) = fuse_elem(e, structs) {
                *e = f;
                n.elems += 1;
            } else {
                expr(e, structs, n);
            }
        }
        StmtKind::Return(Some(e)) | StmtKind::GotoIndirect(e) => expr(e, structs, n),
        StmtKind::Decl { init: Some(i), .. } => init(i, structs, n),
        StmtKind::If { cond, then, els } => {
            expr(cond, structs, n);
            block(then, structs, n);
            if let Some(e) = els {
                block(e, structs, n);
            }
        }
        StmtKind::While { cond, body } | StmtKind::DoWhile { body, cond } => {
            expr(cond, structs, n);
            block(body, structs, n);
        }
        StmtKind::For {
            init,
            cond,
            step,
            body,
        } => {
            block(init, structs, n);
            if let Some(c) = cond {
                expr(c, structs, n);
            }
            if let Some(c) = step {
                expr(c, structs, n);
            }
            block(body, structs, n);
        }
        StmtKind::Switch { cond, body, .. } => {
            expr(cond, structs, n);
            block(body, structs, n);
        }
        StmtKind::Xmp(x) => match &mut **x {
            XmpStmt::SectionCopy(c) if is_local_get(c) && !c.fused => {
                c.fused = true;
                n.sections += 1;
            }
            XmpStmt::ParLoop { body, .. }
            | XmpStmt::LocalLoop { body, .. }
            | XmpStmt::Task { body, .. } => block(body, structs, n),
            XmpStmt::Tasks { tasks } => {
                for (_, b, _) in tasks {
                    block(b, structs, n);
                }
            }
            _ => {}
        },
        _ => {}
    }
}

fn init(i: &mut Init, structs: &[StructDef], n: &mut Counts) {
    match i {
        Init::Expr(e) => expr(e, structs, n),
        Init::Array(v) => v.iter_mut().for_each(|(_, i)| init(i, structs, n)),
        Init::Struct(v) => v.iter_mut().for_each(|(_, i)| init(i, structs, n)),
        _ => {}
    }
}

/// Array assignments are statement expressions; they may sit inside any expression.
fn expr(e: &mut Expr, structs: &[StructDef], n: &mut Counts) {
    if let ExprKind::StmtExpr { body, result } = &mut e.kind {
        block(body, structs, n);
        if let Some(r) = result {
            expr(r, structs, n);
        }
        return;
    }
    e.for_each_child_mut(&mut |c| expr(c, structs, n));
}
