//! `-Wformat` and its parts: the conversions of a `printf`/`scanf` format string literal
//! against the types of the arguments, as clang checks them (`-Wformat-insufficient-args`,
//! `-Wformat-extra-args`, `-Wformat-invalid-specifier`, `-Wformat-security`).
//!
//! The family members are known by name (C library functions declared variadic) or by
//! `__attribute__((format(printf|scanf, m, n)))`. Signedness differences (`%u` of an `int`)
//! are no warning, as in clang; `long` and `long long` differ even though they have one size.

use xmp_frontend::ast::{self, ExprKind as K};
use xmp_frontend::diag::Diagnostic;

use crate::lower::{Lowerer, Sym};
use crate::types::{FloatKind, IntKind, Type};
use crate::xir::{Expr, FuncId, Span};

/// Which conversions a format string has.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Family {
    Printf,
    Scanf,
}

/// How a family member takes its format: the index of the format parameter and of the first
/// data argument (`None` for the `v...` forms, which take a `va_list`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct FormatFn {
    pub family: Family,
    pub fmt: usize,
    pub first: Option<usize>,
}

const fn ff(family: Family, fmt: usize, first: Option<usize>) -> FormatFn {
    FormatFn { family, fmt, first }
}

/// The C library's format functions.
const LIBRARY: &[(&str, FormatFn)] = &[
    ("printf", ff(Family::Printf, 0, Some(1))),
    ("fprintf", ff(Family::Printf, 1, Some(2))),
    ("sprintf", ff(Family::Printf, 1, Some(2))),
    ("snprintf", ff(Family::Printf, 2, Some(3))),
    ("dprintf", ff(Family::Printf, 1, Some(2))),
    ("asprintf", ff(Family::Printf, 1, Some(2))),
    ("vprintf", ff(Family::Printf, 0, None)),
    ("vfprintf", ff(Family::Printf, 1, None)),
    ("vsprintf", ff(Family::Printf, 1, None)),
    ("vsnprintf", ff(Family::Printf, 2, None)),
    ("vdprintf", ff(Family::Printf, 1, None)),
    ("scanf", ff(Family::Scanf, 0, Some(1))),
    ("fscanf", ff(Family::Scanf, 1, Some(2))),
    ("sscanf", ff(Family::Scanf, 1, Some(2))),
    ("vscanf", ff(Family::Scanf, 0, None)),
    ("vfscanf", ff(Family::Scanf, 1, None)),
    ("vsscanf", ff(Family::Scanf, 1, None)),
];

/// Length modifiers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Len {
    None,
    HH,
    H,
    L,
    LL,
    BigL,
    J,
    Z,
    T,
}

/// One parsed conversion: where its conversion character is in the literal (byte offset),
/// its `*` arguments, its length modifier and conversion character.
#[derive(Clone, Copy, Debug)]
struct Conv {
    conv_at: usize,
    /// Where a `*` width and a `*` precision are reported (printf).
    star_width: Option<usize>,
    star_prec: Option<usize>,
    /// Assignment suppression (scanf `%*d`).
    suppressed: bool,
    len: Len,
    c: u8,
}

/// What the parser of a format string found wrong.
enum Bad {
    /// The string ends inside a conversion (offset of its `%`).
    Incomplete(usize),
    /// An unknown conversion character at this offset.
    Invalid(usize, String),
}

