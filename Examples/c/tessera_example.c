/*
 * Reads a Tessera snapshot from C: lists what it holds, selects a mode and prints every token.
 *
 *   tessera_example design.tsnap --list
 *   tessera_example design.tsnap [--theme NAME] [AXIS=CONTEXT ...]
 *
 * --list prints the snapshot's themes and axes, one per line:
 *   "theme<TAB>NAME" and "axis<TAB>NAME<TAB>DEFAULT<TAB>CONTEXT CONTEXT ...".
 * Otherwise standard output has one JSON object per token, in id order:
 *   {"path": ..., "type": ..., "status": "ok" | "forbidden" | "absent", "value": ...}
 * with the value in the shape scripts/check-c-api compares with `tessera resolve`: colours as
 * [r, g, b, a], dimensions as {"value", "unit"}, durations in seconds, font families as arrays
 * of names, composites as objects of those. It also reads every colour again through its
 * column (tessera_table_column) and exits 1 if the two reads differ.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tessera.h"

#define MAX_AXES 16
#define MAX_PARTS 64

static const char *const type_names[] = {"color",      "dimension",  "number", "fontFamily", "fontWeight",
                                         "duration",   "cubicBezier", "strokeStyle", "shadow", "typography",
                                         "border",     "transition", "gradient", "string", "boolean"};
static const char *const unit_names[] = {"px", "rem", "pt", "em", "%", "dp", "vw", "vh"};
static const char *const stroke_names[] = {"solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset"};
static const char *const cap_names[] = {"round", "butt", "square"};

static const char *status_name(tessera_status s) {
    switch (s) {
    case TESSERA_OK: return "ok";
    case TESSERA_FORBIDDEN: return "forbidden";
    case TESSERA_ABSENT: return "absent";
    case TESSERA_TOO_SMALL: return "too-small";
    default: return "invalid";
    }
}

/* A JSON string: quotes, backslashes and control characters escaped, UTF-8 as it is. */
static void print_string(const char *text, size_t length) {
    putchar('"');
    for (size_t i = 0; i < length; i++) {
        unsigned char c = (unsigned char)text[i];
        if (c == '"' || c == '\\')
            printf("\\%c", c);
        else if (c < 0x20)
            printf("\\u%04x", c);
        else
            putchar(c);
    }
    putchar('"');
}

static void print_color(const float rgba[4]) { printf("[%.9g, %.9g, %.9g, %.9g]", rgba[0], rgba[1], rgba[2], rgba[3]); }

static void print_dimension(tessera_dimension_value d) {
    printf("{\"value\": %.17g, \"unit\": \"%s\"}", d.value, d.unit >= 0 && d.unit < 8 ? unit_names[d.unit] : "?");
}

static void print_points(const double p[4]) { printf("[%.17g, %.17g, %.17g, %.17g]", p[0], p[1], p[2], p[3]); }

/* A keyword as its name, a dash pattern as {"dashArray", "lineCap"}. */
static void print_stroke(int32_t style, int32_t cap, const tessera_dimension_value *dashes, size_t count) {
    if (style != TESSERA_STROKE_CUSTOM) {
        printf("\"%s\"", style >= 0 && style < 8 ? stroke_names[style] : "?");
        return;
    }
    printf("{\"dashArray\": [");
    for (size_t i = 0; i < count; i++) {
        if (i > 0) printf(", ");
        print_dimension(dashes[i]);
    }
    printf("], \"lineCap\": \"%s\"}", cap >= 0 && cap < 3 ? cap_names[cap] : "?");
}

/* The names of a font family (or of a typography's family) as a JSON array. */
static void print_families(const tessera_table *table, int32_t id) {
    const char *const *names = NULL;
    size_t count = 0;
    tessera_font_family_names(table, id, &names, &count);
    putchar('[');
    for (size_t i = 0; i < count; i++) {
        if (i > 0) printf(", ");
        print_string(names[i], strlen(names[i]));
    }
    putchar(']');
}

