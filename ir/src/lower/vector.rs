//! GNU vector types (`__attribute__((vector_size(N)))`) in C: the attribute, operators,
//! element access, casts, brace initialisation and the generic vector builtins, with clang's
//! rules and diagnostics. Where clang accepts something this module does not implement, the
//! diagnostic says "not supported yet".

use xmp_frontend::ast::{self, BinaryOp, InitItem, Initializer, UnaryOp};

use super::ctype::attr_name;
use super::expr::ConvCtx;
use super::{Lowerer, QType, R};
use crate::types::{FloatKind, IntKind, Type};
use crate::vector::{Domain, ElemFn, ReduceFn, VecOp, ELEMENTWISE, REDUCE};
use crate::xir::{BinOp, Builtin, Expr, ExprKind, Init, Span, UnOp};

fn bx(e: Expr) -> Box<Expr> {
    Box::new(e)
}

pub(crate) fn vec_op(op: VecOp, args: Vec<Expr>, ty: Type, span: Span) -> Expr {
    Expr::new(ExprKind::Builtin(Builtin::Vector(op), args), ty, span)
}

/// clang's integer conversion order of `a` relative to `b` (an unsigned type wins a tie of
/// ranks): negative when `b` is the greater.
fn int_order(a: IntKind, b: IntKind) -> i32 {
    if a == b {
        return 0;
    }
    let (ra, rb) = (a.rank(), b.rank());
    match (a.is_signed(), b.is_signed()) {
        (x, y) if x == y => (ra as i32 - rb as i32).signum(),
        (false, true) => {
            if ra >= rb {
                1
            } else {
                -1
            }
        }
        _ => {
            if rb >= ra {
                -1
            } else {
                1
            }
        }
    }
}

/// The signed integer element of the same width: the lanes of a comparison's result.
fn signed_lane(elem: &Type) -> Type {
    let bits = match elem {
        Type::Int(k) => k.bits(),
        Type::Float(FloatKind::Float) => 32,
        _ => 64,
    };
    Type::Int(match bits {
        8 => IntKind::SChar,
        16 => IntKind::Short,
        32 => IntKind::Int,
        _ => IntKind::Long,
    })
}

impl Lowerer {
    /// Applies `vector_size` and `ext_vector_type` among `attrs` to `q`.
    pub(crate) fn apply_vector_attrs(&mut self, q: QType, attrs: &[ast::Attribute]) -> R<QType> {
        let mut q = q;
        for a in attrs {
            let name = attr_name(a);
            let ext = match name {
                "vector_size" => false,
                "ext_vector_type" => true,
                _ => continue,
            };
            let n = match a.args.first() {
                Some(e) if a.args.len() == 1 => self.const_int_expr(e),
                _ => return self.fail(a.span, format!("'{name}' attribute takes one argument")),
            };
            let Some(mut n) = n else {
                return self.fail(
                    a.span,
                    format!("'{name}' attribute requires an integer constant"),
                );
            };
            if ext {
                // The argument counts lanes; sizes below are in bytes.
                if matches!(q.ty, Type::Vector(..)) {
                    return self.fail(a.span, "invalid vector element type");
                }
                if n <= 0 {
                    return self.fail(a.span, "zero vector size");
                }
                n *= self.size_of(&q.ty).unwrap_or(1) as i128;
            }
            let elem = q.ty.clone();
            match &elem {
                Type::Int(IntKind::Int128 | IntKind::UInt128)
                | Type::Float(FloatKind::LongDouble) => {
                    let t = self.tname(&elem);
                    return self.fail(a.span, format!("vectors of '{t}' are not supported yet"));
                }
                Type::Int(k) if *k != IntKind::Bool => {}
                Type::Float(_) => {}
                Type::Vector(..) => {
                    return self.fail(
                        a.span,
                        "'vector_size' on a vector type is not supported yet",
                    )
                }
                t => {
                    let t = self.tname(t);
                    return self.fail(a.span, format!("invalid vector element type '{t}'"));
                }
            }
            let es = self.size_of(&elem).unwrap_or(1) as i128;
            if n == 0 {
                return self.fail(a.span, "zero vector size");
            }
            if n < 0 || n % es != 0 {
                return self.fail(
                    a.span,
                    "vector size not an integral multiple of component size",
                );
            }
            let lanes = n / es;
            if !(lanes as u128).is_power_of_two() {
                return self.fail(
                    a.span,
                    format!("vectors of {lanes} lanes (not a power of 2) are not supported yet"),
                );
            }
            // Up to AMX's 1024-byte tiles (`_tile1024i`); wider ones are not in any header.
            if n > 1024 {
                return self.fail(
                    a.span,
                    format!("vectors of {n} bytes (more than 1024) are not supported yet"),
                );
            }
            let flag = if ext { crate::types::EXT_VECTOR } else { 0 };
            q.ty = Type::Vector(Box::new(elem), lanes as u32, flag);
        }
        Ok(q)
    }

