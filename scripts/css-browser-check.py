#!/usr/bin/env python3
"""Loads Tessera's exported CSS in headless Chromium and checks what a browser computes.

For each case (emulated prefers-color-scheme / prefers-contrast, data-* attributes on <html>)
every color and dimension custom property of the bundled sample (and of a generated system
whose `theme` axis has light/dark/light-hc/dark-hc contexts) is read back from Chromium
(colors through a probe element's computed `color`, so an invalid value shows) and compared
with `tessera resolve` for the mode the case should select. Also: Display P3 values apply where
@supports matches, and the sRGB values where it does not.

Standard library only: Chromium is driven over the DevTools protocol with a minimal WebSocket
client. Prints `N passed, N failed`; exits 1 on any failure.

    scripts/css-browser-check.py --tessera .build/debug/tessera [--chromium chromium]
"""
import argparse
import base64
import json
import os
import re
import shutil
import socket
import struct
import subprocess
import sys
import tempfile
import time


class WebSocket:
    """Just enough of RFC 6455 for the DevTools protocol: masked text frames out, frames in."""

    def __init__(self, url):
        m = re.match(r"ws://([^:/]+):(\d+)(/.*)", url)
        if not m:
            raise ValueError("bad websocket url " + url)
        host, port, path = m.group(1), int(m.group(2)), m.group(3)
        self.sock = socket.create_connection((host, port), timeout=60)
        key = base64.b64encode(os.urandom(16)).decode()
        request = (
            f"GET {path} HTTP/1.1\r\nHost: {host}:{port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n"
        )
        self.sock.sendall(request.encode())
        response = b""
        while b"\r\n\r\n" not in response:
            chunk = self.sock.recv(4096)
            if not chunk:
                raise ConnectionError("websocket handshake closed")
            response += chunk
        head, self.buffer = response.split(b"\r\n\r\n", 1)
        if b" 101 " not in head.split(b"\r\n")[0]:
            raise ConnectionError("websocket handshake refused: " + head.decode(errors="replace"))

    def send(self, text):
        payload = text.encode()
        header = bytearray([0x81])
        n = len(payload)
        if n < 126:
            header.append(0x80 | n)
        elif n < 65536:
            header.append(0x80 | 126)
            header += struct.pack(">H", n)
        else:
            header.append(0x80 | 127)
            header += struct.pack(">Q", n)
        mask = os.urandom(4)
        masked = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
        self.sock.sendall(bytes(header) + mask + masked)

    def _read(self, n):
        while len(self.buffer) < n:
            chunk = self.sock.recv(65536)
            if not chunk:
                raise ConnectionError("websocket closed")
            self.buffer += chunk
        out, self.buffer = self.buffer[:n], self.buffer[n:]
        return out

    def receive(self):
        message = b""
        while True:
            b0, b1 = self._read(2)
            n = b1 & 0x7F
            if n == 126:
                n = struct.unpack(">H", self._read(2))[0]
            elif n == 127:
                n = struct.unpack(">Q", self._read(8))[0]
            mask = self._read(4) if b1 & 0x80 else None
            data = self._read(n)
            if mask:
                data = bytes(b ^ mask[i % 4] for i, b in enumerate(data))
            opcode = b0 & 0x0F
            if opcode == 0x8:
                raise ConnectionError("websocket closed by the browser")
            if opcode == 0x9:  # ping: answer and keep reading
                continue
            message += data
            if b0 & 0x80:
                return message.decode()


