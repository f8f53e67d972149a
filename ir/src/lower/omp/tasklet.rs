//! Tasklets (reference 15, the XMP 2.0 draft; an extension), lowered onto OpenMP tasks and
//! the runtime's `xmp_rt_tasklet_*` entry points.
//!
//! `tasklets` is a parallel region whose primary thread runs the block as the implicit
//! tasklet (between `xmp_rt_tasklets_begin`, which says whether the thread is the primary one,
//! and `xmp_rt_tasklets_end`, which waits for every tasklet of the construct); the other
//! threads go straight to the region's end and run tasks there. A `tasklet` is:
//!
//! ```text
//! rec = xmp_rt_tasklet_create(loc);
//! xmp.tasklet_cond rec pro_wait|epi_wait ...          (one per wait of the clauses)
//! omp.task detach %gate { depend out rec } ; xmp_rt_tasklet_gate(rec, gate)
//! omp.task [detach %ev] { depend ... ; depend in rec
//!     xmp_rt_tasklet_enter(rec); pro_posts; body; epi_posts; xmp_rt_tasklet_leave(rec) }
//! xmp_rt_tasklet_detach(rec, ev)
//! ```
//!
//! (the gate only with `pro_wait` conditions, the detach only with `epi_wait` ones). The
//! communication forms (`tasklet reflect`, `bcast`, `reduction`, `reduce_shadow`) are tasklets
//! whose body is the global construct, with `inout` dependences on the named variables and on
//! one node-wide key that keeps them in creation order, so that every node runs them in the
//! same order.

use xmp_frontend::ast;
use xmp_frontend::omp::ast as o;
use xmp_frontend::xmp::ast::{self as x, DependKind as DK, DirectiveKind as K};

use super::super::{Lowerer, Quals};
use super::task::OmpFrame;
use crate::omp::{OmpData, OmpDepend, OmpDependKind, OmpDetach, OmpStmt, OmpTask};
use crate::types::{FuncType, IntKind, LocalId, Type};
use crate::xir::{
    Block, CastKind, Expr, ExprKind, NodeRef, NodeSet, NodeSub, Span, Stmt, StmtKind, XmpStmt,
};

type R<T> = Result<T, ()>;

/// The dependence key of the communication forms: their order on a node.
const COMM_KEY: i128 = 1;

/// The cross-node part of a tasklet's clauses.
#[derive(Default)]
struct CrossNode {
    /// Messages sent when the body starts (`pro_post`) and after it (`epi_post`).
    pro_posts: Vec<(NodeRef, Expr)>,
    epi_posts: Vec<(NodeRef, Expr)>,
    /// Conditions: (`epi`, node, tag).
    waits: Vec<(bool, Option<NodeRef>, Option<Expr>)>,
}

fn void_ptr() -> Type {
    Type::Pointer(Box::new(Type::Void))
}

impl Lowerer {
    /// Whether an XMP directive may appear inside a `tasklets` construct: only the tasklet
    /// directives (reference 15).
    pub(crate) fn tasklet_directive_allowed(&mut self, d: &x::Directive) -> bool {
        match &*d.kind {
            K::Tasklet(_) | K::TaskletWait | K::TaskletYield | K::TaskletComm(_) => true,
            K::Tasklets(_) => {
                self.err(d.span, "'tasklets' constructs cannot be nested");
                false
            }
            _ => {
                self.err(
                    d.span,
                    format!(
                        "XMP directive '{}' is not allowed inside a 'tasklets' construct (only tasklet directives are)",
                        d.name
                    ),
                );
                false
            }
        }
    }

