//! Declarations and definitions: storage classes, linkage, tentative definitions, typedefs,
//! functions (prototype and K&R), inline semantics, asm labels, static locals.

use xmp_frontend::ast::{self, StorageClass, TypeSpec};

use super::ctype::{adjust_param, has_attr, is_void_params, DeclCtx};
use super::overload::Prior;
use super::{FnCtx, FuncInfo, GlobalInfo, Lowerer, QType, Sym, Tag, R};
use crate::types::{FuncType, Type};
use crate::xir::{
    self, Block, Expr, ExprKind, Function, Global, Init, Linkage, Span, Stmt, StmtKind,
};

impl Lowerer {
    pub(crate) fn external_decl(&mut self, item: &ast::ExternalDecl) {
        match item {
            ast::ExternalDecl::Decl(d) => {
                let _ = self.declaration(d);
            }
            ast::ExternalDecl::FuncDef(f) => {
                let _ = self.function_def(f);
            }
            ast::ExternalDecl::Pragma(p) => self.pragma(p),
            ast::ExternalDecl::StaticAssert(a) => self.static_assert(a),
            ast::ExternalDecl::Other(_) => {}
            ast::ExternalDecl::Asm(text, _) => self.file_scope_asm(text),
        }
    }

    /// `#pragma xmp` is diagnosed until the XMP issues land; OpenMP/OpenACC are ignored.
    pub(crate) fn pragma(&mut self, p: &ast::Pragma) {
        match &p.kind {
            ast::PragmaKind::Xmp(d) => self.xmp_file_directive(d),
            ast::PragmaKind::Acc(_) => {}
            ast::PragmaKind::Omp(o) => self.omp_file_directive(o, p.span),
            // The parser already warns about unknown pragmas; `pack` would change struct
            // layouts, so it must not be ignored silently.
            ast::PragmaKind::Other { namespace, text } => {
                if namespace == "pack" {
                    self.pragma_pack(text, p.span);
                }
            }
        }
    }

    /// `#pragma pack(n)`, `pack()`, `pack(push[, id][, n])`, `pack(pop[, id])`: the maximum
    /// alignment of the members of structs defined afterwards.
    fn pragma_pack(&mut self, text: &str, span: Span) {
        let t: String = text.chars().filter(|c| !c.is_whitespace()).collect();
        let Some(inner) = t.strip_prefix('(').and_then(|t| t.strip_suffix(')')) else {
            self.warn(span, "missing '(' after '#pragma pack' - ignoring");
            return;
        };
        let args: Vec<&str> = if inner.is_empty() {
            vec![]
        } else {
            inner.split(',').collect()
        };
        let value = |s: &str| -> Option<Option<u64>> {
            let v: u64 = s.parse().ok()?;
            matches!(v, 1 | 2 | 4 | 8 | 16).then_some(Some(v))
        };
        let number = args.iter().find(|a| a.chars().all(|c| c.is_ascii_digit()));
        let new = match number {
            Some(n) => match value(n) {
                Some(v) => Some(v),
                None => {
                    self.warn(
                        span,
                        "expected #pragma pack parameter to be '1', '2', '4', '8', or '16'",
                    );
                    return;
                }
            },
            None => None,
        };
        match args.first().copied() {
            None => self.pack = None,
            Some("push") => {
                self.pack_stack.push(self.pack);
                if let Some(v) = new {
                    self.pack = v;
                }
            }
            Some("pop") => match self.pack_stack.pop() {
                Some(v) => self.pack = v,
                None => self.warn(span, "#pragma pack(pop, ...) failed: stack empty"),
            },
            Some("show") => {}
            Some(_) => match new {
                Some(v) => self.pack = v,
                None => self.warn(span, "unknown action for '#pragma pack' - ignored"),
            },
        }
    }

    /// `_Static_assert(cond, "msg")`.
    pub(crate) fn static_assert(&mut self, a: &ast::StaticAssert) {
        if let Some(0) = self.const_int_expr(&a.cond) {
            let m = match &a.message {
                Some(m) => format!("static assertion failed: {}", String::from_utf8_lossy(m)),
                None => "static assertion failed".to_string(),
            };
            self.err(a.span, m);
        }
    }

    fn storage_class(&mut self, specs: &ast::DeclSpecs) -> Option<StorageClass> {
        let mut sc: Option<StorageClass> = None;
        let mut tls = false;
        for (s, span) in &specs.storage {
            if *s == StorageClass::ThreadLocal {
                tls = true;
                continue;
            }
            if let Some(prev) = sc {
                let name = |s: StorageClass| format!("{s:?}").to_lowercase();
                self.err(
                    *span,
                    format!(
                        "cannot combine with previous '{}' declaration specifier",
                        name(prev)
                    ),
                );
                continue;
            }
            sc = Some(*s);
        }
        let _ = tls;
        sc
    }

