#include <stdio.h>
struct S1 { char a; };
struct S2 { short a; char b; };
struct S3 { float a, b, c; };
struct S4 { int a; float b; };
struct S5 { char c[12]; };
struct S6 { double d; int i; };
struct S7 { float f; double d; };
struct S8 { long a; double b; };
struct S9 { double a; long b; };
struct S10 { char a; double b; char c; };
struct S11 { int a[5]; };
struct S12 { union { int i; float f; double d; } u; int k; };
struct S13 { float a; int b; float c; };
struct S14 { short s[7]; };
struct S15 { unsigned char b; void *p; };
struct S1 c_S1(int k, struct S1 s, double x) {
  s.a = (char)(s.a + k);
  (void)x;
  return s;
}
struct S1 c_S1_late(long a, long b, long c, long d, long e, struct S1 s, double f1, double f2, double f3, double f4, double f5, double f6, double f7, struct S1 t, int k) {
  s.a = (char)(s.a + k);
  s.a = (char)(s.a + a + b + c + d + e + (long)(f1 + f2 + f3 + f4 + f5 + f6 + f7) + t.a);
  return s;
}
struct S1 o_S1(int k, struct S1 s, double x);
struct S2 c_S2(int k, struct S2 s, double x) {
  s.a = (short)(s.a + k);
  s.b = (char)(s.b + k);
  (void)x;
  return s;
}
struct S2 c_S2_late(long a, long b, long c, long d, long e, struct S2 s, double f1, double f2, double f3, double f4, double f5, double f6, double f7, struct S2 t, int k) {
  s.a = (short)(s.a + k);
  s.b = (char)(s.b + k);
  s.a = (short)(s.a + a + b + c + d + e + (long)(f1 + f2 + f3 + f4 + f5 + f6 + f7) + t.a);
  return s;
}
struct S2 o_S2(int k, struct S2 s, double x);
struct S3 c_S3(int k, struct S3 s, double x) {
  s.a = (float)(s.a + k);
  s.b = (float)(s.b + k);
  s.c = (float)(s.c + k);
  (void)x;
  return s;
}
struct S3 c_S3_late(long a, long b, long c, long d, long e, struct S3 s, double f1, double f2, double f3, double f4, double f5, double f6, double f7, struct S3 t, int k) {
  s.a = (float)(s.a + k);
  s.b = (float)(s.b + k);
  s.c = (float)(s.c + k);
  s.a = (float)(s.a + a + b + c + d + e + (long)(f1 + f2 + f3 + f4 + f5 + f6 + f7) + t.a);
  return s;
}
struct S3 o_S3(int k, struct S3 s, double x);
struct S4 c_S4(int k, struct S4 s, double x) {
  s.a = (int)(s.a + k);
  s.b = (float)(s.b + k);
  (void)x;
  return s;
}
struct S4 c_S4_late(long a, long b, long c, long d, long e, struct S4 s, double f1, double f2, double f3, double f4, double f5, double f6, double f7, struct S4 t, int k) {
  s.a = (int)(s.a + k);
  s.b = (float)(s.b + k);
  s.a = (int)(s.a + a + b + c + d + e + (long)(f1 + f2 + f3 + f4 + f5 + f6 + f7) + t.a);
  return s;
}
struct S4 o_S4(int k, struct S4 s, double x);
struct S5 c_S5(int k, struct S5 s, double x) {
  s.c[0] = (char)(s.c[0] + k);
  s.c[1] = (char)(s.c[1] + k);
  s.c[2] = (char)(s.c[2] + k);
  s.c[3] = (char)(s.c[3] + k);
  s.c[4] = (char)(s.c[4] + k);
  s.c[5] = (char)(s.c[5] + k);
  s.c[6] = (char)(s.c[6] + k);
  s.c[7] = (char)(s.c[7] + k);
  s.c[8] = (char)(s.c[8] + k);
  s.c[9] = (char)(s.c[9] + k);
  s.c[10] = (char)(s.c[10] + k);
  s.c[11] = (char)(s.c[11] + k);
  (void)x;
  return s;
}
struct S5 c_S5_late(long a, long b, long c, long d, long e, struct S5 s, double f1, double f2, double f3, double f4, double f5, double f6, double f7, struct S5 t, int k) {
  s.c[0] = (char)(s.c[0] + k);
  s.c[1] = (char)(s.c[1] + k);
  s.c[2] = (char)(s.c[2] + k);
  s.c[3] = (char)(s.c[3] + k);
  s.c[4] = (char)(s.c[4] + k);
  s.c[5] = (char)(s.c[5] + k);
  s.c[6] = (char)(s.c[6] + k);
  s.c[7] = (char)(s.c[7] + k);
  s.c[8] = (char)(s.c[8] + k);
  s.c[9] = (char)(s.c[9] + k);
  s.c[10] = (char)(s.c[10] + k);
  s.c[11] = (char)(s.c[11] + k);
  s.c[0] = (char)(s.c[0] + a + b + c + d + e + (long)(f1 + f2 + f3 + f4 + f5 + f6 + f7) + t.c[0]);
  return s;
}
struct S5 o_S5(int k, struct S5 s, double x);
struct S6 c_S6(int k, struct S6 s, double x) {
  s.d = (double)(s.d + k);
  s.i = (int)(s.i + k);
  (void)x;
  return s;
}
struct S6 c_S6_late(long a, long b, long c, long d, long e, struct S6 s, double f1, double f2, double f3, double f4, double f5, double f6, double f7, struct S6 t, int k) {
  s.d = (double)(s.d + k);
  s.i = (int)(s.i + k);
  s.d = (double)(s.d + a + b + c + d + e + (long)(f1 + f2 + f3 + f4 + f5 + f6 + f7) + t.d);
  return s;
}
struct S6 o_S6(int k, struct S6 s, double x);
struct S7 c_S7(int k, struct S7 s, double x) {
  s.f = (float)(s.f + k);
  s.d = (double)(s.d + k);
  (void)x;
  return s;
}
struct S7 c_S7_late(long a, long b, long c, long d, long e, struct S7 s, double f1, double f2, double f3, double f4, double f5, double f6, double f7, struct S7 t, int k) {
  s.f = (float)(s.f + k);
  s.d = (double)(s.d + k);
  s.f = (float)(s.f + a + b + c + d + e + (long)(f1 + f2 + f3 + f4 + f5 + f6 + f7) + t.f);
  return s;
}
struct S7 o_S7(int k, struct S7 s, double x);
struct S8 c_S8(int k, struct S8 s, double x) {
  s.a = (long)(s.a + k);
  s.b = (double)(s.b + k);
  (void)x;
  return s;
}
struct S8 c_S8_late(long a, long b, long c, long d, long e, struct S8 s, double f1, double f2, double f3, double f4, double f5, double f6, double f7, struct S8 t, int k) {
  s.a = (long)(s.a + k);
  s.b = (double)(s.b + k);
  s.a = (long)(s.a + a + b + c + d + e + (long)(f1 + f2 + f3 + f4 + f5 + f6 + f7) + t.a);
  return s;
}
struct S8 o_S8(int k, struct S8 s, double x);
struct S9 c_S9(int k, struct S9 s, double x) {
  s.a = (double)(s.a + k);
  s.b = (long)(s.b + k);
  (void)x;
  return s;
}
struct S9 c_S9_late(long a, long b, long c, long d, long e, struct S9 s, double f1, double f2, double f3, double f4, double f5, double f6, double f7, struct S9 t, int k) {
  s.a = (double)(s.a + k);
  s.b = (long)(s.b + k);
  s.a = (double)(s.a + a + b + c + d + e + (long)(f1 + f2 + f3 + f4 + f5 + f6 + f7) + t.a);
  return s;
}
struct S9 o_S9(int k, struct S9 s, double x);
struct S10 c_S10(int k, struct S10 s, double x) {
  s.a = (char)(s.a + k);
  s.b = (double)(s.b + k);
  s.c = (char)(s.c + k);
  (void)x;
  return s;
}
struct S10 c_S10_late(long a, long b, long c, long d, long e, struct S10 s, double f1, double f2, double f3, double f4, double f5, double f6, double f7, struct S10 t, int k) {
  s.a = (char)(s.a + k);
  s.b = (double)(s.b + k);
  s.c = (char)(s.c + k);
  s.a = (char)(s.a + a + b + c + d + e + (long)(f1 + f2 + f3 + f4 + f5 + f6 + f7) + t.a);
  return s;
}
struct S10 o_S10(int k, struct S10 s, double x);
struct S11 c_S11(int k, struct S11 s, double x) {
  s.a[0] = (int)(s.a[0] + k);
  s.a[1] = (int)(s.a[1] + k);
  s.a[2] = (int)(s.a[2] + k);
  s.a[3] = (int)(s.a[3] + k);
  s.a[4] = (int)(s.a[4] + k);
  (void)x;
  return s;
}
struct S11 c_S11_late(long a, long b, long c, long d, long e, struct S11 s, double f1, double f2, double f3, double f4, double f5, double f6, double f7, struct S11 t, int k) {
  s.a[0] = (int)(s.a[0] + k);
  s.a[1] = (int)(s.a[1] + k);
  s.a[2] = (int)(s.a[2] + k);
  s.a[3] = (int)(s.a[3] + k);
  s.a[4] = (int)(s.a[4] + k);
  s.a[0] = (int)(s.a[0] + a + b + c + d + e + (long)(f1 + f2 + f3 + f4 + f5 + f6 + f7) + t.a[0]);
  return s;
}
struct S11 o_S11(int k, struct S11 s, double x);
struct S12 c_S12(int k, struct S12 s, double x) {
  s.u.i = (int)(s.u.i + k);
  s.k = (int)(s.k + k);
  (void)x;
  return s;
}
struct S12 c_S12_late(long a, long b, long c, long d, long e, struct S12 s, double f1, double f2, double f3, double f4, double f5, double f6, double f7, struct S12 t, int k) {
  s.u.i = (int)(s.u.i + k);
  s.k = (int)(s.k + k);
  s.u.i = (int)(s.u.i + a + b + c + d + e + (long)(f1 + f2 + f3 + f4 + f5 + f6 + f7) + t.u.i);
  return s;
}
struct S12 o_S12(int k, struct S12 s, double x);
struct S13 c_S13(int k, struct S13 s, double x) {
  s.a = (float)(s.a + k);
  s.b = (int)(s.b + k);
  s.c = (float)(s.c + k);
  (void)x;
  return s;
}
struct S13 c_S13_late(long a, long b, long c, long d, long e, struct S13 s, double f1, double f2, double f3, double f4, double f5, double f6, double f7, struct S13 t, int k) {
  s.a = (float)(s.a + k);
  s.b = (int)(s.b + k);
  s.c = (float)(s.c + k);
  s.a = (float)(s.a + a + b + c + d + e + (long)(f1 + f2 + f3 + f4 + f5 + f6 + f7) + t.a);
  return s;
}
struct S13 o_S13(int k, struct S13 s, double x);
struct S14 c_S14(int k, struct S14 s, double x) {
  s.s[0] = (short)(s.s[0] + k);
  s.s[1] = (short)(s.s[1] + k);
  s.s[2] = (short)(s.s[2] + k);
  s.s[3] = (short)(s.s[3] + k);
  s.s[4] = (short)(s.s[4] + k);
  s.s[5] = (short)(s.s[5] + k);
  s.s[6] = (short)(s.s[6] + k);
  (void)x;
  return s;
}
struct S14 c_S14_late(long a, long b, long c, long d, long e, struct S14 s, double f1, double f2, double f3, double f4, double f5, double f6, double f7, struct S14 t, int k) {
  s.s[0] = (short)(s.s[0] + k);
  s.s[1] = (short)(s.s[1] + k);
  s.s[2] = (short)(s.s[2] + k);
  s.s[3] = (short)(s.s[3] + k);
  s.s[4] = (short)(s.s[4] + k);
  s.s[5] = (short)(s.s[5] + k);
  s.s[6] = (short)(s.s[6] + k);
  s.s[0] = (short)(s.s[0] + a + b + c + d + e + (long)(f1 + f2 + f3 + f4 + f5 + f6 + f7) + t.s[0]);
  return s;
}
struct S14 o_S14(int k, struct S14 s, double x);
struct S15 c_S15(int k, struct S15 s, double x) {
  s.b = (unsigned char)(s.b + k);
  s.p = (char *)s.p + k;
  (void)x;
  return s;
}
struct S15 c_S15_late(long a, long b, long c, long d, long e, struct S15 s, double f1, double f2, double f3, double f4, double f5, double f6, double f7, struct S15 t, int k) {
  s.b = (unsigned char)(s.b + k);
  s.p = (char *)s.p + k;
  s.b = (unsigned char)(s.b + a + b + c + d + e + (long)(f1 + f2 + f3 + f4 + f5 + f6 + f7) + t.b);
  return s;
}
struct S15 o_S15(int k, struct S15 s, double x);
void c_callback(void) {
  {
    struct S1 s = {0}, r;
    s.a = (char)(0 + 2);
    r = o_S1(5, s, 2.5);
  printf("S1 %ld\n", (long)r.a);
  }
  {
    struct S2 s = {0}, r;
    s.a = (short)(0 + 2);
    s.b = (char)(1 + 2);
    r = o_S2(5, s, 2.5);
  printf("S2 %ld %ld\n", (long)r.a, (long)r.b);
  }
  {
    struct S3 s = {0}, r;
    s.a = (float)(0 + 2);
    s.b = (float)(1 + 2);
    s.c = (float)(2 + 2);
    r = o_S3(5, s, 2.5);
  printf("S3 %g %g %g\n", (double)r.a, (double)r.b, (double)r.c);
  }
  {
    struct S4 s = {0}, r;
    s.a = (int)(0 + 2);
    s.b = (float)(1 + 2);
    r = o_S4(5, s, 2.5);
  printf("S4 %ld %g\n", (long)r.a, (double)r.b);
  }
  {
    struct S5 s = {0}, r;
    s.c[0] = (char)(0 + 2);
    s.c[1] = (char)(1 + 2);
    s.c[2] = (char)(2 + 2);
    s.c[3] = (char)(3 + 2);
    s.c[4] = (char)(4 + 2);
    s.c[5] = (char)(5 + 2);
    s.c[6] = (char)(6 + 2);
    s.c[7] = (char)(7 + 2);
    s.c[8] = (char)(8 + 2);
    s.c[9] = (char)(9 + 2);
    s.c[10] = (char)(10 + 2);
    s.c[11] = (char)(11 + 2);
    r = o_S5(5, s, 2.5);
  printf("S5 %ld %ld %ld %ld %ld %ld %ld %ld %ld %ld %ld %ld\n", (long)r.c[0], (long)r.c[1], (long)r.c[2], (long)r.c[3], (long)r.c[4], (long)r.c[5], (long)r.c[6], (long)r.c[7], (long)r.c[8], (long)r.c[9], (long)r.c[10], (long)r.c[11]);
  }
  {
    struct S6 s = {0}, r;
    s.d = (double)(0 + 2);
    s.i = (int)(1 + 2);
    r = o_S6(5, s, 2.5);
  printf("S6 %g %ld\n", (double)r.d, (long)r.i);
  }
  {
    struct S7 s = {0}, r;
    s.f = (float)(0 + 2);
    s.d = (double)(1 + 2);
    r = o_S7(5, s, 2.5);
  printf("S7 %g %g\n", (double)r.f, (double)r.d);
  }
  {
    struct S8 s = {0}, r;
    s.a = (long)(0 + 2);
    s.b = (double)(1 + 2);
    r = o_S8(5, s, 2.5);
  printf("S8 %ld %g\n", (long)r.a, (double)r.b);
  }
  {
    struct S9 s = {0}, r;
    s.a = (double)(0 + 2);
    s.b = (long)(1 + 2);
    r = o_S9(5, s, 2.5);
  printf("S9 %g %ld\n", (double)r.a, (long)r.b);
  }
  {
    struct S10 s = {0}, r;
    s.a = (char)(0 + 2);
    s.b = (double)(1 + 2);
    s.c = (char)(2 + 2);
    r = o_S10(5, s, 2.5);
  printf("S10 %ld %g %ld\n", (long)r.a, (double)r.b, (long)r.c);
  }
  {
    struct S11 s = {0}, r;
    s.a[0] = (int)(0 + 2);
    s.a[1] = (int)(1 + 2);
    s.a[2] = (int)(2 + 2);
    s.a[3] = (int)(3 + 2);
    s.a[4] = (int)(4 + 2);
    r = o_S11(5, s, 2.5);
  printf("S11 %ld %ld %ld %ld %ld\n", (long)r.a[0], (long)r.a[1], (long)r.a[2], (long)r.a[3], (long)r.a[4]);
  }
  {
    struct S12 s = {0}, r;
    s.u.i = (int)(0 + 2);
    s.k = (int)(1 + 2);
    r = o_S12(5, s, 2.5);
  printf("S12 %ld %ld\n", (long)r.u.i, (long)r.k);
  }
  {
    struct S13 s = {0}, r;
    s.a = (float)(0 + 2);
    s.b = (int)(1 + 2);
    s.c = (float)(2 + 2);
    r = o_S13(5, s, 2.5);
  printf("S13 %g %ld %g\n", (double)r.a, (long)r.b, (double)r.c);
  }
  {
    struct S14 s = {0}, r;
    s.s[0] = (short)(0 + 2);
    s.s[1] = (short)(1 + 2);
    s.s[2] = (short)(2 + 2);
    s.s[3] = (short)(3 + 2);
    s.s[4] = (short)(4 + 2);
    s.s[5] = (short)(5 + 2);
    s.s[6] = (short)(6 + 2);
    r = o_S14(5, s, 2.5);
  printf("S14 %ld %ld %ld %ld %ld %ld %ld\n", (long)r.s[0], (long)r.s[1], (long)r.s[2], (long)r.s[3], (long)r.s[4], (long)r.s[5], (long)r.s[6]);
  }
  {
    struct S15 s = {0}, r;
    s.b = (unsigned char)(0 + 2);
    r = o_S15(5, s, 2.5);
  printf("S15 %ld %d\n", (long)r.b, r.p != 0);
  }
}