    /// A typedef's `aligned(n)` on a vector type changes the alignment of the type it names
    /// (lower too: clang's `__m128_u` is a 16-byte vector aligned to 1).
    pub(crate) fn vector_typedef_align(&mut self, mut q: QType, align: Option<u64>) -> QType {
        if let (Some(a), Type::Vector(e, n, old)) = (align, &q.ty) {
            let natural = self.size_of(e).unwrap_or(1) * *n as u64;
            let a = if a == natural { 0 } else { a as u32 };
            q.ty = Type::Vector(e.clone(), *n, a | (old & crate::types::EXT_VECTOR));
        }
        q
    }

    /// Structs of at most 16 bytes holding a vector travel in vector registers; that
    /// classification is not implemented, so such parameters and results are rejected.
    pub(crate) fn check_vector_struct_abi(&mut self, t: &Type, span: Span) -> R<()> {
        fn holds(l: &Lowerer, t: &Type) -> bool {
            match t {
                Type::Vector(..) => true,
                Type::Array(e, _) => holds(l, e),
                Type::Struct(id) => {
                    l.m.structs
                        .get(*id as usize)
                        .is_some_and(|d| d.fields.iter().any(|f| holds(l, &f.ty)))
                }
                _ => false,
            }
        }
        if matches!(t, Type::Struct(_))
            && self.size_of(t).is_some_and(|s| s <= 16)
            && holds(self, t)
        {
            let n = self.tname(t);
            return self.fail(
                span,
                format!("passing or returning '{n}' (a struct holding a vector) by value is not supported yet"),
            );
        }
        Ok(())
    }

    /// Converts the scalar `s` to the element type of the vector type `vt` and splats it, as
    /// clang does for a scalar operand of a GCC vector operator: only when the conversion
    /// cannot lose information (or the constant's value survives it).
    pub(crate) fn splat_scalar(&mut self, s: Expr, vt: &Type, span: Span) -> R<Expr> {
        let (elem, _) = vt.vector_parts().expect("splat_scalar takes a vector type");
        let elem = elem.clone();
        let s = self.fold(s);
        if vt.is_ext_vector() {
            return self.ext_splat(s, vt, span);
        }
        let lossy = match (&elem, &s.ty) {
            (Type::Int(ek), Type::Int(sk)) => {
                let order = int_order(*ek, *sk);
                match self.const_int(&s) {
                    Some(v) => {
                        let bits = if sk.is_signed() && v < 0 {
                            129 - (!v).leading_zeros()
                        } else {
                            128 - v.leading_zeros()
                        };
                        (order < 0 && ek.bits() < bits)
                            || (sk.is_signed() != ek.is_signed() && bits > ek.bits())
                    }
                    None => order < 0,
                }
            }
            (Type::Int(ek), Type::Float(fk)) => {
                ek.size() != self.size_of(&Type::Float(*fk)).unwrap_or(0)
            }
            (Type::Float(ek), Type::Float(sk)) => {
                let rank = |k: &FloatKind| match k {
                    FloatKind::Half | FloatKind::BF16 | FloatKind::Fp16 => -1,
                    FloatKind::Float => 0,
                    FloatKind::Double => 1,
                    FloatKind::LongDouble => 2,
                };
                if rank(ek) >= rank(sk) {
                    false
                } else {
                    match self.const_float(&s) {
                        Some(v) if *ek == FloatKind::Float => (v as f32) as f64 != v && !v.is_nan(),
                        Some(_) => false,
                        None => true,
                    }
                }
            }
            (Type::Float(ek), Type::Int(sk)) => match self.const_int(&s) {
                Some(v) => {
                    let back = if *ek == FloatKind::Float {
                        (v as f32) as i128
                    } else {
                        (v as f64) as i128
                    };
                    back != v
                }
                None => {
                    let prec = if *ek == FloatKind::Float { 24 } else { 53 };
                    sk.bits() > prec
                }
            },
            _ => {
                let (a, b) = (self.tname(&s.ty), self.tname(vt));
                return self.fail(
                    span,
                    format!("invalid operands to binary expression ('{b}' and '{a}')"),
                );
            }
        };
        if lossy {
            let (a, b) = (self.tname(&s.ty), self.tname(vt));
            return self.fail(
                span,
                format!(
                    "cannot convert between scalar type '{a}' and vector type '{b}' as implicit conversion would cause truncation"
                ),
            );
        }
        let x = self.convert(s, &elem);
        Ok(vec_op(VecOp::Splat, vec![x], vt.clone(), span))
    }

