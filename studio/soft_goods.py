"""Soft goods: textiles, garments and bags, modelled procedurally for packshots.

SHAPES maps a product shape (the keys of SHAPES in product-shapes.ts) to its builder, the studio
span and the views of its gallery, as in hard_goods.py. The colour material (what a colour
variant tints) is built neutral light grey and writes the mask AOV.
"""

import math
import os
import random
import sys

import bpy
import bmesh
from mathutils import Vector

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import common as C  # noqa: E402
import soft_kit  # noqa: E402
from hard_goods import Shape, View  # noqa: E402
from soft_kit import (  # noqa: E402
    pillow,
    studio,  # noqa: F401  (render.py lights soft goods with this studio)
    curve_tube,
    displace,
    fabric,
    leather,
    mesh_object,
    mirror_outline,
    outline_slab,
    round_outline,
    rounded_slab,
    shade_smooth,
    subsurf,
)


# ---------------------------------------------------------------- towels, throws, bed linen


def towels(mask=True):
    z, out = 0.0, []
    mat = fabric("terry", mask=mask)
    for i, (w, d, h, r) in enumerate([(0.36, 0.27, 0.055, 0.0), (0.35, 0.265, 0.052, 0.03), (0.27, 0.2, 0.045, -0.05)]):
        slab = rounded_slab((w, d, h), (0, 0, z + h / 2), bevel=h * 0.47, mat=mat, rot=(0, 0, r))
        displace(slab, strength=0.006, size=0.06, seed=11 + i)
        displace(slab, strength=0.0015, size=0.012, seed=21 + i)
        out.append(slab)
        z += h * 0.93
    return out


def cushion(mask=True):
    pad = pillow(0.45, 0.45, 0.16, fabric("linen", mask=mask, thread=LINEN), seed=3)
    # Stand it up, leaning back on an unseen support, its bottom seam resting on the floor.
    pad.rotation_euler = (math.radians(76), 0, math.radians(8))
    pad.location = (0, 0, 0.205)
    return [pad]


def _fringe(mat, x0, x1, y, z, count, length, seed, radius=0.0016):
    rng = random.Random(seed)
    out = []
    for i in range(count):
        x = x0 + (x1 - x0) * (i + rng.uniform(-0.3, 0.3)) / (count - 1)
        l = length * rng.uniform(0.85, 1.1)
        pts = [(x, y, z), (x + rng.uniform(-0.003, 0.003), y - l * 0.45, max(z - l * 0.3, 0.002)),
               (x + rng.uniform(-0.006, 0.006), y - l * 0.8, 0.002), (x + rng.uniform(-0.008, 0.008), y - l, 0.0018)]
        out.append(curve_tube(pts, radius * rng.uniform(0.8, 1.2), mat, name="fringe"))
    return out


def throw(mask=True):
    """A folded waffle throw with a knotted fringe."""
    mat = fabric("waffle", mask=mask, scale=1.6, name="throw")
    out, z = [], 0.0
    for i, (w, d, h) in enumerate([(0.44, 0.32, 0.034), (0.435, 0.315, 0.032), (0.43, 0.31, 0.03), (0.425, 0.305, 0.03)]):
        s = rounded_slab((w, d, h), (0.003 * (i % 2), 0.002 * i, z + h / 2), bevel=h * 0.48, mat=mat, rot=(0, 0, 0.01 * (i - 2)))
        displace(s, 0.004, 0.07, seed=30 + i)
        out.append(s)
        z += h * 0.92
    out += _fringe(mat, -0.2, 0.2, -0.15, 0.016, 46, 0.07, seed=5)
    return out


BEDSPREAD = [(0.46, 0.34, 0.042), (0.455, 0.335, 0.04), (0.45, 0.33, 0.038)]


def bedspread(mask=True):
    """A quilted cotton bedspread folded in three (`_folded()`, as the table linen): the quilting's stitched
    lines on a 9 cm grid, the cloth puffed between them (the oven glove's quilt at a bedspread's size)."""
    return _folded(_quilt(mask, cell=0.09, name="bedspread"), BEDSPREAD, 70)


def velvet_bedspread(mask=True):
    """The bedspread in velvet, its folds' edges catching the pile's sheen."""
    return _folded(_velvet_cloth(mask, name="bedspread_velvet"), BEDSPREAD, 70)


def bed_linen(mask=True):
    mat = fabric("linen", mask=mask, name="bedlinen")
    out, z = [], 0.0
    for i, (w, d, h) in enumerate([(0.4, 0.32, 0.05), (0.39, 0.31, 0.045)]):
        s = rounded_slab((w, d, h), (0, 0.004 * i, z + h / 2), bevel=h * 0.45, mat=mat, rot=(0, 0, 0.02 * i))
        displace(s, 0.008, 0.05, seed=40 + i)
        displace(s, 0.002, 0.012, seed=50 + i)
        out.append(s)
        z += h * 0.9
    case = rounded_slab((0.3, 0.22, 0.03), (0.01, 0.01, z + 0.015), bevel=0.014, mat=mat, rot=(0, 0, -0.06))
    displace(case, 0.006, 0.04, seed=60)
    displace(case, 0.0015, 0.01, seed=61)
    out.append(case)
    return out


# ---------------------------------------------------------------- garments, laid flat


def _fold_lift(folds, x, y):
    """How high the folds of _ridges() lift the cloth at (x, y)."""
    lift = 0.0
    for x0, y0, x1, y1, h, w in folds:
        dx, dy = x1 - x0, y1 - y0
        t = max(0.0, min(1.0, ((x - x0) * dx + (y - y0) * dy) / (dx * dx + dy * dy)))
        d = math.hypot(x - (x0 + t * dx), y - (y0 + t * dy))
        lift = max(lift, h * math.sin(math.pi * t) ** 0.6 * math.exp(-((d / w) ** 2)))
    return lift


def _ridges(objects, folds):
    """Folds where the cloth was handled: each (x0, y0, x1, y1, height, width) lifts the garment along
    the segment, highest at its middle and fading to its ends, with a soft gaussian profile across it.
    Every layer is lifted by the same field: a remeshed slab (its remesh applied first, so the lift has
    a dense mesh to bend) vertex by vertex, a curve by its points, anything else (a button) whole."""
    if not folds:
        return objects
    bpy.context.view_layer.update()
    for obj in objects:
        at = obj.matrix_world
        if obj.type == "CURVE":
            for spline in obj.data.splines:
                for p in spline.points:
                    w = at @ Vector(p.co[:3])
                    p.co.z += _fold_lift(folds, w.x, w.y)
        elif "remesh" in obj.modifiers:
            bpy.context.view_layer.objects.active = obj
            for name in ("remesh", "smooth"):
                bpy.ops.object.modifier_apply(modifier=name)
            for v in obj.data.vertices:
                w = at @ v.co
                v.co.z += _fold_lift(folds, w.x, w.y)
        else:
            obj.location.z += _fold_lift(folds, obj.location.x, obj.location.y)
    return objects


def _flat(half, thickness, mat, corner=0.012, wrinkle=0.006, seed=0, voxel=0.004, folds=()):
    """A garment lying flat: its outline (right half, top centre first, clockwise), soft rims,
    a few shallow folds from displacement along Z, and the ridges of `folds` (_ridges)."""
    pts = round_outline(mirror_outline(half), corner)
    obj = outline_slab(pts, thickness, mat, voxel=voxel)
    _ridges([obj], folds)
    displace(obj, wrinkle * 2, 0.12, seed=seed, axis="Z")
    displace(obj, wrinkle * 0.5, 0.03, seed=seed + 1, axis="Z")
    obj.location.z = thickness / 2
    return obj


def _band(points, radius, mat, z):
    """A rib or a hem along a line of the garment (neckline, cuff, waistband edge)."""
    return curve_tube([(x, y, z) for x, y in points], radius, mat, name="band")


def _neck(mat, rx, top, depth, z, radius=0.006):
    pts = [(rx * math.cos(a), top - depth * math.sin(a)) for a in (math.radians(d) for d in range(0, 181, 20))]
    return _band(pts, radius, mat, z)


def _buttons(xs_ys, z, r=0.0055, colour="#efeae2", holes=False):
    """Buttons lying at height z; with holes, each shows its four thread holes (dark dots on its face)."""
    mat = C.plastic(colour, roughness=0.25, name="button")
    dark = C.simple("#2b2724", roughness=0.8, name="button_hole") if holes else None
    out = []
    for x, y in xs_ys:
        b = C.cylinder("button", r, 0.0025, (x, y, z), bevel=0.0008, vertices=24)
        C.assign(b, mat)
        out.append(b)
        for dx, dy in ((1, 1), (1, -1), (-1, 1), (-1, -1)) if holes else ():
            h = C.cylinder("button_hole", r * 0.13, 0.0026, (x + dx * r * 0.27, y + dy * r * 0.27, z + 0.0001), bevel=0, vertices=10)
            C.assign(h, dark)
            out.append(h)
    return out


# Thread sizes (metres) of the garments' cloth: real ones, so a close-up 22-35 cm away shows the threads
# (a raking light picks them out) and a packshot sees only the tone. Shirting is an oxford's, whose
# paired threads are coarser than a poplin's; chino is a twill.
JERSEY, SWEAT, SHIRTING, LINEN, CHINO = 0.0007, 0.00075, 0.0007, 0.0008, 0.0006
# A bag's canvas: a heavier cloth, its twill's threads a little coarser than the chino's.
CANVAS = 0.0009


TEE = [(0, 0.285), (0.045, 0.295), (0.08, 0.32), (0.095, 0.345), (0.2, 0.32), (0.335, 0.2), (0.275, 0.135),
       (0.205, 0.19), (0.215, -0.36), (0, -0.365)]


# A fold across the body and a smaller one under the right sleeve (clear of the neck's rib and the hems).
TEE_FOLDS = ((-0.17, -0.28, 0.05, -0.08, 0.012, 0.016), (0.06, 0.1, 0.18, -0.05, 0.008, 0.014))


def tshirt(mask=True):
    cot = fabric("jersey", mask=mask, name="jersey", thread=JERSEY)
    body = _flat(TEE, 0.008, cot, seed=71, folds=TEE_FOLDS)
    neck = _neck(fabric("rib", mask=mask, scale=0.4, name="jersey_rib"), 0.093, 0.34, 0.052, 0.008, 0.005)
    hems = [_band([(-0.2, -0.335), (0.2, -0.335)], 0.0018, cot, 0.009)]
    hems += [_band([(s * 0.3, 0.2), (s * 0.25, 0.14)], 0.0018, cot, 0.009) for s in (1, -1)]
    return [body, neck] + hems


SHIRT = [(0, 0.3), (0.06, 0.33), (0.085, 0.35), (0.2, 0.33), (0.3, 0.1), (0.33, -0.12), (0.27, -0.14),
         (0.225, 0.05), (0.215, 0.08), (0.22, -0.38), (0.1, -0.4), (0, -0.41)]