fn parse(fmt: &[u8], family: Family) -> (Vec<Conv>, Option<Bad>, bool) {
    let mut out = vec![];
    let mut positional = false;
    let mut i = 0;
    while i < fmt.len() {
        if fmt[i] != b'%' {
            i += 1;
            continue;
        }
        let at = i;
        i += 1;
        if fmt.get(i) == Some(&b'%') {
            i += 1;
            continue;
        }
        let mut c = Conv {
            conv_at: 0,
            star_width: None,
            star_prec: None,
            suppressed: false,
            len: Len::None,
            c: 0,
        };
        // `%1$d`: positional arguments are not checked.
        let mut j = i;
        while j < fmt.len() && fmt[j].is_ascii_digit() {
            j += 1;
        }
        if j > i && fmt.get(j) == Some(&b'$') {
            positional = true;
            i = j + 1;
        }
        if family == Family::Printf {
            while i < fmt.len() && b"-+ #0'".contains(&fmt[i]) {
                i += 1;
            }
            if fmt.get(i) == Some(&b'*') {
                // clang reports a bad `*` width just after the star.
                c.star_width = Some(i + 1);
                i += 1;
            }
            while i < fmt.len() && fmt[i].is_ascii_digit() {
                i += 1;
            }
            if fmt.get(i) == Some(&b'.') {
                i += 1;
                if fmt.get(i) == Some(&b'*') {
                    c.star_prec = Some(i);
                    i += 1;
                }
                while i < fmt.len() && fmt[i].is_ascii_digit() {
                    i += 1;
                }
            }
        } else {
            if fmt.get(i) == Some(&b'*') {
                c.suppressed = true;
                i += 1;
            }
            while i < fmt.len() && fmt[i].is_ascii_digit() {
                i += 1;
            }
        }
        c.len = match (fmt.get(i), fmt.get(i + 1)) {
            (Some(b'h'), Some(b'h')) => Len::HH,
            (Some(b'h'), _) => Len::H,
            (Some(b'l'), Some(b'l')) => Len::LL,
            (Some(b'l'), _) => Len::L,
            (Some(b'L'), _) | (Some(b'q'), _) => Len::BigL,
            (Some(b'j'), _) => Len::J,
            (Some(b'z'), _) => Len::Z,
            (Some(b't'), _) => Len::T,
            _ => Len::None,
        };
        i += match c.len {
            Len::None => 0,
            Len::HH | Len::LL => 2,
            _ => 1,
        };
        let Some(&ch) = fmt.get(i) else {
            return (out, Some(Bad::Incomplete(at)), positional);
        };
        c.c = ch;
        c.conv_at = i;
        let known: &[u8] = match family {
            Family::Printf => b"diouxXfFeEgGaAcspn",
            Family::Scanf => b"diouxXfFeEgGaAcspn[",
        };
        if !known.contains(&ch) {
            let shown = match std::str::from_utf8(&fmt[i..])
                .ok()
                .and_then(|s| s.chars().next())
            {
                Some(c) if !c.is_control() => c.to_string(),
                _ => format!("\\x{ch:02x}"),
            };
            return (out, Some(Bad::Invalid(i, shown)), positional);
        }
        i += 1;
        if ch == b'[' {
            // A scan set runs to the next `]` (one right after `[` or `[^` is a member).
            if fmt.get(i) == Some(&b'^') {
                i += 1;
            }
            if fmt.get(i) == Some(&b']') {
                i += 1;
            }
            while i < fmt.len() && fmt[i] != b']' {
                i += 1;
            }
            if i >= fmt.len() {
                return (out, Some(Bad::Incomplete(at)), positional);
            }
            i += 1;
        }
        out.push(c);
    }
    (out, None, positional)
}

/// The integer kinds a length modifier accepts (either signedness), after promotion for
/// printf's sub-`int` lengths.
fn int_kinds(len: Len) -> &'static [IntKind] {
    use IntKind::*;
    match len {
        Len::HH => &[Char, SChar, UChar],
        Len::H => &[Short, UShort],
        Len::None => &[Int, UInt],
        Len::L | Len::J | Len::Z | Len::T => &[Long, ULong],
        Len::LL | Len::BigL => &[LongLong, ULongLong],
    }
}

