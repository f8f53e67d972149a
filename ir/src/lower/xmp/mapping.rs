//! Lowering and semantic analysis of the data-mapping declarations of issue 4: `template`,
//! `distribute`, `align` and `shadow` (reference 4.2-4.5), at file scope and block scope, in
//! both subscript styles. Everything is canonicalised to C order (parenthesised lists are
//! reversed) with explicit lower bounds.
//!
//! What is not handled here yet gives "XMP directive/feature 'X' is not supported yet":
//! unfixed templates (`:`), `gblock`, aligned pointers (`xmp_malloc`), and distributed arrays
//! whose element type is not arithmetic. Code generation of templates and global arrays is not
//! written yet either: it refuses modules that contain them.

use xmp_frontend::ast;
use xmp_frontend::diag::Diagnostic;
use xmp_frontend::xmp::ast as x;
use xmp_frontend::xmp::ast::SubscriptForm;

use super::{arith, const_of, int};
use crate::lower::expr::int_const;
use crate::lower::{Lowerer, Sym, R};
use crate::types::Type;
use crate::xir::{
    AlignAxis, ArrayObject, BinOp, DistFormat, Distribution, Expr, GlobalArrayDef, GlobalArrayId,
    ShadowDim, Span, Stmt, StmtKind, TemplateDef, TemplateDim, TemplateId, XmpStmt,
};

impl Lowerer {
    fn xmp_feature_unsupported<T>(&mut self, span: Span, what: &str) -> R<T> {
        self.fail(span, format!("XMP feature '{what}' is not supported yet"))
    }

    fn push_xmp_stmt(&mut self, out: Option<&mut Vec<Stmt>>, s: XmpStmt, span: Span) {
        if let Some(out) = out {
            self.flush_into(out);
            out.push(Stmt {
                kind: StmtKind::Xmp(Box::new(s)),
                span,
            });
        }
    }

    fn current_func_id(&self) -> Option<u32> {
        self.f
            .as_ref()
            .and_then(|f| self.funcs_by_name.get(&f.name).copied())
    }

    /// `template t[n][m]` / `template t(l:u, n)`; `out` is `None` at file scope.
    pub(crate) fn template_decl(
        &mut self,
        td: &x::TemplateDecl,
        out: Option<&mut Vec<Stmt>>,
    ) -> R<()> {
        let name = &td.name.name;
        if let Some((_, prev)) = self.lookup_current(name).cloned() {
            let dg = Diagnostic::error(
                td.name.span,
                format!("redefinition of '{name}' as a template"),
            )
            .with_note(Some(prev), "previous definition is here");
            self.d.push(dg);
            return Err(());
        }
        let file_scope = out.is_none();
        let mut dims = vec![];
        for spec in &td.dims {
            let (lower, size) = match spec {
                x::TemplateSpec::Unfixed(sp) => {
                    return self.xmp_feature_unsupported(*sp, "unfixed template (template_fix)");
                }
                x::TemplateSpec::Extent(e) => {
                    let n = self.xmp_int_expr(e, file_scope)?;
                    let lower = match td.form {
                        SubscriptForm::Bracket => 0,
                        SubscriptForm::Paren => 1,
                    };
                    (int_const(lower, int(), e.span), n)
                }
                x::TemplateSpec::Range(l, u) => {
                    let lo = self.xmp_int_expr(l, file_scope)?;
                    let hi = self.xmp_int_expr(u, file_scope)?;
                    let one = int_const(1, int(), u.span);
                    let size = arith(
                        BinOp::Add,
                        arith(BinOp::Sub, hi, lo.clone(), u.span),
                        one,
                        u.span,
                    );
                    (lo, size)
                }
            };
            if let Some(c) = const_of(&size) {
                if c <= 0 {
                    return self.fail(
                        td.span,
                        format!("template '{name}' has an empty dimension (size {c})"),
                    );
                }
            }
            dims.push(TemplateDim { lower, size });
        }
        if td.form == SubscriptForm::Paren {
            dims.reverse();
        }
        let id = self.m.xmp.templates.len() as TemplateId;
        let func = self.current_func_id();
        self.m.xmp.templates.push(TemplateDef {
            name: name.clone(),
            dims,
            dist: None,
            func,
            span: td.span,
        });
        self.bind(name, Sym::Template(id), td.name.span);
        self.push_xmp_stmt(out, XmpStmt::TemplateDecl(id), td.span);
        Ok(())
    }

    /// Resolves a template name.
    fn template_named(&mut self, n: &ast::Ident) -> R<TemplateId> {
        match self.lookup(&n.name) {
            Some(Sym::Template(id)) => Ok(*id),
            Some(_) => self.fail(n.span, format!("'{}' is not a template", n.name)),
            None => self.fail(n.span, format!("use of undeclared template '{}'", n.name)),
        }
    }