# A fold on each front, fading before the placket, and a crease at each elbow.
SHIRT_FOLDS = ((-0.19, -0.3, -0.04, -0.1, 0.012, 0.014), (0.04, 0.0, 0.19, -0.2, 0.01, 0.014),
               (0.27, 0.0, 0.32, -0.04, 0.008, 0.008), (-0.26, 0.02, -0.32, -0.02, 0.008, 0.008))


def shirt(mask=True):
    cot = fabric("cotton", mask=mask, scale=0.8, name="shirting", thread=SHIRTING)
    body = _flat(SHIRT, 0.008, cot, seed=81, folds=SHIRT_FOLDS)
    collar = []
    for side in (1, -1):
        pts = [(0.005 * side, 0.295), (0.09 * side, 0.355), (0.1 * side, 0.33), (0.05 * side, 0.255)]
        pts = pts if side > 0 else list(reversed(pts))
        flap = outline_slab(round_outline(pts, 0.008), 0.004, cot, voxel=0.0015)
        flap.location.z = 0.0105
        collar.append(flap)
    # a flat button placket, taking the body's folds as the collar and buttons do (a round cord read as
    # a stick lying on the shirt in the close-up)
    placket = _strip([(0, 0.272), (0, -0.395)], 0.026, 0.003, cot, 0.0095, voxel=0.0015)
    buttons = _buttons([(0, 0.24 - 0.085 * i) for i in range(7)], 0.0125)
    return [body] + _lay([placket] + collar + buttons, 81, 0.006)


JUMPER = [(0, 0.29), (0.05, 0.3), (0.09, 0.33), (0.105, 0.35), (0.22, 0.32), (0.32, 0.05), (0.35, -0.28),
          (0.28, -0.295), (0.225, 0.05), (0.22, -0.31), (0, -0.315)]


# A fold across the body, a wave above the hem and a crease at each elbow (none near the neck's rib).
JUMPER_FOLDS = ((-0.15, -0.25, 0.05, -0.05, 0.022, 0.02), (0.05, 0.05, 0.18, -0.12, 0.012, 0.015),
                (-0.12, -0.2, 0.15, -0.22, 0.012, 0.015), (0.27, -0.06, 0.33, -0.1, 0.012, 0.01),
                (-0.26, -0.12, -0.33, -0.09, 0.012, 0.01))


def jumper(mask=True, close=False):
    knit = fabric("knit", mask=mask, scale=1.2, name="jumper", close=close)
    rib = fabric("rib", mask=mask, scale=1.2, name="jumper_rib", close=close)
    body = _flat(JUMPER, 0.014, knit, seed=91, wrinkle=0.008, folds=JUMPER_FOLDS)
    hem = rounded_slab((0.44, 0.06, 0.016), (0, -0.34, 0.008), 0.006, rib, density=4)
    cuffs = [rounded_slab((0.075, 0.06, 0.015), (s * 0.32, -0.31, 0.0075), 0.006, rib, rot=(0, 0, s * -0.11), density=3)
             for s in (1, -1)]
    neck = _neck(rib, 0.1, 0.345, 0.055, 0.014, 0.011)
    return [body, hem, neck] + cuffs


def _offset(path, dists):
    """A polyline moved sideways, point by point, by dists (one distance, or one per point; positive to
    the left as the line runs), mitred at the bends."""
    def normal(a, b):
        dx, dy = b[0] - a[0], b[1] - a[1]
        l = math.hypot(dx, dy) or 1
        return -dy / l, dx / l

    out = []
    for i, (x, y) in enumerate(path):
        d = dists[i] if isinstance(dists, (list, tuple)) else dists
        n1 = normal(path[max(i - 1, 0)], path[max(i, 1)])
        n2 = normal(path[min(i, len(path) - 2)], path[min(i + 1, len(path) - 1)])
        nx, ny = n1[0] + n2[0], n1[1] + n2[1]
        l = math.hypot(nx, ny) or 1
        nx, ny = nx / l, ny / l
        m = max(0.5, nx * n1[0] + ny * n1[1])  # mitre: longer at a bend
        out.append((x + nx * d / m, y + ny * d / m))
    return out


def _strip(path, width, thickness, mat, z, voxel=0.002, name="band"):
    """A flat band of cloth along a polyline (a button band, a V-neck's rib): its outline is the line
    offset by half the width to each side, mitred at the bends."""
    pts = _offset(path, width / 2) + list(reversed(_offset(path, -width / 2)))
    obj = outline_slab(pts, thickness, mat, name=name, puff=0.8, voxel=voxel)
    obj.location.z = z
    return obj


def _lay(objects, seed, wrinkle):
    """The same shallow folds as _flat() through every layer of a garment lying flat, so the layers
    stay stacked (the displacement field is the seed's, whatever the object)."""
    for obj in objects:
        displace(obj, wrinkle * 2, 0.12, seed=seed, axis="Z")
        displace(obj, wrinkle * 0.5, 0.03, seed=seed + 1, axis="Z")
    return objects


# A cardigan's front: the jumper's outline with a V cut down to the top button.
CARDIGAN = [(0, 0.13), (0.085, 0.336), (0.105, 0.35), (0.22, 0.32), (0.32, 0.05), (0.35, -0.28),
            (0.28, -0.295), (0.225, 0.05), (0.22, -0.31), (0, -0.315)]
HORN = "#5a4636"
CARDIGAN_FOLDS = ((-0.2, -0.25, -0.06, -0.08, 0.02, 0.018), *JUMPER_FOLDS[1:])


def cardigan(mask=True, close=False):
    """A knit cardigan laid flat: the back seen inside the V, the fronts over it with a ribbed button
    band from the hem up both sides of the V and round the back neck, six buttons, rib cuffs and hem."""
    knit = fabric("knit", mask=mask, scale=1.2, name="cardigan", close=close)
    rib = fabric("rib", mask=mask, scale=1.0, name="cardigan_rib", close=close)
    seed, wrinkle = 95, 0.007
    back = outline_slab(round_outline(mirror_outline(JUMPER), 0.012), 0.008, knit)
    back.location.z = 0.004
    front = outline_slab(round_outline(mirror_outline(CARDIGAN), 0.012), 0.012, knit)
    front.location.z = 0.014
    hem = rounded_slab((0.44, 0.055, 0.014), (0, -0.318, 0.015), 0.005, rib, density=4)
    cuffs = [rounded_slab((0.074, 0.055, 0.014), (s * 0.318, -0.3, 0.015), 0.005, rib, rot=(0, 0, s * -0.11), density=3)
             for s in (1, -1)]
    # the band: up the overlap from the hem, then up each side of the V, and round the back neck
    z = 0.021
    band = [_strip([(0.0, -0.343), (0.0, 0.14)], 0.032, 0.008, rib, z + 0.001)]
    for s in (1, -1):
        band.append(_strip([(s * 0.004, 0.118), (s * 0.082, 0.322), (s * 0.092, 0.34)], 0.026, 0.008, rib, z))
    neck = [(0.092 * math.cos(a), 0.34 - 0.045 * math.sin(a)) for a in (math.radians(d) for d in range(0, 181, 15))]
    band.append(_strip(neck, 0.024, 0.007, rib, 0.012))
    buttons = _buttons([(0.0, 0.105 - 0.083 * i) for i in range(6)], z + 0.006, r=0.0068, colour=HORN, holes=True)
    # the jumper's folds through every layer, but the one across the body on the left front only, clear
    # of the button band the close-up is of
    return _lay(_ridges([back, front, hem] + cuffs + band + buttons, CARDIGAN_FOLDS), seed, wrinkle)


def cardigan_folded(mask=True):
    """Folded on a shelf, the fronts up: the V, its band and the top buttons."""
    knit = fabric("knit", mask=mask, scale=1.2, name="cardigan")
    rib = fabric("rib", mask=mask, scale=1.0, name="cardigan_rib")
    out, top = _folded_garment(knit, 0.27, 0.32, seed=96)
    z = top + 0.002
    band = [_strip([(0.0, -0.162), (0.0, 0.02)], 0.03, 0.007, rib, z + 0.001)]
    for s in (1, -1):
        band.append(_strip([(s * 0.004, 0.004), (s * 0.062, 0.15), (s * 0.07, 0.163)], 0.024, 0.007, rib, z))
    for o in band:
        o.rotation_euler.z = 0.06
    buttons = _buttons([(0.0, -0.008 - 0.072 * i) for i in range(3)], z + 0.005, r=0.0068, colour=HORN, holes=True)
    for b in buttons:  # turned with the stack
        x, y = b.location.x, b.location.y
        b.location.x, b.location.y = x * math.cos(0.06) - y * math.sin(0.06), x * math.sin(0.06) + y * math.cos(0.06)
    return out + band + buttons


# A pyjama shirt (sleeves spread wide, as laid out for a set) and its trousers, straight and wide.
PJ_SHIRT = [(0, 0.3), (0.05, 0.325), (0.08, 0.345), (0.2, 0.325), (0.55, -0.1), (0.465, -0.19), (0.225, 0.07),
            (0.22, -0.39), (0.1, -0.405), (0, -0.41)]
PJ_TROUSERS = [(0, 0.42), (0.2, 0.42), (0.215, 0.2), (0.235, -0.55), (0.045, -0.56), (0.022, 0.13), (0, 0.15)]


def _evaluated(obj):
    """Apply an object's modifiers so its vertices can be moved directly."""
    dg = bpy.context.evaluated_depsgraph_get()
    me = bpy.data.meshes.new_from_object(obj.evaluated_get(dg))
    obj.modifiers.clear()
    old = obj.data
    obj.data = me
    bpy.data.meshes.remove(old) if old.users == 0 else None
    return obj


def _lifted(obj, lift):
    """Apply an object's modifiers and raise each vertex by lift(x, y) (cloth lying over cloth)."""
    obj = _evaluated(obj)
    for v in obj.data.vertices:
        v.co.z += lift(v.co.x + obj.location.x, v.co.y + obj.location.y)
    return obj


def _smooth_step(a, b, t):
    t = min(max((t - a) / (b - a), 0.0), 1.0)
    return t * t * (3 - 2 * t)


def _pj_top(cot, dy, z0, lift=lambda x, y: 0.0):
    """The pyjama shirt at y + dy: back, front opened in a V, notched lapels, a collar round the back
    neck, a placket with five buttons and a breast pocket."""
    def slab(pts, t, z, rnd=0.01, voxel=0.004):
        o = outline_slab(round_outline(pts, rnd) if rnd else pts, t, cot, voxel=voxel)
        o.location = (0, dy, z0 + z)
        return _lifted(o, lift)

    back = slab(mirror_outline(PJ_SHIRT), 0.006, 0.003)
    front = slab(mirror_outline([(0, 0.15)] + PJ_SHIRT[2:]), 0.008, 0.009)
    parts = [back, front]
    for s in (1, -1):
        lapel = [(0.004, 0.15), (0.078, 0.343), (0.112, 0.322), (0.1, 0.298), (0.132, 0.284), (0.03, 0.14)]
        parts.append(slab([(s * x, y) for x, y in lapel], 0.004, 0.0145, rnd=0.004, voxel=0.002))
    collar = [(0.108, 0.322), (0.084, 0.347), (0.045, 0.318), (0.0, 0.307), (-0.045, 0.318), (-0.084, 0.347), (-0.108, 0.322)]
    c = _strip(collar, 0.034, 0.005, cot, 0.0)
    c.location = (0, dy, z0 + 0.008)
    parts.append(_lifted(c, lift))
    placket = _strip([(0.0, 0.15), (0.0, -0.4)], 0.028, 0.004, cot, 0.0)
    placket.location = (0, dy, z0 + 0.0135)
    parts.append(_lifted(placket, lift))
    pocket = rounded_slab((0.095, 0.105, 0.004), (0.115, 0.13 + dy, z0 + 0.0135), 0.0018, cot, density=3)
    parts.append(_lifted(pocket, lift))
    buttons = _buttons([(0.0, y + dy) for y in (0.12, 0.0, -0.12, -0.24, -0.36)], 0.0, r=0.006, holes=True)
    for b in buttons:
        b.location.z = z0 + 0.017 + lift(b.location.x, b.location.y)
    return parts + buttons


