"""Hard goods: tableware, cookware and home decor, modelled procedurally at real size.

Each builder returns the list of objects it made, standing on the floor at the origin. SHAPES
maps a product shape (the keys of SHAPES in product-shapes.ts) to its builder, the studio span
and the views of its gallery (1 = three-quarter packshot, then another angle, last = close-up).
"""

import math
import random
from dataclasses import dataclass, field

import common as C


@dataclass
class View:
    azimuth: float = -30
    elevation: float = 18
    lens: float = 85
    fill: float = 0.8
    # A close-up: aim at `target` from `distance` instead of framing the whole object.
    target: tuple = None
    distance: float = 0.0
    dof: float = None
    # A close-up's raking light: a small hard light grazing the surface from the camera's left at
    # this power (watts per square metre of the shape's span), so glaze, speckle, grain and
    # brushing catch light and shadow instead of reading as a flat tone.
    rake: float = 0.0
    # Its own model instead of the shape's (a garment folded rather than laid flat), built the same way.
    build: object = None


@dataclass
class Shape:
    build: object
    span: float
    views: list = field(default_factory=list)
    mask: bool = True
    glassy: bool = False


# ---------------------------------------------------------------- tableware


def plate(mask=True, d=0.27, colour="#f3f0ea"):
    r = d / 2
    profile = [(0, 0.0035), (r * 0.5, 0.0035), (r * 0.53, 0.0), (r * 0.58, 0.0), (r * 0.62, 0.005),
               (r * 0.86, 0.014), (r * 0.985, 0.021), (r, 0.0235), (r * 0.985, 0.026), (r * 0.9, 0.021),
               (r * 0.7, 0.0115), (r * 0.64, 0.0085), (r * 0.5, 0.0078), (0, 0.0078)]
    p = C.lathe("plate", profile, segments=128, wobble=0.002, seed=3)
    C.assign(p, C.ceramic(colour, glossy=True, mask=mask, name="plate_glaze"))
    return [p]


def plate_stack(mask=True, count=3):
    """Plates stacked as they are kept: each one's foot sitting in the well of the one below, so a
    close-up shows their rims one above another with a line of shadow between them."""
    plates = []
    for i in range(count):
        p = plate(mask=mask)[0]
        p.location.z = i * 0.0082
        p.rotation_euler.z = math.radians(37 * i)
        plates.append(p)
    return plates


def bowl(mask=True, colour="#f2efe9"):
    profile = [(0, 0.005), (0.03, 0.005), (0.031, 0.0), (0.037, 0.0), (0.04, 0.006), (0.058, 0.026),
               (0.07, 0.05), (0.075, 0.066), (0.0755, 0.069), (0.073, 0.069), (0.0715, 0.064),
               (0.066, 0.048), (0.054, 0.026), (0.035, 0.012), (0, 0.0105)]
    b = C.lathe("bowl", profile, wobble=0.006, seed=5)
    C.assign(b, C.ceramic(colour, glossy=False, speckle=0.6, mask=mask, name="stoneware"))
    return [b]


def mug(mask=True, colour="#efece6"):
    profile = [(0, 0.003), (0.03, 0.003), (0.032, 0.0), (0.037, 0.0), (0.0405, 0.006), (0.041, 0.05),
               (0.0405, 0.094), (0.0395, 0.0965), (0.0375, 0.0965), (0.0365, 0.093), (0.0365, 0.015),
               (0.033, 0.009), (0, 0.008)]
    body = C.lathe("mug", profile, wobble=0.004, seed=7)
    glaze = C.ceramic(colour, glossy=True, mask=mask, name="mug_glaze")
    C.assign(body, glaze)
    handle = C.tube("handle", [(-0.0395, 0, 0.08), (-0.062, 0, 0.083), (-0.07, 0, 0.055),
                               (-0.062, 0, 0.026), (-0.0395, 0, 0.022)], 0.0062, glaze)
    handle.scale.y = 0.75
    return [body, handle]


def glass(mask=False):
    """A tumbler; with `mask` its glass is marked for the shop to tint (amber, smoke, green glass)."""
    profile = [(0, 0.0), (0.034, 0.0), (0.0355, 0.002), (0.038, 0.1), (0.0382, 0.1015), (0.0362, 0.1015),
               (0.036, 0.1), (0.0336, 0.011), (0.03, 0.008), (0, 0.0075)]
    g = C.lathe("glass", profile, subdiv=1, wobble=0.002, seed=2)
    C.assign(g, C.glass(mask=mask, name="glass"))
    return [g]


def vase(mask=True, colour="#e9e4dc"):
    profile = [(0, 0.004), (0.04, 0.004), (0.042, 0.0), (0.05, 0.0), (0.068, 0.03), (0.078, 0.08),
               (0.07, 0.14), (0.045, 0.19), (0.034, 0.22), (0.036, 0.245), (0.04, 0.255), (0.0385, 0.259),
               (0.032, 0.255), (0.029, 0.235), (0.03, 0.2), (0.02, 0.02), (0, 0.02)]
    v = C.lathe("vase", profile, wobble=0.008, seed=11)
    C.assign(v, C.ceramic(colour, glossy=False, speckle=0.5, fleck=1.5, mask=mask, name="vase_clay"))
    return [v]


def teapot(mask=True, colour="#f0ede6"):
    body_p = [(0, 0.002), (0.04, 0.002), (0.042, 0.0), (0.05, 0.0), (0.066, 0.02), (0.075, 0.05),
              (0.072, 0.08), (0.06, 0.105), (0.045, 0.115), (0.043, 0.116), (0.043, 0.11), (0.0, 0.11)]
    glaze = C.ceramic(colour, glossy=True, mask=mask, name="teapot_glaze")
    body = C.assign(C.lathe("teapot", body_p, wobble=0.003, seed=4), glaze)
    lid_p = [(0, 0.113), (0.046, 0.113), (0.047, 0.116), (0.035, 0.126), (0.012, 0.13), (0.01, 0.133),
             (0.013, 0.142), (0.008, 0.147), (0, 0.147)]
    lid = C.assign(C.lathe("lid", lid_p, seed=6), glaze)
    spout = C.tube("spout", [(0.062, 0, 0.035), (0.088, 0, 0.05), (0.1, 0, 0.08), (0.115, 0, 0.11)], 0.012, glaze)
    sp = spout.data.splines[0].points
    for pt, rad in zip(sp, (1.3, 0.95, 0.7, 0.55)):
        pt.radius = rad
    handle = C.tube("handle", [(-0.068, 0, 0.09), (-0.1, 0, 0.095), (-0.108, 0, 0.06), (-0.095, 0, 0.03),
                               (-0.07, 0, 0.025)], 0.0075, glaze)
    handle.scale.y = 0.7
    return [body, lid, spout, handle]


# ---------------------------------------------------------------- cookware


def _glow_only(obj):
    """A glowing part seen by the camera only; a point light does its lighting, which converges
    far faster than light from an emissive mesh."""
    obj.visible_diffuse = obj.visible_glossy = obj.visible_transmission = obj.visible_shadow = False
    obj.visible_volume_scatter = False
    return obj


def _pan_body(name, radius, height, wall=0.003, base=0.004, flare=0.0):
    """A pan body as one lathe: outer wall, rolled rim, inner wall, floor."""
    r0, r1 = radius, radius + flare
    return [(0, 0.0), (r0 - 0.012, 0.0), (r0 - 0.002, 0.003), (r0, 0.012), (r1, height),
            (r1 + 0.0015, height + 0.002), (r1 - wall, height + 0.001), (r1 - wall - 0.0005, height - 0.004),
            (r0 - wall, 0.014), (r0 - wall - 0.01, base), (0, base)]


def saucepan(mask=True, colour="#b83a2c"):
    body = C.lathe("saucepan", _pan_body("saucepan", 0.085, 0.11), segments=128, wobble=0.001)
    outside = C.enamel(colour, mask=mask, name="pan_enamel")
    inside = C.enamel("#efe8da", name="pan_inside")
    body.data.materials.append(outside)
    body.data.materials.append(inside)
    # Faces whose normals point inwards/up inside the rim are the inner enamel.
    for p in body.data.polygons:
        c = p.center
        if math.hypot(c.x, c.y) < 0.0835 - 0.001 and c.z > 0.0035 or (c.z > 0.0035 and c.z < 0.0045):
            p.material_index = 1
    steel = C.metal(brushed=True, name="steel")
    handle = _riveted_handle(0.085, 0.088, steel)
    lid_p = [(0, 0.122), (0.088, 0.113), (0.0895, 0.1115), (0.089, 0.11), (0.06, 0.12), (0, 0.125)]
    lid = C.assign(C.lathe("lid", lid_p, segments=128), outside)
    knob = C.assign(C.lathe("knob", [(0, 0.122), (0.012, 0.122), (0.008, 0.13), (0.016, 0.14), (0.015, 0.145), (0, 0.146)]), steel)
    return [body, *handle, lid, knob]


def _loft(name, rings, material, subdiv=2):
    """A closed mesh through `rings` (loops of equally many 3-D points), capped at both ends."""
    n = len(rings[0])
    verts = [v for ring in rings for v in ring]
    faces = [(k * n + i, k * n + (i + 1) % n, (k + 1) * n + (i + 1) % n, (k + 1) * n + i)
             for k in range(len(rings) - 1) for i in range(n)]
    faces += [tuple(reversed(range(n))), tuple(range((len(rings) - 1) * n, len(rings) * n))]
    mesh = C.bpy.data.meshes.new(name)
    mesh.from_pydata(verts, [], faces)
    mesh.validate()
    obj = C._link(name, mesh)
    C.bpy.context.view_layer.objects.active = obj
    obj.select_set(True)
    C.bpy.ops.object.mode_set(mode="EDIT")
    C.bpy.ops.mesh.select_all(action="SELECT")
    C.bpy.ops.mesh.normals_make_consistent(inside=False)
    C.bpy.ops.object.mode_set(mode="OBJECT")
    obj.select_set(False)
    for poly in mesh.polygons:
        poly.use_smooth = True
    sub = obj.modifiers.new("sub", "SUBSURF")
    sub.levels = sub.render_levels = subdiv
    return C.assign(obj, material)


