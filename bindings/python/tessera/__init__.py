"""Read compiled Tessera design-token snapshots (.tsnap) from Python, through libTesseraC.

    import tessera

    with tessera.Snapshot("design.tsnap") as snapshot:
        theme = snapshot.theme("ocean")                 # or snapshot.theme() for the first
        table = theme.select(colorScheme="dark")        # other axes at their defaults
        surface = table.value("color.surface.base")     # Color(red, green, blue, alpha)

Every call goes through the C API (tessera.h) with ctypes: no compiled extension. Values come
back as plain Python values and named tuples (below); `value` raises `TokenUnavailable` for a
token that is forbidden or absent in the mode, `read` returns the status with the value.
"""

import ctypes
from collections import namedtuple
from ctypes import byref, c_char_p, c_double, c_float, c_int32, c_size_t, c_void_p

from . import _capi

__all__ = [
    "Snapshot", "Theme", "Table", "Axis", "Token", "Reading", "Color", "Dimension", "CubicBezier", "StrokeStyle",
    "ShadowLayer", "Typography", "Border", "Transition", "GradientStop", "TesseraError", "TokenUnavailable",
]

Axis = namedtuple("Axis", "name contexts default requires_selection")
Token = namedtuple("Token", "id path type")
Reading = namedtuple("Reading", "status value")
Color = namedtuple("Color", "red green blue alpha")
Dimension = namedtuple("Dimension", "value unit")
CubicBezier = namedtuple("CubicBezier", "p1x p1y p2x p2y")
StrokeStyle = namedtuple("StrokeStyle", "style line_cap dashes")
ShadowLayer = namedtuple("ShadowLayer", "color offset_x offset_y blur spread inset")
Typography = namedtuple("Typography", "font_family font_size font_weight letter_spacing line_height")
Border = namedtuple("Border", "color width style")
Transition = namedtuple("Transition", "duration delay timing_function")
GradientStop = namedtuple("GradientStop", "color position")

_STATUS_NAMES = {_capi.OK: "ok", _capi.FORBIDDEN: "forbidden", _capi.ABSENT: "absent"}
_lib = None


def _library():
    global _lib
    if _lib is None:
        _lib = _capi.load()
    return _lib


class TesseraError(Exception):
    """A failed open, theme or mode selection: the C API's error code and message."""

    def __init__(self, code, message):
        super().__init__(message)
        self.code = code


class TokenUnavailable(LookupError):
    """A token with no value in the selected mode: `status` is "forbidden" or "absent"."""

    def __init__(self, path, status):
        super().__init__(f"{path} is {status} in this mode")
        self.path = path
        self.status = status


def _raise(error):
    raise TesseraError(error.code, error.message.decode("utf-8", "replace"))


class Snapshot:
    """An open snapshot file: its themes and axes. Close it (or use `with`) when done; its
    themes and tables cannot be read afterwards (ValueError)."""

    def __init__(self, path):
        lib = _library()
        error = _capi.Error()
        self._handle = lib.tessera_snapshot_open(str(path).encode(), byref(error))
        if not self._handle:
            _raise(error)
        self._themes = {}
        count = lib.tessera_snapshot_theme_count(self._handle)
        self.themes = [lib.tessera_snapshot_theme_name(self._handle, t).decode() for t in range(count)]
        self.axes = []
        for a in range(lib.tessera_snapshot_axis_count(self._handle)):
            info = _capi.AxisInfo()
            lib.tessera_snapshot_axis(self._handle, a, byref(info))
            contexts = [lib.tessera_snapshot_axis_context(self._handle, a, c).decode() for c in range(info.context_count)]
            self.axes.append(Axis(info.name.decode(), contexts, contexts[info.default_context], bool(info.requires_selection)))

    def theme(self, name=None):
        """The theme named `name` (exactly), or the first theme; one object per theme."""
        self._check_open()
        key = self.themes[0] if name is None else name
        if key not in self._themes:
            error = _capi.Error()
            handle = _library().tessera_theme_get(self._handle, None if name is None else name.encode(), byref(error))
            if not handle:
                _raise(error)
            self._themes[key] = Theme(self, handle, key)
        return self._themes[key]

    def modes(self):
        """Every mode as a dict from axis name to context name: the cross product of the axes."""
        modes = [{}]
        for axis in self.axes:
            modes = [dict(m, **{axis.name: c}) for m in modes for c in axis.contexts]
        return modes

    def close(self):
        """Frees the snapshot and its themes."""
        if self._handle:
            _library().tessera_snapshot_close(self._handle)
            self._handle = None

    def _check_open(self):
        if not self._handle:
            raise ValueError("the snapshot is closed")

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def __del__(self):
        if _lib is not None and getattr(self, "_handle", None):
            self.close()


