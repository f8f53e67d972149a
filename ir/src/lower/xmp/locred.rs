//! Reductions of the `loop` construct (reference 6.3.5), as XIR around the parallel loop:
//!
//! - every scalar variable is saved and set to the operator's identity before the loop, and
//!   after the combining reduction the saved value is applied once (`s = s0 OP combined`), so
//!   the value before the loop is counted once, not once per node;
//! - `firstmax`/`firstmin`/`lastmax`/`lastmin` with location variables: inside the loop each
//!   node records the sequential position (the loop indices, signed by the loop direction) of
//!   the last iteration that changed the variable or a location variable; afterwards the extreme value is reduced, the
//!   node holding it at the first (last) position is found by one min (max) reduction per loop
//!   axis, and the location variables are taken from that node by a sum of the candidates'
//!   values (exactly one node is the candidate). The value before the loop wins ties for the
//!   `first*` kinds and loses them for `last*`.
//!
//! Executing nodes that run no iteration of the nest (they own no element of the `on`
//! section) are not in the reduction set: they add the identity and keep their value.
//!
//! Local array reduction variables get the same rewrite element-wise, through a saved copy on
//! the stack; above `ARRAY_COPY_MAX` bytes (a stack copy could overflow), and for replicated
//! global arrays, they are reduced without it: every executing node contributes its array and
//! takes the result.

use crate::lower::expr::int_const;
use crate::lower::{Lowerer, R};
use crate::types::{FloatKind, IntKind, LocalId, Type};
use crate::xir::{
    BinOp, Block, Expr, ExprKind, Init, LoopAxis, NodeSet, Span, Stmt, StmtKind, UnOp, XmpReduceOp,
    XmpStmt,
};

/// One variable of a loop `reduction` clause.
pub(crate) enum LoopRed {
    /// An ordinary kind (`-` is already `Sum`).
    Plain(XmpReduceOp, Expr),
    /// `firstmax`/`firstmin`/`lastmax`/`lastmin: var / locs /`.
    Loc {
        max: bool,
        first: bool,
        var: Expr,
        locs: Vec<Expr>,
    },
}

/// The hidden locals of one location reduction.
struct LocState {
    /// The participation flag of the loop (see `loop_reductions`).
    part: LocalId,
    saved: LocalId,
    before: LocalId,
    saved_locs: Vec<LocalId>,
    pos: Vec<LocalId>,
}

fn local(id: LocalId, ty: &Type, span: Span) -> Expr {
    Expr::new(ExprKind::Local(id), ty.clone(), span)
}

fn load(lv: &Expr) -> Expr {
    Expr::new(
        ExprKind::Load {
            lvalue: Box::new(lv.clone()),
            volatile: false,
        },
        lv.ty.clone(),
        lv.span,
    )
}

fn assign(lhs: &Expr, rhs: Expr) -> Stmt {
    let span = lhs.span;
    Stmt {
        kind: StmtKind::Expr(Expr::new(
            ExprKind::Assign {
                lhs: Box::new(lhs.clone()),
                rhs: Box::new(rhs),
                volatile: false,
            },
            lhs.ty.clone(),
            span,
        )),
        span,
    }
}

fn bin(op: BinOp, a: Expr, b: Expr, ty: Type) -> Expr {
    let span = a.span;
    Expr::new(ExprKind::Binary(op, Box::new(a), Box::new(b)), ty, span)
}

fn cmp(op: BinOp, a: Expr, b: Expr) -> Expr {
    bin(op, a, b, Type::int())
}

fn cond(c: Expr, a: Expr, b: Expr) -> Expr {
    let (ty, span) = (a.ty.clone(), a.span);
    Expr::new(
        ExprKind::Cond(Box::new(c), Box::new(a), Box::new(b)),
        ty,
        span,
    )
}

fn long() -> Type {
    Type::Int(IntKind::Long)
}

/// The largest array reduction variable that gets the identity rewrite (its saved copy lives
/// on the stack).
const ARRAY_COPY_MAX: u64 = 1 << 20;

