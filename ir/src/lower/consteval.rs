//! Constant evaluation on lowered XIR: integer constant expressions (array sizes, case labels,
//! enumerators, bit-field widths), arithmetic constants and address constants of static
//! initialisers.

use super::f80::F80;
use super::Lowerer;
use crate::types::{FloatKind, IntKind, Type};
use crate::xir::{BinOp, CastKind, Expr, ExprKind, Init, UnOp};

/// Truncates `v` to the width of integer type `ty` and re-extends by its signedness.
pub(crate) fn wrap(v: i128, ty: &Type) -> i128 {
    let Type::Int(k) = ty else { return v };
    if *k == IntKind::Bool {
        return (v != 0) as i128;
    }
    let bits = k.bits();
    if bits >= 128 {
        return v;
    }
    let mask = (1i128 << bits) - 1;
    let u = v & mask;
    if k.is_signed() && (u >> (bits - 1)) & 1 == 1 {
        u - (1i128 << bits)
    } else {
        u
    }
}

fn is_unsigned(ty: &Type) -> bool {
    matches!(ty, Type::Int(k) if !k.is_signed())
}

impl Lowerer {
    /// The value of an integer-typed constant expression, or `None` when it is not constant.
    pub(crate) fn const_int(&self, e: &Expr) -> Option<i128> {
        if !e.ty.is_integer() {
            return None;
        }
        let v = match &e.kind {
            ExprKind::IntConst(v) => *v,
            ExprKind::Cast(k, x) => match k {
                CastKind::IntToInt => self.const_int(x)?,
                CastKind::ToBool => {
                    if x.ty.is_integer() {
                        (self.const_int(x)? != 0) as i128
                    } else if x.ty.is_floating() {
                        (self.const_float(x)? != 0.0) as i128
                    } else {
                        return None;
                    }
                }
                CastKind::FloatToInt => {
                    let f = self.const_float(x)?;
                    if !f.is_finite() {
                        return None;
                    }
                    f.trunc() as i128
                }
                // `(long)&((struct S *)0)->f`, the old offsetof idiom.
                CastKind::PtrToInt => self.const_null_offset(x)? as i128,
                _ => return None,
            },
            ExprKind::Unary(op, x) => {
                let v = self.const_int(x)?;
                match op {
                    UnOp::Neg => v.wrapping_neg(),
                    UnOp::BitNot => !v,
                    UnOp::Not => (v == 0) as i128,
                }
            }
            ExprKind::Binary(op, a, b) => {
                if !a.ty.is_integer() {
                    // Comparisons of arithmetic constants.
                    let (x, y) = (self.const_float(a)?, self.const_float(b)?);
                    let r = match op {
                        BinOp::Eq => x == y,
                        BinOp::Ne => x != y,
                        BinOp::Lt => x < y,
                        BinOp::Le => x <= y,
                        BinOp::Gt => x > y,
                        BinOp::Ge => x >= y,
                        _ => return None,
                    };
                    return Some(r as i128);
                }
                let (x, y) = (self.const_int(a)?, self.const_int(b)?);
                let t = &a.ty;
                let u = is_unsigned(t);
                let bits = match t {
                    Type::Int(k) => k.bits(),
                    _ => 64,
                };
                let ux = |v: i128| -> u128 {
                    (v as u128)
                        & if bits >= 128 {
                            u128::MAX
                        } else {
                            (1u128 << bits) - 1
                        }
                };
                match op {
                    BinOp::Add => x.wrapping_add(y),
                    BinOp::Sub => x.wrapping_sub(y),
                    BinOp::Mul => x.wrapping_mul(y),
                    BinOp::Div | BinOp::Rem => {
                        if y == 0 {
                            return None;
                        }
                        if u {
                            let (a, b) = (ux(x), ux(y));
                            (if *op == BinOp::Div { a / b } else { a % b }) as i128
                        } else if *op == BinOp::Div {
                            x.wrapping_div(y)
                        } else {
                            x.wrapping_rem(y)
                        }
                    }
                    BinOp::Shl => {
                        if !(0..bits as i128).contains(&y) {
                            return None;
                        }
                        x.wrapping_shl(y as u32)
                    }
                    BinOp::Shr => {
                        if !(0..bits as i128).contains(&y) {
                            return None;
                        }
                        if u {
                            (ux(x) >> y) as i128
                        } else {
                            x >> y
                        }
                    }
                    BinOp::And => x & y,
                    BinOp::Or => x | y,
                    BinOp::Xor => x ^ y,
                    BinOp::Eq => (x == y) as i128,
                    BinOp::Ne => (x != y) as i128,
                    BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge => {
                        let ord = if u { ux(x).cmp(&ux(y)) } else { x.cmp(&y) };
                        use std::cmp::Ordering::*;
                        (match op {
                            BinOp::Lt => ord == Less,
                            BinOp::Le => ord != Greater,
                            BinOp::Gt => ord == Greater,
                            _ => ord != Less,
                        }) as i128
                    }
                }
            }
            ExprKind::LogAnd(a, b) => (self.const_truth(a)? && self.const_truth(b)?) as i128,
            ExprKind::LogOr(a, b) => (self.const_truth(a)? || self.const_truth(b)?) as i128,
            ExprKind::Cond(c, a, b) => {
                if self.const_truth(c)? {
                    self.const_int(a)?
                } else {
                    self.const_int(b)?
                }
            }
            ExprKind::PtrDiff(a, b) => {
                let (x, y) = (self.const_null_offset(a)?, self.const_null_offset(b)?);
                let size =
                    a.ty.pointee()
                        .and_then(|t| self.size_of(t))
                        .unwrap_or(1)
                        .max(1);
                ((x as i128) - (y as i128)) / size as i128
            }
            ExprKind::Builtin(crate::xir::Builtin::Expect, args) => {
                self.const_int(args.first()?)?
            }
            _ => return None,
        };
        Some(wrap(v, &e.ty))
    }

