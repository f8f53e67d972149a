//! A hand-written lexer over preprocessed C (the output of `clang -E`).
//!
//! It follows the line markers (`# N "file" flags`) into a [`SourceMap`], so every token's
//! [`Span`] names the file and line the user wrote. Because `clang -E` collapses whitespace, the
//! column is recovered by finding the token's spelling in the *original* source line (read from
//! disk and cached), moving a cursor along the line; tokens that came out of a macro expansion get
//! the position of the macro use, the way clang reports them.
//!
//! Pragmas become one [`Tok::Pragma`] each: both the `#pragma NS ...` lines clang writes and the
//! `__xmp_pragma_begin__ ... __xmp_pragma_end__` brackets that [`crate::preprocess`] puts around
//! `#pragma xmp` lines so that clang expands their macros.
//!
//! The lexer never panics: stray bytes, unterminated literals and comments, malformed numbers and
//! too deep bracket nesting are [`Diagnostic`]s.

use std::collections::HashMap;
use std::rc::Rc;

use crate::diag::Diagnostic;
use crate::preprocess::{XMP_PRAGMA_BEGIN, XMP_PRAGMA_END};
use crate::source::{FileId, SourceMap, Span};
use crate::token::{CharPrefix, FloatKind, FloatLit, IntLit, Kw, Punct, Tok};

/// Maximum nesting of `(`, `[` and `{` (clang's limit); deeper input is an error, so that no
/// input can exhaust the stack of a later recursive pass.
pub const MAX_BRACKET_DEPTH: u32 = 256;

/// The lexer state. Create with [`Lexer::new`], pull tokens with [`Lexer::next_token`], and take
/// the source map with [`Lexer::into_source_map`] at the end.
pub struct Lexer<'a> {
    src: &'a str,
    b: &'a [u8],
    pos: usize,
    /// Offset of the start of the current preprocessed line.
    line_start: usize,
    at_line_start: bool,
    file: FileId,
    line: u32,
    sm: SourceMap,
    /// Original lines of user files, for column recovery (`None`: not readable).
    originals: HashMap<FileId, Option<Rc<Vec<String>>>>,
    /// Column-recovery cursor: (file, line, byte offset in the original line).
    cursor: (FileId, u32, usize),
    depth: u32,
    /// Set while lexing the tokens of a pragma (no `:[` merging, `::` kept).
    in_pragma: bool,
    /// Set while lexing a `#pragma` line: a newline ends the pragma.
    pragma_line: bool,
    done: bool,
    /// Whether to read original files from disk for columns.
    read_originals: bool,
    /// Byte range of the last token lexed, in the preprocessed text.
    last_range: (usize, usize),
}

fn ident_start(c: u8) -> bool {
    c.is_ascii_alphabetic() || c == b'_' || c == b'$'
}
fn ident_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c == b'$'
}

/// Maps an identifier spelling to a keyword, folding GNU alternate spellings.
pub fn keyword(s: &str) -> Option<Kw> {
    use Kw::*;
    Some(match s {
        "auto" => Auto,
        "break" => Break,
        "case" => Case,
        "char" => Char,
        "const" | "__const" | "__const__" => Const,
        "continue" => Continue,
        "default" => Default,
        "do" => Do,
        "double" => Double,
        "else" => Else,
        "enum" => Enum,
        "extern" => Extern,
        "float" => Float,
        "for" => For,
        "goto" => Goto,
        "if" => If,
        "inline" | "__inline" | "__inline__" => Inline,
        "int" => Int,
        "long" => Long,
        "register" => Register,
        "restrict" | "__restrict" | "__restrict__" => Restrict,
        "return" => Return,
        "short" => Short,
        "signed" | "__signed" | "__signed__" => Signed,
        "sizeof" => Sizeof,
        "static" => Static,
        "struct" => Struct,
        "switch" => Switch,
        "typedef" => Typedef,
        "union" => Union,
        "unsigned" => Unsigned,
        "void" => Void,
        "volatile" | "__volatile" | "__volatile__" => Volatile,
        "while" => While,
        "_Bool" => Bool,
        "_Complex" | "__complex__" | "__complex" => Complex,
        "_Imaginary" => Imaginary,
        "_Alignas" => Alignas,
        "_Alignof" | "__alignof" | "__alignof__" => Alignof,
        "_Noreturn" => Noreturn,
        "_Static_assert" => StaticAssert,
        "_Thread_local" | "__thread" => ThreadLocal,
        "_Atomic" => Atomic,
        "_Generic" => Generic,
        "__attribute__" | "__attribute" => Attribute,
        "asm" | "__asm" | "__asm__" => Asm,
        "__extension__" => Extension,
        "__label__" => Label,
        "typeof" | "__typeof" | "__typeof__" => Typeof,
        "__int128" => Int128,
        "__float128" => Float128,
        "_Float16" => Float16,
        "__bf16" => BF16,
        "__fp16" => Fp16,
        "__builtin_va_list" => BuiltinVaList,
        "__builtin_va_arg" => BuiltinVaArg,
        "__builtin_offsetof" => BuiltinOffsetof,
        "__builtin_convertvector" => BuiltinConvertVector,
        "__builtin_bit_cast" => BuiltinBitCast,
        "__builtin_types_compatible_p" => BuiltinTypesCompatibleP,
        "__real__" | "__real" => Real,
        "__imag__" | "__imag" => Imag,
        "__auto_type" => AutoType,
        _ => return None,
    })
}

type LexResult<T> = Result<T, Diagnostic>;

impl<'a> Lexer<'a> {
    /// A lexer over preprocessed `src`. Tokens before the first line marker belong to `main_path`
    /// (file 0). When `read_originals` is set, user files named by line markers are read from disk
    /// to recover exact columns.
    pub fn new(src: &'a str, main_path: &str, read_originals: bool) -> Self {
        let mut sm = SourceMap::default();
        let file = sm.intern(main_path, false);
        Lexer {
            src,
            b: src.as_bytes(),
            // A byte-order mark at the start is skipped, as clang does; the columns of line 1
            // still count its three bytes, as clang's do.
            pos: if src.starts_with('\u{feff}') { 3 } else { 0 },
            line_start: 0,
            at_line_start: true,
            file,
            line: 1,
            sm,
            originals: HashMap::new(),
            cursor: (u32::MAX, 0, 0),
            depth: 0,
            in_pragma: false,
            pragma_line: false,
            done: false,
            read_originals,
            last_range: (0, 0),
        }
    }

    /// Byte range of the last token returned, in the preprocessed text.
    pub fn last_range(&self) -> (usize, usize) {
        self.last_range
    }

