#!/usr/bin/env python3
"""Checks every token of a snapshot, in every mode of every theme, read from C and from Python
against `tessera resolve --format json`.

    c-api-check.py TESSERA EXAMPLE SNAPSHOT

TESSERA is the tessera binary, EXAMPLE the compiled Examples/c/tessera_example, SNAPSHOT a
snapshot of the design system `tessera resolve` reads by default (the bundled sample). The
Python side is bindings/python, loading the libTesseraC that $TESSERA_LIBRARY names.

The modes are the cross product of the axes the C example lists (tessera_snapshot_axis), which
must equal the binding's list. For each mode, every token the C example prints and every token
the binding reads is compared with resolve's value, after both are put in one shape: colours as
[r, g, b, a], dimensions as [value, unit], durations in seconds, font families as lists, stroke
styles as a keyword or [dashes, cap]. Floats agree within 1e-6 relative (colours are float32).
A token C or Python reports as forbidden or absent must be missing from resolve's JSON, which
leaves such tokens out. Prints one "passed, failed" line per reader; exits 1 on any failure.
"""

import itertools
import json
import math
import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "bindings", "python"))
import tessera  # noqa: E402


def dim(d):
    return [d["value"], d["unit"]]


def seconds(d):
    return d["value"] / 1000 if d["unit"] == "ms" else d["value"]


def color(c):
    return list(c["components"]) + [c.get("alpha", 1)]


def stroke(s):
    return s if isinstance(s, str) else [[dim(d) for d in s["dashArray"]], s.get("lineCap", "butt")]


def names(f):
    return [f] if isinstance(f, str) else list(f)


def from_resolve(kind, v):
    """resolve's DTCG value in the shape both readers are compared in."""
    if kind == "color":
        return color(v)
    if kind == "dimension":
        return dim(v)
    if kind in ("number", "fontWeight", "string", "boolean"):
        return v
    if kind == "duration":
        return seconds(v)
    if kind == "cubicBezier":
        return list(v)
    if kind == "fontFamily":
        return names(v)
    if kind == "strokeStyle":
        return stroke(v)
    if kind == "shadow":
        layers = v if isinstance(v, list) else [v]
        return [[color(l["color"]), dim(l["offsetX"]), dim(l["offsetY"]), dim(l["blur"]), dim(l["spread"]), l.get("inset", False)]
                for l in layers]
    if kind == "typography":
        return [names(v["fontFamily"]), dim(v["fontSize"]), v["fontWeight"], dim(v["letterSpacing"]), v["lineHeight"]]
    if kind == "border":
        return [color(v["color"]), dim(v["width"]), stroke(v["style"])]
    if kind == "transition":
        return [seconds(v["duration"]), seconds(v["delay"]), list(v["timingFunction"])]
    if kind == "gradient":
        return [[color(s["color"]), s["position"]] for s in v]
    raise ValueError(f"unknown type {kind}")


def c_stroke(s):
    return s if isinstance(s, str) else [[[d["value"], d["unit"]] for d in s["dashArray"]], s["lineCap"]]


def from_c(kind, v):
    """The C example's JSON value in the compared shape."""
    d = lambda x: [x["value"], x["unit"]]  # noqa: E731
    if kind == "dimension":
        return d(v)
    if kind == "strokeStyle":
        return c_stroke(v)
    if kind == "shadow":
        return [[l["color"], d(l["offsetX"]), d(l["offsetY"]), d(l["blur"]), d(l["spread"]), l["inset"]] for l in v]
    if kind == "typography":
        return [v["fontFamily"], d(v["fontSize"]), v["fontWeight"], d(v["letterSpacing"]), v["lineHeight"]]
    if kind == "border":
        return [v["color"], d(v["width"]), c_stroke(v["style"])]
    if kind == "transition":
        return [v["duration"], v["delay"], v["timingFunction"]]
    if kind == "gradient":
        return [[s["color"], s["position"]] for s in v]
    return v


def from_python(kind, v):
    """A binding value in the compared shape."""
    d = lambda x: [x.value, x.unit]  # noqa: E731
    s = lambda x: x.style if x.style != "custom" else [[d(k) for k in x.dashes], x.line_cap]  # noqa: E731
    if kind == "color":
        return list(v)
    if kind == "dimension":
        return d(v)
    if kind == "cubicBezier":
        return list(v)
    if kind == "strokeStyle":
        return s(v)
    if kind == "shadow":
        return [[list(l.color), d(l.offset_x), d(l.offset_y), d(l.blur), d(l.spread), l.inset] for l in v]
    if kind == "typography":
        return [v.font_family, d(v.font_size), v.font_weight, d(v.letter_spacing), v.line_height]
    if kind == "border":
        return [list(v.color), d(v.width), s(v.style)]
    if kind == "transition":
        return [v.duration, v.delay, list(v.timing_function)]
    if kind == "gradient":
        return [[list(g.color), g.position] for g in v]
    return v