def _rounded_rect(half_w, half_h, points=16, power=4.0):
    """A superellipse: a flat bar's cross-section with rounded edges, as (across, up) pairs."""
    out = []
    for i in range(points):
        a = math.tau * i / points
        c, s = math.cos(a), math.sin(a)
        out.append((half_w * math.copysign(abs(c) ** (2 / power), c), half_h * math.copysign(abs(s) ** (2 / power), s)))
    return out


def wall_shield(wall, z, span, top, bottom, proud, material):
    """A handle's bracket: a shield of metal on a pan's wall at height `z`, `span` radians wide round the
    pan's back (-x), its top edge arched (`top`: offset from z, rise at the middle) and its bottom dipping
    (`bottom`: offset, dip at the sides), standing off the wall (`wall(z)`: its radius at a height) by
    `proud` (under the edges, at the edges, in the middle)."""
    under, edge, middle = proud
    rings = []
    for k in range(13):
        a = math.pi + (k / 12 - 0.5) * span
        f = 1 - abs(k / 12 - 0.5) * 2
        hi, lo = z + top[0] + top[1] * f, z + bottom[0] + bottom[1] * (1 - f) ** 2
        loop = []
        for zz, off in ((lo, under), (lo, edge), ((hi + lo) / 2, middle), (hi, edge), (hi, under)):
            rr = wall(zz) + off
            loop.append((math.cos(a) * rr, math.sin(a) * rr, zz))
        rings.append(loop)
    return _loft("bracket", rings, material, subdiv=1)


def _riveted_handle(radius, z, metal, length=0.165):
    """A cast stainless handle as on a real saucepan: a flat bar with rounded edges rising gently
    from a bracket curved to the pan's wall, narrow at the neck and broad at the end, with a hanging
    hole, and the bracket held by two domed rivets. A round tube read as a rail, not a handle."""

    def centre(t):
        return -radius + 0.001 - length * t, z + 0.03 * t + 0.006 * math.sin(math.pi * t)

    def half_width(t):
        # Flaring into the bracket as a casting does, 8 mm at the neck, 13 mm across the grip,
        # closing in a round end over the last 12 %.
        w = 0.008 + 0.005 * min(1.0, max(0.0, (t - 0.2) / 0.55)) ** 1.5 + 0.005 * max(0.0, 1 - t / 0.1) ** 2
        return w * math.sqrt(max(0.04, 1 - max(0.0, (t - 0.88) / 0.12) ** 2))

    rings = []
    steps = 40
    for k in range(steps + 1):
        t = k / steps
        x, zc = centre(t)
        x2, z2 = centre(min(1.0, t + 0.01))
        x1, z1 = centre(max(0.0, t - 0.01))
        dx, dz = x2 - x1, z2 - z1
        norm = math.hypot(dx, dz)
        # The cross-section's "up" is perpendicular to the bar's run (outwards along -X), in its plane.
        ux, uz = dz / norm, -dx / norm
        half_h = 0.0045 - 0.0012 * min(1.0, t / 0.3)
        rings.append([(x + ux * v, y, zc + uz * v) for y, v in _rounded_rect(half_width(t), half_h)])
    bar = _loft("handle", rings, metal)
    # The hanging hole: a stadium cut through the broad end.
    hx, hz = centre(0.86)
    cutter = C.cylinder("hole", 0.0045, 0.05, (0, 0, 0), bevel=0, vertices=32)
    cutter.scale.x = 1.8
    cutter.location = (hx, 0, hz)
    cutter.rotation_euler.y = math.atan2(0.03, length)
    cutter.hide_render = cutter.hide_viewport = True
    cutter.parent = bar
    hole = bar.modifiers.new("hole", "BOOLEAN")
    hole.operation, hole.object = "DIFFERENCE", cutter
    # The bracket: a shield of steel 3 mm proud of the wall, broad at the bottom for the rivets.
    bracket = wall_shield(lambda _z: radius, z, 0.42, (0.009, 0.004), (-0.022, 0.004), (-0.001, 0.003, 0.0035), metal)
    rivets = []
    for side in (-1, 1):
        a = math.pi + side * 0.11
        rivet = C.lathe("rivet", [(0, 0.0022), (0.0022, 0.0017), (0.0034, 0.0004), (0.0035, 0.0), (0, 0.0)], segments=32)
        rivet.location = (math.cos(a) * (radius + 0.0032), math.sin(a) * (radius + 0.0032), z - 0.0145)
        rivet.rotation_euler = (0, math.radians(-90), a - math.pi)
        rivets.append(C.assign(rivet, metal))
    return [bar, bracket, *rivets]


def frying_pan(mask=True):
    profile = [(0, 0.0), (0.1, 0.0), (0.108, 0.003), (0.118, 0.02), (0.132, 0.045), (0.1335, 0.047),
               (0.131, 0.046), (0.116, 0.024), (0.105, 0.007), (0.095, 0.005), (0, 0.005)]
    body = C.lathe("pan", profile, segments=128)
    outside = C.enamel("#2f4a5c", mask=mask, name="pan_outer")
    coat = C.cast_iron(name="nonstick")
    body.data.materials.append(outside)
    body.data.materials.append(coat)
    for p in body.data.polygons:
        if p.normal.z > 0.2 and p.center.z > 0.004:
            p.material_index = 1
    handle = C.tube("handle", [(-0.128, 0, 0.04), (-0.17, 0, 0.055), (-0.24, 0, 0.068), (-0.31, 0, 0.075)], 0.014,
                    C.wood("#6b4a2e", axis="X", name="handle_wood"))
    handle.scale.z = 0.65
    return [body, handle]


def candle(mask=True, colour="#f3ede2", height=0.117, lit=True):
    h = height
    profile = [(0, 0.0), (0.037, 0.0), (0.04, 0.003), (0.04, h - 0.005), (0.0395, h - 0.001), (0.036, h),
               (0.028, h - 0.004), (0.01, h - 0.009), (0, h - 0.01)]
    c = C.assign(C.lathe("candle", profile, wobble=0.01, seed=9), C.wax(colour, mask=mask, name="wax"))
    wick = C.tube("wick", [(0, 0, h - 0.012), (0.0005, 0, h - 0.003), (0.0025, 0, h + 0.004)], 0.0009,
                  C.simple((0.02, 0.018, 0.015, 1), 0.8, name="wick"))
    if not lit:
        return [c, wick]
    flame = C.lathe("flame", [(0, h), (0.0035, h + 0.004), (0.004, h + 0.009), (0.0022, h + 0.017), (0, h + 0.024)],
                    segments=24)
    C.assign(flame, C.emission((1.0, 0.62, 0.25), 30, name="flame"))
    _glow_only(flame)
    light = C.point_light("flame_light", (0.0, 0, h + 0.01), power=0.4, colour=(1, 0.6, 0.3), radius=0.004)
    return [c, wick, flame, light]



def saute(mask=True):
    profile = [(0, 0.0), (0.11, 0.0), (0.118, 0.004), (0.12, 0.015), (0.122, 0.068), (0.1235, 0.0705),
               (0.1195, 0.0695), (0.1175, 0.066), (0.116, 0.016), (0.108, 0.005), (0, 0.005)]
    body = C.lathe("saute", profile, segments=128)
    body.data.materials.append(C.enamel("#3d5a4a", mask=mask, name="saute_outer"))
    body.data.materials.append(C.cast_iron(name="nonstick"))
    for p in body.data.polygons:
        c = p.center
        if (p.normal.z > 0.2 and c.z > 0.004) or (math.hypot(c.x, c.y) < 0.1185 and c.z > 0.006 and p.normal.z > -0.5
                                                and (c.x * p.normal.x + c.y * p.normal.y) < 0):
            p.material_index = 1
    steel = C.metal(brushed=True, name="steel")
    handle = C.tube("handle", [(-0.118, 0, 0.055), (-0.16, 0, 0.07), (-0.25, 0, 0.085), (-0.33, 0, 0.09)], 0.013, steel)
    handle.scale.z = 0.6
    helper = C.tube("helper", [(0.121, -0.03, 0.05), (0.15, -0.02, 0.055), (0.15, 0.02, 0.055), (0.121, 0.03, 0.05)],
                    0.006, steel)
    return [body, handle, helper]


def jar(mask=False):
    """A glass storage jar of coffee beans under a bamboo lid; only the glass is tinted."""
    profile = [(0, 0.0), (0.046, 0.0), (0.05, 0.004), (0.05, 0.13), (0.047, 0.135), (0.044, 0.14), (0.044, 0.146),
               (0.041, 0.146), (0.041, 0.138), (0.046, 0.132), (0.0465, 0.006), (0.043, 0.005), (0, 0.005)]
    body = C.assign(C.lathe("jar", profile, wobble=0.002), C.glass(mask=mask, name="jar_glass"))
    lid = C.cylinder("lid", 0.047, 0.024, (0, 0, 0.152), bevel=0.003)
    lid.data.materials.append(C.wood("#c9a877", axis="Z", ring_scale=30, name="bamboo"))
    fill = C.lathe("beans", [(0, 0.0055), (0.0455, 0.0055), (0.0455, 0.085), (0.03, 0.088), (0, 0.087)], segments=64)
    m, nt, b = C._material("beans")
    vec = C._coords(nt)
    vor = nt.nodes.new("ShaderNodeTexVoronoi")
    vor.inputs["Scale"].default_value = 140
    nt.links.new(vec, vor.inputs["Vector"])
    ramp = C._range(nt, vor.outputs["Distance"], 0.0, 1.0, 0.0, 0.45)
    mix = nt.nodes.new("ShaderNodeMixRGB")
    mix.inputs["Color1"].default_value = (0.05, 0.025, 0.012, 1)
    mix.inputs["Color2"].default_value = (0.2, 0.1, 0.045, 1)
    nt.links.new(ramp, mix.inputs["Fac"])
    nt.links.new(mix.outputs["Color"], b.inputs["Base Color"])
    b.inputs["Roughness"].default_value = 0.35
    C._bump(nt, vor.outputs["Distance"], 0.8, 0.004, "Normal", b)
    C.assign(fill, m)
    return [body, lid, fill]


