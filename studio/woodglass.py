"""Goods the seed sells in wood, glass, metal or plastic where the studio's model of the kind is of
another material: table lamps on a glass and on a metal base (the `lamp` is glazed ceramic), a
turned wooden salad bowl and a wooden serving platter (the `bowl` and `platter` are glazed), a glass
food container with a clip lid, its frosted polypropylene sibling with a coloured lid and a clear
glass oven dish. Modelled at real size, with the same Shape/View table and studio as hard_goods.py.

Rounded-rectangular goods are swept like `serveware.oval_lathe()`, round a superellipse instead of an
ellipse (`_sweep()`): a point of the profile `d` in from the outer edge lies on the superellipse
whose half-axes are both `d` shorter, so a wall keeps its thickness all round.
"""

import math
import random

import common as C
from hard_goods import Shape, View, _glow_only

# ---------------------------------------------------------------- sweeps


def _sweep(name, profile, half_axes, power=2.0, segments=192, subdiv=1, lug=None):
    """Sweep a profile [(inset from the outer edge, z[, lug share]), ...] round a superellipse of
    `half_axes` (a, b) and exponent `power` (2: an ellipse; 4-6: a rounded rectangle). An inset of b
    closes the ring to a line through the centre, which caps the floor. `lug` = (length, sharpness)
    draws the points with a lug share out along X at both ends, for moulded handles."""
    a, b = half_axes
    verts, faces = [], []
    n = len(profile)
    for s in range(segments):
        t = math.tau * s / segments
        c, si = math.cos(t), math.sin(t)
        ex = math.copysign(abs(c) ** (2 / power), c)
        ey = math.copysign(abs(si) ** (2 / power), si)
        for p in profile:
            d, z = p[0], p[1]
            share = p[2] if len(p) > 2 else 0.0
            out = share * lug[0] * abs(c) ** lug[1] if lug else 0.0
            verts.append((ex * (max(a - d, 0.0) + out), ey * max(b - d, 0.0), z))
    for s in range(segments):
        u = (s + 1) % segments
        for i in range(n - 1):
            faces.append((s * n + i, u * n + i, u * n + i + 1, s * n + i + 1))
    return C.spun_mesh(name, verts, faces, subdiv=subdiv)


# ---------------------------------------------------------------- table lamps


def _shade(z0, bottom=0.145, top=0.105, height=0.2):
    """A tapered drum shade in natural linen, its fabric a few millimetres thick, with the bulb and its
    light inside."""
    shade = C.lathe("shade", [(bottom, z0), (top, z0 + height), (top - 0.0025, z0 + height), (bottom - 0.0025, z0)],
                    segments=160, subdiv=1)
    C.assign(shade, C.linen("#eee7da", name="shade_linen"))
    mid = z0 + height * 0.45
    bulb = C.lathe("bulb", [(0, mid - 0.03), (0.022, mid - 0.01), (0.022, mid + 0.01), (0, mid + 0.035)], segments=32)
    C.assign(bulb, C.emission((1, 0.8, 0.55), 6, name="bulb"))
    glow = C.point_light("lamp_light", (0, 0, mid), power=6, colour=(1, 0.8, 0.55), radius=0.02)
    # A fine steel ring and spider hold the shade on the socket.
    steel = C.metal("#b9bbbd", brushed=False, roughness=0.25, name="spider")
    spider = [C.tube(f"spider{i}", [(0, 0, z0 + height - 0.01), (math.cos(a) * (top - 0.004), math.sin(a) * (top - 0.004),
                                                                  z0 + height - 0.004)], 0.0012, steel)
              for i, a in enumerate((0.4, 0.4 + math.tau / 3, 0.4 + 2 * math.tau / 3))]
    return [shade, *spider, _glow_only(bulb), glow]


def _socket(z, metal):
    """A lamp holder: a short neck and a cylindrical socket."""
    return C.assign(C.lathe("socket", [(0, z), (0.012, z), (0.012, z + 0.006), (0.016, z + 0.008), (0.016, z + 0.05),
                                       (0.014, z + 0.052), (0, z + 0.052)], segments=64), metal)


