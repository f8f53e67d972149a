//! Lowering of `reflect`, `reflect_init` and `reflect_do` (reference 7.1 and XcalableACC 14.2)
//! into [`XmpStmt::Reflect`], [`XmpStmt::ReflectInit`] and [`XmpStmt::ReflectDo`], one statement
//! per listed array.
//!
//! Widths are checked against the declared shadow where they are constants (a larger width, a
//! negative one, or a width on an array without shadow is an error here); others are checked by
//! the runtime. No `width` clause means the whole declared shadow. `acc` names device copies,
//! which a host build does not have: the directives act on host memory. `async(id)` completes
//! the reflect before the statement returns (the runtime's reflect has no split-phase form)
//! and registers the id, which `wait_async`/`xmp_test_async` then find complete.
//!
//! `reduce_shadow` (reference 7.2) takes the clauses of `reflect` and becomes
//! [`XmpStmt::ReduceShadow`]; its arrays must have an arithmetic element type (the shadow
//! values are added). Its `async(id)`, like `reflect`'s, registers the id at the runtime.
//!
//! `reflect_init (a)` builds the schedule into the array's own slot ([`ReflectSlot::Array`]),
//! shared by the whole unit so that `reflect_do (a)` may sit in another function (as in the
//! XcalableACC Himeno, whose `reflect_do` is inside `jacobi`).

use xmp_frontend::ast;
use xmp_frontend::diag::Diagnostic;
use xmp_frontend::xmp::ast as x;

use super::const_of;
use crate::lower::{Lowerer, Sym, R};
use crate::types::{IntKind, Type};
use crate::xir::{
    ArrayObject, GlobalArrayId, ReflectSlot, ReflectWidth, Span, Stmt, StmtKind, XmpStmt,
};

/// Which of the three directives is lowered.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum ReflectForm {
    Reflect,
    Init,
    Do,
    /// `reduce_shadow` (reference 7.2): the same clauses as `reflect`.
    ReduceShadow,
}

impl ReflectForm {
    fn name(self) -> &'static str {
        match self {
            ReflectForm::Reflect => "reflect",
            ReflectForm::Init => "reflect_init",
            ReflectForm::Do => "reflect_do",
            ReflectForm::ReduceShadow => "reduce_shadow",
        }
    }
}

impl Lowerer {
    /// `reflect` / `reflect_init` / `reflect_do`: one statement per array, in list order.
    pub(crate) fn reflect_dir(
        &mut self,
        r: &x::ReflectDir,
        form: ReflectForm,
        span: Span,
    ) -> R<Vec<Stmt>> {
        let what = form.name();
        if let Some(on) = &r.on {
            return self.fail(
                on.span(),
                format!("XMP feature 'tasklet {what}' is not supported yet"),
            );
        }
        if form == ReflectForm::Do && (r.widths.is_some() || r.orthogonal) {
            return self.fail(
                span,
                "reflect_do takes no width or orthogonal clause (they belong to its reflect_init)",
            );
        }
        if matches!(form, ReflectForm::Init | ReflectForm::Do) && r.async_id.is_some() {
            return self.fail(span, format!("{what} takes no async clause"));
        }
        let async_id = self.async_id(&r.async_id)?;
        let mut out = vec![];
        let mut ok = true;
        for name in &r.arrays {
            let Ok(array) = self.reflected_array(name, what) else {
                ok = false;
                continue;
            };
            if form == ReflectForm::ReduceShadow && !self.reduce_shadow_elem_ok(array, name) {
                ok = false;
                continue;
            }
            let widths = match &r.widths {
                None => None,
                Some(ws) => match self.reflect_widths(array, ws, span) {
                    Ok(w) => Some(w),
                    Err(()) => {
                        ok = false;
                        continue;
                    }
                },
            };
            let s = match form {
                ReflectForm::Reflect => XmpStmt::Reflect {
                    array,
                    widths,
                    orthogonal: r.orthogonal,
                    async_id: async_id.clone(),
                },
                ReflectForm::Init => XmpStmt::ReflectInit {
                    array,
                    widths,
                    orthogonal: r.orthogonal,
                    slot: ReflectSlot::Array(array),
                },
                ReflectForm::Do => XmpStmt::ReflectDo {
                    array,
                    slot: ReflectSlot::Array(array),
                },
                ReflectForm::ReduceShadow => XmpStmt::ReduceShadow {
                    array,
                    widths,
                    orthogonal: r.orthogonal,
                    async_id: async_id.clone(),
                },
            };
            out.push(Stmt {
                kind: StmtKind::Xmp(Box::new(s)),
                span,
            });
        }
        if !ok {
            return Err(());
        }
        Ok(out)
    }