def _outline(name, points, thickness, material, bevel=0.0006):
    """A flat part from a closed 2D outline [(x, y), ...], extruded and softly bevelled."""
    curve = C.bpy.data.curves.new(name, "CURVE")
    curve.dimensions = "2D"
    curve.fill_mode = "BOTH"
    curve.extrude = thickness / 2
    curve.bevel_depth = bevel
    curve.bevel_resolution = 2
    sp = curve.splines.new("POLY")
    sp.points.add(len(points) - 1)
    for p, (x, y) in zip(sp.points, points):
        p.co = (x, y, 0, 1)
    sp.use_cyclic_u = True
    obj = C.bpy.data.objects.new(name, curve)
    C.bpy.context.scene.collection.objects.link(obj)
    curve.materials.append(material)
    return obj


def _symmetric(length, half_width, steps=80):
    xs = [length * i / steps for i in range(steps + 1)]
    top = [(x, half_width(x / length)) for x in xs]
    return top + [(x, -y) for x, y in reversed(top)]


def _handle_w(t):
    # Narrow neck at t~0.45, widening to a rounded end.
    return 0.0045 + 0.004 * math.sin(min(1, max(0, (t - 0.4) / 0.6)) * math.pi * 0.75) ** 1.2


def cutlery(mask=True, steps=80, steel=None):
    """Spoon, knife and fork side by side, lying flat. `steps`: points along each outline's side;
    `steel`: the pieces' material (the close-up's own)."""
    steel = steel or C.metal(brushed=False, roughness=0.1, mask=mask, name="polished")

    def spoon_w(t):
        return 0.021 * math.sqrt(max(0, 1 - ((t - 0.17) / 0.17) ** 2)) if t < 0.34 else _handle_w(0.1 + (t - 0.34) * 1.36)

    def fork_w(t):
        if t < 0.22:
            return 0.0115
        return 0.0115 - 0.0065 * min(1, (t - 0.22) / 0.12) if t < 0.34 else _handle_w(0.1 + (t - 0.34) * 1.36)

    spoon = _outline("spoon", _symmetric(0.2, spoon_w, steps), 0.0022, steel)
    fork = _outline("fork", _symmetric(0.2, fork_w, steps), 0.0022, steel)
    tines = []
    for i in range(4):
        tine = _outline(f"tine{i}", [(0.0, -0.0014), (0.045, -0.0014), (0.047, 0.0), (0.045, 0.0014), (0.0, 0.0014)],
                        0.0022, steel)
        tine.location = (0.003, -0.0087 + i * 0.0058, 0)
        tine.rotation_euler.z = math.pi
        tines.append(tine)
    blade = [(0.0, 0.0)]
    blade += [(0.095 * i / 30, 0.0095 * math.sin(math.pi / 2 * i / 30) ** 0.5) for i in range(1, 31)]
    blade += [(0.095 + 0.125 * i / 30, 0.0095 - 0.001 * i / 30 + 0.0005 * math.sin(math.pi * i / 30)) for i in range(1, 31)]
    blade += [(0.22, -0.004), (0.1, -0.004), (0.095, -0.0025), (0.02, -0.0015)]
    knife = _outline("knife", blade, 0.003, steel)
    for o, y in ((fork, -0.04), (knife, 0.0), (spoon, 0.042)):
        o.location.y += y
    for t in tines:
        t.location.y -= 0.04
    parts = [spoon, fork, knife, *tines]
    for o in parts:
        o.location.z += 0.0012
    C.group(parts, location=(0, -0.1, 0), rotation_z=90)
    return parts


def _cut(obj, cutter):
    """Boolean difference, then the cutter goes."""
    mod = obj.modifiers.new("cut", "BOOLEAN")
    mod.operation, mod.object, mod.solver = "DIFFERENCE", cutter, "EXACT"
    C.bpy.context.view_layer.objects.active = obj
    C.bpy.ops.object.modifier_apply(modifier="cut")
    C.bpy.data.objects.remove(cutter)
    return obj


def knife_board(mask=True, tinted="handle"):
    """An oak board with a chef's knife on it. `tinted` is the colour part: the knife's handle (for the
    knives: black, walnut, natural or steel-grey) or the board (`chopping_board()`: natural or walnut)."""
    board = C.box("board", (0.4, 0.26, 0.022), (0, 0, 0.011), bevel=0.0)
    _cut(board, C.cylinder("hole", 0.014, 0.1, (0.165, 0.085, 0.0), bevel=0))
    bev = board.modifiers.new("bevel", "BEVEL")
    bev.width, bev.segments, bev.limit_method = 0.004, 4, "ANGLE"
    C.assign(board, C.wood("#b58457", axis="X", ring_scale=10, mask=mask and tinted == "board", name="oak"))
    steel = C.metal(brushed=True, roughness=0.16, name="blade")
    blade = [(0.0, 0.0)] + [(0.16 * i / 30, 0.022 * math.sin(math.pi / 2 * i / 30) ** 0.6) for i in range(1, 31)]
    blade += [(0.16, 0.024), (0.16, -0.02), (0.04, -0.02), (0.0, -0.002)]
    knife = _outline("chef", [(x, y) for x, y in blade], 0.0022, steel)
    handle = C.box("knife_handle", (0.11, 0.022, 0.016), (0.216, 0.0, 0.0), bevel=0.006, segments=5)
    C.assign(handle, C.wood("#3b2618", axis="X", ring_scale=20, mask=mask and tinted == "handle", name="walnut"))
    for o in (knife, handle):
        o.location.z += 0.022 + 0.008
    knife.location.z = 0.0222 + 0.0011
    C.group([knife, handle], location=(-0.12, -0.03, 0), rotation_z=-18)
    return [board, knife, handle]


def chopping_board(mask=True):
    """The knife board photographed for the chopping boards: the board is the colour part."""
    return knife_board(mask, tinted="board")


def french_press(mask=False):
    """A glass beaker in a chrome frame; only the beaker is tinted."""
    glass_p = [(0, 0.012), (0.044, 0.012), (0.045, 0.014), (0.045, 0.185), (0.0435, 0.185), (0.0435, 0.015), (0, 0.015)]
    body = C.assign(C.lathe("beaker", glass_p, segments=96), C.glass(mask=mask, name="beaker"))
    steel = C.metal(brushed=False, roughness=0.12, name="chrome")
    base = C.assign(C.lathe("base", [(0, 0.0), (0.046, 0.0), (0.0485, 0.004), (0.0485, 0.04), (0.046, 0.041),
                                     (0.0455, 0.012), (0, 0.012)], segments=96), steel)
    band = C.assign(C.lathe("band", [(0.0455, 0.16), (0.048, 0.161), (0.048, 0.19), (0.0455, 0.19)], segments=96), steel)
    lid = C.assign(C.lathe("lid", [(0, 0.2), (0.047, 0.19), (0.0475, 0.187), (0.04, 0.186), (0, 0.19)], segments=96), steel)
    rod = C.cylinder("rod", 0.003, 0.09, (0, 0, 0.24), bevel=0)
    knob = C.assign(C.lathe("knob", [(0, 0.28), (0.008, 0.281), (0.011, 0.29), (0.008, 0.298), (0, 0.299)]), steel)
    C.assign(rod, steel)
    coffee = C.lathe("coffee", [(0, 0.0152), (0.0432, 0.0152), (0.0432, 0.12), (0, 0.12)], segments=64, subdiv=0)
    C.assign(coffee, C.simple((0.03, 0.012, 0.005, 1), 0.1, name="coffee"))
    handle = C.tube("handle", [(0.046, 0, 0.165), (0.085, 0, 0.16), (0.09, 0, 0.1), (0.085, 0, 0.05),
                               (0.046, 0, 0.045)], 0.006, steel)
    return [body, base, band, lid, rod, knob, coffee, handle]


def ladle(mask=False):
    steel = C.metal(brushed=False, roughness=0.12, name="chrome")
    bowl = C.lathe("ladle_bowl", [(0, 0.0), (0.02, 0.003), (0.035, 0.015), (0.042, 0.035), (0.0415, 0.037),
                                  (0.04, 0.035), (0.033, 0.017), (0.019, 0.0055), (0, 0.003)], segments=64)
    C.assign(bowl, steel)
    handle = C.tube("ladle_handle", [(-0.04, 0, 0.034), (-0.05, 0, 0.07), (-0.07, 0, 0.16), (-0.09, 0, 0.25),
                                     (-0.1, 0, 0.29), (-0.085, 0, 0.31), (-0.075, 0, 0.295)], 0.0045, steel)
    handle.scale.y = 1.8
    return [bowl, handle]


def diffuser(mask=False):
    """A reed diffuser: a clear bottle (tinted by the shop) of pale oil, a black collar and rattan reeds."""
    bottle = C.lathe("bottle", [(0, 0.0), (0.036, 0.0), (0.04, 0.005), (0.04, 0.095), (0.03, 0.11), (0.012, 0.115),
                                (0.0115, 0.13), (0.009, 0.13), (0.009, 0.117), (0.027, 0.108), (0.036, 0.094),
                                (0.036, 0.008), (0, 0.006)], segments=96)
    C.assign(bottle, C.glass(mask=mask, name="bottle_glass"))
    oil = C.lathe("oil", [(0, 0.0065), (0.0355, 0.0065), (0.0355, 0.06), (0, 0.06)], segments=64, subdiv=0)
    C.assign(oil, C.glass("#efe4c0", name="oil"))
    cap = C.cylinder("collar", 0.0125, 0.012, (0, 0, 0.126), bevel=0.001)
    C.assign(cap, C.simple((0.015, 0.015, 0.015, 1), 0.4, name="black"))
    reed = C.wood("#7a5a3a", axis="Z", ring_scale=40, name="rattan")
    rnd = random.Random(4)
    reeds = []
    for i in range(8):
        a = math.tau * i / 8 + rnd.uniform(-0.2, 0.2)
        tilt = rnd.uniform(0.12, 0.28)
        top = (math.cos(a) * math.sin(tilt) * 0.22, math.sin(a) * math.sin(tilt) * 0.22, 0.05 + math.cos(tilt) * 0.22)
        reeds.append(C.tube(f"reed{i}", [(0.002 * math.cos(a), 0.002 * math.sin(a), 0.02), top], 0.0017, reed))
    return [bottle, oil, cap, *reeds]


# ---------------------------------------------------------------- decor and gifts


