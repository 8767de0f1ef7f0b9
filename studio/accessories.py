"""Fashion accessories and a soft toy that had drawings only: a set of velvet-flocked hangers, a
six-panel baseball cap, a pair of ballet flats and a plush bunny. Modelled at real size, with the
same Shape/View table as hard_goods.py and the soft goods' studio (short light paths for cloth).
"""

import math
import random

import bmesh
import bpy
from mathutils import Vector

import common as C
from hard_goods import Shape, View
from soft_kit import (  # noqa: F401  (render.py lights these shapes with soft_kit's studio)
    curve_tube,
    displace,
    fabric,
    leather,
    mesh_object,
    shade_smooth,
    studio,
    subsurf,
)


def _settle(parts, root=None):
    """Lower a model until its lowest point touches the floor."""
    bpy.context.view_layer.update()
    low = min((o.matrix_world @ Vector(c)).z for o in parts if o.type in ("MESH", "CURVE") for c in _points(o))
    target = root or C.group(parts)
    target.location.z -= low
    return target


def _points(obj):
    """The world-space-ready points of an object after its modifiers (the bound box of a curve or a
    subdivided mesh is only a box, too coarse to rest a tilted model on)."""
    dg = bpy.context.evaluated_depsgraph_get()
    ev = obj.evaluated_get(dg)
    try:
        me = ev.to_mesh()
    except RuntimeError:
        return [Vector(c) for c in obj.bound_box]
    pts = [v.co.copy() for v in me.vertices]
    ev.to_mesh_clear()
    return pts or [Vector(c) for c in obj.bound_box]


def _slab(loops, thickness, mat, name, resolution=12):
    """A flat part from closed outlines in the XY plane (the first the outside, the rest holes),
    extruded to `thickness` along Z with square rims (a curve's bevel throws spikes at the tight
    turns of a notch; the caller rounds the rims by remeshing and smoothing)."""
    cu = bpy.data.curves.new(name, "CURVE")
    cu.dimensions = "2D"
    cu.fill_mode = "BOTH"
    cu.extrude = thickness / 2
    cu.resolution_u = resolution
    for pts in loops:
        sp = cu.splines.new("POLY")
        sp.points.add(len(pts) - 1)
        for p, (x, y) in zip(sp.points, pts):
            p.co = (x, y, 0, 1)
        sp.use_cyclic_u = True
    obj = bpy.data.objects.new(name, cu)
    bpy.context.scene.collection.objects.link(obj)
    bpy.context.view_layer.objects.active = obj
    for o in bpy.context.selected_objects:
        o.select_set(False)
    obj.select_set(True)
    bpy.ops.object.convert(target="MESH")
    obj = bpy.context.view_layer.objects.active
    obj.select_set(False)
    if mat:
        obj.data.materials.clear()
        obj.data.materials.append(mat)
    return obj


def _smooth_curve(pts, steps=6):
    """A closed Catmull-Rom curve through `pts` (x, y), `steps` points per span."""
    out, n = [], len(pts)
    for i in range(n):
        p0, p1, p2, p3 = pts[i - 1], pts[i], pts[(i + 1) % n], pts[(i + 2) % n]
        for s in range(steps):
            t = s / steps
            t2, t3 = t * t, t * t * t
            out.append(tuple(0.5 * (2 * p1[k] + (-p0[k] + p2[k]) * t + (2 * p0[k] - 5 * p1[k] + 4 * p2[k] - p3[k]) * t2
                                    + (-p0[k] + 3 * p1[k] - 3 * p2[k] + p3[k]) * t3) for k in (0, 1)))
    return out


# ---------------------------------------------------------------- velvet hangers


def _hanger_outline():
    """A slim suit hanger 45 cm wide, in its plane (x across, y up): gently convex shoulders from a
    neck 11.5 cm high down to rounded ends, a notch for straps near each end on top, a straight bar
    for trousers along the bottom; and the opening between them."""
    half = [(0.0, 0.116), (0.012, 0.1155), (0.02, 0.112), (0.06, 0.0945), (0.11, 0.072), (0.15, 0.053),
            (0.168, 0.0445), (0.172, 0.0395), (0.177, 0.0385), (0.181, 0.0405), (0.186, 0.0385),
            (0.205, 0.029), (0.218, 0.022), (0.2245, 0.014), (0.2235, 0.005), (0.216, 0.0), (0.19, -0.0005)]
    outer = half + [(-x, y) for x, y in reversed(half) if x > 1e-6]
    outer = list(reversed(outer))  # counter-clockwise
    hole_half = [(0.0, 0.097), (0.016, 0.093), (0.08, 0.063), (0.15, 0.031), (0.18, 0.017), (0.186, 0.012),
                 (0.183, 0.0095), (0.17, 0.0095)]
    hole = hole_half + [(-x, y) for x, y in reversed(hole_half) if x > 1e-6]
    return [_smooth_curve(outer, 4), _smooth_curve(hole, 4)]


def _hanger(flock, chrome, name="hanger"):
    """One hanger in the XZ plane (its face towards -Y), the bottom bar at z 0: the flocked body 5 mm
    thick and a chrome swivel hook from a collar at the neck."""
    body = _slab(_hanger_outline(), 0.0052, flock, name)
    body.rotation_euler.x = math.radians(90)
    bpy.context.view_layer.objects.active = body
    body.select_set(True)
    bpy.ops.object.transform_apply(rotation=True)
    body.select_set(False)
    C.weld(body, 1e-5)
    bev = body.modifiers.new("bevel", "BEVEL")
    bev.width, bev.segments, bev.limit_method = 0.0019, 4, "ANGLE"
    bev.harden_normals = True
    for p in body.data.polygons:
        p.use_smooth = True
    body.data.use_auto_smooth = True
    collar = C.lathe(name + "_collar", [(0, 0.111), (0.0042, 0.111), (0.0046, 0.113), (0.0042, 0.126), (0.0034, 0.128),
                                        (0.0027, 0.1285), (0, 0.1285)], segments=32)
    C.assign(collar, chrome)
    # The hook: up from the collar, over in a round bend of 2.3 cm and down, its tip turned out.
    r, top = 0.023, 0.186
    pts = [(0, 0, 0.126), (0, 0, 0.15), (0, 0, top - r)]
    for i in range(1, 12):
        a = math.pi * i / 11
        pts.append((r - r * math.cos(a), 0, top - r + r * math.sin(a) * 1.05))
    pts += [(2 * r, 0, top - r - 0.01), (2 * r - 0.001, 0, top - r - 0.017), (2 * r - 0.005, 0, top - r - 0.021)]
    hook = C.tube(name + "_hook", pts, 0.0022, chrome, resolution=32)
    return [body, collar, hook]


def _hanger_materials(mask):
    flock = fabric("velvet", mask=mask, scale=0.4, name="flock")
    chrome = C.metal("#d9dcde", brushed=False, roughness=0.06, name="chrome")
    return flock, chrome


def velvet_hangers(mask=True):
    """Three flocked hangers lying fanned on the floor, one on another, as a set is shown: the
    velvet is the colour part; the chrome hooks are not."""
    flock, chrome = _hanger_materials(mask)
    out = []
    for i, (dx, dy, turn) in enumerate([(0.0, 0.0, 0.0), (0.012, -0.03, -7.0), (0.026, -0.058, -14.0)]):
        parts = _hanger(flock, chrome, f"hanger{i}")
        root = C.group(parts)
        # Laid on its back: the plane horizontal, the hook's bend lying on the floor beside the neck.
        root.rotation_euler = (math.radians(-90), 0, math.radians(turn))
        root.location = (dx, dy + 0.06, 0.0026 + i * 0.0056)
        out += parts + [root]
    return out


def hangers_on_rail(mask=True):
    """The three hangers hung on a chrome rail, a little apart and each turned a few degrees, as in a
    wardrobe. The rail is not part of the model, so the camera frames the hangers."""
    flock, chrome = _hanger_materials(mask)
    out = []
    rail_z = 0.5
    for i, (y, turn) in enumerate([(-0.05, 4.0), (0.0, -3.0), (0.05, 2.0)]):
        parts = _hanger(flock, chrome, f"hanger{i}")
        root = C.group(parts)
        # The hook's bend rests on the rail: the top of its arc (x = r) is at the rail's top.
        root.location = (-0.023, y, rail_z - 0.186 + 0.0022 + 0.007)
        root.rotation_euler.z = math.radians(turn)
        out += parts + [root]
    # A chrome rail along the depth of the picture (hangers face the camera), out of the frame.
    C.tube("rail", [(0.0, -1.2, rail_z), (0.0, 1.2, rail_z)], 0.007, chrome)
    return out


