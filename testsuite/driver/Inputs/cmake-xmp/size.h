#define N 100
