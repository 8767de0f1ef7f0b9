"""Gift-card designs photographed (1600x1000): the printed card lying on a styled surface with
its envelope, a ribbon and a prop that fits the design.

The card's face is the design's drawn artwork (apps/web/public/gift-cards/<design>.svg),
rasterised by card-art.mjs into STUDIO_ART (default /tmp/studio-art/<design>.png) and printed on a
satin card with rounded corners, so the photograph shows exactly the design the shopper picks.
"""

import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import common as C  # noqa: E402
import hard_goods as H  # noqa: E402
from soft_kit import paths, place, tint  # noqa: E402

ART = os.environ.get("STUDIO_ART", "/tmp/studio-art")
# A card of 150 x 94 mm: the artwork's 400 x 250 proportions; its corner radius as drawn (18 of 400).
W, D, T = 0.15, 0.09375, 0.0009
RADIUS = W * 18 / 400


def _rounded(w, d, r, steps=8):
    pts = []
    for cx, cy, a0 in ((w / 2 - r, d / 2 - r, 0), (-w / 2 + r, d / 2 - r, 90), (-w / 2 + r, -d / 2 + r, 180),
                       (w / 2 - r, -d / 2 + r, 270)):
        for i in range(steps + 1):
            a = math.radians(a0 + 90 * i / steps)
            pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def _printed(design):
    """Satin card stock printed with the design: the artwork mapped over the card's top face."""
    m, nt, b = C._material(f"print_{design}")
    tc = nt.nodes.new("ShaderNodeTexCoord")
    mp = nt.nodes.new("ShaderNodeMapping")
    mp.inputs["Scale"].default_value = (1 / W, 1 / D, 1)
    mp.inputs["Location"].default_value = (0.5, 0.5, 0)
    nt.links.new(tc.outputs["Object"], mp.inputs["Vector"])
    img = nt.nodes.new("ShaderNodeTexImage")
    img.image = C.bpy.data.images.load(os.path.join(ART, f"{design}.png"))
    img.extension = "EXTEND"
    img.interpolation = "Cubic"
    nt.links.new(mp.outputs["Vector"], img.inputs["Vector"])
    nt.links.new(img.outputs["Color"], b.inputs["Base Color"])
    b.inputs["Roughness"].default_value = 0.38
    b.inputs["Specular"].default_value = 0.4
    C._bump(nt, C._noise(nt, C._coords(nt), 3000, detail=3), 0.04, 0.0002, "Normal", b)
    return m


def _card(design):
    curve = C.bpy.data.curves.new("card", "CURVE")
    curve.dimensions = "2D"
    curve.fill_mode = "BOTH"
    curve.extrude = T / 2
    curve.bevel_depth = 0.0002
    curve.bevel_resolution = 2
    sp = curve.splines.new("POLY")
    pts = _rounded(W, D, RADIUS)
    sp.points.add(len(pts) - 1)
    for p, (x, y) in zip(sp.points, pts):
        p.co = (x, y, 0, 1)
    sp.use_cyclic_u = True
    obj = C.bpy.data.objects.new("card", curve)
    C.bpy.context.scene.collection.objects.link(obj)
    curve.materials.append(_printed(design))
    return obj


def _envelope(colour, location, rotation):
    """A flat envelope: a paper slab with its flap a shade darker along one edge."""
    paper = C.paper(colour, roughness=0.85, name="envelope")
    env = C.assign(C.box("envelope", (0.17, 0.115, 0.0015), (0, 0, 0.00075), bevel=0.0004), paper)
    flap = C.assign(C.box("flap", (0.17, 0.05, 0.0004), (0, 0.032, 0.0017), bevel=0.0002),
                    C.paper(colour, roughness=0.9, name="flap"))
    flap.scale = (1, 1, 1)
    return C.group([env, flap], location, rotation)


def _ribbon(points, colour, width=0.012):
    """A satin ribbon lying loose: a flattened tube along `points` (on the surface)."""
    m = C.simple(C.srgb(colour), 0.28, name="satin")
    m.node_tree.nodes["Principled BSDF"].inputs["Sheen"].default_value = 0.8
    rib = C.tube("ribbon", points, width / 2, m, resolution=32)
    rib.scale.z = 0.12
    return rib


