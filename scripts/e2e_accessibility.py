#!/usr/bin/python3
"""Reads the live showcase as a screen reader does: through AT-SPI, with accessibility on.

Run inside a private D-Bus session by scripts/e2e (Debian's python3 with python3-pyatspi):
    dbus-run-session -- /usr/bin/python3 scripts/e2e_accessibility.py PATH-TO-SHOWCASE
It starts Xvfb and the AT-SPI bus launcher, starts the showcase *without* GTK_A11Y=none, and
checks that the app is listed by its name, that the visible posts' text can be read, that tokens
are named links and buttons, that a wrapped link's extents cover both of its line pieces, that an
open menu's items are there, that activating a link through AT-SPI taps it, that a submenu can be
opened and closed from the keyboard, and that the app printed no GLib/GTK CRITICAL or WARNING.
"""
import os
import subprocess
import sys
import time

import pyatspi

import e2e_showcase as e2e  # the driver: Xvfb, the app, its event log, xdotool

SHOWCASE = sys.argv[1] if len(sys.argv) > 1 else ".build/debug/interactionkit-showcase"
WIDTH, HEIGHT = 900, 600
APP_NAME = "InteractionKit Showcase"
LAUNCHER = next((p for p in ("/usr/libexec/at-spi-bus-launcher", "/usr/lib/at-spi2-core/at-spi-bus-launcher")
                 if os.path.exists(p)), "at-spi-bus-launcher")


class App(e2e.App):
    """The showcase with GTK's accessibility on (see e2e_showcase.App)."""

    def __init__(self, extra=(), size=(WIDTH, HEIGHT)):
        super().__init__("a11y-bus", extra, size, accessibility=True)
        time.sleep(0.6)  # the stand-ins reach the bus


def application(name, timeout=10):
    deadline = time.time() + timeout
    names = []
    while time.time() < deadline:
        desktop = pyatspi.Registry.getDesktop(0)
        names = [desktop.getChildAtIndex(i).name for i in range(desktop.childCount)]
        for i in range(desktop.childCount):
            app = desktop.getChildAtIndex(i)
            if app.name == name:
                return app
        time.sleep(0.2)
    raise AssertionError(f"no application named {name!r} on the AT-SPI bus: {names}")


def walk(node, depth=0):
    """Every accessible under a node, with its depth, parents first."""
    yield node, depth
    for i in range(node.childCount):
        child = node.getChildAtIndex(i)
        if child is not None:
            yield from walk(child, depth + 1)


def extents(node):
    box = node.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
    return box.x, box.y, box.width, box.height


def covers(outer, inner, slack=1.5):
    ox, oy, ow, oh = outer
    ix, iy, iw, ih = inner
    return ox - slack <= ix and oy - slack <= iy and ix + iw <= ox + ow + slack and iy + ih <= oy + oh + slack


def tree(app):
    return [(node.getRoleName(), node.name, node, depth) for node, depth in walk(app)]


def test_a_screen_reader_reads_the_timeline():
    app = App()
    try:
        reader = application(APP_NAME)
        nodes = tree(reader)
        tokens = next(e for e in app.events() if e["event"] == "tokens")["tokens"]
        # The visible posts' text, whole, as labels (paragraphs) with their tokens inside them.
        labels = [(name, node, depth) for role, name, node, depth in nodes if role == "label"]
        assert any("Shipped the new docs today" in name for name, _, _ in labels), [n for n, _, _ in labels][:5]
        paragraph = next((name, node, depth) for name, node, depth in labels if "Shipped the new docs today" in name)
        inside = [(c.getRoleName(), c.name) for c, _ in walk(paragraph[1])][1:]
        assert ("link", "https://swift.org/documentation") in inside, inside
        assert ("push button", "@ben@fosstodon.org") in inside, inside
        # Tokens are named links (URLs, e-mail addresses) and buttons (mentions, hashtags).
        roles = {}
        for role, name, _, _ in nodes:
            roles.setdefault(name, set()).add(role)
        for token in tokens:
            expected = "link" if token["kind"] in ("url", "email") else "push button"
            assert expected in roles.get(token["text"], set()), (token["text"], roles.get(token["text"]))
        # A wrapped link is one element whose extents cover both of its line pieces.
        wrapped = next(t for t in tokens if len(t["rects"]) > 1)
        element = next(node for role, name, node, _ in nodes if role == "link" and name == wrapped["text"])
        box = extents(element)
        for piece in wrapped["rects"]:
            assert covers(box, piece), f"{wrapped['text']}: extents {box} miss the piece {piece}"
        # Activating a link through AT-SPI taps it.
        link = next(t for t in tokens if t["kind"] == "url")
        node = next(node for role, name, node, _ in nodes if role == "link" and name == link["text"])
        node.queryAction().doAction(0)
        tap = app.wait_for(lambda e: e["event"] == "tap", 5)
        assert tap["text"] == link["text"], tap
        # A long press opens the link's menu: the menu and its items are there.
        x, y = (int(link["rects"][0][0] + link["rects"][0][2] / 2), int(link["rects"][0][1] + link["rects"][0][3] / 2))
        app.xdotool("mousemove", x, y, "mousedown", "1")
        app.wait_for(lambda e: e["event"] == "lift", 5)
        time.sleep(1.0)
        app.xdotool("mouseup", "1")
        nodes = tree(application(APP_NAME))
        items = [name for role, name, _, _ in nodes if role == "menu item"]
        assert {"Open Link", "Copy Link"} <= set(items), items
        assert any(role == "menu" for role, _, _, _ in nodes)
        app.xdotool("key", "Escape")
        app.wait_for(lambda e: e["event"] == "dismissed", 5)
        time.sleep(0.3)
    finally:
        app.close()


def test_a_screen_reader_reads_a_message_menu_and_its_submenu():
    app = App(["--page", "messages"], size=(390, 844))
    try:
        application(APP_NAME)
        app.xdotool("key", "Tab")
        app.xdotool("key", "Menu")
        app.wait_for(lambda e: e["event"] == "presented", 5)
        time.sleep(0.8)
        nodes = tree(application(APP_NAME))
        items = [name for role, name, _, _ in nodes if role == "menu item"]
        assert any(name.startswith("Translate") for name in items), items
        reactions = [name for role, name, _, _ in nodes if role == "push button"]
        for word in ("Heart", "Thumbs Up", "Ha ha"):
            assert word in reactions, reactions
    finally:
        app.close()


SCENARIOS = [test_a_screen_reader_reads_the_timeline, test_a_screen_reader_reads_a_message_menu_and_its_submenu]


def main():
    # One accessibility bus for the whole run: the reader connects to it once.
    bus = subprocess.Popen([LAUNCHER, "--launch-immediately"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    time.sleep(0.5)
    failures = e2e.run(SCENARIOS)
    bus.terminate()
    bus.wait()
    print(f"{len(SCENARIOS) - failures} of {len(SCENARIOS)} accessibility scenarios passed")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
