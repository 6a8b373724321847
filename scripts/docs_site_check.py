#!/usr/bin/env python3
"""Checks the static DocC site that `scripts/docs --site DIR` builds, in a real browser, as a reader would.

Usage (scripts/docs --check runs it in a virtual environment that has Playwright):
    docs_site_check.py SITE [--expect PAGE=IMAGE ...] [--screenshots DIR]

It serves SITE on 127.0.0.1 (a free port), opens Debian's `chromium` headless through Playwright
and visits the site's root (which must lead to the landing page), the landing page (/documentation),
every module's page and every article. On each page:

- the page renders its title: DocC renders on the client, so it waits for the title element and
  compares it with the page's title in the site's data; DocC's "page not found" fails;
- every image in the content loaded (natural width > 0), and each `--expect PAGE=IMAGE` (PAGE as
  `interactionkitcallout`, IMAGE a file name) appears on that page;
- no console error, page error or failed request (HTTP status 400 or more) appears;
- its links resolve: every internal link in the content whose target is a module page or an
  article is opened in the browser and must render its title; a link to a symbol page must find the
  data DocC renders that page from (data/documentation/....json).

Prints one line per page and 'docs site: N passed, N failed'; exits non-zero on any failure.
"""

import argparse
import functools
import http.server
import json
import os
import shutil
import sys
import threading
import time
from pathlib import Path
from urllib.parse import unquote, urlsplit

from playwright.sync_api import sync_playwright

TITLE = "h1.title"
RENDER_TIMEOUT_MS = 20_000


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


class Server(http.server.ThreadingHTTPServer):
    def handle_error(self, request, client_address):
        # A browser that leaves a page (the root's redirect) drops requests it no longer needs.
        if not isinstance(sys.exc_info()[1], (BrokenPipeError, ConnectionResetError)):
            super().handle_error(request, client_address)


def serve(site):
    handler = functools.partial(QuietHandler, directory=str(site))
    server = Server(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}"


def page_data(site, path):
    """The render JSON DocC-Render fetches for `path` (/documentation/...), or None."""
    path = unquote(path).rstrip("/")
    file = site / ("data" + path + ".json")
    return json.loads(file.read_text()) if file.is_file() else None


def pages_to_visit(site):
    """The landing page, every module page and every article, as /documentation/... paths."""
    paths = ["/documentation"]
    root = site / "data" / "documentation"
    for file in sorted(root.rglob("*.json")):
        data = json.loads(file.read_text())
        relative = file.relative_to(site / "data").with_suffix("")
        # Articles written in a catalog sit right under their module (documentation/module/article);
        # the deeper article pages are DocC's generated groups (a type's default implementations).
        written_article = data.get("kind") == "article" and len(relative.parts) == 3
        if is_readers_page(data) and (data.get("kind") != "article" or written_article):
            paths.append("/" + relative.as_posix())
    return paths


def is_readers_page(data):
    """A module page (or an extended module's) or an article: the pages a reader moves between."""
    return data.get("metadata", {}).get("role") == "collection" or data.get("kind") == "article"