class Browser:
    """Headless Chromium with one page, driven through a flattened DevTools session."""

    def __init__(self, chromium):
        self.profile = tempfile.mkdtemp(prefix="tessera-chromium-")
        self.process = subprocess.Popen(
            [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--no-default-browser-check",
             "--remote-debugging-port=0", f"--user-data-dir={self.profile}", "about:blank"],
            # Chromium puts its singleton socket under TMPDIR: inside the profile, it goes with it.
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=dict(os.environ, TMPDIR=self.profile))
        port_file = os.path.join(self.profile, "DevToolsActivePort")
        deadline = time.time() + 60
        while not (os.path.exists(port_file) and len(open(port_file).read().split("\n")) >= 2):
            if time.time() > deadline or self.process.poll() is not None:
                self.close()
                raise RuntimeError("chromium did not open its DevTools port")
            time.sleep(0.1)
        port, path = open(port_file).read().split("\n")[:2]
        self.ws = WebSocket(f"ws://127.0.0.1:{port.strip()}{path.strip()}")
        self.next_id = 0
        target = self.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.session = self.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]

    def call(self, method, params=None, session=None):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        self.ws.send(json.dumps(message))
        while True:
            reply = json.loads(self.ws.receive())
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})

    def page(self, method, params=None):
        return self.call(method, params, self.session)

    def evaluate(self, expression):
        result = self.page("Runtime.evaluate", {"expression": expression, "returnByValue": True, "awaitPromise": True})
        if "exceptionDetails" in result:
            raise RuntimeError(f"page script failed: {result['exceptionDetails']}")
        return result["result"].get("value")

    def load(self, url):
        self.page("Page.navigate", {"url": url})
        deadline = time.time() + 30
        while self.evaluate("document.readyState + ' ' + document.styleSheets.length") != "complete 1":
            if time.time() > deadline:
                raise RuntimeError("the page did not load its style sheet")
            time.sleep(0.05)

    def close(self):
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()
        shutil.rmtree(self.profile, ignore_errors=True)


READ_VALUES = """
(() => {
  const root = document.documentElement;
  for (const a of [...root.attributes]) if (a.name.startsWith('data-')) root.removeAttribute(a.name);
  for (const [k, v] of Object.entries(%(attributes)s)) root.setAttribute(k, v);
  const probe = document.getElementById('probe');
  const style = getComputedStyle(root);
  const out = {};
  for (const name of %(colors)s) {
    probe.style.color = 'rgb(1, 2, 3)';
    probe.style.color = 'var(' + name + ')';
    out[name] = getComputedStyle(probe).color;
  }
  for (const name of %(raw)s) out[name] = style.getPropertyValue(name).trim();
  return out;
})()
"""


def resolve(tessera, inputs, profile=None, files=()):
    command = [tessera, "resolve", "--format", "json"] + list(files)
    for axis, context in sorted(inputs.items()):
        command += ["--input", f"{axis}={context}"]
    if profile:
        command += ["--profile", profile]
    out = subprocess.run(command, check=True, capture_output=True, text=True).stdout
    values = {}
    for path, entry in json.loads(out).items():
        name = "--" + "-".join(s for s in path.split(".") if s != "$root")
        values[name] = entry
    return values


def parse_color(text):
    """(space, [c1, c2, c3], alpha) from a computed color string."""
    m = re.fullmatch(r"rgba?\(([\d.]+), ([\d.]+), ([\d.]+)(?:, ([\d.]+))?\)", text)
    if m:
        return "srgb", [float(m.group(i)) / 255 for i in (1, 2, 3)], float(m.group(4) or 1)
    m = re.fullmatch(r"color\(([\w-]+) ([-\d.e]+) ([-\d.e]+) ([-\d.e]+)(?: / ([\d.]+))?\)", text)
    if m:
        return m.group(1), [float(m.group(i)) for i in (2, 3, 4)], float(m.group(5) or 1)
    return None


def check(computed, expected, wide):
    """`wide` is the CSS space colors must be computed in (`display-p3`, `rec2020`), or None for sRGB."""
    """Mismatch descriptions, and the number of values compared."""
    problems, compared = [], 0
    for name, entry in sorted(expected.items()):
        kind, value = entry["$type"], entry["$value"]
        if kind == "color":
            got = parse_color(computed.get(name, ""))
            alpha = value.get("alpha", 1)
            if wide:
                want = (wide, value["components"], alpha)
                ok = got is not None and got[0] == want[0] and all(abs(a - b) < 1e-3 for a, b in zip(got[1], want[1]))
            else:
                h = value["hex"]
                want = ("srgb", [int(h[i:i + 2], 16) / 255 for i in (1, 3, 5)], alpha)
                ok = got is not None and got[0] == "srgb" and all(abs(a - b) < 0.5 / 255 for a, b in zip(got[1], want[1]))
            ok = ok and abs(got[2] - alpha) < 1 / 255 + 1e-6
            if not ok:
                problems.append(f"{name}: browser {computed.get(name)!r}, resolve {want}")
            compared += 1
        elif kind == "dimension":
            got = computed.get(name, "")
            want = f"{value['value']:g}{value['unit']}"
            m = re.fullmatch(r"(-?[\d.]+)([a-z%]+)", got)
            if not (m and m.group(2) == value["unit"] and abs(float(m.group(1)) - value["value"]) < 1e-3):
                problems.append(f"{name}: browser {got!r}, resolve {want}")
            compared += 1
    return problems, compared


