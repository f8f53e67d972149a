//! Type-based alias analysis metadata in clang's scalar form: a root "Simple C/C++ TBAA", the
//! "omnipotent char" node that aliases everything, and one node per scalar type ("int", "long",
//! "double", "any pointer", ...). Signed and unsigned variants share a node, as C allows them to
//! alias. Accesses through unions and bit-fields use "omnipotent char".

use std::collections::HashMap;

use inkwell::context::Context;
use inkwell::values::{InstructionValue, MetadataValue};
use xmp_ir::types::{FloatKind, IntKind, Type};

pub(crate) struct Tbaa<'ctx> {
    ctx: &'ctx Context,
    kind: u32,
    char_node: MetadataValue<'ctx>,
    nodes: HashMap<&'static str, MetadataValue<'ctx>>,
    tags: HashMap<&'static str, MetadataValue<'ctx>>,
    enabled: bool,
}

impl<'ctx> Tbaa<'ctx> {
    /// `enabled` is false at -O0 (clang emits no TBAA there).
    pub fn new(ctx: &'ctx Context, enabled: bool) -> Self {
        let root = ctx.metadata_node(&[ctx.metadata_string("Simple C/C++ TBAA").into()]);
        let zero = ctx.i64_type().const_zero();
        let char_node = ctx.metadata_node(&[
            ctx.metadata_string("omnipotent char").into(),
            root.into(),
            zero.into(),
        ]);
        Tbaa {
            ctx,
            kind: ctx.get_kind_id("tbaa"),
            char_node,
            nodes: HashMap::new(),
            tags: HashMap::new(),
            enabled,
        }
    }

    fn type_name(ty: &Type) -> Option<&'static str> {
        Some(match ty {
            Type::Int(k) => match k {
                IntKind::Bool => "_Bool",
                IntKind::Char | IntKind::SChar | IntKind::UChar => "omnipotent char",
                IntKind::Short | IntKind::UShort => "short",
                IntKind::Int | IntKind::UInt => "int",
                IntKind::Long | IntKind::ULong => "long",
                IntKind::LongLong | IntKind::ULongLong => "long long",
                IntKind::Int128 | IntKind::UInt128 => "__int128",
            },
            Type::Float(FloatKind::Float) => "float",
            Type::Float(FloatKind::Double) => "double",
            Type::Float(FloatKind::LongDouble) => "long double",
            Type::Pointer(_) => "any pointer",
            _ => return None,
        })
    }

    fn tag(&mut self, name: &'static str) -> MetadataValue<'ctx> {
        if let Some(t) = self.tags.get(name) {
            return *t;
        }
        let zero = self.ctx.i64_type().const_zero();
        let node = if name == "omnipotent char" {
            self.char_node
        } else {
            *self.nodes.entry(name).or_insert_with(|| {
                self.ctx.metadata_node(&[
                    self.ctx.metadata_string(name).into(),
                    self.char_node.into(),
                    zero.into(),
                ])
            })
        };
        let tag = self
            .ctx
            .metadata_node(&[node.into(), node.into(), zero.into()]);
        self.tags.insert(name, tag);
        tag
    }

    /// Attaches the access tag for a scalar of type `ty` to a load or store.
    pub fn attach(&mut self, inst: InstructionValue<'ctx>, ty: &Type, may_alias: bool) {
        if !self.enabled {
            return;
        }
        let name = if may_alias {
            Some("omnipotent char")
        } else {
            Self::type_name(ty)
        };
        if let Some(n) = name {
            let t = self.tag(n);
            let _ = inst.set_metadata(t, self.kind);
        }
    }
}
