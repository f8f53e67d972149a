/* Shared by reduce_shadow_2d.c and reduce_shadow_async.c: shadow fill values, the owned box
 * of each node, the sums reduce_shadow must produce (computed independently of the runtime)
 * and the check. The includer defines N0, N1, SL0, SH0, SL1, SH1, the template t on a node
 * array [P/2][2], the global array long a[N0][N1] with shadow [SL0:SH0][SL1:SH1], and
 * `static long expect[N0][N1]; static int fails;`. */

static long f(int i, int j) { return 1000 * i + j + 1; }
static long s(int q, int x, int y) { return 10000000L * (q + 1) + 10000L * (x + 10) + 10 * (y + 10); }

/* Owned box of node q (node array [P/2][2], block = ceil). */
static void box(int q, int lo[2], int hi[2]) {
  int np = xmp_num_nodes(), n[2] = {N0, N1}, p[2] = {np / 2, 2}, c[2] = {q / 2, q % 2};
  for (int d = 0; d < 2; d++) {
    int b = (n[d] + p[d] - 1) / p[d];
    lo[d] = c[d] * b;
    hi[d] = (c[d] + 1) * b < n[d] ? (c[d] + 1) * b - 1 : n[d] - 1;
  }
}

static void fill(void) {
  int me = xmp_node_num() - 1, lo[2], hi[2];
  box(me, lo, hi);
#pragma xmp loop (i, j) on t[i][j]
  for (int i = 0; i < N0; i++)
    for (int j = 0; j < N1; j++)
      for (int di = -SL0; di <= SH0; di++)
        for (int dj = -SL1; dj <= SH1; dj++) {
          int x = i + di, y = j + dj;
          if (x < lo[0] || x > hi[0] || y < lo[1] || y > hi[1]) a[x][y] = s(me, x, y);
        }
#pragma xmp loop (i, j) on t[i][j]
  for (int i = 0; i < N0; i++)
    for (int j = 0; j < N1; j++) a[i][j] = f(i, j);
  for (int i = 0; i < N0; i++)
    for (int j = 0; j < N1; j++) expect[i][j] = f(i, j);
}

/* expect += what reduce_shadow with widths w[d][side], periodic per[d], orth adds. */
static void add_expected(int w00, int w01, int w10, int w11, int p0, int p1, int orth) {
  int w[2][2] = {{w00, w01}, {w10, w11}}, per[2] = {p0, p1}, n[2] = {N0, N1};
  int sl[2] = {SL0, SL1}, sh[2] = {SH0, SH1};
  for (int q = 0; q < xmp_num_nodes(); q++) {
    int lo[2], hi[2];
    box(q, lo, hi);
    if (lo[0] > hi[0] || lo[1] > hi[1]) continue;
    for (int x = lo[0] - sl[0]; x <= hi[0] + sh[0]; x++)
      for (int y = lo[1] - sl[1]; y <= hi[1] + sh[1]; y++) {
        int v[2] = {x, y}, outside = 0, skip = 0;
        for (int d = 0; d < 2; d++) {
          if (v[d] >= lo[d] && v[d] <= hi[d]) continue;
          outside++;
          int dist = v[d] < lo[d] ? lo[d] - v[d] : v[d] - hi[d];
          if (dist > w[d][v[d] > hi[d]]) skip = 1;
          if (v[d] < 0 || v[d] >= n[d]) {
            if (!per[d]) skip = 1;
            v[d] = (v[d] + n[d]) % n[d];
          }
        }
        if (outside == 0 || skip || (orth && outside > 1)) continue;
        expect[v[0]][v[1]] += s(q, x, y);
      }
  }
}

static void check(const char *name) {
  int bad = 0;
#pragma xmp loop (i, j) on t[i][j]
  for (int i = 0; i < N0; i++)
    for (int j = 0; j < N1; j++)
      if (a[i][j] != expect[i][j] && bad++ < 4)
        printf("FAIL %s node %d: a[%d][%d] = %ld, want %ld\n", name, xmp_node_num(), i, j,
               a[i][j], expect[i][j]);
#pragma xmp reduction (+:bad)
  if (bad) fails++;
  if (xmp_node_num() == 1) printf("%s %s\n", bad ? "FAIL" : "PASS", name);
}
