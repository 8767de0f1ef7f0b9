"""Shoes drawn over the ballet flats' last (accessories.py), reshaped and given other openings: lace-up
plimsolls in canvas or leather (a laced throat over a tongue, metal eyelets, a bow, a white rubber sole
wrapping up round the upper with a thin stripe, a rubber toe cap), loafers and closed-toe house slippers.
The sizes below are the model's; each pair is enlarged 1.1 times (`_pair`), to a man's EU 42 (27 cm)."""

import math

import bmesh
from mathutils import Vector

import common as C
from accessories import FLAT_L, _interp, _last, _outline, _section_point, _settle, _sheet, _slab, _theta_top, _upper
from hard_goods import Shape, View
from soft_kit import curve_tube, fabric, leather, shade_smooth, studio  # noqa: F401  (render.py lights these shapes with soft_kit's studio)

T_THROAT = 0.7  # where the laced throat closes
SOLE = 0.02  # the rubber sole's height, 6 mm of it round the upper's foot (the foxing)
FOXING = 0.006


def _reshaped(t, heights, widen):
    """The flats' last at `t` with the heights (t, metres) of another and its width times `widen`."""
    cx, hw, _, _ = _last(t)
    return cx, hw * widen, _interp(heights, t), 2.4


def _last_laced(t):
    """The flats' last, taller over the instep and toe as a plimsoll's."""
    return _reshaped(t, [(0.0, 0.072), (0.3, 0.075), (0.5, 0.069), (0.68, 0.054), (0.8, 0.042), (0.92, 0.031), (1.0, 0.017)], 1.04)


def _opening_laced(t):
    """The collar round the ankle (6 cm at the back, 4.5 at the sides), rising to the top eyelets at
    t 0.38, then the throat between the eyelet rows, 18 mm wide there and 24 mm at t 0.6, closing at
    T_THROAT."""
    if t >= T_THROAT:
        return 0.0
    f = _interp([(0.0, 0.62), (0.16, 0.86), (0.29, 0.86), (0.38, 0.3)], t)
    if t > 0.6:
        f *= math.sqrt(max(0.0, 1 - ((t - 0.6) / (T_THROAT - 0.6)) ** 2))
    return f


def _on(t, theta, lift=0.0, last=_last_laced):
    """A point on the last's surface at (t, theta), `lift` out from the toe box's or the section's
    middle (near enough the surface's normal for the small lifts of parts laid on it; at the toe it
    turns forward, so a cap laid over the tip closes over it)."""
    p = Vector(_section_point(t, theta, last))
    cx, _, h, _ = last(t)
    middle = Vector((cx, (min(t, 0.82) - 0.5) * FLAT_L, 0.3 * h))
    return p + (p - middle).normalized() * lift


def _patch(t0, t1, theta_of, lift, mat, name, nt=40, m=24, thickness=0.0014, last=_last_laced):
    """A piece of the upper over t0..t1 between the angles theta_of(t) gives, `lift` off the last."""
    bm = bmesh.new()
    rows = []
    for i in range(nt + 1):
        t = t0 + (t1 - t0) * i / nt
        a, b = theta_of(t)
        rows.append([bm.verts.new(_on(t, a + (b - a) * j / m, lift, last)) for j in range(m + 1)])
    for r0, r1 in zip(rows, rows[1:]):
        for j in range(m):
            bm.faces.new((r0[j], r1[j], r1[j + 1], r0[j + 1]))
    bmesh.ops.remove_doubles(bm, verts=bm.verts, dist=2e-5)
    bmesh.ops.recalc_face_normals(bm, faces=bm.faces)
    return _sheet(name, bm, mat, thickness)


def _eyelet_ts():
    return [0.4 + (0.66 - 0.4) * i / 5 for i in range(6)]


def _eyelet(t, side):
    """Where an eyelet sits: 7-9 mm in from the throat's edge; side -1 the outer side, 1 the inner."""
    theta = _theta_top(t, _last_laced, _opening_laced) - 0.2
    return theta if side < 0 else math.pi - theta


