#include "CTeddy.h"

#include <string.h>

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#define EVIDENCE_TEDDY_X86 1
#elif defined(__aarch64__)
#include <arm_neon.h>
#define EVIDENCE_TEDDY_ARM64 1
#endif

// One window: 64 positions from `at`; at[-1] ... at[65] are readable.
typedef uint64_t (*window_kernel)(const evidence_teddy_tables *tables, const uint8_t *at, const uint8_t word_start[2]);

// Keeps the positions of `mask` (from `at`) whose pair and byte before pass the exact tables.
static inline uint64_t confirm(uint64_t mask, const uint8_t *at, const uint8_t *pairs, const uint8_t *before) {
    uint64_t kept = 0;
    while (mask) {
        int i = __builtin_ctzll(mask);
        const uint8_t *p = at + i;
        if (pairs[p[0] | p[1] << 8] & before[p[-1]]) kept |= (uint64_t)1 << i;
        mask &= mask - 1;
    }
    return kept;
}

// The whole windows from `start` before `end`: the first with a match (its start, its mask in
// `*mask`), else the start of what is left (fewer than 64 positions) and 0. Each kernel's loop is
// its own function, compiled for its instructions, so the window inlines into it.
#define EVIDENCE_TEDDY_SCAN(attributes, name, window)                                                      \
    attributes static size_t name(const evidence_teddy_tables *tables, const uint8_t *bytes, size_t start, \
                                  size_t end, const uint8_t word_start[2], const uint8_t *pairs,          \
                                  const uint8_t *before, uint64_t *mask) {                                 \
        for (; start + 64 <= end; start += 64) {                                                           \
            uint64_t found = window(tables, bytes + start, word_start);                                    \
            if (found && pairs) found = confirm(found, bytes + start, pairs, before);                      \
            if (found) {                                                                                   \
                *mask = found;                                                                             \
                return start;                                                                              \
            }                                                                                              \
        }                                                                                                  \
        *mask = 0;                                                                                         \
        return start;                                                                                      \
    }
typedef size_t (*scan_kernel)(const evidence_teddy_tables *tables, const uint8_t *bytes, size_t start, size_t end,
                              const uint8_t word_start[2], const uint8_t *pairs, const uint8_t *before, uint64_t *mask);

static inline int is_letter_or_digit(uint8_t byte) {
    uint8_t lower = byte | 0x20;
    return (lower >= 'a' && lower <= 'z') || (byte >= '0' && byte <= '9');
}

static inline uint8_t lookup(const evidence_teddy_tables *tables, int set, int index, uint8_t byte) {
    return tables->low[set][index][byte & 15] & tables->high[set][index][byte >> 4];
}

static inline uint64_t window_portable(const evidence_teddy_tables *tables, const uint8_t *at, const uint8_t word_start[2]) {
    uint64_t mask = 0;
    for (int i = 0; i < 64; i++) {
        const uint8_t *p = at + i;
        uint8_t first = lookup(tables, 0, 0, p[0]) & lookup(tables, 0, 1, p[1]) & lookup(tables, 0, 2, p[2]);
        uint8_t second = lookup(tables, 1, 0, p[-1]) & lookup(tables, 1, 1, p[0]) & lookup(tables, 1, 2, p[1]);
        if (is_letter_or_digit(p[-1])) {
            first &= (uint8_t)~word_start[0];
            second &= (uint8_t)~word_start[1];
        }
        if (first | second) mask |= (uint64_t)1 << i;
    }
    return mask;
}
EVIDENCE_TEDDY_SCAN(, scan_portable, window_portable)

#if EVIDENCE_TEDDY_X86

