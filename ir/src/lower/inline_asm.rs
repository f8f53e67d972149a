//! GNU inline assembly (`asm volatile (template : outputs : inputs : clobbers : labels)`)
//! lowered to LLVM's inline asm terms, as clang does for x86-64: the template's `%N`,
//! `%[name]`, `%cN` and `%lN` become `$N`/`${N:c}`, GCC constraints become LLVM constraint
//! codes (`a` -> `{ax}`, `g` -> `imr`, memory-only operands are passed by address as `*m`),
//! a `+` operand becomes an output plus a tied input, and the x86 clobbers clang always adds
//! (`~{dirflag},~{fpsr},~{flags}`) are appended. Constraints outside the table below are
//! "not supported yet".

use xmp_frontend::ast;

use super::{Lowerer, R};
use crate::target::{AsmArg, InlineAsm};
use crate::types::{IntKind, Type};
use crate::xir::{Expr, ExprKind, Span};

/// What a GCC constraint letter means on x86-64, and its LLVM spelling.
struct Letter {
    gcc: char,
    llvm: &'static str,
    class: Class,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Class {
    /// Any register of a class (`r`, `q`, `x`, ...).
    Reg,
    /// One specific register (`a` = eax/rax): must be the whole constraint.
    Fixed,
    Mem,
    Imm,
    /// `g`: register, memory or immediate.
    Any,
}

const LETTERS: &[Letter] = &[
    Letter {
        gcc: 'r',
        llvm: "r",
        class: Class::Reg,
    },
    Letter {
        gcc: 'q',
        llvm: "q",
        class: Class::Reg,
    },
    Letter {
        gcc: 'Q',
        llvm: "Q",
        class: Class::Reg,
    },
    Letter {
        gcc: 'R',
        llvm: "R",
        class: Class::Reg,
    },
    Letter {
        gcc: 'l',
        llvm: "l",
        class: Class::Reg,
    },
    Letter {
        gcc: 'x',
        llvm: "x",
        class: Class::Reg,
    },
    Letter {
        gcc: 'f',
        llvm: "f",
        class: Class::Reg,
    },
    Letter {
        gcc: 'a',
        llvm: "{ax}",
        class: Class::Fixed,
    },
    Letter {
        gcc: 'b',
        llvm: "{bx}",
        class: Class::Fixed,
    },
    Letter {
        gcc: 'c',
        llvm: "{cx}",
        class: Class::Fixed,
    },
    Letter {
        gcc: 'd',
        llvm: "{dx}",
        class: Class::Fixed,
    },
    Letter {
        gcc: 'S',
        llvm: "{si}",
        class: Class::Fixed,
    },
    Letter {
        gcc: 'D',
        llvm: "{di}",
        class: Class::Fixed,
    },
    Letter {
        gcc: 't',
        llvm: "{st}",
        class: Class::Fixed,
    },
    Letter {
        gcc: 'u',
        llvm: "{st(1)}",
        class: Class::Fixed,
    },
    Letter {
        gcc: 'm',
        llvm: "m",
        class: Class::Mem,
    },
    Letter {
        gcc: 'o',
        llvm: "o",
        class: Class::Mem,
    },
    Letter {
        gcc: 'i',
        llvm: "i",
        class: Class::Imm,
    },
    Letter {
        gcc: 'n',
        llvm: "n",
        class: Class::Imm,
    },
    Letter {
        gcc: 'I',
        llvm: "I",
        class: Class::Imm,
    },
    Letter {
        gcc: 'J',
        llvm: "J",
        class: Class::Imm,
    },
    Letter {
        gcc: 'K',
        llvm: "K",
        class: Class::Imm,
    },
    Letter {
        gcc: 'L',
        llvm: "L",
        class: Class::Imm,
    },
    Letter {
        gcc: 'M',
        llvm: "M",
        class: Class::Imm,
    },
    Letter {
        gcc: 'N',
        llvm: "N",
        class: Class::Imm,
    },
    Letter {
        gcc: 'O',
        llvm: "O",
        class: Class::Imm,
    },
    Letter {
        gcc: 'e',
        llvm: "e",
        class: Class::Imm,
    },
    Letter {
        gcc: 'Z',
        llvm: "Z",
        class: Class::Imm,
    },
    Letter {
        gcc: 'g',
        llvm: "imr",
        class: Class::Any,
    },
];

/// A constraint after reading: its LLVM code (without `=`/`*`) and what it allows.
struct Parsed {
    code: String,
    early_clobber: bool,
    reg: bool,
    mem: bool,
    /// Tied to output N (`"0"` or `"[name]"`), inputs only.
    tied: Option<usize>,
}

/// Reads the letters of one GCC constraint (after `=`/`+`).
fn parse_letters(body: &str, outputs: &[ast::AsmOperand]) -> Result<Parsed, String> {
    let mut p = Parsed {
        code: String::new(),
        early_clobber: false,
        reg: false,
        mem: false,
        tied: None,
    };
    let unsupported = || format!("inline asm constraint '{body}' is not supported yet");
    let mut fixed = false;
    let mut letters = 0;
    let mut chars = body.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '&' => p.early_clobber = true,
            // Commutative with the next operand: a hint LLVM does not take.
            '%' => {}
            '0'..='9' => {
                let mut n = c.to_digit(10).unwrap_or(0) as usize;
                while let Some(d) = chars.peek().and_then(|d| d.to_digit(10)) {
                    n = n * 10 + d as usize;
                    chars.next();
                }
                p.tied = Some(n);
            }
            '[' => {
                let name: String = chars.by_ref().take_while(|&c| c != ']').collect();
                let i = outputs
                    .iter()
                    .position(|o| o.name.as_deref() == Some(name.as_str()))
                    .ok_or_else(|| {
                        format!("unknown symbolic operand name in inline assembly string '{name}'")
                    })?;
                p.tied = Some(i);
            }
            _ => {
                let l = LETTERS
                    .iter()
                    .find(|l| l.gcc == c)
                    .ok_or_else(unsupported)?;
                // Immediates combine with a fixed register (`"Nd"`: a port number or dx).
                if l.class != Class::Imm {
                    letters += 1;
                }
                fixed |= l.class == Class::Fixed;
                p.reg |= matches!(l.class, Class::Reg | Class::Fixed | Class::Any);
                p.mem |= matches!(l.class, Class::Mem | Class::Any);
                if !p.code.contains(l.llvm) {
                    p.code.push_str(l.llvm);
                }
            }
        }
    }
    // A specific register combined with other letters has no single LLVM spelling.
    if (fixed && letters > 1) || (p.tied.is_some() && !p.code.is_empty()) {
        return Err(unsupported());
    }
    Ok(p)
}

