//! `#pragma omp` directives (with `-fopenmp`): constructs take the statement after them as
//! body; data-sharing clauses become private copies ([`crate::omp::OmpPrivate`]) bound under
//! the variable's name in a scope around the body, so the body refers to the copy.
//!
//! Without `-fopenmp` the lines are ignored, with clang's `-Wsource-uses-openmp` warning (off
//! unless asked for).

mod atomic;
mod copy;
mod data;
mod hybrid;
mod loops;
mod task;
mod tasklet; // tasklets (reference 15, an extension)

pub(crate) use task::OmpFrame;

use xmp_frontend::ast;
use xmp_frontend::omp::ast::{self as o, ClauseKind as C, DirKind as D};

use super::Lowerer;
use crate::omp::*;
use crate::xir::{Block, Span, Stmt, StmtKind};

/// What a construct keeps of its clauses after the data-sharing ones are applied.
#[derive(Default)]
struct Plain {
    nowait: bool,
    num_threads: Option<ast::Expr>,
    if_cond: Option<ast::Expr>,
    schedule: Option<(o::ScheduleKind, Option<ast::Expr>)>,
    collapse: Option<(ast::Expr, Span)>,
    ordered: bool,
    proc_bind: Option<u32>,
    monotonic: Option<bool>,
    /// `simdlen`, `safelen`.
    simdlen: Option<u32>,
    safelen: Option<u32>,
}

impl Lowerer {
    fn omp_unsupported(&mut self, span: Span, what: String) {
        self.err(span, format!("{what} is not supported yet"));
    }

    /// Checks the clauses of a directive that this compiler does not implement, reporting each.
    /// Returns the plain (non-data-sharing) clauses.
    fn omp_plain_clauses(&mut self, d: &o::Directive) -> Result<Plain, ()> {
        let mut p = Plain::default();
        let mut ok = true;
        for c in &d.clauses {
            match &c.kind {
                C::Nowait => p.nowait = true,
                C::NumThreads(e) => p.num_threads = Some(e.clone()),
                C::If(e) => p.if_cond = Some(e.clone()),
                C::Schedule(k, ch) => p.schedule = Some((*k, ch.clone())),
                C::Collapse(e) => p.collapse = Some((e.clone(), c.span)),
                C::Ordered => p.ordered = true,
                C::ProcBind(k) => p.proc_bind = Some(*k),
                // The simd modifier only rounds chunks to the vector length: a static schedule
                // without it is a valid one.
                C::ScheduleModifier(m) => {
                    p.monotonic = match m {
                        o::ScheduleModifier::Monotonic => Some(true),
                        o::ScheduleModifier::Nonmonotonic => Some(false),
                        o::ScheduleModifier::Simd => None,
                    }
                }
                C::Copyin(_) if d.kind.is_parallel() => {}
                C::Copyprivate(_) if d.kind == D::Single => {}
                C::Private(_)
                | C::Firstprivate(_)
                | C::Lastprivate(_)
                | C::Shared(_)
                | C::Reduction(..)
                | C::Default(_) => {}
                // `safelen`/`simdlen` only bound the vector length the loop may use.
                C::Safelen(e) | C::Simdlen(e) => {
                    let n = c.kind.name().to_string();
                    match self.omp_const_int(e) {
                        Some(v) if v >= 1 && v <= u32::MAX as i128 => {
                            if n == "simdlen" {
                                p.simdlen = Some(v as u32);
                            } else {
                                p.safelen = Some(v as u32);
                            }
                        }
                        _ => {
                            ok = false;
                            self.err(
                                e.span,
                                format!("argument to '{n}' clause must be a strictly positive integer value"),
                            );
                        }
                    }
                }
                // `aligned` is a hint; `linear` on a loop that one thread runs in order is
                // what the sequential loop computes.
                C::NotSupported(n) if n == "aligned" && d.kind.is_simd() => {}
                C::NotSupported(n) if n == "linear" && d.kind == D::Simd => {}
                // `ordered threads` is `ordered`; `ordered simd` runs in order on one thread.
                C::NotSupported(n) if d.kind == D::Ordered && (n == "threads" || n == "simd") => {}
                C::Depend(..) if d.kind == D::Ordered => {}
                k => {
                    ok = false;
                    let n = k.name().to_string();
                    self.omp_unsupported(
                        c.span,
                        format!("OpenMP clause '{n}' on '#pragma omp {}'", d.name),
                    );
                }
            }
        }
        if ok {
            Ok(p)
        } else {
            Err(())
        }
    }

