"""Lifestyle scenes for hard goods, composed from the hard-goods models on a table or shelf
in window light. Each scene builds everything it needs, including its own camera."""

import math

import common as C
import hard_goods as H


def room(table="#8a6444", wall="#e6e0d6", window=(1.0, 0.95, 0.88), power=1.0, warm=0.1, ambient=0.25, top=None):
    """A table top (wood unless `top` is given) against a plastered wall, lit by a big window on
    the left."""
    slab = C.box("table", (3.0, 1.6, 0.04), (0, 0.1, -0.02), bevel=0.003)
    C.assign(slab, top or planks(table))
    wall_obj = C.box("wall", (3.0, 0.05, 2.0), (0, 0.9, 0.98), bevel=0)
    C.assign(wall_obj, C.paper(wall, roughness=0.9, name="plaster"))
    C.world(strength=ambient, warm=warm)
    C.area_light("window", (-1.6, -0.2, 1.1), size=(1.4, 1.0), power=260 * power, colour=window, target=(0, 0.1, 0))
    C.area_light("bounce", (1.2, -1.4, 0.8), size=(1.5, 1.5), power=40 * power, colour=(1, 0.97, 0.93), target=(0, 0, 0.1))


def planks(tone, width=0.14):
    """A plank table: long grain along X, each plank a little lighter or darker than the next,
    with a dark seam between planks."""
    m = C.wood(tone, axis="X", ring_scale=2, contrast=0.18, name="table_wood")
    nt = m.node_tree
    b = nt.nodes["Principled BSDF"]
    colour = b.inputs["Base Color"].links[0].from_socket
    sep = nt.nodes.new("ShaderNodeSeparateXYZ")
    nt.links.new(C._coords(nt), sep.inputs[0])
    div = nt.nodes.new("ShaderNodeMath")
    div.operation = "DIVIDE"
    div.inputs[1].default_value = width
    nt.links.new(sep.outputs["Y"], div.inputs[0])
    idx = nt.nodes.new("ShaderNodeMath")
    idx.operation = "FLOOR"
    nt.links.new(div.outputs["Value"], idx.inputs[0])
    rnd = nt.nodes.new("ShaderNodeTexWhiteNoise")
    rnd.noise_dimensions = "1D"
    nt.links.new(idx.outputs["Value"], rnd.inputs["W"])
    tone_fac = C._range(nt, rnd.outputs["Value"], 0.78, 1.08, 0.0, 1.0)
    frac = nt.nodes.new("ShaderNodeMath")
    frac.operation = "FRACT"
    nt.links.new(div.outputs["Value"], frac.inputs[0])
    seam = C._range(nt, frac.outputs["Value"], 0.35, 1.0, 0.0, 0.02)
    mul = nt.nodes.new("ShaderNodeMath")
    mul.operation = "MULTIPLY"
    nt.links.new(tone_fac, mul.inputs[0])
    nt.links.new(seam, mul.inputs[1])
    comb = nt.nodes.new("ShaderNodeCombineColor")
    for ch in ("Red", "Green", "Blue"):
        nt.links.new(mul.outputs["Value"], comb.inputs[ch])
    mix = nt.nodes.new("ShaderNodeMixRGB")
    mix.blend_type = "MULTIPLY"
    mix.inputs["Fac"].default_value = 1.0
    nt.links.new(colour, mix.inputs["Color1"])
    nt.links.new(comb.outputs["Color"], mix.inputs["Color2"])
    nt.links.new(mix.outputs["Color"], b.inputs["Base Color"])
    return m


def put(objects, location=(0, 0, 0), rotation=0.0, scale=1.0):
    return C.group(objects, location, rotation, scale)


def linen_napkin(location, rotation=0.0, colour="#cfc6b6"):
    n = C.box("napkin", (0.13, 0.22, 0.012), (0, 0, 0.006), bevel=0.005, segments=4)
    C.assign(n, C.linen(colour, name="napkin"))
    return put([n], location, rotation)


