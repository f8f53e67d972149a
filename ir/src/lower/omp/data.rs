//! Data-sharing clauses: `private`, `firstprivate`, `lastprivate`, `reduction` make a copy of
//! the variable bound under its name in the construct's scope; `shared` and `default` check
//! names. The copy's set-up and end are lowered as C assignments between the copy (bound to a
//! name no C identifier can spell) and the original (seen from outside the construct), so
//! conversions and promotions are those of C.

use xmp_frontend::ast;
use xmp_frontend::omp::ast::{self as o, ClauseKind as C, RedOp};

use super::super::{Lowerer, Quals, Sym};
use crate::omp::{OmpData, OmpPrivate, OmpRedOp, OmpReduce};
use crate::types::{IntKind, Type};
use crate::xir::{Expr, ExprKind, Span};

/// Which clauses of a (possibly combined) directive a construct takes.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Part {
    /// The parallel region of a combined construct.
    Parallel,
    /// The loop or sections of a combined construct.
    Worksharing,
    /// A construct on its own.
    All,
}

/// The name the private copy is bound to while its set-up and end are lowered.
pub(super) const COPY: &str = ".omp.copy";
/// The name of the other operand of a reduction's merge.
const OTHER: &str = ".omp.other";

fn red_op(op: RedOp) -> OmpRedOp {
    match op {
        RedOp::Add | RedOp::Sub => OmpRedOp::Add,
        RedOp::Mul => OmpRedOp::Mul,
        RedOp::BitAnd => OmpRedOp::BitAnd,
        RedOp::BitOr => OmpRedOp::BitOr,
        RedOp::BitXor => OmpRedOp::BitXor,
        RedOp::LogAnd => OmpRedOp::LogAnd,
        RedOp::LogOr => OmpRedOp::LogOr,
        RedOp::Min => OmpRedOp::Min,
        RedOp::Max => OmpRedOp::Max,
    }
}

pub(super) fn id_expr(name: &str, span: Span) -> ast::Expr {
    ast::Expr {
        kind: ast::ExprKind::Ident(name.to_string()),
        span,
    }
}

fn bin(op: ast::BinaryOp, l: ast::Expr, r: ast::Expr) -> ast::Expr {
    let span = l.span;
    ast::Expr {
        kind: ast::ExprKind::Binary(op, Box::new(l), Box::new(r)),
        span,
    }
}

pub(super) fn assign(l: ast::Expr, r: ast::Expr) -> ast::Expr {
    let span = l.span;
    ast::Expr {
        kind: ast::ExprKind::Assign(None, Box::new(l), Box::new(r)),
        span,
    }
}

/// `orig op copy` (or the conditional of `min`/`max`) as C syntax.
pub(super) fn combine_ast(op: RedOp, orig: ast::Expr, copy: ast::Expr, span: Span) -> ast::Expr {
    use ast::BinaryOp as B;
    match op {
        RedOp::Add | RedOp::Sub => bin(B::Add, orig, copy),
        RedOp::Mul => bin(B::Mul, orig, copy),
        RedOp::BitAnd => bin(B::BitAnd, orig, copy),
        RedOp::BitOr => bin(B::BitOr, orig, copy),
        RedOp::BitXor => bin(B::BitXor, orig, copy),
        RedOp::LogAnd => bin(B::LogAnd, orig, copy),
        RedOp::LogOr => bin(B::LogOr, orig, copy),
        RedOp::Min | RedOp::Max => {
            let cmp = if op == RedOp::Min { B::Lt } else { B::Gt };
            ast::Expr {
                span,
                kind: ast::ExprKind::Cond(
                    Box::new(bin(cmp, copy.clone(), orig.clone())),
                    Box::new(copy),
                    Box::new(orig),
                ),
            }
        }
    }
}

