/*
 * tessera.h: read compiled Tessera design-token snapshots from C (and C++, Rust, Zig, Python
 * through ctypes, ...).
 *
 * Build the library with `swift build -c release --product TesseraC` and the snapshot with
 * `tessera compile [FILES...] --all-themes -o design.tsnap`; see the Renderers article of the
 * Tessera documentation (Sources/Tessera/Tessera.docc/Renderers.md).
 *
 * Flow: open a snapshot, get a theme, map each token path to an id once (at load time), select
 * a table for a mode (once per mode change), then read values by id in the hot loop, or take a
 * whole column (tessera_table_column) and index it with handles (tessera_token_handle).
 *
 * LOADING
 *  - Opening, getting a theme and selecting a mode read the file's bytes where they lie: no
 *    token path is decoded until tessera_token_path asks for one (the first call decodes them
 *    all, once per theme); tessera_token_id hashes the path it is given and compares it with
 *    the file's path index in place.
 *
 * OWNERSHIP AND LIFETIME
 *  - tessera_snapshot_open returns a snapshot the caller owns; free it with
 *    tessera_snapshot_close. NULL on failure (err says why).
 *  - A tessera_theme belongs to its snapshot: never free it; it is valid until
 *    tessera_snapshot_close. There is one object per theme: every name that reaches a theme
 *    (NULL for the first theme, or its name) returns the same pointer.
 *  - tessera_table_select returns a table the caller owns; free it with
 *    tessera_table_release. A table holds its own reference to the theme's data, so it stays
 *    valid after tessera_snapshot_close until it is released.
 *  - Strings and arrays a theme or table hands out (token paths, font names, string tokens,
 *    dash arrays) belong to the theme and live as long as the theme (or any table selected
 *    from it). A column (tessera_table_column) belongs to its table and lives until
 *    tessera_table_release. Names a snapshot hands out (themes, axes, contexts) live until
 *    tessera_snapshot_close.
 *  - Nothing the library hands out is ever freed by the caller, and nothing is written through
 *    a const pointer it returns.
 *  - tessera_error is caller-allocated (on the stack is fine); the library only writes into
 *    it. Passing NULL for err is allowed.
 *
 * THREAD SAFETY
 *  - Every function except the two free functions may be called concurrently from any
 *    threads on the same or different objects: snapshots, themes and tables are immutable
 *    (the first tessera_theme_get of a theme and the first tessera_token_path of a theme take
 *    a lock to make it once; nothing else locks).
 *  - tessera_snapshot_close must not run concurrently with any other call on that snapshot or
 *    its themes; tessera_table_release must not run concurrently with reads of that table or
 *    of its columns.
 *
 * READS
 *  - The typed readers never allocate, never lock and never block. They return a status:
 *    TESSERA_OK, TESSERA_FORBIDDEN (the theme marks the token as not part of it; the output
 *    holds the forbidden sentinel value), TESSERA_ABSENT (no value in this mode; the output
 *    holds a placeholder: zeros for colours and sizes), or TESSERA_INVALID (a NULL table, an id
 *    out of range or a token of another type; the outputs are untouched).
 *  - NULL outputs, one rule for every reader: any output pointer may be NULL. That output is
 *    not written and the status is the same as with a real one. (For tessera_shadow and
 *    tessera_gradient a NULL array holds nothing: it counts as a capacity of 0.)
 *  - No Swift error, exception or type crosses this boundary; failures are status codes and
 *    tessera_error values.
 *
 * NAMES
 *  - Theme names and token paths match exactly (case-sensitively).
 *  - Axis and context names in tessera_table_select match exactly first, then
 *    case-insensitively; naming one axis twice in a selection, in any spelling
 *    ("colorScheme" and "colorscheme"), is TESSERA_ERROR_INVALID_ARGUMENT, and a context name
 *    that matches two contexts only case-insensitively is TESSERA_ERROR_UNKNOWN_CONTEXT.
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
    const char *font_family; /* the family list as one display string (see tessera_font_family);
                                owned by the theme. Its names: tessera_font_family_names */
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