    /// `reduce_shadow` adds elements: they must be of an arithmetic type other than a 128-bit
    /// integer (the runtime's element-type codes).
    fn reduce_shadow_elem_ok(&mut self, array: GlobalArrayId, n: &ast::Ident) -> bool {
        let a = &self.m.xmp.arrays[array as usize];
        let ok = match &a.elem {
            Type::Int(k) => !matches!(k, IntKind::Int128 | IntKind::UInt128),
            Type::Float(_) | Type::Complex(_) => true,
            _ => false,
        };
        if !ok {
            let dg = Diagnostic::error(
                n.span,
                format!(
                    "reduce_shadow of array '{}', whose element type is not an arithmetic type, is not supported",
                    n.name
                ),
            )
            .with_note(Some(a.span), format!("'{}' is aligned here", n.name));
            self.d.push(dg);
        }
        ok
    }

    /// The global array a reflect names; it must have a shadow.
    fn reflected_array(&mut self, n: &ast::Ident, what: &str) -> R<GlobalArrayId> {
        let obj = match self.lookup(&n.name).cloned() {
            Some(Sym::Global { id }) => Some(ArrayObject::Global(id)),
            Some(Sym::Local { id }) => self
                .f
                .as_ref()
                .and_then(|f| self.funcs_by_name.get(&f.name).copied())
                .map(|f| ArrayObject::Local(f, id)),
            Some(_) => None,
            None => return self.fail(n.span, format!("use of undeclared identifier '{}'", n.name)),
        };
        let Some(id) = obj.and_then(|o| self.m.xmp.arrays.iter().position(|a| a.object == o))
        else {
            return self.fail(
                n.span,
                format!(
                    "'{}' in {what} is not a global array (no align directive maps it)",
                    n.name
                ),
            );
        };
        let a = &self.m.xmp.arrays[id];
        if a.shadow.is_empty() {
            let dg = Diagnostic::error(
                n.span,
                format!("{what} of array '{}', which has no shadow", n.name),
            )
            .with_note(Some(a.span), format!("'{}' is aligned here", n.name));
            self.d.push(dg);
            return Err(());
        }
        Ok(id as GlobalArrayId)
    }

    /// The width clause for one array: one entry per dimension, in C order, within the
    /// declared shadow where constant.
    fn reflect_widths(
        &mut self,
        array: GlobalArrayId,
        ws: &[x::ReflectWidth],
        span: Span,
    ) -> R<Vec<ReflectWidth>> {
        let a = self.m.xmp.arrays[array as usize].clone();
        if ws.len() != a.extents.len() {
            return self.fail(
                span,
                format!(
                    "width gives {} widths for array '{}' of rank {}",
                    ws.len(),
                    a.name,
                    a.extents.len()
                ),
            );
        }
        let mut out = vec![];
        for (k, w) in ws.iter().enumerate() {
            let lo = self.xmp_int_expr(&w.lo, false)?;
            let hi = match &w.hi {
                Some(h) => self.xmp_int_expr(h, false)?,
                None => lo.clone(),
            };
            let sh = &a.shadow[k];
            for (v, side, decl) in [(&lo, "lower", &sh.lo), (&hi, "upper", &sh.hi)] {
                let Some(c) = const_of(v) else { continue };
                if c < 0 {
                    return self.fail(
                        w.span,
                        format!("reflect width must not be negative, not {c}"),
                    );
                }
                // A full shadow (`*`) takes any width: the whole dimension is updated.
                if sh.full {
                    continue;
                }
                let d = const_of(decl).unwrap_or(0);
                if c > d {
                    let dg = Diagnostic::error(
                        w.span,
                        format!(
                            "{side} reflect width {c} of dimension {k} is larger than the {side} shadow width {d} of array '{}'",
                            a.name
                        ),
                    )
                    .with_note(Some(a.span), format!("'{}' is aligned here", a.name));
                    self.d.push(dg);
                    return Err(());
                }
            }
            out.push(ReflectWidth {
                lo,
                hi,
                periodic: w.periodic,
            });
        }
        Ok(out)
    }
}
