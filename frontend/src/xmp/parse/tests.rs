//! Unit tests of the directive parser and the dump, on real directive text.

use super::parse_directive;
use crate::source::Span;
use crate::token::{IntLit, Kw, Punct, Tok};
use crate::xmp::ast::*;
use crate::xmp::dump::dump_directive;

/// A tiny tokenizer for tests: identifiers, decimal integers and C punctuators, 1-based columns.
fn lex(src: &str) -> Vec<(Tok, Span)> {
    const PUNCTS: [(&str, Punct); 40] = [
        ("<<=", Punct::ShlAssign),
        (">>=", Punct::ShrAssign),
        ("...", Punct::Ellipsis),
        ("::", Punct::ColonColon),
        ("->", Punct::Arrow),
        ("++", Punct::PlusPlus),
        ("--", Punct::MinusMinus),
        ("<<", Punct::Shl),
        (">>", Punct::Shr),
        ("<=", Punct::Le),
        (">=", Punct::Ge),
        ("==", Punct::EqEq),
        ("!=", Punct::Ne),
        ("&&", Punct::AmpAmp),
        ("||", Punct::PipePipe),
        ("+=", Punct::PlusAssign),
        ("-=", Punct::MinusAssign),
        ("*=", Punct::StarAssign),
        ("/=", Punct::SlashAssign),
        ("[", Punct::LBracket),
        ("]", Punct::RBracket),
        ("(", Punct::LParen),
        (")", Punct::RParen),
        ("{", Punct::LBrace),
        ("}", Punct::RBrace),
        (".", Punct::Dot),
        ("&", Punct::Amp),
        ("*", Punct::Star),
        ("+", Punct::Plus),
        ("-", Punct::Minus),
        ("~", Punct::Tilde),
        ("!", Punct::Bang),
        ("/", Punct::Slash),
        ("%", Punct::Percent),
        ("<", Punct::Lt),
        (">", Punct::Gt),
        ("^", Punct::Caret),
        ("|", Punct::Pipe),
        ("?", Punct::Question),
        (":", Punct::Colon),
    ];
    const MORE: [(&str, Punct); 3] = [
        (",", Punct::Comma),
        ("=", Punct::Assign),
        (";", Punct::Semi),
    ];
    let b = src.as_bytes();
    let mut i = 0;
    let mut out = Vec::new();
    while i < b.len() {
        let c = b[i];
        if c.is_ascii_whitespace() {
            i += 1;
            continue;
        }
        let start = i;
        let span = |len: usize| Span {
            file: 0,
            line: 1,
            col: start as u32 + 1,
            len: len as u32,
        };
        if c.is_ascii_alphabetic() || c == b'_' {
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
                i += 1;
            }
            let w = &src[start..i];
            let t = if w == "sizeof" {
                Tok::Kw(Kw::Sizeof)
            } else {
                Tok::Ident(w.to_string())
            };
            out.push((t, span(i - start)));
        } else if c.is_ascii_digit() {
            while i < b.len() && b[i].is_ascii_digit() {
                i += 1;
            }
            let text = &src[start..i];
            let lit = IntLit {
                value: text.parse().unwrap_or(0),
                decimal: true,
                unsigned: false,
                longs: 0,
                text: text.to_string(),
            };
            out.push((Tok::Int(lit), span(i - start)));
        } else {
            let rest = &src[i..];
            let (s, p) = PUNCTS
                .iter()
                .chain(MORE.iter())
                .find(|(s, _)| rest.starts_with(s))
                .unwrap_or_else(|| panic!("test lexer: bad char in {src:?}"));
            i += s.len();
            out.push((Tok::Punct(*p), span(s.len())));
        }
    }
    out
}

fn pragma_span() -> Span {
    Span {
        file: 0,
        line: 1,
        col: 1,
        len: 0,
    }
}

fn parse(src: &str) -> Directive {
    match parse_directive(&lex(src), pragma_span()) {
        Ok(d) => d,
        Err(e) => panic!(
            "parse of {src:?} failed: {} (col {})",
            e.message, e.span.col
        ),
    }
}

fn dump(src: &str) -> String {
    let d = parse(src);
    let mut v = Vec::new();
    dump_directive(&d, 0, &mut v).unwrap();
    String::from_utf8(v).unwrap()
}

/// The error message and column for a directive that must fail.
fn err(src: &str) -> (String, u32) {
    match parse_directive(&lex(src), pragma_span()) {
        Ok(d) => panic!("parse of {src:?} succeeded: {d:?}"),
        Err(e) => (e.message, e.span.col),
    }
}

fn assert_dump(src: &str, expected: &str) {
    assert_eq!(dump(src), expected, "dump of {src:?}");
}

#[test]
fn nodes() {
    assert_dump("nodes p[4]", "XmpNodes\n  NodesDecl p [4] (bracket)\n");
    assert_dump(
        "nodes g[*][4], q[2][2] = g[1:2][2:2]",
        "XmpNodes\n  NodesDecl g [*][4] (bracket)\n  NodesDecl q [2][2] (bracket) = g[1:2][2:2] (bracket)\n",
    );
    assert_dump(
        "nodes me[*] = *",
        "XmpNodes\n  NodesDecl me [*] (bracket) = *\n",
    );
    assert_dump(
        "nodes pp(3, *)",
        "XmpNodes\n  NodesDecl pp (3, *) (paren)\n",
    );
    assert_dump(
        "nodes q(4) = p(5:8)",
        "XmpNodes\n  NodesDecl q (4) (paren) = p(5:8) (paren)\n",
    );
    assert_dump(
        "nodes r[NP / 2] = p",
        "XmpNodes\n  NodesDecl r [NP / 2] (bracket) = p\n",
    );
    let d = parse("nodes p(2,4)");
    match *d.kind {
        DirectiveKind::Nodes(v) => {
            assert_eq!(v[0].form, SubscriptForm::Paren);
            assert_eq!(v[0].extents.len(), 2);
            assert_eq!(v[0].name.span.col, 7);
        }
        k => panic!("{k:?}"),
    }
}

