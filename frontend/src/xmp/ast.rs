//! Syntax trees of XMP directives (reference, Appendix A). Owned by the directive parser.
//!
//! The trees keep what was written: every indexed reference records whether it used the 1.4
//! bracket form (`t[i][j]`: C order, 0-based, `base:length:step` triplets) or the legacy
//! parenthesis form (`t(j,i)`: Fortran order, 1-based, `lower:upper:stride` triplets), and the
//! subscripts stay in the written order. Semantic analysis canonicalises them (reference 1.3);
//! the parser never reverses or rebases anything.

use crate::ast::{Expr, Ident};
use crate::source::Span;

/// One parsed `#pragma xmp` line.
#[derive(Clone, Debug)]
pub struct Directive {
    /// The directive name as written (`loop`, `nodes`, `reflect_init`, ...). For the combined
    /// declarative directive it is the first attribute word (`template` in
    /// `template, distribute(block) onto p :: t`); for tasklet communication directives it is
    /// `tasklet`.
    pub name: String,
    /// The span of the whole pragma.
    pub span: Span,
    /// The parsed body (boxed: directive trees are large and sit inside C AST enums).
    pub kind: Box<DirectiveKind>,
    /// Warnings about forms accepted beyond XMP/C 1.4 (each message ends in
    /// ` [-Wxmp-compat]`), reported once the translation unit has parsed.
    pub warnings: Vec<crate::diag::Diagnostic>,
}

/// Which notation an indexed construct was written in (reference 1.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SubscriptForm {
    /// `p[4][2]`: C order (last subscript fastest), 0-based, triplets `base:length:step`.
    Bracket,
    /// `p(2,4)`: Fortran order (first subscript fastest), 1-based, triplets `lower:upper:stride`.
    Paren,
}

/// The directive itself, one variant per body of the Appendix A grammar.
#[derive(Clone, Debug)]
pub enum DirectiveKind {
    /// `nodes p[4][*], q[2] = p[0:2]`
    Nodes(Vec<NodesDecl>),
    /// `template t[N][:], u(0:99)`
    Template(Vec<TemplateDecl>),
    /// `distribute t[block][cyclic(4)] onto p`
    Distribute(DistributeDir),
    /// `align a[i][*] with t[i+1]`
    Align(AlignDir),
    /// `shadow a[1][2:1]`
    Shadow(ShadowDir),
    /// `attr, attr :: decl, decl` (reference 1.4).
    Combined(CombinedDir),
    /// `template_fix[gblock(m)] t[n]`
    TemplateFix(TemplateFixDir),
    /// `task on ref` (a structured block follows).
    Task(TaskDir),
    /// `tasks` (a compound statement of `task` constructs follows).
    Tasks,
    /// `loop (i, j) on t[i][j] ...` (a `for` nest follows).
    Loop(LoopDir),
    /// `array on t[:]` (an array assignment follows).
    Array(ArrayDir),
    /// `reflect (a, b) width(...) orthogonal async(id) acc`
    Reflect(ReflectDir),
    /// `reflect_init (a) width(...) orthogonal acc` (XcalableACC; useful on hosts too).
    ReflectInit(ReflectDir),
    /// `reflect_do (a) acc` (XcalableACC).
    ReflectDo(ReflectDir),
    /// `reduce_shadow (a) width(...) orthogonal async(id)`
    ReduceShadow(ReflectDir),
    /// `gmove [in|out] [async(id)] [acc [(var)]]` (an assignment follows).
    Gmove(GmoveDir),
    /// `barrier [on ref] [acc]`
    Barrier(BarrierDir),
    /// `reduction (op: vars) [on ref] [async(id)] [acc]`
    Reduction(ReductionDir),
    /// `bcast (vars) [from ref] [on ref] [async(id)] [acc]`
    Bcast(BcastDir),
    /// `wait_async (ids) [on ref] [acc]`
    WaitAsync(WaitAsyncDir),
    /// `post (nodes-ref, tag)`
    Post(PostDir),
    /// `wait [(nodes-ref [, tag])]`
    Wait(WaitDir),
    /// `lock (lk:[k]) [acquired_lock(v)] [stat(v)]`
    Lock(LockDir),
    /// `unlock (lk:[k]) [stat(v)]`
    Unlock(LockDir),
    /// `coarray on p :: a, b`
    Coarray(CoarrayDir),
    /// A declarative form beyond XMP/C 1.4 that means nothing once parsed (reported with a
    /// `-Wxmp-compat` warning).
    Compat(CompatDir),
    /// `image (p)` (applies to the next image-control call).
    Image(ImageDir),
    /// `tasklets [on ref]` (draft XMP 2.0, reference 15; a structured block follows).
    Tasklets(TaskletsDir),
    /// `tasklet [on ref] [depend-clause]...` (draft; a structured block follows).
    Tasklet(TaskletDir),
    /// `taskletyield` (draft).
    TaskletYield,
    /// `taskletwait` (draft).
    TaskletWait,
    /// `tasklet reflect|gmove|bcast|reduction|reduce_shadow ...` (draft): the inner directive,
    /// parsed with the tasklet clause set (an `on` clause, no `async`/`acc`). The inner kind is
    /// always `Reflect`, `Gmove`, `Bcast`, `Reduction` or `ReduceShadow`.
    TaskletComm(Box<DirectiveKind>),
}

