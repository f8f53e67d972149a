/* EPCC-style OpenMP overhead microbenchmark: for each construct, the time of `reps`
 * executions of the construct around a short delay, minus the time of the same delays run
 * without it (by one thread), per execution, in microseconds. Prints one line per construct:
 * `overhead <name> <us>`, and a checksum line that both builds must agree on.
 *
 *   epcc [reps] [outer]    (defaults 2000 and 7; the median over `outer` measurements)
 */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

static int reps = 2000, outer = 7;
static volatile double sink;

/* A short delay: the work inside each construct. */
static void delay(int n) {
  double a = 0;
  for (int i = 0; i < n; i++)
    a += i * 0.5;
  if (a < 0)
    sink = a;
}

#define DELAY 100

static int cmp(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

static double median(double *v, int n) {
  qsort(v, n, sizeof *v, cmp);
  return v[n / 2];
}

static double reference(void) {
  double t = omp_get_wtime();
  for (int r = 0; r < reps; r++)
    delay(DELAY);
  return omp_get_wtime() - t;
}

static long checksum;

static double t_parallel(void) {
  double t = omp_get_wtime();
  for (int r = 0; r < reps; r++) {
#pragma omp parallel
    delay(DELAY);
  }
  return omp_get_wtime() - t;
}

static double t_for(void) {
  int nt = omp_get_max_threads();
  double t = omp_get_wtime();
#pragma omp parallel
  for (int r = 0; r < reps; r++) {
#pragma omp for
    for (int i = 0; i < nt; i++)
      delay(DELAY);
  }
  return omp_get_wtime() - t;
}

static double t_dynamic(void) {
  int nt = omp_get_max_threads();
  double t = omp_get_wtime();
#pragma omp parallel
  for (int r = 0; r < reps; r++) {
#pragma omp for schedule(dynamic)
    for (int i = 0; i < nt; i++)
      delay(DELAY);
  }
  return omp_get_wtime() - t;
}

static double t_barrier(void) {
  double t = omp_get_wtime();
#pragma omp parallel
  for (int r = 0; r < reps; r++) {
    delay(DELAY);
#pragma omp barrier
  }
  return omp_get_wtime() - t;
}

static double t_reduction(void) {
  double t = omp_get_wtime();
  long total = 0;
  for (int r = 0; r < reps; r++) {
    long s = 0;
#pragma omp parallel reduction(+:s)
    {
      delay(DELAY);
      s += 1;
    }
    total += s;
  }
  checksum += total / reps;
  return omp_get_wtime() - t;
}

static double t_single(void) {
  long n = 0;
  double t = omp_get_wtime();
#pragma omp parallel
  for (int r = 0; r < reps; r++) {
#pragma omp single
    {
      delay(DELAY);
      n++;
    }
  }
  checksum += n / reps;
  return omp_get_wtime() - t;
}

static double t_critical(void) {
  long n = 0;
  int nt = omp_get_max_threads();
  double t = omp_get_wtime();
#pragma omp parallel
  for (int r = 0; r < reps / nt; r++) {
#pragma omp critical
    {
      delay(DELAY);
      n++;
    }
  }
  checksum += n == (long)(reps / nt) * nt;
  return omp_get_wtime() - t;
}

int main(int argc, char **argv) {
  if (argc > 1)
    reps = atoi(argv[1]);
  if (argc > 2)
    outer = atoi(argv[2]);
  struct {
    const char *name;
    double (*f)(void);
  } tests[] = {{"parallel", t_parallel}, {"for", t_for},       {"for_dynamic", t_dynamic},
               {"barrier", t_barrier},   {"reduction", t_reduction}, {"single", t_single},
               {"critical", t_critical}};
  double *v = malloc(sizeof(double) * outer);
  double *ref = malloc(sizeof(double) * outer);
  for (unsigned k = 0; k < sizeof tests / sizeof tests[0]; k++) {
    for (int o = 0; o < outer; o++) {
      ref[o] = reference();
      v[o] = tests[k].f();
    }
    double over = (median(v, outer) - median(ref, outer)) / reps * 1e6;
    printf("overhead %s %.3f\n", tests[k].name, over);
  }
  printf("checksum %ld\n", checksum);
  return 0;
}