/// `p[k]` for `p` = the first element of array lvalue `arr` (any rank, flattened).
fn flat_elem(arr: &Expr, elem: &Type, k: Expr) -> Expr {
    let span = arr.span;
    let addr = Expr::new(
        ExprKind::AddrOf(Box::new(arr.clone())),
        Type::Pointer(Box::new(arr.ty.clone())),
        span,
    );
    let p = Expr::new(
        ExprKind::Cast(crate::xir::CastKind::PtrToPtr, Box::new(addr)),
        Type::Pointer(Box::new(elem.clone())),
        span,
    );
    Expr::new(
        ExprKind::Deref(Box::new(Expr::new(
            ExprKind::PtrAdd(Box::new(p), Box::new(k)),
            Type::Pointer(Box::new(elem.clone())),
            span,
        ))),
        elem.clone(),
        span,
    )
}

/// `for (k = 0; k < n; k++) body` over the `long` local `k`.
fn elem_for(k: LocalId, n: Expr, body: Vec<Stmt>, span: Span) -> Stmt {
    let kv = local(k, &long(), span);
    let one = int_const(1, long(), span);
    let step = match assign(&kv, bin(BinOp::Add, load(&kv), one, long())).kind {
        StmtKind::Expr(e) => e,
        _ => unreachable!("assign builds an expression statement"),
    };
    Stmt {
        kind: StmtKind::For {
            init: Block {
                stmts: vec![assign(&kv, int_const(0, long(), span))],
            },
            cond: Some(cmp(BinOp::Lt, load(&kv), n)),
            step: Some(step),
            body: Block { stmts: body },
        },
        span,
    }
}

/// The innermost element type and element count of a constant-size array type.
fn array_elems(ty: &Type) -> Option<(Type, u64)> {
    let mut t = ty;
    let mut n = 1u64;
    while let Type::Array(e, Some(k)) = t {
        n = n.checked_mul(*k)?;
        t = e;
    }
    (!matches!(t, Type::Array(..) | Type::Vla(..))).then(|| (t.clone(), n))
}

/// The innermost element type and the element count (a `long` rvalue) of an array type
/// whose dimensions may be variable-length (each such size is held by a local of the
/// function, evaluated at the declaration).
fn array_elems_expr(lw: &Lowerer, ty: &Type, span: Span) -> Option<(Type, Expr)> {
    if let Some((t, n)) = array_elems(ty) {
        return Some((t, int_const(n as i128, long(), span)));
    }
    let mut t = ty;
    let mut n: Option<Expr> = None;
    loop {
        let dim = match t {
            Type::Array(e, Some(k)) => {
                t = e;
                int_const(*k as i128, long(), span)
            }
            Type::Vla(e, len) => {
                t = e;
                let lt = lw.local_ty(*len);
                lw.convert(load(&local(*len, &lt, span)), &long())
            }
            Type::Array(..) => return None,
            _ => break,
        };
        n = Some(match n {
            Some(m) => bin(BinOp::Mul, m, dim, long()),
            None => dim,
        });
    }
    Some((t.clone(), n?))
}

impl Lowerer {
    /// `for (k = 0; k < n; k++) body(k)` over a hidden `long` counter.
    fn red_elem_loop(
        &mut self,
        n: Expr,
        span: Span,
        body: impl FnOnce(&Expr) -> Vec<Stmt>,
    ) -> Vec<Stmt> {
        let (k, d) = self.red_local(".xmp.red.k", long(), None, span);
        let b = body(&load(&local(k, &long(), span)));
        vec![d, elem_for(k, n, b, span)]
    }

    /// A hidden local of the current function, declared (with `init`) into `out`.
    fn red_local(
        &mut self,
        name: &str,
        ty: Type,
        init: Option<Expr>,
        span: Span,
    ) -> (LocalId, Stmt) {
        let id = self.new_local(name, ty, Default::default(), span);
        (
            id,
            Stmt {
                kind: StmtKind::Decl {
                    local: id,
                    init: init.map(Init::Expr),
                },
                span,
            },
        )
    }