    /// The tasklet directives (`tasklets`, `tasklet`, `taskletwait`, `taskletyield`, the
    /// communication forms); returns the number of items of `rest` taken as the body.
    pub(crate) fn tasklet_directive(
        &mut self,
        d: &x::Directive,
        rest: &[ast::BlockItem],
        out: &mut Vec<Stmt>,
    ) -> usize {
        self.xmp.used = true;
        self.m.xmp.uses_tasklets = true;
        if self.omp_parallel > 0 && self.tasklet_depth == 0 {
            self.err(
                d.span,
                format!(
                    "XMP directive '{}' inside an OpenMP parallel region is not supported yet",
                    d.name
                ),
            );
            return 0;
        }
        let r = match &*d.kind {
            K::Tasklets(t) => self.tasklets_construct(d, t, rest, out),
            K::Tasklet(t) => self.tasklet_construct(d, t, rest, out),
            K::TaskletWait | K::TaskletYield => {
                let name = if matches!(*d.kind, K::TaskletWait) {
                    "xmp_rt_taskletwait"
                } else {
                    "xmp_rt_taskletyield"
                };
                self.tasklet_rt_stmt(name, vec![], Type::Void, d.span, out)
                    .map(|_| 0)
            }
            K::TaskletComm(inner) => match &**inner {
                K::Gmove(g) => self.tasklet_gmove(d, g, rest, out),
                _ => self.tasklet_comm(d, inner, out).map(|_| 0),
            },
            _ => Err(()),
        };
        r.unwrap_or(0)
    }

    /// A call of runtime function `name` (whose last parameter is the location string).
    fn tasklet_rt_call(
        &mut self,
        name: &str,
        mut args: Vec<Expr>,
        ret: Type,
        span: Span,
    ) -> R<Expr> {
        args.push(self.loc_literal(span));
        self.tasklet_rt_call_noloc(name, args, ret, span)
    }

    fn tasklet_rt_call_noloc(
        &mut self,
        name: &str,
        args: Vec<Expr>,
        ret: Type,
        span: Span,
    ) -> R<Expr> {
        let ft = FuncType {
            ret,
            params: args.iter().map(|a| a.ty.clone()).collect(),
            variadic: false,
            no_prototype: false,
        };
        self.rt_function_call(name, ft, args, span)
    }

    fn tasklet_rt_stmt(
        &mut self,
        name: &str,
        args: Vec<Expr>,
        ret: Type,
        span: Span,
        out: &mut Vec<Stmt>,
    ) -> R<()> {
        let c = self.tasklet_rt_call(name, args, ret, span)?;
        self.flush_into(out);
        out.push(expr_stmt(c, span));
        Ok(())
    }

    fn tasklet_local(&mut self, name: &str, ty: Type, span: Span) -> (LocalId, Expr) {
        let id = self.new_local(name, ty.clone(), Quals::default(), span);
        (id, Expr::new(ExprKind::Local(id), ty, span))
    }

    /// `tasklets [on ref]` and its block.
    fn tasklets_construct(
        &mut self,
        d: &x::Directive,
        t: &x::TaskletsDir,
        rest: &[ast::BlockItem],
        out: &mut Vec<Stmt>,
    ) -> R<usize> {
        if self.tasklet_depth > 0 {
            return self.fail(d.span, "'tasklets' constructs cannot be nested");
        }
        let on = match &t.on {
            Some(r) => Some(self.node_set_ref(r)?),
            None => None,
        };
        let Some(item) = rest.first() else {
            return self.fail(d.span, "expected a statement after '#pragma xmp tasklets'");
        };
        self.flush_into(out);
        let first_local = self.omp_next_local();
        self.push_scope();
        self.omp_parallel += 1;
        self.tasklet_depth += 1;
        let saved_below = std::mem::replace(&mut self.omp_shared_below, first_local);
        let saved_extra = std::mem::take(&mut self.omp_shared_extra);
        let saved_loop = self.omp_loop.take();
        self.omp_frames.push(OmpFrame {
            first_local,
            ..Default::default()
        });
        let (body, extra) = self.omp_region(|l| l.omp_body_item(item, &rest[1..]));
        self.omp_frames.pop();
        self.omp_shared_below = saved_below;
        self.omp_shared_extra = saved_extra;
        self.omp_loop = saved_loop;
        self.tasklet_depth -= 1;
        self.omp_parallel -= 1;
        self.pop_scope();
        let begin = self.tasklet_rt_call("xmp_rt_tasklets_begin", vec![], Type::int(), d.span)?;
        let end = self.tasklet_rt_call("xmp_rt_tasklets_end", vec![], Type::Void, d.span)?;
        let mut stmts = body.stmts;
        stmts.push(expr_stmt(end, d.span));
        let primary = Stmt {
            kind: StmtKind::If {
                cond: begin,
                then: Block { stmts },
                els: None,
            },
            span: d.span,
        };
        let end_local = self.omp_next_local();
        let par = Stmt {
            kind: StmtKind::Omp(Box::new(OmpStmt::Parallel {
                num_threads: None,
                if_cond: None,
                first_local,
                end_local,
                private: vec![],
                data: OmpData::default(),
                body: Block {
                    stmts: vec![primary],
                },
            })),
            span: d.span,
        };
        out.push(match on {
            None => par,
            Some(on) => Stmt {
                kind: StmtKind::Xmp(Box::new(XmpStmt::Task {
                    on,
                    body: Block { stmts: vec![par] },
                })),
                span: d.span,
            },
        });
        Ok(1 + extra)
    }