def velvet_hangers_close(mask=True):
    """For the close-up: the hangers on their rail, flocked with the jewellery tray's velvet
    (`utensils._velvet()`), whose tone rises from deep to light towards grazing, so the shoulders'
    rounded edges and the neck read as pile; the packshots' flock is one flat tone close up."""
    import utensils

    flock = utensils._velvet(mask, name="hanger_velvet")
    out = hangers_on_rail(mask)
    for o in out:
        if o.type == "MESH" and o.data.materials and o.data.materials[0].name.startswith("flock"):
            o.data.materials[0] = flock
    return out


# ---------------------------------------------------------------- baseball cap

CAP_A, CAP_B, CAP_H = 0.084, 0.098, 0.106  # the head opening's half-width and half-length, the crown's height
# The topstitching's thread, drawn thicker than a real one (0.4 mm) so that its line outlasts the
# medians of finish.mjs: at the packshot's scale a millimetre is two to three pixels.
STITCH = 0.00062
SEAMS = [math.radians(60 * k) for k in range(6)]  # azimuths from the front (-Y), the centre front seam first


def _seam_gap(phi):
    """Angular distance from `phi` to the nearest panel seam."""
    d = (phi + math.pi / 6) % (math.pi / 3) - math.pi / 6
    return abs(d)


def _crown_point(phi, t, inset=0.0):
    """A point of the crown: `phi` round from the front, `t` 0 at the head opening to 1 at the
    button. A structured six-panel crown: upright at the front, sloping at the back, its apex a
    little behind the middle; each panel puffs a little between sunken seams."""
    th = t * math.pi / 2
    n = 2.5
    c, s_ = math.cos(th), math.sin(th)
    sx = math.copysign(abs(c) ** (2 / n), c)
    sz = abs(s_) ** (2 / n)
    # The back slopes more than the front: the back half is lower and the top drawn back.
    back = (1 - math.cos(phi)) / 2  # 0 front .. 1 back
    sz *= 1 - 0.1 * back * (1 - t) * t * 4
    gap = _seam_gap(phi)
    puff = 1 + 0.022 * math.sin(math.pi * min(t / 0.95, 1)) * min(gap / (math.pi / 6), 1) ** 0.7
    sink = 1 - 0.02 * math.exp(-(gap / 0.03) ** 2) * math.sin(math.pi * min(t / 0.97, 1)) ** 0.3
    r = sx * puff * sink
    x = CAP_A * r * math.sin(phi)
    y = -CAP_B * r * math.cos(phi) + 0.014 * t ** 1.5
    z = CAP_H * sz
    if inset:
        # Along the surface's rough normal, inwards.
        nrm = Vector((math.sin(phi) * sx / CAP_A, -math.cos(phi) * sx / CAP_B, sz / CAP_H)).normalized()
        return Vector((x, y, z)) - nrm * inset
    return Vector((x, y, z))


def _back_arch(phi):
    """The height (in t) of the arched opening above the back strap, 0 outside it."""
    d = abs(((phi - math.pi) + math.pi) % math.tau - math.pi)
    w = math.radians(24)
    return 0.36 * math.sqrt(max(0.0, 1 - (d / w) ** 2))


def _crown(mat, nu=240, nv=60):
    bm = bmesh.new()
    rows = []
    for j in range(nv + 1):
        t = j / nv
        rows.append([bm.verts.new(_crown_point(math.tau * i / nu, t)) for i in range(nu)])
    for j in range(nv):
        for i in range(nu):
            phi = math.tau * (i + 0.5) / nu
            if (j + 0.5) / nv < _back_arch(phi):
                continue
            bm.faces.new((rows[j][i], rows[j][(i + 1) % nu], rows[j + 1][(i + 1) % nu], rows[j + 1][i]))
    bmesh.ops.remove_doubles(bm, verts=bm.verts, dist=1e-6)
    bmesh.ops.recalc_face_normals(bm, faces=bm.faces)
    loose = [v for v in bm.verts if not v.link_faces]
    bmesh.ops.delete(bm, geom=loose, context="VERTS")
    crown = mesh_object("crown", bm, mat)
    sol = crown.modifiers.new("t", "SOLIDIFY")
    sol.thickness, sol.offset = 0.0018, -1
    subsurf(crown, 1)
    shade_smooth(crown)
    return crown


def _on_crown(pts, radius, mat, name):
    return curve_tube([tuple(p) for p in pts], radius, mat, name=name, resolution=4)


def _crown_lift(phi, t, lift):
    return _crown_point(phi, t, inset=-lift)


def _brim(mat, steps=64, rows=18):
    """The peak: from the front of the head opening, 7.5 cm deep at the middle and narrowing to
    nothing at the sides, pre-curved down across and tilted a little down."""
    pb = math.radians(82)
    D, slope, k = 0.084, math.tan(math.radians(11)), 3.4
    bm = bmesh.new()
    grid = []
    for i in range(steps + 1):
        s = -1 + 2 * i / steps
        phi = s * pb
        inner = _crown_point(phi, 0.0)
        depth = D * max(0.0, 1 - abs(s) ** 2.2) ** 0.65
        col = []
        for j in range(rows + 1):
            u = j / rows
            x = inner.x * (1 + 0.12 * u * (1 - abs(s)))
            y = inner.y - depth * u
            d = depth * u
            z = -d * slope - k * x * x * u * (1 - abs(s) * 0.3)
            col.append(bm.verts.new((x, y, z + 0.001)))
        grid.append(col)
    for i in range(steps):
        for j in range(rows):
            bm.faces.new((grid[i][j], grid[i + 1][j], grid[i + 1][j + 1], grid[i][j + 1]))
    bmesh.ops.remove_doubles(bm, verts=bm.verts, dist=1e-6)
    coords = [[Vector(v.co) for v in col] for col in grid]
    brim = mesh_object("brim", bm, mat)
    bpy.context.view_layer.objects.active = brim
    for p in brim.data.polygons:
        p.use_smooth = True
    sol = brim.modifiers.new("t", "SOLIDIFY")
    sol.thickness, sol.offset, sol.use_even_offset = 0.0035, 0.0, True
    subsurf(brim, 2)
    return brim, coords


def _brim_stitches(grid, mat):
    """Rows of topstitching on the peak, following its outer edge."""
    out = []
    steps = len(grid) - 1
    rows = len(grid[0]) - 1
    for r in range(6):
        f = 1 - (0.08 + 0.1 * r)
        pts = []
        for i in range(4, steps - 3):
            col = grid[i]
            k = f * rows
            j0 = min(int(k), rows - 1)
            a, b = col[j0], col[j0 + 1]
            p = a.lerp(b, k - j0)
            pts.append((p.x, p.y, p.z + 0.0019))
        out.append(curve_tube(pts, STITCH, mat, name="brim_stitch", resolution=3))
    return out