    /// A declaration; at block scope returns the statements it needs (initialisations, VLA
    /// sizes).
    pub(crate) fn declaration(&mut self, d: &ast::Declaration) -> Vec<Stmt> {
        let mut out = vec![];
        let sc = self.storage_class(&d.specs);
        let tls = d
            .specs
            .storage
            .iter()
            .any(|s| s.0 == StorageClass::ThreadLocal);
        if d.declarators.is_empty() {
            // `struct S;` declares a new incomplete type in this scope.
            if let [(TypeSpec::Struct(s), _)] = d.specs.type_specs.as_slice() {
                if let (Some(tag), None) = (&s.tag, &s.fields) {
                    if self.lookup_tag_current(&tag.name).is_none() {
                        let is_union = s.kind == ast::StructKind::Union;
                        self.m.structs.push(crate::types::StructDef {
                            name: tag.name.clone(),
                            is_union,
                            fields: vec![],
                            size: 0,
                            align: 1,
                            complete: false,
                        });
                        let id = (self.m.structs.len() - 1) as u32;
                        self.bind_tag(&tag.name, Tag::Struct { id, is_union });
                    }
                    return out;
                }
            }
            let declares_tag = d.specs.type_specs.iter().any(|(t, _)| match t {
                TypeSpec::Struct(s) => s.tag.is_some() || s.fields.is_some(),
                TypeSpec::Enum(_) => true,
                _ => false,
            });
            let _ = self.base_type(&d.specs);
            if !declares_tag {
                self.warn(d.span, "declaration does not declare anything");
            }
            return out;
        }
        let Ok(base) = self.base_type(&d.specs) else {
            return out;
        };
        let align = self.attr_align(&d.specs.attrs, &d.specs.alignas);
        let file = self.at_file_scope();
        let ctx = if file { DeclCtx::File } else { DeclCtx::Block };
        for id in &d.declarators {
            let decl = &id.declarator;
            let Some(name) = decl.name.clone() else {
                self.err(decl.span, "declaration does not declare anything");
                continue;
            };
            if file {
                self.xmp.vla_dims = Some(vec![]);
            }
            self.specs_overloadable = has_attr(&d.specs.attrs, "overloadable");
            let qt = self.apply_declarator(base.clone(), decl, ctx);
            self.specs_overloadable = false;
            let vla_dims = self.xmp.vla_dims.take().unwrap_or_default();
            let Ok(qt) = qt else {
                continue;
            };
            // A file-scope array with non-constant sizes: an error unless an `align` gives
            // it run-time extents (checked at the end of the unit).
            let first = vla_dims
                .iter()
                .map(|(_, e)| e.span)
                .min_by_key(|s| (s.line, s.col));
            let vla_dims = if vla_dims.is_empty() {
                None
            } else if sc == Some(StorageClass::Typedef)
                || sc == Some(StorageClass::Extern)
                || id.init.is_some()
                || decl.codims.is_some()
                || decl.deferred_codims > 0
                || !matches!(qt.ty, Type::Array(..))
            {
                self.err(
                    first.unwrap_or(decl.span),
                    "variable length array declaration not allowed at file scope",
                );
                continue;
            } else {
                let rank = super::xmp::rank_of(&qt.ty);
                let mut dims = vec![None; rank];
                for (r, e) in vla_dims {
                    if r < rank {
                        dims[rank - 1 - r] = Some(e);
                    }
                }
                Some((dims, first.unwrap_or(decl.span)))
            };
            // issue 6: coarray declarations
            let codims = match &decl.codims {
                Some(cd) => match self.coarray_precheck(&qt, sc, file, tls, cd, name.span) {
                    Some(c) => Some(c),
                    None => continue,
                },
                None => None,
            };
            // issue 6: coarray pointers (`T (*w)[n]:[];`)
            let coptr = decl.deferred_codims > 0;
            if coptr
                && !self.coarray_ptr_precheck(&qt, sc, file, tls, decl.deferred_codims, name.span)
            {
                continue;
            }
            let align = match (align, self.attr_align(&decl.attrs, &[])) {
                (Some(a), Some(b)) => Some(a.max(b)),
                (a, b) => a.or(b),
            };
            if sc == Some(StorageClass::Typedef) {
                if id.init.is_some() {
                    self.err(
                        name.span,
                        "illegal initializer (only variables can be initialized)",
                    );
                }
                let qt = self.vector_typedef_align(qt, align);
                self.anonymous_struct_typedef_align(d, decl, &qt.ty, align);
                if decl.derived.is_empty() {
                    let tagless = d
                        .specs
                        .type_specs
                        .iter()
                        .any(|(t, _)| matches!(t, TypeSpec::Enum(e) if e.tag.is_none()));
                    let e = self.enum_name_of(&d.specs);
                    match (e, tagless) {
                        (Some(e), _) => self.enum_typedefs.insert(name.name.clone(), e),
                        (None, true) => self
                            .enum_typedefs
                            .insert(name.name.clone(), name.name.clone()),
                        _ => self.enum_typedefs.remove(&name.name),
                    };
                }
                self.typedef(&name, qt);
                self.check_typedef_shadow(&name);
                self.flush_into(&mut out);
                continue;
            }
            if let Type::Function(ft) = &qt.ty {
                if id.init.is_some() {
                    self.err(
                        name.span,
                        format!("illegal initializer type '{}'", self.tname(&qt.ty)),
                    );
                    continue;
                }
                if !file && sc == Some(StorageClass::Static) {
                    self.err(
                        name.span,
                        "function declared in block scope cannot have 'static' storage class",
                    );
                    continue;
                }
                let attrs: Vec<ast::Attribute> = d
                    .specs
                    .attrs
                    .iter()
                    .chain(decl.attrs.iter())
                    .cloned()
                    .collect();
                let _ = self.declare_function(
                    &name,
                    (**ft).clone(),
                    &d.specs,
                    &attrs,
                    decl.asm_label.clone(),
                    sc,
                    false,
                );
                continue;
            }
            if let Some(a) = d
                .specs
                .attrs
                .iter()
                .chain(&decl.attrs)
                .find(|a| super::ctype::attr_name(a) == "overloadable")
            {
                self.err(a.span, "'overloadable' attribute only applies to functions");
                continue;
            }
            if qt.ty.is_void() {
                self.err(name.span, "variable has incomplete type 'void'");
                continue;
            }
            let qt_const = qt.q.c;
            let v = VarDecl {
                name: &name,
                qt,
                sc,
                init: id.init.as_ref(),
                align,
                tls,
                asm: decl.asm_label.clone(),
                span: name.span,
            };
            let marked_unused = super::warn::has_unused_attr(&d.specs.attrs)
                || super::warn::has_unused_attr(&decl.attrs);
            if file {
                self.file_var(v);
                if sc == Some(StorageClass::Static) {
                    self.declared_for_unused(&name, qt_const, marked_unused, false);
                }
                if let (Some(dims), Some(Sym::Global { id })) =
                    (vla_dims, self.lookup_quiet(&name.name).cloned())
                {
                    self.xmp.file_vlas.insert(id, dims);
                }
            } else {
                self.block_var(v, &mut out);
                if sc != Some(StorageClass::Extern) {
                    self.declared_for_unused(&name, qt_const, marked_unused, false);
                    self.check_shadow(&name);
                }
            }
            if let Some(c) = codims {
                self.coarray_declare(&name, c);
            }
            if coptr {
                self.coarray_ptr_declare(&name, decl.deferred_codims);
            }
        }
        out
    }

