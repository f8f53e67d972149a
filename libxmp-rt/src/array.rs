//! Global (aligned) array descriptors (reference 4.4, 4.5, 2.5, 5.3, 5.4): element size,
//! extents, alignment with a template, shadow widths, and this node's local block, a
//! row-major C array of the owned elements plus shadows allocated from the symmetric heap.

use crate::dist::{array_dim, DimLayout, Shadow};
use crate::rt;
use crate::template::Template;
use xmp_abi::{XmpDescHeader, DESC_ARRAY, DESC_MAGIC};

/// How one array dimension is aligned.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Align {
    /// `*` in the align source: the whole dimension is local wherever the rest is.
    Collapse,
    /// Aligned with template dimension `tdim` (0-based): array index `a` lives with template
    /// index `a + offset`.
    With {
        /// Template dimension.
        tdim: usize,
        /// Align offset.
        offset: i64,
    },
}

/// A global array (`xmp_desc_t` of an aligned array points at one; the header comes first).
#[repr(C)]
#[derive(Debug)]
pub struct GlobalArray {
    header: XmpDescHeader,
    /// The template (must outlive the array).
    pub template: *mut Template,
    /// Element size in bytes.
    pub elem: usize,
    /// Rank.
    pub ndims: usize,
    /// Global extents (C order); valid once known (declaration or allocation).
    pub extents: Option<Vec<i64>>,
    /// Alignment per array dimension.
    pub align: Vec<Align>,
    /// Shadow per array dimension.
    pub shadow: Vec<Shadow>,
    /// This node's layout per dimension (after allocation).
    pub layout: Vec<DimLayout>,
    /// Element strides of the local block per dimension (row-major).
    pub strides: Vec<i64>,
    /// Local block (null when this node holds no element or the array is not allocated).
    pub base: *mut u8,
    /// The symmetric allocation to free (null when not allocated here).
    sym: *mut u8,
    /// The symmetric-heap offset of the blocks (the same on every member), where this node
    /// knows it: members, and the nodes of the executing set at allocation that are not
    /// members (told by a member), so that they can read the blocks one-sidedly later
    /// (`gmove in` from a task none of whose nodes holds the array).
    heap_off: Option<usize>,
    /// The storage is a caller's (`attach`), not a symmetric allocation.
    attached: bool,
    /// Storage has been allocated (collectively).
    pub allocated: bool,
    /// `-g`: the view block gdb reads (`debugview`), kept current at every allocation and
    /// release; null when none is registered.
    pub debug_view: *mut i64,
}

impl GlobalArray {
    /// A descriptor; `extents` None for a pointer aligned for `xmp_malloc`.
    pub fn new(
        template: *mut Template,
        elem: usize,
        extents: Option<Vec<i64>>,
        align: Vec<Align>,
        shadow: Vec<Shadow>,
        t: &Template,
    ) -> Result<GlobalArray, String> {
        let ndims = align.len();
        if ndims == 0 {
            return Err("an aligned array needs at least one dimension".into());
        }
        if shadow.len() != ndims {
            return Err(format!(
                "shadow gives {} widths but the array has {ndims} dimensions",
                shadow.len()
            ));
        }
        if let Some(e) = &extents {
            if e.len() != ndims {
                return Err(format!("{} extents for an array of rank {ndims}", e.len()));
            }
        }
        let mut used = vec![false; t.ndims];
        for (j, a) in align.iter().enumerate() {
            if let Align::With { tdim, .. } = *a {
                if tdim >= t.ndims {
                    return Err(format!(
                        "array dimension {j} is aligned with template dimension {tdim}, but the template has {} dimensions",
                        t.ndims
                    ));
                }
                if used[tdim] {
                    return Err(format!(
                        "template dimension {tdim} is aligned with more than one array dimension"
                    ));
                }
                used[tdim] = true;
            }
        }
        Ok(GlobalArray {
            header: XmpDescHeader {
                magic: DESC_MAGIC,
                kind: DESC_ARRAY,
            },
            template,
            elem: elem.max(1),
            ndims,
            extents,
            align,
            shadow,
            layout: Vec::new(),
            strides: Vec::new(),
            base: std::ptr::null_mut(),
            sym: std::ptr::null_mut(),
            heap_off: None,
            attached: false,
            allocated: false,
            debug_view: std::ptr::null_mut(),
        })
    }

