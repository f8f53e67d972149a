//! The loop nest of a worksharing loop in OpenMP's canonical form:
//! `for (init; var relop bound; incr)` with an integer variable, `init` `var = lb` or a
//! declaration `T var = lb`, `incr` one of `var++`, `++var`, `var--`, `--var`, `var += s`,
//! `var -= s`, `var = var + s`, `var = s + var`, `var = var - s`.

use xmp_frontend::ast;
use xmp_frontend::omp::ast as o;

use super::super::{Lowerer, Quals, Sym};
use crate::omp::OmpLoop;
use crate::types::{IntKind, Type};
use crate::xir::{BinOp, Block, Span};

fn ident_name(e: &ast::Expr) -> Option<&str> {
    match &e.kind {
        ast::ExprKind::Ident(n) => Some(n),
        _ => None,
    }
}

/// The single statement of `{ s }`, or `s` itself.
fn unwrap_compound(s: &ast::Stmt) -> &ast::Stmt {
    match &s.kind {
        ast::StmtKind::Compound(b) if b.items.len() == 1 => match &b.items[0] {
            ast::BlockItem::Stmt(inner) => unwrap_compound(inner),
            _ => s,
        },
        _ => s,
    }
}

impl Lowerer {
    /// The `depth` loops of a worksharing loop (the construct's scope is open) and the body of
    /// the innermost one.
    pub(super) fn omp_loop_nest(
        &mut self,
        d: &o::Directive,
        s: &ast::Stmt,
        depth: usize,
    ) -> Result<(Vec<OmpLoop>, Block), ()> {
        let mut loops = vec![];
        let mut cur = s;
        for level in 0..depth {
            let st = if level == 0 {
                cur
            } else {
                unwrap_compound(cur)
            };
            let ast::StmtKind::For {
                init,
                cond,
                step,
                body,
            } = &st.kind
            else {
                let msg = if level == 0 {
                    format!(
                        "statement after '#pragma omp {}' must be a for loop",
                        d.name
                    )
                } else {
                    format!(
                        "expected {depth} for loops after '#pragma omp {}', but found only {level}",
                        d.name
                    )
                };
                return self.fail(st.span, msg);
            };
            loops.push(self.omp_canonical(init, cond.as_ref(), step.as_ref(), st.span)?);
            cur = body;
        }
        let body = self.omp_region(|l| {
            if let Some(f) = l.f.as_mut() {
                f.loops = 1;
            }
            let mut out = vec![];
            l.push_scope();
            l.stmt(cur, &mut out);
            l.flush_into(&mut out);
            l.pop_scope();
            Block { stmts: out }
        });
        Ok((loops, body))
    }