    /// `typedef struct {...} T __attribute__((aligned(n)))`: the alignment belongs to `T`,
    /// and for a struct without a tag `T` is its only name, so the struct itself takes it
    /// (its size stays, as clang keeps it). Other typedefs keep their type's alignment.
    fn anonymous_struct_typedef_align(
        &mut self,
        d: &ast::Declaration,
        decl: &ast::Declarator,
        ty: &Type,
        align: Option<u64>,
    ) {
        let (Some(a), Type::Struct(id), true) = (align, ty, decl.derived.is_empty()) else {
            return;
        };
        let defined_here = d.specs.type_specs.iter().any(
            |(t, _)| matches!(t, TypeSpec::Struct(s) if s.tag.is_none() && s.fields.is_some()),
        );
        if let (true, Some(def)) = (defined_here, self.m.structs.get_mut(*id as usize)) {
            def.align = a;
        }
    }

    fn typedef(&mut self, name: &ast::Ident, qt: QType) {
        if let Some((Sym::Typedef(old), _)) = self.lookup_current(&name.name).cloned() {
            if old.ty != qt.ty {
                let (a, b) = (self.tname(&qt.ty), self.tname(&old.ty));
                self.err(
                    name.span,
                    format!("typedef redefinition with different types ('{a}' vs '{b}')"),
                );
            }
            return;
        }
        if let Some((_, _)) = self.lookup_current(&name.name) {
            self.err(
                name.span,
                format!(
                    "redefinition of '{}' as different kind of symbol",
                    name.name
                ),
            );
            return;
        }
        self.bind(&name.name, Sym::Typedef(qt), name.span);
    }

    fn file_var(&mut self, v: VarDecl) {
        let VarDecl {
            name,
            mut qt,
            sc,
            init,
            align,
            tls,
            asm,
            span,
        } = v;
        let internal = sc == Some(StorageClass::Static);
        let gid = match self.globals_by_name.get(&name.name).copied() {
            Some(gid) => {
                let old = self.m.globals[gid as usize].ty.clone();
                if !self.compatible(&old, &qt.ty) {
                    let (a, b) = (self.tname(&qt.ty), self.tname(&old));
                    self.err(
                        span,
                        format!(
                            "redefinition of '{}' with a different type: '{a}' vs '{b}'",
                            name.name
                        ),
                    );
                    return;
                }
                if internal && self.m.globals[gid as usize].linkage == Linkage::External {
                    self.err(
                        span,
                        format!(
                            "static declaration of '{}' follows non-static declaration",
                            name.name
                        ),
                    );
                    return;
                }
                // Composite type: keep the array length when one declaration has it.
                if let (Type::Array(_, None), Type::Array(_, Some(_))) = (&old, &qt.ty) {
                    self.m.globals[gid as usize].ty = qt.ty.clone();
                }
                if let Some(a) = asm {
                    self.m.globals[gid as usize].symbol = a;
                }
                gid
            }
            None => {
                if let Some((
                    Sym::Func(_)
                    | Sym::Typedef(_)
                    | Sym::EnumConst(_)
                    | Sym::Nodes(_)
                    | Sym::Template(_),
                    _,
                )) = self.lookup_current(&name.name)
                {
                    self.err(
                        span,
                        format!(
                            "redefinition of '{}' as different kind of symbol",
                            name.name
                        ),
                    );
                    return;
                }
                let g = Global {
                    name: name.name.clone(),
                    symbol: asm.unwrap_or_else(|| name.name.clone()),
                    ty: qt.ty.clone(),
                    linkage: if internal {
                        Linkage::Internal
                    } else {
                        Linkage::External
                    },
                    init: None,
                    is_const: qt.q.c,
                    thread_local: tls,
                    align,
                    span,
                };
                self.m.globals.push(g);
                self.ginfo.push(GlobalInfo {
                    chain: qt.chain(),
                    tentative: false,
                    defined: false,
                });
                let gid = (self.m.globals.len() - 1) as u32;
                self.globals_by_name.insert(name.name.clone(), gid);
                gid
            }
        };
        self.bind(&name.name, Sym::Global { id: gid }, span);
        if let Some(a) = align {
            let g = &mut self.m.globals[gid as usize];
            g.align = Some(g.align.map_or(a, |b| b.max(a)));
        }
        match init {
            Some(init) => {
                if self.ginfo[gid as usize].defined {
                    self.err(span, format!("redefinition of '{}'", name.name));
                    return;
                }
                if sc == Some(StorageClass::Extern) {
                    self.warn(span, "'extern' variable has an initializer");
                }
                qt.ty = self.m.globals[gid as usize].ty.clone();
                self.init_chain = Some(qt.chain());
                if let Ok((i, ty)) = self.initializer(&qt.ty, init, true, span) {
                    let g = &mut self.m.globals[gid as usize];
                    g.init = Some(i);
                    g.ty = ty;
                }
                self.ginfo[gid as usize].defined = true;
            }
            None => {
                if sc != Some(StorageClass::Extern) {
                    self.ginfo[gid as usize].tentative = true;
                }
            }
        }
    }

