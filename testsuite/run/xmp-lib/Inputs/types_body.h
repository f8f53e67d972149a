/* One element type's checks for types.c, included once per type with
 *   T       the element type,
 *   FN(x)   a name unique to the type,
 *   VAL(i)  a value of T for integer i (using the precision of T),
 *   SORTABLE defined when T is real (complex numbers have no order).
 * Every procedure is run on distributed operands (block, cyclic, cyclic(w), gblock) and
 * compared with the same computation done serially on local arrays. */

static T FN(lv)[N], FN(lw)[N], FN(lx)[N], FN(want)[N];
static T FN(la)[M][K], FN(lb)[K][L], FN(lm)[M][L], FN(wm)[M][L], FN(lt)[L][M];

static int FN(same)(const T *x, const T *y, int n) {
  for (int i = 0; i < n; i++)
    if (x[i] != y[i]) return 0;
  return 1;
}

#ifdef SORTABLE
static int FN(cmp)(const void *a, const void *b) {
  T x = *(const T *)a, y = *(const T *)b;
  return (x > y) - (x < y);
}
#endif

static void FN(run)(const char *tag) {
  char what[64];
  for (int i = 0; i < N; i++) FN(lv)[i] = VAL(i);
  for (int i = 0; i < M; i++)
    for (int k = 0; k < K; k++) FN(la)[i][k] = VAL(i * K + k + 1);
  for (int k = 0; k < K; k++)
    for (int j = 0; j < L; j++) FN(lb)[k][j] = VAL(3 * k - j * 2 + 5);
  {
#pragma xmp template tb[N]
#pragma xmp distribute tb[block] onto p
#pragma xmp template tc[N]
#pragma xmp distribute tc[cyclic(2)] onto p
    T x[N], a[N];
    int ix[N];
#pragma xmp align x[i] with tb[i]
#pragma xmp align ix[i] with tb[i]
#pragma xmp align a[i] with tc[i]
#pragma xmp gmove
    a[:] = FN(lv)[:];
#pragma xmp loop on tb[k]
    for (int k = 0; k < N; k++) ix[k] = (7 * k + 3) % N;
    xmp_gather(x[:], a[:], ix[:]);
#pragma xmp gmove
    FN(lx)[:] = x[:];
    for (int k = 0; k < N; k++) FN(want)[k] = FN(lv)[(7 * k + 3) % N];
    snprintf(what, sizeof what, "gather-%s", tag);
    report(what, FN(same)(FN(lx), FN(want), N));

    /* scatter back through a permutation: a[(5k+2)%N] = x[k] */
#pragma xmp loop on tb[k]
    for (int k = 0; k < N; k++) ix[k] = (5 * k + 2) % N;
    xmp_scatter(a[:], x[:], ix[:]);
#pragma xmp gmove
    FN(lx)[:] = a[:];
    for (int k = 0; k < N; k++) FN(lw)[(5 * k + 2) % N] = FN(want)[k];
    snprintf(what, sizeof what, "scatter-%s", tag);
    report(what, FN(same)(FN(lx), FN(lw), N));
  }
  {
#pragma xmp template tg[N]
#pragma xmp distribute tg[gblock(gbm)] onto p
#pragma xmp template tc[N]
#pragma xmp distribute tc[cyclic] onto p
    T v[N], a[N];
    _Bool mk[N];
#pragma xmp align v[i] with tg[i]
#pragma xmp align a[i] with tc[i]
#pragma xmp align mk[i] with tc[i]
#pragma xmp gmove
    a[:] = FN(lv)[:];
#pragma xmp loop on tc[k]
    for (int k = 0; k < N; k++) mk[k] = k % 3 != 1;
#pragma xmp loop on tg[k]
    for (int k = 0; k < N; k++) v[k] = VAL(100 + k);
    xmp_pack(v[:], a[:], mk[:]);
#pragma xmp gmove
    FN(lx)[:] = v[:];
    int c = 0;
    for (int k = 0; k < N; k++) FN(want)[k] = VAL(100 + k);
    for (int k = 0; k < N; k++)
      if (k % 3 != 1) FN(want)[c++] = FN(lv)[k];
    snprintf(what, sizeof what, "pack-%s", tag);
    report(what, FN(same)(FN(lx), FN(want), N));

    /* unpack v (gblock) into a (cyclic) where mk */
#pragma xmp loop on tc[k]
    for (int k = 0; k < N; k++) a[k] = VAL(200 + k);
    xmp_unpack(a[:], v[:], mk[:]);
#pragma xmp gmove
    FN(lw)[:] = a[:];
    c = 0;
    for (int k = 0; k < N; k++) FN(want)[k] = k % 3 != 1 ? FN(lx)[c++] : VAL(200 + k);
    snprintf(what, sizeof what, "unpack-%s", tag);
    report(what, FN(same)(FN(lw), FN(want), N));
  }
  {
#pragma xmp template tm[M][L]
#pragma xmp distribute tm[block][*] onto p
#pragma xmp template ta[M][K]
#pragma xmp distribute ta[*][cyclic] onto p
#pragma xmp template tk[K][L]
#pragma xmp distribute tk[cyclic(2)][*] onto p
#pragma xmp template tt[L][M]
#pragma xmp distribute tt[*][block] onto p
    T x[M][L], a[M][K], b[K][L], t[L][M];
#pragma xmp align x[i][j] with tm[i][j]
#pragma xmp align a[i][j] with ta[i][j]
#pragma xmp align b[i][j] with tk[i][j]
#pragma xmp align t[i][j] with tt[i][j]
#pragma xmp gmove
    a[:][:] = FN(la)[:][:];
#pragma xmp gmove
    b[:][:] = FN(lb)[:][:];
    xmp_matmul(x[:][:], a[:][:], b[:][:]);
#pragma xmp gmove
    FN(lm)[:][:] = x[:][:];
    for (int i = 0; i < M; i++)
      for (int j = 0; j < L; j++) {
        T s = 0;
        for (int k = 0; k < K; k++) s += FN(la)[i][k] * FN(lb)[k][j];
        FN(wm)[i][j] = s;
      }
    snprintf(what, sizeof what, "matmul-%s", tag);
    report(what, FN(same)(&FN(lm)[0][0], &FN(wm)[0][0], M * L));

    /* a local operand and a local result */
    xmp_matmul(FN(lm)[:][:], FN(la)[:][:], b[:][:]);
    snprintf(what, sizeof what, "matmul-local-%s", tag);
    report(what, FN(same)(&FN(lm)[0][0], &FN(wm)[0][0], M * L));

    xmp_transpose(t[:][:], x[:][:], 0);
#pragma xmp gmove
    FN(lt)[:][:] = t[:][:];
    int ok = 1;
    for (int i = 0; i < M; i++)
      for (int j = 0; j < L; j++) ok &= FN(lt)[j][i] == FN(wm)[i][j];
    snprintf(what, sizeof what, "transpose-%s", tag);
    report(what, ok);
  }
#ifdef SORTABLE
  {
#pragma xmp template tb[N]
#pragma xmp distribute tb[block] onto p
#pragma xmp template tc[N]
#pragma xmp distribute tc[cyclic(3)] onto p
    T x[N], a[N];
#pragma xmp align x[i] with tb[i]
#pragma xmp align a[i] with tc[i]
    for (int i = 0; i < N; i++) FN(lw)[i] = SORTVAL(i);
#pragma xmp gmove
    a[:] = FN(lw)[:];
    xmp_sort_up(x[:], a[:]);
#pragma xmp gmove
    FN(lx)[:] = x[:];
    qsort(FN(lw), N, sizeof(T), FN(cmp));
    snprintf(what, sizeof what, "sort-up-%s", tag);
    report(what, FN(same)(FN(lx), FN(lw), N));
    xmp_sort_down(a[:], x[:]);
#pragma xmp gmove
    FN(lx)[:] = a[:];
    for (int i = 0; i < N; i++) FN(want)[i] = FN(lw)[N - 1 - i];
    snprintf(what, sizeof what, "sort-down-%s", tag);
    report(what, FN(same)(FN(lx), FN(want), N));
  }
#endif
}
