"""Kitchen tools, glassware and tableware that had no picture of their own: a box grater, a flat
grater, a glass salad bowl, wine glasses, a glass vase and a teacup on its saucer, modelled at
real size like hard_goods.py (same Shape/View table and studio).

A grater's faces are thin steel sheets; their holes are cut by the material (a transparent mix
over a grid of punched holes in the sheet's own UV metres, with a raised burr round each), which
keeps the mesh to a few quads where hundreds of boolean cuts would take minutes to build.
"""

import math
import random
from functools import partial

from mathutils import Matrix, Vector

import common as C
from hard_goods import Shape, View, _gloss_unmasked, wall_shield

# ---------------------------------------------------------------- graters


def _punched_steel(name, pitch, radius, slot=1.0):
    """Brushed stainless sheet with holes `radius` wide every `pitch` metres, staggered row by row;
    `slot` stretches them across (a slicer's long slots). Round each hole the sheet is pushed up
    into a burr, which catches the light as the cutting edges of a real grater do."""
    m, nt, b = C._material(name)
    b.inputs["Metallic"].default_value = 1.0
    b.inputs["Base Color"].default_value = C.srgb("#b4b8bb")
    b.inputs["Anisotropic"].default_value = 0.4
    tc = nt.nodes.new("ShaderNodeTexCoord")
    sep = nt.nodes.new("ShaderNodeSeparateXYZ")
    nt.links.new(tc.outputs["UV"], sep.inputs["Vector"])
    row = C._math(nt, "FLOOR", C._math(nt, "DIVIDE", sep.outputs["Y"], pitch))
    shift = C._math(nt, "MULTIPLY", C._math(nt, "MODULO", row, 2.0), 0.5)
    cx = C._math(nt, "SUBTRACT", C._math(nt, "FRACT", C._math(nt, "ADD", C._math(nt, "DIVIDE", sep.outputs["X"], pitch * slot), shift)), 0.5)
    cy = C._math(nt, "SUBTRACT", C._math(nt, "FRACT", C._math(nt, "DIVIDE", sep.outputs["Y"], pitch)), 0.5)
    dist = C._math(nt, "SQRT", C._math(nt, "ADD", C._math(nt, "POWER", C._math(nt, "MULTIPLY", cx, slot), 2.0),
                                       C._math(nt, "POWER", cy, 2.0)))
    r = radius / pitch
    hole = C._range(nt, dist, 1.0, 0.0, r * 0.92, r)
    burr = C._range(nt, dist, 1.0, 0.0, r, r * 1.45)
    C._bump(nt, burr, 0.9, 0.0008, "Normal", b)
    streak = C._noise(nt, C._coords(nt, (1, 80, 80), "UV"), 40, detail=8, rough=0.7)
    nt.links.new(C._range(nt, streak, 0.16, 0.28), b.inputs["Roughness"])
    out = nt.nodes["Material Output"]
    clear = nt.nodes.new("ShaderNodeBsdfTransparent")
    mix = nt.nodes.new("ShaderNodeMixShader")
    nt.links.new(hole, mix.inputs["Fac"])
    nt.links.new(b.outputs["BSDF"], mix.inputs[1])
    nt.links.new(clear.outputs["BSDF"], mix.inputs[2])
    nt.links.new(mix.outputs["Shader"], out.inputs["Surface"])
    m.blend_method = "HASHED"
    return m


def _sheet(name, corners, material, thickness=0.0006):
    """A flat steel face through four corners (bottom-left, bottom-right, top-right, top-left),
    its UVs in metres across and up the face so the holes keep their real size."""
    mesh = C.bpy.data.meshes.new(name)
    mesh.from_pydata(corners, [], [(0, 1, 2, 3)])
    uv = mesh.uv_layers.new(name="UVMap")
    bl, br, tr, tl = corners
    width = math.dist(bl, br)
    height = math.dist(((bl[0] + br[0]) / 2, (bl[1] + br[1]) / 2, bl[2]), ((tl[0] + tr[0]) / 2, (tl[1] + tr[1]) / 2, tl[2]))
    top = math.dist(tl, tr)
    for loop, (u, v) in zip(uv.data, ((-width / 2, 0), (width / 2, 0), (top / 2, height), (-top / 2, height))):
        loop.uv = (u, v)
    obj = C._link(name, mesh)
    solid = obj.modifiers.new("solid", "SOLIDIFY")
    solid.thickness, solid.offset = thickness, 0.0
    return C.assign(obj, material)


def _frame(name, corners, radius, material):
    """A rolled steel edge round the corners of a face or rim: a closed, straight-sided loop of tube."""
    curve = C.bpy.data.curves.new(name, "CURVE")
    curve.dimensions, curve.bevel_depth, curve.bevel_resolution = "3D", radius, 4
    spline = curve.splines.new("POLY")
    spline.points.add(len(corners) - 1)
    for point, co in zip(spline.points, corners):
        point.co = (*co, 1)
    spline.use_cyclic_u = True
    curve.materials.append(material)
    obj = C.bpy.data.objects.new(name, curve)
    C.bpy.context.scene.collection.objects.link(obj)
    return obj