/* Prints token id's value and returns its status. */
static tessera_status print_value(const tessera_table *table, int32_t id, tessera_type type) {
    tessera_status s = TESSERA_INVALID;
    switch (type) {
    case TESSERA_TYPE_COLOR: {
        float rgba[4];
        s = tessera_color(table, id, rgba);
        print_color(rgba);
        break;
    }
    case TESSERA_TYPE_DIMENSION: {
        tessera_dimension_value d = {0, 0, 0};
        s = tessera_dimension(table, id, &d.value, &d.unit);
        print_dimension(d);
        break;
    }
    case TESSERA_TYPE_NUMBER:
    case TESSERA_TYPE_FONT_WEIGHT:
    case TESSERA_TYPE_DURATION: {
        double v = 0;
        s = type == TESSERA_TYPE_NUMBER ? tessera_number(table, id, &v)
            : type == TESSERA_TYPE_FONT_WEIGHT ? tessera_font_weight(table, id, &v)
                                               : tessera_duration(table, id, &v);
        printf("%.17g", v);
        break;
    }
    case TESSERA_TYPE_FONT_FAMILY:
        s = tessera_font_family_names(table, id, NULL, NULL);
        print_families(table, id);
        break;
    case TESSERA_TYPE_CUBIC_BEZIER: {
        double p[4];
        s = tessera_cubic_bezier(table, id, p);
        print_points(p);
        break;
    }
    case TESSERA_TYPE_STROKE_STYLE: {
        tessera_stroke_style_value v;
        s = tessera_stroke_style(table, id, &v);
        print_stroke(v.style, v.line_cap, v.dashes, v.dash_count);
        break;
    }
    case TESSERA_TYPE_SHADOW: {
        tessera_shadow_layer layers[MAX_PARTS];
        size_t count = 0;
        s = tessera_shadow(table, id, layers, MAX_PARTS, &count);
        putchar('[');
        for (size_t i = 0; i < count && i < MAX_PARTS; i++) {
            if (i > 0) printf(", ");
            printf("{\"color\": ");
            print_color(layers[i].color);
            printf(", \"offsetX\": ");
            print_dimension(layers[i].offset_x);
            printf(", \"offsetY\": ");
            print_dimension(layers[i].offset_y);
            printf(", \"blur\": ");
            print_dimension(layers[i].blur);
            printf(", \"spread\": ");
            print_dimension(layers[i].spread);
            printf(", \"inset\": %s}", layers[i].inset ? "true" : "false");
        }
        putchar(']');
        break;
    }
    case TESSERA_TYPE_TYPOGRAPHY: {
        tessera_typography_value t;
        s = tessera_typography(table, id, &t);
        printf("{\"fontFamily\": ");
        print_families(table, id);
        printf(", \"fontSize\": ");
        print_dimension(t.font_size);
        printf(", \"fontWeight\": %.17g, \"letterSpacing\": ", t.font_weight);
        print_dimension(t.letter_spacing);
        printf(", \"lineHeight\": %.17g}", t.line_height);
        break;
    }
    case TESSERA_TYPE_BORDER: {
        tessera_border_value b;
        s = tessera_border(table, id, &b);
        printf("{\"color\": ");
        print_color(b.color);
        printf(", \"width\": ");
        print_dimension(b.width);
        printf(", \"style\": ");
        print_stroke(b.style, b.line_cap, b.dashes, b.dash_count);
        putchar('}');
        break;
    }
    case TESSERA_TYPE_TRANSITION: {
        tessera_transition_value t;
        s = tessera_transition(table, id, &t);
        printf("{\"duration\": %.17g, \"delay\": %.17g, \"timingFunction\": ", t.duration, t.delay);
        print_points(t.timing_function);
        putchar('}');
        break;
    }
    case TESSERA_TYPE_GRADIENT: {
        tessera_gradient_stop stops[MAX_PARTS];
        size_t count = 0;
        s = tessera_gradient(table, id, stops, MAX_PARTS, &count);
        putchar('[');
        for (size_t i = 0; i < count && i < MAX_PARTS; i++) {
            if (i > 0) printf(", ");
            printf("{\"color\": ");
            print_color(stops[i].color);
            printf(", \"position\": %.17g}", stops[i].position);
        }
        putchar(']');
        break;
    }
    case TESSERA_TYPE_STRING: {
        const char *text = "";
        size_t length = 0;
        s = tessera_string(table, id, &text, &length);
        print_string(text, length);
        break;
    }
    case TESSERA_TYPE_BOOLEAN: {
        int32_t flag = 0;
        s = tessera_boolean(table, id, &flag);
        printf(flag ? "true" : "false");
        break;
    }
    default:
        printf("null");
        break;
    }
    return s;
}

/* Lists themes and axes (with their contexts and defaults): what a mode picker shows. */
static void list(const tessera_snapshot *snapshot) {
    for (size_t t = 0; t < tessera_snapshot_theme_count(snapshot); t++) printf("theme\t%s\n", tessera_snapshot_theme_name(snapshot, t));
    for (size_t a = 0; a < tessera_snapshot_axis_count(snapshot); a++) {
        tessera_axis_info axis;
        if (tessera_snapshot_axis(snapshot, a, &axis) != TESSERA_OK) continue;
        printf("axis\t%s\t%s\t", axis.name, tessera_snapshot_axis_context(snapshot, a, axis.default_context));
        for (size_t c = 0; c < axis.context_count; c++) printf(c == 0 ? "%s" : " %s", tessera_snapshot_axis_context(snapshot, a, c));
        putchar('\n');
    }
}

