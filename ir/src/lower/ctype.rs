//! Declaration specifiers and declarators to types; struct, union and enum specifiers;
//! attributes that change types or alignment.

use xmp_frontend::ast::{self, TypeSpec};

use super::layout::{int_kind_of_bits, MemberSpec};
use super::{Lowerer, QType, Quals, Sym, Tag, R};
use crate::types::{FloatKind, FuncType, IntKind, StructDef, Type};
use crate::xir::{Expr, ExprKind, Init, Span, Stmt, StmtKind};

/// Where a declarator is resolved: decides what a non-constant array size means.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum DeclCtx {
    File,
    /// Block scope of a function body (VLAs allowed).
    Block,
    /// A parameter of a prototype that is not being defined (`[n]` becomes `[*]`).
    Param,
    /// A struct/union member.
    Field,
}

/// What the language standard makes of a declaration without a type specifier.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ImplicitInt {
    /// C89: valid (a warning under `-Wimplicit-int`, off by default).
    Valid,
    /// C99 to C17: an extension that is an error by default (`-Wno-error=implicit-int`).
    Ext,
    /// C23: an error.
    Invalid,
}

impl ImplicitInt {
    /// The rule of a `-std=` value (`None`: clang's default, gnu17).
    pub(crate) fn of_std(std: Option<&str>) -> Self {
        match std {
            Some("c89" | "c90" | "gnu89" | "gnu90" | "iso9899:1990" | "iso9899:199409") => {
                ImplicitInt::Valid
            }
            Some("c2x" | "c23" | "gnu2x" | "gnu23" | "iso9899:2024") => ImplicitInt::Invalid,
            _ => ImplicitInt::Ext,
        }
    }
}

/// An attribute name without the GNU underscores (`__aligned__` -> `aligned`).
pub(crate) fn attr_name(a: &ast::Attribute) -> &str {
    let n = a.name.as_str();
    n.strip_prefix("__")
        .and_then(|n| n.strip_suffix("__"))
        .unwrap_or(n)
}

pub(crate) fn has_attr(attrs: &[ast::Attribute], name: &str) -> bool {
    attrs.iter().any(|a| attr_name(a) == name)
}

impl Lowerer {
    /// `__attribute__((aligned(n)))` and `_Alignas`: the largest alignment requested.
    pub(crate) fn attr_align(
        &mut self,
        attrs: &[ast::Attribute],
        alignas: &[ast::AlignAs],
    ) -> Option<u64> {
        let mut best: Option<u64> = None;
        for a in attrs.iter().filter(|a| attr_name(a) == "aligned") {
            let v = match a.args.first() {
                // Bare `aligned` means the largest alignment useful on the target.
                None => Some(16),
                Some(e) => self.const_int_expr(e).map(|v| v as u64),
            };
            if let Some(v) = v {
                if v == 0 || !v.is_power_of_two() {
                    self.err(a.span, "requested alignment is not a power of 2");
                } else {
                    best = Some(best.map_or(v, |b| b.max(v)));
                }
            }
        }
        for a in alignas {
            let v = match a {
                ast::AlignAs::Type(tn) => self.type_name(tn).ok().map(|t| self.align_of(&t.ty)),
                ast::AlignAs::Expr(e) => self.const_int_expr(e).map(|v| v as u64),
            };
            if let Some(v) = v {
                if v != 0 {
                    best = Some(best.map_or(v, |b| b.max(v)));
                }
            }
        }
        best
    }