/// `*` or an int-expr: a node-array extent (`nodes p[*][4]`).
#[derive(Clone, Debug)]
pub enum NodesExtent {
    Expr(Expr),
    /// `*`: computed at run time from the node count.
    Star(Span),
}

/// One declared node array.
#[derive(Clone, Debug)]
pub struct NodesDecl {
    pub name: Ident,
    pub form: SubscriptForm,
    /// Extents as written (paren form: Fortran order).
    pub extents: Vec<NodesExtent>,
    /// `= nodes-ref` (`= *` is [`Ref::Current`]).
    pub equiv: Option<Ref>,
    pub span: Span,
}

/// One dimension of a template declaration or a `template_fix` extent list.
#[derive(Clone, Debug)]
pub enum TemplateSpec {
    /// Bracket `n` (indices `0..n-1`) or paren `u` (indices `1..u`).
    Extent(Expr),
    /// Paren `l:u` (indices `l..u`); never produced by the bracket form.
    Range(Expr, Expr),
    /// `:`: the shape is fixed later by `template_fix`.
    Unfixed(Span),
}

/// One declared template.
#[derive(Clone, Debug)]
pub struct TemplateDecl {
    pub name: Ident,
    pub form: SubscriptForm,
    pub dims: Vec<TemplateSpec>,
    pub span: Span,
}

/// Argument of `gblock(...)`.
#[derive(Clone, Debug)]
pub enum GblockArg {
    /// `gblock(*)`: the mapping array is given later by `template_fix`.
    Star(Span),
    /// `gblock(m)`: the name of the mapping array.
    Array(Ident),
}

/// One distribution format.
#[derive(Clone, Debug)]
pub enum DistFormatKind {
    /// `*`: not distributed.
    Star,
    /// `block` or `block(n)`.
    Block(Option<Expr>),
    /// `cyclic` or `cyclic(w)`.
    Cyclic(Option<Expr>),
    /// `gblock(*)` or `gblock(m)`.
    Gblock(GblockArg),
}

#[derive(Clone, Debug)]
pub struct DistFormat {
    pub kind: DistFormatKind,
    pub span: Span,
}

/// `distribute t <formats> onto p`.
#[derive(Clone, Debug)]
pub struct DistributeDir {
    pub template: Ident,
    /// Bracket: one `[f]` per dimension; paren: `(f1, f2)` in Fortran order.
    pub form: SubscriptForm,
    pub formats: Vec<DistFormat>,
    pub onto: Ident,
}

/// One entry of the array side of `align` (`a[i][*][:]`).
#[derive(Clone, Debug)]
pub enum AlignSource {
    /// An align dummy (local to the directive).
    Dummy(Ident),
    /// `*`: the array dimension is collapsed.
    Star(Span),
    /// `:`: paired positionally with a `:` of the template side.
    Colon(Span),
}

/// One entry of the template side of `align` (`t[i+1][*][:]`).
#[derive(Clone, Debug)]
pub enum AlignSubscript {
    /// `dummy`, `dummy + e` or `dummy - e`. `offset` is the value added to the dummy: for
    /// `i - 1` it is the expression `-1`, for `i - n + 2` it is `-n + 2`. It is `None` for a
    /// bare dummy.
    Dummy {
        name: Ident,
        offset: Option<Expr>,
        span: Span,
    },
    /// `*`: the array is replicated along this template dimension.
    Star(Span),
    /// `:`
    Colon(Span),
}

