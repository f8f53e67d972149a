//! Element-wise array assignment statements (reference 2.2, 2.3): `lhs-section [op]= rhs`
//! where the right side is any expression of sections, scalars and built-in elemental
//! functions (`lo[6:6] = hi[0:6] * 0.5f + 1.0f;`, `x[:] = sqrt(y[:]);`, `a[:] += b[:];`).
//!
//! The statement is rewritten at the AST level into its element statement
//! (`lo[6 + k] = hi[k] * 0.5f + 1.0f`, `k` a hidden `long` loop variable per section
//! dimension) and lowered as ordinary C inside a loop nest, so conversions, promotions and the
//! elemental calls are exactly those of the scalar statement. Everything that is not a section
//! (scalars, subscripts, bounds) is evaluated once before the loops, into hidden locals, as in
//! Fortran. The whole right side is evaluated before any element is stored: when the left
//! array may also be read on the right by a different element, the right side goes into a
//! temporary first (a second nest stores it); otherwise one direct nest, which LLVM can
//! vectorise.
//!
//! The nest is either plain `for` loops over `0 .. length` ([`Nest::Local`]) or, under
//! `#pragma xmp array on t[...]` (issue 4, `xmp/array.rs`), an [`XmpStmt::ParLoop`] over the
//! template section ([`Nest::Par`]): each element assignment runs on the owner of its template
//! element, exactly like the equivalent `loop`.
//!
//! A coindexed section on the right (`b[0:n]:[k]`) is fetched once, before the nest, into a
//! temporary by one GET; a coindexed left side stays with the plain copy of `section.rs`.
//!
//! Shapes: ranks must agree; constant lengths are checked here, the others at run time by a
//! zero-byte [`SectionCopy`] between the two shapes, whose runtime conformance check reports
//! `array assignment between sections of different shapes` with the statement's location.

use xmp_frontend::ast;
use xmp_frontend::ast::ExprKind as K;
use xmp_frontend::token::IntLit;

use super::expr::int_ty;
use super::{Lowerer, Quals, Sym, R};
use crate::types::{IntKind, LocalId, Type};
use crate::xir::{
    BinOp, Block, Expr, ExprKind, Init, LoopAxis, SectionCopy, SectionDim, SectionRef, SectionSrc,
    Span, Stmt, StmtKind, TemplateId, XmpStmt,
};

/// The C library functions that act element-wise on sections (reference 2.3).
const ELEMENTAL: &[&str] = &[
    "acos", "asin", "atan", "atan2", "cos", "sin", "tan", "cosh", "sinh", "tanh", "exp", "frexp",
    "ldexp", "log", "log10", "fabs", "pow", "sqrt", "ceil", "floor", "fmod",
];

/// Whether `name` is a built-in elemental function (double, `f` or `l` form).
fn is_elemental(name: &str) -> bool {
    let base = name
        .strip_suffix('f')
        .or_else(|| name.strip_suffix('l'))
        .filter(|b| ELEMENTAL.contains(b));
    ELEMENTAL.contains(&name) || base.is_some()
}

fn long() -> Type {
    int_ty(IntKind::Long)
}

fn bx<T>(e: T) -> Box<T> {
    Box::new(e)
}

pub(crate) fn a_id(name: &str, span: Span) -> ast::Expr {
    ast::Expr {
        kind: K::Ident(name.to_string()),
        span,
    }
}

/// A `long` literal (negative values as `-lit`).
pub(crate) fn a_lit(v: i128, span: Span) -> ast::Expr {
    let m = v.unsigned_abs();
    let lit = ast::Expr {
        kind: K::Int(IntLit {
            value: m,
            decimal: true,
            unsigned: false,
            longs: 1,
            text: format!("{m}L"),
        }),
        span,
    };
    if v < 0 {
        ast::Expr {
            kind: K::Unary(ast::UnaryOp::Minus, bx(lit)),
            span,
        }
    } else {
        lit
    }
}

pub(crate) fn a_bin(op: ast::BinaryOp, a: ast::Expr, b: ast::Expr) -> ast::Expr {
    let span = a.span;
    ast::Expr {
        kind: K::Binary(op, bx(a), bx(b)),
        span,
    }
}

/// `e + c` without a `+ 0`.
fn a_add_const(e: ast::Expr, c: i128) -> ast::Expr {
    let span = e.span;
    match c {
        0 => e,
        c if c > 0 => a_bin(ast::BinaryOp::Add, e, a_lit(c, span)),
        c => a_bin(ast::BinaryOp::Sub, e, a_lit(-c, span)),
    }
}

pub(crate) fn x_long(v: i128, span: Span) -> Expr {
    Expr::new(ExprKind::IntConst(v), long(), span)
}

pub(crate) fn x_bin(op: BinOp, a: Expr, b: Expr) -> Expr {
    let span = a.span;
    // Fold `long` constants (template bounds, lengths) so the nest's bounds stay readable.
    if let (ExprKind::IntConst(x), ExprKind::IntConst(y)) = (&a.kind, &b.kind) {
        let v = match op {
            BinOp::Add => x.checked_add(*y),
            BinOp::Sub => x.checked_sub(*y),
            BinOp::Mul => x.checked_mul(*y),
            _ => None,
        };
        if let Some(v) = v.filter(|v| i64::try_from(*v).is_ok()) {
            return Expr::new(ExprKind::IntConst(v), a.ty.clone(), span);
        }
    }
    let ty = match op {
        BinOp::Eq | BinOp::Ne | BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge => Type::int(),
        _ => a.ty.clone(),
    };
    Expr::new(ExprKind::Binary(op, bx(a), bx(b)), ty, span)
}

fn x_load(id: LocalId, ty: Type, span: Span) -> Expr {
    let lv = Expr::new(ExprKind::Local(id), ty.clone(), span);
    Expr::new(
        ExprKind::Load {
            lvalue: bx(lv),
            volatile: false,
        },
        ty,
        span,
    )
}