    fn block_var(&mut self, v: VarDecl, out: &mut Vec<Stmt>) {
        let VarDecl {
            name,
            qt,
            sc,
            init,
            align,
            tls,
            asm,
            span,
        } = v;
        if let Some((_, prev)) = self.lookup_current(&name.name) {
            if sc != Some(StorageClass::Extern) {
                let _ = prev;
                self.err(span, format!("redefinition of '{}'", name.name));
                return;
            }
        }
        match sc {
            Some(StorageClass::Extern) => {
                if init.is_some() {
                    self.err(span, "declaration of block scope identifier with linkage cannot have an initializer");
                    return;
                }
                let gid = match self.globals_by_name.get(&name.name).copied() {
                    Some(g) => {
                        let old = self.m.globals[g as usize].ty.clone();
                        if !self.compatible(&old, &qt.ty) {
                            let (a, b) = (self.tname(&qt.ty), self.tname(&old));
                            self.err(
                                span,
                                format!(
                                    "redefinition of '{}' with a different type: '{a}' vs '{b}'",
                                    name.name
                                ),
                            );
                            return;
                        }
                        g
                    }
                    None => {
                        self.m.globals.push(Global {
                            name: name.name.clone(),
                            symbol: asm.unwrap_or_else(|| name.name.clone()),
                            ty: qt.ty.clone(),
                            linkage: Linkage::External,
                            init: None,
                            is_const: qt.q.c,
                            thread_local: tls,
                            align,
                            span,
                        });
                        self.ginfo.push(GlobalInfo {
                            chain: qt.chain(),
                            tentative: false,
                            defined: false,
                        });
                        let g = (self.m.globals.len() - 1) as u32;
                        self.globals_by_name.insert(name.name.clone(), g);
                        g
                    }
                };
                self.bind(&name.name, Sym::Global { id: gid }, span);
            }
            None | Some(StorageClass::Auto) | Some(StorageClass::Register) if tls => {
                self.err(span, "'_Thread_local' variable must have global storage");
            }
            Some(StorageClass::Static) | Some(StorageClass::ThreadLocal) => {
                if matches!(qt.ty, Type::Vla(..)) {
                    self.err(
                        span,
                        "variable length array declaration cannot have 'static' storage duration",
                    );
                    return;
                }
                let fname = self.f.as_ref().map(|f| f.name.clone()).unwrap_or_default();
                let symbol = self.unique_symbol(&format!("{fname}.{}", name.name));
                self.m.globals.push(Global {
                    name: name.name.clone(),
                    symbol,
                    ty: qt.ty.clone(),
                    linkage: Linkage::Internal,
                    init: Some(Init::Zero),
                    is_const: qt.q.c,
                    thread_local: tls,
                    align,
                    span,
                });
                self.ginfo.push(GlobalInfo {
                    chain: qt.chain(),
                    tentative: false,
                    defined: true,
                });
                let gid = (self.m.globals.len() - 1) as u32;
                self.bind(&name.name, Sym::Global { id: gid }, span);
                if let Some(init) = init {
                    self.init_chain = Some(qt.chain());
                    if let Ok((i, ty)) = self.initializer(&qt.ty, init, true, span) {
                        self.note_label_static(gid, &i);
                        let g = &mut self.m.globals[gid as usize];
                        g.init = Some(i);
                        g.ty = ty;
                    }
                } else if !self.is_complete(&qt.ty) {
                    let n = self.tname(&qt.ty);
                    self.err(span, format!("variable has incomplete type '{n}'"));
                }
                self.flush_into(out);
            }
            _ => {
                let no_size = matches!(qt.ty, Type::Array(_, None));
                if !(self.is_complete(&qt.ty) || no_size && init.is_some()) {
                    let n = self.tname(&qt.ty);
                    if no_size {
                        self.err(span, "definition of variable with array type needs an explicit size or an initializer");
                    } else {
                        self.err(span, format!("variable has incomplete type '{n}'"));
                    }
                    return;
                }
                let id = self.new_local_q(&name.name, &qt, span);
                if d_is_register(sc) {
                    if let Some(f) = self.f.as_mut() {
                        f.register.insert(id);
                    }
                }
                if let Some(a) = align {
                    if let Some(f) = self.f.as_mut() {
                        f.locals[id as usize].align = Some(a);
                    }
                }
                self.bind(&name.name, Sym::Local { id }, span);
                self.init_chain = Some(qt.chain());
                let init = match init {
                    Some(i) => match self.initializer(&qt.ty, i, false, span) {
                        Ok((i, ty)) => {
                            if let Some(f) = self.f.as_mut() {
                                f.locals[id as usize].ty = ty;
                            }
                            Some(i)
                        }
                        Err(()) => None,
                    },
                    None => None,
                };
                self.flush_into(out);
                out.push(Stmt {
                    kind: StmtKind::Decl { local: id, init },
                    span,
                });
            }
        }
    }