def same(a, b):
    if isinstance(a, bool) or isinstance(b, bool):
        return a is b
    if isinstance(a, (int, float)) and isinstance(b, (int, float)):
        return math.isclose(a, b, rel_tol=1e-6, abs_tol=1e-6)
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    return a == b


class Tally:
    def __init__(self, name):
        self.name, self.passed, self.failed = name, 0, 0

    def check(self, ok, label, detail):
        if ok:
            self.passed += 1
        else:
            self.failed += 1
            if self.failed <= 20:
                print(f"FAIL {self.name} [{label}] {detail}", file=sys.stderr)


def compare(tally, label, readings, expected):
    """readings: path → (type, status, value in the compared shape)."""
    for path, (kind, status, value) in readings.items():
        want = expected.get(path)
        if status != "ok":
            tally.check(want is None, label, f"{path}: {status}, resolve {want}")
        elif want is None or want["$type"] != kind:
            tally.check(False, label, f"{path}: {kind} {value}, resolve {want}")
        else:
            ref = from_resolve(kind, want["$value"])
            tally.check(same(value, ref), label, f"{path}: {value}, resolve {ref}")
    for path in expected:
        if path not in readings:
            tally.check(False, label, f"{path}: missing")


def main():
    tessera_bin, example, snapshot_path = sys.argv[1:4]
    listing = subprocess.run([example, snapshot_path, "--list"], check=True, capture_output=True, text=True).stdout
    themes, axes = [], []
    for line in listing.splitlines():
        fields = line.split("\t")
        if fields[0] == "theme":
            themes.append(fields[1])
        else:
            axes.append((fields[1], fields[2], fields[3].split(" ")))
    c, py, discovery = Tally("C"), Tally("Python"), Tally("discovery")
    snapshot = tessera.Snapshot(snapshot_path)
    discovery.check(snapshot.themes == themes, "themes", f"{snapshot.themes} vs C {themes}")
    discovery.check([(a.name, a.default, a.contexts) for a in snapshot.axes] == axes, "axes", f"{snapshot.axes} vs C {axes}")

    modes = [dict(zip([a[0] for a in axes], combo)) for combo in itertools.product(*[a[2] for a in axes])]
    jobs = [(theme, mode) for theme in themes for mode in modes]

    def run(job):
        theme, mode = job
        inputs = [f"{a}={x}" for a, x in mode.items()]
        resolve = [tessera_bin, "resolve", "--theme", theme, "--format", "json"] + [arg for i in inputs for arg in ("--input", i)]
        expected = json.loads(subprocess.run(resolve, check=True, capture_output=True, text=True).stdout)
        out = subprocess.run([example, snapshot_path, "--theme", theme] + inputs, capture_output=True, text=True)
        return expected, out

    with ThreadPoolExecutor(max_workers=2) as pool:
        for (theme, mode), (expected, out) in zip(jobs, pool.map(run, jobs)):
            label = f"{theme} {' '.join(f'{a}={x}' for a, x in mode.items())}"
            c.check(out.returncode == 0, label, f"tessera_example exited {out.returncode}: {out.stderr.strip()}")
            readings = {}
            for line in out.stdout.splitlines():
                r = json.loads(line)
                readings[r["path"]] = (r["type"], r["status"], from_c(r["type"], r["value"]))
            compare(c, label, readings, expected)

            table = snapshot.theme(theme).select(mode)
            readings = {}
            for token in snapshot.theme(theme).tokens():
                status, value = table.read(token.id)
                readings[token.path] = (token.type, status, from_python(token.type, value))
            compare(py, label, readings, expected)
    snapshot.close()
    print(f"{len(jobs)} modes ({len(themes)} themes)")
    for t in (discovery, c, py):
        print(f"{t.name}: {t.passed} passed, {t.failed} failed")
    sys.exit(0 if all(t.failed == 0 and t.passed > 0 for t in (discovery, c, py)) else 1)


if __name__ == "__main__":
    main()
