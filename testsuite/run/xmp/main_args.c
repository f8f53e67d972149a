// The user's main is run by xmp_rt_main with argc/argv preserved (envp too) and its status
// UNSUPPORTED: transport-mpi
// propagated as the job's status.
// RUN: %xmpcc %s -o %t
// RUN: %xmprun -n 2 %t alpha "b c" | FileCheck %s
// CHECK-DAG: node 0: argc=3 alpha|b c env=yes
// CHECK-DAG: node 1: argc=3 alpha|b c env=yes
// RUN: env XMP_TEST_STATUS=3 not %xmprun -n 2 %t 2>&1 | FileCheck %s --check-prefix=STATUS
// STATUS: exited with status 3
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <xmp.h>

#pragma xmp nodes p[*]

int main(int argc, char **argv, char **envp) {
  int env = 0;
  for (char **e = envp; *e; e++)
    if (strncmp(*e, "PATH=", 5) == 0)
      env = 1;
  if (argc == 3)
    printf("node %d: argc=%d %s|%s env=%s\n", xmpc_node_num(), argc, argv[1], argv[2], env ? "yes" : "no");
  const char *st = getenv("XMP_TEST_STATUS");
  return st ? atoi(st) : 0;
}
