//! Lowering from the C AST to XIR, with the semantic analysis of C99 as clang does it for
//! x86-64 Linux (LP64, `char` signed, `long double` = x87 80-bit in 16 bytes).
//!
//! The work is split by concept:
//! - [`scope`]: symbols, tags and the per-function context;
//! - [`ctype`]: declaration specifiers and declarators to [`Type`]s, attributes;
//! - [`layout`]: struct/union layout for the System V ABI (bit-fields included);
//! - [`decl`]: declarations, definitions, linkage, function bodies;
//! - [`expr`]: expressions, with promotions and conversions made explicit;
//! - [`init`]: initialisers matched against object types;
//! - [`stmt`]: statements, labels and switches;
//! - [`consteval`]: integer and arithmetic constant evaluation (with [`f80`], exact x87
//!   `long double` folding and literal conversion);
//! - [`builtins`]: the `__builtin_*` functions that glibc headers and macros produce;
//! - [`overload`] and [`mangle`]: clang's C overloading (`overloadable`) and its symbols.
//!
//! Errors are reported into [`Diagnostics`] and lowering keeps going where it can; internally a
//! failed sub-expression is `Err(())` once its diagnostic has been pushed.

mod array_assign; // issue 4: element-wise array assignments
mod builtins;
mod builtins_gnu;
mod builtins_x86;
// issue 6: coarrays and array sections
mod coarray;
mod consteval;
mod ctype;
mod decl;
mod expr;
mod ext_vector;
mod f80;
mod init;
mod inline_asm;
mod layout;
mod mangle;
mod omp;
mod overload;
mod scope;
mod section;
mod stmt;
#[cfg(test)]
mod tests;
mod vector;
mod warn;
mod xmp;

use std::collections::HashMap;

use xmp_frontend::ast;
use xmp_frontend::diag::Diagnostics;

use crate::types::{IntKind, Type};
use crate::xir::{FuncId, GlobalId, Module, SourceMap, Span};
pub(crate) use scope::{FnCtx, Scope, Sym, Tag};

/// Lowers one translation unit. Returns the module when no error was diagnosed other than
/// clang's errors-by-default warnings (tagged `[-Wname]`: the driver's `-W` flags decide
/// whether they stand), and all diagnostics (warnings included) in either case.
pub fn lower(tu: &ast::TranslationUnit, source_map: SourceMap) -> (Option<Module>, Diagnostics) {
    lower_with(tu, source_map, &LowerOptions::default())
}

/// Language options that change lowering.
#[derive(Clone, Debug, Default)]
pub struct LowerOptions {
    /// `-fopenmp`: `#pragma omp` directives are compiled (else ignored).
    pub openmp: bool,
    /// `-march=`'s CPU, if any.
    pub target_cpu: Option<String>,
    /// LLVM features from `-m<feature>`/`-mno-<feature>` (`+avx2`, `-fma`), in order.
    pub target_features: Vec<String>,
    /// `-funsigned-char` (read through `xmp_frontend::plain_char`, set by the driver; kept
    /// here so that the options say what the unit was lowered with).
    pub unsigned_char: bool,
    /// GNU C89 inline semantics (`-fgnu89-inline`, `-std=gnu89`): a plain `inline` definition
    /// is the external definition, `extern inline` only an inline one.
    pub gnu89_inline: bool,
    /// `-fpack-struct=N`: the `#pragma pack` in force at the start of the unit.
    pub pack_struct: Option<u64>,
    /// `-std=` value, if any (C89 accepts implicit int, C23 rejects it).
    pub std: Option<String>,
}

/// [`lower`] with options.
pub fn lower_with(
    tu: &ast::TranslationUnit,
    source_map: SourceMap,
    opts: &LowerOptions,
) -> (Option<Module>, Diagnostics) {
    let mut l = Lowerer::new(source_map);
    l.openmp = opts.openmp;
    l.gnu89_inline = opts.gnu89_inline;
    l.pack = opts.pack_struct;
    l.m.target.cmdline = crate::target::FuncTarget {
        features: opts.target_features.join(","),
        cpu: opts.target_cpu.clone(),
    };
    l.usage.parens = tu.parens.iter().copied().collect();
    l.implicit_int = ctype::ImplicitInt::of_std(opts.std.as_deref());
    let mut sites = tu.implicit_int.iter().peekable();
    for (i, item) in tu.items.iter().enumerate() {
        // Reported before the item's own diagnostics, roughly where clang reports them.
        while let Some((_, at)) = sites.next_if(|s| s.0 == i) {
            l.implicit_int_at(*at);
        }
        l.external_decl(item);
    }
    l.finish()
}

