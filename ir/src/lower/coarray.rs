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
        let bad = match sc {
            Some(StorageClass::Typedef) => Some("a typedef cannot have codimensions"),
            Some(StorageClass::Extern) => Some("an 'extern' coarray is not supported yet"),
            Some(StorageClass::Static) => None,
            _ if file => None,
            _ => Some("a non-static local coarray is not supported yet (declare it 'static' or at file scope)"),
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
    pub(crate) fn coarray_declare(&mut self, name: &ast::Ident, codims: Vec<Option<u64>>) {
        let Some(Sym::Global { id: object }) = self.lookup(&name.name).cloned() else {
            return;
        };
        if self.coarray_of_global(object).is_some() {
            return;
        }
        let og = &self.m.globals[object as usize];
        let ty = Type::Pointer(Box::new(og.ty.clone()));
        let symbol = self.unique_symbol(&format!("__xmp_co.{}", og.symbol));
        self.m.globals.push(Global {
            name: format!("__xmp_co.{}", name.name),
            symbol,
            ty,
            linkage: Linkage::Internal,
            init: Some(crate::xir::Init::Zero),
            is_const: false,
            thread_local: false,
            align: None,
            span: name.span,
        });
        self.ginfo.push(GlobalInfo {
            chain: vec![Default::default(), Default::default()],
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
        if codims.len() == 1 {
            return vals
                .pop()
                .ok_or(())
                .or_else(|_| self.fail(span, "a coindex needs a cosubscript"));
        }
        // Each cosubscript is used twice (range check, image): evaluate each once.
        vals.reverse();
        self.co_linear(vals, vec![], &codims, span)
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

    /// Lowers the object of a coindexed reference: its local lvalue and coarray.
    fn coindexed_object(&mut self, obj: &ast::Expr, span: Span) -> R<(Expr, CoarrayId)> {
        let o = self.expr(obj)?;
        let Some(c) = self.coarray_root(&o) else {
            return self.fail(
                span,
                "a coindexed object must be a coarray (or an element or member of one)",
            );
        };
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
        Ok(Expr::new(
            ExprKind::CoGet {
                coarray: c,
                obj: bx(o),
                image: bx(image),
            },
            ty,
            span,
        ))
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
        if self.lv_quals(&o).c {
            return self.fail(span, "cannot assign to a const coarray");
        }
        let ty = o.ty.clone();
        let Some(op) = op else {
            self.conv_target = Some(self.lv_chain(&o));
            let v = self.assign_convert(rhs, &ty, super::expr::ConvCtx::Assign, span)?;
            return Ok(Expr::new(
                ExprKind::CoPut {
                    coarray: c,
                    obj: bx(o),
                    image: bx(image),
                    value: bx(v),
                    nonblocking: false,
                },
                ty,
                span,
            ));
        };
        if !ty.is_arithmetic() {
            return self.fail(span, "compound assignment to a coindexed object of non-arithmetic type is not supported yet");
        }
        let addr = self.addr_of(o, span)?;
        self.with_temp(addr, span, |l, p| {
            l.with_temp(image, span, |l, img| {
                let obj = Expr::new(ExprKind::Deref(bx(p)), ty.clone(), span);
                let get = Expr::new(
                    ExprKind::CoGet {
                        coarray: c,
                        obj: bx(obj.clone()),
                        image: bx(img.clone()),
                    },
                    ty.clone(),
                    span,
                );
                let v = l.binary_values(op, get, rhs, span)?;
                let v = l.convert(v, &ty);
                Ok(Expr::new(
                    ExprKind::CoPut {
                        coarray: c,
                        obj: bx(obj),
                        image: bx(img),
                        value: bx(v),
                        nonblocking: false,
                    },
                    ty.clone(),
                    span,
                ))
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
        if name != "xmp_atomic_define" && name != "xmp_atomic_ref" {
            return None;
        }
        Some(self.atomic_intrinsic(name == "xmp_atomic_define", args, span))
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
