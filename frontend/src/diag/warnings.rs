//! Warning control as data: clang's warning names, the groups that switch several at once
//! (`-Wall`, `-Wextra`, ...), what is on by default, and the state that the `-W...` flags build.
//!
//! Every warning carries its flag as a ` [-Wname]` suffix of its message. [`WarningOptions`]
//! reads that suffix and decides, as clang does, whether the warning is dropped, printed as a
//! warning, or promoted to an error (then tagged `[-Werror,-Wname]`).

use std::collections::HashMap;

use super::{AfterError, Diagnostic, Severity};

/// When a warning is printed without any `-W` flag.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Initial {
    /// Printed unless switched off.
    On,
    /// Printed only when switched on (by name or by a group such as `-Wall`).
    Off,
    /// A language extension the standard forbids: printed by default, and an error under
    /// `-pedantic-errors` (clang's `ExtWarn`).
    ExtWarn,
    /// A language extension that is silent by default and printed under `-pedantic`
    /// (clang's `Extension`).
    Extension,
}

/// One warning flag.
#[derive(Clone, Copy, Debug)]
pub struct Warning {
    /// The name after `-W`.
    pub name: &'static str,
    pub default: Initial,
    /// Whether this compiler emits it (the others are clang's names, accepted so that build
    /// systems' flags work, with nothing to report).
    pub emitted: bool,
}

const fn w(name: &'static str, default: Initial, emitted: bool) -> Warning {
    Warning {
        name,
        default,
        emitted,
    }
}

use self::Initial::{ExtWarn, Extension, Off, On};

/// The warnings this compiler knows. Names as clang's; `xmp-*` ones are our own.
pub const WARNINGS: &[Warning] = &[
    // Emitted by the front end, the lowering and the driver.
    w("unknown-pragmas", Off, true),
    w("source-uses-openmp", Off, true),
    w("return-type", On, true),
    w("unused-value", On, true),
    w("unused-comparison", On, true),
    w("initializer-overrides", On, true),
    w("incompatible-pointer-types-discards-qualifiers", On, true),
    w("pointer-sign", On, true),
    w("compare-distinct-pointer-types", On, true),
    w("pointer-type-mismatch", On, true),
    w("conditional-type-mismatch", On, true),
    w("excess-initializers", On, true),
    w("division-by-zero", On, true),
    w("missing-declarations", On, true),
    w("extern-initializer", On, true),
    w("predefined-identifier-outside-function", On, true),
    w("many-braces-around-scalar-init", On, true),
    w("ignored-pragmas", On, true),
    w("int-conversion", On, true),
    w("incompatible-function-pointer-types", On, true),
    w("incompatible-pointer-types", On, true),
    w("return-mismatch", On, true),
    w("implicit-function-declaration", On, true),
    // Its C99 form is an error by default (`fate_default_error`); its C89 form is off.
    w("implicit-int", Off, true),
    w("implicit-const-int-float-conversion", On, true),
    w("literal-conversion", On, true),
    w("constant-conversion", On, true),
    w("gnu-folding-constant", ExtWarn, true),
    w("xmp-compat", ExtWarn, true),
    w("unused-command-line-argument", On, true),
    w("ignored-optimization-argument", On, true),
    w("unknown-warning-option", On, true),
    // clang's analysis warnings (ir/src/lower/warn).
    w("unused-variable", Off, true),
    w("unused-const-variable", Off, true),
    w("unused-but-set-variable", Off, true),
    w("unused-parameter", Off, true),
    w("unused-but-set-parameter", Off, true),
    w("unused-function", Off, true),
    w("unneeded-internal-declaration", Off, true),
    w("unused-label", Off, true),
    w("parentheses", On, true),
    w("parentheses-equality", On, true),
    w("logical-op-parentheses", Off, true),
    w("bitwise-op-parentheses", Off, true),
    w("shift-op-parentheses", On, true),
    w("empty-body", On, true),
    w("sign-compare", Off, true),
    w("tautological-compare", On, true),
    w("format", On, true),
    w("format-security", On, true),
    w("format-extra-args", On, true),
    w("format-insufficient-args", On, true),
    w("format-invalid-specifier", On, true),
    w("shadow", Off, true),
    w("uninitialized", Off, true),
    // Reported by clang's preprocessor (it runs for us, with these flags passed on).
    w("#warnings", On, true),
    w("#pragma-messages", On, true),
    w("macro-redefined", On, true),
    w("builtin-macro-redefined", On, true),
    w("extra-tokens", On, true),
    w("include-next-outside-header", On, true),
    w("nonportable-include-path", On, true),
    w("expansion-to-defined", Off, true),
    w("invalid-pp-token", On, true),
    w("unused-macros", Off, true),
    w("gnu-zero-variadic-macro-arguments", Extension, true),
    // clang's names that build systems pass; nothing of ours reports under them yet.
    w("format-nonliteral", Off, false),
    w("unused-result", On, false),
    w("sign-conversion", Off, false),
    w("conversion", Off, false),
    w("sometimes-uninitialized", Off, false),
    w("missing-field-initializers", Off, false),
    w("missing-prototypes", Off, false),
    w("strict-prototypes", Off, false),
    w("switch", Off, false),
    w("cast-qual", Off, false),
    w("cast-align", Off, false),
    w("float-equal", Off, false),
    w("double-promotion", Off, false),
    w("vla", Off, false),
    w("declaration-after-statement", Off, false),
    w("comment", Off, false),
    w("misleading-indentation", Off, false),
    w("deprecated-declarations", On, false),
    w("missing-braces", Off, false),
    w("pointer-arith", Off, false),
    w("write-strings", Off, false),
    w("undef", Off, false),
    w("unreachable-code", Off, false),
    w("implicit-fallthrough", Off, false),
    w("type-limits", Off, false),
    w("null-pointer-arithmetic", Off, false),
    w("old-style-definition", Off, false),
    w("redundant-decls", Off, false),
    w("bad-function-cast", Off, false),
    w("invalid-pch", Off, false),
    w("missing-include-dirs", Off, false),
    w("array-bounds", On, false),
    w("self-assign", On, false),
    w("int-to-pointer-cast", On, false),
    w("pointer-to-int-cast", On, false),
    w("sizeof-pointer-memaccess", On, false),
    w("shorten-64-to-32", Off, false),
    w("strict-overflow", Off, false),
    w("inline", Off, false),
    w("packed", Off, false),
    w("padded", Off, false),
    w("system-headers", Off, false),
    w("unused-local-typedef", Off, false),
    w("newline-eof", Off, false),
    w("vla-extension", Off, false),
    w("format-truncation", Off, false),
    w("format-overflow", Off, false),
    w("nested-externs", Off, false),
    w("missing-variable-declarations", Off, false),
    w("disabled-optimization", Off, false),
    w("stack-protector", Off, false),
    w("format-pedantic", Extension, false),
    w("gnu", Extension, false),
    w("language-extension-token", Extension, false),
];

