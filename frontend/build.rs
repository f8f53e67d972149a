//! Generates the C parser from `src/c.lalrpop`.
fn main() {
    println!("cargo:rerun-if-changed=src/c.lalrpop");
    if let Err(e) = lalrpop::Configuration::new()
        .use_cargo_dir_conventions()
        .emit_rerun_directives(true)
        .process()
    {
        eprintln!("lalrpop failed: {e}");
        std::process::exit(1);
    }
}