/// `Err(())` means: a diagnostic has been reported already.
pub(crate) type R<T> = Result<T, ()>;

/// Type qualifiers that sema tracks on objects (XIR types themselves are unqualified).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Quals {
    pub c: bool,
    pub v: bool,
    pub r: bool,
}

impl Quals {
    fn from_ast(q: &ast::Qualifiers) -> Quals {
        Quals {
            c: q.is_const,
            v: q.is_volatile,
            r: q.is_restrict,
        }
    }
    fn union(self, o: Quals) -> Quals {
        Quals {
            c: self.c || o.c,
            v: self.v || o.v,
            r: self.r || o.r,
        }
    }
}

/// A type with its top-level qualifiers.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct QType {
    pub ty: Type,
    pub q: Quals,
    /// Qualifiers of the levels below: the pointee of a pointer (or element of an array), its
    /// pointee, and so on (`const char **` has `[{}, {}, {const}]` as its whole chain).
    pub pq: Vec<Quals>,
}

impl QType {
    fn plain(ty: Type) -> QType {
        QType {
            ty,
            q: Quals::default(),
            pq: vec![],
        }
    }

    /// The qualifier chain of an object of this type: its own, then the levels below.
    pub(crate) fn chain(&self) -> Vec<Quals> {
        let mut c = vec![self.q];
        c.extend_from_slice(&self.pq);
        c
    }
}

/// Per-global facts sema needs beyond [`crate::xir::Global`].
#[derive(Clone, Debug, Default)]
pub(crate) struct GlobalInfo {
    /// Qualifier chain (see [`QType::chain`]).
    pub chain: Vec<Quals>,
    /// A file-scope definition without initialiser and without `extern`.
    pub tentative: bool,
    /// Declared `register`/... not needed; whether the global has been given an initialiser.
    pub defined: bool,
}

/// Per-function facts for inline semantics and redefinition checks.
#[derive(Clone, Debug, Default)]
pub(crate) struct FuncInfo {
    /// Every declaration so far said `inline`.
    pub all_inline: bool,
    /// Some declaration said `extern`.
    pub any_extern: bool,
    /// `__attribute__((gnu_inline))` seen.
    pub gnu_inline: bool,
    pub is_static: bool,
    /// Qualifier chains of the prototype's parameters (for qualifier warnings on calls).
    pub param_chains: Vec<Vec<Quals>>,
    /// Qualifier chain of the return type (what a returned pointer points to).
    pub ret_chain: Vec<Quals>,
    /// Declared `__attribute__((overloadable))`.
    pub overloadable: bool,
    /// `__attribute__((unavailable))` with its message (calls are errors).
    pub unavailable: Option<String>,
}