# (label, emulated media, attributes on <html>, the mode resolve should give)
CASES = [
    ("light", ("light", "no-preference"), {}, {}),
    ("dark", ("dark", "no-preference"), {}, {"colorScheme": "dark"}),
    ("light + more", ("light", "more"), {}, {"contrast": "high"}),
    ("dark + more", ("dark", "more"), {}, {"colorScheme": "dark", "contrast": "high"}),
    ("OS dark, data-color-scheme=light", ("dark", "no-preference"), {"data-color-scheme": "light"}, {}),
    ("OS light, data-color-scheme=dark", ("light", "no-preference"), {"data-color-scheme": "dark"}, {"colorScheme": "dark"}),
    ("OS dark, data-color-scheme=light data-contrast=high", ("dark", "no-preference"),
     {"data-color-scheme": "light", "data-contrast": "high"}, {"contrast": "high"}),
    ("OS dark + more, data-contrast=standard", ("dark", "more"), {"data-contrast": "standard"}, {"colorScheme": "dark"}),
    ("OS dark + more, data-color-scheme=light", ("dark", "more"), {"data-color-scheme": "light"}, {"contrast": "high"}),
    ("OS light, data-color-scheme=dark data-elevation=elevated", ("light", "no-preference"),
     {"data-color-scheme": "dark", "data-elevation": "elevated"}, {"colorScheme": "dark", "elevation": "elevated"}),
    ("OS dark + more, data-elevation=elevated data-size-class=compact", ("dark", "more"),
     {"data-elevation": "elevated", "data-size-class": "compact"},
     {"colorScheme": "dark", "contrast": "high", "elevation": "elevated", "sizeClass": "compact"}),
]

P3_CASES = [
    ("P3: light", ("light", "no-preference"), {}, {}),
    ("P3: dark + more", ("dark", "more"), {}, {"colorScheme": "dark", "contrast": "high"}),
    ("P3: OS dark, data-color-scheme=light", ("dark", "no-preference"), {"data-color-scheme": "light"}, {}),
]

# An axis called `theme` whose contexts map to media queries by their names alone.
THEME_CASES = [
    ("theme: light", ("light", "no-preference"), {}, {}),
    ("theme: dark", ("dark", "no-preference"), {}, {"theme": "dark"}),
    ("theme: light + more", ("light", "more"), {}, {"theme": "light-hc"}),
    ("theme: dark + more", ("dark", "more"), {}, {"theme": "dark-hc"}),
    ("theme: dark + less", ("dark", "less"), {}, {"theme": "dark"}),
    ("theme: OS dark + more, data-theme=light", ("dark", "more"), {"data-theme": "light"}, {}),
    ("theme: OS light, data-theme=dark-hc", ("light", "no-preference"), {"data-theme": "dark-hc"}, {"theme": "dark-hc"}),
]