    /// The preprocessed text being lexed.
    pub fn text(&self) -> &'a str {
        self.src
    }

    /// The files seen so far.
    pub fn source_map(&self) -> &SourceMap {
        &self.sm
    }

    /// Ends lexing and returns the source map.
    pub fn into_source_map(self) -> SourceMap {
        self.sm
    }

    /// The span of the current position (used for end-of-file diagnostics).
    pub fn here(&self) -> Span {
        Span {
            file: self.file,
            line: self.line,
            col: ((self.pos - self.line_start) as u32).saturating_add(1),
            len: 0,
        }
    }

    fn err(&self, span: Span, msg: impl Into<String>) -> Diagnostic {
        Diagnostic::error(span, msg)
    }

    fn newline(&mut self) {
        self.pos += 1;
        self.line = self.line.saturating_add(1);
        self.line_start = self.pos;
        self.at_line_start = true;
    }

    /// Skips whitespace and comments. Returns false when a newline ends a `#pragma` line.
    fn skip_trivia(&mut self) -> LexResult<bool> {
        loop {
            let Some(&c) = self.b.get(self.pos) else {
                return Ok(true);
            };
            match c {
                b'\n' => {
                    if self.pragma_line {
                        return Ok(false);
                    }
                    self.newline();
                }
                b' ' | b'\t' | b'\r' | b'\x0b' | b'\x0c' => self.pos += 1,
                b'\\' if matches!(self.b.get(self.pos + 1), Some(b'\n')) => {
                    // A line splice left in the output (only inside pragma lines).
                    self.pos += 1;
                    self.newline();
                    self.at_line_start = false;
                }
                b'/' if self.b.get(self.pos + 1) == Some(&b'/') => {
                    while self.pos < self.b.len() && self.b[self.pos] != b'\n' {
                        self.pos += 1;
                    }
                }
                b'/' if self.b.get(self.pos + 1) == Some(&b'*') => {
                    let start = self.here();
                    self.pos += 2;
                    loop {
                        match self.b.get(self.pos) {
                            None => return Err(self.err(start, "unterminated /* comment")),
                            Some(b'*') if self.b.get(self.pos + 1) == Some(&b'/') => {
                                self.pos += 2;
                                break;
                            }
                            Some(b'\n') => {
                                self.newline();
                                self.at_line_start = false;
                            }
                            Some(_) => self.pos += 1,
                        }
                    }
                }
                b'#' if self.at_line_start && !self.in_pragma => {
                    // A line marker or a directive line; `#pragma` is a token, handled by the
                    // caller.
                    if self.directive_is_pragma() {
                        return Ok(true);
                    }
                    self.line_marker()?;
                }
                _ => return Ok(true),
            }
        }
    }

    /// True if the `#` at `pos` starts a `#pragma` line.
    fn directive_is_pragma(&self) -> bool {
        let mut p = self.pos + 1;
        while matches!(self.b.get(p), Some(b' ' | b'\t')) {
            p += 1;
        }
        self.src[p..].starts_with("pragma") && !self.b.get(p + 6).is_some_and(|c| ident_char(*c))
    }

    /// Handles `# N "file" flags` (and `#line N "file"`); other directive lines are skipped.
    fn line_marker(&mut self) -> LexResult<()> {
        let end = self.src[self.pos..]
            .find('\n')
            .map(|e| self.pos + e)
            .unwrap_or(self.b.len());
        let text = &self.src[self.pos + 1..end];
        let t = text.trim_start();
        let t = t.strip_prefix("line").unwrap_or(t).trim_start();
        let digits: String = t.chars().take_while(|c| c.is_ascii_digit()).collect();
        if let Ok(n) = digits.parse::<u32>() {
            let rest = t[digits.len()..].trim_start();
            let mut file = self.file;
            let mut flags_text = rest;
            if let Some(r) = rest.strip_prefix('"') {
                // The file name, with C escapes (`\\`, `\"`).
                let mut name = String::new();
                let mut chars = r.char_indices();
                let mut close = r.len();
                while let Some((i, ch)) = chars.next() {
                    match ch {
                        '\\' => {
                            if let Some((_, n)) = chars.next() {
                                name.push(n);
                            }
                        }
                        '"' => {
                            close = i + 1;
                            break;
                        }
                        _ => name.push(ch),
                    }
                }
                flags_text = &r[close.min(r.len())..];
                let system = flags_text.split_whitespace().any(|f| f == "3");
                file = self.sm.intern(&name, system);
            }
            // Entering a file (flag 1) starts a fresh pass over its lines: a header included a
            // second time (no include guard) must find its tokens from the start of each line
            // again. Markers without flags also come in the middle of a line (after a
            // `_Pragma`), where the cursor must stay.
            if flags_text.split_whitespace().any(|f| f == "1") {
                self.cursor = (u32::MAX, 0, 0);
            }
            self.file = file;
            // The line after the marker is line `n`.
            self.pos = end;
            if self.pos < self.b.len() {
                self.pos += 1;
                self.line_start = self.pos;
            }
            self.line = n;
            self.at_line_start = true;
        } else {
            // Other directives (`#ident`, ...) carry nothing for us.
            self.pos = end;
            if self.pos < self.b.len() {
                self.newline();
            }
        }
        Ok(())
    }

    /// The next token, or `None` at the end of the input.
    pub fn next_token(&mut self) -> LexResult<Option<(Tok, Span)>> {
        if self.done {
            return Ok(None);
        }
        let r = self.next_inner();
        if r.is_err() {
            self.done = true;
        }
        r
    }

    fn next_inner(&mut self) -> LexResult<Option<(Tok, Span)>> {
        if !self.skip_trivia()? {
            return Ok(None);
        }
        if self.pos >= self.b.len() {
            return Ok(None);
        }
        let c = self.b[self.pos];
        if c == b'#' && self.at_line_start && !self.in_pragma {
            return self.pragma_line_token().map(Some);
        }
        self.at_line_start = false;
        let start = self.pos;
        let tok = self.raw_token()?;
        if let Tok::Ident(name) = &tok {
            if name == XMP_PRAGMA_BEGIN && !self.in_pragma {
                let span = self.span_for(start, "#");
                return self.xmp_pragma(span).map(Some);
            }
        }
        let span = self.span_for(start, &self.src[start..self.pos]);
        self.last_range = (start, self.pos);
        Ok(Some((tok, span)))
    }

    /// `#pragma NS tokens...` up to the end of the line.
    fn pragma_line_token(&mut self) -> LexResult<(Tok, Span)> {
        let start = self.pos;
        let span = self.span_for(start, "#");
        self.at_line_start = false;
        self.pos += 1;
        while matches!(self.b.get(self.pos), Some(b' ' | b'\t')) {
            self.pos += 1;
        }
        self.pos += 6; // "pragma"
        self.in_pragma = true;
        self.pragma_line = true;
        let mut tokens = Vec::new();
        let r = (|| -> LexResult<()> {
            while let Some(t) = self.next_inner()? {
                tokens.push(t);
            }
            Ok(())
        })();
        self.in_pragma = false;
        self.pragma_line = false;
        r?;
        Ok(Self::make_pragma(tokens, span))
    }

    /// The tokens between `__xmp_pragma_begin__` and `__xmp_pragma_end__`.
    fn xmp_pragma(&mut self, span: Span) -> LexResult<(Tok, Span)> {
        self.in_pragma = true;
        let mut tokens = Vec::new();
        let r = (|| -> LexResult<()> {
            loop {
                match self.next_inner()? {
                    None => return Err(self.err(span, "unterminated '#pragma xmp' line")),
                    Some((Tok::Ident(n), _)) if n == XMP_PRAGMA_END => return Ok(()),
                    Some(t) => tokens.push(t),
                }
            }
        })();
        self.in_pragma = false;
        r?;
        Ok((
            Tok::Pragma {
                namespace: "xmp".into(),
                tokens,
            },
            span,
        ))
    }

    fn make_pragma(mut tokens: Vec<(Tok, Span)>, span: Span) -> (Tok, Span) {
        let namespace = match tokens.first() {
            Some((Tok::Ident(n), _)) => {
                let n = n.clone();
                tokens.remove(0);
                n
            }
            Some((Tok::Kw(_), _)) | Some((Tok::TypeName(_), _)) => {
                let (t, _) = tokens.remove(0);
                t.spelling()
            }
            _ => String::new(),
        };
        (Tok::Pragma { namespace, tokens }, span)
    }

    /// Lexes one token at `pos` (trivia already skipped).
    fn raw_token(&mut self) -> LexResult<Tok> {
        let c = self.b[self.pos];
        if ident_start(c) {
            return self.ident_or_literal();
        }
        if c.is_ascii_digit()
            || (c == b'.' && self.b.get(self.pos + 1).is_some_and(|d| d.is_ascii_digit()))
        {
            return self.number();
        }
        if c == b'"' {
            return self.string(CharPrefix::None);
        }
        if c == b'\'' {
            return self.char_const(CharPrefix::None);
        }
        self.punct()
    }

    fn ident_or_literal(&mut self) -> LexResult<Tok> {
        let start = self.pos;
        while self.pos < self.b.len() && ident_char(self.b[self.pos]) {
            self.pos += 1;
        }
        let word = &self.src[start..self.pos];
        let next = self.b.get(self.pos).copied();
        let prefix = match word {
            "L" => Some(CharPrefix::Wide),
            "u8" => Some(CharPrefix::Utf8),
            "u" => Some(CharPrefix::Utf16),
            "U" => Some(CharPrefix::Utf32),
            _ => None,
        };
        if let Some(p) = prefix {
            if next == Some(b'"') {
                return self.string(p);
            }
            if next == Some(b'\'') && p != CharPrefix::Utf8 {
                return self.char_const(p);
            }
        }
        if self.pos < self.b.len() && self.b[self.pos] >= 0x80 {
            let span = self.span_for(start, word);
            return Err(self.err(
                span,
                "non-ASCII characters are not supported in identifiers",
            ));
        }
        Ok(match keyword(word) {
            Some(Kw::Atomic) if !self.in_pragma && self.next_nonspace() == Some(b'(') => {
                Tok::Kw(Kw::AtomicType)
            }
            Some(k) => Tok::Kw(k),
            None => Tok::Ident(word.to_string()),
        })
    }

    /// The next byte that is not a space, tab or newline.
    fn next_nonspace(&self) -> Option<u8> {
        let mut q = self.pos;
        while matches!(self.b.get(q), Some(b' ' | b'\t' | b'\n' | b'\r')) {
            q += 1;
        }
        self.b.get(q).copied()
    }

    fn punct(&mut self) -> LexResult<Tok> {
        use Punct::*;
        let b = self.b;
        let p = self.pos;
        let at = |i: usize| b.get(p + i).copied().unwrap_or(0);
        let (tok, n) = match (at(0), at(1), at(2)) {
            (b'.', b'.', b'.') => (Ellipsis, 3),
            (b'<', b'<', b'=') => (ShlAssign, 3),
            (b'>', b'>', b'=') => (ShrAssign, 3),
            (b'-', b'>', _) => (Arrow, 2),
            (b'+', b'+', _) => (PlusPlus, 2),
            (b'-', b'-', _) => (MinusMinus, 2),
            (b'<', b'<', _) => (Shl, 2),
            (b'>', b'>', _) => (Shr, 2),
            (b'<', b'=', _) => (Le, 2),
            (b'>', b'=', _) => (Ge, 2),
            (b'=', b'=', _) => (EqEq, 2),
            (b'!', b'=', _) => (Ne, 2),
            (b'&', b'&', _) => (AmpAmp, 2),
            (b'|', b'|', _) => (PipePipe, 2),
            (b'*', b'=', _) => (StarAssign, 2),
            (b'/', b'=', _) => (SlashAssign, 2),
            (b'%', b'=', _) => (PercentAssign, 2),
            (b'+', b'=', _) => (PlusAssign, 2),
            (b'-', b'=', _) => (MinusAssign, 2),
            (b'&', b'=', _) => (AmpAssign, 2),
            (b'^', b'=', _) => (CaretAssign, 2),
            (b'|', b'=', _) => (PipeAssign, 2),
            (b':', b':', _) if self.in_pragma => (ColonColon, 2),
            // Digraphs.
            (b'<', b':', _) => (LBracket, 2),
            (b':', b'>', _) => (RBracket, 2),
            (b'<', b'%', _) => (LBrace, 2),
            (b'%', b'>', _) => (RBrace, 2),
            (b'[', _, _) => (LBracket, 1),
            (b']', _, _) => (RBracket, 1),
            (b'(', _, _) => (LParen, 1),
            (b')', _, _) => (RParen, 1),
            (b'{', _, _) => (LBrace, 1),
            (b'}', _, _) => (RBrace, 1),
            (b'.', _, _) => (Dot, 1),
            (b'&', _, _) => (Amp, 1),
            (b'*', _, _) => (Star, 1),
            (b'+', _, _) => (Plus, 1),
            (b'-', _, _) => (Minus, 1),
            (b'~', _, _) => (Tilde, 1),
            (b'!', _, _) => (Bang, 1),
            (b'/', _, _) => (Slash, 1),
            (b'%', _, _) => (Percent, 1),
            (b'<', _, _) => (Lt, 1),
            (b'>', _, _) => (Gt, 1),
            (b'^', _, _) => (Caret, 1),
            (b'|', _, _) => (Pipe, 1),
            (b'?', _, _) => (Question, 1),
            (b':', _, _) => (Colon, 1),
            (b';', _, _) => (Semi, 1),
            (b'=', _, _) => (Assign, 1),
            (b',', _, _) => (Comma, 1),
            (b'#', _, _) => (Hash, 1),
            _ => {
                let ch = self.src[p..].chars().next().unwrap_or('?');
                let span = self.span_for(p, &self.src[p..p + ch.len_utf8().min(self.b.len() - p)]);
                let msg = if ch.is_ascii_graphic() {
                    format!("invalid character '{ch}' in source")
                } else if ch.is_ascii() {
                    format!("invalid character '\\x{:02x}' in source", ch as u32)
                } else {
                    "non-ASCII characters are not allowed outside of literals and identifiers"
                        .to_string()
                };
                return Err(self.err(span, msg));
            }
        };
        self.pos += n;
        match tok {
            LBracket | LParen | LBrace => {
                self.depth += 1;
                if self.depth > MAX_BRACKET_DEPTH {
                    let span = self.span_for(p, &self.src[p..p + n]);
                    return Err(self.err(
                        span,
                        format!("bracket nesting level exceeded maximum of {MAX_BRACKET_DEPTH}"),
                    ));
                }
            }
            RBracket | RParen | RBrace => self.depth = self.depth.saturating_sub(1),
            Colon if !self.in_pragma => {
                // `:` directly followed by `[` opens coarray dimensions or an image index.
                let mut q = self.pos;
                while matches!(self.b.get(q), Some(b' ' | b'\t' | b'\n' | b'\r')) {
                    q += 1;
                }
                if self.b.get(q) == Some(&b'[') {
                    return Ok(Tok::Punct(CoColon));
                }
            }
            _ => {}
        }
        Ok(Tok::Punct(tok))
    }

    /// A preprocessing number, interpreted as an integer or floating constant.
    fn number(&mut self) -> LexResult<Tok> {
        let start = self.pos;
        let b = self.b;
        let mut p = self.pos;
        while p < b.len() {
            let c = b[p];
            if (c == b'+' || c == b'-') && matches!(b[p - 1], b'e' | b'E' | b'p' | b'P') {
                // An exponent sign, unless the `e` belongs to a hex mantissa (`0x1e+1` is
                // three tokens).
                let text = &self.src[start..p - 1];
                let hex = text.starts_with("0x") || text.starts_with("0X");
                if hex && matches!(b[p - 1], b'e' | b'E') {
                    break;
                }
                p += 1;
                continue;
            }
            if ident_char(c) || c == b'.' {
                p += 1;
                continue;
            }
            break;
        }
        self.pos = p;
        let text = &self.src[start..p];
        match parse_number(text) {
            Ok(t) => Ok(t),
            Err(m) => {
                let span = self.span_for(start, text);
                Err(self.err(span, m))
            }
        }
    }

    fn string(&mut self, prefix: CharPrefix) -> LexResult<Tok> {
        let start_pos = self.pos;
        self.pos += 1; // opening quote
        let mut bytes = Vec::new();
        loop {
            match self.b.get(self.pos) {
                None | Some(b'\n') => {
                    let span = self.span_for(start_pos, "\"");
                    return Err(self.err(span, "missing terminating '\"' character"));
                }
                Some(b'"') => {
                    self.pos += 1;
                    break;
                }
                Some(b'\\') => {
                    let ucn = matches!(self.b.get(self.pos + 1), Some(b'u' | b'U'));
                    let v = self.escape()?;
                    push_char_value(&mut bytes, v, prefix, ucn);
                }
                Some(_) => {
                    let ch = self.src[self.pos..].chars().next().unwrap_or('\u{fffd}');
                    self.pos += ch.len_utf8();
                    match crate::rawbytes::raw_byte(ch) {
                        // A byte of the file that is not UTF-8: itself in a plain string.
                        Some(b) if matches!(prefix, CharPrefix::None | CharPrefix::Utf8) => {
                            bytes.push(b)
                        }
                        raw => {
                            let ch = if raw.is_some() { '\u{fffd}' } else { ch };
                            let mut buf = [0u8; 4];
                            bytes.extend_from_slice(ch.encode_utf8(&mut buf).as_bytes());
                        }
                    }
                }
            }
        }
        Ok(Tok::Str { bytes, prefix })
    }

    /// Decodes an escape sequence at `pos` (which is at the backslash); returns the value.
    fn escape(&mut self) -> LexResult<u32> {
        let at = self.pos;
        self.pos += 1;
        let Some(&c) = self.b.get(self.pos) else {
            let span = self.span_for(at, "\\");
            return Err(self.err(span, "incomplete escape sequence"));
        };
        self.pos += 1;
        Ok(match c {
            b'n' => 10,
            b't' => 9,
            b'r' => 13,
            b'a' => 7,
            b'b' => 8,
            b'f' => 12,
            b'v' => 11,
            b'e' | b'E' => 27,
            b'\\' | b'\'' | b'"' | b'?' => c as u32,
            b'0'..=b'7' => {
                let mut v = (c - b'0') as u32;
                for _ in 0..2 {
                    match self.b.get(self.pos) {
                        Some(d @ b'0'..=b'7') => {
                            v = v * 8 + (d - b'0') as u32;
                            self.pos += 1;
                        }
                        _ => break,
                    }
                }
                v
            }
            b'x' => {
                let mut v: u32 = 0;
                let mut n = 0;
                while let Some(d) = self.b.get(self.pos).and_then(|d| (*d as char).to_digit(16)) {
                    v = v.wrapping_mul(16).wrapping_add(d);
                    self.pos += 1;
                    n += 1;
                }
                if n == 0 {
                    let span = self.span_for(at, "\\x");
                    return Err(self.err(span, "\\x used with no following hex digits"));
                }
                v
            }
            b'u' | b'U' => {
                let want = if c == b'u' { 4 } else { 8 };
                let mut v: u32 = 0;
                for _ in 0..want {
                    match self.b.get(self.pos).and_then(|d| (*d as char).to_digit(16)) {
                        Some(d) => {
                            v = v.wrapping_mul(16).wrapping_add(d);
                            self.pos += 1;
                        }
                        None => {
                            let span = self.span_for(at, "\\u");
                            return Err(self.err(span, "incomplete universal character name"));
                        }
                    }
                }
                v
            }
            _ => {
                // clang warns about unknown escapes and uses the character itself.
                self.pos -= 1;
                let ch = self.src[self.pos..].chars().next().unwrap_or('?');
                self.pos += ch.len_utf8();
                ch as u32
            }
        })
    }

    fn char_const(&mut self, prefix: CharPrefix) -> LexResult<Tok> {
        let start_pos = self.pos;
        self.pos += 1;
        let mut values: Vec<u32> = Vec::new();
        loop {
            match self.b.get(self.pos) {
                None | Some(b'\n') => {
                    let span = self.span_for(start_pos, "'");
                    return Err(self.err(span, "missing terminating ' character"));
                }
                Some(b'\'') => {
                    self.pos += 1;
                    break;
                }
                Some(b'\\') => values.push(self.escape()?),
                Some(_) => {
                    let ch = self.src[self.pos..].chars().next().unwrap_or('\u{fffd}');
                    self.pos += ch.len_utf8();
                    if let (Some(b), CharPrefix::None) = (crate::rawbytes::raw_byte(ch), prefix) {
                        values.push(b as u32);
                    } else if prefix == CharPrefix::None {
                        // A multibyte character in a plain constant is several chars.
                        let mut buf = [0u8; 4];
                        for byte in ch.encode_utf8(&mut buf).bytes() {
                            values.push(byte as u32);
                        }
                    } else {
                        values.push(ch as u32);
                    }
                }
            }
        }
        if values.is_empty() {
            let span = self.span_for(start_pos, "''");
            return Err(self.err(span, "empty character constant"));
        }
        let value = match prefix {
            CharPrefix::None => {
                if values.len() == 1 {
                    // `char` is signed on x86-64: '\xff' is -1 (255 with -funsigned-char).
                    if crate::plain_char::is_unsigned() {
                        (values[0] as u8) as i64
                    } else {
                        (values[0] as u8) as i8 as i64
                    }
                } else {
                    // GCC/clang multi-character constant: an int built big-endian.
                    let mut v: u32 = 0;
                    for x in &values {
                        v = (v << 8) | (*x & 0xff);
                    }
                    v as i32 as i64
                }
            }
            CharPrefix::Utf16 => (values[values.len() - 1] & 0xffff) as i64,
            // wchar_t is a signed 32-bit int on Linux; char32_t is unsigned.
            CharPrefix::Wide => values[values.len() - 1] as i32 as i64,
            _ => values[values.len() - 1] as i64,
        };
        Ok(Tok::Char { value, prefix })
    }

    /// The span of a token that starts at byte `start` of the preprocessed text and whose
    /// spelling in the original source is `text`.
    fn span_for(&mut self, start: usize, text: &str) -> Span {
        let pp_col = (start.saturating_sub(self.line_start) as u32).saturating_add(1);
        let len = text.len() as u32;
        let fallback = Span {
            file: self.file,
            line: self.line,
            col: pp_col,
            len,
        };
        let pragma = text == "#";
        let mut sp = self.span_in_original(start, text, fallback);
        if pragma {
            sp.len = 1;
        }
        sp
    }

    fn span_in_original(&mut self, _start: usize, text: &str, fallback: Span) -> Span {
        let len = fallback.len;
        if !self.read_originals || self.sm.is_system(self.file) {
            return fallback;
        }
        let lines = match self.originals.get(&self.file) {
            Some(l) => l.clone(),
            None => {
                let path = self.sm.path(self.file).to_string();
                let l = std::fs::read(&path).ok().map(|bytes| {
                    Rc::new(
                        String::from_utf8_lossy(&bytes)
                            .split('\n')
                            .map(|s| s.to_string())
                            .collect::<Vec<_>>(),
                    )
                });
                self.originals.insert(self.file, l.clone());
                l
            }
        };
        let Some(lines) = lines else { return fallback };
        let Some(orig) = lines.get(self.line.saturating_sub(1) as usize) else {
            return fallback;
        };
        if self.cursor.0 != self.file || self.cursor.1 != self.line {
            // A byte-order mark starting the file is not part of the text (columns still
            // count its bytes, as clang's do).
            let bom = if self.line == 1 && orig.starts_with('\u{feff}') {
                3
            } else {
                0
            };
            self.cursor = (self.file, self.line, bom);
        }
        let from = self.cursor.2.min(orig.len());
        match find_token(orig, from, text) {
            Some((at, accept)) => {
                if accept {
                    self.cursor.2 = at + text.len();
                    if text == "#" {
                        // Step over `pragma NS` so the pragma's own tokens are found after it.
                        let mut p = skip_space(orig, self.cursor.2);
                        if orig[p..].starts_with("pragma") {
                            p = skip_space(orig, p + 6);
                            let ob = orig.as_bytes();
                            while p < ob.len() && ident_char(ob[p]) {
                                p += 1;
                            }
                            self.cursor.2 = p;
                        }
                    }
                    Span {
                        file: self.file,
                        line: self.line,
                        col: at as u32 + 1,
                        len,
                    }
                } else {
                    // Probably from a macro expansion: report it at the macro's position.
                    let at = skip_space(orig, from);
                    Span {
                        file: self.file,
                        line: self.line,
                        col: at as u32 + 1,
                        len,
                    }
                }
            }
            None => {
                let at = skip_space(orig, from);
                Span {
                    file: self.file,
                    line: self.line,
                    col: at as u32 + 1,
                    len,
                }
            }
        }
    }
}

