#!/usr/bin/env bash
# Checks CTeddy's vector kernels against its portable one (scripts/dev/check_teddy.c): on this machine
# (SSSE3 and AVX2 on x86-64), and on arm64 (NEON) under qemu-user when an aarch64 cross compiler and
# qemu-aarch64 are installed (Debian: gcc-aarch64-linux-gnu qemu-user). The Swift suite checks the
# whole search against the table search on this machine's kernels (SignSearchDifferentialTests).
set -euo pipefail
cd "$(dirname "$0")/../.."
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
sources=(scripts/dev/check_teddy.c Sources/CTeddy/teddy.c)
"${CC:-cc}" -O2 -Wall -Wextra -Werror -ISources/CTeddy/include "${sources[@]}" -o "$out/check"
"$out/check"
if command -v aarch64-linux-gnu-gcc >/dev/null && command -v qemu-aarch64 >/dev/null; then
  aarch64-linux-gnu-gcc -O2 -Wall -Wextra -Werror -static -ISources/CTeddy/include "${sources[@]}" -o "$out/check-arm64"
  qemu-aarch64 "$out/check-arm64"
else
  echo "check-teddy: no aarch64-linux-gnu-gcc and qemu-aarch64: NEON not checked"
fi
