//! Unit tests of lowering: C text parsed by the front end, lowered, verified, and checked
//! through the printer; and clang's diagnostics for invalid programs.

use crate::print::print_module;
use crate::verify::verify;
use xmp_frontend::diag::Severity;

/// Lowers `src`; panics (test failure) on any error; returns the printed module.
fn ok(src: &str) -> String {
    let p = xmp_frontend::parse_source(src, "t.c");
    let unit = p
        .unit
        .unwrap_or_else(|| panic!("parse failed: {:?}", p.diags.list));
    let (m, d) = super::lower(&unit, p.source_map);
    let errs: Vec<_> = d
        .list
        .iter()
        .filter(|d| d.severity == Severity::Error)
        .collect();
    assert!(errs.is_empty(), "unexpected errors: {errs:#?}");
    let m = m.expect("module");
    let text = print_module(&m);
    if let Err(e) = verify(&m) {
        panic!("verifier: {e}\n{text}");
    }
    text
}

/// Lowers `src`, expecting errors; returns all diagnostics as `line:col: message`.
fn diags(src: &str) -> Vec<String> {
    let p = xmp_frontend::parse_source(src, "t.c");
    let unit = p
        .unit
        .unwrap_or_else(|| panic!("parse failed: {:?}", p.diags.list));
    let (_, d) = super::lower(&unit, p.source_map);
    d.list
        .iter()
        .map(|d| format!("{}:{}: {}", d.span.line, d.span.col, d.message))
        .collect()
}

fn has(list: &[String], needle: &str) -> bool {
    list.iter().any(|d| d.contains(needle))
}

macro_rules! contains {
    ($text:expr, $($needle:expr),+) => {{
        let t = &$text;
        $( assert!(t.contains($needle), "missing {:?} in:\n{}", $needle, t); )+
    }};
}

macro_rules! err {
    ($src:expr, $($needle:expr),+) => {{
        let d = diags($src);
        $( assert!(has(&d, $needle), "missing diagnostic {:?} in {:#?}", $needle, d); )+
    }};
}

#[test]
fn simple_main() {
    let t = ok("int main(void) { int x = 1; return x + 1; }");
    contains!(
        t,
        "func @main() -> int external {",
        "%0 local \"x\" : int",
        "decl %0 x = (const.i32 1)",
        "return (add.i32 (load (local %0 x)) (const.i32 1))"
    );
}

#[test]
fn arithmetic_conversions() {
    let t = ok("double f(int i, char c, unsigned u, long l) { return i * 2.0 + c + u + l; }");
    contains!(
        t,
        "(int_to_float.f64 (load (local %0 i)))",
        "(int_to_float.f64 (int_to_int.i32 (load (local %1 c))))"
    );
    let t = ok("unsigned f(int i, unsigned u) { return i + u; }");
    contains!(
        t,
        "(add.u32 (int_to_int.u32 (load (local %0 i))) (load (local %1 u)))"
    );
    let t = ok("long f(unsigned u, long l) { return u + l; }");
    contains!(
        t,
        "(add.i64 (int_to_int.i64 (load (local %0 u))) (load (local %1 l)))"
    );
    let t = ok("int f(short a, short b) { return a < b; }");
    contains!(t, "(lt.i32 (int_to_int.i32");
}

#[test]
fn pointer_arithmetic() {
    let t = ok("int f(int *p, int i) { return *(p + i) + p[2]; }");
    contains!(
        t,
        "(deref.i32 (ptradd (load (local %0 p)) (int_to_int.i64 (load (local %1 i)))))",
        "(ptradd (load (local %0 p)) (int_to_int.i64 (const.i32 2)))"
    );
    let t = ok("long f(int *p, int *q) { return q - p; }");
    contains!(t, "(ptrdiff (load (local %1 q)) (load (local %0 p)))");
    let t = ok("void f(int *p) { p += 2; p++; }");
    contains!(
        t,
        "(add_assign.ptr (local %0 p) (int_to_int.i64 (const.i32 2)))",
        "(postinc.ptr (local %0 p))"
    );
}

#[test]
fn arrays_decay_and_sizeof() {
    let t = ok("int a[10]; unsigned long f(void) { int *p = a; return sizeof a + sizeof(int[3]) + sizeof p; }");
    contains!(
        t,
        "(array_to_ptr.ptr (global @a))",
        "(const.u64 40)",
        "(const.u64 12)",
        "(const.u64 8)"
    );
}

#[test]
fn structs_and_layout() {
    let t = ok(
        "struct S { char c; int i; double d; char e; }; struct S s; int f(void) { return s.i; }",
    );
    contains!(
        t,
        "struct %0 \"S\" size 24 align 8 {",
        "c : char @0",
        "i : int @4",
        "d : double @8",
        "e : char @16"
    );
    contains!(t, "(member.i32 (global @s) i)");
    let t = ok("struct B { unsigned a : 3; unsigned b : 30; int : 0; char c; unsigned long long d : 40; } b;");
    contains!(
        t,
        "a : unsigned int @0 bits 0+3",
        "b : unsigned int @4 bits 0+30",
        "c : char @8",
        "d : unsigned long long @8 bits 8+40"
    );
    let t = ok("struct P { char c; int i; } __attribute__((packed)); struct P p; int g = sizeof(struct P);");
    contains!(t, "size 5 align 1", "i : int @1");
    let t = ok("union U { char c; double d; int a[3]; } u;");
    contains!(t, "union %0 \"U\" size 16 align 8");
}

#[test]
fn anonymous_members() {
    let t = ok("struct S { int k; union { int a; float b; }; } s; int f(void) { return s.a; }");
    contains!(
        t,
        "(member.i32 (member.<union (anonymous)> (global @s) #1) a)"
    );
}