def cap(mask=True):
    """A six-panel baseball cap: a structured crown of six panels with sunken seams topstitched
    either side, an embroidered eyelet in each panel, a covered button on top, a curved peak with
    six rows of stitching, and an arched opening at the back over an adjustable strap with a metal
    slide. The cloth is the colour part (cotton twill or denim); the eyelets' holes and the slide
    are not."""
    cloth = fabric("cotton", mask=mask, name="cap_twill")
    thread = C.simple(C.NEUTRAL if mask else C.srgb("#d8d3c8"), roughness=0.7, mask=mask, name="cap_thread")
    # Tonal thread, a little lighter than the cloth (its twist catches the light), so the rows of
    # stitching read as lines once the shop tints cap and thread alike: lighter in the picture, and
    # not quite wholly in the mask, since the medians of finish.mjs wipe a line this thin from the
    # picture but not from the mask, which then carries it (a thread a shade paler than the cloth).
    thread.node_tree.nodes["Principled BSDF"].inputs["Base Color"].default_value = (0.88, 0.88, 0.88, 1) if mask else C.srgb("#ece8e0")
    thread.node_tree.nodes["Principled BSDF"].inputs["Sheen"].default_value = 0.6
    next(n for n in thread.node_tree.nodes if n.bl_idname == "ShaderNodeOutputAOV").inputs["Value"].default_value = 0.84 if mask else 0.0
    # The eyelets' holes are dark but masked too: the medians of finish.mjs wipe a hole this small from
    # the picture, and an unmasked one then showed as a pale dot on a dark cap.
    dark = C.simple((0.02, 0.02, 0.02, 1), roughness=0.9, name="eyelet_hole")
    next(n for n in dark.node_tree.nodes if n.bl_idname == "ShaderNodeOutputAOV").inputs["Value"].default_value = 1.0 if mask else 0.0
    crown = _crown(cloth)
    parts = [crown]
    # Topstitching 2.5 mm either side of every seam, from the head opening to the button.
    for seam in SEAMS:
        for side in (-1, 1):
            pts = []
            for j in range(2, 39):
                t = j / 40
                rr = max(0.02, CAP_A * (math.cos(t * math.pi / 2) ** 0.8))
                phi = seam + side * 0.0026 / rr
                if t < _back_arch(phi) + 0.03:
                    pts = []
                    continue
                pts.append(_crown_lift(phi, t, 0.00025))
            if len(pts) > 4:
                parts.append(_on_crown(pts, STITCH, thread, "seam_stitch"))
    # The sweatband's stitching round the opening, 1 cm up (broken at the back arch).
    ring = []
    for i in range(0, 361, 2):
        phi = math.radians(i)
        if _back_arch(phi) > 0.0:
            if len(ring) > 4:
                parts.append(_on_crown(ring, STITCH, thread, "band_stitch"))
            ring = []
            continue
        ring.append(_crown_lift(phi, 0.09, 0.00025))
    if len(ring) > 4:
        parts.append(_on_crown(ring, STITCH, thread, "band_stitch"))
    # Eyelets: a ring of satin stitch with a dark hole, in the middle of each panel 2/3 up.
    for k in range(6):
        phi = SEAMS[k] + math.radians(30)
        p = _crown_lift(phi, 0.7, 0.0005)
        q = _crown_point(phi, 0.7)
        nrm = (p - q).normalized()
        bpy.ops.mesh.primitive_torus_add(major_radius=0.0025, minor_radius=0.0009, major_segments=24, minor_segments=8)
        ring_o = bpy.context.active_object
        ring_o.location = p
        ring_o.rotation_euler = nrm.to_track_quat("Z", "Y").to_euler()
        C.assign(ring_o, thread)
        shade_smooth(ring_o)
        hole = C.cylinder("hole", 0.0017, 0.0006, bevel=0, vertices=20)
        hole.location = _crown_lift(phi, 0.7, 0.0002)
        hole.rotation_euler = ring_o.rotation_euler
        C.assign(hole, dark)
        parts += [ring_o, hole]
    # The covered button on top.
    top = _crown_point(0.0, 1.0)
    button = C.lathe("button", [(0, top.z), (0.0085, top.z), (0.0092, top.z + 0.002), (0.0075, top.z + 0.0045),
                                (0, top.z + 0.0055)], segments=48)
    button.location = (top.x, top.y, -0.0005)
    C.assign(button, cloth)
    parts.append(button)
    brim, grid = _brim(cloth)
    parts.append(brim)
    parts += _brim_stitches(grid, thread)
    # Binding round the back arch, and the strap across it with a metal slide.
    arch = []
    for i in range(-30, 31):
        phi = math.pi + math.radians(24) * i / 30 * 1.02
        t = _back_arch(phi)
        arch.append(_crown_lift(phi, t, 0.0))
    parts.append(curve_tube([tuple(p) for p in arch], 0.0024, cloth, name="arch_binding", resolution=4))
    strap = [tuple(_crown_lift(math.pi + math.radians(a), 0.035, 0.0008)) for a in range(-28, 29, 4)]
    band = curve_tube(strap, 0.006, cloth, name="strap", resolution=6)
    band.data.bevel_mode = "ROUND"
    band.scale = (1, 1, 1)
    parts.append(band)
    metal = C.metal("#b9bcbe", brushed=True, roughness=0.2, name="slide")
    sp = _crown_lift(math.pi + math.radians(8), 0.035, 0.0038)
    slide = C.box("slide", (0.02, 0.003, 0.014), (0, 0, 0), bevel=0.0012)
    slide.location = sp
    slide.rotation_euler.z = math.radians(8)
    C.assign(slide, metal)
    parts.append(slide)
    # Resting as a cap rests on a table: tipped back until the peak's edge and the back of the
    # opening both touch the floor.
    root = C.group(parts)
    lo, hi = -25.0, 25.0
    for _ in range(18):
        mid = (lo + hi) / 2
        root.rotation_euler.x = math.radians(mid)
        bpy.context.view_layer.update()
        zb = min((brim.matrix_world @ v.co).z for v in brim.data.vertices)
        zc = min((crown.matrix_world @ v.co).z for v in crown.data.vertices if v.co.y > 0.03)
        # Turning about +X lowers the front: turn back while the peak is the lower.
        if zb < zc:
            hi = mid
        else:
            lo = mid
    _settle([crown, brim], root)
    return parts


# ---------------------------------------------------------------- ballet flats

FLAT_L = 0.245  # the insole's length (an EU 38)


def _interp(table, t):
    """Piecewise-smooth interpolation through (t, value) pairs."""
    if t <= table[0][0]:
        return table[0][1]
    for (t0, v0), (t1, v1) in zip(table, table[1:]):
        if t <= t1:
            u = (t - t0) / (t1 - t0)
            u = u * u * (3 - 2 * u)
            return v0 + (v1 - v0) * u
    return table[-1][1]


def _last(t):
    """The shoe's last at `t` (0 heel .. 1 toe), for a right shoe: the section's centre x, half-width
    and height above the insole, and its superellipse exponent."""
    if t < 0.13:
        hw = 0.0305 * math.sqrt(max(0.0, 1 - ((0.13 - t) / 0.13) ** 2))
    elif t < 0.72:
        hw = _interp([(0.13, 0.0305), (0.42, 0.0292), (0.72, 0.0425)], t)
    else:
        u = (t - 0.72) / 0.28
        hw = 0.0425 * max(0.0, 1 - u ** 2.3) ** (1 / 2.3)
    cx = -0.007 * _interp([(0.45, 0.0), (1.0, 1.0)], t)
    h = _interp([(0.0, 0.07), (0.3, 0.066), (0.5, 0.055), (0.7, 0.04), (0.82, 0.031), (0.93, 0.023), (1.0, 0.013)], t)
    return cx, hw, h, 2.6


T_VAMP = 0.7


def _opening(t):
    """How far across its section the opening reaches (1 = the whole width, 0 = closed)."""
    if t >= T_VAMP:
        return 0.0
    f = _interp([(0.0, 0.885), (0.2, 0.965), (0.52, 0.965)], t)
    t0 = 0.5
    if t > t0:
        f *= math.sqrt(max(0.0, 1 - ((t - t0) / (T_VAMP - t0)) ** 2))
    return f


def _section_point(t, theta, last=_last):
    cx, hw, h, p = last(t)
    c, s_ = math.cos(theta), math.sin(theta)
    x = cx + hw * math.copysign(abs(c) ** (2 / p), c)
    z = h * abs(s_) ** (2 / p)
    return (x, (t - 0.5) * FLAT_L, z)


def _theta_top(t, last=_last, opening=_opening):
    f = opening(t)
    p = last(t)[3]
    return math.acos(min(1.0, f ** (p / 2))) if f > 0 else math.pi / 2


def _rows(n):
    """Row positions along the shoe, closer together at the heel and toe, where it turns."""
    return [0.5 - 0.5 * math.cos(math.pi * i / n) for i in range(n + 1)]


def _lined(obj, lining, thickness):
    """An upper given its thickness inwards, the inside faces in the lining, and one level of subdivision."""
    obj.data.materials.append(lining)
    sol = obj.modifiers.new("t", "SOLIDIFY")
    sol.thickness, sol.offset = thickness, -1
    sol.material_offset = 1
    sol.use_even_offset = True
    subsurf(obj, 1)


