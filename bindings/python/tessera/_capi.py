"""The C API of libTesseraC (Sources/TesseraC/include/tessera.h) declared for ctypes.

Every struct mirrors the header's layout, and every function gets its argument and result
types here, so a call with the wrong arguments fails in Python rather than in C.
"""

import ctypes
import os
import sys
from ctypes import (POINTER, Structure, c_char, c_char_p, c_double, c_float, c_int32, c_size_t,
                    c_uint8, c_void_p)

OK, FORBIDDEN, ABSENT, INVALID, TOO_SMALL = 0, 1, 2, 3, 4

TYPE_NAMES = ("color", "dimension", "number", "fontFamily", "fontWeight", "duration", "cubicBezier",
              "strokeStyle", "shadow", "typography", "border", "transition", "gradient", "string", "boolean")
UNIT_NAMES = ("px", "rem", "pt", "em", "%", "dp", "vw", "vh")
STROKE_NAMES = ("solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset", "custom")
CAP_NAMES = ("round", "butt", "square")


class Error(Structure):
    _fields_ = [("code", c_int32), ("message", c_char * 508)]


class DimensionValue(Structure):
    _fields_ = [("value", c_double), ("unit", c_int32), ("reserved", c_int32)]


class ShadowLayer(Structure):
    _fields_ = [("color", c_float * 4), ("offset_x", DimensionValue), ("offset_y", DimensionValue),
                ("blur", DimensionValue), ("spread", DimensionValue), ("inset", c_int32), ("reserved", c_int32)]


class TypographyValue(Structure):
    _fields_ = [("font_family", c_char_p), ("font_size", DimensionValue), ("font_weight", c_double),
                ("letter_spacing", DimensionValue), ("line_height", c_double)]


class BorderValue(Structure):
    _fields_ = [("color", c_float * 4), ("width", DimensionValue), ("style", c_int32), ("line_cap", c_int32),
                ("dashes", POINTER(DimensionValue)), ("dash_count", c_size_t)]


class StrokeStyleValue(Structure):
    _fields_ = [("style", c_int32), ("line_cap", c_int32), ("dashes", POINTER(DimensionValue)),
                ("dash_count", c_size_t)]


class TransitionValue(Structure):
    _fields_ = [("duration", c_double), ("delay", c_double), ("timing_function", c_double * 4)]


class GradientStop(Structure):
    _fields_ = [("color", c_float * 4), ("position", c_double)]


class Column(Structure):
    _fields_ = [("values", c_void_p), ("status", POINTER(c_uint8)), ("count", c_size_t), ("stride", c_size_t)]


class AxisInfo(Structure):
    _fields_ = [("name", c_char_p), ("context_count", c_size_t), ("default_context", c_size_t),
                ("requires_selection", c_int32), ("reserved", c_int32)]


# The sizes the header's _Static_asserts pin, checked here too: a ctypes struct that drifted
# from the header would read garbage without a word.
_WORD = ctypes.sizeof(c_void_p)
for struct, size in ((Error, 512), (DimensionValue, 16), (ShadowLayer, 88), (TypographyValue, 56),
                     (BorderValue, 40 + 2 * _WORD), (StrokeStyleValue, 8 + 2 * _WORD), (TransitionValue, 48),
                     (GradientStop, 24), (Column, 4 * _WORD), (AxisInfo, 3 * _WORD + 8)):
    assert ctypes.sizeof(struct) == size, f"{struct.__name__} is {ctypes.sizeof(struct)} bytes, the header says {size}"

_LIBRARY_NAME = "libTesseraC.dylib" if sys.platform == "darwin" else "libTesseraC.so"


def _candidates():
    """Where libTesseraC may be: $TESSERA_LIBRARY, then the package's release and debug builds."""
    if os.environ.get("TESSERA_LIBRARY"):
        yield os.environ["TESSERA_LIBRARY"]
        return
    root = os.path.normpath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))
    for configuration in ("release", "debug"):
        yield os.path.join(root, ".build", configuration, _LIBRARY_NAME)
    yield _LIBRARY_NAME


