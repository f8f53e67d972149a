//! The C parser: a lalrpop grammar (`c.lalrpop`) fed by the [`Lexer`] through a token stream that
//! does the typedef-name feedback.
//!
//! C cannot be parsed without knowing which identifiers name types (`T * x;`). The token stream
//! classifies each identifier when the parser pulls it, looking it up in a scoped table that the
//! grammar's actions update: when an init-declarator is reduced, its name is entered as a typedef
//! (when the declaration's specifiers contain `typedef`) or as an ordinary identifier (which
//! shadows an outer typedef). LR(1) reduces a declarator with the following `,`, `;` or `=` as
//! lookahead, so the name is known before the token after it is pulled. Scopes open and close at
//! `{`/`}` and `(`/`)` in the stream itself (closing lazily, one token later, because the parser
//! reduces the declarations inside with the closing bracket as lookahead); a `{` right after `)`
//! reopens the scope of those parentheses, which makes parameters and `for` declarations visible
//! in the body.
//!
//! Tree depth is bounded ([`MAX_DEPTH`]) while the tree is built, so that deep inputs (a million
//! `+` or `else if`) give a diagnostic instead of overflowing the stack of a recursive pass.

// The grammar's actions return lalrpop's `ParseError` (which embeds a token) as their error type.
#![allow(clippy::result_large_err)]

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use lalrpop_util::{lalrpop_mod, ParseError};

use crate::ast::*;
use crate::diag::Diagnostic;
use crate::lexer::Lexer;
use crate::source::{SourceMap, Span};
use crate::token::{CharPrefix, Kw, Punct, Tok};

lalrpop_mod!(
    #[allow(clippy::all, unused, non_snake_case, unused_parens)]
    c,
    "/c.rs"
);

/// Maximum depth of expression and statement trees (each nested operator, call, `if` or block
/// counts one level).
pub const MAX_DEPTH: u32 = 2048;

/// The parse error type of the generated parser.
pub type PErr = ParseError<Span, Tok, Diagnostic>;

/// An expression with the depth of its tree.
pub struct X {
    /// The expression.
    pub e: Expr,
    /// Its depth.
    pub d: u32,
}

/// A statement with the depth of its tree.
pub struct S {
    /// The statement.
    pub s: Stmt,
    /// Its depth.
    pub d: u32,
}

/// What a parse produced: a translation unit or (after the `#` marker the stream injects for
/// [`parse_expr_tokens`]) one expression.
pub enum Start {
    /// A whole translation unit.
    Unit(TranslationUnit),
    /// One expression ([`parse_expr_tokens`]).
    Expr(Expr),
}

/// One declaration specifier, before they are collected into [`DeclSpecs`].
#[allow(missing_docs)] // each variant is the specifier of the same name
pub enum SpecItem {
    Storage(StorageClass, Span),
    Qual(Kw),
    Inline,
    Noreturn,
    Attrs(Vec<Attribute>),
    Alignas(AlignAs),
    Type(TypeSpec, Span),
}

/// Scoped typedef table plus the stack of "the declaration being parsed is a typedef" flags.
#[derive(Default)]
pub struct Shared {
    /// Each scope maps a name to whether it is a typedef name there.
    scopes: RefCell<Vec<HashMap<String, bool>>>,
    /// Per open declaration: whether it is a typedef, and the scope depth where it started.
    typedef_flags: RefCell<Vec<(bool, usize)>>,
    /// Closing-brace spans of struct/union/enum definitions, by their start position (for
    /// "expected ';' after struct").
    tag_ends: RefCell<HashMap<(u32, u32, u32), Span>>,
    /// Spans of parenthesised expressions, in parse order.
    pub parens: RefCell<Vec<Span>>,
    /// Where declarators without a type specifier are, in parse order.
    implicit_int: RefCell<Vec<Span>>,
    /// Per external item parsed so far: how many of `implicit_int` were found up to its end.
    item_ends: RefCell<Vec<usize>>,
    /// Warnings about forms accepted as extensions.
    pub warnings: RefCell<Vec<Diagnostic>>,
}

impl Shared {
    fn new() -> Self {
        let s = Shared::default();
        let mut file = HashMap::new();
        // Builtin typedef names clang provides.
        for n in [
            "__int128_t",
            "__uint128_t",
            "__NSConstantString",
            "__builtin_ms_va_list",
        ] {
            file.insert(n.to_string(), true);
        }
        s.scopes.borrow_mut().push(file);
        s
    }

    /// True when the innermost open construct is a declaration (not a function body or an
    /// initializer inside it): for "expected ';' at end of declaration".
    fn in_declaration(&self) -> Option<bool> {
        let depth = self.scopes.borrow().len();
        self.typedef_flags
            .borrow()
            .last()
            .filter(|x| x.1 == depth)
            .map(|_| depth == 1)
    }

    fn is_typedef(&self, name: &str) -> bool {
        for sc in self.scopes.borrow().iter().rev() {
            if let Some(&t) = sc.get(name) {
                return t;
            }
        }
        false
    }

    /// Records where a tag definition starting at `l` ends (its `}` at `r`); returns its span.
    pub fn tag_defined(&self, l: Span, r: Span) -> Span {
        self.tag_ends
            .borrow_mut()
            .insert((l.file, l.line, l.col), r);
        l.to(r)
    }

