"""Decor in the materials the catalogue sells it in, where the hard-goods models are of another: a
metal photo frame, a glass mug, a glass tealight holder, a metal taper candlestick, a painted wooden
tree ornament and a round wall mirror in a wooden frame. Modelled at real size, with the same
Shape/View table and studio as hard_goods.py.
"""

import math
import random

import common as C
from hard_goods import Shape, View, _cut, _glow_only, _print

# ---------------------------------------------------------------- frames and mirrors


def metal_frame(mask=True):
    """A slim metal photo frame for a 15x21 print: a rail 13 mm wide and 11 mm deep with rounded
    edges, a white mount, glass and a hardboard back with a strut, leaning back on it. The metal
    is the colour part (silver, gold, black, copper)."""
    w, h, t, rail = 0.196, 0.256, 0.011, 0.013
    outer = C.box("frame", (w, t, h), (0, 0, h / 2), bevel=0)
    _cut(outer, C.box("opening", (w - 2 * rail, t * 3, h - 2 * rail), (0, 0, h / 2), bevel=0))
    bev = outer.modifiers.new("bevel", "BEVEL")
    bev.width, bev.segments, bev.limit_method = 0.0035, 5, "ANGLE"
    for p in outer.data.polygons:
        p.use_smooth = True
    C.assign(outer, C.metal("#c9ccce", brushed=True, roughness=0.16, mask=mask, name="frame_metal"))
    inner_w, inner_h = w - 2 * rail + 0.006, h - 2 * rail + 0.006
    mount = C.assign(C.box("mount", (inner_w, 0.0015, inner_h), (0, 0.0025, h / 2), bevel=0),
                     C.paper("#f5f3ee", roughness=0.9, name="mount"))
    art = C.assign(C.box("print", (0.1, 0.0008, 0.14), (0, 0.0014, h / 2 + 0.004), bevel=0), _print("#c0704e"))
    pane = C.assign(C.box("pane", (inner_w, 0.0015, inner_h), (0, -0.001, h / 2), bevel=0), _pane_glass())
    board = C.paper("#5b4a3a", roughness=0.85, name="hardboard")
    back = C.assign(C.box("back", (inner_w, 0.0025, inner_h), (0, 0.0045, h / 2), bevel=0.0005), board)
    # The strut: hinged high on the back, its foot 9 cm behind the frame.
    strut = C.assign(C.box("strut", (0.04, 0.003, 0.17), (0, 0, 0), bevel=0.0008), board)
    strut.location = (0, 0.006 + 0.085 * math.sin(math.radians(28)) + 0.003, 0.085 * math.cos(math.radians(28)) + 0.01)
    strut.rotation_euler.x = math.radians(-28)
    parts = [outer, mount, art, pane, back, strut]
    C.group(parts).rotation_euler.x = math.radians(-10)
    return parts


def _pane_glass():
    """Picture glass: 2 mm float glass over a print bends nothing, it only reflects a little, most at
    a glancing angle. Refracting glass (`C.glass`) came out grainy over the print and mirrored the
    dark flags across half of it."""
    m, nt = C.bare_material("pane")
    clear = nt.nodes.new("ShaderNodeBsdfTransparent")
    gloss = nt.nodes.new("ShaderNodeBsdfGlossy")
    gloss.inputs["Roughness"].default_value = 0.03
    fresnel = nt.nodes.new("ShaderNodeFresnel")
    fresnel.inputs["IOR"].default_value = 1.5
    mix = nt.nodes.new("ShaderNodeMixShader")
    # Seen by the camera only: light and shadow rays pass straight through, so the print is lit as
    # if bare (a glossy pane in the shadow rays dimmed and speckled it).
    path = nt.nodes.new("ShaderNodeLightPath")
    nt.links.new(C._math(nt, "MULTIPLY", C._math(nt, "MULTIPLY", fresnel.outputs["Fac"], 0.35), path.outputs["Is Camera Ray"]),
                 mix.inputs["Fac"])
    nt.links.new(clear.outputs["BSDF"], mix.inputs[1])
    nt.links.new(gloss.outputs["BSDF"], mix.inputs[2])
    nt.links.new(mix.outputs["Shader"], nt.nodes["Material Output"].inputs["Surface"])
    m.blend_method = "HASHED"
    return m