/// Groups: a name that switches its members (warnings or other groups) together.
pub const GROUPS: &[(&str, &[&str])] = &[
    (
        "all",
        &[
            "most",
            "parentheses",
            "switch",
            "misleading-indentation",
            "unknown-pragmas",
        ],
    ),
    (
        "most",
        &[
            "unused",
            "format",
            "uninitialized",
            "implicit",
            "comment",
            "missing-braces",
            "return-type",
            "tautological-compare",
        ],
    ),
    (
        "extra",
        &[
            "sign-compare",
            "unused-parameter",
            "unused-but-set-parameter",
            "missing-field-initializers",
            "null-pointer-arithmetic",
        ],
    ),
    (
        "unused",
        &[
            "unused-variable",
            "unused-but-set-variable",
            "unused-function",
            "unused-label",
            "unused-value",
        ],
    ),
    ("unused-value", &["unused-comparison", "unused-result"]),
    ("unused-variable", &["unused-const-variable"]),
    ("unused-function", &["unneeded-internal-declaration"]),
    (
        "parentheses",
        &[
            "logical-op-parentheses",
            "bitwise-op-parentheses",
            "shift-op-parentheses",
            "parentheses-equality",
        ],
    ),
    (
        "format",
        &[
            "format-security",
            "format-extra-args",
            "format-insufficient-args",
            "format-invalid-specifier",
        ],
    ),
    // `return;` in a non-void function and the like (an error by default).
    ("return-type", &["return-mismatch"]),
    (
        "implicit",
        &["implicit-function-declaration", "implicit-int"],
    ),
    ("pedantic", &["gnu-folding-constant", "xmp-compat", "gnu"]),
    (
        "gnu",
        &["gnu-folding-constant", "gnu-zero-variadic-macro-arguments"],
    ),
    (
        "conversion",
        &[
            "int-conversion",
            "literal-conversion",
            "constant-conversion",
            "sign-conversion",
        ],
    ),
    (
        "format=2",
        &["format", "format-security", "format-nonliteral"],
    ),
];

