//! Image-control directives on coarrays (issue 6): `lock`/`unlock` (reference 9.7) and
//! `post`/`wait` (9.6).

use xmp_frontend::ast;
use xmp_frontend::xmp::ast as x;

use super::super::{Lowerer, R};
use crate::types::{IntKind, Type};
use crate::xir::{CoSync, Expr, NodeRef, XmpStmt};

impl Lowerer {
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

    fn one_node_ref(&mut self, r: &x::Ref, what: &str) -> R<NodeRef> {
        match r {
            x::Ref::Named(n) => self.node_ref(n),
            x::Ref::Current(s) => self.fail(
                *s,
                format!("the node of '{what}' must be one element of a node array"),
            ),
        }
    }

    fn int_operand(&mut self, e: &ast::Expr, what: &str) -> R<Expr> {
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
