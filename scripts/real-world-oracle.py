#!/usr/bin/env python3
"""An independent resolver for the real-world fixtures (stdlib only; reads no Tessera output).

Usage: real-world-oracle.py FOLDER [--input AXIS=CONTEXT]...

Reads FOLDER the way the DTCG 2025.10 format and resolver modules and the compatible rules
documented in docs/compatibility.md and docs/formats.md say, and prints one JSON object:
  {"tokens": {path: {"$type": T, "$value": V}}, "skipped": {path: reason}}
with values in a normalised form: colours {"colorSpace": "srgb", "components": [r, g, b],
"alpha": a}, dimensions and durations {"value": n, "unit": u}, shadows always a list of layers,
typography with every property it resolves, strings and booleans as written. Tokens the oracle
does not resolve (types it does not model, such as Carbon's `link`) are listed under "skipped"
with the reason.

What it implements, written from the specification texts and those documents, not from Tessera:
- a folder is its one *.resolver.json, or every *.json / *.tokens file under it in path-byte
  order (hidden entries and Tokens Studio's $themes.json / $metadata.json left out), merged;
- JSONC (// and /* */ comments, trailing commas);
- legacy Style Dictionary files (no $value or $type anywhere): value/type/comment without $, and
  references written with Style Dictionary's `.value` suffix;
- resolver documents: sets and modifiers by `#/sets/x` and `#/modifiers/y` or inline, sources as
  relative file $refs or inline token trees, resolutionOrder applied in order, each modifier's
  chosen context (or its default);
- deep merge: groups merge member by member, a token replaces the token it meets whole;
- $type inherited from groups (and from a token to the tokens it contains), otherwise the type of
  the aliased token; `$root` tokens; curly aliases, also inside composite values, followed through
  chains;
- colours: objects in srgb (colorSpace absent → srgb; components win over hex; an 8-digit hex gives
  the alpha when there is none), and strings #rgb, #rgba, #rrggbb, #rrggbbaa, rgb()/rgba(),
  hsl()/hsla();
- dimensions: objects (an empty unit on a zero is px), strings "16px" / "1.5rem", bare numbers as
  px; numbers and font weights as strings; font-weight names;
- typography: a missing letterSpacing is 0px; a bare-number letterSpacing is px; a lineHeight
  written as a dimension in the literal fontSize's unit is their ratio;
- a token with no $type anywhere whose literal has one possible type by its shape (a colour
  object or string, a dimension or duration object, a dimension string with a unit) has that type;
- durations as strings ("150ms"); `$type`s outside DTCG's are left out.
"""
import colorsys
import json
import os
import re
import sys

LENGTH_UNITS = ("px", "rem", "em", "pt", "%", "dp", "vw", "vh")
WEIGHT_NAMES = {
    "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300, "normal": 400, "regular": 400,
    "book": 400, "medium": 500, "semi-bold": 600, "demi-bold": 600, "bold": 700, "extra-bold": 800, "ultra-bold": 800,
    "black": 900, "heavy": 900, "extra-black": 950, "ultra-black": 950,
}
# Types whose tokens Tessera leaves out today: checked once their own helpers land.
DTCG_TYPES = {"color", "dimension", "number", "fontWeight", "fontFamily", "duration", "cubicBezier", "shadow", "typography",
              "border", "strokeStyle", "transition", "gradient"}


class Unresolvable(Exception):
    pass


# ------------------------------------------------------------------ reading files

def strip_jsonc(text):
    """Removes comments and trailing commas outside strings."""
    out, i, n, in_string = [], 0, len(text), False
    while i < n:
        c = text[i]
        if in_string:
            out.append(c)
            if c == "\\":
                out.append(text[i + 1])
                i += 1
            elif c == '"':
                in_string = False
        elif c == '"':
            in_string = True
            out.append(c)
        elif text.startswith("//", i):
            while i < n and text[i] != "\n":
                i += 1
            continue
        elif text.startswith("/*", i):
            i = text.index("*/", i) + 2
            continue
        else:
            out.append(c)
        i += 1
    return re.sub(r",(\s*[}\]])", r"\1", "".join(out))


def has_key(node, keys):
    if isinstance(node, dict):
        return any(k in keys for k in node) or any(has_key(v, keys) for v in node.values())
    if isinstance(node, list):
        return any(has_key(v, keys) for v in node)
    return False


