//! C function overloading as clang provides it (`__attribute__((overloadable))`): overload
//! sets, the rules for redeclaring their members, resolution of calls by the ranks of the
//! implicit conversions (clang's C overload resolution), and the address of a member taken
//! with a function-pointer target type.
//!
//! An overload set is every file-scope function of one name once any of its declarations says
//! `overloadable`; at most one member lacks the attribute and keeps the plain C symbol, the
//! others get Itanium names (see [`super::mangle`]).

use xmp_frontend::ast;
use xmp_frontend::diag::Diagnostic;

use super::{Lowerer, Quals, Sym, R};
use crate::types::{FloatKind, FuncType, IntKind, Type};
use crate::xir::{Expr, ExprKind, FuncId, Span};

/// How a declaration relates to the functions already declared under its name.
pub(crate) enum Prior {
    /// No overloading involved: C's rules for redeclarations apply.
    Plain,
    /// A redeclaration of this member of the overload set.
    Redecl(FuncId),
    /// A new member of the overload set.
    New,
}

/// Ranks of implicit conversion sequences, best first (clang's `ImplicitConversionRank` for
/// the conversions C has).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Rank {
    Exact,
    Promotion,
    Conversion,
    /// Between a real and a complex type.
    ComplexReal,
    /// What C accepts with a diagnostic only: incompatible pointers, dropped qualifiers.
    CConversion,
    /// An argument matched by `...`.
    Ellipsis,
}

/// One argument's conversion to one parameter.
#[derive(Clone, Copy, Debug)]
struct Ics {
    rank: Rank,
    /// A pointer converted to `_Bool` (worse than other conversions of its rank).
    ptr_to_bool: bool,
    /// For pointer parameters: the qualifiers of what the parameter points to (of two
    /// qualification conversions, the one adding fewer qualifiers is better).
    pointee: Quals,
}

/// Why a candidate cannot take the arguments.
enum NotViable {
    Arity,
    Arg(usize),
}

