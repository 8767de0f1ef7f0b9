"""Shared studio for the demo pictures: render settings, the seamless sweep with soft-box
lights, camera framing, a procedural material library and the colour mask pass.

Everything is procedural (no downloaded textures or HDRIs). Objects are modelled in metres at
real size; the studio scales to the object's size.

The colour mask: a material made with ``mask=True`` is rendered neutral light grey (#d0d0d0)
and writes 1 into the shader AOV ``mask``; everything else writes 0. The AOV holds the first
surface a camera ray hits, anti-aliased by the pixel filter, so the mask is exactly the visible
colour material. It is saved without any view transform next to the picture.
"""

import math
import os
import random

import bpy
from mathutils import Vector

# #d0d0d0 in linear light: the colour material is rendered neutral so the shop can tint it.
NEUTRAL = (0.6308, 0.6308, 0.6308, 1)
MASK_AOV = "mask"
# The empty that carries the sweep, lights and flags, so a side or back view can turn the whole
# studio with the camera instead of looking past the end of the sweep.
RIG = "studio_rig"


def srgb(hex_colour):
    """'#rrggbb' -> linear RGBA tuple for node inputs."""
    h = hex_colour.lstrip("#")
    out = []
    for i in (0, 2, 4):
        c = int(h[i : i + 2], 16) / 255
        out.append(c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4)
    return (*out, 1)


# ---------------------------------------------------------------- scene and render settings


def reset(seed=1):
    bpy.ops.wm.read_factory_settings(use_empty=True)
    random.seed(seed)
    scene = bpy.context.scene
    return scene


def setup_render(width, height, samples=96, threads=2, seed=1):
    """Cycles on the CPU, adaptive sampling, Filmic with a photographic contrast."""
    scene = bpy.context.scene
    r = scene.render
    r.engine = "CYCLES"
    r.resolution_x, r.resolution_y, r.resolution_percentage = width, height, 100
    r.threads_mode, r.threads = "FIXED", threads
    r.image_settings.file_format = "PNG"
    r.image_settings.color_mode = "RGB"
    r.image_settings.color_depth = "8"
    r.image_settings.compression = 15
    r.use_file_extension = True
    c = scene.cycles
    c.device = "CPU"
    c.samples = samples
    c.use_adaptive_sampling = True
    c.adaptive_threshold = 0.012
    c.adaptive_min_samples = 16
    c.use_denoising = False
    c.seed = seed
    c.max_bounces, c.diffuse_bounces, c.glossy_bounces = 8, 3, 4
    c.transmission_bounces, c.transparent_max_bounces = 8, 8
    c.caustics_reflective = c.caustics_refractive = False
    c.sample_clamp_direct, c.sample_clamp_indirect = 0, 4
    c.filter_width = 1.5
    c.blur_glossy = 0.6
    v = scene.view_settings
    v.view_transform = "Filmic"
    v.look = "Medium High Contrast"
    v.exposure = -0.35
    scene.display_settings.display_device = "sRGB"
    _mask_pass(scene)
    return scene


def _mask_pass(scene):
    layer = scene.view_layers[0]
    if MASK_AOV not in [a.name for a in layer.aovs]:
        aov = layer.aovs.add()
        aov.name, aov.type = MASK_AOV, "VALUE"
    scene.use_nodes = True
    tree = scene.node_tree
    tree.nodes.clear()
    rl = tree.nodes.new("CompositorNodeRLayers")
    comp = tree.nodes.new("CompositorNodeComposite")
    tree.links.new(rl.outputs["Image"], comp.inputs["Image"])
    out = tree.nodes.new("CompositorNodeOutputFile")
    out.name = "MaskOut"
    fmt = out.format
    fmt.file_format, fmt.color_mode, fmt.color_depth = "PNG", "BW", "8"
    # The mask is data: written as stored, without Filmic.
    fmt.color_management = "OVERRIDE"
    fmt.view_settings.view_transform = "Raw"
    fmt.display_settings.display_device = "None" if _has_display("None") else "sRGB"
    out.file_slots[0].path = "mask_"
    tree.links.new(rl.outputs[MASK_AOV], out.inputs[0])


def _has_display(name):
    prop = bpy.types.ColorManagedDisplaySettings.bl_rna.properties["display_device"]
    return name in [e.identifier for e in prop.enum_items]


def render(path, with_mask=True):
    """Render the picture to `path` (.png) and, if wanted, its mask to `<path>.mask.png`."""
    scene = bpy.context.scene
    os.makedirs(os.path.dirname(path), exist_ok=True)
    scene.render.filepath = path
    out = scene.node_tree.nodes.get("MaskOut")
    tmp = os.path.join(os.path.dirname(path), ".mask_tmp")
    if out:
        out.mute = not with_mask
        out.base_path = tmp
    bpy.ops.render.render(write_still=True)
    if with_mask and out:
        frame = scene.frame_current
        src = os.path.join(tmp, f"mask_{frame:04d}.png")
        os.replace(src, path[: -len(".png")] + ".mask.png")
        os.rmdir(tmp)


# ---------------------------------------------------------------- studio: sweep, world, lights


