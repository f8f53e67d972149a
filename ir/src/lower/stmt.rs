//! Statements: blocks and scopes, loops, `switch` with its case labels, `goto` and labels
//! (function-scoped), `return` with clang's checks.

use xmp_frontend::ast;

use super::consteval::wrap;
use super::expr::ConvCtx;
use super::scope::{LabelInfo, SwitchCtx};
use super::{Lowerer, R};
use crate::types::Type;
use crate::xir::{Block, LabelId, Span, Stmt, StmtKind};

impl Lowerer {
    /// The items of a block, in the current scope.
    pub(crate) fn block_items(&mut self, items: &[ast::BlockItem]) -> Block {
        let mut out = vec![];
        let mut i = 0;
        while i < items.len() {
            let it = &items[i];
            i += 1;
            match it {
                ast::BlockItem::Decl(d) => {
                    let mut s = self.declaration(d);
                    out.append(&mut s);
                }
                ast::BlockItem::Stmt(s) => {
                    if matches!(
                        s.kind,
                        ast::StmtKind::While { .. } | ast::StmtKind::For { .. }
                    ) {
                        let next = match items.get(i) {
                            Some(ast::BlockItem::Stmt(n)) => {
                                Some((n.span, matches!(n.kind, ast::StmtKind::Compound(_))))
                            }
                            Some(ast::BlockItem::Decl(d)) => Some((d.span, false)),
                            _ => None,
                        };
                        self.check_empty_body(s, next);
                    }
                    self.stmt(s, &mut out)
                }
                // XMP directives (lower/xmp): constructs take the following item(s) as body.
                ast::BlockItem::Pragma(ast::Pragma {
                    kind: ast::PragmaKind::Xmp(d),
                    ..
                }) => {
                    if self.omp_xmp_allowed(d) {
                        i += self.xmp_block_directive(d, &items[i..], &mut out);
                    }
                }
                // OpenMP directives (lower/omp), likewise.
                ast::BlockItem::Pragma(ast::Pragma {
                    kind: ast::PragmaKind::Omp(p),
                    span,
                }) => {
                    i += self.omp_block_directive(p, *span, &items[i..], &mut out);
                }
                ast::BlockItem::Pragma(p) => self.pragma(p),
                ast::BlockItem::StaticAssert(a) => self.static_assert(a),
            }
        }
        Block { stmts: out }
    }

    /// A statement as a block of its own (loop bodies, branches).
    fn sub_block(&mut self, s: &ast::Stmt) -> Block {
        let mut out = vec![];
        self.push_scope();
        self.stmt(s, &mut out);
        self.pop_scope();
        match out.as_slice() {
            [Stmt {
                kind: StmtKind::Block(_),
                ..
            }] => match out.pop() {
                Some(Stmt {
                    kind: StmtKind::Block(b),
                    ..
                }) => b,
                _ => Block::default(),
            },
            _ => Block { stmts: out },
        }
    }

    fn push(&mut self, out: &mut Vec<Stmt>, kind: StmtKind, span: Span) {
        self.flush_into(out);
        out.push(Stmt { kind, span });
    }