/// The type clang names for an integer conversion with this length.
fn int_name(len: Len, unsigned: bool) -> &'static str {
    match (len, unsigned) {
        (Len::HH, false) => "char",
        (Len::HH, true) => "unsigned char",
        (Len::H, false) => "short",
        (Len::H, true) => "unsigned short",
        (Len::None, false) => "int",
        (Len::None, true) => "unsigned int",
        (Len::L, false) => "long",
        (Len::L, true) => "unsigned long",
        (Len::LL | Len::BigL, false) => "long long",
        (Len::LL | Len::BigL, true) => "unsigned long long",
        (Len::J, false) => "intmax_t",
        (Len::J, true) => "uintmax_t",
        (Len::Z, false) => "ssize_t",
        (Len::Z, true) => "size_t",
        (Len::T, _) => "ptrdiff_t",
    }
}

fn is_char_pointer(t: &Type) -> bool {
    matches!(t, Type::Pointer(p) if matches!(**p, Type::Int(IntKind::Char | IntKind::SChar | IntKind::UChar)))
}

fn is_wchar_pointer(t: &Type) -> bool {
    matches!(t, Type::Pointer(p) if matches!(**p, Type::Int(IntKind::Int | IntKind::UInt)))
}

/// For a printf conversion: the expected type's name, or `None` when `t` is accepted.
fn printf_mismatch(c: &Conv, t: &Type) -> Option<String> {
    match c.c {
        b'd' | b'i' | b'o' | b'u' | b'x' | b'X' | b'c' => {
            let unsigned = !matches!(c.c, b'd' | b'i' | b'c');
            let (len, name) = if c.c == b'c' {
                if c.len == Len::L {
                    (Len::None, "wint_t".to_string())
                } else {
                    (Len::None, "int".to_string())
                }
            } else {
                (c.len, int_name(c.len, unsigned).to_string())
            };
            let ok = match t {
                Type::Int(k) => {
                    let kinds = int_kinds(len);
                    if matches!(len, Len::HH | Len::H | Len::None) {
                        // Arguments arrive promoted: anything of `int` rank or below.
                        k.rank() <= IntKind::Int.rank()
                    } else {
                        kinds.contains(k)
                    }
                }
                _ => false,
            };
            (!ok).then_some(name)
        }
        b'f' | b'F' | b'e' | b'E' | b'g' | b'G' | b'a' | b'A' => {
            let long = c.len == Len::BigL;
            let ok = match t {
                Type::Float(FloatKind::LongDouble) => long,
                Type::Float(_) => !long,
                _ => false,
            };
            (!ok).then(|| if long { "long double" } else { "double" }.to_string())
        }
        b's' => {
            if c.len == Len::L {
                (!is_wchar_pointer(t)).then(|| "wchar_t *".to_string())
            } else {
                (!is_char_pointer(t)).then(|| "char *".to_string())
            }
        }
        b'p' => (!t.is_pointer()).then(|| "void *".to_string()),
        b'n' => {
            let ok = matches!(t, Type::Pointer(p) if matches!(**p, Type::Int(k) if int_kinds(c.len).contains(&k)));
            (!ok).then(|| format!("{} *", int_name(c.len, false)))
        }
        _ => None,
    }
}

/// For a scanf conversion: the expected pointer type's name, or `None` when `t` is accepted.
fn scanf_mismatch(c: &Conv, t: &Type) -> Option<String> {
    let pointee = match t {
        Type::Pointer(p) => Some(&**p),
        _ => None,
    };
    match c.c {
        b'd' | b'i' | b'o' | b'u' | b'x' | b'X' | b'n' => {
            let unsigned = matches!(c.c, b'o' | b'u' | b'x' | b'X');
            let ok = matches!(pointee, Some(Type::Int(k)) if int_kinds(c.len).contains(k));
            (!ok).then(|| format!("{} *", int_name(c.len, unsigned)))
        }
        b'f' | b'F' | b'e' | b'E' | b'g' | b'G' | b'a' | b'A' => {
            let want = match c.len {
                Len::L => FloatKind::Double,
                Len::BigL => FloatKind::LongDouble,
                _ => FloatKind::Float,
            };
            let ok = matches!(pointee, Some(Type::Float(k)) if *k == want);
            let name = match want {
                FloatKind::Double => "double *",
                FloatKind::LongDouble => "long double *",
                _ => "float *",
            };
            (!ok).then(|| name.to_string())
        }
        b's' | b'c' | b'[' => {
            if c.len == Len::L {
                (!is_wchar_pointer(t)).then(|| "wchar_t *".to_string())
            } else {
                (!is_char_pointer(t)).then(|| "char *".to_string())
            }
        }
        _ => None,
    }
}

