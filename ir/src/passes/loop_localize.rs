//! `loop-localize` (design.md): every [`XmpStmt::ParLoop`] becomes an [`XmpStmt::LocalLoop`]
//! that runs only this node's chunks of each axis (bounds computed once before each loop by
//! the runtime instead of an ownership test per iteration), and the elements of global arrays
//! whose dimensions are all block-like (block, block(n), `*`, collapsed; not cyclic) become
//! [`ExprKind::LocalElem`]s: global index plus an offset hoisted before the loop, times a
//! hoisted stride, from a hoisted local base. Elements of arrays with a cyclic dimension keep
//! the checked [`ExprKind::GlobalElem`] addressing.

use super::{Pass, Stat};
use crate::types::{IntKind, LocalId, Type};
use crate::xir::*;

/// The pass object.
#[derive(Default)]
pub struct LoopLocalize;

fn long() -> Type {
    Type::Int(IntKind::Long)
}

/// Whether every dimension of the array is block-like on this node (storage = index + offset).
fn contiguous(m: &Module, a: GlobalArrayId) -> bool {
    let Some(def) = m.xmp.arrays.get(a as usize) else {
        return false;
    };
    let Some(t) = m.xmp.templates.get(def.template as usize) else {
        return false;
    };
    let Some(d) = &t.dist else { return false };
    def.align.iter().enumerate().all(|(j, ax)| match ax {
        AlignAxis::Collapse => true,
        AlignAxis::Template { tdim, .. } => {
            let full = def.shadow.get(j).is_some_and(|s| s.full);
            full || !matches!(d.formats.get(*tdim as usize), Some(DistFormat::Cyclic(_)))
        }
    })
}

struct Counts {
    loops: u64,
    elems: u64,
}

pub(crate) fn walk_expr(e: &mut Expr, f: &mut dyn FnMut(&mut Expr)) {
    // Children first, then the node itself.
    match &mut e.kind {
        ExprKind::StmtExpr { .. } | ExprKind::CompoundLiteral { .. } => {}
        _ => e.for_each_child_mut(&mut |c| walk_expr(c, f)),
    }
    f(e);
}

pub(crate) fn walk_block_exprs(b: &mut Block, f: &mut dyn FnMut(&mut Expr)) {
    for s in &mut b.stmts {
        walk_stmt_exprs(s, f);
    }
}

fn walk_init(i: &mut Init, f: &mut dyn FnMut(&mut Expr)) {
    match i {
        Init::Expr(e) => walk_expr(e, f),
        Init::Array(v) => v.iter_mut().for_each(|(_, i)| walk_init(i, f)),
        Init::Struct(v) => v.iter_mut().for_each(|(_, i)| walk_init(i, f)),
        _ => {}
    }
}

fn walk_stmt_exprs(s: &mut Stmt, f: &mut dyn FnMut(&mut Expr)) {
    match &mut s.kind {
        StmtKind::Block(b) => walk_block_exprs(b, f),
        StmtKind::Expr(e) | StmtKind::Return(Some(e)) | StmtKind::GotoIndirect(e) => {
            walk_expr(e, f)
        }
        StmtKind::Decl { init: Some(i), .. } => walk_init(i, f),
        StmtKind::If { cond, then, els } => {
            walk_expr(cond, f);
            walk_block_exprs(then, f);
            if let Some(e) = els {
                walk_block_exprs(e, f);
            }
        }
        StmtKind::While { cond, body } | StmtKind::DoWhile { body, cond } => {
            walk_expr(cond, f);
            walk_block_exprs(body, f);
        }
        StmtKind::For {
            init,
            cond,
            step,
            body,
        } => {
            walk_block_exprs(init, f);
            if let Some(c) = cond {
                walk_expr(c, f);
            }
            if let Some(c) = step {
                walk_expr(c, f);
            }
            walk_block_exprs(body, f);
        }
        StmtKind::Switch { cond, body, .. } => {
            walk_expr(cond, f);
            walk_block_exprs(body, f);
        }
        // Nested XMP constructs keep their own (naive) addressing.
        _ => {}
    }
}

impl LoopLocalize {
    fn block(&mut self, m: &Module, locals: &mut Vec<Local>, b: &mut Block, c: &mut Counts) {
        for s in &mut b.stmts {
            self.stmt(m, locals, s, c);
        }
    }

