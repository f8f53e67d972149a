//! Structure members as mapped arrays (`align s.a[i] with t[i]`, an Omni form): the member of
//! one structure variable becomes a global array whose storage the runtime holds, as for any
//! aligned array. The directive creates a hidden object of the member's type, bound under the
//! name `"s.a"` in the scope of `s` (C identifiers hold no dot, so no C name clashes with it);
//! directives name it so (the XMP parser reads `s.a` as that one name), and C code reaches it
//! through [`Lowerer::member_alias`]: `s.a` where that `s` is visible names the hidden object,
//! so loops, reflects, gmoves, reductions and broadcasts see an ordinary aligned array. The
//! member inside the structure's own storage is not used any more (as Omni's translation,
//! which replaces it): code that reaches it through a pointer to the structure (`ps->a`) does
//! not see the distributed data.

use xmp_frontend::ast;

use super::super::{Lowerer, Quals, Sym, R};
use crate::types::Type;
use crate::xir::{ArrayObject, Init, Span};

/// Whether a file-scope initializer gives a value to the member at `path` (other than zero).
fn member_initialized(init: Option<&Init>, path: &[u32]) -> bool {
    match (init, path.split_first()) {
        (None | Some(Init::Zero), _) => false,
        (Some(Init::Struct(fields)), Some((i, rest))) => fields
            .iter()
            .find(|(f, _)| f == i)
            .is_some_and(|(_, v)| member_initialized(Some(v), rest)),
        _ => true,
    }
}

impl Lowerer {
    /// The name of the hidden aligned object that `e` denotes, when `e` is `s.a` and member `a`
    /// of the visible `s` was aligned (counted as a use of `s`).
    pub(crate) fn member_alias(&self, e: &ast::Expr) -> Option<String> {
        let ast::ExprKind::Member {
            base,
            field,
            arrow: false,
        } = &e.kind
        else {
            return None;
        };
        self.member_alias_of(base, field)
    }

    /// [`Self::member_alias`] of the parts of `base.field`.
    pub(crate) fn member_alias_of(&self, base: &ast::Expr, field: &ast::Ident) -> Option<String> {
        let ast::ExprKind::Ident(b) = &base.kind else {
            return None;
        };
        // Plain C programs (no aligned array at all) skip the look-up.
        if self.m.xmp.arrays.is_empty() {
            return None;
        }
        let name = format!("{b}.{}", field.name);
        self.lookup_quiet(&name)?;
        // The structure variable counts as used (-Wunused-variable).
        self.lookup(b);
        Some(name)
    }

    /// `align s.a[..]`: the object standing for member `a` of structure variable `s`, made on
    /// the first align of that member, with the member's array type.
    pub(super) fn member_array(&mut self, n: &ast::Ident) -> R<(ArrayObject, Type)> {
        let Some((base, field)) = n.name.split_once('.') else {
            return self.fail(n.span, format!("'{}' is not a structure member", n.name));
        };
        let Some(level) = self.scopes.iter().rposition(|s| s.syms.contains_key(base)) else {
            return self.fail(n.span, format!("use of undeclared identifier '{base}'"));
        };
        let owner = self.scopes[level].syms[base].0.clone();
        // The structure variable counts as used (-Wunused-variable).
        self.lookup(base);
        let sty = match owner {
            Sym::Global { id } => self.m.globals[id as usize].ty.clone(),
            Sym::Local { id } => self.local_ty(id),
            _ => return self.fail(n.span, format!("'{base}' is not a structure variable")),
        };
        let Type::Struct(sid) = sty else {
            let t = self.tname(&sty);
            return self.fail(
                n.span,
                format!("member reference base type '{t}' is not a structure or union"),
            );
        };
        let Some(path) = self.find_field(sid, field) else {
            let t = self.tname(&sty);
            return self.fail(n.span, format!("no member named '{field}' in '{t}'"));
        };
        let mut ty = sty.clone();
        for &i in &path {
            let Type::Struct(s) = ty else { break };
            ty = self.m.structs[s as usize].fields[i as usize].ty.clone();
        }
        // As for an aligned array: the runtime's blocks start without the initializer's values.
        if let Sym::Global { id } = owner {
            if member_initialized(self.m.globals[id as usize].init.as_ref(), &path) {
                return self.fail(
                    n.span,
                    format!("aligned member '{}' must not be initialized", n.name),
                );
            }
        }
        if !matches!(ty, Type::Array(..)) {
            return self.fail(
                n.span,
                format!("member '{field}' of '{base}' is not an array"),
            );
        }
        let (sym, obj) = match owner {
            Sym::Global { id: owner } => {
                let id = self.member_global(owner, &n.name, &ty, n.span);
                (Sym::Global { id }, ArrayObject::Global(id))
            }
            _ => {
                let Some(f) = self.current_func_id() else {
                    return self.fail(n.span, format!("'{base}' is not a structure variable"));
                };
                let id = self.new_local(&n.name, ty.clone(), Quals::default(), n.span);
                (Sym::Local { id }, ArrayObject::Local(f, id))
            }
        };
        self.scopes[level]
            .syms
            .insert(n.name.clone(), (sym, n.span));
        Ok((obj, ty))
    }

