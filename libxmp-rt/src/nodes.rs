//! Node sets: node arrays (`nodes p[4][2]`), their sections (`p[1:2][*]`) and the executing
//! node sets that `task` pushes. A set is the list of its members' entire-set ranks in element
//! order (C order) plus its shape; a member's position in that list is its node number in the
//! set (0-based), and its image index while the set executes.

use std::sync::Arc;
use xmp_abi::{
    XmpDescHeader, XmpNodeSub, DESC_MAGIC, DESC_NODES, SUB_INDEX, SUB_STAR, SUB_TRIPLET,
};

/// A node set (`xmp_desc_t` of a node array points at one; the header comes first).
#[repr(C)]
#[derive(Debug)]
pub struct NodeSet {
    header: XmpDescHeader,
    /// Entire-set ranks of the members, in element order.
    pub ranks: Vec<u32>,
    /// Extents per dimension, C order (product = `ranks.len()`).
    pub shape: Vec<i32>,
    /// `xmp_nodes_attr` value.
    pub attr: i32,
    /// The calling node's position, if it is a member.
    pub pos: Option<usize>,
    /// For a node array declared equivalent to a reference (`q[4] = p[0:4]`): the referenced
    /// node array and the subscripts (`xmp_nodes_equiv`).
    pub equiv: Option<(Arc<NodeSet>, Vec<XmpNodeSub>)>,
}

impl NodeSet {
    /// A set of `ranks` with `shape`, seen from the node with entire-set rank `me`.
    pub fn new(ranks: Vec<u32>, shape: Vec<i32>, attr: i32, me: usize) -> NodeSet {
        let pos = ranks.iter().position(|&r| r as usize == me);
        NodeSet {
            header: XmpDescHeader {
                magic: DESC_MAGIC,
                kind: DESC_NODES,
            },
            ranks,
            shape,
            attr,
            pos,
            equiv: None,
        }
    }

    /// Whether `p` points at a live node set (checks the descriptor header).
    ///
    /// # Safety
    /// `p` must be null or point at readable memory of at least a descriptor header.
    pub unsafe fn is_node_set(p: *const NodeSet) -> bool {
        if p.is_null() {
            return false;
        }
        let h = &*(p as *const XmpDescHeader);
        h.magic == DESC_MAGIC && h.kind == DESC_NODES
    }

    /// Number of members.
    pub fn len(&self) -> usize {
        self.ranks.len()
    }

    /// Whether the set has no member.
    pub fn is_empty(&self) -> bool {
        self.ranks.is_empty()
    }

    /// Coordinates (C order) of the member at `pos`.
    pub fn coords(&self, pos: usize) -> Vec<i32> {
        let mut c = vec![0; self.shape.len()];
        let mut rest = pos;
        for d in (0..self.shape.len()).rev() {
            let e = self.shape[d].max(1) as usize;
            c[d] = (rest % e) as i32;
            rest /= e;
        }
        c
    }

    /// Whether every member of `other` is a member of `self`.
    pub fn contains_all(&self, other: &NodeSet) -> bool {
        if other.len() * self.len() <= 4096 {
            return other.ranks.iter().all(|r| self.ranks.contains(r));
        }
        let mut mine: Vec<u32> = self.ranks.clone();
        mine.sort_unstable();
        other.ranks.iter().all(|r| mine.binary_search(r).is_ok())
    }

