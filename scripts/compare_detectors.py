"""Agreement and speed of InteractionKit's detector against linkify-it-py and twitter-text-parser.

Run through scripts/compare-detectors, which prepares the virtual environment and the binary.
"""
import json
import subprocess
import sys
import tempfile
import time


def utf16_offsets(text):
    """Code-point index -> UTF-16 offset table (one entry past the end)."""
    table = [0] * (len(text) + 1)
    for i, ch in enumerate(text):
        table[i + 1] = table[i] + (2 if ord(ch) > 0xFFFF else 1)
    return table


def run_ours(binary, path, profile, fmt):
    start = time.perf_counter()
    with open(path, "rb") as f:
        out = subprocess.run([binary, "tokens", "--profile", profile, "--format", fmt],
                             stdin=f, capture_output=True, check=True).stdout
    return time.perf_counter() - start, out


def compare(name, ours, theirs, text):
    both = ours & theirs
    only_ours = sorted(ours - theirs)
    only_theirs = sorted(theirs - ours)
    units = text.encode("utf-16-le")

    def show(span):
        start, length = span
        return units[2 * start:2 * (start + length)].decode("utf-16-le", "replace")

    total = len(ours | theirs) or 1
    print(f"  agreement with {name}: {len(both)} both, {len(only_ours)} only ours, "
          f"{len(only_theirs)} only theirs ({100.0 * len(both) / total:.1f} % of all)")
    for label, spans in (("only ours", only_ours), ("only theirs", only_theirs)):
        for span in spans[:5]:
            print(f"    {label}: {span} {show(span)!r}")


def main():
    binary, size = sys.argv[1], int(sys.argv[2])
    text = subprocess.run([binary, "corpus", "--bytes", str(size)], capture_output=True, check=True).stdout.decode()
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False, encoding="utf-8") as f:
        f.write(text)
        path = f.name
    table = utf16_offsets(text)
    mb = len(text.encode()) / 1e6
    print(f"corpus: {len(text.encode())} bytes, {len(text)} code points, {table[-1]} UTF-16 units")

    # InteractionKit, linkify profile: count format first (no output cost), then JSON for agreement.
    ours_count_time, _ = run_ours(binary, path, "linkify", "count")
    ours_json_time, out = run_ours(binary, path, "linkify", "json")
    ours = {(t["range"]["location"], t["range"]["length"]) for t in json.loads(out) if t["kind"] in ("url", "email")}

    from linkify_it import LinkifyIt
    linkify = LinkifyIt(options={"fuzzy_ip": True})
    start = time.perf_counter()
    matches = linkify.match(text) or []
    linkify_time = time.perf_counter() - start
    theirs = {(table[m.index], table[m.last_index] - table[m.index]) for m in matches}
    print("linkify profile vs linkify-it-py 2.2.0")
    print(f"  time: ours {ours_count_time:.3f} s (whole process, count output; {ours_json_time:.3f} s with JSON), "
          f"linkify-it-py {linkify_time:.3f} s -> {linkify_time / ours_count_time:.1f}x")
    compare("linkify-it-py", ours, theirs, text)

    ours_count_time, _ = run_ours(binary, path, "twitter", "count")
    _, out = run_ours(binary, path, "twitter", "json")
    ours = {(t["range"]["location"], t["range"]["length"]) for t in json.loads(out) if t["kind"] == "url"}
    from twitter_text import extract_urls_with_indices
    start = time.perf_counter()
    urls = extract_urls_with_indices(text)
    twitter_time = time.perf_counter() - start
    theirs = {(table[u["indices"][0]], table[u["indices"][1]] - table[u["indices"][0]]) for u in urls}
    print("twitter profile (URLs) vs twitter-text-parser 3.0.0")
    print(f"  time: ours {ours_count_time:.3f} s (whole process), twitter-text-parser {twitter_time:.3f} s "
          f"-> {twitter_time / ours_count_time:.1f}x; their throughput {mb / twitter_time:.2f} MB/s")
    compare("twitter-text-parser", ours, theirs, text)


if __name__ == "__main__":
    main()
