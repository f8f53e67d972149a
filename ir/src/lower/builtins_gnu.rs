//! GNU builtins beyond the library-function ones: checked arithmetic
//! (`__builtin_add_overflow` and its typed forms), return and frame addresses,
//! `__builtin_setjmp`/`__builtin_longjmp`, `__builtin_classify_type`, `__builtin_choose_expr`,
//! `__builtin_clrsb*` and the complex-part builtins.

use xmp_frontend::ast;

use super::expr::{int_const, ConvCtx};
use super::{Lowerer, R};
use crate::types::{FloatKind, IntKind, Type};
use crate::xir::{BinOp, Builtin, Expr, ExprKind, OverflowOp, Span};

/// The typed checked-arithmetic builtins: `__builtin_` + name + `_overflow`, with the
/// operation and the one integer type of all three arguments.
const TYPED_OVERFLOW: &[(&str, OverflowOp, IntKind)] = &[
    ("sadd", OverflowOp::Add, IntKind::Int),
    ("saddl", OverflowOp::Add, IntKind::Long),
    ("saddll", OverflowOp::Add, IntKind::LongLong),
    ("uadd", OverflowOp::Add, IntKind::UInt),
    ("uaddl", OverflowOp::Add, IntKind::ULong),
    ("uaddll", OverflowOp::Add, IntKind::ULongLong),
    ("ssub", OverflowOp::Sub, IntKind::Int),
    ("ssubl", OverflowOp::Sub, IntKind::Long),
    ("ssubll", OverflowOp::Sub, IntKind::LongLong),
    ("usub", OverflowOp::Sub, IntKind::UInt),
    ("usubl", OverflowOp::Sub, IntKind::ULong),
    ("usubll", OverflowOp::Sub, IntKind::ULongLong),
    ("smul", OverflowOp::Mul, IntKind::Int),
    ("smull", OverflowOp::Mul, IntKind::Long),
    ("smulll", OverflowOp::Mul, IntKind::LongLong),
    ("umul", OverflowOp::Mul, IntKind::UInt),
    ("umull", OverflowOp::Mul, IntKind::ULong),
    ("umulll", OverflowOp::Mul, IntKind::ULongLong),
];

/// GCC's type classes as `__builtin_classify_type` reports them (clang's numbering).
mod class {
    pub const VOID: i128 = 0;
    pub const INTEGER: i128 = 1;
    pub const BOOLEAN: i128 = 4;
    pub const POINTER: i128 = 5;
    pub const REAL: i128 = 8;
    pub const COMPLEX: i128 = 9;
    pub const RECORD: i128 = 12;
    pub const UNION: i128 = 13;
    pub const VECTOR: i128 = 19;
}

impl Lowerer {
    /// Lowers the builtins of this module; `None` for other names.
    pub(crate) fn gnu_builtin(
        &mut self,
        name: &str,
        args: &[ast::Expr],
        span: Span,
    ) -> Option<R<Expr>> {
        let stem = name.strip_prefix("__builtin_")?;
        if let Some(op) = stem.strip_suffix("_overflow") {
            let generic = match op {
                "add" => Some(OverflowOp::Add),
                "sub" => Some(OverflowOp::Sub),
                "mul" => Some(OverflowOp::Mul),
                _ => None,
            };
            if let Some(op) = generic {
                return Some(self.overflow_generic(op, args, span));
            }
            let &(_, op, k) = TYPED_OVERFLOW.iter().find(|t| t.0 == op)?;
            return Some(self.overflow_typed(op, k, args, span));
        }
        Some(match stem {
            "return_address" | "frame_address" => self.frame_builtin(stem, args, span),
            "setjmp" => self.sjlj_setjmp(args, span),
            "longjmp" => self.sjlj_longjmp(args, span),
            "classify_type" => self.classify_type(args, span),
            "choose_expr" => self.choose_expr(args, span),
            "clrsb" | "clrsbl" | "clrsbll" => self.clrsb(stem, args, span),
            "conj" | "conjf" | "conjl" | "creal" | "crealf" | "creall" | "cimag" | "cimagf"
            | "cimagl" => self.complex_builtin(stem, args, span),
            _ => return None,
        })
    }

    /// The arguments of a builtin with a prototype, converted to its parameter types as in a
    /// call (with a call's diagnostics).
    fn passed_args(&mut self, args: &[ast::Expr], params: &[Type]) -> R<Vec<Expr>> {
        let vals = self.lower_args(args, params)?;
        let mut out = Vec::with_capacity(vals.len());
        for ((v, p), a) in vals.into_iter().zip(params).zip(args) {
            out.push(self.assign_convert(v, p, ConvCtx::Pass, a.span)?);
        }
        Ok(out)
    }

