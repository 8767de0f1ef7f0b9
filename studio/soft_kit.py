"""Building blocks for the soft goods: textile materials, soft geometry, and the shot runner.

Textiles read as real through their micro-structure (bump from procedural weaves and knits at
real-world scale: object coordinates are metres), sheen for fuzz, and soft rounded geometry.
"""

import math
import random

import bpy
import bmesh

import common as C

NEUTRAL = C.NEUTRAL[:3]


def srgb(hex_colour):
    return C.srgb(hex_colour)[:3]


# ---------------------------------------------------------------- node helpers


class Nodes:
    """Small wrapper to wire shader nodes tersely."""

    def __init__(self, mat):
        self.tree = mat.node_tree
        self.n = self.tree.nodes
        self.l = self.tree.links

    def add(self, kind, **props):
        node = self.n.new(kind)
        for k, v in props.items():
            if k.startswith("in_"):
                node.inputs[k[3:].replace("_", " ")].default_value = v
            else:
                setattr(node, k, v)
        return node

    def link(self, out, inp):
        self.l.new(out, inp)

    def math(self, op, a, b=None, clamp=False):
        node = self.add("ShaderNodeMath", operation=op, use_clamp=clamp)
        for i, v in enumerate((a, b)):
            if v is None:
                continue
            if isinstance(v, (int, float)):
                node.inputs[i].default_value = v
            else:
                self.link(v, node.inputs[i])
        return node.outputs[0]

    def coords(self, scale=(1, 1, 1)):
        tc = self.add("ShaderNodeTexCoord")
        mp = self.add("ShaderNodeMapping")
        mp.inputs["Scale"].default_value = scale
        self.link(tc.outputs["Object"], mp.inputs["Vector"])
        return mp.outputs[0]

    def xyz(self, vec):
        sep = self.add("ShaderNodeSeparateXYZ")
        self.link(vec, sep.inputs[0])
        return sep.outputs[0], sep.outputs[1], sep.outputs[2]

    def noise(self, vec, scale, detail=2.0, rough=0.5, distortion=0.0):
        node = self.add("ShaderNodeTexNoise")
        node.inputs["Scale"].default_value = scale
        node.inputs["Detail"].default_value = detail
        node.inputs["Roughness"].default_value = rough
        node.inputs["Distortion"].default_value = distortion
        self.link(vec, node.inputs["Vector"])
        return node.outputs["Fac"]


def _new_material(name, colour, roughness, sheen=0.0, mask=False):
    """A Principled material that writes the mask AOV (common's mask pass)."""
    mat, _, bsdf = C._material(name, mask)
    bsdf.inputs["Base Color"].default_value = (*colour, 1)
    bsdf.inputs["Roughness"].default_value = roughness
    bsdf.inputs["Specular"].default_value = 0.35
    bsdf.inputs["Sheen"].default_value = sheen
    bsdf.inputs["Sheen Tint"].default_value = 0.3
    return mat, bsdf


def _bump(nd, bsdf, height, strength, distance=0.0006):
    bump = nd.add("ShaderNodeBump")
    bump.inputs["Strength"].default_value = strength
    bump.inputs["Distance"].default_value = distance
    nd.link(height, bump.inputs["Height"])
    nd.link(bump.outputs[0], bsdf.inputs["Normal"])


def _tone(nd, bsdf, colour, fac, amount, lift=0.0):
    """Darken the base colour a little where the structure is deep (fibres shadow each other); `lift`
    brightens the crowns so that the cloth's mean tone stays as it was."""
    mix = nd.add("ShaderNodeMixRGB", blend_type="MULTIPLY")
    mix.inputs["Color1"].default_value = (*colour, 1)
    ramp = nd.add("ShaderNodeMapRange")
    ramp.inputs["To Min"].default_value = 1 - amount
    ramp.inputs["To Max"].default_value = 1.0 + lift
    nd.link(fac, ramp.inputs["Value"])
    nd.link(ramp.outputs[0], mix.inputs["Color2"])
    mix.inputs["Fac"].default_value = 1.0
    nd.link(mix.outputs[0], bsdf.inputs["Base Color"])


