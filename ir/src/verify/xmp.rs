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
            NodeSet::LoopExec { template, .. } => {
                if self.m.xmp.templates.get(*template as usize).is_none() {
                    self.err(format!("template #{template} out of range"));
                }
            }
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
            // issue 4: a global array stands for its local section.
            if !v.is_lvalue() && !matches!(v.kind, ExprKind::XmpLocalBase(_)) {
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
                prefetch: _,
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
            // --- issue 6 (coarrays) ---
            XmpStmt::SectionCopy(c) => self.section_copy(c),
            XmpStmt::CoComplete => {} // issue 6 (nonblocking-put)
            XmpStmt::CoSync(c) => self.co_sync(c),
            XmpStmt::Post { to, tag } => {
                self.xmp_ref(to);
                self.xmp_int(tag, "post tag");
            }
            XmpStmt::TaskletPost { to, tag } => {
                self.xmp_ref(to);
                self.xmp_int(tag, "tasklet tag");
            }
            XmpStmt::TaskletCond { rec, from, tag, .. } => {
                self.expr(rec);
                if let Some(f) = from {
                    self.xmp_ref(f);
                }
                if let Some(t) = tag {
                    self.xmp_int(t, "tasklet tag");
                }
            }
            XmpStmt::TaskletMember { on, .. } => self.xmp_set(on),
            XmpStmt::Wait { from, tag } => {
                if let Some(f) = from {
                    self.xmp_ref(f);
                }
                if let Some(t) = tag {
                    self.xmp_int(t, "wait tag");
                }
            }
            XmpStmt::WaitAsync { ids, on } => {
                for i in ids {
                    self.xmp_int(i, "async id");
                }
                self.xmp_set(on);
            }
            // --- issue 5 (reflect) ---
            XmpStmt::Reflect {
                array,
                widths,
                async_id,
                ..
            } => {
                self.xmp_reflect_widths(*array, widths);
                if let Some(a) = async_id {
                    self.xmp_int(a, "async id");
                }
            }
            XmpStmt::ReflectInit {
                array,
                widths,
                slot,
                ..
            } => {
                self.xmp_reflect_widths(*array, widths);
                self.xmp_reflect_slot(*slot);
            }
            XmpStmt::ReflectDo { array, slot } => {
                self.xmp_reflect_widths(*array, &None);
                self.xmp_reflect_slot(*slot);
            }
            XmpStmt::ReflectFree { slot } => self.xmp_reflect_slot(*slot),
            // --- issue 5 (reduce_shadow) ---
            XmpStmt::ReduceShadow {
                array,
                widths,
                async_id,
                ..
            } => {
                self.xmp_reflect_widths(*array, widths);
                if let Some(a) = async_id {
                    self.xmp_int(a, "async id");
                }
            }
            // --- issue 5 (transformational procedures): the same checks as gmove sides ---
            XmpStmt::Transform(t) => {
                if t.args.len() != t.types.len() || t.args.len() != t.elem_sizes.len() {
                    self.err("transform arguments, types and sizes differ in number".into());
                }
                for s in &t.args {
                    self.gmove_side_check(s);
                }
                if let Some(o) = &t.opt {
                    self.xmp_int(o, "transform option");
                }
            }
            // --- issue 5 (gmove) ---
            XmpStmt::Gmove(g) => {
                let mut sides = vec![&g.dst];
                match &g.src {
                    crate::xir::GmoveSrc::Section(s) => sides.push(s),
                    crate::xir::GmoveSrc::Scalar(e) => self.expr(e),
                }
                for s in sides {
                    match &s.obj {
                        crate::xir::GmoveObj::Global(id) => {
                            match self.m.xmp.arrays.get(*id as usize) {
                                Some(a) if a.extents.len() == s.dims.len() => {}
                                Some(_) => {
                                    self.err("gmove section rank differs from its array".into())
                                }
                                None => self.err(format!("gmove array #{id} out of range")),
                            }
                        }
                        crate::xir::GmoveObj::Local { base, strides } => {
                            self.expr(base);
                            if strides.len() != s.dims.len() {
                                self.err(
                                    "gmove local section rank differs from its strides".into(),
                                );
                            }
                            for st in strides {
                                self.xmp_int(st, "gmove stride");
                            }
                        }
                    }
                    for d in &s.dims {
                        self.xmp_int(&d.lo, "gmove index");
                        self.xmp_int(&d.len, "gmove length");
                        self.xmp_int(&d.step, "gmove step");
                    }
                }
                if let Some(a) = &g.async_id {
                    self.xmp_int(a, "async id");
                }
            }
            // --- issue 4 (template_fix) ---
            XmpStmt::TemplateFix {
                template,
                dims,
                maps,
            } => {
                let rank = match self.m.xmp.templates.get(*template as usize) {
                    Some(t) => t.dims.len(),
                    None => {
                        self.err(format!("template #{template} out of range"));
                        return;
                    }
                };
                if let Some(dims) = dims {
                    if dims.len() != rank {
                        self.err(format!(
                            "template_fix gives {} extents for a rank-{rank} template",
                            dims.len()
                        ));
                    }
                    for d in dims {
                        self.xmp_int(&d.lower, "template lower bound");
                        self.xmp_int(&d.size, "template size");
                    }
                }
                if maps.len() != rank {
                    self.err(format!(
                        "template_fix gives {} maps for a rank-{rank} template",
                        maps.len()
                    ));
                }
                for m in maps.iter().flatten() {
                    self.xmp_gblock_map(m);
                }
            }
        }
    }

    /// A gblock mapping array operand: a pointer to `int`.
    fn xmp_gblock_map(&mut self, m: &Expr) {
        self.expr(m);
        if !matches!(&m.ty, Type::Pointer(e) if matches!(**e, Type::Int(crate::types::IntKind::Int)))
        {
            self.err("gblock mapping array operand is not an 'int *'".into());
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
                DistFormat::GBlock(None) => {}
                DistFormat::GBlock(Some(m)) => self.xmp_gblock_map(m),
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

// --- issue 5 (reflect) ---
impl Verifier<'_> {
    /// A reflected array: in range, with a shadow, and one `int` width pair per dimension.
    fn xmp_reflect_widths(&mut self, array: GlobalArrayId, widths: &Option<Vec<ReflectWidth>>) {
        let Some(a) = self.m.xmp.arrays.get(array as usize) else {
            self.err(format!("global array #{array} out of range"));
            return;
        };
        let (rank, shadowed) = (a.extents.len(), !a.shadow.is_empty());
        if !shadowed {
            self.err(format!("reflect of global array #{array} without a shadow"));
        }
        if let Some(ws) = widths {
            if ws.len() != rank {
                self.err(format!(
                    "reflect gives {} widths for a rank-{rank} array",
                    ws.len()
                ));
            }
            for w in ws {
                self.xmp_int(&w.lo, "reflect width");
                self.xmp_int(&w.hi, "reflect width");
            }
        }
    }

    fn xmp_reflect_slot(&mut self, s: ReflectSlot) {
        match s {
            ReflectSlot::Array(a) => {
                if (a as usize) >= self.m.xmp.arrays.len() {
                    self.err(format!("global array #{a} out of range"));
                }
            }
            ReflectSlot::Local(l) => {
                let ok = self
                    .locals
                    .get(l as usize)
                    .is_some_and(|v| matches!(v.ty, Type::Pointer(_)));
                if !ok {
                    self.err(format!("reflect handle %{l} is not a pointer local"));
                }
            }
        }
    }
}

// --- issue 5 (transformational procedures) ---
impl Verifier<'_> {
    /// One argument section of a [`Transform`]: a valid array and integer bounds.
    fn gmove_side_check(&mut self, s: &GmoveSide) {
        match &s.obj {
            GmoveObj::Global(id) => match self.m.xmp.arrays.get(*id as usize) {
                Some(a) if a.extents.len() == s.dims.len() => {}
                Some(_) => self.err("transform section rank differs from its array".into()),
                None => self.err(format!("transform array #{id} out of range")),
            },
            GmoveObj::Local { base, strides } => {
                self.expr(base);
                if strides.len() != s.dims.len() {
                    self.err("transform local section rank differs from its strides".into());
                }
                for st in strides {
                    self.xmp_int(st, "transform stride");
                }
            }
        }
        for d in &s.dims {
            self.xmp_int(&d.lo, "transform index");
            self.xmp_int(&d.len, "transform length");
            self.xmp_int(&d.step, "transform step");
        }
    }
}
