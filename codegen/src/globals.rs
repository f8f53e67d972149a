//! Global variables and constant initialisers.
//!
//! Scalars and arrays of scalars get typed constants (`[3 x i32] [i32 1, ...]`). Structs,
//! unions and sparse arrays are laid out as a byte image plus relocations (address constants)
//! and emitted as a packed anonymous struct of `[N x i8]` runs and `ptr` values, which matches
//! the sema layout byte for byte (unions, bit-fields and padding included) and keeps large
//! zero runs as `zeroinitializer`.

use inkwell::module::Linkage as LLinkage;
use inkwell::types::BasicTypeEnum;
use inkwell::values::{
    AsValueRef, BasicValue, BasicValueEnum, GlobalValue, PointerValue, StructValue,
};
use inkwell::GlobalVisibility;
use xmp_ir::types::{FloatKind, IntKind, Type};
use xmp_ir::xir::{BinOp, Builtin, CastKind, Expr, ExprKind, Init, Linkage, UnOp};

use crate::cg::{Cg, R};
use crate::types::type_name;

/// A compile-time constant value.
#[derive(Clone, Copy, Debug)]
pub(crate) enum CVal<'ctx> {
    Int(i128),
    Float(f64),
    /// Address of an object plus a byte offset.
    Addr(PointerValue<'ctx>, i64),
}

/// Truncates or extends `v` to the width and signedness of integer kind `k`.
pub(crate) fn normalize(v: i128, k: IntKind) -> i128 {
    if k == IntKind::Bool {
        return (v != 0) as i128;
    }
    let bits = k.bits();
    if bits >= 128 {
        return v;
    }
    let mask = (1i128 << bits) - 1;
    let u = v & mask;
    if k.is_signed() && (u >> (bits - 1)) & 1 == 1 {
        u - (1i128 << bits)
    } else {
        u
    }
}

/// Bytes of an 80-bit x87 extended value (stored in 16 bytes) equal to `f`.
pub(crate) fn f64_to_x87(f: f64) -> [u8; 16] {
    let bits = f.to_bits();
    let sign = (bits >> 63) as u16;
    let exp = ((bits >> 52) & 0x7ff) as i32;
    let frac = bits & ((1u64 << 52) - 1);
    let (e, m): (u16, u64) = if exp == 0 && frac == 0 {
        (0, 0)
    } else if exp == 0x7ff {
        (0x7fff, (1u64 << 63) | (frac << 11))
    } else if exp == 0 {
        // Subnormal double: normalise (x87 has the range).
        let lz = frac.leading_zeros();
        ((16383 - 1011 - lz as i32) as u16, frac << lz)
    } else {
        ((exp - 1023 + 16383) as u16, (1u64 << 63) | (frac << 11))
    };
    let mut out = [0u8; 16];
    out[..8].copy_from_slice(&m.to_le_bytes());
    out[8..10].copy_from_slice(&((sign << 15) | e).to_le_bytes());
    out
}

/// Byte image of a constant aggregate.
struct Image<'ctx> {
    bytes: Vec<u8>,
    /// Non-byte values: (offset, bytes covered, value): addresses, exact long doubles.
    relocs: Vec<(u64, u64, BasicValueEnum<'ctx>)>,
}

/// Whether an initialiser is all zero (so the object can be `zeroinitializer`).
pub(crate) fn init_is_zero(init: &Init) -> bool {
    match init {
        Init::Zero => true,
        Init::Expr(e) => expr_is_zero(e),
        Init::Str(b) => b.iter().all(|c| *c == 0),
        Init::Array(items) => items.iter().all(|(_, i)| init_is_zero(i)),
        Init::Struct(items) => items.iter().all(|(_, i)| init_is_zero(i)),
    }
}

fn expr_is_zero(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::IntConst(0) | ExprKind::Zero => true,
        ExprKind::FloatConst(f) => f.to_bits() == 0,
        ExprKind::ComplexConst { re, im } => re.to_bits() == 0 && im.to_bits() == 0,
        ExprKind::Cast(CastKind::IntToInt | CastKind::IntToPtr | CastKind::IntToFloat, inner) => {
            expr_is_zero(inner)
        }
        _ => false,
    }
}

fn not_const(e: &Expr) -> String {
    let _ = e;
    "initializer element is not a compile-time constant".to_string()
}

impl<'ctx, 'a> Cg<'ctx, 'a> {
    /// Adds `f` with priority `prio` (no associated data) to the appending list `list`
    /// (`llvm.global_ctors` or `llvm.global_dtors`), keeping the entries it already has.
    pub(crate) fn append_global_xtor(
        &mut self,
        list: &str,
        prio: u32,
        f: PointerValue<'ctx>,
    ) -> R<()> {
        let ptr = self.ptr_ty();
        let i32t = self.ctx.i32_type();
        let entry_ty = self
            .ctx
            .struct_type(&[i32t.into(), ptr.into(), ptr.into()], false);
        let mut entries = vec![];
        if let Some(old) = self.module.get_global(list) {
            if let Some(init) = old.get_initializer() {
                let arr = init.into_array_value();
                for k in 0..arr.get_type().len() {
                    // SAFETY: `arr` is a constant array of `len` elements (inkwell wraps no
                    // element access of constant aggregates).
                    let e = unsafe {
                        StructValue::new(llvm_sys::core::LLVMGetAggregateElement(
                            arr.as_value_ref(),
                            k,
                        ))
                    };
                    entries.push(e);
                }
            }
            // SAFETY: the old list is replaced below and referenced by nothing else.
            unsafe { old.delete() };
        }
        entries.push(entry_ty.const_named_struct(&[
            i32t.const_int(u64::from(prio), false).as_basic_value_enum(),
            f.as_basic_value_enum(),
            ptr.const_null().as_basic_value_enum(),
        ]));
        let arr = entry_ty.const_array(&entries);
        let g = self
            .module
            .add_global(entry_ty.array_type(entries.len() as u32), None, list);
        g.set_linkage(LLinkage::Appending);
        g.set_initializer(&arr);
        Ok(())
    }

