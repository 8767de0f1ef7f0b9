"""Kitchen utensils: spatulas (turners) in silicone and in wood; the drawer organiser that keeps
such things; and the velvet jewellery tray (the seed's velvet tidy organisers).

Both lie flat on the sweep, turned across the frame. The silicone turner is a slotted silicone head
(the colour part: the seed's silicone palette) on a beech handle; the wooden one is cut from one
board, its wood the colour part (natural or walnut, as the wooden bowl's), bamboo sharing it.
"""

import math
import random
from functools import partial

import bpy

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


def _close_grain(tone, mask, name="wood_close", spacing=0.0035, contrast=0.32):
    """Long grain for a close-up, where `C.wood()`'s rings (a centimetre or two apart) read as soft
    bands: the growth rings drawn `spacing` apart as thin darker late-wood lines wandering along X
    (a narrow dark step of the ring's saw profile, wide enough to outlive the medians of
    finish.mjs), the coarse rings kept as a slow change of tone, and a shallow groove along each
    line for the raking light. On the end grain (a face across X) the same rings show as arcs."""
    m, nt, b = C._material(name, mask)
    base = C._base(tone, mask)
    stretch = C._coords(nt, (2, 40, 40))
    fine = nt.nodes.new("ShaderNodeTexWave")
    fine.wave_type, fine.wave_profile = "RINGS", "SAW"
    # Blender's rings advance 20 radians a unit: one ring every `spacing` metres across the grain.
    fine.inputs["Scale"].default_value = math.tau / (20 * 40 * spacing)
    fine.inputs["Distortion"].default_value = 2.5
    fine.inputs["Detail"].default_value = 3
    fine.inputs["Detail Scale"].default_value = 1.5
    nt.links.new(stretch, fine.inputs["Vector"])
    coarse = nt.nodes.new("ShaderNodeTexWave")
    coarse.wave_type = "RINGS"
    coarse.inputs["Scale"].default_value = 1.4
    coarse.inputs["Distortion"].default_value = 6
    coarse.inputs["Detail"].default_value = 4
    nt.links.new(stretch, coarse.inputs["Vector"])
    ramp = nt.nodes.new("ShaderNodeValToRGB")
    els = ramp.color_ramp.elements
    # Early wood light and even, darkening into the late-wood line over the ring's last quarter.
    els[0].position, els[0].color = 0.0, tuple(c * 1.04 for c in base[:3]) + (1,)
    els[1].position, els[1].color = 0.6, tuple(c * 0.97 for c in base[:3]) + (1,)
    late = els.new(0.8)
    late.color = tuple(c * (1 - contrast) for c in base[:3]) + (1,)
    nt.links.new(fine.outputs["Fac"], ramp.inputs["Fac"])
    # Some rings plain, some faint: the lines' strength wanders across the grain.
    strength = nt.nodes.new("ShaderNodeMixRGB")
    strength.inputs["Color1"].default_value = tuple(c * 1.02 for c in base[:3]) + (1,)
    nt.links.new(C._range(nt, C._noise(nt, C._coords(nt, (4, 90, 90)), 1, detail=2), 0.35, 1.0), strength.inputs["Fac"])
    nt.links.new(ramp.outputs["Color"], strength.inputs["Color2"])
    tone_mul = nt.nodes.new("ShaderNodeMixRGB")
    tone_mul.blend_type, tone_mul.inputs["Fac"].default_value = "MULTIPLY", 1.0
    nt.links.new(strength.outputs["Color"], tone_mul.inputs["Color1"])
    shade = C._range(nt, coarse.outputs["Fac"], 0.86, 1.0, 0.0, 1.0)
    comb = nt.nodes.new("ShaderNodeCombineColor")
    for ch in ("Red", "Green", "Blue"):
        nt.links.new(shade, comb.inputs[ch])
    nt.links.new(comb.outputs["Color"], tone_mul.inputs["Color2"])
    nt.links.new(tone_mul.outputs["Color"], b.inputs["Base Color"])
    pores = C._noise(nt, C._coords(nt, (30, 900, 900)), 1, detail=2)
    nt.links.new(C._range(nt, pores, 0.4, 0.56), b.inputs["Roughness"])
    groove = C._range(nt, fine.outputs["Fac"], 0.0, 1.0, 0.65, 0.85)
    C._bump(nt, C._math(nt, "ADD", C._math(nt, "MULTIPLY", groove, -1.0), C._math(nt, "MULTIPLY", pores, 0.3)),
            0.12, 0.0004, "Normal", b)
    b.inputs["Specular"].default_value = 0.4
    return m