    /// Moves pending side statements (VLA sizes, temporaries) into `out`.
    pub(crate) fn flush_into(&mut self, out: &mut Vec<Stmt>) {
        if let Some(f) = self.f.as_mut() {
            out.append(&mut f.pending);
        }
    }

    /// Declares (or re-declares) a function; checks compatibility with earlier declarations.
    #[allow(clippy::too_many_arguments)]
    fn declare_function(
        &mut self,
        name: &ast::Ident,
        ft: FuncType,
        specs: &ast::DeclSpecs,
        attrs: &[ast::Attribute],
        asm: Option<String>,
        sc: Option<StorageClass>,
        _definition: bool,
    ) -> R<u32> {
        let is_static = sc == Some(StorageClass::Static);
        let ft_params_len = ft.params.len();
        let chains = std::mem::take(&mut self.last_param_chains);
        let enums = std::mem::take(&mut self.last_param_enums);
        let ret_chain = std::mem::take(&mut self.last_ret_chain);
        let chains = if chains.len() == ft_params_len {
            chains
        } else {
            vec![]
        };
        let overloadable = has_attr(attrs, "overloadable");
        let prior = self.overload_prior(name, &ft, &chains, overloadable)?;
        let unavailable = attrs
            .iter()
            .find(|a| super::ctype::attr_name(a) == "unavailable")
            .map(|a| match a.args.first().map(|e| &e.kind) {
                Some(ast::ExprKind::Str { bytes, .. }) => {
                    String::from_utf8_lossy(bytes).into_owned()
                }
                _ => String::new(),
            });
        let gnu_inline = has_attr(attrs, "gnu_inline");
        let noreturn = specs.is_noreturn || has_attr(attrs, "noreturn");
        let marked_unused = super::warn::has_unused_attr(attrs);
        let fn_attrs = self.fn_attrs(attrs);
        let existing = match prior {
            Prior::Plain => self.funcs_by_name.get(&name.name).copied(),
            Prior::Redecl(fid) => Some(fid),
            Prior::New => None,
        };
        let fid = match existing {
            Some(fid) => {
                let old = self.m.functions[fid as usize].ty.clone();
                let (ot, nt) = (
                    Type::Function(Box::new(old.clone())),
                    Type::Function(Box::new(ft.clone())),
                );
                if !self.compatible(&ot, &nt) {
                    let prev = self.m.functions[fid as usize].span;
                    let d = xmp_frontend::diag::Diagnostic::error(
                        name.span,
                        format!("conflicting types for '{}'", name.name),
                    )
                    .with_note(Some(prev), "previous declaration is here");
                    self.d.push(d);
                    return Err(());
                }
                if is_static && !self.finfo[fid as usize].is_static {
                    self.err(
                        name.span,
                        format!(
                            "static declaration of '{}' follows non-static declaration",
                            name.name
                        ),
                    );
                    return Err(());
                }
                if old.no_prototype && !ft.no_prototype {
                    self.m.functions[fid as usize].ty = ft;
                }
                let info = &mut self.finfo[fid as usize];
                if !chains.is_empty() {
                    info.param_chains = chains;
                }
                if !ret_chain.is_empty() {
                    info.ret_chain = ret_chain;
                }
                info.all_inline &= specs.is_inline;
                if unavailable.is_some() {
                    info.unavailable = unavailable;
                }
                info.any_extern |= sc == Some(StorageClass::Extern);
                info.gnu_inline |= gnu_inline;
                let f = &mut self.m.functions[fid as usize];
                f.noreturn |= noreturn;
                f.attrs.merge(&fn_attrs);
                if let Some(a) = asm {
                    f.symbol = a;
                }
                fid
            }
            None => {
                if let Some((
                    Sym::Global { .. }
                    | Sym::Typedef(_)
                    | Sym::EnumConst(_)
                    | Sym::Local { .. }
                    | Sym::Nodes(_)
                    | Sym::Template(_),
                    _,
                )) = self.lookup_current(&name.name)
                {
                    self.err(
                        name.span,
                        format!(
                            "redefinition of '{}' as different kind of symbol",
                            name.name
                        ),
                    );
                    return Err(());
                }
                let symbol = match asm {
                    Some(a) => a,
                    None if overloadable => {
                        match super::mangle::function_symbol(
                            &name.name,
                            &ft,
                            &chains,
                            &enums,
                            is_static,
                            &self.m.structs,
                        ) {
                            Ok(s) => s,
                            Err(what) => {
                                return self.fail(
                                    name.span,
                                    format!(
                                    "an 'overloadable' function with {what} is not supported yet"
                                ),
                                )
                            }
                        }
                    }
                    None => name.name.clone(),
                };
                self.m.functions.push(Function {
                    name: name.name.clone(),
                    symbol,
                    ty: ft,
                    linkage: if is_static {
                        Linkage::Internal
                    } else {
                        Linkage::External
                    },
                    inline: specs.is_inline,
                    noreturn,
                    attrs: fn_attrs,
                    params: vec![],
                    locals: vec![],
                    num_labels: 0,
                    body: None,
                    span: name.span,
                });
                self.finfo.push(FuncInfo {
                    param_chains: chains,
                    ret_chain,
                    all_inline: specs.is_inline,
                    any_extern: sc == Some(StorageClass::Extern),
                    gnu_inline,
                    is_static,
                    overloadable,
                    unavailable,
                });
                let fid = (self.m.functions.len() - 1) as u32;
                self.join_overload_set(&name.name, fid, overloadable);
                // The unmarked member is the C function of the name (the library's).
                if !overloadable || !self.funcs_by_name.contains_key(&name.name) {
                    self.funcs_by_name.insert(name.name.clone(), fid);
                }
                fid
            }
        };
        self.bind(&name.name, Sym::Func(fid), name.span);
        if marked_unused {
            self.usage.funcs_marked_unused.insert(fid);
        }
        self.note_format_attr(fid, attrs);
        self.note_target_attr(fid, attrs);
        Ok(fid)
    }

