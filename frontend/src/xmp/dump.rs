//! A readable, stable text dump of XMP directive trees (used by `-ast-dump`, checked by lit
//! tests), and a compact C-text printer for expressions.
//!
//! Each directive prints one header line (`XmpLoop ...`) at the given indentation and its
//! clauses as child lines indented two more spaces. References print as written, followed by
//! their notation: `p[0:2][*] (bracket)`, `t(i, j) (paren)`.

use std::io::{self, Write};

use super::ast::*;
use crate::ast::{
    ArraySize, BinaryOp, Declarator, Derived, Designator, Expr, ExprKind, Ident, InitItem,
    Initializer, StructKind, TypeName, TypeSpec, UnaryOp,
};
use crate::token::CharPrefix;

/// Writes `d` as an indented tree; `indent` is the number of spaces before the header line.
pub fn dump_directive(d: &Directive, indent: usize, out: &mut dyn Write) -> io::Result<()> {
    dump_kind(&d.kind, indent, out)
}

fn line(out: &mut dyn Write, indent: usize, text: &str) -> io::Result<()> {
    writeln!(out, "{:indent$}{text}", "", indent = indent)
}

fn dump_kind(k: &DirectiveKind, ind: usize, out: &mut dyn Write) -> io::Result<()> {
    let c = ind + 2;
    match k {
        DirectiveKind::Nodes(decls) => {
            line(out, ind, "XmpNodes")?;
            for d in decls {
                line(out, c, &nodes_decl(d))?;
            }
        }
        DirectiveKind::Template(decls) => {
            line(out, ind, "XmpTemplate")?;
            for d in decls {
                line(out, c, &template_decl(d))?;
            }
        }
        DirectiveKind::Distribute(d) => line(
            out,
            ind,
            &format!(
                "XmpDistribute {} {} onto={}",
                d.template.name,
                dist_list(d.form, &d.formats),
                d.onto.name
            ),
        )?,
        DirectiveKind::Align(a) => line(
            out,
            ind,
            &format!(
                "XmpAlign {} {} with {} {}",
                a.array.name,
                align_sources(SubscriptForm::Bracket, &a.sources),
                a.template.name,
                align_subs(a.form, &a.subscripts)
            ),
        )?,
        DirectiveKind::Shadow(s) => line(
            out,
            ind,
            &format!(
                "XmpShadow {} {}",
                s.array.name,
                shadow_widths(s.form, &s.widths)
            ),
        )?,
        DirectiveKind::Combined(cd) => {
            line(out, ind, "XmpCombined")?;
            for a in &cd.attrs {
                let t = match a {
                    CombinedAttr::Nodes(_) => "Attr nodes".to_string(),
                    CombinedAttr::Template(_) => "Attr template".to_string(),
                    CombinedAttr::Distribute {
                        form,
                        formats,
                        onto,
                        ..
                    } => {
                        format!(
                            "Attr distribute {} onto={}",
                            dist_list(*form, formats),
                            onto.name
                        )
                    }
                    CombinedAttr::Align {
                        source_form,
                        sources,
                        template,
                        form,
                        subscripts,
                        ..
                    } => {
                        format!(
                            "Attr align {} with {} {}",
                            align_sources(*source_form, sources),
                            template.name,
                            align_subs(*form, subscripts)
                        )
                    }
                    CombinedAttr::Shadow { form, widths, .. } => {
                        format!("Attr shadow {}", shadow_widths(*form, widths))
                    }
                };
                line(out, c, &t)?;
            }
            match &cd.decls {
                CombinedDecls::Nodes(v) => {
                    for d in v {
                        line(out, c, &nodes_decl(d))?;
                    }
                }
                CombinedDecls::Templates(v) => {
                    for d in v {
                        line(out, c, &template_decl(d))?;
                    }
                }
                CombinedDecls::Arrays(v) => {
                    for a in v {
                        line(out, c, &format!("Array {}", a.name))?;
                    }
                }
            }
        }
        DirectiveKind::TemplateFix(t) => {
            let mut s = "XmpTemplateFix".to_string();
            if let Some((form, fmts)) = &t.formats {
                let list: Vec<String> = fmts.iter().map(dist_format).collect();
                match form {
                    SubscriptForm::Bracket => {
                        s += &format!(" formats=[{}] (bracket)", list.join(", "))
                    }
                    SubscriptForm::Paren => s += &format!(" formats=({}) (paren)", list.join(", ")),
                }
            }
            s += &format!(" {}", t.template.name);
            if let Some((form, specs)) = &t.specs {
                s += &format!(" {}", template_specs(*form, specs));
            }
            line(out, ind, &s)?;
        }
        DirectiveKind::Task(t) => line(out, ind, &format!("XmpTask on={}", ref_text(&t.on)))?,
        DirectiveKind::Tasks => line(out, ind, "XmpTasks")?,
        DirectiveKind::Loop(l) => {
            let mut s = "XmpLoop".to_string();
            if let Some(ix) = &l.indices {
                s += &format!(" indices=({})", names(ix));
            }
            s += &format!(" on={}", ref_text(&l.on));
            if l.acc {
                s += " acc";
            }
            line(out, ind, &s)?;
            if let Some(e) = &l.expand {
                let w = match e.kind {
                    ExpandKind::Expand => "Expand",
                    ExpandKind::Margin => "Margin",
                };
                line(out, c, &format!("{w} ({})", loop_widths(&e.widths)))?;
            }
            for r in &l.reductions {
                let specs: Vec<String> = r
                    .specs
                    .iter()
                    .map(|sp| {
                        if sp.locations.is_empty() {
                            sp.var.name.clone()
                        } else {
                            format!("{} /{}/", sp.var.name, names(&sp.locations))
                        }
                    })
                    .collect();
                line(
                    out,
                    c,
                    &format!("Reduction {} vars=({})", r.op.spelling(), specs.join(", ")),
                )?;
            }
            if let Some(p) = &l.peel_and_wait {
                let mut s = format!("PeelAndWait async={}", expr_to_string(&p.async_id));
                if !p.widths.is_empty() {
                    s += &format!(" widths=({})", loop_widths(&p.widths));
                }
                line(out, c, &s)?;
            }
        }
        DirectiveKind::Array(a) => line(out, ind, &format!("XmpArray on={}", ref_text(&a.on)))?,
        DirectiveKind::Reflect(r) => line(out, ind, &reflect("XmpReflect", r))?,
        DirectiveKind::ReflectInit(r) => line(out, ind, &reflect("XmpReflectInit", r))?,
        DirectiveKind::ReflectDo(r) => line(out, ind, &reflect("XmpReflectDo", r))?,
        DirectiveKind::ReduceShadow(r) => line(out, ind, &reflect("XmpReduceShadow", r))?,
        DirectiveKind::Gmove(g) => {
            let mode = match g.mode {
                GmoveMode::Collective => "collective",
                GmoveMode::In => "in",
                GmoveMode::Out => "out",
            };
            let mut s = format!("XmpGmove mode={mode}");
            if let Some(a) = &g.async_id {
                s += &format!(" async={}", expr_to_string(a));
            }
            if g.acc {
                s += " acc";
                if let Some(v) = &g.acc_var {
                    s += &format!("({})", expr_to_string(v));
                }
            }
            opt_ref(&mut s, "on", &g.on);
            line(out, ind, &s)?;
        }
        DirectiveKind::Barrier(b) => {
            let mut s = "XmpBarrier".to_string();
            opt_ref(&mut s, "on", &b.on);
            if b.acc {
                s += " acc";
            }
            line(out, ind, &s)?;
        }
        DirectiveKind::Reduction(r) => {
            let vars: Vec<String> = r
                .vars
                .iter()
                .zip(&r.locations)
                .map(|(v, l)| match l.is_empty() {
                    true => v.name.clone(),
                    false => format!("{} /{}/", v.name, names(l)),
                })
                .collect();
            let mut s = format!(
                "XmpReduction {} vars=({})",
                r.op.spelling(),
                vars.join(", ")
            );
            opt_ref(&mut s, "on", &r.on);
            if let Some(a) = &r.async_id {
                s += &format!(" async={}", expr_to_string(a));
            }
            if r.acc {
                s += " acc";
            }
            line(out, ind, &s)?;
        }
        DirectiveKind::Bcast(b) => {
            let vars: Vec<String> = b
                .vars
                .iter()
                .zip(&b.sections)
                .map(|(v, subs)| {
                    let subs: String = subs
                        .iter()
                        .map(|x| format!("[{}]", subscript_text(x)))
                        .collect();
                    format!("{}{subs}", v.name)
                })
                .collect();
            let mut s = format!("XmpBcast vars=({})", vars.join(", "));
            opt_ref(&mut s, "from", &b.from);
            opt_ref(&mut s, "on", &b.on);
            if let Some(a) = &b.async_id {
                s += &format!(" async={}", expr_to_string(a));
            }
            if b.acc {
                s += " acc";
            }
            line(out, ind, &s)?;
        }
        DirectiveKind::WaitAsync(w) => {
            let mut s = format!("XmpWaitAsync ids=({})", exprs(&w.ids));
            opt_ref(&mut s, "on", &w.on);
            if w.acc {
                s += " acc";
            }
            line(out, ind, &s)?;
        }
        DirectiveKind::Post(p) => line(
            out,
            ind,
            &format!(
                "XmpPost node={} tag={}",
                ref_text(&p.node),
                expr_to_string(&p.tag)
            ),
        )?,
        DirectiveKind::Wait(w) => {
            let mut s = "XmpWait".to_string();
            opt_ref(&mut s, "node", &w.node);
            if let Some(t) = &w.tag {
                s += &format!(" tag={}", expr_to_string(t));
            }
            line(out, ind, &s)?;
        }
        DirectiveKind::Lock(l) | DirectiveKind::Unlock(l) => {
            let head = if matches!(k, DirectiveKind::Lock(_)) {
                "XmpLock"
            } else {
                "XmpUnlock"
            };
            let mut s = format!("{head} lock={}", lock_text(&l.lock));
            if let Some(a) = &l.acquired {
                s += &format!(" acquired_lock={}", expr_to_string(a));
            }
            if let Some(st) = &l.stat {
                s += &format!(" stat={}", expr_to_string(st));
            }
            line(out, ind, &s)?;
        }
        DirectiveKind::Coarray(cd) => line(
            out,
            ind,
            &format!(
                "XmpCoarray on={} names=({})",
                cd.nodes.name,
                names(&cd.names)
            ),
        )?,
        DirectiveKind::Compat(CompatDir::CoarrayDecl { names: n, codims }) => {
            let dims: String = codims
                .iter()
                .map(|c| match c {
                    Some(e) => format!("[{}]", expr_to_string(e)),
                    None => "[*]".into(),
                })
                .collect();
            line(
                out,
                ind,
                &format!("XmpCoarrayDecl names=({}) codims={dims}", names(n)),
            )?
        }
        DirectiveKind::Compat(CompatDir::StaticDesc(n)) => {
            line(out, ind, &format!("XmpStaticDesc names=({})", names(n)))?
        }
        DirectiveKind::Image(i) => line(out, ind, &format!("XmpImage nodes={}", i.nodes.name))?,
        DirectiveKind::Tasklets(t) => {
            let mut s = "XmpTasklets".to_string();
            opt_ref(&mut s, "on", &t.on);
            line(out, ind, &s)?;
        }
        DirectiveKind::Tasklet(t) => {
            let mut s = "XmpTasklet".to_string();
            opt_ref(&mut s, "on", &t.on);
            line(out, ind, &s)?;
            for d in &t.depends {
                line(out, c, &depend_text(d))?;
            }
        }
        DirectiveKind::TaskletYield => line(out, ind, "XmpTaskletYield")?,
        DirectiveKind::TaskletWait => line(out, ind, "XmpTaskletWait")?,
        DirectiveKind::TaskletComm(inner) => {
            line(out, ind, "XmpTaskletComm")?;
            dump_kind(inner, c, out)?;
        }
    }
    Ok(())
}

