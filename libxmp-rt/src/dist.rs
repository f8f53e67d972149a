//! Distribution arithmetic (reference section 5, 5.3/5.4 for arrays, 6.3.3 for loops): pure
//! functions, no I/O, no runtime state. Everything works on 0-based offsets `g` inside one
//! template dimension of extent `d` distributed over a node-array dimension of extent `P`;
//! node coordinates `p` are 0-based.
//!
//! A `*` (not distributed) dimension is modelled as a distribution over one virtual coordinate
//! (`P = 1`, `p = 0` owns everything), which makes `C_p(x) = x` fall out of the block formulas.

/// A distribution format as written in a `distribute` directive (before the template's extent
/// and node count are known).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FormatSpec {
    /// `*`: not distributed.
    Star,
    /// `block` (None) or `block(n)`.
    Block(Option<i64>),
    /// `cyclic` (1) or `cyclic(w)`.
    Cyclic(i64),
    /// `gblock(m)`, or `gblock(*)` (None: the map comes with `template_fix`).
    GBlock(Option<Vec<i64>>),
}

/// A resolved format.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Format {
    /// Not distributed (one virtual coordinate owns all).
    Star,
    /// Contiguous blocks of `b` (plain `block` has `b = ceil(d/P)`).
    Block(i64),
    /// Blocks of `w` dealt round-robin.
    Cyclic(i64),
    /// Explicit block sizes `map[p]`; `start[p]` is the prefix sum `S(p)` (`P + 1` entries).
    GBlock {
        /// `m[p]`.
        map: Vec<i64>,
        /// `S(p)`, with `start[P] = d`.
        start: Vec<i64>,
    },
}

/// One distributed template dimension.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DimDist {
    /// Extent `d` of the template dimension.
    pub extent: i64,
    /// Extent `P` of the node-array dimension (1 for `*`).
    pub nprocs: i64,
    /// The resolved format.
    pub format: Format,
}

/// An arithmetic progression `first, first+step, ...` of `count` values (`count >= 0`; `step`
/// may be negative).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Strided {
    /// First value.
    pub first: i64,
    /// Difference between consecutive values (non-zero).
    pub step: i64,
    /// Number of values.
    pub count: i64,
}

impl Strided {
    /// The last value (meaningless when empty).
    pub fn last(&self) -> i64 {
        self.first + (self.count - 1) * self.step
    }
    /// The values.
    pub fn iter(&self) -> impl Iterator<Item = i64> + '_ {
        (0..self.count).map(move |k| self.first + k * self.step)
    }
}

/// Floor division (`b > 0`).
pub fn div_floor(a: i64, b: i64) -> i64 {
    a.div_euclid(b)
}

/// Ceiling division (`b > 0`).
pub fn div_ceil(a: i64, b: i64) -> i64 {
    -((-a).div_euclid(b))
}

/// Extended Euclid: `(g, x)` with `a*x ≡ g (mod m)`, `g = gcd(a, m)`.
fn inv_gcd(a: i64, m: i64) -> (i64, i64) {
    let (mut r0, mut r1) = (a.rem_euclid(m) as i128, m as i128);
    let (mut s0, mut s1) = (1i128, 0i128);
    while r1 != 0 {
        let q = r0 / r1;
        (r0, r1) = (r1, r0 - q * r1);
        (s0, s1) = (s1, s0 - q * s1);
    }
    (r0 as i64, s0.rem_euclid(m as i128) as i64)
}

impl DimDist {
    /// Resolves `spec` for a dimension of extent `d` over `nprocs` coordinates, checking the
    /// restrictions of reference 4.3 (`block(n)`: `d <= n*P`; `gblock`: `P` non-negative
    /// entries summing to `d`).
    pub fn new(d: i64, nprocs: i64, spec: &FormatSpec) -> Result<DimDist, String> {
        if d < 0 {
            return Err(format!("template extent {d} is negative"));
        }
        if nprocs < 1 && *spec != FormatSpec::Star {
            return Err(format!("node-array extent {nprocs} must be positive"));
        }
        let (nprocs, format) = match spec {
            FormatSpec::Star => (1, Format::Star),
            FormatSpec::Block(None) => (nprocs, Format::Block(div_ceil(d, nprocs).max(1))),
            FormatSpec::Block(Some(n)) => {
                if *n < 1 {
                    return Err(format!("block({n}): the block size must be positive"));
                }
                if d > n.saturating_mul(nprocs) {
                    return Err(format!(
                        "block({n}) over {nprocs} nodes covers {} indices, less than the template extent {d}",
                        n.saturating_mul(nprocs)
                    ));
                }
                // Any n >= d puts everything on coordinate 0: clamping keeps n*P in range.
                (nprocs, Format::Block((*n).min(d.max(1))))
            }
            FormatSpec::Cyclic(w) => {
                if *w < 1 {
                    return Err(format!("cyclic({w}): the width must be positive"));
                }
                // As for block(n): w >= d deals one block to coordinate 0.
                (nprocs, Format::Cyclic((*w).min(d.max(1))))
            }
            FormatSpec::GBlock(None) => {
                return Err("gblock(*) has no mapping array yet (template_fix supplies it)".into())
            }
            FormatSpec::GBlock(Some(m)) => {
                if m.len() as i64 != nprocs {
                    return Err(format!(
                        "the gblock mapping array has {} elements but the node-array dimension has {nprocs}",
                        m.len()
                    ));
                }
                let mut start = Vec::with_capacity(m.len() + 1);
                let mut s = 0i64;
                for (k, &x) in m.iter().enumerate() {
                    if x < 0 {
                        return Err(format!("gblock mapping element {k} is negative ({x})"));
                    }
                    start.push(s);
                    s = s.saturating_add(x);
                }
                start.push(s);
                if s != d {
                    return Err(format!(
                        "the gblock mapping array sums to {s} but the template extent is {d}"
                    ));
                }
                (
                    nprocs,
                    Format::GBlock {
                        map: m.clone(),
                        start,
                    },
                )
            }
        };
        Ok(DimDist {
            extent: d,
            nprocs,
            format,
        })
    }

    /// Whether every coordinate owns one contiguous interval (block, gblock, `*`).
    pub fn is_contiguous(&self) -> bool {
        !matches!(self.format, Format::Cyclic(_))
    }

