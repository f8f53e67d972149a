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
    /// XMP objects and program-level facts (empty for plain C).
    pub xmp: XmpModule,
    /// Module assembly and per-function target features.
    pub target: crate::target::TargetModule,
    /// Static locals whose initializers hold addresses of labels (GNU labels as values:
    /// `static void *t[] = {&&a, &&b};`), with the function whose labels they are.
    pub label_statics: Vec<(GlobalId, FuncId)>,
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
    /// GNU attributes that change what is emitted for the function.
    pub attrs: FnAttrs,
    /// Parameter locals, in order (also entries of `locals`).
    pub params: Vec<LocalId>,
    pub locals: Vec<Local>,
    /// Number of labels allocated in this function.
    pub num_labels: u32,
    /// `None` for declarations.
    pub body: Option<Block>,
    pub span: Span,
}

/// GNU function attributes with an effect on code generation (the others are accepted and
/// have none, as for clang's hints we do not act on).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FnAttrs {
    /// `constructor(prio)`: called before `main` (priority 65535 when none is given).
    pub constructor: Option<u32>,
    /// `destructor(prio)`: called after `main` returns or at `exit`.
    pub destructor: Option<u32>,
    pub noinline: bool,
    pub always_inline: bool,
    pub cold: bool,
    /// A weak definition or reference.
    pub weak: bool,
    /// `used`: kept even when nothing references it.
    pub used: bool,
    /// `aligned(n)`: the code's alignment (and `__alignof__` of the function).
    pub align: Option<u64>,
}

impl FnAttrs {
    /// Adds the attributes of a later declaration of the same function.
    pub fn merge(&mut self, o: &FnAttrs) {
        self.constructor = self.constructor.or(o.constructor);
        self.destructor = self.destructor.or(o.destructor);
        self.noinline |= o.noinline;
        self.always_inline |= o.always_inline;
        self.cold |= o.cold;
        self.weak |= o.weak;
        self.used |= o.used;
        self.align = self.align.max(o.align);
    }
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
    /// The private accumulator of an XMP loop reduction with this operator. The iterations of
    /// a `loop` may run in any order (reference 6.3.1) and the combination order is unspecified
    /// (6.3.5), so codegen may reassociate the floating-point updates of it (which lets LLVM
    /// vectorise the reduction).
    pub reduction: Option<XmpReduceOp>,
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
    Decl {
        local: LocalId,
        init: Option<Init>,
    },
    If {
        cond: Expr,
        then: Block,
        els: Option<Block>,
    },
    /// `while (cond) body`
    While {
        cond: Expr,
        body: Block,
    },
    /// `do body while (cond);`
    DoWhile {
        body: Block,
        cond: Expr,
    },
    /// `for (init; cond; step) body`; `init` may declare locals.
    For {
        init: Block,
        cond: Option<Expr>,
        step: Option<Expr>,
        body: Block,
    },
    /// The controlling expression is already promoted; `cases` list each case value with the
    /// label placed in `body`, and `default` the default label, if any.
    Switch {
        cond: Expr,
        cases: Vec<(i128, LabelId)>,
        default: Option<LabelId>,
        body: Block,
    },
    Break,
    Continue,
    Return(Option<Expr>),
    Goto(LabelId),
    /// `goto *expr;`
    GotoIndirect(Expr),
    /// A label (named, or a `case`/`default` of an enclosing switch).
    Label(LabelId),
    /// An XMP executable directive or construct (see [`XmpStmt`]).
    Xmp(Box<XmpStmt>),
    /// An OpenMP construct (see [`crate::omp::OmpStmt`]).
    Omp(Box<crate::omp::OmpStmt>),
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
    /// A `long double` constant that an `f64` cannot hold exactly: the text of a C floating
    /// constant without suffix (decimal or hexadecimal, possibly with a leading `-`), to be
    /// converted with x87 extended precision (LLVM `const_float_from_string` on `x86_fp80`).
    LongDoubleConst(String),
    /// A `_Complex` constant `re + im*i` of the expression's complex type (GNU imaginary
    /// literals like `2.0i`, which `complex.h`'s `I` expands to).
    ComplexConst {
        re: f64,
        im: f64,
    },
    /// A string literal: an lvalue of type `char[N+1]` (or wide element type); bytes include the
    /// terminator.
    StringLit(Vec<u8>),
    Local(LocalId),
    Global(GlobalId),
    Func(FuncId),
    /// Lvalue-to-rvalue conversion. `volatile` accesses are marked.
    Load {
        lvalue: Box<Expr>,
        volatile: bool,
    },
    AddrOf(Box<Expr>),
    /// `*p` as an lvalue of the pointee type.
    Deref(Box<Expr>),
    /// `base.field` (base an lvalue or an rvalue struct); `field` indexes `StructDef::fields`.
    Member {
        base: Box<Expr>,
        field: u32,
    },
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
    Assign {
        lhs: Box<Expr>,
        rhs: Box<Expr>,
        volatile: bool,
    },
    /// `lhs op= rhs`: load lhs, convert to `op_ty`, apply `op` with rhs (already of `op_ty`, or
    /// an integer for pointer `+=`/`-=`), convert back, store. Value: the stored value.
    CompoundAssign {
        op: BinOp,
        lhs: Box<Expr>,
        rhs: Box<Expr>,
        op_ty: Type,
        volatile: bool,
    },
    /// `++`/`--`, prefix or postfix; on pointers steps by one element.
    IncDec {
        lvalue: Box<Expr>,
        inc: bool,
        prefix: bool,
        volatile: bool,
    },
    Cond(Box<Expr>, Box<Expr>, Box<Expr>),
    /// Evaluate the first for side effects, yield the second.
    Comma(Box<Expr>, Box<Expr>),
    /// Arguments are already converted to the parameter types (default promotions for variadic
    /// and unprototyped arguments).
    Call {
        callee: Box<Expr>,
        args: Vec<Expr>,
    },
    /// Compiler builtins that are not ordinary calls.
    Builtin(Builtin, Vec<Expr>),
    /// A GNU `asm` statement (type `void`).
    InlineAsm(Box<crate::target::InlineAsm>),
    /// `sizeof` of a VLA type, evaluated at run time (constant sizes are folded to `IntConst`).
    VlaSizeof(Type),
    /// Lane `idx` (an integer rvalue) of a GNU vector: an lvalue when `vec` is one, else the
    /// lane's value.
    VecElem {
        vec: Box<Expr>,
        idx: Box<Expr>,
    },
    /// `(type){...}`: an lvalue of a fresh object (local or, at file scope, static).
    CompoundLiteral {
        local: Option<LocalId>,
        init: Box<Init>,
    },
    /// GNU `({ ... })`: the block runs, then `result` (if any) is the value.
    StmtExpr {
        body: Block,
        result: Option<Box<Expr>>,
    },
    /// `va_arg(ap, T)` where the argument is the `va_list` lvalue; the expression's type is T.
    VaArg(Box<Expr>),
    /// GNU `&&label`.
    LabelAddr(LabelId),
    /// Zero-initialised value of the expression's type (used for implicit struct/union values).
    Zero,
    /// An element of an XMP global array by its global indices (C order, `long` rvalues): an
    /// lvalue of the element type. Code generation turns it into a local address (naive: per
    /// access through the runtime's dimension maps); `loop-localize` rewrites it to
    /// [`ExprKind::LocalElem`].
    GlobalElem {
        array: GlobalArrayId,
        idx: Box<[Expr]>,
    },
    /// An element of an XMP global array by local storage indices (C order, `long` rvalues,
    /// each `global index + offset` with the view's hoisted offset local): the element
    /// `sum idx_j * stride_j` elements into the local block, where the view's `base` (a
    /// `void *` local) and the `strides` (`long` locals) were set by the enclosing
    /// [`XmpStmt::LocalLoop`] (code generation keeps the offsets folded into the value of
    /// `base`). Made by the `loop-localize` pass.
    LocalElem {
        array: GlobalArrayId,
        base: LocalId,
        strides: Box<[LocalId]>,
        idx: Box<[Expr]>,
    },
    // --- issue 6 (coarrays) ---
    /// GET: the value of `obj` on image `image`. `obj` is an lvalue inside coarray `coarray`
    /// naming this image's copy (the same offset is read remotely); `image` is an `int` rvalue,
    /// 0-based in the current executing image set. An rvalue of `obj`'s type.
    CoGet {
        coarray: CoarrayId,
        obj: Box<Expr>,
        image: Box<Expr>,
    },
    /// PUT: stores `value` (already of `obj`'s type) into `obj` on image `image` (operands as
    /// in [`ExprKind::CoGet`]). Value: the stored value.
    CoPut {
        coarray: CoarrayId,
        obj: Box<Expr>,
        image: Box<Expr>,
        value: Box<Expr>,
        /// Set by `nonblocking-put`: the PUT may return before the data is delivered; an
        /// [`XmpStmt::CoComplete`] (or an image control statement) completes it.
        nonblocking: bool,
    },
    // --- issue 4 (global arrays as values, xmp_desc_of) ---
    /// The name of a global array used as a value (reference 2.4, 8): this node's local
    /// section base (`xmp_rt_array_laddr`, null where the node holds nothing), typed as the
    /// array's decayed C pointer type. An rvalue.
    XmpLocalBase(GlobalArrayId),
    /// `xmp_desc_of(entity)` (reference 2.6): the runtime descriptor (`xmp_desc_t`, `void *`)
    /// of a node array, template or global array. An rvalue.
    XmpDescOf(XmpEntity),
}