// -------------------------------------------------------------------- pieces

fn names(v: &[Ident]) -> String {
    v.iter()
        .map(|i| i.name.as_str())
        .collect::<Vec<_>>()
        .join(", ")
}

fn exprs(v: &[Expr]) -> String {
    v.iter().map(expr_to_string).collect::<Vec<_>>().join(", ")
}

fn form_tag(f: SubscriptForm) -> &'static str {
    match f {
        SubscriptForm::Bracket => "(bracket)",
        SubscriptForm::Paren => "(paren)",
    }
}

/// `[a][b] (bracket)` or `(a, b) (paren)`.
fn list(form: SubscriptForm, items: &[String]) -> String {
    match form {
        SubscriptForm::Bracket => {
            let mut s: String = items.iter().map(|i| format!("[{i}]")).collect();
            s += " (bracket)";
            s
        }
        SubscriptForm::Paren => format!("({}) (paren)", items.join(", ")),
    }
}

fn nodes_decl(d: &NodesDecl) -> String {
    let items: Vec<String> = d
        .extents
        .iter()
        .map(|e| match e {
            NodesExtent::Expr(e) => expr_to_string(e),
            NodesExtent::Star(_) => "*".into(),
        })
        .collect();
    let mut s = format!("NodesDecl {} {}", d.name.name, list(d.form, &items));
    if let Some(r) = &d.equiv {
        s += &format!(" = {}", ref_text(r));
    }
    s
}

