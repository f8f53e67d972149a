//! The built-in transformational procedures of reference 10.7 (issue 5): `xmp_gather`,
//! `xmp_scatter`, `xmp_pack`, `xmp_unpack`, `xmp_transpose`, `xmp_matmul`, `xmp_sort_up`,
//! `xmp_sort_down`. A call becomes one [`XmpStmt::Transform`] (executed by
//! `xmp_rt_transform`, collective over the executing node set).
//!
//! Array arguments are sections of global or local arrays, written as in gmove (`a[:]`,
//! `m[:][:]`, `v[2:5]`), or Omni's descriptor form `xmp_desc_of(a)` for a whole global array
//! of constant extents. Argument counts, ranks and element types are checked here (errors at
//! the argument); shapes that are all constant are checked here too, the runtime checks the
//! others and names the line.

use xmp_frontend::ast;

use crate::lower::coarray::xmp_stmt_expr;
use crate::lower::{Lowerer, R};
use crate::types::{FloatKind, IntKind, Type};
use crate::xir::{Expr, ExprKind, GmoveDim, GmoveObj, GmoveSide, Span, Transform, XmpStmt};

/// The procedure code of `name` (`xmp_rt_transform`'s `proc`).
fn proc_code(name: &str) -> Option<i32> {
    Some(match name {
        "xmp_gather" => 0,
        "xmp_scatter" => 1,
        "xmp_pack" => 2,
        "xmp_unpack" => 3,
        "xmp_transpose" => 4,
        "xmp_matmul" => 5,
        "xmp_sort_up" => 6,
        "xmp_sort_down" => 7,
        _ => return None,
    })
}

/// The runtime's element-type code (`xmp_abi::DType`) of an arithmetic type; -1 otherwise.
fn dtype_code(t: &Type) -> i32 {
    match t {
        Type::Int(k) => match k {
            IntKind::Bool => 0,
            IntKind::Char => 1,
            IntKind::SChar => 2,
            IntKind::UChar => 3,
            IntKind::Short => 4,
            IntKind::UShort => 5,
            IntKind::Int => 6,
            IntKind::UInt => 7,
            IntKind::Long => 8,
            IntKind::ULong => 9,
            IntKind::LongLong => 10,
            IntKind::ULongLong => 11,
            IntKind::Int128 | IntKind::UInt128 => -1,
        },
        Type::Float(FloatKind::Float) => 12,
        Type::Float(FloatKind::Double) => 13,
        Type::Float(FloatKind::LongDouble) => 14,
        Type::Complex(FloatKind::Float) => 15,
        Type::Complex(FloatKind::Double) => 16,
        Type::Complex(FloatKind::LongDouble) => 17,
        _ => -1,
    }
}

/// The role of an argument.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Role {
    /// Data moved or computed (all data arguments share one element type).
    Data,
    /// An index array (integer).
    Index,
    /// A mask (`_Bool` or integer).
    Mask,
}

/// The value of a constant integer expression (through conversions).
fn const_val(e: &Expr) -> Option<i128> {
    match &e.kind {
        ExprKind::IntConst(v) => Some(*v),
        ExprKind::Cast(_, inner) if e.ty.is_integer() => const_val(inner),
        _ => None,
    }
}

/// The constant shape of a section (None entries: not constant).
fn shape(s: &GmoveSide) -> Vec<Option<i128>> {
    s.dims
        .iter()
        .filter(|d| !d.subscript)
        .map(|d| const_val(&d.len))
        .collect()
}

impl Lowerer {
    /// A call of a transformational procedure; None when `name` is not one.
    pub(crate) fn library_call(
        &mut self,
        name: &str,
        args: &[ast::Expr],
        span: Span,
    ) -> Option<R<Expr>> {
        let proc = proc_code(name)?;
        Some(self.library_lower(proc, name, args, span))
    }

