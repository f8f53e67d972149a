//! `gmove [in|out] [async(id)]` (issue 5; reference: gmove, array sections 2.1/2.2): the
//! assignment statement after the directive becomes one [`XmpStmt::Gmove`].
//!
//! Both sides name a global array with one subscript or section `[lo:len:step]` per dimension
//! (an omitted length runs to the end of the dimension); the right side may instead be a
//! scalar expression, converted to the element type and broadcast into the section. The left
//! side may be a scalar variable (one element); one element into a section goes through a
//! hidden scalar (two gmoves). Constant
//! section shapes are checked for conformance here; the runtime checks the others and names
//! the line. Local sides are arrays of constant size or pointers (a pointer's first
//! dimension needs explicit lengths), including VLAs (their extents are the sizes fixed at
//! the declaration); the tasklet form is not supported yet.
//! `in`/`out` (reference 7.3) only change the runtime mode: one-sided gets from / puts to
//! owners outside the executing node set.

use xmp_frontend::ast;
use xmp_frontend::xmp::ast as x;

use crate::lower::expr::is_pure;
use crate::lower::{Lowerer, Sym, R};
use crate::types::{IntKind, Type};
use crate::xir::{
    ArrayObject, BinOp, Expr, ExprKind, Gmove, GmoveDim, GmoveObj, GmoveSide, GmoveSrc, Span, Stmt,
    StmtKind, XmpStmt,
};

fn long() -> Type {
    Type::Int(IntKind::Long)
}

fn lconst(v: i128, span: Span) -> Expr {
    Expr::new(ExprKind::IntConst(v), long(), span)
}

/// The value of a constant integer expression (through conversions).
fn const_val(e: &Expr) -> Option<i128> {
    match &e.kind {
        ExprKind::IntConst(v) => Some(*v),
        ExprKind::Cast(_, inner) if e.ty.is_integer() => const_val(inner),
        _ => None,
    }
}

/// A local gmove side: its object, extents (None: unknown) and element type.
type LocalSide = (GmoveObj, Vec<Option<Expr>>, Type);

enum Sub<'e> {
    Index(&'e ast::Expr),
    Section {
        lo: Option<&'e ast::Expr>,
        len: Option<&'e ast::Expr>,
        step: Option<&'e ast::Expr>,
    },
}

impl Lowerer {
    fn gmove_long(&mut self, e: &ast::Expr) -> R<Expr> {
        let v = self.rvalue_expr(e)?;
        if !v.ty.is_integer() {
            return self.fail(e.span, "a gmove subscript must be an integer");
        }
        let v = self.promote(v);
        Ok(self.convert(v, &long()))
    }

    fn gmove_bin(op: BinOp, a: Expr, b: Expr) -> Expr {
        let span = a.span;
        match (const_val(&a), const_val(&b), op) {
            (Some(x), Some(y), BinOp::Add) => lconst(x + y, span),
            (Some(x), Some(y), BinOp::Sub) => lconst(x - y, span),
            (Some(x), Some(y), BinOp::Div) if y != 0 => lconst(x / y, span),
            (Some(x), Some(y), BinOp::Mul) => lconst(x.saturating_mul(y), span),
            // Identities keep run-time (VLA) lengths readable in the XIR.
            (_, Some(0), BinOp::Add | BinOp::Sub) | (_, Some(1), BinOp::Mul | BinOp::Div) => a,
            (Some(1), _, BinOp::Mul) => b,
            _ => Expr::new(ExprKind::Binary(op, Box::new(a), Box::new(b)), long(), span),
        }
    }

    /// The global array named by `name`, if it is one.
    pub(crate) fn gmove_array(&mut self, name: &str) -> Option<u32> {
        let obj = match self.lookup(name).cloned() {
            Some(Sym::Global { id }) => Some(ArrayObject::Global(id)),
            Some(Sym::Local { id }) => self
                .f
                .as_ref()
                .and_then(|f| self.funcs_by_name.get(&f.name).copied())
                .map(|f| ArrayObject::Local(f, id)),
            _ => None,
        }?;
        self.m
            .xmp
            .arrays
            .iter()
            .position(|a| a.object == obj)
            .map(|p| p as u32)
    }