    /// Declaration specifiers to a qualified base type.
    pub(crate) fn base_type(&mut self, specs: &ast::DeclSpecs) -> R<QType> {
        let (mut void, mut char, mut short, mut int, mut long) = (0, 0, 0, 0, 0);
        let (mut float, mut double, mut signed, mut unsigned, mut bool_, mut complex, mut i128_) =
            (0, 0, 0, 0, 0, 0, 0);
        let mut other: Option<QType> = None;
        let mut nspecs = 0;
        for (ts, span) in &specs.type_specs {
            nspecs += 1;
            match ts {
                TypeSpec::Void => void += 1,
                TypeSpec::Char => char += 1,
                TypeSpec::Short => short += 1,
                TypeSpec::Int => int += 1,
                TypeSpec::Long => long += 1,
                TypeSpec::Float => float += 1,
                TypeSpec::Double => double += 1,
                TypeSpec::Signed => signed += 1,
                TypeSpec::Unsigned => unsigned += 1,
                TypeSpec::Bool => bool_ += 1,
                TypeSpec::Complex => complex += 1,
                TypeSpec::Int128 => i128_ += 1,
                TypeSpec::Float128 => return self.fail(*span, "__float128 is not supported yet"),
                TypeSpec::Float16 => other = Some(QType::plain(Type::Float(FloatKind::Half))),
                TypeSpec::BF16 => other = Some(QType::plain(Type::Float(FloatKind::BF16))),
                TypeSpec::Fp16 => other = Some(QType::plain(Type::Float(FloatKind::Fp16))),
                TypeSpec::AutoType => return self.fail(*span, "__auto_type is not supported yet"),
                TypeSpec::BuiltinVaList => other = Some(QType::plain(Type::VaList)),
                TypeSpec::Struct(s) => {
                    other = Some(QType::plain(self.struct_spec(s, &specs.attrs)?))
                }
                TypeSpec::Enum(e) => other = Some(QType::plain(self.enum_spec(e)?)),
                TypeSpec::TypedefName(n) => match self.lookup(n) {
                    Some(Sym::Typedef(q)) => other = Some(q.clone()),
                    _ => return self.fail(*span, format!("unknown type name '{n}'")),
                },
                TypeSpec::TypeofExpr(e) => {
                    let e = self.expr_unevaluated(e)?;
                    other = Some(QType::plain(e.ty));
                }
                TypeSpec::TypeofType(tn) => other = Some(self.type_name(tn)?),
            }
        }
        let span = specs.type_specs.first().map(|s| s.1).unwrap_or(specs.span);
        let quals = Quals::from_ast(&specs.quals);
        if let Some(o) = other {
            // `_Float16 _Complex` (clang's AVX-512 FP16 headers).
            if nspecs == 2 && complex == 1 && o.ty == Type::Float(FloatKind::Half) {
                return Ok(QType::plain(Type::Complex(FloatKind::Half)));
            }
            if nspecs > 1 {
                return self.fail(span, "cannot combine with previous declaration specifier");
            }
            let mut o = o;
            o.q = o.q.union(quals);
            let o = self.apply_mode(o, &specs.attrs);
            return self.apply_vector_attrs(o, &specs.attrs);
        }
        if signed > 0 && unsigned > 0 {
            return self.fail(
                span,
                "cannot combine with previous 'signed' declaration specifier",
            );
        }
        use IntKind::*;
        let u = unsigned > 0;
        let bad = |n: i32| n > 0;
        let ty = if void > 0 {
            if nspecs > 1 {
                return self.fail(
                    span,
                    "cannot combine with previous 'void' declaration specifier",
                );
            }
            Type::Void
        } else if bool_ > 0 {
            if nspecs > 1 {
                return self.fail(
                    span,
                    "cannot combine with previous '_Bool' declaration specifier",
                );
            }
            Type::Int(Bool)
        } else if char > 0 {
            if bad(short + int + long + float + double + bool_ + i128_) || char > 1 {
                return self.fail(
                    span,
                    "cannot combine with previous 'char' declaration specifier",
                );
            }
            Type::Int(if u {
                UChar
            } else if signed > 0 {
                SChar
            } else {
                Char
            })
        } else if float > 0 || double > 0 {
            if signed + unsigned > 0 {
                let w = if float > 0 { "float" } else { "double" };
                return self.fail(span, format!("'{w}' cannot be signed or unsigned"));
            }
            if bad(short + int + signed + unsigned + i128_)
                || float + double > 1
                || (float > 0 && long > 0)
                || long > 1
            {
                return self.fail(span, "cannot combine with previous declaration specifier");
            }
            let k = if float > 0 {
                FloatKind::Float
            } else if long > 0 {
                FloatKind::LongDouble
            } else {
                FloatKind::Double
            };
            if complex > 0 {
                Type::Complex(k)
            } else {
                Type::Float(k)
            }
        } else if complex > 0 {
            if nspecs > 1 {
                return self.fail(span, "_Complex on integer types is not supported yet");
            }
            self.warn(
                span,
                "plain '_Complex' requires a type specifier; assuming '_Complex double'",
            );
            Type::Complex(FloatKind::Double)
        } else if i128_ > 0 {
            if bad(short + long) {
                return self.fail(
                    span,
                    "cannot combine with previous '__int128' declaration specifier",
                );
            }
            Type::Int(if u { UInt128 } else { Int128 })
        } else if short > 0 {
            if long > 0 || short > 1 {
                return self.fail(
                    span,
                    "cannot combine with previous 'short' declaration specifier",
                );
            }
            Type::Int(if u { UShort } else { Short })
        } else if long > 0 {
            match long {
                1 => Type::Int(if u { ULong } else { Long }),
                2 => Type::Int(if u { ULongLong } else { LongLong }),
                _ => return self.fail(span, "'long long long' is invalid"),
            }
        } else if int + signed + unsigned > 0 || specs.implicit_int {
            // Implicit int was diagnosed where the declarators are (`implicit_int_at`).
            Type::Int(if u { UInt } else { Int })
        } else {
            return self.fail(
                specs.span,
                "type specifier missing, defaults to 'int'; ISO C99 and later do not support implicit int",
            );
        };
        let q = self.apply_mode(
            QType {
                ty,
                q: quals,
                pq: vec![],
            },
            &specs.attrs,
        );
        self.apply_vector_attrs(q, &specs.attrs)
    }

