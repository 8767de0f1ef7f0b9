"""Kitchenware that had only drawings: a set of teaspoons, a balloon whisk, a square grill pan, a
springform cake tin, a silicone bundt mould and a copper cezve, modelled at real size like
hard_goods.py (same Shape/View table and studio).

Goods that lie on the sweep (spoons, a whisk) are settled onto it: built in their own frame, turned
as they would rest, and lowered until their lowest point touches the floor (`_settle()`).
"""

import math
import random
from functools import partial

import common as C
from hard_goods import Shape, View, _loft

# ---------------------------------------------------------------- helpers


def _settle(parts, tilt=0.0, turn=0.0, at=(0.0, 0.0)):
    """Group the parts, tip them by `tilt` degrees about Y and turn them by `turn` about Z, stand
    them at `at` and lower them until their lowest point rests on the floor."""
    root = C.group(parts)
    root.rotation_euler = (0.0, math.radians(tilt), math.radians(turn))
    root.location = (at[0], at[1], 0.0)
    C.bpy.context.view_layer.update()
    graph = C.bpy.context.evaluated_depsgraph_get()
    low = math.inf
    for o in parts:
        if o.type not in ("MESH", "CURVE"):
            continue
        ev = o.evaluated_get(graph)
        mesh = ev.to_mesh()
        for v in mesh.vertices:
            low = min(low, (ev.matrix_world @ v.co).z)
        ev.to_mesh_clear()
    root.location.z -= low
    C.bpy.context.view_layer.update()
    return root


def _grid(name, nu, nv, point, material, thickness, subdiv=1):
    """A sheet through point(u, v) for u, v in 0..1, solidified to `thickness` (a spoon's blank)."""
    verts = [point(i / nu, j / nv) for i in range(nu + 1) for j in range(nv + 1)]
    faces = [(i * (nv + 1) + j, i * (nv + 1) + j + 1, (i + 1) * (nv + 1) + j + 1, (i + 1) * (nv + 1) + j)
             for i in range(nu) for j in range(nv)]
    mesh = C.bpy.data.meshes.new(name)
    mesh.from_pydata(verts, [], faces)
    mesh.validate()
    for p in mesh.polygons:
        p.use_smooth = True
    obj = C._link(name, mesh)
    solid = obj.modifiers.new("solid", "SOLIDIFY")
    solid.thickness, solid.offset = thickness, -1.0
    solid.use_even_offset = True
    if subdiv:
        sub = obj.modifiers.new("sub", "SUBSURF")
        sub.levels = sub.render_levels = subdiv
    return C.assign(obj, material)


def _rounded_square(half, radius, z, per_corner=10):
    """A rounded square `half` wide either side of the axis, corners of `radius`, at height z: as
    many points at every size, so rings can be lofted."""
    r = min(radius, half * 0.999)
    pts = []
    for k, (cx, cy) in enumerate(((1, 1), (-1, 1), (-1, -1), (1, -1))):
        for i in range(per_corner):
            a = math.pi / 2 * k + math.pi / 2 * i / (per_corner - 1)
            pts.append(((half - r) * cx + r * math.cos(a), (half - r) * cy + r * math.sin(a), z))
    return pts


# ---------------------------------------------------------------- teaspoons


def _spoon_width(u):
    """Half the width of a 13 cm teaspoon at u (0 the bowl's tip, 1 the handle's end)."""
    bowl = 0.33
    if u < bowl:
        t = u / bowl
        # An egg: fuller towards the tip, narrowing into the neck.
        return max(0.0006, 0.0142 * math.sqrt(max(0.0, 1 - (2 * t - 1) ** 2)) * (1.0 - 0.18 * t))
    t = (u - bowl) / (1 - bowl)
    neck = 0.003 + 0.0026 * min(1.0, t / 0.75) ** 1.4
    # The handle's end is rounded over its last 6 %.
    end = math.sqrt(max(0.0, 1 - max(0.0, (t - 0.94) / 0.06) ** 2))
    return max(0.0006, neck * end)