def box_grater(mask=True):
    """Four tapered faces (coarse, fine, slicer, zester) between a rolled foot and a top rim, and a
    moulded handle over the top: the colour part (silver or black) is the handle."""
    h, base, top = 0.235, (0.052, 0.04), (0.038, 0.028)
    bottom = [(-base[0], -base[1], 0.004), (base[0], -base[1], 0.004), (base[0], base[1], 0.004), (-base[0], base[1], 0.004)]
    upper = [(-top[0], -top[1], h), (top[0], -top[1], h), (top[0], top[1], h), (-top[0], top[1], h)]
    faces = [
        ("coarse", _punched_steel("coarse", 0.0105, 0.0038)),
        ("slicer", _punched_steel("slicer", 0.03, 0.0035, slot=0.28)),
        ("fine", _punched_steel("fine", 0.0055, 0.0016)),
        ("zester", _punched_steel("zester", 0.0042, 0.0009)),
    ]
    parts = []
    for i, (name, material) in enumerate(faces):
        j = (i + 1) % 4
        parts.append(_sheet(name, [bottom[i], bottom[j], upper[j], upper[i]], material))
    steel = C.metal(brushed=True, roughness=0.18, name="rim_steel")
    parts.append(_frame("foot", bottom, 0.0022, steel))
    parts.append(_frame("rim", upper, 0.0018, steel))
    grip = C.plastic("#2a2a2a", mask=mask, roughness=0.4, name="grip")
    cap = C.box("cap", (top[0] * 2 + 0.006, top[1] * 2 + 0.006, 0.008), (0, 0, h + 0.003), bevel=0.003)
    handle = C.tube("handle", [(-top[0] + 0.004, 0, h + 0.004), (-top[0] + 0.002, 0, h + 0.04),
                               (0, 0, h + 0.052), (top[0] - 0.002, 0, h + 0.04), (top[0] - 0.004, 0, h + 0.004)],
                    0.0075, grip)
    handle.scale.y = 1.6
    parts += [C.assign(cap, grip), handle]
    return parts


def flat_grater(mask=True):
    """A paddle grater stood upright as it is photographed for a shop: one punched blade in a
    rolled frame, the handle (the colour part) above it."""
    length, width = 0.2, 0.062
    corners = [(-width / 2, 0, 0.004), (width / 2, 0, 0.004), (width / 2, 0, length), (-width / 2, 0, length)]
    blade = _sheet("blade", corners, _punched_steel("blade", 0.0085, 0.003))
    steel = C.metal(brushed=True, roughness=0.18, name="frame_steel")
    frame = _frame("frame", corners, 0.0018, steel)
    grip = C.plastic("#2a2a2a", mask=mask, roughness=0.4, name="grip")
    handle = C.box("handle", (0.036, 0.016, 0.11), (0, 0, length + 0.052), bevel=0.006, segments=5)
    C.assign(handle, grip)
    return [blade, frame, handle]


# ---------------------------------------------------------------- glassware


def glass_bowl(mask=True):
    """A pressed-glass salad bowl, 24 cm across with a thick rolled rim and a heavy base: clear
    glass reads by its edges, so the wall is thick enough to draw a bright line round the rim.
    The glass is rendered clear but marked in the mask (`C.glass(mask=True)`), so the shop's multiply
    by a variant's colour tints it as coloured glass is tinted (amber, smoke, green)."""
    profile = [(0, 0.0), (0.05, 0.0), (0.054, 0.002), (0.056, 0.008), (0.085, 0.03), (0.108, 0.06),
               (0.118, 0.085), (0.12, 0.095), (0.118, 0.099), (0.113, 0.098), (0.111, 0.086),
               (0.101, 0.061), (0.078, 0.034), (0.05, 0.018), (0, 0.016)]
    b = C.lathe("glass_bowl", profile, segments=128, subdiv=1, wobble=0.0015, seed=9)
    C.assign(b, C.glass(mask=mask, name="bowl_glass"))
    return [b]


def _wine_glass(name, material):
    """One wine glass, 22 cm tall: a tulip bowl 9 cm across at its widest, closing in to a 7 cm
    rim, its wall a millimetre thick; a slender drawn stem flaring into the bowl and the foot;
    a round foot 7.5 cm across, thin at its edge and domed up to the stem. Machine-made, so it
    keeps only a hair of wobble."""
    profile = [(0, 0.0042), (0.02, 0.0027), (0.033, 0.0009), (0.0368, 0.0), (0.0376, 0.0009), (0.0366, 0.0021),
               (0.026, 0.0038), (0.014, 0.0068), (0.0065, 0.0125), (0.0043, 0.02), (0.0037, 0.05), (0.0038, 0.082),
               (0.0048, 0.092), (0.009, 0.0985), (0.018, 0.1055), (0.0295, 0.1175), (0.0395, 0.1335),
               (0.0447, 0.152), (0.0449, 0.17), (0.0425, 0.19), (0.0385, 0.208), (0.0357, 0.2195),
               (0.0352, 0.2203), (0.0346, 0.2196), (0.0374, 0.2078), (0.0414, 0.1898), (0.0438, 0.17),
               (0.0436, 0.1523), (0.0384, 0.1342), (0.0286, 0.1187), (0.0176, 0.1075), (0.0088, 0.102), (0, 0.1008)]
    g = C.lathe(name, profile, segments=128, subdiv=1, wobble=0.0006, seed=len(name))
    return C.assign(g, material)


