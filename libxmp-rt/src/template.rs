//! Template descriptors (reference 4.2, 4.3, 4.6): shape (possibly unfixed), distribution
//! onto a node array, and this node's coordinate in each distributed dimension. The
//! arithmetic lives in [`crate::dist`]; this is the bookkeeping around it.

use crate::dist::{DimDist, Expand, ExpandPlan, FormatSpec, LoopPlan};
use crate::nodes::NodeSet;
use std::sync::Arc;
use xmp_abi::{XmpDescHeader, DESC_MAGIC, DESC_TEMPLATE};

/// A template (`xmp_desc_t` of a template points at one; the header comes first).
#[repr(C)]
#[derive(Debug)]
pub struct Template {
    header: XmpDescHeader,
    /// Rank.
    pub ndims: usize,
    /// Lower bounds (valid when `shape_fixed`).
    pub lower: Vec<i64>,
    /// Upper bounds, inclusive (valid when `shape_fixed`).
    pub upper: Vec<i64>,
    /// The extents are known (declared, or given by `template_fix`).
    pub shape_fixed: bool,
    /// The node array of the `distribute` directive.
    pub nodes: Option<Arc<NodeSet>>,
    /// Formats as distributed (empty until `distribute`); `gblock(*)` stays `GBlock(None)`
    /// until `template_fix` supplies the map.
    pub specs: Vec<FormatSpec>,
    /// Node-array dimension of each template dimension (None for `*`).
    pub axis: Vec<Option<usize>>,
    /// Resolved distributions (filled once shape, distribution and maps are all known).
    pub dims: Vec<DimDist>,
    /// `template_fix` has run.
    pub fix_done: bool,
    /// This node's coordinate per template dimension (None outside the node set), computed
    /// at `distribute` so per-iteration ownership tests do not recompute it.
    coords: Vec<Option<i64>>,
}

impl Template {
    /// A template of rank `ndims`; `bounds` None for `:` (unfixed) extents.
    pub fn new(ndims: usize, bounds: Option<(Vec<i64>, Vec<i64>)>) -> Result<Template, String> {
        if ndims == 0 {
            return Err("a template needs at least one dimension".into());
        }
        let mut t = Template {
            header: XmpDescHeader {
                magic: DESC_MAGIC,
                kind: DESC_TEMPLATE,
            },
            ndims,
            lower: vec![0; ndims],
            upper: vec![-1; ndims],
            shape_fixed: false,
            nodes: None,
            specs: Vec::new(),
            axis: Vec::new(),
            dims: Vec::new(),
            fix_done: false,
            coords: Vec::new(),
        };
        if let Some((lo, up)) = bounds {
            t.set_shape(lo, up)?;
        }
        Ok(t)
    }

    /// Whether `p` points at a live template (checks the descriptor header).
    ///
    /// # Safety
    /// `p` must be null or point at readable memory of at least a descriptor header.
    pub unsafe fn is_template(p: *const Template) -> bool {
        if p.is_null() {
            return false;
        }
        let h = &*(p as *const XmpDescHeader);
        h.magic == DESC_MAGIC && h.kind == DESC_TEMPLATE
    }

    fn set_shape(&mut self, lo: Vec<i64>, up: Vec<i64>) -> Result<(), String> {
        if lo.len() != self.ndims || up.len() != self.ndims {
            return Err(format!(
                "the template has {} dimensions but {} extents were given",
                self.ndims,
                lo.len()
            ));
        }
        for k in 0..self.ndims {
            if up[k]
                .checked_sub(lo[k])
                .and_then(|e| e.checked_add(1))
                .is_none()
            {
                return Err(format!(
                    "template dimension {k} with bounds {}:{} is too large",
                    lo[k], up[k]
                ));
            }
            if up[k] < lo[k] {
                return Err(format!(
                    "template dimension {k} has bounds {}:{} (extent {}); it must not be empty",
                    lo[k],
                    up[k],
                    up[k] - lo[k] + 1
                ));
            }
        }
        self.lower = lo;
        self.upper = up;
        self.shape_fixed = true;
        Ok(())
    }

    /// Extent of dimension `k` (valid when the shape is fixed).
    pub fn extent(&self, k: usize) -> i64 {
        self.upper[k] - self.lower[k] + 1
    }

    /// Whether shape and distribution are fully known (`xmp_template_fixed`).
    pub fn is_fixed(&self) -> bool {
        self.dims.len() == self.ndims
    }

