//! Expressions: name resolution, C's conversions made explicit (promotions, usual arithmetic
//! conversions, decay, lvalue loads), operator typing and the diagnostics clang gives.

use xmp_frontend::ast::{self, BinaryOp, UnaryOp};
use xmp_frontend::token::{CharPrefix, FloatKind as LitFloat, IntLit};

use super::{ptrdiff_type, size_type, Lowerer, QType, Quals, Sym, R};
use crate::types::{FloatKind, FuncType, IntKind, Type};
use crate::xir::{BinOp, Block, CastKind, Expr, ExprKind, Init, Span, Stmt, StmtKind, UnOp};

/// Where an implicit (assignment-like) conversion happens: it picks clang's wording.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ConvCtx {
    Assign,
    Init,
    Pass,
    Return,
}

fn bx(e: Expr) -> Box<Expr> {
    Box::new(e)
}

pub(crate) fn int_ty(k: IntKind) -> Type {
    Type::Int(k)
}

/// An `int`/`long`... constant of the given type.
pub(crate) fn int_const(v: i128, ty: Type, span: Span) -> Expr {
    Expr::new(ExprKind::IntConst(v), ty, span)
}

impl Lowerer {
    /// Lowers an expression without the final lvalue conversion (arrays and functions do not
    /// decay, lvalues are not loaded): what `sizeof`, `&` and assignment operands need.
    pub(crate) fn expr(&mut self, e: &ast::Expr) -> R<Expr> {
        let span = e.span;
        use ast::ExprKind as K;
        match &e.kind {
            K::Ident(name) => self.ident(name, span),
            K::Int(lit) => Ok(int_const(lit.value as i128, int_lit_type(lit), span)),
            K::Float(f) => {
                let k = match f.kind {
                    LitFloat::Float => FloatKind::Float,
                    LitFloat::Double => FloatKind::Double,
                    LitFloat::LongDouble => FloatKind::LongDouble,
                    LitFloat::Half => FloatKind::Half,
                };
                let v = if k == FloatKind::Float {
                    f.value as f32 as f64
                } else {
                    f.value
                };
                if f.imaginary {
                    return Ok(Expr::new(
                        ExprKind::ComplexConst { re: 0.0, im: v },
                        Type::Complex(k),
                        span,
                    ));
                }
                if k == FloatKind::LongDouble {
                    // Keep the literal's text when an f64 cannot hold its value exactly.
                    let text = f.text.trim_end_matches(['l', 'L']).to_string();
                    if let Some(x) = super::f80::F80::parse(&text) {
                        if !x.fits_f64() {
                            return Ok(Expr::new(
                                ExprKind::LongDoubleConst(text),
                                Type::Float(k),
                                span,
                            ));
                        }
                        return Ok(Expr::new(
                            ExprKind::FloatConst(x.to_f64()),
                            Type::Float(k),
                            span,
                        ));
                    }
                }
                Ok(Expr::new(ExprKind::FloatConst(v), Type::Float(k), span))
            }
            K::Char { value, prefix } => {
                let ty = match prefix {
                    CharPrefix::Utf16 => int_ty(IntKind::UShort),
                    CharPrefix::Utf32 => int_ty(IntKind::UInt),
                    _ => Type::int(),
                };
                Ok(int_const(*value as i128, ty, span))
            }
            K::Str { bytes, prefix } => Ok(self.string_lit(bytes, *prefix, span)),
            K::Unary(op, x) => self.unary(*op, x, span),
            K::Binary(op, a, b) => self.binary(*op, a, b, span),
            K::Assign(op, a, b) => self.assign(*op, a, b, span),
            K::Cond(c, a, b) => self.cond(c, Some(a), b, span),
            K::Elvis(c, b) => self.cond(c, None, b, span),
            K::Comma(a, b) => {
                let a = self.expr(a)?;
                if !a.ty.is_void() && !has_side_effects(&a) {
                    self.warn(a.span, "left operand of comma operator has no effect");
                }
                let a = self.discard(a);
                let b = self.rvalue_expr(b)?;
                let ty = b.ty.clone();
                Ok(Expr::new(ExprKind::Comma(bx(a), bx(b)), ty, span))
            }
            K::Cast(tn, x) => self.cast(tn, x, span),
            K::Call(callee, args) => self.call(callee, args, span),
            K::Index(a, b) => self.index(a, b, span),
            K::Member { base, field, arrow } => self.member(base, field, *arrow, span),
            K::SizeofExpr(x) => {
                let x = self.expr_unevaluated(x)?;
                if let Some(Expr {
                    kind: ExprKind::Member { .. },
                    ..
                }) = Some(&x)
                {
                    if self.is_bitfield(&x) {
                        return self.fail(span, "invalid application of 'sizeof' to bit-field");
                    }
                }
                // A global array's name stands for this node's local section, which is smaller
                // than the declared type: `memset(a, 0, sizeof a)` would overrun it.
                if let Some(id) = self.aligned_of(&x) {
                    let name = self.m.xmp.arrays[id as usize].name.clone();
                    self.warn(
                        span,
                        format!("'sizeof' of global array '{name}' is its global size, but this node holds only its local section"),
                    );
                }
                let size = self.sizeof_type(&x.ty, span)?;
                if !matches!(x.ty, Type::Vla(..)) {
                    return Ok(size);
                }
                // An operand of variable length array type is evaluated (C99 6.5.3.4p2):
                // `sizeof a[k++]` increments `k`.
                let x = self.rvalue(x);
                let x = self.convert(x, &Type::Void);
                Ok(Expr::new(ExprKind::Comma(bx(x), bx(size)), size_type(), span))
            }
            K::SizeofType(tn) => {
                let t = self.type_name(tn)?;
                self.sizeof_type(&t.ty, span)
            }
            K::AlignofExpr(x) => {
                let x = self.expr_unevaluated(x)?;
                let a = self.declared_align(&x).unwrap_or_else(|| self.align_of(&x.ty));
                Ok(int_const(a as i128, size_type(), span))
            }
            K::AlignofType(tn) => {
                let t = self.type_name(tn)?;
                if matches!(t.ty, Type::Function(_)) || !self.is_complete(&t.ty) && !t.ty.is_void()
                {
                    let n = self.tname(&t.ty);
                    return self.fail(
                        span,
                        format!("invalid application of 'alignof' to an incomplete type '{n}'"),
                    );
                }
                Ok(int_const(self.align_of(&t.ty) as i128, size_type(), span))
            }
            K::CompoundLiteral(tn, items) => self.compound_literal(tn, items, span),
            K::StmtExpr(block) => self.stmt_expr(block, span),
            K::ConvertVector(v, tn) => self.convertvector(v, tn, span),
            K::BitCast(tn, v) => self.bit_cast(tn, v, span),
            K::VaArg(ap, tn) => {
                let ap = self.expr(ap)?;
                let ap = self.va_list_lvalue(ap, span)?;
                let t = self.type_name(tn)?;
                if !self.is_complete(&t.ty) {
                    let n = self.tname(&t.ty);
                    return self.fail(
                        span,
                        format!("second argument to 'va_arg' is of incomplete type '{n}'"),
                    );
                }
                Ok(Expr::new(ExprKind::VaArg(bx(ap)), t.ty, span))
            }
            K::Offsetof(tn, path) => self.offsetof(tn, path, span),
            K::TypesCompatible(a, b) => {
                let (ea, eb) = (self.enum_of_type_name(a), self.enum_of_type_name(b));
                let a = self.type_name(a)?;
                let b = self.type_name(b)?;
                // Top-level qualifiers are ignored, those below (`const char *`) are not; two
                // different enums are different types even with the same underlying type.
                let v = self.compatible(&a.ty, &b.ty)
                    && same_chain(&a.pq, &b.pq)
                    && !matches!((ea, eb), (Some(x), Some(y)) if x != y);
                Ok(int_const(v as i128, Type::int(), span))
            }
            K::Generic(ctl, assocs) => {
                let c = self.expr_unevaluated(ctl)?;
                let c = self.rvalue(c);
                // After lvalue conversion the controlling type has no qualifiers of its own;
                // those of what it points to (at every level) must match the association's.
                let cq = if matches!(c.ty, Type::Pointer(_)) {
                    self.ptr_chain(&c)
                } else {
                    vec![]
                };
                let mut default = None;
                for (tn, x) in assocs {
                    match tn {
                        None => default = Some(x),
                        Some(tn) => {
                            let t = self.type_name(tn)?;
                            if t.q == Quals::default()
                                && same_chain(&t.pq, &cq)
                                && self.compatible(&t.ty, &c.ty)
                            {
                                return self.expr(x);
                            }
                        }
                    }
                }
                match default {
                    Some(x) => self.expr(x),
                    None => {
                        let n = self.tname(&c.ty);
                        self.fail(
                            ctl.span,
                            format!("controlling expression type '{n}' not compatible with any generic association type"),
                        )
                    }
                }
            }
            K::LabelAddr(l) => {
                let id = self.label_id(&l.name, l.span)?;
                Ok(Expr::new(
                    ExprKind::LabelAddr(id),
                    Type::Pointer(Box::new(Type::Void)),
                    span,
                ))
            }
            K::Section { .. } => self.fail(
                span,
                "an XMP array section is not allowed here: sections appear only in array assignment statements (as operands of element-wise operators and built-in elemental functions), gmove and coarray references",
            ),
            // issue 6: a coindexed object as a value is a GET
            K::Coindexed { object, image } => self.coindexed_get(object, image, span),
            K::DescOf(n) => self.xmp_desc_of_expr(n, span), // issue 4
        }
    }

    /// Lowers and applies lvalue conversion, array and function decay.
    pub(crate) fn rvalue_expr(&mut self, e: &ast::Expr) -> R<Expr> {
        let x = self.expr(e)?;
        Ok(self.rvalue(x))
    }

    /// Lowers an operand that is not evaluated (`sizeof`, `typeof`). The only side statements
    /// lowering queues are VLA size evaluations, which C evaluates even there, so they stay.
    pub(crate) fn expr_unevaluated(&mut self, e: &ast::Expr) -> R<Expr> {
        self.unevaluated(|l| l.expr(e))
    }

    /// Lvalue conversion, array-to-pointer and function-to-pointer decay.
    pub(crate) fn rvalue(&mut self, e: Expr) -> Expr {
        let span = e.span;
        match &e.ty {
            Type::Array(t, _) | Type::Vla(t, _) => {
                let pt = Type::Pointer(t.clone());
                Expr::new(ExprKind::Cast(CastKind::ArrayToPtr, bx(e)), pt, span)
            }
            Type::VaList => {
                let pt = Type::Pointer(Box::new(Type::VaList));
                Expr::new(ExprKind::Cast(CastKind::ArrayToPtr, bx(e)), pt, span)
            }
            Type::Function(_) => {
                let pt = Type::Pointer(Box::new(e.ty.clone()));
                Expr::new(ExprKind::Cast(CastKind::FuncToPtr, bx(e)), pt, span)
            }
            _ if e.is_lvalue() => {
                let volatile = self.lv_quals(&e).v;
                let ty = e.ty.clone();
                Expr::new(
                    ExprKind::Load {
                        lvalue: bx(e),
                        volatile,
                    },
                    ty,
                    span,
                )
            }
            _ => e,
        }
    }

    /// An expression evaluated only for its side effects.
    pub(crate) fn discard(&mut self, e: Expr) -> Expr {
        if e.ty.is_void() {
            e
        } else {
            self.rvalue(e)
        }
    }

    /// The qualifiers of the object an lvalue designates, as far as sema tracks them.
    pub(crate) fn lv_quals(&self, e: &Expr) -> Quals {
        self.lv_chain(e).first().copied().unwrap_or_default()
    }