fn skip_space(s: &str, mut p: usize) -> usize {
    let b = s.as_bytes();
    while p < b.len() && (b[p] == b' ' || b[p] == b'\t' || b[p] == b'\r') {
        p += 1;
    }
    p.min(b.len())
}

/// Finds `text` in `line` at or after `from`. The flag says whether the match is trustworthy: the
/// text skipped to reach it is only whitespace and comments, or one identifier (a macro name that
/// expanded to something else) optionally with its parenthesised arguments.
fn find_token(line: &str, from: usize, text: &str) -> Option<(usize, bool)> {
    if text.is_empty() || from > line.len() {
        return None;
    }
    let at = from + line.get(from..)?.find(text)?;
    let skipped = &line[from..at];
    Some((at, skipped_is_benign(skipped)))
}

fn skipped_is_benign(s: &str) -> bool {
    let b = s.as_bytes();
    let mut p = 0;
    let mut seen_ident = false;
    while p < b.len() {
        match b[p] {
            b' ' | b'\t' | b'\r' => p += 1,
            b'/' if b.get(p + 1) == Some(&b'*') => match s[p + 2..].find("*/") {
                Some(e) => p = p + 2 + e + 2,
                None => return true,
            },
            c if ident_start(c) && !seen_ident => {
                seen_ident = true;
                while p < b.len() && ident_char(b[p]) {
                    p += 1;
                }
                // Macro arguments.
                let q = skip_space(s, p);
                if b.get(q) == Some(&b'(') {
                    let mut depth = 0;
                    let mut r = q;
                    while r < b.len() {
                        match b[r] {
                            b'(' => depth += 1,
                            b')' => {
                                depth -= 1;
                                if depth == 0 {
                                    r += 1;
                                    break;
                                }
                            }
                            _ => {}
                        }
                        r += 1;
                    }
                    if depth != 0 {
                        return false;
                    }
                    p = r;
                }
            }
            _ => return false,
        }
    }
    true
}