    /// A declarator without a type specifier (implicit int), named at `at`.
    pub(crate) fn implicit_int_at(&mut self, at: Span) {
        match self.implicit_int {
            ImplicitInt::Valid => self.warn(at, "type specifier missing, defaults to 'int' [-Wimplicit-int]"),
            ImplicitInt::Ext => self.default_error(
                at,
                "type specifier missing, defaults to 'int'; ISO C99 and later do not support implicit int",
            ),
            ImplicitInt::Invalid => {
                self.err(at, "a type specifier is required for all declarations")
            }
        }
    }

    /// A parameter of a K&R definition that no declaration before the body names: `int`.
    pub(crate) fn undeclared_kr_param(&mut self, n: &ast::Ident) {
        let msg = format!("parameter '{}' was not declared, defaults to 'int'", n.name);
        match self.implicit_int {
            // C89 says so; clang has nothing to report.
            ImplicitInt::Valid => {}
            ImplicitInt::Ext => self.default_error(
                n.span,
                format!("{msg}; ISO C99 and later do not support implicit int"),
            ),
            ImplicitInt::Invalid => self.err(n.span, msg),
        }
    }

    /// `__attribute__((mode(QI/HI/SI/DI/TI/word/pointer)))` changes an integer type's width.
    fn apply_mode(&mut self, mut q: QType, attrs: &[ast::Attribute]) -> QType {
        for a in attrs.iter().filter(|a| attr_name(a) == "mode") {
            let Some(ast::Expr {
                kind: ast::ExprKind::Ident(m),
                ..
            }) = a.args.first()
            else {
                continue;
            };
            let m = m.trim_start_matches("__").trim_end_matches("__");
            let bits = match m {
                "QI" | "byte" => 8,
                "HI" => 16,
                "SI" => 32,
                "DI" | "word" | "pointer" => 64,
                "TI" => 128,
                "SF" => {
                    q.ty = Type::Float(FloatKind::Float);
                    continue;
                }
                "DF" => {
                    q.ty = Type::Float(FloatKind::Double);
                    continue;
                }
                _ => {
                    self.err(a.span, format!("mode '{m}' is not supported yet"));
                    continue;
                }
            };
            if let Type::Int(k) = q.ty {
                if let Some(nk) = int_kind_of_bits(bits, k.is_signed() || k == IntKind::Char) {
                    q.ty = Type::Int(nk);
                }
            } else {
                self.err(
                    a.span,
                    "mode attribute only supported for integer and floating-point types",
                );
            }
        }
        q
    }

    /// A `type-name` (casts, sizeof, compound literals).
    pub(crate) fn type_name(&mut self, tn: &ast::TypeName) -> R<QType> {
        let base = self.base_type(&tn.specs)?;
        let ctx = if self.f.is_some() {
            DeclCtx::Block
        } else {
            DeclCtx::File
        };
        self.apply_declarator(base, &tn.declarator, ctx)
    }