    /// The qualifier chain of the object an lvalue designates (its own qualifiers, then those
    /// of what it points to, ...), as far as sema can follow it.
    pub(crate) fn lv_chain(&self, e: &Expr) -> Vec<Quals> {
        match &e.kind {
            ExprKind::Local(id) => self
                .f
                .as_ref()
                .and_then(|f| f.local_quals.get(*id as usize))
                .cloned()
                .unwrap_or_default(),
            ExprKind::Global(id) => self
                .ginfo
                .get(*id as usize)
                .map(|g| g.chain.clone())
                .unwrap_or_default(),
            ExprKind::Member { base, field } => {
                let mut c = match &base.ty {
                    Type::Struct(s) => self
                        .field_quals
                        .get(&(*s, *field))
                        .cloned()
                        .unwrap_or_default(),
                    _ => vec![],
                };
                if c.is_empty() {
                    c.push(Quals::default());
                }
                c[0] = c[0].union(self.lv_quals(base));
                c
            }
            ExprKind::Deref(p) => self.ptr_chain(p),
            _ => vec![],
        }
    }

    /// For a pointer rvalue: the qualifier chain of what it points to.
    pub(crate) fn ptr_chain(&self, e: &Expr) -> Vec<Quals> {
        let tail = |c: Vec<Quals>| c.get(1..).map(|s| s.to_vec()).unwrap_or_default();
        match &e.kind {
            ExprKind::Load { lvalue, .. } => tail(self.lv_chain(lvalue)),
            ExprKind::Cast(CastKind::ArrayToPtr, x) => tail(self.lv_chain(x)),
            ExprKind::AddrOf(x) => self.lv_chain(x),
            ExprKind::PtrAdd(p, _) | ExprKind::Comma(_, p) => self.ptr_chain(p),
            ExprKind::Cast(CastKind::PtrToPtr | CastKind::IntToPtr, _) => self
                .cast_chains
                .get(&e.span)
                .map(|c| tail(c.clone()))
                .unwrap_or_default(),
            ExprKind::Assign { lhs, .. } | ExprKind::CompoundAssign { lhs, .. } => {
                tail(self.lv_chain(lhs))
            }
            ExprKind::IncDec { lvalue, .. } => tail(self.lv_chain(lvalue)),
            ExprKind::Call { callee, .. } => match &callee.kind {
                ExprKind::Cast(CastKind::FuncToPtr, f) => match f.kind {
                    ExprKind::Func(id) => self
                        .finfo
                        .get(id as usize)
                        .map(|i| tail(i.ret_chain.clone()))
                        .unwrap_or_default(),
                    _ => vec![],
                },
                _ => vec![],
            },
            ExprKind::Cond(_, a, b) => {
                let (x, y) = (self.ptr_chain(a), self.ptr_chain(b));
                let n = x.len().max(y.len());
                (0..n)
                    .map(|i| {
                        x.get(i)
                            .copied()
                            .unwrap_or_default()
                            .union(y.get(i).copied().unwrap_or_default())
                    })
                    .collect()
            }
            _ => vec![],
        }
    }

    fn ident(&mut self, name: &str, span: Span) -> R<Expr> {
        match self.lookup(name).cloned() {
            Some(Sym::Local { id }) => {
                self.omp_note_use(id, name, span);
                Ok(Expr::new(ExprKind::Local(id), self.local_ty(id), span))
            }
            Some(Sym::Global { id }) => {
                // issue 6: the name of a coarray is this image's symmetric copy
                if let Some(e) = self.coarray_ref(id, span) {
                    return Ok(e);
                }
                let ty = self.m.globals[id as usize].ty.clone();
                self.omp_note_global(id, name, span);
                self.xmp.named_globals.insert(id);
                Ok(Expr::new(ExprKind::Global(id), ty, span))
            }
            Some(Sym::Func(id)) => {
                if let Some(r) = self.overloaded_address(name, None, span) {
                    return r;
                }
                let ty = Type::Function(Box::new(self.m.functions[id as usize].ty.clone()));
                Ok(Expr::new(ExprKind::Func(id), ty, span))
            }
            Some(Sym::EnumConst(v)) => {
                let ty = if v >= i32::MIN as i128 && v <= i32::MAX as i128 {
                    Type::int()
                } else if v <= i64::MAX as i128 {
                    int_ty(IntKind::Long)
                } else {
                    int_ty(IntKind::ULong)
                };
                Ok(int_const(v, ty, span))
            }
            Some(Sym::Typedef(_)) => self.fail(
                span,
                format!("unexpected type name '{name}': expected expression"),
            ),
            Some(Sym::Nodes(_)) => self.fail(
                span,
                format!("node array '{name}' cannot be used in an expression"),
            ),
            Some(Sym::Template(_)) => self.fail(
                span,
                format!("template '{name}' cannot be used in an expression"),
            ),
            Some(Sym::Param) => {
                if self.param_opaque > 0 {
                    self.param_ref = true;
                    Err(())
                } else {
                    self.fail(
                        span,
                        format!("use of parameter '{name}' outside function body is not supported"),
                    )
                }
            }
            None => match name {
                "__func__" | "__FUNCTION__" | "__PRETTY_FUNCTION__" => {
                    let text = match &self.f {
                        Some(f) if name == "__PRETTY_FUNCTION__" => f.pretty.clone(),
                        Some(f) => f.name.clone(),
                        None => {
                            self.warn(span, "predefined identifier is only valid inside function");
                            String::new()
                        }
                    };
                    Ok(self.string_lit(text.as_bytes(), CharPrefix::None, span))
                }
                _ => self.fail(span, format!("use of undeclared identifier '{name}'")),
            },
        }
    }

    /// A string literal: an lvalue array including the terminator.
    pub(crate) fn string_lit(&mut self, bytes: &[u8], prefix: CharPrefix, span: Span) -> Expr {
        let (elem, data) = encode_string(bytes, prefix);
        let n = data.len() as u64 / self.size_of(&elem).unwrap_or(1);
        Expr::new(
            ExprKind::StringLit(data),
            Type::Array(Box::new(elem), Some(n)),
            span,
        )
    }

    fn sizeof_type(&mut self, ty: &Type, span: Span) -> R<Expr> {
        if let Some(s) = self.size_of(ty) {
            return Ok(int_const(s as i128, size_type(), span));
        }
        match ty {
            t if is_variably_modified(t) => Ok(Expr::new(
                ExprKind::VlaSizeof(ty.clone()),
                size_type(),
                span,
            )),
            // GNU: sizeof(void) and sizeof(function) are 1.
            Type::Void | Type::Function(_) => Ok(int_const(1, size_type(), span)),
            _ => {
                let n = self.tname(ty);
                self.fail(
                    span,
                    format!("invalid application of 'sizeof' to an incomplete type '{n}'"),
                )
            }
        }
    }

    pub(crate) fn is_bitfield(&self, e: &Expr) -> bool {
        if let ExprKind::Member { base, field } = &e.kind {
            if let Type::Struct(s) = &base.ty {
                return self
                    .m
                    .structs
                    .get(*s as usize)
                    .and_then(|d| d.fields.get(*field as usize))
                    .is_some_and(|f| f.bitfield.is_some());
            }
        }
        false
    }

    // ----- conversions -----

    /// Converts an rvalue to `to`, choosing the cast kind (no diagnostics: callers check).
    pub(crate) fn convert(&self, e: Expr, to: &Type) -> Expr {
        if &e.ty == to {
            return e;
        }
        let span = e.span;
        let kind = match (&e.ty, to) {
            (_, Type::Void) => CastKind::ToVoid,
            (_, Type::Int(IntKind::Bool)) => CastKind::ToBool,
            (Type::Int(_), Type::Int(_)) => CastKind::IntToInt,
            (Type::Int(_), Type::Float(_)) => CastKind::IntToFloat,
            (Type::Float(_), Type::Int(_)) => CastKind::FloatToInt,
            (Type::Float(_), Type::Float(_)) => CastKind::FloatToFloat,
            (Type::Pointer(_), Type::Int(_)) => CastKind::PtrToInt,
            (Type::Int(_), Type::Pointer(_)) => CastKind::IntToPtr,
            (Type::Pointer(_), Type::Pointer(_)) => CastKind::PtrToPtr,
            (Type::Complex(_), _) | (_, Type::Complex(_)) => CastKind::Complex,
            // Same struct, or types sema has already rejected.
            _ => {
                return Expr {
                    ty: to.clone(),
                    ..e
                }
            }
        };
        Expr::new(ExprKind::Cast(kind, bx(e)), to.clone(), span)
    }

    /// The promoted type of a bit-field lvalue: `int` when narrower than `int` (whatever the
    /// declared type, as clang does), `unsigned int` for a 32-bit unsigned one.
    pub(crate) fn bitfield_promotion(&self, lv: &Expr) -> Option<Type> {
        let ExprKind::Member { base, field } = &lv.kind else {
            return None;
        };
        let Type::Struct(s) = &base.ty else {
            return None;
        };
        let f = self
            .m
            .structs
            .get(*s as usize)?
            .fields
            .get(*field as usize)?;
        let bf = f.bitfield?;
        let Type::Int(k) = f.ty else { return None };
        if bf.width < 32 || (bf.width == 32 && k.is_signed()) {
            Some(Type::int())
        } else if bf.width == 32 {
            Some(Type::Int(IntKind::UInt))
        } else {
            None
        }
    }

