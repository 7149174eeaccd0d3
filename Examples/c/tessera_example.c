/*
 * Reads a Tessera snapshot from C: opens it, selects a mode, and prints every colour token.
 *
 *   tessera_example design.tsnap [--theme NAME] [AXIS=CONTEXT ...]
 *
 * Standard output: one line per colour token, "path<TAB>status<TAB>r g b a" with status ok,
 * forbidden or absent (scripts/check-c-api compares it with `tessera resolve`). Standard error:
 * a summary that also exercises the composite readers (typography, shadow, border).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tessera.h"

#define MAX_AXES 16

static const char *status_name(tessera_status s) {
    switch (s) {
    case TESSERA_OK: return "ok";
    case TESSERA_FORBIDDEN: return "forbidden";
    case TESSERA_ABSENT: return "absent";
    default: return "invalid";
    }
}

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: %s design.tsnap [--theme NAME] [AXIS=CONTEXT ...]\n", argv[0]);
        return 2;
    }
    const char *theme_name = NULL;
    const char *axes[MAX_AXES];
    const char *contexts[MAX_AXES];
    size_t count = 0;
    for (int i = 2; i < argc; i++) {
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

    /* Map paths to ids once; here every id is visited, a renderer would look up the few it uses. */
    int32_t n = tessera_token_count(theme);
    int colors = 0, typographies = 0, shadows = 0, borders = 0;
    for (int32_t id = 0; id < n; id++) {
        switch (tessera_token_type(theme, id)) {
        case TESSERA_TYPE_COLOR: {
            float rgba[4];
            tessera_status s = tessera_color(table, id, rgba);
            printf("%s\t%s\t%.9g %.9g %.9g %.9g\n", tessera_token_path(theme, id), status_name(s), rgba[0], rgba[1], rgba[2], rgba[3]);
            colors++;
            break;
        }
        case TESSERA_TYPE_TYPOGRAPHY: {
            tessera_typography_value t;
            if (tessera_typography(table, id, &t) == TESSERA_OK && typographies++ == 0)
                fprintf(stderr, "typography %s: %s %g%s weight %g line-height %g\n", tessera_token_path(theme, id), t.font_family,
                        t.font_size.value, t.font_size.unit == TESSERA_UNIT_PX ? "px" : "rem", t.font_weight, t.line_height);
            break;
        }
        case TESSERA_TYPE_SHADOW: {
            tessera_shadow_layer layers[8];
            size_t layer_count = 0;
            if (tessera_shadow(table, id, layers, 8, &layer_count) == TESSERA_OK && shadows++ == 0 && layer_count > 0)
                fprintf(stderr, "shadow %s: %zu layer(s), first blur %g\n", tessera_token_path(theme, id), layer_count, layers[0].blur.value);
            break;
        }
        case TESSERA_TYPE_BORDER: {
            tessera_border_value b;
            if (tessera_border(table, id, &b) == TESSERA_OK && borders++ == 0)
                fprintf(stderr, "border %s: width %g, style %d, %zu dash(es)\n", tessera_token_path(theme, id), b.width.value, b.style,
                        b.dash_count);
            break;
        }
        case TESSERA_TYPE_STRING: {
            const char *text = NULL;
            size_t length = 0;
            if (tessera_string(table, id, &text, &length) == TESSERA_OK)
                fprintf(stderr, "string %s: \"%.*s\"\n", tessera_token_path(theme, id), (int)length, text);
            break;
        }
        case TESSERA_TYPE_BOOLEAN: {
            int32_t flag = 0;
            if (tessera_boolean(table, id, &flag) == TESSERA_OK) fprintf(stderr, "boolean %s: %s\n", tessera_token_path(theme, id), flag ? "true" : "false");
            break;
        }
        default:
            break;
        }
    }
    fprintf(stderr, "%d tokens, %d colours, %d typographies, %d shadows, %d borders, profile %s\n", n, colors, typographies, shadows,
            borders, tessera_theme_profile(theme));

    /* An unknown path is -1; a wrong-type read is TESSERA_INVALID, never a crash. */
    if (tessera_token_id(theme, "no.such.token", NULL) != -1) return 1;
    float unused[4];
    if (n > 0 && tessera_token_type(theme, 0) != TESSERA_TYPE_COLOR && tessera_color(table, 0, unused) != TESSERA_INVALID) return 1;

    tessera_table_release(table);
    tessera_snapshot_close(snapshot);
    return 0;
}
