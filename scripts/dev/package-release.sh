#!/usr/bin/env bash
# Packages a release of `evidence`: evidence-<version>-<os>-<arch>.tar.gz in the output folder (default
# dist/), holding evidence-<version>-<os>-<arch>/ with bin/evidence (stripped),
# share/man/man1/evidence.1, the bash, zsh and fish completions and README.md (what the tool is, which
# shared libraries the binary still needs, how to verify and install it), and SHA256SUMS over every
# evidence-*.tar.gz in that folder. The tarball is byte-reproducible: sorted entries, one mtime
# (SOURCE_DATE_EPOCH, else the commit's time), uid/gid 0, fixed modes, gzip without a name or time.
#
#   scripts/dev/package-release.sh [--binary PATH] [--version V] [--os OS] [--arch ARCH] [--output DIR]
#
# Without --binary it builds the release binary first. On Linux: --static-swift-stdlib, and every C
# library Package.swift links (and theirs, from `pkg-config --static`) that Debian ships as a `.a` is
# linked statically — through linker scripts named lib<name>.so in a folder searched first (named by
# .pc files put first on PKG_CONFIG_PATH), so that `-larchive` from the module maps picks up the
# archives as one group. libpq stays shared: Debian's
# libpq.a needs libpgcommon.a and libpgport.a, which libpq-dev does not ship, and Kerberos and LDAP,
# which have no `.a`. What the binary still needs is read from it (readelf / otool) and named in the
# tarball's README.md. On macOS it builds for this machine's architecture; the release workflow joins
# an arm64 and an x86_64 build with lipo and passes the result with --binary and --arch universal.
# With --binary (an already built binary, e.g. in the tests) it only packages.
set -euo pipefail
usage="usage: scripts/dev/package-release.sh [--binary PATH] [--version V] [--os OS] [--arch ARCH] [--output DIR]"
cd "$(dirname "$0")/../.."
root=$(pwd)
binary="" version="" os="" arch="" output=dist
while [ $# -gt 0 ]; do
  case "$1" in
    --binary|--version|--os|--arch|--output)
      [ $# -ge 2 ] && [ -n "$2" ] || { echo "error: $1 needs a value; $usage" >&2; exit 64; }
      case "$1" in
        --binary) binary=$2 ;; --version) version=$2 ;; --os) os=$2 ;; --arch) arch=$2 ;; --output) output=$2 ;;
      esac
      shift 2 ;;
    -h|--help) echo "$usage"; exit 0 ;;
    *) echo "error: unknown argument '$1'; $usage" >&2; exit 64 ;;
  esac
done
[ -n "$version" ] || version=$(sed -n 's/.*static let current = "\(.*\)".*/\1/p' Sources/EvidenceCore/EvidenceVersion.swift)
if [ -z "$os" ]; then
  case "$(uname -s)" in Linux) os=linux ;; Darwin) os=macos ;; *) echo "error: unsupported system $(uname -s); pass --os." >&2; exit 1 ;; esac
fi
if [ -z "$arch" ]; then
  case "$(uname -m)" in x86_64|amd64) arch=x86_64 ;; aarch64|arm64) arch=arm64 ;; *) arch=$(uname -m) ;; esac
