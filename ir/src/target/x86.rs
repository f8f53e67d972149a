//! The x86 target builtins (`__builtin_ia32_*`) as a table, as clang's `BuiltinsX86` lists
//! them: each name with its prototype, the target features it needs and how code generation
//! emits it. Front end and code generation both read it: lowering checks and converts the
//! arguments against the prototype, code generation emits the pattern.
//!
//! Prototypes use clang's builtin type letters: `v` void, `c` char, `s` short, `i` int,
//! `LLi` long long, prefixes `U` unsigned and `S` signed, `C` const, suffix `*` pointer, `I`
//! an argument that must be an integer constant. The first type is the result.
//!
//! The scalar builtins are listed here by hand; the vector ones of the SSE..AVX2/FMA headers
//! come from `x86_vector.rs` (generated from clang's table and IR); the remaining prototypes
//! from `x86_signatures.rs`. A builtin emitted as [`X86Gen::Unsupported`] parses and
//! type-checks, and is "not supported yet" when a function using it is emitted.

/// One `__builtin_ia32_*`.
pub struct X86Builtin {
    pub name: &'static str,
    pub proto: &'static str,
    /// clang's feature names, comma-separated (informational: the header functions carry them
    /// as `target` attributes).
    pub features: &'static str,
    pub gen: X86Gen,
}