#[test]
fn arrow_and_nested_access() {
    let t = ok("struct N { int v; struct N *next; }; int f(struct N *n) { return n->next->v; }");
    contains!(t, "(member.i32 (deref.<struct N> (load (member.ptr (deref.<struct N> (load (local %0 n))) next))) v)");
}

#[test]
fn enums_and_constants() {
    let t = ok("enum E { A, B = 5, C }; int x[C]; int f(enum E e) { return e == B; }");
    contains!(
        t,
        "global %0 @x : int[6]",
        "(eq.u32 (load (local %0 e)) (int_to_int.u32 (const.i32 5)))"
    );
}

#[test]
fn typedefs_and_declarators() {
    let t = ok("typedef int (*fp)(int); int g(int x) { return x; } fp p = g; int (*arr[2])(int); int call(void) { return p(3) + (*p)(4); }");
    contains!(
        t,
        "global %0 @p : int (*)(int) external = (func_to_ptr.ptr (func @g))",
        "global %1 @arr : int (*[2])(int)"
    );
    contains!(t, "(call.i32 (load (global @p)) (const.i32 3))");
}

#[test]
fn integer_literals() {
    let t = ok(
        "long a = 2147483648; unsigned b = 0xffffffff; long long c = 1LL; unsigned long d = 1UL;",
    );
    contains!(
        t,
        "@a : long external = (const.i64 2147483648)",
        "@b : unsigned int external = (const.u32 4294967295)"
    );
}

#[test]
fn initializers() {
    let t = ok("int a[] = {1, 2, 3}; char s[] = \"ab\"; char t[5] = \"ab\"; struct P { int x, y; } p = { .y = 2 };\
                int m[2][3] = {1, 2, 3, 4}; int d[10] = { [2] = 1, [5 ... 6] = 7 };\
                struct Q { struct P p; int z[2]; } q = { 1, 2, 3 };");
    contains!(
        t,
        "@a : int[3] external = {[0] = (const.i32 1), [1] = (const.i32 2), [2] = (const.i32 3)}"
    );
    contains!(
        t,
        "@s : char[3] external = \"ab\"",
        "@t : char[5] external = \"ab\"",
        "@p : struct P external = {.1 = (const.i32 2)}"
    );
    contains!(t, "@m : int[2][3] external = {[0] = {[0] = (const.i32 1), [1] = (const.i32 2), [2] = (const.i32 3)}, [1] = {[0] = (const.i32 4)}}");
    contains!(
        t,
        "[2] = (const.i32 1), [5] = (const.i32 7), [6] = (const.i32 7)"
    );
    contains!(t, "@q : struct Q external = {.0 = {.0 = (const.i32 1), .1 = (const.i32 2)}, .1 = {[0] = (const.i32 3)}}");
}

#[test]
fn local_initializers_and_compound_literals() {
    let t = ok("struct P { int x, y; }; int f(int n) { struct P p = { n, n + 1 }; int *q = (int[]){1, 2}; return p.y + q[1]; }");
    contains!(
        t,
        "decl %1 p = {.0 = (load (local %0 n)), .1 = (add.i32 (load (local %0 n)) (const.i32 1))}"
    );
    contains!(
        t,
        "(compound_literal.<int[2]> %3 {[0] = (const.i32 1), [1] = (const.i32 2)})"
    );
}

#[test]
fn static_address_constants() {
    let t = ok(
        "int x; int *p = &x; int a[4]; int *q = &a[2]; char *s = \"hi\"; static int *r = a + 1;",
    );
    contains!(
        t,
        "@p : int * external = (addr (global @x))",
        "(ptradd (array_to_ptr.ptr (global @a)) (const.i64 2))"
    );
    contains!(
        t,
        "@s : char * external = (array_to_ptr.ptr (str \"hi\\00\"))"
    );
}

#[test]
fn tentative_and_extern() {
    let t = ok("int x; int x; extern int y; int z = 3; extern int z; static int w;");
    contains!(
        t,
        "global %0 @x : int external = zero",
        "global %1 @y : int external\n",
        "@w : int internal = zero"
    );
}

#[test]
fn static_locals_unique_symbols() {
    let t = ok("int f(void) { static int n = 1; return n++; } int g(void) { static int n; { static int n = 2; } return n; }");
    contains!(
        t,
        "global %0 @n asm \"f.n\" : int internal = (const.i32 1)",
        "asm \"g.n\"",
        "asm \"g.n.1\""
    );
}

#[test]
fn asm_labels() {
    let t = ok("extern int fscanf(void *s, const char *f, ...) __asm__(\"__isoc99_fscanf\"); int g(void *s) { return fscanf(s, \"%d\", 0); }");
    contains!(
        t,
        "declare @fscanf(void *, char *, ...) -> int asm \"__isoc99_fscanf\" external"
    );
}

#[test]
fn calls_and_varargs() {
    let t =
        ok("int printf(const char *, ...); void f(float x, char c) { printf(\"%f %d\", x, c); }");
    contains!(
        t,
        "(float_to_float.f64 (load (local %0 x)))",
        "(int_to_int.i32 (load (local %1 c)))"
    );
    let t = ok("double g(double); int f(void) { return (int)g(1); }");
    contains!(t, "(float_to_int.i32 (call.f64 (func_to_ptr.ptr (func @g)) (int_to_float.f64 (const.i32 1))))");
}

#[test]
fn va_list_builtins() {
    let t = ok("typedef __builtin_va_list va_list; int sum(int n, ...) { va_list ap; __builtin_va_start(ap, n); int s = __builtin_va_arg(ap, int); __builtin_va_end(ap); return s; }\
                int vf(const char *f, va_list ap) { return __builtin_va_arg(ap, int); }");
    contains!(
        t,
        "(builtin.va_start.void (addr (local %1 ap)))",
        "(va_arg.i32 (local %1 ap))",
        "(va_arg.i32 (deref.<__builtin_va_list> (load (local %1 ap))))"
    );
}