    /// The identity rewrite of an array reduction variable of `n` elements of type `ety`:
    /// saved into a hidden copy and set to the identity before the loop, reduced after it,
    /// then combined element-wise with the saved values (a node that ran no iteration keeps
    /// its own, see `loop_reductions`).
    #[allow(clippy::too_many_arguments)]
    fn array_red_rewrite(
        &mut self,
        op: XmpReduceOp,
        var: &Expr,
        ety: Type,
        n: Expr,
        parts: &Expr,
        onto: &NodeSet,
        pre: &mut Vec<Stmt>,
        post: &mut Vec<Stmt>,
        span: Span,
    ) {
        let (a0, d) = self.red_local(".xmp.red.a0", var.ty.clone(), None, span);
        pre.push(d);
        let a0v = local(a0, &var.ty, span);
        let ident = self.red_identity(op, &ety, span);
        pre.extend(self.red_elem_loop(n.clone(), span, |k| {
            let v = flat_elem(var, &ety, k.clone());
            vec![
                assign(&flat_elem(&a0v, &ety, k.clone()), load(&v)),
                assign(&v, ident),
            ]
        }));
        post.push(Self::red_stmt(op, vec![var.clone()], onto, span));
        let saved = |k: &Expr| load(&flat_elem(&a0v, &ety, k.clone()));
        let (k, d) = self.red_local(".xmp.red.k", long(), None, span);
        let kv = load(&local(k, &long(), span));
        let v = flat_elem(var, &ety, kv.clone());
        let c = self.red_combine(op, saved(&kv), load(&v), &ety);
        let body = vec![assign(&v, cond(parts.clone(), c, saved(&kv)))];
        post.push(d);
        post.push(elem_for(k, n, body, span));
    }

    /// The identity of `op` for type `ty` (reference 6.3.5 [rec]).
    fn red_identity(&self, op: XmpReduceOp, ty: &Type, span: Span) -> Expr {
        let int_const_of = |v: i128| int_const(v, Type::int(), span);
        let e = match (op, ty) {
            (XmpReduceOp::Max | XmpReduceOp::Min, Type::Int(k)) => {
                let bits = k.bits();
                let v = match (op == XmpReduceOp::Max, k.is_signed()) {
                    (true, true) => -(1i128 << (bits - 1)),
                    (true, false) => 0,
                    (false, true) => (1i128 << (bits - 1)) - 1,
                    (false, false) => (1i128 << bits) - 1,
                };
                return int_const(v, ty.clone(), span);
            }
            (XmpReduceOp::Max | XmpReduceOp::Min, _) => {
                let v = if op == XmpReduceOp::Max {
                    f64::NEG_INFINITY
                } else {
                    f64::INFINITY
                };
                Expr::new(
                    ExprKind::FloatConst(v),
                    Type::Float(FloatKind::Double),
                    span,
                )
            }
            (XmpReduceOp::Prod | XmpReduceOp::LogAnd, _) => int_const_of(1),
            (XmpReduceOp::BitAnd, Type::Int(_)) => {
                return self.convert(
                    Expr::new(
                        ExprKind::Unary(UnOp::BitNot, Box::new(int_const(0, ty.clone(), span))),
                        ty.clone(),
                        span,
                    ),
                    ty,
                )
            }
            _ => int_const_of(0),
        };
        self.convert(e, ty)
    }

    /// `a OP b` of the combining step, in the variable's type.
    fn red_combine(&self, op: XmpReduceOp, a: Expr, b: Expr, ty: &Type) -> Expr {
        let span = a.span;
        match op {
            XmpReduceOp::Sum => bin(BinOp::Add, a, b, ty.clone()),
            XmpReduceOp::Prod => bin(BinOp::Mul, a, b, ty.clone()),
            XmpReduceOp::BitAnd => bin(BinOp::And, a, b, ty.clone()),
            XmpReduceOp::BitOr => bin(BinOp::Or, a, b, ty.clone()),
            XmpReduceOp::BitXor => bin(BinOp::Xor, a, b, ty.clone()),
            XmpReduceOp::LogAnd | XmpReduceOp::LogOr => {
                let z = self.convert(int_const(0, Type::int(), span), ty);
                let a = cmp(BinOp::Ne, a, z.clone());
                let b = cmp(BinOp::Ne, b, z);
                let k = if op == XmpReduceOp::LogAnd {
                    ExprKind::LogAnd(Box::new(a), Box::new(b))
                } else {
                    ExprKind::LogOr(Box::new(a), Box::new(b))
                };
                self.convert(Expr::new(k, Type::int(), span), ty)
            }
            XmpReduceOp::Max => cond(cmp(BinOp::Gt, a.clone(), b.clone()), a, b),
            XmpReduceOp::Min => cond(cmp(BinOp::Lt, a.clone(), b.clone()), a, b),
        }
    }