    /// The owner coordinate of offset `g` (None outside `0..d`).
    pub fn owner(&self, g: i64) -> Option<i64> {
        if g < 0 || g >= self.extent {
            return None;
        }
        Some(match &self.format {
            Format::Star => 0,
            Format::Block(b) => g / b,
            Format::Cyclic(w) => (g / w) % self.nprocs,
            Format::GBlock { start, .. } => {
                // The last p with S(p) <= g (coordinates with m[p] = 0 share S with the next).
                (start.partition_point(|&s| s <= g) - 1) as i64
            }
        })
    }

    /// `C_p(x)`: how many offsets below `x` coordinate `p` owns (`x` clamped to `0..=d`).
    pub fn count(&self, p: i64, x: i64) -> i64 {
        let x = x.clamp(0, self.extent);
        if p < 0 || p >= self.nprocs {
            return 0;
        }
        match &self.format {
            Format::Star => x,
            Format::Block(b) => {
                let lsize = (self.extent - p * b).clamp(0, *b);
                (x - p * b).clamp(0, lsize)
            }
            Format::Cyclic(w) => {
                let per = w * self.nprocs;
                let q = x / per;
                let r = x - q * per;
                q * w + (r - p * w).clamp(0, *w)
            }
            Format::GBlock { map, start } => (x - start[p as usize]).clamp(0, map[p as usize]),
        }
    }

    /// Number of offsets coordinate `p` owns.
    pub fn lsize(&self, p: i64) -> i64 {
        self.count(p, self.extent)
    }

    /// `(owner, local index)` of offset `g`.
    pub fn local(&self, g: i64) -> Option<(i64, i64)> {
        let p = self.owner(g)?;
        Some((p, self.count(p, g)))
    }

    /// The offset of local index `l` on coordinate `p` (None when `l` is not in `0..lsize(p)`).
    pub fn global(&self, p: i64, l: i64) -> Option<i64> {
        if l < 0 || l >= self.lsize(p) {
            return None;
        }
        Some(match &self.format {
            Format::Star => l,
            Format::Block(b) => p * b + l,
            Format::Cyclic(w) => ((l / w) * self.nprocs + p) * w + l % w,
            Format::GBlock { start, .. } => start[p as usize] + l,
        })
    }

    /// The offset where coordinate `p`'s ownership pattern starts: the first offset of its
    /// interval (contiguous formats) or of its first cyclic block (`p*w`).
    pub fn start(&self, p: i64) -> i64 {
        match &self.format {
            Format::Star => 0,
            Format::Block(b) => p * b,
            Format::Cyclic(w) => p * w,
            Format::GBlock { start, .. } => start[p.clamp(0, self.nprocs) as usize],
        }
    }

    /// The interval `[lo, hi)` coordinate `p` owns, for contiguous formats (may be empty).
    pub fn interval(&self, p: i64) -> Option<(i64, i64)> {
        if !self.is_contiguous() {
            return None;
        }
        let lo = self.start(p).min(self.extent);
        Some((lo, lo + self.lsize(p)))
    }

    /// Block size `b`, cyclic width `w`, or None (gblock, `*`).
    pub fn block_size(&self) -> Option<i64> {
        match self.format {
            Format::Block(b) => Some(b),
            Format::Cyclic(w) => Some(w),
            _ => None,
        }
    }

    /// The offsets coordinate `p` owns, as few increasing strided ranges as this format
    /// allows: one for block/gblock/`*`/`cyclic`; for `cyclic(w)` either one range per owned
    /// block or `w` ranges of step `w*P`, whichever is fewer.
    pub fn owned_ranges(&self, p: i64) -> Vec<Strided> {
        let n = self.lsize(p);
        if n == 0 {
            return Vec::new();
        }
        match &self.format {
            Format::Cyclic(w) => {
                let (w, per) = (*w, w * self.nprocs);
                let nblocks = div_ceil(self.extent - p * w, per);
                if w == 1 || nblocks <= w {
                    if w == 1 {
                        return vec![Strided {
                            first: p,
                            step: per,
                            count: n,
                        }];
                    }
                    (0..nblocks)
                        .map(|k| {
                            let first = (k * self.nprocs + p) * w;
                            Strided {
                                first,
                                step: 1,
                                count: w.min(self.extent - first),
                            }
                        })
                        .collect()
                } else {
                    (0..w)
                        .map(|j| {
                            let first = p * w + j;
                            Strided {
                                first,
                                step: per,
                                count: div_ceil(self.extent - first, per).max(0),
                            }
                        })
                        .filter(|s| s.count > 0)
                        .collect()
                }
            }
            _ => vec![Strided {
                first: self.start(p),
                step: 1,
                count: n,
            }],
        }
    }

