#!/usr/bin/env python3
"""Frame times of the live showcase under Xvfb at 1280 x 800, scale 1, from its event log: p50 and
p99 of the time each frame took to draw (`draw_ms`: the damaged regions redrawn into the kept
pixels and those copied into the widget's Cairo context), while a link lifts on the timeline page,
while the 10 MB document scrolls and while a callout pops in on the map, each also with
`--full-redraw` (every frame redrawn whole, the baseline) in the same run, alternately; and the
delay from a press to the first frame drawn after it.

Usage: scripts/showcase_frame_times.py PATH-TO-SHOWCASE (scripts/showcase-frame-times builds it).
With SHOWCASE_FRAME_PAGES=messages,map only those pages' rows are measured (a message's menu
presenting, callouts popping in), twice each.
"""
import os
import statistics
import sys
import time

sys.argv = sys.argv[:2]
import e2e_showcase as e2e  # noqa: E402  (the driver: Xvfb, xdotool, the event log)


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


SIZE = (1280, 800)


def report(name, frames):
    """A row: every frame drawn, then only the frames that changed pixels (a view that draws while
    nothing moves adds cheap empty frames, which lower its percentiles)."""
    draws = [f["draw_ms"] for f in frames]
    damaged = [f.get("damaged", 1) for f in frames]
    changed = [f["draw_ms"] for f in frames if f.get("damaged", 1) > 0] or [0.0]
    print(f"| {name} | {len(draws)} | {percentile(draws, 0.5):.1f} ms | {percentile(draws, 0.99):.1f} ms "
          f"| {max(draws):.1f} ms | {100 * statistics.mean(damaged):.0f}% | {len(changed)} | "
          f"{percentile(changed, 0.5):.1f} ms | {percentile(changed, 0.99):.1f} ms |")


def lift_frames(extra=()):
    app = e2e.App("frames-lift", list(extra), size=SIZE)
    try:
        link = e2e.first(app.tokens(), "url")
        x, y = e2e.centre(link["rects"][0])
        delays = []
        for attempt in range(5):
            mark = max(e["time"] for e in app.events())
            app.xdotool("mousemove", x, y, "mousedown", "1")
            press = app.wait_for(lambda e: e["event"] == "press" and e["time"] > mark)
            first = app.wait_for(lambda e: e["event"] == "frame" and e["time"] >= press["time"])
            delays.append((first["time"] - press["time"]) * 1000)
            app.wait_for(lambda e: e["event"] == "lift" and e["time"] > press["time"])
            time.sleep(0.8)
            app.xdotool("mouseup", "1")
            app.xdotool("key", "Escape")
            app.wait_for(lambda e: e["event"] == "dismissed" and e["time"] > press["time"])
            time.sleep(0.3)
        presses = [e for e in app.events() if e["event"] == "press"]
        frames = [f for f in app.events() if f["event"] == "frame"
                  and any(p["time"] <= f["time"] <= p["time"] + 1.2 for p in presses)]
        return frames, delays
    finally:
        app.close()