    /// Truth value of a constant scalar.
    pub(crate) fn const_truth(&self, e: &Expr) -> Option<bool> {
        if e.ty.is_integer() {
            Some(self.const_int(e)? != 0)
        } else if e.ty.is_floating() {
            Some(self.const_float(e)? != 0.0)
        } else if e.ty.is_pointer() {
            if self.is_address_constant(e)
                && !matches!(e.kind, ExprKind::Cast(CastKind::IntToPtr, _))
            {
                Some(true)
            } else {
                Some(self.const_null_offset(e)? != 0)
            }
        } else {
            None
        }
    }

    /// The value of a floating (or integer) constant expression as `f64`.
    pub(crate) fn const_float(&self, e: &Expr) -> Option<f64> {
        if e.ty.is_integer() {
            let v = self.const_int(e)?;
            return Some(if is_unsigned(&e.ty) {
                v as u128 as f64
            } else {
                v as f64
            });
        }
        let v = match &e.kind {
            ExprKind::FloatConst(v) => *v,
            ExprKind::LongDoubleConst(t) => F80::parse(t)?.to_f64(),
            // Narrowing a long double rounds once, from its exact value.
            ExprKind::Cast(CastKind::FloatToFloat, x)
                if x.ty == Type::Float(FloatKind::LongDouble) =>
            {
                self.const_f80(x)?.to_f64()
            }
            ExprKind::Cast(CastKind::IntToFloat, x) => {
                let v = self.const_int(x)?;
                if is_unsigned(&x.ty) {
                    v as u128 as f64
                } else {
                    v as f64
                }
            }
            ExprKind::Cast(CastKind::FloatToFloat, x) => self.const_float(x)?,
            ExprKind::Unary(UnOp::Neg, x) => -self.const_float(x)?,
            ExprKind::Binary(op, a, b) if e.ty.is_floating() => {
                let (x, y) = (self.const_float(a)?, self.const_float(b)?);
                match op {
                    BinOp::Add => x + y,
                    BinOp::Sub => x - y,
                    BinOp::Mul => x * y,
                    BinOp::Div => x / y,
                    _ => return None,
                }
            }
            ExprKind::Cond(c, a, b) => {
                if self.const_truth(c)? {
                    self.const_float(a)?
                } else {
                    self.const_float(b)?
                }
            }
            _ => return None,
        };
        Some(if e.ty == Type::Float(FloatKind::Float) {
            v as f32 as f64
        } else {
            v
        })
    }