    /// The bit-field lvalue whose value `e` is, seen through what clang sees through when it
    /// promotes: a comma's right operand, an assignment's or prefix `++`/`--`'s target (their
    /// value is the stored bit-field value). `(k, s.bf)` then promotes like `s.bf` does.
    fn source_bitfield<'e>(&self, e: &'e Expr) -> Option<&'e Expr> {
        match &e.kind {
            ExprKind::Load { lvalue, .. } => Some(lvalue),
            ExprKind::Comma(_, b) => self.source_bitfield(b),
            ExprKind::Assign { lhs, .. } | ExprKind::CompoundAssign { lhs, .. } => Some(lhs),
            ExprKind::IncDec {
                lvalue,
                prefix: true,
                ..
            } => Some(lvalue),
            _ => None,
        }
    }

    /// Integer promotion (bit-fields narrower than int promote to int as well).
    pub(crate) fn promote(&self, e: Expr) -> Expr {
        if let Some(t) = self
            .source_bitfield(&e)
            .and_then(|lv| self.bitfield_promotion(lv))
        {
            return self.convert(e, &t);
        }
        match &e.ty {
            Type::Int(k) if k.rank() < IntKind::Int.rank() => self.convert(e, &Type::int()),
            _ => e,
        }
    }

    pub(crate) fn promoted_type(ty: &Type) -> Type {
        match ty {
            Type::Int(k) if k.rank() < IntKind::Int.rank() => Type::int(),
            t => t.clone(),
        }
    }

    /// The common type of the usual arithmetic conversions.
    pub(crate) fn uac(a: &Type, b: &Type) -> Type {
        // `__fp16` is a storage format: arithmetic on it is done in `float`.
        match Self::uac_raw(a, b) {
            Type::Float(FloatKind::Fp16) => Type::Float(FloatKind::Float),
            t => t,
        }
    }

    fn uac_raw(a: &Type, b: &Type) -> Type {
        match (a, b) {
            (Type::Complex(x), Type::Complex(y)) => Type::Complex(fmax(*x, *y)),
            (Type::Complex(x), Type::Float(y)) | (Type::Float(y), Type::Complex(x)) => {
                Type::Complex(fmax(*x, *y))
            }
            (Type::Complex(x), _) | (_, Type::Complex(x)) => Type::Complex(*x),
            (Type::Float(x), Type::Float(y)) => Type::Float(fmax(*x, *y)),
            (Type::Float(x), _) | (_, Type::Float(x)) => Type::Float(*x),
            _ => {
                let a = Self::promoted_type(a);
                let b = Self::promoted_type(b);
                let (Type::Int(x), Type::Int(y)) = (&a, &b) else {
                    return a;
                };
                let (x, y) = (*x, *y);
                if x == y {
                    return a;
                }
                if x.is_signed() == y.is_signed() {
                    return if x.rank() >= y.rank() { a } else { b };
                }
                let (s, u) = if x.is_signed() { (x, y) } else { (y, x) };
                if u.rank() >= s.rank() {
                    Type::Int(u)
                } else if s.bits() > u.bits() {
                    Type::Int(s)
                } else {
                    Type::Int(to_unsigned(s))
                }
            }
        }
    }

    /// Default argument promotions (variadic and unprototyped calls).
    pub(crate) fn default_promote(&self, e: Expr) -> Expr {
        match &e.ty {
            Type::Float(FloatKind::Float) => self.convert(e, &Type::Float(FloatKind::Double)),
            _ => self.promote(e),
        }
    }

    /// Null pointer constant: an integer constant 0, or one cast to `void *`.
    pub(crate) fn is_null_const(&self, e: &Expr) -> bool {
        match &e.ty {
            Type::Int(_) => self.const_int(e) == Some(0),
            Type::Pointer(t) if t.is_void() => match &e.kind {
                ExprKind::Cast(CastKind::IntToPtr, x) => self.const_int(x) == Some(0),
                ExprKind::Cast(CastKind::PtrToPtr, x) => self.is_null_const(x),
                _ => false,
            },
            _ => false,
        }
    }

    /// Type compatibility (C99 6.2.7), with incomplete arrays and unprototyped functions.
    /// The alignment a declaration gave the object or function that `e` names
    /// (`__attribute__((aligned(n)))`, `_Alignas`), as `__alignof__` reports it.
    fn declared_align(&self, e: &Expr) -> Option<u64> {
        let declared = match &e.kind {
            ExprKind::Global(id) => self.m.globals.get(*id as usize)?.align,
            ExprKind::Local(id) => self.f.as_ref()?.locals.get(*id as usize)?.align,
            ExprKind::Func(id) => return self.m.functions.get(*id as usize)?.attrs.align,
            _ => None,
        }?;
        Some(declared.max(self.align_of(&e.ty)))
    }

    /// The enum that the specifiers of a type name denote (`enum E`, a typedef of one,
    /// `typeof` of either): the base of its derivations, whose identity `Type` does not keep.
    fn enum_of_type_name(&self, tn: &ast::TypeName) -> Option<String> {
        self.enum_name_of(&tn.specs).or_else(|| {
            tn.specs.type_specs.iter().find_map(|(t, _)| match t {
                ast::TypeSpec::TypeofType(inner) => self.enum_of_type_name(inner),
                _ => None,
            })
        })
    }

    pub(crate) fn compatible(&self, a: &Type, b: &Type) -> bool {
        match (a, b) {
            (Type::Vector(x, n, _), Type::Vector(y, m, _)) => x == y && n == m,
            (Type::Pointer(x), Type::Pointer(y)) => self.compatible(x, y),
            (Type::Array(x, n), Type::Array(y, m)) => {
                self.compatible(x, y) && (n.is_none() || m.is_none() || n == m)
            }
            (Type::Vla(x, _), Type::Array(y, _))
            | (Type::Array(x, _), Type::Vla(y, _))
            | (Type::Vla(x, _), Type::Vla(y, _)) => self.compatible(x, y),
            (Type::Function(f), Type::Function(g)) => {
                if !self.compatible(&f.ret, &g.ret) {
                    return false;
                }
                if f.no_prototype || g.no_prototype {
                    return true;
                }
                f.variadic == g.variadic
                    && f.params.len() == g.params.len()
                    && f.params
                        .iter()
                        .zip(&g.params)
                        .all(|(x, y)| self.compatible(x, y))
            }
            _ => a == b,
        }
    }

    /// Implicit conversion as by assignment, with clang's diagnostics.
    pub(crate) fn assign_convert(
        &mut self,
        e: Expr,
        to: &Type,
        ctx: ConvCtx,
        span: Span,
    ) -> R<Expr> {
        let target = self.conv_target.take();
        let from = e.ty.clone();
        if &from == to && !matches!(to, Type::Pointer(_)) {
            return Ok(e);
        }
        let mut from_chain = vec![Quals::default()];
        from_chain.extend(self.ptr_chain(&e));
        let mut to_chain = target.clone().unwrap_or_default();
        if let Some(q) = to_chain.first_mut() {
            // The target object's own qualifiers do not belong to the converted value.
            *q = Quals::default();
        }
        let (to_name, from_name) = (
            self.qualified_name(to, &to_chain),
            self.qualified_name(&from, &from_chain),
        );
        let msg = |_: &Lowerer, what: &str| conv_msg(ctx, what, &to_name, &from_name);
        if from.is_vector() && to.is_vector() && self.size_of(&from) == self.size_of(to) {
            return Ok(self.vector_bitcast(e, to));
        }
        match (to, &from) {
            (t, f) if t.is_arithmetic() && f.is_arithmetic() => {
                self.constant_conversion_warning(&e, to);
                Ok(self.convert(e, to))
            }
            (Type::Int(IntKind::Bool), Type::Pointer(_)) => Ok(self.convert(e, to)),
            (Type::Pointer(pt), Type::Pointer(pf)) => {
                // `void *` converts to and from any object or function pointer (GNU C allows
                // function pointers silently).
                let ok = pt.is_void() || pf.is_void() || self.compatible(pt, pf);
                if !ok {
                    if let (Type::Int(a), Type::Int(b)) = (&**pt, &**pf) {
                        if a.size() == b.size() {
                            let plain = |k: &IntKind| *k == IntKind::Char;
                            let what = if plain(a) != plain(b) {
                                "converts between pointers to integer types where one is of the unique plain 'char' type and the other is not"
                            } else {
                                "converts between pointers to integer types with different sign"
                            };
                            let m = conv_msg(ctx, "", &to_name, &from_name);
                            self.warn(span, format!("{} {what}", m.trim_start()));
                            return Ok(self.convert(e, to));
                        }
                    }
                    let what =
                        if matches!(**pt, Type::Function(_)) && matches!(**pf, Type::Function(_)) {
                            "incompatible function pointer types"
                        } else {
                            "incompatible pointer types"
                        };
                    // An error by default in clang; `-Wno-error=..`/`-Wno-..` let it pass
                    // as a conversion.
                    let m = msg(self, what);
                    self.default_error(span, m);
                    return Ok(self.convert(e, to));
                }
                if target.is_some() {
                    let (fq, tq) = (
                        from_chain.get(1).copied().unwrap_or_default(),
                        to_chain.get(1).copied().unwrap_or_default(),
                    );
                    if (fq.c && !tq.c) || (fq.v && !tq.v) {
                        let m = conv_msg(ctx, "", &to_name, &from_name);
                        self.warn(span, format!("{} discards qualifiers", m.trim_start()));
                    }
                }
                Ok(self.convert(e, to))
            }
            (Type::Pointer(_), Type::Int(_)) => {
                if self.is_null_const(&e) {
                    return Ok(self.convert(e, to));
                }
                let m = msg(self, "incompatible integer to pointer conversion");
                self.default_error(span, m);
                Ok(self.convert(e, to))
            }
            (Type::Int(_), Type::Pointer(_)) => {
                let m = msg(self, "incompatible pointer to integer conversion");
                self.default_error(span, m);
                Ok(self.convert(e, to))
            }
            (Type::Struct(a), Type::Struct(b)) if a == b => Ok(e),
            _ => {
                let (t, f) = (to_name.clone(), from_name.clone());
                let m = match ctx {
                    ConvCtx::Assign => format!("assigning to '{t}' from incompatible type '{f}'"),
                    ConvCtx::Init => {
                        format!("initializing '{t}' with an expression of incompatible type '{f}'")
                    }
                    ConvCtx::Pass => {
                        format!("passing '{f}' to parameter of incompatible type '{t}'")
                    }
                    ConvCtx::Return => {
                        format!(
                            "returning '{f}' from a function with incompatible result type '{t}'"
                        )
                    }
                };
                self.fail(span, m)
            }
        }
    }

    /// clang's -Wconstant-conversion / -Wliteral-conversion: a constant whose value the
    /// implicit conversion changes.
    fn constant_conversion_warning(&mut self, e: &Expr, to: &Type) {
        let (from, to_n) = (self.tname(&e.ty), self.tname(to));
        if let Type::Float(fk) = to {
            // -Wimplicit-const-int-float-conversion
            if let (true, Some(v)) = (e.ty.is_integer(), self.const_int(e)) {
                let unsigned = matches!(e.ty, Type::Int(k) if !k.is_signed());
                let back = match fk {
                    FloatKind::Float => {
                        let f = if unsigned { v as u128 as f32 } else { v as f32 };
                        f as f64
                    }
                    _ => {
                        if unsigned {
                            v as u128 as f64
                        } else {
                            v as f64
                        }
                    }
                };
                if *fk != FloatKind::LongDouble && back.is_finite() && back as i128 != v {
                    self.warn(
                        e.span,
                        format!("implicit conversion from '{from}' to '{to_n}' changes value from {v} to {back:.0}"),
                    );
                }
            }
            return;
        }
        let Type::Int(k) = to else { return };
        if *k == IntKind::Bool {
            if let ExprKind::FloatConst(v) = e.kind {
                if v != 0.0 && v != 1.0 {
                    self.warn(e.span, format!("implicit conversion from '{from}' to '_Bool' changes value from {v} to true"));
                }
            }
            return;
        }
        if e.ty.is_integer() {
            let Some(v) = self.const_int(e) else { return };
            let bits = k.bits();
            if bits >= 128 {
                return;
            }
            let fits_signed = v >= -(1i128 << (bits - 1)) && v < (1i128 << (bits - 1));
            let fits_unsigned = v >= 0 && v < (1i128 << bits);
            let bad = if k.is_signed() {
                !fits_signed
            } else {
                !(fits_unsigned || v < 0 && fits_signed)
            };
            if bad {
                let nv = super::consteval::wrap(v, to);
                self.warn(e.span, format!("implicit conversion from '{from}' to '{to_n}' changes value from {v} to {nv}"));
            }
        } else if let ExprKind::FloatConst(v) = e.kind {
            let t = v.trunc();
            if t != v && v.is_finite() {
                self.warn(e.span, format!("implicit conversion from '{from}' to '{to_n}' changes value from {v} to {t}"));
            }
        }
    }

    /// clang's -Wunused-value/-Wunused-comparison for an expression statement.
    pub(crate) fn unused_value_warning(&mut self, x: &Expr) {
        if x.ty.is_void() {
            return;
        }
        // As clang: judged by the outermost operation (`*p++;` still discards a value).
        match &x.kind {
            ExprKind::Assign { .. }
            | ExprKind::CompoundAssign { .. }
            | ExprKind::IncDec { .. }
            | ExprKind::Call { .. }
            | ExprKind::StmtExpr { .. }
            | ExprKind::VaArg(_)
            | ExprKind::Builtin(..)
            | ExprKind::CoPut { .. }
            | ExprKind::Cond(..) => return,
            ExprKind::Comma(_, b) => return self.unused_value_warning(b),
            ExprKind::Cast(k, inner) if *k != CastKind::ToVoid => {
                return self.unused_value_warning(inner)
            }
            ExprKind::LogAnd(_, b) | ExprKind::LogOr(_, b) if has_side_effects(b) => return,
            _ if x.is_lvalue() && self.lv_quals(x).v => return,
            ExprKind::Load { volatile: true, .. } => return,
            _ => {}
        }
        let m = match &x.kind {
            // `a, b;` was diagnosed on its left operand; clang also flags the right one.
            ExprKind::Binary(BinOp::Eq, ..) => {
                "equality comparison result unused [-Wunused-comparison]"
            }
            ExprKind::Binary(BinOp::Ne, ..) => {
                "inequality comparison result unused [-Wunused-comparison]"
            }
            ExprKind::Binary(BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge, ..) => {
                "relational comparison result unused [-Wunused-comparison]"
            }
            _ => "expression result unused [-Wunused-value]",
        };
        self.warn(x.span, m);
    }

    /// Checks that a scalar is usable as a condition.
    pub(crate) fn condition(&mut self, e: &ast::Expr) -> R<Expr> {
        let c = self.rvalue_expr(e)?;
        if !c.ty.is_scalar() {
            let n = self.tname(&c.ty);
            return self.fail(
                e.span,
                format!("statement requires expression of scalar type ('{n}' invalid)"),
            );
        }
        Ok(c)
    }

    // ----- operators -----

    fn unary(&mut self, op: UnaryOp, x: &ast::Expr, span: Span) -> R<Expr> {
        match op {
            UnaryOp::Plus | UnaryOp::Minus | UnaryOp::BitNot | UnaryOp::Not => {
                let v = self.rvalue_expr(x)?;
                if v.ty.is_vector() {
                    return self.vector_unary(op, v, span);
                }
                self.unary_scalar(op, v, span)
            }
            _ => self.unary_other(op, x, span),
        }
    }

    fn unary_scalar(&mut self, op: UnaryOp, v: Expr, span: Span) -> R<Expr> {
        match op {
            UnaryOp::Plus | UnaryOp::Minus | UnaryOp::BitNot => {
                let ok = if op == UnaryOp::BitNot {
                    v.ty.is_integer() || matches!(v.ty, Type::Complex(_))
                } else {
                    v.ty.is_arithmetic()
                };
                if !ok {
                    let n = self.tname(&v.ty);
                    return self.fail(
                        span,
                        format!("invalid argument type '{n}' to unary expression"),
                    );
                }
                let v = self.promote(v);
                let ty = v.ty.clone();
                Ok(match op {
                    UnaryOp::Plus => v,
                    UnaryOp::Minus => Expr::new(ExprKind::Unary(UnOp::Neg, bx(v)), ty, span),
                    _ => Expr::new(ExprKind::Unary(UnOp::BitNot, bx(v)), ty, span),
                })
            }
            _ => {
                if !v.ty.is_scalar() {
                    let n = self.tname(&v.ty);
                    return self.fail(
                        span,
                        format!("invalid argument type '{n}' to unary expression"),
                    );
                }
                Ok(Expr::new(
                    ExprKind::Unary(UnOp::Not, bx(v)),
                    Type::int(),
                    span,
                ))
            }
        }
    }

    fn unary_other(&mut self, op: UnaryOp, x: &ast::Expr, span: Span) -> R<Expr> {
        match op {
            UnaryOp::Deref => {
                let p = self.rvalue_expr(x)?;
                self.deref(p, span)
            }
            UnaryOp::AddrOf => {
                let v = self.expr(x)?;
                self.addr_of(v, span)
            }
            UnaryOp::PreInc | UnaryOp::PreDec | UnaryOp::PostInc | UnaryOp::PostDec => {
                // issue 6
                if let ast::ExprKind::Coindexed { object, image } = &x.kind {
                    let inc = matches!(op, UnaryOp::PreInc | UnaryOp::PostInc);
                    let prefix = matches!(op, UnaryOp::PreInc | UnaryOp::PreDec);
                    return self.coindexed_incdec(inc, prefix, object, image, span);
                }
                self.mark_store_target(x, span, true);
                let v = self.expr(x);
                self.usage.store_only.set(false);
                let v = v?;
                self.check_assignable(&v, span)?;
                match &v.ty {
                    t if t.is_arithmetic() => {}
                    Type::Pointer(p) => self.check_ptr_arith(p, span)?,
                    t => {
                        let n = self.tname(t);
                        return self.fail(span, format!("cannot increment value of type '{n}'"));
                    }
                }
                let volatile = self.lv_quals(&v).v;
                let ty = v.ty.clone();
                let inc = matches!(op, UnaryOp::PreInc | UnaryOp::PostInc);
                let prefix = matches!(op, UnaryOp::PreInc | UnaryOp::PreDec);
                Ok(Expr::new(
                    ExprKind::IncDec {
                        lvalue: bx(v),
                        inc,
                        prefix,
                        volatile,
                    },
                    ty,
                    span,
                ))
            }
            UnaryOp::Real | UnaryOp::Imag => {
                let v = self.expr(x)?;
                self.complex_part(v, op == UnaryOp::Imag, span)
            }
            UnaryOp::Plus | UnaryOp::Minus | UnaryOp::BitNot | UnaryOp::Not => {
                unreachable!("handled by unary")
            }
        }
    }

    /// GNU `__real__`/`__imag__`: for a complex lvalue, an lvalue of the part (complex values
    /// are laid out as `{re, im}`); for a complex rvalue, the part's value; for a real
    /// operand, the operand itself or zero.
    pub(crate) fn complex_part(&mut self, v: Expr, imag: bool, span: Span) -> R<Expr> {
        match v.ty.clone() {
            Type::Complex(k) => {
                let ft = Type::Float(k);
                if !imag && !v.is_lvalue() {
                    return Ok(Expr::new(
                        ExprKind::Cast(CastKind::Complex, bx(v)),
                        ft,
                        span,
                    ));
                }
                let part = |l: &mut Lowerer, lv: Expr| -> R<Expr> {
                    let p = l.addr_of(lv, span)?;
                    let fp = Expr::new(
                        ExprKind::Cast(CastKind::PtrToPtr, bx(p)),
                        Type::Pointer(Box::new(ft.clone())),
                        span,
                    );
                    let idx = int_const(imag as i128, ptrdiff_type(), span);
                    let at = Expr::new(
                        ExprKind::PtrAdd(bx(fp), bx(idx)),
                        Type::Pointer(Box::new(ft.clone())),
                        span,
                    );
                    Ok(Expr::new(ExprKind::Deref(bx(at)), ft.clone(), span))
                };
                if v.is_lvalue() {
                    return part(self, v);
                }
                // An rvalue: spill it to a hidden local and read the part there.
                self.spill(v, span, |l, local| {
                    let lv = part(l, local)?;
                    Ok(l.rvalue(lv))
                })
            }
            t if t.is_arithmetic() => {
                if !imag {
                    return Ok(v);
                }
                let v = self.discard(v);
                let zero = if t.is_integer() {
                    int_const(0, t.clone(), span)
                } else {
                    Expr::new(ExprKind::FloatConst(0.0), t.clone(), span)
                };
                if is_pure(&v) {
                    return Ok(zero);
                }
                Ok(Expr::new(ExprKind::Comma(bx(v), bx(zero)), t, span))
            }
            t => {
                let n = self.tname(&t);
                let w = if imag { "__imag" } else { "__real" };
                self.fail(span, format!("invalid type '{n}' to {w} operator"))
            }
        }
    }

    /// `creal`/`cimag`/`conj` (and their `f`/`l` forms) of `<complex.h>`, which clang expands
    /// inline as builtins (no libm call), when they are library declarations.
    fn complex_library_call(
        &mut self,
        callee: &ast::Expr,
        args: &[ast::Expr],
        span: Span,
    ) -> Option<R<Expr>> {
        let ast::ExprKind::Ident(name) = &callee.kind else {
            return None;
        };
        let which = match name.as_str() {
            "creal" | "crealf" | "creall" => 0,
            "cimag" | "cimagf" | "cimagl" => 1,
            "conj" | "conjf" | "conjl" => 2,
            _ => return None,
        };
        if args.len() != 1 {
            return None;
        }
        let Some(Sym::Func(fid)) = self.lookup(name).cloned() else {
            return None;
        };
        let f = self.m.functions.get(fid as usize)?;
        if f.body.is_some() {
            return None;
        }
        let pt = f.ty.params.first().cloned()?;
        if !matches!(pt, Type::Complex(_)) {
            return None;
        }
        Some((|| {
            let v = self.rvalue_expr(&args[0])?;
            let v = self.assign_convert(v, &pt, ConvCtx::Pass, args[0].span)?;
            match which {
                0 => self.complex_part(v, false, span),
                1 => self.complex_part(v, true, span),
                _ => self.conj(v, span),
            }
        })())
    }

    /// The complex conjugate: the value with its imaginary part negated (through a hidden
    /// local).
    pub(crate) fn conj(&mut self, v: Expr, span: Span) -> R<Expr> {
        if self.f.is_none() {
            return self.fail(span, "initializer element is not a compile-time constant");
        }
        let ty = v.ty.clone();
        let id = self.new_local(".tmp", ty.clone(), Quals::default(), span);
        let l = Expr::new(ExprKind::Local(id), ty.clone(), span);
        let im = self.complex_part(l.clone(), true, span)?;
        let cur = self.rvalue(im.clone());
        let fty = cur.ty.clone();
        let neg = Expr::new(ExprKind::Unary(UnOp::Neg, bx(cur)), fty.clone(), span);
        let set = Expr::new(
            ExprKind::Assign {
                lhs: bx(im),
                rhs: bx(neg),
                volatile: false,
            },
            fty,
            span,
        );
        let decl = Stmt {
            kind: StmtKind::Decl {
                local: id,
                init: Some(Init::Expr(v)),
            },
            span,
        };
        let flip = Stmt {
            kind: StmtKind::Expr(set),
            span,
        };
        let result = Expr::new(
            ExprKind::Load {
                lvalue: bx(l),
                volatile: false,
            },
            ty.clone(),
            span,
        );
        Ok(Expr::new(
            ExprKind::StmtExpr {
                body: Block {
                    stmts: vec![decl, flip],
                },
                result: Some(bx(result)),
            },
            ty,
            span,
        ))
    }

    pub(crate) fn deref(&mut self, p: Expr, span: Span) -> R<Expr> {
        match p.ty.clone() {
            Type::Pointer(t) => Ok(Expr::new(ExprKind::Deref(bx(p)), *t, span)),
            t => {
                let n = self.tname(&t);
                self.fail(
                    span,
                    format!("indirection requires pointer operand ('{n}' invalid)"),
                )
            }
        }
    }

    pub(crate) fn addr_of(&mut self, v: Expr, span: Span) -> R<Expr> {
        if let Type::Function(_) = v.ty {
            if let ExprKind::Deref(p) = v.kind {
                return Ok(*p);
            }
            let pt = Type::Pointer(Box::new(v.ty.clone()));
            return Ok(Expr::new(
                ExprKind::Cast(CastKind::FuncToPtr, bx(v)),
                pt,
                span,
            ));
        }
        if !v.is_lvalue() {
            let n = self.tname(&v.ty);
            return self.fail(
                span,
                format!("cannot take the address of an rvalue of type '{n}'"),
            );
        }
        if self.is_bitfield(&v) {
            return self.fail(span, "address of bit-field requested");
        }
        if let ExprKind::Local(id) = v.kind {
            if self.f.as_ref().is_some_and(|f| f.register.contains(&id)) {
                return self.fail(span, "address of register variable requested");
            }
        }
        let pt = Type::Pointer(Box::new(v.ty.clone()));
        if let ExprKind::Deref(p) = v.kind {
            // `&*p` is `p` (C99 6.5.3.2), retyped when `p` was a decayed array.
            return Ok(Expr { ty: pt, ..*p });
        }
        Ok(Expr::new(ExprKind::AddrOf(bx(v)), pt, span))
    }

    fn check_ptr_arith(&mut self, pointee: &Type, span: Span) -> R<()> {
        match pointee {
            Type::Void | Type::Function(_) => Ok(()),
            t if self.is_complete(t) => Ok(()),
            t => {
                let n = self.tname(t);
                self.fail(
                    span,
                    format!("arithmetic on a pointer to an incomplete type '{n}'"),
                )
            }
        }
    }

    /// Checks that `v` is a modifiable lvalue.
    pub(crate) fn check_assignable(&mut self, v: &Expr, span: Span) -> R<()> {
        if !v.is_lvalue() || matches!(v.kind, ExprKind::StringLit(_)) {
            return self.fail(span, "expression is not assignable");
        }
        if matches!(v.ty, Type::Array(..) | Type::Vla(..)) {
            let n = self.tname(&v.ty);
            return self.fail(span, format!("array type '{n}' is not assignable"));
        }
        if matches!(v.ty, Type::Function(_)) {
            return self.fail(span, "expression is not assignable");
        }
        let q = self.lv_quals(v);
        if q.c {
            // issue 6: a const coarray (or an element of one), named like a variable
            if let Some(m) = self.coarray_const_message(v) {
                return self.fail(span, m);
            }
            let tn = self.qtname(&QType {
                ty: v.ty.clone(),
                q,
                pq: vec![],
            });
            // An element of a const array object: clang names the array variable.
            if let Some(root) = const_array_root(v) {
                let rq = self.lv_quals(root);
                if rq.c {
                    let name = match &root.kind {
                        ExprKind::Local(id) => {
                            self.f.as_ref().map(|f| f.locals[*id as usize].name.clone())
                        }
                        ExprKind::Global(id) => Some(self.m.globals[*id as usize].name.clone()),
                        _ => None,
                    };
                    if let Some(name) = name {
                        let tn = self.qtname(&QType {
                            ty: root.ty.clone(),
                            q: rq,
                            pq: vec![],
                        });
                        return self.fail(span, format!("cannot assign to variable '{name}' with const-qualified type '{tn}'"));
                    }
                }
            }
            let m = match &v.kind {
                ExprKind::Local(id) => {
                    let name = self
                        .f
                        .as_ref()
                        .map(|f| f.locals[*id as usize].name.clone())
                        .unwrap_or_default();
                    format!("cannot assign to variable '{name}' with const-qualified type '{tn}'")
                }
                ExprKind::Global(id) => {
                    let name = self.m.globals[*id as usize].name.clone();
                    format!("cannot assign to variable '{name}' with const-qualified type '{tn}'")
                }
                ExprKind::Member { base, field } => {
                    let name = match &base.ty {
                        Type::Struct(s) => self.m.structs[*s as usize].fields[*field as usize]
                            .name
                            .clone(),
                        _ => String::new(),
                    };
                    format!("cannot assign to non-static data member '{name}' with const-qualified type '{tn}'")
                }
                _ => "read-only variable is not assignable".to_string(),
            };
            return self.fail(span, m);
        }
        if let Type::Struct(s) = v.ty {
            if !self.m.structs[s as usize].complete {
                let n = self.tname(&v.ty);
                return self.fail(span, format!("incomplete type '{n}' is not assignable"));
            }
        }
        Ok(())
    }

    fn binary(&mut self, op: BinaryOp, a: &ast::Expr, b: &ast::Expr, span: Span) -> R<Expr> {
        self.check_binary_parens(op, a, b);
        if matches!(op, BinaryOp::LogAnd | BinaryOp::LogOr) {
            let x = self.rvalue_expr(a);
            let y = self.rvalue_expr(b);
            let (x, y) = (x?, y?);
            if x.ty.is_vector() || y.ty.is_vector() {
                return self.vector_binary(op, x, y, span);
            }
            for (v, e) in [(&x, a), (&y, b)] {
                if !v.ty.is_scalar() {
                    let n = self.tname(&v.ty);
                    return self.fail(
                        e.span,
                        format!("statement requires expression of scalar type ('{n}' invalid)"),
                    );
                }
            }
            let k = if op == BinaryOp::LogAnd {
                ExprKind::LogAnd(bx(x), bx(y))
            } else {
                ExprKind::LogOr(bx(x), bx(y))
            };
            return Ok(Expr::new(k, Type::int(), span));
        }
        let x = self.rvalue_expr(a);
        let y = self.rvalue_expr(b);
        let (x, y) = (x?, y?);
        self.check_comparison(op, (a, b), &x, &y);
        self.binary_values(op, x, y, span)
    }

    /// Types a binary operator on already-lowered rvalues.
    pub(crate) fn binary_values(&mut self, op: BinaryOp, x: Expr, y: Expr, span: Span) -> R<Expr> {
        let bad = |l: &mut Lowerer, x: &Expr, y: &Expr| -> R<Expr> {
            let (a, b) = (l.tname(&x.ty), l.tname(&y.ty));
            l.fail(
                span,
                format!("invalid operands to binary expression ('{a}' and '{b}')"),
            )
        };
        if x.ty.is_vector() || y.ty.is_vector() {
            return self.vector_binary(op, x, y, span);
        }
        use BinaryOp as B;
        match op {
            B::Mul | B::Div => {
                if !(x.ty.is_arithmetic() && y.ty.is_arithmetic()) {
                    return bad(self, &x, &y);
                }
                Ok(self.arith(
                    if op == B::Mul { BinOp::Mul } else { BinOp::Div },
                    x,
                    y,
                    span,
                ))
            }
            B::Rem | B::BitAnd | B::BitOr | B::BitXor => {
                if !(x.ty.is_integer() && y.ty.is_integer()) {
                    return bad(self, &x, &y);
                }
                let o = match op {
                    B::Rem => BinOp::Rem,
                    B::BitAnd => BinOp::And,
                    B::BitOr => BinOp::Or,
                    _ => BinOp::Xor,
                };
                Ok(self.arith(o, x, y, span))
            }
            B::Shl | B::Shr => {
                if !(x.ty.is_integer() && y.ty.is_integer()) {
                    return bad(self, &x, &y);
                }
                let x = self.promote(x);
                let ty = x.ty.clone();
                let y = self.convert(self.promote(y), &ty);
                let o = if op == B::Shl { BinOp::Shl } else { BinOp::Shr };
                Ok(Expr::new(ExprKind::Binary(o, bx(x), bx(y)), ty, span))
            }
            B::Add => {
                if x.ty.is_arithmetic() && y.ty.is_arithmetic() {
                    return Ok(self.arith(BinOp::Add, x, y, span));
                }
                let (p, i) = match (&x.ty, &y.ty) {
                    (Type::Pointer(_), Type::Int(_)) => (x, y),
                    (Type::Int(_), Type::Pointer(_)) => (y, x),
                    _ => return bad(self, &x, &y),
                };
                self.ptr_add(p, i, false, span)
            }
            B::Sub => {
                if x.ty.is_arithmetic() && y.ty.is_arithmetic() {
                    return Ok(self.arith(BinOp::Sub, x, y, span));
                }
                match (&x.ty, &y.ty) {
                    (Type::Pointer(_), Type::Int(_)) => self.ptr_add(x, y, true, span),
                    (Type::Pointer(a), Type::Pointer(b)) => {
                        if !self.compatible(a, b) {
                            let (a, b) = (self.tname(&x.ty), self.tname(&y.ty));
                            return self.fail(
                                span,
                                format!("'{a}' and '{b}' are not pointers to compatible types"),
                            );
                        }
                        let a = (**a).clone();
                        self.check_ptr_arith(&a, span)?;
                        Ok(Expr::new(
                            ExprKind::PtrDiff(bx(x), bx(y)),
                            ptrdiff_type(),
                            span,
                        ))
                    }
                    _ => bad(self, &x, &y),
                }
            }
            B::Lt | B::Gt | B::Le | B::Ge | B::Eq | B::Ne => {
                let o = match op {
                    B::Lt => BinOp::Lt,
                    B::Gt => BinOp::Gt,
                    B::Le => BinOp::Le,
                    B::Ge => BinOp::Ge,
                    B::Eq => BinOp::Eq,
                    _ => BinOp::Ne,
                };
                let equality = matches!(op, B::Eq | B::Ne);
                if x.ty.is_arithmetic() && y.ty.is_arithmetic() {
                    let mut e = self.arith(o, x, y, span);
                    e.ty = Type::int();
                    return Ok(e);
                }
                let (x, y) = match (&x.ty, &y.ty) {
                    (Type::Pointer(a), Type::Pointer(b)) => {
                        if !(self.compatible(a, b) || a.is_void() || b.is_void()) {
                            let (an, bn) = (self.tname(&x.ty), self.tname(&y.ty));
                            self.warn(
                                span,
                                format!("comparison of distinct pointer types ('{an}' and '{bn}')"),
                            );
                        }
                        let t = if b.is_void() {
                            y.ty.clone()
                        } else {
                            x.ty.clone()
                        };
                        (self.convert(x, &t), self.convert(y, &t))
                    }
                    (Type::Pointer(_), Type::Int(_)) => {
                        let t = x.ty.clone();
                        if !(equality && self.is_null_const(&y)) {
                            self.ptr_int_compare_warning(&x, &y, equality, span);
                        }
                        (x, self.convert(y, &t))
                    }
                    (Type::Int(_), Type::Pointer(_)) => {
                        let t = y.ty.clone();
                        if !(equality && self.is_null_const(&x)) {
                            self.ptr_int_compare_warning(&x, &y, equality, span);
                        }
                        (self.convert(x, &t), y)
                    }
                    _ => return bad(self, &x, &y),
                };
                Ok(Expr::new(
                    ExprKind::Binary(o, bx(x), bx(y)),
                    Type::int(),
                    span,
                ))
            }
            B::LogAnd | B::LogOr => {
                for v in [&x, &y] {
                    if !v.ty.is_scalar() {
                        return bad(self, &x, &y);
                    }
                }
                let k = if op == B::LogAnd {
                    ExprKind::LogAnd(bx(x), bx(y))
                } else {
                    ExprKind::LogOr(bx(x), bx(y))
                };
                Ok(Expr::new(k, Type::int(), span))
            }
        }
    }

    fn ptr_int_compare_warning(&mut self, x: &Expr, y: &Expr, equality: bool, span: Span) {
        let (a, b) = (self.tname(&x.ty), self.tname(&y.ty));
        let kind = if equality {
            "comparison"
        } else {
            "ordered comparison"
        };
        self.warn(
            span,
            format!("{kind} between pointer and integer ('{a}' and '{b}')"),
        );
    }

    /// Usual arithmetic conversions, then the operation in the common type.
    fn arith(&mut self, op: BinOp, x: Expr, y: Expr, span: Span) -> Expr {
        let (x, y) = (self.promote(x), self.promote(y));
        let t = Self::uac(&x.ty, &y.ty);
        let x = self.convert(x, &t);
        let y = self.convert(y, &t);
        if matches!(op, BinOp::Div | BinOp::Rem) && t.is_integer() && self.const_int(&y) == Some(0)
        {
            let what = if op == BinOp::Div {
                "division"
            } else {
                "remainder"
            };
            self.warn(span, format!("{what} by zero is undefined"));
        }
        Expr::new(ExprKind::Binary(op, bx(x), bx(y)), t, span)
    }

    /// `p + i` / `p - i` with the index converted to `long`.
    pub(crate) fn ptr_add(&mut self, p: Expr, i: Expr, negate: bool, span: Span) -> R<Expr> {
        let pointee = p.ty.pointee().cloned().unwrap_or(Type::Void);
        self.check_ptr_arith(&pointee, span)?;
        let mut i = self.convert(self.promote(i), &ptrdiff_type());
        if negate {
            i = Expr::new(ExprKind::Unary(UnOp::Neg, bx(i)), ptrdiff_type(), span);
        }
        let ty = p.ty.clone();
        Ok(Expr::new(ExprKind::PtrAdd(bx(p), bx(i)), ty, span))
    }

    fn assign(
        &mut self,
        op: Option<BinaryOp>,
        a: &ast::Expr,
        b: &ast::Expr,
        span: Span,
    ) -> R<Expr> {
        // issue 6: array assignments (sections) and PUTs
        if super::section::is_array_assignment(a, b) {
            return self.array_assignment(op, a, b, span);
        }
        if let ast::ExprKind::Coindexed { object, image } = &a.kind {
            return self.coindexed_assign(op, object, image, b, span);
        }
        if let Some(r) = self.swizzle_assign(op, a, b, span) {
            return r;
        }
        self.mark_store_target(a, span, op.is_some());
        let lhs = self.expr(a);
        self.usage.store_only.set(false);
        let rhs = match (&lhs, op) {
            (Ok(l), None) => {
                let t = l.ty.clone();
                self.rvalue_for(b, &t)
            }
            _ => self.rvalue_expr(b),
        };
        let (lhs, rhs) = (lhs?, rhs?);
        self.assign_values(op, lhs, rhs, span)
    }

    /// `lhs = rhs` or `lhs op= rhs` on a lowered lvalue and rvalue.
    pub(crate) fn assign_values(
        &mut self,
        op: Option<BinaryOp>,
        lhs: Expr,
        rhs: Expr,
        span: Span,
    ) -> R<Expr> {
        self.check_assignable(&lhs, span)?;
        let volatile = self.lv_quals(&lhs).v;
        let ty = lhs.ty.clone();
        let Some(op) = op else {
            self.conv_target = Some(self.lv_chain(&lhs));
            let rhs = self.assign_convert(rhs, &ty, ConvCtx::Assign, span)?;
            return Ok(Expr::new(
                ExprKind::Assign {
                    lhs: bx(lhs),
                    rhs: bx(rhs),
                    volatile,
                },
                ty,
                span,
            ));
        };
        use BinaryOp as B;
        let bop = match op {
            B::Mul => BinOp::Mul,
            B::Div => BinOp::Div,
            B::Rem => BinOp::Rem,
            B::Add => BinOp::Add,
            B::Sub => BinOp::Sub,
            B::Shl => BinOp::Shl,
            B::Shr => BinOp::Shr,
            B::BitAnd => BinOp::And,
            B::BitXor => BinOp::Xor,
            B::BitOr => BinOp::Or,
            _ => return self.fail(span, "invalid compound assignment"),
        };
        let bad = |l: &mut Lowerer, rhs: &Expr| -> R<Expr> {
            let (x, y) = (l.tname(&ty), l.tname(&rhs.ty));
            l.fail(
                span,
                format!("invalid operands to binary expression ('{x}' and '{y}')"),
            )
        };
        let (op_ty, rhs) = match (&ty, &rhs.ty) {
            (Type::Vector(..), _) => {
                let r = self.vector_compound_rhs(op, &ty, rhs, span)?;
                (ty.clone(), r)
            }
            (Type::Pointer(p), Type::Int(_)) if matches!(bop, BinOp::Add | BinOp::Sub) => {
                let p = (**p).clone();
                self.check_ptr_arith(&p, span)?;
                let r = self.convert(self.promote(rhs), &ptrdiff_type());
                (ty.clone(), r)
            }
            (l, r) if l.is_arithmetic() && r.is_arithmetic() => {
                let promoted = self.bitfield_promotion(&lhs);
                let l = promoted.as_ref().unwrap_or(l);
                let int_only = matches!(
                    bop,
                    BinOp::Rem | BinOp::Shl | BinOp::Shr | BinOp::And | BinOp::Or | BinOp::Xor
                );
                if int_only && !(l.is_integer() && r.is_integer()) {
                    return bad(self, &rhs);
                }
                if matches!(bop, BinOp::Shl | BinOp::Shr) {
                    let t = Self::promoted_type(l);
                    let r = self.convert(self.promote(rhs), &t);
                    (t, r)
                } else {
                    let t = Self::uac(l, r);
                    let r = self.convert(rhs, &t);
                    (t, r)
                }
            }
            _ => return bad(self, &rhs),
        };
        Ok(Expr::new(
            ExprKind::CompoundAssign {
                op: bop,
                lhs: bx(lhs),
                rhs: bx(rhs),
                op_ty,
                volatile,
            },
            ty,
            span,
        ))
    }

    fn cond(&mut self, c: &ast::Expr, a: Option<&ast::Expr>, b: &ast::Expr, span: Span) -> R<Expr> {
        let cv = self.condition(c);
        let av = a.map(|a| self.rvalue_expr(a));
        let bv = self.rvalue_expr(b);
        let cv = cv?;
        let bv = bv?;
        let av = match av {
            Some(av) => av?,
            // `c ?: b`: the condition's value is the middle operand, evaluated once.
            None => return self.with_temp(cv, span, |l, t| l.cond_values(t.clone(), t, bv, span)),
        };
        self.cond_values(cv, av, bv, span)
    }

    /// Types `c ? a : b` on lowered rvalues.
    fn cond_values(&mut self, cv: Expr, av: Expr, bv: Expr, span: Span) -> R<Expr> {
        let (ta, tb) = (av.ty.clone(), bv.ty.clone());
        let (av, bv, ty) = if ta.is_arithmetic() && tb.is_arithmetic() {
            // The usual arithmetic conversions promote each operand first: a bit-field
            // narrower than `int` becomes `int` whatever its declared type.
            let (av, bv) = (self.promote(av), self.promote(bv));
            let t = Self::uac(&av.ty, &bv.ty);
            (self.convert(av, &t), self.convert(bv, &t), t)
        } else if ta.is_void() || tb.is_void() {
            (
                self.convert(av, &Type::Void),
                self.convert(bv, &Type::Void),
                Type::Void,
            )
        } else if ta.is_vector() && ta == tb {
            (av, bv, ta)
        } else if let (Type::Struct(x), Type::Struct(y)) = (&ta, &tb) {
            if x != y {
                return self.cond_mismatch(&ta, &tb, span);
            }
            (av, bv, ta)
        } else if let (Type::Pointer(pa), Type::Pointer(pb)) = (&ta, &tb) {
            let t = if self.is_null_const(&bv) || self.compatible(pa, pb) {
                ta.clone()
            } else if self.is_null_const(&av) {
                tb.clone()
            } else if pa.is_void() {
                ta.clone()
            } else if pb.is_void() {
                tb.clone()
            } else {
                let (x, y) = (self.tname(&ta), self.tname(&tb));
                self.warn(span, format!("pointer type mismatch ('{x}' and '{y}')"));
                Type::Pointer(Box::new(Type::Void))
            };
            (self.convert(av, &t), self.convert(bv, &t), t)
        } else if ta.is_pointer() && tb.is_integer() || ta.is_integer() && tb.is_pointer() {
            let t = if ta.is_pointer() {
                ta.clone()
            } else {
                tb.clone()
            };
            let null = if ta.is_pointer() {
                self.is_null_const(&bv)
            } else {
                self.is_null_const(&av)
            };
            if !null {
                let (x, y) = (self.tname(&ta), self.tname(&tb));
                self.warn(
                    span,
                    format!(
                        "pointer/integer type mismatch in conditional expression ('{x}' and '{y}')"
                    ),
                );
            }
            (self.convert(av, &t), self.convert(bv, &t), t)
        } else {
            return self.cond_mismatch(&ta, &tb, span);
        };
        Ok(Expr::new(ExprKind::Cond(bx(cv), bx(av), bx(bv)), ty, span))
    }

    fn cond_mismatch(&mut self, a: &Type, b: &Type, span: Span) -> R<Expr> {
        let (x, y) = (self.tname(a), self.tname(b));
        self.fail(
            span,
            format!("incompatible operand types ('{x}' and '{y}')"),
        )
    }

    fn cast(&mut self, tn: &ast::TypeName, x: &ast::Expr, span: Span) -> R<Expr> {
        let t = self.type_name(tn)?;
        let v = self.rvalue_for(x, &t.ty)?;
        let chain = t.chain();
        let to = t.ty;
        if to.is_void() {
            return Ok(Expr::new(
                ExprKind::Cast(CastKind::ToVoid, bx(v)),
                Type::Void,
                span,
            ));
        }
        if let (Type::Struct(a), Type::Struct(b)) = (&to, &v.ty) {
            if a == b {
                return Ok(v);
            }
        }
        if to.is_vector() || v.ty.is_vector() {
            return self.vector_cast(&to, v, span);
        }
        if !to.is_scalar() {
            let n = self.tname(&to);
            return self.fail(
                span,
                format!("used type '{n}' where arithmetic or pointer type is required"),
            );
        }
        if !v.ty.is_scalar() {
            let n = self.tname(&v.ty);
            return self.fail(
                span,
                format!("operand of type '{n}' where arithmetic or pointer type is required"),
            );
        }
        if to.is_pointer() && (v.ty.is_floating() || matches!(v.ty, Type::Complex(_))) {
            let n = self.tname(&v.ty);
            return self.fail(
                span,
                format!("operand of type '{n}' cannot be cast to a pointer type"),
            );
        }
        if v.ty.is_pointer() && (to.is_floating() || matches!(to, Type::Complex(_))) {
            let n = self.tname(&to);
            return self.fail(span, format!("pointer cannot be cast to type '{n}'"));
        }
        // A cast to the operand's own type yields the (already loaded) operand, except that a
        // bit-field cast to its declared type is no longer a bit-field: a later promotion (a
        // variadic argument) must not narrow `(long long)s.f` to `int`.
        let bitfield = matches!(&v.kind, ExprKind::Load { lvalue, .. } if self.is_bitfield(lvalue))
            && v.ty == to
            && matches!(to, Type::Int(_));
        let mut e = self.convert(v, &to);
        if bitfield {
            e = Expr::new(ExprKind::Cast(CastKind::IntToInt, bx(e)), to.clone(), span);
        }
        if let ExprKind::Cast(..) = e.kind {
            e.span = span;
        }
        if to.is_pointer() {
            // What the result points to has the cast's qualifiers, not the operand's (see
            // `cast_chains`): the cast needs a node of its own even when the types agree
            // without qualifiers (`(int *)p` of a `const int *p`, `(volatile int *)q`).
            if !matches!(
                e.kind,
                ExprKind::Cast(CastKind::PtrToPtr | CastKind::IntToPtr, _)
            ) {
                e = Expr::new(ExprKind::Cast(CastKind::PtrToPtr, bx(e)), to.clone(), span);
            }
            e.span = span;
            match self.cast_chains.get_mut(&span) {
                None => {
                    self.cast_chains.insert(span, chain);
                }
                // Casts sharing a span (one macro body): keep every volatile, but only the
                // `const` and `restrict` they all have (a spurious "read-only" error is worse
                // than a missed one).
                Some(slot) => {
                    for (i, q) in chain.into_iter().enumerate() {
                        match slot.get_mut(i) {
                            Some(s) => {
                                *s = Quals {
                                    c: s.c && q.c,
                                    v: s.v || q.v,
                                    r: s.r && q.r,
                                }
                            }
                            None => slot.push(Quals {
                                v: q.v,
                                ..Quals::default()
                            }),
                        }
                    }
                }
            }
        }
        Ok(e)
    }

    /// A call's arguments as rvalues, each lowered against its parameter type in `params` where
    /// the prototype has one (so that an overloaded function name passed to a function-pointer
    /// parameter picks the member that parameter names). Every argument is lowered even after
    /// one fails, so that the errors of all of them are reported at once, as clang does; the
    /// call fails afterwards.
    pub(crate) fn lower_args(&mut self, args: &[ast::Expr], params: &[Type]) -> R<Vec<Expr>> {
        let mut vals = Vec::with_capacity(args.len());
        let mut failed = false;
        for (i, a) in args.iter().enumerate() {
            let v = match params.get(i) {
                Some(p) => self.rvalue_for(a, p),
                None => self.rvalue_expr(a),
            };
            match v {
                Ok(v) => vals.push(v),
                Err(()) => failed = true,
            }
        }
        if failed {
            return Err(());
        }
        Ok(vals)
    }

    fn call(&mut self, callee: &ast::Expr, args: &[ast::Expr], span: Span) -> R<Expr> {
        if let Some(r) = self.overloaded_call(callee, args, span) {
            return r;
        }
        if let Some(r) = self.complex_library_call(callee, args, span) {
            return r;
        }
        // issue 6: xmp_atomic_define / xmp_atomic_ref are intrinsics
        if let ast::ExprKind::Ident(name) = &callee.kind {
            if let Some(r) = self.coarray_intrinsic(name, args, span) {
                return r;
            }
        }
        // issue 5: built-in transformational procedures (reference 10.7)
        if let ast::ExprKind::Ident(name) = &callee.kind {
            if let Some(r) = self.library_call(name, args, span) {
                return r;
            }
        }
        if let ast::ExprKind::Ident(name) = &callee.kind {
            if let Some(r) = self.library_builtin(name, args, span) {
                return r;
            }
            let declared = self.lookup(name).is_some();
            if !declared || name.starts_with("__builtin_") {
                if let Some(r) = self.builtin_call(name, args, span) {
                    return r;
                }
            }
            if !declared {
                // An error by default that `-Wno-error=implicit-function-declaration` makes a
                // warning: the call then goes to an implicit `int name()`, as in C89, or, for
                // a library function, to its declaration with the library's type (as clang
                // does: `memset` keeps returning a pointer).
                let lib = super::builtins::libc_prototype(name);
                let what = match &lib {
                    Some(ft) => {
                        let t = self.tname(&Type::Function(Box::new(ft.clone())));
                        format!("library function '{name}' with type '{t}'")
                    }
                    None => format!("function '{name}'"),
                };
                self.default_error(
                    callee.span,
                    format!(
                        "call to undeclared {what}; ISO C99 and later do not support implicit function declarations"
                    ),
                );
                let ft = lib.unwrap_or(FuncType {
                    ret: Type::int(),
                    params: vec![],
                    variadic: false,
                    no_prototype: true,
                });
                let fid = self.implicit_function(name, ft, callee.span);
                let fty = Type::Function(Box::new(self.m.functions[fid as usize].ty.clone()));
                let f = self.rvalue(Expr::new(ExprKind::Func(fid), fty, callee.span));
                let vals = self.lower_args(args, &[])?;
                return self.call_values(f, vals, span);
            }
        }
        let f = self.rvalue_expr(callee);
        let params = match f.as_ref().map(|f| &f.ty) {
            Ok(Type::Pointer(t)) => match &**t {
                Type::Function(ft) => ft.params.clone(),
                _ => vec![],
            },
            _ => vec![],
        };
        let vals = self.lower_args(args, &params);
        let f = f?;
        let vals = vals?;
        self.check_format_call(&f, args, &vals);
        self.call_values(f, vals, span)
    }

    /// A call of a function-pointer rvalue with lowered argument rvalues.
    pub(crate) fn call_values(&mut self, f: Expr, vals: Vec<Expr>, span: Span) -> R<Expr> {
        let ft: FuncType = match &f.ty {
            Type::Pointer(t) => match &**t {
                Type::Function(ft) => (**ft).clone(),
                _ => return self.not_callable(&f.ty, span),
            },
            _ => return self.not_callable(&f.ty, span),
        };
        let n = vals.len();
        let np = ft.params.len();
        if !ft.no_prototype {
            if n < np {
                let m = if ft.variadic {
                    format!("too few arguments to function call, expected at least {np}, have {n}")
                } else {
                    format!("too few arguments to function call, expected {np}, have {n}")
                };
                return self.fail(span, m);
            }
            if n > np && !ft.variadic {
                let sp = vals[np].span;
                return self.fail(
                    sp,
                    format!("too many arguments to function call, expected {np}, have {n}"),
                );
            }
        }
        if let ExprKind::Cast(CastKind::FuncToPtr, x) = &f.kind {
            if let ExprKind::Func(id) = x.kind {
                self.check_inline_target(id, span)?;
            }
        }
        // Parameter qualifiers, when the callee is a known function.
        let chains: Vec<Vec<Quals>> = match &f.kind {
            ExprKind::Cast(CastKind::FuncToPtr, x) => match x.kind {
                ExprKind::Func(id) => self
                    .finfo
                    .get(id as usize)
                    .map(|i| i.param_chains.clone())
                    .unwrap_or_default(),
                _ => vec![],
            },
            _ => vec![],
        };
        let mut args = vec![];
        let mut failed = false;
        for (i, v) in vals.into_iter().enumerate() {
            let sp = v.span;
            if !ft.no_prototype && i < np {
                if matches!(ft.params[i], Type::Struct(_)) && !self.is_complete(&ft.params[i]) {
                    failed = true;
                    let t = self.tname(&ft.params[i]);
                    self.err(sp, format!("argument type '{t}' is incomplete"));
                    continue;
                }
                self.conv_target = chains.get(i).cloned();
                match self.assign_convert(v, &ft.params[i], ConvCtx::Pass, sp) {
                    Ok(v) => args.push(v),
                    Err(()) => failed = true,
                }
            } else {
                if let Type::Struct(s) = v.ty {
                    if !self.m.structs[s as usize].complete {
                        failed = true;
                        let t = self.tname(&v.ty);
                        self.err(sp, format!("argument type '{t}' is incomplete"));
                        continue;
                    }
                }
                if v.ty.is_void() {
                    failed = true;
                    self.err(sp, "argument type 'void' is incomplete");
                    continue;
                }
                args.push(self.default_promote(v));
            }
        }
        if failed {
            return Err(());
        }
        if let Type::Struct(s) = ft.ret {
            if !self.m.structs[s as usize].complete {
                let t = self.tname(&ft.ret);
                return self.fail(
                    span,
                    format!("calling function with incomplete return type '{t}'"),
                );
            }
        }
        Ok(Expr::new(
            ExprKind::Call {
                callee: bx(f),
                args,
            },
            ft.ret,
            span,
        ))
    }

    fn not_callable(&mut self, t: &Type, span: Span) -> R<Expr> {
        let n = self.tname(t);
        self.fail(
            span,
            format!("called object type '{n}' is not a function or function pointer"),
        )
    }

    fn index(&mut self, a: &ast::Expr, b: &ast::Expr, span: Span) -> R<Expr> {
        let x = self.expr(a);
        let y = self.rvalue_expr(b);
        let (x, y) = (x?, y?);
        if x.ty.is_vector() {
            return self.vector_index(x, y, span);
        }
        let x = self.rvalue(x);
        let (p, i) = match (&x.ty, &y.ty) {
            (Type::Pointer(_), _) => (x, y),
            (_, Type::Pointer(_)) => (y, x),
            _ => {
                return self.fail(
                    span,
                    "subscripted value is not an array, pointer, or vector",
                )
            }
        };
        if !i.ty.is_integer() {
            return self.fail(i.span, "array subscript is not an integer");
        }
        let pointee = p.ty.pointee().cloned().unwrap_or(Type::Void);
        if pointee.is_void() || !self.is_complete(&pointee) && !matches!(pointee, Type::Function(_))
        {
            let n = self.tname(&pointee);
            return self.fail(
                span,
                format!("subscript of pointer to incomplete type '{n}'"),
            );
        }
        let sum = self.ptr_add(p, i, false, span)?;
        Ok(Expr::new(ExprKind::Deref(bx(sum)), pointee, span))
    }

    fn member(&mut self, base: &ast::Expr, field: &ast::Ident, arrow: bool, span: Span) -> R<Expr> {
        if let (false, Some(name)) = (arrow, self.member_alias_of(base, field)) {
            return self.ident(&name, span);
        }
        let b = if arrow {
            let p = self.rvalue_expr(base)?;
            match &p.ty {
                Type::Pointer(t) if matches!(**t, Type::Struct(_)) => {
                    let t = (**t).clone();
                    Expr::new(ExprKind::Deref(bx(p)), t, span)
                }
                Type::Pointer(t) => {
                    let n = self.tname(t);
                    return self.fail(
                        field.span,
                        format!("member reference base type '{n}' is not a structure or union"),
                    );
                }
                Type::Struct(_) => {
                    let n = self.tname(&p.ty);
                    return self.fail(
                        field.span,
                        format!("member reference type '{n}' is not a pointer; did you mean to use '.'?"),
                    );
                }
                t => {
                    let n = self.tname(t);
                    return self.fail(
                        field.span,
                        format!("member reference type '{n}' is not a pointer"),
                    );
                }
            }
        } else {
            let b = self.expr(base)?;
            match &b.ty {
                Type::Struct(_) => b,
                Type::Vector(..) if b.ty.is_ext_vector() => {
                    return self.ext_swizzle(b, field, span);
                }
                Type::Pointer(t) if matches!(**t, Type::Struct(_)) => {
                    let n = self.tname(&b.ty);
                    return self.fail(
                        field.span,
                        format!(
                            "member reference type '{n}' is a pointer; did you mean to use '->'?"
                        ),
                    );
                }
                t => {
                    let n = self.tname(t);
                    return self.fail(
                        field.span,
                        format!("member reference base type '{n}' is not a structure or union"),
                    );
                }
            }
        };
        let Type::Struct(sid) = b.ty else {
            return Err(());
        };
        if !self.m.structs[sid as usize].complete {
            let n = self.tname(&b.ty);
            return self.fail(field.span, format!("incomplete definition of type '{n}'"));
        }
        let Some(path) = self.find_field(sid, &field.name) else {
            let n = self.tname(&b.ty);
            return self.fail(
                field.span,
                format!("no member named '{}' in '{n}'", field.name),
            );
        };
        Ok(self.member_path(b, &path, span))
    }

    /// Nested `Member` expressions along a field path (anonymous members included).
    pub(crate) fn member_path(&self, mut e: Expr, path: &[u32], span: Span) -> Expr {
        for &i in path {
            let Type::Struct(s) = e.ty else { break };
            let ty = self.m.structs[s as usize].fields[i as usize].ty.clone();
            e = Expr::new(
                ExprKind::Member {
                    base: bx(e),
                    field: i,
                },
                ty,
                span,
            );
        }
        e
    }

    /// The indices leading to field `name` of struct `sid`, through anonymous members.
    pub(crate) fn find_field(&self, sid: u32, name: &str) -> Option<Vec<u32>> {
        let s = self.m.structs.get(sid as usize)?;
        for (i, f) in s.fields.iter().enumerate() {
            if f.name == name {
                return Some(vec![i as u32]);
            }
        }
        for (i, f) in s.fields.iter().enumerate() {
            if let (true, Type::Struct(inner)) = (f.name.is_empty(), &f.ty) {
                if let Some(mut rest) = self.find_field(*inner, name) {
                    rest.insert(0, i as u32);
                    return Some(rest);
                }
            }
        }
        None
    }

    fn compound_literal(
        &mut self,
        tn: &ast::TypeName,
        items: &[ast::InitItem],
        span: Span,
    ) -> R<Expr> {
        let t = self.type_name(tn)?;
        if matches!(t.ty, Type::Vla(..)) {
            return self.fail(span, "compound literal has variable-length array type");
        }
        let is_static = self.f.is_none();
        let list = ast::Initializer::List(items.to_vec(), span);
        let (init, ty) = self.initializer(&t.ty, &list, is_static, span)?;
        if is_static {
            return Ok(Expr::new(
                ExprKind::CompoundLiteral {
                    local: None,
                    init: Box::new(init),
                },
                ty,
                span,
            ));
        }
        let id = self.new_local_q(
            ".compoundliteral",
            &QType {
                ty: ty.clone(),
                q: t.q,
                pq: t.pq.clone(),
            },
            span,
        );
        Ok(Expr::new(
            ExprKind::CompoundLiteral {
                local: Some(id),
                init: Box::new(init),
            },
            ty,
            span,
        ))
    }

    fn stmt_expr(&mut self, block: &ast::Block, span: Span) -> R<Expr> {
        if self.f.is_none() {
            return self.fail(span, "statement expression not allowed at file scope");
        }
        self.push_scope();
        let (last, rest) = match block.items.split_last() {
            Some((
                ast::BlockItem::Stmt(ast::Stmt {
                    kind: ast::StmtKind::Expr(e),
                    ..
                }),
                rest,
            )) => (Some(e), rest),
            _ => (None, &block.items[..]),
        };
        let saved = self
            .f
            .as_mut()
            .map(|f| std::mem::take(&mut f.pending))
            .unwrap_or_default();
        let mut body = self.block_items(rest);
        let result = match last {
            Some(e) => {
                let r = self
                    .expr(e)
                    .map(|x| if x.ty.is_void() { x } else { self.rvalue(x) });
                if let Some(f) = self.f.as_mut() {
                    body.stmts.append(&mut f.pending);
                }
                Some(r)
            }
            None => None,
        };
        if let Some(f) = self.f.as_mut() {
            f.pending = saved;
        }
        self.pop_scope();
        let result = match result {
            Some(r) => Some(r?),
            None => None,
        };
        let ty = result.as_ref().map(|r| r.ty.clone()).unwrap_or(Type::Void);
        Ok(Expr::new(
            ExprKind::StmtExpr {
                body: Block { stmts: body.stmts },
                result: result.map(bx),
            },
            ty,
            span,
        ))
    }

    /// The `va_list` object an argument designates: a `va_list` lvalue, or a `va_list`
    /// parameter (a pointer after adjustment) dereferenced.
    pub(crate) fn va_list_lvalue(&mut self, ap: Expr, span: Span) -> R<Expr> {
        match &ap.ty {
            Type::VaList => Ok(ap),
            Type::Pointer(t) if matches!(**t, Type::VaList) => {
                let p = self.rvalue(ap);
                Ok(Expr::new(ExprKind::Deref(bx(p)), Type::VaList, span))
            }
            t => {
                let n = self.tname(t);
                self.fail(
                    span,
                    format!("first argument to 'va_arg' is of type '{n}' and not 'va_list'"),
                )
            }
        }
    }

    fn offsetof(&mut self, tn: &ast::TypeName, path: &[ast::Designator], span: Span) -> R<Expr> {
        let t = self.type_name(tn)?;
        let mut ty = t.ty;
        let mut off: u64 = 0;
        for d in path {
            match d {
                ast::Designator::Field(name) => {
                    let Type::Struct(sid) = ty else {
                        let n = self.tname(&ty);
                        return self.fail(
                            name.span,
                            format!(
                                "offsetof requires struct, union, or class type, '{n}' invalid"
                            ),
                        );
                    };
                    if !self.m.structs[sid as usize].complete {
                        let n = self.tname(&ty);
                        return self.fail(name.span, format!("offsetof of incomplete type '{n}'"));
                    }
                    let Some(p) = self.find_field(sid, &name.name) else {
                        let n = self.tname(&ty);
                        return self.fail(
                            name.span,
                            format!("no member named '{}' in '{n}'", name.name),
                        );
                    };
                    let mut cur = sid;
                    for i in p {
                        let f = &self.m.structs[cur as usize].fields[i as usize];
                        if f.bitfield.is_some() {
                            return self.fail(name.span, "cannot compute offset of bit-field");
                        }
                        off += f.offset;
                        ty = f.ty.clone();
                        if let Type::Struct(s) = ty {
                            cur = s;
                        }
                    }
                }
                ast::Designator::Index(e) => {
                    let Type::Array(elem, _) = ty.clone() else {
                        return self.fail(e.span, "subscripted value is not an array");
                    };
                    let i = self.const_int_expr(e).ok_or(())?;
                    off =
                        off.wrapping_add((i as u64).wrapping_mul(self.size_of(&elem).unwrap_or(0)));
                    ty = *elem;
                }
                ast::Designator::Range(e, _) => {
                    return self.fail(e.span, "range designator in offsetof")
                }
            }
        }
        Ok(int_const(off as i128, size_type(), span))
    }

    /// Lowers an expression that must be an integer constant; diagnoses it otherwise.
    pub(crate) fn const_int_expr(&mut self, e: &ast::Expr) -> Option<i128> {
        let v = self.rvalue_expr(e).ok()?;
        if !v.ty.is_integer() {
            let n = self.tname(&v.ty);
            self.err(
                e.span,
                format!("integer constant expression must have integer type, not '{n}'"),
            );
            return None;
        }
        match self.const_int(&v) {
            Some(x) => Some(x),
            None => {
                self.err(e.span, "expression is not an integer constant expression");
                None
            }
        }
    }

    /// Evaluates `x` once into a hidden local and builds `body` from loads of it, as the GNU
    /// statement expression `({ T tmp = x; body(tmp); })`, so the whole is evaluated in place.
    /// When `x` is pure it is simply reused.
    pub(crate) fn with_temp(
        &mut self,
        x: Expr,
        span: Span,
        body: impl FnOnce(&mut Lowerer, Expr) -> R<Expr>,
    ) -> R<Expr> {
        if is_pure(&x) {
            return body(self, x);
        }
        self.spill(x, span, |l, local| {
            let ty = local.ty.clone();
            let load = Expr::new(
                ExprKind::Load {
                    lvalue: bx(local),
                    volatile: false,
                },
                ty,
                span,
            );
            body(l, load)
        })
    }

    /// `({ T tmp = x; body(tmp); })`: `x` evaluated once into a hidden local, whose lvalue
    /// `body` gets. Only a function has locals: at file scope the value is not a constant.
    fn spill(
        &mut self,
        x: Expr,
        span: Span,
        body: impl FnOnce(&mut Lowerer, Expr) -> R<Expr>,
    ) -> R<Expr> {
        if self.f.is_none() {
            return self.fail(span, "initializer element is not a compile-time constant");
        }
        let ty = x.ty.clone();
        let id = self.new_local(".tmp", ty.clone(), Quals::default(), span);
        let r = body(self, Expr::new(ExprKind::Local(id), ty, span))?;
        let rty = r.ty.clone();
        let decl = Stmt {
            kind: StmtKind::Decl {
                local: id,
                init: Some(Init::Expr(x)),
            },
            span,
        };
        Ok(Expr::new(
            ExprKind::StmtExpr {
                body: Block { stmts: vec![decl] },
                result: Some(bx(r)),
            },
            rty,
            span,
        ))
    }
}

