"""Kitchen utensils: spatulas (turners) in silicone and in wood; and the drawer organiser that
keeps such things.

Both lie flat on the sweep, turned across the frame. The silicone turner is a slotted silicone head
(the colour part: the seed's silicone palette) on a beech handle; the wooden one is cut from one
board, its wood the colour part (natural or walnut, as the wooden bowl's), bamboo sharing it.
"""

import math
import random
from functools import partial

import common as C
from hard_goods import Shape, View

# The spatula lies turned across the frame, its blade to the front left and its handle going back to
# the right, so a long, narrow thing fills the upright picture along its diagonal.
TURN = 58


def _outline(widths):
    """A flat outline symmetric about the X axis from half-widths [(x, w), ...] in increasing x,
    counter-clockwise."""
    low = [(x, -w) for x, w in widths]
    high = [(x, w) for x, w in reversed(widths) if w > 1e-5]
    if widths[-1][1] <= 1e-5:
        low = low[:-1] + [(widths[-1][0], 0.0)]
    return low + high


def _slab(name, outline, thickness, bevel, material):
    """The outline extruded `thickness` up from z = -thickness / 2, its edges rounded."""
    obj = C.extruded(name, outline, -thickness / 2, thickness / 2)
    obj.data.use_auto_smooth = True
    obj.data.auto_smooth_angle = math.radians(40)
    for p in obj.data.polygons:
        p.use_smooth = True
    obj["bevel"] = bevel
    C.assign(obj, material)
    return obj


def _round_off(obj):
    m = obj.modifiers.new("bevel", "BEVEL")
    m.width, m.segments, m.limit_method = obj["bevel"], 4, "ANGLE"
    return obj


def _cut(obj, cutters):
    """Boolean holes (slots, a hanging hole); the cutters are hidden from the render."""
    for c in cutters:
        b = obj.modifiers.new(c.name, "BOOLEAN")
        b.operation, b.object, b.solver = "DIFFERENCE", c, "EXACT"
        c.parent = obj  # the cutters move with the part when it is laid out
        c.hide_render = True
        c.display_type = "WIRE"
    return obj


def _rounded_front(half, r, x_end, w_end, n=10):
    """Half-widths of a blade: a straight front edge with corners of radius r, then a straight
    taper to w_end at x_end."""
    pts = [(0.0, half - r)]
    for i in range(1, n + 1):
        a = math.pi / 2 * i / n
        pts.append((r - r * math.cos(a), half - r + r * math.sin(a)))
    for i in range(1, 9):
        t = i / 8
        pts.append((r + (x_end - r) * t, half + (w_end - half) * t))
    return pts


def _lay_flat(parts, tip_drop, length, rotation_z):
    """Group the parts and tilt them about Y so the blade's tip and the handle's end both rest on
    the sweep (the handle is thicker than the blade)."""
    root = C.group(parts, rotation_z=rotation_z)
    root.rotation_euler.y = -math.atan2(tip_drop, length)
    return root


def silicone_spatula(mask=True):
    """A slotted silicone turner 30 cm long: a blade 7 x 8.5 cm, 3.5 mm thick, with three slots,
    narrowing into a neck and a sleeve over a beech handle 19 cm long."""
    silicone = C.plastic("#888888", mask=mask, roughness=0.55, name="silicone")
    widths = _rounded_front(0.035, 0.013, 0.085, 0.025)
    widths += [(0.092, 0.02), (0.1, 0.013), (0.108, 0.0098), (0.118, 0.0095)]
    head = _slab("spatula_head", _outline(widths), 0.0035, 0.0012, silicone)
    slots = [C.box(f"slot{i}", (0.05, 0.0055, 0.02), (0.047, y, 0), bevel=0.0027, segments=6)
             for i, y in enumerate((-0.0145, 0.0, 0.0145))]
    _round_off(_cut(head, slots))
    sleeve = C.lathe("sleeve", [(0, 0.0), (0.0092, 0.0), (0.0096, 0.004), (0.0097, 0.03), (0.0094, 0.034), (0.0088, 0.035),
                                (0, 0.035)], segments=64)
    C.assign(sleeve, silicone)
    beech = C.wood("#cfa57a", axis="Z", ring_scale=18, contrast=0.3, name="beech")
    handle = C.lathe("handle", [(0, 0.031), (0.0086, 0.031), (0.0088, 0.06), (0.0098, 0.14), (0.0104, 0.17),
                                (0.0098, 0.18), (0.0078, 0.187), (0.0045, 0.1905), (0, 0.191)], segments=64)
    C.assign(handle, beech)
    for part in (sleeve, handle):
        part.scale = (0.68, 1, 1)
        part.rotation_euler.y = math.radians(90)
        part.location.x = 0.108
    parts = [head, sleeve, handle]
    root = _lay_flat(parts, 0.0104 * 0.68 - 0.00175, 0.29, rotation_z=TURN)
    root.location = (-0.15 * math.cos(math.radians(TURN)), -0.15 * math.sin(math.radians(TURN)), 0.00175)
    return parts