def pyjamas(mask=True):
    """A pyjama set laid flat: the shirt over its trousers, the waistband under the shirt's hem."""
    cot = fabric("cotton", mask=mask, scale=0.8, name="pyjamas", thread=SHIRTING)
    k, waist = 0.92, 0.04
    legs = outline_slab(round_outline(mirror_outline([(x * k, y * k) for x, y in PJ_TROUSERS]), 0.006), 0.01, cot)
    legs.location = (0, waist - 0.42 * k, 0.005)
    hems = [_strip([(s * 0.052, -0.495 * k), (s * 0.206, -0.49 * k)], 0.006, 0.003, cot, 0.0, voxel=0.0015) for s in (1, -1)]
    for h in hems:
        h.location = (0, waist - 0.42 * k, 0.0105)
    trousers = _lay([legs] + hems, 211, 0.006)
    # the shirt lies over the trousers' top: raised by their thickness where they are under it
    half = 0.2 * k + 0.012
    lift = lambda x, y: 0.0095 * (1 - _smooth_step(waist - 0.005, waist + 0.03, y)) * (1 - _smooth_step(half - 0.02, half + 0.02, abs(x)))
    top = _lay(_pj_top(cot, 0.36, 0.0, lift), 212, 0.006)
    # on the sweep's flat floor, clear of its curve (the set is 1.6 m long)
    C.group(trousers + top, (0, -0.06, 0))
    return trousers + top


def pyjamas_folded(mask=True):
    """Folded as sold: the shirt on its trousers, set back so the trousers' gathered waistband shows in
    front, the shirt's collar, lapels and buttons up."""
    cot = fabric("cotton", mask=mask, scale=0.8, name="pyjamas", thread=SHIRTING)
    gathers = fabric("rib", mask=mask, scale=2.5, name="pyjamas_waist")
    out = _folded(cot, [(0.28, 0.34, 0.014), (0.278, 0.338, 0.012)], seed=213, rot=0.03)
    z = 0.014 * 0.92 + 0.012 * 0.92
    out.append(rounded_slab((0.274, 0.042, 0.008), (0.001, -0.148, z + 0.001), 0.0035, gathers, rot=(0, 0, 0.03), density=3))
    shirt = _folded(cot, [(0.25, 0.29, 0.012), (0.248, 0.288, 0.012)], seed=214, z0=z)
    top = z + 0.012 * 0.92 * 2
    for s in (1, -1):
        lapel = [(0.004, 0.005), (0.058, 0.133), (0.086, 0.119), (0.078, 0.101), (0.1, 0.091), (0.022, -0.003)]
        o = outline_slab(round_outline([(s * x, y) for x, y in lapel], 0.004), 0.004, cot, voxel=0.002)
        o.location.z = top + 0.001
        shirt.append(o)
    collar = [(0.084, 0.121), (0.064, 0.141), (0.033, 0.119), (0.0, 0.111), (-0.033, 0.119), (-0.064, 0.141), (-0.084, 0.121)]
    shirt.append(_strip(collar, 0.028, 0.005, cot, top - 0.001))
    shirt.append(_strip([(0.0, 0.005), (0.0, -0.142)], 0.024, 0.004, cot, top + 0.001))
    shirt += _buttons([(0.0, y) for y in (-0.02, -0.11)], top + 0.004, r=0.006, holes=True)
    C.group(shirt, (-0.004, 0.028, 0), math.degrees(0.07))
    return out + shirt


# A dressing gown laid flat, wrapped and belted: the right half of its outline (the back), from the back
# neck round the dropped shoulder, a long sleeve angled out to a wide cuff, the side and the knee-length hem.
GOWN = [(0, 0.525), (0.065, 0.532), (0.088, 0.55), (0.25, 0.512), (0.567, -0.11), (0.415, -0.182), (0.266, 0.25),
        (0.256, 0.02), (0.315, -0.575), (0, -0.585)]
# The wrap: the overlapping front's edge (the V, from the neck to the waist, then to the hem).
GOWN_EDGE = [(0.05, -0.585), (0.052, 0.02), (0.02, 0.16), (-0.03, 0.34), (-0.072, 0.532)]


def _sided(path, widths, thickness, mat, z, voxel=0.002, name="collar"):
    """A band along a polyline lying on one side of it (the left, as the line runs), as wide at each
    point as widths says: a shawl collar rolled back from the edge of a wrap."""
    inner, outer = _offset(path, -0.002), _offset(path, list(widths))
    obj = outline_slab(round_outline(outer + list(reversed(inner)), 0.006, 3), thickness, mat, name=name, puff=1.0, voxel=voxel)
    obj.location.z = z
    return obj


def _fine(path, step=0.02):
    """A polyline with points every `step` (so a band's width can change smoothly along it)."""
    out = [path[0]]
    for a, b in zip(path, path[1:]):
        n = max(1, round(math.hypot(b[0] - a[0], b[1] - a[1]) / step))
        out += [(a[0] + (b[0] - a[0]) * k / n, a[1] + (b[1] - a[1]) * k / n) for k in range(1, n + 1)]
    return out


def _collar_width(y):
    """The shawl collar: a 5 cm front band below the waist, widening to 10 cm over the chest, 8 at the neck."""
    if y < 0.02:
        return 0.05
    t = (y - 0.02) / 0.51
    return 0.05 + 0.05 * math.sin(min(t / 0.75, 1.0) * math.pi / 2) ** 1.5 - 0.022 * _smooth_step(0.75, 1.0, t)


def _patch_pocket(cloth, cx, cy, z, w=0.165, h=0.19):
    pocket = outline_slab(round_outline([(cx - w / 2, cy + h / 2), (cx + w / 2, cy + h / 2), (cx + w / 2, cy - h / 2),
                                         (cx - w / 2, cy - h / 2)], 0.03, 5), 0.005, cloth, voxel=0.002)
    pocket.location.z = z + 0.0025
    hem = _strip([(cx - w / 2 + 0.004, cy + h / 2 - 0.016), (cx + w / 2 - 0.004, cy + h / 2 - 0.016)], 0.028, 0.003, cloth, z + 0.006, voxel=0.0015)
    return [pocket, hem]


def _knot(cloth, x, y, z, ends):
    """A tie belt's knot and its two ends hanging from it (each a polyline below the knot)."""
    knot = rounded_slab((0.06, 0.052, 0.022), (x, y, z + 0.011), 0.01, cloth, rot=(0, 0, 0.3), density=3)
    displace(knot, 0.004, 0.03, seed=int(x * 1000) + 7)
    tails = [_strip(p, 0.044, 0.007, cloth, z + 0.0035, voxel=0.0018, name="tie") for p in ends]
    return [knot] + tails


def dressing_gown(mask=True, cloth=None, wrinkle=0.006, drape=0.0):
    """A wrap dressing gown laid flat: the back (seen inside the V), the overlapping front, a shawl collar
    round the back neck and down both edges, turned-back cuffs, two patch pockets and a tie belt
    knotted at the side, its ends hanging."""
    cloth = cloth or fabric("waffle", mask=mask, scale=1.1, name="gown")
    back = outline_slab(round_outline(mirror_outline(GOWN), 0.014), 0.006, cloth)
    back.location.z = 0.003
    # the overlapping front: the left half and the sleeve, out past the centre to the wrap's edge
    front = [GOWN_EDGE[-1]] + [(-x, y) for x, y in GOWN[2:-1]] + GOWN_EDGE[:-1]
    over = outline_slab(round_outline(front, 0.012), 0.006, cloth)
    over.location.z = 0.017
    # the collar: under the front from the right of the V round the back neck, over it down its edge
    under_path = _fine([(-0.072, 0.532), (-0.035, 0.516), (0.035, 0.516), (0.072, 0.532), (0.03, 0.34), (-0.02, 0.16), (-0.05, 0.05)])
    under_w = [0.05 if y > 0.53 else _collar_width(y) for x, y in under_path]
    collar_under = _sided(under_path, under_w, 0.008, cloth, 0.01)
    over_path = _fine(GOWN_EDGE)
    collar_over = _sided(over_path, [_collar_width(y) for _, y in over_path], 0.009, cloth, 0.0245)
    cuffs = []
    ux, uy = 0.39, -0.92  # down the sleeve: the cuff is turned back 5.6 cm above its end
    (bx, by), (ax, ay) = GOWN[4:6]
    a, b = (ax - ux * 0.028, ay - uy * 0.028), (bx - ux * 0.028, by - uy * 0.028)
    for s in (1, -1):
        cuffs.append(_strip([(s * a[0], a[1]), (s * b[0], b[1])], 0.056, 0.006, cloth, 0.009 if s > 0 else 0.023, voxel=0.002))
    pockets = _patch_pocket(cloth, -0.17, -0.215, 0.02) + _patch_pocket(cloth, 0.185, -0.215, 0.006)
    # the belt across the waist, over the front's edge, knotted at the side
    lift = lambda x, y: 0.022 * (1 - _smooth_step(0.05, 0.085, x))
    belt = [_lifted(_strip([(-0.262, 0.03), (0.0, 0.028), (0.262, 0.026)], 0.046, 0.007, cloth, 0.0095, voxel=0.0018, name="belt"), lift)]
    loops = [_strip([(s * 0.256, 0.062), (s * 0.256, -0.006)], 0.012, 0.003, cloth, 0.0 if s > 0 else 0.0, voxel=0.0012, name="loop") for s in (1, -1)]
    loops = [_lifted(l, lambda x, y: 0.0145 + lift(x, y)) for l in loops]
    knot = _knot(cloth, 0.115, 0.024, 0.0165, [[(0.1, 0.0), (0.088, -0.14), (0.08, -0.3), (0.086, -0.36)],
                                               [(0.13, 0.0), (0.158, -0.12), (0.19, -0.27), (0.2, -0.33)]])
    parts = _lay([back, over, collar_under, collar_over] + cuffs + pockets + belt + loops + knot, 301, wrinkle)
    for obj in parts if drape else ():  # broad soft folds through every layer alike
        displace(obj, drape, 0.3, seed=303, axis="Z")
    # centred on the sweep's flat floor, clear of its curve; deeper folds raised clear of the floor
    C.group(parts, (0, -0.08, max(0.0, (wrinkle - 0.006) * 2.5) + drape / 2))
    return parts