def glass_lamp(mask=True):
    """A table lamp 47 cm tall on a blown clear-glass base: a gourd 20 cm across and 24 cm tall, its
    wall 4 mm thick, rising into a narrow neck with a brass cap, a brass socket and a tapered linen
    drum shade 29 cm across. The white cord runs up inside the glass. Only the glass is masked (the
    shop tints it smoke, amber, light blue or green); the shade and brass keep their colour."""
    outer = [(0, 0.0), (0.062, 0.0), (0.072, 0.003), (0.082, 0.015), (0.095, 0.045), (0.099, 0.075),
             (0.093, 0.11), (0.076, 0.15), (0.052, 0.185), (0.029, 0.212), (0.02, 0.232), (0.019, 0.24)]
    wall = 0.004
    inner = [(r - wall, z) for r, z in reversed(outer[3:-1])]
    profile = outer + [(0.015, 0.24), (0.015, 0.232)] + inner + [(0.068, 0.012), (0, 0.011)]
    base = C.assign(C.lathe("lamp_glass", profile, segments=128, wobble=0.003, seed=7), C.glass(mask=mask, name="lamp_glass"))
    brass = C.metal("#b8965a", brushed=True, roughness=0.2, name="brass")
    cap = C.assign(C.lathe("cap", [(0, 0.236), (0.022, 0.236), (0.023, 0.24), (0.022, 0.25), (0.011, 0.254), (0, 0.254)],
                           segments=64), brass)
    stem = C.assign(C.cylinder("stem", 0.005, 0.03, (0, 0, 0.266), bevel=0), brass)
    socket = _socket(0.278, brass)
    cord = C.tube("cord", [(0, 0, 0.24), (0.003, 0.004, 0.16), (0.02, 0.015, 0.05), (0.03, 0.02, 0.02), (0.045, 0.03, 0.016)],
                  0.0022, C.plastic("#eeeeea", roughness=0.4, name="cord"))
    return [base, cap, stem, socket, cord, *_shade(0.27)]


def metal_lamp(mask=True):
    """A table lamp 46 cm tall on a metal base: a domed round foot 17 cm across, a rod 18 mm
    thick rising 25 cm into the socket, and a tapered linen drum shade 29 cm across. The metal, in
    a satin finish, is the colour part (silver, gold, black, copper); the shade keeps its colour."""
    metal = C.metal("#c9ccce", brushed=False, roughness=0.18, mask=mask, name="lamp_metal")
    foot = C.assign(C.lathe("foot", [(0, 0.0), (0.082, 0.0), (0.085, 0.002), (0.0855, 0.012), (0.082, 0.018),
                                     (0.06, 0.026), (0.03, 0.032), (0.014, 0.037), (0.011, 0.042), (0, 0.042)],
                            segments=128), metal)
    rod = C.assign(C.lathe("rod", [(0, 0.04), (0.009, 0.04), (0.009, 0.27), (0.011, 0.272), (0.011, 0.282),
                                   (0, 0.282)], segments=48), metal)
    socket = _socket(0.28, metal)
    switch = C.assign(C.lathe("switch", [(0, 0.0), (0.004, 0.0), (0.004, 0.012), (0, 0.012)], segments=24), metal)
    switch.rotation_euler.x = math.radians(90)
    switch.location = (0, -0.025, 0.305)
    return [foot, rod, socket, switch, *_shade(0.26)]


# ---------------------------------------------------------------- wood


def _acacia(mask, axis="X", name="acacia"):
    """Oiled acacia, rendered neutral with its grain for the shop to tint (natural, walnut): the
    common wood's rings, bolder, under long streaks of lighter and darker wood along the grain, as
    acacia shows them (with the rings alone a bowl read as plain beige at card size)."""
    m = C.wood("#c9a27b", ring_scale=7, axis=axis, mask=mask, contrast=0.5, name=name)
    nt = m.node_tree
    bsdf = nt.nodes["Principled BSDF"]
    link = bsdf.inputs["Base Color"].links[0]
    stretch = {"X": (1, 14, 14), "Y": (14, 1, 14), "Z": (14, 14, 1)}[axis]
    streaked = C._colour_var_socket(nt, C._coords(nt, stretch), link.from_socket, amount=0.4, scale=6)
    nt.links.new(streaked, bsdf.inputs["Base Color"])
    return m