#[test]
fn template() {
    assert_dump(
        "template t[N][M + 1]",
        "XmpTemplate\n  TemplateDecl t [N][M + 1] (bracket)\n",
    );
    assert_dump(
        "template t[:], u[:][100]",
        "XmpTemplate\n  TemplateDecl t [:] (bracket)\n  TemplateDecl u [:][100] (bracket)\n",
    );
    assert_dump(
        "template tt(0:99, 0:N-1)",
        "XmpTemplate\n  TemplateDecl tt (0:99, 0:N - 1) (paren)\n",
    );
    assert_dump(
        "template t(N, :)",
        "XmpTemplate\n  TemplateDecl t (N, :) (paren)\n",
    );
    // `base:length` (a form beyond 1.4): the inclusive range base..base+length-1.
    let d = parse("template t[2:10][n]");
    assert_eq!(
        dump("template t[2:10][n]"),
        "XmpTemplate\n  TemplateDecl t [2:2 + 10 - 1][n] (bracket)\n"
    );
    assert_eq!(d.warnings.len(), 1);
    assert!(d.warnings[0].message.ends_with(" [-Wxmp-compat]"));
    assert_eq!(
        err("template t[0:9:1]").0,
        "a bracket-form template dimension is an extent 'n' or 'base:length' (no step)"
    );
    assert!(parse("template t[N]").warnings.is_empty());
}

#[test]
fn distribute() {
    assert_dump(
        "distribute tv[cyclic(4)][block][*] onto pr",
        "XmpDistribute tv [cyclic(4)][block][*] (bracket) onto=pr\n",
    );
    assert_dump(
        "distribute t(block(10), cyclic, gblock(m), gblock(*)) onto p",
        "XmpDistribute t (block(10), cyclic, gblock(m), gblock(*)) (paren) onto=p\n",
    );
    assert_eq!(
        err("distribute t[blok] onto p").0,
        "unknown distribution format 'blok' (expected 'block', 'cyclic', 'gblock' or '*')"
    );
    assert_eq!(
        err("distribute t[block] p").0,
        "expected 'onto' in 'distribute' directive, found 'p'"
    );
    assert_eq!(
        err("distribute t[gblock] onto p").0,
        "'gblock' needs a mapping array: 'gblock(m)' or 'gblock(*)'"
    );
}

#[test]
fn align() {
    assert_dump(
        "align x[i] with tk[i+2]",
        "XmpAlign x [i] (bracket) with tk [i + 2] (bracket)\n",
    );
    assert_dump(
        "align m[i][j][*] with tq[i][j]",
        "XmpAlign m [i][j][*] (bracket) with tq [i][j] (bracket)\n",
    );
    assert_dump(
        "align row[j] with tq[*][j]",
        "XmpAlign row [j] (bracket) with tq [*][j] (bracket)\n",
    );
    assert_dump(
        "align h[:][:] with tq[:][:]",
        "XmpAlign h [:][:] (bracket) with tq [:][:] (bracket)\n",
    );
    assert_dump(
        "align g[r][c] with tt(c, r - 1)",
        "XmpAlign g [r][c] (bracket) with tt (c, r - 1) (paren)\n",
    );
    assert_dump(
        "align a[i] with t[i - n + 2]",
        "XmpAlign a [i] (bracket) with t [i + (-n + 2)] (bracket)\n",
    );
    assert_dump(
        "align a[i] with t[i + 2*k]",
        "XmpAlign a [i] (bracket) with t [i + 2 * k] (bracket)\n",
    );
    // The offset is the value added to the dummy.
    match *parse("align a[i] with t[i-1]").kind {
        DirectiveKind::Align(a) => match &a.subscripts[0] {
            AlignSubscript::Dummy {
                name,
                offset: Some(off),
                ..
            } => {
                assert_eq!(name.name, "i");
                assert!(matches!(
                    off.kind,
                    crate::ast::ExprKind::Unary(crate::ast::UnaryOp::Minus, _)
                ));
            }
            s => panic!("{s:?}"),
        },
        k => panic!("{k:?}"),
    }
    let (m, col) = err("align a[i] with t[2*i]");
    assert!(m.starts_with("an align subscript must be"), "{m}");
    assert_eq!(col, 19);
    assert_eq!(
        err("align a[i] to t[i]").0,
        "expected 'with' in 'align' directive, found 'to'"
    );
    assert_eq!(
        err("align a[i+1] with t[i]").0,
        "expected ']' in 'align' directive, found '+'"
    );
}

#[test]
fn shadow() {
    assert_dump("shadow phi[2:1][1]", "XmpShadow phi [2:1][1] (bracket)\n");
    assert_dump("shadow a[*][0]", "XmpShadow a [*][0] (bracket)\n");
    assert_dump("shadow a(1, 0:2, *)", "XmpShadow a (1, 0:2, *) (paren)\n");
}