    /// Applies a declarator's derivations to the base type.
    pub(crate) fn apply_declarator(
        &mut self,
        base: QType,
        d: &ast::Declarator,
        ctx: DeclCtx,
    ) -> R<QType> {
        self.last_param_chains.clear();
        self.last_param_enums.clear();
        self.last_ret_chain.clear();
        let mut t = base;
        let name = d.name.as_ref().map(|n| n.name.clone()).unwrap_or_default();
        let span = d.name.as_ref().map(|n| n.span).unwrap_or(d.span);
        // issue 6: declarations of variables handle codimensions (lower/coarray.rs)
        if d.codims.is_some() && matches!(ctx, DeclCtx::Param | DeclCtx::Field) {
            return self.fail(span, "a coarray cannot be a parameter or a struct member");
        }
        // Type checks walk the element type at each level: bounded, as the parser bounds
        // expression nesting.
        let max = xmp_frontend::parser::MAX_DEPTH as usize;
        if d.derived.len() > max {
            return self.fail(
                d.span,
                format!("declarator has more than {max} pointer, array or function levels"),
            );
        }
        for der in d.derived.iter().rev() {
            t = match der {
                ast::Derived::Pointer(q) => {
                    let pq = t.chain();
                    QType {
                        ty: Type::Pointer(Box::new(t.ty)),
                        q: Quals::from_ast(q),
                        pq,
                    }
                }
                ast::Derived::Array(a) => {
                    let pq = t.chain();
                    if let Type::Function(_) = t.ty {
                        return self.fail(span, format!("'{name}' declared as array of functions"));
                    }
                    // In a prototype, `[n]` of an earlier parameter is `[*]`: complete enough.
                    let star = ctx == DeclCtx::Param && matches!(t.ty, Type::Array(_, None));
                    if !self.is_complete(&t.ty) && !star {
                        let n = self.tname(&t.ty);
                        return self
                            .fail(a.span, format!("array has incomplete element type '{n}'"));
                    }
                    let ty = match &a.size {
                        ast::ArraySize::Unspecified => Type::Array(Box::new(t.ty), None),
                        ast::ArraySize::Star => Type::Array(Box::new(t.ty), None),
                        ast::ArraySize::Expr(e) => self.array_type(t.ty, e, ctx, &name)?,
                    };
                    QType { ty, q: t.q, pq }
                }
                ast::Derived::Function(fd) => {
                    match &t.ty {
                        Type::Function(_) => {
                            return self.fail(span, "function cannot return function type")
                        }
                        Type::Array(..) | Type::Vla(..) => {
                            let n = self.tname(&t.ty);
                            return self
                                .fail(span, format!("function cannot return array type '{n}'"));
                        }
                        _ => {}
                    }
                    if fd.params.is_empty()
                        && fd.variadic
                        && !self.specs_overloadable
                        && !has_attr(&d.attrs, "overloadable")
                    {
                        return self.fail(fd.span, "ISO C requires a named parameter before '...'");
                    }
                    let (params, named) = self.param_types(fd, None)?;
                    for p in params.iter().chain([&t.ty]) {
                        self.check_vector_struct_abi(p, span)?;
                    }
                    self.last_param_chains = named.iter().map(|(_, q, _)| q.chain()).collect();
                    self.last_param_enums = std::mem::take(&mut self.param_enums);
                    self.last_ret_chain = t.chain();
                    QType::plain(Type::Function(Box::new(FuncType {
                        ret: t.ty,
                        params,
                        variadic: fd.variadic,
                        no_prototype: fd.no_prototype || !fd.old_style_names.is_empty(),
                    })))
                }
            };
        }
        self.apply_vector_attrs(t, &d.attrs)
    }