/// Whether a value of this type can live in a register operand as itself.
fn register_type(t: &Type) -> bool {
    match t {
        Type::Int(IntKind::Bool) => false,
        Type::Int(_) | Type::Float(_) | Type::Pointer(_) => true,
        _ => false,
    }
}

/// The template in LLVM's syntax. `names` are the operand names in GCC numbering (outputs,
/// then inputs), `nlabels` labels follow them.
fn translate_template(
    t: &str,
    names: &[Option<String>],
    labels: &[String],
    label_base: usize,
) -> Result<String, String> {
    let mut out = String::new();
    let b = t.as_bytes();
    let mut i = 0;
    let operand = |s: &str| -> Result<usize, String> {
        if let Some(k) = names.iter().position(|n| n.as_deref() == Some(s)) {
            return Ok(k);
        }
        if let Some(k) = labels.iter().position(|n| n == s) {
            return Ok(label_base + k);
        }
        Err(format!(
            "unknown symbolic operand name in inline assembly string '{s}'"
        ))
    };
    let total = label_base + labels.len();
    while i < b.len() {
        let c = b[i];
        i += 1;
        match c {
            b'$' => out.push_str("$$"),
            b'{' => out.push_str("$("),
            b'|' => out.push_str("$|"),
            b'}' => out.push_str("$)"),
            b'%' => {
                let Some(&n) = b.get(i) else {
                    return Err("invalid % escape in inline assembly string".into());
                };
                match n {
                    b'%' | b'{' | b'|' | b'}' => {
                        out.push(n as char);
                        i += 1;
                        continue;
                    }
                    b'=' => {
                        out.push_str("${:uid}");
                        i += 1;
                        continue;
                    }
                    _ => {}
                }
                let mut modifier = None;
                if n.is_ascii_alphabetic() {
                    modifier = Some(n as char);
                    i += 1;
                }
                let idx = if b.get(i) == Some(&b'[') {
                    let end = t[i..]
                        .find(']')
                        .ok_or("unterminated symbolic operand name in inline assembly string")?;
                    let k = operand(&t[i + 1..i + end])?;
                    i += end + 1;
                    k
                } else if b.get(i).is_some_and(|d| d.is_ascii_digit()) {
                    let s = i;
                    while b.get(i).is_some_and(|d| d.is_ascii_digit()) {
                        i += 1;
                    }
                    t[s..i].parse::<usize>().map_err(|e| e.to_string())?
                } else {
                    return Err("invalid % escape in inline assembly string".into());
                };
                if idx >= total {
                    return Err("invalid operand number in inline asm string".into());
                }
                match modifier {
                    Some(m) => out.push_str(&format!("${{{idx}:{m}}}")),
                    None => out.push_str(&format!("${idx}")),
                }
            }
            _ => out.push(c as char),
        }
    }
    Ok(out)
}

