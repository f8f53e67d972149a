//! Coarrays (issue 6, reference 9): declarations, references to the local copy, and coindexed
//! objects (GET in expressions, PUT as assignment targets).
//!
//! A static coarray `T a[..]:[..][*]` stays a C global of type `T[..]` holding the initial value,
//! plus a hidden pointer global `__xmp_co.<symbol>` that the start-up code (code generation's
//! `main` wrapper) sets to the image's copy in the symmetric heap. Every reference to `a` lowers
//! to `*addr`, so local accesses are ordinary memory accesses of the symmetric copy and the local
//! address of any element is also its offset on every other image.
//!
//! Image indices are 0-based in the current executing image set (reference 9.1: XMP/C since 1.3;
//! `xmpc_this_image()` numbers the same way). With several codimensions `[e0][e1]...[*]` the
//! cosubscripts `c0, c1, ..., cn` give image `c0 + e0*(c1 + e1*(c2 + ...))`: the first
//! cosubscript varies fastest and `*` is the slowest (the reference's recommendation for the
//! 1.4 form, like Fortran's column-major image order).
//!
//! The array subscripts of a coindexed object are checked against their dimensions (a remote
//! access outside the coarray would write another object of that image): constant ones here,
//! others at run time ([`Lowerer::co_bounds`]). A `const` coarray is read-only through a
//! coindex as well as locally.

use xmp_frontend::ast;
use xmp_frontend::ast::{BinaryOp, StorageClass};

use super::expr::{int_const, int_ty};
use super::scope::Sym;
use super::{GlobalInfo, Lowerer, QType, R};
use crate::types::{IntKind, Type};
use crate::xir::{CoarrayDef, CoarrayId, Expr, ExprKind, Global, GlobalId, Linkage, Span};

fn bx(e: Expr) -> Box<Expr> {
    Box::new(e)
}

impl Lowerer {
    /// Checks a declarator with codimensions before its object is created: returns the
    /// coextents (the last `None` for `*`), or `None` after reporting an error.
    pub(crate) fn coarray_precheck(
        &mut self,
        qt: &QType,
        sc: Option<StorageClass>,
        file: bool,
        tls: bool,
        codims: &[Option<ast::Expr>],
        span: Span,
    ) -> Option<Vec<Option<u64>>> {
        // Reference 9.2: a coarray has static storage (file scope, or `static`/`extern` in a
        // block, as the draft chapter allows); automatic coarrays are rejected.
        let bad = match sc {
            Some(StorageClass::Typedef) => Some("a typedef cannot have codimensions"),
            Some(StorageClass::Extern) | Some(StorageClass::Static) => None,
            _ if file => None,
            _ => Some("a coarray in a block must be 'static' or 'extern': automatic coarrays are not allowed (reference 9.2)"),
        };
        if let Some(m) = bad {
            self.err(span, m);
            return None;
        }
        if tls {
            self.err(span, "a coarray cannot be '_Thread_local'");
            return None;
        }
        if qt.q.v {
            self.err(span, "a coarray cannot be 'volatile'");
            return None;
        }
        if let Err(m) = self.coarray_elem_ok(&qt.ty) {
            self.err(span, m);
            return None;
        }
        let mut out = vec![];
        for (k, c) in codims.iter().enumerate() {
            let last = k + 1 == codims.len();
            match (c, last) {
                (None, true) => out.push(None),
                (None, false) => {
                    self.err(span, "only the last codimension of a coarray may be '*'");
                    return None;
                }
                (Some(_), true) => {
                    self.err(span, "the last codimension of a coarray must be '*'");
                    return None;
                }
                (Some(e), false) => match self.const_int_expr(e) {
                    Some(v) if v > 0 && v <= i32::MAX as i128 => out.push(Some(v as u64)),
                    Some(_) => {
                        self.err(e.span, "a codimension must be positive");
                        return None;
                    }
                    None => return None,
                },
            }
        }
        Some(out)
    }

    /// Element types a coarray may have (reference 9.2): basic types, structures without
    /// pointer members, arrays of these (up to 7 dimensions).
    fn coarray_elem_ok(&self, t: &Type) -> Result<(), String> {
        let mut rank = 0;
        let mut t = t;
        while let Type::Array(e, n) = t {
            if n.is_none() {
                return Err("a coarray must have a complete array type".into());
            }
            rank += 1;
            t = e;
        }
        if rank > 7 {
            return Err("a coarray has at most 7 dimensions".into());
        }
        match t {
            Type::Int(_) | Type::Float(_) | Type::Complex(_) => Ok(()),
            Type::Struct(sid) => {
                let d = &self.m.structs[*sid as usize];
                if d.is_union {
                    return Err("a union coarray is not supported yet".into());
                }
                if !d.complete {
                    return Err("a coarray must have a complete type".into());
                }
                if self.has_pointer(t) {
                    return Err(format!(
                        "a coarray of struct '{}' is not allowed: the struct has pointer members",
                        d.name
                    ));
                }
                Ok(())
            }
            Type::Pointer(_) => Err("a coarray of pointers is not allowed".into()),
            Type::Vla(..) => Err("a coarray cannot be a variable length array".into()),
            _ => Err(format!(
                "a coarray of type '{}' is not supported yet",
                self.tname(t)
            )),
        }
    }