// SSSE3: 16 positions a block, four blocks a window.
__attribute__((target("ssse3"))) static inline __m128i block_ssse3(const evidence_teddy_tables *t, const uint8_t *at,
                                                                    __m128i word0, __m128i word1) {
    const __m128i nibble = _mm_set1_epi8(0x0F);
    __m128i previous = _mm_loadu_si128((const __m128i *)(at - 1));
    __m128i bytes[3] = {
        _mm_loadu_si128((const __m128i *)at),
        _mm_loadu_si128((const __m128i *)(at + 1)),
        _mm_loadu_si128((const __m128i *)(at + 2)),
    };
    __m128i low[4], high[4];
    low[0] = _mm_and_si128(previous, nibble);
    high[0] = _mm_and_si128(_mm_srli_epi16(previous, 4), nibble);
    for (int k = 0; k < 3; k++) {
        low[k + 1] = _mm_and_si128(bytes[k], nibble);
        high[k + 1] = _mm_and_si128(_mm_srli_epi16(bytes[k], 4), nibble);
    }
    __m128i first = _mm_set1_epi8((char)0xFF), second = first;
    for (int k = 0; k < 3; k++) {
        first = _mm_and_si128(first, _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)t->low[0][k]), low[k + 1]));
        first = _mm_and_si128(first, _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)t->high[0][k]), high[k + 1]));
        second = _mm_and_si128(second, _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)t->low[1][k]), low[k]));
        second = _mm_and_si128(second, _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)t->high[1][k]), high[k]));
    }
    // A letter or digit before: `lower + (0x80 - 'a')` is below -102 (signed) only for a..z, and
    // `byte + (0x80 - '0')` below -118 only for 0..9.
    __m128i lower = _mm_or_si128(previous, _mm_set1_epi8(0x20));
    __m128i letter = _mm_cmpgt_epi8(_mm_set1_epi8(-102), _mm_add_epi8(lower, _mm_set1_epi8((char)(0x80 - 'a'))));
    __m128i digit = _mm_cmpgt_epi8(_mm_set1_epi8(-118), _mm_add_epi8(previous, _mm_set1_epi8((char)(0x80 - '0'))));
    __m128i inWord = _mm_or_si128(letter, digit);
    first = _mm_andnot_si128(_mm_and_si128(inWord, word0), first);
    second = _mm_andnot_si128(_mm_and_si128(inWord, word1), second);
    return _mm_or_si128(first, second);
}

__attribute__((target("ssse3"))) static inline uint64_t nonzero_ssse3(__m128i block) {
    return (uint16_t)~_mm_movemask_epi8(_mm_cmpeq_epi8(block, _mm_setzero_si128()));
}

__attribute__((target("ssse3"))) static inline uint64_t window_ssse3(const evidence_teddy_tables *t, const uint8_t *at,
                                                              const uint8_t word_start[2]) {
    __m128i word0 = _mm_set1_epi8((char)word_start[0]), word1 = _mm_set1_epi8((char)word_start[1]);
    __m128i a = block_ssse3(t, at, word0, word1), b = block_ssse3(t, at + 16, word0, word1);
    __m128i c = block_ssse3(t, at + 32, word0, word1), d = block_ssse3(t, at + 48, word0, word1);
    __m128i any = _mm_or_si128(_mm_or_si128(a, b), _mm_or_si128(c, d));
    if (_mm_movemask_epi8(_mm_cmpeq_epi8(any, _mm_setzero_si128())) == 0xFFFF) return 0;
    return nonzero_ssse3(a) | nonzero_ssse3(b) << 16 | nonzero_ssse3(c) << 32 | nonzero_ssse3(d) << 48;
}
EVIDENCE_TEDDY_SCAN(__attribute__((target("ssse3"))), scan_ssse3, window_ssse3)

// AVX2: 32 positions a block, two blocks a window; `vpshufb` shuffles each 128-bit lane by itself,
// so every table is in both lanes.
__attribute__((target("avx2"))) static inline __m256i table_avx2(const uint8_t *table) {
    return _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)table));
}

