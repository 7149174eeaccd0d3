#!/usr/bin/env python3
"""Independent WCAG 2.x and APCA (SAPC 0.0.98G-4g) reference values for Tessera's tests.

Written from the published formulas, not from Tessera's Swift code. Usage:
  scripts/contrast-oracle.py FG BG [FG BG ...]     (hex colors, e.g. 777777 ffffff)
prints: fg bg wcag-ratio apca-lc
"""
import sys


def channels(hex_color):
    h = hex_color.lstrip('#')
    if len(h) == 3:
        h = ''.join(c * 2 for c in h)
    return [int(h[i:i + 2], 16) / 255 for i in (0, 2, 4)]


def wcag_luminance(rgb):
    def lin(c):
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (lin(c) for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def wcag_ratio(a, b):
    la, lb = wcag_luminance(a), wcag_luminance(b)
    hi, lo = max(la, lb), min(la, lb)
    return (hi + 0.05) / (lo + 0.05)


def apca_y(rgb):
    r, g, b = (c ** 2.4 for c in rgb)
    return 0.2126729 * r + 0.7151522 * g + 0.0721750 * b


def apca_lc(text, bg):
    def clamp(y):
        return y if y > 0.022 else y + (0.022 - y) ** 1.414
    yt, yb = clamp(apca_y(text)), clamp(apca_y(bg))
    if abs(yb - yt) < 0.0005:
        return 0.0
    if yb > yt:
        s = (yb ** 0.56 - yt ** 0.57) * 1.14
        return 0.0 if s < 0.1 else (s - 0.027) * 100
    s = (yb ** 0.65 - yt ** 0.62) * 1.14
    return 0.0 if s > -0.1 else (s + 0.027) * 100


if __name__ == '__main__':
    args = sys.argv[1:]
    for fg, bg in zip(args[0::2], args[1::2]):
        f, b = channels(fg), channels(bg)
        print(f'{fg} {bg} {wcag_ratio(f, b):.6f} {apca_lc(f, b):.6f}')
