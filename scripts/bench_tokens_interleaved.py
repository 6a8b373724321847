"""Whole-process timing of `interactionkit tokens` with the runs of every build interleaved.

Run through scripts/bench-tokens-interleaved, which builds the binaries and writes the corpora. Each round runs the
seed recipe and `count` and `json` of every build, profile and corpus once, in reverse order every other round, after
one warm-up round; each process's wall clock and CPU time (from `wait4`) are kept, and the medians are printed with
the ratio to the recipe's median on the same corpus. Interleaving puts every build through the same bursts of load
and the same cold caches, which consecutive runs of one command (hyperfine) do not.

Usage: bench_tokens_interleaved.py ROUNDS RECIPE NAME=BINARY... -- CORPUS_NAME=PATH...
"""
import os
import statistics
import subprocess
import sys
import time


def run(argv, path):
    with open(path, "rb") as source, open(os.devnull, "wb") as sink:
        start = time.perf_counter()
        process = subprocess.Popen(argv, stdin=source, stdout=sink)
        _, status, usage = os.wait4(process.pid, 0)
        wall = time.perf_counter() - start
    if status != 0:
        sys.exit(f"bench_tokens_interleaved: {' '.join(argv)} < {path} exited with status {status}")
    return wall * 1000, (usage.ru_utime + usage.ru_stime) * 1000


def main():
    arguments = sys.argv[1:]
    if len(arguments) < 5 or "--" not in arguments:
        sys.exit(__doc__.strip().splitlines()[-1])
    rounds, recipe = int(arguments[0]), arguments[1]
    split = arguments.index("--")
    builds = dict(item.split("=", 1) for item in arguments[2:split])
    corpora = dict(item.split("=", 1) for item in arguments[split + 1:])
    commands = []
    for corpus, path in corpora.items():
        commands.append((("recipe", corpus, "", ""), [recipe], path))
        for build, binary in builds.items():
            for profile in ("twitter", "mastodon", "linkify"):
                for form in ("count", "json"):
                    argv = [binary, "tokens", "--profile", profile, "--format", form]
                    commands.append(((build, corpus, profile, form), argv, path))
    walls = {key: [] for key, _, _ in commands}
    cpus = {key: [] for key, _, _ in commands}
    for _, argv, path in commands:
        run(argv, path)
    for number in range(rounds):
        for key, argv, path in commands if number % 2 == 0 else reversed(commands):
            wall, cpu = run(argv, path)
            walls[key].append(wall)
            cpus[key].append(cpu)
    median = {key: statistics.median(values) for key, values in walls.items()}
    for corpus in corpora:
        print(f"recipe, {corpus}: {median[('recipe', corpus, '', '')]:.1f} ms")
    print(f"{'build, corpus, profile, format':<44} {'wall':>9} {'ratio':>7} {'CPU':>9}")
    for key, _, _ in commands:
        build, corpus, profile, form = key
        if build == "recipe":
            continue
        ratio = median[("recipe", corpus, "", "")] / median[key]
        label = f"{build}, {corpus}, {profile}, {form}"
        print(f"{label:<44} {median[key]:7.1f} ms {ratio:6.1f}x {statistics.median(cpus[key]):6.1f} ms")


if __name__ == "__main__":
    main()
