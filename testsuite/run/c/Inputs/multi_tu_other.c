/* Second translation unit for multi_tu.c: shares globals through extern declarations and has
 * its own static objects with the same names as the first unit's. */
#include "multi_tu.h"

int shared_counter = 100;          /* defined here, declared extern in multi_tu.h */
const char *unit_names[2] = {"main-unit", "other-unit"};
static int helper(int x) { return x * 3; }   /* same name as a static in multi_tu.c */
static int hidden = 7;

int other_add(int x) {
  shared_counter += x;
  return helper(x) + hidden;
}

struct vec2 other_scale(struct vec2 v, double k) { return (struct vec2){v.x * k, v.y * k}; }

int other_apply(int (*fn)(int), int x) { return fn(x) + 1; }