#[test]
fn builtins() {
    let t = ok("int f(double x, long l) { if (__builtin_expect(l, 0)) return 1; return __builtin_isnan(x) + sizeof(__builtin_offsetof(struct { int a; double b; }, b)); }\
                double h = __builtin_huge_val(); unsigned long z = __builtin_offsetof(struct { int a; double b; }, b);");
    contains!(
        t,
        "(builtin.expect.i64 (load (local %1 l)) (int_to_int.i64 (const.i32 0)))",
        "(builtin.isnan.i32 (load (local %0 x)))"
    );
    contains!(
        t,
        "@h : double external = (const.f64 inf)",
        "@z : unsigned long external = (const.u64 8)"
    );
    let t = ok("void *f(void *d, const void *s) { return __builtin_memcpy(d, s, 4); }");
    contains!(
        t,
        "declare @memcpy(void *, void *, unsigned long) -> void * external"
    );
}

#[test]
fn control_flow() {
    let t = ok(
        "int f(int n) { int s = 0; for (int i = 0; i < n; i++) { if (i == 3) continue; s += i; } \
                while (n) { n--; if (n == 2) break; } do s++; while (s < 10); \
                switch (n) { case 1: s = 1; break; case 2: case 3: s = 2; default: s = 3; } \
                goto end; end: return s; }",
    );
    contains!(t, "for (decl %2 i = (const.i32 0); (lt.i32 (load (local %2 i)) (load (local %0 n))); (postinc.i32 (local %2 i))) {");
    contains!(
        t,
        "switch (load (local %0 n)) [1 -> L0, 2 -> L1, 3 -> L2] default L3 {",
        "goto L4"
    );
}

#[test]
fn conditional_and_logical() {
    let t = ok(
        "int *f(int c, int *p) { return c ? p : 0; } int g(int a, int b) { return a && b || !a; }",
    );
    contains!(
        t,
        "(cond.ptr (load (local %0 c)) (load (local %1 p)) (int_to_ptr.ptr (const.i32 0)))"
    );
    contains!(
        t,
        "(lor (land (load (local %0 a)) (load (local %1 b))) (not.i32 (load (local %0 a))))"
    );
}

#[test]
fn vla() {
    let t = ok("int f(int n) { int a[n][2]; return sizeof a; }");
    contains!(
        t,
        "decl %1 .vla.size = (int_to_int.u64 (load (local %0 n)))",
        "%2 local \"a\" : int[%1][2]",
        "(vla_sizeof.u64 int[%1][2])"
    );
}

#[test]
fn func_names_and_statement_expressions() {
    let t = ok(
        "const char *f(void) { return __func__; } int g(void) { return ({ int y = 2; y * 3; }); }",
    );
    contains!(
        t,
        "(str \"f\\00\")",
        "(stmt_expr.i32 {decl %0 y = (const.i32 2)} (mul.i32 (load (local %0 y)) (const.i32 3)))"
    );
}

#[test]
fn inline_functions_are_internal() {
    let t = ok("inline int sq(int x) { return x * x; } static inline int cube(int x) { return x * x * x; } int main(void) { return sq(2) + cube(1); }");
    contains!(
        t,
        "func @sq(%0 x: int) -> int internal inline {",
        "func @main() -> int external {"
    );
}

#[test]
fn kr_definition() {
    let t = ok("int f(a, b) int a; double b; { return a + b; } int main() { return f(1, 2.0); }");
    contains!(
        t,
        "func @f(%0 a: int, %1 b: double) -> int external noproto {"
    );
    // Old-style float/char parameters arrive promoted and are converted on entry.
    let t = ok("double p(f, c) float f; char c; { return f + c; }");
    contains!(
        t,
        "func @p(%0 .f.arg: double, %2 .c.arg: int) -> double external noproto {",
        "decl %1 f = (float_to_float.f32 (load (local %0 .f.arg)))"
    );
}

#[test]
fn main_returns_zero() {
    let t = ok("int main(void) { }");
    contains!(t, "return (const.i32 0)");
}

#[test]
fn err_undeclared_identifier() {
    err!(
        "int main(void) { return y; }",
        "1:25: use of undeclared identifier 'y'"
    );
    err!("int main(void) { foo(1); return 0; }",
        "call to undeclared function 'foo'; ISO C99 and later do not support implicit function declarations");
}

#[test]
fn err_argument_counts() {
    err!(
        "int g(int, int); int main(void) { return g(1); }",
        "too few arguments to function call, expected 2, have 1"
    );
    err!(
        "int g(int); int main(void) { return g(1, 2); }",
        "too many arguments to function call, expected 1, have 2"
    );
    err!(
        "int h(int, ...); int main(void) { return h(); }",
        "too few arguments to function call, expected at least 1, have 0"
    );
}

#[test]
fn err_assignments() {
    err!(
        "int main(void) { const int c = 1; c = 2; return 0; }",
        "cannot assign to variable 'c' with const-qualified type 'const int'"
    );
    err!(
        "int main(void) { 3 = 4; return 0; }",
        "expression is not assignable"
    );
    err!(
        "int main(void) { int a[3]; a = 0; return 0; }",
        "array type 'int[3]' is not assignable"
    );
    err!("int main(void) { int *p = 5; return 0; }",
        "incompatible integer to pointer conversion initializing 'int *' with an expression of type 'int'");
    err!(
        "int main(void) { int x; int *p = 0; x = p; return 0; }",
        "incompatible pointer to integer conversion assigning to 'int' from 'int *'"
    );
    err!(
        "int main(void) { int *p = 0; double *q = p; return 0; }",
        "incompatible pointer types initializing 'double *' with an expression of type 'int *'"
    );
}