pub(crate) struct Lowerer {
    pub m: Module,
    pub d: Diagnostics,
    pub scopes: Vec<Scope>,
    pub f: Option<FnCtx>,
    /// File-scope (linkage) objects by C name; block-scope `extern`s find them here.
    pub globals_by_name: HashMap<String, GlobalId>,
    pub funcs_by_name: HashMap<String, FuncId>,
    pub ginfo: Vec<GlobalInfo>,
    pub finfo: Vec<FuncInfo>,
    /// Qualifiers of struct fields, by (struct, field index).
    pub field_quals: HashMap<(u32, u32), Vec<Quals>>,
    /// Qualifier chains of explicit pointer casts (`*(volatile int *)p`, `*(int *)cp`), by the
    /// cast's span: XIR types carry no qualifiers. Casts that share a span (one macro body)
    /// get the union of their volatiles and the intersection of their consts.
    pub cast_chains: HashMap<Span, Vec<Quals>>,
    /// Symbols already used for static locals and other generated globals.
    pub used_symbols: HashMap<String, u32>,
    pub anon_count: u32,
    /// Overload sets (see [`overload`]): every function of the name, by C name.
    pub overloads: HashMap<String, Vec<FuncId>>,
    /// The declaration specifiers being applied say `overloadable` (a prototype `(...)`
    /// without named parameters is then allowed, as clang does).
    pub specs_overloadable: bool,
    /// Depth of contexts where a reference to a prototype parameter means "not constant"
    /// rather than an error; `param_ref` records that one was seen.
    pub param_opaque: u32,
    pub param_ref: bool,
    /// The qualifier chain of the object an implicit conversion stores into, when the caller
    /// knows it (assignments, variable initialisers): `assign_convert` takes it.
    pub conv_target: Option<Vec<Quals>>,
    /// The qualifier chain of the variable whose initialiser is lowered next.
    pub init_chain: Option<Vec<Quals>>,
    /// Parameter qualifier chains of the function declarator resolved last (the one nearest
    /// the declared name, as derivations apply outside-in).
    pub last_param_chains: Vec<Vec<Quals>>,
    /// For the same declarator's parameters: the enum each one's type is built on, if any
    /// (XIR types have the enum's integer type; overloadable symbols name the enum).
    pub last_param_enums: Vec<Option<String>>,
    /// The enums that [`ctype`]'s parameter lists saw last, for `last_param_enums`.
    pub param_enums: Vec<Option<String>>,
    /// Typedef names of enum types, with the enum's name (a tagless enum takes the typedef's).
    pub enum_typedefs: HashMap<String, String>,
    /// The return type's qualifier chain of the last function declarator applied.
    pub last_ret_chain: Vec<Quals>,
    /// `#pragma pack`: the current maximum member alignment, and the `push`ed ones.
    pub pack: Option<u64>,
    pub pack_stack: Vec<Option<u64>>,
    /// GNU C89 inline semantics for every function ([`LowerOptions::gnu89_inline`]).
    pub gnu89_inline: bool,
    /// XMP directive state (see [`xmp`]).
    pub xmp: xmp::XmpState,
    /// `-fopenmp`.
    pub openmp: bool,
    /// What the language standard makes of implicit int.
    pub(crate) implicit_int: ctype::ImplicitInt,
    /// Depth of OpenMP constructs being lowered (no `return` out of them).
    pub omp_depth: u32,
    /// Depth of OpenMP parallel regions being lowered (no XMP directives in them).
    pub omp_parallel: u32,
    /// The tasks whose bodies are being lowered, innermost last (see [`omp`]'s `task`).
    pub(crate) omp_frames: Vec<omp::OmpFrame>,
    /// Depth of `tasklets` constructs and tasklet bodies being lowered (reference 15).
    pub(crate) tasklet_depth: u32,
    /// Locals below this one are shared by the implicit tasks of the context being lowered
    /// (the enclosing function's locals inside a parallel region); 0 in orphaned code.
    pub omp_shared_below: u32,
    /// Further locals shared in that context (a task's `shared` list).
    pub omp_shared_extra: Vec<u32>,
    /// The worksharing loop whose body is being lowered (not inside a nested region): whether
    /// it has an `ordered` clause, and its directive's name.
    pub omp_loop: Option<(bool, String)>,
    /// References and contexts for clang's analysis warnings (see [`warn`]).
    pub usage: warn::Usage,
    /// How many of the errors reported are [`Lowerer::default_error`]s.
    pub soft_errors: usize,
}

/// The file scope before any declaration: the typedef names clang predeclares for C.
fn builtin_scope() -> Scope {
    let mut s = Scope::default();
    for (name, k) in [
        ("__int128_t", IntKind::Int128),
        ("__uint128_t", IntKind::UInt128),
    ] {
        let q = QType::plain(Type::Int(k));
        s.syms
            .insert(name.to_string(), (Sym::Typedef(q), Span::default()));
    }
    s
}

impl Lowerer {
    fn new(source_map: SourceMap) -> Lowerer {
        Lowerer {
            m: Module {
                source_map,
                ..Default::default()
            },
            d: Diagnostics::default(),
            scopes: vec![builtin_scope()],
            f: None,
            globals_by_name: HashMap::new(),
            funcs_by_name: HashMap::new(),
            ginfo: vec![],
            finfo: vec![],
            field_quals: HashMap::new(),
            cast_chains: HashMap::new(),
            used_symbols: HashMap::new(),
            anon_count: 0,
            overloads: HashMap::new(),
            specs_overloadable: false,
            param_opaque: 0,
            param_ref: false,
            conv_target: None,
            init_chain: None,
            last_param_chains: vec![],
            last_param_enums: vec![],
            param_enums: vec![],
            enum_typedefs: HashMap::new(),
            last_ret_chain: vec![],
            pack: None,
            pack_stack: vec![],
            gnu89_inline: false,
            xmp: Default::default(),
            openmp: false,
            implicit_int: ctype::ImplicitInt::Ext,
            omp_depth: 0,
            omp_parallel: 0,
            omp_frames: vec![],
            tasklet_depth: 0,
            omp_shared_below: 0,
            omp_shared_extra: vec![],
            omp_loop: None,
            usage: Default::default(),
            soft_errors: 0,
        }
    }

