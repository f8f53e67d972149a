//! Recursive-descent parser for `#pragma xmp` lines (reference, Appendix A).
//!
//! The input is the token list after `xmp` on one pragma line, already macro-expanded. Directive
//! names and clause words arrive as identifiers. Every integer expression inside a directive is
//! delimited here, at the depth-0 punctuation its context allows (`,` `)` `]` `:`), and the
//! sub-slice is handed to the C expression parser, so directives accept exactly C's expressions.
//!
//! The parser records what was written (bracket or parenthesis form, subscripts in written
//! order); canonicalisation belongs to semantic analysis. It never panics: every malformed
//! token sequence gives a [`Diagnostic`] at the offending token.
//!
//! Checks made here are the syntactic ones: clause sets per directive (each clause at most
//! once; after a directive's leading operands, clauses may come in any order), reduction kinds
//! per context (`-` and `first*`/`last*` only on `loop`), location variables exactly with the
//! `first*`/`last*` kinds, one of `expand`/`margin`, compatible attributes in a combined
//! directive, extents only in bracket `template_fix`, and directive names outside XMP/C 1.4
//! (reference 1.6). Names, ranks and shapes are checked by semantic analysis.

use super::ast::*;
use crate::ast::{BinaryOp, Expr, ExprKind, Ident, UnaryOp};
use crate::diag::Diagnostic;
use crate::source::Span;
use crate::token::{Punct, Tok};

type PResult<T> = Result<T, Diagnostic>;

/// Directives on which the reference implementation accepts a trailing `profile` clause.
const PROFILED: &[&str] = &[
    "loop",
    "reflect",
    "reduce_shadow",
    "gmove",
    "bcast",
    "reduction",
    "barrier",
    "task",
    "wait_async",
];

/// Parses the tokens after `#pragma xmp` into a directive tree. `span` is the pragma's span.
pub fn parse_directive(tokens: &[(Tok, Span)], span: Span) -> Result<Directive, Diagnostic> {
    let (name, name_span) = match tokens.first() {
        Some((Tok::Ident(n) | Tok::TypeName(n), s)) => (n.clone(), *s),
        Some((t, s)) => {
            return Err(Diagnostic::error(
                *s,
                format!("expected an XMP directive name, found '{}'", t.describe()),
            ))
        }
        None => return Err(Diagnostic::error(span, "expected an XMP directive name")),
    };
    // The reference implementation's `profile` clause (a request for its profiling
    // interfaces) ends the directive; nothing here profiles, so it is dropped with a warning.
    let mut tokens = tokens;
    let mut profile = None;
    if let (true, Some(((Tok::Ident(w), ps), rest))) =
        (PROFILED.contains(&name.as_str()), tokens.split_last())
    {
        if w == "profile" && !rest.is_empty() {
            profile = Some(*ps);
            tokens = rest;
        }
    }
    let mut p = Parser {
        toks: tokens,
        pos: 1,
        pragma: span,
        dir: name.clone(),
        warnings: Vec::new(),
    };
    if let Some(ps) = profile {
        p.compat(
            ps,
            format!("the 'profile' clause on '{name}' is not XMP/C 1.4 and is ignored; the standard form is the directive without it"),
        );
    }
    let kind = p.directive(&name, name_span)?;
    Ok(Directive {
        name,
        span,
        kind: Box::new(kind),
        warnings: p.warnings,
    })
}

/// Parses one C expression from a token slice (delegates to the C parser).
fn parse_expr(tokens: &[(Tok, Span)]) -> PResult<Expr> {
    crate::parse_expr_tokens(tokens)
}

/// The clause words a directive accepts (for the shared clause loops).
#[derive(Clone, Copy, Default)]
struct Allowed {
    width: bool,
    orthogonal: bool,
    async_: bool,
    acc: bool,
    on: bool,
}

/// Which member of the reflect family is being parsed.
#[derive(Clone, Copy, PartialEq, Eq)]
enum ReflectWhich {
    Reflect,
    Init,
    Do,
    ReduceShadow,
}

struct Parser<'a> {
    toks: &'a [(Tok, Span)],
    pos: usize,
    pragma: Span,
    /// The directive name, for messages.
    dir: String,
    /// `-Wxmp-compat` warnings for forms accepted beyond XMP/C 1.4.
    warnings: Vec<Diagnostic>,
}

fn ident_of(t: &Tok) -> Option<&str> {
    match t {
        Tok::Ident(s) | Tok::TypeName(s) => Some(s),
        _ => None,
    }
}

impl<'a> Parser<'a> {
    // ---------------------------------------------------------------- token helpers

    /// Records that a form beyond XMP/C 1.4 was accepted; `msg` names the standard spelling.
    fn compat(&mut self, span: Span, msg: impl Into<String>) {
        self.warnings
            .push(Diagnostic::warning(span, compat_message(msg.into())));
    }

