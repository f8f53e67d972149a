/* Odd-sized and mixed-class structs for the ABI edge-case tests (abi_edge*.{c,test}). */
#ifndef ABI_EDGE_H
#define ABI_EDGE_H
struct c5 { char c[5]; };                        /* 5 bytes, INTEGER */
struct sc { short s; char c; };                  /* 4 bytes with padding */
struct c7 { char c[7]; };                        /* 7 bytes */
struct fi { float f; int i; };                   /* one eightbyte, SSE+INTEGER -> INTEGER */
struct df { double d; float f; };                /* SSE, SSE */
struct cd { char c; double d; };                 /* INTEGER, SSE */
struct f3 { float v[3]; };                       /* 12 bytes: SSE, SSE */
struct ffii { float a, b; int c, d; };           /* SSE, INTEGER */
struct iiff { int a, b; float c, d; };           /* INTEGER, SSE */
struct bits { unsigned a : 3, b : 13; int c : 7; };
struct uni { union { int i; float f; } u; char tag; };
struct l3 { long a, b, c; };                     /* MEMORY */
struct s17 { char c[17]; };                      /* MEMORY, odd size */

struct c5 e_c5(struct c5 v);
struct sc e_sc(struct sc v);
struct c7 e_c7(struct c7 v);
struct fi e_fi(struct fi v);
struct df e_df(struct df v);
struct cd e_cd(struct cd v);
struct f3 e_f3(struct f3 v);
struct ffii e_ffii(struct ffii v);
struct iiff e_iiff(struct iiff v);
struct bits e_bits(struct bits v);
struct uni e_uni(struct uni v);
struct s17 e_s17(struct s17 v);
/* Registers run out: 6 integer and 8 SSE registers, then structs that no longer fit whole go
 * on the stack while later scalars may still use registers. */
double e_spill(int i1, int i2, int i3, int i4, int i5, struct cd a, int i6, double d1, double d2,
               double d3, double d4, double d5, double d6, double d7, struct df b, double d8,
               struct ffii c, int i7, struct l3 big, float f9);
/* Variadic functions that take structs and long doubles through va_arg. */
double e_vstructs(int n, ...);
long double e_vlongdouble(int n, ...);
#endif