impl Lowerer {
    /// Records `__attribute__((format(printf|scanf, m, n)))` of a declared function.
    pub(crate) fn note_format_attr(&mut self, fid: FuncId, attrs: &[ast::Attribute]) {
        for a in attrs {
            if a.name.trim_matches('_') != "format" {
                continue;
            }
            let [kind, m, n] = a.args.as_slice() else {
                continue;
            };
            let family = match &kind.kind {
                K::Ident(k) => match k.trim_matches('_') {
                    "printf" | "gnu_printf" => Family::Printf,
                    "scanf" | "gnu_scanf" => Family::Scanf,
                    _ => continue,
                },
                _ => continue,
            };
            let (K::Int(m), K::Int(n)) = (&m.kind, &n.kind) else {
                continue;
            };
            let (m, n) = (m.value as usize, n.value as usize);
            if m == 0 {
                continue;
            }
            let first = (n > 0).then(|| n - 1);
            self.usage.format_fns.insert(fid, ff(family, m - 1, first));
        }
    }

    /// A call of `callee` (lowered) with the arguments `args`, lowered to `vals` (before the
    /// default argument promotions).
    pub(crate) fn check_format_call(&mut self, callee: &Expr, args: &[ast::Expr], vals: &[Expr]) {
        let fid = match &callee.kind {
            crate::xir::ExprKind::Cast(_, f) => match f.kind {
                crate::xir::ExprKind::Func(fid) => fid,
                _ => return,
            },
            _ => return,
        };
        let spec = match self.usage.format_fns.get(&fid) {
            Some(s) => *s,
            None => {
                let f = &self.m.functions[fid as usize];
                if !f.ty.variadic && !f.name.starts_with('v') {
                    return;
                }
                match LIBRARY.iter().find(|(n, _)| *n == f.name) {
                    Some((_, s)) => *s,
                    None => return,
                }
            }
        };
        let Some(fmt_arg) = args.get(spec.fmt) else {
            return;
        };
        let (bytes, lit_span) = match &fmt_arg.kind {
            K::Str {
                bytes,
                prefix: xmp_frontend::token::CharPrefix::None,
            } => (bytes, fmt_arg.span),
            K::Str { .. } => return,
            _ => {
                let no_args = spec.first.is_some_and(|f| args.len() <= f);
                let literal_like = match &fmt_arg.kind {
                    K::Cond(..) | K::Elvis(..) => true,
                    K::Ident(n) => matches!(self.lookup_quiet(n), Some(Sym::Global { .. })),
                    _ => false,
                };
                if no_args && !literal_like && spec.family == Family::Printf {
                    let d = Diagnostic::warning(
                        fmt_arg.span,
                        "format string is not a string literal (potentially insecure) [-Wformat-security]",
                    )
                    .with_note(Some(fmt_arg.span), "treat the string as an argument to avoid this");
                    self.warn_diag(d);
                }
                return;
            }
        };
        let (convs, bad, positional) = parse(bytes, spec.family);
        if positional {
            return;
        }
        let Some(first) = spec.first else {
            if let Some(b) = bad {
                self.bad_format(b, lit_span);
            }
            return;
        };
        let mut next = first;
        for c in &convs {
            // printf's `*` width and precision take `int` arguments first.
            for (star, what) in [(c.star_width, "width"), (c.star_prec, "precision")] {
                let Some(star_at) = star else {
                    continue;
                };
                let Some(v) = vals.get(next) else {
                    self.insufficient(lit_span, c.conv_at);
                    return;
                };
                if !matches!(&v.ty, Type::Int(k) if k.rank() <= IntKind::Int.rank()) {
                    let n = self.tname(&v.ty);
                    let at = self.literal_span(lit_span, star_at);
                    self.warn_diag(Diagnostic::warning(
                        at,
                        format!("field {what} should have type 'int', but argument has type '{n}' [-Wformat]"),
                    ));
                    // clang checks nothing more of this format string.
                    return;
                }
                next += 1;
            }
            if c.suppressed {
                continue;
            }
            let Some(v) = vals.get(next) else {
                self.insufficient(lit_span, c.conv_at);
                return;
            };
            let want = match spec.family {
                Family::Printf => printf_mismatch(c, &v.ty),
                Family::Scanf => scanf_mismatch(c, &v.ty),
            };
            if let Some(want) = want {
                let n = self.tname(&v.ty);
                self.warn_diag(Diagnostic::warning(
                    args[next].span,
                    format!(
                        "format specifies type '{want}' but the argument has type '{n}' [-Wformat]"
                    ),
                ));
            }
            next += 1;
        }
        if let Some(b) = bad {
            self.bad_format(b, lit_span);
            return;
        }
        if let Some(extra) = args.get(next) {
            self.warn_diag(Diagnostic::warning(
                extra.span,
                "data argument not used by format string [-Wformat-extra-args]",
            ));
        }
    }