    /// The exact value of a constant `long double` expression (x87 precision, as clang folds).
    pub(crate) fn const_f80(&self, e: &Expr) -> Option<F80> {
        if e.ty.is_integer() {
            return Some(F80::from_int(self.const_int(e)?, is_unsigned(&e.ty)));
        }
        if e.ty != Type::Float(FloatKind::LongDouble) {
            return Some(F80::from_f64(self.const_float(e)?));
        }
        Some(match &e.kind {
            ExprKind::FloatConst(v) => F80::from_f64(*v),
            ExprKind::LongDoubleConst(t) => F80::parse(t)?,
            ExprKind::Cast(CastKind::IntToFloat | CastKind::FloatToFloat, x) => {
                self.const_f80(x)?
            }
            ExprKind::Unary(UnOp::Neg, x) => self.const_f80(x)?.neg(),
            ExprKind::Binary(op, a, b) => {
                let (x, y) = (self.const_f80(a)?, self.const_f80(b)?);
                match op {
                    BinOp::Add => x.add(y),
                    BinOp::Sub => x.add(y.neg()),
                    BinOp::Mul => x.mul(y),
                    BinOp::Div => x.div(y),
                    _ => return None,
                }
            }
            ExprKind::Cond(c, a, b) => {
                if self.const_truth(c)? {
                    self.const_f80(a)?
                } else {
                    self.const_f80(b)?
                }
            }
            _ => return None,
        })
    }

    /// The value of a constant `_Complex` expression (real and imaginary parts).
    pub(crate) fn const_complex(&self, e: &Expr) -> Option<(f64, f64)> {
        if !matches!(e.ty, Type::Complex(_)) {
            return Some((self.const_float(e)?, 0.0));
        }
        let r = match &e.kind {
            ExprKind::ComplexConst { re, im } => (*re, *im),
            ExprKind::Cast(CastKind::Complex, x) => self.const_complex(x)?,
            ExprKind::Unary(UnOp::Neg, x) => {
                let (a, b) = self.const_complex(x)?;
                (-a, -b)
            }
            ExprKind::Binary(op, x, y) => {
                let ((a, b), (c, d)) = (self.const_complex(x)?, self.const_complex(y)?);
                match op {
                    BinOp::Add => (a + c, b + d),
                    BinOp::Sub => (a - c, b - d),
                    BinOp::Mul => (a * c - b * d, a * d + b * c),
                    BinOp::Div => {
                        let den = c * c + d * d;
                        ((a * c + b * d) / den, (b * c - a * d) / den)
                    }
                    _ => return None,
                }
            }
            _ => return None,
        };
        if e.ty == Type::Complex(FloatKind::Float) {
            Some((r.0 as f32 as f64, r.1 as f32 as f64))
        } else {
            Some(r)
        }
    }

    /// For pointer expressions built on an integer constant (`(T *)0`, `&((T *)0)->f`): the
    /// address as a number.
    pub(crate) fn const_null_offset(&self, e: &Expr) -> Option<u64> {
        match &e.kind {
            ExprKind::Cast(CastKind::IntToPtr, x) => Some(self.const_int(x)? as u64),
            ExprKind::Cast(CastKind::PtrToPtr, x) => self.const_null_offset(x),
            ExprKind::AddrOf(x) => self.const_null_lvalue(x),
            ExprKind::Cast(CastKind::ArrayToPtr, x) => self.const_null_lvalue(x),
            ExprKind::PtrAdd(p, i) => {
                let base = self.const_null_offset(p)?;
                let size = p.ty.pointee().and_then(|t| self.size_of(t)).unwrap_or(1);
                Some(base.wrapping_add((self.const_int(i)? as u64).wrapping_mul(size)))
            }
            _ => None,
        }
    }

    fn const_null_lvalue(&self, e: &Expr) -> Option<u64> {
        match &e.kind {
            ExprKind::Deref(p) => self.const_null_offset(p),
            ExprKind::Member { base, field } => {
                let Type::Struct(s) = base.ty else {
                    return None;
                };
                let f = self
                    .m
                    .structs
                    .get(s as usize)?
                    .fields
                    .get(*field as usize)?;
                if f.bitfield.is_some() {
                    return None;
                }
                Some(self.const_null_lvalue(base)?.wrapping_add(f.offset))
            }
            _ => None,
        }
    }

