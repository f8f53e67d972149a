//! Warnings on how conditions and operators are written: `-Wparentheses` (an assignment used
//! as a condition, chained comparisons), `-Wparentheses-equality`, `-Wlogical-op-parentheses`,
//! `-Wbitwise-op-parentheses`, `-Wshift-op-parentheses` and `-Wempty-body`. They depend on
//! the parentheses as written, which the parser records (see [`super::Usage::parens`]).

use xmp_frontend::ast::{self, BinaryOp, ExprKind as K};
use xmp_frontend::diag::Diagnostic;

use crate::lower::Lowerer;
use crate::xir::Span;

/// The spelling of a binary operator.
pub(crate) fn op_text(op: BinaryOp) -> &'static str {
    use BinaryOp::*;
    match op {
        Mul => "*",
        Div => "/",
        Rem => "%",
        Add => "+",
        Sub => "-",
        Shl => "<<",
        Shr => ">>",
        Lt => "<",
        Gt => ">",
        Le => "<=",
        Ge => ">=",
        Eq => "==",
        Ne => "!=",
        BitAnd => "&",
        BitXor => "^",
        BitOr => "|",
        LogAnd => "&&",
        LogOr => "||",
    }
}

fn is_comparison(op: BinaryOp) -> bool {
    is_relational(op) || matches!(op, BinaryOp::Eq | BinaryOp::Ne)
}

fn is_relational(op: BinaryOp) -> bool {
    matches!(
        op,
        BinaryOp::Lt | BinaryOp::Gt | BinaryOp::Le | BinaryOp::Ge
    )
}

impl Lowerer {
    /// Whether `e` was written inside parentheses of its own.
    pub(crate) fn parenthesized(&self, e: &ast::Expr) -> bool {
        self.usage.parens.contains(&e.span)
    }

    /// The condition of `if`, `while`, `do` or `for`, before it is lowered.
    pub(crate) fn check_stmt_condition(&mut self, e: &ast::Expr) {
        match &e.kind {
            K::Assign(op, l, r) if !self.parenthesized(e) => {
                let text = match op {
                    None => "=".to_string(),
                    Some(o) => format!("{}=", op_text(*o)),
                };
                let at = self.op_span(l, r, &text, e.span);
                if at == e.span {
                    // Not written here: from a macro.
                    return;
                }
                let mut d = Diagnostic::warning(
                    at,
                    "using the result of an assignment as a condition without parentheses [-Wparentheses]",
                )
                .with_note(Some(at), "place parentheses around the assignment to silence this warning");
                match op {
                    None => {
                        d = d.with_note(
                            Some(at),
                            "use '==' to turn this assignment into an equality comparison",
                        )
                    }
                    Some(BinaryOp::BitOr) => d = d.with_note(
                        Some(at),
                        "use '!=' to turn this compound assignment into an inequality comparison",
                    ),
                    _ => {}
                }
                self.warn_diag(d);
            }
            K::Binary(BinaryOp::Eq, l, r) if self.parenthesized(e) => {
                let at = self.op_span(l, r, "==", e.span);
                if at == e.span {
                    return;
                }
                let d = Diagnostic::warning(
                    at,
                    "equality comparison with extraneous parentheses [-Wparentheses-equality]",
                )
                .with_note(
                    Some(at),
                    "remove extraneous parentheses around the comparison to silence this warning",
                )
                .with_note(
                    Some(at),
                    "use '=' to turn this equality comparison into an assignment",
                );
                self.warn_diag(d);
            }
            _ => {}
        }
    }

