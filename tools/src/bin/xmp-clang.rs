//! `xmp-clang`: the XcalableMP/C compiler driver.

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    // Parsing and lowering recurse over the syntax tree; the parser bounds its depth, and a large
    // stack (as rustc uses) keeps the deepest accepted trees from overflowing the main thread's.
    let status = match xmp_frontend::run_with_large_stack(|| xmp_tools::driver::run(&args)) {
        Ok(status) => status,
        Err(e) => {
            eprintln!("xmp-clang: error: cannot start the compiler thread: {e}");
            1
        }
    };
    std::process::exit(status);
}
