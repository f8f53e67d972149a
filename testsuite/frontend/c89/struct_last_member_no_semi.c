// GNU: the last member of a struct or union may lack its ';' (a warning, as clang gives);
// a missing ';' between members stays an error.
// RUN: %xmpcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: %xmpcc -fsyntax-only -w %s 2>&1 | count 0
// RUN: not %xmpcc -fsyntax-only -DBETWEEN %s 2>&1 | FileCheck %s --check-prefix=ERR
struct point {
  int x;
  int y
};
// CHECK: struct_last_member_no_semi.c:[[@LINE-2]]:8: warning: expected ';' at end of declaration list
union u { int i; float f };
// CHECK: struct_last_member_no_semi.c:[[@LINE-1]]:25: warning: expected ';' at end of declaration list
#ifdef BETWEEN
struct bad { int a int b; };
// ERR: struct_last_member_no_semi.c:[[@LINE-1]]:19: error: expected ';' at end of declaration list
#endif
int main(void) {
  struct point p = {1, 2};
  union u v = {3};
  return p.x + p.y + v.i - 6;
}
