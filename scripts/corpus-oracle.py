#!/usr/bin/env python3
"""The independent reader of committed design-system build outputs (stdlib only; reads no Tessera output).

scripts/check-corpus compares what Tessera resolves from a repository's token sources with what the
repository's own build wrote. This module reads that build output, written from the CSS, ECMAScript
and JSON grammars and the CSS value definitions, never from Tessera:

- CSS: a tokenizer for comments, strings, escapes and blocks; at-rules (@media, @supports, @layer,
  @container…) nested to any depth, style rules nested in style rules (CSS nesting), selector lists,
  declarations whose values hold parentheses, commas, strings and `!important`. `read_css` gives
  every style rule's custom properties as a Block (its at-rule preludes, its selector, its
  declarations in order); @layer adds no prelude (it only orders the cascade).
  `css_declarations(blocks, at, selectors)` merges the blocks a comparison names (source order,
  later wins), and `resolve_var` substitutes var(--x[, fallback]) from those declarations first and
  then from the file's top-level :root-like blocks, recursively, cycle-safe.
- JS: `export const cpdX = "…";`, `export default {…}`, `module.exports = {…}`, `exports.x = …`
  with literal values (strings, numbers, booleans, null, objects with bare/quoted keys, arrays,
  comments, trailing commas); nested objects give joined names.
- SCSS: the CSS reader with // comments, `$name: value !default;` variables and `$name` / `#{$name}`
  references; declarations outside any style rule (top-level variables, custom properties in an
  @mixin) form a block with the selector "".
- JSON: nested objects joined by name (a {"value"}/{"$value"} object is one value) or flat; values
  that are {dotted.path} references into the same file are followed (also under given roots: a
  Tokens Studio set's references into its "Core" set); one sub-object can be read alone (json_root);
  Adobe Spectrum's {"sets": {"light": …}} tokens give the chosen set; a Tokens Studio
  $extensions["studio.tokens"].modify of type alpha sets the resolved color's alpha.
- Kotlin (kept small on purpose): one `val`/`const val` member per line inside `object`/`class`
  declarations (constructor parameters with defaults included), as Tokenator and Style Dictionary's
  compose formats write them. Values: `Color(0xAARRGGBB)`, number literals (f/L suffixes and
  `.dp`/`.sp` dropped: plain numbers), string literals, references `Obj.Member` (or a member of the
  same object) followed across the files given, and + - * / over those (`DimensionBase * 2f`);
  anything else (Color.Unspecified, function calls) is not comparable.
- CSS light-dark(LIGHT, DARK): the comparison's side is taken before var() substitution.
- Values: colors (hex 3/4/6/8, rgb()/rgba()/hsl()/hsla() in comma and space syntax with `/ alpha`
  and percentages, hwb(), color(srgb …), transparent, the CSS named colors), lengths, numbers,
  durations, cubic-bezier() and the easing keywords, font-family lists, font weights, box-shadow
  lists, the `font` shorthand, border shorthands, CSS gradients (linear/radial/conic, repeating:
  the direction and each stop's color and positions), and a calc()/min()/max()/clamp() evaluator
  over numbers and one length unit. Anything else parses to None: "not comparable".

Usage: corpus-oracle.py --self-test
       corpus-oracle.py FILE... [--format css|scss|js|json|kotlin] [--at TEXT] [--selector SEL]...
                        [--light-dark light|dark] [--json-root NAME]
         (prints the name → value table the checker would read, vars resolved)
"""
import json
import math
import re
import sys

# ------------------------------------------------------------------ CSS tokenizing


class CSSError(Exception):
    pass


def strip_comments(text, line_comments=False):
    """The text with /* */ comments (and, for SCSS, // comments outside parentheses) replaced by one
    space (strings kept whole)."""
    out, i, n, depth = [], 0, len(text), 0
    while i < n:
        c = text[i]
        if c in "\"'":
            j = skip_string(text, i)
            out.append(text[i:j])
            i = j
        elif c == "/" and text.startswith("/*", i):
            j = text.find("*/", i + 2)
            i = n if j < 0 else j + 2
            out.append(" ")
        elif line_comments and depth == 0 and text.startswith("//", i):
            j = text.find("\n", i)
            i = n if j < 0 else j
            out.append(" ")
        else:
            depth += 1 if c == "(" else -1 if c == ")" and depth else 0
            out.append(c)
            i += 1
    return "".join(out)


def skip_string(text, i):
    """The index just past the string that opens at text[i] (an unclosed string ends at the line end)."""
    quote, j, n = text[i], i + 1, len(text)
    while j < n:
        c = text[j]
        if c == "\\":
            j += 2
            continue
        if c == quote:
            return j + 1
        if c == "\n":
            return j
        j += 1
    return n


class Block:
    """One style rule's declarations: `at` the at-rule preludes around it (outermost first, @layer left
    out), `selector` its normalised selector text, `decls` a list of (name, value) in order."""

    def __init__(self, at, selector, decls, order):
        self.at, self.selector, self.decls, self.order = at, selector, decls, order

    def __repr__(self):
        return f"Block(at={self.at!r}, selector={self.selector!r}, {len(self.decls)} declarations)"


def normalise_selector(text):
    """Whitespace collapsed, each selector of the list trimmed, joined by ', '."""
    return ", ".join(re.sub(r"\s+", " ", s).strip() for s in split_top(text, ","))


def normalise_space(text):
    return re.sub(r"\s+", " ", text).strip()


def split_top(text, sep):
    """text split on `sep` outside parentheses, brackets and strings."""
    parts, depth, start, i, n = [], 0, 0, 0, len(text)
    while i < n:
        c = text[i]
        if c in "\"'":
            i = skip_string(text, i)
            continue
        if c == "\\":
            i += 2
            continue
        if c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
        elif depth == 0 and (c == sep or (sep == " " and c.isspace())):
            parts.append(text[start:i])
            start = i + 1
        i += 1
    parts.append(text[start:])
    if sep == " ":
        return [p for p in parts if p.strip()]
    return parts


def _component_end(text, i):
    """From i, the index of the first ';', '{' or '}' outside parentheses, brackets and strings."""
    depth, n = 0, len(text)
    while i < n:
        c = text[i]
        if c in "\"'":
            i = skip_string(text, i)
            continue
        if c == "\\":
            i += 2
            continue
        if c in "([":
            depth += 1
        elif c in ")]":
            depth = max(0, depth - 1)
        elif depth == 0 and c in ";{}":
            return i
        i += 1
    return n


def read_css(text, scss=False):
    """Every style rule of a style sheet as Blocks, in source order (nested rules after their parent's
    own declarations, as separate blocks). Declarations outside any style rule (SCSS `$name: value;`
    variables, custom properties inside an `@mixin`) form a Block with the selector "" (empty).
    scss: also // comments, and the !default / !global flags."""
    text = strip_comments(text, line_comments=scss)
    blocks = []

    def parse_block(i, at, selector):
        """Parses a block's content from i to its closing '}' (or the end); returns the index after it."""
        decls = []
        own = None
        if selector is not None:
            own = Block(list(at), selector, decls, len(blocks))
            blocks.append(own)
        n = len(text)
        while i < n:
            j = _component_end(text, i)
            piece = text[i:j].strip()
            stop = text[j] if j < n else "}"
            if stop == "{":
                if piece.startswith("@"):
                    m = re.match(r"@([-\w]+)\s*(.*)\Z", piece, re.S)
                    name, prelude = (m.group(1).lower(), normalise_space(m.group(2))) if m else ("", piece)
                    inner_at = at if name == "layer" else at + [f"@{name} {prelude}".strip()]
                    i = parse_block(j + 1, inner_at, selector)
                else:
                    sel = normalise_selector(piece)
                    if selector is not None:
                        # CSS nesting: the rule's selector relative to its parent's (kept apart from top-level ones).
                        sel = f"{selector} {{ {sel} }}"
                    i = parse_block(j + 1, at, sel)
                continue
            if piece:
                if piece.startswith("@"):
                    pass  # @import, @charset, @layer a, b; — statements without declarations
                elif ":" in piece and (own is not None or piece.startswith(("--", "$"))):
                    if own is None:
                        own = Block(list(at), "", decls, len(blocks))
                        blocks.append(own)
                    name, _, value = piece.partition(":")
                    value = re.sub(r"(\s*!\s*(important|default|global))+\s*\Z", "", value, flags=re.I)
                    decls.append((name.strip(), value.strip()))
            i = j + 1
            if stop == "}":
                return i
        return i

    i = 0
    while i < len(text):
        i = parse_block(i, [], None)
    return blocks


ROOT_LIKE = {":root", ":host", "html", ":where(:root)", ":where(html)"}


