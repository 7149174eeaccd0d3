#include "TokenBenchC.h"
#include <lcms2.h>
#include <malloc.h>
#include <tessera.h>

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

int tokenbench_c_load(const char *path, const char *color_token) {
    tessera_snapshot *snapshot = tessera_snapshot_open(path, NULL);
    if (snapshot == NULL) return 1;
    int failed = 0;
    tessera_theme *theme = tessera_theme_get(snapshot, NULL, NULL);
    tessera_table *table = theme == NULL ? NULL : tessera_table_select(theme, NULL, NULL, 0, NULL);
    float rgba[4];
    if (theme == NULL)
        failed = 2;
    else if (table == NULL)
        failed = 3;
    else if (tessera_color(table, tessera_token_id(theme, color_token, NULL), rgba) > TESSERA_ABSENT)
        failed = 4;
    tessera_table_release(table);
    tessera_snapshot_close(snapshot);
    return failed;
}

void tokenbench_c_array_sum(const float *colors, const int32_t *handles, size_t count, float sum[4]) {
    float s0 = sum[0], s1 = sum[1], s2 = sum[2], s3 = sum[3];
    for (size_t i = 0; i < count; i++) {
        const float *c = colors + 4 * (size_t)handles[i];
        s0 += c[0];
        s1 += c[1];
        s2 += c[2];
        s3 += c[3];
    }
    sum[0] = s0, sum[1] = s1, sum[2] = s2, sum[3] = s3;
}

void tokenbench_c_column_sum(const void *table, const int32_t *handles, size_t count, float sum[4]) {
    tessera_column column;
    if (tessera_table_column(table, TESSERA_TYPE_COLOR, &column) != TESSERA_OK) return;
    /* A column is a plain array of float[4] by handle: the hot loop is the floor's loop. */
    tokenbench_c_array_sum(column.values, handles, count, sum);
}

void tokenbench_c_reader_sum(const void *table, const int32_t *ids, size_t count, float sum[4]) {
    float s0 = sum[0], s1 = sum[1], s2 = sum[2], s3 = sum[3];
    for (size_t i = 0; i < count; i++) {
        float c[4];
        tessera_color(table, ids[i], c);
        s0 += c[0];
        s1 += c[1];
        s2 += c[2];
        s3 += c[3];
    }
    sum[0] = s0, sum[1] = s1, sum[2] = s2, sum[3] = s3;
}