    /// The dependence on the storage of lvalue `e`.
    fn tasklet_depend(&mut self, kind: OmpDependKind, e: &ast::Expr) -> R<OmpDepend> {
        // A whole aligned array: the key is its local block (this node's part of it).
        if let ast::ExprKind::Ident(_) = &e.kind {
            let x = self.expr(e)?;
            if let Some(id) = self.aligned_of(&x) {
                return Ok(OmpDepend {
                    kind,
                    addr: Expr::new(ExprKind::XmpLocalBase(id), void_ptr(), e.span),
                    len: super::super::expr::int_const(1, Type::Int(IntKind::ULong), e.span),
                });
            }
        }
        let k = match kind {
            OmpDependKind::In => o::DependKind::In,
            OmpDependKind::Out => o::DependKind::Out,
            OmpDependKind::InOut => o::DependKind::InOut,
        };
        self.omp_depend(
            k,
            &o::ListItem {
                base: e.clone(),
                section: None,
                span: e.span,
            },
        )
    }

    /// The data dependences and cross-node conditions of a tasklet's clauses.
    fn tasklet_clauses(&mut self, clauses: &[x::DependClause]) -> R<(Vec<OmpDepend>, CrossNode)> {
        let mut deps = vec![];
        let mut cn = CrossNode::default();
        let mut ok = true;
        for c in clauses {
            let r: R<()> = (|| {
                let data = match c.kind {
                    DK::In | DK::RemoteIn | DK::AcceptRemoteIn => Some(OmpDependKind::In),
                    DK::Out | DK::RemoteOut | DK::AcceptRemoteOut => Some(OmpDependKind::Out),
                    DK::InOut => Some(OmpDependKind::InOut),
                    _ => None,
                };
                if let Some(k) = data {
                    for v in &c.vars {
                        deps.push(self.tasklet_depend(k, v)?);
                    }
                }
                let what = c.kind.spelling();
                let node = match &c.node {
                    Some(r) => Some(self.one_node_ref(r, what)?),
                    None => None,
                };
                let tag = match &c.tag {
                    Some(t) => Some(self.int_operand(t, "tasklet tag")?),
                    None => None,
                };
                let post_tag = |_: &mut Lowerer| {
                    tag.clone()
                        .unwrap_or_else(|| super::super::expr::int_const(0, Type::int(), c.span))
                };
                let need_node = |l: &mut Lowerer, n: &Option<NodeRef>| -> R<NodeRef> {
                    match n {
                        Some(n) => Ok(n.clone()),
                        None => l.fail(
                            c.span,
                            format!("a '{what}' clause without a node is not supported yet (its post needs one)"),
                        ),
                    }
                };
                match c.kind {
                    DK::In | DK::Out | DK::InOut => {}
                    DK::ProPost | DK::EpiPost => {
                        let n = need_node(self, &node)?;
                        let t = post_tag(self);
                        if c.kind == DK::ProPost {
                            cn.pro_posts.push((n, t));
                        } else {
                            cn.epi_posts.push((n, t));
                        }
                    }
                    DK::ProWait => cn.waits.push((false, node, tag)),
                    DK::EpiWait => cn.waits.push((true, node, tag)),
                    // A get or put from/to `node`: started after its accept tasklet started,
                    // and that one completes after this one.
                    DK::RemoteIn | DK::RemoteOut => {
                        let n = need_node(self, &node)?;
                        let t = post_tag(self);
                        cn.waits.push((false, Some(n.clone()), tag.clone()));
                        cn.epi_posts.push((n, t));
                    }
                    DK::AcceptRemoteIn | DK::AcceptRemoteOut => {
                        let n = need_node(self, &node)?;
                        let t = post_tag(self);
                        cn.pro_posts.push((n.clone(), t));
                        cn.waits.push((true, Some(n), tag.clone()));
                    }
                }
                Ok(())
            })();
            ok &= r.is_ok();
        }
        if ok {
            Ok((deps, cn))
        } else {
            Err(())
        }
    }