    fn has_pointer(&self, t: &Type) -> bool {
        match t {
            Type::Pointer(_) => true,
            Type::Array(e, _) | Type::Vla(e, _) => self.has_pointer(e),
            Type::Struct(sid) => self.m.structs[*sid as usize]
                .fields
                .iter()
                .any(|f| self.has_pointer(&f.ty)),
            _ => false,
        }
    }

    /// After the object of a coarray declaration exists: record the coarray and its hidden
    /// address global.
    ///
    /// A coarray with external linkage is shared between translation units through its
    /// address global `__xmp_co.<symbol>` (external too): the unit that defines the coarray
    /// allocates it and sets the address, a unit that only declares it `extern` refers to the
    /// same address global. The defining unit's C object (the initial value) is renamed to an
    /// internal `__xmp_coinit.<symbol>`, so a unit declaring the name without codimensions
    /// fails to link instead of silently using a copy that is not the coarray.
    pub(crate) fn coarray_declare(&mut self, name: &ast::Ident, codims: Vec<Option<u64>>) {
        let Some(Sym::Global { id: object }) = self.lookup(&name.name).cloned() else {
            return;
        };
        let defines = self.m.globals[object as usize].init.is_some()
            || self.ginfo.get(object as usize).is_some_and(|g| g.tentative);
        if let Some(c) = self.coarray_of_global(object) {
            let c = c as usize;
            if self.m.xmp.coarrays[c].codims != codims {
                self.err(
                    name.span,
                    format!(
                        "coarray '{}' redeclared with different codimensions",
                        name.name
                    ),
                );
            }
            if defines && self.m.xmp.coarrays[c].external {
                self.m.xmp.coarrays[c].external = false;
                let addr = self.m.xmp.coarrays[c].addr as usize;
                self.m.globals[addr].init = Some(crate::xir::Init::Zero);
                self.coarray_rename_object(object);
            }
            return;
        }
        let og = &self.m.globals[object as usize];
        let ty = Type::Pointer(Box::new(og.ty.clone()));
        let shared = og.linkage == Linkage::External;
        let external = shared && !defines;
        let symbol = if shared {
            format!("__xmp_co.{}", og.symbol)
        } else {
            self.unique_symbol(&format!("__xmp_co.{}", og.symbol))
        };
        if shared && !external {
            self.coarray_rename_object(object);
        }
        self.m.globals.push(Global {
            name: format!("__xmp_co.{}", name.name),
            symbol,
            ty,
            linkage: if shared {
                Linkage::External
            } else {
                Linkage::Internal
            },
            init: (!external).then_some(crate::xir::Init::Zero),
            is_const: false,
            thread_local: false,
            align: None,
            span: name.span,
        });
        // `*addr` is the coarray: it has the qualifiers of the C object (a `const` coarray
        // stays read-only, locally and through a coindex).
        let mut chain = vec![Default::default()];
        match self.ginfo.get(object as usize) {
            Some(g) if !g.chain.is_empty() => chain.extend(g.chain.iter().copied()),
            _ => chain.push(Default::default()),
        }
        self.ginfo.push(GlobalInfo {
            chain,
            tentative: false,
            defined: true,
        });
        let addr = (self.m.globals.len() - 1) as GlobalId;
        self.m.xmp.coarrays.push(CoarrayDef {
            name: name.name.clone(),
            object,
            addr,
            codims,
            span: name.span,
            external,
            on: None,
            pointer: false,
        });
        self.xmp.used = true;
    }

    /// The C object of a defined coarray with external linkage becomes internal (see
    /// [`Lowerer::coarray_declare`]).
    fn coarray_rename_object(&mut self, object: GlobalId) {
        let g = &self.m.globals[object as usize];
        let sym = self.unique_symbol(&format!("__xmp_coinit.{}", g.symbol));
        let g = &mut self.m.globals[object as usize];
        g.symbol = sym;
        g.linkage = Linkage::Internal;
    }

    /// Checks a coarray pointer declarator (`T (*w)[n]:[];`, reference 9.10 draft) before its
    /// object is created; false after reporting an error.
    pub(crate) fn coarray_ptr_precheck(
        &mut self,
        qt: &QType,
        sc: Option<StorageClass>,
        file: bool,
        tls: bool,
        deferred: u32,
        span: Span,
    ) -> bool {
        let bad = match sc {
            Some(StorageClass::Typedef) => Some("a typedef cannot have codimensions".to_string()),
            Some(StorageClass::Extern) | Some(StorageClass::Static) => None,
            _ if file => None,
            _ => Some("a coarray pointer in a block must be 'static' or 'extern'".to_string()),
        };
        let bad = bad.or_else(|| {
            if tls {
                Some("a coarray pointer cannot be '_Thread_local'".into())
            } else if deferred > 7 {
                Some("a coarray pointer has at most 7 codimensions".into())
            } else {
                None
            }
        });
        let bad = bad.or_else(|| match &qt.ty {
            Type::Pointer(t) => self
                .coarray_elem_ok(t)
                .err()
                .map(|m| format!("the target of a coarray pointer: {m}")),
            _ => Some("a declarator with deferred codimensions '[]' must be a pointer".into()),
        });
        match bad {
            Some(m) => {
                self.err(span, m);
                false
            }
            None => true,
        }
    }