/// The table entry for `name`.
pub fn lookup(name: &str) -> Option<&'static Warning> {
    WARNINGS.iter().find(|w| w.name == name)
}

/// Whether `name` is a warning or a group this compiler knows.
pub fn is_known(name: &str) -> bool {
    name == "everything" || lookup(name).is_some() || GROUPS.iter().any(|(g, _)| *g == name)
}

/// The warnings that `name` (a warning or a group) switches; unknown names switch nothing but
/// themselves, so that a warning tagged by a name missing from the table still obeys its flag.
fn members(name: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut stack = vec![name];
    while let Some(n) = stack.pop() {
        if out.contains(&n) {
            continue;
        }
        if n == "everything" {
            out.extend(WARNINGS.iter().map(|w| w.name));
            continue;
        }
        match GROUPS.iter().find(|(g, _)| *g == n) {
            Some((_, m)) => {
                // A group of the same name as a warning (`conversion`) switches both.
                if lookup(n).is_some() {
                    out.push(n);
                }
                stack.extend(m.iter().copied());
            }
            None => out.push(n),
        }
    }
    out
}

/// What a flag says about one warning.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Level {
    Ignored,
    Warning,
    Error,
}

/// Per-warning state set by the user's flags.
#[derive(Clone, Copy, Debug)]
struct Mapping {
    level: Level,
    /// `-Wno-error=name`: `-Werror` does not promote it.
    no_werror: bool,
    /// `level` was set by `-W`/`-Wno-`/`-Werror=` (not just the table's default).
    level_set: bool,
}

/// One warning-control flag, in command-line order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WarningFlag {
    /// `-W<name>`.
    Enable(String),
    /// `-Wno-<name>`.
    Disable(String),
    /// `-Werror`.
    Werror,
    /// `-Wno-error`.
    NoWerror,
    /// `-Werror=<name>`.
    ErrorFor(String),
    /// `-Wno-error=<name>`.
    NoErrorFor(String),
    /// `-w`.
    NoWarnings,
    /// `-pedantic` / `-Wpedantic`.
    Pedantic,
    /// `-pedantic-errors`.
    PedanticErrors,
}

impl WarningFlag {
    /// Parses one `-W...`/`-w`/`-pedantic...` argument; `None` when it is no warning flag.
    pub fn parse(arg: &str) -> Option<WarningFlag> {
        Some(match arg {
            "-w" => WarningFlag::NoWarnings,
            "-pedantic" | "--pedantic" | "-Wpedantic" => WarningFlag::Pedantic,
            "-pedantic-errors" | "--pedantic-errors" => WarningFlag::PedanticErrors,
            "-Werror" => WarningFlag::Werror,
            "-Wno-error" => WarningFlag::NoWerror,
            _ => {
                let rest = arg.strip_prefix("-W")?;
                if rest.is_empty() || rest.contains(',') {
                    return None;
                }
                if let Some(n) = rest.strip_prefix("error=") {
                    WarningFlag::ErrorFor(n.to_string())
                } else if let Some(n) = rest.strip_prefix("no-error=") {
                    WarningFlag::NoErrorFor(n.to_string())
                } else if let Some(n) = rest.strip_prefix("no-") {
                    WarningFlag::Disable(n.to_string())
                } else {
                    WarningFlag::Enable(rest.to_string())
                }
            }
        })
    }

    /// The warning or group name the flag names, if any.
    pub fn name(&self) -> Option<&str> {
        match self {
            WarningFlag::Enable(n)
            | WarningFlag::Disable(n)
            | WarningFlag::ErrorFor(n)
            | WarningFlag::NoErrorFor(n) => Some(n),
            _ => None,
        }
    }
}

/// What the `-W` flags decided, applied to tagged diagnostics by [`WarningOptions::apply`].
#[derive(Clone, Debug, Default)]
pub struct WarningOptions {
    user: HashMap<String, Mapping>,
    werror: bool,
    ignore_all: bool,
    /// `-pedantic` (Warning) or `-pedantic-errors` (Error) for extensions left unmapped.
    extensions: Option<Level>,
}