    /// The part of the loop `for (i = lo; i <= ub (step > 0) / i >= ub (step < 0); i += step)`
    /// that coordinate `p` executes when iteration `i` is mapped to template offset `i + c`
    /// (`c` = the `on` clause's offset minus the template's lower bound). Iterations whose
    /// offset lies outside the template belong to no coordinate.
    pub fn loop_plan(&self, p: i64, lo: i64, ub: i64, step: i64, c: i64) -> LoopPlan {
        let empty = LoopPlan {
            kind: PlanKind::Empty,
            g0: 0,
            s: 1,
            n: 0,
            c,
            reverse: false,
        };
        if step == 0 || p < 0 || p >= self.nprocs || self.lsize(p) == 0 {
            return empty;
        }
        // Exact arithmetic in i128 until the range is clipped to the template, so that any
        // bounds (even near the ends of i64) give the right answer without overflow.
        let (lo, ub, c) = (lo as i128, ub as i128, c as i128);
        let s = (step as i128).abs();
        // The iteration set as an ascending progression a0, a0+s, ..., a0+(n-1)s.
        let (a0, n) = if step > 0 {
            if ub < lo {
                return empty;
            }
            (lo, (ub - lo) / s + 1)
        } else {
            if lo < ub {
                return empty;
            }
            let n = (lo - ub) / s + 1;
            (lo - (n - 1) * s, n)
        };
        // Restrict to the template: offsets g = a0 + c + k*s within 0..d.
        let g0 = a0 + c;
        let k_lo = (-g0).div_euclid(s) + i128::from((-g0).rem_euclid(s) != 0);
        let k_lo = k_lo.max(0);
        let k_hi = (self.extent as i128 - 1 - g0).div_euclid(s).min(n - 1);
        if k_lo > k_hi {
            return empty;
        }
        // Now 0 <= g0 < d and n <= d: everything fits in i64 again.
        let (g0, n, s) = ((g0 + k_lo * s) as i64, (k_hi - k_lo + 1) as i64, s as i64);
        let c = c as i64;
        let kind = match &self.format {
            Format::Cyclic(1) => {
                // g ≡ p (mod P) and g ≡ g0 (mod s): one progression of step lcm(P, s).
                let pp = self.nprocs;
                let (gd, inv) = inv_gcd(s, pp);
                let diff = (p - g0).rem_euclid(pp);
                if diff % gd != 0 {
                    PlanKind::Empty
                } else {
                    let m = pp / gd;
                    let k = ((diff / gd) as i128 * inv as i128).rem_euclid(m as i128) as i64;
                    PlanKind::Single { k0: k, kstep: m }
                }
            }
            Format::Cyclic(w) => {
                // One chunk per owned block K (K ≡ p mod P) meeting [g_first, g_last].
                let g_last = g0 + (n - 1) * s;
                let per = self.nprocs;
                let kb_lo = g0 / w;
                let kb_hi = g_last / w;
                let first_block = kb_lo + (p - kb_lo).rem_euclid(per);
                if first_block > kb_hi {
                    PlanKind::Empty
                } else {
                    PlanKind::Blocks {
                        first_block,
                        nblocks: (kb_hi - first_block) / per + 1,
                        w: *w,
                        period: per,
                    }
                }
            }
            _ => {
                let (ilo, ihi) = self.interval(p).unwrap_or((0, 0));
                let k_lo = div_ceil(ilo - g0, s).max(0);
                let k_hi = div_floor(ihi - 1 - g0, s).min(n - 1);
                if k_lo > k_hi {
                    PlanKind::Empty
                } else {
                    PlanKind::Range { k_lo, k_hi }
                }
            }
        };
        LoopPlan {
            kind,
            g0,
            s,
            n,
            c,
            reverse: step < 0,
        }
    }
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum PlanKind {
    Empty,
    /// Iterations k_lo..=k_hi of the ascending progression.
    Range {
        k_lo: i64,
        k_hi: i64,
    },
    /// Iterations k0, k0+kstep, ... below n.
    Single {
        k0: i64,
        kstep: i64,
    },
    /// Owned cyclic blocks first_block, first_block+P, ... (nblocks of them).
    Blocks {
        first_block: i64,
        nblocks: i64,
        w: i64,
        period: i64,
    },
}

/// A node's share of a loop over one template dimension: a list of chunks, each an arithmetic
/// progression of loop-variable values in the loop's own direction. Block, gblock, `*` and
/// `cyclic` give at most one chunk; `cyclic(w)` one per owned block the loop meets (a chunk
/// may be empty when the step skips a whole block).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct LoopPlan {
    kind: PlanKind,
    /// Offset of the first in-template iteration (ascending order).
    g0: i64,
    /// |step|.
    s: i64,
    /// Number of in-template iterations.
    n: i64,
    c: i64,
    reverse: bool,
}

impl LoopPlan {
    /// Number of chunks.
    pub fn chunks(&self) -> i64 {
        match self.kind {
            PlanKind::Empty => 0,
            PlanKind::Range { .. } | PlanKind::Single { .. } => 1,
            PlanKind::Blocks { nblocks, .. } => nblocks,
        }
    }

    /// Chunk `j` (`0 <= j < chunks()`), as loop-variable values in the loop's direction
    /// (chunks themselves are listed in the loop's direction too).
    pub fn chunk(&self, j: i64) -> Strided {
        let none = Strided {
            first: 0,
            step: if self.reverse { -self.s } else { self.s },
            count: 0,
        };
        let nch = self.chunks();
        if j < 0 || j >= nch {
            return none;
        }
        let j = if self.reverse { nch - 1 - j } else { j };
        // Ascending iteration numbers k (g = g0 + k*s) of the chunk.
        let (k_first, kstep, count) = match self.kind {
            PlanKind::Empty => return none,
            PlanKind::Range { k_lo, k_hi } => (k_lo, 1, k_hi - k_lo + 1),
            PlanKind::Single { k0, kstep } => {
                if k0 >= self.n {
                    return none;
                }
                (k0, kstep, (self.n - 1 - k0) / kstep + 1)
            }
            PlanKind::Blocks {
                first_block,
                w,
                period,
                ..
            } => {
                // A coordinate's blocks are P apart.
                let kb = first_block + j * period;
                let (blo, bhi) = (kb * w, kb * w + w - 1);
                let k_lo = div_ceil(blo - self.g0, self.s).max(0);
                let k_hi = div_floor(bhi - self.g0, self.s).min(self.n - 1);
                if k_lo > k_hi {
                    return none;
                }
                (k_lo, 1, k_hi - k_lo + 1)
            }
        };
        let asc_first = self.g0 + k_first * self.s - self.c;
        let step = kstep * self.s;
        if self.reverse {
            Strided {
                first: asc_first + (count - 1) * step,
                step: -step,
                count,
            }
        } else {
            Strided {
                first: asc_first,
                step,
                count,
            }
        }
    }

    /// Every iteration of every chunk, in order (for tests and the slow paths).
    pub fn values(&self) -> Vec<i64> {
        (0..self.chunks())
            .flat_map(|j| self.chunk(j).iter().collect::<Vec<_>>())
            .collect()
    }
}

/// The `expand` / `margin` clause of a loop for one template dimension (reference 6.3.4):
/// widths in loop-variable units (negative widths shrink the range).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Expand {
    /// Width below the node's first iteration.
    pub lo: i64,
    /// Width above the node's last iteration.
    pub hi: i64,
    /// `/unbound/`: the expanded range may leave the loop's global range.
    pub unbound: bool,
    /// `margin` instead of `expand`: only the symmetric difference of the expanded range and
    /// the node's own range.
    pub margin: bool,
}

