//! Scopes, symbols, tags, and the state of the function being lowered.

use std::collections::HashMap;

use super::{Lowerer, QType, Quals};
use crate::types::{LocalId, StructId, Type};
use crate::xir::{FuncId, GlobalId, LabelId, Local, Span, Stmt};

/// What an ordinary identifier names.
#[derive(Clone, Debug)]
pub(crate) enum Sym {
    Local {
        id: LocalId,
    },
    Global {
        id: GlobalId,
    },
    Func(FuncId),
    Typedef(QType),
    /// An enumeration constant (type `int`).
    EnumConst(i128),
    /// A parameter of a prototype being read (no object exists yet).
    Param,
    /// An XMP node array (`#pragma xmp nodes`).
    Nodes(crate::xir::NodesId),
    /// An XMP template (`#pragma xmp template`).
    Template(crate::xir::TemplateId),
}

/// What a struct/union/enum tag names.
#[derive(Clone, Debug)]
pub(crate) enum Tag {
    Struct {
        id: StructId,
        is_union: bool,
    },
    /// Enums are their compatible integer type; `complete` once the enumerator list is seen.
    Enum {
        ty: Type,
        complete: bool,
    },
}

#[derive(Clone, Debug, Default)]
pub(crate) struct Scope {
    /// Ordinary C identifiers.
    pub syms: HashMap<String, (Sym, Span)>,
    /// XMP node arrays and templates: a name space of their own, as in the reference
    /// implementation, so that a C variable does not hide them inside directives.
    pub xmp: HashMap<String, (Sym, Span)>,
    pub tags: HashMap<String, Tag>,
}

/// One `switch` being lowered.
#[derive(Clone, Debug)]
pub(crate) struct SwitchCtx {
    pub ty: Type,
    pub default_span: Option<Span>,
    pub cases: Vec<(i128, LabelId)>,
    pub default: Option<LabelId>,
}

/// A named label of the function.
#[derive(Clone, Debug)]
pub(crate) struct LabelInfo {
    pub id: LabelId,
    pub defined: bool,
    /// Named by a `goto` or `&&label`.
    pub used: bool,
    pub first_use: Span,
}

/// State of the function whose body is being lowered.
#[derive(Clone, Debug)]
pub(crate) struct FnCtx {
    pub name: String,
    /// `__PRETTY_FUNCTION__`'s text.
    pub pretty: String,
    pub ret: Type,
    pub locals: Vec<Local>,
    /// Qualifier chains of the locals (see [`QType::chain`]).
    pub local_quals: Vec<Vec<Quals>>,
    /// Locals declared `register` (their address may not be taken).
    pub register: std::collections::HashSet<LocalId>,
    pub labels: HashMap<String, LabelInfo>,
    pub num_labels: u32,
    /// Enclosing loops (for `continue`).
    pub loops: u32,
    /// Enclosing loops and switches (for `break`).
    pub breakables: u32,
    pub switches: Vec<SwitchCtx>,
    /// Statements (VLA size evaluations, hidden temporaries) to emit before the statement being
    /// lowered.
    pub pending: Vec<Stmt>,
    /// The parameter locals, in order (hidden VLA-size locals may sit between them).
    pub params: Vec<LocalId>,
    /// Parameters declared as arrays of constant size (`int a[N]`, adjusted to `int *`), with
    /// the declared type: a `reduction` on such a parameter covers the declared extent.
    pub param_arrays: HashMap<LocalId, Type>,
}

impl FnCtx {
    pub fn new(name: &str, ret: Type) -> FnCtx {
        FnCtx {
            name: name.to_string(),
            pretty: name.to_string(),
            ret,
            locals: vec![],
            local_quals: vec![],
            register: Default::default(),
            labels: HashMap::new(),
            num_labels: 0,
            loops: 0,
            breakables: 0,
            switches: vec![],
            pending: vec![],
            params: vec![],
            param_arrays: HashMap::new(),
        }
    }

    pub fn new_label(&mut self) -> LabelId {
        self.num_labels += 1;
        self.num_labels - 1
    }
}

impl Lowerer {
    pub(crate) fn push_scope(&mut self) {
        self.scopes.push(Scope::default());
    }

    pub(crate) fn pop_scope(&mut self) {
        if self.scopes.len() > 1 {
            self.unused_in_scope();
            self.scopes.pop();
        }
    }

    pub(crate) fn at_file_scope(&self) -> bool {
        self.scopes.len() == 1
    }

    /// An ordinary identifier as C code sees it: C declarations first; an XMP entity only where
    /// no C declaration of the name is visible (so that using it in an expression is diagnosed
    /// as such). The reference counts as a use for the `-Wunused` warnings (see
    /// [`super::warn::Usage`]).
    pub(crate) fn lookup(&self, name: &str) -> Option<&Sym> {
        let s = self.lookup_quiet(name);
        if let Some(s) = s {
            self.usage.note(s);
        }
        s
    }

    /// [`Self::lookup`] without counting a use.
    pub(crate) fn lookup_quiet(&self, name: &str) -> Option<&Sym> {
        self.lookup_c(name).or_else(|| self.lookup_xmp_only(name))
    }

    /// A name in a directive's node-array or template position: XMP entities first, whatever C
    /// declarations of the name are visible (the reference implementation keeps XMP names apart
    /// from C names), then C declarations (for the diagnostics of a wrong kind).
    pub(crate) fn lookup_xmp(&self, name: &str) -> Option<&Sym> {
        let s = self.lookup_xmp_only(name).or_else(|| self.lookup_c(name));
        if let Some(s) = s {
            self.usage.note(s);
        }
        s
    }