def _rows(az, front, back, depth=0.105, jitter=0.004, seed=4):
    """Glasses in two staggered rows as seen from a camera at azimuth `az`: `front` and `back` are
    their places across the picture (metres), the back row `depth` further from the camera, so
    each back glass stands in the gap between two front ones. A few millimetres of jitter, as
    set down by hand."""
    a = math.radians(az)
    right, away = (math.cos(a), math.sin(a)), (-math.sin(a), math.cos(a))
    rnd = random.Random(seed)
    spots = []
    for row, v in ((front, -depth / 2), (back, depth / 2)):
        for u in row:
            u, vv = u + rnd.uniform(-jitter, jitter), v + rnd.uniform(-jitter, jitter)
            spots.append((u * right[0] + vv * away[0], u * right[1] + vv * away[1], 0.0))
    return spots


# Sets of four and six stand in two staggered rows, as a shop photographs a set, laid out for the
# packshot's camera: each back glass stands in the gap between two front ones (the bowls, 9 cm
# across, 11 cm apart in a row), so every glass shows whole or plainly overlapping.
WINE_SETS = {
    4: _rows(-18, (-0.06, 0.05), (-0.005, 0.105)),
    6: _rows(-16, (-0.135, -0.025, 0.085), (-0.08, 0.03, 0.14)),
}


def wine_glasses(mask=True, count=2):
    """Wine glasses as a shop shows a set: two side by side, the second a little behind and to the
    right (or one alone). The glass is rendered clear and marked in the mask as the other glass
    shapes are, so the shop tints it (smoke, amber, light blue, green stemware)."""
    material = C.glass(mask=mask, name="wine_glass")
    spots = WINE_SETS.get(count) or ([(-0.048, -0.03, 0.0), (0.062, 0.045, 0.0)][:count] if count > 1 else [(0.0, 0.0, 0.0)])
    parts = []
    for i, at in enumerate(spots):
        g = _wine_glass(f"wine_glass{i}", material)
        g.location = at
        g.rotation_euler.z = math.radians(40 * i)
        parts.append(g)
    return parts


def glass_vase(mask=True):
    """A mouth-blown glass vase 24 cm tall: a rounded body 14 cm across rising into narrow
    shoulders, a short neck and a slightly flared lip, its wall 3 mm and its base a heavy 13 mm
    of glass, which refracts the sweep as a bright lens at the foot. Clear and tinted by the shop
    through the mask, as the other glass shapes are."""
    profile = [(0, 0.0015), (0.04, 0.0012), (0.046, 0.0), (0.0505, 0.0035), (0.057, 0.018), (0.065, 0.042),
               (0.0698, 0.075), (0.0695, 0.11), (0.0635, 0.145), (0.051, 0.172), (0.035, 0.192), (0.0235, 0.206),
               (0.0205, 0.222), (0.0225, 0.234), (0.0258, 0.2395), (0.0252, 0.2412), (0.0228, 0.2398),
               (0.0195, 0.2345), (0.0175, 0.222), (0.0205, 0.2045), (0.0325, 0.19), (0.0483, 0.1705),
               (0.0605, 0.1443), (0.0665, 0.11), (0.0668, 0.075), (0.062, 0.043), (0.054, 0.022),
               (0.044, 0.0145), (0.02, 0.0132), (0, 0.013)]
    v = C.lathe("glass_vase", profile, segments=128, subdiv=1, wobble=0.003, seed=21)
    return [C.assign(v, C.glass(mask=mask, name="vase_glass"))]


def _eucalyptus_leaf(name, centre, side, along, radius, material):
    """A silver-dollar eucalyptus leaf: a round, slightly cupped blade `radius` wide, its plane
    spanned by `side` (away from the stem) and `along` (the stem's direction)."""
    def cup(r):
        return 6.0 * r * r

    profile = [(0, 0.0005), (radius * 0.5, 0.0005 + cup(radius * 0.5)), (radius * 0.92, 0.0003 + cup(radius * 0.92)),
               (radius, cup(radius)), (radius * 0.92, -0.0003 + cup(radius * 0.92)),
               (radius * 0.5, -0.0004 + cup(radius * 0.5)), (0, -0.0004)]
    leaf = C.lathe(name, profile, segments=24, subdiv=1)
    # Not quite round: a little shorter along the stem than across.
    normal = side.cross(along).normalized()
    frame = Matrix((side, along, normal)).transposed().to_4x4()
    frame.translation = centre
    leaf.matrix_world = frame @ Matrix.Diagonal((1.0, 0.88, 1.0, 1.0))
    return C.assign(leaf, material)


