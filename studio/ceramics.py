"""Ceramic and porcelain goods that had only drawings: a porcelain tea set, a ceramic storage jar with
a wooden lid, a rectangular ceramic baking dish, a ceramic toothbrush tumbler and a stoneware taper
candlestick. Modelled at real size, with the same Shape/View table and studio as hard_goods.py.

The glaze is the colour part; its reflection is left out of the mask (`serveware._gloss_unmasked()`),
so a navy or black glaze keeps the studio's white on its rims once the shop has tinted it.
"""

import math
import random

import common as C
from decor import _flame, _wick
from hard_goods import Shape, View, _loft, teapot
from kitchen_tools import cup_saucer
from serveware import _gloss_unmasked


def _unmask_gloss(parts):
    """Leave the reflection of every masked glossy glaze among `parts` out of the mask (once each)."""
    seen = set()
    for o in parts:
        for m in getattr(o.data, "materials", []) or []:
            if m and m.name not in seen and "glaze" in m.name:
                seen.add(m.name)
                aov = next((n for n in m.node_tree.nodes if n.bl_idname == "ShaderNodeOutputAOV"), None)
                if aov is not None and aov.inputs["Value"].default_value > 0.5:
                    _gloss_unmasked(m)


# ---------------------------------------------------------------- tea set


def tea_set(mask=True):
    """A porcelain tea set as a shop's packshot shows one: the teapot (hard_goods.teapot) behind two
    cups on their saucers (kitchen_tools.cup_saucer), their handles turned to the front right (a cup seen without its handle reads as a bowl). One
    glaze throughout, the colour part."""
    pot = teapot(mask=mask)
    C.group(pot, location=(0.03, 0.09, 0.0), rotation_z=-25)
    parts = list(pot)
    for i, (x, y, turn) in enumerate(((-0.1, -0.055, 150), (0.085, -0.1, 140))):
        cup = cup_saucer(mask=mask)
        C.group(cup, location=(x, y, 0.0), rotation_z=turn)
        parts += cup
    if mask:
        _unmask_gloss(parts)
    return parts


# ---------------------------------------------------------------- storage jar


def jar(mask=True, colour="#efeae2"):
    """A 1 l ceramic storage canister 11 cm across and 15.5 cm high, straight-sided with softly
    rounded edges, glazed (the colour part), under an acacia lid 2 cm thick whose plug is ringed by a
    silicone seal, which shows as a pale band between the lid and the jar's rim."""
    r, h = 0.055, 0.155
    body_p = [(0, 0.003), (r - 0.012, 0.003), (r - 0.009, 0.0), (r - 0.004, 0.0005), (r - 0.0008, 0.004),
              (r, 0.012), (r, h - 0.012), (r - 0.0006, h - 0.005), (r - 0.0025, h - 0.0008), (r - 0.0045, h),
              (r - 0.0075, h - 0.0005), (r - 0.0085, h - 0.004), (r - 0.0085, h - 0.03), (0, h - 0.03)]
    glaze = C.ceramic(colour, glossy=True, mask=mask, name="jar_glaze")
    body = C.assign(C.lathe("ceramic_jar", body_p, segments=128, wobble=0.002, seed=31), glaze)
    seal_z = h + 0.0025
    seal = C.assign(C.lathe("seal", [(0, seal_z - 0.012), (r - 0.0075, seal_z - 0.012), (r - 0.0068, seal_z - 0.004),
                                     (r - 0.0055, seal_z - 0.002), (r - 0.006, seal_z), (r - 0.0075, seal_z + 0.0025),
                                     (0, seal_z + 0.0025)], segments=96),
                    C.plastic("#e9e6de", roughness=0.55, name="silicone"))
    t = 0.02
    z0 = seal_z + 0.0015
    lid_p = [(0, z0), (r - 0.001, z0), (r + 0.0008, z0 + 0.0015), (r + 0.001, z0 + t - 0.004),
             (r - 0.001, z0 + t - 0.0006), (r - 0.004, z0 + t), (0, z0 + t)]
    lid = C.assign(C.lathe("lid", lid_p, segments=128, seed=32), C.wood("#a9773f", axis="X", ring_scale=18, name="acacia"))
    parts = [body, seal, lid]
    if mask:
        _unmask_gloss(parts)
    return parts


# ---------------------------------------------------------------- baking dish


def _rounded_rect(hx, hy, radius, z, per_corner=10):
    """A rounded rectangle `hx` x `hy` either side of the axis, corners of `radius`, at height z: as many
    points at every size, so rings can be lofted."""
    r = min(radius, hx * 0.999, hy * 0.999)
    pts = []
    for k, (cx, cy) in enumerate(((1, 1), (-1, 1), (-1, -1), (1, -1))):
        for i in range(per_corner):
            a = math.pi / 2 * k + math.pi / 2 * i / (per_corner - 1)
            pts.append(((hx - r) * cx + r * math.cos(a), (hy - r) * cy + r * math.sin(a), z))
    return pts


