#!/usr/bin/env python3
"""Prints, for every failed snapshot, the share of differing pixels and the largest channel delta."""
import sys, pathlib
from PIL import Image, ImageChops

root = pathlib.Path(sys.argv[1])
for failed in sorted(root.rglob("failed_*.png")):
    ref = failed.with_name(failed.name.replace("failed_", "reference_"))
    a, b = Image.open(ref).convert("RGBA"), Image.open(failed).convert("RGBA")
    name = f"{failed.parent.name}/{failed.stem.replace('failed_', '')}"
    if a.size != b.size:
        print(f"{name}: size differs, reference {a.size} vs new {b.size}")
        continue
    diff = ImageChops.difference(a, b)
    px = sum(1 for p in diff.getdata() if any(p))
    print(f"{name}: {100 * px / (a.size[0] * a.size[1]):.2f}% pixels differ, max channel delta {max(max(p) for p in diff.getdata())}/255")