def eucalyptus(seed=3):
    """Three stems of silver-dollar eucalyptus standing in the vase: straight through the neck,
    arching out above it, with round grey-green leaves in opposite pairs, smaller towards the tips."""
    rnd = random.Random(seed)
    m, nt, b = C._material("eucalyptus")
    nt.links.new(C._colour_var(nt, C._coords(nt), C.srgb("#849d91"), 0.2, 30), b.inputs["Base Color"])
    b.inputs["Roughness"].default_value = 0.5
    b.inputs["Sheen"].default_value = 0.5
    stem_m = C.simple(C.srgb("#6e6a4e"), 0.6, name="eucalyptus_stem")
    parts = []
    for i, (neck, mid, tip) in enumerate((((-0.004, 0.003, 0.222), (-0.045, -0.01, 0.34), (-0.115, -0.02, 0.4)),
                                          ((0.003, 0.004, 0.222), (0.012, 0.02, 0.38), (0.035, 0.035, 0.49)),
                                          ((0.004, -0.004, 0.222), (0.06, -0.012, 0.31), (0.13, -0.01, 0.35)))):
        base = Vector((neck[0] * 2.5, neck[1] * 2.5, 0.016))
        neck, mid, tip = Vector(neck), Vector(mid), Vector(tip)
        pts = [base + (neck - base) * t for t in (0.0, 0.5)]
        curve = [(1 - t) ** 2 * neck + 2 * (1 - t) * t * mid + t * t * tip for t in [j / 12 for j in range(13)]]
        stem = C.tube(f"stem{i}", pts + curve, 0.0016, stem_m)
        parts.append(stem)
        turn = rnd.uniform(0, math.pi)
        for n, t in enumerate([0.08 + 0.86 * j / 9 for j in range(10)]):
            at = (1 - t) ** 2 * neck + 2 * (1 - t) * t * mid + t * t * tip
            along = (2 * (1 - t) * (mid - neck) + 2 * t * (tip - mid)).normalized()
            radius = 0.021 - 0.01 * t + rnd.uniform(-0.002, 0.002)
            # Each node's pair turns a quarter about the stem from the last.
            a = turn + n * math.pi / 2 + rnd.uniform(-0.3, 0.3)
            ref = Vector((0, 0, 1)) if abs(along.z) < 0.9 else Vector((1, 0, 0))
            u = along.cross(ref).normalized()
            v = along.cross(u).normalized()
            for sgn in (1, -1):
                side = (u * math.cos(a) + v * math.sin(a)) * sgn
                # Leaves hang a little: tip the blade's side towards the ground.
                side = (side + Vector((0, 0, -0.25))).normalized()
                side = (side - along * side.dot(along)).normalized()
                centre = at + side * (radius + 0.002)
                parts.append(_eucalyptus_leaf(f"leaf{i}_{n}_{sgn}", centre, side, along, radius, m))
    return parts


def glass_vase_styled(mask=True):
    """The vase with three stems of eucalyptus, as a shop styles its second picture."""
    return glass_vase(mask=mask) + eucalyptus()


# ---------------------------------------------------------------- tea things


def cup_saucer(mask=True, colour="#f4f2ed"):
    """A porcelain teacup on its saucer, at a real teacup's size: the cup 9.4 cm across the lip and
    6 cm high (wider and lower than the mug), its wall thinning to a flared lip, standing on a foot
    ring in the saucer's well; the saucer 15 cm across, shallow, with a flat rim. A slim ear-shaped
    loop handle, thicker where it meets the wall. Cup and saucer share the glaze, the colour part."""
    glaze = C.ceramic(colour, glossy=True, mask=mask, name="cup_glaze")
    saucer_p = [(0, 0.0032), (0.041, 0.0032), (0.0425, 0.0), (0.0465, 0.0), (0.0495, 0.0035),
                (0.056, 0.0085), (0.062, 0.0115), (0.068, 0.0138), (0.0735, 0.0155), (0.0754, 0.017),
                (0.0752, 0.0188), (0.0728, 0.0193), (0.066, 0.0168), (0.058, 0.0138), (0.05, 0.0105),
                (0.04, 0.0082), (0.032, 0.0077), (0.0262, 0.0075), (0.0245, 0.0062), (0, 0.006)]
    saucer = C.assign(C.lathe("saucer", saucer_p, segments=128, wobble=0.0015, seed=12), glaze)
    cup_p = [(0, 0.0042), (0.0178, 0.0042), (0.019, 0.0), (0.0222, 0.0), (0.0228, 0.0045), (0.0222, 0.0062),
             (0.027, 0.0085), (0.0345, 0.0155), (0.0398, 0.0265), (0.0425, 0.039), (0.0436, 0.05),
             (0.0446, 0.0555), (0.0462, 0.0588), (0.0474, 0.0604), (0.0468, 0.0612), (0.0457, 0.0606),
             (0.0441, 0.0578), (0.0429, 0.0545), (0.0418, 0.05), (0.0407, 0.039), (0.0379, 0.0268),
             (0.0322, 0.0168), (0.024, 0.0105), (0.012, 0.0086), (0, 0.0082)]
    cup = C.assign(C.lathe("cup", cup_p, segments=128, wobble=0.0015, seed=13), glaze)
    # An ear: it leaves the wall just under the lip, rises a little, and comes back low on the bowl.
    handle = C.tube("handle", [(-0.0432, 0, 0.0535), (-0.054, 0, 0.06), (-0.064, 0, 0.056),
                               (-0.066, 0, 0.044), (-0.058, 0, 0.031), (-0.0388, 0, 0.0255)], 0.0034, glaze)
    for point, radius in zip(handle.data.splines[0].points, (1.1, 0.95, 0.9, 0.9, 0.95, 1.1)):
        point.radius = radius
    handle.scale.y = 0.8
    # The cup's foot sits in the saucer's well.
    cup.location.z = handle.location.z = 0.006
    return [saucer, cup, handle]