    /// A local array (or pointer) `name` used with `nsubs` subscripts: its object, extents
    /// (None for the unknown first extent of a pointer; a load of the size local for a VLA
    /// dimension, whose value was fixed at its declaration) and element type.
    fn gmove_local(&mut self, id: &ast::Expr, name: &str, nsubs: usize) -> R<Option<LocalSide>> {
        let root = self.expr(id)?;
        let sp = id.span;
        let mut extents: Vec<Option<Expr>> = Vec::new();
        let mut ty = root.ty.clone();
        if let Type::Pointer(t) = &ty {
            extents.push(None);
            ty = (**t).clone();
        }
        while extents.len() < nsubs {
            match ty {
                Type::Array(t, Some(n)) => {
                    extents.push(Some(lconst(n as i128, sp)));
                    ty = *t;
                }
                Type::Vla(t, size) => {
                    let lv = Expr::new(ExprKind::Local(size), crate::lower::size_type(), sp);
                    let v = Expr::new(
                        ExprKind::Load {
                            lvalue: Box::new(lv),
                            volatile: false,
                        },
                        crate::lower::size_type(),
                        sp,
                    );
                    extents.push(Some(self.convert(v, &long())));
                    ty = *t;
                }
                Type::Array(_, None) => {
                    return self.fail(
                        id.span,
                        format!(
                        "gmove of '{name}', an array without a constant size, is not supported yet"
                    ),
                    )
                }
                _ => {
                    return self.fail(
                        id.span,
                        format!("'{name}' has fewer dimensions than the gmove subscripts"),
                    )
                }
            }
        }
        if extents.is_empty() {
            return Ok(None);
        }
        // Element strides, innermost 1; a VLA extent makes the outer strides run-time values.
        let mut strides = vec![lconst(1, sp); extents.len()];
        for j in (0..extents.len().saturating_sub(1)).rev() {
            let inner = extents[j + 1].clone().unwrap_or_else(|| lconst(1, sp));
            strides[j] = match (const_val(&strides[j + 1]), const_val(&inner)) {
                (Some(a), Some(b)) => lconst(a.saturating_mul(b.max(1)), sp),
                _ => Self::gmove_bin(BinOp::Mul, strides[j + 1].clone(), inner),
            };
        }
        let base = self.rvalue_expr(id)?;
        if !base.ty.is_pointer() {
            return self.fail(id.span, format!("'{name}' is not an array or a pointer"));
        }
        Ok(Some((GmoveObj::Local { base, strides }, extents, ty)))
    }

    /// `xmp_array_gsize(xmp_desc_of(name), j + 1)` as a `long`, when `xmp.h` declared it.
    fn gmove_runtime_extent(&mut self, name: &str, j: usize, sp: Span) -> Option<Expr> {
        if !matches!(self.lookup("xmp_array_gsize"), Some(Sym::Func(_))) {
            return None;
        }
        let id = |n: &str| ast::Expr {
            kind: ast::ExprKind::Ident(n.to_string()),
            span: sp,
        };
        let desc = ast::Expr {
            kind: ast::ExprKind::DescOf(ast::Ident {
                name: name.to_string(),
                span: sp,
            }),
            span: sp,
        };
        let call = ast::Expr {
            kind: ast::ExprKind::Call(
                Box::new(id("xmp_array_gsize")),
                vec![desc, crate::lower::array_assign::a_lit(j as i128 + 1, sp)],
            ),
            span: sp,
        };
        let v = self.rvalue_expr(&call).ok()?;
        Some(self.convert(v, &long()))
    }

