"""Lifestyle scenes of the soft goods (1800x1200): each builds its set, lights and camera.

The models come from soft_goods (and a few from hard_goods), recoloured with `tint` because
scenes are never tinted by the shop.
"""

import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import common as C  # noqa: E402
import hard_goods as H  # noqa: E402
import soft_goods as S  # noqa: E402
from soft_kit import displace, fabric, paths, pillow, place, rounded_slab, tint  # noqa: E402

OAK = "#b48a5f"
WALL = "#e9e4dc"


def _room(floor_tone=OAK, wall=WALL, side_wall=False, width=14.0):
    """A floor of long boards and a plastered wall behind (and optionally one to the left)."""
    floor = C.box("floor", (width, width, 0.02), (0, 0, -0.01), bevel=0)
    C.assign(floor, C.wood(floor_tone, ring_scale=8, axis="X", name="floor"))
    back = C.box("wall", (width, 0.05, 3.0), (0, 1.2, 1.5), bevel=0)
    C.assign(back, C.paper(wall, roughness=0.9, name="plaster"))
    if side_wall:
        side = C.box("side", (0.05, width, 3.0), (-2.2, 0, 1.5), bevel=0)
        C.assign(side, C.paper(wall, roughness=0.9, name="plaster_side"))
    paths()


def _daylight(window=(-2.5, -0.5, 2.0), target=(0, 0.5, 0.5), power=900, warm=0.0):
    """A big window to one side, a soft fill from the camera side and a pale sky."""
    C.world(strength=0.25, warm=warm)
    power *= 0.55
    C.area_light("window", window, size=(2.0, 2.5), power=power, colour=(1.0, 0.97, 0.92), target=target)
    C.area_light("fill", (1.5, -3.0, 1.6), size=(3, 3), power=power * 0.25, colour=(0.95, 0.97, 1.0), target=target)


def bed_made():
    _room()
    _daylight(power=1200)
    linen = fabric("linen", mask=False, colour="#efebe4", name="duvet")
    frame = C.box("bedframe", (1.7, 2.1, 0.3), (0, -0.3, 0.15), bevel=0.02)
    C.assign(frame, C.wood("#8a6a4c", axis="Y", name="bedwood"))
    head = rounded_slab((1.75, 0.12, 0.75), (0, 0.72, 0.6), 0.05, fabric("velvet", mask=False, colour="#b9ad9c", name="headboard"))
    mattress = rounded_slab((1.6, 2.0, 0.22), (0, -0.3, 0.41), 0.06, linen)
    duvet = rounded_slab((1.72, 1.55, 0.09), (0, -0.55, 0.55), 0.045, linen)
    displace(duvet, 0.02, 0.25, seed=1)
    displace(duvet, 0.006, 0.06, seed=2)
    fold = rounded_slab((1.72, 0.3, 0.1), (0, 0.1, 0.6), 0.05, linen)
    displace(fold, 0.012, 0.2, seed=3)
    pillows = []
    for i, (x, col) in enumerate([(-0.42, "#efebe4"), (0.42, "#efebe4"), (-0.3, "#c7b9a3"), (0.3, "#c7b9a3")]):
        p = pillow(0.62 if i < 2 else 0.48, 0.42 if i < 2 else 0.4, 0.16, fabric("linen", mask=False, colour=col, name=f"pillow{i}"), seed=i)
        front = i >= 2
        p.rotation_euler = (math.radians(70 if front else 62), 0, math.radians(2 * (1 if x > 0 else -1)))
        p.location = (x, 0.42 if front else 0.55, 0.74 if front else 0.78)
        pillows.append(p)
    throw = rounded_slab((1.74, 0.45, 0.05), (0, -1.0, 0.62), 0.024, fabric("waffle", mask=False, colour="#a9b59a", name="throw", scale=1.6))
    displace(throw, 0.01, 0.2, seed=4)
    C.camera((0.1, -0.3, 0.5), 3.8, azimuth=-32, elevation=17, lens=40)


