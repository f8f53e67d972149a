//! Itanium C++ ABI names for C functions declared `__attribute__((overloadable))`, as clang
//! gives them (`_Z3fooi`, `_ZL3bard` for internal ones), so that objects link with clang's.
//!
//! XIR types carry no qualifiers: the qualifiers of the levels below each parameter come from
//! its qualifier chain (see [`super::QType::chain`]); the parameter's own qualifiers are not
//! part of the function type. Enumerations are their compatible integer type in XIR: the
//! declaration tells which parameters name an enum (directly or through a typedef), whose
//! name then stands for the integer at the bottom of the parameter's type.

use super::Quals;
use crate::types::{FloatKind, FuncType, IntKind, StructDef, Type};

/// Codes of the builtin types: never substitution candidates.
const INT_CODES: &[(IntKind, &str)] = &[
    (IntKind::Bool, "b"),
    (IntKind::Char, "c"),
    (IntKind::SChar, "a"),
    (IntKind::UChar, "h"),
    (IntKind::Short, "s"),
    (IntKind::UShort, "t"),
    (IntKind::Int, "i"),
    (IntKind::UInt, "j"),
    (IntKind::Long, "l"),
    (IntKind::ULong, "m"),
    (IntKind::LongLong, "x"),
    (IntKind::ULongLong, "y"),
    (IntKind::Int128, "n"),
    (IntKind::UInt128, "o"),
];

const FLOAT_CODES: &[(FloatKind, &str)] = &[
    (FloatKind::Half, "DF16_"),
    (FloatKind::BF16, "DF16b"),
    (FloatKind::Fp16, "Dh"),
    (FloatKind::Float, "f"),
    (FloatKind::Double, "d"),
    (FloatKind::LongDouble, "e"),
];

/// The symbol of an overloadable function `name` of type `ft`; `chains` are the parameters'
/// qualifier chains (possibly empty when unknown). `Err` names a type we cannot mangle.
pub(crate) fn function_symbol(
    name: &str,
    ft: &FuncType,
    chains: &[Vec<Quals>],
    enums: &[Option<String>],
    internal: bool,
    structs: &[StructDef],
) -> Result<String, String> {
    let mut m = Mangler {
        subs: vec![],
        structs,
    };
    let mut out = String::from("_Z");
    if internal {
        out.push('L');
    }
    out.push_str(&format!("{}{name}", name.len()));
    out.push_str(&m.params(ft, chains, enums)?);
    Ok(out)
}

struct Mangler<'a> {
    /// Substitution candidates, as their encodings without substitutions, in order.
    subs: Vec<String>,
    structs: &'a [StructDef],
}

/// `S_`, `S0_`, `S1_` ... (sequence numbers in base 36, digits then capitals).
fn sub_ref(i: usize) -> String {
    if i == 0 {
        return "S_".into();
    }
    let mut n = i - 1;
    let mut digits = vec![];
    loop {
        let d = (n % 36) as u8;
        digits.push(if d < 10 { b'0' + d } else { b'A' + d - 10 });
        n /= 36;
        if n == 0 {
            break;
        }
    }
    digits.reverse();
    format!("S{}_", String::from_utf8_lossy(&digits))
}

fn quals_code(q: Quals) -> String {
    let mut s = String::new();
    for (on, c) in [(q.r, 'r'), (q.v, 'V'), (q.c, 'K')] {
        if on {
            s.push(c);
        }
    }
    s
}