def is_root_like(block):
    """A top-level block whose selector list holds :root (or :host, html), or top-level SCSS variables."""
    return not block.at and (block.selector == "" or any(s.strip() in ROOT_LIKE for s in block.selector.split(", ")))


def at_matches(chain, at):
    """Whether a block's at-rule chain (outermost first, @layer left out) is what `at` names: None no
    at-rule; a string one at-rule whose text contains it; a list one at-rule per item, outermost first,
    each containing its item (case-insensitive, whitespace-normalised)."""
    if at is None:
        return not chain
    wanted = [at] if isinstance(at, str) else list(at)
    return len(chain) == len(wanted) and all(normalise_space(w).lower() in a.lower() for w, a in zip(wanted, chain))


def select_blocks(blocks, at, selectors):
    """The blocks whose at-rule chain is `at` (see at_matches) and whose selector is one of `selectors`
    (a string or a list of alternatives), in source order."""
    if isinstance(selectors, str):
        selectors = [selectors]
    wanted = {normalise_selector(s) for s in selectors}
    return [b for b in blocks if b.selector in wanted and at_matches(b.at, at)]


def merged(blocks):
    """{name: value} of the blocks' declarations, later ones winning."""
    table = {}
    for b in blocks:
        for name, value in b.decls:
            table[name] = value
    return table


class CSSScope:
    """A comparison's view of a style sheet: the chosen declarations, then the top-level :root-like ones."""

    def __init__(self, blocks, at, selectors, light_dark=None):
        self.chosen = select_blocks(blocks, at, selectors)
        self.local = merged(self.chosen)
        self.root = merged([b for b in blocks if is_root_like(b)])
        if light_dark:
            # light-dark(L, D) is the used color scheme's side (CSS Color 5); every declaration,
            # chosen or looked up through var(), takes the comparison's side.
            self.local = {n: pick_light_dark(v, light_dark) for n, v in self.local.items()}
            self.root = {n: pick_light_dark(v, light_dark) for n, v in self.root.items()}

    def lookup(self, name):
        if name in self.local:
            return self.local[name]
        return self.root.get(name)

    def custom_properties(self):
        """[(name, raw value, resolved value or None)] for the chosen custom properties."""
        return [(n, v, resolve_var(v, self.lookup)) for n, v in self.local.items() if n.startswith(("--", "$"))]


def pick_light_dark(value, side):
    """value with every light-dark(LIGHT, DARK) replaced by the argument of `side` ("light" or "dark"),
    nested ones too; an argument list that is not two values is left as it is (not comparable later)."""
    if side not in ("light", "dark"):
        raise ValueError(f"light_dark must be 'light' or 'dark', not {side!r}")
    out, i, n = [], 0, len(value)
    while i < n:
        c = value[i]
        if c in "\"'":
            j = skip_string(value, i)
            out.append(value[i:j])
            i = j
            continue
        m = re.compile(r"light-dark\(", re.I).match(value, i)
        if m and (i == 0 or not (value[i - 1].isalnum() or value[i - 1] in "-_")):
            close = matching_paren(value, m.end() - 1)
            args = split_top(value[m.end():close], ",") if close >= 0 else []
            if len(args) == 2:
                out.append(pick_light_dark(args[0 if side == "light" else 1].strip(), side))
                i = close + 1
                continue
        out.append(c)
        i += 1
    return "".join(out)


def resolve_var(value, lookup, seen=()):
    """value with every var(--x[, fallback]) (and SCSS $name, #{$name}) substituted (lookup(name) gives
    a raw value or None), recursively; None when a reference is unknown without fallback, cyclic, or
    the result is empty."""
    out, i, n = [], 0, len(value)
    while i < n:
        c = value[i]
        if c in "\"'":
            j = skip_string(value, i)
            out.append(value[i:j])
            i = j
            continue
        m = re.compile(r"#\{\s*(\$[A-Za-z_][\w-]*)\s*\}|(\$[A-Za-z_][\w-]*)").match(value, i)
        if m:
            name = m.group(1) or m.group(2)
            raw = None if name in seen else lookup(name)
            sub = None if raw is None else resolve_var(raw, lookup, seen + (name,))
            if sub is None:
                return None
            out.append(sub)
            i = m.end()
            continue
        m = re.compile(r"var\(", re.I).match(value, i)
        if m and (i == 0 or not (value[i - 1].isalnum() or value[i - 1] in "-_")):
            close = matching_paren(value, m.end() - 1)
            if close < 0:
                return None
            inner = value[m.end():close]
            name, comma, fallback = _split_first_comma(inner)
            name = name.strip()
            sub = None
            if name not in seen:
                raw = lookup(name)
                if raw is not None:
                    sub = resolve_var(raw, lookup, seen + (name,))
            if sub is None or sub.strip() == "":
                if comma:
                    sub = resolve_var(fallback.strip(), lookup, seen)
                    if sub is None:
                        return None
                else:
                    return None
            out.append(sub)
            i = close + 1
            continue
        out.append(c)
        i += 1
    result = "".join(out).strip()
    return result if result else None


def _split_first_comma(text):
    parts = split_top(text, ",")
    if len(parts) == 1:
        return parts[0], False, ""
    return parts[0], True, ",".join(parts[1:])


def matching_paren(text, i):
    """The index of the ')' that closes the '(' at text[i], or -1."""
    depth, n = 0, len(text)
    while i < n:
        c = text[i]
        if c in "\"'":
            i = skip_string(text, i)
            continue
        if c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
            if depth == 0:
                return i
        i += 1
    return -1


# ------------------------------------------------------------------ JS constants


class JSError(Exception):
    pass


class _JS:
    """A tiny reader of ECMAScript literal values inside a module."""

    def __init__(self, text):
        self.s, self.i, self.n = text, 0, len(text)

    def ws(self):
        s = self.s
        while self.i < self.n:
            c = s[self.i]
            if c.isspace():
                self.i += 1
            elif s.startswith("//", self.i):
                j = s.find("\n", self.i)
                self.i = self.n if j < 0 else j + 1
            elif s.startswith("/*", self.i):
                j = s.find("*/", self.i + 2)
                self.i = self.n if j < 0 else j + 2
            else:
                break

    def peek(self):
        self.ws()
        return self.s[self.i] if self.i < self.n else ""

    def ident(self):
        self.ws()
        m = re.compile(r"[A-Za-z_$][\w$]*").match(self.s, self.i)
        if not m:
            return None
        self.i = m.end()
        return m.group(0)

    def string(self):
        q = self.s[self.i]
        out, i = [], self.i + 1
        while i < self.n:
            c = self.s[i]
            if c == "\\":
                e = self.s[i + 1] if i + 1 < self.n else ""
                simple = {"n": "\n", "t": "\t", "r": "\r", "b": "\b", "f": "\f", "v": "\v", "0": "\0"}
                if e in simple:
                    out.append(simple[e])
                    i += 2
                elif e == "u":
                    if self.s[i + 2 : i + 3] == "{":
                        j = self.s.index("}", i)
                        out.append(chr(int(self.s[i + 3 : j], 16)))
                        i = j + 1
                    else:
                        out.append(chr(int(self.s[i + 2 : i + 6], 16)))
                        i += 6
                elif e == "x":
                    out.append(chr(int(self.s[i + 2 : i + 4], 16)))
                    i += 4
                elif e == "\n":
                    i += 2
                else:
                    out.append(e)
                    i += 2
                continue
            if c == q:
                self.i = i + 1
                s = "".join(out)
                if q == "`" and "${" in s:
                    raise JSError("template literal with substitutions")
                return s
            out.append(c)
            i += 1
        raise JSError("unterminated string")

    def value(self):
        c = self.peek()
        if c in "\"'`":
            return self.string()
        if c == "{":
            self.i += 1
            obj = {}
            while True:
                c = self.peek()
                if c == "}":
                    self.i += 1
                    return obj
                if c in "\"'":
                    key = self.string()
                elif c == "[":
                    raise JSError("computed key")
                else:
                    m = re.compile(r"[\w$.+-]+").match(self.s, self.i)
                    if not m:
                        raise JSError(f"bad key at {self.i}")
                    key = m.group(0)
                    self.i = m.end()
                if self.peek() != ":":
                    raise JSError("shorthand property")
                self.i += 1
                obj[key] = self.value()
                c = self.peek()
                if c == ",":
                    self.i += 1
                elif c != "}":
                    raise JSError(f"expected , or }} at {self.i}")
        if c == "[":
            self.i += 1
            arr = []
            while True:
                if self.peek() == "]":
                    self.i += 1
                    return arr
                arr.append(self.value())
                c = self.peek()
                if c == ",":
                    self.i += 1
                elif c != "]":
                    raise JSError("expected , or ]")
        m = re.compile(r"-?(?:0[xX][0-9a-fA-F]+|(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?)").match(self.s, self.i)
        if m:
            self.i = m.end()
            t = m.group(0)
            return int(t, 16) if t.lower().startswith(("0x", "-0x")) else float(t) if re.search(r"[.eE]", t) else int(t)
        word = self.ident()
        if word in ("true", "false"):
            return word == "true"
        if word in ("null", "undefined"):
            return None
        raise JSError(f"not a literal at {self.i}")

    def skip_statement(self):
        """To just past the next ';' or line break at depth 0 (strings and comments skipped)."""
        depth = 0
        while self.i < self.n:
            c = self.s[self.i]
            if c in "\"'`":
                try:
                    self.string()
                except (JSError, ValueError):
                    self.i += 1
                continue
            if self.s.startswith("//", self.i) or self.s.startswith("/*", self.i):
                self.ws()
                continue
            if c in "([{":
                depth += 1
            elif c in ")]}":
                depth -= 1
            elif depth <= 0 and c in ";\n":
                self.i += 1
                return
            self.i += 1


