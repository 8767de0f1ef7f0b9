"""Render named hard-goods packshots or scenes to raw PNGs (then run finish.mjs).

    blender -b -noaudio --factory-startup -P studio/render.py -- products mug vase
    blender -b -noaudio --factory-startup -P studio/render.py -- scenes table-laid
    node studio/card-art.mjs && blender ... -P studio/render.py -- cards card-birthday
    ... -- products all --views 1,3 --scale 0.5 --samples 16 --out /tmp/preview

Products render at 1200x1500 x scale, scenes at 1800x1200 x scale; finish.mjs resizes to the
exact sizes of the seed contract. The raw folder holds <name>-<n>.png and .mask.png files.
"""

import argparse
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import accessories  # noqa: E402
import ceramics  # noqa: E402
import common as C  # noqa: E402
import decor  # noqa: E402
import games  # noqa: E402
import gift_cards  # noqa: E402
import hard_goods  # noqa: E402
import kitchen_tools  # noqa: E402
import kitchenware  # noqa: E402
import scenes_hard  # noqa: E402
import scenes_soft  # noqa: E402
import serveware  # noqa: E402
import shoes  # noqa: E402
import soft_goods  # noqa: E402
import utensils  # noqa: E402
import woodglass  # noqa: E402

# Which module models each shape and scene; a module may bring its own studio().
PRODUCTS = {n: m for m in (hard_goods, kitchen_tools, kitchenware, serveware, soft_goods, decor, accessories, shoes, woodglass, ceramics, games, utensils) for n in m.SHAPES}
SCENES = {n: m for m in (scenes_hard, scenes_soft) for n in m.SCENES}
# Gift-card designs, photographed at 1600x1000 (the 8:5 of the drawn artwork).
CARDS = gift_cards.CARDS


def _args():
    argv = sys.argv[sys.argv.index("--") + 1 :] if "--" in sys.argv else []
    p = argparse.ArgumentParser(prog="render.py")
    p.add_argument("kind", choices=["products", "scenes", "cards"])
    p.add_argument("names", nargs="+", help="shape or scene names, or 'all'")
    p.add_argument("--out", default=os.environ.get("STUDIO_RAW", "/tmp/studio-raw"))
    p.add_argument("--scale", type=float, default=float(os.environ.get("STUDIO_SCALE", "0.8")))
    p.add_argument("--samples", type=int, default=int(os.environ.get("STUDIO_SAMPLES", "40")))
    p.add_argument("--threads", type=int, default=2)
    p.add_argument("--views", default="", help="comma-separated view numbers, default all")
    return p.parse_args(argv)


def render_product(name, a):
    mod = PRODUCTS[name]
    shape = mod.SHAPES[name]
    views = [int(v) for v in a.views.split(",") if v] or range(1, len(shape.views) + 1)
    objects, model = None, None
    for n in views:
        v = shape.views[n - 1]
        # The studio is set once per model: the shape's, or a view's own (v.build).
        if objects is None or v.build is not model:
            C.reset()
            C.setup_render(round(1200 * a.scale), round(1500 * a.scale), a.samples, a.threads)
            getattr(mod, "studio", C.studio)(span=shape.span)
            if shape.glassy:
                C.flags(shape.span)
            objects, model = mod.build(name, view=v), v.build
        if C.bpy.context.scene.camera:
            C.bpy.data.objects.remove(C.bpy.context.scene.camera)
        C.turn_studio(v.azimuth)
        C.rake(v.target or (0, 0, 0), v.azimuth, shape.span, v.rake)
        if v.target:
            C.camera(v.target, v.distance, v.azimuth, v.elevation, v.lens, dof=v.dof)
        else:
            C.frame([o for o in objects if o.type in ("MESH", "CURVE")], v.azimuth, v.elevation, v.lens, v.fill)
        t = time.time()
        C.render(os.path.join(a.out, f"{name}-{n}.png"), with_mask=shape.mask)
        print(f"studio: {name}-{n} {time.time() - t:.0f}s", flush=True)


def render_scene(name, a):
    C.reset()
    C.setup_render(round(1800 * a.scale), round(1200 * a.scale), a.samples, a.threads)
    SCENES[name].SCENES[name]()
    t = time.time()
    C.render(os.path.join(a.out, f"{name}.png"), with_mask=False)
    print(f"studio: {name} {time.time() - t:.0f}s", flush=True)


def render_card(name, a):
    C.reset()
    C.setup_render(round(1600 * a.scale), round(1000 * a.scale), a.samples, a.threads)
    CARDS[name]()
    t = time.time()
    C.render(os.path.join(a.out, f"{name}.png"), with_mask=False)
    print(f"studio: {name} {time.time() - t:.0f}s", flush=True)


def main():
    a = _args()
    table = {"products": PRODUCTS, "scenes": SCENES, "cards": CARDS}[a.kind]
    names = list(table) if a.names == ["all"] else a.names
    unknown = [n for n in names if n not in table]
    if unknown:
        sys.exit(f"unknown {a.kind}: {', '.join(unknown)}; known: {', '.join(table)}")
    for name in names:
        {"products": render_product, "scenes": render_scene, "cards": render_card}[a.kind](name, a)


main()