/// What `xmp_desc_of` names (issue 4).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum XmpEntity {
    Nodes(NodesId),
    Template(TemplateId),
    Array(GlobalArrayId),
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
    /// `__builtin_prefetch(p, ...)` -> nothing.
    Prefetch,
    /// `__builtin_{add,sub,mul}_overflow(a, b, *r)` and their typed forms: the arguments are
    /// the two integer operands and the result lvalue. Computes `a op b` exactly (in a type wide
    /// enough for all three types), stores it wrapped to the result's type; value: whether it did
    /// not fit.
    Overflow(OverflowOp),
    /// `__builtin_return_address(level)` (`llvm.returnaddress`).
    ReturnAddress(u32),
    /// `__builtin_frame_address(level)` (`llvm.frameaddress`).
    FrameAddress(u32),
    /// `__builtin_setjmp(buf)`: the frame address and stack pointer stored in `buf` as clang
    /// does, then `llvm.eh.sjlj.setjmp`.
    SjljSetjmp,
    /// `__builtin_longjmp(buf, 1)` (`llvm.eh.sjlj.longjmp`); does not return.
    SjljLongjmp,
    /// An x86 target builtin: the index of its entry in [`crate::target::x86::X86_BUILTINS`].
    X86(u16),
    /// GNU vector operations (see [`crate::vector`]).
    Vector(crate::vector::VecOp),
}

/// The operation of a checked-arithmetic builtin ([`Builtin::Overflow`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OverflowOp {
    Add,
    Sub,
    Mul,
}

impl OverflowOp {
    /// The operation's name in the `llvm.*.with.overflow` intrinsics.
    pub fn name(self) -> &'static str {
        match self {
            OverflowOp::Add => "add",
            OverflowOp::Sub => "sub",
            OverflowOp::Mul => "mul",
        }
    }
}

