/* Shared timers for the benchmark kernels: wall clock (monotonic) and this process's CPU time,
 * both in seconds. Kernels print both (`time_s`, `cpu_s`); tools/bench compares CPU time by
 * default because the machines it runs on are shared. */
#ifndef BENCH_TIMER_H
#define BENCH_TIMER_H
#include <time.h>

static double bench_now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static double bench_cpu(void) {
  struct timespec ts;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}
#endif
