//! C types to LLVM types, and sizes/alignments of XIR types (x86-64 System V).
//!
//! Structs become named LLVM struct types whose elements follow the sema layout in
//! [`StructDef`]: members at their offsets, explicit `[N x i8]` padding, bit-field storage as
//! byte arrays. Member access itself uses byte offsets (`getelementptr i8`), so the LLVM
//! struct type only has to have the right size and alignment; it is built packed whenever the
//! natural LLVM layout would not reproduce the offsets.

use inkwell::types::{BasicType, BasicTypeEnum};
use inkwell::AddressSpace;
use xmp_ir::types::{FloatKind, IntKind, StructDef, Type};
use xmp_ir::xir;

use crate::cg::{Cg, R};

/// Size in bytes of a complete, fixed-size type; `None` for VLAs, functions, void and
/// incomplete types.
pub(crate) fn size_of(m: &xir::Module, ty: &Type) -> Option<u64> {
    Some(match ty {
        Type::Void | Type::Function(_) | Type::Vla(..) => return None,
        Type::Int(k) => k.size(),
        Type::Float(k) => float_size(*k),
        Type::Complex(k) => 2 * float_size(*k),
        Type::Pointer(_) => 8,
        Type::Array(e, Some(n)) => size_of(m, e)?.checked_mul(*n)?,
        Type::Array(_, None) => 0,
        Type::Struct(id) => {
            let d = m.structs.get(*id as usize)?;
            if !d.complete {
                return None;
            }
            d.size
        }
        Type::VaList => 24,
        Type::Vector(e, n, _) => size_of(m, e)? * *n as u64,
    })
}

fn float_size(k: FloatKind) -> u64 {
    match k {
        FloatKind::Half | FloatKind::BF16 | FloatKind::Fp16 => 2,
        FloatKind::Float => 4,
        FloatKind::Double => 8,
        FloatKind::LongDouble => 16,
    }
}

/// ABI alignment in bytes.
pub(crate) fn align_of(m: &xir::Module, ty: &Type) -> u64 {
    match ty {
        Type::Void | Type::Function(_) => 1,
        Type::Int(IntKind::Bool) => 1,
        Type::Int(k) => k.size(),
        Type::Float(k) | Type::Complex(k) => float_size(*k),
        Type::Pointer(_) | Type::VaList => 8,
        Type::Vector(_, _, a) if xmp_ir::types::vector_align(*a) != 0 => {
            xmp_ir::types::vector_align(*a) as u64
        }
        Type::Vector(..) => size_of(m, ty).unwrap_or(1),
        Type::Array(e, _) | Type::Vla(e, _) => align_of(m, e),
        Type::Struct(id) => m
            .structs
            .get(*id as usize)
            .map(|d| d.align.max(1))
            .unwrap_or(1),
    }
}

/// Whether values of this type are handled as memory (address) rather than SSA values.
pub(crate) fn is_aggregate(ty: &Type) -> bool {
    matches!(
        ty,
        Type::Struct(_) | Type::Array(..) | Type::Vla(..) | Type::VaList
    )
}

/// Describes a type for messages.
pub(crate) fn type_name(m: &xir::Module, ty: &Type) -> String {
    match ty {
        Type::Void => "void".into(),
        Type::Int(k) => format!("{k:?}").to_lowercase(),
        Type::Float(k) => format!("{k:?}").to_lowercase(),
        Type::Complex(k) => format!("_Complex {k:?}").to_lowercase(),
        Type::Pointer(t) => format!("{} *", type_name(m, t)),
        Type::Array(t, n) => format!(
            "{}[{}]",
            type_name(m, t),
            n.map(|n| n.to_string()).unwrap_or_default()
        ),
        Type::Vla(t, _) => format!("{}[*]", type_name(m, t)),
        Type::Struct(id) => m
            .structs
            .get(*id as usize)
            .map(|d| format!("{} {}", if d.is_union { "union" } else { "struct" }, d.name))
            .unwrap_or_else(|| "struct ?".into()),
        Type::Function(_) => "function".into(),
        Type::VaList => "va_list".into(),
        Type::Vector(e, n, _) => format!("vector of {n} '{}' values", type_name(m, e)),
    }
}