    /// `tasklet [on ref] clauses...` and its block.
    fn tasklet_construct(
        &mut self,
        d: &x::Directive,
        t: &x::TaskletDir,
        rest: &[ast::BlockItem],
        out: &mut Vec<Stmt>,
    ) -> R<usize> {
        let on = match &t.on {
            Some(r) => Some(self.node_set_ref(r)?),
            None => None,
        };
        let (deps, cn) = self.tasklet_clauses(&t.depends)?;
        let Some(item) = rest.first() else {
            return self.fail(d.span, "expected a statement after '#pragma xmp tasklet'");
        };
        let mut extra = 0;
        let item_rest = &rest[1..];
        let stmts = self.tasklet_make(d.span, deps, cn, |l| {
            let (b, e) = l.omp_body_item(item, item_rest);
            extra = e;
            Ok(b.stmts)
        })?;
        self.tasklet_emit(on, stmts, d.span, out);
        Ok(1 + extra)
    }

    /// Emits the creation statements of a tasklet, on the members of `on` only.
    fn tasklet_emit(
        &mut self,
        on: Option<NodeSet>,
        stmts: Vec<Stmt>,
        span: Span,
        out: &mut Vec<Stmt>,
    ) {
        self.flush_into(out);
        match on {
            None => out.extend(stmts),
            Some(on) => {
                let (dst, m) = self.tasklet_local("__tasklet_on", Type::int(), span);
                out.push(Stmt {
                    kind: StmtKind::Xmp(Box::new(XmpStmt::TaskletMember { on, dst })),
                    span,
                });
                let cond = self.rvalue(m);
                out.push(Stmt {
                    kind: StmtKind::If {
                        cond,
                        then: Block { stmts },
                        els: None,
                    },
                    span,
                });
            }
        }
    }