impl Expr {
    pub fn new(kind: ExprKind, ty: Type, span: Span) -> Expr {
        Expr { kind, ty, span }
    }
    /// Calls `f` on every direct subexpression (blocks of statement expressions and
    /// compound-literal initializers are not entered).
    pub fn for_each_child_mut(&mut self, f: &mut dyn FnMut(&mut Expr)) {
        match &mut self.kind {
            ExprKind::Load { lvalue: a, .. }
            | ExprKind::AddrOf(a)
            | ExprKind::Deref(a)
            | ExprKind::Member { base: a, .. }
            | ExprKind::Unary(_, a)
            | ExprKind::Cast(_, a)
            | ExprKind::IncDec { lvalue: a, .. }
            | ExprKind::VaArg(a) => f(a),
            ExprKind::Binary(_, a, b)
            | ExprKind::PtrAdd(a, b)
            | ExprKind::PtrDiff(a, b)
            | ExprKind::LogAnd(a, b)
            | ExprKind::LogOr(a, b)
            | ExprKind::Comma(a, b)
            | ExprKind::VecElem { vec: a, idx: b }
            | ExprKind::Assign { lhs: a, rhs: b, .. }
            | ExprKind::CompoundAssign { lhs: a, rhs: b, .. } => {
                f(a);
                f(b);
            }
            ExprKind::Cond(a, b, c) => {
                f(a);
                f(b);
                f(c);
            }
            ExprKind::Call { callee, args } => {
                f(callee);
                for a in args {
                    f(a);
                }
            }
            ExprKind::LocalElem { idx, .. } | ExprKind::GlobalElem { idx, .. } => {
                for a in idx.iter_mut() {
                    f(a);
                }
            }
            ExprKind::Builtin(_, args) => {
                for a in args {
                    f(a);
                }
            }
            ExprKind::InlineAsm(a) => {
                for x in a.children_mut() {
                    f(x);
                }
            }
            ExprKind::CoGet { obj, image, .. } => {
                f(obj);
                f(image);
            }
            ExprKind::CoPut {
                obj, image, value, ..
            } => {
                f(obj);
                f(image);
                f(value);
            }
            _ => {}
        }
    }

    /// [`Expr::for_each_child_mut`] for reading: calls `f` on every direct subexpression, in
    /// evaluation order where C fixes one (blocks of statement expressions and compound-literal
    /// initializers are not entered).
    pub fn for_each_child<'e>(&'e self, f: &mut dyn FnMut(&'e Expr)) {
        match &self.kind {
            ExprKind::Load { lvalue: a, .. }
            | ExprKind::AddrOf(a)
            | ExprKind::Deref(a)
            | ExprKind::Member { base: a, .. }
            | ExprKind::Unary(_, a)
            | ExprKind::Cast(_, a)
            | ExprKind::IncDec { lvalue: a, .. }
            | ExprKind::VaArg(a) => f(a),
            ExprKind::Binary(_, a, b)
            | ExprKind::PtrAdd(a, b)
            | ExprKind::PtrDiff(a, b)
            | ExprKind::LogAnd(a, b)
            | ExprKind::LogOr(a, b)
            | ExprKind::Comma(a, b)
            | ExprKind::VecElem { vec: a, idx: b }
            | ExprKind::Assign { lhs: a, rhs: b, .. }
            | ExprKind::CompoundAssign { lhs: a, rhs: b, .. } => {
                f(a);
                f(b);
            }
            ExprKind::Cond(a, b, c) => {
                f(a);
                f(b);
                f(c);
            }
            ExprKind::Call { callee, args } => {
                f(callee);
                for a in args {
                    f(a);
                }
            }
            ExprKind::LocalElem { idx, .. } | ExprKind::GlobalElem { idx, .. } => {
                for a in idx.iter() {
                    f(a);
                }
            }
            ExprKind::Builtin(_, args) => {
                for a in args {
                    f(a);
                }
            }
            ExprKind::InlineAsm(a) => {
                for x in a.children() {
                    f(x);
                }
            }
            ExprKind::CoGet { obj, image, .. } => {
                f(obj);
                f(image);
            }
            ExprKind::CoPut {
                obj, image, value, ..
            } => {
                f(obj);
                f(image);
                f(value);
            }
            _ => {}
        }
    }

    /// Whether this expression designates memory (see [`ExprKind`]).
    pub fn is_lvalue(&self) -> bool {
        match &self.kind {
            ExprKind::Local(_)
            | ExprKind::Global(_)
            | ExprKind::Deref(_)
            | ExprKind::StringLit(_)
            | ExprKind::CompoundLiteral { .. }
            | ExprKind::GlobalElem { .. }
            | ExprKind::LocalElem { .. } => true,
            ExprKind::Member { base, .. } => base.is_lvalue(),
            ExprKind::VecElem { vec, .. } => vec.is_lvalue(),
            _ => false,
        }
    }
}

impl Module {
    pub fn struct_def(&self, id: StructId) -> &StructDef {
        &self.structs[id as usize]
    }
}

// ----- XMP (issue 3: nodes, task, tasks, barrier, reduction, bcast, wait_async) -----

/// Index of a node array in [`XmpModule::nodes`].
pub type NodesId = u32;