    /// After the pointer of a coarray pointer declaration exists: record it (its targets are
    /// symmetric allocations of `xmp_comalloc`, so a coindexed access through it addresses the
    /// same offset on another image).
    pub(crate) fn coarray_ptr_declare(&mut self, name: &ast::Ident, deferred: u32) {
        let Some(Sym::Global { id }) = self.lookup(&name.name).cloned() else {
            return;
        };
        if self.coarray_of_global(id).is_some() {
            return;
        }
        self.m.xmp.coarrays.push(CoarrayDef {
            name: name.name.clone(),
            object: id,
            addr: id,
            // Every coextent is known only at run time (xmp_comalloc records them).
            codims: vec![None; deferred.max(1) as usize],
            span: name.span,
            external: false,
            on: None,
            pointer: true,
        });
        self.xmp.used = true;
    }

    /// The coarray whose C object is global `g`.
    pub(crate) fn coarray_of_global(&self, g: GlobalId) -> Option<CoarrayId> {
        self.m
            .xmp
            .coarrays
            .iter()
            .position(|c| c.object == g)
            .map(|i| i as CoarrayId)
    }

    /// A reference to the name of a coarray: this image's copy, `*addr`.
    pub(crate) fn coarray_ref(&self, g: GlobalId, span: Span) -> Option<Expr> {
        let c = &self.m.xmp.coarrays[self.coarray_of_global(g)? as usize];
        if c.pointer {
            // A coarray pointer's name is the pointer itself.
            return None;
        }
        let ty = self.m.globals[g as usize].ty.clone();
        let pty = Type::Pointer(Box::new(ty.clone()));
        let addr = Expr::new(ExprKind::Global(c.addr), pty.clone(), span);
        let p = Expr::new(
            ExprKind::Load {
                lvalue: bx(addr),
                volatile: false,
            },
            pty,
            span,
        );
        Some(Expr::new(ExprKind::Deref(bx(p)), ty, span))
    }

    /// The coarray an lvalue lies in (through subscripts and members of `*addr`).
    pub(crate) fn coarray_root(&self, e: &Expr) -> Option<CoarrayId> {
        match &e.kind {
            ExprKind::Deref(p) => match &p.kind {
                ExprKind::Load { lvalue, .. } => match lvalue.kind {
                    ExprKind::Global(g) => self
                        .m
                        .xmp
                        .coarrays
                        .iter()
                        .position(|c| c.addr == g)
                        .map(|i| i as CoarrayId),
                    _ => None,
                },
                ExprKind::PtrAdd(b, _) => match &b.kind {
                    ExprKind::Cast(crate::xir::CastKind::ArrayToPtr, a) => self.coarray_root(a),
                    // `w[i]` of a coarray pointer `w`
                    ExprKind::Load { lvalue, .. } => match lvalue.kind {
                        ExprKind::Global(g) => self
                            .m
                            .xmp
                            .coarrays
                            .iter()
                            .position(|c| c.pointer && c.addr == g)
                            .map(|i| i as CoarrayId),
                        _ => None,
                    },
                    _ => None,
                },
                ExprKind::Cast(crate::xir::CastKind::ArrayToPtr, a) => self.coarray_root(a),
                _ => None,
            },
            ExprKind::Member { base, .. } => self.coarray_root(base),
            _ => None,
        }
    }

    /// The image index (`int`, 0-based) of cosubscripts `subs` of coarray `c`.
    pub(crate) fn coarray_image(
        &mut self,
        c: CoarrayId,
        subs: &[ast::Expr],
        span: Span,
    ) -> R<Expr> {
        let codims = self.m.xmp.coarrays[c as usize].codims.clone();
        if subs.len() != codims.len() {
            let n = &self.m.xmp.coarrays[c as usize].name;
            let m = format!(
                "coarray '{n}' has {} codimensions but {} cosubscripts are given",
                codims.len(),
                subs.len()
            );
            return self.fail(span, m);
        }
        let mut vals = vec![];
        for s in subs {
            let v = self.rvalue_expr(s)?;
            if !v.ty.is_integer() {
                return self.fail(s.span, "a cosubscript must be an integer");
            }
            let v = self.promote(v);
            vals.push(self.convert(v, &Type::int()));
        }
        let pointer = self.m.xmp.coarrays[c as usize].pointer;
        let image = if pointer && codims.len() > 1 {
            self.co_ptr_linear(c, vals, span)?
        } else if codims.len() == 1 {
            vals.pop()
                .ok_or(())
                .or_else(|_| self.fail(span, "a coindex needs a cosubscript"))?
        } else {
            // Each cosubscript is used twice (range check, image): evaluate each once.
            vals.reverse();
            self.co_linear(vals, vec![], &codims, span)?
        };
        match self.m.xmp.coarrays[c as usize].on {
            Some(q) => self.co_image_on(q, image, span),
            None => Ok(image),
        }
    }

    /// `xmp_rt_co_image_on(q, image, loc)`: the image value of position `image` of node
    /// array `q` (a coarray mapped by `coarray on q`). A call of a runtime function rather than
    /// an XMP statement, so that it stays an expression (`nonblocking-put` treats it as harmless).
    fn co_image_on(&mut self, q: crate::xir::NodesId, image: Expr, span: Span) -> R<Expr> {
        let desc = Expr::new(
            ExprKind::XmpDescOf(crate::xir::XmpEntity::Nodes(q)),
            Type::Pointer(Box::new(Type::Void)),
            span,
        );
        let vp = Type::Pointer(Box::new(Type::Void));
        let cp = Type::Pointer(Box::new(Type::Int(IntKind::Char)));
        let ft = crate::types::FuncType {
            ret: Type::int(),
            params: vec![vp, Type::int(), cp],
            variadic: false,
            no_prototype: false,
        };
        let loc = self.loc_literal(span);
        self.rt_function_call("xmp_rt_co_image_on", ft, vec![desc, image, loc], span)
    }