def _weave(nd, vec, pitch, slub):
    """Plain weave height: warp and weft threads over/under, with slubs (thick-thin yarn)."""
    x, y, _ = nd.xyz(vec)
    u = nd.math("MULTIPLY", x, 1 / pitch)
    v = nd.math("MULTIPLY", y, 1 / pitch)
    su = nd.math("SINE", nd.math("MULTIPLY", u, math.pi))
    sv = nd.math("SINE", nd.math("MULTIPLY", v, math.pi))
    checker = nd.math("MULTIPLY", su, sv)  # +-: which thread lies on top
    warp = nd.math("ABSOLUTE", nd.math("SINE", nd.math("MULTIPLY", v, math.pi * 2)))
    weft = nd.math("ABSOLUTE", nd.math("SINE", nd.math("MULTIPLY", u, math.pi * 2)))
    top = nd.math("GREATER_THAN", checker, 0.0)
    h = nd.add("ShaderNodeMix", data_type="FLOAT")
    nd.link(top, h.inputs["Factor"])
    nd.link(warp, h.inputs[2])
    nd.link(weft, h.inputs[3])
    height = h.outputs[0]
    if slub:
        stretched_x = nd.add("ShaderNodeMapping")
        stretched_x.inputs["Scale"].default_value = (1 / pitch * 0.04, 1 / pitch * 1.0, 1 / pitch)
        nd.link(vec, stretched_x.inputs["Vector"])
        stretched_y = nd.add("ShaderNodeMapping")
        stretched_y.inputs["Scale"].default_value = (1 / pitch * 1.0, 1 / pitch * 0.04, 1 / pitch)
        nd.link(vec, stretched_y.inputs["Vector"])
        s1 = nd.noise(stretched_x.outputs[0], 1.0, 1.0)
        s2 = nd.noise(stretched_y.outputs[0], 1.0, 1.0)
        sl = nd.math("MULTIPLY", nd.math("ADD", s1, s2), slub)
        height = nd.math("ADD", height, sl)
    return height, nd.math("ADD", nd.math("MULTIPLY", checker, 0.5), 0.5)


def _stitches(nd, vec, stitch_w, stitch_h, axes):
    """A knit's coordinates in stitches: u across the columns, v along the rows, and u's fraction."""
    x, y, z = nd.xyz(vec)
    a = {"X": x, "Y": y, "Z": z}[axes[0]]
    b = {"X": x, "Y": y, "Z": z}[axes[1]]
    u = nd.math("MULTIPLY", a, 1 / stitch_w)
    return u, nd.math("MULTIPLY", b, 1 / stitch_h), nd.math("FRACT", u)


def _knit(nd, vec, stitch_w, stitch_h, axes="XY"):
    """Stockinette: columns of V-shaped stitches."""
    u, v, fu = _stitches(nd, vec, stitch_w, stitch_h, axes)
    slant = nd.math("ABSOLUTE", nd.math("SUBTRACT", fu, 0.5))
    across = nd.math("SINE", nd.math("MULTIPLY", nd.math("FRACT", nd.math("MULTIPLY", u, 2)), math.pi))
    vv = nd.math("ADD", v, nd.math("MULTIPLY", slant, 1.1))
    along = nd.math("SINE", nd.math("MULTIPLY", nd.math("FRACT", vv), math.pi))
    h = nd.math("MULTIPLY", nd.math("POWER", across, 0.6), nd.math("POWER", along, 0.5))
    wobble = nd.noise(vec, 1 / stitch_w * 0.35, 2.0)
    return nd.math("ADD", h, nd.math("MULTIPLY", wobble, 0.25))