def read_js(text):
    """{name: value} of a module's literal constants; nested objects are flattened with '.'-joined names.
    Statements that are not literal assignments are skipped."""
    p = _JS(text)
    table = {}
    while True:
        p.ws()
        if p.i >= p.n:
            break
        start = p.i
        try:
            word = p.ident()
            if word == "export":
                word = p.ident()
                if word == "default":
                    flatten("", p.value(), table)
                    p.skip_statement()
                    continue
            if word in ("const", "let", "var"):
                while True:
                    name = p.ident()
                    if name is not None and p.peek() == ":":  # a TypeScript annotation: `const x: T = …`
                        m = re.compile(r":[^=;{}()]*(?==)").match(p.s, p.i)
                        if m:
                            p.i = m.end()
                    if name is None or p.peek() != "=":
                        raise JSError("not a simple declaration")
                    p.i += 1
                    flatten(name, p.value(), table)
                    if p.peek() == ",":
                        p.i += 1
                        continue
                    break
                p.skip_statement()
                continue
            if word == "module" and p.s.startswith(".exports", p.i):
                p.i += len(".exports")
                if p.peek() == "=":
                    p.i += 1
                    flatten("", p.value(), table)
                    p.skip_statement()
                    continue
                if p.peek() == ".":
                    word = "exports"
            if word == "exports" and p.peek() == ".":
                p.i += 1
                name = p.ident()
                if p.peek() == "=":
                    p.i += 1
                    flatten(name, p.value(), table)
                    p.skip_statement()
                    continue
        except JSError:
            pass
        p.i = start
        p.skip_statement()
        if p.i == start:
            p.i += 1
    return table


# ------------------------------------------------------------------ Kotlin constants


KT_DECL = re.compile(r"^\s*(?:(?:internal|public|private|protected|open|abstract|sealed|data|enum|companion|value)\s+)*"
                     r"(?:object|class|interface)\s+(\w+)")
KT_VAL = re.compile(r"^\s*(?:(?:override|internal|public|private|const|inline)\s+)*val\s+(\w+)\s*(?::\s*[\w.<>?, ]+?)?\s*=\s*"
                    r"(.+?)\s*,?\s*(?://.*)?$")
KT_COLOR = re.compile(r"Color\(\s*0[xX]([0-9a-fA-F]{8})(?:[uU]?[lL]?)?(?:\.toInt\(\))?\s*\)\Z")
KT_NUMBER = re.compile(r"(-?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?)[fFL]?(?:\.(?:dp|sp|em))?\Z")
KT_REF = re.compile(r"\b([A-Z]\w*\.)?([A-Za-z_]\w*)\b")


def read_kotlin(text):
    """{Object.member: expression text} of the `val`/`const val` members of Kotlin objects and classes
    (constructor parameters with defaults included), one declaration per line, as Tokenator and Style
    Dictionary's compose formats write them. The enclosing name is the nearest `object`/`class` line."""
    table, owner = {}, ""
    for line in strip_comments(text).splitlines():
        m = KT_DECL.match(line)
        if m:
            owner = m.group(1)
        m = KT_VAL.match(line)
        if m:
            table[f"{owner}.{m.group(1)}"] = m.group(2).strip()
    return table


def kotlin_value(qualified, table, seen=()):
    """The CSS-ish text of one Kotlin member: Color(0xAARRGGBB) -> #RRGGBBAA; a number literal (f/L
    suffix and .dp/.sp dropped: a unitless number); a string literal; a reference Obj.member or a
    member of the same object, followed; +-*/ over numbers and references, evaluated. None otherwise."""
    expr = table.get(qualified)
    if expr is None or qualified in seen:
        return None
    owner = qualified.rsplit(".", 1)[0]
    m = KT_COLOR.match(expr)
    if m:
        h = m.group(1).lower()
        return "#" + h[2:] + h[:2]
    m = KT_NUMBER.match(expr)
    if m:
        return fmt_number(float(m.group(1)))
    if len(expr) >= 2 and expr[0] == expr[-1] == '"':
        return expr[1:-1]

    def ref(m):
        obj, member = m.group(1), m.group(2)
        key = f"{obj[:-1]}.{member}" if obj else f"{owner}.{member}"
        v = kotlin_value(key, table, seen + (qualified,))
        if v is None:
            raise KeyError(key)
        return v

    m = KT_REF.fullmatch(expr)
    if m and not expr[0].isdigit():
        try:
            return ref(m)  # one reference: the value as it is (a color, a string)
        except KeyError:
            return None
    try:
        body = KT_REF.sub(ref, re.sub(r"(\d)[fFL]\b", r"\1", expr))
    except KeyError:
        return None
    if re.fullmatch(r"#[0-9a-f]{8}", body):
        return body
    v = parse_length(body)
    if v is not None and v[1] == "":
        return fmt_number(v[0])
    v = evaluate_calc(f"calc({body})")
    return fmt_number(v[0]) if v is not None and v[1] == "" else None


def flatten(prefix, value, table, leaf_keys=("value", "$value"), sets=None, modifiers=None):
    """Nested objects to {joined.name: leaf}; an object holding "value"/"$value" is one leaf (its value).
    sets: for an object holding "sets" (Adobe Spectrum's token files: {"sets": {"light": {...}, …}}),
    the first of these set names it holds is the token (nested sets are chosen the same way); such a
    token without any of them is left out. modifiers: a dict that receives the Tokens Studio
    $extensions["studio.tokens"].modify of each leaf that has one."""
    if isinstance(value, dict):
        if sets is not None and isinstance(value.get("sets"), dict):
            chosen = next((value["sets"][k] for k in sets if k in value["sets"]), None)
            if chosen is not None:
                flatten(prefix, chosen, table, leaf_keys, sets, modifiers)
            return
        for k in leaf_keys:
            if k in value and not isinstance(value[k], dict):
                table[prefix] = value[k]
                mod = ((value.get("$extensions") or {}).get("studio.tokens") or {}).get("modify")
                if modifiers is not None and isinstance(mod, dict):
                    modifiers[prefix] = mod
                return
        for k, v in value.items():
            flatten(f"{prefix}.{k}" if prefix else k, v, table, leaf_keys, sets, modifiers)
    else:
        table[prefix] = value


def read_json(text, sets=None, modifiers=None):
    """{name: value} of a JSON build output (nested objects joined with '.', or flat keys)."""
    table = {}
    flatten("", json.loads(text), table, sets=sets, modifiers=modifiers)
    return table


def apply_modifier(text, mod):
    """A Tokens Studio color modifier applied to a resolved color: {"type": "alpha", "value": A} sets
    the alpha to A; any other modifier (lighten, darken, mix) gives None (not comparable)."""
    if text is None:
        return None
    if str(mod.get("type")).lower() != "alpha":
        return None
    c = parse_color(text)
    a = parse_number(str(mod.get("value", "")))
    if c is None or a is None:
        return None
    return "rgba({}, {}, {}, {})".format(*(fmt_number(round(x * 255, 6)) for x in c[:3]), fmt_number(a))


def as_css_text(value):
    """A JS/JSON literal as the CSS-ish text the value parsers read (None stays None)."""
    if value is None:
        return None
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return fmt_number(value)
    if isinstance(value, list):
        if all(isinstance(v, (str, int, float)) for v in value):
            return ", ".join(quote_family(v) if isinstance(v, str) else fmt_number(v) for v in value)
        return None
    if isinstance(value, dict):
        return None
    return str(value)


def quote_family(s):
    return f'"{s}"' if re.search(r"[^\w-]", s.strip()) else s


def fmt_number(x):
    if isinstance(x, float) and x.is_integer():
        return str(int(x))
    return repr(x) if isinstance(x, float) else str(x)


# ------------------------------------------------------------------ values

