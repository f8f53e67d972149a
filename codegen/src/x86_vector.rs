//! Code generation of the vector x86 builtins that clang expands into plain IR (shuffles by an
//! immediate, compares, lane inserts), and the operand adaptation of the ones that map to an
//! LLVM intrinsic. The masks follow clang's expansion, so that `-O0` output matches it.

use inkwell::types::BasicTypeEnum;
use inkwell::values::{BasicValueEnum, VectorValue};
use inkwell::FloatPredicate as P;
use xmp_ir::target::x86::{ShuffleKind, X86Gen};

use crate::cg::{Cg, Ex, R};

/// clang's `_CMP_*` predicates 0..15 (16..31 are the signalling twins, the same `fcmp`).
const FCMP: [P; 16] = [
    P::OEQ,
    P::OLT,
    P::OLE,
    P::UNO,
    P::UNE,
    P::UGE,
    P::UGT,
    P::ORD,
    P::UEQ,
    P::ULT,
    P::ULE,
    P::PredicateFalse,
    P::ONE,
    P::OGE,
    P::OGT,
    P::PredicateTrue,
];

/// Where a shuffle takes its two operands from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Src {
    /// Operand `i` of the builtin.
    Arg(usize),
    /// A zero vector.
    Zero,
    /// Poison (a one-source shuffle).
    Poison,
}

/// A shuffle: its sources, the mask (`None`: a poison lane), and whether the operands are
/// viewed as bytes.
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct Plan {
    pub srcs: [Src; 2],
    pub mask: Vec<Option<u32>>,
    pub bytes: bool,
}

/// The shuffle of `kind` with immediate `imm` on operands of `n` lanes and `bits` bits in
/// all, producing `m` lanes. `None`: the result is zero.
pub(crate) fn plan(kind: ShuffleKind, imm: u64, n: u32, bits: u32, m: u32) -> Option<Plan> {
    use ShuffleKind as K;
    let lane_elts = n / (bits / 128).max(1);
    let one = |mask: Vec<u32>| Plan {
        srcs: [Src::Arg(0), Src::Poison],
        mask: mask.into_iter().map(Some).collect(),
        bytes: false,
    };
    let two = |mask: Vec<u32>| Plan {
        srcs: [Src::Arg(0), Src::Arg(1)],
        mask: mask.into_iter().map(Some).collect(),
        bytes: false,
    };
    // The 8 bits repeated, so that 256-bit forms reuse the fields for the upper lane.
    let splat = (imm & 0xff) * 0x0101_0101;
    Some(match kind {
        K::Blend => two((0..n)
            .map(|i| if (imm >> (i % 8)) & 1 != 0 { n + i } else { i })
            .collect()),
        K::ShufP => {
            let (mut v, mut mask) = (splat, vec![0; n as usize]);
            for l in (0..n).step_by(lane_elts as usize) {
                for i in 0..lane_elts {
                    let mut idx = (v % lane_elts as u64) as u32;
                    v /= lane_elts as u64;
                    if i >= lane_elts / 2 {
                        idx += n;
                    }
                    mask[(l + i) as usize] = l + idx;
                }
            }
            two(mask)
        }
        K::PermilImm => {
            let (mut v, mut mask) = (splat, vec![0; n as usize]);
            for l in (0..n).step_by(lane_elts as usize) {
                for i in 0..lane_elts {
                    mask[(l + i) as usize] = l + (v % lane_elts as u64) as u32;
                    v /= lane_elts as u64;
                }
            }
            one(mask)
        }
        K::ShufLow | K::ShufHigh => {
            let (mut v, mut mask) = (splat, vec![0; n as usize]);
            let low = kind == K::ShufLow;
            for l in (0..n).step_by(8) {
                for i in 0..8 {
                    let permuted = (i < 4) == low;
                    mask[(l + i) as usize] = if permuted {
                        let base = if low { 0 } else { 4 };
                        let x = l + base + (v & 3) as u32;
                        v >>= 2;
                        x
                    } else {
                        l + i
                    };
                }
            }
            one(mask)
        }
        K::Perm4x64 => one((0..n)
            .map(|j| (j & !3) + ((imm >> (2 * (j % 4))) & 3) as u32)
            .collect()),
        K::Palignr => {
            let mut shift = (imm & 0xff) as u32;
            if shift >= 32 {
                return None;
            }
            // clang's operands: the first is the high part; past 16 bytes the low part is the
            // high one and zeros come in.
            let mut srcs = [Src::Arg(1), Src::Arg(0)];
            if shift > 16 {
                shift -= 16;
                srcs = [Src::Arg(0), Src::Zero];
            }
            let mut mask = vec![];
            for l in (0..n).step_by(16) {
                for i in 0..16 {
                    let mut idx = shift + i;
                    if idx >= 16 {
                        idx += n - 16;
                    }
                    mask.push(Some(idx + l));
                }
            }
            Plan {
                srcs,
                mask,
                bytes: true,
            }
        }
        K::ByteShiftLeft | K::ByteShiftRight => {
            let shift = (imm & 0xff) as u32;
            if shift >= 16 {
                return None;
            }
            let left = kind == K::ByteShiftLeft;
            let mut mask = vec![];
            for l in (0..n).step_by(16) {
                for i in 0..16 {
                    let idx = if left {
                        let x = n + i - shift;
                        if x < n {
                            x - (n - 16)
                        } else {
                            x
                        }
                    } else {
                        let x = i + shift;
                        if x >= 16 {
                            x + n - 16
                        } else {
                            x
                        }
                    };
                    mask.push(Some(idx + l));
                }
            }
            let srcs = if left {
                [Src::Zero, Src::Arg(0)]
            } else {
                [Src::Arg(0), Src::Zero]
            };
            Plan {
                srcs,
                mask,
                bytes: true,
            }
        }
        K::Extract128 => {
            let index = (imm as u32 & (n / m - 1)) * m;
            one((0..m).map(|i| i + index).collect())
        }
        K::Insert128 | K::Perm2x128 => unreachable!("two-step shuffles are built by the caller"),
    })
}

