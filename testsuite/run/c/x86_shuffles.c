// The immediate-controlled x86 intrinsics that clang expands into shuffles, compares and lane
// inserts (codegen/src/x86_vector.rs), each with several immediates, against clang-22 at
// -O0 and -O2: every result is printed lane by lane.
// REQUIRES: cpu-avx2-fma
// RUN: %clang -O2 -mavx2 -mfma -w %s -o %t.ref
// RUN: %t.ref > %t.expected
// RUN: %xmpcc -O2 -mavx2 -mfma %s -o %t
// RUN: %t > %t.out
// RUN: diff %t.expected %t.out
// RUN: %xmpcc -O0 -mavx2 -mfma %s -o %t.O0
// RUN: %t.O0 > %t.O0.out
// RUN: diff %t.expected %t.O0.out
// RUN: FileCheck %s < %t.out
// CHECK: shuffle_ps 4e: 3 4 a b
// CHECK: checksum

#include <immintrin.h>
#include <stdio.h>
#include <string.h>

static unsigned long long checksum;

static void show(const char *what, int imm, const void *p, int bytes) {
  unsigned v[8];
  memcpy(v, p, bytes);
  printf("%s %x:", what, imm);
  for (int i = 0; i < bytes / 4; i++) {
    printf(" %x", v[i]);
    checksum = checksum * 31 + v[i];
  }
  printf("\n");
}

#define SHOW(what, imm, v) do { __typeof__(v) t_ = (v); show(what, imm, &t_, sizeof t_); } while (0)

#define IMMS(X) X(0x00) X(0x1b) X(0x4e) X(0xb1) X(0x5a) X(0x93)

