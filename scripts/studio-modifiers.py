#!/usr/bin/env python3
"""Expected results of Tokens Studio color modifiers, computed independently of Tessera.

Follows Tokens Studio's modifier code (color.js): lighten/darken in HSL and CIE LCh (D50) move
lightness (LCh also chroma) by a share; in sRGB and Display P3 they mix with white/black. The
output is gamma sRGB clipped to 0..1, printed as #rrggbb. Used by TokensStudioModifierTests.
"""
import math

def dec(v):
    a = abs(v); y = a / 12.92 if a <= 0.04045 else ((a + 0.055) / 1.055) ** 2.4
    return -y if v < 0 else y

def enc(v):
    a = abs(v); y = a * 12.92 if a <= 0.0031308 else 1.055 * a ** (1 / 2.4) - 0.055
    return -y if v < 0 else y

def mul(m, v): return [sum(m[r][k] * v[k] for k in range(3)) for r in range(3)]

# CSS Color 4 sample-code matrices.
SRGB_XYZ = [[506752/1228815, 87881/245763, 12673/70218], [87098/409605, 175762/245763, 12673/175545], [7918/409605, 87881/737289, 1001167/1053270]]
XYZ_SRGB = [[12831/3959, -329/214, -1974/3959], [-851781/878810, 1648619/878810, 36519/878810], [705/12673, -2585/12673, 705/667]]
P3_XYZ = [[608311/1250200, 189793/714400, 198249/1000160], [35783/156275, 247089/357200, 198249/2500400], [0, 32229/714400, 5220557/5000800]]
XYZ_P3 = [[446124/178915, -333277/357830, -72051/178915], [-14852/17905, 63121/35810, 423/17905], [11844/330415, -50337/660830, 316169/330415]]
D65_D50 = [[1.0479297925449969, 0.022946870601609652, -0.05019226628920524], [0.02962780877005599, 0.9904344267538799, -0.017073799063418826], [-0.009243040646204504, 0.015055191490298152, 0.7518742814281371]]
D50_D65 = [[0.955473421488075, -0.02309845494876471, 0.06325924320057072], [-0.0283697093338637, 1.0099953980813041, 0.021041441191917323], [0.012314014864481998, -0.020507649298898964, 1.330365926242124]]
W50 = [0.3457 / 0.3585, 1.0, (1 - 0.3457 - 0.3585) / 0.3585]
E, K = 216 / 24389, 24389 / 27

def to_lch(rgb):
    x = mul(D65_D50, mul(SRGB_XYZ, [dec(c) for c in rgb]))
    f = [math.copysign(abs(t / w) ** (1 / 3), t) if t / w > E else (K * t / w + 16) / 116 for t, w in zip(x, W50)]
    L, a, b = 116 * f[1] - 16, 500 * (f[0] - f[1]), 200 * (f[1] - f[2])
    return [L, math.hypot(a, b), math.degrees(math.atan2(b, a)) % 360]

def from_lch(c):
    L, C, H = c
    a, b = C * math.cos(math.radians(H)), C * math.sin(math.radians(H))
    fy = (L + 16) / 116; fx = a / 500 + fy; fz = fy - b / 200
    x = [fx ** 3 if fx ** 3 > E else (116 * fx - 16) / K, fy ** 3 if L > K * E else L / K, fz ** 3 if fz ** 3 > E else (116 * fz - 16) / K]
    return [enc(v) for v in mul(XYZ_SRGB, mul(D50_D65, [x[i] * W50[i] for i in range(3)]))]

def to_hsl(rgb):
    mx, mn = max(rgb), min(rgb); l = (mx + mn) / 2; d = mx - mn
    if d == 0: return [0, 0, l * 100]
    s = (mx - l) / min(l, 1 - l)
    r, g, b = rgb
    h = ((g - b) / d + (6 if g < b else 0)) if mx == r else ((b - r) / d + 2) if mx == g else ((r - g) / d + 4)
    return [h * 60, s * 100, l * 100]

def from_hsl(c):
    h, s, l = c[0] % 360, c[1] / 100, c[2] / 100
    def f(n):
        k = (n + h / 30) % 12; a = s * min(l, 1 - l)
        return l - a * max(-1, min(k - 3, 9 - k, 1))
    return [f(0), f(8), f(4)]

def to_p3(rgb): return [enc(v) for v in mul(XYZ_P3, mul(SRGB_XYZ, [dec(c) for c in rgb]))]
def from_p3(p): return [enc(v) for v in mul(XYZ_SRGB, mul(P3_XYZ, [dec(c) for c in p]))]

def hexa(rgb): return "#" + "".join("%02x" % round(min(1, max(0, c)) * 255) for c in rgb)
def parse(h): return [int(h[i:i + 2], 16) / 255 for i in (1, 3, 5)]

def modify(kind, space, amount, base):
    rgb = parse(base)
    if space == "hsl":
        h, s, l = to_hsl(rgb)
        l = min(100, l + (100 - l) * amount) if kind == "lighten" else max(0, l - l * amount)
        return hexa(from_hsl([h, s, l]))
    if space == "lch":
        L, C, H = to_lch(rgb)
        L = min(100, L + (100 - L) * amount) if kind == "lighten" else max(0, L - L * amount)
        C = max(0, C - amount * C)
        return hexa(from_lch([L, C, H]))
    if space == "p3":
        p = to_p3(rgb); t = 1 if kind == "lighten" else 0
        return hexa(from_p3([c + (t - c) * amount for c in p]))
    t = 1 if kind == "lighten" else 0
    return hexa([c + (t - c) * amount for c in rgb])

if __name__ == "__main__":
    for kind, space, amount in [("lighten", "hsl", 0.2), ("darken", "hsl", 0.2), ("lighten", "lch", 0.2), ("darken", "lch", 0.3), ("lighten", "p3", 0.3), ("darken", "p3", 0.3)]:
        print(kind, space, amount, "#c14242 ->", modify(kind, space, amount, "#c14242"))
