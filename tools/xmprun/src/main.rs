//! `xmprun -n N [--] prog args...`: runs an XcalableMP program on N nodes of this machine with
//! the shared-memory transport. The exit status is 0 when every node exits with 0, else the
//! first failing node's status (128+signal for a node killed by a signal, or for the launcher
//! itself receiving SIGINT/SIGTERM/SIGHUP, which it forwards to every node).

use std::ffi::CString;
use std::os::unix::ffi::OsStringExt;
use xmp_rt::launch::{launch, resolve_program, Outcome, Spawn};

const USAGE: &str = "usage: xmprun -n N [--trace FILE] [--] program [args...]\n\
  -n, --np, -np N   number of nodes (1..1024)\n\
  --trace FILE      write a timeline of the job to FILE (Chrome trace format; as XMP_TRACE)\n\
  -h, --help        this help\n\
environment: XMP_STATS=1 prints per-node statistics and times at exit; XMP_TRACE=FILE writes\n\
the timeline; XMP_TOOL_LIBRARIES loads tool libraries (xmpt.h); XMP_HEAP_MIB sets the per-node\n\
symmetric-heap reservation";

fn fail(msg: &str) -> ! {
    eprintln!("xmprun: {msg}");
    std::process::exit(2)
}

fn main() {
    let args: Vec<std::ffi::OsString> = std::env::args_os().skip(1).collect();
    let mut n: Option<usize> = None;
    let mut i = 0;
    while i < args.len() {
        let a = args[i].to_string_lossy().into_owned();
        match a.as_str() {
            "-h" | "--help" => {
                println!("{USAGE}");
                return;
            }
            "-n" | "-np" | "--np" => {
                let v = args.get(i + 1).map(|s| s.to_string_lossy().into_owned());
                n = Some(parse_n(v.as_deref()));
                i += 2;
            }
            "--trace" => {
                let Some(v) = args.get(i + 1) else {
                    fail(&format!("--trace needs a file name\n{USAGE}"))
                };
                std::env::set_var("XMP_TRACE", v);
                i += 2;
            }
            _ if a.starts_with("--trace=") => {
                std::env::set_var("XMP_TRACE", &a[8..]);
                i += 1;
            }
            "--" => {
                i += 1;
                break;
            }
            _ if a.starts_with("-n") && a.len() > 2 => {
                n = Some(parse_n(Some(&a[2..])));
                i += 1;
            }
            _ if a.starts_with("--np=") => {
                n = Some(parse_n(Some(&a[5..])));
                i += 1;
            }
            _ if a.starts_with('-') => fail(&format!("unknown option '{a}'\n{USAGE}")),
            _ => break,
        }
    }
    let Some(n) = n else {
        fail(&format!("missing -n N\n{USAGE}"))
    };
    let Some(prog) = args.get(i) else {
        fail(&format!("missing program\n{USAGE}"))
    };
    let path = match resolve_program(&prog.to_string_lossy()) {
        Ok(p) => p,
        Err(e) => fail(&e),
    };
    let to_c =
        |b: Vec<u8>| CString::new(b).unwrap_or_else(|_| fail("an argument contains a NUL byte"));
    let argv: Vec<CString> = args[i..]
        .iter()
        .map(|a| to_c(a.clone().into_vec()))
        .collect();
    let path = to_c(path.into_os_string().into_vec());
    match launch(n, Spawn::Exec { path, argv }) {
        Ok(Outcome::Job(status)) => std::process::exit(status),
        // Exec mode never returns in a node.
        Ok(Outcome::Node { .. }) => std::process::exit(1),
        Err(e) => fail(&e),
    }
}

fn parse_n(v: Option<&str>) -> usize {
    match v.and_then(|s| s.trim().parse::<usize>().ok()) {
        Some(n) if (1..=1024).contains(&n) => n,
        _ => fail(&format!(
            "-n needs a node count between 1 and 1024\n{USAGE}"
        )),
    }
}