def studio(span=0.3, backdrop="#f1ede8", key=1.0, warm=0.0, floor=None):
    """A seamless sweep (floor curving into a wall) with a soft-box key, a fill and a rim light.

    span: the size of the subject in metres; everything scales with it. warm: 0..1 shifts the
    lights towards tungsten. floor: an optional material for the floor instead of the sweep.
    """
    s = span
    sweep = _sweep(width=s * 14, depth=s * 7, radius=s * 2.2, height=s * 8)
    sweep.data.materials.append(floor or paper(backdrop, name="backdrop"))
    world(strength=0.05, warm=warm)
    temp = _mix(_mix((1, 1, 1), (1, 0.93, 0.85), 0.3), (1, 0.72, 0.45), warm)
    cool = _mix(temp, (0.92, 0.96, 1), 0.5)
    # Key: a big soft box high on the left; fill: a dimmer panel front-right; rim: a strip behind.
    area_light("key", (-s * 3.2, -s * 0.4, s * 2.2), size=(s * 2.4, s * 1.6), power=11 * s * s * key / 0.0144, colour=temp, target=(0, 0, s * 0.3))
    area_light("fill", (s * 2.6, -s * 2.6, s * 1.0), size=(s * 2.5, s * 2.5), power=0.6 * s * s / 0.0144, colour=cool, target=(0, 0, s * 0.3))
    area_light("rim", (s * 1.2, s * 3.0, s * 2.8), size=(s * 2.5, s * 0.6), power=5 * s * s / 0.0144, colour=temp, target=(0, 0, s * 0.3))
    rig = bpy.data.objects.new(RIG, None)
    bpy.context.scene.collection.objects.link(rig)
    for o in bpy.context.scene.objects:
        if o.type == "LIGHT" or o is sweep:
            o.parent = rig
    return sweep


def _mix(a, b, t):
    return tuple(x * (1 - t) + y * t for x, y in zip(a, b))


def _sweep(width, depth, radius, height, segments=24):
    verts, faces = [], []
    profile = [(-depth, 0.0), (0.0, 0.0)]
    for i in range(1, segments + 1):
        a = (math.pi / 2) * i / segments
        profile.append((math.sin(a) * radius, radius - math.cos(a) * radius))
    profile.append((radius, height))
    for x in (-width / 2, width / 2):
        for y, z in profile:
            verts.append((x, y, z))
    n = len(profile)
    for i in range(n - 1):
        faces.append((i, i + 1, n + i + 1, n + i))
    mesh = bpy.data.meshes.new("sweep")
    mesh.from_pydata(verts, [], faces)
    for p in mesh.polygons:
        p.use_smooth = True
    obj = bpy.data.objects.new("sweep", mesh)
    bpy.context.scene.collection.objects.link(obj)
    obj.location.y = radius * 0.2
    return obj


def world(strength=0.35, warm=0.0, colour=None):
    """A soft gradient sky: brighter above, a little darker at the horizon."""
    w = bpy.data.worlds.new("studio")
    bpy.context.scene.world = w
    w.use_nodes = True
    nt = w.node_tree
    bg = nt.nodes["Background"]
    tc = nt.nodes.new("ShaderNodeTexCoord")
    sep = nt.nodes.new("ShaderNodeSeparateXYZ")
    ramp = nt.nodes.new("ShaderNodeValToRGB")
    nt.links.new(tc.outputs["Generated"], sep.inputs[0])
    nt.links.new(sep.outputs["Z"], ramp.inputs[0])
    base = colour or _mix((0.95, 0.95, 0.96), (1.0, 0.8, 0.6), warm)
    ramp.color_ramp.elements[0].position = 0.45
    ramp.color_ramp.elements[0].color = (*(c * 0.55 for c in base), 1)
    ramp.color_ramp.elements[1].position = 0.9
    ramp.color_ramp.elements[1].color = (*base, 1)
    nt.links.new(ramp.outputs["Color"], bg.inputs["Color"])
    bg.inputs["Strength"].default_value = strength
    return w


def area_light(name, location, size=(1, 1), power=100, colour=(1, 1, 1), target=(0, 0, 0), visible=True):
    data = bpy.data.lights.new(name, "AREA")
    data.shape = "RECTANGLE"
    data.size, data.size_y = size
    data.energy = power
    data.color = colour[:3]
    obj = bpy.data.objects.new(name, data)
    bpy.context.scene.collection.objects.link(obj)
    obj.location = location
    look_at(obj, target)
    obj.visible_glossy = visible
    return obj


def point_light(name, location, power=5, colour=(1, 0.7, 0.4), radius=0.01):
    data = bpy.data.lights.new(name, "POINT")
    data.energy, data.color, data.shadow_soft_size = power, colour[:3], radius
    obj = bpy.data.objects.new(name, data)
    bpy.context.scene.collection.objects.link(obj)
    obj.location = location
    return obj


# ---------------------------------------------------------------- camera


def look_at(obj, target):
    direction = Vector(target) - obj.location
    obj.rotation_euler = direction.to_track_quat("-Z", "Y").to_euler()


def camera(target=(0, 0, 0), distance=1.0, azimuth=-30, elevation=18, lens=85, dof=None, shift_y=0.0):
    """A camera orbiting `target`: azimuth 0 = in front (-Y), positive = to the right."""
    data = bpy.data.cameras.new("cam")
    data.lens = lens
    data.sensor_width = 36
    data.shift_y = shift_y
    cam = bpy.data.objects.new("cam", data)
    bpy.context.scene.collection.objects.link(cam)
    az, el = math.radians(azimuth), math.radians(elevation)
    t = Vector(target)
    cam.location = t + Vector((math.sin(az) * math.cos(el), -math.cos(az) * math.cos(el), math.sin(el))) * distance
    look_at(cam, t)
    bpy.context.scene.camera = cam
    if dof:
        data.dof.use_dof = True
        data.dof.focus_distance = distance
        data.dof.aperture_fstop = dof
    return cam


def frame(objects, azimuth=-30, elevation=18, lens=85, fill=0.78, dof=None, lift=0.0):
    """A camera that fits the objects' bounding sphere into `fill` of the shorter frame side."""
    bpy.context.view_layer.update()
    pts = [o.matrix_world @ Vector(c) for o in objects for c in o.bound_box]
    lo = Vector((min(p.x for p in pts), min(p.y for p in pts), min(p.z for p in pts)))
    hi = Vector((max(p.x for p in pts), max(p.y for p in pts), max(p.z for p in pts)))
    centre = (lo + hi) / 2
    centre.z += lift * (hi.z - lo.z)
    radius = (hi - lo).length / 2
    r = bpy.context.scene.render
    aspect = r.resolution_x / r.resolution_y
    # sensor_fit AUTO: the 36 mm sensor spans the longer side of the frame.
    sensor_short = 36 * min(aspect, 1 / aspect)
    half_fov = math.atan(sensor_short / 2 / lens)
    distance = radius / math.sin(half_fov) / fill
    return camera(centre, distance, azimuth, elevation, lens, dof=dof)


