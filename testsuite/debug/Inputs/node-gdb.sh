#!/bin/sh
# Runs one node of an XMP job under gdb in batch mode (the remaining arguments are gdb's); the
# node's gdb output goes to "$1.NODE", NODE being the node number (XMP_NODE from xmprun,
# PMI_RANK from mpiexec), so that each node's output can be checked alone.
out=$1
shift
node=${XMP_NODE:-${PMI_RANK:-0}}
exec gdb -batch -nx "$@" > "$out.$node" 2>&1