fn template_specs(form: SubscriptForm, specs: &[TemplateSpec]) -> String {
    let items: Vec<String> = specs
        .iter()
        .map(|t| match t {
            TemplateSpec::Extent(e) => expr_to_string(e),
            TemplateSpec::Range(l, u) => format!("{}:{}", expr_to_string(l), expr_to_string(u)),
            TemplateSpec::Unfixed(_) => ":".into(),
        })
        .collect();
    list(form, &items)
}

fn template_decl(d: &TemplateDecl) -> String {
    format!(
        "TemplateDecl {} {}",
        d.name.name,
        template_specs(d.form, &d.dims)
    )
}

fn dist_format(f: &DistFormat) -> String {
    match &f.kind {
        DistFormatKind::Star => "*".into(),
        DistFormatKind::Block(None) => "block".into(),
        DistFormatKind::Block(Some(e)) => format!("block({})", expr_to_string(e)),
        DistFormatKind::Cyclic(None) => "cyclic".into(),
        DistFormatKind::Cyclic(Some(e)) => format!("cyclic({})", expr_to_string(e)),
        DistFormatKind::Gblock(GblockArg::Star(_)) => "gblock(*)".into(),
        DistFormatKind::Gblock(GblockArg::Array(m)) => format!("gblock({})", m.name),
    }
}

