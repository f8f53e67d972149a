//! The x86-64 System V calling convention as clang-22 lowers it to LLVM.
//!
//! Every argument and the return value get an [`ArgInfo`]: scalars pass directly (small
//! integers with `signext`/`zeroext`), structs, unions and complex numbers of at most 16 bytes
//! are classified per eightbyte into INTEGER/SSE and passed coerced to one or two LLVM scalars
//! (`i64`, `double`, `<2 x float>`, `ptr`, ...), everything else goes in memory (`byval`
//! arguments, `sret` returns). Register exhaustion is tracked as clang does, so an aggregate
//! that no longer fits in the remaining registers goes to the stack whole.

use inkwell::attributes::{Attribute, AttributeLoc};
use inkwell::types::{BasicMetadataTypeEnum, BasicType, BasicTypeEnum, FunctionType};
use xmp_ir::types::{FloatKind, FuncType, IntKind, Type};
use xmp_ir::xir;

use crate::cg::{Cg, R};
use crate::types::{align_of, size_of, type_name};

/// The class of one eightbyte (System V ABI, 3.2.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Class {
    NoClass,
    Integer,
    Sse,
    SseUp,
    X87,
    X87Up,
    Memory,
}

fn merge(a: Class, b: Class) -> Class {
    use Class::*;
    match (a, b) {
        (x, y) if x == y => x,
        (NoClass, x) | (x, NoClass) => x,
        (Memory, _) | (_, Memory) => Memory,
        (Integer, _) | (_, Integer) => Integer,
        (X87 | X87Up, _) | (_, X87 | X87Up) => Memory,
        _ => Sse,
    }
}

/// Integer extension attribute of a small scalar.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ext {
    None,
    Sign,
    Zero,
}

/// How one argument or the return value travels.
#[derive(Clone, Debug)]
pub enum ArgInfo<'ctx> {
    /// A scalar as its own LLVM value.
    Direct { ty: BasicTypeEnum<'ctx>, ext: Ext },
    /// The object's bytes loaded as these LLVM values (part `i` at byte offset `8 * i`).
    Coerce { parts: Vec<BasicTypeEnum<'ctx>> },
    /// In memory: `byval` (arguments, with this alignment) or `sret` (return).
    Indirect { align: u32 },
    /// Nothing is passed (empty structs, void).
    Ignore,
}

/// The lowered signature of a function or of one call.
#[derive(Clone, Debug)]
pub struct FnAbi<'ctx> {
    pub ret: ArgInfo<'ctx>,
    pub args: Vec<ArgInfo<'ctx>>,
    /// The XIR types of `args`.
    pub arg_tys: Vec<Type>,
    pub ret_ty: Type,
    /// First LLVM parameter index of each argument.
    pub first_param: Vec<u32>,
    pub llvm_ty: FunctionType<'ctx>,
}

/// A scalar leaf inside an aggregate: (offset, size, is pointer, is floating).
#[derive(Clone, Copy, Debug)]
struct Leaf {
    off: u64,
    size: u64,
    ptr: bool,
    float: bool,
}