    /// Called when declaration specifiers of a declaration are reduced.
    pub fn begin_decl(&self, specs: &DeclSpecs) {
        let td = specs
            .storage
            .iter()
            .any(|(s, _)| *s == StorageClass::Typedef);
        let depth = self.scopes.borrow().len();
        self.typedef_flags.borrow_mut().push((td, depth));
    }

    /// Notes a declarator declared with implicit int; clang points at its name.
    pub fn implicit_int_at(&self, d: &Declarator) {
        let at = d.name.as_ref().map_or(d.span, |n| n.span);
        self.implicit_int.borrow_mut().push(at);
    }

    /// Notes a parameter without type specifier nor declarator (`f(const)`): clang points at
    /// what follows the specifiers, which ends at `last`.
    pub fn implicit_int_after(&self, last: Span) {
        self.implicit_int.borrow_mut().push(end_of(last));
    }

    /// Notes an abstract declarator after specifiers without a type (`(const *)p`), whose last
    /// token is `last`: clang points where its name would be, after the `*`s.
    pub fn implicit_int_abstract(&self, d: &Declarator, last: Span) {
        let pointers_only = d.derived.iter().all(|x| matches!(x, Derived::Pointer(_)));
        let at = if pointers_only { end_of(last) } else { d.span };
        self.implicit_int.borrow_mut().push(at);
    }

    /// Notes a function definition declared with implicit int. clang reports it after the
    /// parameter declarations and before what is in the body (`body` starts at its `{`): the
    /// body's sites, already noted, move after it.
    pub fn implicit_int_fn(&self, d: &Declarator, body: Span) {
        let at = d.name.as_ref().map_or(d.span, |n| n.span);
        let mut sites = self.implicit_int.borrow_mut();
        let first_item_site = self.item_ends.borrow().last().copied().unwrap_or(0);
        let key = |s: &Span| (s.file, s.line, s.col);
        let i = (first_item_site..sites.len())
            .find(|&i| sites[i].file == body.file && key(&sites[i]) >= key(&body))
            .unwrap_or(sites.len());
        sites.insert(i, at);
    }

    /// Called when an external item is complete.
    pub fn end_item(&self) {
        let n = self.implicit_int.borrow().len();
        self.item_ends.borrow_mut().push(n);
    }

    /// The implicit-int sites by item index, in parse order.
    pub fn implicit_int_sites(&self) -> Vec<(usize, Span)> {
        let sites = self.implicit_int.take();
        let ends = self.item_ends.take();
        let mut out = Vec::with_capacity(sites.len());
        let mut start = 0;
        for (item, &end) in ends.iter().enumerate() {
            let these = sites.get(start..end).unwrap_or_default();
            out.extend(these.iter().map(|&s| (item, s)));
            start = end;
        }
        out
    }

    /// Called when the declaration is complete.
    pub fn end_decl(&self) {
        self.typedef_flags.borrow_mut().pop();
    }

    /// Enters a declarator's name in the current scope as an ordinary identifier (parameters).
    pub fn declare_plain(&self, d: &Declarator) {
        if let Some(n) = &d.name {
            if let Some(sc) = self.scopes.borrow_mut().last_mut() {
                sc.insert(n.name.clone(), false);
            }
        }
    }

    /// Enters an enumerator as an ordinary identifier in the scope around the enum's braces
    /// (the innermost scope is that of the braces themselves).
    pub fn declare_enumerator(&self, name: &str) {
        let mut scopes = self.scopes.borrow_mut();
        let n = scopes.len();
        if let Some(sc) = scopes.get_mut(n.saturating_sub(2)) {
            sc.insert(name.to_string(), false);
        }
    }

    /// Enters a declarator's name in the current scope.
    pub fn declare(&self, d: &Declarator) {
        if let Some(n) = &d.name {
            let td = self
                .typedef_flags
                .borrow()
                .last()
                .map(|x| x.0)
                .unwrap_or(false);
            if let Some(sc) = self.scopes.borrow_mut().last_mut() {
                sc.insert(n.name.clone(), td);
            }
        }
    }
}

/// The token stream between the lexer and the generated parser.
struct Stream<'a> {
    lx: Lexer<'a>,
    sh: Rc<Shared>,
    /// Closing brackets seen whose scope is closed when the next token is pulled.
    pending_pops: u32,
    last_paren_scope: Option<HashMap<String, bool>>,
    prev_was_rparen: bool,
    /// The last `)` closed the head of a `for`.
    prev_closed_for: bool,
    /// Bracket depths of `for` bodies without braces, whose head's scope (its declaration)
    /// stays open until the body's `;` (or a `}` back at that depth).
    for_bodies: Vec<usize>,
    /// Spans of the last two tokens handed out (for "expected ';'" after the previous token).
    last: [Option<Span>; 2],
    /// Where the last two tokens are in the preprocessed text (for messages; `None` for
    /// injected tokens).
    ranges: [Option<(usize, usize)>; 2],
    /// Where the token before those two is (`static mystery_t v`: the specifier before a
    /// name used as a type).
    older_range: Option<(usize, usize)>,
    /// Where the first token of the current statement (after `;`, `{`, `}`) is.
    stmt_start: Option<(usize, usize)>,
    at_stmt_start: bool,
    /// Whether the token before the last one ended a statement or opened/closed a block.
    prev_at_stmt_start: bool,
    /// `{` minus `}` so far; a `}` at depth 0 is extraneous.
    brace_depth: u32,
    extraneous_brace: bool,
    /// Open brackets (innermost last): which, where, and whether it is the `(` after `for`.
    open: Vec<(Punct, Span, bool)>,
    prev_was_for: bool,
    /// Tokens to hand out before the lexer's (the `#` marker of an expression parse).
    injected: Vec<(Tok, Span)>,
    from_lexer: bool,
    error: Option<Diagnostic>,
}

