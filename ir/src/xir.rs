//! XIR: the typed, structured IR between semantic analysis and LLVM code generation.
//!
//! Everything implicit in C is explicit here: every expression has a resolved [`Type`]; usual
//! arithmetic conversions, integer promotions, array/function decay and lvalue-to-rvalue loads
//! are [`ExprKind::Cast`] / [`ExprKind::Load`] nodes; pointer arithmetic is scaled by its own
//! node kinds; names are resolved to ids. Control flow stays structured (regions, not a CFG) so
//! passes can see loops. XMP distribution and communication constructs join as their own
//! statement and expression kinds as the issues that implement them land.

use crate::types::{FuncType, LocalId, StructDef, StructId, Type};
pub use xmp_frontend::source::{SourceMap, Span};

pub type GlobalId = u32;
pub type FuncId = u32;
/// A label inside one function (goto targets, and the `case` labels of a switch).
pub type LabelId = u32;

/// One translation unit in XIR.
#[derive(Clone, Debug, Default)]
pub struct Module {
    pub source_map: SourceMap,
    pub structs: Vec<StructDef>,
    pub globals: Vec<Global>,
    pub functions: Vec<Function>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Linkage {
    /// Visible to other translation units.
    External,
    /// `static`.
    Internal,
}

#[derive(Clone, Debug)]
pub struct Global {
    /// The C name.
    pub name: String,
    /// The symbol to emit or link against (differs for `__asm__("x")` renames).
    pub symbol: String,
    pub ty: Type,
    pub linkage: Linkage,
    /// `None` for declarations (`extern int x;`); a tentative definition gets a zero initializer.
    pub init: Option<Init>,
    pub is_const: bool,
    pub thread_local: bool,
    /// Explicit alignment (`_Alignas`, `__attribute__((aligned))`), else the type's.
    pub align: Option<u64>,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub struct Function {
    pub name: String,
    pub symbol: String,
    pub ty: FuncType,
    pub linkage: Linkage,
    /// `inline` without `extern` in C99 makes an inline definition (no external symbol).
    pub inline: bool,
    pub noreturn: bool,
    /// Parameter locals, in order (also entries of `locals`).
    pub params: Vec<LocalId>,
    pub locals: Vec<Local>,
    /// Number of labels allocated in this function.
    pub num_labels: u32,
    /// `None` for declarations.
    pub body: Option<Block>,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub struct Local {
    pub name: String,
    pub ty: Type,
    /// `restrict`-qualified pointer parameter (emitted as `noalias`).
    pub restrict: bool,
    pub volatile: bool,
    /// Explicit alignment, else the type's.
    pub align: Option<u64>,
    pub span: Span,
}

/// Initialiser, already matched against the object's type: braces elided by the programmer are
/// restored, designators resolved, and the shape follows the type.
#[derive(Clone, Debug)]
pub enum Init {
    /// A scalar (or a whole struct/union copied from an expression of that type).
    Expr(Expr),
    /// A string literal initialising a char array (bytes without the terminator; the rest of the
    /// array, including the terminator when it fits, is zero).
    Str(Vec<u8>),
    /// Array elements by index (ascending, possibly sparse); unlisted elements are zero.
    Array(Vec<(u64, Init)>),
    /// Struct members by field index (ascending); unlisted members are zero. For a union, at most
    /// one entry.
    Struct(Vec<(u32, Init)>),
    /// All zero.
    Zero,
}

#[derive(Clone, Debug, Default)]
pub struct Block {
    pub stmts: Vec<Stmt>,
}

#[derive(Clone, Debug)]
pub struct Stmt {
    pub kind: StmtKind,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub enum StmtKind {
    Block(Block),
    /// Evaluate for side effects.
    Expr(Expr),
    /// Enter scope of a local: evaluates VLA sizes (through earlier `Expr` statements) and stores
    /// the initialiser, if any. Locals without an initialiser are left undefined.
    Decl { local: LocalId, init: Option<Init> },
    If { cond: Expr, then: Block, els: Option<Block> },
    /// `while (cond) body`
    While { cond: Expr, body: Block },
    /// `do body while (cond);`
    DoWhile { body: Block, cond: Expr },
    /// `for (init; cond; step) body`; `init` may declare locals.
    For { init: Block, cond: Option<Expr>, step: Option<Expr>, body: Block },
    /// The controlling expression is already promoted; `cases` list each case value with the
    /// label placed in `body`, and `default` the default label, if any.
    Switch { cond: Expr, cases: Vec<(i128, LabelId)>, default: Option<LabelId>, body: Block },
    Break,
    Continue,
    Return(Option<Expr>),
    Goto(LabelId),
    /// `goto *expr;`
    GotoIndirect(Expr),
    /// A label (named, or a `case`/`default` of an enclosing switch).
    Label(LabelId),
}

#[derive(Clone, Debug)]
pub struct Expr {
    pub kind: ExprKind,
    pub ty: Type,
    pub span: Span,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    /// Signed or unsigned according to the operand type.
    Div,
    Rem,
    Shl,
    /// Arithmetic for signed operands, logical for unsigned.
    Shr,
    And,
    Or,
    Xor,
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnOp {
    Neg,
    BitNot,
    /// `!x` on a scalar, result `int`.
    Not,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CastKind {
    /// Between integer types (extend/truncate by the source's signedness).
    IntToInt,
    IntToFloat,
    FloatToInt,
    FloatToFloat,
    PtrToInt,
    IntToPtr,
    PtrToPtr,
    /// Scalar to `_Bool` (compare with zero).
    ToBool,
    /// Lvalue of array type to pointer to its first element (operand is an lvalue).
    ArrayToPtr,
    /// Function designator to pointer.
    FuncToPtr,
    /// Discard (`(void)e`).
    ToVoid,
    /// Real to complex, complex to complex, complex to real.
    Complex,
}

/// Lvalue expressions designate memory: `Local`, `Global`, `Deref`, `Member` of an lvalue,
/// `CompoundLiteral`, `StringLit`. Code generation takes their address; a `Load` reads them.
#[derive(Clone, Debug)]
pub enum ExprKind {
    /// Integer constant of the expression's type (two's complement bits in an i128).
    IntConst(i128),
    FloatConst(f64),
    /// A string literal: an lvalue of type `char[N+1]` (or wide element type); bytes include the
    /// terminator.
    StringLit(Vec<u8>),
    Local(LocalId),
    Global(GlobalId),
    Func(FuncId),
    /// Lvalue-to-rvalue conversion. `volatile` accesses are marked.
    Load { lvalue: Box<Expr>, volatile: bool },
    AddrOf(Box<Expr>),
    /// `*p` as an lvalue of the pointee type.
    Deref(Box<Expr>),
    /// `base.field` (base an lvalue or an rvalue struct); `field` indexes `StructDef::fields`.
    Member { base: Box<Expr>, field: u32 },
    Unary(UnOp, Box<Expr>),
    /// Arithmetic/comparison on operands already converted to a common type (or both pointers for
    /// comparisons). Comparisons yield `int`.
    Binary(BinOp, Box<Expr>, Box<Expr>),
    /// Pointer plus integer (scaled by the pointee size; the integer is already `long`).
    PtrAdd(Box<Expr>, Box<Expr>),
    /// Pointer minus pointer, in elements (`ptrdiff_t`).
    PtrDiff(Box<Expr>, Box<Expr>),
    /// `&&` / `||` with short circuit; result `int`.
    LogAnd(Box<Expr>, Box<Expr>),
    LogOr(Box<Expr>, Box<Expr>),
    Cast(CastKind, Box<Expr>),
    /// `lhs = rhs`; rhs already converted to lhs's type. Value: the stored value.
    Assign { lhs: Box<Expr>, rhs: Box<Expr>, volatile: bool },
    /// `lhs op= rhs`: load lhs, convert to `op_ty`, apply `op` with rhs (already of `op_ty`, or
    /// an integer for pointer `+=`/`-=`), convert back, store. Value: the stored value.
    CompoundAssign { op: BinOp, lhs: Box<Expr>, rhs: Box<Expr>, op_ty: Type, volatile: bool },
    /// `++`/`--`, prefix or postfix; on pointers steps by one element.
    IncDec { lvalue: Box<Expr>, inc: bool, prefix: bool, volatile: bool },
    Cond(Box<Expr>, Box<Expr>, Box<Expr>),
    /// Evaluate the first for side effects, yield the second.
    Comma(Box<Expr>, Box<Expr>),
    /// Arguments are already converted to the parameter types (default promotions for variadic
    /// and unprototyped arguments).
    Call { callee: Box<Expr>, args: Vec<Expr> },
    /// Compiler builtins that are not ordinary calls.
    Builtin(Builtin, Vec<Expr>),
    /// `sizeof` of a VLA type, evaluated at run time (constant sizes are folded to `IntConst`).
    VlaSizeof(Type),
    /// `(type){...}`: an lvalue of a fresh object (local or, at file scope, static).
    CompoundLiteral { local: Option<LocalId>, init: Box<Init> },
    /// GNU `({ ... })`: the block runs, then `result` (if any) is the value.
    StmtExpr { body: Block, result: Option<Box<Expr>> },
    /// `va_arg(ap, T)` where the argument is the `va_list` lvalue; the expression's type is T.
    VaArg(Box<Expr>),
    /// GNU `&&label`.
    LabelAddr(LabelId),
    /// Zero-initialised value of the expression's type (used for implicit struct/union values).
    Zero,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Builtin {
    VaStart,
    VaEnd,
    VaCopy,
    /// `__builtin_expect(e, c)` -> e (with the hint).
    Expect,
    /// `__builtin_unreachable()`
    Unreachable,
    /// `__builtin_trap()` / `abort`-like trap.
    Trap,
    /// `__builtin_huge_val[f|l]()`, `__builtin_inf*()`.
    Inf,
    /// `__builtin_nan*("")`.
    Nan,
    IsNan,
    IsInf,
    IsInfSign,
    IsFinite,
    SignBit,
    FAbs,
    /// `__builtin_memcpy`, `__builtin_memset`, ... map to the libc functions; these are the
    /// remaining bit operations.
    Clz,
    Ctz,
    Popcount,
    Bswap16,
    Bswap32,
    Bswap64,
    /// `__builtin_alloca(n)`.
    Alloca,
    /// `__builtin_constant_p(e)` (folded when possible).
    ConstantP,
    /// `__builtin_frame_address`, `__builtin_return_address` are not supported (diagnosed).
    /// `__builtin_prefetch(p, ...)` -> nothing.
    Prefetch,
}

impl Expr {
    pub fn new(kind: ExprKind, ty: Type, span: Span) -> Expr {
        Expr { kind, ty, span }
    }
    /// Whether this expression designates memory (see [`ExprKind`]).
    pub fn is_lvalue(&self) -> bool {
        match &self.kind {
            ExprKind::Local(_)
            | ExprKind::Global(_)
            | ExprKind::Deref(_)
            | ExprKind::StringLit(_)
            | ExprKind::CompoundLiteral { .. } => true,
            ExprKind::Member { base, .. } => base.is_lvalue(),
            _ => false,
        }
    }
}

impl Module {
    pub fn struct_def(&self, id: StructId) -> &StructDef {
        &self.structs[id as usize]
    }
}
