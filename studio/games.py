"""Games: a jigsaw puzzle's box with a few of its pieces.

The seed's jigsaws come in 'multi', navy, green and light blue: the colour is the printed picture,
not a material, so (as the board game) the box is photographed in its own print, without a colour
mask. The lid's picture is a procedural landscape (sky, sun, far hills, fields); the loose pieces in
front of the box each carry a fragment of the same landscape.
"""

import math
import random

import common as C
from hard_goods import Shape, View

BOX = (0.35, 0.25, 0.05)


def _mix(nt, fac, a, b):
    """`a` where fac is 0, `b` where it is 1 (sockets or RGBA tuples)."""
    m = nt.nodes.new("ShaderNodeMixRGB")
    for slot, v in (("Color1", a), ("Color2", b)):
        if isinstance(v, tuple):
            m.inputs[slot].default_value = v
        else:
            nt.links.new(v, m.inputs[slot])
    if isinstance(fac, float):
        m.inputs["Fac"].default_value = fac
    else:
        nt.links.new(fac, m.inputs["Fac"])
    return m.outputs["Color"]


def _ridge(nt, x, y, base, amp, scale, seed, soft=0.004):
    """1 below a noisy horizon line y = base + amp * noise(x), 0 above it (anti-aliased edge)."""
    n = nt.nodes.new("ShaderNodeTexNoise")
    n.noise_dimensions = "1D"
    n.inputs["Scale"].default_value = scale
    n.inputs["Detail"].default_value = 3
    n.inputs["Roughness"].default_value = 0.5
    w = C._math(nt, "ADD", x, seed)
    nt.links.new(w, n.inputs["W"])
    line = C._math(nt, "ADD", C._math(nt, "MULTIPLY", C._math(nt, "SUBTRACT", n.outputs["Fac"], 0.5), amp * 2), base)
    d = C._math(nt, "SUBTRACT", line, y)
    return C._range(nt, d, 0.0, 1.0, -soft, soft)


def _landscape(nt, vec):
    """A printed landscape on picture coordinates (X, Y in 0..1, Y up): a sky fading to the
    horizon, a sun, blue mountains, green hills, a lake and a golden field in front."""
    sep = nt.nodes.new("ShaderNodeSeparateXYZ")
    nt.links.new(vec, sep.inputs[0])
    x, y = sep.outputs["X"], sep.outputs["Y"]
    sky = nt.nodes.new("ShaderNodeValToRGB")
    nt.links.new(y, sky.inputs["Fac"])
    sky.color_ramp.elements[0].position, sky.color_ramp.elements[0].color = 0.52, C.srgb("#f6d7a4")
    sky.color_ramp.elements[1].position, sky.color_ramp.elements[1].color = 0.95, C.srgb("#4a82bf")
    col = sky.outputs["Color"]
    # The sun: a disc low over the mountains.
    dx = C._math(nt, "SUBTRACT", x, 0.72)
    dy = C._math(nt, "SUBTRACT", y, 0.74)
    r = C._math(nt, "SQRT", C._math(nt, "ADD", C._math(nt, "MULTIPLY", dx, dx), C._math(nt, "MULTIPLY", dy, dy)))
    col = _mix(nt, C._range(nt, r, 1.0, 0.0, 0.085, 0.09), col, C.srgb("#fff4d2"))
    for base, amp, scale, seed, colour in ((0.62, 0.08, 3.0, 1.3, "#8494bb"), (0.52, 0.07, 5.0, 7.1, "#4b6591"),
                                           (0.42, 0.06, 2.5, 3.7, "#79a84f"), (0.33, 0.04, 4.0, 9.9, "#3f7036")):
        col = _mix(nt, _ridge(nt, x, y, base, amp, scale, seed), col, C.srgb(colour))
    # A lake in the valley, then the field of ripe grain in front with rows of darker furrows.
    lake = C._math(nt, "MULTIPLY", _ridge(nt, x, y, 0.27, 0.015, 2.0, 4.4),
                   C._range(nt, x, 0.0, 1.0, 0.2, 0.24))
    col = _mix(nt, C._math(nt, "MULTIPLY", lake, C._range(nt, x, 1.0, 0.0, 0.62, 0.66)), col, C.srgb("#8fb3cf"))
    field = _ridge(nt, x, y, 0.2, 0.05, 1.5, 2.2)
    rows = nt.nodes.new("ShaderNodeTexWave")
    rows.bands_direction = "Y"
    rows.inputs["Scale"].default_value = 60
    rows.inputs["Distortion"].default_value = 2
    nt.links.new(vec, rows.inputs["Vector"])
    grain = _mix(nt, C._range(nt, rows.outputs["Fac"], 0.0, 1.0, 0.3, 0.8), C.srgb("#b9862e"), C.srgb("#e0b548"))
    col = _mix(nt, field, col, grain)
    return col