/* A stroke style. When style is TESSERA_STROKE_CUSTOM, dashes points at dash_count dash lengths
   owned by the theme (see OWNERSHIP); otherwise dashes is NULL and dash_count 0. */
typedef struct tessera_stroke_style_value {
    int32_t style;
    int32_t line_cap;
    const tessera_dimension_value *dashes;
    size_t dash_count;
} tessera_stroke_style_value;

/* A transition: duration and delay in seconds, then the timing function's control points
   (p1x, p1y, p2x, p2y) as tessera_cubic_bezier gives them. */
typedef struct tessera_transition_value {
    double duration;
    double delay;
    double timing_function[4];
} tessera_transition_value;

/* One gradient stop; RGBA colour in the snapshot's profile, not premultiplied, and a position
   in 0...1. */
typedef struct tessera_gradient_stop {
    float color[4];
    double position;
} tessera_gradient_stop;

/* A mode table's dense column of one type (tessera_table_column). The value of the token with
   handle h (tessera_token_handle) is at (const char *)values + h * stride, for h < count:
     TESSERA_TYPE_COLOR         float[4] RGBA, stride 16
     TESSERA_TYPE_NUMBER        double, stride 8
     TESSERA_TYPE_FONT_WEIGHT   double, stride 8
     TESSERA_TYPE_CUBIC_BEZIER  double[4] (p1x, p1y, p2x, p2y), stride 32
     TESSERA_TYPE_BOOLEAN       uint8_t 0 or 1, stride 1
   status is NULL when every value of the column is TESSERA_OK; otherwise status[h] is the
   token's status (TESSERA_OK, TESSERA_FORBIDDEN or TESSERA_ABSENT) as one byte. Owned by the
   table: valid until tessera_table_release. */
typedef struct tessera_column {
    const void *values;
    const uint8_t *status;
    size_t count;
    size_t stride;
} tessera_column;

/* An axis of a snapshot's design system (tessera_snapshot_axis). name is owned by the
   snapshot; contexts are 0 ..< context_count (tessera_snapshot_axis_context); default_context
   is the context a selection that leaves the axis out gets; requires_selection is 1 when a
   selection must name the axis (it has no default), else 0. */
typedef struct tessera_axis_info {
    const char *name;
    size_t context_count;
    size_t default_context;
    int32_t requires_selection;
    int32_t reserved;
} tessera_axis_info;

#if defined(__STDC_VERSION__) && __STDC_VERSION__ >= 201112L
_Static_assert(sizeof(tessera_error) == 512, "tessera_error layout");
_Static_assert(sizeof(tessera_dimension_value) == 16, "tessera_dimension_value layout");
_Static_assert(sizeof(tessera_shadow_layer) == 88, "tessera_shadow_layer layout");
_Static_assert(sizeof(tessera_typography_value) == 56, "tessera_typography_value layout");
_Static_assert(sizeof(tessera_border_value) == 40 + sizeof(void *) + sizeof(size_t), "tessera_border_value layout");
_Static_assert(sizeof(tessera_stroke_style_value) == 8 + sizeof(void *) + sizeof(size_t), "tessera_stroke_style_value layout");
_Static_assert(sizeof(tessera_transition_value) == 48, "tessera_transition_value layout");
_Static_assert(sizeof(tessera_gradient_stop) == 24, "tessera_gradient_stop layout");
_Static_assert(sizeof(tessera_column) == 2 * sizeof(void *) + 2 * sizeof(size_t), "tessera_column layout");
_Static_assert(sizeof(tessera_axis_info) == sizeof(void *) + 2 * sizeof(size_t) + 8, "tessera_axis_info layout");
#endif