impl Stream<'_> {
    /// The identifier or keyword at `range` of the preprocessed text.
    fn word_at(&self, range: Option<(usize, usize)>) -> Option<Tok> {
        let (a, b) = range?;
        let w = self.lx.text().get(a..b)?;
        if !w
            .bytes()
            .next()
            .is_some_and(|c| c.is_ascii_alphabetic() || c == b'_')
        {
            return None;
        }
        Some(match crate::lexer::keyword(w) {
            Some(k) => Tok::Kw(k),
            None => Tok::Ident(w.to_string()),
        })
    }

    /// Closes (one token later, as brackets do) the scopes of the brace-less `for` bodies that
    /// end at the current bracket depth.
    fn end_for_bodies(&mut self) {
        while self.for_bodies.last() == Some(&self.open.len()) {
            self.for_bodies.pop();
            self.pending_pops += 1;
        }
    }

    fn pull(&mut self) -> Option<Result<(Tok, Span), Diagnostic>> {
        if let Some(t) = self.injected.pop() {
            self.from_lexer = false;
            return Some(Ok(t));
        }
        self.from_lexer = true;
        match self.lx.next_token() {
            Ok(Some(t)) => Some(Ok(t)),
            Ok(None) => None,
            Err(e) => Some(Err(e)),
        }
    }
}

impl Iterator for Stream<'_> {
    type Item = Result<(Span, Tok, Span), Diagnostic>;

    fn next(&mut self) -> Option<Self::Item> {
        loop {
            let (tok, span) = match self.pull()? {
                Ok(t) => t,
                Err(e) => {
                    self.error = Some(e.clone());
                    return Some(Err(e));
                }
            };
            while self.pending_pops > 0 {
                self.pending_pops -= 1;
                let mut scopes = self.sh.scopes.borrow_mut();
                if scopes.len() > 1 {
                    self.last_paren_scope = scopes.pop();
                }
            }
            if self.prev_closed_for && tok != Tok::Punct(Punct::LBrace) {
                if let Some(sc) = self.last_paren_scope.take() {
                    self.sh.scopes.borrow_mut().push(sc);
                    self.for_bodies.push(self.open.len());
                }
            }
            self.prev_closed_for = false;
            let tok = match tok {
                // `__extension__` only silences pedantic warnings.
                Tok::Kw(Kw::Extension) => continue,
                Tok::Pragma { ref namespace, .. }
                    if self.lx.source_map().is_system(span.file)
                        && !matches!(namespace.as_str(), "xmp" | "omp" | "acc") =>
                {
                    // Pragmas inside system headers (`GCC diagnostic`, `pack`, ...) may sit
                    // anywhere; they mean nothing to us.
                    continue;
                }
                Tok::Ident(name) => {
                    if self.sh.is_typedef(&name) {
                        Tok::TypeName(name)
                    } else {
                        Tok::Ident(name)
                    }
                }
                t => t,
            };
            let mut is_rparen = false;
            match tok {
                Tok::Punct(Punct::LParen) => {
                    self.sh.scopes.borrow_mut().push(HashMap::new());
                }
                Tok::Punct(Punct::LBrace) => {
                    let seed = if self.prev_was_rparen {
                        self.last_paren_scope.take()
                    } else {
                        None
                    };
                    self.sh.scopes.borrow_mut().push(seed.unwrap_or_default());
                }
                Tok::Punct(Punct::RParen) => {
                    self.pending_pops += 1;
                    is_rparen = true;
                }
                Tok::Punct(Punct::RBrace) => self.pending_pops += 1,
                _ => {}
            }
            self.prev_was_rparen = is_rparen;
            self.last = [self.last[1], Some(span)];
            let range = if self.from_lexer {
                Some(self.lx.last_range())
            } else {
                None
            };
            self.older_range = self.ranges[0];
            self.ranges = [self.ranges[1], range];
            if self.at_stmt_start {
                self.stmt_start = range;
            }
            self.prev_at_stmt_start = self.at_stmt_start;
            self.at_stmt_start = matches!(
                tok,
                Tok::Punct(Punct::Semi) | Tok::Punct(Punct::LBrace) | Tok::Punct(Punct::RBrace)
            );
            match tok {
                Tok::Punct(p @ (Punct::LParen | Punct::LBracket | Punct::LBrace)) => {
                    if p == Punct::LBrace {
                        self.brace_depth += 1;
                    }
                    self.open
                        .push((p, span, self.prev_was_for && p == Punct::LParen));
                }
                Tok::Punct(p @ (Punct::RParen | Punct::RBracket | Punct::RBrace)) => {
                    let opener = match p {
                        Punct::RParen => Punct::LParen,
                        Punct::RBracket => Punct::LBracket,
                        _ => Punct::LBrace,
                    };
                    if self.open.last().is_some_and(|o| o.0 == opener) {
                        let o = self.open.pop();
                        self.prev_closed_for = o.is_some_and(|o| o.2);
                    }
                    if p == Punct::RBrace {
                        self.end_for_bodies();
                    }
                    if p == Punct::RBrace {
                        if self.brace_depth == 0 {
                            self.extraneous_brace = true;
                        }
                        self.brace_depth = self.brace_depth.saturating_sub(1);
                    }
                }
                _ => {}
            }
            if tok == Tok::Punct(Punct::Semi) {
                self.end_for_bodies();
            }
            self.prev_was_for = tok == Tok::Kw(Kw::For);
            return Some(Ok((span, tok, span)));
        }
    }
}

