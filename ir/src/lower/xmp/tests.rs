//! Unit tests of the XMP lowering: canonical references, the program-level flags, and the
//! diagnostics that have no lit test of their own.

use crate::print::print_module;
use crate::verify::verify;
use crate::xir::{Module, NodeSet, NodeSub, NodesParent, StmtKind, XmpStmt, USER_MAIN_SYMBOL};
use xmp_frontend::diag::Severity;

fn lower(src: &str) -> (Option<Module>, Vec<String>) {
    let p = xmp_frontend::parse_source(src, "t.c");
    let unit = p
        .unit
        .unwrap_or_else(|| panic!("parse failed: {:?}", p.diags.list));
    let (m, d) = crate::lower::lower(&unit, p.source_map);
    let errs = d
        .list
        .iter()
        .filter(|d| d.severity == Severity::Error)
        .map(|d| format!("{}:{}: {}", d.span.line, d.span.col, d.message))
        .collect();
    (m, errs)
}

fn ok(src: &str) -> Module {
    let (m, errs) = lower(src);
    assert!(errs.is_empty(), "unexpected errors: {errs:#?}");
    let m = m.expect("module");
    if let Err(e) = verify(&m) {
        panic!("verifier: {e}\n{}", print_module(&m));
    }
    m
}

fn const_i(e: &crate::xir::Expr) -> i128 {
    match e.kind {
        crate::xir::ExprKind::IntConst(v) => v,
        ref k => panic!("not a constant: {k:?}"),
    }
}

#[test]
fn plain_c_does_not_use_the_runtime() {
    let m = ok("int main(void) { return 0; }");
    assert!(!m.xmp.uses_runtime);
    assert_eq!(m.functions[0].symbol, "main");
}

#[test]
fn main_is_renamed_and_nodes_required_is_the_first_static_size() {
    let m =
        ok("#pragma xmp nodes p(2,3)\n#pragma xmp nodes q[*] = p\nint main(void) { return 0; }");
    assert!(m.xmp.uses_runtime);
    assert_eq!(m.xmp.nodes_required, 6);
    let f = m.xmp.user_main.expect("user main") as usize;
    assert_eq!(m.functions[f].name, "main");
    assert_eq!(m.functions[f].symbol, USER_MAIN_SYMBOL);
    // Legacy extents are reversed into C order.
    let p = &m.xmp.nodes[0];
    assert_eq!(
        p.extents
            .iter()
            .map(|e| const_i(e.as_ref().unwrap()))
            .collect::<Vec<_>>(),
        vec![3, 2]
    );
    assert!(matches!(p.parent, NodesParent::Entire));
}

#[test]
fn dynamic_first_nodes_requires_any_count() {
    let m = ok("#pragma xmp nodes p[*][2]\nint main(void) { return 0; }");
    assert_eq!(m.xmp.nodes_required, 0);
    assert!(m.xmp.nodes[0].extents[0].is_none());
}

#[test]
fn a_declaration_from_xmp_h_uses_the_runtime() {
    let m = ok("int xmp_node_num(void);\nint main(void) { return xmp_node_num(); }");
    assert!(m.xmp.uses_runtime);
    assert_eq!(m.xmp.nodes_required, 0);
}

#[test]
fn paren_references_are_rebased_and_reversed() {
    let m = ok("#pragma xmp nodes g[4][3]\nint main(void) {\n#pragma xmp task on g(2:3, 4)\n ;\n return 0; }");
    let f = &m.functions[m.xmp.user_main.unwrap() as usize];
    let body = f.body.as_ref().unwrap();
    let task = body
        .stmts
        .iter()
        .find_map(|s| match &s.kind {
            StmtKind::Xmp(x) => match &**x {
                XmpStmt::Task {
                    on: NodeSet::Ref(r),
                    ..
                } => Some(r.clone()),
                _ => None,
            },
            _ => None,
        })
        .expect("task");
    // g(2:3, 4) is g[3][1:2]: dimension 0 index 3, dimension 1 from 1, 2 elements.
    match &task.subs[..] {
        [NodeSub::Index(i), NodeSub::Triplet {
            lo,
            len: Some(len),
            step,
        }] => {
            assert_eq!(const_i(i), 3);
            assert_eq!(const_i(lo), 1);
            assert_eq!(const_i(len), 2);
            assert_eq!(const_i(step), 1);
        }
        s => panic!("unexpected subscripts {s:?}"),
    }
}

