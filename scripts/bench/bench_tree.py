#!/usr/bin/env python3
"""Generates a synthetic xcresult-like evidence tree for scripts/bench-collect.sh.

About TOTAL bytes in about FILES files: 80% compressible text (xcodebuild-style log lines, JSON and
plist-like text), 20% incompressible random bytes. Deterministic for a given size and file count.
"""
import os
import random
import sys

def line_pool(rng, count, failure_every=1):
    """Distinct log/JSON/plist lines: structure repeats, numbers and names vary, as in real logs.
    Only one in `failure_every` of the failure lines stays a failure (the rest pass), so a triage
    benchmark can have as few failures as a real run."""
    modules = ["App", "AppCore", "SyncKit", "BackgroundTasks", "Networking", "Persistence", "UIComponents"]
    words = ["refresh", "cursor", "cache", "update", "schedule", "expire", "commit", "fetch", "retry", "store"]
    lines = []
    for i in range(count):
        m = rng.choice(modules)
        w = rng.choice(words)
        n = rng.randrange(1, 100000)
        kind = i % 8
        if kind == 0:
            lines.append(f"CompileSwift normal arm64 /Users/runner/work/app/Sources/{m}/{w.capitalize()}Job{n % 400}.swift (in target '{m}' from project 'App')")
        elif kind == 1:
            lines.append(f"Test Case '-[{m}Tests.{w.capitalize()}JobTests test{w.capitalize()}{n % 50}]' passed ({n % 9}.{n % 1000:03d} seconds).")
        elif kind == 2:
            lines.append(f"    cd /Users/runner/work/app && /Applications/Xcode.app/Contents/Developer/usr/bin/swiftc -module-name {m} -Onone -enable-testing -target arm64-apple-ios17.0-simulator -j{n % 16} -index-store-path /Users/runner/Library/Developer/Xcode/DerivedData/App-{n:05x}/Index.noindex/DataStore")
        elif kind == 3:
            lines.append(f'{{"identifier": "com.example.app.{w}", "taskKind": "{rng.choice(["appRefresh", "processing"])}", "duration": {n / 1000:.3f}, "attempt": {n % 7}, "status": "{rng.choice(["succeeded", "failed", "cancelled"])}"}},')
        elif kind == 4:
            lines.append(f"\t<key>{w}{n % 300}</key>\n\t<string>{m}.{w}.{n}</string>")
        elif kind == 5:
            lines.append(f"2026-11-20 09:{n % 60:02d}:{(n // 60) % 60:02d}.{n % 1000:03d} {m}[{1000 + n % 9000}:{n:x}] [{w}] scheduled BGAppRefreshTaskRequest earliestBeginDate={n % 3600}s")
        elif kind == 6 and (i // 8) % failure_every == 0:
            lines.append(f"/Users/runner/work/app/Tests/{m}Tests/{w.capitalize()}Tests.swift:{n % 900}: error: -[{m}Tests.{w.capitalize()}Tests test{n % 40}] : XCTAssertEqual failed: (\"{n}\") is not equal to (\"{n + 1}\")")
        elif kind == 6:
            lines.append(f"Test Case '-[{m}Tests.{w.capitalize()}Tests test{n % 40}]' passed ({n % 9}.{n % 1000:03d} seconds).")
        else:
            lines.append(f"    {{ \"_type\": {{ \"_name\": \"ActionTestSummaryIdentifiableObject\" }}, \"identifier\": {{ \"_value\": \"{m}/{w}{n}\" }}, \"duration\": {{ \"_value\": \"{n / 997:.4f}\" }} }},")
    return [l + "\n" for l in lines]

def text_bytes(rng, pool, size):
    out = []
    total = 0
    while total < size:
        chunk = "".join(rng.choices(pool, k=512))
        out.append(chunk)
        total += len(chunk)
    return "".join(out).encode()[:size]

def write_file(path, size, make):
    """Writes `size` bytes from `make(n)` in pieces of at most 8 MB, so memory stays small."""
    with open(path, "wb") as f:
        remaining = size
        while remaining > 0:
            piece = make(min(remaining, 8 << 20))
            f.write(piece)
            remaining -= len(piece)

def main():
    root, total, files = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    rng = random.Random(20261129)
    pool = line_pool(rng, 200_000, int(sys.argv[4]) if len(sys.argv) > 4 else 1)
    text_total = total * 8 // 10
    random_total = total - text_total
    # Two large logs take a quarter of the text; the rest is spread over the bundle's files.
    log_size = text_total // 8
    os.makedirs(os.path.join(root, "logs"), exist_ok=True)
    for name in ["xcodebuild-test.log", "swift-test.log"]:
        write_file(os.path.join(root, "logs", name), log_size, lambda n: text_bytes(rng, pool, n))
    bundle = os.path.join(root, "Bench.xcresult")
    os.makedirs(os.path.join(bundle, "Data"), exist_ok=True)
    with open(os.path.join(bundle, "Info.plist"), "w") as f:
        f.write('<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0"><dict>'
                '<key>dateCreated</key><date>2026-11-20T09:14:03Z</date><key>rootId</key><dict><key>hash</key>'
                '<string>0~bench</string></dict><key>version</key><dict><key>major</key><integer>3</integer>'
                '</dict></dict></plist>\n')
    bundle_text = text_total - 2 * log_size
    text_files = files * 8 // 10
    random_files = files - text_files
    def sizes(count, budget):
        # Heavy-tailed: most files small, a few large, summing to the budget.
        weights = [rng.paretovariate(1.2) for _ in range(count)]
        scale = budget / sum(weights)
        return [max(1, int(w * scale)) for w in weights]
    for index, size in enumerate(sizes(text_files, bundle_text)):
        prefix = "refs" if index % 3 == 0 else "data"
        write_file(os.path.join(bundle, "Data", f"{prefix}.0~{index:06x}text"), size, lambda n: text_bytes(rng, pool, n))
    for index, size in enumerate(sizes(random_files, random_total)):
        write_file(os.path.join(bundle, "Data", f"data.0~{index:06x}blob"), size, rng.randbytes)

if __name__ == "__main__":
    main()