    /// A call of runtime entry point `name` (declared with type `ft` when the unit has not).
    pub(crate) fn rt_function_call(
        &mut self,
        name: &str,
        ft: crate::types::FuncType,
        args: Vec<Expr>,
        span: Span,
    ) -> R<Expr> {
        let fid = self.implicit_function(name, ft, span);
        let fty = Type::Function(Box::new(self.m.functions[fid as usize].ty.clone()));
        let f = Expr::new(ExprKind::Func(fid), fty, span);
        let f = self.rvalue(f);
        self.call_values(f, args, span)
    }

    /// `"file:line"` of `span` as a `char *` rvalue (the `loc` argument of runtime calls).
    pub(crate) fn loc_literal(&mut self, span: Span) -> Expr {
        let path = self.m.source_map.path(span.file).to_string();
        let text = format!("{path}:{}", span.line);
        let s = self.string_lit(text.as_bytes(), xmp_frontend::token::CharPrefix::None, span);
        self.rvalue(s)
    }

    /// The image of cosubscripts `ready` (then `pending`, reversed) of a coarray with more than
    /// one codimension: `c0 + e0*(c1 + e1*(...))` when every cosubscript but the last is within
    /// its extent, else [`crate::xir::COINDEX_OUT_OF_RANGE`] (a runtime error naming the line).
    fn co_linear(
        &mut self,
        mut pending: Vec<Expr>,
        mut ready: Vec<Expr>,
        codims: &[Option<u64>],
        span: Span,
    ) -> R<Expr> {
        if let Some(v) = pending.pop() {
            let codims = codims.to_vec();
            return self.with_temp(v, span, move |l, t| {
                ready.push(t);
                l.co_linear(pending, ready, &codims, span)
            });
        }
        use crate::xir::BinOp;
        let int = Type::int();
        let uint = int_ty(IntKind::UInt);
        let bin = |op, a: Expr, b: Expr, ty: &Type| {
            Expr::new(ExprKind::Binary(op, bx(a), bx(b)), ty.clone(), span)
        };
        let mut ok: Option<Expr> = None;
        for (c, e) in ready.iter().zip(codims).take(ready.len() - 1) {
            let e = e.unwrap_or(1) as i128;
            let cu = self.convert(c.clone(), &uint);
            let lt = bin(BinOp::Lt, cu, int_const(e, uint.clone(), span), &int);
            ok = Some(match ok {
                None => lt,
                Some(o) => Expr::new(ExprKind::LogAnd(bx(o), bx(lt)), int.clone(), span),
            });
        }
        let mut acc = ready
            .pop()
            .ok_or(())
            .or_else(|_| self.fail(span, "a coindex needs a cosubscript"))?;
        while let Some(v) = ready.pop() {
            let e = codims[ready.len()].unwrap_or(1) as i128;
            let m = bin(BinOp::Mul, int_const(e, int.clone(), span), acc, &int);
            acc = bin(BinOp::Add, v, m, &int);
        }
        let Some(ok) = ok else { return Ok(acc) };
        let bad = int_const(crate::xir::COINDEX_OUT_OF_RANGE as i128, int.clone(), span);
        Ok(Expr::new(
            ExprKind::Cond(bx(ok), bx(acc), bx(bad)),
            int,
            span,
        ))
    }

    /// The image of cosubscripts `vals` of coarray pointer `c` with more than one codimension:
    /// as [`Lowerer::co_linear`], with the coextents `xmp_comalloc` recorded for the block the
    /// pointer points into (`xmp_rt_coextent`, evaluated once per access).
    fn co_ptr_linear(&mut self, c: CoarrayId, vals: Vec<Expr>, span: Span) -> R<Expr> {
        let g = self.m.xmp.coarrays[c as usize].addr;
        let pty = self.m.globals[g as usize].ty.clone();
        let vp = Type::Pointer(Box::new(Type::Void));
        let cp = Type::Pointer(Box::new(Type::Int(IntKind::Char)));
        let n = vals.len();
        let mut all = vals;
        for k in 0..n - 1 {
            let p = Expr::new(
                ExprKind::Load {
                    lvalue: bx(Expr::new(ExprKind::Global(g), pty.clone(), span)),
                    volatile: false,
                },
                pty.clone(),
                span,
            );
            let p = self.convert(p, &vp);
            let loc = self.loc_literal(span);
            let ft = crate::types::FuncType {
                ret: Type::int(),
                params: vec![vp.clone(), Type::int(), cp.clone()],
                variadic: false,
                no_prototype: false,
            };
            let kk = int_const(k as i128, Type::int(), span);
            all.push(self.rt_function_call("xmp_rt_coextent", ft, vec![p, kk, loc], span)?);
        }
        all.reverse();
        self.co_temps(
            all,
            vec![],
            span,
            Box::new(move |l: &mut Lowerer, mut t: Vec<Expr>| {
                use crate::xir::BinOp;
                let exts = t.split_off(n);
                let int = Type::int();
                let uint = int_ty(IntKind::UInt);
                let bin = |op, a: Expr, b: Expr, ty: &Type| {
                    Expr::new(ExprKind::Binary(op, bx(a), bx(b)), ty.clone(), span)
                };
                let mut ok: Option<Expr> = None;
                for (cs, e) in t.iter().zip(&exts) {
                    let cu = l.convert(cs.clone(), &uint);
                    let eu = l.convert(e.clone(), &uint);
                    let lt = bin(BinOp::Lt, cu, eu, &int);
                    ok = Some(match ok {
                        None => lt,
                        Some(o) => Expr::new(ExprKind::LogAnd(bx(o), bx(lt)), int.clone(), span),
                    });
                }
                let mut acc = t
                    .pop()
                    .ok_or(())
                    .or_else(|_| l.fail(span, "a coindex needs a cosubscript"))?;
                while let Some(v) = t.pop() {
                    let e = exts[t.len()].clone();
                    let m = bin(BinOp::Mul, e, acc, &int);
                    acc = bin(BinOp::Add, v, m, &int);
                }
                let Some(ok) = ok else { return Ok(acc) };
                let bad = int_const(crate::xir::COINDEX_OUT_OF_RANGE as i128, int.clone(), span);
                Ok(Expr::new(
                    ExprKind::Cond(bx(ok), bx(acc), bx(bad)),
                    int,
                    span,
                ))
            }),
        )
    }

