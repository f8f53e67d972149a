#!/usr/bin/env python3
"""Generates the distribution-format test matrix of issue 4 (the .c files next to this script).

Every distribution format (block, block(n), cyclic, cyclic(w), gblock(W), `*`) in every
dimension position of 1-D, 2-D and 3-D templates, plus mixed-format 2-D/3-D combinations onto
2-D and 3-D node arrays. Each case is one function with a block-scope node array (its shape is
chosen at run time from the node count, so one binary runs on 1, 2, 3, 4, 5 and 8 nodes), a
template, a distribution (block(n) sizes and gblock maps computed at run time, so some node
coordinates own nothing) and an aligned array. The generated program checks, on every node:

* the iterations of `loop` are exactly the owned indices (each visited index is owned by the
  formula of reference section 5, and the count equals the owned count),
* `xmp_array_lsize` per dimension equals the owned count,
* sum and checksum (sum of value * (linear index + 1)) over the whole array by a loop reduction
  equal the values computed serially on the nodes that own elements; the others keep their
  values (reference 6.3.5).

Run `python3 gen.py` in this folder after editing; the output is committed.
"""

import os

HERE = os.path.dirname(os.path.abspath(__file__))

# Format spellings: name used in case names, C spelling (with {d} for the dimension number
# where the format takes a run-time value), kind in the checker.
FORMATS = {
    "block": ("block", "BLOCK"),
    "blockn": ("block(bn{d})", "BLOCKN"),
    "cyclic": ("cyclic", "CYCLIC"),
    "cyclic3": ("cyclic(3)", "CYCLICW"),
    "cyclic2": ("cyclic(2)", "CYCLICW"),
    "gblock": ("gblock(m{d})", "GBLOCK"),
    "star": ("*", "STAR"),
}
CYCLIC_W = {"cyclic": 1, "cyclic3": 3, "cyclic2": 2}

IDX = "ijk"

# The helpers every generated file shares (the format kinds FORMATS names, the ownership
# formulas, the report) are written by hand in Inputs/matrix.h; the generated files include it.
PRELUDE = r"""#include <stdio.h>
#include <xmp.h>

#pragma xmp nodes p[*]

#include "Inputs/matrix.h"
"""