#[test]
fn combined() {
    assert_dump(
        "template, distribute(block) onto nd :: t1[64], t2[128]",
        "XmpCombined\n  Attr template\n  Attr distribute (block) (paren) onto=nd\n  TemplateDecl t1 [64] (bracket)\n  TemplateDecl t2 [128] (bracket)\n",
    );
    assert_dump(
        "align[i][*] with t[i], shadow[1][0] :: u, v",
        "XmpCombined\n  Attr align [i][*] (bracket) with t [i] (bracket)\n  Attr shadow [1][0] (bracket)\n  Array u\n  Array v\n",
    );
    assert_dump(
        "align(i, *) with t(i), shadow(1, 0) :: u",
        "XmpCombined\n  Attr align (i, *) (paren) with t (i) (paren)\n  Attr shadow (1, 0) (paren)\n  Array u\n",
    );
    assert_dump(
        "nodes :: p[4], q(2, *)",
        "XmpCombined\n  Attr nodes\n  NodesDecl p [4] (bracket)\n  NodesDecl q (2, *) (paren)\n",
    );
    assert_dump(
        "distribute[block][*] onto p :: t[8][8]",
        "XmpCombined\n  Attr distribute [block][*] (bracket) onto=p\n  TemplateDecl t [8][8] (bracket)\n",
    );
    assert_eq!(
        err("template, align(i) with t(i) :: a").0,
        "attribute 'align' cannot be combined with 'template': they declare different kinds of entity"
    );
    assert_eq!(
        err("template, template :: a[3]").0,
        "attribute 'template' appears more than once in combined directive"
    );
    assert_eq!(
        err("template, bogus :: t[4]").0,
        "unknown attribute 'bogus' in combined directive (expected nodes, template, distribute, align or shadow)"
    );
}

#[test]
fn template_fix() {
    assert_dump(
        "template_fix[gblock(part)] tg[40]",
        "XmpTemplateFix formats=[gblock(part)] (bracket) tg [40] (bracket)\n",
    );
    assert_dump(
        "template_fix[gblock(sz), *] tz[n][m]",
        "XmpTemplateFix formats=[gblock(sz), *] (bracket) tz [n][m] (bracket)\n",
    );
    assert_dump("template_fix tz[n]", "XmpTemplateFix tz [n] (bracket)\n");
    assert_dump(
        "template_fix(block, gblock(m)) t(0:n-1, 10)",
        "XmpTemplateFix formats=(block, gblock(m)) (paren) t (0:n - 1, 10) (paren)\n",
    );
    assert_dump(
        "template_fix[block] t",
        "XmpTemplateFix formats=[block] (bracket) t\n",
    );
    assert_eq!(
        err("template_fix t").0,
        "'template_fix' needs a distribution-format list or a shape (or both)"
    );
    assert_eq!(
        dump("template_fix t[0:n]"),
        "XmpTemplateFix t [0:0 + n - 1] (bracket)\n"
    );
    assert_eq!(parse("template_fix t[0:n]").warnings.len(), 1);
    assert_eq!(
        err("template_fix[gblock(*)] t[4]").0,
        "'gblock(*)' is not allowed in 'template_fix'; name the mapping array"
    );
    assert_eq!(
        err("template_fix t[:]").0,
        "':' (an unfixed extent) is not allowed in 'template_fix'"
    );
}

#[test]
fn task_tasks_array() {
    assert_dump("task on pn[0]", "XmpTask on=pn[0] (bracket)\n");
    assert_dump("task on pw[2:6]", "XmpTask on=pw[2:6] (bracket)\n");
    assert_dump("task on pp(1, 2)", "XmpTask on=pp(1, 2) (paren)\n");
    assert_dump("task on t[k]", "XmpTask on=t[k] (bracket)\n");
    assert_dump("task on p[::2]", "XmpTask on=p[::2] (bracket)\n");
    assert_dump("task on p[1::2]", "XmpTask on=p[1::2] (bracket)\n");
    assert_dump(
        "task on p[a ? 1 : 2:3]",
        "XmpTask on=p[a ? 1 : 2:3] (bracket)\n",
    );
    assert_dump("tasks", "XmpTasks\n");
    assert_dump("array on tq[:][:]", "XmpArray on=tq[:][:] (bracket)\n");
    assert_dump("array on tk[0:N]", "XmpArray on=tk[0:N] (bracket)\n");
    let (m, col) = err("task pn[0]");
    assert_eq!(m, "expected 'on' clause in 'task' directive, found 'pn'");
    assert_eq!(col, 6);
    assert_eq!(
        err("task").0,
        "expected 'on' clause in 'task' directive, found end of directive"
    );
    assert_eq!(err("tasks x").0, "unexpected 'x' in 'tasks' directive");
    assert_eq!(
        err("array tq[:]").0,
        "expected 'on' clause in 'array' directive, found 'tq'"
    );
    assert_eq!(
        err("task on p[0] nocomm x").0,
        "unexpected 'x' in 'task' directive"
    );
}