def theme_files(work):
    """Base and per-context token files of 60 colors, and the arguments that read them."""
    def colors(offset):
        return {"c": {"$type": "color", **{f"t{i}": {"$value": {"colorSpace": "srgb", "components": [((i * 7 + offset) % 256) / 255, offset / 255, 0.5]}}
                                           for i in range(60)}}}
    arguments = []
    for name, offset in [("base", 0), ("light", 0), ("dark", 40), ("light-hc", 80), ("dark-hc", 120)]:
        path = os.path.join(work, f"{name}.tokens.json")
        with open(path, "w") as f:
            json.dump(colors(offset) if name != "light" else {}, f)
        arguments += [path] if name == "base" else ["--context", f"theme={name}:{path}"]
    return arguments


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--tessera", required=True)
    parser.add_argument("--chromium", default=shutil.which("chromium") or "chromium")
    args = parser.parse_args()
    work = tempfile.mkdtemp(prefix="tessera-css-")
    page = '<!doctype html><html><head><link rel="stylesheet" href="%s"></head><body><div id="probe"></div></body></html>'
    sheets = {}
    icc = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Fuzz", "icc", "corpus", "p3-gamma22.icc")
    for name, extra in [("srgb", []), ("p3", ["--profile", "display-p3"]), ("rec2020", ["--profile", "rec2020"]), ("icc", ["--profile", icc])]:
        css = os.path.join(work, f"{name}.css")
        subprocess.run([args.tessera, "export", "--format", "css", "-o", css] + extra, check=True)
        with open(os.path.join(work, f"{name}.html"), "w") as f:
            f.write(page % f"{name}.css")
        sheets[name] = "file://" + os.path.join(work, f"{name}.html")
    # The P3 sheet with its @supports condition made false, as in a browser without Display P3.
    text = open(os.path.join(work, "p3.css")).read()
    if "@supports (color: color(display-p3 0 0 0))" not in text:
        print("FAIL: the P3 export has no @supports (color: color(display-p3 0 0 0)) block")
        print("0 passed, 1 failed")
        return 1
    with open(os.path.join(work, "nop3.css"), "w") as f:
        f.write(text.replace("@supports (color: color(display-p3 0 0 0))", "@supports (color: color(no-such-space 0 0 0))"))
    with open(os.path.join(work, "nop3.html"), "w") as f:
        f.write(page % "nop3.css")
    sheets["nop3"] = "file://" + os.path.join(work, "nop3.html")
    files = {"theme": theme_files(work)}
    subprocess.run([args.tessera, "export", "--format", "css", "-o", os.path.join(work, "theme.css")] + files["theme"], check=True)
    with open(os.path.join(work, "theme.html"), "w") as f:
        f.write(page % "theme.css")
    sheets["theme"] = "file://" + os.path.join(work, "theme.html")

    browser = Browser(args.chromium)
    passed = failed = values = 0
    try:
        runs = [("srgb", c, None) for c in CASES] + [("p3", c, "display-p3") for c in P3_CASES]
        runs += [("nop3", ("P3 unsupported: " + c[0][4:],) + c[1:], None) for c in P3_CASES]
        runs += [("rec2020", ("rec2020: " + c[0][4:],) + c[1:], "rec2020") for c in P3_CASES[1:2]]
        # Chromium has no @color-profile: an ICC export must leave it the sRGB values.
        runs += [("icc", ("ICC profile (unsupported): " + c[0][4:],) + c[1:], None) for c in P3_CASES[1:2]]
        runs += [("theme", c, None) for c in THEME_CASES]
        loaded = None
        for sheet, (label, (scheme, contrast), attributes, mode), wide in runs:
            if loaded != sheet:
                browser.load(sheets[sheet])
                loaded = sheet
            expected = resolve(args.tessera, mode, wide, files.get(sheet, ()))
            colors = [n for n, e in expected.items() if e["$type"] == "color"]
            raw = [n for n, e in expected.items() if e["$type"] == "dimension"]
            browser.page("Emulation.setEmulatedMedia", {"features": [
                {"name": "prefers-color-scheme", "value": scheme}, {"name": "prefers-contrast", "value": contrast}]})
            computed = browser.evaluate(READ_VALUES % {
                "attributes": json.dumps(attributes), "colors": json.dumps(colors), "raw": json.dumps(raw)})
            problems, compared = check(computed, expected, wide)
            values += compared
            if problems or compared < 50:
                failed += 1
                print(f"FAIL {label}: {len(problems)} of {compared} values differ")
                for p in problems[:10]:
                    print("    " + p)
            else:
                passed += 1
                print(f"ok   {label} ({compared} values)")
    finally:
        browser.close()
        shutil.rmtree(work, ignore_errors=True)
    print(f"{passed} passed, {failed} failed ({values} values compared in Chromium)")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