#[test]
fn node_names_shadow_and_scope_like_c_names() {
    // A block-scope node array hides the file-scope one and ends with its block.
    ok("#pragma xmp nodes p[*]\nint main(void) {\n { \n#pragma xmp nodes p[1] = *\n }\n#pragma xmp task on p[0]\n ;\n return 0; }");
    let (_, errs) = lower("int main(void) {\n { \n#pragma xmp nodes p[1] = *\n }\n#pragma xmp barrier on p\n return 0; }");
    assert_eq!(errs.len(), 1, "{errs:?}");
    assert!(errs[0].contains("undeclared node array 'p'"), "{errs:?}");
}

#[test]
fn tasklets_lower_and_keep_other_directives_out() {
    // Every directive of the grammar is lowered now; tasklets (reference 15, an extension)
    // were the last. Inside `tasklets` only the tasklet directives are allowed.
    let ok = "int a[4];\n#pragma xmp nodes p[*]\nint main(void) {\n#pragma xmp tasklets\n{\n#pragma xmp tasklet out(a[0]) pro_wait\n a[0] = 1;\n#pragma xmp taskletwait\n}\n return 0; }";
    let (_, errs) = lower(ok);
    assert!(errs.is_empty(), "{errs:?}");
    let bad = "#pragma xmp nodes p[*]\nint main(void) {\n#pragma xmp tasklets\n{\n#pragma xmp barrier\n}\n return 0; }";
    let (_, errs) = lower(bad);
    assert!(
        errs.iter()
            .any(|e| e.contains("is not allowed inside a 'tasklets' construct")),
        "{errs:?}"
    );
}

#[test]
fn mapping_declarations_lower() {
    let src = "#pragma xmp nodes p[2]\n#pragma xmp template t(0:9)\n#pragma xmp distribute t(cyclic(2)) onto p\ndouble a[10];\n#pragma xmp align a[i] with t(i)\n#pragma xmp shadow a[*]\nint main(void) { return 0; }";
    let (m, errs) = lower(src);
    assert!(errs.is_empty(), "{errs:?}");
    let m = m.expect("module");
    assert_eq!(m.xmp.templates.len(), 1);
    assert!(m.xmp.templates[0].dist.is_some());
    assert_eq!(m.xmp.arrays.len(), 1);
    assert_eq!(m.xmp.arrays[0].extents, vec![10]);
    assert!(m.xmp.arrays[0].shadow[0].full);
    assert!(m.xmp.unsupported_in_codegen().is_none());
}

// --- issue 5 (reflect) ---

/// The XMP statements of `main`'s body, in order (blocks entered).
fn main_xmp_stmts(m: &Module) -> Vec<XmpStmt> {
    fn walk(b: &crate::xir::Block, out: &mut Vec<XmpStmt>) {
        for s in &b.stmts {
            match &s.kind {
                StmtKind::Xmp(x) => out.push((**x).clone()),
                StmtKind::Block(b) => walk(b, out),
                _ => {}
            }
        }
    }
    let f = m.functions.iter().find(|f| f.name == "main").expect("main");
    let mut out = vec![];
    walk(f.body.as_ref().expect("body"), &mut out);
    out
}

#[test]
fn reflect_lowers_one_statement_per_array_with_widths() {
    let src = "#pragma xmp nodes p[2][2]\n#pragma xmp template t[8][8]\n#pragma xmp distribute t[block][block] onto p\ndouble a[8][8], b[8][8];\n#pragma xmp align a[i][j] with t[i][j]\n#pragma xmp align b[i][j] with t[i][j]\n#pragma xmp shadow a[2][1]\n#pragma xmp shadow b[1][1]\nint main(void) {\n#pragma xmp reflect (a, b) width(/periodic/1:0, 1) orthogonal acc\n#pragma xmp reflect_init (a)\n#pragma xmp reflect_do (a) acc\n return 0; }";
    let m = ok(src);
    let xs = main_xmp_stmts(&m);
    assert_eq!(xs.len(), 4, "{xs:?}");
    match &xs[0] {
        XmpStmt::Reflect {
            array: 0,
            widths: Some(w),
            orthogonal: true,
            async_id: None,
        } => {
            assert_eq!(w.len(), 2);
            assert!(w[0].periodic && !w[1].periodic);
            assert_eq!((const_i(&w[0].lo), const_i(&w[0].hi)), (1, 0));
            assert_eq!((const_i(&w[1].lo), const_i(&w[1].hi)), (1, 1));
        }
        other => panic!("{other:?}"),
    }
    assert!(matches!(xs[1], XmpStmt::Reflect { array: 1, .. }));
    assert!(matches!(
        xs[2],
        XmpStmt::ReflectInit {
            array: 0,
            widths: None,
            slot: crate::xir::ReflectSlot::Array(0),
            ..
        }
    ));
    assert!(matches!(
        xs[3],
        XmpStmt::ReflectDo {
            array: 0,
            slot: crate::xir::ReflectSlot::Array(0)
        }
    ));
}