NUM = r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?"
NAMED_COLORS = {
    "aliceblue": "f0f8ff", "antiquewhite": "faebd7", "aqua": "00ffff", "aquamarine": "7fffd4", "azure": "f0ffff",
    "beige": "f5f5dc", "bisque": "ffe4c4", "black": "000000", "blanchedalmond": "ffebcd", "blue": "0000ff",
    "blueviolet": "8a2be2", "brown": "a52a2a", "burlywood": "deb887", "cadetblue": "5f9ea0", "chartreuse": "7fff00",
    "chocolate": "d2691e", "coral": "ff7f50", "cornflowerblue": "6495ed", "cornsilk": "fff8dc", "crimson": "dc143c",
    "cyan": "00ffff", "darkblue": "00008b", "darkcyan": "008b8b", "darkgoldenrod": "b8860b", "darkgray": "a9a9a9",
    "darkgreen": "006400", "darkgrey": "a9a9a9", "darkkhaki": "bdb76b", "darkmagenta": "8b008b",
    "darkolivegreen": "556b2f", "darkorange": "ff8c00", "darkorchid": "9932cc", "darkred": "8b0000",
    "darksalmon": "e9967a", "darkseagreen": "8fbc8f", "darkslateblue": "483d8b", "darkslategray": "2f4f4f",
    "darkslategrey": "2f4f4f", "darkturquoise": "00ced1", "darkviolet": "9400d3", "deeppink": "ff1493",
    "deepskyblue": "00bfff", "dimgray": "696969", "dimgrey": "696969", "dodgerblue": "1e90ff", "firebrick": "b22222",
    "floralwhite": "fffaf0", "forestgreen": "228b22", "fuchsia": "ff00ff", "gainsboro": "dcdcdc",
    "ghostwhite": "f8f8ff", "gold": "ffd700", "goldenrod": "daa520", "gray": "808080", "green": "008000",
    "greenyellow": "adff2f", "grey": "808080", "honeydew": "f0fff0", "hotpink": "ff69b4", "indianred": "cd5c5c",
    "indigo": "4b0082", "ivory": "fffff0", "khaki": "f0e68c", "lavender": "e6e6fa", "lavenderblush": "fff0f5",
    "lawngreen": "7cfc00", "lemonchiffon": "fffacd", "lightblue": "add8e6", "lightcoral": "f08080",
    "lightcyan": "e0ffff", "lightgoldenrodyellow": "fafad2", "lightgray": "d3d3d3", "lightgreen": "90ee90",
    "lightgrey": "d3d3d3", "lightpink": "ffb6c1", "lightsalmon": "ffa07a", "lightseagreen": "20b2aa",
    "lightskyblue": "87cefa", "lightslategray": "778899", "lightslategrey": "778899", "lightsteelblue": "b0c4de",
    "lightyellow": "ffffe0", "lime": "00ff00", "limegreen": "32cd32", "linen": "faf0e6", "magenta": "ff00ff",
    "maroon": "800000", "mediumaquamarine": "66cdaa", "mediumblue": "0000cd", "mediumorchid": "ba55d3",
    "mediumpurple": "9370db", "mediumseagreen": "3cb371", "mediumslateblue": "7b68ee", "mediumspringgreen": "00fa9a",
    "mediumturquoise": "48d1cc", "mediumvioletred": "c71585", "midnightblue": "191970", "mintcream": "f5fffa",
    "mistyrose": "ffe4e1", "moccasin": "ffe4b5", "navajowhite": "ffdead", "navy": "000080", "oldlace": "fdf5e6",
    "olive": "808000", "olivedrab": "6b8e23", "orange": "ffa500", "orangered": "ff4500", "orchid": "da70d6",
    "palegoldenrod": "eee8aa", "palegreen": "98fb98", "paleturquoise": "afeeee", "palevioletred": "db7093",
    "papayawhip": "ffefd5", "peachpuff": "ffdab9", "peru": "cd853f", "pink": "ffc0cb", "plum": "dda0dd",
    "powderblue": "b0e0e6", "purple": "800080", "rebeccapurple": "663399", "red": "ff0000", "rosybrown": "bc8f8f",
    "royalblue": "4169e1", "saddlebrown": "8b4513", "salmon": "fa8072", "sandybrown": "f4a460", "seagreen": "2e8b57",
    "seashell": "fff5ee", "sienna": "a0522d", "silver": "c0c0c0", "skyblue": "87ceeb", "slateblue": "6a5acd",
    "slategray": "708090", "slategrey": "708090", "snow": "fffafa", "springgreen": "00ff7f", "steelblue": "4682b4",
    "tan": "d2b48c", "teal": "008080", "thistle": "d8bfd8", "tomato": "ff6347", "turquoise": "40e0d0",
    "violet": "ee82ee", "wheat": "f5deb3", "white": "ffffff", "whitesmoke": "f5f5f5", "yellow": "ffff00",
    "yellowgreen": "9acd32",
}


def unquote(s):
    s = s.strip()
    if len(s) >= 2 and s[0] == s[-1] and s[0] in "\"'":
        return s[1:-1]
    return s


def parse_number(s):
    s = s.strip()
    if re.fullmatch(NUM, s):
        return float(s)
    return None


def _func(s):
    """(name, [args], slash alpha or None) of `name(args)` in comma or space syntax, or None."""
    m = re.fullmatch(r"([a-zA-Z-]+)\((.*)\)", s.strip(), re.S)
    if not m:
        return None
    name, body = m.group(1).lower(), m.group(2).strip()
    alpha = None
    if "/" in body:
        body, _, alpha = body.partition("/")
        alpha = alpha.strip()
    if "," in body:
        args = [a.strip() for a in body.split(",")]
    else:
        args = body.split()
    return name, args, alpha


def _unit_value(t, scale):
    """A color channel: a number (on `scale`) or a percentage, to 0…1."""
    t = t.strip()
    if t.endswith("%"):
        v = parse_number(t[:-1])
        return None if v is None else v / 100
    v = parse_number(t)
    return None if v is None else v / scale


def _alpha(t):
    if t is None:
        return 1.0
    return _unit_value(t, 1)


def _hue(t):
    m = re.fullmatch(rf"({NUM})(deg|grad|rad|turn)?", t.strip())
    if not m:
        return None
    v, u = float(m.group(1)), m.group(2) or "deg"
    return {"deg": v, "grad": v * 0.9, "rad": math.degrees(v), "turn": v * 360}[u] % 360


def hsl_to_rgb(h, s, l):
    def f(n):
        k = (n + h / 30) % 12
        a = s * min(l, 1 - l)
        return l - a * max(-1, min(k - 3, 9 - k, 1))

    return f(0), f(8), f(4)


def parse_color(s):
    """(r, g, b, a) in sRGB 0…1, or None."""
    if s is None:
        return None
    s = s.strip()
    low = s.lower()
    if low == "transparent":
        return (0.0, 0.0, 0.0, 0.0)
    if low in NAMED_COLORS:
        low = "#" + NAMED_COLORS[low]
    if low.startswith("#"):
        h = low[1:]
        if not re.fullmatch(r"[0-9a-f]+", h) or len(h) not in (3, 4, 6, 8):
            return None
        if len(h) in (3, 4):
            h = "".join(c * 2 for c in h)
        vals = [int(h[i : i + 2], 16) / 255 for i in range(0, len(h), 2)]
        return tuple(vals) if len(vals) == 4 else (*vals, 1.0)
    f = _func(s)
    if not f:
        return None
    name, args, alpha = f
    if name in ("rgb", "rgba", "hsl", "hsla", "hwb") and alpha is None and len(args) == 4:
        alpha = args.pop()
    if name in ("rgb", "rgba") and len(args) == 3:
        ch = [_unit_value(a, 255) for a in args]
        a = _alpha(alpha)
        if None in ch or a is None:
            return None
        return (*ch, a)
    if name in ("hsl", "hsla") and len(args) == 3:
        h = _hue(args[0])
        sl = [_unit_value(a, 100) for a in args[1:]]
        a = _alpha(alpha)
        if h is None or None in sl or a is None:
            return None
        return (*hsl_to_rgb(h, *sl), a)
    if name == "hwb" and len(args) == 3:
        h = _hue(args[0])
        wb = [_unit_value(a, 100) for a in args[1:]]
        a = _alpha(alpha)
        if h is None or None in wb or a is None:
            return None
        w, b = wb
        if w + b >= 1:
            g = w / (w + b)
            return (g, g, g, a)
        r, g_, b_ = hsl_to_rgb(h, 1, 0.5)
        return (*(c * (1 - w - b) + w for c in (r, g_, b_)), a)
    if name == "color" and len(args) == 4 and args[0].lower() == "srgb":
        ch = [_unit_value(a, 1) for a in args[1:]]
        a = _alpha(alpha)
        if None in ch or a is None:
            return None
        return (*ch, a)
    return None