int main(void) {
  __m128 a = _mm_setr_ps(1, 2, 3, 4), b = _mm_setr_ps(10, 11, 12, 13);
  __m128 ai = _mm_castsi128_ps(_mm_setr_epi32(1, 2, 3, 4));
  __m128 bi = _mm_castsi128_ps(_mm_setr_epi32(10, 11, 12, 13));
  __m256 c = _mm256_castsi256_ps(_mm256_setr_epi32(1, 2, 3, 4, 5, 6, 7, 8));
  __m256 d = _mm256_castsi256_ps(_mm256_setr_epi32(20, 21, 22, 23, 24, 25, 26, 27));
  __m256d cd = _mm256_castsi256_pd(_mm256_setr_epi64x(1, 2, 3, 4));
  __m256d dd = _mm256_castsi256_pd(_mm256_setr_epi64x(5, 6, 7, 8));
  __m128d ad = _mm_castsi128_pd(_mm_set_epi64x(2, 1)), bd = _mm_castsi128_pd(_mm_set_epi64x(4, 3));
  __m128i w = _mm_setr_epi16(0, 1, 2, 3, 4, 5, 6, 7);
  __m256i w2 = _mm256_setr_epi16(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
  __m128i bytes = _mm_setr_epi8(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16);
  __m128i bytes2 = _mm_setr_epi8(21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36);
  __m256i ybytes = _mm256_setr_m128i(bytes, bytes2);
  (void)a;
#define T(imm)                                                                 \
  SHOW("shuffle_ps", imm, _mm_castps_si128(_mm_shuffle_ps(ai, bi, imm)));   \
  SHOW("shuffle256_ps", imm, _mm256_shuffle_ps(c, d, imm));                   \
  SHOW("permute_ps", imm, _mm_permute_ps(ai, imm));                           \
  SHOW("permute256_ps", imm, _mm256_permute_ps(c, imm));                      \
  SHOW("shuffle_epi32", imm, _mm_shuffle_epi32(_mm_castps_si128(ai), imm));   \
  SHOW("shuffle256_epi32", imm, _mm256_shuffle_epi32(_mm256_castps_si256(c), imm)); \
  SHOW("shufflelo", imm, _mm_shufflelo_epi16(w, imm));                        \
  SHOW("shufflehi", imm, _mm_shufflehi_epi16(w, imm));                        \
  SHOW("shufflelo256", imm, _mm256_shufflelo_epi16(w2, imm));                 \
  SHOW("shufflehi256", imm, _mm256_shufflehi_epi16(w2, imm));                 \
  SHOW("permute4x64_pd", imm, _mm256_permute4x64_pd(cd, imm));                \
  SHOW("permute4x64_epi64", imm, _mm256_permute4x64_epi64(_mm256_castpd_si256(cd), imm)); \
  SHOW("blend_ps", imm & 15, _mm_blend_ps(ai, bi, imm & 15));                 \
  SHOW("blend256_ps", imm, _mm256_blend_ps(c, d, imm));                       \
  SHOW("blend_pd", imm & 3, _mm_blend_pd(ad, bd, imm & 3));                   \
  SHOW("blend256_pd", imm & 15, _mm256_blend_pd(cd, dd, imm & 15));           \
  SHOW("blend_epi16", imm, _mm_blend_epi16(w, _mm_set1_epi16(-1), imm));      \
  SHOW("blend256_epi16", imm, _mm256_blend_epi16(w2, _mm256_set1_epi16(-1), imm)); \
  SHOW("blend_epi32", imm & 15, _mm_blend_epi32(_mm_castps_si128(ai), _mm_castps_si128(bi), imm & 15)); \
  SHOW("blend256_epi32", imm, _mm256_blend_epi32(_mm256_castps_si256(c), _mm256_castps_si256(d), imm)); \
  SHOW("shuffle_pd", imm & 3, _mm_shuffle_pd(ad, bd, imm & 3));               \
  SHOW("shuffle256_pd", imm & 15, _mm256_shuffle_pd(cd, dd, imm & 15));       \
  SHOW("permute_pd", imm & 3, _mm_permute_pd(ad, imm & 3));                   \
  SHOW("permute256_pd", imm & 15, _mm256_permute_pd(cd, imm & 15));           \
  SHOW("permute2f128_ps", imm, _mm256_permute2f128_ps(c, d, imm));            \
  SHOW("permute2x128", imm, _mm256_permute2x128_si256(_mm256_castps_si256(c), _mm256_castps_si256(d), imm)); \
  SHOW("dp_ps", imm, _mm_dp_ps(a, b, imm));                                   \
  SHOW("dp256_ps", imm, _mm256_dp_ps(_mm256_set_m128(a, b), _mm256_set_m128(b, a), imm)); \
  SHOW("dp_pd", imm, _mm_dp_pd(_mm_setr_pd(1.5, 2.5), _mm_setr_pd(3, 4), imm));
  IMMS(T)
#undef T
#define S(imm)                                                                 \
  SHOW("slli_si128", imm, _mm_slli_si128(bytes, imm));                        \
  SHOW("srli_si128", imm, _mm_srli_si128(bytes, imm));                        \
  SHOW("bslli256", imm, _mm256_bslli_epi128(ybytes, imm));                    \
  SHOW("bsrli256", imm, _mm256_bsrli_epi128(ybytes, imm));                    \
  SHOW("alignr", imm, _mm_alignr_epi8(bytes, bytes2, imm));                   \
  SHOW("alignr256", imm, _mm256_alignr_epi8(ybytes, _mm256_setr_m128i(bytes2, bytes), imm));
  S(0) S(3) S(15) S(16) S(17) S(31) S(32)
#undef S
#define X(imm)                                                                 \
  SHOW("extractf128_ps", imm, _mm256_extractf128_ps(c, imm));                 \
  SHOW("extractf128_pd", imm, _mm256_extractf128_pd(cd, imm));                \
  SHOW("extracti128", imm, _mm256_extracti128_si256(_mm256_castps_si256(c), imm)); \
  SHOW("insertf128_ps", imm, _mm256_insertf128_ps(c, ai, imm));               \
  SHOW("insertf128_pd", imm, _mm256_insertf128_pd(cd, ad, imm));              \
  SHOW("inserti128", imm, _mm256_inserti128_si256(_mm256_castps_si256(c), _mm_castps_si128(bi), imm));
  X(0) X(1)
#undef X
#define X(imm)                                                                 \
  SHOW("extract_epi32", imm, _mm_extract_epi32(_mm_castps_si128(bi), imm));   \
  SHOW("extract_epi16", imm, _mm_extract_epi16(w, imm));                      \
  SHOW("extract256_epi32", imm, _mm256_extract_epi32(_mm256_castps_si256(d), imm)); \
  SHOW("insert_epi32", imm, _mm_insert_epi32(_mm_castps_si128(ai), 99, imm)); \
  SHOW("insert_epi16", imm, _mm_insert_epi16(w, 77, imm));                    \
  SHOW("insert256_epi16", imm, _mm256_insert_epi16(w2, 55, imm));             \
  SHOW("extract_ps", imm, _mm_extract_ps(b, imm));
  X(0) X(1) X(2) X(3)
#undef X
  __m128 nan = _mm_setr_ps(1, __builtin_nanf(""), 3, 5);
  __m256 p = _mm256_setr_ps(1, 2, __builtin_nanf(""), 4, -1, 0, 7, 8);
  __m256 q = _mm256_setr_ps(1, 3, 3, __builtin_nanf(""), -2, -0.0f, 7, 9);
#define C(imm)                                                                 \
  SHOW("cmp_ps", imm, _mm_cmp_ps(nan, b, imm));                               \
  SHOW("cmp256_ps", imm, _mm256_cmp_ps(p, q, imm));                           \
  SHOW("cmp256_pd", imm, _mm256_cmp_pd(_mm256_setr_pd(1, 2, __builtin_nan(""), 4), _mm256_setr_pd(1, 3, 3, -4), imm)); \
  SHOW("cmp_ss", imm, _mm_cmp_ss(nan, b, imm));
  C(0) C(1) C(2) C(3) C(4) C(5) C(6) C(7) C(8) C(9) C(10) C(11) C(12) C(13) C(14) C(15)
  C(17) C(27) C(31)
#undef C
  SHOW("cmpeq", 0, _mm_cmpeq_ps(nan, a));
  SHOW("cmplt", 0, _mm_cmplt_ps(nan, b));
  SHOW("cmpneq", 0, _mm_cmpneq_ps(nan, a));
  SHOW("cmpnle", 0, _mm_cmpnle_ps(nan, a));
  SHOW("cmpord", 0, _mm_cmpord_ps(nan, a));
  SHOW("cmpunord_pd", 0, _mm_cmpunord_pd(_mm_setr_pd(__builtin_nan(""), 1), ad));
  SHOW("cmplt_ss", 0, _mm_cmplt_ss(a, b));
  SHOW("cmpge_sd", 0, _mm_cmpge_sd(bd, ad));
  SHOW("mul_epi32", 0, _mm_mul_epi32(_mm_setr_epi32(-3, 9, 100000, 1), _mm_setr_epi32(7, 9, -100000, 1)));
  SHOW("mul_epu32", 0, _mm_mul_epu32(_mm_setr_epi32(-3, 9, 100000, 1), _mm_setr_epi32(7, 9, -100000, 1)));
  SHOW("mul256_epi32", 0, _mm256_mul_epi32(_mm256_set1_epi32(-70000), _mm256_set1_epi32(70001)));
  SHOW("mul256_epu32", 0, _mm256_mul_epu32(_mm256_set1_epi32(-70000), _mm256_set1_epi32(70001)));
  SHOW("movemask_ps", 0, _mm_movemask_ps(_mm_cmplt_ps(a, _mm_set1_ps(2.5f))));
  SHOW("movemask256_ps", 0, _mm256_movemask_ps(_mm256_cmp_ps(p, q, _CMP_LE_OQ)));
  SHOW("movemask256_pd", 0, _mm256_movemask_pd(cd));
  SHOW("movemask_epi8", 0, _mm_movemask_epi8(bytes));
  SHOW("movemask256_epi8", 0, _mm256_movemask_epi8(_mm256_slli_epi16(ybytes, 3)));
  SHOW("cvtps_epi32", 0, _mm_cvtps_epi32(_mm_setr_ps(1.5f, -2.5f, 3.49f, 1e10f)));
  SHOW("cvttps_epi32", 0, _mm_cvttps_epi32(_mm_setr_ps(1.5f, -2.5f, 3.49f, 1e10f)));
  SHOW("cvtps256_epi32", 0, _mm256_cvtps_epi32(_mm256_setr_ps(0.5f, 1.5f, 2.5f, -0.5f, -1.5f, 7.7f, 8.2f, -9.9f)));
  SHOW("cvttps256_epi32", 0, _mm256_cvttps_epi32(_mm256_setr_ps(0.5f, 1.5f, 2.5f, -0.5f, -1.5f, 7.7f, 8.2f, -9.9f)));
  SHOW("cvtpd_ps256", 0, _mm256_cvtpd_ps(_mm256_setr_pd(1.1, 2.2, 3.3, 4.4)));
  SHOW("cvtpd_epi32", 0, _mm256_cvtpd_epi32(_mm256_setr_pd(1.5, 2.5, -3.5, 4.4)));
  SHOW("cvtss_si32", 0, _mm_cvtss_si32(_mm_set_ss(2.5f)));
  SHOW("cvttss_si32", 0, _mm_cvttss_si32(_mm_set_ss(-2.7f)));
  SHOW("cvtsd_si64", 0, _mm_cvtsd_si64(_mm_set_sd(1e12 + 0.5)));
  SHOW("round_ps", 0, _mm_round_ps(_mm_setr_ps(1.5f, -2.5f, 2.5f, 0.4f), _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC));
  SHOW("floor256_ps", 0, _mm256_floor_ps(p));
  SHOW("ceil_pd", 0, _mm_ceil_pd(_mm_setr_pd(1.2, -1.2)));
  SHOW("min_ps", 0, _mm_min_ps(nan, a));
  SHOW("max256_ps", 0, _mm256_max_ps(p, q));
  SHOW("min256_pd", 0, _mm256_min_pd(cd, dd));
  SHOW("hadd_ps", 0, _mm_hadd_ps(a, b));
  SHOW("hadd256_ps", 0, _mm256_hadd_ps(p, q));
  SHOW("hadd_pd", 0, _mm_hadd_pd(_mm_setr_pd(1, 2), _mm_setr_pd(3, 4)));
  SHOW("hadd256_pd", 0, _mm256_hadd_pd(_mm256_setr_pd(1, 2, 3, 4), _mm256_setr_pd(5, 6, 7, 8)));
  SHOW("hsub_ps", 0, _mm_hsub_ps(a, b));
  SHOW("hadd_epi32", 0, _mm_hadd_epi32(_mm_castps_si128(ai), _mm_castps_si128(bi)));
  SHOW("hadd256_epi16", 0, _mm256_hadd_epi16(w2, w2));
  SHOW("addsub_ps", 0, _mm_addsub_ps(a, b));
  SHOW("fmaddsub_ps", 0, _mm256_fmaddsub_ps(p, q, c));
  SHOW("sqrt_ps", 0, _mm_sqrt_ps(b));
  SHOW("rsqrt_ps", 0, _mm_rsqrt_ps(b));
  SHOW("rcp256_ps", 0, _mm256_rcp_ps(_mm256_setr_ps(1, 2, 3, 4, 5, 6, 7, 8)));
  SHOW("blendv_ps", 0, _mm_blendv_ps(a, b, _mm_cmplt_ps(a, _mm_set1_ps(2.5f))));
  SHOW("blendv256_pd", 0, _mm256_blendv_pd(cd, dd, _mm256_setr_pd(-1, 1, -0.0, 0)));
  SHOW("blendv_epi8", 0, _mm_blendv_epi8(bytes, bytes2, _mm_slli_epi16(bytes, 5)));
  SHOW("permutevar8x32_ps", 0, _mm256_permutevar8x32_ps(c, _mm256_setr_epi32(7, 0, 6, 1, 5, 2, 4, 3)));
  SHOW("permutevar8x32_epi32", 0, _mm256_permutevar8x32_epi32(_mm256_castps_si256(d), _mm256_setr_epi32(1, 1, 2, 2, 0, 7, 7, 3)));
  SHOW("permutevar_ps", 0, _mm256_permutevar_ps(c, _mm256_setr_epi32(3, 2, 1, 0, 0, 1, 2, 3)));
  SHOW("shuffle_epi8", 0, _mm_shuffle_epi8(bytes, _mm_setr_epi8(15, 14, -1, 12, 0, 0, 1, 1, 2, 3, 4, 5, 6, 7, 8, 9)));
  SHOW("sign_epi16", 0, _mm_sign_epi16(w, _mm_setr_epi16(-1, 0, 1, -5, 5, 0, -9, 9)));
  SHOW("madd_epi16", 0, _mm_madd_epi16(w, w));
  SHOW("maddubs256", 0, _mm256_maddubs_epi16(ybytes, ybytes));
  SHOW("sad_epu8", 0, _mm_sad_epu8(bytes, bytes2));
  SHOW("packs_epi32", 0, _mm_packs_epi32(_mm_setr_epi32(70000, -70000, 5, -5), _mm_setr_epi32(1, 2, 3, 4)));
  SHOW("packus256_epi16", 0, _mm256_packus_epi16(w2, _mm256_set1_epi16(-3)));
  SHOW("avg_epu8", 0, _mm_avg_epu8(bytes, bytes2));
  SHOW("mulhi_epi16", 0, _mm_mulhi_epi16(_mm_set1_epi16(-30000), w));
  SHOW("mulhrs_epi16", 0, _mm_mulhrs_epi16(_mm_set1_epi16(-30000), w));
  SHOW("slli_epi32", 0, _mm_slli_epi32(_mm_castps_si128(bi), 3));
  SHOW("srai256_epi32", 0, _mm256_srai_epi32(_mm256_set1_epi32(-1000), 4));
  SHOW("srl_epi64", 0, _mm_srl_epi64(_mm_set1_epi64x(-1), _mm_set_epi64x(0, 60)));
  SHOW("sllv256_epi32", 0, _mm256_sllv_epi32(_mm256_set1_epi32(1), _mm256_setr_epi32(0, 1, 2, 3, 31, 32, 33, 5)));
  SHOW("srav_epi32", 0, _mm_srav_epi32(_mm_set1_epi32(-256), _mm_setr_epi32(1, 4, 40, 8)));
  SHOW("testz", 0, _mm_testz_si128(bytes, _mm_setzero_si128()));
  SHOW("testc256", 0, _mm256_testc_si256(ybytes, ybytes));
  SHOW("testnzc256_ps", 0, _mm256_testnzc_ps(p, q));
  SHOW("minpos", 0, _mm_minpos_epu16(_mm_setr_epi16(9, 8, 7, 3, 5, 3, 10, 11)));
  SHOW("mpsadbw", 0, _mm_mpsadbw_epu8(bytes, bytes2, 5));
  SHOW("insert_ps", 0, _mm_insert_ps(a, b, 0x9c));
  SHOW("comilt", 0, _mm_comilt_ss(a, b));
  SHOW("ucomieq_sd", 0, _mm_ucomieq_sd(ad, ad));
  SHOW("cmpistri", 0, _mm_cmpistri(bytes, bytes2, 0));
  SHOW("movehl", 0, _mm_movehl_ps(a, b));
  SHOW("unpackhi", 0, _mm256_unpackhi_ps(c, d));
  float fm[8];
  _mm256_maskstore_ps(fm, _mm256_setr_epi32(-1, 0, -1, 0, -1, 0, -1, 0), c);
  SHOW("maskload", 0, _mm256_maskload_ps(fm, _mm256_setr_epi32(-1, 0, -1, 0, -1, 0, -1, 0)));
  float gsrc[16];
  for (int i = 0; i < 16; i++) gsrc[i] = i * 1.25f;
  SHOW("gather_ps", 0, _mm256_i32gather_ps(gsrc, _mm256_setr_epi32(15, 0, 3, 3, 8, 1, 2, 9), 4));
  SHOW("mask_gather_pd", 0, _mm_mask_i32gather_pd(_mm_set1_pd(-1), (const double *)gsrc, _mm_setr_epi32(1, 2, 0, 0), _mm_setr_pd(-1, 0), 8));
  int nt;
  _mm_stream_si32(&nt, 1234);
  SHOW("stream_si32", 0, nt);
  printf("checksum %llx\n", checksum);
  return 0;
}