__attribute__((target("avx2"))) static inline __m256i block_avx2(const evidence_teddy_tables *t, const uint8_t *at,
                                                                  __m256i word0, __m256i word1) {
    const __m256i nibble = _mm256_set1_epi8(0x0F);
    __m256i previous = _mm256_loadu_si256((const __m256i *)(at - 1));
    __m256i bytes[3] = {
        _mm256_loadu_si256((const __m256i *)at),
        _mm256_loadu_si256((const __m256i *)(at + 1)),
        _mm256_loadu_si256((const __m256i *)(at + 2)),
    };
    __m256i low[4], high[4];
    low[0] = _mm256_and_si256(previous, nibble);
    high[0] = _mm256_and_si256(_mm256_srli_epi16(previous, 4), nibble);
    for (int k = 0; k < 3; k++) {
        low[k + 1] = _mm256_and_si256(bytes[k], nibble);
        high[k + 1] = _mm256_and_si256(_mm256_srli_epi16(bytes[k], 4), nibble);
    }
    __m256i first = _mm256_set1_epi8((char)0xFF), second = first;
    for (int k = 0; k < 3; k++) {
        first = _mm256_and_si256(first, _mm256_shuffle_epi8(table_avx2(t->low[0][k]), low[k + 1]));
        first = _mm256_and_si256(first, _mm256_shuffle_epi8(table_avx2(t->high[0][k]), high[k + 1]));
        second = _mm256_and_si256(second, _mm256_shuffle_epi8(table_avx2(t->low[1][k]), low[k]));
        second = _mm256_and_si256(second, _mm256_shuffle_epi8(table_avx2(t->high[1][k]), high[k]));
    }
    __m256i lower = _mm256_or_si256(previous, _mm256_set1_epi8(0x20));
    __m256i letter = _mm256_cmpgt_epi8(_mm256_set1_epi8(-102), _mm256_add_epi8(lower, _mm256_set1_epi8((char)(0x80 - 'a'))));
    __m256i digit = _mm256_cmpgt_epi8(_mm256_set1_epi8(-118), _mm256_add_epi8(previous, _mm256_set1_epi8((char)(0x80 - '0'))));
    __m256i inWord = _mm256_or_si256(letter, digit);
    first = _mm256_andnot_si256(_mm256_and_si256(inWord, word0), first);
    second = _mm256_andnot_si256(_mm256_and_si256(inWord, word1), second);
    return _mm256_or_si256(first, second);
}

__attribute__((target("avx2"))) static inline uint64_t nonzero_avx2(__m256i block) {
    return (uint32_t)~_mm256_movemask_epi8(_mm256_cmpeq_epi8(block, _mm256_setzero_si256()));
}

__attribute__((target("avx2"))) static inline uint64_t window_avx2(const evidence_teddy_tables *t, const uint8_t *at,
                                                            const uint8_t word_start[2]) {
    __m256i word0 = _mm256_set1_epi8((char)word_start[0]), word1 = _mm256_set1_epi8((char)word_start[1]);
    __m256i a = block_avx2(t, at, word0, word1), b = block_avx2(t, at + 32, word0, word1);
    __m256i any = _mm256_or_si256(a, b);
    if (_mm256_testz_si256(any, any)) return 0;
    return nonzero_avx2(a) | nonzero_avx2(b) << 32;
}
EVIDENCE_TEDDY_SCAN(__attribute__((target("avx2"))), scan_avx2, window_avx2)

#endif

#if EVIDENCE_TEDDY_ARM64

// NEON: 16 positions a block, four blocks a window; `tbl` with one register of table (indices
// above 15 give 0, and nibbles never are).
static inline uint8x16_t block_neon(const evidence_teddy_tables *t, const uint8_t *at, uint8x16_t word0, uint8x16_t word1) {
    const uint8x16_t nibble = vdupq_n_u8(0x0F);
    uint8x16_t previous = vld1q_u8(at - 1);
    uint8x16_t bytes[3] = {vld1q_u8(at), vld1q_u8(at + 1), vld1q_u8(at + 2)};
    uint8x16_t low[4], high[4];
    low[0] = vandq_u8(previous, nibble);
    high[0] = vshrq_n_u8(previous, 4);
    for (int k = 0; k < 3; k++) {
        low[k + 1] = vandq_u8(bytes[k], nibble);
        high[k + 1] = vshrq_n_u8(bytes[k], 4);
    }
    uint8x16_t first = vdupq_n_u8(0xFF), second = first;
    for (int k = 0; k < 3; k++) {
        first = vandq_u8(first, vqtbl1q_u8(vld1q_u8(t->low[0][k]), low[k + 1]));
        first = vandq_u8(first, vqtbl1q_u8(vld1q_u8(t->high[0][k]), high[k + 1]));
        second = vandq_u8(second, vqtbl1q_u8(vld1q_u8(t->low[1][k]), low[k]));
        second = vandq_u8(second, vqtbl1q_u8(vld1q_u8(t->high[1][k]), high[k]));
    }
    uint8x16_t lower = vorrq_u8(previous, vdupq_n_u8(0x20));
    uint8x16_t letter = vcltq_u8(vsubq_u8(lower, vdupq_n_u8('a')), vdupq_n_u8(26));
    uint8x16_t digit = vcltq_u8(vsubq_u8(previous, vdupq_n_u8('0')), vdupq_n_u8(10));
    uint8x16_t inWord = vorrq_u8(letter, digit);
    first = vbicq_u8(first, vandq_u8(inWord, word0));
    second = vbicq_u8(second, vandq_u8(inWord, word1));
    return vorrq_u8(first, second);
}

