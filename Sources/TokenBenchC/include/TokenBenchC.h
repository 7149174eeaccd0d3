#ifndef TOKENBENCHC_H
#define TOKENBENCHC_H

#include <stddef.h>
#include <stdint.h>

/// Converts `count` packed RGB pixels with lcms2's cmsDoTransform in chunks of 65,536, the way a
/// C program would: the reference that tokenbench compares the Swift batch API against.
void tokenbench_c_convert(void *transform, const uint8_t *input, uint8_t *output, size_t count);

/// Heap bytes in use (glibc `mallinfo2`: arena blocks plus mmapped blocks), for retained-memory
/// metrics. Swift's Glibc module does not declare `mallinfo2`.
size_t tokenbench_c_heap_in_use(void);

/// Compiles the `CountedCompile.Call` at `call` (defined in Swift, CountedCompile.swift): the one
/// function whose instructions scripts/check-instructions counts, by this name.
void tokenbench_counted_compile(void *call);

#endif