    /// A vector value reinterpreted as the vector type `to` of the same size (clang's lax
    /// vector conversions).
    pub(crate) fn vector_bitcast(&self, v: Expr, to: &Type) -> Expr {
        if &v.ty == to {
            return v;
        }
        let span = v.span;
        vec_op(VecOp::Bitcast, vec![v], to.clone(), span)
    }

    /// Both operands of a vector operator brought to one vector type: a scalar is splatted, a
    /// vector of the same size but another type is reinterpreted as the left one's type.
    fn vector_operands(&mut self, x: Expr, y: Expr, span: Span) -> R<(Expr, Expr)> {
        match (x.ty.is_vector(), y.ty.is_vector()) {
            (true, true) => {
                if x.ty == y.ty {
                    return Ok((x, y));
                }
                if self.size_of(&x.ty) == self.size_of(&y.ty) {
                    let t = x.ty.clone();
                    return Ok((x, self.vector_bitcast(y, &t)));
                }
                let (a, b) = (self.tname(&x.ty), self.tname(&y.ty));
                self.fail(
                    span,
                    format!(
                        "cannot convert between vector values of different size ('{a}' and '{b}')"
                    ),
                )
            }
            (true, false) => {
                let t = x.ty.clone();
                let y = self.splat_scalar(y, &t, span)?;
                Ok((x, y))
            }
            _ => {
                let t = y.ty.clone();
                let x = self.splat_scalar(x, &t, span)?;
                Ok((x, y))
            }
        }
    }

    /// A binary operator with a vector operand.
    pub(crate) fn vector_binary(&mut self, op: BinaryOp, x: Expr, y: Expr, span: Span) -> R<Expr> {
        use BinaryOp as B;
        let bad = |l: &mut Lowerer, x: &Expr, y: &Expr| -> R<Expr> {
            let (a, b) = (l.tname(&x.ty), l.tname(&y.ty));
            l.fail(
                span,
                format!("invalid operands to binary expression ('{a}' and '{b}')"),
            )
        };
        for v in [&x, &y] {
            if !(v.ty.is_vector() || v.ty.is_integer() || v.ty.is_floating()) {
                return bad(self, &x, &y);
            }
        }
        if matches!(op, B::LogAnd | B::LogOr) {
            let (a, b) = (self.tname(&x.ty), self.tname(&y.ty));
            return self.fail(
                span,
                format!(
                    "logical expression with vector types '{a}' and '{b}' is only supported in C++"
                ),
            );
        }
        if matches!(op, B::Shl | B::Shr) {
            return self.vector_shift(op == B::Shl, x, y, span);
        }
        let (x, y) = self.vector_operands(x, y, span)?;
        let ty = x.ty.clone();
        let (elem, lanes) = ty.vector_parts().expect("operands are vectors");
        let (elem, lanes) = (elem.clone(), lanes);
        let o = match op {
            B::Add => BinOp::Add,
            B::Sub => BinOp::Sub,
            B::Mul => BinOp::Mul,
            B::Div => BinOp::Div,
            B::Rem => BinOp::Rem,
            B::BitAnd => BinOp::And,
            B::BitOr => BinOp::Or,
            B::BitXor => BinOp::Xor,
            B::Lt => BinOp::Lt,
            B::Gt => BinOp::Gt,
            B::Le => BinOp::Le,
            B::Ge => BinOp::Ge,
            B::Eq => BinOp::Eq,
            B::Ne => BinOp::Ne,
            _ => return bad(self, &x, &y),
        };
        if matches!(o, BinOp::Rem | BinOp::And | BinOp::Or | BinOp::Xor) && !elem.is_integer() {
            return bad(self, &x, &y);
        }
        let rty = match o {
            BinOp::Lt | BinOp::Gt | BinOp::Le | BinOp::Ge | BinOp::Eq | BinOp::Ne => {
                let flag = if ty.is_ext_vector() {
                    crate::types::EXT_VECTOR
                } else {
                    0
                };
                Type::Vector(Box::new(signed_lane(&elem)), lanes, flag)
            }
            _ => ty,
        };
        Ok(Expr::new(ExprKind::Binary(o, bx(x), bx(y)), rty, span))
    }

