#!/usr/bin/env bash
# Installs `evidence` under a prefix: bin/evidence, the manual page share/man/man1/evidence.1 and the
# bash, zsh and fish completions.
#
#   scripts/install.sh [--prefix DIR] [--version V] [--from-source | --release-only]
#                                         (prefix default /usr/local; DESTDIR is honoured for packaging)
#
# First it looks for a release for this platform (evidence-<version>-<os>-<arch>.tar.gz, written by
# scripts/dev/package-release.sh): SHA256SUMS of the release (--version, default the newest) from
# EVIDENCE_RELEASE_URL (default: the releases of the GitHub repository this clone comes from), then
# the tarball, whose SHA-256 must be the one SHA256SUMS gives — else it refuses, exit 1. Without such
# a release (or with --from-source) it builds from this checkout the same package, in release, on
# Linux with the Swift runtime and the C libraries linked in (scripts/dev/package-release.sh), and
# installs that. --release-only: no build; without a release, exit 2 (the Action then builds with its
# cache). An installed binary that does not run (a shared library its README names is missing): exit 3.
set -euo pipefail

usage="usage: scripts/install.sh [--prefix DIR] [--version V] [--from-source | --release-only]"
prefix=/usr/local
version=""
from_source=false
release_only=false
while [ $# -gt 0 ]; do
  case "$1" in
    --prefix|--version)
      [ $# -ge 2 ] && [ -n "$2" ] || { echo "error: $1 needs a value; $usage" >&2; exit 64; }
      if [ "$1" = --prefix ]; then prefix=$2; else version=${2#v}; fi
      shift 2 ;;
    --prefix=*)
      prefix=${1#--prefix=}
      [ -n "$prefix" ] || { echo "error: --prefix needs a directory; $usage" >&2; exit 64; }
      shift ;;
    --version=*) version=${1#--version=}; version=${version#v}; shift ;;
    --from-source) from_source=true; shift ;;
    --release-only) release_only=true; shift ;;
    -h|--help) echo "$usage"; exit 0 ;;
    *) echo "error: unknown argument '$1'; $usage" >&2; exit 64 ;;
  esac
done
case "$prefix" in
  /*) ;;
  *) prefix="$(pwd)/$prefix" ;;
esac
root="${DESTDIR:-}$prefix"

cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

case "$(uname -s)" in Darwin) os=macos ;; *) os=linux ;; esac
case "$(uname -m)" in x86_64|amd64) arch=x86_64 ;; aarch64|arm64) arch=arm64 ;; *) arch=$(uname -m) ;; esac
source_version=$(sed -n 's/.*static let current = "\(.*\)".*/\1/p' Sources/EvidenceCore/EvidenceVersion.swift)

# Where the releases are: EVIDENCE_RELEASE_URL, else the GitHub repository of the clone's origin.
release_url() {
  if [ -n "${EVIDENCE_RELEASE_URL:-}" ]; then echo "${EVIDENCE_RELEASE_URL%/}"; return; fi
  local origin
  origin=$(git remote get-url origin 2>/dev/null) || return 1
  case "$origin" in
    https://github.com/*|git@github.com:*)
      origin=${origin#https://github.com/}; origin=${origin#git@github.com:}; origin=${origin%.git}
      echo "https://github.com/$origin/releases" ;;
    *) return 1 ;;
  esac
}

# Downloads URL into FILE; fails quietly when it is not there.
fetch() {
  if command -v curl >/dev/null; then
    curl -fsSL --retry 2 -o "$2" "$1" 2>/dev/null
  else
    python3 -c 'import sys, urllib.request; open(sys.argv[2], "wb").write(urllib.request.urlopen(sys.argv[1], timeout=60).read())' "$1" "$2" 2>/dev/null
  fi
}

sha256() {
  if command -v sha256sum >/dev/null; then sha256sum "$1" | cut -d' ' -f1; else shasum -a 256 "$1" | cut -d' ' -f1; fi
}

# The release's tarball for this platform in $work/package.tar.gz, verified; fails when there is none.
# A tarball that does not match its sum ends the install (exit 1).
download_release() {
  local base folder name expected actual
  base=$(release_url) || return 1
  if [ -n "$version" ]; then folder="$base/download/v$version"; else folder="$base/latest/download"; fi
  fetch "$folder/SHA256SUMS" "$work/SHA256SUMS" || return 1
  # The universal macOS binary, else this architecture's.
  name=$(awk -v os="$os" -v arch="$arch" '
    $2 ~ "^evidence-[^-]+-" os "-universal\\.tar\\.gz$" { universal = $2 }
    $2 ~ "^evidence-[^-]+-" os "-" arch "\\.tar\\.gz$" { own = $2 }
    END { print (universal != "" ? universal : own) }' "$work/SHA256SUMS")
  [ -n "$name" ] || return 1
  expected=$(awk -v name="$name" '$2 == name { print $1 }' "$work/SHA256SUMS")
  echo "Downloading $folder/$name" >&2
  fetch "$folder/$name" "$work/package.tar.gz" || return 1
  actual=$(sha256 "$work/package.tar.gz")
  if [ "$actual" != "$expected" ]; then
    echo "error: $name does not match its SHA-256 in SHA256SUMS (expected $expected, got $actual), so it is not installed." >&2
    exit 1
  fi
  echo "Verified $name against SHA256SUMS." >&2
}

build_package() {
  if [ -n "$version" ] && [ "$version" != "$source_version" ]; then
    echo "error: there is no release v$version for $os-$arch, and this checkout is version $source_version; check out v$version or leave out --version." >&2
    exit 1
  fi
  scripts/dev/package-release.sh --output "$work/built" >&2
  mv "$work/built/evidence-$source_version-$os-$arch.tar.gz" "$work/package.tar.gz"
}

if $from_source; then
  build_package
elif ! download_release; then
  if $release_only; then
    echo "No release${version:+ v$version} of evidence for $os-$arch to download." >&2
    exit 2
  fi
  echo "No release${version:+ v$version} of evidence for $os-$arch to download; building from source." >&2
  build_package
fi

mkdir "$work/package"
tar -xzf "$work/package.tar.gz" -C "$work/package"
package=$(find "$work/package" -mindepth 1 -maxdepth 1 -type d -name 'evidence-*' | head -n 1)
[ -n "$package" ] && [ -x "$package/bin/evidence" ] || { echo "error: the package has no bin/evidence." >&2; exit 1; }
install -d "$root/bin" "$root/share/man/man1" "$root/share/bash-completion/completions" \
  "$root/share/zsh/site-functions" "$root/share/fish/vendor_completions.d"
install -m 0755 "$package/bin/evidence" "$root/bin/evidence"
for file in share/man/man1/evidence.1 share/bash-completion/completions/evidence \
  share/zsh/site-functions/_evidence share/fish/vendor_completions.d/evidence.fish; do
  install -m 0644 "$package/$file" "$root/$file"
done
evidence="$root/bin/evidence"
installed=$("$evidence" --version) || {
  echo "error: the installed $evidence does not run; it needs the shared libraries its README names: $(sed -n 's/^- needs `\(.*\)`$/\1/p' "$package/README.md" | tr '\n' ' ')" >&2
  exit 3
}
echo "Installed $installed into $root (bin/evidence, share/man/man1/evidence.1, bash, zsh and fish completions)."