/// The fate of one warning under [`WarningOptions`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fate {
    Dropped,
    Warning,
    /// An error; `werror` says it was promoted from a warning (tag `[-Werror,-Wname]`).
    Error,
}

impl WarningOptions {
    /// Builds the state from `flags` in command-line order, as clang's option processing does.
    pub fn new(flags: &[WarningFlag]) -> Self {
        let mut o = WarningOptions::default();
        for f in flags {
            match f {
                WarningFlag::NoWarnings => o.ignore_all = true,
                WarningFlag::Werror => o.werror = true,
                WarningFlag::NoWerror => o.werror = false,
                WarningFlag::Pedantic => {
                    o.extensions = Some(
                        o.extensions
                            .map_or(Level::Warning, |l| l.max(Level::Warning)),
                    )
                }
                WarningFlag::PedanticErrors => o.extensions = Some(Level::Error),
                WarningFlag::Enable(n) => {
                    for m in members(n) {
                        let cur = o.mapping(m);
                        // Switching on does not undo an error mapping (clang keeps it).
                        let level = cur.level.max(Level::Warning);
                        o.user.insert(
                            m.to_string(),
                            Mapping {
                                level,
                                level_set: true,
                                ..cur
                            },
                        );
                    }
                }
                WarningFlag::Disable(n) => {
                    for m in members(n) {
                        let cur = o.mapping(m);
                        o.user.insert(
                            m.to_string(),
                            Mapping {
                                level: Level::Ignored,
                                level_set: true,
                                ..cur
                            },
                        );
                    }
                }
                WarningFlag::ErrorFor(n) => {
                    for m in members(n) {
                        let cur = o.mapping(m);
                        o.user.insert(
                            m.to_string(),
                            Mapping {
                                level: Level::Error,
                                level_set: true,
                                ..cur
                            },
                        );
                    }
                }
                WarningFlag::NoErrorFor(n) => {
                    for m in members(n) {
                        let cur = o.mapping(m);
                        let level = cur.level.min(Level::Warning);
                        o.user.insert(
                            m.to_string(),
                            Mapping {
                                level,
                                no_werror: true,
                                level_set: cur.level_set,
                            },
                        );
                    }
                }
            }
        }
        o
    }

    fn default_mapping(name: &str) -> Mapping {
        let level = match lookup(name).map(|w| w.default) {
            Some(Off) | Some(Extension) => Level::Ignored,
            // A tag missing from the table: printed, as it was before it had a flag.
            Some(On) | Some(ExtWarn) | None => Level::Warning,
        };
        Mapping {
            level,
            no_werror: false,
            level_set: false,
        }
    }

    fn mapping(&self, name: &str) -> Mapping {
        self.user
            .get(name)
            .copied()
            .unwrap_or_else(|| Self::default_mapping(name))
    }

    /// What becomes of a warning whose flag is `name`.
    pub fn fate(&self, name: &str) -> Fate {
        let m = self.mapping(name);
        let mut level = m.level;
        let is_ext = matches!(
            lookup(name).map(|w| w.default),
            Some(ExtWarn) | Some(Extension)
        );
        if is_ext && !self.user.contains_key(name) {
            if let Some(e) = self.extensions {
                level = level.max(e);
            }
        }
        if level == Level::Ignored || self.ignore_all {
            return Fate::Dropped;
        }
        if level == Level::Warning && self.werror && !m.no_werror {
            level = Level::Error;
        }
        match level {
            Level::Error => Fate::Error,
            _ => Fate::Warning,
        }
    }

    /// What becomes of a warning that is an error by default (clang's `DefaultError`): only
    /// `-Wno-<name>` drops it and `-Wno-error=<name>` makes it a warning; `-w` and
    /// `-Wno-error` leave it an error.
    pub fn fate_default_error(&self, name: &str) -> Fate {
        match self.user.get(name) {
            // The table's default (off for a warning whose default-error form differs) does
            // not drop the error form; only `-Wno-<name>` does.
            Some(m) if m.level == Level::Ignored && m.level_set => Fate::Dropped,
            Some(m) if m.no_werror && m.level != Level::Error => {
                if self.ignore_all {
                    Fate::Dropped
                } else {
                    Fate::Warning
                }
            }
            _ => Fate::Error,
        }
    }

