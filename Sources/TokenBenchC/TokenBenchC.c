#include "TokenBenchC.h"
#include <lcms2.h>
#include <malloc.h>

void tokenbench_c_convert(void *transform, const uint8_t *input, uint8_t *output, size_t count) {
    const size_t chunk = 65536;
    for (size_t i = 0; i < count; i += chunk) {
        size_t n = count - i < chunk ? count - i : chunk;
        cmsDoTransform((cmsHTRANSFORM)transform, input + 3 * i, output + 3 * i, (cmsUInt32Number)n);
    }
}

size_t tokenbench_c_heap_in_use(void) {
    struct mallinfo2 info = mallinfo2();
    return info.uordblks + info.hblkhd;
}