def _print_material(name, picture, side, mapping=None):
    """Printed board: the landscape on faces that look up, `side` colour on the edges and below."""
    m, nt, b = C._material(name)
    tc = nt.nodes.new("ShaderNodeTexCoord")
    mp = nt.nodes.new("ShaderNodeMapping")
    loc, scale = mapping or ((0, 0, 0), (1, 1, 1))
    mp.inputs["Location"].default_value = loc
    mp.inputs["Scale"].default_value = scale
    nt.links.new(tc.outputs["Generated" if mapping is None else "Object"], mp.inputs["Vector"])
    vec = mp.outputs["Vector"]
    col = _landscape(nt, vec) if picture else C.srgb("#efe8da")
    if picture == "lid":
        # A white border round the picture, as printed lids have.
        sep = nt.nodes.new("ShaderNodeSeparateXYZ")
        nt.links.new(vec, sep.inputs[0])
        edge = C._math(nt, "MINIMUM",
                       C._math(nt, "MINIMUM", C._math(nt, "MULTIPLY", sep.outputs["X"], BOX[0]),
                               C._math(nt, "MULTIPLY", C._math(nt, "SUBTRACT", 1.0, sep.outputs["X"]), BOX[0])),
                       C._math(nt, "MINIMUM", C._math(nt, "MULTIPLY", sep.outputs["Y"], BOX[1]),
                               C._math(nt, "MULTIPLY", C._math(nt, "SUBTRACT", 1.0, sep.outputs["Y"]), BOX[1])))
        col = _mix(nt, C._range(nt, edge, 1.0, 0.0, 0.0115, 0.012), col, C.srgb("#f4f1ea"))
    geo = nt.nodes.new("ShaderNodeNewGeometry")
    up = nt.nodes.new("ShaderNodeSeparateXYZ")
    nt.links.new(geo.outputs["Normal"], up.inputs[0])
    top = C._range(nt, up.outputs["Z"], 0.0, 1.0, 0.6, 0.8)
    col = _mix(nt, top, C.srgb(side), col)
    nt.links.new(col, b.inputs["Base Color"])
    b.inputs["Roughness"].default_value = 0.45 if picture == "lid" else 0.6
    b.inputs["Specular"].default_value = 0.35
    b.inputs["Clearcoat"].default_value = 0.15 if picture == "lid" else 0.0
    board = C._noise(nt, C._coords(nt), 2500, detail=4)
    C._bump(nt, board, 0.04, 0.0002, "Normal", b)
    return m


def _edge(u0, u1, tab, s, n=22):
    """One side of a piece from corner u0 to corner u1 (2D): straight, or with a round knob
    (tab = 1, outwards) or socket (tab = -1) in its middle."""
    (ax, ay), (bx, by) = u0, u1
    dx, dy = bx - ax, by - ay
    nx, ny = dy, -dx  # outwards for a counter-clockwise outline

    def at(u, v):
        return (ax + dx * u + nx * v * tab, ay + dy * u + ny * v * tab)

    pts = [at(0, 0)]
    if tab:
        pts += [at(0.36, 0.0), at(0.42, 0.04)]
        cx, cy, r = 0.5, 0.17, 0.125
        a0, a1 = math.radians(235), math.radians(-55)
        for i in range(n + 1):
            a = a0 + (a1 - a0) * i / n
            pts.append(at(cx + r * math.cos(a), cy + r * math.sin(a)))
        pts += [at(0.58, 0.04), at(0.64, 0.0)]
    return pts


