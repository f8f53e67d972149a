//! `#pragma omp atomic [read|write|update|capture]`: the statement's shared location `x`, the
//! value stored (an expression of the value read, `.omp.old`, and of the operand evaluated
//! once before, `.omp.expr`) and the capture (`v = .omp.old` or `v = .omp.new`).

use xmp_frontend::ast;
use xmp_frontend::omp::ast::{self as o, AtomicKind};

use super::super::{Lowerer, Quals, Sym};
use crate::omp::{OmpAtomic, OmpStmt};
use crate::types::Type;
use crate::xir::{Expr, ExprKind, Span, Stmt, StmtKind};

const OLD: &str = ".omp.old";
const NEW: &str = ".omp.new";
const OPND: &str = ".omp.expr";

/// Whether two lvalue expressions are written the same (names, members, subscripts, `*`).
fn same(a: &ast::Expr, b: &ast::Expr) -> bool {
    use ast::ExprKind as K;
    match (&a.kind, &b.kind) {
        (K::Ident(x), K::Ident(y)) => x == y,
        (K::Int(x), K::Int(y)) => x.value == y.value,
        (K::Index(a1, a2), K::Index(b1, b2)) => same(a1, b1) && same(a2, b2),
        (
            K::Member {
                base: a1,
                field: f1,
                arrow: r1,
            },
            K::Member {
                base: b1,
                field: f2,
                arrow: r2,
            },
        ) => f1.name == f2.name && r1 == r2 && same(a1, b1),
        (K::Unary(o1, a1), K::Unary(o2, b1)) => o1 == o2 && same(a1, b1),
        (K::Binary(o1, a1, a2), K::Binary(o2, b1, b2)) => o1 == o2 && same(a1, b1) && same(a2, b2),
        _ => false,
    }
}

fn id(name: &str, span: Span) -> ast::Expr {
    ast::Expr {
        kind: ast::ExprKind::Ident(name.into()),
        span,
    }
}

/// What an update statement does to `x`.
struct Update<'a> {
    x: &'a ast::Expr,
    op: ast::BinaryOp,
    /// The operand (`None`: one, for `++`/`--`).
    e: Option<&'a ast::Expr>,
    /// `x = e op x`.
    reversed: bool,
    /// The value of the expression is the new value (prefix `++`, `op=`), not the old.
    yields_new: bool,
}

fn update_form(s: &ast::Expr) -> Option<Update<'_>> {
    use ast::BinaryOp as B;
    use ast::ExprKind as K;
    use ast::UnaryOp as U;
    let u = |x, op, e, reversed, yields_new| {
        Some(Update {
            x,
            op,
            e,
            reversed,
            yields_new,
        })
    };
    match &s.kind {
        K::Unary(U::PostInc, x) => u(x, B::Add, None, false, false),
        K::Unary(U::PostDec, x) => u(x, B::Sub, None, false, false),
        K::Unary(U::PreInc, x) => u(x, B::Add, None, false, true),
        K::Unary(U::PreDec, x) => u(x, B::Sub, None, false, true),
        K::Assign(Some(op), x, e) => u(x, *op, Some(e), false, true),
        K::Assign(None, x, r) => match &r.kind {
            K::Binary(op, a, e) if same(a, x) => u(x, *op, Some(e), false, true),
            K::Binary(op, e, a) if same(a, x) => u(x, *op, Some(e), true, true),
            _ => None,
        },
        _ => None,
    }
}