    /// `distribute t[f]... onto p`.
    pub(crate) fn distribute_dir(
        &mut self,
        dd: &x::DistributeDir,
        span: Span,
        out: Option<&mut Vec<Stmt>>,
    ) -> R<()> {
        let tid = self.template_named(&dd.template)?;
        let onto = match self.lookup(&dd.onto.name) {
            Some(Sym::Nodes(id)) => *id,
            Some(_) => {
                return self.fail(
                    dd.onto.span,
                    format!("'{}' is not a node array", dd.onto.name),
                )
            }
            None => {
                return self.fail(
                    dd.onto.span,
                    format!("use of undeclared node array '{}'", dd.onto.name),
                )
            }
        };
        let t = self.m.xmp.templates[tid as usize].clone();
        if let Some(prev) = &t.dist {
            let dg = Diagnostic::error(
                span,
                format!("template '{}' is already distributed", t.name),
            )
            .with_note(Some(prev.span), "previous distribute is here");
            self.d.push(dg);
            return Err(());
        }
        if dd.formats.len() != t.dims.len() {
            return self.fail(
                span,
                format!(
                    "distribute gives {} formats for template '{}' of rank {}",
                    dd.formats.len(),
                    t.name,
                    t.dims.len()
                ),
            );
        }
        let file_scope = out.is_none();
        let mut formats = vec![];
        for f in &dd.formats {
            let v = match &f.kind {
                x::DistFormatKind::Star => DistFormat::Star,
                x::DistFormatKind::Block(None) => DistFormat::Block(None),
                x::DistFormatKind::Block(Some(e)) => {
                    let n = self.xmp_int_expr(e, file_scope)?;
                    if let Some(c) = const_of(&n) {
                        if c <= 0 {
                            return self
                                .fail(e.span, format!("block size must be positive, not {c}"));
                        }
                    }
                    DistFormat::Block(Some(n))
                }
                x::DistFormatKind::Cyclic(None) => DistFormat::Cyclic(int_const(1, int(), f.span)),
                x::DistFormatKind::Cyclic(Some(e)) => {
                    let w = self.xmp_int_expr(e, file_scope)?;
                    if let Some(c) = const_of(&w) {
                        if c <= 0 {
                            return self
                                .fail(e.span, format!("cyclic width must be positive, not {c}"));
                        }
                    }
                    DistFormat::Cyclic(w)
                }
                x::DistFormatKind::Gblock(_) => {
                    return self.xmp_feature_unsupported(f.span, "gblock")
                }
            };
            formats.push(v);
        }
        if dd.form == SubscriptForm::Paren {
            formats.reverse();
        }
        let ndist = formats.iter().filter(|f| f.is_distributed()).count();
        let nrank = self.m.xmp.nodes[onto as usize].extents.len();
        if ndist != nrank {
            return self.fail(
                span,
                format!(
                    "distribute has {ndist} distributed dimensions but node array '{}' has rank {nrank}",
                    dd.onto.name
                ),
            );
        }
        let func = if file_scope {
            None
        } else {
            self.current_func_id()
        };
        self.m.xmp.templates[tid as usize].dist = Some(Distribution {
            onto,
            func,
            formats,
            span,
        });
        self.push_xmp_stmt(out, XmpStmt::Distribute(tid), span);
        Ok(())
    }

    /// The C array object a mapping directive names, with its element type and extents.
    fn mapped_array(&mut self, n: &ast::Ident) -> R<(ArrayObject, Type)> {
        let (obj, ty) = match self.lookup(&n.name).cloned() {
            Some(Sym::Global { id }) => (
                ArrayObject::Global(id),
                self.m.globals[id as usize].ty.clone(),
            ),
            Some(Sym::Local { id }) => match self.current_func_id() {
                Some(f) => (ArrayObject::Local(f, id), self.local_ty(id)),
                None => return self.fail(n.span, format!("'{}' is not an array", n.name)),
            },
            Some(_) => return self.fail(n.span, format!("'{}' is not an array", n.name)),
            None => return self.fail(n.span, format!("use of undeclared identifier '{}'", n.name)),
        };
        Ok((obj, ty))
    }