    fn omp_canonical(
        &mut self,
        init: &ast::ForInit,
        cond: Option<&ast::Expr>,
        step: Option<&ast::Expr>,
        span: Span,
    ) -> Result<OmpLoop, ()> {
        let init_err = |l: &mut Lowerer, sp: Span| -> Result<OmpLoop, ()> {
            l.fail(
                sp,
                "initialization clause of OpenMP for loop is not in canonical form ('var = init' or 'T var = init')",
            )
        };
        // The variable, its copy for the construct, and the lower bound.
        let (name, iv, lb) = match init {
            ast::ForInit::Decl(decl) if decl.declarators.len() == 1 => {
                let dcl = &decl.declarators[0];
                let (Some(n), Some(ast::Initializer::Expr(e))) = (&dcl.declarator.name, &dcl.init)
                else {
                    return init_err(self, decl.span);
                };
                let _ = self.declaration(decl);
                if let Some(f) = self.f.as_mut() {
                    f.pending.clear();
                }
                let Some(Sym::Local { id }) = self.lookup(&n.name).cloned() else {
                    return init_err(self, decl.span);
                };
                (n.name.clone(), id, e.clone())
            }
            ast::ForInit::Expr(ast::Expr {
                kind: ast::ExprKind::Assign(None, l, r),
                ..
            }) if ident_name(l).is_some() => {
                let n = ident_name(l).unwrap_or_default().to_string();
                let ty = match self.lookup(&n).cloned() {
                    Some(Sym::Local { id }) => self.local_ty(id),
                    Some(Sym::Global { id }) => self
                        .m
                        .globals
                        .get(id as usize)
                        .map(|g| g.ty.clone())
                        .unwrap_or(Type::Void),
                    _ => return self.fail(l.span, format!("use of undeclared identifier '{n}'")),
                };
                // The loop variable is private to the construct (a copy a clause of the
                // construct made already serves).
                let id = match self.lookup_current(&n) {
                    Some((Sym::Local { id }, _)) => *id,
                    _ => {
                        let id = self.new_local(&n, ty, Quals::default(), l.span);
                        self.bind(&n, Sym::Local { id }, l.span);
                        id
                    }
                };
                (n, id, (**r).clone())
            }
            ast::ForInit::Expr(e) => return init_err(self, e.span),
            _ => return init_err(self, span),
        };
        let ty = self.local_ty(iv);
        let Type::Int(_) = ty else {
            let t = self.tname(&ty);
            return self.fail(
                span,
                format!("OpenMP loop variable '{name}' of type '{t}' is not supported yet (integer variables only)"),
            );
        };
        let cond_err = |l: &mut Lowerer, sp: Span| -> Result<OmpLoop, ()> {
            l.fail(
                sp,
                format!("condition of OpenMP for loop must be a relational comparison ('<', '<=', '>', '>=', or '!=') of loop variable '{name}'"),
            )
        };
        let Some(c) = cond else {
            return cond_err(self, span);
        };
        use ast::BinaryOp as B;
        let (cmp, ub) = match &c.kind {
            ast::ExprKind::Binary(op, l, r) => {
                let flip = |op: B| match op {
                    B::Lt => B::Gt,
                    B::Gt => B::Lt,
                    B::Le => B::Ge,
                    B::Ge => B::Le,
                    o => o,
                };
                if ident_name(l) == Some(&name) {
                    (*op, r)
                } else if ident_name(r) == Some(&name) {
                    (flip(*op), l)
                } else {
                    return cond_err(self, c.span);
                }
            }
            _ => return cond_err(self, c.span),
        };
        let incr_err = |l: &mut Lowerer, sp: Span| -> Result<OmpLoop, ()> {
            l.fail(
                sp,
                format!("increment clause of OpenMP for loop must perform simple addition or subtraction on loop variable '{name}'"),
            )
        };
        let Some(stp) = step else {
            return incr_err(self, span);
        };
        let one = || ast::Expr {
            kind: ast::ExprKind::Int(xmp_frontend::token::IntLit {
                value: 1,
                decimal: true,
                unsigned: false,
                longs: 0,
                text: "1".into(),
            }),
            span: stp.span,
        };
        let is_var = |e: &ast::Expr| ident_name(e) == Some(&name);
        // The increment and whether it is subtracted.
        let (inc, neg) = match &stp.kind {
            ast::ExprKind::Unary(ast::UnaryOp::PreInc | ast::UnaryOp::PostInc, v) if is_var(v) => {
                (one(), false)
            }
            ast::ExprKind::Unary(ast::UnaryOp::PreDec | ast::UnaryOp::PostDec, v) if is_var(v) => {
                (one(), true)
            }
            ast::ExprKind::Assign(Some(B::Add), v, e) if is_var(v) => ((**e).clone(), false),
            ast::ExprKind::Assign(Some(B::Sub), v, e) if is_var(v) => ((**e).clone(), true),
            ast::ExprKind::Assign(None, v, r) if is_var(v) => match &r.kind {
                ast::ExprKind::Binary(B::Add, a, e) if is_var(a) => ((**e).clone(), false),
                ast::ExprKind::Binary(B::Add, e, a) if is_var(a) => ((**e).clone(), false),
                ast::ExprKind::Binary(B::Sub, a, e) if is_var(a) => ((**e).clone(), true),
                _ => return incr_err(self, stp.span),
            },
            _ => return incr_err(self, stp.span),
        };
        let long = Type::Int(IntKind::Long);
        let lbx = self.rvalue_expr(&lb)?;
        let lbx = self.convert(lbx, &ty);
        let ubx = self.rvalue_expr(ub)?;
        let ubx = self.convert(ubx, &ty);
        let stx = self.rvalue_expr(&inc)?;
        if !stx.ty.is_integer() {
            return incr_err(self, stp.span);
        }
        // The sign of a constant step, for `!=` loops.
        let sign = match &stx.kind {
            crate::xir::ExprKind::IntConst(v) => Some(if neg { -v.signum() } else { v.signum() }),
            _ => None,
        };
        let mut stx = self.convert(stx, &long);
        if neg {
            stx = crate::xir::Expr::new(
                crate::xir::ExprKind::Unary(crate::xir::UnOp::Neg, Box::new(stx)),
                long.clone(),
                stp.span,
            );
        }
        let cmp = match cmp {
            B::Lt => BinOp::Lt,
            B::Le => BinOp::Le,
            B::Gt => BinOp::Gt,
            B::Ge => BinOp::Ge,
            B::Ne => {
                // The step's sign says which way the loop runs.
                let st = sign;
                match st {
                    Some(v) if v > 0 => BinOp::Lt,
                    Some(v) if v < 0 => BinOp::Gt,
                    _ => {
                        return self.fail(
                            c.span,
                            "OpenMP loop with '!=' and a step that is not a constant is not supported yet",
                        )
                    }
                }
            }
            _ => return cond_err(self, c.span),
        };
        Ok(OmpLoop {
            iv,
            lb: lbx,
            ub: ubx,
            step: stx,
            cmp,
        })
    }
}
