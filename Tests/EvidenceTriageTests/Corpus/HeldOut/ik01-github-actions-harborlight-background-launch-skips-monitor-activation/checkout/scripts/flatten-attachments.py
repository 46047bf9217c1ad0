#!/usr/bin/env python3
"""Copy xcresulttool-exported attachments into <out>/<Suite>-<test>/<file> using manifest.json."""
import json, os, shutil, sys

src, out = sys.argv[1], sys.argv[2]
manifest = json.load(open(os.path.join(src, "manifest.json")))
for test in manifest:
    name = test["testIdentifier"].replace("/", "-").rstrip("()")
    for att in test.get("attachments", []):
        dest = os.path.join(out, name)
        os.makedirs(dest, exist_ok=True)
        shutil.copy(os.path.join(src, att["exportedFileName"]), os.path.join(dest, att["suggestedHumanReadableName"]))
