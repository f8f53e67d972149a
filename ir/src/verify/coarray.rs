//! Verification of coarrays (issue 6): coarray ids in range, `int` images, GET/PUT types, and
//! the shapes of section copies.

use super::Verifier;
use crate::types::{IntKind, Type};
use crate::xir::*;

impl Verifier<'_> {
    fn coarray_id(&mut self, id: CoarrayId) {
        if id as usize >= self.m.xmp.coarrays.len() {
            self.err(format!("coarray #{id} out of range"));
        }
    }

    fn coarray_image(&mut self, image: &Expr) {
        self.expr(image);
        if image.ty != Type::Int(IntKind::Int) {
            let m = format!("coarray image is not 'int': '{}'", self.tn(&image.ty));
            self.err(m);
        }
    }

    /// Every coarray names existing globals; the address global is a pointer to the object.
    pub(super) fn coarray_module(&mut self) {
        let cs = self.m.xmp.coarrays.clone();
        for c in &cs {
            let (Some(o), Some(a)) = (
                self.m.globals.get(c.object as usize),
                self.m.globals.get(c.addr as usize),
            ) else {
                self.err(format!("coarray '{}' names a global out of range", c.name));
                continue;
            };
            if c.pointer {
                if c.object != c.addr || !matches!(a.ty, Type::Pointer(_)) {
                    self.err(format!(
                        "coarray pointer '{}' is not one pointer global",
                        c.name
                    ));
                }
            } else if a.ty != Type::Pointer(Box::new(o.ty.clone())) {
                self.err(format!(
                    "coarray '{}': address global is not a pointer to the object",
                    c.name
                ));
            }
            // A coarray pointer's coextents are all run-time values (`None`).
            if !c.pointer
                && (!matches!(c.codims.last(), Some(None))
                    || c.codims[..c.codims.len() - 1].iter().any(|d| d.is_none()))
            {
                self.err(format!(
                    "coarray '{}': only the last codimension is '*'",
                    c.name
                ));
            }
        }
    }

    /// `CoGet` / `CoPut`; false for other expression kinds.
    pub(super) fn coarray_expr(&mut self, e: &Expr) -> bool {
        match &e.kind {
            ExprKind::CoGet {
                coarray,
                obj,
                image,
            } => {
                self.coarray_id(*coarray);
                self.coarray_image(image);
                self.lvalue(obj, "coindexed object");
                self.expr(obj);
                self.same(&e.ty, &obj.ty, "GET type");
            }
            ExprKind::CoPut {
                coarray,
                obj,
                image,
                value,
                ..
            } => {
                self.coarray_id(*coarray);
                self.coarray_image(image);
                self.lvalue(obj, "coindexed object");
                self.expr(obj);
                self.expr(value);
                self.same(&obj.ty, &value.ty, "PUT value type");
                self.same(&e.ty, &obj.ty, "PUT type");
            }
            _ => return false,
        }
        true
    }

    fn section_ref(&mut self, r: &SectionRef, elem: &Type) {
        if let Some((c, img)) = &r.remote {
            self.coarray_id(*c);
            self.coarray_image(img);
        }
        self.expr(&r.base);
        self.same(
            &r.base.ty,
            &Type::Pointer(Box::new(elem.clone())),
            "section base",
        );
        let long = Type::Int(IntKind::Long);
        for d in &r.dims {
            self.expr(&d.count);
            self.expr(&d.stride);
            self.same(&d.count.ty, &long, "section count");
            self.same(&d.stride.ty, &long, "section stride");
        }
    }

    /// `xmp.section_copy`.
    pub(super) fn section_copy(&mut self, c: &SectionCopy) {
        self.section_ref(&c.dst, &c.elem);
        match &c.src {
            SectionSrc::Section(r) => {
                self.section_ref(r, &c.elem);
                if r.dims.len() != c.dst.dims.len() {
                    self.err(format!(
                        "section copy of rank {} from rank {}",
                        c.dst.dims.len(),
                        r.dims.len()
                    ));
                }
            }
            SectionSrc::Scalar(e) => {
                self.expr(e);
                self.same(&e.ty, &c.elem, "section copy scalar");
            }
        }
        // Rank 0 only as a fused element GET (made by `get-fusion`).
        let elem_get = c.fused
            && c.dst.remote.is_none()
            && matches!(&c.src, SectionSrc::Section(r) if r.remote.is_some());
        if c.dst.dims.is_empty() && !elem_get {
            self.err("section copy without section dimensions".into());
        }
    }
}

impl Verifier<'_> {
    fn co_var(&mut self, v: &CoVar) {
        self.coarray_id(v.coarray);
        self.lvalue(&v.obj, "coarray variable");
        self.expr(&v.obj);
        if let Some(i) = &v.image {
            self.coarray_image(i);
        }
    }

    fn int_ptr(&mut self, e: &Expr, what: &str) {
        self.expr(e);
        if e.ty != Type::Pointer(Box::new(Type::Int(IntKind::Int))) {
            let m = format!("{what} is not an 'int *': '{}'", self.tn(&e.ty));
            self.err(m);
        }
    }

    /// `xmp.lock`, `xmp.unlock`, `xmp.atomic_define`, `xmp.atomic_ref`.
    pub(super) fn co_sync(&mut self, c: &CoSync) {
        let int = Type::Int(IntKind::Int);
        match c {
            CoSync::Lock {
                var,
                acquired,
                stat,
            } => {
                self.co_var(var);
                if let Some(a) = acquired {
                    self.int_ptr(a, "acquired_lock variable address");
                }
                if let Some(s) = stat {
                    self.int_ptr(s, "stat variable address");
                }
            }
            CoSync::Unlock { var, stat } => {
                self.co_var(var);
                if let Some(s) = stat {
                    self.int_ptr(s, "stat variable address");
                }
            }
            CoSync::AtomicDefine { var, value } => {
                self.co_var(var);
                self.same(&var.obj.ty, &int, "atomic variable");
                self.expr(value);
                self.same(&value.ty, &int, "atomic value");
            }
            CoSync::AtomicRef { var, dest } => {
                self.co_var(var);
                self.same(&var.obj.ty, &int, "atomic variable");
                self.int_ptr(dest, "atomic_ref destination");
            }
        }
    }
}
