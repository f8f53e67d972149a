//! Fuzzes the lexer and parser (and the AST dump) on arbitrary bytes taken as preprocessed C:
//! any input must give a tree or a diagnostic, never a panic or a stack overflow. The input is
//! also written to a file so that column recovery and the diagnostic excerpts read it back as
//! the "original" source.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let path = std::env::temp_dir().join(format!("xmp-fuzz-{}.c", std::process::id()));
    let have_file = std::fs::write(&path, data).is_ok();
    let main = path.to_string_lossy().into_owned();
    let p = xmp_frontend::parser::parse_preprocessed(&text, &main, have_file);
    let mut sink = std::io::sink();
    let diags: Vec<_> = p.error.into_iter().collect();
    xmp_frontend::diag::render::render(&diags, &p.source_map, false, &mut sink);
    if let Some(u) = &p.unit {
        xmp_frontend::dump::dump_ast(u, &p.source_map, &mut sink);
    }
    // The expression entry point used by the XMP directive parser.
    if let Ok(toks) = xmp_frontend::lexer::tokenize(&text, "fuzz.c") {
        let _ = xmp_frontend::parse_expr_tokens(&toks);
    }
});
