// Differential test: unistd.h: getpid/getppid positive, write(2) to stdout after fflush, isatty on a pipe/file, access on existing and missing paths, getcwd, sysconf page size, usleep
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
#include <string.h>
#include <unistd.h>

int main(void) {
  pid_t pid = getpid();
  printf("pid>0=%d ppid>0=%d\n", pid > 0, getppid() > 0);
  fflush(stdout);                       /* order stdio output before the raw write */
  const char msg[] = "raw write to fd 1\n";
  ssize_t w = write(STDOUT_FILENO, msg, sizeof msg - 1);
  printf("wrote=%zd\n", w);
  printf("isatty(stdout)=%d\n", isatty(STDOUT_FILENO));   /* redirected to a file by the test */
  printf("access /=%d access missing=%d\n", access("/", F_OK), access("/no/such/path/xmp", F_OK));
  char cwd[4096];
  printf("getcwd ok=%d\n", getcwd(cwd, sizeof cwd) != NULL && cwd[0] == '/');
  long page = sysconf(_SC_PAGESIZE);
  printf("page size multiple of 4096=%d\n", page > 0 && page % 4096 == 0);
  printf("usleep=%d\n", usleep(1000));
  printf("STDIN=%d STDOUT=%d STDERR=%d R_OK=%d W_OK=%d X_OK=%d\n", STDIN_FILENO, STDOUT_FILENO,
         STDERR_FILENO, R_OK, W_OK, X_OK);
  return (int)w;
}
