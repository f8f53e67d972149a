// Differential test: a small program: Conway's game of life on a toroidal grid of chars, 60 generations, printing the final board and population counts
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

#define W 24
#define H 16

static char grid[H][W], next[H][W];

static int neighbours(int y, int x) {
  int n = 0;
  for (int dy = -1; dy <= 1; dy++)
    for (int dx = -1; dx <= 1; dx++) {
      if (!dy && !dx) continue;
      n += grid[(y + dy + H) % H][(x + dx + W) % W];
    }
  return n;
}

static int step(void) {
  int pop = 0;
  for (int y = 0; y < H; y++)
    for (int x = 0; x < W; x++) {
      int n = neighbours(y, x);
      next[y][x] = (char)(grid[y][x] ? (n == 2 || n == 3) : (n == 3));
      pop += next[y][x];
    }
  memcpy(grid, next, sizeof grid);
  return pop;
}

int main(void) {
  static const char *seed[] = {".X......................", "..X.....................",
                               "XXX.....................", "........................",
                               "..........XX............", "..........XX............",
                               "...................XXX..", "........................",
                               "....XXXX.XXXXX...XXX....", "........................"};
  for (int y = 0; y < 10; y++)
    for (int x = 0; x < W; x++) grid[y][x] = seed[y][x] == 'X';
  int history[60];
  for (int g = 0; g < 60; g++) history[g] = step();
  for (int g = 0; g < 60; g += 6) printf("%d ", history[g]);
  printf("\n");
  for (int y = 0; y < H; y++) {
    for (int x = 0; x < W; x++) putchar(grid[y][x] ? '#' : '.');
    putchar('\n');
  }
  unsigned hash = 0;
  for (int y = 0; y < H; y++)
    for (int x = 0; x < W; x++) hash = hash * 3 + (unsigned)grid[y][x];
  printf("hash=%u\n", hash);
  return history[59];
}