    /// Whether `p` points at a live global array descriptor.
    ///
    /// # Safety
    /// `p` must be null or point at readable memory of at least a descriptor header.
    pub unsafe fn is_array(p: *const GlobalArray) -> bool {
        if p.is_null() {
            return false;
        }
        let h = &*(p as *const XmpDescHeader);
        h.magic == DESC_MAGIC && h.kind == DESC_ARRAY
    }

    /// Computes this node's layout for `extents` against the (fixed) template: per-dimension
    /// layouts, strides and the number of elements of the local block (0 when the node holds
    /// no element).
    pub fn plan(&mut self, extents: Vec<i64>, t: &Template) -> Result<i64, String> {
        if !t.is_fixed() {
            return Err(
                "the template of an aligned array is not fixed yet (template_fix must come first)"
                    .into(),
            );
        }
        if extents.len() != self.ndims {
            return Err(format!(
                "{} extents for an array of rank {}",
                extents.len(),
                self.ndims
            ));
        }
        let member = t.nodes.as_ref().is_some_and(|n| n.pos.is_some());
        let mut layout = Vec::with_capacity(self.ndims);
        let mut empty = !member;
        for (j, &n) in extents.iter().enumerate() {
            let lay = match self.align[j] {
                Align::Collapse => array_dim(None, 0, n, 0, self.shadow[j]),
                Align::With { tdim, offset } => {
                    let p = t.coord(tdim).unwrap_or(0);
                    array_dim(
                        Some(&t.dims[tdim]),
                        p,
                        n,
                        offset.checked_sub(t.lower[tdim]).unwrap_or(-1),
                        self.shadow[j],
                    )
                }
            }
            .map_err(|e| format!("array dimension {j}: {e}"))?;
            if lay.lsize == 0 {
                empty = true;
            }
            layout.push(lay);
        }
        let mut strides = vec![0i64; self.ndims];
        let mut count: i64 = 1;
        for j in (0..self.ndims).rev() {
            strides[j] = count;
            count = count
                .checked_mul(if empty { 0 } else { layout[j].pitch })
                .ok_or("the local block is too large")?;
        }
        if empty {
            // A node holding no element allocates nothing (reference 5.4 [rec]).
            for l in &mut layout {
                l.alloc = 0;
                l.pitch = 0;
            }
            count = 0;
        }
        self.extents = Some(extents);
        self.layout = layout;
        self.strides = strides;
        Ok(count)
    }

    /// Allocates the local blocks: collective over the template's node set (every member
    /// calls it; other nodes of the executing set return at once, holding nothing).
    pub fn alloc(&mut self, extents: Option<Vec<i64>>, loc: Option<&str>) -> *mut u8 {
        let base = self.alloc_blocks(extents, loc);
        crate::debugview::refresh(self);
        base
    }