def _eyelets(metal):
    parts = []
    for t in _eyelet_ts():
        for side in (-1, 1):
            p = _on(t, _eyelet(t, side), 0.0008)
            n = (_on(t, _eyelet(t, side), 0.002) - p).normalized()
            ring = C.lathe("eyelet", [(0.0016, 0.0), (0.0026, 0.0), (0.0027, 0.0006), (0.0016, 0.0007)], segments=20, subdiv=0)
            C.assign(ring, metal)
            ring.location = p
            ring.rotation_mode = "QUATERNION"
            ring.rotation_quaternion = Vector((0, 0, 1)).rotation_difference(n)
            parts.append(ring)
    return parts


def _laces(mat):
    """Criss-crossed from the toe up, one lace over the other where they cross, and a bow at the top pair."""
    ts = _eyelet_ts()
    parts = []
    for i, (ta, tb) in enumerate(zip(ts, ts[1:])):
        for k, (s0, s1) in enumerate(((-1, 1), (1, -1))):
            a, b = _eyelet(ta, s0), _eyelet(tb, s1)
            lift = 0.0035 + 0.0016 * ((i + k) % 2)
            path = [_on(ta, a, 0.0012)]
            for u in (0.25, 0.5, 0.75):
                path.append(_on(ta + (tb - ta) * u, a + (b - a) * u, lift))
            path.append(_on(tb, b, 0.0012))
            parts.append(curve_tube([tuple(p) for p in path], 0.0013, mat, name="lace"))
    # The bow: tied over the top pair (nearest the ankle), its loops and ends lying over the sides.
    t0 = ts[0]
    knot = _on(t0 - 0.005, math.pi / 2, 0.006)
    parts.append(curve_tube([tuple(knot + Vector(d)) for d in ((-0.004, 0, 0), (0, 0.001, 0.002), (0.004, 0, 0))], 0.0026, mat, name="knot"))
    for side in (-1, 1):
        # A loop out over the laces and down the side, wider than it is long.
        loop = [(t0, math.pi / 2 - side * 0.05, 0.006)]
        for k in range(1, 12):
            a = math.tau * k / 12
            loop.append((t0 + 0.035 * math.sin(a), math.pi / 2 - side * (0.05 + 0.45 * (1 - math.cos(a))), 0.007 + 0.002 * math.sin(a / 2)))
        loop.append(loop[0])
        parts.append(curve_tube([tuple(_on(t, th, lf)) for t, th, lf in loop], 0.0014, mat, name="bow_loop"))
        tail = [(t0, math.pi / 2 - side * 0.05, 0.006), (t0 + 0.02, math.pi / 2 - side * 0.35, 0.004),
                (t0 + 0.045, math.pi / 2 - side * 0.6, 0.003), (t0 + 0.06, math.pi / 2 - side * 0.9, 0.0025)]
        parts.append(curve_tube([tuple(_on(t, th, lf)) for t, th, lf in tail], 0.0014, mat, name="bow_tail"))
    return parts


def _rounded(outline, thickness, mat, name, bevel, segments, z):
    """A sole, heel or footbed: `outline` extruded `thickness` centred at height `z`, its rims rounded."""
    obj = _slab([outline], thickness, mat, name)
    C.weld(obj, 1e-5)
    obj.location.z = z
    bv = obj.modifiers.new("bevel", "BEVEL")
    bv.width, bv.segments, bv.limit_method = bevel, segments, "ANGLE"
    shade_smooth(obj)
    obj.data.use_auto_smooth = True
    return obj


def _sole(rubber, stripe):
    """The rubber sole, 3 mm proud of the upper all round and rising 6 mm up it, with a stripe
    round its wall."""
    sole = _rounded(_outline(0.003, last=_last_laced), SOLE, rubber, "sole", 0.002, 3, SOLE / 2)
    band = _slab([_outline(0.0042, last=_last_laced), _outline(0.0026, last=_last_laced)], 0.0028, stripe, "stripe")
    C.weld(band, 1e-5)
    band.location.z = SOLE - FOXING + 0.0005
    return [sole, band]


