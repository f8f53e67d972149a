//! C types as XIR sees them: resolved, unqualified (volatility travels on memory accesses), with
//! struct layouts computed by semantic analysis for x86-64 System V.

/// Index into [`crate::xir::Module::structs`].
pub type StructId = u32;
/// Index into a function's [`crate::xir::Function::locals`].
pub type LocalId = u32;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum IntKind {
    /// `_Bool`
    Bool,
    /// `char` (signed on x86-64 unless `-funsigned-char`), `signed char`, `unsigned char`
    Char,
    SChar,
    UChar,
    Short,
    UShort,
    Int,
    UInt,
    Long,
    ULong,
    LongLong,
    ULongLong,
    Int128,
    UInt128,
}

impl IntKind {
    pub fn bits(self) -> u32 {
        use IntKind::*;
        match self {
            Bool => 1,
            Char | SChar | UChar => 8,
            Short | UShort => 16,
            Int | UInt => 32,
            Long | ULong | LongLong | ULongLong => 64,
            Int128 | UInt128 => 128,
        }
    }
    /// Storage size in bytes.
    pub fn size(self) -> u64 {
        match self {
            IntKind::Bool => 1,
            k => (k.bits() / 8) as u64,
        }
    }
    pub fn is_signed(self) -> bool {
        use IntKind::*;
        match self {
            Char => !xmp_frontend::plain_char::is_unsigned(),
            k => matches!(k, SChar | Short | Int | Long | LongLong | Int128),
        }
    }
    /// Integer conversion rank (C99 6.3.1.1).
    pub fn rank(self) -> u32 {
        use IntKind::*;
        match self {
            Bool => 0,
            Char | SChar | UChar => 1,
            Short | UShort => 2,
            Int | UInt => 3,
            Long | ULong => 4,
            LongLong | ULongLong => 5,
            Int128 | UInt128 => 6,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FloatKind {
    /// `_Float16`.
    Half,
    /// `__bf16`.
    BF16,
    /// `__fp16`: stored as IEEE half, computed as `float`.
    Fp16,
    Float,
    Double,
    /// x86 80-bit extended, 16-byte storage.
    LongDouble,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Type {
    Void,
    Int(IntKind),
    Float(FloatKind),
    /// `_Complex float/double/long double`.
    Complex(FloatKind),
    Pointer(Box<Type>),
    /// Fixed-size array; `None` length for incomplete arrays (`extern int a[];`, flexible members).
    Array(Box<Type>, Option<u64>),
    /// Variable-length array whose element count is held in the given local (evaluated once at
    /// the declaration, as C requires).
    Vla(Box<Type>, LocalId),
    Struct(StructId),
    Function(Box<FuncType>),
    /// `__builtin_va_list` (x86-64: `struct { u32, u32, ptr, ptr }[1]`).
    VaList,
    /// GNU vector (`__attribute__((vector_size(N)))`): `lanes` elements of an integer or
    /// `float`/`double` type, a power of two; size `lanes * sizeof(elem)`, aligned to its size
    /// unless the third field (a typedef's `aligned` attribute, as in clang's `__m128_u`) is
    /// nonzero. Vectors differing only in that alignment are compatible types. The
    /// [`EXT_VECTOR`] bit of the third field marks clang's `ext_vector_type` vectors (lane
    /// names `.xyzw`, `.s0`..; scalars splat in casts); see [`vector_align`].
    Vector(Box<Type>, u32, u32),
}

/// The bit of a vector type's third field that marks an `ext_vector_type` vector.
pub const EXT_VECTOR: u32 = 1 << 31;

/// The explicit alignment in a vector type's third field (0: natural).
pub fn vector_align(a: u32) -> u32 {
    a & !EXT_VECTOR
}

#[derive(Clone, Debug, PartialEq)]
pub struct FuncType {
    pub ret: Type,
    pub params: Vec<Type>,
    pub variadic: bool,
    /// Declared without a prototype (`int f();`): calls apply default argument promotions.
    pub no_prototype: bool,
}

/// A struct or union with its layout.
#[derive(Clone, Debug, PartialEq)]
pub struct StructDef {
    /// The tag, or a generated name for anonymous ones.
    pub name: String,
    pub is_union: bool,
    pub fields: Vec<Field>,
    pub size: u64,
    pub align: u64,
    /// False while only declared (`struct S;`).
    pub complete: bool,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Field {
    /// Empty for unnamed bit-fields and anonymous members.
    pub name: String,
    pub ty: Type,
    /// Byte offset of the field (of its storage unit, for bit-fields).
    pub offset: u64,
    pub bitfield: Option<BitField>,
}

/// A bit-field's bits start `bit_offset` bits after `Field::offset`. Loads and stores touch
/// only the bytes that hold its bits: a bit-field of a packed struct may span more bytes than
/// its declared type (an `int : 30` starting at bit 3 of a byte covers 5 bytes).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BitField {
    /// Bit position inside the storage unit (little-endian numbering).
    pub bit_offset: u32,
    pub width: u32,
}

impl Type {
    pub fn int() -> Type {
        Type::Int(IntKind::Int)
    }
    pub fn is_void(&self) -> bool {
        matches!(self, Type::Void)
    }
    pub fn is_integer(&self) -> bool {
        matches!(self, Type::Int(_))
    }
    pub fn is_floating(&self) -> bool {
        matches!(self, Type::Float(_))
    }
    pub fn is_arithmetic(&self) -> bool {
        matches!(self, Type::Int(_) | Type::Float(_) | Type::Complex(_))
    }
    pub fn is_vector(&self) -> bool {
        matches!(self, Type::Vector(..))
    }
    /// An `ext_vector_type` vector.
    pub fn is_ext_vector(&self) -> bool {
        matches!(self, Type::Vector(_, _, a) if a & EXT_VECTOR != 0)
    }
    /// The element type and lane count of a vector.
    pub fn vector_parts(&self) -> Option<(&Type, u32)> {
        match self {
            Type::Vector(e, n, _) => Some((e, *n)),
            _ => None,
        }
    }
    pub fn is_pointer(&self) -> bool {
        matches!(self, Type::Pointer(_))
    }
    pub fn is_scalar(&self) -> bool {
        self.is_arithmetic() || self.is_pointer()
    }
    /// The pointee of a pointer, or the element of an array.
    pub fn pointee(&self) -> Option<&Type> {
        match self {
            Type::Pointer(t) | Type::Array(t, _) | Type::Vla(t, _) => Some(t),
            _ => None,
        }
    }
}