def wood_bowl(mask=True):
    """A turned acacia salad bowl 26 cm across and 10.5 cm tall: a round body on a flat foot 10 cm
    across, its wall 7 mm thick, thinning a little to a softly rounded rim. Turned from a blank with the
    grain across it, so the rings show as long ovals on the sides and stripes across the floor. The
    wood is the colour part (natural or walnut)."""
    profile = [(0, 0.0), (0.048, 0.0), (0.051, 0.002), (0.054, 0.006), (0.075, 0.02), (0.098, 0.042),
               (0.116, 0.07), (0.126, 0.095), (0.129, 0.104), (0.1265, 0.1055), (0.1232, 0.1045), (0.1205, 0.097),
               (0.111, 0.072), (0.094, 0.047), (0.072, 0.028), (0.048, 0.017), (0, 0.015)]
    bowl = C.lathe("wood_bowl", profile, segments=160, wobble=0.0015, seed=3)
    return [C.assign(bowl, _acacia(mask, name="bowl_wood"))]


def wood_platter(mask=True):
    """An oval acacia serving platter 38 x 24 cm and 2.4 cm thick, carved from one board: a flat
    bottom with a chamfered edge, a rounded rim 2 cm wide dropping steeply into a shallow well 1.2 cm deep, so its edge
    draws a line of light and shadow round the well. The grain runs
    along its length. The wood is the colour part (natural or walnut)."""
    b = 0.12
    profile = [(b, 0.0), (0.006, 0.0), (0.0015, 0.003), (0.0, 0.008), (0.0, 0.018), (0.0012, 0.0225),
               (0.004, 0.024), (0.01, 0.0242), (0.016, 0.0236), (0.02, 0.0215), (0.024, 0.016),
               (0.028, 0.0128), (0.034, 0.012), (b, 0.012)]
    platter = _sweep("wood_platter", profile, (0.19, b), power=2.2, segments=192)
    return [C.assign(platter, _acacia(mask, name="platter_wood"))]


# ---------------------------------------------------------------- glass


def _lid_plastic():
    return C.plastic("#8c969c", roughness=0.3, name="lid")


def glass_container(mask=True):
    """An 800 ml glass food container 17.6 x 12.6 cm and 6 cm deep in the glass, its walls 4 mm thick
    and tapering a little, under a snap-on lid: cool grey plastic with a raised panel, a grey silicone
    seal at the rim and four hinged clips, one on each side, gripping the glass's rolled lip. Only the
    glass is masked (clear, smoke, amber, light blue or green); the lid keeps its colour."""
    a, b, h = 0.088, 0.063, 0.06
    w = 0.004
    glass_p = [(b, 0.0), (0.008, 0.0), (0.004, 0.002), (0.0015, 0.006), (0.0005, h - 0.005), (0.0, h - 0.0015),
               (0.0012, h), (w - 0.0005, h), (w, h - 0.002), (w + 0.0012, 0.012), (w + 0.005, w + 0.002),
               (0.012, w), (b, w)]
    box = _sweep("container_glass", glass_p, (a, b), power=4.5)
    C.assign(box, C.glass(mask=mask, name="container_glass"))
    seal = _sweep("seal", [(0.0008, h), (0.0008, h + 0.003), (w - 0.0008, h + 0.003), (w - 0.0008, h)], (a, b), power=4.5,
                  subdiv=0)
    C.assign(seal, C.plastic("#8b8f91", roughness=0.6, name="silicone"))
    lid_z = h + 0.0025
    lid_p = [(0.08, lid_z + 0.003), (0.012, lid_z + 0.003), (0.0, lid_z + 0.002), (-0.0025, lid_z - 0.001), (-0.0028, lid_z + 0.004),
             (-0.0022, lid_z + 0.01), (0.0, lid_z + 0.012), (0.01, lid_z + 0.0125), (0.014, lid_z + 0.0145), (0.016, lid_z + 0.0155),
             (0.08, lid_z + 0.0158)]
    plastic = _lid_plastic()
    lid = C.assign(_sweep("lid", lid_p, (a, b), power=4.5), plastic)
    parts = [box, seal, lid]
    # The clips: a tab hinged at the lid's edge, hanging down over the glass's lip, on each side.
    for i, (x, y, rot, width) in enumerate(((a + 0.0028, 0, 90, 0.045), (-a - 0.0028, 0, 90, 0.045),
                                            (0, b + 0.0028, 0, 0.055), (0, -b - 0.0028, 0, 0.055))):
        clip = C.box(f"clip{i}", (width, 0.004, 0.021), (0, 0, 0), bevel=0.0015, segments=3)
        clip.rotation_euler = (math.radians(6 if y <= 0 and x == 0 else 0), 0, math.radians(rot))
        clip.location = (x, y, lid_z + 0.002)
        C.assign(clip, plastic)
        hinge = C.cylinder(f"hinge{i}", 0.0028, width * 0.9, (x, y, lid_z + 0.011), bevel=0.0005, vertices=24)
        hinge.rotation_euler = (0, math.radians(90), math.radians(rot))
        C.assign(hinge, plastic)
        parts += [clip, hinge]
    return parts