/// How a builtin is emitted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum X86Gen {
    /// A call of the LLVM intrinsic with the converted arguments; its result is the builtin's.
    Intrinsic(&'static str),
    /// The intrinsic returns `{ value, status }`: the value is stored through the last
    /// argument, the status is the result (`rdrand`/`rdseed` steps).
    StoreFirst(&'static str),
    /// The intrinsic returns `{ value, aux }`: `aux` is stored through the last argument, the
    /// value is the result (`rdtscp`).
    StoreSecond(&'static str),
    /// `llvm.x86.addcarry.*`/`subborrow.*` take the carry and the operands and return
    /// `{ carry, sum }`: the sum is stored through the last argument, the carry is the result.
    Carry(&'static str),
    /// `llvm.ctlz`/`llvm.cttz` with a defined result for zero (`lzcnt`, `tzcnt`).
    CountZeros(&'static str),
    /// `llvm.prefetch` of instructions with the argument's locality hint.
    PrefetchI,
    /// A rotate: the funnel shift `llvm.fshl`/`llvm.fshr` of the value with itself.
    Rotate(&'static str),
    /// The intrinsic with this constant appended as an `i8` operand (the predicate of
    /// `cmpeqss` and its kin).
    IntrinsicImm(&'static str, u8),
    /// A `shufflevector` whose mask follows from the constant last operand, as clang builds it.
    Shuffle(ShuffleKind),
    /// `fcmp` with the `_CMP_*` predicate of this number; true lanes become all ones.
    FCmp(u8),
    /// [`X86Gen::FCmp`] with the predicate in the constant last operand.
    FCmpImm,
    /// The even 32-bit lanes multiplied into 64-bit lanes (`pmuldq`: signed, `pmuludq`:
    /// unsigned).
    MulEven(bool),
    /// `extractelement` at the constant index (modulo the lane count).
    ExtractLane,
    /// `insertelement` of the second operand at the constant third (modulo the lane count).
    InsertLane,
    /// A non-temporal store of the second operand through the first.
    NontemporalStore,
    /// An unspecified vector: zero, as clang emits it.
    Undef,
    Unsupported,
}

/// The immediate-controlled shuffles clang expands into `shufflevector` (its masks).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ShuffleKind {
    /// Bit `i % 8` of the immediate picks lane `i` of the second operand.
    Blend,
    /// `shufps`/`shufpd`: per 128-bit lane, the low half from the first operand and the high
    /// half from the second, each chosen by immediate fields.
    ShufP,
    /// `vpermilps`/`vpermilpd`/`pshufd`: per 128-bit lane, each element chosen by a field.
    PermilImm,
    /// `pshuflw`: the low four words of each 128-bit lane permuted.
    ShufLow,
    /// `pshufhw`: the high four words of each 128-bit lane permuted.
    ShufHigh,
    /// `vpermpd`/`vpermq` with an immediate: 2-bit fields across the 256 bits.
    Perm4x64,
    /// `palignr`: the byte-wise concatenation of the operands shifted right per 128-bit lane.
    Palignr,
    /// `pslldq`: bytes shifted left per 128-bit lane, zeros shifted in.
    ByteShiftLeft,
    /// `psrldq`: bytes shifted right per 128-bit lane, zeros shifted in.
    ByteShiftRight,
    /// `vextractf128`: the 128-bit half the immediate's low bit names.
    Extract128,
    /// `vinsertf128`: the second operand replaces the 128-bit half the immediate names.
    Insert128,
    /// `vperm2f128`: each 128-bit half from either operand's half, or zero.
    Perm2x128,
}

use X86Gen::*;

macro_rules! b {
    ($n:literal, $p:literal, $f:literal, $g:expr) => {
        X86Builtin {
            name: $n,
            proto: $p,
            features: $f,
            gen: $g,
        }
    };
}

/// Sorted by name (binary search).
pub const X86_BUILTINS: &[X86Builtin] = &[
    b!(
        "__builtin_ia32_aadd32",
        "vv*Si",
        "raoint",
        Intrinsic("llvm.x86.aadd32")
    ),
    b!(
        "__builtin_ia32_aadd64",
        "vv*SLLi",
        "raoint",
        Intrinsic("llvm.x86.aadd64")
    ),
    b!(
        "__builtin_ia32_aand32",
        "vv*Si",
        "raoint",
        Intrinsic("llvm.x86.aand32")
    ),
    b!(
        "__builtin_ia32_aand64",
        "vv*SLLi",
        "raoint",
        Intrinsic("llvm.x86.aand64")
    ),
    b!(
        "__builtin_ia32_addcarryx_u32",
        "UcUcUiUiUi*",
        "",
        Carry("llvm.x86.addcarry.32")
    ),
    b!(
        "__builtin_ia32_addcarryx_u64",
        "UcUcULLiULLiULLi*",
        "",
        Carry("llvm.x86.addcarry.64")
    ),
    b!(
        "__builtin_ia32_aor32",
        "vv*Si",
        "raoint",
        Intrinsic("llvm.x86.aor32")
    ),
    b!(
        "__builtin_ia32_aor64",
        "vv*SLLi",
        "raoint",
        Intrinsic("llvm.x86.aor64")
    ),
    b!(
        "__builtin_ia32_axor32",
        "vv*Si",
        "raoint",
        Intrinsic("llvm.x86.axor32")
    ),
    b!(
        "__builtin_ia32_axor64",
        "vv*SLLi",
        "raoint",
        Intrinsic("llvm.x86.axor64")
    ),
    b!(
        "__builtin_ia32_bextr_u32",
        "UiUiUi",
        "bmi",
        Intrinsic("llvm.x86.bmi.bextr.32")
    ),
    b!(
        "__builtin_ia32_bextr_u64",
        "ULLiULLiULLi",
        "bmi",
        Intrinsic("llvm.x86.bmi.bextr.64")
    ),
    b!(
        "__builtin_ia32_bzhi_di",
        "ULLiULLiULLi",
        "bmi2",
        Intrinsic("llvm.x86.bmi.bzhi.64")
    ),
    b!(
        "__builtin_ia32_bzhi_si",
        "UiUiUi",
        "bmi2",
        Intrinsic("llvm.x86.bmi.bzhi.32")
    ),
    b!(
        "__builtin_ia32_cldemote",
        "vvC*",
        "cldemote",
        Intrinsic("llvm.x86.cldemote")
    ),
    b!(
        "__builtin_ia32_clflush",
        "vvC*",
        "sse2",
        Intrinsic("llvm.x86.sse2.clflush")
    ),
    b!(
        "__builtin_ia32_clflushopt",
        "vvC*",
        "clflushopt",
        Intrinsic("llvm.x86.clflushopt")
    ),
    b!(
        "__builtin_ia32_clui",
        "v",
        "uintr",
        Intrinsic("llvm.x86.clui")
    ),
    b!(
        "__builtin_ia32_clwb",
        "vvC*",
        "clwb",
        Intrinsic("llvm.x86.clwb")
    ),
    b!(
        "__builtin_ia32_crc32di",
        "ULLiULLiULLi",
        "crc32",
        Intrinsic("llvm.x86.sse42.crc32.64.64")
    ),
    b!(
        "__builtin_ia32_crc32hi",
        "UiUiUs",
        "crc32",
        Intrinsic("llvm.x86.sse42.crc32.32.16")
    ),
    b!(
        "__builtin_ia32_crc32qi",
        "UiUiUc",
        "crc32",
        Intrinsic("llvm.x86.sse42.crc32.32.8")
    ),
    b!(
        "__builtin_ia32_crc32si",
        "UiUiUi",
        "crc32",
        Intrinsic("llvm.x86.sse42.crc32.32.32")
    ),
    b!(
        "__builtin_ia32_directstore_u32",
        "vUi*Ui",
        "movdiri",
        Intrinsic("llvm.x86.directstore32")
    ),
    b!(
        "__builtin_ia32_directstore_u64",
        "vULi*ULi",
        "movdiri",
        Intrinsic("llvm.x86.directstore64")
    ),
    b!(
        "__builtin_ia32_emms",
        "v",
        "mmx",
        Intrinsic("llvm.x86.mmx.emms")
    ),
    b!(
        "__builtin_ia32_fxrstor",
        "vv*",
        "fxsr",
        Intrinsic("llvm.x86.fxrstor")
    ),
    b!(
        "__builtin_ia32_fxrstor64",
        "vv*",
        "fxsr",
        Intrinsic("llvm.x86.fxrstor64")
    ),
    b!(
        "__builtin_ia32_fxsave",
        "vv*",
        "fxsr",
        Intrinsic("llvm.x86.fxsave")
    ),
    b!(
        "__builtin_ia32_fxsave64",
        "vv*",
        "fxsr",
        Intrinsic("llvm.x86.fxsave64")
    ),
    b!(
        "__builtin_ia32_lfence",
        "v",
        "sse2",
        Intrinsic("llvm.x86.sse2.lfence")
    ),
    b!(
        "__builtin_ia32_lzcnt_u16",
        "UsUs",
        "lzcnt",
        CountZeros("llvm.ctlz")
    ),
    b!(
        "__builtin_ia32_lzcnt_u32",
        "UiUi",
        "lzcnt",
        CountZeros("llvm.ctlz")
    ),
    b!(
        "__builtin_ia32_lzcnt_u64",
        "ULLiULLi",
        "lzcnt",
        CountZeros("llvm.ctlz")
    ),
    b!(
        "__builtin_ia32_mfence",
        "v",
        "sse2",
        Intrinsic("llvm.x86.sse2.mfence")
    ),
    b!(
        "__builtin_ia32_movdir64b",
        "vv*vC*",
        "movdir64b",
        Intrinsic("llvm.x86.movdir64b")
    ),
    b!(
        "__builtin_ia32_pause",
        "v",
        "",
        Intrinsic("llvm.x86.sse2.pause")
    ),
    b!(
        "__builtin_ia32_pdep_di",
        "ULLiULLiULLi",
        "bmi2",
        Intrinsic("llvm.x86.bmi.pdep.64")
    ),
    b!(
        "__builtin_ia32_pdep_si",
        "UiUiUi",
        "bmi2",
        Intrinsic("llvm.x86.bmi.pdep.32")
    ),
    b!(
        "__builtin_ia32_pext_di",
        "ULLiULLiULLi",
        "bmi2",
        Intrinsic("llvm.x86.bmi.pext.64")
    ),
    b!(
        "__builtin_ia32_pext_si",
        "UiUiUi",
        "bmi2",
        Intrinsic("llvm.x86.bmi.pext.32")
    ),
    b!("__builtin_ia32_prefetchi", "vvC*Ui", "prefetchi", PrefetchI),
    b!(
        "__builtin_ia32_ptwrite32",
        "vUi",
        "ptwrite",
        Intrinsic("llvm.x86.ptwrite32")
    ),
    b!(
        "__builtin_ia32_ptwrite64",
        "vULLi",
        "ptwrite",
        Intrinsic("llvm.x86.ptwrite64")
    ),
    b!(
        "__builtin_ia32_rdfsbase32",
        "Ui",
        "fsgsbase",
        Intrinsic("llvm.x86.rdfsbase.32")
    ),
    b!(
        "__builtin_ia32_rdfsbase64",
        "ULLi",
        "fsgsbase",
        Intrinsic("llvm.x86.rdfsbase.64")
    ),
    b!(
        "__builtin_ia32_rdgsbase32",
        "Ui",
        "fsgsbase",
        Intrinsic("llvm.x86.rdgsbase.32")
    ),
    b!(
        "__builtin_ia32_rdgsbase64",
        "ULLi",
        "fsgsbase",
        Intrinsic("llvm.x86.rdgsbase.64")
    ),
    b!(
        "__builtin_ia32_rdpid",
        "Ui",
        "rdpid",
        Intrinsic("llvm.x86.rdpid")
    ),
    b!(
        "__builtin_ia32_rdpmc",
        "ULLii",
        "",
        Intrinsic("llvm.x86.rdpmc")
    ),
    b!(
        "__builtin_ia32_rdpru",
        "ULLii",
        "rdpru",
        Intrinsic("llvm.x86.rdpru")
    ),
    b!(
        "__builtin_ia32_rdrand16_step",
        "UiUs*",
        "rdrnd",
        StoreFirst("llvm.x86.rdrand.16")
    ),
    b!(
        "__builtin_ia32_rdrand32_step",
        "UiUi*",
        "rdrnd",
        StoreFirst("llvm.x86.rdrand.32")
    ),
    b!(
        "__builtin_ia32_rdrand64_step",
        "UiULLi*",
        "rdrnd",
        StoreFirst("llvm.x86.rdrand.64")
    ),
    b!(
        "__builtin_ia32_rdseed16_step",
        "UiUs*",
        "rdseed",
        StoreFirst("llvm.x86.rdseed.16")
    ),
    b!(
        "__builtin_ia32_rdseed32_step",
        "UiUi*",
        "rdseed",
        StoreFirst("llvm.x86.rdseed.32")
    ),
    b!(
        "__builtin_ia32_rdseed64_step",
        "UiULLi*",
        "rdseed",
        StoreFirst("llvm.x86.rdseed.64")
    ),
    b!(
        "__builtin_ia32_rdtsc",
        "ULLi",
        "",
        Intrinsic("llvm.x86.rdtsc")
    ),
    b!(
        "__builtin_ia32_rdtscp",
        "ULLiUi*",
        "",
        StoreSecond("llvm.x86.rdtscp")
    ),
    b!(
        "__builtin_ia32_readeflags_u32",
        "Ui",
        "",
        Intrinsic("llvm.x86.flags.read.u32")
    ),
    b!(
        "__builtin_ia32_readeflags_u64",
        "ULLi",
        "",
        Intrinsic("llvm.x86.flags.read.u64")
    ),
    b!(
        "__builtin_ia32_senduipi",
        "vULLi",
        "uintr",
        Intrinsic("llvm.x86.senduipi")
    ),
    b!(
        "__builtin_ia32_serialize",
        "v",
        "serialize",
        Intrinsic("llvm.x86.serialize")
    ),
    b!(
        "__builtin_ia32_sfence",
        "v",
        "sse",
        Intrinsic("llvm.x86.sse.sfence")
    ),
    b!(
        "__builtin_ia32_stui",
        "v",
        "uintr",
        Intrinsic("llvm.x86.stui")
    ),
    b!(
        "__builtin_ia32_subborrow_u32",
        "UcUcUiUiUi*",
        "",
        Carry("llvm.x86.subborrow.32")
    ),
    b!(
        "__builtin_ia32_subborrow_u64",
        "UcUcULLiULLiULLi*",
        "",
        Carry("llvm.x86.subborrow.64")
    ),
    b!(
        "__builtin_ia32_testui",
        "Uc",
        "uintr",
        Intrinsic("llvm.x86.testui")
    ),
    b!("__builtin_ia32_tpause", "UcUiUiUi", "waitpkg", Unsupported),
    b!(
        "__builtin_ia32_tzcnt_u16",
        "UsUs",
        "",
        CountZeros("llvm.cttz")
    ),
    b!(
        "__builtin_ia32_tzcnt_u32",
        "UiUi",
        "",
        CountZeros("llvm.cttz")
    ),
    b!(
        "__builtin_ia32_tzcnt_u64",
        "ULLiULLi",
        "",
        CountZeros("llvm.cttz")
    ),
    b!(
        "__builtin_ia32_umonitor",
        "vvC*",
        "waitpkg",
        Intrinsic("llvm.x86.umonitor")
    ),
    b!("__builtin_ia32_umwait", "UcUiUiUi", "waitpkg", Unsupported),
    b!(
        "__builtin_ia32_urdmsr",
        "ULLiULLi",
        "usermsr",
        Intrinsic("llvm.x86.urdmsr")
    ),
    b!(
        "__builtin_ia32_uwrmsr",
        "vULLiULLi",
        "usermsr",
        Intrinsic("llvm.x86.uwrmsr")
    ),
    b!(
        "__builtin_ia32_wbinvd",
        "v",
        "",
        Intrinsic("llvm.x86.wbinvd")
    ),
    b!(
        "__builtin_ia32_wrfsbase32",
        "vUi",
        "fsgsbase",
        Intrinsic("llvm.x86.wrfsbase.32")
    ),
    b!(
        "__builtin_ia32_wrfsbase64",
        "vULLi",
        "fsgsbase",
        Intrinsic("llvm.x86.wrfsbase.64")
    ),
    b!(
        "__builtin_ia32_wrgsbase32",
        "vUi",
        "fsgsbase",
        Intrinsic("llvm.x86.wrgsbase.32")
    ),
    b!(
        "__builtin_ia32_wrgsbase64",
        "vULLi",
        "fsgsbase",
        Intrinsic("llvm.x86.wrgsbase.64")
    ),
    b!(
        "__builtin_ia32_writeeflags_u32",
        "vUi",
        "",
        Intrinsic("llvm.x86.flags.write.u32")
    ),
    b!(
        "__builtin_ia32_writeeflags_u64",
        "vULLi",
        "",
        Intrinsic("llvm.x86.flags.write.u64")
    ),
    b!(
        "__builtin_ia32_xabort",
        "vIc",
        "rtm",
        Intrinsic("llvm.x86.xabort")
    ),
    b!(
        "__builtin_ia32_xbegin",
        "i",
        "rtm",
        Intrinsic("llvm.x86.xbegin")
    ),
    b!(
        "__builtin_ia32_xend",
        "v",
        "rtm",
        Intrinsic("llvm.x86.xend")
    ),
    b!(
        "__builtin_ia32_xgetbv",
        "ULLiUi",
        "xsave",
        Intrinsic("llvm.x86.xgetbv")
    ),
    b!(
        "__builtin_ia32_xresldtrk",
        "v",
        "tsxldtrk",
        Intrinsic("llvm.x86.xresldtrk")
    ),
    b!("__builtin_ia32_xrstor", "vv*ULLi", "xsave", Unsupported),
    b!("__builtin_ia32_xrstor64", "vv*ULLi", "xsave", Unsupported),
    b!("__builtin_ia32_xsave", "vv*ULLi", "xsave", Unsupported),
    b!("__builtin_ia32_xsave64", "vv*ULLi", "xsave", Unsupported),
    b!("__builtin_ia32_xsetbv", "vUiULLi", "xsave", Unsupported),
    b!(
        "__builtin_ia32_xsusldtrk",
        "v",
        "tsxldtrk",
        Intrinsic("llvm.x86.xsusldtrk")
    ),
    // Generic rotates, which the x86 headers (ia32intrin.h) use.
    b!("__builtin_rotateleft16", "UsUsUs", "", Rotate("llvm.fshl")),
    b!("__builtin_rotateleft32", "UiUiUi", "", Rotate("llvm.fshl")),
    b!(
        "__builtin_rotateleft64",
        "ULLiULLiULLi",
        "",
        Rotate("llvm.fshl")
    ),
    b!("__builtin_rotateleft8", "UcUcUc", "", Rotate("llvm.fshl")),
    b!("__builtin_rotateright16", "UsUsUs", "", Rotate("llvm.fshr")),
    b!("__builtin_rotateright32", "UiUiUi", "", Rotate("llvm.fshr")),
    b!(
        "__builtin_rotateright64",
        "ULLiULLiULLi",
        "",
        Rotate("llvm.fshr")
    ),
    b!("__builtin_rotateright8", "UcUcUc", "", Rotate("llvm.fshr")),
];

pub use super::x86_signatures::X86_SIGNATURES;
pub use super::x86_vector::X86_VECTOR;

/// A builtin by name: its number (for [`crate::xir::Builtin::X86`]), name, prototype and
/// emission. The hand-written table first, then the vector builtins, then the prototypes
/// generated from clang's headers, whose code generation is not implemented yet.
pub fn lookup(name: &str) -> Option<(u16, &'static str, &'static str, X86Gen)> {
    if let Ok(i) = X86_BUILTINS.binary_search_by(|b| b.name.cmp(name)) {
        let b = &X86_BUILTINS[i];
        return Some((i as u16, b.name, b.proto, b.gen));
    }
    let base = X86_BUILTINS.len();
    if let Ok(i) = X86_VECTOR.binary_search_by(|b| b.0.cmp(name)) {
        let (n, p, _, g) = X86_VECTOR[i];
        return Some(((base + i) as u16, n, p, g));
    }
    let i = X86_SIGNATURES.binary_search_by(|b| b.0.cmp(name)).ok()?;
    let (n, p) = X86_SIGNATURES[i];
    Some(((base + X86_VECTOR.len() + i) as u16, n, p, Unsupported))
}

/// [`lookup`] by number.
pub fn by_index(idx: u16) -> Option<(&'static str, &'static str, X86Gen)> {
    let i = idx as usize;
    if let Some(b) = X86_BUILTINS.get(i) {
        return Some((b.name, b.proto, b.gen));
    }
    let i = i - X86_BUILTINS.len();
    if let Some((n, p, _, g)) = X86_VECTOR.get(i) {
        return Some((n, p, *g));
    }
    X86_SIGNATURES
        .get(i - X86_VECTOR.len())
        .map(|(n, p)| (*n, *p, Unsupported))
}

/// The features a builtin needs, clang's way: comma-separated, all needed; `a|b` either.
/// Empty for the prototypes of `x86_signatures.rs` (their header functions carry them).
pub fn features(idx: u16) -> &'static str {
    let i = idx as usize;
    match X86_BUILTINS.get(i) {
        Some(b) => b.features,
        None => X86_VECTOR.get(i - X86_BUILTINS.len()).map_or("", |b| b.2),
    }
}

/// LLVM x86 features that turn others on (the part of LLVM's implication graph the table's
/// builtins need).
const IMPLIES: &[(&str, &[&str])] = &[
    ("avx512f", &["avx2", "fma", "f16c"]),
    ("avx512vl", &["avx512f"]),
    ("avx512bw", &["avx512f"]),
    ("avx512dq", &["avx512f"]),
    ("avx512cd", &["avx512f"]),
    ("avx2", &["avx"]),
    ("fma", &["avx"]),
    ("f16c", &["avx"]),
    ("avx", &["sse4.2"]),
    ("sse4.2", &["sse4.1", "crc32"]),
    ("sse4.1", &["ssse3"]),
    ("ssse3", &["sse3"]),
    ("sse3", &["sse2"]),
    ("sse2", &["sse"]),
];

/// The features of the generic `x86-64` CPU.
pub const X86_64_BASE: &str = "+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87";

/// The features a `+a,-b,...` list enables, implied ones included.
pub fn enabled_features(list: &str) -> Vec<String> {
    let mut on: Vec<String> = vec![];
    for f in list.split(',') {
        if let Some(n) = f.strip_prefix('+') {
            on.push(n.to_string());
        } else if let Some(n) = f.strip_prefix('-') {
            on.retain(|x| x != n);
        }
    }
    let mut i = 0;
    while i < on.len() {
        if let Some((_, more)) = IMPLIES.iter().find(|(f, _)| *f == on[i]) {
            for m in more.iter() {
                if !on.iter().any(|x| x == m) {
                    on.push(m.to_string());
                }
            }
        }
        i += 1;
    }
    on
}

/// One type of a prototype.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ProtoType {
    Void,
    /// Integer of this many bits, signedness.
    Int(u32, bool),
    /// Pointer to the type.
    Pointer(Box<ProtoType>),
    /// `_Float16` (16), `float` (32) or `double` (64).
    Float(u32),
    /// `__bf16`.
    BFloat,
    /// A GNU vector of this many elements.
    Vector(Box<ProtoType>, u32),
}

/// A parsed prototype: result, parameters, and which parameters must be constants.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Proto {
    pub ret: ProtoType,
    pub params: Vec<ProtoType>,
    pub constant: Vec<bool>,
}

/// Reads a prototype string (see the module documentation).
pub fn parse_proto(p: &str) -> Option<Proto> {
    let b = p.as_bytes();
    let mut i = 0;
    let mut types = vec![];
    let mut constant = vec![];
    while i < b.len() {
        let mut lanes = 0u32;
        if b.get(i) == Some(&b'V') {
            i += 1;
            let s = i;
            while b.get(i).is_some_and(|c| c.is_ascii_digit()) {
                i += 1;
            }
            lanes = p[s..i].parse().ok()?;
        }
        let (mut unsigned, mut longs, mut konst) = (false, 0, false);
        loop {
            match b.get(i)? {
                b'U' => unsigned = true,
                b'S' => unsigned = false,
                // `O`: OpenCL's `long`, 64 bits as `LL`.
                b'L' | b'O' => longs += 1,
                b'I' => konst = true,
                b'C' => {}
                _ => break,
            }
            i += 1;
        }
        let mut t = match b[i] {
            b'v' => ProtoType::Void,
            b'c' => ProtoType::Int(8, !unsigned),
            b's' => ProtoType::Int(16, !unsigned),
            b'i' => ProtoType::Int(if longs > 0 { 64 } else { 32 }, !unsigned),
            b'z' => ProtoType::Int(64, false),
            b'f' => ProtoType::Float(32),
            b'd' => ProtoType::Float(64),
            b'x' => ProtoType::Float(16),
            b'y' => ProtoType::BFloat,
            _ => return None,
        };
        i += 1;
        if lanes > 0 {
            t = ProtoType::Vector(Box::new(t), lanes);
        }
        while i < b.len() && matches!(b[i], b'*' | b'C') {
            if b[i] == b'*' {
                t = ProtoType::Pointer(Box::new(t));
            }
            i += 1;
        }
        types.push(t);
        constant.push(konst);
    }
    let mut it = types.into_iter();
    let ret = it.next()?;
    constant.remove(0);
    Some(Proto {
        ret,
        params: it.collect(),
        constant,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_is_sorted_and_prototypes_parse() {
        for w in X86_BUILTINS.windows(2) {
            assert!(w[0].name < w[1].name, "{} before {}", w[0].name, w[1].name);
        }
        for b in X86_BUILTINS {
            assert!(parse_proto(b.proto).is_some(), "{}", b.name);
        }
        for w in X86_VECTOR.windows(2) {
            assert!(w[0].0 < w[1].0, "{} before {}", w[0].0, w[1].0);
        }
        for (n, p, _, _) in X86_VECTOR {
            assert!(parse_proto(p).is_some(), "{n}");
        }
        for (n, p) in X86_SIGNATURES {
            assert!(parse_proto(p).is_some(), "{n}");
        }
        for w in X86_SIGNATURES.windows(2) {
            assert!(w[0].0 < w[1].0);
        }
        let v = parse_proto("V4fV8fIi").unwrap();
        assert_eq!(v.ret, ProtoType::Vector(Box::new(ProtoType::Float(32)), 4));
        assert_eq!(v.constant, vec![false, true]);
        let p = parse_proto("UcUcULLiULLiULLi*").unwrap();
        assert_eq!(p.ret, ProtoType::Int(8, false));
        assert_eq!(p.params[2], ProtoType::Int(64, false));
        assert_eq!(
            p.params[3],
            ProtoType::Pointer(Box::new(ProtoType::Int(64, false)))
        );
        assert_eq!(parse_proto("vIc").unwrap().constant, vec![true]);
    }
}