    fn alloc_blocks(&mut self, extents: Option<Vec<i64>>, loc: Option<&str>) -> *mut u8 {
        if self.allocated {
            rt::fatal("the global array is already allocated", loc);
        }
        // SAFETY: the template outlives its arrays (contract of xmp_rt_array_new).
        let t = unsafe { &*self.template };
        let Some(extents) = extents.or_else(|| self.extents.clone()) else {
            rt::fatal("allocation of a global array without extents", loc)
        };
        let count = self.plan(extents, t).unwrap_or_else(|e| rt::fatal(&e, loc));
        let bytes = (count as u128) * self.elem as u128;
        if bytes > isize::MAX as u128 {
            rt::fatal("the local block of the global array is too large", loc);
        }
        let Some(set) = t.nodes.clone() else {
            rt::fatal("the template of the array is not distributed", loc)
        };
        self.allocated = true;
        // Executing nodes outside the node set learn the blocks' heap offset from the first
        // member (a broadcast over the executing set, which then holds the whole node set).
        let share_root = rt::with(|r| {
            let exec = r.executing();
            if exec.pos.is_none() || !exec.contains_all(&set) {
                return None;
            }
            let outsiders = exec.ranks.iter().any(|x| !set.ranks.contains(x));
            outsiders
                .then(|| exec.ranks.iter().position(|x| set.ranks.contains(x)))
                .flatten()
        });
        if set.pos.is_none() {
            if let Some(root) = share_root {
                let mut v = [0u8; 8];
                rt::with(|r| r.share_from(root, &mut v, loc));
                let o = u64::from_ne_bytes(v);
                self.heap_off = (o != u64::MAX).then_some(o as usize);
            }
            return std::ptr::null_mut();
        }
        let exec_ok = rt::with(|r| {
            let exec = r.executing();
            exec.len() == r.n || std::ptr::eq(&**exec, &*set) || exec.contains_all(&set)
        });
        if !exec_ok {
            rt::fatal(
                "a global array is allocated while its template's node set is not part of the executing node set",
                loc,
            );
        }
        // At least one byte, so that every allocation has its own offset.
        let size = (bytes as usize).max(1);
        let align = self.elem.next_power_of_two().clamp(64, 4096);
        self.sym = rt::with(|r| r.sym_alloc(Some(set), size, align, loc));
        self.heap_off = rt::with(|r| r.heap_offset(self.sym));
        if let Some(root) = share_root {
            let mut v = self.heap_off.map_or(u64::MAX, |o| o as u64).to_ne_bytes();
            rt::with(|r| r.share_from(root, &mut v, loc));
        }
        self.base = if count > 0 {
            self.sym
        } else {
            std::ptr::null_mut()
        };
        self.base
    }

    /// Uses `base` (a caller's local section with the same mapping) as this array's storage:
    /// lays the array out for this node without allocating (reference 8, global dummies).
    pub fn attach(&mut self, base: *mut u8, extents: Option<Vec<i64>>, loc: Option<&str>) {
        if self.allocated {
            self.dealloc(loc);
        }
        // SAFETY: the template outlives its arrays.
        let t = unsafe { &*self.template };
        let Some(extents) = extents.or_else(|| self.extents.clone()) else {
            rt::fatal("a global array dummy without extents", loc)
        };
        let count = self.plan(extents, t).unwrap_or_else(|e| rt::fatal(&e, loc));
        self.allocated = true;
        self.sym = std::ptr::null_mut();
        self.heap_off = None;
        self.attached = true;
        self.base = if count > 0 {
            base
        } else {
            std::ptr::null_mut()
        };
        crate::debugview::refresh(self);
    }

    /// Releases the local blocks (every member of the template's node set calls it); the
    /// descriptor stays and may be allocated again.
    pub fn dealloc(&mut self, loc: Option<&str>) {
        if !self.sym.is_null() {
            let p = self.sym;
            rt::with(|r| r.sym_free(p, loc));
        }
        self.sym = std::ptr::null_mut();
        self.heap_off = None;
        self.attached = false;
        self.base = std::ptr::null_mut();
        self.allocated = false;
        crate::debugview::refresh(self);
    }

    // issue 5 (gmove): the symmetric allocation, to address other nodes' blocks.
    /// The symmetric allocation of the local block (null when not allocated on this node); it
    /// lies at the same heap offset on every member of the template's node set.
    pub fn sym_ptr(&self) -> *mut u8 {
        self.sym
    }

    /// Whether the storage is a caller's array (`attach`: a dummy argument re-declared and
    /// aligned), which other nodes cannot address; the same on every node that attached it.
    pub fn is_attached(&self) -> bool {
        self.attached
    }

    /// Bytes of this node's block, shadows included (0 when it holds nothing).
    pub fn block_bytes(&self) -> usize {
        if !self.allocated || self.base.is_null() {
            return 0;
        }
        self.layout
            .iter()
            .map(|l| l.pitch.max(0) as usize)
            .product::<usize>()
            * self.elem
    }

