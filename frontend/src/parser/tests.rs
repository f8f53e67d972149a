use super::*;
use crate::parse_source;

fn ok(src: &str) -> TranslationUnit {
    let r = parse_source(src, "t.c");
    if let Some(d) = r
        .diags
        .list
        .iter()
        .find(|d| d.severity == crate::diag::Severity::Error)
    {
        panic!("{}:{}: {}\nin:\n{src}", d.span.line, d.span.col, d.message);
    }
    r.unit.expect("unit")
}

fn err(src: &str) -> Diagnostic {
    let r = parse_source(src, "t.c");
    assert!(r.unit.is_none(), "expected an error for {src}");
    r.diags.list.into_iter().next().expect("diagnostic")
}

fn func_body(tu: &TranslationUnit, i: usize) -> &Block {
    match &tu.items[i] {
        ExternalDecl::FuncDef(f) => &f.body,
        other => panic!("{other:?}"),
    }
}

fn expr(src: &str) -> Expr {
    let toks = crate::lexer::tokenize(src, "t.c").unwrap();
    parse_expr_tokens(&toks).unwrap()
}

#[test]
fn declarations_and_functions() {
    let tu = ok(
        "int x, *p = 0, a[3][4];\nstatic const unsigned long long y = 5ull;\n\
                 int f(int a, char *b[], ...);\nvoid g(void) { return; }\n\
                 struct S { int a : 3, : 2; union { int u; float v; }; struct S *next; } s;\n\
                 enum E { A, B = 3, C, } e;\nint (*fp)(int, double);\nchar *(*(*z)[5])(void);\n",
    );
    assert_eq!(tu.items.len(), 8);
    match &tu.items[3] {
        ExternalDecl::FuncDef(f) => {
            let Derived::Function(fd) = &f.declarator.derived[0] else {
                panic!()
            };
            assert!(fd.params.is_empty() && !fd.no_prototype);
        }
        o => panic!("{o:?}"),
    }
    // `int (*fp)(int, double)` = pointer to function.
    match &tu.items[6] {
        ExternalDecl::Decl(d) => {
            let der = &d.declarators[0].declarator.derived;
            assert!(matches!(der[0], Derived::Pointer(_)));
            assert!(matches!(der[1], Derived::Function(_)));
        }
        o => panic!("{o:?}"),
    }
    // `int *a[3]` = array of pointers: [Array, Pointer].
    let tu = ok("int *a[3];");
    let ExternalDecl::Decl(d) = &tu.items[0] else {
        panic!()
    };
    let der = &d.declarators[0].declarator.derived;
    assert!(matches!(der[0], Derived::Array(_)) && matches!(der[1], Derived::Pointer(_)));
}

#[test]
fn typedef_feedback_and_shadowing() {
    let tu = ok(
        "typedef int T;\nT x;\nT *p;\nvoid f(void) { T * q; int T; T = 3; T * 2; }\n\
                 void g(void) { T y = 1; { typedef double T; T z; } T w; }\n\
                 void h(int T) { T * 2; }\nT after;\n\
                 typedef struct node node; struct node { node *next; };\n\
                 void k(void) { for (int T = 0; T < 3; T++) { T * 2; } T v; }",
    );
    // In f, `T * q` is a declaration and `T * 2` (after `int T;`) an expression.
    let b = func_body(&tu, 3);
    assert!(matches!(b.items[0], BlockItem::Decl(_)));
    assert!(matches!(b.items[1], BlockItem::Decl(_)));
    assert!(matches!(b.items[2], BlockItem::Stmt(_)));
    assert!(matches!(b.items[3], BlockItem::Stmt(_)));
    let b = func_body(&tu, 5);
    assert!(
        matches!(b.items[0], BlockItem::Stmt(_)),
        "parameter shadows the typedef"
    );
    let b = func_body(&tu, 9);
    assert!(matches!(b.items[1], BlockItem::Decl(_)));
}

#[test]
fn dangling_else() {
    let tu = ok("void f(int a, int b) { if (a) if (b) a = 1; else a = 2; }");
    let b = func_body(&tu, 0);
    let BlockItem::Stmt(s) = &b.items[0] else {
        panic!()
    };
    let StmtKind::If { then, els, .. } = &s.kind else {
        panic!()
    };
    assert!(els.is_none());
    assert!(matches!(&then.kind, StmtKind::If { els: Some(_), .. }));
}