static inline uint64_t window_neon(const evidence_teddy_tables *t, const uint8_t *at, const uint8_t word_start[2]) {
    uint8x16_t word0 = vdupq_n_u8(word_start[0]), word1 = vdupq_n_u8(word_start[1]);
    uint8x16_t blocks[4];
    for (int k = 0; k < 4; k++) blocks[k] = block_neon(t, at + 16 * k, word0, word1);
    uint8x16_t any = vorrq_u8(vorrq_u8(blocks[0], blocks[1]), vorrq_u8(blocks[2], blocks[3]));
    if (vmaxvq_u8(any) == 0) return 0;
    uint8_t found[64];
    for (int k = 0; k < 4; k++) vst1q_u8(found + 16 * k, vtstq_u8(blocks[k], blocks[k]));
    uint64_t mask = 0;
    for (int i = 0; i < 64; i++) mask |= (uint64_t)(found[i] & 1) << i;
    return mask;
}
EVIDENCE_TEDDY_SCAN(, scan_neon, window_neon)

#endif

int evidence_teddy_supports(int kernel) {
    switch (kernel) {
    case EVIDENCE_TEDDY_PORTABLE: return 1;
#if EVIDENCE_TEDDY_X86
    case EVIDENCE_TEDDY_SSSE3: __builtin_cpu_init(); return __builtin_cpu_supports("ssse3") != 0;
    case EVIDENCE_TEDDY_AVX2: __builtin_cpu_init(); return __builtin_cpu_supports("avx2") != 0;
#endif
#if EVIDENCE_TEDDY_ARM64
    case EVIDENCE_TEDDY_NEON: return 1;
#endif
    default: return 0;
    }
}

typedef struct {
    window_kernel window;
    scan_kernel scan;
} kernel_functions;

static kernel_functions functions_for(int kernel) {
    switch (kernel) {
#if EVIDENCE_TEDDY_X86
    case EVIDENCE_TEDDY_SSSE3: return (kernel_functions){window_ssse3, scan_ssse3};
    case EVIDENCE_TEDDY_AVX2: return (kernel_functions){window_avx2, scan_avx2};
#endif
#if EVIDENCE_TEDDY_ARM64
    case EVIDENCE_TEDDY_NEON: return (kernel_functions){window_neon, scan_neon};
#endif
    default: return (kernel_functions){window_portable, scan_portable};
    }
}

uint64_t evidence_teddy_next(const evidence_teddy_tables *tables, int kernel, const uint8_t *bytes,
                             size_t *position, size_t end, int anywhere, const uint8_t *pairs, const uint8_t *before) {
    kernel_functions functions = functions_for(kernel);
    const uint8_t none[2] = {0, 0};
    const uint8_t *word_start = anywhere ? none : tables->word_start;
    uint64_t mask;
    size_t start = functions.scan(tables, bytes, *position, end, word_start, pairs, before, &mask);
    if (!mask && start < end) {
        // The last positions: their bytes (from the one before the first to two past the last)
        // copied in front of zeros, the positions past `end` masked off.
        uint8_t padded[1 + 64 + 2 + 32] = {0};
        size_t count = end - start;
        memcpy(padded, bytes + start - 1, count + 3);
        mask = functions.window(tables, padded + 1, word_start) & (((uint64_t)1 << count) - 1);
        if (mask && pairs) mask = confirm(mask, padded + 1, pairs, before);
    }
    *position = mask ? start : end;
    return mask;
}