    fn peek(&self) -> Option<&'a Tok> {
        self.toks.get(self.pos).map(|(t, _)| t)
    }

    fn peek_at(&self, n: usize) -> Option<&'a Tok> {
        self.toks.get(self.pos + n).map(|(t, _)| t)
    }

    fn at_end(&self) -> bool {
        self.pos >= self.toks.len()
    }

    /// The span of the current token, or the end of the directive.
    fn span(&self) -> Span {
        match self.toks.get(self.pos) {
            Some((_, s)) => *s,
            None => self.end_span(),
        }
    }

    /// The position just after the last token (or the pragma when there is none).
    fn end_span(&self) -> Span {
        match self.toks.last() {
            Some((_, s)) => Span {
                col: s.col.saturating_add(s.len),
                len: 0,
                ..*s
            },
            None => self.pragma,
        }
    }

    /// The span of the previous token.
    fn prev_span(&self) -> Span {
        match self.pos.checked_sub(1).and_then(|i| self.toks.get(i)) {
            Some((_, s)) => *s,
            None => self.pragma,
        }
    }

    fn bump(&mut self) {
        if self.pos < self.toks.len() {
            self.pos += 1;
        }
    }

    fn is_punct(&self, p: Punct) -> bool {
        matches!(self.peek(), Some(Tok::Punct(q)) if *q == p)
    }

    fn is_punct_at(&self, n: usize, p: Punct) -> bool {
        matches!(self.peek_at(n), Some(Tok::Punct(q)) if *q == p)
    }

    fn is_punct_in_at(&self, n: usize, ps: &[Punct]) -> bool {
        matches!(self.peek_at(n), Some(Tok::Punct(q)) if ps.contains(q))
    }

    fn eat_punct(&mut self, p: Punct) -> bool {
        if self.is_punct(p) {
            self.bump();
            true
        } else {
            false
        }
    }

    fn is_word(&self, w: &str) -> bool {
        self.peek().and_then(ident_of) == Some(w)
    }

    fn eat_word(&mut self, w: &str) -> Option<Span> {
        if self.is_word(w) {
            let s = self.span();
            self.bump();
            Some(s)
        } else {
            None
        }
    }

    /// "found 'x'" / "found end of directive", for messages.
    fn found(&self) -> String {
        match self.peek() {
            Some(t) => format!("'{}'", t.describe()),
            None => "end of directive".to_string(),
        }
    }

    /// `expected WHAT in 'dir' directive, found ...` at the current token.
    fn expected(&self, what: &str) -> Diagnostic {
        Diagnostic::error(
            self.span(),
            format!(
                "expected {what} in '{}' directive, found {}",
                self.dir,
                self.found()
            ),
        )
    }

    fn expect_punct(&mut self, p: Punct) -> PResult<Span> {
        if self.is_punct(p) {
            let s = self.span();
            self.bump();
            Ok(s)
        } else {
            Err(self.expected(&format!("'{}'", p.spelling())))
        }
    }

    /// Closes a bracket-form entry. A `,` there gets a hint: the bracket form takes one entry
    /// per bracket pair.
    fn close_bracket(&mut self) -> PResult<()> {
        if self.is_punct(Punct::Comma) {
            return Err(Diagnostic::error(
                self.span(),
                format!(
                    "expected ']' in '{}' directive, found ','; the bracket form takes one entry per bracket pair ('[a][b]'), the parenthesis form is '(a, b)'",
                    self.dir
                ),
            ));
        }
        self.expect_punct(Punct::RBracket).map(|_| ())
    }

    fn expect_word(&mut self, w: &str, what: &str) -> PResult<Span> {
        match self.eat_word(w) {
            Some(s) => Ok(s),
            None => Err(self.expected(what)),
        }
    }

    fn ident(&mut self, what: &str) -> PResult<Ident> {
        match self.peek().and_then(ident_of) {
            Some(name) => {
                let id = Ident {
                    name: name.to_string(),
                    span: self.span(),
                };
                self.bump();
                Ok(id)
            }
            None => Err(self.expected(what)),
        }
    }

    /// Requires the end of the directive.
    fn expect_end(&self) -> PResult<()> {
        if self.at_end() {
            Ok(())
        } else {
            Err(Diagnostic::error(
                self.span(),
                format!("unexpected {} in '{}' directive", self.found(), self.dir),
            ))
        }
    }

    /// Parses an int-expr that extends up to (not including) the first depth-0 token in
    /// `stops`, or an unbalanced closing bracket, or the end of the directive. A `:` that
    /// closes a depth-0 `?` belongs to the expression. `::` counts as a `:` stop.
    fn expr_until(&mut self, stops: &[Punct], what: &str) -> PResult<Expr> {
        let start = self.pos;
        let mut depth = 0usize;
        let mut pending_q = 0usize;
        let mut i = start;
        while let Some((tok, _)) = self.toks.get(i) {
            if let Tok::Punct(p) = tok {
                match p {
                    Punct::LParen | Punct::LBracket | Punct::LBrace => depth += 1,
                    Punct::RParen | Punct::RBracket | Punct::RBrace => {
                        if depth == 0 {
                            break;
                        }
                        depth -= 1;
                    }
                    Punct::Question if depth == 0 => pending_q += 1,
                    Punct::Colon if depth == 0 && pending_q > 0 => pending_q -= 1,
                    _ if depth == 0
                        && (stops.contains(p)
                            || (*p == Punct::ColonColon && stops.contains(&Punct::Colon))) =>
                    {
                        break
                    }
                    _ => {}
                }
            }
            i += 1;
        }
        if i == start {
            return Err(self.expected(what));
        }
        let e = parse_expr(&self.toks[start..i])?;
        self.pos = i;
        Ok(e)
    }

    /// `'(' int-expr ')'` after a clause word such as `async`.
    fn paren_expr(&mut self, what: &str) -> PResult<Expr> {
        self.expect_punct(Punct::LParen)?;
        let e = self.expr_until(&[Punct::RParen], what)?;
        self.expect_punct(Punct::RParen)?;
        Ok(e)
    }

    /// `'(' name {, name} ')'` (a name may be a structure member, see [`Self::array_name`]).
    fn paren_names(&mut self, what: &str) -> PResult<Vec<Ident>> {
        self.expect_punct(Punct::LParen)?;
        let mut v = vec![self.array_name(what)?];
        while self.eat_punct(Punct::Comma) {
            v.push(self.array_name(what)?);
        }
        self.expect_punct(Punct::RParen)?;
        Ok(v)
    }

    /// The name of a mapped array, or a member of a structure variable (`s.a`, an Omni form:
    /// `align s.a[i] with t[i]`, `reflect (s.a)`), which comes back as one name with the
    /// dot (`"s.a"`); the lowering binds that name to the member's runtime-held storage.
    /// Members through pointers and nested members are not supported yet.
    fn array_name(&mut self, what: &str) -> PResult<Ident> {
        let name = self.ident(what)?;
        let arrow = self.is_punct(Punct::Arrow);
        if !(arrow || self.is_punct(Punct::Dot)) {
            return Ok(name);
        }
        self.bump();
        let m = self.ident("a member name")?;
        let text = format!("{}{}{}", name.name, if arrow { "->" } else { "." }, m.name);
        let span = name.span.to(m.span);
        let nested = self.is_punct(Punct::Arrow) || self.is_punct(Punct::Dot);
        if arrow || nested {
            let form = if arrow {
                "a member through a pointer"
            } else {
                "a nested structure member"
            };
            return Err(Diagnostic::not_supported(
                span,
                &format!(
                    "XMP feature '{form} as a mapped array ('{text}' in '{}')'",
                    self.dir
                ),
            ));
        }
        Ok(Ident { name: text, span })
    }

    fn duplicate(&self, span: Span, clause: &str) -> Diagnostic {
        Diagnostic::error(
            span,
            format!("duplicate '{clause}' clause in '{}' directive", self.dir),
        )
    }

    fn not_allowed(&self, span: Span, clause: &str) -> Diagnostic {
        Diagnostic::error(
            span,
            format!("'{clause}' clause is not allowed on '{}'", self.dir),
        )
    }

    // ---------------------------------------------------------------- directives

    fn directive(&mut self, name: &str, name_span: Span) -> PResult<DirectiveKind> {
        const COMBINED_WORDS: [&str; 5] = ["nodes", "template", "distribute", "align", "shadow"];
        if COMBINED_WORDS.contains(&name) && self.has_depth0_coloncolon() {
            self.pos = 0;
            return self.combined();
        }
        match name {
            "nodes" => self.nodes(),
            "template" => self.template(),
            "distribute" => self.distribute(),
            "align" => self.align(),
            "shadow" => self.shadow(),
            "template_fix" => self.template_fix(),
            "task" => {
                self.expect_word("on", "'on' clause")?;
                let on = self.node_ref("a node or template reference after 'on'")?;
                // The reference implementation's `nocomm` (no communicator for the task):
                // our tasks need none of their own, so the task is the same without it.
                if let Some(s) = self.eat_word("nocomm") {
                    self.compat(
                        s,
                        "'nocomm' on 'task' is not XMP/C 1.4; the standard form is the same 'task on' directive without it",
                    );
                }
                self.expect_end()?;
                Ok(DirectiveKind::Task(TaskDir { on }))
            }
            "tasks" => {
                self.expect_end()?;
                Ok(DirectiveKind::Tasks)
            }
            "loop" => self.loop_dir(),
            "array" => {
                self.expect_word("on", "'on' clause")?;
                let on = self.node_ref("a template reference after 'on'")?;
                self.expect_end()?;
                Ok(DirectiveKind::Array(ArrayDir { on }))
            }
            "reflect" => Ok(DirectiveKind::Reflect(
                self.reflect(ReflectWhich::Reflect, false)?,
            )),
            "reflect_init" => Ok(DirectiveKind::ReflectInit(
                self.reflect(ReflectWhich::Init, false)?,
            )),
            "reflect_do" => Ok(DirectiveKind::ReflectDo(
                self.reflect(ReflectWhich::Do, false)?,
            )),
            "reduce_shadow" => Ok(DirectiveKind::ReduceShadow(
                self.reflect(ReflectWhich::ReduceShadow, false)?,
            )),
            "gmove" => Ok(DirectiveKind::Gmove(self.gmove(false)?)),
            "barrier" => self.barrier(),
            "reduction" => Ok(DirectiveKind::Reduction(self.reduction(false)?)),
            "bcast" => Ok(DirectiveKind::Bcast(self.bcast(false)?)),
            "wait_async" => self.wait_async(),
            "post" => self.post(),
            "wait" => self.wait(),
            "lock" => self.lock(true),
            "unlock" => self.lock(false),
            "coarray" => self.coarray(),
            "static_desc" => {
                self.expect_punct(Punct::ColonColon)?;
                let mut names = vec![self.ident("an array or template name")?];
                while self.eat_punct(Punct::Comma) {
                    names.push(self.ident("an array or template name")?);
                }
                self.expect_end()?;
                self.compat(
                    name_span,
                    "'static_desc' is a hint of the reference implementation, not XMP/C; it is ignored",
                );
                Ok(DirectiveKind::Compat(CompatDir::StaticDesc(names)))
            }
            "image" => {
                self.expect_punct(Punct::LParen)?;
                let nodes = self.ident("a node array name")?;
                self.expect_punct(Punct::RParen)?;
                self.expect_end()?;
                Ok(DirectiveKind::Image(ImageDir { nodes }))
            }
            "tasklets" => {
                let on = if self.eat_word("on").is_some() {
                    Some(self.node_ref("a node or template reference after 'on'")?)
                } else {
                    None
                };
                self.expect_end()?;
                Ok(DirectiveKind::Tasklets(TaskletsDir { on }))
            }
            "tasklet" => self.tasklet(),
            "taskletyield" => {
                self.expect_end()?;
                Ok(DirectiveKind::TaskletYield)
            }
            "taskletwait" => {
                self.expect_end()?;
                Ok(DirectiveKind::TaskletWait)
            }
            _ => Err(Diagnostic::error(
                name_span,
                unknown_directive_message(name),
            )),
        }
    }

    fn has_depth0_coloncolon(&self) -> bool {
        let mut depth = 0usize;
        for (t, _) in self.toks {
            match t {
                Tok::Punct(Punct::LParen | Punct::LBracket | Punct::LBrace) => depth += 1,
                Tok::Punct(Punct::RParen | Punct::RBracket | Punct::RBrace) => {
                    depth = depth.saturating_sub(1)
                }
                Tok::Punct(Punct::ColonColon) if depth == 0 => return true,
                _ => {}
            }
        }
        false
    }

    // ---- nodes

    fn nodes(&mut self) -> PResult<DirectiveKind> {
        let mut decls = vec![self.nodes_decl()?];
        while self.eat_punct(Punct::Comma) {
            decls.push(self.nodes_decl()?);
        }
        self.expect_end()?;
        Ok(DirectiveKind::Nodes(decls))
    }

    fn nodes_decl(&mut self) -> PResult<NodesDecl> {
        let name = self.ident("a node array name")?;
        let mut extents = Vec::new();
        let form = if self.is_punct(Punct::LBracket) {
            while self.eat_punct(Punct::LBracket) {
                if self.is_punct(Punct::Star)
                    && self.is_punct_in_at(1, &[Punct::RBracket, Punct::Comma])
                {
                    extents.push(NodesExtent::Star(self.span()));
                    self.bump();
                } else {
                    extents.push(NodesExtent::Expr(self.expr_until(
                        &[Punct::RBracket, Punct::Comma],
                        "a node array extent or '*'",
                    )?));
                }
                self.close_bracket()?;
            }
            SubscriptForm::Bracket
        } else if self.eat_punct(Punct::LParen) {
            loop {
                if self.is_punct(Punct::Star)
                    && self.is_punct_in_at(1, &[Punct::Comma, Punct::RParen])
                {
                    extents.push(NodesExtent::Star(self.span()));
                    self.bump();
                } else {
                    extents.push(NodesExtent::Expr(self.expr_until(
                        &[Punct::Comma, Punct::RParen],
                        "a node array extent or '*'",
                    )?));
                }
                if !self.eat_punct(Punct::Comma) {
                    break;
                }
            }
            self.expect_punct(Punct::RParen)?;
            SubscriptForm::Paren
        } else {
            return Err(self.expected(&format!("'[' or '(' after node array name '{}'", name.name)));
        };
        let equiv = if self.eat_punct(Punct::Assign) {
            Some(self.node_ref("a node reference or '*' after '='")?)
        } else {
            None
        };
        let span = name.span.to(self.prev_span());
        Ok(NodesDecl {
            name,
            form,
            extents,
            equiv,
            span,
        })
    }

    // ---- template

    fn template(&mut self) -> PResult<DirectiveKind> {
        let mut decls = vec![self.template_decl()?];
        while self.eat_punct(Punct::Comma) {
            decls.push(self.template_decl()?);
        }
        self.expect_end()?;
        Ok(DirectiveKind::Template(decls))
    }

    fn template_decl(&mut self) -> PResult<TemplateDecl> {
        let name = self.ident("a template name")?;
        let mut dims = Vec::new();
        let form = if self.is_punct(Punct::LBracket) {
            while self.eat_punct(Punct::LBracket) {
                if self.is_punct(Punct::Colon)
                    && self.is_punct_in_at(1, &[Punct::RBracket, Punct::Comma])
                {
                    dims.push(TemplateSpec::Unfixed(self.span()));
                    self.bump();
                } else {
                    dims.push(self.bracket_template_dim("a template extent or ':'")?);
                }
                self.close_bracket()?;
            }
            SubscriptForm::Bracket
        } else if self.eat_punct(Punct::LParen) {
            loop {
                dims.push(self.paren_template_spec(true)?);
                if !self.eat_punct(Punct::Comma) {
                    break;
                }
            }
            self.expect_punct(Punct::RParen)?;
            SubscriptForm::Paren
        } else {
            return Err(self.expected(&format!("'[' or '(' after template name '{}'", name.name)));
        };
        let span = name.span.to(self.prev_span());
        Ok(TemplateDecl {
            name,
            form,
            dims,
            span,
        })
    }

    /// One bracket-form template dimension: an extent `n` (indices `0..n-1`), or `base:length`
    /// (indices `base..base+length-1`, the triplet reading of XMP/C brackets), which code
    /// written for the reference implementation uses and XMP/C 1.4 does not define. It
    /// becomes the inclusive range `base : base+length-1`.
    fn bracket_template_dim(&mut self, what: &str) -> PResult<TemplateSpec> {
        let stops = [Punct::RBracket, Punct::Comma, Punct::Colon];
        let start = self.span();
        let e = self.expr_until(&stops, what)?;
        let colon = self.span();
        if !self.eat_punct(Punct::Colon) {
            if self.is_punct(Punct::ColonColon) {
                return Err(Diagnostic::error(
                    colon,
                    "a bracket-form template dimension is an extent 'n' or 'base:length'",
                ));
            }
            return Ok(TemplateSpec::Extent(e));
        }
        let len = self.expr_until(&stops, "a template dimension length after 'base:'")?;
        if self.is_punct(Punct::Colon) || self.is_punct(Punct::ColonColon) {
            return Err(Diagnostic::error(
                self.span(),
                "a bracket-form template dimension is an extent 'n' or 'base:length' (no step)",
            ));
        }
        self.compat(
            start.to(self.prev_span()),
            "'base:length' in a bracket-form template dimension is not XMP/C 1.4 (indices base to base+length-1); the standard form gives bounds in parentheses, 'template t(lower:upper)'",
        );
        let sp = len.span;
        let one = Expr {
            kind: ExprKind::Int(crate::token::IntLit {
                value: 1,
                decimal: true,
                unsigned: false,
                longs: 0,
                text: "1".into(),
            }),
            span: sp,
        };
        let upper = Expr {
            kind: ExprKind::Binary(
                BinaryOp::Sub,
                Box::new(Expr {
                    kind: ExprKind::Binary(BinaryOp::Add, Box::new(e.clone()), Box::new(len)),
                    span: sp,
                }),
                Box::new(one),
            ),
            span: sp,
        };
        Ok(TemplateSpec::Range(e, upper))
    }

    /// `[lower ':'] upper | ':'` inside a parenthesised list.
    fn paren_template_spec(&mut self, allow_unfixed: bool) -> PResult<TemplateSpec> {
        let stops = [Punct::Comma, Punct::RParen];
        if self.is_punct(Punct::Colon) && self.is_punct_in_at(1, &stops) {
            if !allow_unfixed {
                return Err(Diagnostic::error(
                    self.span(),
                    "':' (an unfixed extent) is not allowed in 'template_fix'",
                ));
            }
            let s = self.span();
            self.bump();
            return Ok(TemplateSpec::Unfixed(s));
        }
        let lo = self.expr_until(
            &[Punct::Comma, Punct::RParen, Punct::Colon],
            "a template bound",
        )?;
        if self.eat_punct(Punct::Colon) {
            let hi = self.expr_until(
                &[Punct::Comma, Punct::RParen, Punct::Colon],
                "an upper bound",
            )?;
            Ok(TemplateSpec::Range(lo, hi))
        } else {
            Ok(TemplateSpec::Extent(lo))
        }
    }

    // ---- distribute

    fn distribute(&mut self) -> PResult<DirectiveKind> {
        let template = self.ident("a template name")?;
        let (form, formats) = self.dist_list(true)?;
        self.expect_word("onto", "'onto'")?;
        let onto = self.ident("a node array name after 'onto'")?;
        self.expect_end()?;
        Ok(DirectiveKind::Distribute(DistributeDir {
            template,
            form,
            formats,
            onto,
        }))
    }

    /// `{'[' fmt ']'}...` (one per bracket) or `'(' fmt {, fmt} ')'`.
    fn dist_list(&mut self, allow_gblock_star: bool) -> PResult<(SubscriptForm, Vec<DistFormat>)> {
        let mut formats = Vec::new();
        if self.is_punct(Punct::LBracket) {
            while self.eat_punct(Punct::LBracket) {
                formats.push(self.dist_format(allow_gblock_star)?);
                self.close_bracket()?;
            }
            Ok((SubscriptForm::Bracket, formats))
        } else if self.eat_punct(Punct::LParen) {
            formats.push(self.dist_format(allow_gblock_star)?);
            while self.eat_punct(Punct::Comma) {
                formats.push(self.dist_format(allow_gblock_star)?);
            }
            self.expect_punct(Punct::RParen)?;
            Ok((SubscriptForm::Paren, formats))
        } else {
            Err(self.expected("a distribution format list ('[block]' or '(block)')"))
        }
    }

    fn dist_format(&mut self, allow_gblock_star: bool) -> PResult<DistFormat> {
        let start = self.span();
        if self.eat_punct(Punct::Star) {
            return Ok(DistFormat {
                kind: DistFormatKind::Star,
                span: start,
            });
        }
        let word = match self.peek().and_then(ident_of) {
            Some(w) => w.to_string(),
            None => {
                return Err(
                    self.expected("a distribution format ('block', 'cyclic', 'gblock' or '*')")
                )
            }
        };
        self.bump();
        let kind = match word.as_str() {
            "block" | "cyclic" => {
                let arg = if self.is_punct(Punct::LParen) {
                    let what = if word == "block" { "a block size" } else { "a cyclic width" };
                    Some(self.paren_expr(what)?)
                } else {
                    None
                };
                if word == "block" {
                    DistFormatKind::Block(arg)
                } else {
                    DistFormatKind::Cyclic(arg)
                }
            }
            "gblock" => {
                if !self.eat_punct(Punct::LParen) {
                    return Err(Diagnostic::error(
                        self.span(),
                        "'gblock' needs a mapping array: 'gblock(m)' or 'gblock(*)'",
                    ));
                }
                let arg = if self.is_punct(Punct::Star) {
                    let s = self.span();
                    if !allow_gblock_star {
                        return Err(Diagnostic::error(
                            s,
                            "'gblock(*)' is not allowed in 'template_fix'; name the mapping array",
                        ));
                    }
                    self.bump();
                    GblockArg::Star(s)
                } else {
                    GblockArg::Array(self.ident("a mapping array name or '*' in 'gblock(...)'")?)
                };
                self.expect_punct(Punct::RParen)?;
                DistFormatKind::Gblock(arg)
            }
            _ => {
                return Err(Diagnostic::error(
                    start,
                    format!(
                        "unknown distribution format '{word}' (expected 'block', 'cyclic', 'gblock' or '*')"
                    ),
                ))
            }
        };
        Ok(DistFormat {
            kind,
            span: start.to(self.prev_span()),
        })
    }

    // ---- align

    fn align(&mut self) -> PResult<DirectiveKind> {
        let array = self.array_name("an array name")?;
        if !self.is_punct(Punct::LBracket) {
            return Err(self.expected(&format!(
                "'[' align source after array name '{}'",
                array.name
            )));
        }
        let (_, sources) = self.align_sources()?;
        self.expect_word("with", "'with'")?;
        let template = self.ident("a template name after 'with'")?;
        let (form, subscripts) = self.align_subscripts()?;
        self.expect_end()?;
        Ok(DirectiveKind::Align(AlignDir {
            array,
            sources,
            template,
            form,
            subscripts,
        }))
    }

    /// `{'[' src ']'}...` or `'(' src {, src} ')'` (the latter only in combined directives).
    fn align_sources(&mut self) -> PResult<(SubscriptForm, Vec<AlignSource>)> {
        let mut v = Vec::new();
        if self.is_punct(Punct::LBracket) {
            while self.eat_punct(Punct::LBracket) {
                v.push(self.align_source()?);
                self.close_bracket()?;
            }
            Ok((SubscriptForm::Bracket, v))
        } else if self.eat_punct(Punct::LParen) {
            v.push(self.align_source()?);
            while self.eat_punct(Punct::Comma) {
                v.push(self.align_source()?);
            }
            self.expect_punct(Punct::RParen)?;
            Ok((SubscriptForm::Paren, v))
        } else {
            Err(self.expected("an align source list ('[i]' or '(i)')"))
        }
    }

    fn align_source(&mut self) -> PResult<AlignSource> {
        let s = self.span();
        if self.eat_punct(Punct::Star) {
            return Ok(AlignSource::Star(s));
        }
        if self.eat_punct(Punct::Colon) {
            return Ok(AlignSource::Colon(s));
        }
        match self.peek().and_then(ident_of) {
            Some(_) => Ok(AlignSource::Dummy(self.ident("an align dummy")?)),
            None => Err(self.expected("an align dummy, '*' or ':'")),
        }
    }

    fn align_subscripts(&mut self) -> PResult<(SubscriptForm, Vec<AlignSubscript>)> {
        let mut v = Vec::new();
        if self.is_punct(Punct::LBracket) {
            while self.eat_punct(Punct::LBracket) {
                v.push(self.align_subscript(&[Punct::RBracket, Punct::Comma])?);
                self.close_bracket()?;
            }
            Ok((SubscriptForm::Bracket, v))
        } else if self.eat_punct(Punct::LParen) {
            let closers = [Punct::Comma, Punct::RParen];
            v.push(self.align_subscript(&closers)?);
            while self.eat_punct(Punct::Comma) {
                v.push(self.align_subscript(&closers)?);
            }
            self.expect_punct(Punct::RParen)?;
            Ok((SubscriptForm::Paren, v))
        } else {
            Err(self.expected("an align subscript list ('[i]' or '(i)')"))
        }
    }

    fn align_subscript(&mut self, closers: &[Punct]) -> PResult<AlignSubscript> {
        let s = self.span();
        if self.is_punct(Punct::Star) && self.is_punct_in_at(1, closers) {
            self.bump();
            return Ok(AlignSubscript::Star(s));
        }
        if self.is_punct(Punct::Colon) && self.is_punct_in_at(1, closers) {
            self.bump();
            return Ok(AlignSubscript::Colon(s));
        }
        let mut stops = closers.to_vec();
        stops.push(Punct::Colon);
        let e = self.expr_until(&stops, "an align subscript ('i', 'i+c', '*' or ':')")?;
        split_align_subscript(e, s.to(self.prev_span()))
    }

    // ---- shadow

    fn shadow(&mut self) -> PResult<DirectiveKind> {
        let array = self.array_name("an array name")?;
        let (form, widths) = self.shadow_widths()?;
        self.expect_end()?;
        Ok(DirectiveKind::Shadow(ShadowDir {
            array,
            form,
            widths,
        }))
    }

    fn shadow_widths(&mut self) -> PResult<(SubscriptForm, Vec<ShadowWidth>)> {
        let mut v = Vec::new();
        if self.is_punct(Punct::LBracket) {
            while self.eat_punct(Punct::LBracket) {
                v.push(self.shadow_width(&[Punct::RBracket, Punct::Comma])?);
                self.close_bracket()?;
            }
            Ok((SubscriptForm::Bracket, v))
        } else if self.eat_punct(Punct::LParen) {
            let closers = [Punct::Comma, Punct::RParen];
            v.push(self.shadow_width(&closers)?);
            while self.eat_punct(Punct::Comma) {
                v.push(self.shadow_width(&closers)?);
            }
            self.expect_punct(Punct::RParen)?;
            Ok((SubscriptForm::Paren, v))
        } else {
            Err(self.expected("a shadow width list ('[1]' or '(1)')"))
        }
    }

    fn shadow_width(&mut self, closers: &[Punct]) -> PResult<ShadowWidth> {
        if self.is_punct(Punct::Star) && self.is_punct_in_at(1, closers) {
            let s = self.span();
            self.bump();
            return Ok(ShadowWidth::Full(s));
        }
        let mut stops = closers.to_vec();
        stops.push(Punct::Colon);
        let lo = self.expr_until(&stops, "a shadow width")?;
        if self.eat_punct(Punct::Colon) {
            let hi = self.expr_until(&stops, "an upper shadow width")?;
            Ok(ShadowWidth::LoHi(lo, hi))
        } else {
            Ok(ShadowWidth::Both(lo))
        }
    }

    // ---- combined

    fn combined(&mut self) -> PResult<DirectiveKind> {
        let mut attrs: Vec<CombinedAttr> = Vec::new();
        let mut seen: Vec<(&'static str, Span)> = Vec::new();
        loop {
            let s = self.span();
            let word = match self.peek().and_then(ident_of) {
                Some(w) => w.to_string(),
                None => {
                    return Err(self
                        .expected("an attribute (nodes, template, distribute, align or shadow)"))
                }
            };
            self.bump();
            let (key, attr): (&'static str, CombinedAttr) = match word.as_str() {
                "nodes" => ("nodes", CombinedAttr::Nodes(s)),
                "template" => ("template", CombinedAttr::Template(s)),
                "distribute" => {
                    let (form, formats) = self.dist_list(true)?;
                    self.expect_word("onto", "'onto'")?;
                    let onto = self.ident("a node array name after 'onto'")?;
                    ("distribute", CombinedAttr::Distribute { form, formats, onto, span: s.to(self.prev_span()) })
                }
                "align" => {
                    let (source_form, sources) = self.align_sources()?;
                    self.expect_word("with", "'with'")?;
                    let template = self.ident("a template name after 'with'")?;
                    let (form, subscripts) = self.align_subscripts()?;
                    let span = s.to(self.prev_span());
                    ("align", CombinedAttr::Align { source_form, sources, template, form, subscripts, span })
                }
                "shadow" => {
                    let (form, widths) = self.shadow_widths()?;
                    ("shadow", CombinedAttr::Shadow { form, widths, span: s.to(self.prev_span()) })
                }
                _ => {
                    return Err(Diagnostic::error(
                        s,
                        format!(
                            "unknown attribute '{word}' in combined directive (expected nodes, template, distribute, align or shadow)"
                        ),
                    ))
                }
            };
            if seen.iter().any(|(k, _)| *k == key) {
                return Err(Diagnostic::error(
                    s,
                    format!("attribute '{key}' appears more than once in combined directive"),
                ));
            }
            let group = |k: &str| match k {
                "nodes" => 0,
                "template" | "distribute" => 1,
                _ => 2,
            };
            if let Some((other, _)) = seen.iter().find(|(k, _)| group(k) != group(key)) {
                return Err(Diagnostic::error(
                    s,
                    format!(
                        "attribute '{key}' cannot be combined with '{other}': they declare different kinds of entity"
                    ),
                ));
            }
            seen.push((key, s));
            attrs.push(attr);
            if self.eat_punct(Punct::Comma) {
                continue;
            }
            if self.eat_punct(Punct::ColonColon) {
                break;
            }
            return Err(self.expected("',' or '::'"));
        }
        let decls = match seen.first().map(|(k, _)| *k) {
            Some("nodes") => {
                let mut v = vec![self.nodes_decl()?];
                while self.eat_punct(Punct::Comma) {
                    v.push(self.nodes_decl()?);
                }
                CombinedDecls::Nodes(v)
            }
            Some("template" | "distribute") => {
                let mut v = vec![self.template_decl()?];
                while self.eat_punct(Punct::Comma) {
                    v.push(self.template_decl()?);
                }
                CombinedDecls::Templates(v)
            }
            _ => {
                let mut v = vec![self.ident("an array name")?];
                while self.eat_punct(Punct::Comma) {
                    v.push(self.ident("an array name")?);
                }
                CombinedDecls::Arrays(v)
            }
        };
        self.expect_end()?;
        Ok(DirectiveKind::Combined(CombinedDir { attrs, decls }))
    }

    // ---- template_fix

    fn template_fix(&mut self) -> PResult<DirectiveKind> {
        let formats = if self.eat_punct(Punct::LBracket) {
            let mut v = vec![self.dist_format(false)?];
            while self.eat_punct(Punct::Comma) {
                v.push(self.dist_format(false)?);
            }
            self.expect_punct(Punct::RBracket)?;
            // `template_fix[block][cyclic]`: one pair per format, as in `distribute`.
            let more = self.span();
            let mut pairs = 1;
            while self.eat_punct(Punct::LBracket) {
                v.push(self.dist_format(false)?);
                self.close_bracket()?;
                pairs += 1;
            }
            if pairs > 1 {
                self.compat(
                    more.to(self.prev_span()),
                    "one bracket pair per distribution format in 'template_fix' is not XMP/C 1.4; the standard form lists them in one pair, separated by commas ('template_fix[block, cyclic] t[n][m]')",
                );
            }
            Some((SubscriptForm::Bracket, v))
        } else if self.is_punct(Punct::LParen) {
            Some(self.dist_list(false)?)
        } else {
            None
        };
        let template = self.ident("a template name")?;
        let specs = if self.is_punct(Punct::LBracket) {
            let mut v = Vec::new();
            while self.eat_punct(Punct::LBracket) {
                if self.is_punct(Punct::Colon) {
                    return Err(Diagnostic::error(
                        self.span(),
                        "':' (an unfixed extent) is not allowed in 'template_fix'",
                    ));
                }
                v.push(self.bracket_template_dim("a template extent")?);
                self.close_bracket()?;
            }
            Some((SubscriptForm::Bracket, v))
        } else if self.eat_punct(Punct::LParen) {
            let mut v = vec![self.paren_template_spec(false)?];
            while self.eat_punct(Punct::Comma) {
                v.push(self.paren_template_spec(false)?);
            }
            self.expect_punct(Punct::RParen)?;
            Some((SubscriptForm::Paren, v))
        } else {
            None
        };
        if formats.is_none() && specs.is_none() {
            return Err(Diagnostic::error(
                template.span,
                "'template_fix' needs a distribution-format list or a shape (or both)",
            ));
        }
        self.expect_end()?;
        Ok(DirectiveKind::TemplateFix(TemplateFixDir {
            formats,
            template,
            specs,
        }))
    }

    // ---- references

    /// `'*'` | `name` | `name {'[' subscript ']'}...` | `name '(' subscript {, subscript} ')'`.
    fn node_ref(&mut self, what: &str) -> PResult<Ref> {
        if self.is_punct(Punct::Star) {
            let s = self.span();
            self.bump();
            return Ok(Ref::Current(s));
        }
        let name = self.ident(what)?;
        let mut subscripts = Vec::new();
        let form = if self.is_punct(Punct::LBracket) {
            while self.eat_punct(Punct::LBracket) {
                subscripts.push(self.subscript(&[Punct::RBracket, Punct::Comma])?);
                self.close_bracket()?;
            }
            Some(SubscriptForm::Bracket)
        } else if self.eat_punct(Punct::LParen) {
            let closers = [Punct::Comma, Punct::RParen];
            subscripts.push(self.subscript(&closers)?);
            while self.eat_punct(Punct::Comma) {
                subscripts.push(self.subscript(&closers)?);
            }
            self.expect_punct(Punct::RParen)?;
            Some(SubscriptForm::Paren)
        } else {
            None
        };
        let span = name.span.to(self.prev_span());
        Ok(Ref::Named(NamedRef {
            name,
            form,
            subscripts,
            span,
        }))
    }

    /// `int-expr | triplet | '*'`, with `triplet ::= [e] ':' [e] [':' e]`.
    fn subscript(&mut self, closers: &[Punct]) -> PResult<Subscript> {
        let start = self.span();
        if self.is_punct(Punct::Star) && self.is_punct_in_at(1, closers) {
            self.bump();
            return Ok(Subscript::Star(start));
        }
        let mut stops = closers.to_vec();
        stops.push(Punct::Colon);
        let lower = if self.is_punct(Punct::Colon) || self.is_punct(Punct::ColonColon) {
            None
        } else {
            Some(self.expr_until(&stops, "a subscript, triplet or '*'")?)
        };
        // `lo::step` arrives as one `::` token.
        if self.eat_punct(Punct::ColonColon) {
            let step = if self.is_punct_in_at(0, closers) {
                None
            } else {
                Some(self.expr_until(&stops, "a step")?)
            };
            let span = start.to(self.prev_span());
            return Ok(Subscript::Triplet(Triplet {
                lower,
                bound: None,
                step,
                span,
            }));
        }
        if !self.eat_punct(Punct::Colon) {
            // `lower` is Some here: a missing expression was diagnosed by expr_until.
            return match lower {
                Some(e) => Ok(Subscript::Expr(e)),
                None => Err(self.expected("a subscript")),
            };
        }
        let bound = if self.is_punct_in_at(0, closers) || self.is_punct(Punct::Colon) {
            None
        } else {
            Some(self.expr_until(&stops, "a triplet length or ']'")?)
        };
        let step = if self.eat_punct(Punct::Colon) {
            if self.is_punct_in_at(0, closers) {
                None
            } else {
                Some(self.expr_until(&stops, "a step")?)
            }
        } else {
            None
        };
        let span = start.to(self.prev_span());
        Ok(Subscript::Triplet(Triplet {
            lower,
            bound,
            step,
            span,
        }))
    }

    // ---- loop

    fn loop_dir(&mut self) -> PResult<DirectiveKind> {
        let indices = if self.eat_punct(Punct::LParen) {
            let mut v = vec![self.ident("a loop index name")?];
            while self.eat_punct(Punct::Comma) {
                v.push(self.ident("a loop index name")?);
            }
            self.expect_punct(Punct::RParen)?;
            Some(v)
        } else {
            None
        };
        let mut on = None;
        let mut expand: Option<ExpandClause> = None;
        let mut reductions = Vec::new();
        let mut peel_and_wait = None;
        let mut acc = false;
        while !self.at_end() {
            let s = self.span();
            let word = match self.peek().and_then(ident_of) {
                Some(w) => w.to_string(),
                None => {
                    return Err(Diagnostic::error(
                        s,
                        format!("unexpected {} in 'loop' directive", self.found()),
                    ))
                }
            };
            match word.as_str() {
                "on" => {
                    if on.is_some() {
                        return Err(self.duplicate(s, "on"));
                    }
                    self.bump();
                    on = Some(self.node_ref("a template or node reference after 'on'")?);
                }
                "expand" | "margin" => {
                    if let Some(prev) = &expand {
                        let prev_word = match prev.kind {
                            ExpandKind::Expand => "expand",
                            ExpandKind::Margin => "margin",
                        };
                        return Err(if prev_word == word {
                            self.duplicate(s, &word)
                        } else {
                            Diagnostic::error(
                                s,
                                "only one of 'expand' and 'margin' may be given on a 'loop'",
                            )
                        });
                    }
                    self.bump();
                    let widths = self.loop_widths()?;
                    let kind = if word == "expand" {
                        ExpandKind::Expand
                    } else {
                        ExpandKind::Margin
                    };
                    expand = Some(ExpandClause {
                        kind,
                        widths,
                        span: s.to(self.prev_span()),
                    });
                }
                "reduction" => {
                    self.bump();
                    reductions.extend(self.loop_reduction(s)?);
                }
                "peel_and_wait" => {
                    if peel_and_wait.is_some() {
                        return Err(self.duplicate(s, "peel_and_wait"));
                    }
                    self.bump();
                    self.expect_punct(Punct::LParen)?;
                    let async_id =
                        self.expr_until(&[Punct::Comma, Punct::RParen], "an async id")?;
                    let mut widths = Vec::new();
                    while self.eat_punct(Punct::Comma) {
                        widths.push(self.loop_width()?);
                    }
                    self.expect_punct(Punct::RParen)?;
                    peel_and_wait = Some(PeelAndWait {
                        async_id,
                        widths,
                        span: s.to(self.prev_span()),
                    });
                }
                "acc" => {
                    if acc {
                        return Err(self.duplicate(s, "acc"));
                    }
                    self.bump();
                    acc = true;
                }
                "pipeline" | "threads" => {
                    return Err(Diagnostic::error(
                        s,
                        format!(
                            "'{word}' clause of 'loop' is not part of XMP/C 1.4 (a removed draft)"
                        ),
                    ))
                }
                _ => {
                    return Err(Diagnostic::error(
                        s,
                        format!("unexpected '{word}' in 'loop' directive"),
                    ))
                }
            }
        }
        let on = match on {
            Some(on) => on,
            None => {
                return Err(Diagnostic::error(
                    self.end_span(),
                    "expected 'on' clause in 'loop' directive",
                ))
            }
        };
        Ok(DirectiveKind::Loop(LoopDir {
            indices,
            on,
            expand,
            reductions,
            peel_and_wait,
            acc,
        }))
    }

    fn loop_widths(&mut self) -> PResult<Vec<LoopWidth>> {
        self.expect_punct(Punct::LParen)?;
        let mut v = vec![self.loop_width()?];
        while self.eat_punct(Punct::Comma) {
            v.push(self.loop_width()?);
        }
        self.expect_punct(Punct::RParen)?;
        Ok(v)
    }

    /// Parses a `/word/` prefix when present; `wrong` is the modifier of the other context.
    fn width_modifier(&mut self, word: &str, wrong: &str) -> PResult<bool> {
        if !self.is_punct(Punct::Slash) {
            return Ok(false);
        }
        let s = self.span();
        let w = self.peek_at(1).and_then(ident_of);
        if w.is_some() && self.is_punct_at(2, Punct::Slash) {
            let w = w.unwrap_or_default();
            if w == word {
                self.pos += 3;
                return Ok(true);
            }
            let msg = if w == wrong {
                format!(
                    "'/{w}/' is not allowed in '{}' widths (expected '/{word}/')",
                    self.dir
                )
            } else {
                format!("unknown width modifier '/{w}/' (expected '/{word}/')")
            };
            return Err(Diagnostic::error(s, msg));
        }
        Err(Diagnostic::error(
            s,
            format!("expected a width or '/{word}/' in '{}' directive", self.dir),
        ))
    }

    fn loop_width(&mut self) -> PResult<LoopWidth> {
        let s = self.span();
        let unbound = self.width_modifier("unbound", "periodic")?;
        let stops = [Punct::Comma, Punct::RParen, Punct::Colon];
        let lo = self.expr_until(&stops, "a width")?;
        let hi = if self.eat_punct(Punct::Colon) {
            Some(self.expr_until(&stops, "an upper width")?)
        } else {
            None
        };
        Ok(LoopWidth {
            unbound,
            lo,
            hi,
            span: s.to(self.prev_span()),
        })
    }

    fn reflect_width(&mut self) -> PResult<ReflectWidth> {
        let s = self.span();
        let periodic = self.width_modifier("periodic", "unbound")?;
        let stops = [Punct::Comma, Punct::RParen, Punct::Colon];
        let lo = self.expr_until(&stops, "a width")?;
        let hi = if self.eat_punct(Punct::Colon) {
            Some(self.expr_until(&stops, "an upper width")?)
        } else {
            None
        };
        Ok(ReflectWidth {
            periodic,
            lo,
            hi,
            span: s.to(self.prev_span()),
        })
    }

    /// The operator of a reduction (after `(`).
    fn reduction_op(&mut self) -> PResult<(ReductionOp, Span)> {
        let s = self.span();
        let op = match self.peek() {
            Some(Tok::Punct(p)) => match p {
                Punct::Plus => Some(ReductionOp::Add),
                Punct::Star => Some(ReductionOp::Mul),
                Punct::Minus => Some(ReductionOp::Sub),
                Punct::Amp => Some(ReductionOp::BitAnd),
                Punct::Pipe => Some(ReductionOp::BitOr),
                Punct::Caret => Some(ReductionOp::BitXor),
                Punct::AmpAmp => Some(ReductionOp::LogAnd),
                Punct::PipePipe => Some(ReductionOp::LogOr),
                _ => None,
            },
            Some(t) => match ident_of(t) {
                Some(w) => match reduction_word(w) {
                    Some((op, standard)) => {
                        if !standard {
                            self.compat(
                                s,
                                format!(
                                    "reduction kind '{w}' is not XMP/C; the standard spelling is '{}'",
                                    op.spelling()
                                ),
                            );
                        }
                        Some(op)
                    }
                    None => None,
                },
                None => None,
            },
            None => None,
        };
        match op {
            Some(op) => {
                self.bump();
                Ok((op, s))
            }
            None => match self.peek() {
                Some(t) => Err(Diagnostic::error(
                    s,
                    format!("unknown reduction operator '{}'", t.describe()),
                )),
                None => Err(self.expected("a reduction operator")),
            },
        }
    }

    /// `'/' loc {, loc} '/'` after a reduction variable, when present: appends the location
    /// variables and gives the span of the opening `/`.
    fn location_list(&mut self, out: &mut Vec<Ident>) -> PResult<Option<Span>> {
        if !self.is_punct(Punct::Slash) {
            return Ok(None);
        }
        let ls = self.span();
        self.bump();
        out.push(self.ident("a location variable")?);
        while self.eat_punct(Punct::Comma) {
            out.push(self.ident("a location variable")?);
        }
        self.expect_punct(Punct::Slash)?;
        Ok(Some(ls))
    }

    /// `'(' kind ':' spec {, spec} ')'` after `reduction` on a loop. Gives two clauses when
    /// a `max`/`min` clause has specs with location variables (they become `firstmax` /
    /// `firstmin`).
    fn loop_reduction(&mut self, start: Span) -> PResult<Vec<ReductionClause>> {
        self.expect_punct(Punct::LParen)?;
        let (op, op_span) = self.reduction_op()?;
        self.expect_punct(Punct::Colon)?;
        let mut specs = Vec::new();
        let mut loc_specs = Vec::new();
        loop {
            let var = self.array_name("a reduction variable")?;
            let mut locations = Vec::new();
            if let Some(ls) = self.location_list(&mut locations)? {
                // `max: v / loc /`: the reference implementation's location form of max/min,
                // which reports the first location of the extreme, as firstmax/firstmin do.
                let first = op.first_of_location_form();
                if let Some(f) = first {
                    self.compat(
                        ls,
                        format!(
                            "location variables with '{}' are not XMP/C 1.4; the standard spelling is '{}: {} / loc, ... /'",
                            op.spelling(),
                            f.spelling(),
                            var.name
                        ),
                    );
                    loc_specs.push(ReductionSpec { var, locations });
                    if !self.eat_punct(Punct::Comma) {
                        break;
                    }
                    continue;
                }
                if !op.has_locations() {
                    return Err(Diagnostic::error(
                        ls,
                        format!(
                            "location variables are allowed only with firstmax, firstmin, lastmax and lastmin, not '{}'",
                            op.spelling()
                        ),
                    ));
                }
            } else if op.has_locations() {
                return Err(Diagnostic::error(
                    var.span,
                    format!(
                        "'{}' reduction needs location variables: '{}: {} / loc, ... /'",
                        op.spelling(),
                        op.spelling(),
                        var.name
                    ),
                ));
            }
            specs.push(ReductionSpec { var, locations });
            if !self.eat_punct(Punct::Comma) {
                break;
            }
        }
        self.expect_punct(Punct::RParen)?;
        let span = start.to(self.prev_span());
        let mut v = Vec::new();
        if !specs.is_empty() {
            v.push(ReductionClause {
                op,
                op_span,
                specs,
                span,
            });
        }
        if !loc_specs.is_empty() {
            let op = if op == ReductionOp::Max {
                ReductionOp::FirstMax
            } else {
                ReductionOp::FirstMin
            };
            v.push(ReductionClause {
                op,
                op_span,
                specs: loc_specs,
                span,
            });
        }
        Ok(v)
    }

    // ---- reflect family

    fn reflect(&mut self, which: ReflectWhich, tasklet: bool) -> PResult<ReflectDir> {
        let arrays = self.paren_names("an array name")?;
        let allowed = match (which, tasklet) {
            (ReflectWhich::Reflect, false) => Allowed {
                width: true,
                orthogonal: true,
                async_: true,
                acc: true,
                on: false,
            },
            (ReflectWhich::Init, _) => Allowed {
                width: true,
                orthogonal: true,
                acc: true,
                ..Allowed::default()
            },
            (ReflectWhich::Do, _) => Allowed {
                acc: true,
                ..Allowed::default()
            },
            (ReflectWhich::ReduceShadow, false) => Allowed {
                width: true,
                orthogonal: true,
                async_: true,
                ..Allowed::default()
            },
            (_, true) => Allowed {
                width: true,
                orthogonal: true,
                on: true,
                ..Allowed::default()
            },
        };
        let mut d = ReflectDir {
            arrays,
            widths: None,
            orthogonal: false,
            async_id: None,
            acc: false,
            on: None,
        };
        while !self.at_end() {
            let s = self.span();
            let word = match self.peek().and_then(ident_of) {
                Some(w) => w.to_string(),
                None => {
                    return Err(Diagnostic::error(
                        s,
                        format!("unexpected {} in '{}' directive", self.found(), self.dir),
                    ))
                }
            };
            let ok = match word.as_str() {
                "width" => allowed.width,
                "orthogonal" => allowed.orthogonal,
                "async" => allowed.async_,
                "acc" => allowed.acc,
                "on" => allowed.on,
                _ => {
                    return Err(Diagnostic::error(
                        s,
                        format!("unexpected '{word}' in '{}' directive", self.dir),
                    ))
                }
            };
            if !ok {
                return Err(self.not_allowed(s, &word));
            }
            self.bump();
            match word.as_str() {
                "width" => {
                    if d.widths.is_some() {
                        return Err(self.duplicate(s, "width"));
                    }
                    self.expect_punct(Punct::LParen)?;
                    let mut v = vec![self.reflect_width()?];
                    while self.eat_punct(Punct::Comma) {
                        v.push(self.reflect_width()?);
                    }
                    self.expect_punct(Punct::RParen)?;
                    d.widths = Some(v);
                }
                "orthogonal" => {
                    if d.orthogonal {
                        return Err(self.duplicate(s, "orthogonal"));
                    }
                    d.orthogonal = true;
                }
                "async" => {
                    if d.async_id.is_some() {
                        return Err(self.duplicate(s, "async"));
                    }
                    d.async_id = Some(self.paren_expr("an async id")?);
                }
                "acc" => {
                    if d.acc {
                        return Err(self.duplicate(s, "acc"));
                    }
                    d.acc = true;
                }
                _ => {
                    if d.on.is_some() {
                        return Err(self.duplicate(s, "on"));
                    }
                    d.on = Some(self.node_ref("a node or template reference after 'on'")?);
                }
            }
        }
        Ok(d)
    }

    // ---- gmove

    fn gmove(&mut self, tasklet: bool) -> PResult<GmoveDir> {
        let mut d = GmoveDir {
            mode: GmoveMode::Collective,
            async_id: None,
            acc: false,
            acc_var: None,
            on: None,
        };
        let mut mode_seen = false;
        while !self.at_end() {
            let s = self.span();
            let word = match self.peek().and_then(ident_of) {
                Some(w) => w.to_string(),
                None => {
                    return Err(Diagnostic::error(
                        s,
                        format!("unexpected {} in 'gmove' directive", self.found()),
                    ))
                }
            };
            match (word.as_str(), tasklet) {
                ("in" | "out", false) => {
                    if mode_seen {
                        return Err(Diagnostic::error(
                            s,
                            "only one of 'in' and 'out' may be given on 'gmove'",
                        ));
                    }
                    mode_seen = true;
                    self.bump();
                    d.mode = if word == "in" {
                        GmoveMode::In
                    } else {
                        GmoveMode::Out
                    };
                }
                ("async", false) => {
                    if d.async_id.is_some() {
                        return Err(self.duplicate(s, "async"));
                    }
                    self.bump();
                    d.async_id = Some(self.paren_expr("an async id")?);
                }
                ("acc", false) => {
                    if d.acc {
                        return Err(self.duplicate(s, "acc"));
                    }
                    self.bump();
                    d.acc = true;
                    if self.is_punct(Punct::LParen) {
                        d.acc_var = Some(self.paren_expr("a variable")?);
                    }
                }
                ("on", true) => {
                    if d.on.is_some() {
                        return Err(self.duplicate(s, "on"));
                    }
                    self.bump();
                    d.on = Some(self.node_ref("a node or template reference after 'on'")?);
                }
                ("in" | "out" | "async" | "acc" | "on", _) => {
                    return Err(self.not_allowed(s, &word))
                }
                _ => {
                    return Err(Diagnostic::error(
                        s,
                        format!("unexpected '{word}' in '{}' directive", self.dir),
                    ))
                }
            }
        }
        Ok(d)
    }

    // ---- barrier, reduction, bcast, wait_async

    /// Shared loop for `[on ref] [from ref] [async(id)] [acc]` clauses.
    fn comm_clauses(
        &mut self,
        allowed: Allowed,
        allow_from: bool,
        on: &mut Option<Ref>,
        from: &mut Option<Ref>,
        async_id: &mut Option<Expr>,
        acc: &mut bool,
    ) -> PResult<()> {
        while !self.at_end() {
            let s = self.span();
            let word = match self.peek().and_then(ident_of) {
                Some(w) => w.to_string(),
                None => {
                    return Err(Diagnostic::error(
                        s,
                        format!("unexpected {} in '{}' directive", self.found(), self.dir),
                    ))
                }
            };
            let ok = match word.as_str() {
                "on" => allowed.on,
                "from" => allow_from,
                "async" => allowed.async_,
                "acc" => allowed.acc,
                _ => {
                    return Err(Diagnostic::error(
                        s,
                        format!("unexpected '{word}' in '{}' directive", self.dir),
                    ))
                }
            };
            if !ok {
                return Err(self.not_allowed(s, &word));
            }
            self.bump();
            match word.as_str() {
                "on" => {
                    if on.is_some() {
                        return Err(self.duplicate(s, "on"));
                    }
                    *on = Some(self.node_ref("a node or template reference after 'on'")?);
                }
                "from" => {
                    if from.is_some() {
                        return Err(self.duplicate(s, "from"));
                    }
                    *from = Some(self.node_ref("a node or template reference after 'from'")?);
                }
                "async" => {
                    if async_id.is_some() {
                        return Err(self.duplicate(s, "async"));
                    }
                    *async_id = Some(self.paren_expr("an async id")?);
                }
                _ => {
                    if *acc {
                        return Err(self.duplicate(s, "acc"));
                    }
                    *acc = true;
                }
            }
        }
        Ok(())
    }

    fn barrier(&mut self) -> PResult<DirectiveKind> {
        let (mut on, mut from, mut async_id, mut acc) = (None, None, None, false);
        let allowed = Allowed {
            on: true,
            acc: true,
            ..Allowed::default()
        };
        self.comm_clauses(allowed, false, &mut on, &mut from, &mut async_id, &mut acc)?;
        Ok(DirectiveKind::Barrier(BarrierDir { on, acc }))
    }

    fn reduction(&mut self, tasklet: bool) -> PResult<ReductionDir> {
        self.expect_punct(Punct::LParen)?;
        let (mut op, op_span) = self.reduction_op()?;
        if op == ReductionOp::Sub {
            // 1.4 removed '-' from the construct; the reference implementation's parser still
            // takes it (one kind table for clause and construct) and sums, as for the clause.
            self.compat(
                op_span,
                "'-' in the 'reduction' construct is not XMP/C 1.4 (read as '+', as the reference implementation does; the standard form is 'reduction(+: ...)')",
            );
            op = ReductionOp::Add;
        }
        self.expect_punct(Punct::Colon)?;
        let written = op;
        let mut vars = Vec::new();
        let mut locations = Vec::new();
        loop {
            let var = self.array_name("a reduction variable")?;
            let mut locs = Vec::new();
            if let Some(ls) = self.location_list(&mut locs)? {
                let first = written.first_of_location_form();
                // The reference implementation reduces each location variable over the nodes
                // that hold the extreme value (the smallest for `first*`, the largest for
                // `last*`); `max`/`min` with locations are its `firstmax`/`firstmin`.
                if let Some(f) = first {
                    self.compat(
                        ls,
                        format!(
                            "location variables with '{}' in the 'reduction' construct are not XMP/C 1.4 (read as '{}', as the reference implementation does; the standard form is a 'loop' reduction clause)",
                            written.spelling(),
                            f.spelling()
                        ),
                    );
                    op = f;
                } else if !op.has_locations() {
                    return Err(Diagnostic::error(
                        ls,
                        format!(
                            "location variables are allowed only with max, min, firstmax, firstmin, lastmax and lastmin, not '{}'",
                            op.spelling()
                        ),
                    ));
                } else if locations.iter().all(|l: &Vec<Ident>| l.is_empty()) {
                    self.compat(
                        op_span,
                        format!(
                            "'{}' in the 'reduction' construct is not XMP/C 1.4 (the reference implementation accepts it; the standard form is a 'loop' reduction clause)",
                            op.spelling()
                        ),
                    );
                }
            } else if written.has_locations() {
                return Err(Diagnostic::error(
                    var.span,
                    format!(
                        "'{}' reduction needs location variables: '{}: {} / loc, ... /'",
                        op.spelling(),
                        op.spelling(),
                        var.name
                    ),
                ));
            }
            vars.push(var);
            locations.push(locs);
            if !self.eat_punct(Punct::Comma) {
                break;
            }
        }
        self.expect_punct(Punct::RParen)?;
        let (mut on, mut from, mut async_id, mut acc) = (None, None, None, false);
        let allowed = if tasklet {
            Allowed {
                on: true,
                ..Allowed::default()
            }
        } else {
            Allowed {
                on: true,
                async_: true,
                acc: true,
                ..Allowed::default()
            }
        };
        self.comm_clauses(allowed, false, &mut on, &mut from, &mut async_id, &mut acc)?;
        Ok(ReductionDir {
            op,
            op_span,
            vars,
            locations,
            on,
            async_id,
            acc,
        })
    }

    fn bcast(&mut self, tasklet: bool) -> PResult<BcastDir> {
        self.expect_punct(Punct::LParen)?;
        let mut vars = Vec::new();
        let mut sections = Vec::new();
        loop {
            vars.push(self.array_name("a variable name")?);
            let start = self.span();
            let mut subs = Vec::new();
            while self.eat_punct(Punct::LBracket) {
                subs.push(self.subscript(&[Punct::RBracket, Punct::Comma])?);
                self.close_bracket()?;
            }
            if !subs.is_empty() {
                self.compat(
                    start.to(self.prev_span()),
                    "an array section in 'bcast' is not XMP/C 1.4; the standard form broadcasts whole variables",
                );
            }
            sections.push(subs);
            if !self.eat_punct(Punct::Comma) {
                break;
            }
        }
        self.expect_punct(Punct::RParen)?;
        let (mut on, mut from, mut async_id, mut acc) = (None, None, None, false);
        let allowed = if tasklet {
            Allowed {
                on: true,
                ..Allowed::default()
            }
        } else {
            Allowed {
                on: true,
                async_: true,
                acc: true,
                ..Allowed::default()
            }
        };
        self.comm_clauses(allowed, true, &mut on, &mut from, &mut async_id, &mut acc)?;
        Ok(BcastDir {
            vars,
            sections,
            from,
            on,
            async_id,
            acc,
        })
    }

    fn wait_async(&mut self) -> PResult<DirectiveKind> {
        self.expect_punct(Punct::LParen)?;
        let stops = [Punct::Comma, Punct::RParen];
        let mut ids = vec![self.expr_until(&stops, "an async id")?];
        while self.eat_punct(Punct::Comma) {
            ids.push(self.expr_until(&stops, "an async id")?);
        }
        self.expect_punct(Punct::RParen)?;
        let (mut on, mut from, mut async_id, mut acc) = (None, None, None, false);
        let allowed = Allowed {
            on: true,
            acc: true,
            ..Allowed::default()
        };
        self.comm_clauses(allowed, false, &mut on, &mut from, &mut async_id, &mut acc)?;
        Ok(DirectiveKind::WaitAsync(WaitAsyncDir { ids, on, acc }))
    }

    // ---- post / wait

    fn post(&mut self) -> PResult<DirectiveKind> {
        self.expect_punct(Punct::LParen)?;
        let node = self.node_ref("a node reference")?;
        self.expect_punct(Punct::Comma)?;
        let tag = self.expr_until(&[Punct::Comma, Punct::RParen], "a tag")?;
        self.expect_punct(Punct::RParen)?;
        self.expect_end()?;
        Ok(DirectiveKind::Post(PostDir { node, tag }))
    }

    fn wait(&mut self) -> PResult<DirectiveKind> {
        let (mut node, mut tag) = (None, None);
        if self.eat_punct(Punct::LParen) {
            node = Some(self.node_ref("a node reference")?);
            if self.eat_punct(Punct::Comma) {
                tag = Some(self.expr_until(&[Punct::Comma, Punct::RParen], "a tag")?);
            }
            self.expect_punct(Punct::RParen)?;
        }
        self.expect_end()?;
        Ok(DirectiveKind::Wait(WaitDir { node, tag }))
    }

    // ---- lock / unlock

    fn lock(&mut self, is_lock: bool) -> PResult<DirectiveKind> {
        self.expect_punct(Punct::LParen)?;
        let name = self.ident("a lock variable")?;
        let mut subscripts = Vec::new();
        while self.eat_punct(Punct::LBracket) {
            subscripts.push(self.expr_until(&[Punct::RBracket, Punct::Comma], "a subscript")?);
            self.close_bracket()?;
        }
        if !self.eat_punct(Punct::Colon) {
            return Err(self.expected("':[image]' coindex after the lock variable"));
        }
        let mut image = Vec::new();
        while self.eat_punct(Punct::LBracket) {
            image.push(self.expr_until(&[Punct::RBracket, Punct::Comma], "an image index")?);
            self.close_bracket()?;
        }
        if image.is_empty() {
            return Err(self.expected("'[' image index after ':'"));
        }
        let lock_span = name.span.to(self.prev_span());
        self.expect_punct(Punct::RParen)?;
        let lock = CoindexedLock {
            name,
            subscripts,
            image,
            span: lock_span,
        };
        let (mut acquired, mut stat) = (None, None);
        while !self.at_end() {
            let s = self.span();
            if is_lock && self.eat_word("acquired_lock").is_some() {
                if acquired.is_some() {
                    return Err(self.duplicate(s, "acquired_lock"));
                }
                acquired = Some(self.paren_expr("an int lvalue")?);
            } else if self.eat_word("stat").is_some() {
                if stat.is_some() {
                    return Err(self.duplicate(s, "stat"));
                }
                stat = Some(self.paren_expr("an int lvalue")?);
            } else if self.is_word("acquired_lock") {
                return Err(self.not_allowed(s, "acquired_lock"));
            } else {
                return Err(Diagnostic::error(
                    s,
                    format!("unexpected {} in '{}' directive", self.found(), self.dir),
                ));
            }
        }
        let d = LockDir {
            lock,
            acquired,
            stat,
        };
        Ok(if is_lock {
            DirectiveKind::Lock(d)
        } else {
            DirectiveKind::Unlock(d)
        })
    }

    // ---- coarray

    fn coarray(&mut self) -> PResult<DirectiveKind> {
        if !self.is_word("on") {
            // The pre-1.2 declaring form `coarray a, b : [*]`.
            if self.peek().and_then(ident_of).is_some()
                && (self.is_punct_at(1, Punct::Comma) || self.is_punct_at(1, Punct::Colon))
            {
                return self.coarray_decl();
            }
            return Err(self.expected("'on'"));
        }
        self.bump();
        let nodes = self.ident("a node array name after 'on'")?;
        self.expect_punct(Punct::ColonColon)?;
        let mut names = vec![self.ident("a coarray name")?];
        while self.eat_punct(Punct::Comma) {
            names.push(self.ident("a coarray name")?);
        }
        self.expect_end()?;
        Ok(DirectiveKind::Coarray(CoarrayDir { nodes, names }))
    }

    /// `coarray a, b : [e]..[*]`, the declaration form before XMP 1.2.
    fn coarray_decl(&mut self) -> PResult<DirectiveKind> {
        let start = self.span();
        let mut names = vec![self.ident("a coarray name")?];
        while self.eat_punct(Punct::Comma) {
            names.push(self.ident("a coarray name")?);
        }
        self.expect_punct(Punct::Colon)?;
        let mut codims = Vec::new();
        while self.eat_punct(Punct::LBracket) {
            if self.is_punct(Punct::Star) && self.is_punct_at(1, Punct::RBracket) {
                self.bump();
                codims.push(None);
            } else {
                codims.push(Some(self.expr_until(
                    &[Punct::RBracket, Punct::Comma],
                    "a codimension or '*'",
                )?));
            }
            self.close_bracket()?;
        }
        if codims.is_empty() {
            return Err(self.expected("'[' codimension after ':'"));
        }
        self.expect_end()?;
        let n = &names[0].name;
        self.compat(
            start.to(self.prev_span()),
            format!(
                "the '#pragma xmp coarray NAME : [*]' declaration is XMP before 1.2; the standard form gives the codimensions in the declarator of '{n}' (as in 'int x[10]:[*];')"
            ),
        );
        Ok(DirectiveKind::Compat(CompatDir::CoarrayDecl {
            names,
            codims,
        }))
    }

    // ---- tasklets (draft)

    fn tasklet(&mut self) -> PResult<DirectiveKind> {
        if let Some(w) = self.peek().and_then(ident_of) {
            let inner = match w {
                "reflect" | "reduce_shadow" => {
                    let which = if w == "reflect" {
                        ReflectWhich::Reflect
                    } else {
                        ReflectWhich::ReduceShadow
                    };
                    self.dir = format!("tasklet {w}");
                    self.bump();
                    let d = self.reflect(which, true)?;
                    Some(if which == ReflectWhich::Reflect {
                        DirectiveKind::Reflect(d)
                    } else {
                        DirectiveKind::ReduceShadow(d)
                    })
                }
                "gmove" => {
                    self.dir = "tasklet gmove".into();
                    self.bump();
                    Some(DirectiveKind::Gmove(self.gmove(true)?))
                }
                "bcast" => {
                    self.dir = "tasklet bcast".into();
                    self.bump();
                    Some(DirectiveKind::Bcast(self.bcast(true)?))
                }
                "reduction" => {
                    self.dir = "tasklet reduction".into();
                    self.bump();
                    Some(DirectiveKind::Reduction(self.reduction(true)?))
                }
                _ => None,
            };
            if let Some(inner) = inner {
                return Ok(DirectiveKind::TaskletComm(Box::new(inner)));
            }
        }
        let mut on = None;
        let mut depends = Vec::new();
        while !self.at_end() {
            let s = self.span();
            let word = match self.peek().and_then(ident_of) {
                Some(w) => w.to_string(),
                None => {
                    return Err(Diagnostic::error(
                        s,
                        format!("unexpected {} in 'tasklet' directive", self.found()),
                    ))
                }
            };
            let kind = match word.as_str() {
                "on" => {
                    if on.is_some() {
                        return Err(self.duplicate(s, "on"));
                    }
                    self.bump();
                    on = Some(self.node_ref("a node or template reference after 'on'")?);
                    continue;
                }
                "in" => DependKind::In,
                "out" => DependKind::Out,
                "inout" => DependKind::InOut,
                "pro_post" => DependKind::ProPost,
                "pro_wait" => DependKind::ProWait,
                "epi_post" => DependKind::EpiPost,
                "epi_wait" => DependKind::EpiWait,
                "remote_in" => DependKind::RemoteIn,
                "remote_out" => DependKind::RemoteOut,
                "accept_remote_in" => DependKind::AcceptRemoteIn,
                "accept_remote_out" => DependKind::AcceptRemoteOut,
                _ => {
                    return Err(Diagnostic::error(
                        s,
                        format!("unexpected '{word}' in 'tasklet' directive"),
                    ))
                }
            };
            self.bump();
            depends.push(self.depend_clause(kind, s)?);
        }
        Ok(DirectiveKind::Tasklet(TaskletDir { on, depends }))
    }

    fn depend_clause(&mut self, kind: DependKind, start: Span) -> PResult<DependClause> {
        let stops = [Punct::Comma, Punct::RParen];
        let mut c = DependClause {
            kind,
            vars: Vec::new(),
            node: None,
            tag: None,
            span: start,
        };
        let optional_args = matches!(
            kind,
            DependKind::ProWait
                | DependKind::EpiWait
                | DependKind::RemoteIn
                | DependKind::RemoteOut
        );
        if !self.is_punct(Punct::LParen) {
            if optional_args {
                return Ok(c);
            }
            return Err(self.expected(&format!("'(' after '{}'", kind.spelling())));
        }
        self.bump();
        match kind {
            DependKind::In | DependKind::Out | DependKind::InOut => {
                c.vars.push(self.expr_until(&stops, "a variable")?);
                while self.eat_punct(Punct::Comma) {
                    c.vars.push(self.expr_until(&stops, "a variable")?);
                }
            }
            DependKind::ProPost
            | DependKind::ProWait
            | DependKind::EpiPost
            | DependKind::EpiWait => {
                c.node = Some(self.node_ref("a node reference")?);
                if self.eat_punct(Punct::Comma) {
                    c.tag = Some(self.expr_until(&stops, "a tag")?);
                }
            }
            DependKind::RemoteIn | DependKind::RemoteOut => {
                if self.is_punct(Punct::Star) && self.is_punct_in_at(1, &stops) {
                    self.bump();
                } else {
                    c.vars.push(self.expr_until(&stops, "a variable or '*'")?);
                }
                if self.eat_punct(Punct::Comma) {
                    c.node = Some(self.node_ref("a node reference")?);
                    if self.eat_punct(Punct::Comma) {
                        c.tag = Some(self.expr_until(&stops, "a tag")?);
                    }
                }
            }
            DependKind::AcceptRemoteIn | DependKind::AcceptRemoteOut => {
                c.vars.push(self.expr_until(&stops, "a variable")?);
                self.expect_punct(Punct::Comma)?;
                c.node = Some(self.node_ref("a node reference")?);
                if self.eat_punct(Punct::Comma) {
                    c.tag = Some(self.expr_until(&stops, "a tag")?);
                }
            }
        }
        self.expect_punct(Punct::RParen)?;
        c.span = start.to(self.prev_span());
        Ok(c)
    }
}