class Theme:
    """One theme of a snapshot: its tokens, and the tables of its modes."""

    def __init__(self, snapshot, handle, name):
        self._snapshot = snapshot
        self._handle = handle
        self.name = name
        self.profile = _library().tessera_theme_profile(handle).decode()

    def __len__(self):
        self._snapshot._check_open()
        return _library().tessera_token_count(self._handle)

    def tokens(self):
        """Every token (id, path, type), in id order."""
        self._snapshot._check_open()
        lib = _library()
        for i in range(len(self)):
            yield Token(i, lib.tessera_token_path(self._handle, i).decode(), _capi.TYPE_NAMES[lib.tessera_token_type(self._handle, i)])

    def token_id(self, path):
        """The id of the token at `path`, or None."""
        self._snapshot._check_open()
        i = _library().tessera_token_id(self._handle, path.encode(), None)
        return None if i < 0 else i

    def token_type(self, token_id):
        """The type name of token `token_id`."""
        self._snapshot._check_open()
        return _capi.TYPE_NAMES[_library().tessera_token_type(self._handle, token_id)]

    def handle(self, token_id, type_name):
        """The token's index in the column of `type_name` (see `Table.column`), or None."""
        self._snapshot._check_open()
        h = _library().tessera_token_handle(self._handle, token_id, _capi.TYPE_NAMES.index(type_name))
        return None if h < 0 else h

    def select(self, mode=None, **contexts):
        """The table of a mode: axis names to context names (as a dict, keywords or both),
        other axes at their defaults."""
        self._snapshot._check_open()
        selection = dict(mode or {}, **contexts)
        axes = (c_char_p * len(selection))(*[a.encode() for a in selection])
        names = (c_char_p * len(selection))(*[c.encode() for c in selection.values()])
        error = _capi.Error()
        handle = _library().tessera_table_select(self._handle, axes, names, len(selection), byref(error))
        if not handle:
            _raise(error)
        return Table(self, handle, selection)


