// Differential test: time.h and sys/time.h: time() and clock() and gettimeofday run and move forward, struct tm via gmtime/mktime of fixed dates, strftime, difftime, timersub/timeradd macros
// Built by clang-22 and by xmp-clang; stdout and exit status must match.
// RUN: %clang -O2 -w %s -o %t.ref -lm
// RUN: sh -c '%t.ref; echo "exit=$?"' > %t.expected
// RUN: %xmpcc -O2 %s -o %t -lm
// RUN: sh -c '%t; echo "exit=$?"' > %t.out
// RUN: diff %t.expected %t.out
// RUN: %xmpcc -O0 %s -o %t.O0 -lm
// RUN: sh -c '%t.O0; echo "exit=$?"' > %t.O0.out
// RUN: diff %t.expected %t.O0.out

#include <stdio.h>
#include <time.h>
#include <sys/time.h>

int main(void) {
  time_t now = time(NULL);
  printf("time positive=%d\n", now > 1600000000);
  clock_t c0 = clock();
  volatile double x = 0;
  for (int i = 0; i < 200000; i++) x += i * 0.5;
  clock_t c1 = clock();
  printf("clock monotone=%d CLOCKS_PER_SEC=%ld\n", c1 >= c0, (long)CLOCKS_PER_SEC);
  struct timeval tv0, tv1, diff, sum;
  gettimeofday(&tv0, NULL);
  gettimeofday(&tv1, NULL);
  timersub(&tv1, &tv0, &diff);
  printf("gettimeofday nonnegative=%d\n", diff.tv_sec >= 0 && diff.tv_usec >= 0);
  struct timeval a = {5, 700000}, b = {2, 600000};
  timeradd(&a, &b, &sum);
  timersub(&a, &b, &diff);
  printf("timeradd=%ld.%06ld timersub=%ld.%06ld cmp=%d\n", (long)sum.tv_sec, (long)sum.tv_usec,
         (long)diff.tv_sec, (long)diff.tv_usec, timercmp(&a, &b, >));
  time_t fixed = 1000000000;           /* 2001-09-09 01:46:40 UTC */
  struct tm tmv;
  gmtime_r(&fixed, &tmv);
  printf("gmtime: %d-%02d-%02d %02d:%02d:%02d wday=%d yday=%d\n", tmv.tm_year + 1900,
         tmv.tm_mon + 1, tmv.tm_mday, tmv.tm_hour, tmv.tm_min, tmv.tm_sec, tmv.tm_wday, tmv.tm_yday);
  char buf[64];
  size_t n = strftime(buf, sizeof buf, "%Y/%m/%d %H:%M:%S %a %b %j", &tmv);
  printf("strftime=%s n=%zu\n", buf, n);
  struct tm *p = gmtime(&fixed);
  printf("difftime=%.0f asctime=%s", difftime(fixed + 90, fixed), asctime(p));
  struct timespec ts;
  int rc = clock_gettime(CLOCK_MONOTONIC, &ts);
  printf("clock_gettime rc=%d nsec ok=%d\n", rc, ts.tv_nsec >= 0 && ts.tv_nsec < 1000000000);
  return tmv.tm_wday;
}
