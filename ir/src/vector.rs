//! GNU vector operations that are not plain C operators: the XIR side of
//! `__builtin_shufflevector`, `__builtin_convertvector`, the generic `__builtin_elementwise_*`
//! and `__builtin_reduce_*` builtins, and the implicit splats and bit casts of vector
//! expressions. Each is an [`crate::xir::Builtin::Vector`] node; code generation maps it to
//! LLVM instructions or intrinsics.

/// One vector operation. Operands are the `Builtin` node's arguments; the node's type is the
/// result type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VecOp {
    /// A scalar (already of the element type) copied into every lane.
    Splat,
    /// Reinterprets the bits of a vector or scalar as another type of the same size.
    Bitcast,
    /// Lane-wise numeric conversion to a vector with as many lanes (`__builtin_convertvector`).
    Convert,
    /// `__builtin_shufflevector(a, b, i...)`: operands `a`, `b`, then one integer constant per
    /// result lane (-1: undefined lane).
    Shuffle,
    /// A lane-wise function of one to three operands of the result's type.
    Elementwise(ElemFn),
    /// A reduction of all lanes to one element.
    Reduce(ReduceFn),
    /// `__builtin_nondeterministic_value(x)`: any value of `x`'s type (a frozen poison).
    Nondeterministic,
    /// `__builtin_nontemporal_load(p)`.
    NontemporalLoad,
    /// `__builtin_nontemporal_store(v, p)`.
    NontemporalStore,
}

/// Lane-wise functions of `__builtin_elementwise_*`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ElemFn {
    Abs,
    Max,
    Min,
    AddSat,
    SubSat,
    Popcount,
    Bitreverse,
    Fshl,
    Fshr,
    /// `clzg(x)` (zero input undefined) or `clzg(x, fallback)`.
    Clzg,
    /// `ctzg(x)` or `ctzg(x, fallback)`.
    Ctzg,
    /// The floating-point intrinsic `llvm.<FLOAT_INTRINSICS[i]>`, with the arity of the
    /// table entry.
    Float(u8),
}

/// LLVM floating-point intrinsics of the elementwise builtins (indexed by [`ElemFn::Float`]).
pub const FLOAT_INTRINSICS: &[&str] = &[
    "sqrt",
    "fma",
    "ceil",
    "floor",
    "trunc",
    "round",
    "roundeven",
    "rint",
    "nearbyint",
    "sin",
    "cos",
    "exp",
    "exp2",
    "log",
    "log2",
    "log10",
    "pow",
    "copysign",
    "maxnum",
    "minnum",
    "maximum",
    "minimum",
    "canonicalize",
];

/// Reductions of `__builtin_reduce_*`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReduceFn {
    Add,
    Mul,
    And,
    Or,
    Xor,
    Max,
    Min,
}

/// Which operand types a builtin accepts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Domain {
    Int,
    Float,
    Any,
}

/// `__builtin_elementwise_<name>`: the function, its operand count (a range for optional
/// trailing operands) and the operand domain.
pub const ELEMENTWISE: &[(&str, ElemFn, u8, u8, Domain)] = &[
    ("abs", ElemFn::Abs, 1, 1, Domain::Any),
    ("max", ElemFn::Max, 2, 2, Domain::Any),
    ("min", ElemFn::Min, 2, 2, Domain::Any),
    ("add_sat", ElemFn::AddSat, 2, 2, Domain::Int),
    ("sub_sat", ElemFn::SubSat, 2, 2, Domain::Int),
    ("popcount", ElemFn::Popcount, 1, 1, Domain::Int),
    ("bitreverse", ElemFn::Bitreverse, 1, 1, Domain::Int),
    ("fshl", ElemFn::Fshl, 3, 3, Domain::Int),
    ("fshr", ElemFn::Fshr, 3, 3, Domain::Int),
    ("clzg", ElemFn::Clzg, 1, 2, Domain::Int),
    ("ctzg", ElemFn::Ctzg, 1, 2, Domain::Int),
    ("sqrt", ElemFn::Float(0), 1, 1, Domain::Float),
    ("fma", ElemFn::Float(1), 3, 3, Domain::Float),
    ("ceil", ElemFn::Float(2), 1, 1, Domain::Float),
    ("floor", ElemFn::Float(3), 1, 1, Domain::Float),
    ("trunc", ElemFn::Float(4), 1, 1, Domain::Float),
    ("round", ElemFn::Float(5), 1, 1, Domain::Float),
    ("roundeven", ElemFn::Float(6), 1, 1, Domain::Float),
    ("rint", ElemFn::Float(7), 1, 1, Domain::Float),
    ("nearbyint", ElemFn::Float(8), 1, 1, Domain::Float),
    ("sin", ElemFn::Float(9), 1, 1, Domain::Float),
    ("cos", ElemFn::Float(10), 1, 1, Domain::Float),
    ("exp", ElemFn::Float(11), 1, 1, Domain::Float),
    ("exp2", ElemFn::Float(12), 1, 1, Domain::Float),
    ("log", ElemFn::Float(13), 1, 1, Domain::Float),
    ("log2", ElemFn::Float(14), 1, 1, Domain::Float),
    ("log10", ElemFn::Float(15), 1, 1, Domain::Float),
    ("pow", ElemFn::Float(16), 2, 2, Domain::Float),
    ("copysign", ElemFn::Float(17), 2, 2, Domain::Float),
    ("maxnum", ElemFn::Float(18), 2, 2, Domain::Float),
    ("minnum", ElemFn::Float(19), 2, 2, Domain::Float),
    ("maximum", ElemFn::Float(20), 2, 2, Domain::Float),
    ("minimum", ElemFn::Float(21), 2, 2, Domain::Float),
    ("canonicalize", ElemFn::Float(22), 1, 1, Domain::Float),
];

/// `__builtin_reduce_<name>`: the reduction and its element domain.
pub const REDUCE: &[(&str, ReduceFn, Domain)] = &[
    ("add", ReduceFn::Add, Domain::Int),
    ("mul", ReduceFn::Mul, Domain::Int),
    ("and", ReduceFn::And, Domain::Int),
    ("or", ReduceFn::Or, Domain::Int),
    ("xor", ReduceFn::Xor, Domain::Int),
    ("max", ReduceFn::Max, Domain::Any),
    ("min", ReduceFn::Min, Domain::Any),
];