#[test]
fn loops() {
    assert_dump(
        "loop (i, j) on tq[i][j]",
        "XmpLoop indices=(i, j) on=tq[i][j] (bracket)\n",
    );
    assert_dump("loop on t[i]", "XmpLoop on=t[i] (bracket)\n");
    assert_dump("loop (i) on t(i)", "XmpLoop indices=(i) on=t(i) (paren)\n");
    assert_dump(
        "loop (i, j) on tg[i][j] expand(-1, -1)",
        "XmpLoop indices=(i, j) on=tg[i][j] (bracket)\n  Expand (-1, -1)\n",
    );
    assert_dump(
        "loop (i, j) on tg[i][j] margin(/unbound/1, /unbound/1:2)",
        "XmpLoop indices=(i, j) on=tg[i][j] (bracket)\n  Margin (/unbound/1, /unbound/1:2)\n",
    );
    assert_dump(
        "loop (i) on tl[i] reduction(+:sq) reduction(firstmax: peak / where /)",
        "XmpLoop indices=(i) on=tl[i] (bracket)\n  Reduction + vars=(sq)\n  Reduction firstmax vars=(peak /where/)\n",
    );
    assert_dump(
        "loop (i, j) on tq[i][j] reduction(firstmax: best / bi, bj /, other / k /)",
        "XmpLoop indices=(i, j) on=tq[i][j] (bracket)\n  Reduction firstmax vars=(best /bi, bj/, other /k/)\n",
    );
    for (op, sp) in [
        ("+", "+"),
        ("*", "*"),
        ("-", "-"),
        ("&", "&"),
        ("|", "|"),
        ("^", "^"),
        ("&&", "&&"),
        ("||", "||"),
        ("max", "max"),
        ("min", "min"),
    ] {
        assert_dump(
            &format!("loop on t[i] reduction({op}: a, b)"),
            &format!("XmpLoop on=t[i] (bracket)\n  Reduction {sp} vars=(a, b)\n"),
        );
    }
    for op in ["firstmin", "lastmax", "lastmin"] {
        assert_dump(
            &format!("loop on t[i] reduction({op}: a/l/)"),
            &format!("XmpLoop on=t[i] (bracket)\n  Reduction {op} vars=(a /l/)\n"),
        );
    }
    assert_dump(
        "loop (i) on t[i] reduction(+:s) acc",
        "XmpLoop indices=(i) on=t[i] (bracket) acc\n  Reduction + vars=(s)\n",
    );
    assert_dump(
        "loop (i) on t[i] peel_and_wait(7, -1)",
        "XmpLoop indices=(i) on=t[i] (bracket)\n  PeelAndWait async=7 widths=(-1)\n",
    );
    assert_dump(
        "loop (i) on t[i - 1]",
        "XmpLoop indices=(i) on=t[i - 1] (bracket)\n",
    );
    assert_dump(
        "loop (i) on pr[lb[i]:len[i]]",
        "XmpLoop indices=(i) on=pr[lb[i]:len[i]] (bracket)\n",
    );

    assert_eq!(
        err("loop (i)").0,
        "expected 'on' clause in 'loop' directive"
    );
    assert_eq!(
        err("loop (i) on t[i] reduction(foo: s)").0,
        "unknown reduction operator 'foo'"
    );
    assert_eq!(
        err("loop (i) on t[i] reduction(/: s)").0,
        "unknown reduction operator '/'"
    );
    assert_eq!(
        err("loop (i) on t[i] reduction(firstmax: s)").0,
        "'firstmax' reduction needs location variables: 'firstmax: s / loc, ... /'"
    );
    assert_eq!(
        err("loop (i) on t[i] reduction(+: s / k /)").0,
        "location variables are allowed only with firstmax, firstmin, lastmax and lastmin, not '+'"
    );
    // The reference implementation's `max: v / loc /` is firstmax (with a warning); plain
    // specs of the same clause stay `max`.
    let d = parse("loop (i) on t[i] reduction(max: s / k /, u)");
    let DirectiveKind::Loop(l) = &*d.kind else {
        panic!("not a loop")
    };
    assert_eq!(l.reductions.len(), 2);
    assert_eq!(l.reductions[0].op, ReductionOp::Max);
    assert_eq!(l.reductions[1].op, ReductionOp::FirstMax);
    assert_eq!(d.warnings.len(), 1);
    assert_eq!(parse("task on p[0] nocomm").warnings.len(), 1);
    assert_eq!(
        err("loop (i) on t[i] expand(1) margin(1)").0,
        "only one of 'expand' and 'margin' may be given on a 'loop'"
    );
    assert_eq!(
        err("loop (i) on t[i] expand(/periodic/1)").0,
        "'/periodic/' is not allowed in 'loop' widths (expected '/unbound/')"
    );
    assert_eq!(
        err("loop (i) on t[i] expand(/foo/1)").0,
        "unknown width modifier '/foo/' (expected '/unbound/')"
    );
    assert_eq!(
        err("loop (i) on t[i] pipeline(1)").0,
        "'pipeline' clause of 'loop' is not part of XMP/C 1.4 (a removed draft)"
    );
    assert_eq!(
        err("loop (i) on t[i] on t[i]").0,
        "duplicate 'on' clause in 'loop' directive"
    );
    assert_eq!(
        err("loop (i) on t[i] bogus").0,
        "unexpected 'bogus' in 'loop' directive"
    );
}