/* Opens and validates a snapshot file (magic, version, checksum, every offset). The caller
   owns the result (tessera_snapshot_close); NULL on failure, with err set. Only regular files
   are read: a FIFO, device or socket (or a link to one) is TESSERA_ERROR_IO at once, without
   waiting for a writer. */
tessera_snapshot *tessera_snapshot_open(const char *path, tessera_error *err);
/* Frees a snapshot and its themes (tables selected from them stay valid). NULL is allowed.
   Must not run concurrently with any other call on the snapshot or its themes. */
void tessera_snapshot_close(tessera_snapshot *snapshot);

/* ---- Discovery: what a mode picker lists. No allocation; names are owned by the snapshot
   (valid until tessera_snapshot_close). Safe from any thread. ---- */

/* The number of themes; 0 for NULL. The first (index 0) is the default. */
size_t tessera_snapshot_theme_count(const tessera_snapshot *snapshot);
/* The name of theme index, or NULL when out of range. */
const char *tessera_snapshot_theme_name(const tessera_snapshot *snapshot, size_t index);
/* The number of axes; 0 for NULL. */
size_t tessera_snapshot_axis_count(const tessera_snapshot *snapshot);
/* Axis axis's name, context count, default and whether a selection must name it.
   TESSERA_INVALID (out untouched) when snapshot is NULL or axis is out of range; out may be
   NULL. */
tessera_status tessera_snapshot_axis(const tessera_snapshot *snapshot, size_t axis, tessera_axis_info *out);
/* The name of context context of axis axis, or NULL when either is out of range. */
const char *tessera_snapshot_axis_context(const tessera_snapshot *snapshot, size_t axis, size_t context);

/* ---- Themes and tables ---- */

/* The theme named theme_name (matched exactly), or the snapshot's first theme when theme_name
   is NULL. Owned by the snapshot; the same pointer for every name that reaches one theme. The
   first call for a theme decodes and checks it (under a lock); later calls only look it up. */
tessera_theme *tessera_theme_get(tessera_snapshot *snapshot, const char *theme_name, tessera_error *err);

/* The table of one mode: axes[i] set to contexts[i] for i < count, other axes at their
   defaults (count 0 with NULL arrays selects the default mode). Names match exactly, then
   case-insensitively; an axis named twice in any spelling is TESSERA_ERROR_INVALID_ARGUMENT.
   The caller owns the result (tessera_table_release); NULL on failure, with err set. */
tessera_table *tessera_table_select(tessera_theme *theme, const char *const *axes, const char *const *contexts, size_t count,
                                    tessera_error *err);
/* Frees a table and its columns. NULL is allowed. Must not run concurrently with reads of the
   table. */
void tessera_table_release(tessera_table *table);

/* ---- Tokens: ids are 0 ..< tessera_token_count, the same in every theme of a snapshot ---- */

/* The id of the token at path (dot-joined, matched exactly), or -1 when there is none or theme
   or path is NULL; type_out may be NULL. Decodes no path: the query's hash is probed in the
   file's path index and compared with the stored path in place. */
int32_t tessera_token_id(tessera_theme *theme, const char *path, tessera_type *type_out);
/* The number of tokens; 0 for NULL. */
int32_t tessera_token_count(const tessera_theme *theme);
/* The path of token id, or NULL when out of range; owned by the theme. The first call decodes
   every path of the theme into one allocation (under a lock); later calls only index it, so
   iterating 0 ..< count allocates nothing per token. */
const char *tessera_token_path(const tessera_theme *theme, int32_t id);
/* The type of token id, or -1 when out of range. */
tessera_type tessera_token_type(const tessera_theme *theme, int32_t id);
/* The handle of token id as a token of type: its index in that type's column
   (tessera_table_column), the same in every table of every theme of the snapshot. -1 when id
   is out of range or the token has another type: the type is checked here, once, so a column
   read needs no check. No allocation, no lock. */
