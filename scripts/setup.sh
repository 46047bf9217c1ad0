#!/usr/bin/env bash
# Installs what the package needs, skipping what is already there.
#   Linux (Debian/Ubuntu, apt-get): the C libraries the package links, and the tools the tests use.
#   macOS (Homebrew): libarchive, zstd, openssl@3, sqlite, zlib and libpq, which are keg-only or lack a
#   pkg-config file in the SDK; prints `export PKG_CONFIG_PATH=…` for the build to find them
#   (eval "$(scripts/setup.sh)"), and appends it to $GITHUB_ENV when run in GitHub Actions.
#   --release (Linux): what --build-only installs and the -dev packages whose `.a` files
#   scripts/dev/package-release.sh links statically (libarchive's own dependencies).
#   --build-only: only what the build links (not the tools the tests use: bsdtar, cmark-gfm, zstd, jq, python3,
#   openssl: the signing tests make their keys and check signatures with it; on macOS openssl@3 has it).
set -euo pipefail
build_only=false
release=false
case "${1:-}" in
  --build-only) build_only=true ;;
  --release) build_only=true; release=true ;;
  "") ;;
  *) echo "error: unknown argument '$1'; usage: scripts/setup.sh [--build-only | --release]" >&2; exit 64 ;;
esac

if [ "$(uname -s)" = Darwin ]; then
  command -v brew >/dev/null || { echo "error: Homebrew (brew) is needed to install libarchive, zstd, openssl@3 and sqlite; see README.md." >&2; exit 1; }
  formulae=(libarchive zstd openssl@3 sqlite zlib libpq)
  command -v pkg-config >/dev/null || formulae+=(pkgconf)
  $build_only || command -v jq >/dev/null || formulae+=(jq)
  $build_only || command -v cmark-gfm >/dev/null || formulae+=(cmark-gfm)
  missing=()
  for formula in "${formulae[@]}"; do
    brew list --versions "$formula" >/dev/null 2>&1 || missing+=("$formula")
  done
  if [ ${#missing[@]} -gt 0 ]; then
    HOMEBREW_NO_AUTO_UPDATE=1 brew install "${missing[@]}" >&2
  fi
  path=""
  for formula in libarchive zstd openssl@3 sqlite zlib libpq; do
    path="${path:+$path:}$(brew --prefix "$formula")/lib/pkgconfig"
  done
  path="$path${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}"
  echo "export PKG_CONFIG_PATH='$path'"
  if [ -n "${GITHUB_ENV:-}" ]; then echo "PKG_CONFIG_PATH=$path" >>"$GITHUB_ENV"; fi
  exit 0
fi

needed=()
packages=(libarchive-dev libzstd-dev zlib1g-dev libssl-dev libsqlite3-dev libpq-dev)
$build_only || packages+=(libarchive-tools cmark-gfm zstd jq python3 postgresql openssl)
! $release || packages+=(libacl1-dev liblz4-dev nettle-dev libbz2-dev liblzma-dev libxml2-dev python3)
for package in "${packages[@]}"; do
  dpkg -s "$package" >/dev/null 2>&1 || needed+=("$package")
done
if [ ${#needed[@]} -gt 0 ]; then
  if command -v apt-get >/dev/null 2>&1; then
    sudo_cmd=""
    [ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
    $sudo_cmd apt-get update -qq >&2
    DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "${needed[@]}" >/dev/null
  else
    echo "error: missing system packages (${needed[*]}) and no apt-get to install them; see README.md." >&2
    exit 1
  fi
fi