# ---------------------------------------------------------------- geometry helpers


def smooth_path(points, per=6):
    """An open Catmull-Rom curve through `points` (of any dimension), `per` points a span: a lathe's
    profile with a smooth normal, a strap's even path."""
    pts = [points[0], *points, points[-1]]
    out = []
    for i in range(1, len(pts) - 2):
        p0, p1, p2, p3 = pts[i - 1], pts[i], pts[i + 1], pts[i + 2]
        for k in range(per):
            t = k / per
            out.append(tuple(0.5 * (2 * p1[j] + (-p0[j] + p2[j]) * t + (2 * p0[j] - 5 * p1[j] + 4 * p2[j] - p3[j]) * t * t
                                    + (-p0[j] + 3 * p1[j] - 3 * p2[j] + p3[j]) * t ** 3) for j in range(len(p1))))
    out.append(points[-1])
    return out


def lathe(name, profile, segments=96, smooth=True, subdiv=1, wobble=0.0, seed=0):
    """Spin a profile [(radius, z), ...] about Z into a closed-walled mesh (like a potter's
    wheel). Open ends at radius 0 are capped by the spin. `wobble` adds a tiny hand-made
    irregularity (a fraction of the radius)."""
    rnd = random.Random(seed)
    phases = [rnd.uniform(0, math.tau) for _ in range(3)]
    verts, faces = [], []
    n = len(profile)
    for s in range(segments):
        a = math.tau * s / segments
        w = 1 + wobble * (math.sin(2 * a + phases[0]) * 0.6 + math.sin(3 * a + phases[1]) * 0.4)
        for r, z in profile:
            rr = r * w
            verts.append((math.cos(a) * rr, math.sin(a) * rr, z))
    for s in range(segments):
        t = (s + 1) % segments
        for i in range(n - 1):
            faces.append((s * n + i, t * n + i, t * n + i + 1, s * n + i + 1))
    return spun_mesh(name, verts, faces, smooth=smooth, subdiv=subdiv)


def weld(obj, threshold=1e-6):
    """Merge an object's doubled points (a spun profile's seam, a converted curve's ends) and turn its
    normals outwards, so smoothing and bevels round across the seams."""
    bpy.context.view_layer.objects.active = obj
    obj.select_set(True)
    bpy.ops.object.mode_set(mode="EDIT")
    bpy.ops.mesh.select_all(action="SELECT")
    bpy.ops.mesh.remove_doubles(threshold=threshold)
    bpy.ops.mesh.normals_make_consistent(inside=False)
    bpy.ops.object.mode_set(mode="OBJECT")
    obj.select_set(False)


def extruded(name, outline, bottom, top):
    """A closed 2-D outline (x, y points in order) extruded from z = bottom to z = top: two caps and the walls."""
    k = len(outline)
    verts = [(x, y, bottom) for x, y in outline] + [(x, y, top) for x, y in outline]
    faces = [tuple(reversed(range(k))), tuple(range(k, 2 * k))]
    faces += [(i, (i + 1) % k, k + (i + 1) % k, k + i) for i in range(k)]
    mesh = bpy.data.meshes.new(name)
    mesh.from_pydata(verts, [], faces)
    mesh.validate()
    return _link(name, mesh)


def spun_mesh(name, verts, faces, smooth=True, subdiv=1):
    """The object of a spun profile's vertices and quads: the seam's doubled points merged, normals
    facing out, smooth-shaded and subdivided."""
    mesh = bpy.data.meshes.new(name)
    mesh.from_pydata(verts, [], faces)
    mesh.validate()
    obj = _link(name, mesh)
    weld(obj)
    if smooth:
        for p in mesh.polygons:
            p.use_smooth = True
    if subdiv:
        m = obj.modifiers.new("sub", "SUBSURF")
        m.levels = m.render_levels = subdiv
    return obj


def _link(name, mesh):
    obj = bpy.data.objects.new(name, mesh)
    bpy.context.scene.collection.objects.link(obj)
    return obj


def box(name, size, location=(0, 0, 0), bevel=0.002, segments=3):
    """A rounded box: the small bevel catches a highlight on each edge, as real edges do."""
    bpy.ops.mesh.primitive_cube_add(size=1, location=location)
    obj = bpy.context.active_object
    obj.name = name
    obj.scale = size
    bpy.ops.object.transform_apply(scale=True)
    if bevel:
        m = obj.modifiers.new("bevel", "BEVEL")
        m.width, m.segments, m.limit_method = bevel, segments, "ANGLE"
    for p in obj.data.polygons:
        p.use_smooth = True
    obj.data.use_auto_smooth = True
    return obj


def cylinder(name, radius, depth, location=(0, 0, 0), bevel=0.001, vertices=64):
    bpy.ops.mesh.primitive_cylinder_add(radius=radius, depth=depth, vertices=vertices, location=location)
    obj = bpy.context.active_object
    obj.name = name
    if bevel:
        m = obj.modifiers.new("bevel", "BEVEL")
        m.width, m.segments, m.limit_method = bevel, 3, "ANGLE"
    for p in obj.data.polygons:
        p.use_smooth = True
    obj.data.use_auto_smooth = True
    return obj


def tube(name, points, radius, material=None, resolution=24):
    """A bent rod along `points` (handles, wire, spouts)."""
    curve = bpy.data.curves.new(name, "CURVE")
    curve.dimensions = "3D"
    curve.bevel_depth = radius
    curve.bevel_resolution = 6
    curve.resolution_u = resolution
    curve.use_fill_caps = True
    spline = curve.splines.new("NURBS")
    spline.points.add(len(points) - 1)
    for p, co in zip(spline.points, points):
        p.co = (*co, 1)
    spline.use_endpoint_u = True
    spline.order_u = min(4, len(points))
    obj = bpy.data.objects.new(name, curve)
    bpy.context.scene.collection.objects.link(obj)
    if material:
        curve.materials.append(material)
    return obj


