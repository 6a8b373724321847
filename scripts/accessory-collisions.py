#!/usr/bin/env python3
"""Measures how often a context-menu accessory covers the lifted preview or the menu, leaves the
content bounds, or is left out, over random presentations run through the command line.

Usage: scripts/accessory-collisions.py PATH-TO-interactionkit [RUNS [SEED]]   (default 1000 runs, seed 2)

Each run draws a container (240-1400 pt a side), a safe area, a size class, a direction, a source
and a menu of 1-60 items, and one accessory of 20-400 x 20-100 pt at a random location, attachment
and alignment; runs `interactionkit context-menu --out -` and reads its JSON. An overlap is more
than 0.5 pt with the preview or the menu; the content bounds are the container inset by the safe
area and at least 8 pt. Prints a line per location (menu per attachment) and a total.
"""
import json
import os
import random
import subprocess
import sys
import tempfile


def overlap(a, b, tolerance=0.5):
    return (min(a["x"] + a["width"], b["x"] + b["width"]) - max(a["x"], b["x"]) > tolerance and
            min(a["y"] + a["height"], b["y"] + b["height"]) - max(a["y"], b["y"]) > tolerance)


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__.strip().splitlines()[2])
    binary = sys.argv[1]
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 1000
    rng = random.Random(int(sys.argv[3]) if len(sys.argv) > 3 else 2)
    stats = {}  # location: [runs, overlaps, outside, omitted]
    with tempfile.TemporaryDirectory() as folder:
        menu_path = os.path.join(folder, "menu.json")
        for _ in range(runs):
            w, h = rng.randint(240, 1400), rng.randint(320, 1400)
            safe = [rng.randint(0, 60), rng.randint(0, 50), rng.randint(0, 40), rng.randint(0, 50)]
            sw, sh = rng.randint(20, min(600, w)), rng.randint(20, min(400, h))
            sx, sy = rng.randint(0, w - sw), rng.randint(0, h - sh)
            items = rng.randint(1, 60)
            with open(menu_path, "w") as f:
                json.dump({"children": [{"action": {"id": f"a{k}", "title": f"Item {k}"}} for k in range(items)]}, f)
            location = rng.choice(["automatic", "preview", "menu", "container"])
            attachment = rng.choice(["top", "bottom", "leading", "trailing", "center"])
            alignment = rng.choice(["leading", "center", "trailing"])
            spec = f"{rng.randint(20, 400)}x{rng.randint(20, 100)}@{location}:{attachment}/{alignment}"
            args = [binary, "context-menu", "--container", f"{w}x{h}", "--source", f"{sx},{sy},{sw},{sh}",
                    "--menu", menu_path, "--safe-area", ",".join(map(str, safe)),
                    "--size-class", rng.choice(["compact", "regular"]), "--accessory", spec, "--out", "-"]
            if rng.random() < 0.5:
                args.append("--rtl")
            result = subprocess.run(args, capture_output=True, text=True)
            if result.returncode != 0:
                continue
            layout = json.loads(result.stdout)
            s = stats.setdefault(location if location != "menu" else f"menu:{attachment}", [0, 0, 0, 0])
            s[0] += 1
            if not layout["accessories"]:
                s[3] += 1
                continue
            frame = layout["accessories"][0]["frame"]
            x0, y0 = max(safe[1], 8), max(safe[0], 8)
            x1, y1 = w - max(safe[3], 8), h - max(safe[2], 8)
            covered = [layout["previewFrame"]] + ([layout["menuFrame"]] if layout["menuFrame"] else [])
            if any(overlap(frame, other) for other in covered):
                s[1] += 1
            if (frame["x"] < x0 - 0.5 or frame["y"] < y0 - 0.5 or frame["x"] + frame["width"] > x1 + 0.5
                    or frame["y"] + frame["height"] > y1 + 0.5):
                s[2] += 1
    total = [0, 0, 0, 0]
    for key in sorted(stats):
        s = stats[key]
        total = [a + b for a, b in zip(total, s)]
        print(f"{key:16} runs {s[0]:4} overlap {s[1]:4} ({100 * s[1] / s[0]:5.1f}%) outside {s[2]:3} omitted {s[3]:3}")
    if total[0]:
        print(f"{'total':16} runs {total[0]:4} overlap {total[1]:4} ({100 * total[1] / total[0]:5.1f}%) "
              f"outside {total[2]:3} omitted {total[3]:3}")


if __name__ == "__main__":
    main()