/// Result of parsing a translation unit.
pub struct Parsed {
    /// The tree, when there was no syntax error.
    pub unit: Option<TranslationUnit>,
    /// The files named by line markers (file 0 is the main file).
    pub source_map: SourceMap,
    /// The first (and only) syntax or lexical error.
    pub error: Option<Diagnostic>,
    /// Warnings about forms accepted as extensions.
    pub warnings: Vec<Diagnostic>,
}

/// Parses preprocessed text. `read_originals` makes the lexer read user files for exact columns.
pub fn parse_preprocessed(text: &str, main_path: &str, read_originals: bool) -> Parsed {
    let lx = Lexer::new(text, main_path, read_originals);
    let sh = Rc::new(Shared::new());
    let mut stream = Stream {
        lx,
        sh: sh.clone(),
        pending_pops: 0,
        last_paren_scope: None,
        prev_was_rparen: false,
        prev_closed_for: false,
        for_bodies: Vec::new(),
        last: [None, None],
        ranges: [None, None],
        older_range: None,
        stmt_start: None,
        at_stmt_start: true,
        prev_at_stmt_start: true,
        brace_depth: 0,
        extraneous_brace: false,
        open: Vec::new(),
        prev_was_for: false,
        injected: vec![],
        from_lexer: false,
        error: None,
    };
    let parser = c::StartParser::new();
    let r = parser.parse(&sh, &mut stream);
    let (unit, error) = match r {
        Ok(Start::Unit(u)) => (Some(u), None),
        Ok(Start::Expr(e)) => (
            None,
            Some(Diagnostic::error(e.span, "expected a declaration")),
        ),
        Err(e) => (None, Some(convert_error(e, &stream))),
    };
    let error = error.or(stream.error.take());
    Parsed {
        unit,
        source_map: stream.lx.into_source_map(),
        error,
        warnings: sh.warnings.take(),
    }
}

/// Parses an expression from tokens (as found inside a `#pragma`), for the XMP directive parser.
/// `::` is read as two `:` and `:` directly before `[` as a coindex colon, as in C code.
pub fn parse_expr_tokens(tokens: &[(Tok, Span)]) -> Result<Expr, Diagnostic> {
    let mut toks: Vec<(Tok, Span)> = Vec::with_capacity(tokens.len() + 1);
    for (i, (t, s)) in tokens.iter().enumerate() {
        match t {
            Tok::Punct(Punct::ColonColon) => {
                toks.push((Tok::Punct(Punct::Colon), *s));
                toks.push((
                    Tok::Punct(Punct::Colon),
                    Span {
                        col: s.col.saturating_add(1),
                        ..*s
                    },
                ));
            }
            Tok::Punct(Punct::Colon)
                if matches!(tokens.get(i + 1), Some((Tok::Punct(Punct::LBracket), _))) =>
            {
                toks.push((Tok::Punct(Punct::CoColon), *s));
            }
            Tok::Pragma { .. } => {
                return Err(Diagnostic::error(*s, "unexpected pragma in expression"));
            }
            _ => toks.push((t.clone(), *s)),
        }
    }
    let first = tokens.first().map(|t| t.1).unwrap_or_default();
    if toks.is_empty() {
        return Err(Diagnostic::error(first, "expected expression"));
    }
    let sh = Rc::new(Shared::new());
    let mut depth = 0u32;
    for (t, s) in &toks {
        match t {
            Tok::Punct(Punct::LParen | Punct::LBracket | Punct::LBrace) => {
                depth += 1;
                if depth > crate::lexer::MAX_BRACKET_DEPTH {
                    return Err(Diagnostic::error(
                        *s,
                        "bracket nesting level exceeded maximum of 256".to_string(),
                    ));
                }
            }
            Tok::Punct(Punct::RParen | Punct::RBracket | Punct::RBrace) => {
                depth = depth.saturating_sub(1)
            }
            _ => {}
        }
    }
    let mut injected: Vec<(Tok, Span)> = toks.into_iter().rev().collect();
    injected.push((Tok::Punct(Punct::Hash), first));
    let mut stream = Stream {
        lx: Lexer::new("", "", false),
        sh: sh.clone(),
        pending_pops: 0,
        last_paren_scope: None,
        prev_was_rparen: false,
        prev_closed_for: false,
        for_bodies: Vec::new(),
        last: [None, None],
        ranges: [None, None],
        older_range: None,
        stmt_start: None,
        at_stmt_start: true,
        prev_at_stmt_start: true,
        brace_depth: 0,
        extraneous_brace: false,
        open: Vec::new(),
        prev_was_for: false,
        injected,
        from_lexer: false,
        error: None,
    };
    let parser = c::StartParser::new();
    match parser.parse(&sh, &mut stream) {
        Ok(Start::Expr(e)) => Ok(e),
        Ok(Start::Unit(_)) => Err(Diagnostic::error(first, "expected expression")),
        Err(e) => Err(convert_error(e, &stream)),
    }
}