fi
case "$output" in /*) ;; *) output="$root/$output" ;; esac
if [ -z "${SOURCE_DATE_EPOCH:-}" ]; then
  SOURCE_DATE_EPOCH=$(git log -1 --format=%ct 2>/dev/null || echo 0)
fi
export SOURCE_DATE_EPOCH
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The C libraries linked statically on Linux: their `.a` files, listed for the README.
static_libraries=()

# Writes, in folder $1, lib<name>.so for each library Package.swift links that has a `.a`: a linker
# script grouping all the `.a` files of the libraries and of their dependencies (found in the
# multiarch folder), so that the linker resolves them in any order. libpq is left to the system.
write_static_link_folder() {
  local folder=$1 libdir name shared_object archives=() names=()
  libdir=$(pkg-config --variable=libdir libarchive)
  # shellcheck disable=SC2046 # one word per -l flag
  for name in $(pkg-config --static --libs-only-l libarchive zlib libzstd libcrypto sqlite3 libxml-2.0 | tr ' ' '\n' | sed -n 's/^-l//p' | awk '!seen[$0]++'); do
    case "$name" in c|m|dl|pthread|rt) continue ;; esac
    if [ -f "$libdir/lib$name.a" ]; then
      archives+=("$libdir/lib$name.a")
      static_libraries+=("lib$name.a")
    else
      # No `.a` (its -dev package is not installed: scripts/setup.sh --release installs them): the
      # shared library itself, which the binary then needs and the README names.
      shared_object=$(ldconfig -p | awk -v prefix="lib$name.so." 'index($1, prefix) == 1 { print $NF; exit }')
      [ -n "$shared_object" ] || { echo "error: neither lib$name.a nor lib$name.so.* is installed; run scripts/setup.sh --release." >&2; exit 1; }
      archives+=("$shared_object")
    fi
    names+=("$name")
  done
  # Every name, not only the five of the module maps: the static Swift runtime asks for -lxml2 too
  # (FoundationXML).
  for name in "${names[@]}"; do
    printf 'GROUP ( %s )\n' "${archives[*]}" >"$folder/lib$name.so"
  done
  # SwiftPM reads each system library's .pc file itself and puts -L<its libdir> first on the link
  # line, ahead of -Xlinker flags: .pc files naming this folder make it the first searched. libpq's
  # names a link to the system's libpq.so, so no -L of the system folder comes before it.
  mkdir "$folder/pkgconfig"
  ln -s "$libdir/libpq.so" "$folder/libpq.so"
  local package library
  for package in libarchive:archive zlib:z libzstd:zstd libcrypto:crypto sqlite3:sqlite3 libpq:pq; do
    library=${package#*:} package=${package%%:*}
    printf 'Name: %s\nDescription: %s, linked from %s\nVersion: %s\nLibs: -L%s -l%s\nCflags: %s\n' \
      "$package" "$package" "$folder" "$(pkg-config --modversion "$package")" "$folder" "$library" "$(pkg-config --cflags "$package")" \
      >"$folder/pkgconfig/$package.pc"
  done
}

build_release() {
  local flags=(-c release --product evidence)
  if [ "$os" = linux ]; then
    # A fixed place: the folder's path is in the build's flags, and a new one each time would make
    # SwiftPM rebuild everything.
    local static="$root/.build/static-link"
    rm -rf "$static"
    mkdir -p "$static"
    write_static_link_folder "$static"
    flags+=(--static-swift-stdlib)
    export PKG_CONFIG_PATH="$static/pkgconfig${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}"
  fi
  swift build "${flags[@]}" >&2
  binary="$(swift build "${flags[@]}" --show-bin-path)/evidence"
}

[ -n "$binary" ] || build_release
[ -x "$binary" ] || { echo "error: $binary is not an executable." >&2; exit 1; }

name="evidence-$version-$os-$arch"
stage="$work/$name"
mkdir -p "$stage/bin" "$stage/share/man/man1" "$stage/share/bash-completion/completions" \
  "$stage/share/zsh/site-functions" "$stage/share/fish/vendor_completions.d"
cp "$binary" "$stage/bin/evidence"
chmod 0755 "$stage/bin/evidence"
if [ "$os" = macos ]; then strip -x "$stage/bin/evidence"; else strip "$stage/bin/evidence"; fi
evidence="$stage/bin/evidence"
"$evidence" --generate-manual >"$stage/share/man/man1/evidence.1"
"$evidence" --generate-completion-script bash >"$stage/share/bash-completion/completions/evidence"
"$evidence" --generate-completion-script zsh >"$stage/share/zsh/site-functions/_evidence"
"$evidence" --generate-completion-script fish >"$stage/share/fish/vendor_completions.d/evidence.fish"

# The shared libraries the binary names itself, but the C runtime's (on every system).
if [ "$os" = macos ]; then
  # A universal binary lists each slice's libraries under its own header line: the indented ones.
  shared=$(otool -L "$evidence" | grep '^[[:space:]]' | awk '{print $1}' | grep -v '^/usr/lib/\|^/System/' | sort -u || true)
else
  shared=$(readelf -d "$evidence" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p' |
    grep -v '^\(libc\|libm\|libdl\|libpthread\|librt\|libutil\|libstdc++\|libgcc_s\|ld-linux.*\)\.so' || true)
fi

{
  sed -n '1,/^## Quick start/p' README.md | sed '$d'
  echo "## This build"
  echo
  echo "evidence $version for $os ($arch)$(git rev-parse --short HEAD >/dev/null 2>&1 && echo ", commit $(git rev-parse HEAD)")."
  echo
  if [ -n "$shared" ]; then
    echo "Shared libraries it needs besides the C library (install them first):"
    echo
    for library in $shared; do echo "- needs \`$library\`"; done
    echo
    if [ "$os" = linux ] && grep -qx 'libpq.so.5' <<<"$shared"; then
      echo "On Debian/Ubuntu \`libpq.so.5\` is the package \`libpq5\` (PostgreSQL history), which brings its own dependencies."
    elif [ "$os" = macos ]; then
      echo "With Homebrew: \`brew install libarchive zstd openssl@3 sqlite libpq\`."
    fi
  else
    echo "It needs no shared library besides the C library."
  fi
  if [ ${#static_libraries[@]} -gt 0 ]; then
    echo
    echo "Linked in statically: the Swift runtime and Foundation, and $(printf '%s, ' "${static_libraries[@]}" | sed 's/, $//') (Debian's; their licenses: libarchive, zstd, lz4, bzip2 BSD-style; zlib; OpenSSL Apache-2.0; SQLite and xz public domain; libxml2 MIT; ICU Unicode; nettle LGPL-3.0-or-later / GPL-2.0-or-later; acl LGPL-2.1-or-later)."
  fi
  echo
  echo "Install: copy \`bin/evidence\` onto PATH and \`share/\` under the same prefix, or let"
  echo "\`scripts/install.sh\` of the repository download, verify and install it. Verify by hand with"
  echo "\`sha256sum -c SHA256SUMS --ignore-missing\` (macOS: \`shasum -a 256 -c SHA256SUMS --ignore-missing\`)."
} >"$stage/README.md"

mkdir -p "$output"
python3 - "$work" "$name" "$output/$name.tar.gz" "$SOURCE_DATE_EPOCH" <<'PY'
# A tar of the staged folder that depends on nothing but its contents and the one timestamp.
import gzip, os, sys, tarfile
base, name, target, epoch = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
paths = []
for folder, folders, files in os.walk(os.path.join(base, name)):
    folders.sort()
    paths.append(folder)
    paths.extend(os.path.join(folder, file) for file in sorted(files))
with open(target + ".tmp", "wb") as raw:
    with gzip.GzipFile(filename="", mode="wb", fileobj=raw, mtime=0, compresslevel=9) as compressed:
        with tarfile.open(fileobj=compressed, mode="w", format=tarfile.PAX_FORMAT) as archive:
            for path in sorted(paths, key=lambda p: os.path.relpath(p, base)):
                info = archive.gettarinfo(path, arcname=os.path.relpath(path, base))
                info.uid = info.gid = 0
                info.uname = info.gname = ""
                info.mtime = epoch
                executable = info.isdir() or os.access(path, os.X_OK)
                info.mode = 0o755 if executable else 0o644
                if info.isfile():
                    with open(path, "rb") as content:
                        archive.addfile(info, content)
                else:
                    archive.addfile(info)
os.replace(target + ".tmp", target)
PY

python3 - "$output" <<'PY'
# SHA256SUMS over every package in the folder, in the format sha256sum -c reads.
import hashlib, os, sys
folder = sys.argv[1]
lines = []
for file in sorted(os.listdir(folder)):
    if file.startswith("evidence-") and file.endswith(".tar.gz"):
        with open(os.path.join(folder, file), "rb") as content:
            lines.append(f"{hashlib.sha256(content.read()).hexdigest()}  {file}\n")
with open(os.path.join(folder, "SHA256SUMS"), "w") as sums:
    sums.writelines(lines)
PY
echo "$output/$name.tar.gz"