#[test]
fn err_statements() {
    err!(
        "void f(void) { break; }",
        "'break' statement not in loop or switch statement"
    );
    err!(
        "void f(void) { continue; }",
        "'continue' statement not in loop statement"
    );
    err!(
        "void f(int x) { switch (x) { case 3: case 3: break; } }",
        "duplicate case value '3'"
    );
    err!(
        "void f(void) { goto nowhere; }",
        "use of undeclared label 'nowhere'"
    );
    err!(
        "void f(void) { return 1; }",
        "void function 'f' should not return a value"
    );
    err!(
        "int f(void) { return; }",
        "non-void function 'f' should return a value"
    );
}

#[test]
fn err_members_and_redefinitions() {
    err!(
        "struct S { int a; } s; int main(void) { return s.b; }",
        "no member named 'b' in 'struct S'"
    );
    err!(
        "struct S { int a; } s; int main(void) { return s->a; }",
        "member reference type 'struct S' is not a pointer; did you mean to use '.'?"
    );
    err!(
        "int main(void) { int x; return x.a; }",
        "member reference base type 'int' is not a structure or union"
    );
    err!("int x = 1; int x = 2;", "redefinition of 'x'");
    err!("int f(int); int f(double);", "conflicting types for 'f'");
    err!(
        "int x; double x;",
        "redefinition of 'x' with a different type: 'double' vs 'int'"
    );
    err!("void f(void) { int y; int y; }", "redefinition of 'y'");
}

#[test]
fn err_several_reported() {
    let d = diags("int main(void) { a = 1; b = 2; return c; }");
    assert_eq!(
        d.iter()
            .filter(|m| m.contains("undeclared identifier"))
            .count(),
        3,
        "{d:#?}"
    );
}

#[test]
fn err_static_initializer_not_constant() {
    err!(
        "int f(void); int x = f();",
        "initializer element is not a compile-time constant"
    );
}

#[test]
fn warnings_are_not_errors() {
    let d = diags("int main(void) { int *p = 0; if (p < 3) return 1; return 0; }");
    assert!(
        has(
            &d,
            "ordered comparison between pointer and integer ('int *' and 'int')"
        ),
        "{d:#?}"
    );
}

/// Preprocesses with the system's clang (glibc headers) and lowers; returns diagnostics.
fn system_program(src: &str) -> (Option<String>, Vec<String>) {
    let dir =
        std::env::temp_dir().join(format!("xmp-ir-test-{}-{}", std::process::id(), src.len()));
    let _ = std::fs::create_dir_all(&dir);
    let path = dir.join("prog.c");
    std::fs::write(&path, src).expect("write test source");
    let p = xmp_frontend::parse_file(&path, &Default::default());
    let _ = std::fs::remove_dir_all(&dir);
    let Some(unit) = p.unit else {
        return (
            None,
            p.diags
                .list
                .iter()
                .map(|d| format!("parse: {}:{}: {}", d.span.line, d.span.col, d.message))
                .collect(),
        );
    };
    let (m, d) = super::lower(&unit, p.source_map.clone());
    let list = d
        .list
        .iter()
        .filter(|d| d.severity == Severity::Error)
        .map(|d| {
            format!(
                "{}:{}:{}: {}",
                p.source_map.path(d.span.file),
                d.span.line,
                d.span.col,
                d.message
            )
        })
        .collect();
    let text = m.map(|m| {
        if let Err(e) = verify(&m) {
            panic!("verifier: {e}");
        }
        print_module(&m)
    });
    (text, list)
}

#[test]
fn glibc_headers() {
    let src = r#"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <assert.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <errno.h>
#include <time.h>
#include <sys/time.h>
#include <limits.h>
#include <float.h>
#include <ctype.h>
struct pt { int x; double y; };
static double vsum(int n, ...) { va_list ap; va_start(ap, n); double s = 0; for (int i = 0; i < n; i++) s += va_arg(ap, double); va_end(ap); return s; }
int main(int argc, char **argv) {
    struct timeval tv; gettimeofday(&tv, NULL);
    double x = sqrt(2.0) + fabs(-1.0) + HUGE_VAL * 0;
    assert(argc > 0);
    if (isnan(x) || isinf(x)) return 1;
    char buf[32]; snprintf(buf, sizeof buf, "%d", (int)offsetof(struct pt, y));
    int v; sscanf(buf, "%d", &v); fscanf(stdin, "%d", &v);
    fprintf(stderr, "%s %d %zu %ld\n", buf, errno, strlen(buf), (long)INT_MAX);
    int *p = malloc(10 * sizeof *p); memset(p, 0, 10 * sizeof(int)); free(p);
    printf("%f %d\n", vsum(2, 1.0, 2.0), isdigit(buf[0]) != 0);
    uint64_t u = UINT64_MAX; int32_t i32 = INT32_MIN; (void)u; (void)i32;
    return EXIT_SUCCESS;
}
"#;
    let (text, errs) = system_program(src);
    assert!(errs.is_empty(), "errors: {errs:#?}");
    let text = text.expect("module");
    if std::env::var("XIR_DUMP").is_ok() {
        eprintln!("{text}");
    }
    contains!(text, "asm \"__isoc99_fscanf\"", "asm \"__isoc99_sscanf\"");
}

