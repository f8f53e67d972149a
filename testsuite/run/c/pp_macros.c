// Differential test: preprocessor output used by the compiler: object/function-like macros, # and ##, variadic macros with __VA_ARGS__, __LINE__/__FILE__ basename, #if arithmetic, #line, macros expanding to declarations
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

#define SQUARE(x) ((x) * (x))
#define STR(x) #x
#define XSTR(x) STR(x)
#define CAT(a, b) a##b
#define LOG(fmt, ...) printf("[log] " fmt "\n", __VA_ARGS__)
#define LOG0(...) printf(__VA_ARGS__)
#define DECLARE_GETTER(name, value) static int get_##name(void) { return value; }
#define VERSION 3
#define COUNT_ARGS(...) COUNT_IMPL(__VA_ARGS__, 5, 4, 3, 2, 1)
#define COUNT_IMPL(a, b, c, d, e, n, ...) n

DECLARE_GETTER(alpha, 10)
DECLARE_GETTER(beta, SQUARE(4))

static const char *base(const char *path) {
  const char *slash = strrchr(path, '/');
  return slash ? slash + 1 : path;
}

int main(void) {
  int CAT(my, var) = 5;
  printf("square=%d str=%s xstr=%s\n", SQUARE(myvar + 1), STR(a + b), XSTR(VERSION));
  LOG("%d and %s", 42, "text");
  LOG0("plain %s\n", "variadic");
  printf("getters=%d %d\n", get_alpha(), get_beta());
  printf("args=%d %d %d\n", COUNT_ARGS(a), COUNT_ARGS(a, b, c), COUNT_ARGS(1, 2, 3, 4, 5));
  printf("line=%d file=%s\n", __LINE__, base(__FILE__));
#if VERSION * 2 > 5 && defined(VERSION)
  printf("version check passed\n");
#else
  printf("version check failed\n");
#endif
#line 1000
  printf("after #line: %d\n", __LINE__);
  printf("stdc=%d hosted=%d\n", __STDC__, __STDC_HOSTED__);
  return get_beta();
}
