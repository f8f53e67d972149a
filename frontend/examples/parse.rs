//! Parses each file given on the command line (through clang -E) and prints the diagnostics:
//! `cargo run -p xmp-frontend --example parse -- file.c ...`. With `--dump`, prints the AST.

use xmp_frontend::{parse_file, PreprocessOptions};

fn main() {
    let mut dump = false;
    let mut failed = 0;
    let mut include_dirs = Vec::new();
    for a in std::env::args().skip(1) {
        if a == "--dump" {
            dump = true;
            continue;
        }
        if let Some(d) = a.strip_prefix("-I") {
            include_dirs.push(d.into());
            continue;
        }
        let opts = PreprocessOptions {
            include_dirs: include_dirs.clone(),
            ..Default::default()
        };
        let r = parse_file(std::path::Path::new(&a), &opts);
        let mut err = std::io::stderr();
        xmp_frontend::diag::render::render(&r.diags.list, &r.source_map, false, &mut err);
        if r.diags.has_errors() {
            failed += 1;
        }
        if let (true, Some(u)) = (dump, &r.unit) {
            xmp_frontend::dump::dump_ast(u, &r.source_map, &mut std::io::stdout());
        }
    }
    std::process::exit(if failed > 0 { 1 } else { 0 });
}
