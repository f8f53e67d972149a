//! clang's `ext_vector_type` vectors beyond what they share with GNU vectors: lane names
//! (`.x`..`.w`, `.r`..`.a`, `.s0`..`.sF`, `.hi`, `.lo`, `.even`, `.odd` and their
//! combinations) as values and as assignment targets, and scalars splatted with C's
//! conversions. Swizzles whose lane count is not a power of two are "not supported yet"
//! (such vector types are not implemented).

use xmp_frontend::ast::{self, BinaryOp};

use super::vector::vec_op;
use super::{Lowerer, R};
use crate::types::{Type, EXT_VECTOR};
use crate::vector::VecOp;
use crate::xir::{Expr, ExprKind, Span};

/// The lane named by one character of the `xyzw` or `rgba` set, and which set it is in.
fn point_lane(c: u8) -> Option<(u32, u8)> {
    match c {
        b'x' | b'y' | b'z' => Some(((c - b'x') as u32, 0)),
        b'w' => Some((3, 0)),
        b'r' => Some((0, 1)),
        b'g' => Some((1, 1)),
        b'b' => Some((2, 1)),
        b'a' => Some((3, 1)),
        _ => None,
    }
}

/// Why a lane name is rejected: clang's two diagnostics.
enum Bad {
    /// "illegal vector component name": the byte offset of the offending character.
    Name(usize),
    /// "vector component access exceeds type".
    Exceeds,
}

/// The lanes a component name selects from a vector of `n` lanes, in order.
fn lanes_of(name: &str, n: u32) -> Result<Vec<u32>, Bad> {
    let half = n / 2;
    match name {
        "hi" => return Ok((half.max(1)..n.max(2)).map(|i| i.min(n - 1)).collect()),
        "lo" => return Ok((0..half.max(1)).collect()),
        "even" => return Ok((0..n).step_by(2).collect()),
        "odd" => return Ok((1..n.max(2)).step_by(2).map(|i| i.min(n - 1)).collect()),
        _ => {}
    }
    let b = name.as_bytes();
    if let Some(rest) = name.strip_prefix(['s', 'S']) {
        if rest.is_empty() {
            return Err(Bad::Name(0));
        }
        let mut out = vec![];
        for (i, c) in rest.bytes().enumerate() {
            let Some(d) = (c as char).to_digit(16) else {
                return Err(Bad::Name(i + 1));
            };
            if d >= n {
                return Err(Bad::Exceeds);
            }
            out.push(d);
        }
        return Ok(out);
    }
    let mut set = None;
    let mut out = vec![];
    for (i, &c) in b.iter().enumerate() {
        let Some((lane, s)) = point_lane(c) else {
            return Err(Bad::Name(i));
        };
        if *set.get_or_insert(s) != s {
            return Err(Bad::Name(i));
        }
        if lane >= n {
            return Err(Bad::Exceeds);
        }
        out.push(lane);
    }
    Ok(out)
}

impl Lowerer {
    /// A scalar operand of an operator on an `ext_vector_type` vector: converted to the lane
    /// type as C converts it and splatted; a floating scalar does not convert to integer
    /// lanes (clang's wording for that case).
    pub(crate) fn ext_splat(&mut self, s: Expr, vt: &Type, span: Span) -> R<Expr> {
        let (elem, _) = vt.vector_parts().expect("a vector type");
        let elem = elem.clone();
        let ok = matches!(
            (&elem, &s.ty),
            (Type::Int(_), Type::Int(_)) | (Type::Float(_), Type::Int(_) | Type::Float(_))
        );
        if !ok {
            let (a, b) = (self.tname(vt), self.tname(&s.ty));
            return self.fail(
                span,
                format!("cannot convert between vector values of different size ('{a}' and '{b}')"),
            );
        }
        let x = self.convert(s, &elem);
        Ok(vec_op(VecOp::Splat, vec![x], vt.clone(), span))
    }

    /// The lanes `field` names on the ext vector type `ty`, with clang's diagnostics.
    fn swizzle_lanes(&mut self, ty: &Type, field: &ast::Ident) -> R<Vec<u32>> {
        let (_, n) = ty.vector_parts().expect("a vector type");
        match lanes_of(&field.name, n) {
            Ok(l) => Ok(l),
            Err(Bad::Name(i)) => {
                let mut sp = field.span;
                sp.col += i as u32;
                let c = &field.name[i..=i];
                self.fail(sp, format!("illegal vector component name '{c}'"))
            }
            Err(Bad::Exceeds) => {
                let mut sp = field.span;
                sp.col = sp.col.saturating_sub(1);
                let t = self.tname(ty);
                self.fail(sp, format!("vector component access exceeds type '{t}'"))
            }
        }
    }

    /// The ext vector type of `k` lanes of `ty`'s element, or the diagnostic for a lane count
    /// that is not implemented.
    fn swizzle_type(&mut self, ty: &Type, k: usize, span: Span) -> R<Type> {
        let (elem, _) = ty.vector_parts().expect("a vector type");
        if !k.is_power_of_two() {
            return self.fail(
                span,
                format!("a vector swizzle of {k} lanes (not a power of 2) is not supported yet"),
            );
        }
        Ok(Type::Vector(Box::new(elem.clone()), k as u32, EXT_VECTOR))
    }

    /// `v.name` on an ext vector `v` (already lowered): one lane is a lane access (an lvalue
    /// when `v` is one), several a shuffle.
    pub(crate) fn ext_swizzle(&mut self, v: Expr, field: &ast::Ident, span: Span) -> R<Expr> {
        let lanes = self.swizzle_lanes(&v.ty, field)?;
        let ty = v.ty.clone();
        if lanes.len() == 1 {
            let idx = super::expr::int_const(lanes[0] as i128, Type::int(), span);
            return self.vector_index(v, idx, span);
        }
        let rt = self.swizzle_type(&ty, lanes.len(), span)?;
        Ok(self.shuffle_of(v, &lanes, rt, span))
    }