fn x_store(id: LocalId, v: Expr, span: Span) -> Stmt {
    let ty = v.ty.clone();
    let lv = Expr::new(ExprKind::Local(id), ty.clone(), span);
    Stmt {
        kind: StmtKind::Expr(Expr::new(
            ExprKind::Assign {
                lhs: bx(lv),
                rhs: bx(v),
                volatile: false,
            },
            ty,
            span,
        )),
        span,
    }
}

/// A `long` value evaluated once: a constant or a hidden local.
#[derive(Clone)]
pub(crate) struct Val {
    /// How the element statement refers to it.
    pub ast: ast::Expr,
    /// A side-effect-free XIR rvalue of it (`long`).
    pub xir: Expr,
    pub c: Option<i128>,
}

/// How a section dimension's position `k` (0-based, in section order) derives from the loop
/// variable of its nest axis.
pub(crate) enum Shift {
    /// `k = var + c`.
    Const(i128),
    /// `k = expr` (an expression of the variable and hoisted values).
    Expr(ast::Expr),
}

/// One axis of the nest: the hidden loop variable's name and how `k` follows from it.
pub(crate) struct Axis {
    pub var: String,
    pub shift: Shift,
}

impl Axis {
    fn k(&self, span: Span) -> ast::Expr {
        match &self.shift {
            Shift::Const(c) => a_add_const(a_id(&self.var, span), *c),
            Shift::Expr(e) => e.clone(),
        }
    }
}

/// The loop nest that runs the element statement.
pub(crate) enum Nest {
    /// `for (k = 0; k < length; k++)` per dimension; the axes are made here.
    Local,
    /// `#pragma xmp array on t[...]`: a parallel loop over the template section, whose
    /// lengths must equal the assignment's.
    Par {
        template: TemplateId,
        loop_axes: Vec<LoopAxis>,
        axes: Vec<Axis>,
        lens: Vec<Val>,
        /// The template section, for diagnostics.
        on_span: Span,
        /// Dimensions of the assignment that the template section does not name (its
        /// array's `*`-aligned ones): their positions and the hidden counters of the plain
        /// loops run inside each parallel iteration.
        extra: Vec<(usize, LocalId)>,
    },
}

/// What alias analysis knows of the array a section reads or writes.
#[derive(Clone, PartialEq)]
enum RootKey {
    /// A named object and a member path in it.
    Var(bool, u32, Vec<String>),
    /// Anything else (through a pointer): may be any object.
    Unknown,
}

impl RootKey {
    fn may_alias(&self, o: &RootKey) -> bool {
        match (self, o) {
            (RootKey::Var(g1, i1, p1), RootKey::Var(g2, i2, p2)) => {
                g1 == g2 && i1 == i2 && (p1.starts_with(p2) || p2.starts_with(p1))
            }
            _ => true,
        }
    }
}

/// One section operand of the statement.
struct SecInfo {
    key: RootKey,
    /// Per subscript in order: the constant `(start, step)` (`step` 0 for a scalar subscript),
    /// `None` where not constant.
    subs: Vec<Option<(i128, i128)>>,
    lens: Vec<Val>,
    span: Span,
}

/// State of one statement's rewrite.
struct Cx {
    pre: Vec<Stmt>,
    axes: Vec<Axis>,
    secs: Vec<SecInfo>,
    local_only: bool,
}

/// The root object and subscripts of a section chain (first dimension first).
type Chain<'a> = (&'a ast::Expr, Vec<super::section::Sub<'a>>);

/// Whether an expression contains an array section anywhere.
pub(crate) fn has_section(e: &ast::Expr) -> bool {
    match &e.kind {
        K::Section { .. } => true,
        K::Unary(_, a)
        | K::Cast(_, a)
        | K::SizeofExpr(a)
        | K::AlignofExpr(a)
        | K::Member { base: a, .. } => has_section(a),
        K::Binary(_, a, b)
        | K::Assign(_, a, b)
        | K::Elvis(a, b)
        | K::Comma(a, b)
        | K::Index(a, b) => has_section(a) || has_section(b),
        K::Cond(a, b, c) => has_section(a) || has_section(b) || has_section(c),
        K::Call(f, args) => has_section(f) || args.iter().any(has_section),
        K::Coindexed { object, image } => has_section(object) || image.iter().any(has_section),
        _ => false,
    }
}

/// In which order a nest may run so that the right-side section `r` is read at every element
/// before the left side `l` stores there: `Some(0)` any order (the same elements, or disjoint
/// ones: a different constant scalar subscript), `Some(1)` forward, `Some(-1)` backward (rank
/// 1: the same constant step, a constant shift), `None` not known (a temporary is needed).
fn overlap_order(l: &SecInfo, r: &SecInfo, rank: usize) -> Option<i8> {
    if l.key != r.key || l.key == RootKey::Unknown || l.subs.len() != r.subs.len() {
        return None;
    }
    let mut dir = 0;
    let mut shifted = 0;
    for (a, b) in l.subs.iter().zip(&r.subs) {
        let ((la, ls), (ra, rs)) = ((*a)?, (*b)?);
        match (ls, rs) {
            // Scalar subscripts: another constant index is another part of the array.
            (0, 0) if la != ra => return Some(0),
            (0, 0) => {}
            (0, _) | (_, 0) => return None,
            _ if (la, ls) == (ra, rs) => {}
            _ if ls == rs => {
                shifted += 1;
                // Reading ahead of the store in loop order: forward is safe.
                dir = if (ra > la) == (ls > 0) { 1 } else { -1 };
            }
            _ => return None,
        }
    }
    match shifted {
        0 => Some(0),
        1 if rank == 1 => Some(dir),
        _ => None,
    }
}

