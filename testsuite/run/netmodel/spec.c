// XMP_NET: presets, presets with parameters, bare parameters and `off` run the program; a bad
// value ends it before main with exit status 1 and a message naming the variable and what is
// wrong with it.
// RUN: %xmpcc %s -o %t
// RUN: env XMP_NET=rdma XMP_STATS=1 %t 2>&1 | FileCheck %s --check-prefix=RDMA
// RUN: env XMP_NET=tofu-d:lat=2us,bw=10Gb/s XMP_STATS=1 %t 2>&1 | FileCheck %s --check-prefix=TOFU
// RUN: env XMP_NET=lat=0,bw=inf XMP_STATS=1 %t 2>&1 | FileCheck %s --check-prefix=FREE
// RUN: env XMP_NET=off XMP_STATS=1 %t 2>&1 | FileCheck %s --check-prefix=OFF
// RUN: env XMP_NET=ib-edr %t | FileCheck %s --check-prefix=OK
// RUN: env XMP_NET=ib-hdr %t | FileCheck %s --check-prefix=OK
// RUN: env XMP_NET=tcp-10g %t | FileCheck %s --check-prefix=OK
// RUN: env XMP_NET=tcp-100g %t | FileCheck %s --check-prefix=OK
// RUN: %python %S/Inputs/status.py env XMP_NET=myrinet %t 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: %python %S/Inputs/status.py env XMP_NET=rdma:lat=1.5 %t 2>&1 | FileCheck %s --check-prefix=UNIT
// RUN: %python %S/Inputs/status.py env XMP_NET=rdma:bw=fast %t 2>&1 | FileCheck %s --check-prefix=BW
// RUN: %python %S/Inputs/status.py env XMP_NET=rdma:latency=1us %t 2>&1 | FileCheck %s --check-prefix=KEY
// RUN: %python %S/Inputs/status.py env XMP_NET=rdma:lat %t 2>&1 | FileCheck %s --check-prefix=KV
// RUN: %python %S/Inputs/status.py env XMP_NET=rdma:ovh=2 %xmprun -n 2 %t 2>&1 | FileCheck %s --check-prefix=JOB
// RDMA-DAG: ok
// RDMA-DAG: stats: {{.*}} net="rdma lat=1.5us ovh=0.3us gap=0us bw=6.000GB/s" net_ops=
// TOFU: stats: {{.*}} net="tofu-d lat=2us ovh=0.1us gap=0us bw=1.250GB/s" net_ops=
// FREE: stats: {{.*}} net="custom lat=0us ovh=0us gap=0us bw=inf" net_ops=
// OFF-NOT: net=
// OFF: stats: {{.*}} {{[a-z_]+}}={{[0-9]+$}}
// OFF-NOT: net=
// OK: ok
// UNKNOWN: xmp: error: XMP_NET=myrinet: unknown network 'myrinet' (presets: rdma, ib-edr, ib-hdr, tofu-d, tcp-10g, tcp-100g; or KEY=VALUE,... with lat, bw, ovh, gap)
// UNKNOWN-NOT: ok
// UNKNOWN: exit status 1
// UNIT: error: XMP_NET=rdma:lat=1.5: lat=1.5: expected a time such as 1.5us (units: ns, us, ms, s; or 0)
// UNIT: exit status 1
// BW: error: XMP_NET=rdma:bw=fast: bw=fast: expected a bandwidth such as 6GB/s
// BW: exit status 1
// KEY: error: XMP_NET=rdma:latency=1us: unknown parameter 'latency' (lat, bw, ovh, gap)
// KEY: exit status 1
// KV: error: XMP_NET=rdma:lat: 'lat' is not KEY=VALUE
// KV: exit status 1
// JOB: error: XMP_NET=rdma:ovh=2: ovh=2: expected a time
// JOB-NOT: ok
// JOB: exit status 1
#include <stdio.h>
#include <xmp.h>

int x:[*];

int main(void) {
  x:[0] = 1;
  xmp_sync_all(NULL);
  printf("ok\n");
  return 0;
}