def gift_box(mask=True, size=(0.16, 0.16, 0.11), colour="#b3282d", ribbon="#d8c39a"):
    w, d, h = size
    paper = C.paper(colour, mask=mask, roughness=0.45, name="wrap")
    band = C.simple(C.srgb(ribbon), 0.35, name="ribbon")
    C.bpy.data.materials["ribbon"].node_tree.nodes["Principled BSDF"].inputs["Sheen"].default_value = 0.8
    body = C.assign(C.box("gift", (w, d, h * 0.82), (0, 0, h * 0.41), bevel=0.0015), paper)
    lid = C.assign(C.box("gift_lid", (w + 0.004, d + 0.004, h * 0.24), (0, 0, h * 0.88), bevel=0.0015), paper)
    r1 = C.assign(C.box("ribbon_x", (w + 0.006, 0.022, h + 0.004), (0, 0, h / 2 + 0.001), bevel=0.0005), band)
    r2 = C.assign(C.box("ribbon_y", (0.022, d + 0.006, h + 0.004), (0, 0, h / 2 + 0.001), bevel=0.0005), band)
    loops = []
    for side in (-1, 1):
        loop = C.tube("bow", [(0, 0, h), (side * 0.025, -0.012, h + 0.02), (side * 0.05, 0, h + 0.018),
                              (side * 0.03, 0.012, h + 0.006), (0, 0, h)], 0.007, band)
        loop.scale.y = 1.4
        loops.append(loop)
    return [body, lid, r1, r2, *loops]


def bauble(mask=True, colour="#a8242e"):
    ball = C.lathe("bauble", [(0, 0.0)] + [(0.04 * math.sin(math.pi * i / 24), 0.04 - 0.04 * math.cos(math.pi * i / 24))
                                            for i in range(1, 24)] + [(0, 0.08)], segments=96)
    C.assign(ball, C.enamel(colour, mask=mask, name="bauble_paint"))
    gold = C.metal("#c9a45c", brushed=True, roughness=0.25, name="gold")
    cap = C.assign(C.cylinder("cap", 0.0085, 0.012, (0, 0, 0.083), bevel=0.001), gold)
    loop = C.tube("loop", [(0, -0.0045, 0.088), (0, -0.005, 0.095), (0, 0, 0.099), (0, 0.005, 0.095), (0, 0.0045, 0.088)],
                  0.0008, gold)
    for o in (ball, cap, loop):
        o.location.z += 0.0
    return [ball, cap, loop]


def card(mask=True, colour="#f3efe6"):
    stock = C.paper(colour, mask=mask, roughness=0.8, name="card_stock")
    front = C.assign(C.box("card_front", (0.105, 0.0012, 0.148), (0, 0, 0.074), bevel=0.0003), stock)
    front.rotation_euler.x = math.radians(-8)
    back = C.assign(C.box("card_back", (0.105, 0.0012, 0.148), (0, 0, 0.074), bevel=0.0003), stock)
    back.rotation_euler = (math.radians(14), 0, math.radians(-28))
    back.location = (0.045, 0.03, 0.0)
    gold = C.metal("#c9a45c", brushed=False, roughness=0.2, name="foil")
    star = _star("card_star", 0.028, 0.012, 0.0004, gold)
    star.rotation_euler.x = math.radians(90 - 8)
    star.location = (0, -0.0105, 0.085)
    return [front, back, star]


def _star(name, outer, inner, depth, material):
    pts = []
    for i in range(10):
        r = outer if i % 2 == 0 else inner
        a = math.pi / 2 + i * math.pi / 5
        pts.append((math.cos(a) * r, math.sin(a) * r))
    return _outline(name, pts, depth, material, bevel=min(depth * 0.3, 0.002))


def star(mask=True):
    gold = C.metal("#c9a45c", brushed=False, roughness=0.18, mask=mask, name="star_metal")
    st = _star("star", 0.1, 0.042, 0.018, gold)
    st.rotation_euler.x = math.radians(90)
    st.location.z = 0.1
    base = C.assign(C.cylinder("stand", 0.035, 0.01, (0, 0, 0.005), bevel=0.002), C.wood("#8a6a4a", name="stand"))
    rod = C.assign(C.cylinder("rod", 0.003, 0.02, (0, 0, 0.015), bevel=0), gold)
    return [st, base, rod]


def frame(mask=True, colour="#2b2b2b", print_colour="#c96f4a"):
    w, h, t, rail = 0.24, 0.3, 0.022, 0.024
    outer = C.box("frame", (w, t, h), (0, 0, h / 2), bevel=0)
    _cut(outer, C.box("opening", (w - 2 * rail, t * 3, h - 2 * rail), (0, 0, h / 2), bevel=0))
    bev = outer.modifiers.new("bevel", "BEVEL")
    bev.width, bev.segments, bev.limit_method = 0.0015, 3, "ANGLE"
    C.assign(outer, C.wood(colour, axis="Z", ring_scale=20, mask=mask, name="frame_wood"))
    mount = C.assign(C.box("mount", (w - 2 * rail + 0.004, 0.002, h - 2 * rail + 0.004), (0, 0.004, h / 2), bevel=0),
                     C.paper("#f5f2ec", roughness=0.9, name="mount"))
    art = C.assign(C.box("print", (0.11, 0.001, 0.15), (0, 0.0025, h / 2 + 0.005), bevel=0), _print(print_colour))
    pane = C.assign(C.box("pane", (w - 2 * rail + 0.004, 0.0015, h - 2 * rail + 0.004), (0, -0.004, h / 2), bevel=0),
                    C.glass(name="pane"))
    parts = [outer, mount, art, pane]
    C.group(parts, rotation_z=0).rotation_euler.x = math.radians(-10)
    return parts


def _print(colour):
    """An abstract print: a sun disc over two soft hills."""
    m, nt, b = C._material("print")
    tc = nt.nodes.new("ShaderNodeTexCoord")
    grad = nt.nodes.new("ShaderNodeTexGradient")
    grad.gradient_type = "SPHERICAL"
    mp = nt.nodes.new("ShaderNodeMapping")
    mp.inputs["Location"].default_value = (0.0, -0.02, -0.02)
    mp.inputs["Scale"].default_value = (1, 1, 1)
    nt.links.new(tc.outputs["Generated"], mp.inputs["Vector"])
    mp.inputs["Location"].default_value = (-0.5, 0, -0.62)
    nt.links.new(mp.outputs["Vector"], grad.inputs["Vector"])
    disc = C._range(nt, grad.outputs["Fac"], 0.0, 1.0, 0.69, 0.7)
    wave = nt.nodes.new("ShaderNodeTexWave")
    wave.bands_direction = "Z"
    wave.inputs["Scale"].default_value = 1.2
    wave.inputs["Distortion"].default_value = 3
    nt.links.new(tc.outputs["Generated"], wave.inputs["Vector"])
    sep = nt.nodes.new("ShaderNodeSeparateXYZ")
    nt.links.new(tc.outputs["Generated"], sep.inputs[0])
    hill = C._range(nt, sep.outputs["Z"], 1.0, 0.0, 0.32, 0.33)
    mix1 = nt.nodes.new("ShaderNodeMixRGB")
    mix1.inputs["Color1"].default_value = C.srgb("#efe6d6")
    mix1.inputs["Color2"].default_value = C.srgb(colour)
    nt.links.new(disc, mix1.inputs["Fac"])
    mix2 = nt.nodes.new("ShaderNodeMixRGB")
    nt.links.new(hill, mix2.inputs["Fac"])
    nt.links.new(mix1.outputs["Color"], mix2.inputs["Color1"])
    mix2.inputs["Color2"].default_value = C.srgb("#5b6b57")
    nt.links.new(mix2.outputs["Color"], b.inputs["Base Color"])
    b.inputs["Roughness"].default_value = 0.85
    return m


def lamp(mask=True):
    base = C.lathe("lamp_base", [(0, 0.0), (0.055, 0.0), (0.07, 0.04), (0.075, 0.09), (0.06, 0.15), (0.03, 0.19),
                                 (0.02, 0.2), (0.02, 0.21), (0, 0.21)], wobble=0.005)
    C.assign(base, C.ceramic(glossy=True, mask=mask, name="lamp_glaze"))
    brass = C.metal("#b8965a", brushed=True, name="brass")
    stem = C.assign(C.cylinder("stem", 0.005, 0.1, (0, 0, 0.25), bevel=0), brass)
    shade = C.lathe("shade", [(0.13, 0.22), (0.085, 0.38), (0.083, 0.38), (0.128, 0.22)], segments=128, subdiv=1)
    C.assign(shade, C.linen("#eee7da", name="shade_linen"))
    bulb = C.lathe("bulb", [(0, 0.27), (0.02, 0.29), (0.02, 0.31), (0, 0.33)], segments=32)
    C.assign(bulb, C.emission((1, 0.8, 0.55), 6, name="bulb"))
    glow = C.point_light("lamp_light", (0, 0, 0.3), power=6, colour=(1, 0.8, 0.55), radius=0.02)
    return [base, stem, shade, _glow_only(bulb), glow]


def mirror(mask=True):
    """A round wall mirror with a painted metal frame, leaning on the sweep."""
    ring = C.lathe("mirror_frame", [(0.2, -0.012), (0.215, -0.01), (0.218, 0.0), (0.215, 0.01), (0.2, 0.012),
                                    (0.198, 0.0)], segments=128)
    C.assign(ring, C.metal("#b8965a", brushed=True, roughness=0.3, mask=mask, name="frame_metal"))
    pane = C.cylinder("mirror_pane", 0.2, 0.004, (0, 0, 0), bevel=0.0005, vertices=128)
    C.assign(pane, C.metal("#f2f2f2", brushed=False, roughness=0.02, name="silvered"))
    parts = [ring, pane]
    root = C.group(parts, location=(0, 0, 0.22))
    root.rotation_euler = (math.radians(80), 0, 0)
    return parts


def dispenser(mask=True):
    body = C.lathe("dispenser", [(0, 0.0), (0.036, 0.0), (0.04, 0.006), (0.041, 0.12), (0.036, 0.14), (0.016, 0.15),
                                 (0.016, 0.158), (0, 0.158)], wobble=0.004)
    C.assign(body, C.ceramic(glossy=False, speckle=0.2, mask=mask, name="dispenser_clay"))
    steel = C.metal("#d0d2d4", brushed=True, roughness=0.2, name="pump")
    collar = C.assign(C.cylinder("collar", 0.018, 0.014, (0, 0, 0.163), bevel=0.002), steel)
    stem = C.assign(C.cylinder("stem", 0.005, 0.03, (0, 0, 0.185), bevel=0.0), steel)
    head = C.assign(C.box("head", (0.016, 0.016, 0.012), (0, 0, 0.205), bevel=0.004), steel)
    nozzle = C.tube("nozzle", [(0, 0, 0.205), (0.02, 0, 0.205), (0.038, 0, 0.2)], 0.0035, steel)
    return [body, collar, stem, head, nozzle]