def flatlay_clothes():
    surface = C.box("table", (3, 3, 0.04), (0, 0, -0.02), bevel=0)
    C.assign(surface, C.linen("#d9cfc0", name="cloth"))
    paths()
    C.world(strength=0.3)
    C.area_light("window", (-1.2, 0.6, 2.4), size=(1.6, 1.6), power=380, colour=(1.0, 0.97, 0.93), target=(0, 0, 0))
    C.area_light("fill", (1.2, -0.8, 2.2), size=(2, 2), power=90, target=(0, 0, 0))
    place(tint(S.shirt(False), "#b8c9dc"), (-0.42, 0.0, 0), 8)
    place(tint(S.trousers(False), "#b59a72"), (0.22, -0.05, 0), -6, 0.85)
    place(tint(S.scarf(False), "#7d8a6e"), (0.62, 0.3, 0), 20)
    place(tint(S.slipper(False), "#d4a59a"), (0.62, -0.3, 0), 100, 0.9)
    place(tint(S.hat(False), "#3e4b5e"), (-0.02, 0.33, 0), 0, 0.9)
    # Far enough that every piece lies whole in the frame, with the cloth showing round them.
    C.camera((0.01, -0.02, 0), 2.4, azimuth=0, elevation=89.5, lens=50)


def living_sofa():
    _room(side_wall=False)
    _daylight(power=1100, warm=0.1)
    cloth = fabric("linen", mask=False, colour="#cfc6b8", name="sofa")
    parts = [((2.0, 0.9, 0.42), (0, 0.55, 0.25), 0.05), ((2.0, 0.25, 0.45), (0, 0.92, 0.65), 0.08),
             ((0.22, 0.9, 0.62), (-1.05, 0.55, 0.33), 0.08), ((0.22, 0.9, 0.62), (1.05, 0.55, 0.33), 0.08)]
    for size, loc, bev in parts:
        p = rounded_slab(size, loc, bev, cloth)
        displace(p, 0.006, 0.2, seed=int(loc[0] * 10) + 5)
    for x in (-0.48, 0.48):
        seat = rounded_slab((0.93, 0.72, 0.16), (x, 0.5, 0.53), 0.06, cloth)
        displace(seat, 0.01, 0.15, seed=int(x * 100) + 50)
    cushions = [(-0.72, "#a2553a", "velvet", -8), (-0.3, "#e6dccb", "linen", 4), (0.62, "#7d8a6e", "knit", 10)]
    for x, col, kind, tilt in cushions:
        c = pillow(0.45, 0.45, 0.15, fabric(kind, mask=False, colour=col, name=f"cush{x}", axes="XY"), seed=int(x * 10))
        c.rotation_euler = (math.radians(72), 0, math.radians(tilt))
        c.location = (x, 0.72, 0.82)
    # Folded on the seat: a flat slab over the arm read as a board floating beside it.
    throw = rounded_slab((0.44, 0.4, 0.045), (0.6, 0.36, 0.633), 0.02, fabric("waffle", mask=False, colour="#c99a3c", name="throw", scale=1.6),
                         rot=(0, 0, math.radians(-8)))
    displace(throw, 0.008, 0.12, seed=9)
    top = C.cylinder("sidetable", 0.24, 0.03, (1.55, 0.3, 0.55), bevel=0.004)
    C.assign(top, C.wood("#6f5038", name="sidewood"))
    leg = C.cylinder("leg", 0.03, 0.54, (1.55, 0.3, 0.27), bevel=0.002)
    C.assign(leg, C.wood("#6f5038", name="legwood"))
    place(H.vase(False), (1.55, 0.36, 0.565), 0)
    place(H.mug(False), (1.46, 0.18, 0.565), 30)
    C.camera((0.3, 0.5, 0.5), 4.1, azimuth=-22, elevation=12, lens=40)


