//! Tokens of preprocessed C, as the lexer hands them to the parser.

use crate::source::Span;

/// A C token. Keywords are distinct variants; GNU spellings (`__inline__`, `__restrict`,
/// `__signed__`, `__volatile__`, `__const`, `__alignof__`, `__typeof__`, `__asm__`) are folded
/// into the standard ones by the lexer.
#[derive(Clone, Debug, PartialEq)]
pub enum Tok {
    /// An identifier that is not currently a typedef name.
    Ident(String),
    /// An identifier that names a typedef in the current scope (lexer feedback from the parser).
    TypeName(String),
    /// An integer constant: its value and the type suffix/base facts needed for C's typing rules.
    Int(IntLit),
    /// A floating constant.
    Float(FloatLit),
    /// A character constant (`'a'`, `L'a'`, ...), value already decoded.
    Char {
        value: i64,
        prefix: CharPrefix,
    },
    /// A string literal, escapes decoded, *not* NUL-terminated; adjacent literals are joined by
    /// the parser.
    Str {
        bytes: Vec<u8>,
        prefix: CharPrefix,
    },
    /// A `#pragma` line: the namespace word (`xmp`, `acc`, `omp`, ...) and the tokens that follow
    /// it, up to the end of the (spliced) line. The pragma's own span is the span of the token.
    Pragma {
        namespace: String,
        tokens: Vec<(Tok, Span)>,
    },
    Kw(Kw),
    Punct(Punct),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CharPrefix {
    None,
    /// `L`
    Wide,
    /// `u8`
    Utf8,
    /// `u`
    Utf16,
    /// `U`
    Utf32,
}

#[derive(Clone, Debug, PartialEq)]
pub struct IntLit {
    pub value: u128,
    /// Written in decimal (affects which types the constant may take, C99 6.4.4.1).
    pub decimal: bool,
    pub unsigned: bool,
    /// 0 = no suffix, 1 = `l`, 2 = `ll`.
    pub longs: u8,
    /// The spelling, for diagnostics and dumps.
    pub text: String,
}

#[derive(Clone, Debug, PartialEq)]
pub struct FloatLit {
    pub value: f64,
    pub kind: FloatKind,
    /// GNU imaginary constant (`2.0i`, `1.0iF`, as complex.h's `I` expands): the value is the
    /// imaginary part of a `_Complex` of `kind`.
    pub imaginary: bool,
    pub text: String,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FloatKind {
    /// The `f16` suffix (`_Float16`).
    Half,
    Float,
    Double,
    LongDouble,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kw {
    Auto,
    Break,
    Case,
    Char,
    Const,
    Continue,
    Default,
    Do,
    Double,
    Else,
    Enum,
    Extern,
    Float,
    For,
    Goto,
    If,
    Inline,
    Int,
    Long,
    Register,
    Restrict,
    Return,
    Short,
    Signed,
    Sizeof,
    Static,
    Struct,
    Switch,
    Typedef,
    Union,
    Unsigned,
    Void,
    Volatile,
    While,
    Bool,
    Complex,
    Imaginary,
    Alignas,
    Alignof,
    Noreturn,
    StaticAssert,
    ThreadLocal,
    Atomic,
    Generic,
    // GNU
    Attribute,
    Asm,
    Extension,
    /// `__label__` (local label declarations).
    Label,
    Typeof,
    Int128,
    BuiltinVaList,
    BuiltinVaArg,
    BuiltinOffsetof,
    BuiltinConvertVector,
    BuiltinBitCast,
    BuiltinTypesCompatibleP,
    Real,
    Imag,
    AutoType,
    /// `__float128`
    Float128,
    Float16,
    BF16,
    Fp16,
    /// `_Atomic` directly followed by `(`: the C11 type specifier `_Atomic(T)` (the lexer makes
    /// the distinction; `_Atomic` alone is the qualifier [`Kw::Atomic`]).
    AtomicType,
}
impl Kw {
    /// The standard spelling of the keyword.
    pub fn spelling(self) -> &'static str {
        use Kw::*;
        match self {
            Auto => "auto",
            Break => "break",
            Case => "case",
            Char => "char",
            Const => "const",
            Continue => "continue",
            Default => "default",
            Do => "do",
            Double => "double",
            Else => "else",
            Enum => "enum",
            Extern => "extern",
            Float => "float",
            For => "for",
            Goto => "goto",
            If => "if",
            Inline => "inline",
            Int => "int",
            Long => "long",
            Register => "register",
            Restrict => "restrict",
            Return => "return",
            Short => "short",
            Signed => "signed",
            Sizeof => "sizeof",
            Static => "static",
            Struct => "struct",
            Switch => "switch",
            Typedef => "typedef",
            Union => "union",
            Unsigned => "unsigned",
            Void => "void",
            Volatile => "volatile",
            While => "while",
            Bool => "_Bool",
            Complex => "_Complex",
            Imaginary => "_Imaginary",
            Alignas => "_Alignas",
            Alignof => "_Alignof",
            Noreturn => "_Noreturn",
            StaticAssert => "_Static_assert",
            ThreadLocal => "_Thread_local",
            Atomic => "_Atomic",
            Generic => "_Generic",
            Attribute => "__attribute__",
            Asm => "__asm__",
            Extension => "__extension__",
            Label => "__label__",
            Typeof => "typeof",
            Int128 => "__int128",
            Float128 => "__float128",
            Float16 => "_Float16",
            BF16 => "__bf16",
            Fp16 => "__fp16",
            AtomicType => "_Atomic",
            BuiltinVaList => "__builtin_va_list",
            BuiltinVaArg => "__builtin_va_arg",
            BuiltinOffsetof => "__builtin_offsetof",
            BuiltinConvertVector => "__builtin_convertvector",
            BuiltinBitCast => "__builtin_bit_cast",
            BuiltinTypesCompatibleP => "__builtin_types_compatible_p",
            Real => "__real__",
            Imag => "__imag__",
            AutoType => "__auto_type",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Punct {
    LBracket,
    RBracket,
    LParen,
    RParen,
    LBrace,
    RBrace,
    Dot,
    Arrow,
    PlusPlus,
    MinusMinus,
    Amp,
    Star,
    Plus,
    Minus,
    Tilde,
    Bang,
    Slash,
    Percent,
    Shl,
    Shr,
    Lt,
    Gt,
    Le,
    Ge,
    EqEq,
    Ne,
    Caret,
    Pipe,
    AmpAmp,
    PipePipe,
    Question,
    Colon,
    /// `:` directly followed by `[` (coarray dimensions `int a[10]:[*]` and image indices
    /// `x:[k]`). The lexer produces it in C code only; pragma tokens keep plain [`Punct::Colon`].
    CoColon,
    /// `::` (only meaningful inside XMP directives; C code never has it)
    ColonColon,
    Semi,
    Ellipsis,
    Assign,
    StarAssign,
    SlashAssign,
    PercentAssign,
    PlusAssign,
    MinusAssign,
    ShlAssign,
    ShrAssign,
    AmpAssign,
    CaretAssign,
    PipeAssign,
    Comma,
    Hash,
}

impl Tok {
    /// The token as the user would have written it, for messages ("expected ';' before 'x'").
    pub fn describe(&self) -> String {
        match self {
            Tok::Ident(s) | Tok::TypeName(s) => s.clone(),
            Tok::Int(i) => i.text.clone(),
            Tok::Float(f) => f.text.clone(),
            Tok::Char { .. } => "character constant".into(),
            Tok::Str { .. } => "string literal".into(),
            Tok::Pragma { namespace, .. } => format!("#pragma {namespace}"),
            Tok::Kw(k) => k.spelling().to_string(),
            Tok::Punct(p) => p.spelling().to_string(),
        }
    }
}

impl Punct {
    pub fn spelling(self) -> &'static str {
        use Punct::*;
        match self {
            LBracket => "[",
            RBracket => "]",
            LParen => "(",
            RParen => ")",
            LBrace => "{",
            RBrace => "}",
            Dot => ".",
            Arrow => "->",
            PlusPlus => "++",
            MinusMinus => "--",
            Amp => "&",
            Star => "*",
            Plus => "+",
            Minus => "-",
            Tilde => "~",
            Bang => "!",
            Slash => "/",
            Percent => "%",
            Shl => "<<",
            Shr => ">>",
            Lt => "<",
            Gt => ">",
            Le => "<=",
            Ge => ">=",
            EqEq => "==",
            Ne => "!=",
            Caret => "^",
            Pipe => "|",
            AmpAmp => "&&",
            PipePipe => "||",
            Question => "?",
            Colon | CoColon => ":",
            ColonColon => "::",
            Semi => ";",
            Ellipsis => "...",
            Assign => "=",
            StarAssign => "*=",
            SlashAssign => "/=",
            PercentAssign => "%=",
            PlusAssign => "+=",
            MinusAssign => "-=",
            ShlAssign => "<<=",
            ShrAssign => ">>=",
            AmpAssign => "&=",
            CaretAssign => "^=",
            PipeAssign => "|=",
            Comma => ",",
            Hash => "#",
        }
    }
}
