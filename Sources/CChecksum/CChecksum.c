#include "CChecksum.h"

#if defined(__x86_64__)
#include <immintrin.h>

// Two 32-byte halves per block for each sum; unaligned loads, so any address works.
__attribute__((target("avx2"))) static void blocks_avx2(const uint8_t *p, size_t count, uint64_t sums[16]) {
    __m256i s0 = _mm256_loadu_si256((const __m256i *)(sums + 0));
    __m256i s1 = _mm256_loadu_si256((const __m256i *)(sums + 4));
    __m256i t0 = _mm256_loadu_si256((const __m256i *)(sums + 8));
    __m256i t1 = _mm256_loadu_si256((const __m256i *)(sums + 12));
    for (size_t b = 0; b < count; b++, p += 64) {
        s0 = _mm256_add_epi64(s0, _mm256_loadu_si256((const __m256i *)p));
        s1 = _mm256_add_epi64(s1, _mm256_loadu_si256((const __m256i *)(p + 32)));
        t0 = _mm256_add_epi64(t0, s0);
        t1 = _mm256_add_epi64(t1, s1);
    }
    _mm256_storeu_si256((__m256i *)(sums + 0), s0);
    _mm256_storeu_si256((__m256i *)(sums + 4), s1);
    _mm256_storeu_si256((__m256i *)(sums + 8), t0);
    _mm256_storeu_si256((__m256i *)(sums + 12), t1);
}
#endif

bool tessera_checksum_blocks(const void *blocks, size_t count, uint64_t sums[16]) {
#if defined(__x86_64__)
    // Reads the CPU model the C runtime recorded at start-up: no instruction per call.
    if (__builtin_cpu_supports("avx2")) {
        blocks_avx2((const uint8_t *)blocks, count, sums);
        return true;
    }
#endif
    (void)blocks;
    (void)count;
    (void)sums;
    return false;
}