# ---------------------------------------------------------------- stovetop


def _along(parts, base, direction):
    """Stand parts modelled along +Z at `base`, pointing along `direction` (a unit vector)."""
    pivot = C.bpy.data.objects.new("pivot", None)
    C.bpy.context.scene.collection.objects.link(pivot)
    pivot.location = base
    pivot.rotation_mode = "QUATERNION"
    pivot.rotation_quaternion = Vector(direction).to_track_quat("Z", "Y")
    for part in parts:
        part.parent = pivot
    return parts


def _rivet(name, at, normal, metal, radius=0.0035):
    """A domed rivet head on a surface at `at`, facing along its outward `normal`."""
    head = C.lathe(name, [(0, radius * 0.65), (radius * 0.65, radius * 0.5), (radius * 0.97, radius * 0.12),
                          (radius, 0.0), (0, 0.0)], segments=32)
    return _along([C.assign(head, metal)], at, normal)[0]


def _whistle_cap(tip, direction, bakelite, steel):
    """A hinged whistle cap over the spout's mouth: a domed black cap with the whistle's slot, a
    steel hinge at its back and a thumb lever that lifts it for pouring."""
    cap = C.lathe("whistle_cap", [(0, 0.0), (0.0128, 0.0), (0.0134, 0.002), (0.0134, 0.013), (0.011, 0.019),
                                  (0.006, 0.0215), (0, 0.022)], segments=64)
    C.assign(cap, bakelite)
    slot = C.box("whistle_slot", (0.0035, 0.012, 0.004), (0, 0, 0.0215), bevel=0.0012)
    C.assign(slot, C.simple((0.005, 0.005, 0.005, 1), 0.6, name="slot"))
    # Modelled along +Z; after _along, +Y is the side towards the handle and X runs across the spout.
    hinge = C.cylinder("hinge", 0.0022, 0.018, (0, 0.0145, 0.004), bevel=0.0004, vertices=24)
    hinge.rotation_euler.y = math.radians(90)
    C.assign(hinge, steel)
    # The thumb tab runs back from the cap's crown, level with the hob, towards the handle.
    lever = C.tube("lever", [(0, 0.011, 0.016), (0, 0.019, 0.0135), (0, 0.027, 0.0115)], 0.0028, bakelite)
    lever.scale.x = 2.2
    return _along([cap, slot, hinge, lever], tip, direction)