    /// An error that is a clang warning mapped to an error by default (tagged `[-Wname]`),
    /// after which lowering goes on as if it were a warning: when the flags make it a warning
    /// or drop it, the module stands.
    pub(crate) fn default_error(&mut self, span: Span, msg: impl Into<String>) {
        self.d.error(span, with_flag(msg.into()));
        self.soft_errors += 1;
    }

    pub(crate) fn err(&mut self, span: Span, msg: impl Into<String>) {
        self.d.error(span, with_flag(msg.into()));
    }

    /// A warning; like clang, none for code in system headers.
    pub(crate) fn warn(&mut self, span: Span, msg: impl Into<String>) {
        if !self.m.source_map.is_system(span.file) {
            self.d.warning(span, with_flag(msg.into()));
        }
    }

    /// Reports an error and yields `Err(())`.
    pub(crate) fn fail<T>(&mut self, span: Span, msg: impl Into<String>) -> R<T> {
        self.d.error(span, with_flag(msg.into()));
        Err(())
    }

    /// The type as clang spells it in diagnostics (`int *`, `struct S`, `char[3]`).
    pub(crate) fn tname(&self, ty: &Type) -> String {
        crate::print::type_to_string(ty, &self.m.structs)
    }

    /// A qualified type as clang spells it (`const int`).
    pub(crate) fn qtname(&self, q: &QType) -> String {
        let mut s = String::new();
        if q.q.c {
            s.push_str("const ");
        }
        if q.q.v {
            s.push_str("volatile ");
        }
        s.push_str(&self.tname(&q.ty));
        s
    }

    /// A type with qualifiers at every level, as clang spells it (`const char *`,
    /// `int *const`, `const int[3]`); `chain` as in [`QType::chain`].
    pub(crate) fn qualified_name(&self, ty: &Type, chain: &[Quals]) -> String {
        self.qdecl(ty, chain, 0, String::new())
    }

    fn qdecl(&self, ty: &Type, chain: &[Quals], level: usize, inner: String) -> String {
        let q = chain.get(level).copied().unwrap_or_default();
        let mut qs = String::new();
        if q.c {
            qs.push_str("const ");
        }
        if q.v {
            qs.push_str("volatile ");
        }
        match ty {
            Type::Pointer(t) => {
                let mut own = String::from("*");
                for (on, w) in [(q.c, "const"), (q.v, "volatile"), (q.r, "restrict")] {
                    if on {
                        if own.len() > 1 {
                            own.push(' ');
                        }
                        own.push_str(w);
                    }
                }
                let i = if inner.is_empty() {
                    own
                } else if own.len() > 1 {
                    format!("{own} {inner}")
                } else {
                    format!("{own}{inner}")
                };
                let i = if matches!(**t, Type::Array(..) | Type::Vla(..) | Type::Function(_)) {
                    format!("({i})")
                } else {
                    i
                };
                self.qdecl(t, chain, level + 1, i)
            }
            Type::Array(t, n) => {
                let dim = n.map(|n| format!("[{n}]")).unwrap_or_else(|| "[]".into());
                self.qdecl(t, chain, level + 1, format!("{inner}{dim}"))
            }
            Type::Function(_) | Type::Vla(..) => {
                let s = self.tname(ty);
                // The unqualified spelling, with `inner` in the declarator position.
                if inner.is_empty() {
                    s
                } else {
                    crate::print::type_to_string_with(ty, &self.m.structs, inner)
                }
            }
            _ => {
                let base = format!("{qs}{}", self.tname(ty));
                if inner.is_empty() {
                    base
                } else if inner.starts_with('[') {
                    format!("{base}{inner}")
                } else {
                    format!("{base} {inner}")
                }
            }
        }
    }

    /// A fresh symbol derived from `base` (`name`, then `name.1`, ...).
    pub(crate) fn unique_symbol(&mut self, base: &str) -> String {
        let taken = self.m.globals.iter().any(|g| g.symbol == base)
            || self.m.functions.iter().any(|f| f.symbol == base);
        let n = self.used_symbols.entry(base.to_string()).or_insert(0);
        if *n == 0 && !taken {
            *n = 1;
            return base.to_string();
        }
        loop {
            let cand = format!("{base}.{n}");
            *n += 1;
            let taken = self.m.globals.iter().any(|g| g.symbol == cand)
                || self.m.functions.iter().any(|f| f.symbol == cand);
            if !taken {
                return cand;
            }
        }
    }

