/* Self-checking helpers for the XMP run tests: EXPECT prints a FAIL line naming the node and
 * the line; xmp_test_finish() sums the failures over every node and node 0 prints the verdict
 * (tests FileCheck "PASS on N nodes" with --implicit-check-not=FAIL). */
#include <stdio.h>
#include <xmp.h>

static int xmp_test_fails;

#define EXPECT(c)                                                                              \
  do {                                                                                         \
    if (!(c)) {                                                                                \
      printf("FAIL node %d line %d: %s\n", xmpc_all_node_num(), __LINE__, #c);                 \
      fflush(stdout);                                                                          \
      xmp_test_fails++;                                                                        \
    }                                                                                          \
  } while (0)

#define EXPECT_EQ(a, b)                                                                        \
  do {                                                                                         \
    long long xa_ = (long long)(a), xb_ = (long long)(b);                                      \
    if (xa_ != xb_) {                                                                          \
      printf("FAIL node %d line %d: %s == %lld, expected %lld\n", xmpc_all_node_num(),         \
             __LINE__, #a, xa_, xb_);                                                          \
      fflush(stdout);                                                                          \
      xmp_test_fails++;                                                                        \
    }                                                                                          \
  } while (0)

static int xmp_test_finish(void) {
  int f = xmp_test_fails;
#pragma xmp reduction (+:f)
  if (xmpc_all_node_num() == 0)
    printf("%s on %d nodes\n", f == 0 ? "PASS" : "FAILED", xmp_all_num_nodes());
  fflush(stdout);
  return f != 0;
}