# ---------------------------------------------------------------- plastic


def _frosted_pp(name="container_pp"):
    """Frosted polypropylene, as a food box is moulded: milky and translucent, so the far wall, the
    floor and the shadow in the box show through softly. Four tenths of the light passes straight
    through; the rest is scattered, mostly off the wall (diffuse white), a little through it
    (translucent), under a satin sheen that rises at grazing angles. A rough refracting material
    (Principled transmission) and an even mix of see-through and translucent both stayed a
    salt-and-pepper grain at 48 samples (the closed box is lit inside only through its walls); with
    the scattering mostly diffuse it is nearly as quiet as a painted wall. The see-through share
    also passes shadow rays, so the box casts a lighter shadow."""
    m, nt = C.bare_material(name)
    milk = C.srgb("#f1f1ee")
    passes = nt.nodes.new("ShaderNodeBsdfTransparent")
    passes.inputs["Color"].default_value = (0.93, 0.93, 0.92, 1)
    through = nt.nodes.new("ShaderNodeBsdfTranslucent")
    through.inputs["Color"].default_value = milk
    off = nt.nodes.new("ShaderNodeBsdfDiffuse")
    off.inputs["Color"].default_value = milk
    scatter = nt.nodes.new("ShaderNodeMixShader")
    scatter.inputs["Fac"].default_value = 0.85
    nt.links.new(through.outputs[0], scatter.inputs[1])
    nt.links.new(off.outputs[0], scatter.inputs[2])
    body = nt.nodes.new("ShaderNodeMixShader")
    body.inputs["Fac"].default_value = 0.6
    nt.links.new(passes.outputs[0], body.inputs[1])
    nt.links.new(scatter.outputs[0], body.inputs[2])
    sheen = nt.nodes.new("ShaderNodeBsdfGlossy")
    sheen.distribution = "GGX"
    vec = C._coords(nt)
    nt.links.new(C._range(nt, C._noise(nt, vec, 120, detail=3), 0.16, 0.24), sheen.inputs["Roughness"])
    fresnel = nt.nodes.new("ShaderNodeLayerWeight")
    fresnel.inputs["Blend"].default_value = 0.25
    coat = nt.nodes.new("ShaderNodeMixShader")
    nt.links.new(fresnel.outputs["Fresnel"], coat.inputs["Fac"])
    nt.links.new(body.outputs[0], coat.inputs[1])
    nt.links.new(sheen.outputs[0], coat.inputs[2])
    nt.links.new(coat.outputs[0], nt.nodes["Material Output"].inputs["Surface"])
    m.blend_method = "HASHED"
    return m


