//! Array sections (reference 2.1) in array assignment statements (2.2), local or coindexed
//! (9.3): `a[lo:len:step]...[:]` on either side, lowered to one [`XmpStmt::SectionCopy`].
//!
//! A section side is described by the address of its first element and, per section
//! dimension, a count and a stride in elements; `int` subscripts drop their dimension, and
//! dimensions the subscripts leave out are taken whole (`a:[k]` is all of `a`). The right side
//! is either a section of the same rank or a scalar broadcast to every element. Lengths are
//! checked at run time by the runtime, which also reads the whole right side before writing
//! (overlapping local sections behave as a copy through a temporary). Subscripts of local sides
//! are not bounds-checked; those of a coindexed side are (constant ones here, others at run
//! time by `xmp_rt_co_bounds`, once per dimension and statement): an access outside the
//! coarray would touch other memory of that image.
//!
//! Statements this copy cannot express (an expression of sections on the right, compound
//! assignment, different element types, distributed arrays) are lowered element-wise by
//! `array_assign.rs` when the left side is not coindexed.

use xmp_frontend::ast;
use xmp_frontend::ast::ExprKind as K;

use super::coarray::long_const;
use super::expr::{int_ty, is_pure, ConvCtx};
use super::{Lowerer, R};
use crate::types::{IntKind, Type};
use crate::xir::{
    BinOp, Block, CastKind, Expr, ExprKind, SectionCopy, SectionDim, SectionRef, SectionSrc, Span,
    Stmt, StmtKind, XmpStmt,
};

fn bx(e: Expr) -> Box<Expr> {
    Box::new(e)
}

fn long() -> Type {
    int_ty(IntKind::Long)
}

fn ll() -> Type {
    int_ty(IntKind::LongLong)
}

/// One subscript of a section chain, first dimension first.
pub(crate) enum Sub<'a> {
    Index(&'a ast::Expr),
    Triplet {
        lo: Option<&'a ast::Expr>,
        len: Option<&'a ast::Expr>,
        step: Option<&'a ast::Expr>,
    },
}

/// Splits `x:[k]` into the object and its cosubscripts.
fn strip_coindex(e: &ast::Expr) -> (&ast::Expr, Option<&[ast::Expr]>) {
    match &e.kind {
        K::Coindexed { object, image } => (object, Some(image.as_slice())),
        _ => (e, None),
    }
}

/// The root object and subscripts of `root[..][lo:len]...` (None without any triplet).
pub(crate) fn section_chain(e: &ast::Expr) -> Option<(&ast::Expr, Vec<Sub<'_>>)> {
    let mut subs = vec![];
    let mut cur = e;
    let mut any = false;
    loop {
        match &cur.kind {
            K::Section {
                base,
                lo,
                len,
                step,
            } => {
                any = true;
                subs.push(Sub::Triplet {
                    lo: lo.as_deref(),
                    len: len.as_deref(),
                    step: step.as_deref(),
                });
                cur = base;
            }
            K::Index(a, b) => {
                subs.push(Sub::Index(b));
                cur = a;
            }
            _ => break,
        }
    }
    subs.reverse();
    any.then_some((cur, subs))
}

/// The `root[i]` node of a section chain `root[i][..]..` whose first subscript is an index,
/// so that a pointer root (`w[i][lo:len]` for `double (*w)[n]`) can be stepped through
/// before the section's dimensions start.
fn first_index_node(e: &ast::Expr) -> Option<&ast::Expr> {
    let mut cur = e;
    let mut last_index = None;
    loop {
        match &cur.kind {
            K::Section { base, .. } => {
                last_index = None;
                cur = base;
            }
            K::Index(a, _) => {
                last_index = Some(cur);
                cur = a;
            }
            _ => return last_index,
        }
    }
}

/// Whether an assignment with these sides is an array assignment statement.
pub(crate) fn is_array_assignment(lhs: &ast::Expr, rhs: &ast::Expr) -> bool {
    section_chain(strip_coindex(lhs).0).is_some() || section_chain(strip_coindex(rhs).0).is_some()
}