impl Lowerer {
    /// An array assignment lowered element-wise into plain loops: a `void` statement
    /// expression holding the hoisted values and the nest.
    pub(crate) fn elementwise_assignment(
        &mut self,
        op: Option<ast::BinaryOp>,
        lhs: &ast::Expr,
        rhs: &ast::Expr,
        span: Span,
    ) -> R<Expr> {
        self.push_scope();
        let r = self.elementwise_stmts(op, lhs, rhs, span, Nest::Local, vec![]);
        self.pop_scope();
        let stmts = r?;
        Ok(Expr::new(
            ExprKind::StmtExpr {
                body: Block { stmts },
                result: None,
            },
            Type::Void,
            span,
        ))
    }

    /// The statements of an element-wise array assignment run by `nest`; `pre` holds what the
    /// caller already evaluated (template section bounds). The caller opens the scope the
    /// hidden names live in.
    pub(crate) fn elementwise_stmts(
        &mut self,
        op: Option<ast::BinaryOp>,
        lhs: &ast::Expr,
        rhs: &ast::Expr,
        span: Span,
        nest: Nest,
        pre: Vec<Stmt>,
    ) -> R<Vec<Stmt>> {
        if let K::Coindexed { .. } = lhs.kind {
            return self.fail(
                span,
                "an element-wise array assignment to a coindexed section is not supported yet",
            );
        }
        let Some(lchain) = super::section::section_chain(lhs) else {
            return self.fail(
                lhs.span,
                "the left side of an array assignment must be an array section",
            );
        };
        let rank = self.aa_rank(&lchain, lhs.span)?;
        let (axes, local_vars, nest) = match nest {
            Nest::Local => {
                let mut axes = vec![];
                let mut vars = vec![];
                for _ in 0..rank {
                    let (id, name) = self.aa_local(long(), span);
                    vars.push(id);
                    axes.push(Axis {
                        var: name,
                        shift: Shift::Const(0),
                    });
                }
                (axes, vars, Nest::Local)
            }
            Nest::Par {
                template,
                loop_axes,
                axes,
                lens,
                on_span,
                extra: _,
            } => {
                let mut extra = vec![];
                let mut axes = axes;
                if axes.len() != rank {
                    // A template section of lower rank (reference implementation): the
                    // assignment's dimensions that its array holds whole (`*` in the align)
                    // are iterated by every executing node within each parallel iteration.
                    let Some(collapsed) = self.aa_collapsed_dims(&lchain, rank, axes.len()) else {
                        let m = format!(
                            "the template section of the array directive has rank {} but the array assignment has rank {rank}",
                            axes.len()
                        );
                        return self.fail(on_span, m);
                    };
                    let mut named = axes.into_iter();
                    let mut full = vec![];
                    for (d, c) in collapsed.iter().enumerate() {
                        if *c {
                            let (id, name) = self.aa_local(long(), span);
                            extra.push((d, id));
                            full.push(Axis {
                                var: name,
                                shift: Shift::Const(0),
                            });
                        } else {
                            full.push(named.next().ok_or(())?);
                        }
                    }
                    axes = full;
                }
                let nest = Nest::Par {
                    template,
                    loop_axes,
                    axes: vec![],
                    lens,
                    on_span,
                    extra: extra.clone(),
                };
                let vars = extra.iter().map(|e| e.1).collect();
                (axes, vars, nest)
            }
        };
        let mut cx = Cx {
            pre,
            axes,
            secs: vec![],
            local_only: matches!(nest, Nest::Local),
        };
        for &k in &local_vars {
            cx.pre.push(Stmt {
                kind: StmtKind::Decl {
                    local: k,
                    init: None,
                },
                span,
            });
        }
        let lhs_elem = self.aa_section(&lchain, lhs.span, &mut cx)?;
        let linfo = cx.secs.pop().ok_or(())?;
        let rhs_elem = self.aa_rewrite(rhs, &mut cx)?;
        let lens = linfo.lens.clone();
        // Shapes: ranks and constant lengths now, the others at run time.
        let mut pairs: Vec<(Vec<Val>, Span)> =
            cx.secs.iter().map(|s| (s.lens.clone(), s.span)).collect();
        if let Nest::Par {
            lens: tl,
            on_span,
            extra,
            ..
        } = &nest
        {
            // The dimensions the template section does not name conform by construction.
            let mut named = tl.iter();
            let mut full = vec![];
            for (d, l) in lens.iter().enumerate() {
                if extra.iter().any(|e| e.0 == d) {
                    full.push(l.clone());
                } else if let Some(t) = named.next() {
                    full.push(t.clone());
                }
            }
            pairs.push((full, *on_span));
        }
        let mut runtime_checks = vec![];
        for (other, ospan) in &pairs {
            if other.len() != lens.len() {
                let m = format!(
                    "array sections of different rank ({} and {}) in an array assignment",
                    lens.len(),
                    other.len()
                );
                return self.fail(*ospan, m);
            }
            let mut dynamic = false;
            for (d, (a, b)) in lens.iter().zip(other).enumerate() {
                match (a.c, b.c) {
                    (Some(x), Some(y)) if x != y => {
                        let m = format!(
                            "non-conformable array sections in an array assignment: dimension {} has length {x} on the left and {y} here",
                            d + 1
                        );
                        return self.fail(*ospan, m);
                    }
                    (Some(_), Some(_)) => {}
                    _ => dynamic = true,
                }
            }
            if dynamic {
                runtime_checks.push(other.clone());
            }
        }
        for other in runtime_checks {
            let st = self.aa_shape_check(&lens, &other, span);
            cx.pre.extend(st);
        }
        // Overlap: when the left array may be read at another element than the one stored,
        // a loop direction that reads every element before it is stored, else a temporary.
        let mut dirs = vec![];
        for s in &cx.secs {
            if s.key.may_alias(&linfo.key) {
                dirs.push(overlap_order(&linfo, s, lens.len()));
            }
        }
        let forward = dirs.iter().all(|d| matches!(d, Some(0 | 1)));
        let backward =
            matches!(nest, Nest::Local) && dirs.iter().all(|d| matches!(d, Some(0 | -1)));
        let ks: Vec<ast::Expr> = cx.axes.iter().map(|a| a.k(span)).collect();
        let mut out = std::mem::take(&mut cx.pre);
        if forward || backward {
            let body = self.aa_elem_stmt(op, lhs_elem, rhs_elem, span)?;
            out.extend(self.aa_nest(&nest, &local_vars, &lens, body, !forward, span)?);
            return Ok(out);
        }
        // The right side's element type, from its element expression (lowered only for it).
        let np = self.f.as_ref().map_or(0, |f| f.pending.len());
        let rv = self.rvalue_expr(&rhs_elem)?;
        let tty = rv.ty.clone();
        if let Some(f) = self.f.as_mut() {
            f.pending.truncate(np);
        }
        if tty.is_void() {
            return self.fail(
                rhs.span,
                "the right side of an array assignment has no value",
            );
        }
        // The temporary: a VLA of the section's element count.
        let mut count = x_long(1, span);
        for l in &lens {
            count = x_bin(BinOp::Mul, count, l.xir.clone());
        }
        let n = self.new_local(".aa.n", super::size_type(), Quals::default(), span);
        let count = self.convert(count, &super::size_type());
        out.push(Stmt {
            kind: StmtKind::Decl {
                local: n,
                init: Some(Init::Expr(count)),
            },
            span,
        });
        let (tmp, tname) = self.aa_local(Type::Vla(bx(tty), n), span);
        out.push(Stmt {
            kind: StmtKind::Decl {
                local: tmp,
                init: None,
            },
            span,
        });
        // Row-major flat position of `(k0, k1, ...)`.
        let mut flat: Option<ast::Expr> = None;
        for (k, l) in ks.iter().zip(&lens) {
            flat = Some(match flat {
                None => k.clone(),
                Some(f) => a_bin(
                    ast::BinaryOp::Add,
                    a_bin(ast::BinaryOp::Mul, f, l.ast.clone()),
                    k.clone(),
                ),
            });
        }
        let t_elem = ast::Expr {
            kind: K::Index(bx(a_id(&tname, span)), bx(flat.ok_or(())?)),
            span,
        };
        let fill = self.aa_elem_stmt(None, t_elem.clone(), rhs_elem, span)?;
        out.extend(self.aa_nest(&nest, &local_vars, &lens, fill, false, span)?);
        let store = self.aa_elem_stmt(op, lhs_elem, t_elem, span)?;
        out.extend(self.aa_nest(&nest, &local_vars, &lens, store, false, span)?);
        Ok(out)
    }