def plastic_container(mask=True, at=(0.0, 0.0, 0.0), turn=0.0, tag=""):
    """A 1.2 l polypropylene food box, as glassContainer 17.6 x 12.6 cm over the rim, 6.5 cm deep:
    frosted translucent walls 2 mm thick with a moulding draft (the floor 1.2 cm shorter each way,
    so boxes nest), a foot ring, and a flange round the top under a snap lid. The lid has a raised
    panel, a silicone seal showing as a pale line at the rim and four clip tabs hinged on the lid's
    sides, hooked under the flange; lid and clips are the colour part, the box stays frosted clear."""
    a, b, h = 0.088, 0.063, 0.065
    w = 0.002
    box_p = [(b, 0.0018), (0.014, 0.0018), (0.0115, 0.0003), (0.0095, 0.0), (0.0078, 0.0006), (0.0066, 0.0028),
             (0.006, 0.008), (0.0012, h - 0.008), (0.0006, h - 0.0065), (-0.0026, h - 0.006), (-0.0032, h - 0.0048),
             (-0.0032, h - 0.0034), (-0.0026, h - 0.0026), (0.0, h - 0.0022), (0.0, h - 0.0004), (0.0006, h),
             (w - 0.0004, h), (w, h - 0.0008), (w + 0.0006, h - 0.008), (0.006 + w, 0.009), (0.0068 + w, 0.0055),
             (0.009 + w, w + 0.0016), (0.014, w + 0.0016), (b, w + 0.0016)]
    box = _sweep(f"container_pp{tag}", box_p, (a, b), power=4.5)
    C.assign(box, _frosted_pp())
    seal = _sweep(f"pp_seal{tag}", [(-0.0004, h - 0.0004), (-0.0006, h + 0.0022), (w + 0.0004, h + 0.0022), (w + 0.0004, h - 0.0004)],
                  (a, b), power=4.5, subdiv=0)
    C.assign(seal, C.plastic("#e4e2dc", roughness=0.55, name="pp_silicone"))
    lid_z = h + 0.0018
    lid_p = [(0.08, lid_z + 0.0028), (0.012, lid_z + 0.0028), (0.0, lid_z + 0.0018), (-0.0036, lid_z - 0.0012),
             (-0.0042, lid_z - 0.0016), (-0.0046, lid_z + 0.001), (-0.0044, lid_z + 0.0055), (-0.0036, lid_z + 0.0072),
             (0.0, lid_z + 0.0078), (0.009, lid_z + 0.008), (0.0125, lid_z + 0.0098), (0.0145, lid_z + 0.0106),
             (0.08, lid_z + 0.0108)]
    lid_m = C.plastic("#8c969c", roughness=0.32, mask=mask, name="pp_lid")
    lid = C.assign(_sweep(f"pp_lid{tag}", lid_p, (a, b), power=4.5), lid_m)
    parts = [box, seal, lid]
    # The clips: a tab hinged on each side of the lid, hanging down over the flange, with a grip ridge.
    edge = 0.0046
    for i, (x, y, rot, width) in enumerate(((a + edge, 0, 90, 0.042), (-a - edge, 0, 90, 0.042),
                                            (0, b + edge, 0, 0.058), (0, -b - edge, 0, 0.058))):
        out = (math.copysign(1, x) if x else 0, math.copysign(1, y) if y else 0)
        clip = C.box(f"pp_clip{i}{tag}", (width, 0.0026, 0.021), (0, 0, 0), bevel=0.001, segments=3)
        # Sprung a few degrees out at the foot, as a tab stands off the flange it hooks under.
        clip.rotation_euler = (math.radians(4 * (out[1] - out[0])), 0, math.radians(rot))
        clip.location = (x + out[0] * 0.0016, y + out[1] * 0.0016, lid_z - 0.0045)
        ridge = C.box(f"pp_ridge{i}{tag}", (width * 0.7, 0.002, 0.0028), (0, 0, 0), bevel=0.0009, segments=3)
        ridge.rotation_euler = (0, 0, math.radians(rot))
        ridge.location = (x + out[0] * 0.0036, y + out[1] * 0.0036, lid_z - 0.0128)
        hinge = C.cylinder(f"pp_hinge{i}{tag}", 0.0022, width * 0.92, (x, y, lid_z + 0.0055), bevel=0.0004, vertices=24)
        hinge.rotation_euler = (0, math.radians(90), math.radians(rot))
        parts += [C.assign(o, lid_m) for o in (clip, ridge, hinge)]
    if at != (0.0, 0.0, 0.0) or turn:
        C.group(parts, location=at, rotation_z=turn)
        C.bpy.context.view_layer.update()
    return parts