def _spoon_rise(u):
    """The spoon's centre line above the floor as it lies bowl up: the bowl's rim level, rising over
    the neck and sloping back down so the handle's end touches the floor again."""
    rim = 0.0056
    if u < 0.3:
        return rim
    if u < 0.44:
        t = (u - 0.3) / 0.14
        return rim + 0.0036 * (3 * t * t - 2 * t * t * t)
    t = (u - 0.44) / 0.56
    return rim + 0.0036 - 0.0072 * t + 0.0022 * t * t


def teaspoon(name, material, length=0.132):
    """One teaspoon, 13 cm: an egg-shaped bowl 28 mm across and 5 mm deep, a slender neck widening
    into a flat handle with a rounded end, gently arched where bowl and handle meet."""
    bowl = 0.33

    def point(u, v):
        s = 2 * v - 1
        w = _spoon_width(u)
        z = _spoon_rise(u)
        if u < bowl:
            t = u / bowl
            depth = 0.0052 * math.sqrt(max(0.0, 1 - (2 * t - 1) ** 2)) ** 0.7
            z -= depth * (1 - s * s)
        else:
            # The handle is a shallow channel, its edges a hair above its middle.
            z += 0.0003 * s * s
        return (u * length, s * w, z)

    return _grid(name, 90, 20, point, material, 0.0014)


def teaspoons(mask=True, count=4):
    """A set of teaspoons as shops show it: four fanned out on the floor, handles together, bowls
    apart. Polished steel, the colour part (the set comes in silver, gold, black and copper)."""
    steel = C.metal("#c9ccce", brushed=False, roughness=0.06, mask=mask, name="spoon_steel")
    parts = []
    spread = 16.0
    for i in range(count):
        spoon = teaspoon(f"teaspoon{i}", steel)
        # Fanned about a point beyond the handles' ends, so the handles lie side by side.
        angle = (i - (count - 1) / 2) * spread
        pivot = C.bpy.data.objects.new("pivot", None)
        C.bpy.context.scene.collection.objects.link(pivot)
        spoon.location.x = -0.132 - 0.05
        # Tipped 2 degrees so it rests on its bowl and the handle's end, as a spoon lies.
        spoon.rotation_euler.y = math.radians(2.0)
        spoon.parent = pivot
        pivot.rotation_euler.z = math.radians(180 + angle)
        pivot.location.x = -0.115
        parts.append(spoon)
    _settle(parts)
    return parts


def _dark_card(name, at, facing, size):
    """A black card off camera, seen only in reflections (as `hard_goods.star_close()`'s): polished
    steel close up reflects only the sweep and the sky and reads as a blank grey."""
    C.bpy.ops.mesh.primitive_plane_add(size=1, location=at)
    card = C.bpy.context.active_object
    card.name = name
    card.scale = (*size, 1)
    C.look_at(card, facing)
    card.visible_camera = card.visible_diffuse = card.visible_shadow = False
    return C.assign(card, C.simple((0.01, 0.01, 0.01, 1), roughness=0.9, name=name))


# The spoons' close-up: the front spoon's bowl and neck with two more bowls beyond, from the front
# left and above.
SPOONS_AT, SPOONS_AZ, SPOONS_EL = (0.03, -0.033, 0.005), -20, 40


def teaspoons_close(mask=True, shift=0.12):
    """For the close-up: the spoons with a black card held above and behind them, where the bowls'
    and handles' mirror reflection of the camera points, its edge `shift` metres to the side of it,
    so the dished bowls show a dark sweep curving across their hollow (as a photographer's card)."""
    parts = teaspoons(mask)
    az, el = math.radians(SPOONS_AZ), math.radians(SPOONS_EL)
    t = C.Vector(SPOONS_AT)
    mirror = C.Vector((-math.sin(az) * math.cos(el), math.cos(az) * math.cos(el), math.sin(el)))
    side = C.Vector((math.cos(az), math.sin(az), 0.0))
    at = t + mirror * 0.3 + side * shift
    parts.append(_dark_card("spoon_card", at, at - mirror, (0.1, 0.2)))
    return parts


# ---------------------------------------------------------------- whisk

# The balloon's radius along its axis from the handle's ferrule (0) to the tip, in metres.
BALLOON = [(-0.012, 0.0045), (0.0, 0.0062), (0.018, 0.0115), (0.045, 0.022), (0.08, 0.0325), (0.112, 0.0365),
           (0.138, 0.0345), (0.156, 0.027), (0.167, 0.016), (0.1715, 0.006), (0.1725, 0.0)]


