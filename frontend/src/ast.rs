//! The syntax tree of one XMP/C translation unit, as parsed: no types resolved, no names bound.
//! Semantic analysis happens while lowering to XIR (`xmp-ir`'s `lower` module).

use crate::source::Span;
use crate::xmp::ast::Directive;

#[derive(Clone, Debug, PartialEq)]
pub struct Ident {
    pub name: String,
    pub span: Span,
}

#[derive(Clone, Debug, Default)]
pub struct TranslationUnit {
    pub items: Vec<ExternalDecl>,
    /// Spans of the expressions written in parentheses (the tree keeps no parenthesis nodes;
    /// warnings such as clang's `-Wparentheses` depend on them).
    pub parens: Vec<Span>,
    /// Declarators written without a type specifier (implicit int, C89), as (index of the item
    /// in `items`, where): the lowering diagnoses them as the language standard asks.
    pub implicit_int: Vec<(usize, Span)>,
}

// Function definitions are much larger than the other items; boxing them would change the
// shape every consumer matches on, for no measurable gain.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug)]
pub enum ExternalDecl {
    Decl(Declaration),
    FuncDef(FunctionDef),
    Pragma(Pragma),
    /// `_Static_assert(cond, "message");`
    StaticAssert(StaticAssert),
    /// A stray `;` at file scope.
    Other(Span),
    /// `__asm__("...");` at file scope: module-level assembly.
    Asm(String, Span),
}

/// `_Static_assert(cond, "message")` (file or block scope).
#[derive(Clone, Debug)]
pub struct StaticAssert {
    pub cond: Expr,
    pub message: Option<Vec<u8>>,
    pub span: Span,
}

/// A `#pragma` line. XMP pragmas are parsed into directive trees; others keep their text.
#[derive(Clone, Debug)]
pub struct Pragma {
    pub span: Span,
    pub kind: PragmaKind,
}

#[derive(Clone, Debug)]
pub enum PragmaKind {
    Xmp(Directive),
    /// `#pragma acc ...` (XcalableACC / OpenACC): accepted and ignored on host builds.
    Acc(String),
    /// `#pragma omp ...`: its text, and the directive parsed from it (or the error), which
    /// matter only when OpenMP is enabled.
    Omp(Box<OmpPragma>),
    /// Any other namespace: a warning, as clang gives.
    Other {
        namespace: String,
        text: String,
    },
}

/// A `#pragma omp` line.
#[derive(Clone, Debug)]
pub struct OmpPragma {
    pub text: String,
    pub parsed: Result<crate::omp::ast::Directive, crate::diag::Diagnostic>,
}