    /// The GNU attributes of a function declaration that change its code (`constructor`,
    /// `destructor` with their priorities, `noinline`, `always_inline`, `cold`, `weak`, `used`).
    fn fn_attrs(&mut self, attrs: &[ast::Attribute]) -> xir::FnAttrs {
        let mut out = xir::FnAttrs::default();
        for a in attrs {
            let name = super::ctype::attr_name(a);
            match name {
                "constructor" | "destructor" => {
                    let prio = match a.args.first() {
                        None => 65535,
                        Some(e) => match self.const_int_expr(e) {
                            Some(v) if (0..=65535).contains(&v) => v as u32,
                            Some(_) => {
                                self.err(
                                    a.span,
                                    format!("'{name}' attribute requires integer constant between 0 and 65535 inclusive"),
                                );
                                65535
                            }
                            None => 65535,
                        },
                    };
                    if name == "constructor" {
                        out.constructor = Some(prio);
                    } else {
                        out.destructor = Some(prio);
                    }
                }
                "noinline" => out.noinline = true,
                "always_inline" => out.always_inline = true,
                "cold" => out.cold = true,
                "weak" => out.weak = true,
                "used" => out.used = true,
                _ => {}
            }
        }
        out.align = self.attr_align(attrs, &[]);
        out
    }

    /// Declares a library function that a `__builtin_` name maps to, when the program has not.
    pub(crate) fn implicit_function(&mut self, name: &str, ft: FuncType, span: Span) -> u32 {
        if let Some(&fid) = self.funcs_by_name.get(name) {
            return fid;
        }
        self.m.functions.push(Function {
            name: name.to_string(),
            symbol: name.to_string(),
            ty: ft,
            linkage: Linkage::External,
            inline: false,
            noreturn: matches!(name, "abort" | "exit" | "_Exit"),
            attrs: Default::default(),
            params: vec![],
            locals: vec![],
            num_labels: 0,
            body: None,
            span,
        });
        self.finfo.push(FuncInfo::default());
        let fid = (self.m.functions.len() - 1) as u32;
        self.funcs_by_name.insert(name.to_string(), fid);
        fid
    }