    fn llvm_linkage(l: Linkage) -> LLinkage {
        match l {
            Linkage::External => LLinkage::External,
            Linkage::Internal => LLinkage::Internal,
        }
    }

    /// Alignment of a global: the explicit one, else the type's, raised to 16 for arrays of at
    /// least 16 bytes (the System V rule that clang follows).
    fn global_align(&self, ty: &Type, explicit: Option<u64>) -> u32 {
        if let Some(a) = explicit {
            return a.max(1) as u32;
        }
        let mut a = self.align_of(ty);
        if let Type::Array(..) = ty {
            if self.size_of(ty).map(|s| s >= 16).unwrap_or(false) {
                a = a.max(16);
            }
        }
        a as u32
    }

    /// Pass 1: an LLVM global for every XIR global (so initialisers and code can refer to any).
    pub fn declare_globals(&mut self) -> R<()> {
        let x = self.x;
        for g in &x.globals {
            let gv = match self.module.get_global(&g.symbol) {
                Some(gv) => gv,
                None => {
                    let ty = self.mem_ty(&g.ty)?;
                    let gv = self.module.add_global(ty, None, &g.symbol);
                    gv.set_alignment(self.global_align(&g.ty, g.align));
                    if g.thread_local {
                        gv.set_thread_local(true);
                    }
                    gv
                }
            };
            if g.init.is_some() || g.linkage == Linkage::Internal {
                gv.set_linkage(Self::llvm_linkage(g.linkage));
            }
            self.globals.push(Some(gv));
        }
        Ok(())
    }

    /// Pass 2: initialisers of defined globals.
    /// A static local whose initializer names labels of its function waits for that function
    /// ([`Self::define_label_statics`]).
    pub fn define_globals(&mut self) -> R<()> {
        for i in 0..self.x.globals.len() {
            if self.x.label_statics.iter().any(|&(g, _)| g as usize == i) {
                continue;
            }
            self.define_global(i)?;
        }
        Ok(())
    }

    /// The initializers of the static locals of function `fid` that hold addresses of its
    /// labels (`static void *t[] = {&&a, &&b};`), while its label blocks exist.
    pub fn define_label_statics(&mut self, fid: u32) -> R<()> {
        let x = self.x;
        for &(g, f) in &x.label_statics {
            if f == fid {
                self.define_global(g as usize)?;
            }
        }
        Ok(())
    }

    /// Label statics of functions that were not emitted: nothing reads them, they are zero.
    pub fn finish_label_statics(&mut self) -> R<()> {
        for &(g, _) in &self.x.label_statics {
            if let Some(gv) = self.globals[g as usize] {
                if gv.get_initializer().is_none() {
                    let t = self.mem_ty(&self.x.globals[g as usize].ty)?;
                    gv.set_initializer(&t.const_zero());
                    gv.set_linkage(Self::llvm_linkage(self.x.globals[g as usize].linkage));
                }
            }
        }
        Ok(())
    }

    fn define_global(&mut self, i: usize) -> R<()> {
        let x = self.x;
        let g = &x.globals[i];
        {
            let Some(init) = &g.init else { return Ok(()) };
            let Some(old) = self.globals[i] else {
                return Ok(());
            };
            if old.get_initializer().is_some() {
                // Defined twice under one symbol: the first definition wins.
                return Ok(());
            }
            let c = self
                .const_init(&g.ty, init)
                .map_err(|e| format!("in the initializer of '{}': {e}", g.name))?;
            let gv = if c.get_type() != self.mem_ty(&g.ty)? {
                let newg = self.module.add_global(c.get_type(), None, "");
                newg.set_alignment(old.get_alignment());
                newg.set_thread_local(old.is_thread_local());
                newg.set_linkage(old.get_linkage());
                old.as_pointer_value()
                    .replace_all_uses_with(newg.as_pointer_value());
                for slot in self.globals.iter_mut() {
                    if *slot == Some(old) {
                        *slot = Some(newg);
                    }
                }
                unsafe { old.delete() };
                newg.set_name(&g.symbol);
                newg
            } else {
                old
            };
            gv.set_initializer(&c);
            gv.set_linkage(Self::llvm_linkage(g.linkage));
            if g.is_const {
                gv.set_constant(true);
            }
            gv.set_visibility(GlobalVisibility::Default);
            if !g.thread_local {
                let ctx = self.ctx;
                if let Some(d) = self.dbg.as_mut() {
                    // A coarray is its image's copy in the symmetric heap, reached through its
                    // address global; its C object only holds the initial value.
                    let co =
                        x.xmp.coarrays.iter().find(|c| {
                            !c.pointer && (c.object as usize == i || c.addr as usize == i)
                        });
                    // A file-scope aligned array is described through its view block
                    // (`xmp::debug_view`); the C object is not its storage.
                    let aligned = x
                        .xmp
                        .arrays
                        .iter()
                        .any(|a| a.object == xmp_ir::xir::ArrayObject::Global(i as u32));
                    match co {
                        None if aligned => {}
                        None => d.global(ctx, x, g, gv),
                        Some(c) if c.addr as usize == i => {
                            let obj = &x.globals[c.object as usize];
                            d.global_through(ctx, x, &c.name, &obj.ty, g, gv);
                        }
                        Some(_) => {}
                    }
                }
            }
        }
        Ok(())
    }