/// `align a[sources] with t[subscripts]`.
#[derive(Clone, Debug)]
pub struct AlignDir {
    pub array: Ident,
    /// Always bracket form in a stand-alone `align` (one `[src]` per array dimension).
    pub sources: Vec<AlignSource>,
    pub template: Ident,
    pub form: SubscriptForm,
    pub subscripts: Vec<AlignSubscript>,
}

/// One shadow width (per array dimension).
#[derive(Clone, Debug)]
pub enum ShadowWidth {
    /// `w`: the same width below and above.
    Both(Expr),
    /// `lo:hi` (widths, not a triplet).
    LoHi(Expr, Expr),
    /// `*`: full shadow.
    Full(Span),
}

/// `shadow a[w]...` or `shadow a(w, ...)`.
#[derive(Clone, Debug)]
pub struct ShadowDir {
    pub array: Ident,
    pub form: SubscriptForm,
    pub widths: Vec<ShadowWidth>,
}

/// One attribute of a combined directive.
#[derive(Clone, Debug)]
pub enum CombinedAttr {
    Nodes(Span),
    Template(Span),
    /// `distribute(f, ...) onto p` or `distribute[f]... onto p`.
    Distribute {
        form: SubscriptForm,
        formats: Vec<DistFormat>,
        onto: Ident,
        span: Span,
    },
    /// `align(i, *) with t(i)` or `align[i][*] with t[i]`. Each side records its own form.
    Align {
        source_form: SubscriptForm,
        sources: Vec<AlignSource>,
        template: Ident,
        form: SubscriptForm,
        subscripts: Vec<AlignSubscript>,
        span: Span,
    },
    /// `shadow(w, ...)` or `shadow[w]...`.
    Shadow {
        form: SubscriptForm,
        widths: Vec<ShadowWidth>,
        span: Span,
    },
}

/// The declarations after `::` in a combined directive. Which kind is parsed follows from the
/// attributes: `nodes` gives node-array declarations, `template`/`distribute` template
/// declarations, `align`/`shadow` plain array names.
#[derive(Clone, Debug)]
pub enum CombinedDecls {
    Nodes(Vec<NodesDecl>),
    Templates(Vec<TemplateDecl>),
    Arrays(Vec<Ident>),
}

/// `attr, attr :: decl, decl`.
#[derive(Clone, Debug)]
pub struct CombinedDir {
    pub attrs: Vec<CombinedAttr>,
    pub decls: CombinedDecls,
}

/// `template_fix [formats] t [extents]`.
#[derive(Clone, Debug)]
pub struct TemplateFixDir {
    /// The dist-format list: bracket form puts all of them in one `[...]`, comma separated.
    pub formats: Option<(SubscriptForm, Vec<DistFormat>)>,
    pub template: Ident,
    /// The new shape. Bracket form gives only extents (`lo:hi` is rejected by the parser,
    /// reference 4.6); paren form may give `l:u` ranges.
    pub specs: Option<(SubscriptForm, Vec<TemplateSpec>)>,
}

/// A triplet subscript of a node or template reference.
#[derive(Clone, Debug)]
pub struct Triplet {
    /// Bracket: the base (default 0); paren: the lower bound.
    pub lower: Option<Expr>,
    /// Bracket: the length (default: to the end); paren: the inclusive upper bound.
    pub bound: Option<Expr>,
    /// Step/stride (default 1).
    pub step: Option<Expr>,
    pub span: Span,
}

/// One subscript of a node or template reference.
#[derive(Clone, Debug)]
pub enum Subscript {
    Expr(Expr),
    Triplet(Triplet),
    /// `*`: this node's own coordinate / owned range (reference 1.5).
    Star(Span),
}

/// A node or template reference (`on`, `from`, `= nodes-ref`, `post`, `wait`). Whether the
/// name is a node array or a template is decided by semantic analysis.
#[derive(Clone, Debug)]
pub enum Ref {
    /// `*`: the current executing node set.
    Current(Span),
    Named(NamedRef),
}

impl Ref {
    pub fn span(&self) -> Span {
        match self {
            Ref::Current(s) => *s,
            Ref::Named(n) => n.span,
        }
    }
}

#[derive(Clone, Debug)]
pub struct NamedRef {
    pub name: Ident,
    /// `None` for a bare name (all elements).
    pub form: Option<SubscriptForm>,
    pub subscripts: Vec<Subscript>,
    pub span: Span,
}

/// `task on ref`.
#[derive(Clone, Debug)]
pub struct TaskDir {
    pub on: Ref,
}

