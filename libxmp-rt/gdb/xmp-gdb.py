# gdb helpers for programs built by xmp-clang with -g.
#
# Loaded automatically from the program's .debug_gdb_scripts section where gdb's auto-load
# safe-path allows it (`add-auto-load-safe-path DIR` in ~/.gdbinit), or by hand with
# `source libxmp-rt/gdb/xmp-gdb.py`.
#
#   xmp print ARRAY[i][j]...   the element of a global (aligned) array at GLOBAL
#                              indices, when this node holds it (owned or in its shadow);
#                              otherwise "not on this node (owner: node K)". Works for every
#                              distribution format, cyclic and block-cyclic included, and on
#                              core files (it only reads the view block the runtime fills).
#   xmp where ARRAY            the global index range of each dimension this node's storage
#                              holds (owned block plus shadow), as `print ARRAY[i][j]` sees it.
#
# A breakpoint on `main` stops only in the user's main: the location gdb also sets in the
# runtime's ELF `main` (which starts the nodes, then runs the user's main) is disabled.
#
# `print ARRAY[i][j]` alone also takes global indices for block-like distributions (the DWARF
# describes the local storage with the node's global bounds), but like any C array it does not
# check them: an index outside the node's range reads outside the storage.

import gdb

def _split_subscripts(text):
    """'u[i+1][j]' -> ('u', ['i+1', 'j']) with balanced brackets."""
    text = text.strip()
    k = text.find("[")
    if k <= 0:
        raise gdb.GdbError("usage: xmp print ARRAY[i][j]...")
    name, rest, subs = text[:k].strip(), text[k:], []
    while rest:
        if rest[0] != "[":
            raise gdb.GdbError("unexpected text after a subscript: %s" % rest)
        depth = 0
        for pos, ch in enumerate(rest):
            if ch == "[":
                depth += 1
            elif ch == "]":
                depth -= 1
                if depth == 0:
                    break
        else:
            raise gdb.GdbError("unbalanced '[' in %s" % text)
        subs.append(rest[1:pos])
        rest = rest[pos + 1:].strip()
    return name, subs


def _defining_function(name):
    """The function whose scope declares NAME as seen from the selected frame (None at file
    scope): a block-scope array's view block is named after it."""
    try:
        block = gdb.selected_frame().block()
    except (gdb.error, RuntimeError):
        return None
    while block is not None and not block.is_static and not block.is_global:
        if any(s.name == name for s in block):
            while block is not None and block.function is None:
                block = block.superblock
            return block.function.name if block is not None else None
        block = block.superblock
    return None


def _view(name):
    """The view block of global array NAME: (block address, element type, rank)."""
    try:
        sym = gdb.lookup_symbol(name)[0]
    except gdb.error:
        sym = None
    sym = sym or gdb.lookup_global_symbol(name) or gdb.lookup_static_symbol(name)
    if sym is None:
        raise gdb.GdbError("no symbol '%s'" % name)
    ty = sym.type.strip_typedefs()
    rank = 0
    while ty.code == gdb.TYPE_CODE_ARRAY:
        ty = ty.target().strip_typedefs()
        rank += 1
    func = _defining_function(name)
    view = ".xmp.dbg.%s.%s" % (func, name) if func else ".xmp.dbg.%s" % name
    try:
        block = gdb.parse_and_eval("(long *)&'%s'" % view)
    except gdb.error:
        raise gdb.GdbError("'%s' is not a global array of an XMP program built with -g"
                           % name)
    return block, ty, rank


_HEADER = 5  # slots before the dimensions (libxmp-rt/src/debugview.rs)
_DIM = 15    # slots per dimension


def _slot(block, k):
    return int(block[k])