/// Appends an escaped character to a string literal's bytes. In plain and `u8` strings, octal
/// and hex escapes are byte values (truncated to 8 bits) and universal character names (`ucn`)
/// are UTF-8 encoded (the execution character set); wide strings keep every value as a code
/// point, UTF-8 encoded.
fn push_char_value(bytes: &mut Vec<u8>, v: u32, prefix: CharPrefix, ucn: bool) {
    match prefix {
        CharPrefix::None | CharPrefix::Utf8 if !ucn => bytes.push(v as u8),
        _ => {
            let ch = char::from_u32(v).unwrap_or('\u{fffd}');
            let mut buf = [0u8; 4];
            bytes.extend_from_slice(ch.encode_utf8(&mut buf).as_bytes());
        }
    }
}

/// Interprets the spelling of a preprocessing number.
pub fn parse_number(text: &str) -> Result<Tok, String> {
    let lower = text.to_ascii_lowercase();
    let is_hex = lower.starts_with("0x");
    let is_bin = lower.starts_with("0b");
    let is_float = if is_hex {
        lower.contains('.') || lower.contains('p')
    } else if is_bin {
        false
    } else {
        lower.contains('.') || lower.contains('e')
    };
    if is_float {
        return parse_float(text, &lower, is_hex);
    }
    // Integer: digits, then a suffix.
    let (digits_start, radix) = if is_hex {
        (2, 16)
    } else if is_bin {
        (2, 2)
    } else if lower.starts_with('0') && lower.len() > 1 {
        (1, 8)
    } else {
        (0, 10)
    };
    let body = &lower[digits_start..];
    let ndig = body
        .chars()
        .take_while(|c| c.is_digit(radix.max(10)))
        .count();
    let digits = &body[..ndig];
    let suffix = &body[ndig..];
    if digits.is_empty() && radix != 8 {
        return Err(format!("invalid integer constant '{text}'"));
    }
    let mut value: u128 = 0;
    for c in digits.chars() {
        let d = c.to_digit(radix).ok_or_else(|| {
            format!(
                "invalid digit '{c}' in {} constant",
                if radix == 8 { "octal" } else { "binary" }
            )
        })?;
        value = value
            .checked_mul(radix as u128)
            .and_then(|v| v.checked_add(d as u128))
            .ok_or_else(|| {
                "integer literal is too large to be represented in any integer type".to_string()
            })?;
    }
    if value > u64::MAX as u128 {
        return Err("integer literal is too large to be represented in any integer type".into());
    }
    let orig_suffix = &text[text.len() - suffix.len()..];
    let (unsigned, longs) = match suffix {
        "" => (false, 0),
        "u" => (true, 0),
        "l" => (false, 1),
        "ul" | "lu" => (true, 1),
        "ll" | "ull" | "llu" if !orig_suffix.contains("lL") && !orig_suffix.contains("Ll") => {
            (suffix.contains('u'), 2)
        }
        s if s.contains('i') || s.contains('j') => {
            return Err("imaginary integer constants are not supported yet".into())
        }
        _ => {
            return Err(format!(
                "invalid suffix '{orig_suffix}' on integer constant"
            ))
        }
    };
    Ok(Tok::Int(IntLit {
        value,
        decimal: radix == 10,
        unsigned,
        longs,
        text: text.to_string(),
    }))
}

