//! Unit tests: XIR built by hand, and C text through the front end and lowering, checked on the
//! emitted LLVM IR and by running programs against clang-22.

use std::path::{Path, PathBuf};
use std::process::Command;

use xmp_ir::types::{FuncType, IntKind, Type};
use xmp_ir::xir::*;

use crate::{emit, emit_to_string, CodegenOptions, OutputKind};

fn opts(o: u8) -> CodegenOptions {
    CodegenOptions {
        opt_level: o,
        debug_info: false,
        target_cpu: None,
        ..Default::default()
    }
}

fn sp() -> Span {
    Span::default()
}

fn int() -> Type {
    Type::Int(IntKind::Int)
}

fn e(kind: ExprKind, ty: Type) -> Expr {
    Expr::new(kind, ty, sp())
}

fn local(name: &str, ty: Type) -> Local {
    Local {
        name: name.into(),
        ty,
        restrict: false,
        volatile: false,
        align: None,
        reduction: None,
        span: sp(),
    }
}

fn load_local(id: u32, ty: Type) -> Expr {
    e(
        ExprKind::Load {
            lvalue: Box::new(e(ExprKind::Local(id), ty.clone())),
            volatile: false,
        },
        ty,
    )
}

fn func(
    name: &str,
    ty: FuncType,
    params: Vec<u32>,
    locals: Vec<Local>,
    body: Vec<Stmt>,
) -> Function {
    Function {
        name: name.into(),
        symbol: name.into(),
        ty,
        linkage: Linkage::External,
        inline: false,
        noreturn: false,
        attrs: Default::default(),
        params,
        locals,
        num_labels: 0,
        body: Some(Block { stmts: body }),
        span: sp(),
    }
}

fn st(kind: StmtKind) -> Stmt {
    Stmt { kind, span: sp() }
}

/// `int add(int a, int b) { return a + b; }` by hand.
fn add_module() -> Module {
    let ft = FuncType {
        ret: int(),
        params: vec![int(), int()],
        variadic: false,
        no_prototype: false,
    };
    let sum = e(
        ExprKind::Binary(
            BinOp::Add,
            Box::new(load_local(0, int())),
            Box::new(load_local(1, int())),
        ),
        int(),
    );
    let f = func(
        "add",
        ft,
        vec![0, 1],
        vec![local("a", int()), local("b", int())],
        vec![st(StmtKind::Return(Some(sum)))],
    );
    Module {
        functions: vec![f],
        ..Default::default()
    }
}

#[test]
fn hand_built_add_has_nsw() {
    let ir = emit_to_string(&add_module(), &opts(0)).unwrap();
    assert!(ir.contains("add nsw i32"), "{ir}");
    assert!(
        ir.contains("target triple = \"x86_64-pc-linux-gnu\""),
        "{ir}"
    );
    assert!(ir.contains("optnone"), "{ir}");
    let ir2 = emit_to_string(&add_module(), &opts(2)).unwrap();
    assert!(
        ir2.contains("add nsw i32 %1, %0")
            || ir2.contains("add nsw i32 %0, %1")
            || ir2.contains("add nsw i32"),
        "{ir2}"
    );
    assert!(!ir2.contains("alloca"), "{ir2}");
}

#[test]
fn hand_built_object_file() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("a.o");
    emit(&add_module(), &opts(2), OutputKind::Object, &out).unwrap();
    assert!(std::fs::metadata(&out).unwrap().len() > 0);
}

// ----- C text through the whole front end -----

/// Compiles C source with our pipeline to the given output.
fn compile_c(
    src: &str,
    dir: &Path,
    o: &CodegenOptions,
    kind: OutputKind,
    out: &Path,
) -> Result<(), String> {
    let path = dir.join("t.c");
    std::fs::write(&path, src).unwrap();
    let pr = xmp_frontend::parse_file(&path, &Default::default());
    let unit = pr
        .unit
        .ok_or_else(|| format!("parse failed: {:?}", pr.diags))?;
    let (m, diags) = xmp_ir::lower::lower(&unit, pr.source_map);
    let m = m.ok_or_else(|| format!("lowering failed: {diags:?}"))?;
    emit(&m, o, kind, out)
}

pub(crate) fn ir_of(src: &str, o: u8) -> String {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("t.ll");
    compile_c(src, dir.path(), &opts(o), OutputKind::LlvmIr, &out).unwrap();
    std::fs::read_to_string(out).unwrap()
}