impl Lowerer {
    /// `dst = src` where a side is an array section: one `SectionCopy` statement, as a `void`
    /// statement expression.
    pub(crate) fn array_assignment(
        &mut self,
        op: Option<ast::BinaryOp>,
        lhs: &ast::Expr,
        rhs: &ast::Expr,
        span: Span,
    ) -> R<Expr> {
        // Element-wise statements (an expression of sections on the right, compound
        // assignment, distributed arrays) run as loops (array_assign.rs); a plain section or a
        // scalar on the right stays one runtime copy, which also serves coindexed sides.
        let coindexed = matches!(lhs.kind, K::Coindexed { .. });
        let plain_rhs =
            section_chain(strip_coindex(rhs).0).is_some() || !super::array_assign::has_section(rhs);
        if !coindexed
            && (op.is_some()
                || !plain_rhs
                || self.chain_is_aligned(lhs)
                || self.chain_is_aligned(rhs))
        {
            return self.elementwise_assignment(op, lhs, rhs, span);
        }
        if coindexed && self.chain_is_aligned(strip_coindex(rhs).0) {
            // The copy would read the section's global indices as offsets into this node's
            // local block: wrong data, or another object's.
            let name = section_chain(strip_coindex(rhs).0)
                .and_then(|(r, _)| match &r.kind {
                    K::Ident(n) => Some(n.clone()),
                    _ => self.member_alias(r),
                })
                .unwrap_or_default();
            return self.fail(
                rhs.span,
                format!("'{name}' is a distributed array: a coindexed assignment cannot take a section of it (gmove the section into a local array first)"),
            );
        }
        if op.is_some() {
            return self.fail(
                span,
                "compound assignment of a coindexed array section is not supported yet",
            );
        }
        if !plain_rhs {
            return self.fail(
                span,
                "an element-wise expression of sections in an array assignment with a coindexed side is not supported yet",
            );
        }
        let (dst, elem, mut pre) = self.section_side_x(lhs, span, true)?;
        if let Type::Struct(_) = elem {
        } else if !elem.is_arithmetic() {
            let n = self.tname(&elem);
            return self.fail(
                span,
                format!("array assignment of '{n}' elements is not supported yet"),
            );
        }
        let src = if section_chain(strip_coindex(rhs).0).is_some() {
            let (r, relem, rpre) = self.section_side(rhs, span)?;
            pre.extend(rpre);
            if relem != elem && dst.remote.is_none() && r.remote.is_none() {
                // Converting element types: element-wise, like `a[k] = b[k]`.
                return self.elementwise_assignment(None, lhs, rhs, span);
            }
            if relem != elem {
                let (a, b) = (self.tname(&elem), self.tname(&relem));
                return self.fail(
                    span,
                    format!("array assignment between sections of different element types ('{a}' and '{b}') is not supported yet"),
                );
            }
            if r.dims.len() != dst.dims.len() {
                let m = format!(
                    "array sections of different rank ({} and {}) in an array assignment",
                    dst.dims.len(),
                    r.dims.len()
                );
                return self.fail(span, m);
            }
            SectionSrc::Section(r)
        } else {
            let v = self.rvalue_expr(rhs)?;
            let v = self.assign_convert(v, &elem, ConvCtx::Assign, span)?;
            SectionSrc::Scalar(v)
        };
        // A section copy runs in the runtime, so the program runs on it (also without xmp.h).
        self.xmp.used = true;
        let copy = SectionCopy {
            elem,
            dst,
            src,
            fused: false,
            nonblocking: false,
        };
        let st = Stmt {
            kind: StmtKind::Xmp(Box::new(XmpStmt::SectionCopy(Box::new(copy)))),
            span,
        };
        pre.push(st);
        Ok(Expr::new(
            ExprKind::StmtExpr {
                body: Block { stmts: pre },
                result: None,
            },
            Type::Void,
            span,
        ))
    }

    /// Lowers one side of an array assignment: the section and its element type.
    /// `pre` holds statements to run first (in order), e.g. the bounds check of a section
    /// along a coarray pointer's own dimension.
    pub(crate) fn section_side(
        &mut self,
        e: &ast::Expr,
        span: Span,
    ) -> R<(SectionRef, Type, Vec<Stmt>)> {
        self.section_side_x(e, span, false)
    }

