//! Image-control directives on coarrays (issue 6): `lock`/`unlock` (reference 9.7) and
//! `post`/`wait` (9.6).

use xmp_frontend::ast;
use xmp_frontend::xmp::ast as x;

use super::super::{Lowerer, R};
use crate::types::{FuncType, IntKind, Type};
use crate::xir::{CoSync, Expr, NodeRef, Stmt, StmtKind, XmpStmt};

/// The image-control calls an `image (q)` directive may precede (reference 9.8).
const IMAGE_CONTROL_CALLS: &[&str] = &[
    "xmp_sync_all",
    "xmp_sync_images",
    "xmp_sync_image",
    "xmp_sync_images_all",
];

impl Lowerer {
    /// `coarray on q :: a, b` (reference 9.8): every coindex of `a` and `b` is a position in
    /// node array `q`, whatever the executing set. Accepted in the scope that declares the
    /// coarrays (file scope for file-scope coarrays, the block of a `static` local one), before
    /// their first coindexed use; at most once per coarray.
    pub(super) fn coarray_on_dir(&mut self, d: &x::Directive, c: &x::CoarrayDir) {
        let q = match self.lookup_xmp(&c.nodes.name).cloned() {
            Some(super::super::scope::Sym::Nodes(q)) => q,
            _ => {
                self.err(
                    c.nodes.span,
                    format!("'{}' is not a node array", c.nodes.name),
                );
                return;
            }
        };
        for n in &c.names {
            let g = match self.lookup_current(&n.name).cloned() {
                Some((super::super::scope::Sym::Global { id }, _)) => id,
                _ if self.lookup(&n.name).is_some() => {
                    let m = format!(
                        "XMP feature 'coarray directive outside the scope that declares '{}'' is not supported yet",
                        n.name
                    );
                    self.err(n.span, m);
                    continue;
                }
                _ => {
                    self.err(n.span, format!("use of undeclared identifier '{}'", n.name));
                    continue;
                }
            };
            let Some(cid) = self.coarray_of_global(g) else {
                self.err(
                    n.span,
                    format!("'{}' in a coarray directive is not a coarray", n.name),
                );
                continue;
            };
            let co = &mut self.m.xmp.coarrays[cid as usize];
            if co.on.is_some() {
                let m = format!(
                    "coarray '{}' appears in more than one coarray directive",
                    n.name
                );
                self.err(n.span, m);
                continue;
            }
            co.on = Some(q);
        }
        let _ = d;
    }

    /// `image (q)` and the image-control call after it (reference 9.8): the call runs with node
    /// array `q` as its image set (image numbers are positions in `q`, `xmp_sync_all`
    /// synchronises the images of `q`). Returns how many items of `rest` it took.
    pub(super) fn image_construct(
        &mut self,
        d: &x::Directive,
        im: &x::ImageDir,
        rest: &[ast::BlockItem],
        out: &mut Vec<Stmt>,
    ) -> usize {
        let Some(ast::BlockItem::Stmt(st)) = rest.first() else {
            self.err(
                d.span,
                "image must be followed by an image-control call (xmp_sync_all, xmp_sync_images, xmp_sync_image, xmp_sync_images_all)",
            );
            return 0;
        };
        let _ = self.image_lower(d, im, st, out);
        1
    }

    fn image_lower(
        &mut self,
        d: &x::Directive,
        im: &x::ImageDir,
        st: &ast::Stmt,
        out: &mut Vec<Stmt>,
    ) -> R<()> {
        let call_name = |e: &ast::Expr| -> Option<String> {
            let mut e = e;
            while let ast::ExprKind::Cast(_, x) = &e.kind {
                e = x;
            }
            match &e.kind {
                ast::ExprKind::Call(f, _) => match &f.kind {
                    ast::ExprKind::Ident(n) => Some(n.clone()),
                    _ => None,
                },
                _ => None,
            }
        };
        let e = match &st.kind {
            ast::StmtKind::Expr(e)
                if call_name(e).is_some_and(|n| IMAGE_CONTROL_CALLS.contains(&n.as_str())) =>
            {
                e
            }
            _ => {
                return self.fail(
                    st.span,
                    "the statement after 'image' must be a call of xmp_sync_all, xmp_sync_images, xmp_sync_image or xmp_sync_images_all",
                )
            }
        };
        let q = match self.lookup_xmp(&im.nodes.name).cloned() {
            Some(super::super::scope::Sym::Nodes(q)) => q,
            _ => {
                return self.fail(
                    im.nodes.span,
                    format!("'{}' is not a node array", im.nodes.name),
                )
            }
        };
        let span = d.span;
        let desc = Expr::new(
            crate::xir::ExprKind::XmpDescOf(crate::xir::XmpEntity::Nodes(q)),
            Type::Pointer(Box::new(Type::Void)),
            span,
        );
        let vp = Type::Pointer(Box::new(Type::Void));
        let cp = Type::Pointer(Box::new(Type::Int(IntKind::Char)));
        let begin_ty = FuncType {
            ret: Type::Void,
            params: vec![vp, cp],
            variadic: false,
            no_prototype: false,
        };
        let loc = self.loc_literal(span);
        let begin =
            self.rt_function_call("xmp_rt_co_image_begin", begin_ty, vec![desc, loc], span)?;
        let call = self.expr(e)?;
        let call = self.discard(call);
        let end_ty = FuncType {
            ret: Type::Void,
            params: vec![],
            variadic: false,
            no_prototype: false,
        };
        let end = self.rt_function_call("xmp_rt_co_image_end", end_ty, vec![], span)?;
        self.xmp.used = true;
        self.flush_into(out);
        for (x, sp) in [(begin, span), (call, st.span), (end, span)] {
            out.push(Stmt {
                kind: StmtKind::Expr(x),
                span: sp,
            });
        }
        Ok(())
    }