def adopt_legacy(node):
    """Style Dictionary's keys: an object with `value` is a token."""
    if not isinstance(node, dict):
        return node
    if "value" in node:
        renamed = {"value": "$value", "type": "$type", "comment": "$description", "description": "$description"}
        return {renamed.get(k, k): v for k, v in node.items()}
    return {k: adopt_legacy(v) for k, v in node.items()}


def read_tokens(path):
    with open(path, encoding="utf-8") as f:
        doc = json.loads(strip_jsonc(f.read()))
    if isinstance(doc, dict) and not has_key(doc, ("$value", "$type")) and has_key(doc, ("value",)):
        doc = adopt_legacy(doc)
    return doc


def folder_files(folder):
    found = []
    for dirpath, dirnames, filenames in os.walk(folder):
        dirnames[:] = [d for d in dirnames if not d.startswith(".")]
        for name in filenames:
            if name.startswith(".") or name in ("$themes.json", "$metadata.json"):
                continue
            if name.endswith(".json") or name.endswith(".tokens"):
                found.append(os.path.join(dirpath, name))
    return sorted(found, key=lambda p: os.path.relpath(p, folder).encode())


def merge(dst, src):
    """Deep merge: groups member by member; a token replaces whatever it meets."""
    for key, value in src.items():
        if key in dst and isinstance(dst[key], dict) and isinstance(value, dict) and "$value" not in value and "$value" not in dst[key]:
            merge(dst[key], value)
        else:
            dst[key] = json.loads(json.dumps(value))
    return dst


def load_tree(folder, inputs):
    resolvers = [p for p in folder_files(folder) if p.endswith(".resolver.json")]
    tree = {}
    if len(resolvers) != 1:
        for path in folder_files(folder):
            merge(tree, read_tokens(path))
        return tree
    base = os.path.dirname(resolvers[0])
    doc = read_tokens(resolvers[0])

    def sources(items):
        for s in items:
            if "$ref" in s:
                merge(tree, read_tokens(os.path.join(base, s["$ref"])))
            else:
                merge(tree, s)

    def pointer(ref):
        node = doc
        for part in ref.lstrip("#/").split("/"):
            node = node[part.replace("~1", "/").replace("~0", "~")]
        return ref.split("/")[-2], ref.split("/")[-1], node

    for item in doc["resolutionOrder"]:
        if "$ref" in item:
            kind, name, body = pointer(item["$ref"])
            kind = "set" if kind == "sets" else "modifier"
        else:
            kind, name, body = item["type"], item["name"], item
        if kind == "set":
            sources(body.get("sources", []))
        else:
            context = inputs.get(name, body.get("default"))
            sources(body["contexts"][context])
    return tree


# ------------------------------------------------------------------ tokens

def flatten(tree):
    """Every token: path → (declared or inherited $type, $value)."""
    tokens = {}
    stack = [((), tree, None)]
    while stack:
        path, node, inherited = stack.pop()
        kind = node.get("$type", inherited)
        if "$value" in node:
            tokens[".".join(path)] = (kind, node["$value"])
        for key, child in node.items():
            if isinstance(child, dict) and (not key.startswith("$") or key == "$root"):
                stack.append((path + (key,), child, kind))
    return tokens


ALIAS = re.compile(r"^\{([^{}]+)\}$")