def wood_spatula(mask=True, close=False):
    """A wooden turner 30 cm long cut from one 7 mm board: a blade 6.4 cm wide with rounded corners,
    narrowing to a handle 2.8-3.2 cm wide with a rounded end and a hanging hole. The grain runs
    along it (with `close`, the close-up's finer grain, `_close_grain()`)."""
    widths = _rounded_front(0.032, 0.011, 0.1, 0.026)
    widths += [(0.11, 0.022), (0.12, 0.017), (0.13, 0.0145), (0.2, 0.015), (0.27, 0.016)]
    r, xe = 0.016, 0.3
    for i in range(1, 11):
        a = math.pi / 2 * i / 10
        widths.append((xe - r + r * math.sin(a), r * math.cos(a)))
    wood = (_close_grain("#c9a27b", mask, name="spatula_wood") if close
            else C.wood("#c9a27b", ring_scale=14, axis="X", mask=mask, contrast=0.25, name="spatula_wood"))
    blade = _slab("wood_spatula", _outline(widths), 0.007, 0.0026, wood)
    hole = C.cylinder("hole", 0.0045, 0.03, (0.281, 0, 0), bevel=0.0)
    _round_off(_cut(blade, [hole]))
    root = C.group([blade], rotation_z=TURN)
    root.location = (-0.15 * math.cos(math.radians(TURN)), -0.15 * math.sin(math.radians(TURN)), 0.0035)
    return [blade]


def organiser(mask=True, bamboo=False, close=False):
    """A drawer organiser 30 x 20 x 5.5 cm moulded (or, in bamboo, made) as one tray: a long
    compartment along the back and three in front, their corners and floors rounded, the walls
    between them 4 mm thick. The tray is the colour part (the plastic's palette, or natural and
    walnut bamboo)."""
    w, d, h, wall = 0.3, 0.2, 0.055, 0.004
    if bamboo and close:
        # The close-up's bamboo: fine, close stripes (the pressed strips' fibres) instead of rings.
        material = _close_grain("#d9b98c", mask, name="bamboo", spacing=0.0024, contrast=0.26)
    elif bamboo:
        material = C.wood("#d9b98c", ring_scale=24, axis="X", mask=mask, contrast=0.35, name="bamboo")
    else:
        material = C.plastic("#888888", mask=mask, roughness=0.45, name="organiser_plastic")
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


def _velvet(mask, colour="#6b2a3c", name="velvet"):
    """Velvet over a padded board: a matt base whose pile catches the light at grazing angles (a
    velvet lobe mixed in by the layer weight, with the Principled sheen), so the rolled edges and the
    rolls' shoulders light up against a deeper face; the nap brushed in patches (a slow, stretched
    noise shifts the tone and the pile's lean) and a fine fuzz in the bump."""
    m, nt, b = C._material(name, mask)
    col = C._base(colour, mask)
    vec = C._coords(nt)
    crush = C._noise(nt, C._coords(nt, (1, 3, 1)), 9, detail=3)
    fuzz = C._noise(nt, vec, 2200, detail=2)
    nap = C._math(nt, "ADD", fuzz, C._math(nt, "MULTIPLY", crush, 1.5))
    normal = C._bump(nt, nap, 0.06, 0.0004, "Normal", b)
    lw = nt.nodes.new("ShaderNodeLayerWeight")
    lw.inputs["Blend"].default_value = 0.5
    nt.links.new(normal, lw.inputs["Normal"])
    # Seen straight on, the pile's tips swallow light (a deep tone); towards grazing its sides
    # show (lighter), and the velvet lobe adds the bright rim.
    depth = C._math(nt, "MULTIPLY", C._range(nt, lw.outputs["Facing"], 0.55, 1.35, 0.1, 0.65),
                    C._range(nt, crush, 0.88, 1.0))
    mul = nt.nodes.new("ShaderNodeMixRGB")
    mul.blend_type, mul.inputs["Fac"].default_value = "MULTIPLY", 1.0
    mul.inputs["Color1"].default_value = col
    nt.links.new(depth, mul.inputs["Color2"])
    nt.links.new(mul.outputs["Color"], b.inputs["Base Color"])
    b.inputs["Roughness"].default_value = 1.0
    b.inputs["Specular"].default_value = 0.1
    b.inputs["Sheen"].default_value = 1.0
    b.inputs["Sheen Tint"].default_value = 1.0
    pile = nt.nodes.new("ShaderNodeBsdfVelvet")
    pile.inputs["Sigma"].default_value = 0.35
    bright = nt.nodes.new("ShaderNodeMixRGB")
    bright.blend_type, bright.inputs["Fac"].default_value = "MULTIPLY", 1.0
    bright.inputs["Color1"].default_value = col
    bright.inputs["Color2"].default_value = (1.8, 1.8, 1.8, 1)
    nt.links.new(bright.outputs["Color"], pile.inputs["Color"])
    nt.links.new(normal, pile.inputs["Normal"])
    mix = nt.nodes.new("ShaderNodeMixShader")
    nt.links.new(C._range(nt, lw.outputs["Facing"], 0.0, 0.8, 0.05, 0.6), mix.inputs["Fac"])
    nt.links.new(b.outputs["BSDF"], mix.inputs[1])
    nt.links.new(pile.outputs["BSDF"], mix.inputs[2])
    out = next(n for n in nt.nodes if n.type == "OUTPUT_MATERIAL")
    nt.links.new(mix.outputs["Shader"], out.inputs["Surface"])
    return m


