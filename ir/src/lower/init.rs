//! Initialisers: brace elision, designators (nested, GNU ranges), string initialisers of char
//! arrays, size inference for unsized arrays, zero fill; the result is an [`Init`] tree shaped
//! like the object's type. Static initialisers are checked to be constant and folded.

use xmp_frontend::ast::{self, Designator, InitItem, Initializer};

use super::expr::ConvCtx;
use super::Lowerer;
use super::R;
use crate::types::{IntKind, Type};
use crate::xir::{Expr, ExprKind, Init, Span};

/// Where in an aggregate a designator points.
struct Pos {
    lo: u64,
    hi: u64,
    ty: Type,
    /// The designator must be applied again inside this member (anonymous struct members).
    again: bool,
}

fn is_char_kind(t: &Type) -> bool {
    matches!(
        t,
        Type::Int(IntKind::Char | IntKind::SChar | IntKind::UChar)
    )
}

/// A string literal expression (the parser has folded parentheses and concatenation).
fn as_string(e: &ast::Expr) -> Option<(&[u8], xmp_frontend::token::CharPrefix)> {
    match &e.kind {
        ast::ExprKind::Str { bytes, prefix } => Some((bytes, *prefix)),
        _ => None,
    }
}

/// The slot of element/member `key` inside an aggregate initialiser (created as zero).
fn slot(acc: &mut Init, key: u64, is_array: bool, is_union: bool) -> &mut Init {
    let right_shape = matches!(
        (&*acc, is_array),
        (Init::Array(_), true) | (Init::Struct(_), false)
    );
    if !right_shape {
        *acc = if is_array {
            Init::Array(vec![])
        } else {
            Init::Struct(vec![])
        };
    }
    match acc {
        Init::Array(v) => {
            let i = match v.binary_search_by_key(&key, |e| e.0) {
                Ok(i) => i,
                Err(i) => {
                    v.insert(i, (key, Init::Zero));
                    i
                }
            };
            &mut v[i].1
        }
        Init::Struct(v) => {
            let k = key as u32;
            if is_union {
                v.retain(|e| e.0 == k);
            }
            let i = match v.binary_search_by_key(&k, |e| e.0) {
                Ok(i) => i,
                Err(i) => {
                    v.insert(i, (k, Init::Zero));
                    i
                }
            };
            &mut v[i].1
        }
        // The shape was fixed above; hand back the accumulator itself otherwise.
        other => other,
    }
}

impl Lowerer {
    fn is_aggregate(&self, ty: &Type) -> bool {
        matches!(ty, Type::Array(..) | Type::Struct(_))
    }

    /// Matches `init` against an object of type `ty`. Returns the initialiser and the completed
    /// type (an unsized array gets its length from the initialiser).
    pub(crate) fn initializer(
        &mut self,
        ty: &Type,
        init: &Initializer,
        st: bool,
        span: Span,
    ) -> R<(Init, Type)> {
        let chain = self.init_chain.take();
        if let Type::Vla(..) = ty {
            return self.fail(span, "variable-sized object may not be initialized");
        }
        if let Type::Array(elem, _) = ty {
            if let Some((bytes, prefix)) = self.string_operand(elem, init) {
                return self.string_init(ty, bytes, prefix, span);
            }
        }
        match init {
            Initializer::Expr(e) => {
                if self.is_aggregate(ty) {
                    if let Type::Struct(_) = ty {
                        let x = self.rvalue_expr(e)?;
                        if &x.ty == ty {
                            if st {
                                return Ok((self.static_struct_copy(x)?, ty.clone()));
                            }
                            return Ok((Init::Expr(x), ty.clone()));
                        }
                        let x = self.assign_convert(x, ty, ConvCtx::Init, e.span)?;
                        return Ok((Init::Expr(x), ty.clone()));
                    }
                    return self.fail(e.span, "array initializer must be an initializer list");
                }
                let x = self.rvalue_for(e, ty)?;
                // A static vector from a compound literal of its type takes the literal's
                // initialiser, as for structs.
                if st && ty.is_vector() && &x.ty == ty {
                    return Ok((self.static_struct_copy(x)?, ty.clone()));
                }
                self.conv_target = chain;
                let x = self.assign_convert(x, ty, ConvCtx::Init, e.span)?;
                let x = if st { self.static_value(x)? } else { x };
                Ok((Init::Expr(x), ty.clone()))
            }
            Initializer::List(items, lspan) => {
                if ty.is_vector() {
                    let i = self.vector_braced(ty, items, st, *lspan)?;
                    return Ok((i, ty.clone()));
                }
                if !self.is_aggregate(ty) {
                    let i = self.scalar_braced(ty, items, st, *lspan)?;
                    return Ok((i, ty.clone()));
                }
                if !self.is_complete(ty) && !matches!(ty, Type::Array(_, None)) {
                    let n = self.tname(ty);
                    return self.fail(span, format!("variable has incomplete type '{n}'"));
                }
                let mut acc = Init::Zero;
                let mut idx = 0;
                let n = self.fill(ty, items, &mut idx, &mut acc, true, st, None)?;
                let ty = match ty {
                    Type::Array(e, None) => Type::Array(e.clone(), Some(n)),
                    t => t.clone(),
                };
                Ok((acc, ty))
            }
        }
    }