LENGTH_RE = re.compile(rf"({NUM})([a-zA-Z%]*)")


def parse_length(s):
    """(value, unit) of a length or percentage ('' for a unitless number), or None."""
    if s is None:
        return None
    m = LENGTH_RE.fullmatch(s.strip())
    if not m:
        v = evaluate_calc(s)
        return v
    return float(m.group(1)), m.group(2).lower()


def parse_duration(s):
    """Milliseconds, or None."""
    v = parse_length(s)
    if v is None:
        return None
    n, u = v
    if u == "ms":
        return n
    if u == "s":
        return n * 1000
    if u == "" and n == 0:
        return 0.0
    return None


EASINGS = {
    "linear": (0.0, 0.0, 1.0, 1.0), "ease": (0.25, 0.1, 0.25, 1.0), "ease-in": (0.42, 0.0, 1.0, 1.0),
    "ease-out": (0.0, 0.0, 0.58, 1.0), "ease-in-out": (0.42, 0.0, 0.58, 1.0),
}


def parse_cubic_bezier(s):
    if s is None:
        return None
    s = s.strip()
    if s.lower() in EASINGS:
        return EASINGS[s.lower()]
    parts = s.split(",")
    if len(parts) == 4 and all(parse_number(p) is not None for p in parts):
        return tuple(parse_number(p) for p in parts)  # a JSON/JS output's [x1, y1, x2, y2] array
    f = _func(s)
    if not f or f[0] != "cubic-bezier" or len(f[1]) != 4 or f[2] is not None:
        return None
    vals = [parse_number(a) for a in f[1]]
    return None if None in vals else tuple(vals)


def parse_font_family(s):
    """The family names of a font-family list (quotes removed, unquoted names' spaces collapsed), or None."""
    if s is None:
        return None
    names = []
    for part in split_top(s, ","):
        p = part.strip()
        if not p:
            return None
        if p[0] in "\"'":
            if len(p) < 2 or p[-1] != p[0]:
                return None
            names.append(p[1:-1])
        else:
            names.append(re.sub(r"\s+", " ", p))
    return names


FONT_WEIGHT_NAMES = {
    "thin": 100, "hairline": 100, "extra-light": 200, "extralight": 200, "ultra-light": 200, "ultralight": 200,
    "light": 300, "normal": 400, "regular": 400, "book": 400, "medium": 500, "semi-bold": 600, "semibold": 600,
    "demi-bold": 600, "demibold": 600, "bold": 700, "extra-bold": 800, "extrabold": 800, "ultra-bold": 800,
    "ultrabold": 800, "black": 900, "heavy": 900, "extra-black": 950, "ultra-black": 950,
}


def parse_font_weight(s):
    if s is None:
        return None
    s = unquote(s).strip().lower()
    v = parse_number(s)
    if v is not None:
        return v if 1 <= v <= 1000 else None
    return FONT_WEIGHT_NAMES.get(s)


def parse_shadow(s):
    """[{inset, offsetX, offsetY, blur, spread, color}] of a box-shadow list, or None. Lengths are
    (value, unit); a missing blur or spread is (0, ''); a missing color is None (currentcolor)."""
    if s is None:
        return None
    if s.strip().lower() == "none":
        return []
    layers = []
    for part in split_top(s, ","):
        tokens = split_top(part.strip(), " ")
        inset, lengths, color = False, [], None
        run_done = False
        for t in tokens:
            if t.lower() == "inset":
                if inset:
                    return None
                inset = True
                if lengths:
                    run_done = True
                continue
            ln = parse_length(t)
            if ln is not None and (ln[1] != "" or ln[0] == 0) and ln[1] != "%":
                if run_done:
                    return None
                lengths.append(ln)
                continue
            c = parse_color(t)
            if c is not None and color is None:
                color = c
                if lengths:
                    run_done = True
                continue
            return None
        if not 2 <= len(lengths) <= 4:
            return None
        while len(lengths) < 4:
            lengths.append((0.0, ""))
        layers.append({"inset": inset, "offsetX": lengths[0], "offsetY": lengths[1], "blur": lengths[2],
                       "spread": lengths[3], "color": color})
    return layers


GRADIENT_FUNCTIONS = ("linear-gradient", "radial-gradient", "conic-gradient", "repeating-linear-gradient",
                      "repeating-radial-gradient", "repeating-conic-gradient")
LINEAR_SIDES = {"to top": 0.0, "to right": 90.0, "to bottom": 180.0, "to left": 270.0, "to top right": 45.0,
                "to right top": 45.0, "to bottom right": 135.0, "to right bottom": 135.0, "to bottom left": 225.0,
                "to left bottom": 225.0, "to top left": 315.0, "to left top": 315.0}


def parse_gradient(s):
    """A CSS <gradient> (CSS Images 3/4): {"function", "direction", "stops"}, or None.
    "direction" is the first argument when it is no color stop: for the linear functions an angle in
    degrees (`180deg`, `0.5turn`; `to bottom` is 180, a corner 45/135/225/315 as for a square box; the
    default when absent is 180), for the others its text, whitespace-collapsed and lowercased (or "").
    "stops" is [(color (r, g, b, a) or None for a color hint, [position (value, unit), …])], each stop
    with 0 to 2 positions."""
    if s is None:
        return None
    m = re.fullmatch(r"\s*([a-zA-Z-]+)\((.*)\)\s*", s, re.S)
    if not m or m.group(1).lower() not in GRADIENT_FUNCTIONS:
        return None
    func = m.group(1).lower()
    linear = func.endswith("linear-gradient")
    parts = [p.strip() for p in split_top(m.group(2), ",")]
    if not parts or any(not p for p in parts):
        return None

    def stop(part):
        tokens = split_top(part, " ")
        color, positions = None, []
        for t in tokens:
            ln = parse_length(t)
            if ln is not None and (ln[1] != "" or ln[0] == 0):
                positions.append(ln)
                continue
            c = parse_color(t)
            if c is None or color is not None or positions:
                return None
            color = c
        if (color is None and len(positions) != 1) or len(positions) > 2:
            return None
        return color, positions

    direction = 180.0 if linear else ""
    first = stop(parts[0])
    if first is None or first[0] is None:  # no color: the direction (a first stop has one)
        head = normalise_space(parts[0]).lower()
        if linear:
            if head in LINEAR_SIDES:
                direction = LINEAR_SIDES[head]
            else:
                angle = re.fullmatch(rf"({NUM})(deg|grad|rad|turn)", head)
                if not angle:
                    return None
                v, u = float(angle.group(1)), angle.group(2)
                direction = {"deg": v, "grad": v * 0.9, "rad": math.degrees(v), "turn": v * 360}[u]
        else:
            direction = head
        parts = parts[1:]
    stops = [stop(p) for p in parts]
    if len(stops) < 2 or None in stops or stops[0][0] is None or stops[-1][0] is None:
        return None
    return {"function": func, "direction": direction, "stops": stops}


FONT_STYLES = {"normal", "italic", "oblique"}
FONT_STRETCH = {"ultra-condensed", "extra-condensed", "condensed", "semi-condensed", "semi-expanded", "expanded",
                "extra-expanded", "ultra-expanded"}


def parse_font(s):
    """The `font` shorthand: {fontStyle?, fontWeight?, fontSize, lineHeight?, fontFamily}, or None."""
    if s is None:
        return None
    tokens = split_top(s.strip(), " ")
    out = {}
    i = 0
    while i < len(tokens):
        t = tokens[i]
        low = t.lower()
        size = t.split("/")[0] if "/" in t else t
        ln = parse_length(size)
        if ln is not None and ln[1] != "" and i < len(tokens):
            break
        if low in FONT_STYLES and "fontStyle" not in out:
            out["fontStyle"] = low
        elif low in FONT_STRETCH or low == "small-caps":
            pass
        elif parse_font_weight(t) is not None and "fontWeight" not in out and low != "normal":
            out["fontWeight"] = parse_font_weight(t)
        elif low == "normal":
            pass
        else:
            return None
        i += 1
    if i >= len(tokens):
        return None
    rest = " ".join(tokens[i:])
    m = re.match(r"(\S+?)\s*(?:/\s*(\S+))?\s+(\S.*)\Z", rest, re.S)
    if not m:
        return None
    size, lh, family = m.group(1), m.group(2), m.group(3)
    out["fontSize"] = parse_length(size)
    if out["fontSize"] is None:
        return None
    if lh is not None and lh.lower() != "normal":
        v = parse_length(lh)
        if v is None:
            return None
        out["lineHeight"] = v
    if out["fontSize"][0] < 0:
        return None
    out["fontFamily"] = parse_font_family(family)
    if out["fontFamily"] is None:
        return None
    for part in split_top(family, ","):
        p = part.strip()
        if p[0] not in "\"'" and any("(" in w or w.startswith("#") or (parse_length(w) or (0, ""))[1] for w in p.split()):
            return None  # an unquoted family name is identifiers, not lengths, colors or functions
    return out