#[test]
fn reflect_family() {
    assert_dump("reflect (fld)", "XmpReflect arrays=(fld)\n");
    assert_dump(
        "reflect (fld, g) width(/periodic/1, 1:0) orthogonal async(7) acc",
        "XmpReflect arrays=(fld, g) width=(/periodic/1, 1:0) orthogonal async=7 acc\n",
    );
    assert_dump(
        "reflect (u) width(/periodic/1:1, 1, 0)",
        "XmpReflect arrays=(u) width=(/periodic/1:1, 1, 0)\n",
    );
    assert_dump(
        "reflect_init (a) width(1) orthogonal acc",
        "XmpReflectInit arrays=(a) width=(1) orthogonal acc\n",
    );
    assert_dump("reflect_do (a, b) acc", "XmpReflectDo arrays=(a, b) acc\n");
    assert_dump(
        "reduce_shadow (c) width(/periodic/1) async(2)",
        "XmpReduceShadow arrays=(c) width=(/periodic/1) async=2\n",
    );
    assert_eq!(
        err("reflect_init (a) async(1)").0,
        "'async' clause is not allowed on 'reflect_init'"
    );
    assert_eq!(
        err("reflect_do (a) width(1)").0,
        "'width' clause is not allowed on 'reflect_do'"
    );
    assert_eq!(
        err("reduce_shadow (a) acc").0,
        "'acc' clause is not allowed on 'reduce_shadow'"
    );
    assert_eq!(
        err("reflect (a) width(/unbound/1)").0,
        "'/unbound/' is not allowed in 'reflect' widths (expected '/periodic/')"
    );
    assert_eq!(
        err("reflect (a) orthogonal orthogonal").0,
        "duplicate 'orthogonal' clause in 'reflect' directive"
    );
    assert_eq!(
        err("reflect a").0,
        "expected '(' in 'reflect' directive, found 'a'"
    );
}

#[test]
fn gmove() {
    assert_dump("gmove", "XmpGmove mode=collective\n");
    assert_dump("gmove in", "XmpGmove mode=in\n");
    assert_dump("gmove out async(3)", "XmpGmove mode=out async=3\n");
    assert_dump(
        "gmove in async(id + 1) acc",
        "XmpGmove mode=in async=id + 1 acc\n",
    );
    assert_dump("gmove acc(b)", "XmpGmove mode=collective acc(b)\n");
    assert_eq!(
        err("gmove in out").0,
        "only one of 'in' and 'out' may be given on 'gmove'"
    );
    assert_eq!(
        err("gmove sideways").0,
        "unexpected 'sideways' in 'gmove' directive"
    );
}

#[test]
fn collectives() {
    assert_dump("barrier", "XmpBarrier\n");
    assert_dump(
        "barrier on p[0:2] acc",
        "XmpBarrier on=p[0:2] (bracket) acc\n",
    );
    assert_dump(
        "reduction (+:rowsum) on gn[*][:]",
        "XmpReduction + vars=(rowsum) on=gn[*][:] (bracket)\n",
    );
    assert_dump(
        "reduction(max: a, b) async(1) acc",
        "XmpReduction max vars=(a, b) async=1 acc\n",
    );
    assert_dump(
        "reduction(&&: f) on t(1:n)",
        "XmpReduction && vars=(f) on=t(1:n) (paren)\n",
    );
    assert_dump("bcast (coef)", "XmpBcast vars=(coef)\n");
    assert_dump(
        "bcast (cfg) from pb[5] on pb[4:4]",
        "XmpBcast vars=(cfg) from=pb[5] (bracket) on=pb[4:4] (bracket)\n",
    );
    assert_dump(
        "bcast (x, y) from t[k] async(2) acc",
        "XmpBcast vars=(x, y) from=t[k] (bracket) async=2 acc\n",
    );
    assert_dump("wait_async (7)", "XmpWaitAsync ids=(7)\n");
    assert_dump(
        "wait_async (1, 2 + k) on p acc",
        "XmpWaitAsync ids=(1, 2 + k) on=p acc\n",
    );
    assert_dump("reduction (-: s)", "XmpReduction + vars=(s)\n");
    assert_eq!(
        err("reduction (firstmax: s)").0,
        "'firstmax' reduction needs location variables: 'firstmax: s / loc, ... /'"
    );
    assert_eq!(
        err("reduction (+: s / i /)").0,
        "location variables are allowed only with max, min, firstmax, firstmin, lastmax and lastmin, not '+'"
    );
    assert_dump(
        "reduction (max: m / i, j /, x) on p",
        "XmpReduction firstmax vars=(m /i, j/, x) on=p\n",
    );
    assert_eq!(
        err("reduction (max s)").0,
        "expected ':' in 'reduction' directive, found 's'"
    );
    assert_eq!(
        err("barrier async(1)").0,
        "'async' clause is not allowed on 'barrier'"
    );
    assert_eq!(
        err("bcast (x) from p[0] from p[1]").0,
        "duplicate 'from' clause in 'bcast' directive"
    );
    assert_eq!(
        err("wait_async ()").0,
        "expected an async id in 'wait_async' directive, found ')'"
    );
}

#[test]
fn post_wait_lock() {
    assert_dump("post (pp[1], 42)", "XmpPost node=pp[1] (bracket) tag=42\n");
    assert_dump("post (p(2), t)", "XmpPost node=p(2) (paren) tag=t\n");
    assert_dump("wait", "XmpWait\n");
    assert_dump("wait (pp[0])", "XmpWait node=pp[0] (bracket)\n");
    assert_dump("wait (pp[0], 42)", "XmpWait node=pp[0] (bracket) tag=42\n");
    assert_dump("lock (guard:[0])", "XmpLock lock=guard:[0]\n");
    assert_dump(
        "lock (lks[i]:[k + 1]) acquired_lock(ok) stat(st)",
        "XmpLock lock=lks[i]:[k + 1] acquired_lock=ok stat=st\n",
    );
    assert_dump(
        "unlock (guard:[0]) stat(st)",
        "XmpUnlock lock=guard:[0] stat=st\n",
    );
    assert_eq!(
        err("post (pp[1])").0,
        "expected ',' in 'post' directive, found ')'"
    );
    assert_eq!(
        err("lock (guard)").0,
        "expected ':[image]' coindex after the lock variable in 'lock' directive, found ')'"
    );
    assert_eq!(
        err("unlock (g:[0]) acquired_lock(v)").0,
        "'acquired_lock' clause is not allowed on 'unlock'"
    );
}