def _upper(mat, lining, nt=110, m=26, last=_last, opening=_opening, t_vamp=T_VAMP):
    """The upper over `last` up to its `opening`, which closes at `t_vamp`; and the opening's edge as a loop."""
    bm = bmesh.new()
    grid = []
    for t in _rows(nt):
        tt = _theta_top(t, last, opening)
        left = [bm.verts.new(_section_point(t, tt * j / m, last)) for j in range(m + 1)]
        right = [bm.verts.new(_section_point(t, math.pi - tt * j / m, last)) for j in range(m + 1)]
        grid.append((left, right))
    for a, b in zip(grid, grid[1:]):
        for side in (0, 1):
            for j in range(m):
                q = (a[side][j], b[side][j], b[side][j + 1], a[side][j + 1])
                bm.faces.new(q if side == 0 else tuple(reversed(q)))
    bmesh.ops.remove_doubles(bm, verts=bm.verts, dist=2e-5)
    # Collapsed faces at the heel's back and the toe's tip.
    bmesh.ops.dissolve_degenerate(bm, dist=1e-6, edges=bm.edges)
    bmesh.ops.recalc_face_normals(bm, faces=bm.faces)
    upper = mesh_object("upper", bm, mat)
    _lined(upper, lining, 0.0014)
    shade_smooth(upper)
    # The binding round the opening.
    loop = []
    ts = [t for t in _rows(nt) if t < t_vamp]
    for t in ts:
        loop.append(_section_point(t, _theta_top(t, last, opening), last))
    loop.append(_section_point(t_vamp, math.pi / 2, last))
    for t in reversed(ts):
        loop.append(_section_point(t, math.pi - _theta_top(t, last, opening), last))
    return upper, loop


def _outline(grow=0.0, t_max=1.0, last=_last):
    pts = []
    ts = [t for t in _rows(80) if t <= t_max]
    for t in ts:
        cx, hw, _, _ = last(t)
        pts.append((cx + hw + grow, (t - 0.5) * FLAT_L))
    for t in reversed(ts):
        cx, hw, _, _ = last(t)
        pts.append((cx - hw - grow, (t - 0.5) * FLAT_L))
    # The heel and toe ends need the extra margin along the length as well.
    out = []
    for x, y in pts:
        out.append((x, y * (1 + 2 * grow / FLAT_L)))
    return out


def _ribbon(path, width, mat, name, closed=False, across=(0.0, 1.0, 0.0), thickness=0.0006):
    """A strip of ribbon along `path`, `width` wide in the direction `across` (kept square to the path)."""
    bm = bmesh.new()
    a = Vector(across)
    pairs = []
    n = len(path)
    for i, p in enumerate(path):
        p = Vector(p)
        tan = Vector(path[(i + 1) % n]) - Vector(path[i - 1]) if closed else Vector(path[min(i + 1, n - 1)]) - Vector(path[max(i - 1, 0)])
        w = (a - tan.normalized() * a.dot(tan.normalized())).normalized() * (width / 2)
        pairs.append((bm.verts.new(p - w), bm.verts.new(p + w)))
    for i in range(n if closed else n - 1):
        (a0, b0), (a1, b1) = pairs[i], pairs[(i + 1) % n]
        bm.faces.new((a0, a1, b1, b0))
    return _sheet(name, bm, mat, thickness)


def _sheet(name, bm, mat, thickness):
    """A thin part from a surface's faces: given its thickness either side, subdivided once, smooth."""
    obj = mesh_object(name, bm, mat)
    sol = obj.modifiers.new("t", "SOLIDIFY")
    sol.thickness, sol.offset = thickness, 0.0
    subsurf(obj, 1)
    shade_smooth(obj)
    return obj


def _bow(mat, at, slope):
    """A small grosgrain bow at the front of the opening, 3.4 cm across: two flattened loops of
    ribbon 6 mm wide to the sides, a knot wrapped round their middle and two short notched tails
    falling forward over the toe."""
    parts = []
    for side in (-1, 1):
        loop = []
        for i in range(24):
            a = math.tau * i / 24
            # A teardrop: pinched at the knot, round at the far end, 4.5 mm high.
            u = (1 - math.cos(a)) / 2
            loop.append((side * 0.017 * u ** 0.8, 0.0, 0.0024 * math.sin(a) * (0.35 + 0.65 * u) + 0.0024))
        parts.append(_ribbon(loop, 0.006, mat, "bow_loop", closed=True))
    knot = []
    for i in range(16):
        a = math.tau * i / 16
        knot.append((0.0026 * math.sin(a), 0.0, 0.0024 + 0.0032 * math.cos(a)))
    parts.append(_ribbon(knot, 0.0068, mat, "bow_knot", closed=True, thickness=0.0008))
    for side in (-1, 1):
        tail = [(side * 0.001, -0.001, 0.0005), (side * 0.004, 0.006, 0.0003), (side * 0.0075, 0.013, -0.0006)]
        parts.append(_ribbon(tail, 0.0055, mat, "bow_tail", across=(1.0, 0.0, 0.0)))
    root = C.group(parts)
    root.location = at
    # Lying along the vamp, which falls towards the toe.
    root.rotation_euler.x = math.radians(-slope)
    return parts + [root]


def _flat_shoe(upper_mat, lining, sole_mat, insole_mat, left=False):
    sole_t = 0.0065
    upper, loop = _upper(upper_mat, lining)
    upper.location.z = sole_t
    binding = curve_tube([(x, y, z + sole_t) for x, y, z in loop], 0.0017, upper_mat, name="binding", resolution=3)
    sole = _slab([_outline(0.0018)], sole_t, sole_mat, "sole")
    C.weld(sole, 1e-5)
    sole.location.z = sole_t / 2
    bv = sole.modifiers.new("bevel", "BEVEL")
    bv.width, bv.segments, bv.limit_method = 0.0015, 3, "ANGLE"
    for p in sole.data.polygons:
        p.use_smooth = True
    sole.data.use_auto_smooth = True
    heel = _slab([_outline(0.0018, 0.24)], 0.006, sole_mat, "heel_lift")
    C.weld(heel, 1e-5)
    heel.location.z = -0.003
    insole = _slab([_outline(-0.0022)], 0.002, insole_mat, "insole")
    insole.location.z = sole_t + 0.0012
    top = _section_point(T_VAMP + 0.012, math.pi / 2)
    ahead = _section_point(T_VAMP + 0.07, math.pi / 2)
    slope = math.degrees(math.atan2(top[2] - ahead[2], ahead[1] - top[1]))
    bow = _bow(upper_mat, (top[0], top[1], top[2] + sole_t + 0.0012), slope)
    parts = [upper, binding, sole, heel, insole] + [o for o in bow if o.type == "MESH"]
    # The heel lift raises the heel: the whole shoe stands on it and the ball of the sole.
    root = C.group(parts)
    root.rotation_euler.x = math.radians(-2.0)
    if left:
        root.scale.x = -1
    return parts, root


def _flat_materials(mask, suede=False):
    upper = fabric("fleece", mask=mask, scale=0.25, name="suede") if suede else leather(mask=mask, gloss=0.3)
    lining = C.simple(C.srgb("#d9c4a8"), roughness=0.6, name="lining")
    sole = C.simple(C.srgb("#3a2a20"), roughness=0.55, name="sole")
    insole = C.simple(C.srgb("#d6b994"), roughness=0.55, name="insole")
    return upper, lining, sole, insole


def flats(mask=True, suede=False):
    """A pair of ballet flats (EU 38): a soft round-toed upper cut low at the sides, rising to a
    heel counter 4 cm high and closing at the vamp in a U, its opening bound, with a small grosgrain
    bow; a thin stitched-on sole with a low heel lift and a tan insole seen inside. The upper,
    binding and bow are the colour part; lining, insole and sole are not."""
    mats = _flat_materials(mask, suede)
    right, r_root = _flat_shoe(*mats)
    left, l_root = _flat_shoe(*mats, left=True)
    r_root.location.x, r_root.location.y = 0.048, 0.0
    l_root.location.x, l_root.location.y = -0.05, 0.028
    r_root.rotation_euler.z, l_root.rotation_euler.z = math.radians(-4), math.radians(5)
    pair = C.group(right + left)
    # Toes towards the camera's left, as a pair is shown.
    pair.rotation_euler.z = math.radians(180 + 28)
    _settle([o for o in right + left if o.type == "MESH"], pair)
    return right + left


def suede_flats(mask=True):
    return flats(mask, suede=True)


# ---------------------------------------------------------------- ankle boots

BOOT_HEEL = 0.045  # the heel seat's height above the floor (a 4.5 cm block heel)
BOOT_SOLE = 0.006  # the sole's thickness under the ball
BOOT_TOP = 0.14  # the topline's height above the heel seat