/* Reads every colour through its column, indexed by handle, and checks it against the typed
   reader: the hot-loop form a renderer uses. Returns the number of disagreements. */
static int check_color_column(const tessera_theme *theme, const tessera_table *table) {
    tessera_column column;
    if (tessera_table_column(table, TESSERA_TYPE_COLOR, &column) != TESSERA_OK) return 1;
    const float *colors = column.values; /* 4 floats per token, by handle */
    int wrong = 0;
    for (int32_t id = 0; id < tessera_token_count(theme); id++) {
        int32_t h = tessera_token_handle(theme, id, TESSERA_TYPE_COLOR);
        if (h < 0) continue;
        float rgba[4];
        tessera_status s = tessera_color(table, id, rgba);
        tessera_status from_column = column.status == NULL ? TESSERA_OK : column.status[h];
        if ((size_t)h >= column.count || memcmp(colors + 4 * h, rgba, sizeof rgba) != 0 || from_column != s) wrong++;
    }
    return wrong;
}

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: %s design.tsnap [--list | --theme NAME] [AXIS=CONTEXT ...]\n", argv[0]);
        return 2;
    }
    const char *theme_name = NULL;
    const char *axes[MAX_AXES];
    const char *contexts[MAX_AXES];
    size_t count = 0;
    int listing = 0;
    for (int i = 2; i < argc; i++) {
        if (strcmp(argv[i], "--list") == 0) {
            listing = 1;
            continue;
        }
        if (strcmp(argv[i], "--theme") == 0 && i + 1 < argc) {
            theme_name = argv[++i];
            continue;
        }
        char *eq = strchr(argv[i], '=');
        if (eq == NULL || count == MAX_AXES) {
            fprintf(stderr, "expected AXIS=CONTEXT, got %s\n", argv[i]);
            return 2;
        }
        *eq = '\0'; /* argv strings are writable: split AXIS=CONTEXT in place */
        axes[count] = argv[i];
        contexts[count] = eq + 1;
        count++;
    }

    tessera_error err;
    tessera_snapshot *snapshot = tessera_snapshot_open(argv[1], &err);
    if (snapshot == NULL) {
        fprintf(stderr, "error %d: %s\n", err.code, err.message);
        return 1;
    }
    if (listing) {
        list(snapshot);
        tessera_snapshot_close(snapshot);
        return 0;
    }
    /* The theme belongs to the snapshot: no free. */
    tessera_theme *theme = tessera_theme_get(snapshot, theme_name, &err);
    if (theme == NULL) {
        fprintf(stderr, "error %d: %s\n", err.code, err.message);
        tessera_snapshot_close(snapshot);
        return 1;
    }
    tessera_table *table = tessera_table_select(theme, axes, contexts, count, &err);
    if (table == NULL) {
        fprintf(stderr, "error %d: %s\n", err.code, err.message);
        tessera_snapshot_close(snapshot);
        return 1;
    }

    /* Every id is visited here; a renderer maps the few paths it uses to ids once, at load. */
    int32_t n = tessera_token_count(theme);
    for (int32_t id = 0; id < n; id++) {
        tessera_type type = tessera_token_type(theme, id);
        const char *path = tessera_token_path(theme, id);
        printf("{\"path\": ");
        print_string(path, strlen(path));
        printf(", \"type\": \"%s\", \"value\": ", type >= 0 && type < 15 ? type_names[type] : "?");
        tessera_status s = print_value(table, id, type);
        printf(", \"status\": \"%s\"}\n", status_name(s));
    }
    int wrong = check_color_column(theme, table);
    fprintf(stderr, "%d tokens, profile %s, %d colour column disagreements\n", n, tessera_theme_profile(theme), wrong);

    /* An unknown path is -1; a wrong-type read is TESSERA_INVALID, never a crash. */
    if (tessera_token_id(theme, "no.such.token", NULL) != -1) wrong++;
    float unused[4];
    if (n > 0 && tessera_token_type(theme, 0) != TESSERA_TYPE_COLOR && tessera_color(table, 0, unused) != TESSERA_INVALID) wrong++;

    tessera_table_release(table);
    tessera_snapshot_close(snapshot);
    return wrong == 0 ? 0 : 1;
}