def _loop_points(angle, stretch):
    """One wire loop through the axis: up one side of the balloon, over the tip and down the other."""
    c, s = math.cos(angle), math.sin(angle)
    up = [(x * stretch, r * c, r * s) for x, r in BALLOON[:-1]]
    tip = (BALLOON[-1][0] * stretch, 0.0, 0.0)
    down = [(x * stretch, -r * c, -r * s) for x, r in reversed(BALLOON[:-1])]
    return up + [tip] + down


def whisk(mask=True, loops=8, silicone=False):
    """A 28 cm balloon whisk: `loops` loops of 1.8 mm stainless wire (16 strands) crossing at the
    tip, each a wire's width longer than the last so they nest, gathered into a ferrule on a
    hollow stainless handle 11.5 cm long with a rounded end cap and a hanging ring. The handle is
    the colour part (silver, black, graphite or copper); with `silicone` the wires are coated
    and thicker and the coating and handle are the colour part."""
    wire_r = 0.0015 if silicone else 0.0009
    handle_m = (C.plastic("#888888", mask=mask, roughness=0.55, name="silicone") if silicone
                else C.metal("#c9ccce", brushed=False, roughness=0.08, mask=mask, name="handle_steel"))
    wire_m = handle_m if silicone else C.metal("#c9ccce", brushed=False, roughness=0.1, name="wire_steel")
    parts = []
    for k in range(loops):
        pts = _loop_points(math.pi * k / loops, 1.0 + 0.011 * k)
        parts.append(C.tube(f"loop{k}", pts, wire_r, wire_m, resolution=32))
    # The handle runs back along -X from the ferrule: a turned tube swelling to the grip.
    profile = [(0.0, 0.0), (0.0075, 0.0), (0.0078, 0.006), (0.0082, 0.02), (0.0092, 0.05), (0.0104, 0.08),
               (0.0111, 0.1), (0.0108, 0.108), (0.0092, 0.1135), (0.0055, 0.1158), (0.0, 0.1162)]
    handle = C.lathe("handle", profile, segments=64)
    handle.rotation_euler.y = math.radians(-90)
    handle.location.x = 0.004
    C.assign(handle, handle_m)
    # The ferrule: a short collar where the wires go in.
    ferrule = C.lathe("ferrule", [(0.0, -0.001), (0.0082, -0.001), (0.0086, 0.001), (0.0086, 0.011), (0.0081, 0.013),
                                  (0.0, 0.013)], segments=64)
    ferrule.rotation_euler.y = math.radians(-90)
    ferrule.location.x = 0.004
    C.assign(ferrule, C.metal("#c9ccce", brushed=True, roughness=0.14, name="ferrule_steel"))
    ring_m = C.metal("#c9ccce", brushed=False, roughness=0.1, name="ring_steel")
    ring = C.bpy.data.objects.new("ring", _ring_curve("ring", 0.0085, 0.0011, ring_m))
    C.bpy.context.scene.collection.objects.link(ring)
    # Through a hole in the end cap, lying as it falls.
    ring.location = (0.004 - 0.1162 - 0.0045, 0.0, 0.0)
    parts += [handle, ferrule, ring]
    # It lies on the sweep on the balloon and the handle's end, the axis rising to the balloon.
    _settle(parts, tilt=-6.8, turn=35.0, at=(-0.03, -0.02))
    return parts


def _ring_curve(name, radius, wire, material):
    curve = C.bpy.data.curves.new(name, "CURVE")
    curve.dimensions, curve.bevel_depth, curve.bevel_resolution = "3D", wire, 4
    spline = curve.splines.new("NURBS")
    pts = [(radius * math.cos(a), radius * math.sin(a), 0.0) for a in [math.tau * i / 16 for i in range(16)]]
    spline.points.add(len(pts) - 1)
    for p, co in zip(spline.points, pts):
        p.co = (*co, 1)
    spline.use_cyclic_u = True
    spline.order_u = 4
    curve.materials.append(material)
    return curve