    fn lookup_c(&self, name: &str) -> Option<&Sym> {
        // A structure member aligned as an array (`s.a`): bound in the scope of `s`, it is
        // visible only where that `s` is (not where an inner declaration hides it).
        if let Some((base, _)) = name.split_once('.').filter(|(b, _)| !b.is_empty()) {
            return self
                .scopes
                .iter()
                .rev()
                .find(|s| s.syms.contains_key(base))
                .and_then(|s| s.syms.get(name).map(|(s, _)| s));
        }
        self.scopes
            .iter()
            .rev()
            .find_map(|s| s.syms.get(name).map(|(s, _)| s))
    }

    fn lookup_xmp_only(&self, name: &str) -> Option<&Sym> {
        self.scopes
            .iter()
            .rev()
            .find_map(|s| s.xmp.get(name).map(|(s, _)| s))
    }

    /// The symbol declared with this name in the innermost scope only, of either name space:
    /// standard XMP/C makes a C identifier and an XMP entity of one scope a clash.
    pub(crate) fn lookup_current(&self, name: &str) -> Option<&(Sym, Span)> {
        let s = self.scopes.last()?;
        s.syms.get(name).or_else(|| s.xmp.get(name))
    }

    /// Declares `name` in the innermost scope, in the name space its kind belongs to. A C
    /// identifier that hides an XMP entity of an enclosing scope, or the reverse, gets a
    /// `-Wxmp-compat` warning: standard XMP/C shares one name space, where the inner one would
    /// hide the outer one in directives too.
    pub(crate) fn bind(&mut self, name: &str, sym: Sym, span: Span) {
        let xmp = matches!(sym, Sym::Nodes(_) | Sym::Template(_));
        let redeclared = self.scopes.last().is_some_and(|s| {
            let space = if xmp { &s.xmp } else { &s.syms };
            space.contains_key(name)
        });
        if !redeclared && !name.starts_with('.') {
            self.warn_shared_name(name, &sym, xmp, span);
        }
        if let Some(s) = self.scopes.last_mut() {
            let space = if xmp { &mut s.xmp } else { &mut s.syms };
            space.insert(name.to_string(), (sym, span));
        }
    }

    fn warn_shared_name(&mut self, name: &str, sym: &Sym, xmp: bool, span: Span) {
        fn kind(s: &Sym) -> &'static str {
            match s {
                Sym::Nodes(_) => "node array",
                Sym::Template(_) => "template",
                Sym::Func(_) => "function",
                Sym::Typedef(_) => "type name",
                Sym::EnumConst(_) => "enumeration constant",
                _ => "variable",
            }
        }
        if matches!(sym, Sym::Param) {
            return;
        }
        // One of the same scope is the clash already diagnosed by the declaration.
        let outer = &self.scopes[..self.scopes.len().saturating_sub(1)];
        let other = if xmp {
            outer.iter().rev().find_map(|s| s.syms.get(name))
        } else {
            outer.iter().rev().find_map(|s| s.xmp.get(name))
        };
        let Some((o, other_span)) = other.cloned() else {
            return;
        };
        if matches!(o, Sym::Param) || self.m.source_map.is_system(span.file) {
            return;
        }
        let (x, c) = if xmp { (sym, &o) } else { (&o, sym) };
        let (xk, ck) = (kind(x), kind(c));
        let msg = format!(
            "'{name}' is both a {xk} and a C {ck}; XMP directives name the {xk}, C code the {ck} (standard XMP/C has one name space for both) [-Wxmp-compat]"
        );
        let d = xmp_frontend::diag::Diagnostic::warning(span, msg)
            .with_note(Some(other_span), "the other declaration is here");
        self.d.push(d);
    }

    pub(crate) fn lookup_tag(&self, name: &str) -> Option<&Tag> {
        self.scopes.iter().rev().find_map(|s| s.tags.get(name))
    }

    pub(crate) fn lookup_tag_current(&self, name: &str) -> Option<&Tag> {
        self.scopes.last().and_then(|s| s.tags.get(name))
    }

    pub(crate) fn bind_tag(&mut self, name: &str, tag: Tag) {
        if let Some(s) = self.scopes.last_mut() {
            s.tags.insert(name.to_string(), tag);
        }
    }

    /// Adds a local to the current function (hidden ones have names starting with a dot).
    pub(crate) fn new_local(&mut self, name: &str, ty: Type, q: Quals, span: Span) -> LocalId {
        // Callers only ask inside function bodies; outside one there is nothing to add to.
        let Some(f) = self.f.as_mut() else { return 0 };
        f.locals.push(Local {
            name: name.to_string(),
            ty,
            restrict: q.r,
            volatile: q.v,
            align: None,
            reduction: None,
            span,
        });
        f.local_quals.push(vec![q]);
        (f.locals.len() - 1) as LocalId
    }

    /// Adds a local of a qualified declared type (its whole qualifier chain is kept).
    pub(crate) fn new_local_q(&mut self, name: &str, qt: &QType, span: Span) -> LocalId {
        let id = self.new_local(name, qt.ty.clone(), qt.q, span);
        if let Some(f) = self.f.as_mut() {
            if let Some(c) = f.local_quals.get_mut(id as usize) {
                *c = qt.chain();
            }
        }
        id
    }

    pub(crate) fn local_ty(&self, id: LocalId) -> Type {
        self.f
            .as_ref()
            .and_then(|f| f.locals.get(id as usize))
            .map(|l| l.ty.clone())
            .unwrap_or(Type::Void)
    }
}