def assign(obj, material):
    obj.data.materials.clear()
    obj.data.materials.append(material)
    return obj


def jitter(obj, angle=1.5, seed=None):
    """Nothing real stands perfectly square: a small random turn about Z (and a hair of tilt)."""
    rnd = random.Random(seed)
    obj.rotation_euler.z += math.radians(rnd.uniform(-angle, angle) * 4)
    obj.rotation_euler.x += math.radians(rnd.uniform(-angle, angle) * 0.1)
    return obj


# ---------------------------------------------------------------- material library


def _material(name, mask=False):
    m = bpy.data.materials.new(name)
    m.use_nodes = True
    nt = m.node_tree
    bsdf = nt.nodes["Principled BSDF"]
    aov = nt.nodes.new("ShaderNodeOutputAOV")
    # On this node `name` is the AOV's name (it shadows Node.name).
    aov.name = MASK_AOV
    aov.inputs["Value"].default_value = 1.0 if mask else 0.0
    return m, nt, bsdf


def _coords(nt, scale=(1, 1, 1), kind="Object"):
    tc = nt.nodes.new("ShaderNodeTexCoord")
    mp = nt.nodes.new("ShaderNodeMapping")
    mp.inputs["Scale"].default_value = scale
    nt.links.new(tc.outputs[kind], mp.inputs["Vector"])
    return mp.outputs["Vector"]


def _noise(nt, vec, scale, detail=4, rough=0.55, distortion=0.0):
    n = nt.nodes.new("ShaderNodeTexNoise")
    n.inputs["Scale"].default_value = scale
    n.inputs["Detail"].default_value = detail
    n.inputs["Roughness"].default_value = rough
    n.inputs["Distortion"].default_value = distortion
    nt.links.new(vec, n.inputs["Vector"])
    return n.outputs["Fac"]


def _math(nt, op, a, b=None):
    """A Math node doing `op` on a and b, each a number or a socket."""
    node = nt.nodes.new("ShaderNodeMath")
    node.operation = op
    for socket, value in zip(node.inputs, (a, b)):
        if value is None:
            continue
        if isinstance(value, (int, float)):
            socket.default_value = value
        else:
            nt.links.new(value, socket)
    return node.outputs["Value"]


def _range(nt, value, lo, hi, from_lo=0.3, from_hi=0.7):
    m = nt.nodes.new("ShaderNodeMapRange")
    m.inputs["From Min"].default_value, m.inputs["From Max"].default_value = from_lo, from_hi
    m.inputs["To Min"].default_value, m.inputs["To Max"].default_value = lo, hi
    nt.links.new(value, m.inputs["Value"])
    return m.outputs["Result"]


def _bump(nt, height, strength=0.2, distance=0.001, target="Normal", bsdf=None):
    b = nt.nodes.new("ShaderNodeBump")
    b.inputs["Strength"].default_value = strength
    b.inputs["Distance"].default_value = distance
    nt.links.new(height, b.inputs["Height"])
    if bsdf is not None:
        nt.links.new(b.outputs["Normal"], bsdf.inputs[target])
    return b.outputs["Normal"]


def _colour_var(nt, vec, colour, amount=0.06, scale=8):
    """The colour with a faint mottle, so large areas never look flat-CG."""
    fac = _noise(nt, vec, scale, detail=3)
    mix = nt.nodes.new("ShaderNodeMixRGB")
    mix.blend_type = "MULTIPLY"
    mix.inputs["Fac"].default_value = 1.0
    mix.inputs["Color1"].default_value = colour
    ramp = _range(nt, fac, 1 - amount, 1.0)
    comb = nt.nodes.new("ShaderNodeCombineColor")
    for ch in ("Red", "Green", "Blue"):
        nt.links.new(ramp, comb.inputs[ch])
    nt.links.new(comb.outputs["Color"], mix.inputs["Color2"])
    return mix.outputs["Color"]


def _base(colour, mask):
    return NEUTRAL if mask else (srgb(colour) if isinstance(colour, str) else colour)


def toned(colour, lightest, mask):
    """One of a colour part's several tones (a weave's dark and light strands): itself, or in a masked
    render a grey as much darker than NEUTRAL as it is than the part's `lightest` tone, so the shop's
    tint keeps the part's contrast."""
    if not mask:
        return srgb(colour)
    luminance = lambda c: 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2]  # noqa: E731
    g = NEUTRAL[0] * min(1.0, luminance(srgb(colour)) / luminance(srgb(lightest)))
    return (g, g, g, 1)


# Iron in the clay as it shows through a glaze: the glaze's own colour darkened to about half
# (in sRGB) and warmed. The shop tints a fleck with the glaze, so it fades on a dark colour as real
# speckle does (a fleck at half of a dark grey is a small step of lightness, at half of white a big
# one); a fixed dark brown stayed a black dot on every colour and read as terrazzo.
IRON = (0.22, 0.17, 0.125, 1)


