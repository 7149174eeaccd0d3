/*
 * tessera.h: read compiled Tessera design-token snapshots from C (and C++, Rust, Zig, ...).
 *
 * Build the library with `swift build -c release --product TesseraC` and the snapshot with
 * `tessera compile [FILES...] --all-themes -o design.tsnap`; see the Renderers article of the
 * Tessera documentation (Sources/Tessera/Tessera.docc/Renderers.md).
 *
 * Flow: open a snapshot, get a theme, map each token path to an id once (at load time), select
 * a table for a mode (once per mode change), then read values by id in the hot loop.
 *
 * OWNERSHIP
 *  - tessera_snapshot_open returns a snapshot the caller owns; free it with
 *    tessera_snapshot_close. NULL on failure (err says why).
 *  - A tessera_theme belongs to its snapshot: never free it; it is valid until
 *    tessera_snapshot_close. Getting the same theme twice returns the same pointer.
 *  - tessera_table_select returns a table the caller owns; free it with
 *    tessera_table_release. A table holds its own reference to the theme's data, so it stays
 *    valid after tessera_snapshot_close until it is released.
 *  - Strings and arrays returned by the library (token paths, font families, string tokens,
 *    border dashes) belong to the theme and live as long as the theme (or any table selected
 *    from it).
 *  - tessera_error is caller-allocated (on the stack is fine); the library only writes into
 *    it. Passing NULL for err is allowed.
 *
 * THREAD SAFETY
 *  - Every function except the two free functions may be called concurrently from any
 *    threads on the same or different objects: snapshots, themes and tables are immutable.
 *  - tessera_snapshot_close must not run concurrently with any other call on that snapshot or
 *    its themes; tessera_table_release must not run concurrently with reads of that table.
 *
 * READS
 *  - The typed readers never allocate, never lock and never block. They return a status:
 *    TESSERA_OK, TESSERA_FORBIDDEN (the theme marks the token as not part of it; the output
 *    holds the forbidden sentinel value), TESSERA_ABSENT (no value in this mode; the output
 *    holds a placeholder: zeros for colours and sizes), or TESSERA_INVALID (id out of range or a token of another type; the output is
 *    untouched).
 *  - No Swift error, exception or type crosses this boundary; failures are status codes and
 *    tessera_error values.
 */
#ifndef TESSERA_H
#define TESSERA_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct tessera_snapshot tessera_snapshot;
typedef struct tessera_theme tessera_theme;
typedef struct tessera_table tessera_table;

/* The result of a typed read. */
typedef int32_t tessera_status;
enum {
    TESSERA_OK = 0,
    TESSERA_FORBIDDEN = 1,
    TESSERA_ABSENT = 2,
    TESSERA_INVALID = 3,
    TESSERA_TOO_SMALL = 4 /* tessera_shadow: more layers than capacity; *count_out says how many */
};

/* A token's type, as tessera_token_id reports it. */
typedef int32_t tessera_type;
enum {
    TESSERA_TYPE_COLOR = 0,
    TESSERA_TYPE_DIMENSION = 1,
    TESSERA_TYPE_NUMBER = 2,
    TESSERA_TYPE_FONT_FAMILY = 3,
    TESSERA_TYPE_FONT_WEIGHT = 4,
    TESSERA_TYPE_DURATION = 5,
    TESSERA_TYPE_CUBIC_BEZIER = 6,
    TESSERA_TYPE_STROKE_STYLE = 7,
    TESSERA_TYPE_SHADOW = 8,
    TESSERA_TYPE_TYPOGRAPHY = 9,
    TESSERA_TYPE_BORDER = 10,
    TESSERA_TYPE_TRANSITION = 11,
    TESSERA_TYPE_GRADIENT = 12,
    TESSERA_TYPE_STRING = 13,  /* not a DTCG 2025.10 type: read in the default (compatible) mode */
    TESSERA_TYPE_BOOLEAN = 14  /* not a DTCG 2025.10 type: read in the default (compatible) mode */
};

/* A dimension's unit: DTCG's px and rem, then units real token files use, kept as written. */
typedef int32_t tessera_unit;
enum {
    TESSERA_UNIT_PX = 0,
    TESSERA_UNIT_REM = 1,
    TESSERA_UNIT_PT = 2,
    TESSERA_UNIT_EM = 3,
    TESSERA_UNIT_PERCENT = 4,
    TESSERA_UNIT_DP = 5,
    TESSERA_UNIT_VW = 6,
    TESSERA_UNIT_VH = 7
};

/* A stroke style keyword, and a line cap. */
enum {
    TESSERA_STROKE_SOLID = 0, TESSERA_STROKE_DASHED = 1, TESSERA_STROKE_DOTTED = 2,
    TESSERA_STROKE_DOUBLE = 3, TESSERA_STROKE_GROOVE = 4, TESSERA_STROKE_RIDGE = 5,
    TESSERA_STROKE_OUTSET = 6, TESSERA_STROKE_INSET = 7, TESSERA_STROKE_CUSTOM = 8
};
enum { TESSERA_CAP_ROUND = 0, TESSERA_CAP_BUTT = 1, TESSERA_CAP_SQUARE = 2 };

/* Why an open, theme or select call failed. */
enum {
    TESSERA_ERROR_NONE = 0,
    TESSERA_ERROR_IO = 1,
    TESSERA_ERROR_BAD_MAGIC = 2,
    TESSERA_ERROR_UNSUPPORTED_VERSION = 3,
    TESSERA_ERROR_WRONG_ENDIANNESS = 4,
    TESSERA_ERROR_TRUNCATED = 5,
    TESSERA_ERROR_CHECKSUM = 6,
    TESSERA_ERROR_MALFORMED = 7,
    TESSERA_ERROR_UNKNOWN_THEME = 8,
    TESSERA_ERROR_UNKNOWN_AXIS = 9,
    TESSERA_ERROR_UNKNOWN_CONTEXT = 10,
    TESSERA_ERROR_INVALID_ARGUMENT = 11
};