def _reflected_room(span):
    """What a mirror shows: a big soft-grey wall behind the camera, lighter towards the top, seen in
    reflections only (it neither lights the scene nor shades it). Without it the mirror shows the
    black of the empty world beyond the sweep."""
    m, nt = C.bare_material("room")
    e = nt.nodes.new("ShaderNodeEmission")
    tc = nt.nodes.new("ShaderNodeTexCoord")
    sep = nt.nodes.new("ShaderNodeSeparateXYZ")
    nt.links.new(tc.outputs["Generated"], sep.inputs[0])
    ramp = nt.nodes.new("ShaderNodeValToRGB")
    ramp.color_ramp.elements[0].color = (0.42, 0.4, 0.38, 1)
    ramp.color_ramp.elements[1].color = (0.86, 0.85, 0.84, 1)
    nt.links.new(sep.outputs["Y"], ramp.inputs[0])
    nt.links.new(ramp.outputs["Color"], e.inputs["Color"])
    e.inputs["Strength"].default_value = 1.0
    nt.links.new(e.outputs["Emission"], nt.nodes["Material Output"].inputs["Surface"])
    C.bpy.ops.mesh.primitive_plane_add(size=1, location=(0, -span * 9, span * 2))
    wall = C.bpy.context.active_object
    wall.name = "room"
    wall.scale = (span * 30, span * 12, 1)
    wall.rotation_euler.x = math.radians(90)
    wall.visible_camera = wall.visible_diffuse = wall.visible_shadow = wall.visible_transmission = False
    return C.assign(wall, m)


def wood_mirror_close(mask=True):
    """For the close-up: the mirror with its frame's wood drawn for close range
    (`utensils._close_grain()`, the wooden spatula's): growth rings a few millimetres apart with a dark
    late-wood line and a shallow groove, where `C.wood()`'s centimetre rings read as a blank soft band."""
    import utensils

    parts = wood_mirror(mask)
    parts[0].data.materials[0] = utensils._close_grain("#c9a27b", mask, name="frame_close", spacing=0.003,
                                                       contrast=0.42)
    # The soft boxes dimmed (as the garments' `LOW` close-ups): at full power the frame's lit face
    # came out near white, where Filmic's shoulder flattens the grain.
    for light in ("key", "fill", "rim"):
        if light in C.bpy.data.objects:
            C.bpy.data.objects[light].data.energy *= 0.35
    return parts


def wood_mirror(mask=True):
    """A 50 cm round wall mirror in a turned wooden frame 45 mm wide and 22 mm deep, its face
    gently rounded, standing on the floor and leaning back against the sweep. The wood is the colour
    part (natural or walnut)."""
    r = 0.205
    profile = [(r - 0.004, -0.011), (r + 0.038, -0.011), (r + 0.043, -0.009), (r + 0.045, -0.002),
               (r + 0.043, 0.006), (r + 0.035, 0.0105), (r + 0.018, 0.0115), (r + 0.004, 0.009),
               (r - 0.001, 0.004), (r - 0.004, 0.002)]
    ring = C.lathe("mirror_frame", profile, segments=160, wobble=0.0)
    C.assign(ring, C.wood("#c9a27b", ring_scale=9, axis="Y", mask=mask, contrast=0.35, name="frame_wood"))
    pane = C.cylinder("mirror_pane", r + 0.001, 0.004, (0, 0, 0.002), bevel=0.0005, vertices=160)
    C.assign(pane, C.simple((0.93, 0.93, 0.93, 1), roughness=0.0, metallic=1.0, name="silvered"))
    parts = [ring, pane]
    root = C.group(parts, location=(0, 0.02, r + 0.045))
    root.rotation_euler = (math.radians(81), 0, 0)
    # The room is in the scene but not the model, so the camera frames the mirror alone.
    _reflected_room(0.5)
    # The fill light's panel, front right, showed in the glass as a white slab.
    fill = C.bpy.data.objects.get("fill")
    if fill:
        fill.visible_glossy = False
    return parts


# ---------------------------------------------------------------- drinkware


def glass_mug(mask=True):
    """A 350 ml mug of thick clear glass: a straight wall 4 mm thick with a rounded lip, a heavy
    base 9 mm thick and a solid glass D handle. Tinted by the shop as the other glass."""
    profile = [(0, 0.0), (0.035, 0.0), (0.0385, 0.002), (0.04, 0.008), (0.0405, 0.1), (0.04, 0.1025),
               (0.0378, 0.1035), (0.0363, 0.1015), (0.036, 0.013), (0.033, 0.0095), (0, 0.009)]
    glass = C.glass(mask=mask, name="mug_glass")
    body = C.assign(C.lathe("glass_mug", profile, segments=128, wobble=0.0015, seed=4), glass)
    handle = C.tube("handle", [(-0.039, 0, 0.085), (-0.064, 0, 0.086), (-0.072, 0, 0.056),
                               (-0.064, 0, 0.027), (-0.039, 0, 0.024)], 0.0068, glass)
    handle.scale.y = 0.8
    return [body, handle]


# ---------------------------------------------------------------- candle holders


