/* Complex numbers across the compiler boundary (abi_complex.test). */
#ifndef ABI_COMPLEX_H
#define ABI_COMPLEX_H
#include <complex.h>
struct cwrap { double complex z; int tag; };
float complex c_fc(float complex a, float complex b);            /* <2 x float> in one xmm */
double complex c_dc(double complex a, double k);                 /* two xmm registers */
long double complex c_ldc(long double complex a);                /* memory in, x87 st0/st1 out */
struct cwrap c_wrap(struct cwrap w);                              /* struct with a complex member */
double c_vsum(int n, ...);                                        /* complex doubles through va_arg */
#endif
