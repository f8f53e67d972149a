//! Printing of the OpenMP statements.
//!
//! ```text
//! omp.parallel num_threads (const.i32 2) locals %3..%5 {
//!   private %3 init (...) combine (...)
//!   omp.for static iv %4 = (...) lt (...) step (...) {
//!   }
//! }
//! ```

use super::Printer;
use crate::omp::*;

impl Printer<'_> {
    fn omp_data(&mut self, d: &OmpData, ind: usize) {
        for p in &d.privates {
            let mut t = format!("private %{}", p.local);
            for (w, e) in [
                ("init", &p.init),
                ("last", &p.last),
                ("combine", &p.combine),
            ] {
                if let Some(e) = e {
                    t.push_str(&format!(" {w} {}", self.expr(e)));
                }
            }
            if let Some(r) = d.reduces.iter().find(|r| r.local == p.local) {
                t.push_str(&format!(" reduce {:?} %{}", r.op, r.other));
            }
            self.line(ind, &t);
        }
    }

    pub(super) fn omp_stmt(&mut self, s: &OmpStmt, ind: usize) {
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
                let mut t = "omp.parallel".to_string();
                if let Some(n) = num_threads {
                    t.push_str(&format!(" num_threads {}", self.expr(n)));
                }
                if let Some(c) = if_cond {
                    t.push_str(&format!(" if {}", self.expr(c)));
                }
                t.push_str(&format!(" locals %{first_local}..%{end_local}"));
                for p in private {
                    t.push_str(&format!(" private %{p}"));
                }
                t.push_str(" {");
                self.line(ind, &t);
                self.omp_data(data, ind + 1);
                self.block_body(body, ind + 1);
                self.line(ind, "}");
            }
            OmpStmt::For {
                loops,
                schedule,
                chunk,
                nowait,
                simd_only,
                ordered,
                monotonic,
                simd,
                data,
                body,
            } => {
                let mut t = format!(
                    "omp.{} {schedule:?}",
                    if *simd_only { "simd" } else { "for" }
                );
                if let Some(c) = chunk {
                    t.push_str(&format!(" chunk {}", self.expr(c)));
                }
                if *nowait {
                    t.push_str(" nowait");
                }
                if *ordered {
                    t.push_str(" ordered");
                }
                match monotonic {
                    Some(true) => t.push_str(" monotonic"),
                    Some(false) => t.push_str(" nonmonotonic"),
                    None => {}
                }
                match simd {
                    Some(OmpSimd { width: Some(w) }) => {
                        t.push_str(&format!(" vectorize width {w}"))
                    }
                    Some(_) => t.push_str(" vectorize"),
                    None => {}
                }
                for l in loops {
                    let (lb, ub, st) = (self.expr(&l.lb), self.expr(&l.ub), self.expr(&l.step));
                    t.push_str(&format!(" iv %{} = {lb} {:?} {ub} step {st}", l.iv, l.cmp));
                }
                t.push_str(" {");
                self.line(ind, &t);
                self.omp_data(data, ind + 1);
                self.block_body(body, ind + 1);
                self.line(ind, "}");
            }
            OmpStmt::Sections {
                sections,
                nowait,
                data,
            } => {
                let nw = if *nowait { " nowait" } else { "" };
                self.line(ind, &format!("omp.sections{nw} {{"));
                self.omp_data(data, ind + 1);
                for b in sections {
                    self.line(ind + 1, "omp.section {");
                    self.block_body(b, ind + 2);
                    self.line(ind + 1, "}");
                }
                self.line(ind, "}");
            }
            OmpStmt::Single {
                nowait,
                data,
                body,
                copyprivate,
            } => {
                let nw = if *nowait { " nowait" } else { "" };
                let mut cp = String::new();
                for e in copyprivate {
                    cp.push_str(&format!(" copyprivate {}", self.expr(e)));
                }
                self.line(ind, &format!("omp.single{nw}{cp} {{"));
                self.omp_data(data, ind + 1);
                self.block_body(body, ind + 1);
                self.line(ind, "}");
            }
            OmpStmt::XmpLoop(body) => {
                self.line(ind, "omp.xmp_loop {");
                self.block_body(body, ind + 1);
                self.line(ind, "}");
            }
            OmpStmt::Master(body) => {
                self.line(ind, "omp.master {");
                self.block_body(body, ind + 1);
                self.line(ind, "}");
            }
            OmpStmt::Critical { name, body } => {
                self.line(ind, &format!("omp.critical ({name}) {{"));
                self.block_body(body, ind + 1);
                self.line(ind, "}");
            }
            OmpStmt::Barrier => self.line(ind, "omp.barrier"),
            OmpStmt::Flush => self.line(ind, "omp.flush"),
            OmpStmt::Taskwait => self.line(ind, "omp.taskwait"),
            OmpStmt::Taskyield => self.line(ind, "omp.taskyield"),
            OmpStmt::Task(t) => self.omp_task(t, ind),
            OmpStmt::PushProcBind(k) => self.line(ind, &format!("omp.push_proc_bind {k}")),
            OmpStmt::Ordered(body) => {
                self.line(ind, "omp.ordered {");
                self.block_body(body, ind + 1);
                self.line(ind, "}");
            }
            OmpStmt::Taskgroup(body) => {
                self.line(ind, "omp.taskgroup {");
                self.block_body(body, ind + 1);
                self.line(ind, "}");
            }
            OmpStmt::Atomic(a) => {
                let mut t = format!(
                    "omp.atomic {} old %{} new %{}",
                    self.expr(&a.addr),
                    a.old,
                    a.new
                );
                if let Some(v) = &a.value {
                    let w = if a.update { "update" } else { "write" };
                    t.push_str(&format!(" {w} {}", self.expr(v)));
                }
                if let Some(v) = &a.after {
                    t.push_str(&format!(" then {}", self.expr(v)));
                }
                self.line(ind, &t);
            }
        }
    }

    fn omp_task(&mut self, t: &OmpTask, ind: usize) {
        let mut h = "omp.task".to_string();
        if t.untied {
            h.push_str(" untied");
        }
        for (w, e) in [
            ("if", &t.if_cond),
            ("final", &t.final_cond),
            ("priority", &t.priority),
        ] {
            if let Some(e) = e {
                h.push_str(&format!(" {w} {}", self.expr(e)));
            }
        }
        if let Some(d) = &t.detach {
            h.push_str(&format!(" detach %{}", d.event));
            if let Some(c) = &d.cond {
                h.push_str(&format!(" if {}", self.expr(c)));
            }
        }
        h.push_str(&format!(" locals %{}..", t.first_local));
        for l in &t.shared {
            h.push_str(&format!(" shared %{l}"));
        }
        for l in &t.firstprivate {
            h.push_str(&format!(" firstprivate %{l}"));
        }
        h.push_str(" {");
        self.line(ind, &h);
        for d in &t.depends {
            let k = match d.kind {
                OmpDependKind::In => "in",
                OmpDependKind::Out => "out",
                OmpDependKind::InOut => "inout",
            };
            let line = format!(
                "depend {k} {} len {}",
                self.expr(&d.addr),
                self.expr(&d.len)
            );
            self.line(ind + 1, &line);
        }
        self.omp_data(&t.data, ind + 1);
        self.block_body(&t.body, ind + 1);
        self.line(ind, "}");
    }
}