def basket(mask=True):
    """A woven seagrass basket: a lathe body with a basket-weave relief and two rope handles. The
    seagrass is the colour part (natural, or dyed grey, black…)."""
    body = C.lathe("basket", [(0, 0.0), (0.13, 0.0), (0.14, 0.01), (0.15, 0.2), (0.152, 0.205), (0.144, 0.205),
                              (0.142, 0.2), (0.132, 0.012), (0, 0.012)], segments=128, wobble=0.01)
    m, nt, b = C._material("seagrass", mask)
    vec = C._coords(nt)
    h = C._weave(nt, vec, 160)
    ramp = C._range(nt, h, 0.0, 1.0, 0.2, 0.9)
    mix = nt.nodes.new("ShaderNodeMixRGB")
    mix.inputs["Color1"].default_value = C.toned("#6b5632", "#c2a873", mask)
    mix.inputs["Color2"].default_value = C.toned("#c2a873", "#c2a873", mask)
    nt.links.new(ramp, mix.inputs["Fac"])
    nt.links.new(mix.outputs["Color"], b.inputs["Base Color"])
    b.inputs["Roughness"].default_value = 0.7
    C._bump(nt, h, 0.9, 0.004, "Normal", b)
    C.assign(body, m)
    rope = C.simple(C.srgb("#9c8458"), 0.8, name="rope")
    handles = [C.tube(f"handle{i}", [(s * 0.146, -0.04, 0.17), (s * 0.165, -0.03, 0.21), (s * 0.165, 0.03, 0.21),
                                     (s * 0.146, 0.04, 0.17)], 0.006, rope) for i, s in enumerate((-1, 1))]
    return [body, *handles]


def gift_bag(mask=True):
    kraft = C.paper("#b98d5e", mask=mask, roughness=0.7, name="bag_paper")
    bag = C.box("bag", (0.24, 0.1, 0.3), (0, 0, 0.15), bevel=0.0015)
    C.assign(bag, kraft)
    rope = C.simple(C.srgb("#e8e0d0"), 0.8, name="bag_rope")
    handles = [C.tube(f"bag_handle{i}", [(-0.05, y, 0.29), (-0.045, y, 0.37), (0.045, y, 0.37), (0.05, y, 0.29)], 0.003,
                      rope) for i, y in enumerate((-0.051, 0.051))]
    tissue = C.box("tissue", (0.16, 0.06, 0.06), (0.02, 0, 0.31), bevel=0.02, segments=2)
    tissue.rotation_euler = (0.1, 0.3, 0.2)
    C.assign(tissue, C.paper("#efe9df", roughness=0.6, name="tissue"))
    return [bag, *handles, tissue]


def _crumpled_sheet(name, size, location, rotation, material, seed):
    """A sheet of tissue paper, crumpled: a fine grid turned corner up (as tissue stands out of a gift bag),
    pushed about by a cloud noise and given a thickness."""
    C.bpy.ops.mesh.primitive_grid_add(x_subdivisions=48, y_subdivisions=48, size=1)
    sheet = C.bpy.context.active_object
    sheet.name = name
    sheet.scale = (size[0], size[1], 1)
    sheet.rotation_euler.z = math.radians(45)
    C.bpy.ops.object.transform_apply(location=False, rotation=True, scale=True)
    sheet.location, sheet.rotation_euler = location, rotation
    tex = C.bpy.data.textures.new(f"{name}_crumple", "CLOUDS")
    tex.noise_scale = 0.035
    tex.noise_depth = 2
    tex.noise_basis = "ORIGINAL_PERLIN"
    disp = sheet.modifiers.new("crumple", "DISPLACE")
    disp.texture, disp.strength, disp.mid_level = tex, 0.026, 0.5
    disp.texture_coords = "OBJECT"
    offset = C.bpy.data.objects.new(f"{name}_noise", None)
    C.bpy.context.scene.collection.objects.link(offset)
    offset.location = (seed * 0.37, seed * 0.11, seed * 0.23)
    disp.texture_coords_object = offset
    solid = sheet.modifiers.new("thick", "SOLIDIFY")
    solid.thickness = 0.0003
    for p in sheet.data.polygons:
        p.use_smooth = True
    return C.assign(sheet, material)


def gift_bag_close(mask=True):
    """For the close-up: the bag open at the top, as a real one is (the packshots' is a closed block with a
    roll of tissue lying on it). The kraft is a sheet 0.6 mm thick turned down inside at the top as a 4 cm
    band, so the rim is the fold: twice the paper, rounded over. The rope handles pass through the front
    and back 2.5 cm under the rim and are knotted inside; crumpled tissue rises out of the opening. The
    paper gets a tooth the raking light can find (the packshots' is finer than the medians leave)."""
    w, d, h, t = 0.24, 0.1, 0.3, 0.0006
    kraft = C.paper("#b98d5e", mask=mask, roughness=0.7, name="bag_paper")
    _tooth(kraft, 420, 0.12, 0.0003)
    bag = C.box("bag", (w, d, h), (0, 0, h / 2), bevel=0)
    # Walls of two thicknesses of paper, then one below the turned-down band.
    _cut(bag, C.box("bag_inside", (w - 4 * t, d - 4 * t, h), (0, 0, t + h / 2), bevel=0))
    lo, hi = t - 0.0001, h - 0.04
    _cut(bag, C.box("bag_below_fold", (w - 2 * t, d - 2 * t, hi - lo), (0, 0, (hi + lo) / 2), bevel=0))
    bev = bag.modifiers.new("bevel", "BEVEL")
    bev.width, bev.segments, bev.limit_method = t * 0.9, 4, "ANGLE"
    C.assign(bag, kraft)
    rope = C.simple(C.srgb("#e8e0d0"), 0.8, name="bag_rope")
    parts = [bag]
    for side in (-1, 1):
        y_in, y_wall, y_out = side * (d / 2 - 0.006), side * (d / 2 + 0.0035), side * (d / 2 + 0.006)
        z0 = h - 0.025
        pts = [(-0.05, y_in, z0), (-0.05, y_wall, z0 + 0.001), (-0.048, y_out, z0 + 0.03), (-0.042, y_out, z0 + 0.085),
               (0.042, y_out, z0 + 0.085), (0.048, y_out, z0 + 0.03), (0.05, y_wall, z0 + 0.001), (0.05, y_in, z0)]
        parts.append(C.tube(f"bag_handle{side}", pts, 0.003, rope))
        for x in (-0.05, 0.05):
            knot = C.lathe("knot", [(0, -0.005), (0.004, -0.0042), (0.0055, 0.0), (0.004, 0.0042), (0, 0.005)], segments=24)
            knot.location = (x, y_in, z0)
            knot.rotation_euler.x = math.radians(90)
            parts.append(C.assign(knot, rope))
    tissue = C.paper("#efe9df", roughness=0.6, name="tissue")
    for i, (size, loc, rot) in enumerate((((0.1, 0.1), (-0.025, 0.008, 0.3), (1.45, 0.1, 0.15)),
                                           ((0.1, 0.1), (0.025, -0.01, 0.305), (1.7, -0.08, -0.15)),
                                           ((0.09, 0.09), (0.0, 0.018, 0.29), (1.55, 0.15, 0.05)))):
        parts.append(_crumpled_sheet(f"tissue{i}", size, loc, rot, tissue, i + 1))
    return parts


def board_game(mask=False):
    lid = C.box("game_lid", (0.3, 0.3, 0.05), (0, 0, 0.035), bevel=0.002)
    C.assign(lid, _print("#d7a43c"))
    base = C.box("game_base", (0.296, 0.296, 0.012), (0, 0, 0.006), bevel=0.001)
    C.assign(base, C.paper("#f2ede3", name="game_base"))
    pieces = []
    for i, (x, y, col) in enumerate(((0.19, -0.12, "#b33b2e"), (0.22, -0.06, "#2f5d8a"), (0.25, -0.13, "#e0b23a"))):
        pawn = C.lathe(f"pawn{i}", [(0, 0.0), (0.012, 0.0), (0.012, 0.004), (0.006, 0.014), (0.004, 0.022),
                                    (0.007, 0.028), (0.004, 0.034), (0, 0.035)], segments=48)
        C.assign(pawn, C.wood(col, axis="Z", ring_scale=30, contrast=0.15, name=f"pawn{i}"))
        pawn.location = (x, y, 0)
        pieces.append(pawn)
    return [lid, base, *pieces]


def hanger(mask=True):
    """A wooden coat hanger on a steel hook; the wood is the colour part (natural or walnut)."""
    wood = C.wood("#b07b4a", axis="X", ring_scale=20, mask=mask, name="hanger_wood")
    bar = C.tube("hanger_bar", [(-0.21, 0, 0.02), (-0.12, 0, 0.07), (0, 0, 0.1), (0.12, 0, 0.07), (0.21, 0, 0.02)],
                 0.009, wood)
    bar.scale.y = 0.55
    rail = C.tube("hanger_rail", [(-0.19, 0, 0.02), (0.19, 0, 0.02)], 0.005, wood)
    steel = C.metal("#c9ccce", brushed=False, roughness=0.12, name="hook")
    hook = C.tube("hook", [(0, 0, 0.1), (0, 0, 0.15), (0.01, 0, 0.175), (0.03, 0, 0.175), (0.035, 0, 0.155)], 0.0022,
                  steel)
    parts = [bar, rail, hook]
    C.group(parts, location=(0, 0, 0.05))
    return parts