    /// `align a[i][*] with t[i+1][*]`.
    pub(crate) fn align_dir(
        &mut self,
        ad: &x::AlignDir,
        span: Span,
        out: Option<&mut Vec<Stmt>>,
    ) -> R<()> {
        let (obj, ty) = self.mapped_array(&ad.array)?;
        if self.m.xmp.arrays.iter().any(|a| a.object == obj) {
            return self.fail(
                span,
                format!("array '{}' is already aligned", ad.array.name),
            );
        }
        let mut extents = vec![];
        let mut elem = ty.clone();
        loop {
            match elem {
                Type::Array(inner, Some(n)) => {
                    extents.push(n);
                    elem = *inner;
                }
                Type::Pointer(_) => {
                    return self
                        .xmp_feature_unsupported(ad.array.span, "aligned pointer (xmp_malloc)")
                }
                Type::Array(_, None) | Type::Vla(..) => {
                    return self.xmp_feature_unsupported(
                        ad.array.span,
                        "aligned array of non-constant size",
                    )
                }
                _ => break,
            }
        }
        if extents.is_empty() {
            return self.fail(
                ad.array.span,
                format!("'{}' is not an array", ad.array.name),
            );
        }
        if !elem.is_arithmetic() {
            return self.xmp_feature_unsupported(
                ad.array.span,
                "aligned array of non-arithmetic elements",
            );
        }
        if ad.sources.len() != extents.len() {
            return self.fail(
                span,
                format!(
                    "align gives {} subscripts for array '{}' of rank {}",
                    ad.sources.len(),
                    ad.array.name,
                    extents.len()
                ),
            );
        }
        let tid = self.template_named(&ad.template)?;
        let t = self.m.xmp.templates[tid as usize].clone();
        if ad.subscripts.len() != t.dims.len() {
            return self.fail(
                span,
                format!(
                    "align gives {} subscripts for template '{}' of rank {}",
                    ad.subscripts.len(),
                    t.name,
                    t.dims.len()
                ),
            );
        }
        if t.dist.is_none() {
            return self.fail(
                span,
                format!(
                    "template '{}' is aligned with before it is distributed",
                    t.name
                ),
            );
        }
        // Template-side entries in C order with their template dimension.
        let rank_t = t.dims.len();
        let mut subs: Vec<(u32, &x::AlignSubscript)> = ad
            .subscripts
            .iter()
            .enumerate()
            .map(|(k, s)| {
                let d = match ad.form {
                    SubscriptForm::Bracket => k,
                    SubscriptForm::Paren => rank_t - 1 - k,
                };
                (d as u32, s)
            })
            .collect();
        subs.sort_by_key(|(d, _)| *d);
        // Colon pairing (reference 1.3 point 4): array colons right to left with template colons
        // right to left in C order (paren lists left to right = C order right to left too).
        let tcolons: Vec<u32> = subs
            .iter()
            .rev()
            .filter(|(_, s)| matches!(s, x::AlignSubscript::Colon(_)))
            .map(|(d, _)| *d)
            .collect();
        let acolons = ad
            .sources
            .iter()
            .filter(|s| matches!(s, x::AlignSource::Colon(_)))
            .count();
        if acolons != tcolons.len() {
            return self.fail(
                span,
                format!(
                    "align has {acolons} ':' on the array side but {} on the template side",
                    tcolons.len()
                ),
            );
        }
        let file_scope = out.is_none();
        let mut align = vec![AlignAxis::Collapse; extents.len()];
        let mut used_t = vec![false; rank_t];
        let mut ci = 0;
        for (k, src) in ad.sources.iter().enumerate().rev() {
            match src {
                x::AlignSource::Star(_) => {}
                x::AlignSource::Colon(_) => {
                    let d = tcolons[ci];
                    ci += 1;
                    used_t[d as usize] = true;
                    align[k] = AlignAxis::Template {
                        tdim: d,
                        offset: int_const(0, int(), span),
                    };
                }
                x::AlignSource::Dummy(dn) => {
                    if ad
                        .sources
                        .iter()
                        .filter(|s| matches!(s, x::AlignSource::Dummy(o) if o.name == dn.name))
                        .count()
                        > 1
                    {
                        return self.fail(
                            dn.span,
                            format!(
                                "align dummy '{}' appears twice among the array subscripts",
                                dn.name
                            ),
                        );
                    }
                    let hits: Vec<&(u32, &x::AlignSubscript)> = subs
                        .iter()
                        .filter(|(_, s)| matches!(s, x::AlignSubscript::Dummy { name, .. } if name.name == dn.name))
                        .collect();
                    match hits.as_slice() {
                        [] => {} // reference 4.4 [rec]: a dummy used on no template dimension collapses
                        [(
                            d,
                            x::AlignSubscript::Dummy {
                                offset, span: osp, ..
                            },
                        )] => {
                            let off = match offset {
                                None => int_const(0, int(), *osp),
                                Some(e) => {
                                    let v = self.xmp_int_expr(e, file_scope)?;
                                    if const_of(&v).is_none() {
                                        return self.xmp_feature_unsupported(
                                            e.span,
                                            "non-constant align offset",
                                        );
                                    }
                                    v
                                }
                            };
                            used_t[*d as usize] = true;
                            align[k] = AlignAxis::Template {
                                tdim: *d,
                                offset: off,
                            };
                        }
                        _ => {
                            return self.fail(
                                dn.span,
                                format!(
                                    "align dummy '{}' appears twice among the template subscripts",
                                    dn.name
                                ),
                            )
                        }
                    }
                }
            }
        }
        let mut replicated = vec![];
        for (d, s) in &subs {
            match s {
                x::AlignSubscript::Star(_) => replicated.push(*d),
                x::AlignSubscript::Dummy { name, span: sp, .. } if !used_t[*d as usize] => {
                    return self.fail(
                        *sp,
                        format!(
                            "align dummy '{}' does not appear among the array subscripts",
                            name.name
                        ),
                    );
                }
                _ => {}
            }
        }
        // The aligned index range must lie inside the template (reference 4.4 [rec]), checked
        // where everything is constant.
        for (k, ax) in align.iter().enumerate() {
            if let AlignAxis::Template { tdim, offset } = ax {
                let td = &t.dims[*tdim as usize];
                if let (Some(off), Some(lo), Some(sz)) =
                    (const_of(offset), const_of(&td.lower), const_of(&td.size))
                {
                    let first = off;
                    let last = extents[k] as i128 - 1 + off;
                    if first < lo || last > lo + sz - 1 {
                        return self.fail(
                            span,
                            format!(
                                "dimension {k} of array '{}' is aligned with template indices {first}..{last}, outside template '{}' ({lo}..{})",
                                ad.array.name,
                                t.name,
                                lo + sz - 1
                            ),
                        );
                    }
                }
            }
        }
        let id = self.m.xmp.arrays.len() as GlobalArrayId;
        self.m.xmp.arrays.push(GlobalArrayDef {
            name: ad.array.name.clone(),
            object: obj,
            elem,
            extents,
            template: tid,
            align,
            replicated,
            shadow: vec![],
            func: if file_scope {
                None
            } else {
                self.current_func_id()
            },
            span,
        });
        self.push_xmp_stmt(out, XmpStmt::AlignDecl(id), span);
        Ok(())
    }