    /// The cross-node step of a loop reduction. It runs over the current executing node set
    /// (`on` is that set, or its part along the dimensions an on clause names with loop
    /// indices, when `*`/`:` replicate the iterations; see `loop_reductions`), not the
    /// template's whole node array: every executing node reaches the loop
    /// (so nothing waits on a node that does not), every owner of an iteration executes (else
    /// the program is erroneous), and a loop inside a `task` on part of the node array (e.g.
    /// `task on p[0:2]` around `loop on t[i]` over the elements p[0:2] own) is valid
    /// (reference 6.3). Executing nodes without iterations add the identity and, for scalar
    /// variables, keep their own value afterwards (see `loop_reductions`).
    fn red_stmt(op: XmpReduceOp, vars: Vec<Expr>, on: &NodeSet, span: Span) -> Stmt {
        Stmt {
            kind: StmtKind::Xmp(Box::new(XmpStmt::Reduction {
                op,
                vars,
                on: on.clone(),
                async_id: None,
            })),
            span,
        }
    }

    /// Builds the loop with its reductions: `pre` statements, the instrumented `body` (the
    /// innermost body of the nest, changed in place), and the statements after the loop.
    /// `onto` is the node set the partial results are combined over: the executing set, or
    /// for an on clause with `*`/`:` on distributed dimensions (every node along them runs
    /// the same iterations) the part of it that shares this node's coordinate along those
    /// dimensions, so each iteration is counted once.
    pub(crate) fn loop_reductions(
        &mut self,
        reds: Vec<LoopRed>,
        axes: &[LoopAxis],
        body: &mut Block,
        onto: &NodeSet,
        span: Span,
    ) -> R<(Vec<Stmt>, Vec<Stmt>)> {
        let mut pre = vec![];
        let mut post = vec![];
        let mut first_vb: Vec<Stmt> = vec![];
        let mut last_check: Vec<Stmt> = vec![];
        // Reference 6.3.5: executing nodes that own no element of the `on` section (no
        // iteration of the nest) are not in the reduction set and keep their value. The
        // collectives still run over the whole executing set (so no node set is computed);
        // such a node adds the identity (its variable stays the identity it was set to, as it
        // runs no iteration) and then does not take the result. `part` is set by the first
        // iteration a node runs (a store of a constant, so the loop stays vectorisable).
        let rewritten = |v: &Expr| {
            matches!(v.ty, Type::Vla(..))
                || !matches!(v.ty, Type::Array(..))
                || (array_elems(&v.ty).is_some()
                    && self.aligned_of(v).is_none()
                    && self.size_of(&v.ty).is_some_and(|b| b <= ARRAY_COPY_MAX))
        };
        let scalar = reds.iter().any(|r| match r {
            LoopRed::Plain(_, v) => rewritten(v),
            LoopRed::Loc { .. } => true,
        });
        // Only large array variables (no identity rewrite, no flag): the id is never read.
        let mut part: LocalId = 0;
        if scalar {
            let (id, d) = self.red_local(
                ".xmp.red.part",
                Type::int(),
                Some(int_const(0, Type::int(), span)),
                span,
            );
            pre.push(d);
            part = id;
        }
        let part_v = local(part, &Type::int(), span);
        let parts = cmp(BinOp::Ne, load(&part_v), int_const(0, Type::int(), span));
        for r in reds {
            match r {
                LoopRed::Plain(op, var) => {
                    // A variable-length array gets the rewrite too: its saved copy is a
                    // hidden array of the same type (the sizes are already evaluated).
                    if matches!(var.ty, Type::Vla(..)) {
                        let elems = array_elems_expr(self, &var.ty, span);
                        let Some((ety, n)) = elems else {
                            post.push(Self::red_stmt(op, vec![var], onto, span));
                            continue;
                        };
                        self.array_red_rewrite(
                            op, &var, ety, n, &parts, onto, &mut pre, &mut post, span,
                        );
                        continue;
                    }
                    if matches!(var.ty, Type::Array(..)) {
                        let elems = array_elems(&var.ty).filter(|_| {
                            self.aligned_of(&var).is_none()
                                && self.size_of(&var.ty).is_some_and(|b| b <= ARRAY_COPY_MAX)
                        });
                        let Some((ety, n)) = elems else {
                            post.push(Self::red_stmt(op, vec![var], onto, span));
                            continue;
                        };
                        let n = int_const(n as i128, long(), span);
                        self.array_red_rewrite(
                            op, &var, ety, n, &parts, onto, &mut pre, &mut post, span,
                        );
                        continue;
                    }
                    let ty = var.ty.clone();
                    let (s0, d) = self.red_local(".xmp.red.s0", ty.clone(), Some(load(&var)), span);
                    pre.push(d);
                    pre.push(assign(&var, self.red_identity(op, &ty, span)));
                    post.push(Self::red_stmt(op, vec![var.clone()], onto, span));
                    let s0v = load(&local(s0, &ty, span));
                    let c = self.red_combine(op, s0v.clone(), load(&var), &ty);
                    post.push(assign(&var, cond(parts.clone(), c, s0v)));
                }
                LoopRed::Loc {
                    max,
                    first,
                    var,
                    locs,
                } => {
                    let ty = var.ty.clone();
                    let op = if max {
                        XmpReduceOp::Max
                    } else {
                        XmpReduceOp::Min
                    };
                    let (saved, d) =
                        self.red_local(".xmp.loc.s0", ty.clone(), Some(load(&var)), span);
                    pre.push(d);
                    let mut saved_locs = vec![];
                    for l in &locs {
                        let (id, d) =
                            self.red_local(".xmp.loc.l0", l.ty.clone(), Some(load(l)), span);
                        pre.push(d);
                        saved_locs.push(id);
                    }
                    let mut pos = vec![];
                    for _ in axes {
                        let (id, d) = self.red_local(
                            ".xmp.loc.pos",
                            long(),
                            Some(int_const(0, long(), span)),
                            span,
                        );
                        pre.push(d);
                        pos.push(id);
                    }
                    let (before, d) = self.red_local(".xmp.loc.vb", ty.clone(), None, span);
                    pre.push(d);
                    pre.push(assign(&var, self.red_identity(op, &ty, span)));
                    let st = LocState {
                        part,
                        saved,
                        before,
                        saved_locs,
                        pos,
                    };
                    // In the body: vb = v (and the locations) at the start; after it, a
                    // changed v or location records the iteration's position (a `<=` update
                    // that re-attains the same value still moves the locations).
                    first_vb.push(assign(&local(st.before, &ty, span), load(&var)));
                    let mut changed =
                        cmp(BinOp::Ne, load(&var), load(&local(st.before, &ty, span)));
                    for l in &locs {
                        let (lb, d) = self.red_local(".xmp.loc.lb", l.ty.clone(), None, span);
                        pre.push(d);
                        first_vb.push(assign(&local(lb, &l.ty, span), load(l)));
                        changed = Expr::new(
                            ExprKind::LogOr(
                                Box::new(changed),
                                Box::new(cmp(BinOp::Ne, load(l), load(&local(lb, &l.ty, span)))),
                            ),
                            Type::int(),
                            span,
                        );
                    }
                    let mut then = vec![];
                    for (a, p) in axes.iter().zip(&st.pos) {
                        let vt = self.local_ty(a.var);
                        let iv = self.convert(load(&local(a.var, &vt, span)), &long());
                        let key = if a.step > 0 {
                            iv
                        } else {
                            Expr::new(ExprKind::Unary(UnOp::Neg, Box::new(iv)), long(), span)
                        };
                        then.push(assign(&local(*p, &long(), span), key));
                    }
                    last_check.push(Stmt {
                        kind: StmtKind::If {
                            cond: changed,
                            then: Block { stmts: then },
                            els: None,
                        },
                        span,
                    });
                    self.loc_post(&st, max, first, &var, &locs, onto, span, &mut post);
                }
            }
        }
        if !first_vb.is_empty() {
            // `continue` in the body ends the do-while(0), so the check still runs.
            let inner = std::mem::take(&mut body.stmts);
            let mut stmts = first_vb;
            stmts.push(Stmt {
                kind: StmtKind::DoWhile {
                    body: Block { stmts: inner },
                    cond: int_const(0, Type::int(), span),
                },
                span,
            });
            stmts.extend(last_check);
            body.stmts = stmts;
        }
        if scalar {
            body.stmts
                .insert(0, assign(&part_v, int_const(1, Type::int(), span)));
        }
        Ok((pre, post))
    }

