//! Scoped no-alias metadata for the elements of aligned arrays. The local block of each
//! aligned array is its own runtime allocation, so the elements of two distinct arrays never
//! overlap; LLVM cannot see that, because localized loops reach every array through a base
//! pointer returned by the runtime (`xmp_rt_array_laddr`). Each eligible array gets a scope in
//! one domain; an element access of array `a` carries `!alias.scope !{a}` and
//! `!noalias !{every other eligible array}`, so a store to `wrk2[i][j][k]` does not force
//! reloading `p[i][j][k+1]` (the stencil reuses it as the next `p[i][j][k]`, as in the C code
//! clang compiles for the same loop over static arrays).
//!
//! Eligible: arrays whose C object is a file-scope array (lowering gives its global the
//! element type; not a pointer given storage by `xmp_malloc`, which the program may copy into
//! another aligned pointer, and not a re-declared parameter, which may name the same storage
//! as another dummy). Accesses without the metadata (plain pointers, runtime calls) are unaffected.

use std::collections::HashMap;

use inkwell::context::Context;
use inkwell::values::{InstructionValue, MetadataValue};
use xmp_ir::types::Type;
use xmp_ir::xir::{ArrayObject, GlobalArrayId, Module};

pub(crate) struct ArrayScopes<'ctx> {
    scope_kind: u32,
    noalias_kind: u32,
    /// Per eligible array: its `!alias.scope` list and its `!noalias` list.
    tags: HashMap<GlobalArrayId, (MetadataValue<'ctx>, MetadataValue<'ctx>)>,
}

impl<'ctx> ArrayScopes<'ctx> {
    /// `enabled` is false at -O0 (no alias metadata at all, as clang).
    pub fn new(ctx: &'ctx Context, x: &Module, enabled: bool) -> Self {
        let mut s = ArrayScopes {
            scope_kind: ctx.get_kind_id("alias.scope"),
            noalias_kind: ctx.get_kind_id("noalias"),
            tags: HashMap::new(),
        };
        if !enabled {
            return s;
        }
        let eligible: Vec<GlobalArrayId> = x
            .xmp
            .arrays
            .iter()
            .enumerate()
            .filter(|(_, a)| match a.object {
                ArrayObject::Global(g) => x
                    .globals
                    .get(g as usize)
                    .is_some_and(|gd| !matches!(gd.ty, Type::Pointer(_))),
                ArrayObject::Local(..) => false,
            })
            .map(|(i, _)| i as GlobalArrayId)
            .collect();
        if eligible.len() < 2 {
            return s;
        }
        // String-identified domain and scopes: their names are unique within the module.
        let domain = ctx.metadata_node(&[ctx.metadata_string("xmp aligned arrays").into()]);
        let scopes: Vec<MetadataValue<'ctx>> = eligible
            .iter()
            .map(|&a| {
                let name = format!("xmp array #{a} {}", x.xmp.arrays[a as usize].name);
                ctx.metadata_node(&[ctx.metadata_string(&name).into(), domain.into()])
            })
            .collect();
        for (k, &a) in eligible.iter().enumerate() {
            let own = ctx.metadata_node(&[scopes[k].into()]);
            let others: Vec<_> = scopes
                .iter()
                .enumerate()
                .filter(|(j, _)| *j != k)
                .map(|(_, m)| (*m).into())
                .collect();
            s.tags.insert(a, (own, ctx.metadata_node(&others)));
        }
        s
    }

    /// Whether accesses to array `a` get scopes.
    pub fn covers(&self, a: GlobalArrayId) -> bool {
        self.tags.contains_key(&a)
    }

    /// Tags a load or store of an element of array `a`.
    pub fn attach(&self, inst: InstructionValue<'ctx>, a: GlobalArrayId) {
        if let Some((own, others)) = self.tags.get(&a) {
            let _ = inst.set_metadata(*own, self.scope_kind);
            let _ = inst.set_metadata(*others, self.noalias_kind);
        }
    }
}