    pub(crate) fn stmt(&mut self, s: &ast::Stmt, out: &mut Vec<Stmt>) {
        let span = s.span;
        use ast::StmtKind as K;
        match &s.kind {
            K::Compound(b) => {
                self.push_scope();
                let blk = self.block_items(&b.items);
                self.pop_scope();
                out.push(Stmt {
                    kind: StmtKind::Block(blk),
                    span,
                });
            }
            K::Expr(e) => {
                self.begin_discarded(e);
                let x = self.expr(e);
                self.usage.discarded.pop();
                if let Ok(x) = x {
                    self.unused_value_warning(&x);
                    let x = self.discard(x);
                    self.push(out, StmtKind::Expr(x), span);
                } else {
                    self.flush_into(out);
                }
            }
            K::Empty => {}
            K::If { cond, then, els } => {
                self.check_stmt_condition(cond);
                if els.is_none() {
                    self.check_empty_body(s, None);
                }
                let c = self.condition(cond);
                let mut pre = vec![];
                self.flush_into(&mut pre);
                let t = self.sub_block(then);
                let e = els.as_ref().map(|e| self.sub_block(e));
                out.append(&mut pre);
                if let Ok(c) = c {
                    out.push(Stmt {
                        kind: StmtKind::If {
                            cond: c,
                            then: t,
                            els: e,
                        },
                        span,
                    });
                }
            }
            K::While { cond, body } => {
                self.check_stmt_condition(cond);
                let c = self.loop_expr(|l| l.condition(cond));
                let b = self.loop_body(body);
                if let Ok(c) = c {
                    out.push(Stmt {
                        kind: StmtKind::While { cond: c, body: b },
                        span,
                    });
                }
            }
            K::DoWhile { body, cond } => {
                let b = self.loop_body(body);
                self.check_stmt_condition(cond);
                let c = self.loop_expr(|l| l.condition(cond));
                if let Ok(c) = c {
                    out.push(Stmt {
                        kind: StmtKind::DoWhile { body: b, cond: c },
                        span,
                    });
                }
            }
            K::For {
                init,
                cond,
                step,
                body,
            } => {
                self.push_scope();
                let mut init_stmts = vec![];
                match init {
                    ast::ForInit::None => {}
                    ast::ForInit::Expr(e) => {
                        self.begin_discarded(e);
                        let x = self.expr(e);
                        self.usage.discarded.pop();
                        if let Ok(x) = x {
                            let x = self.discard(x);
                            self.push(&mut init_stmts, StmtKind::Expr(x), e.span);
                        }
                    }
                    ast::ForInit::Decl(d) => {
                        let mut s = self.declaration(d);
                        init_stmts.append(&mut s);
                    }
                }
                self.flush_into(&mut init_stmts);
                if let Some(c) = cond {
                    self.check_stmt_condition(c);
                }
                let c = cond.as_ref().map(|c| self.loop_expr(|l| l.condition(c)));
                let st = step.as_ref().map(|e| {
                    self.begin_discarded(e);
                    let x = self.loop_expr(|l| l.expr(e).map(|x| l.discard(x)));
                    self.usage.discarded.pop();
                    x
                });
                self.flush_into(&mut init_stmts);
                let b = self.loop_body(body);
                self.pop_scope();
                let c = match c {
                    Some(Ok(c)) => Some(c),
                    Some(Err(())) => return,
                    None => None,
                };
                let st = match st {
                    Some(Ok(x)) => Some(x),
                    Some(Err(())) => return,
                    None => None,
                };
                out.push(Stmt {
                    kind: StmtKind::For {
                        init: Block { stmts: init_stmts },
                        cond: c,
                        step: st,
                        body: b,
                    },
                    span,
                });
            }
            K::Switch { cond, body } => {
                self.check_empty_body(s, None);
                self.switch(cond, body, span, out)
            }
            K::Goto(l) => {
                if let Ok(id) = self.label_id(&l.name, l.span) {
                    out.push(Stmt {
                        kind: StmtKind::Goto(id),
                        span,
                    });
                }
            }
            K::GotoExpr(e) => {
                if let Ok(x) = self.rvalue_expr(e) {
                    if !x.ty.is_pointer() {
                        let n = self.tname(&x.ty);
                        self.err(
                            e.span,
                            format!("incompatible type '{n}' in indirect goto; expected 'void *'"),
                        );
                        return;
                    }
                    self.push(out, StmtKind::GotoIndirect(x), span);
                }
            }
            K::Continue => {
                if self.f.as_ref().is_none_or(|f| f.loops == 0) {
                    self.err(span, "'continue' statement not in loop statement");
                    return;
                }
                out.push(Stmt {
                    kind: StmtKind::Continue,
                    span,
                });
            }
            K::Break => {
                if self.f.as_ref().is_none_or(|f| f.breakables == 0) {
                    self.err(span, "'break' statement not in loop or switch statement");
                    return;
                }
                out.push(Stmt {
                    kind: StmtKind::Break,
                    span,
                });
            }
            K::Return(e) => self.ret(e.as_ref(), span, out),
            K::Labeled { label, body } => {
                if let Ok(id) = self.define_label(&label.name, label.span) {
                    out.push(Stmt {
                        kind: StmtKind::Label(id),
                        span: label.span,
                    });
                }
                self.stmt(body, out);
            }
            K::Case { value, body } => {
                self.case(value, None, span, out);
                self.stmt(body, out);
            }
            K::CaseRange { lo, hi, body } => {
                self.case(lo, Some(hi), span, out);
                self.stmt(body, out);
            }
            K::Default(body) => {
                match self
                    .f
                    .as_mut()
                    .and_then(|f| f.switches.last().map(|s| s.default_span))
                {
                    None => self.err(span, "'default' statement not in switch statement"),
                    Some(Some(first)) => {
                        // clang points at the first default and notes the later one.
                        let d = xmp_frontend::diag::Diagnostic::error(
                            first,
                            "multiple default labels in one switch",
                        )
                        .with_note(Some(span), "previous case defined here");
                        self.d.push(d);
                    }
                    Some(None) => {
                        if let Some(f) = self.f.as_mut() {
                            let id = f.new_label();
                            if let Some(sw) = f.switches.last_mut() {
                                sw.default = Some(id);
                                sw.default_span = Some(span);
                            }
                            out.push(Stmt {
                                kind: StmtKind::Label(id),
                                span,
                            });
                        }
                    }
                }
                self.stmt(body, out);
            }
            K::Asm(a) => {
                if let Ok(x) = self.asm_stmt(a, span) {
                    self.push(out, StmtKind::Expr(x), span);
                }
            }
        }
    }