fn run(exe: &Path) -> (String, i32) {
    let o = Command::new(exe).output().unwrap();
    (
        String::from_utf8_lossy(&o.stdout).into_owned(),
        o.status.code().unwrap_or(-1),
    )
}

/// Builds `src` with us and with clang-22 (at `o`), links both, and compares output and status.
/// `other` is extra C compiled by clang-22 and linked into both (ABI interop).
pub(crate) fn differential(src: &str, other: Option<&str>, o: u8) {
    let dir = tempfile::tempdir().unwrap();
    let ours_o = dir.path().join("ours.o");
    compile_c(src, dir.path(), &opts(o), OutputKind::Object, &ours_o)
        .unwrap_or_else(|e| panic!("{e}"));
    let mut extra: Vec<PathBuf> = Vec::new();
    if let Some(other) = other {
        let p = dir.path().join("other.c");
        std::fs::write(&p, other).unwrap();
        let obj = dir.path().join("other.o");
        let st = Command::new("clang-22")
            .args(["-c", "-O2", "-w"])
            .arg(&p)
            .arg("-o")
            .arg(&obj)
            .status()
            .unwrap();
        assert!(st.success());
        extra.push(obj);
    }
    let ours = dir.path().join("ours");
    let st = Command::new("clang-22")
        .arg(&ours_o)
        .args(&extra)
        .args(["-lm", "-o"])
        .arg(&ours)
        .status()
        .unwrap();
    assert!(st.success(), "link failed");
    let theirs = dir.path().join("theirs");
    let st = Command::new("clang-22")
        .args([&format!("-O{o}"), "-w"])
        .arg(dir.path().join("t.c"))
        .args(&extra)
        .args(["-lm", "-o"])
        .arg(&theirs)
        .status()
        .unwrap();
    assert!(st.success());
    let a = run(&ours);
    let b = run(&theirs);
    assert_eq!(a, b, "ours vs clang");
}

#[test]
fn c_hello() {
    differential(
        "#include <stdio.h>\nint main(void) { printf(\"hello %d %f\\n\", 42, 2.5); return 3; }\n",
        None,
        0,
    );
}

#[test]
fn c_basics() {
    differential(include_str!("../testdata/basics.c"), None, 0);
    differential(include_str!("../testdata/basics.c"), None, 2);
}

#[test]
fn c_structs() {
    differential(include_str!("../testdata/structs.c"), None, 0);
    differential(include_str!("../testdata/structs.c"), None, 2);
}

#[test]
fn c_abi_interop() {
    let other = include_str!("../testdata/interop_other.c");
    differential(include_str!("../testdata/interop.c"), Some(other), 0);
    differential(include_str!("../testdata/interop.c"), Some(other), 2);
}

#[test]
fn ir_quality_kernel() {
    let src = "double dot(double *restrict a, double *b, int n) { double s = 0; for (int i = 0; i < n; i++) s += a[i] * b[i]; return s; }\n\
               int f(int x, long *p, float *q) { *q = 1.0f; *p = 2; return x + 1; }\n";
    let ir0 = ir_of(src, 0);
    assert!(ir0.contains("noalias"), "{ir0}");
    assert!(ir0.contains("llvm.fmuladd.f64"), "{ir0}");
    assert!(ir0.contains("getelementptr inbounds"), "{ir0}");
    let ir = ir_of(src, 2);
    std::fs::write("/tmp/h4/kernel.ll", &ir).ok();
    assert!(ir.contains("!tbaa"), "{ir}");
    assert!(
        ir.contains("\"any pointer\"") || ir.contains("\"double\""),
        "{ir}"
    );
    assert!(ir.contains("add nsw i32"), "{ir}");
}