class Checker:
    def __init__(self, site, base, browser):
        self.site, self.base = site, base
        self.page = browser.new_page(viewport={"width": 1280, "height": 900})
        self.problems = []
        self.page.on("console", lambda m: m.type == "error" and self.problems.append(f"console error: {m.text}"))
        self.page.on("pageerror", lambda e: self.problems.append(f"page error: {e}"))
        self.page.on(
            "response", lambda r: r.status >= 400 and self.problems.append(f"HTTP {r.status} for {r.url}")
        )
        self.rendered = {}  # path -> list of problems

    def open(self, path, url=None):
        """Opens `path` (or `url`, which leads to it) and waits for its title. Returns whether the
        page rendered; the problems found on the page collect in `problems` until the next open."""
        self.problems = []
        data = page_data(self.site, path)
        if data is None:
            self.problems.append(f"no data for {path} (DocC shows 'page not found')")
            return False
        expected = data.get("metadata", {}).get("title", "")
        self.page.goto(url or self.base + path)
        try:
            self.page.wait_for_selector(TITLE, timeout=RENDER_TIMEOUT_MS)
        except Exception:
            self.problems.append(f"no title rendered within {RENDER_TIMEOUT_MS} ms")
            return False
        title = self.page.inner_text(TITLE).strip()
        if self.page.query_selector(".error-content") or title != expected:
            self.problems.append(f"title {title!r}, expected {expected!r}")
            return False
        # Let the late requests (the navigator's index, lazy chunks) finish so their errors count.
        self.page.wait_for_load_state("networkidle")
        return True

    def images(self):
        """Scrolls every content image into view, waits for it and returns (file names, broken ones)."""
        self.page.evaluate(
            """async () => {
                for (const image of document.querySelectorAll('main img')) {
                    image.loading = 'eager';
                    image.scrollIntoView();
                }
                window.scrollTo(0, 0);
            }"""
        )
        self.page.wait_for_function(
            "[...document.querySelectorAll('main img')].every(i => i.complete)", timeout=RENDER_TIMEOUT_MS
        )
        found = self.page.evaluate(
            "[...document.querySelectorAll('main img')].map(i => [i.currentSrc || i.src, i.naturalWidth])"
        )
        names = [unquote(urlsplit(src).path).rsplit("/", 1)[-1] for src, _ in found]
        broken = [src for src, width in found if width <= 0]
        return names, broken

    def content_links(self):
        """Internal links in the page's content (not the navigator), as /documentation/... paths."""
        hrefs = self.page.evaluate(
            """[...document.querySelectorAll('main a[href]')]
                 .filter(a => !a.closest('nav, .navigator, .sidebar, .adjustable-sidebar-width > div:first-child'))
                 .map(a => a.href)"""
        )
        paths = set()
        for href in hrefs:
            parts = urlsplit(href)
            if not href.startswith(self.base) or not parts.path.startswith("/documentation"):
                continue
            paths.add(parts.path.rstrip("/") or "/")
        return paths


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("site", type=Path)
    parser.add_argument("--expect", action="append", default=[], metavar="PAGE=IMAGE")
    parser.add_argument("--screenshots", type=Path)
    args = parser.parse_args()
    site = args.site.resolve()
    expected_images = {}
    for item in args.expect:
        page, image = item.split("=", 1)
        expected_images.setdefault(f"/documentation/{page.lower()}", []).append(image)

    chromium = shutil.which("chromium")
    if chromium is None:
        sys.exit("error: chromium not found (Debian's package `chromium`)")
    launch_args = ["--no-sandbox"] if os.geteuid() == 0 else []

    server, base = serve(site)
    started = time.monotonic()
    passed = failed = 0
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium, headless=True, args=launch_args)
        checker = Checker(site, base, browser)
        visits = pages_to_visit(site)
        for page in expected_images:
            if page not in visits:
                visits.append(page)
        # The site's root sends the reader to the landing page.
        checker.open("/documentation", url=base + "/")
        root_problems = list(checker.problems)
        if urlsplit(checker.page.url).path.rstrip("/") != "/documentation":
            root_problems.append(f"the root led to {checker.page.url}, not the landing page")
        if root_problems:
            failed += 1
            print("FAIL /: " + "; ".join(root_problems))
        else:
            passed += 1
            print("ok   /: leads to the landing page")
        visit_set = set(visits)
        links_checked = pages_rendered_for_links = 0
        for path in visits:
            links = set()
            if checker.open(path):
                names, broken = checker.images()
                checker.problems += [f"image did not load: {src}" for src in broken]
                checker.problems += [
                    f"expected image missing: {image}" for image in expected_images.get(path, []) if image not in names
                ]
                links = checker.content_links()
                if args.screenshots and path in ("/documentation", "/documentation/interactionkitcontextmenu"):
                    args.screenshots.mkdir(parents=True, exist_ok=True)
                    name = "landing" if path == "/documentation" else path.rsplit("/", 1)[-1]
                    checker.page.screenshot(path=str(args.screenshots / f"{name}.png"), full_page=False)
                summary = f"{len(names)} image(s), {len(links)} link(s)"
            else:
                summary = "did not render"
            problems = list(checker.problems)
            # Follow the links: pages a reader moves between render in the browser (every module
            # page and article in its own turn, any other such page here); a symbol page must have
            # the data DocC renders it from.
            for link in sorted(links):
                links_checked += 1
                data = page_data(site, link)
                if data is None:
                    problems.append(f"link to a missing page: {link}")
                elif is_readers_page(data) and link not in visit_set:
                    if link not in checker.rendered:
                        pages_rendered_for_links += 1
                        checker.open(link)
                        checker.rendered[link] = list(checker.problems)
                    if checker.rendered[link]:
                        problems.append(f"link {link} does not render: {'; '.join(checker.rendered[link])}")
            if problems:
                failed += 1
                print(f"FAIL {path}: {summary}")
                for problem in problems:
                    print(f"     {problem}")
            else:
                passed += 1
                print(f"ok   {path}: {summary}")
        browser.close()
    server.shutdown()
    print(
        f"docs site: {len(visits)} page(s) opened, {links_checked} link(s) followed "
        f"({pages_rendered_for_links} opened besides the pages), "
        f"{time.monotonic() - started:.1f} s"
    )
    print(f"docs site: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