def _local_offset(block, rank, idx):
    """The element offset of global indices IDX in this node's storage, or None when the
    node neither owns the element nor holds it in its shadow."""
    off = 0
    for j, a in enumerate(idx):
        d = _HEADER + _DIM * j
        goff, period, width, sbase, alloc, stride = (
            _slot(block, d + k) for k in range(2, 8))
        if period <= 0:
            return None  # not laid out
        g = a + goff
        s = (g // period) * width + g % period + sbase
        if s < 0 or s >= alloc:
            return None
        # A cyclic dimension maps other nodes' indices onto owned slots too.
        if period > width and g % period >= width:
            return None
        off += s * stride
    return off


def _owner(block, idx):
    """The node owning global indices IDX, from the owner parameters of the view block (None
    where the runtime did not describe the node set)."""
    ranks = _slot(block, 3)
    if ranks == 0:
        return None
    pos = _slot(block, 4)
    for j, a in enumerate(idx):
        o = _HEADER + _DIM * j + 9
        kind, g0, param, nprocs, stride, me = (_slot(block, o + k) for k in range(6))
        g = a + g0
        if kind == 1:
            c = g // param
        elif kind == 2:
            c = (g // param) % nprocs
        elif kind == 3:
            start = gdb.Value(param).cast(gdb.lookup_type("long").pointer())
            c = max(p for p in range(nprocs + 1) if int(start[p]) <= g)
        else:
            continue
        pos += (c - me) * stride
    return int(gdb.Value(ranks).cast(gdb.lookup_type("unsigned int").pointer())[pos])


class XmpPrefix(gdb.Command):
    """XcalableMP helpers: `xmp print ARRAY[i][j]`, `xmp where ARRAY`."""

    def __init__(self):
        super().__init__("xmp", gdb.COMMAND_DATA, gdb.COMPLETE_NONE, True)


class XmpPrint(gdb.Command):
    """xmp print ARRAY[i][j]...: the element of a global array at global indices."""

    def __init__(self):
        super().__init__("xmp print", gdb.COMMAND_DATA)

    def invoke(self, arg, from_tty):
        name, subs = _split_subscripts(arg)
        block, elem, rank = _view(name)
        if len(subs) != rank:
            raise gdb.GdbError("'%s' has %d dimensions, %d subscripts given"
                               % (name, rank, len(subs)))
        idx = [int(gdb.parse_and_eval(s)) for s in subs]
        shown = name + "".join("[%d]" % i for i in idx)
        base = _slot(block, 2)
        off = _local_offset(block, rank, idx) if base else None
        extents = [_slot(block, _HEADER + _DIM * j + 8) for j in range(rank)]
        outside = any(not 0 <= a < n for a, n in zip(idx, extents))
        if off is None:
            owner = -1 if outside else _owner(block, idx)
            if owner is None:
                gdb.write("%s: not on this node\n" % shown)
            elif owner < 0:
                gdb.write("%s: outside the array\n" % shown)
            else:
                gdb.write("%s: not on this node (owner: node %d)\n" % (shown, owner))
            return
        val = (gdb.Value(base + off * elem.sizeof).cast(elem.pointer()).dereference())
        gdb.write("%s = %s\n" % (shown, val.format_string()))


class XmpWhere(gdb.Command):
    """xmp where ARRAY: the global index range of each dimension this node holds."""

    def __init__(self):
        super().__init__("xmp where", gdb.COMMAND_DATA)

    def invoke(self, arg, from_tty):
        name = arg.strip()
        block, _, rank = _view(name)
        if int(block[0]) == 0:
            gdb.write("%s: no storage described by index range on this node "
                      "(nothing held, or a cyclic dimension: use `xmp print`)\n" % name)
            return
        dims = "".join("[%d:%d]" % (_slot(block, _HEADER + _DIM * j),
                                    _slot(block, _HEADER + _DIM * j + 1))
                       for j in range(rank))
        gdb.write("%s%s\n" % (name, dims))


def _elf_symbol(addr):
    """The ELF symbol ADDR lies in (None when gdb knows none)."""
    try:
        out = gdb.execute("info symbol %d" % addr, to_string=True)
    except gdb.error:
        return None
    return out.split()[0] if out and not out.startswith("No symbol") else None


def _skip_runtime_main(bp):
    """Disables the location of BP in the runtime's ELF `main` when BP also has one in the
    user's main (emitted as __xmp_user_main, named `main` in the DWARF): gdb adds a location
    for every ELF symbol of the name, with or without debug information, so `break main`
    would first stop in the runtime's entry, before the nodes start."""
    try:
        locs = bp.locations
    except (AttributeError, RuntimeError, gdb.error):
        return
    if len(locs) < 2:
        return
    names = [_elf_symbol(loc.address) for loc in locs]
    if "__xmp_user_main" not in names:
        return
    for loc, name in zip(locs, names):
        if name == "main" and loc.enabled:
            loc.enabled = False


XmpPrefix()
XmpPrint()
XmpWhere()
gdb.events.breakpoint_created.connect(_skip_runtime_main)
gdb.events.breakpoint_modified.connect(_skip_runtime_main)