    /// `<<`/`>>` with a vector operand: a scalar count applies to every lane; a scalar shifted
    /// by a vector is splatted first.
    fn vector_shift(&mut self, left: bool, x: Expr, y: Expr, span: Span) -> R<Expr> {
        let o = if left { BinOp::Shl } else { BinOp::Shr };
        let int_lanes = |t: &Type| match t {
            Type::Vector(e, _, _) => e.is_integer(),
            t => t.is_integer(),
        };
        if !int_lanes(&x.ty) || !int_lanes(&y.ty) {
            let (a, b) = (self.tname(&x.ty), self.tname(&y.ty));
            return self.fail(
                span,
                format!("invalid operands to binary expression ('{a}' and '{b}')"),
            );
        }
        let (x, y) = match (x.ty.clone(), y.ty.clone()) {
            (Type::Vector(xe, xn, _), Type::Vector(ye, yn, _)) => {
                if xn != yn {
                    let (a, b) = (self.tname(&x.ty), self.tname(&y.ty));
                    return self.fail(
                        span,
                        format!("vector operands do not have the same number of elements ('{a}' and '{b}')"),
                    );
                }
                if xe != ye {
                    let t = x.ty.clone();
                    let y = vec_op(VecOp::Convert, vec![y], t, span);
                    (x, y)
                } else {
                    (x, y)
                }
            }
            (Type::Vector(xe, _, _), _) => {
                let t = x.ty.clone();
                let c = self.convert(y, &xe);
                (x, vec_op(VecOp::Splat, vec![c], t, span))
            }
            (_, Type::Vector(ye, _, _)) => {
                let t = y.ty.clone();
                let c = self.convert(x, &ye);
                (vec_op(VecOp::Splat, vec![c], t.clone(), span), y)
            }
            _ => unreachable!("one operand is a vector"),
        };
        let ty = x.ty.clone();
        Ok(Expr::new(ExprKind::Binary(o, bx(x), bx(y)), ty, span))
    }

    /// A unary operator on a vector.
    pub(crate) fn vector_unary(&mut self, op: UnaryOp, v: Expr, span: Span) -> R<Expr> {
        let (elem, _) = v.ty.vector_parts().expect("vector operand");
        let int = elem.is_integer();
        let ty = v.ty.clone();
        match op {
            UnaryOp::Plus => Ok(v),
            UnaryOp::Minus => Ok(Expr::new(ExprKind::Unary(UnOp::Neg, bx(v)), ty, span)),
            UnaryOp::BitNot if int => Ok(Expr::new(ExprKind::Unary(UnOp::BitNot, bx(v)), ty, span)),
            _ => {
                let n = self.tname(&ty);
                self.fail(
                    span,
                    format!("invalid argument type '{n}' to unary expression"),
                )
            }
        }
    }

    /// `v[i]` on a vector: an lvalue when `v` is one.
    pub(crate) fn vector_index(&mut self, v: Expr, i: Expr, span: Span) -> R<Expr> {
        if !i.ty.is_integer() {
            return self.fail(i.span, "array subscript is not an integer");
        }
        let (elem, _) = v.ty.vector_parts().expect("vector operand");
        let elem = elem.clone();
        let i = self.promote(i);
        Ok(Expr::new(
            ExprKind::VecElem {
                vec: bx(v),
                idx: bx(i),
            },
            elem,
            span,
        ))
    }