/// For `a[i]` (and `*a`) where `a` is an array variable: that variable.
fn const_array_root(v: &Expr) -> Option<&Expr> {
    let ExprKind::Deref(p) = &v.kind else {
        return None;
    };
    let p = match &p.kind {
        ExprKind::PtrAdd(p, _) => p,
        _ => p,
    };
    match &p.kind {
        ExprKind::Cast(CastKind::ArrayToPtr, x)
            if matches!(x.kind, ExprKind::Local(_) | ExprKind::Global(_)) =>
        {
            Some(x)
        }
        _ => None,
    }
}

/// An array type with a run-time extent somewhere (`int[2][n][3]`).
pub(crate) fn is_variably_modified(t: &Type) -> bool {
    match t {
        Type::Vla(..) => true,
        Type::Array(e, _) => is_variably_modified(e),
        _ => false,
    }
}

/// Whether evaluating `e` may change state (for clang's -Wunused-value).
pub(crate) fn has_side_effects(e: &Expr) -> bool {
    use crate::xir::Builtin as B;
    match &e.kind {
        ExprKind::Assign { .. }
        | ExprKind::CompoundAssign { .. }
        | ExprKind::IncDec { .. }
        | ExprKind::Call { .. }
        | ExprKind::StmtExpr { .. }
        | ExprKind::VaArg(_)
        | ExprKind::CompoundLiteral { .. }
        | ExprKind::VlaSizeof(_)
        | ExprKind::CoGet { .. }
        | ExprKind::CoPut { .. } => true,
        ExprKind::Load { lvalue, volatile } => *volatile || has_side_effects(lvalue),
        ExprKind::Builtin(b, args) => {
            !matches!(
                b,
                B::Expect
                    | B::IsNan
                    | B::IsInf
                    | B::IsInfSign
                    | B::IsFinite
                    | B::SignBit
                    | B::FAbs
                    | B::Clz
                    | B::Ctz
                    | B::Popcount
                    | B::Bswap16
                    | B::Bswap32
                    | B::Bswap64
                    | B::ConstantP
                    | B::Inf
                    | B::Nan
            ) || args.iter().any(has_side_effects)
        }
        ExprKind::Cast(_, x) | ExprKind::AddrOf(x) | ExprKind::Deref(x) | ExprKind::Unary(_, x) => {
            has_side_effects(x)
        }
        ExprKind::Member { base, .. } => has_side_effects(base),
        ExprKind::Binary(_, a, b)
        | ExprKind::PtrAdd(a, b)
        | ExprKind::PtrDiff(a, b)
        | ExprKind::LogAnd(a, b)
        | ExprKind::LogOr(a, b)
        | ExprKind::Comma(a, b) => has_side_effects(a) || has_side_effects(b),
        ExprKind::Cond(c, a, b) => {
            has_side_effects(c) || has_side_effects(a) || has_side_effects(b)
        }
        _ => false,
    }
}