int32_t tessera_token_handle(const tessera_theme *theme, int32_t id, tessera_type type);
/* The colour profile of the theme's colours, such as "srgb" or "display-p3"; owned by the theme. */
const char *tessera_theme_profile(const tessera_theme *theme);

/* ---- Typed readers: no allocation, no lock; see READS above for statuses and NULL outputs.
   Pointers they hand out are owned by the theme. Safe from any thread. ---- */

tessera_status tessera_color(const tessera_table *table, int32_t id, float rgba_out[4]);
tessera_status tessera_dimension(const tessera_table *table, int32_t id, double *value, tessera_unit *unit);
tessera_status tessera_number(const tessera_table *table, int32_t id, double *value);
tessera_status tessera_font_weight(const tessera_table *table, int32_t id, double *value);
/* A duration in seconds. */
tessera_status tessera_duration(const tessera_table *table, int32_t id, double *seconds);
/* A cubic Bézier's control points: p1x, p1y, p2x, p2y. */
tessera_status tessera_cubic_bezier(const tessera_table *table, int32_t id, double points_out[4]);
/* A font-family list as *count NUL-terminated names in order (*names points at an array of
   *count pointers); id names a fontFamily token or a typography token (its family). The
   array and the names are owned by the theme. Either output may be NULL. */
tessera_status tessera_font_family_names(const tessera_table *table, int32_t id, const char *const **names, size_t *count);
/* A font-family list as one display string, owned by the theme: the names joined by ", ",
   each name that holds a comma, a double quote or a backslash written in double quotes with
   '"' and '\' escaped by a backslash (CSS font-family syntax): "\"Comma, Inc Sans\", serif"
   is two families. Before this rule a name holding a comma was written bare and could not be
   told from two names; read the names with tessera_font_family_names. */
tessera_status tessera_font_family(const tessera_table *table, int32_t id, const char **family);
/* A string token: *text points at its UTF-8 bytes (NUL-terminated; an escaped NUL inside the
   string reads as '?'), *length is their count without the NUL. Owned by the theme: valid while
   the table (or the theme) lives. Either output may be NULL. */
tessera_status tessera_string(const tessera_table *table, int32_t id, const char **text, size_t *length);
/* A boolean token: *value is 0 or 1. */
tessera_status tessera_boolean(const tessera_table *table, int32_t id, int32_t *value);
/* Up to capacity layers in paint order; *count_out is the shadow's layer count.
   TESSERA_TOO_SMALL when a value with more layers than capacity was read (the first capacity
   layers are written). */
tessera_status tessera_shadow(const tessera_table *table, int32_t id, tessera_shadow_layer *layers, size_t capacity, size_t *count_out);
/* Up to capacity stops in order; *count_out is the gradient's stop count. TESSERA_TOO_SMALL as
   for tessera_shadow. */
tessera_status tessera_gradient(const tessera_table *table, int32_t id, tessera_gradient_stop *stops, size_t capacity, size_t *count_out);
tessera_status tessera_typography(const tessera_table *table, int32_t id, tessera_typography_value *out);
tessera_status tessera_border(const tessera_table *table, int32_t id, tessera_border_value *out);
tessera_status tessera_stroke_style(const tessera_table *table, int32_t id, tessera_stroke_style_value *out);
tessera_status tessera_transition(const tessera_table *table, int32_t id, tessera_transition_value *out);

/* ---- Columns: read many values with no call per value ---- */

/* The table's dense column of type (see tessera_column for the types that have one and their
   layouts): TESSERA_OK with *out filled, or TESSERA_INVALID (out untouched) for a NULL table or
   a type without a column (read those with the typed readers). Index it with handles from
   tessera_token_handle: column.values[h] is what the typed reader of that token returns, and
   column.status (when not NULL) its status. Owned by the table, valid until
   tessera_table_release; no allocation, no lock; out may be NULL. */
tessera_status tessera_table_column(const tessera_table *table, tessera_type type, tessera_column *out);

#ifdef __cplusplus
}
#endif

#endif /* TESSERA_H */
