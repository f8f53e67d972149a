//! `__builtin_*` functions: the ones with their own XIR node, the ones folded to constants, and
//! the ones that name a library function (`__builtin_memcpy` -> `memcpy`).

use xmp_frontend::ast;

use super::expr::{int_const, to_unsigned};
use super::{Lowerer, Sym, R};
use crate::types::{FloatKind, FuncType, IntKind, Type};
use crate::xir::{BinOp, Builtin, Expr, ExprKind, Span};

fn ptr(t: Type) -> Type {
    Type::Pointer(Box::new(t))
}

/// Prototypes of library functions reachable through `__builtin_` names.
pub(crate) fn libc_prototype(name: &str) -> Option<FuncType> {
    let vp = ptr(Type::Void);
    let cp = ptr(Type::Int(IntKind::Char));
    let z = Type::Int(IntKind::ULong);
    let i = Type::int();
    let l = Type::Int(IntKind::Long);
    let ft = |ret: Type, params: Vec<Type>, variadic: bool| FuncType {
        ret,
        params,
        variadic,
        no_prototype: false,
    };
    Some(match name {
        "memcpy" | "memmove" => ft(vp.clone(), vec![vp.clone(), vp, z], false),
        "memset" => ft(vp.clone(), vec![vp, i, z], false),
        "memcmp" => ft(i, vec![vp.clone(), vp, z], false),
        "strlen" => ft(z, vec![cp], false),
        "strcpy" | "strcat" => ft(cp.clone(), vec![cp.clone(), cp], false),
        "strncpy" | "strncat" => ft(cp.clone(), vec![cp.clone(), cp, z], false),
        "strcmp" => ft(i, vec![cp.clone(), cp], false),
        "strncmp" => ft(i, vec![cp.clone(), cp, z], false),
        "strchr" | "strrchr" => ft(cp.clone(), vec![cp, i], false),
        "strstr" => ft(cp.clone(), vec![cp.clone(), cp], false),
        "malloc" | "alloca" => ft(vp, vec![z], false),
        "calloc" => ft(vp, vec![z.clone(), z], false),
        "realloc" => ft(vp.clone(), vec![vp, z], false),
        "free" => ft(Type::Void, vec![vp], false),
        "abort" => ft(Type::Void, vec![], false),
        "exit" | "_Exit" => ft(Type::Void, vec![i], false),
        "printf" => ft(i, vec![cp], true),
        "sprintf" => ft(i.clone(), vec![cp.clone(), cp], true),
        "snprintf" => ft(i, vec![cp.clone(), z, cp], true),
        "puts" => ft(i, vec![cp], false),
        "putchar" | "abs" => ft(i.clone(), vec![i], false),
        "labs" => ft(l.clone(), vec![l], false),
        "llabs" => ft(
            Type::Int(IntKind::LongLong),
            vec![Type::Int(IntKind::LongLong)],
            false,
        ),
        _ => return libm_prototype(name),
    })
}

/// The libm functions of one or two floating arguments reachable through `__builtin_` names,
/// each in its `double`, `float` (`f`) and `long double` (`l`) form.
const LIBM_UNARY: &[&str] = &[
    "sqrt",
    "sin",
    "cos",
    "tan",
    "exp",
    "log",
    "log10",
    "floor",
    "ceil",
    "round",
    "trunc",
    "asin",
    "acos",
    "atan",
    "sinh",
    "cosh",
    "tanh",
    "exp2",
    "expm1",
    "log2",
    "log1p",
    "cbrt",
    "rint",
    "nearbyint",
    "logb",
    "erf",
    "erfc",
    "tgamma",
    "lgamma",
    "asinh",
    "acosh",
    "atanh",
];
const LIBM_BINARY: &[&str] = &[
    "pow",
    "fmod",
    "atan2",
    "copysign",
    "fmin",
    "fmax",
    "hypot",
    "fdim",
    "remainder",
    "nextafter",
];