fn dist_list(form: SubscriptForm, fmts: &[DistFormat]) -> String {
    let items: Vec<String> = fmts.iter().map(dist_format).collect();
    list(form, &items)
}

fn align_sources(form: SubscriptForm, v: &[AlignSource]) -> String {
    let items: Vec<String> = v
        .iter()
        .map(|s| match s {
            AlignSource::Dummy(i) => i.name.clone(),
            AlignSource::Star(_) => "*".into(),
            AlignSource::Colon(_) => ":".into(),
        })
        .collect();
    list(form, &items)
}

fn align_subs(form: SubscriptForm, v: &[AlignSubscript]) -> String {
    let items: Vec<String> = v
        .iter()
        .map(|s| match s {
            AlignSubscript::Dummy {
                name, offset: None, ..
            } => name.name.clone(),
            AlignSubscript::Dummy {
                name,
                offset: Some(off),
                ..
            } => match &off.kind {
                ExprKind::Unary(UnaryOp::Minus, inner) => {
                    format!("{} - {}", name.name, expr_prec(inner, PREC_MUL))
                }
                _ => format!("{} + {}", name.name, expr_prec(off, PREC_MUL)),
            },
            AlignSubscript::Star(_) => "*".into(),
            AlignSubscript::Colon(_) => ":".into(),
        })
        .collect();
    list(form, &items)
}

fn shadow_widths(form: SubscriptForm, v: &[ShadowWidth]) -> String {
    let items: Vec<String> = v
        .iter()
        .map(|w| match w {
            ShadowWidth::Both(e) => expr_to_string(e),
            ShadowWidth::LoHi(l, h) => format!("{}:{}", expr_to_string(l), expr_to_string(h)),
            ShadowWidth::Full(_) => "*".into(),
        })
        .collect();
    list(form, &items)
}

fn subscript_text(s: &Subscript) -> String {
    match s {
        Subscript::Expr(e) => expr_to_string(e),
        Subscript::Star(_) => "*".into(),
        Subscript::Triplet(t) => {
            let o = |e: &Option<Expr>| e.as_ref().map(expr_to_string).unwrap_or_default();
            let mut s = format!("{}:{}", o(&t.lower), o(&t.bound));
            if let Some(st) = &t.step {
                s += &format!(":{}", expr_to_string(st));
            }
            s
        }
    }
}

/// A reference as written plus its notation: `p[0:2] (bracket)`, `t(i) (paren)`, `p`, `*`.
fn ref_text(r: &Ref) -> String {
    match r {
        Ref::Current(_) => "*".into(),
        Ref::Named(n) => {
            let items: Vec<String> = n.subscripts.iter().map(subscript_text).collect();
            match n.form {
                None => n.name.name.clone(),
                Some(SubscriptForm::Bracket) => {
                    let subs: String = items.iter().map(|i| format!("[{i}]")).collect();
                    format!(
                        "{}{} {}",
                        n.name.name,
                        subs,
                        form_tag(SubscriptForm::Bracket)
                    )
                }
                Some(SubscriptForm::Paren) => {
                    format!(
                        "{}({}) {}",
                        n.name.name,
                        items.join(", "),
                        form_tag(SubscriptForm::Paren)
                    )
                }
            }
        }
    }
}