    /// A hidden local bound in the current scope under a name no C identifier can have.
    pub(crate) fn aa_local(&mut self, ty: Type, span: Span) -> (LocalId, String) {
        let n = self.f.as_ref().map_or(0, |f| f.locals.len());
        let name = format!(".aa{n}");
        let id = self.new_local(&name, ty, Quals::default(), span);
        self.bind(&name, Sym::Local { id }, span);
        (id, name)
    }

    /// Evaluates a `long` once (constants stay literal) into `pre`.
    /// The run-time extent of a variable-length array dimension as a `long`: a load of the
    /// hidden size local its declaration evaluated (so later changes of `n` do not count).
    pub(crate) fn vla_extent(&self, id: LocalId, span: Span) -> Expr {
        let st = crate::lower::size_type();
        let lv = Expr::new(ExprKind::Local(id), st.clone(), span);
        let v = Expr::new(
            ExprKind::Load {
                lvalue: Box::new(lv),
                volatile: false,
            },
            st,
            span,
        );
        self.convert(v, &long())
    }

    pub(crate) fn aa_long_xir(&mut self, v: Expr, pre: &mut Vec<Stmt>) -> Val {
        let span = v.span;
        if let Some(c) = self.const_int(&v) {
            return Val {
                ast: a_lit(c, span),
                xir: x_long(c, span),
                c: Some(c),
            };
        }
        let (id, name) = self.aa_local(long(), span);
        self.flush_into(pre);
        pre.push(Stmt {
            kind: StmtKind::Decl {
                local: id,
                init: Some(Init::Expr(v)),
            },
            span,
        });
        Val {
            ast: a_id(&name, span),
            xir: x_load(id, long(), span),
            c: None,
        }
    }

    fn aa_long(&mut self, e: &ast::Expr, cx: &mut Cx) -> R<Val> {
        if has_section(e) {
            return self.fail(
                e.span,
                "an array section as a subscript or bound is not supported yet",
            );
        }
        let v = self.rvalue_expr(e)?;
        if !v.ty.is_integer() {
            return self.fail(e.span, "an array subscript must be an integer");
        }
        let v = self.promote(v);
        let v = self.convert(v, &long());
        Ok(self.aa_long_xir(v, &mut cx.pre))
    }

    /// The rank of a section chain (its triplets and the trailing dimensions taken whole).
    fn aa_rank(&mut self, ch: &Chain<'_>, span: Span) -> R<usize> {
        let np = self.f.as_ref().map_or(0, |f| f.pending.len());
        let root = self.expr(ch.0)?;
        let mut ty = root.ty;
        let mut rank = 0;
        let mut subs = ch.1.iter();
        // A pointer root's own dimension (`w[lo:len][..]`, `w[i][..]`) is a dimension too.
        if let (Type::Pointer(inner), Some(sub)) = (&ty, ch.1.first()) {
            if matches!(sub, super::section::Sub::Triplet { .. }) {
                rank += 1;
            }
            subs.next();
            ty = (**inner).clone();
        }
        // Variable-length rows count too (`int (*a)[m]` from `xmp_malloc`).
        while let Type::Array(inner, Some(_)) | Type::Vla(inner, _) = ty {
            match subs.next() {
                Some(super::section::Sub::Index(_)) => {}
                _ => rank += 1,
            }
            ty = *inner;
        }
        if let Some(f) = self.f.as_mut() {
            f.pending.truncate(np);
        }
        if rank == 0 {
            return self.fail(
                span,
                "an array assignment needs an array section on this side",
            );
        }
        Ok(rank)
    }