impl<'ctx, 'a> Cg<'ctx, 'a> {
    pub fn ptr_ty(&self) -> inkwell::types::PointerType<'ctx> {
        self.ctx.ptr_type(AddressSpace::default())
    }

    pub fn size_of(&self, ty: &Type) -> R<u64> {
        size_of(self.x, ty)
            .ok_or_else(|| format!("size of type '{}' is not known", type_name(self.x, ty)))
    }

    pub fn align_of(&self, ty: &Type) -> u64 {
        align_of(self.x, ty)
    }

    pub fn float_ty(&self, k: FloatKind) -> inkwell::types::FloatType<'ctx> {
        match k {
            FloatKind::Half | FloatKind::Fp16 => self.ctx.f16_type(),
            FloatKind::BF16 => self.ctx.bf16_type(),
            FloatKind::Float => self.ctx.f32_type(),
            FloatKind::Double => self.ctx.f64_type(),
            FloatKind::LongDouble => self.ctx.x86_f80_type(),
        }
    }

    pub fn int_ty(&self, bits: u32) -> inkwell::types::IntType<'ctx> {
        match bits {
            1 => self.ctx.bool_type(),
            8 => self.ctx.i8_type(),
            16 => self.ctx.i16_type(),
            32 => self.ctx.i32_type(),
            64 => self.ctx.i64_type(),
            128 => self.ctx.i128_type(),
            n => self
                .ctx
                .custom_width_int_type(std::num::NonZeroU32::new(n.max(1)).expect("nonzero"))
                .expect("valid width"),
        }
    }

    pub fn va_list_tag(&self) -> inkwell::types::StructType<'ctx> {
        if let Some(t) = self.ctx.get_struct_type("struct.__va_list_tag") {
            return t;
        }
        let t = self.ctx.opaque_struct_type("struct.__va_list_tag");
        let i32t = self.ctx.i32_type().into();
        let p = self.ptr_ty().into();
        t.set_body(&[i32t, i32t, p, p], false);
        t
    }

    /// The LLVM type of an object of type `ty` in memory (`_Bool` is `i8`).
    pub fn mem_ty(&self, ty: &Type) -> R<BasicTypeEnum<'ctx>> {
        Ok(match ty {
            Type::Void => self.ctx.i8_type().into(),
            Type::Int(IntKind::Bool) => self.ctx.i8_type().into(),
            Type::Int(k) => self.int_ty(k.bits()).into(),
            Type::Float(k) => self.float_ty(*k).into(),
            Type::Complex(k) => {
                let f = self.float_ty(*k).into();
                self.ctx.struct_type(&[f, f], false).into()
            }
            Type::Pointer(_) | Type::Function(_) => self.ptr_ty().into(),
            Type::Array(e, n) => {
                let et = self.mem_ty(e)?;
                let n = n.unwrap_or(0);
                match u32::try_from(n) {
                    Ok(n32) => et.array_type(n32).into(),
                    // Beyond inkwell's 32-bit count (a 1 TiB local array is valid C).
                    Err(_) => unsafe {
                        // SAFETY: `et` is a sized type of this context.
                        inkwell::types::ArrayType::new(llvm_sys::core::LLVMArrayType2(
                            inkwell::types::AsTypeRef::as_type_ref(&et),
                            n,
                        ))
                    }
                    .into(),
                }
            }
            // A VLA object is addressed through its element type.
            Type::Vla(e, _) => self.mem_ty(e)?,
            Type::Struct(id) => self
                .struct_tys
                .get(*id as usize)
                .copied()
                .ok_or_else(|| format!("internal error: struct #{id} has no LLVM type"))?
                .into(),
            Type::VaList => self.va_list_tag().array_type(1).into(),
            Type::Vector(e, n, _) => match self.mem_ty(e)? {
                BasicTypeEnum::IntType(t) => t.vec_type(*n).into(),
                BasicTypeEnum::FloatType(t) => t.vec_type(*n).into(),
                _ => {
                    return Err(format!(
                        "vector of '{}' is not supported yet",
                        type_name(self.x, e)
                    ))
                }
            },
        })
    }

    /// The LLVM type of a value of type `ty` (`_Bool` is `i1`).
    pub fn val_ty(&self, ty: &Type) -> R<BasicTypeEnum<'ctx>> {
        match ty {
            Type::Int(IntKind::Bool) => Ok(self.ctx.bool_type().into()),
            Type::Array(..) | Type::Vla(..) | Type::Function(_) => Ok(self.ptr_ty().into()),
            _ => self.mem_ty(ty),
        }
    }

    /// Creates the named LLVM struct types for all XIR structs (bodies included).
    pub fn build_struct_types(&mut self) -> R<()> {
        let n = self.x.structs.len();
        self.struct_tys = (0..n)
            .map(|i| {
                let d = &self.x.structs[i];
                let kw = if d.is_union { "union" } else { "struct" };
                let name = if d.name.is_empty() {
                    format!("{kw}.anon")
                } else {
                    format!("{kw}.{}", d.name)
                };
                self.ctx.opaque_struct_type(&name)
            })
            .collect();
        let mut state = vec![0u8; n]; // 0 = todo, 1 = in progress, 2 = done
        for i in 0..n {
            self.struct_body(i, &mut state)?;
        }
        Ok(())
    }

    fn struct_body(&mut self, i: usize, state: &mut [u8]) -> R<()> {
        if state[i] != 0 {
            return Ok(());
        }
        state[i] = 1;
        let d: &StructDef = &self.x.structs[i];
        if !d.complete {
            state[i] = 2;
            return Ok(());
        }
        // Structs nested by value need their bodies first.
        for f in &d.fields {
            let mut t = &f.ty;
            while let Type::Array(e, _) = t {
                t = e;
            }
            if let Type::Struct(id) = t {
                let id = *id as usize;
                if id < state.len() && state[id] == 0 {
                    self.struct_body(id, state)?;
                }
            }
        }
        let i8t = self.ctx.i8_type();
        let mut elems: Vec<(u64, BasicTypeEnum<'ctx>)> = Vec::new();
        let mut cur = 0u64;
        let pad = |elems: &mut Vec<(u64, BasicTypeEnum<'ctx>)>, from: u64, to: u64| {
            if to > from {
                elems.push((from, i8t.array_type((to - from) as u32).into()));
            }
        };
        if d.is_union {
            // The member with the largest size (then alignment) represents the union.
            let mut best: Option<(u64, u64, &Type)> = None;
            for f in &d.fields {
                if f.bitfield.is_some() {
                    continue;
                }
                if let Some(sz) = size_of(self.x, &f.ty) {
                    let al = align_of(self.x, &f.ty);
                    if best.map(|(bs, ba, _)| (al, sz) > (ba, bs)).unwrap_or(true) && sz <= d.size {
                        best = Some((sz, al, &f.ty));
                    }
                }
            }
            if let Some((sz, _, t)) = best {
                elems.push((0, self.mem_ty(t)?));
                cur = sz;
            }
        } else {
            let mut fields: Vec<_> = d.fields.iter().collect();
            fields.sort_by_key(|f| f.offset);
            for f in fields {
                match f.bitfield {
                    Some(bf) => {
                        if bf.width == 0 {
                            continue;
                        }
                        let lo = f.offset + (bf.bit_offset / 8) as u64;
                        let hi = f.offset + ((bf.bit_offset + bf.width).div_ceil(8)) as u64;
                        if hi > cur {
                            let from = lo.max(cur);
                            pad(&mut elems, cur, from);
                            pad(&mut elems, from, hi);
                            cur = hi;
                        }
                    }
                    None => {
                        let Some(sz) = size_of(self.x, &f.ty) else {
                            continue;
                        };
                        if sz == 0 || f.offset < cur {
                            continue;
                        }
                        pad(&mut elems, cur, f.offset);
                        elems.push((f.offset, self.mem_ty(&f.ty)?));
                        cur = f.offset + sz;
                    }
                }
            }
        }
        pad(&mut elems, cur, d.size);
        let tys: Vec<BasicTypeEnum<'ctx>> = elems.iter().map(|e| e.1).collect();
        // Use the natural layout when LLVM reproduces the offsets, size and alignment; else packed.
        let probe = self.ctx.struct_type(&tys, false);
        let natural = self.td.get_abi_size(&probe) == d.size
            && (self.td.get_abi_alignment(&probe) as u64) <= d.align.max(1)
            && elems
                .iter()
                .enumerate()
                .all(|(k, (off, _))| self.td.offset_of_element(&probe, k as u32) == Some(*off));
        self.struct_tys[i].set_body(&tys, !natural);
        state[i] = 2;
        Ok(())
    }
}