/// A loop `expand`/`margin` width: `[/unbound/] lo [: hi]`.
#[derive(Clone, Debug)]
pub struct LoopWidth {
    pub unbound: bool,
    pub lo: Expr,
    /// `None`: `lo` is used on both sides.
    pub hi: Option<Expr>,
    pub span: Span,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExpandKind {
    Expand,
    Margin,
}

/// `expand(widths)` or `margin(widths)`.
#[derive(Clone, Debug)]
pub struct ExpandClause {
    pub kind: ExpandKind,
    pub widths: Vec<LoopWidth>,
    pub span: Span,
}

/// A reduction kind (the loop clause accepts all, the `reduction` construct a subset).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReductionOp {
    Add,
    Mul,
    Sub,
    BitAnd,
    BitOr,
    BitXor,
    LogAnd,
    LogOr,
    Max,
    Min,
    FirstMax,
    FirstMin,
    LastMax,
    LastMin,
}

impl ReductionOp {
    /// The reference implementation's reading of `max`/`min` with location variables:
    /// `firstmax`/`firstmin`; `None` for other kinds.
    pub fn first_of_location_form(self) -> Option<ReductionOp> {
        match self {
            ReductionOp::Max => Some(ReductionOp::FirstMax),
            ReductionOp::Min => Some(ReductionOp::FirstMin),
            _ => None,
        }
    }

    /// The spelling in the directive.
    pub fn spelling(self) -> &'static str {
        match self {
            ReductionOp::Add => "+",
            ReductionOp::Mul => "*",
            ReductionOp::Sub => "-",
            ReductionOp::BitAnd => "&",
            ReductionOp::BitOr => "|",
            ReductionOp::BitXor => "^",
            ReductionOp::LogAnd => "&&",
            ReductionOp::LogOr => "||",
            ReductionOp::Max => "max",
            ReductionOp::Min => "min",
            ReductionOp::FirstMax => "firstmax",
            ReductionOp::FirstMin => "firstmin",
            ReductionOp::LastMax => "lastmax",
            ReductionOp::LastMin => "lastmin",
        }
    }

    /// True for `firstmax`, `firstmin`, `lastmax`, `lastmin` (which take location variables).
    pub fn has_locations(self) -> bool {
        matches!(
            self,
            ReductionOp::FirstMax
                | ReductionOp::FirstMin
                | ReductionOp::LastMax
                | ReductionOp::LastMin
        )
    }
}

/// `var` or `var / loc, loc /` in a loop reduction clause.
#[derive(Clone, Debug)]
pub struct ReductionSpec {
    pub var: Ident,
    /// Location variables (only for first*/last* kinds; empty otherwise).
    pub locations: Vec<Ident>,
}

/// `reduction(op: spec, ...)` on a `loop`.
#[derive(Clone, Debug)]
pub struct ReductionClause {
    pub op: ReductionOp,
    pub op_span: Span,
    pub specs: Vec<ReductionSpec>,
    pub span: Span,
}

/// `peel_and_wait(async-id, width, ...)` (recommended extension, reference 6.3.6).
#[derive(Clone, Debug)]
pub struct PeelAndWait {
    pub async_id: Expr,
    pub widths: Vec<LoopWidth>,
    pub span: Span,
}

/// `loop [(indices)] on ref [expand|margin] [reduction]... [peel_and_wait] [acc]`.
#[derive(Clone, Debug)]
pub struct LoopDir {
    /// `None` when the index list is omitted.
    pub indices: Option<Vec<Ident>>,
    pub on: Ref,
    pub expand: Option<ExpandClause>,
    pub reductions: Vec<ReductionClause>,
    pub peel_and_wait: Option<PeelAndWait>,
    /// XcalableACC `acc` clause.
    pub acc: bool,
}

/// `array on template-ref`.
#[derive(Clone, Debug)]
pub struct ArrayDir {
    pub on: Ref,
}

/// A `reflect`/`reduce_shadow` width: `[/periodic/] lo [: hi]`.
#[derive(Clone, Debug)]
pub struct ReflectWidth {
    pub periodic: bool,
    pub lo: Expr,
    /// `None`: `lo` on both sides.
    pub hi: Option<Expr>,
    pub span: Span,
}

