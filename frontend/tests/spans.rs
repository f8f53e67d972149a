//! Locations after real preprocessing: columns recovered from the original lines, macro
//! expansions reported at the macro use, XMP pragmas with expanded macros.

use xmp_frontend::dump::dump_ast;
use xmp_frontend::{parse_file, ParseResult, PreprocessOptions};

fn parse(src: &str) -> (ParseResult, String) {
    let dir = tempfile::tempdir().unwrap();
    let f = dir.path().join("s.c");
    std::fs::write(&f, src).unwrap();
    let r = parse_file(&f, &PreprocessOptions::default());
    let mut out = Vec::new();
    if let Some(u) = &r.unit {
        dump_ast(u, &r.source_map, &mut out);
    }
    (r, String::from_utf8(out).unwrap())
}

#[test]
fn columns_survive_whitespace_collapsing_and_macros() {
    let src = "#define N 10\n#define SQ(x) ((x)*(x))\nint a[N];\nint main(void) {\n    int  y   =   SQ(a[1]) ;\n    int\tz = N   +   y;\n    return y;\n}\n";
    let (r, dump) = parse(src);
    assert!(!r.diags.has_errors(), "{:?}", r.diags.list);
    assert!(dump.contains("VarDecl <5:10> y 'int'"), "{dump}");
    assert!(dump.contains("VarDecl <6:9> z 'int'"), "{dump}");
    // `N` expands to 10: reported at the macro use.
    assert!(dump.contains("IntegerLiteral <6:13> 10"), "{dump}");
    assert!(dump.contains("DeclRefExpr <6:21> 'y'"), "{dump}");
    assert!(dump.contains("ReturnStmt <7:5>"), "{dump}");
}

#[test]
fn errors_point_at_the_users_line_and_column() {
    let (r, _) = parse("#include <stdlib.h>\n\nint f(int x) {\n  return x +* ;\n}\n");
    let d = &r.diags.list[0];
    assert_eq!((d.span.line, d.span.col), (4, 15), "{}", d.message);
    let (r, _) = parse("int f(void) {\n  int x = 1\n  return x;\n}\n");
    let d = &r.diags.list[0];
    assert_eq!(d.message, "expected ';' at end of declaration");
    assert_eq!((d.span.line, d.span.col), (2, 12));
    let (r, _) = parse("int f(void) {\n  int x = 1;\n  return x @ 2;\n}\n");
    let d = &r.diags.list[0];
    assert_eq!(d.message, "invalid character '@' in source");
    assert_eq!((d.span.line, d.span.col), (3, 12));
    let (r, _) = parse("int main(void) {\n  return 0;\n");
    assert_eq!(r.diags.list[0].message, "expected '}'");
    let (r, _) = parse("char *s = \"abc;\nint x;\n");
    assert!(r.diags.has_errors());
}

#[test]
fn xmp_pragmas_are_macro_expanded_and_parsed() {
    let src = "#define N 8\n#pragma xmp nodes p[N]\n_Pragma(\"xmp nodes q[4]\")\nint main(void) {\n#pragma xmp barrier\n  return 0;\n}\n";
    let (r, dump) = parse(src);
    assert!(!r.diags.has_errors(), "{:?}", r.diags.list);
    assert!(dump.contains("XmpDirective nodes <2:1>"), "{dump}");
    assert!(dump.contains("XmpDirective nodes <3:"), "{dump}");
    assert!(dump.contains("XmpDirective barrier <5:1>"), "{dump}");
    assert!(dump.contains('8'), "{dump}");
}

#[test]
fn unknown_pragma_warns() {
    let (r, _) = parse("#pragma foo bar\nint x;\n");
    assert!(!r.diags.has_errors());
    assert_eq!(r.diags.list.len(), 1);
    assert!(r.diags.list[0].message.contains("unknown pragma"));
    assert_eq!(r.diags.list[0].span.line, 1);
}

#[test]
fn preprocessor_warnings_are_kept() {
    let (r, _) = parse("#warning check this\nint x;\n");
    assert!(!r.diags.has_errors());
    assert!(
        r.diags.list[0].message.contains("warning: check this"),
        "{:?}",
        r.diags.list
    );
    let text = xmp_frontend::diag::render::render_to_string(&r.diags.list, &r.source_map);
    assert!(text.contains("s.c:1:2: warning: check this"), "{text}");
}