def string_lights(mask=False):
    wire_m = C.simple((0.02, 0.02, 0.02, 1), 0.4, name="wire")
    pts = [(math.sin(t * 0.9) * 0.12 + t * 0.02 - 0.12, math.cos(t * 1.3) * 0.08 + t * 0.012 - 0.06, 0.004)
           for t in [i * 0.5 for i in range(24)]]
    wire = C.tube("wire", pts, 0.0015, wire_m)
    glow = C.emission((1.0, 0.72, 0.4), 12, name="filament")
    bulb_glass = C.glass("#fff4e0", name="bulb_glass")
    parts = [wire]
    for i in range(1, 23, 2):
        x, y, z = pts[i]
        bulb = C.lathe(f"bulb{i}", [(0, 0.0), (0.007, 0.004), (0.008, 0.01), (0.004, 0.018), (0.003, 0.02), (0, 0.02)],
                       segments=32)
        C.assign(bulb, bulb_glass)
        bulb.location = (x, y, z)
        bulb.rotation_euler = (math.radians(80), 0, i * 0.7)
        core = C.cylinder(f"core{i}", 0.0018, 0.01, (x, y, z + 0.006), bevel=0, vertices=12)
        C.assign(core, glow)
        light = C.point_light(f"bulb_light{i}", (x, y, z + 0.012), power=0.08, colour=(1, 0.72, 0.4), radius=0.004)
        parts += [bulb, _glow_only(core), light]
    return parts


def storage_box(mask=True):
    cloth = C.linen("#cfc5b4", mask=mask, name="box_cloth")
    body = C.box("storage", (0.3, 0.22, 0.18), (0, 0, 0.09), bevel=0.004)
    C.assign(body, cloth)
    lid = C.box("storage_lid", (0.306, 0.226, 0.03), (0, 0, 0.18), bevel=0.004)
    C.assign(lid, cloth)
    leather = C.leather("#6b4428", name="pull")
    pull = C.tube("pull", [(-0.03, -0.114, 0.13), (0, -0.125, 0.11), (0.03, -0.114, 0.13)], 0.004, leather)
    return [body, lid, pull]

def _tooth(material, scale, strength, distance):
    """For a close-up: a coarser surface texture bumped over the material's own (whose finer one the
    medians of finish.mjs erase), for the raking light to find."""
    nt = material.node_tree
    bsdf = nt.nodes["Principled BSDF"]
    bump = nt.nodes.new("ShaderNodeBump")
    if bsdf.inputs["Normal"].links:
        nt.links.new(bsdf.inputs["Normal"].links[0].from_socket, bump.inputs["Normal"])
    bump.inputs["Strength"].default_value, bump.inputs["Distance"].default_value = strength, distance
    nt.links.new(C._noise(nt, C._coords(nt), scale, detail=3, rough=0.6), bump.inputs["Height"])
    nt.links.new(bump.outputs["Normal"], bsdf.inputs["Normal"])
    return material


def hanger_close(mask=True):
    """For the close-up: the hanger with its hook screwed into the bar through a steel ferrule, as real
    ones are. The packshots' hook starts at the bar's control point, which the bar's smooth curve passes
    6 mm under: at this range it floated over the wood."""
    parts = hanger(mask)
    bar, rail, hook = parts
    steel = hook.data.materials[0]
    hook.data.splines[0].points[0].co = (0, 0, 0.078, 1)
    ferrule = C.assign(C.cylinder("ferrule", 0.0042, 0.007, (0, 0, 0.095), bevel=0.0008, vertices=32), steel)
    ferrule.parent = hook.parent
    return [*parts, ferrule]


def star_close(mask=True):
    """For the close-up: the star with a black card held off camera to the front right, where its flat
    face's reflection points, its edge across the reflection: gold (rendered neutral for the mask) that
    reflects only the sweep came out a blank grey, as a photographer's star would without a card."""
    parts = star(mask)
    C.bpy.ops.mesh.primitive_plane_add(size=0.2, location=(0.139, -0.241, 0.1215))
    card = C.bpy.context.active_object
    card.name = "star_card"
    C.look_at(card, (0.039 - 0.3 * 0.337, -0.241 + 0.3 * 0.925, 0.1215 + 0.3 * 0.174))
    card.visible_camera = card.visible_diffuse = card.visible_shadow = False
    C.assign(card, C.simple((0.01, 0.01, 0.01, 1), roughness=0.9, name="star_card"))
    return [*parts, card]


def _gloss_unmasked(objects, blend=0.35):
    """For a close-up: leave a glossy glaze's or enamel's reflection out of the mask, as far as the
    Fresnel term gives it (as serveware's platter), so a dark variant keeps the studio's reflections
    on its glaze instead of reading as a flat silhouette once the shop has tinted it."""
    done = set()
    for o in objects:
        for m in getattr(o.data, "materials", None) or []:
            if m is None or m.name in done:
                continue
            done.add(m.name)
            nt = m.node_tree
            aov = next((n for n in nt.nodes if n.bl_idname == "ShaderNodeOutputAOV"), None)
            if aov is None or aov.inputs["Value"].is_linked or not aov.inputs["Value"].default_value:
                continue
            weight = nt.nodes.new("ShaderNodeLayerWeight")
            weight.inputs["Blend"].default_value = blend
            nt.links.new(C._math(nt, "SUBTRACT", 1.0, weight.outputs["Fresnel"]), aov.inputs["Value"])
    return objects


def candle_close(mask=True, colour="#f3ede2"):
    """For the close-up: the candle with its melted pool glossy, as molten wax is (the packshots' top is
    the wax's satin throughout), and the flame's light on the pool dimmed: this near, the top and the lit
    side came out at 243-255, a handful of levels that the shop's tint stretched into rings and bands."""
    parts = candle(mask, colour)
    body, h = parts[0], 0.117
    parts[3].data.energy = 0.15
    pool = C.wax(colour, mask=mask, name="pool")
    nt = pool.node_tree
    bsdf = nt.nodes["Principled BSDF"]
    for link in list(bsdf.inputs["Roughness"].links):
        nt.links.remove(link)
    bsdf.inputs["Roughness"].default_value = 0.05
    bsdf.inputs["Sheen"].default_value = 0.0
    body.data.materials.append(pool)
    for p in body.data.polygons:
        c = p.center
        if c.z > h - 0.0105 and math.hypot(c.x, c.y) < 0.03 and abs(p.normal.z) > 0.3:
            p.material_index = 1
    return parts


def teapot_close(mask=True):
    return _gloss_unmasked(teapot(mask))


def bauble_close(mask=True):
    return _gloss_unmasked(bauble(mask))


def saute_close(mask=True):
    return _gloss_unmasked(saute(mask))


def _xyz(nt, *values):
    """A vector from three numbers or sockets."""
    c = nt.nodes.new("ShaderNodeCombineXYZ")
    for socket, value in zip(c.inputs, values):
        if isinstance(value, (int, float)):
            socket.default_value = value
        else:
            nt.links.new(value, socket)
    return c.outputs[0]


def _seagrass(radius, mask, row=0.0065, strand=0.0042, name="seagrass_close"):
    """Seagrass at close range, as a basket is woven from it: rows of twisted cord round the wall (each
    row a round cord `row` high, its strands slanting across it, the slant turning the other way every
    other row, so the rows read as a braid), each row and strand a little lighter or darker than the
    next. Drawn round the axis (the angle times `radius`, and the height): the packshots' weave is laid
    along X and Y, which on the upright wall turned into vertical stripes."""
    m, nt, b = C._material(name, mask)
    tc = nt.nodes.new("ShaderNodeTexCoord")
    sep = nt.nodes.new("ShaderNodeSeparateXYZ")
    nt.links.new(tc.outputs["Object"], sep.inputs[0])
    x, y, z = sep.outputs[0], sep.outputs[1], sep.outputs[2]
    around = C._math(nt, "MULTIPLY", C._math(nt, "ARCTAN2", y, x), radius)
    fz = C._math(nt, "DIVIDE", z, row)
    iz = C._math(nt, "FLOOR", fz)
    frac = C._math(nt, "SUBTRACT", fz, iz)
    # The cord's round profile across the row.
    cord = C._math(nt, "POWER", C._math(nt, "SINE", C._math(nt, "MULTIPLY", frac, math.pi)), 0.6)
    # Its strands: slanting across the row, the slant reversed every other row.
    parity = C._math(nt, "SUBTRACT", C._math(nt, "MULTIPLY", C._math(nt, "MODULO", iz, 2.0), 2.0), 1.0)
    phase = C._math(nt, "ADD", C._math(nt, "DIVIDE", around, strand), C._math(nt, "MULTIPLY", frac, parity))
    ps = C._math(nt, "FLOOR", phase)
    strands = C._math(nt, "POWER", C._math(nt, "ABSOLUTE", C._math(nt, "SINE", C._math(nt, "MULTIPLY", phase, math.pi))), 0.5)
    h = C._math(nt, "MULTIPLY", cord, C._math(nt, "ADD", C._math(nt, "MULTIPLY", strands, 0.45), 0.55))
    # Tones: per row (slowly along it) and per strand.
    row_tone = C._noise(nt, _xyz(nt, C._math(nt, "MULTIPLY", iz, 1.37), C._math(nt, "DIVIDE", around, 0.05), 0.3), 1.0, detail=2)
    strand_tone = C._noise(nt, _xyz(nt, C._math(nt, "MULTIPLY", ps, 0.91), C._math(nt, "MULTIPLY", iz, 2.3), 5.1), 1.0, detail=1)
    tone = C._math(nt, "ADD", C._math(nt, "MULTIPLY", row_tone, 0.6), C._math(nt, "MULTIPLY", strand_tone, 0.4))
    shade = C._math(nt, "MULTIPLY", C._math(nt, "POWER", h, 0.7), C._range(nt, tone, 0.7, 1.15), )
    ramp = nt.nodes.new("ShaderNodeValToRGB")
    ramp.color_ramp.elements[0].color = C.toned("#33270f", "#a88c58", mask)
    ramp.color_ramp.elements[1].color = C.toned("#a88c58", "#a88c58", mask)
    nt.links.new(C._math(nt, "MINIMUM", shade, 1.0), ramp.inputs["Fac"])
    nt.links.new(ramp.outputs["Color"], b.inputs["Base Color"])
    b.inputs["Roughness"].default_value = 0.72
    b.inputs["Specular"].default_value = 0.35
    C._bump(nt, h, 1.0, row * 0.35, "Normal", b)
    return m


