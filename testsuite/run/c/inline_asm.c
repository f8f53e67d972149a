// Differential test: GNU inline assembly (cpuid through <cpuid.h>, rdtsc, "+r", tied "0",
// memory operands, named operands, "x" SSE registers, a/b/c/d/S/D registers, asm goto,
// file-scope asm). Built by clang-22 and by xmp-clang; stdout and exit status must match.
// RUN: %clang -O2 -w %s -o %t.ref
// RUN: sh -c '%t.ref; echo "exit=$?"' > %t.expected
// RUN: %xmpcc -O2 %s -o %t
// RUN: sh -c '%t; echo "exit=$?"' > %t.out
// RUN: diff %t.expected %t.out
// RUN: %xmpcc -O0 %s -o %t.O0
// RUN: sh -c '%t.O0; echo "exit=$?"' > %t.O0.out
// RUN: diff %t.expected %t.O0.out
#include <cpuid.h>
#include <stdio.h>
unsigned long long rd(void){ unsigned lo, hi; __asm__ __volatile__("rdtsc" : "=a"(lo), "=d"(hi)); return ((unsigned long long)hi<<32)|lo; }
int add(int a, int b){ __asm__("addl %1, %0" : "+r"(a) : "g"(b) : "cc"); return a; }
int mem(int *p, int v){ __asm__ volatile("movl %1, %0" : "=m"(*p) : "ri"(v) : "memory"); return *p; }
int tied(int a){ int r; asm("leal 1(%1), %0" : "=r"(r) : "0"(a)); return r; }
float sq(float x){ float r; asm("sqrtss %1, %0" : "=x"(r) : "x"(x)); return r; }
int named(int a){ int r; asm("movl %[in], %[out]\n\taddl %2, %[out]" : [out] "=&r"(r) : [in] "rm"(a), "n"(5), "i"(7)); return r; }
asm(".globl foo_sym\nfoo_sym: movl $42, %eax\n ret");
int foo_sym(void);
int gt(int x){ asm goto("testl %0, %0; jz %l1" :: "r"(x) :: zero); return 1; zero: return 0; }
void si(char *d, const char *s, unsigned long n){ asm volatile("rep movsb" : "+D"(d), "+S"(s), "+c"(n) :: "memory"); }
struct S { int a, b; };
void st(struct S *s){ asm("incl %0" : "+m"(s->a)); }

int main(void) {
  unsigned a, b, c, d;
  __cpuid(0, a, b, c, d);
  unsigned a2, b2, c2, d2;
  __cpuid_count(7, 0, a2, b2, c2, d2);
  int m;
  char buf[8];
  struct S s = {1, 2};
  si(buf, "hello!!", 8);
  st(&s);
  unsigned long long t0 = rd(), t1 = rd();
  printf("%u %x %x %x %u %x\n", a, b, c, d, __get_cpuid_max(0, 0), b2);
  printf("%d %d %d %d %g %d %d %d %d %s %d %d\n", add(3, 4), mem(&m, 9), m, tied(10),
         sq(2.0f), named(3), foo_sym(), gt(0), gt(5), buf, s.a, t1 >= t0);
  return 0;
}