fn parse_float(text: &str, lower: &str, is_hex: bool) -> Result<Tok, String> {
    // GNU imaginary suffix `i` or `j`, before or after the type suffix.
    let mut imaginary = false;
    let mut owned = lower.to_string();
    for (i, c) in lower.char_indices().rev().take(2) {
        if (c == 'i' || c == 'j') && (!is_hex || lower[..i].contains('p')) {
            owned.remove(i);
            imaginary = true;
            break;
        }
    }
    let lower = owned.as_str();
    let (body, kind) = if let Some(b) = lower
        .strip_suffix("f16")
        .filter(|_| !is_hex || lower.contains('p'))
    {
        (b, FloatKind::Half)
    } else if let Some(b) = lower.strip_suffix('f') {
        if is_hex && !lower.contains('p') {
            return Err(format!(
                "hexadecimal floating constant requires an exponent: '{text}'"
            ));
        }
        (b, FloatKind::Float)
    } else if let Some(b) = lower.strip_suffix('l') {
        (b, FloatKind::LongDouble)
    } else {
        (lower, FloatKind::Double)
    };
    // A `float` constant is rounded once, to `float` (rounding through `double` can land on
    // the other side of a midpoint).
    let single = kind == FloatKind::Float;
    let value = if is_hex {
        parse_hex_float(&body[2..], single)
            .ok_or_else(|| format!("invalid hexadecimal floating constant '{text}'"))?
    } else {
        if !body
            .bytes()
            .all(|c| c.is_ascii_digit() || matches!(c, b'.' | b'e' | b'+' | b'-'))
        {
            return Err(format!("invalid suffix on floating constant '{text}'"));
        }
        let bad = |_| format!("invalid floating constant '{text}'");
        if single {
            body.parse::<f32>().map_err(bad)? as f64
        } else {
            body.parse::<f64>().map_err(bad)?
        }
    };
    Ok(Tok::Float(FloatLit {
        value,
        kind,
        imaginary,
        text: text.to_string(),
    }))
}

