#ifndef TESSERA_CCHECKSUM_H
#define TESSERA_CCHECKSUM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

// The block loop of the snapshot checksum (docs/snapshot-format.md) in 256-bit registers.
// Swift compiles for baseline x86-64, whose SSE2 adds two 64-bit lanes per instruction, and
// has no way to compile one function for a wider instruction set and choose it at run time;
// this loop is compiled for AVX2 and runs only on a CPU that has it.
//
// For each of the `count` 64-byte blocks at `blocks` (eight little-endian u64 words w[k]):
// sums[k] += w[k]; sums[8 + k] += sums[k], for k in 0 ..< 8, mod 2^64. Returns false, with
// `sums` untouched, when the CPU has no AVX2 (or is not x86-64): the caller runs its own loop.
bool tessera_checksum_blocks(const void *blocks, size_t count, uint64_t sums[16]);

#endif