def _fleck_grid(nt, vec, scale, share, lo, hi):
    """1 inside the flecks of one Voronoi grid, fading to 0 over their outer 60 % (a fleck under a
    glaze has no hard edge). The cells are 3-D, so a fleck is where the surface cuts a small ball
    round a cell's point: `share` of the cells hold one, its radius `lo`..`hi` of a cell."""
    vor = nt.nodes.new("ShaderNodeTexVoronoi")
    vor.inputs["Scale"].default_value = scale
    nt.links.new(vec, vor.inputs["Vector"])
    cell = nt.nodes.new("ShaderNodeSeparateColor")
    nt.links.new(vor.outputs["Color"], cell.inputs["Color"])
    # A cell holds a fleck when its random red is below `share`; its green sets the radius.
    held = nt.nodes.new("ShaderNodeMath")
    held.operation = "LESS_THAN"
    nt.links.new(cell.outputs["Red"], held.inputs[0])
    held.inputs[1].default_value = share
    radius = _range(nt, cell.outputs["Green"], lo, hi, 0.0, 1.0)
    edge = nt.nodes.new("ShaderNodeMath")
    edge.operation = "DIVIDE"
    nt.links.new(vor.outputs["Distance"], edge.inputs[0])
    nt.links.new(radius, edge.inputs[1])
    inside = _range(nt, edge.outputs["Value"], 1.0, 0.0, 0.4, 1.0)
    fleck = nt.nodes.new("ShaderNodeMath")
    fleck.operation = "MULTIPLY"
    nt.links.new(inside, fleck.inputs[0])
    nt.links.new(held.outputs["Value"], fleck.inputs[1])
    return fleck.outputs["Value"]


def _speckle(nt, vec, col, amount, size=1.0):
    """Fine iron speckle in stoneware clay over `col`, as Zara Home's or H&M Home's speckled mugs
    show it: small, sparse, soft flecks. A 2.5 mm grid holds flecks up to 1.8 mm across (most cut
    smaller) in 0.75 x `amount` of its cells, a sparser 7 mm grid the odd 2 mm one; a fine noise
    warps the cells so the flecks are not round. Smaller flecks vanish in finish.mjs's medians.
    `size` scales both grids (a piece framed from further away)."""
    warp = nt.nodes.new("ShaderNodeTexNoise")
    warp.inputs["Scale"].default_value = 400
    warp.inputs["Detail"].default_value = 2
    nt.links.new(vec, warp.inputs["Vector"])
    warped = nt.nodes.new("ShaderNodeMixRGB")
    warped.blend_type = "LINEAR_LIGHT"
    # Under a millimetre: more would shred a fleck into slivers.
    warped.inputs["Fac"].default_value = 0.0006
    nt.links.new(vec, warped.inputs["Color1"])
    nt.links.new(warp.outputs["Color"], warped.inputs["Color2"])
    fine = _fleck_grid(nt, warped.outputs["Color"], 400 / size, amount * 0.75, 0.2, 0.36)
    odd = _fleck_grid(nt, warped.outputs["Color"], 140 / size, amount * 0.2, 0.1, 0.16)
    flecks = nt.nodes.new("ShaderNodeMath")
    flecks.operation = "MAXIMUM"
    nt.links.new(fine, flecks.inputs[0])
    nt.links.new(odd, flecks.inputs[1])
    iron = nt.nodes.new("ShaderNodeMixRGB")
    iron.blend_type = "MULTIPLY"
    iron.inputs["Fac"].default_value = 1.0
    nt.links.new(col, iron.inputs["Color1"])
    iron.inputs["Color2"].default_value = IRON
    mix = nt.nodes.new("ShaderNodeMixRGB")
    nt.links.new(flecks.outputs["Value"], mix.inputs["Fac"])
    nt.links.new(col, mix.inputs["Color1"])
    nt.links.new(iron.outputs["Color"], mix.inputs["Color2"])
    return mix.outputs["Color"]


def ceramic(colour="#f2efe9", glossy=True, mask=False, speckle=0.0, fleck=1.0, name="ceramic"):
    """Glazed (clear coat over a satin body) or matte stoneware, optionally speckled (`fleck` scales
    the flecks: a big piece, framed from further away, needs bigger ones to show)."""
    m, nt, b = _material(name, mask)
    vec = _coords(nt, (1, 1, 1))
    col = _colour_var(nt, vec, _base(colour, mask), 0.04, 30)
    if speckle:
        col = _speckle(nt, vec, col, speckle, fleck)
    nt.links.new(col, b.inputs["Base Color"])
    rough = _noise(nt, vec, 40, detail=2)
    if glossy:
        nt.links.new(_range(nt, rough, 0.22, 0.32), b.inputs["Roughness"])
        b.inputs["Clearcoat"].default_value = 1.0
        nt.links.new(_range(nt, _noise(nt, vec, 18), 0.015, 0.05), b.inputs["Clearcoat Roughness"])
        _bump(nt, _noise(nt, vec, 9, detail=2), 0.05, 0.002, "Clearcoat Normal", b)
    else:
        nt.links.new(_range(nt, rough, 0.5, 0.68), b.inputs["Roughness"])
        b.inputs["Specular"].default_value = 0.35
        _bump(nt, _noise(nt, vec, 900, detail=6), 0.12, 0.0004, "Normal", b)
    return m


# How much of a tint the face-on glass of a coloured tumbler, jar or bottle shows in the mask: the
# rest is the sweep seen through it. Where a wall is seen at a slant, light crosses more glass.
FACE_ON_TINT = 0.55


def glass(tint="#ffffff", roughness=0.0, mask=False, name="glass"):
    """Clear glass; shadow rays pass partly through, which stands in for the caustics that
    make real glass shadows light in the middle.

    With `mask` the glass is still rendered clear (neutral grey glass reads as murky), but marked
    in the mask by how much glass the light crosses, so the shop's multiply by a variant's colour
    tints it as coloured glass is tinted: pale where a wall faces the camera, deep at the sides
    and rims seen edge-on (Beer-Lambert: the clear share to the power of the path, 1/cos).
    A mask of 1 throughout made amber, smoke and green read as painted."""
    m, nt, b = _material(name, mask)
    b.inputs["Base Color"].default_value = srgb(tint)
    b.inputs["Transmission"].default_value = 1.0
    b.inputs["Roughness"].default_value = roughness
    b.inputs["IOR"].default_value = 1.5
    out = nt.nodes["Material Output"]
    lp = nt.nodes.new("ShaderNodeLightPath")
    tr = nt.nodes.new("ShaderNodeBsdfTransparent")
    # Light passes but not all of it: real glass still casts a soft, lighter shadow.
    tr.inputs["Color"].default_value = tuple(c * 0.55 for c in srgb(tint)[:3]) + (1,)
    mix = nt.nodes.new("ShaderNodeMixShader")
    nt.links.new(lp.outputs["Is Shadow Ray"], mix.inputs["Fac"])
    nt.links.new(b.outputs["BSDF"], mix.inputs[1])
    nt.links.new(tr.outputs["BSDF"], mix.inputs[2])
    nt.links.new(mix.outputs["Shader"], out.inputs["Surface"])
    m.blend_method = "HASHED"
    if mask:
        _glass_tint_mask(nt)
    return m


