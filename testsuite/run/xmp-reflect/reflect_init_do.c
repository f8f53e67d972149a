// reflect_init / reflect_do on the host: the schedule is built once (reflect_init, here in
// main) and executed many times (reflect_do, here in another function, as in the XcalableACC
// Himeno); XMP_STATS shows one build and N executions. The same iteration written with a plain
// `reflect` in the loop is hoisted by reflect-hoist at -O1 and above (one build per loop, N
// executions), and not with -disable-pass=reflect-hoist (a build per execution). (-O0 is not
// run: its checked element access refuses the periodic shadow slots u[-1] and u[N].) A 1-D heat iteration with periodic
// boundaries checks the values against a serial computation on every node.
// RUN: %xmpcc -O2 %s -o %t.O2
// RUN: %xmpcc -O1 -disable-pass=reflect-hoist %s -o %t.nohoist
// RUN: %xmprun -n 3 %t.O2 | FileCheck %s --check-prefix=OK --implicit-check-not=FAIL
// RUN: %xmprun -n 1 %t.nohoist | FileCheck %s --check-prefix=OK --implicit-check-not=FAIL
// RUN: %xmprun -n 4 %t.nohoist | FileCheck %s --check-prefix=OK --implicit-check-not=FAIL
// RUN: %if !transport-mpi %{ %xmprun -n 8 %t.O2 | FileCheck %s --check-prefix=OK --implicit-check-not=FAIL %}
// RUN: %if !transport-mpi %{ env XMP_STATS=1 %xmprun -n 2 %t.O2 2>&1 >/dev/null | FileCheck %s --check-prefix=O2 %}
// RUN: %if !transport-mpi %{ env XMP_STATS=1 %xmprun -n 2 %t.nohoist 2>&1 >/dev/null | FileCheck %s --check-prefix=O0 %}
// On mpi without direct shared-memory access (XMP_MPI_DIRECT=0) reflect_init builds MPI
// persistent requests and reflect_do starts them (also for the hoisted loop); the plain reflects
// of the loop without the pass keep the one-sided path.
// RUN: env XMP_MPI_DIRECT=0 %xmprun -n 3 %t.O2 | FileCheck %s --check-prefix=OK --implicit-check-not=FAIL
// RUN: env XMP_MPI_DIRECT=0 %xmprun -n 4 %t.nohoist | FileCheck %s --check-prefix=OK --implicit-check-not=FAIL
// RUN: %if transport-mpi %{ env XMP_MPI_DIRECT=0 XMP_STATS=1 %xmprun -n 2 %t.O2 2>&1 >/dev/null | FileCheck %s --check-prefix=P2 %}
// RUN: %if transport-mpi %{ env XMP_MPI_DIRECT=0 XMP_STATS=1 %xmprun -n 2 %t.nohoist 2>&1 >/dev/null | FileCheck %s --check-prefix=P0 %}
// OK: PASS directives
// OK: PASS hoisted
// 1 build + 10 executions by the directives, then the loop of 10 reflects: hoisted at -O2
// (1 build, 10 executions), not without the pass (10 builds, 10 executions).
// O2: xmp: node 0: stats: {{.*}}reflect_builds=2 reflect_execs=20
// O2: xmp: node 1: stats: {{.*}}reflect_builds=2 reflect_execs=20
// O0: xmp: node 0: stats: {{.*}}reflect_builds=11 reflect_execs=20
// P2-DAG: xmp: node 0: stats: {{.*}}reflect_builds=2 reflect_execs=20 {{.*}}reflect_persistent_builds=2 reflect_persistent_starts=20{{( |$)}}
// P2-DAG: xmp: node 1: stats: {{.*}}reflect_builds=2 reflect_execs=20 {{.*}}reflect_persistent_builds=2 reflect_persistent_starts=20{{( |$)}}
// P0-DAG: xmp: node 0: stats: {{.*}}reflect_builds=11 reflect_execs=20 {{.*}}reflect_persistent_builds=1 reflect_persistent_starts=10{{( |$)}}
#include <stdio.h>
#include <xmp.h>

#define N 37
#define STEPS 10

#pragma xmp nodes p[*]
#pragma xmp template t[N]
#pragma xmp distribute t[block] onto p
double u[N], v[N];
#pragma xmp align u[i] with t[i]
#pragma xmp align v[i] with t[i]
#pragma xmp shadow u[1]

static double ref[N], tmp[N];

static void serial(void) {
  for (int i = 0; i < N; i++) ref[i] = (i * 7) % 11;
  for (int s = 0; s < STEPS; s++) {
    for (int i = 0; i < N; i++)
      tmp[i] = 0.25 * ref[(i + N - 1) % N] + 0.5 * ref[i] + 0.25 * ref[(i + 1) % N];
    for (int i = 0; i < N; i++) ref[i] = tmp[i];
  }
}

static void init(void) {
#pragma xmp loop (i) on t[i]
  for (int i = 0; i < N; i++) u[i] = (i * 7) % 11;
}

static void step_do(void) {
#pragma xmp reflect_do (u)
#pragma xmp loop (i) on t[i]
  for (int i = 0; i < N; i++) v[i] = 0.25 * u[i - 1] + 0.5 * u[i] + 0.25 * u[i + 1];
#pragma xmp loop (i) on t[i]
  for (int i = 0; i < N; i++) u[i] = v[i];
}

static void check(const char *name) {
  int bad = 0;
#pragma xmp loop (i) on t[i] reduction(+:bad)
  for (int i = 0; i < N; i++)
    if (u[i] != ref[i]) bad++;
  printf("%s %s\n", bad ? "FAIL" : "PASS", name);
}

int main(void) {
  serial();
  init();
#pragma xmp reflect_init (u) width(/periodic/1)
  for (int s = 0; s < STEPS; s++) step_do();
  check("directives");

  init();
  int w = 1;
  for (int s = 0; s < STEPS; s++) {
#pragma xmp reflect (u) width(/periodic/w)
#pragma xmp loop (i) on t[i]
    for (int i = 0; i < N; i++) v[i] = 0.25 * u[i - 1] + 0.5 * u[i] + 0.25 * u[i + 1];
#pragma xmp loop (i) on t[i]
    for (int i = 0; i < N; i++) u[i] = v[i];
  }
  check("hoisted");
  return 0;
}
