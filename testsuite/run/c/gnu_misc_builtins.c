// Differential test: __builtin_classify_type on each kind of type, __builtin_choose_expr (in a
// static initializer, as an lvalue, with the other operand not evaluated),
// __builtin_clrsb/l/ll, __builtin_conj/creal/cimag in their three precisions, long double libm
// builtins (__builtin_fmaxl, __builtin_fminl, __builtin_hypotl), a declared alloca, and
// __builtin_setjmp/__builtin_longjmp across a call, __builtin_return_address(0) and
// __builtin_frame_address(0) compared against the caller and callee frames.
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

extern void *alloca(unsigned long);

struct S { int a; };
union U { int a; float b; };
enum E { E0 };
static int chosen = __builtin_choose_expr(sizeof(int) == 4, 11, 22);

static void *jb[5];
static int depth;

__attribute__((noinline)) static void jump_back(void) {
  depth++;
  __builtin_longjmp(jb, 1);
}

__attribute__((noinline)) static int caller_frame_below(char *callee_local) {
  char here = 0;
  char *fa = __builtin_frame_address(0);
  // The frame address lies between this frame's locals and the caller's.
  return callee_local > fa && fa > &here;
}

__attribute__((noinline)) static void *ret_addr(void) { return __builtin_return_address(0); }

int main(void) {
  int i = 0;
  long double ld = 1;
  struct S s;
  union U u;
  int arr[3];
  _Complex double z = 1.5 + 2.5i;
  printf("classify %d %d %d %d %d %d %d %d %d %d %d\n", __builtin_classify_type(i),
         __builtin_classify_type((_Bool)1), __builtin_classify_type('c'),
         __builtin_classify_type((enum E)0), __builtin_classify_type(1.0f),
         __builtin_classify_type(ld), __builtin_classify_type(z),
         __builtin_classify_type(&i), __builtin_classify_type(arr),
         __builtin_classify_type(s), __builtin_classify_type(u));
  printf("classify fn %d\n", __builtin_classify_type(main));

  int k = 0;
  __builtin_choose_expr(1, i, k) = 5;
  int n = __builtin_choose_expr(0, k++, k + 1);
  printf("choose %d %d %d %d\n", chosen, i, k, n);

  int xs[] = {0, 1, -1, 5, -6, 0x7fffffff, -0x7fffffff - 1, 0x10000};
  for (unsigned j = 0; j < sizeof xs / sizeof xs[0]; j++)
    printf("clrsb %d %d %d\n", __builtin_clrsb(xs[j]), __builtin_clrsbl(xs[j] * 3L),
           __builtin_clrsbll((long long)xs[j] << 20));

  _Complex float zf = __builtin_conjf(1.0f + 2.0fi);
  _Complex long double zl = __builtin_conjl(z);
  printf("conj %g %g %g %g %g %g\n", __real__ zf, __imag__ zf, (double)__real__ zl,
         (double)__imag__ zl, __builtin_creal(__builtin_conj(z)),
         (double)__builtin_cimagl(zl));
  printf("libm %g %g %g\n", (double)__builtin_fmaxl(ld, 2.5L), (double)__builtin_fminl(ld, 2.5L),
         (double)__builtin_hypotl(3.0L, 4.0L));

  char *p = alloca(16);
  p[15] = 7;
  printf("alloca %d\n", p[15]);

  if (__builtin_setjmp(jb) == 0) {
    jump_back();
    printf("not reached\n");
  } else {
    printf("longjmp depth %d\n", depth);
  }
  char local = 0;
  printf("frame %d\n", caller_frame_below(&local));
  printf("ret %d\n", ret_addr() != 0);
  return 0;
}
