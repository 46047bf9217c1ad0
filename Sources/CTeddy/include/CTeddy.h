#ifndef EVIDENCE_CTEDDY_H
#define EVIDENCE_CTEDDY_H
// A Teddy-style filter (Hyperscan's and Rust regex's literal search): sixteen buckets of short byte
// fingerprints, each position's bytes looked up by their two nibbles in tables a byte shuffle reads
// sixteen or thirty-two at a time (SSSE3 `pshufb`, AVX2 `vpshufb`, NEON `tbl`). A bucket matches at
// a position when every byte it reads there has the bucket's bit in both its nibbles' tables: a
// superset of its members, which the caller confirms. Only EvidenceCore/CLibraries/ uses it.
#include <stddef.h>
#include <stdint.h>

// The buckets, in two sets of eight (one bit each). Set 0 reads the bytes at p, p+1 and p+2; set 1
// at p-1, p and p+1. The buckets whose bit is in `word_start[set]` match only where the byte at p-1
// is no ASCII letter or digit, unless the search is told `anywhere`.
typedef struct {
    uint8_t low[2][3][16];
    uint8_t high[2][3][16];
    uint8_t word_start[2];
} evidence_teddy_tables;

// The kernels. PORTABLE is the same filter one position at a time in plain C: the vector kernels'
// reference, on every machine.
enum {
    EVIDENCE_TEDDY_PORTABLE = 0,
    EVIDENCE_TEDDY_SSSE3 = 1,
    EVIDENCE_TEDDY_AVX2 = 2,
    EVIDENCE_TEDDY_NEON = 3,
};

// Whether this machine runs `kernel` (checked at run time on x86-64: `__builtin_cpu_supports`).
int evidence_teddy_supports(int kernel);

// The first window of 64 positions, from `*position` on and before `end`, where a bucket matches:
// sets `*position` to the window's start and returns its mask (bit i: position `*position + i`;
// none at or after `end`); when no bucket matches before `end`, sets `*position` to `end` and
// returns 0. `bytes[*position - 1]` and `bytes[end + 1]` must be readable: `*position >= 1`, `end`
// at most the count less two. `kernel` must be one this machine supports.
// With `pairs` (65,536 bytes) and `before` (256), a match counts only where
// `pairs[bytes[p] | bytes[p + 1] << 8] & before[bytes[p - 1]]` is not 0: the caller's own exact
// test of a pair, so that the search stops only where the caller has more to look at.
uint64_t evidence_teddy_next(const evidence_teddy_tables *tables, int kernel, const uint8_t *bytes,
                             size_t *position, size_t end, int anywhere, const uint8_t *pairs, const uint8_t *before);

#endif
