"""Serveware that had no picture of its own: an oval serving platter, modelled at real size like
hard_goods.py (same Shape/View table and studio).

An oval cannot be spun on the wheel (`C.lathe()`), so `oval_lathe()` sweeps the profile round
concentric ellipses instead: a point of the profile `d` in from the outer edge lies on the
ellipse whose half-axes are both `d` shorter, which keeps the rim the same width all round, as
on a pressed or slip-cast platter.
"""

import math
import random

import common as C
from hard_goods import Shape, View


def oval_lathe(name, profile, half_axes, segments=160, subdiv=1, wobble=0.0, seed=0):
    """Sweep a profile [(inset from the outer edge, z), ...] round an oval of `half_axes` (a, b).
    An inset of b closes the oval to a line through its centre, which caps the floor."""
    a, b = half_axes
    rnd = random.Random(seed)
    phases = [rnd.uniform(0, math.tau) for _ in range(2)]
    verts, faces = [], []
    n = len(profile)
    for s in range(segments):
        t = math.tau * s / segments
        w = 1 + wobble * (math.sin(2 * t + phases[0]) * 0.6 + math.sin(3 * t + phases[1]) * 0.4)
        for d, z in profile:
            verts.append((math.cos(t) * (a - d) * w, math.sin(t) * max(b - d, 0.0) * w, z))
    for s in range(segments):
        u = (s + 1) % segments
        for i in range(n - 1):
            faces.append((s * n + i, u * n + i, u * n + i + 1, s * n + i + 1))
    return C.spun_mesh(name, verts, faces, subdiv=subdiv)


def platter(mask=True, colour="#f3f0ea"):
    """An oval serving platter 36 x 24 cm (the seed's middle size), 3.2 cm high: a flat well 4.5 mm
    thick on a low foot ring, a 4 cm rim sloping gently out to a rolled lip and curving steeply
    down into the well, so the rim's edge and the lip each catch a line of light. The glaze is the
    colour part."""
    b = 0.12
    profile = [
        # the underside, from the centre out: the floor, the foot ring, the rim's back
        (b, 0.005), (0.082, 0.005), (0.078, 0.001), (0.075, 0.0), (0.068, 0.0), (0.065, 0.001),
        (0.062, 0.0055), (0.05, 0.0085), (0.04, 0.0125), (0.03, 0.0175), (0.015, 0.0215),
        (0.005, 0.0245), (0.001, 0.027),
        # the rolled lip
        (0.0, 0.0288), (0.0012, 0.0312), (0.0045, 0.0322), (0.0075, 0.031),
        # the rim's face, its steep edge down into the well, then the well's floor to the centre
        (0.012, 0.0285), (0.03, 0.0235), (0.038, 0.021), (0.043, 0.0175), (0.047, 0.0128),
        (0.051, 0.0106), (0.058, 0.0098), (b, 0.0095),
    ]
    p = oval_lathe("platter", profile, (0.18, b), wobble=0.0015, seed=9)
    glaze = C.ceramic(colour, glossy=True, mask=mask, name="platter_glaze")
    if mask:
        _gloss_unmasked(glaze)
    C.assign(p, glaze)
    return [p]


def _gloss_unmasked(material, blend=0.35):
    """Leave the glaze's reflection out of the mask, as far as the Fresnel term gives it: a coloured
    glaze reflects the studio white, so a navy platter's rim and far side keep a pale sheen once the
    shop has tinted it, instead of reading as flat paint."""
    nt = material.node_tree
    aov = next(n for n in nt.nodes if n.bl_idname == "ShaderNodeOutputAOV")
    weight = nt.nodes.new("ShaderNodeLayerWeight")
    weight.inputs["Blend"].default_value = blend
    nt.links.new(C._math(nt, "SUBTRACT", 1.0, weight.outputs["Fresnel"]), aov.inputs["Value"])


def _lemon_peel():
    """Waxed lemon peel: a yellow varying towards green-yellow, dimpled with pores."""
    m, nt, b = C._material("lemon")
    vec = C._coords(nt, (1, 1, 1))
    nt.links.new(C._colour_var(nt, vec, C.srgb("#e9bf2c"), 0.12, 25), b.inputs["Base Color"])
    nt.links.new(C._range(nt, C._noise(nt, vec, 60, detail=3), 0.3, 0.45), b.inputs["Roughness"])
    C._bump(nt, C._noise(nt, vec, 700, detail=3), 0.35, 0.0006, "Normal", b)
    return m


def lemon(name, location, heading, tilt=0.0, size=1.0, seed=0):
    """A lemon 9 cm long lying on its side: spun about its length, with a nub at each end."""
    half, r = 0.045 * size, 0.0285 * size
    profile = [(0.0, -half), (0.004 * size, -half + 0.001), (0.0065 * size, -half + 0.006 * size)]
    for i in range(1, 12):
        t = -1 + 2 * i / 12
        profile.append((r * math.sqrt(max(1 - (t * 0.86) ** 2, 0.0)) ** 0.9 * (1 - 0.03 * t), t * (half - 0.008 * size)))
    profile += [(0.0065 * size, half - 0.006 * size), (0.004 * size, half - 0.001), (0.0, half)]
    obj = C.lathe(name, profile, segments=48, wobble=0.03, seed=seed)
    obj.rotation_euler = (math.radians(90), math.radians(tilt), math.radians(heading))
    obj.location = location
    return obj


def platter_styled(mask=True):
    """The platter with three lemons in its well (not masked: they keep their colour)."""
    parts = platter(mask=mask)
    peel = _lemon_peel()
    floor = 0.0095
    for i, (x, y, heading, tilt, size) in enumerate(((-0.045, 0.012, 20, 5, 1.0), (0.04, 0.03, -35, -8, 0.95),
                                                     (0.012, -0.035, 75, 12, 1.03))):
        parts.append(C.assign(lemon(f"lemon{i}", (x, y, floor + 0.0282 * size), heading, tilt, size, seed=i), peel))
    return parts


SHAPES = {
    # The three-quarter packshot; from higher at the end, which shows the well and the rim's width;
    # styled with lemons.
    "platter": Shape(platter, 0.36, [View(-28, 30, fill=1.12), View(10, 62, fill=1.08),
                                     View(-20, 40, fill=1.1, build=platter_styled),
                                     # The close-up: the rolled lip of the front left rim curving across the
                                     # frame, the rim's face and the well beyond.
                                     View(target=(-0.11, -0.068, 0.06), distance=0.3, azimuth=-35, elevation=24,
                                          lens=100, rake=600)]),
}


def build(name, mask=True, view=None):
    """Build a shape's model (or a view's own); `mask=False` gives the catalogue colour instead of neutral grey."""
    random.seed(name)
    return ((view and view.build) or SHAPES[name].build)(mask=mask and SHAPES[name].mask)