    /// Whether an XMP directive may be lowered here: not inside an OpenMP parallel region,
    /// whose threads would each run it (an error; XMP constructs are executed by nodes).
    pub(crate) fn omp_xmp_allowed(&mut self, d: &xmp_frontend::xmp::ast::Directive) -> bool {
        if self.tasklet_depth > 0 {
            return self.tasklet_directive_allowed(d);
        }
        if self.omp_parallel == 0 {
            return true;
        }
        self.err(
            d.span,
            format!(
                "XMP directive '{}' inside an OpenMP parallel region is not supported yet",
                d.name
            ),
        );
        false
    }

    /// The OpenMP directive among the `#pragma acc`/`omp` lines between `#pragma xmp loop`
    /// and its `for` (a hybrid loop), when OpenMP is enabled; more than one is an error.
    pub(crate) fn omp_after_xmp_loop(&mut self, items: &[ast::BlockItem]) -> Option<o::Directive> {
        if !self.openmp {
            return None;
        }
        let mut found: Option<o::Directive> = None;
        for it in items {
            if let ast::BlockItem::Pragma(ast::Pragma {
                kind: ast::PragmaKind::Omp(p),
                span,
            }) = it
            {
                let d = self.omp_parsed(p, *span)?.clone();
                if found.is_some() {
                    self.err(
                        d.span,
                        "more than one OpenMP directive on a hybrid loop is not supported yet",
                    );
                    return None;
                }
                found = Some(d);
            }
        }
        found
    }

    /// The number of leading items of `rest` that an XMP construct skips before its body:
    /// `#pragma acc` lines, and `#pragma omp` lines unless OpenMP is enabled (then an OpenMP
    /// construct is the body).
    pub(crate) fn omp_skippable(&self, rest: &[ast::BlockItem]) -> usize {
        rest.iter()
            .take_while(|it| match it {
                ast::BlockItem::Pragma(ast::Pragma {
                    kind: ast::PragmaKind::Acc(_),
                    ..
                }) => true,
                ast::BlockItem::Pragma(ast::Pragma {
                    kind: ast::PragmaKind::Omp(_),
                    ..
                }) => !self.openmp,
                _ => false,
            })
            .count()
    }

    /// A `#pragma omp` line at file scope: `threadprivate`; anything else is misplaced.
    pub(crate) fn omp_file_directive(&mut self, p: &ast::OmpPragma, span: Span) {
        let Some(d) = self.omp_parsed(p, span) else {
            return;
        };
        match &d.kind {
            D::Threadprivate(list) => self.omp_threadprivate(list),
            _ => self.err(
                d.span,
                format!("unexpected OpenMP directive '#pragma omp {}'", d.name),
            ),
        }
    }

