/* Included by header_macros.c (twice: the guard must hold). Uses NN from the includer and a
   function-like macro defined here, and includes a second header through -I. */
#ifndef HM_OUTER_H
#define HM_OUTER_H
#define DOUBLE(x) ((x) * 2)
#pragma xmp template to[DOUBLE(NN)]
#pragma xmp distribute to[block] onto p1
#include <hm_inner.h>
#endif