def _glass_tint_mask(nt):
    """Writes 1 - (1 - FACE_ON_TINT) ** (1 / cos) into the mask, cos the wall's facing ratio."""
    facing = nt.nodes.new("ShaderNodeLayerWeight")
    facing.inputs["Blend"].default_value = 0.5  # Facing = 1 - |N.I|
    cos = _math(nt, "MAXIMUM", _math(nt, "SUBTRACT", 1.0, facing.outputs["Facing"]), 0.05)
    clear = _math(nt, "POWER", 1.0 - FACE_ON_TINT, _math(nt, "DIVIDE", 1.0, cos))
    aov = next(n for n in nt.nodes if n.bl_idname == "ShaderNodeOutputAOV")
    nt.links.new(_math(nt, "SUBTRACT", 1.0, clear), aov.inputs["Value"])


def metal(colour="#c9ccce", brushed=True, mask=False, roughness=None, name="metal"):
    """Stainless steel: brushed (streaked along X) or polished."""
    m, nt, b = _material(name, mask)
    b.inputs["Metallic"].default_value = 1.0
    b.inputs["Base Color"].default_value = _base(colour, mask)
    if brushed:
        vec = _coords(nt, (1, 60, 60))
        streak = _noise(nt, vec, 40, detail=8, rough=0.7)
        nt.links.new(_range(nt, streak, roughness or 0.22, (roughness or 0.22) + 0.12), b.inputs["Roughness"])
        _bump(nt, streak, 0.08, 0.0003, "Normal", b)
        b.inputs["Anisotropic"].default_value = 0.5
    else:
        vec = _coords(nt)
        nt.links.new(_range(nt, _noise(nt, vec, 30), roughness or 0.05, (roughness or 0.05) + 0.05), b.inputs["Roughness"])
    return m


def enamel(colour="#c0392b", mask=False, name="enamel"):
    """Enamelled cookware: a deep glossy coat with a faint orange peel."""
    m, nt, b = _material(name, mask)
    vec = _coords(nt)
    nt.links.new(_colour_var(nt, vec, _base(colour, mask), 0.03, 20), b.inputs["Base Color"])
    b.inputs["Roughness"].default_value = 0.3
    b.inputs["Clearcoat"].default_value = 1.0
    b.inputs["Clearcoat Roughness"].default_value = 0.04
    _bump(nt, _noise(nt, vec, 120, detail=2), 0.04, 0.001, "Clearcoat Normal", b)
    return m


def cast_iron(name="cast_iron"):
    m, nt, b = _material(name)
    vec = _coords(nt)
    b.inputs["Base Color"].default_value = (0.025, 0.024, 0.023, 1)
    b.inputs["Metallic"].default_value = 0.7
    grain = _noise(nt, vec, 1500, detail=8)
    nt.links.new(_range(nt, grain, 0.42, 0.62), b.inputs["Roughness"])
    _bump(nt, grain, 0.25, 0.0003, "Normal", b)
    return m


def wood(tone="#a8784c", ring_scale=14, axis="X", mask=False, oiled=True, contrast=0.45, name="wood"):
    """Long-grain wood: stretched rings distorted by noise, with pores; the grain runs along
    `axis`."""
    m, nt, b = _material(name, mask)
    stretch = {"X": (2, 40, 40), "Y": (40, 2, 40), "Z": (40, 40, 2)}[axis]
    vec = _coords(nt, stretch)
    wave = nt.nodes.new("ShaderNodeTexWave")
    wave.wave_type = "RINGS"
    wave.inputs["Scale"].default_value = ring_scale * 0.1
    wave.inputs["Distortion"].default_value = 6
    wave.inputs["Detail"].default_value = 4
    wave.inputs["Detail Scale"].default_value = 2
    nt.links.new(vec, wave.inputs["Vector"])
    ramp = nt.nodes.new("ShaderNodeValToRGB")
    base = _base(tone, mask)
    ramp.color_ramp.elements[0].color = tuple(c * (1 - contrast) for c in base[:3]) + (1,)
    ramp.color_ramp.elements[1].color = base
    ramp.color_ramp.elements[0].position = 0.15
    nt.links.new(wave.outputs["Fac"], ramp.inputs["Fac"])
    col = ramp.outputs["Color"]
    nt.links.new(_colour_var_socket(nt, vec, col), b.inputs["Base Color"])
    pores = _noise(nt, _coords(nt, {"X": (30, 900, 900), "Y": (900, 30, 900), "Z": (900, 900, 30)}[axis]), 1, detail=2)
    nt.links.new(_range(nt, pores, 0.38 if oiled else 0.6, 0.55 if oiled else 0.75), b.inputs["Roughness"])
    mixh = nt.nodes.new("ShaderNodeMath")
    mixh.operation = "ADD"
    nt.links.new(wave.outputs["Fac"], mixh.inputs[0])
    nt.links.new(pores, mixh.inputs[1])
    _bump(nt, mixh.outputs["Value"], 0.08, 0.0005, "Normal", b)
    b.inputs["Specular"].default_value = 0.4
    return m