    /// An explicit cast to or from a vector type: a reinterpretation between types of the same
    /// size (vectors, integers).
    pub(crate) fn vector_cast(&mut self, to: &Type, v: Expr, span: Span) -> R<Expr> {
        if to.is_ext_vector() && (v.ty.is_integer() || v.ty.is_floating()) {
            let (elem, _) = to.vector_parts().expect("a vector type");
            let x = self.convert(v, &elem.clone());
            return Ok(vec_op(VecOp::Splat, vec![x], to.clone(), span));
        }
        let (fs, ts) = (self.size_of(&v.ty), self.size_of(to));
        let (vt, other) = if to.is_vector() {
            (to, &v.ty)
        } else {
            (&v.ty, to)
        };
        let (vn, on) = (self.tname(vt), self.tname(other));
        if other.is_vector() {
            if fs != ts {
                return self.fail(
                    span,
                    format!("invalid conversion between vector type '{on}' and '{vn}' of different size"),
                );
            }
        } else if other.is_integer() {
            if fs != ts {
                return self.fail(
                    span,
                    format!("invalid conversion between vector type '{vn}' and integer type '{on}' of different size"),
                );
            }
        } else {
            return self.fail(
                span,
                format!("invalid conversion between vector type '{vn}' and scalar type '{on}'"),
            );
        }
        let mut e = vec_op(VecOp::Bitcast, vec![v], to.clone(), span);
        if e.ty == e_arg_ty(&e) {
            e = match e.kind {
                ExprKind::Builtin(_, mut a) => a.remove(0),
                _ => unreachable!("built above"),
            };
        }
        Ok(e)
    }

    /// The right operand of `v op= r` on a vector `v` of type `ty`, brought to `ty`.
    pub(crate) fn vector_compound_rhs(
        &mut self,
        op: BinaryOp,
        ty: &Type,
        rhs: Expr,
        span: Span,
    ) -> R<Expr> {
        let lhs_stub = Expr::new(ExprKind::Zero, ty.clone(), span);
        let e = self.vector_binary(op, lhs_stub, rhs, span)?;
        match e.kind {
            ExprKind::Binary(_, _, y) if e.ty == *ty => Ok(*y),
            _ => {
                let n = self.tname(ty);
                self.fail(span, format!("invalid compound assignment to '{n}'"))
            }
        }
    }

    /// `{a, b, ...}` for a vector: one scalar per lane, missing lanes zero.
    pub(crate) fn vector_braced(
        &mut self,
        ty: &Type,
        items: &[InitItem],
        st: bool,
        span: Span,
    ) -> R<Init> {
        let (elem, lanes) = ty.vector_parts().expect("vector type");
        let (elem, lanes) = (elem.clone(), lanes as usize);
        let mut out = vec![];
        let mut failed = false;
        for (i, item) in items.iter().enumerate() {
            if !item.designators.is_empty() {
                return self.fail(
                    span,
                    "designators in vector initializers are not supported yet",
                );
            }
            if i == lanes {
                let sp = match &item.init {
                    Initializer::Expr(e) => e.span,
                    Initializer::List(_, s) => *s,
                };
                self.warn(sp, "excess elements in vector initializer");
                break;
            }
            let r = match &item.init {
                Initializer::Expr(e) => {
                    let x = self.rvalue_expr(e);
                    match x {
                        Ok(x) if x.ty.is_vector() => self.fail(
                            e.span,
                            "vector operands in a vector initializer are not supported yet",
                        ),
                        Ok(x) => self
                            .assign_convert(x, &elem, ConvCtx::Init, e.span)
                            .and_then(|x| if st { self.static_value(x) } else { Ok(x) }),
                        Err(()) => Err(()),
                    }
                }
                Initializer::List(_, s) => {
                    self.fail(*s, "braces around a vector element are not supported yet")
                }
            };
            match r {
                Ok(x) => out.push((i as u64, Init::Expr(x))),
                Err(()) => failed = true,
            }
        }
        if failed {
            return Err(());
        }
        Ok(Init::Array(out))
    }