    /// The statements that create a tasklet whose body `body` lowers.
    fn tasklet_make(
        &mut self,
        span: Span,
        mut deps: Vec<OmpDepend>,
        cn: CrossNode,
        body: impl FnOnce(&mut Lowerer) -> R<Vec<Stmt>>,
    ) -> R<Vec<Stmt>> {
        let mut s = vec![];
        let (rec_id, rec_lv) = self.tasklet_local("__tasklet", void_ptr(), span);
        let create = self.tasklet_rt_call("xmp_rt_tasklet_create", vec![], void_ptr(), span)?;
        s.push(expr_stmt(assign(rec_lv.clone(), create, span), span));
        let rec = self.rvalue(rec_lv.clone());
        let has_pro = cn.waits.iter().any(|w| !w.0);
        let has_epi = cn.waits.iter().any(|w| w.0);
        for (epi, from, tag) in cn.waits {
            s.push(Stmt {
                kind: StmtKind::Xmp(Box::new(XmpStmt::TaskletCond {
                    rec: rec.clone(),
                    epi,
                    from,
                    tag,
                })),
                span,
            });
        }
        let key = OmpDepend {
            kind: OmpDependKind::In,
            addr: rec.clone(),
            len: super::super::expr::int_const(1, Type::Int(IntKind::ULong), span),
        };
        if has_pro {
            // An empty detachable task that completes when the pro_wait messages are in.
            let (gate_id, gate_lv) = self.tasklet_local("__tasklet_gate", void_ptr(), span);
            let gate = OmpTask {
                body: Block { stmts: vec![] },
                first_local: self.omp_next_local(),
                shared: vec![],
                firstprivate: vec![],
                data: OmpData::default(),
                depends: vec![OmpDepend {
                    kind: OmpDependKind::Out,
                    ..key.clone()
                }],
                if_cond: None,
                final_cond: None,
                priority: None,
                untied: false,
                detach: Some(OmpDetach {
                    event: gate_id,
                    cond: None,
                }),
            };
            let ev = self.rvalue(gate_lv);
            let set = self.tasklet_rt_call_noloc(
                "xmp_rt_tasklet_gate",
                vec![rec.clone(), ev],
                Type::Void,
                span,
            )?;
            s.push(Stmt {
                kind: StmtKind::Omp(Box::new(OmpStmt::Task(Box::new(gate)))),
                span,
            });
            s.push(expr_stmt(set, span));
            deps.push(key);
        }
        let detach = if has_epi {
            let (ev_id, _) = self.tasklet_local("__tasklet_event", void_ptr(), span);
            Some(OmpDetach {
                event: ev_id,
                cond: None,
            })
        } else {
            None
        };
        // The task: its own locals from here on.
        let first_local = self.omp_next_local();
        self.push_scope();
        self.omp_frames.push(OmpFrame {
            first_local,
            ..Default::default()
        });
        self.omp_parallel += 1;
        self.tasklet_depth += 1;
        let saved_loop = self.omp_loop.take();
        let posts: Vec<(NodeRef, Expr)> =
            cn.pro_posts.iter().chain(&cn.epi_posts).cloned().collect();
        let r = self.omp_region(|l| -> R<Vec<Stmt>> {
            let mut b = vec![];
            let enter = l.tasklet_rt_call_noloc(
                "xmp_rt_tasklet_enter",
                vec![rec.clone()],
                Type::Void,
                span,
            )?;
            b.push(expr_stmt(enter, span));
            for (to, tag) in cn.pro_posts {
                b.push(Stmt {
                    kind: StmtKind::Xmp(Box::new(XmpStmt::TaskletPost { to, tag })),
                    span,
                });
            }
            b.extend(body(l)?);
            for (to, tag) in cn.epi_posts {
                b.push(Stmt {
                    kind: StmtKind::Xmp(Box::new(XmpStmt::TaskletPost { to, tag })),
                    span,
                });
            }
            let leave = l.tasklet_rt_call_noloc(
                "xmp_rt_tasklet_leave",
                vec![rec.clone()],
                Type::Void,
                span,
            )?;
            b.push(expr_stmt(leave, span));
            Ok(b)
        });
        self.omp_loop = saved_loop;
        self.tasklet_depth -= 1;
        self.omp_parallel -= 1;
        let frame = self.omp_frames.pop().unwrap_or_default();
        self.pop_scope();
        let body = r?;
        // The posts' node references and tags were lowered outside the task.
        let mut uses = frame.uses;
        let mut note = |e: &Expr| {
            let mut e = e.clone();
            crate::passes::loop_localize::walk_expr(&mut e, &mut |x| {
                if let ExprKind::Local(id) = x.kind {
                    if id < first_local && !uses.contains(&id) {
                        uses.push(id);
                    }
                }
            });
        };
        for (r, t) in &posts {
            note(t);
            for sub in &r.subs {
                match sub {
                    NodeSub::Index(e) => note(e),
                    NodeSub::Triplet { lo, len, step } => {
                        note(lo);
                        if let Some(l) = len {
                            note(l);
                        }
                        note(step);
                    }
                    NodeSub::Star => {}
                }
            }
        }
        let mut task = OmpTask {
            body: Block { stmts: body },
            first_local,
            shared: vec![],
            firstprivate: vec![],
            data: OmpData::default(),
            depends: deps,
            if_cond: None,
            final_cond: None,
            priority: None,
            untied: false,
            detach: detach.clone(),
        };
        for id in uses {
            if matches!(self.local_ty(id), Type::Vla(..)) {
                let n = self.f.as_ref().map(|f| f.locals[id as usize].name.clone());
                return self.fail(
                    span,
                    format!(
                        "the variable-length array '{}' in a tasklet is not supported yet",
                        n.unwrap_or_default()
                    ),
                );
            }
            if self.omp_shared_here(id) {
                task.shared.push(id);
            } else {
                task.firstprivate.push(id);
            }
        }
        if !task.firstprivate.contains(&rec_id) {
            task.firstprivate.push(rec_id);
        }
        s.push(Stmt {
            kind: StmtKind::Omp(Box::new(OmpStmt::Task(Box::new(task)))),
            span,
        });
        if let Some(dt) = detach {
            let ty = void_ptr();
            let ev = self.rvalue(Expr::new(ExprKind::Local(dt.event), ty, span));
            let c = self.tasklet_rt_call_noloc(
                "xmp_rt_tasklet_detach",
                vec![rec, ev],
                Type::Void,
                span,
            )?;
            s.push(expr_stmt(c, span));
        }
        Ok(s)
    }

