"""Known-answer tests of the Python binding, on a snapshot compiled from tests/fixtures.

The expected values are the fixture files' own numbers, written out by hand: every type in both
contexts of the fixture's colorScheme axis, a forbidden token, discovery, and the C API's
contracts as a Python caller meets them. Needs libTesseraC ($TESSERA_LIBRARY, or the package's
.build) and the tessera binary ($TESSERA_BIN, or the package's .build) to compile the fixture.
"""

import ctypes
import os
import subprocess
import tempfile
import unittest

import tessera
from tessera import (Border, Color, CubicBezier, Dimension, GradientStop, ShadowLayer, StrokeStyle, Transition,
                     Typography, _capi)

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", "..", ".."))
FIXTURES = os.path.join(HERE, "fixtures")

ORANGE = Color(1.0, 0.5, 0.0, 0.25)
GREEN = Color(0.0, 1.0, 0.0, 1.0)
BLUE = Color(0.0, 0.0, 1.0, 1.0)
DASHES = StrokeStyle("custom", "square", (Dimension(4.0, "px"), Dimension(1.5, "rem")))
EASE = CubicBezier(0.25, 0.1, 0.25, 1.0)
FAMILY = ["Comma, Inc Sans", "serif"]


def expected(scheme):
    """Every token's value in `scheme`, from the fixture files."""
    c = ORANGE if scheme == "light" else GREEN
    duration = 0.25 if scheme == "light" else 0.5
    return {
        "c": c,
        "blue": BLUE,
        "d": Dimension(1.5, "rem"),
        "n": 0.38,
        "fw": 700.0,
        "ff": FAMILY,
        "dur": duration,
        "cb": EASE,
        "ss": DASHES,
        "dotted": StrokeStyle("dotted", "butt", ()),
        "sh": [
            ShadowLayer(c, Dimension(1.0, "px"), Dimension(2.0, "px"), Dimension(3.0, "px"), Dimension(-1.0, "px"), True),
            ShadowLayer(BLUE, Dimension(0.0, "px"), Dimension(8.0, "px"), Dimension(16.0, "px"), Dimension(0.0, "px"), False),
        ],
        "ty": Typography(FAMILY, Dimension(16.0, "px"), 700.0, Dimension(0.5, "px"), 1.5),
        "bo": Border(BLUE, Dimension(2.0, "px"), DASHES),
        "tr": Transition(duration, 0.1, EASE),
        "gr": [GradientStop(c, 0.0), GradientStop(BLUE, 0.75)],
        "st": "Hello, world" if scheme == "light" else "Bonsoir \u263e",
        "flag": scheme == "light",
    }


def find_tessera():
    if os.environ.get("TESSERA_BIN"):
        return os.environ["TESSERA_BIN"]
    for configuration in ("debug", "release"):
        path = os.path.join(ROOT, ".build", configuration, "tessera")
        if os.path.exists(path):
            return path
    raise FileNotFoundError("no tessera binary: build it with `swift build --product tessera` or set TESSERA_BIN")


class BindingTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.directory = tempfile.TemporaryDirectory()
        cls.path = os.path.join(cls.directory.name, "known.tsnap")
        f = lambda name: os.path.join(FIXTURES, name)  # noqa: E731
        subprocess.run([find_tessera(), "compile", f("base.tokens.json"), "--context", "colorScheme=light:" + f("light.tokens.json"),
                        "--context", "colorScheme=dark:" + f("dark.tokens.json"), "-o", cls.path],
                       check=True, capture_output=True)

    @classmethod
    def tearDownClass(cls):
        cls.directory.cleanup()

    def setUp(self):
        self.snapshot = tessera.Snapshot(self.path)
        self.theme = self.snapshot.theme()

    def tearDown(self):
        self.snapshot.close()

    def assertClose(self, actual, wanted, where):
        """Equal, floats within float32 precision (colours are stored as float32)."""
        if isinstance(wanted, float):
            self.assertAlmostEqual(actual, wanted, places=6, msg=where)
        elif isinstance(wanted, (list, tuple)) and not isinstance(wanted, str):
            self.assertEqual(type(actual), type(wanted), where)
            self.assertEqual(len(actual), len(wanted), where)
            for k, (a, w) in enumerate(zip(actual, wanted)):
                self.assertClose(a, w, f"{where}[{k}]")
        else:
            self.assertEqual(actual, wanted, where)

    def test_every_type_in_both_modes(self):
        for scheme in ("light", "dark"):
            table = self.theme.select(colorScheme=scheme)
            for path, wanted in expected(scheme).items():
                with self.subTest(scheme=scheme, path=path):
                    self.assertClose(table.value(path), wanted, f"{scheme} {path}")

    def test_default_mode_is_light(self):
        table = self.theme.select()
        self.assertEqual(table.value("st"), "Hello, world")
        self.assertIs(table.value("flag"), True)

    def test_forbidden_token(self):
        table = self.theme.select()
        self.assertEqual(table.read("gone").status, "forbidden")
        with self.assertRaises(tessera.TokenUnavailable) as raised:
            table.value("gone")
        self.assertEqual(raised.exception.status, "forbidden")
        with self.assertRaises(KeyError):
            table.value("no.such.token")

    def test_discovery(self):
        self.assertEqual(self.snapshot.themes, ["base"])
        self.assertEqual(self.snapshot.axes, [tessera.Axis("colorScheme", ["light", "dark"], "light", False)])
        self.assertEqual(self.snapshot.modes(), [{"colorScheme": "light"}, {"colorScheme": "dark"}])
        tokens = {t.path: t.type for t in self.theme.tokens()}
        self.assertEqual(len(tokens), 18)
        self.assertEqual(tokens["gr"], "gradient")
        self.assertEqual(tokens["tr"], "transition")
        self.assertEqual(tokens["ss"], "strokeStyle")
        self.assertEqual(tokens["cb"], "cubicBezier")
        self.assertEqual(self.theme.profile, "srgb")

    def test_columns_by_handle(self):
        table = self.theme.select(colorScheme="dark")
        colors, statuses = table.column("color")
        handles = {t.path: self.theme.handle(t.id, "color") for t in self.theme.tokens() if t.type == "color"}
        self.assertEqual(len(colors), 3)
        self.assertClose(colors[handles["c"]], GREEN, "c")
        self.assertClose(colors[handles["blue"]], BLUE, "blue")
        self.assertEqual(statuses[handles["gone"]], "forbidden")
        self.assertEqual(statuses[handles["c"]], "ok")
        self.assertIsNone(self.theme.handle(self.theme.token_id("d"), "color"))
        booleans, _ = table.column("boolean")
        self.assertEqual(booleans, [False])
        with self.assertRaises(ValueError):
            table.column("shadow")

    def test_names_match_axes_case_insensitively_and_reject_an_axis_named_twice(self):
        self.assertEqual(self.theme.select(COLORSCHEME="DARK").value("flag"), False)
        with self.assertRaises(tessera.TesseraError) as raised:
            self.theme.select({"colorScheme": "dark", "colorscheme": "light"})
        self.assertEqual(raised.exception.code, 11)
        self.assertIn("named twice", str(raised.exception))
        with self.assertRaises(tessera.TesseraError) as raised:
            self.snapshot.theme("BASE")
        self.assertEqual(raised.exception.code, 8)

    def test_errors(self):
        with self.assertRaises(tessera.TesseraError) as raised:
            tessera.Snapshot(os.path.join(self.directory.name, "missing.tsnap"))
        self.assertEqual(raised.exception.code, 1)
        with self.assertRaises(tessera.TesseraError) as raised:
            self.theme.select(colorScheme="sepia")
        self.assertEqual(raised.exception.code, 10)
        self.snapshot.close()
        with self.assertRaises(ValueError):
            self.theme.token_id("c")

    def test_c_contracts_seen_from_python(self):
        """One theme object per theme, the display form of a family list, NULL outputs."""
        lib = tessera._library()
        handle = self.snapshot._handle
        self.assertEqual(lib.tessera_theme_get(handle, None, None), lib.tessera_theme_get(handle, b"base", None))
        table = self.theme.select()
        family = ctypes.c_char_p()
        ff = self.theme.token_id("ff")
        self.assertEqual(lib.tessera_font_family(table._handle, ff, ctypes.byref(family)), _capi.OK)
        self.assertEqual(family.value.decode(), '"Comma, Inc Sans", serif')
        self.assertEqual(lib.tessera_color(table._handle, self.theme.token_id("gone"), None), _capi.FORBIDDEN)
        self.assertEqual(lib.tessera_color(table._handle, ff, None), _capi.INVALID)


if __name__ == "__main__":
    unittest.main()