    /// `distribute t[formats] onto nodes` (at most once per template).
    pub fn distribute(
        &mut self,
        nodes: Arc<NodeSet>,
        specs: Vec<FormatSpec>,
    ) -> Result<(), String> {
        if self.nodes.is_some() {
            return Err(
                "the template is already distributed (at most one distribute per template)".into(),
            );
        }
        if specs.len() != self.ndims {
            return Err(format!(
                "distribute gives {} formats but the template has {} dimensions",
                specs.len(),
                self.ndims
            ));
        }
        let distributed = specs.iter().filter(|s| **s != FormatSpec::Star).count();
        if distributed != nodes.shape.len() {
            return Err(format!(
                "distribute has {distributed} distributed dimensions but the node array has {} dimensions",
                nodes.shape.len()
            ));
        }
        let mut next = 0;
        self.axis = specs
            .iter()
            .map(|s| {
                if *s == FormatSpec::Star {
                    None
                } else {
                    next += 1;
                    Some(next - 1)
                }
            })
            .collect();
        let mine = nodes.pos.map(|pos| nodes.coords(pos));
        self.coords = self
            .axis
            .iter()
            .map(|a| match (a, &mine) {
                (_, None) => None,
                (None, Some(_)) => Some(0),
                (Some(a), Some(c)) => c.get(*a).map(|&x| x as i64),
            })
            .collect();
        self.nodes = Some(nodes);
        self.specs = specs;
        self.resolve()
    }

    /// `template_fix`: extents (None: keep the declared ones) and gblock maps per dimension
    /// (None where not given). Fixing a fixed template is an error.
    pub fn fix(
        &mut self,
        bounds: Option<(Vec<i64>, Vec<i64>)>,
        maps: Vec<Option<Vec<i64>>>,
    ) -> Result<(), String> {
        if self.fix_done || self.is_fixed() {
            return Err("template_fix of a template that is already fixed (a template can be fixed at most once)".into());
        }
        match bounds {
            Some((lo, up)) => {
                if self.shape_fixed && (lo != self.lower || up != self.upper) {
                    return Err(
                        "template_fix gives extents that differ from the template's declared shape"
                            .into(),
                    );
                }
                self.set_shape(lo, up)?;
            }
            None if !self.shape_fixed => {
                return Err("template_fix of a template declared with ':' needs its extents".into())
            }
            None => {}
        }
        for (k, m) in maps.into_iter().enumerate() {
            let Some(m) = m else { continue };
            match self.specs.get_mut(k) {
                Some(FormatSpec::GBlock(slot)) => *slot = Some(m),
                _ => {
                    return Err(format!(
                        "template_fix gives a gblock map for dimension {k}, which is not distributed with gblock"
                    ))
                }
            }
        }
        if self.nodes.is_some() {
            if let Some(k) = self
                .specs
                .iter()
                .position(|s| *s == FormatSpec::GBlock(None))
            {
                return Err(format!(
                    "template_fix must give the gblock mapping array of dimension {k} (distributed with gblock(*))"
                ));
            }
        }
        self.fix_done = true;
        self.resolve()
    }

    /// Resolves the distributions once everything is known.
    fn resolve(&mut self) -> Result<(), String> {
        let Some(nodes) = &self.nodes else {
            return Ok(());
        };
        if !self.shape_fixed || self.specs.contains(&FormatSpec::GBlock(None)) {
            return Ok(());
        }
        let mut dims = Vec::with_capacity(self.ndims);
        for k in 0..self.ndims {
            let np = self.axis[k].map(|a| nodes.shape[a] as i64).unwrap_or(1);
            dims.push(
                DimDist::new(self.extent(k), np, &self.specs[k])
                    .map_err(|e| format!("template dimension {k}: {e}"))?,
            );
        }
        self.dims = dims;
        Ok(())
    }

    /// This node's coordinate in template dimension `k` (0 for `*` dimensions), or None when
    /// the node is outside the template's node set (or the template is not distributed).
    pub fn coord(&self, k: usize) -> Option<i64> {
        *self.coords.get(k)?
    }

    /// Whether this node owns template index `idx` (not offset) of dimension `k`, judged in
    /// that dimension alone (fixed templates only).
    pub fn owns(&self, k: usize, idx: i64) -> bool {
        match (self.coord(k), self.dims.get(k)) {
            (Some(p), Some(d)) => d.owner(idx - self.lower[k]) == Some(p),
            _ => false,
        }
    }

    /// This node's share of a loop over template dimension `k` whose iteration `i` maps to
    /// template index `i + off` (fixed templates only; empty outside the node set).
    pub fn loop_plan(&self, k: usize, lo: i64, ub: i64, step: i64, off: i64) -> Option<LoopPlan> {
        let d = self.dims.get(k)?;
        let p = self.coord(k).unwrap_or(-1);
        Some(d.loop_plan(p, lo, ub, step, off - self.lower[k]))
    }