    /// A private constant global holding a string literal of array type `ty`, shared between
    /// uses.
    pub fn string_global(&mut self, bytes: &[u8], ty: &Type) -> R<GlobalValue<'ctx>> {
        let (elem, n) = match ty {
            Type::Array(e, n) => ((**e).clone(), *n),
            _ => (Type::Int(IntKind::Char), None),
        };
        let es = self.size_of(&elem).unwrap_or(1).max(1);
        let mut key = bytes.to_vec();
        key.push(es as u8);
        if let Some(g) = self.strings.get(&key) {
            return Ok(*g);
        }
        let mut raw = self.string_bytes(bytes, es);
        if let Some(n) = n {
            raw.resize((n * es) as usize, 0);
        }
        let init: BasicValueEnum<'ctx> = if es == 1 {
            self.ctx.const_string(&raw, false).into()
        } else {
            let it = self.int_ty((es * 8) as u32);
            let vals: Vec<_> = raw
                .chunks(es as usize)
                .map(|c| {
                    let mut b = [0u8; 16];
                    b[..c.len()].copy_from_slice(c);
                    const_int128(it, i128::from_le_bytes(b))
                })
                .collect();
            it.const_array(&vals).into()
        };
        let name = if self.strings.is_empty() {
            ".str".to_string()
        } else {
            format!(".str.{}", self.strings.len())
        };
        let g = self.module.add_global(init.get_type(), None, &name);
        g.set_initializer(&init);
        g.set_constant(true);
        g.set_linkage(LLinkage::Private);
        g.set_unnamed_addr(true);
        g.set_alignment(self.align_of(&elem) as u32);
        self.strings.insert(key, g);
        Ok(g)
    }

    /// A private global holding a constant of type `ty` (file-scope compound literals, local
    /// aggregate initialisers copied with memcpy).
    pub fn private_const_global(
        &mut self,
        ty: &Type,
        init: &Init,
        constant: bool,
    ) -> R<GlobalValue<'ctx>> {
        let c = self.const_init(ty, init)?;
        self.anon_counter += 1;
        let prefix = if constant {
            "__const"
        } else {
            ".compoundliteral"
        };
        let g = self.module.add_global(
            c.get_type(),
            None,
            &format!("{prefix}.{}", self.anon_counter),
        );
        g.set_initializer(&c);
        g.set_constant(constant);
        g.set_linkage(if constant {
            LLinkage::Private
        } else {
            LLinkage::Internal
        });
        if constant {
            g.set_unnamed_addr(true);
        }
        g.set_alignment(self.global_align(ty, None));
        Ok(g)
    }

    /// The LLVM constant for an object of type `ty` initialised by `init`. Its LLVM type may
    /// differ from `mem_ty(ty)` (structs, unions, sparse arrays) but its size does not.
    pub fn const_init(&mut self, ty: &Type, init: &Init) -> R<BasicValueEnum<'ctx>> {
        if init_is_zero(init) {
            return Ok(self.mem_ty(ty)?.const_zero());
        }
        if let Some(v) = self.typed_const(ty, init)? {
            return Ok(v);
        }
        let size = self.size_of(ty)?.max(self.flexible_extent(ty, init)?);
        if size > (1 << 30) {
            return Err(format!("initialized object of {size} bytes is too large"));
        }
        let mut img = Image {
            bytes: vec![0; size as usize],
            relocs: Vec::new(),
        };
        self.fill(&mut img, 0, ty, init)?;
        Ok(self.image_const(img))
    }

    /// The bytes a struct object needs for an initialised flexible array member (GNU: the
    /// object grows past `sizeof`), or 0.
    fn flexible_extent(&self, ty: &Type, init: &Init) -> R<u64> {
        let (Type::Struct(id), Init::Struct(items)) = (ty, init) else {
            return Ok(0);
        };
        let d = self.x.struct_def(*id);
        let Some(&(fi, ref sub)) = items.last() else {
            return Ok(0);
        };
        let Some(f) = d.fields.get(fi as usize) else {
            return Ok(0);
        };
        let Type::Array(e, None) = &f.ty else {
            return Ok(0);
        };
        let es = self.size_of(e)?;
        let n = match sub {
            Init::Array(v) => v.last().map_or(0, |(i, _)| i + 1),
            Init::Str(b) => (b.len() as u64) / es.max(1) + 1,
            _ => 0,
        };
        Ok(f.offset + n * es)
    }

    fn image_const(&self, mut img: Image<'ctx>) -> BasicValueEnum<'ctx> {
        img.relocs.sort_by_key(|r| r.0);
        let mut elems: Vec<BasicValueEnum<'ctx>> = Vec::new();
        let mut cur = 0usize;
        let i8t = self.ctx.i8_type();
        let push_bytes = |elems: &mut Vec<BasicValueEnum<'ctx>>, b: &[u8]| {
            if b.is_empty() {
                return;
            }
            // Long zero runs (16 bytes or more) become zeroinitializer; the rest stays bytes.
            let mut s = 0;
            let mut data_start = 0;
            while s < b.len() {
                if b[s] != 0 {
                    s += 1;
                    continue;
                }
                let mut e = s;
                while e < b.len() && b[e] == 0 {
                    e += 1;
                }
                if e - s >= 16 || (data_start == s && e == b.len()) {
                    if s > data_start {
                        elems.push(self.ctx.const_string(&b[data_start..s], false).into());
                    }
                    elems.push(i8t.array_type((e - s) as u32).const_zero().into());
                    data_start = e;
                }
                s = e;
            }
            if data_start < b.len() {
                elems.push(self.ctx.const_string(&b[data_start..], false).into());
            }
        };
        for (off, size, v) in &img.relocs {
            let off = *off as usize;
            push_bytes(&mut elems, &img.bytes[cur..off]);
            elems.push(*v);
            cur = off + *size as usize;
        }
        push_bytes(&mut elems, &img.bytes[cur..]);
        if elems.len() == 1 {
            return elems[0];
        }
        self.ctx.const_struct(&elems, true).into()
    }

    fn fill(&mut self, img: &mut Image<'ctx>, off: u64, ty: &Type, init: &Init) -> R<()> {
        match init {
            Init::Zero => Ok(()),
            Init::Str(b) => {
                let es = match ty {
                    Type::Array(e, _) => self.size_of(e)?,
                    _ => 1,
                };
                let bytes = self.string_bytes(b, es);
                let n = match ty {
                    Type::Array(_, None) => bytes.len(),
                    _ => self.size_of(ty)?.min(bytes.len() as u64) as usize,
                };
                put(&mut img.bytes, off as usize, &bytes[..n])?;
                Ok(())
            }
            Init::Array(items) => {
                let (Type::Array(e, _) | Type::Vector(e, _, _)) = ty else {
                    return Err(format!(
                        "array initializer for type '{}'",
                        type_name(self.x, ty)
                    ));
                };
                let es = self.size_of(e)?;
                // A flexible array member: the image was sized for its initialiser.
                let total = match ty {
                    Type::Array(_, None) => u64::MAX,
                    _ => self.size_of(ty)?,
                };
                for (i, sub) in items {
                    if (i + 1) * es > total && es > 0 {
                        continue;
                    }
                    self.fill(img, off + i * es, e, sub)?;
                }
                Ok(())
            }
            Init::Struct(items) => {
                let Type::Struct(id) = ty else {
                    return Err(format!(
                        "struct initializer for type '{}'",
                        type_name(self.x, ty)
                    ));
                };
                let x = self.x;
                let d = x.struct_def(*id);
                for (fi, sub) in items {
                    let f = d
                        .fields
                        .get(*fi as usize)
                        .ok_or("internal error: bad field index")?;
                    if let Some(bf) = f.bitfield {
                        let v = match sub {
                            Init::Zero => 0,
                            Init::Expr(e) => match self.const_expr(e)? {
                                CVal::Int(v) => v,
                                CVal::Float(f) => f as i128,
                                CVal::Addr(..) => return Err(not_const(e)),
                            },
                            _ => return Err("bad bit-field initializer".into()),
                        };
                        for b in 0..bf.width {
                            let bit = ((v >> b) & 1) as u8;
                            let pos = bf.bit_offset + b;
                            let byte = (off + f.offset) as usize + (pos / 8) as usize;
                            if byte < img.bytes.len() {
                                img.bytes[byte] &= !(1 << (pos % 8));
                                img.bytes[byte] |= bit << (pos % 8);
                            }
                        }
                    } else {
                        self.fill(img, off + f.offset, &f.ty, sub)?;
                    }
                }
                Ok(())
            }
            Init::Expr(e) => {
                if crate::types::is_aggregate(ty) {
                    return match &e.kind {
                        ExprKind::CompoundLiteral { init, .. } => self.fill(img, off, ty, init),
                        ExprKind::Zero => Ok(()),
                        ExprKind::StringLit(b) => self.fill(img, off, ty, &Init::Str(b.clone())),
                        _ => Err(not_const(e)),
                    };
                }
                let o = off as usize;
                if let (Type::Float(FloatKind::LongDouble), ExprKind::LongDoubleConst(text)) =
                    (ty, &e.kind)
                {
                    // Exact x87 value: a typed element (16 bytes in a packed struct).
                    let c = self.long_double_const(text);
                    img.relocs.push((off, 16, c.into()));
                    return Ok(());
                }
                if let Type::Complex(k) = ty {
                    let (re, im) = self.const_complex(e)?;
                    let es = match k {
                        FloatKind::Half | FloatKind::BF16 | FloatKind::Fp16 => 2,
                        FloatKind::Float => 4,
                        FloatKind::Double => 8,
                        FloatKind::LongDouble => 16,
                    };
                    for (part, f) in [(0usize, re), (es, im)] {
                        let p = o + part;
                        put(&mut img.bytes, p, &float_bytes(*k, f))?;
                    }
                    return Ok(());
                }
                let v = self.const_expr(e)?;
                match (ty, v) {
                    (_, CVal::Addr(p, d)) => {
                        if self.size_of(ty)? != 8 {
                            return Err(not_const(e));
                        }
                        let c = self.addr_const(p, d);
                        img.relocs.push((off, 8, c.into()));
                    }
                    (Type::Int(k), v) => {
                        let n = match v {
                            CVal::Int(n) => normalize(n, *k),
                            CVal::Float(f) => normalize(f as i128, *k),
                            CVal::Addr(..) => unreachable!(),
                        };
                        let sz = k.size() as usize;
                        put(&mut img.bytes, o, &n.to_le_bytes()[..sz])?;
                    }
                    (Type::Pointer(_), CVal::Int(n)) => {
                        put(&mut img.bytes, o, &(n as u64).to_le_bytes())?;
                    }
                    (Type::Float(k), v) => {
                        let f = match v {
                            CVal::Int(n) => n as f64,
                            CVal::Float(f) => f,
                            CVal::Addr(..) => unreachable!(),
                        };
                        put(&mut img.bytes, o, &float_bytes(*k, f))?;
                    }
                    _ => return Err(not_const(e)),
                }
                Ok(())
            }
        }
    }

    /// The bytes of a string initialiser for elements of `elem_size` bytes: either already
    /// encoded (length a multiple of the element size) or one byte per element.
    pub fn string_bytes(&self, b: &[u8], elem_size: u64) -> Vec<u8> {
        if elem_size <= 1 {
            return b.to_vec();
        }
        let es = elem_size as usize;
        if b.len() % es == 0 {
            b.to_vec()
        } else {
            b.iter()
                .flat_map(|c| {
                    let mut v = vec![0u8; es];
                    v[0] = *c;
                    v
                })
                .collect()
        }
    }

    /// Typed constants for scalars and arrays of scalars; `None` when the byte image is needed.
    fn typed_const(&mut self, ty: &Type, init: &Init) -> R<Option<BasicValueEnum<'ctx>>> {
        match (ty, init) {
            (
                Type::Float(FloatKind::LongDouble),
                Init::Expr(Expr {
                    kind: ExprKind::LongDoubleConst(t),
                    ..
                }),
            ) => Ok(Some(self.long_double_const(t).into())),
            (Type::Int(_) | Type::Float(_) | Type::Pointer(_), Init::Expr(e)) => {
                let v = self.const_expr(e)?;
                Ok(Some(self.cval_to_const(v, ty).ok_or_else(|| not_const(e))?))
            }
            (Type::Int(_) | Type::Float(_) | Type::Pointer(_), Init::Zero) => {
                Ok(Some(self.mem_ty(ty)?.const_zero()))
            }
            (Type::Array(e, Some(n)), Init::Str(b)) if matches!(**e, Type::Int(_)) => {
                let es = self.size_of(e)?;
                if es != 1 {
                    return Ok(None);
                }
                let mut bytes = b.clone();
                bytes.resize(*n as usize, 0);
                Ok(Some(self.ctx.const_string(&bytes, false).into()))
            }
            (Type::Array(e, Some(n)), Init::Array(items)) => {
                if *n > 4096 && (items.len() as u64) < *n / 2 {
                    return Ok(None);
                }
                if !matches!(
                    **e,
                    Type::Int(_) | Type::Float(_) | Type::Pointer(_) | Type::Array(..)
                ) {
                    return Ok(None);
                }
                let et = self.mem_ty(e)?;
                let mut vals: Vec<BasicValueEnum<'ctx>> = Vec::with_capacity(*n as usize);
                let mut it = items.iter().peekable();
                for i in 0..*n {
                    let v = match it.peek() {
                        Some((j, sub)) if *j == i => {
                            it.next();
                            match self.typed_const(e, sub)? {
                                Some(v) if v.get_type() == et => v,
                                Some(_) | None => return Ok(None),
                            }
                        }
                        _ => et.const_zero(),
                    };
                    vals.push(v);
                }
                Ok(Some(const_array(et, &vals)))
            }
            (Type::Array(..), Init::Zero) => Ok(Some(self.mem_ty(ty)?.const_zero())),
            _ => Ok(None),
        }
    }

    pub fn addr_const(&self, p: PointerValue<'ctx>, off: i64) -> PointerValue<'ctx> {
        if off == 0 {
            return p;
        }
        let i8t = self.ctx.i8_type();
        let idx = self.ctx.i64_type().const_int(off as u64, true);
        unsafe {
            if off > 0 {
                p.const_in_bounds_gep(i8t, &[idx])
            } else {
                p.const_gep(i8t, &[idx])
            }
        }
    }

    /// A constant of type `ty` for a folded value.
    pub fn cval_to_const(&self, v: CVal<'ctx>, ty: &Type) -> Option<BasicValueEnum<'ctx>> {
        Some(match (ty, v) {
            (Type::Int(k), CVal::Int(n)) => {
                let n = normalize(n, *k);
                let it = self.int_ty(if *k == IntKind::Bool { 8 } else { k.bits() });
                const_int128(it, n).into()
            }
            (Type::Int(k), CVal::Float(f)) => {
                return self.cval_to_const(CVal::Int(f as i128), &Type::Int(*k))
            }
            (
                Type::Int(IntKind::Long | IntKind::ULong | IntKind::LongLong | IntKind::ULongLong),
                CVal::Addr(p, d),
            ) => self
                .addr_const(p, d)
                .const_to_int(self.ctx.i64_type())
                .into(),
            (Type::Float(k), CVal::Float(f)) => self.float_const(*k, f).into(),
            (Type::Float(k), CVal::Int(n)) => self.float_const(*k, n as f64).into(),
            (Type::Pointer(_), CVal::Addr(p, d)) => self.addr_const(p, d).into(),
            (Type::Pointer(_), CVal::Int(0)) => self.ptr_ty().const_null().into(),
            (Type::Pointer(_), CVal::Int(n)) => self
                .ctx
                .i64_type()
                .const_int(n as u64, false)
                .const_to_pointer(self.ptr_ty())
                .into(),
            _ => return None,
        })
    }

    /// An exact x87 constant from the text of a C floating constant (decimal or hexadecimal).
    pub fn long_double_const(&self, text: &str) -> inkwell::values::FloatValue<'ctx> {
        let t = text.trim();
        // APFloat reads decimal and hexadecimal forms with a sign; C suffixes are not expected.
        let t = t.trim_end_matches(['l', 'L', 'f', 'F']);
        unsafe { self.ctx.x86_f80_type().const_float_from_string(t) }
    }

    /// Folds a complex constant: `ComplexConst`, real constants converted to complex, and
    /// `+ - *` and negation of those.
    pub fn const_complex(&mut self, e: &Expr) -> R<(f64, f64)> {
        match &e.kind {
            ExprKind::ComplexConst { re, im } => Ok((*re, *im)),
            ExprKind::Zero => Ok((0.0, 0.0)),
            ExprKind::Cast(CastKind::Complex, x) => {
                if let Type::Complex(_) = x.ty {
                    return self.const_complex(x);
                }
                match self.const_expr(x)? {
                    CVal::Int(n) => Ok((n as f64, 0.0)),
                    CVal::Float(f) => Ok((f, 0.0)),
                    CVal::Addr(..) => Err(not_const(e)),
                }
            }
            ExprKind::Unary(UnOp::Neg, x) => {
                let (a, b) = self.const_complex(x)?;
                Ok((-a, -b))
            }
            ExprKind::Binary(op @ (BinOp::Add | BinOp::Sub | BinOp::Mul), x, y) => {
                let (a, b) = self.const_complex(x)?;
                let (c, d) = self.const_complex(y)?;
                Ok(match op {
                    BinOp::Add => (a + c, b + d),
                    BinOp::Sub => (a - c, b - d),
                    _ => (a * c - b * d, a * d + b * c),
                })
            }
            _ => match self.const_expr(e)? {
                CVal::Int(n) => Ok((n as f64, 0.0)),
                CVal::Float(f) => Ok((f, 0.0)),
                CVal::Addr(..) => Err(not_const(e)),
            },
        }
    }

    pub fn float_const(&self, k: FloatKind, f: f64) -> inkwell::values::FloatValue<'ctx> {
        match k {
            FloatKind::Float => self.ctx.f32_type().const_float(f as f32 as f64),
            _ => self.float_ty(k).const_float(f),
        }
    }

    /// Folds a constant expression (arithmetic and address constants).
    pub fn const_expr(&mut self, e: &Expr) -> R<CVal<'ctx>> {
        let ik = |t: &Type| match t {
            Type::Int(k) => Some(*k),
            _ => None,
        };
        Ok(match &e.kind {
            ExprKind::IntConst(v) => CVal::Int(match ik(&e.ty) {
                Some(k) => normalize(*v, k),
                None => *v,
            }),
            ExprKind::FloatConst(f) => CVal::Float(*f),
            ExprKind::LongDoubleConst(t) => {
                CVal::Float(parse_c_float(t).ok_or_else(|| not_const(e))?)
            }
            ExprKind::Zero => CVal::Int(0),
            // Only in a static local of the label's function, defined while its blocks exist.
            ExprKind::LabelAddr(l) if self.f.is_some() => {
                let bb = self.label_block(*l)?;
                let fs = self.fs_mut()?;
                if !fs.addr_taken.contains(l) {
                    fs.addr_taken.push(*l);
                }
                let a = unsafe { bb.get_address() }.ok_or("internal error: label address")?;
                CVal::Addr(a, 0)
            }
            ExprKind::Func(_) | ExprKind::StringLit(_) | ExprKind::Global(_) => {
                let (p, d) = self.const_lvalue(e)?;
                CVal::Addr(p, d)
            }
            ExprKind::AddrOf(l) => {
                let (p, d) = self.const_lvalue(l)?;
                CVal::Addr(p, d)
            }
            ExprKind::Cast(kind, inner) => {
                match kind {
                    CastKind::ArrayToPtr | CastKind::FuncToPtr => {
                        let (p, d) = self.const_lvalue(inner)?;
                        return Ok(CVal::Addr(p, d));
                    }
                    CastKind::ToVoid | CastKind::Complex => return Err(not_const(e)),
                    _ => {}
                }
                let v = self.const_expr(inner)?;
                match (kind, v) {
                    (CastKind::ToBool, CVal::Int(n)) => CVal::Int((n != 0) as i128),
                    (CastKind::ToBool, CVal::Float(f)) => CVal::Int((f != 0.0) as i128),
                    (CastKind::ToBool, CVal::Addr(..)) => CVal::Int(1),
                    (
                        CastKind::IntToInt | CastKind::PtrToInt | CastKind::IntToPtr,
                        CVal::Int(n),
                    ) => {
                        let src = ik(&inner.ty).map(|k| normalize(n, k)).unwrap_or(n);
                        CVal::Int(ik(&e.ty).map(|k| normalize(src, k)).unwrap_or(src))
                    }
                    (CastKind::IntToFloat, CVal::Int(n)) => {
                        let src = ik(&inner.ty).map(|k| normalize(n, k)).unwrap_or(n);
                        let f = src as f64;
                        CVal::Float(if e.ty == Type::Float(FloatKind::Float) {
                            src as f32 as f64
                        } else {
                            f
                        })
                    }
                    (CastKind::FloatToInt, CVal::Float(f)) => CVal::Int(
                        ik(&e.ty)
                            .map(|k| normalize(f as i128, k))
                            .unwrap_or(f as i128),
                    ),
                    (CastKind::FloatToFloat, CVal::Float(f)) => {
                        CVal::Float(if e.ty == Type::Float(FloatKind::Float) {
                            f as f32 as f64
                        } else {
                            f
                        })
                    }
                    (CastKind::PtrToPtr | CastKind::IntToPtr, v @ CVal::Addr(..)) => v,
                    (CastKind::PtrToPtr, v) => v,
                    (CastKind::PtrToInt | CastKind::IntToInt, v @ CVal::Addr(..))
                        if self.size_of(&e.ty).ok() == Some(8) =>
                    {
                        v
                    }
                    _ => return Err(not_const(e)),
                }
            }
            ExprKind::PtrAdd(p, i) => {
                let es =
                    e.ty.pointee()
                        .map(|t| self.size_of(t).unwrap_or(1))
                        .unwrap_or(1) as i64;
                let pv = self.const_expr(p)?;
                let iv = self.const_expr(i)?;
                match (pv, iv) {
                    (CVal::Addr(b, d), CVal::Int(n)) => CVal::Addr(b, d + n as i64 * es),
                    (CVal::Int(a), CVal::Int(n)) => CVal::Int(a + n * es as i128),
                    _ => return Err(not_const(e)),
                }
            }
            ExprKind::PtrDiff(a, b) => {
                let es =
                    a.ty.pointee()
                        .map(|t| self.size_of(t).unwrap_or(1))
                        .unwrap_or(1)
                        .max(1) as i64;
                match (self.const_expr(a)?, self.const_expr(b)?) {
                    (CVal::Addr(p, x), CVal::Addr(q, y)) if p == q => {
                        CVal::Int(((x - y) / es) as i128)
                    }
                    (CVal::Int(x), CVal::Int(y)) => CVal::Int((x - y) / es as i128),
                    _ => return Err(not_const(e)),
                }
            }
            ExprKind::Unary(op, a) => match (op, self.const_expr(a)?) {
                (UnOp::Neg, CVal::Int(n)) => CVal::Int(
                    ik(&e.ty)
                        .map(|k| normalize(n.wrapping_neg(), k))
                        .unwrap_or(-n),
                ),
                (UnOp::Neg, CVal::Float(f)) => CVal::Float(-f),
                (UnOp::BitNot, CVal::Int(n)) => {
                    CVal::Int(ik(&e.ty).map(|k| normalize(!n, k)).unwrap_or(!n))
                }
                (UnOp::Not, CVal::Int(n)) => CVal::Int((n == 0) as i128),
                (UnOp::Not, CVal::Float(f)) => CVal::Int((f == 0.0) as i128),
                (UnOp::Not, CVal::Addr(..)) => CVal::Int(0),
                _ => return Err(not_const(e)),
            },
            ExprKind::Binary(op, a, b) => {
                let (x, y) = (self.const_expr(a)?, self.const_expr(b)?);
                fold_binary(*op, x, y, ik(&a.ty), ik(&e.ty)).ok_or_else(|| not_const(e))?
            }
            ExprKind::LogAnd(a, b) | ExprKind::LogOr(a, b) => {
                let truth = |v: CVal| match v {
                    CVal::Int(n) => n != 0,
                    CVal::Float(f) => f != 0.0,
                    CVal::Addr(..) => true,
                };
                let x = truth(self.const_expr(a)?);
                let is_and = matches!(e.kind, ExprKind::LogAnd(..));
                if is_and && !x {
                    CVal::Int(0)
                } else if !is_and && x {
                    CVal::Int(1)
                } else {
                    CVal::Int(truth(self.const_expr(b)?) as i128)
                }
            }
            ExprKind::Cond(c, a, b) => {
                let t = match self.const_expr(c)? {
                    CVal::Int(n) => n != 0,
                    CVal::Float(f) => f != 0.0,
                    CVal::Addr(..) => true,
                };
                self.const_expr(if t { a } else { b })?
            }
            ExprKind::Comma(_, b) => self.const_expr(b)?,
            ExprKind::Builtin(Builtin::Inf, _) => CVal::Float(f64::INFINITY),
            ExprKind::Builtin(Builtin::Nan, _) => CVal::Float(f64::NAN),
            ExprKind::Builtin(Builtin::ConstantP, args) => CVal::Int(
                args.first()
                    .map(|a| matches!(a.kind, ExprKind::IntConst(_) | ExprKind::FloatConst(_)))
                    .unwrap_or(false) as i128,
            ),
            ExprKind::Builtin(Builtin::Expect, args) if !args.is_empty() => {
                self.const_expr(&args[0])?
            }
            _ => return Err(not_const(e)),
        })
    }

    /// The address of a constant lvalue (a global, a string literal, a member of one, ...).
    pub fn const_lvalue(&mut self, e: &Expr) -> R<(PointerValue<'ctx>, i64)> {
        match &e.kind {
            ExprKind::Global(id) => {
                let g = self
                    .globals
                    .get(*id as usize)
                    .copied()
                    .flatten()
                    .ok_or("internal error: unknown global")?;
                Ok((g.as_pointer_value(), 0))
            }
            ExprKind::Func(id) => {
                let f = self
                    .funcs
                    .get(*id as usize)
                    .copied()
                    .flatten()
                    .ok_or("internal error: unknown function")?;
                Ok((f.as_global_value().as_pointer_value(), 0))
            }
            ExprKind::StringLit(b) => {
                let g = self.string_global(b, &e.ty)?;
                Ok((g.as_pointer_value(), 0))
            }
            ExprKind::Deref(p) => match self.const_expr(p)? {
                CVal::Addr(b, d) => Ok((b, d)),
                _ => Err(not_const(e)),
            },
            ExprKind::Member { base, field } => {
                let (b, d) = self.const_lvalue(base)?;
                let Type::Struct(id) = base.ty else {
                    return Err(not_const(e));
                };
                let f = self
                    .x
                    .struct_def(id)
                    .fields
                    .get(*field as usize)
                    .ok_or("internal error: bad field")?;
                Ok((b, d + f.offset as i64))
            }
            ExprKind::CompoundLiteral { init, .. } => {
                let g = self.private_const_global(&e.ty, init, false)?;
                Ok((g.as_pointer_value(), 0))
            }
            ExprKind::Cast(CastKind::ArrayToPtr | CastKind::FuncToPtr, inner) => {
                self.const_lvalue(inner)
            }
            _ => Err(not_const(e)),
        }
    }
}