class Table:
    """The values of every token in one mode. Read by path or id."""

    def __init__(self, theme, handle, mode):
        self.theme = theme
        self.mode = mode
        self._handle = handle
        self._readers = {
            "color": self._color, "dimension": self._dimension, "number": self._double("tessera_number"),
            "fontWeight": self._double("tessera_font_weight"), "duration": self._double("tessera_duration"),
            "cubicBezier": self._cubic_bezier, "fontFamily": self._font_family, "string": self._string,
            "boolean": self._boolean, "strokeStyle": self._stroke_style, "shadow": self._shadow,
            "typography": self._typography, "border": self._border, "transition": self._transition,
            "gradient": self._gradient,
        }

    def __del__(self):
        if _lib is not None and getattr(self, "_handle", None):
            _lib.tessera_table_release(self._handle)
            self._handle = None

    def _id(self, key):
        if isinstance(key, int):
            if not 0 <= key < len(self.theme):
                raise KeyError(key)
            return key
        i = self.theme.token_id(key)
        if i is None:
            raise KeyError(key)
        return i

    def read(self, key):
        """The token's status ("ok", "forbidden" or "absent") and value; for a token without a
        value the value is the forbidden sentinel or the placeholder the C API writes."""
        i = self._id(key)
        status, value = self._readers[self.theme.token_type(i)](i)
        return Reading(_STATUS_NAMES[status], value)

    def value(self, key):
        """The token's value; raises KeyError for an unknown token and TokenUnavailable for one
        that is forbidden or absent in this mode."""
        reading = self.read(key)
        if reading.status != "ok":
            raise TokenUnavailable(key, reading.status)
        return reading.value

    def column(self, type_name):
        """Every value of a type at once, by handle (`Theme.handle`), with the statuses:
        (values, statuses), read from the table's column in one call. For colour, number,
        fontWeight, cubicBezier and boolean, the types the C API has columns for."""
        self.theme._snapshot._check_open()
        column = _capi.Column()
        if _library().tessera_table_column(self._handle, _capi.TYPE_NAMES.index(type_name), byref(column)) != _capi.OK:
            raise ValueError(f"the C API has no column of {type_name}")
        n = column.count
        shapes = {"color": (c_float, 4), "number": (c_double, 1), "fontWeight": (c_double, 1),
                  "cubicBezier": (c_double, 4), "boolean": (ctypes.c_uint8, 1)}
        element, width = shapes[type_name]
        flat = (element * (n * width)).from_address(column.values) if n else []
        if type_name == "color":
            values = [Color(*flat[4 * h:4 * h + 4]) for h in range(n)]
        elif type_name == "cubicBezier":
            values = [CubicBezier(*flat[4 * h:4 * h + 4]) for h in range(n)]
        elif type_name == "boolean":
            values = [bool(v) for v in flat[:n]]
        else:
            values = list(flat[:n])
        statuses = ["ok"] * n if not column.status else [_STATUS_NAMES[column.status[h]] for h in range(n)]
        return values, statuses

    # The readers, one per type: each returns (status, value).

    def _color(self, i):
        rgba = (c_float * 4)()
        return _library().tessera_color(self._handle, i, rgba), Color(*rgba)

    def _dimension(self, i):
        value, unit = c_double(), c_int32()
        return _library().tessera_dimension(self._handle, i, byref(value), byref(unit)), Dimension(value.value, _capi.UNIT_NAMES[unit.value])

    def _double(self, name):
        def read(i):
            value = c_double()
            return getattr(_library(), name)(self._handle, i, byref(value)), value.value
        return read

    def _cubic_bezier(self, i):
        points = (c_double * 4)()
        return _library().tessera_cubic_bezier(self._handle, i, points), CubicBezier(*points)

    def _names(self, i):
        names, count = ctypes.POINTER(c_char_p)(), c_size_t()
        status = _library().tessera_font_family_names(self._handle, i, byref(names), byref(count))
        return status, [names[k].decode() for k in range(count.value)]

    def _font_family(self, i):
        return self._names(i)

    def _string(self, i):
        text, length = c_void_p(), c_size_t()
        status = _library().tessera_string(self._handle, i, byref(text), byref(length))
        return status, ctypes.string_at(text, length.value).decode() if text.value else ""

    def _boolean(self, i):
        value = c_int32()
        return _library().tessera_boolean(self._handle, i, byref(value)), bool(value.value)

    @staticmethod
    def _dim(d):
        return Dimension(d.value, _capi.UNIT_NAMES[d.unit])

    @classmethod
    def _stroke(cls, style, cap, dashes, count):
        return StrokeStyle(_capi.STROKE_NAMES[style], _capi.CAP_NAMES[cap], tuple(cls._dim(dashes[k]) for k in range(count)))

    def _stroke_style(self, i):
        v = _capi.StrokeStyleValue()
        status = _library().tessera_stroke_style(self._handle, i, byref(v))
        return status, self._stroke(v.style, v.line_cap, v.dashes, v.dash_count)

    def _counted(self, reader, struct, i):
        """Reads a variable-length value: its count first, then exactly that many parts."""
        count = c_size_t()
        status = reader(self._handle, i, None, 0, byref(count))
        parts = (struct * max(count.value, 1))()
        if count.value:
            status = reader(self._handle, i, parts, count.value, byref(count))
        return status, parts[:count.value]

    def _shadow(self, i):
        status, layers = self._counted(_library().tessera_shadow, _capi.ShadowLayer, i)
        return status, [ShadowLayer(Color(*l.color), self._dim(l.offset_x), self._dim(l.offset_y), self._dim(l.blur),
                                    self._dim(l.spread), bool(l.inset)) for l in layers]

    def _gradient(self, i):
        status, stops = self._counted(_library().tessera_gradient, _capi.GradientStop, i)
        return status, [GradientStop(Color(*s.color), s.position) for s in stops]

    def _typography(self, i):
        t = _capi.TypographyValue()
        status = _library().tessera_typography(self._handle, i, byref(t))
        return status, Typography(self._names(i)[1], self._dim(t.font_size), t.font_weight, self._dim(t.letter_spacing), t.line_height)

    def _border(self, i):
        b = _capi.BorderValue()
        status = _library().tessera_border(self._handle, i, byref(b))
        return status, Border(Color(*b.color), self._dim(b.width), self._stroke(b.style, b.line_cap, b.dashes, b.dash_count))

    def _transition(self, i):
        t = _capi.TransitionValue()
        status = _library().tessera_transition(self._handle, i, byref(t))
        return status, Transition(t.duration, t.delay, CubicBezier(*t.timing_function))