BORDER_STYLES = {"none", "hidden", "dotted", "dashed", "solid", "double", "groove", "ridge", "inset", "outset"}


def parse_border(s):
    """{width, style, color} of a border shorthand (each None when absent), or None."""
    if s is None:
        return None
    out = {"width": None, "style": None, "color": None}
    for t in split_top(s.strip(), " "):
        if t.lower() in BORDER_STYLES and out["style"] is None:
            out["style"] = t.lower()
            continue
        ln = parse_length(t)
        if ln is not None and out["width"] is None and (ln[1] or ln[0] == 0):
            out["width"] = ln
            continue
        c = parse_color(t)
        if c is not None and out["color"] is None:
            out["color"] = c
            continue
        return None
    return out


def parse_transition(s):
    """{duration, delay, timingFunction} of one transition (durations in ms), or None."""
    if s is None or len(split_top(s, ",")) != 1:
        return None
    out = {}
    for t in split_top(s.strip(), " "):
        d = parse_duration(t)
        if d is not None:
            out["delay" if "duration" in out else "duration"] = d
            continue
        b = parse_cubic_bezier(t)
        if b is not None and "timingFunction" not in out:
            out["timingFunction"] = b
            continue
        if "property" not in out and re.fullmatch(r"[-\w]+", t):
            out["property"] = t
            continue
        return None
    return out if "duration" in out else None


# ------------------------------------------------------------------ calc()


class CalcError(Exception):
    pass


_CALC_TOKEN = re.compile(rf"\s*(?:({NUM})([a-zA-Z%]*)|([-a-zA-Z]+)\(|([-+*/(),]))")


def evaluate_calc(s):
    """(value, unit) of calc()/min()/max()/clamp() (or bare arithmetic inside them) over numbers and at
    most one length unit ('' for a plain number), or None: not comparable."""
    if s is None:
        return None
    s = s.strip()
    if not re.match(r"(?i)(calc|min|max|clamp)\(", s):
        return None
    try:
        tokens = _calc_tokens(s)
        pos, value = _calc_sum(tokens, 0)
        if pos != len(tokens):
            raise CalcError("trailing tokens")
        return value
    except (CalcError, ZeroDivisionError, IndexError):
        return None


def _calc_tokens(s):
    out, i = [], 0
    while i < len(s):
        if s[i].isspace():
            i += 1
            continue
        m = _CALC_TOKEN.match(s, i)
        if not m:
            raise CalcError(f"bad token at {s[i:]!r}")
        if m.group(1) is not None:
            out.append(("num", float(m.group(1)), m.group(2).lower()))
        elif m.group(3) is not None:
            name = m.group(3).lower()
            if name not in ("calc", "min", "max", "clamp"):
                raise CalcError(f"function {name}")
            out.append(("fn", name))
        else:
            out.append(("op", m.group(4)))
        i = m.end()
    # "1 -2" style sign ambiguity: a number token right after an operand with a sign is binary in CSS only
    # with whitespace; the simple build outputs write "a - b", so a signed number after an operand is an error.
    return out


def _calc_sum(t, i):
    i, left = _calc_product(t, i)
    while i < len(t) and t[i] in (("op", "+"), ("op", "-")):
        op = t[i][1]
        i, right = _calc_product(t, i + 1)
        lu, ru = left[1], right[1]
        if lu != ru:
            if lu == "" and left[0] == 0:
                lu = ru
            elif ru == "" and right[0] == 0:
                ru = lu
            else:
                raise CalcError("mixed units")
        left = (left[0] + right[0] if op == "+" else left[0] - right[0], lu)
    return i, left


def _calc_product(t, i):
    i, left = _calc_atom(t, i)
    while i < len(t) and t[i] in (("op", "*"), ("op", "/")):
        op = t[i][1]
        i, right = _calc_atom(t, i + 1)
        if op == "*":
            if left[1] and right[1]:
                raise CalcError("unit * unit")
            left = (left[0] * right[0], left[1] or right[1])
        else:
            if right[1]:
                raise CalcError("division by a length")
            left = (left[0] / right[0], left[1])
    return i, left


def _calc_atom(t, i):
    tok = t[i]
    if tok[0] == "num":
        return i + 1, (tok[1], tok[2])
    if tok == ("op", "("):
        i, v = _calc_sum(t, i + 1)
        if t[i] != ("op", ")"):
            raise CalcError("expected )")
        return i + 1, v
    if tok == ("op", "-"):
        i, v = _calc_atom(t, i + 1)
        return i, (-v[0], v[1])
    if tok == ("op", "+"):
        return _calc_atom(t, i + 1)
    if tok[0] == "fn":
        name = tok[1]
        args = []
        i += 1
        while True:
            i, v = _calc_sum(t, i)
            args.append(v)
            if t[i] == ("op", ","):
                i += 1
                continue
            if t[i] == ("op", ")"):
                i += 1
                break
            raise CalcError("expected , or )")
        if name == "calc":
            if len(args) != 1:
                raise CalcError("calc takes one argument")
            return i, args[0]
        units = {u for _, u in args if u} or {""}
        if len(units) != 1:
            raise CalcError("mixed units")
        unit = units.pop()
        vals = [v for v, _ in args]
        if name == "min":
            return i, (min(vals), unit)
        if name == "max":
            return i, (max(vals), unit)
        if len(vals) != 3:
            raise CalcError("clamp takes three arguments")
        return i, (max(vals[0], min(vals[1], vals[2])), unit)
    raise CalcError(f"unexpected {tok}")


# ------------------------------------------------------------------ reading an output for a comparison


def read_output(path, fmt, at=None, selectors=None, options=None):
    """{name: (raw text, resolved text or None)} of one comparison's build output."""
    with open(path, encoding="utf-8") as f:
        return read_output_text(f.read(), fmt, at, selectors, options)


def read_output_text(text, fmt, at=None, selectors=None, options=None):
    if fmt in ("css", "scss"):
        if selectors is None:
            selectors = [""] if fmt == "scss" else None
        if selectors is None:
            raise ValueError("a css comparison needs a selector")
        scope = CSSScope(read_css(text, scss=fmt == "scss"), at, selectors, (options or {}).get("light_dark"))
        return {n: (raw, res) for n, raw, res in scope.custom_properties()}
    return read_tables([text], fmt, (), options)


def read_tables(texts, fmt, with_texts=(), options=None):
    """{name: (raw text, resolved text or None)} of the names that `texts` (several output files of one
    comparison, later ones winning) define; references are followed through `with_texts` too.
    fmt "js", "json" or "kotlin". options (a comparison's fields):
      json_root   a dotted name: only the names under it are read, without it ("Light" of a Tokens
                  Studio multi-set file);
      json_alias_roots  dotted names tried as prefixes of a {reference} that names no key as written
                  (a set's references into the "Core" set of the same file);
      json_sets   set names chosen in Spectrum-style {"sets": {…}} tokens, first present wins."""
    options = options or {}
    if fmt == "kotlin":
        table, own = {}, []
        for t in with_texts:
            table.update(read_kotlin(t))
        for t in texts:
            part = read_kotlin(t)
            table.update(part)
            own += list(part)
        out = {}
        for q in own:
            out[q.rsplit(".", 1)[1]] = (table[q], kotlin_value(q, table))
        return out
    if fmt not in ("js", "json"):
        raise ValueError(f"unknown format {fmt}")
    table, own, modifiers = {}, {}, {}
    for i, t in enumerate(list(with_texts) + list(texts)):
        part = read_js(t) if fmt == "js" else read_json(t, options.get("json_sets"), modifiers)
        table.update(part)
        if i >= len(with_texts):
            own.update(part)
    root = options.get("json_root")
    roots = [r for r in ([root] if root else []) + list(options.get("json_alias_roots") or [])]
    out = {}
    for n, v in own.items():
        if root:
            if not n.startswith(root + "."):
                continue
            name = n[len(root) + 1:]
        else:
            name = n
        t = as_css_text(v)
        raw = t if t is not None else json.dumps(v)
        res = resolve_aliases(t, table, roots=roots) if fmt == "json" else t
        if n in modifiers:
            res = apply_modifier(res, modifiers[n])
        out[name] = (raw, res)
    return out