    fn shuffle_of(&mut self, v: Expr, lanes: &[u32], rt: Type, span: Span) -> Expr {
        let v = self.rvalue(v);
        let zero = Expr::new(ExprKind::Zero, v.ty.clone(), span);
        let mut ops = vec![v, zero];
        for l in lanes {
            ops.push(super::expr::int_const(*l as i128, Type::int(), span));
        }
        vec_op(VecOp::Shuffle, ops, rt, span)
    }

    /// `v.name = x` (or `op=`) where `name` selects several lanes of an ext vector `v`: `v`
    /// is rewritten as a whole with the new lanes shuffled in, as clang does; the value is
    /// the swizzle read back. `None` when `a` is not such a target.
    pub(crate) fn swizzle_assign(
        &mut self,
        op: Option<BinaryOp>,
        a: &ast::Expr,
        b: &ast::Expr,
        span: Span,
    ) -> Option<R<Expr>> {
        let ast::ExprKind::Member {
            base,
            field,
            arrow: false,
        } = &a.kind
        else {
            return None;
        };
        // Only names that can be multi-lane swizzles; struct members take the usual path.
        let plausible = field.name.len() > 1
            && field
                .name
                .bytes()
                .all(|c| c.is_ascii_alphanumeric() && !c.is_ascii_uppercase() || c == b'S');
        if !plausible {
            return None;
        }
        let Ok(v) = self.expr(base) else {
            return Some(Err(()));
        };
        if !v.ty.is_ext_vector() {
            return None;
        }
        Some(self.swizzle_assign_to(op, v, field, b, span))
    }

    fn swizzle_assign_to(
        &mut self,
        op: Option<BinaryOp>,
        v: Expr,
        field: &ast::Ident,
        b: &ast::Expr,
        span: Span,
    ) -> R<Expr> {
        let lanes = self.swizzle_lanes(&v.ty, field)?;
        if lanes.len() == 1 {
            // One lane: an ordinary lvalue.
            let idx = super::expr::int_const(lanes[0] as i128, Type::int(), span);
            let lhs = self.vector_index(v, idx, span)?;
            let rhs = self.rvalue_expr(b)?;
            return self.assign_values(op, lhs, rhs, span);
        }
        let mut seen = vec![];
        for l in &lanes {
            if seen.contains(l) {
                return self.fail(
                    span,
                    "vector is not assignable (contains duplicate components)",
                );
            }
            seen.push(*l);
        }
        if super::expr::has_side_effects(&v) {
            return self.fail(
                span,
                "assigning to lanes of a vector expression with side effects is not supported yet",
            );
        }
        self.check_assignable(&v, span)?;
        let ty = v.ty.clone();
        let (_, n) = ty.vector_parts().expect("a vector type");
        let st = self.swizzle_type(&ty, lanes.len(), span)?;
        let rhs = self.rvalue_expr(b)?;
        let rhs = match op {
            None => self.assign_convert(rhs, &st, super::expr::ConvCtx::Assign, span)?,
            Some(op) => {
                let cur = self.shuffle_of(v.clone(), &lanes, st.clone(), span);
                let r = self.vector_binary(op, cur, rhs, span)?;
                self.assign_convert(r, &st, super::expr::ConvCtx::Assign, span)?
            }
        };
        let k = lanes.len() as u32;
        // The new lanes widened to the vector's lane count, then shuffled into it.
        let wide = if k == n {
            rhs
        } else {
            let zero = Expr::new(ExprKind::Zero, st.clone(), span);
            let mut ops = vec![rhs, zero];
            for i in 0..n {
                let x = if i < k { i as i128 } else { -1 };
                ops.push(super::expr::int_const(x, Type::int(), span));
            }
            vec_op(VecOp::Shuffle, ops, ty.clone(), span)
        };
        let cur = self.rvalue(v.clone());
        let mut ops = vec![cur, wide];
        for i in 0..n {
            let x = match lanes.iter().position(|l| *l == i) {
                Some(j) => (n as usize + j) as i128,
                None => i as i128,
            };
            ops.push(super::expr::int_const(x, Type::int(), span));
        }
        let merged = vec_op(VecOp::Shuffle, ops, ty.clone(), span);
        let store = Expr::new(
            ExprKind::Assign {
                lhs: Box::new(v.clone()),
                rhs: Box::new(merged),
                volatile: false,
            },
            ty,
            span,
        );
        let back = self.shuffle_of(v, &lanes, st.clone(), span);
        Ok(Expr::new(
            ExprKind::Comma(Box::new(store), Box::new(back)),
            st,
            span,
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lane_names() {
        assert_eq!(lanes_of("wzyx", 4).ok(), Some(vec![3, 2, 1, 0]));
        assert_eq!(lanes_of("s3a", 16).ok(), Some(vec![3, 10]));
        assert_eq!(lanes_of("hi", 8).ok(), Some(vec![4, 5, 6, 7]));
        assert_eq!(lanes_of("odd", 4).ok(), Some(vec![1, 3]));
        assert_eq!(lanes_of("rgba", 4).ok(), Some(vec![0, 1, 2, 3]));
        assert!(matches!(lanes_of("xr", 4), Err(Bad::Name(1))));
        assert!(matches!(lanes_of("s4", 4), Err(Bad::Exceeds)));
        assert!(matches!(lanes_of("z", 2), Err(Bad::Exceeds)));
    }
}
