// Warnings that are errors by default in clang-22: they follow -Wno-<name> and
// -Wno-error=<name>, but not -w or -Wno-error.
int chained(int a, int b, int c) { return a < b < c; }
int implicit(void) { return undeclared_function(1); }
