// XMP_NET delays each communication at least as the modelled network would: a blocking PUT
// or GET waits for a round trip (2 x lat, plus the bytes), a barrier for a message (lat), and
// a PUT made nonblocking by the pass completes, at the next image-control statement, no
// earlier than a blocking one would. Timed only as lower bounds (the machine may be slower,
// never faster). XMP_STATS adds the modelled time.
// RUN: %xmpcc -O2 -disable-pass=nonblocking-put %s -o %t.blocking
// RUN: %xmpcc -O2 %s -o %t.nb
// RUN: env XMP_NET=rdma:lat=40us,ovh=1us,bw=1GB/s XMP_STATS=1 %xmprun -n 2 %t.blocking 2>&1 | FileCheck %s
// RUN: env XMP_NET=rdma:lat=40us,ovh=1us,bw=1GB/s %xmprun -n 2 %t.nb | FileCheck %s --check-prefix=NB
// On MPI also through MPI_Put/MPI_Get (no direct window copies; shm ignores the variable):
// RUN: env XMP_MPI_DIRECT=0 XMP_NET=rdma:lat=40us,ovh=1us,bw=1GB/s %xmprun -n 2 %t.blocking | FileCheck %s --check-prefix=PLAIN
// RUN: env XMP_MPI_DIRECT=0 XMP_NET=rdma:lat=40us,ovh=1us,bw=1GB/s %xmprun -n 2 %t.nb | FileCheck %s --check-prefix=NB
// CHECK-DAG: put 8 KiB: ok
// CHECK-DAG: get 8 KiB: ok
// CHECK-DAG: put 8 B: ok
// CHECK-DAG: barrier: ok
// CHECK-DAG: put+sync: ok
// CHECK-DAG: xmp: node 0: stats: {{.*}} net="rdma lat=40us ovh=1us gap=0us bw=1.000GB/s" net_ops={{[1-9][0-9]*}} net_model_us={{[1-9][0-9.]*}} net_wait_us={{[0-9.]+}}
// CHECK-NOT: FAIL
// PLAIN-DAG: put 8 KiB: ok
// PLAIN-DAG: get 8 KiB: ok
// PLAIN-DAG: put 8 B: ok
// PLAIN-DAG: barrier: ok
// PLAIN-DAG: put+sync: ok
// PLAIN-NOT: FAIL
// NB: put+sync: ok
// NB-NOT: FAIL
#include <stdio.h>
#include <xmp.h>

#define N 1024
double a[N]:[*];
double b[N]:[*];
double s:[*];

static const double LAT = 40e-6;

static void expect(const char *what, double t, double least) {
  printf("%s: %s (%.1f us, at least %.1f us)\n", what, t >= least ? "ok" : "FAIL", t * 1e6,
         least * 1e6);
}

int main(void) {
  double buf[N];
  int me = xmpc_this_image();
  for (int i = 0; i < N; i++) {
    buf[i] = i;
    b[i] = me * 1000 + i;
  }
  xmp_sync_all(NULL);
  if (me == 0) {
    double t0 = xmp_wtime();
    a[0:N]:[1] = buf[0:N];
    expect("put 8 KiB", xmp_wtime() - t0, 2 * LAT + N * 8 * 1e-9);
    t0 = xmp_wtime();
    buf[0:N] = b[0:N]:[1];
    expect("get 8 KiB", xmp_wtime() - t0, 2 * LAT + N * 8 * 1e-9);
    if (buf[5] != 1005)
      printf("FAIL: get read %g\n", buf[5]);
    t0 = xmp_wtime();
    s:[1] = 2.5;
    expect("put 8 B", xmp_wtime() - t0, 2 * LAT);
  }
  double t0 = xmp_wtime();
  xmp_sync_all(NULL);
  if (me == 1)
    expect("barrier", xmp_wtime() - t0, LAT);
  if (me == 1 && (a[7] != 7 || s != 2.5))
    printf("FAIL: put wrote %g %g\n", a[7], s);
  xmp_sync_all(NULL);
  if (me == 0) {
    t0 = xmp_wtime();
    s:[1] = 3.5;
    xmp_sync_image(1, NULL);
    expect("put+sync", xmp_wtime() - t0, 2 * LAT);
  } else {
    xmp_sync_image(0, NULL);
    if (s != 3.5)
      printf("FAIL: put+sync wrote %g\n", s);
  }
  return 0;
}
