// scripts/dev/check-teddy.sh's driver: every kernel this machine runs (SSSE3 and AVX2 on x86-64, NEON on
// arm64) gives the portable kernel's answer on random tables and bytes (random, and drawn from the
// few bytes the tables hold, so buckets match often), from every start to every end near the
// windows' edges, in both modes. Prints one line; exit status 1 on the first difference.
#include "CTeddy.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint64_t state = 0x5EC2E7;
static uint64_t next_random(void) {
    state ^= state << 13;
    state ^= state >> 7;
    state ^= state << 17;
    return state;
}

int main(void) {
    enum { size = 300 };
    uint8_t bytes[size];
    const char *names[] = {"portable", "ssse3", "avx2", "neon"};
    long compared = 0;
    int kernels = 0;
    for (int kernel = 1; kernel <= 3; kernel++) {
        if (!evidence_teddy_supports(kernel)) continue;
        kernels++;
        for (int round = 0; round < 400; round++) {
            evidence_teddy_tables tables;
            uint8_t *raw = (uint8_t *)&tables;
            for (size_t i = 0; i < sizeof tables; i++) raw[i] = (uint8_t)next_random() & (uint8_t)next_random();
            const uint8_t alphabet[] = {0x00, 0x0F, 0x20, 0x30, 0x39, 0x41, 0x5A, 0x61, 0x7A, 0x80, 0xFF, 0x3A, 0x3D, 0x2D, 0x5F};
            for (int i = 0; i < size; i++) {
                bytes[i] = round % 2 ? (uint8_t)next_random() : alphabet[next_random() % sizeof alphabet];
            }
            // Half the rounds with the exact pair tables too (random, so half the pairs pass).
            static uint8_t pairs[65536], before[256];
            for (size_t i = 0; i < sizeof pairs; i++) pairs[i] = (uint8_t)next_random();
            for (size_t i = 0; i < sizeof before; i++) before[i] = (uint8_t)next_random();
            const uint8_t *exact = round % 4 < 2 ? pairs : NULL;
            for (size_t start = 1; start < 140; start++) {
                for (size_t end = start; end <= size - 2; end += (end % 64 < 4 || end % 64 > 60) ? 1 : 7) {
                    for (int anywhere = 0; anywhere < 2; anywhere++) {
                        size_t p = start, q = start;
                        uint64_t expected = evidence_teddy_next(&tables, 0, bytes, &p, end, anywhere, exact, before);
                        uint64_t actual = evidence_teddy_next(&tables, kernel, bytes, &q, end, anywhere, exact, before);
                        compared++;
                        if (p != q || expected != actual) {
                            printf("check-teddy: %s differs from portable at start %zu end %zu anywhere %d: %zu %016llx against %zu %016llx\n",
                                   names[kernel], start, end, anywhere, q, (unsigned long long)actual, p, (unsigned long long)expected);
                            return 1;
                        }
                    }
                }
            }
        }
        printf("check-teddy: %s agrees with portable\n", names[kernel]);
    }
    printf("check-teddy: %d vector kernel(s), %ld searches compared\n", kernels, compared);
    return 0;
}