impl<'ctx, 'a> Cg<'ctx, 'a> {
    /// The value `v` as type `t` of the same size: a bit cast, or an integer resize.
    pub(crate) fn x86_adapt(
        &mut self,
        v: BasicValueEnum<'ctx>,
        t: BasicTypeEnum<'ctx>,
    ) -> R<BasicValueEnum<'ctx>> {
        if v.get_type() == t {
            return Ok(v);
        }
        match (v, t) {
            (BasicValueEnum::IntValue(i), BasicTypeEnum::IntType(it)) => {
                Ok(self.int_resize(i, it, false)?.into())
            }
            _ => Ok(self.builder.build_bit_cast(v, t, "x86.cast").e()?),
        }
    }

    /// A call of intrinsic `name` with the operands brought to its parameter types; the result
    /// comes back in the builtin's type `ret` (`None`: void).
    pub(crate) fn x86_intrinsic(
        &mut self,
        name: &str,
        vals: &[BasicValueEnum<'ctx>],
        ret: Option<BasicTypeEnum<'ctx>>,
    ) -> R<Option<BasicValueEnum<'ctx>>> {
        let f = self.intrinsic(name, &[])?;
        let params = f.get_type().get_param_types();
        if params.len() != vals.len() {
            return Err(format!(
                "internal error: {name} takes {} operands, not {}",
                params.len(),
                vals.len()
            ));
        }
        let mut args = vec![];
        for (v, t) in vals.iter().zip(params) {
            let t = BasicTypeEnum::try_from(t)
                .map_err(|_| format!("internal error: {name} parameter type"))?;
            args.push(self.x86_adapt(*v, t)?.into());
        }
        let r = self.builder.build_call(f, &args, "").e()?;
        match (r.try_as_basic_value().basic(), ret) {
            (Some(v), Some(t)) => Ok(Some(self.x86_adapt(v, t)?)),
            (v, _) => Ok(v),
        }
    }

    /// The vector builtins of [`X86Gen`] that expand into IR; `vals` are the converted
    /// operands (constants included), `rt` the builtin's result type.
    pub(crate) fn x86_vector_ir(
        &mut self,
        gen: X86Gen,
        vals: &[BasicValueEnum<'ctx>],
        rt: Option<BasicTypeEnum<'ctx>>,
    ) -> R<Option<BasicValueEnum<'ctx>>> {
        let imm = |i: usize| -> R<u64> {
            vals.get(i)
                .and_then(|v| match v {
                    BasicValueEnum::IntValue(c) => c.get_zero_extended_constant(),
                    _ => None,
                })
                .ok_or_else(|| "internal error: x86 builtin immediate".to_string())
        };
        let rt = rt.ok_or("internal error: x86 vector builtin without a result")?;
        let vec = |i: usize| -> R<VectorValue<'ctx>> {
            match vals.get(i) {
                Some(BasicValueEnum::VectorValue(v)) => Ok(*v),
                _ => Err("internal error: x86 vector builtin operand".to_string()),
            }
        };
        let v = match gen {
            X86Gen::IntrinsicImm(name, k) => {
                let mut a = vals.to_vec();
                a.push(self.ctx.i8_type().const_int(k as u64, false).into());
                return self.x86_intrinsic(name, &a, Some(rt));
            }
            X86Gen::FCmp(p) => self.x86_fcmp(vec(0)?, vec(1)?, p)?,
            X86Gen::FCmpImm => self.x86_fcmp(vec(0)?, vec(1)?, imm(2)? as u8)?,
            X86Gen::MulEven(signed) => {
                let a = vec(0)?;
                let lanes = a.get_type().get_size() / 2;
                let qt = self.ctx.i64_type().vec_type(lanes);
                let mut ops = vec![];
                for i in 0..2 {
                    let x = self.builder.build_bit_cast(vec(i)?, qt, "").e()?;
                    let x = x.into_vector_value();
                    let x = if signed {
                        let c = self.ctx.i64_type().const_int(32, false);
                        let c = inkwell::types::VectorType::const_vector(&vec![c; lanes as usize]);
                        let s = self.builder.build_left_shift(x, c, "").e()?;
                        self.builder.build_right_shift(s, c, true, "").e()?
                    } else {
                        let c = self.ctx.i64_type().const_int(0xffff_ffff, false);
                        let c = inkwell::types::VectorType::const_vector(&vec![c; lanes as usize]);
                        self.builder.build_and(x, c, "").e()?
                    };
                    ops.push(x);
                }
                self.builder.build_int_mul(ops[0], ops[1], "").e()?.into()
            }
            X86Gen::ExtractLane => {
                let a = vec(0)?;
                let n = a.get_type().get_size() as u64;
                let i = self.ctx.i64_type().const_int(imm(1)? & (n - 1), false);
                self.builder.build_extract_element(a, i, "").e()?
            }
            X86Gen::InsertLane => {
                let a = vec(0)?;
                let n = a.get_type().get_size() as u64;
                let et = a.get_type().get_element_type();
                let x = self.x86_adapt(vals[1], et)?;
                let i = self.ctx.i64_type().const_int(imm(2)? & (n - 1), false);
                self.builder.build_insert_element(a, x, i, "").e()?.into()
            }
            X86Gen::Undef => rt.const_zero(),
            X86Gen::Shuffle(kind) => self.x86_shuffle(kind, vals, imm(vals.len() - 1)?, rt)?,
            _ => return Err("internal error: x86 builtin emission".to_string()),
        };
        Ok(Some(self.x86_adapt(v, rt)?))
    }

    fn x86_fcmp(
        &mut self,
        a: VectorValue<'ctx>,
        b: VectorValue<'ctx>,
        pred: u8,
    ) -> R<BasicValueEnum<'ctx>> {
        let c = self
            .builder
            .build_float_compare(FCMP[(pred & 0xf) as usize], a, b, "")
            .e()?;
        let vt = a.get_type();
        let it = if vt.get_element_type() == self.ctx.f32_type().into() {
            self.ctx.i32_type()
        } else {
            self.ctx.i64_type()
        };
        let it = it.vec_type(vt.get_size());
        Ok(self.builder.build_int_s_extend(c, it, "").e()?.into())
    }

    fn x86_shuffle(
        &mut self,
        kind: ShuffleKind,
        vals: &[BasicValueEnum<'ctx>],
        imm: u64,
        rt: BasicTypeEnum<'ctx>,
    ) -> R<BasicValueEnum<'ctx>> {
        let i32t = self.ctx.i32_type();
        let mask_of = |mask: &[Option<u32>]| {
            let m: Vec<_> = mask
                .iter()
                .map(|x| match x {
                    Some(i) => i32t.const_int(*i as u64, false),
                    None => i32t.get_poison(),
                })
                .collect();
            inkwell::types::VectorType::const_vector(&m)
        };
        let a = vals[0].into_vector_value();
        let at = a.get_type();
        let n = at.get_size();
        let bits = n * elem_bits(at.get_element_type());
        let m = rt.into_vector_type().get_size();
        match kind {
            ShuffleKind::Insert128 => {
                let b = vals[1].into_vector_value();
                let sm = b.get_type().get_size();
                let index = (imm as u32 & (n / sm - 1)) * sm;
                let widen: Vec<_> = (0..n)
                    .map(|i| Some(if i >= sm { sm + i % sm } else { i }))
                    .collect();
                let p = b.get_type().get_poison();
                let w = self
                    .builder
                    .build_shuffle_vector(b, p, mask_of(&widen), "widen")
                    .e()?;
                let mask: Vec<_> = (0..n)
                    .map(|i| {
                        Some(if i >= index && i < index + sm {
                            i - index + n
                        } else {
                            i
                        })
                    })
                    .collect();
                Ok(self
                    .builder
                    .build_shuffle_vector(a, w, mask_of(&mask), "insert")
                    .e()?
                    .into())
            }
            ShuffleKind::Perm2x128 => {
                let b = vals[1].into_vector_value();
                let mut srcs = [a, a];
                let mut mask = vec![];
                for l in 0..2u32 {
                    srcs[l as usize] = if imm & (1 << (l * 4 + 3)) != 0 {
                        at.const_zero()
                    } else if imm & (1 << (l * 4 + 1)) != 0 {
                        b
                    } else {
                        a
                    };
                    for i in 0..n / 2 {
                        let mut idx = l * n + i;
                        if imm & (1 << (l * 4)) != 0 {
                            idx += n / 2;
                        }
                        mask.push(Some(idx));
                    }
                }
                Ok(self
                    .builder
                    .build_shuffle_vector(srcs[0], srcs[1], mask_of(&mask), "perm")
                    .e()?
                    .into())
            }
            _ => {
                let bytes_ty = self.ctx.i8_type().vec_type(bits / 8);
                let Some(p) = plan(
                    kind,
                    imm,
                    if kind_bytes(kind) { bits / 8 } else { n },
                    bits,
                    m,
                ) else {
                    return Ok(rt.const_zero());
                };
                let src = |cg: &mut Self, s: Src| -> R<VectorValue<'ctx>> {
                    let t = if p.bytes { bytes_ty } else { at };
                    Ok(match s {
                        Src::Arg(i) => {
                            let v = vals[i];
                            cg.x86_adapt(v, t.into())?.into_vector_value()
                        }
                        Src::Zero => t.const_zero(),
                        Src::Poison => t.get_poison(),
                    })
                };
                let x = src(self, p.srcs[0])?;
                let y = src(self, p.srcs[1])?;
                Ok(self
                    .builder
                    .build_shuffle_vector(x, y, mask_of(&p.mask), "shuffle")
                    .e()?
                    .into())
            }
        }
    }
}