def _boot_pitch(t):
    """The insole's height above the floor at `t` (0 heel .. 1 toe): the heel seat, falling through
    the arch to the ball, with a little toe spring."""
    z = _interp([(0.26, BOOT_HEEL), (0.68, BOOT_SOLE)], t)
    if t > 0.8:
        z += 0.008 * ((t - 0.8) / 0.2) ** 2
    return z


def _boot_last(t):
    """The boot's foot at `t`: as the flats' last, a little fuller, and closed over the instep."""
    cx, hw, _, p = _last(t)
    h = _interp([(0.0, 0.058), (0.45, 0.06), (0.6, 0.052), (0.72, 0.042), (0.84, 0.033), (0.94, 0.025), (1.0, 0.014)], t)
    return cx, hw * 1.03, h, p


def _shaft_slice(zr):
    """The shaft's horizontal section at `zr` above the heel seat: centre x, y and half-width, half-depth."""
    yb = _interp([(0.0, -0.1195), (0.03, -0.1245), (0.075, -0.1175), (0.17, -0.1215)], zr)
    yf = _interp([(0.0, -0.035), (0.045, -0.014), (0.09, -0.03), (0.17, -0.027)], zr)
    a = _interp([(0.0, 0.027), (0.03, 0.0305), (0.07, 0.034), (0.17, 0.0375)], zr)
    xc = _interp([(0.0, 0.0), (0.17, 0.002)], zr)
    return xc, (yb + yf) / 2, a, (yf - yb) / 2


def _boot_volume(nt=90, m=20, nz=44, ns=56):
    """The boot's outside as two closed skins, the foot and the shaft, in one mesh (fused later)."""
    bm = bmesh.new()
    rings = []
    for t in _rows(nt):
        cx, hw, h, p = _boot_last(t)
        y, zb = (t - 0.5) * FLAT_L, _boot_pitch(t)
        ring = []
        for j in range(m + 1):
            c, s_ = math.cos(math.pi * j / m), math.sin(math.pi * j / m)
            ring.append((cx + hw * math.copysign(abs(c) ** (2 / p), c), y, zb + h * abs(s_) ** (2 / p)))
        for j in range(1, m):
            ring.append((cx - hw + 2 * hw * j / m, y, zb))
        rings.append([bm.verts.new(co) for co in ring])
    k = len(rings[0])
    for a, b in zip(rings, rings[1:]):
        for j in range(k):
            bm.faces.new((a[j], a[(j + 1) % k], b[(j + 1) % k], b[j]))
    rings = []
    for i in range(nz + 1):
        zr = 0.004 + (BOOT_TOP + 0.016) * i / nz
        xc, yc, a, b = _shaft_slice(zr)
        ring = []
        for j in range(ns):
            ang = math.tau * j / ns
            c, s_ = math.cos(ang), math.sin(ang)
            ring.append((xc + a * math.copysign(abs(c) ** (2 / 2.3), c), yc + b * math.copysign(abs(s_) ** (2 / 2.3), s_), BOOT_HEEL + zr))
        rings.append([bm.verts.new(co) for co in ring])
    for a, b in zip(rings, rings[1:]):
        for j in range(ns):
            bm.faces.new((a[j], a[(j + 1) % ns], b[(j + 1) % ns], b[j]))
    bm.faces.new(list(reversed(rings[0])))
    bm.faces.new(rings[-1])
    bmesh.ops.remove_doubles(bm, verts=bm.verts, dist=2e-5)
    bmesh.ops.dissolve_degenerate(bm, dist=1e-6, edges=bm.edges)
    bmesh.ops.recalc_face_normals(bm, faces=bm.faces)
    return bm


def _applied(obj):
    """Bake an object's modifiers into its mesh."""
    bpy.context.view_layer.update()
    dg = bpy.context.evaluated_depsgraph_get()
    me = bpy.data.meshes.new_from_object(obj.evaluated_get(dg))
    obj.modifiers.clear()
    old = obj.data
    obj.data = me
    bpy.data.meshes.remove(old)
    return obj


def _gauss(d, w):
    return math.exp(-(d / w) ** 2)


def _creases(rng):
    """Where the leather folds as the foot flexes: a few creases across the vamp behind the toe box,
    and softer ones round the front of the ankle. Returns a function giving the inward depth at a point."""
    vamp = [(rng.uniform(0.036, 0.062), rng.uniform(-0.6, 0.6), rng.uniform(0.55, 1.0), rng.uniform(0, 6.28)) for _ in range(5)]
    ankle = [(BOOT_HEEL + rng.uniform(0.035, 0.085), rng.uniform(-0.25, 0.25), rng.uniform(0.5, 1.0), rng.uniform(0, 6.28)) for _ in range(5)]

    def depth(co):
        x, y, z = co
        d = 0.0
        t = y / FLAT_L + 0.5
        if 0.55 < t < 0.85:
            cx, hw, h, _ = _boot_last(t)
            u = (x - cx) / hw
            up = (z - _boot_pitch(t)) / h
            if up > 0.35:
                side = max(0.0, 1 - u * u) * min(1.0, (up - 0.35) / 0.3)
                for y0, bend, amp, ph in vamp:
                    yc = y0 + 0.012 * u * u + 0.002 * math.sin(7 * u + ph) + bend * 0.004 * u
                    d += 0.0015 * amp * side * _gauss(y - yc, 0.0022)
        zr = z - BOOT_HEEL
        if 0.02 < zr < 0.11:
            xc, yc, a, b = _shaft_slice(zr)
            front = (y - yc) / b
            if front > -0.2:
                f = min(1.0, (front + 0.2) / 0.6)
                for z0, tilt, amp, ph in ankle:
                    zc = z0 + tilt * 0.01 * (x - xc) / a - 0.006 * ((x - xc) / a) ** 2 + 0.0015 * math.sin(9 * (x - xc) / a + ph)
                    d += 0.0013 * amp * f * _gauss(z - zc, 0.003)
        return d

    return depth


def _surface_path(bvh, pts, toward):
    """Points on the boot's skin: each of `pts` cast onto it along `toward`, with the normal there."""
    out = []
    for p in pts:
        o = Vector(p) - Vector(toward) * 0.08
        hit, nrm, _, _ = bvh.ray_cast(o, Vector(toward), 0.2)
        if hit is not None:
            out.append((hit, nrm))
    return out


def _boot_upper(upper_mat, lining, seed):
    """The upper: the foot and shaft fused into one skin, cut open at the topline, creased at the
    flex, with a seam down the back; solidified inwards onto a lining. Returns it with the zip's
    path down the inside of the shaft and the back's top point."""
    bm = _boot_volume()
    obj = mesh_object("upper", bm, upper_mat)
    rm = obj.modifiers.new("fuse", "REMESH")
    rm.mode, rm.voxel_size = "VOXEL", 0.0014
    sm = obj.modifiers.new("soften", "CORRECTIVE_SMOOTH")
    sm.iterations, sm.factor, sm.smooth_type = 10, 0.5, "LENGTH_WEIGHTED"
    sm.use_only_smooth = True
    _applied(obj)
    bm = bmesh.new()
    bm.from_mesh(obj.data)
    top = BOOT_HEEL + BOOT_TOP
    # The topline: level, a little higher at the back.
    bmesh.ops.bisect_plane(bm, geom=bm.verts[:] + bm.edges[:] + bm.faces[:], dist=1e-6,
                           plane_co=(0, -0.07, top), plane_no=Vector((0, -0.035, 1)).normalized(), clear_outer=True)
    bm.normal_update()
    crease = _creases(random.Random(seed))
    for v in bm.verts:
        xc, yc, a, b = _shaft_slice(v.co.z - BOOT_HEEL)
        d = crease(v.co)
        # The back seam: a shallow groove down the middle of the heel and shaft.
        if v.co.y < yc - b * 0.5 and v.co.z > BOOT_HEEL - 0.012:
            d += 0.0005 * _gauss(v.co.x - xc, 0.0009)
        if d:
            v.co -= v.normal * d
    bm.to_mesh(obj.data)
    from mathutils.bvhtree import BVHTree
    bvh = BVHTree.FromBMesh(bm)
    bm.free()
    shade_smooth(obj)
    _lined(obj, lining, 0.0018)
    return obj, bvh