    fn function_def(&mut self, fd: &ast::FunctionDef) -> R<()> {
        let sc = self.storage_class(&fd.specs);
        let Some(name) = fd.declarator.name.clone() else {
            return self.fail(fd.span, "function definition without a name");
        };
        let Some(ast::Derived::Function(fdecl)) = fd.declarator.derived.first() else {
            return self.fail(name.span, "expected ';' after top level declarator");
        };
        let base = self.base_type(&fd.specs)?;
        self.specs_overloadable = has_attr(&fd.specs.attrs, "overloadable");
        let qt = self.apply_declarator(base, &fd.declarator, DeclCtx::File);
        self.specs_overloadable = false;
        let qt = qt?;
        let Type::Function(ft) = qt.ty else {
            return self.fail(name.span, "expected ';' after top level declarator");
        };
        let mut ft = *ft;
        // K&R definition: parameter types come from the declarations before the body.
        let mut kr: Vec<(ast::Ident, QType)> = vec![];
        if !fdecl.old_style_names.is_empty() {
            for n in &fdecl.old_style_names {
                let mut found = None;
                for d in &fd.old_style_decls {
                    let Ok(b) = self.base_type(&d.specs) else {
                        continue;
                    };
                    for id in &d.declarators {
                        if id.declarator.name.as_ref().map(|x| &x.name) == Some(&n.name) {
                            if let Ok(q) =
                                self.apply_declarator(b.clone(), &id.declarator, DeclCtx::Param)
                            {
                                found = Some(QType {
                                    ty: adjust_param(q.ty),
                                    q: q.q,
                                    pq: q.pq,
                                });
                            }
                        }
                    }
                }
                let q = match found {
                    Some(q) => q,
                    None => {
                        self.undeclared_kr_param(n);
                        QType::plain(Type::int())
                    }
                };
                kr.push((n.clone(), q));
            }
            // Arguments of an old-style definition arrive default-promoted (C99 6.5.2.2p6):
            // that is the function's parameter type; the body sees the declared type.
            ft.params = kr.iter().map(|(_, q)| kr_promoted(&q.ty)).collect();
            ft.no_prototype = true;
        }
        if let Type::Struct(s) = ft.ret {
            if !self.m.structs[s as usize].complete {
                let n = self.tname(&ft.ret);
                return self.fail(
                    name.span,
                    format!("incomplete result type '{n}' in function definition"),
                );
            }
        }
        let attrs: Vec<ast::Attribute> = fd
            .specs
            .attrs
            .iter()
            .chain(fd.declarator.attrs.iter())
            .cloned()
            .collect();
        self.forget_inline_only_definition(&name.name, sc);
        let fid = self.declare_function(
            &name,
            ft.clone(),
            &fd.specs,
            &attrs,
            fd.declarator.asm_label.clone(),
            sc,
            true,
        )?;
        if self.m.functions[fid as usize].body.is_some() {
            return self.fail(name.span, format!("redefinition of '{}'", name.name));
        }
        // Parameters become locals, resolved in the function's scope (VLA sizes may use
        // earlier parameters).
        let mut ctx = FnCtx::new(&name.name, ft.ret.clone());
        ctx.pretty = self.pretty_name(&name.name, &ft);
        self.f = Some(ctx);
        self.usage.current_fn = Some(fid);
        self.usage.locals.borrow_mut().clear();
        self.push_scope();
        let mut params = vec![];
        let mut entry: Vec<Stmt> = vec![];
        if kr.is_empty() && !is_void_params(fdecl) {
            for p in &fdecl.params {
                let q = self
                    .base_type(&p.specs)
                    .and_then(|b| self.apply_declarator(b, &p.declarator, DeclCtx::Block));
                let Ok(q) = q else { continue };
                let declared = matches!(q.ty, Type::Array(_, Some(_))).then(|| q.ty.clone());
                let ty = adjust_param(q.ty);
                let (pname, pspan) = match &p.declarator.name {
                    Some(n) => (n.name.clone(), n.span),
                    None => (String::new(), p.span),
                };
                // A prototype may name an incomplete struct; the definition needs its size.
                if matches!(ty, Type::Struct(_)) && !self.is_complete(&ty) {
                    let n = self.tname(&ty);
                    self.err(pspan, format!("variable has incomplete type '{n}'"));
                }
                if !pname.is_empty() && self.lookup_current(&pname).is_some() {
                    self.err(pspan, format!("redefinition of parameter '{pname}'"));
                }
                let id = self.new_local_q(
                    &pname,
                    &QType {
                        ty,
                        q: q.q,
                        pq: q.pq.clone(),
                    },
                    pspan,
                );
                if !pname.is_empty() {
                    self.bind(&pname, Sym::Local { id }, pspan);
                    let marked = super::warn::has_unused_attr(&p.specs.attrs)
                        || super::warn::has_unused_attr(&p.declarator.attrs);
                    let ident = ast::Ident {
                        name: pname.clone(),
                        span: pspan,
                    };
                    self.declared_for_unused(&ident, false, marked, true);
                    self.check_shadow(&ident);
                }
                if let (Some(t), Some(f)) = (declared, self.f.as_mut()) {
                    f.param_arrays.insert(id, t);
                }
                params.push(id);
            }
        } else {
            for (n, q) in &kr {
                let promoted = kr_promoted(&q.ty);
                if promoted == q.ty {
                    let id = self.new_local_q(&n.name, q, n.span);
                    self.bind(&n.name, Sym::Local { id }, n.span);
                    self.declared_for_unused(n, false, false, true);
                    params.push(id);
                    continue;
                }
                let arg = self.new_local(
                    &format!(".{}.arg", n.name),
                    promoted.clone(),
                    Default::default(),
                    n.span,
                );
                params.push(arg);
                let id = self.new_local_q(&n.name, q, n.span);
                self.bind(&n.name, Sym::Local { id }, n.span);
                self.declared_for_unused(n, false, false, true);
                let load = Expr::new(
                    ExprKind::Load {
                        lvalue: Box::new(Expr::new(ExprKind::Local(arg), promoted, n.span)),
                        volatile: false,
                    },
                    self.local_ty(arg),
                    n.span,
                );
                let init = self.convert(load, &q.ty);
                entry.push(Stmt {
                    kind: StmtKind::Decl {
                        local: id,
                        init: Some(Init::Expr(init)),
                    },
                    span: n.span,
                });
            }
        }
        self.flush_into(&mut entry);
        if let Some(f) = self.f.as_mut() {
            f.params = params.clone();
        }
        let body = self.block_items(&fd.body.items);
        entry.extend(body.stmts);
        // The function's own scope (parameters and outermost locals) closes here.
        self.unused_in_scope();
        self.unused_labels();
        self.usage.current_fn = None;
        let mut ctx = self
            .f
            .take()
            .unwrap_or_else(|| FnCtx::new(&name.name, Type::Void));
        self.pop_scope();
        // Every goto must target a label of the function.
        let mut undefined: Vec<(String, Span)> = ctx
            .labels
            .iter()
            .filter(|(_, l)| !l.defined)
            .map(|(n, l)| (n.clone(), l.first_use))
            .collect();
        undefined.sort_by_key(|(_, s)| (s.line, s.col));
        for (n, s) in undefined {
            self.err(s, format!("use of undeclared label '{n}'"));
        }
        // clang's -Wreturn-type, when the end is surely reachable; like clang's other
        // flow-based warnings, not after an error.
        if !ft.ret.is_void()
            && !self.d.has_errors()
            && name.name != "main"
            && super::stmt::stmts_fall_through(&entry, &self.m.functions) == Some(true)
        {
            let m = if super::stmt::stmts_have_return(&entry) {
                "non-void function does not return a value in all control paths"
            } else {
                "non-void function does not return a value"
            };
            self.warn(fd.body.end, m);
        }
        if !self.d.has_errors() {
            self.check_uninitialized(&entry, &ctx.locals);
        }
        // Reaching the end of `main` returns 0 (C99 5.1.2.2.3).
        if name.name == "main"
            && ft.ret == Type::int()
            && !matches!(
                entry.last(),
                Some(Stmt {
                    kind: StmtKind::Return(_),
                    ..
                })
            )
        {
            let sp = fd.body.end;
            entry.push(Stmt {
                kind: StmtKind::Return(Some(Expr::new(ExprKind::IntConst(0), Type::int(), sp))),
                span: sp,
            });
        }
        let f = &mut self.m.functions[fid as usize];
        f.params = params;
        f.locals = std::mem::take(&mut ctx.locals);
        f.num_labels = ctx.num_labels;
        f.body = Some(Block { stmts: entry });
        f.span = name.span;
        if !kr.is_empty() {
            f.ty = ft;
        }
        Ok(())
    }