def bathroom():
    _room(floor_tone="#d9d4cc", wall="#f0eeea")
    _daylight(power=1000)
    tiles = C.box("tiles", (6, 0.04, 1.2), (0, 1.17, 0.6), bevel=0)
    C.assign(tiles, _tile_material())
    bench = C.box("bench", (0.9, 0.38, 0.04), (0.1, 0.85, 0.45), bevel=0.004)
    C.assign(bench, C.wood("#b8936a", name="teak"))
    for x in (-0.28, 0.48):
        leg = C.box("leg", (0.04, 0.34, 0.43), (x, 0.85, 0.215), bevel=0.003)
        C.assign(leg, C.wood("#b8936a", name="teak_leg"))
    place(tint(S.towels(False), "#e9e3d8"), (-0.05, 0.85, 0.47), 4)
    place(tint(S.towels(False), "#a9b59a"), (0.33, 0.86, 0.47), -6, 0.85)
    place(tint(S.bath_mat(False), "#e6dccb"), (0.0, 0.05, 0.0), 3)
    bottle = C.lathe("bottle", [(0, 0), (0.034, 0), (0.037, 0.005), (0.037, 0.15), (0.02, 0.175), (0.012, 0.18), (0, 0.18)], segments=64)
    C.assign(bottle, C.ceramic("#d8cfc2", glossy=False, name="dispenser"))
    pump = C.lathe("pump", [(0, 0), (0.012, 0), (0.011, 0.03), (0.006, 0.04), (0, 0.04)], segments=32)
    pump.location.z = 0.18
    C.assign(pump, C.metal("#c8c8c6", brushed=True, name="pump"))
    C.group([bottle, pump], (0.6, 0.88, 0.47), 0)
    C.camera((0.15, 0.45, 0.35), 2.9, azimuth=-18, elevation=18, lens=40)


def _tile_material():
    m, nt, b = C._material("tiles")
    brick = nt.nodes.new("ShaderNodeTexBrick")
    brick.offset = 0.0
    brick.inputs["Scale"].default_value = 1.0
    brick.inputs["Mortar Size"].default_value = 0.004
    brick.inputs["Brick Width"].default_value = 0.1
    brick.inputs["Row Height"].default_value = 0.1
    brick.inputs["Color1"].default_value = C.srgb("#eef0ee")
    brick.inputs["Color2"].default_value = C.srgb("#e6e9e6")
    brick.inputs["Mortar"].default_value = C.srgb("#bdbab3")
    tc = nt.nodes.new("ShaderNodeTexCoord")
    mp = nt.nodes.new("ShaderNodeMapping")
    mp.inputs["Rotation"].default_value = (math.radians(90), 0, 0)
    nt.links.new(tc.outputs["Object"], mp.inputs["Vector"])
    nt.links.new(mp.outputs["Vector"], brick.inputs["Vector"])
    nt.links.new(brick.outputs["Color"], b.inputs["Base Color"])
    b.inputs["Roughness"].default_value = 0.15
    C._bump(nt, brick.outputs["Fac"], 0.3, 0.001, "Normal", b)
    return m


def wardrobe():
    _room()
    _daylight(power=1000, warm=0.05)
    steel = C.metal("#2e2e2e", brushed=True, name="rail")
    rail = C.tube("rail", [(-1.0, 0.5, 1.62), (1.0, 0.5, 1.62)], 0.012, steel)
    posts = [C.tube("post", [(x, 0.5, 0.0), (x, 0.5, 1.62)], 0.012, steel) for x in (-1.0, 1.0)]
    wood = C.wood("#b58a5e", name="hanger")
    garments = [("tshirt", "#e9e3d8"), ("shirt", "#c9d6e3"), ("dress", "#a2553a"), ("jumper", "#7d8a6e"),
                ("shirt", "#f2f0eb"), ("dress", "#2f3e55"), ("tshirt", "#d4a59a"), ("jumper", "#c99a3c")]
    for i, (kind, col) in enumerate(garments):
        x = -0.75 + i * 0.21
        objs = tint(getattr(S, kind)(False), col)
        hang = place(objs, (0, 0, 0))
        hang.rotation_euler = (math.radians(90), 0, math.radians(90 + (i % 3 - 1) * 6))
        top = {"tshirt": 0.35, "shirt": 0.35, "jumper": 0.35, "dress": 0.47}[kind]
        hang.location = (x, 0.5, 1.52 - top)
        hook = C.tube("hook", [(x, 0.5, 1.55), (x, 0.5, 1.6), (x, 0.51, 1.64), (x, 0.52, 1.6)], 0.0025, steel)
        bar = C.tube("bar", [(x, 0.5 - 0.2, 1.49), (x, 0.5 - 0.1, 1.535), (x, 0.5, 1.55), (x, 0.5 + 0.1, 1.535), (x, 0.5 + 0.2, 1.49)], 0.009, wood)
        del hook, bar
    del rail, posts
    C.camera((0.0, 0.45, 1.05), 3.4, azimuth=-35, elevation=6, lens=40)