#[test]
fn acc_pragmas_between_loop_and_for_are_skipped() {
    let src = "#pragma xmp nodes p[*]\n#pragma xmp template t[8]\n#pragma xmp distribute t[block] onto p\ndouble a[8];\n#pragma xmp align a[i] with t[i]\nint main(void) {\n#pragma xmp loop (i) on t[i] acc\n#pragma acc parallel loop\n#pragma acc loop\n for (int i = 0; i < 8; i++) a[i] = i;\n#pragma xmp task on p[0]\n#pragma acc wait\n ;\n return 0; }";
    let m = ok(src);
    let xs = main_xmp_stmts(&m);
    assert!(matches!(xs[0], XmpStmt::ParLoop { .. }), "{xs:?}");
    assert!(matches!(xs[1], XmpStmt::Task { .. }), "{xs:?}");
}

#[test]
fn template_fix_and_gblock_lower() {
    // issue 4: an unfixed template with gblock(*) completed by template_fix, and an aligned
    // pointer (xmp_malloc) on it.
    let src = "#pragma xmp nodes p[*]\n#pragma xmp template t[:]\n#pragma xmp distribute t[gblock(*)] onto p\nint *v;\n#pragma xmp align v[i] with t[i]\nint main(void) { int m[2] = {1, 1};\n#pragma xmp template_fix[gblock(m)] t[2]\n return 0; }";
    let (m, errs) = lower(src);
    assert!(errs.is_empty(), "{errs:?}");
    let m = m.expect("module");
    assert!(m.xmp.templates[0].unfixed);
    assert_eq!(m.xmp.arrays.len(), 1);
    // A fixed template cannot be fixed again (visible at compile time).
    let (_, errs) = lower("#pragma xmp nodes p[*]\n#pragma xmp template t[4]\n#pragma xmp distribute t[block] onto p\nint main(void) {\n#pragma xmp template_fix t[4]\n return 0; }");
    assert!(errs.iter().any(|e| e.contains("already fixed")), "{errs:?}");
}

// --- run-time extents ---

#[test]
fn file_scope_run_time_extents_are_read_at_start_up() {
    let src = "int n = 8;\nstatic const int K = 3;\n#pragma xmp nodes p[*]\n#pragma xmp template t[K][n]\n#pragma xmp distribute t[*][block] onto p\ndouble a[K][n];\n#pragma xmp align a[i][j] with t[i][j]\nint main(void) { return 0; }";
    let m = ok(src);
    // `K` folds; `n` is evaluated once at start-up into a hidden variable, for the template
    // and again for the array.
    let t = &m.xmp.templates[0];
    assert_eq!(const_i(&t.dims[0].size), 3);
    assert!(!matches!(
        t.dims[1].size.kind,
        crate::xir::ExprKind::IntConst(_)
    ));
    assert_eq!(m.xmp.startup.len(), 2);
    let a = &m.xmp.arrays[0];
    assert_eq!(a.extents, vec![3, 0]);
    assert!(a.run_extents[0].is_none() && a.run_extents[1].is_some());
}

#[test]
fn an_unaligned_file_scope_vla_stays_an_error() {
    let (_, errs) = lower("int n = 8;\ndouble b[2][n];\nint main(void) { return 0; }");
    assert_eq!(
        errs,
        vec!["2:13: variable length array declaration not allowed at file scope".to_string()]
    );
}

#[test]
fn an_aligned_block_scope_vla_takes_its_declared_extents() {
    let src = "#pragma xmp nodes p[*]\nint f(int n) {\n#pragma xmp template t[n]\n#pragma xmp distribute t[block] onto p\n  double a[n][4][n];\n#pragma xmp align a[i][*][*] with t[i]\n  return 0;\n}\nint main(void) { return 0; }";
    let m = ok(src);
    let a = &m.xmp.arrays[0];
    assert_eq!(a.extents, vec![0, 4, 0]);
    let run: Vec<bool> = a.run_extents.iter().map(|r| r.is_some()).collect();
    assert_eq!(run, vec![true, false, true]);
    assert!(m.xmp.startup.is_empty());
}