#[test]
fn statements() {
    ok("int f(int n) {\n  int s = 0;\n  for (int i = 0; i < n; i++) s += i;\n  while (n--) { if (n == 3) continue; else break; }\n\
        do s++; while (s < 10);\n  switch (n) { case 1: case 2 ... 4: s = 1; break; default: ; }\n\
        goto end; end: return s ? : 1;\n  L: ;\n  { }\n  for (;;) break;\n  void *p = &&L; goto *p;\n}");
}

#[test]
fn expressions() {
    let e = expr("1 + 2 * 3");
    let ExprKind::Binary(BinaryOp::Add, _, r) = &e.kind else {
        panic!("{e:?}")
    };
    assert!(matches!(r.kind, ExprKind::Binary(BinaryOp::Mul, ..)));
    let e = expr("a = b = c");
    let ExprKind::Assign(None, _, r) = &e.kind else {
        panic!()
    };
    assert!(matches!(r.kind, ExprKind::Assign(..)));
    let e = expr("(int)x + sizeof(int) + sizeof x + _Alignof(double)");
    assert!(matches!(e.kind, ExprKind::Binary(..)));
    let e = expr("\"ab\" \"cd\"");
    let ExprKind::Str { bytes, .. } = &e.kind else {
        panic!()
    };
    assert_eq!(bytes, b"abcd");
    let e = expr("c ? x : y");
    assert!(matches!(e.kind, ExprKind::Cond(..)));
    let e = expr("p->a.b[3]++");
    assert!(matches!(e.kind, ExprKind::Unary(UnaryOp::PostInc, _)));
    ok("struct P { int x, y; };\nvoid f(void) { struct P p = (struct P){ .x = 1, [0] = 2 }; int a[] = { [0 ... 3] = 1, 2 };\n\
        int v = ({ int t = 3; t * 2; }); (void)_Generic(v, int: 1, default: 2); }");
}

#[test]
fn gnu_builtins() {
    ok("typedef __builtin_va_list va_list;\nstruct S { int a; int b[4]; };\n\
        int f(int n, ...) { va_list ap; __builtin_va_start(ap, n); int x = __builtin_va_arg(ap, int);\n\
        __builtin_va_end(ap); return x + __builtin_offsetof(struct S, b[2]) + __builtin_types_compatible_p(int, long); }\n\
        extern int g(int) __attribute__((__nothrow__, __leaf__)) __attribute__((__const__));\n\
        extern int h(const char *__restrict __fmt, ...) __asm__(\"\" \"__isoc99_h\");\n\
        __extension__ typedef long long ll;\n\
        static __inline__ __attribute__((__always_inline__)) int k(void) { return __extension__ ({ 1; }); }\n\
        typedef int v4 __attribute__((vector_size(16)));\n\
        struct __attribute__((packed)) Q { char c; int i __attribute__((aligned(8))); };\n\
        _Static_assert(sizeof(int) == 4, \"int\");\n\
        void m(void) { __typeof__(1) t = 0; __asm__ __volatile__(\"nop\" : : : \"memory\"); (void)t; }");
}

#[test]
fn xmp_extensions() {
    ok("int a[10]:[*];\ndouble g[4][100]:[2][*];\nint x:[*];\n\
        void f(int k) { int b[10]; a[0:3]:[1] = b[3:3]; x = x:[k]; b[:] = a[::2]; b[1:] = 0; b[0:5:2] = 1;\n\
        int y = k ? b[1] : b[2]; struct { int f : 3; } s; (void)y; (void)s; }");
    let e = expr("a[lo:len:step]");
    assert!(matches!(
        e.kind,
        ExprKind::Section {
            lo: Some(_),
            len: Some(_),
            step: Some(_),
            ..
        }
    ));
    let e = expr("a[i]:[k][j]");
    let ExprKind::Coindexed { image, .. } = &e.kind else {
        panic!("{e:?}")
    };
    assert_eq!(image.len(), 2);
}