/// The XMP part of a module.
#[derive(Clone, Debug, Default)]
pub struct XmpModule {
    /// Every node array of the translation unit, file scope and block scope, in declaration
    /// order.
    pub nodes: Vec<NodesDef>,
    /// The program uses the XMP runtime (an XMP directive, or a declaration from `xmp.h`): the
    /// driver links libxmp-rt, and a `main` defined here is wrapped by `xmp_rt_main`.
    pub uses_runtime: bool,
    /// The user's `main` when it is defined in this unit and the runtime is used; lowering has
    /// renamed its symbol to [`USER_MAIN_SYMBOL`], and code generation emits the real `main`
    /// that calls `xmp_rt_main(argc, argv, user_main, nodes_required)`.
    pub user_main: Option<FuncId>,
    /// The node count the first file-scope `nodes` declaration needs (product of its static
    /// extents; 0 when there is none, it has a `*` extent, or it is `= ref`).
    pub nodes_required: u32,
    /// Every template, file scope and block scope, in declaration order.
    pub templates: Vec<TemplateDef>,
    /// Every array aligned with a template (a global array), in `align` order.
    pub arrays: Vec<GlobalArrayDef>,
    /// Every coarray (issue 6), in declaration order.
    pub coarrays: Vec<CoarrayDef>,
    /// The unit uses `post`/`wait` (issue 6): the `main` wrapper sets them up.
    pub uses_post_wait: bool,
    /// The unit uses tasklets (reference 15, an extension): the `main` wrapper sets up their
    /// message area and the driver links libomp.
    pub uses_tasklets: bool,
    /// Run-time extents of file-scope mapping objects (reference 4.2: evaluated when the
    /// program starts): assignments of each such expression to a hidden file-scope variable,
    /// evaluated in order by the start-up code before the file-scope templates are created.
    /// The mapping objects read the hidden variables, so a later change of the user's
    /// variables does not change a shape.
    pub startup: Vec<Expr>,
}

impl XmpModule {
    /// The first data-mapping object code generation cannot handle yet (issue 4 is in
    /// progress): the driver reports it as an error instead of running every node on a full,
    /// undistributed copy.
    pub fn unsupported_in_codegen(&self) -> Option<(Span, String)> {
        // Block-scope directives on file-scope templates and arrays run when reached, on the
        // file-scope handles (codegen/src/xmp/map.rs).
        // Start-up creation runs from the `main` wrapper.
        // issue 6: so does the allocation of coarrays
        if self.user_main.is_none() {
            if let Some(c) = self.coarrays.iter().find(|c| !c.external && !c.pointer) {
                return Some((
                    c.span,
                    "XMP feature 'coarrays defined in a translation unit without main' is not supported yet".into(),
                ));
            }
        }
        // issue 4: file-scope templates and arrays of a unit without `main` are created by
        // its `.xmp.unit.init`, which the `main` wrapper runs (codegen/src/xmp/map.rs).
        None
    }
}

/// One loop of a [`XmpStmt::ParLoop`] nest (outermost first): `for (var = lo; var <= ub (or
/// `>=` when `step < 0`); var += step)`, iteration `var` at template index `var + offset` of
/// template dimension `tdim`. `lo`, `ub` are rvalues of the variable's type evaluated once
/// before the nest; `step` is a non-zero integer constant.
#[derive(Clone, Debug)]
pub struct LoopAxis {
    pub var: LocalId,
    pub tdim: u32,
    pub offset: i64,
    /// A run-time part of the offset (`on t[i + off]`): an `int` local set once before the
    /// loop, added to `offset`.
    pub offset_var: Option<LocalId>,
    pub lo: Expr,
    pub ub: Expr,
    /// The constant step; with `step_var`, the step's sign (1 or -1).
    pub step: i64,
    /// A run-time step (`i += st`): a `long` local set once before the loop (the step
    /// itself, negative for a decreasing loop).
    pub step_var: Option<LocalId>,
    /// issue 4: `expand`/`margin` of this axis's template dimension (reference 6.3.4).
    pub ext: Option<LoopExt>,
}

/// `expand(lo:hi)` / `margin(lo:hi)` widths of one loop axis, in loop-variable units
/// (`xmp_rt_loop_chunks_ex`'s `XmpLoopExt`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LoopExt {
    pub lo: i64,
    pub hi: i64,
    /// `/unbound/`: not clipped to the loop's range.
    pub unbound: bool,
    /// `margin` (else `expand`).
    pub margin: bool,
}

/// The hoisted addressing of one global array with contiguous (block-like) dimensions in a
/// [`XmpStmt::LocalLoop`]: hidden locals of the function (`void *` base, `long` offsets and
/// strides, one per array dimension).
#[derive(Clone, Debug)]
pub struct ArrayView {
    pub array: GlobalArrayId,
    pub base: LocalId,
    pub offs: Vec<LocalId>,
    pub strides: Vec<LocalId>,
}

/// Index of a template in [`XmpModule::templates`].
pub type TemplateId = u32;
/// Index of a global array in [`XmpModule::arrays`].
pub type GlobalArrayId = u32;

/// One template dimension in C order: indices `lower .. lower + size - 1`. Both are `int`
/// rvalues (at file scope `IntConst`s).
#[derive(Clone, Debug)]
pub struct TemplateDim {
    pub lower: Expr,
    pub size: Expr,
}

/// A template (`template t[10][20]`, `template t(0:19,0:9)`), canonicalised to C order.
#[derive(Clone, Debug)]
pub struct TemplateDef {
    pub name: String,
    pub dims: Vec<TemplateDim>,
    /// Set by its `distribute` directive.
    pub dist: Option<Distribution>,
    /// File scope (`None`) or a block scope of function `Some(f)`.
    pub func: Option<FuncId>,
    pub span: Span,
    /// Declared with `:` extents (issue 4): `dims` hold the rank only (lower bound, size 0)
    /// until a `template_fix` gives the shape at run time.
    pub unfixed: bool,
}

/// `distribute t[f1][f2] onto p`: one format per template dimension, in C order.
#[derive(Clone, Debug)]
pub struct Distribution {
    pub onto: NodesId,
    /// File scope (`None`) or the function whose block holds the directive.
    pub func: Option<FuncId>,
    pub formats: Vec<DistFormat>,
    pub span: Span,
}

