#define SCALE 21
