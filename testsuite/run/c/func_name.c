// Differential test: __func__ and __PRETTY_FUNCTION__/__FUNCTION__: value, sizeof, use through a macro, in nested blocks and static functions
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

#define WHERE() printf("in %s\n", __func__)

static void helper(void) { WHERE(); }
static const char *get_name(void) { return __func__; }

static int a_rather_long_function_name(void) {
  {
    { return (int)strlen(__func__); }
  }
}

int main(void) {
  printf("%s sizeof=%zu\n", __func__, sizeof(__func__));
  helper();
  printf("get_name=%s\n", get_name());
  printf("len=%d\n", a_rather_long_function_name());
  printf("pretty=%s function=%s\n", __PRETTY_FUNCTION__, __FUNCTION__);
  const char *p = __func__;
  printf("same object=%d\n", p == __func__);
  return (int)sizeof(__func__);
}