    /// The blocks' symmetric-heap offset as this node knows it (see the field).
    pub fn heap_off(&self) -> Option<usize> {
        self.heap_off
    }

    /// Storage offset (in elements) of the element at global indices `idx`, or None when the
    /// element is neither owned nor in the allocated shadow of this node.
    pub fn offset_of(&self, idx: &[i64]) -> Option<i64> {
        if !self.allocated || self.base.is_null() || idx.len() != self.ndims {
            return None;
        }
        let ext = self.extents.as_ref()?;
        let mut off = 0i64;
        for j in 0..self.ndims {
            let lay = &self.layout[j];
            // Outside the global extent only the shadow of a block-like dimension holds the
            // element: `a[-1]` read after a /periodic/ reflect (the storage check below bounds it).
            if (idx[j] < 0 || idx[j] >= ext[j]) && lay.period > 1 {
                return None;
            }
            let s = lay.storage(idx[j]);
            if s < 0 || s >= lay.alloc {
                return None;
            }
            // A cyclic dimension maps non-owned indices onto owned slots: check ownership.
            if lay.period > 1 {
                if let Align::With { tdim, offset } = self.align[j] {
                    // SAFETY: the template outlives its arrays.
                    let t = unsafe { &*self.template };
                    if !t.owns(tdim, idx[j] + offset) {
                        return None;
                    }
                }
            }
            off += s * self.strides[j];
        }
        Some(off)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dist::FormatSpec;
    use crate::nodes::NodeSet;
    use std::sync::Arc;

    #[test]
    fn plan_block_2d_with_shadow_and_collapse() {
        // t[10][8] [block][cyclic] onto g[2][3] as node 4 = g[1][1].
        let nodes = Arc::new(NodeSet::new((0..6).collect(), vec![2, 3], 0, 4));
        let mut t = Template::new(2, Some((vec![0, 0], vec![9, 7]))).unwrap();
        t.distribute(nodes, vec![FormatSpec::Block(None), FormatSpec::Cyclic(1)])
            .unwrap();
        let tp = &mut t as *mut Template;
        // a[9][8][3] with t[i+1][j], a[*] collapsed third dim, shadow [1:2][0][0].
        let mut a = GlobalArray::new(
            tp,
            8,
            None,
            vec![
                Align::With { tdim: 0, offset: 1 },
                Align::With { tdim: 1, offset: 0 },
                Align::Collapse,
            ],
            vec![Shadow::Width { lo: 1, hi: 2 }, Shadow::NONE, Shadow::NONE],
            &t,
        )
        .unwrap();
        let count = a.plan(vec![9, 8, 3], &t).unwrap();
        // Dim 0: template rows 5..9 -> array rows 4..8 (5 of them) + 3 shadow = 8.
        // Dim 1: cyclic over 3, coordinate 1: columns 1, 4, 7 -> 3.
        assert_eq!(a.layout[0].lsize, 5);
        assert_eq!(a.layout[0].alloc, 8);
        assert_eq!(a.layout[1].lsize, 3);
        assert_eq!(count, 8 * 3 * 3);
        assert_eq!(a.strides, vec![9, 3, 1]);
        assert_eq!(a.layout[0].storage(4), 1);
        assert_eq!(a.layout[1].storage(7), 2);
        // Misaligned: template dimension used twice; rank mismatch.
        assert!(GlobalArray::new(
            tp,
            4,
            None,
            vec![
                Align::With { tdim: 0, offset: 0 },
                Align::With { tdim: 0, offset: 0 }
            ],
            vec![Shadow::NONE; 2],
            &t
        )
        .is_err());
        // Larger than the template.
        let mut b = GlobalArray::new(
            tp,
            4,
            None,
            vec![Align::With { tdim: 0, offset: 0 }],
            vec![Shadow::NONE],
            &t,
        )
        .unwrap();
        assert!(b.plan(vec![11], &t).is_err());
        assert_eq!(b.plan(vec![3], &t).unwrap(), 0, "rows 0..2 are on g[0][*]");
    }
}