    fn insufficient(&mut self, lit: Span, at: usize) {
        let s = self.literal_span(lit, at);
        self.warn_diag(Diagnostic::warning(
            s,
            "more '%' conversions than data arguments [-Wformat-insufficient-args]",
        ));
    }

    fn bad_format(&mut self, b: Bad, lit: Span) {
        let (at, msg) = match b {
            Bad::Incomplete(at) => (at, "incomplete format specifier [-Wformat]".to_string()),
            Bad::Invalid(at, c) => (
                at,
                format!("invalid conversion specifier '{c}' [-Wformat-invalid-specifier]"),
            ),
        };
        let s = self.literal_span(lit, at);
        self.warn_diag(Diagnostic::warning(s, msg));
    }

    /// Where byte `offset` of a string literal's value is written, when the source line of
    /// the literal shows it (escape sequences are walked over); else the literal's start.
    fn literal_span(&self, lit: Span, offset: usize) -> Span {
        let Some(line) = self.source_line(lit.file, lit.line) else {
            return lit;
        };
        let src = line.as_bytes();
        let mut i = (lit.col as usize).saturating_sub(1);
        // Each piece of a concatenation on this line: `"..."`.
        let mut produced = 0usize;
        while i < src.len() {
            if src[i] != b'"' {
                if src[i].is_ascii_whitespace() {
                    i += 1;
                    continue;
                }
                return lit;
            }
            i += 1;
            while i < src.len() && src[i] != b'"' {
                let start = i;
                if src[i] == b'\\' {
                    i += 1;
                    match src.get(i) {
                        Some(b'x') => {
                            i += 1;
                            while i < src.len() && src[i].is_ascii_hexdigit() {
                                i += 1;
                            }
                        }
                        Some(c) if (b'0'..=b'7').contains(c) => {
                            let mut n = 0;
                            while n < 3 && i < src.len() && (b'0'..=b'7').contains(&src[i]) {
                                i += 1;
                                n += 1;
                            }
                        }
                        Some(_) => i += 1,
                        None => return lit,
                    }
                } else {
                    i += 1;
                }
                if produced == offset {
                    return Span {
                        file: lit.file,
                        line: lit.line,
                        col: start as u32 + 1,
                        len: (i - start) as u32,
                    };
                }
                produced += 1;
            }
            i += 1;
        }
        lit
    }
}
