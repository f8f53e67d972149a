//! `#pragma xmp array on t[triplets]` + an array assignment statement (reference 6.4), issue 4.
//!
//! The construct is the `loop` over the template section: each element assignment runs on the
//! owner of the corresponding template element, with no communication. It is lowered to the
//! same [`XmpStmt::ParLoop`] a `loop (i, j) on t[i][j]` over a `for` nest produces, one hidden
//! `long` loop variable per template dimension ranging over the section's template indices,
//! with the element statement of the assignment (`array_assign.rs`) as its body; references to
//! aligned arrays there become global elements, so `loop-localize` applies as for `loop`.
//!
//! The section position `k` of template index `i` is `(i - base) / step`; an array section
//! `a[lo:len:s]` is then accessed at `a[lo + k*s]`, which for unit steps and constant bases is
//! `a[i + c]`. The template section must have the assignment's shape (constant lengths are
//! checked here, the others at run time).
//!
//! The parenthesis form (`array on t(:, 1:n)`) is rewritten to the bracket form.
//!
//! Not supported yet (diagnosed): `*` subscripts in the template section, non-constant or negative template steps, `t[:]` of a template
//! not fixed at compile time... (a length must then be given).

use xmp_frontend::ast;
use xmp_frontend::xmp::ast as x;
use xmp_frontend::xmp::ast::SubscriptForm;

use crate::lower::array_assign::{a_bin, a_id, a_lit, x_bin, x_long, Axis, Nest, Shift};
use crate::lower::section::is_array_assignment;
use crate::lower::{Lowerer, Sym, R};
use crate::types::{IntKind, Type};
use crate::xir::{BinOp, Block, LoopAxis, Stmt, StmtKind};

fn long() -> Type {
    crate::lower::expr::int_ty(IntKind::Long)
}

impl Lowerer {
    /// `array on t[...]` with its assignment statement from `rest`; returns how many items it
    /// took.
    pub(crate) fn array_construct(
        &mut self,
        d: &x::Directive,
        ad: &x::ArrayDir,
        rest: &[ast::BlockItem],
        out: &mut Vec<Stmt>,
    ) -> usize {
        let used = usize::from(matches!(rest.first(), Some(ast::BlockItem::Stmt(_))));
        self.push_scope();
        let r = self.array_inner(d, ad, rest);
        self.pop_scope();
        if let Ok(stmts) = r {
            self.flush_into(out);
            out.push(Stmt {
                kind: StmtKind::Block(Block { stmts }),
                span: d.span,
            });
        }
        used
    }