def dressing_gown_folded(mask=True, cloth=None):
    """Folded on a shelf: the shawl collar up in a V round the back neck, the belt laid across."""
    cloth = cloth or fabric("waffle", mask=mask, scale=1.1, name="gown")
    out = _folded(cloth, [(0.3, 0.36, 0.022), (0.298, 0.357, 0.02), (0.296, 0.354, 0.02)], seed=302, rot=0.05)
    top = (0.022 + 0.02 + 0.02) * 0.92
    parts = []
    # the collar: round the back neck at the far edge and down the right of the V, under the wrap's
    # edge; then up the left from the wrap, over it
    under = _fine([(-0.085, 0.135), (-0.045, 0.158), (0.045, 0.158), (0.085, 0.135), (0.06, 0.06), (0.025, -0.02), (-0.005, -0.07)], 0.012)
    over = _fine([(0.022, -0.074), (0.0, -0.035), (-0.045, 0.04), (-0.085, 0.135)], 0.012)
    width = lambda y: 0.05 if y > 0.14 else 0.03 + 0.03 * _smooth_step(-0.07, 0.08, y)
    parts = [_sided(under, [width(y) for _, y in under], 0.01, cloth, top + 0.004),
             _sided(over, [width(y) for _, y in over], 0.01, cloth, top + 0.009)]
    # the belt across the front below the collar's ends, knotted off the centre
    parts.append(_strip([(-0.152, -0.117), (0.152, -0.122)], 0.044, 0.008, cloth, top + 0.004, voxel=0.0018, name="belt"))
    parts += _knot(cloth, 0.05, -0.12, top + 0.007, [[(0.038, -0.138), (0.028, -0.174)], [(0.064, -0.138), (0.085, -0.172)]])
    C.group(parts, (0, 0, 0), math.degrees(0.05))
    return out + parts



def _velvet_cloth(mask, name="velvet_gown"):
    """Soft velvet: seen straight on, the pile swallows light (a deep tone); where the cloth turns away
    its sides show (lighter) and a velvet lobe adds a bright rim, so every fold carries a sheen. The nap
    is brushed in patches (a slow noise stretched along the length shifts the tone)."""
    colour = soft_kit.NEUTRAL if mask else soft_kit.srgb("#7a2f3a")
    mat, bsdf = soft_kit._new_material(name, colour, 1.0, 1.0, mask)
    bsdf.inputs["Specular"].default_value = 0.1
    bsdf.inputs["Sheen Tint"].default_value = 1.0
    nd = soft_kit.Nodes(mat)
    vec = nd.coords()
    crush = nd.noise(nd.coords((3.0, 1.0, 1.0)), 7, 3.0)
    fuzz = nd.noise(vec, 2200, 2.0)
    bump = nd.add("ShaderNodeBump")
    bump.inputs["Strength"].default_value = 0.06
    bump.inputs["Distance"].default_value = 0.0004
    nd.link(nd.math("ADD", fuzz, nd.math("MULTIPLY", crush, 1.5)), bump.inputs["Height"])
    nd.link(bump.outputs[0], bsdf.inputs["Normal"])
    lw = nd.add("ShaderNodeLayerWeight")
    lw.inputs["Blend"].default_value = 0.5
    nd.link(bump.outputs[0], lw.inputs["Normal"])

    def ranged(value, a, b, lo, hi):
        r = nd.add("ShaderNodeMapRange")
        r.inputs["From Min"].default_value, r.inputs["From Max"].default_value = a, b
        r.inputs["To Min"].default_value, r.inputs["To Max"].default_value = lo, hi
        nd.link(value, r.inputs["Value"])
        return r.outputs[0]

    depth = nd.math("MULTIPLY", ranged(lw.outputs["Facing"], 0.0, 0.25, 0.36, 1.0), ranged(crush, 0.3, 0.7, 0.82, 1.0))
    tone = nd.add("ShaderNodeMixRGB", blend_type="MULTIPLY")
    tone.inputs["Fac"].default_value = 1.0
    tone.inputs["Color1"].default_value = (*colour, 1)
    nd.link(depth, tone.inputs["Color2"])
    nd.link(tone.outputs[0], bsdf.inputs["Base Color"])
    pile = nd.add("ShaderNodeBsdfVelvet")
    pile.inputs["Sigma"].default_value = 0.3
    pile.inputs["Color"].default_value = (*[min(1.0, c * 1.9) for c in colour], 1)
    nd.link(bump.outputs[0], pile.inputs["Normal"])
    mix = nd.add("ShaderNodeMixShader")
    nd.link(ranged(lw.outputs["Facing"], 0.0, 0.6, 0.05, 0.8), mix.inputs["Fac"])
    nd.link(bsdf.outputs["BSDF"], mix.inputs[1])
    nd.link(pile.outputs["BSDF"], mix.inputs[2])
    out = next(n for n in nd.n if n.type == "OUTPUT_MATERIAL")
    nd.link(mix.outputs["Shader"], out.inputs["Surface"])
    return mat


def velvet_gown(mask=True):
    """The dressing gown in soft velvet: the same wrap, laid with deeper folds for the pile to catch the light."""
    return dressing_gown(mask, _velvet_cloth(mask), wrinkle=0.011, drape=0.03)


def velvet_gown_folded(mask=True):
    return dressing_gown_folded(mask, _velvet_cloth(mask))

# A hood laid flat above the neck: its outline, and the face opening's edge, each the right half from the
# top of the hood down to the front of the neck.
HOOD = [(0.0, 0.657), (0.045, 0.654), (0.105, 0.632), (0.15, 0.58), (0.166, 0.5), (0.152, 0.42), (0.11, 0.352),
        (0.06, 0.306), (0.004, 0.284)]
HOOD_OPENING = [(0.004, 0.607), (0.062, 0.6), (0.108, 0.566), (0.124, 0.5), (0.114, 0.42), (0.082, 0.356),
                (0.032, 0.31), (0.004, 0.298)]


def _hood(cot, z, k=1.0, dy=0.0):
    """The hood: its back layer under the body's neck, the two halves on it round the opening, a
    hemmed edge round the opening, and two drawstrings with metal tips hanging from eyelets."""
    def at(pts):
        return [(x * k, (y + dy) * k) for x, y in pts]

    back = outline_slab(round_outline(at(mirror_outline(HOOD[:-1] + [(0.0, 0.26)])), 0.01), 0.008, cot)
    back.location.z = z + 0.004
    parts = [back]
    for s in (1, -1):
        half = [(s * x, y) for x, y in at(HOOD + list(reversed(HOOD_OPENING)))]
        side = outline_slab(half, 0.008, cot, voxel=0.003)
        side.location.z = z + 0.012
        parts.append(side)
        parts.append(_strip([(s * x, y) for x, y in at(HOOD_OPENING)], 0.011 * k, 0.004, cot, z + 0.0165, voxel=0.0015))
    cords, tips = [], []
    metal = C.metal("#c9c7c2", brushed=True, name="aglet")
    for s in (1, -1):
        path = at([(s * 0.03, 0.305), (s * 0.034, 0.25), (s * 0.04, 0.17), (s * 0.05, 0.1)])
        cords.append(_strip(path, 0.008 * k, 0.005, cot, z + 0.018, voxel=0.0015, name="cord"))
        x, y = path[-1]
        tip = C.cylinder("aglet", 0.0032 * k, 0.026 * k, (x, y - 0.012 * k, z + 0.019), bevel=0.0008, vertices=16)
        tip.rotation_euler = (math.radians(90), 0, math.radians(-8 * s))
        C.assign(tip, metal)
        tips.append(tip)
        # a metal ring round the cord where it comes out (a disc under the cord read as a chip of white)
        bpy.ops.mesh.primitive_torus_add(major_radius=0.0042 * k, minor_radius=0.0012, major_segments=24, minor_segments=8,
                                         location=(*path[0], z + 0.0205))
        eyelet = bpy.context.active_object
        eyelet.name = "eyelet"
        shade_smooth(eyelet)
        C.assign(eyelet, metal)
        tips.append(eyelet)
    return parts + cords + tips


def hoodie(mask=True):
    """A hoodie laid flat: the jumper's body in sweatshirt jersey, the hood spread above the neck, a
    kangaroo pocket, drawstrings, rib cuffs and hem."""
    cot = fabric("jersey", mask=mask, name="sweat", thread=SWEAT)
    rib = fabric("rib", mask=mask, scale=0.8, name="sweat_rib")
    body = outline_slab(round_outline(mirror_outline(JUMPER), 0.012), 0.014, cot)
    body.location.z = 0.007
    hem = rounded_slab((0.44, 0.06, 0.016), (0, -0.34, 0.008), 0.006, rib, density=4)
    cuffs = [rounded_slab((0.075, 0.06, 0.015), (s * 0.32, -0.31, 0.0075), 0.006, rib, rot=(0, 0, s * -0.11), density=3)
             for s in (1, -1)]
    pocket = outline_slab(round_outline([(-0.105, -0.05), (0.105, -0.05), (0.158, -0.165), (0.158, -0.282), (-0.158, -0.282),
                                         (-0.158, -0.165)], 0.008), 0.004, cot, voxel=0.002)
    pocket.location.z = 0.0155
    edges = [_strip([(s * 0.107, -0.052), (s * 0.156, -0.163)], 0.012, 0.004, cot, 0.0175, voxel=0.0015) for s in (1, -1)]
    parts = _lay(_ridges([body, hem, pocket] + cuffs + edges + _hood(cot, 0.0), JUMPER_FOLDS), 97, 0.007)
    # centred on the sweep's flat floor: the hood's top would otherwise run into its curve
    C.group(parts, (0, -0.2, 0))
    return parts


def hoodie_folded(mask=True):
    """Folded on a shelf, the hood laid back flat over the top (its centre seam up), the hemmed neck in
    front of it and the drawstrings hanging from their eyelets down the front."""
    cot = fabric("jersey", mask=mask, name="sweat", thread=SWEAT)
    out, top = _folded_garment(cot, 0.28, 0.32, seed=98)
    k, y0 = 0.5, -0.035
    outline = [(x * k * 0.92, (y - 0.284) * k * 1.04 + y0) for x, y in mirror_outline(HOOD)]
    hood = outline_slab(round_outline(outline, 0.01), 0.013, cot, puff=1.0, voxel=0.003)
    hood.location.z = top + 0.006
    displace(hood, 0.005, 0.05, seed=99, axis="Z")
    seam = _strip([(0.0, y0 + 0.012), (0.0, y0 + 0.37 * k * 1.04 - 0.004)], 0.0035, 0.002, cot, top + 0.0125, voxel=0.001)
    arc = [(0.082 * math.cos(a), y0 + 0.022 - 0.034 * math.sin(a)) for a in (math.radians(d) for d in range(-10, 191, 10))]
    neck = _strip(arc, 0.013, 0.006, cot, top + 0.0045, voxel=0.0015)
    metal = C.metal("#c9c7c2", brushed=True, name="aglet")
    parts = [hood, seam, neck]
    # the cords come out of the neck's hem and drop onto the folded front
    drop = lambda x, y: 0.01 * _smooth_step(y0 - 0.05, y0 - 0.01, y)
    for s in (1, -1):
        path = [(s * 0.022, y0 - 0.012), (s * 0.026, y0 - 0.05), (s * 0.03, y0 - 0.1)]
        parts.append(_lifted(_strip(path, 0.006, 0.004, cot, top + 0.002, voxel=0.0012, name="cord"), drop))
        tip = C.cylinder("aglet", 0.0026, 0.018, (s * 0.031, y0 - 0.108, top + 0.0028), bevel=0.0006, vertices=16)
        tip.rotation_euler.x = math.radians(90)
        C.assign(tip, metal)
        eyelet = C.cylinder("eyelet", 0.0045, 0.002, (s * 0.022, y0 - 0.01, top + 0.0125), bevel=0.0004, vertices=20)
        C.assign(eyelet, metal)
        parts += [tip, eyelet]
    C.group(parts, (0, 0, 0), math.degrees(0.06))
    return out + parts