    /// Runs `f` where prototype parameters may be referenced; `None` if one was.
    pub(crate) fn with_params_opaque<T>(&mut self, f: impl FnOnce(&mut Lowerer) -> T) -> Option<T> {
        let saved = self.param_ref;
        self.param_ref = false;
        self.param_opaque += 1;
        let r = f(self);
        self.param_opaque -= 1;
        let seen = self.param_ref;
        self.param_ref = saved;
        if seen {
            None
        } else {
            Some(r)
        }
    }

    fn finish(mut self) -> (Option<Module>, Diagnostics) {
        self.unused_file_scope();
        decl::finish_globals(&mut self);
        decl::finish_functions(&mut self);
        self.xmp_finish();
        let errors = self
            .d
            .list
            .iter()
            .filter(|d| d.severity == xmp_frontend::diag::Severity::Error)
            .count();
        if errors > self.soft_errors {
            (None, self.d)
        } else {
            (Some(self.m), self.d)
        }
    }
}

/// Appends clang's warning-group tag (` [-Wreturn-type]`) to the messages clang tags, so the
/// text reads as clang's does.
fn with_flag(msg: String) -> String {
    if msg.contains(" [-W") {
        return msg;
    }
    const TABLE: &[(&str, &str)] = &[
        ("non-void function does not return a value", "return-type"),
        (
            "left operand of comma operator has no effect",
            "unused-value",
        ),
        (
            "initializer overrides prior initialization",
            "initializer-overrides",
        ),
        (
            "discards qualifiers",
            "incompatible-pointer-types-discards-qualifiers",
        ),
        ("converts between pointers to integer types", "pointer-sign"),
        (
            "comparison of distinct pointer types",
            "compare-distinct-pointer-types",
        ),
        ("pointer type mismatch (", "pointer-type-mismatch"),
        (
            "pointer/integer type mismatch in conditional",
            "conditional-type-mismatch",
        ),
        ("excess elements in", "excess-initializers"),
        (
            "initializer-string for char array is too long",
            "excess-initializers",
        ),
        ("by zero is undefined", "division-by-zero"),
        (
            "declaration does not declare anything",
            "missing-declarations",
        ),
        ("'extern' variable has an initializer", "extern-initializer"),
        (
            "predefined identifier is only valid inside function",
            "predefined-identifier-outside-function",
        ),
        (
            "too many braces around scalar initializer",
            "many-braces-around-scalar-init",
        ),
        ("#pragma pack", "ignored-pragmas"),
        (
            "incompatible integer to pointer conversion",
            "int-conversion",
        ),
        (
            "incompatible pointer to integer conversion",
            "int-conversion",
        ),
        (
            "incompatible function pointer types",
            "incompatible-function-pointer-types",
        ),
        ("incompatible pointer types", "incompatible-pointer-types"),
        ("should not return a value", "return-mismatch"),
        ("should return a value", "return-mismatch"),
        (
            "call to undeclared function",
            "implicit-function-declaration",
        ),
        (
            "call to undeclared library function",
            "implicit-function-declaration",
        ),
        ("do not support implicit int", "implicit-int"),
    ];
    let flag =
        if msg.starts_with("implicit conversion from '") && msg.contains("changes value from") {
            let to_float = ["' to 'float'", "' to 'double'", "' to 'long double'"]
                .iter()
                .any(|t| msg.contains(t));
            let from_float = ["from 'float'", "from 'double'", "from 'long double'"]
                .iter()
                .any(|t| msg.contains(t));
            Some(if to_float {
                "implicit-const-int-float-conversion"
            } else if from_float {
                "literal-conversion"
            } else {
                "constant-conversion"
            })
        } else {
            TABLE.iter().find(|(k, _)| msg.contains(k)).map(|(_, f)| *f)
        };
    match flag {
        Some(f) => format!("{msg} [-W{f}]"),
        None => msg,
    }
}

/// `size_t` / the type of `sizeof`.
pub(crate) fn size_type() -> Type {
    Type::Int(IntKind::ULong)
}

/// `ptrdiff_t` / the index type of pointer arithmetic.
pub(crate) fn ptrdiff_type() -> Type {
    Type::Int(IntKind::Long)
}
