//! clang's analysis warnings (`-Wunused-*`, `-Wparentheses`, `-Wformat`, `-Wsign-compare`,
//! `-Wshadow`, `-Wuninitialized`, ...), computed while lowering from what sema already knows:
//! resolved names, types and the syntactic context of each expression.
//!
//! They only add diagnostics: nothing here changes the lowered code. One file per family:
//! - [`unused`]: references to variables, parameters, labels and `static` functions;
//! - [`cond`]: assignments used as conditions, empty bodies;
//! - [`compare`]: comparisons of mixed signedness, self-comparisons;
//! - [`format`]: `printf`/`scanf` format strings against their arguments;
//! - [`shadow`]: declarations hiding others;
//! - [`uninit`]: locals read before anything was stored into them.

pub(crate) mod compare;
pub(crate) mod cond;
pub(crate) mod format;
pub(crate) mod shadow;
pub(crate) mod uninit;
pub(crate) mod unused;

use std::cell::RefCell;
use std::collections::{HashMap, HashSet};

use xmp_frontend::ast;

use crate::types::LocalId;
use crate::xir::{FuncId, GlobalId, Span};

/// How a variable has been referenced so far.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Refs {
    /// Named anywhere (also as the target of a store whose value is discarded).
    pub named: bool,
    /// Read, or named in a way that may read it (anything but a discarded store).
    pub read: bool,
}

/// How a function has been referenced so far.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct FnRefs {
    /// Named from inside its own body only (a recursive call).
    pub from_itself: bool,
    /// Named from anywhere else.
    pub used: bool,
}

/// One declaration that may draw an "unused" warning when its scope ends.
#[derive(Clone, Debug)]
pub(crate) struct Candidate {
    pub name: String,
    pub span: Span,
    pub kind: CandKind,
    /// `__attribute__((unused))`.
    pub marked_unused: bool,
    /// The scope depth it was declared at (1: file scope).
    pub depth: usize,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum CandKind {
    Local(LocalId),
    Param(LocalId),
    /// A `static` variable (block or file scope); `konst` for `const` ones.
    Static {
        id: GlobalId,
        konst: bool,
    },
}

/// The reference bookkeeping. Name lookup (`&self`) records through the cells.
#[derive(Debug, Default)]
pub(crate) struct Usage {
    pub locals: RefCell<HashMap<LocalId, Refs>>,
    pub globals: RefCell<HashMap<GlobalId, Refs>>,
    pub funcs: RefCell<HashMap<FuncId, FnRefs>>,
    /// The function whose body is being lowered.
    pub current_fn: Option<FuncId>,
    /// Depth of operands that are not evaluated (`sizeof`, `typeof`, `_Generic`).
    pub unevaluated: std::cell::Cell<u32>,
    /// File-scope variables and functions named only in operands that are not evaluated.
    pub unevaluated_refs: RefCell<HashSet<(bool, u32)>>,
    /// Set while the next name lookup is the target of a store whose value is discarded.
    pub store_only: std::cell::Cell<bool>,
    /// Spans of the expressions whose values are discarded (statement expressions, comma
    /// operands, `(void)` operands), innermost statement last.
    pub discarded: Vec<HashSet<Span>>,
    /// Declarations to check when their scope closes, by id.
    pub candidates: Vec<Candidate>,
    /// `static` functions marked `__attribute__((unused))`.
    pub funcs_marked_unused: HashSet<FuncId>,
    /// Spans of parenthesised expressions (from the parser).
    pub parens: HashSet<Span>,
    /// Functions declared with `__attribute__((format(...)))`.
    pub format_fns: HashMap<FuncId, format::FormatFn>,
    /// Lines of the source files read so far (for operator positions), by file.
    pub sources: RefCell<HashMap<u32, Option<Vec<String>>>>,
}

impl Usage {
    /// Records that a name resolved to a local, global or function.
    pub(crate) fn note(&self, sym: &super::Sym) {
        let store = self.store_only.replace(false);
        if self.unevaluated.get() > 0 {
            match sym {
                super::Sym::Global { id } => {
                    self.unevaluated_refs.borrow_mut().insert((false, *id));
                    return;
                }
                super::Sym::Func(id) => {
                    self.unevaluated_refs.borrow_mut().insert((true, *id));
                    return;
                }
                _ => {}
            }
        }
        match sym {
            super::Sym::Local { id } => {
                let mut m = self.locals.borrow_mut();
                let r = m.entry(*id).or_default();
                r.named = true;
                r.read |= !store;
            }
            super::Sym::Global { id } => {
                let mut m = self.globals.borrow_mut();
                let r = m.entry(*id).or_default();
                r.named = true;
                r.read |= !store;
            }
            super::Sym::Func(id) => {
                let mut m = self.funcs.borrow_mut();
                let r = m.entry(*id).or_default();
                if self.current_fn == Some(*id) {
                    r.from_itself = true;
                } else {
                    r.used = true;
                }
            }
            _ => {}
        }
    }