    /// Lowers an expression evaluated on every iteration (a loop condition or step): side
    /// statements it queues (VLA sizes of type names in it) are kept with it, as a statement
    /// expression, instead of running once before the loop.
    fn loop_expr(
        &mut self,
        f: impl FnOnce(&mut Lowerer) -> R<crate::xir::Expr>,
    ) -> R<crate::xir::Expr> {
        let saved = self
            .f
            .as_mut()
            .map(|f| std::mem::take(&mut f.pending))
            .unwrap_or_default();
        let r = f(self);
        let side = self
            .f
            .as_mut()
            .map(|f| std::mem::replace(&mut f.pending, saved))
            .unwrap_or_default();
        let e = r?;
        if side.is_empty() {
            return Ok(e);
        }
        let (ty, span) = (e.ty.clone(), e.span);
        Ok(crate::xir::Expr::new(
            crate::xir::ExprKind::StmtExpr {
                body: Block { stmts: side },
                result: Some(Box::new(e)),
            },
            ty,
            span,
        ))
    }

    fn loop_body(&mut self, body: &ast::Stmt) -> Block {
        if let Some(f) = self.f.as_mut() {
            f.loops += 1;
            f.breakables += 1;
        }
        let b = self.sub_block(body);
        if let Some(f) = self.f.as_mut() {
            f.loops -= 1;
            f.breakables -= 1;
        }
        b
    }

    fn switch(&mut self, cond: &ast::Expr, body: &ast::Stmt, span: Span, out: &mut Vec<Stmt>) {
        let c = self.rvalue_expr(cond);
        let c = match c {
            Ok(c) if c.ty.is_integer() => Some(self.promote(c)),
            Ok(c) => {
                let n = self.tname(&c.ty);
                self.err(
                    cond.span,
                    format!("statement requires expression of integer type ('{n}' invalid)"),
                );
                None
            }
            Err(()) => None,
        };
        self.flush_into(out);
        let ty = c.as_ref().map(|c| c.ty.clone()).unwrap_or(Type::int());
        if let Some(f) = self.f.as_mut() {
            f.switches.push(SwitchCtx {
                ty,
                default_span: None,
                cases: vec![],
                default: None,
            });
            f.breakables += 1;
        }
        let b = self.sub_block(body);
        let sw = self.f.as_mut().and_then(|f| {
            f.breakables -= 1;
            f.switches.pop()
        });
        if let (Some(c), Some(sw)) = (c, sw) {
            out.push(Stmt {
                kind: StmtKind::Switch {
                    cond: c,
                    cases: sw.cases,
                    default: sw.default,
                    body: b,
                },
                span,
            });
        }
    }

