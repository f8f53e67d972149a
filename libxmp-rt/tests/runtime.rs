//! End-to-end tests of libxmp-rt and xmprun: C programs (compiled with clang-22 against
//! runtime/include/xmp.h and linked with libxmp_rt.a) launched on 1..8 nodes; results,
//! task numbering, faults, signals, CPU use while waiting, statistics, self-spawn.
//!
//! The tests build `xmprun` and the staticlib with a nested `cargo build` (cargo does not hold
//! the build lock while tests run). Each run has a watchdog that only catches hangs.

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

struct Tools {
    xmprun: PathBuf,
    staticlib: PathBuf,
    include: PathBuf,
    out: PathBuf,
}

fn tools() -> &'static Tools {
    static T: OnceLock<Tools> = OnceLock::new();
    T.get_or_init(|| {
        let exe = std::env::current_exe().expect("test exe");
        // target/<profile>/deps/<test> -> target/<profile>
        let profile_dir = exe
            .parent()
            .and_then(Path::parent)
            .expect("profile dir")
            .to_path_buf();
        let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
        let mut cmd = Command::new(env!("CARGO"));
        cmd.args(["build", "-q", "-p", "xmprun", "-p", "xmp-rt"])
            .current_dir(manifest);
        if profile_dir.file_name().is_some_and(|n| n == "release") {
            cmd.arg("--release");
        }
        let st = cmd.status().expect("cargo build");
        assert!(st.success(), "building xmprun and libxmp_rt.a failed");
        let out = profile_dir.join("xmp-rt-tests");
        std::fs::create_dir_all(&out).expect("mkdir");
        // A private copy: the mpi test rebuilds the library with another feature set, which
        // replaces target/<profile>/libxmp_rt.a for a moment.
        let staticlib = out.join("libxmp_rt.a");
        std::fs::copy(profile_dir.join("libxmp_rt.a"), &staticlib).expect("copy libxmp_rt.a");
        Tools {
            xmprun: profile_dir.join("xmprun"),
            staticlib,
            include: manifest.join("../runtime/include"),
            out,
        }
    })
}

/// Compiles tests/c/<name>.c (once per process) and returns the executable.
fn program(name: &str) -> PathBuf {
    program_as(name, name)
}

/// Builds the mpi variant of the staticlib (feature `mpi`) and returns a private copy, or None
/// when MPICH is not installed.
fn mpi_staticlib() -> Option<PathBuf> {
    static L: OnceLock<Option<PathBuf>> = OnceLock::new();
    L.get_or_init(|| {
        if Command::new("mpiexec.mpich")
            .arg("--version")
            .output()
            .is_err()
        {
            eprintln!("mpiexec.mpich not found: skipping the mpi transport tests");
            return None;
        }
        let t = tools();
        let profile_dir = t.out.parent().expect("profile dir").to_path_buf();
        let release = profile_dir.file_name().is_some_and(|n| n == "release");
        let build = |features: &[&str]| {
            let mut cmd = Command::new(env!("CARGO"));
            cmd.args(["build", "-q", "-p", "xmp-rt"])
                .args(features)
                .current_dir(env!("CARGO_MANIFEST_DIR"));
            if release {
                cmd.arg("--release");
            }
            assert!(
                cmd.status().expect("cargo build").success(),
                "building libxmp_rt.a {features:?} failed"
            );
        };
        build(&["--features", "mpi"]);
        let lib = t.out.join("libxmp_rt_mpi.a");
        std::fs::copy(profile_dir.join("libxmp_rt.a"), &lib).expect("copy");
        // Put the default library back for whoever links target/<profile>/libxmp_rt.a.
        build(&[]);
        Some(lib)
    })
    .clone()
}