    /// Evaluates each of `pending` (popped from the end) once into a temporary, then calls `f`
    /// with the temporaries in pop order appended to `ready`.
    #[allow(clippy::type_complexity)]
    fn co_temps(
        &mut self,
        mut pending: Vec<Expr>,
        mut ready: Vec<Expr>,
        span: Span,
        f: Box<dyn FnOnce(&mut Lowerer, Vec<Expr>) -> R<Expr>>,
    ) -> R<Expr> {
        match pending.pop() {
            Some(v) => self.with_temp(v, span, move |l, t| {
                ready.push(t);
                l.co_temps(pending, ready, span, f)
            }),
            None => f(self, ready),
        }
    }

    /// The lvalue `e` (in a coarray) of a coindexed object, with every array subscript along it
    /// checked against the extent of its dimension: a remote access outside the coarray would
    /// touch other memory of that image (another coarray). A constant subscript out of range is
    /// an error here; another is compared at run time (one unsigned compare, the runtime's
    /// `xmp_rt_co_bounds` reporting the line when it fails; a subscript with side effects goes
    /// through that call, which returns it).
    pub(crate) fn co_bounds(&mut self, e: Expr) -> R<Expr> {
        let Expr { kind, ty, span } = e;
        let kind = match kind {
            ExprKind::Member { base, field } => ExprKind::Member {
                base: bx(self.co_bounds(*base)?),
                field,
            },
            ExprKind::Deref(p) => match p.kind {
                ExprKind::PtrAdd(b, i) => match b.kind {
                    ExprKind::Cast(crate::xir::CastKind::ArrayToPtr, a) => {
                        let n = match a.ty {
                            Type::Array(_, Some(n)) => Some(n),
                            _ => None,
                        };
                        let a = self.co_bounds(*a)?;
                        let i = match n {
                            Some(n) => self.co_subscript(*i, n, &a.ty)?,
                            None => *i,
                        };
                        let b = Expr::new(
                            ExprKind::Cast(crate::xir::CastKind::ArrayToPtr, bx(a)),
                            b.ty,
                            b.span,
                        );
                        let p = Expr::new(ExprKind::PtrAdd(bx(b), bx(i)), p.ty, p.span);
                        ExprKind::Deref(bx(p))
                    }
                    bk => {
                        let b = Expr::new(bk, b.ty, b.span);
                        let p = Expr::new(ExprKind::PtrAdd(bx(b), i), p.ty, p.span);
                        ExprKind::Deref(bx(p))
                    }
                },
                pk => ExprKind::Deref(bx(Expr::new(pk, p.ty, p.span))),
            },
            k => k,
        };
        Ok(Expr::new(kind, ty, span))
    }

    /// Subscript `i` (a `ptrdiff_t` value) of a dimension of extent `n` (of array type `aty`)
    /// in a coindexed object, checked (see [`Lowerer::co_bounds`]).
    pub(crate) fn co_subscript(&mut self, i: Expr, n: u64, aty: &Type) -> R<Expr> {
        let span = i.span;
        if let Some(v) = self.const_int(&i) {
            if v >= 0 && v < n as i128 {
                return Ok(i);
            }
            let t = self.tname(aty);
            let m = if v < 0 {
                format!("array index {v} is before the beginning of the array (that has type '{t}') in a coindexed object")
            } else {
                format!("array index {v} is past the end of the array (that has type '{t}') in a coindexed object")
            };
            return self.fail(span, m);
        }
        let ity = i.ty.clone();
        let one = long_const(1, span);
        let ext = long_const(n as i128, span);
        if !super::expr::is_pure(&i) {
            let call = self.co_bounds_call([i, one.clone(), one, ext], span)?;
            return Ok(self.convert(call, &ity));
        }
        let ulong = int_ty(IntKind::ULong);
        let iu = self.convert(i.clone(), &ulong);
        let ok = Expr::new(
            ExprKind::Binary(
                crate::xir::BinOp::Lt,
                bx(iu),
                bx(int_const(n as i128, ulong, span)),
            ),
            Type::int(),
            span,
        );
        let call = self.co_bounds_call([i.clone(), one.clone(), one, ext], span)?;
        let call = self.convert(call, &ity);
        Ok(Expr::new(
            ExprKind::Cond(bx(ok), bx(i), bx(call)),
            ity,
            span,
        ))
    }

