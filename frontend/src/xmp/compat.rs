//! Rewrites of the translation unit for declarative forms beyond XMP/C 1.4 whose meaning is
//! a change to C declarations: `#pragma xmp coarray a, b : [*]` (XMP before 1.2) gives the
//! earlier declarations of `a` and `b` in the same scope those codimensions, as the standard
//! declarator `int a[10]:[*];` would.

use super::ast::{CompatDir, DirectiveKind};
use crate::ast::{Block, Expr, Ident, StorageClass, TranslationUnit};
use crate::ast::{BlockItem, Declaration, ExternalDecl, PragmaKind, Stmt, StmtKind};
use crate::diag::{Diagnostic, Diagnostics};

/// Applies every old-style coarray declaration of `unit`; errors go to `diags`.
pub fn apply_coarray_decls(unit: &mut TranslationUnit, diags: &mut Diagnostics) {
    for i in 0..unit.items.len() {
        let (before, rest) = unit.items.split_at_mut(i);
        let Some(ExternalDecl::Pragma(p)) = rest.first() else {
            continue;
        };
        if let Some((names, codims)) = coarray_decl(&p.kind) {
            let decls = before.iter_mut().rev().filter_map(|it| match it {
                ExternalDecl::Decl(d) => Some(d),
                _ => None,
            });
            apply(decls, names, codims, diags);
        }
    }
    // Function bodies, block by block (an explicit work list: statement trees can be deep).
    let mut blocks: Vec<&mut Block> = unit
        .items
        .iter_mut()
        .filter_map(|it| match it {
            ExternalDecl::FuncDef(f) => Some(&mut f.body),
            _ => None,
        })
        .collect();
    while let Some(b) = blocks.pop() {
        for i in 0..b.items.len() {
            let (before, rest) = b.items.split_at_mut(i);
            let Some(BlockItem::Pragma(p)) = rest.first() else {
                continue;
            };
            if let Some((names, codims)) = coarray_decl(&p.kind) {
                let decls = before.iter_mut().rev().filter_map(|it| match it {
                    BlockItem::Decl(d) => Some(d),
                    _ => None,
                });
                apply(decls, names, codims, diags);
            }
        }
        let mut stmts: Vec<&mut Stmt> = b
            .items
            .iter_mut()
            .filter_map(|it| match it {
                BlockItem::Stmt(s) => Some(s),
                _ => None,
            })
            .collect();
        while let Some(s) = stmts.pop() {
            match &mut s.kind {
                StmtKind::Compound(b) => blocks.push(b),
                StmtKind::If { then, els, .. } => {
                    stmts.push(then);
                    if let Some(e) = els {
                        stmts.push(e);
                    }
                }
                StmtKind::Switch { body, .. }
                | StmtKind::While { body, .. }
                | StmtKind::DoWhile { body, .. }
                | StmtKind::For { body, .. }
                | StmtKind::Labeled { body, .. }
                | StmtKind::Case { body, .. }
                | StmtKind::CaseRange { body, .. }
                | StmtKind::Default(body) => stmts.push(body),
                _ => {}
            }
        }
    }
}

fn coarray_decl(k: &PragmaKind) -> Option<(&[Ident], &[Option<Expr>])> {
    match k {
        PragmaKind::Xmp(d) => match &*d.kind {
            DirectiveKind::Compat(CompatDir::CoarrayDecl { names, codims }) => {
                Some((names, codims))
            }
            _ => None,
        },
        _ => None,
    }
}

/// Gives each of `names` the codimensions, in the nearest earlier declaration of `decls`
/// (nearest first) that declares it.
fn apply<'a>(
    decls: impl Iterator<Item = &'a mut Declaration>,
    names: &[Ident],
    codims: &[Option<Expr>],
    diags: &mut Diagnostics,
) {
    let mut decls: Vec<&mut Declaration> = decls
        .filter(|d| {
            !d.specs
                .storage
                .iter()
                .any(|(s, _)| *s == StorageClass::Typedef)
        })
        .collect();
    for n in names {
        let found = decls.iter_mut().find_map(|d| {
            d.declarators.iter_mut().find(|id| {
                id.declarator
                    .name
                    .as_ref()
                    .is_some_and(|x| x.name == n.name)
            })
        });
        match found {
            Some(id) if id.declarator.codims.is_some() => diags.push(Diagnostic::error(
                n.span,
                format!("'{}' is already a coarray", n.name),
            )),
            Some(id) => id.declarator.codims = Some(codims.to_vec()),
            None => diags.push(Diagnostic::error(
                n.span,
                format!(
                    "'{}' in '#pragma xmp coarray' must be declared earlier in the same scope",
                    n.name
                ),
            )),
        }
    }
}