    /// [`Lowerer::section_side`]; `write`: the side is assigned (its elements must be
    /// modifiable: not of a `const` coarray, for instance).
    fn section_side_x(
        &mut self,
        e: &ast::Expr,
        span: Span,
        write: bool,
    ) -> R<(SectionRef, Type, Vec<Stmt>)> {
        let (obj, cosubs) = strip_coindex(e);
        let (mut root_ast, mut subs) = match section_chain(obj) {
            Some(x) => x,
            None => (obj, vec![]),
        };
        let mut root = self.expr(root_ast)?;
        // A pointer root indexed first (a coarray pointer `w[i][lo:len]:[k]`, or a local
        // `double (*p)[n]`): the indexed row is the root.
        if matches!(root.ty, Type::Pointer(_)) && matches!(subs.first(), Some(Sub::Index(_))) {
            if let Some(node) = first_index_node(obj) {
                root_ast = node;
                subs.remove(0);
                root = self.expr(root_ast)?;
            }
        }
        // Per section dimension: count, step, and the element type of that dimension.
        let mut dims: Vec<(Expr, Expr, Type)> = vec![];
        // Statements that must run before the copy (temporaries, the bounds check).
        let mut pre: Vec<Stmt> = vec![];
        // A section along a pointer's own dimension (`w[lo:len:step][..]`): the pointer's
        // extent is unknown, so the length must be written; through a coarray pointer the rows
        // are checked against the xmp_comalloc block at run time.
        let mut ptr_coarray = None;
        if let (Type::Pointer(pointee), Some(Sub::Triplet { .. })) = (&root.ty, subs.first()) {
            let pointee = (**pointee).clone();
            let Sub::Triplet { lo, len, step } = subs.remove(0) else {
                return self.fail(e.span, "internal error: pointer section");
            };
            let Some(len) = len else {
                return self.fail(
                    e.span,
                    "a section along a pointer's own dimension needs a length, as in 'w[lo:len]' or 'w[lo:len:step]' (the extent of a pointer's target is unknown)",
                );
            };
            let row = match self.size_of(&pointee) {
                Some(r) if !pointee.is_void() && r > 0 => r,
                _ => {
                    return self.fail(
                        e.span,
                        "a section of a pointer to an incomplete type or 'void'",
                    )
                }
            };
            ptr_coarray = self.coarray_ptr_of(&root);
            let p = self.rvalue(root);
            let lo = match lo {
                Some(l) => self.long_rvalue(l)?,
                None => long_const(0, span),
            };
            let len_at = len.span;
            let len = self.long_rvalue(len)?;
            let step = match step {
                Some(s) => self.long_rvalue(s)?,
                None => long_const(1, span),
            };
            let len_c = self.const_int(&len);
            self.check_const_triplet(None, len_c, None, None, len_at)?;
            if self.const_int(&step) == Some(0) {
                return self.fail(span, "the step of an array section cannot be 0");
            }
            let p = self.sec_once(p, &mut pre, span);
            let lo = self.sec_once(lo, &mut pre, span);
            let len = self.sec_once(len, &mut pre, span);
            let step = self.sec_once(step, &mut pre, span);
            // Through a coarray pointer, the check returns the pointer: the copy stays one
            // statement (so `nonblocking-put` can defer it).
            let p = if ptr_coarray.is_some() {
                let r = long_const(row as i128, span);
                let vals = [lo.clone(), len.clone(), step.clone(), r];
                let pty = p.ty.clone();
                let call = self.rows_check_call(p, vals, span)?;
                self.convert(call, &pty)
            } else {
                p
            };
            dims.push((len, step, pointee.clone()));
            let sum = self.ptr_add(p, lo, false, span)?;
            root = Expr::new(ExprKind::Deref(bx(sum)), pointee, span);
        }
        let remote = match cosubs {
            Some(cs) => {
                let Some(c) = ptr_coarray.or_else(|| self.coarray_root(&root)) else {
                    return self.fail(
                        e.span,
                        "a coindexed object must be a coarray (or an element or member of one)",
                    );
                };
                let img = self.coarray_image(c, cs, e.span)?;
                Some((c, img))
            }
            None => None,
        };
        // issue 6: subscripts inside the root of a coindexed side (`s[i].v[lo:n]:[k]`)
        if remote.is_some() {
            root = self.co_bounds(root)?;
        }
        let mut cur = root;
        let mut subs = subs.into_iter();
        loop {
            // `run`: the run-time extent of a local variable-length array (`int b[n]`, also
            // `static const int N` at block scope), whose rows have a constant size.
            let (inner, n, run) = match &cur.ty {
                Type::Array(inner, Some(n)) => ((**inner).clone(), *n, None),
                Type::Vla(inner, id) if remote.is_none() && self.size_of(inner).is_some() => {
                    ((**inner).clone(), 0, Some(self.vla_extent(*id, span)))
                }
                Type::Array(_, None) | Type::Vla(..) => {
                    return self.fail(
                        e.span,
                        "an array section of an array without a constant size is not supported yet",
                    )
                }
                _ => {
                    if subs.next().is_some() {
                        return self.fail(
                            e.span,
                            "an array section needs an array (sections of pointers are not supported yet)",
                        );
                    }
                    break;
                }
            };
            let (first, count, step) = match subs.next() {
                Some(Sub::Index(i)) => {
                    let i = self.long_rvalue(i)?;
                    // issue 6: a subscript of a coindexed side is checked
                    let i = if remote.is_some() {
                        self.co_subscript(i, n, &cur.ty)?
                    } else {
                        i
                    };
                    (i, None, None)
                }
                Some(Sub::Triplet { lo, len, step }) => {
                    let at = lo.or(len).map_or(e.span, |x| x.span);
                    let (lo, count, step) =
                        self.triplet(lo, len, step, n, run.clone(), remote.is_some(), span)?;
                    // issue 6: so is a section of a coindexed side
                    let (lo, count, step) = if remote.is_some() {
                        self.co_section_check(lo, count, step, n, &cur.ty, at, &mut pre)?
                    } else {
                        (lo, count, step)
                    };
                    (lo, Some(count), Some(step))
                }
                None => (
                    long_const(0, span),
                    Some(run.clone().unwrap_or_else(|| long_const(n as i128, span))),
                    Some(long_const(1, span)),
                ),
            };
            if let (Some(c), Some(s)) = (count, step) {
                dims.push((c, s, inner.clone()));
            }
            // Step into the dimension at `first`.
            let p = Expr::new(
                ExprKind::Cast(CastKind::ArrayToPtr, bx(cur)),
                Type::Pointer(Box::new(inner.clone())),
                span,
            );
            let sum = self.ptr_add(p, first, false, span)?;
            cur = Expr::new(ExprKind::Deref(bx(sum)), inner, span);
        }
        if write {
            // The elements of the destination must be modifiable (not of a `const` coarray).
            self.check_assignable(&cur, span)?;
        }
        if dims.is_empty() {
            return self.fail(
                e.span,
                "an array assignment needs an array section on this side",
            );
        }
        if dims.len() > 7 {
            return self.fail(e.span, "array sections have at most 7 dimensions");
        }
        let elem = cur.ty.clone();
        let esize = self.size_of(&elem).unwrap_or(1).max(1);
        let mut out = vec![];
        for (count, step, inner) in dims {
            let isize = self.size_of(&inner).unwrap_or(esize);
            let per = (isize / esize) as i128;
            let stride = if per == 1 {
                step
            } else {
                self.long_bin(BinOp::Mul, step, long_const(per, span))
            };
            out.push(SectionDim { count, stride });
        }
        let base = self.addr_of(cur, span)?;
        Ok((
            SectionRef {
                remote,
                base,
                dims: out,
            },
            elem,
            pre,
        ))
    }