    /// `shadow a[w][lo:hi][*]`: recorded in the array (allocation comes with code generation;
    /// communication with the next issue).
    pub(crate) fn shadow_dir(&mut self, sd: &x::ShadowDir, span: Span) -> R<()> {
        let (obj, _) = self.mapped_array(&sd.array)?;
        let Some(aid) = self.m.xmp.arrays.iter().position(|a| a.object == obj) else {
            return self.fail(
                sd.array.span,
                format!("shadow of array '{}' that is not aligned", sd.array.name),
            );
        };
        let a = self.m.xmp.arrays[aid].clone();
        if !a.shadow.is_empty() {
            return self.fail(span, format!("array '{}' already has a shadow", a.name));
        }
        if sd.widths.len() != a.extents.len() {
            return self.fail(
                span,
                format!(
                    "shadow gives {} widths for array '{}' of rank {}",
                    sd.widths.len(),
                    a.name,
                    a.extents.len()
                ),
            );
        }
        let mut dims = vec![];
        for w in &sd.widths {
            let width = |l: &mut Lowerer, e: &ast::Expr| -> R<Expr> {
                let v = l.xmp_int_expr(e, true)?;
                match const_of(&v) {
                    Some(c) if c >= 0 => Ok(v),
                    Some(c) => l.fail(
                        e.span,
                        format!("shadow width must not be negative, not {c}"),
                    ),
                    None => l.fail(e.span, "shadow width must be an integer constant"),
                }
            };
            let d = match w {
                x::ShadowWidth::Both(e) => {
                    let v = width(self, e)?;
                    ShadowDim {
                        lo: v.clone(),
                        hi: v,
                        full: false,
                    }
                }
                x::ShadowWidth::LoHi(l, h) => {
                    let lo = width(self, l)?;
                    let hi = width(self, h)?;
                    ShadowDim {
                        lo,
                        hi,
                        full: false,
                    }
                }
                x::ShadowWidth::Full(sp) => ShadowDim {
                    lo: int_const(0, int(), *sp),
                    hi: int_const(0, int(), *sp),
                    full: true,
                },
            };
            dims.push(d);
        }
        if sd.form == SubscriptForm::Paren {
            dims.reverse();
        }
        let t = &self.m.xmp.templates[a.template as usize];
        for (k, d) in dims.iter().enumerate() {
            let nonzero = !d.full && (const_of(&d.lo) != Some(0) || const_of(&d.hi) != Some(0));
            if let AlignAxis::Template { tdim, .. } = &a.align[k] {
                let cyclic = t
                    .dist
                    .as_ref()
                    .and_then(|dd| dd.formats.get(*tdim as usize))
                    .is_some_and(|f| matches!(f, DistFormat::Cyclic(_)));
                if cyclic && nonzero {
                    return self.fail(
                        span,
                        format!("shadow on dimension {k} of array '{}', which is distributed cyclically", a.name),
                    );
                }
            }
        }
        self.m.xmp.arrays[aid].shadow = dims;
        Ok(())
    }
}