def _loops(nd, vec, stitch_w, stitch_h, axes="XY"):
    """Stockinette for close range: each stitch two plump legs leaning into a V, round across and
    rounded at their ends (no hard seams where a stitch meets the next), each leg showing its yarn's
    twisted plies as fine slanted ridges, with a little fuzz. Answers the height (0..1)."""
    u, v, fu = _stitches(nd, vec, stitch_w, stitch_h, axes)
    lean = nd.math("SUBTRACT", fu, 0.5)  # -0.5..0.5 across the stitch: the left leg, then the right
    side = nd.math("SIGN", lean)
    # along the leg: the row's coordinate shifted by the lean, so each leg slants into the V
    vv = nd.math("ADD", v, nd.math("MULTIPLY", nd.math("ABSOLUTE", lean), 1.2))
    fv = nd.math("FRACT", vv)
    across = nd.math("FRACT", nd.math("MULTIPLY", u, 2))  # 0..1 across each leg
    round_a = nd.math("POWER", nd.math("SINE", nd.math("MULTIPLY", across, math.pi)), 0.7)
    round_b = nd.math("POWER", nd.math("SINE", nd.math("MULTIPLY", fv, math.pi)), 0.9)
    leg = nd.math("MULTIPLY", round_a, round_b)
    # the plies: slanted ridges along each leg, mirrored on the right leg so both twist alike
    ply = nd.math("SINE", nd.math("MULTIPLY", nd.math("ADD", nd.math("MULTIPLY", fv, 4.0), nd.math("MULTIPLY", nd.math("MULTIPLY", across, side), 1.6)), math.tau))
    fuzz = nd.noise(vec, 1 / stitch_w * 6, 3.0, 0.6)
    h = nd.math("MULTIPLY", leg, nd.math("ADD", nd.math("MULTIPLY", ply, 0.09), 0.91))
    return nd.math("ADD", h, nd.math("MULTIPLY", nd.math("SUBTRACT", fuzz, 0.5), 0.12))


def _rib(nd, vec, pitch, axis="X"):
    x, y, z = nd.xyz(vec)
    a = {"X": x, "Y": y, "Z": z}[axis]
    s = nd.math("SINE", nd.math("MULTIPLY", a, 2 * math.pi / pitch))
    return nd.math("POWER", nd.math("ADD", nd.math("MULTIPLY", s, 0.5), 0.5), 0.7)


def _threads(nd, vec, thread, weave="plain", weft=1.0, slub=0.0, streak=0.15):
    """Woven cloth at its real thread size (metres): warp threads along Y, weft along X, each crossing
    over and under (plain: every other thread; twill: up one, down two, stepping one thread a row, so
    the floats line up into diagonals), each thread thick and thin along its length by `slub` (linen)
    and lighter or darker than its neighbours by `streak` (yarns never dye quite alike). Answers the
    height (0..1) and a shade (0 deep between threads, 1 on a light thread's crown). A thread is a few
    pixels at close range, so its round profile is lost to the medians of finish.mjs; what reads is
    each thread's own tone, its slubs and the twill's diagonals."""
    x, y, _ = nd.xyz(vec)
    fx = nd.math("MULTIPLY", x, 1 / thread)
    fy = nd.math("MULTIPLY", y, 1 / (thread * weft))
    ix, iy = nd.math("FLOOR", fx), nd.math("FLOOR", fy)

    def profile(f):  # a round thread's cross-section
        return nd.math("POWER", nd.math("ABSOLUTE", nd.math("SINE", nd.math("MULTIPLY", f, math.pi))), 0.45)

    if weave == "twill":
        up_w = nd.math("COSINE", nd.math("MULTIPLY", nd.math("SUBTRACT", nd.math("SUBTRACT", fy, 0.5), ix), math.tau / 3))
        up_f = nd.math("MULTIPLY", nd.math("COSINE", nd.math("MULTIPLY", nd.math("ADD", nd.math("SUBTRACT", iy, fx), 0.5), math.tau / 3)), -1.0)
    else:
        up_w = nd.math("SINE", nd.math("MULTIPLY", nd.math("ADD", fy, ix), math.pi))
        up_f = nd.math("MULTIPLY", nd.math("SINE", nd.math("MULTIPLY", nd.math("ADD", fx, iy), math.pi)), -1.0)
    warp = nd.math("MULTIPLY", profile(fx), nd.math("ADD", nd.math("MULTIPLY", up_w, 0.45), 0.55))
    fill = nd.math("MULTIPLY", profile(fy), nd.math("ADD", nd.math("MULTIPLY", up_f, 0.45), 0.55))

    def along(i, length, k):
        """A noise along one thread (i its index, length the coordinate along it), its own for each thread."""
        c = nd.add("ShaderNodeCombineXYZ")
        nd.link(nd.math("MULTIPLY", i, 1.73), c.inputs[0])
        nd.link(nd.math("MULTIPLY", length, 1 / 0.006), c.inputs[1])
        c.inputs[2].default_value = k
        return nd.noise(c.outputs[0], 1.0, 2.0, 0.5)

    nw, nf = along(ix, y, 0.3), along(iy, x, 7.1)
    if slub:
        warp = nd.math("MULTIPLY", warp, nd.math("ADD", nd.math("MULTIPLY", nw, 2 * slub), 1 - slub))
        fill = nd.math("MULTIPLY", fill, nd.math("ADD", nd.math("MULTIPLY", nf, 2 * slub), 1 - slub))
    h = nd.math("MAXIMUM", warp, fill)
    # the tone of whichever thread is on top, darker down between threads
    on_top = nd.add("ShaderNodeMix", data_type="FLOAT")
    nd.link(nd.math("GREATER_THAN", warp, fill), on_top.inputs["Factor"])
    nd.link(nf, on_top.inputs[2])
    nd.link(nw, on_top.inputs[3])
    own = nd.math("ADD", nd.math("MULTIPLY", nd.math("SUBTRACT", on_top.outputs[0], 0.5), 4 * streak), 1.0)
    if slub > 0.2:  # linen's slubbed weft: long thick-thin streaks across the cloth (the warp's show in its relief)
        c = nd.add("ShaderNodeCombineXYZ")
        nd.link(nd.math("MULTIPLY", iy, 1.31), c.inputs[0])
        nd.link(nd.math("MULTIPLY", x, 1 / 0.015), c.inputs[1])
        streaks = nd.math("SUBTRACT", nd.noise(c.outputs[0], 1.0, 1.0, 0.5), 0.5)
        own = nd.math("MULTIPLY", own, nd.math("ADD", nd.math("MULTIPLY", streaks, 3 * slub), 1.0))
    depth = nd.math("MINIMUM", nd.math("MULTIPLY", h, 1.6 / (1 + slub)), 1.0)
    return h, nd.math("MULTIPLY", depth, own, clamp=True)