/// A node's iterations of a loop with `expand`/`margin`: at most two chunks (one for
/// `expand`, the lower and upper piece for `margin`), or a plain plan when the clause does
/// not change anything.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ExpandPlan {
    /// The node's own iterations.
    Plain(LoopPlan),
    /// Explicit chunks in the loop's direction (`count == 0` entries are skipped).
    Pieces([Strided; 2]),
}

impl ExpandPlan {
    /// Number of chunks.
    pub fn chunks(&self) -> i64 {
        match self {
            ExpandPlan::Plain(p) => p.chunks(),
            ExpandPlan::Pieces(v) => v.iter().filter(|s| s.count > 0).count() as i64,
        }
    }

    /// Chunk `j` (empty when out of range).
    pub fn chunk(&self, j: i64) -> Strided {
        match self {
            ExpandPlan::Plain(p) => p.chunk(j),
            ExpandPlan::Pieces(v) => {
                let mut live = v.iter().filter(|s| s.count > 0);
                usize::try_from(j)
                    .ok()
                    .and_then(|j| live.nth(j))
                    .copied()
                    .unwrap_or(Strided {
                        first: 0,
                        step: v[0].step,
                        count: 0,
                    })
            }
        }
    }

    /// Every iteration, in order.
    pub fn values(&self) -> Vec<i64> {
        (0..self.chunks())
            .flat_map(|j| self.chunk(j).iter().collect::<Vec<_>>())
            .collect()
    }
}

impl DimDist {
    /// [`DimDist::loop_plan`] with an `expand`/`margin` clause. The expanded range of a node
    /// is `[first - lo, last + hi]` around its own iterations (snapped to the loop's step
    /// lattice, clipped to the loop's range unless `unbound`); a node without iterations
    /// stays without. Non-zero widths on a cyclic dimension are an error.
    pub fn loop_plan_expand(
        &self,
        p: i64,
        lo: i64,
        ub: i64,
        step: i64,
        c: i64,
        ex: &Expand,
    ) -> Result<ExpandPlan, String> {
        let base = self.loop_plan(p, lo, ub, step, c);
        if ex.lo == 0 && ex.hi == 0 {
            // expand(0) is the plain loop; margin(0) is empty.
            return Ok(if ex.margin {
                ExpandPlan::Pieces(
                    [Strided {
                        first: 0,
                        step: step.signum().max(1),
                        count: 0,
                    }; 2],
                )
            } else {
                ExpandPlan::Plain(base)
            });
        }
        if !self.is_contiguous() {
            return Err(
                "expand/margin widths on a cyclically distributed dimension are not supported"
                    .into(),
            );
        }
        let s = step.abs();
        let own = base.chunk(0);
        let empty = Strided {
            first: 0,
            step,
            count: 0,
        };
        if base.chunks() == 0 || own.count == 0 {
            return Ok(ExpandPlan::Pieces([empty; 2]));
        }
        // Ascending own range [f, l] and the loop's ascending range [rmin, rmax].
        let (f, l) = if step > 0 {
            (own.first, own.last())
        } else {
            (own.last(), own.first)
        };
        let (rmin, rmax) = if step > 0 {
            (
                lo as i128,
                lo as i128 + ((ub as i128 - lo as i128) / s as i128) * s as i128,
            )
        } else {
            (
                lo as i128 - ((lo as i128 - ub as i128) / s as i128) * s as i128,
                lo as i128,
            )
        };
        let (f, l, s) = (f as i128, l as i128, s as i128);
        let (mut elo, mut ehi) = (f - ex.lo as i128, l + ex.hi as i128);
        if !ex.unbound {
            elo = elo.max(rmin);
            ehi = ehi.min(rmax);
        }
        // Snap to the lattice f + k*s.
        let elo =
            f + (elo - f).div_euclid(s) * s + if (elo - f).rem_euclid(s) != 0 { s } else { 0 };
        let ehi = f + (ehi - f).div_euclid(s) * s;
        let mut pieces: Vec<(i128, i128)> = Vec::with_capacity(2);
        if !ex.margin {
            pieces.push((elo, ehi));
        } else if elo > ehi || ehi < f || elo > l {
            // Disjoint or empty expanded range: the symmetric difference is both.
            pieces.push((f, l));
            pieces.push((elo, ehi));
            pieces.sort_unstable();
        } else {
            pieces.push((elo.min(f), elo.max(f) - s));
            pieces.push((ehi.min(l) + s, ehi.max(l)));
        }
        let mut out = [empty; 2];
        let live: Vec<(i128, i128)> = pieces.into_iter().filter(|(a, b)| a <= b).collect();
        for (k, &(a, b)) in live.iter().enumerate() {
            let count = ((b - a) / s + 1) as i64;
            let (a, b) = (a as i64, b as i64);
            let st = Strided {
                first: if step > 0 { a } else { b },
                step,
                count,
            };
            let slot = if step > 0 { k } else { live.len() - 1 - k };
            out[slot] = st;
        }
        Ok(ExpandPlan::Pieces(out))
    }
}

/// Shadow widths of one array dimension (reference 4.5).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Shadow {
    /// `lo` slots below and `hi` above the owned part.
    Width {
        /// Lower width.
        lo: i64,
        /// Upper width.
        hi: i64,
    },
    /// `*`: the whole dimension is allocated; owned elements sit at their global index.
    Full,
}

impl Shadow {
    /// No shadow.
    pub const NONE: Shadow = Shadow::Width { lo: 0, hi: 0 };
    /// Lower width (0 for a full shadow: storage starts at global index 0).
    pub fn lo(&self) -> i64 {
        match *self {
            Shadow::Width { lo, .. } => lo,
            Shadow::Full => 0,
        }
    }
}