    /// After the loop: the extreme value, the node at the first (last) position holding it,
    /// and the location variables from that node.
    #[allow(clippy::too_many_arguments)]
    fn loc_post(
        &mut self,
        st: &LocState,
        max: bool,
        first: bool,
        var: &Expr,
        locs: &[Expr],
        onto: &NodeSet,
        span: Span,
        post: &mut Vec<Stmt>,
    ) {
        let ty = var.ty.clone();
        let op = if max {
            XmpReduceOp::Max
        } else {
            XmpReduceOp::Min
        };
        let (m, d) = self.red_local(".xmp.loc.m", ty.clone(), Some(load(var)), span);
        post.push(d);
        let mv = local(m, &ty, span);
        post.push(Self::red_stmt(op, vec![mv.clone()], onto, span));
        // Only a participant can hold the value (a non-participant's is the identity).
        let part = local(st.part, &Type::int(), span);
        let is_cand = Expr::new(
            ExprKind::LogAnd(
                Box::new(cmp(BinOp::Ne, load(&part), int_const(0, Type::int(), span))),
                Box::new(cmp(BinOp::Eq, load(var), load(&mv))),
            ),
            Type::int(),
            span,
        );
        let (cand, d) = self.red_local(".xmp.loc.cand", Type::int(), Some(is_cand), span);
        post.push(d);
        let cv = local(cand, &Type::int(), span);
        let far = if first {
            i64::MAX as i128
        } else {
            i64::MIN as i128
        };
        for p in &st.pos {
            let pv = local(*p, &long(), span);
            let (k, d) = self.red_local(
                ".xmp.loc.k",
                long(),
                Some(cond(load(&cv), load(&pv), int_const(far, long(), span))),
                span,
            );
            post.push(d);
            let kv = local(k, &long(), span);
            let kop = if first {
                XmpReduceOp::Min
            } else {
                XmpReduceOp::Max
            };
            post.push(Self::red_stmt(kop, vec![kv.clone()], onto, span));
            let still = Expr::new(
                ExprKind::LogAnd(
                    Box::new(cmp(BinOp::Ne, load(&cv), int_const(0, Type::int(), span))),
                    Box::new(cmp(BinOp::Eq, load(&pv), load(&kv))),
                ),
                Type::int(),
                span,
            );
            post.push(assign(&cv, still));
        }
        let mut taken = vec![];
        for l in locs {
            let zero = self.convert(int_const(0, Type::int(), span), &l.ty);
            let (t, d) = self.red_local(
                ".xmp.loc.t",
                l.ty.clone(),
                Some(cond(load(&cv), load(l), zero)),
                span,
            );
            post.push(d);
            let tv = local(t, &l.ty, span);
            post.push(Self::red_stmt(
                XmpReduceOp::Sum,
                vec![tv.clone()],
                onto,
                span,
            ));
            taken.push(tv);
        }
        // The value before the loop comes before every iteration.
        let s0 = load(&local(st.saved, &ty, span));
        let wins = match (max, first) {
            (true, true) => cmp(BinOp::Ge, s0.clone(), load(&mv)),
            (true, false) => cmp(BinOp::Gt, s0.clone(), load(&mv)),
            (false, true) => cmp(BinOp::Le, s0.clone(), load(&mv)),
            (false, false) => cmp(BinOp::Lt, s0.clone(), load(&mv)),
        };
        let mut keep = vec![assign(var, s0)];
        let mut take = vec![assign(var, load(&mv))];
        for ((l, l0), tv) in locs.iter().zip(&st.saved_locs).zip(&taken) {
            keep.push(assign(l, load(&local(*l0, &l.ty, span))));
            take.push(assign(l, load(tv)));
        }
        // A non-participant keeps its value and locations.
        let keeps = Expr::new(
            ExprKind::LogOr(
                Box::new(cmp(BinOp::Eq, load(&part), int_const(0, Type::int(), span))),
                Box::new(wins),
            ),
            Type::int(),
            span,
        );
        post.push(Stmt {
            kind: StmtKind::If {
                cond: keeps,
                then: Block { stmts: keep },
                els: Some(Block { stmts: take }),
            },
            span,
        });
    }
}