    /// Whether the expression at `span` is evaluated for its side effects only.
    pub(crate) fn is_discarded(&self, span: Span) -> bool {
        self.discarded.last().is_some_and(|s| s.contains(&span))
    }
}

/// The spans of `e` and of its parts whose values are discarded with it.
pub(crate) fn discarded_spans(e: &ast::Expr, out: &mut HashSet<Span>) {
    out.insert(e.span);
    match &e.kind {
        ast::ExprKind::Comma(a, b) => {
            discarded_spans(a, out);
            discarded_spans(b, out);
        }
        ast::ExprKind::Cast(tn, x) if is_void_type(tn) => discarded_spans(x, out),
        _ => {}
    }
}

/// `void` as a type name (a `(void)` cast).
pub(crate) fn is_void_type(tn: &ast::TypeName) -> bool {
    tn.declarator.derived.is_empty()
        && matches!(tn.specs.type_specs.as_slice(), [(ast::TypeSpec::Void, _)])
}

/// Whether `attrs` holds `unused` (any spelling).
pub(crate) fn has_unused_attr(attrs: &[ast::Attribute]) -> bool {
    attrs
        .iter()
        .any(|a| matches!(a.name.trim_matches('_'), "unused" | "maybe_unused"))
}

impl super::Lowerer {
    /// Marks the expression statement `e` (and its discarded parts) for the statement being
    /// lowered; the caller pops it after lowering `e`.
    pub(crate) fn begin_discarded(&mut self, e: &ast::Expr) {
        let mut set = HashSet::new();
        discarded_spans(e, &mut set);
        self.usage.discarded.push(set);
    }

    /// Before lowering `target` of a store (`=`, `op=`, `++`, `--`) at `span`: when the
    /// store's value is discarded and the target is a plain name, that name is set, not used.
    /// `reads` says the store also reads the target (`op=`, `++`): of a `volatile` object that
    /// read is a use.
    pub(crate) fn mark_store_target(&mut self, target: &ast::Expr, span: Span, reads: bool) {
        let ast::ExprKind::Ident(n) = &target.kind else {
            return;
        };
        if !self.usage.is_discarded(span) {
            return;
        }
        if reads {
            if let Some(super::Sym::Local { id }) = self.lookup_quiet(n) {
                let volatile = self
                    .f
                    .as_ref()
                    .and_then(|f| f.local_quals.get(*id as usize))
                    .and_then(|c| c.first())
                    .is_some_and(|q| q.v);
                if volatile {
                    return;
                }
            }
        }
        self.usage.store_only.set(true);
    }

    /// Lowers `f` as an operand that is not evaluated (`sizeof`, `typeof`, `_Generic`): the
    /// file-scope declarations it names are referenced, not used.
    pub(crate) fn unevaluated<T>(&mut self, f: impl FnOnce(&mut Self) -> T) -> T {
        self.usage.unevaluated.set(self.usage.unevaluated.get() + 1);
        let r = f(self);
        self.usage.unevaluated.set(self.usage.unevaluated.get() - 1);
        r
    }
}

impl super::Lowerer {
    /// A warning built with its notes; like [`super::Lowerer::warn`], none in system headers.
    pub(crate) fn warn_diag(&mut self, d: xmp_frontend::diag::Diagnostic) {
        if !self.m.source_map.is_system(d.span.file) {
            self.d.push(d);
        }
    }

    /// Line `line` (1-based) of file `file` as written, when the file can be read.
    pub(crate) fn source_line(&self, file: u32, line: u32) -> Option<String> {
        let mut cache = self.usage.sources.borrow_mut();
        let lines = cache.entry(file).or_insert_with(|| {
            std::fs::read_to_string(self.m.source_map.path(file))
                .ok()
                .map(|t| t.lines().map(str::to_string).collect())
        });
        lines
            .as_ref()?
            .get((line as usize).checked_sub(1)?)
            .cloned()
    }
}