    fn case(&mut self, value: &ast::Expr, hi: Option<&ast::Expr>, span: Span, out: &mut Vec<Stmt>) {
        let Some(ty) = self
            .f
            .as_ref()
            .and_then(|f| f.switches.last().map(|s| s.ty.clone()))
        else {
            self.err(span, "'case' statement not in switch statement");
            return;
        };
        let Some(lo) = self.const_int_expr(value) else {
            return;
        };
        let lo = wrap(lo, &ty);
        let hi = match hi {
            Some(h) => match self.const_int_expr(h) {
                Some(h) => wrap(h, &ty),
                None => return,
            },
            None => lo,
        };
        if hi < lo {
            self.warn(span, "empty case range specified");
            return;
        }
        if hi.checked_sub(lo).is_none_or(|d| d > 65536) {
            self.err(span, "case range this large is not supported yet");
            return;
        }
        let Some(f) = self.f.as_mut() else { return };
        let id = f.new_label();
        let mut dup = None;
        if let Some(sw) = f.switches.last_mut() {
            for v in lo..=hi {
                if sw.cases.iter().any(|(x, _)| *x == v) {
                    dup = Some(v);
                    break;
                }
                sw.cases.push((v, id));
            }
        }
        if let Some(v) = dup {
            self.err(value.span, format!("duplicate case value '{v}'"));
        }
        out.push(Stmt {
            kind: StmtKind::Label(id),
            span,
        });
    }

    /// The id of a named label (created at its first mention, by `goto` or definition).
    pub(crate) fn label_id(&mut self, name: &str, span: Span) -> R<LabelId> {
        let Some(f) = self.f.as_mut() else {
            return self.fail(span, "use of label outside a function");
        };
        if let Some(l) = f.labels.get_mut(name) {
            l.used = true;
            return Ok(l.id);
        }
        let id = f.new_label();
        f.labels.insert(
            name.to_string(),
            LabelInfo {
                id,
                defined: false,
                used: true,
                first_use: span,
            },
        );
        Ok(id)
    }

    fn define_label(&mut self, name: &str, span: Span) -> R<LabelId> {
        let seen = self.f.as_ref().is_some_and(|f| f.labels.contains_key(name));
        let id = self.label_id(name, span)?;
        let Some(f) = self.f.as_mut() else {
            return Err(());
        };
        let Some(l) = f.labels.get_mut(name) else {
            return Err(());
        };
        if !seen {
            // Defining a label is no use of it.
            l.used = false;
            l.first_use = span;
        }
        if l.defined {
            return self.fail(span, format!("redefinition of label '{name}'"));
        }
        l.defined = true;
        Ok(id)
    }

    fn ret(&mut self, e: Option<&ast::Expr>, span: Span, out: &mut Vec<Stmt>) {
        if self.omp_depth > 0 {
            self.err(span, "cannot return from OpenMP region");
            return;
        }
        let Some((ret, fname)) = self.f.as_ref().map(|f| (f.ret.clone(), f.name.clone())) else {
            return;
        };
        match e {
            None => {
                if !ret.is_void() {
                    // Common in C89 code (implicit-int functions that return nothing): made a
                    // warning, the function returns an undefined value, as with clang.
                    self.default_error(
                        span,
                        format!("non-void function '{fname}' should return a value"),
                    );
                }
                out.push(Stmt {
                    kind: StmtKind::Return(None),
                    span,
                });
            }
            Some(e) => {
                let Ok(x) = self.expr(e) else { return };
                if ret.is_void() {
                    if !x.ty.is_void() {
                        // Made a warning, the value is evaluated and dropped.
                        self.default_error(
                            e.span,
                            format!("void function '{fname}' should not return a value"),
                        );
                    }
                    // `return f();` in a void function: evaluate, then return.
                    self.push(out, StmtKind::Expr(x), span);
                    out.push(Stmt {
                        kind: StmtKind::Return(None),
                        span,
                    });
                    return;
                }
                let x = self.rvalue(x);
                let r: R<_> = self.assign_convert(x, &ret, ConvCtx::Return, e.span);
                if let Ok(x) = r {
                    self.push(out, StmtKind::Return(Some(x)), span);
                }
            }
        }
    }
}

/// Whether control may reach the end of `b`: `Some(true)` surely, `Some(false)` surely not,
/// `None` when this simple analysis cannot tell (clang's -Wreturn-type uses a CFG; we only
/// warn when sure).
pub(crate) fn may_fall_through(b: &Block, funcs: &[crate::xir::Function]) -> Option<bool> {
    stmts_fall_through(&b.stmts, funcs)
}