def _shoe(upper_mat, lining, rubber, stripe, lace, metal, left=False):
    base = SOLE - FOXING
    upper, _ = _upper(upper_mat, lining, last=_last_laced, opening=_opening_laced, t_vamp=T_THROAT)
    # The tongue under the throat, from behind the top eyelets to where the throat closes.
    top = lambda t: _theta_top(t, _last_laced, _opening_laced)  # noqa: E731
    tongue = _patch(0.33, T_THROAT + 0.02, lambda t: (min(top(t), 1.2) - 0.25, math.pi - min(top(t), 1.2) + 0.25), -0.0018,
                    upper_mat, "tongue")
    toe = _patch(0.85, 1.0, lambda t: (0.0, math.pi), 0.0009, rubber, "toe_cap", nt=20, m=40)
    insole = _slab([_outline(-0.003, last=_last_laced)], 0.003, lining, "insole")
    insole.location.z = 0.0015
    parts = [upper, tongue, toe, insole] + _eyelets(metal) + _laces(lace)
    for o in parts:
        o.location.z += base
    parts += _sole(rubber, stripe)
    root = C.group(parts)
    if left:
        root.scale.x = -1
    return parts, root


def _materials(mask, kind):
    upper = leather(mask=mask, gloss=0.3) if kind == "leather" else fabric("canvas", mask=mask, scale=0.5, name="canvas")
    return (upper, C.simple(C.srgb("#efece6"), roughness=0.8, name="lining"), C.simple(C.srgb("#f1efe9"), roughness=0.6, name="rubber"),
            C.simple(C.srgb("#2d3446"), roughness=0.55, name="stripe"), C.simple(C.srgb("#f4f2ee"), roughness=0.9, name="lace"),
            C.metal("#c9ccce", brushed=False, roughness=0.25, name="eyelet"))


def _pair(make, *mats):
    """Two shoes side by side, the left a little behind, toes towards the camera's left."""
    right, r_root = make(*mats)
    left, l_root = make(*mats, left=True)
    r_root.location.x, r_root.location.y = 0.052, 0.0
    l_root.location.x, l_root.location.y = -0.054, 0.03
    r_root.rotation_euler.z, l_root.rotation_euler.z = math.radians(-4), math.radians(5)
    parts = [o for o in right + left if o.type in ("MESH", "CURVE")]
    pair = C.group(parts)
    pair.scale = (1.1, 1.1, 1.1)
    pair.rotation_euler.z = math.radians(180 + 28)
    _settle(parts, pair)
    return parts


def plimsolls(mask=True, kind="canvas"):
    """A pair of lace-up plimsolls: the upper, tongue and its lining's edge the colour part;
    the sole, toe cap, laces and eyelets are not."""
    return _pair(_shoe, *_materials(mask, kind))


def leather_trainers(mask=True):
    return plimsolls(mask, kind="leather")


# ---------------------------------------------------------------- loafers

T_LOAFER = 0.56  # where the vamp closes the opening
LOAFER_HEEL = 0.02


def _last_loafer(t):
    """The plimsoll's last with a lower, slimmer toe."""
    return _reshaped(t, [(0.0, 0.07), (0.3, 0.072), (0.5, 0.066), (0.68, 0.05), (0.8, 0.038), (0.92, 0.027), (1.0, 0.014)], 1.02)


def _opening_loafer(t):
    """A slip-on's topline: 5.5 cm at the back, 4.8 at the sides, closed by the vamp at T_LOAFER."""
    if t >= T_LOAFER:
        return 0.0
    f = _interp([(0.0, 0.7), (0.18, 0.84), (0.45, 0.8)], t)
    if t > 0.45:
        f *= math.sqrt(max(0.0, 1 - ((t - 0.45) / (T_LOAFER - 0.45)) ** 2))
    return f


