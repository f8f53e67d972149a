// copyin, copyprivate, proc_bind, ordered and the runtime reduction in XIR: the primary
// thread's address of a copyin variable is kept in a local before the region, whose threads
// copy through it then wait at a barrier; proc_bind is a request before the region; a
// reduction copy names the local its merge function reads the other thread's copy from.
// RUN: %xmpcc -fopenmp -emit-xir %s -o - | FileCheck %s
int tp;
#pragma omp threadprivate(tp)
int main(void) {
  int s = 0;
#pragma omp parallel copyin(tp) proc_bind(spread) reduction(+:s)
  {
    int m;
#pragma omp single copyprivate(m)
    m = 1;
#pragma omp for ordered schedule(dynamic)
    for (int i = 0; i < 4; i++) {
#pragma omp ordered
      s += m;
    }
  }
  return s;
}
// CHECK-LABEL: func @main
// CHECK: decl %[[M:[0-9]+]] .omp.master = (addr (global @tp))
// CHECK-NEXT: omp.push_proc_bind 4
// CHECK-NEXT: omp.parallel locals
// CHECK-NEXT: private %[[S:[0-9]+]] init {{.*}} combine {{.*}} reduce Add %{{[0-9]+}}
// CHECK-NEXT: if (ne.ptr (addr (global @tp)) (load (local %[[M]] .omp.master))) {
// CHECK-NEXT: (assign.i32 (global @tp) (load (deref.i32 (load (local %[[M]] .omp.master)))))
// CHECK-NEXT: }
// CHECK-NEXT: omp.barrier
// CHECK: omp.single copyprivate (addr (local %[[V:[0-9]+]] m)) {
// CHECK: omp.for Dynamic ordered iv
// CHECK: omp.ordered {
// CHECK-NEXT: (add_assign.i32 (local %[[S]] s) (load (local %[[V]] m)))