/// A distribution format of one template dimension (`int` rvalue operands).
#[derive(Clone, Debug)]
pub enum DistFormat {
    /// `*`: not distributed (every node holds the whole dimension).
    Star,
    /// `block` (`None`: ceiling of size / nodes) or `block(n)`.
    Block(Option<Expr>),
    /// `cyclic` (width 1) or `cyclic(w)`.
    Cyclic(Expr),
    // --- issue 4 (gblock) ---
    /// `gblock(m)`: `Some(pointer to the first of the P `int`s of the mapping array)`, read
    /// when the directive is executed; `gblock(*)` (`None`): the map comes with `template_fix`.
    GBlock(Option<Expr>),
}

impl DistFormat {
    /// Whether this dimension is distributed over a node dimension (every format but `*`).
    pub fn is_distributed(&self) -> bool {
        !matches!(self, DistFormat::Star)
    }
}

/// How one dimension of an aligned array maps onto its template.
#[derive(Clone, Debug)]
pub enum AlignAxis {
    /// `a[i] with t[i + off]`: array index `i` sits at template index `i + offset` of
    /// template dimension `tdim` (C order).
    Template { tdim: u32, offset: Expr },
    /// `a[*]`: the dimension is collapsed (held whole by every node).
    Collapse,
}

/// Shadow widths of one array dimension (`int` constants; `full` for `*`).
#[derive(Clone, Debug)]
pub struct ShadowDim {
    pub lo: Expr,
    pub hi: Expr,
    pub full: bool,
}

/// An array aligned with a template (`align a[i][j] with t[j][i]`).
#[derive(Clone, Debug)]
pub struct GlobalArrayDef {
    pub name: String,
    /// The C array object the directive names (its declared type gives the global extents).
    pub object: ArrayObject,
    /// The element type.
    pub elem: Type,
    /// Global extents in C order; 0 where the extent is known at run time only (see
    /// `run_extents`, or `xmp_malloc`).
    pub extents: Vec<u64>,
    /// Empty, or one entry per dimension: `Some(v)` where the extent is a run-time value
    /// (a variable-length array, a dummy of a template with run-time extents), `v` an
    /// invariant `long` rvalue (a hidden variable set once) valid wherever the array is.
    pub run_extents: Vec<Option<Expr>>,
    pub template: TemplateId,
    /// One entry per array dimension, in C order.
    pub align: Vec<AlignAxis>,
    /// Template dimensions (C order) the array is replicated along (`*` on the template side).
    pub replicated: Vec<u32>,
    /// One entry per array dimension once a `shadow` directive is seen (else empty).
    pub shadow: Vec<ShadowDim>,
    /// File scope (`None`) or the function whose block holds the `align` directive.
    pub func: Option<FuncId>,
    pub span: Span,
}

/// The C object an aligned array is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArrayObject {
    Global(GlobalId),
    Local(FuncId, LocalId),
}

/// The symbol the user's `main` gets in a program that runs on the XMP runtime.
pub const USER_MAIN_SYMBOL: &str = "__xmp_user_main";

/// One node array (`nodes p[4][*]`, `nodes q[2] = p[0:2]`, `nodes me[*] = *`).
#[derive(Clone, Debug)]
pub struct NodesDef {
    /// The C name.
    pub name: String,
    /// Extents in C order (the legacy parenthesis form is reversed by lowering); `None` is `*`
    /// (only the first). Each is an `int` rvalue; at file scope an `IntConst`.
    pub extents: Vec<Option<Expr>>,
    /// What the array maps onto.
    pub parent: NodesParent,
    /// Where the handle lives: file scope (`None`, created at program start by code generation)
    /// or a block scope in function `Some(f)` (created by [`XmpStmt::NodesDecl`]).
    pub func: Option<FuncId>,
    /// Block scope: the hidden `void *` local that holds the runtime handle.
    pub handle_local: Option<LocalId>,
    pub span: Span,
}

/// The node set a node array maps onto.
#[derive(Clone, Debug)]
pub enum NodesParent {
    /// No `=`: the entire node set.
    Entire,
    /// `= *`: the executing node set where the declaration is evaluated.
    Executing,
    /// `= nodes-ref`.
    Ref(NodeRef),
}

/// A reference to elements of a node array, canonicalised to C order and 0-based indices.
#[derive(Clone, Debug)]
pub struct NodeRef {
    pub nodes: NodesId,
    /// One per dimension of the node array, or empty for the whole array.
    pub subs: Vec<NodeSub>,
    pub span: Span,
}

/// One subscript of a node reference (all expressions are `int` rvalues).
#[derive(Clone, Debug)]
pub enum NodeSub {
    /// A single index (the dimension is dropped).
    Index(Expr),
    /// `lo`, `len` elements (`None`: to the end of the dimension), `step`.
    Triplet {
        lo: Expr,
        len: Option<Expr>,
        step: Expr,
    },
    /// `*`: the executing node's own coordinate (one set per coordinate value).
    Star,
}

/// A node set in an `on`/`from` clause.
#[derive(Clone, Debug)]
pub enum NodeSet {
    /// `*` or no clause: the current executing node set.
    Executing,
    Ref(NodeRef),
    /// A template reference: the nodes owning some referenced element (reference 3.2), in the
    /// element order of the template's node array.
    Template(TemplateRef),
    /// The executing set of the iterations this node runs of a loop on `template` whose on
    /// clause names the template dimensions of the set bits of `dims` with loop indices
    /// (`xmp_rt_loop_exec_set`).
    LoopExec {
        template: TemplateId,
        dims: i64,
    },
}

/// `t[i][lo:len]` in an `on`/`from` clause: per template dimension (C order) the inclusive
/// range `lo ..= ub` of template indices (user indices, lower bound included) with a positive
/// `step`; all three are `int` rvalues. A bare name covers every index of every dimension.
#[derive(Clone, Debug)]
pub struct TemplateRef {
    pub template: TemplateId,
    pub dims: Vec<TemplateRange>,
    pub span: Span,
}