DRESS = [(0, 0.42), (0.05, 0.43), (0.085, 0.465), (0.13, 0.47), (0.17, 0.43), (0.205, 0.35), (0.18, 0.28),
         (0.17, 0.1), (0.2, -0.05), (0.32, -0.52), (0.15, -0.55), (0, -0.555)]


# The skirt's folds as it was laid down: two running down to the right, one down the left, one at the waist.
DRESS_FOLDS = ((-0.2, -0.45, 0.05, -0.1, 0.02, 0.012), (0.12, -0.5, 0.2, -0.2, 0.014, 0.01),
               (-0.1, -0.08, -0.17, -0.5, 0.01, 0.012), (-0.05, -0.05, 0.1, 0.05, 0.006, 0.01))


def dress(mask=True):
    lin = fabric("linen", mask=mask, name="dress", thread=LINEN)
    body = _flat(DRESS, 0.007, lin, seed=101, wrinkle=0.007, folds=DRESS_FOLDS)
    neck = _neck(lin, 0.085, 0.46, 0.05, 0.007, 0.004)
    tie = _band([(-0.175, 0.07), (0.175, 0.07)], 0.004, lin, 0.008)
    return [body, neck, tie]


TROUSERS = [(0, 0.42), (0.2, 0.42), (0.215, 0.2), (0.25, -0.55), (0.07, -0.56), (0.03, 0.13), (0, 0.15)]


# A pressed crease down each leg, and a soft fold across each knee (below the fly and waistband).
TROUSERS_FOLDS = ((0.125, 0.12, 0.16, -0.54, 0.005, 0.004), (-0.125, 0.12, -0.16, -0.54, 0.005, 0.004),
                  (0.08, -0.2, 0.22, -0.24, 0.012, 0.014), (-0.09, -0.28, -0.23, -0.25, 0.011, 0.014))


def trousers(mask=True):
    cot = fabric("canvas", mask=mask, scale=0.8, name="chino", thread=CHINO)
    legs = _flat(TROUSERS, 0.012, cot, corner=0.006, seed=111, folds=TROUSERS_FOLDS)
    band = rounded_slab((0.41, 0.05, 0.014), (0, 0.40, 0.007), 0.005, cot, density=3)
    fly = _band([(0.005, 0.37), (0.03, 0.22), (0.0, 0.17)], 0.002, cot, 0.012)
    return [legs, band, fly] + _buttons([(0, 0.40)], 0.015, 0.008)


SKIRT = [(0, 0.3), (0.17, 0.3), (0.32, -0.33), (0, -0.35)]


# The skirt's folds running down from below the waistband, as the dress's.
SKIRT_FOLDS = ((-0.22, -0.3, 0.0, 0.1, 0.016, 0.012), (0.12, -0.33, 0.18, -0.05, 0.012, 0.01),
               (-0.08, 0.1, -0.15, -0.3, 0.01, 0.012))


def skirt(mask=True):
    lin = fabric("linen", mask=mask, name="skirt", thread=LINEN)
    body = _flat(SKIRT, 0.008, lin, corner=0.01, seed=121, folds=SKIRT_FOLDS)
    band = rounded_slab((0.35, 0.045, 0.012), (0, 0.285, 0.006), 0.005, lin, density=3)
    return [body, band]


ROMPER = [(0, 0.2), (0.03, 0.205), (0.055, 0.225), (0.07, 0.24), (0.12, 0.22), (0.19, 0.14), (0.15, 0.1),
          (0.12, 0.13), (0.125, -0.12), (0.14, -0.2), (0.09, -0.22), (0.04, -0.15), (0, -0.15)]


# A fold down the left side and one under the right arm, clear of the snaps down the middle.
ROMPER_FOLDS = ((-0.11, 0.05, -0.03, -0.1, 0.008, 0.01), (0.04, 0.12, 0.11, -0.02, 0.006, 0.01))


def romper(mask=True):
    cot = fabric("jersey", mask=mask, name="romper", thread=JERSEY * 0.9)
    body = _flat(ROMPER, 0.007, cot, corner=0.01, seed=131, folds=ROMPER_FOLDS)
    neck = _neck(cot, 0.068, 0.235, 0.04, 0.007, 0.004)
    snaps = _buttons([(0, 0.17 - 0.06 * i) for i in range(4)], 0.0085, 0.005)
    return [body, neck] + snaps


APRON = [(0, 0.42), (0.13, 0.42), (0.14, 0.3), (0.22, 0.13), (0.24, -0.45), (0, -0.46)]


def _ribbon(path, width, mat, name, z, thickness=0.0025):
    """A band of cloth one face wide lying flat along `path` (XY): an apron's strap or tie, `width`
    across (_strip() remeshes its band, which suits wider and shorter ones)."""
    pts = [Vector((x, y, 0.0)) for x, y in path]
    bm = bmesh.new()
    pairs = []
    for i, p in enumerate(pts):
        tan = (pts[min(i + 1, len(pts) - 1)] - pts[max(i - 1, 0)]).normalized()
        side = Vector((-tan.y, tan.x, 0.0)) * (width / 2)
        pairs.append((bm.verts.new(p - side), bm.verts.new(p + side)))
    for (a0, b0), (a1, b1) in zip(pairs, pairs[1:]):
        bm.faces.new((a0, a1, b1, b0))
    obj = mesh_object(name, bm, mat)
    sol = obj.modifiers.new("t", "SOLIDIFY")
    sol.thickness, sol.offset = thickness, 0.0
    # Rounded rims without subdividing the strip across (one face wide, it would shrink to a cord).
    bv = obj.modifiers.new("bevel", "BEVEL")
    bv.width, bv.segments = thickness * 0.45, 3
    shade_smooth(obj)
    obj.location.z = z
    return obj


def apron(mask=True):
    """A linen bib apron laid flat in soft folds: the neck strap and the ties bands of the same cloth
    2.2 cm wide (the strap in a loop above the bib, the ties in loose S-curves), a patch pocket."""
    lin = fabric("linen", mask=mask, name="apron", thread=LINEN * 1.1)
    # Folds deeper than a garment's: laid from straight above, a flatter cloth read as a cut-out. The
    # folds rise off the floor, and the pocket follows them (the same displacement: the same seeds).
    wrinkle = 0.01
    body = _flat(APRON, 0.005, lin, corner=0.012, wrinkle=wrinkle, seed=141)
    body.location.z += wrinkle * 0.8
    pocket = rounded_slab((0.24, 0.17, 0.005), (0, -0.15, 0.008 + wrinkle * 0.8), 0.0022, lin, density=3)
    displace(pocket, wrinkle * 2, 0.12, seed=141, axis="Z")
    displace(pocket, wrinkle * 0.5, 0.03, seed=142, axis="Z")
    strap = _ribbon(C.smooth_path([(-0.112, 0.405), (-0.13, 0.5), (-0.095, 0.575), (0, 0.605), (0.095, 0.575), (0.13, 0.5), (0.112, 0.405)], per=8),
                   0.022, lin, "strap", 0.0045)
    ties = [_ribbon(C.smooth_path([(s * 0.215, 0.12), (s * 0.3, 0.105), (s * 0.355, 0.03), (s * 0.33, -0.09), (s * 0.365, -0.21), (s * 0.345, -0.31)], per=8),
                   0.022, lin, "tie", 0.0035) for s in (1, -1)]
    parts = [body, pocket, strap, *ties]
    # Nearer the camera's foot of the frame, so the strap's loop lies on the flat of the sweep.
    C.group(parts).location.y = -0.08
    return parts


# ---------------------------------------------------------------- garments, folded (their second picture)


def _folded_garment(mat, w, d, seed):
    """A garment folded square as on a shop's shelf: three layers; answers them and the top's height."""
    layers = [(w, d, 0.014), (w * 0.995, d * 0.99, 0.012), (w * 0.99, d * 0.985, 0.012)]
    return _folded(mat, layers, seed=seed, rot=0.06), sum(h for _, _, h in layers) * 0.92


def tshirt_folded(mask=True):
    cot = fabric("jersey", mask=mask, name="jersey", thread=JERSEY)
    out, top = _folded_garment(cot, 0.26, 0.3, seed=72)
    return out + [_neck(fabric("rib", mask=mask, scale=0.4, name="jersey_rib"), 0.07, 0.14, 0.045, top, 0.005)]


def shirt_folded(mask=True):
    cot = fabric("cotton", mask=mask, scale=0.8, name="shirting", thread=SHIRTING)
    out, top = _folded_garment(cot, 0.25, 0.32, seed=82)
    collar = _neck(cot, 0.065, 0.15, 0.03, top, 0.007)
    placket = _band([(0, 0.12), (0, -0.155)], 0.004, cot, top)
    return out + [collar, placket] + _buttons([(0, 0.09 - 0.08 * i) for i in range(3)], top + 0.003)


def dress_folded(mask=True):
    lin = fabric("linen", mask=mask, name="dress", thread=LINEN)
    out, top = _folded_garment(lin, 0.27, 0.33, seed=102)
    return out + [_neck(lin, 0.065, 0.155, 0.045, top, 0.004)]


def _waisted_folded(mat, w, d, seed, button):
    """Trousers or a skirt folded, the waistband across the top layer's far edge."""
    out, top = _folded_garment(mat, w, d, seed=seed)
    band = rounded_slab((w * 0.99, 0.045, 0.01), (0, d / 2 - 0.026, top + 0.004), 0.004, mat, density=3)
    return out + [band] + (_buttons([(0, d / 2 - 0.026)], top + 0.01, 0.008) if button else [])


def trousers_folded(mask=True):
    return _waisted_folded(fabric("canvas", mask=mask, scale=0.8, name="chino", thread=CHINO), 0.24, 0.34, 112, button=True)


def skirt_folded(mask=True):
    return _waisted_folded(fabric("linen", mask=mask, name="skirt", thread=LINEN), 0.26, 0.3, 122, button=False)