def scroll_frames(extra=()):
    app = e2e.App("frames-scroll", ["--page", "big-document", *extra], size=SIZE)
    try:
        mark = max(e["time"] for e in app.events())
        app.xdotool("mousemove", SIZE[0] // 2, SIZE[1] // 2)
        for _ in range(60):
            app.xdotool("click", "5")
            time.sleep(0.02)
        time.sleep(0.5)
        return [f for f in app.events() if f["event"] == "frame" and f["time"] > mark]
    finally:
        app.close()


def callout_frames(extra=()):
    app = e2e.App("frames-map", ["--page", "map", *extra], size=SIZE)
    try:
        pins = app.wait_for(lambda e: e["event"] == "layout")["pins"]
        for pin in pins:
            mark = max(e["time"] for e in app.events())
            x, y = e2e.centre(pin["frame"])
            app.xdotool("mousemove", x, y, "click", "1")
            app.wait_for(lambda e: e["event"] == "callout" and e["time"] > mark, 5)
            time.sleep(0.6)
        clicks = [e for e in app.events() if e["event"] == "press"]
        return [f for f in app.events() if f["event"] == "frame" and any(c["time"] <= f["time"] for c in clicks)]
    finally:
        app.close()


def messages_frames(extra=()):
    """A message's menu presents over the conversation (its platter, Tapback bar and the blurred
    dimming behind it), for a received and a sent bubble, twice each."""
    app = e2e.App("frames-messages", ["--page", "messages", *extra], size=SIZE)
    try:
        bubbles = app.wait_for(lambda e: e["event"] == "layout")["bubbles"]
        chosen = [next(b for b in bubbles if not b["sent"]), next(b for b in bubbles if b["sent"])] * 2
        for bubble in chosen:
            mark = max(e["time"] for e in app.events())
            x, y = e2e.centre(bubble["frame"])
            app.xdotool("mousemove", x, y, "mousedown", "1")
            presented = app.wait_for(lambda e: e["event"] == "presented" and e["time"] > mark, 5)
            time.sleep(0.8)
            app.xdotool("mouseup", "1")
            app.xdotool("key", "Escape")
            app.wait_for(lambda e: e["event"] == "dismissed" and e["time"] > presented["time"], 5)
            time.sleep(0.3)
        presses = [e for e in app.events() if e["event"] == "press"]
        return [f for f in app.events() if f["event"] == "frame" and any(p["time"] <= f["time"] for p in presses)]
    finally:
        app.close()


def cpu_seconds(pid):
    """The processor time a process has used, user and system, in seconds (/proc/PID/stat)."""
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def idle_cost(app, seconds=5.0):
    """Frames drawn and share of a core used while nothing happens for `seconds`."""
    time.sleep(1.5)  # the presentation settles (the lift's springs run about 1.1 s)
    mark = max(e["time"] for e in app.events())
    before, started = cpu_seconds(app.app.pid), time.time()
    time.sleep(seconds)
    used, elapsed = cpu_seconds(app.app.pid) - before, time.time() - started
    frames = [e for e in app.events() if e["event"] == "frame" and e["time"] > mark]
    return len(frames), 100 * used / elapsed


def idle_report():
    """Idle with a link preview up (timeline) and with a message's menu up (messages)."""
    rows = []
    app = e2e.App("idle-preview", size=SIZE)
    try:
        link = e2e.first(app.tokens(), "url")
        x, y = e2e.centre(link["rects"][0])
        app.xdotool("mousemove", x, y, "mousedown", "1")
        app.wait_for(lambda e: e["event"] == "lift", 5)
        app.xdotool("mouseup", "1")
        rows.append(("a link preview is up (timeline)", *idle_cost(app)))
    finally:
        app.close()
    app = e2e.App("idle-menu", ["--page", "messages"], size=(390, 844))
    try:
        bubble = app.wait_for(lambda e: e["event"] == "layout")["bubbles"][0]
        x, y = e2e.centre(bubble["frame"])
        app.xdotool("mousemove", x, y, "mousedown", "1")
        app.wait_for(lambda e: e["event"] == "presented", 5)
        app.xdotool("mouseup", "1")
        rows.append(("a message's menu is up (messages)", *idle_cost(app)))
    finally:
        app.close()
    print("| idle for 5 s while | frames drawn | processor (share of one core) |")
    print("| --- | --- | --- |")
    for name, frames, share in rows:
        print(f"| {name} | {frames} | {share:.1f}% |")
    print()


VARIANTS = (("", []), (" — full redraw", ["--full-redraw"]))


def pages_only(pages):
    """Only the rows of the named pages (`SHOWCASE_FRAME_PAGES=messages,map`), damage-only view."""
    print("| while | frames | p50 draw | p99 draw | max | area redrawn | frames that changed | their p50 | their p99 |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    for _ in range(2):
        if "messages" in pages:
            report("a message's menu presents (messages, 4 presses)", messages_frames())
        if "map" in pages:
            report("callouts pop in (map, every pin)", callout_frames())


def main():
    pages = [p for p in os.environ.get("SHOWCASE_FRAME_PAGES", "").split(",") if p]
    if pages:
        pages_only(pages)
        return
    idle_report()
    print("| while | frames | p50 draw | p99 draw | max | area redrawn | frames that changed | their p50 | their p99 |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    delays = []
    # Damage-only and full redraws alternately, so both see the same machine.
    for label, extra in VARIANTS * 2:
        lift, lift_delays = lift_frames(extra)
        if not extra:
            delays += lift_delays
        report("a link lifts (timeline, 5 presses)" + label, lift)
    for label, extra in VARIANTS * 2:
        report("the 10 MB document scrolls (60 wheel steps)" + label, scroll_frames(extra))
    for label, extra in VARIANTS:
        report("callouts pop in (map, every pin)" + label, callout_frames(extra))
    print(f"press to the first frame after it: median {statistics.median(delays):.1f} ms, max {max(delays):.1f} ms "
          f"(one frame is {1000 / 60:.1f} ms)")


if __name__ == "__main__":
    main()
