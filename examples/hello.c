/* The set-up example: a small C program compiled by xmp-clang. */
#include <math.h>
#include <stdio.h>
#include <string.h>

struct point {
    double x, y;
};

static double dist(struct point a, struct point b) {
    return sqrt((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y));
}

int main(void) {
    struct point pts[] = {{0, 0}, {3, 4}, {6, 8}};
    double total = 0;
    for (int i = 1; i < (int)(sizeof pts / sizeof pts[0]); i++)
        total += dist(pts[i - 1], pts[i]);
    char msg[32];
    strcpy(msg, "hello from xmp-clang");
    printf("%s: path length %.1f\n", msg, total);
    return 0;
}