fn ordinal(n: usize) -> String {
    let suffix = match (n % 10, n % 100) {
        (1, x) if x != 11 => "st",
        (2, x) if x != 12 => "nd",
        (3, x) if x != 13 => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

fn subset(a: Quals, b: Quals) -> bool {
    (!a.c || b.c) && (!a.v || b.v) && (!a.r || b.r)
}

/// `-1` when `a` is the better conversion, `1` when `b` is, `0` when neither.
fn compare(a: &Ics, b: &Ics) -> i32 {
    if a.rank != b.rank {
        return if a.rank < b.rank { -1 } else { 1 };
    }
    if a.rank == Rank::Conversion && a.ptr_to_bool != b.ptr_to_bool {
        return if b.ptr_to_bool { -1 } else { 1 };
    }
    if a.rank == Rank::Exact && a.pointee != b.pointee {
        if subset(a.pointee, b.pointee) {
            return -1;
        }
        if subset(b.pointee, a.pointee) {
            return 1;
        }
    }
    0
}

/// The type an integer of kind `k` promotes to (C99 6.3.1.1), when it is a promotion.
fn int_promotion(k: IntKind) -> Option<IntKind> {
    match k {
        IntKind::Bool
        | IntKind::Char
        | IntKind::SChar
        | IntKind::UChar
        | IntKind::Short
        | IntKind::UShort => Some(IntKind::Int),
        _ => None,
    }
}

/// clang's floating-point promotions in C: `float` to `double`, `float`/`double` to `long
/// double` (C99 6.3.1.5), `__fp16` to `float`.
fn float_promotion(from: FloatKind, to: FloatKind) -> bool {
    use FloatKind::*;
    matches!(
        (from, to),
        (Float, Double) | (Float, LongDouble) | (Double, LongDouble) | (Fp16, Float)
    )
}

impl Lowerer {
    /// The overload set a function belongs to, when it has more than one member or its one
    /// member needs resolution's checks (unavailable).
    fn overload_set_of(&self, fid: FuncId) -> Option<Vec<FuncId>> {
        let f = self.m.functions.get(fid as usize)?;
        let set = self.overloads.get(&f.name)?;
        let single_unavailable = set.len() == 1 && self.finfo[fid as usize].unavailable.is_some();
        (set.len() > 1 || single_unavailable).then(|| set.clone())
    }

    /// Whether two parameter lists declare the same function (not an overload): equal types
    /// with equal qualifiers below the top level.
    fn same_signature(&self, a: FuncId, ft: &FuncType, chains: &[Vec<Quals>]) -> bool {
        let old = &self.m.functions[a as usize].ty;
        let old_chains = &self.finfo[a as usize].param_chains;
        if old.variadic != ft.variadic || old.params.len() != ft.params.len() {
            return false;
        }
        let below = |c: Option<&Vec<Quals>>, i: usize| -> Quals {
            c.and_then(|c| c.get(i)).copied().unwrap_or_default()
        };
        old.params
            .iter()
            .zip(&ft.params)
            .enumerate()
            .all(|(i, (x, y))| {
                let depth = old_chains
                    .get(i)
                    .map_or(0, |c| c.len())
                    .max(chains.get(i).map_or(0, |c| c.len()));
                self.compatible(x, y)
                    && (1..depth).all(|l| below(old_chains.get(i), l) == below(chains.get(i), l))
            })
    }

    /// Decides how a function declaration joins the functions of its name, with clang's
    /// diagnostics for mixing `overloadable` and unmarked declarations.
    pub(crate) fn overload_prior(
        &mut self,
        name: &ast::Ident,
        ft: &FuncType,
        chains: &[Vec<Quals>],
        overloadable: bool,
    ) -> R<Prior> {
        if overloadable && ft.no_prototype {
            return self.fail(
                name.span,
                format!(
                    "'overloadable' function '{}' must have a prototype",
                    name.name
                ),
            );
        }
        let members: Vec<FuncId> = match self.overloads.get(&name.name) {
            Some(s) => s.clone(),
            None => match self.funcs_by_name.get(&name.name) {
                Some(&f) if overloadable => vec![f],
                _ => return Ok(Prior::Plain),
            },
        };
        if !overloadable
            && members
                .iter()
                .all(|&m| !self.finfo[m as usize].overloadable)
        {
            return Ok(Prior::Plain);
        }
        let same = members
            .iter()
            .copied()
            .find(|&m| self.same_signature(m, ft, chains));
        let unmarked = members
            .iter()
            .copied()
            .find(|&m| !self.finfo[m as usize].overloadable);
        match same {
            Some(m) if self.finfo[m as usize].overloadable != overloadable => {
                let prev = self.m.functions[m as usize].span;
                let (msg, note) = if overloadable {
                    (
                        "must not have",
                        "previous unmarked overload of function is here",
                    )
                } else {
                    ("must have", "previous overload of function is here")
                };
                let d = Diagnostic::error(
                    name.span,
                    format!(
                        "redeclaration of '{}' {msg} the 'overloadable' attribute",
                        name.name
                    ),
                )
                .with_note(Some(prev), note);
                self.d.push(d);
                Err(())
            }
            Some(m) => Ok(Prior::Redecl(m)),
            None => {
                if let (false, Some(u)) = (overloadable, unmarked) {
                    let prev = self.m.functions[u as usize].span;
                    let d = Diagnostic::error(
                        name.span,
                        "at most one overload for a given name may lack the 'overloadable' attribute",
                    )
                    .with_note(Some(prev), "previous unmarked overload of function is here");
                    self.d.push(d);
                    return Err(());
                }
                Ok(Prior::New)
            }
        }
    }

    /// Records a new member of the overload set of `name` (creating the set with the earlier
    /// unmarked function, if any).
    pub(crate) fn join_overload_set(&mut self, name: &str, fid: FuncId, overloadable: bool) {
        if !self.overloads.contains_key(name) {
            if !overloadable {
                return;
            }
            let first: Vec<FuncId> = self.funcs_by_name.get(name).copied().into_iter().collect();
            self.overloads.insert(name.to_string(), first);
        }
        if let Some(s) = self.overloads.get_mut(name) {
            s.push(fid);
        }
    }

    /// The set of the function `name` denotes here, when calls to it need resolution.
    fn overloads_named(&self, name: &str) -> Option<Vec<FuncId>> {
        match self.lookup_quiet(name) {
            Some(Sym::Func(fid)) => self.overload_set_of(*fid),
            _ => None,
        }
    }

    /// A call whose callee names an overload set: the best candidate for the arguments, or
    /// clang's errors (ambiguous, no viable candidate, unavailable).
    pub(crate) fn overloaded_call(
        &mut self,
        callee: &ast::Expr,
        args: &[ast::Expr],
        span: Span,
    ) -> Option<R<Expr>> {
        let ast::ExprKind::Ident(name) = &callee.kind else {
            return None;
        };
        let set = self.overloads_named(name)?;
        Some(self.resolve_call(name, &set, callee.span, args, span))
    }

    fn resolve_call(
        &mut self,
        name: &str,
        set: &[FuncId],
        at: Span,
        args: &[ast::Expr],
        span: Span,
    ) -> R<Expr> {
        let vals = self.lower_args(args, &[])?;
        let mut viable: Vec<(FuncId, Vec<Ics>)> = vec![];
        let mut rejected: Vec<(FuncId, NotViable)> = vec![];
        for &c in set {
            match self.candidate(c, &vals) {
                Ok(ics) => viable.push((c, ics)),
                Err(why) => rejected.push((c, why)),
            }
        }
        if viable.is_empty() {
            let mut d = Diagnostic::error(at, format!("no matching function for call to '{name}'"));
            for (c, why) in rejected.iter().rev() {
                let note = self.not_viable_note(*c, why, &vals);
                d = d.with_note(Some(self.m.functions[*c as usize].span), note);
            }
            self.d.push(d);
            return Err(());
        }
        let better = |a: &[Ics], b: &[Ics]| {
            let mut some = false;
            for (x, y) in a.iter().zip(b) {
                match compare(x, y) {
                    1 => return false,
                    -1 => some = true,
                    _ => {}
                }
            }
            some
        };
        let best = (0..viable.len())
            .find(|&i| (0..viable.len()).all(|j| i == j || better(&viable[i].1, &viable[j].1)));
        let Some(best) = best else {
            let mut d = Diagnostic::error(at, format!("call to '{name}' is ambiguous"));
            // The candidates no other one beats.
            for (c, a) in &viable {
                if !viable.iter().any(|(_, b)| better(b, a)) {
                    d = d.with_note(
                        Some(self.m.functions[*c as usize].span),
                        "candidate function",
                    );
                }
            }
            self.d.push(d);
            return Err(());
        };
        let fid = viable[best].0;
        // The member called is the one used (for -Wunused-function).
        self.usage.note(&Sym::Func(fid));
        if let Some(msg) = self.finfo[fid as usize].unavailable.clone() {
            let tail = if msg.is_empty() {
                String::new()
            } else {
                format!(": {msg}")
            };
            let d = Diagnostic::error(at, format!("'{name}' is unavailable{tail}")).with_note(
                Some(self.m.functions[fid as usize].span),
                format!("'{name}' has been explicitly marked unavailable here"),
            );
            self.d.push(d);
            return Err(());
        }
        let fty = Type::Function(Box::new(self.m.functions[fid as usize].ty.clone()));
        let f = self.rvalue(Expr::new(ExprKind::Func(fid), fty, at));
        self.call_values(f, vals, span)
    }

    /// The conversions of the arguments to the candidate's parameters.
    fn candidate(&self, c: FuncId, vals: &[Expr]) -> Result<Vec<Ics>, NotViable> {
        let ft = &self.m.functions[c as usize].ty;
        let np = ft.params.len();
        if vals.len() < np || vals.len() > np && !ft.variadic {
            return Err(NotViable::Arity);
        }
        let chains = &self.finfo[c as usize].param_chains;
        let mut out = vec![];
        for (i, v) in vals.iter().enumerate() {
            if i >= np {
                out.push(Ics {
                    rank: Rank::Ellipsis,
                    ptr_to_bool: false,
                    pointee: Quals::default(),
                });
                continue;
            }
            let below = chains.get(i).and_then(|c| c.get(1..)).unwrap_or(&[]);
            match self.conversion(v, &ft.params[i], below) {
                Some(ics) => out.push(ics),
                None => return Err(NotViable::Arg(i)),
            }
        }
        Ok(out)
    }

    /// The implicit conversion of the argument `v` to a parameter of type `to` whose levels
    /// below the top have the qualifiers `below`; `None` when there is none.
    fn conversion(&self, v: &Expr, to: &Type, below: &[Quals]) -> Option<Ics> {
        let ics = |rank| Ics {
            rank,
            ptr_to_bool: false,
            pointee: Quals::default(),
        };
        let from = &v.ty;
        match (from, to) {
            (Type::Pointer(fp), Type::Pointer(tp)) => {
                let arg_chain = self.ptr_chain(v);
                let aq = arg_chain.first().copied().unwrap_or_default();
                let pq = below.first().copied().unwrap_or_default();
                let deeper_equal = (1..arg_chain.len().max(below.len())).all(|l| {
                    arg_chain.get(l).copied().unwrap_or_default()
                        == below.get(l).copied().unwrap_or_default()
                });
                let keeps = subset(Quals { r: false, ..aq }, Quals { r: false, ..pq });
                let rank = if self.compatible(fp, tp) && deeper_equal && keeps {
                    Rank::Exact
                } else if tp.is_void() && !matches!(**fp, Type::Function(_)) && keeps {
                    Rank::Conversion
                } else {
                    Rank::CConversion
                };
                // A string literal converts to `char *` and `const char *` alike for clang
                // (its deprecated conversion to `char *`): no qualification tie-break.
                let literal = matches!(&v.kind, ExprKind::Cast(_, x) if matches!(x.kind, ExprKind::StringLit(_)));
                Some(Ics {
                    rank,
                    ptr_to_bool: false,
                    pointee: if literal {
                        Quals::default()
                    } else {
                        Quals { r: false, ..pq }
                    },
                })
            }
            (f, Type::Pointer(_)) if f.is_integer() && self.is_null_const(v) => {
                Some(ics(Rank::Conversion))
            }
            (Type::Pointer(_), Type::Int(IntKind::Bool)) => Some(Ics {
                ptr_to_bool: true,
                ..ics(Rank::Conversion)
            }),
            (f, t) if f.is_arithmetic() && t.is_arithmetic() => Some(ics(arith_rank(f, t))),
            (Type::Vector(..), Type::Vector(..)) => {
                if self.compatible(from, to) {
                    Some(ics(Rank::Exact))
                } else if self.size_of(from) == self.size_of(to) {
                    Some(ics(Rank::Conversion))
                } else {
                    None
                }
            }
            (Type::Struct(a), Type::Struct(b)) if a == b => Some(ics(Rank::Exact)),
            _ => None,
        }
    }

    fn not_viable_note(&self, c: FuncId, why: &NotViable, vals: &[Expr]) -> String {
        let ft = &self.m.functions[c as usize].ty;
        match why {
            NotViable::Arity => {
                let np = ft.params.len();
                let n = vals.len();
                let at_least = if ft.variadic { "at least " } else { "" };
                let args = if np == 1 { "argument" } else { "arguments" };
                let were = if n == 1 { "was" } else { "were" };
                format!(
                    "candidate function not viable: requires {at_least}{np} {args}, but {n} {were} provided"
                )
            }
            NotViable::Arg(i) => {
                let from = self.tname(&vals[*i].ty);
                let to = self.tname(&ft.params[*i]);
                format!(
                    "candidate function not viable: no known conversion from '{from}' to '{to}' for {} argument",
                    ordinal(i + 1)
                )
            }
        }
    }

    /// Lowers `e` as an rvalue that converts to `target`: an overloaded function name (or its
    /// address) picks the member of the target's function type.
    pub(crate) fn rvalue_for(&mut self, e: &ast::Expr, target: &Type) -> R<Expr> {
        let inner = match &e.kind {
            ast::ExprKind::Unary(ast::UnaryOp::AddrOf, x) => x,
            _ => e,
        };
        if let ast::ExprKind::Ident(name) = &inner.kind {
            if let Some(r) = self.overloaded_address(name, Some(target), inner.span) {
                let f = r?;
                return Ok(self.rvalue(f));
            }
        }
        self.rvalue_expr(e)
    }

    /// `name` used as a value where it names an overload set: the member whose type is the
    /// function type `target` points to, or clang's error.
    pub(crate) fn overloaded_address(
        &mut self,
        name: &str,
        target: Option<&Type>,
        span: Span,
    ) -> Option<R<Expr>> {
        let set = self.overloads_named(name)?;
        let want = match target {
            Some(Type::Pointer(t)) => match &**t {
                Type::Function(ft) => Some((**ft).clone()),
                _ => None,
            },
            _ => None,
        };
        if let Some(want) = want {
            let wt = Type::Function(Box::new(want));
            let hit = set.iter().copied().find(|&c| {
                let ct = Type::Function(Box::new(self.m.functions[c as usize].ty.clone()));
                self.compatible(&ct, &wt)
            });
            if let Some(fid) = hit {
                self.usage.note(&Sym::Func(fid));
                let ty = Type::Function(Box::new(self.m.functions[fid as usize].ty.clone()));
                return Some(Ok(Expr::new(ExprKind::Func(fid), ty, span)));
            }
            let t = self.tname(target.unwrap_or(&Type::Void));
            let mut d = Diagnostic::error(
                span,
                format!("initializing '{t}' with an expression of incompatible type '<overloaded function type>'"),
            );
            for &c in set.iter().rev() {
                d = d.with_note(
                    Some(self.m.functions[c as usize].span),
                    "candidate function",
                );
            }
            self.d.push(d);
            return Some(Err(()));
        }
        let mut d = Diagnostic::error(
            span,
            "reference to overloaded function could not be resolved; did you mean to call it?",
        );
        for &c in set.iter().rev() {
            d = d.with_note(
                Some(self.m.functions[c as usize].span),
                "possible target for call",
            );
        }
        self.d.push(d);
        Some(Err(()))
    }
}

/// The rank of a conversion between arithmetic types.
fn arith_rank(from: &Type, to: &Type) -> Rank {
    if from == to {
        return Rank::Exact;
    }
    match (from, to) {
        (Type::Int(f), Type::Int(t)) if int_promotion(*f) == Some(*t) => Rank::Promotion,
        (Type::Float(f), Type::Float(t)) if float_promotion(*f, *t) => Rank::Promotion,
        (Type::Complex(f), Type::Complex(t)) if float_promotion(*f, *t) => Rank::Promotion,
        (Type::Complex(_), Type::Complex(_)) => Rank::Conversion,
        (Type::Complex(_), _) | (_, Type::Complex(_)) => Rank::ComplexReal,
        _ => Rank::Conversion,
    }
}