    /// `xmp_rt_co_bounds(lo, len, step, n, loc)` (`long long`, the values converted): the
    /// run-time bounds check of a subscript or section of a coindexed object; its value is `lo`.
    pub(crate) fn co_bounds_call(&mut self, vals: [Expr; 4], span: Span) -> R<Expr> {
        let ll = int_ty(IntKind::LongLong);
        let cp = Type::Pointer(Box::new(Type::Int(IntKind::Char)));
        let ft = crate::types::FuncType {
            ret: ll.clone(),
            params: vec![ll.clone(), ll.clone(), ll.clone(), ll.clone(), cp],
            variadic: false,
            no_prototype: false,
        };
        let mut args: Vec<Expr> = vals.into_iter().map(|v| self.convert(v, &ll)).collect();
        args.push(self.loc_literal(span));
        self.rt_function_call("xmp_rt_co_bounds", ft, args, span)
    }

    /// Lowers the object of a coindexed reference: its local lvalue (subscripts checked, see
    /// [`Lowerer::co_bounds`]) and coarray.
    fn coindexed_object(&mut self, obj: &ast::Expr, span: Span) -> R<(Expr, CoarrayId)> {
        let o = self.expr(obj)?;
        let Some(c) = self.coarray_root(&o) else {
            return self.fail(
                span,
                "a coindexed object must be a coarray (or an element or member of one)",
            );
        };
        let o = self.co_bounds(o)?;
        if self.is_bitfield(&o) {
            return self.fail(span, "a coindexed bit-field is not supported yet");
        }
        if matches!(o.ty, Type::Array(..)) {
            return self.fail(
                span,
                "a coindexed whole array is only supported in array assignments (use a section like a[0:n]:[k])",
            );
        }
        Ok((o, c))
    }

    /// `obj:[k]` as a value: GET.
    pub(crate) fn coindexed_get(
        &mut self,
        obj: &ast::Expr,
        subs: &[ast::Expr],
        span: Span,
    ) -> R<Expr> {
        let (o, c) = self.coindexed_object(obj, span)?;
        let image = self.coarray_image(c, subs, span)?;
        let ty = o.ty.clone();
        Ok(co_get(c, o, image, ty, span))
    }

    /// `++obj:[k]`, `obj:[k]++` and the decrements: `obj:[k] += 1` (not atomic, like `+=`);
    /// the postfix forms GET the old value into a temporary, PUT the new one and yield the old.
    pub(crate) fn coindexed_incdec(
        &mut self,
        inc: bool,
        prefix: bool,
        obj: &ast::Expr,
        subs: &[ast::Expr],
        span: Span,
    ) -> R<Expr> {
        let (o, c) = self.coindexed_object(obj, span)?;
        let image = self.coarray_image(c, subs, span)?;
        self.co_check_writable(&o, span)?;
        let ty = o.ty.clone();
        if !ty.is_arithmetic() {
            let n = self.tname(&ty);
            return self.fail(span, format!("cannot increment value of type '{n}'"));
        }
        let op = if inc { BinaryOp::Add } else { BinaryOp::Sub };
        let one = int_const(1, Type::int(), span);
        if prefix {
            return self.co_store(Some(op), o, c, image, one, span);
        }
        let addr = self.addr_of(o, span)?;
        self.with_temp(addr, span, |l, p| {
            l.with_temp(image, span, |l, img| {
                let obj = Expr::new(ExprKind::Deref(bx(p)), ty.clone(), span);
                let get = co_get(c, obj.clone(), img.clone(), ty.clone(), span);
                l.with_temp(get, span, |l, old| {
                    let v = l.binary_values(op, old.clone(), one, span)?;
                    let v = l.convert(v, &ty);
                    let put = co_put(c, obj, img, v, ty.clone(), span);
                    Ok(Expr::new(
                        ExprKind::Comma(bx(put), bx(old)),
                        ty.clone(),
                        span,
                    ))
                })
            })
        })
    }

    /// `obj:[k] = v` and `obj:[k] op= v`: PUT (compound forms GET, compute, PUT, with the
    /// object's address and the image evaluated once).
    pub(crate) fn coindexed_assign(
        &mut self,
        op: Option<BinaryOp>,
        obj: &ast::Expr,
        subs: &[ast::Expr],
        rhs: &ast::Expr,
        span: Span,
    ) -> R<Expr> {
        let (o, c) = self.coindexed_object(obj, span)?;
        let image = self.coarray_image(c, subs, span)?;
        let rhs = self.rvalue_expr(rhs)?;
        self.co_check_writable(&o, span)?;
        self.co_store(op, o, c, image, rhs, span)
    }

    /// Rejects a write through a coindex into a `const` object: a `const` coarray (named as
    /// clang names a local one) or a `const` member.
    fn co_check_writable(&mut self, o: &Expr, span: Span) -> R<()> {
        if !self.lv_quals(o).c {
            return Ok(());
        }
        let m = self
            .coarray_const_message(o)
            .unwrap_or_else(|| "cannot assign to a const coarray".to_string());
        self.fail(span, m)
    }