/// Whether evaluating `e` twice is harmless.
pub(crate) fn is_pure(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::IntConst(_)
        | ExprKind::FloatConst(_)
        | ExprKind::LongDoubleConst(_)
        | ExprKind::ComplexConst { .. }
        | ExprKind::Local(_)
        | ExprKind::Global(_)
        | ExprKind::Func(_) => true,
        ExprKind::Load { lvalue, volatile } => !volatile && is_pure(lvalue),
        ExprKind::Cast(_, x) | ExprKind::AddrOf(x) | ExprKind::Deref(x) | ExprKind::Unary(_, x) => {
            is_pure(x)
        }
        ExprKind::Member { base, .. } => is_pure(base),
        ExprKind::Binary(_, a, b) | ExprKind::PtrAdd(a, b) => is_pure(a) && is_pure(b),
        _ => false,
    }
}

fn fmax(a: FloatKind, b: FloatKind) -> FloatKind {
    let r = |k: FloatKind| match k {
        FloatKind::Half | FloatKind::BF16 | FloatKind::Fp16 => -1,
        FloatKind::Float => 0,
        FloatKind::Double => 1,
        FloatKind::LongDouble => 2,
    };
    if r(a) >= r(b) {
        a
    } else {
        b
    }
}

pub(crate) fn to_unsigned(k: IntKind) -> IntKind {
    use IntKind::*;
    match k {
        Char | SChar => UChar,
        Short => UShort,
        Int => UInt,
        Long => ULong,
        LongLong => ULongLong,
        Int128 => UInt128,
        k => k,
    }
}