    /// `__PRETTY_FUNCTION__` as clang prints it for C (`int main(void)`).
    fn pretty_name(&self, name: &str, ft: &FuncType) -> String {
        let mut params: Vec<String> = ft.params.iter().map(|p| self.tname(p)).collect();
        if ft.variadic {
            params.push("...".into());
        }
        let ps = if params.is_empty() && !ft.no_prototype {
            "void".to_string()
        } else {
            params.join(", ")
        };
        format!("{} {name}({ps})", self.tname(&ft.ret))
    }
}

/// The type an argument of an old-style parameter of type `t` arrives in.
fn kr_promoted(t: &Type) -> Type {
    use crate::types::{FloatKind, IntKind};
    match t {
        Type::Float(FloatKind::Float) => Type::Float(FloatKind::Double),
        Type::Int(k) if k.rank() < IntKind::Int.rank() => Type::int(),
        t => t.clone(),
    }
}

fn d_is_register(sc: Option<StorageClass>) -> bool {
    sc == Some(StorageClass::Register)
}

struct VarDecl<'a> {
    name: &'a ast::Ident,
    qt: QType,
    sc: Option<StorageClass>,
    init: Option<&'a ast::Initializer>,
    align: Option<u64>,
    tls: bool,
    asm: Option<String>,
    span: Span,
}

/// Tentative definitions become zero-initialised definitions at the end of the unit.
pub(crate) fn finish_globals(l: &mut Lowerer) {
    for i in 0..l.m.globals.len() {
        if l.ginfo[i].tentative && l.m.globals[i].init.is_none() {
            let ty = l.m.globals[i].ty.clone();
            if let Type::Array(e, None) = ty {
                let sp = l.m.globals[i].span;
                l.warn(sp, "tentative array definition assumed to have one element");
                l.m.globals[i].ty = Type::Array(e, Some(1));
            } else if !l.is_complete(&ty) {
                let (sp, n) = (l.m.globals[i].span, l.tname(&ty));
                l.err(
                    sp,
                    format!("tentative definition has type '{n}' that is never completed"),
                );
                continue;
            }
            l.m.globals[i].init = Some(Init::Zero);
        }
    }
}

impl Lowerer {
    /// GNU inline semantics (`-fgnu89-inline`, `-std=gnu89`, `gnu_inline`): an `extern inline`
    /// definition only serves inlining, so a later definition of the same name, also a
    /// `static` one, is the function itself and replaces it (C99 would call it a redefinition).
    fn forget_inline_only_definition(&mut self, name: &str, sc: Option<StorageClass>) {
        let Some(&fid) = self.funcs_by_name.get(name) else {
            return;
        };
        let f = fid as usize;
        let info = &self.finfo[f];
        let inline_only = self.m.functions[f].body.is_some()
            && !info.is_static
            && info.all_inline
            && info.any_extern
            && (self.gnu89_inline || info.gnu_inline);
        if !inline_only {
            return;
        }
        self.m.functions[f].body = None;
        let info = &mut self.finfo[f];
        info.any_extern = false;
        info.is_static = sc == Some(StorageClass::Static);
    }
}

/// Linkage of inline functions: an inline definition (every declaration `inline`, none `extern`,
/// or GNU `extern inline`) is emitted with internal linkage: each unit that uses it gets its
/// own copy, which links whether or not another unit provides the external definition.
pub(crate) fn finish_functions(l: &mut Lowerer) {
    for (i, f) in l.m.functions.iter_mut().enumerate() {
        let info = &l.finfo[i];
        // C99: `extern` on any declaration makes the external definition. GNU C89 (and
        // `gnu_inline`): only `extern inline` is an inline definition.
        let inline_def = if l.gnu89_inline || info.gnu_inline {
            info.any_extern
        } else {
            !info.any_extern
        };
        if f.body.is_some() && !info.is_static && info.all_inline && inline_def {
            f.linkage = Linkage::Internal;
            f.inline = true;
        } else {
            // `inline` in XIR means "an inline definition"; an external definition (some
            // declaration without `inline`, or C99 `extern inline`) is an ordinary function.
            f.inline = false;
        }
    }
}
