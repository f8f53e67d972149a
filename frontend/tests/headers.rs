//! Real system headers after `clang -E` parse without error, and user code using their macros.

use std::path::Path;

use xmp_frontend::{parse_file, PreprocessOptions};

const ALL_HEADERS: &str = "#include <stdio.h>\n#include <stdlib.h>\n#include <math.h>\n\
#include <string.h>\n#include <stdint.h>\n#include <stddef.h>\n#include <limits.h>\n#include <float.h>\n\
#include <stdarg.h>\n#include <stdbool.h>\n#include <assert.h>\n#include <time.h>\n#include <sys/time.h>\n\
#include <unistd.h>\n#include <ctype.h>\n#include <errno.h>\n#include <complex.h>\n#include <inttypes.h>\n\
#include <signal.h>\n#include <setjmp.h>\n#include <locale.h>\n#include <wchar.h>\n#include <fenv.h>\n";

const USER_CODE: &str = r#"
struct pt { int x; double y[3]; };
static int sum(int n, ...) {
    va_list ap;
    va_start(ap, n);
    int s = 0;
    for (int i = 0; i < n; i++) s += va_arg(ap, int);
    va_end(ap);
    return s;
}
int main(int argc, char **argv) {
    assert(argc > 0);
    double h = HUGE_VAL, n = NAN, inf = INFINITY;
    if (isnan(n) && isinf(inf) && !isfinite(h) && signbit(-1.0)) printf("%d\n", 1);
    size_t off = offsetof(struct pt, y[2]);
    struct timeval tv; gettimeofday(&tv, NULL);
    int e = errno; (void)e;
    bool b = true; (void)b;
    int64_t big = INT64_MAX; uint8_t u = UINT8_MAX;
    fprintf(stderr, "%zu %" PRId64 " %u %s\n", off, big, u, __func__);
    char buf[32]; snprintf(buf, sizeof buf, "%d", sum(3, 1, 2, 3));
    if (isdigit((unsigned char)buf[0])) puts(buf);
    double x = fabs(-2.0) + sqrt(4.0) + M_PI + DBL_EPSILON + FLT_MAX + INT_MAX;
    qsort(argv, 0, sizeof *argv, NULL);
    return (int)x & 0 ? EXIT_FAILURE : EXIT_SUCCESS;
}
"#;

fn parse_text(src: &str) -> xmp_frontend::ParseResult {
    let dir = tempfile::tempdir().unwrap();
    let f = dir.path().join("all.c");
    std::fs::write(&f, src).unwrap();
    parse_file(&f, &PreprocessOptions::default())
}

#[test]
fn all_system_headers_parse() {
    let r = parse_text(&format!("{ALL_HEADERS}{USER_CODE}"));
    for d in &r.diags.list {
        eprintln!(
            "{}:{}:{}: {}",
            r.source_map.path(d.span.file),
            d.span.line,
            d.span.col,
            d.message
        );
    }
    assert!(!r.diags.has_errors());
    let unit = r.unit.expect("unit");
    assert!(unit.items.len() > 500);
}

#[test]
fn headers_in_c99_and_without_gnu_macros() {
    for extra in [
        vec!["-std=c99".to_string()],
        vec!["-U__GNUC__".to_string(), "-U__clang__".to_string()],
    ] {
        let dir = tempfile::tempdir().unwrap();
        let f = dir.path().join("all.c");
        std::fs::write(&f, format!("{ALL_HEADERS}int main(void) {{ return 0; }}\n")).unwrap();
        let opts = PreprocessOptions {
            extra,
            ..Default::default()
        };
        let r = parse_file(&f, &opts);
        for d in &r.diags.list {
            eprintln!(
                "{}:{}:{}: {}",
                r.source_map.path(d.span.file),
                d.span.line,
                d.span.col,
                d.message
            );
        }
        assert!(!r.diags.has_errors());
    }
}

#[test]
fn error_line_numbers_survive_preprocessing() {
    let src = "#include <stdio.h>\n#define N 4\n\n#pragma xmp nodes p[N]\nint main(void) {\n  int a = 1;\n  int b = a +;\n  return 0;\n}\n";
    let r = parse_text(src);
    let d = &r.diags.list[0];
    assert_eq!(d.message, "expected expression");
    assert_eq!(
        r.source_map.path(d.span.file).rsplit('/').next(),
        Some("all.c")
    );
    assert_eq!((d.span.line, d.span.col), (7, 14));
}

#[test]
fn missing_file_is_an_error() {
    let r = parse_file(Path::new("/nonexistent/x.c"), &PreprocessOptions::default());
    assert!(r.diags.has_errors());
    assert!(r.unit.is_none());
}

#[test]
fn parse_speed_of_all_headers() {
    let dir = tempfile::tempdir().unwrap();
    let f = dir.path().join("all.c");
    std::fs::write(&f, format!("{ALL_HEADERS}{USER_CODE}")).unwrap();
    let text = xmp_frontend::preprocess(&f, &PreprocessOptions::default()).unwrap();
    let t = std::time::Instant::now();
    let r = xmp_frontend::parse_source(&text, &f.to_string_lossy());
    let el = t.elapsed();
    assert!(r.unit.is_some());
    eprintln!(
        "parsed {} bytes of preprocessed headers in {:?}",
        text.len(),
        el
    );
}

#[test]
fn c99_feature_file_parses() {
    let f = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/inputs/c99_features.c");
    let r = parse_file(&f, &PreprocessOptions::default());
    for d in &r.diags.list {
        eprintln!(
            "{}:{}:{}: {}",
            r.source_map.path(d.span.file),
            d.span.line,
            d.span.col,
            d.message
        );
    }
    assert!(!r.diags.has_errors());
}

#[test]
fn more_posix_and_c11_headers_parse() {
    let mut src = String::from("#define _GNU_SOURCE\n");
    for h in [
        "stdatomic.h",
        "pthread.h",
        "sys/mman.h",
        "sys/stat.h",
        "fcntl.h",
        "sys/types.h",
        "dirent.h",
        "sys/wait.h",
        "sys/resource.h",
        "sched.h",
        "semaphore.h",
        "iso646.h",
        "stdalign.h",
        "stdnoreturn.h",
        "threads.h",
        "uchar.h",
        "wctype.h",
        "search.h",
        "netinet/in.h",
        "sys/socket.h",
        "arpa/inet.h",
        "poll.h",
        "termios.h",
        "regex.h",
        "glob.h",
        "stdio.h",
        "stdlib.h",
        "math.h",
        "string.h",
    ] {
        src.push_str(&format!("#include <{h}>\n"));
    }
    src.push_str("int main(void) { atomic_int a = 0; pthread_t t; (void)t; return a; }\n");
    let r = parse_text(&src);
    for d in &r.diags.list {
        eprintln!(
            "{}:{}:{}: {}",
            r.source_map.path(d.span.file),
            d.span.line,
            d.span.col,
            d.message
        );
    }
    assert!(!r.diags.has_errors());
}