def _rope(name="rope_close"):
    """A twisted rope's strands, slanting round a handle (roughly: the handles run along Y)."""
    m, nt, b = C._material(name)
    tc = nt.nodes.new("ShaderNodeTexCoord")
    sep = nt.nodes.new("ShaderNodeSeparateXYZ")
    nt.links.new(tc.outputs["Object"], sep.inputs[0])
    x, y, z = sep.outputs[0], sep.outputs[1], sep.outputs[2]
    along = C._math(nt, "ADD", C._math(nt, "ADD", y, z), C._math(nt, "MULTIPLY", x, 0.8))
    strands = C._math(nt, "POWER", C._math(nt, "ABSOLUTE", C._math(nt, "SINE", C._math(nt, "MULTIPLY", along, math.pi / 0.0035))), 0.5)
    ramp = nt.nodes.new("ShaderNodeValToRGB")
    ramp.color_ramp.elements[0].color = C.srgb("#5a4a2c")
    ramp.color_ramp.elements[1].color = C.srgb("#b09a6a")
    nt.links.new(strands, ramp.inputs["Fac"])
    nt.links.new(ramp.outputs["Color"], b.inputs["Base Color"])
    b.inputs["Roughness"].default_value = 0.8
    C._bump(nt, strands, 0.8, 0.0012, "Normal", b)
    return m


def _black_card(name, size, location, rotation=(0, 0, 0)):
    """A photographer's black card, seen only in reflections (not by the camera, nor in light or shadow)."""
    C.bpy.ops.mesh.primitive_plane_add(size=1, location=location)
    card = C.bpy.context.active_object
    card.name = name
    card.scale = (size[0], size[1], 1)
    card.rotation_euler = rotation
    card.visible_camera = card.visible_diffuse = card.visible_shadow = card.visible_transmission = False
    return C.assign(card, C.simple((0.01, 0.01, 0.01, 1), roughness=0.9, name=name))


def ladle_close(mask=False):
    """For the close-up: a black card on the floor in front of the ladle, seen only in its reflections, so
    the polished bowl's outside, which reflected the white floor, shows its form as dark chrome."""
    return [*ladle(mask), _black_card("ladle_card", (0.5, 0.06), (-0.02, -0.075, 0.0005))]


def _mitred_grain(material, half_w, half_h, mid_z, line=0.0004):
    """Turn a close-up grain (`utensils._close_grain()`, along X) into a mitred frame's: along Z in the
    side rails and along X in the top and bottom rails, meeting on the corners' diagonals, where a fine
    dark line is the mitre's joint. `half_w`, `half_h`: the frame's outer half width and height in its
    object's coordinates, about x = 0 and z = `mid_z`."""
    nt = material.node_tree
    coords = [n for n in nt.nodes if n.bl_idname == "ShaderNodeTexCoord"]
    tc = coords[0]
    sep = nt.nodes.new("ShaderNodeSeparateXYZ")
    nt.links.new(tc.outputs["Object"], sep.inputs[0])
    x, y, z = sep.outputs[0], sep.outputs[1], sep.outputs[2]
    d_side = C._math(nt, "SUBTRACT", half_w, C._math(nt, "ABSOLUTE", x))
    d_top = C._math(nt, "SUBTRACT", half_h, C._math(nt, "ABSOLUTE", C._math(nt, "SUBTRACT", z, mid_z)))
    top = C._math(nt, "LESS_THAN", d_top, d_side)
    side = C._math(nt, "SUBTRACT", 1.0, top)
    # In a side rail the grain's X is the height: swap X and Z there.
    gx = C._math(nt, "ADD", C._math(nt, "MULTIPLY", x, top), C._math(nt, "MULTIPLY", z, side))
    gz = C._math(nt, "ADD", C._math(nt, "MULTIPLY", z, top), C._math(nt, "MULTIPLY", x, side))
    vec = _xyz(nt, gx, y, gz)
    for link in list(nt.links):
        if link.from_node in coords and link.from_socket.name == "Object" and link.to_node.bl_idname == "ShaderNodeMapping":
            to = link.to_socket
            nt.links.remove(link)
            nt.links.new(vec, to)
    b = nt.nodes["Principled BSDF"]
    joint = C._math(nt, "LESS_THAN", C._math(nt, "ABSOLUTE", C._math(nt, "SUBTRACT", d_top, d_side)), line)
    col = b.inputs["Base Color"].links[0].from_socket
    mul = nt.nodes.new("ShaderNodeMixRGB")
    mul.blend_type = "MULTIPLY"
    nt.links.new(joint, mul.inputs["Fac"])
    nt.links.new(col, mul.inputs["Color1"])
    mul.inputs["Color2"].default_value = (0.45, 0.45, 0.45, 1)
    nt.links.new(mul.outputs["Color"], b.inputs["Base Color"])
    return material


def frame_close(mask=True):
    """For the close-up: the frame's wood drawn at close range (`utensils._close_grain()`, its rings 3 mm
    apart) and mitred at the corners, and the picture glass seen by the camera only and reflecting a little
    (`decor._pane_glass()`): the refracting pane threw a broad dark reflection with ragged edges over half
    the frame."""
    import decor
    import utensils
    parts = frame(mask)
    outer, pane = parts[0], parts[3]
    outer.data.materials[0] = _mitred_grain(utensils._close_grain("#2b2b2b", mask, name="frame_close", spacing=0.003, contrast=0.45), 0.12, 0.15, 0.15)
    pane.data.materials[0] = decor._pane_glass()
    return parts


def mirror_close(mask=True):
    """For the close-up: the room the mirror faces, seen in reflections only (`decor._reflected_room()`, as the
    wooden mirror's), with the fill's panel kept out of them: the pane reflected the black world beyond the
    sweep, a dark mass over most of the frame."""
    import decor
    parts = mirror(mask)
    decor._reflected_room(0.45)
    fill = C.bpy.data.objects.get("fill")
    if fill:
        fill.visible_glossy = False
    return parts


def _gradient_card(name, size, location, facing, strength=1.2):
    """A photographer's gradient reflector: a card glowing from black at one end (its local -Y, down) to light at the
    other, seen only in reflections, so a flat polished piece mirrors a smooth dark-to-light sweep along its
    length, as steel does in a packshot, instead of one flat tone."""
    C.bpy.ops.mesh.primitive_plane_add(size=1, location=location)
    card = C.bpy.context.active_object
    card.name = name
    card.scale = (size[0], size[1], 1)
    C.look_at(card, facing)
    card.visible_camera = card.visible_diffuse = card.visible_shadow = card.visible_transmission = False
    m, nt = C.bare_material(name)
    tc = nt.nodes.new("ShaderNodeTexCoord")
    sep = nt.nodes.new("ShaderNodeSeparateXYZ")
    nt.links.new(tc.outputs["Generated"], sep.inputs[0])
    ramp = nt.nodes.new("ShaderNodeValToRGB")
    ramp.color_ramp.elements[0].position = 0.15
    ramp.color_ramp.elements[0].color = (0.0, 0.0, 0.0, 1)
    ramp.color_ramp.elements[1].position = 0.9
    ramp.color_ramp.elements[1].color = (1.0, 1.0, 1.0, 1)
    nt.links.new(sep.outputs[1], ramp.inputs["Fac"])
    e = nt.nodes.new("ShaderNodeEmission")
    e.inputs["Strength"].default_value = strength
    nt.links.new(ramp.outputs["Color"], e.inputs["Color"])
    nt.links.new(e.outputs["Emission"], nt.nodes["Material Output"].inputs["Surface"])
    return C.assign(card, m)


def cutlery_close(mask=True):
    """The cutlery as every view photographs it (`cutlery()` is its base): the three pieces, their outlines drawn finer (240 points a side, the
    bevels rounder) so the edges are smooth lines of light, in a polished steel of even roughness (the
    packshots' roughness noise reads as a mottle this near), with the spoon's bowl dished (a flat outline
    read as a cut-out) and a gradient reflector above and behind, where the flat pieces' reflection points."""
    import kitchenware
    steel = C.simple("#c9ccce", roughness=0.06, metallic=1.0, mask=mask, name="polished_close")
    parts = cutlery(mask, steps=240, steel=steel)
    flat, old_fork, knife, tines, root = parts[0], parts[1], parts[2], parts[3:], parts[1].parent
    for o in (flat, old_fork, *tines):
        C.bpy.data.objects.remove(o)
    knife.data.bevel_resolution = 5
    spoon = kitchenware.teaspoon("spoon", steel, length=0.2)
    spoon.scale = (1.0, 1.48, 1.4)
    spoon.location = (0.0, 0.042, 0.0014)
    spoon.parent = root
    # The fork in one outline, tines and all (the packshots' tines are four outlines laid over the head,
    # whose faces meet flush: this near the slots' roots showed as black squares).
    fork = _outline("fork", _fork_outline(240), 0.0022, steel)
    fork.data.bevel_resolution = 5
    fork.location = (0.0, -0.04, 0.0012)
    fork.parent = root
    # Not among the parts: the packshots frame their parts, and the card is only ever reflected.
    _gradient_card("cutlery_card", (0.5, 0.35), (0.0, 0.16, 0.24), (0.0, -0.085, 0.0))
    return [spoon, fork, knife]


def _fork_outline(steps, length=0.2):
    """The packshots' fork (`cutlery()`: a 23 mm head, four tines 2.8 mm wide and 44 mm long in front of it,
    the neck and handle behind) as one closed outline, the slots' roots rounded."""

    def w(t):
        if t < 0.22:
            return 0.0115
        return 0.0115 - 0.0065 * min(1, (t - 0.22) / 0.12) if t < 0.34 else _handle_w(0.1 + (t - 0.34) * 1.36)

    top = [(length * i / steps, w(i / steps)) for i in range(steps, -1, -1)]
    head = [(-0.002, 0.0101)]
    centres = [0.0087 - 0.0058 * i for i in range(4)]
    for i, c in enumerate(centres):
        hi, lo = c + 0.0014, c - 0.0014
        head += [(-0.041, hi), (-0.0435, c + 0.0005), (-0.0445, c), (-0.0435, c - 0.0005), (-0.041, lo)]
        if i < 3:
            # The slot's root: a half round 3 mm across, reaching 0.5 mm in front of the head.
            nxt = centres[i + 1] + 0.0014
            mid, r = (lo + nxt) / 2, (lo - nxt) / 2
            head += [(-0.002 + r * math.sin(math.pi * k / 8), mid + r * math.cos(math.pi * k / 8)) for k in range(9)]
    head += [(-0.002, -0.0101)]
    bottom = [(x, -y) for x, y in reversed(top)]
    return top + head + bottom