    /// One side; `Ok(None)` when `e` does not name a global array.
    pub(crate) fn gmove_side(
        &mut self,
        e: &ast::Expr,
        is_lhs: bool,
    ) -> R<Option<(GmoveSide, Type)>> {
        let mut subs = Vec::new();
        let mut cur = e;
        let name = loop {
            match &cur.kind {
                ast::ExprKind::Index(b, i) => {
                    subs.push(Sub::Index(i));
                    cur = b;
                }
                ast::ExprKind::Section {
                    base,
                    lo,
                    len,
                    step,
                } => {
                    subs.push(Sub::Section {
                        lo: lo.as_deref(),
                        len: len.as_deref(),
                        step: step.as_deref(),
                    });
                    cur = base;
                }
                ast::ExprKind::Ident(n) => break n.clone(),
                _ => match self.member_alias(cur) {
                    Some(n) => break n,
                    None => return Ok(None),
                },
            }
        };
        subs.reverse();
        let has_section = subs.iter().any(|s| matches!(s, Sub::Section { .. }));
        let (obj, extents, elem) = match self.gmove_array(&name) {
            Some(id) => {
                let a = self.m.xmp.arrays[id as usize].clone();
                let sp = e.span;
                let mut ext = vec![];
                for (j, &n) in a.extents.iter().enumerate() {
                    ext.push(match a.run_extents.get(j) {
                        Some(Some(v)) => Some(v.clone()),
                        // An extent xmp_malloc gives at run time: asked from the runtime
                        // (`xmp_array_gsize`, declared by xmp.h) when a section needs it.
                        _ if n == 0 => self.gmove_runtime_extent(&name, j, sp),
                        _ => Some(lconst(n as i128, sp)),
                    });
                }
                (GmoveObj::Global(id), ext, a.elem.clone())
            }
            None if has_section || (is_lhs && !subs.is_empty()) => {
                match self.gmove_local(cur, &name, subs.len())? {
                    Some(x) => x,
                    None => return Ok(None),
                }
            }
            None => return Ok(None),
        };
        if subs.len() != extents.len() {
            return self.fail(
                e.span,
                format!(
                    "gmove needs a subscript or a section for each of the {} dimensions of '{name}'",
                    extents.len()
                ),
            );
        }
        let mut dims = Vec::with_capacity(subs.len());
        for (j, s) in subs.iter().enumerate() {
            let sp = e.span;
            dims.push(match s {
                Sub::Index(i) => GmoveDim {
                    lo: self.gmove_long(i)?,
                    len: lconst(1, sp),
                    step: lconst(1, sp),
                    subscript: true,
                },
                Sub::Section { lo, len, step } => {
                    let lo = match lo {
                        Some(l) => self.gmove_long(l)?,
                        None => lconst(0, sp),
                    };
                    let step = match step {
                        Some(s) => self.gmove_long(s)?,
                        None => lconst(1, sp),
                    };
                    if const_val(&step) == Some(0) {
                        return self.fail(sp, "a gmove section has a zero step");
                    }
                    let len = match len {
                        Some(l) => {
                            let v = self.gmove_long(l)?;
                            let ext = extents[j].as_ref().and_then(|n| self.const_int(n));
                            let (lc, vc, sc) =
                                (self.const_int(&lo), self.const_int(&v), self.const_int(&step));
                            self.check_const_triplet(lc, vc, sc, ext, l.span)?;
                            v
                        }
                        None => {
                            let Some(n) = extents[j].clone() else {
                                return self.fail(
                                    sp,
                                    format!("a section without length of '{name}', a pointer, needs a length"),
                                );
                            };
                            if !is_pure(&lo) {
                                return self.fail(
                                    sp,
                                    "a gmove section without length needs a side-effect-free start (not supported yet)",
                                );
                            }
                            // ceil((n - lo) / step) for a positive step.
                            if const_val(&step).is_none_or(|s| s < 0) {
                                return self.fail(
                                    sp,
                                    "a gmove section without length needs a positive constant step",
                                );
                            }
                            let rest = Self::gmove_bin(BinOp::Sub, n, lo.clone());
                            let up = Self::gmove_bin(
                                BinOp::Add,
                                rest,
                                Self::gmove_bin(BinOp::Sub, step.clone(), lconst(1, sp)),
                            );
                            Self::gmove_bin(BinOp::Div, up, step.clone())
                        }
                    };
                    GmoveDim {
                        lo,
                        len,
                        step,
                        subscript: false,
                    }
                }
            });
        }
        Ok(Some((GmoveSide { obj, dims }, elem)))
    }

    /// A left side that names no array: a scalar object (`x = a[i];`, reference 7.3: "left
    /// side a variable"), taken as a local array of one element.
    fn gmove_scalar_side(&mut self, lhs: &ast::Expr) -> R<(GmoveSide, Type)> {
        let v = self.expr(lhs)?;
        if !v.is_lvalue() || !(v.ty.is_arithmetic() || v.ty.is_pointer()) {
            return self.fail(
                lhs.span,
                "the left side of a gmove must be a variable, or a section or element of an array",
            );
        }
        self.scalar_side(v, lhs.span)
    }

    /// The gmove side of the scalar lvalue `v`: one element at its address.
    fn scalar_side(&mut self, v: Expr, span: Span) -> R<(GmoveSide, Type)> {
        let elem = v.ty.clone();
        let base = self.addr_of(v, span)?;
        let side = GmoveSide {
            obj: GmoveObj::Local {
                base,
                strides: vec![lconst(1, span)],
            },
            dims: vec![GmoveDim {
                lo: lconst(0, span),
                len: lconst(1, span),
                step: lconst(1, span),
                subscript: true,
            }],
        };
        Ok((side, elem))
    }

    /// `gmove` and the assignment in `rest[0]`; returns the number of items taken.
    pub(crate) fn gmove_construct(
        &mut self,
        d: &x::Directive,
        g: &x::GmoveDir,
        rest: &[ast::BlockItem],
        out: &mut Vec<Stmt>,
    ) -> usize {
        let _ = self.gmove_lower(d, g, rest, out);
        usize::from(matches!(rest.first(), Some(ast::BlockItem::Stmt(_))))
    }

