//! Printing of the XMP parts of XIR: node arrays at module level and the XMP statements.
//!
//! ```text
//! xmp runtime nodes_required 4 user_main @main
//! nodes #0 p[4][*] = entire
//! nodes #1 q[2] = p[(const.i32 0):(const.i32 2):(const.i32 1)] in @f handle %3
//!   xmp.task on p[(const.i32 0)] {
//!   }
//!   xmp.reduction + (local %0 s) on * async (const.i32 1)
//! ```

use std::fmt::Write;

use super::Printer;
use crate::xir::*;

impl Printer<'_> {
    /// Module-level XMP facts and the node arrays.
    pub(super) fn xmp_module(&mut self) {
        let m = self.m;
        if m.xmp.uses_runtime {
            let mut l = format!("xmp runtime nodes_required {}", m.xmp.nodes_required);
            if let Some(f) = m.xmp.user_main.and_then(|f| m.functions.get(f as usize)) {
                let _ = write!(l, " user_main @{}", f.name);
            }
            self.line(0, &l);
        }
        let saved = self.locals;
        for (i, n) in m.xmp.nodes.iter().enumerate() {
            // Block-scope extents and references name the function's locals.
            self.locals = match n.func.and_then(|f| m.functions.get(f as usize)) {
                Some(f) => &f.locals,
                None => &[],
            };
            let mut l = format!("nodes #{i} {}", n.name);
            for e in &n.extents {
                match e {
                    Some(e) => {
                        let t = self.expr(e);
                        let _ = write!(l, "[{t}]");
                    }
                    None => l.push_str("[*]"),
                }
            }
            let p = match &n.parent {
                NodesParent::Entire => "entire".to_string(),
                NodesParent::Executing => "*".to_string(),
                NodesParent::Ref(r) => self.node_ref(r),
            };
            let _ = write!(l, " = {p}");
            if let Some(f) = n.func.and_then(|f| m.functions.get(f as usize)) {
                let _ = write!(l, " in @{}", f.name);
            }
            if let Some(h) = n.handle_local {
                let _ = write!(l, " handle %{h}");
            }
            self.line(0, &l);
        }
        self.locals = &[];
        for e in &m.xmp.startup {
            let l = format!("startup {}", self.expr(e));
            self.line(0, &l);
        }
        for (i, t) in m.xmp.templates.iter().enumerate() {
            self.locals = match t.func.and_then(|f| m.functions.get(f as usize)) {
                Some(f) => &f.locals,
                None => &[],
            };
            let mut l = format!("template #{i} {}", t.name);
            if t.unfixed {
                l.push_str(" unfixed");
            }
            for d in &t.dims {
                let lo = self.expr(&d.lower);
                let n = self.expr(&d.size);
                let _ = write!(l, "[{lo} size {n}]");
            }
            if let Some(d) = &t.dist {
                let onto = nodes_name(&m.xmp, d.onto);
                l.push_str(" distribute");
                for f in &d.formats {
                    let s = match f {
                        DistFormat::Star => "*".to_string(),
                        DistFormat::Block(None) => "block".to_string(),
                        DistFormat::Block(Some(e)) => format!("block({})", self.expr(e)),
                        DistFormat::Cyclic(e) => format!("cyclic({})", self.expr(e)),
                        DistFormat::GBlock(None) => "gblock(*)".to_string(),
                        DistFormat::GBlock(Some(m)) => format!("gblock({})", self.expr(m)),
                    };
                    let _ = write!(l, "[{s}]");
                }
                let _ = write!(l, " onto {onto}");
            }
            if let Some(f) = t.func.and_then(|f| m.functions.get(f as usize)) {
                let _ = write!(l, " in @{}", f.name);
            }
            self.line(0, &l);
        }
        for (i, a) in m.xmp.arrays.iter().enumerate() {
            self.locals = match a.object {
                ArrayObject::Local(f, _) => m
                    .functions
                    .get(f as usize)
                    .map(|f| &f.locals[..])
                    .unwrap_or(&[]),
                ArrayObject::Global(_) => &[],
            };
            let tname = template_name(&m.xmp, a.template);
            let obj = match a.object {
                ArrayObject::Global(g) => format!("global @{g}"),
                ArrayObject::Local(f, l) => {
                    let fname = m
                        .functions
                        .get(f as usize)
                        .map(|f| f.name.as_str())
                        .unwrap_or("?");
                    format!("local %{l} in @{fname}")
                }
            };
            let mut l = format!("array #{i} {} {obj}", a.name);
            for (j, e) in a.extents.iter().enumerate() {
                match a.run_extents.get(j) {
                    Some(Some(v)) => {
                        let v = self.expr(v);
                        let _ = write!(l, "[{v}]");
                    }
                    _ => {
                        let _ = write!(l, "[{e}]");
                    }
                }
            }
            let _ = write!(l, " with {tname}");
            for ax in &a.align {
                match ax {
                    AlignAxis::Template { tdim, offset } => {
                        let o = self.expr(offset);
                        let _ = write!(l, " [t{tdim} + {o}]");
                    }
                    AlignAxis::Collapse => l.push_str(" [*]"),
                }
            }
            for r in &a.replicated {
                let _ = write!(l, " replicate t{r}");
            }
            if !a.shadow.is_empty() {
                l.push_str(" shadow");
                for sd in &a.shadow {
                    if sd.full {
                        l.push_str(" [*]");
                    } else {
                        let lo = self.expr(&sd.lo);
                        let hi = self.expr(&sd.hi);
                        let _ = write!(l, " [{lo}:{hi}]");
                    }
                }
            }
            self.line(0, &l);
        }
        self.locals = saved;
    }

    fn node_ref(&mut self, r: &NodeRef) -> String {
        let name = nodes_name(&self.m.xmp, r.nodes).to_string();
        let mut s = name;
        for sub in &r.subs {
            match sub {
                NodeSub::Index(e) => {
                    let t = self.expr(e);
                    let _ = write!(s, "[{t}]");
                }
                NodeSub::Triplet { lo, len, step } => {
                    let lo = self.expr(lo);
                    let len = len.as_ref().map(|e| self.expr(e)).unwrap_or_default();
                    let step = self.expr(step);
                    let _ = write!(s, "[{lo}:{len}:{step}]");
                }
                NodeSub::Star => s.push_str("[*]"),
            }
        }
        s
    }

    fn node_set(&mut self, n: &NodeSet) -> String {
        match n {
            NodeSet::Executing => "*".to_string(),
            NodeSet::LoopExec { template, dims } => {
                let name = self
                    .m
                    .xmp
                    .templates
                    .get(*template as usize)
                    .map_or_else(|| format!("template#{template}"), |d| d.name.clone());
                format!("loop-iterations({name}, dims {dims:#b})")
            }
            NodeSet::Ref(r) => self.node_ref(r),
            NodeSet::Template(t) => {
                let mut s = self
                    .m
                    .xmp
                    .templates
                    .get(t.template as usize)
                    .map_or_else(|| format!("template#{}", t.template), |d| d.name.clone());
                for d in &t.dims {
                    if d.star {
                        s.push_str("[*]"); // issue 4
                        continue;
                    }
                    let (lo, ub, st) = (self.expr(&d.lo), self.expr(&d.ub), self.expr(&d.step));
                    s.push_str(&format!("[{lo}..={ub}:{st}]"));
                }
                s
            }
        }
    }

    fn exprs(&mut self, es: &[Expr]) -> String {
        es.iter()
            .map(|e| self.expr(e))
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// One XMP statement.
    pub(super) fn xmp_stmt(&mut self, x: &XmpStmt, ind: usize) {
        match x {
            XmpStmt::NodesDecl(id) => {
                let name = nodes_name(&self.m.xmp, *id);
                self.line(ind, &format!("xmp.nodes_decl #{id} {name}"));
            }
            XmpStmt::LocalLoop {
                template,
                axes,
                views,
                body,
                prefetch,
            } => {
                let name = template_name(&self.m.xmp, *template).to_string();
                let mut t = format!("xmp.local_loop on {name}");
                for v in views {
                    let offs: Vec<String> = v.offs.iter().map(|l| format!("%{l}")).collect();
                    let st: Vec<String> = v.strides.iter().map(|l| format!("%{l}")).collect();
                    let _ = write!(
                        t,
                        " view #{} base %{} offs [{}] strides [{}]",
                        v.array,
                        v.base,
                        offs.join(", "),
                        st.join(", ")
                    );
                }
                for a in axes {
                    let lo = self.expr(&a.lo);
                    let ub = self.expr(&a.ub);
                    let _ = write!(
                        t,
                        " (%{} = {lo} to {ub} step {} at t{} + {}{}{})",
                        a.var,
                        a.step_var.map_or(a.step.to_string(), |v| format!("%{v}")),
                        a.tdim,
                        a.offset,
                        a.offset_var.map_or(String::new(), |v| format!(" + %{v}")),
                        loop_ext(&a.ext)
                    );
                }
                if *prefetch {
                    t.push_str(" prefetch");
                }
                t.push_str(" {");
                self.line(ind, &t);
                self.block_body(body, ind + 1);
                self.line(ind, "}");
            }
            XmpStmt::ParLoop {
                template,
                axes,
                body,
            } => {
                let name = template_name(&self.m.xmp, *template).to_string();
                let mut t = format!("xmp.loop on {name}");
                for a in axes {
                    let lo = self.expr(&a.lo);
                    let ub = self.expr(&a.ub);
                    let _ = write!(
                        t,
                        " (%{} = {lo} to {ub} step {} at t{} + {}{}{})",
                        a.var,
                        a.step_var.map_or(a.step.to_string(), |v| format!("%{v}")),
                        a.tdim,
                        a.offset,
                        a.offset_var.map_or(String::new(), |v| format!(" + %{v}")),
                        loop_ext(&a.ext)
                    );
                }
                t.push_str(" {");
                self.line(ind, &t);
                self.block_body(body, ind + 1);
                self.line(ind, "}");
            }
            XmpStmt::TemplateDecl(id) => {
                let name = template_name(&self.m.xmp, *id);
                self.line(ind, &format!("xmp.template_decl #{id} {name}"));
            }
            XmpStmt::Distribute(id) => {
                let name = template_name(&self.m.xmp, *id);
                self.line(ind, &format!("xmp.distribute #{id} {name}"));
            }
            XmpStmt::AlignDecl(id) => {
                let name = array_name(&self.m.xmp, *id);
                self.line(ind, &format!("xmp.align_decl #{id} {name}"));
            }
            XmpStmt::Task { on, body } => {
                let t = format!("xmp.task on {} {{", self.node_set(on));
                self.line(ind, &t);
                self.block_body(body, ind + 1);
                self.line(ind, "}");
            }
            XmpStmt::Tasks { tasks } => {
                self.line(ind, "xmp.tasks {");
                for (on, body, _) in tasks {
                    let t = format!("task on {} {{", self.node_set(on));
                    self.line(ind + 1, &t);
                    self.block_body(body, ind + 2);
                    self.line(ind + 1, "}");
                }
                self.line(ind, "}");
            }
            XmpStmt::Barrier { on } => {
                let t = format!("xmp.barrier on {}", self.node_set(on));
                self.line(ind, &t);
            }
            XmpStmt::Reduction {
                op,
                vars,
                on,
                async_id,
            } => {
                let mut t = format!(
                    "xmp.reduction {} ({}) on {}",
                    op.spelling(),
                    self.exprs(vars),
                    self.node_set(on)
                );
                if let Some(a) = async_id {
                    let _ = write!(t, " async {}", self.expr(a));
                }
                self.line(ind, &t);
            }
            XmpStmt::Bcast {
                vars,
                from,
                on,
                async_id,
            } => {
                let mut t = format!("xmp.bcast ({})", self.exprs(vars));
                let from = match from {
                    Some(f) => self.node_set(f),
                    None => "first".to_string(),
                };
                let _ = write!(t, " from {from} on {}", self.node_set(on));
                if let Some(a) = async_id {
                    let _ = write!(t, " async {}", self.expr(a));
                }
                self.line(ind, &t);
            }
            // --- issue 6 (coarrays) ---
            XmpStmt::SectionCopy(c) => self.section_copy(c, ind),
            XmpStmt::CoComplete => self.line(ind, "xmp.co_complete"), // issue 6 (nonblocking-put)
            XmpStmt::CoSync(c) => self.co_sync(c, ind),
            XmpStmt::Post { to, tag } => {
                let t = format!("xmp.post {} tag {}", self.node_ref(to), self.expr(tag));
                self.line(ind, &t);
            }
            XmpStmt::TaskletPost { to, tag } => {
                let t = format!(
                    "xmp.tasklet_post {} tag {}",
                    self.node_ref(to),
                    self.expr(tag)
                );
                self.line(ind, &t);
            }
            XmpStmt::TaskletCond {
                rec,
                epi,
                from,
                tag,
            } => {
                let r = match from {
                    Some(f) => self.node_ref(f),
                    None => "any".into(),
                };
                let k = if *epi { "epi_wait" } else { "pro_wait" };
                let t = format!(
                    "xmp.tasklet_cond {} {k} {r}{}",
                    self.expr(rec),
                    self.opt_expr("tag", tag)
                );
                self.line(ind, &t);
            }
            XmpStmt::TaskletMember { on, dst } => {
                let t = format!("xmp.tasklet_member %{dst} = on {}", self.node_set(on));
                self.line(ind, &t);
            }
            XmpStmt::Wait { from, tag } => {
                let r = match from {
                    Some(f) => self.node_ref(f),
                    None => "any".into(),
                };
                let t = format!("xmp.wait {r}{}", self.opt_expr("tag", tag));
                self.line(ind, &t);
            }
            XmpStmt::WaitAsync { ids, on } => {
                let t = format!(
                    "xmp.wait_async ({}) on {}",
                    self.exprs(ids),
                    self.node_set(on)
                );
                self.line(ind, &t);
            }
            // --- issue 5 (reflect) ---
            XmpStmt::Reflect {
                array,
                widths,
                orthogonal,
                async_id,
            } => {
                let mut t = format!(
                    "xmp.reflect {}",
                    self.reflect_spec(*array, widths, *orthogonal)
                );
                if let Some(a) = async_id {
                    let _ = write!(t, " async {}", self.expr(a));
                }
                self.line(ind, &t);
            }
            XmpStmt::ReflectInit {
                array,
                widths,
                orthogonal,
                slot,
            } => {
                let t = format!(
                    "{} = xmp.reflect_init {}",
                    self.reflect_slot(*slot),
                    self.reflect_spec(*array, widths, *orthogonal)
                );
                self.line(ind, &t);
            }
            XmpStmt::ReflectDo { array, slot } => {
                let name = self.reflect_array_name(*array);
                let t = format!("xmp.reflect_do {} ({name})", self.reflect_slot(*slot));
                self.line(ind, &t);
            }
            XmpStmt::ReflectFree { slot } => {
                let t = format!("xmp.reflect_free {}", self.reflect_slot(*slot));
                self.line(ind, &t);
            }
            // --- issue 5 (reduce_shadow) ---
            XmpStmt::ReduceShadow {
                array,
                widths,
                orthogonal,
                async_id,
            } => {
                let mut t = format!(
                    "xmp.reduce_shadow {}",
                    self.reflect_spec(*array, widths, *orthogonal)
                );
                if let Some(a) = async_id {
                    let _ = write!(t, " async {}", self.expr(a));
                }
                self.line(ind, &t);
            }
            // --- issue 5 (gmove) ---
            XmpStmt::Gmove(g) => {
                let t = self.gmove_text(g);
                self.line(ind, &t);
            }
            // --- issue 5 (transformational procedures) ---
            XmpStmt::Transform(t) => {
                let mut text = format!("xmp.transform {}", crate::xir::transform_name(t.proc));
                for (i, s) in t.args.iter().enumerate() {
                    let side = self.gmove_side_text(s);
                    let _ = write!(text, "{} {side}", if i == 0 { "" } else { "," });
                }
                if let Some(o) = &t.opt {
                    let _ = write!(text, " opt {}", self.expr(o));
                }
                self.line(ind, &text);
            }
            // --- issue 4 (template_fix) ---
            XmpStmt::TemplateFix {
                template,
                dims,
                maps,
            } => {
                let name = template_name(&self.m.xmp, *template);
                let mut t = format!("xmp.template_fix #{template} {name}");
                if let Some(dims) = dims {
                    for d in dims {
                        let lo = self.expr(&d.lower);
                        let n = self.expr(&d.size);
                        let _ = write!(t, "[{lo} size {n}]");
                    }
                }
                for (k, m) in maps.iter().enumerate() {
                    if let Some(m) = m {
                        let _ = write!(t, " gblock{k}({})", self.expr(m));
                    }
                }
                self.line(ind, &t);
            }
        }
    }
}