    /// issue 6: triplet `lo`, `count`, `step` of a dimension of extent `n` (array type `aty`)
    /// of a coindexed side must address elements inside it: constant ones are checked here (an
    /// error at `at`), others by `xmp_rt_co_bounds` (its value is the start; the values are
    /// evaluated once, in `pre`). An empty section is not checked; a negative length is
    /// reported by the copy.
    #[allow(clippy::too_many_arguments)]
    fn co_section_check(
        &mut self,
        lo: Expr,
        count: Expr,
        step: Expr,
        n: u64,
        aty: &Type,
        at: Span,
        pre: &mut Vec<Stmt>,
    ) -> R<(Expr, Expr, Expr)> {
        let span = lo.span;
        if let (Some(l), Some(c), Some(st)) = (
            self.const_int(&lo),
            self.const_int(&count),
            self.const_int(&step),
        ) {
            if c <= 0 {
                return Ok((lo, count, step));
            }
            let last = l + (c - 1) * st;
            let (min, max) = (l.min(last), l.max(last));
            if min >= 0 && max < n as i128 {
                return Ok((lo, count, step));
            }
            let t = self.tname(aty);
            let range = if min == max {
                format!("element {min}")
            } else {
                format!("elements {min} to {max}")
            };
            return self.fail(
                at,
                format!("array section addresses {range}, outside the array (that has type '{t}') in a coindexed object"),
            );
        }
        let lo = self.sec_once(lo, pre, span);
        let count = self.sec_once(count, pre, span);
        let step = self.sec_once(step, pre, span);
        let ext = long_const(n as i128, span);
        let call = self.co_bounds_call([lo, count.clone(), step.clone(), ext], at)?;
        let lo = self.convert(call, &long());
        Ok((lo, count, step))
    }