def kettle(mask=True, colour="#b83a2c", steel=False):
    """A 2.5 l stovetop whistling kettle: a wide flat base (20 cm) curving in to a narrow shoulder
    under a domed lid with a black knob, a short spout set at 50 degrees with a hinged whistle cap,
    and a fixed steel handle arching over the lid with a beech grip. The body, lid and spout are the
    colour part: glossy enamel, or with `steel` polished stainless, which the shop's multiply tints
    as the steel kettles' colours are (silver, graphite, black, copper)."""
    body_p = [(0, 0.0015), (0.088, 0.0015), (0.094, 0.0), (0.099, 0.003), (0.1015, 0.01), (0.1015, 0.022),
              (0.099, 0.045), (0.092, 0.07), (0.08, 0.095), (0.065, 0.115), (0.053, 0.128), (0.047, 0.134),
              (0.046, 0.14), (0.0475, 0.142), (0.046, 0.144), (0, 0.144)]
    glaze = (C.metal("#c9ccce", brushed=False, roughness=0.06, mask=mask, name="kettle_steel") if steel
             else C.enamel(colour, mask=mask, name="kettle_enamel"))
    body = C.assign(C.lathe("kettle", body_p, segments=128, wobble=0.001), glaze)
    lid_p = [(0, 0.143), (0.0495, 0.143), (0.0505, 0.1455), (0.047, 0.152), (0.035, 0.158), (0.015, 0.161), (0, 0.161)]
    lid = C.assign(C.lathe("lid", lid_p, segments=128), glaze)
    bakelite = C.plastic("#151515", roughness=0.25, name="bakelite")
    knob = C.assign(C.lathe("knob", [(0, 0.159), (0.011, 0.159), (0.008, 0.165), (0.015, 0.174), (0.0155, 0.179),
                                     (0.012, 0.183), (0, 0.184)], segments=64), bakelite)
    # A cone from a broad root on the wall to the cap, as pressed into real enamel kettles.
    spout = C.tube("spout", [(0.072, 0, 0.07), (0.1, 0, 0.09), (0.118, 0, 0.108), (0.129, 0, 0.123)], 0.0125, glaze)
    for point, radius in zip(spout.data.splines[0].points, (2.0, 1.3, 1.0, 0.95)):
        point.radius = radius
    steel = C.metal(brushed=True, roughness=0.15, name="handle_steel")
    cap = _whistle_cap((0.129, 0, 0.123), Vector((0.6, 0, 0.8)).normalized(), bakelite, steel)
    arch = [(0.047, 0, 0.128), (0.068, 0, 0.175), (0.048, 0, 0.228), (0, 0, 0.243), (-0.048, 0, 0.228),
            (-0.068, 0, 0.175), (-0.052, 0, 0.124)]
    frame = C.tube("handle", arch, 0.004, steel)
    frame.scale.y = 2.2
    grip = C.tube("grip", [(0.043, 0, 0.226), (0.02, 0, 0.237), (-0.02, 0, 0.237), (-0.043, 0, 0.226)], 0.0125,
                  C.wood("#b07b4a", axis="X", ring_scale=20, name="grip_beech"))
    grip.scale.y = 1.15
    # The handle's feet are riveted to the shoulder, a pair each side of the strap.
    rivets = [_rivet(f"rivet{i}", (x * 1.02, y, z), Vector((x, 0, 0.6 * abs(x))).normalized(), steel, 0.0028)
              for i, (x, y, z) in enumerate(((0.052, -0.007, 0.128), (0.052, 0.007, 0.128),
                                             (-0.056, -0.007, 0.124), (-0.056, 0.007, 0.124)))]
    return [body, lid, knob, spout, *cap, frame, grip, *rivets]


def _wok_wall(z, profile):
    """The wok's outer radius at height `z`, read off its profile."""
    for (r0, z0), (r1, z1) in zip(profile, profile[1:]):
        if z0 <= z <= z1:
            return r0 + (r1 - r0) * (z - z0) / (z1 - z0)
    return profile[-1][0]


def _wok_bracket(outer, steel, z=0.07):
    """The long handle's mount: a steel plate following the sloped wall under the rim, held by two
    domed rivets, with a tube socket welded on that takes the wooden handle."""
    plate = wall_shield(lambda zz: _wok_wall(zz, outer), z, 0.3, (0.011, 0.003), (-0.017, 0.003),
                        (-0.001, 0.0025, 0.003), steel)
    r = _wok_wall(z, outer)
    slope = (_wok_wall(z + 0.005, outer) - _wok_wall(z - 0.005, outer)) / 0.01
    rivets = []
    for i, side in enumerate((-1, 1)):
        a = math.pi + side * 0.09
        rr = _wok_wall(z - 0.009, outer) + 0.0028
        rivets.append(_rivet(f"rivet{i}", (math.cos(a) * rr, math.sin(a) * rr, z - 0.009),
                             Vector((math.cos(a), math.sin(a), -slope)).normalized(), steel, 0.0042))
    socket = C.tube("socket", [(-r - 0.001, 0, z + 0.003), (-r - 0.03, 0, z + 0.011), (-r - 0.058, 0, z + 0.019)],
                    0.0095, steel)
    for point, radius in zip(socket.data.splines[0].points, (1.25, 1.0, 1.0)):
        point.radius = radius
    return [plate, *rivets, socket], r