class Case:
    def __init__(self, name, formats, extents, variant=0, offsets=None):
        assert len(formats) == len(extents)
        self.name = name
        self.formats = formats
        self.extents = extents  # array extents
        self.variant = variant
        self.offsets = offsets or [0] * len(formats)

    def rank(self):
        return len(self.formats)

    def dist_dims(self):
        return [d for d, f in enumerate(self.formats) if f != "star"]

    def emit(self, fn):
        r = self.rank()
        dd = self.dist_dims()
        nd = len(dd)
        text = []
        w = text.append
        tshape = [e + o for e, o in zip(self.extents, self.offsets)]
        desc = "][".join(FORMATS[f][0].format(d=d) for d, f in enumerate(self.formats))
        w(f"/* {self.name}: template [{']['.join(map(str, tshape))}] distributed [{desc}] "
          f"onto a {nd}-D node array (shape variant {self.variant}) */")
        w(f"static void {fn}(void) {{")
        w("  int P = xmp_num_nodes(), d[3], c[3], err = 0;")
        w(f"  shape(P, {nd}, {self.variant}, d);")
        w(f"  coords({nd}, d, c);")
        for n in range(nd):
            w(f"  int d{n} = d[{n}];")
        # Run-time format parameters and the checker's view of each template dimension.
        for t, f in enumerate(self.formats):
            nodedim = dd.index(t) if t in dd else None
            if f == "blockn":
                w(f"  int bn{t} = block_n({tshape[t]}, d{nodedim});")
            if f == "gblock":
                w(f"  int m{t}[8];")
                w(f"  make_map(m{t}, d{nodedim}, {tshape[t]});")
        for t, f in enumerate(self.formats):
            kind = FORMATS[f][1]
            if f == "star":
                w(f"  struct fmt f{t} = {{STAR, 0, 1, 0, 0}};")
                continue
            nodedim = dd.index(t)
            n = {"blockn": f"bn{t}"}.get(f, str(CYCLIC_W.get(f, 0)))
            m = f"m{t}" if f == "gblock" else "0"
            w(f"  struct fmt f{t} = {{{kind}, {n}, d{nodedim}, c[{nodedim}], {m}}};")
        ext = "".join(f"[{e}]" for e in self.extents)
        w(f"#pragma xmp nodes g{''.join(f'[d{n}]' for n in range(nd))}")
        w(f"#pragma xmp template t{''.join(f'[{e}]' for e in tshape)}")
        w(f"#pragma xmp distribute t[{desc}] onto g")
        w(f"  double a{ext};")
        src = "".join(f"[{IDX[t]}]" for t in range(r))
        dst = "".join(
            f"[{IDX[t]}{' + ' + str(o) if o else ''}]" for t, o in enumerate(self.offsets))
        w(f"#pragma xmp align a{src} with t{dst}")
        idx = ", ".join(IDX[:r])
        w(f"  int {idx}, ls;")
        w("  long cnt = 0, want_cnt = 1;")
        w("  double s = 0, cs = 0, s_want = 0, cs_want = 0;")
        # Linear (row-major) index of an element, for the checksum.
        lin = IDX[0]
        for t in range(1, r):
            lin = f"({lin}) * {self.extents[t]} + {IDX[t]}"
        val = f"F({', '.join(IDX[t] if t < r else '0' for t in range(3))})"
        on = "".join(f"[{IDX[t]}{' + ' + str(o) if o else ''}]" for t, o in enumerate(self.offsets))
        # Fill: every node writes the elements it owns.
        w(f"#pragma xmp loop ({idx}) on t{on}")
        for t in range(r):
            w("  " * (t + 1) + f"for ({IDX[t]} = 0; {IDX[t]} < {self.extents[t]}; {IDX[t]}++)")
        w("  " * (r + 1) + "{")
        owned = " || ".join(
            f"!owns(&f{t}, {tshape[t]}, {IDX[t]}{' + ' + str(o) if o else ''})"
            for t, o in enumerate(self.offsets))
        w("  " * (r + 1) + f"  if ({owned}) err++;")
        w("  " * (r + 1) + f"  a{src} = {val};")
        w("  " * (r + 1) + "  cnt++;")
        w("  " * (r + 1) + "}")
        # Owned counts against the loop's iteration count and xmp_array_lsize. An offset
        # shifts the array inside the template: count owned template indices in range.
        for t, o in enumerate(self.offsets):
            if o:
                w(f"  {{ int q, n = 0; for (q = 0; q < {self.extents[t]}; q++) "
                  f"n += owns(&f{t}, {tshape[t]}, q + {o}); want_cnt *= n;")
                w(f"    xmp_array_lsize(xmp_desc_of(a), {t + 1}, &ls); if (ls != n) err++; }}")
            else:
                w(f"  want_cnt *= owned_count(&f{t}, {tshape[t]});")
                w(f"  xmp_array_lsize(xmp_desc_of(a), {t + 1}, &ls);")
                w(f"  if (ls != owned_count(&f{t}, {tshape[t]})) err++;")
        w("  if (cnt != want_cnt) err++;")
        # Read back in another order (outer loop descending) with two reductions.
        w(f"#pragma xmp loop ({idx}) on t{on} reduction(+ : s, cs)")
        for t in range(r):
            ind = "  " * (t + 1)
            if t == 0:
                w(f"{ind}for ({IDX[t]} = {self.extents[t] - 1}; {IDX[t]} >= 0; {IDX[t]}--)")
            else:
                w(f"{ind}for ({IDX[t]} = 0; {IDX[t]} < {self.extents[t]}; {IDX[t]}++)")
        w("  " * (r + 1) + "{")
        w("  " * (r + 1) + f"  s += a{src};")
        w("  " * (r + 1) + f"  cs += a{src} * ({lin} + 1);")
        w("  " * (r + 1) + "}")
        # Serial reference values.
        for t in range(r):
            w("  " * (t + 1) + f"for ({IDX[t]} = 0; {IDX[t]} < {self.extents[t]}; {IDX[t]}++)")
        w("  " * (r + 1) + "{")
        w("  " * (r + 1) + f"  s_want += {val};")
        w("  " * (r + 1) + f"  cs_want += {val} * ({lin} + 1);")
        w("  " * (r + 1) + "}")
        # Reference 6.3.5: a node owning no element of the loop's section is not in the
        # reduction set and keeps its value (0).
        w("  if (want_cnt == 0) s_want = cs_want = 0;")
        w("  if (s != s_want || cs != cs_want) err++;")
        w(f'  report("{self.name}", err);')
        w("}")
        return "\n".join(text) + "\n"


NODE_COUNTS = [1, 2, 3, 4, 5, 8]