def romper_folded(mask=True):
    cot = fabric("jersey", mask=mask, name="romper", thread=JERSEY * 0.9)
    out, top = _folded_garment(cot, 0.18, 0.2, seed=132)
    return out + [_neck(cot, 0.048, 0.09, 0.03, top, 0.004)] + _buttons([(0, 0.05 - 0.05 * i) for i in range(3)], top + 0.003, 0.005)


def apron_folded(mask=True):
    lin = fabric("linen", mask=mask, name="apron", thread=LINEN * 1.1)
    out, top = _folded_garment(lin, 0.26, 0.3, seed=142)
    strap = curve_tube([(-0.07, 0.05, top), (-0.09, 0.09, top), (0, 0.125, top), (0.09, 0.09, top), (0.07, 0.05, top)], 0.004, lin, name="strap")
    return out + [strap]


# ---------------------------------------------------------------- table and bath linen


def _folded(mat, layers, seed, z0=0.0, rot=0.0):
    """A folded textile: layers of given (w, d, h), each a little off square."""
    out, z = [], z0
    for i, (w, d, h) in enumerate(layers):
        s = rounded_slab((w, d, h), (0.002 * (i % 2), 0.002 * i, z + h / 2), bevel=h * 0.47, mat=mat, rot=(0, 0, rot + 0.012 * (i - 1)))
        displace(s, h * 0.12, 0.07, seed=seed + i)
        displace(s, h * 0.03, 0.015, seed=seed + 10 + i)
        out.append(s)
        z += h * 0.92
    return out


def tablecloth(mask=True):
    return _folded(fabric("linen", mask=mask, name="tablecloth", thread=LINEN), [(0.36, 0.27, 0.022)] * 4, seed=150)


def tea_towel(mask=True):
    mat = fabric("linen", mask=mask, scale=1.3, name="tea_towel", thread=LINEN)
    out = _folded(mat, [(0.24, 0.18, 0.012), (0.238, 0.178, 0.011)], seed=160, rot=0.08)
    loop = curve_tube([(0.1, -0.06, 0.02), (0.14, -0.075, 0.02), (0.155, -0.1, 0.005), (0.13, -0.12, 0.002), (0.105, -0.09, 0.012)], 0.003, mat, name="loop")
    return out + [loop]


def bath_mat(mask=True):
    mat = fabric("terry", mask=mask, scale=1.5, name="bath_mat")
    m = rounded_slab((0.6, 0.4, 0.018), (0, 0, 0.009), 0.008, mat, density=4)
    displace(m, 0.004, 0.12, seed=170, axis="Z")
    return [m]


def scarf(mask=True):
    """A knitted scarf folded in three with a fringe."""
    knit = fabric("knit", mask=mask, name="scarf")
    out = _folded(knit, [(0.3, 0.2, 0.016)] * 3, seed=180)
    out += _fringe(knit, -0.13, 0.13, -0.1, 0.01, 24, 0.06, seed=181, radius=0.0022)
    return out


def _drape(w, h, pleat, depth, seed, top_z):
    """A hanging panel: deep regular pleats at the heading relaxing into soft folds below."""
    rng = random.Random(seed)
    nx, nz = 120, 80
    phase = [rng.uniform(0, math.tau) for _ in range(3)]
    bm = bmesh.new()
    verts = []
    for j in range(nz + 1):
        t = j / nz  # 0 at the hem, 1 at the heading
        row = []
        for i in range(nx + 1):
            x = (i / nx - 0.5) * w
            k = math.tau * x / pleat
            amp = depth * (0.75 + 0.25 * t) * (1 + 0.25 * math.sin(x * 9 + phase[0]) * (1 - t))
            y = amp * math.sin(k + 0.6 * (1 - t) * math.sin(x * 5 + phase[1]))
            row.append(bm.verts.new((x * (1 + 0.05 * (1 - t)), y, top_z - (1 - t) * h)))
        verts.append(row)
    # a UV map in metres along the cloth (across: the length round the pleats; down: the height), for
    # cloth drawn with axes="uv", whose threads then follow the pleats
    uv = bm.loops.layers.uv.new()
    along = {}
    for row in verts:
        s = 0.0
        for i, v in enumerate(row):
            s += (v.co - row[i - 1].co).length if i else 0.0
            along[v] = (s, v.co.z)
    for j in range(nz):
        for i in range(nx):
            f = bm.faces.new((verts[j][i], verts[j][i + 1], verts[j + 1][i + 1], verts[j + 1][i]))
            for loop in f.loops:
                loop[uv].uv = along[loop.vert]
    obj = mesh_object("drape", bm)
    sol = obj.modifiers.new("thick", "SOLIDIFY")
    sol.thickness = 0.003
    subsurf(obj, 1)
    shade_smooth(obj)
    return obj


def _rod(length, z, mat, radius=0.009):
    rod = curve_tube([(-length / 2, 0, z), (0, 0, z), (length / 2, 0, z)], radius, mat, name="rod")
    ends = []
    for s in (1, -1):
        e = C.lathe("finial", [(0, 0), (0.014, 0.004), (0.018, 0.02), (0.012, 0.034), (0, 0.036)], segments=32)
        e.rotation_euler = (0, math.radians(90 * s), 0)
        e.location = (s * length / 2, 0, z)
        C.assign(e, mat)
        ends.append(e)
    return [rod] + ends


def curtains(mask=True, thread=None, axes="XY"):
    lin = fabric("linen", mask=mask, name="curtain", thread=thread, axes=axes)
    panel = _drape(0.62, 1.465, 0.09, 0.03, 190, 1.495)  # its heading runs up through the rings
    panel.data.materials.append(lin)
    rod = _rod(0.95, 1.5, C.metal("#2b2b2b", brushed=True, name="iron"))
    rings = []
    for i in range(8):
        rings.append(curve_tube([(math.cos(a) * 0.016 + (i / 7 - 0.5) * 0.6, 0, 1.5 + math.sin(a) * 0.016) for a in
                                 [k / 12 * math.tau for k in range(12)]], 0.0025, C.metal("#2b2b2b", brushed=True, name="ring"), closed=True))
    return [panel] + rod + rings


def shower_curtain(mask=True, axes="XY"):
    poly = fabric("waffle", mask=mask, scale=0.8, name="shower_curtain", axes=axes)
    panel = _drape(0.9, 1.578, 0.12, 0.035, 200, 1.608)  # its heading runs up through the rings
    panel.data.materials.append(poly)
    chrome = C.metal("#dfe2e4", brushed=False, name="chrome")
    rod = _rod(1.1, 1.64, chrome, 0.01)
    rings = [curve_tube([(math.cos(a) * 0.022 + (i / 9 - 0.5) * 0.88, 0, 1.615 + math.sin(a) * 0.022) for a in
                         [k / 12 * math.tau for k in range(12)]], 0.0022, chrome, closed=True) for i in range(10)]
    return [panel] + rod + rings


# ---------------------------------------------------------------- bags, hats, accessories


def _arc(x0, x1, y, z, rise, n=7):
    return [(x0 + (x1 - x0) * i / (n - 1), y, z + rise * math.sin(math.pi * i / (n - 1))) for i in range(n)]


def tote(mask=True, thread=None, axes="XY"):
    canvas = fabric("canvas", mask=mask, name="tote", thread=thread, axes=axes)
    bag = rounded_slab((0.38, 0.07, 0.4), (0, 0, 0.2), 0.025, canvas, density=4)
    displace(bag, 0.006, 0.1, seed=210)
    displace(bag, 0.0015, 0.02, seed=211)
    handles = [curve_tube(_arc(-0.08, 0.08, s * 0.03, 0.39, 0.26), 0.006, canvas, name="handle") for s in (1, -1)]
    for h in handles:
        h.data.bevel_depth = 0.0
        h.data.extrude = 0.012
        h.data.bevel_resolution = 0
        sol = h.modifiers.new("t", "SOLIDIFY")
        sol.thickness = 0.003
    return [bag] + handles


def handbag(mask=True):
    lea = leather(mask=mask, gloss=0.35)
    gold = C.metal("#c9a45c", brushed=False, roughness=0.2, name="brass")
    body = rounded_slab((0.3, 0.12, 0.21), (0, 0, 0.105), 0.035, lea, density=3)
    body.modifiers.new("taper", "SIMPLE_DEFORM").deform_method = "TAPER"
    body.modifiers["taper"].factor = -0.9
    body.modifiers["taper"].deform_axis = "Z"
    displace(body, 0.002, 0.1, seed=220)
    flap = rounded_slab((0.26, 0.01, 0.12), (0, -0.066, 0.15), 0.004, lea, rot=(math.radians(-4), 0, 0))
    clasp = C.box("clasp", (0.03, 0.008, 0.02), (0, -0.074, 0.095), bevel=0.002)
    C.assign(clasp, gold)
    handle = curve_tube(_arc(-0.08, 0.08, 0, 0.205, 0.13), 0.007, lea, name="handle")
    feet = []
    for x in (-0.11, 0.11):
        f = C.cylinder("ring", 0.006, 0.01, (x, 0, 0.212), bevel=0.001, vertices=16)
        C.assign(f, gold)
        feet.append(f)
    return [body, flap, clasp, handle] + feet


def backpack(mask=True, thread=None, axes="XY"):
    canvas = fabric("canvas", mask=mask, scale=1.2, name="backpack", thread=thread, axes=axes)
    black = leather(mask=False, colour="#1f1d1b", gloss=0.5)
    body = rounded_slab((0.28, 0.14, 0.4), (0, 0, 0.2), 0.06, canvas, density=4)
    displace(body, 0.005, 0.12, seed=230)
    pocket = rounded_slab((0.22, 0.05, 0.16), (0, -0.085, 0.12), 0.025, canvas, density=3)
    displace(pocket, 0.003, 0.08, seed=231)
    zip_ = curve_tube([(-0.12, -0.03, 0.36), (-0.08, -0.06, 0.39), (0, -0.07, 0.398), (0.08, -0.06, 0.39), (0.12, -0.03, 0.36)], 0.0025, C.metal("#5a5a5a", name="zip"))
    loop = curve_tube(_arc(-0.03, 0.03, 0.0, 0.397, 0.05), 0.006, black, name="loop")
    trims = [C.assign(C.box("patch", (0.05, 0.006, 0.035), (0, -0.111, 0.15), bevel=0.003), black)]
    return [body, pocket, zip_, loop] + trims


def hat(mask=True, close=False):
    knit = fabric("knit", mask=mask, axes="XZ", name="beanie", close=close)
    rib = fabric("rib", mask=mask, name="beanie_rib", close=close)
    prof = [(0.098, 0.05)] + [(0.098 * math.cos(a) ** 0.7, 0.05 + 0.135 * math.sin(a)) for a in [i / 16 * math.pi / 2 for i in range(1, 17)]]
    dome = C.lathe("dome", prof, segments=64, subdiv=1)
    C.assign(dome, knit)
    cuff = C.lathe("cuff", [(0.096, 0.0), (0.104, 0.004), (0.106, 0.03), (0.104, 0.062), (0.098, 0.066), (0.094, 0.06)], segments=64, subdiv=1)
    C.assign(cuff, rib)
    bpy.ops.mesh.primitive_ico_sphere_add(subdivisions=5, radius=0.05, location=(0, 0, 0.225))
    pom = bpy.context.active_object
    C.assign(pom, fabric("fleece", mask=mask, name="pompom"))
    displace(pom, 0.012, 0.008, seed=240)
    shade_smooth(pom)
    for o in (dome, cuff):
        o.scale = (1, 0.85, 1)
        displace(o, 0.003, 0.05, seed=241)
    return [dome, cuff, pom]