def _box(nd, vec):
    """Object coordinates laid on the plane a surface faces most: (x, y) on a top, (x, z) on a front or
    back, (y, z) on a side. Woven cloth drawn from x and y alone turns into stripes where it stands up
    (a fold's edge, a hanging panel, a bag's front); laid this way its threads run on every face (the
    weave jumps where a rounded edge turns 45 degrees)."""
    tc = nd.add("ShaderNodeTexCoord")
    ax, ay, az = (nd.math("ABSOLUTE", n) for n in nd.xyz(tc.outputs["Normal"]))
    x, y, z = nd.xyz(vec)
    top = nd.math("MULTIPLY", nd.math("GREATER_THAN", az, ax), nd.math("GREATER_THAN", az, ay))
    side = nd.math("MULTIPLY", nd.math("GREATER_THAN", ax, ay), nd.math("GREATER_THAN", ax, az))
    c = nd.add("ShaderNodeCombineXYZ")
    nd.link(nd.math("ADD", x, nd.math("MULTIPLY", side, nd.math("SUBTRACT", y, x))), c.inputs[0])  # y on a side, else x
    nd.link(nd.math("ADD", z, nd.math("MULTIPLY", top, nd.math("SUBTRACT", y, z))), c.inputs[1])  # y on a top, else z
    return c.outputs[0]


