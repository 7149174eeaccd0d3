#!/usr/bin/env python3
"""Prints ΔE OK (100 × the Euclidean distance in Oklab) for the hex pairs the diff tests
check, computed by coloraide (pip install coloraide==8.13.1), independently of Tessera's
ColorDifference. The literals in the diff tests (Tests/TesseraTests/DesignSystemDiffTests.swift,
Tests/TesseraCLITests/DiffCommandTests.swift) come from here.
Not needed to build or test the package."""
from coloraide import Color

PAIRS = [
    ('#5a5fde', '#474bcc'),
    ('#000000', '#ffffff'),
    ('#ff0000', '#00ff00'),
    ('#3366cc', '#3366cd'),
    ('#1a1a2e', '#f0e68c'),
    ('#808080', '#7f7f7f'),
    ('#8ab4f8', '#3366cc'),
    ('#0d1117', '#30363d'),
]

for a, b in PAIRS:
    print(f"('{a}', '{b}', {100 * Color(a).delta_e(Color(b), method='ok'):.6f}),")