fn libm_prototype(name: &str) -> Option<FuncType> {
    let (stem, k) = if let Some(s) = name.strip_suffix('f') {
        (s, FloatKind::Float)
    } else if let Some(s) = name.strip_suffix('l') {
        (s, FloatKind::LongDouble)
    } else {
        (name, FloatKind::Double)
    };
    // The whole name first: a double function may end in `l` or `f` itself (`ceil`).
    let found = |stem: &str, t: &[&str]| t.contains(&stem);
    let t = Type::Float(k);
    let ft = |n: usize| FuncType {
        ret: t.clone(),
        params: vec![t.clone(); n],
        variadic: false,
        no_prototype: false,
    };
    let d = |n: usize| FuncType {
        ret: Type::Float(FloatKind::Double),
        params: vec![Type::Float(FloatKind::Double); n],
        variadic: false,
        no_prototype: false,
    };
    if found(name, LIBM_UNARY) {
        Some(d(1))
    } else if found(name, LIBM_BINARY) {
        Some(d(2))
    } else if found(stem, LIBM_UNARY) {
        Some(ft(1))
    } else if found(stem, LIBM_BINARY) {
        Some(ft(2))
    } else {
        None
    }
}

/// The floating type a `...f`/`...l` suffix selects.
fn suffix_float(name: &str, stem: &str) -> Option<FloatKind> {
    match name.strip_prefix(stem)? {
        "" => Some(FloatKind::Double),
        "f" => Some(FloatKind::Float),
        "l" => Some(FloatKind::LongDouble),
        _ => None,
    }
}

/// The integer type the `l`/`ll` suffix of a bit builtin (`__builtin_clzll`, `__builtin_ffsl`)
/// selects: `int` without one.
fn suffix_int(name: &str) -> IntKind {
    if name.ends_with("ll") {
        IntKind::LongLong
    } else if name.ends_with('l') {
        IntKind::Long
    } else {
        IntKind::Int
    }
}

impl Lowerer {
    /// Lowers a call of builtin `name`; `None` when `name` is not a builtin (an ordinary call).
    pub(crate) fn builtin_call(
        &mut self,
        name: &str,
        args: &[ast::Expr],
        span: Span,
    ) -> Option<R<Expr>> {
        if !name.starts_with("__builtin_") {
            return None;
        }
        if let Some(r) = self.target_builtin(name, args, span) {
            return Some(r);
        }
        if let Some(r) = self.vector_builtin(name, args, span) {
            return Some(r);
        }
        if let Some(r) = self.gnu_builtin(name, args, span) {
            return Some(r);
        }
        Some(self.builtin(name, args, span))
    }

    /// A call of a declared library function that GNU C compiles inline, as clang does:
    /// `alloca` (without a definition in this file; undeclared with clang's default error) is
    /// `__builtin_alloca`.
    pub(crate) fn library_builtin(
        &mut self,
        name: &str,
        args: &[ast::Expr],
        span: Span,
    ) -> Option<R<Expr>> {
        if name != "alloca" {
            return None;
        }
        match self.lookup(name).cloned() {
            Some(Sym::Func(fid)) => {
                if self.m.functions.get(fid as usize)?.body.is_some() {
                    return None;
                }
            }
            Some(_) => return None,
            None => self.default_error(
                span,
                format!(
                    "call to undeclared library function '{name}' with type 'void *(unsigned long)'; ISO C99 and later do not support implicit function declarations [-Wimplicit-function-declaration]"
                ),
            ),
        }
        Some(self.builtin("__builtin_alloca", args, span))
    }

    fn args(&mut self, args: &[ast::Expr], n: usize, name: &str, span: Span) -> R<Vec<Expr>> {
        let _ = name;
        self.lowered_args(args, n, usize::MAX, span)
    }