def fabric(kind, colour=None, mask=True, scale=1.0, axes="XY", name=None, thread=None, close=False):
    """A textile material. kind: terry, linen, cotton, knit, rib, velvet, waffle, canvas, fleece; and,
    for the close-ups, twill and jersey (a fine knit). With `thread` (its real size in metres) the woven
    and jersey kinds get threads that a raking light picks out at close range and that vanish into the
    tone at packshot distance; without it, the earlier fine weave (which reads as a blank tone close up).
    axes="box" lays the woven threads and the waffle's cells on whichever plane each face turns to
    (`_box()`), for cloth that stands up or folds over an edge; axes="uv" takes them from a UV map laid out in
    metres along the cloth (a hanging panel's, `soft_goods._drape()`), so they follow its pleats.
    close=True draws the knits for close range: the knit's stitches as plump plied legs (`_loops()`, the
    default's read as faceted chevrons), the rib's crowns with them."""
    rough = {"velvet": 0.75, "cotton": 0.8, "canvas": 0.85}.get(kind, 0.9)
    sheen = {"terry": 1.0, "velvet": 1.0, "fleece": 1.0, "knit": 0.8, "rib": 0.8, "jersey": 0.6}.get(kind, 0.5)
    colour = NEUTRAL if mask or colour is None else (srgb(colour) if isinstance(colour, str) else colour)
    mat, bsdf = _new_material(name or kind, colour, rough, sheen, mask)
    nd = Nodes(mat)
    vec = nd.coords((1 / scale, 1 / scale, 1 / scale))
    if thread:  # threads at their real size, whatever the scale of the rest
        vec = nd.coords()
    plane = vec
    if axes == "box":
        plane = _box(nd, vec)
    elif axes == "uv":  # the UV map is in metres: scaled as the object's coordinates are
        uv = nd.add("ShaderNodeMapping")
        uv.inputs["Scale"].default_value = (1, 1, 1) if thread else (1 / scale,) * 3
        nd.link(nd.add("ShaderNodeTexCoord").outputs["UV"], uv.inputs["Vector"])
        plane = uv.outputs[0]
    if thread and kind in ("linen", "cotton", "canvas", "twill"):
        weave = "twill" if kind in ("twill", "canvas") else "plain"
        h, shade = _threads(nd, plane, thread, weave, weft=1.25 if kind == "cotton" else 1.0, slub=0.35 if kind == "linen" else 0.1,
                            streak=0.35 if kind == "linen" else 0.25)
        creases = nd.noise(vec, 18, 4.0, 0.6)
        h = nd.math("ADD", h, nd.math("MULTIPLY", creases, 0.6))
        _bump(nd, bsdf, h, 1.0, thread * 0.5)
        _tone(nd, bsdf, colour, shade, 0.55, 0.15)
    elif thread and kind == "jersey":
        h = _knit(nd, vec, thread * 1.6, thread * 1.15, axes)
        _bump(nd, bsdf, h, 1.0, thread * 0.6)
        # the wales: a dark line between each column of stitches (the stitches' legs are too small
        # for the medians of finish.mjs, the columns are not)
        x, y, z = nd.xyz(vec)
        across = {"X": x, "Y": y, "Z": z}[axes[0]]
        wale = nd.math("POWER", nd.math("ABSOLUTE", nd.math("SINE", nd.math("MULTIPLY", across, math.pi / (thread * 1.6)))), 0.35)
        _tone(nd, bsdf, colour, nd.math("MULTIPLY", wale, nd.math("ADD", nd.math("MULTIPLY", h, 0.4), 0.6)), 0.55, 0.35)
    elif kind == "terry":
        vor = nd.add("ShaderNodeTexVoronoi", feature="F1")
        vor.inputs["Scale"].default_value = 420
        vor.inputs["Randomness"].default_value = 1.0
        nd.link(vec, vor.inputs["Vector"])
        fuzz = nd.noise(vec, 900, 3.0)
        h = nd.math("ADD", nd.math("MULTIPLY", vor.outputs["Distance"], -1.0), nd.math("MULTIPLY", fuzz, 0.5))
        _bump(nd, bsdf, h, 0.9, 0.0015)
        _tone(nd, bsdf, colour, vor.outputs["Distance"], 0.25)
    elif kind in ("linen", "cotton", "canvas"):
        pitch = {"linen": 0.0007, "cotton": 0.0004, "canvas": 0.0011}[kind] * scale
        h, checker = _weave(nd, vec, pitch, 0.6 if kind == "linen" else 0.25)
        creases = nd.noise(vec, 18, 4.0, 0.6)
        h = nd.math("ADD", h, nd.math("MULTIPLY", creases, 2.0 if kind == "linen" else 1.0))
        _bump(nd, bsdf, h, 0.35, 0.0004)
        _tone(nd, bsdf, colour, checker, 0.08 if kind == "cotton" else 0.12)
    elif kind in ("knit", "rib"):
        h = _knit(nd, vec, 0.0045 * scale, 0.0032 * scale, axes) if kind == "knit" else _rib(nd, vec, 0.004 * scale, axes[0])
        if close:
            loops = _loops(nd, vec, 0.0045 * scale if kind == "knit" else 0.002 * scale, 0.0032 * scale, axes)
            h = loops if kind == "knit" else nd.math("MULTIPLY", h, nd.math("ADD", nd.math("MULTIPLY", loops, 0.35), 0.65))
        _bump(nd, bsdf, h, 0.8, 0.0012)
        _tone(nd, bsdf, colour, h, 0.3)
    elif kind == "waffle":
        x, y, _ = nd.xyz(plane)
        cell = 0.006 * scale
        gx = nd.math("ABSOLUTE", nd.math("SINE", nd.math("MULTIPLY", x, math.pi / cell)))
        gy = nd.math("ABSOLUTE", nd.math("SINE", nd.math("MULTIPLY", y, math.pi / cell)))
        ridge = nd.math("POWER", nd.math("MAXIMUM", nd.math("SUBTRACT", 1, gx), nd.math("SUBTRACT", 1, gy)), 0.5)
        h = nd.math("ADD", ridge, nd.math("MULTIPLY", nd.noise(vec, 1200, 2.0), 0.3))
        _bump(nd, bsdf, h, 0.8, 0.0015)
        _tone(nd, bsdf, colour, ridge, 0.25)
    elif kind in ("velvet", "fleece"):
        n = nd.noise(vec, 60 if kind == "velvet" else 300, 4.0, 0.6)
        _bump(nd, bsdf, n, 0.15 if kind == "velvet" else 0.5, 0.001)
        _tone(nd, bsdf, colour, n, 0.2)
        if kind == "velvet":
            lw = nd.add("ShaderNodeLayerWeight")
            lw.inputs["Blend"].default_value = 0.45
            mix = nd.add("ShaderNodeMixRGB", blend_type="MULTIPLY")
            mix.inputs["Color1"].default_value = (*colour, 1)
            inv = nd.math("SUBTRACT", 1.0, lw.outputs["Facing"])
            r = nd.add("ShaderNodeMapRange")
            r.inputs["To Min"].default_value = 0.55
            r.inputs["To Max"].default_value = 1.0
            nd.link(inv, r.inputs["Value"])
            nd.link(r.outputs[0], mix.inputs["Color2"])
            mix.inputs["Fac"].default_value = 1.0
            nd.link(mix.outputs[0], bsdf.inputs["Base Color"])
    return mat