    /// One array argument: a section, or `xmp_desc_of(a)` of a whole global array.
    fn library_arg(&mut self, name: &str, i: usize, e: &ast::Expr) -> R<(GmoveSide, Type)> {
        if let ast::ExprKind::DescOf(id) = &e.kind {
            let Some(aid) = self.gmove_array(&id.name) else {
                return self.fail(
                    e.span,
                    format!(
                        "argument {} of '{name}': '{}' is not a global array",
                        i + 1,
                        id.name
                    ),
                );
            };
            let a = &self.m.xmp.arrays[aid as usize];
            let (extents, elem) = (a.extents.clone(), a.elem.clone());
            if extents.contains(&0) {
                return self.fail(
                    e.span,
                    format!("argument {} of '{name}': a descriptor of an array without constant extents is not supported yet", i + 1),
                );
            }
            let c = |v: i128| Expr::new(ExprKind::IntConst(v), Type::Int(IntKind::Long), e.span);
            let dims = extents
                .iter()
                .map(|&n| GmoveDim {
                    lo: c(0),
                    len: c(n as i128),
                    step: c(1),
                    subscript: false,
                })
                .collect();
            return Ok((
                GmoveSide {
                    obj: GmoveObj::Global(aid),
                    dims,
                },
                elem,
            ));
        }
        let is_section = {
            let mut cur = e;
            let mut sec = false;
            loop {
                match &cur.kind {
                    ast::ExprKind::Index(b, _) => cur = b,
                    ast::ExprKind::Section { base, .. } => {
                        sec = true;
                        cur = base;
                    }
                    ast::ExprKind::Ident(_) => break sec,
                    _ => break sec && self.member_alias(cur).is_some(),
                }
            }
        };
        if !is_section {
            return self.fail(
                e.span,
                format!(
                    "argument {} of '{name}' must be an array section such as 'a[:]' or 'm[:][:]'",
                    i + 1
                ),
            );
        }
        match self.gmove_side(e, false)? {
            Some(x) => Ok(x),
            None => self.fail(
                e.span,
                format!("argument {} of '{name}' must be an array section", i + 1),
            ),
        }
    }