    /// Operators of lower precedence than a reader may think, before `a op b` is lowered.
    pub(crate) fn check_binary_parens(&mut self, op: BinaryOp, a: &ast::Expr, b: &ast::Expr) {
        for (side, inner) in [(0, a), (1, b)] {
            let K::Binary(iop, il, ir) = &inner.kind else {
                continue;
            };
            if self.parenthesized(inner) {
                continue;
            }
            let iop = *iop;
            let (msg, note) = match (op, iop) {
                (BinaryOp::LogOr, BinaryOp::LogAnd) => {
                    // `a || b && "why"` is an idiom of assertions.
                    if matches!(ir.kind, K::Str { .. }) || matches!(il.kind, K::Str { .. }) {
                        continue;
                    }
                    (
                        "'&&' within '||' [-Wlogical-op-parentheses]".to_string(),
                        "place parentheses around the '&&' expression to silence this warning",
                    )
                }
                (BinaryOp::BitOr, BinaryOp::BitAnd) | (BinaryOp::BitXor, BinaryOp::BitAnd) => (
                    format!("'&' within '{}' [-Wbitwise-op-parentheses]", op_text(op)),
                    "place parentheses around the '&' expression to silence this warning",
                ),
                (BinaryOp::BitOr, BinaryOp::BitXor) => (
                    "'^' within '|' [-Wbitwise-op-parentheses]".to_string(),
                    "place parentheses around the '^' expression to silence this warning",
                ),
                (BinaryOp::Shl | BinaryOp::Shr, BinaryOp::Add | BinaryOp::Sub) => (
                    format!(
                        "operator '{}' has lower precedence than '{}'; '{}' will be evaluated first [-Wshift-op-parentheses]",
                        op_text(op),
                        op_text(iop),
                        op_text(iop)
                    ),
                    if iop == BinaryOp::Add {
                        "place parentheses around the '+' expression to silence this warning"
                    } else {
                        "place parentheses around the '-' expression to silence this warning"
                    },
                ),
                (BinaryOp::BitAnd | BinaryOp::BitOr | BinaryOp::BitXor, i) if is_comparison(i) => {
                    let (ol, or) = if side == 0 { (inner, b) } else { (a, inner) };
                    let at = self.op_span(ol, or, op_text(op), inner.span);
                    if at == inner.span {
                        continue;
                    }
                    let d = Diagnostic::warning(
                        at,
                        format!(
                            "{o} has lower precedence than {i}; {i} will be evaluated first [-Wparentheses]",
                            o = op_text(op),
                            i = op_text(iop)
                        ),
                    )
                    .with_note(
                        Some(at),
                        format!(
                            "place parentheses around the '{}' expression to silence this warning",
                            op_text(iop)
                        ),
                    )
                    .with_note(
                        Some(at),
                        format!(
                            "place parentheses around the {} expression to evaluate it first",
                            op_text(op)
                        ),
                    );
                    self.warn_diag(d);
                    continue;
                }
                (o, i) if side == 0 && is_relational(o) && is_relational(i) => {
                    let at = self.op_span(inner, b, op_text(o), inner.span);
                    self.default_error(
                        at,
                        format!(
                            "chained comparison 'X {} Y {} Z' does not behave the same as a mathematical expression [-Wparentheses]",
                            op_text(i),
                            op_text(o)
                        ),
                    );
                    continue;
                }
                _ => continue,
            };
            let at = self.op_span(il, ir, op_text(iop), inner.span);
            if at == inner.span {
                continue;
            }
            self.warn_diag(Diagnostic::warning(at, msg).with_note(Some(at), note));
        }
    }

    /// `if (c);`, `while (c);`, `for (...);` and `switch (c);` with the `;` on the line of
    /// the condition. Loops warn only when the next statement (`next`) looks like the
    /// intended body: a block, or indented further than the loop.
    pub(crate) fn check_empty_body(&mut self, s: &ast::Stmt, next: Option<(Span, bool)>) {
        let (cond_end, body, what, is_loop) = match &s.kind {
            ast::StmtKind::If {
                cond,
                then,
                els: None,
            } => (cond.span, then, "if statement", false),
            ast::StmtKind::Switch { cond, body } => (cond.span, body, "switch statement", false),
            ast::StmtKind::While { cond, body } => (cond.span, body, "while loop", true),
            ast::StmtKind::For { body, .. } => (s.span, body, "for loop", true),
            _ => return,
        };
        if !matches!(body.kind, ast::StmtKind::Empty) {
            return;
        }
        let semi = body.span;
        if semi.file != cond_end.file || semi.line != cond_end.line {
            return;
        }
        // Only blanks between the closing parenthesis and the `;`: an empty macro or a
        // comment there says the empty body is meant.
        let Some(line) = self.source_line(semi.file, semi.line) else {
            return;
        };
        let before = line
            .get(..(semi.col as usize).saturating_sub(1))
            .unwrap_or("");
        if !before.trim_end().ends_with(')') {
            return;
        }
        if is_loop {
            let Some((n, block)) = next else { return };
            let indented = n.file == s.span.file && n.col > s.span.col;
            if !block && !indented {
                return;
            }
        }
        let d = Diagnostic::warning(semi, format!("{what} has empty body [-Wempty-body]"))
            .with_note(
                Some(semi),
                "put the semicolon on a separate line to silence this warning",
            );
        self.warn_diag(d);
    }

    /// Where the operator `op` between `l` and `r` is written (`fallback` when the source
    /// does not show it on one line).
    pub(crate) fn op_span(&self, l: &ast::Expr, r: &ast::Expr, op: &str, fallback: Span) -> Span {
        let (ls, rs) = (l.span, r.span);
        if ls.file != rs.file || ls.line != rs.line {
            return fallback;
        }
        let Some(line) = self.source_line(ls.file, ls.line) else {
            return fallback;
        };
        let from = (ls.col as usize).saturating_sub(1) + (ls.len as usize).max(1);
        let to = (rs.col as usize).saturating_sub(1);
        let bytes = line.as_bytes();
        let opchars = b"=<>!&|+-*/%^";
        let mut i = from;
        while i + op.len() <= to.min(bytes.len()) {
            if line.get(i..i + op.len()) == Some(op) {
                let before = i.checked_sub(1).map(|j| bytes[j]);
                let after = bytes.get(i + op.len()).copied();
                let clean = |c: Option<u8>| c.is_none_or(|c| !opchars.contains(&c));
                if clean(before) && clean(after) {
                    return Span {
                        file: ls.file,
                        line: ls.line,
                        col: i as u32 + 1,
                        len: op.len() as u32,
                    };
                }
            }
            i += 1;
        }
        fallback
    }
}