    /// Applies the flags to `diags`: drops silenced warnings and promotes the ones the flags
    /// make errors (their tag becomes `[-Werror,-Wname]`, as clang prints it). Errors and notes
    /// pass through. Warnings made at the end of the unit come last; those that clang skips
    /// after an error (see [`AfterError`]) are dropped then.
    pub fn apply(&self, diags: &[Diagnostic]) -> Vec<Diagnostic> {
        let mut out = Vec::with_capacity(diags.len());
        let (late, diags): (Vec<&Diagnostic>, Vec<&Diagnostic>) = diags
            .iter()
            .partition(|d| d.after_error == AfterError::DropAfterAny);
        for d in diags.into_iter().chain(late) {
            if d.after_error == AfterError::DropAfterAny
                && out
                    .iter()
                    .any(|o: &Diagnostic| o.severity == Severity::Error)
            {
                continue;
            }
            if d.severity == Severity::Error {
                // An error tagged with a flag is a warning that is an error by default.
                match split_flag(&d.message) {
                    (base, Some(n)) => match self.fate_default_error(n) {
                        Fate::Dropped => {}
                        Fate::Error => out.push(d.clone()),
                        Fate::Warning => {
                            let mut w = d.clone();
                            w.severity = Severity::Warning;
                            w.message = format!("{base} [-W{n}]");
                            out.push(w);
                        }
                    },
                    (_, None) => out.push(d.clone()),
                }
                continue;
            }
            if d.severity != Severity::Warning {
                out.push(d.clone());
                continue;
            }
            let (base, name) = split_flag(&d.message);
            let fate = match name {
                Some(n) => self.fate(n),
                // Untagged warnings (the preprocessor's, already in clang's words) follow
                // only `-w` and `-Werror`.
                None if self.ignore_all => Fate::Dropped,
                None if self.werror => Fate::Error,
                None => Fate::Warning,
            };
            match fate {
                Fate::Dropped => {}
                Fate::Warning => out.push(d.clone()),
                Fate::Error => {
                    let mut e = d.clone();
                    e.severity = Severity::Error;
                    if let Some(n) = name {
                        e.message = format!("{base} [-Werror,-W{n}]");
                    }
                    out.push(e);
                }
            }
        }
        out
    }
}

