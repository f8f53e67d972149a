//! Round trips of the expression printer through the real lexer and C expression parser.

use super::expr_to_string;

fn show(src: &str) -> String {
    let toks =
        crate::lexer::tokenize(src, "e.c").unwrap_or_else(|e| panic!("{src}: {}", e.message));
    let e = crate::parse_expr_tokens(&toks).unwrap_or_else(|e| panic!("{src}: {}", e.message));
    expr_to_string(&e)
}

#[test]
fn expressions_print_as_c() {
    for (src, want) in [
        ("a+b*c", "a + b * c"),
        ("(a+b)*c", "(a + b) * c"),
        ("a-(b-c)", "a - (b - c)"),
        ("a-b-c", "a - b - c"),
        ("-(-x)", "- -x"),
        ("!x && ~y || z", "!x && ~y || z"),
        ("a<<2|b&c^d", "a << 2 | b & c ^ d"),
        ("x==y!=z", "x == y != z"),
        ("c ? a : b ? d : e", "c ? a : b ? d : e"),
        ("(c ? a : b) ? d : e", "(c ? a : b) ? d : e"),
        ("f(a, b+1)[i].m->n", "f(a, b + 1)[i].m->n"),
        ("*p++", "*p++"),
        ("(*p)++", "(*p)++"),
        ("&a[0]", "&a[0]"),
        ("sizeof x", "sizeof x"),
        ("sizeof(double)", "sizeof(double)"),
        ("(unsigned long)n * 2", "(unsigned long)n * 2"),
        ("(double *)p", "(double *)p"),
        ("'a' + '\\n'", "'a' + '\\n'"),
        ("\"s\\\"t\"", "\"s\\\"t\""),
        ("0x1F + 1.5e3", "0x1F + 1.5e3"),
        ("x = y += 2", "x = y += 2"),
        ("a[0:n]", "a[0:n]"),
        ("a[:]", "a[:]"),
        ("a[1:n:2]", "a[1:n:2]"),
    ] {
        assert_eq!(show(src), want, "{src}");
    }
}
