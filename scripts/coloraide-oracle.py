#!/usr/bin/env python3
"""Regenerates the coloraide oracle literals used in Tests/ (pip install coloraide==8.13.1).
Not needed to build or test the package."""
from coloraide.everything import ColorAll as Color
cases = [
 ('srgb',[0.2,0.4,0.8]),
 ('srgb-linear',[0.5,0.25,0.125]),
 ('display-p3',[1,0,0]),
 ('a98-rgb',[0.1,0.7,0.3]),
 ('prophoto-rgb',[0.6,0.3,0.2]),
 ('rec2020',[0.0,0.5,0.0]),
 ('xyz-d50',[0.5791,0.2831,0.728]),
 ('xyz-d65',[0.5929,0.2848,0.9699]),
 ('lab',[60.17,93.54,-60.5]),
 ('lch',[60.17,111.4,327.11]),
 ('oklab',[0.701,0.2746,-0.169]),
 ('oklch',[0.7016,0.3225,328.363]),
 ('hsl',[330,1.0,0.5]),
 ('hwb',[330,0,0]),
 ('hwb',[200,0.3,0.2]),
 ('lab',[50,-20,30]),
 ('oklch',[0.5,0.1,45]),
]
for target in ['srgb','display-p3','a98-rgb']:
    for sp,c in cases:
        r = Color(sp,c).convert(target).coords()
        print(target, sp, c, ['%.9f'%v for v in r])

cases = [
 ('rec2020',[0.5,0.4,0.3]), ('xyz-d65',[0.3,0.3,0.3]), ('xyz-d50',[0.3,0.3,0.25]),
 ('lch',[50,30,120]), ('oklab',[0.6,0.05,-0.05]), ('a98-rgb',[0.5,0.6,0.4]),
 ('lab',[60.17,93.54,-60.5]),('lab',[50,-20,30]),
]
for sp,c in cases:
    for t in ['srgb','display-p3']:
        print(sp,c,t,['%.9f'%v for v in Color(sp,c).convert(t).coords()])
for hexv in ['#008000','#3366cc','#ff0000']:
    for t in ['rec2020','rec2020-oetf','a98-rgb','prophoto-rgb','display-p3']:
        try: print(hexv,t,['%.9f'%v for v in Color(hexv).convert(t).coords()])
        except Exception as e: print(t,e)