impl Mangler<'_> {
    /// The parameter list of a function type: `v` for none, `z` for `...`.
    fn params(
        &mut self,
        ft: &FuncType,
        chains: &[Vec<Quals>],
        enums: &[Option<String>],
    ) -> Result<String, String> {
        let mut out = String::new();
        for (i, p) in ft.params.iter().enumerate() {
            let below = chains.get(i).and_then(|c| c.get(1..)).unwrap_or(&[]);
            let base = enums.get(i).and_then(|e| e.as_deref());
            out.push_str(&self.ty(p, Quals::default(), below, base)?);
        }
        if ft.variadic {
            out.push('z');
        } else if ft.params.is_empty() {
            out.push('v');
        }
        Ok(out)
    }

    /// The encoding of `t` with qualifiers `q`; `below` are the qualifiers of the levels under
    /// it (a pointer's pointee, an array's element); `base` names the enum that the integer
    /// at the bottom of the pointers and arrays is.
    fn ty(
        &mut self,
        t: &Type,
        q: Quals,
        below: &[Quals],
        base: Option<&str>,
    ) -> Result<String, String> {
        let named_int = matches!(t, Type::Int(_)) && base.is_some();
        if let (Some(code), false) = (builtin_code(t), named_int) {
            if q == Quals::default() {
                return Ok(code.to_string());
            }
        }
        let key = self.plain(t, q, below, base)?;
        if let Some(i) = self.subs.iter().position(|s| *s == key) {
            return Ok(sub_ref(i));
        }
        let next = below.first().copied().unwrap_or_default();
        let rest = below.get(1..).unwrap_or(&[]);
        let out = if q != Quals::default() {
            let inner = self.ty(t, Quals::default(), below, base)?;
            format!("{}{inner}", quals_code(q))
        } else {
            match t {
                Type::Pointer(p) => format!("P{}", self.ty(p, next, rest, base)?),
                Type::Array(e, n) => {
                    let dim = n.map(|n| n.to_string()).unwrap_or_default();
                    format!("A{dim}_{}", self.ty(e, next, rest, base)?)
                }
                Type::Complex(k) => format!("C{}", float_code(*k)),
                Type::Vector(e, n, _) => {
                    format!("Dv{n}_{}", self.ty(e, Quals::default(), &[], None)?)
                }
                Type::Function(ft) => {
                    let ret = self.ty(&ft.ret, Quals::default(), &[], None)?;
                    let ps = if ft.no_prototype {
                        "v".to_string()
                    } else {
                        self.params(ft, &[], &[])?
                    };
                    format!("F{ret}{ps}E")
                }
                _ => key.clone(),
            }
        };
        self.subs.push(key);
        Ok(out)
    }

    /// The encoding without substitutions: the identity of a substitution candidate.
    fn plain(
        &self,
        t: &Type,
        q: Quals,
        below: &[Quals],
        base: Option<&str>,
    ) -> Result<String, String> {
        let next = below.first().copied().unwrap_or_default();
        let rest = below.get(1..).unwrap_or(&[]);
        let none = Quals::default();
        let inner = match t {
            Type::Pointer(p) => format!("P{}", self.plain(p, next, rest, base)?),
            Type::Array(e, n) => {
                let dim = n.map(|n| n.to_string()).unwrap_or_default();
                format!("A{dim}_{}", self.plain(e, next, rest, base)?)
            }
            Type::Int(_) if base.is_some() => {
                let b = base.unwrap_or_default();
                format!("{}{b}", b.len())
            }
            Type::Complex(k) => format!("C{}", float_code(*k)),
            Type::Vector(e, n, _) => format!("Dv{n}_{}", self.plain(e, none, &[], None)?),
            Type::Function(ft) => {
                let mut s = format!("F{}", self.plain(&ft.ret, none, &[], None)?);
                for p in &ft.params {
                    s.push_str(&self.plain(p, none, &[], None)?);
                }
                if ft.variadic {
                    s.push('z');
                } else if ft.params.is_empty() {
                    s.push('v');
                }
                s.push('E');
                s
            }
            Type::Struct(id) => {
                let name = self
                    .structs
                    .get(*id as usize)
                    .map(|s| s.name.as_str())
                    .unwrap_or("");
                if name.is_empty() || name.contains('.') {
                    return Err("a parameter of unnamed structure or union type".into());
                }
                format!("{}{name}", name.len())
            }
            Type::VaList => "13__va_list_tag".into(),
            Type::Vla(..) => return Err("a variable-length array parameter".into()),
            _ => match builtin_code(t) {
                Some(c) => c.to_string(),
                None => return Err(format!("a parameter of type {t:?}")),
            },
        };
        Ok(format!("{}{inner}", quals_code(q)))
    }
}

fn builtin_code(t: &Type) -> Option<&'static str> {
    match t {
        Type::Void => Some("v"),
        Type::Int(k) => INT_CODES.iter().find(|(x, _)| x == k).map(|(_, c)| *c),
        Type::Float(k) => Some(float_code(*k)),
        _ => None,
    }
}

fn float_code(k: FloatKind) -> &'static str {
    FLOAT_CODES
        .iter()
        .find(|(x, _)| *x == k)
        .map(|(_, c)| *c)
        .unwrap_or("d")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn q(c: bool, v: bool) -> Quals {
        Quals { c, v, r: false }
    }

    fn ptr(t: Type) -> Type {
        Type::Pointer(Box::new(t))
    }

    fn sym(params: Vec<Type>, chains: Vec<Vec<Quals>>, variadic: bool) -> String {
        let ft = FuncType {
            ret: Type::int(),
            params,
            variadic,
            no_prototype: false,
        };
        function_symbol("f", &ft, &chains, &[], false, &[]).expect("mangleable")
    }

    #[test]
    fn builtins_and_pointers() {
        assert_eq!(sym(vec![Type::int()], vec![], false), "_Z1fi");
        assert_eq!(sym(vec![], vec![], false), "_Z1fv");
        assert_eq!(sym(vec![], vec![], true), "_Z1fz");
        let cc = ptr(Type::Int(IntKind::Char));
        assert_eq!(
            sym(
                vec![cc.clone()],
                vec![vec![q(false, false), q(true, false)]],
                false
            ),
            "_Z1fPKc"
        );
        // `int **, int **, const int **`: PPi is S0_, Ki S1_, PKi S2_.
        let ppi = ptr(ptr(Type::int()));
        let none = Quals::default();
        let chains = vec![vec![], vec![], vec![none, none, q(true, false)]];
        assert_eq!(
            sym(vec![ppi.clone(), ppi.clone(), ppi], chains, false),
            "_Z1fPPiS0_PPKi"
        );
    }

    #[test]
    fn enum_parameters() {
        let ft = FuncType {
            ret: Type::int(),
            params: vec![Type::Int(IntKind::UInt), ptr(Type::Int(IntKind::UInt))],
            variadic: false,
            no_prototype: false,
        };
        let e = Some("E".to_string());
        let s = function_symbol("f", &ft, &[], &[e.clone(), e], false, &[]);
        assert_eq!(s.as_deref(), Ok("_Z1f1EPS_"));
    }

    #[test]
    fn sequence_numbers() {
        assert_eq!(sub_ref(0), "S_");
        assert_eq!(sub_ref(1), "S0_");
        assert_eq!(sub_ref(10), "S9_");
        assert_eq!(sub_ref(11), "SA_");
        assert_eq!(sub_ref(37), "S10_");
    }
}