def _colour_var_socket(nt, vec, colour_socket, amount=0.12, scale=3):
    fac = _noise(nt, vec, scale, detail=2)
    mix = nt.nodes.new("ShaderNodeMixRGB")
    mix.blend_type = "MULTIPLY"
    mix.inputs["Fac"].default_value = 1.0
    nt.links.new(colour_socket, mix.inputs["Color1"])
    v = _range(nt, fac, 1 - amount, 1.0)
    comb = nt.nodes.new("ShaderNodeCombineColor")
    for ch in ("Red", "Green", "Blue"):
        nt.links.new(v, comb.inputs[ch])
    nt.links.new(comb.outputs["Color"], mix.inputs["Color2"])
    return mix.outputs["Color"]


def _weave(nt, vec, freq):
    """Height of a plain weave: two perpendicular sets of threads (Object space, metres)."""
    out = []
    for axis, scale in (("X", (freq, freq * 0.02, freq)), ("Y", (freq * 0.02, freq, freq))):
        mp = nt.nodes.new("ShaderNodeMapping")
        mp.inputs["Scale"].default_value = (1, 1, 1)
        nt.links.new(vec, mp.inputs["Vector"])
        w = nt.nodes.new("ShaderNodeTexWave")
        w.wave_profile = "SIN"
        w.bands_direction = axis
        w.inputs["Scale"].default_value = freq
        w.inputs["Distortion"].default_value = 1.5
        w.inputs["Detail"].default_value = 1
        nt.links.new(mp.outputs["Vector"], w.inputs["Vector"])
        out.append(w.outputs["Fac"])
    mul = nt.nodes.new("ShaderNodeMath")
    mul.operation = "MAXIMUM"
    nt.links.new(out[0], mul.inputs[0])
    nt.links.new(out[1], mul.inputs[1])
    return mul.outputs["Value"]


def _fabric(name, colour, mask, freq, sheen, rough, slub, bump, amount=0.06):
    m, nt, b = _material(name, mask)
    vec = _coords(nt)
    col = _colour_var(nt, vec, _base(colour, mask), amount, 20)
    nt.links.new(col, b.inputs["Base Color"])
    b.inputs["Roughness"].default_value = rough
    b.inputs["Sheen"].default_value = sheen
    b.inputs["Sheen Tint"].default_value = 0.3
    b.inputs["Specular"].default_value = 0.3
    h = _weave(nt, vec, freq)
    if slub:
        add = nt.nodes.new("ShaderNodeMath")
        add.operation = "MULTIPLY_ADD"
        nt.links.new(_noise(nt, _coords(nt, (1, 40, 1)), 60, detail=2), add.inputs[0])
        add.inputs[1].default_value = slub
        nt.links.new(h, add.inputs[2])
        h = add.outputs["Value"]
    _bump(nt, h, bump, 0.0003, "Normal", b)
    return m


def linen(colour="#e8e2d6", mask=False, name="linen"):
    return _fabric(name, colour, mask, freq=1400, sheen=0.5, rough=0.85, slub=0.6, bump=0.35, amount=0.08)


def cotton(colour="#f1efea", mask=False, name="cotton"):
    return _fabric(name, colour, mask, freq=2600, sheen=0.4, rough=0.9, slub=0.15, bump=0.2)


def knit(colour="#d9d2c5", mask=False, name="knit"):
    """Stocking stitch: columns of V loops (voronoi-stretched) with a fuzzy sheen."""
    m, nt, b = _material(name, mask)
    vec = _coords(nt, (1, 1, 1))
    nt.links.new(_colour_var(nt, vec, _base(colour, mask), 0.05, 30), b.inputs["Base Color"])
    b.inputs["Roughness"].default_value = 0.95
    b.inputs["Sheen"].default_value = 1.0
    b.inputs["Specular"].default_value = 0.2
    w = nt.nodes.new("ShaderNodeTexWave")
    w.bands_direction = "X"
    w.wave_profile = "SAW"
    w.inputs["Scale"].default_value = 180
    w.inputs["Distortion"].default_value = 2
    mp = nt.nodes.new("ShaderNodeMapping")
    mp.inputs["Scale"].default_value = (1, 1, 1)
    nt.links.new(vec, mp.inputs["Vector"])
    # Chevron: fold the Y coordinate by |X| so the bands form V loops.
    sep = nt.nodes.new("ShaderNodeSeparateXYZ")
    nt.links.new(vec, sep.inputs[0])
    fx = nt.nodes.new("ShaderNodeMath")
    fx.operation = "PINGPONG"
    fx.inputs[1].default_value = 0.003
    nt.links.new(sep.outputs["X"], fx.inputs[0])
    zz = nt.nodes.new("ShaderNodeMath")
    zz.operation = "ADD"
    nt.links.new(sep.outputs["Z"], zz.inputs[0])
    nt.links.new(fx.outputs["Value"], zz.inputs[1])
    comb = nt.nodes.new("ShaderNodeCombineXYZ")
    nt.links.new(zz.outputs["Value"], comb.inputs["X"])
    w.bands_direction = "X"
    nt.links.new(comb.outputs["Vector"], w.inputs["Vector"])
    _bump(nt, w.outputs["Fac"], 0.6, 0.001, "Normal", b)
    return m


def velvet(colour="#7a2f3a", mask=False, name="velvet"):
    m, nt, b = _material(name, mask)
    vec = _coords(nt)
    nt.links.new(_colour_var(nt, vec, _base(colour, mask), 0.15, 12), b.inputs["Base Color"])
    b.inputs["Roughness"].default_value = 1.0
    b.inputs["Sheen"].default_value = 1.0
    b.inputs["Sheen Tint"].default_value = 0.8
    b.inputs["Specular"].default_value = 0.1
    return m