def _zip(bvh, upper_mat, zip_mat):
    """A zip down the inside of the shaft, from the topline to 3.5 cm above the heel seat, a little
    behind the middle: a tape in the upper's leather, metal teeth and a puller hanging from the slider."""
    pts = []
    n = 40
    for i in range(n + 1):
        zr = BOOT_TOP - 0.004 - (BOOT_TOP - 0.04) * i / n
        xc, yc, a, b = _shaft_slice(zr)
        pts.append((xc, yc - 0.006, BOOT_HEEL + zr))
    hits = _surface_path(bvh, pts, (1.0, 0.0, 0.0))
    tape = [tuple(h + nrm * 0.0004) for h, nrm in hits]
    teeth = [tuple(h + nrm * 0.0009) for h, nrm in hits]
    parts = [_ribbon(tape, 0.0085, upper_mat, "zip_tape", thickness=0.0007),
             _ribbon(teeth, 0.0034, zip_mat, "zip_teeth", thickness=0.0009)]
    h0, n0 = hits[2]
    slider = [tuple(h0 + n0 * 0.0016 + Vector((0, 0, dz))) for dz in (0.002, -0.004, -0.009)]
    parts.append(_ribbon(slider, 0.005, zip_mat, "zip_slider", thickness=0.0018))
    pull = [tuple(h0 + n0 * 0.0028 + Vector((0, 0, dz))) for dz in (-0.006, -0.014, -0.024)]
    parts.append(_ribbon(pull, 0.0055, zip_mat, "zip_pull", thickness=0.0012))
    return parts


def _pull_tab(bvh, mat):
    """A leather loop at the back of the topline, to pull the boot on by."""
    top = BOOT_HEEL + BOOT_TOP + 0.0025
    xc, yc, a, b = _shaft_slice(BOOT_TOP)
    hit = _surface_path(bvh, [(xc, yc, top - 0.03)], (0.0, 1.0, 0.0))
    yb = hit[0][0].y - 0.0008 if hit else yc - b
    path = [(xc, yb, top - 0.028), (xc, yb - 0.0002, top - 0.01), (xc, yb, top + 0.006),
            (xc, yb + 0.003, top + 0.0115), (xc, yb + 0.0065, top + 0.0085), (xc, yb + 0.0045, top - 0.004)]
    return _ribbon(path, 0.011, mat, "pull_tab", across=(1.0, 0.0, 0.0), thickness=0.0016)


def _boot_sole(mat, grow=0.0026, nt=90):
    """The sole, 2.6 mm proud of the upper all round (the welt line), following the insole's pitch."""
    bm = bmesh.new()
    rings = []
    for t in _rows(nt):
        cx, hw, _, _ = _boot_last(t)
        hw += grow
        y = (t - 0.5) * (FLAT_L + 2 * grow)
        zb = _boot_pitch(t)
        ring = [(cx + hw, y, zb + 0.0008), (cx - hw, y, zb + 0.0008), (cx - hw, y, zb - BOOT_SOLE), (cx + hw, y, zb - BOOT_SOLE)]
        rings.append([bm.verts.new(co) for co in ring])
    for a, b in zip(rings, rings[1:]):
        for j in range(4):
            bm.faces.new((a[j], a[(j + 1) % 4], b[(j + 1) % 4], b[j]))
    bm.faces.new(list(reversed(rings[0])))
    bm.faces.new(rings[-1])
    bmesh.ops.recalc_face_normals(bm, faces=bm.faces)
    sole = mesh_object("sole", bm, mat)
    bv = sole.modifiers.new("bevel", "BEVEL")
    bv.width, bv.segments, bv.limit_method = 0.0016, 3, "ANGLE"
    shade_smooth(sole)
    sole.data.use_auto_smooth = True
    return sole


def _heel_outline(t_max=0.27, grow=0.0026):
    pts = []
    ts = [t for t in _rows(90) if t <= t_max] + [t_max]
    for t in ts:
        cx, hw, _, _ = _boot_last(t)
        pts.append((cx + hw + grow, (t - 0.5) * (FLAT_L + 2 * grow)))
    for t in reversed(ts):
        cx, hw, _, _ = _boot_last(t)
        pts.append((cx - hw - grow, (t - 0.5) * (FLAT_L + 2 * grow)))
    return pts


def _block_heel(mat, lift_mat):
    """A block heel under the heel seat, tapering a little to the floor, built of stacked layers
    (the material's lines) on a rubber top-lift."""
    outline = _heel_outline()
    yc = sum(p[1] for p in outline) / len(outline)
    xc = sum(p[0] for p in outline) / len(outline)
    parts = []
    for name, z0, z1, m in (("heel", 0.005, BOOT_HEEL - BOOT_SOLE + 0.0005, mat), ("top_lift", 0.0, 0.0052, lift_mat)):
        obj = C.extruded(name, outline, z0, z1)
        for v in obj.data.vertices:
            # Narrower at the floor: 8% in at the sides, 4 mm in at the back.
            f = 1 - 0.08 * (1 - v.co.z / BOOT_HEEL)
            v.co.x = xc + (v.co.x - xc) * f
            if v.co.y < yc:
                v.co.y = yc + (v.co.y - yc) * (1 - 0.13 * (1 - v.co.z / BOOT_HEEL))
        C.assign(obj, m)
        bv = obj.modifiers.new("bevel", "BEVEL")
        bv.width, bv.segments, bv.limit_method = 0.0012, 2, "ANGLE"
        shade_smooth(obj)
        obj.data.use_auto_smooth = True
        parts.append(obj)
    return parts


def _stacked(colour):
    """A stacked heel: layers of leather 4 mm thick, their edges dark and burnished."""
    mat, nt, b = C._material("stacked_heel")
    b.inputs["Base Color"].default_value = C.srgb(colour)
    b.inputs["Roughness"].default_value = 0.45
    vec = C._coords(nt)
    sep = nt.nodes.new("ShaderNodeSeparateXYZ")
    nt.links.new(vec, sep.inputs[0])
    wob = C._noise(nt, vec, 90)
    z = C._math(nt, "ADD", sep.outputs[2], C._math(nt, "MULTIPLY", wob, 0.0006))
    s = C._math(nt, "SINE", C._math(nt, "MULTIPLY", z, math.tau / 0.004))
    line = C._math(nt, "POWER", C._math(nt, "ABSOLUTE", s), 8.0)
    C._bump(nt, line, 0.25, 0.0003, "Normal", b)
    mix = nt.nodes.new("ShaderNodeMixRGB")
    mix.blend_type = "MULTIPLY"
    mix.inputs["Color1"].default_value = C.srgb(colour)
    ramp = nt.nodes.new("ShaderNodeMapRange")
    ramp.inputs["To Min"].default_value = 1.0
    ramp.inputs["To Max"].default_value = 0.7
    nt.links.new(line, ramp.inputs["Value"])
    nt.links.new(ramp.outputs[0], mix.inputs["Color2"])
    mix.inputs["Fac"].default_value = 1.0
    nt.links.new(mix.outputs[0], b.inputs["Base Color"])
    return mat


def _zip_metal():
    """Gunmetal zip teeth, 2.5 mm apart."""
    mat, nt, b = C._material("zip")
    b.inputs["Base Color"].default_value = C.srgb("#8d8a84")
    b.inputs["Metallic"].default_value = 1.0
    b.inputs["Roughness"].default_value = 0.32
    vec = C._coords(nt)
    sep = nt.nodes.new("ShaderNodeSeparateXYZ")
    nt.links.new(vec, sep.inputs[0])
    s = C._math(nt, "SINE", C._math(nt, "MULTIPLY", sep.outputs[2], math.tau / 0.0025))
    C._bump(nt, C._math(nt, "ABSOLUTE", s), 0.6, 0.0004, "Normal", b)
    return mat


def _boot(mats, seed, left=False):
    upper_mat, lining, sole_mat, heel_mat, lift_mat, zip_mat = mats
    upper, bvh = _boot_upper(upper_mat, lining, seed)
    parts = [upper, _boot_sole(sole_mat), _pull_tab(bvh, upper_mat)] + _block_heel(heel_mat, lift_mat) + _zip(bvh, upper_mat, zip_mat)
    root = C.group(parts)
    if left:
        root.scale.x = -1
    return parts, root


