// Differential test: main's parameters: argc, argv strings (with spaces and empty strings),
// argv[argc] == NULL, the three-argument main with envp, getenv of a variable set by the test.
// RUN: %clang -O2 -w %s -o %t.ref
// RUN: sh -c 'env XMP_TEST_VAR=hello %t.ref one "two words" "" 4; echo "exit=$?"' > %t.expected
// RUN: %xmpcc -O2 %s -o %t
// RUN: sh -c 'env XMP_TEST_VAR=hello %t one "two words" "" 4; echo "exit=$?"' > %t.out
// RUN: diff %t.expected %t.out

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char *argv[], char *envp[]) {
  printf("argc=%d argv0 nonempty=%d argv[argc]==NULL %d\n", argc, argv[0][0] != 0, argv[argc] == NULL);
  for (int i = 1; i < argc; i++) printf("argv[%d]=<%s> len=%zu\n", i, argv[i], strlen(argv[i]));
  int found = 0;
  for (char **e = envp; *e; e++)
    if (strncmp(*e, "XMP_TEST_VAR=", 13) == 0) found = 1;
  printf("envp has var=%d getenv=%s\n", found, getenv("XMP_TEST_VAR"));
  return argc * 10 + atoi(argv[argc - 1]);
}