/// Lists the scalar leaves of `ty` placed at `off`; returns false when a member is unaligned
/// (which forces the MEMORY class).
fn leaves(m: &xir::Module, ty: &Type, off: u64, out: &mut Vec<Leaf>) -> bool {
    match ty {
        Type::Int(k) => {
            if *k == IntKind::Int128 || *k == IntKind::UInt128 {
                out.push(Leaf {
                    off,
                    size: 8,
                    ptr: false,
                    float: false,
                });
                out.push(Leaf {
                    off: off + 8,
                    size: 8,
                    ptr: false,
                    float: false,
                });
            } else {
                out.push(Leaf {
                    off,
                    size: k.size(),
                    ptr: false,
                    float: false,
                });
            }
            true
        }
        Type::Pointer(_) => {
            out.push(Leaf {
                off,
                size: 8,
                ptr: true,
                float: false,
            });
            true
        }
        Type::Float(FloatKind::LongDouble) | Type::Complex(FloatKind::LongDouble) => {
            // Marked by size 16: classified X87/X87UP by the caller.
            out.push(Leaf {
                off,
                size: 16,
                ptr: false,
                float: true,
            });
            if matches!(ty, Type::Complex(_)) {
                out.push(Leaf {
                    off: off + 16,
                    size: 16,
                    ptr: false,
                    float: true,
                });
            }
            true
        }
        Type::Float(k) => {
            out.push(Leaf {
                off,
                size: if *k == FloatKind::Float { 4 } else { 8 },
                ptr: false,
                float: true,
            });
            true
        }
        Type::Complex(k) => {
            let s = if *k == FloatKind::Float { 4 } else { 8 };
            out.push(Leaf {
                off,
                size: s,
                ptr: false,
                float: true,
            });
            out.push(Leaf {
                off: off + s,
                size: s,
                ptr: false,
                float: true,
            });
            true
        }
        Type::Array(e, n) => {
            let es = size_of(m, e).unwrap_or(0);
            for i in 0..n.unwrap_or(0).min(64) {
                if !leaves(m, e, off + i * es, out) {
                    return false;
                }
            }
            true
        }
        Type::Struct(id) => {
            let Some(d) = m.structs.get(*id as usize) else {
                return false;
            };
            for f in &d.fields {
                match f.bitfield {
                    Some(bf) => {
                        if bf.width == 0 {
                            continue;
                        }
                        let lo = f.offset + (bf.bit_offset / 8) as u64;
                        let hi = f.offset + (bf.bit_offset + bf.width).div_ceil(8) as u64;
                        out.push(Leaf {
                            off: off + lo,
                            size: hi - lo,
                            ptr: false,
                            float: false,
                        });
                    }
                    None => {
                        let fa = align_of(m, &f.ty);
                        if f.offset % fa != 0 {
                            return false;
                        }
                        if !leaves(m, &f.ty, off + f.offset, out) {
                            return false;
                        }
                    }
                }
            }
            true
        }
        _ => false,
    }
}

/// Whether a struct or array holds a GNU vector somewhere (of `size` bytes, unless 0): the
/// eightbyte classification of those (SSEUP) is not implemented.
fn contains_vector_of(m: &xir::Module, ty: &Type, size: u64) -> bool {
    match ty {
        Type::Vector(..) => size == 0 || size_of(m, ty) == Some(size),
        Type::Array(e, _) => contains_vector_of(m, e, size),
        Type::Struct(id) => m
            .structs
            .get(*id as usize)
            .is_some_and(|d| d.fields.iter().any(|f| contains_vector_of(m, &f.ty, size))),
        _ => false,
    }
}

/// Classifies an aggregate (or complex) of `size` bytes into at most two eightbytes.
pub fn classify(m: &xir::Module, ty: &Type) -> Vec<Class> {
    let Some(size) = size_of(m, ty) else {
        return vec![Class::Memory];
    };
    if size == 0 {
        return vec![];
    }
    if size > 16 {
        return vec![Class::Memory];
    }
    let mut ls = Vec::new();
    if !leaves(m, ty, 0, &mut ls) {
        return vec![Class::Memory];
    }
    let n = size.div_ceil(8) as usize;
    let mut cls = vec![Class::NoClass; n];
    for l in &ls {
        if l.float && l.size == 16 {
            let i = (l.off / 8) as usize;
            if i + 1 >= n {
                return vec![Class::Memory];
            }
            cls[i] = merge(cls[i], Class::X87);
            cls[i + 1] = merge(cls[i + 1], Class::X87Up);
            continue;
        }
        let c = if l.float { Class::Sse } else { Class::Integer };
        let first = (l.off / 8) as usize;
        let last = ((l.off + l.size.max(1) - 1) / 8) as usize;
        for slot in cls.iter_mut().take(last.min(n - 1) + 1).skip(first) {
            *slot = merge(*slot, c);
        }
    }
    // Post-merger cleanup (3.2.3, 5).
    if cls.contains(&Class::Memory) {
        return vec![Class::Memory];
    }
    for i in 0..n {
        if cls[i] == Class::X87Up && (i == 0 || cls[i - 1] != Class::X87) {
            return vec![Class::Memory];
        }
        if cls[i] == Class::SseUp && (i == 0 || !matches!(cls[i - 1], Class::Sse | Class::SseUp)) {
            cls[i] = Class::Sse;
        }
    }
    cls
}