#[test]
fn coarray_image() {
    assert_dump("coarray on q :: a, b", "XmpCoarray on=q names=(a, b)\n");
    assert_dump("image (q)", "XmpImage nodes=q\n");
    // The form before XMP 1.2 and Omni's `static_desc` hint: accepted with a warning.
    assert_dump(
        "coarray a, b : [4][*]",
        "XmpCoarrayDecl names=(a, b) codims=[4][*]\n",
    );
    assert_eq!(parse("coarray a : [*]").warnings.len(), 1);
    assert!(err("coarray a : ").0.contains("expected '[' codimension"));
    assert_dump("static_desc :: a, t", "XmpStaticDesc names=(a, t)\n");
    assert_eq!(parse("static_desc :: a").warnings.len(), 1);
    assert_eq!(
        err("coarray on q a").0,
        "expected '::' in 'coarray' directive, found 'a'"
    );
}

#[test]
fn tasklets() {
    assert_dump("tasklets", "XmpTasklets\n");
    assert_dump("tasklets on p", "XmpTasklets on=p\n");
    assert_dump("taskletyield", "XmpTaskletYield\n");
    assert_dump("taskletwait", "XmpTaskletWait\n");
    assert_dump(
        "tasklet on t[i] in(a[0], b) out(c) pro_wait epi_post(p[1], 3) remote_in(*, p[0], 1) accept_remote_out(x, p[2])",
        "XmpTasklet on=t[i] (bracket)\n  Depend in vars=(a[0], b)\n  Depend out vars=(c)\n  Depend pro_wait\n  Depend epi_post node=p[1] (bracket) tag=3\n  Depend remote_in node=p[0] (bracket) tag=1\n  Depend accept_remote_out vars=(x) node=p[2] (bracket)\n",
    );
    assert_dump(
        "tasklet reflect (a) width(1) on p[0]",
        "XmpTaskletComm\n  XmpReflect arrays=(a) width=(1) on=p[0] (bracket)\n",
    );
    assert_dump(
        "tasklet gmove on p",
        "XmpTaskletComm\n  XmpGmove mode=collective on=p\n",
    );
    assert_dump(
        "tasklet bcast (x) from p[0] on p",
        "XmpTaskletComm\n  XmpBcast vars=(x) from=p[0] (bracket) on=p\n",
    );
    assert_dump(
        "tasklet reduction (+: s) on p",
        "XmpTaskletComm\n  XmpReduction + vars=(s) on=p\n",
    );
    assert_dump(
        "tasklet reduce_shadow (a) orthogonal",
        "XmpTaskletComm\n  XmpReduceShadow arrays=(a) orthogonal\n",
    );
    assert_eq!(
        err("tasklet reflect (a) async(1)").0,
        "'async' clause is not allowed on 'tasklet reflect'"
    );
    assert_eq!(
        err("tasklet pro_post").0,
        "expected '(' after 'pro_post' in 'tasklet' directive, found end of directive"
    );
}

#[test]
fn names_and_errors() {
    assert_eq!(err("foo").0, "unknown XMP directive 'foo'");
    assert_eq!(err("LOOP on t[i]").0, "unknown XMP directive 'LOOP'");
    assert_eq!(
        err("save_desc (a)").0,
        "'save_desc' is not an XMP/C directive"
    );
    assert!(err("local_alias la => a").0.contains("XMP/Fortran"));
    assert!(err("master_io").0.contains("XMP/Fortran"));
    assert_eq!(
        parse_directive(&[], pragma_span()).unwrap_err().message,
        "expected an XMP directive name"
    );
    assert_eq!(err("(x)").0, "expected an XMP directive name, found '('");
    // Directive names keep their spans for the header; the directive carries the pragma span.
    let d = parse("barrier");
    assert_eq!(d.name, "barrier");
    assert_eq!(d.span, pragma_span());
    // Columns point at the offending token.
    assert_eq!(err("reflect (a) width(1) bogus").1, 22);
    assert_eq!(err("nodes p[4").1, 10);
    // Bad expressions inside directives are reported, not panics.
    assert!(err("nodes p[4 +]").0.contains("expected"));
    assert!(err("nodes p[]").0.contains("extent"));
}