    /// The hidden file-scope object of an aligned member of a file-scope structure. A
    /// structure with external linkage gives it a symbol of its own name, defined where the
    /// structure is and declared where it is `extern`, so that units which align the member
    /// alike share one global array (its descriptor links as an aligned array's does).
    fn member_global(&mut self, owner: u32, name: &str, ty: &Type, span: Span) -> u32 {
        use crate::xir::Linkage;
        let og = &self.m.globals[owner as usize];
        let (linkage, symbol, define) = if og.linkage == Linkage::External {
            let field = name.split_once('.').map_or(name, |(_, f)| f);
            let symbol = format!(".xmp.member.{}.{field}", og.symbol);
            // Settled by `member_definitions` at the end of the unit.
            (Linkage::External, symbol, true)
        } else {
            let symbol = self.unique_symbol(&format!(".xmp.member.{name}"));
            (Linkage::Internal, symbol, true)
        };
        self.m.globals.push(crate::xir::Global {
            name: name.to_string(),
            symbol,
            ty: ty.clone(),
            linkage,
            init: define.then_some(crate::xir::Init::Zero),
            is_const: false,
            thread_local: false,
            align: None,
            span,
        });
        self.ginfo.push(crate::lower::GlobalInfo {
            chain: vec![Default::default()],
            tentative: false,
            defined: define,
        });
        let id = (self.m.globals.len() - 1) as u32;
        if linkage == Linkage::External {
            self.xmp.member_globals.push((id, owner));
        }
        id
    }

    /// End of the unit: the hidden object of an external structure's aligned member is
    /// defined where the structure is (tentative definitions are settled by now) and only
    /// declared where the structure is `extern`.
    pub(super) fn member_definitions(&mut self) {
        for (hidden, owner) in std::mem::take(&mut self.xmp.member_globals) {
            let defined = self.m.globals[owner as usize].init.is_some();
            self.m.globals[hidden as usize].init = defined.then_some(Init::Zero);
            self.ginfo[hidden as usize].defined = defined;
        }
    }
}

impl Lowerer {
    /// A directive's variable as a C expression: `s.a` (a name with a dot, see
    /// [`Lowerer::member_alias`]) is the member access, anything else the identifier.
    pub(crate) fn var_ast(&self, v: &ast::Ident) -> ast::Expr {
        let id = |n: &str| ast::Expr {
            kind: ast::ExprKind::Ident(n.to_string()),
            span: v.span,
        };
        match v.name.split_once('.') {
            Some((b, m)) if !b.is_empty() => ast::Expr {
                kind: ast::ExprKind::Member {
                    base: Box::new(id(b)),
                    field: ast::Ident {
                        name: m.to_string(),
                        span: v.span,
                    },
                    arrow: false,
                },
                span: v.span,
            },
            _ => id(&v.name),
        }
    }
}