#[derive(Clone, Debug)]
pub struct FunctionDef {
    pub specs: DeclSpecs,
    pub declarator: Declarator,
    /// K&R-style parameter declarations between the declarator and the body.
    pub old_style_decls: Vec<Declaration>,
    pub body: Block,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub struct Declaration {
    pub specs: DeclSpecs,
    pub declarators: Vec<InitDeclarator>,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub struct InitDeclarator {
    pub declarator: Declarator,
    pub init: Option<Initializer>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StorageClass {
    Typedef,
    Extern,
    Static,
    Auto,
    Register,
    ThreadLocal,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Qualifiers {
    pub is_const: bool,
    pub is_volatile: bool,
    pub is_restrict: bool,
    pub is_atomic: bool,
}

#[derive(Clone, Debug, Default)]
pub struct DeclSpecs {
    /// All storage-class specifiers written (sema diagnoses more than one).
    pub storage: Vec<(StorageClass, Span)>,
    /// Type specifiers in the order written (`unsigned long int` = three entries).
    pub type_specs: Vec<(TypeSpec, Span)>,
    pub quals: Qualifiers,
    pub is_inline: bool,
    pub is_noreturn: bool,
    pub attrs: Vec<Attribute>,
    /// `_Alignas(...)`.
    pub alignas: Vec<AlignAs>,
    pub span: Span,
    /// No type specifier was written: the type is `int` (C89's implicit int; the declarators
    /// are listed in [`TranslationUnit::implicit_int`]).
    pub implicit_int: bool,
}

#[derive(Clone, Debug)]
pub enum AlignAs {
    Type(Box<TypeName>),
    Expr(Expr),
}

#[derive(Clone, Debug)]
pub enum TypeSpec {
    Void,
    Char,
    Short,
    Int,
    Long,
    Float,
    Double,
    Signed,
    Unsigned,
    Bool,
    Complex,
    Int128,
    /// `_Float128`, `_Float32x`, ... are typedef names in glibc unless the compiler provides them;
    /// the lexer keeps them as identifiers; `__float128` lands here.
    Float128,
    /// `_Float16` (IEEE half precision, an arithmetic type on x86-64 as in clang).
    Float16,
    /// `__bf16` (bfloat16, arithmetic on x86-64 as in clang).
    BF16,
    /// `__fp16` (half-precision storage; arithmetic promotes to float).
    Fp16,
    BuiltinVaList,
    Struct(StructSpec),
    Enum(EnumSpec),
    TypedefName(String),
    TypeofExpr(Box<Expr>),
    TypeofType(Box<TypeName>),
    AutoType,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StructKind {
    Struct,
    Union,
}

#[derive(Clone, Debug)]
pub struct StructSpec {
    pub kind: StructKind,
    pub tag: Option<Ident>,
    /// `None` for a reference (`struct S x;`), `Some` for a definition (possibly empty).
    pub fields: Option<Vec<StructField>>,
    pub attrs: Vec<Attribute>,
    pub span: Span,
}

/// One member declaration: `int a, b : 3;`, or an anonymous struct/union member (no declarators).
#[derive(Clone, Debug)]
pub struct StructField {
    pub specs: DeclSpecs,
    pub declarators: Vec<FieldDeclarator>,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub struct FieldDeclarator {
    /// `None` for an unnamed bit-field (`int : 3;`).
    pub declarator: Option<Declarator>,
    pub bit_width: Option<Expr>,
}

#[derive(Clone, Debug)]
pub struct EnumSpec {
    pub tag: Option<Ident>,
    pub enumerators: Option<Vec<Enumerator>>,
    pub attrs: Vec<Attribute>,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub struct Enumerator {
    pub name: Ident,
    pub value: Option<Expr>,
}

/// A GNU attribute `name` or `name(args)`; spellings with underscores (`__aligned__`) are kept as
/// written; sema normalises them.
#[derive(Clone, Debug)]
pub struct Attribute {
    pub name: String,
    pub args: Vec<Expr>,
    pub span: Span,
}

/// A declarator: the declared name (absent in abstract declarators) and the derivations applied
/// to the base type, listed from the one nearest the name outwards. So `int *a[3]` is
/// `[Array(3), Pointer]` (array of 3 pointers) and `int (*a)[3]` is `[Pointer, Array(3)]`.
#[derive(Clone, Debug, Default)]
pub struct Declarator {
    pub name: Option<Ident>,
    pub derived: Vec<Derived>,
    /// `__asm__("symbol")` after the declarator: the symbol name to link against.
    pub asm_label: Option<String>,
    pub attrs: Vec<Attribute>,
    /// XMP coarray dimensions, `int a[10]:[4][*]` gives `[Some(4), None]` (`None` = `*`).
    pub codims: Option<Vec<Option<Expr>>>,
    /// issue 6: the number of deferred codimensions `[]` of a coarray pointer
    /// (`double (*w)[50]:[];`, reference 9.10 draft); 0 otherwise.
    pub deferred_codims: u32,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub enum Derived {
    Pointer(Qualifiers),
    Array(ArrayDecl),
    Function(FuncDecl),
}

#[derive(Clone, Debug)]
pub struct ArrayDecl {
    pub size: ArraySize,
    /// Qualifiers and `static` inside the brackets of a parameter array (`int a[static 3]`).
    pub quals: Qualifiers,
    pub is_static: bool,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub enum ArraySize {
    /// `[]`
    Unspecified,
    /// `[*]` (VLA of unspecified size, prototypes only)
    Star,
    Expr(Box<Expr>),
}

#[derive(Clone, Debug)]
pub struct FuncDecl {
    pub params: Vec<ParamDecl>,
    pub variadic: bool,
    /// K&R identifier list (`int f(a, b) int a; ... { }`); empty for prototypes.
    pub old_style_names: Vec<Ident>,
    /// True for `f()` (no prototype), false for `f(void)` or a parameter list.
    pub no_prototype: bool,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub struct ParamDecl {
    pub specs: DeclSpecs,
    /// May be abstract (no name).
    pub declarator: Declarator,
    pub span: Span,
}

/// `type-name` as in casts, sizeof, compound literals, va_arg.
#[derive(Clone, Debug)]
pub struct TypeName {
    pub specs: DeclSpecs,
    pub declarator: Declarator,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub enum Initializer {
    Expr(Expr),
    List(Vec<InitItem>, Span),
}

#[derive(Clone, Debug)]
pub struct InitItem {
    pub designators: Vec<Designator>,
    pub init: Initializer,
}

#[derive(Clone, Debug)]
pub enum Designator {
    Index(Expr),
    /// GNU `[lo ... hi]`.
    Range(Expr, Expr),
    Field(Ident),
}

#[derive(Clone, Debug)]
pub struct Block {
    pub items: Vec<BlockItem>,
    pub span: Span,
    /// Span of the closing brace (for "control reaches end" style notes).
    pub end: Span,
}

#[derive(Clone, Debug)]
pub enum BlockItem {
    Decl(Declaration),
    Stmt(Stmt),
    Pragma(Pragma),
    StaticAssert(StaticAssert),
}

#[derive(Clone, Debug)]
pub struct Stmt {
    pub kind: StmtKind,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub enum StmtKind {
    Compound(Block),
    Expr(Expr),
    /// `;`
    Empty,
    If {
        cond: Expr,
        then: Box<Stmt>,
        els: Option<Box<Stmt>>,
    },
    Switch {
        cond: Expr,
        body: Box<Stmt>,
    },
    While {
        cond: Expr,
        body: Box<Stmt>,
    },
    DoWhile {
        body: Box<Stmt>,
        cond: Expr,
    },
    For {
        init: ForInit,
        cond: Option<Expr>,
        step: Option<Expr>,
        body: Box<Stmt>,
    },
    Goto(Ident),
    /// GNU computed goto `goto *p;`
    GotoExpr(Expr),
    Continue,
    Break,
    Return(Option<Expr>),
    Labeled {
        label: Ident,
        body: Box<Stmt>,
    },
    Case {
        value: Expr,
        body: Box<Stmt>,
    },
    /// GNU `case lo ... hi:`
    CaseRange {
        lo: Expr,
        hi: Expr,
        body: Box<Stmt>,
    },
    Default(Box<Stmt>),
    /// GNU inline assembly statement.
    Asm(Box<AsmStmt>),
}

/// A GNU `asm` statement: `asm volatile goto (template : outputs : inputs : clobbers : labels)`.
#[derive(Clone, Debug)]
pub struct AsmStmt {
    pub template: String,
    pub volatile: bool,
    pub goto: bool,
    pub outputs: Vec<AsmOperand>,
    pub inputs: Vec<AsmOperand>,
    pub clobbers: Vec<String>,
    pub labels: Vec<Ident>,
}

/// One `[name] "constraint" (expr)` operand of an `asm` statement.
#[derive(Clone, Debug)]
pub struct AsmOperand {
    pub name: Option<String>,
    pub constraint: String,
    pub expr: Expr,
}

#[derive(Clone, Debug)]
pub enum ForInit {
    None,
    Expr(Expr),
    Decl(Declaration),
}

#[derive(Clone, Debug)]
pub struct Expr {
    pub kind: ExprKind,
    pub span: Span,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnaryOp {
    Plus,
    Minus,
    BitNot,
    Not,
    Deref,
    AddrOf,
    PreInc,
    PreDec,
    PostInc,
    PostDec,
    /// GNU `__real__` / `__imag__`
    Real,
    Imag,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinaryOp {
    Mul,
    Div,
    Rem,
    Add,
    Sub,
    Shl,
    Shr,
    Lt,
    Gt,
    Le,
    Ge,
    Eq,
    Ne,
    BitAnd,
    BitXor,
    BitOr,
    LogAnd,
    LogOr,
}

#[derive(Clone, Debug)]
pub enum ExprKind {
    Ident(String),
    Int(crate::token::IntLit),
    Float(crate::token::FloatLit),
    Char {
        value: i64,
        prefix: crate::token::CharPrefix,
    },
    /// Adjacent string literals already concatenated.
    Str {
        bytes: Vec<u8>,
        prefix: crate::token::CharPrefix,
    },
    Unary(UnaryOp, Box<Expr>),
    Binary(BinaryOp, Box<Expr>, Box<Expr>),
    /// `lhs = rhs` (op `None`) or `lhs op= rhs`.
    Assign(Option<BinaryOp>, Box<Expr>, Box<Expr>),
    Cond(Box<Expr>, Box<Expr>, Box<Expr>),
    /// GNU `a ?: b`
    Elvis(Box<Expr>, Box<Expr>),
    Comma(Box<Expr>, Box<Expr>),
    Cast(Box<TypeName>, Box<Expr>),
    Call(Box<Expr>, Vec<Expr>),
    Index(Box<Expr>, Box<Expr>),
    Member {
        base: Box<Expr>,
        field: Ident,
        arrow: bool,
    },
    SizeofExpr(Box<Expr>),
    SizeofType(Box<TypeName>),
    AlignofExpr(Box<Expr>),
    AlignofType(Box<TypeName>),
    CompoundLiteral(Box<TypeName>, Vec<InitItem>),
    /// GNU statement expression `({ ... })`.
    StmtExpr(Block),
    /// `__builtin_va_arg(ap, type)`
    VaArg(Box<Expr>, Box<TypeName>),
    /// `__builtin_convertvector(v, type)`: element-wise conversion to another vector type.
    ConvertVector(Box<Expr>, Box<TypeName>),
    /// `__builtin_bit_cast(type, e)`: the bits of `e` as a value of `type` (same size).
    BitCast(Box<TypeName>, Box<Expr>),
    /// `__builtin_offsetof(type, a.b[3].c)`
    Offsetof(Box<TypeName>, Vec<Designator>),
    /// `__builtin_types_compatible_p(t1, t2)`
    TypesCompatible(Box<TypeName>, Box<TypeName>),
    /// `_Generic(e, type: e, default: e)`
    Generic(Box<Expr>, Vec<(Option<TypeName>, Expr)>),
    /// GNU `&&label`
    LabelAddr(Ident),
    /// XMP/C array section `base[lo:len:step]` (some parts may be absent).
    Section {
        base: Box<Expr>,
        lo: Option<Box<Expr>>,
        len: Option<Box<Expr>>,
        step: Option<Box<Expr>>,
    },
    /// XMP/C coindexed object `obj:[k]...` (image subscripts, C order).
    Coindexed {
        object: Box<Expr>,
        image: Vec<Expr>,
    },
    /// `xmp_desc_of(name)`.
    DescOf(Ident),
}