/// `h.hhhp[+-]d` without the `0x`, rounded to nearest-even `float` (`single`) or `double`,
/// subnormals included.
fn parse_hex_float(s: &str, single: bool) -> Option<f64> {
    let (mant, exp) = s.split_once('p')?;
    let exp: i64 = exp.parse().ok()?;
    let (ip, fp) = mant.split_once('.').unwrap_or((mant, ""));
    if ip.is_empty() && fp.is_empty() {
        return None;
    }
    // Up to 64 significant bits exactly; the digits beyond only matter as "nonzero".
    let mut m: u64 = 0;
    let mut e2: i64 = exp;
    let mut sticky = false;
    for c in ip.chars() {
        let d = c.to_digit(16)? as u64;
        if m >> 60 == 0 {
            m = m * 16 + d;
        } else {
            e2 += 4;
            sticky |= d != 0;
        }
    }
    for c in fp.chars() {
        let d = c.to_digit(16)? as u64;
        if m >> 60 == 0 {
            m = m * 16 + d;
            e2 -= 4;
        } else {
            sticky |= d != 0;
        }
    }
    if m == 0 {
        return Some(0.0);
    }
    // Precision and the exponent of the smallest subnormal's bit.
    let (prec, min_lsb, max_exp) = if single {
        (24, -149, 128)
    } else {
        (53, -1074, 1024)
    };
    let nbits = 64 - m.leading_zeros() as i64;
    let lsb = (e2 + nbits - prec).max(min_lsb);
    let shift = lsb - e2;
    let q: u64 = if shift <= 0 {
        // Exact: at most `prec` bits.
        return Some(scale2(m as f64, e2, max_exp));
    } else if shift > 65 {
        0
    } else {
        let m = m as u128;
        let q = m >> shift;
        let rem = m & ((1u128 << shift) - 1);
        let half = 1u128 << (shift - 1);
        let up = rem > half || (rem == half && (sticky || q & 1 == 1));
        (q + up as u128) as u64
    };
    Some(scale2(q as f64, lsb, max_exp))
}