impl Lowerer {
    pub(super) fn omp_atomic(
        &mut self,
        kind: AtomicKind,
        d: &o::Directive,
        item: &ast::BlockItem,
        out: &mut Vec<Stmt>,
    ) -> Result<(), ()> {
        let form_err = |l: &mut Lowerer, sp: Span| -> Result<(), ()> {
            let msg = match kind {
                AtomicKind::Read => "the statement for 'atomic read' must be an expression statement of form 'v = x;', where v and x are both lvalue expressions with scalar type",
                AtomicKind::Write => "the statement for 'atomic write' must be an expression statement of form 'x = expr;', where x is a lvalue expression with scalar type",
                AtomicKind::Update => "the statement for 'atomic' must be an expression statement of form '++x;', '--x;', 'x++;', 'x--;', 'x binop= expr;', 'x = x binop expr' or 'x = expr binop x', where x is an lvalue expression with scalar type",
                AtomicKind::Capture => "the statement for 'atomic capture' must be a compound statement of form '{v = x; x binop= expr;}', '{x binop= expr; v = x;}', '{v = x; x = x binop expr;}', '{v = x; x = expr binop x;}', '{x = x binop expr; v = x;}', '{x = expr binop x; v = x;}' or an expression statement of form 'v = x binop= expr;', 'v = ++x;', 'v = x++;' (or the '--' forms), where x and v are both lvalue expressions with scalar type",
            };
            l.fail(sp, msg)
        };
        let ast::BlockItem::Stmt(st) = item else {
            return form_err(self, d.span);
        };
        let exprs: Vec<&ast::Expr> = match &st.kind {
            ast::StmtKind::Expr(e) => vec![e],
            ast::StmtKind::Compound(b) if kind == AtomicKind::Capture => {
                let mut v = vec![];
                for it in &b.items {
                    match it {
                        ast::BlockItem::Stmt(ast::Stmt {
                            kind: ast::StmtKind::Expr(e),
                            ..
                        }) => v.push(e),
                        _ => return form_err(self, st.span),
                    }
                }
                v
            }
            _ => return form_err(self, st.span),
        };
        let sp = st.span;
        // (x, value computation, capture target and whether it takes the new value)
        let (x, upd, capture): (&ast::Expr, Option<Update>, Option<(&ast::Expr, bool)>) =
            match (kind, exprs.as_slice()) {
                (AtomicKind::Read, [e]) => match &e.kind {
                    ast::ExprKind::Assign(None, v, x) => (x, None, Some((v, false))),
                    _ => return form_err(self, e.span),
                },
                (AtomicKind::Write, [e]) => match &e.kind {
                    ast::ExprKind::Assign(None, x, _) => (x, None, None),
                    _ => return form_err(self, e.span),
                },
                (AtomicKind::Update, [e]) => match update_form(e) {
                    Some(u) => (u.x, Some(u), None),
                    None => return form_err(self, e.span),
                },
                (AtomicKind::Capture, [e]) => match &e.kind {
                    ast::ExprKind::Assign(None, v, r) => match update_form(r) {
                        Some(u) => {
                            let n = u.yields_new;
                            (u.x, Some(u), Some((v, n)))
                        }
                        None => return form_err(self, e.span),
                    },
                    _ => return form_err(self, e.span),
                },
                (AtomicKind::Capture, [a, b]) => {
                    // `{v = x; update}` or `{update; v = x}`.
                    let cap = |e: &'_ ast::Expr| match &e.kind {
                        ast::ExprKind::Assign(None, v, x) => Some(((**v).clone(), (**x).clone())),
                        _ => None,
                    };
                    match (update_form(b), cap(a), update_form(a), cap(b)) {
                        (Some(u), Some((_, x)), _, _) if same(&x, u.x) => match &a.kind {
                            ast::ExprKind::Assign(None, v, _) => {
                                (u.x, Some(u), Some((&**v, false)))
                            }
                            _ => return form_err(self, sp),
                        },
                        (_, _, Some(u), Some((_, x))) if same(&x, u.x) => match &b.kind {
                            ast::ExprKind::Assign(None, v, _) => (u.x, Some(u), Some((&**v, true))),
                            _ => return form_err(self, sp),
                        },
                        _ => return form_err(self, sp),
                    }
                }
                _ => return form_err(self, sp),
            };
        let lv = self.expr(x)?;
        let ty = lv.ty.clone();
        if !ty.is_scalar() || matches!(ty, Type::Float(crate::types::FloatKind::LongDouble)) {
            let n = self.tname(&ty);
            if ty.is_scalar() {
                return self.fail(
                    x.span,
                    format!("OpenMP atomic on '{n}' is not supported yet"),
                );
            }
            return form_err(self, x.span);
        }
        let addr_ty = Type::Pointer(Box::new(ty.clone()));
        let addr = Expr::new(ExprKind::AddrOf(Box::new(lv)), addr_ty, x.span);
        let mut pre = vec![];
        self.flush_into(&mut pre);
        let old = self.new_local(OLD, ty.clone(), Quals::default(), sp);
        let new = self.new_local(NEW, ty.clone(), Quals::default(), sp);
        self.push_scope();
        self.bind(OLD, Sym::Local { id: old }, sp);
        self.bind(NEW, Sym::Local { id: new }, sp);
        let r = (|| -> Result<(Option<Expr>, bool, Option<Expr>), ()> {
            let (value, update) = match (&upd, kind) {
                (None, AtomicKind::Write) => {
                    let ast::ExprKind::Assign(None, _, e) = &exprs[0].kind else {
                        return Err(());
                    };
                    let v = self.rvalue_expr(e)?;
                    (Some(self.assign_value(v, &ty, e.span)?), false)
                }
                (None, _) => (None, false),
                (Some(u), _) => {
                    let operand = match u.e {
                        Some(e) => {
                            let v = self.rvalue_expr(e)?;
                            let t = v.ty.clone();
                            let l = self.new_local(OPND, t, Quals::default(), e.span);
                            self.flush_into(&mut pre);
                            pre.push(Stmt {
                                kind: StmtKind::Decl {
                                    local: l,
                                    init: Some(crate::xir::Init::Expr(v)),
                                },
                                span: e.span,
                            });
                            self.bind(OPND, Sym::Local { id: l }, e.span);
                            id(OPND, e.span)
                        }
                        None => ast::Expr {
                            kind: ast::ExprKind::Int(xmp_frontend::token::IntLit {
                                value: 1,
                                decimal: true,
                                unsigned: false,
                                longs: 0,
                                text: "1".into(),
                            }),
                            span: sp,
                        },
                    };
                    let (a, b) = if u.reversed {
                        (operand, id(OLD, sp))
                    } else {
                        (id(OLD, sp), operand)
                    };
                    let e = ast::Expr {
                        kind: ast::ExprKind::Binary(u.op, Box::new(a), Box::new(b)),
                        span: sp,
                    };
                    let v = self.rvalue_expr(&e)?;
                    (Some(self.assign_value(v, &ty, sp)?), true)
                }
            };
            let after = match capture {
                Some((v, new_value)) => {
                    let src = if new_value { NEW } else { OLD };
                    let e = ast::Expr {
                        kind: ast::ExprKind::Assign(
                            None,
                            Box::new(v.clone()),
                            Box::new(id(src, sp)),
                        ),
                        span: v.span,
                    };
                    let x = self.expr(&e)?;
                    Some(self.discard(x))
                }
                None => None,
            };
            Ok((value, update, after))
        })();
        self.pop_scope();
        let (value, update, after) = r?;
        out.append(&mut pre);
        self.omp_push(
            out,
            OmpStmt::Atomic(Box::new(OmpAtomic {
                addr,
                ty,
                old,
                new,
                value,
                update,
                after,
            })),
            d.span,
        );
        Ok(())
    }

    /// `v` converted for storing into an object of type `ty`, as an assignment converts.
    fn assign_value(&mut self, v: Expr, ty: &Type, _span: Span) -> Result<Expr, ()> {
        if v.ty.is_arithmetic() && ty.is_arithmetic() || v.ty == *ty {
            return Ok(self.convert(v, ty));
        }
        if ty.is_pointer() && v.ty.is_pointer() {
            return Ok(self.convert(v, ty));
        }
        let (a, b) = (self.tname(&v.ty), self.tname(ty));
        self.fail(
            v.span,
            format!("assigning to '{b}' from incompatible type '{a}'"),
        )
    }
}
