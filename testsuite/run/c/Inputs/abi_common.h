/* Shared declarations for the ABI interoperability tests (abi_interop_*.test).
 * One translation unit (abi_main.c) and the other (abi_peer.c) are compiled by
 * different compilers and must agree on the x86-64 System V calling convention. */
#ifndef ABI_COMMON_H
#define ABI_COMMON_H

struct small { int a; int b; };                 /* 8 bytes: one INTEGER eightbyte */
struct c3 { char c[3]; };                       /* 3 bytes, odd size */
struct mixed { double d; int i; };              /* SSE + INTEGER */
struct ifl { int i; float f; };                 /* one eightbyte mixing int and float: INTEGER */
struct ff { float x, y; };                      /* one SSE eightbyte */
struct dd { double a, b; };                     /* two SSE eightbytes */
struct fff { float x, y, z; };                  /* 12 bytes: SSE + SSE */
struct big { long v[5]; char tag; };            /* MEMORY: byval / sret */
struct ldw { long double x; };                  /* X87 class: memory */

/* Defined in abi_peer.c */
struct small peer_small(struct small s, int k);
struct c3 peer_c3(struct c3 s);
struct mixed peer_mixed(struct mixed a, struct mixed b);
struct ifl peer_ifl(struct ifl v);
struct ff peer_ff(struct ff v, float k);
struct dd peer_dd(struct dd v);
struct fff peer_fff(struct fff v);
struct big peer_big(struct big b, int k);
struct ldw peer_ldw(struct ldw v);
double peer_vsum(int n, ...);
int peer_vformat(char *buf, unsigned long size, const char *fmt, ...);
long peer_many(int a, double b, struct small c, struct dd d, int e, struct big f, float g,
               struct mixed h, long i, long j, long k, double l);
void peer_calls_back(void);

/* Defined in abi_main.c, called from abi_peer.c */
struct small main_small(struct small s, int k);
struct mixed main_mixed(struct mixed a, struct mixed b);
struct ff main_ff(struct ff v, float k);
struct dd main_dd(struct dd v);
struct fff main_fff(struct fff v);
struct big main_big(struct big b, int k);
double main_vsum(int n, ...);
long main_many(int a, double b, struct small c, struct dd d, int e, struct big f, float g,
               struct mixed h, long i, long j, long k, double l);

#endif