def header(title, cases):
    lines = [f"// GENERATED by gen.py (do not edit): {title}",
             "// Each case checks on every node that `loop` visits exactly the owned indices",
             "// (reference section 5), that xmp_array_lsize matches, and that sum and checksum",
             "// reductions equal the serial values. -O0: naive lowering, -O2: loop-localize.",
             "// RUN: %xmpcc -O0 %s -o %t.O0",
             "// RUN: %xmpcc -O2 %s -o %t.O2"]
    for n in NODE_COUNTS:
        for opt in ("O0", "O2"):
            run = f"%xmprun -n {n} %t.{opt} | FileCheck %s --implicit-check-not=FAIL"
            if n > 4:
                run = f"%if !transport-mpi %{{ {run} %}}"
            lines.append(f"// RUN: {run}")
    for c in cases:
        lines.append(f"// CHECK: PASS {c.name}")
    return "\n".join(lines) + "\n"


def write(fname, title, cases):
    out = [header(title, cases), PRELUDE]
    for n, c in enumerate(cases):
        out.append(c.emit(f"case{n}"))
    out.append("int main(void) {")
    for n in range(len(cases)):
        out.append(f"  case{n}();")
    out.append("  return 0;\n}")
    with open(os.path.join(HERE, fname), "w") as f:
        f.write("\n".join(out) + "\n")


DIST = ["block", "blockn", "cyclic", "cyclic3", "gblock"]


def one_d():
    cases = []
    for f in DIST:
        # 23: not divisible by any node count > 1; 3: fewer blocks than nodes.
        cases.append(Case(f"1d-{f}-23", [f], [23]))
        cases.append(Case(f"1d-{f}-3", [f], [3]))
    return cases


def two_d():
    cases = []
    for pos in range(2):
        for f in DIST + ["star"]:
            fs = ["star", "star"]
            ext = [5, 5]
            if f == "star":
                # `*` here, the other dimension distributed.
                fs[1 - pos] = "cyclic2"
                ext[1 - pos] = 13
            else:
                fs[pos] = f
                ext[pos] = 13 if pos == 0 else 3
            cases.append(Case(f"2d-{f}-at{pos}", fs, ext))
    return cases


def three_d():
    cases = []
    for pos in range(3):
        for f in DIST + ["star"]:
            fs = ["star"] * 3
            ext = [3, 4, 3]
            if f == "star":
                # `*` here, the other two dimensions distributed onto a 2-D node array.
                others = [d for d in range(3) if d != pos]
                fs[others[0]], fs[others[1]] = "block", "cyclic2"
                ext[others[0]], ext[others[1]] = 7, 9
            else:
                fs[pos] = f
                ext[pos] = 11 if pos != 1 else 3
            cases.append(Case(f"3d-{f}-at{pos}", fs, ext, variant=pos))
    return cases


def mixed():
    return [
        Case("m-block-block", ["block", "block"], [11, 13], 0),
        Case("m-cyclic-blockn", ["cyclic", "blockn"], [9, 10], 1),
        Case("m-cyclic3-gblock", ["cyclic3", "gblock"], [17, 6], 0),
        Case("m-gblock-cyclic", ["gblock", "cyclic"], [7, 12], 1),
        Case("m-blockn-cyclic2", ["blockn", "cyclic2"], [3, 15], 0),
        Case("m-gblock-gblock", ["gblock", "gblock"], [10, 9], 1),
        Case("m-block-cyclic-offset", ["block", "cyclic3"], [12, 10], 0, [1, 2]),
        Case("m-block-cyclic-star", ["block", "cyclic", "star"], [7, 6, 3], 0),
        Case("m-cyclic2-star-gblock", ["cyclic2", "star", "gblock"], [9, 4, 7], 1),
        Case("m-block-block-block", ["block", "block", "block"], [5, 3, 7], 0),
        Case("m-gblock-cyclic3-blockn", ["gblock", "cyclic3", "blockn"], [6, 10, 5], 1),
        Case("m-star-cyclic-cyclic2", ["star", "cyclic", "cyclic2"], [4, 7, 9], 2),
        Case("m-cyclic-block-gblock", ["cyclic", "block", "gblock"], [5, 6, 8], 2),
        Case("m-blockn-star-cyclic-offset", ["blockn", "star", "cyclic"], [11, 3, 5], 1,
             [0, 1, 3]),
    ]


if __name__ == "__main__":
    write("formats_1d.c", "every format in a 1-D template on 1, 2, 3, 4, 5, 8 nodes", one_d())
    write("formats_2d.c", "every format (and `*`) in each dimension of a 2-D template",
          two_d())
    write("formats_3d.c", "every format (and `*`) in each dimension of a 3-D template",
          three_d())
    write("formats_mixed.c", "mixed formats in 2-D/3-D templates onto 2-D/3-D node arrays",
          mixed())