def leather(colour=None, mask=True, gloss=0.45):
    colour = NEUTRAL if mask or colour is None else srgb(colour)
    mat, bsdf = _new_material("leather", colour, gloss, 0.0, mask)
    bsdf.inputs["Specular"].default_value = 0.5
    nd = Nodes(mat)
    vec = nd.coords()
    vor = nd.add("ShaderNodeTexVoronoi", feature="F1")
    vor.inputs["Scale"].default_value = 900
    nd.link(vec, vor.inputs["Vector"])
    n = nd.noise(vec, 150, 5.0, 0.6)
    h = nd.math("ADD", vor.outputs["Distance"], nd.math("MULTIPLY", n, 0.8))
    _bump(nd, bsdf, h, 0.25, 0.0004)
    rough = nd.add("ShaderNodeMapRange")
    rough.inputs["To Min"].default_value = gloss - 0.1
    rough.inputs["To Max"].default_value = gloss + 0.15
    nd.link(n, rough.inputs["Value"])
    nd.link(rough.outputs[0], bsdf.inputs["Roughness"])
    return mat


def _link(obj):
    bpy.context.scene.collection.objects.link(obj)
    return obj


def mesh_object(name, bm, mat=None):
    me = bpy.data.meshes.new(name)
    bm.to_mesh(me)
    bm.free()
    obj = _link(bpy.data.objects.new(name, me))
    if mat:
        obj.data.materials.append(mat)
    return obj


def shade_smooth(obj):
    for p in obj.data.polygons:
        p.use_smooth = True


def subsurf(obj, levels=2):
    mod = obj.modifiers.new("sub", "SUBSURF")
    mod.levels = levels
    mod.render_levels = levels
    return mod


def rounded_slab(size, loc, bevel, mat=None, rot=(0, 0, 0), density=3):
    """A soft box (a folded textile, a cushion pad): bevelled round, then made dense enough for
    displacement (simple subdivision keeps the shape) and smoothed."""
    bm = bmesh.new()
    bmesh.ops.create_cube(bm, size=1.0)
    bmesh.ops.scale(bm, vec=size, verts=bm.verts)
    obj = mesh_object("slab", bm, mat)
    obj.location = loc
    obj.rotation_euler = rot
    bv = obj.modifiers.new("bevel", "BEVEL")
    bv.width = bevel
    bv.segments = 5
    bv.use_clamp_overlap = True
    simple = obj.modifiers.new("dense", "SUBSURF")
    simple.subdivision_type = "SIMPLE"
    simple.levels = simple.render_levels = density
    subsurf(obj, 1)
    shade_smooth(obj)
    return obj