    /// An array of `elem` with the size expression `e`: constant, or a VLA whose size is
    /// evaluated once into a hidden local (only inside functions).
    fn array_type(&mut self, elem: Type, e: &ast::Expr, ctx: DeclCtx, name: &str) -> R<Type> {
        let size = match ctx {
            DeclCtx::Param => match self.with_params_opaque(|l| l.rvalue_expr(e)) {
                Some(x) => x?,
                // Refers to an earlier parameter: `[*]` in a prototype.
                None => return Ok(Type::Array(Box::new(elem), None)),
            },
            _ => self.rvalue_expr(e)?,
        };
        if !size.ty.is_integer() {
            let n = self.tname(&size.ty);
            return self.fail(e.span, format!("size of array has non-integer type '{n}'"));
        }
        // Outside function bodies a size that reads `const` integer variables with constant
        // initialisers is folded, as clang does (a GNU extension real XMP code relies on:
        // `static const int N = 1000; double a[N];` at file scope).
        let folded = match ctx {
            DeclCtx::File | DeclCtx::Field if self.const_int(&size).is_none() => {
                self.fold_const_globals(&size)
            }
            _ => None,
        };
        // One warning per declaration, as clang gives (the dimensions of `a[N][M]` share it).
        let warned = |l: &Self| {
            l.d.list.iter().rev().take(4).any(|d| {
                d.span.file == e.span.file
                    && d.span.line == e.span.line
                    && d.message.contains("[-Wgnu-folding-constant]")
            })
        };
        if folded.is_some() && !warned(self) {
            self.warn(
                e.span,
                "variable length array folded to constant array as an extension [-Wgnu-folding-constant]",
            );
        }
        if let Some(n) = folded.or_else(|| self.const_int(&size)) {
            let signed = matches!(size.ty, Type::Int(k) if k.is_signed());
            if signed && n < 0 {
                let what = if name.is_empty() {
                    "array".to_string()
                } else {
                    format!("'{name}'")
                };
                return self.fail(
                    e.span,
                    format!("{what} declared as an array with a negative size"),
                );
            }
            let bytes = (self.size_of(&elem).unwrap_or(1) as i128).checked_mul(n);
            if n >= 1 << 61 || bytes.is_none_or(|b| b >= 1 << 61) {
                return self.fail(e.span, format!("array is too large ({n} elements)"));
            }
            return Ok(Type::Array(Box::new(elem), Some(n as u64)));
        }
        match ctx {
            DeclCtx::Param => Ok(Type::Array(Box::new(elem), None)),
            DeclCtx::Block if self.f.is_some() => {
                let sz = self.convert(size, &super::size_type());
                let span = e.span;
                let id = self.new_local(".vla.size", super::size_type(), Quals::default(), span);
                if let Some(f) = self.f.as_mut() {
                    f.pending.push(Stmt {
                        kind: StmtKind::Decl {
                            local: id,
                            init: Some(Init::Expr(sz)),
                        },
                        span,
                    });
                }
                Ok(Type::Vla(Box::new(elem), id))
            }
            DeclCtx::Field => self.fail(e.span, "fields must have a constant size"),
            // Kept for an `align` to give a run-time meaning (decided at the end of the unit).
            DeclCtx::File if self.xmp.vla_dims.is_some() => {
                let sz = self.convert(size, &Type::Int(IntKind::Long));
                let rank = super::xmp::rank_of(&elem);
                if let Some(v) = self.xmp.vla_dims.as_mut() {
                    v.push((rank, sz));
                }
                Ok(Type::Array(Box::new(elem), Some(1)))
            }
            _ => self.fail(
                e.span,
                "variable length array declaration not allowed at file scope",
            ),
        }
    }

    /// The value of `e` when it is constant once every load of a `const` integer global with a
    /// constant initialiser is replaced by that value (clang's folding of such array sizes).
    pub(crate) fn fold_const_globals(&self, e: &Expr) -> Option<i128> {
        let mut e = e.clone();
        let mut all_known = true;
        crate::passes::loop_localize::walk_expr(&mut e, &mut |x| {
            let ExprKind::Load {
                lvalue,
                volatile: false,
            } = &x.kind
            else {
                return;
            };
            let ExprKind::Global(g) = lvalue.kind else {
                return;
            };
            let value = self.m.globals.get(g as usize).and_then(|g| match &g.init {
                Some(Init::Expr(i)) if g.is_const && g.ty.is_integer() => self.const_int(i),
                _ => None,
            });
            match value {
                Some(v) => x.kind = ExprKind::IntConst(super::consteval::wrap(v, &x.ty)),
                None => all_known = false,
            }
        });
        if all_known {
            self.const_int(&e)
        } else {
            None
        }
    }