def table_laid():
    room(table="#6f4e35", power=0.8)
    runner = C.box("runner", (2.4, 0.42, 0.003), (0, 0.05, 0.0015), bevel=0.001)
    C.assign(runner, C.linen("#bfb4a2", name="runner"))
    for x, turn in ((-0.33, 0), (0.33, 0)):
        put(H.plate(mask=False), (x, -0.2, 0.003))
        put(H.plate(mask=False, d=0.2, colour="#8c9a8a"), (x, -0.2, 0.012))
        put(H.cutlery(), (x + 0.19, -0.2, 0.003), 0)
        put(H.glass(), (x + 0.14, 0.0, 0.003))
        linen_napkin((x - 0.2, -0.2, 0.003), 4)
    for x, h in ((-0.06, 0.16), (0.08, 0.12)):
        put(H.candle(mask=False, height=h), (x, 0.12, 0.003))
    C.camera((-0.04, -0.04, 0.05), 1.15, -14, 28, lens=45, dof=4)


def breakfast():
    room(table="#b08a62", window=(1.0, 0.92, 0.8), power=1.1, warm=0.2)
    put(H.teapot(mask=False, colour="#e8e1d3"), (-0.02, 0.15, 0))
    put(H.mug(mask=False, colour="#c7b9a4"), (-0.26, -0.08, 0), 40)
    put(H.mug(mask=False, colour="#f0ece4"), (0.2, -0.12, 0), 150)
    put(H.bowl(mask=False, colour="#dcd3c3"), (0.0, -0.2, 0))
    put(H.plate(mask=False, d=0.21, colour="#f1ede6"), (0.3, 0.12, 0))
    put(H.bowl(mask=False, colour="#8c9a8a"), (0.3, 0.12, 0.012), 0, 0.7)
    C.camera((0, -0.02, 0.06), 1.05, -12, 28, lens=45, dof=4)


def _book(size, location, colour, rotation=0.0):
    b = C.box("book", size, (0, 0, size[2] / 2), bevel=0.002)
    C.assign(b, C.linen(colour, name="book_cloth"))
    pages = C.box("pages", (size[0] - 0.004, size[1] + 0.001, size[2] - 0.006), (0.002, 0, size[2] / 2), bevel=0.001)
    C.assign(pages, C.paper("#efe9dc", name="pages"))
    return put([b, pages], location, rotation)


def _plant(location):
    pot = C.lathe("pot", [(0, 0.0), (0.045, 0.0), (0.06, 0.11), (0.064, 0.115), (0.058, 0.115), (0.054, 0.1),
                          (0, 0.1)], wobble=0.006)
    C.assign(pot, C.ceramic("#b86f4c", glossy=False, name="terracotta"))
    leaf = C.simple(C.srgb("#3f5e3a"), 0.45, name="leaf")
    parts = [pot]
    for i in range(9):
        a = i * 2.4
        bpy = C.bpy
        bpy.ops.mesh.primitive_uv_sphere_add(radius=1, segments=16, ring_count=8)
        lf = bpy.context.active_object
        lf.scale = (0.05, 0.022, 0.003)
        tilt = 0.5 + (i % 3) * 0.25
        lf.location = (math.cos(a) * 0.05, math.sin(a) * 0.05, 0.14 + (i % 4) * 0.03)
        lf.rotation_euler = (0, -tilt, a)
        C.assign(lf, leaf)
        for p in lf.data.polygons:
            p.use_smooth = True
        parts.append(lf)
    return put(parts, location)


def shelf_styled():
    room(table="#c4a27a", wall="#dcd5ca", power=0.9)
    put(H.vase(mask=False, colour="#e4ddd1"), (-0.3, 0.12, 0))
    put(H.vase(mask=False, colour="#a8694b"), (-0.16, 0.18, 0), 30, 0.65)
    put(H.frame(mask=False, colour="#3b2a1e"), (0.04, 0.3, 0), 0, 1.0)
    _book((0.22, 0.15, 0.03), (0.28, 0.12, 0), "#6d7a6a", 5)
    _book((0.2, 0.14, 0.025), (0.285, 0.12, 0.03), "#c8b79a", -4)
    _book((0.21, 0.15, 0.028), (0.28, 0.12, 0.055), "#8e5a4a", 8)
    put(H.candle(mask=False, height=0.09, lit=False), (0.28, 0.12, 0.083), 0, 0.8)
    _plant((0.5, 0.2, 0))
    C.camera((0.08, 0.15, 0.16), 1.35, -6, 10, lens=45, dof=5.6)


