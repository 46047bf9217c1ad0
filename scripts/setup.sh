#!/usr/bin/env bash
# Installs the C libraries the package links (Debian/Ubuntu), skipping what is already there.
set -euo pipefail
needed=()
for package in libarchive-dev libzstd-dev zlib1g-dev libssl-dev libsqlite3-dev libarchive-tools cmark-gfm zstd; do
  dpkg -s "$package" >/dev/null 2>&1 || needed+=("$package")
done
if [ ${#needed[@]} -gt 0 ]; then
  if command -v apt-get >/dev/null 2>&1; then
    sudo_cmd=""
    [ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
    $sudo_cmd apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "${needed[@]}" >/dev/null
  else
    echo "error: missing system packages (${needed[*]}) and no apt-get to install them; see README.md." >&2
    exit 1
  fi
fi
