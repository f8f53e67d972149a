//! Comparisons that do not mean what they seem to: `-Wsign-compare` (a possibly negative
//! signed operand converted to unsigned) and `-Wtautological-compare` (a variable compared
//! with itself).

use xmp_frontend::ast::{self, BinaryOp};
use xmp_frontend::diag::Diagnostic;

use super::cond::op_text;
use crate::lower::Lowerer;
use crate::types::Type;
use crate::xir::{BinOp, CastKind, Expr, ExprKind, UnOp};

fn is_comparison(op: BinaryOp) -> bool {
    use BinaryOp::*;
    matches!(op, Lt | Gt | Le | Ge | Eq | Ne)
}

/// The variable a plain read of a variable reads (`Load` of a local or global).
fn read_var(e: &Expr) -> Option<(bool, u32)> {
    match &e.kind {
        ExprKind::Load { lvalue, .. } => match lvalue.kind {
            ExprKind::Local(id) => Some((true, id)),
            ExprKind::Global(id) => Some((false, id)),
            _ => None,
        },
        _ => None,
    }
}

/// Whether the integer value of `e` is surely not negative (clang's value-range reasoning,
/// in the few forms that matter in practice).
fn non_negative(e: &Expr) -> bool {
    if let Type::Int(k) = &e.ty {
        if !k.is_signed() {
            return true;
        }
    }
    match &e.kind {
        ExprKind::IntConst(v) => *v >= 0,
        ExprKind::Cast(CastKind::IntToInt | CastKind::ToBool, x) => {
            matches!(&x.ty, Type::Int(k) if !k.is_signed()) || non_negative(x)
        }
        ExprKind::Binary(BinOp::And, a, b) => non_negative(a) || non_negative(b),
        ExprKind::Binary(
            BinOp::Lt | BinOp::Gt | BinOp::Le | BinOp::Ge | BinOp::Eq | BinOp::Ne,
            _,
            _,
        )
        | ExprKind::LogAnd(..)
        | ExprKind::LogOr(..)
        | ExprKind::Unary(UnOp::Not, _) => true,
        _ => false,
    }
}

impl Lowerer {
    /// A comparison `a op b` whose operands lowered to the rvalues `x` and `y` (before the
    /// usual arithmetic conversions).
    pub(crate) fn check_comparison(
        &mut self,
        op: BinaryOp,
        (a, b): (&ast::Expr, &ast::Expr),
        x: &Expr,
        y: &Expr,
    ) {
        if !is_comparison(op) {
            return;
        }
        let at = self.op_span(a, b, op_text(op), x.span);
        let same_name = matches!((&a.kind, &b.kind), (ast::ExprKind::Ident(m), ast::ExprKind::Ident(n)) if m == n);
        if let (Some(v), Some(w)) = (read_var(x), read_var(y)) {
            // Not for an operator from a macro (clang's rule too): it is not in the text.
            if v == w
                && same_name
                && at != x.span
                && !x.ty.is_floating()
                && !matches!(x.ty, Type::Complex(_))
            {
                let always = matches!(op, BinaryOp::Eq | BinaryOp::Le | BinaryOp::Ge);
                self.warn_diag(Diagnostic::warning(
                    at,
                    format!(
                        "self-comparison always evaluates to {} [-Wtautological-compare]",
                        if always { "true" } else { "false" }
                    ),
                ));
                return;
            }
        }
        let (Type::Int(_), Type::Int(_)) = (&x.ty, &y.ty) else {
            return;
        };
        let (px, py) = (Self::promoted_type(&x.ty), Self::promoted_type(&y.ty));
        let (Type::Int(kx), Type::Int(ky)) = (&px, &py) else {
            return;
        };
        if kx.is_signed() == ky.is_signed() {
            return;
        }
        let Type::Int(common) = Self::uac(&x.ty, &y.ty) else {
            return;
        };
        if common.is_signed() {
            return;
        }
        let (signed, unsigned) = if kx.is_signed() { (x, y) } else { (y, x) };
        // Against an unsigned zero the comparison is tautological instead (clang's
        // -Wtautological-unsigned-zero-compare, off by default).
        if non_negative(signed) || matches!(unsigned.kind, ExprKind::IntConst(0)) {
            return;
        }
        let (tx, ty) = (self.tname(&x.ty), self.tname(&y.ty));
        self.warn_diag(Diagnostic::warning(
            at,
            format!(
                "comparison of integers of different signs: '{tx}' and '{ty}' [-Wsign-compare]"
            ),
        ));
    }
}