/// The type of an integer constant (C99 6.4.4.1).
pub(crate) fn int_lit_type(lit: &IntLit) -> Type {
    use IntKind::*;
    let v = lit.value;
    let fits = |k: IntKind| -> bool {
        let bits = k.bits();
        if k.is_signed() {
            v < (1u128 << (bits - 1))
        } else {
            bits >= 128 || v < (1u128 << bits)
        }
    };
    let cands: &[IntKind] = match (lit.unsigned, lit.longs, lit.decimal) {
        (false, 0, true) => &[Int, Long, LongLong],
        (false, 0, false) => &[Int, UInt, Long, ULong, LongLong, ULongLong],
        (true, 0, _) => &[UInt, ULong, ULongLong],
        (false, 1, true) => &[Long, LongLong],
        (false, 1, false) => &[Long, ULong, LongLong, ULongLong],
        (true, 1, _) => &[ULong, ULongLong],
        (false, _, true) => &[LongLong],
        (false, _, false) => &[LongLong, ULongLong],
        (true, _, _) => &[ULongLong],
    };
    for &k in cands {
        if fits(k) {
            return Type::Int(k);
        }
    }
    Type::Int(ULong)
}

/// String literal element type and bytes (terminator included; wide strings as little-endian
/// code units).
fn encode_string(bytes: &[u8], prefix: CharPrefix) -> (Type, Vec<u8>) {
    match prefix {
        CharPrefix::None | CharPrefix::Utf8 => {
            let mut v = bytes.to_vec();
            v.push(0);
            (Type::Int(IntKind::Char), v)
        }
        CharPrefix::Wide | CharPrefix::Utf32 => {
            let s = String::from_utf8_lossy(bytes);
            let mut v = vec![];
            for c in s.chars().chain(std::iter::once('\0')) {
                v.extend_from_slice(&(c as u32).to_le_bytes());
            }
            let elem = if prefix == CharPrefix::Wide {
                IntKind::Int
            } else {
                IntKind::UInt
            };
            (Type::Int(elem), v)
        }
        CharPrefix::Utf16 => {
            let s = String::from_utf8_lossy(bytes);
            let mut v = vec![];
            for u in s.encode_utf16().chain(std::iter::once(0)) {
                v.extend_from_slice(&u.to_le_bytes());
            }
            (Type::Int(IntKind::UShort), v)
        }
    }
}

/// clang's wording for an implicit conversion problem.
fn conv_msg(ctx: ConvCtx, what: &str, to: &str, from: &str) -> String {
    match ctx {
        ConvCtx::Assign => format!("{what} assigning to '{to}' from '{from}'"),
        ConvCtx::Init => format!("{what} initializing '{to}' with an expression of type '{from}'"),
        ConvCtx::Pass => format!("{what} passing '{from}' to parameter of type '{to}'"),
        ConvCtx::Return => {
            format!("{what} returning '{from}' from a function with result type '{to}'")
        }
    }
}

/// Whether two qualifier chains are equal, missing levels counting as unqualified.
fn same_chain(a: &[Quals], b: &[Quals]) -> bool {
    (0..a.len().max(b.len()))
        .all(|i| a.get(i).copied().unwrap_or_default() == b.get(i).copied().unwrap_or_default())
}