#[test]
fn debug_info_gdb() {
    if Command::new("gdb").arg("--version").output().is_err() {
        return;
    }
    let src = "#include <stdio.h>\nint gcount = 9; int main(void) {\n  int answer = 42;\n  double half = 0.5;\n  int *p = &answer;\n  printf(\"%d %g %d\\n\", answer, half, *p);\n  return 0;\n}\n";
    let dir = tempfile::tempdir().unwrap();
    let obj = dir.path().join("t.o");
    let o = CodegenOptions {
        opt_level: 0,
        debug_info: true,
        target_cpu: None,
        ..Default::default()
    };
    compile_c(src, dir.path(), &o, OutputKind::Object, &obj).unwrap();
    let ll = dir.path().join("t.ll");
    compile_c(src, dir.path(), &o, OutputKind::LlvmIr, &ll).unwrap();
    let ir = std::fs::read_to_string(&ll).unwrap();
    assert!(ir.contains("!DISubprogram(name: \"main\""), "{ir}");
    assert!(ir.contains("\"Debug Info Version\""), "{ir}");
    assert!(ir.contains("#dbg_declare"), "{ir}");
    let exe = dir.path().join("t");
    assert!(Command::new("clang-22")
        .arg(&obj)
        .arg("-o")
        .arg(&exe)
        .status()
        .unwrap()
        .success());
    let out = Command::new("gdb")
        .args([
            "-batch",
            "-nx",
            "-ex",
            "break t.c:6",
            "-ex",
            "run",
            "-ex",
            "print answer",
            "-ex",
            "print half",
            "-ex",
            "print *p",
            "-ex",
            "print gcount",
            "-ex",
            "next",
        ])
        .arg(&exe)
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("$1 = 42"), "{text}");
    assert!(text.contains("$2 = 0.5"), "{text}");
    assert!(text.contains("$3 = 42"), "{text}");
    assert!(text.contains("$4 = 9"), "{text}");
    // Stepping moves to the following source lines.
    assert!(text.contains("\n7\t"), "{text}");
}

#[test]
fn c_features() {
    differential(include_str!("../testdata/features.c"), None, 0);
    differential(include_str!("../testdata/features.c"), None, 2);
}

#[test]
fn c_abi_shapes() {
    let other = include_str!("../testdata/abi_other.c");
    differential(include_str!("../testdata/abi_ours.c"), Some(other), 0);
    differential(include_str!("../testdata/abi_ours.c"), Some(other), 2);
}

#[test]
fn c_complex() {
    differential(include_str!("../testdata/complex.c"), None, 0);
    differential(include_str!("../testdata/complex.c"), None, 2);
}

#[test]
fn c_more() {
    differential(include_str!("../testdata/more.c"), None, 0);
    differential(include_str!("../testdata/more.c"), None, 2);
}

#[test]
fn all_output_kinds() {
    let dir = tempfile::tempdir().unwrap();
    for (kind, name) in [
        (OutputKind::LlvmIr, "a.ll"),
        (OutputKind::Bitcode, "a.bc"),
        (OutputKind::Assembly, "a.s"),
        (OutputKind::Object, "a.o"),
    ] {
        for o in 0..=3 {
            let p = dir.path().join(name);
            emit(&add_module(), &opts(o), kind, &p).unwrap();
            assert!(std::fs::metadata(&p).unwrap().len() > 0);
        }
    }
}

#[test]
fn bad_xir_is_an_error_not_a_panic() {
    // A member access on an int, and a call of a non-function: errors, not panics.
    let ft = FuncType {
        ret: int(),
        params: vec![int()],
        variadic: false,
        no_prototype: false,
    };
    let bad = e(
        ExprKind::Member {
            base: Box::new(e(ExprKind::Local(0), int())),
            field: 0,
        },
        int(),
    );
    let f = func(
        "f",
        ft.clone(),
        vec![0],
        vec![local("a", int())],
        vec![st(StmtKind::Return(Some(bad)))],
    );
    let m = Module {
        functions: vec![f],
        ..Default::default()
    };
    assert!(emit_to_string(&m, &opts(0)).is_err());
    let call = e(
        ExprKind::Call {
            callee: Box::new(load_local(0, int())),
            args: vec![],
        },
        int(),
    );
    let f = func(
        "g",
        ft,
        vec![0],
        vec![local("a", int())],
        vec![st(StmtKind::Return(Some(call)))],
    );
    let m = Module {
        functions: vec![f],
        ..Default::default()
    };
    assert!(emit_to_string(&m, &opts(2)).is_err());
}