    /// For an `array` directive whose template section names `named` of the assignment's
    /// `rank` dimensions: which dimensions of the left side its aligned array holds whole
    /// (`*` in the align), when exactly those make up the difference.
    fn aa_collapsed_dims(
        &mut self,
        ch: &Chain<'_>,
        rank: usize,
        named: usize,
    ) -> Option<Vec<bool>> {
        let np = self.f.as_ref().map_or(0, |f| f.pending.len());
        let root = self.expr(ch.0).ok();
        if let Some(f) = self.f.as_mut() {
            f.pending.truncate(np);
        }
        let a = self.aligned_of(&root?)?;
        let def = &self.m.xmp.arrays[a as usize];
        if ch.1.len() > def.align.len() {
            return None;
        }
        // A scalar subscript drops its dimension from the section.
        let collapsed: Vec<bool> = def
            .align
            .iter()
            .enumerate()
            .filter(|(d, _)| !matches!(ch.1.get(*d), Some(super::section::Sub::Index(_))))
            .map(|(_, x)| matches!(x, crate::xir::AlignAxis::Collapse))
            .collect();
        (collapsed.len() == rank && collapsed.iter().filter(|c| !**c).count() == named)
            .then_some(collapsed)
    }

    /// The element of one section operand at the nest's position; records its shape.
    fn aa_section(&mut self, ch: &Chain<'_>, span: Span, cx: &mut Cx) -> R<ast::Expr> {
        let (root_ast, subs) = ch;
        if has_section(root_ast) {
            return self.fail(
                span,
                "an array section of an array section is not supported",
            );
        }
        let root = self.expr(root_ast)?;
        if !super::expr::is_pure(&root) {
            return self.fail(
                root_ast.span,
                "the array of an array section must be an object without side effects (not supported yet)",
            );
        }
        if cx.local_only {
            if let Some(a) = self.aligned_of(&root) {
                let name = self.m.xmp.arrays[a as usize].name.clone();
                return self.fail(
                    span,
                    format!("'{name}' is a distributed array: an array assignment on it needs '#pragma xmp array on <template>[...]' before it (or a gmove); without one every node would run the whole statement on its local section"),
                );
            }
        }
        if !cx.secs.is_empty() || !cx.axes.is_empty() {
            let rank = self.aa_rank(ch, span)?;
            if rank != cx.axes.len() {
                let m = format!(
                    "array sections of different rank ({} and {rank}) in an array assignment",
                    cx.axes.len()
                );
                return self.fail(span, m);
            }
        }
        let key = self.aa_key(root_ast);
        let mut ty = root.ty.clone();
        let mut out = (*root_ast).clone();
        let mut infos = vec![];
        let mut lens = vec![];
        let mut subs = subs.iter();
        let mut d = 0;
        // The root's own dimension when it is a pointer (`w[lo:len][..]`): its extent is
        // unknown (a length must be written); through a coarray pointer its rows are checked
        // against the xmp_comalloc block.
        let mut ptr_dim = matches!(ty, Type::Pointer(_)) && !ch.1.is_empty();
        let ptr_coarray = if ptr_dim {
            self.coarray_ptr_of(&root)
        } else {
            None
        };
        // An aligned array's run-time extents (a VLA, a dummy of a run-time template).
        let run_ext: Vec<Option<Expr>> = self
            .aligned_of(&root)
            .map(|a| self.m.xmp.arrays[a as usize].run_extents.clone())
            .unwrap_or_default();
        let mut td = 0;
        loop {
            let rx = run_ext.get(td).cloned().flatten();
            td += 1;
            let (inner, n) = match &ty {
                Type::Pointer(inner) if ptr_dim => ((**inner).clone(), None),
                // An aligned array's run-time extent (a VLA, a dummy of a run-time template).
                Type::Array(inner, _) | Type::Vla(inner, _) if rx.is_some() => {
                    let Some(rx) = rx.clone() else {
                        return self.fail(span, "internal error: run-time extent");
                    };
                    ((**inner).clone(), Some(self.convert(rx, &long())))
                }
                Type::Array(inner, Some(n)) => ((**inner).clone(), Some(x_long(*n as i128, span))),
                // A variable-length row (`int (*a)[m]`): its extent is the hidden size local
                // evaluated at the declaration.
                Type::Vla(inner, id) => ((**inner).clone(), Some(self.vla_extent(*id, span))),
                Type::Array(_, None) => {
                    return self.fail(
                        span,
                        "an array section of an array without a constant size is not supported yet",
                    )
                }
                _ => {
                    if subs.next().is_some() {
                        return self.fail(
                            span,
                            "an array section needs an array (sections of pointers are not supported yet)",
                        );
                    }
                    break;
                }
            };
            let at_ptr = std::mem::replace(&mut ptr_dim, false);
            let (lo, len, step) = match subs.next() {
                Some(super::section::Sub::Index(i)) => {
                    let v = self.aa_long(i, cx)?;
                    infos.push(v.c.map(|c| (c, 0)));
                    out = ast::Expr {
                        kind: K::Index(bx(out), bx(v.ast)),
                        span,
                    };
                    ty = inner;
                    continue;
                }
                Some(super::section::Sub::Triplet { lo, len, step }) => {
                    let lo = match lo {
                        Some(l) => self.aa_long(l, cx)?,
                        None => self.aa_long_xir(x_long(0, span), &mut cx.pre),
                    };
                    let step = match step {
                        Some(s) => self.aa_long(s, cx)?,
                        None => self.aa_long_xir(x_long(1, span), &mut cx.pre),
                    };
                    if step.c == Some(0) {
                        return self.fail(span, "the step of an array section cannot be 0");
                    }
                    let len = match (len, &n) {
                        (Some(l), _) => {
                            let v = self.aa_long(l, cx)?;
                            let ext = n.as_ref().and_then(|n| self.const_int(n));
                            self.check_const_triplet(lo.c, v.c, step.c, ext, l.span)?;
                            v
                        }
                        (None, None) => {
                            return self.fail(
                                span,
                                "a section along a pointer's own dimension needs a length, as in 'w[lo:len]' or 'w[lo:len:step]' (the extent of a pointer's target is unknown)",
                            )
                        }
                        (None, Some(n)) => {
                            let Some(sc) = step.c else {
                                return self.fail(
                                    span,
                                    "an array section without a length needs a constant step (not supported yet)",
                                );
                            };
                            // ceil((n - lo) / step) for step > 0, lo / -step + 1 for step < 0.
                            let v = if sc > 0 {
                                let end = x_bin(BinOp::Add, n.clone(), x_long(sc - 1, span));
                                let num = x_bin(BinOp::Sub, end, lo.xir.clone());
                                x_bin(BinOp::Div, num, x_long(sc, span))
                            } else {
                                let q = x_bin(BinOp::Div, lo.xir.clone(), x_long(-sc, span));
                                x_bin(BinOp::Add, q, x_long(1, span))
                            };
                            self.aa_long_xir(v, &mut cx.pre)
                        }
                    };
                    (lo, len, step)
                }
                None => {
                    let Some(n) = n else {
                        return self.fail(span, "internal error: pointer section");
                    };
                    (
                        self.aa_long_xir(x_long(0, span), &mut cx.pre),
                        self.aa_long_xir(n, &mut cx.pre),
                        self.aa_long_xir(x_long(1, span), &mut cx.pre),
                    )
                }
            };
            if at_ptr && ptr_coarray.is_some() {
                let row = self.size_of(&inner).unwrap_or(1).max(1);
                let call = self.rows_check_call(
                    root.clone(),
                    [
                        lo.xir.clone(),
                        len.xir.clone(),
                        step.xir.clone(),
                        x_long(row as i128, span),
                    ],
                    span,
                )?;
                let call = self.discard(call);
                self.flush_into(&mut cx.pre);
                cx.pre.push(Stmt {
                    kind: StmtKind::Expr(call),
                    span,
                });
            }
            infos.push(lo.c.zip(step.c));
            let Some(axis) = cx.axes.get(d) else {
                let m = format!(
                    "array sections of different rank ({} and at least {}) in an array assignment",
                    cx.axes.len(),
                    d + 1
                );
                return self.fail(span, m);
            };
            let sub = match (&axis.shift, lo.c, step.c) {
                (Shift::Const(s), Some(l), Some(1)) => a_add_const(a_id(&axis.var, span), l + s),
                (_, _, Some(1)) => a_bin(ast::BinaryOp::Add, lo.ast.clone(), axis.k(span)),
                (_, _, Some(-1)) => a_bin(ast::BinaryOp::Sub, lo.ast.clone(), axis.k(span)),
                (_, _, Some(c)) if c < 0 => a_bin(
                    ast::BinaryOp::Sub,
                    lo.ast.clone(),
                    a_bin(ast::BinaryOp::Mul, axis.k(span), a_lit(-c, span)),
                ),
                _ => a_bin(
                    ast::BinaryOp::Add,
                    lo.ast.clone(),
                    a_bin(ast::BinaryOp::Mul, axis.k(span), step.ast.clone()),
                ),
            };
            out = ast::Expr {
                kind: K::Index(bx(out), bx(sub)),
                span,
            };
            lens.push(len);
            d += 1;
            ty = inner;
        }
        if ty.is_void() || !(ty.is_arithmetic() || matches!(ty, Type::Struct(_))) {
            let n = self.tname(&ty);
            return self.fail(
                span,
                format!("array assignment of '{n}' elements is not supported yet"),
            );
        }
        cx.secs.push(SecInfo {
            key,
            subs: infos,
            lens,
            span,
        });
        Ok(out)
    }

