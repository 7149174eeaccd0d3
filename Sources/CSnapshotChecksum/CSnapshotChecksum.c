#include "CSnapshotChecksum.h"
#include <string.h>

// Swift lowers the lane rotation of SIMD4<UInt64> to scalar rotates, a third of memory speed;
// C vector extensions keep it in vector registers (two shifts and an or per lane).
typedef uint64_t lanes_t __attribute__((vector_size(32), aligned(8)));

static inline void run(const uint8_t *bytes, size_t count, lanes_t *s_io, lanes_t *t_io) {
    lanes_t s = *s_io, t = *t_io;
    size_t i = 0;
    for (; i + 32 <= count; i += 32) {
        lanes_t w;
        memcpy(&w, bytes + i, 32);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
        for (int k = 0; k < 4; k++) w[k] = __builtin_bswap64(w[k]);
#endif
        s += w;
        t += (s << 17) | (s >> 47);
    }
    if (i < count) {
        uint8_t block[32] = {0};
        memcpy(block, bytes + i, count - i);
        lanes_t w;
        memcpy(&w, block, 32);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
        for (int k = 0; k < 4; k++) w[k] = __builtin_bswap64(w[k]);
#endif
        s += w;
        t += (s << 17) | (s >> 47);
    }
    *s_io = s;
    *t_io = t;
}

static void run_baseline(const uint8_t *bytes, size_t count, lanes_t *s, lanes_t *t) { run(bytes, count, s, t); }

#if defined(__x86_64__)
// The same loop with 256-bit registers, chosen at run time: one add, two shifts and an or per
// 32-byte block instead of two of each.
__attribute__((target("avx2"))) static void run_avx2(const uint8_t *bytes, size_t count, lanes_t *s, lanes_t *t) {
    run(bytes, count, s, t);
}
#endif

void tessera_snapshot_checksum_lanes(const uint8_t *bytes, size_t count, uint64_t s[4], uint64_t t[4]) {
    lanes_t sv = {0, 0, 0, 0}, tv = {0, 0, 0, 0};
#if defined(__x86_64__)
    if (__builtin_cpu_supports("avx2")) {
        run_avx2(bytes, count, &sv, &tv);
    } else {
        run_baseline(bytes, count, &sv, &tv);
    }
#else
    run_baseline(bytes, count, &sv, &tv);
#endif
    memcpy(s, &sv, 32);
    memcpy(t, &tv, 32);
}