/* An error: a code and a NUL-terminated message naming the file, theme, axis or token. */
typedef struct tessera_error {
    int32_t code;
    char message[508];
} tessera_error;

typedef struct tessera_dimension_value {
    double value;
    tessera_unit unit;
    int32_t reserved;
} tessera_dimension_value;

/* One shadow layer; RGBA colour in the snapshot's profile, not premultiplied. */
typedef struct tessera_shadow_layer {
    float color[4];
    tessera_dimension_value offset_x;
    tessera_dimension_value offset_y;
    tessera_dimension_value blur;
    tessera_dimension_value spread;
    int32_t inset; /* 0 or 1 */
    int32_t reserved;
} tessera_shadow_layer;

typedef struct tessera_typography_value {
    const char *font_family; /* comma-separated family list; owned by the theme */
    tessera_dimension_value font_size;
    double font_weight;
    tessera_dimension_value letter_spacing;
    double line_height;
} tessera_typography_value;

/* A border. When style is TESSERA_STROKE_CUSTOM, dashes points at dash_count dash lengths
   owned by the theme (see OWNERSHIP); otherwise dashes is NULL and dash_count 0. */
typedef struct tessera_border_value {
    float color[4];
    tessera_dimension_value width;
    int32_t style;
    int32_t line_cap;
    const tessera_dimension_value *dashes;
    size_t dash_count;
} tessera_border_value;

#if defined(__STDC_VERSION__) && __STDC_VERSION__ >= 201112L
_Static_assert(sizeof(tessera_error) == 512, "tessera_error layout");
_Static_assert(sizeof(tessera_dimension_value) == 16, "tessera_dimension_value layout");
_Static_assert(sizeof(tessera_shadow_layer) == 88, "tessera_shadow_layer layout");
_Static_assert(sizeof(tessera_typography_value) == 56, "tessera_typography_value layout");
_Static_assert(sizeof(tessera_border_value) == 40 + sizeof(void *) + sizeof(size_t), "tessera_border_value layout");
#endif

/* Opens and validates a snapshot file (magic, version, checksum, every offset). */
tessera_snapshot *tessera_snapshot_open(const char *path, tessera_error *err);
/* Frees a snapshot and its themes. NULL is allowed. */
void tessera_snapshot_close(tessera_snapshot *snapshot);

/* The theme named theme_name, or the snapshot's first theme when theme_name is NULL. */
tessera_theme *tessera_theme_get(tessera_snapshot *snapshot, const char *theme_name, tessera_error *err);

/* The table of one mode: axes[i] set to contexts[i] for i < count, other axes at their
   defaults. Names match exactly, then case-insensitively. */
tessera_table *tessera_table_select(tessera_theme *theme, const char *const *axes, const char *const *contexts, size_t count,
                                    tessera_error *err);
/* Frees a table. NULL is allowed. */
void tessera_table_release(tessera_table *table);

/* The id of the token at path (dot-joined), or -1 when there is none; type_out may be NULL. */
int32_t tessera_token_id(tessera_theme *theme, const char *path, tessera_type *type_out);
/* The number of tokens; ids are 0 ..< count. */
int32_t tessera_token_count(const tessera_theme *theme);
/* The path of token id, or NULL when out of range; owned by the theme. */
const char *tessera_token_path(const tessera_theme *theme, int32_t id);
/* The type of token id, or -1 when out of range. */
tessera_type tessera_token_type(const tessera_theme *theme, int32_t id);
/* The colour profile of the theme's colours, such as "srgb" or "display-p3"; owned by the theme. */
const char *tessera_theme_profile(const tessera_theme *theme);

/* Typed readers: no allocation; see READS above. */
tessera_status tessera_color(const tessera_table *table, int32_t id, float rgba_out[4]);
tessera_status tessera_dimension(const tessera_table *table, int32_t id, double *value, tessera_unit *unit);
tessera_status tessera_number(const tessera_table *table, int32_t id, double *value);
tessera_status tessera_font_weight(const tessera_table *table, int32_t id, double *value);
/* A duration in seconds. */
tessera_status tessera_duration(const tessera_table *table, int32_t id, double *seconds);
/* A comma-separated font-family list, owned by the theme. */
tessera_status tessera_font_family(const tessera_table *table, int32_t id, const char **family);
/* A string token: *text points at its UTF-8 bytes (NUL-terminated; an escaped NUL inside the
   string reads as '?'), *length is their count without the NUL. Owned by the theme: valid while
   the table (or the theme) lives. Either output may be NULL. */
tessera_status tessera_string(const tessera_table *table, int32_t id, const char **text, size_t *length);
/* A boolean token: *value is 0 or 1. */
tessera_status tessera_boolean(const tessera_table *table, int32_t id, int32_t *value);
/* Up to capacity layers in paint order; *count_out is the shadow's layer count. */
tessera_status tessera_shadow(const tessera_table *table, int32_t id, tessera_shadow_layer *layers, size_t capacity, size_t *count_out);
tessera_status tessera_typography(const tessera_table *table, int32_t id, tessera_typography_value *out);
tessera_status tessera_border(const tessera_table *table, int32_t id, tessera_border_value *out);

#ifdef __cplusplus
}
#endif

#endif /* TESSERA_H */