    /// Parameter types of a function declarator, adjusted (arrays and functions to pointers).
    /// Also returns the parameters' qualified types (before adjustment of qualifiers) and names.
    pub(crate) fn param_types(
        &mut self,
        fd: &ast::FuncDecl,
        _unused: Option<()>,
    ) -> R<(Vec<Type>, Vec<NamedParam>)> {
        if is_void_params(fd) {
            self.param_enums.clear();
            return Ok((vec![], vec![]));
        }
        self.push_scope();
        let mut out = vec![];
        let mut named = vec![];
        let mut enums = vec![];
        let mut failed = false;
        for p in &fd.params {
            let r = self
                .base_type(&p.specs)
                .and_then(|b| self.apply_declarator(b, &p.declarator, DeclCtx::Param));
            match r {
                Ok(q) => {
                    let q = QType {
                        ty: adjust_param(q.ty),
                        q: q.q,
                        pq: q.pq,
                    };
                    if q.ty.is_void() {
                        self.err(p.span, "parameter has incomplete type 'void'");
                        failed = true;
                    }
                    let name = p
                        .declarator
                        .name
                        .as_ref()
                        .map(|n| n.name.clone())
                        .unwrap_or_default();
                    if !name.is_empty() {
                        self.bind(&name, Sym::Param, p.span);
                    }
                    out.push(q.ty.clone());
                    named.push((name, q, p.span));
                    enums.push(self.enum_name_of(&p.specs));
                }
                Err(()) => failed = true,
            }
        }
        self.pop_scope();
        self.param_enums = enums;
        if failed {
            return Err(());
        }
        Ok((out, named))
    }

    /// The enum that declaration specifiers name, directly (`enum E`) or through a typedef.
    pub(crate) fn enum_name_of(&self, specs: &ast::DeclSpecs) -> Option<String> {
        specs.type_specs.iter().find_map(|(t, _)| match t {
            TypeSpec::Enum(e) => e.tag.as_ref().map(|t| t.name.clone()),
            TypeSpec::TypedefName(n) => self.enum_typedefs.get(n).cloned(),
            _ => None,
        })
    }