class Resolver:
    def __init__(self, tokens):
        self.tokens = tokens
        self.done = {}
        self.active = set()

    def target(self, ref):
        if ref in self.tokens:
            return ref
        if ref.endswith(".value") and ref[: -len(".value")] in self.tokens:
            return ref[: -len(".value")]
        raise Unresolvable(f"unknown reference {{{ref}}}")

    def type_of(self, path, seen=()):
        kind, value = self.tokens[path]
        if kind is not None:
            return kind
        m = isinstance(value, str) and ALIAS.match(value)
        if m and path not in seen:
            return self.type_of(self.target(m.group(1)), seen + (path,))
        if not m:
            inferred = shape_type(value)
            if inferred:
                return inferred
        raise Unresolvable("type cannot be determined")

    def resolve(self, path):
        if path in self.done:
            return self.done[path]
        if path in self.active:
            raise Unresolvable("alias cycle")
        self.active.add(path)
        try:
            kind = self.type_of(path)
            if kind not in DTCG_TYPES and kind not in ("string", "boolean"):
                raise Unresolvable(f"$type {kind!r} is not a DTCG type")
            result = (kind, self.value(kind, self.tokens[path][1]))
        finally:
            self.active.discard(path)
        self.done[path] = result
        return result

    def alias(self, raw, kind):
        m = isinstance(raw, str) and ALIAS.match(raw)
        if not m:
            return None
        target_kind, value = self.resolve(self.target(m.group(1)))
        if target_kind != kind:
            raise Unresolvable(f"alias to a {target_kind} where a {kind} is expected")
        return value

    def value(self, kind, raw):
        aliased = self.alias(raw, kind)
        if aliased is not None:
            return aliased
        return getattr(self, "v_" + kind)(raw)

    # Values of each type, normalised.
    def v_color(self, raw):
        if isinstance(raw, str):
            return color_string(raw)
        if raw.get("colorSpace", "srgb") != "srgb":
            raise Unresolvable("colour space other than srgb")
        alpha = raw.get("alpha")
        if "components" in raw:
            rgb = [float(c) for c in raw["components"]]
            if alpha is None and isinstance(raw.get("hex"), str) and len(raw["hex"]) == 9:
                alpha = int(raw["hex"][7:9], 16) / 255
        else:
            parsed = color_string(raw["hex"])
            rgb = parsed["components"]
            alpha = parsed["alpha"] if alpha is None else alpha
        return {"colorSpace": "srgb", "components": rgb, "alpha": 1.0 if alpha is None else float(alpha)}

    def v_dimension(self, raw):
        if isinstance(raw, (int, float)):
            return {"value": float(raw), "unit": "px"}
        if isinstance(raw, str):
            m = re.fullmatch(r"\s*(-?\d*\.?\d+(?:[eE][-+]?\d+)?)\s*([a-z%]*)\s*", raw)
            if not m or (m.group(2) and m.group(2) not in LENGTH_UNITS):
                raise Unresolvable(f"dimension {raw!r}")
            if not m.group(2) and float(m.group(1)) != 0:
                raise Unresolvable(f"dimension {raw!r} has no unit")
            return {"value": float(m.group(1)), "unit": m.group(2) or "px"}
        value, unit = float(raw["value"]), raw["unit"]
        if unit == "" and value == 0:
            unit = "px"
        if unit not in LENGTH_UNITS:
            raise Unresolvable(f"dimension unit {unit!r}")
        return {"value": value, "unit": unit}

    def v_duration(self, raw):
        if isinstance(raw, str):
            m = re.fullmatch(r"(-?\d*\.?\d+)(ms|s)", raw.strip())
            return {"value": float(m.group(1)), "unit": m.group(2)}
        return {"value": float(raw["value"]), "unit": raw["unit"]}

    def v_number(self, raw):
        return float(raw)

    # Tessera's own string and boolean types: the JSON value as written.
    def v_string(self, raw):
        if not isinstance(raw, str):
            raise Unresolvable(f"string {raw!r}")
        return raw

    def v_boolean(self, raw):
        if not isinstance(raw, bool):
            raise Unresolvable(f"boolean {raw!r}")
        return raw

    def v_fontWeight(self, raw):
        if isinstance(raw, (int, float)):
            return float(raw)
        if re.fullmatch(r"\d+", raw.strip()):
            return float(raw)
        key = re.sub(r"[\s_]+", "-", raw.strip().lower())
        key = {"semibold": "semi-bold", "extrabold": "extra-bold", "extralight": "extra-light", "demibold": "demi-bold",
               "ultrabold": "ultra-bold", "ultralight": "ultra-light"}.get(key, key)
        return float(WEIGHT_NAMES[key])

    def v_fontFamily(self, raw):
        # A string is a CSS font-family list (Style Dictionary, Tokens Studio): names split at
        # top-level commas, quotes removed.
        if isinstance(raw, list):
            return raw
        names, current, quote = [], "", None
        for ch in raw:
            if quote:
                if ch == quote:
                    quote = None
                else:
                    current += ch
            elif ch in "'\"":
                quote = ch
            elif ch == ",":
                names.append(current.strip())
                current = ""
            else:
                current += ch
        names.append(current.strip())
        return [n for n in names if n]

    def v_cubicBezier(self, raw):
        return [float(x) for x in raw]

    def v_shadow(self, raw):
        layers = raw if isinstance(raw, list) else [raw]
        out = []
        for layer in layers:
            layer = self.alias(layer, "shadow") or layer
            if isinstance(layer, list):
                out += layer
                continue
            out.append({
                "color": self.value("color", layer["color"]),
                "offsetX": self.value("dimension", layer["offsetX"]),
                "offsetY": self.value("dimension", layer["offsetY"]),
                "blur": self.value("dimension", layer["blur"]),
                "spread": self.value("dimension", layer.get("spread", 0)),
                "inset": bool(layer.get("inset", False)),
            })
        return out

    def v_typography(self, raw):
        out = {
            "fontFamily": self.value("fontFamily", raw["fontFamily"]),
            "fontSize": self.value("dimension", raw["fontSize"]),
            "fontWeight": self.value("fontWeight", raw["fontWeight"]),
            "letterSpacing": self.value("dimension", raw.get("letterSpacing", 0)),
        }
        lh = raw["lineHeight"]
        if isinstance(lh, dict) or (isinstance(lh, str) and not ALIAS.match(lh) and not re.fullmatch(r"\s*-?[\d.]+\s*", lh)):
            # A line height in the font size's unit is the multiple CSS computes from the two.
            height, size = self.v_dimension(lh), raw["fontSize"]
            if not isinstance(size, dict) or size.get("unit") != height["unit"] or not size.get("value"):
                raise Unresolvable("lineHeight as a dimension beside a fontSize in another unit")
            out["lineHeight"] = height["value"] / float(size["value"])
        else:
            out["lineHeight"] = self.value("number", lh)
        return out