def _boot_suede(mask):
    """The flats' suede, made to read as suede on a boot: no gloss at all, a pale sheen where the
    nap turns from the light, and the lighter and darker patches of nap brushed different ways,
    a few centimetres across (the pile itself is finer than the medians of finish.mjs leave)."""
    mat = fabric("fleece", mask=mask, scale=0.25, name="suede")
    nt = mat.node_tree
    b = nt.nodes["Principled BSDF"]
    b.inputs["Specular"].default_value = 0.15
    b.inputs["Roughness"].default_value = 1.0
    b.inputs["Sheen"].default_value = 1.4
    b.inputs["Sheen Tint"].default_value = 0.0
    tone = b.inputs["Base Color"].links[0].from_socket
    vec = C._coords(nt)
    patches = C._range(nt, C._noise(nt, vec, 28, detail=3, distortion=0.6), 0.8, 1.0, 0.35, 0.65)
    mix = nt.nodes.new("ShaderNodeMixRGB")
    mix.blend_type = "MULTIPLY"
    mix.inputs["Fac"].default_value = 1.0
    nt.links.new(tone, mix.inputs["Color1"])
    nt.links.new(patches, mix.inputs["Color2"])
    nt.links.new(mix.outputs[0], b.inputs["Base Color"])
    return mat


def _boot_materials(mask, suede=False):
    upper = _boot_suede(mask) if suede else leather(mask=mask, gloss=0.42)
    lining = C.simple(C.srgb("#cdb595"), roughness=0.55, name="lining")
    sole = C.simple(C.srgb("#1e1713"), roughness=0.6, name="sole")
    heel = _stacked("#2b1f18")
    lift = C.simple(C.srgb("#151312"), roughness=0.7, name="top_lift")
    return upper, lining, sole, heel, lift, _zip_metal()


def boots(mask=True, suede=False):
    """A pair of women's ankle boots (EU 38): a smooth upper fused from the foot and a shaft 15 cm
    high, creased at the flex, a zip down the inside, a pull tab at the back, a sole proud of the
    upper and a stacked block heel 4.5 cm high. The upper, tab and zip tape are the colour part."""
    mats = _boot_materials(mask, suede)
    right, r_root = _boot(mats, 1)
    left, l_root = _boot(mats, 2, left=True)
    # The left boot in front, seen from its outside with its toe to the camera's left; the right
    # one behind it, further to the left and turned a little away, its zip side showing above
    # the front one's vamp.
    l_root.rotation_euler.z = math.radians(95)
    r_root.location = (-0.023, 0.14, 0.0)
    r_root.rotation_euler.z = math.radians(72)
    pair = C.group(right + left)
    _settle([o for o in right + left if o.type == "MESH"], pair)
    return right + left


def suede_boots(mask=True):
    return boots(mask, suede=True)


def _reflection_unmasked(parts, blend=0.3):
    """Leave the leather's reflection out of the mask, as far as the Fresnel term gives it (as the
    platter's glaze, serveware._gloss_unmasked()), through the grain's own bumped normal: tinted
    black, a fully masked leather is multiplied down to a flat tone, where a real black leather keeps
    a pale sheen on its grain and on the creases turning from the light. For the close-ups only."""
    done = set()
    for o in parts:
        for mat in getattr(o.data, "materials", []):
            if mat is None or mat.name in done or not mat.name.startswith("leather"):
                continue
            done.add(mat.name)
            nt = mat.node_tree
            aov = next(n for n in nt.nodes if n.bl_idname == "ShaderNodeOutputAOV")
            if not aov.inputs["Value"].default_value:
                continue
            weight = nt.nodes.new("ShaderNodeLayerWeight")
            weight.inputs["Blend"].default_value = blend
            normal = nt.nodes["Principled BSDF"].inputs["Normal"]
            if normal.links:
                nt.links.new(normal.links[0].from_socket, weight.inputs["Normal"])
            nt.links.new(C._math(nt, "SUBTRACT", 1.0, weight.outputs["Fresnel"]), aov.inputs["Value"])
    return parts


def _materials_named(parts, prefix):
    seen = {}
    for o in parts:
        for mat in getattr(o.data, "materials", []):
            if mat is not None and mat.name.startswith(prefix):
                seen[mat.name] = mat
    return list(seen.values())


def _grain_closer(parts, strength=0.6):
    """The leather's grain at close range: its pebbles (about a millimetre) are at the limit of what
    the medians of finish.mjs leave, so the close-up draws them a little deeper for the raking light."""
    for mat in _materials_named(parts, "leather"):
        for n in mat.node_tree.nodes:
            if n.bl_idname == "ShaderNodeBump":
                n.inputs["Strength"].default_value = strength
    return parts


def _nap_closer(parts, prefix="suede", streak=(260.0, 22.0, 260.0), bump=0.6):
    """Suede at close range: the nap brushed in streaks a few millimetres wide and centimetres long
    (lighter and darker as it lies one way or the other; `streak` scales the object's axes, the long
    way least) and a soft fuzz a couple of millimetres across, both coarser than the medians of
    finish.mjs, where the packshots' fine pile is lost."""
    for mat in _materials_named(parts, prefix):
        nt = mat.node_tree
        b = nt.nodes["Principled BSDF"]
        tone = b.inputs["Base Color"].links[0].from_socket
        tc = nt.nodes.new("ShaderNodeTexCoord")
        along = nt.nodes.new("ShaderNodeMapping")
        along.inputs["Scale"].default_value = streak
        nt.links.new(tc.outputs["Object"], along.inputs["Vector"])
        brushed = C._range(nt, C._noise(nt, along.outputs["Vector"], 1.0, detail=3), 0.78, 1.1, 0.3, 0.7)
        mix = nt.nodes.new("ShaderNodeMixRGB")
        mix.blend_type = "MULTIPLY"
        mix.inputs["Fac"].default_value = 1.0
        nt.links.new(tone, mix.inputs["Color1"])
        nt.links.new(brushed, mix.inputs["Color2"])
        nt.links.new(mix.outputs[0], b.inputs["Base Color"])
        node = next(n for n in nt.nodes if n.bl_idname == "ShaderNodeBump")
        height = node.inputs["Height"].links[0].from_socket
        fuzz = C._noise(nt, C._coords(nt), 450, detail=2)
        nt.links.new(C._math(nt, "ADD", height, C._math(nt, "MULTIPLY", fuzz, 0.8)), node.inputs["Height"])
        node.inputs["Strength"].default_value = bump
    return parts


def _dashed(obj, stitch=0.0032, gap=0.0011):
    """A row of topstitching as stitches: the thread's tube cut into lengths of `stitch` with `gap`
    between them (where the thread goes down into the cloth), all in one curve."""
    cu = obj.data
    pts = [Vector(p.co[:3]) for p in cu.splines[0].points]
    lengths = [(b - a).length for a, b in zip(pts, pts[1:])]
    total = sum(lengths)

    def at(d):
        for a, b, seg in zip(pts, pts[1:], lengths):
            if d <= seg or b is pts[-1]:
                return a.lerp(b, min(d / seg, 1.0) if seg else 0.0)
            d -= seg
        return pts[-1]

    dashes = bpy.data.curves.new(obj.name + "_stitches", "CURVE")
    dashes.dimensions = "3D"
    dashes.bevel_depth, dashes.bevel_resolution = cu.bevel_depth, cu.bevel_resolution
    dashes.use_fill_caps = True
    d = gap / 2
    while d + stitch <= total:
        sp = dashes.splines.new("POLY")
        sp.points.add(4)
        for i, p in enumerate(sp.points):
            p.co = (*at(d + stitch * i / 4), 1)
        d += stitch + gap
    for m in cu.materials:
        dashes.materials.append(m)
    obj.data = dashes
    return obj


def cap_close(mask=True):
    """The cap for its close-up: the rows of topstitching drawn as stitches, which at this range
    read as a thread going in and out of the cloth (a continuous tube read as piping)."""
    parts = cap(mask)
    for o in parts:
        if o.type == "CURVE" and "stitch" in o.name:
            _dashed(o)
    return parts


def boots_close(mask=True):
    return _grain_closer(_reflection_unmasked(boots(mask)))


def suede_boots_close(mask=True):
    return _nap_closer(suede_boots(mask))


def flats_close(mask=True):
    return _grain_closer(_reflection_unmasked(flats(mask)))


def suede_flats_close(mask=True):
    return _nap_closer(suede_flats(mask))


# ---------------------------------------------------------------- plush bunny