    /// For an lvalue that is a `const` coarray or an element of one (`c`, `a[i][j]`): clang's
    /// message for assigning to a `const` variable, naming the coarray.
    pub(crate) fn coarray_const_message(&self, v: &Expr) -> Option<String> {
        let mut root = v;
        while let ExprKind::Deref(p) = &root.kind {
            match &p.kind {
                ExprKind::PtrAdd(b, _) => match &b.kind {
                    ExprKind::Cast(crate::xir::CastKind::ArrayToPtr, a) => root = a,
                    _ => return None,
                },
                ExprKind::Cast(crate::xir::CastKind::ArrayToPtr, a) => root = a,
                ExprKind::Load { lvalue, .. } => {
                    let ExprKind::Global(g) = lvalue.kind else {
                        return None;
                    };
                    let c = self
                        .m
                        .xmp
                        .coarrays
                        .iter()
                        .find(|c| c.addr == g && !c.pointer)?;
                    let q = self.lv_quals(root);
                    if !q.c {
                        return None;
                    }
                    let tn = self.qtname(&QType {
                        ty: root.ty.clone(),
                        q,
                        pq: vec![],
                    });
                    return Some(format!(
                        "cannot assign to variable '{}' with const-qualified type '{tn}'",
                        c.name
                    ));
                }
                _ => return None,
            }
        }
        None
    }

    /// `o:[image] = rhs` or `o:[image] op= rhs` (`o` the checked local lvalue).
    fn co_store(
        &mut self,
        op: Option<BinaryOp>,
        o: Expr,
        c: CoarrayId,
        image: Expr,
        rhs: Expr,
        span: Span,
    ) -> R<Expr> {
        let ty = o.ty.clone();
        let Some(op) = op else {
            self.conv_target = Some(self.lv_chain(&o));
            let v = self.assign_convert(rhs, &ty, super::expr::ConvCtx::Assign, span)?;
            return Ok(co_put(c, o, image, v, ty, span));
        };
        if !ty.is_arithmetic() {
            return self.fail(span, "compound assignment to a coindexed object of non-arithmetic type is not supported yet");
        }
        let addr = self.addr_of(o, span)?;
        self.with_temp(addr, span, |l, p| {
            l.with_temp(image, span, |l, img| {
                let obj = Expr::new(ExprKind::Deref(bx(p)), ty.clone(), span);
                let get = co_get(c, obj.clone(), img.clone(), ty.clone(), span);
                let v = l.binary_values(op, get, rhs, span)?;
                let v = l.convert(v, &ty);
                Ok(co_put(c, obj, img, v, ty.clone(), span))
            })
        })
    }
}

/// `long` constant helper for sections.
pub(crate) fn long_const(v: i128, span: Span) -> Expr {
    int_const(v, int_ty(IntKind::Long), span)
}

// ----- locks, atomics (reference 9.7, 9.10) -----

impl Lowerer {
    /// A coarray variable named by a lock or an atomic: `x`, `x[i]`, `x[i]:[k]`.
    pub(crate) fn co_var(&mut self, e: &ast::Expr, what: &str) -> R<crate::xir::CoVar> {
        let (obj, subs) = match &e.kind {
            ast::ExprKind::Coindexed { object, image } => (&**object, Some(image.as_slice())),
            _ => (e, None),
        };
        let o = self.expr(obj)?;
        let Some(c) = self.coarray_root(&o) else {
            return self.fail(
                e.span,
                format!("{what} must be a coarray (or an element of one)"),
            );
        };
        let image = match subs {
            Some(s) => Some(self.coarray_image(c, s, e.span)?),
            None => None,
        };
        let o = if image.is_some() {
            self.co_bounds(o)?
        } else {
            o
        };
        Ok(crate::xir::CoVar {
            coarray: c,
            obj: o,
            image,
        })
    }

    /// `xmp_atomic_define(ATOM, v)` and `xmp_atomic_ref(&dest, ATOM)` (treated as intrinsics:
    /// ATOM is an `int` coarray element, local or coindexed). `None` for other calls.
    pub(crate) fn coarray_intrinsic(
        &mut self,
        name: &str,
        args: &[ast::Expr],
        span: Span,
    ) -> Option<R<Expr>> {
        if name == "xmp_comalloc" || name == "xmp_cofree" {
            return Some(self.comalloc_intrinsic(name == "xmp_comalloc", args, span));
        }
        if name != "xmp_atomic_define" && name != "xmp_atomic_ref" {
            return None;
        }
        Some(self.atomic_intrinsic(name == "xmp_atomic_define", args, span))
    }