    /// A struct or union specifier: a reference, a forward declaration or a definition.
    ///
    /// `outer` are the attributes of the enclosing declaration specifiers: the parser puts
    /// `struct S {...} __attribute__((packed))` there, and `packed` can only mean the type.
    pub(crate) fn struct_spec(&mut self, s: &ast::StructSpec, outer: &[ast::Attribute]) -> R<Type> {
        let is_union = s.kind == ast::StructKind::Union;
        let kw = if is_union { "union" } else { "struct" };
        let Some(fields) = &s.fields else {
            let Some(tag) = &s.tag else {
                return self.fail(
                    s.span,
                    "declaration of anonymous struct must be a definition",
                );
            };
            match self.lookup_tag(&tag.name).cloned() {
                Some(Tag::Struct { id, is_union: u }) => {
                    if u != is_union {
                        return self.fail(
                            tag.span,
                            format!("use of '{}' with tag type that does not match previous declaration", tag.name),
                        );
                    }
                    return Ok(Type::Struct(id));
                }
                Some(Tag::Enum { .. }) => {
                    return self.fail(
                        tag.span,
                        format!(
                            "use of '{}' with tag type that does not match previous declaration",
                            tag.name
                        ),
                    )
                }
                None => {
                    let id = self.new_struct(&tag.name, is_union);
                    self.bind_tag(&tag.name, Tag::Struct { id, is_union });
                    return Ok(Type::Struct(id));
                }
            }
        };
        let id = match &s.tag {
            Some(tag) => match self.lookup_tag_current(&tag.name).cloned() {
                Some(Tag::Struct { id, is_union: u }) if u == is_union => {
                    if self.m.structs[id as usize].complete {
                        return self.fail(tag.span, format!("redefinition of '{}'", tag.name));
                    }
                    id
                }
                Some(_) => {
                    return self.fail(
                        tag.span,
                        format!(
                            "use of '{}' with tag type that does not match previous declaration",
                            tag.name
                        ),
                    )
                }
                None => {
                    let id = self.new_struct(&tag.name, is_union);
                    self.bind_tag(&tag.name, Tag::Struct { id, is_union });
                    id
                }
            },
            None => {
                self.anon_count += 1;
                let n = format!("{kw}.anon.{}", self.anon_count);
                self.new_struct(&n, is_union)
            }
        };
        let mut members: Vec<MemberSpec> = vec![];
        let mut names: std::collections::HashSet<String> = Default::default();
        let nfields = fields.len();
        for (fi, f) in fields.iter().enumerate() {
            // A stray `;` in the member list (a GNU extension clang accepts).
            if f.declarators.is_empty() && f.specs.type_specs.is_empty() && f.specs.attrs.is_empty()
            {
                continue;
            }
            let Ok(base) = self.base_type(&f.specs) else {
                continue;
            };
            let spec_align = self.attr_align(&f.specs.attrs, &f.specs.alignas);
            let spec_packed = has_attr(&f.specs.attrs, "packed");
            if f.declarators.is_empty() {
                // An anonymous struct/union member: its fields are reachable by name.
                let anon = matches!(base.ty, Type::Struct(_))
                    && f.specs
                        .type_specs
                        .iter()
                        .any(|(t, _)| matches!(t, TypeSpec::Struct(ss) if ss.tag.is_none()));
                if anon {
                    members.push(MemberSpec {
                        name: String::new(),
                        q: base.chain(),
                        ty: base.ty,
                        bit_width: None,
                        align_attr: spec_align,
                        packed: spec_packed,
                    });
                } else {
                    self.warn(f.span, "declaration does not declare anything");
                }
                continue;
            }
            for (di, fdcl) in f.declarators.iter().enumerate() {
                let (ty, name, span, attrs) = match &fdcl.declarator {
                    Some(d) => {
                        let Ok(q) = self.apply_declarator(base.clone(), d, DeclCtx::Field) else {
                            continue;
                        };
                        let name = d.name.as_ref().map(|n| n.name.clone()).unwrap_or_default();
                        (
                            q,
                            name,
                            d.name.as_ref().map(|n| n.span).unwrap_or(d.span),
                            d.attrs.as_slice(),
                        )
                    }
                    None => (base.clone(), String::new(), f.span, &[][..]),
                };
                let last = fi + 1 == nfields && di + 1 == f.declarators.len();
                match &ty.ty {
                    Type::Array(_, None) if last && !is_union && fdcl.bit_width.is_none() => {}
                    Type::Function(_) => {
                        self.err(span, format!("field '{name}' declared as a function"));
                        continue;
                    }
                    t if !self.is_complete(t) => {
                        let n = self.tname(t);
                        self.err(span, format!("field has incomplete type '{n}'"));
                        continue;
                    }
                    _ => {}
                }
                if !name.is_empty() && !names.insert(name.clone()) {
                    self.err(span, format!("duplicate member '{name}'"));
                    continue;
                }
                let mut bit_width = None;
                if let Some(w) = &fdcl.bit_width {
                    let Type::Int(k) = ty.ty else {
                        let n = self.tname(&ty.ty);
                        let shown = if name.is_empty() {
                            "<anonymous>".to_string()
                        } else {
                            name.clone()
                        };
                        self.err(
                            span,
                            format!("bit-field '{shown}' has non-integral type '{n}'"),
                        );
                        continue;
                    };
                    let Some(v) = self.const_int_expr(w) else {
                        continue;
                    };
                    if v < 0 {
                        self.err(
                            w.span,
                            format!("bit-field '{name}' has negative width ({v})"),
                        );
                        continue;
                    }
                    if v as u64 > k.bits() as u64 {
                        self.err(
                            w.span,
                            format!("width of bit-field '{name}' ({v} bits) exceeds the width of its type ({} bits)", k.bits()),
                        );
                        continue;
                    }
                    if v == 0 && !name.is_empty() {
                        self.err(span, format!("named bit-field '{name}' has zero width"));
                        continue;
                    }
                    bit_width = Some(v as u32);
                }
                let align_attr = match (spec_align, self.attr_align(attrs, &[])) {
                    (Some(a), Some(b)) => Some(a.max(b)),
                    (a, b) => a.or(b),
                };
                members.push(MemberSpec {
                    name,
                    q: ty.chain(),
                    ty: ty.ty,
                    bit_width,
                    align_attr,
                    packed: spec_packed || has_attr(attrs, "packed"),
                });
            }
        }
        // Attributes written after the closing brace (positioned after the specifier's start)
        // belong to the type.
        let after: Vec<ast::Attribute> = outer
            .iter()
            .filter(|a| {
                (a.span.file, a.span.line, a.span.col) > (s.span.file, s.span.line, s.span.col)
            })
            .cloned()
            .collect();
        let packed = has_attr(&s.attrs, "packed") || has_attr(&after, "packed");
        let align = match (self.attr_align(&s.attrs, &[]), self.attr_align(&after, &[])) {
            (Some(a), Some(b)) => Some(a.max(b)),
            (a, b) => a.or(b),
        };
        let pack = self.pack;
        self.layout_struct(id, members, packed, align, pack);
        Ok(Type::Struct(id))
    }