def _loafer(upper_mat, lining, sole_mat, heel_mat, left=False):
    """One loafer: the upper bound round its topline, a saddle strap across the vamp, a raised moc
    seam round the apron, a thin leather sole and a 2 cm stacked heel."""
    sole_t = 0.005
    upper, loop = _upper(upper_mat, lining, last=_last_loafer, opening=_opening_loafer, t_vamp=T_LOAFER)
    binding = curve_tube(loop, 0.0016, upper_mat, name="binding", resolution=3)
    strap = _patch(0.575, 0.625, lambda t: (0.5, math.pi - 0.5), 0.0014, upper_mat, "strap", nt=8, m=30,
                   thickness=0.0024, last=_last_loafer)
    # The moc seam: a U from the strap along both sides of the vamp and round in front of the toe.
    seam = [(0.63, 0.8)] + [(0.64 + 0.26 * k / 6, 0.72) for k in range(1, 7)]
    seam += [(0.9 + 0.05 * math.sin(math.pi * k / 8), 0.72 + (math.pi - 1.44) * k / 8) for k in range(1, 8)]
    seam += [(t, math.pi - th) for t, th in reversed(seam)]
    welt = curve_tube([tuple(_on(t, th, 0.0006, _last_loafer)) for t, th in seam], 0.0014, upper_mat, name="moc_seam")
    insole = _slab([_outline(-0.003, last=_last_loafer)], 0.002, lining, "insole")
    insole.location.z = 0.0012
    parts = [upper, binding, strap, welt, insole]
    for o in parts:
        o.location.z += sole_t
    sole = _rounded(_outline(0.002, last=_last_loafer), sole_t, sole_mat, "sole", 0.001, 2, sole_t / 2)
    heel = _rounded(_outline(0.002, 0.25, _last_loafer), LOAFER_HEEL, heel_mat, "heel", 0.001, 2, -LOAFER_HEEL / 2)
    parts += [sole, heel]
    root = C.group(parts)
    # Standing on the heel and the ball of the foot (t 0.72, 15 cm ahead of the heel's middle).
    root.rotation_euler.x = -math.atan2(LOAFER_HEEL, 0.15)
    if left:
        root.scale.x = -1
    return parts, root


def loafers(mask=True):
    """A pair of men's loafers: upper, binding, strap and seam the colour part; the lining,
    sole and stacked heel are not."""
    mats = (leather(mask=mask, gloss=0.35), C.simple(C.srgb("#c9a47e"), roughness=0.6, name="lining"),
            C.simple(C.srgb("#3b2a1f"), roughness=0.5, name="sole"), C.wood("#5a3c28", mask=False, name="heel"))
    return _pair(_loafer, *mats)


# ---------------------------------------------------------------- slippers

T_MULE = 0.62  # where the upper closes over the instep


def _last_mule(t):
    """A roomy last for a house slipper: the plimsoll's, wider and a little lower."""
    cx, hw, h, p = _last_laced(t)
    return cx, hw * 1.1, h * 0.92, p


def _opening_mule(t):
    """Open from the heel to the instep; the upper's edge rises from the sole at t 0.4 to the top of
    the vamp at T_MULE."""
    if t >= T_MULE:
        return 0.0
    u = max(0.0, (t - 0.4) / (T_MULE - 0.4))
    return math.sqrt(max(0.0, 1 - u * u))


def _mule(cloth, sole_mat, left=False):
    """One slipper: a closed toe and vamp of plush cloth, its edge piped, over a padded footbed of the
    same cloth on a thick soft sole."""
    sole_t = 0.016
    upper, loop = _upper(cloth, cloth, last=_last_mule, opening=_opening_mule, t_vamp=T_MULE)
    piping = curve_tube([p for p in loop if p[2] > 0.004], 0.0032, cloth, name="piping", resolution=4)
    footbed = _rounded(_outline(0.001, last=_last_mule), 0.008, cloth, "footbed", 0.0035, 4, 0.003)
    parts = [upper, piping, footbed]
    for o in parts:
        o.location.z += sole_t
    sole = _rounded(_outline(0.004, last=_last_mule), sole_t, sole_mat, "sole", 0.004, 4, sole_t / 2)
    parts.append(sole)
    root = C.group(parts)
    if left:
        root.scale.x = -1
    return parts, root


def slippers(mask=True):
    """A pair of closed-toe house slippers in plush cloth: upper, piping and footbed the colour
    part; the soft grey sole is not."""
    return _pair(_mule, fabric("fleece", mask=mask, name="slipper"), C.simple(C.srgb("#d9d4cc"), roughness=0.8, name="sole"))


def _views():
    """A three-quarter view and one from the front and above. No close-up: the toe cap seen near
    read as a plastic dome, and the laces as tubes."""
    return [View(-30, 22, lens=70, fill=1.1), View(40, 48, lens=70, fill=1.0)]


SHAPES = {
    "shoe": Shape(plimsolls, 0.32, _views()),
    "leatherShoe": Shape(leather_trainers, 0.32, _views()),
    "loafer": Shape(loafers, 0.32, _views()),
    "slipper": Shape(slippers, 0.32, _views()),
}


def build(name, mask=True, view=None):
    return ((view and view.build) or SHAPES[name].build)(mask=mask and SHAPES[name].mask)