    /// The arguments of a builtin call as rvalues, after clang's check of their count
    /// (`lo..=hi`); every argument is lowered, so that all their errors are reported.
    pub(crate) fn lowered_args(
        &mut self,
        args: &[ast::Expr],
        lo: usize,
        hi: usize,
        span: Span,
    ) -> R<Vec<Expr>> {
        if args.len() < lo || args.len() > hi {
            let few = args.len() < lo;
            let (n, what) = if few { (lo, "few") } else { (hi, "many") };
            return self.fail(
                span,
                format!(
                    "too {what} arguments to function call, expected {n}, have {}",
                    args.len()
                ),
            );
        }
        self.lower_args(args, &[])
    }

    fn float_arg(&mut self, x: Expr, k: Option<FloatKind>, span: Span) -> R<Expr> {
        if !x.ty.is_arithmetic() {
            let n = self.tname(&x.ty);
            return self.fail(span, format!("floating point classification requires argument of floating point type (passed in '{n}')"));
        }
        let t = match (k, &x.ty) {
            (Some(k), _) => Type::Float(k),
            (None, Type::Float(_)) => x.ty.clone(),
            _ => Type::Float(FloatKind::Double),
        };
        Ok(self.convert(x, &t))
    }

    fn builtin(&mut self, name: &str, args: &[ast::Expr], span: Span) -> R<Expr> {
        let b = |k: Builtin, a: Vec<Expr>, ty: Type| Expr::new(ExprKind::Builtin(k, a), ty, span);
        match name {
            "__builtin_va_start" | "__builtin_va_end" | "__builtin_c23_va_start" => {
                if args.is_empty() {
                    return self.fail(
                        span,
                        "too few arguments to function call, expected 2, have 0",
                    );
                }
                let is_start = name != "__builtin_va_end";
                if is_start {
                    let variadic = self.f.as_ref().is_some_and(|f| {
                        self.m
                            .functions
                            .iter()
                            .any(|g| g.name == f.name && g.ty.variadic)
                    });
                    if !variadic {
                        return self.fail(span, "'va_start' used in function with fixed args");
                    }
                }
                let ap = self.expr(&args[0])?;
                let ap = self.va_list_lvalue(ap, span)?;
                for a in &args[1..] {
                    self.expr(a)?;
                }
                let p = self.va_list_ptr(ap, span)?;
                let k = if is_start {
                    Builtin::VaStart
                } else {
                    Builtin::VaEnd
                };
                Ok(b(k, vec![p], Type::Void))
            }
            "__builtin_va_copy" => {
                if args.len() != 2 {
                    return self.fail(
                        span,
                        format!(
                            "too few arguments to function call, expected 2, have {}",
                            args.len()
                        ),
                    );
                }
                let d = self.expr(&args[0])?;
                let d = self.va_list_lvalue(d, span)?;
                let s = self.expr(&args[1])?;
                let s = self.va_list_lvalue(s, span)?;
                let d = self.va_list_ptr(d, span)?;
                let s = self.va_list_ptr(s, span)?;
                Ok(b(Builtin::VaCopy, vec![d, s], Type::Void))
            }
            "__builtin_expect" | "__builtin_expect_with_probability" => {
                let a = self.args(args, 2, name, span)?;
                let l = Type::Int(IntKind::Long);
                let mut a: Vec<Expr> = a.into_iter().take(2).map(|x| self.convert(x, &l)).collect();
                if a.len() < 2 {
                    a.push(int_const(0, l.clone(), span));
                }
                Ok(b(Builtin::Expect, a, l))
            }
            "__builtin_unreachable" => Ok(b(Builtin::Unreachable, vec![], Type::Void)),
            "__builtin_trap" => Ok(b(Builtin::Trap, vec![], Type::Void)),
            "__builtin_huge_val"
            | "__builtin_huge_valf"
            | "__builtin_huge_vall"
            | "__builtin_inf"
            | "__builtin_inff"
            | "__builtin_infl" => {
                let k = suffix_float(name, "__builtin_huge_val")
                    .or_else(|| suffix_float(name, "__builtin_inf"));
                let ty = Type::Float(k.unwrap_or(FloatKind::Double));
                Ok(Expr::new(ExprKind::FloatConst(f64::INFINITY), ty, span))
            }
            "__builtin_nan" | "__builtin_nanf" | "__builtin_nanl" => {
                let k = suffix_float(name, "__builtin_nan").unwrap_or(FloatKind::Double);
                for a in args {
                    self.expr(a)?;
                }
                Ok(Expr::new(
                    ExprKind::FloatConst(f64::NAN),
                    Type::Float(k),
                    span,
                ))
            }
            "__builtin_isnan"
            | "__builtin_isinf"
            | "__builtin_isinf_sign"
            | "__builtin_isfinite"
            | "__builtin_signbit"
            | "__builtin_signbitf"
            | "__builtin_signbitl" => {
                let a = self.args(args, 1, name, span)?;
                let k = match name {
                    "__builtin_signbitf" => Some(FloatKind::Float),
                    "__builtin_signbitl" => Some(FloatKind::LongDouble),
                    _ => None,
                };
                let x = a.into_iter().next().ok_or(())?;
                let x = self.float_arg(x, k, span)?;
                let kind = match name {
                    "__builtin_isnan" => Builtin::IsNan,
                    "__builtin_isinf" => Builtin::IsInf,
                    "__builtin_isinf_sign" => Builtin::IsInfSign,
                    "__builtin_isfinite" => Builtin::IsFinite,
                    _ => Builtin::SignBit,
                };
                Ok(b(kind, vec![x], Type::int()))
            }
            "__builtin_fpclassify" | "__builtin_isnormal" => {
                let n = if name == "__builtin_isnormal" { 1 } else { 6 };
                let a = self.args(args, n, name, span)?;
                let mut a = a.into_iter();
                let classes: Vec<Expr> = a
                    .by_ref()
                    .take(n - 1)
                    .map(|c| self.convert(c, &Type::int()))
                    .collect();
                let x = a.next().ok_or(())?;
                let x = self.float_arg(x, None, span)?;
                self.with_temp(x, span, move |l, x| l.fpclassify(x, classes, span))
            }
            "__builtin_isgreater"
            | "__builtin_isgreaterequal"
            | "__builtin_isless"
            | "__builtin_islessequal"
            | "__builtin_islessgreater"
            | "__builtin_isunordered" => {
                let a = self.args(args, 2, name, span)?;
                let mut a = a.into_iter();
                let (x, y) = (a.next().ok_or(())?, a.next().ok_or(())?);
                let x = self.float_arg(x, None, span)?;
                let y = self.float_arg(y, None, span)?;
                let t = Self::uac(&x.ty, &y.ty);
                let (x, y) = (self.convert(x, &t), self.convert(y, &t));
                let bin = |op: BinOp, l: Expr, r: Expr| {
                    Expr::new(
                        ExprKind::Binary(op, Box::new(l), Box::new(r)),
                        Type::int(),
                        span,
                    )
                };
                // Ordered comparisons are false on NaN, as these macros require.
                Ok(match name {
                    "__builtin_isgreater" => bin(BinOp::Gt, x, y),
                    "__builtin_isgreaterequal" => bin(BinOp::Ge, x, y),
                    "__builtin_isless" => bin(BinOp::Lt, x, y),
                    "__builtin_islessequal" => bin(BinOp::Le, x, y),
                    "__builtin_islessgreater" => {
                        return self.with_temp(x, span, move |l, x| {
                            l.with_temp(y, span, move |_, y| {
                                let lt = bin(BinOp::Lt, x.clone(), y.clone());
                                let gt = bin(BinOp::Gt, x, y);
                                Ok(Expr::new(
                                    ExprKind::LogOr(Box::new(lt), Box::new(gt)),
                                    Type::int(),
                                    span,
                                ))
                            })
                        });
                    }
                    _ => {
                        let l = b(Builtin::IsNan, vec![x], Type::int());
                        let r = b(Builtin::IsNan, vec![y], Type::int());
                        Expr::new(ExprKind::LogOr(Box::new(l), Box::new(r)), Type::int(), span)
                    }
                })
            }
            "__builtin_fabs" | "__builtin_fabsf" | "__builtin_fabsl" => {
                let k = suffix_float(name, "__builtin_fabs").unwrap_or(FloatKind::Double);
                let a = self.args(args, 1, name, span)?;
                let x = a.into_iter().next().ok_or(())?;
                let x = self.float_arg(x, Some(k), span)?;
                Ok(b(Builtin::FAbs, vec![x], Type::Float(k)))
            }
            "__builtin_clz"
            | "__builtin_clzl"
            | "__builtin_clzll"
            | "__builtin_ctz"
            | "__builtin_ctzl"
            | "__builtin_ctzll"
            | "__builtin_popcount"
            | "__builtin_popcountl"
            | "__builtin_popcountll" => {
                let a = self.args(args, 1, name, span)?;
                let t = to_unsigned(suffix_int(name));
                let x = a.into_iter().next().ok_or(())?;
                let x = self.convert(x, &Type::Int(t));
                let kind = if name.contains("clz") {
                    Builtin::Clz
                } else if name.contains("ctz") {
                    Builtin::Ctz
                } else {
                    Builtin::Popcount
                };
                Ok(b(kind, vec![x], Type::int()))
            }
            "__builtin_parity" | "__builtin_parityl" | "__builtin_parityll" | "__builtin_ffs"
            | "__builtin_ffsl" | "__builtin_ffsll" => {
                let a = self.args(args, 1, name, span)?;
                let x = a.into_iter().next().ok_or(())?;
                let int = Type::int();
                let one = |t: &Type| int_const(1, t.clone(), span);
                if name.contains("parity") {
                    let t = to_unsigned(suffix_int(name));
                    let x = self.convert(x, &Type::Int(t));
                    let pc = b(Builtin::Popcount, vec![x], int.clone());
                    return Ok(Expr::new(
                        ExprKind::Binary(BinOp::And, Box::new(pc), Box::new(one(&int))),
                        int,
                        span,
                    ));
                }
                // ffs(x) = x ? ctz(x) + 1 : 0, with x evaluated once.
                let t = suffix_int(name);
                let x = self.convert(x, &Type::Int(t));
                self.with_temp(x, span, move |l, x| {
                    let ut = Type::Int(to_unsigned(t));
                    let ux = l.convert(x.clone(), &ut);
                    let ctz = b(Builtin::Ctz, vec![ux], int.clone());
                    let plus = Expr::new(
                        ExprKind::Binary(BinOp::Add, Box::new(ctz), Box::new(one(&int))),
                        int.clone(),
                        span,
                    );
                    Ok(Expr::new(
                        ExprKind::Cond(
                            Box::new(x),
                            Box::new(plus),
                            Box::new(int_const(0, int.clone(), span)),
                        ),
                        int,
                        span,
                    ))
                })
            }
            "__builtin_bswap16" | "__builtin_bswap32" | "__builtin_bswap64" => {
                let a = self.args(args, 1, name, span)?;
                let (t, kind) = match name {
                    "__builtin_bswap16" => (IntKind::UShort, Builtin::Bswap16),
                    "__builtin_bswap32" => (IntKind::UInt, Builtin::Bswap32),
                    _ => (IntKind::ULong, Builtin::Bswap64),
                };
                let x = a.into_iter().next().ok_or(())?;
                let x = self.convert(x, &Type::Int(t));
                Ok(b(kind, vec![x], Type::Int(t)))
            }
            "__builtin_alloca" => {
                let a = self.args(args, 1, name, span)?;
                let x = a.into_iter().next().ok_or(())?;
                let x = self.convert(x, &Type::Int(IntKind::ULong));
                Ok(b(Builtin::Alloca, vec![x], ptr(Type::Void)))
            }
            "__builtin_constant_p" => {
                let a = self.args(args, 1, name, span)?;
                let c = a
                    .first()
                    .is_some_and(|x| self.const_int(x).is_some() || self.const_float(x).is_some());
                Ok(int_const(c as i128, Type::int(), span))
            }
            "__builtin_prefetch" => {
                let a = self.args(args, 1, name, span)?;
                let x = a.into_iter().next().ok_or(())?;
                Ok(b(Builtin::Prefetch, vec![x], Type::Void))
            }
            "__builtin_object_size" => {
                let a = self.args(args, 2, name, span)?;
                let kind = a.get(1).and_then(|x| self.const_int(x)).unwrap_or(0);
                // Unknown size: -1 for types 0 and 1, 0 for 2 and 3.
                let v = if kind < 2 { u64::MAX as i128 } else { 0 };
                Ok(int_const(v, Type::Int(IntKind::ULong), span))
            }
            _ => {
                let lib = &name["__builtin_".len()..];
                let fid = match self.funcs_by_name.get(lib).copied() {
                    Some(fid) => fid,
                    None => match libc_prototype(lib) {
                        Some(ft) => self.implicit_function(lib, ft, span),
                        None => {
                            return self
                                .fail(span, format!("builtin '{name}' is not supported yet"))
                        }
                    },
                };
                let fty = Type::Function(Box::new(self.m.functions[fid as usize].ty.clone()));
                let f = Expr::new(ExprKind::Func(fid), fty, span);
                let f = self.rvalue(f);
                let vals = self.lower_args(args, &[])?;
                self.call_values(f, vals, span)
            }
        }
    }