def wood_spatula(mask=True):
    """A wooden turner 30 cm long cut from one 7 mm board: a blade 6.4 cm wide with rounded corners,
    narrowing to a handle 2.8-3.2 cm wide with a rounded end and a hanging hole. The grain runs
    along it."""
    widths = _rounded_front(0.032, 0.011, 0.1, 0.026)
    widths += [(0.11, 0.022), (0.12, 0.017), (0.13, 0.0145), (0.2, 0.015), (0.27, 0.016)]
    r, xe = 0.016, 0.3
    for i in range(1, 11):
        a = math.pi / 2 * i / 10
        widths.append((xe - r + r * math.sin(a), r * math.cos(a)))
    wood = C.wood("#c9a27b", ring_scale=14, axis="X", mask=mask, contrast=0.25, name="spatula_wood")
    blade = _slab("wood_spatula", _outline(widths), 0.007, 0.0026, wood)
    hole = C.cylinder("hole", 0.0045, 0.03, (0.281, 0, 0), bevel=0.0)
    _round_off(_cut(blade, [hole]))
    root = C.group([blade], rotation_z=TURN)
    root.location = (-0.15 * math.cos(math.radians(TURN)), -0.15 * math.sin(math.radians(TURN)), 0.0035)
    return [blade]


def organiser(mask=True, bamboo=False):
    """A drawer organiser 30 x 20 x 5.5 cm moulded (or, in bamboo, made) as one tray: a long
    compartment along the back and three in front, their corners and floors rounded, the walls
    between them 4 mm thick. The tray is the colour part (the plastic's palette, or natural and
    walnut bamboo)."""
    w, d, h, wall = 0.3, 0.2, 0.055, 0.004
    material = (C.wood("#d9b98c", ring_scale=24, axis="X", mask=mask, contrast=0.35, name="bamboo") if bamboo
                else C.plastic("#888888", mask=mask, roughness=0.45, name="organiser_plastic"))
    tray = C.box("organiser", (w, d, h), (0, 0, h / 2), bevel=0.006, segments=4)
    ix, iy = w / 2 - wall, d / 2 - wall
    split = 0.024
    rooms = [(-ix, ix, split + wall, iy)]
    edges = [-ix, -0.05, 0.05, ix]
    for a, b in zip(edges, edges[1:]):
        rooms.append((a + (wall / 2 if a > -ix else 0), b - (wall / 2 if b < ix else 0), -iy, split))
    cutters = [C.box(f"room{i}", (x1 - x0, y1 - y0, 0.1), ((x0 + x1) / 2, (y0 + y1) / 2, wall + 0.05), bevel=0.007, segments=5)
               for i, (x0, x1, y0, y1) in enumerate(rooms)]
    _cut(tray, cutters)
    rim = tray.modifiers.new("rim", "BEVEL")
    rim.width, rim.segments, rim.limit_method = 0.0012, 2, "ANGLE"
    C.assign(tray, material)
    C.jitter(tray, seed=2)
    return [tray]


SHAPES = {
    "siliconeSpatula": Shape(silicone_spatula, 0.3, [View(-15, 50, fill=1.35), View(0, 84, lens=70, fill=1.3)]),
    "woodSpatula": Shape(wood_spatula, 0.3, [View(-15, 50, fill=1.35), View(0, 84, lens=70, fill=1.3)]),
    "organiser": Shape(organiser, 0.32, [View(-25, 42, fill=1.1), View(5, 70, lens=70, fill=1.05)]),
    "bambooOrganiser": Shape(partial(organiser, bamboo=True), 0.32, [View(-25, 42, fill=1.1), View(5, 70, lens=70, fill=1.05)]),
}


def build(name, mask=True, view=None):
    """Build a shape's model (or a view's own); `mask=False` gives the catalogue colour instead of neutral grey."""
    random.seed(name)
    return ((view and view.build) or SHAPES[name].build)(mask=mask and SHAPES[name].mask)
