//! A minimal compiler driver for trying the code generator by hand:
//! `xcc IN.c OUT.{o,ll,s,bc} [-O0..3] [-g] [-march=CPU]` (preprocessing, parsing and lowering
//! as the real driver does them).

use std::path::Path;

use xmp_codegen::{emit, CodegenOptions, OutputKind};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if args.len() < 3 {
        eprintln!("usage: xcc IN.c OUT [-O0..3] [-g] [-march=CPU]");
        std::process::exit(2);
    }
    let mut o = CodegenOptions::default();
    for a in &args[3..] {
        if let Some(l) = a.strip_prefix("-O") {
            o.opt_level = l.parse().unwrap_or(2);
        } else if a == "-g" {
            o.debug_info = true;
        } else if let Some(c) = a.strip_prefix("-march=") {
            o.target_cpu = Some(c.to_string());
        }
    }
    let out = Path::new(&args[2]);
    let kind = match out.extension().and_then(|e| e.to_str()) {
        Some("ll") => OutputKind::LlvmIr,
        Some("bc") => OutputKind::Bitcode,
        Some("s") => OutputKind::Assembly,
        _ => OutputKind::Object,
    };
    let pr = xmp_frontend::parse_file(Path::new(&args[1]), &Default::default());
    let Some(unit) = pr.unit else {
        eprintln!("{:?}", pr.diags);
        std::process::exit(1);
    };
    let (m, diags) = xmp_ir::lower::lower(&unit, pr.source_map);
    let Some(m) = m else {
        eprintln!("{diags:?}");
        std::process::exit(1);
    };
    if let Err(e) = emit(&m, &o, kind, out) {
        eprintln!("error: {e}");
        std::process::exit(1);
    }
}