fn opt_ref(s: &mut String, label: &str, r: &Option<Ref>) {
    if let Some(r) = r {
        s.push_str(&format!(" {label}={}", ref_text(r)));
    }
}

fn loop_widths(v: &[LoopWidth]) -> String {
    v.iter()
        .map(|w| {
            let mut s = if w.unbound {
                "/unbound/".to_string()
            } else {
                String::new()
            };
            s += &expr_to_string(&w.lo);
            if let Some(h) = &w.hi {
                s += &format!(":{}", expr_to_string(h));
            }
            s
        })
        .collect::<Vec<_>>()
        .join(", ")
}

fn reflect(head: &str, r: &ReflectDir) -> String {
    let mut s = format!("{head} arrays=({})", names(&r.arrays));
    if let Some(ws) = &r.widths {
        let items: Vec<String> = ws
            .iter()
            .map(|w| {
                let mut s = if w.periodic {
                    "/periodic/".to_string()
                } else {
                    String::new()
                };
                s += &expr_to_string(&w.lo);
                if let Some(h) = &w.hi {
                    s += &format!(":{}", expr_to_string(h));
                }
                s
            })
            .collect();
        s += &format!(" width=({})", items.join(", "));
    }
    if r.orthogonal {
        s += " orthogonal";
    }
    if let Some(a) = &r.async_id {
        s += &format!(" async={}", expr_to_string(a));
    }
    if r.acc {
        s += " acc";
    }
    opt_ref(&mut s, "on", &r.on);
    s
}

fn lock_text(l: &CoindexedLock) -> String {
    let mut s = l.name.name.clone();
    for e in &l.subscripts {
        s += &format!("[{}]", expr_to_string(e));
    }
    s.push(':');
    for e in &l.image {
        s += &format!("[{}]", expr_to_string(e));
    }
    s
}

fn depend_text(d: &DependClause) -> String {
    let mut s = format!("Depend {}", d.kind.spelling());
    if !d.vars.is_empty() {
        s += &format!(" vars=({})", exprs(&d.vars));
    }
    opt_ref(&mut s, "node", &d.node);
    if let Some(t) = &d.tag {
        s += &format!(" tag={}", expr_to_string(t));
    }
    s
}

// -------------------------------------------------------------------- expressions as C text

const PREC_COMMA: u8 = 1;
const PREC_ASSIGN: u8 = 2;
const PREC_COND: u8 = 3;
const PREC_MUL: u8 = 13;
const PREC_UNARY: u8 = 14;
const PREC_POSTFIX: u8 = 15;

fn binop_info(op: BinaryOp) -> (&'static str, u8) {
    match op {
        BinaryOp::LogOr => ("||", 4),
        BinaryOp::LogAnd => ("&&", 5),
        BinaryOp::BitOr => ("|", 6),
        BinaryOp::BitXor => ("^", 7),
        BinaryOp::BitAnd => ("&", 8),
        BinaryOp::Eq => ("==", 9),
        BinaryOp::Ne => ("!=", 9),
        BinaryOp::Lt => ("<", 10),
        BinaryOp::Gt => (">", 10),
        BinaryOp::Le => ("<=", 10),
        BinaryOp::Ge => (">=", 10),
        BinaryOp::Shl => ("<<", 11),
        BinaryOp::Shr => (">>", 11),
        BinaryOp::Add => ("+", 12),
        BinaryOp::Sub => ("-", 12),
        BinaryOp::Mul => ("*", 13),
        BinaryOp::Div => ("/", 13),
        BinaryOp::Rem => ("%", 13),
    }
}

/// The expression as compact C text (`N - 1`, `a[i + 1]`, `f(x, 2)`), with the parentheses
/// its structure needs and no others.
pub fn expr_to_string(e: &Expr) -> String {
    expr_prec(e, PREC_COMMA)
}

/// Prints `e` in a context that binds with precedence `ctx`: parenthesised when `e` binds
/// more loosely.
fn expr_prec(e: &Expr, ctx: u8) -> String {
    let (text, prec) = expr_raw(e);
    if prec < ctx {
        format!("({text})")
    } else {
        text
    }
}