/// Turns a lalrpop error into a short clang-style diagnostic.
fn convert_error(e: PErr, stream: &Stream) -> Diagnostic {
    match e {
        ParseError::User { error } => error,
        ParseError::InvalidToken { location } => Diagnostic::error(location, "invalid token"),
        ParseError::ExtraToken { token: (l, t, _) } => {
            Diagnostic::error(l, format!("unexpected token '{}'", t.describe()))
        }
        ParseError::UnrecognizedEof { location, expected } => {
            let at = stream.last[1].map(end_of).unwrap_or(location);
            let at = if at == Span::default() {
                stream.lx.here()
            } else {
                at
            };
            if expected.iter().any(|e| e == "\"}\"") {
                return with_match_note(
                    Diagnostic::error(at, "expected '}'"),
                    stream,
                    Punct::LBrace,
                );
            }
            match expectation(&expected) {
                Some(x) => Diagnostic::error(at, format!("expected {x}")),
                None => Diagnostic::error(at, "unexpected end of file"),
            }
        }
        ParseError::UnrecognizedToken {
            token: (l, t, _),
            expected,
        } => {
            // Missing tokens are reported just after the previous token, as clang does, unless
            // that token ended a statement.
            let after_prev = if stream.prev_at_stmt_start {
                None
            } else {
                stream.last[0].map(end_of)
            };
            if t == Tok::Punct(Punct::RBrace) && stream.extraneous_brace {
                return Diagnostic::error(l, "extraneous closing brace ('}')");
            }
            let prev_tok = stream.word_at(stream.ranges[0]);
            // After a storage class or qualifier, a name is taken for an implicit-int
            // declarator; another name or `*` after it means it was meant as a type.
            let after_specifier = matches!(
                stream.word_at(stream.older_range),
                Some(Tok::Kw(
                    Kw::Static | Kw::Extern | Kw::Const | Kw::Volatile | Kw::Register | Kw::Auto
                ))
            );
            let names_follow =
                matches!(t, Tok::Ident(_)) || (after_specifier && t == Tok::Punct(Punct::Star));
            if let (true, Some(prev), Some(pspan)) = (names_follow, &prev_tok, stream.last[0]) {
                match prev {
                    // `mystery_t value`, `static mystery_t value`: an identifier used as a type.
                    Tok::Ident(name)
                        if (after_specifier
                            || stream.stmt_start.is_some()
                                && stream.stmt_start == stream.ranges[0])
                            && !stream.sh.is_typedef(name) =>
                    {
                        return Diagnostic::error(pspan, format!("unknown type name '{name}'"));
                    }
                    _ => {}
                }
            }
            let has = |s: &str| expected.iter().any(|e| e == s);
            let semi = has("\";\"");
            if has("\"...\"") && has("\"int\"") && !has("IntLit") {
                return Diagnostic::error(l, "expected parameter declarator");
            }
            if semi && stream.open.last().is_some_and(|o| o.2) {
                return Diagnostic::error(l, "expected ';' in 'for' statement specifier");
            }
            if semi && has("\":\"") && !has("IntLit") {
                // After a member declarator (`:` would start a bit-field).
                let at = after_prev.unwrap_or(l);
                return Diagnostic::error(at, "expected ';' at end of declaration list");
            }
            if semi && !has("IntLit") {
                let what = match stream.sh.in_declaration() {
                    Some(true) => " after top level declarator",
                    Some(false) => " at end of declaration",
                    None => match &stream.word_at(stream.stmt_start) {
                        Some(Tok::Kw(Kw::Return)) => " after return statement",
                        Some(Tok::Kw(Kw::Break)) => " after break statement",
                        Some(Tok::Kw(Kw::Continue)) => " after continue statement",
                        Some(Tok::Kw(Kw::Goto)) => " after goto statement",
                        Some(Tok::Kw(Kw::Do)) => " after do/while statement",
                        _ if stream.brace_depth > 0 => " after expression",
                        _ => "",
                    },
                };
                return Diagnostic::error(after_prev.unwrap_or(l), format!("expected ';'{what}"));
            }
            match expectation(&expected) {
                Some(x) if matches!(x.as_str(), "')'" | "']'" | "'}'") => {
                    // A missing closing bracket: at the token found, with a note at the opener.
                    let opener = match x.as_str() {
                        "')'" => Punct::LParen,
                        "']'" => Punct::LBracket,
                        _ => Punct::LBrace,
                    };
                    with_match_note(
                        Diagnostic::error(l, format!("expected {x}")),
                        stream,
                        opener,
                    )
                }
                Some(x) if x.starts_with('\'') && x != "'('" => {
                    // A missing separator: clang points just after the previous token.
                    Diagnostic::error(after_prev.unwrap_or(l), format!("expected {x}"))
                }
                Some(x) => Diagnostic::error(l, format!("expected {x}")),
                None => Diagnostic::error(l, format!("unexpected token '{}'", t.describe())),
            }
        }
    }
}

