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
use crate::types::{IntKind, Type};
use crate::xir::{
    AlignAxis, ArrayObject, BinOp, DistFormat, Distribution, Expr, ExprKind, GlobalArrayDef,
    GlobalArrayId, ShadowDim, Span, Stmt, StmtKind, TemplateDef, TemplateDim, TemplateId,
    XmpEntity, XmpStmt,
};

impl Lowerer {
    pub(super) fn xmp_feature_unsupported<T>(&mut self, span: Span, what: &str) -> R<T> {
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

    pub(super) fn current_func_id(&self) -> Option<u32> {
        self.f
            .as_ref()
            .and_then(|f| self.funcs_by_name.get(&f.name).copied())
    }

    /// An extent, bound or distribution parameter of a mapping directive. In a function any
    /// `int` expression, evaluated where the directive is reached; at file scope a constant
    /// (also a `const` file-scope variable with a constant initializer), else a run-time value
    /// (reference 4.2) evaluated once at program start, after static initialisation and before
    /// `main`, into a hidden variable the mapping objects read.
    pub(crate) fn xmp_extent_expr(&mut self, e: &ast::Expr, file_scope: bool) -> R<Expr> {
        if !file_scope && self.f.is_some() {
            return self.xmp_int_expr(e, false);
        }
        let v = self.rvalue_expr(e)?;
        if !v.ty.is_integer() {
            let t = self.tname(&v.ty);
            return self.fail(
                e.span,
                format!("expression of type '{t}' is not an integer"),
            );
        }
        if let Some(c) = self.const_int(&v).or_else(|| self.const_global_int(&v)) {
            self.xmp_int_fits(c, e.span)?;
        }
        let v = self.convert(v, &int());
        if let Some(c) = self.const_int(&v).or_else(|| self.const_global_int(&v)) {
            return Ok(int_const(c, int(), e.span));
        }
        Ok(self.startup_value(v, e.span))
    }

    /// The value of `v` when it reads a `const` file-scope integer variable defined here with
    /// a constant initializer (`static const int N = 1000;`).
    pub(crate) fn const_global_int(&self, v: &Expr) -> Option<i128> {
        let inner = match &v.kind {
            ExprKind::Cast(crate::xir::CastKind::IntToInt, x) => x,
            _ => v,
        };
        let ExprKind::Load {
            lvalue,
            volatile: false,
        } = &inner.kind
        else {
            return None;
        };
        let ExprKind::Global(g) = lvalue.kind else {
            return None;
        };
        let gd = self.m.globals.get(g as usize)?;
        if !gd.is_const || !inner.ty.is_integer() {
            return None;
        }
        match &gd.init {
            Some(crate::xir::Init::Expr(x)) => {
                let c = self.const_int(x)?;
                // The value as the variable holds it, then as `v` converts it.
                let c = crate::lower::consteval::wrap(c, &inner.ty);
                Some(crate::lower::consteval::wrap(c, &v.ty))
            }
            _ => None,
        }
    }

    /// A hidden file-scope variable of `v`'s type that the start-up code sets to `v`
    /// (`XmpModule::startup`); the result reads it.
    pub(crate) fn startup_value(&mut self, v: Expr, span: Span) -> Expr {
        let ty = v.ty.clone();
        let symbol = self.unique_symbol(".xmp.extent");
        self.m.globals.push(crate::xir::Global {
            name: symbol.clone(),
            symbol,
            ty: ty.clone(),
            linkage: crate::xir::Linkage::Internal,
            init: Some(crate::xir::Init::Zero),
            is_const: false,
            thread_local: false,
            align: None,
            span,
        });
        self.ginfo.push(crate::lower::GlobalInfo {
            chain: vec![Default::default()],
            tentative: false,
            defined: true,
        });
        let gid = (self.m.globals.len() - 1) as u32;
        let g = Expr::new(ExprKind::Global(gid), ty.clone(), span);
        let set = Expr::new(
            ExprKind::Assign {
                lhs: Box::new(g.clone()),
                rhs: Box::new(v),
                volatile: false,
            },
            ty.clone(),
            span,
        );
        self.m.xmp.startup.push(set);
        Expr::new(
            ExprKind::Load {
                lvalue: Box::new(g),
                volatile: false,
            },
            ty,
            span,
        )
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
        // `t[:]`: the shape comes with `template_fix`; mixing `:` and extents (reference 4.2
        // [rec]) makes the whole template unfixed, template_fix then gives every extent.
        let unfixed = td
            .dims
            .iter()
            .any(|s| matches!(s, x::TemplateSpec::Unfixed(_)));
        for spec in &td.dims {
            let (lower, size) = match spec {
                x::TemplateSpec::Unfixed(sp) => {
                    let lower = match td.form {
                        SubscriptForm::Bracket => 0,
                        SubscriptForm::Paren => 1,
                    };
                    dims.push(TemplateDim {
                        lower: int_const(lower, int(), *sp),
                        size: int_const(0, int(), *sp),
                    });
                    continue;
                }
                _ if unfixed => {
                    dims.push(TemplateDim {
                        lower: int_const(0, int(), td.span),
                        size: int_const(0, int(), td.span),
                    });
                    continue;
                }
                x::TemplateSpec::Extent(e) => {
                    let n = self.xmp_extent_expr(e, file_scope)?;
                    let lower = match td.form {
                        SubscriptForm::Bracket => 0,
                        SubscriptForm::Paren => 1,
                    };
                    (int_const(lower, int(), e.span), n)
                }
                x::TemplateSpec::Range(l, u) => {
                    let lo = self.xmp_extent_expr(l, file_scope)?;
                    let hi = self.xmp_extent_expr(u, file_scope)?;
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
            unfixed,
        });
        self.bind(name, Sym::Template(id), td.name.span);
        self.push_xmp_stmt(out, XmpStmt::TemplateDecl(id), td.span);
        Ok(())
    }

    /// Resolves a template name.
    fn template_named(&mut self, n: &ast::Ident) -> R<TemplateId> {
        match self.lookup_xmp(&n.name) {
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
        let onto = match self.lookup_xmp(&dd.onto.name) {
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
                    let n = self.xmp_extent_expr(e, file_scope)?;
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
                    let w = self.xmp_extent_expr(e, file_scope)?;
                    if let Some(c) = const_of(&w) {
                        if c <= 0 {
                            return self
                                .fail(e.span, format!("cyclic width must be positive, not {c}"));
                        }
                    }
                    DistFormat::Cyclic(w)
                }
                x::DistFormatKind::Gblock(x::GblockArg::Star(_)) => DistFormat::GBlock(None),
                x::DistFormatKind::Gblock(x::GblockArg::Array(m)) => {
                    DistFormat::GBlock(Some(self.gblock_map(m, file_scope)?))
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

    /// The mapping array of `gblock(m)` as a pointer to its first `int` (reference 4.3: a
    /// one-dimensional `int` array; at file scope one with static storage, read at start-up).
    fn gblock_map(&mut self, m: &ast::Ident, file_scope: bool) -> R<Expr> {
        let ty = match self.lookup(&m.name).cloned() {
            Some(Sym::Global { id }) => self.m.globals[id as usize].ty.clone(),
            Some(Sym::Local { id }) if !file_scope => self.local_ty(id),
            Some(Sym::Local { .. }) => {
                return self.fail(m.span, "internal error: local at file scope".to_string())
            }
            Some(_) => {
                return self.fail(
                    m.span,
                    format!("gblock mapping array '{}' is not an array", m.name),
                )
            }
            None => return self.fail(m.span, format!("use of undeclared identifier '{}'", m.name)),
        };
        let ok = match &ty {
            Type::Array(e, _) | Type::Vla(e, _) => matches!(**e, Type::Int(IntKind::Int)),
            Type::Pointer(e) => !file_scope && matches!(**e, Type::Int(IntKind::Int)),
            _ => false,
        };
        if !ok {
            let t = self.tname(&ty);
            return self.fail(
                m.span,
                format!(
                    "gblock mapping array '{}' must be a one-dimensional 'int' array, not '{t}'",
                    m.name
                ),
            );
        }
        if file_scope && !matches!(self.lookup(&m.name), Some(Sym::Global { .. })) {
            return self.fail(
                m.span,
                "a file-scope gblock mapping array must be a file-scope array",
            );
        }
        let e = ast::Expr {
            kind: ast::ExprKind::Ident(m.name.clone()),
            span: m.span,
        };
        let v = self.rvalue_expr(&e)?;
        Ok(v)
    }

    /// `template_fix[formats] t[extents]` (reference 4.6), in a statement position.
    pub(crate) fn template_fix_dir(
        &mut self,
        tf: &x::TemplateFixDir,
        span: Span,
        out: &mut Vec<Stmt>,
    ) -> R<()> {
        let tid = self.template_named(&tf.template)?;
        let t = self.m.xmp.templates[tid as usize].clone();
        let rank = t.dims.len();
        let Some(dist) = t.dist.clone() else {
            return self.fail(
                tf.template.span,
                format!(
                    "template_fix of template '{}' before its distribute",
                    t.name
                ),
            );
        };
        let star_maps = dist
            .formats
            .iter()
            .any(|f| matches!(f, DistFormat::GBlock(None)));
        if !t.unfixed && !star_maps {
            // Visible here: nothing of the template is left to fix.
            let dg = Diagnostic::error(
                span,
                format!(
                    "template_fix of template '{}', which is already fixed (declared with extents and no gblock(*))",
                    t.name
                ),
            )
            .with_note(Some(t.span), format!("'{}' is declared here", t.name));
            self.d.push(dg);
            return Err(());
        }
        // issue 4: also visible: an earlier template_fix of the same template in this
        // statement list with only straight-line statements between (no jump, label or
        // nested statement) has always run when this one is reached (reference 4.6).
        for s in out.iter().rev() {
            match &s.kind {
                StmtKind::Xmp(x) => match &**x {
                    XmpStmt::TemplateFix { template, .. } if *template == tid => {
                        let dg = Diagnostic::error(
                            span,
                            format!(
                                "template_fix of template '{}', which the template_fix before it in this block has already fixed",
                                t.name
                            ),
                        )
                        .with_note(Some(s.span), "fixed here");
                        self.d.push(dg);
                        return Err(());
                    }
                    XmpStmt::TemplateFix { .. } => {}
                    _ => break,
                },
                StmtKind::Expr(_) | StmtKind::Decl { .. } => {}
                _ => break,
            }
        }
        if tf.formats.is_none() && tf.specs.is_none() {
            return self.fail(
                span,
                "template_fix needs a distribution format list or extents",
            );
        }
        let mut maps: Vec<Option<Expr>> = vec![None; rank];
        if let Some((form, fmts)) = &tf.formats {
            if fmts.len() != rank {
                return self.fail(
                    span,
                    format!(
                        "template_fix gives {} formats for template '{}' of rank {rank}",
                        fmts.len(),
                        t.name
                    ),
                );
            }
            // Bracket variant: one list in template-dimension (C) order; paren: reversed.
            for (k, f) in fmts.iter().enumerate() {
                let d = match form {
                    SubscriptForm::Bracket => k,
                    SubscriptForm::Paren => rank - 1 - k,
                };
                let declared = &dist.formats[d];
                let same = match (&f.kind, declared) {
                    (x::DistFormatKind::Star, DistFormat::Star) => true,
                    (x::DistFormatKind::Block(None), DistFormat::Block(None)) => true,
                    (x::DistFormatKind::Block(Some(e)), DistFormat::Block(Some(v)))
                    | (x::DistFormatKind::Cyclic(Some(e)), DistFormat::Cyclic(v)) => {
                        match (self.const_int_expr(e), const_of(v)) {
                            (Some(a), Some(b)) => a == b,
                            _ => true,
                        }
                    }
                    (x::DistFormatKind::Cyclic(None), DistFormat::Cyclic(v)) => {
                        const_of(v).is_none_or(|c| c == 1)
                    }
                    (
                        x::DistFormatKind::Gblock(x::GblockArg::Array(m)),
                        DistFormat::GBlock(None),
                    ) => {
                        maps[d] = Some(self.gblock_map(m, false)?);
                        true
                    }
                    (
                        x::DistFormatKind::Gblock(x::GblockArg::Array(_)),
                        DistFormat::GBlock(Some(_)),
                    ) => true,
                    _ => false,
                };
                if !same {
                    return self.fail(
                        f.span,
                        format!(
                            "template_fix format of dimension {d} differs from the distribute of template '{}' (only gblock(*) may become gblock(m))",
                            t.name
                        ),
                    );
                }
            }
        }
        if star_maps {
            if let Some(k) = dist
                .formats
                .iter()
                .enumerate()
                .position(|(k, f)| matches!(f, DistFormat::GBlock(None)) && maps[k].is_none())
            {
                return self.fail(
                    span,
                    format!(
                        "template_fix must give the gblock mapping array of dimension {k} of template '{}' (distributed with gblock(*))",
                        t.name
                    ),
                );
            }
        }
        let dims = match &tf.specs {
            None => {
                if t.unfixed {
                    return self.fail(
                        span,
                        format!(
                            "template_fix of template '{}', declared with ':', must give its extents",
                            t.name
                        ),
                    );
                }
                None
            }
            Some((form, specs)) => {
                if specs.len() != rank {
                    return self.fail(
                        span,
                        format!(
                            "template_fix gives {} extents for template '{}' of rank {rank}",
                            specs.len(),
                            t.name
                        ),
                    );
                }
                let mut dims = vec![];
                for spec in specs {
                    let (lower, size) = match spec {
                        x::TemplateSpec::Unfixed(sp) => {
                            return self.fail(*sp, "template_fix must give an extent, not ':'")
                        }
                        x::TemplateSpec::Extent(e) => {
                            let n = self.xmp_int_expr(e, false)?;
                            let lower = match form {
                                SubscriptForm::Bracket => 0,
                                SubscriptForm::Paren => 1,
                            };
                            (int_const(lower, int(), e.span), n)
                        }
                        x::TemplateSpec::Range(l, u) => {
                            let lo = self.xmp_int_expr(l, false)?;
                            let hi = self.xmp_int_expr(u, false)?;
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
                                span,
                                format!("template_fix gives template '{}' an empty dimension (size {c})", t.name),
                            );
                        }
                    }
                    dims.push(TemplateDim { lower, size });
                }
                if *form == SubscriptForm::Paren {
                    dims.reverse();
                }
                Some(dims)
            }
        };
        self.push_xmp_stmt(
            Some(out),
            XmpStmt::TemplateFix {
                template: tid,
                dims,
                maps,
            },
            span,
        );
        Ok(())
    }

    /// `xmp_desc_of(name)` (reference 2.6): a node array, template or global array.
    pub(crate) fn xmp_desc_of_expr(&mut self, n: &ast::Ident, span: Span) -> R<Expr> {
        let ent = match self.lookup_xmp(&n.name).cloned() {
            Some(Sym::Nodes(id)) => XmpEntity::Nodes(id),
            Some(Sym::Template(id)) => XmpEntity::Template(id),
            Some(Sym::Global { id }) => {
                let obj = ArrayObject::Global(id);
                match self.m.xmp.arrays.iter().position(|a| a.object == obj) {
                    Some(a) => XmpEntity::Array(a as GlobalArrayId),
                    None => {
                        return self.fail(
                            n.span,
                            format!("xmp_desc_of of '{}', which is not a node array, template or aligned array", n.name),
                        )
                    }
                }
            }
            Some(Sym::Local { id }) => {
                let obj = self.current_func_id().map(|f| ArrayObject::Local(f, id));
                match obj.and_then(|o| self.m.xmp.arrays.iter().position(|a| a.object == o)) {
                    Some(a) => XmpEntity::Array(a as GlobalArrayId),
                    None => {
                        return self.fail(
                            n.span,
                            format!("xmp_desc_of of '{}', which is not a node array, template or aligned array", n.name),
                        )
                    }
                }
            }
            Some(_) => {
                return self.fail(
                    n.span,
                    format!(
                        "xmp_desc_of of '{}', which is not a node array, template or aligned array",
                        n.name
                    ),
                )
            }
            None => return self.fail(n.span, format!("use of undeclared identifier '{}'", n.name)),
        };
        self.xmp.used = true;
        Ok(Expr::new(
            ExprKind::XmpDescOf(ent),
            Type::Pointer(Box::new(Type::Void)),
            span,
        ))
    }

    /// The combined declarative directive (reference 1.4): as if each declaration had its own
    /// directive for each attribute, templates declared before they are distributed and
    /// arrays aligned before their shadow. `nodes`-only directives are lowered by the caller.
    pub(crate) fn combined_dir(
        &mut self,
        c: &x::CombinedDir,
        span: Span,
        mut out: Option<&mut Vec<Stmt>>,
    ) -> R<()> {
        let kind = |a: &x::CombinedAttr| match a {
            x::CombinedAttr::Nodes(_) => 0,
            x::CombinedAttr::Template(_) => 1,
            x::CombinedAttr::Distribute { .. } => 2,
            x::CombinedAttr::Align { .. } => 3,
            x::CombinedAttr::Shadow { .. } => 4,
        };
        let mut seen = [false; 5];
        for a in &c.attrs {
            let k = kind(a);
            if seen[k] {
                return self.fail(span, "an attribute appears twice in a combined directive");
            }
            seen[k] = true;
        }
        if seen[0] {
            return self.fail(
                span,
                "'nodes' in a combined directive cannot be combined with other attributes",
            );
        }
        match &c.decls {
            x::CombinedDecls::Templates(decls) => {
                if seen[3] || seen[4] {
                    return self.fail(
                        span,
                        "align and shadow attributes need array names, not template declarations",
                    );
                }
                for td in decls {
                    if seen[1] {
                        self.template_decl(td, out.as_deref_mut())?;
                    }
                    for a in &c.attrs {
                        if let x::CombinedAttr::Distribute {
                            form,
                            formats,
                            onto,
                            span: asp,
                        } = a
                        {
                            let dd = x::DistributeDir {
                                template: td.name.clone(),
                                form: *form,
                                formats: formats.clone(),
                                onto: onto.clone(),
                            };
                            let _ = asp;
                            self.distribute_dir(&dd, span, out.as_deref_mut())?;
                        }
                    }
                }
                Ok(())
            }
            x::CombinedDecls::Arrays(names) => {
                if seen[1] || seen[2] {
                    return self.fail(
                        span,
                        "template and distribute attributes need template declarations, not array names",
                    );
                }
                for n in names {
                    for a in &c.attrs {
                        if let x::CombinedAttr::Align {
                            source_form,
                            sources,
                            template,
                            form,
                            subscripts,
                            ..
                        } = a
                        {
                            // A parenthesised source list is in Fortran order (reference 1.4
                            // [rec]); AlignDir keeps the array side in C order.
                            let mut sources = sources.clone();
                            if *source_form == SubscriptForm::Paren {
                                sources.reverse();
                            }
                            let ad = x::AlignDir {
                                array: n.clone(),
                                sources,
                                template: template.clone(),
                                form: *form,
                                subscripts: subscripts.clone(),
                            };
                            self.align_dir(&ad, span, out.as_deref_mut())?;
                        }
                    }
                    for a in &c.attrs {
                        if let x::CombinedAttr::Shadow { form, widths, .. } = a {
                            let sd = x::ShadowDir {
                                array: n.clone(),
                                form: *form,
                                widths: widths.clone(),
                            };
                            self.shadow_dir(&sd, span)?;
                        }
                    }
                }
                Ok(())
            }
            x::CombinedDecls::Nodes(_) => self.fail(
                span,
                "node-array declarations in a combined directive need the 'nodes' attribute alone",
            ),
        }
    }

    /// Whether `obj` is a local of a K&R-style function whose first locals are parameters
    /// (conservatively: any local numbered below the parameter count).
    fn is_kr_param(&self, obj: ArrayObject) -> bool {
        let ArrayObject::Local(f, id) = obj else {
            return false;
        };
        self.m
            .functions
            .get(f as usize)
            .is_some_and(|fd| fd.ty.no_prototype && (id as usize) < 2 * fd.ty.params.len())
    }

    /// Whether `obj` is a parameter of the function being lowered (prototype form: the
    /// parameters are its first locals).
    fn is_param(&self, obj: ArrayObject) -> bool {
        let ArrayObject::Local(f, id) = obj else {
            return false;
        };
        let prototyped = self
            .m
            .functions
            .get(f as usize)
            .is_some_and(|fd| !fd.ty.no_prototype);
        prototyped && self.f.as_ref().is_some_and(|c| c.params.contains(&id))
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
            None if n.name.contains('.') => return self.member_array(n),
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
        let mut run_extents: Vec<Option<Expr>> = vec![];
        let mut elem = ty.clone();
        // issue 4: a pointer parameter (an adjusted `double u[N][M]`) aligned in the callee is
        // a global array dummy argument (reference 8); its first extent comes from the
        // template (the caller's mapping must be the same).
        if matches!(ty, Type::Pointer(_)) && self.is_kr_param(obj) {
            return self.xmp_feature_unsupported(
                ad.array.span,
                "align of a parameter of a function without a prototype",
            );
        }
        let dummy = self.is_param(obj);
        let mut first_from_template = false;
        // A pointer that is not a parameter is a dynamic global array (reference 2.5): its
        // first extent comes with xmp_malloc at run time.
        let mut dynamic = false;
        if let Type::Pointer(inner) = elem {
            elem = *inner;
            extents.push(0);
            if dummy {
                first_from_template = true;
            } else {
                dynamic = true;
            }
        }
        loop {
            match elem {
                Type::Array(inner, Some(n)) => {
                    extents.push(n);
                    if !run_extents.is_empty() {
                        run_extents.push(None);
                    }
                    elem = *inner;
                }
                Type::Pointer(_) => {
                    return self
                        .xmp_feature_unsupported(ad.array.span, "aligned pointer (xmp_malloc)")
                }
                // issue 4: a pointer to a VLA (`double (*v)[m][k]`, reference 2.5) is a
                // dynamic global array whose trailing extents come with xmp_malloc too
                // (0 = known at run time only, as the first extent).
                Type::Vla(inner, _) if dynamic => {
                    extents.push(0);
                    elem = *inner;
                }
                // A block-scope variable-length array (reference 4.4 allows any array): the
                // runtime holds its storage, of the extents its declaration evaluated.
                // Also the trailing extents of a dummy (`double u[][m]`, a pointer to a VLA).
                Type::Vla(inner, n) if matches!(obj, ArrayObject::Local(..)) => {
                    while run_extents.len() < extents.len() {
                        run_extents.push(None);
                    }
                    let nt = self.local_ty(n);
                    let v = Expr::new(
                        ExprKind::Load {
                            lvalue: Box::new(Expr::new(ExprKind::Local(n), nt.clone(), span)),
                            volatile: false,
                        },
                        nt,
                        span,
                    );
                    run_extents.push(Some(self.convert(v, &Type::Int(IntKind::Long))));
                    extents.push(0);
                    elem = *inner;
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
        if let ArrayObject::Global(g) = obj {
            if let Some((dims, _)) = self.xmp.file_vlas.remove(&g) {
                // An Omni extension real programs use: the runtime allocates an aligned
                // array anyway, so its extents may be values known at program start.
                self.warn(
                    ad.array.span,
                    format!(
                        "file-scope array '{}' has a non-constant size, which is not C; its extents are evaluated when the program starts (standard XMP: an aligned pointer allocated by xmp_malloc) [-Wxmp-compat]",
                        ad.array.name
                    ),
                );
                run_extents.resize(extents.len(), None);
                for (d, e) in dims.into_iter().enumerate() {
                    // `static const int N = 100;` folds (as clang's -Wgnu-folding-constant).
                    if let (Some(e), true) = (e, d < extents.len()) {
                        let sp = e.span;
                        match self.const_global_int(&e) {
                            Some(c) if c > 0 => extents[d] = c as u64,
                            _ => {
                                extents[d] = 0;
                                run_extents[d] = Some(self.startup_value(e, sp));
                            }
                        }
                    }
                }
                if run_extents.iter().all(|r| r.is_none()) {
                    run_extents.clear();
                }
            }
        }
        // issue 5 (helper E, reflect of struct elements): struct and union elements of a
        // complete type are plain bytes to the runtime (copied by size); pointers, functions
        // and incomplete types stay unsupported.
        let elem_ok = elem.is_arithmetic()
            || (matches!(elem, Type::Struct(_)) && self.size_of(&elem).is_some());
        if !elem_ok {
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
        let completed_by_fix = t.unfixed
            || t.dist.as_ref().is_some_and(|d| {
                d.formats
                    .iter()
                    .any(|f| matches!(f, DistFormat::GBlock(None)))
            });
        if !dynamic && !dummy && completed_by_fix {
            // Reference 4.6: only pointers (xmp_malloc) may be aligned with a template that
            // template_fix completes; the array would need storage before the fix.
            let dg = Diagnostic::error(
                ad.array.span,
                format!(
                    "array '{}' is aligned with template '{}', which is fixed only by template_fix; such an array must be a pointer allocated by xmp_malloc",
                    ad.array.name, t.name
                ),
            )
            .with_note(Some(t.span), format!("'{}' is declared here", t.name));
            self.d.push(dg);
            return Err(());
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
        if first_from_template {
            // N = lower + size - offset: the array covers the template from its offset on.
            let ext = match &align[0] {
                AlignAxis::Template { tdim, offset } => {
                    let td = &t.dims[*tdim as usize];
                    match (const_of(offset), const_of(&td.lower), const_of(&td.size)) {
                        (Some(o), Some(l), Some(n)) if !t.unfixed && l + n - o > 0 => {
                            Some((l + n - o) as u64)
                        }
                        _ => None,
                    }
                }
                AlignAxis::Collapse => None,
            };
            match ext {
                Some(n) => extents[0] = n,
                // The template is completed by template_fix: the runtime takes the extent
                // from the fixed template when the dummy is created (extent 0 here).
                None if completed_by_fix && matches!(align[0], AlignAxis::Template { .. }) => {}
                None => match &align[0] {
                    // A template of run-time extents (a file-scope one read at start-up, or
                    // one declared in this function): the extent is evaluated on entry.
                    AlignAxis::Template { tdim, offset } if !t.unfixed => {
                        let td = &t.dims[*tdim as usize];
                        let sp = ad.array.span;
                        let n = arith(
                            BinOp::Sub,
                            arith(BinOp::Add, td.lower.clone(), td.size.clone(), sp),
                            offset.clone(),
                            sp,
                        );
                        let n = self.convert(n, &Type::Int(IntKind::Long));
                        run_extents.resize(extents.len(), None);
                        run_extents[0] = Some(n);
                    }
                    _ => {
                        return self.xmp_feature_unsupported(
                            ad.array.span,
                            "dummy global array whose first dimension is not aligned with a template dimension",
                        )
                    }
                },
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
                if let (Some(off), Some(lo), Some(sz), false) = (
                    const_of(offset),
                    const_of(&td.lower),
                    const_of(&td.size),
                    (dynamic && k == 0)
                        || t.unfixed
                        || run_extents.get(k).is_some_and(|r| r.is_some()),
                ) {
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
        // A file-scope array or pointer aligned inside a function (the reference
        // implementation accepts it): the handle is the file-scope one, created when the
        // directive is reached. Code lowered before it used the name as plain C.
        if let (ArrayObject::Global(g), false) = (obj, file_scope) {
            // A `static` local (its handle would be remade per call) or a block-scope
            // template (freed when the function returns) would not outlive the call.
            let file_var = matches!(
                self.scopes.first().and_then(|sc| sc.syms.get(&ad.array.name)),
                Some((Sym::Global { id }, _)) if *id == g
            );
            if !file_var || t.func.is_some() {
                return self.xmp_feature_unsupported(
                    span,
                    "block-scope align of a static local array, or of a file-scope array with a block-scope template",
                );
            }
            if self.xmp.named_globals.contains(&g) {
                return self.xmp_feature_unsupported(
                    ad.array.span,
                    &format!("align inside a function of file-scope array '{}' that code before the directive uses", ad.array.name),
                );
            }
        }
        let id = self.m.xmp.arrays.len() as GlobalArrayId;
        self.m.xmp.arrays.push(GlobalArrayDef {
            name: ad.array.name.clone(),
            object: obj,
            elem,
            extents,
            run_extents,
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