    fn overflow_generic(&mut self, op: OverflowOp, args: &[ast::Expr], span: Span) -> R<Expr> {
        let vals = self.lowered_args(args, 3, 3, span)?;
        for (v, a) in vals.iter().zip(args).take(2) {
            if !v.ty.is_integer() {
                let n = self.tname(&v.ty);
                return self.fail(
                    a.span,
                    format!(
                        "operand argument to overflow builtin must be an integer type ('{n}' invalid)"
                    ),
                );
            }
        }
        let mut vals = vals.into_iter();
        let (a, b, p) = match (vals.next(), vals.next(), vals.next()) {
            (Some(a), Some(b), Some(p)) => (a, b, p),
            _ => return Err(()),
        };
        let ok = match &p.ty {
            // XIR pointer types carry no qualifiers: a pointer to const is not told apart.
            Type::Pointer(t) => t.is_integer(),
            _ => false,
        };
        if !ok {
            let n = self.tname(&p.ty);
            return self.fail(
                args[2].span,
                format!(
                    "result argument to overflow builtin must be a pointer to a non-const integer type ('{n}' invalid)"
                ),
            );
        }
        Ok(self.overflow_node(op, a, b, p, span))
    }

    fn overflow_typed(
        &mut self,
        op: OverflowOp,
        k: IntKind,
        args: &[ast::Expr],
        span: Span,
    ) -> R<Expr> {
        let t = Type::Int(k);
        let params = [t.clone(), t.clone(), Type::Pointer(Box::new(t))];
        if args.len() != 3 {
            return self.lowered_args(args, 3, 3, span).and(Err(()));
        }
        let vals = self.passed_args(args, &params)?;
        let mut vals = vals.into_iter();
        let (a, b, p) = match (vals.next(), vals.next(), vals.next()) {
            (Some(a), Some(b), Some(p)) => (a, b, p),
            _ => return Err(()),
        };
        Ok(self.overflow_node(op, a, b, p, span))
    }

    fn overflow_node(&mut self, op: OverflowOp, a: Expr, b: Expr, p: Expr, span: Span) -> Expr {
        let rt = p.ty.pointee().cloned().unwrap_or(Type::int());
        let r = Expr::new(ExprKind::Deref(Box::new(p)), rt, span);
        Expr::new(
            ExprKind::Builtin(Builtin::Overflow(op), vec![a, b, r]),
            Type::Int(IntKind::Bool),
            span,
        )
    }

    /// `__builtin_return_address(n)` / `__builtin_frame_address(n)`: `n` must be a constant.
    fn frame_builtin(&mut self, stem: &str, args: &[ast::Expr], span: Span) -> R<Expr> {
        let vals = self.lowered_args(args, 1, 1, span)?;
        let level = vals.first().and_then(|v| self.const_int(v));
        let Some(level) = level.and_then(|l| u32::try_from(l).ok()) else {
            return self.fail(
                args[0].span,
                "argument to builtin must be a constant integer",
            );
        };
        let k = if stem == "return_address" {
            Builtin::ReturnAddress(level)
        } else {
            Builtin::FrameAddress(level)
        };
        Ok(Expr::new(
            ExprKind::Builtin(k, vec![]),
            Type::Pointer(Box::new(Type::Void)),
            span,
        ))
    }

    fn sjlj_setjmp(&mut self, args: &[ast::Expr], span: Span) -> R<Expr> {
        let vp = Type::Pointer(Box::new(Type::Pointer(Box::new(Type::Void))));
        if args.len() != 1 {
            return self.lowered_args(args, 1, 1, span).and(Err(()));
        }
        let vals = self.passed_args(args, &[vp])?;
        Ok(Expr::new(
            ExprKind::Builtin(Builtin::SjljSetjmp, vals),
            Type::int(),
            span,
        ))
    }

    fn sjlj_longjmp(&mut self, args: &[ast::Expr], span: Span) -> R<Expr> {
        let vp = Type::Pointer(Box::new(Type::Pointer(Box::new(Type::Void))));
        if args.len() != 2 {
            return self.lowered_args(args, 2, 2, span).and(Err(()));
        }
        let mut vals = self.passed_args(args, &[vp, Type::int()])?;
        if vals.get(1).and_then(|v| self.const_int(v)) != Some(1) {
            return self.fail(
                args[1].span,
                "argument to __builtin_longjmp must be a constant 1",
            );
        }
        vals.truncate(1);
        Ok(Expr::new(
            ExprKind::Builtin(Builtin::SjljLongjmp, vals),
            Type::Void,
            span,
        ))
    }

