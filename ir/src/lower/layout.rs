//! Sizes, alignments and struct/union layout for x86-64 System V, as clang lays them out.

use super::{Lowerer, Quals};
use crate::types::{BitField, Field, FloatKind, IntKind, StructId, Type};

/// One member as declared, before layout.
#[derive(Clone, Debug)]
pub(crate) struct MemberSpec {
    /// Empty for anonymous struct/union members and unnamed bit-fields.
    pub name: String,
    pub ty: Type,
    /// Qualifier chain of the member's declared type.
    pub q: Vec<Quals>,
    pub bit_width: Option<u32>,
    /// `__attribute__((aligned(n)))` / `_Alignas` on the member.
    pub align_attr: Option<u64>,
    /// `__attribute__((packed))` on the member.
    pub packed: bool,
}

fn align_up(v: u64, a: u64) -> u64 {
    if a <= 1 {
        v
    } else {
        v.div_ceil(a).saturating_mul(a)
    }
}

impl Lowerer {
    /// Size in bytes of a complete object type; `None` for incomplete types, functions, `void`
    /// and VLAs.
    pub(crate) fn size_of(&self, ty: &Type) -> Option<u64> {
        match ty {
            Type::Void | Type::Function(_) | Type::Vla(..) => None,
            Type::Int(k) => Some(k.size()),
            Type::Float(k) => Some(float_size(*k)),
            Type::Complex(k) => Some(2 * float_size(*k)),
            Type::Pointer(_) => Some(8),
            Type::Array(t, Some(n)) => self.size_of(t).and_then(|s| s.checked_mul(*n)),
            Type::Array(_, None) => None,
            Type::Struct(id) => {
                let s = self.m.structs.get(*id as usize)?;
                s.complete.then_some(s.size)
            }
            Type::VaList => Some(24),
            Type::Vector(e, n, _) => self.size_of(e).map(|s| s * *n as u64),
        }
    }

    /// Alignment in bytes (1 for types without one).
    pub(crate) fn align_of(&self, ty: &Type) -> u64 {
        match ty {
            Type::Void | Type::Function(_) => 1,
            Type::Int(k) => k.size().max(1),
            Type::Float(k) => float_size(*k),
            Type::Complex(k) => float_size(*k),
            Type::Pointer(_) | Type::VaList => 8,
            Type::Vector(_, _, a) if crate::types::vector_align(*a) != 0 => {
                crate::types::vector_align(*a) as u64
            }
            Type::Vector(..) => self.size_of(ty).unwrap_or(1),
            Type::Array(t, _) | Type::Vla(t, _) => self.align_of(t),
            Type::Struct(id) => self
                .m
                .structs
                .get(*id as usize)
                .map(|s| s.align)
                .unwrap_or(1),
        }
    }

    /// Whether objects of this type can be defined (complete object types, VLAs included).
    pub(crate) fn is_complete(&self, ty: &Type) -> bool {
        match ty {
            Type::Vla(t, _) => self.is_complete(t),
            Type::Array(t, Some(_)) => self.is_complete(t),
            _ => self.size_of(ty).is_some(),
        }
    }

    /// Lays out struct `id` from its members (System V rules: each bit-field sits in a storage
    /// unit of its declared type and moves to the next unit rather than straddle one; unnamed
    /// bit-fields do not affect the struct's alignment; a zero-width one aligns the next field
    /// to its type).
    pub(crate) fn layout_struct(
        &mut self,
        id: StructId,
        members: Vec<MemberSpec>,
        packed: bool,
        align_attr: Option<u64>,
        pack: Option<u64>,
    ) {
        let is_union = self.m.structs[id as usize].is_union;
        let mut fields: Vec<Field> = vec![];
        let mut quals: Vec<Vec<Quals>> = vec![];
        let mut bit: u64 = 0;
        let mut max_bits: u64 = 0;
        let mut align: u64 = 1;
        for m in members {
            let tsize = self.size_of(&m.ty).unwrap_or(0);
            let talign = self.align_of(&m.ty);
            let mut falign = if packed || m.packed { 1 } else { talign };
            if let Some(a) = m.align_attr {
                falign = falign.max(a);
            }
            // `#pragma pack` caps every member's alignment, `aligned` attributes included.
            if let Some(p) = pack {
                falign = falign.min(p);
            }
            if is_union {
                bit = 0;
            }
            match m.bit_width {
                None => {
                    let off = align_up(bit, falign.saturating_mul(8));
                    align = align.max(falign);
                    let size = if let Type::Array(_, None) = m.ty {
                        0
                    } else {
                        tsize
                    };
                    bit = off.saturating_add(size.saturating_mul(8));
                    fields.push(Field {
                        name: m.name,
                        ty: m.ty,
                        offset: off / 8,
                        bitfield: None,
                    });
                    quals.push(m.q);
                }
                Some(0) => {
                    bit = align_up(bit, talign.saturating_mul(8));
                }
                Some(w) => {
                    let w = w as u64;
                    let unit_bits = tsize.saturating_mul(8).max(8);
                    // Packed and `#pragma pack` bit-fields may straddle storage units.
                    let tight = packed || m.packed || pack.is_some();
                    if !tight && bit / unit_bits != bit.saturating_add(w - 1) / unit_bits {
                        bit = align_up(bit, talign.saturating_mul(8));
                    }
                    if let Some(a) = m.align_attr {
                        let a = pack.map_or(a, |p| a.min(p));
                        bit = align_up(bit, a.saturating_mul(8));
                    }
                    let unit = if tight {
                        bit / 8
                    } else {
                        (bit / unit_bits) * (unit_bits / 8)
                    };
                    let bit_offset = (bit - unit * 8) as u32;
                    if !m.name.is_empty() {
                        align = align.max(falign);
                        fields.push(Field {
                            name: m.name,
                            ty: m.ty,
                            offset: unit,
                            bitfield: Some(BitField {
                                bit_offset,
                                width: w as u32,
                            }),
                        });
                        quals.push(m.q);
                    }
                    bit = bit.saturating_add(w);
                }
            }
            max_bits = max_bits.max(bit);
        }
        if let Some(a) = align_attr {
            align = align.max(a);
        }
        let size = align_up(max_bits.div_ceil(8), align);
        for (i, q) in quals.into_iter().enumerate() {
            if q.iter().any(|x| *x != Quals::default()) {
                self.field_quals.insert((id, i as u32), q);
            }
        }
        let s = &mut self.m.structs[id as usize];
        s.fields = fields;
        s.size = size;
        s.align = align;
        s.complete = true;
    }
}

fn float_size(k: FloatKind) -> u64 {
    match k {
        FloatKind::Half | FloatKind::BF16 | FloatKind::Fp16 => 2,
        FloatKind::Float => 4,
        FloatKind::Double => 8,
        FloatKind::LongDouble => 16,
    }
}

/// The integer kind with the given width and signedness (for `__attribute__((mode))`).
pub(crate) fn int_kind_of_bits(bits: u32, signed: bool) -> Option<IntKind> {
    use IntKind::*;
    Some(match (bits, signed) {
        (8, true) => SChar,
        (8, false) => UChar,
        (16, true) => Short,
        (16, false) => UShort,
        (32, true) => Int,
        (32, false) => UInt,
        (64, true) => Long,
        (64, false) => ULong,
        (128, true) => Int128,
        (128, false) => UInt128,
        _ => return None,
    })
}