// --- issue 5 (reflect) ---
impl Printer<'_> {
    // --- issue 5 (gmove) ---
    fn gmove_side_text(&mut self, s: &crate::xir::GmoveSide) -> String {
        let mut t = match &s.obj {
            crate::xir::GmoveObj::Global(a) => format!("@{}", self.reflect_array_name(*a)),
            crate::xir::GmoveObj::Local { base, strides } => {
                let st: Vec<String> = strides.iter().map(|e| self.expr(e)).collect();
                format!("local({} strides {})", self.expr(base), st.join(", "))
            }
        };
        for d in &s.dims {
            if d.subscript {
                let _ = write!(t, "[{}]", self.expr(&d.lo));
            } else {
                let _ = write!(
                    t,
                    "[{}:{}:{}]",
                    self.expr(&d.lo),
                    self.expr(&d.len),
                    self.expr(&d.step)
                );
            }
        }
        t
    }

    fn gmove_text(&mut self, g: &crate::xir::Gmove) -> String {
        let mode = ["", " in", " out"]
            .get(g.mode as usize)
            .copied()
            .unwrap_or(" ?");
        let src = match &g.src {
            crate::xir::GmoveSrc::Section(s) => self.gmove_side_text(s),
            crate::xir::GmoveSrc::Scalar(e) => format!("scalar {}", self.expr(e)),
        };
        let mut t = format!(
            "xmp.gmove{mode} {} = {src} elem {}",
            self.gmove_side_text(&g.dst),
            g.elem_size
        );
        if let Some(a) = &g.async_id {
            let _ = write!(t, " async {}", self.expr(a));
        }
        t
    }

    fn reflect_array_name(&self, id: GlobalArrayId) -> String {
        array_name(&self.m.xmp, id).to_string()
    }

    /// `#id name` of a schedule slot.
    fn reflect_slot(&self, s: ReflectSlot) -> String {
        match s {
            ReflectSlot::Array(a) => format!("@reflect.{}", self.reflect_array_name(a)),
            ReflectSlot::Local(l) => format!("%{l}"),
        }
    }

    /// `(a) width(/periodic/1:1, 0:0) orthogonal`.
    fn reflect_spec(
        &mut self,
        array: GlobalArrayId,
        widths: &Option<Vec<ReflectWidth>>,
        orthogonal: bool,
    ) -> String {
        let mut t = format!("({})", self.reflect_array_name(array));
        match widths {
            None => t.push_str(" width(shadow)"),
            Some(ws) => {
                let parts: Vec<String> = ws
                    .iter()
                    .map(|w| {
                        format!(
                            "{}{}:{}",
                            if w.periodic { "/periodic/" } else { "" },
                            self.expr(&w.lo),
                            self.expr(&w.hi)
                        )
                    })
                    .collect();
                let _ = write!(t, " width({})", parts.join(", "));
            }
        }
        if orthogonal {
            t.push_str(" orthogonal");
        }
        t
    }
}

/// issue 4: ` expand(lo:hi)` / ` margin(/unbound/lo:hi)` of a loop axis, or nothing.
fn loop_ext(e: &Option<LoopExt>) -> String {
    match e {
        None => String::new(),
        Some(e) => format!(
            " {}({}{}:{})",
            if e.margin { "margin" } else { "expand" },
            if e.unbound { "/unbound/" } else { "" },
            e.lo,
            e.hi
        ),
    }
}

/// The name of node array `id`, or `?` for a dangling id (the printer also shows unverified XIR).
fn nodes_name(x: &crate::xir::XmpModule, id: u32) -> &str {
    x.nodes.get(id as usize).map_or("?", |n| n.name.as_str())
}

/// The name of template `id`, or `?`.
fn template_name(x: &crate::xir::XmpModule, id: u32) -> &str {
    x.templates
        .get(id as usize)
        .map_or("?", |t| t.name.as_str())
}

/// The name of global array `id`, or `?`.
fn array_name(x: &crate::xir::XmpModule, id: u32) -> &str {
    x.arrays.get(id as usize).map_or("?", |a| a.name.as_str())
}