#[test]
fn bitfield_layouts_match_clang() {
    // Sizes, alignments and bit positions measured with clang-22 on x86-64 Linux.
    let t = ok(r#"
struct A { char a; int b : 3; int c : 30; char d; } a;
struct B { char a : 4; short b : 12; char c; long long d : 3; int e; } b;
struct C { int a : 1; int : 0; char b; } c;
struct D { char a; long long b : 40; char c : 7; char d : 2; } d;
struct E { short a : 9; short b : 9; } e;
struct F { char c; struct { int x; char y; }; union { double d; char z[3]; }; } f;
struct G { unsigned a : 31; unsigned b : 2; unsigned char c : 8; } g;
struct H { char a; int : 0; char c; } h;
struct I { long double x; char c; } i;
struct J { char c; int __attribute__((aligned(16))) i; } j;
struct K { char c; int i; } __attribute__((packed, aligned(2))) k;
"#);
    if std::env::var("XIR_DUMP").is_ok() {
        eprintln!("{t}");
    }
    contains!(
        t,
        "\"A\" size 12 align 4",
        "c : int @4 bits 0+30",
        "\"B\" size 8 align 8",
        "b : short @0 bits 4+12",
        "c : char @2",
        "d : long long @0 bits 24+3",
        "e : int @4",
        "\"C\" size 8 align 4",
        "\"D\" size 8 align 8",
        "b : long long @0 bits 8+40",
        "d : char @7 bits 0+2",
        "\"E\" size 4 align 2",
        "b : short @2 bits 0+9",
        "\"F\" size 24 align 8",
        "\"G\" size 8 align 4",
        "b : unsigned int @4 bits 0+2",
        "c : unsigned char @5 bits 0+8",
        "\"H\" size 5 align 1",
        "c : char @4",
        "\"I\" size 32 align 16",
        "\"J\" size 32 align 16",
        "i : int @16",
        "\"K\" size 6 align 2",
        "i : int @1"
    );
}

/// Runs the lowering over the repository's lit inputs: `testsuite/run/c/*.c` must lower without
/// errors and verify; `testsuite/frontend/*.c` must give the diagnostics their CHECK lines
/// name (when the parser accepts them). Run with `cargo test -p xmp-ir testsuite -- --ignored`.
#[test]
#[ignore = "slow: preprocesses every testsuite program with clang"]
fn testsuite_programs() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../testsuite");
    let mut failures = vec![];
    let mut files: Vec<_> = ["run/c", "frontend", "llvm"]
        .iter()
        .flat_map(|d| {
            std::fs::read_dir(root.join(d))
                .into_iter()
                .flatten()
                .flatten()
                .map(|e| e.path())
        })
        .filter(|p| p.extension().is_some_and(|e| e == "c"))
        .collect();
    files.sort();
    for path in files {
        let src = std::fs::read_to_string(&path).unwrap_or_default();
        let p = xmp_frontend::parse_file(&path, &Default::default());
        let Some(unit) = p.unit else { continue };
        let (m, d) = super::lower(&unit, p.source_map.clone());
        let errs: Vec<String> = d
            .list
            .iter()
            .filter(|d| d.severity == Severity::Error)
            .map(|d| format!("{}:{}: error: {}", d.span.line, d.span.col, d.message))
            .collect();
        let checks: Vec<(String, String)> = src
            .lines()
            .filter_map(|l| l.split_once("CHECK: "))
            .filter_map(|(_, c)| {
                let (pre, msg) = c.split_once(" error: ")?;
                let line = pre
                    .trim_end_matches(':')
                    .rsplit(':')
                    .nth(1)
                    .unwrap_or("")
                    .to_string();
                Some((line, msg.to_string()))
            })
            .collect();
        let name = path.display().to_string();
        if checks.is_empty() && !src.contains("RUN: not") {
            if !errs.is_empty() {
                failures.push(format!("{name}: unexpected {errs:?}"));
            } else if let Some(m) = m {
                if let Err(e) = verify(&m) {
                    failures.push(format!("{name}: verifier: {e}"));
                }
            }
        } else {
            for (line, msg) in checks {
                if line.contains("{{") {
                    // A regex line number: accept any line.
                    let msg = msg.split("{{").next().unwrap_or("").trim().to_string();
                    if !errs.iter().any(|e| e.contains(&msg)) {
                        failures.push(format!("{name}: missing '{msg}', got {errs:?}"));
                    }
                    continue;
                }
                let msg = msg.split("{{").next().unwrap_or("").trim().to_string();
                if !errs
                    .iter()
                    .any(|e| e.starts_with(&format!("{line}:")) && e.contains(&msg))
                {
                    failures.push(format!("{name}: missing '{line}: {msg}', got {errs:?}"));
                }
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn bitfield_promotion_to_int() {
    let t = ok("struct S { unsigned a : 3; unsigned long b : 40; } s; int f(void) { return s.a - 6 < 0; } unsigned long g(void) { return s.b + 1; }");
    contains!(
        t,
        "(sub.i32 (int_to_int.i32 (load (member.u32 (global @s) a))) (const.i32 6))",
        "(add.u64 (load (member.u64 (global @s) b)) (int_to_int.u64 (const.i32 1)))"
    );
}

#[test]
fn err_const_through_pointers_and_register() {
    err!(
        "int main(void) { int v = 1; const int *p = &v; *p = 2; return v; }",
        "read-only variable is not assignable"
    );
    err!(
        "static const int t[3] = {1, 2, 3}; int main(void) { t[1]++; return 0; }",
        "cannot assign to variable 't' with const-qualified type 'const int[3]'"
    );
    err!(
        "int main(void) { register int r = 3; int *p = &r; return *p; }",
        "address of register variable requested"
    );
    err!(
        "struct S { const int k; } s; void f(void) { s.k = 1; }",
        "cannot assign to non-static data member 'k' with const-qualified type 'const int'"
    );
    // A pointer that is itself const may not be assigned; what it points to may.
    err!(
        "int x; int *const p = &x; void f(void) { p = 0; }",
        "cannot assign to variable 'p' with const-qualified type"
    );
    ok("int x; int *const p = &x; void f(void) { *p = 1; } char *const names[] = {\"a\"}; void g(void) { names[0][0] = 'b'; }");
}

#[test]
fn evaluate_once_uses_statement_expressions() {
    let t = ok("int next(void); int f(void) { return next() ?: 7; }");
    contains!(t, "(stmt_expr.i32 {decl %0 .tmp = (call.i32 (func_to_ptr.ptr (func @next)))} (cond.i32 (load (local %0 .tmp)) (load (local %0 .tmp)) (const.i32 7)))");
    let t = ok("double g(void); int f(void) { return __builtin_fpclassify(0, 1, 4, 3, 2, g()); }");
    contains!(
        t,
        "(stmt_expr.i32 {decl %0 .tmp = (call.f64",
        "(builtin.isnan.i32 (load (local %0 .tmp)))"
    );
}

#[test]
fn unions_designators_and_nested() {
    let t = ok("union U { int i; float f; } u = { .f = 1.5f }; struct A { int a[3]; struct { int x, y; } p; } a = { .p.y = 4, .a[1] = 2 };");
    contains!(
        t,
        "@u : union U external = {.1 = (const.f32 1.5)}",
        "@a : struct A external = {.0 = {[1] = (const.i32 2)}, .1 = {.1 = (const.i32 4)}}"
    );
}

#[test]
fn function_pointer_tables_and_strings() {
    let t = ok("int a(int x) { return x; } int b(int x) { return -x; } int (*tab[])(int) = { a, b, 0 }; const char *names[] = { \"a\", \"bc\" };");
    contains!(t, "@tab : int (*[3])(int) external = {[0] = (func_to_ptr.ptr (func @a)), [1] = (func_to_ptr.ptr (func @b)), [2] = (int_to_ptr.ptr (const.i32 0))}",
        "@names : char *[2] external = {[0] = (array_to_ptr.ptr (str \"a\\00\")), [1] = (array_to_ptr.ptr (str \"bc\\00\"))}");
}

#[test]
fn block_scope_extern_and_shadowing() {
    let t = ok("int g = 5; int f(void) { int g = 1; { extern int g; return g; } }");
    contains!(t, "return (load (global @g))");
}

#[test]
fn err_type_specifiers() {
    err!(
        "int main(void) { unsigned float f = 1.0f; return (int)f; }",
        "'float' cannot be signed or unsigned"
    );
    err!(
        "int main(void) { long long long x; return 0; }",
        "'long long long' is invalid"
    );
    err!(
        "struct S; struct S s;",
        "tentative definition has type 'struct S' that is never completed"
    );
    err!(
        "void f(void) { struct T t; }",
        "variable has incomplete type 'struct T'"
    );
}

#[test]
fn designators_continue_inside_the_designated_member() {
    // After `.p.x = 1`, `2` initialises `p.y` and `3` then `z` (C99 6.7.8p17).
    let t = ok(
        "struct Q { struct { int x, y; } p; int z; } q = { .p.x = 1, 2, 3 };\
                int a[2][2] = { [1][0] = 5, 6 }; struct Q r = { .p = 7, 8, 9 };\
                int b[4] = { [0 ... 1] = 3, 4 };",
    );
    contains!(t, "@q : struct Q external = {.0 = {.0 = (const.i32 1), .1 = (const.i32 2)}, .1 = (const.i32 3)}");
    contains!(
        t,
        "@a : int[2][2] external = {[1] = {[0] = (const.i32 5), [1] = (const.i32 6)}}"
    );
    contains!(t, "@r : struct Q external = {.0 = {.0 = (const.i32 7), .1 = (const.i32 8)}, .1 = (const.i32 9)}");
    contains!(
        t,
        "@b : int[4] external = {[0] = (const.i32 3), [1] = (const.i32 3), [2] = (const.i32 4)}"
    );
}

#[test]
fn qualifier_diagnostics() {
    let d = diags("int main(void) { const char *c = \"x\"; char *p = c; p = c; long l = c; double *dp = c; return 0; }");
    for m in [
        "initializing 'char *' with an expression of type 'const char *' discards qualifiers",
        "assigning to 'char *' from 'const char *' discards qualifiers",
        "incompatible pointer to integer conversion initializing 'long' with an expression of type 'const char *'",
        "incompatible pointer types initializing 'double *' with an expression of type 'const char *'",
    ] {
        assert!(has(&d, m), "missing {m:?} in {d:#?}");
    }
    // No warning when the target keeps the qualifier.
    let d = diags("void f(const char *s) { const char *t = s; t = s; (void)t; }");
    assert!(d.is_empty(), "{d:#?}");
}

#[test]
fn long_double_and_complex_constants() {
    let t = ok(
        "long double a = 0.1L, b = 1e4000L, c = 2.0L, d = -0.1L; double _Complex z = 1.0 + 2.0i;\
                long double f(void) { return 0.1L; }",
    );
    contains!(
        t,
        "@a : long double external = (const.f80 0.1)",
        "@b : long double external = (const.f80 1e4000)",
        "@c : long double external = (const.f80 2.0)",
        "@d : long double external = (const.f80 -0xcccccccccccccccdp-67)",
        "@z : _Complex double external = (const.<_Complex double> 1.0 2.0i)",
        "return (const.f80 0.1)"
    );
}

#[test]
fn hostile_inputs_do_not_panic() {
    // Each must give diagnostics (or lower), never panic.
    for src in [
        "int a[0x7fffffffffffffff];",
        "char big[1ULL << 62];",
        "enum { A = 0x7fffffffffffffff, B };",
        "struct S { unsigned long long x : 64; unsigned long long y : 64; } s;",
        "void f(int x) { switch (x) { case -2147483647 - 1 ... 2147483647: break; } }",
        "int b[4] = { [0 ... 0x7fffffff] = 1 };",
        "int f(void) { return 1 / 0 + (1 << 40) + (-2147483647 - 1) / -1; }",
        "int x = sizeof(struct Nope);",
        "void f(void) { int *p; p->x = 1; (*p)(); p(); }",
        "int g(int (*)(void)); void f(void) { g(f); g(0); g(1); }",
        "struct T { struct T t; };",
        "void f(void) { goto *0; }",
        "int v = 1.0 ? 2 : 3; int w = (int)1e100; unsigned long u = (unsigned long)-1.0;",
    ] {
        let p = xmp_frontend::parse_source(src, "t.c");
        if let Some(unit) = p.unit {
            let (m, _) = super::lower(&unit, p.source_map);
            if let Some(m) = m {
                let _ = print_module(&m);
                let _ = verify(&m);
            }
        }
    }
}

#[test]
fn pointer_conversion_diagnostics() {
    let d = diags("int f(void); void g(void *p) { int (*fp)(void) = p; void *q = f; unsigned *up = (int *)p; char *cp = (unsigned char *)0;\
                   int arr[3]; int *pi = &arr; double (*dp)(int) = f; }");
    for m in [
        "initializing 'unsigned int *' with an expression of type 'int *' converts between pointers to integer types with different sign",
        "initializing 'char *' with an expression of type 'unsigned char *' converts between pointers to integer types where one is of the unique plain 'char' type and the other is not",
        "incompatible pointer types initializing 'int *' with an expression of type 'int (*)[3]'",
        "incompatible function pointer types initializing 'double (*)(int)' with an expression of type 'int (*)(void)'",
    ] {
        assert!(has(&d, m), "missing {m:?} in {d:#?}");
    }
    assert!(!d.iter().any(|m| m.contains("'void *'")), "{d:#?}");
}

#[test]
fn more_builtins_and_nested_vla() {
    let t = ok("int f(unsigned x, long y) { return __builtin_parity(x) + __builtin_ffsl(y); }");
    contains!(t, "(and.i32 (builtin.popcount.i32 (load (local %0 x))) (const.i32 1))",
        "(cond.i32 (load (local %1 y)) (add.i32 (builtin.ctz.i32 (int_to_int.u64 (load (local %1 y)))) (const.i32 1)) (const.i32 0))");
    let t = ok("unsigned long f(int n) { int cube[2][n][3]; return sizeof cube; }");
    contains!(t, "(vla_sizeof.u64 int[2][%1][3])");
}

#[test]
fn long_double_folding_is_exact() {
    let t = ok("static const long double prec = 1.0L - 0x1p-63L; long double third = 1.0L / 3; long double big = 1e300L * 1e10L;");
    contains!(
        t,
        "(const.f80 0xfffffffffffffffep-64)",
        "(const.f80 0xaaaaaaaaaaaaaaabp-65)",
        "@big : long double external = (const.f80 0x"
    );
}

#[test]
fn err_misc_declarations() {
    err!(
        "void f(void) { struct S { int n; int a[]; } s = { 1, { 2, 3 } }; }",
        "initialization of flexible array member of an object with automatic storage is not supported yet"
    );
    err!(
        "int f(void) { static int d = &&b - &&a; a: b: return d; }",
        "arithmetic on label addresses in a static initializer is not supported yet"
    );
    err!(
        "struct S { int n; int a[]; } s = { .a[1] = 2 };",
        "designator into flexible array member subobject"
    );
    err!(
        "void f(void) { struct S { int n; int a[]; } s = { .a = { 2 } }; }",
        "initialization of flexible array member of an object with automatic storage is not supported yet"
    );
    err!(
        "void f(void) { __thread int x; }",
        "'_Thread_local' variable must have global storage"
    );
    ok("struct S { int n; int a[]; } s = { 1 }; unsigned long z = sizeof(struct S);");
}

#[test]
fn vla_size_in_sizeof_operand_is_evaluated() {
    let t = ok("unsigned long f(int n, void *p) { return sizeof(*(int (*)[n])p); }");
    contains!(
        t,
        "decl %2 .vla.size = (int_to_int.u64 (load (local %0 n)))",
        "(vla_sizeof.u64 int[%2])"
    );
}

#[test]
fn constant_conversion_warnings() {
    let d = diags("void f(void) { char a = 300; char b = 255; unsigned char c = -1; unsigned char d = 256; unsigned u = -1; int fl = 1.5; a = 400; }");
    // The variables are unused, which the driver reports only under -Wunused.
    let d: Vec<_> = d.into_iter().filter(|m| !m.contains("[-Wunused")).collect();
    for m in [
        "implicit conversion from 'int' to 'char' changes value from 300 to 44",
        "implicit conversion from 'int' to 'char' changes value from 255 to -1",
        "implicit conversion from 'int' to 'unsigned char' changes value from 256 to 0",
        "implicit conversion from 'double' to 'int' changes value from 1.5 to 1",
        "implicit conversion from 'int' to 'char' changes value from 400 to -112",
    ] {
        assert!(has(&d, m), "missing {m:?} in {d:#?}");
    }
    assert_eq!(d.len(), 5, "{d:#?}");
}

#[test]
fn qualifier_warnings_on_calls() {
    let d = diags(
        "void take(char *s); void keep(const char *s); void f(const char *c) { take(c); keep(c); }",
    );
    assert!(
        has(
            &d,
            "passing 'const char *' to parameter of type 'char *' discards qualifiers"
        ),
        "{d:#?}"
    );
    assert_eq!(d.len(), 1, "{d:#?}");
}

#[test]
fn more_constant_warnings() {
    let d = diags("float f = 16777217; double g = 9007199254740993LL; _Bool b = 0.1; int a[2] = { [0] = 1, [0] = 2 }; float ok = 16777216; _Bool t = 1.0;");
    for m in [
        "implicit conversion from 'int' to 'float' changes value from 16777217 to 16777216",
        "implicit conversion from 'long long' to 'double' changes value from 9007199254740993 to 9007199254740992",
        "implicit conversion from 'double' to '_Bool' changes value from 0.1 to true",
        "initializer overrides prior initialization of this subobject",
    ] {
        assert!(has(&d, m), "missing {m:?} in {d:#?}");
    }
    assert_eq!(d.len(), 4, "{d:#?}");
}

#[test]
fn pragma_pack_layouts_match_clang() {
    // Measured with clang-22 (x86-64 Linux).
    let t = ok("#pragma pack(push, 1)\nstruct B { char c : 3; int x : 12; short s; } b;\nstruct C { char c; int __attribute__((aligned(8))) i; } c;\n\
                struct D { int a : 3; int : 0; char b; } d;\n#pragma pack(pop)\n#pragma pack(2)\nstruct E { char c; int x : 20; char d; } e;\n\
                struct F { char c; long long l; } __attribute__((aligned(8))) f;\n#pragma pack()\nstruct G { char c; int i; } g;\n");
    contains!(
        t,
        "\"B\" size 4 align 1",
        "x : int @0 bits 3+12",
        "s : short @2",
        "\"C\" size 5 align 1",
        "i : int @1",
        "\"D\" size 5 align 1",
        "b : char @4",
        "\"E\" size 6 align 2",
        "x : int @1 bits 0+20",
        "d : char @4",
        "\"F\" size 16 align 8",
        "l : long long @2",
        "\"G\" size 8 align 4"
    );
    // A packed bit-field occupies the bytes its bits fall in, even past its type's size.
    let t = ok("#pragma pack(1)\nstruct A { char c; int x : 4; } a;\nstruct H { char c : 3; int y : 31; } h;");
    contains!(
        t,
        "\"A\" size 2 align 1",
        "x : int @1 bits 0+4",
        "\"H\" size 5 align 1",
        "y : int @0 bits 3+31"
    );
}

#[test]
fn gnu_real_imag() {
    let t = ok("double f(double _Complex z, double d) { __imag__ z = 7.0; __real__ z += 0.5; return __real__ z + __imag__ z + __real__ d + __imag__ d; }");
    contains!(t, "(assign.f64 (deref.f64 (ptradd (ptr_to_ptr.ptr (addr (local %0 z))) (const.i64 1))) (const.f64 7.0))",
        "(add_assign.f64 (deref.f64 (ptradd (ptr_to_ptr.ptr (addr (local %0 z))) (const.i64 0))) (const.f64 0.5))");
    let t = ok("double _Complex g(void); double f(void) { return __imag__ g() + __real__ g(); }");
    contains!(
        t,
        "(stmt_expr.f64 {decl %0 .tmp = (call.<_Complex double>",
        "(complex.f64 (call.<_Complex double>"
    );
}

#[test]
fn complex_library_builtins_inline() {
    let t = ok("double creal(double _Complex); double cimag(double _Complex); double _Complex conj(double _Complex);\
                double f(double _Complex z) { return creal(z) + cimag(z) + creal(conj(z)); }");
    contains!(
        t,
        "(complex.f64 (load (local %0 z)))",
        "(neg.f64 (load (deref.f64 (ptradd"
    );
    assert!(
        !t.contains("(func @creal)") && !t.contains("(func @conj)"),
        "{t}"
    );
}

#[test]
fn return_type_warnings() {
    let src = "void exit(int) __attribute__((noreturn));\n\
               int a(int x) { if (x) return 1; }\nint b(void) { }\nint c(int x) { while (1) { if (x) return 2; } }\n\
               int d(int x) { switch (x) { case 1: return 1; default: return 2; } }\nint e(int x) { switch (x) { case 1: return 1; } }\n\
               int f(int x) { if (x) return 1; else return 2; }\nint g(void) { exit(1); }\nint h(int x) { for (;;) { if (x) break; } }\n\
               int i(int x) { do { return 1; } while (x); }\nint j(int x) { goto L; L: return x; }\n";
    let d = diags(src);
    let want = [
        "2:33: non-void function does not return a value in all control paths",
        "3:15: non-void function does not return a value",
        "6:49: non-void function does not return a value in all control paths",
        "9:43: non-void function does not return a value",
    ];
    for w in want {
        assert!(
            d.iter()
                .any(|m| m.strip_suffix(" [-Wreturn-type]") == Some(w)),
            "missing {w:?} in {d:#?}"
        );
    }
    assert_eq!(d.len(), 4, "{d:#?}");
}

#[test]
fn unused_value_warnings() {
    let d = diags("int f(int); void g(int a, int b, volatile int v, int *p) { a == b; a < b; a + 1; a; v; f(a); (void)a; a, f(b); *p++; 0; a && f(b); }");
    let count = |m: &str| d.iter().filter(|x| x.contains(m)).count();
    assert_eq!(count("equality comparison result unused"), 1, "{d:#?}");
    assert_eq!(count("relational comparison result unused"), 1, "{d:#?}");
    assert_eq!(count("expression result unused"), 4, "{d:#?}");
    assert_eq!(
        count("left operand of comma operator has no effect"),
        1,
        "{d:#?}"
    );
    assert_eq!(d.len(), 7, "{d:#?}");
}

#[test]
fn vla_sizes_in_loop_conditions_are_evaluated_each_time() {
    let t = ok("int f(int n) { int s = 0; for (int i = 0; i < sizeof(char[n]); i++) s++; while (sizeof(char[n]) > 100) n--; return s; }");
    contains!(t, "for (decl %2 i = (const.i32 0); (stmt_expr.i32 {decl %3 .vla.size = (int_to_int.u64 (load (local %0 n)))} (lt.u64",
        "while (stmt_expr.i32 {decl %4 .vla.size");
}