    /// The alias class of a section's root object.
    fn aa_key(&self, e: &ast::Expr) -> RootKey {
        match &e.kind {
            K::Ident(n) => match self.lookup(n) {
                // A pointer (sections along its dimension) may point into any object.
                Some(Sym::Local { id }) if matches!(self.local_ty(*id), Type::Pointer(_)) => {
                    RootKey::Unknown
                }
                Some(Sym::Global { id })
                    if matches!(self.m.globals[*id as usize].ty, Type::Pointer(_)) =>
                {
                    RootKey::Unknown
                }
                Some(Sym::Local { id }) => RootKey::Var(false, *id, vec![]),
                Some(Sym::Global { id }) => RootKey::Var(true, *id, vec![]),
                _ => RootKey::Unknown,
            },
            K::Member {
                base,
                field,
                arrow: false,
            } => match self.aa_key(base) {
                RootKey::Var(g, i, mut p) => {
                    p.push(field.name.clone());
                    RootKey::Var(g, i, p)
                }
                RootKey::Unknown => RootKey::Unknown,
            },
            _ => RootKey::Unknown,
        }
    }

    /// The element expression of a right side: sections become their element at the nest's
    /// position, maximal scalar parts are evaluated once into hidden locals.
    fn aa_rewrite(&mut self, e: &ast::Expr, cx: &mut Cx) -> R<ast::Expr> {
        let span = e.span;
        if !has_section(e) {
            return self.aa_hoist(e, cx);
        }
        let mk = |kind| ast::Expr { kind, span };
        Ok(match &e.kind {
            K::Section { .. } | K::Index(..) => {
                let Some(ch) = super::section::section_chain(e) else {
                    return self.fail(
                        span,
                        "an array section as a subscript is not supported yet",
                    );
                };
                self.aa_section(&ch, span, cx)?
            }
            K::Coindexed { object, .. } => {
                if super::section::section_chain(object).is_none() {
                    return self.fail(
                        span,
                        "a coindexed section in an element-wise array expression is not supported yet",
                    );
                }
                self.aa_coindexed(e, cx)?
            }
            K::Unary(op, a) => {
                use ast::UnaryOp as U;
                if !matches!(op, U::Plus | U::Minus | U::BitNot | U::Not | U::Real | U::Imag) {
                    return self.fail(
                        span,
                        "this operator cannot be applied to an array section (only element-wise operators, casts and built-in elemental functions can)",
                    );
                }
                mk(K::Unary(*op, bx(self.aa_rewrite(a, cx)?)))
            }
            K::Binary(op, a, b) => {
                let a = self.aa_rewrite(a, cx)?;
                let b = self.aa_rewrite(b, cx)?;
                mk(K::Binary(*op, bx(a), bx(b)))
            }
            K::Cond(c, a, b) => {
                let c = self.aa_rewrite(c, cx)?;
                let a = self.aa_rewrite(a, cx)?;
                let b = self.aa_rewrite(b, cx)?;
                mk(K::Cond(bx(c), bx(a), bx(b)))
            }
            K::Cast(tn, a) => mk(K::Cast(tn.clone(), bx(self.aa_rewrite(a, cx)?))),
            K::Member { base, field, arrow } => mk(K::Member {
                base: bx(self.aa_rewrite(base, cx)?),
                field: field.clone(),
                arrow: *arrow,
            }),
            K::Call(f, args) => {
                let name = match &f.kind {
                    K::Ident(n) if matches!(self.lookup(n), Some(Sym::Func(_)) | None) => {
                        n.clone()
                    }
                    _ => String::new(),
                };
                if !is_elemental(&name) {
                    let what = if name.is_empty() {
                        "this function".to_string()
                    } else {
                        format!("'{name}'")
                    };
                    return self.fail(
                        span,
                        format!("{what} is not a built-in elemental function (reference 2.3): an array section cannot be passed to it"),
                    );
                }
                if !matches!(self.lookup(&name), Some(Sym::Func(_))) {
                    return self.fail(
                        f.span,
                        format!("built-in elemental function '{name}' used without a declaration (include <math.h>)"),
                    );
                }
                let frexp = name.starts_with("frexp");
                let mut out = vec![];
                for (i, a) in args.iter().enumerate() {
                    let x = self.aa_rewrite(a, cx)?;
                    // frexp's exponent output: an `int` section of the same shape ([rec] 2.3).
                    out.push(if frexp && i == 1 && has_section(a) {
                        ast::Expr {
                            kind: K::Unary(ast::UnaryOp::AddrOf, bx(x)),
                            span: a.span,
                        }
                    } else {
                        x
                    });
                }
                mk(K::Call(f.clone(), out))
            }
            _ => {
                return self.fail(
                    span,
                    "an array section cannot appear in this kind of expression (only element-wise operators, casts and built-in elemental functions apply to sections)",
                )
            }
        })
    }

