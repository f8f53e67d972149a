//! x86-64 target features: clang's `-m<name>`/`-mno-<name>` flags and the LLVM feature each
//! turns on or off (the names clang's `X86.td`-derived option table maps).

/// `(clang -m name, LLVM feature)`. Most are spelled alike; the table also holds the ones that
/// are not (`-msse4` is SSE4.2, `-m80387` is `x87`).
pub const X86_FEATURES: &[(&str, &str)] = &[
    ("3dnow", "3dnow"),
    ("3dnowa", "3dnowa"),
    ("80387", "x87"),
    ("x87", "x87"),
    ("adx", "adx"),
    ("aes", "aes"),
    ("amx-bf16", "amx-bf16"),
    ("amx-complex", "amx-complex"),
    ("amx-fp16", "amx-fp16"),
    ("amx-int8", "amx-int8"),
    ("amx-tile", "amx-tile"),
    ("avx", "avx"),
    ("avx10.1", "avx10.1"),
    ("avx10.2", "avx10.2"),
    ("avx2", "avx2"),
    ("avx512bf16", "avx512bf16"),
    ("avx512bitalg", "avx512bitalg"),
    ("avx512bw", "avx512bw"),
    ("avx512cd", "avx512cd"),
    ("avx512dq", "avx512dq"),
    ("avx512f", "avx512f"),
    ("avx512fp16", "avx512fp16"),
    ("avx512ifma", "avx512ifma"),
    ("avx512vbmi", "avx512vbmi"),
    ("avx512vbmi2", "avx512vbmi2"),
    ("avx512vl", "avx512vl"),
    ("avx512vnni", "avx512vnni"),
    ("avx512vp2intersect", "avx512vp2intersect"),
    ("avx512vpopcntdq", "avx512vpopcntdq"),
    ("avxifma", "avxifma"),
    ("avxneconvert", "avxneconvert"),
    ("avxvnni", "avxvnni"),
    ("avxvnniint16", "avxvnniint16"),
    ("avxvnniint8", "avxvnniint8"),
    ("bmi", "bmi"),
    ("bmi2", "bmi2"),
    ("cldemote", "cldemote"),
    ("clflushopt", "clflushopt"),
    ("clwb", "clwb"),
    ("clzero", "clzero"),
    ("cmpccxadd", "cmpccxadd"),
    ("crc32", "crc32"),
    ("cx16", "cx16"),
    ("enqcmd", "enqcmd"),
    ("f16c", "f16c"),
    ("fma", "fma"),
    ("fma4", "fma4"),
    ("fsgsbase", "fsgsbase"),
    ("fxsr", "fxsr"),
    ("gfni", "gfni"),
    ("hreset", "hreset"),
    ("invpcid", "invpcid"),
    ("kl", "kl"),
    ("lwp", "lwp"),
    ("lzcnt", "lzcnt"),
    ("mmx", "mmx"),
    ("movbe", "movbe"),
    ("movdir64b", "movdir64b"),
    ("movdiri", "movdiri"),
    ("mwaitx", "mwaitx"),
    ("pclmul", "pclmul"),
    ("pconfig", "pconfig"),
    ("pku", "pku"),
    ("popcnt", "popcnt"),
    ("prefetchi", "prefetchi"),
    ("prfchw", "prfchw"),
    ("ptwrite", "ptwrite"),
    ("raoint", "raoint"),
    ("rdpid", "rdpid"),
    ("rdpru", "rdpru"),
    ("rdrnd", "rdrnd"),
    ("rdseed", "rdseed"),
    ("rtm", "rtm"),
    ("sahf", "sahf"),
    ("serialize", "serialize"),
    ("sgx", "sgx"),
    ("sha", "sha"),
    ("sha512", "sha512"),
    ("shstk", "shstk"),
    ("sm3", "sm3"),
    ("sm4", "sm4"),
    ("sse", "sse"),
    ("sse2", "sse2"),
    ("sse3", "sse3"),
    ("sse4.1", "sse4.1"),
    ("sse4.2", "sse4.2"),
    ("sse4a", "sse4a"),
    ("ssse3", "ssse3"),
    ("tbm", "tbm"),
    ("tsxldtrk", "tsxldtrk"),
    ("uintr", "uintr"),
    ("usermsr", "usermsr"),
    ("vaes", "vaes"),
    ("vpclmulqdq", "vpclmulqdq"),
    ("vzeroupper", "vzeroupper"),
    ("waitpkg", "waitpkg"),
    ("wbnoinvd", "wbnoinvd"),
    ("widekl", "widekl"),
    ("xop", "xop"),
    ("xsave", "xsave"),
    ("xsavec", "xsavec"),
    ("xsaveopt", "xsaveopt"),
    ("xsaves", "xsaves"),
    ("retpoline", "retpoline"),
];

/// The LLVM feature string (`+avx2`, `-fma`) for a `-m<name>`/`-mno-<name>` flag; `None` for a
/// name that is no x86-64 feature.
pub fn feature_for_flag(flag: &str) -> Option<String> {
    let rest = flag.strip_prefix("-m")?;
    let (on, name) = match rest.strip_prefix("no-") {
        Some(n) => (false, n),
        None => (true, rest),
    };
    // `-msse4` turns on SSE4.2; `-mno-sse4` turns off SSE4.1 (and with it everything above).
    let feature = match (name, on) {
        ("sse4", true) => "sse4.2",
        ("sse4", false) => "sse4.1",
        _ => X86_FEATURES.iter().find(|(m, _)| *m == name)?.1,
    };
    Some(format!("{}{feature}", if on { '+' } else { '-' }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn flags_map_to_llvm_features() {
        assert_eq!(feature_for_flag("-mavx2").as_deref(), Some("+avx2"));
        assert_eq!(feature_for_flag("-mno-fma").as_deref(), Some("-fma"));
        assert_eq!(feature_for_flag("-msse4").as_deref(), Some("+sse4.2"));
        assert_eq!(feature_for_flag("-m80387").as_deref(), Some("+x87"));
        assert_eq!(feature_for_flag("-mfoo"), None);
    }
}