def baking_dish(mask=True, colour="#efeae2"):
    """A rectangular ceramic baking dish 32 x 22 cm over its rim (30 x 20 inside) and 6.8 cm deep, its
    walls flaring from a rounded foot to a rolled rim, with a flat lug handle at each end. Glazed in
    colour outside, over the rim and on the handles (the colour part), cream inside."""
    rings = [
        _rounded_rect(0.006, 0.004, 0.002, 0.0),
        _rounded_rect(0.124, 0.074, 0.024, 0.0),
        _rounded_rect(0.131, 0.081, 0.029, 0.004),
        _rounded_rect(0.1345, 0.0845, 0.032, 0.013),
        _rounded_rect(0.1555, 0.1055, 0.037, 0.058),
        _rounded_rect(0.16, 0.11, 0.039, 0.0625),
        _rounded_rect(0.1598, 0.1098, 0.039, 0.0665),
        _rounded_rect(0.1565, 0.1065, 0.0375, 0.068),
        _rounded_rect(0.1525, 0.1025, 0.035, 0.0665),
        _rounded_rect(0.1495, 0.0995, 0.0335, 0.061),
        _rounded_rect(0.129, 0.079, 0.026, 0.017),
        _rounded_rect(0.1235, 0.0735, 0.022, 0.0095),
        _rounded_rect(0.114, 0.064, 0.016, 0.0082),
        _rounded_rect(0.006, 0.004, 0.002, 0.0082),
    ]
    glaze = C.ceramic(colour, glossy=True, mask=mask, name="dish_glaze")
    body = _loft("baking_dish", rings, glaze, subdiv=2)
    body.data.materials.append(C.ceramic("#f1e9d8", glossy=True, name="dish_inside"))
    # Faces from the ninth ring on (the rim's inner edge, down the inside wall and across the floor).
    n = len(rings[0])
    for p in body.data.polygons:
        if 8 * n <= p.index < (len(rings) - 1) * n or p.index == (len(rings) - 1) * n + 1:
            p.material_index = 1
    parts = [body]
    for side in (-1, 1):
        # From just inside the outer wall (clear of the inside) to 3.5 cm beyond the rim.
        lug = C.box(f"lug{side}", (0.04, 0.105, 0.0105), (side * 0.1755, 0.0, 0.0605), bevel=0.0045, segments=4)
        parts.append(C.assign(lug, glaze))
    if mask:
        _unmask_gloss(parts)
    return parts


# ---------------------------------------------------------------- toothbrush tumbler


def _toothbrush(name, bristle_colour, bamboo):
    """A bamboo toothbrush 19 cm long along +Z from the origin: a flat handle narrowing to a neck, a
    head with a block of bristles on its front (+Y)."""
    handle = C.tube(name, [(0, 0, 0.004), (0, 0, 0.05), (0, 0, 0.11), (0, 0, 0.145), (0, 0, 0.165), (0, 0, 0.187)],
                    0.0062, bamboo)
    for point, radius in zip(handle.data.splines[0].points, (1.0, 1.05, 0.95, 0.62, 0.85, 0.82)):
        point.radius = radius
    handle.scale.y = 0.5
    bristles = C.box(name + "_bristles", (0.0095, 0.011, 0.026), (0, 0.0082, 0.174), bevel=0.0012, segments=2)
    m, nt, b = C._material(name + "_nylon")
    b.inputs["Base Color"].default_value = C.srgb(bristle_colour)
    b.inputs["Roughness"].default_value = 0.55
    b.inputs["Sheen"].default_value = 0.6
    C._bump(nt, C._noise(nt, C._coords(nt, (1, 1, 0.05)), 2200, detail=2), 0.6, 0.0006, "Normal", b)
    C.assign(bristles, m)
    return [handle, bristles]


def tumbler(mask=True, colour="#ece8e1", brushes=True):
    """A ceramic toothbrush tumbler 7.6 cm across and 10.5 cm high, its wall 5 mm with a rounded lip,
    in a satin speckled glaze (the colour part), with two bamboo toothbrushes leaning against the rim
    (not masked)."""
    r, h = 0.038, 0.105
    profile = [(0, 0.003), (r - 0.008, 0.003), (r - 0.005, 0.0), (r - 0.0015, 0.001), (r - 0.0002, 0.006),
               (r, h - 0.004), (r - 0.0008, h - 0.0006), (r - 0.0028, h), (r - 0.0045, h - 0.001),
               (r - 0.005, h - 0.005), (r - 0.005, 0.014), (r - 0.008, 0.0105), (0, 0.01)]
    glaze = C.ceramic(colour, glossy=False, speckle=0.5, mask=mask, name="tumbler_clay")
    parts = [C.assign(C.lathe("tumbler", profile, segments=128, wobble=0.003, seed=41), glaze)]
    if not brushes:
        return parts
    bamboo = C.wood("#caa574", axis="Z", ring_scale=60, contrast=0.3, name="bamboo")
    for i, (heading, lean, foot, bristle) in enumerate(((25, 24, 0.016, "#f2f0eb"), (200, 20, 0.014, "#7d8a83"))):
        brush = _toothbrush(f"brush{i}", bristle, bamboo)
        root = C.group(brush)
        a = math.radians(heading)
        # The foot stands on the floor across from where the handle leans on the rim.
        root.location = (-math.cos(a) * foot, -math.sin(a) * foot, 0.0105)
        root.rotation_mode = "ZYX"
        root.rotation_euler = (0.0, math.radians(lean), a)
        parts += brush
    return parts


