//! Printing of coarrays (issue 6): the module-level coarray list, GET/PUT expressions and
//! section copies.
//!
//! ```text
//! coarray #0 a : [2][*] object @a addr @__xmp_co_a
//!   (co_get.i32 #0 image (const.i32 1) (deref.i32 ...))
//!   xmp.section_copy elem i32 dst #0 image (...) base (...) [count (...) stride (...)] src ...
//! ```

use std::fmt::Write;

use super::Printer;
use crate::xir::*;

impl Printer<'_> {
    /// One line per coarray.
    pub(super) fn coarray_module(&mut self) {
        let m = self.m;
        for (i, c) in m.xmp.coarrays.iter().enumerate() {
            let mut l = format!("coarray #{i} {} :", c.name);
            for d in &c.codims {
                match d {
                    Some(n) => {
                        let _ = write!(l, "[{n}]");
                    }
                    None => l.push_str("[*]"),
                }
            }
            let name = |g: GlobalId| {
                m.globals
                    .get(g as usize)
                    .map(|g| g.symbol.clone())
                    .unwrap_or_else(|| format!("#{g}"))
            };
            let _ = write!(l, " object @{} addr @{}", name(c.object), name(c.addr));
            if c.external {
                l.push_str(" extern");
            }
            if c.pointer {
                l.push_str(" pointer");
            }
            if let Some(q) = c.on.and_then(|q| m.xmp.nodes.get(q as usize)) {
                let _ = write!(l, " on {}", q.name);
            }
            self.line(0, &l);
        }
    }

    /// `CoGet` / `CoPut` (other expression kinds give `None`).
    pub(super) fn coarray_expr(&mut self, e: &Expr) -> Option<String> {
        let s = self.sfx(&e.ty);
        Some(match &e.kind {
            ExprKind::CoGet {
                coarray,
                obj,
                image,
            } => {
                let (i, o) = (self.expr(image), self.expr(obj));
                format!("(co_get.{s} #{coarray} image {i} {o})")
            }
            ExprKind::CoPut {
                coarray,
                obj,
                image,
                value,
                nonblocking,
            } => {
                let (i, o, v) = (self.expr(image), self.expr(obj), self.expr(value));
                let nb = if *nonblocking { "nb." } else { "" };
                format!("(co_put.{nb}{s} #{coarray} image {i} {o} {v})")
            }
            _ => return None,
        })
    }

    fn section_ref(&mut self, r: &SectionRef) -> String {
        let mut t = match &r.remote {
            Some((c, img)) => format!("#{c} image {}", self.expr(img)),
            None => "local".to_string(),
        };
        let _ = write!(t, " base {} [", self.expr(&r.base));
        for (k, d) in r.dims.iter().enumerate() {
            if k > 0 {
                t.push_str(", ");
            }
            let (c, st) = (self.expr(&d.count), self.expr(&d.stride));
            let _ = write!(t, "count {c} stride {st}");
        }
        t.push(']');
        t
    }

    /// `xmp.section_copy`.
    pub(super) fn section_copy(&mut self, c: &SectionCopy, ind: usize) {
        let dst = self.section_ref(&c.dst);
        let src = match &c.src {
            SectionSrc::Section(r) => self.section_ref(r),
            SectionSrc::Scalar(e) => format!("scalar {}", self.expr(e)),
        };
        let mut t = format!(
            "xmp.section_copy elem {} dst {dst} src {src}",
            self.ty(&c.elem)
        );
        // A GET into local memory: staged through a temporary until `get-fusion` runs.
        // (`fused` is shown wherever it is set, so a wrongly fused copy shows too.)
        let get_local = c.dst.remote.is_none()
            && matches!(&c.src, SectionSrc::Section(r) if r.remote.is_some());
        if c.fused {
            t.push_str(" get_direct");
        } else if get_local {
            t.push_str(" get_via_temp");
        }
        if c.nonblocking {
            t.push_str(" nonblocking");
        }
        self.line(ind, &t);
    }
}

impl Printer<'_> {
    fn co_var(&mut self, v: &CoVar) -> String {
        let o = self.expr(&v.obj);
        match &v.image {
            Some(i) => {
                let i = self.expr(i);
                format!("#{} image {i} {o}", v.coarray)
            }
            None => format!("#{} local {o}", v.coarray),
        }
    }

    pub(super) fn opt_expr(&mut self, what: &str, e: &Option<Expr>) -> String {
        match e {
            Some(e) => format!(" {what} {}", self.expr(e)),
            None => String::new(),
        }
    }

    /// `xmp.lock`, `xmp.unlock`, `xmp.atomic_define`, `xmp.atomic_ref`.
    pub(super) fn co_sync(&mut self, c: &CoSync, ind: usize) {
        let t = match c {
            CoSync::Lock {
                var,
                acquired,
                stat,
            } => {
                let v = self.co_var(var);
                let a = self.opt_expr("acquired", acquired);
                let s = self.opt_expr("stat", stat);
                format!("xmp.lock {v}{a}{s}")
            }
            CoSync::Unlock { var, stat } => {
                let v = self.co_var(var);
                let s = self.opt_expr("stat", stat);
                format!("xmp.unlock {v}{s}")
            }
            CoSync::AtomicDefine { var, value } => {
                let v = self.co_var(var);
                format!("xmp.atomic_define {v} value {}", self.expr(value))
            }
            CoSync::AtomicRef { var, dest } => {
                let v = self.co_var(var);
                format!("xmp.atomic_ref {v} dest {}", self.expr(dest))
            }
        };
        self.line(ind, &t);
    }
}