def _ring(name, radius, band, metal, location, turn=0.0, width=1.5):
    """A plain band standing in a slit between two rolls, its plane along the slit (its axis Y):
    from the front the part above the rolls reads as an arch."""
    bpy.ops.mesh.primitive_torus_add(major_radius=radius, minor_radius=band, major_segments=96, minor_segments=20,
                                     location=location, rotation=(math.radians(90), 0, math.radians(turn)))
    ring = bpy.context.active_object
    ring.name = name
    ring.scale = (1, 1, width)  # the band wider (along its axis) than it is thick
    for p in ring.data.polygons:
        p.use_smooth = True
    C.assign(ring, metal)
    return ring


def velvet_organiser(mask=True):
    """A jewellery tray 27 x 19 x 4.5 cm, a rigid tray covered in velvet (the colour part): on the
    left a section of ten velvet ring rolls lying across it, packed so each slit between two holds a
    ring; on the right a long compartment along the back and two in front, their floors padded, the
    walls between them 6 mm thick with rounded, covered tops. A gold and a silver band stand in the
    rolls and a steel bangle lies in a compartment (not tinted)."""
    velvet = _velvet(mask)
    w, d, h, wall, div = 0.27, 0.19, 0.045, 0.008, 0.006
    ix, iy = w / 2 - wall, d / 2 - wall
    tray = C.box("velvet_organiser", (w, d, h), (0, 0, h / 2), bevel=0.009, segments=5)
    split_x, split_y, mid_x = -0.045, 0.012, 0.045
    rolls_floor = h - 0.021
    # (x0, x1, y0, y1, floor)
    rooms = [(-ix, split_x - div / 2, -iy, iy, rolls_floor),
             (split_x + div / 2, ix, split_y + div / 2, iy, 0.009),
             (split_x + div / 2, mid_x - div / 2, -iy, split_y - div / 2, 0.009),
             (mid_x + div / 2, ix, -iy, split_y - div / 2, 0.009)]
    cutters = [C.box(f"vroom{i}", (x1 - x0, y1 - y0, 0.1), ((x0 + x1) / 2, (y0 + y1) / 2, z + 0.05), bevel=0.006, segments=5)
               for i, (x0, x1, y0, y1, z) in enumerate(rooms)]
    _cut(tray, cutters)
    rim = tray.modifiers.new("rim", "BEVEL")
    rim.width, rim.segments, rim.limit_method = 0.0026, 4, "ANGLE"
    C.assign(tray, velvet)
    parts = [tray]
    # The ring rolls: padded cylinders lying along X, squeezed a little against one another.
    x0, x1, y0, y1, z = rooms[0]
    n = 10
    pitch = (y1 - y0) / n
    r = pitch / 2 * 1.02
    rnd = random.Random(7)
    for i in range(n):
        y = y0 + pitch * (i + 0.5)
        roll = C.cylinder(f"roll{i}", r, x1 - x0 - 0.001, ((x0 + x1) / 2, y, 0), bevel=0.0045, vertices=48)
        roll.modifiers["bevel"].segments = 5
        roll.rotation_euler.y = math.radians(90)
        sz = rnd.uniform(0.93, 0.97)
        roll.scale = (sz, 1, 1)  # before the turn: X is the roll's height once it lies along X
        roll.location.z = z + r * sz - 0.0008
        C.assign(roll, velvet)
        parts.append(roll)
    gold = C.metal("#e0b86e", brushed=False, roughness=0.08, name="gold")
    silver = C.metal("#d6d9dc", brushed=False, roughness=0.06, name="silver")
    cx = (x0 + x1) / 2
    top = z + 2 * r * 0.95
    parts.append(_ring("gold_ring", 0.0094, 0.0014, gold, (cx - 0.012, y0 + pitch * 3, top - 0.002), turn=4))
    parts.append(_ring("silver_ring", 0.0089, 0.0012, silver, (cx + 0.014, y0 + pitch * 6, top - 0.0025), turn=-3))
    # A polished bangle lying flat in the front right compartment.
    bx0, bx1, by0, by1, bz = rooms[3]
    bpy.ops.mesh.primitive_torus_add(major_radius=0.031, minor_radius=0.0032, major_segments=128, minor_segments=24,
                                     location=((bx0 + bx1) / 2 + 0.002, (by0 + by1) / 2 + 0.004, bz + 0.0032 * 0.8))
    bangle = bpy.context.active_object
    bangle.name = "bangle"
    bangle.scale = (1, 1, 0.8)
    for p in bangle.data.polygons:
        p.use_smooth = True
    C.assign(bangle, silver)
    parts.append(bangle)
    root = C.group(parts)
    C.jitter(root, seed=3)
    return parts