def _blob(name, parts, mat, voxel=0.0022):
    """Overlapping ellipsoids fused into one soft body (a plush toy is sewn in one skin): joined,
    voxel-remeshed and smoothed so the joins are rounded fillets, not intersections."""
    objs = []
    for co, size, rot in parts:
        bpy.ops.mesh.primitive_uv_sphere_add(segments=32, ring_count=16, radius=1.0, location=co, rotation=rot)
        o = bpy.context.active_object
        o.scale = size
        objs.append(o)
    for o in bpy.context.selected_objects:
        o.select_set(False)
    for o in objs:
        o.select_set(True)
    bpy.context.view_layer.objects.active = objs[0]
    bpy.ops.object.join()
    body = bpy.context.active_object
    body.name = name
    bpy.ops.object.transform_apply(location=False, rotation=True, scale=True)
    rm = body.modifiers.new("fuse", "REMESH")
    rm.mode, rm.voxel_size = "VOXEL", voxel
    sm = body.modifiers.new("soften", "CORRECTIVE_SMOOTH")
    sm.iterations, sm.factor, sm.smooth_type = 12, 0.6, "LENGTH_WEIGHTED"
    sm.use_only_smooth = True
    C.assign(body, mat)
    shade_smooth(body)
    body.select_set(False)
    return body


def _ear(plush, inner, side, flop):
    """A long ear: a flattened ellipsoid 12 cm long with a paler inner lining on its front, rising
    from the top of the head and splayed out; `flop` bends its tip forward and down."""
    bpy.ops.mesh.primitive_uv_sphere_add(segments=32, ring_count=24, radius=1.0)
    ear = bpy.context.active_object
    ear.name = "ear"
    ear.scale = (0.021, 0.0085, 0.062)
    bpy.ops.object.transform_apply(scale=True)
    for v in ear.data.vertices:
        # Narrower at the root, widest two thirds up, the front a little hollowed.
        u = (v.co.z / 0.062 + 1) / 2
        v.co.x *= 0.7 + 0.3 * math.sin(math.pi * min(1.0, u * 0.8 + 0.1))
        if v.co.y < 0:
            v.co.y *= 0.55
    C.assign(ear, plush)
    lining = ear.copy()
    lining.data = ear.data.copy()
    bpy.context.scene.collection.objects.link(lining)
    for v in lining.data.vertices:
        v.co.x *= 0.62
        v.co.z = v.co.z * 0.82 - 0.004
        v.co.y = min(v.co.y, 0.0) * 0.5 - 0.0032
    C.assign(lining, inner)
    out = []
    for o in (ear, lining):
        if flop:
            bend = o.modifiers.new("flop", "SIMPLE_DEFORM")
            bend.deform_method, bend.deform_axis = "BEND", "X"
            bend.angle = math.radians(flop)
            bend.limits = (0.45, 1.0)
        shade_smooth(o)
        subsurf(o, 1)
        o.location = (0, 0, 0.058)
        out.append(o)
    root = C.group(out)
    root.location = (side * 0.024, 0.004, 0.205)
    root.rotation_euler = (math.radians(-8), math.radians(side * 14), math.radians(side * -10))
    return out + [root]


def bunny(mask=True):
    """A sitting plush bunny 30 cm tall to the tips of its ears: a pear-shaped body, a round head
    with full cheeks, paws in front, big back feet, a pompom tail and two long ears, one flopped
    forward, in a short soft pile (the colour part); the ears' linings are pale, the eyes and nose
    embroidered in dark and pink thread."""
    plush = fabric("fleece", mask=mask, scale=0.8, name="plush")
    inner = fabric("fleece", mask=False, colour="#efe4de", scale=0.8, name="ear_lining")
    body = _blob("bunny", [
        ((0, 0.006, 0.07), (0.064, 0.058, 0.072), (0, 0, 0)),
        ((0, -0.004, 0.168), (0.056, 0.05, 0.048), (0, 0, 0)),
        ((0.02, -0.04, 0.152), (0.024, 0.02, 0.02), (0, 0, 0)),
        ((-0.02, -0.04, 0.152), (0.024, 0.02, 0.02), (0, 0, 0)),
        ((0.04, -0.05, 0.022), (0.025, 0.046, 0.021), (0, 0, math.radians(-8))),
        ((-0.04, -0.05, 0.022), (0.025, 0.046, 0.021), (0, 0, math.radians(8))),
        ((0.045, -0.042, 0.085), (0.017, 0.018, 0.04), (math.radians(-25), math.radians(-18), 0)),
        ((-0.045, -0.042, 0.085), (0.017, 0.018, 0.04), (math.radians(-25), math.radians(18), 0)),
    ], plush)
    displace(body, 0.0012, 0.02, seed=31)
    bpy.ops.mesh.primitive_ico_sphere_add(subdivisions=4, radius=0.02, location=(0, 0.062, 0.035))
    tail = bpy.context.active_object
    C.assign(tail, plush)
    displace(tail, 0.004, 0.005, seed=32)
    shade_smooth(tail)
    thread = C.simple((0.025, 0.02, 0.02, 1), roughness=0.6, name="eye_thread")
    pink = C.simple(C.srgb("#c98a8a"), roughness=0.7, name="nose_thread")
    parts = [body, tail]
    for side in (-1, 1):
        bpy.ops.mesh.primitive_uv_sphere_add(segments=24, ring_count=12, radius=0.0052, location=(side * 0.022, -0.049, 0.176))
        eye = bpy.context.active_object
        eye.scale = (1, 0.45, 1.15)
        eye.rotation_euler.z = math.radians(side * 25)
        C.assign(eye, thread)
        shade_smooth(eye)
        parts.append(eye)
    bpy.ops.mesh.primitive_uv_sphere_add(segments=24, ring_count=12, radius=0.0055, location=(0, -0.0585, 0.158))
    nose = bpy.context.active_object
    nose.scale = (1.2, 0.5, 0.75)
    C.assign(nose, pink)
    shade_smooth(nose)
    parts.append(nose)
    parts += _ear(plush, inner, -1, 0) + _ear(plush, inner, 1, 55)
    _settle([body], C.group(parts))
    return [o for o in parts if o.type == "MESH"]


def _flat_views(close):
    """The flats' gallery, leather or suede alike; the close-up's model (`close`) carries the material's texture."""
    return [View(-30, 24, lens=70, fill=0.92), View(40, 50, lens=70, fill=0.92),
            View(target=(-0.02, -0.072, 0.045), distance=0.3, azimuth=-30, elevation=32, lens=100, rake=600,
                 build=close)]


def _boot_views(close):
    """The boots' gallery, as _flat_views."""
    return [View(-30, 14, lens=70, fill=1.0), View(150, 12, lens=70, fill=1.0),
            View(target=(-0.065, -0.01, 0.065), distance=0.3, azimuth=-20, elevation=30, lens=100, rake=600,
                 build=close)]


# Close-ups (the last view of each): aimed 26-30 cm away with no depth of field, an edge crossing
# the frame against the sweep, and the raking light low on the camera's left, as hard_goods.py's.
SHAPES = {
    "velvetHanger": Shape(velvet_hangers, 0.45, [View(-20, 58, lens=70, fill=1.06),
                                                   View(-35, 8, lens=70, fill=1.04, build=hangers_on_rail),
                                                   View(target=(-0.02, -0.05, 0.424), distance=0.32, azimuth=-35, elevation=8,
                                                        lens=100, rake=600, build=velvet_hangers_close)]),
    "flats": Shape(flats, 0.3, _flat_views(flats_close)),
    "suedeFlats": Shape(suede_flats, 0.3, _flat_views(suede_flats_close)),
    "boots": Shape(boots, 0.32, _boot_views(boots_close)),
    "suedeBoots": Shape(suede_boots, 0.32, _boot_views(suede_boots_close)),
    "bunny": Shape(bunny, 0.3, [View(-28, 10, lens=70, fill=0.9), View(35, 16, lens=70, fill=0.9),
                                View(target=(-0.02, -0.05, 0.17), distance=0.3, azimuth=-28, elevation=10, lens=100, rake=600)]),
    "cap": Shape(cap, 0.26, [View(-35, 16, lens=70, fill=0.92), View(145, 20, lens=70, fill=0.92),
                             View(target=(-0.025, -0.11, 0.045), distance=0.3, azimuth=-35, elevation=30, lens=100, rake=600,
                                  build=cap_close)]),
}


def build(name, mask=True, view=None):
    random.seed(name)
    return ((view and view.build) or SHAPES[name].build)(mask=mask and SHAPES[name].mask)