MITT = [(0.0, 0.16), (0.05, 0.155), (0.075, 0.11), (0.078, 0.0), (0.1, 0.03), (0.13, 0.03), (0.125, -0.02),
        (0.08, -0.09), (0.075, -0.16), (0.0, -0.165)]


def _quilt(mask=True, cell=0.054, name="oven_glove"):
    """Quilted cotton (the oven glove's close-up, the bedspread): a twill at its real thread size (as the
    bags' canvas), puffed between sunk stitched lines on a grid of `cell` (the glove's packshots' 54 mm),
    each line a run of stitches."""
    colour = soft_kit.NEUTRAL
    mat, bsdf = soft_kit._new_material(name, colour, 0.85, 0.5, mask)
    nd = soft_kit.Nodes(mat)
    vec = nd.coords()
    h, shade = soft_kit._threads(nd, vec, CANVAS, "twill", slub=0.1, streak=0.25)
    x, y, _ = nd.xyz(vec)

    def apart(c):  # metres from the nearest quilting line
        f = nd.math("FRACT", nd.math("MULTIPLY", c, 1 / cell))
        return nd.math("MULTIPLY", nd.math("MINIMUM", f, nd.math("SUBTRACT", 1, f)), cell)

    ax, ay = apart(x), apart(y)
    d = nd.math("MINIMUM", ax, ay)
    puff = nd.add("ShaderNodeMapRange", interpolation_type="SMOOTHSTEP")
    puff.inputs["From Min"].default_value, puff.inputs["From Max"].default_value = 0.0008, 0.012
    nd.link(d, puff.inputs["Value"])
    # the stitches: 3 mm dashes along each line (along x on the lines of constant y, and the other way)
    along = nd.add("ShaderNodeMix", data_type="FLOAT")
    nd.link(nd.math("LESS_THAN", ay, ax), along.inputs["Factor"])
    nd.link(y, along.inputs[2])
    nd.link(x, along.inputs[3])
    dash = nd.math("GREATER_THAN", nd.math("FRACT", nd.math("MULTIPLY", along.outputs[0], 1 / 0.004)), 0.3)
    stitch = nd.math("MULTIPLY", dash, nd.math("LESS_THAN", d, 0.0006))
    height = nd.math("ADD", nd.math("MULTIPLY", puff.outputs[0], 6.0), nd.math("ADD", h, nd.math("MULTIPLY", stitch, 1.5)))
    soft_kit._bump(nd, bsdf, height, 1.0, CANVAS * 0.5)
    soft_kit._tone(nd, bsdf, colour, nd.math("MULTIPLY", shade, nd.math("ADD", nd.math("MULTIPLY", puff.outputs[0], 0.3), 0.7)), 0.55, 0.15)
    return mat


def oven_glove(mask=True, close=False):
    quilt = _quilt(mask) if close else fabric("waffle", mask=mask, scale=3.0, name="oven_glove")
    pts = round_outline([(x - 0.02, y) for x, y in MITT] + [(-0.075, -0.165), (-0.08, 0.0), (-0.06, 0.13)], 0.025, 5)
    obj = outline_slab(pts, 0.035, quilt, puff=1.0, voxel=0.003)
    obj.location.z = 0.0175
    displace(obj, 0.003, 0.05, seed=250)
    cuff = rounded_slab((0.16, 0.03, 0.036), (-0.02, -0.17, 0.018), 0.014,
                        fabric("cotton", mask=False, colour="#ece8e0", name="binding", thread=SHIRTING if close else None, axes="box" if close else "XY"))
    loop = curve_tube([(-0.04, -0.18, 0.03), (-0.03, -0.22, 0.03), (-0.05, -0.235, 0.02), (-0.06, -0.2, 0.03)], 0.003, quilt)
    return [obj, cuff, loop]


def belt(mask=True):
    lea = leather(mask=mask, gloss=0.4)
    cu = bpy.data.curves.new("belt", "CURVE")
    cu.dimensions = "2D"
    cu.extrude = 0.017
    cu.resolution_u = 24
    sp = cu.splines.new("POLY")
    pts = []
    for i in range(140):
        t = i / 139 * 2.6 * math.tau
        r = 0.03 + 0.0045 * t
        pts.append((r * math.cos(t), r * math.sin(t)))
    last = pts[-1]
    pts += [(last[0] + 0.02 * k, last[1] - 0.005 * k) for k in range(1, 7)]
    sp.points.add(len(pts) - 1)
    for p, (x, y) in zip(sp.points, pts):
        p.co = (x, y, 0, 1)
    obj = bpy.data.objects.new("belt", cu)
    bpy.context.scene.collection.objects.link(obj)
    cu.materials.append(lea)
    sol = obj.modifiers.new("t", "SOLIDIFY")
    sol.thickness = 0.004
    obj.location.z = 0.017
    metal = C.metal("#c8c8c6", brushed=True, name="buckle")
    bx, by = last[0] + 0.13, last[1] - 0.033
    frame_pts = [(bx - 0.012, by, 0.0), (bx + 0.012, by, 0.0), (bx + 0.012, by, 0.036), (bx - 0.012, by, 0.036)]
    buckle = curve_tube(frame_pts + [frame_pts[0]], 0.0028, metal, name="buckle", closed=True)
    buckle.data.splines[0].order_u = 2
    buckle.location.z = 0.0
    buckle.rotation_euler.z = math.atan2(-0.005, 0.02)
    return [obj, buckle]


# ---------------------------------------------------------------- umbrella, toy


def umbrella(mask=True):
    canopy_mat = fabric("cotton", mask=mask, scale=2.0, name="umbrella")
    r, tmax, nr = 0.5, math.radians(68), 8
    bm = bmesh.new()
    rows = []
    nu, nv = 128, 24
    for j in range(nv + 1):
        th = tmax * j / nv
        row = []
        for i in range(nu):
            ph = math.tau * i / nu
            sag = 1 - 0.06 * math.sin(nr / 2 * ph) ** 2 * (j / nv)
            edge = 1 + 0.03 * (j / nv) ** 4 * math.cos(nr * ph)
            rr = r * sag * edge
            row.append(bm.verts.new((rr * math.sin(th) * math.cos(ph), rr * math.sin(th) * math.sin(ph), rr * math.cos(th) - r * math.cos(tmax) * 0.7)))
        rows.append(row)
    for j in range(nv):
        for i in range(nu):
            bm.faces.new((rows[j][i], rows[j][(i + 1) % nu], rows[j + 1][(i + 1) % nu], rows[j + 1][i]))
    top = bm.verts.new((0, 0, r - r * math.cos(tmax) * 0.7 + 0.004))
    for i in range(nu):
        bm.faces.new((top, rows[0][(i + 1) % nu], rows[0][i]))
    canopy = mesh_object("canopy", bm, canopy_mat)
    bpy.context.view_layer.objects.active = canopy
    sol = canopy.modifiers.new("t", "SOLIDIFY")
    sol.thickness = 0.002
    subsurf(canopy, 1)
    shade_smooth(canopy)
    steel = C.metal("#3a3a3a", brushed=True, name="shaft")
    apex = r - r * math.cos(tmax) * 0.7
    shaft = curve_tube([(0, 0, apex + 0.05), (0, 0, 0.0), (0, 0, -0.55)], 0.006, steel, name="shaft")
    handle = curve_tube([(0, 0, -0.55), (0, 0, -0.66), (0, 0.02, -0.7), (0, 0.06, -0.7), (0, 0.075, -0.66)], 0.013, C.wood("#6b4a2f", name="handle"), name="handle")
    root = C.group([canopy, shaft, handle], (0, 0, 0), 0)
    # Open, lying on its side on the floor: the canopy rim and the handle rest on the sweep.
    root.rotation_euler = (math.radians(72), 0, math.radians(-90))
    bpy.context.view_layer.update()
    low = min((o.matrix_world @ Vector(c)).z for o in (canopy, handle) for c in o.bound_box)
    root.location.z = -low
    return [canopy, shaft, handle, root]


def teddy(mask=True):
    """A sitting bear from overlapping soft ellipsoids, joined by smoothing and fuzzed."""
    plush = fabric("fleece", mask=mask, name="plush")
    parts = [((0, 0, 0.1), (0.09, 0.075, 0.105), (0, 0, 0)), ((0, -0.005, 0.235), (0.078, 0.07, 0.07), (0, 0, 0)),
             ((0.06, 0.005, 0.295), (0.03, 0.016, 0.03), (0, 0.3, 0)), ((-0.06, 0.005, 0.295), (0.03, 0.016, 0.03), (0, -0.3, 0)),
             ((0, -0.06, 0.215), (0.038, 0.032, 0.03), (0, 0, 0)),
             ((0.09, -0.03, 0.13), (0.032, 0.032, 0.07), (0.3, -0.4, 0)), ((-0.09, -0.03, 0.13), (0.032, 0.032, 0.07), (0.3, 0.4, 0)),
             ((0.055, -0.085, 0.038), (0.038, 0.07, 0.038), (0, 0, 0.15)), ((-0.055, -0.085, 0.038), (0.038, 0.07, 0.038), (0, 0, -0.15))]
    out = []
    for i, (co, size, rot) in enumerate(parts):
        bpy.ops.mesh.primitive_uv_sphere_add(segments=40, ring_count=24, radius=1.0, location=co, rotation=rot)
        p = bpy.context.active_object
        p.scale = size
        C.assign(p, plush)
        shade_smooth(p)
        displace(p, 0.003, 0.006, seed=260 + i)
        out.append(p)
    eye_mat = C.simple("#0c0b0a", roughness=0.1, name="eye")
    for s in (1, -1):
        bpy.ops.mesh.primitive_uv_sphere_add(radius=0.009, location=(s * 0.03, -0.064, 0.252))
        e = bpy.context.active_object
        C.assign(e, eye_mat)
        shade_smooth(e)
        out.append(e)
    bpy.ops.mesh.primitive_uv_sphere_add(radius=0.012, location=(0, -0.092, 0.222))
    nose = bpy.context.active_object
    nose.scale = (1.3, 0.8, 0.8)
    C.assign(nose, eye_mat)
    shade_smooth(nose)
    return out + [nose]


CLOSE = dict(distance=0.16, lens=100, dof=5)
LAID = View(0, 89.5, lens=70, fill=1.05)


def near(target, distance=0.22, azimuth=-15, elevation=55, rake=1200, build=None, dim=0.35):
    """A garment's close-up: where its cloth meets a made detail (a neck rib, a placket, a waistband),
    22-35 cm away with no depth of field, a raking light from the left picking out the threads. Its
    model is the shape's (or `build`), built with the studio's soft boxes dimmed by `dim`: at full power
    they fill in the threads' shadows and light cloth reads as a blank white."""
    return View(target=target, distance=distance, azimuth=azimuth, elevation=elevation, lens=100, rake=rake, build=_dimmed(build, dim))