/// Compiles tests/c/<name>.c against the mpi variant.
fn mpi_program(name: &str, lib: &Path) -> PathBuf {
    let t = tools();
    let exe = t.out.join(format!("{name}_mpi"));
    let src = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/c")
        .join(format!("{name}.c"));
    let out = Command::new("clang-22")
        .args(["-O1", "-g", "-Wall", "-Werror", "-I"])
        .arg(&t.include)
        .arg(&src)
        .arg(lib)
        .args([
            "-lmpich",
            "-lgcc_s",
            "-lutil",
            "-lrt",
            "-lpthread",
            "-lm",
            "-ldl",
            "-o",
        ])
        .arg(&exe)
        .output()
        .expect("clang-22");
    assert!(
        out.status.success(),
        "compiling {name}.c (mpi) failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    exe
}

/// Compiles tests/c/<name>.c into an executable called `alias`: tests that count live node
/// processes by executable path use their own copy, since tests run in parallel.
fn program_as(name: &str, alias: &str) -> PathBuf {
    static BUILT: std::sync::Mutex<Vec<String>> = std::sync::Mutex::new(Vec::new());
    let t = tools();
    let exe = t.out.join(alias);
    let mut built = BUILT.lock().unwrap_or_else(|e| e.into_inner());
    if !built.iter().any(|b| b == alias) {
        let src = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/c")
            .join(format!("{name}.c"));
        let out = Command::new("clang-22")
            .args(["-O1", "-g", "-Wall", "-Werror", "-I"])
            .arg(&t.include)
            .arg(&src)
            .arg(&t.staticlib)
            .args(["-lpthread", "-ldl", "-lm", "-lrt", "-o"])
            .arg(&exe)
            .output()
            .expect("clang-22");
        assert!(
            out.status.success(),
            "compiling {name}.c failed:\n{}",
            String::from_utf8_lossy(&out.stderr)
        );
        built.push(alias.to_string());
    }
    exe
}

/// Runs a command with a watchdog (only to catch hangs).
fn run_cmd(mut cmd: Command, limit: Duration) -> Output {
    cmd.stdout(Stdio::piped()).stderr(Stdio::piped());
    let child = cmd.spawn().expect("spawn");
    let pid = child.id() as i32;
    let start = Instant::now();
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let _ = tx.send(child.wait_with_output());
    });
    loop {
        if let Ok(out) = rx.recv_timeout(Duration::from_millis(50)) {
            return out.expect("wait");
        }
        if start.elapsed() > limit {
            // SAFETY: our child.
            unsafe { libc::kill(pid, libc::SIGKILL) };
            panic!("timed out after {limit:?} (hang)");
        }
    }
}

fn xmprun(n: usize, prog: &str, args: &[&str], envs: &[(&str, &str)]) -> Output {
    xmprun_exe(n, &program(prog), args, envs)
}