/// `v * 2^e` for a `v` whose product is exactly representable or overflows: in two steps, so
/// that a subnormal result is not flushed by an out-of-range power.
fn scale2(v: f64, e: i64, max_exp: i64) -> f64 {
    if v != 0.0 && e + (64 - (v as u64).leading_zeros() as i64) > max_exp {
        return f64::INFINITY;
    }
    let e = e.clamp(-2200, 2200);
    let half = e / 2;
    v * 2f64.powi(half as i32) * 2f64.powi((e - half) as i32)
}

impl Tok {
    /// The token spelled as C source (strings and characters re-escaped), for pragma text.
    pub fn spelling(&self) -> String {
        match self {
            Tok::Str { bytes, prefix } => {
                let mut s = prefix_str(*prefix).to_string();
                s.push('"');
                for &c in bytes {
                    match c {
                        b'"' => s.push_str("\\\""),
                        b'\\' => s.push_str("\\\\"),
                        b'\n' => s.push_str("\\n"),
                        b'\t' => s.push_str("\\t"),
                        0x20..=0x7e => s.push(c as char),
                        _ => s.push_str(&format!("\\{:03o}", c)),
                    }
                }
                s.push('"');
                s
            }
            Tok::Char { value, prefix } => {
                let v = *value as u32
                    & if *prefix == CharPrefix::None {
                        0xff
                    } else {
                        u32::MAX
                    };
                match char::from_u32(v) {
                    Some(c) if (0x20..0x7f).contains(&v) && c != '\'' && c != '\\' => {
                        format!("{}'{c}'", prefix_str(*prefix))
                    }
                    _ => format!("{}'\\x{v:x}'", prefix_str(*prefix)),
                }
            }
            Tok::Kw(k) => k.spelling().to_string(),
            Tok::Pragma { namespace, tokens } => {
                let mut s = format!("#pragma {namespace}");
                for (t, _) in tokens {
                    s.push(' ');
                    s.push_str(&t.spelling());
                }
                s
            }
            other => other.describe(),
        }
    }
}

fn prefix_str(p: CharPrefix) -> &'static str {
    match p {
        CharPrefix::None => "",
        CharPrefix::Wide => "L",
        CharPrefix::Utf8 => "u8",
        CharPrefix::Utf16 => "u",
        CharPrefix::Utf32 => "U",
    }
}