# ---------------------------------------------------------------- grill pan


def grill_pan(mask=True, colour="#2a2a2a"):
    """A square 26 cm grill pan: a heavy body 4.5 cm deep with rounded corners, its coloured outside
    the colour part and a dark inside with nine raised ribs across the floor; a long black handle
    rising from one side and a small lip handle opposite."""
    half, depth, base = 0.13, 0.045, 0.006
    rings = [
        _rounded_square(0.004, 0.003, 0.0),
        _rounded_square(0.105, 0.022, 0.0),
        _rounded_square(0.114, 0.028, 0.003),
        _rounded_square(0.12, 0.032, 0.014),
        _rounded_square(half - 0.002, 0.036, depth - 0.002),
        _rounded_square(half, 0.037, depth + 0.0015),
        _rounded_square(half - 0.006, 0.033, depth + 0.0008),
        _rounded_square(half - 0.0075, 0.032, depth - 0.004),
        _rounded_square(0.113, 0.026, 0.016),
        _rounded_square(0.106, 0.021, base + 0.0025),
        _rounded_square(0.095, 0.015, base),
        _rounded_square(0.004, 0.003, base),
    ]
    body = _loft("grill_pan", rings, C.enamel(colour, mask=mask, name="pan_outer"), subdiv=2)
    inside = C.cast_iron(name="pan_inside")
    body.data.materials.append(inside)
    # Faces from the seventh ring on (down the inside wall and across the floor) are the inside.
    n = len(rings[0])
    for p in body.data.polygons:
        if 6 * n <= p.index < (len(rings) - 1) * n or p.index == (len(rings) - 1) * n + 1:
            p.material_index = 1
    parts = [body]
    # Ribs run across the handle's line, as on most square grill pans.
    for i in range(9):
        y = (i - 4) * 0.0235
        rib = C.box(f"rib{i}", (0.2, 0.0042, 0.007), (0.0, y, base + 0.0004), bevel=0.0016, segments=3)
        C.assign(rib, inside)
        parts.append(rib)
    bakelite = C.plastic("#161616", roughness=0.45, name="handle")
    neck = C.tube("neck", [(-half + 0.008, 0, 0.032), (-half - 0.018, 0, 0.04), (-half - 0.04, 0, 0.048)], 0.0085,
                  body.data.materials[0])
    grip = C.tube("grip", [(-half - 0.036, 0, 0.046), (-half - 0.1, 0, 0.065), (-half - 0.17, 0, 0.082),
                           (-half - 0.19, 0, 0.0855)], 0.012, bakelite)
    for point, radius in zip(grip.data.splines[0].points, (0.85, 1.0, 1.05, 0.8)):
        point.radius = radius
    # Flattened across: a grip is wider than it is deep (the tube is scaled about its own line).
    _flatten(grip, 1.35)
    cap = C.lathe("collar", [(0, 0.0), (0.0112, 0.0), (0.0115, 0.008), (0.0105, 0.011), (0, 0.011)], segments=48)
    cap.location = (-half - 0.034, 0, 0.0455)
    cap.rotation_euler.y = math.radians(-90 + 16)
    C.assign(cap, C.metal(brushed=True, roughness=0.16, name="collar_steel"))
    lip = C.tube("lip", [(half - 0.004, -0.035, 0.04), (half + 0.026, -0.028, 0.043), (half + 0.034, 0.0, 0.044),
                         (half + 0.026, 0.028, 0.043), (half - 0.004, 0.035, 0.04)], 0.0055, body.data.materials[0])
    parts += [neck, grip, cap, lip]
    return parts


def _flatten(obj, across):
    """Widen a bent tube across its run (Y) without moving its line: scale about the line's plane."""
    obj.scale.y = across


# ---------------------------------------------------------------- cake tin


