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
/// function whose instructions Benchmarks/check-instructions counts, by this name.
void tokenbench_counted_compile(void *call);

// The C API from C: the loops tokenbench times against their Swift and plain-C baselines. The
// library's objects are types from tessera.h, passed as `void *` so that this header does not
// declare the C API to Swift a second time.

/// Opens the snapshot at `path`, gets its first theme, selects the default mode's table and
/// reads the colour `color_token` (a path), then frees them: what a C renderer does before its
/// first frame. Returns 0, or the failing step's number.
int tokenbench_c_load(const char *path, const char *color_token);

/// Adds the colour of each of the `count` handles to `sum`, read through the table's colour
/// column (`tessera_table_column`, taken once per call): the renderer's hot loop.
void tokenbench_c_column_sum(const void *table, const int32_t *handles, size_t count, float sum[4]);

/// The same loop over a plain array of `float[4]` holding the same colours: the floor.
void tokenbench_c_array_sum(const float *colors, const int32_t *handles, size_t count, float sum[4]);

/// The same colours read one `tessera_color` call per token id.
void tokenbench_c_reader_sum(const void *table, const int32_t *ids, size_t count, float sum[4]);

#endif