def wok(mask=True, colour="#2a2a2a"):
    """A 30 cm wok: a deep round bowl on a small flat base, 9 cm deep, its coloured outside the
    colour part and a dark seasoned inside; a long beech handle in a steel socket riveted to the
    wall, and a short helper handle opposite."""
    outer = [(0, 0.0), (0.045, 0.0), (0.07, 0.005), (0.095, 0.016), (0.118, 0.034), (0.135, 0.055),
             (0.146, 0.075), (0.151, 0.088)]
    inner = [(0.148, 0.0895), (0.1435, 0.078), (0.1322, 0.058), (0.1155, 0.037), (0.093, 0.019),
             (0.069, 0.008), (0.045, 0.0028), (0, 0.0028)]
    body = C.lathe("wok", outer + [(0.1525, 0.0905), (0.151, 0.0915)] + inner, segments=128)
    body.data.materials.append(C.enamel(colour, mask=mask, name="wok_outer"))
    body.data.materials.append(C.cast_iron(name="wok_inside"))
    for p in body.data.polygons:
        if p.normal.z > 0.1:
            p.material_index = 1
    steel = C.metal(brushed=True, roughness=0.2, name="steel")
    beech = C.wood("#8f5f36", axis="X", ring_scale=18, name="handle_beech")
    mount, r = _wok_bracket(outer, steel)
    z = 0.07
    handle = C.tube("handle", [(-r - 0.052, 0, z + 0.017), (-r - 0.15, 0, z + 0.044), (-r - 0.25, 0, z + 0.071)],
                    0.0145, beech)
    for point, radius in zip(handle.data.splines[0].points, (0.9, 1.05, 1.0)):
        point.radius = radius
    hz = 0.074
    hr = _wok_wall(hz, outer)
    neck = C.tube("helper_neck", [(hr - 0.003, 0, hz), (hr + 0.02, 0, hz + 0.004)], 0.006, steel)
    helper = C.tube("helper", [(hr + 0.016, 0, hz + 0.0035), (hr + 0.04, 0, hz + 0.008), (hr + 0.062, 0, hz + 0.012)],
                    0.011, beech)
    return [body, *mount, handle, neck, helper]


def casserole(mask=True, colour="#b83a2c"):
    """A 24 cm round enamelled cast-iron casserole (a French oven): a heavy body 10 cm deep with a
    softly rounded foot and thick walls, two cast loop handles under the rim, a domed lid with a
    turned steel knob. The glossy outside enamel of body, handles and lid is the colour part; the
    inside is sand-coloured enamel and the rims of pot and lid are bare black iron, as on real
    enamelled cast iron."""
    r, h = 0.12, 0.1
    body_p = [(0, 0.0012), (0.095, 0.0012), (0.104, 0.0), (0.111, 0.0035), (0.1165, 0.012), (0.1192, 0.03),
              (0.12, 0.06), (0.12, 0.0985), (0.1196, h), (0.1145, h), (0.1138, 0.0985), (0.1135, 0.03),
              (0.1095, 0.017), (0.1, 0.0115), (0, 0.011)]
    body = C.lathe("casserole", body_p, segments=128, wobble=0.0008)
    glaze = C.enamel(colour, mask=mask, name="casserole_enamel")
    body.data.materials.append(glaze)
    body.data.materials.append(C.enamel("#e6dcc6", name="casserole_inside"))
    body.data.materials.append(C.cast_iron(name="casserole_rim"))
    for p in body.data.polygons:
        c = p.center
        if c.z > h - 0.0012:
            p.material_index = 2
        elif math.hypot(c.x, c.y) < 0.1142 and c.z > 0.0105:
            p.material_index = 1
    lid_p = [(0, 0.1245), (0.05, 0.1225), (0.09, 0.1155), (0.112, 0.108), (0.1205, 0.1025), (0.1212, 0.1008),
             (0.1205, h + 0.0004), (0.1148, h + 0.0004), (0.1128, 0.0965), (0.1105, 0.0962), (0.1075, 0.1005),
             (0.088, 0.1085), (0.05, 0.1148), (0, 0.1168)]
    lid = C.lathe("lid", lid_p, segments=128, wobble=0.0008)
    lid.data.materials.append(glaze)
    lid.data.materials.append(C.cast_iron(name="lid_rim"))
    for p in lid.data.polygons:
        c = p.center
        if c.z < 0.1012 or (math.hypot(c.x, c.y) < 0.112 and p.normal.z < 0):
            p.material_index = 1
    steel = C.metal(brushed=False, roughness=0.12, name="knob_steel")
    knob = C.assign(C.lathe("knob", [(0, 0.1235), (0.0135, 0.1235), (0.0105, 0.128), (0.0095, 0.132),
                                     (0.019, 0.1385), (0.0215, 0.1425), (0.02, 0.1462), (0.012, 0.1482),
                                     (0, 0.1486)], segments=64), steel)
    parts = [body, lid, knob]
    # Cast loop handles: a flat D of iron standing out 3 cm from the wall just under the rim.
    for side in (1, -1):
        z = 0.086
        loop = C.tube(f"loop{side}", [(side * (r - 0.004), -0.036, z), (side * (r + 0.016), -0.033, z),
                                      (side * (r + 0.031), -0.016, z), (side * (r + 0.031), 0.016, z),
                                      (side * (r + 0.016), 0.033, z), (side * (r - 0.004), 0.036, z)], 0.0062, glaze)
        parts.append(loop)
    return parts