def cake_tin(mask=True, colour="#2e2e2e", radius=0.12, height=0.07):
    """A 24 cm springform cake tin: a band 7 cm high with a rolled top edge and a bead pressed round
    its foot, clamped round a flat base with a raised centre and a rim that stands proud of the
    band; a steel clasp on a riveted plate opens the band. Band and base are coated inside and out
    (the non-stick coating is the colour part); the clasp is steel."""
    r, h = radius, height
    coat = _coating(colour, mask)
    band_p = [(r - 0.0006, 0.0045), (r + 0.0006, 0.0045), (r + 0.0012, 0.0075), (r + 0.0024, 0.0095),
              (r + 0.0012, 0.0115), (r + 0.0006, 0.014), (r + 0.0006, h - 0.003), (r + 0.0022, h - 0.0015),
              (r + 0.0026, h + 0.0008), (r + 0.0012, h + 0.0024), (r - 0.0008, h + 0.0012), (r - 0.0006, h - 0.003),
              (r - 0.0006, 0.014), (r - 0.0018, 0.0115), (r - 0.0006, 0.0095), (r - 0.0012, 0.0075)]
    band = C.lathe("band", band_p + [band_p[0]], segments=160, subdiv=1)
    C.assign(band, coat)
    base_p = [(0, 0.0062), (r * 0.6, 0.0062), (r * 0.7, 0.0052), (r - 0.004, 0.0052), (r + 0.006, 0.0048),
              (r + 0.0068, 0.0036), (r + 0.0062, 0.0022), (r - 0.002, 0.0022), (r - 0.004, 0.0008), (r - 0.006, 0.0),
              (0, 0.0)]
    tin_base = C.assign(C.lathe("base", base_p, segments=160), coat)
    steel = C.metal(brushed=True, roughness=0.2, name="clasp_steel")
    # The clasp faces the camera's side, a little right of its line.
    a = math.radians(-105)
    clasp = _clasp(r, h, steel)
    for part in clasp[1:]:
        part.parent = clasp[0]
    pivot = clasp[0]
    pivot.rotation_euler.z = a + math.pi / 2
    return [band, tin_base, *clasp]


def _silicone(mask, name="silicone"):
    """Moulded food-grade silicone: matte-satin with a slight sheen that follows the curves, and a
    faint fine grain from the mould."""
    m, nt, b = C._material(name, mask)
    vec = C._coords(nt)
    nt.links.new(C._colour_var(nt, vec, C._base("#b05050", mask), 0.02, 30), b.inputs["Base Color"])
    nt.links.new(C._range(nt, C._noise(nt, vec, 200, detail=3), 0.36, 0.44), b.inputs["Roughness"])
    b.inputs["Specular"].default_value = 0.42
    b.inputs["Sheen"].default_value = 0.4
    b.inputs["Clearcoat"].default_value = 0.12
    b.inputs["Clearcoat Roughness"].default_value = 0.3
    C._bump(nt, C._noise(nt, vec, 1500, detail=2), 0.04, 0.0002, "Normal", b)
    return m