#[test]
fn pragmas_as_items() {
    let tu = ok("#pragma omp parallel\nint x;\nvoid f(void) {\n#pragma omp barrier\n int i;\n for (i = 0; i < 3; i++)\n#pragma omp simd\n  for (;;) break;\n}\n");
    assert!(matches!(
        tu.items[0],
        ExternalDecl::Pragma(Pragma {
            kind: PragmaKind::Omp(_),
            ..
        })
    ));
    let b = func_body(&tu, 2);
    assert!(matches!(b.items[0], BlockItem::Pragma(_)));
}

#[test]
fn syntax_errors() {
    let d = err("int x = 3\nint y;\n");
    assert_eq!(d.message, "expected ';' after top level declarator");
    let d = err("void f(void) { int x = 3\nint y; }\n");
    assert_eq!(d.message, "expected ';' at end of declaration");
    let d = err("void f(int x) { x = 3\nx++; }\n");
    assert_eq!(d.message, "expected ';' after expression");
    let d = err("int f(int x) { return x\n}\n");
    assert_eq!(d.message, "expected ';' after return statement");
    let d = err("int f(int x) { return x; }\n}\n");
    assert_eq!(d.message, "extraneous closing brace ('}')");
    assert_eq!(d.span.line, 2);
    let d = err("int f(int x) { mystery_t y = 0; }\n");
    assert_eq!(d.message, "unknown type name 'mystery_t'");
    assert_eq!(d.span.col, 16);
    let d = err("void f(void) { f( ; }");
    assert!(d.message.starts_with("expected"), "{}", d.message);
    let d = err("void f(void) {");
    assert_eq!(d.message, "expected '}'");
    let d = err("int;;; int x = ;");
    assert_eq!(d.message, "expected expression");
}

#[test]
fn deep_inputs_do_not_crash() {
    let src = format!(
        "int x = {}1{};",
        "(".repeat(1_000_000),
        ")".repeat(1_000_000)
    );
    let d = err(&src);
    assert!(d
        .message
        .contains("bracket nesting level exceeded maximum of 256"));
    let src = format!("int x = 1{};", " + 1".repeat(1_000_000));
    let d = err(&src);
    assert!(d.message.contains("maximum depth"), "{}", d.message);
    let src = format!("void f(int a) {{ {} }}", "if (a) ".repeat(100_000) + ";");
    let d = err(&src);
    assert!(d.message.contains("maximum depth"), "{}", d.message);
    let src = format!("int x = {}1;", "-".repeat(1_000_000));
    assert!(parse_source(&src, "t.c").unit.is_none());
    let src = format!("int x = {}1;", "- ".repeat(1_000_000));
    assert!(parse_source(&src, "t.c").unit.is_none());
    let src = format!("int {}x;", "*".repeat(100_000));
    let _ = parse_source(&src, "t.c");
}

#[test]
fn random_bytes_give_errors() {
    let mut x: u64 = 0x9e3779b97f4a7c15;
    for round in 0..300 {
        let n = 1 + (round * 7) % 500;
        let bytes: Vec<u8> = (0..n)
            .map(|_| {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                if round % 2 == 0 {
                    x as u8
                } else {
                    b"int(){}[];,*+-x1 \n#\"'/:?"[(x % 24) as usize]
                }
            })
            .collect();
        let s = String::from_utf8_lossy(&bytes);
        let _ = parse_source(&s, "t.c");
    }
}

#[test]
fn kr_definitions() {
    let tu = ok("int f(a, b) int a; double b; { return a + (int)b; }\nint g(x) register int x; { return x; }\n");
    let ExternalDecl::FuncDef(f) = &tu.items[0] else {
        panic!()
    };
    assert_eq!(f.old_style_decls.len(), 2);
    let Derived::Function(fd) = &f.declarator.derived[0] else {
        panic!()
    };
    assert_eq!(fd.old_style_names.len(), 2);
}

#[test]
fn pragma_in_struct_and_before_body() {
    let tu = ok(
        "struct S {\n#pragma pack(1)\n int a; };\nvoid f(double *a)\n#pragma omp declare\n{ }\n",
    );
    let b = func_body(&tu, 1);
    assert!(matches!(b.items[0], BlockItem::Pragma(_)));
}