/// Splits `msg [-Wname]` into the text and `name`.
pub fn split_flag(msg: &str) -> (&str, Option<&str>) {
    if let Some(rest) = msg.strip_suffix(']') {
        if let Some(i) = rest.rfind(" [-W") {
            let name = &rest[i + 4..];
            if !name.is_empty() && !name.contains(' ') && !name.contains(',') {
                return (&msg[..i], Some(name));
            }
        }
    }
    (msg, None)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn opts(args: &[&str]) -> WarningOptions {
        let flags: Vec<WarningFlag> = args.iter().filter_map(|a| WarningFlag::parse(a)).collect();
        WarningOptions::new(&flags)
    }

    #[test]
    fn implicit_int_forms() {
        // The C89 form is off unless asked for; the C99 form is an error by default.
        assert_eq!(opts(&[]).fate("implicit-int"), Fate::Dropped);
        assert_eq!(opts(&["-Wall"]).fate("implicit-int"), Fate::Warning);
        assert_eq!(
            opts(&["-Wno-error=implicit-int"]).fate("implicit-int"),
            Fate::Dropped
        );
        assert_eq!(opts(&[]).fate_default_error("implicit-int"), Fate::Error);
        assert_eq!(
            opts(&["-Wno-error=implicit-int"]).fate_default_error("implicit-int"),
            Fate::Warning
        );
        assert_eq!(
            opts(&["-Wno-implicit-int"]).fate_default_error("implicit-int"),
            Fate::Dropped
        );
        assert_eq!(
            opts(&["-Wno-error=return-type"]).fate_default_error("return-mismatch"),
            Fate::Warning
        );
    }

    #[test]
    fn defaults_groups_and_order() {
        assert_eq!(opts(&[]).fate("unknown-pragmas"), Fate::Dropped);
        assert_eq!(opts(&["-Wall"]).fate("unknown-pragmas"), Fate::Warning);
        assert_eq!(
            opts(&["-Wall", "-Wno-unknown-pragmas"]).fate("unknown-pragmas"),
            Fate::Dropped
        );
        assert_eq!(
            opts(&["-Wno-unknown-pragmas", "-Wall"]).fate("unknown-pragmas"),
            Fate::Warning
        );
        assert_eq!(opts(&[]).fate("return-type"), Fate::Warning);
        assert_eq!(opts(&["-Werror"]).fate("return-type"), Fate::Error);
        assert_eq!(
            opts(&["-Werror", "-Wno-error=return-type"]).fate("return-type"),
            Fate::Warning
        );
        assert_eq!(
            opts(&["-Werror=return-type", "-Wreturn-type"]).fate("return-type"),
            Fate::Error
        );
        assert_eq!(
            opts(&["-w", "-Werror=return-type"]).fate("return-type"),
            Fate::Dropped
        );
        assert_eq!(opts(&["-Wextra"]).fate("sign-compare"), Fate::Warning);
        // A tag missing from the table still obeys its flags.
        assert_eq!(opts(&[]).fate("some-new-thing"), Fate::Warning);
        assert_eq!(
            opts(&["-Wno-some-new-thing"]).fate("some-new-thing"),
            Fate::Dropped
        );
    }

    #[test]
    fn extensions_follow_pedantic() {
        assert_eq!(opts(&[]).fate("xmp-compat"), Fate::Warning);
        assert_eq!(opts(&["-pedantic"]).fate("xmp-compat"), Fate::Warning);
        assert_eq!(opts(&["-pedantic-errors"]).fate("xmp-compat"), Fate::Error);
        assert_eq!(opts(&["-Wno-xmp-compat"]).fate("xmp-compat"), Fate::Dropped);
        assert_eq!(
            opts(&["-pedantic-errors", "-Wno-xmp-compat"]).fate("xmp-compat"),
            Fate::Dropped
        );
        assert_eq!(opts(&[]).fate("gnu"), Fate::Dropped);
        assert_eq!(opts(&["-pedantic"]).fate("gnu"), Fate::Warning);
        assert_eq!(
            opts(&["-pedantic-errors"]).fate("gnu-folding-constant"),
            Fate::Error
        );
    }

    #[test]
    fn errors_by_default_follow_no_and_no_error_only() {
        let e = Diagnostic::error(crate::source::Span::default(), "a < b < c [-Wparentheses]");
        let fate = |args: &[&str]| {
            let out = opts(args).apply(std::slice::from_ref(&e));
            out.first().map(|d| (d.severity, d.message.clone()))
        };
        assert_eq!(fate(&[]).map(|f| f.0), Some(Severity::Error));
        assert_eq!(fate(&["-w"]).map(|f| f.0), Some(Severity::Error));
        assert_eq!(fate(&["-Wno-error"]).map(|f| f.0), Some(Severity::Error));
        assert_eq!(fate(&["-Wno-parentheses"]), None);
        assert_eq!(
            fate(&["-Wno-error=parentheses"]),
            Some((Severity::Warning, "a < b < c [-Wparentheses]".to_string()))
        );
        assert_eq!(fate(&["-Wno-everything"]), None);
    }

    #[test]
    fn unit_end_warnings_drop_after_an_error() {
        let sp = crate::source::Span::default();
        let mut late = Diagnostic::warning(sp, "unused function 'f' [-Wunused-function]");
        late.after_error = AfterError::DropAfterAny;
        let w = Diagnostic::warning(sp, "unused variable 'x' [-Wunused-variable]");
        let all = [late, w];
        assert_eq!(opts(&["-Wall"]).apply(&all).len(), 2);
        let out = opts(&["-Wall", "-Werror=unused-variable"]).apply(&all);
        assert_eq!(out.len(), 1);
        assert_eq!(out[0].severity, Severity::Error);
    }

    #[test]
    fn apply_retags_promoted_warnings() {
        let d = Diagnostic::warning(crate::source::Span::default(), "x is odd [-Wxmp-compat]");
        let out = opts(&["-Werror"]).apply(std::slice::from_ref(&d));
        assert_eq!(out[0].severity, Severity::Error);
        assert_eq!(out[0].message, "x is odd [-Werror,-Wxmp-compat]");
        assert!(opts(&["-w"]).apply(std::slice::from_ref(&d)).is_empty());
        assert_eq!(opts(&[]).apply(&[d])[0].message, "x is odd [-Wxmp-compat]");
        assert_eq!(split_flag("a [b] c"), ("a [b] c", None));
    }
}