def resolve_aliases(text, table, seen=(), roots=()):
    """A JSON output's {dotted.path} references (outputReferences) replaced by the values they name in
    the same file (as written, else under one of `roots`), recursively; None when one is unknown or
    cyclic."""
    if text is None or "{" not in text:
        return text
    def one(m):
        name = next((c for c in [m.group(1)] + [f"{r}.{m.group(1)}" for r in roots] if c in table), None)
        if name is None or name in seen:
            raise KeyError(m.group(1))
        return resolve_aliases(as_css_text(table[name]), table, seen + (name,), roots) or ""
    try:
        out = re.sub(r"\{([^{}]+)\}", one, text)
    except KeyError:
        return None
    return out or None


# ------------------------------------------------------------------ self-test


def _close(a, b, tol=1e-9):
    if a is None or b is None:
        return a is b
    if isinstance(a, (tuple, list)):
        return len(a) == len(b) and all(_close(x, y, tol) for x, y in zip(a, b))
    if isinstance(a, str) or isinstance(b, str):
        return a == b
    return abs(a - b) <= tol


def self_test():
    failures = []

    def check(label, got, want, tol=1e-9):
        if not _close(got, want, tol):
            failures.append(f"{label}: got {got!r}, want {want!r}")

    # colors (known answers computed by hand)
    check("rgba(0,0,0,.25)", parse_color("rgba(0,0,0,.25)"), (0, 0, 0, 0.25))
    check("#0062BA", parse_color("#0062BA"), (0, 98 / 255, 186 / 255, 1))
    check("#fff", parse_color("#fff"), (1, 1, 1, 1))
    check("#0008", parse_color("#0008"), (0, 0, 0, 136 / 255))
    check("#ffffff00", parse_color("#ffffff00"), (1, 1, 1, 0))
    check("#fffffff (7 digits)", parse_color("#fffffff"), None)
    check("rgb(0 0 0 / 10%)", parse_color("rgb(0 0 0 / 10%)"), (0, 0, 0, 0.1))
    check("rgb(100%, 50%, 0%)", parse_color("rgb(100%, 50%, 0%)"), (1, 0.5, 0, 1))
    check("hsl(120, 100%, 50%)", parse_color("hsl(120, 100%, 50%)"), (0, 1, 0, 1))
    check("hsla(0 100% 50% / .5)", parse_color("hsla(0 100% 50% / .5)"), (1, 0, 0, 0.5))
    check("hsl(240deg 100% 25%)", parse_color("hsl(240deg 100% 25%)"), (0, 0, 0.5, 1))
    check("hsl(.5turn, 100%, 50%)", parse_color("hsl(.5turn, 100%, 50%)"), (0, 1, 1, 1))
    check("transparent", parse_color("transparent"), (0, 0, 0, 0))
    check("rebeccapurple", parse_color("RebeccaPurple"), (0x66 / 255, 0x33 / 255, 0x99 / 255, 1))
    check("currentColor", parse_color("currentColor"), None)
    # lengths, numbers, durations, easing
    check("16px", parse_length("16px"), (16, "px"))
    check(".25rem", parse_length(".25rem"), (0.25, "rem"))
    check("0", parse_length("0"), (0, ""))
    check("-0.01em", parse_length("-0.01em"), (-0.01, "em"))
    check("30%", parse_length("30%"), (30, "%"))
    check("1.5", parse_number("1.5"), 1.5)
    check("200ms", parse_duration("200ms"), 200)
    check(".3s", parse_duration(".3s"), 300)
    check("cubic-bezier", parse_cubic_bezier("cubic-bezier(0.4, 0, 0.2, 1)"), (0.4, 0, 0.2, 1))
    check("ease-in-out", parse_cubic_bezier("ease-in-out"), (0.42, 0, 0.58, 1))
    # fonts
    check("families", parse_font_family("Inter, \"Helvetica Neue\",  'Segoe UI', sans-serif"),
          ["Inter", "Helvetica Neue", "Segoe UI", "sans-serif"])
    check("unquoted family with spaces", parse_font_family("Source  Sans 3, Arial"), ["Source Sans 3", "Arial"])
    check("weight bold", parse_font_weight("bold"), 700)
    check("weight '600'", parse_font_weight("600"), 600)
    font = parse_font("600 1.125rem/1.5 Inter, sans-serif")
    check("font weight", font and font.get("fontWeight"), 600)
    check("font size", font and font.get("fontSize"), (1.125, "rem"))
    check("font line height", font and font.get("lineHeight"), (1.5, ""))
    check("font family", font and font.get("fontFamily"), ["Inter", "sans-serif"])
    font = parse_font("italic 700 16px / 24px 'Open Sans'")
    check("font 2", font and (font.get("fontStyle"), font.get("fontWeight"), font.get("lineHeight")),
          ("italic", 700, (24, "px")))
    check("a box-shadow is not a font", parse_font("-2px 4px 11px 0 rgba(0,0,0,0.03), 0 1px 2px 0 #000"), None)
    check("a shadow list is not a font", parse_font("0 4px 32px 0 rgba(0,0,0,0.02)"), None)
    # shadows
    sh = parse_shadow("0 1px 2px 0 rgb(0 0 0 / 10%), inset 0 0 0 1px #fff")
    check("shadow layers", sh and len(sh), 2)
    if sh and len(sh) == 2:
        check("shadow 1 offsets", (sh[0]["offsetX"], sh[0]["offsetY"], sh[0]["blur"], sh[0]["spread"]),
              ((0, ""), (1, "px"), (2, "px"), (0, "")))
        check("shadow 1 color", sh[0]["color"], (0, 0, 0, 0.1))
        check("shadow 1 inset", sh[0]["inset"], False)
        check("shadow 2 inset", sh[1]["inset"], True)
        check("shadow 2 spread", sh[1]["spread"], (1, "px"))
        check("shadow 2 color", sh[1]["color"], (1, 1, 1, 1))
    sh = parse_shadow("#000 2px 3px inset")
    check("shadow color first, inset last", sh and (sh[0]["inset"], sh[0]["offsetY"], sh[0]["blur"]),
          (True, (3, "px"), (0, "")))
    check("shadow with one length", parse_shadow("1px red"), None)
    # gradients
    g = parse_gradient("linear-gradient(180deg, hsla(154, 96%, 37%, 0.41) 0%, hsl(0, 0%, 100%, 1) 20%, "
                       "rgb(0 0 0 / 10%) 40% 60%, transparent 100%)")
    check("gradient direction", g and g["direction"], 180)
    check("gradient stop count", g and len(g["stops"]), 4)
    if g and len(g["stops"]) == 4:
        check("gradient stop 1 alpha", g["stops"][0][0][3], 0.41)
        check("gradient stop 2 color", g["stops"][1][0], (1, 1, 1, 1))
        check("gradient stop 2 position", g["stops"][1][1], [(20, "%")])
        check("gradient stop 3 two positions", g["stops"][2][1], [(40, "%"), (60, "%")])
        check("gradient stop 4 transparent", g["stops"][3][0], (0, 0, 0, 0))
    check("gradient default direction", (parse_gradient("linear-gradient(#000, #fff)") or {}).get("direction"), 180)
    check("gradient side", (parse_gradient("linear-gradient(to right, #000 0, #fff)") or {}).get("direction"), 90)
    check("gradient turn", (parse_gradient("linear-gradient(.25turn, #000, #fff)") or {}).get("direction"), 90)
    g = parse_gradient("linear-gradient(#000, 30%, #fff)")
    check("gradient color hint", g and (g["stops"][1][0], g["stops"][1][1]), (None, [(30, "%")]))
    check("radial gradient shape", (parse_gradient("radial-gradient(circle at  center, red, blue)") or {}).get("direction"),
          "circle at center")
    check("gradient of one stop", parse_gradient("linear-gradient(180deg, #000 0%)"), None)
    check("not a gradient", parse_gradient("url(x.png)"), None)
    check("gradient with a bad stop", parse_gradient("linear-gradient(#000, nonsense 10%)"), None)
    # border, transition
    b = parse_border("1px solid #ff0000")
    check("border", b and (b["width"], b["style"], b["color"]), ((1, "px"), "solid", (1, 0, 0, 1)))
    tr = parse_transition("200ms 50ms ease-in")
    check("transition", tr and (tr["duration"], tr["delay"], tr["timingFunction"]), (200, 50, (0.42, 0, 1, 1)))
    # calc
    check("calc", evaluate_calc("calc(0.75rem * 2)"), (1.5, "rem"))
    check("calc nested", evaluate_calc("calc((1px + 2px) * 3 / 2)"), (4.5, "px"))
    check("calc mixed", evaluate_calc("calc(1rem + 2px)"), None)
    check("calc unit*unit", evaluate_calc("calc(1px * 2px)"), None)
    check("min", evaluate_calc("min(0.25rem*0.5,0.25rem)"), (0.125, "rem"))
    check("calc unknown function", evaluate_calc("calc(round(1px, 2px))"), None)
    check("calc number", evaluate_calc("calc(18 / 16)"), (1.125, ""))
    # CSS reading and var()
    css = """@charset "UTF-8";
/* a comment with { braces } and 'quotes' */
@layer ds.theme {
:root, [data-color-scheme="light"] {
  --a: #0062BA;
  --b: var(--a);
  --c: var(--missing, var(--a));
  --d: var(--d);
  --e: "semi;colon" , 'x';
  --f: rgba(0,0,0,.25) !important;
  @supports (width: round(down, .1em, 1px)) { --a: red; }
}
}
@media (prefers-color-scheme: dark) {
  [data-color-scheme="auto"] { --a: #000; --g: var(--b) }
}
.x { --h: 1px }
"""
    blocks = read_css(css)
    check("block count", len(blocks), 4)
    scope = CSSScope(blocks, None, ':root,  [data-color-scheme="light"]')
    table = {n: r for n, _, r in scope.custom_properties()}
    check("--a", table.get("--a"), "#0062BA")
    check("--b via var", table.get("--b"), "#0062BA")
    check("--c via fallback", table.get("--c"), "#0062BA")
    check("--d cycle", table.get("--d"), None)
    check("--e strings", table.get("--e"), "\"semi;colon\" , 'x'")
    check("--f !important", table.get("--f"), "rgba(0,0,0,.25)")
    dark = CSSScope(blocks, "prefers-color-scheme: dark", '[data-color-scheme="auto"]')
    t2 = {n: r for n, _, r in dark.custom_properties()}
    check("@media --a", t2.get("--a"), "#000")
    check("@media --g (root fallback, block first)", t2.get("--g"), "#000")
    check("supports is not top level", CSSScope(blocks, "supports", ':root, [data-color-scheme="light"]').local.get("--a"), "red")
    nested = read_css("@media (min-width: 10px) { @supports (x: y) { :root { --n: 1px } } :root { --n: 2px } }")
    check("at names the whole chain", CSSScope(nested, "min-width: 10px", ":root").local.get("--n"), "2px")
    check("at as a list", CSSScope(nested, ["min-width: 10px", "supports"], ":root").local.get("--n"), "1px")
    # JS
    js = """/** header */
export const cpdColorA = "#fff";
export const cpdSpace0_5X =
  "2px";
const x = 1, y = 'two';
module.exports = { "quoted-key": "1rem", nested: { deep: 3, }, list: ["Inter", "sans-serif"], };
export function f() { return "no"; }
export const typed: string = "ts";
export const asConst = { a: "b" } as const;
"""
    t3 = read_js(js)
    check("js const", t3.get("cpdColorA"), "#fff")
    check("js multi-line const", t3.get("cpdSpace0_5X"), "2px")
    check("js let list", (t3.get("x"), t3.get("y")), (1, "two"))
    check("js quoted key", t3.get("quoted-key"), "1rem")
    check("js nested", t3.get("nested.deep"), 3)
    check("js list as css", as_css_text(t3.get("list")), "Inter, sans-serif")
    check("ts annotation", t3.get("typed"), "ts")
    check("ts as const", t3.get("asConst.a"), "b")
    check("no function bodies", "f" in t3, False)
    # JSON
    t4 = read_json('{"color": {"bg": {"value": "#fff", "type": "color"}, "fg": "#000"}, "flat-name": 4}')
    check("json nested value", t4.get("color.bg"), "#fff")
    check("json nested", t4.get("color.fg"), "#000")
    check("json flat", t4.get("flat-name"), 4)

    # SCSS
    scss = """// a line comment with a { brace
$kui-color-a: #fff !default;
$kui-b: $kui-color-a;
$kui-c: url(http://x.y/z) ;
@mixin pf-v6-tokens {
  --pf-t--a: 4px; // trailing
  --pf-t--b: var(--pf-t--a);
}
"""
    t5 = read_output_text(scss, "scss")
    check("scss variable", t5.get("$kui-color-a", (None, None))[1], "#fff")
    check("scss $ reference", t5.get("$kui-b", (None, None))[1], "#fff")
    check("scss // inside url()", t5.get("$kui-c", (None, None))[1], "url(http://x.y/z)")
    t6 = read_output_text(scss, "scss", "mixin pf-v6-tokens", "")
    check("scss mixin custom property", t6.get("--pf-t--b", (None, None))[1], "4px")
    t7 = read_output_text('{"color": {"a": "#000", "b": "{color.a}", "c": "{color.x}"}}', "json")
    check("json alias", t7["color.b"][1], "#000")
    check("json unknown alias", t7["color.c"][1], None)

    # light-dark()
    ld = read_css(":root { --a: light-dark(#fff, #000); --b: light-dark(var(--a), red); --c: 1px }")
    check("light-dark light", CSSScope(ld, None, ":root", "light").custom_properties()[1][2], "#fff")
    check("light-dark dark", CSSScope(ld, None, ":root", "dark").custom_properties()[1][2], "red")
    check("light-dark nested var", CSSScope(ld, None, ":root", "dark").custom_properties()[0][2], "#000")
    check("light-dark untouched", pick_light_dark("light-dark(a)", "dark"), "light-dark(a)")
    # Kotlin
    kt = """object Raw {
  const val Base = 4
  const val D100 = Base * 2f // 8
  val Black = Color(0xff000000)
  val Half = Color(0x80FF0000)
  const val Style = "solid"
}
internal data class Sem(
    override val space: Float = Raw.D100,
    override val ink: Color = Raw.Half,
    override val style: String = Raw.Style,
    override val none: Color = Color.Unspecified
) : Base
object Compose {
  val spaceSm = 8.00.dp
  val weight = 700
}
"""
    t8 = read_tables([kt], "kotlin")
    check("kotlin const arithmetic", t8["D100"][1], "8")
    check("kotlin color", t8["Half"][1], "#ff000080")
    check("kotlin reference", t8["space"][1], "8")
    check("kotlin color reference", t8["ink"][1], "#ff000080")
    check("kotlin string reference", t8["style"][1], "solid")
    check("kotlin unknown", t8["none"][1], None)
    check("kotlin dp", t8["spaceSm"][1], "8")
    check("kotlin int", t8["weight"][1], "700")
    # JSON roots, sets, modifiers
    ts = json.dumps({"Core": {"Color": {"Black": {"value": "#000000"}}},
                     "Light": {"Text": {"value": "{Color.Black}",
                                        "$extensions": {"studio.tokens": {"modify": {"type": "alpha", "value": "0.65"}}}},
                               "Plain": {"value": "{Color.Black}"}}})
    t9 = read_tables([ts], "json", (), {"json_root": "Light", "json_alias_roots": ["Core"]})
    check("json root names", sorted(t9), ["Plain", "Text"])
    check("json alias root", t9["Plain"][1], "#000000")
    check("json alpha modifier", parse_color(t9["Text"][1]), (0, 0, 0, 0.65))
    sp = json.dumps({"a": {"sets": {"light": {"value": "{b}"}, "dark": {"value": "#fff"}}}, "b": {"value": "#111"},
                     "c": {"sets": {"desktop": {"value": "4px"}, "mobile": {"value": "5px"}}}})
    t10 = read_tables([sp], "json", (), {"json_sets": ["light", "desktop"]})
    check("json sets light", t10["a"][1], "#111")
    check("json sets desktop", t10["c"][1], "4px")
    check("bezier array", parse_cubic_bezier("0.4, 0, 1, 1"), (0.4, 0, 1, 1))

    if failures:
        print("\n".join(failures))
        print(f"self-test: {len(failures)} failures")
        return 1
    print("self-test: ok")
    return 0