/// Adds clang's "to match this '('" note at the innermost open bracket of the kind.
fn with_match_note(d: Diagnostic, stream: &Stream, opener: Punct) -> Diagnostic {
    match stream.open.iter().rev().find(|o| o.0 == opener) {
        Some((p, span, _)) => d.with_note(Some(*span), format!("to match this '{}'", p.spelling())),
        None => d,
    }
}

fn end_of(s: Span) -> Span {
    Span {
        col: s.col.saturating_add(s.len),
        len: 1,
        ..s
    }
}

/// Picks the most telling expectation from lalrpop's list of terminals.
fn expectation(expected: &[String]) -> Option<String> {
    let has = |t: &str| expected.iter().any(|e| e == t);
    if expected.len() == 1 {
        return Some(terminal_name(&expected[0]));
    }
    if has("IntLit") {
        return Some("expression".into());
    }
    for p in ["\";\"", "\")\"", "\"]\"", "\"}\"", "\":\""] {
        if has(p) {
            return Some(terminal_name(p));
        }
    }
    if has("IntLit") {
        return Some("expression".into());
    }
    if has("Ident") {
        return Some("identifier".into());
    }
    None
}

fn terminal_name(t: &str) -> String {
    match t {
        "Ident" => "identifier".into(),
        "TypeName" => "type name".into(),
        "IntLit" | "FloatLit" | "CharLit" => "expression".into(),
        "StrLit" => "string literal".into(),
        "Pragma" => "#pragma".into(),
        _ => {
            let inner = t.trim_matches('"');
            format!("'{inner}'")
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Helpers called by the grammar's actions.

fn too_deep(span: Span) -> PErr {
    ParseError::User {
        error: Diagnostic::error(
            span,
            format!("expression or statement nesting exceeds the maximum depth of {MAX_DEPTH}"),
        ),
    }
}

/// Builds an expression node of depth `d` (checked).
pub fn mk(kind: ExprKind, span: Span, d: u32) -> Result<X, PErr> {
    if d > MAX_DEPTH {
        return Err(too_deep(span));
    }
    Ok(X {
        e: Expr { kind, span },
        d,
    })
}

/// A leaf expression (depth 1).
pub fn leaf(kind: ExprKind, span: Span) -> X {
    X {
        e: Expr { kind, span },
        d: 1,
    }
}

/// A binary operation.
pub fn bin(op: BinaryOp, l: X, r: X) -> Result<X, PErr> {
    let span = l.e.span.to(r.e.span);
    let d = 1 + l.d.max(r.d);
    mk(ExprKind::Binary(op, Box::new(l.e), Box::new(r.e)), span, d)
}

/// A unary operation whose operator is at `span`.
pub fn un(op: UnaryOp, e: X, span: Span) -> Result<X, PErr> {
    let span = span.to(e.e.span);
    let d = e.d + 1;
    mk(ExprKind::Unary(op, Box::new(e.e)), span, d)
}

/// An assignment (`op` is `Some` for compound assignments).
pub fn assign(op: Option<BinaryOp>, l: X, r: X) -> Result<X, PErr> {
    let span = l.e.span.to(r.e.span);
    let d = 1 + l.d.max(r.d);
    mk(ExprKind::Assign(op, Box::new(l.e), Box::new(r.e)), span, d)
}

/// Depth of an optional expression (0 when absent).
pub fn opt_depth(x: &Option<X>) -> u32 {
    x.as_ref().map(|x| x.d).unwrap_or(0)
}

/// Drops the depth and boxes.
pub fn boxed(x: Option<X>) -> Option<Box<Expr>> {
    x.map(|x| Box::new(x.e))
}

/// Builds a statement node of depth `d` (checked).
pub fn st(kind: StmtKind, span: Span, d: u32) -> Result<S, PErr> {
    if d > MAX_DEPTH {
        return Err(too_deep(span));
    }
    Ok(S {
        s: Stmt { kind, span },
        d,
    })
}

/// Depth of a block from its items' depths.
pub fn block_depth(items: &[(BlockItem, u32)]) -> u32 {
    1 + items.iter().map(|(_, d)| *d).max().unwrap_or(0)
}

/// A call, except `xmp_desc_of(name)`, which is the XMP descriptor-of operator (also of a
/// structure member aligned as an array, `xmp_desc_of(s.a)`, named `"s.a"`).
pub fn call_kind(callee: Expr, args: Vec<Expr>) -> ExprKind {
    if let (ExprKind::Ident(f), [arg]) = (&callee.kind, args.as_slice()) {
        if let ExprKind::Member {
            base,
            field,
            arrow: false,
        } = &arg.kind
        {
            if let (true, ExprKind::Ident(b)) = (f == "xmp_desc_of", &base.kind) {
                return ExprKind::DescOf(Ident {
                    name: format!("{b}.{}", field.name),
                    span: arg.span,
                });
            }
        }
    }
    if let (
        ExprKind::Ident(f),
        [Expr {
            kind: ExprKind::Ident(n),
            span,
        }],
    ) = (&callee.kind, args.as_slice())
    {
        if f == "xmp_desc_of" {
            return ExprKind::DescOf(Ident {
                name: n.clone(),
                span: *span,
            });
        }
    }
    ExprKind::Call(Box::new(callee), args)
}

/// Concatenates adjacent string literals (the first non-plain prefix wins, as in C11).
pub fn join_strings(parts: Vec<Tok>) -> ExprKind {
    let mut bytes = Vec::new();
    let mut prefix = CharPrefix::None;
    for p in parts {
        if let Tok::Str {
            bytes: b,
            prefix: pr,
        } = p
        {
            bytes.extend_from_slice(&b);
            if prefix == CharPrefix::None {
                prefix = pr;
            }
        }
    }
    ExprKind::Str { bytes, prefix }
}

/// Adjacent string literals as one Rust string (asm labels and templates).
pub fn string_of(parts: Vec<Tok>) -> String {
    match join_strings(parts) {
        ExprKind::Str { bytes, .. } => String::from_utf8_lossy(&bytes).into_owned(),
        _ => String::new(),
    }
}

/// Appends a type specifier. A type specifier after a struct, union or enum *definition* is
/// never valid: the `;` after the definition is missing (`struct S { ... }` then `int main`).
pub fn push_type_spec(
    sh: &Shared,
    mut v: Vec<SpecItem>,
    t: SpecItem,
) -> Result<Vec<SpecItem>, PErr> {
    for it in &v {
        let (kw, start) = match it {
            SpecItem::Type(TypeSpec::Struct(s), _) if s.fields.is_some() => (
                if s.kind == StructKind::Struct {
                    "struct"
                } else {
                    "union"
                },
                s.span,
            ),
            SpecItem::Type(TypeSpec::Enum(e), _) if e.enumerators.is_some() => ("enum", e.span),
            _ => continue,
        };
        let end = sh
            .tag_ends
            .borrow()
            .get(&(start.file, start.line, start.col))
            .copied();
        let at = end.map(end_of).unwrap_or(start);
        return Err(ParseError::User {
            error: Diagnostic::error(at, format!("expected ';' after {kw}")),
        });
    }
    v.push(t);
    Ok(v)
}

/// Specifiers without a type specifier (implicit int); the declaration starts here.
pub fn implicit_specs(sh: &Shared, items: Vec<SpecItem>, span: Span) -> DeclSpecs {
    let mut s = make_specs(items, span);
    s.implicit_int = true;
    sh.begin_decl(&s);
    s
}

/// A complete declaration with the depth of its deepest initializer.
pub fn declaration(
    sh: &Shared,
    specs: DeclSpecs,
    ds: Vec<(InitDeclarator, u32)>,
    span: Span,
) -> (Declaration, u32) {
    sh.end_decl();
    if specs.implicit_int {
        for (d, _) in &ds {
            sh.implicit_int_at(&d.declarator);
        }
    }
    let depth = 1 + ds.iter().map(|x| x.1).max().unwrap_or(0);
    let declarators = ds.into_iter().map(|x| x.0).collect();
    (
        Declaration {
            specs,
            declarators,
            span,
        },
        depth,
    )
}

/// The last member of a struct or union written without its `;` (a GNU extension): a warning
/// just after it, as clang gives.
pub fn last_field_without_semi(sh: &Shared, f: StructField, last_tok: Span) -> StructField {
    sh.warnings.borrow_mut().push(Diagnostic::warning(
        end_of(last_tok),
        "expected ';' at end of declaration list",
    ));
    f
}

/// Collects specifiers into [`DeclSpecs`].
pub fn make_specs(items: Vec<SpecItem>, span: Span) -> DeclSpecs {
    let mut s = DeclSpecs {
        span,
        ..Default::default()
    };
    for it in items {
        match it {
            SpecItem::Storage(c, sp) => s.storage.push((c, sp)),
            SpecItem::Qual(k) => match k {
                Kw::Const => s.quals.is_const = true,
                Kw::Volatile => s.quals.is_volatile = true,
                Kw::Restrict => s.quals.is_restrict = true,
                Kw::Atomic => s.quals.is_atomic = true,
                _ => {}
            },
            SpecItem::Inline => s.is_inline = true,
            SpecItem::Noreturn => s.is_noreturn = true,
            SpecItem::Attrs(a) => s.attrs.extend(a),
            SpecItem::Alignas(a) => s.alignas.push(a),
            SpecItem::Type(t, sp) => s.type_specs.push((t, sp)),
        }
    }
    s
}

/// Qualifier keywords as [`Qualifiers`].
pub fn quals_of(ks: &[Kw]) -> Qualifiers {
    let mut q = Qualifiers::default();
    for k in ks {
        match k {
            Kw::Const => q.is_const = true,
            Kw::Volatile => q.is_volatile = true,
            Kw::Restrict => q.is_restrict = true,
            Kw::Atomic => q.is_atomic = true,
            _ => {}
        }
    }
    q
}

/// Applies pointer levels (as written, outermost first) to a declarator: the last `*` written is
/// nearest the name.
pub fn apply_pointers(mut d: Declarator, ptrs: Option<Vec<Qualifiers>>) -> Declarator {
    if let Some(ps) = ptrs {
        for q in ps.into_iter().rev() {
            d.derived.push(Derived::Pointer(q));
        }
    }
    d
}

/// A function suffix with its parameters; `(void)` becomes an empty prototype.
pub fn func_suffix(params: Vec<ParamDecl>, variadic: bool, span: Span) -> FuncDecl {
    let is_void = params.len() == 1 && {
        let p = &params[0];
        p.declarator.name.is_none()
            && p.declarator.derived.is_empty()
            && p.specs.storage.is_empty()
            && p.specs.type_specs.len() == 1
            && matches!(p.specs.type_specs[0].0, TypeSpec::Void)
            && p.specs.quals == Qualifiers::default()
    };
    FuncDecl {
        params: if is_void && !variadic { vec![] } else { params },
        variadic,
        old_style_names: vec![],
        no_prototype: false,
        span,
    }
}

/// Checks a parsed `#pragma` and turns it into an AST pragma: `xmp` lines go through the
/// directive parser.
pub fn make_pragma(tok: Tok, span: Span) -> Result<Pragma, PErr> {
    let Tok::Pragma { namespace, tokens } = tok else {
        return Err(ParseError::User {
            error: Diagnostic::error(span, "expected #pragma"),
        });
    };
    let text = tokens
        .iter()
        .map(|(t, _)| t.spelling())
        .collect::<Vec<_>>()
        .join(" ");
    let kind = match namespace.as_str() {
        "xmp" => match crate::xmp::parse_directive(&tokens, span) {
            Ok(d) => PragmaKind::Xmp(d),
            Err(error) => return Err(ParseError::User { error }),
        },
        "acc" => PragmaKind::Acc(text),
        "omp" => PragmaKind::Omp(Box::new(OmpPragma {
            parsed: crate::omp::parse_directive(&tokens, span),
            text,
        })),
        _ => PragmaKind::Other { namespace, text },
    };
    Ok(Pragma { span, kind })
}

/// Wraps a pragma written where a statement is expected, and the statement after it, into one
/// compound statement (`if (c) #pragma xmp ... stmt`).
/// A `#pragma` between struct members: dropped, unless it is an XMP directive, which has no
/// meaning there.
pub fn struct_member_pragma(p: Pragma) -> Result<Option<crate::ast::StructField>, PErr> {
    match p.kind {
        PragmaKind::Xmp(d) => Err(ParseError::User {
            error: Diagnostic::error(
                p.span,
                format!(
                    "XMP directive '{}' is not allowed inside a struct or union definition",
                    d.name
                ),
            ),
        }),
        _ => Ok(None),
    }
}

pub fn pragma_stmt(p: Pragma, s: S) -> Result<S, PErr> {
    let span = p.span;
    let end = s.s.span;
    let d = s.d + 1;
    st(
        StmtKind::Compound(Block {
            items: vec![BlockItem::Pragma(p), BlockItem::Stmt(s.s)],
            span,
            end,
        }),
        span,
        d,
    )
}

/// An [`Ident`].
/// A qualifier of an `asm` statement.
pub enum AsmQ {
    Volatile,
    Inline,
    Goto,
}

/// One item of an `asm` statement's colon-separated section, before the sections are told
/// apart (the grammar reads every section alike). Operands carry their expression depth.
pub enum AsmItemD {
    Operand(AsmOperand, u32),
    Str(String, Span),
    Label(Ident),
}

/// Sorts the sections of an `asm` statement into outputs, inputs, clobbers and labels.
pub fn asm_stmt(
    quals: Vec<AsmQ>,
    template: String,
    sections: Vec<Vec<AsmItemD>>,
    at: Span,
) -> Result<AsmStmt, PErr> {
    let fail = |span: Span, msg: &str| ParseError::User {
        error: Diagnostic::error(span, msg.to_string()),
    };
    let mut a = AsmStmt {
        template,
        volatile: quals.iter().any(|q| matches!(q, AsmQ::Volatile)),
        goto: quals.iter().any(|q| matches!(q, AsmQ::Goto)),
        outputs: vec![],
        inputs: vec![],
        clobbers: vec![],
        labels: vec![],
    };
    if sections.len() > 4 || (sections.len() == 4 && !a.goto) {
        return Err(fail(at, "expected ')'"));
    }
    for (k, items) in sections.into_iter().enumerate() {
        for item in items {
            match (k, item) {
                (0, AsmItemD::Operand(op, _)) => a.outputs.push(op),
                (1, AsmItemD::Operand(op, _)) => a.inputs.push(op),
                (2, AsmItemD::Str(s, _)) => a.clobbers.push(s),
                (3, AsmItemD::Label(l)) => a.labels.push(l),
                (_, AsmItemD::Operand(op, _)) => {
                    return Err(fail(op.expr.span, "expected string literal in 'asm'"))
                }
                (_, AsmItemD::Str(_, s)) => {
                    let msg = if k == 3 {
                        "expected identifier"
                    } else {
                        "expected '(' after 'asm' operand"
                    };
                    return Err(fail(s, msg));
                }
                (_, AsmItemD::Label(l)) => {
                    return Err(fail(l.span, "expected string literal in 'asm'"))
                }
            }
        }
    }
    Ok(a)
}

pub fn ident(name: String, span: Span) -> Ident {
    Ident { name, span }
}

#[cfg(test)]
mod tests;
