#!/usr/bin/env bash
# Builds and installs `evidence` into a temporary prefix (scripts/setup.sh --release for the static
# libraries, then scripts/install.sh --from-source: the package a release holds) and checks that the installed
# binary runs without the Swift toolchain: nothing of the toolchain on PATH or on the loader's path
# (env -i), no libswift* among its libraries (ldd), `--version`, and a collect/verify round trip of
# samples/sample-run, twice, giving the same bytes. Prints what it checked; exits 1 on a failure.
set -euo pipefail
cd "$(dirname "$0")/../.."
started=$(date +%s)
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
prefix="$work/prefix"

fail() { echo "FAIL: $*" >&2; exit 1; }
ok() { echo "ok: $*"; }

[ "$(uname -s)" != Linux ] || scripts/setup.sh --release >"$work/setup.log" 2>&1 || { cat "$work/setup.log" >&2; fail "scripts/setup.sh --release failed"; }
scripts/install.sh --from-source --prefix "$prefix" >"$work/install.log" 2>&1 || { cat "$work/install.log" >&2; fail "scripts/install.sh --from-source --prefix $prefix failed"; }
ok "scripts/install.sh --from-source --prefix $prefix"

for file in bin/evidence share/man/man1/evidence.1 share/bash-completion/completions/evidence \
  share/zsh/site-functions/_evidence share/fish/vendor_completions.d/evidence.fish; do
  [ -s "$prefix/$file" ] || fail "$file is missing or empty"
done
[ -x "$prefix/bin/evidence" ] || fail "bin/evidence is not executable"
ok "installed bin/evidence, the manual page and the bash, zsh and fish completions"

evidence="$prefix/bin/evidence"
# A clean environment: PATH without the toolchain, no LD_LIBRARY_PATH / DYLD_* variables.
run() { env -i PATH=/usr/bin:/bin HOME="$work" "$evidence" "$@"; }
env -i PATH=/usr/bin:/bin sh -c 'command -v swift' >/dev/null && fail "swift is on PATH=/usr/bin:/bin: the check would not prove anything"

if [ "$(uname -s)" = Linux ]; then
  libraries="$(env -i PATH=/usr/bin:/bin ldd "$evidence")" || fail "ldd $evidence failed"
  if grep -qi 'libswift\|libFoundation\|libdispatch\|libBlocksRuntime\|not found' <<<"$libraries"; then
    echo "$libraries" >&2
    fail "bin/evidence needs the toolchain's libraries (or a library is not found)"
  fi
  ok "ldd: no libswift*, libFoundation*, libdispatch or missing library ($(wc -l <<<"$libraries") libraries, all from the system)"
  # The libraries the binary asks for itself (NEEDED) are the ones the README's Install names; the
  # C runtime's own (libc, libm, libstdc++, …) are everywhere and not named.
  needed="$(readelf -d "$evidence" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p' |
    grep -v '^\(libc\|libm\|libdl\|libpthread\|librt\|libutil\|libstdc++\|libgcc_s\|ld-linux.*\)\.so' | sort | tr '\n' ' ')"
  readme="libpq.so.5 "
  [ "$needed" = "$readme" ] || fail "bin/evidence needs '$needed', the README's Install names '$readme'"
  for library in $readme; do grep -qF "\`$library\`" README.md || fail "README.md does not name $library"; done
  ok "the libraries bin/evidence needs are those README.md names: $needed"
  if command -v file >/dev/null; then
    file "$evidence" | grep -q ', stripped' || fail "bin/evidence is not stripped: $(file "$evidence")"
    ok "bin/evidence is stripped ($(du -h "$evidence" | cut -f1))"
  fi
fi

expected="evidence $(sed -n 's/.*static let current = "\(.*\)".*/\1/p' Sources/EvidenceCore/EvidenceVersion.swift)"
version="$(run --version)" || fail "evidence --version failed"
[ "$version" = "$expected" ] || fail "evidence --version printed '$version', not '$expected'"
ok "env -i PATH=/usr/bin:/bin evidence --version: $version"

run collect samples/sample-run --output "$work/run.tgz" --commit 0123456789abcdef0123456789abcdef01234567 >"$work/collect.out" ||
  fail "evidence collect samples/sample-run failed: $(cat "$work/collect.out")"
ok "evidence collect samples/sample-run: $(cat "$work/collect.out")"
run verify "$work/run.tgz" >"$work/verify.out" || fail "evidence verify failed: $(cat "$work/verify.out")"
ok "evidence verify: $(head -1 "$work/verify.out")"
run collect samples/sample-run --output "$work/again.tgz" --commit 0123456789abcdef0123456789abcdef01234567 >/dev/null
cmp -s "$work/run.tgz" "$work/again.tgz" || fail "collecting the same inputs twice gave different archives"
ok "collecting again gives the same bytes ($(wc -c <"$work/run.tgz") bytes)"
# A tampered archive must fail verification: the check above is not one that cannot fail.
gzip -dc "$work/run.tgz" >"$work/run.tar"
python3 - "$work/run.tar" <<'PY' || fail "could not alter the archive for the negative check"
import sys
path = sys.argv[1]
data = bytearray(open(path, "rb").read())
# Alter one byte of the second entry's content (the first is manifest.json).
size = int(data[124:135].strip(b"\0 ") or b"0", 8)
offset = 512 + ((size + 511) // 512) * 512
header_size = int(data[offset + 124:offset + 135].strip(b"\0 ") or b"0", 8)
typeflag = data[offset + 156:offset + 157]
while typeflag in (b"x", b"g"):
    offset += 512 + ((header_size + 511) // 512) * 512
    header_size = int(data[offset + 124:offset + 135].strip(b"\0 ") or b"0", 8)
    typeflag = data[offset + 156:offset + 157]
data[offset + 512] ^= 0x01
open(path, "wb").write(data)
PY
if run verify "$work/run.tar" >"$work/tampered.out" 2>&1; then fail "evidence verify accepted an altered archive"; fi
ok "evidence verify rejects an archive with one byte altered: $(grep -m1 -i 'altered\|mismatch\|differs\|error' "$work/tampered.out" || head -1 "$work/tampered.out")"

if command -v groff >/dev/null; then
  warnings="$(groff -man -Tutf8 -ww -z "$prefix/share/man/man1/evidence.1" 2>&1)"
  [ -z "$warnings" ] || fail "groff warns about evidence.1: $warnings"
  ok "groff renders share/man/man1/evidence.1 without warnings"
fi
bash -n "$prefix/share/bash-completion/completions/evidence" || fail "the bash completion does not parse"
ok "bash -n share/bash-completion/completions/evidence"
echo "All install checks passed in $(($(date +%s) - started)) s."