    fn array_inner(
        &mut self,
        d: &x::Directive,
        ad: &x::ArrayDir,
        rest: &[ast::BlockItem],
    ) -> R<Vec<Stmt>> {
        let span = d.span;
        let assign = match rest.first() {
            Some(ast::BlockItem::Stmt(ast::Stmt {
                kind: ast::StmtKind::Expr(e),
                ..
            })) => match &e.kind {
                ast::ExprKind::Assign(op, l, r) if is_array_assignment(l, r) => {
                    Some((*op, &**l, &**r, e.span))
                }
                _ => None,
            },
            _ => None,
        };
        let Some((op, lhs, rhs, sspan)) = assign else {
            return self.fail(
                span,
                "'#pragma xmp array' must be followed by an array assignment statement",
            );
        };
        let r = match &ad.on {
            x::Ref::Named(r) => r,
            x::Ref::Current(sp) => {
                return self.fail(*sp, "an array directive must be 'on' a template section")
            }
        };
        let tid = match self.lookup_xmp(&r.name.name) {
            Some(Sym::Template(id)) => *id,
            Some(Sym::Nodes(_)) => {
                return self.fail(
                    r.name.span,
                    "an array directive must be 'on' a template, not a node array",
                )
            }
            Some(_) => {
                return self.fail(r.name.span, format!("'{}' is not a template", r.name.name))
            }
            None => {
                return self.fail(
                    r.name.span,
                    format!("use of undeclared template '{}'", r.name.name),
                )
            }
        };
        let t = self.m.xmp.templates[tid as usize].clone();
        if t.dist.is_none() {
            return self.fail(
                r.name.span,
                format!(
                    "array directive on template '{}' before it is distributed",
                    t.name
                ),
            );
        }
        let rank = t.dims.len();
        let subs: Vec<x::Subscript> = if r.form == Some(SubscriptForm::Paren) {
            // Fortran order and `lower:upper:stride` triplets (reference 1.3), in the
            // template's own index space: rewritten to the bracket form's `base:length:step`.
            let mut v = vec![];
            for s in r.subscripts.iter().rev() {
                v.push(match s {
                    x::Subscript::Triplet(tr) => {
                        let bound = match (&tr.lower, &tr.bound) {
                            (_, None) => None,
                            (Some(l), Some(u)) => {
                                let n = a_bin(ast::BinaryOp::Sub, u.clone(), l.clone());
                                let n = match &tr.step {
                                    Some(st) => a_bin(ast::BinaryOp::Div, n, st.clone()),
                                    None => n,
                                };
                                Some(a_bin(ast::BinaryOp::Add, n, a_lit(1, tr.span)))
                            }
                            (None, Some(u)) => {
                                return self.fail(
                                    u.span,
                                    "XMP feature 'array directive on a parenthesis-form triplet with an upper bound but no lower bound' is not supported yet",
                                )
                            }
                        };
                        x::Subscript::Triplet(x::Triplet {
                            lower: tr.lower.clone(),
                            bound,
                            step: tr.step.clone(),
                            span: tr.span,
                        })
                    }
                    other => other.clone(),
                });
            }
            v
        } else if r.form.is_none() {
            // A bare name is the whole template.
            (0..rank)
                .map(|_| {
                    x::Subscript::Triplet(x::Triplet {
                        lower: None,
                        bound: None,
                        step: None,
                        span: r.span,
                    })
                })
                .collect()
        } else {
            r.subscripts.clone()
        };
        if subs.len() != rank {
            return self.fail(
                r.span,
                format!(
                    "template '{}' of rank {rank} referenced with {} subscripts",
                    t.name,
                    subs.len()
                ),
            );
        }
        let mut pre = vec![];
        let mut loop_axes = vec![];
        let mut axes = vec![];
        let mut lens = vec![];
        for (k, s) in subs.iter().enumerate() {
            let tr = match s {
                x::Subscript::Triplet(tr) => tr,
                // A scalar subscript drops the dimension from the section's shape (reference
                // 2.1); the loop gets a one-trip axis there, so ownership still selects the
                // executing nodes.
                x::Subscript::Expr(e) => {
                    let v = self.array_long(e)?;
                    let at = self.aa_long_xir(v, &mut pre);
                    let (var, _) = self.aa_local(long(), e.span);
                    pre.push(Stmt {
                        kind: StmtKind::Decl {
                            local: var,
                            init: None,
                        },
                        span: e.span,
                    });
                    loop_axes.push(LoopAxis {
                        var,
                        tdim: k as u32,
                        offset: 0,
                        offset_var: None,
                        step_var: None,
                        lo: at.xir.clone(),
                        ub: at.xir,
                        step: 1,
                        ext: None,
                    });
                    continue;
                }
                x::Subscript::Star(sp) => {
                    return self.fail(
                        *sp,
                        "'*' is not allowed in the template section of an array directive",
                    )
                }
            };
            let tlower = self.convert(t.dims[k].lower.clone(), &long());
            let lo = match &tr.lower {
                Some(e) => self.array_long(e)?,
                None => tlower.clone(),
            };
            let lo = self.aa_long_xir(lo, &mut pre);
            let step = match &tr.step {
                Some(e) => {
                    let v = self.array_long(e)?;
                    match self.const_int(&v) {
                        Some(c) if c != 0 => c,
                        _ => {
                            return self.fail(
                                e.span,
                                "XMP feature 'array directive with a non-constant or zero template step' is not supported yet",
                            )
                        }
                    }
                }
                None => 1,
            };
            let len = match &tr.bound {
                Some(e) => self.array_long(e)?,
                None => {
                    if t.unfixed {
                        return self.fail(
                            tr.span,
                            format!("the template section of an array directive needs lengths: template '{}' is not fixed at compile time", t.name),
                        );
                    }
                    if step > 0 {
                        // ceil((lower + size - base) / step)
                        let size = self.convert(t.dims[k].size.clone(), &long());
                        let end = x_bin(BinOp::Add, tlower.clone(), size);
                        let num = x_bin(BinOp::Sub, end, lo.xir.clone());
                        let num = x_bin(BinOp::Add, num, x_long(step - 1, tr.span));
                        x_bin(BinOp::Div, num, x_long(step, tr.span))
                    } else {
                        // floor((base - lower) / -step) + 1 (reference 2.1, [rec])
                        let num = x_bin(BinOp::Sub, lo.xir.clone(), tlower.clone());
                        let q = x_bin(BinOp::Div, num, x_long(-step, tr.span));
                        x_bin(BinOp::Add, q, x_long(1, tr.span))
                    }
                }
            };
            let len = self.aa_long_xir(len, &mut pre);
            let (var, name) = self.aa_local(long(), tr.span);
            pre.push(Stmt {
                kind: StmtKind::Decl {
                    local: var,
                    init: None,
                },
                span: tr.span,
            });
            let shift = match (step, lo.c) {
                (1, Some(c)) => Shift::Const(-c),
                _ => {
                    let k = a_bin(ast::BinaryOp::Sub, a_id(&name, tr.span), lo.ast.clone());
                    Shift::Expr(if step == 1 {
                        k
                    } else {
                        a_bin(ast::BinaryOp::Div, k, a_lit(step, tr.span))
                    })
                }
            };
            // Inclusive last template index: base + (len - 1) * step.
            let last = x_bin(BinOp::Sub, len.xir.clone(), x_long(1, tr.span));
            let last = x_bin(BinOp::Mul, last, x_long(step, tr.span));
            let ub = x_bin(BinOp::Add, lo.xir.clone(), last);
            loop_axes.push(LoopAxis {
                var,
                tdim: k as u32,
                offset: 0,
                offset_var: None,
                step_var: None,
                lo: lo.xir.clone(),
                ub,
                step: step as i64,
                ext: None,
            });
            axes.push(Axis { var: name, shift });
            lens.push(len);
        }
        let nest = Nest::Par {
            template: tid,
            loop_axes,
            axes,
            lens,
            on_span: r.span,
            extra: vec![],
        };
        self.elementwise_stmts(op, lhs, rhs, sspan, nest, pre)
    }

    /// An integer expression of the template section, as a `long` rvalue.
    fn array_long(&mut self, e: &ast::Expr) -> R<crate::xir::Expr> {
        let v = self.rvalue_expr(e)?;
        if !v.ty.is_integer() {
            return self.fail(e.span, "a template subscript must be an integer");
        }
        let v = self.promote(v);
        Ok(self.convert(v, &long()))
    }
}