#[test]
fn desc_of() {
    let e = expr("xmp_desc_of(a)");
    assert!(matches!(e.kind, ExprKind::DescOf(ref i) if i.name == "a"));
    let e = expr("xmp_malloc(xmp_desc_of(a), n)");
    assert!(matches!(e.kind, ExprKind::Call(..)));
}

#[test]
fn deepest_allowed_trees_dump_and_drop() {
    // Just under the limit: parses, dumps and drops within a test thread's 2 MiB stack.
    let n = (MAX_DEPTH - 10) as usize;
    let src = format!(
        "int x = 1{};\nvoid f(int a) {{ {} ; }}\n",
        " + 1".repeat(n),
        "if (a) ".repeat(n / 2)
    );
    let tu = ok(&src);
    let mut out = Vec::new();
    crate::dump::dump_ast(&tu, &SourceMap::default(), &mut out);
    assert!(out.len() > 1000);
    drop(tu);
}

#[test]
fn large_stack_runner() {
    let v = [1, 2, 3];
    let s = crate::run_with_large_stack(|| v.iter().sum::<i32>()).unwrap();
    assert_eq!(s, 6);
}

#[test]
fn casts_versus_parenthesised_expressions() {
    let tu = ok("typedef int T;\nint *p; int x;\nvoid f(void) { int a = (T)*p; int b = (x)*x; T(*fp)(int); \
                 int c = sizeof(T) + sizeof(x); { int T = 2; int d = sizeof(T); (void)d; } (void)fp; }");
    let b = func_body(&tu, 3);
    let BlockItem::Decl(d) = &b.items[0] else {
        panic!()
    };
    let Some(Initializer::Expr(e)) = &d.declarators[0].init else {
        panic!()
    };
    assert!(matches!(e.kind, ExprKind::Cast(..)), "{e:?}");
    let BlockItem::Decl(d) = &b.items[1] else {
        panic!()
    };
    let Some(Initializer::Expr(e)) = &d.declarators[0].init else {
        panic!()
    };
    assert!(
        matches!(e.kind, ExprKind::Binary(BinaryOp::Mul, ..)),
        "{e:?}"
    );
    assert!(
        matches!(b.items[2], BlockItem::Decl(_)),
        "T(*fp)(int) declares fp"
    );
    let BlockItem::Stmt(Stmt {
        kind: StmtKind::Compound(inner),
        ..
    }) = &b.items[4]
    else {
        panic!()
    };
    let BlockItem::Decl(d) = &inner.items[1] else {
        panic!()
    };
    let Some(Initializer::Expr(e)) = &d.declarators[0].init else {
        panic!()
    };
    assert!(
        matches!(e.kind, ExprKind::SizeofExpr(_)),
        "shadowed T is a variable: {e:?}"
    );
}

#[test]
fn lexer_spans_without_originals() {
    let r = parse_source("int  x =\n   y;", "t.c");
    assert!(r.unit.is_some());
    let toks = crate::lexer::tokenize("int  x =\n   y;", "t.c").unwrap();
    assert_eq!((toks[1].1.line, toks[1].1.col), (1, 6));
    assert_eq!((toks[3].1.line, toks[3].1.col), (2, 4));
}

#[test]
fn expr_tokens_from_pragmas() {
    // Tokens as the lexer gives them inside a pragma: `::` kept, `:` before `[` plain.
    let lx = crate::lexer::tokenize(
        "__xmp_pragma_begin__ a[::2] x:[k] n*(m+1) __xmp_pragma_end__",
        "t.c",
    )
    .unwrap();
    let Tok::Pragma { tokens, .. } = &lx[0].0 else {
        panic!()
    };
    assert!(tokens.iter().any(|t| t.0 == Tok::Punct(Punct::ColonColon)));
    let e = parse_expr_tokens(&tokens[0..5]).unwrap();
    assert!(
        matches!(
            e.kind,
            ExprKind::Section {
                lo: None,
                len: None,
                step: Some(_),
                ..
            }
        ),
        "{e:?}"
    );
    let e = parse_expr_tokens(&tokens[5..10]).unwrap();
    assert!(matches!(e.kind, ExprKind::Coindexed { .. }), "{e:?}");
    let e = parse_expr_tokens(&tokens[10..]).unwrap();
    assert!(matches!(e.kind, ExprKind::Binary(BinaryOp::Mul, ..)));
    assert!(parse_expr_tokens(&[]).is_err());
    assert!(parse_expr_tokens(&tokens[0..2]).is_err());
}