_TEX_COUNTER = [0]


def displace(obj, strength, size, seed=0, basis="BLENDER_ORIGINAL", axis="NORMAL"):
    """Soft irregularity (a hand-folded textile is never a perfect box)."""
    _TEX_COUNTER[0] += 1
    tex = bpy.data.textures.new(f"n{_TEX_COUNTER[0]}", "CLOUDS")
    tex.noise_scale = size
    tex.noise_basis = basis
    tex.noise_depth = 2
    empty = bpy.data.objects.new(f"nc{_TEX_COUNTER[0]}", None)
    _link(empty)
    rng = random.Random(seed)
    empty.location = (rng.uniform(-5, 5), rng.uniform(-5, 5), rng.uniform(-5, 5))
    mod = obj.modifiers.new("disp", "DISPLACE")
    mod.texture = tex
    mod.strength = strength
    mod.mid_level = 0.5
    mod.direction = axis
    mod.texture_coords = "OBJECT"
    mod.texture_coords_object = empty
    return mod


def curve_tube(points, radius, mat=None, name="tube", resolution=12, closed=False):
    """A smooth tube through points (piping, handles, straps, a hanger hook)."""
    cu = bpy.data.curves.new(name, "CURVE")
    cu.dimensions = "3D"
    cu.bevel_depth = radius
    cu.bevel_resolution = 4
    cu.resolution_u = resolution
    sp = cu.splines.new("NURBS")
    sp.points.add(len(points) - 1)
    for p, co in zip(sp.points, points):
        p.co = (*co, 1)
    sp.use_endpoint_u = not closed
    sp.use_cyclic_u = closed
    sp.order_u = 4 if len(points) >= 4 else len(points)
    obj = _link(bpy.data.objects.new(name, cu))
    if mat:
        obj.data.materials.append(mat)
    return obj


def outline_slab(points, thickness, mat=None, name="flat", puff=0.6, voxel=0.004):
    """A flat garment from its 2-D outline (metres, XY): filled, extruded with rounded rims,
    remeshed for even topology so that displacement can make soft wrinkles."""
    cu = bpy.data.curves.new(name, "CURVE")
    cu.dimensions = "2D"
    cu.fill_mode = "BOTH"
    cu.extrude = thickness * (1 - puff) / 2
    cu.bevel_depth = thickness * puff / 2
    cu.bevel_resolution = 3
    cu.resolution_u = 16
    sp = cu.splines.new("POLY")
    sp.points.add(len(points) - 1)
    for p, (x, y) in zip(sp.points, points):
        p.co = (x, y, 0, 1)
    sp.use_cyclic_u = True
    obj = _link(bpy.data.objects.new(name, cu))
    bpy.context.view_layer.objects.active = obj
    obj.select_set(True)
    bpy.ops.object.convert(target="MESH")
    obj = bpy.context.view_layer.objects.active
    rm = obj.modifiers.new("remesh", "REMESH")
    rm.mode = "VOXEL"
    rm.voxel_size = voxel
    rm.use_smooth_shade = True
    sm = obj.modifiers.new("smooth", "SMOOTH")
    sm.iterations = 4
    sm.factor = 0.6
    if mat:
        obj.data.materials.append(mat)
    obj.select_set(False)
    return obj


def round_outline(points, radius, steps=4):
    """Round every corner of a polygon (garment outlines are never sharp)."""
    out = []
    n = len(points)
    for i in range(n):
        p0, p1, p2 = points[i - 1], points[i], points[(i + 1) % n]
        d1 = (p0[0] - p1[0], p0[1] - p1[1])
        d2 = (p2[0] - p1[0], p2[1] - p1[1])
        l1 = math.hypot(*d1) or 1
        l2 = math.hypot(*d2) or 1
        r = min(radius, l1 * 0.45, l2 * 0.45)
        a = (p1[0] + d1[0] / l1 * r, p1[1] + d1[1] / l1 * r)
        b = (p1[0] + d2[0] / l2 * r, p1[1] + d2[1] / l2 * r)
        for s in range(steps + 1):
            t = s / steps
            # quadratic Bezier through the corner
            x = (1 - t) ** 2 * a[0] + 2 * (1 - t) * t * p1[0] + t * t * b[0]
            y = (1 - t) ** 2 * a[1] + 2 * (1 - t) * t * p1[1] + t * t * b[1]
            out.append((x, y))
    return out