    fn new_struct(&mut self, name: &str, is_union: bool) -> u32 {
        self.m.structs.push(StructDef {
            name: name.to_string(),
            is_union,
            fields: vec![],
            size: 0,
            align: 1,
            complete: false,
        });
        (self.m.structs.len() - 1) as u32
    }

    /// An enum specifier. Enumerators are `int` constants; the enum type is `unsigned int` when
    /// no value is negative, else `int` (wider when values need it), as clang chooses.
    pub(crate) fn enum_spec(&mut self, e: &ast::EnumSpec) -> R<Type> {
        let Some(list) = &e.enumerators else {
            let Some(tag) = &e.tag else {
                return self.fail(e.span, "declaration of anonymous enum must be a definition");
            };
            return match self.lookup_tag(&tag.name).cloned() {
                Some(Tag::Enum { ty, .. }) => Ok(ty),
                Some(_) => self.fail(
                    tag.span,
                    format!(
                        "use of '{}' with tag type that does not match previous declaration",
                        tag.name
                    ),
                ),
                None => {
                    // GNU forward reference to an enum.
                    let ty = Type::Int(IntKind::UInt);
                    self.bind_tag(
                        &tag.name,
                        Tag::Enum {
                            ty: ty.clone(),
                            complete: false,
                        },
                    );
                    Ok(ty)
                }
            };
        };
        if let Some(tag) = &e.tag {
            if let Some(Tag::Enum { complete: true, .. }) = self.lookup_tag_current(&tag.name) {
                return self.fail(tag.span, format!("redefinition of '{}'", tag.name));
            }
        }
        let mut next: i128 = 0;
        let (mut min, mut max) = (0i128, 0i128);
        for en in list {
            let v = match &en.value {
                Some(x) => match self.const_int_expr(x) {
                    Some(v) => v,
                    None => next,
                },
                None => next,
            };
            if let Some((_, prev)) = self.lookup_current(&en.name.name) {
                let _ = prev;
                self.err(
                    en.name.span,
                    format!("redefinition of enumerator '{}'", en.name.name),
                );
            }
            self.bind(&en.name.name, Sym::EnumConst(v), en.name.span);
            min = min.min(v);
            max = max.max(v);
            next = v.wrapping_add(1);
        }
        let ty = if min < 0 {
            if min >= i32::MIN as i128 && max <= i32::MAX as i128 {
                Type::Int(IntKind::Int)
            } else {
                Type::Int(IntKind::Long)
            }
        } else if max <= u32::MAX as i128 {
            Type::Int(IntKind::UInt)
        } else {
            Type::Int(IntKind::ULong)
        };
        if let Some(tag) = &e.tag {
            self.bind_tag(
                &tag.name,
                Tag::Enum {
                    ty: ty.clone(),
                    complete: true,
                },
            );
        }
        Ok(ty)
    }
}

/// A prototype parameter: its name (empty when abstract), qualified type and span.
pub(crate) type NamedParam = (String, QType, Span);

/// `f(void)`: a single unnamed `void` parameter means no parameters.
pub(crate) fn is_void_params(fd: &ast::FuncDecl) -> bool {
    fd.params.len() == 1
        && fd.params[0].declarator.name.is_none()
        && fd.params[0].declarator.derived.is_empty()
        && fd.params[0].specs.type_specs.len() == 1
        && matches!(fd.params[0].specs.type_specs[0].0, TypeSpec::Void)
}

/// Parameter type adjustment (C99 6.7.5.3): arrays and functions become pointers; `va_list`
/// (an array type on x86-64) becomes a pointer to its element.
pub(crate) fn adjust_param(ty: Type) -> Type {
    match ty {
        Type::Array(t, _) | Type::Vla(t, _) => Type::Pointer(t),
        Type::Function(_) => Type::Pointer(Box::new(ty)),
        Type::VaList => Type::Pointer(Box::new(Type::VaList)),
        t => t,
    }
}