impl Lowerer {
    /// The private copies of a construct's clauses, bound in the current scope (which the
    /// caller opened for the construct).
    pub(super) fn omp_data(&mut self, d: &o::Directive, part: Part) -> Result<OmpData, ()> {
        let mut data = OmpData::default();
        let mut ok = true;
        // Names are bound to their copies after all clauses, which read the originals.
        let mut bound: Vec<(String, u32, Span)> = vec![];
        for c in &d.clauses {
            let take = match (&c.kind, part) {
                (_, Part::All) => true,
                (C::Lastprivate(_), p) => p == Part::Worksharing,
                (_, p) => p == Part::Parallel,
            };
            if !take {
                continue;
            }
            let (vars, what) = match &c.kind {
                C::Private(v) => (v, What::Private),
                C::Firstprivate(v) => (v, What::First),
                C::Lastprivate(v) => (v, What::Last),
                C::Reduction(op, v) => (v, What::Reduction(*op)),
                C::Shared(v) => {
                    for n in v {
                        if self.omp_var(n).is_err() {
                            ok = false;
                        }
                    }
                    continue;
                }
                _ => continue,
            };
            for v in vars {
                // `firstprivate(x) lastprivate(x)`: one copy with both ends.
                let k = bound.iter().position(|b| b.0 == v.name);
                let existing = k.map(|k| bound[k].1);
                match self.omp_private(v, what, existing) {
                    Ok((p, reduce)) => match k
                        .and_then(|_| data.privates.iter_mut().find(|q| Some(q.local) == existing))
                    {
                        Some(q) => {
                            q.last = q.last.take().or(p.last);
                            q.init = q.init.take().or(p.init);
                            q.combine = q.combine.take().or(p.combine);
                        }
                        None => {
                            bound.push((v.name.clone(), p.local, v.span));
                            data.privates.push(p);
                            data.reduces.extend(reduce);
                        }
                    },
                    Err(()) => ok = false,
                }
            }
        }
        for (n, id, sp) in bound {
            self.bind(&n, Sym::Local { id }, sp);
        }
        if ok {
            Ok(data)
        } else {
            Err(())
        }
    }

    /// The variable a list item names, with its type.
    fn omp_var(&mut self, v: &ast::Ident) -> Result<Type, ()> {
        match self.lookup(&v.name).cloned() {
            Some(Sym::Local { id }) => Ok(self.local_ty(id)),
            Some(Sym::Global { id }) => Ok(self
                .m
                .globals
                .get(id as usize)
                .map(|g| g.ty.clone())
                .unwrap_or(Type::Void)),
            Some(_) => self.fail(
                v.span,
                format!("'{}' is not a variable in an OpenMP clause", v.name),
            ),
            None => self.fail(v.span, format!("use of undeclared identifier '{}'", v.name)),
        }
    }