    /// [`Template::loop_plan`] with an `expand`/`margin` clause (None: no such dimension or
    /// not fixed; `Err` for widths on a cyclic dimension).
    pub fn loop_plan_expand(
        &self,
        k: usize,
        (lo, ub, step, off): (i64, i64, i64, i64),
        ex: &Expand,
    ) -> Option<Result<ExpandPlan, String>> {
        let d = self.dims.get(k)?;
        let p = self.coord(k).unwrap_or(-1);
        Some(d.loop_plan_expand(p, lo, ub, step, off - self.lower[k], ex))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn grid(shape: Vec<i32>, me: usize) -> Arc<NodeSet> {
        let n: i32 = shape.iter().product();
        Arc::new(NodeSet::new((0..n as u32).collect(), shape, 0, me))
    }

    #[test]
    fn distribute_and_coords() {
        // tv[40][90][7] [cyclic(4)][block][*] onto pr[2][3]; node 5 = pr[1][2].
        let mut t = Template::new(3, Some((vec![0, 0, 0], vec![39, 89, 6]))).unwrap();
        assert!(!t.is_fixed());
        t.distribute(
            grid(vec![2, 3], 5),
            vec![
                FormatSpec::Cyclic(4),
                FormatSpec::Block(None),
                FormatSpec::Star,
            ],
        )
        .unwrap();
        assert!(t.is_fixed());
        assert_eq!(
            (t.coord(0), t.coord(1), t.coord(2)),
            (Some(1), Some(2), Some(0))
        );
        assert_eq!(t.dims[1].block_size(), Some(30));
        assert!(t.owns(0, 4) && !t.owns(0, 0) && t.owns(1, 60) && t.owns(2, 6));
        let plan = t.loop_plan(1, 0, 89, 1, 0).unwrap();
        assert_eq!(plan.chunk(0).first, 60);
        assert!(t
            .distribute(grid(vec![6], 0), vec![FormatSpec::Block(None); 3])
            .is_err());
        let mut u = Template::new(2, Some((vec![0, 0], vec![9, 9]))).unwrap();
        assert!(u
            .distribute(grid(vec![2], 0), vec![FormatSpec::Block(None); 2])
            .is_err());
        let outsider = Arc::new(NodeSet::new(vec![0, 1], vec![2], 0, 7));
        let mut v = Template::new(1, Some((vec![1], vec![10]))).unwrap();
        v.distribute(outsider, vec![FormatSpec::Block(None)])
            .unwrap();
        assert_eq!(v.coord(0), None);
        assert!(!v.owns(0, 1));
        assert_eq!(v.loop_plan(0, 1, 10, 1, 0).unwrap().chunks(), 0);
    }

    #[test]
    fn template_fix_once() {
        let mut t = Template::new(1, None).unwrap();
        t.distribute(grid(vec![4], 2), vec![FormatSpec::GBlock(None)])
            .unwrap();
        assert!(!t.is_fixed());
        assert!(t.fix(None, vec![Some(vec![10, 0, 25, 5])]).is_err());
        t.fix(Some((vec![0], vec![39])), vec![Some(vec![10, 0, 25, 5])])
            .unwrap();
        assert!(t.is_fixed());
        assert!(t.owns(0, 10) && t.owns(0, 34) && !t.owns(0, 35));
        let e = t
            .fix(Some((vec![0], vec![39])), vec![Some(vec![10, 0, 25, 5])])
            .unwrap_err();
        assert!(e.contains("already fixed"), "{e}");
        // Wrong sum.
        let mut u = Template::new(1, None).unwrap();
        u.distribute(grid(vec![2], 0), vec![FormatSpec::GBlock(None)])
            .unwrap();
        assert!(u
            .fix(Some((vec![0], vec![9])), vec![Some(vec![3, 3])])
            .is_err());
        // Static extents, gblock(*): the fix supplies the map only.
        let mut w = Template::new(1, Some((vec![0], vec![5]))).unwrap();
        w.distribute(grid(vec![2], 1), vec![FormatSpec::GBlock(None)])
            .unwrap();
        w.fix(None, vec![Some(vec![1, 5])]).unwrap();
        assert!(w.owns(0, 1));
        // Fixed-at-declaration template cannot be fixed.
        let mut x = Template::new(1, Some((vec![0], vec![5]))).unwrap();
        x.distribute(grid(vec![2], 1), vec![FormatSpec::Block(None)])
            .unwrap();
        assert!(x.fix(None, vec![]).is_err());
        // Unfixed, block: fixed by extents alone.
        let mut y = Template::new(1, None).unwrap();
        y.distribute(grid(vec![3], 1), vec![FormatSpec::Block(None)])
            .unwrap();
        y.fix(Some((vec![0], vec![8])), vec![None]).unwrap();
        assert!(y.owns(0, 3) && !y.owns(0, 6));
    }
}