/// Whether the shuffle works on bytes whatever the operand's element type.
fn kind_bytes(k: ShuffleKind) -> bool {
    matches!(
        k,
        ShuffleKind::Palignr | ShuffleKind::ByteShiftLeft | ShuffleKind::ByteShiftRight
    )
}

/// The bit width of a vector element type.
fn elem_bits(t: BasicTypeEnum<'_>) -> u32 {
    match t {
        BasicTypeEnum::IntType(t) => t.get_bit_width(),
        BasicTypeEnum::FloatType(t) if t == t.get_context().f32_type() => 32,
        BasicTypeEnum::FloatType(t) if t == t.get_context().f16_type() => 16,
        _ => 64,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mask(p: Plan) -> Vec<u32> {
        p.mask.into_iter().map(|x| x.unwrap()).collect()
    }

    #[test]
    fn masks_follow_clang() {
        // _mm_shuffle_ps(a, b, _MM_SHUFFLE(1, 0, 3, 2)) = 0x4e: a2 a3 b0 b1.
        let p = plan(ShuffleKind::ShufP, 0x4e, 4, 128, 4).unwrap();
        assert_eq!(mask(p), [2, 3, 4, 5]);
        // _mm256_permute_ps(a, 0x1b): each 128-bit lane reversed.
        let p = plan(ShuffleKind::PermilImm, 0x1b, 8, 256, 8).unwrap();
        assert_eq!(mask(p), [3, 2, 1, 0, 7, 6, 5, 4]);
        let p = plan(ShuffleKind::Blend, 0b0101, 4, 128, 4).unwrap();
        assert_eq!(mask(p), [4, 1, 6, 3]);
        let p = plan(ShuffleKind::Extract128, 1, 8, 256, 4).unwrap();
        assert_eq!(mask(p), [4, 5, 6, 7]);
        // _mm_slli_si128(a, 3), as clang-22's IR shows it.
        let p = plan(ShuffleKind::ByteShiftLeft, 3, 16, 128, 16).unwrap();
        assert_eq!(p.srcs, [Src::Zero, Src::Arg(0)]);
        assert_eq!(mask(p), (13..29).collect::<Vec<_>>());
        let p = plan(ShuffleKind::Perm4x64, 0x1b, 4, 256, 4).unwrap();
        assert_eq!(mask(p), [3, 2, 1, 0]);
        let p = plan(ShuffleKind::ShufHigh, 0x1b, 8, 128, 8).unwrap();
        assert_eq!(mask(p), [0, 1, 2, 3, 7, 6, 5, 4]);
        assert!(plan(ShuffleKind::Palignr, 40, 16, 128, 16).is_none());
    }
}
