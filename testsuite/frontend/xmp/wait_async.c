// wait_async: several ids, on clause, acc.
// RUN: %xmpcc -ast-dump %s | FileCheck %s

#pragma xmp nodes p[4]

void finish(int id) {
#pragma xmp wait_async (7)
// CHECK: XmpWaitAsync ids=(7){{$}}
#pragma xmp wait_async (1, id + 1) on p
// CHECK: XmpWaitAsync ids=(1, id + 1) on=p{{$}}
#pragma xmp wait_async (id) acc
// CHECK: XmpWaitAsync ids=(id) acc{{$}}
}