def shape_type(value):
    """The one type a literal's shape allows, for tokens without any $type (None: ambiguous)."""
    if isinstance(value, str):
        try:
            color_string(value)
            return "color"
        except (Unresolvable, ValueError):
            pass
        m = re.fullmatch(r"\s*-?\d*\.?\d+([a-z%]+)\s*", value)
        return "dimension" if m and m.group(1) in LENGTH_UNITS else None
    if isinstance(value, dict):
        if isinstance(value.get("components"), list):
            return "color"
        if isinstance(value.get("value"), (int, float)) and isinstance(value.get("unit"), str):
            if value["unit"] in ("ms", "s"):
                return "duration"
            if value["unit"] in LENGTH_UNITS:
                return "dimension"
    return None


def color_string(text):
    s = text.strip().lower()
    m = re.fullmatch(r"#([0-9a-f]{3,8})", s)
    if m and len(m.group(1)) in (3, 4, 6, 8):
        h = m.group(1)
        if len(h) in (3, 4):
            h = "".join(c * 2 for c in h)
        rgb = [int(h[i:i + 2], 16) / 255 for i in (0, 2, 4)]
        alpha = int(h[6:8], 16) / 255 if len(h) == 8 else 1.0
        return {"colorSpace": "srgb", "components": rgb, "alpha": alpha}
    m = re.fullmatch(r"(rgba?|hsla?)\((.*)\)", s)
    if not m:
        raise Unresolvable(f"colour string {text!r}")
    parts = [p for p in re.split(r"[\s,/]+", m.group(2).strip()) if p]
    if len(parts) not in (3, 4):
        raise Unresolvable(f"colour string {text!r}")

    def channel(p, scale):
        return float(p[:-1]) / 100 if p.endswith("%") else float(p) / scale

    alpha = channel(parts[3], 1) if len(parts) == 4 else 1.0
    if m.group(1).startswith("rgb"):
        rgb = [channel(p, 255) for p in parts[:3]]
    else:
        hue = float(parts[0].removesuffix("deg")) / 360 % 1
        r, g, b = colorsys.hls_to_rgb(hue, channel(parts[2], 100), channel(parts[1], 100))
        rgb = [r, g, b]
    return {"colorSpace": "srgb", "components": rgb, "alpha": alpha}


def resolve_folder(folder, inputs):
    tokens = flatten(load_tree(folder, inputs))
    resolver = Resolver(tokens)
    resolved, skipped = {}, {}
    for path in sorted(tokens):
        try:
            kind, value = resolver.resolve(path)
            resolved[path] = {"$type": kind, "$value": value}
        except (Unresolvable, KeyError, ValueError, TypeError) as e:
            skipped[path] = str(e) if isinstance(e, Unresolvable) else f"{type(e).__name__}: {e}"
    return {"tokens": resolved, "skipped": skipped}


def main(argv):
    folder, inputs, i = None, {}, 0
    while i < len(argv):
        if argv[i] == "--input":
            axis, _, context = argv[i + 1].partition("=")
            inputs[axis] = context
            i += 2
        else:
            folder = argv[i]
            i += 1
    if folder is None:
        sys.exit(__doc__)
    json.dump(resolve_folder(folder, inputs), sys.stdout, indent=1, sort_keys=True)
    print()


if __name__ == "__main__":
    main(sys.argv[1:])