    /// The section `subs` of this node array (one subscript per dimension), seen from `me`.
    pub fn section(&self, subs: &[XmpNodeSub], me: usize) -> Result<NodeSet, String> {
        if subs.len() != self.shape.len() {
            return Err(format!(
                "node reference has {} subscripts but the node array has {} dimensions",
                subs.len(),
                self.shape.len()
            ));
        }
        let my_coords = self.pos.map(|p| self.coords(p));
        let mut per_dim: Vec<Vec<i32>> = Vec::with_capacity(subs.len());
        let mut shape = Vec::new();
        let mut empty = false;
        for (d, s) in subs.iter().enumerate() {
            let ext = self.shape[d];
            match s.kind {
                SUB_INDEX => {
                    if s.lo < 0 || s.lo >= ext {
                        return Err(format!(
                            "node subscript {} is out of range 0..{} in dimension {}",
                            s.lo,
                            ext - 1,
                            d
                        ));
                    }
                    per_dim.push(vec![s.lo]);
                }
                SUB_TRIPLET => {
                    if s.len < 0 || s.step <= 0 || s.lo < 0 {
                        return Err(format!(
                            "invalid node section {}:{}:{} in dimension {d}",
                            s.lo, s.len, s.step
                        ));
                    }
                    let last = s.lo as i64 + (s.len as i64 - 1) * s.step as i64;
                    if s.len > 0 && last >= ext as i64 {
                        return Err(format!(
                            "node section {}:{}:{} exceeds the extent {ext} of dimension {d}",
                            s.lo, s.len, s.step
                        ));
                    }
                    per_dim.push((0..s.len).map(|i| s.lo + i * s.step).collect());
                    shape.push(s.len);
                }
                SUB_STAR => match &my_coords {
                    Some(c) => per_dim.push(vec![c[d]]),
                    None => {
                        empty = true;
                        per_dim.push(vec![]);
                    }
                },
                k => return Err(format!("invalid node subscript kind {k}")),
            }
        }
        if shape.is_empty() {
            shape.push(1);
        }
        let mut ranks = Vec::new();
        if !empty {
            // Cartesian product in C order.
            let mut idx = vec![0usize; per_dim.len()];
            'outer: loop {
                if per_dim.iter().any(|v| v.is_empty()) {
                    break;
                }
                let mut lin = 0usize;
                for d in 0..per_dim.len() {
                    lin = lin * self.shape[d] as usize + per_dim[d][idx[d]] as usize;
                }
                ranks.push(self.ranks[lin]);
                for d in (0..per_dim.len()).rev() {
                    idx[d] += 1;
                    if idx[d] < per_dim[d].len() {
                        continue 'outer;
                    }
                    idx[d] = 0;
                }
                break;
            }
        } else {
            shape = vec![0];
        }
        Ok(NodeSet::new(
            ranks,
            shape,
            xmp_abi::XMP_EQUIVALENCE_NODES,
            me,
        ))
    }
}

/// The coordinates of position `pos` of a node array of shape `shape` (row-major: the last
/// dimension varies fastest; an extent below 1 counts as 1).
pub(crate) fn coords_of(shape: &[i32], pos: usize) -> Vec<i64> {
    let mut c = vec![0i64; shape.len()];
    let mut rest = pos;
    for d in (0..shape.len()).rev() {
        let e = shape[d].max(1) as usize;
        c[d] = (rest % e) as i64;
        rest /= e;
    }
    c
}

/// The position of `coords` in a node array of shape `shape`: the inverse of `coords_of`.
pub(crate) fn pos_of(shape: &[i32], coords: &[i64]) -> usize {
    let mut p = 0usize;
    for (d, &c) in coords.iter().enumerate() {
        p = p * shape[d].max(1) as usize + c as usize;
    }
    p
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sub(kind: i32, lo: i32, len: i32, step: i32) -> XmpNodeSub {
        XmpNodeSub {
            kind,
            lo,
            len,
            step,
        }
    }

    #[test]
    fn sections() {
        let grid = NodeSet::new((0..16).collect(), vec![4, 4], 0, 6);
        assert_eq!(grid.coords(6), vec![1, 2]);
        let s = grid
            .section(&[sub(SUB_TRIPLET, 1, 2, 1), sub(SUB_TRIPLET, 2, 2, 1)], 6)
            .unwrap();
        assert_eq!(s.ranks, vec![6, 7, 10, 11]);
        assert_eq!(s.pos, Some(0));
        let row = grid
            .section(&[sub(SUB_STAR, 0, 0, 0), sub(SUB_TRIPLET, 0, 4, 1)], 6)
            .unwrap();
        assert_eq!(row.ranks, vec![4, 5, 6, 7]);
        let col = grid
            .section(&[sub(SUB_TRIPLET, 0, 4, 1), sub(SUB_STAR, 0, 0, 0)], 6)
            .unwrap();
        assert_eq!(col.ranks, vec![2, 6, 10, 14]);
        let one = grid
            .section(&[sub(SUB_INDEX, 3, 0, 0), sub(SUB_INDEX, 1, 0, 0)], 6)
            .unwrap();
        assert_eq!(one.ranks, vec![13]);
        assert_eq!(one.pos, None);
        let strided = grid
            .section(&[sub(SUB_INDEX, 0, 0, 0), sub(SUB_TRIPLET, 0, 2, 2)], 6)
            .unwrap();
        assert_eq!(strided.ranks, vec![0, 2]);
        assert!(grid
            .section(&[sub(SUB_INDEX, 4, 0, 0), sub(SUB_INDEX, 0, 0, 0)], 6)
            .is_err());
        assert!(grid
            .section(&[sub(SUB_TRIPLET, 3, 2, 1), sub(SUB_INDEX, 0, 0, 0)], 6)
            .is_err());
        assert!(grid.section(&[sub(SUB_INDEX, 0, 0, 0)], 6).is_err());
        let outsider = NodeSet::new((0..4).collect(), vec![4], 0, 9);
        assert!(outsider
            .section(&[sub(SUB_STAR, 0, 0, 0)], 9)
            .unwrap()
            .is_empty());
    }
}