/// Lexes a whole text into tokens (tests, tools); stops at the first error.
pub fn tokenize(src: &str, main_path: &str) -> Result<Vec<(Tok, Span)>, Diagnostic> {
    let mut lx = Lexer::new(src, main_path, false);
    let mut out = Vec::new();
    while let Some(t) = lx.next_token()? {
        out.push(t);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn toks(s: &str) -> Vec<Tok> {
        tokenize(s, "t.c")
            .unwrap()
            .into_iter()
            .map(|(t, _)| t)
            .collect()
    }
    fn int(s: &str) -> IntLit {
        match parse_number(s).unwrap() {
            Tok::Int(i) => i,
            t => panic!("{t:?}"),
        }
    }
    fn flt(s: &str) -> FloatLit {
        match parse_number(s).unwrap() {
            Tok::Float(f) => f,
            t => panic!("{t:?}"),
        }
    }

    #[test]
    fn integer_literals() {
        assert_eq!(int("0x1F").value, 31);
        assert!(!int("0x1F").decimal);
        assert_eq!(int("017").value, 15);
        assert_eq!(int("0").value, 0);
        assert!(int("42").decimal);
        let i = int("42uLL");
        assert!(i.unsigned && i.longs == 2);
        let i = int("42LLU");
        assert!(i.unsigned && i.longs == 2);
        let i = int("42lu");
        assert!(i.unsigned && i.longs == 1);
        assert_eq!(int("18446744073709551615u").value, u64::MAX as u128);
        assert!(parse_number("18446744073709551616").is_err());
        assert!(parse_number("09").is_err());
        assert!(parse_number("1lL").is_err());
        assert!(parse_number("12abc").is_err());
        assert_eq!(int("0b101").value, 5);
    }

    #[test]
    fn float_literals() {
        assert_eq!(flt("1.5").value, 1.5);
        assert_eq!(flt("1e3").value, 1000.0);
        assert_eq!(flt(".5e-1f").kind, FloatKind::Float);
        assert_eq!(flt("2.L").kind, FloatKind::LongDouble);
        assert_eq!(flt("0x1.8p3").value, 12.0);
        assert_eq!(flt("0x1p-2f").value, 0.25);
        assert_eq!(flt("0x.8p1").value, 1.0);
        assert!(flt("1.0iF").imaginary && flt("1.0iF").kind == FloatKind::Float);
        assert!(flt("2.5fi").imaginary && flt("2.5i").kind == FloatKind::Double);
        assert!(!flt("1.5").imaginary);
        assert!(parse_number("2i").is_err());
        assert!(parse_number("0x1.8").is_err());
        assert_eq!(toks("1e+5 0x1e+1").len(), 4);
    }

    #[test]
    fn float_rounding() {
        // Subnormal doubles and floats, exactly and rounded (ties to even).
        assert_eq!(flt("0x1p-1074").value, f64::from_bits(1));
        assert_eq!(flt("0x1.8p-1073").value, f64::from_bits(3));
        assert_eq!(flt("0x1p-1075").value, 0.0);
        assert_eq!(flt("0x1.0000001p-1075").value, f64::from_bits(1));
        assert_eq!(
            flt("0x1.ffffffffffffep-1023").value,
            f64::from_bits(0x000f_ffff_ffff_ffff)
        );
        assert_eq!(flt("0x1.fffffffffffffp-1023").value, f64::MIN_POSITIVE);
        assert_eq!(flt("0x1p-149f").value, f32::from_bits(1) as f64);
        assert_eq!(flt("0x1.fffffffffffff8p1023").value, f64::INFINITY);
        assert_eq!(flt("0x1.fffffffffffff7p1023").value, f64::MAX);
        // Just above the midpoint between 1 and the next float: rounds up as a float, though
        // the nearest double is the midpoint itself.
        assert_eq!(
            flt("1.00000005960464477539062500001f").value,
            1.0 + f32::EPSILON as f64
        );
        assert_eq!(
            flt("0x1.0000010000000001p0f").value,
            1.0 + f32::EPSILON as f64
        );
        assert_eq!(flt("0x1.000001p0f").value, 1.0);
        assert_eq!(flt("0x1.000003p0f").value, 1.0 + 2.0 * f32::EPSILON as f64);
    }

    #[test]
    fn chars_and_strings() {
        let t = toks(r#"'a' '\n' '\x41' '\101' '\xff' L'\u00e9' 'ab' u'x' U'\U0001F600'"#);
        let vals: Vec<i64> = t
            .iter()
            .map(|t| match t {
                Tok::Char { value, .. } => *value,
                _ => panic!(),
            })
            .collect();
        assert_eq!(vals, vec![97, 10, 65, 65, -1, 0xe9, 0x6162, 120, 0x1F600]);
        let t = toks(r#""a\tb" L"w" u8"x\0" "\x41\102""#);
        assert_eq!(
            t[0],
            Tok::Str {
                bytes: b"a\tb".to_vec(),
                prefix: CharPrefix::None
            }
        );
        assert_eq!(
            t[1],
            Tok::Str {
                bytes: b"w".to_vec(),
                prefix: CharPrefix::Wide
            }
        );
        assert_eq!(
            t[2],
            Tok::Str {
                bytes: b"x\0".to_vec(),
                prefix: CharPrefix::Utf8
            }
        );
        assert_eq!(
            t[3],
            Tok::Str {
                bytes: b"AB".to_vec(),
                prefix: CharPrefix::None
            }
        );
    }

    #[test]
    fn universal_character_names_in_narrow_strings() {
        let t = toks(r#""caf\u00e9" u8"\U0001F600" "\xff\377""#);
        let s = |b: &[u8], p| Tok::Str {
            bytes: b.to_vec(),
            prefix: p,
        };
        assert_eq!(t[0], s("café".as_bytes(), CharPrefix::None));
        assert_eq!(t[1], s("😀".as_bytes(), CharPrefix::Utf8));
        assert_eq!(t[2], s(&[0xff, 0xff], CharPrefix::None));
    }

    #[test]
    fn keywords_are_folded() {
        let t = toks("__inline__ __restrict __const __signed__ __volatile__ __asm__ __typeof__ __alignof__ __attribute__ __builtin_va_list _Bool");
        assert_eq!(
            t,
            vec![
                Tok::Kw(Kw::Inline),
                Tok::Kw(Kw::Restrict),
                Tok::Kw(Kw::Const),
                Tok::Kw(Kw::Signed),
                Tok::Kw(Kw::Volatile),
                Tok::Kw(Kw::Asm),
                Tok::Kw(Kw::Typeof),
                Tok::Kw(Kw::Alignof),
                Tok::Kw(Kw::Attribute),
                Tok::Kw(Kw::BuiltinVaList),
                Tok::Kw(Kw::Bool)
            ]
        );
    }

    #[test]
    fn line_markers_and_pragmas() {
        let src = "# 1 \"a.c\"\nint x;\n# 5 \"/usr/include/h.h\" 1 3 4\nint y;\n# 3 \"a.c\" 2\n#pragma omp parallel for\n__xmp_pragma_begin__ loop on t[i] __xmp_pragma_end__\nz";
        let t = tokenize(src, "a.c").unwrap();
        assert_eq!(t[0].1.line, 1);
        assert_eq!(t[3].1.line, 5);
        let mut sm = SourceMap::default();
        sm.intern("a.c", false);
        assert_eq!(t[3].1.file, 1);
        match &t[6].0 {
            Tok::Pragma { namespace, tokens } => {
                assert_eq!(namespace, "omp");
                assert_eq!(tokens.len(), 2);
            }
            t => panic!("{t:?}"),
        }
        assert_eq!(t[6].1.line, 3);
        match &t[7].0 {
            Tok::Pragma { namespace, tokens } => {
                assert_eq!(namespace, "xmp");
                assert_eq!(tokens.len(), 6);
            }
            t => panic!("{t:?}"),
        }
        assert_eq!(t[7].1.line, 4);
        assert_eq!(t[8].1.line, 5);
    }

    #[test]
    fn huge_line_numbers_do_not_overflow() {
        let t = tokenize("# 4294967295 \"x.c\"\n\n\n\nint\n", "t.c").unwrap();
        assert_eq!(t[0].1.line, u32::MAX);
        let p = crate::parse_source("# 4294967295 \"x.c\"\n\n\nint x = 1\n\n", "t.c");
        assert!(p.diags.has_errors());
    }

    #[test]
    fn leading_byte_order_mark_is_skipped() {
        let t = tokenize("\u{feff}int x = y;\n", "t.c").unwrap();
        assert_eq!(t.len(), 5);
        // Columns of line 1 count the mark's three bytes, as clang's do.
        assert_eq!((t[0].1.line, t[0].1.col), (1, 4));
        assert_eq!(t[3].1.col, 12);
        // Only at the very start.
        assert!(tokenize("int \u{feff}x;", "t.c").is_err());
    }

    #[test]
    fn coindex_colon() {
        let t = toks("a[1]:[2] b : 3 x ? y : z");
        assert_eq!(t[4], Tok::Punct(Punct::CoColon));
        assert_eq!(t[9], Tok::Punct(Punct::Colon));
        assert_eq!(toks("a[::2]")[2], Tok::Punct(Punct::Colon));
    }

    #[test]
    fn errors_do_not_panic() {
        for s in [
            "\"abc",
            "'a",
            "/* x",
            "@",
            "int \x01",
            "'\\x'",
            "''",
            "\"\\u12\"",
            "0x",
            "1e",
            "é",
        ] {
            assert!(tokenize(s, "t.c").is_err(), "{s}");
        }
        let deep = "(".repeat(1000);
        let e = tokenize(&deep, "t.c").unwrap_err();
        assert!(e
            .message
            .contains("bracket nesting level exceeded maximum of 256"));
        // Random bytes.
        let mut x: u32 = 12345;
        for _ in 0..200 {
            let bytes: Vec<u8> = (0..300)
                .map(|_| {
                    x ^= x << 13;
                    x ^= x >> 17;
                    x ^= x << 5;
                    x as u8
                })
                .collect();
            let s = String::from_utf8_lossy(&bytes);
            let _ = tokenize(&s, "t.c");
        }
    }
}