    /// A coindexed section of the right side (issue 6): fetched once, before the nest, into a
    /// contiguous temporary of its shape by one GET (`get-fusion` may fuse it), whose element
    /// the element statement then reads.
    fn aa_coindexed(&mut self, e: &ast::Expr, cx: &mut Cx) -> R<ast::Expr> {
        let span = e.span;
        let (mut src, elem, pre) = self.section_side(e, span)?;
        self.flush_into(&mut cx.pre);
        cx.pre.extend(pre);
        if src.dims.len() != cx.axes.len() {
            let m = format!(
                "array sections of different rank ({} and {}) in an array assignment",
                cx.axes.len(),
                src.dims.len()
            );
            return self.fail(span, m);
        }
        if !elem.is_arithmetic() {
            let n = self.tname(&elem);
            return self.fail(
                span,
                format!("a coindexed section of '{n}' elements in an element-wise expression is not supported yet"),
            );
        }
        // Counts once (the copy and the nest share them).
        let mut lens = vec![];
        for d in &mut src.dims {
            let v = self.aa_long_xir(d.count.clone(), &mut cx.pre);
            d.count = v.xir.clone();
            lens.push(v);
        }
        let mut count = x_long(1, span);
        for l in &lens {
            count = x_bin(BinOp::Mul, count, l.xir.clone());
        }
        let n = self.new_local(".aa.n", super::size_type(), Quals::default(), span);
        let count = self.convert(count, &super::size_type());
        cx.pre.push(Stmt {
            kind: StmtKind::Decl {
                local: n,
                init: Some(Init::Expr(count)),
            },
            span,
        });
        let (tmp, tname) = self.aa_local(Type::Vla(bx(elem.clone()), n), span);
        cx.pre.push(Stmt {
            kind: StmtKind::Decl {
                local: tmp,
                init: None,
            },
            span,
        });
        // Row-major strides of the temporary, and the flat position of `(k0, k1, ...)`.
        let mut dims = vec![];
        let mut stride = x_long(1, span);
        for l in lens.iter().rev() {
            dims.push(SectionDim {
                count: l.xir.clone(),
                stride: stride.clone(),
            });
            stride = x_bin(BinOp::Mul, stride, l.xir.clone());
        }
        dims.reverse();
        let tv = Expr::new(ExprKind::Local(tmp), Type::Vla(bx(elem.clone()), n), span);
        let base = Expr::new(
            ExprKind::Cast(crate::xir::CastKind::ArrayToPtr, bx(tv)),
            Type::Pointer(bx(elem.clone())),
            span,
        );
        self.xmp.used = true;
        let copy = SectionCopy {
            elem,
            dst: SectionRef {
                remote: None,
                base,
                dims,
            },
            src: SectionSrc::Section(src),
            fused: false,
            nonblocking: false,
        };
        self.flush_into(&mut cx.pre);
        cx.pre.push(Stmt {
            kind: StmtKind::Xmp(bx(XmpStmt::SectionCopy(bx(copy)))),
            span,
        });
        let mut flat: Option<ast::Expr> = None;
        for (a, l) in cx.axes.iter().zip(&lens) {
            let k = a.k(span);
            flat = Some(match flat {
                None => k,
                Some(f) => a_bin(
                    ast::BinaryOp::Add,
                    a_bin(ast::BinaryOp::Mul, f, l.ast.clone()),
                    k,
                ),
            });
        }
        cx.secs.push(SecInfo {
            key: RootKey::Var(false, tmp, vec![]),
            subs: vec![],
            lens,
            span,
        });
        Ok(ast::Expr {
            kind: K::Index(bx(a_id(&tname, span)), bx(flat.ok_or(())?)),
            span,
        })
    }