def plastic_container_stack(mask=True):
    """Two of the boxes stacked, the upper turned a little on the lower's lid, as shops show a set."""
    lower = plastic_container(mask=mask)
    upper = plastic_container(mask=mask, at=(0.004, 0.006, 0.065 + 0.0018 + 0.0108), turn=4.0, tag="_up")
    return lower + upper


def glass_baking_dish(mask=True):
    """A clear borosilicate oven dish 30 x 20 cm inside the rim and 6 cm deep: walls 5 mm thick
    flaring out from a flat floor, a flat rim 1 cm wide that runs out at both short ends into moulded
    handles 3 cm deep. The glass is masked (the shop tints it; clear is clear)."""
    a, b, h = 0.16, 0.108, 0.06
    w = 0.005
    profile = [(b, 0.0), (0.02, 0.0), (0.016, 0.002), (0.013, 0.007), (0.003, h - 0.012, 0.3), (0.0, h - 0.006, 0.9),
               (-0.001, h - 0.002, 1.0), (0.0, h, 1.0), (0.004, h + 0.0005, 0.9), (0.012, h, 0.5),
               (0.014, h - 0.003, 0.2), (0.014 + w * 0.2, h - 0.006), (0.019, 0.012), (0.023, w + 0.002),
               (0.028, w), (b, w)]
    dish = _sweep("baking_dish", profile, (a, b), power=5, segments=256, lug=(0.03, 10))
    return [C.assign(dish, C.glass(mask=mask, name="dish_glass"))]



def glass_dispenser(mask=True):
    """A 350 ml soap dispenser of thick glass 15 cm tall: a straight bottle 7.6 cm across with a
    rounded shoulder, its wall 4 mm and its base 12 mm thick, a brushed steel pump and collar, and
    the dip tube seen through the glass. Only the glass is masked."""
    outer = [(0, 0.0), (0.033, 0.0), (0.037, 0.003), (0.038, 0.012), (0.038, 0.118), (0.035, 0.133),
             (0.026, 0.143), (0.016, 0.147), (0.0155, 0.152)]
    inner = [(0.0115, 0.152), (0.012, 0.146), (0.022, 0.14), (0.031, 0.131), (0.034, 0.117), (0.034, 0.018),
             (0.031, 0.0125), (0, 0.012)]
    body = C.assign(C.lathe("glass_dispenser", outer + inner, segments=128, wobble=0.0015, seed=8),
                    C.glass(mask=mask, name="dispenser_glass"))
    steel = C.metal("#d0d2d4", brushed=True, roughness=0.2, name="pump")
    collar = C.assign(C.lathe("collar", [(0.0, 0.144), (0.0185, 0.144), (0.0195, 0.146), (0.0195, 0.162), (0.018, 0.164),
                                         (0.006, 0.165), (0, 0.165)], segments=64), steel)
    stem = C.assign(C.cylinder("stem", 0.0045, 0.024, (0, 0, 0.175), bevel=0.0), steel)
    head = C.assign(C.box("head", (0.017, 0.017, 0.013), (0, 0, 0.19), bevel=0.004), steel)
    nozzle = C.tube("nozzle", [(0, 0, 0.19), (0.02, 0, 0.19), (0.036, 0, 0.185)], 0.0035, steel)
    tube = C.tube("dip_tube", [(0, 0, 0.146), (0.001, 0.0, 0.08), (0.004, 0.002, 0.016)], 0.002,
                  C.plastic("#e8e8e4", roughness=0.3, name="dip_tube"))
    return [body, collar, stem, head, nozzle, tube]