    /// `__builtin_fpclassify`/`__builtin_isnormal` on a value that may be evaluated repeatedly.
    fn fpclassify(&mut self, x: Expr, classes: Vec<Expr>, span: Span) -> R<Expr> {
        let b = |k: Builtin, a: Vec<Expr>, ty: Type| Expr::new(ExprKind::Builtin(k, a), ty, span);
        let n = classes.len() + 1;
        let fty = x.ty.clone();
        let min_normal = match fty {
            Type::Float(FloatKind::Float) => f32::MIN_POSITIVE as f64,
            // Long double's smallest normal is below f64's range; classifying through
            // double's limit is exact for every value a double can hold.
            _ => f64::MIN_POSITIVE,
        };
        let abs = b(Builtin::FAbs, vec![x.clone()], fty.clone());
        let minc = Expr::new(ExprKind::FloatConst(min_normal), fty.clone(), span);
        let int = Type::int();
        let bin = |op: BinOp, l: Expr, r: Expr| {
            Expr::new(
                ExprKind::Binary(op, Box::new(l), Box::new(r)),
                Type::int(),
                span,
            )
        };
        if n == 1 {
            let fin = b(Builtin::IsFinite, vec![x], int);
            let big = bin(BinOp::Ge, abs, minc);
            return Ok(Expr::new(
                ExprKind::LogAnd(Box::new(fin), Box::new(big)),
                Type::int(),
                span,
            ));
        }
        let cond = |c: Expr, t: Expr, e: Expr| {
            Expr::new(
                ExprKind::Cond(Box::new(c), Box::new(t), Box::new(e)),
                Type::int(),
                span,
            )
        };
        let [nan, inf, normal, sub, zero]: [Expr; 5] = classes.try_into().map_err(|_| ())?;
        let zc = Expr::new(ExprKind::FloatConst(0.0), fty.clone(), span);
        let inner = cond(bin(BinOp::Lt, abs, minc), sub, normal);
        let inner = cond(bin(BinOp::Eq, x.clone(), zc), zero, inner);
        let inner = cond(b(Builtin::IsInf, vec![x.clone()], int.clone()), inf, inner);
        Ok(cond(b(Builtin::IsNan, vec![x], int), nan, inner))
    }

    /// A pointer to a `va_list` object (what `va_start`/`va_end`/`va_copy` take).
    fn va_list_ptr(&mut self, ap: Expr, span: Span) -> R<Expr> {
        if let ExprKind::Deref(p) = ap.kind {
            return Ok(*p);
        }
        self.addr_of(ap, span)
    }
}