def diffuser_close(mask=False):
    """For the close-up: the packshots' bottle with its shoulder drawn as a smooth quarter round (17 points
    each side; the packshots' three showed as corners this near), and the reeds laid as real ones stand:
    straight, each through the collar's hole and down to the bottle's floor on the far side, fanning out above
    at the packshots' angles (the packshots' reeds start at the floor's middle and pass out through the
    shoulder's glass)."""
    parts = diffuser(mask)
    old_bottle, oil, cap, reeds = parts[0], parts[1], parts[2], parts[3:]
    glass = old_bottle.data.materials[0]
    reed = reeds[0].data.materials[0]
    for o in [old_bottle, *reeds]:
        C.bpy.data.objects.remove(o)
    quarter = [i / 16 * math.pi / 2 for i in range(17)]
    outer = [(0.012 + 0.028 * math.cos(t), 0.095 + 0.02 * math.sin(t)) for t in quarter]
    inner = [(0.009 + 0.027 * math.cos(t), 0.094 + 0.0225 * math.sin(t)) for t in quarter]
    profile = ([(0, 0.0), (0.036, 0.0), (0.04, 0.005)] + outer + [(0.0115, 0.13), (0.009, 0.13)] + list(reversed(inner))
               + [(0.036, 0.008), (0, 0.006)])
    bottle = C.assign(C.lathe("bottle", profile, segments=160), glass)
    rnd = random.Random(4)
    new_reeds = []
    for i in range(8):
        a = math.tau * i / 8 + rnd.uniform(-0.2, 0.2)
        tilt = rnd.uniform(0.12, 0.28)
        d = (math.cos(a) * math.sin(tilt), math.sin(a) * math.sin(tilt), math.cos(tilt))
        through = (0.0045 * math.cos(a), 0.0045 * math.sin(a), 0.132)
        down, up = (through[2] - 0.0095) / d[2], 0.25 - (through[2] - 0.0095) / d[2]
        ends = [tuple(c - k * down for c, k in zip(through, d)), tuple(c + k * up for c, k in zip(through, d))]
        new_reeds.append(C.tube(f"reed{i}", ends, 0.0017, reed))
    return [bottle, oil, cap, *new_reeds]


def basket_close(mask=True):
    """For the close-up: the basket woven in rows of twisted seagrass round its wall and its rope
    handles twisted (`_seagrass()`, `_rope()`)."""
    body, *handles = basket(mask)
    body.data.materials[0] = _seagrass(0.145, mask)
    for h in handles:
        h.data.materials[0] = _rope()
    return [body, *handles]


SHAPES = {
    "plate": Shape(plate, 0.27, [View(-25, 40, fill=1.0), View(0, 88, lens=70, fill=0.86),
                                 View(target=(-0.04, -0.105, 0.028), distance=0.25, azimuth=30, elevation=24, lens=100, rake=800,
                                      build=plate_stack)]),
    "bowl": Shape(bowl, 0.15, [View(-30, 22), View(10, 62),
                               View(target=(-0.01, -0.066, 0.05), distance=0.26, azimuth=-15, elevation=22, lens=100, rake=800)]),
    "mug": Shape(mug, 0.13, [View(-32, 14), View(0, 4),
                             View(target=(-0.03, -0.025, 0.07), distance=0.24, azimuth=-55, elevation=18, lens=100, rake=800)]),
    "glass": Shape(glass, 0.1, [View(-25, 14), View(10, 40),
                                View(target=(-0.02, -0.03, 0.088), distance=0.26, azimuth=-30, elevation=22, lens=100, rake=600)],
                   glassy=True),
    "vase": Shape(vase, 0.26, [View(-25, 12), View(40, 30),
                               View(target=(0.0, -0.045, 0.205), distance=0.42, azimuth=-8, elevation=12, lens=100, rake=800)]),
    "teapot": Shape(teapot, 0.22, [View(-25, 16), View(155, 22),
                                   View(target=(0.04, -0.04, 0.1), distance=0.32, azimuth=-10, elevation=22, lens=100, rake=800,
                                        build=teapot_close)]),
    "saucepan": Shape(saucepan, 0.3, [View(-20, 22), View(35, 50),
                                      View(target=(-0.095, -0.01, 0.1), distance=0.34, azimuth=-50, elevation=25, lens=85, rake=600)]),
    "fryingPan": Shape(frying_pan, 0.38, [View(-35, 30), View(0, 75),
                                          View(target=(-0.1, -0.03, 0.04), distance=0.32, azimuth=-45, elevation=45, lens=100, rake=500)]),
    "candle": Shape(candle, 0.14, [View(-25, 14), View(20, 45),
                                   View(target=(-0.01, -0.03, 0.106), distance=0.28, azimuth=-20, elevation=25, lens=100, rake=250,
                                        build=candle_close)]),
    "saute": Shape(saute, 0.4, [View(-30, 28), View(0, 70),
                                View(target=(0.1, -0.07, 0.055), distance=0.32, azimuth=-30, elevation=30, lens=100, rake=500,
                                     build=saute_close)]),
    "jar": Shape(jar, 0.16, [View(-25, 14), View(20, 40),
                             View(target=(0.0, -0.045, 0.15), distance=0.28, azimuth=-20, elevation=8, lens=100, rake=600)],
                 glassy=True),
    "cutlery": Shape(cutlery_close, 0.22, [View(-10, 62, fill=0.85), View(-40, 25, fill=0.85),
                                           View(target=(-0.004, -0.076, 0.002), distance=0.43, azimuth=-15, elevation=48, lens=100,
                                                rake=500)],
                     glassy=True),
    "knifeBoard": Shape(knife_board, 0.4, [View(-25, 35), View(0, 80),
                                           View(target=(-0.11, -0.1, 0.022), distance=0.32, azimuth=-20, elevation=28, lens=100, rake=500)]),
    "choppingBoard": Shape(chopping_board, 0.4, [View(-25, 35), View(0, 80),
                                                 View(target=(-0.11, -0.1, 0.022), distance=0.32, azimuth=-20, elevation=28, lens=100, rake=500)]),
    "frenchPress": Shape(french_press, 0.3, [View(-28, 12), View(60, 20),
                                             View(target=(0.005, -0.045, 0.19), distance=0.3, azimuth=-20, elevation=12, lens=100,
                                                  rake=600)],
                         glassy=True),
    "ladle": Shape(ladle, 0.3, [View(-20, 15), View(60, 35),
                                View(target=(-0.022, -0.01, 0.04), distance=0.3, azimuth=-25, elevation=22, lens=100, rake=600,
                                     build=ladle_close)],
                   mask=False, glassy=True),
    "diffuser": Shape(diffuser, 0.3, [View(-25, 12), View(30, 30),
                                      View(target=(0.0, -0.03, 0.115), distance=0.28, azimuth=-20, elevation=15, lens=100, rake=600,
                                           build=diffuser_close)],
                      glassy=True),
    "giftBox": Shape(gift_box, 0.2, [View(-30, 25), View(20, 60),
                                     View(target=(0.0, -0.075, 0.095), distance=0.3, azimuth=-20, elevation=25, lens=100, rake=600)]),
    "bauble": Shape(bauble, 0.1, [View(-25, 12), View(30, 30),
                                  View(target=(0.0, -0.03, 0.07), distance=0.24, azimuth=-15, elevation=15, lens=100, rake=800,
                                       build=bauble_close)]),
    "card": Shape(card, 0.18, [View(-20, 10), View(35, 25),
                               View(target=(0.0, -0.012, 0.1), distance=0.28, azimuth=-20, elevation=10, lens=100, rake=600)]),
    "star": Shape(star, 0.22, [View(-20, 8), View(30, 15),
                               View(target=(-0.045, -0.01, 0.165), distance=0.36, azimuth=-20, elevation=10, lens=100, rake=600,
                                    build=star_close)],
                  glassy=True),
    "frame": Shape(frame, 0.3, [View(-25, 8), View(35, 12),
                                View(target=(-0.098, 0.03, 0.268), distance=0.3, azimuth=-28, elevation=14, lens=100, rake=400,
                                     build=frame_close)]),
    "lamp": Shape(lamp, 0.4, [View(-25, 10), View(30, 25)]),
    "mirror": Shape(mirror, 0.45, [View(-25, 10), View(35, 15),
                                   View(target=(-0.148, 0.02, 0.366), distance=0.34, azimuth=-25, elevation=12, lens=100, rake=600,
                                        build=mirror_close)]),
    "dispenser": Shape(dispenser, 0.22, [View(-25, 12), View(35, 25),
                                         View(target=(0.0, -0.035, 0.15), distance=0.3, azimuth=-15, elevation=15, lens=100, rake=800)]),
    "basket": Shape(basket, 0.32, [View(-25, 18), View(20, 55),
                                   View(target=(-0.14, -0.07, 0.185), distance=0.34, azimuth=-40, elevation=16, lens=100, rake=400,
                                        build=basket_close)]),
    "giftBag": Shape(gift_bag, 0.38, [View(-28, 12), View(30, 20),
                                      View(target=(-0.06, -0.05, 0.305), distance=0.4, azimuth=-25, elevation=20, lens=100, rake=600,
                                           build=gift_bag_close)]),
    "boardGame": Shape(board_game, 0.35, [View(-25, 35), View(0, 85),
                                          View(target=(0.21, -0.113, 0.022), distance=0.36, azimuth=-40, elevation=25, lens=100, rake=500)],
                       mask=False),
    "hanger": Shape(hanger, 0.44, [View(-15, 10), View(30, 25),
                                   View(target=(0.012, -0.005, 0.18), distance=0.32, azimuth=-15, elevation=12, lens=100, rake=600,
                                        build=hanger_close)],
                    glassy=True),
    "stringLights": Shape(string_lights, 0.3, [View(-15, 45), View(0, 85)], mask=False),
    "box": Shape(storage_box, 0.32, [View(-28, 18), View(30, 30)]),
}


def build(name, mask=True, view=None):
    """Build a shape's model (or a view's own); `mask=False` gives the catalogue colour instead of neutral grey."""
    random.seed(name)
    return ((view and view.build) or SHAPES[name].build)(mask=mask and SHAPES[name].mask)
