"""Kitchen tools, glassware and tableware that had no picture of their own: a box grater, a flat
grater, a glass salad bowl and a teacup on its saucer, modelled at real size like hard_goods.py
(same Shape/View table and studio).

A grater's faces are thin steel sheets; their holes are cut by the material (a transparent mix
over a grid of punched holes in the sheet's own UV metres, with a raised burr round each), which
keeps the mesh to a few quads where hundreds of boolean cuts would take minutes to build.
"""

import math
import random

import common as C
from hard_goods import Shape, View

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
    "cupSaucer": Shape(cup_saucer, 0.16, [View(-32, 16, fill=1.0), View(15, 50, fill=0.95),
                                          View(target=(-0.042, -0.02, 0.048), distance=0.26, azimuth=-55, elevation=20, lens=100, rake=800)]),
}


def build(name, mask=True, view=None):
    """Build a shape's model; `mask=False` gives the catalogue colour instead of neutral grey."""
    random.seed(name)
    return ((view and view.build) or SHAPES[name].build)(mask=mask and SHAPES[name].mask)