fn const_int128<'ctx>(
    t: inkwell::types::IntType<'ctx>,
    n: i128,
) -> inkwell::values::IntValue<'ctx> {
    if t.get_bit_width() <= 64 {
        t.const_int(n as u64, n < 0)
    } else {
        let u = n as u128;
        t.const_int_arbitrary_precision(&[u as u64, (u >> 64) as u64])
    }
}

pub(crate) fn const_int_of<'ctx>(
    t: inkwell::types::IntType<'ctx>,
    n: i128,
) -> inkwell::values::IntValue<'ctx> {
    const_int128(t, n)
}

fn const_array<'ctx>(
    et: BasicTypeEnum<'ctx>,
    vals: &[BasicValueEnum<'ctx>],
) -> BasicValueEnum<'ctx> {
    match et {
        BasicTypeEnum::IntType(t) => t
            .const_array(&vals.iter().map(|v| v.into_int_value()).collect::<Vec<_>>())
            .into(),
        BasicTypeEnum::FloatType(t) => t
            .const_array(
                &vals
                    .iter()
                    .map(|v| v.into_float_value())
                    .collect::<Vec<_>>(),
            )
            .into(),
        BasicTypeEnum::PointerType(t) => t
            .const_array(
                &vals
                    .iter()
                    .map(|v| v.into_pointer_value())
                    .collect::<Vec<_>>(),
            )
            .into(),
        BasicTypeEnum::ArrayType(t) => t
            .const_array(
                &vals
                    .iter()
                    .map(|v| v.into_array_value())
                    .collect::<Vec<_>>(),
            )
            .into(),
        BasicTypeEnum::StructType(t) => t
            .const_array(
                &vals
                    .iter()
                    .map(|v| v.into_struct_value())
                    .collect::<Vec<_>>(),
            )
            .into(),
        BasicTypeEnum::VectorType(t) => t
            .const_array(
                &vals
                    .iter()
                    .map(|v| v.into_vector_value())
                    .collect::<Vec<_>>(),
            )
            .into(),
        BasicTypeEnum::ScalableVectorType(t) => t
            .const_array(
                &vals
                    .iter()
                    .map(|v| v.into_scalable_vector_value())
                    .collect::<Vec<_>>(),
            )
            .into(),
    }
}