    /// `__builtin_classify_type(e)`: a constant naming the class of `e`'s type after the
    /// usual conversions (arrays and functions are pointers); `e` is not evaluated.
    fn classify_type(&mut self, args: &[ast::Expr], span: Span) -> R<Expr> {
        let vals = self.lowered_args(args, 1, 1, span)?;
        let ty = vals.first().map(|v| v.ty.clone()).unwrap_or(Type::Void);
        let c = match &ty {
            Type::Void => class::VOID,
            Type::Int(IntKind::Bool) => class::BOOLEAN,
            Type::Int(_) => class::INTEGER,
            Type::Float(_) => class::REAL,
            Type::Complex(_) => class::COMPLEX,
            Type::Struct(id) => {
                let union = self.m.structs.get(*id as usize).is_some_and(|s| s.is_union);
                if union {
                    class::UNION
                } else {
                    class::RECORD
                }
            }
            Type::Vector(..) => class::VECTOR,
            _ => class::POINTER,
        };
        Ok(int_const(c, Type::int(), span))
    }

    /// `__builtin_choose_expr(c, a, b)`: `a` when the constant `c` is nonzero, else `b`; the
    /// other operand is checked but not evaluated, and the result keeps lvalue-ness.
    fn choose_expr(&mut self, args: &[ast::Expr], span: Span) -> R<Expr> {
        if args.len() != 3 {
            return self.lowered_args(args, 3, 3, span).and(Err(()));
        }
        let c = self.rvalue_expr(&args[0])?;
        let Some(c) = self.const_int(&c) else {
            return self.fail(
                args[0].span,
                "'__builtin_choose_expr' requires a constant expression",
            );
        };
        let a = self.expr(&args[1]);
        let b = self.expr(&args[2]);
        if c != 0 {
            b?;
            a
        } else {
            a?;
            b
        }
    }

    /// `__builtin_clrsb(x)`: the number of bits after the sign bit equal to it, as
    /// `clz(((x ^ (x >> (w-1))) << 1) | 1)`, which never asks `clz` about zero.
    fn clrsb(&mut self, stem: &str, args: &[ast::Expr], span: Span) -> R<Expr> {
        let k = match stem {
            "clrsbll" => IntKind::LongLong,
            "clrsbl" => IntKind::Long,
            _ => IntKind::Int,
        };
        let uk = super::expr::to_unsigned(k);
        if args.len() != 1 {
            return self.lowered_args(args, 1, 1, span).and(Err(()));
        }
        let t = Type::Int(k);
        let vals = self.passed_args(args, std::slice::from_ref(&t))?;
        let x = vals.into_iter().next().ok_or(())?;
        self.with_temp(x, span, move |l, x| {
            let bin = |op: BinOp, a: Expr, b: Expr, ty: &Type| {
                Expr::new(
                    ExprKind::Binary(op, Box::new(a), Box::new(b)),
                    ty.clone(),
                    span,
                )
            };
            let sh = int_const(i128::from(k.bits() - 1), Type::int(), span);
            let sign = bin(BinOp::Shr, x.clone(), sh, &t);
            let diff = bin(BinOp::Xor, x, sign, &t);
            let ut = Type::Int(uk);
            let diff = l.convert(diff, &ut);
            let one = int_const(1, Type::int(), span);
            let shl = bin(BinOp::Shl, diff, one, &ut);
            let v = bin(BinOp::Or, shl, int_const(1, ut.clone(), span), &ut);
            Ok(Expr::new(
                ExprKind::Builtin(Builtin::Clz, vec![v]),
                Type::int(),
                span,
            ))
        })
    }

    /// `__builtin_conj*`, `__builtin_creal*`, `__builtin_cimag*`: the argument converted to
    /// the complex type the suffix names.
    fn complex_builtin(&mut self, stem: &str, args: &[ast::Expr], span: Span) -> R<Expr> {
        let k = if stem.ends_with('f') {
            FloatKind::Float
        } else if stem.ends_with('l') && stem != "creal" {
            FloatKind::LongDouble
        } else {
            FloatKind::Double
        };
        if args.len() != 1 {
            return self.lowered_args(args, 1, 1, span).and(Err(()));
        }
        let vals = self.passed_args(args, &[Type::Complex(k)])?;
        let v = vals.into_iter().next().ok_or(())?;
        match &stem[..4] {
            "conj" => self.conj(v, span),
            "crea" => self.complex_part(v, false, span),
            _ => self.complex_part(v, true, span),
        }
    }
}