    /// A copy of `v` (or the `existing` one of an earlier clause) with the set-up or end of
    /// clause `what`.
    fn omp_private(
        &mut self,
        v: &ast::Ident,
        what: What,
        existing: Option<u32>,
    ) -> Result<(OmpPrivate, Option<OmpReduce>), ()> {
        let ty = self.omp_var(v)?;
        if matches!(ty, Type::Vla(..)) {
            return self.fail(
                v.span,
                format!(
                    "privatizing the variable-length array '{}' is not supported yet",
                    v.name
                ),
            );
        }
        if !matches!(what, What::Private) && matches!(ty, Type::Array(..)) {
            return self.fail(
                v.span,
                format!(
                    "OpenMP {} of the array '{}' is not supported yet",
                    what.clause(),
                    v.name
                ),
            );
        }
        let local = match existing {
            Some(l) => l,
            None => self.new_local(&v.name, ty.clone(), Quals::default(), v.span),
        };
        // Set-up and end, with the copy under a hidden name and `v` still the original.
        self.push_scope();
        self.bind(COPY, Sym::Local { id: local }, v.span);
        let copy = id_expr(COPY, v.span);
        let orig = id_expr(&v.name, v.span);
        let mut p = OmpPrivate {
            local,
            init: None,
            last: None,
            combine: None,
        };
        let mut reduce = None;
        let r = (|| -> Result<(), ()> {
            match what {
                What::Private => {}
                What::First => p.init = Some(self.omp_discarded(&assign(copy, orig))?),
                What::Last => p.last = Some(self.omp_discarded(&assign(orig, copy))?),
                What::Reduction(op) => {
                    if !ty.is_arithmetic() {
                        let n = self.tname(&ty);
                        return self.fail(
                            v.span,
                            format!(
                                "OpenMP reduction of '{}' of type '{n}' is not supported yet",
                                v.name
                            ),
                        );
                    }
                    p.init = Some(self.omp_identity(local, &ty, op, v.span)?);
                    let combined = combine_ast(op, orig.clone(), copy.clone(), v.span);
                    p.combine = Some(self.omp_discarded(&assign(orig.clone(), combined))?);
                    // The merge of two threads' copies, for the runtime's tree reduction.
                    let other = self.new_local(".omp.rhs", ty.clone(), Quals::default(), v.span);
                    self.bind(OTHER, Sym::Local { id: other }, v.span);
                    let rhs = id_expr(OTHER, v.span);
                    let merged = combine_ast(op, copy.clone(), rhs, v.span);
                    let merge = self.omp_discarded(&assign(copy, merged))?;
                    let orig = self.rvalue_expr(&ast::Expr {
                        kind: ast::ExprKind::Unary(ast::UnaryOp::AddrOf, Box::new(orig)),
                        span: v.span,
                    })?;
                    reduce = Some(OmpReduce {
                        local,
                        op: red_op(op),
                        orig,
                        other,
                        merge,
                    });
                }
            }
            Ok(())
        })();
        self.pop_scope();
        r?;
        Ok((p, reduce))
    }

    pub(super) fn omp_discarded(&mut self, e: &ast::Expr) -> Result<Expr, ()> {
        let x = self.expr(e)?;
        Ok(self.discard(x))
    }

    /// `copy = identity` of a reduction operator for an arithmetic type.
    pub(super) fn omp_identity(
        &mut self,
        local: u32,
        ty: &Type,
        op: RedOp,
        span: Span,
    ) -> Result<Expr, ()> {
        let val = match (op, ty) {
            (RedOp::Mul | RedOp::LogAnd, _) => {
                Expr::new(ExprKind::IntConst(1), Type::Int(IntKind::Int), span)
            }
            (RedOp::BitAnd, _) => Expr::new(ExprKind::IntConst(-1), Type::Int(IntKind::Long), span),
            (RedOp::Min | RedOp::Max, Type::Int(k)) => {
                let bits = k.bits();
                let signed = k.is_signed();
                let v: i128 = match (op, signed) {
                    (RedOp::Min, true) => (1i128 << (bits - 1)) - 1,
                    (RedOp::Min, false) => (1i128 << bits) - 1,
                    (_, true) => -(1i128 << (bits - 1)),
                    (_, false) => 0,
                };
                Expr::new(ExprKind::IntConst(v), ty.clone(), span)
            }
            (RedOp::Min | RedOp::Max, _) => {
                let inf = if op == RedOp::Min {
                    f64::INFINITY
                } else {
                    f64::NEG_INFINITY
                };
                Expr::new(
                    ExprKind::FloatConst(inf),
                    Type::Float(crate::types::FloatKind::Double),
                    span,
                )
            }
            _ => Expr::new(ExprKind::IntConst(0), Type::Int(IntKind::Int), span),
        };
        let val = self.convert(val, ty);
        let lhs = Expr::new(ExprKind::Local(local), ty.clone(), span);
        Ok(Expr::new(
            ExprKind::Assign {
                lhs: Box::new(lhs),
                rhs: Box::new(val),
                volatile: false,
            },
            ty.clone(),
            span,
        ))
    }
}

#[derive(Clone, Copy)]
enum What {
    Private,
    First,
    Last,
    Reduction(RedOp),
}

impl What {
    fn clause(self) -> &'static str {
        match self {
            What::Private => "private",
            What::First => "firstprivate",
            What::Last => "lastprivate",
            What::Reduction(_) => "reduction",
        }
    }
}