/// One dimension of a [`TemplateRef`].
#[derive(Clone, Debug)]
pub struct TemplateRange {
    pub lo: Expr,
    pub ub: Expr,
    pub step: Expr,
    /// issue 4: `*` (reference 1.5): on each node the indices of this dimension the node owns,
    /// so the reference names one node set per ownership (`lo..=ub` is the whole dimension).
    pub star: bool,
}

/// Operators of the `reduction` construct (reference 7.5).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum XmpReduceOp {
    Sum,
    Prod,
    BitAnd,
    BitOr,
    BitXor,
    LogAnd,
    LogOr,
    Max,
    Min,
}

impl XmpReduceOp {
    /// The spelling in the directive.
    pub fn spelling(self) -> &'static str {
        match self {
            XmpReduceOp::Sum => "+",
            XmpReduceOp::Prod => "*",
            XmpReduceOp::BitAnd => "&",
            XmpReduceOp::BitOr => "|",
            XmpReduceOp::BitXor => "^",
            XmpReduceOp::LogAnd => "&&",
            XmpReduceOp::LogOr => "||",
            XmpReduceOp::Max => "max",
            XmpReduceOp::Min => "min",
        }
    }
}

/// XMP executable directives and constructs.
#[derive(Clone, Debug)]
pub enum XmpStmt {
    /// A block-scope `nodes` declaration is reached: create its node set into its handle local.
    NodesDecl(NodesId),
    /// `loop (i, j) on t[i][j+1] reduction(...)` over a C `for` nest in canonical form: the
    /// nodes of the template's node set run the iterations whose template index they own.
    /// Reductions are separate [`XmpStmt::Reduction`]s after it.
    ParLoop {
        template: TemplateId,
        axes: Vec<LoopAxis>,
        body: Block,
    },
    /// A [`XmpStmt::ParLoop`] after `loop-localize`: before the nest each view's base, offsets
    /// and strides are loaded from the runtime (`xmp_rt_array_laddr`, `xmp_rt_array_dim_map`:
    /// offset = goff + sbase); each axis runs only this node's chunks
    /// (`xmp_rt_loop_chunks` / `xmp_rt_loop_chunk`), with no ownership test.
    LocalLoop {
        template: TemplateId,
        axes: Vec<LoopAxis>,
        views: Vec<ArrayView>,
        body: Block,
        /// Set by `stream-prefetch`: code generation runs LLVM's loop data prefetcher on the
        /// function holding the loop (printed as `prefetch`).
        prefetch: bool,
    },
    /// A block-scope `template` declaration is reached.
    TemplateDecl(TemplateId),
    /// A block-scope `distribute` directive is reached (the format is in the template).
    Distribute(TemplateId),
    /// A block-scope `align` directive is reached: the array gets its local block.
    AlignDecl(GlobalArrayId),
    /// `task on set { body }`: members of `on` run `body` with `on` as executing set.
    Task { on: NodeSet, body: Block },
    /// `tasks { task...; }`: every `on` set is evaluated first, then each task runs on its
    /// members; no collective over the enclosing set, so disjoint tasks run concurrently.
    Tasks { tasks: Vec<(NodeSet, Block, Span)> },
    /// `barrier [on set]`.
    Barrier { on: NodeSet },
    /// `reduction (op: vars) [on set] [async(id)]`: `vars` are lvalues of an arithmetic type
    /// or arrays of one (element-wise).
    Reduction {
        op: XmpReduceOp,
        vars: Vec<Expr>,
        on: NodeSet,
        async_id: Option<Expr>,
    },
    /// `bcast (vars) [from set] [on set] [async(id)]`: `vars` are lvalues of any complete,
    /// fixed-size type (copied bytewise); `from: None` is the first node of `on`.
    Bcast {
        vars: Vec<Expr>,
        from: Option<NodeSet>,
        on: NodeSet,
        async_id: Option<Expr>,
    },
    /// `wait_async (ids) [on set]`: `int` rvalues.
    WaitAsync { ids: Vec<Expr>, on: NodeSet },
    // --- issue 6 (coarrays) ---
    /// An array assignment statement between sections, either side possibly coindexed
    /// (see [`SectionCopy`]).
    SectionCopy(Box<SectionCopy>),
    /// `lock`/`unlock` and the atomic intrinsics on coarray variables.
    CoSync(Box<CoSync>),
    /// `post (node, tag)` (`tag` an `int` rvalue; `to` names one node).
    Post { to: NodeRef, tag: Expr },
    /// `wait [(node [, tag])]`.
    Wait {
        from: Option<NodeRef>,
        tag: Option<Expr>,
    },
    /// Completes this image's outstanding non-blocking PUTs (placed by `nonblocking-put`).
    CoComplete,
    // --- tasklets (reference 15, an extension) ---
    /// A tasklet message to node `to` with `tag` (`pro_post`/`epi_post`): never waits.
    TaskletPost { to: NodeRef, tag: Expr },
    /// A cross-node condition of the tasklet whose runtime record is `rec` (a `void *`):
    /// it starts (`epi` false: `pro_wait`) or completes (`epi`: `epi_wait`) only after a
    /// matching message from `from` (any node when `None`) with `tag` (any when `None`).
    TaskletCond {
        rec: Expr,
        epi: bool,
        from: Option<NodeRef>,
        tag: Option<Expr>,
    },
    /// `dst = 1` when this node is a member of `on`, else `0` (`dst` an `int` local): whether
    /// a `tasklet on ...` is created here.
    TaskletMember {
        on: NodeSet,
        dst: crate::types::LocalId,
    },
    // --- issue 4 (template_fix) ---
    /// `template_fix[formats] t[extents]` (reference 4.6): `dims` the new shape in C order
    /// (`None`: keep the declared one); `maps[k]` the gblock mapping array of dimension `k`
    /// (a pointer to its first `int`) where the format list gives one.
    TemplateFix {
        template: TemplateId,
        dims: Option<Vec<TemplateDim>>,
        maps: Vec<Option<Expr>>,
    },
    // --- issue 5 (reflect) ---
    /// `reflect (a) [width(...)] [orthogonal] [async(id)] [acc]`, one per listed array: copies
    /// the owners' elements into the shadows of their neighbours. `acc` (device copies) means
    /// host memory on a host build; `async` completes before the statement returns.
    Reflect {
        array: GlobalArrayId,
        widths: Option<Vec<ReflectWidth>>,
        orthogonal: bool,
        async_id: Option<Expr>,
    },
    /// `reflect_init`, one per array (or made by `reflect-hoist`): builds the reflect schedule
    /// into `slot` (for an `Array` slot, a previous handle there is freed first).
    ReflectInit {
        array: GlobalArrayId,
        widths: Option<Vec<ReflectWidth>>,
        orthogonal: bool,
        slot: ReflectSlot,
    },
    /// `reflect_do`: runs the schedule held in `slot` (`array` is the array it was built for).
    ReflectDo {
        array: GlobalArrayId,
        slot: ReflectSlot,
    },
    /// Releases the schedule held in `slot` (made by `reflect-hoist` after the loop).
    ReflectFree { slot: ReflectSlot },
    // --- issue 5 (gmove) ---
    /// `gmove [in|out] [async(id)]` with its assignment `dst = src` (see [`Gmove`]).
    Gmove(Box<Gmove>),
    // --- issue 5 (transformational procedures, reference 10.7) ---
    /// A call of `xmp_gather` .. `xmp_sort_down` (see [`Transform`]).
    Transform(Box<Transform>),
    // --- issue 5 (reduce_shadow) ---
    /// `reduce_shadow (a) [width(...)] [orthogonal] [async(id)]`, one per listed array: adds
    /// the shadow slots a reflect with the same clauses would write into their owners'
    /// elements (`+`); the array's element type is arithmetic (checked by lowering).
    ReduceShadow {
        array: GlobalArrayId,
        widths: Option<Vec<ReflectWidth>>,
        orthogonal: bool,
        async_id: Option<Expr>,
    },
}

