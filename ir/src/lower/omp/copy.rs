//! Clauses that copy values between the threads of a team: `copyin` (each thread's copy of a
//! threadprivate variable takes the primary thread's value when the region starts, then the
//! team waits at a barrier, as clang does) and `copyprivate` (the thread that ran a `single`
//! body gives its values to the other threads, through `__kmpc_copyprivate`).

use xmp_frontend::ast;
use xmp_frontend::omp::ast::{self as o, ClauseKind as C};

use super::super::{Lowerer, Quals, Sym};
use super::data::{assign, id_expr};
use crate::omp::OmpStmt;
use crate::types::Type;
use crate::xir::{Block, Expr, Init, Span, Stmt, StmtKind};

/// The name the primary thread's address is bound to while a copy is lowered.
const MASTER: &str = ".omp.master";

fn addr_of(e: ast::Expr) -> ast::Expr {
    let span = e.span;
    ast::Expr {
        kind: ast::ExprKind::Unary(ast::UnaryOp::AddrOf, Box::new(e)),
        span,
    }
}

/// A `copyin` variable and the local that holds the primary thread's address of it.
pub(super) struct CopyIn {
    name: ast::Ident,
    master: u32,
}

impl Lowerer {
    /// A threadprivate global named by a `copyin` or `copyprivate` list, with its type.
    fn omp_threadprivate_of(&mut self, v: &ast::Ident) -> Option<Type> {
        match self.lookup(&v.name).cloned() {
            Some(Sym::Global { id }) => {
                let g = self.m.globals.get(id as usize)?;
                g.thread_local.then(|| g.ty.clone())
            }
            _ => None,
        }
    }

    /// The `copyin` clauses of a parallel region: each variable's primary address is kept in a
    /// local declared (into `out`) before the region.
    pub(super) fn omp_copyin_prepare(
        &mut self,
        d: &o::Directive,
        out: &mut Vec<Stmt>,
    ) -> Result<Vec<CopyIn>, ()> {
        let mut v = vec![];
        for c in &d.clauses {
            let C::Copyin(list) = &c.kind else { continue };
            for n in list {
                if self.lookup(&n.name).is_none() {
                    return self.fail(n.span, format!("use of undeclared identifier '{}'", n.name));
                }
                let Some(ty) = self.omp_threadprivate_of(n) else {
                    return self.fail(n.span, "copyin variable must be threadprivate");
                };
                if matches!(ty, Type::Array(..)) {
                    return self.fail(
                        n.span,
                        format!(
                            "OpenMP copyin of the array '{}' is not supported yet",
                            n.name
                        ),
                    );
                }
                let addr = self.rvalue_expr(&addr_of(id_expr(&n.name, n.span)))?;
                let master = self.new_local(
                    MASTER,
                    Type::Pointer(Box::new(ty)),
                    Quals::default(),
                    n.span,
                );
                self.flush_into(out);
                out.push(Stmt {
                    kind: StmtKind::Decl {
                        local: master,
                        init: Some(Init::Expr(addr)),
                    },
                    span: n.span,
                });
                v.push(CopyIn {
                    name: n.clone(),
                    master,
                });
            }
        }
        Ok(v)
    }

    /// The start of a region with `copyin`: `if (&x != master) x = *master;` for each
    /// variable, then a barrier (so no thread changes its copy before all have copied).
    pub(super) fn omp_copyin_body(&mut self, list: &[CopyIn], span: Span) -> Result<Vec<Stmt>, ()> {
        let mut out = vec![];
        if list.is_empty() {
            return Ok(out);
        }
        for c in list {
            self.push_scope();
            self.bind(MASTER, Sym::Local { id: c.master }, c.name.span);
            let sp = c.name.span;
            let x = id_expr(&c.name.name, sp);
            let m = id_expr(MASTER, sp);
            let cond = ast::Expr {
                kind: ast::ExprKind::Binary(
                    ast::BinaryOp::Ne,
                    Box::new(addr_of(x.clone())),
                    Box::new(m.clone()),
                ),
                span: sp,
            };
            let deref = ast::Expr {
                kind: ast::ExprKind::Unary(ast::UnaryOp::Deref, Box::new(m)),
                span: sp,
            };
            let r = (|| -> Result<Stmt, ()> {
                let cond = self.condition(&cond)?;
                let copy = self.omp_discarded(&assign(x, deref))?;
                Ok(Stmt {
                    kind: StmtKind::If {
                        cond,
                        then: Block {
                            stmts: vec![Stmt {
                                kind: StmtKind::Expr(copy),
                                span: sp,
                            }],
                        },
                        els: None,
                    },
                    span: sp,
                })
            })();
            self.pop_scope();
            out.push(r?);
        }
        out.push(Stmt {
            kind: StmtKind::Omp(Box::new(OmpStmt::Barrier)),
            span,
        });
        Ok(out)
    }

    /// The addresses of a `single`'s `copyprivate` variables, which must be threadprivate or
    /// private in the enclosing context.
    pub(super) fn omp_copyprivate(&mut self, d: &o::Directive) -> Result<Vec<Expr>, ()> {
        let mut v = vec![];
        for c in &d.clauses {
            let C::Copyprivate(list) = &c.kind else {
                continue;
            };
            if d.clauses.iter().any(|c| matches!(c.kind, C::Nowait)) {
                return self.fail(
                    c.span,
                    "the 'copyprivate' clause must not be used with the 'nowait' clause",
                );
            }
            for n in list {
                let ok = match self.lookup(&n.name).cloned() {
                    None => {
                        return self
                            .fail(n.span, format!("use of undeclared identifier '{}'", n.name))
                    }
                    Some(Sym::Local { id }) => id >= self.omp_shared_below,
                    Some(Sym::Global { .. }) => self.omp_threadprivate_of(n).is_some(),
                    Some(_) => false,
                };
                if !ok {
                    return self.fail(
                        n.span,
                        "copyprivate variable must be threadprivate or private in the enclosing context",
                    );
                }
                v.push(self.rvalue_expr(&addr_of(id_expr(&n.name, n.span)))?);
            }
        }
        Ok(v)
    }
}