    /// A section triplet whose values are constants is checked here, at compile time (the
    /// copies check run-time values): a negative length is an error at `at`, and where the
    /// extent `n` is a constant too, so is a non-empty section reaching outside `0..n`.
    pub(crate) fn check_const_triplet(
        &mut self,
        lo: Option<i128>,
        len: Option<i128>,
        step: Option<i128>,
        n: Option<i128>,
        at: Span,
    ) -> R<()> {
        let Some(c) = len else {
            return Ok(());
        };
        if c < 0 {
            return self.fail(
                at,
                format!("array section has a negative length ({c}); sections are 'base:length' in XMP/C"),
            );
        }
        let (Some(l), Some(st), Some(n)) = (lo, step, n) else {
            return Ok(());
        };
        if c == 0 {
            return Ok(());
        }
        let last = l + (c - 1) * st;
        let (min, max) = (l.min(last), l.max(last));
        if min >= 0 && max < n {
            return Ok(());
        }
        let range = if min == max {
            format!("element {min}")
        } else {
            format!("elements {min} to {max}")
        };
        self.fail(
            at,
            format!("array section addresses {range}, outside the dimension's extent {n}"),
        )
    }

    /// Start, count and step (`long`) of a triplet `lo:len:step` of a dimension of extent `n`.
    #[allow(clippy::too_many_arguments)]
    fn triplet(
        &mut self,
        lo: Option<&ast::Expr>,
        len: Option<&ast::Expr>,
        step: Option<&ast::Expr>,
        n: u64,
        run: Option<Expr>,
        coindexed: bool,
        span: Span,
    ) -> R<(Expr, Expr, Expr)> {
        let lo = match lo {
            Some(l) => self.long_rvalue(l)?,
            None => long_const(0, span),
        };
        let ext = run.is_none().then_some(n as i128);
        let (step, step_c) = match step {
            Some(s) => {
                let v = self.long_rvalue(s)?;
                let c = self.const_int(&v);
                (v, c)
            }
            None => (long_const(1, span), Some(1)),
        };
        if step_c == Some(0) {
            return self.fail(span, "the step of an array section cannot be 0");
        }
        let count = match len {
            Some(l) => self.long_rvalue(l)?,
            None => {
                let Some(sc) = step_c else {
                    return self.fail(
                        span,
                        "an array section without a length needs a constant step (not supported yet)",
                    );
                };
                if !is_pure(&lo) {
                    return self.fail(
                        span,
                        "an array section without a length needs a side-effect-free start (not supported yet)",
                    );
                }
                // ceil((n - lo) / step) for step > 0, lo / -step + 1 for step < 0.
                let (num, den) = if sc > 0 {
                    let top = match run {
                        Some(r) => self.long_bin(BinOp::Add, r, long_const(sc - 1, span)),
                        None => long_const(n as i128 + sc - 1, span),
                    };
                    (self.long_bin(BinOp::Sub, top, lo.clone()), sc)
                } else {
                    (lo.clone(), -sc)
                };
                let q = self.long_bin(BinOp::Div, num, long_const(den, span));
                if sc > 0 {
                    q
                } else {
                    self.long_bin(BinOp::Add, q, long_const(1, span))
                }
            }
        };
        if let Some(l) = len {
            // A coindexed side's extent is checked by `co_section_check`, in its own words.
            let ext = ext.filter(|_| !coindexed);
            let (lc, cc) = (self.const_int(&lo), self.const_int(&count));
            self.check_const_triplet(lc, cc, step_c, ext, l.span)?;
        }
        Ok((lo, count, step))
    }