def load(path=None):
    """Loads libTesseraC from `path`, or from the first place `_candidates` names that has it."""
    paths = [path] if path else list(_candidates())
    for candidate in paths:
        if os.sep in candidate and not os.path.exists(candidate):
            continue
        try:
            return _declare(ctypes.CDLL(candidate))
        except OSError:
            continue
    raise OSError(f"libTesseraC not found (tried {', '.join(paths)}); build it with "
                  "`swift build -c release --product TesseraC` or set TESSERA_LIBRARY")


def _declare(lib):
    """Gives every function of the header its argument and result types."""
    table = c_void_p
    status = c_int32
    signatures = {
        "tessera_snapshot_open": (c_void_p, [c_char_p, POINTER(Error)]),
        "tessera_snapshot_close": (None, [c_void_p]),
        "tessera_snapshot_theme_count": (c_size_t, [c_void_p]),
        "tessera_snapshot_theme_name": (c_char_p, [c_void_p, c_size_t]),
        "tessera_snapshot_axis_count": (c_size_t, [c_void_p]),
        "tessera_snapshot_axis": (status, [c_void_p, c_size_t, POINTER(AxisInfo)]),
        "tessera_snapshot_axis_context": (c_char_p, [c_void_p, c_size_t, c_size_t]),
        "tessera_theme_get": (c_void_p, [c_void_p, c_char_p, POINTER(Error)]),
        "tessera_table_select": (c_void_p, [c_void_p, POINTER(c_char_p), POINTER(c_char_p), c_size_t, POINTER(Error)]),
        "tessera_table_release": (None, [c_void_p]),
        "tessera_token_id": (c_int32, [c_void_p, c_char_p, POINTER(c_int32)]),
        "tessera_token_count": (c_int32, [c_void_p]),
        "tessera_token_path": (c_char_p, [c_void_p, c_int32]),
        "tessera_token_type": (c_int32, [c_void_p, c_int32]),
        "tessera_token_handle": (c_int32, [c_void_p, c_int32, c_int32]),
        "tessera_theme_profile": (c_char_p, [c_void_p]),
        "tessera_color": (status, [table, c_int32, POINTER(c_float)]),
        "tessera_dimension": (status, [table, c_int32, POINTER(c_double), POINTER(c_int32)]),
        "tessera_number": (status, [table, c_int32, POINTER(c_double)]),
        "tessera_font_weight": (status, [table, c_int32, POINTER(c_double)]),
        "tessera_duration": (status, [table, c_int32, POINTER(c_double)]),
        "tessera_cubic_bezier": (status, [table, c_int32, POINTER(c_double)]),
        "tessera_font_family_names": (status, [table, c_int32, POINTER(POINTER(c_char_p)), POINTER(c_size_t)]),
        "tessera_font_family": (status, [table, c_int32, POINTER(c_char_p)]),
        "tessera_string": (status, [table, c_int32, POINTER(c_void_p), POINTER(c_size_t)]),
        "tessera_boolean": (status, [table, c_int32, POINTER(c_int32)]),
        "tessera_shadow": (status, [table, c_int32, POINTER(ShadowLayer), c_size_t, POINTER(c_size_t)]),
        "tessera_gradient": (status, [table, c_int32, POINTER(GradientStop), c_size_t, POINTER(c_size_t)]),
        "tessera_typography": (status, [table, c_int32, POINTER(TypographyValue)]),
        "tessera_border": (status, [table, c_int32, POINTER(BorderValue)]),
        "tessera_stroke_style": (status, [table, c_int32, POINTER(StrokeStyleValue)]),
        "tessera_transition": (status, [table, c_int32, POINTER(TransitionValue)]),
        "tessera_table_column": (status, [table, c_int32, POINTER(Column)]),
    }
    for name, (result, arguments) in signatures.items():
        function = getattr(lib, name)
        function.restype = result
        function.argtypes = arguments
    return lib