/// `reflect`, `reflect_init`, `reflect_do`, `reduce_shadow` (and their tasklet forms).
#[derive(Clone, Debug)]
pub struct ReflectDir {
    pub arrays: Vec<Ident>,
    /// The `width(...)` clause (absent: the whole declared shadow).
    pub widths: Option<Vec<ReflectWidth>>,
    pub orthogonal: bool,
    pub async_id: Option<Expr>,
    pub acc: bool,
    /// Only in the draft `tasklet reflect ... on ref` form.
    pub on: Option<Ref>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GmoveMode {
    /// No clause: collective.
    Collective,
    /// `in`: get.
    In,
    /// `out`: put.
    Out,
}

/// `gmove [in|out] [async(id)] [acc [(var)]]`.
#[derive(Clone, Debug)]
pub struct GmoveDir {
    pub mode: GmoveMode,
    pub async_id: Option<Expr>,
    pub acc: bool,
    /// `acc(v)`: only `v` is on the device.
    pub acc_var: Option<Expr>,
    /// Only in the draft `tasklet gmove on ref` form.
    pub on: Option<Ref>,
}

/// `barrier [on ref] [acc]`.
#[derive(Clone, Debug)]
pub struct BarrierDir {
    pub on: Option<Ref>,
    pub acc: bool,
}

/// `reduction (op: vars) [on ref] [async(id)] [acc]`.
#[derive(Clone, Debug)]
pub struct ReductionDir {
    pub op: ReductionOp,
    pub op_span: Span,
    pub vars: Vec<Ident>,
    /// Per variable, its location variables (`reduction(firstmax: m / i, j /)`, a form of the
    /// reference implementation beyond 1.4); empty for a plain variable. `max`/`min` with
    /// location variables are parsed as `firstmax`/`firstmin`.
    pub locations: Vec<Vec<Ident>>,
    pub on: Option<Ref>,
    pub async_id: Option<Expr>,
    pub acc: bool,
}

/// `bcast (vars) [from ref] [on ref] [async(id)] [acc]`.
#[derive(Clone, Debug)]
pub struct BcastDir {
    pub vars: Vec<Ident>,
    /// Per variable, the subscripts of an array section written after it (`bcast (a[2:5])`,
    /// a form beyond 1.4); empty for a whole variable.
    pub sections: Vec<Vec<Subscript>>,
    pub from: Option<Ref>,
    pub on: Option<Ref>,
    pub async_id: Option<Expr>,
    pub acc: bool,
}

/// `wait_async (ids) [on ref] [acc]`.
#[derive(Clone, Debug)]
pub struct WaitAsyncDir {
    pub ids: Vec<Expr>,
    pub on: Option<Ref>,
    pub acc: bool,
}

/// `post (node, tag)`.
#[derive(Clone, Debug)]
pub struct PostDir {
    pub node: Ref,
    pub tag: Expr,
}

/// `wait`, `wait (node)`, `wait (node, tag)`.
#[derive(Clone, Debug)]
pub struct WaitDir {
    pub node: Option<Ref>,
    pub tag: Option<Expr>,
}

/// A coindexed lock variable: `lk:[k]`, `lks[i]:[k]`.
#[derive(Clone, Debug)]
pub struct CoindexedLock {
    pub name: Ident,
    /// Ordinary subscripts (C order).
    pub subscripts: Vec<Expr>,
    /// Cosubscripts (C order).
    pub image: Vec<Expr>,
    pub span: Span,
}

/// `lock (lk) [acquired_lock(v)] [stat(v)]` / `unlock (lk) [stat(v)]`.
#[derive(Clone, Debug)]
pub struct LockDir {
    pub lock: CoindexedLock,
    /// `acquired_lock(v)` (`lock` only).
    pub acquired: Option<Expr>,
    pub stat: Option<Expr>,
}

/// `coarray on p :: a, b`.
#[derive(Clone, Debug)]
pub struct CoarrayDir {
    pub nodes: Ident,
    pub names: Vec<Ident>,
}

/// Declarative forms of the reference implementation beyond XMP/C 1.4.
#[derive(Clone, Debug)]
pub enum CompatDir {
    /// `coarray a, b : [*]` (before XMP 1.2): the front end gives the earlier declarations of
    /// the named variables in the same scope these codimensions (`None` = `*`), as if they
    /// had been declared `int a[10]:[*];`.
    CoarrayDecl {
        names: Vec<Ident>,
        codims: Vec<Option<Expr>>,
    },
    /// `static_desc :: a, b`: a hint that the arrays' descriptors never change; ignored.
    StaticDesc(Vec<Ident>),
}

/// `image (p)`.
#[derive(Clone, Debug)]
pub struct ImageDir {
    pub nodes: Ident,
}

/// `tasklets [on ref]`.
#[derive(Clone, Debug)]
pub struct TaskletsDir {
    pub on: Option<Ref>,
}

/// The kinds of tasklet dependence clauses (reference 15).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DependKind {
    In,
    Out,
    InOut,
    ProPost,
    ProWait,
    EpiPost,
    EpiWait,
    RemoteIn,
    RemoteOut,
    AcceptRemoteIn,
    AcceptRemoteOut,
}