    fn gmove_lower(
        &mut self,
        d: &x::Directive,
        g: &x::GmoveDir,
        rest: &[ast::BlockItem],
        out: &mut Vec<Stmt>,
    ) -> R<()> {
        if let Some(on) = &g.on {
            return self.fail(
                on.span(),
                "XMP feature 'tasklet gmove' is not supported yet",
            );
        }
        // The runtime's modes (libxmp-rt gmove: collective, in = one-sided gets from owners
        // outside the executing set, out = one-sided puts to them).
        let mode = match g.mode {
            x::GmoveMode::Collective => 0,
            x::GmoveMode::In => 1,
            x::GmoveMode::Out => 2,
        };
        let Some(ast::BlockItem::Stmt(st)) = rest.first() else {
            return self.fail(d.span, "gmove must be followed by an assignment statement");
        };
        let ast::StmtKind::Expr(e) = &st.kind else {
            return self.fail(st.span, "gmove must be followed by an assignment statement");
        };
        let ast::ExprKind::Assign(None, lhs, rhs) = &e.kind else {
            return self.fail(
                e.span,
                "gmove must be followed by a simple assignment `lhs = rhs;`",
            );
        };
        let async_id = self.async_id(&g.async_id)?;
        let (dst, elem) = match self.gmove_side(lhs, true)? {
            Some(side) => side,
            None => self.gmove_scalar_side(lhs)?,
        };
        let Some(elem_size) = self.size_of(&elem) else {
            return self.fail(lhs.span, "gmove of an array of incomplete element type");
        };
        let dshape: Vec<Option<i128>> = dst
            .dims
            .iter()
            .filter(|d| !d.subscript)
            .map(|d| const_val(&d.len))
            .collect();
        let src = match self.gmove_side(rhs, false)? {
            Some((s, selem)) => {
                if selem != elem {
                    return self.fail(
                        rhs.span,
                        "gmove between arrays of different element types is not supported yet",
                    );
                }
                let sshape: Vec<Option<i128>> = s
                    .dims
                    .iter()
                    .filter(|d| !d.subscript)
                    .map(|d| const_val(&d.len))
                    .collect();
                if sshape.is_empty() && !dshape.is_empty() {
                    // One element broadcast into a section (reference 7.3): a gmove of the
                    // element into a hidden scalar, then of that scalar into the section.
                    let span = rhs.span;
                    let tmp = self.new_local(".gmove.elem", elem.clone(), Default::default(), span);
                    let tv = Expr::new(ExprKind::Local(tmp), elem.clone(), span);
                    let (tside, _) = self.scalar_side(tv.clone(), span)?;
                    self.flush_into(out);
                    out.push(Stmt {
                        kind: StmtKind::Xmp(Box::new(XmpStmt::Gmove(Box::new(Gmove {
                            dst: tside,
                            src: GmoveSrc::Section(s),
                            elem_size,
                            mode,
                            async_id: None,
                        })))),
                        span: d.span,
                    });
                    let load = Expr::new(
                        ExprKind::Load {
                            lvalue: Box::new(tv),
                            volatile: false,
                        },
                        elem.clone(),
                        span,
                    );
                    out.push(Stmt {
                        kind: StmtKind::Xmp(Box::new(XmpStmt::Gmove(Box::new(Gmove {
                            dst,
                            src: GmoveSrc::Scalar(load),
                            elem_size,
                            mode,
                            async_id,
                        })))),
                        span: d.span,
                    });
                    return Ok(());
                }
                let all_const = dshape.iter().chain(&sshape).all(|v| v.is_some());
                if sshape.len() != dshape.len() || (all_const && sshape != dshape) {
                    let show = |v: &[Option<i128>]| {
                        v.iter()
                            .map(|x| x.map_or("?".to_string(), |n| n.to_string()))
                            .collect::<Vec<_>>()
                            .join(", ")
                    };
                    return self.fail(
                        e.span,
                        format!(
                            "the sections of a gmove are not conformable: [{}] and [{}]",
                            show(&dshape),
                            show(&sshape)
                        ),
                    );
                }
                GmoveSrc::Section(s)
            }
            None => {
                if !(elem.is_arithmetic() || elem.is_pointer()) {
                    return self.fail(
                        rhs.span,
                        "a scalar gmove source for a non-scalar element type is not supported yet",
                    );
                }
                let v = self.rvalue_expr(rhs)?;
                if !(v.ty.is_arithmetic() || v.ty.is_pointer()) {
                    return self.fail(rhs.span, "the scalar source of a gmove must be a scalar");
                }
                GmoveSrc::Scalar(self.convert(v, &elem))
            }
        };
        self.flush_into(out);
        out.push(Stmt {
            kind: StmtKind::Xmp(Box::new(XmpStmt::Gmove(Box::new(Gmove {
                dst,
                src,
                elem_size,
                mode,
                async_id,
            })))),
            span: d.span,
        });
        Ok(())
    }
}