    /// `__builtin_convertvector(v, T)`.
    pub(crate) fn convertvector(
        &mut self,
        v: &ast::Expr,
        tn: &ast::TypeName,
        span: Span,
    ) -> R<Expr> {
        let x = self.rvalue_expr(v);
        let t = self.type_name(tn);
        let (x, t) = (x?, t?.ty);
        let (Some((_, n)), Some((_, m))) = (x.ty.vector_parts(), t.vector_parts()) else {
            let bad = if x.ty.is_vector() { &t } else { &x.ty };
            let n = self.tname(bad);
            let which = if x.ty.is_vector() {
                "second argument to __builtin_convertvector must be of vector type"
            } else {
                "first argument to __builtin_convertvector must be a vector"
            };
            return self.fail(span, format!("{which} (was '{n}')"));
        };
        if n != m {
            return self.fail(
                span,
                "first two arguments to __builtin_convertvector must have the same number of elements",
            );
        }
        if x.ty == t {
            return Ok(x);
        }
        Ok(vec_op(VecOp::Convert, vec![x], t, span))
    }

    /// The generic vector builtins; `None` when `name` is not one of them.
    pub(crate) fn vector_builtin(
        &mut self,
        name: &str,
        args: &[ast::Expr],
        span: Span,
    ) -> Option<R<Expr>> {
        if name == "__builtin_shufflevector" {
            return Some(self.shufflevector(args, span));
        }
        if name == "__builtin_nondeterministic_value" {
            return Some(self.lowered_args(args, 1, 1, span).map(|mut a| {
                let x = a.remove(0);
                let t = x.ty.clone();
                vec_op(VecOp::Nondeterministic, vec![x], t, span)
            }));
        }
        if name == "__builtin_nontemporal_load" {
            return Some(self.lowered_args(args, 1, 1, span).and_then(|a| {
                let Some(t) = a[0].ty.pointee().cloned().filter(|t| t.is_scalar() || t.is_vector())
                else {
                    return self.fail(span, "address argument to nontemporal builtin must be a pointer to integer, float, pointer, or a vector of such types");
                };
                Ok(vec_op(VecOp::NontemporalLoad, a, t, span))
            }));
        }
        if name == "__builtin_nontemporal_store" {
            return Some(self.lowered_args(args, 2, 2, span).and_then(|mut a| {
                let Some(t) = a[1].ty.pointee().cloned().filter(|t| t.is_scalar() || t.is_vector())
                else {
                    return self.fail(span, "address argument to nontemporal builtin must be a pointer to integer, float, pointer, or a vector of such types");
                };
                let v = a.remove(0);
                let v = self.assign_convert(v, &t, ConvCtx::Pass, span)?;
                a.insert(0, v);
                Ok(vec_op(VecOp::NontemporalStore, a, Type::Void, span))
            }));
        }
        if let Some(rest) = name.strip_prefix("__builtin_elementwise_") {
            let Some(&(_, f, lo, hi, dom)) = ELEMENTWISE.iter().find(|e| e.0 == rest) else {
                return Some(self.fail(span, format!("builtin '{name}' is not supported yet")));
            };
            return Some(self.elementwise(name, f, lo, hi, dom, args, span));
        }
        if let Some(rest) = name.strip_prefix("__builtin_reduce_") {
            let Some(&(_, f, dom)) = REDUCE.iter().find(|e| e.0 == rest) else {
                return Some(self.fail(span, format!("builtin '{name}' is not supported yet")));
            };
            return Some(self.reduce(name, f, dom, args, span));
        }
        None
    }