impl DependKind {
    pub fn spelling(self) -> &'static str {
        match self {
            DependKind::In => "in",
            DependKind::Out => "out",
            DependKind::InOut => "inout",
            DependKind::ProPost => "pro_post",
            DependKind::ProWait => "pro_wait",
            DependKind::EpiPost => "epi_post",
            DependKind::EpiWait => "epi_wait",
            DependKind::RemoteIn => "remote_in",
            DependKind::RemoteOut => "remote_out",
            DependKind::AcceptRemoteIn => "accept_remote_in",
            DependKind::AcceptRemoteOut => "accept_remote_out",
        }
    }
}

/// One tasklet dependence clause. Which fields are used depends on the kind:
/// `in/out/inout(vars)`; `pro_post/epi_post(ref [, tag])`; `pro_wait/epi_wait[(ref [, tag])]`;
/// `remote_in/remote_out[(var|* [, ref] [, tag])]`; `accept_remote_in/out(var, ref [, tag])`.
#[derive(Clone, Debug)]
pub struct DependClause {
    pub kind: DependKind,
    /// The variables (for remote/accept kinds at most one; empty for `*` or no argument).
    pub vars: Vec<Expr>,
    pub node: Option<Ref>,
    pub tag: Option<Expr>,
    pub span: Span,
}

/// `tasklet [on ref] [depend-clause]...`.
#[derive(Clone, Debug)]
pub struct TaskletDir {
    pub on: Option<Ref>,
    pub depends: Vec<DependClause>,
}

/// What a directive is and what must follow it in the source (reference 1.2, Appendix B).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DirectiveClass {
    /// `nodes`, `template`, `distribute`, `align`, `shadow`, combined, `coarray`: allowed where a
    /// declaration may appear.
    Declarative,
    /// An executable directive without an associated statement (`reflect`, `barrier`, ...).
    /// `image` is stand-alone too, although it applies to the next image-control call.
    StandAlone,
    /// A construct that applies to the statement that follows.
    Construct(ConstructBody),
}

/// The statement a construct applies to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ConstructBody {
    /// `task`, `tasklets`, `tasklet`: one structured block.
    StructuredBlock,
    /// `tasks`: a compound statement of `task` constructs.
    TaskList,
    /// `loop`: a `for` loop nest.
    ForNest,
    /// `array`: one array assignment statement.
    ArrayAssignment,
    /// `gmove` (also `tasklet gmove`): one assignment statement.
    Assignment,
}

impl DirectiveKind {
    /// The class of the directive: declarative, stand-alone, or a construct and its body.
    pub fn class(&self) -> DirectiveClass {
        use DirectiveKind as K;
        match self {
            K::Nodes(_)
            | K::Template(_)
            | K::Distribute(_)
            | K::Align(_)
            | K::Shadow(_)
            | K::Combined(_)
            | K::Coarray(_)
            | K::Compat(_) => DirectiveClass::Declarative,
            K::Task(_) | K::Tasklets(_) | K::Tasklet(_) => {
                DirectiveClass::Construct(ConstructBody::StructuredBlock)
            }
            K::Tasks => DirectiveClass::Construct(ConstructBody::TaskList),
            K::Loop(_) => DirectiveClass::Construct(ConstructBody::ForNest),
            K::Array(_) => DirectiveClass::Construct(ConstructBody::ArrayAssignment),
            K::Gmove(_) => DirectiveClass::Construct(ConstructBody::Assignment),
            K::TaskletComm(inner) => match **inner {
                K::Gmove(_) => DirectiveClass::Construct(ConstructBody::Assignment),
                _ => DirectiveClass::StandAlone,
            },
            K::TemplateFix(_)
            | K::Reflect(_)
            | K::ReflectInit(_)
            | K::ReflectDo(_)
            | K::ReduceShadow(_)
            | K::Barrier(_)
            | K::Reduction(_)
            | K::Bcast(_)
            | K::WaitAsync(_)
            | K::Post(_)
            | K::Wait(_)
            | K::Lock(_)
            | K::Unlock(_)
            | K::Image(_)
            | K::TaskletYield
            | K::TaskletWait => DirectiveClass::StandAlone,
        }
    }
}
