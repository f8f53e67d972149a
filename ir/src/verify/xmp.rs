//! Verification of the XMP statements: ids in range, `int` operands, lvalue variables, and no
//! `break`/`continue` crossing a task body.

use super::Verifier;
use crate::types::Type;
use crate::xir::*;

impl Verifier<'_> {
    fn xmp_int(&mut self, e: &Expr, what: &str) {
        self.expr(e);
        if !e.ty.is_integer() {
            let m = format!("{what} is not an integer: '{}'", self.tn(&e.ty));
            self.err(m);
        }
    }

    fn xmp_nodes_id(&mut self, id: NodesId) -> Option<usize> {
        match self.m.xmp.nodes.get(id as usize) {
            Some(n) => Some(n.extents.len()),
            None => {
                self.err(format!("node array #{id} out of range"));
                None
            }
        }
    }

    fn xmp_set(&mut self, s: &NodeSet) {
        match s {
            NodeSet::Ref(r) => self.xmp_ref(r),
            NodeSet::Template(t) => {
                match self.m.xmp.templates.get(t.template as usize) {
                    Some(d) if d.dims.len() != t.dims.len() => self.err(format!(
                        "template reference with {} dimensions to a rank-{} template",
                        t.dims.len(),
                        d.dims.len()
                    )),
                    Some(_) => {}
                    None => self.err(format!("template #{} out of range", t.template)),
                }
                for d in &t.dims {
                    self.xmp_int(&d.lo, "template reference lower bound");
                    self.xmp_int(&d.ub, "template reference upper bound");
                    self.xmp_int(&d.step, "template reference step");
                }
            }
            NodeSet::Executing => {}
        }
    }

    fn xmp_ref(&mut self, r: &NodeRef) {
        let rank = self.xmp_nodes_id(r.nodes);
        if let Some(rank) = rank {
            if !r.subs.is_empty() && r.subs.len() != rank {
                self.err(format!(
                    "node reference with {} subscripts to a rank-{rank} node array",
                    r.subs.len()
                ));
            }
        }
        for s in &r.subs {
            match s {
                NodeSub::Index(e) => self.xmp_int(e, "node subscript"),
                NodeSub::Triplet { lo, len, step } => {
                    self.xmp_int(lo, "node triplet base");
                    if let Some(l) = len {
                        self.xmp_int(l, "node triplet length");
                    }
                    self.xmp_int(step, "node triplet step");
                }
                NodeSub::Star => {}
            }
        }
    }

    fn xmp_vars(&mut self, vars: &[Expr]) {
        for v in vars {
            self.expr(v);
            if !v.is_lvalue() {
                self.err("XMP directive variable is not an lvalue".into());
            }
        }
    }

    fn xmp_body(&mut self, b: &Block) {
        // A task body is a structured block: nothing may jump out of it.
        let (l, br) = (self.loops, self.breakables);
        self.loops = 0;
        self.breakables = 0;
        self.block(b);
        self.loops = l;
        self.breakables = br;
    }

    pub(super) fn xmp_stmt(&mut self, x: &XmpStmt) {
        match x {
            XmpStmt::NodesDecl(id) => {
                if self.xmp_nodes_id(*id).is_some() {
                    let n = &self.m.xmp.nodes[*id as usize];
                    match n.handle_local {
                        Some(h) if (h as usize) < self.locals.len() => {
                            if !matches!(self.locals[h as usize].ty, Type::Pointer(_)) {
                                self.err(format!(
                                    "handle local %{h} of node array #{id} is not a pointer"
                                ));
                            }
                        }
                        _ => self.err(format!(
                            "block-scope node array #{id} has no valid handle local"
                        )),
                    }
                    let exts: Vec<Expr> = n.extents.iter().flatten().cloned().collect();
                    for e in &exts {
                        self.xmp_int(e, "nodes extent");
                    }
                    if let NodesParent::Ref(r) = &n.parent {
                        let r = r.clone();
                        self.xmp_ref(&r);
                    }
                }
            }
            XmpStmt::LocalLoop {
                template,
                axes,
                views,
                body,
            } => {
                for v in views {
                    if (v.array as usize) >= self.m.xmp.arrays.len() {
                        self.err(format!("global array #{} out of range", v.array));
                    }
                    for l in std::iter::once(&v.base).chain(&v.offs).chain(&v.strides) {
                        if (*l as usize) >= self.locals.len() {
                            self.err(format!("view local %{l} out of range"));
                        }
                    }
                }
                self.xmp_stmt(&XmpStmt::ParLoop {
                    template: *template,
                    axes: axes.clone(),
                    body: body.clone(),
                });
            }
            XmpStmt::ParLoop {
                template,
                axes,
                body,
            } => {
                let rank = match self.m.xmp.templates.get(*template as usize) {
                    Some(t) => t.dims.len() as u32,
                    None => {
                        self.err(format!("template #{template} out of range"));
                        0
                    }
                };
                for a in axes {
                    if a.tdim >= rank {
                        self.err(format!(
                            "loop axis on template dimension {} of a rank-{rank} template",
                            a.tdim
                        ));
                    }
                    if a.step == 0 {
                        self.err("loop axis with step 0".into());
                    }
                    match self.locals.get(a.var as usize) {
                        Some(l) if l.ty.is_integer() => {
                            let vt = l.ty.clone();
                            self.expr(&a.lo);
                            self.expr(&a.ub);
                            self.same(&a.lo.ty, &vt, "loop lower bound");
                            self.same(&a.ub.ty, &vt, "loop upper bound");
                        }
                        _ => self.err(format!("loop variable %{} is not an integer local", a.var)),
                    }
                }
                self.xmp_body(body);
            }
            XmpStmt::TemplateDecl(id) | XmpStmt::Distribute(id) => {
                if let Some(t) = self.m.xmp.templates.get(*id as usize) {
                    let t = t.clone();
                    for d in &t.dims {
                        self.xmp_int(&d.lower, "template lower bound");
                        self.xmp_int(&d.size, "template size");
                    }
                    self.xmp_dist(&t);
                } else {
                    self.err(format!("template #{id} out of range"));
                }
            }
            XmpStmt::AlignDecl(id) => {
                if (*id as usize) >= self.m.xmp.arrays.len() {
                    self.err(format!("global array #{id} out of range"));
                }
            }
            XmpStmt::Task { on, body } => {
                self.xmp_set(on);
                self.xmp_body(body);
            }
            XmpStmt::Tasks { tasks } => {
                for (on, body, _) in tasks {
                    self.xmp_set(on);
                    self.xmp_body(body);
                }
            }
            XmpStmt::Barrier { on } => self.xmp_set(on),
            XmpStmt::Reduction {
                vars, on, async_id, ..
            } => {
                self.xmp_vars(vars);
                self.xmp_set(on);
                if let Some(a) = async_id {
                    self.xmp_int(a, "async id");
                }
            }
            XmpStmt::Bcast {
                vars,
                from,
                on,
                async_id,
            } => {
                self.xmp_vars(vars);
                if let Some(f) = from {
                    self.xmp_set(f);
                }
                self.xmp_set(on);
                if let Some(a) = async_id {
                    self.xmp_int(a, "async id");
                }
            }
            XmpStmt::WaitAsync { ids, on } => {
                for i in ids {
                    self.xmp_int(i, "async id");
                }
                self.xmp_set(on);
            }
        }
    }

    fn xmp_dist(&mut self, t: &TemplateDef) {
        let Some(d) = &t.dist else { return };
        if self.xmp_nodes_id(d.onto).is_none() {
            return;
        }
        if d.formats.len() != t.dims.len() {
            self.err(format!(
                "template '{}' of rank {} has {} distribution formats",
                t.name,
                t.dims.len(),
                d.formats.len()
            ));
        }
        for f in &d.formats {
            match f {
                DistFormat::Star | DistFormat::Block(None) => {}
                DistFormat::Block(Some(e)) | DistFormat::Cyclic(e) => {
                    self.xmp_int(e, "distribution width")
                }
            }
        }
    }

    /// Module-level checks of templates and global arrays (ids, ranks, formats).
    pub(super) fn xmp_module(&mut self) {
        let ts = self.m.xmp.templates.clone();
        for t in &ts {
            if t.func.is_none() {
                self.xmp_dist(t);
            }
        }
        let arrays = self.m.xmp.arrays.clone();
        for a in &arrays {
            let Some(t) = ts.get(a.template as usize) else {
                self.err(format!(
                    "global array '{}' names template #{} out of range",
                    a.name, a.template
                ));
                continue;
            };
            if a.align.len() != a.extents.len() {
                self.err(format!(
                    "global array '{}' has {} align entries for rank {}",
                    a.name,
                    a.align.len(),
                    a.extents.len()
                ));
            }
            let rank = t.dims.len() as u32;
            let mut used = vec![];
            for ax in &a.align {
                if let AlignAxis::Template { tdim, .. } = ax {
                    if *tdim >= rank || used.contains(tdim) {
                        self.err(format!(
                            "global array '{}' aligns with bad template dimension {tdim}",
                            a.name
                        ));
                    }
                    used.push(*tdim);
                }
            }
            if !a.shadow.is_empty() && a.shadow.len() != a.extents.len() {
                self.err(format!(
                    "global array '{}' has {} shadow entries for rank {}",
                    a.name,
                    a.shadow.len(),
                    a.extents.len()
                ));
            }
        }
    }
}