def tumbler_bare(mask=True):
    return tumbler(mask=mask, brushes=False)


# ---------------------------------------------------------------- candle holder


def candlestick(mask=True, colour="#ebe6dd"):
    """A turned stoneware taper candlestick 11 cm tall: a broad rounded foot 10 cm across, a swelling
    stem and a deep socket cup holding a 22 mm ivory taper, lit. A satin speckled glaze, the colour
    part; the candle keeps its colour."""
    profile = [(0, 0.003), (0.04, 0.003), (0.043, 0.0), (0.048, 0.0008), (0.0505, 0.004), (0.05, 0.009),
               (0.046, 0.0145), (0.036, 0.019), (0.025, 0.024), (0.019, 0.03), (0.0175, 0.038), (0.019, 0.05),
               (0.0205, 0.064), (0.019, 0.077), (0.0155, 0.086), (0.0145, 0.091), (0.0175, 0.096),
               (0.02, 0.102), (0.0205, 0.108), (0.0195, 0.1105), (0.0175, 0.111), (0.0118, 0.11),
               (0.0116, 0.088), (0, 0.088)]
    clay = C.ceramic(colour, glossy=False, speckle=0.5, mask=mask, name="candlestick_clay")
    stick = C.assign(C.lathe("candlestick", profile, segments=128, wobble=0.004, seed=51), clay)
    base = 0.088
    h = base + 0.2
    taper = [(0, base), (0.0112, base), (0.0112, base + 0.02), (0.0104, h - 0.03), (0.0095, h - 0.004),
             (0.0085, h), (0.004, h - 0.0015), (0, h - 0.002)]
    candle = C.assign(C.lathe("taper", taper, segments=64, wobble=0.004, seed=3), C.wax("#f1eadb", name="taper_wax"))
    flame = _flame(h + 0.002, power=0.35)
    # Nothing here is polished enough to mirror the flame, and glossy rays finding it from the sweep's
    # paper sprinkled the whole frame with white specks.
    flame[0].visible_glossy = False
    return [stick, candle, _wick(h - 0.002), *flame]


SHAPES = {
    # The set from the front left, then from higher on the right, which shows into the cups; the
    # close-up is the left cup's lip and its handle, the saucer's rim below.
    "teaSet": Shape(tea_set, 0.34, [View(-25, 20, fill=1.3), View(25, 38, fill=1.3),
                                    View(target=(-0.062, -0.077, 0.054), distance=0.3, azimuth=35, elevation=20,
                                         lens=100, rake=700)]),
    # The jar from the front left, then from higher, which shows the lid's grain; the close-up is the
    # lid's edge over the seal and the glazed rim, against the sweep.
    "ceramicJar": Shape(jar, 0.17, [View(-25, 12, fill=0.86), View(25, 34, fill=0.86),
                                    View(target=(-0.031, -0.045, 0.165), distance=0.34, azimuth=-35, elevation=20,
                                         lens=100, rake=800)]),
    # The dish from the front left, then from higher, which shows the cream inside; the close-up is the
    # left lug running out of the rolled rim at its front corner.
    "ceramicBakingDish": Shape(baking_dish, 0.4, [View(-28, 28, fill=1.05), View(10, 58, fill=1.0),
                                                  View(target=(-0.165, -0.06, 0.06), distance=0.36, azimuth=-35,
                                                       elevation=28, lens=100, rake=600)]),
    # With two toothbrushes, as bathrooms and shops show it; then the tumbler alone.
    # The close-up is the lip, its speckle under the raking light.
    "ceramicTumbler": Shape(tumbler, 0.14, [View(-25, 14, fill=0.86), View(20, 26, fill=0.86, build=tumbler_bare),
                                            View(target=(-0.0244, -0.0291, 0.088), distance=0.24, azimuth=-40,
                                                 elevation=18, lens=100, rake=800, build=tumbler_bare)]),
    # The close-up is the socket's rim round the taper, the speckle on the waisted stem below.
    "ceramicCandleHolder": Shape(candlestick, 0.3, [View(-25, 10, fill=0.88), View(35, 22, fill=0.88),
                                                    View(target=(0.0, -0.018, 0.1), distance=0.28, azimuth=-25,
                                                         elevation=14, lens=100, rake=700)]),
}


def build(name, mask=True, view=None):
    """Build a shape's model (or a view's own); `mask=False` gives the catalogue colour instead of neutral grey."""
    random.seed(name)
    return ((view and view.build) or SHAPES[name].build)(mask=mask and SHAPES[name].mask)