    /// A scalar part of the right side, evaluated once (literals stay as they are).
    fn aa_hoist(&mut self, e: &ast::Expr, cx: &mut Cx) -> R<ast::Expr> {
        if matches!(e.kind, K::Int(_) | K::Float(_) | K::Char { .. }) {
            return Ok(e.clone());
        }
        let v = self.rvalue_expr(e)?;
        if v.ty.is_void() {
            return self.fail(e.span, "a void value in an array assignment");
        }
        let (id, name) = self.aa_local(v.ty.clone(), e.span);
        self.flush_into(&mut cx.pre);
        cx.pre.push(Stmt {
            kind: StmtKind::Decl {
                local: id,
                init: Some(Init::Expr(v)),
            },
            span: e.span,
        });
        Ok(a_id(&name, e.span))
    }

    /// The element statement `lhs [op]= rhs`, lowered as ordinary C.
    fn aa_elem_stmt(
        &mut self,
        op: Option<ast::BinaryOp>,
        lhs: ast::Expr,
        rhs: ast::Expr,
        span: Span,
    ) -> R<Block> {
        let a = ast::Expr {
            kind: K::Assign(op, bx(lhs), bx(rhs)),
            span,
        };
        let e = self.expr(&a)?;
        let e = self.discard(e);
        let mut stmts = vec![];
        self.flush_into(&mut stmts);
        stmts.push(Stmt {
            kind: StmtKind::Expr(e),
            span,
        });
        Ok(Block { stmts })
    }

    /// The nest running `body` once per element.
    fn aa_nest(
        &mut self,
        nest: &Nest,
        vars: &[LocalId],
        lens: &[Val],
        body: Block,
        reverse: bool,
        span: Span,
    ) -> R<Vec<Stmt>> {
        match nest {
            Nest::Local => {
                let mut b = body;
                for (d, &k) in vars.iter().enumerate().rev() {
                    let k_ = || x_load(k, long(), span);
                    // Forward `0 .. len`, or (rank 1, see `overlap_order`) backward from len-1.
                    let (first, cond, step) = if reverse {
                        (
                            x_bin(BinOp::Sub, lens[d].xir.clone(), x_long(1, span)),
                            x_bin(BinOp::Ge, k_(), x_long(0, span)),
                            x_bin(BinOp::Sub, k_(), x_long(1, span)),
                        )
                    } else {
                        (
                            x_long(0, span),
                            x_bin(BinOp::Lt, k_(), lens[d].xir.clone()),
                            x_bin(BinOp::Add, k_(), x_long(1, span)),
                        )
                    };
                    let StmtKind::Expr(step) = x_store(k, step, span).kind else {
                        return Err(());
                    };
                    let f = Stmt {
                        kind: StmtKind::For {
                            init: Block {
                                stmts: vec![x_store(k, first, span)],
                            },
                            cond: Some(cond),
                            step: Some(step),
                            body: b,
                        },
                        span,
                    };
                    b = Block { stmts: vec![f] };
                }
                Ok(b.stmts)
            }
            Nest::Par {
                template,
                loop_axes,
                extra,
                ..
            } => {
                let mut body = body;
                for &(d, k) in extra.iter().rev() {
                    let k_ = || x_load(k, long(), span);
                    let StmtKind::Expr(step) =
                        x_store(k, x_bin(BinOp::Add, k_(), x_long(1, span)), span).kind
                    else {
                        return Err(());
                    };
                    let f = Stmt {
                        kind: StmtKind::For {
                            init: Block {
                                stmts: vec![x_store(k, x_long(0, span), span)],
                            },
                            cond: Some(x_bin(BinOp::Lt, k_(), lens[d].xir.clone())),
                            step: Some(step),
                            body,
                        },
                        span,
                    };
                    body = Block { stmts: vec![f] };
                }
                let _ = vars;
                self.global_elems_block(&mut body)?;
                Ok(vec![Stmt {
                    kind: StmtKind::Xmp(bx(XmpStmt::ParLoop {
                        template: *template,
                        axes: loop_axes.clone(),
                        body,
                    })),
                    span,
                }])
            }
        }
    }

    /// A run-time conformance check of two shapes: a zero-byte section copy between them,
    /// whose runtime shape check fails the job naming the statement when they differ.
    fn aa_shape_check(&mut self, a: &[Val], b: &[Val], span: Span) -> Vec<Stmt> {
        // The check runs in the runtime, so the program runs on it.
        self.xmp.used = true;
        let dummy = self.new_local(".aa.chk", int_ty(IntKind::Char), Quals::default(), span);
        let decl = Stmt {
            kind: StmtKind::Decl {
                local: dummy,
                init: Some(Init::Expr(Expr::new(
                    ExprKind::IntConst(0),
                    int_ty(IntKind::Char),
                    span,
                ))),
            },
            span,
        };
        let base = Expr::new(
            ExprKind::AddrOf(bx(Expr::new(
                ExprKind::Local(dummy),
                int_ty(IntKind::Char),
                span,
            ))),
            Type::Pointer(bx(int_ty(IntKind::Char))),
            span,
        );
        let side = |v: &[Val]| SectionRef {
            remote: None,
            base: base.clone(),
            dims: v
                .iter()
                .map(|l| SectionDim {
                    count: l.xir.clone(),
                    stride: x_long(0, span),
                })
                .collect(),
        };
        let copy = SectionCopy {
            elem: int_ty(IntKind::Char),
            dst: side(a),
            src: SectionSrc::Section(side(b)),
            fused: false,
            nonblocking: false,
        };
        vec![
            decl,
            Stmt {
                kind: StmtKind::Xmp(bx(XmpStmt::SectionCopy(bx(copy)))),
                span,
            },
        ]
    }
}
