#include <stdio.h>
#include <complex.h>
#include <float.h>

double _Complex gz = 1.0 + 2.0 * I;
float _Complex gfz = 3.0f;
long double gld = 0.1L;
long double gbig = 1e4000L;
struct { long double x; int k; } gs = {0.2L, 4};

double _Complex mk(double a) { double _Complex z = a; return z * z + 1.0; }
float _Complex mkf(float a) { float _Complex z = a; z += 2.0f; return z / z; }

int main(void) {
    double _Complex z = mk(3.0);
    float _Complex w = mkf(1.5f);
    printf("%g %g %g %g %d\n", creal(z), cimag(z), crealf(w), cimagf(w), z == 10.0);
    double _Complex q = (1.0 + 2.0 * I) * (3.0 - 1.0 * I);
    printf("%g %g %g %g\n", creal(q), cimag(q), creal(gz), cimag(gz));
    printf("%g %g %g\n", crealf(gfz), cabs(3.0 + 4.0 * I), carg(1.0 * I));
    printf("%.20Lg %Lg %.20Lg %d\n", gld, gbig, gs.x, gs.k);
    long double l = 0.1L;
    printf("%.20Lg %d\n", l * 3, l == gld);
    printf("%.20Lg\n", LDBL_MAX / 2);
    return 0;
}