def _flame(h, name="flame", power=0.4):
    flame = C.lathe(name, [(0, h), (0.0035, h + 0.004), (0.004, h + 0.009), (0.0022, h + 0.017), (0, h + 0.024)],
                    segments=24)
    C.assign(flame, C.emission((1.0, 0.62, 0.25), 30, name=name))
    light = C.point_light(name + "_light", (0.0, 0, h + 0.01), power=power, colour=(1, 0.6, 0.3), radius=0.004)
    # The flame, not the light's ball, is what glass and metal show: seen through a votive's wall the
    # light's sphere read as a white bead where the flame should be.
    _glow_only(flame)
    flame.visible_glossy = flame.visible_transmission = True
    light.visible_glossy = light.visible_transmission = False
    return [flame, light]


def _wick(h):
    return C.tube("wick", [(0, 0, h - 0.004), (0.0004, 0, h + 0.002), (0.0018, 0, h + 0.006)], 0.0008,
                  C.simple((0.02, 0.018, 0.015, 1), 0.8, name="wick"))


def tealight_holder(mask=True):
    """A heavy glass votive 8 cm tall and 7.6 cm across, its wall 5 mm with a rounded lip and a solid
    base 15 mm thick, holding a lit tealight in its aluminium cup. Only the glass is tinted."""
    profile = [(0, 0.0), (0.034, 0.0), (0.0375, 0.0025), (0.038, 0.01), (0.038, 0.0775), (0.0372, 0.08),
               (0.0345, 0.0805), (0.033, 0.078), (0.033, 0.019), (0.03, 0.0155), (0, 0.015)]
    holder = C.assign(C.lathe("votive", profile, segments=128, wobble=0.002, seed=5), C.glass(mask=mask, name="votive_glass"))
    base = 0.015
    cup_p = [(0, base), (0.0185, base), (0.0195, base + 0.001), (0.0195, base + 0.016), (0.0191, base + 0.016),
             (0.019, base + 0.0015), (0, base + 0.0015)]
    cup = C.assign(C.lathe("tealight_cup", cup_p, segments=64, subdiv=0), C.metal("#d4d6d8", brushed=False, roughness=0.18, name="alu"))
    top = base + 0.0145
    wax = C.assign(C.lathe("tealight_wax", [(0, base + 0.0015), (0.0189, base + 0.0015), (0.0189, top), (0.016, top - 0.0005),
                                            (0, top - 0.0012)], segments=64), C.wax("#f4efe6", name="tealight_wax"))
    return [holder, cup, wax, _wick(top), *_flame(top - 0.001, power=0.3)]


def candlestick(mask=True):
    """A turned metal taper candlestick 12 cm tall: a domed foot 9 cm across, a slim stem with two
    knops and a socket cup holding a 22 mm taper candle, lit. The metal is the colour part (silver,
    gold, black, copper); the candle keeps its ivory."""
    profile = [(0, 0.0), (0.043, 0.0), (0.045, 0.002), (0.0445, 0.006), (0.04, 0.01), (0.028, 0.016), (0.016, 0.022),
               (0.0105, 0.028), (0.0085, 0.034), (0.012, 0.039), (0.0125, 0.042), (0.009, 0.047), (0.0068, 0.055),
               (0.0062, 0.075), (0.0072, 0.088), (0.0115, 0.092), (0.0118, 0.095), (0.0085, 0.099), (0.0095, 0.103),
               (0.0145, 0.107), (0.0165, 0.112), (0.0168, 0.12), (0.0162, 0.1208), (0.0118, 0.1205), (0.0116, 0.101),
               (0, 0.101)]
    metal = C.metal("#c9ccce", brushed=False, roughness=0.14, mask=mask, name="candlestick_metal")
    stick = C.assign(C.lathe("candlestick", profile, segments=128), metal)
    h = 0.101 + 0.2
    taper = [(0, 0.101), (0.0112, 0.101), (0.0112, 0.12), (0.0104, h - 0.03), (0.0095, h - 0.004), (0.0085, h),
             (0.004, h - 0.0015), (0, h - 0.002)]
    candle = C.assign(C.lathe("taper", taper, segments=64, wobble=0.004, seed=3), C.wax("#f1eadb", name="taper_wax"))
    return [stick, candle, _wick(h - 0.002), *_flame(h + 0.002, power=0.35)]


# ---------------------------------------------------------------- ornaments