# design: surface (material builder, colour), envelope, ribbon, ribbon path, prop
LOOKS = {
    "birthday": ("linen", "#e9e2d8", "#f4ece4", "#e0607e", "gift"),
    "flowers": ("wood", "#c8a27a", "#f1ece2", "#8fae6b", "flowers"),
    "winter": ("linen", "#d8dde3", "#ffffff", "#a8242e", "winter"),
    "home": ("wood", "#a87b52", "#efe6d6", "#b08a5e", "candle"),
    "kitchen": ("linen", "#eadfce", "#f7efe3", "#d07a45", "mug"),
    "thanks": ("paper", "#ece8f0", "#ffffff", "#8a6fb0", "none"),
}


def _surface(kind, colour):
    table = C.box("table", (2.0, 2.0, 0.02), (0, 0, -0.01), bevel=0)
    mat = {"linen": lambda: C.linen(colour, name="cloth"),
           "wood": lambda: C.wood(colour, axis="X", ring_scale=8, name="table_wood"),
           "paper": lambda: C.paper(colour, roughness=0.8, name="table_paper")}[kind]()
    C.assign(table, mat)


def _prop(kind):
    if kind == "gift":
        place(tint(H.gift_box(mask=True, size=(0.12, 0.12, 0.07)), "#f2b8c6"), (0.15, 0.085, 0), 20)
    elif kind == "winter":
        place(H.bauble(mask=False, colour="#a8242e"), (0.14, 0.09, 0), 0)
        place(H.bauble(mask=False, colour="#c9a45c"), (0.19, 0.02, 0), 40, 0.7)
    elif kind == "candle":
        place(H.candle(mask=False, colour="#efe6d6", lit=False), (0.16, 0.1, 0), 0)
    elif kind == "mug":
        place(H.mug(mask=False, colour="#d9cbb8"), (0.17, 0.1, 0), 150)
    elif kind == "flowers":
        # Three loose stems, their heads as the card's: pink, yellow and lilac.
        green = C.simple(C.srgb("#6f8f4e"), 0.6, name="stem")
        for i, (col, x, y, a) in enumerate((("#f2a7b8", 0.12, 0.09, 25), ("#f2cf63", 0.16, 0.04, 10), ("#b9a3dc", 0.1, 0.13, 40))):
            dx, dy = math.cos(math.radians(a)), math.sin(math.radians(a))
            C.tube(f"stem{i}", [(x, y, 0.003), (x + 0.06 * dx, y + 0.06 * dy, 0.003), (x + 0.13 * dx, y + 0.13 * dy, 0.003)], 0.0022, green)
            head = C.lathe(f"bloom{i}", [(0, 0.0), (0.018, 0.002), (0.024, 0.008), (0.02, 0.012), (0.006, 0.014), (0, 0.016)], segments=12)
            head.location = (x - 0.004 * dx, y - 0.004 * dy, 0.001)
            C.assign(head, C.simple(C.srgb(col), 0.55, name=f"petal{i}"))


def card_scene(design):
    surface, surface_colour, envelope, ribbon, prop = LOOKS[design]
    paths()
    C.bpy.context.scene.cycles.glossy_bounces = 2
    _surface(surface, surface_colour)
    C.world(strength=0.12)
    C.area_light("window", (-0.5, 0.25, 0.6), size=(0.6, 0.6), power=13, colour=(1.0, 0.97, 0.93), target=(0, 0, 0))
    C.area_light("fill", (0.45, -0.45, 0.5), size=(0.6, 0.6), power=3, colour=(0.96, 0.97, 1.0), target=(0, 0, 0))
    _envelope(envelope, (0.03, 0.035, 0.0), math.radians(-9))
    card = _card(design)
    card.location = (-0.01, -0.005, 0.0015 + T / 2 + 0.0002)
    card.rotation_euler.z = math.radians(4)
    # A ribbon draped across the card's lower-left corner, as if just untied.
    _ribbon([(-0.17, -0.01, 0.0005), (-0.11, -0.032, 0.0009), (-0.088, -0.042, 0.0033), (-0.06, -0.058, 0.0034),
             (-0.042, -0.068, 0.001), (-0.01, -0.1, 0.0005)], ribbon)
    _prop(prop)
    # From above and a little in front, the card filling about half the frame.
    C.camera((0.0, 0.0, 0.0), 0.34, azimuth=0, elevation=68, lens=50, dof=8)


CARDS = {f"card-{d}": (lambda d=d: card_scene(d)) for d in LOOKS}