fn fold_binary<'ctx>(
    op: BinOp,
    x: CVal<'ctx>,
    y: CVal<'ctx>,
    opk: Option<IntKind>,
    resk: Option<IntKind>,
) -> Option<CVal<'ctx>> {
    use BinOp::*;
    let norm = |v: i128| resk.map(|k| normalize(v, k)).unwrap_or(v);
    match (x, y) {
        (CVal::Int(a), CVal::Int(b)) => {
            let signed = opk.map(|k| k.is_signed()).unwrap_or(true);
            let (ua, ub) = match opk {
                Some(k) if !k.is_signed() && k.bits() < 128 => {
                    (a & ((1i128 << k.bits()) - 1), b & ((1i128 << k.bits()) - 1))
                }
                _ => (a, b),
            };
            Some(CVal::Int(match op {
                Add => norm(a.wrapping_add(b)),
                Sub => norm(a.wrapping_sub(b)),
                Mul => norm(a.wrapping_mul(b)),
                Div => {
                    if b == 0 {
                        return None;
                    }
                    norm(if signed { a.wrapping_div(b) } else { ua / ub })
                }
                Rem => {
                    if b == 0 {
                        return None;
                    }
                    norm(if signed { a.wrapping_rem(b) } else { ua % ub })
                }
                Shl => norm(a.wrapping_shl(b as u32)),
                Shr => norm(if signed {
                    a >> (b as u32).min(127)
                } else {
                    ua >> (b as u32).min(127)
                }),
                And => norm(a & b),
                Or => norm(a | b),
                Xor => norm(a ^ b),
                Eq => (a == b) as i128,
                Ne => (a != b) as i128,
                Lt => (if signed { a < b } else { ua < ub }) as i128,
                Le => (if signed { a <= b } else { ua <= ub }) as i128,
                Gt => (if signed { a > b } else { ua > ub }) as i128,
                Ge => (if signed { a >= b } else { ua >= ub }) as i128,
            }))
        }
        (CVal::Float(_), _) | (_, CVal::Float(_)) => {
            let f = |v: CVal| match v {
                CVal::Float(f) => Some(f),
                CVal::Int(n) => Some(n as f64),
                _ => None,
            };
            let (a, b) = (f(x)?, f(y)?);
            Some(match op {
                Add => CVal::Float(a + b),
                Sub => CVal::Float(a - b),
                Mul => CVal::Float(a * b),
                Div => CVal::Float(a / b),
                Eq => CVal::Int((a == b) as i128),
                Ne => CVal::Int((a != b) as i128),
                Lt => CVal::Int((a < b) as i128),
                Le => CVal::Int((a <= b) as i128),
                Gt => CVal::Int((a > b) as i128),
                Ge => CVal::Int((a >= b) as i128),
                _ => return None,
            })
        }
        (CVal::Addr(p, d), CVal::Int(n)) if matches!(op, Add | Sub) => Some(CVal::Addr(
            p,
            if op == Add {
                d + n as i64
            } else {
                d - n as i64
            },
        )),
        (CVal::Addr(p, d1), CVal::Addr(q, d2)) if p == q => Some(CVal::Int(match op {
            Eq => (d1 == d2) as i128,
            Ne => (d1 != d2) as i128,
            Sub => (d1 - d2) as i128,
            _ => return None,
        })),
        _ => None,
    }
}