    /// The parsed directive when OpenMP is enabled (its parse errors and warnings reported),
    /// `None` when the line is to be ignored or is malformed.
    fn omp_parsed<'p>(&mut self, p: &'p ast::OmpPragma, span: Span) -> Option<&'p o::Directive> {
        if !self.openmp {
            self.warn(
                span,
                "unexpected '#pragma omp ...' in program [-Wsource-uses-openmp]",
            );
            return None;
        }
        match &p.parsed {
            Err(e) => {
                self.d.push(e.clone());
                None
            }
            Ok(d) => {
                for w in &d.warnings {
                    self.warn(w.span, w.message.clone());
                }
                Some(d)
            }
        }
    }

    fn omp_threadprivate(&mut self, list: &[ast::Ident]) {
        for v in list {
            match self.lookup(&v.name).cloned() {
                Some(super::Sym::Global { id }) => {
                    if let Some(g) = self.m.globals.get_mut(id as usize) {
                        g.thread_local = true;
                    }
                }
                Some(super::Sym::Local { .. }) => self.err(
                    v.span,
                    format!(
                        "threadprivate variable '{}' must have static storage duration",
                        v.name
                    ),
                ),
                _ => self.err(v.span, format!("use of undeclared identifier '{}'", v.name)),
            }
        }
    }

    /// A `#pragma omp` line inside a function; constructs take the following item(s) as their
    /// body. Returns the number of items of `rest` consumed.
    pub(crate) fn omp_block_directive(
        &mut self,
        p: &ast::OmpPragma,
        span: Span,
        rest: &[ast::BlockItem],
        out: &mut Vec<Stmt>,
    ) -> usize {
        if self.tasklet_depth > 0 {
            self.err(
                span,
                "OpenMP directives are not allowed inside a 'tasklets' construct (use tasklet directives)",
            );
            return 0;
        }
        let Some(d) = self.omp_parsed(p, span) else {
            // Ignored: the statement after it is an ordinary statement.
            return 0;
        };
        let d = d.clone();
        if d.kind == D::Section {
            self.err(
                d.span,
                "orphaned 'omp section' directives are prohibited; perhaps you forget to enclose the directive into a sections region?",
            );
            return 0;
        }
        if d.kind == D::NotSupported {
            self.omp_unsupported(d.span, format!("OpenMP directive '#pragma omp {}'", d.name));
            return if rest.is_empty() { 0 } else { 1 };
        }
        if !d.kind.has_body() {
            match &d.kind {
                D::Barrier => self.omp_push(out, OmpStmt::Barrier, d.span),
                D::Taskwait => self.omp_push(out, OmpStmt::Taskwait, d.span),
                D::Taskyield => self.omp_push(out, OmpStmt::Taskyield, d.span),
                D::Flush(_) => self.omp_push(out, OmpStmt::Flush, d.span),
                D::Threadprivate(list) => self.omp_threadprivate(list),
                _ => {}
            }
            return 0;
        }
        let Some(first) = rest.first() else {
            self.err(
                d.span,
                format!("expected statement after '#pragma omp {}'", d.name),
            );
            return 0;
        };
        if d.kind == D::Ordered {
            if let Some((false, name)) = &self.omp_loop {
                let name = name.clone();
                self.err(
                    span,
                    format!("region cannot be closely nested inside '{name}' region; perhaps you forget to enclose 'omp ordered' directive into a for or a parallel for region with 'ordered' clause?"),
                );
                return 1;
            }
        }
        1 + self.omp_construct(&d, first, &rest[1..], out).unwrap_or(0)
    }

    fn omp_push(&mut self, out: &mut Vec<Stmt>, s: OmpStmt, span: Span) {
        self.flush_into(out);
        out.push(Stmt {
            kind: StmtKind::Omp(Box::new(s)),
            span,
        });
    }

    /// Lowers the body item of a construct (a statement, or a directive with its own body) as
    /// a block in a new scope; also says how many items of `rest` a nested directive took.
    fn omp_body_item(&mut self, item: &ast::BlockItem, rest: &[ast::BlockItem]) -> (Block, usize) {
        let mut out = vec![];
        let mut extra = 0;
        self.push_scope();
        match item {
            ast::BlockItem::Stmt(s) => self.stmt(s, &mut out),
            ast::BlockItem::Pragma(ast::Pragma {
                kind: ast::PragmaKind::Omp(p),
                span,
            }) => {
                // The nested directive and the items it took after itself.
                extra = self.omp_block_directive(p, *span, rest, &mut out);
            }
            // (An XMP directive where none is allowed has been reported by the guard.)
            ast::BlockItem::Pragma(ast::Pragma {
                kind: ast::PragmaKind::Xmp(x),
                ..
            }) if self.omp_xmp_allowed(x) => {
                extra = self.xmp_block_directive(x, rest, &mut out);
            }
            ast::BlockItem::Decl(d) => {
                let sp = d.span;
                self.err(sp, "OpenMP construct must be followed by a statement");
            }
            _ => {}
        }
        self.flush_into(&mut out);
        self.pop_scope();
        (Block { stmts: out }, extra)
    }

    /// Runs `f` with jumps out of the construct disallowed (`break`, `continue`, `return`).
    fn omp_region<T>(&mut self, f: impl FnOnce(&mut Lowerer) -> T) -> T {
        let saved = self.f.as_mut().map(|f| {
            let s = (f.loops, f.breakables, std::mem::take(&mut f.switches));
            f.loops = 0;
            f.breakables = 0;
            s
        });
        self.omp_depth += 1;
        let r = f(self);
        self.omp_depth -= 1;
        if let (Some(f), Some((l, b, s))) = (self.f.as_mut(), saved) {
            f.loops = l;
            f.breakables = b;
            f.switches = s;
        }
        r
    }

    fn omp_construct(
        &mut self,
        d: &o::Directive,
        item: &ast::BlockItem,
        rest: &[ast::BlockItem],
        out: &mut Vec<Stmt>,
    ) -> Result<usize, ()> {
        // `omp parallel for` before `xmp loop`: a hybrid loop.
        if let ast::BlockItem::Pragma(ast::Pragma {
            kind: ast::PragmaKind::Xmp(xd),
            ..
        }) = item
        {
            if let (
                D::ParallelFor | D::For | D::ParallelForSimd | D::ForSimd,
                xmp_frontend::xmp::ast::DirectiveKind::Loop(ld),
            ) = (&d.kind, &*xd.kind)
            {
                let skip = self.omp_skippable(rest);
                return Ok(skip + self.omp_hybrid_loop(d, xd, ld, &rest[skip..], out));
            }
        }
        match &d.kind {
            D::Task => return self.omp_task(d, item, rest, out),
            D::Taskgroup => return self.omp_taskgroup(d, item, rest, out),
            _ => {}
        }
        let plain = self.omp_plain_clauses(d)?;
        match &d.kind {
            D::Parallel | D::ParallelFor | D::ParallelSections | D::ParallelForSimd => {
                let nt = match &plain.num_threads {
                    Some(e) => Some(self.omp_int_operand(e)?),
                    None => None,
                };
                let ic = match &plain.if_cond {
                    Some(e) => Some(self.condition(e)?),
                    None => None,
                };
                self.flush_into(out);
                // The primary thread's addresses of the copyin variables, shared by the team.
                let copyin = self.omp_copyin_prepare(d, out)?;
                let first_local = self.omp_next_local();
                self.push_scope();
                // The parallel part takes the data-sharing clauses of a combined construct
                // except those only a loop or sections have.
                let data = self.omp_data(d, data::Part::Parallel);
                self.omp_parallel += 1;
                // The enclosing function's locals are shared by the region's threads.
                let saved_below = std::mem::replace(&mut self.omp_shared_below, first_local);
                let saved_extra = std::mem::take(&mut self.omp_shared_extra);
                let saved_loop = self.omp_loop.take();
                let frame = self.omp_frame(d, first_local);
                self.omp_frames.push(frame);
                let (body, extra) = self.omp_region(|l| -> (Block, usize) {
                    match &d.kind {
                        D::Parallel => l.omp_body_item(item, rest),
                        _ => {
                            let inner = o::Directive {
                                kind: match d.kind {
                                    D::ParallelFor => D::For,
                                    D::ParallelForSimd => D::ForSimd,
                                    _ => D::Sections,
                                },
                                ..d.clone()
                            };
                            let mut v = vec![];
                            let _ = l.omp_worksharing(&inner, &plain, item, true, &mut v);
                            (Block { stmts: v }, 0)
                        }
                    }
                });
                self.omp_parallel -= 1;
                self.omp_frames.pop();
                let copies = self.omp_copyin_body(&copyin, d.span);
                self.omp_shared_below = saved_below;
                self.omp_shared_extra = saved_extra;
                self.omp_loop = saved_loop;
                self.pop_scope();
                let data = data?;
                let mut body = body;
                body.stmts.splice(0..0, copies?);
                if let Some(k) = plain.proc_bind {
                    self.omp_push(out, OmpStmt::PushProcBind(k), d.span);
                }
                let end_local = self.omp_next_local();
                self.omp_push(
                    out,
                    OmpStmt::Parallel {
                        num_threads: nt,
                        if_cond: ic,
                        first_local,
                        end_local,
                        private: vec![],
                        data,
                        body,
                    },
                    d.span,
                );
                Ok(extra)
            }
            D::For | D::ForSimd | D::Simd | D::Sections => {
                self.omp_worksharing(d, &plain, item, false, out)?;
                Ok(0)
            }
            D::Single => {
                let copyprivate = self.omp_copyprivate(d)?;
                self.push_scope();
                let data = self.omp_data(d, data::Part::All);
                let (body, extra) = self.omp_region(|l| l.omp_body_item(item, rest));
                self.pop_scope();
                let data = data?;
                self.omp_push(
                    out,
                    OmpStmt::Single {
                        nowait: plain.nowait,
                        data,
                        body,
                        copyprivate,
                    },
                    d.span,
                );
                Ok(extra)
            }
            D::Master => {
                let (body, extra) = self.omp_region(|l| l.omp_body_item(item, rest));
                self.omp_push(out, OmpStmt::Master(body), d.span);
                Ok(extra)
            }
            D::Critical(name) => {
                let (body, extra) = self.omp_region(|l| l.omp_body_item(item, rest));
                let name = name.as_ref().map(|n| n.name.clone()).unwrap_or_default();
                self.omp_push(out, OmpStmt::Critical { name, body }, d.span);
                Ok(extra)
            }
            D::Atomic(k) => {
                self.omp_atomic(*k, d, item, out)?;
                Ok(0)
            }
            D::Ordered => {
                for c in &d.clauses {
                    if let C::Depend(..) = c.kind {
                        self.omp_unsupported(
                            c.span,
                            "OpenMP clause 'depend' on '#pragma omp ordered' (doacross loops)"
                                .into(),
                        );
                        return Err(());
                    }
                }
                let (body, extra) = self.omp_region(|l| l.omp_body_item(item, rest));
                self.omp_push(out, OmpStmt::Ordered(body), d.span);
                Ok(extra)
            }
            _ => Ok(0),
        }
    }

    /// The id the next local of the function will get.
    fn omp_next_local(&self) -> u32 {
        self.f.as_ref().map(|f| f.locals.len() as u32).unwrap_or(0)
    }

    /// An integer clause operand, as `int`.
    fn omp_int_operand(&mut self, e: &ast::Expr) -> Result<crate::xir::Expr, ()> {
        let x = self.rvalue_expr(e)?;
        if !x.ty.is_integer() {
            let n = self.tname(&x.ty);
            return self.fail(
                e.span,
                format!("expression must have integral or unscoped enumeration type, not '{n}'"),
            );
        }
        Ok(self.convert(x, &crate::types::Type::Int(crate::types::IntKind::Int)))
    }

    /// `for`, `simd`, `for simd` and `sections` (alone or as the second part of a combined
    /// construct, `combined`).
    fn omp_worksharing(
        &mut self,
        d: &o::Directive,
        plain: &Plain,
        item: &ast::BlockItem,
        combined: bool,
        out: &mut Vec<Stmt>,
    ) -> Result<(), ()> {
        let part = if combined {
            data::Part::Worksharing
        } else {
            data::Part::All
        };
        // A combined construct ends with the region's own barrier.
        let nowait = plain.nowait || combined;
        if d.kind == D::Sections {
            return self.omp_sections(d, item, part, nowait, out);
        }
        let simd_only = d.kind == D::Simd;
        let schedule = match &plain.schedule {
            None => (OmpSchedule::Static, None),
            Some((k, ch)) => {
                let s = match k {
                    o::ScheduleKind::Static => OmpSchedule::Static,
                    o::ScheduleKind::Dynamic => OmpSchedule::Dynamic,
                    o::ScheduleKind::Guided => OmpSchedule::Guided,
                    o::ScheduleKind::Runtime => OmpSchedule::Runtime,
                    o::ScheduleKind::Auto => OmpSchedule::Auto,
                };
                let ch = match ch {
                    Some(e) => Some(self.omp_int_operand(e)?),
                    None => None,
                };
                (s, ch)
            }
        };
        let depth =
            match &plain.collapse {
                None => 1,
                Some((e, sp)) => match self.omp_const_int(e) {
                    Some(n) if n >= 1 => n as usize,
                    _ => return self.fail(
                        *sp,
                        "argument to 'collapse' clause must be a strictly positive integer value",
                    ),
                },
            };
        let s = match item {
            ast::BlockItem::Stmt(s) => s,
            ast::BlockItem::Pragma(ast::Pragma {
                kind: ast::PragmaKind::Xmp(x),
                ..
            }) => {
                return self.fail(
                    d.span,
                    format!(
                        "'#pragma omp {}' combined with '#pragma xmp {}' (a hybrid XMP/OpenMP construct) is not supported yet",
                        d.name, x.name
                    ),
                )
            }
            _ => {
                return self.fail(
                    d.span,
                    format!("statement after '#pragma omp {}' must be a for loop", d.name),
                )
            }
        };
        self.flush_into(out);
        self.push_scope();
        let data = self.omp_data(d, part);
        let saved_loop = self.omp_loop.replace((plain.ordered, d.name.clone()));
        let lp = self.omp_loop_nest(d, s, depth);
        self.omp_loop = saved_loop;
        self.pop_scope();
        let data = data?;
        let (loops, body) = lp?;
        self.omp_push(
            out,
            OmpStmt::For {
                loops,
                schedule: schedule.0,
                chunk: schedule.1,
                nowait,
                simd_only,
                ordered: plain.ordered,
                monotonic: plain.monotonic,
                simd: matches!(d.kind, D::Simd | D::ForSimd).then_some(OmpSimd {
                    width: plain.simdlen.or(plain.safelen),
                }),
                data,
                body,
            },
            d.span,
        );
        Ok(())
    }

    fn omp_const_int(&mut self, e: &ast::Expr) -> Option<i128> {
        let x = self.rvalue_expr(e).ok()?;
        match x.kind {
            crate::xir::ExprKind::IntConst(v) => Some(v),
            _ => None,
        }
    }

    fn omp_sections(
        &mut self,
        d: &o::Directive,
        item: &ast::BlockItem,
        part: data::Part,
        nowait: bool,
        out: &mut Vec<Stmt>,
    ) -> Result<(), ()> {
        let ast::BlockItem::Stmt(ast::Stmt {
            kind: ast::StmtKind::Compound(b),
            ..
        }) = item
        else {
            return self.fail(
                d.span,
                "the statement for '#pragma omp sections' must be a compound statement",
            );
        };
        self.flush_into(out);
        self.push_scope();
        let data = self.omp_data(d, part);
        let sections = self.omp_region(|l| l.omp_section_blocks(&b.items));
        self.pop_scope();
        let data = data?;
        let sections = sections?;
        self.omp_push(
            out,
            OmpStmt::Sections {
                sections,
                nowait,
                data,
            },
            d.span,
        );
        Ok(())
    }

    /// The blocks of a `sections` construct: the first may omit its `section` directive.
    fn omp_section_blocks(&mut self, items: &[ast::BlockItem]) -> Result<Vec<Block>, ()> {
        let mut blocks = vec![];
        let mut i = 0;
        while i < items.len() {
            let is_section = matches!(&items[i], ast::BlockItem::Pragma(ast::Pragma {
                kind: ast::PragmaKind::Omp(p), ..
            }) if matches!(&p.parsed, Ok(d) if d.kind == D::Section));
            if is_section {
                i += 1;
            } else if i > 0 {
                let sp = match &items[i] {
                    ast::BlockItem::Stmt(s) => s.span,
                    ast::BlockItem::Pragma(p) => p.span,
                    ast::BlockItem::Decl(d) => d.span,
                    ast::BlockItem::StaticAssert(a) => a.span,
                };
                return self.fail(
                    sp,
                    "statement in 'omp sections' directive must be enclosed into a section region",
                );
            }
            let Some(item) = items.get(i) else { break };
            let (b, extra) = self.omp_body_item(item, &items[i + 1..]);
            i += 1 + extra;
            blocks.push(b);
        }
        Ok(blocks)
    }
}