fn expr_raw(e: &Expr) -> (String, u8) {
    const PRIMARY: u8 = 16;
    match &e.kind {
        ExprKind::Ident(n) => (n.clone(), PRIMARY),
        ExprKind::Int(i) => (i.text.clone(), PRIMARY),
        ExprKind::Float(f) => (f.text.clone(), PRIMARY),
        ExprKind::Char { value, prefix } => (char_text(*value, *prefix), PRIMARY),
        ExprKind::Str { bytes, prefix } => (
            format!("{}\"{}\"", prefix_text(*prefix), escape_bytes(bytes, b'"')),
            PRIMARY,
        ),
        ExprKind::Unary(op, x) => {
            let (pre, post) = match op {
                UnaryOp::Plus => ("+", ""),
                UnaryOp::Minus => ("-", ""),
                UnaryOp::BitNot => ("~", ""),
                UnaryOp::Not => ("!", ""),
                UnaryOp::Deref => ("*", ""),
                UnaryOp::AddrOf => ("&", ""),
                UnaryOp::PreInc => ("++", ""),
                UnaryOp::PreDec => ("--", ""),
                UnaryOp::PostInc => ("", "++"),
                UnaryOp::PostDec => ("", "--"),
                UnaryOp::Real => ("__real__ ", ""),
                UnaryOp::Imag => ("__imag__ ", ""),
            };
            if post.is_empty() {
                let inner = expr_prec(x, PREC_UNARY);
                // Keep `- -x` and `+ +x` from fusing into `--x` / `++x`.
                let sep = if (pre == "-" && inner.starts_with('-'))
                    || (pre == "+" && inner.starts_with('+'))
                {
                    " "
                } else {
                    ""
                };
                (format!("{pre}{sep}{inner}"), PREC_UNARY)
            } else {
                (
                    format!("{}{post}", expr_prec(x, PREC_POSTFIX)),
                    PREC_POSTFIX,
                )
            }
        }
        ExprKind::Binary(op, l, r) => {
            let (sym, p) = binop_info(*op);
            (
                format!("{} {sym} {}", expr_prec(l, p), expr_prec(r, p + 1)),
                p,
            )
        }
        ExprKind::Assign(op, l, r) => {
            let sym = match op {
                None => "=".to_string(),
                Some(o) => format!("{}=", binop_info(*o).0),
            };
            (
                format!(
                    "{} {sym} {}",
                    expr_prec(l, PREC_UNARY),
                    expr_prec(r, PREC_ASSIGN)
                ),
                PREC_ASSIGN,
            )
        }
        ExprKind::Cond(c, t, f) => (
            format!(
                "{} ? {} : {}",
                expr_prec(c, PREC_COND + 1),
                expr_prec(t, PREC_COMMA),
                expr_prec(f, PREC_COND)
            ),
            PREC_COND,
        ),
        ExprKind::Elvis(c, f) => (
            format!(
                "{} ?: {}",
                expr_prec(c, PREC_COND + 1),
                expr_prec(f, PREC_COND)
            ),
            PREC_COND,
        ),
        ExprKind::Comma(a, b) => (
            format!(
                "{}, {}",
                expr_prec(a, PREC_COMMA),
                expr_prec(b, PREC_ASSIGN)
            ),
            PREC_COMMA,
        ),
        ExprKind::Cast(t, x) => (
            format!("({}){}", type_name(t), expr_prec(x, PREC_UNARY)),
            PREC_UNARY,
        ),
        ExprKind::Call(f, args) => {
            let a: Vec<String> = args.iter().map(|a| expr_prec(a, PREC_ASSIGN)).collect();
            (
                format!("{}({})", expr_prec(f, PREC_POSTFIX), a.join(", ")),
                PREC_POSTFIX,
            )
        }
        ExprKind::Index(b, i) => (
            format!("{}[{}]", expr_prec(b, PREC_POSTFIX), expr_to_string(i)),
            PREC_POSTFIX,
        ),
        ExprKind::Member { base, field, arrow } => (
            format!(
                "{}{}{}",
                expr_prec(base, PREC_POSTFIX),
                if *arrow { "->" } else { "." },
                field.name
            ),
            PREC_POSTFIX,
        ),
        ExprKind::SizeofExpr(x) => (format!("sizeof {}", expr_prec(x, PREC_UNARY)), PREC_UNARY),
        ExprKind::SizeofType(t) => (format!("sizeof({})", type_name(t)), PREC_UNARY),
        ExprKind::AlignofExpr(x) => (format!("_Alignof({})", expr_to_string(x)), PREC_UNARY),
        ExprKind::AlignofType(t) => (format!("_Alignof({})", type_name(t)), PREC_UNARY),
        ExprKind::CompoundLiteral(t, items) => (
            format!("({}){}", type_name(t), init_list(items)),
            PREC_POSTFIX,
        ),
        ExprKind::StmtExpr(_) => ("({ ... })".into(), PRIMARY),
        ExprKind::VaArg(x, t) => (
            format!(
                "__builtin_va_arg({}, {})",
                expr_prec(x, PREC_ASSIGN),
                type_name(t)
            ),
            PRIMARY,
        ),
        ExprKind::BitCast(t, x) => (
            format!(
                "__builtin_bit_cast({}, {})",
                type_name(t),
                expr_prec(x, PREC_ASSIGN)
            ),
            PRIMARY,
        ),
        ExprKind::ConvertVector(x, t) => (
            format!(
                "__builtin_convertvector({}, {})",
                expr_prec(x, PREC_ASSIGN),
                type_name(t)
            ),
            PRIMARY,
        ),
        ExprKind::Offsetof(t, ds) => {
            let mut path = String::new();
            for (i, d) in ds.iter().enumerate() {
                match d {
                    Designator::Field(f) if i == 0 => path += &f.name,
                    Designator::Field(f) => path += &format!(".{}", f.name),
                    Designator::Index(e) => path += &format!("[{}]", expr_to_string(e)),
                    Designator::Range(a, b) => {
                        path += &format!("[{} ... {}]", expr_to_string(a), expr_to_string(b))
                    }
                }
            }
            (
                format!("__builtin_offsetof({}, {path})", type_name(t)),
                PRIMARY,
            )
        }
        ExprKind::TypesCompatible(a, b) => (
            format!(
                "__builtin_types_compatible_p({}, {})",
                type_name(a),
                type_name(b)
            ),
            PRIMARY,
        ),
        ExprKind::Generic(c, assocs) => {
            let mut parts = vec![expr_prec(c, PREC_ASSIGN)];
            for (t, e) in assocs {
                let head = match t {
                    Some(t) => type_name(t),
                    None => "default".into(),
                };
                parts.push(format!("{head}: {}", expr_prec(e, PREC_ASSIGN)));
            }
            (format!("_Generic({})", parts.join(", ")), PRIMARY)
        }
        ExprKind::LabelAddr(l) => (format!("&&{}", l.name), PREC_UNARY),
        ExprKind::Section {
            base,
            lo,
            len,
            step,
        } => {
            let o = |e: &Option<Box<Expr>>| e.as_deref().map(expr_to_string).unwrap_or_default();
            let mut s = format!("{}[{}:{}", expr_prec(base, PREC_POSTFIX), o(lo), o(len));
            if step.is_some() {
                s += &format!(":{}", o(step));
            }
            s.push(']');
            (s, PREC_POSTFIX)
        }
        ExprKind::Coindexed { object, image } => {
            let mut s = format!("{}:", expr_prec(object, PREC_POSTFIX));
            for i in image {
                s += &format!("[{}]", expr_to_string(i));
            }
            (s, PREC_POSTFIX)
        }
        ExprKind::DescOf(n) => (format!("xmp_desc_of({})", n.name), PRIMARY),
    }
}