    fn shufflevector(&mut self, args: &[ast::Expr], span: Span) -> R<Expr> {
        if args.len() < 2 {
            return self.fail(
                span,
                format!(
                    "too few arguments to function call, expected at least 2, have {}",
                    args.len()
                ),
            );
        }
        let a = self.rvalue_expr(&args[0]);
        let b = self.rvalue_expr(&args[1]);
        let (a, b) = (a?, b?);
        let Some((elem, n)) = a.ty.vector_parts() else {
            let t = self.tname(&a.ty);
            return self.fail(
                args[0].span,
                format!(
                    "first argument to '__builtin_shufflevector' must be a vector type (was '{t}')"
                ),
            );
        };
        let elem = elem.clone();
        if a.ty != b.ty {
            let (x, y) = (self.tname(&a.ty), self.tname(&b.ty));
            return self.fail(
                args[1].span,
                format!("first two arguments to '__builtin_shufflevector' must have the same type ('{x}' and '{y}')"),
            );
        }
        let m = args.len() - 2;
        if m == 0 || !m.is_power_of_two() {
            return self.fail(
                span,
                format!("a '__builtin_shufflevector' result of {m} lanes is not supported yet"),
            );
        }
        let mut ops = vec![a, b];
        for e in &args[2..] {
            let Some(v) = self.const_int_expr(e) else {
                return self.fail(
                    e.span,
                    "index for __builtin_shufflevector must be a constant integer",
                );
            };
            if v < -1 || v >= 2 * n as i128 {
                return self.fail(
                    e.span,
                    format!("index for __builtin_shufflevector not within the bounds of the input vectors; index of {v} found, expected a value between -1 and {}", 2 * n - 1),
                );
            }
            ops.push(super::expr::int_const(v, Type::int(), e.span));
        }
        let rt = Type::Vector(Box::new(elem), m as u32, 0);
        if self.size_of(&rt).unwrap_or(0) > 64 {
            return self.fail(
                span,
                "a '__builtin_shufflevector' result of more than 64 bytes is not supported yet",
            );
        }
        Ok(vec_op(VecOp::Shuffle, ops, rt, span))
    }

    fn domain_ok(dom: Domain, t: &Type) -> bool {
        let e = match t {
            Type::Vector(e, _, _) => &**e,
            t => t,
        };
        match dom {
            Domain::Int => e.is_integer() && *e != Type::Int(IntKind::Bool),
            Domain::Float => e.is_floating() && *e != Type::Float(FloatKind::LongDouble),
            Domain::Any => {
                (e.is_integer() && *e != Type::Int(IntKind::Bool))
                    || (e.is_floating() && *e != Type::Float(FloatKind::LongDouble))
            }
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn elementwise(
        &mut self,
        name: &str,
        f: ElemFn,
        lo: u8,
        hi: u8,
        dom: Domain,
        args: &[ast::Expr],
        span: Span,
    ) -> R<Expr> {
        let a = self.lowered_args(args, lo as usize, hi as usize, span)?;
        let a: Vec<Expr> = a.into_iter().map(|x| self.promote_scalar_arg(x)).collect();
        let ty = a[0].ty.clone();
        for (i, x) in a.iter().enumerate() {
            if !Self::domain_ok(dom, &x.ty) {
                let t = self.tname(&x.ty);
                let what = match dom {
                    Domain::Int => "an integer or a vector of integers",
                    Domain::Float => "a floating-point type or a vector of them",
                    Domain::Any => "an integer, a floating-point type or a vector of them",
                };
                return self.fail(
                    x.span,
                    format!("argument {} of '{name}' must be {what} (was '{t}')", i + 1),
                );
            }
            if x.ty != ty {
                let (p, q) = (self.tname(&ty), self.tname(&x.ty));
                return self.fail(
                    x.span,
                    format!("arguments are of different types ('{p}' vs '{q}')"),
                );
            }
        }
        Ok(vec_op(VecOp::Elementwise(f), a, ty, span))
    }

    /// Scalar operands of the elementwise builtins keep their type, as clang does; only
    /// integer constants stay `int`.
    fn promote_scalar_arg(&self, x: Expr) -> Expr {
        x
    }

    fn reduce(
        &mut self,
        name: &str,
        f: ReduceFn,
        dom: Domain,
        args: &[ast::Expr],
        span: Span,
    ) -> R<Expr> {
        let a = self.lowered_args(args, 1, 1, span)?;
        let Some((elem, _)) = a[0].ty.vector_parts() else {
            let t = self.tname(&a[0].ty);
            return self.fail(
                a[0].span,
                format!("argument 1 of '{name}' must be a vector (was '{t}')"),
            );
        };
        let elem = elem.clone();
        if !Self::domain_ok(dom, &a[0].ty) {
            let t = self.tname(&a[0].ty);
            return self.fail(
                a[0].span,
                format!("argument 1 of '{name}' must be a vector of integers (was '{t}')"),
            );
        }
        Ok(vec_op(VecOp::Reduce(f), a, elem, span))
    }
}

fn e_arg_ty(e: &Expr) -> Type {
    match &e.kind {
        ExprKind::Builtin(_, a) => a.first().map(|x| x.ty.clone()).unwrap_or(Type::Void),
        _ => Type::Void,
    }
}