    fn stmt(&mut self, m: &Module, locals: &mut Vec<Local>, s: &mut Stmt, c: &mut Counts) {
        match &mut s.kind {
            StmtKind::Block(b) => self.block(m, locals, b, c),
            StmtKind::If { then, els, .. } => {
                self.block(m, locals, then, c);
                if let Some(e) = els {
                    self.block(m, locals, e, c);
                }
            }
            StmtKind::While { body, .. }
            | StmtKind::DoWhile { body, .. }
            | StmtKind::Switch { body, .. } => self.block(m, locals, body, c),
            StmtKind::For { init, body, .. } => {
                self.block(m, locals, init, c);
                self.block(m, locals, body, c);
            }
            // The XMP loop of a hybrid loop (`omp parallel for` + `xmp loop`).
            StmtKind::Omp(o) => {
                if let crate::omp::OmpStmt::Parallel { body, .. }
                | crate::omp::OmpStmt::XmpLoop(body) = &mut **o
                {
                    self.block(m, locals, body, c);
                }
            }
            StmtKind::Xmp(x) => {
                let XmpStmt::ParLoop {
                    template,
                    axes,
                    body,
                } = &mut **x
                else {
                    if let XmpStmt::Task { body, .. } = &mut **x {
                        self.block(m, locals, body, c);
                    }
                    return;
                };
                let (template, axes, mut body) =
                    (*template, std::mem::take(axes), std::mem::take(body));
                // Inner ParLoops first (they get their own views).
                self.block(m, locals, &mut body, c);
                let mut views: Vec<ArrayView> = vec![];
                let sp = s.span;
                let new_local = |locals: &mut Vec<Local>, name: String, ty: Type| -> LocalId {
                    locals.push(Local {
                        name,
                        ty,
                        restrict: false,
                        volatile: false,
                        align: None,
                        reduction: None,
                        span: sp,
                    });
                    (locals.len() - 1) as LocalId
                };
                walk_block_exprs(&mut body, &mut |e| {
                    let ExprKind::GlobalElem { array, idx } = &mut e.kind else {
                        return;
                    };
                    if !contiguous(m, *array) {
                        return;
                    }
                    let array = *array;
                    let v = match views.iter().position(|v| v.array == array) {
                        Some(i) => views[i].clone(),
                        None => {
                            let name = m.xmp.arrays[array as usize].name.clone();
                            let rank = idx.len();
                            let base = new_local(
                                locals,
                                format!(".xmp.base.{name}"),
                                Type::Pointer(Box::new(Type::Void)),
                            );
                            let offs = (0..rank)
                                .map(|j| new_local(locals, format!(".xmp.off.{name}.{j}"), long()))
                                .collect();
                            let strides = (0..rank)
                                .map(|j| {
                                    new_local(locals, format!(".xmp.stride.{name}.{j}"), long())
                                })
                                .collect();
                            let v = ArrayView {
                                array,
                                base,
                                offs,
                                strides,
                            };
                            views.push(v.clone());
                            v
                        }
                    };
                    let idx = Vec::from(std::mem::take(idx))
                        .into_iter()
                        .zip(&v.offs)
                        .map(|(i, o)| {
                            let span = i.span;
                            let load = Expr::new(
                                ExprKind::Load {
                                    lvalue: Box::new(Expr::new(ExprKind::Local(*o), long(), span)),
                                    volatile: false,
                                },
                                long(),
                                span,
                            );
                            Expr::new(
                                ExprKind::Binary(BinOp::Add, Box::new(i), Box::new(load)),
                                long(),
                                span,
                            )
                        })
                        .collect::<Vec<_>>()
                        .into_boxed_slice();
                    e.kind = ExprKind::LocalElem {
                        array,
                        base: v.base,
                        strides: v.strides.clone().into_boxed_slice(),
                        idx,
                    };
                    c.elems += 1;
                });
                c.loops += 1;
                **x = XmpStmt::LocalLoop {
                    template,
                    axes,
                    views,
                    body,
                    prefetch: false,
                };
            }
            _ => {}
        }
    }
}

impl Pass for LoopLocalize {
    fn name(&self) -> &'static str {
        "loop-localize"
    }

    fn description(&self) -> &'static str {
        "Localize XMP loop bounds and global array addressing"
    }

    fn run(&mut self, m: &mut Module) -> Vec<Stat> {
        let mut c = Counts { loops: 0, elems: 0 };
        let snapshot = m.clone();
        for f in &mut m.functions {
            let Some(mut body) = f.body.take() else {
                continue;
            };
            self.block(&snapshot, &mut f.locals, &mut body, &mut c);
            f.body = Some(body);
        }
        vec![
            Stat {
                what: "Number of XMP loops localized",
                count: c.loops,
            },
            Stat {
                what: "Number of global array accesses localized",
                count: c.elems,
            },
        ]
    }
}