# The close-ups. The silicone blade's slots and front edge:
SPATULA_CLOSE = View(target=(-0.058, -0.094, 0.002), distance=0.3, azimuth=-15, elevation=40, lens=100, rake=600)
# the wooden blade's front edge (end grain), its grain drawn finer for the close-up:
WOOD_CLOSE = View(target=(-0.054, -0.109, 0.0185), distance=0.28, azimuth=-20, elevation=30, lens=100, rake=600,
                  build=partial(wood_spatula, close=True))
# the tray's front left corner, its rounded wall and the compartments behind it:
TRAY_CLOSE = View(target=(-0.085, -0.098, 0.048), distance=0.34, azimuth=-25, elevation=34, lens=100, rake=500)
# the same of the bamboo tray, its strips' fine stripes drawn for the close-up:
BAMBOO_CLOSE = View(target=TRAY_CLOSE.target, distance=TRAY_CLOSE.distance, azimuth=TRAY_CLOSE.azimuth,
                    elevation=TRAY_CLOSE.elevation, lens=100, rake=TRAY_CLOSE.rake,
                    build=partial(organiser, bamboo=True, close=True))
# the ring rolls with the gold and silver bands, the tray's front wall below:
VELVET_CLOSE = View(target=(-0.088, -0.058, 0.04), distance=0.3, azimuth=-20, elevation=34, lens=100, rake=500)

SHAPES = {
    "siliconeSpatula": Shape(silicone_spatula, 0.3, [View(-15, 50, fill=1.35), View(0, 84, lens=70, fill=1.3), SPATULA_CLOSE]),
    "woodSpatula": Shape(wood_spatula, 0.3, [View(-15, 50, fill=1.35), View(0, 84, lens=70, fill=1.3), WOOD_CLOSE]),
    "organiser": Shape(organiser, 0.32, [View(-25, 42, fill=1.1), View(5, 70, lens=70, fill=1.05), TRAY_CLOSE]),
    "bambooOrganiser": Shape(partial(organiser, bamboo=True), 0.32, [View(-25, 42, fill=1.1), View(5, 70, lens=70, fill=1.05),
                                                                     BAMBOO_CLOSE]),
    "velvetOrganiser": Shape(velvet_organiser, 0.3, [View(-25, 40, fill=1.1), View(5, 72, lens=70, fill=1.05), VELVET_CLOSE]),
}


def build(name, mask=True, view=None):
    """Build a shape's model (or a view's own); `mask=False` gives the catalogue colour instead of neutral grey."""
    random.seed(name)
    return ((view and view.build) or SHAPES[name].build)(mask=mask and SHAPES[name].mask)