/// Named reduction kinds: the standard lower-case words, and the other names XMP code written
/// for the reference implementation uses (any case; Fortran's names for the operators).
const REDUCTION_WORDS: &[(&str, ReductionOp)] = &[
    ("max", ReductionOp::Max),
    ("min", ReductionOp::Min),
    ("firstmax", ReductionOp::FirstMax),
    ("firstmin", ReductionOp::FirstMin),
    ("lastmax", ReductionOp::LastMax),
    ("lastmin", ReductionOp::LastMin),
    ("plus", ReductionOp::Add),
    ("sum", ReductionOp::Add),
    ("minus", ReductionOp::Sub),
    ("prod", ReductionOp::Mul),
    ("mult", ReductionOp::Mul),
    ("band", ReductionOp::BitAnd),
    ("iand", ReductionOp::BitAnd),
    ("bor", ReductionOp::BitOr),
    ("ior", ReductionOp::BitOr),
    ("bxor", ReductionOp::BitXor),
    ("ieor", ReductionOp::BitXor),
    ("land", ReductionOp::LogAnd),
    ("and", ReductionOp::LogAnd),
    ("lor", ReductionOp::LogOr),
    ("or", ReductionOp::LogOr),
];

/// The reduction kind a word names and whether the word is its XMP/C 1.4 spelling.
fn reduction_word(w: &str) -> Option<(ReductionOp, bool)> {
    let lower = w.to_ascii_lowercase();
    REDUCTION_WORDS
        .iter()
        .find(|(k, _)| *k == lower)
        .map(|&(k, op)| (op, k == w && op.spelling() == k))
}

