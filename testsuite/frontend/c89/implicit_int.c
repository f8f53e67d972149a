// Declarations without a type specifier (implicit int): each declarator is diagnosed at its
// name. An error by default since C99, a warning with -Wno-error=implicit-int, silent with
// -Wno-implicit-int; valid C89 (a warning only under -Wimplicit-int or -Wall); an error in C23.
// RUN: not %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: %xmpcc -fsyntax-only -Wno-error=implicit-int %s 2>&1 | FileCheck %s --check-prefix=WARN --implicit-check-not=error:
// RUN: %xmpcc -fsyntax-only -Wno-implicit-int %s 2>&1 | FileCheck %s --check-prefix=NONE --allow-empty
// RUN: %xmpcc -fsyntax-only -std=gnu89 %s 2>&1 | FileCheck %s --check-prefix=NONE --allow-empty
// RUN: %xmpcc -fsyntax-only -ansi -Wno-error=implicit-int %s 2>&1 | FileCheck %s --check-prefix=NONE --allow-empty
// RUN: %xmpcc -fsyntax-only -std=c89 -Wimplicit-int %s 2>&1 | FileCheck %s --check-prefix=C89 --implicit-check-not=error:
// RUN: %xmpcc -fsyntax-only -std=gnu89 -Wall %s 2>&1 | FileCheck %s --check-prefix=C89 --implicit-check-not=error:
// RUN: not %xmpcc -fsyntax-only -std=gnu89 -Werror=implicit-int %s 2>&1 | FileCheck %s --check-prefix=C89ERR
// NONE-NOT: error:
// NONE-NOT: implicit-int
// RUN: not %xmpcc -fsyntax-only -std=c2x %s 2>&1 | FileCheck %s --check-prefix=C23

static counter;
// ERR: implicit_int.c:[[@LINE-1]]:8: error: type specifier missing, defaults to 'int'; ISO C99 and later do not support implicit int [-Wimplicit-int]
// WARN: implicit_int.c:[[@LINE-2]]:8: warning: type specifier missing, defaults to 'int'; ISO C99 and later do not support implicit int [-Wimplicit-int]
// C89: implicit_int.c:[[@LINE-3]]:8: warning: type specifier missing, defaults to 'int' [-Wimplicit-int]
// C89ERR: implicit_int.c:[[@LINE-4]]:8: error: type specifier missing, defaults to 'int' [-Werror,-Wimplicit-int]
// C23: implicit_int.c:[[@LINE-5]]:8: error: a type specifier is required for all declarations
const *p, q = 1;
// ERR: implicit_int.c:[[@LINE-1]]:8: error: type specifier missing
// ERR: implicit_int.c:[[@LINE-2]]:11: error: type specifier missing
// C89: implicit_int.c:[[@LINE-3]]:8: warning: type specifier missing
// C89: implicit_int.c:[[@LINE-4]]:11: warning: type specifier missing
f();
// ERR: implicit_int.c:[[@LINE-1]]:1: error: type specifier missing
// WARN: implicit_int.c:[[@LINE-2]]:1: warning: type specifier missing
// C89: implicit_int.c:[[@LINE-3]]:1: warning: type specifier missing
g(a, b) char *b; { return a + *b; }
// ERR-DAG: implicit_int.c:[[@LINE-1]]:1: error: type specifier missing
// ERR-DAG: implicit_int.c:[[@LINE-2]]:3: error: parameter 'a' was not declared, defaults to 'int'; ISO C99 and later do not support implicit int [-Wimplicit-int]
// WARN-DAG: implicit_int.c:[[@LINE-3]]:1: warning: type specifier missing
// WARN-DAG: implicit_int.c:[[@LINE-4]]:3: warning: parameter 'a' was not declared, defaults to 'int'; ISO C99 and later do not support implicit int [-Wimplicit-int]
// C89: implicit_int.c:[[@LINE-5]]:1: warning: type specifier missing
h(n) register n; { return n; }
// ERR-DAG: implicit_int.c:[[@LINE-1]]:15: error: type specifier missing
// ERR-DAG: implicit_int.c:[[@LINE-2]]:1: error: type specifier missing
// C89-DAG: implicit_int.c:[[@LINE-3]]:15: warning: type specifier missing
// C89-DAG: implicit_int.c:[[@LINE-4]]:1: warning: type specifier missing
main ()
// ERR: implicit_int.c:[[@LINE-1]]:1: error: type specifier missing
// C89: implicit_int.c:[[@LINE-2]]:1: warning: type specifier missing
{
  register i, j = 0;
// ERR: implicit_int.c:[[@LINE-1]]:12: error: type specifier missing
// ERR: implicit_int.c:[[@LINE-2]]:15: error: type specifier missing
// C89: implicit_int.c:[[@LINE-3]]:12: warning: type specifier missing
// C89: implicit_int.c:[[@LINE-4]]:15: warning: type specifier missing
  for (auto k = 0; k < 2; k++)
// ERR: implicit_int.c:[[@LINE-1]]:13: error: type specifier missing
// C89: implicit_int.c:[[@LINE-2]]:13: warning: type specifier missing
    j += k;
  i = j;
  return i + counter + q + f() + g(1, "") + h(2);
}