def silicone_cake_tin(mask=True, flutes=12):
    """A 24 cm silicone bundt (kugelhopf) mould 9 cm deep: a fluted ring trough round a central tube
    closed by a dome, moulded as one 3 mm skin, so the twelve soft rounded flutes show as ribs
    outside and as channels inside, converging from the outer wall over the trough and up the tube;
    a thick rolled rim round the top. Matte-satin silicone, all of it the colour part."""
    # The skin's line from the outer rim down the wall, round the trough and up the tube to the dome's
    # top; each point with how far the flutes push it out (metres along the skin's outward normal).
    line = [(0.114, 0.09, 0.0015), (0.1125, 0.079, 0.0055), (0.108, 0.058, 0.0085), (0.1, 0.036, 0.0095),
            (0.089, 0.016, 0.009), (0.076, 0.004, 0.008), (0.062, 0.0, 0.007), (0.05, 0.006, 0.006),
            (0.041, 0.024, 0.0055), (0.034, 0.05, 0.0045), (0.029, 0.076, 0.003), (0.025, 0.091, 0.0),
            (0.018, 0.0975, 0.0), (0.0, 0.0995, 0.0)]
    prof = C.smooth_path(line, per=6)
    segments = flutes * 16
    verts = []
    n = len(prof)
    for s_ in range(segments):
        t = math.tau * s_ / segments
        # Rounded lobes meeting in soft creases.
        lobe = abs(math.cos(flutes * t / 2)) ** 0.6
        c, si = math.cos(t), math.sin(t)
        for i, (r, z, amp) in enumerate(prof):
            a, b_ = prof[max(i - 1, 0)], prof[min(i + 1, n - 1)]
            dr, dz = b_[0] - a[0], b_[1] - a[1]
            ln = math.hypot(dr, dz) or 1.0
            nr, nz = -dz / ln, dr / ln
            push = amp * (lobe - 0.35)
            rr, zz = max(r + nr * push, 0.0), z + nz * push
            verts.append((c * rr, si * rr, zz))
    faces = []
    for s_ in range(segments):
        u = (s_ + 1) % segments
        for i in range(n - 1):
            faces.append((s_ * n + i, u * n + i, u * n + i + 1, s_ * n + i + 1))
    skin = C.spun_mesh("bundt", verts, faces, subdiv=1)
    solid = skin.modifiers.new("solid", "SOLIDIFY")
    solid.thickness, solid.offset, solid.use_even_offset = 0.003, 0.0, True
    silicone = _silicone(mask)
    C.assign(skin, silicone)
    # The rolled rim: a thick bead round the top, standing a little out from the wall.
    r0, z0 = 0.114, 0.09
    rim_p = [(r0 - 0.002, z0 - 0.004), (r0 + 0.004, z0 - 0.0045), (r0 + 0.0085, z0 - 0.002), (r0 + 0.0098, z0 + 0.0015),
             (r0 + 0.0085, z0 + 0.0045), (r0 + 0.004, z0 + 0.006), (r0 - 0.0005, z0 + 0.0052), (r0 - 0.003, z0 + 0.002)]
    rim = C.assign(C.lathe("bundt_rim", rim_p + [rim_p[0]], segments=192, subdiv=2, wobble=0.0006, seed=6), silicone)
    _settle([skin, rim])
    return [skin, rim]

def _coating(colour, mask):
    """A satin non-stick coating: a soft sheen that shows the band's curve (a matte coat read as a
    flat blob once tinted black), with a faint mottle."""
    m, nt, b = C._material("coating", mask)
    vec = C._coords(nt)
    nt.links.new(C._colour_var(nt, vec, C._base(colour, mask), 0.03, 40), b.inputs["Base Color"])
    nt.links.new(C._range(nt, C._noise(nt, vec, 300, detail=3), 0.22, 0.3), b.inputs["Roughness"])
    # Part metallic, as a coat over pressed aluminium looks: the dark flags show in it down the sides.
    b.inputs["Metallic"].default_value = 0.65
    b.inputs["Clearcoat"].default_value = 0.35
    b.inputs["Clearcoat Roughness"].default_value = 0.12
    return m


def _clasp(r, h, steel):
    """The springform's clasp, modelled facing -Y at the band's radius: a curved plate riveted on
    the band, a lever hinged on it lying flat along the band, and a bent lug at the lever's end."""
    root = C.bpy.data.objects.new("clasp", None)
    C.bpy.context.scene.collection.objects.link(root)
    plate = C.box("clasp_plate", (0.05, 0.0018, 0.024), (0.0, -r - 0.0024, h * 0.48), bevel=0.0007)
    lever = C.box("clasp_lever", (0.062, 0.0032, 0.012), (0.006, -r - 0.0052, h * 0.48), bevel=0.0012, segments=3)
    lug = C.box("clasp_lug", (0.006, 0.01, 0.012), (0.036, -r - 0.0082, h * 0.48), bevel=0.0015, segments=3)
    parts = [root, C.assign(plate, steel), C.assign(lever, steel), C.assign(lug, steel)]
    for i, x in enumerate((-0.019, 0.019)):
        rivet = C.lathe(f"clasp_rivet{i}", [(0, 0.0016), (0.0016, 0.0012), (0.0025, 0.0003), (0.0026, 0.0), (0, 0.0)],
                        segments=24)
        rivet.location = (x, -r - 0.0022, h * 0.48 + 0.0065)
        rivet.rotation_euler.x = math.radians(90)
        parts.append(C.assign(rivet, steel))
    hinge = C.cylinder("clasp_hinge", 0.0028, 0.014, (-0.022, -r - 0.004, h * 0.48), bevel=0.0004, vertices=24)
    parts.append(C.assign(hinge, steel))
    return parts