def kitchen_counter():
    room(wall="#e4ddd2", power=0.85, top=C.stone("#9f9a92"))
    put(H.knife_board(mask=False), (0.05, 0.05, 0), -8)
    put(H.saucepan(mask=False, colour="#2f4a5c"), (-0.35, 0.2, 0), 60)
    put(H.jar(), (0.38, 0.3, 0))
    put(H.jar(), (0.5, 0.26, 0), 40, 0.8)
    put(H.french_press(), (-0.1, 0.38, 0), 30)
    C.camera((0.02, 0.1, 0.08), 1.4, -10, 26, lens=40, dof=5.6)


def candles_evening():
    room(table="#4b3526", wall="#4a4038", window=(1.0, 0.6, 0.35), power=0.05, warm=1.0, ambient=0.02)
    for x, y, h in ((-0.18, 0.05, 0.2), (-0.05, 0.12, 0.15), (0.08, 0.02, 0.11), (0.2, 0.14, 0.17), (0.3, -0.05, 0.08)):
        objs = H.candle(mask=False, height=h)
        for o in objs:
            if o.type == "LIGHT":
                o.data.energy = 1.5
        put(objs, (x, y, 0))
    lantern = [C.assign(C.lathe("lantern", [(0.075, 0.02), (0.075, 0.3), (0.072, 0.3), (0.072, 0.02)], segments=64),
                        C.glass(name="lantern_glass"))]
    black = C.metal("#1c1c1c", brushed=True, roughness=0.4, name="iron")
    lantern.append(C.assign(C.cylinder("lantern_base", 0.085, 0.02, (0, 0, 0.01), bevel=0.002), black))
    lantern.append(C.assign(C.lathe("lantern_top", [(0, 0.36), (0.085, 0.3), (0.085, 0.29), (0, 0.3)], segments=64), black))
    lantern += H.candle(mask=False, height=0.1)
    put(lantern, (-0.42, 0.2, 0))
    scene = C.bpy.context.scene
    scene.view_settings.exposure = 0.9
    # Small point lights bouncing off the glossy table make fireflies: clamp them hard.
    scene.cycles.sample_clamp_indirect = 0.6
    scene.cycles.blur_glossy = 1.0
    C.camera((-0.09, 0.06, 0.1), 1.2, -5, 14, lens=45, dof=2.8)


def gift_table():
    room(table="#c9b08e", wall="#ece6dc", power=0.9, warm=0.3)
    put(H.gift_box(mask=False), (-0.12, 0.12, 0), 12)
    put(H.gift_box(mask=False, size=(0.22, 0.14, 0.08), colour="#2f4f3f", ribbon="#c9a45c"), (0.15, 0.16, 0), -20)
    put(H.gift_box(mask=False, size=(0.1, 0.1, 0.1), colour="#efe7d8", ribbon="#a8242e"), (0.02, -0.06, 0), 35)
    put(H.bauble(mask=False), (-0.28, -0.08, 0))
    put(H.bauble(mask=False, colour="#c9a45c"), (0.3, -0.05, 0), 0, 0.8)
    put(H.bauble(mask=False, colour="#2f4f3f"), (-0.2, -0.2, 0), 0, 0.7)
    put(H.card(mask=False), (0.3, 0.2, 0), 15)
    C.camera((0.0, 0.03, 0.07), 1.15, -10, 24, lens=45, dof=4)


SCENES = {
    "table-laid": table_laid,
    "breakfast": breakfast,
    "shelf-styled": shelf_styled,
    "kitchen-counter": kitchen_counter,
    "candles-evening": candles_evening,
    "gift-table": gift_table,
}