def _piece(name, tabs, size, material, thickness=0.0022):
    """A jigsaw piece: a square of card with knobs and sockets (tabs: bottom, right, top, left)."""
    s = size
    corners = [(0, 0), (s, 0), (s, s), (0, s)]
    outline = []
    for i, tab in enumerate(tabs):
        outline += _edge(corners[i], corners[(i + 1) % 4], tab, s)
    outline = [(x - s / 2, y - s / 2) for x, y in outline]
    obj = C.extruded(name, outline, 0.0, thickness)
    bev = obj.modifiers.new("bevel", "BEVEL")
    bev.width, bev.segments, bev.limit_method = 0.0004, 2, "ANGLE"
    C.assign(obj, material)
    return obj


def jigsaw(mask=False):
    w, d, h = BOX
    base = C.box("jigsaw_base", (w - 0.004, d - 0.004, 0.008), (0, 0, 0.004), bevel=0.001)
    C.assign(base, C.paper("#e9e4da", name="jigsaw_base"))
    lid = C.box("jigsaw_lid", (w, d, h - 0.004), (0, 0, 0.004 + (h - 0.004) / 2), bevel=0.0015)
    C.assign(lid, _print_material("lid", "lid", "#2f4a6e"))
    parts = [base, lid]
    rnd = random.Random(7)
    s = 0.036
    # Four pieces put together (their shared sides matching), and three loose ones.
    grid = {(0, 0): (1, 1, -1, -1), (1, 0): (-1, 1, 1, -1), (0, 1): (1, -1, 1, 1), (1, 1): (-1, -1, -1, 1)}
    cluster = (-0.15, -0.19, 0.12)
    for (i, j), tabs in grid.items():
        ox, oy = i * s, j * s
        m = _print_material(f"piece{i}{j}", "piece", "#d8cfbe",
                            ((0.45 + ox / w * 1.6, 0.25 + oy / d * 1.6, 0), (1.6 / w, 1.6 / d, 1)))
        p = _piece(f"piece{i}{j}", tabs, s, m)
        a = math.radians(cluster[2] * 57.3)
        p.location = (cluster[0] + ox * math.cos(a) - oy * math.sin(a), cluster[1] + ox * math.sin(a) + oy * math.cos(a), 0)
        p.rotation_euler.z = a
        parts.append(p)
    for k, (x, y, turn, tabs, off) in enumerate(((0.0, -0.15, 35, (1, -1, 1, 1), (0.1, 0.62)),
                                                 (0.07, -0.2, -20, (-1, 1, 1, -1), (0.55, 0.1)),
                                                 (0.14, -0.15, 70, (1, 1, -1, 1), (0.8, 0.75)))):
        m = _print_material(f"loose{k}", "piece", "#d8cfbe", ((off[0], off[1], 0), (1.6 / w, 1.6 / d, 1)))
        p = _piece(f"loose{k}", tabs, s, m)
        p.location = (x, y, 0)
        p.rotation_euler.z = math.radians(turn + rnd.uniform(-5, 5))
        parts.append(p)
    # The box not quite square to the camera, as it would be put down.
    C.group(parts[:2], location=(0, 0.03, 0), rotation_z=-4)
    return parts


SHAPES = {
    # The close-up: the four pieces put together, 30 cm away under the raking light, which picks out
    # their cut edges (the grey board under the print) and the knobs' outlines against the sweep.
    "jigsaw": Shape(jigsaw, 0.4, [View(-22, 38, fill=1.06), View(0, 70, lens=70, fill=1.05),
                                  View(target=(-0.13, -0.175, 0.002), distance=0.3, azimuth=-22, elevation=30, lens=100, rake=500)],
                    mask=False),
}


def build(name, mask=True, view=None):
    """Build a shape's model (or a view's own); `mask=False` gives the catalogue colour instead of neutral grey."""
    random.seed(name)
    return ((view and view.build) or SHAPES[name].build)(mask=mask and SHAPES[name].mask)