def glass_teapot(mask=True):
    """A 1 l borosilicate teapot: a round body 15 cm across, its wall 2.5 mm thick, a glass lid with a
    knob, a drawn glass spout and a C handle, and a steel mesh infuser hanging inside, seen through
    the glass. Only the glass is masked."""
    outer = [(0, 0.0), (0.045, 0.0), (0.056, 0.004), (0.068, 0.02), (0.076, 0.05), (0.074, 0.08), (0.064, 0.103),
             (0.05, 0.113), (0.046, 0.117)]
    inner = [(r - 0.0025, z) for r, z in reversed(outer[2:-1])]
    body_p = outer + [(0.0435, 0.117)] + inner + [(0.044, 0.0025), (0, 0.0025)]
    glass = C.glass(mask=mask, name="teapot_glass")
    body = C.assign(C.lathe("glass_teapot", body_p, segments=128, wobble=0.001, seed=4), glass)
    lid_p = [(0, 0.118), (0.049, 0.117), (0.05, 0.12), (0.036, 0.127), (0.012, 0.13), (0.009, 0.133),
             (0.012, 0.142), (0.007, 0.147), (0, 0.147)]
    lid = C.assign(C.lathe("lid", lid_p, segments=96), glass)
    spout = C.tube("spout", [(0.07, 0, 0.035), (0.095, 0, 0.05), (0.108, 0, 0.08), (0.122, 0, 0.108)], 0.011, glass)
    for pt, rad in zip(spout.data.splines[0].points, (1.2, 0.9, 0.7, 0.55)):
        pt.radius = rad
    handle = C.tube("handle", [(-0.07, 0, 0.092), (-0.104, 0, 0.097), (-0.112, 0, 0.062), (-0.099, 0, 0.03),
                               (-0.072, 0, 0.026)], 0.007, glass)
    return [body, lid, spout, handle, *_infuser()]


def _steel_mesh(name="infuser_mesh"):
    """Fine woven stainless mesh as a tea infuser's basket is made of: at a packshot's distance its
    wires are far under a pixel, so it is drawn as what the eye sees, steel grey that lets about
    half the light through (what is behind shows darkened), with the satin sheen of the wire."""
    m, nt, b = C._material(name)
    b.inputs["Metallic"].default_value = 1.0
    b.inputs["Base Color"].default_value = C.srgb("#a9adb0")
    b.inputs["Anisotropic"].default_value = 0.3
    vec = C._coords(nt)
    nt.links.new(C._range(nt, C._noise(nt, vec, 80, detail=3), 0.3, 0.4), b.inputs["Roughness"])
    clear = nt.nodes.new("ShaderNodeBsdfTransparent")
    mix = nt.nodes.new("ShaderNodeMixShader")
    mix.inputs["Fac"].default_value = 0.5
    nt.links.new(b.outputs["BSDF"], mix.inputs[1])
    nt.links.new(clear.outputs["BSDF"], mix.inputs[2])
    nt.links.new(mix.outputs["Shader"], nt.nodes["Material Output"].inputs["Surface"])
    m.blend_method = "HASHED"
    return m


def _infuser():
    """The teapot's infuser hanging in its neck: a basket of fine steel mesh 5.6 cm across between a
    solid pressed band at the top, under a rolled flange that rests on the neck, and a solid cup at
    the foot, with a welded seam strip up the side. The mesh lets the glass and the sweep behind show
    through darkened, so it reads as a sieve rather than a solid can."""
    steel = C.metal("#c9ccce", brushed=True, roughness=0.22, name="infuser")
    flange = C.lathe("infuser_flange", [(0.0275, 0.1165), (0.04, 0.1165), (0.0418, 0.1172), (0.0422, 0.1185),
                                        (0.041, 0.1193), (0.0275, 0.1192)], segments=96)
    flange = C.assign(flange, steel)
    band = C.assign(C.lathe("infuser_band", [(0.0284, 0.104), (0.0292, 0.1045), (0.0292, 0.1185), (0.0278, 0.1185),
                                             (0.0278, 0.1045)] + [(0.0284, 0.104)], segments=96), steel)
    cup = C.assign(C.lathe("infuser_cup", [(0, 0.045), (0.0245, 0.045), (0.0262, 0.0465), (0.0266, 0.0545),
                                           (0.0254, 0.0545), (0.025, 0.047), (0, 0.047)], segments=96), steel)
    basket = C.lathe("infuser_basket", [(0.0262, 0.054), (0.0287, 0.1045)], segments=96, subdiv=0)
    basket = C.assign(basket, _steel_mesh())
    # The seam: a narrow strip where the mesh is folded and welded, on the side towards the spout.
    a = math.radians(-60)
    seam = C.box("infuser_seam", (0.0012, 0.0035, 0.051), (0, 0, 0), bevel=0.0004, segments=2)
    seam.rotation_euler = (0, math.radians(2.8), a)
    seam.location = (math.cos(a) * 0.0277, math.sin(a) * 0.0277, 0.0793)
    return [flange, band, cup, basket, C.assign(seam, steel)]

