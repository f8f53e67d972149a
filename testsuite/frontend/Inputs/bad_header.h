/* Included by error_in_header.c: the error on line 4 must be reported in this file. */
struct ok { int a; };

int broken_decl(int x) { return x + not_declared_here; }