def wood_bauble(mask=True):
    """A turned wooden tree ornament 10 cm tall: a ball 6 cm across, painted in a matt colour that
    lets the grain show (the colour part), with a turned finial and a drop in bare beech and a
    jute hanging loop."""
    r = 0.03
    z0 = 0.012
    ball = C.lathe("wood_ball", [(0, z0)] + [(r * math.sin(math.pi * i / 32), z0 + r - r * math.cos(math.pi * i / 32))
                                             for i in range(1, 32)] + [(0, z0 + 2 * r)], segments=96)
    paint = C.wood("#d8d8d8", ring_scale=10, axis="Z", mask=mask, oiled=False, contrast=0.12, name="painted_wood")
    C.assign(ball, paint)
    beech = C.wood("#d2ad82", ring_scale=30, axis="Z", contrast=0.25, name="beech")
    top = z0 + 2 * r
    finial = C.assign(C.lathe("finial", [(0, top - 0.003), (0.008, top - 0.003), (0.0085, top + 0.001), (0.006, top + 0.004),
                                         (0.0045, top + 0.008), (0.0055, top + 0.011), (0.0035, top + 0.016),
                                         (0.0015, top + 0.019), (0, top + 0.0195)], segments=48), beech)
    drop = C.assign(C.lathe("drop", [(0, 0.0), (0.0022, 0.0008), (0.0045, 0.004), (0.0055, 0.008), (0.0065, z0 + 0.003),
                                     (0, z0 + 0.003)], segments=48), beech)
    jute = C.simple(C.srgb("#a78a5c"), 0.9, name="jute")
    loop = C.tube("loop", [(0, -0.001, top + 0.017), (0, -0.012, top + 0.03), (0, -0.011, top + 0.05), (0, 0, top + 0.057),
                           (0, 0.011, top + 0.05), (0, 0.012, top + 0.03), (0, 0.001, top + 0.017)], 0.0011, jute)
    parts = [ball, finial, drop, loop]
    # Hung as ornaments are photographed, 5 cm above the floor on a fine thread from out of shot;
    # the thread is not part of the model, so the camera frames the ornament.
    lift = 0.05
    C.group(parts, location=(0, 0, lift))
    C.tube("thread", [(0, 0, lift + top + 0.056), (0, 0, lift + 1.5)], 0.0004, C.simple((0.25, 0.25, 0.25, 1), 0.6, name="thread"))
    return parts


SHAPES = {
    # The close-up is the frame's top left corner against the sweep, its brushing and the mount inside.
    "metalFrame": Shape(metal_frame, 0.28, [View(-25, 8, fill=0.86), View(40, 12, fill=0.86),
                                            View(target=(-0.07, 0.04, 0.222), distance=0.26, azimuth=-28, elevation=14,
                                                 lens=100, rake=600)], glassy=True),
    # The close-up is the lip and the handle's upper join, as the mug's.
    "glassMug": Shape(glass_mug, 0.13, [View(-32, 14, fill=0.86), View(10, 30, fill=0.86),
                                        View(target=(-0.035, -0.022, 0.085), distance=0.26, azimuth=-55, elevation=18,
                                             lens=100, rake=700)], glassy=True),
    # No second angle: from higher the flame seen through the mouth and the tealight seen through the
    # wall read as two flames, from above the lit tealight blew out to a white bulb, and from the right
    # it was the packshot again with a dark flag smeared in the wall. The close-up is the lip's left end
    # and the thick wall seen edge-on, nearly level, the lit tealight inside.
    "glassCandleHolder": Shape(tealight_holder, 0.1, [View(-25, 16, fill=0.8),
                                                      View(target=(-0.024, -0.028, 0.064), distance=0.24, azimuth=-25,
                                                           elevation=8, lens=100, rake=700)], glassy=True),
    # The close-up is the socket cup round the taper and the upper knop below it, against the sweep.
    "metalCandleHolder": Shape(candlestick, 0.3, [View(-25, 10, fill=0.88), View(35, 22, fill=0.88),
                                                  View(target=(0.0, -0.005, 0.105), distance=0.3, azimuth=-25,
                                                       elevation=14, lens=100, rake=600)], glassy=True),
    "woodBauble": Shape(wood_bauble, 0.14, [View(-25, 12, fill=0.8), View(30, 28, fill=0.8),
                                            View(target=(0.0, -0.005, 0.118), distance=0.24, azimuth=-25, elevation=15, lens=100,
                                                 rake=400)]),
    # The close-up: the frame's upper left with the glass's edge and the floor reflected in it, the wood
    # drawn for close range with the soft boxes dimmed (`wood_mirror_close()`).
    "woodMirror": Shape(wood_mirror, 0.5, [View(-25, 10, fill=0.88), View(35, 14, fill=0.88),
                                           View(target=(-0.15, 0.025, 0.405), distance=0.34, azimuth=-35, elevation=24, lens=100,
                                                rake=700, build=wood_mirror_close)]),
}


def build(name, mask=True, view=None):
    """Build a shape's model; `mask=False` gives the catalogue colour instead of neutral grey."""
    random.seed(name)
    return ((view and view.build) or SHAPES[name].build)(mask=mask and SHAPES[name].mask)