def shop_interior():
    _room(side_wall=True)
    _daylight(window=(2.0, -1.5, 2.6), power=700, warm=0.4)
    for z in (1.0, 1.45, 1.9):
        for i, x in enumerate((-1.2, -0.25)):
            shelf = C.box("shelf", (0.85, 0.35, 0.03), (x, 1.0, z), bevel=0.003)
            C.assign(shelf, C.wood("#9c7552", name="shelf"))
    stacks = [("towels", "#e9e3d8"), ("towels", "#a9b59a"), ("throw", "#c99a3c"), ("bed_linen", "#efebe4"),
              ("towels", "#d4a59a"), ("throw", "#7d8a6e")]
    slots = [(-1.42, 1.015), (-0.98, 1.015), (-0.47, 1.015), (-0.03, 1.015), (-1.2, 1.465), (-0.25, 1.465)]
    for (kind, col), (x, z) in zip(stacks, slots):
        place(tint(getattr(S, kind)(False), col), (x, 1.0, z), 0, 0.9)
    for i, (x, kind) in enumerate([(-1.35, "vase"), (-1.05, "bowl"), (-0.4, "vase"), (-0.1, "mug")]):
        place(H.build(kind, mask=False), (x, 1.0, 1.915), i * 20)
    table = C.box("table", (1.3, 0.7, 0.04), (0.9, 0.0, 0.74), bevel=0.004)
    C.assign(table, C.wood("#7a5a3e", name="tablewood"))
    for sx in (-1, 1):
        for sy in (-1, 1):
            leg = C.box("leg", (0.05, 0.05, 0.72), (0.9 + sx * 0.6, sy * 0.3, 0.36), bevel=0.003)
            C.assign(leg, C.wood("#7a5a3e", name="legwood"))
    place(tint(S.towels(False), "#2f3e55"), (0.55, -0.05, 0.76), 8)
    place(tint(S.tablecloth(False), "#e6dccb"), (0.98, 0.05, 0.76), -5)
    place(tint(S.cushion(False), "#a2553a"), (1.3, 0.12, 0.76), -15, 0.8)
    for x in (1.7, 1.95):
        bulb = C.lathe("lamp", [(0, 0), (0.12, 0), (0.1, 0.09), (0.02, 0.12), (0, 0.12)], segments=48)
        bulb.location = (x - 0.5, -0.2, 2.1)
        bulb.rotation_euler.x = math.pi
        C.assign(bulb, C.metal("#3a3a3a", brushed=False, name="shade"))
        # Its flex up out of the frame, so the shade hangs rather than floats.
        C.tube("flex", [(x - 0.5, -0.2, 2.1), (x - 0.5, -0.2, 2.8), (x - 0.5, -0.2, 3.4)], 0.004,
               C.simple((0.03, 0.03, 0.03, 1), 0.5, name="flex"))
        C.point_light("lamp", (x - 0.5, -0.2, 2.0), power=60, colour=(1, 0.78, 0.55), radius=0.05)
    # Back far enough that the table and its cushion stand whole on the right and the pendant
    # lamps hang into the top of the frame.
    C.camera((0.15, 0.4, 1.2), 3.9, azimuth=10, elevation=6, lens=35)


SCENES = {
    "bed-made": bed_made,
    "flatlay-clothes": flatlay_clothes,
    "living-sofa": living_sofa,
    "bathroom": bathroom,
    "wardrobe": wardrobe,
    "shop-interior": shop_interior,
}