SHAPES = {
    # The close-up is the brass cap on the glass's neck, the stem rising into the shade's lower edge.
    "glassLamp": Shape(glass_lamp, 0.45, [View(-25, 10, fill=0.86), View(30, 24, fill=0.86),
                                          View(target=(0.0, -0.01, 0.232), distance=0.32, azimuth=-25, elevation=5,
                                               lens=100, rake=600)], glassy=True),
    # The close-up is the rod rising from the domed foot, the foot's edge across the frame.
    "metalLamp": Shape(metal_lamp, 0.45, [View(-25, 10, fill=0.86), View(30, 24, fill=0.86),
                                          View(target=(0.0, -0.03, 0.032), distance=0.32, azimuth=-25, elevation=20,
                                               lens=100, rake=600)], glassy=True),
    "woodBowl": Shape(wood_bowl, 0.26, [View(-25, 20, fill=0.92), View(10, 55, fill=0.88),
                                        View(target=(-0.03, -0.11, 0.085), distance=0.34, azimuth=-25, elevation=22,
                                             lens=100, rake=500)]),
    "woodPlatter": Shape(wood_platter, 0.38, [View(-25, 32, fill=1.05), View(0, 70, fill=0.95),
                                              View(target=(-0.06, -0.1, 0.02), distance=0.36, azimuth=-30, elevation=35,
                                                   lens=100, rake=500)]),
    # The close-up is a corner: the side clip over the rolled lip, the seal and the glass's rounded corner.
    "glassContainer": Shape(glass_container, 0.2, [View(-28, 24, fill=0.9), View(25, 45, fill=0.9),
                                                   View(target=(-0.078, -0.035, 0.052), distance=0.3, azimuth=-30, elevation=14,
                                                        lens=100, rake=600)], glassy=True),
    # The close-up is a corner, as the glass one's: the clip with its grip ridge under the flange.
    "plasticContainer": Shape(plastic_container, 0.2, [View(-28, 24, fill=0.9),
                                                       View(25, 38, fill=0.9, build=plastic_container_stack),
                                                       View(target=(-0.078, -0.035, 0.054), distance=0.3, azimuth=-30,
                                                            elevation=14, lens=100, rake=600)], glassy=True),
    # The close-up is the left handle growing out of the rim, the glass's thickness at its edge.
    "glassBakingDish": Shape(glass_baking_dish, 0.34, [View(-25, 28, fill=0.95), View(10, 60, fill=0.9),
                                                       View(target=(-0.18, -0.025, 0.058), distance=0.36, azimuth=-35,
                                                            elevation=28, lens=100, rake=500)], glassy=True),
    # The close-up is the pump's collar on the glass's shoulder, the pump head and nozzle above.
    "glassDispenser": Shape(glass_dispenser, 0.22, [View(-25, 12, fill=0.86), View(35, 25, fill=0.86),
                                                    View(target=(0.0, -0.01, 0.152), distance=0.3, azimuth=-25, elevation=12,
                                                         lens=100, rake=600)], glassy=True),
    # The close-up is the lid's edge and knob against the sweep, the infuser seen through the neck.
    "glassTeapot": Shape(glass_teapot, 0.22, [View(-25, 16, fill=0.9), View(155, 22, fill=0.9),
                                              View(target=(-0.03, -0.02, 0.108), distance=0.34, azimuth=-20, elevation=8,
                                                   lens=100, rake=600)], glassy=True),
}


def build(name, mask=True, view=None):
    """Build a shape's model (or a view's own); `mask=False` gives the catalogue colour instead of neutral grey."""
    random.seed(name)
    return ((view and view.build) or SHAPES[name].build)(mask=mask and SHAPES[name].mask)