def kettle_close(mask=True):
    """For the enamel kettle's close-up: the kettle with its enamel's reflection left out of the mask
    (`_gloss_unmasked()`, as the teapot's and saute's), so a dark kettle keeps its highlights."""
    parts = _gloss_unmasked(kettle(mask))
    # The hinge's pin, a pale steel rod poking out of the cap's back, read as a loose peg this near:
    # shorter, and in the cap's black, as a moulded knuckle.
    cap = next(p for p in parts if p.name.startswith("whistle_cap"))
    for p in parts:
        if p.name.startswith("hinge"):
            p.scale.z = 0.55
            p.data.materials[0] = cap.data.materials[0]
    return parts


# The enamel kettle's close-up, sharp (no depth of field): the spout rising from the shoulder to the
# whistle cap, its hinge and thumb tab, the body's curve and the handle's foot at the left.
KETTLE_CLOSE = View(target=(0.1, -0.004, 0.112), distance=0.34, azimuth=-30, elevation=14, lens=100, rake=600,
                    build=kettle_close)

# The whistle cap is the close-up: its hinge, the thumb tab and the spout's root on the shoulder.
KETTLE_VIEWS = [View(-30, 14), View(50, 28),
                View(target=(0.12, 0.0, 0.125), distance=0.34, azimuth=-20, elevation=16, lens=100, rake=600)]

SHAPES = {
    "grater": Shape(box_grater, 0.26, [View(-30, 14, fill=0.82), View(50, 22, fill=0.82),
                                       View(target=(-0.03, -0.043, 0.12), distance=0.26, azimuth=-8, elevation=12, lens=100, rake=700)],
                    glassy=True),
    "flatGrater": Shape(flat_grater, 0.3, [View(-30, 10, fill=0.85), View(0, 12, fill=0.85),
                                           View(target=(-0.022, 0.0, 0.12), distance=0.24, azimuth=-15, elevation=8, lens=100, rake=700)],
                        glassy=True),
    "glassBowl": Shape(glass_bowl, 0.26, [View(-25, 18, fill=0.95), View(10, 55, fill=0.9),
                                          View(target=(-0.02, -0.11, 0.08), distance=0.3, azimuth=-12, elevation=14, lens=100)],
                       glassy=True),
    # The set's pair for the packshot, then one glass alone, lower, which shows the stem and foot; the
    # close-up (the single glass, not the sets') is the bowl's heavy base flaring out of the stem, nearly level.
    "wineGlass": Shape(wine_glasses, 0.24, [View(-22, 12, fill=1.0),
                                            View(25, 6, fill=0.9, build=partial(wine_glasses, count=1)),
                                            View(target=(0.0, -0.004, 0.108), distance=0.32, azimuth=-25, elevation=8, lens=100,
                                                 rake=600, build=partial(wine_glasses, count=1))],
                       glassy=True),
    # The sets of four and six: a three-quarter packshot, then from higher on the right.
    "wineGlass4": Shape(partial(wine_glasses, count=4), 0.3, [View(-18, 16, fill=1.22), View(28, 26, fill=1.25)],
                        glassy=True),
    "wineGlass6": Shape(partial(wine_glasses, count=6), 0.36, [View(-16, 16, fill=1.16), View(6, 30, fill=1.2)],
                        glassy=True),
    # The bare vase, then styled with eucalyptus.
    # The close-up: the bare vase's neck, shoulders and flared lip against the sweep.
    "glassVase": Shape(glass_vase, 0.26, [View(-25, 12, fill=0.88), View(-15, 10, fill=0.95, build=glass_vase_styled),
                                          View(target=(0.0, -0.015, 0.205), distance=0.3, azimuth=-25, elevation=12, lens=100,
                                               rake=600)],
                       glassy=True),
    "cupSaucer": Shape(cup_saucer, 0.16, [View(-32, 16, fill=1.0), View(15, 50, fill=0.95),
                                          View(target=(-0.042, -0.02, 0.048), distance=0.26, azimuth=-55, elevation=20, lens=100, rake=800)]),
    "kettle": Shape(kettle, 0.26, KETTLE_VIEWS[:2] + [KETTLE_CLOSE]),
    # Polished steel needs the dark flags to reflect, or it reads as grey paint.
    "steelKettle": Shape(partial(kettle, steel=True), 0.26, KETTLE_VIEWS, glassy=True),
    # The close-up: the knob on the domed lid, down to the lid's bare iron rim over the pot's.
    "casserole": Shape(casserole, 0.3, [View(-28, 20, fill=1.12), View(30, 36, fill=1.1),
                                        View(target=(-0.025, -0.054, 0.11), distance=0.4, azimuth=-25, elevation=22,
                                             lens=100, rake=600)]),
    "wok": Shape(wok, 0.45, [View(-30, 20), View(5, 8),
                             View(target=(-0.16, 0.0, 0.068), distance=0.3, azimuth=-40, elevation=14, lens=100, rake=500)]),
}


def build(name, mask=True, view=None):
    """Build a shape's model; `mask=False` gives the catalogue colour instead of neutral grey."""
    random.seed(name)
    return ((view and view.build) or SHAPES[name].build)(mask=mask and SHAPES[name].mask)
