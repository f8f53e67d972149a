// Differential test: a small program: Dijkstra shortest paths with a binary heap of structs, BFS on a grid maze with a queue, and topological sort with DFS recursion
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
#include <limits.h>

#define V 12
struct edge { int to, w; };
struct item { int dist, node; };
static struct edge adj[V][6];
static int deg[V];
static struct item heap[V * 6 + 8];
static int hn;

static void heap_push(struct item it) {
  int i = hn++;
  heap[i] = it;
  while (i > 0 && heap[(i - 1) / 2].dist > heap[i].dist) {
    struct item t = heap[i]; heap[i] = heap[(i - 1) / 2]; heap[(i - 1) / 2] = t;
    i = (i - 1) / 2;
  }
}
static struct item heap_pop(void) {
  struct item top = heap[0];
  heap[0] = heap[--hn];
  int i = 0;
  for (;;) {
    int l = 2 * i + 1, r = l + 1, m = i;
    if (l < hn && heap[l].dist < heap[m].dist) m = l;
    if (r < hn && heap[r].dist < heap[m].dist) m = r;
    if (m == i) break;
    struct item t = heap[i]; heap[i] = heap[m]; heap[m] = t;
    i = m;
  }
  return top;
}
static void add_edge(int a, int b, int w) {
  adj[a][deg[a]++] = (struct edge){b, w};
  adj[b][deg[b]++] = (struct edge){a, w};
}

static const char *maze[] = {"S.#.......", ".##.####.#", "....#....#", "##.##.##..",
                             "...#...#.#", ".#...#...E"};
static int order[8], on;
static int visited[8];
static const int dag[8][8] = {{0, 1, 1}, {0, 0, 0, 1}, {0, 0, 0, 1, 1}, {0, 0, 0, 0, 0, 1},
                              {0, 0, 0, 0, 0, 1, 1}, {0, 0, 0, 0, 0, 0, 0, 1}, {0, 0, 0, 0, 0, 0, 0, 1}};
static void dfs(int u) {
  visited[u] = 1;
  for (int v = 0; v < 8; v++) if (dag[u][v] && !visited[v]) dfs(v);
  order[on++] = u;
}

int main(void) {
  for (int i = 0; i < V; i++) add_edge(i, (i + 1) % V, 1 + (i * 7) % 5);
  for (int i = 0; i < V; i += 3) add_edge(i, (i + 5) % V, 2 + i % 4);
  int dist[V];
  for (int i = 0; i < V; i++) dist[i] = INT_MAX;
  dist[0] = 0;
  heap_push((struct item){0, 0});
  while (hn) {
    struct item it = heap_pop();
    if (it.dist > dist[it.node]) continue;
    for (int k = 0; k < deg[it.node]; k++) {
      struct edge e = adj[it.node][k];
      if (dist[it.node] + e.w < dist[e.to]) {
        dist[e.to] = dist[it.node] + e.w;
        heap_push((struct item){dist[e.to], e.to});
      }
    }
  }
  for (int i = 0; i < V; i++) printf("%d ", dist[i]);
  printf("\n");

  int rows = 6, cols = 10, qy[64], qx[64], head = 0, tail = 0, seen[6][10];
  memset(seen, -1, sizeof seen);
  qy[tail] = 0; qx[tail++] = 0; seen[0][0] = 0;
  int found = -1;
  while (head < tail) {
    int y = qy[head], x = qx[head++];
    if (maze[y][x] == 'E') { found = seen[y][x]; break; }
    static const int dy[4] = {1, -1, 0, 0}, dx[4] = {0, 0, 1, -1};
    for (int d = 0; d < 4; d++) {
      int ny = y + dy[d], nx = x + dx[d];
      if (ny < 0 || nx < 0 || ny >= rows || nx >= cols || maze[ny][nx] == '#' || seen[ny][nx] >= 0) continue;
      seen[ny][nx] = seen[y][x] + 1;
      qy[tail] = ny; qx[tail++] = nx;
    }
  }
  printf("maze steps=%d\n", found);
  for (int u = 0; u < 8; u++) if (!visited[u]) dfs(u);
  printf("topo:");
  for (int i = on - 1; i >= 0; i--) printf(" %d", order[i]);
  printf("\n");
  return dist[V / 2] + found;
}
