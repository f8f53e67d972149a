/* No include guard: each inclusion declares the template the current TNAME/TSIZE name. */
#pragma xmp template TNAME[TSIZE]