fn prefix_text(p: CharPrefix) -> &'static str {
    match p {
        CharPrefix::None => "",
        CharPrefix::Wide => "L",
        CharPrefix::Utf8 => "u8",
        CharPrefix::Utf16 => "u",
        CharPrefix::Utf32 => "U",
    }
}

fn escape_bytes(bytes: &[u8], quote: u8) -> String {
    let mut s = String::new();
    for &b in bytes {
        match b {
            b'\n' => s += "\\n",
            b'\t' => s += "\\t",
            b'\\' => s += "\\\\",
            _ if b == quote => {
                s.push('\\');
                s.push(b as char);
            }
            0x20..=0x7e => s.push(b as char),
            _ => s += &format!("\\{b:03o}"),
        }
    }
    s
}

fn char_text(v: i64, p: CharPrefix) -> String {
    if (0x20..=0x7e).contains(&v) || v == 10 || v == 9 || v == 0 {
        let body = if v == 0 {
            "\\0".to_string()
        } else {
            escape_bytes(&[v as u8], b'\'')
        };
        format!("{}'{body}'", prefix_text(p))
    } else {
        format!("{}'\\x{:x}'", prefix_text(p), v)
    }
}

fn init_list(items: &[InitItem]) -> String {
    let parts: Vec<String> = items
        .iter()
        .map(|it| {
            let mut s = String::new();
            for d in &it.designators {
                match d {
                    Designator::Field(f) => s += &format!(".{}", f.name),
                    Designator::Index(e) => s += &format!("[{}]", expr_to_string(e)),
                    Designator::Range(a, b) => {
                        s += &format!("[{} ... {}]", expr_to_string(a), expr_to_string(b))
                    }
                }
            }
            if !it.designators.is_empty() {
                s += " = ";
            }
            s += &initializer(&it.init);
            s
        })
        .collect();
    format!("{{{}}}", parts.join(", "))
}