    /// `tasklet gmove [in|out]` and the assignment in `rest[0]`: a tasklet running the gmove,
    /// with an `out` dependence on the variable the left side names and an `in` dependence on
    /// the one the right side names (whole variables: an aligned array's key is its local
    /// block, as for `in`/`out` clauses). Like the other communication forms it is collective
    /// and ordered with them by the node-wide key. Returns the number of items of `rest` taken.
    fn tasklet_gmove(
        &mut self,
        d: &x::Directive,
        g: &x::GmoveDir,
        rest: &[ast::BlockItem],
        out: &mut Vec<Stmt>,
    ) -> R<usize> {
        let span = d.span;
        if let Some(on) = &g.on {
            return self.fail(
                on.span(),
                "an 'on' clause on 'tasklet gmove' is not supported yet",
            );
        }
        // A malformed statement is diagnosed by the gmove's lowering in the body.
        let sides = match rest.first() {
            Some(ast::BlockItem::Stmt(st)) => match &st.kind {
                ast::StmtKind::Expr(e) => match &e.kind {
                    ast::ExprKind::Assign(None, l, r) => Some((l, r)),
                    _ => None,
                },
                _ => None,
            },
            _ => None,
        };
        let mut deps = vec![];
        if let Some((lhs, rhs)) = sides {
            if let Some(b) = gmove_base(lhs) {
                deps.push(self.tasklet_depend(OmpDependKind::Out, b)?);
            }
            if let Some(b) = gmove_base(rhs) {
                deps.push(self.tasklet_depend(OmpDependKind::In, b)?);
            }
        }
        deps.push(self.tasklet_comm_key(span));
        let mut taken = 0;
        let stmts = self.tasklet_make(span, deps, CrossNode::default(), |l| {
            let mut body = vec![];
            taken = l.gmove_construct(d, g, rest, &mut body);
            Ok(body)
        })?;
        self.tasklet_emit(None, stmts, span, out);
        Ok(taken)
    }