/// Feeds random token sequences (biased towards directive vocabulary) to the parser: it must
/// return, never panic or loop.
#[test]
fn random_tokens_never_panic() {
    let words = [
        "nodes",
        "template",
        "distribute",
        "align",
        "shadow",
        "template_fix",
        "task",
        "tasks",
        "loop",
        "array",
        "reflect",
        "reflect_init",
        "reflect_do",
        "reduce_shadow",
        "gmove",
        "barrier",
        "reduction",
        "bcast",
        "wait_async",
        "post",
        "wait",
        "lock",
        "unlock",
        "coarray",
        "image",
        "tasklets",
        "tasklet",
        "on",
        "onto",
        "with",
        "block",
        "cyclic",
        "gblock",
        "width",
        "periodic",
        "unbound",
        "expand",
        "margin",
        "acc",
        "async",
        "from",
        "in",
        "out",
        "max",
        "firstmax",
        "orthogonal",
        "stat",
        "acquired_lock",
        "i",
        "t",
        "p",
        "pro_post",
        "remote_in",
    ];
    let puncts = [
        Punct::LBracket,
        Punct::RBracket,
        Punct::LParen,
        Punct::RParen,
        Punct::Colon,
        Punct::ColonColon,
        Punct::Comma,
        Punct::Star,
        Punct::Slash,
        Punct::Plus,
        Punct::Minus,
        Punct::Assign,
        Punct::Question,
        Punct::AmpAmp,
        Punct::LBrace,
        Punct::RBrace,
        Punct::Dot,
    ];
    let mut state: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let sp = Span {
        file: 0,
        line: 1,
        col: 1,
        len: 1,
    };
    for _ in 0..20000 {
        let n = (next() % 14) as usize;
        let mut toks = Vec::with_capacity(n + 1);
        // Start with a directive name most of the time.
        if next() % 8 != 0 {
            toks.push((Tok::Ident(words[(next() % 27) as usize].to_string()), sp));
        }
        for _ in 0..n {
            let r = next() % 10;
            let t = if r < 4 {
                Tok::Ident(words[(next() % words.len() as u64) as usize].to_string())
            } else if r < 5 {
                let v = next() % 100;
                Tok::Int(IntLit {
                    value: v as u128,
                    decimal: true,
                    unsigned: false,
                    longs: 0,
                    text: v.to_string(),
                })
            } else if r < 6 {
                match next() % 4 {
                    0 => Tok::Kw(Kw::Sizeof),
                    1 => Tok::Kw(Kw::Int),
                    2 => Tok::TypeName("size_t".into()),
                    _ => Tok::Str {
                        bytes: b"s".to_vec(),
                        prefix: crate::token::CharPrefix::None,
                    },
                }
            } else {
                Tok::Punct(puncts[(next() % puncts.len() as u64) as usize])
            };
            toks.push((t, sp));
        }
        let r = parse_directive(&toks, sp);
        if let Ok(d) = r {
            let mut v = Vec::new();
            dump_directive(&d, 2, &mut v).unwrap();
        }
    }
}

/// Deeply nested input gives an error, not a stack overflow.
#[test]
fn deep_nesting() {
    let src = format!("nodes p[{}1{}]", "(".repeat(5000), ")".repeat(5000));
    let _ = parse_directive(&lex(&src), pragma_span());
}

/// The same directives through the real lexer (the marker form the preprocessing step writes),
/// so that token shapes (`::` in pragmas, keywords, typedef names) match what the C parser
/// hands over.
fn dump_lexed(body: &str) -> String {
    let src = format!("__xmp_pragma_begin__ {body} __xmp_pragma_end__\n");
    let toks = crate::lexer::tokenize(&src, "t.c").expect("lexes");
    let (tokens, span) = match toks.into_iter().next() {
        Some((Tok::Pragma { namespace, tokens }, span)) if namespace == "xmp" => (tokens, span),
        t => panic!("not an xmp pragma: {t:?}"),
    };
    let d = parse_directive(&tokens, span).unwrap_or_else(|e| panic!("{body:?}: {}", e.message));
    let mut v = Vec::new();
    dump_directive(&d, 0, &mut v).unwrap();
    String::from_utf8(v).unwrap()
}

#[test]
fn with_real_lexer() {
    assert_eq!(
        dump_lexed("task on p[::2]"),
        "XmpTask on=p[::2] (bracket)\n"
    );
    assert_eq!(
        dump_lexed("task on p[0::2]"),
        "XmpTask on=p[0::2] (bracket)\n"
    );
    assert_eq!(
        dump_lexed("coarray on q :: a, b"),
        "XmpCoarray on=q names=(a, b)\n"
    );
    assert_eq!(
        dump_lexed("lock (g:[0]) stat(st)"),
        "XmpLock lock=g:[0] stat=st\n"
    );
    assert_eq!(
        dump_lexed("template, distribute(block) onto p :: t[N]"),
        "XmpCombined\n  Attr template\n  Attr distribute (block) (paren) onto=p\n  TemplateDecl t [N] (bracket)\n"
    );
    assert_eq!(
        dump_lexed("loop (i) on t[i] reduction(&&:f) reduction(firstmax: v / k /)"),
        "XmpLoop indices=(i) on=t[i] (bracket)\n  Reduction && vars=(f)\n  Reduction firstmax vars=(v /k/)\n"
    );
    assert_eq!(
        dump_lexed("reflect (u) width(/periodic/1:1, 0) async(sizeof(double))"),
        "XmpReflect arrays=(u) width=(/periodic/1:1, 0) async=sizeof(double)\n"
    );
    assert_eq!(
        dump_lexed("nodes p[(int)4.0]"),
        "XmpNodes\n  NodesDecl p [(int)4.0] (bracket)\n"
    );
    assert_eq!(
        dump_lexed("bcast (x) from p[n > 0 ? n - 1 : 0]"),
        "XmpBcast vars=(x) from=p[n > 0 ? n - 1 : 0] (bracket)\n"
    );
}

