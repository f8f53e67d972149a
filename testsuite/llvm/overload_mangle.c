// Overloadable C functions in the emitted IR: clang-22's Itanium names for definitions,
// declarations and calls (builtin types, pointers with pointee qualifiers, substitutions,
// structs, enums and typedefs of enums, complex, function pointers, `...`), `_ZL` for
// internal ones, the plain C name for
// the one unmarked member of a set, and the member an address-of picks by its target type.
// RUN: %xmpcc -O0 -S -emit-llvm -o - %s | FileCheck %s
#define OV __attribute__((overloadable))
struct S { int x; };

OV int f(int x) { return 1; }
// CHECK-DAG: define {{.*}}i32 @_Z1fi(
OV int f(double x) { return 2; }
// CHECK-DAG: define {{.*}}i32 @_Z1fd(
OV int f(long double x) { return 3; }
// CHECK-DAG: define {{.*}}i32 @_Z1fe(
OV int f(const char *x) { return 4; }
// CHECK-DAG: define {{.*}}i32 @_Z1fPKc(
OV int f(char *x) { return 5; }
// CHECK-DAG: define {{.*}}i32 @_Z1fPc(
OV int f(struct S *a, struct S *b, struct S *c) { return 6; }
// CHECK-DAG: define {{.*}}i32 @_Z1fP1SS0_S0_(
OV int f(int **a, int **b, const int **c) { return 7; }
// CHECK-DAG: define {{.*}}i32 @_Z1fPPiS0_PPKi(
OV int f(void (*a)(void), int (*b)(int, ...)) { return 8; }
// CHECK-DAG: define {{.*}}i32 @_Z1fPFvvEPFiizE(
OV int f(float _Complex a, long double _Complex b) { return 9; }
// CHECK-DAG: define {{.*}}i32 @_Z1fCfCe(
OV int f(unsigned long a, unsigned char b, signed char c, short d, unsigned short e) { return 10; }
// CHECK-DAG: define {{.*}}i32 @_Z1fmhast(
OV int f(long long a, unsigned long long b, unsigned c, _Bool d, char e) { return 11; }
// CHECK-DAG: define {{.*}}i32 @_Z1fxyjbc(
OV int f(int a[3], int b[][4], volatile int *v, const volatile int *cv, int *restrict r) { return 12; }
// CHECK-DAG: define {{.*}}i32 @_Z1fPiPA4_iPViPVKiS_(
OV int f(struct S s, ...) { return 13; }
// CHECK-DAG: define {{.*}}i32 @_Z1f1Sz(
OV int f(void) { return 14; }
// CHECK-DAG: define {{.*}}i32 @_Z1fv(
enum E { EA };
typedef enum { TB } T;
typedef enum E TE;
OV int f(enum E x, T y, TE z, enum E *p, const T *q) { return 15; }
// CHECK-DAG: define {{.*}}i32 @_Z1f1E1TS_PS_PKS0_(

static OV float g(float x) { return x; }
// CHECK-DAG: define internal {{.*}}float @_ZL1gf(
static OV double g(double x) { return x; }
// CHECK-DAG: define internal {{.*}}double @_ZL1gd(

int plain(int x) { return x; }
// CHECK-DAG: define {{.*}}i32 @plain(
OV int plain(float x) { return 2; }
// CHECK-DAG: define {{.*}}i32 @_Z5plainf(

OV int ext(int);
OV int ext(double);

int (*pick)(double) = ext;
// CHECK-DAG: @pick = {{.*}}global ptr @_Z3extd

int calls(void) {
  char buf[2] = "s";
  int r = f(1) + f(1.0) + f(buf) + f(2.0L) + g(1.0f) + (int)g(2.0) + plain(1) + plain(1.0f);
  // CHECK-DAG: call i32 @_Z1fi(i32
  // CHECK-DAG: call i32 @_Z1fd(double
  // CHECK-DAG: call i32 @_Z1fPc(ptr
  // CHECK-DAG: call i32 @_Z1fe(x86_fp80
  // CHECK-DAG: call float @_ZL1gf(float
  // CHECK-DAG: call double @_ZL1gd(double
  // CHECK-DAG: call i32 @plain(i32
  // CHECK-DAG: call i32 @_Z5plainf(float
  int (*p)(int) = &ext;
  // CHECK-DAG: store ptr @_Z3exti
  return r + ext(3) + ext(3.0) + p(1);
  // CHECK-DAG: declare i32 @_Z3exti(i32
  // CHECK-DAG: declare i32 @_Z3extd(double
}