#[test]
fn clang_like_messages() {
    let d = err("void f(int x) { if (x { } }");
    assert_eq!((d.message.as_str(), d.span.col), ("expected ')'", 23));
    assert_eq!(d.notes[0].1, "to match this '('");
    assert_eq!(d.notes[0].0.unwrap().col, 20);
    assert_eq!(
        err("int f(int a,) { return a; }").message,
        "expected parameter declarator"
    );
    assert_eq!(
        err("struct S { int a int b; };").message,
        "expected ';' at end of declaration list"
    );
    let d = err("void f(void) { for (int i = 0; i < 3 i++) ; }");
    assert_eq!(d.message, "expected ';' in 'for' statement specifier");
    let d = err("int main(void) {\n  if (1) {\n");
    assert_eq!(d.message, "expected '}'");
    assert_eq!(d.notes[0].0.unwrap().line, 2);
}

#[test]
fn atomic_type_specifier() {
    ok("typedef _Atomic(int) atomic_int;\n_Atomic int a; _Atomic(long) b; atomic_int c;\n");
}

#[test]
fn missing_semicolon_after_struct() {
    let d = err("struct S {\n  int a;\n}\nint main(void) { return 0; }\n");
    assert_eq!(d.message, "expected ';' after struct");
    assert_eq!((d.span.line, d.span.col), (3, 2));
    let d = err("enum E { A }\nstatic int x;\n");
    assert_eq!(d.message, "expected ';' after enum");
    ok("struct S { int a; } const s = { 1 };\nstruct S2 { int a; } typedef T;\n");
}

#[test]
fn implicit_int_sites_in_order() {
    let tu = ok("static x, *y;\nf();\ntypedef T;\nT t;\n\
                 g(a, b) register a; char *b; { register i; const c = 1; return i; }\n\
                 int h(void) { static s; auto u = 2; return u + s; }\n");
    let at: Vec<(usize, u32, u32)> = tu
        .implicit_int
        .iter()
        .map(|(i, s)| (*i, s.line, s.col))
        .collect();
    // `T t;` declares with the typedef; in `g` the parameter declarations come first, then the
    // function's own name, then its body.
    assert_eq!(
        at,
        vec![
            (0, 1, 8),
            (0, 1, 12),
            (1, 2, 1),
            (2, 3, 9),
            (4, 5, 18),
            (4, 5, 1),
            (4, 5, 41),
            (4, 5, 50),
            (5, 6, 22),
            (5, 6, 30)
        ]
    );
    match &tu.items[4] {
        ExternalDecl::FuncDef(f) => {
            assert!(f.specs.implicit_int && f.specs.type_specs.is_empty());
            assert_eq!(f.old_style_decls.len(), 2);
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn local_labels() {
    let tu = ok("int f(void) { __label__ a, b; a: b: return ({ __label__ c; c: 1; }); }");
    assert_eq!(func_body(&tu, 0).items.len(), 2);
}

#[test]
fn unknown_type_after_specifier() {
    let d = err("static mystery_t v;\n");
    assert_eq!(d.message, "unknown type name 'mystery_t'");
    assert_eq!((d.span.line, d.span.col), (1, 8));
    let d = err("int f(void) { register foo_t *p; return 0; }\n");
    assert_eq!(d.message, "unknown type name 'foo_t'");
    assert_eq!(d.span.col, 24);
}

#[test]
fn last_member_without_semicolon() {
    let r = parse_source("struct d {\n  int e;\n  int f\n};\nstruct d x;\n", "t.c");
    assert!(r.unit.is_some());
    let w = &r.diags.list[0];
    assert_eq!(w.message, "expected ';' at end of declaration list");
    assert_eq!(
        (w.severity, w.span.line, w.span.col),
        (crate::diag::Severity::Warning, 3, 8)
    );
}