    /// `xmp_comalloc(bytes_per_image)` (a `void *` symmetric allocation, collective over the
    /// current image set, like Fortran's `allocate`) and `xmp_cofree(p)` (collective release),
    /// reference 9.10 draft. Coextents after the size are for coarray pointers with more than
    /// one codimension, which are not supported yet.
    fn comalloc_intrinsic(&mut self, alloc: bool, args: &[ast::Expr], span: Span) -> R<Expr> {
        let vp = Type::Pointer(Box::new(Type::Void));
        let cp = Type::Pointer(Box::new(Type::Int(IntKind::Char)));
        self.xmp.used = true;
        if alloc {
            if args.len() > 7 {
                return self.fail(
                    args[7].span,
                    "'xmp_comalloc' takes at most 6 coextents (a coarray pointer has at most 7 codimensions)",
                );
            }
            let Some(a) = args.first() else {
                return self.fail(span, "'xmp_comalloc' takes the number of bytes per image");
            };
            let v = self.rvalue_expr(a)?;
            if !v.ty.is_integer() {
                return self.fail(a.span, "the size of 'xmp_comalloc' must be an integer");
            }
            let size = int_ty(IntKind::ULong);
            let v = self.convert(v, &size);
            let loc = self.loc_literal(span);
            if args.len() == 1 {
                let ft = crate::types::FuncType {
                    ret: vp.clone(),
                    params: vec![size, cp],
                    variadic: false,
                    no_prototype: false,
                };
                return self.rt_function_call("xmp_rt_comalloc", ft, vec![v, loc], span);
            }
            // Coextents e0 .. of every codimension but the last: padded to six arguments.
            let mut call_args = vec![v, int_const((args.len() - 1) as i128, Type::int(), span)];
            for e in &args[1..] {
                let x = self.rvalue_expr(e)?;
                if !x.ty.is_integer() {
                    return self.fail(e.span, "a coextent of 'xmp_comalloc' must be an integer");
                }
                let x = self.promote(x);
                call_args.push(self.convert(x, &Type::int()));
            }
            while call_args.len() < 8 {
                call_args.push(int_const(0, Type::int(), span));
            }
            call_args.push(loc);
            let mut params = vec![size];
            params.extend(std::iter::repeat_n(Type::int(), 7));
            params.push(cp);
            let ft = crate::types::FuncType {
                ret: vp.clone(),
                params,
                variadic: false,
                no_prototype: false,
            };
            return self.rt_function_call("xmp_rt_comalloc_co", ft, call_args, span);
        }
        if args.len() != 1 {
            return self.fail(span, "'xmp_cofree' takes 1 argument");
        }
        let v = self.rvalue_expr(&args[0])?;
        if !matches!(v.ty, Type::Pointer(_)) {
            return self.fail(
                args[0].span,
                "the argument of 'xmp_cofree' must be a pointer",
            );
        }
        let v = self.convert(v, &vp);
        let loc = self.loc_literal(span);
        let ft = crate::types::FuncType {
            ret: Type::Void,
            params: vec![vp, cp],
            variadic: false,
            no_prototype: false,
        };
        self.rt_function_call("xmp_rt_cofree", ft, vec![v, loc], span)
    }

    fn atomic_intrinsic(&mut self, define: bool, args: &[ast::Expr], span: Span) -> R<Expr> {
        let name = if define {
            "xmp_atomic_define"
        } else {
            "xmp_atomic_ref"
        };
        if args.len() != 2 {
            return self.fail(span, format!("'{name}' takes 2 arguments"));
        }
        let atom = if define { &args[0] } else { &args[1] };
        let var = self.co_var(atom, &format!("the atomic variable of '{name}'"))?;
        if var.obj.ty != Type::int() {
            let t = self.tname(&var.obj.ty);
            return self.fail(
                atom.span,
                format!("the atomic variable of '{name}' must be an 'int', not '{t}'"),
            );
        }
        let op = if define {
            self.co_check_writable(&var.obj, atom.span)?;
            let v = self.rvalue_expr(&args[1])?;
            if !v.ty.is_arithmetic() {
                return self.fail(
                    args[1].span,
                    "the value of 'xmp_atomic_define' must be an integer",
                );
            }
            let v = self.convert(v, &Type::int());
            crate::xir::CoSync::AtomicDefine { var, value: v }
        } else {
            let d = self.rvalue_expr(&args[0])?;
            if d.ty != Type::Pointer(Box::new(Type::int())) {
                let t = self.tname(&d.ty);
                return self.fail(
                    args[0].span,
                    format!("the destination of 'xmp_atomic_ref' must be an 'int *', not '{t}'"),
                );
            }
            crate::xir::CoSync::AtomicRef { var, dest: d }
        };
        self.xmp.used = true;
        Ok(xmp_stmt_expr(
            crate::xir::XmpStmt::CoSync(Box::new(op)),
            span,
        ))
    }
}

/// An XMP statement as a `void` statement expression (for statements written as expressions).
pub(crate) fn xmp_stmt_expr(x: crate::xir::XmpStmt, span: Span) -> Expr {
    let st = crate::xir::Stmt {
        kind: crate::xir::StmtKind::Xmp(Box::new(x)),
        span,
    };
    Expr::new(
        ExprKind::StmtExpr {
            body: crate::xir::Block { stmts: vec![st] },
            result: None,
        },
        Type::Void,
        span,
    )
}

/// `obj` on image `image` of coarray `c`, read (GET).
fn co_get(c: u32, obj: Expr, image: Expr, ty: Type, span: Span) -> Expr {
    Expr::new(
        ExprKind::CoGet {
            coarray: c,
            obj: bx(obj),
            image: bx(image),
        },
        ty,
        span,
    )
}

/// `value` stored into `obj` on image `image` of coarray `c` (blocking PUT).
fn co_put(c: u32, obj: Expr, image: Expr, value: Expr, ty: Type, span: Span) -> Expr {
    Expr::new(
        ExprKind::CoPut {
            coarray: c,
            obj: bx(obj),
            image: bx(image),
            value: bx(value),
            nonblocking: false,
        },
        ty,
        span,
    )
}