fn initializer(i: &Initializer) -> String {
    match i {
        Initializer::Expr(e) => expr_prec(e, PREC_ASSIGN),
        Initializer::List(items, _) => init_list(items),
    }
}

/// A type name as C text (`unsigned long`, `double *`, `struct s`, `int [4]`).
fn type_name(t: &TypeName) -> String {
    let mut words: Vec<String> = Vec::new();
    if t.specs.quals.is_const {
        words.push("const".into());
    }
    if t.specs.quals.is_volatile {
        words.push("volatile".into());
    }
    for (ts, _) in &t.specs.type_specs {
        words.push(match ts {
            TypeSpec::Void => "void".into(),
            TypeSpec::Char => "char".into(),
            TypeSpec::Short => "short".into(),
            TypeSpec::Int => "int".into(),
            TypeSpec::Long => "long".into(),
            TypeSpec::Float => "float".into(),
            TypeSpec::Double => "double".into(),
            TypeSpec::Signed => "signed".into(),
            TypeSpec::Unsigned => "unsigned".into(),
            TypeSpec::Bool => "_Bool".into(),
            TypeSpec::Complex => "_Complex".into(),
            TypeSpec::Int128 => "__int128".into(),
            TypeSpec::Float128 => "__float128".into(),
            TypeSpec::Float16 => "_Float16".into(),
            TypeSpec::BF16 => "__bf16".into(),
            TypeSpec::Fp16 => "__fp16".into(),
            TypeSpec::BuiltinVaList => "__builtin_va_list".into(),
            TypeSpec::Struct(s) => {
                let kw = match s.kind {
                    StructKind::Struct => "struct",
                    StructKind::Union => "union",
                };
                match &s.tag {
                    Some(t) => format!("{kw} {}", t.name),
                    None => format!("{kw} {{...}}"),
                }
            }
            TypeSpec::Enum(e) => match &e.tag {
                Some(t) => format!("enum {}", t.name),
                None => "enum {...}".into(),
            },
            TypeSpec::TypedefName(n) => n.clone(),
            TypeSpec::TypeofExpr(e) => format!("typeof({})", expr_to_string(e)),
            TypeSpec::TypeofType(t) => format!("typeof({})", type_name(t)),
            TypeSpec::AutoType => "__auto_type".into(),
        });
    }
    let decl = abstract_declarator(&t.declarator);
    if decl.is_empty() {
        words.join(" ")
    } else {
        format!("{} {decl}", words.join(" "))
    }
}

/// The derivations of an abstract declarator as C text (`*`, `[4]`, `(*)[4]`, `(*)(int)`).
fn abstract_declarator(d: &Declarator) -> String {
    // `derived` runs from the name outwards; build the text inside-out.
    let mut s = String::new();
    let mut last_was_pointer = false;
    for der in &d.derived {
        match der {
            Derived::Pointer(q) => {
                let mut p = "*".to_string();
                if q.is_const {
                    p += "const ";
                }
                s = format!("{p}{s}");
                last_was_pointer = true;
            }
            Derived::Array(a) => {
                if last_was_pointer {
                    s = format!("({s})");
                }
                let size = match &a.size {
                    ArraySize::Unspecified => String::new(),
                    ArraySize::Star => "*".into(),
                    ArraySize::Expr(e) => expr_to_string(e),
                };
                s += &format!("[{size}]");
                last_was_pointer = false;
            }
            Derived::Function(f) => {
                if last_was_pointer {
                    s = format!("({s})");
                }
                let mut ps: Vec<String> = f
                    .params
                    .iter()
                    .map(|p| {
                        type_name(&TypeName {
                            specs: p.specs.clone(),
                            declarator: p.declarator.clone(),
                            span: p.span,
                        })
                    })
                    .collect();
                if f.variadic {
                    ps.push("...".into());
                }
                s += &format!("({})", ps.join(", "));
                last_was_pointer = false;
            }
        }
    }
    s
}

#[cfg(test)]
mod tests;
