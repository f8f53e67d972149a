#!/bin/bash
# The tools/bench mapping measurements from prebuilt binaries, for a machine without the
# toolchain (used for the quiet-host numbers in bench/results/mapping-2026-11-26.txt). Put next
# to this script: xmprun and, per kernel K of daxpy dot matvec, K.clang (clang-22 -O2
# -Wno-unknown-pragmas K.c -lm), K.xmp (xmp-clang -O2) and K.naive (xmp-clang -O2
# -disable-pass=loop-localize); and compute.xmp. Prints CPU seconds per run (serial kernels,
# `reps` repetitions) and wall seconds (compute) for 7 alternated runs.
cd "$(dirname "$0")"
echo "host: $(nproc) cpus; load $(cat /proc/loadavg)"
for r in 1 2 3 4 5 6 7; do
  for k in daxpy:200:4 dot:150:4 matvec:60:6; do
    IFS=: read n reps nreps <<< "$k"
    c=$(./$n.clang $reps | awk '/cpu_s/{print $2}')
    x=$(./xmprun -n 1 ./$n.xmp $reps | awk '/cpu_s/{print $2}')
    v=$(./xmprun -n 1 ./$n.naive $nreps | awk '/cpu_s/{print $2}')
    echo "run $r $n clang $c xmp $x naive $v reps $reps nreps $nreps"
  done
  if [ $((r % 2)) = 1 ]; then o="1 2"; else o="2 1"; fi
  for n in $o; do
    t=$(./xmprun -n $n ./compute.xmp 24 | awk '/time_s/{print $2}')
    echo "run $r compute n=$n wall $t"
  done
done
echo "load after $(cat /proc/loadavg)"