    /// An address constant (C99 6.6p9): the address of a static object or function, plus or
    /// minus an integer constant, possibly cast.
    pub(crate) fn is_address_constant(&self, e: &Expr) -> bool {
        match &e.kind {
            ExprKind::IntConst(_) => true,
            ExprKind::Cast(CastKind::ArrayToPtr | CastKind::FuncToPtr, x) | ExprKind::AddrOf(x) => {
                self.is_static_lvalue(x)
            }
            ExprKind::Cast(
                CastKind::PtrToPtr | CastKind::IntToPtr | CastKind::PtrToInt | CastKind::IntToInt,
                x,
            ) => self.is_address_constant(x) || self.const_int(x).is_some(),
            ExprKind::PtrAdd(p, i) => self.is_address_constant(p) && self.const_int(i).is_some(),
            // GNU labels as values: a static local of the label's function may hold the address.
            ExprKind::LabelAddr(_) => self.f.is_some(),
            _ => false,
        }
    }

    /// Records static local `gid` in [`crate::xir::Module::label_statics`] when its
    /// initializer `init` holds a label address of the function being lowered.
    pub(crate) fn note_label_static(&mut self, gid: u32, init: &Init) {
        fn has_label(i: &Init) -> bool {
            match i {
                Init::Expr(e) => expr_has_label(&mut e.clone()),
                Init::Array(v) => v.iter().any(|(_, i)| has_label(i)),
                Init::Struct(v) => v.iter().any(|(_, i)| has_label(i)),
                Init::Str(_) | Init::Zero => false,
            }
        }
        if !has_label(init) {
            return;
        }
        let fid = self
            .f
            .as_ref()
            .and_then(|f| self.funcs_by_name.get(&f.name).copied());
        if let Some(fid) = fid {
            self.m.label_statics.push((gid, fid));
        }
    }

    fn is_static_lvalue(&self, e: &Expr) -> bool {
        match &e.kind {
            ExprKind::Global(id) => !self.m.globals[*id as usize].thread_local,
            ExprKind::Func(_) | ExprKind::StringLit(_) => true,
            ExprKind::CompoundLiteral { local: None, .. } => true,
            ExprKind::Member { base, .. } => self.is_static_lvalue(base),
            ExprKind::Deref(p) => self.is_address_constant(p),
            _ => false,
        }
    }

    /// Folds constant arithmetic to `IntConst`/`FloatConst` (and indices inside address
    /// constants), so static initialisers reach code generation in a simple form.
    pub(crate) fn fold(&self, e: Expr) -> Expr {
        if e.ty.is_integer() {
            if let Some(v) = self.const_int(&e) {
                return Expr {
                    kind: ExprKind::IntConst(v),
                    ..e
                };
            }
        }
        if e.ty == Type::Float(FloatKind::LongDouble) {
            if let ExprKind::LongDoubleConst(_) = e.kind {
                return e;
            }
            if let Some(v) = self.const_f80(&e) {
                let kind = match v.to_text() {
                    Some(t) if !v.fits_f64() => ExprKind::LongDoubleConst(t),
                    _ => ExprKind::FloatConst(v.to_f64()),
                };
                return Expr { kind, ..e };
            }
        }
        if e.ty.is_floating() {
            if let Some(v) = self.const_float(&e) {
                return Expr {
                    kind: ExprKind::FloatConst(v),
                    ..e
                };
            }
        }
        if let Type::Complex(_) = e.ty {
            if let Some((re, im)) = self.const_complex(&e) {
                return Expr {
                    kind: ExprKind::ComplexConst { re, im },
                    ..e
                };
            }
        }
        let Expr { kind, ty, span } = e;
        let kind = match kind {
            ExprKind::Cast(k, x) => ExprKind::Cast(k, Box::new(self.fold(*x))),
            ExprKind::PtrAdd(p, i) => {
                ExprKind::PtrAdd(Box::new(self.fold(*p)), Box::new(self.fold(*i)))
            }
            ExprKind::AddrOf(x) => ExprKind::AddrOf(Box::new(self.fold(*x))),
            ExprKind::Deref(x) => ExprKind::Deref(Box::new(self.fold(*x))),
            ExprKind::Member { base, field } => ExprKind::Member {
                base: Box::new(self.fold(*base)),
                field,
            },
            k => k,
        };
        Expr { kind, ty, span }
    }
}

/// Whether `e` takes the address of a label somewhere (GNU labels as values).
pub(crate) fn expr_has_label(e: &mut Expr) -> bool {
    let mut found = matches!(e.kind, ExprKind::LabelAddr(_));
    e.for_each_child_mut(&mut |c| found |= expr_has_label(c));
    found
}