/// The layout of one array dimension on one node (reference 5.3/5.4).
///
/// The storage index of global array index `a` (owned, or a shadow slot) is
/// `floor((a + goff) / period) * width + (a + goff) mod period + sbase`; for contiguous
/// dimensions (`period == width == 1`) that is simply `a + goff + sbase`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub struct DimLayout {
    /// Owned elements `n_j(p)` (without shadow).
    pub lsize: i64,
    /// Allocated extent `E_j` (owned plus shadow slots): the slots that hold elements.
    pub alloc: i64,
    /// The extent the strides of the earlier dimensions step over: `alloc`, or more where a
    /// node's block is padded to the whole block width (a static `block` distribution).
    pub pitch: i64,
    /// Added to the global index before the division.
    pub goff: i64,
    /// `w*P` for cyclic dimensions, else 1.
    pub period: i64,
    /// `w` for cyclic dimensions, else 1.
    pub width: i64,
    /// Added after the division.
    pub sbase: i64,
    /// Lowest owned global index (meaningful when `lsize > 0`).
    pub first: i64,
    /// Highest owned global index (meaningful when `lsize > 0`).
    pub last: i64,
}

impl DimLayout {
    /// Storage index of global index `a`.
    pub fn storage(&self, a: i64) -> i64 {
        let g = a + self.goff;
        div_floor(g, self.period) * self.width + g.rem_euclid(self.period) + self.sbase
    }
}

