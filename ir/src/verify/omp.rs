//! Verification of the OpenMP statements: operand types, locals in range, and no `break` or
//! `continue` leaving a construct's body.

use super::Verifier;
use crate::omp::*;
use crate::xir::*;

impl Verifier<'_> {
    fn omp_local(&mut self, id: u32) {
        if id as usize >= self.locals.len() {
            self.err(format!("OpenMP construct names local %{id} out of range"));
        }
    }

    fn omp_data(&mut self, d: &OmpData) {
        for p in &d.privates {
            self.omp_local(p.local);
            for e in [&p.init, &p.last, &p.combine].into_iter().flatten() {
                self.expr(e);
            }
        }
        for r in &d.reduces {
            self.omp_local(r.local);
            self.omp_local(r.other);
            self.expr(&r.orig);
            self.expr(&r.merge);
            if !d
                .privates
                .iter()
                .any(|p| p.local == r.local && p.combine.is_some())
            {
                self.err(format!(
                    "reduction of %{} without a combining copy",
                    r.local
                ));
            }
        }
    }

    /// A construct's body: jumps out of it are not allowed.
    fn omp_body(&mut self, b: &Block) {
        let (l, br) = (self.loops, self.breakables);
        self.loops = 0;
        self.breakables = 0;
        self.block(b);
        self.loops = l;
        self.breakables = br;
    }

    pub(super) fn omp_stmt(&mut self, s: &OmpStmt) {
        match s {
            OmpStmt::Parallel {
                num_threads,
                if_cond,
                first_local,
                end_local,
                private,
                data,
                body,
            } => {
                for p in private {
                    self.omp_local(*p);
                }
                for e in [num_threads, if_cond].into_iter().flatten() {
                    self.expr(e);
                    if !e.ty.is_integer() && !e.ty.is_scalar() {
                        self.err("parallel clause operand is not scalar".into());
                    }
                }
                if first_local > end_local || *end_local as usize > self.locals.len() {
                    self.err("parallel region's local range is out of range".into());
                }
                self.omp_data(data);
                self.omp_body(body);
            }
            OmpStmt::For {
                loops,
                chunk,
                data,
                body,
                ..
            } => {
                for l in loops {
                    self.omp_local(l.iv);
                    self.expr(&l.lb);
                    self.expr(&l.ub);
                    self.expr(&l.step);
                    if !l.lb.ty.is_integer() || !l.ub.ty.is_integer() || !l.step.ty.is_integer() {
                        self.err("OpenMP loop bounds are not integers".into());
                    }
                    if !matches!(l.cmp, BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge) {
                        self.err("OpenMP loop comparison is not <, <=, > or >=".into());
                    }
                }
                if let Some(c) = chunk {
                    self.expr(c);
                }
                self.omp_data(data);
                // A worksharing loop's body may `continue` (to the next iteration).
                let (l, br) = (self.loops, self.breakables);
                self.loops = 1;
                self.breakables = 0;
                self.block(body);
                self.loops = l;
                self.breakables = br;
            }
            OmpStmt::Sections { sections, data, .. } => {
                self.omp_data(data);
                for b in sections {
                    self.omp_body(b);
                }
            }
            OmpStmt::Single {
                data,
                body,
                copyprivate,
                ..
            } => {
                for e in copyprivate {
                    self.expr(e);
                    if !e.ty.is_pointer() {
                        self.err("copyprivate operand is not a pointer".into());
                    }
                }
                self.omp_data(data);
                self.omp_body(body);
            }
            OmpStmt::Master(body) | OmpStmt::Critical { body, .. } | OmpStmt::XmpLoop(body) => {
                self.omp_body(body)
            }
            OmpStmt::Barrier | OmpStmt::Flush | OmpStmt::Taskwait | OmpStmt::Taskyield => {}
            OmpStmt::Task(t) => {
                for l in t.shared.iter().chain(&t.firstprivate) {
                    self.omp_local(*l);
                }
                if t.first_local as usize > self.locals.len() {
                    self.err("task's local range is out of range".into());
                }
                for d in &t.depends {
                    self.expr(&d.addr);
                    self.expr(&d.len);
                    if !d.addr.ty.is_pointer() || !d.len.ty.is_integer() {
                        self.err("task dependence is not a pointer and a size".into());
                    }
                }
                for e in [&t.if_cond, &t.final_cond, &t.priority]
                    .into_iter()
                    .flatten()
                {
                    self.expr(e);
                }
                if let Some(d) = &t.detach {
                    self.omp_local(d.event);
                    if let Some(c) = &d.cond {
                        self.expr(c);
                    }
                }
                self.omp_data(&t.data);
                self.omp_body(&t.body);
            }
            OmpStmt::Taskgroup(body) | OmpStmt::Ordered(body) => self.omp_body(body),
            OmpStmt::PushProcBind(_) => {}
            OmpStmt::Atomic(a) => {
                self.expr(&a.addr);
                if !a.addr.ty.is_pointer() {
                    self.err("atomic address is not a pointer".into());
                }
                self.omp_local(a.old);
                self.omp_local(a.new);
                for e in [&a.value, &a.after].into_iter().flatten() {
                    self.expr(e);
                }
            }
        }
    }
}