impl Lowerer {
    /// File-scope `asm("...")`.
    pub(crate) fn file_scope_asm(&mut self, text: &str) {
        self.m.target.module_asm.push(text.to_string());
    }

    /// An `asm` statement as an expression of type `void`.
    pub(crate) fn asm_stmt(&mut self, a: &ast::AsmStmt, span: Span) -> R<Expr> {
        let mut constraints: Vec<String> = vec![];
        let mut outputs = vec![];
        let mut args = vec![];
        // Inputs a `+` output adds, placed after the written inputs.
        let mut tied_later: Vec<(String, AsmArg)> = vec![];
        let mut uses_memory = false;
        let mut out_types: Vec<Type> = vec![];
        for o in &a.outputs {
            let (plus, body) = match o.constraint.as_bytes().first() {
                Some(b'=') => (false, &o.constraint[1..]),
                Some(b'+') => (true, &o.constraint[1..]),
                _ => {
                    let m = format!("invalid output constraint '{}' in asm", o.constraint);
                    return self.fail(o.expr.span, m);
                }
            };
            let p = match parse_letters(body, &a.outputs) {
                Ok(p) if p.tied.is_none() => p,
                Ok(_) => {
                    let m = format!("invalid output constraint '{}' in asm", o.constraint);
                    return self.fail(o.expr.span, m);
                }
                Err(m) => return self.fail(o.expr.span, m),
            };
            let lv = self.expr(&o.expr)?;
            self.check_assignable(&lv, o.expr.span)?;
            let ec = if p.early_clobber { "&" } else { "" };
            if p.reg || !p.mem {
                if !register_type(&lv.ty) {
                    let n = self.tname(&lv.ty);
                    return self.fail(
                        o.expr.span,
                        format!("inline asm register operand of type '{n}' is not supported yet"),
                    );
                }
                constraints.push(format!("={ec}{}", p.code));
                if plus {
                    let v = self.rvalue(lv.clone());
                    tied_later.push((
                        outputs.len().to_string(),
                        AsmArg {
                            value: v,
                            indirect: None,
                        },
                    ));
                }
                out_types.push(lv.ty.clone());
                outputs.push(lv);
            } else {
                uses_memory = true;
                constraints.push(format!("={ec}*{}", p.code));
                let ty = lv.ty.clone();
                let addr = self.addr_of(lv, o.expr.span)?;
                if plus {
                    tied_later.push((
                        format!("*{}", p.code),
                        AsmArg {
                            value: addr.clone(),
                            indirect: Some(ty.clone()),
                        },
                    ));
                }
                args.push(AsmArg {
                    value: addr,
                    indirect: Some(ty),
                });
                out_types.push(Type::Void);
            }
        }
        for i in &a.inputs {
            let p = match parse_letters(&i.constraint, &a.outputs) {
                Ok(p) => p,
                Err(m) => return self.fail(i.expr.span, m),
            };
            if i.constraint.starts_with(['=', '+']) {
                let m = format!("invalid input constraint '{}' in asm", i.constraint);
                return self.fail(i.expr.span, m);
            }
            if let Some(t) = p.tied {
                let Some(oty) = out_types.get(t) else {
                    let m = format!("invalid input constraint '{}' in asm", i.constraint);
                    return self.fail(i.expr.span, m);
                };
                if oty.is_void() {
                    return self.fail(
                        i.expr.span,
                        "an input tied to a memory output is not supported yet",
                    );
                }
                let v = self.rvalue_expr(&i.expr)?;
                let v = if v.ty == *oty {
                    v
                } else if v.ty.is_scalar() && oty.is_scalar() && register_type(&v.ty) {
                    // clang widens a tied integer input to the output's type.
                    self.convert(v, &oty.clone())
                } else {
                    let n = self.tname(&v.ty);
                    return self.fail(
                        i.expr.span,
                        format!("inline asm input of type '{n}' tied to a different output type is not supported yet"),
                    );
                };
                constraints.push(t.to_string());
                args.push(AsmArg {
                    value: v,
                    indirect: None,
                });
                continue;
            }
            if p.reg || !p.mem {
                let v = self.rvalue_expr(&i.expr)?;
                if !register_type(&v.ty) {
                    let n = self.tname(&v.ty);
                    return self.fail(
                        i.expr.span,
                        format!("inline asm operand of type '{n}' is not supported yet"),
                    );
                }
                if !p.reg && !p.mem && !matches!(v.kind, ExprKind::IntConst(_)) {
                    let Some(c) = self.const_int_expr(&i.expr) else {
                        let m = format!(
                            "constraint '{}' expects an integer constant expression",
                            i.constraint
                        );
                        return self.fail(i.expr.span, m);
                    };
                    let ty = v.ty.clone();
                    args.push(AsmArg {
                        value: Expr::new(ExprKind::IntConst(c), ty, i.expr.span),
                        indirect: None,
                    });
                } else {
                    args.push(AsmArg {
                        value: v,
                        indirect: None,
                    });
                }
                constraints.push(p.code);
            } else {
                uses_memory = true;
                let lv = self.expr(&i.expr)?;
                if !lv.is_lvalue() {
                    return self.fail(
                        i.expr.span,
                        "a memory operand that is not an lvalue is not supported yet",
                    );
                }
                let ty = lv.ty.clone();
                let addr = self.addr_of(lv, i.expr.span)?;
                args.push(AsmArg {
                    value: addr,
                    indirect: Some(ty),
                });
                constraints.push(format!("*{}", p.code));
            }
        }
        for (c, arg) in tied_later {
            constraints.push(c);
            args.push(arg);
        }
        let mut labels = vec![];
        for l in &a.labels {
            labels.push(self.label_id(&l.name, l.span)?);
            constraints.push("!i".into());
        }
        let mut memory_clobber = false;
        for c in &a.clobbers {
            let name = c.trim_start_matches(['%', '#']);
            match name {
                "memory" => {
                    memory_clobber = true;
                    constraints.push("~{memory}".into());
                }
                "cc" => constraints.push("~{cc}".into()),
                "" => return self.fail(span, format!("unknown register name '{c}' in asm")),
                _ if name
                    .chars()
                    .all(|ch| ch.is_ascii_alphanumeric() || ch == '(' || ch == ')') =>
                {
                    constraints.push(format!("~{{{name}}}"))
                }
                _ => return self.fail(span, format!("unknown register name '{c}' in asm")),
            }
        }
        constraints.extend(["~{dirflag}", "~{fpsr}", "~{flags}"].map(String::from));
        let names: Vec<Option<String>> = a
            .outputs
            .iter()
            .chain(&a.inputs)
            .map(|o| o.name.clone())
            .collect();
        let label_names: Vec<String> = a.labels.iter().map(|l| l.name.clone()).collect();
        // GCC numbers the labels after every operand, the inputs `+` adds included.
        let plus = a
            .outputs
            .iter()
            .filter(|o| o.constraint.starts_with('+'))
            .count();
        let template =
            match translate_template(&a.template, &names, &label_names, names.len() + plus) {
                Ok(t) => t,
                Err(m) => return self.fail(span, m),
            };
        let side_effects = a.volatile || a.goto || outputs.is_empty() && out_types.is_empty();
        let asm = InlineAsm {
            template,
            constraints: constraints.join(","),
            side_effects,
            readnone: !side_effects && !uses_memory && !memory_clobber,
            outputs,
            args,
            labels,
        };
        Ok(Expr::new(
            ExprKind::InlineAsm(Box::new(asm)),
            Type::Void,
            span,
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::translate_template;

    #[test]
    fn template_operands_and_escapes() {
        let names = vec![Some("out".to_string()), None];
        let t = translate_template("mov %[out], %1; %%eax $5 %k0 {a|b} %=", &names, &[], 2);
        assert_eq!(t.unwrap(), "mov $0, $1; %eax $$5 ${0:k} $(a$|b$) ${:uid}");
        let t = translate_template("jz %l[done]", &names, &["done".to_string()], 2);
        assert_eq!(t.unwrap(), "jz ${2:l}");
        assert!(translate_template("%3", &names, &[], 2).is_err());
    }
}