/// Tags a message with the `-Wxmp-compat` group (forms the reference implementation accepts
/// beyond XMP/C 1.4).
pub fn compat_message(msg: String) -> String {
    format!("{msg} [-Wxmp-compat]")
}

/// The message for a directive name that XMP/C 1.4 does not define (reference 1.6).
fn unknown_directive_message(name: &str) -> String {
    match name {
        "local_alias" => "'local_alias' is an XMP/Fortran directive, not XMP/C (take the address of an owned element instead)".into(),
        "master_io" | "global_io" | "file_sync_all" => format!(
            "'{name}' is an XMP/Fortran directive, not XMP/C (use the global I/O library, xmp_fopen_all ...)"
        ),
        "sync_memory" => "'sync_memory' is not an XMP/C directive (call xmp_sync_memory())".into(),
        "sync_all" => "'sync_all' is not an XMP/C directive (call xmp_sync_all())".into(),
        "sync_images" => "'sync_images' is not an XMP/C directive (call xmp_sync_images())".into(),
        "save_desc" | "critical" | "async" | "end" => format!("'{name}' is not an XMP/C directive"),
        _ => format!("unknown XMP directive '{name}'"),
    }
}

/// Splits an align subscript `i`, `i + e`, `i - e`, `i - e1 + e2` into the dummy and the
/// offset added to it. The dummy must be the leftmost operand of a chain of `+`/`-`. `span`
/// covers the subscript's tokens (from its first token).
fn split_align_subscript(e: Expr, span: Span) -> PResult<AlignSubscript> {
    let bad = || {
        Diagnostic::error(
            span,
            "an align subscript must be an align dummy, 'dummy + offset', 'dummy - offset', '*' or ':'",
        )
    };
    let mut terms: Vec<(BinaryOp, Expr)> = Vec::new();
    let mut cur = e;
    let name = loop {
        match cur.kind {
            ExprKind::Binary(op @ (BinaryOp::Add | BinaryOp::Sub), l, r) => {
                terms.push((op, *r));
                cur = *l;
            }
            // The leftmost operand starts the subscript, so its span begins at `span`.
            ExprKind::Ident(name) => {
                let len = name.len() as u32;
                break Ident {
                    name,
                    span: Span { len, ..span },
                };
            }
            _ => return Err(bad()),
        }
    };
    terms.reverse();
    let mut offset: Option<Expr> = None;
    for (op, t) in terms {
        offset = Some(match offset {
            None if op == BinaryOp::Add => t,
            None => {
                let s = t.span;
                Expr {
                    kind: ExprKind::Unary(UnaryOp::Minus, Box::new(t)),
                    span: s,
                }
            }
            Some(acc) => {
                let s = acc.span.to(t.span);
                Expr {
                    kind: ExprKind::Binary(op, Box::new(acc), Box::new(t)),
                    span: s,
                }
            }
        });
    }
    Ok(AlignSubscript::Dummy { name, offset, span })
}

#[cfg(test)]
mod tests;