#[test]
fn hand_built_switch_goto_and_globals() {
    // int g = 7; int *pg = &g;
    // int f(int x) { switch (x) { case 1: return 10; case 2: goto out; default: break; } return *pg; out: return 20; }
    let g = Global {
        name: "g".into(),
        symbol: "g".into(),
        ty: int(),
        linkage: Linkage::External,
        init: Some(Init::Expr(e(ExprKind::IntConst(7), int()))),
        is_const: false,
        thread_local: false,
        align: None,
        span: sp(),
    };
    let pint = Type::Pointer(Box::new(int()));
    let pg = Global {
        name: "pg".into(),
        symbol: "pg".into(),
        ty: pint.clone(),
        linkage: Linkage::Internal,
        init: Some(Init::Expr(e(
            ExprKind::AddrOf(Box::new(e(ExprKind::Global(0), int()))),
            pint.clone(),
        ))),
        is_const: false,
        thread_local: false,
        align: None,
        span: sp(),
    };
    let ret = |v| st(StmtKind::Return(Some(e(ExprKind::IntConst(v), int()))));
    let body = Block {
        stmts: vec![
            st(StmtKind::Label(0)),
            ret(10),
            st(StmtKind::Label(1)),
            st(StmtKind::Goto(3)),
            st(StmtKind::Label(2)),
            st(StmtKind::Break),
        ],
    };
    let deref = e(
        ExprKind::Load {
            lvalue: Box::new(e(
                ExprKind::Deref(Box::new(e(
                    ExprKind::Load {
                        lvalue: Box::new(e(ExprKind::Global(1), pint.clone())),
                        volatile: false,
                    },
                    pint,
                ))),
                int(),
            )),
            volatile: false,
        },
        int(),
    );
    let ft = FuncType {
        ret: int(),
        params: vec![int()],
        variadic: false,
        no_prototype: false,
    };
    let mut f = func(
        "f",
        ft,
        vec![0],
        vec![local("x", int())],
        vec![
            st(StmtKind::Switch {
                cond: load_local(0, int()),
                cases: vec![(1, 0), (2, 1)],
                default: Some(2),
                body,
            }),
            st(StmtKind::Return(Some(deref))),
            st(StmtKind::Label(3)),
            ret(20),
        ],
    );
    f.num_labels = 4;
    let m = Module {
        globals: vec![g, pg],
        functions: vec![f],
        ..Default::default()
    };
    let ir = emit_to_string(&m, &opts(0)).unwrap();
    assert!(ir.contains("switch i32"), "{ir}");
    assert!(ir.contains("@pg = internal global ptr @g"), "{ir}");
    assert!(ir.contains("@g = global i32 7"), "{ir}");
}

/// `-g` on an XMP program: the runtime's entry into `main` has an artificial subprogram, the
/// user's `main` is named `main` (not by its symbol), a global array is described through
/// its view block with run-time bounds, a coarray through its address global, compiler
/// temporaries are not locals, and the gdb helper is embedded; without `-g` none of the view
/// code exists.
#[test]
fn debug_info_xmp_view() {
    let src = "#pragma xmp nodes p[*]\n#pragma xmp template t(0:7)\n#pragma xmp distribute t[block] onto p\ndouble u[8][8];\n#pragma xmp align u[i][*] with t[i]\nint c[4]:[*];\nint main(void) {\n  double s = 0;\n#pragma xmp loop on t[i] reduction(+:s)\n  for (int i = 0; i < 8; i++) s += u[i][0] + c[1];\n  return s > 0;\n}\n";
    let dir = tempfile::tempdir().unwrap();
    let ll = dir.path().join("t.ll");
    let g = CodegenOptions {
        opt_level: 0,
        debug_info: true,
        target_cpu: None,
        ..Default::default()
    };
    compile_c(src, dir.path(), &g, OutputKind::LlvmIr, &ll).unwrap();
    let ir = std::fs::read_to_string(&ll).unwrap();
    assert!(
        ir.contains("!DISubprogram(name: \".xmp.main.entry\"") && ir.contains("DIFlagArtificial"),
        "see the IR"
    );
    assert!(
        ir.contains("!DISubprogram(name: \"main\"")
            && !ir.contains("linkageName: \"__xmp_user_main\""),
        "the user's main is main to gdb"
    );
    assert!(
        ir.contains("call void @xmp_rt_array_debug_view"),
        "see the IR"
    );
    assert!(ir.contains("!DIGlobalVariable(name: \"u\""), "see the IR");
    assert!(ir.contains("DW_OP_push_object_address"), "see the IR");
    assert!(ir.contains("!DISubrangeType("), "see the IR");
    assert!(
        ir.contains("!DIGlobalVariable(name: \"c\"") && ir.contains("DIExpression(DW_OP_deref)"),
        "see the IR"
    );
    assert!(!ir.contains("DILocalVariable(name: \".xmp"), "see the IR");
    assert!(ir.contains("section \".debug_gdb_scripts\""), "see the IR");
    let plain = dir.path().join("p.ll");
    compile_c(src, dir.path(), &opts(2), OutputKind::LlvmIr, &plain).unwrap();
    let ir = std::fs::read_to_string(&plain).unwrap();
    assert!(!ir.contains("xmp_rt_array_debug_view"), "see the IR");
    assert!(!ir.contains(".xmp.dbg."), "see the IR");
    assert!(!ir.contains(".debug_gdb_scripts"), "see the IR");
}