    /// `char s[] = "ab"` and `char s[] = {"ab"}`: the string, when `init` is one.
    fn string_operand<'a>(
        &self,
        elem: &Type,
        init: &'a Initializer,
    ) -> Option<(&'a [u8], xmp_frontend::token::CharPrefix)> {
        use xmp_frontend::token::CharPrefix as P;
        let e = match init {
            Initializer::Expr(e) => e,
            Initializer::List(items, _) if items.len() == 1 && items[0].designators.is_empty() => {
                match &items[0].init {
                    Initializer::Expr(e) => e,
                    _ => return None,
                }
            }
            _ => return None,
        };
        let (bytes, prefix) = as_string(e)?;
        let ok = match prefix {
            P::None | P::Utf8 => is_char_kind(elem),
            P::Wide => matches!(elem, Type::Int(IntKind::Int)),
            P::Utf16 => matches!(elem, Type::Int(IntKind::UShort)),
            P::Utf32 => matches!(elem, Type::Int(IntKind::UInt)),
        };
        ok.then_some((bytes, prefix))
    }

    fn string_init(
        &mut self,
        ty: &Type,
        bytes: &[u8],
        prefix: xmp_frontend::token::CharPrefix,
        span: Span,
    ) -> R<(Init, Type)> {
        let Type::Array(elem, len) = ty else {
            return Err(());
        };
        let lit = self.string_lit(bytes, prefix, span);
        let Type::Array(_, Some(n_with_nul)) = lit.ty else {
            return Err(());
        };
        let ExprKind::StringLit(data) = lit.kind else {
            return Err(());
        };
        let esize = self.size_of(elem).unwrap_or(1) as usize;
        let n = n_with_nul - 1;
        let len = match len {
            Some(l) => *l,
            None => n_with_nul,
        };
        let mut units = n;
        if n > len {
            self.warn(span, "initializer-string for char array is too long");
            units = len;
        }
        let data = &data[..(units as usize) * esize];
        let init = if esize == 1 {
            Init::Str(data.to_vec())
        } else {
            let mut v = vec![];
            for (i, c) in data.chunks(esize).enumerate() {
                let mut b = [0u8; 8];
                b[..esize].copy_from_slice(c);
                let val = u64::from_le_bytes(b) as i128;
                v.push((
                    i as u64,
                    Init::Expr(Expr::new(ExprKind::IntConst(val), (**elem).clone(), span)),
                ));
            }
            Init::Array(v)
        };
        Ok((init, Type::Array(elem.clone(), Some(len))))
    }

    /// A scalar initialiser expression, converted, and checked constant for static storage.
    fn scalar_init(&mut self, ty: &Type, e: &ast::Expr, st: bool) -> R<Expr> {
        let x = self.rvalue_for(e, ty)?;
        let x = self.assign_convert(x, ty, ConvCtx::Init, e.span)?;
        if st {
            return self.static_value(x);
        }
        Ok(x)
    }

    /// A struct-valued initialiser of a static object: GNU C takes a compound literal with a
    /// constant initialiser (`static struct P p = (struct P){1, 2};`) as that initialiser.
    fn static_struct_copy(&mut self, x: Expr) -> R<Init> {
        let lit = match x.kind {
            ExprKind::Load { lvalue, .. } => *lvalue,
            k => Expr { kind: k, ..x },
        };
        match lit.kind {
            ExprKind::CompoundLiteral { init, .. } => self.static_init(*init),
            _ => self.fail(
                lit.span,
                "initializer element is not a compile-time constant",
            ),
        }
    }

    /// Checks every element of `init` with [`Self::static_value`].
    fn static_init(&mut self, init: Init) -> R<Init> {
        Ok(match init {
            Init::Expr(x) if matches!(x.ty, Type::Struct(_)) => self.static_struct_copy(x)?,
            Init::Expr(x) => Init::Expr(self.static_value(x)?),
            Init::Array(items) => Init::Array(
                items
                    .into_iter()
                    .map(|(i, x)| Ok((i, self.static_init(x)?)))
                    .collect::<R<_>>()?,
            ),
            Init::Struct(items) => Init::Struct(
                items
                    .into_iter()
                    .map(|(i, x)| Ok((i, self.static_init(x)?)))
                    .collect::<R<_>>()?,
            ),
            i @ (Init::Str(_) | Init::Zero) => i,
        })
    }

    /// Checks that `x` is constant enough for static storage, and folds it.
    pub(crate) fn static_value(&mut self, x: Expr) -> R<Expr> {
        let x = self.fold(x);
        let ok = match &x.kind {
            ExprKind::IntConst(_)
            | ExprKind::FloatConst(_)
            | ExprKind::LongDoubleConst(_)
            | ExprKind::ComplexConst { .. } => true,
            _ if x.ty.is_pointer() || x.ty.is_integer() => self.is_address_constant(&x),
            _ => false,
        };
        if !ok {
            // clang folds reads of `const` integer variables with constant initialisers
            // (`static const int K = N * 2;`), silently, as a GNU extension.
            if x.ty.is_integer() {
                if let Some(v) = self.fold_const_globals(&x) {
                    let ty = x.ty.clone();
                    return Ok(Expr::new(ExprKind::IntConst(v), ty, x.span));
                }
            }
            if super::consteval::expr_has_label(&mut x.clone()) {
                return self.fail(
                    x.span,
                    "arithmetic on label addresses in a static initializer is not supported yet",
                );
            }
            return self.fail(x.span, "initializer element is not a compile-time constant");
        }
        Ok(x)
    }

    /// `int x = {1};`
    fn scalar_braced(&mut self, ty: &Type, items: &[InitItem], st: bool, span: Span) -> R<Init> {
        let Some(first) = items.first() else {
            return Ok(Init::Zero);
        };
        if !first.designators.is_empty() {
            let n = self.tname(ty);
            return self.fail(
                span,
                format!("designator in initializer for scalar type '{n}'"),
            );
        }
        if items.len() > 1 {
            self.warn(span, "excess elements in scalar initializer");
        }
        match &first.init {
            Initializer::Expr(e) => Ok(Init::Expr(self.scalar_init(ty, e, st)?)),
            Initializer::List(inner, s) => {
                self.warn(*s, "too many braces around scalar initializer");
                self.scalar_braced(ty, inner, st, *s)
            }
        }
    }

    /// Member type and count of an aggregate (arrays: element; structs: per field).
    fn member_ty(&self, ty: &Type, pos: u64) -> Option<Type> {
        match ty {
            Type::Array(e, n) => (n.is_none_or(|n| pos < n)).then(|| (**e).clone()),
            Type::Struct(s) => {
                let d = &self.m.structs[*s as usize];
                if d.is_union && pos > 0 {
                    return None;
                }
                d.fields.get(pos as usize).map(|f| f.ty.clone())
            }
            _ => None,
        }
    }

    fn is_union(&self, ty: &Type) -> bool {
        matches!(ty, Type::Struct(s) if self.m.structs[*s as usize].is_union)
    }

    /// Consumes initialiser items for the aggregate `ty` into `acc`; `braced` when the list
    /// has its own braces (else brace elision: stop at a designator or when full). `lead`, when
    /// given, positions the first item instead of its own designators (the rest of a designator
    /// chain like `.p.x`, or nothing for an item already positioned). Returns one past the
    /// highest element index written (the array length it implies).
    #[allow(clippy::too_many_arguments)]
    fn fill(
        &mut self,
        ty: &Type,
        items: &[InitItem],
        idx: &mut usize,
        acc: &mut Init,
        braced: bool,
        st: bool,
        lead: Option<&[Designator]>,
    ) -> R<u64> {
        let is_array = matches!(ty, Type::Array(..));
        let is_union = self.is_union(ty);
        if !matches!(acc, Init::Array(_) | Init::Struct(_)) {
            *acc = if is_array {
                Init::Array(vec![])
            } else {
                Init::Struct(vec![])
            };
        }
        let mut lead = lead;
        let mut pos: u64 = 0;
        let mut count: u64 = 0;
        let mut failed = false;
        while *idx < items.len() {
            let item = &items[*idx];
            let ds: &[Designator] = match lead.take() {
                Some(l) => l,
                None if !item.designators.is_empty() => {
                    if !braced {
                        // A designator belongs to the innermost braced list.
                        return Ok(count);
                    }
                    &item.designators
                }
                None => &[],
            };
            if let Some(d) = ds.first() {
                let Ok(p) = self.designate(ty, d, st) else {
                    failed = true;
                    *idx += 1;
                    continue;
                };
                // An anonymous member: the same designator applies again inside it.
                let rest: &[Designator] = if p.again { ds } else { &ds[1..] };
                if matches!(p.ty, Type::Array(_, None)) && !rest.is_empty() {
                    self.err(
                        designator_span(d),
                        "designator into flexible array member subobject",
                    );
                    failed = true;
                    *idx += 1;
                    continue;
                }
                let start = *idx;
                let mut end = start + 1;
                for k in p.lo..=p.hi {
                    *idx = start;
                    let s = slot(acc, k, is_array, is_union);
                    let mut sub = std::mem::replace(s, Init::Zero);
                    let r = if rest.is_empty() {
                        if !matches!(sub, Init::Zero) {
                            let sp = init_span(&item.init);
                            self.warn(
                                sp,
                                "initializer overrides prior initialization of this subobject",
                            );
                        }
                        self.init_member(&p.ty, items, idx, &mut sub, st)
                    } else if self.is_aggregate(&p.ty) {
                        self.fill(&p.ty, items, idx, &mut sub, false, st, Some(rest))
                            .map(|_| ())
                    } else {
                        let n = self.tname(&p.ty);
                        self.fail(
                            designator_span(&rest[0]),
                            format!("designator into non-aggregate type '{n}'"),
                        )
                    };
                    *slot(acc, k, is_array, is_union) = sub;
                    if r.is_err() {
                        failed = true;
                        *idx = (*idx).max(start + 1);
                    }
                    end = end.max(*idx);
                }
                *idx = end;
                pos = p.hi + 1;
                count = count.max(pos);
                continue;
            }
            // GNU: a static object's flexible array member takes its initialiser's length (the
            // object grows past `sizeof`); automatic objects cannot grow.
            if let (Type::Struct(_), Some(Type::Array(_, None))) = (ty, self.member_ty(ty, pos)) {
                if !st {
                    let sp = init_span(&item.init);
                    return self.fail(
                        sp,
                        "initialization of flexible array member of an object with automatic storage is not supported yet",
                    );
                }
            }
            let Some(mty) = self.member_ty(ty, pos) else {
                if !braced {
                    return Ok(count);
                }
                let what = if is_array {
                    "array"
                } else if is_union {
                    "union"
                } else {
                    "struct"
                };
                let sp = init_span(&item.init);
                self.warn(sp, format!("excess elements in {what} initializer"));
                *idx = items.len();
                break;
            };
            let s = slot(acc, pos, is_array, is_union);
            let mut sub = std::mem::replace(s, Init::Zero);
            let before = *idx;
            let r = self.init_member(&mty, items, idx, &mut sub, st);
            *slot(acc, pos, is_array, is_union) = sub;
            if r.is_err() {
                failed = true;
                *idx = (*idx).max(before + 1);
            }
            pos += 1;
            count = count.max(pos);
        }
        if failed {
            return Err(());
        }
        Ok(count)
    }

    /// Initialises one member of type `mty` from `items[*idx]` (brace elision when the item is
    /// a plain expression for an aggregate member).
    fn init_member(
        &mut self,
        mty: &Type,
        items: &[InitItem],
        idx: &mut usize,
        out: &mut Init,
        st: bool,
    ) -> R<()> {
        let item = &items[*idx];
        match &item.init {
            Initializer::List(sub, span) => {
                *idx += 1;
                let (i, _) =
                    self.initializer(mty, &Initializer::List(sub.clone(), *span), st, *span)?;
                *out = i;
                Ok(())
            }
            Initializer::Expr(e) => {
                if !self.is_aggregate(mty) {
                    *idx += 1;
                    if st && mty.is_vector() && self.peek_type(e).as_ref() == Some(mty) {
                        // A compound literal of the vector type gives its initialiser, as for
                        // a whole static vector.
                        let x = self.rvalue_expr(e)?;
                        *out = self.static_struct_copy(x)?;
                        return Ok(());
                    }
                    *out = Init::Expr(self.scalar_init(mty, e, st)?);
                    return Ok(());
                }
                if let Type::Array(elem, _) = mty {
                    if let Some((bytes, prefix)) = self.string_operand(elem, &item.init) {
                        *idx += 1;
                        *out = self.string_init(mty, bytes, prefix, e.span)?.0;
                        return Ok(());
                    }
                }
                if let Type::Struct(_) = mty {
                    if self.peek_type(e).as_ref() == Some(mty) {
                        *idx += 1;
                        let x = self.rvalue_expr(e)?;
                        *out = if st {
                            self.static_struct_copy(x)?
                        } else {
                            Init::Expr(x)
                        };
                        return Ok(());
                    }
                }
                self.fill(mty, items, idx, out, false, st, Some(&[]))
                    .map(|_| ())
            }
        }
    }

    /// The type an expression would have, without reporting anything.
    fn peek_type(&mut self, e: &ast::Expr) -> Option<Type> {
        let nd = self.d.list.len();
        let np = self.f.as_ref().map(|f| f.pending.len());
        let r = self.rvalue_expr(e).ok().map(|x| x.ty);
        self.d.list.truncate(nd);
        if let (Some(n), Some(f)) = (np, self.f.as_mut()) {
            f.pending.truncate(n);
        }
        r
    }

    fn designate(&mut self, ty: &Type, d: &Designator, st: bool) -> R<Pos> {
        match (d, ty) {
            (Designator::Field(name), Type::Struct(s)) => {
                let Some(path) = self.find_field(*s, &name.name) else {
                    let n = self.tname(ty);
                    return self.fail(
                        name.span,
                        format!(
                            "field designator '{}' does not refer to any field in type '{n}'",
                            name.name
                        ),
                    );
                };
                let i = path[0] as u64;
                let fty = self.m.structs[*s as usize].fields[path[0] as usize]
                    .ty
                    .clone();
                // As for a positional initializer: only a static object can grow.
                if let (Type::Array(_, None), false) = (&fty, st) {
                    return self.fail(
                        name.span,
                        "initialization of flexible array member of an object with automatic storage is not supported yet",
                    );
                }
                Ok(Pos {
                    lo: i,
                    hi: i,
                    ty: fty,
                    again: path.len() > 1,
                })
            }
            (Designator::Index(e), Type::Array(elem, n)) => {
                let i = self.const_int_expr(e).ok_or(())?;
                self.check_index(i, *n, e.span)?;
                Ok(Pos {
                    lo: i as u64,
                    hi: i as u64,
                    ty: (**elem).clone(),
                    again: false,
                })
            }
            (Designator::Range(a, b), Type::Array(elem, n)) => {
                let lo = self.const_int_expr(a).ok_or(())?;
                let hi = self.const_int_expr(b).ok_or(())?;
                self.check_index(lo, *n, a.span)?;
                self.check_index(hi, *n, b.span)?;
                if hi < lo {
                    return self.fail(a.span, "array designator range is empty");
                }
                if hi.checked_sub(lo).is_none_or(|d| d > 1 << 20) {
                    return self.fail(
                        a.span,
                        "array designator range this large is not supported yet",
                    );
                }
                Ok(Pos {
                    lo: lo as u64,
                    hi: hi as u64,
                    ty: (**elem).clone(),
                    again: false,
                })
            }
            (Designator::Field(name), _) => {
                let n = self.tname(ty);
                self.fail(
                    name.span,
                    format!(
                        "field designator cannot initialize a non-struct, non-union type '{n}'"
                    ),
                )
            }
            (Designator::Index(e) | Designator::Range(e, _), _) => {
                let n = self.tname(ty);
                self.fail(
                    e.span,
                    format!("array designator cannot initialize non-array type '{n}'"),
                )
            }
        }
    }

    fn check_index(&mut self, i: i128, n: Option<u64>, span: Span) -> R<()> {
        if i < 0 {
            return self.fail(span, format!("array designator value '{i}' is negative"));
        }
        if let Some(n) = n {
            if i as u64 >= n {
                return self.fail(
                    span,
                    format!("array designator index ({i}) exceeds array bounds ({n})"),
                );
            }
        }
        Ok(())
    }
}

fn designator_span(d: &Designator) -> Span {
    match d {
        Designator::Field(n) => n.span,
        Designator::Index(e) | Designator::Range(e, _) => e.span,
    }
}

fn init_span(i: &Initializer) -> Span {
    match i {
        Initializer::Expr(e) => e.span,
        Initializer::List(_, s) => *s,
    }
}