def leather(colour="#6b4428", mask=False, name="leather"):
    m, nt, b = _material(name, mask)
    vec = _coords(nt)
    nt.links.new(_colour_var(nt, vec, _base(colour, mask), 0.1, 25), b.inputs["Base Color"])
    vor = nt.nodes.new("ShaderNodeTexVoronoi")
    vor.feature = "DISTANCE_TO_EDGE"
    vor.inputs["Scale"].default_value = 700
    nt.links.new(vec, vor.inputs["Vector"])
    nt.links.new(_range(nt, vor.outputs["Distance"], 0.55, 0.38, 0, 0.2), b.inputs["Roughness"])
    _bump(nt, vor.outputs["Distance"], 0.3, 0.0003, "Normal", b)
    return m


def stone(colour="#d8d5cf", name="stone"):
    """Honed stone for worktops: a soft cloud of tone with fine flecks, satin finish."""
    m, nt, b = _material(name)
    vec = _coords(nt)
    nt.links.new(_colour_var(nt, vec, srgb(colour), 0.12, 6), b.inputs["Base Color"])
    grain = _noise(nt, vec, 600, detail=4)
    nt.links.new(_range(nt, grain, 0.28, 0.4), b.inputs["Roughness"])
    _bump(nt, grain, 0.05, 0.0003, "Normal", b)
    return m


def paper(colour="#f4f1ea", mask=False, roughness=0.75, name="paper"):
    m, nt, b = _material(name, mask)
    vec = _coords(nt)
    nt.links.new(_colour_var(nt, vec, _base(colour, mask), 0.025, 1.5), b.inputs["Base Color"])
    b.inputs["Roughness"].default_value = roughness
    b.inputs["Specular"].default_value = 0.3
    _bump(nt, _noise(nt, vec, 2500, detail=4), 0.05, 0.0002, "Normal", b)
    return m


def plastic(colour="#222222", mask=False, roughness=0.35, name="plastic"):
    m, nt, b = _material(name, mask)
    vec = _coords(nt)
    b.inputs["Base Color"].default_value = _base(colour, mask)
    nt.links.new(_range(nt, _noise(nt, vec, 50), roughness, roughness + 0.1), b.inputs["Roughness"])
    return m


def wax(colour="#f3ede2", mask=False, name="wax"):
    """Candle wax: soft subsurface glow and a satin sheen."""
    m, nt, b = _material(name, mask)
    vec = _coords(nt)
    base = _base(colour, mask)
    nt.links.new(_colour_var(nt, vec, base, 0.03, 20), b.inputs["Base Color"])
    # No subsurface: at the sample counts used here it only adds coloured grain.
    b.inputs["Sheen"].default_value = 0.3
    nt.links.new(_range(nt, _noise(nt, vec, 60), 0.3, 0.45), b.inputs["Roughness"])
    return m


def bare_material(name):
    """A material with nodes and nothing but its output, for shaders built by hand: (material, node tree)."""
    m = bpy.data.materials.new(name)
    m.use_nodes = True
    nt = m.node_tree
    nt.nodes.remove(nt.nodes["Principled BSDF"])
    return m, nt


def emission(colour=(1, 0.6, 0.25), strength=20, name="glow"):
    m, nt = bare_material(name)
    e = nt.nodes.new("ShaderNodeEmission")
    e.inputs["Color"].default_value = (*colour[:3], 1)
    e.inputs["Strength"].default_value = strength
    nt.links.new(e.outputs["Emission"], nt.nodes["Material Output"].inputs["Surface"])
    return m


def simple(colour, roughness=0.5, metallic=0.0, mask=False, name="simple"):
    m, nt, b = _material(name, mask)
    b.inputs["Base Color"].default_value = _base(colour, mask)
    b.inputs["Roughness"].default_value = roughness
    b.inputs["Metallic"].default_value = metallic
    return m


def rake(target, azimuth, span, power, elevation=14):
    """A small, hard light low on the camera's left, grazing the surface at `target`: its texture
    (speckle, orange peel, grain, brushing) throws tiny shadows and highlights that a soft box fills
    in. Replaces the previous view's raking light."""
    old = bpy.data.objects.get("rake")
    if old:
        bpy.data.objects.remove(old)
    if not power:
        return None
    az, el = math.radians(azimuth - 75), math.radians(elevation)
    d = span * 2.5
    t = Vector(target)
    loc = t + Vector((math.sin(az) * math.cos(el), -math.cos(az) * math.cos(el), math.sin(el))) * d
    return area_light("rake", loc, size=(span * 0.35, span * 0.35), power=power * span * span, colour=(1, 0.96, 0.9), target=target, visible=False)


def turn_studio(azimuth):
    """Face the studio to a camera at `azimuth`: views within 45 degrees of the front keep the
    studio as built; wider ones turn it, lights and all."""
    rig = bpy.data.objects.get(RIG)
    if rig:
        rig.rotation_euler.z = math.radians(azimuth) if abs(azimuth) > 45 else 0.0


def flags(span, darkness=0.02):
    """Black cards left and right, out of shot: glass and polished metal need something dark to
    reflect, or they vanish against a white sweep (as in a real studio)."""
    m = simple((darkness, darkness, darkness, 1), roughness=0.9, name="flag")
    cards = []
    for side in (-1, 1):
        bpy.ops.mesh.primitive_plane_add(size=1, location=(side * span * 2.2, span * 0.4, span * 0.8))
        card = bpy.context.active_object
        card.scale = (span * 1.2, span * 2.5, 1)
        card.rotation_euler = (0, math.radians(90), math.radians(side * 20))
        card.visible_camera = False
        card.visible_diffuse = False
        card.visible_shadow = False
        assign(card, m)
        card.parent = bpy.data.objects.get(RIG)
        cards.append(card)
    return cards


def group(objects, location=(0, 0, 0), rotation_z=0.0, scale=1.0):
    """Parent a model's parts to one empty so a scene can place it as a whole."""
    root = bpy.data.objects.new("group", None)
    bpy.context.scene.collection.objects.link(root)
    for o in objects:
        while o.parent is not None:
            o = o.parent
        if o is not root:
            o.parent = root
    root.location = location
    root.rotation_euler.z = math.radians(rotation_z)
    root.scale = (scale, scale, scale)
    return root
