#ifndef MULTI_TU_H
#define MULTI_TU_H
struct vec2 { double x, y; };
extern int shared_counter;
extern const char *unit_names[2];
int other_add(int x);
struct vec2 other_scale(struct vec2 v, double k);
int other_apply(int (*fn)(int), int x);
#endif