/// Reads a C floating constant (decimal or hexadecimal, optional sign and suffix) as an f64.
pub(crate) fn parse_c_float(text: &str) -> Option<f64> {
    let t = text.trim().trim_end_matches(['l', 'L', 'f', 'F']);
    let (neg, t) = match t.strip_prefix('-') {
        Some(r) => (true, r),
        None => (false, t.strip_prefix('+').unwrap_or(t)),
    };
    let v = if let Some(h) = t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
        let (mant, exp) = match h.find(['p', 'P']) {
            Some(i) => (&h[..i], h[i + 1..].parse::<i32>().ok()?),
            None => (h, 0),
        };
        let (ip, fp) = match mant.find('.') {
            Some(i) => (&mant[..i], &mant[i + 1..]),
            None => (mant, ""),
        };
        let mut v = 0f64;
        for c in ip.chars() {
            v = v * 16.0 + c.to_digit(16)? as f64;
        }
        let mut scale = 1.0 / 16.0;
        for c in fp.chars() {
            v += c.to_digit(16)? as f64 * scale;
            scale /= 16.0;
        }
        v * 2f64.powi(exp)
    } else {
        t.parse::<f64>().ok()?
    };
    Some(if neg { -v } else { v })
}

/// Writes `src` into an initialiser image, refusing writes outside the object.
fn put(img: &mut [u8], at: usize, src: &[u8]) -> R<()> {
    match img.get_mut(at..at + src.len()) {
        Some(d) => {
            d.copy_from_slice(src);
            Ok(())
        }
        None => Err("internal error: initializer outside its object".into()),
    }
}