def mirror_outline(half):
    """A symmetric outline from its right half, listed from the top centre going clockwise."""
    left = [(-x, y) for x, y in reversed(half) if abs(x) > 1e-6]
    return list(half) + left


def studio(span, **kw):
    """common's studio with the rim light brought in front of the sweep's wall: it then lights
    the wall evenly, which removes most of the grain that low sample counts leave on a backdrop
    lit only by bounced light (textile renders need many pixels, so samples are scarce)."""
    sweep = C.studio(span=span, **kw)
    rim = bpy.data.objects["rim"]
    rim.location = (span * 1.0, span * 1.6, span * 3.0)
    rim.data.energy *= 0.6
    C.look_at(rim, (0, 0, span * 0.3))
    # Matte cloth needs few bounces; short light paths halve the time and the grain.
    c = bpy.context.scene.cycles
    c.max_bounces, c.diffuse_bounces, c.glossy_bounces = 4, 2, 1
    c.transmission_bounces = 2
    c.sample_clamp_indirect = 2
    c.adaptive_threshold = 0.03
    return sweep


def tint(objects, hex_colour):
    """Recolour a model's colour material (built neutral) for a scene, where nothing is tinted
    afterwards: every neutral base colour in its node trees becomes `hex_colour`."""
    colour = C.srgb(hex_colour)
    seen = set()
    for obj in objects:
        if obj.type not in ("MESH", "CURVE"):
            continue
        for mat in obj.data.materials:
            if mat is None or mat.name in seen:
                continue
            seen.add(mat.name)
            for node in mat.node_tree.nodes:
                for sock in node.inputs:
                    if sock.type == "RGBA" and not sock.is_linked and _is_neutral(sock.default_value):
                        sock.default_value = colour
    return objects


def _is_neutral(value):
    return all(abs(value[i] - NEUTRAL[i]) < 1e-3 for i in range(3))


def place(objects, location=(0, 0, 0), rotation_z=0.0, scale=1.0):
    """Move a model built at the origin into a scene (only its top-level parts)."""
    parts = [o for o in objects if o.parent is None]
    return C.group(parts, location, rotation_z, scale)


def paths():
    """Short light paths for the soft goods scenes (matte cloth needs few bounces)."""
    c = bpy.context.scene.cycles
    c.max_bounces, c.diffuse_bounces, c.glossy_bounces = 4, 2, 1
    c.transmission_bounces = 4
    c.sample_clamp_indirect = 2
    c.adaptive_threshold = 0.03


def pillow_mesh(w, h, t, n=40, p=2.2, q=0.8, name="pillow"):
    """A stuffed cushion: two faces puffed out, meeting at a seam, the corners pinched."""
    bm = bmesh.new()
    grid = {}
    for side in (1, -1):
        for i in range(n + 1):
            for j in range(n + 1):
                u, v = i / n * 2 - 1, j / n * 2 - 1
                edge = i in (0, n) or j in (0, n)
                key = (i, j) if edge else (i, j, side)
                if key in grid:
                    continue
                puff = ((1 - abs(u) ** p) * (1 - abs(v) ** p)) ** q
                grid[key] = bm.verts.new((u * w / 2 * (1 - 0.04 * (1 - v * v)), v * h / 2 * (1 - 0.04 * (1 - u * u)), side * t / 2 * puff))
        for i in range(n):
            for j in range(n):
                ks = [(a, b) if a in (0, n) or b in (0, n) else (a, b, side) for a, b in ((i, j), (i + 1, j), (i + 1, j + 1), (i, j + 1))]
                vs = [grid[k] for k in ks]
                bm.faces.new(vs if side > 0 else list(reversed(vs)))
    return mesh_object(name, bm)


def pillow(w, h, t, mat, seed=0):
    """A stuffed cushion or bed pillow with soft wrinkles, lying flat at the origin."""
    pad = pillow_mesh(w, h, t)
    pad.data.materials.append(mat)
    subsurf(pad, 1)
    displace(pad, strength=t * 0.04, size=0.05, seed=seed)
    displace(pad, strength=t * 0.008, size=0.008, seed=seed + 1)
    shade_smooth(pad)
    return pad