    /// `xmp_rt_co_rows_check(p, lo, len, step, row_bytes, loc)` (`vals` are `long`; `p` the
    /// pointer, as an lvalue or rvalue): rows of a section along a coarray pointer's own
    /// dimension must lie in its xmp_comalloc block. Its value is `p` (as `void *`).
    pub(crate) fn rows_check_call(&mut self, p: Expr, vals: [Expr; 4], span: Span) -> R<Expr> {
        let vp = Type::Pointer(Box::new(Type::Void));
        let cp = Type::Pointer(Box::new(Type::Int(IntKind::Char)));
        let ft = crate::types::FuncType {
            ret: vp.clone(),
            // As xmp.h declares it (`long long`).
            params: vec![vp.clone(), ll(), ll(), ll(), ll(), cp],
            variadic: false,
            no_prototype: false,
        };
        let p = self.rvalue(p);
        let mut args = vec![self.convert(p, &vp)];
        args.extend(vals);
        args.push(self.loc_literal(span));
        self.rt_function_call("xmp_rt_co_rows_check", ft, args, span)
    }

    /// The coarray of a coarray pointer named by `e` (the pointer object itself).
    pub(crate) fn coarray_ptr_of(&self, e: &Expr) -> Option<crate::xir::CoarrayId> {
        let ExprKind::Global(g) = e.kind else {
            return None;
        };
        self.m
            .xmp
            .coarrays
            .iter()
            .position(|c| c.pointer && c.addr == g)
            .map(|i| i as crate::xir::CoarrayId)
    }

    /// `v` evaluated once: itself when it has no side effects, else a hidden local declared
    /// in `pre`.
    fn sec_once(&mut self, v: Expr, pre: &mut Vec<Stmt>, span: Span) -> Expr {
        if is_pure(&v) {
            return v;
        }
        let ty = v.ty.clone();
        let id = self.new_local(".sec", ty.clone(), super::Quals::default(), span);
        self.flush_into(pre);
        pre.push(Stmt {
            kind: StmtKind::Decl {
                local: id,
                init: Some(crate::xir::Init::Expr(v)),
            },
            span,
        });
        let l = Expr::new(ExprKind::Local(id), ty.clone(), span);
        Expr::new(
            ExprKind::Load {
                lvalue: bx(l),
                volatile: false,
            },
            ty,
            span,
        )
    }

    /// Whether a section chain's root names a distributed (aligned) array.
    fn chain_is_aligned(&mut self, e: &ast::Expr) -> bool {
        let Some((root, _)) = section_chain(e) else {
            return false;
        };
        let n = match &root.kind {
            K::Ident(n) => n.clone(),
            _ => match self.member_alias(root) {
                Some(n) => n,
                None => return false,
            },
        };
        let x = match self.lookup(&n) {
            Some(super::Sym::Local { id }) => ExprKind::Local(*id),
            Some(super::Sym::Global { id }) => ExprKind::Global(*id),
            _ => return false,
        };
        self.aligned_of(&Expr::new(x, Type::Void, root.span))
            .is_some()
    }

    fn long_rvalue(&mut self, e: &ast::Expr) -> R<Expr> {
        let v = self.rvalue_expr(e)?;
        if !v.ty.is_integer() {
            return self.fail(e.span, "an array subscript must be an integer");
        }
        let v = self.promote(v);
        Ok(self.convert(v, &long()))
    }

    fn long_bin(&self, op: BinOp, a: Expr, b: Expr) -> Expr {
        let span = a.span;
        Expr::new(ExprKind::Binary(op, bx(a), bx(b)), long(), span)
    }
}
