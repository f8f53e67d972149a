/* Included by err_header_pragma.c: NN and NODES come from the includer. */
#pragma xmp nodes p[*]
#ifdef BAD_SYNTAX
#pragma xmp template tb[NN +]
#else
#pragma xmp template tb[NN]
#pragma xmp distribute tb[block] onto NODES
#endif