/// Lays out an array dimension of extent `n`: aligned with a template dimension (`dist`,
/// this node's coordinate `p` in it, and `g0` = the template offset of array index 0, i.e.
/// align offset minus the template's lower bound), or collapsed (`dist` None).
pub fn array_dim(
    dist: Option<&DimDist>,
    p: i64,
    n: i64,
    g0: i64,
    shadow: Shadow,
) -> Result<DimLayout, String> {
    if n < 0 {
        return Err(format!("array extent {n} is negative"));
    }
    if let Shadow::Width { lo, hi } = shadow {
        if lo < 0 || hi < 0 {
            return Err(format!("shadow widths {lo}:{hi} must not be negative"));
        }
    }
    let Some(dist) = dist else {
        // Collapsed: the whole extent, shadows around it.
        let (lo, hi, alloc) = match shadow {
            Shadow::Width { lo, hi } => (lo, hi, n + lo + hi),
            Shadow::Full => (0, 0, n),
        };
        let _ = hi;
        return Ok(DimLayout {
            lsize: n,
            alloc,
            pitch: alloc,
            goff: 0,
            period: 1,
            width: 1,
            sbase: lo,
            first: 0,
            last: n - 1,
        });
    };
    if g0 < 0 || g0.checked_add(n).is_none_or(|e| e > dist.extent) {
        return Err(format!(
            "the aligned index range {g0}..{} lies outside the template dimension 0..{}",
            g0.saturating_add(n - 1),
            dist.extent - 1
        ));
    }
    if let (Format::Cyclic(_), Shadow::Width { lo, hi }) = (&dist.format, shadow) {
        if lo != 0 || hi != 0 {
            return Err(
                "a shadow on a cyclically distributed dimension is not supported (only '*')".into(),
            );
        }
    }
    let c0 = dist.count(p, g0);
    let lsize = dist.count(p, g0 + n) - c0;
    let (first, last) = if lsize > 0 {
        (
            dist.global(p, c0).unwrap_or(0) - g0,
            dist.global(p, c0 + lsize - 1).unwrap_or(0) - g0,
        )
    } else {
        (0, -1)
    };
    if shadow == Shadow::Full {
        return Ok(DimLayout {
            lsize,
            alloc: n,
            pitch: n,
            goff: 0,
            period: 1,
            width: 1,
            sbase: 0,
            first,
            last,
        });
    }
    let (period, width) = match dist.format {
        Format::Cyclic(w) => (w * dist.nprocs, w),
        _ => (1, 1),
    };
    let (lo, hi) = match shadow {
        Shadow::Width { lo, hi } => (lo, hi),
        Shadow::Full => (0, 0),
    };
    // A block dimension is laid out as a whole block on every node that holds part of it
    // (`min(b, n)`: the last node's shorter block is padded, never more than a block): its
    // pitch is then a compile-time constant where the template's extent and node count are,
    // so localized loops address the earlier dimensions with constant strides (codegen's
    // `view_const_stride` computes the same figure).
    let held = match dist.format {
        Format::Block(b) if lsize > 0 => lsize.max(b.min(n)),
        _ => lsize,
    };
    Ok(DimLayout {
        lsize,
        alloc: lsize + lo + hi,
        pitch: held + lo + hi,
        goff: g0 - dist.start(p),
        period,
        width,
        sbase: lo - c0,
        first,
        last,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Owner straight from the words of reference 4.3/5.1 (no closed forms).
    fn naive_owner(spec: &FormatSpec, d: i64, np: i64, g: i64) -> i64 {
        match spec {
            FormatSpec::Star => 0,
            FormatSpec::Block(n) => {
                let b = n.unwrap_or((d + np - 1) / np).max(1);
                // Block k (indices k*b .. k*b+b-1) goes to coordinate k.
                let mut k = 0;
                while !(k * b <= g && g < k * b + b) {
                    k += 1;
                }
                k
            }
            FormatSpec::Cyclic(w) => {
                // Deal blocks of w round-robin.
                let mut who = 0;
                let mut at = 0;
                loop {
                    if g < at + w {
                        return who;
                    }
                    at += w;
                    who = (who + 1) % np;
                }
            }
            FormatSpec::GBlock(Some(m)) => {
                let mut at = 0;
                for (k, &x) in m.iter().enumerate() {
                    if g < at + x {
                        return k as i64;
                    }
                    at += x;
                }
                unreachable!()
            }
            FormatSpec::GBlock(None) => unreachable!(),
        }
    }

    struct Lcg(u64);
    impl Lcg {
        fn next(&mut self, n: u64) -> u64 {
            self.0 = self
                .0
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (self.0 >> 33) % n.max(1)
        }
    }

    /// (extent, nodes, format) combinations: non-divisible sizes, more nodes than blocks,
    /// empty gblock parts.
    fn cases() -> Vec<(i64, i64, FormatSpec)> {
        let mut rng = Lcg(7);
        let mut v = Vec::new();
        for d in (0..=13).chain([17, 22, 23, 31]) {
            for np in 1..=9i64 {
                v.push((d, np, FormatSpec::Star));
                v.push((d, np, FormatSpec::Block(None)));
                let b = ((d + np - 1) / np).max(1);
                for n in [b, b + 1, b + 3] {
                    v.push((d, np, FormatSpec::Block(Some(n))));
                }
                for w in [1, 2, 3, 5] {
                    v.push((d, np, FormatSpec::Cyclic(w)));
                }
                for _ in 0..3 {
                    // Random parts summing to d, some of them 0.
                    let mut m = vec![0i64; np as usize];
                    for _ in 0..d {
                        let k = rng.next(np as u64) as usize;
                        m[k] += 1;
                    }
                    v.push((d, np, FormatSpec::GBlock(Some(m))));
                }
            }
        }
        v
    }

    #[test]
    fn ownership_local_global_count_against_naive() {
        for (d, np, spec) in cases() {
            let dd = DimDist::new(d, np, &spec).unwrap();
            let procs = dd.nprocs;
            let mut seen = vec![0i64; procs as usize];
            for g in 0..d {
                let p = naive_owner(&spec, d, procs, g);
                let ctx = format!("d={d} P={np} {spec:?} g={g}");
                assert_eq!(dd.owner(g), Some(p), "{ctx}");
                let l = seen[p as usize];
                assert_eq!(dd.local(g), Some((p, l)), "{ctx}");
                assert_eq!(dd.global(p, l), Some(g), "{ctx}");
                seen[p as usize] += 1;
                for q in 0..procs {
                    // C_q(g): offsets below g owned by q.
                    let naive = (0..g)
                        .filter(|&x| naive_owner(&spec, d, procs, x) == q)
                        .count();
                    assert_eq!(dd.count(q, g), naive as i64, "{ctx} C_{q}");
                }
            }
            assert_eq!(dd.owner(-1), None);
            assert_eq!(dd.owner(d), None);
            for p in 0..procs {
                let ctx = format!("d={d} P={np} {spec:?} p={p}");
                assert_eq!(dd.lsize(p), seen[p as usize], "{ctx}");
                assert_eq!(dd.count(p, d), seen[p as usize], "{ctx}");
                assert_eq!(dd.global(p, seen[p as usize]), None, "{ctx}");
                let owned: Vec<i64> = (0..d)
                    .filter(|&g| naive_owner(&spec, d, procs, g) == p)
                    .collect();
                let ranges = dd.owned_ranges(p);
                let mut from_ranges: Vec<i64> = ranges.iter().flat_map(|r| r.iter()).collect();
                from_ranges.sort_unstable();
                assert_eq!(from_ranges, owned, "{ctx} ranges {ranges:?}");
                if matches!(spec, FormatSpec::Cyclic(w) if w > 1) {
                    let w = dd.block_size().unwrap();
                    assert!(ranges.len() as i64 <= w.max(1) || ranges.iter().all(|r| r.step == 1));
                } else {
                    assert!(ranges.len() <= 1, "{ctx}");
                }
                if let Some((lo, hi)) = dd.interval(p) {
                    assert_eq!((lo..hi).collect::<Vec<_>>(), owned, "{ctx}");
                }
            }
        }
    }

    #[test]
    fn plain_block_is_not_balanced() {
        let sizes = |d, np| {
            let dd = DimDist::new(d, np, &FormatSpec::Block(None)).unwrap();
            (0..np).map(|p| dd.lsize(p)).collect::<Vec<_>>()
        };
        assert_eq!(sizes(10, 4), vec![3, 3, 3, 1]);
        assert_eq!(sizes(9, 4), vec![3, 3, 3, 0]);
        assert_eq!(sizes(22, 3), vec![8, 8, 6]);
        assert_eq!(sizes(3, 8), vec![1, 1, 1, 0, 0, 0, 0, 0]);
    }

    #[test]
    fn invalid_formats_are_errors() {
        assert!(DimDist::new(22, 3, &FormatSpec::Block(Some(7))).is_err());
        assert!(DimDist::new(21, 3, &FormatSpec::Block(Some(7))).is_ok());
        assert!(DimDist::new(10, 3, &FormatSpec::Block(Some(0))).is_err());
        assert!(DimDist::new(10, 3, &FormatSpec::Cyclic(0)).is_err());
        assert!(DimDist::new(10, 2, &FormatSpec::GBlock(Some(vec![5, 4]))).is_err());
        assert!(DimDist::new(10, 2, &FormatSpec::GBlock(Some(vec![11, -1]))).is_err());
        assert!(DimDist::new(10, 3, &FormatSpec::GBlock(Some(vec![5, 5]))).is_err());
        assert!(DimDist::new(10, 2, &FormatSpec::GBlock(None)).is_err());
        assert!(DimDist::new(-1, 2, &FormatSpec::Block(None)).is_err());
        assert!(DimDist::new(10, 0, &FormatSpec::Block(None)).is_err());
        // Huge block sizes and widths behave like d (everything on coordinate 0).
        let b = DimDist::new(10, 3, &FormatSpec::Block(Some(i64::MAX))).unwrap();
        assert_eq!((b.lsize(0), b.lsize(2), b.owner(9)), (10, 0, Some(0)));
        let c = DimDist::new(10, 3, &FormatSpec::Cyclic(i64::MAX / 2)).unwrap();
        assert_eq!((c.lsize(0), c.lsize(1), c.local(9)), (10, 0, Some((0, 9))));
        assert!(array_dim(Some(&b), 0, i64::MAX, 5, Shadow::NONE).is_err());
    }

    /// The loop iterations coordinate p executes, enumerated literally.
    #[allow(clippy::too_many_arguments)]
    fn naive_loop(
        spec: &FormatSpec,
        d: i64,
        np: i64,
        p: i64,
        lo: i64,
        ub: i64,
        st: i64,
        c: i64,
    ) -> Vec<i64> {
        let mut v = Vec::new();
        let mut i = lo;
        while (st > 0 && i <= ub) || (st < 0 && i >= ub) {
            let g = i + c;
            if g >= 0 && g < d && naive_owner(spec, d, np, g) == p {
                v.push(i);
            }
            i += st;
        }
        v
    }

    #[test]
    fn loop_chunks_against_naive() {
        for (d, np, spec) in cases() {
            if d > 23 {
                continue;
            }
            let dd = DimDist::new(d, np, &spec).unwrap();
            let procs = dd.nprocs;
            for c in [-1, 0, 2] {
                for lo in [-2, 0, 1, d / 2, d - 1, d + 1] {
                    for ub in [-1, 0, d / 3, d - 1, d, d + 2] {
                        for st in [1, 2, 3, 7, -1, -2, -4] {
                            let mut all = Vec::new();
                            for p in 0..procs {
                                let plan = dd.loop_plan(p, lo, ub, st, c);
                                let got = plan.values();
                                let want = naive_loop(&spec, d, procs, p, lo, ub, st, c);
                                assert_eq!(
                                    got, want,
                                    "d={d} P={np} {spec:?} p={p} for(i={lo}; i {} {ub}; i += {st}) on t[i+{c}] plan {plan:?}",
                                    if st > 0 { "<=" } else { ">=" }
                                );
                                for j in 0..plan.chunks() {
                                    let ch = plan.chunk(j);
                                    assert!(ch.count >= 0);
                                    assert_eq!(ch.step.signum(), st.signum());
                                }
                                if !matches!(spec, FormatSpec::Cyclic(w) if w > 1) {
                                    assert!(plan.chunks() <= 1);
                                }
                                all.extend(got);
                            }
                            // Every in-template iteration runs on exactly one coordinate.
                            all.sort_unstable();
                            let mut want: Vec<i64> = Vec::new();
                            let mut i = lo;
                            while (st > 0 && i <= ub) || (st < 0 && i >= ub) {
                                if i + c >= 0 && i + c < d {
                                    want.push(i);
                                }
                                i += st;
                            }
                            want.sort_unstable();
                            assert_eq!(all, want);
                        }
                    }
                }
            }
            assert_eq!(dd.loop_plan(0, 0, d, 0, 0).chunks(), 0);
            assert_eq!(dd.loop_plan(procs, 0, d, 1, 0).chunks(), 0);
        }
    }

    #[test]
    fn extreme_loop_bounds_do_not_overflow() {
        let dd = DimDist::new(10, 3, &FormatSpec::Cyclic(2)).unwrap();
        let all: Vec<i64> = (0..3)
            .flat_map(|p| dd.loop_plan(p, i64::MIN, i64::MAX, 1, 0).values())
            .collect();
        assert_eq!(all.len(), 10);
        let plan = dd.loop_plan(0, i64::MAX, i64::MIN, -3, 0);
        assert_eq!(plan.values(), naive_back());
        assert_eq!(dd.loop_plan(1, i64::MIN, i64::MAX, i64::MAX, 0).chunks(), 0);
    }

    /// Iterations i = i64::MAX - 3k that fall in 0..10 and belong to coordinate 0 of cyclic(2)/3.
    fn naive_back() -> Vec<i64> {
        let mut v: Vec<i64> = (0..10i64)
            .filter(|&g| (i64::MAX - g) % 3 == 0 && (g / 2) % 3 == 0)
            .collect();
        v.reverse();
        v
    }

    /// expand/margin straight from the words of 6.3.4 (sets, no intervals).
    fn naive_expand(
        dd: &DimDist,
        p: i64,
        (lo, ub, st, c): (i64, i64, i64, i64),
        ex: &Expand,
    ) -> Vec<i64> {
        let own = dd.loop_plan(p, lo, ub, st, c).values();
        if own.is_empty() {
            return own;
        }
        let (f, l) = (*own.iter().min().unwrap(), *own.iter().max().unwrap());
        let in_loop = |v: i64| {
            if st > 0 {
                v >= lo && v <= ub
            } else {
                v <= lo && v >= ub
            }
        };
        let mut e: Vec<i64> = (f - 40..=l + 40)
            .filter(|v| (v - lo).rem_euclid(st.abs()) == 0)
            .filter(|&v| v >= f - ex.lo && v <= l + ex.hi)
            .filter(|&v| ex.unbound || in_loop(v))
            .collect();
        if ex.margin {
            let mut d: Vec<i64> = e.iter().copied().filter(|v| !own.contains(v)).collect();
            d.extend(own.iter().copied().filter(|v| !e.contains(v)));
            e = d;
        }
        e.sort_unstable();
        if st < 0 {
            e.reverse();
        }
        e
    }

    #[test]
    fn expand_and_margin_against_naive() {
        for (d, np, spec) in cases() {
            if d > 17 || np > 5 || matches!(spec, FormatSpec::Block(Some(_))) {
                continue;
            }
            let dd = DimDist::new(d, np, &spec).unwrap();
            for (lo, ub, st) in [
                (0, d - 1, 1),
                (1, d - 2, 1),
                (d - 1, 0, -1),
                (0, d - 1, 2),
                (d - 2, 1, -3),
            ] {
                for (a, b) in [(1, 1), (2, 0), (-1, -1), (0, -2), (3, -1), (-2, 2)] {
                    for unbound in [false, true] {
                        for margin in [false, true] {
                            let ex = Expand {
                                lo: a,
                                hi: b,
                                unbound,
                                margin,
                            };
                            for p in 0..dd.nprocs {
                                let got = dd.loop_plan_expand(p, lo, ub, st, 0, &ex);
                                if !dd.is_contiguous() {
                                    assert!(got.is_err());
                                    continue;
                                }
                                let got = got.unwrap().values();
                                let want = naive_expand(&dd, p, (lo, ub, st, 0), &ex);
                                assert_eq!(
                                    got, want,
                                    "d={d} P={np} {spec:?} p={p} loop {lo}..{ub} step {st} {ex:?}"
                                );
                            }
                        }
                    }
                }
            }
        }
        // 6.3.4's example: 16 x 16 on 2 x 2, the node owning [0..7].
        let dd = DimDist::new(16, 2, &FormatSpec::Block(None)).unwrap();
        let ex = |unbound, margin| Expand {
            lo: 1,
            hi: 1,
            unbound,
            margin,
        };
        assert_eq!(
            dd.loop_plan_expand(0, 0, 15, 1, 0, &ex(true, false))
                .unwrap()
                .values(),
            (-1..=8).collect::<Vec<_>>()
        );
        assert_eq!(
            dd.loop_plan_expand(0, 0, 15, 1, 0, &ex(false, false))
                .unwrap()
                .values(),
            (0..=8).collect::<Vec<_>>()
        );
        assert_eq!(
            dd.loop_plan_expand(0, 0, 15, 1, 0, &ex(true, true))
                .unwrap()
                .values(),
            vec![-1, 8]
        );
        let z = Expand {
            margin: true,
            ..Expand::default()
        };
        assert_eq!(dd.loop_plan_expand(0, 0, 15, 1, 0, &z).unwrap().chunks(), 0);
    }

    #[test]
    fn reference_worked_examples() {
        // 5.2: tq[6][8], [block][cyclic] onto g[2][3]: tq[4][5] on g[1][2] at local (1, 1).
        let d0 = DimDist::new(6, 2, &FormatSpec::Block(None)).unwrap();
        let d1 = DimDist::new(8, 3, &FormatSpec::Cyclic(1)).unwrap();
        assert_eq!(d0.local(4), Some((1, 1)));
        assert_eq!(d1.local(5), Some((2, 1)));
        assert_eq!((d0.lsize(1), d1.lsize(2)), (3, 2));
        // 5.3: t[10] block onto 4, x[8] with t[i+2], shadow 1.
        let t = DimDist::new(10, 4, &FormatSpec::Block(None)).unwrap();
        let ext: Vec<(i64, i64)> = (0..4)
            .map(|p| {
                let l = array_dim(Some(&t), p, 8, 2, Shadow::NONE).unwrap();
                let s = array_dim(Some(&t), p, 8, 2, Shadow::Width { lo: 1, hi: 1 }).unwrap();
                (l.alloc, s.alloc)
            })
            .collect();
        assert_eq!(ext, vec![(1, 3), (3, 5), (3, 5), (1, 3)]);
        let l2 = array_dim(Some(&t), 2, 8, 2, Shadow::Width { lo: 1, hi: 1 }).unwrap();
        assert_eq!((l2.first, l2.last, l2.storage(5)), (4, 6, 2));
        // 6.3.3: cyclic(2) over 3 nodes, loop 0..19 step 1: node 1 runs blocks 2-3, 8-9, 14-15.
        let cy = DimDist::new(20, 3, &FormatSpec::Cyclic(2)).unwrap();
        let plan = cy.loop_plan(1, 0, 19, 1, 0);
        assert_eq!(plan.chunks(), 3);
        assert_eq!(plan.values(), vec![2, 3, 8, 9, 14, 15]);
        assert_eq!(
            plan.chunk(1),
            Strided {
                first: 8,
                step: 1,
                count: 2
            }
        );
        let back = cy.loop_plan(1, 19, 0, -1, 0);
        assert_eq!(back.values(), vec![15, 14, 9, 8, 3, 2]);
    }

    #[test]
    fn array_layout_against_naive() {
        for (d, np, spec) in cases() {
            let dd = DimDist::new(d, np, &spec).unwrap();
            let cyclic = matches!(spec, FormatSpec::Cyclic(_));
            for g0 in 0..=d.min(2) {
                for n in [0, 1, d - g0, d - g0 - 1] {
                    if n < 0 || g0 + n > d {
                        continue;
                    }
                    for shadow in [
                        Shadow::NONE,
                        Shadow::Width { lo: 1, hi: 1 },
                        Shadow::Width { lo: 2, hi: 0 },
                        Shadow::Full,
                    ] {
                        let r = array_dim(Some(&dd), 0, n, g0, shadow);
                        if cyclic && shadow != Shadow::NONE && shadow != Shadow::Full {
                            assert!(r.is_err());
                            continue;
                        }
                        for p in 0..dd.nprocs {
                            let lay = array_dim(Some(&dd), p, n, g0, shadow).unwrap();
                            let ctx = format!(
                                "d={d} P={np} {spec:?} p={p} n={n} g0={g0} {shadow:?} {lay:?}"
                            );
                            let owned: Vec<i64> = (0..n)
                                .filter(|&a| naive_owner(&spec, d, dd.nprocs, a + g0) == p)
                                .collect();
                            assert_eq!(lay.lsize, owned.len() as i64, "{ctx}");
                            let (lo, hi) = match shadow {
                                Shadow::Width { lo, hi } => (lo, hi),
                                Shadow::Full => (0, 0),
                            };
                            if shadow == Shadow::Full {
                                assert_eq!((lay.alloc, lay.pitch), (n, n), "{ctx}");
                            } else {
                                // A block dimension holds a whole block wherever it holds any.
                                let alloc = match (&spec, owned.len() as i64) {
                                    (FormatSpec::Block(b), k) if k > 0 => {
                                        let b = b.unwrap_or((d + np - 1) / np).max(1);
                                        k.max(b.min(n))
                                    }
                                    (_, k) => k,
                                };
                                assert_eq!(lay.alloc, owned.len() as i64 + lo + hi, "{ctx}");
                                assert_eq!(lay.pitch, alloc + lo + hi, "{ctx}");
                            }
                            for (rank, &a) in owned.iter().enumerate() {
                                let want = if shadow == Shadow::Full {
                                    a
                                } else {
                                    rank as i64 + lo
                                };
                                assert_eq!(lay.storage(a), want, "{ctx} a={a}");
                            }
                            if let (Some(&f), Some(&l)) = (owned.first(), owned.last()) {
                                assert_eq!((lay.first, lay.last), (f, l), "{ctx}");
                                if !cyclic && shadow != Shadow::Full {
                                    // Shadow slots: the neighbours' indices just below / above.
                                    for k in 1..=lo {
                                        assert_eq!(lay.storage(f - k), lo - k, "{ctx}");
                                    }
                                    for k in 1..=hi {
                                        assert_eq!(
                                            lay.storage(l + k),
                                            lay.alloc - hi - 1 + k,
                                            "{ctx}"
                                        );
                                    }
                                }
                            }
                        }
                    }
                }
            }
            // Outside the template.
            assert!(array_dim(Some(&dd), 0, d + 1, 0, Shadow::NONE).is_err());
            assert!(array_dim(Some(&dd), 0, 1, -1, Shadow::NONE).is_err());
        }
        let col = array_dim(None, 0, 5, 0, Shadow::Width { lo: 1, hi: 2 }).unwrap();
        assert_eq!(
            (col.lsize, col.alloc, col.storage(0), col.storage(4)),
            (5, 8, 1, 5)
        );
    }
}
