//! Fuzzes the front end, semantic analysis, the verifier and the XIR passes on already-preprocessed
//! text: any input must give a result or diagnostics, never a panic, a hang or a stack overflow.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    // The driver runs on a large stack; do the same so deep (but accepted) trees are in scope.
    let _ = xmp_frontend::run_with_large_stack(|| {
        let parsed = xmp_frontend::parse_source(&text, "fuzz.c");
        if let Some(unit) = parsed.unit {
            if let (Some(mut m), _) = xmp_ir::lower::lower(&unit, parsed.source_map) {
                // What the driver does at -O2: every pass. XIR that verified before the passes
                // must still verify after them (else a pass broke it).
                let before = xmp_ir::verify::verify(&m);
                let opts = xmp_ir::passes::PassOptions::default();
                if let Ok(mut passes) = xmp_ir::passes::pipeline(2, &opts) {
                    let _ = xmp_ir::passes::run_pipeline(&mut m, &mut passes, &opts);
                }
                if before.is_ok() {
                    if let Err(e) = xmp_ir::verify::verify(&m) {
                        panic!("the passes left XIR that does not verify: {e}");
                    }
                }
            }
        }
    });
});