    /// `lock`, `unlock`, `post`, `wait`.
    pub(super) fn co_directive(&mut self, d: &x::Directive) -> R<XmpStmt> {
        match &*d.kind {
            x::DirectiveKind::Lock(l) => self.lock_dir(l, false),
            x::DirectiveKind::Unlock(l) => self.lock_dir(l, true),
            x::DirectiveKind::Post(p) => {
                let to = self.one_node_ref(&p.node, "post")?;
                let tag = self.int_operand(&p.tag, "post tag")?;
                self.m.xmp.uses_post_wait = true;
                Ok(XmpStmt::Post { to, tag })
            }
            x::DirectiveKind::Wait(w) => {
                let from = match &w.node {
                    Some(r) => Some(self.one_node_ref(r, "wait")?),
                    None => None,
                };
                let tag = match &w.tag {
                    Some(t) => Some(self.int_operand(t, "wait tag")?),
                    None => None,
                };
                self.m.xmp.uses_post_wait = true;
                Ok(XmpStmt::Wait { from, tag })
            }
            _ => self.fail(d.span, "internal error: not a coarray directive"),
        }
    }

    pub(crate) fn one_node_ref(&mut self, r: &x::Ref, what: &str) -> R<NodeRef> {
        match r {
            x::Ref::Named(n) => self.node_ref(n),
            x::Ref::Current(s) => self.fail(
                *s,
                format!("the node of '{what}' must be one element of a node array"),
            ),
        }
    }

    pub(crate) fn int_operand(&mut self, e: &ast::Expr, what: &str) -> R<Expr> {
        let v = self.rvalue_expr(e)?;
        if !v.ty.is_integer() {
            return self.fail(e.span, format!("the {what} must be an integer"));
        }
        let v = self.promote(v);
        Ok(self.convert(v, &Type::int()))
    }

    /// `&v` of a modifiable `int` variable (`acquired_lock(v)`, `stat(v)`).
    fn int_var_addr(&mut self, e: &ast::Expr, what: &str) -> R<Expr> {
        let v = self.expr(e)?;
        if v.ty != Type::Int(IntKind::Int) || !v.is_lvalue() {
            return self.fail(
                e.span,
                format!("the {what} variable must be an 'int' variable"),
            );
        }
        self.check_assignable(&v, e.span)?;
        self.addr_of(v, e.span)
    }

    fn lock_dir(&mut self, l: &x::LockDir, unlock: bool) -> R<XmpStmt> {
        let lk = &l.lock;
        // Rebuild `name[s]...:[k]` as a C expression and lower it like any coarray variable.
        let mut e = ast::Expr {
            kind: ast::ExprKind::Ident(lk.name.name.clone()),
            span: lk.name.span,
        };
        for s in &lk.subscripts {
            e = ast::Expr {
                kind: ast::ExprKind::Index(Box::new(e), Box::new(s.clone())),
                span: lk.span,
            };
        }
        if !lk.image.is_empty() {
            e = ast::Expr {
                kind: ast::ExprKind::Coindexed {
                    object: Box::new(e),
                    image: lk.image.clone(),
                },
                span: lk.span,
            };
        }
        let var = self.co_var(&e, "a lock variable")?;
        let is_lock_t = match &var.obj.ty {
            Type::Struct(s) => self.m.structs[*s as usize].name == "xmp_lock",
            _ => false,
        };
        if !is_lock_t {
            let t = self.tname(&var.obj.ty);
            return self.fail(
                lk.span,
                format!("a lock variable must be an 'xmp_lock_t' coarray, not '{t}'"),
            );
        }
        let stat = match &l.stat {
            Some(s) => Some(self.int_var_addr(s, "stat")?),
            None => None,
        };
        let op = if unlock {
            CoSync::Unlock { var, stat }
        } else {
            let acquired = match &l.acquired {
                Some(a) => Some(self.int_var_addr(a, "acquired_lock")?),
                None => None,
            };
            CoSync::Lock {
                var,
                acquired,
                stat,
            }
        };
        Ok(XmpStmt::CoSync(Box::new(op)))
    }
}
