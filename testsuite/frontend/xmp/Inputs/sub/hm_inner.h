/* Nested include (found through -I); INNER_W is defined here from the includer's NN. */
#define INNER_W (NN / 8)
#pragma xmp template ti[NN][INNER_W]
#pragma xmp distribute ti[block][cyclic(INNER_W)] \
    onto p2
/* OpenACC and OpenMP lines are accepted and ignored on host builds, in headers too. */
#pragma acc data copy(NN)
#pragma omp parallel for
#define HM_BARRIER _Pragma("xmp barrier")