def main(argv):
    if argv[1:] == ["--self-test"]:
        return self_test()
    import argparse

    ap = argparse.ArgumentParser(description="Print the name → value table of a build output.")
    ap.add_argument("file", nargs="+", help="the output file(s); for kotlin/json further files serve references")
    ap.add_argument("--format", choices=["css", "scss", "js", "json", "kotlin"])
    ap.add_argument("--at")
    ap.add_argument("--selector", action="append")
    ap.add_argument("--light-dark", choices=["light", "dark"])
    ap.add_argument("--json-root")
    a = ap.parse_args(argv[1:])
    fmt = a.format or {"mjs": "js", "cjs": "js", "kt": "kotlin"}.get(a.file[0].rsplit(".", 1)[-1], a.file[0].rsplit(".", 1)[-1])
    options = {"light_dark": a.light_dark, "json_root": a.json_root}
    if fmt in ("css", "scss"):
        table = read_output(a.file[0], fmt, a.at, a.selector, options)
    else:
        texts = []
        for path in a.file:
            with open(path, encoding="utf-8") as f:
                texts.append(f.read())
        table = read_tables(texts[:1], fmt, texts[1:], options)
    for name, (raw, res) in table.items():
        print(f"{name}: {res if res is not None else '(not comparable) ' + raw}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