# ---------------------------------------------------------------- cezve


def _hammered_metal(mask, name="cezve_copper"):
    """Polished metal beaten all over with shallow dimples (a hand-hammered cezve), neutral so the
    shop tints it copper, brass, black or steel."""
    m, nt, b = C._material(name, mask)
    b.inputs["Metallic"].default_value = 1.0
    b.inputs["Base Color"].default_value = C._base("#c98a5a", mask)
    vec = C._coords(nt)
    vor = nt.nodes.new("ShaderNodeTexVoronoi")
    vor.feature = "SMOOTH_F1"
    vor.inputs["Scale"].default_value = 190
    vor.inputs["Randomness"].default_value = 0.8
    nt.links.new(vec, vor.inputs["Vector"])
    C._bump(nt, vor.outputs["Distance"], 0.28, 0.0016, "Normal", b)
    nt.links.new(C._range(nt, C._noise(nt, vec, 40), 0.1, 0.18), b.inputs["Roughness"])
    return m


def cezve(mask=True):
    """A 400 ml cezve for Turkish coffee, 10 cm tall: a wide hammered body on a flat base narrowing
    to a waist and flaring into a mouth with a pouring lip, tin-lined (bright) inside; a long flat
    metal shank riveted under the rim and a turned wooden handle. The hammered outside and the
    shank are the colour part (copper, brass, black or steel)."""
    outer = [(0, 0.0), (0.036, 0.0), (0.0405, 0.0015), (0.0432, 0.006), (0.0438, 0.016), (0.0425, 0.032),
             (0.0385, 0.05), (0.0335, 0.066), (0.0312, 0.076), (0.0318, 0.085), (0.0345, 0.094), (0.0372, 0.1)]
    inner = [(0.0358, 0.1003), (0.0332, 0.0945), (0.0305, 0.085), (0.03, 0.076), (0.0322, 0.066), (0.0372, 0.05),
             (0.0412, 0.032), (0.0425, 0.016), (0.0418, 0.007), (0.039, 0.0028), (0.035, 0.0015), (0, 0.0015)]
    body = C.lathe("cezve", outer + [(0.0374, 0.1012), (0.0366, 0.1016)] + inner, segments=128, wobble=0.0015, seed=5)
    copper = _hammered_metal(mask)
    lining = C.metal("#d6d6d2", brushed=False, roughness=0.22, name="tin_lining")
    body.data.materials.append(copper)
    body.data.materials.append(lining)
    for p in body.data.polygons:
        c = p.center
        radial = C.Vector((c.x, c.y, 0.0))
        if radial.length > 1e-6 and p.normal.dot(radial.normalized()) < -0.05 and c.z > 0.0015:
            p.material_index = 1
        elif c.z > 0.0012 and c.z < 0.0025 and p.normal.z > 0.5:
            p.material_index = 1
    # The pouring lip: the rim opposite the handle pulled out and up.
    for v in body.data.vertices:
        if v.co.z < 0.08:
            continue
        a = math.atan2(v.co.y, v.co.x)
        w = max(0.0, math.cos(a)) ** 6
        k = ((v.co.z - 0.08) / 0.0216) ** 2
        v.co.x += 0.009 * w * k
        v.co.z += 0.0025 * w * k
    body.data.update()
    # The shank: a flat strap from under the rim at -X, rising at 25 degrees.
    shank_m = copper
    rise = math.radians(24)
    dx, dz = -math.cos(rise), math.sin(rise)
    start = (-0.0355, 0.0, 0.083)
    shank = C.tube("shank", [start, (start[0] + dx * 0.03, 0, start[2] + dz * 0.03),
                             (start[0] + dx * 0.06, 0, start[2] + dz * 0.06)], 0.0045, shank_m)
    shank.data.splines[0].points[0].radius = 1.4
    _flatten(shank, 1.6)
    # The grip is turned along its own Z, so its grain runs along Z.
    wood = C.wood("#5a3a22", axis="Z", ring_scale=22, name="handle_walnut")
    grip_start = (start[0] + dx * 0.055, 0.0, start[2] + dz * 0.055)
    grip = C.lathe("grip", [(0, 0.0), (0.0062, 0.0), (0.0068, 0.004), (0.0075, 0.04), (0.0082, 0.085),
                            (0.0078, 0.1), (0.0058, 0.108), (0, 0.11)], segments=48)
    grip.location = grip_start
    grip.rotation_euler.y = -(math.pi / 2 - rise)
    C.assign(grip, wood)
    ferrule = C.lathe("grip_ferrule", [(0, 0.0), (0.0072, 0.0), (0.0074, 0.008), (0.0068, 0.01), (0, 0.01)], segments=48)
    ferrule.location = grip_start
    ferrule.rotation_euler.y = grip.rotation_euler.y
    C.assign(ferrule, shank_m)
    rivets = []
    for i, z in enumerate((0.072, 0.088)):
        rivet = C.lathe(f"rivet{i}", [(0, 0.002), (0.0022, 0.0015), (0.0031, 0.0004), (0.0032, 0.0), (0, 0.0)], segments=24)
        rr = 0.0314 if z < 0.08 else 0.0322
        rivet.location = (-rr - 0.0006, 0.0, z)
        rivet.rotation_euler.y = math.radians(-90)
        rivets.append(C.assign(rivet, shank_m))
    strap = C.box("strap", (0.0024, 0.011, 0.03), (-0.0325, 0.0, 0.081), bevel=0.0008)
    C.assign(strap, shank_m)
    return [body, shank, grip, ferrule, strap, *rivets]


