#!/usr/bin/env python3
"""Checks what the compiler does not: the library's layers and CommandLayer declare nothing `public` (the executable
and the tests are in the package, so `package` is enough); every `public` declaration of a product
other code links (EvidenceRecorder) has a doc comment; and only a layer's CLibraries/ folder imports
the C modules (libpq in EvidenceHistory/CLibraries/, CTeddy in EvidenceRedaction/CLibraries/, the rest in
EvidenceCore/CLibraries/); and no `assert` or `assertionFailure` in the layers that build `-O` in debug builds too
(Package.swift's byteLayerSettings: Core, Readers, Run, Redaction, Archive), where those checks vanish.
Exits 1 and names each file and line that breaks one. (The direction of the layers is the compiler's
job: each target lists the ones it may import in Package.swift.)"""
import glob
import os
import re
import sys

LAYERS = ["EvidenceCore", "EvidenceReaders", "EvidenceRun", "EvidenceRedaction", "EvidenceArchive", "EvidenceGate",
          "EvidenceTriage", "EvidenceHistory", "EvidenceKit", "EvidenceCLI", "CommandLayer"]
# Built -O in debug builds too (Package.swift's byteLayerSettings): `assert` is gone there in tests.
OPTIMISED = ["EvidenceCore", "EvidenceReaders", "EvidenceRun", "EvidenceRedaction", "EvidenceArchive"]
PRODUCTS = ["EvidenceRecorder"]
C_MODULES = ["CArchive", "CZlib", "CZstd", "CCrypto", "CSQLite", "CLibPQ", "CTeddy"]
# The one folder each C module may be imported from: libpq only where history is kept.
C_FOLDERS = {
    "Sources/EvidenceCore/CLibraries/": ["CArchive", "CZlib", "CZstd", "CCrypto", "CSQLite"],
    "Sources/EvidenceHistory/CLibraries/": ["CLibPQ"],
    # The project's own C (Sources/CTeddy): the secret scan's vector search.
    "Sources/EvidenceRedaction/CLibraries/": ["CTeddy"],
}
PUBLIC = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:public|open)\s")
ATTRIBUTE = re.compile(r"^\s*@")
ASSERT = re.compile(r"(?<![\w.])(?:assert|assertionFailure)\s*\(")
C_IMPORT = re.compile(r"^\s*(?:@\w+\s+)?import\s+(" + "|".join(C_MODULES) + r")\b")


def swift_files(target):
    return sorted(glob.glob(f"Sources/{target}/**/*.swift", recursive=True))


def problems():
    found = []
    for target in LAYERS:
        for path in swift_files(target):
            for number, line in enumerate(open(path, encoding="utf-8"), 1):
                if PUBLIC.match(line):
                    found.append(f"{path}:{number}: public in a library layer; use package")
                if target in OPTIMISED and ASSERT.search(line.split("//")[0]):
                    found.append(f"{path}:{number}: assert in a layer built -O (gone in tests); use precondition or throw")
    for target in PRODUCTS:
        for path in swift_files(target):
            lines = open(path, encoding="utf-8").read().split("\n")
            for index, line in enumerate(lines):
                if not PUBLIC.match(line):
                    continue
                above = index - 1
                while above >= 0 and ATTRIBUTE.match(lines[above]):
                    above -= 1
                if above < 0 or not lines[above].strip().startswith("///"):
                    found.append(f"{path}:{index + 1}: public declaration without a /// comment")
    for path in sorted(glob.glob("Sources/**/*.swift", recursive=True)):
        folder = next((f for f, modules in C_FOLDERS.items() if path.startswith(f)), None)
        for number, line in enumerate(open(path, encoding="utf-8"), 1):
            match = C_IMPORT.match(line)
            if match and (folder is None or match.group(1) not in C_FOLDERS[folder]):
                found.append(f"{path}:{number}: imports {match.group(1)} outside its layer's CLibraries/")
    return found


def main():
    os.chdir(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
    found = problems()
    for problem in found:
        print(problem, file=sys.stderr)
    if found:
        print(f"check-layers: {len(found)} problem(s)", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
