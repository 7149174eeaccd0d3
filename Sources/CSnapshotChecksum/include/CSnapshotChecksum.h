#ifndef CSNAPSHOTCHECKSUM_H
#define CSNAPSHOTCHECKSUM_H

#include <stddef.h>
#include <stdint.h>

/// The two running sums of the snapshot payload checksum (docs/snapshot-format.md), over
/// `count` bytes at `bytes`, read as 32-byte blocks of four little-endian u64 lanes, the last
/// block zero-padded: for each block `s[k] += w[k]; t[k] += rotl(s[k], 17)`.
///
/// Writes the final sums to `s[0..3]` and `t[0..3]`. Reads only `bytes[0 ..< count]`; any
/// alignment. Safe to call from any thread.
void tessera_snapshot_checksum_lanes(const uint8_t *bytes, size_t count, uint64_t s[4], uint64_t t[4]);

#endif