# A lower light for the later close-ups: the cloth then renders in the mid-tones, where Filmic keeps the
# threads' contrast (near white its shoulder flattens them, and a dark colour shows nothing).
LOW = dict(rake=700, dim=0.3)


def _dimmed(build, dim):
    def dimmed(mask=True, name=None):
        out = (build or SHAPES[name].build)(mask=mask)
        for light in ("key", "fill", "rim"):
            if light in bpy.data.objects:
                bpy.data.objects[light].data.energy *= dim
        return out
    return dimmed


def flat(folded, close=None):
    """A garment's views: laid flat from straight above, folded on a shelf, then (where given) a close-up
    of its own detail."""
    return [LAID, View(-25, 32, lens=70, fill=0.95, build=folded)] + ([close] if close else [])


def _close(build, **kw):
    """A close-up's own model: the shape's, with its cloth's threads at their real size (`thread=`) laid
    on every face (`axes="box"`, so they run down a fold's edge or a hanging panel instead of turning into
    stripes); the packshots and scenes keep the cloth they were rendered with."""
    def close(mask=True):
        return build(mask=mask, **kw)
    return close


def _leather_close(build):
    """Leather at close range as the boots' and flats' (accessories.py): the grain drawn deeper for the
    raking light, its reflection left out of the mask so a dark colour keeps its sheen."""
    def close(mask=True):
        import accessories
        return accessories._grain_closer(accessories._reflection_unmasked(build(mask)))
    return close


SHAPES = {
    "towels": Shape(towels, 0.36, [View(-25, 15, lens=70, fill=1.1), View(35, 40, lens=70, fill=1.05),
                                   View(target=(-0.06, -0.12, 0.13), azimuth=-10, elevation=20, **CLOSE)]),
    # the close-up: the linen's face up to the seam round its top edge, the sweep beyond
    "cushion": Shape(cushion, 0.45, [View(-22, 10, lens=70, fill=0.95), View(35, 25, lens=70, fill=0.95),
                                     near((-0.08, 0.0, 0.39), 0.26, elevation=20, **LOW)]),
    "throw": Shape(throw, 0.44, [View(-25, 24, lens=70, fill=1.1), View(20, 55, lens=70, fill=1.05)]),
    # the close-up: the top fold's front edge, the quilting's lines running over it
    "bedspread": Shape(bedspread, 0.46, [View(-25, 24, lens=70, fill=0.95), View(20, 55, lens=70, fill=0.95),
                                         near((-0.1, -0.16, 0.1), 0.3, azimuth=-25, elevation=30, **LOW)]),
    # No close-up: the velvet's near view (the top fold's edge) was a blank field, all but black in black.
    "velvetBedspread": Shape(velvet_bedspread, 0.46, [View(-25, 24, lens=70, fill=0.95), View(20, 55, lens=70, fill=0.95)]),
    "bedLinen": Shape(bed_linen, 0.4, [View(-25, 20, lens=70, fill=1.1), View(25, 45, lens=70, fill=1.05)]),
    # Close-ups: the neck's rib over the jersey; the top button, placket and collar points.
    "tshirt": Shape(tshirt, 0.7, flat(tshirt_folded, near((0.03, 0.29, 0.009)))),
    "shirt": Shape(shirt, 0.7, flat(shirt_folded, near((0.02, 0.25, 0.012), 0.26, azimuth=15, **LOW))),
    # the close-up: the neck's rib over the knit's stitches
    "jumper": Shape(jumper, 0.7, [LAID, near((0.04, 0.282, 0.018), 0.24, build=_close(jumper, close=True), **LOW)]),
    # The close-up (last; the second picture is the folded one) is of the button band crossing the knit.
    "cardigan": Shape(cardigan, 0.7, flat(cardigan_folded, near((0.012, -0.1, 0.022), 0.3, azimuth=25, elevation=45, build=_close(cardigan, close=True), **LOW))),
    # the tie's end at the linen's side edge
    "dress": Shape(dress, 0.8, flat(dress_folded, near((0.145, 0.07, 0.009), 0.24, azimuth=30, **LOW))),
    # the drawcord leaving its eyelet under the hood's hemmed opening
    "hoodie": Shape(hoodie, 0.9, [LAID, flat(hoodie_folded)[1], near((0.03, 0.08, 0.02), **LOW)]),
    # the close-up: the right lapel lying over the front, the breast pocket's edge beside it
    "pyjamas": Shape(pyjamas, 1.5, [View(0, 89.5, lens=70, fill=1.2), flat(pyjamas_folded)[1], near((0.04, 0.44, 0.015), 0.24, azimuth=30, **LOW)]),
    # The close-up is of the belt crossing the front's edge beside its knot: the waffle's cells.
    "dressingGown": Shape(dressing_gown, 1.2, [View(0, 89.5, lens=70, fill=1.25), flat(dressing_gown_folded)[1],
                                               View(target=(0.07, -0.065, 0.03), azimuth=-15, elevation=55, distance=0.32, lens=100, dof=8)]),
    # the belt's pile where it crosses the front's edge, left of the knot (the gown is raised by its folds;
    # with the knot in the frame its rounded edge broke into bands of tone)
    "velvetGown": Shape(velvet_gown, 1.2, [View(0, 89.5, lens=70, fill=1.25), flat(velvet_gown_folded)[1],
                                           near((0.02, -0.06, 0.05), 0.3, **LOW)]),
    # the waistband's button over the fly; the waistband's end at the side; the pocket's top corner
    "trousers": Shape(trousers, 0.8, flat(trousers_folded, near((0.012, 0.385, 0.013), 0.25))),
    "skirt": Shape(skirt, 0.6, flat(skirt_folded, near((0.14, 0.275, 0.01), 0.24, azimuth=30, **LOW))),
    "romper": Shape(romper, 0.45, flat(romper_folded, near((0.015, 0.175, 0.009), 0.22, **LOW))),
    "apron": Shape(apron, 1.1, flat(apron_folded, near((0.1, -0.16, 0.016), 0.24, azimuth=30, **LOW))),
    # close-ups: the folded edges stacked under the top layer's linen; the hanging loop at its corner
    "tablecloth": Shape(tablecloth, 0.36, [View(-25, 22, lens=70, fill=0.95), View(30, 50, lens=70, fill=1.0),
                                           near((-0.06, -0.11, 0.078), 0.24, elevation=55, **LOW)]),
    "teaTowel": Shape(tea_towel, 0.26, [View(-25, 30, lens=70, fill=1.0), View(30, 60, lens=70, fill=1.0),
                                        near((0.12, -0.085, 0.015), 0.24, azimuth=30, elevation=40, **LOW)]),
    # the close-up: the terry's loops at the mat's front left corner, the sweep beyond
    "bathMat": Shape(bath_mat, 0.6, [View(-25, 35, lens=70, fill=1.0), near((-0.27, -0.18, 0.012), 0.3, azimuth=-30, elevation=25, **LOW)]),
    "scarf": Shape(scarf, 0.3, [View(-25, 25, lens=70, fill=1.0), View(target=(0.0, -0.08, 0.045), azimuth=-10, elevation=30, **CLOSE)]),
    # the close-up: the pleated linen's hem against the sweep's floor
    "curtains": Shape(curtains, 1.0, [View(-15, 8, lens=50, fill=0.95),
                                      near((0.0, -0.03, 0.06), 0.3, azimuth=-20, elevation=15, rake=900, dim=0.5,
                                           build=_close(curtains, thread=LINEN, axes="uv"))]),
    # the close-up: a handle's root at the bag's top edge, the canvas's twill
    "tote": Shape(tote, 0.4, [View(-25, 12, lens=70, fill=0.95),
                              near((-0.05, -0.035, 0.37), 0.34, azimuth=-15, elevation=20,
                                   build=_close(tote, thread=CANVAS, axes="box"), **LOW)]),
    # the close-up: the clasp on the flap's edge over the body, the leather's grain
    "handbag": Shape(handbag, 0.3, [View(-28, 14, lens=70, fill=0.95),
                                    View(target=(0.012, -0.075, 0.088), distance=0.3, azimuth=-35, elevation=22, lens=100, rake=600,
                                         build=_leather_close(handbag))]),
    # the close-up: the zip running over the rounded top, the canvas's twill
    "backpack": Shape(backpack, 0.4, [View(-28, 12, lens=70, fill=0.95),
                                      near((-0.05, -0.06, 0.385), 0.3, azimuth=-25, elevation=25,
                                           build=_close(backpack, thread=CANVAS, axes="box"), **LOW)]),
    # the close-up: the rib cuff's top edge under the dome's knit, from the front left
    "hat": Shape(hat, 0.26, [View(-20, 12, lens=70, fill=0.95), near((-0.035, -0.085, 0.07), 0.3, azimuth=-20, elevation=15, build=_close(hat, close=True), **LOW)]),
    # the close-up (last; the second picture is the view from the right): the binding across the cuff, the
    # hanging loop, the quilted cotton above (its own model: a twill at its thread size, stitched lines)
    "ovenGlove": Shape(oven_glove, 0.35, [View(-20, 45, lens=70, fill=1.0), View(40, 25, lens=70, fill=0.95),
                                          near((-0.04, -0.15, 0.03), 0.3, azimuth=-20, elevation=35, build=_close(oven_glove, close=True), **LOW)]),
    # the close-up (last; the second picture is the view from higher on the right): the strap's end in its buckle
    "belt": Shape(belt, 0.25, [View(-20, 40, lens=70, fill=1.0), View(25, 70, lens=70, fill=1.0),
                               View(target=(0.02, -0.1, 0.018), distance=0.3, azimuth=-25, elevation=30, lens=100, rake=600,
                                    build=_leather_close(belt))]),
    "umbrella": Shape(umbrella, 0.9, [View(-20, 20, lens=60, fill=0.95), View(40, 35, lens=60, fill=0.95)]),
    # the close-up: the face from the front left, low, as the plush bunny's: eyes, muzzle, nose, the head's outline
    "teddy": Shape(teddy, 0.3, [View(-20, 10, lens=70, fill=0.95),
                                View(target=(-0.005, -0.06, 0.245), distance=0.42, azimuth=-20, elevation=10, lens=100, rake=600)]),
    # the close-up: the waffle's cells on the pleated heading under the chrome rings and rod
    "showerCurtain": Shape(shower_curtain, 1.0, [View(-15, 8, lens=50, fill=0.95),
                                                 near((0.0, -0.035, 1.57), 0.38, azimuth=-20, elevation=8,
                                                      build=_close(shower_curtain, axes="uv"), **LOW)]),
}


def build(name, mask=True, view=None):
    random.seed(name)
    mask = mask and SHAPES[name].mask
    if view and getattr(view.build, "__name__", "") == "dimmed":  # a close-up: the shape's model, the soft boxes dimmed
        return view.build(mask=mask, name=name)
    return ((view and view.build) or SHAPES[name].build)(mask=mask)
