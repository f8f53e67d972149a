// Differential test: a small program: CRC-32 with a generated table, Adler-32 and FNV-1a over a generated buffer; unsigned 32/64-bit wrap-around arithmetic
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
#include <stdint.h>
#include <stddef.h>

static uint32_t crc_table[256];

static void crc_init(void) {
  for (uint32_t i = 0; i < 256; i++) {
    uint32_t c = i;
    for (int k = 0; k < 8; k++) c = (c & 1) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
    crc_table[i] = c;
  }
}

static uint32_t crc32(const unsigned char *p, size_t n) {
  uint32_t c = 0xFFFFFFFFu;
  while (n--) c = crc_table[(c ^ *p++) & 0xFF] ^ (c >> 8);
  return c ^ 0xFFFFFFFFu;
}

static uint32_t adler32(const unsigned char *p, size_t n) {
  uint32_t a = 1, b = 0;
  for (size_t i = 0; i < n; i++) { a = (a + p[i]) % 65521; b = (b + a) % 65521; }
  return (b << 16) | a;
}

static uint64_t fnv1a(const unsigned char *p, size_t n) {
  uint64_t h = 0xcbf29ce484222325ULL;
  for (size_t i = 0; i < n; i++) { h ^= p[i]; h *= 0x100000001b3ULL; }
  return h;
}

int main(void) {
  crc_init();
  static unsigned char buf[65536];
  uint32_t s = 2463534242u;
  for (size_t i = 0; i < sizeof buf; i++) {
    s ^= s << 13; s ^= s >> 17; s ^= s << 5;   /* xorshift32 */
    buf[i] = (unsigned char)s;
  }
  const unsigned char *text = (const unsigned char *)"The quick brown fox jumps over the lazy dog";
  printf("crc32(text)=%08x adler32(text)=%08x fnv1a(text)=%016llx\n", crc32(text, 43),
         adler32(text, 43), (unsigned long long)fnv1a(text, 43));
  printf("crc32(buf)=%08x adler32(buf)=%08x fnv1a(buf)=%016llx\n", crc32(buf, sizeof buf),
         adler32(buf, sizeof buf), (unsigned long long)fnv1a(buf, sizeof buf));
  printf("table[1]=%08x table[255]=%08x\n", crc_table[1], crc_table[255]);
  return (int)(crc32(text, 43) & 0x7f);
}