    fn library_lower(&mut self, proc: i32, name: &str, args: &[ast::Expr], span: Span) -> R<Expr> {
        // Expected counts of array arguments.
        let n = args.len();
        let arrays = if proc == 4 { n.saturating_sub(1) } else { n };
        let (lo, hi, usage) = match proc {
            0 | 1 => (3, 9, "(x[:]..., a[:]..., idx1[:]..., ..., idxn[:]...)"),
            2 => (2, 3, "(v[:], a[:]... [, mask[:]...])"),
            3 => (2, 3, "(a[:]..., v[:] [, mask[:]...])"),
            4 => (2, 2, "(x[:][:], a[:][:], opt)"),
            5 => (3, 3, "(x[:][:], a[:][:], b[:][:])"),
            _ => (2, 2, "(v1[:], v2[:])"),
        };
        if (proc == 4 && n != 3) || arrays < lo || arrays > hi {
            return self.fail(
                span,
                format!("wrong number of arguments to '{name}' ({n}); it takes {usage}"),
            );
        }
        let role = |i: usize| -> Role {
            match proc {
                0 | 1 if i >= 2 => Role::Index,
                2 | 3 if i == 2 => Role::Mask,
                _ => Role::Data,
            }
        };
        let mut sides = Vec::with_capacity(arrays);
        let mut types = Vec::with_capacity(arrays);
        let mut sizes = Vec::with_capacity(arrays);
        let mut elems = Vec::with_capacity(arrays);
        let mut failed = false;
        for (i, a) in args[..arrays].iter().enumerate() {
            match self.library_arg(name, i, a) {
                Ok((s, t)) => {
                    sides.push(s);
                    elems.push(t);
                }
                Err(()) => failed = true,
            }
        }
        let opt = if proc == 4 {
            let e = &args[2];
            let v = self.rvalue_expr(e)?;
            if !v.ty.is_integer() {
                return self.fail(
                    e.span,
                    format!("the third argument of '{name}' must be an integer"),
                );
            }
            let v = self.promote(v);
            Some(self.convert(v, &Type::Int(IntKind::LongLong)))
        } else {
            None
        };
        if failed {
            return Err(());
        }
        // Element types.
        let data_ty = elems[0].clone();
        for (i, t) in elems.iter().enumerate() {
            let sp = args[i].span;
            match role(i) {
                Role::Data if *t != data_ty => {
                    let (got, want) = (self.tname(t), self.tname(&data_ty));
                    let msg = format!("argument {} of '{name}' has element type '{got}', but argument 1 has '{want}'", i + 1);
                    return self.fail(sp, msg);
                }
                Role::Index | Role::Mask if !t.is_integer() || dtype_code(t) < 0 => {
                    let what = if role(i) == Role::Index {
                        "index"
                    } else {
                        "mask"
                    };
                    return self.fail(
                        sp,
                        format!(
                            "the {what} argument {} of '{name}' must be an integer (or _Bool) array, not one of '{}'",
                            i + 1,
                            self.tname(t)
                        ),
                    );
                }
                _ => {}
            }
            let Some(sz) = self.size_of(t) else {
                return self.fail(
                    sp,
                    format!(
                        "argument {} of '{name}' has an incomplete element type",
                        i + 1
                    ),
                );
            };
            sizes.push(sz);
            types.push(dtype_code(t));
        }
        let code = dtype_code(&data_ty);
        match proc {
            5 if !(data_ty.is_arithmetic() && (3..=17).contains(&code)) => {
                let t = self.tname(&data_ty);
                return self.fail(
                    span,
                    format!("'{name}' on arrays of '{t}' is not supported yet"),
                );
            }
            // C defines no order on complex numbers (`<` does not apply to them).
            6 | 7 if matches!(data_ty, Type::Complex(_)) => {
                let t = self.tname(&data_ty);
                return self.fail(
                    span,
                    format!("'{name}' on arrays of '{t}': complex numbers have no order, so they cannot be sorted"),
                );
            }
            6 | 7 if !(data_ty.is_arithmetic() && (0..=14).contains(&code)) => {
                let t = self.tname(&data_ty);
                return self.fail(
                    span,
                    format!("'{name}' on arrays of '{t}' is not supported yet"),
                );
            }
            _ => {}
        }
        // Ranks and constant shapes.
        let shapes: Vec<Vec<Option<i128>>> = sides.iter().map(shape).collect();
        let rank = |i: usize| shapes[i].len();
        let need_rank = |l: &mut Self, i: usize, r: usize| -> R<()> {
            if shapes[i].len() != r {
                return l.fail(
                    args[i].span,
                    format!(
                        "argument {} of '{name}' must have rank {r}, not {}",
                        i + 1,
                        shapes[i].len()
                    ),
                );
            }
            Ok(())
        };
        let differ =
            |a: Option<i128>, b: Option<i128>| matches!((a, b), (Some(x), Some(y)) if x != y);
        match proc {
            0 | 1 => {
                // gather: idx* shaped like x, one per dimension of a; scatter: the reverse.
                let (shaped, indexed) = if proc == 0 { (0, 1) } else { (1, 0) };
                if arrays - 2 != rank(indexed) {
                    return self.fail(
                        span,
                        format!(
                            "'{name}' needs {} index arrays (the rank of argument {}), not {}",
                            rank(indexed),
                            indexed + 1,
                            arrays - 2
                        ),
                    );
                }
                for i in 2..arrays {
                    need_rank(self, i, rank(shaped))?;
                    if shapes[i]
                        .iter()
                        .zip(&shapes[shaped])
                        .any(|(a, b)| differ(*a, *b))
                    {
                        return self.fail(args[i].span, format!("index argument {} of '{name}' does not have the shape of argument {}", i + 1, shaped + 1));
                    }
                }
            }
            2 | 3 => {
                let (v, a) = if proc == 2 { (0, 1) } else { (1, 0) };
                need_rank(self, v, 1)?;
                if arrays == 3 {
                    need_rank(self, 2, rank(a))?;
                    if shapes[2]
                        .iter()
                        .zip(&shapes[a])
                        .any(|(x, y)| differ(*x, *y))
                    {
                        return self.fail(
                            args[2].span,
                            format!(
                                "the mask of '{name}' does not have the shape of argument {}",
                                a + 1
                            ),
                        );
                    }
                }
            }
            4 => {
                need_rank(self, 0, 2)?;
                need_rank(self, 1, 2)?;
                if differ(shapes[0][0], shapes[1][1]) || differ(shapes[0][1], shapes[1][0]) {
                    return self.fail(span, format!("the arguments of '{name}' are not conformable: x must have the transposed shape of a"));
                }
            }
            5 => {
                for i in 0..3 {
                    need_rank(self, i, 2)?;
                }
                let (x, a, b) = (&shapes[0], &shapes[1], &shapes[2]);
                if differ(a[1], b[0]) || differ(x[0], a[0]) || differ(x[1], b[1]) {
                    return self.fail(span, format!("the arguments of '{name}' are not conformable (x = a * b needs a: M x K, b: K x N, x: M x N)"));
                }
            }
            _ => {
                need_rank(self, 0, 1)?;
                need_rank(self, 1, 1)?;
                if differ(shapes[0][0], shapes[1][0]) {
                    return self.fail(
                        span,
                        format!("the arguments of '{name}' have different lengths"),
                    );
                }
            }
        }
        self.xmp.used = true;
        Ok(xmp_stmt_expr(
            XmpStmt::Transform(Box::new(Transform {
                proc,
                args: sides,
                types,
                elem_sizes: sizes,
                opt,
            })),
            span,
        ))
    }
}