# The whisk's close-up: the wires gathered into the ferrule where they meet the handle.
WHISK_CLOSE = View(target=(-0.024, -0.016, 0.026), distance=0.28, azimuth=-30, elevation=34, lens=100, rake=600)

SHAPES = {
    # Flat goods are seen from higher up, as shops show cutlery.
    "teaspoons": Shape(teaspoons, 0.16, [View(-20, 55, fill=1.15), View(35, 30, fill=1.15),
                                         View(target=SPOONS_AT, distance=0.27, azimuth=SPOONS_AZ, elevation=SPOONS_EL,
                                              lens=100, rake=500, build=teaspoons_close)],
                       glassy=True),
    "whisk": Shape(whisk, 0.28, [View(-25, 35, fill=1.25), View(30, 20, fill=1.0), WHISK_CLOSE], glassy=True),
    "siliconeWhisk": Shape(partial(whisk, silicone=True), 0.28, [View(-25, 35, fill=1.25), View(30, 20, fill=1.0),
                                                                 WHISK_CLOSE]),
    # The close-up: the front rim crossing the frame, the ribs inside beyond it and the coloured wall below.
    "grillPan": Shape(grill_pan, 0.45, [View(-30, 30, fill=1.05), View(10, 62, fill=1.0),
                                        View(target=(0.05, -0.125, 0.038), distance=0.38, azimuth=-25, elevation=32,
                                             lens=100, rake=500)]),
    # The flags give the satin coating and the clasp something dark to reflect.
    # The close-up: the clasp on the band, under the rolled top edge.
    "cakeTin": Shape(cake_tin, 0.28, [View(-28, 30, fill=1.08), View(15, 58, fill=1.05),
                                      View(target=(-0.028, -0.118, 0.046), distance=0.32, azimuth=-28, elevation=16,
                                           lens=100, rake=600)], glassy=True),
    # The close-up: the rolled rim over the flutes' tops, the dome beyond.
    "siliconeCakeTin": Shape(silicone_cake_tin, 0.26, [View(-28, 26, fill=1.0), View(10, 62, fill=1.0),
                                                       View(target=(-0.055, -0.106, 0.075), distance=0.34, azimuth=-28,
                                                            elevation=16, lens=100, rake=600)]),
    "cezve": Shape(cezve, 0.2, [View(-25, 16, fill=1.05), View(150, 30, fill=1.05),
                                View(target=(0.0, -0.03, 0.078), distance=0.26, azimuth=-25, elevation=22, lens=100, rake=600)],
                   glassy=True),
}


def build(name, mask=True, view=None):
    """Build a shape's model; `mask=False` gives the catalogue colour instead of neutral grey."""
    random.seed(name)
    return ((view and view.build) or SHAPES[name].build)(mask=mask and SHAPES[name].mask)
