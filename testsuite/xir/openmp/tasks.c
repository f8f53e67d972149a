// Tasks in XIR: the variables a task names from outside are shared (captured by address) or
// firstprivate (captured by value when it is created): `shared` and variables shared in the
// enclosing context are shared, an orphaned function's locals are firstprivate; explicit
// firstprivate copies take their value from the original at creation; dependences are an
// address and a size in bytes (array sections scaled by the element size).
// RUN: %xmpcc -fopenmp -emit-xir %s -o - | FileCheck %s
int a[10];
// CHECK-LABEL: func @f
int f(int n) {
  int x, y = 1;
// CHECK: omp.task untied if (load (local %0 n)) final (lt.i32 (load (local %0 n)) (const.i32 2)) priority (const.i32 1) locals %[[C:[0-9]+]].. shared %1 firstprivate %0 firstprivate %[[C]] {
// CHECK-NEXT: depend in (ptradd (array_to_ptr.ptr (global @a)) (int_to_int.i64 (const.i32 1))) len (mul.u64 (int_to_int.u64 (const.i32 2)) (const.u64 4))
// CHECK-NEXT: depend out (addr (local %1 x)) len (const.u64 4)
// CHECK-NEXT: private %[[C]] init (assign.i32 (local %[[C]] y) (load (local %2 y)))
// CHECK-NEXT: (assign.i32 (local %1 x) (add.i32 (load (local %0 n)) (load (local %[[C]] y))))
#pragma omp task shared(x) firstprivate(y) depend(in: a[1:2]) depend(out: x) if(n) final(n < 2) priority(1) untied
  x = n + y;
// CHECK: omp.taskgroup {
// CHECK: omp.task locals %[[P:[0-9]+]].. firstprivate %0 {
// CHECK-NEXT: private %[[P]]{{$}}
#pragma omp taskgroup
  {
#pragma omp task private(y)
    y = n;
  }
  return x;
}
// Inside a parallel region the enclosing function's locals are shared, the region's own
// (here `t`) firstprivate.
// CHECK-LABEL: func @g
void g(void) {
  int s = 0;
// CHECK: omp.parallel locals %[[T:[0-9]+]]..
#pragma omp parallel
  {
    int t = 1;
// CHECK: omp.task locals %{{[0-9]+}}.. shared %0 firstprivate %[[T]] {
#pragma omp task
    s += t;
  }
}
