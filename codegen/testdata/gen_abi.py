#!/usr/bin/env python3
"""Generates abi_ours.c / abi_other.c: struct shapes passed and returned both ways between code
compiled by xmp-clang and by clang-22 (run from this folder)."""
import re

shapes = {
    'S1': 'char a;',
    'S2': 'short a; char b;',
    'S3': 'float a, b, c;',
    'S4': 'int a; float b;',
    'S5': 'char c[12];',
    'S6': 'double d; int i;',
    'S7': 'float f; double d;',
    'S8': 'long a; double b;',
    'S9': 'double a; long b;',
    'S10': 'char a; double b; char c;',
    'S11': 'int a[5];',
    'S12': 'union { int i; float f; double d; } u; int k;',
    'S13': 'float a; int b; float c;',
    'S14': 'short s[7];',
    'S15': 'unsigned char b; void *p;',
}


def members(body):
    if body.startswith('union'):
        return [('u.i', 'int'), ('k', 'int')]
    out = []
    for decl in body.split(';'):
        decl = decl.strip()
        if not decl:
            continue
        m = re.match(r'(unsigned char|char|short|int|float|double|long|void \*)\s*(.*)', decl)
        t, names = m.group(1), m.group(2)
        for n in names.split(','):
            n = n.strip()
            am = re.match(r'(\w+)\[(\d+)\]', n)
            if am:
                out += [(f'{am.group(1)}[{i}]', t) for i in range(int(am.group(2)))]
            else:
                out.append((n, t))
    return out


def pr(n, var):
    ms = members(shapes[n])
    fmt = " ".join("%d" if t == 'void *' else ("%g" if t in ('float', 'double') else "%ld") for e, t in ms)
    args = ", ".join(f"{var}.{e} != 0" if t == 'void *' else (f"(double){var}.{e}" if t in ('float', 'double') else f"(long){var}.{e}") for e, t in ms)
    return f'  printf("{n} {fmt}\\n", {args});\n'


hdr = "#include <stdio.h>\n" + "".join(f"struct {n} {{ {b} }};\n" for n, b in shapes.items())
other, ours = hdr, hdr
late_params = "long a, long b, long c, long d, long e, struct {n} s, double f1, double f2, double f3, double f4, double f5, double f6, double f7, struct {n} t, int k"
for n, b in shapes.items():
    ms = members(b)
    body = "".join(f"  s.{e} = ({t})(s.{e} + k);\n" if t != 'void *' else f"  s.{e} = (char *)s.{e} + k;\n" for e, t in ms)
    e0, t0 = ms[0]
    lp = late_params.format(n=n)
    other += f"struct {n} c_{n}(int k, struct {n} s, double x) {{\n{body}  (void)x;\n  return s;\n}}\n"
    other += f"struct {n} c_{n}_late({lp}) {{\n{body}  s.{e0} = ({t0})(s.{e0} + a + b + c + d + e + (long)(f1 + f2 + f3 + f4 + f5 + f6 + f7) + t.{e0});\n  return s;\n}}\n"
    other += f"struct {n} o_{n}(int k, struct {n} s, double x);\n"
    ours += f"struct {n} c_{n}(int k, struct {n} s, double x);\nstruct {n} c_{n}_late({lp});\n"
    ours += f"struct {n} o_{n}(int k, struct {n} s, double x) {{\n{body}  (void)x;\n  return s;\n}}\n"

main = "void c_callback(void);\nint main(void) {\n"
callback = "void c_callback(void) {\n"
for n, b in shapes.items():
    ms = members(b)
    main += f"  {{\n    struct {n} s = {{0}}, r;\n"
    callback += f"  {{\n    struct {n} s = {{0}}, r;\n"
    for i, (e, t) in enumerate(ms):
        if t != 'void *':
            main += f"    s.{e} = ({t})({i} + 1);\n"
            callback += f"    s.{e} = ({t})({i} + 2);\n"
    main += f"    r = c_{n}(3, s, 1.5);\n" + pr(n, 'r')
    main += f"    r = c_{n}_late(1, 2, 3, 4, 5, s, 1, 2, 3, 4, 5, 6, 7, s, 2);\n" + pr(n, 'r') + "  }\n"
    callback += f"    r = o_{n}(5, s, 2.5);\n" + pr(n, 'r') + "  }\n"
main += "  c_callback();\n  return 0;\n}\n"
callback += "}\n"
open('abi_ours.c', 'w').write(ours + main)
open('abi_other.c', 'w').write(other + callback)