// ----- issue 5 (reflect) -----

/// The widths of one array dimension in a `reflect` (`int` rvalues, each `>= 0`, within the
/// declared shadow; on a full-shadow dimension any non-zero width means the whole dimension).
#[derive(Clone, Debug)]
pub struct ReflectWidth {
    pub lo: Expr,
    pub hi: Expr,
    /// `/periodic/`: the dimension wraps around at the array's global bounds.
    pub periodic: bool,
}

/// Where a reflect schedule handle (`void *`) lives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReflectSlot {
    /// The array's own slot, shared by the `reflect_init`/`reflect_do` directives of the whole
    /// unit (they may sit in different functions).
    Array(GlobalArrayId),
    /// A hidden `void *` local of the function (made by `reflect-hoist`).
    Local(LocalId),
}

// ----- XMP coarrays and array sections (issue 6) -----

/// Index of a coarray in [`XmpModule::coarrays`].
pub type CoarrayId = u32;

/// A static coarray (`int a[10]:[2][*]`, file scope or a `static` local).
///
/// Every image holds its copy in the symmetric heap, allocated before `main` runs; the C object
/// `object` keeps the declared type and initialiser and serves as the initial value each image
/// copies at start-up. Lowering turns references to the name into `*addr`.
#[derive(Clone, Debug)]
pub struct CoarrayDef {
    pub name: String,
    /// The C object: type and initial value of every image's copy.
    pub object: GlobalId,
    /// Hidden internal global of type pointer-to-object: this image's symmetric copy.
    pub addr: GlobalId,
    /// Coextents in C order; the last is `None` (`*`).
    pub codims: Vec<Option<u64>>,
    pub span: Span,
    /// Only declared `extern` in this unit: another unit defines and allocates it.
    pub external: bool,
    /// `coarray on q :: name` (reference 9.8): coindices are positions in node array `q`
    /// (translated by `xmp_rt_co_image_on` where the image is computed).
    pub on: Option<NodesId>,
    /// A coarray pointer (`T (*w)[n]:[];`, reference 9.10 draft): `object` and `addr` are both
    /// the pointer global, which `xmp_comalloc` sets to a symmetric allocation.
    pub pointer: bool,
}

/// One side of a [`SectionCopy`]: `count`/`stride` per section dimension (C order, `long`
/// rvalues, strides in elements, possibly negative), starting at `base` (a pointer rvalue to the
/// first element; this image's copy when `remote` is set).
#[derive(Clone, Debug)]
pub struct SectionRef {
    /// The coarray and image (`int` rvalue, 0-based) of a coindexed section; `None` is local.
    pub remote: Option<(CoarrayId, Expr)>,
    pub base: Expr,
    pub dims: Vec<SectionDim>,
}

/// One dimension of a [`SectionRef`].
#[derive(Clone, Debug)]
pub struct SectionDim {
    pub count: Expr,
    pub stride: Expr,
}

/// The right side of a [`SectionCopy`].
#[derive(Clone, Debug)]
pub enum SectionSrc {
    Section(SectionRef),
    /// A scalar broadcast to every element (already of the element type).
    Scalar(Expr),
}