fn xmprun_exe(n: usize, exe: &Path, args: &[&str], envs: &[(&str, &str)]) -> Output {
    let mut cmd = Command::new(&tools().xmprun);
    cmd.arg("-n").arg(n.to_string()).arg(exe).args(args);
    for (k, v) in envs {
        cmd.env(k, v);
    }
    cmd.env_remove("XMP_STATS");
    for (k, v) in envs {
        cmd.env(k, v);
    }
    run_cmd(cmd, Duration::from_secs(60))
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// Checks that every node printed "node K: <what> ok" and the job succeeded.
fn expect_ok(out: &Output, n: usize, what: &str) {
    let so = text(&out.stdout);
    assert_eq!(
        out.status.code(),
        Some(0),
        "n={n} stdout:\n{so}\nstderr:\n{}",
        text(&out.stderr)
    );
    for k in 0..n {
        assert!(
            so.contains(&format!("node {k}: {what} ok")),
            "n={n}: node {k} missing:\n{so}"
        );
    }
}

const COUNTS: [usize; 6] = [1, 2, 3, 4, 7, 8];

#[test]
fn startup_and_inquiry() {
    for n in COUNTS {
        let out = xmprun(n, "basic", &["hello"], &[]);
        let so = text(&out.stdout);
        assert_eq!(out.status.code(), Some(0), "{so}{}", text(&out.stderr));
        let sum = n * (n + 1) / 2;
        for k in 0..n {
            let want = format!("node {k} of {n}: sum={sum} bcast=3.25 argc=2 arg1=hello");
            assert!(so.contains(&want), "n={n}: want '{want}' in:\n{so}");
        }
    }
}

#[test]
fn reductions_all_ops_and_types() {
    for n in COUNTS {
        expect_ok(&xmprun(n, "reduce", &[], &[]), n, "reduce");
    }
}

#[test]
fn tasks_and_node_sets() {
    for n in COUNTS {
        expect_ok(&xmprun(n, "tasks", &[], &[]), n, "tasks");
    }
}

#[test]
fn symmetric_heap_put_get() {
    for n in COUNTS {
        expect_ok(&xmprun(n, "heap", &[], &[]), n, "heap");
    }
}

/// Node processes of a program still alive (by executable path).
fn live_nodes(exe: &Path) -> usize {
    let mut count = 0;
    if let Ok(rd) = std::fs::read_dir("/proc") {
        for e in rd.flatten() {
            if let Ok(p) = std::fs::read_link(e.path().join("exe")) {
                if p == exe {
                    // Zombies have no exe link, so this counts running processes only.
                    count += 1;
                }
            }
        }
    }
    count
}

fn shm_entries() -> Vec<String> {
    std::fs::read_dir("/dev/shm")
        .map(|rd| {
            rd.flatten()
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .filter(|n| n.starts_with("xmp"))
                .collect()
        })
        .unwrap_or_default()
}

fn fault(n: usize, mode: &str, status: i32, msg: &str) {
    let shm_before = shm_entries();
    let start = Instant::now();
    let exe = program_as("fault", "fault_cases");
    let out = xmprun_exe(n, &exe, &[mode], &[]);
    let took = start.elapsed();
    let se = text(&out.stderr);
    assert_eq!(out.status.code(), Some(status), "{mode}: stderr:\n{se}");
    assert!(se.contains(msg), "{mode}: want '{msg}' in stderr:\n{se}");
    assert!(
        took < Duration::from_secs(5),
        "{mode}: the job took {took:?} to end"
    );
    assert_eq!(live_nodes(&exe), 0, "{mode}: nodes left running");
    assert_eq!(shm_entries(), shm_before, "{mode}: /dev/shm entries left");
}

#[test]
fn faults_end_the_job() {
    fault(4, "exit3", 3, "xmp: node 2: exited with status 3");
    fault(
        3,
        "abort",
        128 + libc::SIGABRT,
        // The node reports the signal with the line of its debug information.
        "xmp: node 1: SIGABRT at ",
    );
    fault(3, "segv", 128 + libc::SIGSEGV, "xmp: node 1: SIGSEGV at ");
    fault(
        2,
        "kill",
        128 + libc::SIGKILL,
        "xmp: node 1: killed by SIGKILL",
    );
    fault(4, "ret5", 5, "xmp: node 0: exited with status 5");
    // Node 0 or node 2 notices first.
    fault(
        3,
        "early0",
        1,
        "error: node 1 ended while this node waits for it",
    );
    fault(
        4,
        "error",
        1,
        "xmp: node 1: error: image index 99 is out of range 0..3 at fault.c:26",
    );
}

#[test]
fn external_kill_of_a_node() {
    let exe = program_as("fault", "fault_kill");
    let mut cmd = Command::new(&tools().xmprun);
    cmd.args(["-n", "3"])
        .arg(&exe)
        .arg("hang")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = cmd.spawn().expect("spawn");
    // Wait until the nodes run, then kill -9 one of them (a child of the launcher).
    let start = Instant::now();
    let victim = loop {
        let kids =
            std::fs::read_to_string(format!("/proc/{}/task/{}/children", child.id(), child.id()))
                .unwrap_or_default();
        let pids: Vec<i32> = kids
            .split_whitespace()
            .filter_map(|s| s.parse().ok())
            .collect();
        if pids.len() == 3 {
            break pids[1];
        }
        assert!(
            start.elapsed() < Duration::from_secs(20),
            "nodes did not start"
        );
        std::thread::sleep(Duration::from_millis(20));
    };
    std::thread::sleep(Duration::from_millis(200));
    // SAFETY: a node process of our launcher.
    unsafe { libc::kill(victim, libc::SIGKILL) };
    let t = Instant::now();
    let out = loop {
        if let Some(_st) = child.try_wait().expect("wait") {
            break child.wait_with_output().expect("output");
        }
        assert!(
            t.elapsed() < Duration::from_secs(5),
            "job did not end after a node was killed"
        );
        std::thread::sleep(Duration::from_millis(20));
    };
    assert_eq!(out.status.code(), Some(128 + libc::SIGKILL));
    assert!(
        text(&out.stderr).contains("killed by SIGKILL"),
        "{}",
        text(&out.stderr)
    );
    assert_eq!(live_nodes(&exe), 0);
}

fn signal_launcher(sig: i32) {
    let exe = program_as("fault", "fault_signal");
    let mut child = Command::new(&tools().xmprun)
        .args(["-n", "4"])
        .arg(&exe)
        .arg("hang")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn");
    let start = Instant::now();
    loop {
        let kids =
            std::fs::read_to_string(format!("/proc/{}/task/{}/children", child.id(), child.id()))
                .unwrap_or_default();
        if kids.split_whitespace().count() == 4 {
            break;
        }
        assert!(
            start.elapsed() < Duration::from_secs(20),
            "nodes did not start"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    std::thread::sleep(Duration::from_millis(200));
    // SAFETY: our child.
    unsafe { libc::kill(child.id() as i32, sig) };
    let t = Instant::now();
    while child.try_wait().expect("wait").is_none() {
        assert!(
            t.elapsed() < Duration::from_secs(5),
            "job did not end after signal {sig}"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    let out = child.wait_with_output().expect("output");
    assert_eq!(out.status.code(), Some(128 + sig), "{}", text(&out.stderr));
    assert_eq!(live_nodes(&exe), 0, "nodes left after signal {sig}");
}

#[test]
fn sigterm_and_sigint_end_every_node() {
    signal_launcher(libc::SIGTERM);
    signal_launcher(libc::SIGINT);
}

#[test]
fn waiting_does_not_spin() {
    // Node 0 sleeps 2 s before a barrier; the others wait in it and report their CPU time.
    let out = xmprun(3, "fault", &["sleeper"], &[]);
    let so = text(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{so}{}", text(&out.stderr));
    let mut seen = 0;
    for line in so.lines() {
        if let Some(v) = line.split("cpu=").nth(1) {
            let cpu: f64 = v.trim().parse().expect("cpu seconds");
            assert!(cpu < 0.5, "a waiting node used {cpu} s of CPU: {line}");
            seen += 1;
        }
    }
    assert_eq!(seen, 2, "{so}");
}

#[test]
fn stats_lines_in_node_order() {
    let out = xmprun(3, "basic", &[], &[("XMP_STATS", "1")]);
    assert_eq!(out.status.code(), Some(0));
    let se = text(&out.stderr);
    let lines: Vec<&str> = se.lines().filter(|l| l.contains(": stats: ")).collect();
    assert_eq!(lines.len(), 3, "{se}");
    for (k, l) in lines.iter().enumerate() {
        assert!(
            l.starts_with(&format!(
                "xmp: node {k}: stats: barrier=1 bcast=1 bcast_bytes=8 reduction=1 reduction_bytes=4 put=0 put_bytes=0 get=0 get_bytes=0 async=0 task=0 sym_alloc=0"
            )),
            "{l}"
        );
    }
    // Nodes that leave through exit() still print their line (in no particular order).
    let out = xmprun(3, "fault", &["exit0"], &[("XMP_STATS", "1")]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let se = text(&out.stderr);
    for k in 0..3 {
        assert!(
            se.contains(&format!("xmp: node {k}: stats: barrier=1 ")),
            "{se}"
        );
    }
    // xmp_exit: statistics in node order, then exit with the given status.
    let out = xmprun(3, "fault", &["xmpexit"], &[("XMP_STATS", "1")]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let se = text(&out.stderr);
    let order: Vec<&str> = se.lines().filter(|l| l.contains(": stats: ")).collect();
    assert_eq!(order.len(), 3, "{se}");
    for (k, l) in order.iter().enumerate() {
        assert!(
            l.starts_with(&format!("xmp: node {k}: stats: barrier=1 ")),
            "{se}"
        );
    }
    // A collective xmp_exit(4): the job's status is 4, every node's output is there (node 1
    // prints 0.3 s after node 0), and no node is reported as failed.
    let out = xmprun(2, "fault", &["xmpexit4"], &[]);
    assert_eq!(out.status.code(), Some(4), "{}", text(&out.stderr));
    let so = text(&out.stdout);
    assert!(
        so.contains("node 0 leaving") && so.contains("node 1 leaving"),
        "{so}"
    );
    assert!(
        !text(&out.stderr).contains("exited with status"),
        "{}",
        text(&out.stderr)
    );
    // A node returning nonzero while the others wait for it: no hang in the ordered printing.
    let out = xmprun(3, "fault", &["ret5"], &[("XMP_STATS", "1")]);
    assert_eq!(out.status.code(), Some(5), "{}", text(&out.stderr));
    assert!(text(&out.stderr).contains("xmp: node 0: exited with status 5"));
    let quiet = xmprun(2, "basic", &[], &[]);
    assert!(!text(&quiet.stderr).contains("stats"));
}

#[test]
fn self_spawn_and_node_count_mismatch() {
    // `selfspawn` calls xmp_rt_main with nodes_required = 3.
    let exe = program("selfspawn");
    let out = run_cmd(
        {
            let mut c = Command::new(&exe);
            c.arg("x").env_remove("XMP_SHM_FD");
            c
        },
        Duration::from_secs(30),
    );
    let so = text(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{so}{}", text(&out.stderr));
    for k in 0..3 {
        assert!(so.contains(&format!("node {k} of 3: sum=6")), "{so}");
    }
    let bad = xmprun(2, "selfspawn", &[], &[]);
    assert_eq!(bad.status.code(), Some(1));
    let se = text(&bad.stderr);
    assert!(
        se.contains(
            "xmp: node 0: error: the program's nodes directive needs 3 nodes but the job has 2"
        ),
        "{se}"
    );
    assert_eq!(se.lines().count(), 1, "one message only:\n{se}");
    // A single node without a launcher.
    let one = run_cmd(Command::new(program("basic")), Duration::from_secs(30));
    assert!(
        text(&one.stdout).contains("node 0 of 1: sum=1"),
        "{:?} {}{}",
        one.status,
        text(&one.stdout),
        text(&one.stderr)
    );
}

#[test]
fn mpi_transport_missing_from_the_shm_build() {
    let out = xmprun(1, "basic", &[], &[("XMP_TRANSPORT", "mpi")]);
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stderr).contains("the mpi transport is not supported by this build"));
}

#[test]
#[ignore = "builds libxmp-rt with the mpi feature (rsmpi + bindgen: minutes the first time); run with `cargo test -p xmp-rt -- --ignored`"]
fn mpi_transport_runs_the_same_programs() {
    let Some(lib) = mpi_staticlib() else { return };
    // MPICH busy-polls when oversubscribed (2 cores here): keep node counts small.
    let cases: [(&str, &[usize]); 6] = [
        ("basic", &[1, 2, 3, 4]),
        ("tasks", &[1, 2, 3]),
        ("heap", &[1, 2, 3]),
        ("reduce", &[2]),
        ("mapping", &[1, 2, 3, 4]),
        ("reflect", &[1, 2, 4]),
    ];
    for (name, counts) in cases {
        let exe = mpi_program(name, &lib);
        for &n in counts {
            let mut cmd = Command::new("mpiexec.mpich");
            cmd.args(["-n", &n.to_string()])
                .arg(&exe)
                .env_remove("XMP_STATS");
            let out = run_cmd(cmd, Duration::from_secs(120));
            if name == "basic" {
                let so = text(&out.stdout);
                assert_eq!(out.status.code(), Some(0), "{so}{}", text(&out.stderr));
                assert!(
                    so.contains(&format!("node {} of {n}: sum={}", n - 1, n * (n + 1) / 2)),
                    "{so}"
                );
            } else {
                expect_ok(&out, n, name);
            }
        }
    }
    // Faults: mpiexec's exit status is the failing node's; the runtime names the node.
    let exe = mpi_program("fault", &lib);
    for (mode, status, msg) in [
        ("exit3", 3, "xmp: node 2: exited with status 3"),
        ("ret5", 5, "xmp: node 0: exited with status 5"),
        (
            "error",
            1,
            "xmp: node 1: error: image index 99 is out of range 0..2 at fault.c:26",
        ),
    ] {
        let mut cmd = Command::new("mpiexec.mpich");
        cmd.args(["-n", "3"]).arg(&exe).arg(mode);
        let out = run_cmd(cmd, Duration::from_secs(60));
        let all = format!("{}{}", text(&out.stdout), text(&out.stderr));
        assert_eq!(out.status.code(), Some(status), "{mode}: {all}");
        assert!(all.contains(msg), "{mode}: want '{msg}' in:\n{all}");
    }
    // A node that ends normally while the others wait for it in a barrier (it returns 0, or
    // calls exit(0)) ends the job with a report and a nonzero status within seconds (the
    // timeout only catches a hang); a fatal signal is named; every node leaving through
    // exit(0) is a normal end.
    for (mode, msg) in [
        (
            "early0",
            Some("error: node 1 ended while this node waits for it"),
        ),
        (
            "exit0one",
            Some("error: node 1 ended while this node waits for it"),
        ),
        ("abort", Some("xmp: node 1: SIGABRT at ")),
        ("exit0", None),
    ] {
        let mut cmd = Command::new("mpiexec.mpich");
        cmd.args(["-n", "3"]).arg(&exe).arg(mode);
        let start = std::time::Instant::now();
        let out = run_cmd(cmd, Duration::from_secs(60));
        let all = format!("{}{}", text(&out.stdout), text(&out.stderr));
        match msg {
            Some(msg) => {
                assert!(
                    out.status.code().is_some_and(|c| c != 0),
                    "{mode}: {:?} {all}",
                    out.status
                );
                assert!(all.contains(msg), "{mode}: want '{msg}' in:\n{all}");
                assert!(start.elapsed() < Duration::from_secs(10), "{mode}: {all}");
            }
            None => assert_eq!(out.status.code(), Some(0), "{mode}: {all}"),
        }
    }
}

#[test]
fn xmprun_usage_errors() {
    let t = tools();
    let out = run_cmd(Command::new(&t.xmprun), Duration::from_secs(10));
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("missing -n N"));
    let mut c = Command::new(&t.xmprun);
    c.args(["-n", "2", "/nonexistent/prog"]);
    let out = run_cmd(c, Duration::from_secs(10));
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("cannot execute"));
    let mut c = Command::new(&t.xmprun);
    c.args(["-n", "0", "true"]);
    assert_eq!(run_cmd(c, Duration::from_secs(10)).status.code(), Some(2));
}

#[test]
fn barrier_latency_report() {
    // Not a speed target: prints the numbers for the report (`cargo test -- --nocapture`).
    for n in [2, 4] {
        let out = xmprun(n, "bar", &["1000"], &[]);
        assert_eq!(out.status.code(), Some(0));
        eprint!("{}", text(&out.stdout));
    }
}

#[test]
fn global_view_data_mapping() {
    for n in 1..=8 {
        expect_ok(&xmprun(n, "mapping", &[], &[]), n, "mapping");
    }
    // Fixing a fixed template is a runtime error naming the location.
    let out = xmprun(3, "mapping", &["fixtwice"], &[]);
    let se = text(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "stderr:\n{se}");
    assert!(
        se.contains("error: template_fix of a template that is already fixed")
            && se.contains("at fix.c:42"),
        "stderr:\n{se}"
    );
}

#[test]
fn global_array_memory_is_per_node() {
    // 4 GiB global on 8 nodes: each node's peak RSS at most 0.6 GiB.
    let out = xmprun(8, "rss", &[], &[]);
    println!("{}", text(&out.stdout));
    expect_ok(&out, 8, "rss");
}

#[test]
fn reflect_shadows() {
    for n in [1, 2, 3, 4, 8] {
        expect_ok(&xmprun(n, "reflect", &[], &[]), n, "reflect");
    }
    // The statistics line gets the reflect counters appended after the older fields.
    let out = xmprun(4, "reflect", &[], &[("XMP_STATS", "1")]);
    expect_ok(&out, 4, "reflect");
    let se = text(&out.stderr);
    let lines: Vec<&str> = se.lines().filter(|l| l.contains(": stats: ")).collect();
    assert_eq!(lines.len(), 4, "{se}");
    for l in lines {
        let field = |name: &str| -> u64 {
            let at = l
                .find(&format!(" {name}="))
                .unwrap_or_else(|| panic!("{name} in {l}"));
            l[at + name.len() + 2..]
                .split(' ')
                .next()
                .and_then(|v| v.parse().ok())
                .unwrap_or_else(|| panic!("{name} value in {l}"))
        };
        assert!(l.find(" sym_alloc=") < l.find(" reflect_builds="), "{l}");
        assert!(
            l.find(" reflect_builds=") < l.find(" reflect_execs="),
            "{l}"
        );
        assert!(
            l.find(" reflect_execs=") < l.find(" reflect_transfers="),
            "{l}"
        );
        assert!(
            l.find(" reflect_transfers=") < l.find(" reflect_bytes="),
            "{l}"
        );
        // 25 + 5 + 3 executions of three handles, one execution per plain reflect.
        let (b, e) = (field("reflect_builds"), field("reflect_execs"));
        assert_eq!(e - b, 24 + 4 + 2, "{l}");
        assert!(
            field("reflect_transfers") > 0 && field("reflect_bytes") > 0,
            "{l}"
        );
    }
}