/// IEEE binary16 bits of `f` (round to nearest even; only for constants: exact in every value
/// C code writes as a `_Float16` literal, and correctly rounded otherwise).
fn f32_to_f16(f: f32) -> u16 {
    let b = f.to_bits();
    let sign = ((b >> 16) & 0x8000) as u16;
    let exp = ((b >> 23) & 0xff) as i32;
    let man = b & 0x7f_ffff;
    if exp == 0xff {
        return sign | 0x7c00 | if man != 0 { 0x200 } else { 0 };
    }
    let e = exp - 127 + 15;
    if e >= 0x1f {
        return sign | 0x7c00;
    }
    // Normal or subnormal: shift the 24-bit significand into place and round to nearest even.
    let (m, shift) = if e <= 0 {
        (man | 0x80_0000, (14 - e) as u32)
    } else {
        (man, 13u32)
    };
    if shift > 24 {
        return sign;
    }
    let half = 1u32 << (shift - 1);
    let rest = m & ((1u32 << shift) - 1);
    let mut v = m >> shift;
    if rest > half || (rest == half && v & 1 == 1) {
        v += 1;
    }
    if e <= 0 {
        sign | v as u16
    } else {
        // A carry out of the significand bumps the exponent, as the bit layout does by itself.
        sign | (((e as u32) << 10) + v) as u16
    }
}

/// The in-memory bytes of a floating value of kind `k` (10 bytes for x87).
fn float_bytes(k: FloatKind, f: f64) -> Vec<u8> {
    match k {
        FloatKind::Half | FloatKind::Fp16 => f32_to_f16(f as f32).to_le_bytes().to_vec(),
        FloatKind::BF16 => {
            // The top half of the float's bits, rounded to nearest even (NaN stays NaN).
            let b = (f as f32).to_bits();
            let r = if (f as f32).is_nan() {
                (b >> 16) | 0x40
            } else {
                (b + 0x7fff + ((b >> 16) & 1)) >> 16
            };
            (r as u16).to_le_bytes().to_vec()
        }
        FloatKind::Float => (f as f32).to_le_bytes().to_vec(),
        FloatKind::Double => f.to_le_bytes().to_vec(),
        FloatKind::LongDouble => f64_to_x87(f)[..10].to_vec(),
    }
}
