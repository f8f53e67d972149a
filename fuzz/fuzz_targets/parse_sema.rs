//! Fuzzes the front end and semantic analysis on already-preprocessed text: any input must give
//! a result or diagnostics, never a panic, a hang or a stack overflow.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    // The driver runs on a large stack; do the same so deep (but accepted) trees are in scope.
    let _ = xmp_frontend::run_with_large_stack(|| {
        let parsed = xmp_frontend::parse_source(&text, "fuzz.c");
        if let Some(unit) = parsed.unit {
            let _ = xmp_ir::lower::lower(&unit, parsed.source_map);
        }
    });
});