    /// The node-wide dependence that keeps the communication tasklets in creation order.
    fn tasklet_comm_key(&mut self, span: Span) -> OmpDepend {
        let ul = Type::Int(IntKind::ULong);
        let key = Expr::new(
            ExprKind::Cast(
                CastKind::IntToPtr,
                Box::new(super::super::expr::int_const(COMM_KEY, ul.clone(), span)),
            ),
            void_ptr(),
            span,
        );
        OmpDepend {
            kind: OmpDependKind::InOut,
            addr: key,
            len: super::super::expr::int_const(1, ul, span),
        }
    }

    /// `tasklet reflect|reduce_shadow|bcast|reduction ...`: a tasklet running the construct.
    fn tasklet_comm(&mut self, d: &x::Directive, inner: &K, out: &mut Vec<Stmt>) -> R<()> {
        let span = d.span;
        let mut deps = vec![];
        let names: Vec<&ast::Ident> = match inner {
            K::Reflect(r) | K::ReduceShadow(r) => {
                if let Some(on) = &r.on {
                    return self.fail(
                        on.span(),
                        "an 'on' clause on 'tasklet reflect' or 'tasklet reduce_shadow' is not supported yet",
                    );
                }
                r.arrays.iter().collect()
            }
            K::Bcast(b) => b.vars.iter().collect(),
            K::Reduction(r) => {
                if r.locations.iter().any(|l| !l.is_empty()) {
                    return self.fail(
                        span,
                        "a 'tasklet reduction' with location variables is not supported yet",
                    );
                }
                r.vars.iter().collect()
            }
            _ => {
                return self.fail(
                    span,
                    format!(
                        "XMP feature 'tasklet {}' is not supported yet",
                        inner_name(inner)
                    ),
                )
            }
        };
        for n in names {
            let e = ast::Expr {
                kind: ast::ExprKind::Ident(n.name.clone()),
                span: n.span,
            };
            deps.push(self.tasklet_depend(OmpDependKind::InOut, &e)?);
        }
        deps.push(self.tasklet_comm_key(span));
        let inner_d = x::Directive {
            kind: Box::new(inner.clone()),
            ..d.clone()
        };
        let stmts = self.tasklet_make(span, deps, CrossNode::default(), |l| match inner {
            K::Reflect(r) => {
                l.reflect_dir(r, crate::lower::xmp::reflect::ReflectForm::Reflect, span)
            }
            K::ReduceShadow(r) => l.reflect_dir(
                r,
                crate::lower::xmp::reflect::ReflectForm::ReduceShadow,
                span,
            ),
            _ => {
                let s = l.xmp_standalone(&inner_d)?;
                Ok(vec![Stmt {
                    kind: StmtKind::Xmp(Box::new(s)),
                    span,
                }])
            }
        })?;
        self.tasklet_emit(None, stmts, span, out);
        Ok(())
    }
}

fn inner_name(k: &K) -> &'static str {
    match k {
        K::Gmove(_) => "gmove",
        _ => "communication",
    }
}

/// The variable a gmove side names (the array under its subscripts and sections, or a plain
/// variable); `None` for any other expression (a scalar source computed from several values).
fn gmove_base(e: &ast::Expr) -> Option<&ast::Expr> {
    match &e.kind {
        ast::ExprKind::Index(b, _) => gmove_base(b),
        ast::ExprKind::Section { base, .. } => gmove_base(base),
        ast::ExprKind::Ident(_) => Some(e),
        _ => None,
    }
}

fn expr_stmt(e: Expr, span: Span) -> Stmt {
    Stmt {
        kind: StmtKind::Expr(e),
        span,
    }
}

fn assign(lhs: Expr, rhs: Expr, span: Span) -> Expr {
    let ty = lhs.ty.clone();
    Expr::new(
        ExprKind::Assign {
            lhs: Box::new(lhs),
            rhs: Box::new(rhs),
            volatile: false,
        },
        ty,
        span,
    )
}