/// `dst = src` element-wise over sections of `elem` (both sides of equal rank; the lengths are
/// checked at run time). The right side is read completely before the left is written.
#[derive(Clone, Debug)]
pub struct SectionCopy {
    pub elem: Type,
    pub dst: SectionRef,
    pub src: SectionSrc,
    /// Set by `get-fusion`: a GET (remote source, local destination) writes straight into the
    /// destination. Unset, the naive lowering fetches the source into a temporary and then
    /// copies it into the destination (the GET yields a value, the assignment stores it).
    pub fused: bool,
    /// Set by `nonblocking-put`: a PUT (remote destination) may return before the data is
    /// delivered; completed by [`XmpStmt::CoComplete`] or an image control statement.
    pub nonblocking: bool,
}

/// `xmp_rt_co_copy_ex` flag: fetch the remote source into a temporary, then copy it into the
/// local destination (a [`SectionCopy`] GET that `get-fusion` did not fuse).
pub const CO_COPY_STAGED_GET: i32 = 1;
/// `xmp_rt_co_copy_ex` flag: the PUT may complete later (see [`SectionCopy::nonblocking`]).
pub const CO_COPY_NONBLOCKING: i32 = 2;

/// A variable of a coarray named by a lock, unlock or atomic: `obj` is this image's copy (an
/// lvalue), `image` the coindex (`int` rvalue, 0-based) or `None` for this image.
#[derive(Clone, Debug)]
pub struct CoVar {
    pub coarray: CoarrayId,
    pub obj: Expr,
    pub image: Option<Expr>,
}

/// Lock and atomic operations on coarray variables (reference 9.7, 9.10).
#[derive(Clone, Debug)]
pub enum CoSync {
    /// `lock (var) [acquired_lock(*acquired)] [stat(*stat)]`: `var` is an `xmp_lock_t`;
    /// `acquired`/`stat` are `int *` rvalues.
    Lock {
        var: CoVar,
        acquired: Option<Expr>,
        stat: Option<Expr>,
    },
    /// `unlock (var) [stat(*stat)]`.
    Unlock { var: CoVar, stat: Option<Expr> },
    /// `xmp_atomic_define(var, value)`: `var` an `int`, `value` an `int` rvalue.
    AtomicDefine { var: CoVar, value: Expr },
    /// `xmp_atomic_ref(dest, var)`: `dest` an `int *` rvalue.
    AtomicRef { var: CoVar, dest: Expr },
}

/// The image index a coindex evaluates to when a cosubscript other than the last is outside its
/// codimension (the runtime reports that instead of a bad image index; equal to
/// `xmp_abi::COINDEX_OUT_OF_RANGE`, which code generation checks).
pub const COINDEX_OUT_OF_RANGE: i32 = i32::MIN;

// --- issue 5 (gmove) ---
/// `gmove`: element-wise `dst = src` over sections of global arrays (or a scalar source
/// broadcast into the destination section); executed by `xmp_rt_gmove`.
#[derive(Clone, Debug)]
pub struct Gmove {
    pub dst: GmoveSide,
    pub src: GmoveSrc,
    /// Element size in bytes.
    pub elem_size: u64,
    /// 0 plain, 1 `in`, 2 `out` (the runtime's mode argument).
    pub mode: i32,
    /// `async(id)`: the move still completes before the statement returns.
    pub async_id: Option<Expr>,
}

/// A section of a global or local array; one [`GmoveDim`] per array dimension (C order).
#[derive(Clone, Debug)]
pub struct GmoveSide {
    pub obj: GmoveObj,
    pub dims: Vec<GmoveDim>,
}

/// The array of a [`GmoveSide`].
#[derive(Clone, Debug)]
pub enum GmoveObj {
    Global(GlobalArrayId),
    /// A local array (replicated data): `base` a pointer rvalue to element `[0]...[0]`,
    /// `strides` the element strides per dimension (`long` rvalues).
    Local {
        base: Expr,
        strides: Vec<Expr>,
    },
}

/// One dimension of a [`GmoveSide`]: `long` rvalues in 0-based array indices; `subscript` for a
/// plain subscript (`len` is 1 and the dimension is not part of the shape).
#[derive(Clone, Debug)]
pub struct GmoveDim {
    pub lo: Expr,
    pub len: Expr,
    pub step: Expr,
    pub subscript: bool,
}

/// The right side of a [`Gmove`].
#[derive(Clone, Debug)]
pub enum GmoveSrc {
    Section(GmoveSide),
    /// A scalar rvalue (already of the element type) broadcast to every element.
    Scalar(Expr),
}

// --- issue 5 (transformational procedures, reference 10.7) ---
/// A call of a built-in transformational procedure, executed by `xmp_rt_transform`
/// (collective over the executing node set).
#[derive(Clone, Debug)]
pub struct Transform {
    /// Procedure code (`xmp_rt_transform`'s `proc`: 0 gather .. 7 sort_down).
    pub proc: i32,
    /// The array arguments in the procedure's order, as sections.
    pub args: Vec<GmoveSide>,
    /// Element type code per argument (runtime dtype; -1: moved as bytes only).
    pub types: Vec<i32>,
    /// Element size in bytes per argument.
    pub elem_sizes: Vec<u64>,
    /// `xmp_transpose`'s third argument (a `long long` rvalue).
    pub opt: Option<Expr>,
}

/// The name of transformational procedure code `proc` (for messages and the XIR printer).
pub fn transform_name(proc: i32) -> &'static str {
    const NAMES: [&str; 8] = [
        "xmp_gather",
        "xmp_scatter",
        "xmp_pack",
        "xmp_unpack",
        "xmp_transpose",
        "xmp_matmul",
        "xmp_sort_up",
        "xmp_sort_down",
    ];
    usize::try_from(proc)
        .ok()
        .and_then(|p| NAMES.get(p))
        .copied()
        .unwrap_or("?")
}