impl Lowerer {
    /// The `reduction` construct with location variables (`reduction(firstmax: m / i, j /)`,
    /// also `max: m / i /`; the reference implementation's form beyond 1.4): the value is
    /// combined with max (min); then each location variable is reduced with min (`first*`) or
    /// max (`last*`) over the nodes that hold the combined value, the others offering the
    /// identity, as the reference implementation does. Variables without locations in the same
    /// directive are plain max (min) reductions.
    pub(crate) fn reduction_with_locations(
        &mut self,
        r: &xmp_frontend::xmp::ast::ReductionDir,
        span: Span,
    ) -> R<Vec<Stmt>> {
        use xmp_frontend::xmp::ast::ReductionOp as O;
        let (max, first) = match r.op {
            O::FirstMax => (true, true),
            O::FirstMin => (false, true),
            O::LastMax => (true, false),
            O::LastMin => (false, false),
            _ => {
                return self.fail(
                    r.op_span,
                    "internal error: location variables with a kind that takes none",
                )
            }
        };
        if r.async_id.is_some() {
            return self.xmp_feature_unsupported(
                span,
                "async on a reduction construct with location variables",
            );
        }
        let vop = if max {
            XmpReduceOp::Max
        } else {
            XmpReduceOp::Min
        };
        let lop = if first {
            XmpReduceOp::Min
        } else {
            XmpReduceOp::Max
        };
        let on = self.opt_set(&r.on)?;
        let (mut pre, mut post) = (vec![], vec![]);
        let (mut vals, mut locs_all) = (vec![], vec![]);
        for (v, locs) in r.vars.iter().zip(&r.locations) {
            let e = self.reduction_var(v, vop)?;
            vals.push(e.clone());
            if locs.is_empty() {
                continue;
            }
            if !e.ty.is_arithmetic() {
                return self.xmp_feature_unsupported(
                    v.span,
                    "location variables of an array in the reduction construct",
                );
            }
            let (saved, decl) = self.red_local(".xmp.red.held", e.ty.clone(), Some(load(&e)), span);
            pre.push(decl);
            let lost = cmp(BinOp::Ne, load(&local(saved, &e.ty, span)), load(&e));
            let mut resets = vec![];
            for l in locs {
                let le = self.xmp_var(l, "reduction")?;
                if !matches!(le.ty, Type::Int(_) | Type::Float(_))
                    || matches!(le.ty, Type::Int(IntKind::Int128 | IntKind::UInt128))
                {
                    let t = self.tname(&le.ty);
                    return self.fail(
                        l.span,
                        format!("location variable '{}' must have a scalar integer or floating type, not '{t}'", l.name),
                    );
                }
                let id = self.red_identity(lop, &le.ty, span);
                resets.push(assign(&le, id));
                locs_all.push(le);
            }
            post.push(Stmt {
                kind: StmtKind::If {
                    cond: lost,
                    then: Block { stmts: resets },
                    els: None,
                },
                span,
            });
        }
        let mut out = pre;
        out.push(Self::red_stmt(vop, vals, &on, span));
        out.extend(post);
        out.push(Self::red_stmt(lop, locs_all, &on, span));
        Ok(out)
    }
}