impl<'ctx, 'a> Cg<'ctx, 'a> {
    /// The LLVM type carrying eightbyte `i` of an aggregate of class `c`.
    fn eightbyte_ty(&self, ty: &Type, size: u64, i: usize, c: Class) -> BasicTypeEnum<'ctx> {
        let mut ls = Vec::new();
        leaves(self.x, ty, 0, &mut ls);
        let lo = 8 * i as u64;
        let inside: Vec<&Leaf> = ls
            .iter()
            .filter(|l| l.off >= lo && l.off < lo + 8)
            .collect();
        match c {
            Class::Sse => {
                if inside.iter().any(|l| l.off == lo && l.size == 8) {
                    self.ctx.f64_type().into()
                } else if inside.iter().any(|l| l.off >= lo + 4) {
                    self.ctx.f32_type().vec_type(2).into()
                } else {
                    self.ctx.f32_type().into()
                }
            }
            Class::X87 => self.ctx.x86_f80_type().into(),
            _ => {
                if inside.len() == 1 && inside[0].off == lo {
                    if inside[0].ptr {
                        return self.ptr_ty().into();
                    }
                    if matches!(inside[0].size, 1 | 2 | 4 | 8) {
                        return self.int_ty(inside[0].size as u32 * 8).into();
                    }
                }
                let bytes = (size - lo).min(8);
                self.int_ty(bytes as u32 * 8).into()
            }
        }
    }

    /// A GNU vector as clang passes it: 16 bytes (and 32/64 with AVX/AVX-512) in one vector
    /// register as the LLVM vector type; 4 bytes as `i32`, 8 bytes as `double`; wider vectors
    /// without the feature go to memory as arguments (and still return in registers).
    fn vector_arg_info(&self, ty: &Type, is_ret: bool, free: &mut (u32, u32)) -> R<ArgInfo<'ctx>> {
        let size = self.size_of(ty)?;
        let one_double =
            matches!(ty, Type::Vector(e, 1, _) if **e == Type::Float(FloatKind::Double));
        let has = |f: &str| {
            self.features
                .split(',')
                .rev()
                .find(|x| x.get(1..) == Some(f))
                .is_some_and(|x| x.starts_with('+'))
        };
        // Features that imply AVX (LLVM's implications; a CPU named by `-march` without a
        // feature list is not consulted).
        let wide_ok = match size {
            32 => ["avx", "avx2", "fma", "f16c", "avx512f"]
                .iter()
                .any(|f| has(f)),
            64 => has("avx512f"),
            _ => false,
        };
        match size {
            4 => {
                free.0 = free.0.saturating_sub(1);
                Ok(ArgInfo::Coerce {
                    parts: vec![self.ctx.i32_type().into()],
                })
            }
            8 if !one_double => {
                free.1 = free.1.saturating_sub(1);
                Ok(ArgInfo::Coerce {
                    parts: vec![self.ctx.f64_type().into()],
                })
            }
            16 => {
                free.1 = free.1.saturating_sub(1);
                Ok(ArgInfo::Direct {
                    ty: self.mem_ty(ty)?,
                    ext: Ext::None,
                })
            }
            32 | 64 if wide_ok || is_ret => {
                if !is_ret {
                    free.1 = free.1.saturating_sub(1);
                }
                Ok(ArgInfo::Direct {
                    ty: self.mem_ty(ty)?,
                    ext: Ext::None,
                })
            }
            32 | 64 => Ok(ArgInfo::Indirect { align: size as u32 }),
            // Wider than any register (AMX tiles): returned directly and passed `byval`, as
            // clang does.
            n if n > 64 && is_ret => Ok(ArgInfo::Direct {
                ty: self.mem_ty(ty)?,
                ext: Ext::None,
            }),
            n if n > 64 => Ok(ArgInfo::Indirect {
                align: self.align_of(ty) as u32,
            }),
            _ => Err(format!(
                "passing or returning the {size}-byte vector type '{}' is not supported yet",
                type_name(self.x, ty)
            )),
        }
    }

    fn scalar_ext(ty: &Type) -> Ext {
        match ty {
            Type::Int(k @ (IntKind::Bool | IntKind::Char | IntKind::SChar | IntKind::UChar))
            | Type::Int(k @ (IntKind::Short | IntKind::UShort)) => {
                if k.is_signed() {
                    Ext::Sign
                } else {
                    Ext::Zero
                }
            }
            _ => Ext::None,
        }
    }

    /// An aggregate that goes to memory. As clang does, once the integer registers are used up
    /// a small 8-byte-aligned one is passed as an integer (which lands in the same stack slot
    /// as a `byval` copy would) instead of `byval`.
    fn indirect_arg(
        &self,
        size: u64,
        align: u32,
        is_ret: bool,
        free: &(u32, u32),
    ) -> ArgInfo<'ctx> {
        if !is_ret && free.0 == 0 && align == 8 && size <= 8 {
            return ArgInfo::Coerce {
                parts: vec![self.int_ty(size as u32 * 8).into()],
            };
        }
        ArgInfo::Indirect { align }
    }

    /// Classifies one value; `free` holds the free (integer, SSE) registers and is updated.
    fn arg_info(&self, ty: &Type, is_ret: bool, free: &mut (u32, u32)) -> R<ArgInfo<'ctx>> {
        match ty {
            Type::Void => Ok(ArgInfo::Ignore),
            Type::Int(k) => {
                let need = if matches!(k, IntKind::Int128 | IntKind::UInt128) {
                    2
                } else {
                    1
                };
                free.0 = free.0.saturating_sub(need);
                Ok(ArgInfo::Direct {
                    ty: self.val_ty(ty)?,
                    ext: Self::scalar_ext(ty),
                })
            }
            Type::Pointer(_)
            | Type::Array(..)
            | Type::Vla(..)
            | Type::Function(_)
            | Type::VaList => {
                free.0 = free.0.saturating_sub(1);
                Ok(ArgInfo::Direct {
                    ty: self.ptr_ty().into(),
                    ext: Ext::None,
                })
            }
            Type::Float(FloatKind::LongDouble) => Ok(ArgInfo::Direct {
                ty: self.ctx.x86_f80_type().into(),
                ext: Ext::None,
            }),
            Type::Float(_) => {
                free.1 = free.1.saturating_sub(1);
                Ok(ArgInfo::Direct {
                    ty: self.val_ty(ty)?,
                    ext: Ext::None,
                })
            }
            Type::Complex(FloatKind::LongDouble) => {
                if is_ret {
                    Ok(ArgInfo::Direct {
                        ty: self.mem_ty(ty)?,
                        ext: Ext::None,
                    })
                } else {
                    Ok(ArgInfo::Indirect { align: 16 })
                }
            }
            Type::Vector(..) => self.vector_arg_info(ty, is_ret, free),
            Type::Complex(_) | Type::Struct(_) => {
                let size = self.size_of(ty)?;
                let avx = self.features.split(',').any(|f| f.starts_with("+avx"));
                let wide = avx && size <= 64 && contains_vector_of(self.x, ty, size);
                if (size <= 16 && contains_vector_of(self.x, ty, 0)) || wide {
                    return Err(format!(
                        "passing or returning '{}' (a struct holding a vector) by value is not supported yet",
                        type_name(self.x, ty)
                    ));
                }
                let cls = classify(self.x, ty);
                if cls.is_empty() {
                    return Ok(ArgInfo::Ignore);
                }
                let align = self.align_of(ty).max(if is_ret { 1 } else { 8 }) as u32;
                if cls.contains(&Class::Memory) {
                    return Ok(self.indirect_arg(size, align, is_ret, free));
                }
                if cls[0] == Class::X87 {
                    if is_ret {
                        return Ok(ArgInfo::Coerce {
                            parts: vec![self.ctx.x86_f80_type().into()],
                        });
                    }
                    return Ok(ArgInfo::Indirect { align });
                }
                let ni = cls.iter().filter(|c| **c == Class::Integer).count() as u32;
                let ns = cls.iter().filter(|c| **c == Class::Sse).count() as u32;
                if !is_ret {
                    if ni > free.0 || ns > free.1 {
                        return Ok(self.indirect_arg(size, align, is_ret, free));
                    }
                    free.0 -= ni;
                    free.1 -= ns;
                }
                let mut parts = Vec::new();
                for (i, c) in cls.iter().enumerate() {
                    if *c == Class::NoClass {
                        // Only padding here: clang would not pass it; keep the slot simple.
                        parts.push(self.ctx.i64_type().into());
                        continue;
                    }
                    parts.push(self.eightbyte_ty(ty, size, i, *c));
                }
                Ok(ArgInfo::Coerce { parts })
            }
        }
    }

    /// Lowers a signature. `extra` are the types of variadic (or unprototyped) arguments of a
    /// particular call.
    pub fn fn_abi(&self, ft: &FuncType, extra: &[Type]) -> R<FnAbi<'ctx>> {
        let mut free = (6u32, 8u32);
        let ret = self.arg_info(&ft.ret, true, &mut free)?;
        if matches!(ret, ArgInfo::Indirect { .. }) {
            free.0 -= 1;
        }
        let mut arg_tys: Vec<Type> = ft.params.clone();
        arg_tys.extend(extra.iter().cloned());
        let mut args = Vec::new();
        for t in &arg_tys {
            args.push(self.arg_info(t, false, &mut free)?);
        }
        let mut params: Vec<BasicMetadataTypeEnum<'ctx>> = Vec::new();
        if matches!(ret, ArgInfo::Indirect { .. }) {
            params.push(self.ptr_ty().into());
        }
        let mut first_param = Vec::new();
        for a in &args {
            first_param.push(params.len() as u32);
            match a {
                ArgInfo::Direct { ty, .. } => params.push((*ty).into()),
                ArgInfo::Coerce { parts } => {
                    params.extend(parts.iter().map(|p| BasicMetadataTypeEnum::from(*p)))
                }
                ArgInfo::Indirect { .. } => params.push(self.ptr_ty().into()),
                ArgInfo::Ignore => {}
            }
        }
        let variadic = ft.variadic || ft.no_prototype;
        let llvm_ty = match &ret {
            ArgInfo::Direct { ty, .. } => ty.fn_type(&params, variadic),
            ArgInfo::Coerce { parts } if parts.len() == 1 => parts[0].fn_type(&params, variadic),
            ArgInfo::Coerce { parts } => self
                .ctx
                .struct_type(parts, false)
                .fn_type(&params, variadic),
            ArgInfo::Indirect { .. } | ArgInfo::Ignore => {
                self.ctx.void_type().fn_type(&params, variadic)
            }
        };
        Ok(FnAbi {
            ret,
            args,
            arg_tys,
            ret_ty: ft.ret.clone(),
            first_param,
            llvm_ty,
        })
    }

    fn enum_attr(&self, name: &str, val: u64) -> Attribute {
        self.ctx
            .create_enum_attribute(Attribute::get_named_enum_kind_id(name), val)
    }

    /// The parameter and return attributes of a lowered signature, for a function or call site.
    /// `restrict[i]` marks restrict-qualified pointer parameters (definitions only).
    pub fn abi_attrs(
        &self,
        abi: &FnAbi<'ctx>,
        restrict: &[bool],
    ) -> R<Vec<(AttributeLoc, Attribute)>> {
        let mut v = Vec::new();
        let ext_attr = |e: Ext| match e {
            Ext::Sign => Some("signext"),
            Ext::Zero => Some("zeroext"),
            Ext::None => None,
        };
        match &abi.ret {
            ArgInfo::Direct { ext, .. } => {
                if let Some(a) = ext_attr(*ext) {
                    v.push((AttributeLoc::Return, self.enum_attr(a, 0)));
                }
            }
            ArgInfo::Indirect { .. } => {
                let st = self.mem_ty(&abi.ret_ty)?;
                v.push((
                    AttributeLoc::Param(0),
                    self.ctx.create_type_attribute(
                        Attribute::get_named_enum_kind_id("sret"),
                        inkwell::types::AnyType::as_any_type_enum(&st),
                    ),
                ));
                v.push((AttributeLoc::Param(0), self.enum_attr("noalias", 0)));
                v.push((AttributeLoc::Param(0), self.enum_attr("writable", 0)));
                v.push((AttributeLoc::Param(0), self.enum_attr("dead_on_unwind", 0)));
                v.push((
                    AttributeLoc::Param(0),
                    self.enum_attr("align", self.align_of(&abi.ret_ty)),
                ));
            }
            _ => {}
        }
        for (i, a) in abi.args.iter().enumerate() {
            let p = abi.first_param[i];
            match a {
                ArgInfo::Direct { ext, .. } => {
                    v.push((AttributeLoc::Param(p), self.enum_attr("noundef", 0)));
                    if let Some(e) = ext_attr(*ext) {
                        v.push((AttributeLoc::Param(p), self.enum_attr(e, 0)));
                    }
                    if restrict.get(i).copied().unwrap_or(false) {
                        v.push((AttributeLoc::Param(p), self.enum_attr("noalias", 0)));
                    }
                }
                ArgInfo::Indirect { align } => {
                    let st = self.mem_ty(&abi.arg_tys[i])?;
                    v.push((
                        AttributeLoc::Param(p),
                        self.ctx.create_type_attribute(
                            Attribute::get_named_enum_kind_id("byval"),
                            inkwell::types::AnyType::as_any_type_enum(&st),
                        ),
                    ));
                    v.push((
                        AttributeLoc::Param(p),
                        self.enum_attr("align", *align as u64),
                    ));
                }
                _ => {}
            }
        }
        Ok(v)
    }
}