/// Valid directives of every production, for the mutation fuzzer.
const CORPUS: [&str; 40] = [
    "nodes g[*][4], q[2][2] = g[1:2][2:2]",
    "nodes q(4) = p(5:8)",
    "nodes me[*] = *",
    "template t[N][:], u(0:99, 1:N)",
    "distribute tv[cyclic(4)][block][*][gblock(m)] onto pr",
    "distribute t(block(10), gblock(*)) onto p",
    "align x[i][*][:] with tk[i+2][*][:]",
    "align g[r][c] with tt(c - 1, r)",
    "shadow phi[2:1][1][*]",
    "shadow a(1, 0:2, *)",
    "template, distribute(block) onto nd :: t1[64], t2(128)",
    "align[i][*] with t[i], shadow[1][0] :: u, v",
    "nodes :: p[4], q(2, *)",
    "template_fix[gblock(sz), *] tz[n][m]",
    "template_fix(block) t(0:n-1)",
    "task on p[1::2]",
    "task on t(1:n:2, *)",
    "tasks",
    "loop (i, j) on tg[i][j] expand(/unbound/1:2, -1) reduction(+:s) reduction(firstmax: b / i, j /)",
    "loop on t[i - 1] margin(1) peel_and_wait(7, 1) acc",
    "array on tq[:][0:N]",
    "reflect (u, v) width(/periodic/1:1, 0) orthogonal async(7) acc",
    "reflect_init (u) width(1) orthogonal acc",
    "reflect_do (u) acc",
    "reduce_shadow (c) width(/periodic/1) async(2)",
    "gmove in async(3) acc(x)",
    "barrier on p[0:2] acc",
    "reduction (max: a, b) on gn[*][:] async(1) acc",
    "bcast (x, y) from t[k] on p(1:4) async(2) acc",
    "wait_async (1, id + 1) on p acc",
    "post (pp[1], 42)",
    "wait (pp(1), tag)",
    "lock (lks[i]:[k + 1]) acquired_lock(ok) stat(st)",
    "unlock (g:[0]) stat(st)",
    "coarray on q :: a, b",
    "image (q)",
    "tasklets on p",
    "tasklet on t[i] in(a[i]) pro_wait(p[0], 1) remote_in(*, p[0], 1) accept_remote_out(x, p[2])",
    "tasklet reflect (a) width(1) on p[0]",
    "tasklet reduction (+: s) on p",
];

/// Mutates valid directives (deletes, duplicates, swaps, replaces and truncates tokens): the
/// parser must return for every result, and dumping an accepted tree must work.
#[test]
fn mutated_directives_never_panic() {
    for src in CORPUS {
        parse(src);
    }
    let pool: Vec<(Tok, Span)> = CORPUS.iter().flat_map(|s| lex(s)).collect();
    let mut state: u64 = 0x2545_f491_4f6c_dd1d;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let sp = pragma_span();
    for _ in 0..30000 {
        let mut toks = lex(CORPUS[(next() % CORPUS.len() as u64) as usize]);
        for _ in 0..=(next() % 3) {
            if toks.is_empty() {
                break;
            }
            let i = (next() % toks.len() as u64) as usize;
            match next() % 5 {
                0 => {
                    toks.remove(i);
                }
                1 => {
                    let t = toks[i].clone();
                    toks.insert(i, t);
                }
                2 => {
                    let j = (next() % toks.len() as u64) as usize;
                    toks.swap(i, j);
                }
                3 => toks[i] = pool[(next() % pool.len() as u64) as usize].clone(),
                _ => toks.truncate(i),
            }
        }
        if let Ok(d) = parse_directive(&toks, sp) {
            let mut v = Vec::new();
            dump_directive(&d, 0, &mut v).unwrap();
        }
    }
}

#[test]
fn bracket_form_hints() {
    let hint = "the bracket form takes one entry per bracket pair ('[a][b]'), the parenthesis form is '(a, b)'";
    for src in [
        "nodes p[2, 3]",
        "nodes p[*, 3]",
        "template t[10, 20]",
        "distribute t[block, cyclic] onto p",
        "align a[i, j] with t[i][j]",
        "align a[i][j] with t[i, j]",
        "shadow a[1, 1]",
        "task on p[0, 1]",
        "template_fix t[10, 20]",
    ] {
        let (m, _) = err(src);
        assert!(m.ends_with(hint), "{src}: {m}");
    }
    let d = parse("template_fix[block][cyclic] t[n][m]");
    assert_eq!(
        d.warnings[0].message,
        "one bracket pair per distribution format in 'template_fix' is not XMP/C 1.4; the standard form lists them in one pair, separated by commas ('template_fix[block, cyclic] t[n][m]') [-Wxmp-compat]"
    );
}

#[test]
fn directive_classes() {
    use DirectiveClass as C;
    for (src, want) in [
        ("nodes p[4]", C::Declarative),
        ("template, distribute(block) onto p :: t[4]", C::Declarative),
        ("coarray on q :: a", C::Declarative),
        ("task on p[0]", C::Construct(ConstructBody::StructuredBlock)),
        ("tasks", C::Construct(ConstructBody::TaskList)),
        ("loop on t[i]", C::Construct(ConstructBody::ForNest)),
        (
            "array on t[:]",
            C::Construct(ConstructBody::ArrayAssignment),
        ),
        ("gmove in", C::Construct(ConstructBody::Assignment)),
        (
            "tasklet gmove on p",
            C::Construct(ConstructBody::Assignment),
        ),
        ("tasklet reflect (a)", C::StandAlone),
        (
            "tasklet in(a)",
            C::Construct(ConstructBody::StructuredBlock),
        ),
        ("reflect (a)", C::StandAlone),
        ("template_fix t[4]", C::StandAlone),
        ("image (q)", C::StandAlone),
    ] {
        assert_eq!(parse(src).kind.class(), want, "{src}");
    }
}