/// [`may_fall_through`] on a statement list.
pub(crate) fn stmts_fall_through(stmts: &[Stmt], funcs: &[crate::xir::Function]) -> Option<bool> {
    let mut state = Some(true);
    for s in stmts {
        if let StmtKind::Label(_) = s.kind {
            // A label may be a jump target: what follows is reachable again.
            state = Some(true);
            continue;
        }
        if state == Some(false) {
            continue;
        }
        let r = stmt_falls_through(s, funcs);
        state = match (state, r) {
            (Some(true), r) => r,
            (None, Some(false)) => Some(false),
            _ => None,
        };
    }
    state
}

fn stmt_falls_through(s: &Stmt, funcs: &[crate::xir::Function]) -> Option<bool> {
    use crate::xir::{Builtin, CastKind, ExprKind};
    let const_true = |e: &crate::xir::Expr| matches!(e.kind, ExprKind::IntConst(v) if v != 0);
    match &s.kind {
        StmtKind::Return(_) | StmtKind::Goto(_) | StmtKind::GotoIndirect(_) => Some(false),
        StmtKind::Expr(e) => match &e.kind {
            ExprKind::Builtin(Builtin::Unreachable | Builtin::Trap, _) => Some(false),
            ExprKind::Call { callee, .. } => match &callee.kind {
                ExprKind::Cast(CastKind::FuncToPtr, f) => match f.kind {
                    ExprKind::Func(id) => Some(!funcs.get(id as usize).is_some_and(|f| f.noreturn)),
                    _ => Some(true),
                },
                _ => Some(true),
            },
            _ => Some(true),
        },
        StmtKind::Block(b) => may_fall_through(b, funcs),
        StmtKind::If { then, els, .. } => {
            let t = may_fall_through(then, funcs);
            let e = match els {
                Some(e) => may_fall_through(e, funcs),
                None => Some(true),
            };
            match (t, e) {
                (Some(false), Some(false)) => Some(false),
                (Some(true), _) | (_, Some(true)) => Some(true),
                _ => None,
            }
        }
        StmtKind::While { cond, body } => {
            if const_true(cond) {
                Some(has_break(body))
            } else {
                Some(true)
            }
        }
        StmtKind::For { cond, body, .. } => {
            if cond.as_ref().is_none_or(const_true) {
                Some(has_break(body))
            } else {
                Some(true)
            }
        }
        StmtKind::DoWhile { body, cond } => {
            if const_true(cond) {
                Some(has_break(body))
            } else if may_fall_through(body, funcs) == Some(false)
                && !has_break(body)
                && !has_continue(body)
            {
                Some(false)
            } else {
                None
            }
        }
        StmtKind::Switch { default, .. } => {
            if default.is_none() {
                Some(true)
            } else {
                None
            }
        }
        _ => Some(true),
    }
}

/// A `break` that leaves this loop body (not one inside a nested loop or switch).
fn has_break(b: &Block) -> bool {
    b.stmts.iter().any(|s| match &s.kind {
        StmtKind::Break => true,
        StmtKind::Block(b) => has_break(b),
        StmtKind::If { then, els, .. } => has_break(then) || els.as_ref().is_some_and(has_break),
        _ => false,
    })
}

fn has_continue(b: &Block) -> bool {
    b.stmts.iter().any(|s| match &s.kind {
        StmtKind::Continue => true,
        StmtKind::Block(b) => has_continue(b),
        StmtKind::If { then, els, .. } => {
            has_continue(then) || els.as_ref().is_some_and(has_continue)
        }
        StmtKind::Switch { body, .. } => has_continue(body),
        _ => false,
    })
}

/// Whether a `return` appears anywhere in `b`.
pub(crate) fn has_return(b: &Block) -> bool {
    stmts_have_return(&b.stmts)
}

/// [`has_return`] on a statement list.
pub(crate) fn stmts_have_return(stmts: &[Stmt]) -> bool {
    stmts.iter().any(|s| match &s.kind {
        StmtKind::Return(_) => true,
        StmtKind::Block(b) => has_return(b),
        StmtKind::If { then, els, .. } => has_return(then) || els.as_ref().is_some_and(has_return),
        StmtKind::While { body, .. }
        | StmtKind::DoWhile { body, .. }
        | StmtKind::For { body, .. }
        | StmtKind::Switch { body, .. } => has_return(body),
        _ => false,
    })
}
