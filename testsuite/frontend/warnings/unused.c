// -Wunused-* (in -Wall; -Wunused-parameter and -Wunused-but-set-parameter in -Wextra), with
// clang's wording and locations; -Wno-<name> and -Werror=<name> as clang's.
// RUN: %xmpcc -fsyntax-only -Wall -Wextra %s 2>&1 | FileCheck %s --implicit-check-not=warning:
// RUN: %xmpcc -fsyntax-only %s 2>&1 | count 0
// RUN: %xmpcc -fsyntax-only -Wall -Wextra -Wno-unused -Wno-unused-parameter -Wno-unused-but-set-parameter %s 2>&1 | count 0
// RUN: not %xmpcc -fsyntax-only -Werror=unused-variable %s 2>&1 | FileCheck %s --check-prefix=ERR --implicit-check-not=warning:
// ERR-DAG: unused.c:30:7: error: unused variable 'unused_local' [-Werror,-Wunused-variable]
// ERR-DAG: unused.c:43:14: error: unused variable 'static_local' [-Werror,-Wunused-variable]

// CHECK-DAG: unused.c:[[#@LINE+3]]:12: warning: unused variable 'unused_static' [-Wunused-variable]
// CHECK-DAG: unused.c:[[#@LINE+3]]:18: warning: unused variable 'unused_const' [-Wunused-const-variable]
// CHECK-DAG: unused.c:[[#@LINE+3]]:12: warning: unused function 'never_called' [-Wunused-function]
static int unused_static;
static const int unused_const = 3;
static int never_called(void) { return 1; }
// CHECK-DAG: unused.c:[[#@LINE+1]]:12: warning: function 'only_recursive' is not needed and will not be emitted [-Wunneeded-internal-declaration]
static int only_recursive(int n) { return n ? only_recursive(n - 1) : 0; }
static int __attribute__((unused)) marked(void) { return 0; }
static int used_helper(int x) { return x + 1; }

// CHECK-DAG: unused.c:[[#@LINE+2]]:26: warning: unused parameter 'unused_param' [-Wunused-parameter]
// CHECK-DAG: unused.c:[[#@LINE+1]]:44: warning: parameter 'set_param' set but not used [-Wunused-but-set-parameter]
int params(int used, int unused_param, int set_param) {
  set_param = 4;
  return used;
}

int locals(int a) {
  // CHECK-DAG: unused.c:[[#@LINE+1]]:7: warning: unused variable 'unused_local' [-Wunused-variable]
  int unused_local;
  // CHECK-DAG: unused.c:[[#@LINE+1]]:7: warning: variable 'set_local' set but not used [-Wunused-but-set-variable]
  int set_local = 0;
  set_local = 3;
  // CHECK-DAG: unused.c:[[#@LINE+1]]:7: warning: variable 'incremented' set but not used [-Wunused-but-set-variable]
  int incremented = 0;
  incremented++;
  int read_back = 0;
  read_back = read_back + 1;
  int __attribute__((unused)) quiet;
  int voided = 0;
  (void)voided;
  // CHECK-DAG: unused.c:[[#@LINE+1]]:14: warning: unused variable 'static_local' [-Wunused-variable]
  static int static_local;
  // CHECK-DAG: unused.c:[[#@LINE+1]]:1: warning: unused label 'unused_label' [-Wunused-label]
unused_label:
  return a + read_back + used_helper(0);
}
